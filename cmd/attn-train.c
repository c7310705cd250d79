/*
 * attn-train — the one-head attention-pooling spam classifier of the lesson
 * ("Обучаемое взвешивание", "Карта — не объяснение"): train it and its
 * baselines on a seeded split, report accuracy by length bucket, list the
 * most-attended spam tokens, save/load the model, predict with per-token
 * weights, and test the map by intervention.  `attn-train addr` is the
 * addressing task (cmd/attn-train/addr.c).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn-train/addr.h"
#include "attn-train/at.h"
#include "embfile.h"
#include "cli.h"
#include "io.h"
#include "pool.h"
#include "spam.h"
#include "splits.h"
#include "spamout.h"
#include "spool.h"
#include "table.h"

static ak_out out, saved, splitf;	/* -o, --save and --split-out:
					   removed on failure */

/* fail: drop any partial output file, print the one-line error, exit */
static void __attribute__((noreturn))
fail(struct at_opts *o, const ak_err *e)
{
	ak_out_abort(&out);
	ak_out_abort(&saved);
	ak_out_abort(&splitf);
	ak_opt_free(&o->p);
	ak_xfail(e);
}

/* --save: the trained model, with the settings it was trained by and
 * the fingerprint of the corpus ms (its split, told again by --predict) */
static void
save_model(struct at_opts *o, const double *theta, const ak_table *emb,
    const ak_msgset *ms)
{
	ak_spam_setup su = { .seed = o->seed, .test_frac = o->test_frac,
	    .epochs = o->epochs, .batch = o->batch, .lr = o->lr, .l2 = o->l2,
	    .has_corpus = 1, .corpus_words = 1,
	    .corpus = ak_msgset_hash_words(ms, emb) };
	ak_err e;

	at_provenance(o, saved.fp);	/* (opened: at_open_side) */
	if (ak_model_write(saved.fp, theta, &su, emb) != 0) {
		ak_errf(&e, "%s: write error", o->save);
		fail(o, &e);
	}
}

/* --split-out: each message's split (spam.c at_write_split) */
static void
write_split(struct at_opts *o, const ak_msgset *ms, const ak_spam_lists *L)
{
	ak_err e;

	if (at_write_split(o, &splitf, ms, L, &e) != 0)
		fail(o, &e);
}

/* the modes that read a labelled corpus: split, train, then the report,
 * --splits, --top or --intervene on -o */
static void
run_corpus(struct at_opts *o, double *theta, const ak_table *emb)
{
	size_t np = AK_POOL_NPARAM(emb->cols);
	double *mean = NULL;
	ak_msgset ms;
	ak_spam_lists L;
	ak_err e;
	int rc = 0;

	/* --save and --split-out: their directories said before the
	   training, their files named only when -o's is (main) */
	if ((o->splits == 0 && at_open_side(o, &saved, &splitf, &e) != 0) ||
	    ak_msgset_read(&ms, o->input, emb, o->memory, ak_table_bytes(emb),
	    &e) != 0 || at_corpus_check(o, &ms, emb, &e) != 0 ||
	    ak_spam_lists_make(&L, &ms, o->test_frac, o->seed, &e) != 0)
		fail(o, &e);
	at_fold_note(o, &ms);
	if (o->splits > 0) {
		if (at_write_splits(o, out.fp, &ms, emb, &e) != 0)
			fail(o, &e);
		ak_msgset_free(&ms);
		ak_spam_lists_free(&L);
		return;
	}
	if (o->load == NULL && at_train(o, theta, &ms, L.train, L.ntrain,
	    emb, 0, &e) != 0)
		fail(o, &e);
	if (o->save != NULL)
		save_model(o, theta, emb, &ms);
	if (o->split_out != NULL)
		write_split(o, &ms, &L);
	const size_t *set = o->set == SET_TEST ? L.test :
	    o->set == SET_TRAIN ? L.train : L.all;
	size_t nset = o->set == SET_TEST ? L.ntest : o->set == SET_TRAIN ?
	    L.ntrain : L.nall;

	switch (o->mode) {
	case MODE_REPORT:
		if ((mean = ak_alloc_n(np, sizeof(double), &e)) == NULL ||
		    at_train(o, mean, &ms, L.train, L.ntrain, emb, 1, &e) != 0)
			fail(o, &e);
		at_provenance(o, out.fp);
		char note[600];
		rc = ak_spam_write_report(out.fp, theta, mean, &ms, &L, emb->x,
		    emb->cols, o->edge, o->nedge, o->length_all, note,
		    sizeof note, &e);
		/* areas that rank nothing are said, not only printed */
		if (rc == 0 && note[0] && !o->quiet)
			fprintf(stderr, "attn-train: warning: %s\n", note);
		break;
	case MODE_TOP:
		rc = at_write_top(o, out.fp, theta, &ms, set, nset, emb, &e);
		break;
	case MODE_INTERVENE:
		rc = at_write_interventions(o, out.fp, theta, &ms, set, nset,
		    emb, &e);
		break;
	}
	if (rc != 0)
		fail(o, &e);
	free(mean);
	ak_msgset_free(&ms);
	ak_spam_lists_free(&L);
}

