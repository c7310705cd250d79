/* attn-train (spam mode): training with progress, and the output of each
 * mode — report rows, --top, --intervene, --predict. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "at.h"
#include "cli.h"
#include "pool.h"
#include "predict.h"
#include "softmax.h"
#include "splits.h"
#include "stats.h"
#include "text.h"
#include "tokseq.h"

static void
progress(void *ctx, long ep, double loss, double acc)
{
	fprintf(stderr, "\rattn-train: %s epoch %ld/%ld loss %.4f train "
	    "accuracy %.4f", (const char *)ctx, ep, opt.epochs, loss, acc);
	if (ep == opt.epochs)
		fputc('\n', stderr);
}

void
at_train(double *theta, const ak_msgset *ms, const size_t *idx, size_t n,
    const ak_table *emb, int fix_u)
{
	const char *name = fix_u ? "mean" : "attention";
	ak_train_opt o = {
		.epochs = opt.epochs, .lr = opt.lr, .l2 = opt.l2,
		.batch = (size_t)opt.batch, .seed = opt.seed + 1,
		.fix_u = fix_u, .ctx = (void *)name,
	};
	ak_err e;
	double t0 = ak_now();

	if (!opt.quiet && ak_is_tty_stderr())
		o.progress = progress;
	if (ak_spam_train(theta, ms, idx, n, emb->x, emb->cols, &o, &e) != 0)
		at_fail_in(&e);
	if (opt.timing)
		fprintf(stderr, "attn-train: trained %s (%ld epochs, %zu "
		    "messages) in %.3f s\n", name, opt.epochs, n,
		    ak_now() - t0);
}

static void
bucket_name(char *buf, size_t sz, size_t b)
{
	size_t lo = b == 0 ? 1 : opt.edge[b - 1] + 1;

	if (b == opt.nedge)
		snprintf(buf, sz, "%zu+", lo);
	else
		snprintf(buf, sz, "%zu-%zu", lo, opt.edge[b]);
}

/* one block of rows: a model on a list of messages, all and by bucket */
void
at_report_rows(FILE *fp, const char *model, const char *split,
    const double *theta, const ak_msgset *ms, const size_t *idx, size_t n,
    const ak_table *emb)
{
	ak_spam_row rows[sizeof(opt.edge) / sizeof(opt.edge[0]) + 2];
	ak_err e;
	char name[64];

	if (ak_spam_eval(rows, theta, ms, idx, n, emb->x, emb->cols, opt.edge,
	    opt.nedge, opt.length_all, &e) != 0)
		at_fail(&e);
	for (size_t b = 0; b <= opt.nedge + 1; b++) {
		const ak_spam_row *r = &rows[b];
		if (b == 0)
			snprintf(name, sizeof(name), "all");
		else
			bucket_name(name, sizeof(name), b - 1);
		fprintf(fp, "%s\t%s\t%s\t%zu\t%zu\t%zu\t", model, split, name,
		    r->n, r->spam, r->errors);
		if (r->n == 0)
			fprintf(fp, "-\t-\n");
		else if (theta == NULL)
			fprintf(fp, "%.9g\t-\n", 1 - (double)r->errors /
			    (double)r->n);
		else
			fprintf(fp, "%.9g\t%.9g\n", 1 - (double)r->errors /
			    (double)r->n, r->loss / (double)r->n);
	}
}

/* --splits: mean ± sd of each model and bucket over opt.splits splits */
void
at_write_splits(FILE *fp, const ak_msgset *ms, const ak_table *emb)
{
	static const char *model[] = { "attention", "mean", "constant",
	    "difference" };
	size_t ns = (size_t)opt.splits;
	ak_train_opt o = { .epochs = opt.epochs, .lr = opt.lr, .l2 = opt.l2,
	    .batch = (size_t)opt.batch };
	ak_split_result *res;
	ak_split_stat st;
	ak_err e;
	char name[64];

	if ((res = ak_alloc_n(ns, sizeof(*res), &e)) == NULL)
		at_fail(&e);
	if (ak_spam_splits(res, ns, opt.seed, ms, emb->x, emb->cols,
	    opt.test_frac, &o, opt.edge, opt.nedge, opt.length_all, &e) != 0)
		at_fail_in(&e);
	at_provenance(fp);
	fprintf(fp, "# %zu held-out splits, seeds %llu..%llu, share %g; "
	    "length = %s tokens; mean and sd (n - 1) over the splits: sd is "
	    "the spread of one split's value, sd/sqrt(splits) the standard "
	    "error of the mean; difference = attention - mean, better/ties = "
	    "splits where attention made fewer/as many errors\n", ns,
	    opt.seed, opt.seed + ns - 1, opt.test_frac,
	    opt.length_all ? "all" : "known");
	fprintf(fp, "model\tbucket\tsplits\tn_mean\tn_sd\terrors_mean\t"
	    "errors_sd\taccuracy_mean\taccuracy_sd\tbetter\tties\n");
	for (int m = 0; m <= AK_SPLIT_DIFF; m++)
		for (size_t b = 0; b <= opt.nedge + 1; b++) {
			if (ak_spam_split_stat(&st, res, ns, m, b, &e) != 0)
				at_fail(&e);
			if (b == 0)
				snprintf(name, sizeof(name), "all");
			else
				bucket_name(name, sizeof(name), b - 1);
			fprintf(fp, "%s\t%s\t%zu\t", model[m], name,
			    st.splits);
			if (st.splits == 0)	/* empty in every split: no
						   mean, as the report's '-' */
				fprintf(fp, "-\t-\t-\t-\t-\t-\t");
			else
				fprintf(fp, "%.9g\t%.9g\t%.9g\t%.9g\t%.9g\t"
				    "%.9g\t", st.n, st.n_sd, st.errors,
				    st.errors_sd, st.acc, st.acc_sd);
			if (m == AK_SPLIT_DIFF)
				fprintf(fp, "%zu\t%zu\n", st.better, st.ties);
			else
				fprintf(fp, "-\t-\n");
		}
	free(res);
}

