/*
 * counts-block.c — a merge that is not one process (issue 30, item 2):
 * the reducer of one block of rows (ak_counts_block_write), and the
 * block files' headers read back and checked (ak_counts_blocks).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "counts-int.h"
#include "io.h"

/* a regular file, which can be read twice (a missing one is said by its
 * reader) */
static int
regular(const char *path)
{
	struct stat st;

	return stat(path, &st) != 0 || S_ISREG(st.st_mode);
}

/* the row words, in merge order, and their merged cells */
typedef struct rowtab {
	uint64_t *len;		/* cells of row i */
	char **word;		/* word of row i (malloc'd) */
	size_t n, cap;
} rowtab;

static void
rowtab_free(rowtab *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->word[i]);
	free(t->word);
	free(t->len);
}

/* a new row, word w, in t; 0 or -1 */
static int
rowtab_add(rowtab *t, const char *w, ak_err *e)
{
	if (t->n == t->cap) {
		size_t nc = t->cap ? 2 * t->cap : 1024;
		uint64_t *p = realloc(t->len, nc * sizeof(uint64_t));
		if (p == NULL)
			return ak_errf(e, "out of memory");
		t->len = p;
		char **q = realloc(t->word, nc * sizeof(char *));
		if (q == NULL)
			return ak_errf(e, "out of memory");
		t->word = q;
		t->cap = nc;
	}
	if ((t->word[t->n] = ak_alloc_n(strlen(w) + 1, 1, e)) == NULL)
		return -1;
	strcpy(t->word[t->n], w);
	t->len[t->n++] = 0;
	return 0;
}

/* the merged cells of every row over the files, and the rows' words,
 * into t (rows: the distinct row words, in the order of count lines);
 * the digest of the files; 0 or -1 */
static int
row_cells(rowtab *t, char *const *paths, size_t n, uint64_t L,
    const char *want, uint64_t *digest, ak_err *e)
{
	ak_cmerge *m;
	const char *w, *c;
	uint64_t u;
	int rc;

	if (ak_cmerge_open(&m, paths, n, L, want, e) != 0)
		return -1;
	while ((rc = ak_cmerge_next(m, &w, &c, &u, e)) == 1) {
		if ((t->n == 0 || strcmp(w, t->word[t->n - 1]) != 0) &&
		    rowtab_add(t, w, e) != 0) {
			rc = -1;
			break;
		}
		t->len[t->n - 1]++;
	}
	if (rc == 0)
		*digest = ak_cmerge_digest(m);
	ak_cmerge_close(m);
	return rc;
}

void
ak_counts_block_range(const uint64_t *len, size_t V, size_t I, size_t R,
    size_t *lo, size_t *hi)
{
	uint64_t total = 0;
	size_t b[2];
	size_t want[2] = { I - 1, I };

	for (size_t i = 0; i < V; i++)
		total += len[i];
	/* boundary J: the first row j where the cells before it reach J/R
	 * of all (none: V); block I is [boundary I - 1, boundary I) */
	for (int t = 0; t < 2; t++) {
		uint64_t cum = 0;

		b[t] = V;
		if (want[t] == R)
			continue;
		for (size_t j = 0; j < V; j++) {
			if ((__uint128_t)cum * R >= (__uint128_t)want[t] *
			    total) {
				b[t] = j;
				break;
			}
			cum += len[j];
		}
	}
	*lo = b[0];
	*hi = b[1] > b[0] ? b[1] : b[0];
}

/* the column sums of the block's rows, by context word */
typedef struct colsums {
	ak_strmap map;
	uint64_t *sum;
	char **word;		/* by index, the map's own keys */
	size_t n, cap;
} colsums;

static int
col_add(colsums *cs, const char *c, uint64_t u, ak_err *e)
{
	size_t i;

	if (ak_strmap_get(&cs->map, c, strlen(c), &i) == 1) {
		cs->sum[i] += u;
		return 0;
	}
	if (cs->n == cs->cap) {
		size_t nc = cs->cap ? 2 * cs->cap : 1024;
		uint64_t *p = realloc(cs->sum, nc * sizeof(uint64_t));
		if (p == NULL)
			return ak_errf(e, "out of memory");
		cs->sum = p;
		cs->cap = nc;
	}
	if (ak_strmap_put(&cs->map, c, strlen(c), cs->n, NULL, e) < 0)
		return -1;
	cs->sum[cs->n++] = u;
	return 0;
}

/* the lines '# column<TAB>CONTEXT<TAB>UNITS', contexts in byte order */
static const char *const *sort_keys;

static int
by_key(const void *a, const void *b)
{
	return ak_word_cmp(sort_keys[*(const size_t *)a],
	    sort_keys[*(const size_t *)b]);
}

