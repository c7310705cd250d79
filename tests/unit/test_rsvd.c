/*
 * test_rsvd.c — the sparse path (csr.h, rsvd.h, spemb.h) against the
 * dense one: sparse PPMI = ak_ppmi bit for bit on integer counts; the
 * transpose and the threaded product against plain loops (same bits for
 * 1 and 3 threads); the randomized SVD's singular values and subspace
 * against LAPACK's (ak_svd_top) on a matrix with a known, decaying
 * spectrum, its sign rule, and its determinism; the products' vector
 * paths (generic, AVX, AVX-512: each this CPU has) against the scalar
 * loop, bit for bit, at widths through every pass of each.
 */
#include <stdlib.h>
#include <string.h>

#include "csr.h"
#include "emb.h"
#include "isa.h"
#include "par.h"
#include "ppmi.h"
#include "rng.h"
#include "rsvd.h"
#include "spemb.h"
#include "svd.h"
#include "t.h"

/* a random sparse m×n count matrix (about density·m·n integer cells) */
static void
random_counts(ak_csr *A, double *D, size_t m, size_t n, double density,
    int symmetric, uint64_t seed)
{
	ak_rng r;
	ak_coo t = { 0 };
	ak_err e;

	ak_rng_seed(&r, seed);
	memset(D, 0, m * n * sizeof(double));
	for (size_t i = 0; i < m; i++)
		for (size_t j = symmetric ? i : 0; j < n; j++)
			if (ak_rng_uniform(&r) < density) {
				double v = (double)(1 + ak_rng_below(&r, 20));
				D[i * n + j] = v;
				if (symmetric)
					D[j * n + i] = v;
			}
	for (size_t i = 0; i < m; i++)
		for (size_t j = 0; j < n; j++)
			if (D[i * n + j] != 0)
				ak_coo_add(&t, (uint32_t)i, (uint32_t)j,
				    D[i * n + j], &e);
	ak_csr_from_coo(A, &t, m, n, &e);
}

static void
check_ppmi(void)
{
	size_t m = 60, n = 45;
	double *D = malloc(m * n * sizeof(double));
	double *X = calloc(m * n, sizeof(double));
	ak_csr A;
	ak_err e;
	int same = 1;

	random_counts(&A, D, m, n, 0.2, 0, 3);
	ak_ppmi(D, D, m, n, 0.75, 2, &e);
	ak_csr_ppmi(&A, 0.75, 2, 3, &e);
	ak_csr_dense(X, &A);
	for (size_t i = 0; i < m * n; i++)
		same &= X[i] == (double)(float)D[i];
	T_OK(same, "sparse PPMI (cds 0.75, neg 2) = ak_ppmi rounded to float, "
	    "bit for bit");
	int nozero = A.val == NULL && A.fval != NULL;
	for (size_t p = 0; p < A.nnz; p++)
		nozero &= A.fval[p] > 0;
	T_OK(nozero, "the cells PPMI sets to 0 are dropped");
	ak_csr_free(&A);
	free(D);
	free(X);
}

/*
 * The compact layout (counts as 32-bit units of 1/L, counts.h) gives the
 * PPMI of the double layout bit for bit, harmonic units included; the
 * arrays shrink to the cells kept; rows sorted by column come back to the
 * order ak_csr_from_coo gave them; a symmetric count matrix (cds 1) has
 * a symmetric float PPMI, and its float transpose is the same matrix.
 */
