/*
 * spemb-blocks.c — embeddings from the block files of R reducers
 * (counts.h, ak_counts_block_write), one block of rows
 * in memory at a time: ak_emb_sparse's steps, the same bits.
 *
 * A block's rows are a range of the row words in byte order, so the rows
 * of the matrix (in vocabulary order) interleave between the blocks.
 * What sums over the rows in order — the column sums of the PPMI and the
 * products Aᵀ Y — reads the R blocks at once, merged by row (kmerge.h),
 * each a stream of its rows in a temporary file; what is a row's own —
 * its PPMI, A X — a block at a time.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "counts.h"
#include "emb.h"
#include "io.h"
#include "kmerge.h"
#include "mem.h"
#include "runfile.h"
#include "par.h"
#include "rsvd.h"
#include "spemb.h"

/* a block's rows in a temporary file: for each row with entries, its id
 * and length, its columns, its values (vb bytes each: doubles, the counts;
 * floats, the PPMI); read back a row at a time */
typedef struct rows {
	FILE *fp;
	size_t nrows, nnz, vb;
	uint32_t id, len;	/* the row read */
	uint32_t *col;
	unsigned char *val;
	size_t cap, left;
} rows;

static int
tmp_error(ak_err *e)
{
	return ak_errf(e, "the count matrix's blocks in a temporary file in "
	    "%s: %s", ak_tmpdir(), strerror(errno ? errno : EIO));
}

/* row i of C (len > 0) appended; vals: C's values as doubles or floats */
static int
rows_put(rows *s, uint32_t id, const ak_csr *C, size_t i, ak_err *e)
{
	size_t p0 = C->ptr[i], len = C->ptr[i + 1] - p0;
	uint32_t h[2] = { id, (uint32_t)len };

	errno = 0;
	if (fwrite(h, sizeof h, 1, s->fp) != 1 ||
	    fwrite(C->col + p0, sizeof(uint32_t), len, s->fp) != len)
		return tmp_error(e);
	for (size_t p = p0; p < p0 + len; p++) {
		double x = C->val ? C->val[p] : C->units ?
		    (double)C->units[p] / (double)C->L : C->fval[p];
		float f = C->fval ? C->fval[p] : 0;
		if (fwrite(s->vb == 8 ? (void *)&x : (void *)&f, s->vb, 1,
		    s->fp) != 1)
			return tmp_error(e);
	}
	s->nrows++;
	s->nnz += len;
	return 0;
}

/* the next row: 1, 0 at the end, -1 */
static int
rows_next(rows *s, ak_err *e)
{
	uint32_t h[2];

	if (s->left == 0)
		return 0;
	errno = 0;
	if (fread(h, sizeof h, 1, s->fp) != 1 || h[1] == 0)
		return tmp_error(e);
	if (h[1] > s->cap) {
		free(s->col);
		free(s->val);
		s->cap = h[1];
		if ((s->col = ak_alloc_n(s->cap, sizeof(uint32_t), e)) ==
		    NULL || (s->val = ak_alloc_n(s->cap, s->vb, e)) == NULL)
			return -1;
	}
	if (fread(s->col, sizeof(uint32_t), h[1], s->fp) != h[1] ||
	    fread(s->val, s->vb, h[1], s->fp) != h[1])
		return tmp_error(e);
	s->id = h[0];
	s->len = h[1];
	s->left--;
	return 1;
}

static int
rows_rewind(rows *s, ak_err *e)
{
	errno = 0;
	if (fflush(s->fp) != 0 || fseek(s->fp, 0, SEEK_SET) != 0)
		return tmp_error(e);
	s->left = s->nrows;
	return 0;
}

static void
rows_free(rows *s, size_t n)
{
	for (size_t k = 0; s != NULL && k < n; k++) {
		if (s[k].fp != NULL)
			fclose(s[k].fp);
		free(s[k].col);
		free(s[k].val);
		memset(&s[k], 0, sizeof(rows));
	}
}

