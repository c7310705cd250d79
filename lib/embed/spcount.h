/*
 * spcount.h — sparse, bounded-memory window co-occurrence counting (issue
 * 11, item 1): the pairs of cooc.h, counted in a hash table of the cells
 * that occur; when the table reaches its share of the memory budget its
 * cells are sorted and spilled to a temporary file as a sorted run, and the
 * runs are merged at the end with a bounded fan-in (GloVe's cooccur.c
 * scheme, without one open file per run).
 *
 * Exact counts.  A pair at distance d adds the weight w(d) (cooc.h) in
 * integer units of 1/L: L = 1 for flat weights, L = lcm(1..window) for
 * harmonic ones, so a pair adds L/d units and a cell's count is units/L,
 * rounded once.  Integer sums do not depend on the order of the additions:
 * shards counted apart and summed give the same bits as one run, and flat
 * counts equal ak_cooc_read's exactly (harmonic ones to the last ulp of a
 * sum that ak_cooc_read rounds at every step).
 *
 * Keys.  A cell is (row id, context id), both < 2^32, given by the caller;
 * the merged cells come out sorted by (row id, context id).  Give ids that
 * are ranks in byte order of the words (counts.h) and the order is that of
 * `LC_ALL=C sort` on `word<TAB>context` lines.
 */
#ifndef AK_SPCOUNT_H
#define AK_SPCOUNT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "cooc.h"
#include "strmap.h"
#include "util.h"

/* Harmonic weights are exact up to this window (lcm(1..22) < 2^28). */
#define AK_SPCOUNT_MAX_HARMONIC 22

/*
 * ak_cooc_units: L, the number of units in a count of 1: 1 for flat,
 * lcm(1..window) for harmonic weights; 0 when window >
 * AK_SPCOUNT_MAX_HARMONIC with harmonic weights (not representable).
 */
uint64_t ak_cooc_units(size_t window, ak_weight weight);

typedef struct ak_spcount_run ak_spcount_run;

typedef struct ak_spcount {
	/* the counting table: open addressing, key UINT64_MAX = empty */
	uint64_t *key, *val;	/* cap slots each; key = row << 32 | ctx */
	size_t cap, n;		/* slots, cells stored */
	size_t maxcap;		/* slots the memory budget allows */
	uint64_t L;		/* units per count (ak_cooc_units) */
	size_t window;
	ak_weight weight;
	ak_oov oov;
	/* spilled runs (temporary files, removed when closed) */
	FILE **runs;
	size_t nruns, capruns;
	uint64_t pairs;		/* pairs counted (ordered) */
	/* the merge: either the sorted table (no spill) or a heap of runs */
	size_t pos;		/* next cell of the sorted table */
	ak_spcount_run *heap;
	size_t nheap;
	int merging;
} ak_spcount;

/*
 * ak_spcount_init: an empty counter.  memory: bytes the table and its sort
 * buffer may take (24 bytes a slot; at least 1024 slots).  window >= 1.
 * Returns 0, or -1 (harmonic weights with window > 22; memory) with e set.
 */
int ak_spcount_init(ak_spcount *c, size_t window, ak_weight weight,
    ak_oov oov, size_t memory, ak_err *e);

/*
 * ak_spcount_add: count the pairs of one message, as ak_cooc_add_ctx does:
 * row[i], ctx[i] the ids of token i (negative: not a row / not a context);
 * with AK_OOV_SKIP the tokens that are neither are removed first (the
 * arrays are compacted in place).  May spill a run.  Returns 0 or -1
 * (write error of the temporary file, e.g. a full disk).
 */
int ak_spcount_add(ak_spcount *c, long *row, long *ctx, size_t n, ak_err *e);

/*
 * ak_spcount_read: count a tokenized corpus file (path, "-" = stdin), as
 * ak_cooc_read reads it (same format, same errors, --label filter); rows
 * and ctxs map a word to its row / context id (ctxs NULL: the same map).
 * *nmsg grows by the messages counted.  Returns 0 or -1.
 */
int ak_spcount_read(ak_spcount *c, const ak_strmap *rows,
    const ak_strmap *ctxs, const char *path, const char *label,
    size_t *nmsg, ak_err *e);

/*
 * ak_spcount_next: after the last add, the cells in key order, each once:
 * *row, *ctx and *units (the count is units / L).  Returns 1, 0 at the end,
 * or -1 (read error of a run).  The first call sorts / starts the merge.
 */
int ak_spcount_next(ak_spcount *c, uint32_t *row, uint32_t *ctx,
    uint64_t *units, ak_err *e);

/* ak_spcount_free: release memory and temporary files. */
void ak_spcount_free(ak_spcount *c);

/*
 * ak_sort_cells: sort n (key, val) pairs by key (LSD radix sort, 8-bit
 * digits, passes where every key has the same digit skipped); tk, tv:
 * scratch of n entries each.  Stable; O(n) per pass.
 */
void ak_sort_cells(uint64_t *key, uint64_t *val, uint64_t *tk, uint64_t *tv,
    size_t n);

#endif
