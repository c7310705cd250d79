#include "cooc.h"

size_t
ak_cooc_add(double *C, long *ids, size_t n, size_t window, ak_weight weight,
    ak_oov oov, size_t V)
{
	size_t pairs = 0;

	if (oov == AK_OOV_SKIP) {
		size_t k = 0;

		for (size_t i = 0; i < n; i++)
			if (ids[i] >= 0)
				ids[k++] = ids[i];
		n = k;
	}
	for (size_t p = 0; p < n; p++) {
		if (ids[p] < 0)
			continue;
		for (size_t d = 1; d <= window && p + d < n; d++) {
			long q = ids[p + d];
			double w = weight == AK_WEIGHT_HARMONIC ?
			    1.0 / (double)d : 1.0;

			if (q < 0)
				continue;
			C[(size_t)ids[p] * V + (size_t)q] += w;
			C[(size_t)q * V + (size_t)ids[p]] += w;
			pairs += 2;
		}
	}
	return pairs;
}