static void
check_compact(void)
{
	size_t m = 50, n = 50;
	double *D = malloc(m * n * sizeof(double));
	ak_csr A, B, BT;
	ak_err e;
	int same = 1, sorted = 1;

	random_counts(&A, D, m, n, 0.25, 0, 41);
	memset(&B, 0, sizeof B);
	B.m = m;
	B.n = n;
	B.nnz = A.nnz;
	B.L = 12;
	B.ptr = malloc((m + 1) * sizeof(size_t));
	B.col = malloc(A.nnz * sizeof(uint32_t));
	B.units = malloc(A.nnz * sizeof(uint32_t));
	memcpy(B.ptr, A.ptr, (m + 1) * sizeof(size_t));
	for (size_t p = 0; p < A.nnz; p++) {
		uint32_t u = (uint32_t)A.val[p] * 7 + (uint32_t)(p % 5);

		A.val[p] = (double)u / 12;
		B.units[p] = u;
	}
	/* B's rows reversed: sorting must restore them */
	for (size_t i = 0; i < m; i++)
		for (size_t j = 0; j < A.ptr[i + 1] - A.ptr[i]; j++) {
			size_t q = A.ptr[i + 1] - 1 - j;

			B.col[A.ptr[i] + j] = A.col[q];
			B.units[A.ptr[i] + j] = (uint32_t)(A.val[q] * 12 + 0.5);
		}
	T_OK(ak_csr_ppmi(&A, 0.75, 1, 1, &e) == 0 && ak_csr_ppmi(&B, 0.75, 1,
	    2, &e) == 0, "PPMI of both layouts");
	T_OK(B.units == NULL && B.val == NULL && B.fval != NULL && A.nnz ==
	    B.nnz && A.nnz > 0, "units became float PPMI, same cells kept");
	T_OK(ak_csr_sort_rows(&B, &e) == 0, "rows sorted");
	for (size_t p = 0; p < A.nnz; p++) {
		same &= A.col[p] == B.col[p] &&
		    memcmp(&A.fval[p], &B.fval[p], sizeof(float)) == 0;
	}
	for (size_t i = 0; i < m; i++)
		for (size_t p = B.ptr[i] + 1; p < B.ptr[i + 1]; p++)
			sorted &= B.col[p - 1] < B.col[p];
	T_OK(same, "units of 1/12 (harmonic) and doubles: the same float "
	    "PPMI, bit for bit, rows restored to column order");
	T_OK(sorted, "every row in increasing column order");
	ak_csr_free(&A);
	ak_csr_free(&B);
	random_counts(&A, D, m, m, 0.3, 1, 42);
	ak_csr_ppmi(&A, 1, 1, 2, &e);
	T_OK(ak_csr_symmetric(&A, 3, &e) == 1, "symmetric counts, cds 1: the "
	    "float PPMI is symmetric, bit for bit");
	T_OK(ak_csr_transpose(&BT, &A, &e) == 0 && BT.fval != NULL &&
	    BT.nnz == A.nnz && memcmp(BT.col, A.col, A.nnz * 4) == 0 &&
	    memcmp(BT.fval, A.fval, A.nnz * 4) == 0,
	    "its float transpose is itself");
	A.fval[A.ptr[3]] *= 2;	/* one cell, not its mirror */
	T_OK(ak_csr_symmetric(&A, 3, &e) == 0, "one float changed: not "
	    "symmetric");
	ak_csr_free(&A);
	ak_csr_free(&BT);
	free(D);
}

/* l: columns; 11 = one 8-column block + a tail; 42 (--dim 32): the AVX
 * kernels' 32-column pass (double) and 48-column pass (float, ld 48); 61:
 * 32 + 8 + 8 + 8 + a tail (double), 48 + 16 (float, ld 64) */
