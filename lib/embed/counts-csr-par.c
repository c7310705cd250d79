/*
 * counts-csr-par.c — the count matrix of a counter split into parts
 * (spcount.h ak_spcount_parts) built on the parts' threads (counts-int.h,
 * ak_counts_csr_parts): each part's cells made a matrix of its own by its
 * thread (its runs merged there, into the arrays its counter's last
 * chunk's cells took where it kept them, ak_spcount_part_room: pages
 * already written; else pages first touched there), then the parts' rows
 * summed into the matrix a chunk of rows at a time, claimed in
 * turn by the threads (lib/base/par.h).  A row's cells are the sum of its
 * parts' by context, in context order: the cells of the parts merged one
 * after the other (ak_spcount_cells) give the same, so the matrix is the
 * same bits at any -j.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "counts-int.h"
#include "par.h"

#define CHUNKS 8		/* chunks of rows a thread, claimed in turn */

/* a part's cells as a matrix of its own: its rows' cells by context id
 * (the counter's, not yet the column), units below 2^32 */
typedef struct pmat {
	size_t *ptr;		/* V + 1 */
	uint32_t *ctx, *units;
	size_t nnz, cap;
	int rc;			/* 0; 1: past its room (or a count past 2^32
				 * units): built on one thread instead; -1 */
	ak_err e;
} pmat;

typedef struct pjob {
	ak_spcount *c;
	const uint32_t *byctx;
	size_t V, P;		/* rows; parts */
	size_t room;		/* the cells a part's matrix may hold */
	pmat p[AK_SPCOUNT_MAX_PARTS];
	ak_csr *C;
	size_t *cb, nchunk;	/* chunk k: rows cb[k] .. cb[k + 1] − 1 */
	uint64_t *umax;		/* each chunk's largest count, in units */
	atomic_size_t next;
	int fill;		/* 0: the rows' lengths; 1: their cells */
} pjob;

/* room for cell nnz of m: grown by half again within j->room; 0, 1 (past
 * it) or -1 */
static int
pmat_room(pmat *m, const pjob *j)
{
	size_t cap = m->cap < 4096 ? 4096 : m->cap + m->cap / 2;

	cap = cap > j->room ? j->room : cap;
	if (cap <= m->nnz)
		return 1;
	uint32_t *x = realloc(m->ctx, cap * sizeof(uint32_t));
	if (x == NULL)
		return ak_errf(&m->e, "out of memory (%zu cells)", cap);
	m->ctx = x;
	if ((x = realloc(m->units, cap * sizeof(uint32_t))) == NULL)
		return ak_errf(&m->e, "out of memory (%zu cells)", cap);
	m->units = x;
	m->cap = cap;
	return 0;
}

/* part t's cells into its matrix, on its thread */
static void
part_matrix(pjob *j, size_t t)
{
	pmat *m = &j->p[t];
	const uint64_t *K, *U;
	size_t nb, row = 0;
	int rc;

	if ((m->ptr = ak_alloc_n(j->V + 1, sizeof(size_t), &m->e)) == NULL) {
		m->rc = -1;
		return;
	}
	m->ptr[0] = 0;
	while ((rc = ak_spcount_part_cells(j->c, t, &K, &U, &nb, &m->e)) ==
	    1) {
		for (size_t i = 0; i < nb; i++) {
			size_t r = K[i] >> 32;

			if (U[i] > UINT32_MAX || (m->nnz == m->cap &&
			    (rc = pmat_room(m, j)) != 0)) {
				m->rc = rc < 0 ? -1 : 1;
				return;
			}
			for (; row < r; row++)
				m->ptr[row + 1] = m->nnz;
			m->ctx[m->nnz] = (uint32_t)K[i];
			m->units[m->nnz++] = (uint32_t)U[i];
		}
	}
	for (; row < j->V; row++)
		m->ptr[row + 1] = m->nnz;
	m->rc = rc < 0 ? -1 : 0;
}

/* a cell of a merged row: counted (fill 0) or written at C's q (fill 1) */
static inline __attribute__((always_inline)) void
put_cell(pjob *j, int fill, size_t *q, uint32_t x, uint64_t u,
    uint64_t *umax)
{
	ak_csr *C = j->C;

	if (!fill) {
		*umax = u > *umax ? u : *umax;
		return;
	}
	C->col[*q] = j->byctx[x];
	if (C->units != NULL)
		C->units[(*q)++] = (uint32_t)u;
	else
		C->val[(*q)++] = (double)u / (double)C->L;
}

