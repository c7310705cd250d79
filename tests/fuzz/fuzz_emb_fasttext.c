/*
 * Fuzzing the reader of fastText's .bin model (lib/embed/fasttext.h, as
 * ppmi-svd --load and attn-map -e reach it through ak_emb_read_ft, found
 * by its magic number) within a 64 MB budget, so that a header's sizes
 * are refused before their memory is asked.  A model read must be sane:
 * dim columns, every value finite, every word found at its row; an
 * unknown word's vector from its n-grams (ak_ft_vector, --oov subword)
 * finite, zero exactly when it has no n-gram, and the neighbours of it
 * (ak_nearest_vec) rows of the table.  Seeds: a model of two words and
 * three buckets written by tests/fuzz/seeds.sh.
 */
#include <math.h>

#include "emb.h"
#include "embfile.h"
#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	static const char *const words[] = { "abc", "c", "\xc3\xa9t\xc3\xa9",
	    "<>", "" };
	ak_table t;
	ak_ft ft;
	ak_err e = { .msg = "" };

	if (ak_emb_read_ft(&t, &ft, path, AK_EMB_AUTO, "--load-format",
	    (size_t)64 << 20, 0, NULL, &e) != 0) {
		fuzz_check_err(&e);
		if (ft.ngram != NULL)
			abort();	/* emptied on an error */
		return 0;
	}
	for (size_t i = 0; i < t.rows * t.cols; i++)
		if (!isfinite(t.x[i]))
			abort();
	for (size_t i = 0; i < t.rows; i++)
		if (ak_table_find(&t, t.labels[i]) != (long)i)
			abort();
	if (ft.ngram != NULL) {
		double *v = calloc(ft.dim, sizeof *v);
		size_t idx[3];
		double cos[3];
		if (v == NULL || ft.dim != t.cols)
			abort();
		for (size_t w = 0; w < sizeof words / sizeof *words; w++) {
			size_t k = ak_ft_vector(&ft, words[w], v);
			int zero = ak_is_zero(v, ft.dim);
			for (size_t d = 0; d < ft.dim; d++)
				if (!isfinite(v[d]))
					abort();
			if (k == 0 && !zero)
				abort();
			size_t m = ak_nearest_vec(idx, cos, t.x, t.rows, t.cols,
			    v, SIZE_MAX, t.rows < 3 ? t.rows : 3);
			for (size_t j = 0; j < m; j++)
				if (idx[j] >= t.rows || isnan(cos[j]))
					abort();
		}
		free(v);
	}
	ak_ft_free(&ft);
	ak_table_free(&t);
	return 0;
}
