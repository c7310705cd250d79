/*
 * counts-block.c — a merge that is not one process:
 * the reducer of one block of rows (ak_counts_block_write), and the
 * block files' headers read back and checked (ak_counts_blocks).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "counts-int.h"
#include "io.h"

/* a regular file, whose block line can be read before its cells (a
 * missing one is said by its reader) */
static int
regular(const char *path)
{
	struct stat st;

	return stat(path, &st) != 0 || S_ISREG(st.st_mode);
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

/* the block's cells (the merge of its ranges) to fp, their column sums
 * into cs, their lines and hashes counted */
static int
block_cells(FILE *fp, ak_cmerge *m, uint64_t L, colsums *cs,
    uint64_t *lines, uint64_t *check, ak_err *e)
{
	const char *w, *c;
	char *line = NULL, num[32];
	size_t cap = 0;
	uint64_t u;
	int rc;

	while ((rc = ak_cmerge_next(m, &w, &c, &u, e)) == 1) {
		if (u == 0)
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
	free(line);
	return rc;
}

int
ak_counts_block_write(FILE *fp, char *const *paths, size_t n, uint64_t L,
    size_t I, size_t R, const char *want, const char *head, ak_err *e)
{
	ak_cmerge *m = NULL;
	ak_cbounds b;
	colsums cs = { 0 };
	uint64_t lines = 0, check = 0;
	char end[AK_COUNTS_END_MAX];
	int rc = -1;

	if (ak_counts_blocks_check(paths, n, e) != 0)
		return -1;
	/* the block's bytes in each file, by seeking; then those bytes
	 * merged, each line checked (its row in the block's) */
	if (ak_counts_bounds(&b, paths, n, I, R, e) != 0 ||
	    ak_strmap_init(&cs.map, e) != 0 ||
	    ak_cmerge_open_range(&m, paths, n, L, want, b.lo, b.hi, b.start,
	    b.stop, b.id, e) != 0)
		goto out;
	if (head != NULL)
		fputs(head, fp);
	if (ak_cmerge_settings(m) != NULL)
		fprintf(fp, "%s\n", ak_cmerge_settings(m));
	fprintf(fp, "%s %zu/%zu bytes=%llu-%llu of %llu sources=%016llx\n",
	    AK_COUNTS_BLOCK, I, R, (unsigned long long)b.from,
	    (unsigned long long)b.to, (unsigned long long)b.total,
	    (unsigned long long)b.digest);
	if ((rc = block_cells(fp, m, L, &cs, &lines, &check, e)) != 0 ||
	    (rc = col_write(fp, &cs, e)) != 0)
		goto out;
	for (size_t i = 0; i < n; i++) {
		ak_csource src;

		ak_cmerge_source(m, i, &src);
		ak_counts_source_line(fp, i + 1, n, &src, paths[i]);
	}
	ak_counts_end(end, lines, check);
	fprintf(fp, "%s\n", end);
out:
	ak_cmerge_close(m);
	ak_strmap_free(&cs.map);
	free(cs.sum);
	ak_counts_bounds_free(&b);
	return rc;
}

static int blocks_read(ak_counts_blockhdr *b, char *const *paths, size_t n,
    ak_err *e);

/* the block line of the file at path (its comments, before its first
 * count line), into b; 1 (found), 0 (not a block file), -1 */
static int
block_line(ak_counts_blockhdr *b, const char *path, ak_err *e)
{
	ak_reader r;
	unsigned char mg[32];
	int rc;

	if (ak_reader_open(&r, path, e) != 0)
		return -1;
	/* GloVe's cooccurrence.bin: named before its bytes are read as
	   lines (a NUL's UTF-32 hint) */
	if ((rc = ak_reader_magic(&r, mg, sizeof mg, e)) < 0 ||
	    ak_counts_glove_bin(&r, mg, (size_t)rc, e) != 0) {
		ak_reader_close(&r);
		return -1;
	}
	while ((rc = ak_reader_next(&r, e)) == 1 && r.line[0] == '#') {
		unsigned long long i, n, lo, hi, v, d;
		char tail;

		if (strncmp(r.line, AK_COUNTS_BLOCK " ",
		    strlen(AK_COUNTS_BLOCK) + 1) != 0)
			continue;
		if (sscanf(r.line + strlen(AK_COUNTS_BLOCK), " %llu/%llu "
		    "bytes=%llu-%llu of %llu sources=%16llx%c", &i, &n, &lo,
		    &hi, &v, &d, &tail) != 6 || i < 1 || i > n || lo > hi ||
		    hi > v) {
			rc = ak_errf(e, "%s: not a block line ('%s I/R "
			    "bytes=LO-HI of TOTAL sources=H': written by a "
			    "ppmi-svd --rows of another format? merge again)",
			    ak_reader_where(&r), AK_COUNTS_BLOCK);
			break;
		}
		*b = (ak_counts_blockhdr){ i, n, lo, hi, v, d };
		ak_reader_close(&r);
		return 1;
	}
	ak_reader_close(&r);
	return rc < 0 ? -1 : 0;
}

/* a block line after an end line in one of the n files: block files
 * joined with cat (cat r1.cnt r2.cnt > all.cnt), whose first block only
 * the header check sees (its later ones read as "missing"): -1 with
 * "FILE:LINE: a second block line ..." in e; else 0 (a file that cannot
 * be read, or holds no such line: e untouched).  Read on the error paths
 * of ak_counts_blocks only: each file whole */
static int
joined_blocks(char *const *paths, size_t n, ak_err *e)
{
	for (size_t i = 0; i < n; i++) {
		ak_reader r;
		ak_err e2;
		char first[48] = "";
		long endline = 0;
		size_t bl = strlen(AK_COUNTS_BLOCK);

		if (strcmp(paths[i], "-") == 0 || !regular(paths[i]) ||
		    ak_reader_open(&r, paths[i], &e2) != 0)
			continue;
		while (ak_reader_next(&r, &e2) == 1) {
			if (r.line[0] != '#')
				continue;
			if (strncmp(r.line, AK_COUNTS_END " ",
			    strlen(AK_COUNTS_END) + 1) == 0)
				endline = r.lineno;
			if (strncmp(r.line, AK_COUNTS_BLOCK " ", bl + 1) != 0)
				continue;
			if (endline == 0) {
				snprintf(first, sizeof first, "%.*s", (int)
				    strcspn(r.line + bl + 1, " "), r.line + bl +
				    1);
				continue;
			}
			ak_errf(e, "%s: a second block line ('%.60s') after "
			    "line %ld's end line%s%s: block files joined with "
			    "cat? give each block file as its own operand, "
			    "not their cat", ak_reader_where(&r), r.line,
			    endline, first[0] ? " of block " : "", first);
			ak_reader_close(&r);
			return -1;
		}
		ak_reader_close(&r);
	}
	return 0;
}

int
ak_counts_blocks(ak_counts_blockhdr *b, char *const *paths, size_t n,
    ak_err *e)
{
	int rc = blocks_read(b, paths, n, e);

	if (rc < 0 && joined_blocks(paths, n, e) != 0)
		return -1;
	return rc;
}

/* ak_counts_blocks's checks of the block lines (the files' heads) and
 * their source lines (the tails) */
static int
blocks_read(ak_counts_blockhdr *b, char *const *paths, size_t n,
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
		    b[i].total != b[0].total)
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
	/* contiguous: block I ends where I + 1 starts, from byte 0 to the
	 * total */
	for (size_t i = 0; i < n; i++)
		if ((b[i].I == 1 && b[i].lo != 0) || (b[i].I == b[i].R &&
		    b[i].hi != b[i].total))
			return ak_errf(e, "%s: bytes %llu-%llu of %llu: not the "
			    "%s block of a merge", paths[i],
			    (unsigned long long)b[i].lo,
			    (unsigned long long)b[i].hi,
			    (unsigned long long)b[i].total, b[i].I == 1 ?
			    "first" : "last");
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++)
			if (b[j].I == b[i].I + 1 && b[j].lo != b[i].hi)
				return ak_errf(e, "%s: bytes %llu-%llu, and %s "
				    "starts at %llu: not blocks of one merge",
				    paths[i], (unsigned long long)b[i].lo,
				    (unsigned long long)b[i].hi, paths[j],
				    (unsigned long long)b[j].lo);
	/* the count files' lines, each read once by one of the blocks */
	if (ak_counts_sources_check(paths, b, n, e) != 0)
		return -1;
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
