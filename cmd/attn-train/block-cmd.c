/* attn-train --model block: the options' checks and the run (block-cmd.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "at.h"
#include "block-cmd.h"
#include "blockiv.h"
#include "blockout.h"
#include "cli.h"
#include "io.h"
#include "mem.h"
#include "spamout.h"
#include "spool.h"

/* the modes a block does not have, for a loaded block model once its
   file says it is one (AT_BLOCK_RULES says it for --model block) */
static int
block_modes(const struct at_opts *o, ak_err *e)
{
	if (o->per_message)
		return ak_erru(e, "--per-message: a block's interventions are "
		    "summed per (layer, head): not with a block model");
	return 0;
}

/* what the loaded block m cannot do (the rule --top: not with --pool
   mean says it for --model block) */
static int
loaded_modes(const struct at_opts *o, const ak_block_model *m, ak_err *e)
{
	if (o->mode == MODE_TOP && m->c.pool == AK_BPOOL_MEAN)
		return ak_erru(e, "--top: not with %s, a block of --pool mean: "
		    "--top ranks tokens by the attention pooling's weight, and "
		    "the mean gives each token 1/length", o->load);
	return 0;
}

/* the block's shape from o's options */
static ak_block_cfg
block_cfg(const struct at_opts *o, const ak_table *emb)
{
	const struct at_block *b = &o->blk;

	return (ak_block_cfg){ .d = emb->cols, .layers = (size_t)b->layers,
	    .heads = (size_t)b->heads, .mlp = b->mlp < 0 ? 4 * emb->cols :
	    (size_t)b->mlp, .norm = b->norm, .residual = b->residual,
	    .pe = b->pe, .pool = b->pool };
}

/* the block's plan held to -M before any of it is taken (blocktrain.h
   ak_block_plan_fits): L the run's split, NULL under --splits */
static int
plan_fits(const struct at_opts *o, const ak_block_cfg *c,
    const ak_table *emb, const ak_msgset *ms, const ak_spam_lists *L,
    ak_err *e)
{
	return ak_block_plan_fits(c, o->blk.train_emb, emb->rows, ms, L,
	    (size_t)o->batch, strcmp(o->input, "-") == 0 ? "<stdin>" :
	    o->input, (double)ak_table_bytes(emb) + (double)ak_msgset_bytes(ms),
	    o->memory, e);
}

/* --splits: the block and the pooling head trained on each of o->splits
   splits, mean ± sd of each model and bucket */
static int
splits(struct at_opts *o, FILE *fp, const ak_msgset *ms, const ak_table *emb,
    ak_err *e)
{
	size_t ns = (size_t)o->splits;
	ak_block_cfg c = block_cfg(o, emb);
	ak_train_opt t = { .epochs = o->epochs, .lr = o->lr, .l2 = o->l2,
	    .batch = (size_t)o->batch };
	ak_block_splitfit bf = { &c, o->blk.train_emb, emb, &t };
	ak_pool_splitfit pf = { emb->x, emb->cols, &t, 0 };
	ak_split_fit const fit[2] = { ak_block_split_fit, ak_pool_split_fit };
	void *const ctx[2] = { &bf, &pf };
	ak_split_eval ev = { o->edge, o->nedge, o->length_all };
	static const char *const names[2] = { "block", "attention" };
	ak_split_result *res;
	char note[600];
	int rc = -1;

	if (ak_block_cfg_check(&c, e) != 0 || plan_fits(o, &c, emb, ms, NULL, e) != 0 ||
	    (res = ak_alloc_n(ns, sizeof(*res), e)) == NULL)
		return -1;
	if (ak_splits_run(res, ns, o->seed, ms, o->test_frac, fit, ctx, &ev,
	    e) != 0)
		at_in_err(o, e);
	else {
		at_provenance(o, fp);
		ak_block_describe(fp, &(ak_block_model){ .c = c,
		    .np = ak_block_nparams(&c), .train_emb = o->blk.train_emb });
		rc = ak_spam_write_splits_as(fp, res, ns, o->seed,
		    o->test_frac, o->edge, o->nedge, o->length_all, names, note,
		    sizeof note, e);
		if (rc == 0 && note[0] && !o->quiet)
			fprintf(stderr, "attn-train: warning: %s\n", note);
	}
	free(res);
	return rc;
}

