/*
 * csr-ppmi.c — the sparse PPMI of a count matrix (csr.h: ak_csr_ppmi,
 * its steps for blocks of rows) and the check that a matrix is its own
 * transpose (ak_csr_symmetric), each on the threads of lib/base/par.
 */
#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "csr-int.h"
#include "csr.h"
#include "par.h"

/* entries p and q of A hold the same bits (4 or 8 bytes) */
static inline int
same_bits(const ak_csr *A, size_t p, size_t q)
{
	if (A->val != NULL) {
		uint64_t a, b;
		memcpy(&a, &A->val[p], 8);
		memcpy(&b, &A->val[q], 8);
		return a == b;
	}
	const uint32_t *v = A->units ? A->units : (const uint32_t *)(const
	    void *)A->fval;
	return v[p] == v[q];
}

/* ak_csr_symmetric's parts: rows b[t] .. in increasing columns (sorted);
 * then chunks of the columns, claimed in turn (the columns of rare words
 * cost more a cell: their rows are far apart), each checked by the walk
 * of the rows meeting (i, j) in increasing i: row j's entries, in order */
typedef struct sym_job {
	const ak_csr *A;
	size_t *cur, b[AK_PAR_MAX + 1], cb[MM_CHUNKS * AK_PAR_MAX + 1], nc;
	atomic_size_t next;
	atomic_int bad;
	int phase;
} sym_job;

/* the walk for the columns lo .. hi−1 */
static void
sym_cols(sym_job *s, size_t lo, size_t hi)
{
	const ak_csr *A = s->A;

	for (size_t i = 0; i < A->m && !atomic_load(&s->bad); i++) {
		size_t p = A->ptr[i], end = A->ptr[i + 1];

		/* the row's first column >= lo (rows sorted) */
		for (size_t n = end - p; n > 0;) {
			size_t h = n / 2;
			if (A->col[p + h] < lo) {
				p += h + 1;
				n -= h + 1;
			} else
				n = h;
		}
		for (; p < end && A->col[p] < hi; p++) {
			size_t j = A->col[p], q = s->cur[j]++;

			if (q >= A->ptr[j + 1] || A->col[q] != i ||
			    !same_bits(A, p, q)) {
				atomic_store(&s->bad, 1);
				break;
			}
		}
	}
}

static void
sym_part(void *arg, size_t t, size_t nt)
{
	sym_job *s = arg;
	const ak_csr *A = s->A;
	size_t k;

	(void)nt;
	if (s->phase == 0) {
		for (size_t i = s->b[t]; i < s->b[t + 1] &&
		    !atomic_load(&s->bad); i++)
			for (size_t p = A->ptr[i] + 1; p < A->ptr[i + 1]; p++)
				if (A->col[p - 1] >= A->col[p])
					atomic_store(&s->bad, 1);
		return;
	}
	while ((k = atomic_fetch_add(&s->next, 1)) < s->nc)
		sym_cols(s, s->cb[k], s->cb[k + 1]);
}

int
ak_csr_symmetric(const ak_csr *A, int threads, ak_err *e)
{
	sym_job s = { .A = A };
	size_t nt = nthreads(threads, A->m);

	if (A->m != A->n)
		return 0;
	if ((s.cur = ak_alloc_n(A->m + 1, sizeof(size_t), e)) == NULL)
		return -1;
	memcpy(s.cur, A->ptr, A->m * sizeof(size_t));
	atomic_init(&s.bad, 0);
	atomic_init(&s.next, 0);
	/* the rows in order, split by their entries; then the columns in
	 * chunks as the rows would be (a symmetric matrix's columns are its
	 * rows), 8 a thread, on one thread too: a chunk's walk meets the
	 * rows of its columns only, which stay in the cache (one chunk of
	 * all the columns: 1.7 s for the 20M-token corpus, 8 chunks: 0.8);
	 * each chunk reads every row's bounds, so not many more */
	split_rows(s.b, A, nt);
	s.nc = MM_CHUNKS * nt;
	split_rows(s.cb, A, s.nc);
	ak_par_run(nt, sym_part, &s);
	s.phase = 1;
	if (!atomic_load(&s.bad))
		ak_par_run(nt, sym_part, &s);
	free(s.cur);
	return !atomic_load(&s.bad);
}

/* the column sums on the threads (colsums) */
typedef struct colsum_job {
	const ak_csr *A;
	double *col;
	size_t b[AK_PAR_MAX + 1];	/* phase 0: part t's rows */
	size_t cb[AK_PAR_MAX + 1];	/* phase 1: its columns */
	atomic_int unsorted;
	int phase;
} colsum_job;

