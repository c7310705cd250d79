#include <cblas.h>
#include <lapacke.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "blasthr.h"
#include "rng.h"
#include "rsvd.h"
#include "svd.h"

size_t
ak_rsvd_iters(size_t k, size_t m, size_t n)
{
	size_t mn = m < n ? m : n;

	return 10 * k < mn ? 7 : 4;
}

/* X (r×l, row-major, r >= l) <- an orthonormal basis of its columns */
static int
orth(double *X, double *tau, size_t r, size_t l, ak_err *e)
{
	lapack_int info;

	info = LAPACKE_dgeqrf(LAPACK_ROW_MAJOR, (lapack_int)r, (lapack_int)l,
	    X, (lapack_int)l, tau);
	if (info == 0)
		info = LAPACKE_dorgqr(LAPACK_ROW_MAJOR, (lapack_int)r,
		    (lapack_int)l, (lapack_int)l, X, (lapack_int)l, tau);
	if (info != 0)
		return ak_errf(e, "SVD: LAPACKE QR failed (info %d)", (int)info);
	return 0;
}

/* a zeroed, 64-byte aligned array of n floats (the rows of X in mmf) */
static float *
falloc(size_t n, ak_err *e)
{
	void *p = NULL;

	if (n > SIZE_MAX / sizeof(float) ||
	    posix_memalign(&p, 64, n * sizeof(float) + 1) != 0) {
		ak_errf(e, "out of memory (%zu floats)", n);
		return NULL;
	}
	ak_mem_huge(p, n * sizeof(float));
	memset(p, 0, n * sizeof(float));
	return p;
}

/* D (r×l) = F (r×ld, float) and back: the QR runs in double */
static void
to_double(double *D, const float *F, size_t r, size_t l, size_t ld)
{
	for (size_t i = 0; i < r; i++)
		for (size_t c = 0; c < l; c++)
			D[i * l + c] = F[i * ld + c];
}

static void
to_float(float *F, const double *D, size_t r, size_t l, size_t ld)
{
	for (size_t i = 0; i < r; i++)
		for (size_t c = 0; c < l; c++)
			F[i * ld + c] = (float)D[i * l + c];
}

/*
 * Xf (r×l of an r×ld float array) <- Xf R⁻¹, RᵀR = XfᵀXf (Cholesky QR:
 * Stathopoulos & Wu 2002; ssyrk, spotrf, strsm — BLAS 3, no copy, where
 * Householder's QR is mostly level 2 at this width), between power
 * iterations, where the basis only has to stay well conditioned (its
 * span is exact whatever R's rounding).  Its loss of orthogonality grows
 * as cond(Xf)² ε, so it is used while cond(R) stays under 100 (judged by
 * R's diagonal) and the Cholesky succeeds; otherwise Householder in
 * double (orth, through Xd: r×l).  G: l×l floats.
 */
static int
orth_fast(float *Xf, double *Xd, float *G, double *tau, size_t r, size_t l,
    size_t ld, ak_err *e)
{
	float lo = INFINITY, hi = 0;

	cblas_ssyrk(CblasRowMajor, CblasUpper, CblasTrans, (int)l, (int)r,
	    1.0f, Xf, (int)ld, 0.0f, G, (int)l);
	if (LAPACKE_spotrf(LAPACK_ROW_MAJOR, 'U', (lapack_int)l, G,
	    (lapack_int)l) == 0) {
		for (size_t i = 0; i < l; i++) {
			lo = fminf(lo, G[i * l + i]);
			hi = fmaxf(hi, G[i * l + i]);
		}
		if (lo > 1e-2f * hi) {
			cblas_strsm(CblasRowMajor, CblasRight, CblasUpper,
			    CblasNoTrans, CblasNonUnit, (int)r, (int)l, 1.0f,
			    G, (int)l, Xf, (int)ld);
			return 0;
		}
	}
	to_double(Xd, Xf, r, l, ld);
	if (orth(Xd, tau, r, l, e) != 0)
		return -1;
	to_float(Xf, Xd, r, l, ld);
	return 0;
}

