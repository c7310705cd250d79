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
#include "spamout.h"
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

/* one block of rows: a model on a list of messages, all and by bucket */
void
at_report_rows(FILE *fp, const char *model, const char *split,
    const double *theta, const ak_msgset *ms, const size_t *idx, size_t n,
    const ak_table *emb)
{
	ak_spam_row rows[sizeof(opt.edge) / sizeof(opt.edge[0]) + 2];
	ak_err e;

	if (ak_spam_eval(rows, theta, ms, idx, n, emb->x, emb->cols, opt.edge,
	    opt.nedge, opt.length_all, &e) != 0)
		at_fail(&e);
	ak_spam_write_rows(fp, model, split, rows, opt.edge, opt.nedge,
	    theta != NULL);
}

/* --splits: mean ± sd of each model and bucket over opt.splits splits */
void
at_write_splits(FILE *fp, const ak_msgset *ms, const ak_table *emb)
{
	size_t ns = (size_t)opt.splits;
	ak_train_opt o = { .epochs = opt.epochs, .lr = opt.lr, .l2 = opt.l2,
	    .batch = (size_t)opt.batch };
	ak_split_result *res;
	ak_err e;

	if ((res = ak_alloc_n(ns, sizeof(*res), &e)) == NULL)
		at_fail(&e);
	if (ak_spam_splits(res, ns, opt.seed, ms, emb->x, emb->cols,
	    opt.test_frac, &o, opt.edge, opt.nedge, opt.length_all, &e) != 0)
		at_fail_in(&e);
	at_provenance(fp);
	if (ak_spam_write_splits(fp, res, ns, opt.seed, opt.test_frac,
	    opt.edge, opt.nedge, opt.length_all, &e) != 0)
		at_fail(&e);
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
	ak_spam_write_top(fp, w, nw, cnt, sum, emb->labels, nspam,
	    opt.min_count, (size_t)opt.top);
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
	if (ak_spam_write_iv(fp, rows, got, ms, emb->labels, opt.per_message,
	    &e) != 0)
		at_fail(&e);
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
	ak_spam_write_pred(pc->fp, line, label, &r, tok, w, nt, pc->emb,
	    opt.per_token);
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

	ak_spam_write_pred_header(fp, opt.per_token);
	if (ak_corpus_read_opt(opt.input, &co, predict_msg, &pc, &nmsg,
	    &e) != 0)
		at_fail(&e);
	if (nmsg == 0) {	/* as training: an empty input is an error */
		ak_errf(&e, "%s: empty input: no messages",
		    strcmp(opt.input, "-") == 0 ? "<stdin>" : opt.input);
		at_fail(&e);
	}
}