/* row r of two parts (-j 2), merged as two sorted lists */
static inline __attribute__((always_inline)) size_t
merge_two(pjob *j, size_t r, int fill, uint64_t *umax)
{
	const pmat *a = &j->p[0], *b = &j->p[1];
	size_t i = a->ptr[r], ie = a->ptr[r + 1];
	size_t k = b->ptr[r], ke = b->ptr[r + 1];
	size_t q = fill ? j->C->ptr[r] : 0, n = 0;

	while (i < ie && k < ke) {
		uint32_t x = a->ctx[i], y = b->ctx[k];

		if (x < y)
			put_cell(j, fill, &q, x, a->units[i++], umax);
		else if (y < x)
			put_cell(j, fill, &q, y, b->units[k++], umax);
		else
			put_cell(j, fill, &q, x, (uint64_t)a->units[i++] +
			    b->units[k++], umax);
		n++;
	}
	for (; i < ie; i++, n++)
		put_cell(j, fill, &q, a->ctx[i], a->units[i], umax);
	for (; k < ke; k++, n++)
		put_cell(j, fill, &q, b->ctx[k], b->units[k], umax);
	return n;
}

/*
 * Row r of the parts, merged by context: its length and largest count
 * (fill 0), or its cells written at C's row r (fill 1).  The context
 * that is least among the parts' heads is the next cell, its units the
 * sum over the parts that have it.
 */
static inline size_t
merge_row(pjob *j, size_t r, int fill, uint64_t *umax)
{
	size_t P = j->P, at[AK_SPCOUNT_MAX_PARTS], end[AK_SPCOUNT_MAX_PARTS];
	ak_csr *C = j->C;
	size_t n = 0, q = fill ? C->ptr[r] : 0;

	for (size_t t = 0; t < P; t++) {
		at[t] = j->p[t].ptr[r];
		end[t] = j->p[t].ptr[r + 1];
	}
	for (;;) {
		uint32_t x = UINT32_MAX;
		uint64_t u = 0;

		for (size_t t = 0; t < P; t++)
			if (at[t] < end[t] && j->p[t].ctx[at[t]] < x)
				x = j->p[t].ctx[at[t]];
		if (x == UINT32_MAX)
			break;
		for (size_t t = 0; t < P; t++)
			if (at[t] < end[t] && j->p[t].ctx[at[t]] == x)
				u += j->p[t].units[at[t]++];
		n++;
		if (!fill) {
			*umax = u > *umax ? u : *umax;
			continue;
		}
		C->col[q] = j->byctx[x];
		if (C->units != NULL)
			C->units[q++] = (uint32_t)u;
		else
			C->val[q++] = (double)u / (double)C->L;
	}
	return n;
}

static void
rows_part(void *arg, size_t t, size_t nt)
{
	pjob *j = arg;
	size_t k;

	(void)nt;
	if (j->fill < 0) {	/* the parts' own matrices */
		part_matrix(j, t);
		return;
	}
	while ((k = atomic_fetch_add(&j->next, 1)) < j->nchunk) {
		uint64_t umax = 0;

		for (size_t r = j->cb[k]; r < j->cb[k + 1]; r++) {
			size_t n = j->P == 2 ? (j->fill ? merge_two(j, r, 1,
			    &umax) : merge_two(j, r, 0, &umax)) :
			    merge_row(j, r, j->fill, &umax);

			if (!j->fill)
				j->C->ptr[r + 1] = n;
		}
		j->umax[k] = umax;
	}
}

/* the rows cut into chunks of about equal cells of the parts */
static void
cut_rows(pjob *j)
{
	size_t all = 0, r = 0;

	for (size_t t = 0; t < j->P; t++)
		all += j->p[t].nnz;
	j->cb[0] = 0;
	for (size_t k = 1; k < j->nchunk; k++) {
		size_t want = all / j->nchunk * k, have;

		for (;; r++) {
			have = 0;
			for (size_t t = 0; t < j->P; t++)
				have += j->p[t].ptr[r];
			if (r >= j->V || have >= want)
				break;
		}
		j->cb[k] = r;
	}
	j->cb[j->nchunk] = j->V;
}

/* the parts' rows summed into C (its pointers, then its cells); 0, 1
 * (past the budget: built on one thread) or -1 */
