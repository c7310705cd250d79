/*
 * spemb.h — word embeddings from a sparse count matrix:
 * the same steps as ak_emb_ppmi_svd (emb.h) — PPMI, the top d singular
 * triplets, E = U diag(S^eig) — with the PPMI kept sparse (csr.h) and the
 * SVD randomized (rsvd.h), so that memory grows with the non-zero cells,
 * not with V×T, and there is no vocabulary cap.
 */
#ifndef AK_SPEMB_H
#define AK_SPEMB_H

#include <stddef.h>
#include <stdint.h>

#include "counts.h"
#include "csr.h"
#include "progress.h"
#include "util.h"

/* Options of the randomized SVD (rsvd.h). */
typedef struct ak_rsvd_opts {
	size_t oversample;	/* extra columns of the sketch (10) */
	size_t iters;		/* power iterations; (size_t)-1: ak_rsvd_iters */
	uint64_t seed;		/* for Ω */
	int threads;		/* sparse products */
	const ak_progress *progress;	/* the steps said (progress.h):
					   "PPMI" (its cells), "SVD
					   products"; NULL: none */
} ak_rsvd_opts;

/*
 * ak_emb_sparse: E (V×d, row-major) from the counts C (V×T, csr.h; turned
 * into the sparse PPMI in float in place, ak_csr_ppmi, its rows sorted by
 * column, ak_csr_sort_rows).  A word whose PPMI row is
 * empty gets an exactly zero row; *nzero counts them, *first_zero is the
 * first (-1 if none).  1 <= d <= min(V, T).  Returns 0 or -1.
 */
int ak_emb_sparse(double *E, ak_csr *C, size_t d, double cds, double neg,
    double eig, const ak_rsvd_opts *o, size_t *nzero, long *first_zero,
    ak_err *e);

/*
 * ak_emb_dense_csr: the dense, exact path (ak_emb_ppmi_svd) on the counts
 * C, scattered into a V×T matrix (V·T doubles of memory).  Returns 0 or -1.
 */
int ak_emb_dense_csr(double *E, const ak_csr *C, size_t d, double cds,
    double neg, double eig, size_t *nzero, long *first_zero, ak_err *e);

/* what ak_emb_blocks reads: the R block files (counts.h,
 * ak_counts_blocks: their headers hdr), their words' ids, the settings
 * they must have, and the steps' parameters (ak_emb_sparse's) */
typedef struct ak_emb_blocks_in {
	char *const *paths;
	const struct ak_counts_blockhdr *hdr;
	size_t n;
	uint64_t L;
	const struct ak_strmap *rows, *ctxs;
	size_t V, T;
	const char *vocabname, *ctxname, *want;
	size_t d;
	double cds, neg, eig;
	const ak_rsvd_opts *o;
	size_t memory, held;	/* the budget; what the caller holds */
} ak_emb_blocks_in;

/*
 * ak_emb_blocks: E (V×d) as ak_emb_sparse computes it from the counts of
 * the R blocks summed (the same bits), a block of rows in memory at a
 * time: each block's counts read for the column sums, in block order,
 * then again for its PPMI (ak_csr_ppmi_cols), which goes to a temporary
 * file ($TMPDIR); the randomized SVD's products (ak_rsvd_op) read the
 * blocks back one at a time: A X a block's rows at a time (on o->threads,
 * ak_csr_mmf); Aᵀ Y the same way as A Y when the PPMI is its own
 * transpose (two order-free sums over the cells, of (i, j) and of
 * (j, i), equal: one vocabulary, cds 1), else by adding each row's
 * products to the rows of Z, the blocks' rows merged in increasing
 * order, a batch of rows at a time on the threads, each owning a range
 * of Z's rows (the sums of ak_csr_mmf on the transpose, whatever the
 * threads).  Held: the sketches, E, the tables, one block, a batch.  Returns 0 or -1 (a block's errors as
 * ak_counts_csr_files', the temporary file, memory, LAPACK).
 */
int ak_emb_blocks(double *E, const ak_emb_blocks_in *in, size_t *nzero,
    long *first_zero, ak_err *e);

/* the rows of a rank of ak_emb_dist: chunks of this many ids, dealt in
 * turn (counts.h, ak_counts_owns); any size gives the same bits (every
 * sum is one rank's), this one a balance of Zipf's long first rows */
#define AK_DIST_CHUNK 64

/* what ak_emb_dist reads: ak_emb_blocks_in's count files and settings,
 * and the rank */
