/* Unit tests of lib/attn/heads: the summaries attn-map --heads prints, and
 * ak_mha_forward for every H from 1 to 8 against a loop-by-loop oracle. */
#include <math.h>
#include <stdlib.h>

#include "heads.h"
#include "rng.h"
#include "t.h"

/*
 * The oracle: MHA(X) straight from Vaswani et al. 2017, §3.2.2, plain loops,
 * no BLAS, no workspace shared between heads.  A: H×n×n, O: n×d.  A fully
 * masked row gives zero weights (the library's documented rule).
 */
static void
mha_naive(double *A, double *O, const ak_mha *m, const double *X,
    const unsigned char *mask, double tau, size_t n)
{
	size_t d = m->d, dh = m->dh;
	double *Q = calloc(n * d, sizeof(double)), *K = calloc(n * d,
	    sizeof(double)), *V = calloc(n * d, sizeof(double)),
	    *C = calloc(n * d, sizeof(double));

	for (size_t i = 0; i < n; i++)
		for (size_t c = 0; c < d; c++)
			for (size_t r = 0; r < d; r++) {
				Q[i * d + c] += X[i * d + r] * m->wq[r * d + c];
				K[i * d + c] += X[i * d + r] * m->wk[r * d + c];
				V[i * d + c] += X[i * d + r] * m->wv[r * d + c];
			}
	for (size_t h = 0; h < m->h; h++) {
		double *Ah = A + h * n * n, f = 1 / (tau * sqrt((double)dh));

		for (size_t i = 0; i < n; i++) {
			double mx = -INFINITY, sum = 0;

			for (size_t j = 0; j < n; j++) {
				double s = 0;

				for (size_t c = h * dh; c < (h + 1) * dh; c++)
					s += Q[i * d + c] * K[j * d + c];
				Ah[i * n + j] = f * s;
				if ((mask == NULL || mask[i * n + j]) &&
				    f * s > mx)
					mx = f * s;
			}
			for (size_t j = 0; j < n; j++) {
				int ok = mask == NULL || mask[i * n + j];

				Ah[i * n + j] = ok ? exp(Ah[i * n + j] - mx) : 0;
				sum += Ah[i * n + j];
			}
			for (size_t j = 0; j < n; j++)
				Ah[i * n + j] = sum > 0 ? Ah[i * n + j] / sum : 0;
			for (size_t c = h * dh; c < (h + 1) * dh; c++)
				for (size_t j = 0; j < n; j++)
					C[i * d + c] += Ah[i * n + j] *
					    V[j * d + c];
		}
	}
	for (size_t i = 0; i < n; i++)
		for (size_t c = 0; c < d; c++) {
			O[i * d + c] = 0;
			for (size_t r = 0; r < d; r++)
				O[i * d + c] += C[i * d + r] * m->wo[r * d + c];
		}
	free(Q);
	free(K);
	free(V);
	free(C);
}

static double
maxdiff(const double *a, const double *b, size_t n)
{
	double m = 0;

	for (size_t i = 0; i < n; i++)
		m = fmax(m, fabs(a[i] - b[i]));
	return m;
}

/*
 * Every H from 1 to 8 (H = 1: d_h = d, the case whose workspace once
 * overflowed), widths d = H·d_h for d_h = 1, 2, 5, with and without a
 * causal mask; the buffers are exactly as large as the API says, so that
 * ASan/valgrind see any write past them.
 */
static void
test_mha_every_h(void)
{
	ak_rng rng;
	ak_err e;
	size_t n = 7, dhs[3] = { 1, 2, 5 };
	unsigned char causal[7 * 7];

	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++)
			causal[i * n + j] = j <= i;
	ak_rng_seed(&rng, 10);
	for (size_t H = 1; H <= 8; H++)
		for (size_t t = 0; t < 3; t++)
			for (int masked = 0; masked < 2; masked++) {
				size_t d = H * dhs[t];
				ak_mha m;
				double *X = malloc(n * d * sizeof(double));
				double *A = malloc(H * n * n * sizeof(double));
				double *O = malloc(n * d * sizeof(double));
				double *A0 = malloc(H * n * n * sizeof(double));
				double *O0 = malloc(n * d * sizeof(double));
				const unsigned char *mk = masked ? causal : NULL;
				char name[96];
				int rc;

				if (ak_mha_init(&m, d, H, &e) != 0) {
					T_OK(0, e.msg);
					continue;
				}
				ak_mha_random(&m, &rng);
				for (size_t i = 0; i < n * d; i++)
					X[i] = ak_rng_normal(&rng);
				rc = ak_mha_forward(&m, A, O, X, mk, 0.7, n, &e);
				mha_naive(A0, O0, &m, X, mk, 0.7, n);
				snprintf(name, sizeof name, "MHA H = %zu, d = %zu%s: "
				    "maps and outputs = the oracle", H, d,
				    masked ? ", causal" : "");
				T_OK(rc == 0 && maxdiff(A, A0, H * n * n) < 1e-13 &&
				    maxdiff(O, O0, n * d) < 1e-12, name);
				ak_mha_free(&m);
				free(X);
				free(A);
				free(O);
				free(A0);
				free(O0);
			}
}

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

	test_mha_every_h();
	return t_done();
}