static int
sum_parts(pjob *j, size_t fixed, size_t memory, ak_err *e)
{
	ak_csr *C = j->C;
	uint64_t umax = 0;
	size_t held = fixed;

	for (size_t t = 0; t < j->P; t++)
		held += (j->V + 1) * sizeof(size_t) + j->p[t].cap * 2 *
		    sizeof(uint32_t);
	j->nchunk = CHUNKS * j->P;
	if ((j->cb = ak_alloc_n(j->nchunk + 1, sizeof(size_t), e)) == NULL ||
	    (j->umax = ak_alloc_n(j->nchunk, sizeof(uint64_t), e)) == NULL)
		return -1;
	cut_rows(j);
	j->fill = 0;
	atomic_init(&j->next, 0);
	ak_par_run(j->P, rows_part, j);
	C->ptr[0] = 0;
	for (size_t r = 0; r < j->V; r++)
		C->ptr[r + 1] += C->ptr[r];
	for (size_t k = 0; k < j->nchunk; k++)
		umax = j->umax[k] > umax ? j->umax[k] : umax;
	C->nnz = C->ptr[j->V];
	int compact = umax <= UINT32_MAX;
	/* (ak_counts_csr_bytes's: counts-csr.c calls this file) */
	if ((j->V + 1) * sizeof(size_t) + C->nnz * (sizeof(uint32_t) +
	    (compact ? sizeof(uint32_t) : sizeof(double))) + held > memory)
		return 1;
	if ((C->col = ak_alloc_n(C->nnz + 1, sizeof(uint32_t), e)) == NULL ||
	    (compact ? (C->units = ak_alloc_n(C->nnz + 1, sizeof(uint32_t),
	    e)) == NULL : (C->val = ak_alloc_n(C->nnz + 1, sizeof(double),
	    e)) == NULL))
		return -1;
	/* the cells written, and their pages first touched, by the
	 * threads */
	j->fill = 1;
	atomic_store(&j->next, 0);
	ak_par_run(j->P, rows_part, j);
	return 0;
}

int
ak_counts_csr_parts(ak_csr *C, ak_spcount *c, const uint32_t *byctx,
    size_t V, size_t T, size_t memory, size_t held, ak_err *e)
{
	pjob *j;
	size_t fixed;
	int rc = -1;

	if (ak_spcount_begin_parts(c, e) != 0)
		return -1;
	if ((j = calloc(1, sizeof *j)) == NULL)
		return ak_errf(e, "out of memory");
	/* each part's matrix where its counter's last cells were: pages
	 * already written (a fresh one is a fault and the kernel's
	 * clearing); held as the counter held them, now in the part's room
	 * (sum_parts's held), no longer in ak_spcount_bytes */
	for (size_t t = 0; t < c->nparts; t++) {
		void *a, *b;
		size_t bytes;

		if (ak_spcount_part_room(c, t, &a, &b, &bytes)) {
			j->p[t].ctx = a;
			j->p[t].units = b;
			j->p[t].cap = bytes / sizeof(uint32_t);
		}
	}
	memset(C, 0, sizeof(*C));
	C->m = V;
	C->n = T;
	C->L = c->L;
	j->c = c;
	j->byctx = byctx;
	j->V = V;
	j->P = c->nparts;
	j->C = C;
	/* the parts' matrices (8 bytes a cell) take at most half of what
	 * the budget leaves, the matrix (as many cells at most) the rest */
	fixed = (V + 1) * sizeof(size_t) + ak_spcount_bytes(c) + held;
	size_t half = memory > fixed ? (memory - fixed) / 2 : 0;
	size_t ptrs = j->P * (V + 1) * sizeof(size_t);
	j->room = half > ptrs ? (half - ptrs) / j->P / (2 *
	    sizeof(uint32_t)) : 0;
	if ((C->ptr = ak_alloc_n(V + 1, sizeof(size_t), e)) == NULL)
		goto out;
	j->fill = -1;
	ak_par_run(j->P, rows_part, j);
	rc = 0;
	for (size_t t = 0; t < j->P; t++)
		if (j->p[t].rc != 0 && (rc == 0 || j->p[t].rc < 0)) {
			rc = j->p[t].rc;
			if (rc < 0)
				*e = j->p[t].e;
		}
	if (rc == 0)
		rc = sum_parts(j, fixed, memory, e);
out:
	for (size_t t = 0; t < j->P; t++) {
		free(j->p[t].ptr);
		free(j->p[t].ctx);
		free(j->p[t].units);
	}
	free(j->cb);
	free(j->umax);
	free(j);
	if (rc != 0)
		ak_csr_free(C);
	return rc;
}