/* the R streams merged by row id: fn(arg, stream) for each row, in
 * increasing id; 0 or -1 */
static int
rows_merge(rows *s, size_t R, ak_knode *h, void (*fn)(void *, const rows *),
    void *arg, ak_err *e)
{
	size_t nh = 0;
	int rc;

	for (size_t k = 0; k < R; k++) {
		if (rows_rewind(&s[k], e) != 0 ||
		    (rc = rows_next(&s[k], e)) < 0)
			return -1;
		if (rc == 1)
			h[nh++] = (ak_knode){ s[k].id, k };
	}
	ak_kheap_build(h, nh, ak_kless_key, NULL);
	while (nh > 0) {
		rows *t = &s[h[0].src];
		fn(arg, t);
		if ((rc = rows_next(t, e)) < 0)
			return -1;
		if (rc == 1)
			h[0].key = t->id;
		ak_kheap_next(h, &nh, rc == 1, ak_kless_key, NULL);
	}
	return 0;
}

/* the entries of a batch of Aᵀ Y (more when a row is longer), and the
 * bytes of one (its column, value, and at most a row's id and end) */
#define BATCH ((size_t)1 << 18)
#define BATCH_CELL (2 * sizeof(uint32_t) + sizeof(float) + sizeof(size_t))

/* the products (rsvd.h, ak_rsvd_op) */
typedef struct bop {
	rows *s;		/* the R blocks' PPMI */
	size_t R, V, T;
	ak_knode *h;
	ak_csr A;		/* a block read back, its rows' ids */
	uint32_t *ids;
	void *Yb;		/* its rows of A X (floats, or doubles) */
	int threads;
	int sym;		/* the PPMI is its own transpose: Aᵀ Y = A Y */
	/* Aᵀ Y by the rows merged (not sym): a batch of merged rows (ids,
	 * ends of their entries, columns, values; room for bcap entries),
	 * whose products the nt threads add to Z, thread t to the rows of Z
	 * jb[t] .. jb[t+1]−1 (contexts of about equal entries) */
	uint32_t *bid, *bcol;
	float *bval;
	size_t *bend;
	size_t bn, bnnz, bcap, nt;
	size_t jb[AK_PAR_MAX + 1];
	const float *yf;
	float *zf;
	const double *yd;
	double *zd;
	size_t ld;
} bop;

/* block k into o->A (its arrays have room for the largest block) */
static int
block_load(bop *o, size_t k, ak_err *e)
{
	rows *s = &o->s[k];
	size_t i = 0, p = 0;
	int rc;

	if (rows_rewind(s, e) != 0)
		return -1;
	o->A.ptr[0] = 0;
	while ((rc = rows_next(s, e)) == 1) {
		o->ids[i] = s->id;
		memcpy(o->A.col + p, s->col, s->len * sizeof(uint32_t));
		memcpy(o->A.fval + p, s->val, s->len * sizeof(float));
		p += s->len;
		o->A.ptr[++i] = p;
	}
	o->A.m = i;
	o->A.n = o->T;
	o->A.nnz = p;
	return rc;
}

/* Y (m×ld) = A X a block at a time, on the threads (ak_csr_mmf in float,
 * ak_csr_mm in double: dbl), each block's rows put at their ids, the rows
 * of no block zero: ak_csr_mmf's and ak_csr_mm's bits on the whole A */
static int
blocks_rows(bop *o, void *Y, size_t m, const void *X, size_t ld, int dbl,
    ak_err *e)
{
	size_t w = ld * (dbl ? sizeof(double) : sizeof(float));

	memset(Y, 0, m * w);
	for (size_t k = 0; k < o->R; k++) {
		if (block_load(o, k, e) != 0)
			return -1;
		if (dbl)
			ak_csr_mm(o->Yb, &o->A, X, ld, o->threads);
		else
			ak_csr_mmf(o->Yb, &o->A, o->A.fval, X, ld, o->threads);
		for (size_t i = 0; i < o->A.m; i++)
			memcpy((char *)Y + (size_t)o->ids[i] * w,
			    (char *)o->Yb + i * w, w);
	}
	return 0;
}

