#include <cblas.h>
#include <lapacke.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "blasthr.h"
#include "par.h"
#include "rng.h"
#include "rsvd.h"
#include "svd.h"

/* the stage of progress.h the products are said in */
#define PRODUCTS "SVD products"

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
	if (info == -4)	/* LAPACKE's check of its input: a NaN in X */
		return ak_errf(e, "SVD: a product of the PPMI holds NaN (a "
		    "value that is not a number): its cells and the sums they "
		    "were weighed by are not of the same counts");
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

/* Xf R⁻¹ a stretch of rows a part (trsm_rows) */
typedef struct trsm_job {
	const float *R;
	float *X;
	size_t r, l, ld, step;	/* part t: rows t·step .. (t+1)·step − 1 */
} trsm_job;

static void
trsm_part(void *arg, size_t t, size_t nt)
{
	const trsm_job *j = arg;
	size_t lo = t * j->step, hi = lo + j->step;

	(void)nt;
	hi = hi > j->r ? j->r : hi;
	if (lo < hi)
		cblas_strsm(CblasRowMajor, CblasRight, CblasUpper,
		    CblasNoTrans, CblasNonUnit, (int)(hi - lo), (int)j->l,
		    1.0f, j->R, (int)j->l, j->X + lo * j->ld, (int)j->ld);
}

/*
 * X (r×l of an r×ld float array) <- X R⁻¹ (R l×l upper), in stretches of
 * rows (multiples of 64) on the threads: each row's solution depends on
 * that row and R alone, and OpenBLAS's strsm computes a row the same way
 * whatever rows are beside it (checked at 1, 2, 3 and 5 threads against
 * one call: test_rsvd, ppmi-svd's bytes at any -j: sparse.sh).
 */
#define TRSM_MIN 4096		/* rows a part, at least (-j on small r: one
				 * call) */
static void
trsm_rows(float *X, const float *R, size_t r, size_t l, size_t ld,
    int threads)
{
	size_t nt = threads < 1 ? 1 : threads > AK_PAR_MAX ? AK_PAR_MAX :
	    (size_t)threads;
	trsm_job j = { R, X, r, l, ld, 0 };

	while (nt > 1 && r / nt < TRSM_MIN)
		nt--;
	j.step = ((r + nt - 1) / nt + 63) / 64 * 64;
	if (nt == 1)
		trsm_part(&j, 0, 1);
	else
		ak_par_run(nt, trsm_part, &j);
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
    size_t ld, int threads, ak_err *e)
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
			trsm_rows(Xf, G, r, l, ld, threads);
			return 0;
		}
	}
	to_double(Xd, Xf, r, l, ld);
	if (orth(Xd, tau, r, l, e) != 0)
		return -1;
	to_float(Xf, Xd, r, l, ld);
	return 0;
}

/* the products of a CSR matrix (ak_rsvd): A and B = Aᵀ (or A itself when
 * symmetric), their values in float */
typedef struct csr_op {
	const ak_csr *A, *B;
	const float *af, *bf;
	int threads;
} csr_op;

static int
csr_mmf(void *arg, float *Y, const float *X, size_t ld, ak_err *e)
{
	const csr_op *o = arg;

	(void)e;
	ak_csr_mmf(Y, o->A, o->af, X, ld, o->threads);
	return 0;
}

static int
csr_mmtf(void *arg, float *Z, const float *Y, size_t ld, ak_err *e)
{
	const csr_op *o = arg;

	(void)e;
	ak_csr_mmf(Z, o->B, o->bf, Y, ld, o->threads);
	return 0;
}

static int
csr_mmt(void *arg, double *Z, const double *Y, size_t l, ak_err *e)
{
	const csr_op *o = arg;

	(void)e;
	ak_csr_mm(Z, o->B, Y, l, o->threads);
	return 0;
}

