/*
 * at.h — attn-train's command side (spam mode), shared by its files:
 * cmd/attn-train.c (main), opts.c (the option table and the checks of
 * the combinations), spam.c (training progress, --top, --intervene,
 * --splits).  The options are one struct passed by pointer; spam.c returns
 * its errors to main, which removes the partial outputs and exits.  The
 * maths and the tables are in lib/train (spam, pool, predict, spamout).
 */
#ifndef AT_H
#define AT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "block-cmd.h"
#include "corpusargs.h"
#include "opt.h"
#include "optim.h"
#include "progline.h"
#include "spam.h"
#include "spamout.h"
#include "table.h"
#include "text.h"

enum { MODE_REPORT, MODE_TOP, MODE_INTERVENE, MODE_PREDICT };
enum { SET_TEST, SET_TRAIN, SET_ALL };

/* the parsed command line */
struct at_opts {
	const char *emb, *out, *save, *load, *input;
	const char *split_out;	/* --split-out FILE, or NULL */
	int emb_format;		/* --emb-format (embfile.h; AK_EMB_AUTO) */
	int mode, set, length_all, quiet, timing, per_message, per_token;
	int progress;		/* --progress: a line a training off a
				   terminal (progline.h) */
	ak_corpus_args in;	/* --predict's input: its layout (--quoting,
				   --csv, --unlabeled, --delimiter, the
				   columns, --label-map, --encoding) and
				   --tokenizer */
	long epochs, batch, top, messages, min_count, splits;
	double lr, l2, test_frac;
	unsigned long long seed;
	size_t memory;		/* -M, then the run's budget (cli.h
				   ak_cli_budget) */
	size_t edge[8];		/* bucket upper edges */
	size_t nedge;
	struct at_block blk;	/* --model block's options (block.h) */
	int load_has_corpus;	/* --load's model records its corpus's */
	uint64_t load_corpus;	/* fingerprint (at_take_setup), */
	int load_corpus_words;	/* by words (else by row: older files) */
	ak_optp p;		/* the parser's state: which options were
				   given (p.bits), argv as typed (p.argv0) */
};

/* cmd/attn-train/opts.c: parse and check argv into o (exits 2 on a usage
 * error, 0 after --help or --version) */
void at_parse(struct at_opts *o, int argc, char *argv[]);

/* cmd/attn-train/spam.c: 0, or -1 with e (an error of the input is
 * prefixed with its name) */
int at_train(const struct at_opts *o, double *theta, const ak_msgset *ms,
    const size_t *idx, size_t n, const ak_table *emb, int fix_u, ak_err *e);
int at_write_top(const struct at_opts *o, FILE *fp, const double *theta,
    const ak_msgset *ms, const size_t *idx, size_t n, const ak_table *emb,
    ak_err *e);
int at_write_interventions(const struct at_opts *o, FILE *fp,
    const double *theta, const ak_msgset *ms, const size_t *idx, size_t n,
    const ak_table *emb, ak_err *e);
/* at_open_side: --save's and --split-out's files opened (temporaries,
 * io.h ak_out) before the training, so that a directory that cannot be
 * written is said at once, as -o's is; at_commit_side names them once the
 * run's other outputs are written, so that a run that fails replaces none
 * of them (fail() aborts them).  Either not given: left alone.  Errors:
 * ak_out_open's, ak_out_commit's. */
int at_open_side(const struct at_opts *o, ak_out *saved, ak_out *splitf,
    ak_err *e);
int at_commit_side(ak_out *saved, ak_out *splitf, ak_err *e);

/* at_write_split: --split-out's file into f (opened by at_open_side,
 * committed by at_commit_side): each message's split.  Errors: the
 * write's. */
int at_write_split(const struct at_opts *o, ak_out *f, const ak_msgset *ms,
    const ak_spam_lists *L, ak_err *e);
/* at_take_setup: a loaded model's settings (its split's seed and
 * fraction, its training's, its corpus's fingerprint) become o's, for the
 * run to use them */
void at_take_setup(struct at_opts *o, const ak_spam_setup *su);
/* at_corpus_check: with --load, whether the run may use the model's split
 * on the corpus ms (the report's held-out set, --set test or train,
 * --split-out): 0 when ms's fingerprint (splits.h ak_msgset_hash_words
 * over emb, the embeddings ms was read with; ak_msgset_hash, by row, for
 * files saved before) is the one the model records, or nothing of the run needs the split (--top,
 * --intervene, --maps of --set all); a model that records none (an older
 * file) is said on stderr (not with -q) and 0; else -1 with e: "CORPUS:
 * not the corpus MODEL was trained on ..." naming --predict or --set all.
 * Without --load: 0. */
int at_corpus_check(const struct at_opts *o, const ak_msgset *ms,
    const ak_table *emb, ak_err *e);
/* at_maps_clash: --maps DIR's files (DIR/map-L-H.tsv for the layers and
 * heads of the block) against the other outputs and the inputs: one of
 * them named again would be replaced, or replace a map (-1 with the usage
 * error); and DIR's map files the block does not write, an earlier run's
 * (-1 with the data error).  0 when none */
int at_maps_clash(const struct at_opts *o, size_t layers, size_t heads,
    ak_err *e);
/* at_predict_split: --predict's split column: the model's training corpus,
 * when the input is it (a regular file read as token lines whose
 * fingerprint is su's; no other input is read here); 1 with sm filled (ms holds its lines, both for the caller to
 * free), else 0.  *was gets the input's id from before this first read
 * (io.h ak_file_id_of), for the predictions' read to check: one version
 * gives the split column and the rows */
int at_predict_split(const struct at_opts *o, const ak_spam_setup *su,
    const ak_table *emb, ak_msgset *ms, ak_splitmap *sm,
    ak_file_id *was);
int at_write_splits(const struct at_opts *o, FILE *fp, const ak_msgset *ms,
    const ak_table *emb, ak_err *e);
/* at_prog_begin sets the epoch's progress line (progline.h) up for the
   stage and puts its callback into t when progress shows; at_prog_end
   clears the line */
struct at_prog {
	const char *stage;	/* "training NAME" */
	long epochs;
	ak_progline line;
};
void at_prog_begin(struct at_prog *p, const struct at_opts *o,
    const char *stage, ak_train_opt *t);
void at_prog_end(struct at_prog *p);
/* at_in_err: e's message after the input's name ("<stdin>" for "-"); -1 */
int at_in_err(const struct at_opts *o, ak_err *e);
/* at_provenance: the comment line of the command as typed */
void at_provenance(const struct at_opts *o, FILE *fp);
/* at_say: the lines of text (a --predict hint: spamout.h) on stderr, each
 * as "attn-train: LINE", not with -q */
void at_say(const struct at_opts *o, const char *text);
/* at_fold_note: the tokens of ms found only by their case folding (spam.h
 * ak_msgset_read), once on stderr, not with -q */
struct ak_msgset;
void at_fold_note(const struct at_opts *o, const struct ak_msgset *ms);

#endif