/* Y = A X (V rows) */
static int
blocks_mmf(void *arg, float *Y, const float *X, size_t ld, ak_err *e)
{
	bop *o = arg;

	return blocks_rows(o, Y, o->V, X, ld, 0, e);
}

/*
 * The batch's products added to Z by part t of nt: Z[j][c] += a Y[i][c]
 * for its rows j, a product then a sum (in float, or in double from a's
 * float), the batch's rows in increasing order: with the batches in
 * order, the bits of ak_csr_mmf (and ak_csr_mm) on Aᵀ, whose row j holds
 * A's column j in increasing row order, on any number of threads (each
 * row of Z is one thread's)
 */
static void
batch_part(void *arg, size_t t, size_t nt)
{
	bop *o = arg;
	size_t lo = o->jb[t], hi = o->jb[t + 1], ld = o->ld, p = 0;

	(void)nt;
	for (size_t r = 0; r < o->bn; r++) {
		size_t i = o->bid[r];

		for (; p < o->bend[r]; p++) {
			size_t j = o->bcol[p];

			if (j < lo || j >= hi)
				continue;
			if (o->zf != NULL) {
				float *z = o->zf + j * ld, a = o->bval[p];
				const float *y = o->yf + i * ld;
				for (size_t c = 0; c < ld; c++)
					z[c] += a * y[c];
			} else {
				double *z = o->zd + j * ld, a = o->bval[p];
				const double *y = o->yd + i * ld;
				for (size_t c = 0; c < ld; c++)
					z[c] += a * y[c];
			}
		}
	}
}

static void
batch_flush(bop *o)
{
	if (o->bn > 0)
		ak_par_run(o->nt, batch_part, o);
	o->bn = o->bnnz = 0;
}

/* a merged row into the batch (bcap: the longest row at least) */
static void
batch_row(void *arg, const rows *s)
{
	bop *o = arg;

	if (o->bnnz + s->len > o->bcap)
		batch_flush(o);
	memcpy(o->bcol + o->bnnz, s->col, s->len * sizeof(uint32_t));
	memcpy(o->bval + o->bnnz, s->val, s->len * sizeof(float));
	o->bnnz += s->len;
	o->bid[o->bn] = s->id;
	o->bend[o->bn++] = o->bnnz;
}

/* Z = Aᵀ Y (T×ld): A Y a block at a time when A is symmetric, else the
 * R blocks' rows merged in increasing order, a batch at a time */
static int
blocks_t(bop *o, float *zf, double *zd, const void *Y, size_t ld,
    ak_err *e)
{
	int rc;

	if (o->sym)
		return blocks_rows(o, zf ? (void *)zf : (void *)zd, o->T, Y,
		    ld, zf == NULL, e);
	memset(zf ? (void *)zf : (void *)zd, 0, o->T * ld * (zf ?
	    sizeof(float) : sizeof(double)));
	o->zf = zf;
	o->zd = zd;
	o->yf = zf ? Y : NULL;
	o->yd = zf ? NULL : Y;
	o->ld = ld;
	o->bn = o->bnnz = 0;
	rc = rows_merge(o->s, o->R, o->h, batch_row, o, e);
	if (rc == 0)
		batch_flush(o);
	return rc;
}

static int
blocks_mmtf(void *arg, float *Z, const float *Y, size_t ld, ak_err *e)
{
	return blocks_t(arg, Z, NULL, Y, ld, e);
}

static int
blocks_mmt(void *arg, double *Z, const double *Y, size_t l, ak_err *e)
{
	return blocks_t(arg, NULL, Z, Y, l, e);
}

/* block k's counts (the file at path) in C: V rows, those of the block
 * filled */