/* the block from o's options, trained on the split's training list */
static int
train_block(struct at_opts *o, ak_block_model *m, const ak_msgset *ms,
    const ak_spam_lists *L, const ak_table *emb, ak_err *e)
{
	const struct at_block *b = &o->blk;
	ak_block_cfg c = block_cfg(o, emb);
	struct at_prog pr;
	ak_train_opt t = { .epochs = o->epochs, .lr = o->lr, .l2 = o->l2,
	    .batch = (size_t)o->batch, .seed = o->seed + 1 };
	double t0 = ak_now(), c0 = ak_cpu_now();

	if (plan_fits(o, &c, emb, ms, L, e) != 0)
		return -1;
	if (ak_block_model_init(m, &c, b->train_emb, emb, o->seed, e) != 0)
		return -1;
	at_prog_begin(&pr, o, "training block", &t);
	int rc = ak_block_train(m, ms, L->train, L->ntrain, emb, &t, e);
	at_prog_end(&pr);
	if (rc != 0)
		return at_in_err(o, e);
	if (o->timing) {
		double cpu = ak_cpu_now() - c0;
		fprintf(stderr, "attn-train: trained block (%ld epochs, %zu "
		    "messages) in %.3f s, CPU %.3f s: %.0f examples per CPU "
		    "second\n", o->epochs, L->ntrain, ak_now() - t0, cpu,
		    cpu > 0 ? (double)o->epochs * (double)L->ntrain / cpu : 0);
	}
	return 0;
}

/* --time: one forward pass over every message, timed (CPU) */
static int
time_forward(const ak_block_model *m, const ak_msgset *ms,
    const ak_spam_lists *L, const ak_table *emb, ak_err *e)
{
	double *z = ak_alloc_n(L->nall + 1, sizeof(double), e), c0;
	size_t tok = 0, sq = 0;

	if (z == NULL)
		return -1;
	for (size_t i = 0; i < L->nall; i++) {
		size_t T = ms->off[L->all[i] + 1] - ms->off[L->all[i]];
		tok += T;
		sq += T * T;
	}
	c0 = ak_cpu_now();
	if (ak_block_logits(z, m, ms, L->all, L->nall, emb, NULL, e) != 0) {
		free(z);
		return -1;
	}
	double cpu = ak_cpu_now() - c0, fl = ak_block_forward_flops(&m->c,
	    tok, sq);
	fprintf(stderr, "attn-train: block forward on %zu messages (%zu "
	    "tokens, %.3g FLOP in its products): CPU %.3f s, %.2f GFLOP/s, "
	    "%.0f messages per CPU second (double, 1 thread)\n", L->nall, tok,
	    fl, cpu, cpu > 0 ? fl / cpu / 1e9 : 0, cpu > 0 ? (double)L->nall /
	    cpu : 0);
	free(z);
	return 0;
}

/* --save: the model, its settings and the fingerprint of the corpus ms
   (its split is told again by --predict on that file, as for the
   pooling head) */
static int
save(struct at_opts *o, const ak_block_model *m, const ak_table *emb,
    const ak_msgset *ms, ak_out *saved, ak_err *e)
{
	ak_spam_setup su = { .seed = o->seed, .test_frac = o->test_frac,
	    .epochs = o->epochs, .batch = o->batch, .lr = o->lr, .l2 = o->l2,
	    .has_corpus = 1, .corpus_words = 1,
	    .corpus = ak_msgset_hash_words(ms, emb) };

	at_provenance(o, saved->fp);	/* (opened: at_open_side) */
	if (ak_block_model_write(saved->fp, m, &su, emb) != 0)
		return ak_errf(e, "%s: write error", o->save);
	return 0;
}

