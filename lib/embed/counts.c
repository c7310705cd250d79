#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "counts.h"
#include "io.h"
#include "mem.h"
#include "tokid.h"

#define MAX_UNITS 9007199254740992.0	/* 2^53: exact in a double */

static char *const *sort_words;

int
ak_word_cmp(const char *a, const char *b)
{
	const unsigned char *p = (const unsigned char *)a,
	    *q = (const unsigned char *)b;

	while (*p != '\0' && *p == *q) {
		p++;
		q++;
	}
	if (*p == *q)
		return 0;
	/* a word ends where its line has a TAB: 'a' after 'a\001' */
	int x = *p ? *p : '\t', y = *q ? *q : '\t';
	return x != y ? x - y : *p ? 1 : -1;
}

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
ak_counts_format(char *buf, uint64_t units, uint64_t L)
{
	if (L == 1)
		snprintf(buf, 32, "%llu", (unsigned long long)units);
	else
		snprintf(buf, 32, "%.17g", (double)units / (double)L);
}

int
ak_counts_parse(const char *s, uint64_t L, uint64_t *units, const char *where,
    ak_err *e)
{
	double x, u;
	size_t nd = strspn(s, "0123456789");

	/* a whole number of up to 15 digits (< 2^53) for flat counts: the
	 * number itself, without strtod */
	if (L == 1 && nd > 0 && nd <= 15 && s[nd] == '\0') {
		uint64_t v = 0;

		for (size_t i = 0; i < nd; i++)
			v = 10 * v + (uint64_t)(s[i] - '0');
		*units = v;
		return 0;
	}
	/* decimal only: strtod would also take hexadecimal (0x10 = 16) */
	if (s[strspn(s, "0123456789.eE+-")] != '\0' ||
	    ak_strtod_finite(s, &x) != 0)
		return ak_errf(e, "%s: count '%.40s' is not a finite decimal "
		    "number", where, s);
	if (x < 0)
		return ak_errf(e, "%s: negative count '%.40s'", where, s);
	u = nearbyint(x * (double)L);
	if (u >= MAX_UNITS)
		return ak_errf(e, "%s: count '%.40s' is too large (at most "
		    "2^53 units)", where, s);
	if ((double)(uint64_t)u / (double)L != x) {
		if (L == 1)
			return ak_errf(e, "%s: count '%.40s' is not a whole "
			    "number (counted with --weight harmonic? give the "
			    "same --weight and --window)", where, s);
		return ak_errf(e, "%s: count '%.40s' is not a multiple of "
		    "1/%llu (counted with another --weight or --window?)",
		    where, s, (unsigned long long)L);
	}
	*units = (uint64_t)u;
	return 0;
}

/* one input of the merge: its current line, parsed */
typedef struct src {
	struct ak_cmerge *m;
	ak_reader r;
	char *word, *ctx;	/* into r.line */
	uint64_t units;
	char *prev;		/* the previous cell "word\tctx" (sortedness) */
	size_t prevcap;
	long lineno;		/* the line of the current cell */
} src;

struct ak_cmerge {
	src *s;
	size_t n;
	size_t *heap, nheap;	/* indices of sources with a current line */
	uint64_t L;
	char *word, *ctx;	/* the cell given out */
	size_t wcap, ccap;
	const src *wsrc;	/* and its first line: file, number */
	long wline;
	char where[300];	/* formatted when asked (ak_cmerge_where) */
	char set[AK_COUNTS_SETTINGS_MAX];	/* the first settings line */
	char setwhere[300];		/* and where it was */
	const char *want;		/* settings asked for, or NULL */
};

