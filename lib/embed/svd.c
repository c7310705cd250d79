#include <cblas.h>
#include <lapacke.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "blasthr.h"
#include "svd.h"

/*
 * The decompositions run on one BLAS thread (blasthr.h): LAPACK's blocked
 * reductions (dgebrd in dgesdd, dsytrd) call BLAS kernels that OpenBLAS
 * splits among its threads, and with 2 threads the embeddings differed
 * from 1 thread in the 9th digit (--cds 0.75, --contexts, --neg 5).
 */

void
ak_svd_sign(double *U, double *VT, size_t m, size_t n, size_t k)
{
	for (size_t j = 0; j < k; j++) {
		size_t best = 0;

		for (size_t i = 1; i < m; i++)
			if (fabs(U[i * k + j]) > fabs(U[best * k + j]))
				best = i;
		if (U[best * k + j] >= 0)
			continue;
		for (size_t i = 0; i < m; i++)
			U[i * k + j] = -U[i * k + j];
		if (VT != NULL)
			for (size_t i = 0; i < n; i++)
				VT[j * n + i] = -VT[j * n + i];
	}
}

/*
 * Not LAPACKE_dgesvdx (RANGE 'I'), which this function called before: its
 * dbdsvdx turns the index range IL..IU into a value interval and lets
 * dstevx write every eigenvalue of the Golub-Kahan matrix it finds there
 * into S and Z before dropping the extra ones.  When the k-th singular
 * value is repeated (a zero column, k above the rank), that is up to twice
 * as many as S (min(m, n) entries) and Z hold: LAPACK 3.11 wrote past S
 * (valgrind: dstebz, "0 bytes after a block of size 8·min(m, n)"), then
 * failed with INFO = 2·min(m, n) + 1 or corrupted the heap.  dgesdd
 * (divide and conquer) computes all min(m, n) triplets within its
 * documented arrays, for any rank.
 *
 * Row-major A (m×n) is the column-major Aᵀ (n×m): Aᵀ = U' S V'ᵀ gives
 * A = V' S U'ᵀ, so dgesdd on Aᵀ returns in its VT (mn×m, column-major)
 * our U row-major (m×mn), and in its U (n×mn, column-major) our VT
 * row-major (mn×n): no transposed copies.
 */
int
ak_svd_top(double *U, double *S, double *VT, const double *A, size_t m,
    size_t n, size_t k, ak_err *e)
{
	size_t mn = m < n ? m : n;
	double *a = NULL, *s = NULL, *u = NULL, *vt = NULL;
	lapack_int info;
	int rc = -1, nt;

	if (k < 1 || k > mn)
		return ak_errf(e, "SVD: %zu singular values asked of a "
		    "%zu×%zu matrix", k, m, n);
	if ((a = ak_alloc_n(m * n, sizeof(double), e)) == NULL ||
	    (s = ak_alloc_n(mn, sizeof(double), e)) == NULL ||
	    (u = ak_alloc_n(m * mn, sizeof(double), e)) == NULL ||
	    (vt = ak_alloc_n(mn * n, sizeof(double), e)) == NULL)
		goto out;
	memcpy(a, A, m * n * sizeof(double));
	nt = ak_blas_serial_begin();
	info = LAPACKE_dgesdd(LAPACK_COL_MAJOR, 'S', (lapack_int)n,
	    (lapack_int)m, a, (lapack_int)n, s, vt, (lapack_int)n, u,
	    (lapack_int)mn);
	ak_blas_serial_end(nt);
	if (info != 0) {
		ak_errf(e, "SVD: LAPACKE_dgesdd failed (info %d)", (int)info);
		goto out;
	}
	memcpy(S, s, k * sizeof(double));
	for (size_t i = 0; i < m; i++)
		memcpy(U + i * k, u + i * mn, k * sizeof(double));
	ak_svd_sign(U, vt, m, n, k);	/* vt's first k rows: VT */
	if (VT != NULL)
		memcpy(VT, vt, k * n * sizeof(double));
	rc = 0;
out:
	free(a);
	free(s);
	free(u);
	free(vt);
	return rc;
}

int
ak_is_symmetric(const double *A, size_t n, double tol)
{
	double mx = 0;

	for (size_t i = 0; i < n * n; i++)
		mx = fmax(mx, fabs(A[i]));
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < i; j++)
			if (fabs(A[i * n + j] - A[j * n + i]) > tol * mx)
				return 0;
	return 1;
}

/*
 * tri_vectors: ak_svd_top_sym's eigenvectors of the tridiagonal T (d:
 * diagonal n, off: n - 1 off-diagonal, lam: its eigenvalues ascending) for
 * the top nt and the bottom nb eigenvalues, into Z's columns (n each: top
 * nt, then bottom nb) and their eigenvalues into w.  d2, e2, wp (n, n - 1,
 * n) and isuppz (2n) are workspace.  Returns 0 or -1.
 */
