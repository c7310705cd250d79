/*
 * Fuzzing the block files of ppmi-svd --count --from-counts --rows I/R
 * (lib/embed/counts-block.c, counts-seek.c): the reducer of block I of R
 * on the input (ak_counts_block_write, R = 1, 2, 3: its bounds found by
 * binary searches on the input's bytes, its range read and checked), the
 * block lines and source lines read back (ak_counts_blocks,
 * ak_counts_blocks_check) and the blocks merged.  The properties: a
 * reducer that refuses the input is one line, and the whole merge
 * refuses it too (a reducer checks its lines as the merge does); when
 * every reducer of R accepts it and the whole merge does, its R blocks
 * are one merge (the check passes on them in any order, refuses them with
 * one missing or one twice) and merged by --count --from-counts they are
 * the input merged, cell for cell; when the whole merge refuses an input
 * every reducer took (an end line that does not add up: the reducers
 * see a range each), the blocks read together are refused.  The input
 * itself given as a block file (a block line typed or edited) must be
 * refused in one line or be a consistent header.  Seeds: count files
 * written by ppmi-svd --count and the blocks written by --rows
 * (tests/fuzz/seeds.sh).  A binary count file, or a gzip'd file, is
 * refused by the reducer (it seeks in count lines), in one line.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "counts.h"
#include "fuzz.h"

#define RMAX 3

/* the cells of the merge of paths as "w\tc\tunits\n" lines in a memory
 * buffer (*buf, malloc'd), those of count 0 left out as the merge's
 * writers leave them; 0, or -1 with the merge's error checked */
static int
cells(char **buf, char *const *paths, size_t n)
{
	size_t len = 0;
	FILE *fp = open_memstream(buf, &len);
	ak_cmerge *m;
	const char *w, *c;
	uint64_t u;
	ak_err e = { .msg = "" };
	int rc;

	if (fp == NULL)
		abort();
	if (ak_cmerge_open(&m, paths, n, 1, NULL, &e) != 0) {
		fuzz_check_err(&e);
		fclose(fp);
		return -1;
	}
	while ((rc = ak_cmerge_next(m, &w, &c, &u, &e)) == 1)
		if (u != 0)	/* a cell of count 0: no line, as the merge */
			fprintf(fp, "%s\t%s\t%llu\n", w, c,
			    (unsigned long long)u);
	if (rc < 0)
		fuzz_check_err(&e);
	ak_cmerge_close(m);
	fclose(fp);
	return rc < 0 ? -1 : 0;
}

/* block I of R of the input into the file path; 0 or -1 */
static int
block(const char *in, size_t I, size_t R, const char *path)
{
	char *p[1] = { (char *)in };
	FILE *fp = fopen(path, "w");
	ak_err e = { .msg = "" };
	int rc;

	if (fp == NULL)
		abort();
	rc = ak_counts_block_write(fp, p, 1, 1, I, R, NULL, NULL, &e);
	if (fclose(fp) != 0)
		abort();
	if (rc != 0)
		fuzz_check_err(&e);
	return rc;
}

static void
check_blocks(const char *in, size_t R, char *const *bp)
{
	char *whole = NULL, *merged = NULL;
	char *p[1] = { (char *)in };
	ak_counts_blockhdr b[RMAX + 1];
	ak_err e = { .msg = "" };
	/* the whole merge takes it: --count --from-counts checks the block
	 * lines of its inputs (a block file alone is refused), then reads */
	int ok = ak_counts_blocks_check(p, 1, &e) == 0 &&
	    cells(&whole, p, 1) == 0;

	for (size_t I = 1; I <= R; I++)
		if (block(in, I, R, bp[I - 1]) != 0) {
			if (ok)		/* a reducer refused what the merge took */
				abort();
			free(whole);
			return;
		}
	if (!ok) {	/* every reducer took it: read together, refused */
		e.msg[0] = '\0';
		if (ak_counts_blocks(b, bp, R, &e) < 0)
			fuzz_check_err(&e);
		else if (cells(&merged, bp, R) == 0)
			abort();
		free(whole);
		free(merged);
		return;
	}
	/* a count file is one block (R = 1), or the R blocks one merge */
	if (ak_counts_blocks(b, bp, R, &e) != (int)R)
		abort();
	for (size_t i = 0; i < R; i++)
		if (b[i].I != i + 1 || b[i].R != R || b[i].lo > b[i].hi ||
		    b[i].hi > b[i].total)
			abort();
	if (R > 1) {
		char *rev[RMAX] = { bp[R - 1], bp[0], bp[1] };
		char *twice[RMAX] = { bp[0], bp[0], bp[R - 1] };

		if (ak_counts_blocks_check(rev, R, &e) != 0 ||
		    ak_counts_blocks_check(bp, R - 1, &e) == 0 ||
		    ak_counts_blocks_check(twice, R, &e) == 0)
			abort();
		fuzz_check_err(&e);
	}
	if (cells(&merged, bp, R) != 0 || strcmp(whole, merged) != 0)
		abort();
	free(whole);
	free(merged);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	static char bpath[RMAX][300];
	char *bp[RMAX];
	ak_counts_blockhdr b[2];
	ak_err e = { .msg = "" };

	for (size_t i = 0; i < RMAX; i++) {
		snprintf(bpath[i], sizeof bpath[i], "%s.b%zu", path, i + 1);
		bp[i] = bpath[i];
	}
	/* a binary count file (counts.h, AK_COUNTS_BIN_MAGIC), or a gzip'd
	 * file (gzip's magic 1f 8b), which the merge reads: --rows seeks in
	 * the bytes of count lines and refuses it, in one line, with nothing
	 * written */
	if ((size >= 8 && memcmp(data, AK_COUNTS_BIN_MAGIC, 8) == 0) ||
	    (size >= 2 && data[0] == 0x1f && data[1] == 0x8b)) {
		char *one[1] = { (char *)path };
		FILE *fp = fopen(bpath[0], "w");
		if (fp == NULL)
			return 0;
		if (ak_counts_block_write(fp, one, 1, 1, 1, 2, NULL, NULL,
		    &e) == 0 || ftell(fp) != 0)
			abort();
		fuzz_check_err(&e);
		fclose(fp);
		unlink(bpath[0]);
		return 0;
	}
	/* the input as a block file: its block line read back */
	char *two[2] = { (char *)path, (char *)path };
	int n = ak_counts_blocks(b, two, 2, &e);
	if (n < 0)
		fuzz_check_err(&e);
	else if (n != 0)	/* the same block twice: refused */
		abort();
	e.msg[0] = '\0';
	if (ak_counts_blocks(b, two, 1, &e) == 1 && (b[0].I < 1 ||
	    b[0].I > b[0].R || b[0].lo > b[0].hi || b[0].hi > b[0].total))
		abort();
	for (size_t R = 1; R <= RMAX; R++)
		check_blocks(path, R, bp);
	for (size_t i = 0; i < RMAX; i++)
		unlink(bpath[i]);
	return 0;
}