static void
check_products(size_t l)
{
	size_t m = 70, n = 50;
	double *D = malloc(m * n * sizeof(double));
	double *X = malloc(n * l * sizeof(double)), *Y1 = malloc(m * l * 8);
	double *Y3 = malloc(m * l * 8), *Z = malloc(n * l * 8);
	double *W = malloc(m * l * 8);
	ak_csr A, AT;
	ak_rng r;
	ak_err e;
	double err = 0;
	int same = 1;

	random_counts(&A, D, m, n, 0.3, 0, 5);
	ak_rng_seed(&r, 1);
	for (size_t i = 0; i < n * l; i++)
		X[i] = ak_rng_normal(&r);
	ak_csr_mm(Y1, &A, X, l, 1);
	ak_csr_mm(Y3, &A, X, l, 3);
	for (size_t i = 0; i < m; i++)
		for (size_t c = 0; c < l; c++) {
			double s = 0;
			for (size_t j = 0; j < n; j++)
				s += D[i * n + j] * X[j * l + c];
			err = fmax(err, fabs(s - Y1[i * l + c]));
			same &= Y1[i * l + c] == Y3[i * l + c];
		}
	T_OK(err < 1e-10, "A X = the plain triple loop");
	/* the vector kernels (SSE, AVX where the CPU has it; 8-column
	 * blocks and the l mod 8 tail) give the scalar loop's bits */
	int bits = 1;
	for (size_t i = 0; i < m; i++)
		for (size_t c = 0; c < l; c++) {
			double y = 0;
			for (size_t p = A.ptr[i]; p < A.ptr[i + 1]; p++) {
				double prod = A.val[p] * X[A.col[p] * l + c];
				y += prod;
			}
			bits &= y == Y1[i * l + c];
		}
	T_OK(bits, "A X: the bits of the scalar loop");
	T_OK(same, "A X: 1 and 3 threads give the same bits");
	/* a matrix that holds float values only (the PPMI of the compact
	 * layout: val NULL, fval set) through every pass of the double
	 * kernels (the 32-column AVX pass once read val: a crash at --dim 32
	 * on the sparse path) */
	{
		ak_csr B = A;
		float *fv = malloc(A.nnz * sizeof(float));
		double *YB = malloc(m * l * 8);
		int fbits = 1;

		for (size_t p = 0; p < A.nnz; p++)
			fv[p] = (float)A.val[p];
		B.val = NULL;
		B.fval = fv;
		ak_csr_mm(YB, &B, X, l, 2);
		for (size_t i = 0; i < m; i++)
			for (size_t c = 0; c < l; c++) {
				double y = 0;
				for (size_t p = A.ptr[i]; p < A.ptr[i + 1]; p++)
					y += (double)fv[p] * X[A.col[p] * l + c];
				fbits &= y == YB[i * l + c];
			}
		T_OK(fbits, "A X with float values only: the scalar loop's "
		    "bits");
		free(fv);
		free(YB);
	}
	ak_csr_transpose(&AT, &A, &e);
	for (size_t i = 0; i < m * l; i++)
		W[i] = ak_rng_normal(&r);
	ak_csr_mm(Z, &AT, W, l, 2);
	err = 0;
	for (size_t j = 0; j < n; j++)
		for (size_t c = 0; c < l; c++) {
			double s = 0;
			for (size_t i = 0; i < m; i++)
				s += D[i * n + j] * W[i * l + c];
			err = fmax(err, fabs(s - Z[j * l + c]));
		}
	T_OK(err < 1e-10 && AT.m == n && AT.n == m && AT.nnz == A.nnz,
	    "Aᵀ W through the transpose = the plain loop");
	/* float32: within the rounding bound of csr.h, same bits for any
	 * threads, padding columns (l .. ld−1) zero in, zero out */
	size_t ld = (l + 15) / 16 * 16;
	float *Xf = calloc(n * ld, 4), *F1 = malloc(m * ld * 4);
	float *F3 = malloc(m * ld * 4), *av = malloc(A.nnz * 4);
	int bound = 1, pad = 1, scalar = 1;
	for (size_t p = 0; p < A.nnz; p++)
		av[p] = (float)A.val[p];
	for (size_t j = 0; j < n; j++)
		for (size_t c = 0; c < l; c++)
			Xf[j * ld + c] = (float)X[j * l + c];
	ak_csr_mmf(F1, &A, av, Xf, ld, 1);
	ak_csr_mmf(F3, &A, av, Xf, ld, 3);
	same = memcmp(F1, F3, m * ld * 4) == 0;
	for (size_t i = 0; i < m; i++) {
		size_t nr = A.ptr[i + 1] - A.ptr[i];
		for (size_t c = 0; c < l; c++) {
			double s = 0, sa = 0;
			for (size_t p = A.ptr[i]; p < A.ptr[i + 1]; p++) {
				double x = Xf[A.col[p] * ld + c];
				s += A.val[p] * x;
				sa += fabs(A.val[p] * x);
			}
			bound &= fabs(s - F1[i * ld + c]) <=
			    (double)(nr + 1) * ldexp(sa, -24);
			/* the scalar float loop, product then sum: the
			 * vector kernels (SSE, AVX) give exactly its bits */
			float f = 0;
			for (size_t p = A.ptr[i]; p < A.ptr[i + 1]; p++) {
				float prod = av[p] * Xf[A.col[p] * ld + c];
				f += prod;
			}
			scalar &= f == F1[i * ld + c];
		}
		for (size_t c = l; c < ld; c++)
			pad &= F1[i * ld + c] == 0;
	}
	T_OK(bound, "float A X within (nnz + 1)·2⁻²⁴·Σ|a x| of the double sum");
	T_OK(same, "float A X: 1 and 3 threads give the same bits");
	T_OK(scalar, "float A X: the bits of the scalar float loop (any CPU)");
	T_OK(pad, "float A X: zero padding columns stay zero");
	free(Xf);
	free(F1);
	free(F3);
	free(av);
	ak_csr_free(&A);
	ak_csr_free(&AT);
	free(D);
	free(X);
	free(Y1);
	free(Y3);
	free(Z);
	free(W);
}

/*
 * A = Σ_j σ_j u_j v_jᵀ + sparse noise, σ_j = 100·0.8^j: a decaying
 * spectrum, made sparse by keeping only some rows' entries... simpler:
 * a dense matrix with that spectrum stored in CSR (every cell), which is
 * what the algorithm sees either way.
 */
