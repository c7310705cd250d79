#include <math.h>

#include "posenc.h"

double
ak_pe_omega(size_t i, size_t d)
{
	return pow(10000.0, -2.0 * (double)i / (double)d);
}

void
ak_pe_sin(double *PE, size_t p0, size_t n, size_t d)
{
	for (size_t p = 0; p < n; p++)
		for (size_t c = 0; c < d; c++) {
			double ang = (double)(p0 + p) * ak_pe_omega(c / 2, d);
			PE[p * d + c] = (c % 2 == 0) ? sin(ang) : cos(ang);
		}
}

void
ak_pe_sin_add(double *X, size_t p0, size_t n, size_t d)
{
	for (size_t p = 0; p < n; p++)
		for (size_t c = 0; c < d; c++) {
			double ang = (double)(p0 + p) * ak_pe_omega(c / 2, d);
			X[p * d + c] += (c % 2 == 0) ? sin(ang) : cos(ang);
		}
}

static void
rotate(double *X, size_t p0, size_t n, size_t d, double sign)
{
	for (size_t p = 0; p < n; p++)
		for (size_t i = 0; 2 * i + 1 < d; i++) {
			double ang = sign * (double)(p0 + p) * ak_pe_omega(i, d);
			double c = cos(ang), s = sin(ang);
			double *x = X + p * d + 2 * i;
			double x0 = x[0], x1 = x[1];
			x[0] = c * x0 - s * x1;
			x[1] = s * x0 + c * x1;
		}
}

void
ak_rope(double *X, size_t p0, size_t n, size_t d)
{
	rotate(X, p0, n, d, 1.0);
}

void
ak_rope_backward(double *dX, size_t p0, size_t n, size_t d)
{
	rotate(dX, p0, n, d, -1.0);
}
