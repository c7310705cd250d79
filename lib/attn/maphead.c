#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attention.h"
#include "heads.h"
#include "mask.h"
#include "maphead.h"
#include "posenc.h"
#include "softmax.h"
#include "stats.h"

int
ak_maphead_alloc(ak_maphead *h, size_t nq, size_t nk, size_t d, size_t dk,
    size_t dv, ak_err *e)
{
	memset(h, 0, sizeof(*h));
	h->nq = nq;
	h->nk = nk;
	h->d = d;
	h->dk = dk;
	h->dv = dv;
	h->swapcol = -1;
	h->live = SIZE_MAX;
	h->scale = 1;
	h->tau = 1;
	h->mask_value = -INFINITY;
#define A(p, n) if ((h->p = ak_alloc_n((n) + 1, sizeof(*h->p), e)) \
	== NULL) return -1
	A(X, nq * d); A(Y, nk * d);
	A(WQ, d * dk); A(WK, d * dk); A(WV, d * dv);
	A(Q, nq * dk); A(K, nk * dk); A(V, nk * dv);
	A(S, nq * nk); A(A, nq * nk); A(Z, nq * dv);
	A(M, nq * nk); A(kboost, nk); A(swapv, d); A(half, nq);
#undef A
	return 0;
}

double
ak_maphead_bytes(size_t nq, size_t nk, size_t d, size_t dk, size_t dv)
{
	double q = (double)nq, k = (double)nk, D = (double)d;
	double doubles = 2 * (q + k) * D + D * (2.0 * (double)dk +
	    (double)dv) + (q + k) * (double)dk + k * (double)dv + 2 * q * k +
	    q * (double)dv + k + D + 16;

	return 8 * doubles + q * k + sizeof(int) * q;
}

/* the decimals (0 to 6) that print a and b (MiB) apart: "52 MiB, more
   than the budget of 52 MiB" said nothing */
static int
mib_digits(double a, double b)
{
	int dp = 0;
	char x[64], y[64];

	for (;; dp++) {
		snprintf(x, sizeof x, "%.*f", dp, a);
		snprintf(y, sizeof y, "%.*f", dp, b);
		if (strcmp(x, y) != 0 || dp == 6)
			return dp;
	}
}