/*
 * Phase 0: part t's rows checked in increasing column order.  Phase 1:
 * part t adds the cells of its columns cb[t] .. cb[t+1]−1, a row after
 * the other as one thread's loop does, so that each column's sum takes
 * the same terms in the same order (the same bits at any number of
 * threads); a row's first cell of them found by binary search.
 */
static void
colsum_part(void *arg, size_t t, size_t nt)
{
	colsum_job *j = arg;
	const ak_csr *A = j->A;
	size_t c0 = j->cb[t], c1 = j->cb[t + 1];

	(void)nt;
	if (j->phase == 0) {
		for (size_t w = j->b[t]; w < j->b[t + 1]; w++)
			for (size_t p = A->ptr[w] + 1; p < A->ptr[w + 1]; p++)
				if (A->col[p - 1] >= A->col[p]) {
					atomic_store(&j->unsorted, 1);
					return;
				}
		return;
	}
	for (size_t w = 0; w < A->m; w++) {
		size_t lo = A->ptr[w], hi = A->ptr[w + 1];

		while (c0 > 0 && lo < hi) {
			size_t mid = lo + (hi - lo) / 2;

			if (A->col[mid] < c0)
				lo = mid + 1;
			else
				hi = mid;
		}
		for (size_t p = lo; p < A->ptr[w + 1] && A->col[p] < c1; p++)
			j->col[A->col[p]] += vget(A, p);
	}
}

/*
 * A's column sums added into col (n doubles, zero), in storage order, a
 * row after the other: on the threads, a share of the columns each,
 * where every row's columns are in increasing order (ak_counts_csr's
 * are), else on one.  The shares: where A is square, its rows' split
 * (split_rows), the columns of a symmetric matrix having its rows'
 * cells; else equal ranges of columns.
 */
static void
ak_csr_colsums(double *col, const ak_csr *A, int threads)
{
	colsum_job j = { .A = A, .col = col };
	size_t nt = nthreads(threads, A->m);

	nt = nt > A->n ? (A->n ? A->n : 1) : nt;
	atomic_init(&j.unsorted, 0);
	if (nt > 1) {
		split_rows(j.b, A, nt);
		j.phase = 0;
		ak_par_run(nt, colsum_part, &j);
	}
	if (nt == 1 || atomic_load(&j.unsorted)) {
		for (size_t w = 0; w < A->m; w++)
			for (size_t p = A->ptr[w]; p < A->ptr[w + 1]; p++)
				col[A->col[p]] += vget(A, p);
		return;
	}
	for (size_t t = 0; t <= nt; t++)
		j.cb[t] = A->m == A->n ? j.b[t] : A->n / nt * t;
	j.cb[nt] = A->n;
	j.phase = 1;
	ak_par_run(nt, colsum_part, &j);
}

double
ak_csr_colpow(double *col, size_t n, double cds)
{
	double total = 0;

	for (size_t c = 0; c < n; c++) {
		col[c] = col[c] > 0 ? pow(col[c], cds) : 0;	/* n_c^α */
		total += col[c];
	}
	return total;
}

int
ak_csr_ppmi(ak_csr *A, double cds, double neg, int threads, ak_err *e)
{
	double *col, total;
	int rc;

	if ((col = ak_alloc_n(A->n, sizeof(double), e)) == NULL)
		return -1;
	ak_csr_colsums(col, A, threads);
	total = ak_csr_colpow(col, A->n, cds);
	rc = ak_csr_ppmi_cols(A, col, total, neg, threads, e);
	free(col);
	return rc;
}

/* a cell's PPMI in double: count x, row sum r, column's n_c^α c */
static inline double
ppmi_cell(double x, double total, double r, double c, double lnk)
{
	double v = 0;

	if (x > 0) {
		v = log(x * total / (r * c)) - lnk;
		if (v < 0)
			v = 0;
	}
	return v;
}

typedef struct ppmi_job {
	ak_csr *A;
	const double *col, *given;
	double total, lnk, *row;
	size_t b[AK_PAR_MAX + 1];	/* part t: rows b[t] .. b[t+1]−1 */
	size_t c0[AK_PAR_MAX + 1];	/* its cells from c0[t] (A->ptr[b[t]]
					 * before any part began) */
	size_t kept[AK_PAR_MAX];	/* its cells kept */
} ppmi_job;

/*
 * Part t of a 4-byte layout (units): rows b[t] .., each kept cell's float
 * (PPMI > 0) and column moved down over its units, from the part's first
 * cell c0[t] on (a cell goes at or below where it was, already read);
 * its rows' starts (but the first's, c0[t] still) set there.  A row's
 * bounds are the ones before: its end is the next row's start, read
 * before that row is written, or c0[t + 1], another part's.
 */
