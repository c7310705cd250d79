/*
 * spcount.h — sparse, bounded-memory window co-occurrence counting (issue
 * 11, item 1): the pairs of cooc.h, counted a chunk of the corpus at a
 * time.  A chunk's tokens are kept; its pairs are placed in blocks of
 * consecutive rows (a block's pairs and its scratch fit the L2 cache),
 * each block's pairs are summed a row at a time in an accumulator by
 * context (Gustavson's sparse accumulator; rows of many pairs) or
 * radix-sorted and equal pairs summed (rows of few), which gives the
 * chunk's cells sorted, with no hash table and no global sort.  When a
 * chunk fills its share of the memory budget its cells are written to a
 * temporary file as a sorted run (varint records), and the runs are
 * merged at the end, a row at a time in the same kind of accumulator,
 * with a bounded fan-in (GloVe's cooccur.c spills and merges, without one
 * open file per run).
 *
 * Exact counts.  A pair at distance d adds the weight w(d) (cooc.h) in
 * integer units of 1/L: L = 1 for flat weights, L = lcm(1..window) for
 * harmonic ones, so a pair adds L/d units and a cell's count is units/L,
 * rounded once.  Integer sums do not depend on the order of the additions:
 * shards counted apart and summed give the same bits as one run, and flat
 * counts equal ak_cooc_read's exactly (harmonic ones to the last ulp of a
 * sum that ak_cooc_read rounds at every step).
 *
 * Keys.  A cell is (row id, context id), both below AK_SPCOUNT_MAX_ID,
 * given by the caller; the merged cells come out sorted by (row id,
 * context id).  Give ids that are ranks of the words by ak_word_cmp
 * (counts.h) and the order is that of `LC_ALL=C sort` on
 * `word<TAB>context` lines.
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

struct ak_run;		/* runfile.h */
struct ak_knode;	/* kmerge.h */

/* ids (rows and contexts) are below 2^29: a pair, its row, its context
 * and its distance, is one 64-bit word (29 + 29 + 5 bits) */
#define AK_SPCOUNT_MAX_ID ((long)1 << 29)