void
at_write_top(FILE *fp, const double *theta, const ak_msgset *ms,
    const size_t *idx, size_t n, const ak_table *emb)
{
	size_t V = emb->rows, nw = 0, nspam = 0;
	ak_err e;
	size_t *cnt = ak_alloc_n(V, sizeof(size_t), &e);
	double *sum = ak_alloc_n(V, sizeof(double), &e);
	size_t *w = ak_alloc_n(V, sizeof(size_t), &e);

	if (cnt == NULL || sum == NULL || w == NULL ||
	    ak_spam_top(cnt, sum, theta, ms, idx, n, emb->x, V, emb->cols,
	    &e) != 0)
		at_fail(&e);
	at_provenance(fp);
	for (size_t i = 0; i < n; i++)
		nspam += ms->y[idx[i]] != 0;
	nw = ak_spam_top_rank(w, cnt, sum, emb->labels, V,
	    (size_t)opt.min_count);
	fprintf(fp, "# attention weight received in %zu spam messages; "
	    "tokens seen at least %ld times\n", nspam, opt.min_count);
	fprintf(fp, "rank\tword\tmean_weight\tcount\ttotal_weight\n");
	for (size_t i = 0; i < nw && i < (size_t)opt.top; i++)
		fprintf(fp, "%zu\t%s\t%.9g\t%zu\t%.9g\n", i + 1,
		    emb->labels[w[i]], sum[w[i]] / (double)cnt[w[i]],
		    cnt[w[i]], sum[w[i]]);
	free(cnt);
	free(sum);
	free(w);
}

void
at_write_interventions(FILE *fp, const double *theta, const ak_msgset *ms,
    const size_t *idx, size_t n, const ak_table *emb)
{
	size_t want = (size_t)opt.messages, got;
	ak_err e;
	ak_iv_row *rows = ak_alloc_n(want, sizeof(*rows), &e);

	if (rows == NULL)
		at_fail(&e);
	if (ak_spam_intervene(rows, &got, want, theta, ms, idx, n, emb->x,
	    emb->cols, opt.seed, &e) != 0)
		at_fail_in(&e);
	if (got == 0) {
		ak_errf(&e, "no message with two or more known tokens in the "
		    "chosen set");
		at_fail_in(&e);
	}
	at_provenance(fp);
	if (opt.per_message) {
		fprintf(fp, "line\tlabel\tlogit\tintervention\tpos\ttoken\t"
		    "weight\tcontrol_line\tdlogit\n");
		for (size_t i = 0; i < got; i++) {
			const ak_iv_row *rw = &rows[i];
			const size_t *ids = ms->ids + ms->off[rw->msg];
			for (int t = 0; t < AK_IV_N; t++)
				fprintf(fp, "%ld\t%s\t%.9g\t%s\t%zu\t%s\t%.9g\t"
				    "%ld\t%.9g\n", ms->lineno[rw->msg],
				    ms->y[rw->msg] ? "spam" : "ham", rw->z,
				    ak_iv_name[t], rw->pos[t] + 1,
				    emb->labels[ids[rw->pos[t]]], rw->w[t],
				    t >= AK_IV_PATCH_MAX ?
				    ms->lineno[rw->ctrl] : 0L, rw->dz[t]);
		}
		free(rows);
		return;
	}
	ak_iv_summary sm;
	if (ak_iv_summarize(&sm, rows, got, &e) != 0)
		at_fail(&e);
	fprintf(fp, "# %zu messages with two or more known tokens; |Δ logit| "
	    "of each intervention\n", got);
	fprintf(fp, "intervention\tn\tmean_weight\tmean_abs_dlogit\t"
	    "q25\tmedian\tq75\tq90\tmax\tflips\n");
	for (int t = 0; t < AK_IV_N; t++) {
		const ak_iv_stat *st = &sm.t[t];
		fprintf(fp, "%s\t%zu\t%.9g\t%.9g\t%.9g\t%.9g\t%.9g\t%.9g\t"
		    "%.9g\t%zu\n", ak_iv_name[t], st->n, st->mean_w,
		    st->mean_abs, st->q25, st->median, st->q75, st->q90,
		    st->max, st->flips);
	}
	fprintf(fp, "# verdict: masking the max-weight token %s the logit "
	    "more than masking a mean-weight or a random token (mean |Δ| "
	    "%.3f vs %.3f and %.3f; larger on %zu and %zu of %zu messages): "
	    "on this set the map %s\n",
	    sm.map_matters ? "moves" : "does NOT move",
	    sm.t[AK_IV_MAX].mean_abs, sm.t[AK_IV_MEAN].mean_abs,
	    sm.t[AK_IV_RANDOM].mean_abs, sm.beat_mean, sm.beat_random, got,
	    sm.map_matters ? "points at tokens that matter" :
	    "explains nothing");
	free(rows);
}

