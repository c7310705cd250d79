#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "pool.h"
#include "splits.h"
#include "stats.h"

int
ak_splits_run(ak_split_result *res, size_t nsplit, uint64_t seed0,
    const ak_msgset *ms, double frac, ak_split_fit const fit[2],
    void *const ctx[2], const ak_split_eval *ev, ak_err *e)
{
	size_t ntr, nte, *tr = NULL, *te = NULL;
	int ret = -1;

	if (ev->nedge + 2 > AK_SPLIT_MAXROWS)
		return ak_errf(e, "%zu bucket edges: at most %d", ev->nedge,
		    AK_SPLIT_MAXROWS - 2);
	if ((tr = ak_alloc_n(ms->n + 1, sizeof(size_t), e)) == NULL ||
	    (te = ak_alloc_n(ms->n + 1, sizeof(size_t), e)) == NULL)
		goto out;
	for (size_t k = 0; k < nsplit; k++) {
		ak_split_result *r = &res[k];

		memset(r, 0, sizeof(*r));
		r->seed = seed0 + k;
		ak_spam_split(tr, &ntr, te, &nte, ms, frac, r->seed);
		for (int m = AK_SPLIT_ATTENTION; m <= AK_SPLIT_MEAN; m++)
			if (fit[m](ctx[m], r->row[m], ms, tr, ntr, te, nte,
			    r->seed, ev, e) != 0) {
				/* which split: the first one may have been
				   fine (the user gave only --seed S) */
				ak_err inner = *e;
				ak_errf(e, "split %zu of %zu (seed %llu): %s",
				    k + 1, nsplit,
				    (unsigned long long)r->seed, inner.msg);
				goto out;
			}
		if (ak_spam_eval_z(r->row[AK_SPLIT_CONSTANT], NULL, ms, te, nte,
		    ev->edge, ev->nedge, ev->length_all, e) != 0)
			goto out;
	}
	ret = 0;
out:
	free(tr);
	free(te);
	return ret;
}

int
ak_pool_split_fit(void *ctx, ak_spam_row *rows, const ak_msgset *ms, const size_t *tr,
    size_t ntr, const size_t *te, size_t nte, uint64_t seed,
    const ak_split_eval *ev, ak_err *e)
{
	const ak_pool_splitfit *pf = ctx;
	size_t np = AK_POOL_NPARAM(pf->d);
	ak_train_opt to = *pf->o;
	double *theta = ak_alloc_n(np, sizeof(double), e);
	int rc = -1;

	if (theta == NULL)
		return -1;
	memset(theta, 0, np * sizeof(double));
	to.seed = seed + 1;	/* as attn-train --seed */
	to.progress = NULL;
	to.fix_u = pf->fix_u;
	if (ak_spam_train(theta, ms, tr, ntr, pf->E, pf->d, &to, e) == 0 &&
	    ak_spam_eval(rows, theta, ms, te, nte, pf->E, pf->d, ev->edge,
	    ev->nedge, ev->length_all, e) == 0)
		rc = 0;
	free(theta);
	return rc;
}

int
ak_spam_splits(ak_split_result *res, size_t nsplit, uint64_t seed0,
    const ak_msgset *ms, const double *E, size_t d, double frac,
    const ak_train_opt *o, const size_t *edge, size_t nedge,
    int length_all, ak_err *e)
{
	ak_pool_splitfit att = { E, d, o, 0 }, mean = { E, d, o, 1 };
	ak_split_fit const fit[2] = { ak_pool_split_fit, ak_pool_split_fit };
	void *const ctx[2] = { &att, &mean };
	ak_split_eval ev = { edge, nedge, length_all };

	return ak_splits_run(res, nsplit, seed0, ms, frac, fit, ctx, &ev, e);
}

/* the per-split value of metric k (0 log-loss, 1 precision, 2 recall,
 * 3 F1, 4 ROC AUC, 5 PR AUC) of a row: NaN when undefined */
static double
metric(const ak_spam_row *r, int model, int k)
{
	switch (k) {
	case 0:
		return model == AK_SPLIT_CONSTANT ? NAN : r->loss /
		    (double)r->n;
	case 1: return r->met.precision;
	case 2: return r->met.recall;
	case 3: return r->met.f1;
	case 4: return r->met.roc_auc;
	default: return r->met.pr_auc;
	}
}