int
ak_rsvd(double *U, double *S, const ak_csr *A, const ak_csr *AT, size_t k,
    size_t oversample, size_t iters, uint64_t seed, int threads,
    const ak_progress *pr, ak_err *e)
{
	csr_op o = { A, AT ? AT : A, NULL, NULL, threads };
	ak_rsvd_op op = { A->m, A->n, csr_mmf, csr_mmtf, csr_mmt, &o, pr,
	    threads };
	float *av = NULL, *bv = NULL;
	int rc;

	if (k < 1 || k > (A->m < A->n ? A->m : A->n))
		return ak_errf(e, "SVD: %zu singular values asked of a "
		    "%zu×%zu matrix", k, A->m, A->n);
	/* float values (the PPMI of ak_csr_ppmi) are used as they are;
	 * double ones rounded once */
	if ((!A->fval && (av = falloc(A->nnz, e)) == NULL) ||
	    (AT && !AT->fval && (bv = falloc(AT->nnz, e)) == NULL)) {
		free(av);
		return -1;
	}
	for (size_t p = 0; av && p < A->nnz; p++)
		av[p] = (float)A->val[p];
	for (size_t p = 0; bv && p < AT->nnz; p++)
		bv[p] = (float)AT->val[p];
	o.af = A->fval ? A->fval : av;
	o.bf = !AT ? o.af : AT->fval ? AT->fval : bv;
	rc = ak_rsvd_op_run(U, S, &op, k, oversample, iters, seed, e);
	free(bv);
	free(av);
	return rc;
}

/* the sketch's work: Y, Z in double (m×l, n×l), Yf, Zf in float (m×ld,
 * n×ld), G (l×l floats), the QR's and the small SVD's arrays */
typedef struct work {
	double *Y, *Z, *tau, *R, *s, *Ut, *Vt, *superb;
	float *Yf, *Zf, *G;
} work;

static void
work_free(work *w)
{
	free(w->Yf);
	free(w->Zf);
	free(w->G);
	free(w->Y);
	free(w->Z);
	free(w->tau);
	free(w->R);
	free(w->s);
	free(w->Ut);
	free(w->Vt);
	free(w->superb);
}

static int
work_alloc(work *w, size_t m, size_t n, size_t l, size_t ld, ak_err *e)
{
	memset(w, 0, sizeof(*w));
	if ((w->Y = ak_alloc_n(m * l, sizeof(double), e)) == NULL ||
	    (w->Z = ak_alloc_n(n * l, sizeof(double), e)) == NULL ||
	    (w->Yf = falloc(m * ld, e)) == NULL ||
	    (w->Zf = falloc(n * ld, e)) == NULL ||
	    (w->G = falloc(l * l, e)) == NULL ||
	    (w->tau = ak_alloc_n(l, sizeof(double), e)) == NULL ||
	    (w->R = ak_alloc_n(l * l, sizeof(double), e)) == NULL ||
	    (w->s = ak_alloc_n(l, sizeof(double), e)) == NULL ||
	    (w->Ut = ak_alloc_n(l * l, sizeof(double), e)) == NULL ||
	    (w->Vt = ak_alloc_n(l * l, sizeof(double), e)) == NULL ||
	    (w->superb = ak_alloc_n(l, sizeof(double), e)) == NULL)
		return -1;
	return 0;
}

/* the Rayleigh–Ritz step: Q (w->Y, m×l) orthonormal, Aᵀ Q = Q₂ R, Rᵀ =
 * Ũ diag(S) Ṽᵀ, U = Q Ũ[:, :k] */
