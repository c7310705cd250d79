/*
 * addr-cmd.h — the files of `attn-train addr` share the options: addr.c
 * (the five subcommands) and addr-opts.c (the option table, usage,
 * parsing, output files).  One struct addr_opts, made by
 * attn_train_addr_main and passed by pointer.
 */
#ifndef ADDR_CMD_H
#define ADDR_CMD_H

#include <stdio.h>

#include "addrnet.h"
#include "io.h"
#include "opt.h"
#include "progline.h"

/* the subcommands, as the sets of ak_opt: which options each takes */
enum { AD_GEN = 1, AD_TRAIN = 2, AD_EVAL = 4, AD_INTERVENE = 8,
	AD_ATTEND = 16 };

enum { AD_TARGET_ABC, AD_TARGET_TOKENS, AD_TARGET_HEADS,
	AD_TARGET_RESIDUAL };

/* the bits of the options given (ak_optp bits): a block's shape, the
   head's own settings, --target */
#define AD_BLOCKB 1u
#define AD_HEADB 2u
#define AD_TARGETB 4u

/* Options of all subcommands; each subcommand accepts its own subset. */
struct addr_opts {
	long count;
	long lo, hi;
	int have_pairs;
	long keys, values;
	int sorted;
	long dist;
	double dup;
	unsigned long long seed;
	int pos;
	long dim, head, maxdist;
	long steps, batch;
	double lr;
	const char *log, *ofile, *model;
	enum { BY_ALL, BY_PAIRS, BY_DIST } by;
	int each, mirror, quiet, progress;	/* --progress: progline.h */
	size_t memory;		/* -M, then the run's budget (cli.h) */
	/* train --model block (cmd/attn-train/addr-block.c) */
	long layers, heads, mlp;	/* mlp -1: 4d */
	int norm, residual, pool;
	int target;		/* intervene --target: AD_TARGET_* */
	const char *input;
	ak_optp p;		/* the parser's state (argv as typed) */
};

/* ad_help: the whole help on stdout, exit 0 */
void ad_help(void) __attribute__((noreturn));
/* ad_die: the usage error "attn-train: " fmt (with a and b), the synopsis,
 * exit 2 (cli.h ak_xfail) */
void ad_die(const char *fmt, const char *a, const char *b)
    __attribute__((noreturn));
/* parse argv of a subcommand (argv[0]): only the options of the set sub
 * (AD_GEN, ...) apply; at most max_operands operands (the input) */
void ad_parse(struct addr_opts *ao, int argc, char *argv[], unsigned sub,
    int max_operands);
/* "# attn-train addr SUB ARGS (attnkit VERSION)", quoted as cli.h
   ak_provenance quotes */
void ad_provenance(const struct addr_opts *ao, FILE *fp);
void ad_out_open(const struct addr_opts *ao, ak_out *out, const char *path);
void ad_out_commit(ak_out *out);

/* cmd/attn-train/addr-block.c: train --model block (t: the training
   settings, the instances' source; writes the model to -o), and eval,
   intervene, attend of a block model file (sub: AD_EVAL, ...).  Each
   returns 0 or exits. */
void ad_train_block(struct addr_opts *ao, ak_addr_train_opt *t,
    size_t longest, ak_progline *pl);
/* addr-opts.c: train's model file and --log opened (t->log set), and both
   abandoned after a failed training (exits with e) */
void ad_train_open(struct addr_opts *ao, ak_out *out, ak_out *log,
    ak_addr_train_opt *t);
void ad_train_fail(struct addr_opts *ao, ak_out *out, ak_out *log,
    ak_err *e) __attribute__((noreturn));
int ad_use_block(struct addr_opts *ao, unsigned sub);
/* addr-opts.c: eval, intervene or attend (sub) given the instance file
   the model was trained on (has, data: its fingerprint, addrnet.h
   ak_pij): said on stderr, the scores are the training's */
void ad_data_note(const struct addr_opts *ao, unsigned sub, int has,
    uint64_t data, const ak_addr_set *s);

#endif