static int
tri_vectors(double *Z, double *w, const double *d, const double *off,
    const double *lam, size_t n, size_t nb, size_t nt, double *d2,
    double *e2, double *wp, lapack_int *isuppz, ak_err *e)
{
	lapack_int m, info, N = (lapack_int)n;
	size_t ne = n > 1 ? n - 1 : 1;
	double *Zall = NULL;
	int rc = -1;

	/*
	 * Two dstevr calls, one per end, when the ends are apart.  When one
	 * cluster of eigenvalues reaches from the bottom part to the top
	 * (|λ| tied around 0: k above the rank), vectors of that cluster
	 * computed by two calls are not orthogonal to each other (dstein
	 * orthogonalizes a cluster only within one call; its clusters are
	 * eigenvalues within 1e-3·‖T‖): then one call computes all n and
	 * the k wanted are copied out.
	 */
	double tnorm = fmax(fabs(lam[0]), fabs(lam[n - 1]));
	if (nb > 0 && nt > 0 && lam[n - nt] - lam[nb - 1] <= 1e-3 * tnorm) {
		if ((Zall = ak_alloc_n(n * n, sizeof(double), e)) == NULL)
			goto out;
		memcpy(d2, d, n * sizeof(double));
		memcpy(e2, off, ne * sizeof(double));
		info = LAPACKE_dstevr(LAPACK_COL_MAJOR, 'V', 'A', N, d2, e2,
		    0.0, 0.0, 0, 0, 0.0, &m, wp, Zall, N, isuppz);
		if (info != 0 || (size_t)m != n) {
			ak_errf(e, "SVD: LAPACKE_dstevr failed (info %d)",
			    (int)info);
			goto out;
		}
		memcpy(Z, Zall + (n - nt) * n, nt * n * sizeof(double));
		memcpy(Z + nt * n, Zall, nb * n * sizeof(double));
		memcpy(w, wp + n - nt, nt * sizeof(double));
		memcpy(w + nt, wp, nb * sizeof(double));
	} else for (int part = 0; part < 2; part++) {
		size_t cnt = part == 0 ? nt : nb, col = part == 0 ? 0 : nt;
		lapack_int il = part == 0 ? (lapack_int)(n - nt + 1) : 1;
		lapack_int iu = part == 0 ? N : (lapack_int)nb;

		if (cnt == 0)
			continue;
		memcpy(d2, d, n * sizeof(double));
		memcpy(e2, off, ne * sizeof(double));
		info = LAPACKE_dstevr(LAPACK_COL_MAJOR, 'V', 'I', N, d2, e2,
		    0.0, 0.0, il, iu, 0.0, &m, wp, Z + col * n, N, isuppz);
		if (info != 0 || (size_t)m != cnt) {
			ak_errf(e, "SVD: LAPACKE_dstevr failed (info %d)",
			    (int)info);
			goto out;
		}
		memcpy(w + col, wp, cnt * sizeof(double));
	}
	rc = 0;
out:
	free(Zall);
	return rc;
}

/*
 * order_out: ak_svd_top_sym's triplets from the k eigenpairs (Z: n-vectors,
 * w: eigenvalues; the top nt first, then the bottom nb), ord: k of
 * workspace: S = |λ| descending, U = the vectors, VT = sign(λ) times them.
 */
static void
order_out(double *U, double *S, double *VT, const double *Z, const double *w,
    size_t *ord, size_t n, size_t k, size_t nt, size_t nb)
{
	/* order by |λ| descending: top block descending, bottom ascending,
	 * merged; ties: positive first.  Near |λ| = 0 a block may hold both
	 * signs (-1e-17 in the top block), so the merge is only sorted up to
	 * rounding: a stable insertion pass (linear on sorted input) makes S
	 * descending exactly, as the API says */
	for (size_t j = 0, t = nt, b = 0; j < k; j++) {
		if (b < nb && (t == 0 || fabs(w[nt + b]) > fabs(w[t - 1])))
			ord[j] = nt + b++;
		else
			ord[j] = --t;
		S[j] = fabs(w[ord[j]]);
		for (size_t p = j; p > 0 && S[p - 1] < S[p]; p--) {
			double ts = S[p];
			size_t to = ord[p];

			S[p] = S[p - 1], ord[p] = ord[p - 1];
			S[p - 1] = ts, ord[p - 1] = to;
		}
	}
	for (size_t j = 0; j < k; j++) {
		size_t c = ord[j];

		for (size_t i = 0; i < n; i++)
			U[i * k + j] = Z[c * n + i];
		if (VT != NULL)
			for (size_t i = 0; i < n; i++)
				VT[j * n + i] = w[c] < 0 ? -Z[c * n + i] :
				    Z[c * n + i];
	}
}