typedef struct ak_spcount {
	uint64_t L;		/* units per count (ak_cooc_units) */
	size_t window;
	ak_weight weight;
	ak_oov oov;
	/* the chunk being gathered: its messages' tokens end to end (row
	 * ids, and context ids unless symmetric; UINT32_MAX: none), the
	 * messages' lengths, and the pairs of each row (rcnt, rows 0 to
	 * maxrow, counted as the messages come) */
	uint32_t *trow, *tctx, *tlen, *tskip;
	size_t ntok, captok, nmsg, capmsg;
	uint32_t *rcnt;		/* below 2^32: a chunk's pairs are */
	size_t caprows;
	uint32_t maxrow, maxid;	/* the largest row id, and id, in it */
	size_t npairs;		/* its pairs (of this part) */
	size_t chunk;		/* the bytes a chunk may take (a quarter of
				 * the budget; AK_SPCOUNT_PAIR_BYTES a pair) */
	/* its cells once counted, sorted: keys and units; when symmetric,
	 * the mirrored cells (max, min) too, merged with them on the way
	 * out, as (key, units) pairs (one line of writes a context while
	 * they are scattered, not two) */
	uint64_t *key, *val;
	uint64_t *mcell;
	size_t n, naux;
	size_t keycap, mcap;	/* their room: the arrays of the last chunk,
				 * kept for the next (a fresh page is a
				 * fault) */
	size_t pos, posaux;	/* the next cell, the next mirrored one */
	/* spilled runs (temporary files, removed when closed) */
	FILE **runs;
	uint64_t *runlen;	/* each one's cells written, and their sum
				 * mixed (two words a run): a run read back
				 * with other cells is damaged */
	size_t nruns, capruns;
	uint64_t pairs;		/* pairs counted (ordered) */
	uint64_t runcells;	/* cells written to runs, all passes */
	uint64_t chunks;	/* chunks counted */
	uint64_t blocks;	/* blocks of rows counted, all chunks */
	uint64_t accblocks;	/* of them, summed in the accumulator */
	uint64_t mirror2;	/* chunks mirrored in two passes */
	size_t bigblock;	/* the pairs of the largest block */
	size_t peak;		/* the most bytes a chunk's count took */
	/* symmetric counting (ak_spcount_symmetric): each unordered pair
	 * once, key (min, max) */
	int sym;
	struct ak_run *heap;	/* the runs being merged */
	struct ak_knode *hk;	/* the heap: their current keys */
	unsigned char *hbuf;	/* the runs' read buffers, runbuf bytes
				 * a run */
	size_t runbuf;
	size_t nheap;
	/* the merge a row at a time (when its arrays, 24 bytes an id, fit
	 * an eighth of the budget; else the heap, a cell at a time): the
	 * row's units by context (Gustavson's sparse accumulator, zero
	 * between rows), and the merged row's cells, keys and units (rkey
	 * holds the row's contexts, 4 bytes each, while they are gathered) */
	uint64_t *acc, *rval, *rkey;
	uint64_t rrow;
	size_t rlen, rpos, accn;	/* accn: the ids acc has room for */
	uint32_t topid;		/* the largest id added, ever */
	int noacc;		/* tests: no accumulator by context (blocks
				 * sorted, runs merged by the heap), whatever
				 * the budget */
	int merging;
	int keep;		/* a part begun by ak_spcount_begin_parts: the
				 * arrays of its last chunk's cells kept
				 * past its spill, for ak_spcount_part_room */
	size_t memory;		/* the budget given to ak_spcount_init */
	ak_cooc_progress progress;	/* the reading's tokens, said to
					   progress.p (set by the caller
					   after ak_spcount_init; NULL:
					   none) */
	size_t fanin;		/* runs merged at once (32; fewer a part) */
	/* the cells given out (ak_spcount_cells): the batch not yet taken,
	 * bn cells at bk and bv (by ak_spcount_next, or by the merge of the
	 * parts when c is a part); ended: no batch is left; obuf: the keys
	 * and units of batches made here (AK_SPCOUNT_BATCH each: the parts
	 * merged, the runs merged by the heap, or the mirror's cells taken
	 * apart) */
	const uint64_t *bk, *bv;
	size_t bn;
	int ended;
	uint64_t *obuf;
	size_t obcap;		/* its cells (AK_SPCOUNT_BATCH at most) */
	/* parts (ak_spcount_parts): nparts counters, each counting its
	 * share of the messages (by its own thread when read), their cells
	 * summed on the way out; turn: the part of the next message given to
	 * ak_spcount_add */
	struct ak_spcount *part;
	size_t nparts, turn;
} ak_spcount;

/* the cells of a batch made by merging (ak_spcount_cells), at most */
#define AK_SPCOUNT_BATCH 4096

/* the bytes a pair may take in a chunk, at most: its entry (8), the sort
 * scratch of its block (8), its cell's units (8), and its mirrored cell
 * (16) when symmetric; a token takes 4 (8 with contexts) more, a
 * message 8, and a row id up to the largest AK_SPCOUNT_ROW_BYTES (its
 * pairs, its block, the mirror's start); a chunk has fewer than 2^32
 * pairs */
#define AK_SPCOUNT_PAIR_BYTES(sym) ((sym) ? 40 : 24)
#define AK_SPCOUNT_ROW_BYTES 12

/* the least budget a counter of row ids below rows counts in without
 * degenerating: its chunk (a quarter) 1.5 times its per-row arrays at
 * least (a third of it for pairs), and 256 KB; below it every chunk
 * would hold a few pairs and pay the arrays of every row (a
 * 240,000-word vocabulary in 12 MB: more than an hour for what takes a
 * second in 20 MB) */
#define AK_SPCOUNT_LEAST(rows) \
	(6 * (size_t)(rows) * AK_SPCOUNT_ROW_BYTES + ((size_t)256 << 10))

/* the most bytes a chunk takes, whatever the budget: 1 GiB */
#define AK_SPCOUNT_CHUNK_MAX ((size_t)1 << 30)

