/*
 * ab.h — attn-bench's command side: cmd/attn-bench.c (the options, their
 * rules and checks, main), modes.c (each mode's table, printed from
 * lib/attn/benchmodes.h's experiments).
 */
#ifndef AB_H
#define AB_H

#include <stddef.h>
#include <stdio.h>

#include "bench.h"
#include "benchmodes.h"
#include "util.h"

#define MAXSIZES 64
#define MIB (1024.0 * 1024.0)

typedef struct opts {		/* the options; what main gives the modes */
	int modei;		/* -m: its index in modes[] */
	const char *mode, *sizes, *impls, *isa, *dtype, *outpath;
	long d;			/* -d, or -1 */
	size_t memory;		/* -M, or 0 */
	double budget;		/* what a size may need (mem.h ak_mem_budget:
				   -M, RAM, ulimit -v); 0: unknown */
	ak_bench_cfg c;
	size_t sizebuf[MAXSIZES];
	int impl[AK_BENCH_NIMPL];
	int threads, quiet, progress;	/* -j, -q, --progress */
	unsigned long seed;
	ak_bench_peak_res peak;	/* measured in this run */
	FILE *out;		/* the TSV stream */
} opts;

/* ab_progress: the next size of the stage begins (fmt: what it is, "n=512
 * d=64"), the one before it is done (lib/cmd/progline.h: a line redrawn on a
 * terminal, a line a stage off one with --progress, none with -q) */
void ab_progress(const opts *o, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* ab_progress_stage: the stage's end (its line when ended: it ran to
 * the end), then the next stage (NULL: none, the terminal's line erased;
 * the first call begins the printer for o) */
void ab_progress_stage(const opts *o, const char *next, int ended);

/* the modes: the table of each on o->out; 0, or -1 with e */
int mode_sweep(const opts *o, ak_err *e);
int mode_heads(const opts *o, ak_err *e);
int mode_kvcache(const opts *o, ak_err *e);
int mode_sgemm(const opts *o, ak_err *e);
int mode_peak(const opts *o, ak_err *e);
int mode_mha(const opts *o, ak_err *e);

#endif