/* the report: the block beside the pooling head trained on its split */
static int
report(struct at_opts *o, FILE *fp, const ak_block_model *m,
    const ak_msgset *ms, const ak_spam_lists *L, const ak_table *emb,
    ak_err *e)
{
	double *pool = ak_alloc_n(2 * emb->cols + 1, sizeof(double), e);
	char note[600];
	int rc = -1;

	if (pool == NULL)
		return -1;
	if (at_train(o, pool, ms, L->train, L->ntrain, emb, 0, e) == 0) {
		at_provenance(o, fp);
		rc = ak_block_write_report(fp, m, pool, ms, L, emb, o->edge,
		    o->nedge, o->length_all, note, sizeof note, e);
		if (rc == 0 && note[0] && !o->quiet)
			fprintf(stderr, "attn-train: warning: %s\n", note);
	}
	free(pool);
	return rc;
}

/* the messages of --set */
static void
set_of(const struct at_opts *o, const ak_spam_lists *L, const size_t **ix,
    size_t *n)
{
	*ix = o->set == SET_TEST ? L->test : o->set == SET_TRAIN ? L->train :
	    L->all;
	*n = o->set == SET_TEST ? L->ntest : o->set == SET_TRAIN ? L->ntrain :
	    L->nall;
}

static int
intervene(struct at_opts *o, FILE *fp, const ak_block_model *m,
    const ak_msgset *ms, const ak_spam_lists *L, const ak_table *emb,
    ak_err *e)
{
	const size_t *ix;
	size_t n, want = (size_t)o->messages;

	set_of(o, L, &ix, &n);
	at_provenance(o, fp);
	ak_block_describe(fp, m);
	switch (o->blk.target) {
	case AT_TARGET_HEADS:
		return ak_block_iv_heads(fp, m, ms, ix, n, want, L->train,
		    L->ntrain, emb, e);
	case AT_TARGET_RESIDUAL:
		return ak_block_iv_residual(fp, m, ms, ix, n, want, emb, e);
	default:
		return ak_block_iv_tokens(fp, m, ms, ix, n, want, emb, o->seed,
		    e);
	}
}

/* --top: the tokens the block's pooling weighs most in the spam of --set */
static int
top(struct at_opts *o, FILE *fp, const ak_block_model *m,
    const ak_msgset *ms, const ak_spam_lists *L, const ak_table *emb,
    ak_err *e)
{
	ak_block_scored bs = { m, emb, 0 };	/* held by score_fits */
	ak_scorer sc = { ak_block_score, &bs };
	ak_spam_toplist t;
	const size_t *ix;
	size_t n;

	set_of(o, L, &ix, &n);
	if (ak_spam_toplist_make_sc(&t, &sc, ms, ix, n, emb,
	    (size_t)o->min_count, e) != 0)
		return -1;
	at_provenance(o, fp);
	ak_block_describe(fp, m);
	ak_spam_write_top(fp, t.w, t.nw, t.cnt, t.sum, emb->labels, t.nspam,
	    o->min_count, (size_t)o->top);
	ak_spam_toplist_free(&t);
	return 0;
}

/* --maps: the first spam message of --set with two or more tokens */
static int
maps(struct at_opts *o, const ak_block_model *m, const ak_msgset *ms,
    const ak_spam_lists *L, const ak_table *emb, ak_err *e)
{
	const size_t *ix;
	size_t n;

	set_of(o, L, &ix, &n);
	for (size_t i = 0; i < n; i++)
		if (ms->y[ix[i]] && ms->off[ix[i] + 1] - ms->off[ix[i]] >= 2)
			return ak_block_write_maps(o->blk.maps, m, ms, ix[i],
			    emb, e);
	return ak_errf(e, "--maps: no spam message with two or more known "
	    "tokens in the set");
}

/* --predict with a block model: the pooling head's rows, the weights
   those of the block's pooling */