static int
block_counts(ak_csr *C, const char *path, const ak_emb_blocks_in *in,
    size_t held, ak_err *e)
{
	char *p[1] = { (char *)path };
	size_t ncells;

	return ak_counts_csr_files(C, p, 1, in->L, in->rows, in->ctxs, in->V,
	    in->T, in->vocabname, in->ctxname, in->want, in->memory, held,
	    NULL, &ncells, NULL, e);
}

/* the rows of C with entries into the stream s (a new temporary file;
 * what s held before, the file and the row buffers rows_next grew, freed) */
static int
block_rows(rows *s, const ak_csr *C, size_t vb, ak_err *e)
{
	rows_free(s, 1);
	s->vb = vb;
	if ((s->fp = ak_tmpfile("the count matrix's blocks", e)) == NULL)
		return -1;
	for (size_t i = 0; i < C->m; i++)
		if (C->ptr[i + 1] > C->ptr[i] && rows_put(s, (uint32_t)i, C, i,
		    e) != 0)
			return -1;
	return 0;
}

/* the rows of block k (C) are its own: none in an earlier block (seen[i]
 * is 0 once a block has row i); a block line edited (block 1's cells
 * named block 2) would count the rows of one block twice and lose
 * another's without a word (its source lines would not tile the count
 * files either: ak_counts_blocks) */
static int
block_own(const ak_csr *C, const ak_emb_blocks_in *in, size_t k,
    unsigned char *seen, ak_err *e)
{
	const ak_counts_blockhdr *b = &in->hdr[k];

	for (size_t i = 0; i < C->m; i++) {
		if (C->ptr[i + 1] == C->ptr[i])
			continue;
		if (!seen[i])
			return ak_errf(e, "%s: block %zu/%zu holds row %zu of "
			    "%s, which an earlier block holds too: not "
			    "blocks of one merge (a block line edited?)",
			    in->paths[k], b->I, b->R, i + 1, in->vocabname);
		seen[i] = 0;
	}
	return 0;
}

/* a row's counts added to the column sums, in storage order as csr.c
 * adds them */
static void
row_colsums(void *arg, const rows *s)
{
	double *col = arg;
	const double *v = (const double *)(const void *)s->val;

	for (uint32_t p = 0; p < s->len; p++)
		col[s->col[p]] += v[p];
}

/*
 * What the products need to know of a block's PPMI (C, V rows, those of
 * the block filled): its rows with entries (zero[i] = 0), its longest
 * row, the entries of each column (cnt), and two sums over its cells,
 * h[0] of ak_run_mix((i, j), bits) and h[1] of ak_run_mix((j, i), bits):
 * over all the blocks they are equal when the PPMI equals its transpose
 * bit for bit, and differ, but by a chance of 2⁻⁶⁴, when it does not
 */
static void
ppmi_shape(const ak_csr *C, unsigned char *zero, size_t *cnt, uint64_t *h,
    size_t *longest)
{
	for (size_t i = 0; i < C->m; i++) {
		size_t len = C->ptr[i + 1] - C->ptr[i];

		if (len > 0)
			zero[i] = 0;
		*longest = len > *longest ? len : *longest;
		for (size_t p = C->ptr[i]; p < C->ptr[i + 1]; p++) {
			uint64_t j = C->col[p], v;
			uint32_t bits;

			memcpy(&bits, &C->fval[p], sizeof bits);
			v = bits;
			cnt[j]++;
			h[0] += ak_run_mix((uint64_t)i << 32 | j, v);
			h[1] += ak_run_mix(j << 32 | i, v);
		}
	}
}

/* the threads' rows of Z (o->jb): contexts of about equal entries */
static void
split_cols(bop *o, const size_t *cnt)
{
	size_t total = 0, acc = 0, j = 0;

	o->nt = o->threads < 1 ? 1 : o->threads > AK_PAR_MAX ? AK_PAR_MAX :
	    (size_t)o->threads;
	for (size_t c = 0; c < o->T; c++)
		total += cnt[c];
	o->jb[0] = 0;
	for (size_t t = 1; t < o->nt; t++) {
		while (j < o->T && acc < total / o->nt * t)
			acc += cnt[j++];
		o->jb[t] = j;
	}
	o->jb[o->nt] = o->T;
}

