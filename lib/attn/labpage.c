/* labpage.c — attn-map --html: the lab page's data, written into the template. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "io.h"
#include "labpage.h"

/* n bytes of a JSON string, unquoted; '<', '>' and '&' escaped so that
   no token can end the <script> element the data sits in */
static void
json_bytes(FILE *fp, const char *s, size_t n)
{
	for (const unsigned char *p = (const unsigned char *)s; n > 0; p++,
	    n--) {
		if (*p == '"' || *p == '\\')
			fprintf(fp, "\\%c", *p);
		else if (*p < 0x20 || *p == '<' || *p == '>' || *p == '&' ||
		    *p == 0x7f)
			fprintf(fp, "\\u%04x", *p);
		else
			fputc(*p, fp);
	}
}

/* a JSON string (tokens are valid UTF-8: the readers check it) */
static void
json_str(FILE *fp, const char *s)
{
	fputc('"', fp);
	json_bytes(fp, s, strlen(s));
	fputc('"', fp);
}

/* the length of the valid UTF-8 at the start of the n bytes at s */
static size_t
utf8_run(const char *s, size_t n)
{
	size_t bad;

	return ak_utf8_valid(s, n, &bad) ? n : bad;
}

/*
 * A file name as a JSON string, for the page to show: its valid UTF-8 as
 * json_str writes it, each byte that is not UTF-8 as U+FFFD (the page is
 * UTF-8; a name is bytes, and may not be)
 */
static void
json_path(FILE *fp, const char *s)
{
	size_t n = strlen(s);

	fputc('"', fp);
	while (n > 0) {
		size_t k = utf8_run(s, n);
		json_bytes(fp, s, k);
		s += k;
		n -= k;
		if (n > 0) {
			fputs("\\ufffd", fp);
			s++;
			n--;
		}
	}
	fputc('"', fp);
}

static void
put_json(void *fp, const char *b, size_t n)
{
	json_bytes(fp, b, n);
}

/* a file name as one word of a POSIX shell command (util.h
 * ak_shell_word: ASCII and UTF-8, naming the same bytes), as a JSON
 * string */
static void
json_shell_word(FILE *fp, const char *s)
{
	fputc('"', fp);
	ak_shell_word(s, put_json, fp);
	fputc('"', fp);
}

/* a double that JSON.parse gives back exactly */
static void
json_num(FILE *fp, double x)
{
	fprintf(fp, "%.17g", x == 0 ? 0.0 : x);
}

static void
json_vec(FILE *fp, const double *x, size_t d)
{
	fputc('[', fp);
	for (size_t c = 0; c < d; c++) {
		if (c)
			fputc(',', fp);
		json_num(fp, x[c]);
	}
	fputc(']', fp);
}

/* "word": [d numbers], once per word */
static void
json_word(FILE *fp, const ak_table *emb, const char *w, int *first)
{
	long r = ak_table_find(emb, w);

	fputs(*first ? "\n  " : ",\n  ", fp);
	*first = 0;
	json_str(fp, w);
	fputc(':', fp);
	json_vec(fp, emb->x + (size_t)r * emb->cols, emb->cols);
}

static int
seen_before(const ak_tokseq *s, size_t i)
{
	for (size_t j = 0; j < i; j++)
		if (strcmp(s->tok[j], s->tok[i]) == 0)
			return 1;
	return 0;
}

