/*
 * csr-int.h — what csr.c (the products, the transpose, the sort) and
 * csr-ppmi.c (the PPMI, the symmetry check) share: a value in any of
 * the three layouts (csr.h), and the rows split between threads.
 */
#ifndef AK_CSR_INT_H
#define AK_CSR_INT_H

#include <stddef.h>
#include <stdint.h>

#include "csr.h"
#include "par.h"

/* the bytes of one value in A's layout, and its storage */
static inline size_t
vbytes(const ak_csr *A)
{
	return A->val ? sizeof(double) : sizeof(float);
}

static inline void *
vbase(const ak_csr *A)
{
	return A->val ? (void *)A->val : A->units ? (void *)A->units :
	    (void *)A->fval;
}

/* entry p of A as a double, in any layout */
static inline double
vget(const ak_csr *A, size_t p)
{
	return A->val ? A->val[p] : A->units ? (double)A->units[p] /
	    (double)A->L : (double)A->fval[p];
}

/* chunks of rows a product is cut into, per thread: claimed in turn by
 * whichever thread is free, so that a thread slowed by another process
 * on its core (or by rows whose columns miss the cache) leaves the rest
 * to the others; which thread computes a row never changes its bits */
#define MM_CHUNKS 8

/* rows split between nt parts by about nnz / nt entries each (part t:
 * rows b[t] .. b[t+1]−1); by cols: the same on the lengths of the rows
 * taken as columns' (a symmetric matrix's) */
static inline void
split_rows(size_t *b, const ak_csr *A, size_t nt)
{
	size_t hi = 0;

	b[0] = 0;
	for (size_t t = 1; t < nt; t++) {
		size_t want = A->nnz / nt * t;

		while (hi < A->m && A->ptr[hi] < want)
			hi++;
		b[t] = hi;
	}
	b[nt] = A->m;
}

static inline size_t
nthreads(int threads, size_t m)
{
	size_t nt = threads < 1 ? 1 : threads > AK_PAR_MAX ? AK_PAR_MAX :
	    (size_t)threads;

	return nt > m ? (m ? m : 1) : nt;
}

#endif