static int
col_write(FILE *fp, colsums *cs, ak_err *e)
{
	char **key;
	size_t *ord;

	if ((key = ak_alloc_n(cs->n ? cs->n : 1, sizeof(char *), e)) == NULL)
		return -1;
	if ((ord = ak_alloc_n(cs->n ? cs->n : 1, sizeof(size_t), e)) == NULL) {
		free(key);
		return -1;
	}
	for (size_t s = 0; s < cs->map.cap; s++)
		if (cs->map.keys[s] != NULL)
			key[cs->map.vals[s]] = cs->map.keys[s];
	for (size_t i = 0; i < cs->n; i++)
		ord[i] = i;
	sort_keys = (const char *const *)key;
	qsort(ord, cs->n, sizeof(size_t), by_key);
	sort_keys = NULL;
	for (size_t i = 0; i < cs->n; i++)
		fprintf(fp, "%s\t%s\t%llu\n", AK_COUNTS_COLUMN, key[ord[i]],
		    (unsigned long long)cs->sum[ord[i]]);
	free(ord);
	free(key);
	return 0;
}

/* the block's cells of the merge: rows of rank [lo, hi), the merge's
 * first row being of rank first */
static int
block_cells(FILE *fp, ak_cmerge *m, size_t first, size_t lo, size_t hi,
    uint64_t L, colsums *cs, uint64_t *lines, uint64_t *check, ak_err *e)
{
	const char *w, *c;
	char *last = NULL, *line = NULL, num[32];
	size_t lcap = 0, cap = 0, row = first;
	uint64_t u;
	int rc, any = 0;

	while ((rc = ak_cmerge_next(m, &w, &c, &u, e)) == 1) {
		if (!any || strcmp(w, last) != 0) {	/* a new row */
			row += any;
			any = 1;
			if (ak_counts_keep(&last, &lcap, w, e) != 0) {
				rc = -1;
				break;
			}
		}
		if (row < lo || row >= hi || u == 0)
			continue;
		ak_counts_format(num, u, L);
		size_t ln = strlen(w) + strlen(c) + strlen(num) + 2;
		if (ln + 1 > cap) {
			free(line);
			cap = 2 * (ln + 1);
			if ((line = ak_alloc_n(cap, 1, e)) == NULL) {
				rc = -1;
				break;
			}
		}
		snprintf(line, cap, "%s\t%s\t%s", w, c, num);
		*check += ak_counts_line_hash(line, ln);
		line[ln] = '\n';
		fwrite(line, 1, ln + 1, fp);
		(*lines)++;
		if (col_add(cs, c, u, e) != 0) {
			rc = -1;
			break;
		}
	}
	free(last);
	free(line);
	return rc;
}

int
ak_counts_block_write(FILE *fp, char *const *paths, size_t n, uint64_t L,
    size_t I, size_t R, const char *want, const char *head, ak_err *e)
{
	ak_cmerge *m = NULL;
	colsums cs = { 0 };
	rowtab t = { 0 };
	uint64_t digest = 0, lines = 0, check = 0;
	size_t lo, hi;
	char end[AK_COUNTS_END_MAX];
	int rc = -1;

	for (size_t i = 0; i < n; i++)
		if (strcmp(paths[i], "-") == 0 || !regular(paths[i]))
			return ak_errf(e, "--rows reads the count files twice: "
			    "not standard input%s", strcmp(paths[i], "-") ?
			    " or a pipe" : "");
	if (ak_counts_blocks_check(paths, n, e) != 0)
		return -1;
	if (row_cells(&t, paths, n, L, want, &digest, e) != 0)
		goto out;
	if (t.n == 0) {
		rc = ak_errf(e, "%s: no counts", n == 1 ? paths[0] : "input");
		goto out;
	}
	ak_counts_block_range(t.len, t.n, I, R, &lo, &hi);
	/* the second pass parses the block's rows only (the first checked
	 * every line); an empty block past the last row reads them all */
	if (ak_strmap_init(&cs.map, e) != 0 || (lo < t.n ?
	    ak_cmerge_open_rows(&m, paths, n, L, want, t.word[lo],
	    hi < t.n ? t.word[hi] : NULL, e) :
	    ak_cmerge_open(&m, paths, n, L, want, e)) != 0)
		goto out;
	if (head != NULL)
		fputs(head, fp);
	if (ak_cmerge_settings(m) != NULL)
		fprintf(fp, "%s\n", ak_cmerge_settings(m));
	fprintf(fp, "%s %zu/%zu rows=%zu-%zu of %zu sources=%016llx\n",
	    AK_COUNTS_BLOCK, I, R, lo, hi, t.n, (unsigned long long)digest);
	if ((rc = block_cells(fp, m, lo < t.n ? lo : 0, lo, hi, L, &cs,
	    &lines, &check, e)) == 0 && (rc = col_write(fp, &cs, e)) == 0) {
		ak_counts_end(end, lines, check);
		fprintf(fp, "%s\n", end);
	}
out:
	ak_cmerge_close(m);
	ak_strmap_free(&cs.map);
	free(cs.sum);
	rowtab_free(&t);
	return rc;
}