/* the blocks' PPMI into o->s: the counts of every block as streams, the
 * column sums over them merged by row (ak_csr_ppmi's order), then each
 * block's PPMI with them (its empty rows marked: zero[i] = 0 where row i
 * has an entry; ppmi_shape's findings in o) */
static int
blocks_ppmi(bop *o, const ak_emb_blocks_in *in, unsigned char *zero,
    size_t *most, size_t *mrows, ak_err *e)
{
	double *col, total;
	size_t *cnt = NULL;
	uint64_t h[2] = { 0, 0 };
	ak_csr C;
	int rc = -1;
	size_t held = in->held + in->T * (sizeof(double) + sizeof(size_t)) +
	    in->V;

	if ((col = ak_alloc_n(in->T ? in->T : 1, sizeof(double), e)) == NULL ||
	    (cnt = ak_alloc_n(in->T ? in->T : 1, sizeof(size_t), e)) == NULL)
		goto out;
	memset(cnt, 0, in->T * sizeof(size_t));
	for (size_t k = 0; k < o->R; k++) {
		if (block_counts(&C, in->paths[k], in, held, e) != 0)
			goto out;
		rc = block_rows(&o->s[k], &C, sizeof(double), e);
		if (rc == 0)
			rc = block_own(&C, in, k, zero, e);
		ak_csr_free(&C);
		if (rc != 0)
			goto out;
		rc = -1;
	}
	if (rows_merge(o->s, o->R, o->h, row_colsums, col, e) != 0)
		goto out;
	total = ak_csr_colpow(col, in->T, in->cds);
	memset(zero, 1, in->V);	/* block_own's marks gone */
	*most = *mrows = o->bcap = 0;
	for (size_t k = 0; k < o->R; k++) {
		if (block_counts(&C, in->paths[k], in, held, e) != 0)
			goto out;
		if (ak_csr_ppmi_cols(&C, col, total, in->neg, o->threads,
		    e) != 0 ||
		    block_rows(&o->s[k], &C, sizeof(float), e) != 0) {
			ak_csr_free(&C);
			goto out;
		}
		ppmi_shape(&C, zero, cnt, h, &o->bcap);
		ak_csr_free(&C);
		*most = o->s[k].nnz > *most ? o->s[k].nnz : *most;
		*mrows = o->s[k].nrows > *mrows ? o->s[k].nrows : *mrows;
	}
	o->sym = in->V == in->T && h[0] == h[1];
	split_cols(o, cnt);
	rc = 0;
out:
	free(cnt);
	free(col);
	return rc;
}

/* the products' arrays: a block (mr rows, most cells), its rows of A X
 * (yw bytes a row), the batch of Aᵀ Y when A is not symmetric */
static int
bop_alloc(bop *o, size_t mr, size_t most, size_t yw, ak_err *e)
{
	size_t nb = o->sym ? 1 : o->bcap;

	if ((o->A.ptr = ak_alloc_n(mr + 1, sizeof(size_t), e)) == NULL ||
	    (o->ids = ak_alloc_n(mr ? mr : 1, sizeof(uint32_t), e)) == NULL ||
	    (o->Yb = ak_alloc_n(mr ? mr : 1, yw, e)) == NULL ||
	    (o->A.col = ak_alloc_n(most ? most : 1, sizeof(uint32_t),
	    e)) == NULL || (o->A.fval = ak_alloc_n(most ? most : 1,
	    sizeof(float), e)) == NULL ||
	    (o->bid = ak_alloc_n(nb, sizeof(uint32_t), e)) == NULL ||
	    (o->bend = ak_alloc_n(nb, sizeof(size_t), e)) == NULL ||
	    (o->bcol = ak_alloc_n(nb, sizeof(uint32_t), e)) == NULL ||
	    (o->bval = ak_alloc_n(nb, sizeof(float), e)) == NULL)
		return -1;
	return 0;
}

