/*
 * spemb-dist.c — the embeddings of count files with the SVD's products on
 * P processes, one a node (spemb.h, ak_emb_dist): ak_emb_sparse's steps,
 * the same bits at any P.
 *
 * Rank p owns the rows and the columns of ids in the chunks k of
 * AK_DIST_CHUNK ids with k mod P = p (counts.h, ak_counts_owns).  It
 * keeps the cells of its rows and those of its columns, so that every
 * sum is one rank's, in one process's order: a row's sum and its
 * products A X over its own cells, a column's sum and its products Aᵀ Y
 * over its cells in increasing row order (the rows of Aᵀ, as
 * ak_csr_transpose makes them, or of A itself when A is symmetric: the
 * same values in the same order).  The coordinator (rank 0, which also
 * multiplies) only places what the ranks send at their rows, adds
 * nothing, and runs the dense steps (rsvd.h) once.
 *
 * The exchanges, through sketch files in dir (sketch.h), round K:
 *   1  each rank: its rows' and its columns' sums, and the cells it read
 *      and their digest, which the coordinator's must equal (rK.p)
 *   2  the coordinator: every row sum, n_c^α and their total (rK.c);
 *      each rank: which of its rows have an empty PPMI (rK.p)
 *   3… the coordinator: X for A X or Y for Aᵀ Y (rK.c); each rank: its
 *      rows of the product (rK.p); the last round's file says the end.
 * Before them, hello.p (spemb-hello.c): rank p's node and what decides
 * the embeddings as it was given them.  The coordinator waits for a
 * rank's file until dir/ended exists (written by whoever runs the ranks
 * when they have ended: a rank died, or its node); a rank waits for the
 * coordinator's until dir/abort exists.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "counts.h"
#include "emb.h"
#include "rsvd.h"
#include "sketch.h"
#include "spemb.h"

typedef struct dist {
	const ak_emb_dist_in *in;
	ak_counts_own own;
	ak_csr A;		/* the rank's rows of the PPMI (nr rows) */
	ak_csr AT;		/* its columns: rows of Aᵀ (nc rows) */
	size_t nr, nc;
	void *out;		/* a product's rows of this rank */
	uint32_t round;
	uint64_t cells, digest;	/* the cells read, their digest */
	char path[4096];
} dist;

/* ids of rank p in [0, n) */
static size_t
owned(size_t n, size_t p, size_t P)
{
	ak_counts_own o = { p, P, AK_DIST_CHUNK };
	size_t k = 0;

	for (size_t i = 0; i < n; i++)
		k += ak_counts_owns(&o, i);
	return k;
}

/* the id of rank p's g-th row (or column) */
static size_t
owned_id(size_t g, size_t p, size_t P)
{
	return (g / AK_DIST_CHUNK * P + p) * AK_DIST_CHUNK + g % AK_DIST_CHUNK;
}

static const char *
at(dist *d, const char *fmt, unsigned a, unsigned b)
{
	int n = snprintf(d->path, sizeof d->path, "%s/", d->in->dir);
	snprintf(d->path + n, sizeof d->path - (size_t)n, fmt, a, b);
	return d->path;
}

/* the node of rank p (the line "node NAME" of hello.p), for a message */
static void
node_of(dist *d, size_t p, char *node, size_t cap)
{
	ak_sketch_hdr h, w = { AK_SKETCH_HELLO, 0, (uint32_t)p, 1,
	    1, UINT64_MAX };
	unsigned char *b;
	ak_err e;

	snprintf(node, cap, "unknown");
	if (ak_sketch_read(&h, &b, at(d, "hello.%u", (unsigned)p, 0), &w,
	    1 << 20, &e) == 0) {
		const char *s = (const char *)b + AK_SKETCH_HDR;
		size_t n = h.cols;

		if (n > 5 && memcmp(s, "node ", 5) == 0) {
			s += 5;
			n -= 5;
			n = strcspn(s, "\t\n") < n ? strcspn(s, "\t\n") : n;
			snprintf(node, cap, "%.*s", (int)(n < cap ? n : cap - 1),
			    s);
		}
		free(b);
	}
}