int
ak_rsvd(double *U, double *S, const ak_csr *A, const ak_csr *AT, size_t k,
    size_t oversample, size_t iters, uint64_t seed, int threads, ak_err *e)
{
	size_t m = A->m, n = A->n, mn = m < n ? m : n, l = k + oversample, ld;
	double *Y = NULL, *Z = NULL, *tau = NULL, *R = NULL, *s = NULL;
	double *Ut = NULL, *Vt = NULL, *superb = NULL;
	float *Yf = NULL, *Zf = NULL, *av = NULL, *bv = NULL, *G = NULL;
	const float *af, *bf;
	const ak_csr *B = AT ? AT : A;
	ak_rng rng;
	int rc = -1, blas_threads = 1;	/* 1: nothing to restore */

	if (k < 1 || k > mn)
		return ak_errf(e, "SVD: %zu singular values asked of a "
		    "%zu×%zu matrix", k, m, n);
	if (l > mn)
		l = mn;
	ld = (l + 15) / 16 * 16;
	if ((Y = ak_alloc_n(m * l, sizeof(double), e)) == NULL ||
	    (Z = ak_alloc_n(n * l, sizeof(double), e)) == NULL ||
	    (Yf = falloc(m * ld, e)) == NULL ||
	    (Zf = falloc(n * ld, e)) == NULL ||
	    (G = falloc(l * l, e)) == NULL ||
	    (!A->fval && (av = falloc(A->nnz, e)) == NULL) ||
	    (AT && !AT->fval && (bv = falloc(AT->nnz, e)) == NULL) ||
	    (tau = ak_alloc_n(l, sizeof(double), e)) == NULL ||
	    (R = ak_alloc_n(l * l, sizeof(double), e)) == NULL ||
	    (s = ak_alloc_n(l, sizeof(double), e)) == NULL ||
	    (Ut = ak_alloc_n(l * l, sizeof(double), e)) == NULL ||
	    (Vt = ak_alloc_n(l * l, sizeof(double), e)) == NULL ||
	    (superb = ak_alloc_n(l, sizeof(double), e)) == NULL)
		goto out;
	/* float values (the PPMI of ak_csr_ppmi) are used as they are;
	 * double ones rounded once */
	for (size_t p = 0; av && p < A->nnz; p++)
		av[p] = (float)A->val[p];
	for (size_t p = 0; bv && p < AT->nnz; p++)
		bv[p] = (float)AT->val[p];
	af = A->fval ? A->fval : av;
	bf = !AT ? af : AT->fval ? AT->fval : bv;
	/* OpenBLAS's threaded QR does not give the same bits as its serial
	 * one (OPENBLAS_NUM_THREADS=1 and 2 differ); the dense steps here are
	 * O((m + n) l²), small beside the sparse products, which run on
	 * `threads` deterministically */
	blas_threads = ak_blas_serial_begin();
	ak_rng_seed(&rng, seed);
	for (size_t i = 0; i < n; i++)
		for (size_t c = 0; c < l; c++)
			Zf[i * ld + c] = (float)ak_rng_normal(&rng);
	/* the range finder and the power iterations in float: they only
	 * have to find the subspace; the Rayleigh–Ritz step below is double */
	ak_csr_mmf(Yf, A, af, Zf, ld, threads);		/* Y = A Ω */
	for (size_t it = 0; it < iters; it++) {
		if (orth_fast(Yf, Y, G, tau, m, l, ld, e) != 0)
			goto out;
		ak_csr_mmf(Zf, B, bf, Yf, ld, threads);	/* Z = Aᵀ Q */
		if (orth_fast(Zf, Z, G, tau, n, l, ld, e) != 0)
			goto out;
		ak_csr_mmf(Yf, A, af, Zf, ld, threads);	/* Y = A Z */
	}
	/* the last Q is U's basis: Householder in double, orthonormal to ε */
	to_double(Y, Yf, m, l, ld);
	if (orth(Y, tau, m, l, e) != 0)
		goto out;
	ak_csr_mm(Z, B, Y, l, threads);		/* Z = Aᵀ Q = Bᵀ, in double */
	if (LAPACKE_dgeqrf(LAPACK_ROW_MAJOR, (lapack_int)n, (lapack_int)l, Z,
	    (lapack_int)l, tau) != 0) {
		ak_errf(e, "SVD: LAPACKE_dgeqrf failed");
		goto out;
	}
	/* Rᵀ (l×l, lower): Rᵀ[i][j] = R[j][i] for j <= i */
	for (size_t i = 0; i < l; i++)
		for (size_t j = 0; j <= i; j++)
			R[i * l + j] = Z[j * l + i];
	if (LAPACKE_dgesvd(LAPACK_ROW_MAJOR, 'A', 'N', (lapack_int)l,
	    (lapack_int)l, R, (lapack_int)l, s, Ut, (lapack_int)l, Vt,
	    (lapack_int)l, superb) != 0) {
		ak_errf(e, "SVD: LAPACKE_dgesvd failed to converge");
		goto out;
	}
	/* U = Q Ũ[:, :k] */
	cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)m, (int)k,
	    (int)l, 1.0, Y, (int)l, Ut, (int)l, 0.0, U, (int)k);
	memcpy(S, s, k * sizeof(double));
	ak_svd_sign(U, NULL, m, 0, k);
	rc = 0;
out:
	ak_blas_serial_end(blas_threads);
	free(bv);
	free(av);
	free(Yf);
	free(Zf);
	free(G);
	free(Y);
	free(Z);
	free(tau);
	free(R);
	free(s);
	free(Ut);
	free(Vt);
	free(superb);
	return rc;
}
