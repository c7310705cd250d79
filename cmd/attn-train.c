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
#include "spamout.h"
#include "table.h"

static ak_out out, saved;	/* -o and --save: removed on failure */

/* fail: drop any partial output file, print the one-line error, exit */
static void __attribute__((noreturn))
fail(struct at_opts *o, const ak_err *e)
{
	ak_out_abort(&out);
	ak_out_abort(&saved);
	ak_opt_free(&o->p);
	ak_xfail(e);
}

int
main(int argc, char *argv[])
{
	if (argc > 1 && strcmp(argv[1], "addr") == 0)
		return attn_train_addr_main(argc - 1, argv + 1);

	struct at_opts opt;
	ak_err e;

	at_parse(&opt, argc, argv);

	ak_table emb;
	if (ak_emb_read(&emb, opt.emb, AK_EMB_AUTO, SIZE_MAX, 0, NULL, &e) != 0 ||
	    ak_emb_check(&emb, opt.emb, &e) != 0)
		fail(&opt, &e);
	size_t d = emb.cols, np = AK_POOL_NPARAM(d);
	double *theta = NULL, *mean = NULL;
	if (opt.load != NULL) {
		ak_spam_setup su;
		if (ak_model_read(&theta, &su, opt.load, &emb, opt.emb, &e) !=
		    0)
			fail(&opt, &e);
		opt.seed = su.seed;
		opt.test_frac = su.test_frac;
		opt.epochs = su.epochs;
		opt.batch = su.batch;
		opt.lr = su.lr;
		opt.l2 = su.l2;
	} else if ((theta = ak_alloc_n(np, sizeof(double), &e)) == NULL)
		fail(&opt, &e);

	const char *inputs[] = { opt.emb, opt.input, opt.load, NULL };
	if (ak_out_open(&out, opt.out, inputs, &e) != 0)
		fail(&opt, &e);
	if (opt.mode == MODE_PREDICT) {
		at_provenance(&opt, out.fp);
		if (ak_spam_write_predictions_tok(out.fp, opt.input,
		    opt.unlabeled, opt.tokenizer, theta, &emb, opt.per_token,
		    &e) != 0)
			fail(&opt, &e);
		goto done;
	}

	ak_msgset ms;
	if (ak_msgset_read(&ms, opt.input, &emb, &e) != 0)
		fail(&opt, &e);
	ak_spam_lists L;
	if (ak_spam_lists_make(&L, &ms, opt.test_frac, opt.seed, &e) != 0)
		fail(&opt, &e);
	if (opt.splits > 0) {
		if (at_write_splits(&opt, out.fp, &ms, &emb, &e) != 0)
			fail(&opt, &e);
		ak_msgset_free(&ms);
		ak_spam_lists_free(&L);
		goto done;
	}
	if (opt.load == NULL && at_train(&opt, theta, &ms, L.train, L.ntrain,
	    &emb, 0, &e) != 0)
		fail(&opt, &e);
	if (opt.save != NULL) {
		const char *in2[] = { opt.emb, opt.input, opt.out, NULL };
		if (ak_out_open(&saved, opt.save, in2, &e) != 0)
			fail(&opt, &e);
		at_provenance(&opt, saved.fp);
		ak_spam_setup su = { .seed = opt.seed,
			.test_frac = opt.test_frac, .epochs = opt.epochs,
			.batch = opt.batch, .lr = opt.lr, .l2 = opt.l2 };
		if (ak_model_write(saved.fp, theta, &su, &emb) != 0 ||
		    ak_out_commit(&saved, &e) != 0)
			fail(&opt, &e);
	}
	const size_t *set = opt.set == SET_TEST ? L.test :
	    opt.set == SET_TRAIN ? L.train : L.all;
	size_t nset = opt.set == SET_TEST ? L.ntest : opt.set == SET_TRAIN ?
	    L.ntrain : L.nall;

	switch (opt.mode) {
	case MODE_REPORT:
		if ((mean = ak_alloc_n(np, sizeof(double), &e)) == NULL)
			fail(&opt, &e);
		if (at_train(&opt, mean, &ms, L.train, L.ntrain, &emb, 1, &e)
		    != 0)
			fail(&opt, &e);
		at_provenance(&opt, out.fp);
		if (ak_spam_write_report(out.fp, theta, mean, &ms, &L, emb.x,
		    emb.cols, opt.edge, opt.nedge, opt.length_all, &e) != 0)
			fail(&opt, &e);
		break;
	case MODE_TOP:
		if (at_write_top(&opt, out.fp, theta, &ms, set, nset, &emb,
		    &e) != 0)
			fail(&opt, &e);
		break;
	case MODE_INTERVENE:
		if (at_write_interventions(&opt, out.fp, theta, &ms, set, nset,
		    &emb, &e) != 0)
			fail(&opt, &e);
		break;
	}
	ak_msgset_free(&ms);
	ak_spam_lists_free(&L);
done:
	errno = 0;	/* fflush sets it to the cause (ENOSPC) */
	if (fflush(out.fp) != 0 || ferror(out.fp)) {
		ak_errf(&e, "%s: %s", opt.out ? opt.out : "<stdout>",
		    strerror(errno ? errno : EIO));
		fail(&opt, &e);
	}
	/* also for stdout and a device (-o /dev/full): their write errors
	   show at the flush, which exit would drop */
	if (ak_out_commit(&out, &e) != 0)
		fail(&opt, &e);
	free(theta);
	free(mean);
	ak_table_free(&emb);
	ak_opt_free(&opt.p);
	ak_xfinish();
	return 0;
}

