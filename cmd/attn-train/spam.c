/* attn-train (spam mode): training with progress, and the output of each
 * mode (--top, --intervene, --predict, --splits) over lib/train/spamout. */
#include <stdio.h>
#include <stdlib.h>

#include "at.h"
#include "cli.h"
#include "spamout.h"
#include "splits.h"

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
	ak_spam_toplist t;
	ak_err e;

	if (ak_spam_toplist_make(&t, theta, ms, idx, n, emb,
	    (size_t)opt.min_count, &e) != 0)
		at_fail(&e);
	at_provenance(fp);
	ak_spam_write_top(fp, t.w, t.nw, t.cnt, t.sum, emb->labels, t.nspam,
	    opt.min_count, (size_t)opt.top);
	ak_spam_toplist_free(&t);
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
	if (ak_spam_iv_collect(rows, &got, want, theta, ms, idx, n, emb->x,
	    emb->cols, opt.seed, &e) != 0)
		at_fail_in(&e);
	at_provenance(fp);
	if (ak_spam_write_iv(fp, rows, got, ms, emb->labels, opt.per_message,
	    &e) != 0)
		at_fail(&e);
	free(rows);
}
