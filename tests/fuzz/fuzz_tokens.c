/*
 * Fuzzing the other readers of token lines (label<TAB>tok tok ..., the
 * output of sms-vocab -t): attn-train's ak_msgset_read and ppmi-svd's
 * ak_cooc_read (every window weighting and OOV rule, with and without
 * --contexts), against the
 * embeddings $ATTNKIT_FUZZ_EMB (default tests/data/train-emb.tsv) as the
 * vocabulary.  Seeds: tests/data/train-corpus.tsv, sms-small.tokens.
 */
#include <math.h>
#include <stdint.h>

#include "cooc.h"
#define FUZZ_EMB_DEFAULT "tests/data/train-emb.tsv"
#include "fuzz.h"
#include "spam.h"
#include "table.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	ak_table *t = fuzz_emb();
	ak_msgset ms;
	ak_err e = { .msg = "" };

	if (ak_msgset_read(&ms, path, t, SIZE_MAX, 0, &e) != 0)
		fuzz_check_err(&e);
	else {
		if (ms.n == 0 || ms.off[ms.n] != ms.ntokens - ms.nunknown)
			abort();
		for (size_t i = 0; i < ms.off[ms.n]; i++)
			if (ms.ids[i] >= t->rows)
				abort();
		ak_msgset_free(&ms);
	}
	size_t V = t->rows;
	double *C = calloc(V * V, sizeof(double));
	if (C == NULL)
		abort();
	/* --contexts: the first half of the words (another map, T < V) */
	static ak_strmap ctx;
	static size_t T;
	if (T == 0) {
		T = V / 2 ? V / 2 : 1;
		if (ak_strmap_init(&ctx, &e) != 0)
			abort();
		for (size_t i = 0; i < T; i++)
			if (ak_strmap_put(&ctx, t->labels[i],
			    strlen(t->labels[i]), i, NULL, &e) != 1)
				abort();
	}
	for (int k = 0; k < 6; k++) {
		size_t nmsg = 0;
		e.msg[0] = '\0';
		if (ak_cooc_read(C, &t->index, k >= 4 ? &ctx : NULL,
		    k >= 4 ? T : V, path,
		    k == 3 ? "spam" : NULL, 1 + (size_t)k * 2,
		    k & 1 ? AK_WEIGHT_HARMONIC : AK_WEIGHT_FLAT,
		    k & 2 ? AK_OOV_SKIP : AK_OOV_KEEP, &nmsg, &e) != 0)
			fuzz_check_err(&e);
	}
	for (size_t i = 0; i < V * V; i++)
		if (!isfinite(C[i]) || C[i] < 0)
			abort();
	free(C);
	return 0;
}