/* the transformer block's run (--model block, or --load of a block file) */
static int
block_main(struct at_opts *o, ak_table *emb, ak_table *mt)
{
	const char *in[] = { o->emb, o->input, o->load, NULL };
	ak_err e;

	if (ak_out_open(&out, o->out, in, &e) != 0 || at_block_run(o, emb,
	    o->load ? mt : NULL, &out, &saved, &splitf, &e) != 0 ||
	    ak_out_commit(&out, &e) != 0 ||
	    at_commit_side(&saved, &splitf, &e) != 0)
		fail(o, &e);
	ak_table_free(mt);
	ak_table_free(emb);
	ak_corpus_args_free(&o->in);
	ak_opt_free(&o->p);
	ak_xfinish();
	return 0;
}

int
main(int argc, char *argv[])
{
	ak_cli_blas_started();
	if (argc > 1 && strcmp(argv[1], "addr") == 0)
		return attn_train_addr_main(argc - 1, argv + 1);

	struct at_opts opt;
	ak_table emb;
	ak_err e;

	at_parse(&opt, argc, argv);
	if (ak_emb_read(&emb, opt.emb, (ak_emb_format)opt.emb_format,
	    "--emb-format", opt.memory, 0, NULL, &e) != 0 ||
	    ak_emb_check(&emb, opt.emb, &e) != 0)
		fail(&opt, &e);
	double *theta = NULL;
	ak_spam_setup su = { 0 };
	ak_table mt = { 0 };	/* --load's file: which model it is */
	if (opt.load != NULL && ak_table_read_held(&mt, opt.load, 1,
	    AK_TABLE_SPAM_MODEL, opt.memory, ak_table_bytes(&emb), &e) != 0)
		fail(&opt, &e);
	if (opt.blk.model == AT_MODEL_BLOCK || (opt.load != NULL &&
	    ak_block_model_is(&mt)))
		return block_main(&opt, &emb, &mt);
	if (opt.load != NULL && (opt.p.bits & AT_TARGETB)) {
		ak_erru(&e, "--target and --maps are for a block model; %s is "
		    "the pooling head's", opt.load);
		fail(&opt, &e);
	}
	if (opt.load != NULL) {
		int rc = ak_model_from_table(&theta, &su, &mt, opt.load, &emb,
		    opt.emb, &e);
		ak_table_free(&mt);
		if (rc != 0)
			fail(&opt, &e);
		at_take_setup(&opt, &su);
	} else if ((theta = ak_alloc_n(AK_POOL_NPARAM(emb.cols),
	    sizeof(double), &e)) == NULL)
		fail(&opt, &e);

	const char *inputs[] = { opt.emb, opt.input, opt.load, NULL };
	if (ak_out_open(&out, opt.out, inputs, &e) != 0)
		fail(&opt, &e);
	if (opt.mode == MODE_PREDICT) {
		/* rows go out as messages are read: held back until the
		   input is known to be good (spool.h) */
		ak_corpus_opt co = opt.in.co;	/* --unlabeled, --tokenizer in */
		FILE *sp = ak_spool_open(&out, &e);
		if (sp == NULL)
			fail(&opt, &e);
		at_provenance(&opt, sp);
		char hint[640];
		ak_msgset ms;
		ak_splitmap sm;
		ak_file_id was;
		int split = at_predict_split(&opt, &su, &emb, &ms, &sm, &was);
		co.was = &was;
		if (ak_spam_write_predictions(sp, opt.input, &co, theta,
		    &emb, opt.per_token, split ? &sm : NULL, hint, sizeof hint,
		    &e) != 0) {
			ak_spool_drop(&out, sp);
			fail(&opt, &e);
		}
		if (split) {
			ak_splitmap_free(&sm);
			ak_msgset_free(&ms);
		}
		if (ak_spool_flush(&out, sp, &e) != 0)
			fail(&opt, &e);
		at_say(&opt, hint);
	} else
		run_corpus(&opt, theta, &emb);
	errno = 0;	/* fflush sets it to the cause (ENOSPC) */
	if (fflush(out.fp) != 0 || ferror(out.fp)) {
		ak_errf(&e, "%s: %s", ak_out_name(&out),
		    strerror(errno ? errno : EIO));
		fail(&opt, &e);
	}
	/* also for stdout and a device (-o /dev/full): their write errors
	   show at the flush, which exit would drop; --save's and
	   --split-out's files named once -o's is written (its write
	   errors show first) */
	if (ak_out_commit(&out, &e) != 0 ||
	    at_commit_side(&saved, &splitf, &e) != 0)
		fail(&opt, &e);
	free(theta);
	ak_table_free(&emb);
	ak_corpus_args_free(&opt.in);
	ak_opt_free(&opt.p);
	ak_xfinish();
	return 0;
}
