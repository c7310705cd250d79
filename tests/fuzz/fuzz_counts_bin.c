/*
 * Fuzzing the reader of binary count files (counts.h,
 * AK_COUNTS_BIN_MAGIC; lib/embed/counts-bin.c) through the merge that
 * reads every count file (ak_cmerge), flat (L = 1) and harmonic (L = 6),
 * with settings asked for and without, the file with itself (--allow-
 * same-counts: ids compared), and through the binary merge that writes
 * one (ak_counts_merge_write_bin): every cell given out must be a word of
 * the tables, in order, of a count below 2^53; a refusal one line.  An
 * input the merge accepts must be refused when cut anywhere before its
 * end (a shard written in part) and when doubled (two files joined by
 * cat); written again by the binary merge, it must read back with the
 * same cells.  Seeds: binary count files written by ppmi-svd --count
 * --count-format binary and by its merge (seeds.sh).
 */
#include <stdlib.h>

#include "counts-int.h"
#include "counts.h"
#include "fuzz.h"

/* the cells of the file at path, read by ak_cbin_next (batch 0) or by
 * ak_cbin_cells in batches of 1 to 7 and 4096 cells, into *out (n of
 * them, each row, context, units); its open's or read's result, 0 or -1
 * (the message in e) */
static int
read_cells(const char *path, int batch, uint64_t **out, size_t *n, ak_err *e)
{
	static uint32_t row[4096], ctx[4096];
	static uint64_t units[4096];
	ak_reader r;
	ak_cbin *b = malloc(sizeof *b);
	size_t cap = 0, got, k = 0;
	int rc;

	*out = NULL;
	*n = 0;
	if (b == NULL || ak_reader_open(&r, path, e) != 0)
		abort();
	rc = ak_cbin_open(b, &r, e);
	while (rc == 0) {
		size_t max = batch ? (++k % 8 ? k % 8 : 4096) : 1;

		got = 0;
		rc = batch ? ak_cbin_cells(b, row, ctx, units, max, &got, e) :
		    ak_cbin_next(b, row, ctx, units, e);
		got = batch ? got : rc == 1;
		if (rc == 1 && (got == 0 || got > max))
			abort();
		if (*n + got > cap) {
			cap = 2 * (*n + got);
			if ((*out = realloc(*out, cap * 3 * sizeof **out)) ==
			    NULL)
				abort();
		}
		for (size_t i = 0; rc == 1 && i < got; i++, ++*n) {
			(*out)[3 * *n] = row[i];
			(*out)[3 * *n + 1] = ctx[i];
			(*out)[3 * *n + 2] = units[i];
		}
		rc = rc == 1 ? 0 : rc < 0 ? -1 : 1;
	}
	ak_cbin_free(b);
	free(b);
	ak_reader_close(&r);
	return rc < 0 ? -1 : 0;
}

/* the file read cell by cell and in batches (ak_cbin_cells, whose cells
 * with all their bytes in its buffer are checked apart): the same result
 * and message, the same cells (on a refusal, the batches' cells are the
 * first of the others': a batch is refused whole) */
static void
cells_agree(const char *path)
{
	ak_err e1 = { .msg = "" }, e2 = { .msg = "" };
	uint64_t *c1, *c2;
	size_t n1, n2;
	int rc1 = read_cells(path, 0, &c1, &n1, &e1);
	int rc2 = read_cells(path, 1, &c2, &n2, &e2);

	if (rc1 != rc2 || (rc1 < 0 && strcmp(e1.msg, e2.msg) != 0) ||
	    (rc1 == 0 ? n1 != n2 : n2 > n1) || (n2 > 0 && memcmp(c1, c2,
	    n2 * 3 * sizeof *c1) != 0))
		abort();
	if (rc1 < 0)
		fuzz_check_err(&e1);
	free(c1);
	free(c2);
}