static int
predict(struct at_opts *o, ak_out *out, const ak_block_model *m,
    const ak_spam_setup *su, const ak_table *emb, ak_err *e)
{
	ak_corpus_opt co = o->in.co;	/* --unlabeled, --tokenizer in */
	/* each message's activations within what -M leaves (blocktrain.h) */
	double room = (double)o->memory - (double)ak_table_bytes(emb) -
	    ak_block_model_bytes(m);
	ak_block_scored bs = { m, emb, room > 1 ? room : 1 };
	ak_scorer sc = { ak_block_score, &bs };
	char hint[640];
	FILE *sp = ak_spool_open(out, e);

	if (sp == NULL)
		return -1;
	at_provenance(o, sp);
	ak_msgset ms;
	ak_splitmap sm;
	ak_file_id was;
	int split = at_predict_split(o, su, emb, &ms, &sm, &was);
	co.was = &was;
	int rc = ak_write_predictions_sc(sp, o->input, &co, &sc, emb,
	    o->per_token, split ? &sm : NULL, hint, sizeof hint, e);
	if (split) {
		ak_splitmap_free(&sm);
		ak_msgset_free(&ms);
	}
	if (rc != 0) {
		ak_spool_drop(out, sp);
		return -1;
	}
	if (ak_spool_flush(out, sp, e) != 0)
		return -1;
	at_say(o, hint);
	if (m->c.pool == AK_BPOOL_MEAN)
		at_say(o, "note: a block of --pool mean weighs each token "
		    "1/length, so a message's top words are its most repeated "
		    "ones (ties: the first), not attention weights");
	return 0;
}

int
at_block_run(struct at_opts *o, const ak_table *emb, ak_table *t,
    ak_out *out, ak_out *saved, ak_out *splitf, ak_err *e)
{
	FILE *fp = out->fp;
	ak_block_model m = { 0 };
	ak_msgset ms = { 0 };
	ak_spam_lists L = { 0 };
	ak_spam_setup su = { 0 };
	int rc = -1;

	if (t != NULL) {
		if (block_modes(o, e) != 0 || ak_block_file_fits(t, o->load,
		    (double)ak_table_bytes(emb), o->memory, e) != 0 ||
		    ak_block_model_from_table(&m, &su, t, o->load, emb, o->emb,
		    e) != 0)
			return -1;
		ak_table_free(t);	/* read into m */
		at_take_setup(o, &su);
		if (loaded_modes(o, &m, e) != 0 ||
		    at_maps_clash(o, m.c.layers, m.c.heads, e) != 0)
			goto out;
	}
	if (o->mode == MODE_PREDICT) {
		rc = predict(o, out, &m, &su, emb, e);
		goto out;
	}
	if (o->splits > 0) {	/* --model block --splits (not with --load) */
		if (ak_msgset_read(&ms, o->input, emb, o->memory,
		    ak_table_bytes(emb), e) == 0)
			rc = splits(o, fp, &ms, emb, e);
		goto out;
	}
	/* --save and --split-out: their directories said before the
	   training, their files named only when the run's are */
	if (at_open_side(o, saved, splitf, e) != 0)
		goto out;
	if (ak_msgset_read(&ms, o->input, emb, o->memory, ak_table_bytes(emb) +
	    (size_t)ak_block_model_bytes(&m), e) != 0 ||
	    at_corpus_check(o, &ms, emb, e) != 0 ||
	    ak_spam_lists_make(&L, &ms, o->test_frac, o->seed, e) != 0 ||
	    (t != NULL && ak_block_score_fits(&m, o->load, &ms, L.all, L.nall,
	    (double)ak_table_bytes(emb) + (double)ak_msgset_bytes(&ms),
	    o->memory, e) != 0))
		goto out;
	at_fold_note(o, &ms);
	if (t == NULL && train_block(o, &m, &ms, &L, emb, e) != 0)
		goto out;
	if (o->save != NULL && save(o, &m, emb, &ms, saved, e) != 0)
		goto out;
	if (o->split_out != NULL && at_write_split(o, splitf, &ms, &L, e) != 0)
		goto out;
	if (o->timing && time_forward(&m, &ms, &L, emb, e) != 0)
		goto out;
	if (o->mode == MODE_REPORT)
		rc = report(o, fp, &m, &ms, &L, emb, e);
	else if (o->mode == MODE_TOP)
		rc = top(o, fp, &m, &ms, &L, emb, e);
	else
		rc = intervene(o, fp, &m, &ms, &L, emb, e);
	if (rc == 0 && o->blk.maps != NULL)
		rc = maps(o, &m, &ms, &L, emb, e);
out:
	ak_block_model_free(&m);
	ak_msgset_free(&ms);
	ak_spam_lists_free(&L);
	return rc;
}