static void
check_rsvd(void)
{
	size_t m = 120, n = 90, k = 8;
	double *D = malloc(m * n * sizeof(double));
	double *U = malloc(m * k * 8), *S = malloc(k * 8);
	double *U2 = malloc(m * k * 8), *S2 = malloc(k * 8);
	double *Ue = malloc(m * k * 8), *Se = malloc(k * 8);
	ak_csr A, AT;
	ak_coo t = { 0 };
	ak_rng r;
	ak_err e;

	ak_rng_seed(&r, 11);
	for (size_t i = 0; i < m * n; i++)
		D[i] = 0.01 * ak_rng_normal(&r);
	/* rank-one terms with random directions (not orthogonal: fine) */
	for (size_t j = 0; j < 20; j++) {
		double s = 100 * pow(0.7, (double)j), *u = malloc(m * 8);
		double *v = malloc(n * 8);
		for (size_t i = 0; i < m; i++)
			u[i] = ak_rng_normal(&r) / sqrt((double)m);
		for (size_t i = 0; i < n; i++)
			v[i] = ak_rng_normal(&r) / sqrt((double)n);
		for (size_t i = 0; i < m; i++)
			for (size_t c = 0; c < n; c++)
				D[i * n + c] += s * u[i] * v[c];
		free(u);
		free(v);
	}
	for (size_t i = 0; i < m; i++)
		for (size_t c = 0; c < n; c++)
			ak_coo_add(&t, (uint32_t)i, (uint32_t)c, D[i * n + c],
			    &e);
	ak_csr_from_coo(&A, &t, m, n, &e);
	ak_csr_transpose(&AT, &A, &e);
	T_OK(ak_svd_top(Ue, Se, NULL, D, m, n, k, &e) == 0, "LAPACK reference");
	T_OK(ak_rsvd(U, S, &A, &AT, k, 10, 4, 1, 2, NULL, &e) == 0,
	    "randomized SVD runs");
	double err = 0, dot = 1;
	for (size_t j = 0; j < k; j++) {
		double d = 0;
		err = fmax(err, fabs(S[j] - Se[j]) / Se[j]);
		for (size_t i = 0; i < m; i++)
			d += U[i * k + j] * Ue[i * k + j];
		dot = fmin(dot, d);
	}
	T_OK(err < 1e-9, "singular values within 1e-9 (relative) of LAPACK");
	T_OK(dot > 1 - 1e-9, "each u_j = LAPACK's (same sign: the sign rule)");
	ak_rsvd(U2, S2, &A, &AT, k, 10, 4, 1, 1, NULL, &e);
	T_OK(memcmp(U, U2, m * k * 8) == 0 && memcmp(S, S2, k * 8) == 0,
	    "same seed, 1 or 2 threads: the same bits");
	ak_rsvd(U2, S2, &A, &AT, k, 10, 4, 2, 1, NULL, &e);
	T_OK(memcmp(U, U2, m * k * 8) != 0, "another seed: other rounding");
	T_OK(ak_rsvd(U2, S2, &A, &AT, 91, 10, 4, 1, 1, NULL, &e) == -1,
	    "k > min(m, n): refused");
	/* no power iteration on a slowly decaying spectrum is worse: the
	 * iterations are what makes the values right */
	ak_rsvd(U2, S2, &A, &AT, k, 2, 0, 1, 1, NULL, &e);
	double err0 = 0;
	for (size_t j = 0; j < k; j++)
		err0 = fmax(err0, fabs(S2[j] - Se[j]) / Se[j]);
	T_OK(err0 > 10 * err, "q = 0, p = 2: visibly less accurate");
	ak_csr_free(&A);
	ak_csr_free(&AT);
	free(D);
	free(U);
	free(S);
	free(U2);
	free(S2);
	free(Ue);
	free(Se);
}

/* ak_csr_equal: a symmetric matrix equals its transpose, a general one
 * does not; and the SVD of a rank-3 matrix (Cholesky QR's Gram matrix
 * singular: the Householder fallback) is right and finite */