typedef struct ak_emb_dist_in {
	char *const *paths;	/* count files (any: merged, blocks) */
	size_t n;
	uint64_t L;
	const struct ak_strmap *rows, *ctxs;
	size_t V, T;
	const char *vocabname, *ctxname, *want;
	size_t d;
	double cds, neg, eig;
	const ak_rsvd_opts *o;
	size_t memory, held;
	size_t rank, ranks;	/* this process's rank of ranks (0: the
				   coordinator) */
	const char *dir;	/* the exchanges' directory, every node's */
	const char *node;	/* this rank's node, for messages */
	double timeout;		/* seconds a rank waits for another's file
				   before it fails (0: no limit) */
	const char *run;	/* what decides the embeddings besides the
				   count files: lines "KEY VALUE" (a TAB
				   then a note not compared), KEY the option
				   named when ranks differ ("--neg 2") */
} ak_emb_dist_in;

/*
 * ak_emb_dist_hello: the ranks' first exchange, before any count is read
 * (spemb-hello.c): this rank's hello file in in->dir (its node, P,
 * in->run, and each count file's size and the hash of its last 256 bytes,
 * where the end line or end record holds the check of every cell), then
 * rank 0 waits for every rank's and a rank past 0 for rank 0's, and
 * compares: "DIR/hello.1: rank 1 (node n2) has --neg 2, rank 0 1: every
 * rank must be given the same options; no embeddings" (or "... count 1
 * SIZE HASH ('c2.cnt'), rank 0 ...: every rank must read the same count
 * files").  A directory that holds a file of an earlier run is refused
 * ("DIR/r19.c: a file of an earlier run ...: --svd-dir must be empty when
 * the ranks start"): this rank's hello (written by link(2), which fails
 * when it is there: also a rank started twice), a coordinator's round
 * file, a rank's of a round past the first, abort, and for ranks past 0,
 * ended.  Rank 0's failure after its checks of the directory leaves
 * DIR/abort.  Waits end as ak_emb_dist's (ended, abort, in->timeout).
 * Returns 0 or -1.
 */
int ak_emb_dist_hello(const ak_emb_dist_in *in, ak_err *e);

/*
 * ak_emb_hello_compare: two hellos' texts (NUL-terminated lines "KEY
 * VALUE", a TAB then a note not compared; "node NAME" lines are not
 * compared) line by line, as rank me sees rank p's (theirs) in dir.
 * Returns 0 when every compared line is the same, else -1 with one line
 * naming the first key that differs and both values, e.g. "DIR/hello.1:
 * rank 1 (node n2) has --neg 2, rank 0 1: every rank must be given the
 * same options; no embeddings".  Symmetric: 0 for (a, b) exactly when 0
 * for (b, a).
 */
int ak_emb_hello_compare(const char *mine, const char *theirs, size_t me,
    size_t p, const char *dir, ak_err *e);

/*
 * ak_emb_dist: ak_emb_sparse's E (V×d) from count files, the SVD's
 * products on in->ranks processes that exchange sketch files in in->dir
 * (sketch.h; spemb-dist.c says the rounds): the same bits as one
 * process at any number of ranks, blocks or threads.  Each rank reads
 * every cell and keeps those of its rows and its columns (ak_counts_owns,
 * chunks of AK_DIST_CHUNK); rank 0 also runs the dense steps and fills
 * E (the others: E unused, return 0 when rank 0 says the end), after
 * ak_emb_dist_hello.  A rank whose file does not come before in->dir/ended exists: "SVD round K:
 * rank P (node N) ended before writing its rows (...)"; rank 0's error
 * leaves in->dir/abort, which ends the others' waits.  Returns 0 or -1.
 */
int ak_emb_dist(double *E, const ak_emb_dist_in *in, size_t *nzero,
    long *first_zero, ak_err *e);

/*
 * ak_emb_dist_cells: the dense path's check that the ranks read the same
 * counts, after ak_emb_dist_hello (whose sizes and last bytes of the
 * files do not see a count changed inside them): ak_emb_dist's round 1
 * without the sums.  cells, digest: the cells this rank read and their
 * digest (counts.h ak_counts_csr_files).  A rank past 0 writes them as
 * its round-1 file (DIR/r1.I, a rank that owns no row) and is done; rank
 * 0 waits for every rank's (until DIR/ended, as ak_emb_dist does),
 * compares it with its own and removes it: "SVD: rank 1 (node n2) read N
 * cells (digest H) from the count files, rank 0 M (H'): every rank must
 * read the same counts (the same bytes on every node); no embeddings",
 * the sparse path's words.  Returns 0 or -1.
 */
int ak_emb_dist_cells(const ak_emb_dist_in *in, uint64_t cells,
    uint64_t digest, ak_err *e);

#endif
