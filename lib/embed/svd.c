#include <cblas.h>
#include <lapacke.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "svd.h"

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

int
ak_svd_top(double *U, double *S, double *VT, const double *A, size_t m,
    size_t n, size_t k, ak_err *e)
{
	size_t mn = m < n ? m : n;
	double *a = NULL, *s = NULL, *vt = NULL;
	lapack_int *superb = NULL, ns = 0, info;
	int rc = -1;

	if (k < 1 || k > mn)
		return ak_errf(e, "SVD: %zu singular values asked of a "
		    "%zu×%zu matrix", k, m, n);
	if ((a = ak_alloc_n(m * n, sizeof(double), e)) == NULL ||
	    (s = ak_alloc_n(mn, sizeof(double), e)) == NULL ||
	    (vt = ak_alloc_n(k * n, sizeof(double), e)) == NULL ||
	    (superb = ak_alloc_n(12 * mn, sizeof(lapack_int), e)) == NULL)
		goto out;
	memcpy(a, A, m * n * sizeof(double));
	info = LAPACKE_dgesvdx(LAPACK_ROW_MAJOR, 'V', 'V', 'I',
	    (lapack_int)m, (lapack_int)n, a, (lapack_int)n, 0.0, 0.0,
	    1, (lapack_int)k, &ns, s, U, (lapack_int)k, vt, (lapack_int)n,
	    superb);
	if (info != 0 || (size_t)ns != k) {
		ak_errf(e, "SVD: LAPACKE_dgesvdx failed (info %d, %d of %zu "
		    "values)", (int)info, (int)ns, k);
		goto out;
	}
	memcpy(S, s, k * sizeof(double));
	ak_svd_sign(U, vt, m, n, k);
	if (VT != NULL)
		memcpy(VT, vt, k * n * sizeof(double));
	rc = 0;
out:
	free(a);
	free(s);
	free(vt);
	free(superb);
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

int
ak_svd_top_sym(double *U, double *S, double *VT, const double *A, size_t n,
    size_t k, ak_err *e)
{
	double *a = NULL, *d = NULL, *off = NULL, *tau = NULL, *lam = NULL;
	double *d2 = NULL, *e2 = NULL, *w = NULL, *wp = NULL, *Z = NULL;
	lapack_int *isuppz = NULL, m, info, N = (lapack_int)n;
	size_t nb = 0, nt = 0, ne = n > 1 ? n - 1 : 1;
	int rc = -1;

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
	    (isuppz = ak_alloc_n(2 * n, sizeof(lapack_int), e)) == NULL)
		goto out;
	/* row-major lower triangle = column-major upper; use 'U' */
	memcpy(a, A, n * n * sizeof(double));
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
	/* eigenvectors of the tridiagonal: top nt, then bottom nb */
	for (int part = 0; part < 2; part++) {
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
	/* back to A's eigenvectors: Z <- Q Z */
	if ((info = LAPACKE_dormtr(LAPACK_COL_MAJOR, 'L', 'U', 'N', N,
	    (lapack_int)k, a, N, tau, Z, N)) != 0) {
		ak_errf(e, "SVD: LAPACKE_dormtr failed (info %d)", (int)info);
		goto out;
	}
	/* order by |λ| descending: top block descending, bottom ascending,
	 * merged; ties: positive first */
	for (size_t j = 0, t = nt, b = 0; j < k; j++) {
		size_t c;

		if (b < nb && (t == 0 || fabs(w[nt + b]) > fabs(w[t - 1])))
			c = nt + b++;
		else
			c = --t;
		S[j] = fabs(w[c]);
		for (size_t i = 0; i < n; i++)
			U[i * k + j] = Z[c * n + i];
		if (VT != NULL)
			for (size_t i = 0; i < n; i++)
				VT[j * n + i] = w[c] < 0 ? -Z[c * n + i] :
				    Z[c * n + i];
	}
	ak_svd_sign(U, VT, n, n, k);
	rc = 0;
out:
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
	return rc;
}

int
ak_svd_top_gram(double *U, double *S, const double *A, size_t m, size_t n,
    size_t k, ak_err *e)
{
	double *G;
	int rc;

	if (k < 1 || k > m || n < m)
		return ak_errf(e, "SVD: %zu singular values asked of a "
		    "%zu×%zu matrix (Gram path: n >= m)", k, m, n);
	if ((G = ak_alloc_n(m * m, sizeof(double), e)) == NULL)
		return -1;
	/* G = A Aᵀ, lower triangle (what ak_svd_top_sym reads) */
	cblas_dsyrk(CblasRowMajor, CblasLower, CblasNoTrans, (int)m, (int)n,
	    1.0, A, (int)n, 0.0, G, (int)m);
	rc = ak_svd_top_sym(U, S, NULL, G, m, k, e);
	free(G);
	if (rc != 0)
		return -1;
	for (size_t j = 0; j < k; j++)	/* λ = S² >= 0 up to rounding */
		S[j] = sqrt(S[j]);
	return 0;
}
