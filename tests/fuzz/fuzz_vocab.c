/*
 * Fuzzing the vocabulary reader: ak_table_read_kind as ppmi-svd -v and
 * --contexts read it (AK_TABLE_VOCAB) and as sms-vocab -v reads a word list
 * (AK_TABLE_WORDS), then the look-ups ppmi-svd --nn makes (ak_table_find,
 * ak_emb_case_hint).  Seeds: tests/data/sms-small.vocab.
 */
#include "emb.h"
#include "fuzz.h"
#include "table.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	static const char *const probe[] = { "free", "FREE", "Call", "zzz", "" };

	for (int k = 0; k < 2; k++) {
		ak_table t;
		ak_err e = { .msg = "" };

		if (ak_table_read_kind(&t, path, 1, k ? AK_TABLE_WORDS :
		    AK_TABLE_VOCAB, &e) != 0) {
			fuzz_check_err(&e);
			continue;
		}
		if (t.rows == 0 || t.cols + 1 < 1)
			abort();
		for (size_t i = 0; i < t.rows; i++)
			if (ak_table_find(&t, t.labels[i]) != (long)i)
				abort();	/* unique labels, all indexed */
		for (size_t i = 0; i < sizeof probe / sizeof probe[0]; i++) {
			char hint[128];
			if (ak_table_find(&t, probe[i]) < 0)
				ak_emb_case_hint(hint, sizeof hint, &t, probe[i]);
		}
		ak_table_free(&t);
	}
	return 0;
}
