/*
 * autoscale.c — the projection scale of attn-map --proj-scale auto.  See
 * autoscale.h (the rule, why bisection finds it).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attention.h"
#include "autoscale.h"
#include "softmax.h"

double
ak_auto_entropy(const ak_maphead *h, size_t *rows)
{
	double sum = 0;
	size_t r = 0;

	for (size_t i = 0; i < h->nq; i++) {
		size_t m = 0;
		for (size_t j = 0; j < h->nk; j++)
			m += h->M[i * h->nk + j] != 0;
		if (m < 2)
			continue;
		sum += ak_entropy(h->A + i * h->nk, h->nk) / log((double)m);
		r++;
	}
	if (rows != NULL)
		*rows = r;
	return r ? sum / (double)r : -1;
}

/* Hbar at scale c: the projections cI, one forward pass */
static int
at(ak_maphead *h, double c, double *hbar, ak_err *e)
{
	ak_identity_proj(h->WQ, c, h->d, h->dk);
	ak_identity_proj(h->WK, c, h->d, h->dk);
	ak_identity_proj(h->WV, c, h->d, h->dv);
	if (ak_maphead_forward(h, 0, e) != 0)
		return -1;
	*hbar = ak_auto_entropy(h, NULL);
	return 0;
}

/* x rounded to 4 significant digits (x > 0) */
static double
round4(double x)
{
	char buf[32];

	snprintf(buf, sizeof buf, "%.4g", x);
	return strtod(buf, NULL);
}

int
ak_auto_scale(ak_maphead *h, double frac, double *c, double *hbar,
    ak_err *e)
{
	double *kb = malloc(h->nk * sizeof(*kb) + 1);
	double mv = h->mask_value, lo = log(1e-4), hi = log(1e4), v;
	int f16 = h->f16, rc = -1;
	size_t rows;

	if (kb == NULL)
		return ak_errf(e, "out of memory");
	memcpy(kb, h->kboost, h->nk * sizeof(*kb));
	memset(h->kboost, 0, h->nk * sizeof(*kb));
	h->mask_value = -INFINITY;
	h->f16 = 0;
	if (at(h, 1, &v, e) != 0)
		goto out;
	ak_auto_entropy(h, &rows);
	if (rows == 0) {
		ak_errf(e, "--proj-scale auto: no query has two keys to choose "
		    "between: no scale changes this map");
		goto out;
	}
	if (at(h, exp(lo), &v, e) != 0)
		goto out;
	if (v < frac) {
		ak_errf(e, "--proj-scale auto: the mean row entropy is %.4g of "
		    "ln n already at c = 1e-4, below %.4g: give --proj-scale C",
		    v, frac);
		goto out;
	}
	if (at(h, exp(hi), &v, e) != 0)
		goto out;
	if (v > frac) {
		ak_errf(e, "--proj-scale auto: the mean row entropy is %.4g of "
		    "ln n still at c = 1e4, above %.4g (rows of equal scores: "
		    "identical or zero vectors?): give --proj-scale C", v, frac);
		goto out;
	}
	while (hi - lo > 1e-9) {	/* Hbar falls as c grows */
		double mid = (lo + hi) / 2;
		if (at(h, exp(mid), &v, e) != 0)
			goto out;
		if (v > frac)
			lo = mid;
		else
			hi = mid;
	}
	*c = round4(exp((lo + hi) / 2));
	if (at(h, *c, hbar, e) != 0)
		goto out;
	rc = 0;
out:
	memcpy(h->kboost, kb, h->nk * sizeof(*kb));
	h->mask_value = mv;
	h->f16 = f16;
	free(kb);
	return rc;
}