/* the coordinator's wait for rank p's file of this round: 0, or -1
 * naming the round, the rank and its node when the ranks have ended */
static int
wait_rank(dist *d, size_t p, ak_err *e)
{
	char stop[4096], node[256], why[1024] = "";

	snprintf(stop, sizeof stop, "%s/ended", d->in->dir);
	int w = ak_sketch_wait(at(d, "r%u.%u", d->round, (unsigned)p), stop,
	    d->in->timeout);

	if (w == 0)
		return 0;
	node_of(d, p, node, sizeof node);
	if (w == 2)
		return ak_errf(e, "SVD round %u: rank %zu (node %s) wrote no rows "
		    "in %g s (--svd-timeout): no embeddings", d->round, p, node,
		    d->in->timeout);
	/* its first line, whatever runs the ranks wrote there (a word of
	 * how they ended), at most sizeof why − 1 bytes */
	int fd = open(stop, O_RDONLY);
	if (fd >= 0) {
		ssize_t n = read(fd, why, sizeof why - 1);
		why[n > 0 ? n : 0] = '\0';
		why[strcspn(why, "\n")] = '\0';
		close(fd);
	}
	return ak_errf(e, "SVD round %u: rank %zu (node %s) ended before "
	    "writing its rows (%s%s): no embeddings", d->round, p, node,
	    why[0] ? "the ranks' step: " : "the ranks' step ended", why);
}

/* a rank's wait for the coordinator's file of this round */
static int
wait_coord(dist *d, ak_err *e)
{
	char stop[4096];

	snprintf(stop, sizeof stop, "%s/abort", d->in->dir);
	int w = ak_sketch_wait(at(d, "r%u.c", d->round, 0), stop,
	    d->in->timeout);

	if (w == 0)
		return 0;
	if (w == 2)
		return ak_errf(e, "SVD round %u: no word from the coordinator "
		    "(rank 0) in %g s (--svd-timeout)", d->round,
		    d->in->timeout);
	return ak_errf(e, "SVD round %u: the coordinator (rank 0) stopped "
	    "(its message says why)", d->round);
}

/* write this rank's file (or the coordinator's: c) of this round */
static int
put(dist *d, int coord, uint32_t kind, size_t rows, size_t cols,
    uint32_t elem, const void *data, ak_err *e)
{
	ak_sketch_hdr h = { kind, d->round, (uint32_t)d->in->rank, elem,
	    rows, cols };
	char name[64];

	if (coord)
		snprintf(name, sizeof name, "r%u.c", d->round);
	else
		snprintf(name, sizeof name, "r%u.%zu", d->round, d->in->rank);
	return ak_sketch_write(d->in->dir, name, &h, data, e);
}

/* the coordinator: rank p's file of this round (kind, rows × cols of
 * elem), each of its rows at dst + its id × cols × elem */
static int
gather(dist *d, size_t p, uint32_t kind, size_t n, size_t cols,
    uint32_t elem, void *dst, ak_err *e)
{
	size_t rows = owned(n, p, d->in->ranks), w = cols * elem;
	ak_sketch_hdr h, want = { kind, d->round, (uint32_t)p, elem, rows,
	    cols };
	unsigned char *b;

	if (wait_rank(d, p, e) != 0 || ak_sketch_read(&h, &b, d->path, &want,
	    rows * w, e) != 0)
		return -1;
	for (size_t g = 0; g < rows; g++)
		memcpy((char *)dst + owned_id(g, p, d->in->ranks) * w,
		    b + AK_SKETCH_HDR + g * w, w);
	free(b);
	return 0;
}

