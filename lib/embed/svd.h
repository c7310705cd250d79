/*
 * svd.h — truncated singular value decomposition through LAPACKE
 * (lesson, "Карта внимания на реальном тексте": "возьмём 32 первых
 * сингулярных направления"; docs/DESIGN.md "SVD sign rule").
 *
 *   A ≈ U_k · diag(S_k) · V_kᵀ,   S_1 >= S_2 >= ... >= S_k >= 0
 *
 * Legend: m rows, n columns of A; k <= min(m, n) singular triplets kept.
 * Sign rule: each pair (u_j, v_j) is flipped together so that the entry of
 * u_j with the largest magnitude is positive (the first such entry on a
 * tie); the product U S Vᵀ does not change, and the output no longer depends
 * on the LAPACK build.
 */
#ifndef AK_SVD_H
#define AK_SVD_H

#include <stddef.h>

#include "util.h"

/*
 * ak_svd_top: the k largest singular triplets of A (m×n, row-major, not
 * modified) by LAPACKE_dgesdd (all min(m, n) triplets, divide and
 * conquer; the first k kept).  U: m×k row-major, S: k, VT: k×n row-major
 * (VT may be NULL when not wanted).  1 <= k <= min(m, n); any rank: k
 * above the rank gives S_j = 0 and orthonormal u_j, v_j completing the
 * bases.  Memory: about 4·min(m,n)² + 2·m·n doubles of workspace.
 * Returns 0, or -1 with a message (memory, LAPACK failure to converge).
 */
int ak_svd_top(double *U, double *S, double *VT, const double *A, size_t m,
    size_t n, size_t k, ak_err *e);

/*
 * ak_svd_top_sym: the same for a symmetric A (n×n; only its lower triangle
 * is read), about twice as fast: A = Q Λ Qᵀ by LAPACKE_dsytrd (one
 * tridiagonal reduction), the eigenvalues by dsterf, the k of largest
 * magnitude and their vectors by dstevr on the tridiagonal and dormtr.
 * Singular values are |λ|; u_j = q_j, v_j = sign(λ_j) q_j (Golub & Van
 * Loan, "Matrix Computations", §8.6: the SVD of a symmetric matrix).
 * Equal |λ| of opposite sign: the positive first.  When the k chosen
 * |λ| reach from both ends of the spectrum into one cluster (k above the
 * rank: |λ| tied near 0), the tridiagonal's eigenvectors come from one
 * dstevr call for all n (n² more doubles), so that they stay orthogonal.
 * Same outputs and sign rule as ak_svd_top (which is its test oracle).
 * Returns 0 or -1.
 */
int ak_svd_top_sym(double *U, double *S, double *VT, const double *A,
    size_t n, size_t k, ak_err *e);

/*
 * ak_svd_top_gram: the k largest singular values S and left singular
 * vectors U (m×k) of a wide A (m×n, n >= m, row-major) from the Gram
 * matrix G = A Aᵀ (m×m, cblas_dsyrk) and its eigen-decomposition
 * (ak_svd_top_sym): A Aᵀ = U diag(S²) Uᵀ.  Cost O(m²n) in BLAS-3 instead
 * of dgesdd's O(m²n) bidiagonalisation, several times faster for n >> m.
 * Squaring loses relative accuracy for singular values far below S_1
 * (about ε (S_1/S_j)²); fine for the leading directions of a PPMI matrix,
 * checked against ak_svd_top in the tests.  Sign rule as ak_svd_top.
 * Returns 0 or -1.
 */
int ak_svd_top_gram(double *U, double *S, const double *A, size_t m,
    size_t n, size_t k, ak_err *e);

/*
 * ak_is_symmetric: 1 if |A_ij − A_ji| <= tol · max|A| for all i, j
 * (A: n×n), else 0.
 */
int ak_is_symmetric(const double *A, size_t n, double tol);

/*
 * ak_svd_sign: apply the sign rule to U (m×k) and VT (k×n, may be NULL)
 * in place.
 */
void ak_svd_sign(double *U, double *VT, size_t m, size_t n, size_t k);

#endif
