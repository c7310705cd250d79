/*
 * test_autoscale.c — lib/attn/autoscale (attn-map --proj-scale auto): the
 * mean normalized row entropy, the rule's c on a map solved by hand, the
 * monotonicity the bisection relies on (checked on random maps), one c
 * for many maps (the rows kept at c = 1, pooled, in any order), the
 * answers the rule does not have, and the boosts and settings restored.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "autoscale.h"
#include "mask.h"
#include "maphead.h"
#include "rng.h"
#include "t.h"

/* X = Y = the n×d rows x, identity projections, every key allowed */
static int
setup(ak_maphead *h, const double *x, size_t n, size_t d, ak_err *e)
{
	if (ak_maphead_alloc(h, n, n, d, d, d, e) != 0)
		return -1;
	memcpy(h->X, x, n * d * sizeof(double));
	memcpy(h->Y, x, n * d * sizeof(double));
	ak_mask_all(h->M, n, n);
	snprintf(h->src, sizeof h->src, "emb.tsv");
	return 0;
}

/* binary entropy in bits */
static double
h2(double p)
{
	return -(p * log(p) + (1 - p) * log(1 - p)) / log(2.0);
}

int
main(void)
{
	ak_maphead h;
	ak_err e;
	double c, hbar;
	size_t rows;

	/* e0, e1 in d = 2: row i's scores are (c²/√2 on itself, 0), so both
	 * rows have weights (p, 1 - p), p = σ(c²/√2), and Hbar = H2(p) (ln
	 * 2 normalizes).  H2(p) = 0.7898 at p = 0.7631278306 (bisection in
	 * Python), t = logit(p) = 1.169904928, c = sqrt(√2 t) = 1.286272,
	 * 1.286 to 4 digits */
	const double X2[4] = { 1, 0, 0, 1 };
	T_OK(setup(&h, X2, 2, 2, &e) == 0, "a map of two unit vectors");
	T_OK(ak_auto_scale(&h, AK_AUTO_FRAC, &c, &hbar, &e) == 0,
	    "the rule on it");
	T_NEAR(c, 1.286, 1e-12, "c = sqrt(√2 logit(p)), H2(p) = 0.7898, "
	    "rounded to 4 digits");
	double p = 1 / (1 + exp(-c * c / sqrt(2.0)));
	T_NEAR(hbar, h2(p), 1e-12, "Hbar at the rounded c = H2(σ(c²/√2))");
	T_NEAR(hbar, 0.7898, 5e-4, "... which is the rule's 0.7898 to the "
	    "rounding of c");
	T_NEAR(ak_auto_entropy(&h, &rows), hbar, 0, "ak_auto_entropy: the "
	    "map left at the c chosen");
	T_OK(rows == 2, "two rows counted");
	T_NEAR(h.WQ[0], 1.286, 0, "W_Q = cI left in the head");

	/* a boost, a finite mask value and float16 do not enter the rule
	 * and are restored */
	h.kboost[1] = 3;
	h.mask_value = -5;
	h.f16 = 1;
	double c2;
	T_OK(ak_auto_scale(&h, AK_AUTO_FRAC, &c2, &hbar, &e) == 0 &&
	    c2 == c, "boost, mask value, float16: the same c");
	T_OK(h.kboost[1] == 3 && h.kboost[0] == 0 && h.mask_value == -5 &&
	    h.f16 == 1, "... and restored");
	ak_maphead_free(&h);

	/* a causal mask: row 0 has one key (not counted), row 1 two */
	T_OK(setup(&h, X2, 2, 2, &e) == 0, "causal");
	ak_mask_causal(h.M, 2, 2);
	T_OK(ak_auto_scale(&h, 0.5, &c, &hbar, &e) == 0, "the rule, 0.5");
	ak_auto_entropy(&h, &rows);
	T_OK(rows == 1, "causal: the row of one key is not counted");
	/* row 1: scores (0, c²/√2): H2 = 0.5 at p = 0.8899946, logit
	 * 2.0868..., c = sqrt(√2 · 2.08684) = 1.7180 */
	double lo = 0.5, hi = 1 - 1e-15;
	for (int i = 0; i < 200; i++) {
		double m = (lo + hi) / 2;
		if (h2(m) > 0.5)
			lo = m;
		else
			hi = m;
	}
	char want[32];
	snprintf(want, sizeof want, "%.4g",
	    sqrt(sqrt(2.0) * log(lo / (1 - lo))));
	T_NEAR(c, strtod(want, NULL), 0, "causal: c of H2 = 0.5 (1.718)");
	ak_maphead_free(&h);

	/* monotone: on 50 random maps (n = 7, d = 5, with and without a
	 * causal mask), Hbar never grows along 60 increasing c */
	ak_rng r;
	int mono = 1, reached = 1, same_c = 1;
	ak_rng_seed(&r, 27);
	for (int it = 0; it < 50; it++) {
		double x[35];
		for (size_t i = 0; i < 35; i++)
			x[i] = ak_rng_normal(&r) * (1 + (double)(it % 5));
		setup(&h, x, 7, 5, &e);
		if (it % 2)
			ak_mask_causal(h.M, 7, 7);
		double prev = 2;
		for (int k = 0; k < 60; k++) {
			double cc = exp(-4 + 8 * k / 59.0);
			for (size_t i = 0; i < 5; i++)
				h.WQ[i * 6] = h.WK[i * 6] = h.WV[i * 6] = cc;
			ak_maphead_forward(&h, 0, &e);
			double v = ak_auto_entropy(&h, NULL);
			mono &= v <= prev + 1e-12;
			prev = v;
		}
		reached &= ak_auto_scale(&h, AK_AUTO_FRAC, &c, &hbar, &e) == 0 &&
		    fabs(hbar - AK_AUTO_FRAC) < 0.01;
		/* the same rule through the scores at c = 1 kept (--batch
		   of one map): the same c */
		ak_auto_rows ar = { 0 };
		double cr = 0, hr;
		same_c &= ak_auto_rows_add(&ar, &h, &e) == 0 &&
		    ak_auto_scale_rows(&ar, AK_AUTO_FRAC, &cr, &hr, &e) == 0 &&
		    cr == c && fabs(hr - hbar) < 1e-12;
		ak_auto_rows_free(&ar);
		ak_maphead_free(&h);
	}
	T_OK(mono, "50 random maps: Hbar never grows with c");
	T_OK(reached, "50 random maps: the rule is met (to the rounding of "
	    "c)");
	T_OK(same_c, "50 random maps: the rows kept at c = 1 give the c of "
	    "the forward passes");

	/* one c for two maps: X2 (c = 1.286 alone) and 2·X2 (scores 4×:
	 * c = 0.643 alone); pooled, the mean of the four rows' terms is
	 * (H2(σ(c²/√2)) + H2(σ(4c²/√2))) / 2, whose root is bisected here;
	 * either order of the maps gives the same bits */
	const double X4[4] = { 2, 0, 0, 2 };
	ak_auto_rows ab = { 0 }, ba = { 0 };
	double cab = 0, hab = 0, cba = 1, hba = 1;
	ak_maphead h2m;
	setup(&h, X2, 2, 2, &e);
	setup(&h2m, X4, 2, 2, &e);
	T_OK(ak_auto_rows_add(&ab, &h, &e) == 0 && ak_auto_rows_add(&ab,
	    &h2m, &e) == 0 && ak_auto_rows_add(&ba, &h2m, &e) == 0 &&
	    ak_auto_rows_add(&ba, &h, &e) == 0 && ab.n == 4 && ab.ns == 8,
	    "two maps' rows: 4 rows of 2 scores");
	T_OK(ak_auto_scale_rows(&ab, AK_AUTO_FRAC, &cab, &hab, &e) == 0 &&
	    ak_auto_scale_rows(&ba, AK_AUTO_FRAC, &cba, &hba, &e) == 0,
	    "the rule over both");
	T_OK(cab == cba && memcmp(&hab, &hba, sizeof hab) == 0,
	    "the order of the maps does not change c nor Hbar");
	lo = 0.01, hi = 10;
	for (int i = 0; i < 200; i++) {
		double m = (lo + hi) / 2, t = m * m / sqrt(2.0);
		double v = (h2(1 / (1 + exp(-t))) + h2(1 / (1 + exp(-4 *
		    t)))) / 2;
		if (v > AK_AUTO_FRAC)
			lo = m;
		else
			hi = m;
	}
	snprintf(want, sizeof want, "%.4g", lo);
	T_NEAR(cab, strtod(want, NULL), 0, "pooled c: the root of the mean "
	    "of the two maps' terms, between 0.643 and 1.286");
	ak_auto_rows_free(&ab);
	ak_auto_rows_free(&ba);
	ak_maphead_free(&h);
	ak_maphead_free(&h2m);

	/* errors: identical vectors (every row uniform at every c); one
	 * key */
	const double same[6] = { 1, 2, 1, 2, 1, 2 };
	setup(&h, same, 3, 2, &e);
	T_OK(ak_auto_scale(&h, AK_AUTO_FRAC, &c, &hbar, &e) == 1 &&
	    strstr(e.msg, "still at c = 1e4") != NULL,
	    "identical vectors: the rule cannot be met, said so");
	ak_maphead_free(&h);
	setup(&h, X2, 1, 2, &e);
	T_OK(ak_auto_scale(&h, AK_AUTO_FRAC, &c, &hbar, &e) == 1 &&
	    strstr(e.msg, "no query has two keys") != NULL, "one key: "
	    "no answer (1), not an error");
	ak_auto_rows no = { 0 };
	T_OK(ak_auto_rows_add(&no, &h, &e) == 0 && no.n == 0 &&
	    ak_auto_scale_rows(&no, AK_AUTO_FRAC, &c, &hbar, &e) == 1,
	    "one key: no rows kept, no answer over them");
	ak_auto_rows_free(&no);
	ak_maphead_free(&h);
	return t_done();
}
