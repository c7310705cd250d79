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