static void
check_symmetric_lowrank(void)
{
	size_t m = 40, k = 3;
	double *D = malloc(m * m * 8), *U = malloc(m * k * 8), *S = malloc(k * 8);
	double *Ue = malloc(m * k * 8), *Se = malloc(k * 8);
	ak_csr A, AT;
	ak_coo t = { 0 };
	ak_err e;

	random_counts(&A, D, m, m, 0.3, 1, 21);
	ak_csr_transpose(&AT, &A, &e);
	ak_csr_free(&A);
	ak_csr_transpose(&A, &AT, &e);	/* rows' columns increasing */
	T_OK(ak_csr_symmetric(&A, 3, &e) == 1, "symmetric: A = Aᵀ found");
	T_OK(ak_csr_symmetric(&A, 1, &e) == 1 && ak_csr_symmetric(&A,
	    AK_PAR_MAX, &e) == 1, "  on 1 thread and on 64");
	/* row 4's first two entries swapped: A = Aᵀ as a set, but row 4 is
	 * not in column order, so not what ak_csr_transpose stores */
	size_t p4 = A.ptr[4];
	uint32_t c4 = A.col[p4];
	double v4 = A.val[p4];
	A.col[p4] = A.col[p4 + 1];
	A.val[p4] = A.val[p4 + 1];
	A.col[p4 + 1] = c4;
	A.val[p4 + 1] = v4;
	T_OK(A.ptr[5] - p4 >= 2 && ak_csr_symmetric(&A, 1, &e) == 0 &&
	    ak_csr_symmetric(&A, 2, &e) == 0, "a row out of column order: "
	    "not symmetric (1 and 2 threads)");
	A.val[p4 + 1] = A.val[p4];
	A.col[p4 + 1] = A.col[p4];
	A.col[p4] = c4;
	A.val[p4] = v4;
	A.val[A.ptr[5]] += 1;	/* one cell, not its mirror */
	T_OK(ak_csr_symmetric(&A, 3, &e) == 0 && ak_csr_symmetric(&A, 1,
	    &e) == 0, "one cell changed: not symmetric (3 and 1 threads)");
	ak_csr_free(&A);
	ak_csr_free(&AT);
	random_counts(&A, D, m, m, 0.3, 0, 22);
	ak_csr_transpose(&AT, &A, &e);
	T_OK(ak_csr_symmetric(&AT, 3, &e) == 0, "general: A ≠ Aᵀ");
	ak_csr_free(&A);
	ak_csr_free(&AT);
	random_counts(&A, D, m, m - 1, 0.3, 0, 23);
	T_OK(ak_csr_symmetric(&A, 3, &e) == 0, "not square: not symmetric");
	ak_csr_free(&A);
	/* rank 3: D = Σ_{j<3} (j+1) x_j x_jᵀ, stored dense in CSR */
	memset(D, 0, m * m * 8);
	for (size_t j = 0; j < 3; j++)
		for (size_t r = 0; r < m; r++)
			for (size_t c = 0; c < m; c++)
				D[r * m + c] += (double)(j + 1) *
				    sin((double)((r + 1) * (j + 1))) *
				    sin((double)((c + 1) * (j + 1)));
	for (size_t r = 0; r < m; r++)
		for (size_t c = 0; c < m; c++)
			ak_coo_add(&t, (uint32_t)r, (uint32_t)c, D[r * m + c],
			    &e);
	ak_csr_from_coo(&A, &t, m, m, &e);
	ak_svd_top(Ue, Se, NULL, D, m, m, k, &e);
	T_OK(ak_rsvd(U, S, &A, NULL, k, 10, 4, 1, 2, NULL, &e) == 0,
	    "rank 3, l = 13, symmetric (Aᵀ = A): runs");
	double err = 0;
	int finite = 1;
	for (size_t j = 0; j < k; j++)
		err = fmax(err, fabs(S[j] - Se[j]) / Se[j]);
	for (size_t i = 0; i < m * k; i++)
		finite &= isfinite(U[i]);
	T_OK(err < 1e-9 && finite,
	    "rank 3: the 3 singular values within 1e-9 of LAPACK, U finite");
	ak_csr_free(&A);
	free(D);
	free(U);
	free(S);
	free(Ue);
	free(Se);
}

/* the embeddings of the two paths on a symmetric count matrix */
static void
check_emb(void)
{
	size_t V = 80, d = 5, nz1, nz2;
	long f1, f2;
	double *D = malloc(V * V * 8), *E1 = malloc(V * d * 8);
	double *E2 = malloc(V * d * 8);
	ak_csr A;
	ak_err e;
	ak_rsvd_opts o = { 40, 10, 1, 1, NULL };

	random_counts(&A, D, V, V, 0.1, 1, 9);
	/* a word that never co-occurs: row and column 7 empty */
	T_OK(ak_emb_dense_csr(E1, &A, d, 1, 1, 1, &nz1, &f1, &e) == 0,
	    "dense path");
	T_OK(ak_emb_sparse(E2, &A, d, 1, 1, 1, &o, &nz2, &f2, &e) == 0,
	    "sparse path");
	double err = 0;
	for (size_t i = 0; i < V * d; i++)
		err = fmax(err, fabs(E1[i] - E2[i]));
	T_OK(err < 1e-6, "E = U S: the two paths agree (1e-6)");
	T_OK(nz1 == nz2 && f1 == f2, "the same zero rows");
	ak_csr_free(&A);
	free(D);
	free(E1);
	free(E2);
}

