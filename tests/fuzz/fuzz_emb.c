/*
 * Fuzzing the embeddings reader: ak_table_read_kind(AK_TABLE_EMB), as
 * attn-map -e, attn-train -e and ppmi-svd --load read it, then what every
 * tool does next: the range check (ak_emb_check), the fingerprint a model
 * records (ak_emb_hash), nearest neighbours (ak_nearest, ppmi-svd --nn; no
 * zero row among them) and
 * the case hint for a word not found.  Seeds: tests/data/map-emb.tsv, train-emb.tsv.
 */
#include <math.h>

#include "emb.h"
#include "fuzz.h"
#include "spam.h"
#include "table.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	ak_table t;
	ak_err e = { .msg = "" };

	if (ak_table_read_kind(&t, path, 1, AK_TABLE_EMB, &e) != 0) {
		fuzz_check_err(&e);
		return 0;
	}
	for (size_t i = 0; i < t.rows * t.cols; i++)
		if (!isfinite(t.x[i]))
			abort();	/* the reader refuses NaN and inf */
	if (ak_emb_check(&t, path, &e) != 0)
		fuzz_check_err(&e);
	(void)ak_emb_hash(&t);
	if (t.rows > 0 && t.rows <= 64 && t.cols > 0) {
		size_t idx[4];
		double cos[4];
		size_t k = ak_nearest(idx, cos, t.x, t.rows, t.cols, 0,
		    t.rows - 1 < 4 ? t.rows - 1 : 4);
		for (size_t i = 0; i < k; i++)	/* a zero row is none */
			if (idx[i] >= t.rows || isnan(cos[i]) ||
			    ak_is_zero(t.x + idx[i] * t.cols, t.cols))
				abort();
	}
	char hint[128];
	ak_emb_case_hint(hint, sizeof hint, &t, "FREE");
	ak_table_free(&t);
	return 0;
}