/* ,"maps":[{"layer":L,"head":H,"q":[...],"k":[...],"w":[[...],...]},...] */
static void
write_maps(FILE *fp, const ak_lab_map *m, size_t n)
{
	fputs(",\n\"maps\":[", fp);
	for (size_t i = 0; i < n; i++) {
		const ak_table *t = &m[i].t;
		fprintf(fp, "%s{\"layer\":%zu,\"head\":%zu,\"q\":[", i ? ",\n" :
		    "", m[i].layer, m[i].head);
		for (size_t r = 0; r < t->rows; r++) {
			if (r)
				fputc(',', fp);
			json_str(fp, t->labels[r]);
		}
		fputs("],\"k\":[", fp);
		for (size_t c = 0; c < t->cols; c++) {
			if (c)
				fputc(',', fp);
			json_str(fp, t->colnames[c + 1]);
		}
		fputs("],\"w\":[", fp);
		for (size_t r = 0; r < t->rows; r++) {
			if (r)
				fputc(',', fp);
			json_vec(fp, t->x + r * t->cols, t->cols);
		}
		fputs("]}", fp);
	}
	fputc(']', fp);
}

/* the words the page offers: its tokens (each once), the swap word, the
   noise word; n of them in w (room for s->n + 2) */
static size_t
page_words(const char **w, const ak_tokseq *s, const ak_lab_settings *st)
{
	size_t n = 0;

	for (size_t i = 0; i < s->n; i++)
		if (!seen_before(s, i))
			w[n++] = s->tok[i];
	if (st->swap_other && ak_tokseq_find(s, st->swap_other) < 0)
		w[n++] = st->swap_other;
	if (st->noise_word && ak_tokseq_find(s, st->noise_word) < 0 &&
	    !(st->swap_other && strcmp(st->swap_other, st->noise_word) == 0))
		w[n++] = st->noise_word;
	return n;
}

/* w, if emb holds it and neither the page (pw, npw) nor an earlier call
   (rows, *nrows) has it: written as "w":1 and remembered */
static int
eq_side(FILE *fp, const ak_table *emb, const char *const *pw, size_t npw,
    const char *w, long **rows, size_t *nrows)
{
	long r = ak_table_find(emb, w);

	if (r < 0)
		return 0;
	for (size_t i = 0; i < npw; i++)
		if (strcmp(pw[i], w) == 0)
			return 0;
	for (size_t i = 0; i < *nrows; i++)
		if ((*rows)[i] == r)
			return 0;
	long *m = realloc(*rows, (*nrows + 1) * sizeof(long));
	if (m == NULL)
		return -1;
	*rows = m;
	m[(*nrows)++] = r;
	fputs(*nrows > 1 ? "," : "", fp);
	json_str(fp, w);
	fputs(":1", fp);
	return 0;
}

/*
 * ,"eqWords":{...}: the words of emb, not on the page, that are one side
 * of a reading of KEY=WITH for a key (a token) and a WITH (a page word)
 * the page can export: attn-map counts readings over all of emb
 * (lib/base/numlist.c ak_parse_word_pair), so the page must know them to
 * say when its command reads two ways.  Only a pair with an '=' in KEY or
 * WITH has a second reading.  -1: out of memory.
 */
static int
write_eq_words(FILE *fp, const ak_table *emb, const char *const *pw,
    size_t npw, size_t nkeys)
{
	long *rows = NULL;
	size_t nrows = 0;
	int rc = 0;

	fputs(",\n\"eqWords\":{", fp);
	for (size_t k = 0; k < nkeys && rc == 0; k++)
		for (size_t j = 0; j < npw && rc == 0; j++) {
			if (!strchr(pw[k], '=') && !strchr(pw[j], '='))
				continue;
			size_t lk = strlen(pw[k]), lw = strlen(pw[j]);
			char *a = malloc(lk + lw + 2);
			if (a == NULL) {
				rc = -1;
				break;
			}
			memcpy(a, pw[k], lk);
			a[lk] = '=';
			memcpy(a + lk + 1, pw[j], lw + 1);
			for (char *eq = strchr(a + 1, '='); eq && eq[1] &&
			    rc == 0; eq = strchr(eq + 1, '=')) {
				*eq = '\0';
				rc = eq_side(fp, emb, pw, npw, a, &rows, &nrows);
				if (rc == 0)
					rc = eq_side(fp, emb, pw, npw, eq + 1,
					    &rows, &nrows);
				*eq = '=';
			}
			free(a);
		}
	free(rows);
	fputc('}', fp);
	return rc;
}

