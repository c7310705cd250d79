#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "counts-int.h"
#include "io.h"
#include "mem.h"
#include "runfile.h"

static char *const *sort_words;

static int
by_word(const void *a, const void *b)
{
	return ak_word_cmp(sort_words[*(const uint32_t *)a],
	    sort_words[*(const uint32_t *)b]);
}

int
ak_word_ranks(uint32_t *rank, uint32_t *byrank, char *const *words,
    size_t n, ak_err *e)
{
	(void)e;
	for (size_t i = 0; i < n; i++)
		byrank[i] = (uint32_t)i;
	sort_words = words;
	qsort(byrank, n, sizeof(uint32_t), by_word);
	sort_words = NULL;
	for (size_t r = 0; r < n; r++)
		rank[byrank[r]] = (uint32_t)r;
	return 0;
}

void
ak_counts_settings(char *buf, size_t window, ak_weight weight,
    const ak_oov *oov, const char *label, size_t V, uint64_t vd, int has_ctx,
    size_t T, uint64_t td)
{
	size_t n = (size_t)snprintf(buf, AK_COUNTS_SETTINGS_MAX,
	    "%s window=%zu weight=%s", AK_COUNTS_SETTINGS, window,
	    weight == AK_WEIGHT_FLAT ? "flat" : "harmonic");

	if (oov != NULL)
		n += (size_t)snprintf(buf + n, AK_COUNTS_SETTINGS_MAX - n,
		    " oov=%s", *oov == AK_OOV_SKIP ? "skip" : "keep");
	if (label != NULL) {	/* %XX for what is not a plain byte */
		n += (size_t)snprintf(buf + n, AK_COUNTS_SETTINGS_MAX - n,
		    " label=");
		for (const char *p = label; *p && n + 4 < 400; p++)
			n += (size_t)(strchr("abcdefghijklmnopqrstuvwxyz"
			    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-", *p) ?
			    snprintf(buf + n, 4, "%c", *p) : snprintf(buf + n,
			    4, "%%%02X", (unsigned char)*p));
	}
	if (V == 0)
		return;
	n += (size_t)snprintf(buf + n, AK_COUNTS_SETTINGS_MAX - n,
	    " rows=%zu:%016llx", V, (unsigned long long)vd);
	if (has_ctx)
		snprintf(buf + n, AK_COUNTS_SETTINGS_MAX - n,
		    " contexts=%zu:%016llx", T, (unsigned long long)td);
	else
		snprintf(buf + n, AK_COUNTS_SETTINGS_MAX - n,
		    " contexts=rows");
}

/* the hash of a line written in pieces (longer than the output block):
 * its bytes put together, w (the word and its TAB), c, a TAB and u; 0 or
 * -1 (memory) */
static int
long_line_hash(uint64_t *h, const char *w, size_t wl, const char *c,
    size_t cl, const char *u, size_t ul)
{
	char *b = malloc(wl + cl + 1 + ul);

	if (b == NULL)
		return -1;
	memcpy(b, w, wl);
	memcpy(b + wl, c, cl);
	b[wl + cl] = '\t';
	memcpy(b + wl + cl + 1, u, ul);
	*h = ak_counts_line_hash(b, wl + cl + 1 + ul);
	free(b);
	return 0;
}

#define NFMT 4096		/* unit counts whose text is kept (32 bytes each) */

/* the decimal digits of u at the end of buf[0..32): their start */
static char *
utoa_end(char *end, uint64_t u)
{
	do {
		*--end = (char)('0' + u % 10);
		u /= 10;
	} while (u != 0);
	return end;
}

/* copy n bytes of src to dst, 16 at once when n <= 16: both sides have
 * 16 bytes of room (a libc memcpy call a word was a tenth of --count) */
static inline void
copy16(char *dst, const char *src, size_t n)
{
	if (n <= 16)
		memcpy(dst, src, 16);
	else
		memcpy(dst, src, n);
}

/* the context words in id order, packed (PAD bytes after the last, for
 * copy16): a row's contexts come in id order, so they are read forward,
 * not chased through the heap; *off: nctx + 1 offsets.  0 or -1 */
static int
ctx_arena(char **arena, size_t **off, char *const *ctxword, size_t nctx,
    size_t pad, ak_err *e)
{
	size_t total = 0;

	if ((*off = ak_alloc_n(nctx + 1, sizeof(size_t), e)) == NULL)
		return -1;
	for (size_t i = 0; i < nctx; i++) {
		(*off)[i] = total;
		total += strlen(ctxword[i]);
	}
	(*off)[nctx] = total;
	if ((*arena = ak_alloc_n(total + pad, 1, e)) == NULL) {
		free(*off);
		*off = NULL;
		return -1;
	}
	for (size_t i = 0; i < nctx; i++)
		memcpy(*arena + (*off)[i], ctxword[i], (*off)[i + 1] - (*off)[i]);
	memset(*arena + total, 0, pad);
	return 0;
}

/* the text of u units (L a count) and its length: in num (48 bytes, the
 * digits ending at num + 32 for copy16), or in fmt (harmonic counts: the
 * text of u < NFMT units, filled as met, its length first, 0: not yet;
 * NULL: none) */
static inline const char *
count_text(char *num, char (*fmt)[32], uint64_t u, uint64_t L, size_t *ul)
{
	if (L == 1) {
		char *np = utoa_end(num + 32, u);
		*ul = (size_t)(num + 32 - np);
		return np;
	}
	if (u < NFMT && fmt != NULL) {
		/* most cells hold a few units: each count's %.17g (printf's
		 * slowest path) formatted once */
		if (fmt[u][0] == 0) {
			ak_counts_format(fmt[u] + 1, u, L);
			fmt[u][0] = (char)strlen(fmt[u] + 1);
		}
		*ul = (size_t)fmt[u][0];
		return fmt[u] + 1;
	}
	ak_counts_format(num, u, L);
	*ul = strlen(num);
	return num;
}

/* the row's word and a TAB in *rw (room *rcap, padded for copy16): its
 * length without the TAB, or (size_t)-1 (memory) */
static size_t
row_word(char **rw, size_t *rcap, const char *word, size_t pad)
{
	size_t wl = strlen(word);

	if (wl + 1 + pad > *rcap) {
		char *p = realloc(*rw, 2 * (wl + 1 + pad));
		if (p == NULL)
			return (size_t)-1;
		*rw = p;
		*rcap = 2 * (wl + 1 + pad);
	}
	memcpy(*rw, word, wl);
	(*rw)[wl] = '\t';
	return wl;
}

int
ak_counts_write(FILE *fp, ak_spcount *c, char *const *rowword,
    char *const *ctxword, size_t nctx, ak_err *e)
{
	enum { OB = 1 << 16, PAD = 16, SLACK = 64 };
	uint32_t last = UINT32_MAX;
	const uint64_t *K, *U;
	uint64_t lines = 0, check = 0;	/* the end line's */
	size_t wl = 0, rcap = 0, on = 0, *off;
	char *arena, (*fmt)[32] = NULL, *rw = NULL, *ob;
	int rc;

	if (ctx_arena(&arena, &off, ctxword, nctx, PAD, e) != 0)
		return -1;
	if ((ob = ak_alloc_n(OB, 1, e)) == NULL) {
		free(arena);
		free(off);
		return -1;
	}
	/* harmonic counts: the text of u units for u < NFMT (a table is
	 * only speed: NULL formats every count) */
	if (c->L != 1)
		fmt = calloc(NFMT, sizeof *fmt);
	/* each line made in the output block, which is written when the
	 * next line might not fit: one fwrite a line, and printf's format
	 * parsing, were most of --count's time */
	for (size_t i = 0, nb = 0;; i++) {
		if (i == nb) {	/* the next batch of cells */
			if ((rc = ak_spcount_cells(c, &K, &U, &nb, e)) != 1)
				break;
			i = 0;
		}
		uint32_t r = (uint32_t)(K[i] >> 32), k = (uint32_t)K[i];
		/* the context words of the cells ahead asked for: their
		 * offsets 16 cells ahead, their bytes 8 (a row's contexts
		 * are far apart in 200,000: two misses a line were most of
		 * the writing) */
		if (i + 16 < nb)
			__builtin_prefetch(&off[(uint32_t)K[i + 16]]);
		if (i + 8 < nb)
			__builtin_prefetch(arena + off[(uint32_t)K[i + 8]]);
		size_t cl = off[k + 1] - off[k], ul;
		char num[48], *o;
		if (r != last) {	/* the row's word, padded for copy16 */
			if ((wl = row_word(&rw, &rcap, rowword[r], PAD)) ==
			    (size_t)-1) {
				rc = ak_errf(e, "out of memory");
				break;
			}
			last = r;
		}
		const char *ut = count_text(num, fmt, U[i], c->L, &ul);
		size_t n = wl + 1 + cl + 1 + ul + 1;
		if (on + n + SLACK > OB) {
			fwrite(ob, 1, on, fp);
			on = 0;
		}
		lines++;
		if (n + SLACK > OB) {	/* a line longer than the block */
			uint64_t h;
			if (long_line_hash(&h, rw, wl + 1, arena + off[k], cl,
			    ut, ul) != 0) {
				rc = ak_errf(e, "out of memory");
				break;
			}
			check += h;
			fwrite(rw, 1, wl + 1, fp);
			fwrite(arena + off[k], 1, cl, fp);
			fprintf(fp, "\t%.*s\n", (int)ul, ut);
			continue;
		}
		o = ob + on;
		copy16(o, rw, wl + 1);
		o += wl + 1;
		copy16(o, arena + off[k], cl);
		o += cl;
		*o++ = '\t';
		copy16(o, ut, ul);	/* ut: 16 bytes readable (fmt, num) */
		o += ul;
		check += ak_counts_line_hash(ob + on, (size_t)(o - ob) - on);
		*o++ = '\n';
		on = (size_t)(o - ob);
	}
	if (on > 0)
		fwrite(ob, 1, on, fp);
	if (rc == 0) {
		char end[AK_COUNTS_END_MAX];
		ak_counts_end(end, lines, check);
		fprintf(fp, "%s\n", end);
	}
	free(rw);
	free(ob);
	free(off);
	free(arena);
	free(fmt);
	return rc;
}

/* the count line "w<TAB>c<TAB>num" to fp, its hash added to *check (the
 * line made in *line, room *cap); 0 or -1 (memory) */
static int
line_put(FILE *fp, char **line, size_t *cap, const char *w, const char *c,
    const char *num, uint64_t *check)
{
	size_t wl = strlen(w), cl = strlen(c), nl = strlen(num);
	size_t n = wl + cl + nl + 2;

	if (n + 1 > *cap) {
		char *p = realloc(*line, 2 * (n + 1));
		if (p == NULL)
			return -1;
		*line = p;
		*cap = 2 * (n + 1);
	}
	memcpy(*line, w, wl);
	(*line)[wl] = '\t';
	memcpy(*line + wl + 1, c, cl);
	(*line)[wl + 1 + cl] = '\t';
	memcpy(*line + wl + cl + 2, num, nl);
	*check += ak_counts_line_hash(*line, n);
	(*line)[n] = '\n';
	fwrite(*line, 1, n + 1, fp);
	return 0;
}

int
ak_counts_merge_write(FILE *fp, char *const *paths, size_t n, uint64_t L,
    const char *want, const char *head, ak_err *e)
{
	ak_cmerge *m;
	const char *w, *c;
	uint64_t u, lines = 0, check = 0;
	size_t ncells = 0, cap = 0;
	char *line = NULL;
	int rc;

	if (ak_counts_blocks_check(paths, n, e) != 0 ||
	    ak_cmerge_open(&m, paths, n, L, want, e) != 0)
		return -1;
	while ((rc = ak_cmerge_next(m, &w, &c, &u, e)) == 1) {
		char num[32];

		/* head and the shards' settings, once there is a cell (or
		 * at the end: below) */
		if (ncells++ == 0) {
			if (head != NULL)
				fputs(head, fp);
			if (ak_cmerge_settings(m) != NULL)
				fprintf(fp, "%s\n", ak_cmerge_settings(m));
		}
		if (u == 0)
			continue;
		ak_counts_format(num, u, L);
		if (line_put(fp, &line, &cap, w, c, num, &check) != 0) {
			rc = ak_errf(e, "out of memory");
			break;
		}
		lines++;
	}
	/* no cells: count files all the same (a settings line, as --count
	 * writes even for a corpus without pairs) merge into one of the
	 * same kind, an empty shard of a reducer's; without a settings
	 * line it is no count file, and nothing is written */
	if (rc == 0 && ncells == 0 && ak_cmerge_settings(m) != NULL) {
		if (head != NULL)
			fputs(head, fp);
		fprintf(fp, "%s\n", ak_cmerge_settings(m));
		ncells = 1;
	}
	if (rc == 0 && ncells > 0) {
		char end[AK_COUNTS_END_MAX];
		ak_counts_end(end, lines, check);
		fprintf(fp, "%s\n", end);
	}
	free(line);
	ak_cmerge_close(m);
	if (rc == 0 && ncells == 0)	/* as --from-counts: nothing to sum */
		return ak_errf(e, "%s: no counts", n == 1 ? (strcmp(paths[0],
		    "-") == 0 ? "<stdin>" : paths[0]) : "input");
	return rc;
}


int
ak_counts_write_bin(FILE *fp, ak_spcount *c, const char *settings,
    const char *prov, char *const *rowword, size_t nrow,
    char *const *ctxword, size_t nctx, ak_err *e)
{
	const uint64_t *K, *U;
	ak_cbin_w *w;
	size_t nb = 0;
	int rc;

	if ((w = malloc(sizeof *w)) == NULL)
		return ak_errf(e, "out of memory");
	if (ak_cbin_write_head(w, fp, c->L, settings, prov, rowword, nrow,
	    ctxword == rowword ? NULL : ctxword, ctxword == rowword ? 0 : nctx,
	    0, nrow, e) != 0) {
		free(w);
		return -1;
	}
	/* the counter's cells come in key order: row, then context; those
	 * of parts summed on one thread while the other writes */
	if (c->nparts > 1)
		rc = ak_counts_write_bin_parts(w, c, e);
	else
		while ((rc = ak_spcount_cells(c, &K, &U, &nb, e)) == 1)
			if (ak_cbin_write_cells(w, K, U, nb, e) != 0) {
				rc = -1;
				break;
			}
	if (rc == 0)
		ak_cbin_write_end(w);
	free(w);
	return rc;
}

int
ak_counts_merge_write_bin(FILE *fp, char *const *paths, size_t n,
    uint64_t L, const char *want, const char *prov, ak_err *e)
{
	const struct ak_cbin *t;
	ak_cmerge *m;
	ak_cbin_w *w = NULL;
	const char *wd, *c;
	uint32_t row, ctx;
	uint64_t u;
	int rc;

	if (ak_counts_blocks_check(paths, n, e) != 0 ||
	    ak_cmerge_open(&m, paths, n, L, want, e) != 0)
		return -1;
	if (ak_cmerge_table(m, &row, &ctx) == NULL) {
		ak_cmerge_close(m);
		return ak_errf(e, "%s: not binary count files of one "
		    "vocabulary: their sum is written as text (--count-format "
		    "text)", n == 1 ? paths[0] : "the inputs");
	}
	/* the header, with the tables of the inputs, before the first
	 * cell: nothing is written when a file is refused at its open */
	t = ak_cmerge_table(m, &row, &ctx);
	if ((w = malloc(sizeof *w)) == NULL)
		rc = ak_errf(e, "out of memory");
	else
		rc = ak_cbin_write_head(w, fp, L, ak_cmerge_settings(m), prov,
		    t->word, t->nrow, t->nctx ? t->ctxword : NULL, t->nctx, 0,
		    t->nrow, e);
	while (rc == 0 && (rc = ak_cmerge_next(m, &wd, &c, &u, e)) == 1) {
		(void)ak_cmerge_table(m, &row, &ctx);
		rc = u == 0 ? 0 : ak_cbin_write_cell(w, row, ctx, u, e);
	}
	if (rc == 0)
		ak_cbin_write_end(w);
	free(w);
	ak_cmerge_close(m);
	return rc;
}

int
ak_idcells_missing(const ak_idcells *ic, const char *w, int ctx, ak_err *e)
{
	const char *set = ctx && ic->has_ctx ? "contexts" : "vocabulary",
	    *name = ctx && ic->has_ctx ? ic->ctxname : ic->vocabname, *file;
	char cmd[1200];
	size_t n = strlen(w);
	long row = -1, col = -1;
	int bin;

	file = ak_cmerge_file(ic->m, &bin);
	if (n >= 3 && w[0] == '"' && w[n - 1] == '"')
		ak_tokid_get(&ic->ids, w + 1, n - 2, &row, &col);
	if ((ctx ? col : row) < 0)
		return ak_errf(e, "%s: %s'%.60s' is not in the %s %s",
		    ak_cmerge_where(ic->m), ctx ? "context " : "", w, set, name);
	ak_sed_cmd(cmd, sizeof cmd, "'s/\"//g'", file);
	return ak_errf(e, "%s: %s'%.60s' is not in the %s %s, '%.*s' is: the "
	    "words are in double quotes, the counts not (pandas' "
	    "quoting=csv.QUOTE_NONNUMERIC, R's write.table with its default "
	    "quote=TRUE): a count file has no quoting: write it without "
	    "(pandas: df.to_csv(FILE, sep='\\t', header=False, index=False, "
	    "quoting=csv.QUOTE_NONE); R: write.table(d, FILE, sep='\\t', "
	    "quote=FALSE, row.names=FALSE, col.names=FALSE)), or, where no "
	    "word holds a '\"', drop them: %s%s", ak_cmerge_where(ic->m),
	    ctx ? "context " : "", w, set, name, (int)(n - 2 < 60 ? n - 2 :
	    60), w + 1, bin ? "in the count lines this binary file was made "
	    "from (sed 's/\"//g'), then merge them again" : cmd, bin ? "" :
	    " > FILE.txt");
}