/* this rank's own rows into dst, as gather places them */
static void
place_own(dist *d, size_t n, size_t w, const void *src, void *dst)
{
	size_t rows = owned(n, d->in->rank, d->in->ranks);

	for (size_t g = 0; g < rows; g++)
		memcpy((char *)dst + owned_id(g, d->in->rank, d->in->ranks) * w,
		    (const char *)src + g * w, w);
}

/* the round's files gone once read (the sketches are large) */
static void
drop_round(dist *d)
{
	unlink(at(d, "r%u.c", d->round, 0));
	for (size_t p = 1; p < d->in->ranks; p++)
		unlink(at(d, "r%u.%u", d->round, (unsigned)p));
}

/* this rank's part of a product: kind AX (X: T×ld floats), ATY (Y: V×ld
 * floats) or ATYD (Y: V×l doubles), into d->out (its rows, in order) */
static void
product(dist *d, uint32_t kind, const void *X, size_t cols)
{
	int th = d->in->o->threads;

	if (kind == AK_SKETCH_AX)
		ak_csr_mmf(d->out, &d->A, d->A.fval, X, cols, th);
	else if (kind == AK_SKETCH_ATY)
		ak_csr_mmf(d->out, &d->AT, d->AT.fval, X, cols, th);
	else
		ak_csr_mm(d->out, &d->AT, X, cols, th);
}

/* a round of the coordinator: X to every rank, each one's rows of the
 * product placed in Y (yn rows) */
static int
coord_round(dist *d, uint32_t kind, const void *X, size_t xn, size_t cols,
    void *Y, size_t yn, ak_err *e)
{
	uint32_t elem = kind == AK_SKETCH_ATYD ? 8 : 4;
	int rc = 0;

	d->round++;
	if (d->in->ranks > 1 && put(d, 1, kind, xn, cols, elem, X, e) != 0)
		return -1;
	product(d, kind, X, cols);
	place_own(d, yn, cols * elem, d->out, Y);
	for (size_t p = 1; p < d->in->ranks && rc == 0; p++)
		rc = gather(d, p, AK_SKETCH_ROWS, yn, cols, elem, Y, e);
	drop_round(d);
	return rc;
}

static int
dist_mmf(void *arg, float *Y, const float *X, size_t ld, ak_err *e)
{
	dist *d = arg;

	return coord_round(d, AK_SKETCH_AX, X, d->in->T, ld, Y, d->in->V, e);
}

static int
dist_mmtf(void *arg, float *Z, const float *Y, size_t ld, ak_err *e)
{
	dist *d = arg;

	return coord_round(d, AK_SKETCH_ATY, Y, d->in->V, ld, Z, d->in->T, e);
}

static int
dist_mmt(void *arg, double *Z, const double *Y, size_t l, ak_err *e)
{
	dist *d = arg;

	return coord_round(d, AK_SKETCH_ATYD, Y, d->in->V, l, Z, d->in->T, e);
}

/* a rank's rounds of products until the coordinator's end */
static int
rank_rounds(dist *d, size_t l, size_t ld, ak_err *e)
{
	size_t V = d->in->V, T = d->in->T;
	size_t max = (V > T ? V : T) * (ld > l ? ld : l) * sizeof(double);

	for (;;) {
		ak_sketch_hdr h, want = { 0, ++d->round, 0, 0, UINT64_MAX,
		    UINT64_MAX };
		unsigned char *b;
		int bad;

		if (wait_coord(d, e) != 0 || ak_sketch_read(&h, &b, d->path,
		    &want, max, e) != 0)
			return -1;
		if (h.kind == AK_SKETCH_END) {
			free(b);
			return 0;
		}
		bad = h.kind == AK_SKETCH_AX ? h.rows != T || h.cols != ld :
		    h.kind == AK_SKETCH_ATY ? h.rows != V || h.cols != ld :
		    h.kind == AK_SKETCH_ATYD ? h.rows != V || h.cols != l : 1;
		if (bad) {
			free(b);
			return ak_errf(e, "%s: a sketch of kind %u, %llu × "
			    "%llu: not a product of this run", d->path, h.kind,
			    (unsigned long long)h.rows,
			    (unsigned long long)h.cols);
		}
		product(d, h.kind, b + AK_SKETCH_HDR, h.cols);
		free(b);
		size_t n = h.kind == AK_SKETCH_AX ? d->nr : d->nc;
		if (put(d, 0, AK_SKETCH_ROWS, n, h.cols, h.elem, d->out,
		    e) != 0)
			return -1;
	}
}

