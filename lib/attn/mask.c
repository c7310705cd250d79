#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mask.h"

void
ak_mask_all(unsigned char *M, size_t nq, size_t nk)
{
	memset(M, 1, nq * nk);
}

void
ak_mask_causal(unsigned char *M, size_t nq, size_t nk)
{
	for (size_t i = 0; i < nq; i++)
		for (size_t j = i + 1; j < nk; j++)
			M[i * nk + j] = 0;
}

void
ak_mask_padding(unsigned char *M, size_t len, size_t n)
{
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++)
			if (i >= len || j >= len)
				M[i * n + j] = 0;
}

int
ak_mask_from_table(unsigned char *M, const ak_table *t, const char *name,
    const char *const *qlab, const char *const *klab, size_t nq, size_t nk,
    ak_err *e)
{
	if (t->cols != nk)
		return ak_errf(e, "%s: mask is %zu×%zu, the map is %zu×%zu",
		    ak_table_where(t, name, AK_TABLE_HEADER), t->rows,
		    t->cols, nq, nk);
	if (t->rows != nq)	/* the first row too many, or the end */
		return ak_errf(e, "%s: mask is %zu×%zu, the map is %zu×%zu",
		    t->rows > nq ? ak_table_where(t, name, nq) : name,
		    t->rows, t->cols, nq, nk);
	for (size_t j = 0; j < nk; j++)
		if (strcmp(t->colnames[j + 1], klab[j]) != 0)
			return ak_errf(e, "%s: mask column %zu is '%.40s', "
			    "key %zu is '%.40s'", ak_table_where(t, name,
			    AK_TABLE_HEADER), j + 2, t->colnames[j + 1], j + 1,
			    klab[j]);
	for (size_t i = 0; i < nq; i++) {
		if (strcmp(t->labels[i], qlab[i]) != 0)
			return ak_errf(e, "%s: mask row %zu is '%.40s', "
			    "query %zu is '%.40s'", ak_table_where(t, name, i),
			    i + 1, t->labels[i], i + 1, qlab[i]);
		for (size_t j = 0; j < nk; j++) {
			double v = t->x[i * nk + j];
			if (v != 0 && v != 1)
				return ak_errf(e, "%s: mask row '%.40s' key "
				    "'%.40s' (column %zu): %g is not 0 or 1",
				    ak_table_where(t, name, i), qlab[i],
				    klab[j], j + 2, v);
			if (v == 0)
				M[i * nk + j] = 0;
		}
	}
	return 0;
}

void
ak_mask_additive(double *S, const unsigned char *M, double value, size_t nq,
    size_t nk)
{
	for (size_t i = 0; i < nq * nk; i++)
		if (!M[i])
			S[i] = isinf(value) ? value : S[i] + value;
}

/*
 * Float16 values are held in doubles; every float16 operation is one double
 * operation followed by ak_half_round (lib/base/half.h: exact for + and −,
 * correctly rounded for ÷), as a compiler's _Float16 computes it.
 */
int
ak_mask_half_row(double *a, const double *s, const unsigned char *m,
    double mv, size_t n)
{
	double mvh = ak_half_round(mv), mx = 0, sum = 0;
	int flags = 0;

	if (isinf(mvh) && !isinf(mv))
		flags |= AK_HALF_MV_OVERFLOW;
	/* t_j in float16, kept in a */
	for (size_t j = 0; j < n; j++) {
		double t = ak_half_round(s[j]);
		if (isinf(t) && !isinf(s[j]))
			flags |= AK_HALF_S_OVERFLOW;
		if (m != NULL && !m[j])
			t = ak_half_round(t + mvh);
		a[j] = t;
		if (j == 0 || t > mx)
			mx = t;
	}
	for (size_t j = 0; j < n; j++) {
		double d = ak_half_round(a[j] - mx);
		double x = ak_half_round((double)expf((float)d));
		a[j] = x;
		sum = ak_half_round(sum + x);
	}
	for (size_t j = 0; j < n; j++) {
		a[j] = ak_half_round(a[j] / sum);
		if (isnan(a[j]))
			flags |= AK_HALF_NAN;
	}
	return flags;
}