int
ak_emb_blocks(double *E, const ak_emb_blocks_in *in, size_t *nzero,
    long *first_zero, ak_err *e)
{
	size_t R = in->n, V = in->V, T = in->T, d = in->d, most = 0, mr = 0;
	size_t l = d + in->o->oversample, ld = (l + 15) / 16 * 16;
	unsigned char *zero = NULL;
	double *S = NULL;
	bop o = { .R = R, .V = V, .T = T, .threads = in->o->threads };
	int rc = -1;

	if ((zero = ak_alloc_n(V ? V : 1, 1, e)) == NULL ||
	    (o.s = ak_alloc_n(R, sizeof(rows), e)) == NULL ||
	    (o.h = ak_alloc_n(R, sizeof(ak_knode), e)) == NULL ||
	    (S = ak_alloc_n(d, sizeof(double), e)) == NULL)
		goto out;
	memset(zero, 1, V);
	if (blocks_ppmi(&o, in, zero, &most, &mr, e) != 0)
		goto out;
	/* the SVD's peak: the sketches in double (twice: LAPACKE's
	 * row-major QR copies its input) and in float, a block of the PPMI
	 * and its rows of A X, the batch of Aᵀ Y, what the caller holds (E,
	 * the tables) */
	size_t yw = ld * sizeof(float) > l * sizeof(double) ? ld *
	    sizeof(float) : l * sizeof(double);
	if (o.bcap < BATCH)
		o.bcap = BATCH;
	size_t need = (V + T) * (2 * l * sizeof(double) + ld * sizeof(float)) +
	    most * (sizeof(uint32_t) + sizeof(float)) + mr * (yw +
	    sizeof(size_t) + 4) + (o.sym ? 0 : o.bcap * BATCH_CELL) + V +
	    in->held;
	if (need > in->memory) {
		char mb[AK_FMT_SIZE_MAX];
		ak_errf(e, "%s: the SVD of the blocks needs about %zu MB (the "
		    "sketches of %zu + %zu rows, the largest block's %zu "
		    "cells): more than --memory %s", in->paths[0], (need +
		    (1 << 20) - 1) >> 20, V, T, most, ak_fmt_size(mb,
		    in->memory));
		goto out;
	}
	if (bop_alloc(&o, mr, most, yw, e) != 0)
		goto out;
	ak_rsvd_op op = { V, T, blocks_mmf, blocks_mmtf, blocks_mmt, &o,
	    in->o->progress, in->o->threads };
	size_t iters = in->o->iters == (size_t)-1 ? ak_rsvd_iters(d, V, T) :
	    in->o->iters;
	if (ak_rsvd_op_run(E, S, &op, d, in->o->oversample, iters,
	    in->o->seed, e) != 0)
		goto out;
	/* the rank rule of the dense path, and empty rows, as ak_emb_sparse */
	ak_emb_sv_weights(S, d, in->eig, (double)(V > T ? V : T), 0);
	*nzero = 0;
	*first_zero = -1;
	for (size_t i = 0; i < V; i++) {
		if (zero[i] && (*nzero)++ == 0)
			*first_zero = (long)i;
		for (size_t j = 0; j < d; j++)
			E[i * d + j] = zero[i] ? 0 : E[i * d + j] * S[j];
	}
	rc = 0;
out:
	rows_free(o.s, R);
	free(o.s);
	free(o.h);
	free(o.A.ptr);
	free(o.A.col);
	free(o.A.fval);
	free(o.ids);
	free(o.Yb);
	free(o.bid);
	free(o.bcol);
	free(o.bval);
	free(o.bend);
	free(S);
	free(zero);
	return rc;
}
