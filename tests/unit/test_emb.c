/*
 * Unit tests of lib/embed/emb.c: unit-length rows (ppmi-svd --normalize)
 * against rows normalised by hand, and the cosine it must leave unchanged.
 */
#include <math.h>

#include "emb.h"
#include "t.h"

int
main(void)
{
	/* 3 rows × 2: (3, 4) has norm 5; (0, 0) stays; (-1e300, 1e300) has
	 * norm √2·1e300, whose square would overflow */
	double E[6] = { 3, 4, 0, 0, -1e300, 1e300 };
	double c0 = ak_cosine(E, E + 4, 2);

	T_OK(ak_emb_normalize(E, 3, 2) == 1, "one zero row counted");
	T_NEAR(E[0], 0.6, 1e-16, "(3, 4) / 5: first entry 0.6");
	T_NEAR(E[1], 0.8, 1e-16, "(3, 4) / 5: second entry 0.8");
	T_OK(E[2] == 0 && E[3] == 0, "a zero row stays exactly zero");
	T_NEAR(E[4], -sqrt(0.5), 2.3e-16, "huge row: -1/√2, no overflow");
	T_NEAR(E[5], sqrt(0.5), 2.3e-16, "huge row: 1/√2 (2 ulp)");
	T_NEAR(ak_cosine(E, E + 4, 2), c0, 1e-15,
	    "cosines unchanged by normalisation");

	/* a 1×4 row (1, 1, 1, 1): norm 2, every entry 1/2; then idempotent */
	double F[4] = { 1, 1, 1, 1 };
	ak_emb_normalize(F, 1, 4);
	T_OK(F[0] == 0.5 && F[1] == 0.5 && F[2] == 0.5 && F[3] == 0.5,
	    "(1, 1, 1, 1) / 2 = 0.5 each");
	ak_emb_normalize(F, 1, 4);
	T_OK(F[0] == 0.5 && F[3] == 0.5, "normalising twice changes nothing");

	/* tiny entries: (1e-300, 0) must become (1, 0), not stay tiny */
	double G[2] = { 1e-300, 0 };
	T_OK(ak_emb_normalize(G, 1, 2) == 0, "a tiny row is not zero");
	T_NEAR(G[0], 1, 0, "(1e-300, 0) -> (1, 0): no underflow");
	T_OK(ak_emb_normalize(G, 0, 2) == 0, "no rows: nothing to do");
	return t_done();
}
