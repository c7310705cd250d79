/*
 * Fuzzing the reader of co-occurrence count files (ppmi-svd --count's
 * output, counts.h): the merge of the input with itself, as the reducer
 * and --from-counts read it, with settings asked for (flat window 4, or
 * harmonic window 3 and a vocabulary digest) and without; every count
 * given out must be a whole number of units below 2^53, and a refusal one
 * line.  Seeds: count files written by ppmi-svd --count (run.sh).
 */
#include "counts.h"
#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	char *paths[2] = { (char *)path, (char *)path };
	char want[3][AK_COUNTS_SETTINGS_MAX];

	ak_counts_settings(want[0], 4, AK_WEIGHT_FLAT, NULL, NULL, 0, 0, 0, 0,
	    0);
	ak_counts_settings(want[1], 3, AK_WEIGHT_HARMONIC, NULL, NULL, 5, 42,
	    0, 0, 0);
	for (int k = 0; k < 3; k++) {
		uint64_t L = k == 1 ? 6 : 1, units;
		ak_cmerge *m;
		const char *w, *c, *where;
		ak_err e = { .msg = "" };
		int rc;

		if (ak_cmerge_open(&m, paths, 1 + (k == 2), L, k < 2 ? want[k] :
		    NULL, &e) != 0) {
			fuzz_check_err(&e);
			continue;
		}
		while ((rc = ak_cmerge_next(m, &w, &c, &units, &e)) == 1) {
			if (w[0] == '\0' || c[0] == '\0' ||
			    (double)units >= 9007199254740992.0)
				abort();
			where = ak_cmerge_where(m);
			if (strchr(where, ':') == NULL)
				abort();
		}
		if (rc < 0)
			fuzz_check_err(&e);
		ak_cmerge_close(m);
	}
	return 0;
}
