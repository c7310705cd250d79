/*
 * Fuzzing the token lines read in stretches by the counter's parts
 * (spcount-split.c: a stretch of whole lines a thread, io.h ak_line_cuts
 * and ak_reader_open_at) and the count matrix built on them
 * (counts-csr-par.c): at 2 and 3 parts, the same matrix as one reader's,
 * or the same error, FILE:LINE included, against the embeddings
 * $ATTNKIT_FUZZ_EMB (default tests/data/train-emb.tsv) as the vocabulary.
 * Seeds: tests/data/train-corpus.tsv, sms-small.tokens and the lines'
 * edges of fuzz_lines.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "counts.h"
#include "csr.h"
#include "spcount.h"
#define FUZZ_EMB_DEFAULT "tests/data/train-emb.tsv"
#include "fuzz.h"

/* path's count matrix with parts (0: none), symmetric, window 2; 0 or -1 */
static int
count(ak_csr *C, const char *path, const ak_table *t, const uint32_t *id,
    size_t parts, ak_err *e)
{
	ak_spcount c;
	size_t nmsg = 0;
	int rc;

	if (ak_spcount_init(&c, 2, AK_WEIGHT_FLAT, AK_OOV_KEEP, 1 << 24, e) !=
	    0)
		abort();
	rc = (parts > 1 && ak_spcount_parts(&c, parts, e) != 0) ||
	    ak_spcount_read(&c, &t->index, NULL, path, NULL, &nmsg, e) != 0 ||
	    ak_counts_csr_counter(C, &c, id, id, t->rows, t->rows, SIZE_MAX, 0,
	    "fuzz", e) != 0 ? -1 : 0;
	ak_spcount_free(&c);
	return rc;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	ak_table *t = fuzz_emb();
	static uint32_t *id;
	ak_csr A, B;
	ak_err e1 = { .msg = "" }, e2 = { .msg = "" };

	if (id == NULL) {
		if ((id = malloc(t->rows * sizeof(uint32_t))) == NULL)
			abort();
		for (size_t i = 0; i < t->rows; i++)
			id[i] = (uint32_t)i;
	}
	int r1 = count(&A, path, t, id, 0, &e1);
	if (r1 != 0)
		fuzz_check_err(&e1);
	for (size_t parts = 2; parts <= 3; parts++) {
		int r2 = count(&B, path, t, id, parts, &e2);

		if (r1 != r2 || (r1 != 0 && strcmp(e1.msg, e2.msg) != 0))
			abort();
		if (r1 != 0)
			continue;
		/* (no cell: no column array, or one of room only) */
		if (A.nnz != B.nnz || memcmp(A.ptr, B.ptr, (A.m + 1) *
		    sizeof(size_t)) != 0 || (A.units == NULL) != (B.units ==
		    NULL) || (A.nnz > 0 && (memcmp(A.col, B.col, A.nnz *
		    sizeof(uint32_t)) != 0 || (A.units != NULL &&
		    memcmp(A.units, B.units, A.nnz * sizeof(uint32_t)) != 0))))
			abort();
		ak_csr_free(&B);
	}
	if (r1 == 0)
		ak_csr_free(&A);
	return 0;
}