int
ak_spam_split_stat(ak_split_stat *st, const ak_split_result *res,
    size_t nsplit, int model, size_t row, ak_err *e)
{
	double *n, *err, *acc, *v;
	double *mean[6] = { &st->logloss, &st->precision, &st->recall,
	    &st->f1, &st->roc_auc, &st->pr_auc };
	double *sd[6] = { &st->logloss_sd, &st->precision_sd, &st->recall_sd,
	    &st->f1_sd, &st->roc_auc_sd, &st->pr_auc_sd };
	size_t k = 0;

	memset(st, 0, sizeof(*st));
	if (model < 0 || model > AK_SPLIT_DIFF || row >= AK_SPLIT_MAXROWS)
		return ak_errf(e, "split statistics: model %d or row %zu out "
		    "of range", model, row);
	n = ak_alloc_n(nsplit + 1, sizeof(double), e);
	err = ak_alloc_n(nsplit + 1, sizeof(double), e);
	acc = ak_alloc_n(nsplit + 1, sizeof(double), e);
	v = ak_alloc_n(nsplit + 1, sizeof(double), e);
	if (n == NULL || err == NULL || acc == NULL || v == NULL) {
		free(n);
		free(err);
		free(acc);
		free(v);
		return -1;
	}
	for (size_t s = 0; s < nsplit; s++) {
		const ak_spam_row *a = &res[s].row[AK_SPLIT_ATTENTION][row];
		const ak_spam_row *m = &res[s].row[AK_SPLIT_MEAN][row];
		const ak_spam_row *r = model == AK_SPLIT_DIFF ? a :
		    &res[s].row[model][row];

		if (r->n == 0)
			continue;
		n[k] = (double)r->n;
		if (model == AK_SPLIT_DIFF) {
			err[k] = (double)a->errors - (double)m->errors;
			acc[k] = -err[k] / (double)r->n;
			st->better += a->errors < m->errors;
			st->ties += a->errors == m->errors;
		} else {
			err[k] = (double)r->errors;
			acc[k] = 1 - err[k] / (double)r->n;
		}
		k++;
	}
	st->splits = k;
	st->n = ak_mean_sd(n, k, &st->n_sd);
	st->errors = ak_mean_sd(err, k, &st->errors_sd);
	st->acc = ak_mean_sd(acc, k, &st->acc_sd);
	if (k < 2)	/* the sample sd of one value is undefined */
		st->n_sd = st->errors_sd = st->acc_sd = NAN;
	for (int j = 0; j < 6; j++) {
		size_t nv = 0;
		for (size_t s = 0; s < nsplit; s++) {
			const ak_spam_row *a =
			    &res[s].row[AK_SPLIT_ATTENTION][row];
			const ak_spam_row *m = &res[s].row[AK_SPLIT_MEAN][row];
			const ak_spam_row *r = model == AK_SPLIT_DIFF ? a :
			    &res[s].row[model][row];
			double x = r->n == 0 ? NAN : model == AK_SPLIT_DIFF ?
			    metric(a, AK_SPLIT_ATTENTION, j) -
			    metric(m, AK_SPLIT_MEAN, j) : metric(r, model, j);
			if (!isnan(x))
				v[nv++] = x;
		}
		*mean[j] = nv ? ak_mean_sd(v, nv, sd[j]) : NAN;
		if (nv < 2)
			*sd[j] = NAN;
		st->defined[j] = nv;
	}
	free(n);
	free(err);
	free(acc);
	free(v);
	return 0;
}

/* FNV-1a over the 8 bytes of v (little-endian) into the hash h, for both
   fingerprints below */
#define MIX(v) do { uint64_t x_ = (uint64_t)(v); \
	for (int b_ = 0; b_ < 8; b_++, x_ >>= 8) \
		h = (h ^ (x_ & 0xff)) * 1099511628211ULL; } while (0)

uint64_t
ak_msgset_hash(const ak_msgset *ms)
{
	uint64_t h = 14695981039346656037ULL;

	MIX(ms->n);
	for (size_t i = 0; i < ms->n; i++) {
		MIX(ms->y[i]);
		MIX(ms->ntok[i]);
		MIX(ms->off[i + 1] - ms->off[i]);
		for (size_t k = ms->off[i]; k < ms->off[i + 1]; k++)
			MIX(ms->ids[k]);
	}
	return h;
}

uint64_t
ak_msgset_hash_words(const ak_msgset *ms, const ak_table *emb)
{
	uint64_t h = 14695981039346656037ULL;

	MIX(ms->n);
	for (size_t i = 0; i < ms->n; i++) {
		MIX(ms->y[i]);
		MIX(ms->ntok[i]);
		MIX(ms->off[i + 1] - ms->off[i]);
		for (size_t k = ms->off[i]; k < ms->off[i + 1]; k++) {
			const unsigned char *w =
			    (const unsigned char *)emb->labels[ms->ids[k]];
			do	/* the word and its NUL */
				h = (h ^ *w) * 1099511628211ULL;
			while (*w++ != '\0');
		}
	}
	return h;
}
#undef MIX
