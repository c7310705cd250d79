/*
 * spcount-int.h — the counter's internals (spcount.h), shared by its
 * rooms, each calling only the rooms below it: spcount.c (the API: a
 * counter made, read, its cells given out, rewound, freed) above
 * spcount-split.c (a file's stretches of lines, a part's thread each) and
 * spcount-parts.c (the threaded parts) above spcount-add.c (a message
 * added, a counter without parts begun and read) above spcount-merge.c
 * (chunks spilled as runs, runfile.h, and merged, a row at a time or by
 * the heap of kmerge.h) above spcount-chunk.c (a chunk counted into
 * sorted cells, and its mirror) above spcount-walk.c (the pair walk) and
 * spcount-sort.c (the radix sorts).  tests/e2e/family/lib-layers.sh
 * checks that no room calls one above it.  Not for other modules.
 */
#ifndef AK_SPCOUNT_INT_H
#define AK_SPCOUNT_INT_H

#include <stddef.h>
#include <stdint.h>

#include "kmerge.h"
#include "runfile.h"
#include "spcount.h"

#define NONE UINT32_MAX		/* a token that is not a row / a context */
#define FANIN 32		/* runs merged at once: open files bounded (a
				 * counter of n parts: FANIN / n a part, at
				 * least FANIN_MIN) */
#define FANIN_MIN 4
#define RUNBUF (256 * 1024)	/* read buffer per run while merged, at
				 * most (32 KB at least; a 32nd of a
				 * quarter of -M) */
#define RUNBUF_MIN (32 * 1024)
#define BLOCK_PAIRS (1 << 16)	/* the pairs a block of rows aims at: they
				 * and their scratch (1 MB) stay in L2 */
#define ROWMERGE_BYTES 24	/* an id's in the row merge: acc, rval, rkey */
#define ACC_BYTES 12		/* an id's in a chunk's count: acc, tch */
#define ACC_MIN_PAIRS 32	/* a block's pairs a row, at least, to be
				 * summed in the accumulator (fewer: sorted;
				 * best of 0 to 512 at 26k and 200k words) */
#define DIST_BITS 5		/* a harmonic pair's distance (<= 22) */
#define PREFETCH 32		/* a run's cells decoded ahead in the row
				 * merge, their accumulator lines fetched */

/* the bits of the largest of x: ids below 2^b */
static inline int
bits_of(uint64_t x)
{
	return x ? 64 - __builtin_clzll(x) : 0;
}

/* spcount-walk.c: the pairs of messages [m0, m1) of the chunk (starting
 * at token off) counted by row; every pair of the chunk placed in its
 * block (walk) */
void ak_sp_walk_count(ak_spcount *c, size_t m0, size_t m1, size_t off);
void ak_sp_walk_place(ak_spcount *c, const uint32_t *blk, size_t *pos,
    uint64_t *out, int cb, int db);

/* spcount-sort.c: n ids in [lo, hi] sorted (tmp: n more) */
void ak_sp_sort_ids(uint32_t *a, uint32_t *tmp, size_t n, uint32_t lo,
    uint32_t hi);

/* spcount-chunk.c: the chunk's cells and tokens; the bytes the chunk
 * takes, and would with ntok more tokens in nmsg more messages of at most
 * npairs more pairs; a batch's room in c->obuf */
void ak_sp_cells_free(ak_spcount *c);
void ak_sp_cells_keep(ak_spcount *c);
void ak_sp_cells_empty(ak_spcount *c);
void ak_sp_cells_shrink(ak_spcount *c);
void ak_sp_tokens_reset(ak_spcount *c, int keep);
int ak_sp_count_chunk(ak_spcount *c, ak_err *e);
int ak_sp_mem_cells(ak_spcount *c, const uint64_t **k, const uint64_t **v,
    size_t *n, ak_err *e);
size_t ak_sp_chunk_bytes(const ak_spcount *c, size_t ntok, size_t nmsg,
    size_t npairs);
int ak_sp_batch_buf(ak_spcount *c, size_t n, uint64_t **K, uint64_t **V,
    ak_err *e);

/* spcount-merge.c: runs spilled and merged */
int ak_sp_spill(ak_spcount *c, ak_err *e);
int ak_sp_reduce_runs(ak_spcount *c, size_t limit, ak_err *e);
int ak_sp_heap_start(ak_spcount *c, size_t nr, ak_err *e);
int ak_sp_runs_cells(ak_spcount *c, const uint64_t **k, const uint64_t **v,
    size_t *n, ak_err *e);
void ak_sp_row_free(ak_spcount *c);

/* spcount-split.c: a file's stretches of lines, a part's thread each;
 * 1 where the file cannot be cut (ak_sp_read_parts reads it) */
int ak_sp_read_split(ak_spcount *c, const ak_strmap *rows,
    const ak_strmap *ctxs, const char *path, const char *label,
    size_t *nmsg, ak_err *e);

/* spcount-parts.c: the threaded parts */
int ak_sp_read_parts(ak_spcount *c, const ak_strmap *rows,
    const ak_strmap *ctxs, const char *path, const char *label,
    size_t *nmsg, ak_err *e);
int ak_sp_start_parts(ak_spcount *c, ak_err *e);
int ak_sp_parts_cells(ak_spcount *c, const uint64_t **k, const uint64_t **v,
    size_t *n, ak_err *e);

/* spcount-add.c: a message into the chunk of c (a counter without parts
 * or a part); a counter without parts begun, its next cells */
int ak_sp_chunk_add(ak_spcount *c, const long *row, const long *ctx,
    size_t n, ak_err *e);
int ak_sp_start(ak_spcount *c, ak_err *e);
int ak_sp_one_cells(ak_spcount *c, const uint64_t **k, const uint64_t **v,
    size_t *n, ak_err *e);

#endif
