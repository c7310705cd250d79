/* Unit tests of lib/heads: the summaries attn-map --heads prints. */
#include <math.h>

#include "heads.h"
#include "t.h"

int
main(void)
{
	/* two heads on n = 2: the mean is the entrywise average */
	double A[3 * 4] = { 1, 0, 0.25, 0.75,  0, 1, 0.75, 0.25 };
	ak_heads_mean(A + 8, A, 2, 2);
	T_NEAR(A[8], 0.5, 0, "mean of 1 and 0");
	T_NEAR(A[9], 0.5, 0, "mean of 0 and 1");
	T_NEAR(A[10], 0.5, 0, "mean of 0.25 and 0.75");
	T_NEAR(A[11], 0.5, 0, "mean of 0.75 and 0.25");

	/* strongest off-diagonal link: the diagonal (0.9) does not count */
	double B[9] = { 0.9, 0.05, 0.05,  0.2, 0.1, 0.7,  0.6, 0.3, 0.1 };
	size_t bi, bj;
	T_NEAR(ak_head_strongest(B, 3, &bi, &bj), 0.7, 0, "strongest 0.7");
	T_OK(bi == 1 && bj == 2, "at row 2, column 3");
	double C[1] = { 1 };
	T_OK(ak_head_strongest(C, 1, &bi, &bj) == -1, "n = 1: no link");

	/* mean row entropy: uniform rows give ln n, one-hot rows 0 */
	double U[4] = { 0.5, 0.5, 1, 0 };
	T_NEAR(ak_head_mean_entropy(U, 2), log(2.0) / 2, 1e-15,
	    "(ln 2 + 0) / 2");
	return t_done();
}