/* the most parts (threads) of a counter: 8 parts merge 4 runs each at
 * once, and keep fewer than 64 files open in all, as one counter does */
#define AK_SPCOUNT_MAX_PARTS 8

/*
 * ak_spcount_init: an empty counter.  memory: the budget; a chunk (its
 * tokens, pairs and cells, AK_SPCOUNT_PAIR_BYTES a pair) takes at most a
 * quarter of it and AK_SPCOUNT_CHUNK_MAX, the open runs (fewer than 64)
 * some more; all of it under memory.  window >= 1.
 * Returns 0, or -1 (harmonic weights with window > 22) with e set.
 */
int ak_spcount_init(ak_spcount *c, size_t window, ak_weight weight,
    ak_oov oov, size_t memory, ak_err *e);

/*
 * ak_spcount_parts: split the counter into n parts (1 to
 * AK_SPCOUNT_MAX_PARTS; 1: nothing changes), before the first add: each
 * message goes to one part (ak_spcount_add: in turn; ak_spcount_read: a
 * block of messages at a time, in turn), and each part is a counter of
 * its own with memory / n of the budget and 32 / n (at least 4) of the
 * runs merged at once, so that the open files and their buffers stay
 * those of one counter.  ak_spcount_read then counts with n threads, one
 * a part: a file cut into n stretches of whole lines (io.h
 * ak_line_cuts), each read, tokenized and counted by its part's thread
 * (its errors those of one reader, FILE:LINE included); standard input,
 * a pipe or gzip read by the calling thread and dealt out; the first
 * ak_spcount_next counts the parts' last chunks (or merges their runs)
 * with a thread each, and the parts' cells of one key are summed on the
 * way out.  The cells given out are the same, in the same order, for
 * every n: integer sums do not depend on how they are grouped.
 * Returns 0, or -1 (memory; n out of range, or cells already added: EINVAL)
 * with e set.
 */
int ak_spcount_parts(ak_spcount *c, size_t n, ak_err *e);

/*
 * ak_spcount_add: count the pairs of one message, as ak_cooc_add_ctx does:
 * row[i], ctx[i] the ids of token i (negative: not a row / not a context;
 * else below AK_SPCOUNT_MAX_ID); with AK_OOV_SKIP the tokens that are
 * neither are removed first (the arrays are compacted in place).  May
 * count the chunk and spill it as a run.  Returns 0 or -1 (an id too
 * large: EINVAL; memory; write error of the temporary file, e.g. a full
 * disk) with e set.
 */
int ak_spcount_add(ak_spcount *c, long *row, long *ctx, size_t n, ak_err *e);

/*
 * ak_spcount_symmetric: declare that every later ak_spcount_add has
 * row[i] == ctx[i] (the rows are the contexts): the matrix is symmetric,
 * and each unordered pair is counted once, in half the pair operations
 * and half the cells; the cells given out are the same.  Before the
 * first add.
 */
void ak_spcount_symmetric(ak_spcount *c);

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
 * or -1 (read error of a run; memory).  The first call counts the last
 * chunk and starts the merge (and frees the chunk's tokens: what stays in
 * memory is the sorted cells, or, when runs were spilled, one read buffer
 * a run).
 */
int ak_spcount_next(ak_spcount *c, uint32_t *row, uint32_t *ctx,
    uint64_t *units, ak_err *e);

/*
 * ak_spcount_cells: ak_spcount_next a batch at a time: the next *n >= 1
 * cells in key order, keys (row << 32 | ctx) at *key and units at *units,
 * arrays of the counter's, valid until its next call of _cells, _next or
 * _rewind.  The batches follow one another as the cells of
 * ak_spcount_next do (and go on from where it stopped); a row may span
 * batches.  A batch is a row merged from runs, a stretch of the cells
 * counted in memory, or AK_SPCOUNT_BATCH cells merged from parts: a loop
 * over it, not a call a cell, is what reading 10^8 cells takes.  Returns 1,
 * 0 at the end (*n = 0), or -1 (as ak_spcount_next).
 */