static void
ppmi_part(void *arg, size_t t, size_t nt)
{
	ppmi_job *j = arg;
	ak_csr *A = j->A;
	size_t k = j->c0[t], s = j->c0[t];

	(void)nt;
	for (size_t w = j->b[t]; w < j->b[t + 1]; w++) {
		size_t end = w + 1 < j->b[t + 1] ? A->ptr[w + 1] :
		    j->c0[t + 1], start = k;
		double r = 0;

		for (size_t p = s; p < end; p++)
			r += vget(A, p);
		if (j->given != NULL)
			r = j->given[w];
		j->row[w] = r;
		for (size_t p = s; p < end; p++) {
			double v = ppmi_cell(vget(A, p), j->total, r,
			    j->col[A->col[p]], j->lnk);
			float f = (float)v;

			if (v > 0) {
				A->col[k] = A->col[p];
				memcpy(&A->units[k++], &f, sizeof f);
			}
		}
		if (w > j->b[t])
			A->ptr[w] = start;
		s = end;
	}
	j->kept[t] = k - j->c0[t];
}

/* the parts' kept cells moved down, one after the other, and their rows'
 * starts with them; the cells kept in all */
static size_t
ppmi_join(ppmi_job *j, size_t nt)
{
	ak_csr *A = j->A;
	size_t k = j->c0[0] + j->kept[0];

	for (size_t t = 1; t < nt; t++) {
		size_t d = j->c0[t] - k;

		if (d > 0) {
			memmove(A->col + k, A->col + j->c0[t], j->kept[t] *
			    sizeof(uint32_t));
			memmove(A->units + k, A->units + j->c0[t],
			    j->kept[t] * sizeof(uint32_t));
			for (size_t w = j->b[t]; w < j->b[t + 1]; w++)
				A->ptr[w] -= d;
		}
		k += j->kept[t];
	}
	return k;
}

int
ak_csr_ppmi_cols(ak_csr *A, const double *col, double total, double neg,
    int threads, ak_err *e)
{
	return ak_csr_ppmi_rows(A, NULL, col, total, neg, threads, e);
}

int
ak_csr_ppmi_rows(ak_csr *A, const double *row, const double *col,
    double total, double neg, int threads, ak_err *e)
{
	ppmi_job j = { .A = A, .col = col, .given = row, .total = total,
	    .lnk = log(neg) };
	unsigned char *v = vbase(A);
	size_t k = 0, nt = nthreads(threads, A->m);

	if ((j.row = ak_alloc_n(A->m, sizeof(double), e)) == NULL)
		return -1;
	if (A->units != NULL) {
		/* 4 bytes a cell: each kept cell's float over its units,
		 * moved down within its part, rows on the threads; then
		 * the parts' cells moved down after one another */
		split_rows(j.b, A, nt);
		for (size_t t = 0; t <= nt; t++)
			j.c0[t] = A->ptr[j.b[t]];
		ak_par_run(nt, ppmi_part, &j);
		k = ppmi_join(&j, nt);
	} else {
		for (size_t w = 0; w < A->m; w++)
			for (size_t p = A->ptr[w]; p < A->ptr[w + 1]; p++)
				j.row[w] += vget(A, p);
		for (size_t w = 0; row != NULL && w < A->m; w++)
			j.row[w] = row[w];
		/* in place: the float of cell k goes where bytes 4k.. are,
		 * at or below cell p's value (k <= p), already read;
		 * memcpy, as the storage changes type */
		for (size_t w = 0; w < A->m; w++) {
			size_t start = k;

			for (size_t p = A->ptr[w]; p < A->ptr[w + 1]; p++) {
				double x = ppmi_cell(vget(A, p), total,
				    j.row[w], col[A->col[p]], j.lnk);

				if (x > 0) {
					float f = (float)x;

					A->col[k] = A->col[p];
					memcpy(v + k * sizeof(float), &f,
					    sizeof f);
					k++;
				}
			}
			A->ptr[w] = start;
		}
	}
	A->ptr[A->m] = k;
	A->nnz = k;
	free(j.row);
	A->val = NULL;
	A->units = NULL;
	A->fval = (float *)(void *)v;
	/* give back what the dropped cells and the narrower values held */
	if (k > 0) {
		void *p;

		if ((p = realloc(A->col, k * sizeof(uint32_t))) != NULL)
			A->col = p;
		if ((p = realloc(A->fval, k * sizeof(float))) != NULL)
			A->fval = p;
	}
	return 0;
}