static int
write_data(FILE *fp, const ak_table *emb, const ak_tokseq *s,
    const ak_lab_settings *st, const char *const *pw, size_t npw)
{
	int first = 1;

	fprintf(fp, "{\"version\":\"%s\",\"embPath\":", AK_VERSION);
	json_path(fp, st->emb_path ? st->emb_path : "emb.tsv");
	fputs(",\"embArg\":", fp);
	json_shell_word(fp, st->emb_path ? st->emb_path : "emb.tsv");
	fprintf(fp, ",\"d\":%zu,\"allTokens\":%s,\n\"tok\":[", emb->cols,
	    st->all_tokens ? "true" : "false");
	for (size_t i = 0; i < s->n; i++) {
		if (i)
			fputc(',', fp);
		json_str(fp, s->tok[i]);
	}
	fputs("],\n\"dropped\":", fp);
	json_str(fp, s->dropped ? s->dropped : "");
	fprintf(fp, ",\"ndropped\":%zu,\n\"emb\":{", s->ndrop);
	/* the embeddings the page needs: its tokens, the swap word, the
	   noise word (each once) */
	size_t nkeys = 0;
	for (size_t i = 0; i < npw; i++) {
		json_word(fp, emb, pw[i], &first);
		nkeys += i < s->n && ak_tokseq_find(s, pw[i]) >= 0;
	}
	fputc('}', fp);
	if (write_eq_words(fp, emb, pw, npw, nkeys) != 0)
		return -1;
	fputs(",\n\"init\":{\"c\":", fp);
	json_num(fp, st->c);
	/* the seed as a string: it may exceed 2^53 */
	fprintf(fp, ",\"dk\":%zu,\"seed\":\"%llu\",\"scale\":%s,\"tau\":",
	    st->random_dk, st->seed, st->scale ? "true" : "false");
	json_num(fp, st->tau);
	fputs(",\"boostKey\":", fp);
	if (st->boost_key)
		json_str(fp, st->boost_key);
	else
		fputs("null", fp);
	fputs(",\"boost\":", fp);
	json_num(fp, st->boost_key ? st->boost : 0);
	fputs(",\"swapKey\":", fp);
	if (st->swap_word) {
		json_str(fp, st->swap_word);
		fputs(",\"swapWith\":", fp);
		json_str(fp, st->swap_other);
	} else {
		fputs("null,\"swapWith\":null", fp);
	}
	fprintf(fp, ",\"noise\":%zu,\"noiseWord\":", st->noise);
	if (st->noise_word)
		json_str(fp, st->noise_word);
	else
		fputs("null", fp);
	fprintf(fp, ",\"causal\":%s}", st->causal ? "true" : "false");
	if (st->nmaps > 0)
		write_maps(fp, st->maps, st->nmaps);
	fputs("}\n", fp);
	return 0;
}