/* a count as ak_csr_ppmi reads it (csr-int.h, vget) */
static inline double
cell(const ak_csr *C, size_t p)
{
	return C->val ? C->val[p] : (double)C->units[p] / (double)C->L;
}

/* round 1: this rank's rows' sums (of its rows' cells, in storage order)
 * and its columns' (down each column, a row after the other: ak_csr_ppmi's
 * order), nr then nc doubles into s */
static void
own_sums(dist *d, const ak_csr *C, double *s, double *col)
{
	size_t g = 0;

	for (size_t i = 0; i < C->m; i++) {
		double r = 0;

		for (size_t p = C->ptr[i]; p < C->ptr[i + 1]; p++) {
			r += cell(C, p);
			col[C->col[p]] += cell(C, p);
		}
		if (ak_counts_owns(&d->own, i))
			s[g++] = r;
	}
	for (size_t j = 0; j < C->n; j++)
		if (ak_counts_owns(&d->own, j))
			s[g++] = col[j];
}

/* the cells rank p read and their digest (cd) against the coordinator's
 * (the hellos compared the files' sizes and last bytes; this, every
 * cell): 0, or -1 naming both */
static int
same_cells(dist *d, size_t p, const uint64_t cd[2], ak_err *e)
{
	char node[256];

	if (cd[0] == d->cells && cd[1] == d->digest)
		return 0;
	node_of(d, p, node, sizeof node);
	return ak_errf(e, "SVD: rank %zu (node %s) read %llu cells (digest "
	    "%016llx) from the count files, rank 0 %llu (%016llx): every rank "
	    "must read the same counts (the same bytes on every node); no "
	    "embeddings", p, node, (unsigned long long)cd[0],
	    (unsigned long long)cd[1], (unsigned long long)d->cells,
	    (unsigned long long)d->digest);
}

/* the coordinator: rank p's sums into row (V) and col (T) */
static int
gather_sums(dist *d, size_t p, double *row, double *col, ak_err *e)
{
	size_t P = d->in->ranks, nr = owned(d->in->V, p, P),
	    nc = owned(d->in->T, p, P);
	ak_sketch_hdr h, want = { AK_SKETCH_SUMS, d->round, (uint32_t)p, 8,
	    nr + nc + 2, 1 };
	unsigned char *b;
	uint64_t cd[2];

	if (wait_rank(d, p, e) != 0 || ak_sketch_read(&h, &b, d->path, &want,
	    (nr + nc + 2) * 8, e) != 0)
		return -1;
	const double *s = (const double *)(const void *)(b + AK_SKETCH_HDR);
	/* the cells it read: the coordinator's */
	memcpy(cd, s + nr + nc, sizeof cd);
	if (same_cells(d, p, cd, e) != 0) {
		free(b);
		return -1;
	}
	for (size_t g = 0; g < nr; g++)
		row[owned_id(g, p, P)] = s[g];
	for (size_t g = 0; g < nc; g++)
		col[owned_id(g, p, P)] = s[nr + g];
	free(b);
	return 0;
}

/* C's PPMI split: its rows of this rank into d->A, its columns of this
 * rank as rows of Aᵀ into d->AT (each in increasing row order of A) */