int
ak_svd_top_sym(double *U, double *S, double *VT, const double *A, size_t n,
    size_t k, ak_err *e)
{
	double *a = NULL, *d = NULL, *off = NULL, *tau = NULL, *lam = NULL;
	double *d2 = NULL, *e2 = NULL, *w = NULL, *wp = NULL, *Z = NULL;
	size_t *ord = NULL;
	lapack_int *isuppz = NULL, info, N = (lapack_int)n;
	size_t nb = 0, nt = 0, ne = n > 1 ? n - 1 : 1;
	int rc = -1, nthr = 0;

	if (k < 1 || k > n)
		return ak_errf(e, "SVD: %zu singular values asked of a "
		    "%zu×%zu matrix", k, n, n);
	if ((a = ak_alloc_n(n * n, sizeof(double), e)) == NULL ||
	    (d = ak_alloc_n(n, sizeof(double), e)) == NULL ||
	    (off = ak_alloc_n(ne, sizeof(double), e)) == NULL ||
	    (tau = ak_alloc_n(ne, sizeof(double), e)) == NULL ||
	    (lam = ak_alloc_n(n, sizeof(double), e)) == NULL ||
	    (d2 = ak_alloc_n(n, sizeof(double), e)) == NULL ||
	    (e2 = ak_alloc_n(ne, sizeof(double), e)) == NULL ||
	    (w = ak_alloc_n(k, sizeof(double), e)) == NULL ||
	    (wp = ak_alloc_n(n, sizeof(double), e)) == NULL ||	/* dstevr: W(N) */
	    (Z = ak_alloc_n(n * k, sizeof(double), e)) == NULL ||
	    (isuppz = ak_alloc_n(2 * n, sizeof(lapack_int), e)) == NULL ||
	    (ord = ak_alloc_n(k, sizeof(size_t), e)) == NULL)
		goto out;
	/* row-major lower triangle = column-major upper; use 'U' */
	memcpy(a, A, n * n * sizeof(double));
	nthr = ak_blas_serial_begin();
	if ((info = LAPACKE_dsytrd(LAPACK_COL_MAJOR, 'U', N, a, N, d, off,
	    tau)) != 0) {
		ak_errf(e, "SVD: LAPACKE_dsytrd failed (info %d)", (int)info);
		goto out;
	}
	/* all eigenvalues, ascending: which k have the largest |λ|? */
	memcpy(lam, d, n * sizeof(double));
	memcpy(e2, off, ne * sizeof(double));
	if ((info = LAPACKE_dsterf(N, lam, e2)) != 0) {
		ak_errf(e, "SVD: LAPACKE_dsterf failed (info %d)", (int)info);
		goto out;
	}
	for (size_t lo = 0, hi = n; nb + nt < k;) {
		if (fabs(lam[lo]) > fabs(lam[hi - 1]))
			lo++, nb++;
		else
			hi--, nt++;
	}
	if (tri_vectors(Z, w, d, off, lam, n, nb, nt, d2, e2, wp, isuppz,
	    e) != 0)
		goto out;
	/* back to A's eigenvectors: Z <- Q Z */
	if ((info = LAPACKE_dormtr(LAPACK_COL_MAJOR, 'L', 'U', 'N', N,
	    (lapack_int)k, a, N, tau, Z, N)) != 0) {
		ak_errf(e, "SVD: LAPACKE_dormtr failed (info %d)", (int)info);
		goto out;
	}
	order_out(U, S, VT, Z, w, ord, n, k, nt, nb);
	ak_svd_sign(U, VT, n, n, k);
	rc = 0;
out:
	ak_blas_serial_end(nthr);
	free(a);
	free(d);
	free(off);
	free(tau);
	free(lam);
	free(d2);
	free(e2);
	free(w);
	free(wp);
	free(Z);
	free(isuppz);
	free(ord);
	return rc;
}

int
ak_svd_top_gram(double *U, double *S, const double *A, size_t m, size_t n,
    size_t k, ak_err *e)
{
	double *G;
	int rc, nthr;

	if (k < 1 || k > m || n < m)
		return ak_errf(e, "SVD: %zu singular values asked of a "
		    "%zu×%zu matrix (Gram path: n >= m)", k, m, n);
	if ((G = ak_alloc_n(m * m, sizeof(double), e)) == NULL)
		return -1;
	/* G = A Aᵀ, lower triangle (what ak_svd_top_sym reads); one thread
	 * too, so that the bytes never depend on how OpenBLAS splits it */
	nthr = ak_blas_serial_begin();
	cblas_dsyrk(CblasRowMajor, CblasLower, CblasNoTrans, (int)m, (int)n,
	    1.0, A, (int)n, 0.0, G, (int)m);
	ak_blas_serial_end(nthr);
	rc = ak_svd_top_sym(U, S, NULL, G, m, k, e);
	free(G);
	if (rc != 0)
		return -1;
	for (size_t j = 0; j < k; j++)	/* λ = S² >= 0 up to rounding */
		S[j] = sqrt(S[j]);
	return 0;
}
