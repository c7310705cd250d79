/*
 * at.h — attn-train's command side (spam mode), shared by its files:
 * cmd/attn-train.c (main), opts.c (usage, options and their checks),
 * spam.c (training progress, --top, --intervene, --splits).
 * The maths and the tables are in lib/train (spam, pool, predict,
 * spamout).
 */
#ifndef AT_H
#define AT_H

#include <limits.h>
#include <stddef.h>
#include <stdio.h>

#include "io.h"
#include "spam.h"
#include "table.h"

enum { MODE_REPORT, MODE_TOP, MODE_INTERVENE, MODE_PREDICT };
enum { SET_TEST, SET_TRAIN, SET_ALL };
enum {
	OPT_EPOCHS = CHAR_MAX + 1, OPT_LR, OPT_L2, OPT_BATCH, OPT_SEED,
	OPT_TEST_FRAC, OPT_SAVE, OPT_LOAD, OPT_TOP, OPT_INTERVENE,
	OPT_PREDICT, OPT_MIN_COUNT, OPT_BUCKETS, OPT_SET, OPT_LENGTH,
	OPT_TIME, OPT_PER_MESSAGE, OPT_VERSION, OPT_PER_TOKEN, OPT_UNLABELED, OPT_MESSAGES, OPT_SPLITS, OPT_TOKENIZER
};


struct at_opts {
	const char *emb, *out, *save, *load, *input;
	int mode, set, length_all, quiet, timing, per_message, per_token,
	    unlabeled, tokenizer_set;
	unsigned tokenizer;	/* --tokenizer: AK_TOK_* of --predict's text */
	long epochs, batch, top, messages, min_count, splits;
	double lr, l2, test_frac;
	unsigned long long seed;
	size_t edge[8];		/* bucket upper edges */
	size_t nedge;
	/* options given, for the checks of their combinations */
	int given_min_count, given_messages, given_set, given_report,
	    given_train, given_optim, given_setup;
};
extern struct at_opts opt;
extern ak_out out, saved;	/* -o and --save: removed on failure */

/* cmd/attn-train.c */
void at_fail(const ak_err *e) __attribute__((noreturn));
void at_fail_in(ak_err *e) __attribute__((noreturn));
void at_provenance(FILE *fp);

/* cmd/attn-train/opts.c: parse argv into opt (exits 2 on a usage error) */
void at_parse(int argc, char *argv[]);

/* cmd/attn-train/spam.c */
void at_train(double *theta, const ak_msgset *ms, const size_t *idx,
    size_t n, const ak_table *emb, int fix_u);
void at_write_top(FILE *fp, const double *theta, const ak_msgset *ms,
    const size_t *idx, size_t n, const ak_table *emb);
void at_write_interventions(FILE *fp, const double *theta,
    const ak_msgset *ms, const size_t *idx, size_t n, const ak_table *emb);
void at_write_splits(FILE *fp, const ak_msgset *ms, const ak_table *emb);

#endif