static int
split(dist *d, const ak_csr *C, ak_err *e)
{
	size_t P = d->in->ranks, na = 0, nt = 0, g = 0;
	size_t *next = NULL;

	for (size_t i = 0; i < C->m; i++)
		for (size_t p = C->ptr[i]; p < C->ptr[i + 1]; p++) {
			na += ak_counts_owns(&d->own, i);
			nt += ak_counts_owns(&d->own, C->col[p]);
		}
	d->A = (ak_csr){ .m = d->nr, .n = C->n, .nnz = na };
	d->AT = (ak_csr){ .m = d->nc, .n = C->m, .nnz = nt };
	if ((d->A.ptr = ak_alloc_n(d->nr + 1, sizeof(size_t), e)) == NULL ||
	    (d->A.col = ak_alloc_n(na ? na : 1, 4, e)) == NULL ||
	    (d->A.fval = ak_alloc_n(na ? na : 1, 4, e)) == NULL ||
	    (d->AT.ptr = ak_alloc_n(d->nc + 1, sizeof(size_t), e)) == NULL ||
	    (d->AT.col = ak_alloc_n(nt ? nt : 1, 4, e)) == NULL ||
	    (d->AT.fval = ak_alloc_n(nt ? nt : 1, 4, e)) == NULL ||
	    (next = ak_alloc_n(d->nc + 1, sizeof(size_t), e)) == NULL)
		return -1;
	for (size_t i = 0, q = 0; i < C->m; i++) {
		size_t p0 = C->ptr[i], len = C->ptr[i + 1] - p0;

		if (!ak_counts_owns(&d->own, i))
			continue;
		memcpy(d->A.col + q, C->col + p0, len * 4);
		memcpy(d->A.fval + q, C->fval + p0, len * 4);
		q += len;
		d->A.ptr[++g] = q;
	}
	/* column j's place among the rank's: its chunk's turn, its offset */
#define OWNIDX(j) ((j) / AK_DIST_CHUNK / P * AK_DIST_CHUNK + (j) % AK_DIST_CHUNK)
	for (size_t p = 0; p < C->nnz; p++)
		if (ak_counts_owns(&d->own, C->col[p]))
			d->AT.ptr[OWNIDX(C->col[p]) + 1]++;
	for (size_t k = 0; k < d->nc; k++) {
		d->AT.ptr[k + 1] += d->AT.ptr[k];
		next[k] = d->AT.ptr[k];
	}
	for (size_t i = 0; i < C->m; i++)
		for (size_t p = C->ptr[i]; p < C->ptr[i + 1]; p++) {
			size_t j = C->col[p], q;

			if (!ak_counts_owns(&d->own, j))
				continue;
			q = next[OWNIDX(j)]++;
			d->AT.col[q] = (uint32_t)i;
			d->AT.fval[q] = C->fval[p];
		}
#undef OWNIDX
	free(next);
	return 0;
}

/* rounds 1 and 2: the counts of this rank's rows and columns read, their
 * sums exchanged, their PPMI split into d->A and d->AT; the coordinator's
 * empty rows in zero (V bytes) */