int ak_spcount_cells(ak_spcount *c, const uint64_t **key,
    const uint64_t **units, size_t *n, ak_err *e);

/*
 * ak_spcount_begin: what the first ak_spcount_cells does before its
 * cells: the last chunks counted, the runs merged down (the parts' on a
 * thread each).  Returns 0 or -1 (as ak_spcount_next).
 */
int ak_spcount_begin(ak_spcount *c, ak_err *e);

/*
 * ak_spcount_part_cells: after ak_spcount_begin, the cells of part t
 * alone (0 <= t < c->nparts, ak_spcount_parts): ak_spcount_cells of that
 * part, its cells in key order, not summed with the other parts' (a key
 * may be in several).  Two parts may be read on two threads at once (each
 * is a counter of its own); not with ak_spcount_cells until
 * ak_spcount_rewind.  Returns 1, 0 at its end, or -1.
 */
int ak_spcount_part_cells(ak_spcount *c, size_t t, const uint64_t **key,
    const uint64_t **units, size_t *n, ak_err *e);

/*
 * ak_spcount_begin_parts: ak_spcount_begin, where each part whose cells
 * all went to runs keeps the arrays its last chunk's cells took (emptied,
 * still counted by ak_spcount_bytes) for ak_spcount_part_room, not freed:
 * pages already written, which the kernel need not zero again (a fresh
 * page costs a fault and its clearing, twice the system time of the
 * parts' matrices measured at -j 2 on 20M tokens).  Returns 0 or -1.
 */
int ak_spcount_begin_parts(ak_spcount *c, ak_err *e);

/*
 * ak_spcount_part_room: after ak_spcount_begin_parts, part t's two kept
 * arrays, given to the caller (to free(3) or realloc(3); the counter no
 * longer holds or counts them): *a and *b of *bytes each, 8-byte
 * aligned, contents undefined.  Returns 1, or 0 where the part kept none
 * (its cells are read from those arrays, or it had no runs): *a = *b =
 * NULL, *bytes = 0.
 */
int ak_spcount_part_room(ak_spcount *c, size_t t, void **a, void **b,
    size_t *bytes);

/*
 * ak_spcount_pairs: the pairs counted so far (ordered; each part's too),
 * whole once ak_spcount_begin has counted the last chunks: 0 after that
 * is a counter without a cell (no word of the rows with a context word
 * within the window in any message).
 */
uint64_t ak_spcount_pairs(const ak_spcount *c);

/*
 * ak_spcount_rewind: start the cells over (after ak_spcount_next or
 * _cells began): the next of them gives the first cell again.  With it a reader
 * can take two passes, e.g. count the cells of each row, then place them
 * (counts.h, ak_counts_csr_counter), without a copy of the cells.
 * Returns 0 or -1 (seek error of a run).
 */
int ak_spcount_rewind(ak_spcount *c, ak_err *e);

/*
 * ak_spcount_bytes: the bytes the counter holds now (the chunk's tokens
 * and cells, the buffers of the runs): what the memory budget has to
 * count besides what its reader builds.  While a chunk is counted it
 * holds more, up to its share (ak_spcount_init); c->peak says how much.
 */
size_t ak_spcount_bytes(const ak_spcount *c);

/* ak_spcount_free: release memory and temporary files. */
void ak_spcount_free(ak_spcount *c);

/*
 * ak_sort_pairs: sort n 64-bit words by their bits from lo up (LSD radix
 * sort, digits of up to 11 bits, one pass for the counts of all digits;
 * digits that every word shares are skipped); a, tmp: n words each, tmp
 * scratch.  Returns the sorted words: a or tmp.  Stable; O(n) a pass, at
 * most 6 passes.  No errors.  Knuth, TAOCP vol. 3, 5.2.5 (LSD radix
 * sorting), the span of the words (max - min) sorted, not the words.
 */
uint64_t *ak_sort_pairs(uint64_t *a, uint64_t *tmp, size_t n, int lo);

#endif