int
ak_maphead_check(size_t nq, size_t nk, size_t d, size_t random_dk,
    int wfiles, size_t heads, int lesson, int first_one, double per_cell,
    size_t noise, size_t budget, size_t held, const char *where, ak_err *e)
{
	double mem = (double)budget, mib = 1024.0 * 1024, h = (double)held;
	size_t dk = random_dk > 0 ? random_dk : d;
	double cells = (double)nq * (double)nk;
	double one = ak_maphead_bytes(nq, nk, d, dk, dk);
	double multi = heads > 0 || lesson ? ak_heads_bytes(nq, d, heads,
	    lesson) : 0;
	/* one head, or the heads after the one head of first_one (freed
	 * before them): the larger peak */
	double head = multi == 0 ? one : first_one && one > multi ? one :
	    multi;
	double need = head + per_cell * cells;

	if (mem <= 0 || need + h <= mem)
		return 0;
	double proj = 8.0 * (double)d * 3 * (double)dk;
	double mproj = 8.0 * 8 * (double)d * (double)d;
	int alone = random_dk > 0 && multi == 0 && proj + h > mem;
	/* what is compared, printed: the need with the embeddings' share
	   (named) against the budget, with the digits that tell them apart,
	   and the -M that holds them */
	double tot = (alone ? proj : need) + h;
	int dp = mib_digits(tot / mib, mem / mib), de = dp;
	char emb[80] = "", fit[48];
	while (de < 3 && h > 0 && h / mib < 0.5 * pow(10, -de))
		de++;
	if (h > 0)
		snprintf(emb, sizeof emb, "; the embeddings' %.*f MiB counted",
		    de, h / mib);
	snprintf(fit, sizeof fit, ", or a budget of %.0f MiB (-M %.0fM)",
	    ceil(tot / mib), ceil(tot / mib));
	need = tot;
	/* the projections' width as the options give it */
	char over[80] = "", wide[32] = "d";
	if (random_dk > 0 && wfiles)
		snprintf(over, sizeof over, " with --wq, --wk, --wv");
	else if (random_dk > 0)
		snprintf(over, sizeof over, " with --random-proj %zu", dk);
	if (random_dk > 0)
		snprintf(wide, sizeof wide, "%zu", dk);
	if (multi > 0 && head == multi && !lesson && 2 * mproj > need - h)
		/* the heads' eight d × d matrices, not the tokens */
		ak_errf(e, "%s: --heads %zu over d = %zu needs about %.*f MiB, "
		    "%.*f of them the heads' projections (W_Q, W_K, W_V, W_O "
		    "and their permuted copy: eight d × d), more than the "
		    "budget of %.*f MiB (-M%s): embeddings of fewer dimensions "
		    "(ppmi-svd -d)%s", where, heads, d, dp, need / mib, dp,
		    mproj / mib, dp, mem / mib, emb, fit);
	else if (multi > 0 && head == one && random_dk == 0 && 2 * proj >
	    need - h)
		/* --proj-scale auto's one head, before the heads */
		ak_errf(e, "%s: --proj-scale auto maps %zu × %zu tokens over d "
		    "= %zu with one head first, which needs about %.*f MiB, "
		    "%.*f of them its three d × d projections, more than the "
		    "budget of %.*f MiB (-M%s): give --proj-scale C%s", where,
		    nq, nk, d, dp, need / mib, dp, proj / mib, dp, mem / mib,
		    emb, fit);
	else if (alone && wfiles)
		ak_errf(e, "--wq, --wk, --wv: the projections of d = %zu × %zu "
		    "need about %.*f MiB, more than the budget of %.*f MiB "
		    "(-M%s): narrower projections%s", d, dk, dp, need / mib, dp,
		    mem / mib, emb, fit);
	else if (alone)
		ak_errf(e, "--random-proj %zu: the projections of d = %zu need "
		    "about %.*f MiB, more than the budget of %.*f MiB (-M%s): "
		    "a smaller --random-proj%s", dk, d, dp, need / mib, dp,
		    mem / mib, emb, fit);
	else if (multi == 0 && 2 * proj > need - h)
		/* the cost is the projections, not the tokens: named, drawn
		   (--random-proj, or d × d without it) or from files */
		ak_errf(e, "%s: a map of %zu × %zu tokens over d = %zu%s needs "
		    "about %.*f MiB, %.*f of them the three d × %s projections, "
		    "more than the budget of %.*f MiB (-M%s): %s%s", where, nq,
		    nk, d, over, dp, need / mib, dp, proj / mib, wide, dp,
		    mem / mib, emb, random_dk == 0 ? "project to fewer "
		    "dimensions with --random-proj DK (e.g. --random-proj 64)" :
		    wfiles ? "narrower projections" : "a smaller "
		    "--random-proj", fit);
	else if (2 * noise >= nq && noise > 0)
		ak_errf(e, "%s: a map of %zu × %zu tokens needs about %.*f "
		    "MiB, more than the budget of %.*f MiB (-M%s), %zu of them "
		    "--noise's: a smaller --noise%s", where, nq, nk, dp,
		    need / mib, dp, mem / mib, emb, noise, fit);
	else
		ak_errf(e, "%s: a map of %zu × %zu tokens needs about %.*f "
		    "MiB, more than the budget of %.*f MiB (-M%s): fewer tokens "
		    "(a shorter line, or no --all-tokens)%s", where, nq, nk, dp,
		    need / mib, dp, mem / mib, emb, fit);
	return ak_err_kind(e, AK_ERR_RESOURCE);
}

int
ak_maphead_finite(const ak_maphead *h, const double *x, size_t n,
    const char *what, ak_err *e)
{
	for (size_t i = 0; i < n; i++)
		if (!isfinite(x[i]))
			return ak_errf(e, "%s: %s is not finite (%g): "
			    "embeddings or projections too large", h->src,
			    what, x[i]);
	return 0;
}

void
ak_maphead_free(ak_maphead *h)
{
	free(h->X); free(h->Y); free(h->WQ); free(h->WK); free(h->WV);
	free(h->Q); free(h->K); free(h->V); free(h->S); free(h->A);
	free(h->Z); free(h->M); free(h->kboost); free(h->swapv);
	free(h->half);
	memset(h, 0, sizeof(*h));
}