static int
ppmi(dist *d, unsigned char *zero, ak_err *e)
{
	const ak_emb_dist_in *in = d->in;
	size_t V = in->V, T = in->T, ncells, coord = in->rank == 0;
	double *s = NULL, *mar = NULL, *col = NULL;
	unsigned char *b = NULL, *flags = NULL;
	ak_csr C;
	int rc = -1;

	uint64_t dig;
	if (ak_counts_csr_files(&C, in->paths, in->n, in->L, in->rows,
	    in->ctxs, V, T, in->vocabname, in->ctxname, in->want, in->memory,
	    in->held, &d->own, &ncells, &dig, e) != 0)
		return -1;
	if (ncells == 0) {
		ak_csr_free(&C);
		return ak_errf(e, "%s: no counts (" AK_COUNTS_NONE_WHY ")",
		    in->paths[0]);
	}
	ak_progress_step(in->o->progress, "PPMI", "cells", 0, C.nnz);
	/* mar: the row sums (V), n_c^α (T), their total */
	if ((s = ak_alloc_n(d->nr + d->nc + 2, sizeof(double), e)) == NULL ||
	    (col = ak_alloc_n(T + 1, sizeof(double), e)) == NULL ||
	    (mar = ak_alloc_n(V + T + 1, sizeof(double), e)) == NULL ||
	    (flags = ak_alloc_n(d->nr + 1, 1, e)) == NULL)
		goto out;
	d->round = 1;
	own_sums(d, &C, s, col);
	/* then the cells read and their digest, 8 bytes each */
	uint64_t cd[2] = { ncells, dig };
	memcpy(s + d->nr + d->nc, cd, sizeof cd);
	d->cells = ncells;
	d->digest = dig;
	if (!coord && put(d, 0, AK_SKETCH_SUMS, d->nr + d->nc + 2, 1, 8, s,
	    e) != 0)
		goto out;
	if (coord) {
		size_t g = 0;
		for (size_t i = 0; i < V; i++)
			if (ak_counts_owns(&d->own, i))
				mar[i] = s[g++];
		for (size_t j = 0; j < T; j++)
			if (ak_counts_owns(&d->own, j))
				mar[V + j] = s[g++];
		for (size_t p = 1; p < in->ranks; p++)
			if (gather_sums(d, p, mar, mar + V, e) != 0)
				goto out;
		drop_round(d);
		mar[V + T] = ak_csr_colpow(mar + V, T, in->cds);
	}
	d->round = 2;
	if (coord && put(d, 1, AK_SKETCH_MARGINS, V + T + 1, 1, 8, mar,
	    e) != 0)
		goto out;
	if (!coord) {
		ak_sketch_hdr h, want = { AK_SKETCH_MARGINS, 2, 0, 8,
		    V + T + 1, 1 };
		if (wait_coord(d, e) != 0 || ak_sketch_read(&h, &b, d->path,
		    &want, (V + T + 1) * 8, e) != 0)
			goto out;
		memcpy(mar, b + AK_SKETCH_HDR, (V + T + 1) * 8);
	}
	if (ak_csr_ppmi_rows(&C, mar, mar + V, mar[V + T], in->neg,
	    in->o->threads, e) != 0 || split(d, &C, e) != 0)
		goto out;
	ak_progress_end(in->o->progress, "PPMI", "cells", C.nnz, C.nnz);
	for (size_t g = 0; g < d->nr; g++)
		flags[g] = d->A.ptr[g] == d->A.ptr[g + 1];
	if (!coord)
		rc = put(d, 0, AK_SKETCH_EMPTY, d->nr, 1, 1, flags, e);
	else {
		place_own(d, V, 1, flags, zero);
		rc = 0;
		for (size_t p = 1; p < in->ranks && rc == 0; p++)
			rc = gather(d, p, AK_SKETCH_EMPTY, V, 1, 1, zero, e);
		drop_round(d);
	}
out:
	ak_csr_free(&C);
	free(b);
	free(flags);
	free(mar);
	free(col);
	free(s);
	return rc;
}

/* the coordinator's end: the ranks told (END, or dir/abort on an error) */
static void
finish(dist *d, int failed)
{
	ak_err e2;

	if (failed) {
		char p[4096];
		snprintf(p, sizeof p, "%s/abort", d->in->dir);
		FILE *f = fopen(p, "w");
		if (f != NULL)
			fclose(f);
		return;
	}
	d->round++;
	(void)put(d, 1, AK_SKETCH_END, 0, 0, 1, "", &e2);
}

