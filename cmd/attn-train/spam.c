/* attn-train (spam mode): training with progress, and the output of each
 * mode (--top, --intervene, --predict, --splits) over lib/train/spamout. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "at.h"
#include "cli.h"
#include "progline.h"
#include "spamout.h"
#include "splits.h"

/* ak_train_opt's progress callback, ctx a struct at_prog: the epoch's
   line, with the loss and the training accuracy as its note */
static void
at_progress(void *ctx, long ep, double loss, double acc)
{
	struct at_prog *p = ctx;

	snprintf(p->line.note, sizeof(p->line.note), "loss %.4f, train "
	    "accuracy %.4f", loss, acc);
	ak_progline_say(&p->line, p->stage, "epochs", (uint64_t)ep,
	    (uint64_t)p->epochs, ep == p->epochs);
}

int
at_in_err(const struct at_opts *o, ak_err *e)
{
	char msg[sizeof(e->msg)];
	ak_errkind kind = e->kind;

	memcpy(msg, e->msg, sizeof(msg));
	ak_errf(e, "%s: %s", strcmp(o->input, "-") == 0 ? "<stdin>" :
	    o->input, msg);
	return ak_err_kind(e, kind);
}

void
at_provenance(const struct at_opts *o, FILE *fp)
{
	ak_provenance(fp, o->p.argc0, o->p.argv0);
}

void
at_take_setup(struct at_opts *o, const ak_spam_setup *su)
{
	o->seed = su->seed;
	o->test_frac = su->test_frac;
	o->epochs = su->epochs;
	o->batch = su->batch;
	o->lr = su->lr;
	o->l2 = su->l2;
	o->load_has_corpus = su->has_corpus;
	o->load_corpus = su->corpus;
	o->load_corpus_words = su->corpus_words;
}

int
at_corpus_check(const struct at_opts *o, const ak_msgset *ms,
    const ak_table *emb, ak_err *e)
{
	static const char *const set[] = { "test", "train", "all" };
	const char *in = strcmp(o->input, "-") == 0 ? "<stdin>" : o->input;
	char what[64];
	const char *fix;

	if (o->load == NULL || (o->mode != MODE_REPORT && o->set == SET_ALL &&
	    o->split_out == NULL))
		return 0;
	if (!o->load_has_corpus) {
		if (!o->quiet)
			fprintf(stderr, "attn-train: warning: %s records no "
			    "fingerprint of its corpus (a file saved before "
			    "models recorded it): the held-out set is the "
			    "split of --seed %llu drawn from %s, the model's "
			    "own only if %s is the corpus it was trained on\n",
			    o->load, o->seed, in, in);
		return 0;
	}
	if ((o->load_corpus_words ? ak_msgset_hash_words(ms, emb) :
	    ak_msgset_hash(ms)) == o->load_corpus)
		return 0;
	if (o->mode == MODE_REPORT) {
		snprintf(what, sizeof what, "the report");
		fix = "score each message with --predict (its label beside "
		    "p_spam), or train on it (no --load)";
	} else if (o->set != SET_ALL) {
		snprintf(what, sizeof what, "%s's --set %s", o->mode ==
		    MODE_TOP ? "--top" : "--intervene", set[o->set]);
		fix = "--set all takes every message";
	} else {
		snprintf(what, sizeof what, "--split-out");
		fix = "--split-out needs the corpus the model was trained on";
	}
	return ak_errf(e, "%s: not the corpus %s was trained on (the "
	    "fingerprint it records, %s_hi/lo, is another's: other "
	    "messages, labels or tokens): %s would draw the split anew from "
	    "it: its held-out messages could be ones the model was trained on; %s",
	    in, o->load, o->load_corpus_words ? "corpus_words_hash" :
	    "corpus_hash", what, fix);
}

void
at_say(const struct at_opts *o, const char *text)
{
	while (!o->quiet && *text) {
		size_t l = strcspn(text, "\n");
		fprintf(stderr, "attn-train: %.*s\n", (int)l, text);
		text += l + (text[l] == '\n');
	}
}

void
at_fold_note(const struct at_opts *o, const ak_msgset *ms)
{
	if (!o->quiet && ms->nfold > 0)
		fprintf(stderr, "attn-train: %zu token%s found only by %s case "
		    "folding (the first: %s)\n", ms->nfold, ms->nfold == 1 ?
		    "" : "s", ms->nfold == 1 ? "its" : "their", ms->fold1);
}

void
at_prog_begin(struct at_prog *p, const struct at_opts *o, const char *stage,
    ak_train_opt *t)
{
	p->stage = stage;
	p->epochs = o->epochs;
	ak_progline_init(&p->line, "attn-train", o->quiet, o->progress);
	t->ctx = p;
	if (p->line.mode != AK_PROGLINE_OFF)
		t->progress = at_progress;
	/* the stage's clock starts with the first epoch */
	ak_progline_say(&p->line, stage, "epochs", 0, (uint64_t)o->epochs, 0);
}

void
at_prog_end(struct at_prog *p)
{
	ak_progline_clear(&p->line);
}

int
at_train(const struct at_opts *o, double *theta, const ak_msgset *ms,
    const size_t *idx, size_t n, const ak_table *emb, int fix_u, ak_err *e)
{
	struct at_prog pr;
	ak_train_opt t = {
		.epochs = o->epochs, .lr = o->lr, .l2 = o->l2,
		.batch = (size_t)o->batch, .seed = o->seed + 1,
		.fix_u = fix_u, .ctx = &pr,
	};
	double t0 = ak_now();

	at_prog_begin(&pr, o, fix_u ? "training mean" : "training attention",
	    &t);
	int rc = ak_spam_train(theta, ms, idx, n, emb->x, emb->cols, &t, e);
	at_prog_end(&pr);
	if (rc != 0)
		return at_in_err(o, e);
	if (o->timing)
		fprintf(stderr, "attn-train: trained %s (%ld epochs, %zu "
		    "messages) in %.3f s\n", fix_u ? "mean" : "attention",
		    o->epochs, n, ak_now() - t0);
	return 0;
}

