/*
 * Fuzzing the mask reader of attn-map --mask: ak_table_read (labels may
 * repeat, --all-tokens) then ak_mask_from_table, once against the lesson's
 * map "free call on" and once against the table's own labels (so that the
 * 0/1 check of every entry is reached), then the masked softmax in double
 * and the naive float16 one over the masked rows.  Seeds: masks written
 * like tests/e2e/attn-map/lab.sh's (tests/fuzz/run.sh).
 */
#include <math.h>

#include "fuzz.h"
#include "mask.h"
#include "softmax.h"
#include "table.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	static const char *const words[] = { "free", "call", "on" };
	ak_table t;
	ak_err e = { .msg = "" };

	if (ak_table_read_kind(&t, path, 0, AK_TABLE_MASK, &e) != 0) {
		fuzz_check_err(&e);
		return 0;
	}
	unsigned char M[9];
	ak_mask_all(M, 3, 3);
	if (ak_mask_from_table(M, &t, path, words, words, 3, 3, &e) != 0)
		fuzz_check_err(&e);
	size_t nq = t.rows, nk = t.cols;
	if (nq > 0 && nk > 0 && nq * nk <= 4096) {
		unsigned char *A = malloc(nq * nk);
		double *s = malloc(nk * sizeof(double));
		double *a = malloc(nk * sizeof(double));
		if (A == NULL || s == NULL || a == NULL)
			abort();
		ak_mask_all(A, nq, nk);
		ak_mask_causal(A, nq, nk);
		if (ak_mask_from_table(A, &t, path,
		    (const char *const *)t.labels,
		    (const char *const *)t.colnames + 1, nq, nk, &e) == 0) {
			for (size_t i = 0; i < nq; i++) {
				for (size_t j = 0; j < nk; j++)
					s[j] = (double)(i + 1) / (double)(j + 1);
				ak_softmax(a, s, A + i * nk, nk);
				for (size_t j = 0; j < nk; j++)
					if (!isfinite(a[j]) ||
					    (A[i * nk + j] == 0 && a[j] != 0))
						abort();
				ak_mask_half_row(a, s, A + i * nk, -1e4, nk);
			}
		} else
			fuzz_check_err(&e);
		free(A);
		free(s);
		free(a);
	}
	ak_table_free(&t);
	return 0;
}
