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

struct at_opts opt = {
	.epochs = 20, .batch = 32, .lr = 0.01, .l2 = 0, .test_frac = 0.2456,
	.seed = 1, .messages = 100, .min_count = 10, .edge = { 9, 25 },
	.nedge = 2, .input = "-", .length_all = 1,
};

ak_out out, saved;	/* -o and --save: removed on failure */
static int pargc;		/* the command line, for the provenance line */
static char **pargv;

/* fail: drop any partial output file, print the one-line error, exit 1 */
void
at_fail(const ak_err *e)
{
	ak_out_abort(&out);
	ak_out_abort(&saved);
	ak_xdie(1, e);
}

/* fail_in: fail with the input's name before a message of the library */
void
at_fail_in(ak_err *e)
{
	char msg[sizeof(e->msg)];

	memcpy(msg, e->msg, sizeof(msg));
	ak_errf(e, "%s: %s", strcmp(opt.input, "-") == 0 ? "<stdin>" :
	    opt.input, msg);
	at_fail(e);
}

void
at_provenance(FILE *fp)
{
	ak_provenance(fp, pargc, pargv);
}

int
main(int argc, char *argv[])
{
	if (argc > 1 && strcmp(argv[1], "addr") == 0)
		return attn_train_addr_main(argc - 1, argv + 1);

	ak_err e;

	pargc = argc;
	pargv = argv;
	at_parse(argc, argv);

	ak_table emb;
	if (ak_emb_read(&emb, opt.emb, AK_EMB_AUTO, SIZE_MAX, 0, NULL, &e) != 0 ||
	    ak_emb_check(&emb, opt.emb, &e) != 0)
		at_fail(&e);
	size_t d = emb.cols, np = AK_POOL_NPARAM(d);
	double *theta = NULL, *mean = NULL;
	if (opt.load != NULL) {
		ak_spam_setup su;
		if (ak_model_read(&theta, &su, opt.load, &emb, opt.emb, &e) !=
		    0)
			at_fail(&e);
		opt.seed = su.seed;
		opt.test_frac = su.test_frac;
		opt.epochs = su.epochs;
		opt.batch = su.batch;
		opt.lr = su.lr;
		opt.l2 = su.l2;
	} else if ((theta = ak_alloc_n(np, sizeof(double), &e)) == NULL)
		at_fail(&e);

	const char *inputs[] = { opt.emb, opt.input, opt.load, NULL };
	if (ak_out_open(&out, opt.out, inputs, &e) != 0)
		at_fail(&e);
	if (opt.mode == MODE_PREDICT) {
		at_provenance(out.fp);
		if (ak_spam_write_predictions_tok(out.fp, opt.input,
		    opt.unlabeled, opt.tokenizer, theta, &emb, opt.per_token,
		    &e) != 0)
			at_fail(&e);
		goto done;
	}

	ak_msgset ms;
	if (ak_msgset_read(&ms, opt.input, &emb, &e) != 0)
		at_fail(&e);
	ak_spam_lists L;
	if (ak_spam_lists_make(&L, &ms, opt.test_frac, opt.seed, &e) != 0)
		at_fail(&e);
	if (opt.splits > 0) {
		at_write_splits(out.fp, &ms, &emb);
		ak_msgset_free(&ms);
		ak_spam_lists_free(&L);
		goto done;
	}
	if (opt.load == NULL)
		at_train(theta, &ms, L.train, L.ntrain, &emb, 0);
	if (opt.save != NULL) {
		const char *in2[] = { opt.emb, opt.input, opt.out, NULL };
		if (ak_out_open(&saved, opt.save, in2, &e) != 0)
			at_fail(&e);
		at_provenance(saved.fp);
		ak_spam_setup su = { .seed = opt.seed,
			.test_frac = opt.test_frac, .epochs = opt.epochs,
			.batch = opt.batch, .lr = opt.lr, .l2 = opt.l2 };
		if (ak_model_write(saved.fp, theta, &su, &emb) != 0 ||
		    ak_out_commit(&saved, &e) != 0)
			at_fail(&e);
	}
	const size_t *set = opt.set == SET_TEST ? L.test :
	    opt.set == SET_TRAIN ? L.train : L.all;
	size_t nset = opt.set == SET_TEST ? L.ntest : opt.set == SET_TRAIN ?
	    L.ntrain : L.nall;

	switch (opt.mode) {
	case MODE_REPORT:
		if ((mean = ak_alloc_n(np, sizeof(double), &e)) == NULL)
			at_fail(&e);
		at_train(mean, &ms, L.train, L.ntrain, &emb, 1);
		at_provenance(out.fp);
		if (ak_spam_write_report(out.fp, theta, mean, &ms, &L, emb.x,
		    emb.cols, opt.edge, opt.nedge, opt.length_all, &e) != 0)
			at_fail(&e);
		break;
	case MODE_TOP:
		at_write_top(out.fp, theta, &ms, set, nset, &emb);
		break;
	case MODE_INTERVENE:
		at_write_interventions(out.fp, theta, &ms, set, nset, &emb);
		break;
	}
	ak_msgset_free(&ms);
	ak_spam_lists_free(&L);
done:
	errno = 0;	/* fflush sets it to the cause (ENOSPC) */
	if (fflush(out.fp) != 0 || ferror(out.fp)) {
		ak_errf(&e, "%s: %s", opt.out ? opt.out : "<stdout>",
		    strerror(errno ? errno : EIO));
		at_fail(&e);
	}
	/* also for stdout and a device (-o /dev/full): their write errors
	   show at the flush, which exit would drop */
	if (ak_out_commit(&out, &e) != 0)
		at_fail(&e);
	free(theta);
	free(mean);
	ak_table_free(&emb);
	ak_xfinish();
	return 0;
}