int
ak_maphead_forward(ak_maphead *h, int swap, ak_err *e)
{
	size_t nq = h->nq, nk = h->nk, d = h->d, dk = h->dk, dv = h->dv;
	double *X = ak_alloc_n(nq * d + nk * d + 1, sizeof(double), e);

	if (X == NULL)
		return -1;
	double *Y = X + nq * d;
	memcpy(X, h->X, nq * d * sizeof(double));
	memcpy(Y, h->Y, nk * d * sizeof(double));
	if (h->pe == AK_PE_SIN) {
		ak_pe_sin_add(X, 0, nq, d);
		ak_pe_sin_add(Y, 0, nk, d);
	}
	ak_matmul(h->Q, X, h->WQ, nq, d, dk);
	ak_matmul(h->K, Y, h->WK, nk, d, dk);
	ak_matmul(h->V, Y, h->WV, nk, d, dv);
	if (swap && h->swapcol >= 0)
		ak_matmul(h->V + (size_t)h->swapcol * dv, h->swapv, h->WV, 1, d,
		    dv);
	free(X);
	if (ak_maphead_finite(h, h->Q, nq * dk, "a query entry", e) != 0 ||
	    ak_maphead_finite(h, h->K, nk * dk, "a key entry", e) != 0 ||
	    ak_maphead_finite(h, h->V, nk * dv, "a value entry", e) != 0)
		return -1;
	if (h->pe == AK_PE_ROPE) {
		ak_rope(h->Q, 0, nq, dk);
		ak_rope(h->K, 0, nk, dk);
	}
	ak_attn_scores(h->S, h->Q, h->K, ak_attn_scale(dk, h->scale, h->tau),
	    nq, nk, dk);
	for (size_t i = 0; i < nq; i++)
		for (size_t j = 0; j < nk; j++)
			h->S[i * nk + j] += h->kboost[j];
	if (ak_maphead_finite(h, h->S, nq * nk, "a score", e) != 0)
		return -1;
	int setmask = isinf(h->mask_value);
	double *T = h->A;	/* scores with an additive mask */
	memcpy(T, h->S, nq * nk * sizeof(double));
	if (!setmask)
		ak_mask_additive(T, h->M, h->mask_value, nq, nk);
	h->dead = 0;
	/* padding is not the mask: its keys and rows are out under any
	   mask value (the softmax over the first n keys, the rest 0) */
	size_t n = h->live < nk ? h->live : nk;
	for (size_t i = 0; i < nq; i++) {
		const unsigned char *m = setmask ? h->M + i * nk : NULL;
		double *a = h->A + i * nk;
		h->half[i] = 0;
		memset(a + n, 0, (nk - n) * sizeof(double));
		if (i >= h->live || n == 0) {
			memset(a, 0, n * sizeof(double));
			h->dead++;
			continue;
		}
		if (h->f16) {
			/* float16: the mask value is always added (naive) */
			double *s16 = ak_alloc_n(n, sizeof(double), e);
			if (s16 == NULL)
				return -1;
			h->half[i] = ak_mask_half_row(s16, h->S + i * nk,
			    h->M + i * nk, h->mask_value, n);
			if (h->half[i] & AK_HALF_NAN) {
				/* guarded: mask as a set, never NaN */
				if (ak_softmax(a, h->S + i * nk, h->M + i * nk,
				    n) == 0)
					h->dead++;
			} else {
				memcpy(a, s16, n * sizeof(double));
			}
			free(s16);
			continue;
		}
		if (ak_softmax(a, a, m, n) == 0)
			h->dead++;
	}
	ak_attn_mix(h->Z, h->A, h->V, nq, nk, dv);
	return ak_maphead_finite(h, h->Z, nq * dv, "an output entry", e);
}

int
ak_maphead_perm_check(ak_maphead *h, const size_t *p, double *da,
    double *dz, ak_err *e)
{
	size_t n = h->nq, d = h->d, dv = h->dv;
	ak_maphead g = *h;
	int rc = -1;
	double *buf = ak_alloc_n(2 * n * d + n * n + n * dv + n + 1,
	    sizeof(double), e);

	if (buf == NULL)
		return -1;
	double *A0 = buf + 2 * n * d, *Z0 = A0 + n * n, *b0 = Z0 + n * dv;
	memcpy(A0, h->A, n * n * sizeof(double));
	memcpy(Z0, h->Z, n * dv * sizeof(double));
	memcpy(b0, h->kboost, n * sizeof(double));
	/* the permuted input: rows (and the boosts of the keys) move */
	g.X = buf;
	g.Y = buf + n * d;
	ak_permute_rows(g.X, h->X, p, n, d);
	ak_permute_rows(g.Y, h->Y, p, n, d);
	for (size_t i = 0; i < n; i++) {
		h->kboost[i] = b0[p[i]];
		if (h->swapcol >= 0 && p[i] == (size_t)h->swapcol)
			g.swapcol = (long)i;	/* the swapped key moved */
	}
	g.kboost = h->kboost;
	if (ak_maphead_forward(&g, 1, e) != 0)
		goto out;
	ak_attn_perm_diff(da, dz, g.A, g.Z, A0, Z0, p, n, dv);
	rc = 0;
out:
	/* h's arrays were overwritten by g's pass: restore A, Z, boosts */
	memcpy(h->A, A0, n * n * sizeof(double));
	memcpy(h->Z, Z0, n * dv * sizeof(double));
	memcpy(h->kboost, b0, n * sizeof(double));
	free(buf);
	return rc;
}

int
ak_maphead_swap_check(ak_maphead *h, double *Zafter, int *same,
    double *maxdz, ak_err *e)
{
	size_t nq = h->nq, nk = h->nk, dv = h->dv;
	double *A1 = ak_alloc_n(nq * nk + 1, sizeof(double), e);

	if (A1 == NULL)
		return -1;
	memcpy(A1, h->A, nq * nk * sizeof(double));
	memcpy(Zafter, h->Z, nq * dv * sizeof(double));
	if (ak_maphead_forward(h, 0, e) != 0) {	/* before the swap */
		free(A1);
		return -1;
	}
	*same = memcmp(A1, h->A, nq * nk * sizeof(double)) == 0;
	*maxdz = ak_max_abs_diff(Zafter, h->Z, nq * dv);
	free(A1);
	return 0;
}