/*
 * Every vector path of ak_csr_mm and ak_csr_mmf (the passes of 10 AVX
 * vectors and of 20, 4 and 1 AVX-512 ones, the double passes of 16, 4, 1
 * and the l mod 8 tail) gives the scalar loop's bits: widths l below,
 * at and past each pass, rows of 0 to 40 entries (past the prefetch's
 * 16), 1 and 2 threads, an A with val and one with fval.
 */
static void
check_paths(void)
{
	static const size_t widths[] = { 1, 5, 8, 15, 16, 42, 64, 79, 80, 97,
	    150, 300, 310, 320, 401 };
	size_t m = 23, n = 31, nw = sizeof(widths) / sizeof(widths[0]);
	ak_rng r;
	ak_err e;

	for (int isa = 0; isa < AK_ISA_COUNT; isa++) {
		if (!ak_isa_supported((ak_isa)isa))
			continue;
		ak_isa_set((ak_isa)isa, &e);
		for (size_t w = 0; w < nw; w++) {
			size_t l = widths[w], ld = (l + 15) / 16 * 16;
			ak_coo t = { 0 };
			ak_csr A;
			size_t perm[31];
			int dbits = 1, fbits = 1;

			ak_rng_seed(&r, 100 + w);
			for (size_t i = 0; i < m; i++) {
				size_t len = ak_rng_below(&r, 32);

				for (size_t j = 0; j < n; j++)
					perm[j] = j;
				ak_rng_shuffle(&r, perm, n);
				for (size_t q = 0; q < len; q++)
					ak_coo_add(&t, (uint32_t)i, (uint32_t)perm[q],
					    ak_rng_normal(&r), &e);
			}
			ak_csr_from_coo(&A, &t, m, n, &e);
			double *X = malloc(n * l * sizeof(double));
			double *Y = malloc(m * l * sizeof(double));
			float *Xf = calloc(n * ld, sizeof(float));
			float *Yf = malloc(m * ld * sizeof(float));
			float *av = malloc((A.nnz + 1) * sizeof(float));

			for (size_t q = 0; q < n * l; q++)
				X[q] = ak_rng_normal(&r);
			for (size_t j = 0; j < n; j++)
				for (size_t c = 0; c < l; c++)
					Xf[j * ld + c] = (float)X[j * l + c];
			for (size_t p = 0; p < A.nnz; p++)
				av[p] = (float)A.val[p];
			for (int th = 1; th <= 2; th++) {
				ak_csr_mm(Y, &A, X, l, th);
				ak_csr_mmf(Yf, &A, av, Xf, ld, th);
				for (size_t i = 0; i < m; i++) {
					for (size_t c = 0; c < l; c++) {
						double y = 0;
						float f = 0;

						for (size_t p = A.ptr[i];
						    p < A.ptr[i + 1]; p++) {
							double pd = A.val[p] *
							    X[A.col[p] * l + c];
							float pf = av[p] *
							    Xf[A.col[p] * ld + c];

							y += pd;
							f += pf;
						}
						dbits &= y == Y[i * l + c];
						fbits &= f == Yf[i * ld + c];
					}
					for (size_t c = l; c < ld; c++)
						fbits &= Yf[i * ld + c] == 0;
				}
			}
			char name[96];

			snprintf(name, sizeof(name), "%s, l = %zu: A X in "
			    "double, the scalar loop's bits",
			    ak_isa_name((ak_isa)isa), l);
			T_OK(dbits, name);
			snprintf(name, sizeof(name), "%s, ld = %zu: A X in "
			    "float, the scalar loop's bits",
			    ak_isa_name((ak_isa)isa), ld);
			T_OK(fbits, name);
			free(X);
			free(Y);
			free(Xf);
			free(Yf);
			free(av);
			ak_csr_free(&A);
		}
	}
	ak_isa_set(ak_isa_best(), &e);
}

