#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "emb.h"
#include "rsvd.h"
#include "spemb.h"

int
ak_emb_sparse(double *E, ak_csr *C, size_t d, double cds, double neg,
    double eig, const ak_rsvd_opts *o, size_t *nzero, long *first_zero,
    ak_err *e)
{
	size_t V = C->m, T = C->n, iters;
	double *S;
	ak_csr CT;
	int rc, sym;

	/* PPMI in float in place, rows by column: a symmetric PPMI (one
	 * vocabulary, cds 1; the counter orders a row by the words' byte
	 * ranks) then serves as its own transpose, with no copy */
	ak_progress_step(o->progress, "PPMI", "cells", 0, C->nnz);
	if (ak_csr_ppmi(C, cds, neg, o->threads, e) != 0 ||
	    ak_csr_sort_rows(C, e) != 0)
		return -1;
	ak_progress_end(o->progress, "PPMI", "cells", C->nnz, C->nnz);
	memset(&CT, 0, sizeof(CT));
	if ((sym = ak_csr_symmetric(C, o->threads, e)) < 0 ||
	    (!sym && ak_csr_transpose(&CT, C, e) != 0))
		return -1;
	if ((S = ak_alloc_n(d, sizeof(double), e)) == NULL) {
		ak_csr_free(&CT);
		return -1;
	}
	iters = o->iters == (size_t)-1 ? ak_rsvd_iters(d, V, T) : o->iters;
	rc = ak_rsvd(E, S, C, CT.ptr ? &CT : NULL, d, o->oversample, iters,
	    o->seed, o->threads, o->progress, e);
	ak_csr_free(&CT);
	if (rc != 0) {
		free(S);
		return -1;
	}
	/* the rank rule of the dense path: a null-space direction weighs 0 */
	ak_emb_sv_weights(S, d, eig, (double)(V > T ? V : T), 0);
	*nzero = 0;
	*first_zero = -1;
	for (size_t i = 0; i < V; i++) {
		int zero = C->ptr[i] == C->ptr[i + 1];

		if (zero && (*nzero)++ == 0)
			*first_zero = (long)i;
		for (size_t j = 0; j < d; j++)
			E[i * d + j] = zero ? 0 : E[i * d + j] * S[j];
	}
	free(S);
	return 0;
}

int
ak_emb_dense_csr(double *E, const ak_csr *C, size_t d, double cds,
    double neg, double eig, size_t *nzero, long *first_zero, ak_err *e)
{
	double *X;
	int rc;

	if ((X = ak_alloc_n(C->m * C->n, sizeof(double), e)) == NULL)
		return -1;
	ak_csr_dense(X, C);
	rc = ak_emb_ppmi_svd(E, X, C->m, C->n, d, cds, neg, eig, nzero,
	    first_zero, e);
	free(X);
	return rc;
}