int
at_open_side(const struct at_opts *o, ak_out *saved, ak_out *splitf,
    ak_err *e)
{
	const char *in_save[] = { o->emb, o->input, o->out, NULL };
	const char *in_split[] = { o->emb, o->input, o->load, NULL };

	if (o->save != NULL && saved->fp == NULL &&
	    ak_out_open(saved, o->save, in_save, e) != 0)
		return -1;
	if (o->split_out != NULL && splitf->fp == NULL &&
	    ak_out_open(splitf, o->split_out, in_split, e) != 0)
		return -1;
	return 0;
}

int
at_commit_side(ak_out *saved, ak_out *splitf, ak_err *e)
{
	return ak_out_commit(saved, e) != 0 || ak_out_commit(splitf, e) != 0 ?
	    -1 : 0;
}

int
at_write_split(const struct at_opts *o, ak_out *f, const ak_msgset *ms,
    const ak_spam_lists *L, ak_err *e)
{
	ak_splitmap sm;

	if (ak_splitmap_make(&sm, ms, L, e) != 0)
		return -1;
	at_provenance(o, f->fp);
	int rc = ak_spam_write_split(f->fp, ms, &sm, o->split_out, e);
	ak_splitmap_free(&sm);
	return rc != 0 ? -1 : 0;
}

int
at_predict_split(const struct at_opts *o, const ak_spam_setup *su,
    const ak_table *emb, ak_msgset *ms, ak_splitmap *sm, ak_file_id *was)
{
	ak_spam_lists L;
	ak_err e;

	/* a regular file only (was->ok): standard input, a pipe given by
	   name (/dev/stdin, <(...)) or a FIFO is read once, by the
	   predictions: a first read would leave them nothing (or, a FIFO,
	   wait on an open no writer answers) */
	ak_file_id_of(o->input, was);
	if (!su->has_corpus || !was->ok ||
	    ak_msgset_read(ms, o->input, emb, o->memory,
	    ak_table_bytes(emb), &e) != 0)
		return 0;
	if ((su->corpus_words ? ak_msgset_hash_words(ms, emb) :
	    ak_msgset_hash(ms)) != su->corpus ||
	    ak_spam_lists_make(&L, ms, su->test_frac, su->seed, &e) != 0) {
		ak_msgset_free(ms);
		return 0;
	}
	int rc = ak_splitmap_make(sm, ms, &L, &e) == 0;
	ak_spam_lists_free(&L);
	if (!rc)
		ak_msgset_free(ms);
	return rc;
}

/* --splits: mean ± sd of each model and bucket over o->splits splits */
int
at_write_splits(const struct at_opts *o, FILE *fp, const ak_msgset *ms,
    const ak_table *emb, ak_err *e)
{
	size_t ns = (size_t)o->splits;
	ak_train_opt t = { .epochs = o->epochs, .lr = o->lr, .l2 = o->l2,
	    .batch = (size_t)o->batch };
	ak_split_result *res;
	char note[600];
	int rc = -1;

	if ((res = ak_alloc_n(ns, sizeof(*res), e)) == NULL)
		return -1;
	if (ak_spam_splits(res, ns, o->seed, ms, emb->x, emb->cols,
	    o->test_frac, &t, o->edge, o->nedge, o->length_all, e) != 0)
		at_in_err(o, e);
	else {
		at_provenance(o, fp);
		rc = ak_spam_write_splits(fp, res, ns, o->seed, o->test_frac,
		    o->edge, o->nedge, o->length_all, note, sizeof note, e);
		/* areas that rank nothing are said, not only printed */
		if (rc == 0 && note[0] && !o->quiet)
			fprintf(stderr, "attn-train: warning: %s\n", note);
	}
	free(res);
	return rc;
}

int
at_write_top(const struct at_opts *o, FILE *fp, const double *theta,
    const ak_msgset *ms, const size_t *idx, size_t n, const ak_table *emb,
    ak_err *e)
{
	ak_spam_toplist t;

	if (ak_spam_toplist_make(&t, theta, ms, idx, n, emb,
	    (size_t)o->min_count, e) != 0)
		return -1;
	at_provenance(o, fp);
	ak_spam_write_top(fp, t.w, t.nw, t.cnt, t.sum, emb->labels, t.nspam,
	    o->min_count, (size_t)o->top);
	ak_spam_toplist_free(&t);
	return 0;
}

int
at_write_interventions(const struct at_opts *o, FILE *fp,
    const double *theta, const ak_msgset *ms, const size_t *idx, size_t n,
    const ak_table *emb, ak_err *e)
{
	size_t want = (size_t)o->messages, got;
	ak_iv_row *rows = ak_alloc_n(want, sizeof(*rows), e);
	int rc = -1;

	if (rows == NULL)
		return -1;
	if (ak_spam_iv_collect(rows, &got, want, theta, ms, idx, n, emb->x,
	    emb->cols, o->seed, e) != 0)
		at_in_err(o, e);
	else {
		at_provenance(o, fp);
		rc = ak_spam_write_iv(fp, rows, got, ms, emb->labels,
		    o->per_message, e);
	}
	free(rows);
	return rc;
}
