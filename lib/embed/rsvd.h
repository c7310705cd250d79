/*
 * rsvd.h — the top-k singular triplets of a sparse matrix by a randomized
 * range finder with power iterations (Halko, Martinsson & Tropp 2011,
 * "Finding structure with randomness", SIAM Review 53(2): Algorithm 4.4,
 * randomized subspace iteration, and Algorithm 5.1, direct SVD).
 *
 *   Ω: n×l Gaussian (seeded), l = k + oversample
 *   Q = orth(A Ω);  q times: Q = orth(A orth(Aᵀ Q))
 *   Aᵀ Q = Q₂ R (QR, R: l×l);  Rᵀ = Ũ diag(S) Ṽᵀ (LAPACKE_dgesvd)
 *   U = Q Ũ[:, 1..k]:  A ≈ U diag(S) (Q₂ Ṽ)ᵀ
 *
 * Legend: A: m×n sparse (csr.h), AT = Aᵀ (n×m); k singular values wanted,
 * l = min(k + oversample, m, n) columns in the sketch.  The error decays
 * as (σ_{l+1}/σ_j)^(2q+1) for the j-th value (HMT 2011, §10.4).
 *
 * Precision: the sketch and the power iterations multiply in float32
 * (ak_csr_mmf), the QR, the last product Aᵀ Q and the small SVD in double.
 * Between power iterations the basis is orthonormalised by Cholesky QR
 * (two BLAS-3 calls) while its R is well conditioned (diagonal ratio above
 * 1e-4), else by Householder; the last Q always by Householder.
 *
 * Determinism: the sparse products sum each output row in storage order
 * (any number of threads gives the same bits); orth is LAPACK's
 * Householder QR (dgeqrf, dorgqr) and the last product a cblas_dgemm, run
 * with OpenBLAS held to one thread (blasthr.h, restored on return)
 * because its threaded QR gives other bits (measured with
 * OPENBLAS_NUM_THREADS=1 and 2; the tests check it).  Same seed, same A:
 * same output.  Sign rule as svd.h.  Not reentrant: the OpenBLAS thread
 * count is global.
 */
#ifndef AK_RSVD_H
#define AK_RSVD_H

#include <stddef.h>
#include <stdint.h>

#include "csr.h"
#include "progress.h"
#include "util.h"

/*
 * ak_rsvd_iters: the default number of power iterations q for k of
 * min(m, n): 7 when k < min(m, n)/10, else 4 (the rule of
 * sklearn.utils.extmath.randomized_svd, so that the two agree in
 * accuracy when compared).
 */
size_t ak_rsvd_iters(size_t k, size_t m, size_t n);

/*
 * ak_rsvd: U (m×k, row-major) and S (k, descending) of A (m×n).  AT: Aᵀ
 * (n×m), or NULL when A is symmetric (then A serves for both).
 * oversample >= 0, iters >= 0, seed for Ω, threads >= 1 for the sparse
 * products.  1 <= k <= min(m, n).  pr (NULL: none): the products as they
 * are done (progress.h, stage "SVD products", 2·iters + 2 of them: A Ω,
 * Aᵀ Q and A Q each power iteration, the last Aᵀ Q).  Returns 0 or -1
 * (memory, LAPACK).
 */
int ak_rsvd(double *U, double *S, const ak_csr *A, const ak_csr *AT,
    size_t k, size_t oversample, size_t iters, uint64_t seed, int threads,
    const ak_progress *pr, ak_err *e);

/*
 * A matrix given by its products (ak_rsvd_op_run): A is m×n; mmf: Y
 * (m×ld floats) = A X (X: n×ld), mmtf: Z (n×ld) = Aᵀ Y (Y: m×ld), both
 * in float, each output cell summed in float over the entries of A in
 * increasing order of their other index (a product, then a sum: the bits
 * of ak_csr_mmf on A and on its transpose); mmt: Z (n×l doubles) = Aᵀ Y
 * (Y: m×l) in double likewise (ak_csr_mm).  Each returns 0 or -1 with e
 * set (a block read back from disk: counts.h, spemb.h).
 */
typedef struct ak_rsvd_op {
	size_t m, n;
	int (*mmf)(void *arg, float *Y, const float *X, size_t ld, ak_err *e);
	int (*mmtf)(void *arg, float *Z, const float *Y, size_t ld,
	    ak_err *e);
	int (*mmt)(void *arg, double *Z, const double *Y, size_t l,
	    ak_err *e);
	void *arg;
	const ak_progress *progress;	/* the products said as ak_rsvd
					   says them; NULL: not said */
	int threads;		/* the dense steps' row-wise parts on this
				 * many threads (lib/base/par.h; 0 or 1:
				 * one) */
} ak_rsvd_op;

/*
 * ak_rsvd_op_run: ak_rsvd on the matrix of op (the same steps, the same
 * bits when op's products give ak_csr_mmf's and ak_csr_mm's).  Returns 0
 * or -1 (memory, LAPACK, a product's error).
 */
int ak_rsvd_op_run(double *U, double *S, const ak_rsvd_op *op, size_t k,
    size_t oversample, size_t iters, uint64_t seed, ak_err *e);

#endif