/*
 * The products' rows cut into chunks that the threads claim in turn
 * (csr.c): rows of Zipf lengths (row 0 full, row i about n/(i+1), every
 * seventh empty), and matrices of fewer rows than threads or chunks (1,
 * 2, 3 rows; no entry at all): at 1, 2, 3, 5, 8 and AK_PAR_MAX threads,
 * float and double, each cell is the scalar loop's (a product, then a
 * sum, in row order), bit for bit.
 */
static void
check_chunks(void)
{
	static const size_t rows[] = { 300, 3, 2, 1, 40 };
	static const int thr[] = { 1, 2, 3, 5, 8, AK_PAR_MAX };
	const size_t n = 200, ld = 48;
	int ok = 1, cases = 0;
	ak_rng r;

	ak_rng_seed(&r, 7);
	for (size_t q = 0; q < sizeof rows / sizeof rows[0]; q++) {
		size_t m = rows[q];
		ak_coo t = { 0 };
		ak_csr A;
		ak_err e;

		for (size_t i = 0; i < m && q < 4; i++)
			for (size_t j = 0; i % 7 != 6 && j < n; j += i + 1)
				ak_coo_add(&t, (uint32_t)i, (uint32_t)j,
				    1 + (double)(ak_rng_below(&r, 1000)), &e);
		if (ak_csr_from_coo(&A, &t, m, n, &e) != 0)
			continue;
		float *av = malloc((A.nnz + 1) * 4), *Xf = malloc(n * ld * 4);
		float *Yf = malloc(m * ld * 4);
		double *X = malloc(n * ld * 8), *Y = malloc(m * ld * 8);
		for (size_t p = 0; p < A.nnz; p++)
			av[p] = (float)A.val[p];
		for (size_t i = 0; i < n * ld; i++) {
			X[i] = ak_rng_normal(&r);
			Xf[i] = (float)X[i];
		}
		for (size_t k = 0; k < sizeof thr / sizeof thr[0]; k++) {
			memset(Yf, 0xff, m * ld * 4);
			memset(Y, 0xff, m * ld * 8);
			ak_csr_mmf(Yf, &A, av, Xf, ld, thr[k]);
			ak_csr_mm(Y, &A, X, ld, thr[k]);
			for (size_t i = 0; i < m; i++)
				for (size_t c = 0; c < ld; c++) {
					float f = 0;
					double d = 0;
					for (size_t p = A.ptr[i]; p < A.ptr[i + 1];
					    p++) {
						float pf = av[p] *
						    Xf[A.col[p] * ld + c];
						double pd = A.val[p] *
						    X[A.col[p] * ld + c];
						f += pf;
						d += pd;
					}
					ok &= memcmp(&f, &Yf[i * ld + c], 4) ==
					    0 && memcmp(&d, &Y[i * ld + c], 8) ==
					    0;
				}
			cases++;
		}
		free(av);
		free(Xf);
		free(Yf);
		free(X);
		free(Y);
		ak_csr_free(&A);
	}
	T_OK(ok && cases == 30, "A X in chunks claimed by 1 to 64 threads: "
	    "the scalar loop's bits (Zipf rows, empty ones, fewer rows than "
	    "threads, no entry; float and double; 30 cases)");
}

/*
 * The units layout's PPMI on 1, 2, 3, 5, 8 and 64 threads (the column
 * sums a share of the columns each; each part's kept cells moved down
 * within it, then the parts after one another)
 * against the double layout's, whose loop is one thread's: the same
 * rows, columns and floats, bit for bit.  Rows of Zipf-like lengths, a
 * band of empty rows, a first and last row empty, and neg 3 that drops
 * most of some rows' cells and every cell of others.
 */
