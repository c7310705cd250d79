/*
 * addr-cmd.h — the files of `attn-train addr` share the options: addr.c
 * (the five subcommands) and addr-opts.c (usage, parsing, output files).
 */
#ifndef ADDR_CMD_H
#define ADDR_CMD_H

#include <limits.h>
#include <stdio.h>

#include "io.h"

enum {
	OPT_PAIRS = CHAR_MAX + 1, OPT_KEYS, OPT_VALUES, OPT_ORDER, OPT_DIST,
	OPT_DUP, OPT_SEED, OPT_POS, OPT_DIM, OPT_HEAD, OPT_MAXDIST, OPT_STEPS,
	OPT_BATCH, OPT_LR, OPT_LOG, OPT_BY, OPT_EACH, OPT_MIRROR, OPT_QUIET, OPT_VERSION,
	OPT_COUNT, OPT_MODEL
};

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
	int each, mirror, quiet;
	const char *input;
	const char *gen_opt;	/* first of --pairs, --order, --dup given */
};
extern struct addr_opts ao;

void ad_usage(int status) __attribute__((noreturn));
void ad_die(int status, const char *fmt, const char *a, const char *b)
    __attribute__((noreturn));
/* parse argv of a subcommand: only the options in allowed[0..nallowed) */
void ad_parse(int argc, char *argv[], const int *allowed, size_t nallowed,
    int max_operands);
void ad_provenance(FILE *fp, int argc, char *argv[]);
void ad_out_open(ak_out *out, const char *path);
void ad_out_commit(ak_out *out);

#endif
