#include <math.h>
#include <stdlib.h>

#include "stats.h"

static int
cmp_double(const void *pa, const void *pb)
{
	double a = *(const double *)pa, b = *(const double *)pb;

	return (a > b) - (a < b);
}

void
ak_sort_doubles(double *x, size_t n)
{
	if (n > 1)
		qsort(x, n, sizeof(double), cmp_double);
}

double
ak_quantile(const double *x, size_t n, double q)
{
	double h = q * (double)(n - 1);
	size_t i = (size_t)h;

	if (i + 1 >= n)
		return x[n - 1];
	return x[i] + (h - (double)i) * (x[i + 1] - x[i]);
}

double
ak_max_abs_diff(const double *a, const double *b, size_t n)
{
	double m = 0;

	for (size_t i = 0; i < n; i++)
		m = fmax(m, fabs(a[i] - b[i]));
	return m;
}

double
ak_mean_sd(const double *x, size_t n, double *sd)
{
	double m = 0, ss = 0;

	for (size_t i = 0; i < n; i++)
		m += x[i];
	m = n ? m / (double)n : 0;
	for (size_t i = 0; i < n; i++)
		ss += (x[i] - m) * (x[i] - m);
	if (sd != NULL)
		*sd = n > 1 ? sqrt(ss / (double)(n - 1)) : 0;
	return m;
}
