#include <math.h>
#include <stdlib.h>

#include "ppmi.h"

int
ak_ppmi(double *P, const double *C, size_t m, size_t n, double cds,
    double neg, ak_err *e)
{
	double *row, *col, total = 0, lnk = log(neg);

	if ((row = ak_alloc_n(m, sizeof(double), e)) == NULL)
		return -1;
	if ((col = ak_alloc_n(n, sizeof(double), e)) == NULL) {
		free(row);
		return -1;
	}
	for (size_t w = 0; w < m; w++)
		for (size_t c = 0; c < n; c++) {
			row[w] += C[w * n + c];
			col[c] += C[w * n + c];
		}
	for (size_t c = 0; c < n; c++) {
		col[c] = col[c] > 0 ? pow(col[c], cds) : 0;	/* n_c^α */
		total += col[c];
	}
	for (size_t w = 0; w < m; w++)
		for (size_t c = 0; c < n; c++) {
			double x = C[w * n + c], v = 0;

			if (x > 0) {	/* x > 0 implies row[w], col[c] > 0 */
				v = log(x * total / (row[w] * col[c])) - lnk;
				if (v < 0)
					v = 0;
			}
			P[w * n + c] = v;
		}
	free(row);
	free(col);
	return 0;
}

double
ak_ppmi_cell(const double *C, size_t m, size_t n, size_t w, size_t c,
    double cds, double neg)
{
	double N = 0, rw = 0, nc = 0, sa = 0;

	if (C[w * n + c] <= 0)
		return 0;
	for (size_t i = 0; i < m; i++)
		for (size_t j = 0; j < n; j++)
			N += C[i * n + j];
	for (size_t j = 0; j < n; j++)
		rw += C[w * n + j];
	for (size_t j = 0; j < n; j++) {
		double s = 0;

		for (size_t i = 0; i < m; i++)
			s += C[i * n + j];
		sa += pow(s, cds);
		if (j == c)
			nc = s;
	}
	double pwc = C[w * n + c] / N, pw = rw / N, pc = pow(nc, cds) / sa;
	double v = log(pwc / (pw * pc)) - log(neg);
	return v > 0 ? v : 0;
}
