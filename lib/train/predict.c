#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "pool.h"
#include "predict.h"
#include "softmax.h"
#include "stats.h"

int
ak_pool_score(void *model, double *z, double *a, const size_t *ids, size_t m,
    ak_err *e)
{
	const ak_pool_model *pm = model;
	size_t d = pm->emb->cols;
	double *c = ak_alloc_n(d, sizeof(*c), e);

	if (c == NULL)
		return -1;
	*z = ak_pool_forward(a, c, pm->theta, pm->emb->x, ids, NULL, m, d);
	free(c);
	return 0;
}

int
ak_spam_predict(ak_spam_pred *r, double *w, const double *theta,
    const ak_table *emb, char *const *tok, size_t ntok, ak_err *e)
{
	ak_pool_model pm = { theta, emb };
	ak_scorer sc = { ak_pool_score, &pm };

	return ak_predict_with(r, w, &sc, emb, tok, ntok, e);
}

int
ak_predict_with(ak_spam_pred *r, double *w, const ak_scorer *sc,
    const ak_table *emb, char *const *tok, size_t ntok, ak_err *e)
{
	size_t m = 0;
	long *row = ak_alloc_n(ntok ? ntok : 1, sizeof(*row), e);
	size_t *ids = ak_alloc_n(ntok ? ntok : 1, sizeof(*ids), e);
	double *a = ak_alloc_n(ntok ? ntok : 1, sizeof(*a), e);
	double *tw = ak_alloc_n(ntok ? ntok : 1, sizeof(*tw), e);
	int rc = -1;

	if (row == NULL || ids == NULL || a == NULL || tw == NULL)
		goto out;
	memset(r, 0, sizeof *r);
	r->ntok = ntok;
	for (size_t j = 0; j < ntok; j++) {
		row[j] = ak_table_find(emb, tok[j]);
		if (row[j] >= 0)
			ids[m++] = (size_t)row[j];
	}
	r->nknown = m;
	if (sc->fn(sc->model, &r->z, a, ids, m, e) != 0)
		goto out;
	r->p = ak_sigmoid(r->z);
	/* each token's weight; each word's total at its first occurrence */
	for (size_t j = 0, k = 0; j < ntok; j++) {
		double x = row[j] >= 0 ? a[k++] : 0;
		if (w != NULL)
			w[j] = x;
		tw[j] = -1;	/* not a first occurrence */
		if (row[j] < 0)
			continue;
		size_t f = 0;
		while (f < j && row[f] != row[j])
			f++;
		if (f == j)
			tw[j] = x;
		else
			tw[f] += x;
	}
	for (size_t t = 0; t < AK_PRED_TOP; t++) {
		size_t best = ntok;
		for (size_t j = 0; j < ntok; j++)
			if (tw[j] >= 0 && (best == ntok || tw[j] > tw[best]))
				best = j;
		if (best == ntok)
			break;
		r->top[t] = best;
		r->topw[t] = tw[best];
		r->ntop++;
		tw[best] = -1;
	}
	rc = 0;
out:
	free(row);
	free(ids);
	free(a);
	free(tw);
	return rc;
}

int
ak_iv_summarize(ak_iv_summary *s, const ak_iv_row *rows, size_t n,
    ak_err *e)
{
	if (n == 0)
		return ak_errf(e, "no rows");
	double *x = ak_alloc_n(n, sizeof(double), e);
	if (x == NULL)
		return -1;
	memset(s, 0, sizeof *s);
	for (int t = 0; t < AK_IV_N; t++) {
		ak_iv_stat *st = &s->t[t];
		double sw = 0, sd = 0;
		for (size_t i = 0; i < n; i++) {
			x[i] = fabs(rows[i].dz[t]);
			sw += rows[i].w[t];
			sd += x[i];
			st->flips += (rows[i].z > 0) !=
			    (rows[i].z + rows[i].dz[t] > 0);
		}
		ak_sort_doubles(x, n);
		st->n = n;
		st->mean_w = sw / (double)n;
		st->mean_abs = sd / (double)n;
		st->q25 = ak_quantile(x, n, .25);
		st->median = ak_quantile(x, n, .5);
		st->q75 = ak_quantile(x, n, .75);
		st->q90 = ak_quantile(x, n, .9);
		st->max = x[n - 1];
	}
	for (size_t i = 0; i < n; i++) {
		s->beat_mean += fabs(rows[i].dz[AK_IV_MAX]) >
		    fabs(rows[i].dz[AK_IV_MEAN]);
		s->beat_random += fabs(rows[i].dz[AK_IV_MAX]) >
		    fabs(rows[i].dz[AK_IV_RANDOM]);
	}
	s->map_matters = s->t[AK_IV_MAX].mean_abs > s->t[AK_IV_MEAN].mean_abs &&
	    s->t[AK_IV_MAX].mean_abs > s->t[AK_IV_RANDOM].mean_abs;
	free(x);
	return 0;
}