int
ak_labpage_write(FILE *fp, const ak_table *emb, const ak_tokseq *s,
    const ak_lab_settings *st, ak_err *e)
{
	if (s->n == 0)
		return ak_errf(e, "no tokens: nothing to attend to");
	for (size_t i = 0; i < s->n; i++)
		if (s->row[i] == (size_t)-1)
			return ak_errf(e, "token '%.60s' has no embedding",
			    s->tok[i]);
	if (st->boost_key && ak_tokseq_find(s, st->boost_key) < 0 &&
	    !(st->noise && strcmp(st->boost_key, st->noise_word ?
	    st->noise_word : "noise") == 0))
		return ak_errf(e, "--boost: '%.60s' is not a key of this map",
		    st->boost_key);
	if (st->swap_word && ak_tokseq_find(s, st->swap_word) < 0)
		return ak_errf(e, "--swap-value: '%.60s' is not a key of this "
		    "map", st->swap_word);
	if (st->swap_word && ak_table_find(emb, st->swap_other) < 0)
		return ak_errf(e, "--swap-value: unknown word '%.60s'",
		    st->swap_other);
	if (st->noise_word && ak_table_find(emb, st->noise_word) < 0)
		return ak_errf(e, "--noise-word: unknown word '%.60s'",
		    st->noise_word);
	if (!(st->tau > 0) || st->random_dk > AK_LAB_MAX_DK)
		return ak_errf(e, "lab page: temperature must be > 0 and d_k "
		    "at most %d", AK_LAB_MAX_DK);
	/* the lines between @MAPS_BEGIN@ and @MAPS_END@ (the chooser of
	   --maps) only with maps: a page without has the bytes it had */
	int skip = 0;
	const char **pw = ak_alloc_n(s->n + 2, sizeof(char *), e);
	if (pw == NULL)
		return -1;
	size_t npw = page_words(pw, s, st);
	for (const char *const *l = ak_labpage_tmpl; *l != NULL; l++) {
		if (strcmp(*l, "@MAPS_BEGIN@\n") == 0)
			skip = st->nmaps == 0;
		else if (strcmp(*l, "@MAPS_END@\n") == 0)
			skip = 0;
		else if (skip)
			continue;
		else if (strcmp(*l, "@LAB_DATA@\n") != 0)
			fputs(*l, fp);
		else if (write_data(fp, emb, s, st, pw, npw) != 0)
			goto oom;
	}
	free(pw);
	if (fflush(fp) != 0 || ferror(fp))
		return ak_errf(e, "lab page: write error");
	return 0;
oom:
	free(pw);
	ak_errf(e, "lab page: out of memory");
	return ak_err_kind(e, AK_ERR_RESOURCE);
}

void
ak_lab_maps_free(ak_lab_map *maps, size_t n)
{
	for (size_t i = 0; i < n && maps != NULL; i++)
		ak_table_free(&maps[i].t);
	free(maps);
}

int
ak_lab_maps_clash(const char *dir, const char *path, size_t nl, size_t nh,
    size_t *L, size_t *H)
{
	char p[4096];

	for (size_t l = 1; l <= nl && path != NULL; l++)
		for (size_t h = 1; h <= nh; h++) {
			snprintf(p, sizeof p, "%s/map-%zu-%zu.tsv", dir, l, h);
			if (ak_same_output(p, path)) {
				*L = l;
				*H = h;
				return 1;
			}
		}
	return 0;
}

int
ak_lab_maps_stale(const char *dir, size_t nl, size_t nh, size_t *L,
    size_t *H)
{
	char p[4096];

	for (size_t l = 1; l <= 4; l++)
		for (size_t h = 1; h <= 64; h++) {
			snprintf(p, sizeof p, "%s/map-%zu-%zu.tsv", dir, l, h);
			if ((l > nl || h > nh) && access(p, F_OK) == 0) {
				*L = l;
				*H = h;
				return 1;
			}
		}
	return 0;
}

/* map L-H of dir read and checked into m; 0, 1 when there is no such
   file, -1 with e */
static int
map_read(ak_lab_map *m, const char *dir, size_t L, size_t H, ak_err *e)
{
	char path[4096];

	snprintf(path, sizeof path, "%s/map-%zu-%zu.tsv", dir, L, H);
	if (access(path, F_OK) != 0)
		return 1;
	memset(&m->t, 0, sizeof(m->t));
	if (ak_table_read(&m->t, path, 0, e) != 0) {
		ak_table_free(&m->t);
		return -1;
	}
	m->layer = L;
	m->head = H;
	const ak_table *t = &m->t;
	if (t->rows != t->cols) {
		ak_errf(e, "%s: %zu queries and %zu keys: not a map of attn-train "
		    "--maps (one row per query, one column per key)", path,
		    t->rows, t->cols);
		ak_table_free(&m->t);
		return -1;
	}
	for (size_t k = 0; k < t->rows * t->cols; k++)
		if (t->x[k] < 0 || t->x[k] > 1) {
			ak_errf(e, "%s:%ld: weight %g outside [0, 1]: not a map of "
			    "attn-train --maps", path, t->line[k / t->cols],
			    t->x[k]);
			ak_table_free(&m->t);
			return -1;
		}
	return 0;
}