int
ak_emb_dist(double *E, const ak_emb_dist_in *in, size_t *nzero,
    long *first_zero, ak_err *e)
{
	size_t V = in->V, T = in->T, dd = in->d, coord = in->rank == 0;
	size_t l = dd + in->o->oversample, mn = V < T ? V : T;
	dist d = { .in = in, .own = { in->rank, in->ranks, AK_DIST_CHUNK } };
	unsigned char *zero = NULL;
	double *S = NULL;
	int rc = -1;

	*nzero = 0;
	*first_zero = -1;
	if (l > mn)	/* the sketch's columns, as rsvd.c clamps them */
		l = mn;
	size_t ld = (l + 15) / 16 * 16;
	d.nr = owned(V, in->rank, in->ranks);
	d.nc = owned(T, in->rank, in->ranks);
	size_t rows = d.nr > d.nc ? d.nr : d.nc;
	if ((zero = ak_alloc_n(V ? V : 1, 1, e)) == NULL ||
	    (S = ak_alloc_n(dd ? dd : 1, sizeof(double), e)) == NULL ||
	    (d.out = ak_alloc_n(rows ? rows : 1, (ld > l ? ld : l) *
	    sizeof(double), e)) == NULL || ppmi(&d, zero, e) != 0)
		goto out;
	if (!coord) {
		rc = rank_rounds(&d, l, ld, e);
		goto out;
	}
	/* the coordinator's peak: the sketches in double (twice: LAPACKE's
	 * row-major QR copies its input) and in float, its cells, what the
	 * caller holds */
	size_t need = (V + T) * (2 * l * sizeof(double) + ld * sizeof(float)) +
	    (d.A.nnz + d.AT.nnz) * 2 * sizeof(float) + in->held;
	if (need > in->memory) {
		ak_errf(e, "%s: the SVD's sketches of %zu + %zu rows and rank "
		    "0's cells need about %zu MB: more than --memory (%zu MB)",
		    in->paths[0], V, T, (need + (1 << 20) - 1) >> 20,
		    in->memory >> 20);
		goto out;
	}
	ak_rsvd_op op = { V, T, dist_mmf, dist_mmtf, dist_mmt, &d,
	    in->o->progress, in->o->threads };
	size_t iters = in->o->iters == (size_t)-1 ? ak_rsvd_iters(dd, V, T) :
	    in->o->iters;
	if (ak_rsvd_op_run(E, S, &op, dd, in->o->oversample, iters,
	    in->o->seed, e) != 0)
		goto out;
	/* the rank rule of the dense path, and empty rows, as ak_emb_sparse */
	ak_emb_sv_weights(S, dd, in->eig, (double)(V > T ? V : T), 0);
	for (size_t i = 0; i < V; i++) {
		if (zero[i] && (*nzero)++ == 0)
			*first_zero = (long)i;
		for (size_t j = 0; j < dd; j++)
			E[i * dd + j] = zero[i] ? 0 : E[i * dd + j] * S[j];
	}
	rc = 0;
out:
	if (coord)
		finish(&d, rc != 0);
	ak_csr_free(&d.A);
	ak_csr_free(&d.AT);
	free(d.out);
	free(S);
	free(zero);
	return rc;
}

int
ak_emb_dist_cells(const ak_emb_dist_in *in, uint64_t cells, uint64_t digest,
    ak_err *e)
{
	dist d = { .in = in, .round = 1, .cells = cells, .digest = digest };
	uint64_t cd[2] = { cells, digest };
	int rc = 0;

	/* round 1's file of a rank that owns no row: no sums, then the
	 * cells and their digest */
	if (in->rank > 0)
		return put(&d, 0, AK_SKETCH_SUMS, 2, 1, 8, cd, e);
	for (size_t p = 1; p < in->ranks && rc == 0; p++) {
		ak_sketch_hdr h, want = { AK_SKETCH_SUMS, 1, (uint32_t)p, 8, 2,
		    1 };
		unsigned char *b;

		if (wait_rank(&d, p, e) != 0 || ak_sketch_read(&h, &b, d.path,
		    &want, 16, e) != 0)
			rc = -1;
		else {
			memcpy(cd, b + AK_SKETCH_HDR, sizeof cd);
			free(b);
			rc = same_cells(&d, p, cd, e);
		}
	}
	drop_round(&d);
	return rc;
}