static void
check_ppmi_threads(void)
{
	const size_t m = 300, n = 200;
	const int nts[] = { 1, 2, 3, 5, 8, 64 };
	ak_csr A, R;
	ak_coo t = { 0 };
	ak_rng r;
	ak_err e;
	int same = 1, gone = 0;

	ak_rng_seed(&r, 77);
	for (size_t i = 1; i + 1 < m; i++)
		for (size_t j = 0; (i < 100 || i >= 130) && j < n; j++)
			if (ak_rng_uniform(&r) < 0.9 / (1.0 + (double)(i %
			    41)))
				ak_coo_add(&t, (uint32_t)i, (uint32_t)j,
				    (double)(1 + ak_rng_below(&r, 30)), &e);
	ak_csr_from_coo(&A, &t, m, n, &e);
	/* the reference: the double layout, one thread's loop */
	memset(&R, 0, sizeof R);
	R = A;
	R.ptr = malloc((m + 1) * sizeof(size_t));
	R.col = malloc(A.nnz * sizeof(uint32_t));
	R.val = malloc(A.nnz * sizeof(double));
	memcpy(R.ptr, A.ptr, (m + 1) * sizeof(size_t));
	memcpy(R.col, A.col, A.nnz * sizeof(uint32_t));
	memcpy(R.val, A.val, A.nnz * sizeof(double));
	T_OK(ak_csr_ppmi(&R, 0.75, 3, 1, &e) == 0 && R.nnz < A.nnz,
	    "PPMI threads: the reference dropped cells");
	for (size_t i = 1; i + 1 < m; i++)
		gone += (i < 100 || i >= 130) && A.ptr[i + 1] > A.ptr[i] &&
		    R.ptr[i + 1] == R.ptr[i];
	for (size_t k = 0; k < sizeof nts / sizeof nts[0]; k++) {
		ak_csr U = A;

		U.val = NULL;
		U.L = 1;
		U.ptr = malloc((m + 1) * sizeof(size_t));
		U.col = malloc(A.nnz * sizeof(uint32_t));
		U.units = malloc(A.nnz * sizeof(uint32_t));
		memcpy(U.ptr, A.ptr, (m + 1) * sizeof(size_t));
		memcpy(U.col, A.col, A.nnz * sizeof(uint32_t));
		for (size_t p = 0; p < A.nnz; p++)
			U.units[p] = (uint32_t)A.val[p];
		same &= ak_csr_ppmi(&U, 0.75, 3, nts[k], &e) == 0 &&
		    U.fval != NULL && U.nnz == R.nnz && memcmp(U.ptr, R.ptr,
		    (m + 1) * sizeof(size_t)) == 0 && memcmp(U.col, R.col,
		    R.nnz * sizeof(uint32_t)) == 0 && memcmp(U.fval, R.fval,
		    R.nnz * sizeof(float)) == 0;
		ak_csr_free(&U);
	}
	T_OK(gone > 0, "PPMI threads: some rows lose every cell");
	T_OK(same, "PPMI of the units layout on 1, 2, 3, 5, 8 and 64 threads "
	    "= the double layout's on one, bit for bit (rows, columns, "
	    "floats)");
	ak_csr_free(&A);
	ak_csr_free(&R);
}

/*
 * The dense steps' triangular solves in stretches of rows on 2, 3 and 5
 * threads (rsvd.c, trsm_rows: 4096 rows a part at least, so 20,000 rows
 * make 2, 3 and 4 parts): the same U and S, bit for bit, as one thread.
 */
static void
check_rsvd_threads(void)
{
	const size_t m = 20000, n = 300, k = 8;
	double *U = malloc(m * k * sizeof(double)), S[8], S2[8];
	double *U2 = malloc(m * k * sizeof(double));
	ak_csr A, AT;
	ak_coo t = { 0 };
	ak_rng r;
	ak_err e;
	int same = 1;

	ak_rng_seed(&r, 5);
	for (size_t i = 0; i < m; i++)
		for (size_t c = 0; c < n; c++)
			if (ak_rng_uniform(&r) < 0.02)
				ak_coo_add(&t, (uint32_t)i, (uint32_t)c,
				    (double)(1 + ak_rng_below(&r, 9)), &e);
	ak_csr_from_coo(&A, &t, m, n, &e);
	ak_csr_transpose(&AT, &A, &e);
	T_OK(ak_rsvd(U, S, &A, &AT, k, 10, 4, 1, 1, NULL, &e) == 0,
	    "20,000 rows: one thread");
	for (int th = 2; th <= 5; th += th == 3 ? 2 : 1) {
		same &= ak_rsvd(U2, S2, &A, &AT, k, 10, 4, 1, th, NULL,
		    &e) == 0 && memcmp(U, U2, m * k * sizeof(double)) == 0 &&
		    memcmp(S, S2, sizeof S) == 0;
	}
	T_OK(same, "20,000 rows: 2, 3 and 5 threads give one thread's U and "
	    "S, bit for bit");
	ak_csr_free(&A);
	ak_csr_free(&AT);
	free(U);
	free(U2);
}

int
main(void)
{
	check_ppmi();
	check_compact();
	check_ppmi_threads();
	check_rsvd_threads();
	check_products(11);
	check_products(42);
	check_products(61);
	check_paths();
	check_chunks();
	check_rsvd();
	check_symmetric_lowrank();
	check_emb();
	return t_done();
}