/* --predict: one message of the input, tokenized as sms-vocab -t does */
typedef struct pred_ctx {
	FILE *fp;
	const double *theta;
	const ak_table *emb;
} pred_ctx;

static int
predict_msg(void *ctx, const char *label, const char *text, size_t n,
    const char *where, ak_err *e)
{
	pred_ctx *pc = ctx;
	const char *colon = strrchr(where, ':');
	long line = colon ? strtol(colon + 1, NULL, 10) : 0;
	size_t nt;
	char *toks = ak_tokenize_dup(text, n, NULL, e);
	char **tok = NULL;
	double *w = NULL;
	ak_spam_pred r;
	int rc = -1;

	if (toks == NULL)
		return -1;
	nt = ak_split_ws(toks, NULL, 0);
	tok = ak_alloc_n(nt ? nt : 1, sizeof(*tok), e);
	w = ak_alloc_n(nt ? nt : 1, sizeof(*w), e);
	if (tok == NULL || w == NULL)
		goto out;
	ak_split_ws(toks, tok, nt);
	if (ak_spam_predict(&r, w, pc->theta, pc->emb, tok, nt, e) != 0)
		goto out;
	if (!opt.per_token) {
		fprintf(pc->fp, "%ld\t%s\t%s\t%.9g\t%.9g", line, label,
		    r.z > 0 ? "spam" : "ham", r.p, r.z);
		for (size_t t = 0; t < AK_PRED_TOP; t++)
			if (t < r.ntop)
				fprintf(pc->fp, "\t%s\t%.9g", tok[r.top[t]],
				    r.topw[t]);
			else
				fputs("\t-\t-", pc->fp);
		fputc('\n', pc->fp);
	} else if (nt == 0) {
		fprintf(pc->fp, "%ld\t%s\t%.9g\t%.9g\t0\t-\t0\t0\n", line,
		    label, r.p, r.z);
	}
	for (size_t j = 0; opt.per_token && j < nt; j++)
		fprintf(pc->fp, "%ld\t%s\t%.9g\t%.9g\t%zu\t%s\t%d\t%.9g\n",
		    line, label, r.p, r.z, j + 1, tok[j],
		    ak_table_find(pc->emb, tok[j]) >= 0, w[j]);
	rc = 0;
out:
	free(toks);
	free(tok);
	free(w);
	return rc;
}

void
at_predict(FILE *fp, const double *theta, const ak_table *emb)
{
	ak_corpus_opt co = { .unlabeled = opt.unlabeled };
	pred_ctx pc = { fp, theta, emb };
	size_t nmsg;
	ak_err e;

	if (opt.per_token)
		fprintf(fp, "line\tlabel\tp_spam\tlogit\tpos\ttoken\tknown\t"
		    "weight\n");
	else
		fprintf(fp, "line\tlabel\tpredicted\tp_spam\tlogit\ttoken1\t"
		    "weight1\ttoken2\tweight2\ttoken3\tweight3\n");
	if (ak_corpus_read_opt(opt.input, &co, predict_msg, &pc, &nmsg,
	    &e) != 0)
		at_fail(&e);
	if (nmsg == 0) {	/* as training: an empty input is an error */
		ak_errf(&e, "%s: empty input: no messages",
		    strcmp(opt.input, "-") == 0 ? "<stdin>" : opt.input);
		at_fail(&e);
	}
}