/* the merge of n copies of the file at path: 0, its cells' hash summed
 * in *h (and their count in *nc), or -1, refused with one line */
static int
merge_all(const char *path, size_t n, uint64_t L, const char *want,
    uint64_t *h, uint64_t *nc)
{
	char *paths[2] = { (char *)path, (char *)path };
	const char *w, *c;
	uint64_t units;
	ak_cmerge *m;
	ak_err e = { .msg = "" };
	char *last[2] = { NULL, NULL };
	int rc;

	*h = *nc = 0;
	if (ak_cmerge_open(&m, paths, n, L, want, &e) != 0) {
		fuzz_check_err(&e);
		return -1;
	}
	while ((rc = ak_cmerge_next(m, &w, &c, &units, &e)) == 1) {
		if (w[0] == '\0' || c[0] == '\0' || strchr(w, '\t') ||
		    (double)units >= 9007199254740992.0 * (double)n)
			abort();
		/* in order: a row's contexts increase, rows never go back */
		int cw = *nc > 0 ? ak_word_cmp(last[0], w) : -1;
		if (cw > 0 || (cw == 0 && ak_word_cmp(last[1], c) >= 0))
			abort();
		free(last[0]);
		free(last[1]);
		last[0] = strdup(w);
		last[1] = strdup(c);
		if (last[0] == NULL || last[1] == NULL)
			abort();
		*h += ak_counts_line_hash(w, strlen(w)) * 31 +
		    ak_counts_line_hash(c, strlen(c)) + units;
		++*nc;
		if (strchr(ak_cmerge_where(m), ':') == NULL)
			abort();
	}
	if (rc < 0)
		fuzz_check_err(&e);
	free(last[0]);
	free(last[1]);
	ak_cmerge_close(m);
	return rc;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	char want[AK_COUNTS_SETTINGS_MAX];
	uint64_t h, nc, h2, nc2;
	int ok;

	ak_counts_settings(want, 4, AK_WEIGHT_FLAT, NULL, NULL, 0, 0, 0, 0, 0);
	cells_agree(path);
	ak_counts_allow_same(1);
	(void)merge_all(path, 2, 1, NULL, &h, &nc);
	ak_counts_allow_same(0);
	(void)merge_all(path, 1, 6, NULL, &h, &nc);
	(void)merge_all(path, 1, 1, want, &h, &nc);
	ok = merge_all(path, 1, 1, NULL, &h, &nc) == 0;
	if (!ok || size < 8 || memcmp(data, AK_COUNTS_BIN_MAGIC, 8) != 0)
		return 0;
	/* written again by the binary merge: the same cells */
	char *buf = NULL, *paths[1] = { (char *)path };
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);
	ak_err e = { .msg = "" };
	if (fp == NULL)
		return 0;
	int wr = ak_counts_merge_write_bin(fp, paths, 1, 1, NULL, "# fuzz",
	    &e);
	fclose(fp);
	if (wr != 0)
		fuzz_check_err(&e);
	uint8_t *copy = malloc(2 * size > len ? 2 * size : len);
	if (copy == NULL) {
		free(buf);
		return 0;
	}
	if (wr == 0) {
		memcpy(copy, buf, len);
		if (merge_all(fuzz_file(copy, len), 1, 1, NULL, &h2, &nc2) !=
		    0 || h2 != h || nc2 != nc)
			abort();
	}
	free(buf);
	/* cut anywhere before its end, or doubled: refused */
	memcpy(copy, data, size);
	memcpy(copy + size, data, size);
	for (size_t k = 0; k < 8; k++) {
		size_t cut = k < 7 ? size * k / 7 : size - 1;
		if (merge_all(fuzz_file(copy, cut), 1, 1, NULL, &h2,
		    &nc2) == 0)
			abort();
	}
	if (merge_all(fuzz_file(copy, 2 * size), 1, 1, NULL, &h2, &nc2) == 0)
		abort();
	free(copy);
	return 0;
}