/* the block line of the file at path (its comments, before its first
 * count line), into b; 1 (found), 0 (not a block file), -1 */
static int
block_line(ak_counts_blockhdr *b, const char *path, ak_err *e)
{
	ak_reader r;
	int rc;

	if (ak_reader_open(&r, path, e) != 0)
		return -1;
	while ((rc = ak_reader_next(&r, e)) == 1 && r.line[0] == '#') {
		unsigned long long i, n, lo, hi, v, d;
		char tail;

		if (strncmp(r.line, AK_COUNTS_BLOCK " ",
		    strlen(AK_COUNTS_BLOCK) + 1) != 0)
			continue;
		if (sscanf(r.line + strlen(AK_COUNTS_BLOCK), " %llu/%llu "
		    "rows=%llu-%llu of %llu sources=%16llx%c", &i, &n, &lo, &hi,
		    &v, &d, &tail) != 6 || i < 1 || i > n || lo > hi ||
		    hi > v) {
			rc = ak_errf(e, "%s: not a block line ('%s I/R "
			    "rows=LO-HI of V sources=H')", ak_reader_where(&r),
			    AK_COUNTS_BLOCK);
			break;
		}
		*b = (ak_counts_blockhdr){ i, n, lo, hi, v, d };
		ak_reader_close(&r);
		return 1;
	}
	ak_reader_close(&r);
	return rc < 0 ? -1 : 0;
}

int
ak_counts_blocks(ak_counts_blockhdr *b, char *const *paths, size_t n,
    ak_err *e)
{
	size_t nb = 0;
	int rc;

	for (size_t i = 0; i < n; i++) {
		b[i].R = 0;
		/* standard input and pipes are read once, by the merge:
		 * not block files (whose blocks are read twice) */
		if (strcmp(paths[i], "-") == 0 || !regular(paths[i]))
			continue;
		if ((rc = block_line(&b[i], paths[i], e)) < 0)
			return -1;
		nb += rc;
		if (rc == 0)
			b[i].R = 0;
	}
	if (nb == 0)
		return 0;
	if (nb != n)
		return ak_errf(e, "%s: block files (%s I/R) and other count "
		    "files given together", paths[0], AK_COUNTS_BLOCK);
	for (size_t i = 0; i < n; i++) {
		if (b[i].R != b[0].R || b[i].sources != b[0].sources ||
		    b[i].V != b[0].V)
			return ak_errf(e, "%s: block %zu/%zu of other counts "
			    "than %s (block %zu/%zu): blocks of one merge "
			    "only", paths[i], b[i].I, b[i].R, paths[0],
			    b[0].I, b[0].R);
		for (size_t j = 0; j < i; j++)
			if (b[j].I == b[i].I)
				return ak_errf(e, "%s: block %zu/%zu given "
				    "twice (and as %s)", paths[i], b[i].I,
				    b[i].R, paths[j]);
	}
	if (n != b[0].R) {
		size_t miss = 1;
		for (int found = 1; found && miss <= b[0].R; miss += found) {
			found = 0;
			for (size_t i = 0; i < n; i++)
				found |= b[i].I == miss;
		}
		return ak_errf(e, "%s: block %zu/%zu is missing (%zu of %zu "
		    "blocks given)", paths[0], miss, b[0].R, n, b[0].R);
	}
	/* contiguous: block I ends where I + 1 starts, from row 0 to V */
	for (size_t i = 0; i < n; i++)
		if ((b[i].I == 1 && b[i].lo != 0) || (b[i].I == b[i].R &&
		    b[i].hi != b[i].V))
			return ak_errf(e, "%s: rows %zu-%zu of %zu: not the "
			    "%s block of a merge", paths[i], b[i].lo, b[i].hi,
			    b[i].V, b[i].I == 1 ? "first" : "last");
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++)
			if (b[j].I == b[i].I + 1 && b[j].lo != b[i].hi)
				return ak_errf(e, "%s: rows %zu-%zu, and %s "
				    "starts at %zu: not blocks of one merge",
				    paths[i], b[i].lo, b[i].hi, paths[j],
				    b[j].lo);
	return (int)n;
}

int
ak_counts_blocks_check(char *const *paths, size_t n, ak_err *e)
{
	ak_counts_blockhdr *b;
	int rc;

	if ((b = ak_alloc_n(n ? n : 1, sizeof(*b), e)) == NULL)
		return -1;
	rc = ak_counts_blocks(b, paths, n, e);
	free(b);
	return rc < 0 ? -1 : 0;
}
