/*
 * csr.h — sparse matrices in compressed sparse rows, the sparse PPMI
 * (Levy, Goldberg & Dagan 2015, §3.1–3.2; the formula of ppmi.h) and the
 * products the randomized SVD needs (rsvd.h).
 *
 * Legend: A: m×n with nnz stored entries; row i holds the entries
 * ptr[i] .. ptr[i+1]−1, columns col[], values val[] (columns in any
 * order, each at most once).  X, Y: dense, row-major.
 */
#ifndef AK_CSR_H
#define AK_CSR_H

#include <stddef.h>
#include <stdint.h>

#include "util.h"

/*
 * The values come in one of three layouts, the other two pointers NULL:
 * val (doubles), units (counts in units of 1/L, 4 bytes a cell where
 * the largest count fits: counts.h builds them so, 8 bytes a cell in all
 * instead of 12), or fval (floats: the PPMI of ak_csr_ppmi, computed in
 * place, which the float products of the SVD take as they are).
 */
typedef struct ak_csr {
	size_t m, n, nnz;
	size_t *ptr;		/* m + 1 */
	uint32_t *col;		/* nnz */
	double *val;		/* nnz, or NULL */
	uint32_t *units;	/* nnz, or NULL; the count is units / L */
	uint64_t L;
	float *fval;		/* nnz, or NULL */
} ak_csr;

/*
 * Building: entries appended one by one (ak_coo_add), then grouped by row
 * with the order of appending kept inside each row (ak_csr_from_coo, a
 * stable counting sort).  The same entries appended in the same order give
 * the same matrix, bit for bit.
 */
typedef struct ak_coo {
	size_t n, cap;
	uint32_t *row, *col;
	double *val;
} ak_coo;

/* ak_coo_add: append (row, col, val).  Returns 0 or -1 (memory). */
int ak_coo_add(ak_coo *t, uint32_t row, uint32_t col, double val, ak_err *e);

/*
 * ak_csr_from_coo: A (m×n) from the entries of t (rows < m, columns < n);
 * t is freed.  Returns 0 or -1 (memory).
 */
int ak_csr_from_coo(ak_csr *A, ak_coo *t, size_t m, size_t n, ak_err *e);

/* ak_csr_free: release; the struct is zeroed. */
void ak_csr_free(ak_csr *A);

/* ak_csr_dense: X (m×n, row-major, zeroed by the caller) = A (any
 * layout; units / L in double). */
void ak_csr_dense(double *X, const ak_csr *A);

/*
 * ak_csr_transpose: AT = Aᵀ (n×m), in A's layout; within a row of AT the
 * entries are in increasing row order of A.  Returns 0 or -1 (memory).
 */
int ak_csr_transpose(ak_csr *AT, const ak_csr *A, ak_err *e);

/*
 * ak_csr_symmetric: 1 if A = Aᵀ bit for bit with each row's columns in
 * increasing order (then A stores what ak_csr_transpose would: A serves as
 * its own transpose), 0 if not (or m ≠ n), -1 (memory: m + 1 indices).
 * O(nnz), no copy of the matrix; on `threads` threads (lib/base/par):
 * the rows' order checked a share of the rows each, then each thread
 * walks the rows for its own share of the columns (a binary search a row
 * to its first one).
 */
int ak_csr_symmetric(const ak_csr *A, int threads, ak_err *e);

/*
 * ak_csr_ppmi: replace the counts of A (C_wc >= 0) by
 *   PPMI(w, c) = max( ln( C_wc Σ_c' n_c'^α / (r_w n_c^α) ) − ln k, 0 )
 * (ppmi.h; r_w, n_c the row and column sums of C; α = cds, k = neg) and
 * drop the entries that become 0.  Sums are taken in storage order (row
 * sums) and in column order (Σ n_c^α), as ak_ppmi does; for integer
 * counts they are exact and each value is ak_ppmi's rounded to float.
 * The values (val or units: 4 or 8 bytes a cell) become fval in place,
 * the arrays shrink to the cells kept: no second copy of the matrix.
 * With units (4 bytes a cell) the rows' PPMI runs on `threads` threads
 * (lib/base/par; each row's sums and values are one thread's: the same
 * bits), each float written over its cell, then the cells kept moved
 * down; with doubles, on one.  Returns 0 or -1 (memory: m + n doubles).
 */
int ak_csr_ppmi(ak_csr *A, double cds, double neg, int threads,
    ak_err *e);

/*
 * ak_csr_ppmi's steps, for a matrix held a block of rows at a time
 * (spemb.h, ak_emb_blocks): given col, the column sums (n doubles, added
 * in storage order, a row after the other: blocks of rows in order give
 * the sums of the whole matrix, bit for bit), ak_csr_colpow turns them
 * into n_c^α in place and returns their sum, in column order;
 * ak_csr_ppmi_cols is ak_csr_ppmi with those (the row sums are A's own).
 * Returns 0 or -1 (memory: m doubles).
 */
double ak_csr_colpow(double *col, size_t n, double cds);
int ak_csr_ppmi_cols(ak_csr *A, const double *col, double total,
    double neg, int threads, ak_err *e);

/*
 * ak_csr_ppmi_rows: ak_csr_ppmi_cols with the row sums given (row: m
 * doubles, row w's sum of the whole matrix, where A holds only some of
 * its cells: a rank's columns, spemb.h ak_emb_dist); row NULL: A's own.
 * Returns 0 or -1 (memory: m doubles).
 */
int ak_csr_ppmi_rows(ak_csr *A, const double *row, const double *col,
    double total, double neg, int threads, ak_err *e);

/*
 * ak_csr_sort_rows: each row's entries in increasing column order (A's
 * layout kept), so that a symmetric matrix built in another order is
 * found so by ak_csr_symmetric and serves as its own transpose.
 * Rows already sorted are left as they are; the others by a radix sort
 * on the columns' bytes, O(entries) (insertion sort for short rows).
 * Returns 0 or -1 (memory: 16 bytes an entry of the longest row and its
 * values).
 */
int ak_csr_sort_rows(ak_csr *A, ak_err *e);

/*
 * ak_csr_mm: Y (m×l) = A X, X: n×l, in double (A: val or fval).  Each
 * row of Y is summed in the storage order of A's row, so the result does
 * not depend on `threads` (1 ..; the rows are cut into chunks of about
 * equal entries, 8 a thread, that the threads of lib/base/par claim in
 * turn: a thread slowed by another process leaves more to the others),
 * nor on the vector blocking
 * (8 columns at a time, or up to 128 in AVX-512 registers: the same
 * roundings as a scalar loop).
 */
void ak_csr_mm(double *Y, const ak_csr *A, const double *X, size_t l,
    int threads);

/*
 * ak_csr_mmf: the same product in float32, for the power iterations of
 * the randomized SVD (rsvd.h): Y (m×ld) = A X, X: n×ld, both row-major
 * with ld a multiple of 16 (columns past the caller's l zero in X give
 * zero columns in Y); val: A's values rounded to float (nnz).  Each
 * Y[i][c] is summed in float in the storage order of A's row i (a
 * product, then a sum, never fused), so the bits do not depend on
 * `threads`, nor on the vector path (generic, AVX or AVX-512: the one
 * isa.h picks, ATTNKIT_ISA can force it).  The rounding: |Y − A X| <=
 * (nnz of the row + 1)·2⁻²⁴·Σ|a||x| per cell (Higham 2002, §3.1).
 * X and Y 64-byte aligned for speed (any alignment is correct).
 */
void ak_csr_mmf(float *Y, const ak_csr *A, const float *val, const float *X,
    size_t ld, int threads);

#endif