#define AK_LAB_RERUN "the maps are not one block's (another run of " \
	"attn-train --maps into it? remove its map-*.tsv and run it again)"

/* whether the n maps m (in L, H order) are one block's: every head 1..H
   of every layer 1..L, H layer 1's, all of one message (the same keys);
   0, or -1 naming the first map missing or too many, or of another
   message */
static int
one_block(const ak_lab_map *m, size_t n, const char *dir, ak_err *e)
{
	size_t L = m[n - 1].layer, H = 0;
	const ak_table *a = &m[0].t;

	while (H < n && m[H].layer == 1)
		H++;
	for (size_t i = 0; i < L * H || i < n; i++) {
		size_t l = i / H + 1, h = i % H + 1;
		if (i < n && m[i].layer == l && m[i].head == h) {
			const ak_table *b = &m[i].t;
			int same = b->cols == a->cols;
			for (size_t k = 1; same && k <= a->cols; k++)
				same = !strcmp(a->colnames[k], b->colnames[k]);
			if (same)
				continue;
			return ak_errf(e, "%s: map-%zu-%zu.tsv is of another "
			    "message than map-1-1.tsv (its keys differ): "
			    AK_LAB_RERUN, dir, l, h);
		}
		/* sorted: a map past the one expected means that one is
		   missing; one before it, a head more than layer 1 has */
		if (i < n && m[i].layer * 100 + m[i].head < l * 100 + h)
			return ak_errf(e, "%s: map-%zu-%zu.tsv is there, but "
			    "layer 1 has %zu head%s: " AK_LAB_RERUN, dir,
			    m[i].layer, m[i].head, H, H == 1 ? "" : "s");
		return ak_errf(e, "%s: map-%zu-%zu.tsv is missing, but "
		    "map-%zu-%zu.tsv is there: " AK_LAB_RERUN, dir, l, h,
		    i < n ? m[i].layer : m[n - 1].layer, i < n ? m[i].head :
		    m[n - 1].head);
	}
	return 0;
}

int
ak_lab_maps_read(ak_lab_map **maps, size_t *n, const char *dir, ak_err *e)
{
	enum { MAXL = 4, MAXH = 64 };	/* lib/train/block.h's bounds */
	struct stat st;
	ak_lab_map *m;

	*maps = NULL;
	*n = 0;
	/* a directory: a file or a missing name said as such, not as one
	   without maps */
	if (stat(dir, &st) != 0)
		return ak_errf(e, "%s: %s", dir, strerror(errno));
	if (!S_ISDIR(st.st_mode))
		return ak_errf(e, "%s: not a directory (--maps takes the "
		    "directory of attn-train --maps DIR)", dir);
	if ((m = ak_alloc_n(MAXL * MAXH, sizeof(*m), e)) == NULL)
		return -1;
	for (size_t L = 1; L <= MAXL; L++)
		for (size_t H = 1; H <= MAXH; H++) {
			int rc = map_read(&m[*n], dir, L, H, e);
			if (rc < 0) {
				ak_lab_maps_free(m, *n);
				*n = 0;
				return -1;
			}
			*n += rc == 0;
		}
	if (*n == 0) {
		free(m);
		return ak_errf(e, "%s: no map-L-H.tsv (attn-train --maps DIR "
		    "writes them)", dir);
	}
	if (one_block(m, *n, dir, e) != 0) {
		ak_lab_maps_free(m, *n);
		*n = 0;
		return -1;
	}
	*maps = m;
	return 0;
}
