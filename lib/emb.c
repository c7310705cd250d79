#include <math.h>

#include "emb.h"

double
ak_cosine(const double *a, const double *b, size_t d)
{
	double ab = 0, aa = 0, bb = 0;

	for (size_t i = 0; i < d; i++) {
		ab += a[i] * b[i];
		aa += a[i] * a[i];
		bb += b[i] * b[i];
	}
	if (aa == 0 || bb == 0)
		return 0;
	return ab / (sqrt(aa) * sqrt(bb));
}

int
ak_is_zero(const double *a, size_t d)
{
	for (size_t i = 0; i < d; i++)
		if (a[i] != 0)
			return 0;
	return 1;
}

size_t
ak_nearest(size_t *idx, double *cos, const double *E, size_t n, size_t d,
    size_t q, size_t k)
{
	size_t found = 0;

	if (k == 0)
		return 0;

	for (size_t i = 0; i < n; i++) {
		double c;
		size_t p;

		if (i == q)
			continue;
		c = ak_cosine(E + q * d, E + i * d, d);
		/* insertion into the sorted top-k (strictly better moves up) */
		if (found == k && !(c > cos[k - 1]))
			continue;
		p = found < k ? found++ : k - 1;
		while (p > 0 && c > cos[p - 1]) {
			cos[p] = cos[p - 1];
			idx[p] = idx[p - 1];
			p--;
		}
		cos[p] = c;
		idx[p] = i;
	}
	return found;
}
