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
	int threads, quiet;
	unsigned long seed;
	ak_bench_peak_res peak;	/* measured in this run */
	FILE *out;		/* the TSV stream */
} opts;

/* ab_progress: a progress line on stderr (a terminal, no -q) */
void ab_progress(const opts *o, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* the modes: the table of each on o->out; 0, or -1 with e */
int mode_sweep(const opts *o, ak_err *e);
int mode_heads(const opts *o, ak_err *e);
int mode_kvcache(const opts *o, ak_err *e);
int mode_sgemm(const opts *o, ak_err *e);
int mode_peak(const opts *o, ak_err *e);
int mode_mha(const opts *o, ak_err *e);

#endif