static int
ritz(double *U, double *S, const ak_rsvd_op *op, work *w, size_t k,
    size_t l, ak_err *e)
{
	size_t m = op->m, n = op->n;

	if (orth(w->Y, w->tau, m, l, e) != 0 ||
	    op->mmt(op->arg, w->Z, w->Y, l, e) != 0)	/* Z = Aᵀ Q */
		return -1;
	if (LAPACKE_dgeqrf(LAPACK_ROW_MAJOR, (lapack_int)n, (lapack_int)l,
	    w->Z, (lapack_int)l, w->tau) != 0)
		return ak_errf(e, "SVD: LAPACKE_dgeqrf failed");
	/* Rᵀ (l×l, lower): Rᵀ[i][j] = R[j][i] for j <= i */
	for (size_t i = 0; i < l; i++)
		for (size_t j = 0; j <= i; j++)
			w->R[i * l + j] = w->Z[j * l + i];
	if (LAPACKE_dgesvd(LAPACK_ROW_MAJOR, 'A', 'N', (lapack_int)l,
	    (lapack_int)l, w->R, (lapack_int)l, w->s, w->Ut, (lapack_int)l,
	    w->Vt, (lapack_int)l, w->superb) != 0)
		return ak_errf(e, "SVD: LAPACKE_dgesvd failed to converge");
	cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)m, (int)k,
	    (int)l, 1.0, w->Y, (int)l, w->Ut, (int)l, 0.0, U, (int)k);
	memcpy(S, w->s, k * sizeof(double));
	ak_svd_sign(U, NULL, m, 0, k);
	return 0;
}

int
ak_rsvd_op_run(double *U, double *S, const ak_rsvd_op *op, size_t k,
    size_t oversample, size_t iters, uint64_t seed, ak_err *e)
{
	size_t m = op->m, n = op->n, mn = m < n ? m : n, l = k + oversample;
	work w;
	ak_rng rng;
	int rc = -1, blas_threads = 1;	/* 1: nothing to restore */

	if (k < 1 || k > mn)
		return ak_errf(e, "SVD: %zu singular values asked of a "
		    "%zu×%zu matrix", k, m, n);
	if (l > mn)
		l = mn;
	size_t ld = (l + 15) / 16 * 16;
	if (work_alloc(&w, m, n, l, ld, e) != 0)
		goto out;
	/* OpenBLAS's threaded QR does not give the same bits as its serial
	 * one (OPENBLAS_NUM_THREADS=1 and 2 differ); the dense steps here are
	 * O((m + n) l²), small beside the sparse products, which run on
	 * their threads deterministically */
	blas_threads = ak_blas_serial_begin();
	ak_rng_seed(&rng, seed);
	for (size_t i = 0; i < n; i++)
		for (size_t c = 0; c < l; c++)
			w.Zf[i * ld + c] = (float)ak_rng_normal(&rng);
	/* the range finder and the power iterations in float: they only
	 * have to find the subspace; the Rayleigh–Ritz step is double */
	uint64_t np = 2 * (uint64_t)iters + 2;	/* the products */
	ak_progress_step(op->progress, PRODUCTS, "products", 0, np);
	if (op->mmf(op->arg, w.Yf, w.Zf, ld, e) != 0)	/* Y = A Ω */
		goto out;
	for (size_t it = 0; it < iters; it++) {
		ak_progress_step(op->progress, PRODUCTS, "products", 2 * it + 1,
		    np);
		if (orth_fast(w.Yf, w.Y, w.G, w.tau, m, l, ld, op->threads,
		    e) != 0 || op->mmtf(op->arg, w.Zf, w.Yf, ld, e) != 0 ||
		    orth_fast(w.Zf, w.Z, w.G, w.tau, n, l, ld, op->threads,
		    e) != 0 ||
		    op->mmf(op->arg, w.Yf, w.Zf, ld, e) != 0)
			goto out;
	}
	ak_progress_step(op->progress, PRODUCTS, "products", np - 1, np);
	/* the last Q is U's basis: Householder in double, orthonormal to ε */
	to_double(w.Y, w.Yf, m, l, ld);
	if ((rc = ritz(U, S, op, &w, k, l, e)) == 0)
		ak_progress_end(op->progress, PRODUCTS, "products", np, np);
out:
	ak_blas_serial_end(blas_threads);
	work_free(&w);
	return rc;
}