uint64_t
ak_words_digest(char *const *words, size_t n)
{
	uint64_t d = 0;

	/* a sum: the same for the words in any order */
	for (size_t i = 0; i < n; i++)
		d += ak_tokid_hash(words[i], strlen(words[i]));
	return d;
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

/* the value of key in a settings line ("key=value" words), or NULL;
 * *len its length */
static const char *
setting(const char *line, const char *key, size_t *len)
{
	size_t kl = strlen(key);

	for (const char *p = line; (p = strchr(p, ' ')) != NULL;) {
		p++;
		if (strncmp(p, key, kl) == 0 && p[kl] == '=') {
			*len = strcspn(p + kl + 1, " ");
			return p + kl + 1;
		}
	}
	return NULL;
}

/* the first word of a that b holds otherwise (a, b settings lines; only
 * the keys of a): 0 if none, else its key=value in a and in b */
static int
disagree(const char *a, const char *b, char *wa, char *wb, size_t size)
{
	for (const char *p = a; (p = strchr(p, ' ')) != NULL;) {
		const char *va, *vb;
		size_t kl, la, lb;
		char key[32];

		p++;
		if ((kl = strcspn(p, "= ")) == 0 || kl >= sizeof key ||
		    p[kl] != '=')
			continue;
		memcpy(key, p, kl);
		key[kl] = '\0';
		va = setting(a, key, &la);
		vb = setting(b, key, &lb);
		if (vb != NULL && la == lb && memcmp(va, vb, la) == 0)
			continue;
		snprintf(wa, size, "%s=%.*s", key, (int)la, va);
		if (vb == NULL)
			snprintf(wb, size, "no %s", key);
		else
			snprintf(wb, size, "%s=%.*s", key, (int)lb, vb);
		return 1;
	}
	return 0;
}

/* a settings line of a count file: the first one is the merge's, every
 * later one must say the same (shards of one counting) */
static int
check_settings(struct ak_cmerge *m, const char *line, const char *where,
    ak_err *e)
{
	char wa[200], wb[200];

	if (m->want != NULL && disagree(m->want, line, wa, wb, sizeof wa))
		return ak_errf(e, "%s: counts made with %s, not %s as the "
		    "options ask (give the options of the counting)", where,
		    wb, wa);
	if (m->set[0] == '\0') {
		snprintf(m->set, sizeof m->set, "%s", line);
		snprintf(m->setwhere, sizeof m->setwhere, "%s", where);
		return 0;
	}
	if (disagree(m->set, line, wa, wb, sizeof wa) ||
	    disagree(line, m->set, wb, wa, sizeof wa))
		return ak_errf(e, "%s: counts made with %s, %s with %s: "
		    "shards of other settings do not add up", where, wb,
		    m->setwhere, wa);
	return 0;
}

static int
cell_cmp(const src *a, const src *b)
{
	int c = ak_word_cmp(a->word, b->word);
	return c != 0 ? c : ak_word_cmp(a->ctx, b->ctx);
}

/* read the next count line of s: 1, 0 at the end, -1 */
static int
src_next(src *s, uint64_t L, ak_err *e)
{
	int rc;

	while ((rc = ak_reader_next(&s->r, e)) == 1) {
		char *f[4];
		size_t nf, wl;

		/* "FILE:LINE" is formatted for a message only (it was a
		 * quarter of --from-counts' time, formatted for every line) */
		if (s->r.line[0] == '#') {
			if (strncmp(s->r.line, AK_COUNTS_SETTINGS " ",
			    strlen(AK_COUNTS_SETTINGS) + 1) == 0 &&
			    check_settings(s->m, s->r.line,
			    ak_reader_where(&s->r), e) != 0)
				return -1;
			continue;
		}
		nf = ak_split_tab(s->r.line, f, 4);
		if (nf != 3)
			return ak_errf(e, "%s: %zu fields, want 3 "
			    "(word<TAB>context<TAB>count)",
			    ak_reader_where(&s->r), nf);
		if (f[0][0] == '\0' || f[1][0] == '\0')
			return ak_errf(e, "%s: empty word",
			    ak_reader_where(&s->r));
		if (ak_counts_parse(f[2], L, &s->units, "", e) != 0)
			return ak_counts_parse(f[2], L, &s->units,
			    ak_reader_where(&s->r), e);
		s->word = f[0];
		s->ctx = f[1];
		wl = strlen(f[0]);
		if (s->prev != NULL) {	/* the cell may not go back */
			const char *pc = s->prev + strlen(s->prev) + 1;
			int c = ak_word_cmp(s->word, s->prev);

			if (c == 0)
				c = ak_word_cmp(s->ctx, pc);
			if (c < 0)
				return ak_errf(e, "%s: not sorted: '%.60s %.60s' "
				    "after '%.60s %.60s' (sort with LC_ALL=C "
				    "sort)", ak_reader_where(&s->r), s->word,
				    s->ctx, s->prev, pc);
		}
		size_t need = wl + strlen(f[1]) + 2;
		if (need > s->prevcap) {
			free(s->prev);
			s->prevcap = 2 * need;
			if ((s->prev = ak_alloc_n(s->prevcap, 1, e)) == NULL)
				return -1;
		}
		memcpy(s->prev, f[0], wl + 1);
		strcpy(s->prev + wl + 1, f[1]);
		/* s->prev holds "word\0ctx" */
		s->lineno = s->r.lineno;
		return 1;
	}
	return rc;
}

static void
heap_sift(ak_cmerge *m, size_t i)
{
	size_t *h = m->heap, n = m->nheap;

	for (;;) {
		size_t l = 2 * i + 1, b = i;

		if (l < n && cell_cmp(&m->s[h[l]], &m->s[h[b]]) < 0)
			b = l;
		if (l + 1 < n && cell_cmp(&m->s[h[l + 1]], &m->s[h[b]]) < 0)
			b = l + 1;
		if (b == i)
			return;
		size_t t = h[i];
		h[i] = h[b];
		h[b] = t;
		i = b;
	}
}

void
ak_cmerge_close(ak_cmerge *m)
{
	if (m == NULL)
		return;
	for (size_t i = 0; i < m->n; i++) {
		if (m->s[i].r.name != NULL)
			ak_reader_close(&m->s[i].r);
		free(m->s[i].prev);
	}
	free(m->s);
	free(m->heap);
	free(m->word);
	free(m->ctx);
	free(m);
}

int
ak_cmerge_open(ak_cmerge **mp, char *const *paths, size_t n, uint64_t L,
    const char *want, ak_err *e)
{
	ak_cmerge *m;

	if ((m = ak_alloc_n(1, sizeof(*m), e)) == NULL)
		return -1;
	*mp = m;
	m->L = L;
	m->want = want;
	if ((m->s = ak_alloc_n(n, sizeof(src), e)) == NULL ||
	    (m->heap = ak_alloc_n(n, sizeof(size_t), e)) == NULL)
		goto fail;
	for (size_t i = 0; i < n; i++) {
		int rc;

		m->s[i].m = m;
		if (ak_reader_open(&m->s[i].r, paths[i], e) != 0)
			goto fail;
		m->n = i + 1;
		m->s[i].r.check_utf8 = 1;
		if ((rc = src_next(&m->s[i], L, e)) < 0)
			goto fail;
		if (rc == 1)
			m->heap[m->nheap++] = i;
	}
	for (size_t i = m->nheap; i-- > 0;)
		heap_sift(m, i);
	return 0;
fail:
	ak_cmerge_close(m);
	*mp = NULL;
	return -1;
}

const char *
ak_cmerge_settings(const ak_cmerge *m)
{
	return m->set[0] ? m->set : NULL;
}

static int
keep(char **buf, size_t *cap, const char *s, ak_err *e)
{
	size_t n = strlen(s) + 1;

	if (n > *cap) {
		free(*buf);
		*cap = 2 * n;
		if ((*buf = ak_alloc_n(*cap, 1, e)) == NULL)
			return -1;
	}
	memcpy(*buf, s, n);
	return 0;
}

const char *
ak_cmerge_where(ak_cmerge *m)
{
	snprintf(m->where, sizeof m->where, "%s:%ld", m->wsrc->r.name,
	    m->wline);
	return m->where;
}

int
ak_cmerge_next(ak_cmerge *m, const char **word, const char **ctx,
    uint64_t *units, ak_err *e)
{
	uint64_t sum = 0;

	if (m->nheap == 0)
		return 0;
	src *top = &m->s[m->heap[0]];
	if (keep(&m->word, &m->wcap, top->word, e) != 0 ||
	    keep(&m->ctx, &m->ccap, top->ctx, e) != 0)
		return -1;
	m->wsrc = top;
	m->wline = top->lineno;
	while (m->nheap > 0) {
		src *s = &m->s[m->heap[0]];
		int rc;

		if (strcmp(s->word, m->word) != 0 || strcmp(s->ctx, m->ctx) != 0)
			break;
		sum += s->units;
		if ((double)sum >= MAX_UNITS)
			return ak_errf(e, "%s:%ld: the counts of '%s %s' sum "
			    "to more than 2^53 units", s->r.name, s->lineno,
			    m->word, m->ctx);
		if ((rc = src_next(s, m->L, e)) < 0)
			return -1;
		if (rc == 0)
			m->heap[0] = m->heap[--m->nheap];
		heap_sift(m, 0);
	}
	*word = m->word;
	*ctx = m->ctx;
	*units = sum;
	return 1;
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

int
ak_counts_write(FILE *fp, ak_spcount *c, char *const *rowword,
    char *const *ctxword, size_t nctx, ak_err *e)
{
	enum { OB = 1 << 16, PAD = 16, SLACK = 64 };
	uint32_t last = UINT32_MAX;
	const uint64_t *K, *U;
	size_t wl = 0, total = 0, rcap = 0, on = 0, *off;
	char *arena, (*fmt)[32] = NULL, *rw = NULL, *ob;
	int rc;

	/* the context words in id order, packed (PAD bytes after the last,
	 * for copy16): a row's contexts come in id order, so they are read
	 * forward, not chased through the heap */
	if ((off = ak_alloc_n(nctx + 1, sizeof(size_t), e)) == NULL)
		return -1;
	for (size_t i = 0; i < nctx; i++) {
		off[i] = total;
		total += strlen(ctxword[i]);
	}
	off[nctx] = total;
	if ((arena = ak_alloc_n(total + PAD, 1, e)) == NULL ||
	    (ob = ak_alloc_n(OB, 1, e)) == NULL) {
		free(arena);
		free(off);
		return -1;
	}
	for (size_t i = 0; i < nctx; i++)
		memcpy(arena + off[i], ctxword[i], off[i + 1] - off[i]);
	memset(arena + total, 0, PAD);

	/* harmonic counts: the text of u units for u < NFMT, filled as met
	 * (length first, 0: not yet); without it, printf is all (a table
	 * is only speed: NULL formats every count) */
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
		uint64_t u = U[i];
		/* the context words of the cells ahead asked for: their
		 * offsets 16 cells ahead, their bytes 8 (a row's contexts
		 * are far apart in 200,000: two misses a line were most of
		 * the writing) */
		if (i + 16 < nb)
			__builtin_prefetch(&off[(uint32_t)K[i + 16]]);
		if (i + 8 < nb)
			__builtin_prefetch(arena + off[(uint32_t)K[i + 8]]);
		size_t cl = off[k + 1] - off[k];
		char num[48], *np, *o;	/* digits end at num + 32: copy16 */
		const char *ut;
		size_t ul;

		if (r != last) {	/* the row's word, padded for copy16 */
			wl = strlen(rowword[r]);
			if (wl + 1 + PAD > rcap) {
				char *p = realloc(rw, 2 * (wl + 1 + PAD));
				if (p == NULL) {
					rc = ak_errf(e, "out of memory");
					break;
				}
				rw = p;
				rcap = 2 * (wl + 1 + PAD);
			}
			memcpy(rw, rowword[r], wl);
			rw[wl] = '\t';
			last = r;
		}
		if (c->L == 1) {
			np = utoa_end(num + 32, u);
			ut = np;
			ul = (size_t)(num + 32 - np);
		} else if (u < NFMT && fmt != NULL) {
			/* most cells hold a few units: each count's %.17g
			 * (printf's slowest path) formatted once */
			if (fmt[u][0] == 0) {
				ak_counts_format(fmt[u] + 1, u, c->L);
				fmt[u][0] = (char)strlen(fmt[u] + 1);
			}
			ut = fmt[u] + 1;
			ul = (size_t)fmt[u][0];
		} else {
			ak_counts_format(num, u, c->L);
			ut = num;
			ul = strlen(num);
		}
		size_t n = wl + 1 + cl + 1 + ul + 1;
		if (on + n + SLACK > OB) {
			fwrite(ob, 1, on, fp);
			on = 0;
		}
		if (n + SLACK > OB) {	/* a line longer than the block */
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
		*o++ = '\n';
		on = (size_t)(o - ob);
	}
	if (on > 0)
		fwrite(ob, 1, on, fp);
	free(rw);
	free(ob);
	free(off);
	free(arena);
	free(fmt);
	return rc;
}

int
ak_counts_merge_write(FILE *fp, char *const *paths, size_t n, uint64_t L,
    const char *want, const char *head, ak_err *e)
{
	ak_cmerge *m;
	const char *w, *c;
	uint64_t u;
	size_t ncells = 0;
	int rc;

	if (ak_cmerge_open(&m, paths, n, L, want, e) != 0)
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
		fprintf(fp, "%s\t%s\t%s\n", w, c, num);
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
	ak_cmerge_close(m);
	if (rc == 0 && ncells == 0)	/* as --from-counts: nothing to sum */
		return ak_errf(e, "%s: no counts", n == 1 ? (strcmp(paths[0],
		    "-") == 0 ? "<stdin>" : paths[0]) : "input");
	return rc;
}

size_t
ak_counts_csr_bytes(size_t V, size_t nnz, int compact)
{
	return (V + 1) * sizeof(size_t) + nnz * (sizeof(uint32_t) +
	    (compact ? sizeof(uint32_t) : sizeof(double)));
}

int
ak_counts_csr_counter(ak_csr *C, ak_spcount *c, const uint32_t *byrow,
    const uint32_t *byctx, size_t V, size_t T, size_t memory, size_t held,
    const char *name, ak_err *e)
{
	const uint64_t *K, *U;
	uint64_t umax = 0;
	size_t nnz = 0, nb, need;
	char mb[AK_FMT_SIZE_MAX];
	int rc, compact;

	/* two passes over the cells, no copy of them: the length of every
	 * row, then each cell at its place (rows come in id order, a row's
	 * cells in key order: what ak_csr_from_coo makes of them) */
	memset(C, 0, sizeof(*C));
	if ((C->ptr = ak_alloc_n(V + 1, sizeof(size_t), e)) == NULL)
		return -1;
	while ((rc = ak_spcount_cells(c, &K, &U, &nb, e)) == 1) {
		for (size_t i = 0; i < nb; i++) {
			C->ptr[byrow[K[i] >> 32] + 1]++;
			umax = U[i] > umax ? U[i] : umax;
		}
		nnz += nb;
	}
	/* the counts in units, 4 bytes a cell, when the largest fits */
	compact = umax <= UINT32_MAX;
	size_t mat = ak_counts_csr_bytes(V, nnz, compact);
	need = mat + ak_spcount_bytes(c) + held;
	if (rc == 0 && need > memory)
		rc = ak_errf(e, "%s: the count matrix (%zu non-zero cells, "
		    "%s) needs %zu MB, and the counts read back and what is "
		    "held with them %zu MB more: more than --memory %s",
		    name, nnz, compact ? "8 bytes a cell" : "12 bytes a cell: "
		    "a count past 2^32 units", (mat + (1 << 20) - 1) >> 20,
		    (need - mat + (1 << 20) - 1) >> 20, ak_fmt_size(mb,
		    memory));
	if (rc < 0 || ak_spcount_rewind(c, e) != 0 ||
	    (C->col = ak_alloc_n(nnz, sizeof(uint32_t), e)) == NULL ||
	    (compact && (C->units = ak_alloc_n(nnz, sizeof(uint32_t),
	    e)) == NULL) ||
	    (!compact && (C->val = ak_alloc_n(nnz, sizeof(double),
	    e)) == NULL)) {
		ak_csr_free(C);
		return -1;
	}
	C->L = c->L;
	C->m = V;
	C->n = T;
	C->nnz = nnz;
	for (size_t i = 0; i < V; i++)
		C->ptr[i + 1] += C->ptr[i];
	/* ptr[i] walks forward through row i, then is shifted back */
	while ((rc = ak_spcount_cells(c, &K, &U, &nb, e)) == 1) {
		for (size_t i = 0; i < nb; i++) {
			size_t p = C->ptr[byrow[K[i] >> 32]]++;
			C->col[p] = byctx[(uint32_t)K[i]];
			if (compact)
				C->units[p] = (uint32_t)U[i];
			else
				C->val[p] = (double)U[i] / (double)c->L;
		}
	}
	if (rc < 0) {
		ak_csr_free(C);
		return -1;
	}
	for (size_t i = V; i > 0; i--)
		C->ptr[i] = C->ptr[i - 1];
	C->ptr[0] = 0;
	return 0;
}

/*
 * The cells of count files come in the byte order of their words, the
 * matrix wants its rows in the vocabulary's order, and the input may be a
 * pipe, read once: the number of cells, so the matrix's size and layout,
 * is known only at the end.  So the cells are staged as they come, in
 * blocks: the columns, and the counts' low 32 bits (8 bytes a cell; the
 * counts past 2^32 units apart, with their cell's index); each row's
 * length and the order of the rows beside.  Then the columns are placed at
 * their rows, each block of them freed once placed, then the counts: the
 * peak is 12 bytes a cell (20 with doubles), never the staging and the
 * matrix side by side.  Past the budget even so, the blocks go to a
 * temporary file (ak_tmpfile, as the counter's runs) and the peak is
 * the matrix and a block.
 */
#define STAGE_MIN 1024		/* cells of the first block */
#define STAGE_MAX ((size_t)1 << 20)	/* of the largest in memory (8 MB) */
#define STAGE_FILE ((size_t)1 << 14)	/* of a block on its way to the file */

typedef struct stage {
	uint32_t **col, **lo;	/* each block's cells; NULL: in the file */
	size_t *len, *cap;	/* cells in each block, its room */
	size_t nblk, capblk, nfile;	/* blocks; the first nfile in fp */
	size_t n, memcap;	/* cells staged; room of the blocks in memory */
	FILE *fp;		/* the blocks written out, or NULL */
	uint32_t *rbuf;		/* STAGE_FILE cells read back from fp */
	uint64_t wsum, rsum;	/* the words written to fp and read back,
				 * each mixed with its place (stage_mix) */
	uint64_t wpos;		/* the words written */
	uint64_t *big;		/* (index, units) of counts past 2^32 units */
	size_t nbig, capbig;
	uint64_t umax;
	size_t longest;		/* the longest row so far */
} stage;

static void
stage_free(stage *st)
{
	for (size_t k = 0; k < st->nblk; k++) {
		free(st->col[k]);
		free(st->lo[k]);
	}
	free(st->col);
	free(st->lo);
	free(st->len);
	free(st->cap);
	if (st->fp != NULL)
		fclose(st->fp);
	free(st->rbuf);
	free(st->big);
	memset(st, 0, sizeof(*st));
}

/*
 * the peak of the matrix of the cells staged, built from them, with memcap
 * cells of room in memory blocks (STAGE_FILE once they go to the file):
 * fixed (row pointers, the rows' order, the caller's), the counts past
 * 2^32 units, the read-back buffer, the row sort's scratch (24 bytes a
 * cell of the longest row: ak_csr_sort_rows); and the larger of the
 * columns placed beside the blocks (4n + 8 memcap) and the values beside
 * the columns and the blocks of counts (4n + vb·n + 4 memcap)
 */
static size_t
stage_need(const stage *st, size_t memcap, size_t fixed)
{
	size_t vb = st->umax > UINT32_MAX ? sizeof(double) : sizeof(uint32_t);
	size_t m = st->fp != NULL ? STAGE_FILE : memcap;
	size_t a = 8 * m, b = vb * st->n + 4 * m;

	return fixed + st->capbig * 2 * sizeof(uint64_t) + (st->fp != NULL ?
	    STAGE_FILE * sizeof(uint32_t) : 0) + 24 * st->longest +
	    4 * st->n + (a > b ? a : b);
}

static int
stage_io(ak_err *e)
{
	return ak_errf(e, "the count matrix's cells in a temporary file in "
	    "%s: %s", ak_tmpdir(), strerror(errno ? errno : EIO));
}

/* a word of the file and its place, mixed: their sum over the file is
 * the same however it is read, and a word changed or moved changes it */
static inline uint64_t
stage_mix(uint64_t pos, uint32_t w)
{
	uint64_t h = (pos << 32 | w) * 0x9E3779B97F4A7C15ULL;

	return h ^ h >> 31;
}

/* m words of a block to the file, summed; 0 or -1 (errno) */
static int
stage_fwrite(stage *st, const uint32_t *x, size_t m)
{
	for (size_t i = 0; i < m; i++)
		st->wsum += stage_mix(st->wpos + i, x[i]);
	st->wpos += m;
	return fwrite(x, sizeof(uint32_t), m, st->fp) == m ? 0 : -1;
}

/* the temporary file read back is not what was written */
static int
stage_damaged(ak_err *e)
{
	errno = EIO;
	return ak_errf(e, "the count matrix's cells in a temporary file in "
	    "%s: read back damaged", ak_tmpdir());
}

/* block k (in memory) to the file, freed */
static int
stage_write(stage *st, size_t k, ak_err *e)
{
	size_t m = st->len[k];

	errno = 0;
	if (stage_fwrite(st, st->col[k], m) != 0 ||
	    stage_fwrite(st, st->lo[k], m) != 0)
		return stage_io(e);
	free(st->col[k]);
	free(st->lo[k]);
	st->col[k] = st->lo[k] = NULL;
	st->memcap -= st->cap[k];
	st->nfile++;
	return 0;
}

/* every block in memory to the temporary file, opened the first time */
static int
stage_spill(stage *st, ak_err *e)
{
	if (st->fp == NULL) {
		if ((st->fp = ak_tmpfile("the count matrix's cells", e)) ==
		    NULL)
			return -1;
		if ((st->rbuf = ak_alloc_n(STAGE_FILE, sizeof(uint32_t),
		    e)) == NULL)
			return -1;
	}
	for (size_t k = 0; k < st->nblk; k++)
		if (st->col[k] != NULL && stage_write(st, k, e) != 0)
			return -1;
	return 0;
}

/* room for a cell: a new block when the last one is full or gone to the
 * file (in memory while the budget allows it, else in the file) */
static int
stage_room(stage *st, size_t memory, size_t fixed, ak_err *e)
{
	size_t k = st->nblk - 1, cap;

	if (st->nblk > 0 && st->col[k] != NULL && st->len[k] < st->cap[k])
		return 0;
	if (st->nblk == st->capblk) {
		size_t nc = st->capblk ? 2 * st->capblk : 64;
		uint32_t **c, **l;
		size_t *n, *p;

		if ((c = realloc(st->col, nc * sizeof(*c))) != NULL)
			st->col = c;
		if ((l = realloc(st->lo, nc * sizeof(*l))) != NULL)
			st->lo = l;
		if ((n = realloc(st->len, nc * sizeof(*n))) != NULL)
			st->len = n;
		if ((p = realloc(st->cap, nc * sizeof(*p))) != NULL)
			st->cap = p;
		if (c == NULL || l == NULL || n == NULL || p == NULL)
			return ak_errf(e, "out of memory");
		st->capblk = nc;
	}
	cap = st->nblk == 0 ? STAGE_MIN : 2 * st->cap[k] < STAGE_MAX ?
	    2 * st->cap[k] : STAGE_MAX;
	if (st->fp == NULL && stage_need(st, st->memcap + cap, fixed) >
	    memory && stage_spill(st, e) != 0)
		return -1;
	if (st->fp != NULL) {	/* the full block out, its room reused */
		cap = STAGE_FILE;
		if (st->nblk > 0 && st->col[k] != NULL) {
			uint32_t *c = st->col[k], *l = st->lo[k];

			errno = 0;
			if (stage_fwrite(st, c, st->len[k]) != 0 ||
			    stage_fwrite(st, l, st->len[k]) != 0)
				return stage_io(e);
			st->col[k] = st->lo[k] = NULL;
			st->nfile++;
			st->col[k + 1] = c;
			st->lo[k + 1] = l;
			st->cap[k + 1] = st->cap[k];
			st->len[st->nblk++] = 0;
			return 0;
		}
	}
	st->len[st->nblk] = 0;
	st->cap[st->nblk] = cap;
	st->col[st->nblk] = st->lo[st->nblk] = NULL;
	st->nblk++;
	if ((st->col[st->nblk - 1] = ak_alloc_n(cap, sizeof(uint32_t),
	    e)) == NULL || (st->lo[st->nblk - 1] = ak_alloc_n(cap,
	    sizeof(uint32_t), e)) == NULL)
		return -1;
	st->memcap += cap;
	return 0;
}

/* where the next cell goes: rows in the order they came, placed at their
 * pointers; idx counts the cells, bigi the next count past 2^32 units */
typedef struct cursor {
	const uint32_t *order;
	size_t a, p, left, idx, bigi;
} cursor;

/* place the m columns (vals 0) or counts (1) x of the next cells; -1 for
 * a column past the matrix (a damaged file) */
static int
place(ak_csr *C, const stage *st, cursor *cu, const uint32_t *x, size_t m,
    int vals)
{
	for (size_t i = 0; i < m; i++) {
		if (!vals && x[i] >= C->n)
			return -1;
		while (cu->left == 0) {
			uint32_t r = cu->order[cu->a++];

			cu->p = C->ptr[r];
			cu->left = C->ptr[r + 1] - C->ptr[r];
		}
		if (!vals)
			C->col[cu->p] = x[i];
		else {
			uint64_t u = x[i];

			if (cu->bigi < st->nbig && st->big[2 * cu->bigi] ==
			    cu->idx)
				u = st->big[2 * cu->bigi++ + 1];
			if (C->units != NULL)
				C->units[cu->p] = (uint32_t)u;
			else
				C->val[cu->p] = (double)u / (double)C->L;
		}
		cu->p++;
		cu->left--;
		cu->idx++;
	}
	return 0;
}

/* one pass over the staged cells: their columns (vals 0) or counts (1)
 * placed, each block in memory freed after it */
static int
stage_place(ak_csr *C, stage *st, const uint32_t *order, int vals,
    ak_err *e)
{
	cursor cu = { order, 0, 0, 0, 0, 0 };
	off_t off = 0;

	for (size_t k = 0; k < st->nblk; k++) {
		size_t m = st->len[k];

		if (k >= st->nfile) {
			uint32_t **x = vals ? st->lo : st->col;

			place(C, st, &cu, x[k], m, vals);	/* (columns
								 * checked) */
			free(x[k]);
			x[k] = NULL;
			continue;
		}
		/* in the file: columns then counts, STAGE_FILE at a time */
		for (size_t i = 0; i < m; i += STAGE_FILE) {
			size_t q = m - i < STAGE_FILE ? m - i : STAGE_FILE;

			uint64_t pos = (uint64_t)off / sizeof(uint32_t) +
			    (vals ? m : 0) + i;

			errno = 0;
			if (fseeko(st->fp, (off_t)(pos * sizeof(uint32_t)),
			    SEEK_SET) != 0 || fread(st->rbuf, sizeof(uint32_t),
			    q, st->fp) != q)
				return stage_io(e);
			for (size_t j = 0; j < q; j++)
				st->rsum += stage_mix(pos + j, st->rbuf[j]);
			if (place(C, st, &cu, st->rbuf, q, vals) != 0)
				return stage_damaged(e);
		}
		off += (off_t)(2 * m * sizeof(uint32_t));
	}
	/* both passes read every word of the file once */
	if (vals && st->nfile > 0 && st->rsum != st->wsum)
		return stage_damaged(e);
	return 0;
}

int
ak_counts_csr_files(ak_csr *C, char *const *paths, size_t n, uint64_t L,
    const ak_strmap *rows, const ak_strmap *ctxs, size_t V, size_t T,
    const char *vocabname, const char *ctxname, const char *want,
    size_t memory, size_t held, size_t *ncells, ak_err *e)
{
	ak_cmerge *m = NULL;
	stage st = { 0 };
	ak_tokid ids = { 0 };
	uint32_t *order = NULL;
	char *lastw = NULL;	/* the last row's word, and its row */
	size_t lastcap = 0;
	long wr = -1;
	const char *w, *c;
	size_t nrows = 0, last = SIZE_MAX, fixed;
	char mb[AK_FMT_SIZE_MAX];
	uint64_t u;
	int rc;

	*ncells = 0;
	memset(C, 0, sizeof(*C));
	/* the words' ids in one probe of a table that stays in the cache
	 * (two ak_strmap look-ups, a cache miss or two each, were 60% of
	 * the time); the row pointers hold each row's length until the end */
	if (ak_tokid_build(&ids, rows, ctxs, e) != 0)
		return -1;
	fixed = (V + 1) * sizeof(size_t) + V * sizeof(uint32_t) + held +
	    ids.cap * sizeof(ak_tokid_slot) + ids.size;
	if (fixed > memory) {	/* before a cell: the words' doing */
		ak_errf(e, "%s: the vocabulary (%zu words), its ids, the row "
		    "pointers and the embeddings take %zu MB: more than "
		    "--memory %s", vocabname, V, (fixed + (1 << 20) - 1) >> 20,
		    ak_fmt_size(mb, memory));
		ak_tokid_free(&ids);
		return -1;
	}
	if ((C->ptr = ak_alloc_n(V + 1, sizeof(size_t), e)) == NULL ||
	    (order = ak_alloc_n(V, sizeof(uint32_t), e)) == NULL ||
	    ak_cmerge_open(&m, paths, n, L, want, e) != 0)
		goto fail;
	while ((rc = ak_cmerge_next(m, &w, &c, &u, e)) == 1) {
		long r, k, x;
		size_t b;

		/* a row's word comes with each of its cells: looked up once */
		if (wr >= 0 && strcmp(w, lastw) == 0)
			r = wr;
		else {
			ak_tokid_get(&ids, w, strlen(w), &r, &x);
			if (r >= 0 && keep(&lastw, &lastcap, w, e) != 0)
				goto fail;
			wr = r;
		}
		if (r < 0) {
			ak_errf(e, "%s: '%.60s' is not in the vocabulary %s",
			    ak_cmerge_where(m), w, vocabname);
			goto fail;
		}
		ak_tokid_get(&ids, c, strlen(c), &x, &k);
		if (k < 0) {
			ak_errf(e, "%s: context '%.60s' is not in the %s %s",
			    ak_cmerge_where(m), c, ctxs ? "contexts" :
			    "vocabulary", ctxs ? ctxname : vocabname);
			goto fail;
		}
		(*ncells)++;
		if (u == 0)
			continue;
		if ((size_t)r != last) {	/* a row's cells come together */
			order[nrows++] = (uint32_t)r;
			last = (size_t)r;
		}
		if (stage_room(&st, memory, fixed, e) != 0)
			goto fail;
		b = st.nblk - 1;
		st.col[b][st.len[b]] = (uint32_t)k;
		st.lo[b][st.len[b]++] = (uint32_t)u;
		if (u > UINT32_MAX) {
			if (st.nbig == st.capbig) {
				size_t nc = st.capbig ? 2 * st.capbig : 64;
				uint64_t *p = realloc(st.big, 2 * nc *
				    sizeof(uint64_t));

				if (p == NULL) {
					ak_errf(e, "out of memory");
					goto fail;
				}
				st.big = p;
				st.capbig = nc;
			}
			st.big[2 * st.nbig] = st.n;
			st.big[2 * st.nbig++ + 1] = u;
		}
		if (u > st.umax)
			st.umax = u;
		if (++C->ptr[r + 1] > st.longest)
			st.longest = C->ptr[r + 1];
		st.n++;
		/* the matrix these cells make must fit: in memory, else
		 * with the blocks in the file, before more is taken */
		if (stage_need(&st, st.memcap, fixed) > memory) {
			if (st.fp == NULL && stage_spill(&st, e) != 0)
				goto fail;
			if (stage_need(&st, st.memcap, fixed) > memory) {
				ak_errf(e, "%s: the count matrix needs more "
				    "than --memory %s (%zu MB for the %zu "
				    "cells read so far, with the %zu MB held "
				    "beside them: the words and their ids, the "
				    "row pointers, the embeddings)",
				    ak_cmerge_where(m), ak_fmt_size(mb, memory),
				    (stage_need(&st, st.memcap, fixed) +
				    (1 << 20) - 1) >> 20, st.n, (fixed +
				    (1 << 20) - 1) >> 20);
				goto fail;
			}
		}
	}
	ak_cmerge_close(m);
	m = NULL;
	if (rc < 0)
		goto fail;
	for (size_t i = 0; i < V; i++)
		C->ptr[i + 1] += C->ptr[i];
	C->m = V;
	C->n = T;
	C->nnz = st.n;
	C->L = L;
	if ((C->col = ak_alloc_n(st.n, sizeof(uint32_t), e)) == NULL ||
	    stage_place(C, &st, order, 0, e) != 0)
		goto fail;
	if (st.umax <= UINT32_MAX ? (C->units = ak_alloc_n(st.n,
	    sizeof(uint32_t), e)) == NULL : (C->val = ak_alloc_n(st.n,
	    sizeof(double), e)) == NULL)
		goto fail;
	if (stage_place(C, &st, order, 1, e) != 0)
		goto fail;
	stage_free(&st);
	ak_tokid_free(&ids);
	free(order);
	free(lastw);
	/* a row's columns came in the byte order of the context words: in
	 * column order now, as the counter's (the same matrix, bit for bit) */
	if (ak_csr_sort_rows(C, e) != 0) {
		ak_csr_free(C);
		return -1;
	}
	return 0;
fail:
	ak_cmerge_close(m);
	stage_free(&st);
	ak_tokid_free(&ids);
	free(order);
	free(lastw);
	ak_csr_free(C);
	return -1;
}
