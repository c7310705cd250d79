/*
 * autoscale.c — the projection scale of attn-map --proj-scale auto.  See
 * autoscale.h (the rule, why bisection finds it).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attention.h"
#include "autoscale.h"
#include "softmax.h"
#include "stats.h"

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

/* Hbar at scale c through the caller's evaluation: 0, or -1 with e */
typedef int (*hbar_fn)(void *ctx, double c, double *hbar, ak_err *e);

/*
 * The bisection of the rule on ln c (autoscale.h): 0 with *c and *hbar; 1
 * with the message when the rule has no answer (no row of two keys, the
 * target out of reach); -1 on the evaluation's error
 */
static int
bisect(hbar_fn f, void *ctx, size_t rows, double frac, double *c,
    double *hbar, ak_err *e)
{
	double lo = log(1e-4), hi = log(1e4), v;

	if (rows == 0) {
		ak_errf(e, "--proj-scale auto: no query has two keys to choose "
		    "between: no scale changes this map");
		return 1;
	}
	if (f(ctx, exp(lo), &v, e) != 0)
		return -1;
	if (v < frac) {
		ak_errf(e, "--proj-scale auto: the mean row entropy is %.4g of "
		    "ln n already at c = 1e-4, below %.4g",
		    v, frac);
		return 1;
	}
	if (f(ctx, exp(hi), &v, e) != 0)
		return -1;
	if (v > frac) {
		ak_errf(e, "--proj-scale auto: the mean row entropy is %.4g of "
		    "ln n still at c = 1e4, above %.4g (rows of equal scores: "
		    "identical or zero vectors?)", v, frac);
		return 1;
	}
	while (hi - lo > 1e-9) {	/* Hbar falls as c grows */
		double mid = (lo + hi) / 2;
		if (f(ctx, exp(mid), &v, e) != 0)
			return -1;
		if (v > frac)
			lo = mid;
		else
			hi = mid;
	}
	*c = round4(exp((lo + hi) / 2));
	return f(ctx, *c, hbar, e) != 0 ? -1 : 0;
}

static int
head_at(void *ctx, double c, double *hbar, ak_err *e)
{
	return at(ctx, c, hbar, e);
}

/* h at c = 1 without boosts, with the mask as a set and in double (the
 * rule's terms, autoscale.h); the settings saved into the caller's
 * copies (kb: nk doubles) for restore() */
static void
plain(ak_maphead *h, double *kb, double *mv, int *f16)
{
	memcpy(kb, h->kboost, h->nk * sizeof(*kb));
	memset(h->kboost, 0, h->nk * sizeof(*kb));
	*mv = h->mask_value;
	*f16 = h->f16;
	h->mask_value = -INFINITY;
	h->f16 = 0;
}

static void
restore(ak_maphead *h, const double *kb, double mv, int f16)
{
	memcpy(h->kboost, kb, h->nk * sizeof(*kb));
	h->mask_value = mv;
	h->f16 = f16;
}

int
ak_auto_scale(ak_maphead *h, double frac, double *c, double *hbar,
    ak_err *e)
{
	double *kb = malloc(h->nk * sizeof(*kb) + 1), mv, v;
	int f16, rc = -1;
	size_t rows;

	if (kb == NULL)
		return ak_errf(e, "out of memory");
	plain(h, kb, &mv, &f16);
	if (at(h, 1, &v, e) == 0) {
		ak_auto_entropy(h, &rows);
		rc = bisect(head_at, h, rows, frac, c, hbar, e);
	}
	restore(h, kb, mv, f16);
	free(kb);
	return rc;
}

/* *p (of *cap items of size sz) grown to hold need items at least,
 * doubling: 0, or -1 with "out of memory" */
static int
grow(void **p, size_t *cap, size_t need, size_t sz, ak_err *e)
{
	size_t n = *cap ? *cap : 64;
	void *q;

	while (n < need)
		n *= 2;
	if (n > SIZE_MAX / sz || (q = realloc(*p, n * sz)) == NULL)
		return ak_errf(e, "out of memory");
	*p = q;
	*cap = n;
	return 0;
}

int
ak_auto_rows_add(ak_auto_rows *r, ak_maphead *h, ak_err *e)
{
	double *kb = malloc(h->nk * sizeof(*kb) + 1), mv, v;
	int f16, rc = -1;

	if (kb == NULL)
		return ak_errf(e, "out of memory");
	plain(h, kb, &mv, &f16);
	if (at(h, 1, &v, e) != 0)
		goto out;
	for (size_t i = 0; i < h->nq; i++) {
		const unsigned char *M = h->M + i * h->nk;
		const double *S = h->S + i * h->nk;
		size_t m = 0;
		for (size_t j = 0; j < h->nk; j++)
			m += M[j] != 0;
		if (m < 2)
			continue;
		if (r->n == r->cap && grow((void **)&r->m, &r->cap,
		    r->n + 1, sizeof(*r->m), e) != 0)
			goto out;
		if (r->ns + m > r->scap && grow((void **)&r->s, &r->scap,
		    r->ns + m, sizeof(*r->s), e) != 0)
			goto out;
		for (size_t j = 0; j < h->nk; j++)
			if (M[j])
				r->s[r->ns++] = S[j];
		r->m[r->n++] = m;
	}
	rc = 0;
out:
	restore(h, kb, mv, f16);
	free(kb);
	return rc;
}

/* Hbar of the rows at c: softmax(c² s) of each row, its entropy over
 * ln m, the terms summed in ascending order (the sum of a set, whatever
 * order the rows were added in) */
static int
rows_at(void *ctx, double c, double *hbar, ak_err *e)
{
	ak_auto_rows *r = ctx;
	double t = c * c, sum = 0;
	const double *s = r->s;

	for (size_t i = 0; i < r->n; s += r->m[i], i++) {
		double mx = -INFINITY, z = 0, h = 0;
		size_t m = r->m[i];
		for (size_t j = 0; j < m; j++)
			if (t * s[j] > mx)
				mx = t * s[j];
		for (size_t j = 0; j < m; j++)
			z += exp(t * s[j] - mx);
		for (size_t j = 0; j < m; j++) {
			double p = exp(t * s[j] - mx) / z;
			if (p > 0)
				h -= p * log(p);
		}
		if (!isfinite(h))
			return ak_errf(e, "--proj-scale auto: a row's entropy "
			    "is not finite at c = %.4g", c);
		r->term[i] = h / log((double)m);
	}
	ak_sort_doubles(r->term, r->n);
	for (size_t i = 0; i < r->n; i++)
		sum += r->term[i];
	*hbar = sum / (double)r->n;
	return 0;
}

int
ak_auto_scale_rows(ak_auto_rows *r, double frac, double *c, double *hbar,
    ak_err *e)
{
	free(r->term);
	r->term = r->n ? malloc(r->n * sizeof(*r->term)) : NULL;
	if (r->n && r->term == NULL)
		return ak_errf(e, "out of memory");
	return bisect(rows_at, r, r->n, frac, c, hbar, e);
}

void
ak_auto_rows_free(ak_auto_rows *r)
{
	free(r->m);
	free(r->s);
	free(r->term);
	memset(r, 0, sizeof *r);
}
