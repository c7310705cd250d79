/*
 * counts-merge.c — count files read and summed (counts.h, ak_cmerge): a
 * source a file, its lines checked as they come, the sources merged by
 * the heap of kmerge.h.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "counts-int.h"
#include "filekind.h"
#include "io.h"
#include "kmerge.h"
#include "runfile.h"

/* one input of the merge: its current line, parsed */
typedef struct src {
	struct ak_cmerge *m;
	ak_reader r;
	char *word, *ctx;	/* into r.line */
	uint64_t units;
	char *prev;		/* the previous cell "word\tctx" (sortedness) */
	size_t prevcap;
	long lineno;		/* the line of the current cell */
	/* the end check (counts.h, AK_COUNTS_END): the count lines read
	 * and the sum of their hashes; the end lines' cells and checks,
	 * summed, how many, the last one's line; a settings line seen */
	uint64_t cells, sum, endcells, endsum;
	size_t ends;
	long endline;
	int settings;
	int whole;		/* read whole and checked (same_check) */
	/* the sum of its cells' ak_counts_cell_print, the same for the same
	 * counts in text and in binary (same_check; kept when printing) */
	uint64_t print;
	int printing;
	/* a range of the file (ak_cmerge_open_range): bytes [start, stop)
	 * of size; its first line numbered 2 when start > 0 (the file's
	 * own number made when a message is: relocate); the line at stop
	 * read (not the range's) */
	int ranged, stopped;
	int64_t start, stop, size;
	/* a binary count file (counts-bin.c), read instead of r's lines:
	 * the ids of the current cell in its tables */
	ak_cbin *bin;
	uint32_t row, cid;
	uint64_t *hrow, *hctx;	/* its words' hashes, when printing */
} src;

/* an end line read: its cells and check, where it was */
typedef struct endseen {
	uint64_t cells, check;
	const src *s;
	long line;
} endseen;

struct ak_cmerge {
	src *s;
	size_t n;
	endseen *ends;		/* every end line of every source read */
	size_t nends, endcap;
	ak_knode *heap;		/* the sources with a current line */
	size_t nheap;
	uint64_t L;
	char *word, *ctx;	/* the cell given out */
	size_t wcap, ccap;
	const src *wsrc;	/* and its first line: file, number */
	long wline;
	char where[300];	/* formatted when asked (ak_cmerge_where) */
	char set[AK_COUNTS_SETTINGS_MAX];	/* the first settings line */
	char setwhere[300];		/* and where it was */
	const char *want;		/* settings asked for, or NULL */
	const char *lo, *hi;		/* the rows (ak_cmerge_open_range) */
	/* every source a binary file of the same tables: cells compared
	 * and summed by their ids, the words given out of the tables */
	int onetable;
	uint32_t row, cid;		/* the ids of the cell given out */
	char quoted[1024];	/* the note of words in CSV's quotes in a
				   file without settings (ak_cmerge_quoted) */
	size_t qsrc;		/* its source */
	int say;		/* 1: read to its end, 2: the note taken */
};

/* the row word of a count line (its first field, up to the TAB at t)
 * against w: <0, 0, >0 (ak_word_cmp) */
static int
row_cmp(char *t, char *line, const char *w)
{
	int c;

	*t = '\0';
	c = ak_word_cmp(line, w);
	*t = '\t';
	return c;
}

/* a settings line of a count file: the first one is the merge's, every
 * later one must say the same (shards of one counting) */
static int
check_settings(struct ak_cmerge *m, const char *line, const char *where,
    ak_err *e)
{
	char wa[200], wb[200];

	if (m->want != NULL && ak_counts_disagree(m->want, line, wa, wb, sizeof wa))
		return ak_errf(e, "%s: counts made with %s, not %s as the "
		    "options ask (give the options of the counting)", where,
		    wb, wa);
	if (m->set[0] == '\0') {
		snprintf(m->set, sizeof m->set, "%s", line);
		snprintf(m->setwhere, sizeof m->setwhere, "%s", where);
		return 0;
	}
	if (ak_counts_disagree(m->set, line, wa, wb, sizeof wa) ||
	    ak_counts_disagree(line, m->set, wb, wa, sizeof wa))
		return ak_errf(e, "%s: counts made with %s, %s with %s: "
		    "shards of other settings do not add up", where, wb,
		    m->setwhere, wa);
	return 0;
}

static int
cell_cmp(const src *a, const src *b)
{
	if (a->m->onetable)
		return a->row != b->row ? (a->row < b->row ? -1 : 1) :
		    a->cid != b->cid ? (a->cid < b->cid ? -1 : 1) : 0;
	int c = ak_word_cmp(a->word, b->word);
	return c != 0 ? c : ak_word_cmp(a->ctx, b->ctx);
}

int ak_cmerge_allow_same;

/*
 * The end line of s just read (n cells, check h) against every one read
 * before, in any source: the same one twice is one counting's cells
 * twice (a file merged, sort -m or sort, or concatenated with a copy of
 * itself, or given again under another name) unless allowed (two shards
 * of the same text, counted apart, cannot be told from it).  An end line
 * of no cells sums nothing twice.  0 or -1.
 */
static int
end_seen(src *s, uint64_t n, uint64_t h, ak_err *e)
{
	struct ak_cmerge *m = s->m;

	if (ak_cmerge_allow_same || n == 0)
		return 0;
	for (size_t i = 0; i < m->nends; i++) {
		const endseen *x = &m->ends[i];
		if (x->cells != n || x->check != h)
			continue;
		/* the later of the two (operand, then line) named first */
		ak_errf(e, "%s:%ld: the same end line as %s:%ld (cells=%llu "
		    "check=%016llx): one counting's cells twice, a file merged "
		    "or joined with a copy of itself (sort, sort -m, cat), or "
		    "given again under another name? they would be summed "
		    "twice; if both are meant, --allow-same-counts sums them",
		    x->s > s ? x->s->r.name : s->r.name, x->s > s ? x->line :
		    s->r.lineno, x->s > s ? s->r.name : x->s->r.name, x->s > s ?
		    s->r.lineno : x->line, (unsigned long long)n,
		    (unsigned long long)h);
		return -1;
	}
	if (m->nends == m->endcap) {
		size_t c = m->endcap ? 2 * m->endcap : 16;
		endseen *g = ak_alloc_n(c, sizeof *g, e);
		if (g == NULL)
			return -1;
		if (m->nends > 0)
			memcpy(g, m->ends, m->nends * sizeof *g);
		free(m->ends);
		m->ends = g;
		m->endcap = c;
	}
	m->ends[m->nends++] = (endseen){ n, h, s, s->r.lineno };
	return 0;
}

/* an end line of s ("# end: cells=N check=H"), summed; 0 or -1 */
static int
end_line(src *s, ak_err *e)
{
	const char *p = s->r.line + strlen(AK_COUNTS_END);
	char *q;
	unsigned long long n, h;

	if (strncmp(p, " cells=", 7) != 0 || p[7] < '0' || p[7] > '9')
		goto bad;
	errno = 0;
	n = strtoull(p + 7, &q, 10);
	if (errno != 0 || strncmp(q, " check=", 7) != 0 ||
	    strspn(q + 7, "0123456789abcdef") != 16 || q[23] != '\0')
		goto bad;
	h = strtoull(q + 7, NULL, 16);
	if (end_seen(s, n, h, e) != 0)
		return -1;
	s->endcells += n;
	s->endsum += h;
	s->ends++;
	s->endline = s->r.lineno;
	return 0;
bad:
	return ak_errf(e, "%s: not an end line ('%s cells=N check=H', H 16 "
	    "hexadecimal digits)", ak_reader_where(&s->r), AK_COUNTS_END);
}

void
ak_counts_allow_same(int allow)
{
	ak_cmerge_allow_same = allow;
}

/*
 * s read whole, and checked: no other file read whole holds the same
 * cells, by their number and the sum of their fingerprints
 * (ak_counts_cell_print: words and counts, not bytes, so that a text
 * file and a binary one of the same counts match as two copies do; the
 * device and inode of ak_inputs_twice see neither: its cells would be
 * summed twice) unless allowed; the two named in the order given; 0 or -1
 */
static int
same_check(src *s, ak_err *e)
{
	s->whole = 1;
	for (size_t i = 0; s->printing && s->cells > 0 && i < s->m->n; i++) {
		const src *t = &s->m->s[i];
		if (t == s || !t->whole || !t->printing ||
		    t->cells != s->cells || t->print != s->print)
			continue;
		return ak_errf(e, "'%s' and '%s' hold the same counts (%llu "
		    "cells, fingerprint %016llx): %s? its cells would be "
		    "summed twice; if both are meant, --allow-same-counts sums "
		    "them", t < s ? t->r.name : s->r.name, t < s ? s->r.name :
		    t->r.name, (unsigned long long)s->cells,
		    (unsigned long long)s->print, (t->bin == NULL) ==
		    (s->bin == NULL) ? "a copy of one file" : "the same counts "
		    "written as text and as binary (--count-format)");
	}
	return 0;
}

/* s read to its end: its end lines agree with its count lines; 0 or -1 */
static int
end_check(const src *s, ak_err *e)
{
	if (s->ends == 0) {
		if (s->cells > 0 && !s->settings)
			return 0;	/* made by hand: taken as it is */
		if (s->r.lineno == 0)	/* as the merge of no cells */
			return ak_errf(e, "%s: no counts", s->r.name);
		if (s->cells == 0 && !s->settings)
			return ak_errf(e, "%s: no counts and no end line "
			    "('%s cells=N check=H'): an empty file, or one "
			    "cut short", s->r.name, AK_COUNTS_END);
		return ak_errf(e, "%s: ends at line %ld without its end line "
		    "('%s cells=N check=H', the last line of --count): it "
		    "was cut short, or written by a ppmi-svd --count of an "
		    "older format (count it again)", s->r.name, s->r.lineno,
		    AK_COUNTS_END);
	}
	if (s->endcells != s->cells)
		return ak_errf(e, "%s:%ld: the end line counts %llu cells, the "
		    "file holds %llu: lines were lost (cut short?) or added",
		    s->r.name, s->endline, (unsigned long long)s->endcells,
		    (unsigned long long)s->cells);
	if (s->endsum != s->sum)
		return ak_errf(e, "%s:%ld: the count lines do not match the "
		    "end line's check: a line was changed", s->r.name,
		    s->endline);
	return 0;
}

/* the row of a count line of a range (its first field, up to the TAB at
 * t): 1 in the range's rows; 0, the range's end (the first line of row hi
 * or after, which must start at byte stop); -1 (not sorted) */
static int
range_row(src *s, char *t, ak_err *e)
{
	const char *lo = s->m->lo, *hi = s->m->hi;

	if (hi != NULL && row_cmp(t, s->r.line, hi) >= 0) {
		int64_t after = (int64_t)ftello(s->r.fp), n = (int64_t)s->r.len;

		/* where the line started: its bytes, its newline, a CR */
		if (after - n - 1 == s->stop || after - n - 2 == s->stop ||
		    (after == s->size && after - n == s->stop) ||
		    (s->start == 0 && s->stop == 0 && s->r.lineno == 1)) {
			s->stopped = 1;
			return 0;
		}
		*t = '\0';
		ak_errf(e, "%s: not sorted: row '%.60s' here, rows before "
		    "'%.60s' after it (sort with LC_ALL=C sort)",
		    ak_reader_where(&s->r), s->r.line, hi);
		*t = '\t';
		return -1;
	}
	if (lo != NULL && row_cmp(t, s->r.line, lo) < 0) {
		*t = '\0';
		ak_errf(e, "%s: not sorted: row '%.60s' after rows from "
		    "'%.60s' (sort with LC_ALL=C sort)",
		    ak_reader_where(&s->r), s->r.line, lo);
		*t = '\t';
		return -1;
	}
	return 1;
}

/* the current cell of s goes back from the previous one (its context
 * pc): not sorted; after an end line, count files joined by cat */
static int
unsorted(const src *s, const char *pc, ak_err *e)
{
	char hint[160] = "";

	if (s->ends > 0)
		snprintf(hint, sizeof hint, "; count files joined with cat? "
		    "line %ld ends one: give them as operands, or merge them "
		    "with LC_ALL=C sort -m", s->endline);
	return ak_errf(e, "%s: not sorted: '%.60s %.60s' after '%.60s "
	    "%.60s' (sort with LC_ALL=C sort%s)", ak_reader_where(&s->r),
	    s->word, s->ctx, s->prev, pc, hint);
}

/* the next cell of a binary source: 1, 0 at its end (checked), -1 */
static int
bin_read(src *s, ak_err *e)
{
	ak_cbin *b = s->bin;
	int rc = ak_cbin_next(b, &s->row, &s->cid, &s->units, e);

	/* its bytes read by fread: the file's end checked here */
	if (rc <= 0)
		return rc < 0 || ak_reader_unchanged(&s->r, e) != 0 ? -1 :
		    same_check(s, e);
	/* one table: the words are looked at for the cell given out only
	 * (ak_cmerge_next), not for every source's (a cache miss each) */
	if (!s->m->onetable) {
		s->word = b->word[s->row];
		s->ctx = b->ctxword[s->cid];
	}
	if (s->printing)
		s->print += ak_counts_cell_print(s->hrow[s->row],
		    s->hctx[s->cid], s->units);
	s->cells = b->cells;
	s->sum = b->sum;
	s->lineno = (long)b->cells;
	return 1;
}

/* a binary source opened: its header read (counts-bin.c), its units and
 * settings checked as a text file's; 0 or -1 */
static int
bin_open(src *s, ak_err *e)
{
	if ((s->bin = malloc(sizeof *s->bin)) == NULL)
		return ak_errf(e, "out of memory");
	if (ak_cbin_open(s->bin, &s->r, e) != 0)
		return -1;
	if (s->bin->L != s->m->L)
		return ak_errf(e, "%s: counts in units of 1/%llu, not 1/%llu "
		    "as the options ask (counted with another --weight or "
		    "--window?)", s->r.name, (unsigned long long)s->bin->L,
		    (unsigned long long)s->m->L);
	/* the words hashed once (same_check) */
	if (s->printing && ak_cbin_word_hashes(s->bin, &s->hrow, &s->hctx,
	    e) != 0)
		return -1;
	if (s->bin->settings[0] != '\0') {
		s->settings = 1;
		return check_settings(s->m, s->bin->settings, s->r.name, e);
	}
	return 0;
}

/* read the next count line of s: 1, 0 at the end, -1 */
static int
src_read(src *s, uint64_t L, ak_err *e)
{
	int rc;

	if (s->bin != NULL)
		return bin_read(s, e);

	while ((rc = ak_reader_next(&s->r, e)) == 1) {
		char *f[4], *t;
		size_t nf, wl;

		/* "FILE:LINE" is formatted for a message only (it was a
		 * quarter of --from-counts' time, formatted for every line) */
		if (ak_bom_later(s->r.line, s->r.len, s->r.lineno, s->r.name,
		    e) != 0)
			return -1;
		if (s->r.line[0] == '#') {
			if (strncmp(s->r.line, AK_COUNTS_SETTINGS " ",
			    strlen(AK_COUNTS_SETTINGS) + 1) == 0) {
				s->settings = 1;
				if (check_settings(s->m, s->r.line,
				    ak_reader_where(&s->r), e) != 0)
					return -1;
			} else if (strncmp(s->r.line, AK_COUNTS_END,
			    strlen(AK_COUNTS_END)) == 0 && end_line(s, e) != 0)
				return -1;
			continue;
		}
		/* a range that ends before the file's end: ak_reader_next
		 * checks no end, so its own check here */
		if (s->ranged && (t = memchr(s->r.line, '\t', s->r.len)) !=
		    NULL && (rc = range_row(s, t, e)) <= 0)
			return rc < 0 ? rc : ak_reader_unchanged(&s->r, e);
		s->cells++;
		s->sum += ak_counts_line_hash(s->r.line, s->r.len);
		nf = ak_split_tab(s->r.line, f, 4);
		if (nf != 3)	/* 2: uniq -c's, or label<TAB>tokens */
			return ak_counts_fields_error(&s->r, f[0], nf, e);
		if (f[0][0] == '\0' || f[1][0] == '\0')
			return ak_errf(e, "%s: empty word",
			    ak_reader_where(&s->r));
		if (!s->settings && s->m->quoted[0] == '\0' && (f[0][0] ==
		    '"' || f[1][0] == '"'))
			ak_counts_quoted_note(s->m->quoted, sizeof
			    s->m->quoted, &s->r, f), s->m->qsrc = (size_t)(s -
			    s->m->s);
		if (ak_counts_parse(f[2], L, &s->units, "", e) != 0)
			return ak_counts_header_line(&s->r, f, s->cells == 1 &&
			    !s->settings && !s->ranged, e) ? -1 :
			    ak_counts_parse(f[2], L, &s->units,
			    ak_reader_where(&s->r), e);
		s->word = f[0];
		s->ctx = f[1];
		wl = strlen(f[0]);
		if (s->printing)
			s->print += ak_counts_cell_print(ak_counts_line_hash(
			    f[0], wl), ak_counts_line_hash(f[1], (size_t)(f[2] -
			    f[1]) - 1), s->units);
		if (s->prev != NULL) {	/* the cell may not go back */
			const char *pc = s->prev + strlen(s->prev) + 1;
			int c = ak_word_cmp(s->word, s->prev);

			if (c == 0)
				c = ak_word_cmp(s->ctx, pc);
			if (c < 0)
				return unsorted(s, pc, e);
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
	if (rc == 0 && s->ranged && s->stop != s->size)
		return ak_errf(e, "%s: ends before byte %lld, where a line of "
		    "row '%s' or after was: the file changed while read",
		    s->r.name, (long long)s->stop, s->m->hi ? s->m->hi : "");
	if (rc == 0 && (!s->ranged || s->start == 0) && (end_check(s, e) !=
	    0 || same_check(s, e) != 0))
		return -1;
	return rc;
}

/* the line number n of a range (numbered from 2 at its start) as the
 * file's: the lines before the range counted (a message's cost only) */
static long
file_line(src *s, long n)
{
	char buf[1 << 16];
	int64_t left = s->start;
	long base = 0;

	if (!s->ranged || s->start == 0 || fseeko(s->r.fp, 0, SEEK_SET) != 0)
		return n;
	while (left > 0) {
		size_t k = fread(buf, 1, left < (int64_t)sizeof buf ?
		    (size_t)left : sizeof buf, s->r.fp);
		if (k == 0)
			return n;
		for (char *p = buf; (p = memchr(p, '\n', k - (size_t)(p -
		    buf))) != NULL; p++)
			base++;
		left -= (int64_t)k;
	}
	return base + n - 1;
}

/* e's message "NAME:LINE: ..." of a line of s's range with the file's
 * line number */
static int
relocate(src *s, ak_err *e)
{
	size_t nl = strlen(s->r.name);
	char *q, rest[sizeof e->msg];
	long n;

	if (!s->ranged || s->start == 0 || strncmp(e->msg, s->r.name, nl) !=
	    0 || e->msg[nl] != ':' || e->msg[nl + 1] < '0' ||
	    e->msg[nl + 1] > '9')
		return -1;
	n = strtol(e->msg + nl + 1, &q, 10);
	snprintf(rest, sizeof rest, "%s", q);
	snprintf(e->msg + nl + 1, sizeof e->msg - nl - 1, "%ld%s",
	    file_line(s, n), rest);
	return -1;
}

/* the next count line of s (src_read), its line numbers the file's in a
 * message */
static int
src_next(src *s, uint64_t L, ak_err *e)
{
	int rc = src_read(s, L, e);
	ak_err c;

	/* an error of a file changed while read is the change's (a line a
	 * rewrite cut in two) */
	if (rc < 0 && ak_reader_unchanged(&s->r, &c) != 0) {
		*e = c;
		return -1;
	}
	return rc < 0 ? relocate(s, e) : rc;
}

/* the heap's order: the sources' current cells (kmerge.h) */
static int
cell_less(const ak_knode *a, const ak_knode *b, const void *arg)
{
	const src *s = arg;

	return cell_cmp(&s[a->src], &s[b->src]) < 0;
}

void
ak_cmerge_close(ak_cmerge *m)
{
	if (m == NULL)
		return;
	/* words in CSV's quotes, read to the end (a failed merge's error
	   says what matters) and not taken: said (counts.h ak_counts_note) */
	if (m->say == 1 && m->quoted[0] != '\0')
		ak_counts_say_quoted(m->quoted);
	for (size_t i = 0; i < m->n; i++) {
		if (m->s[i].r.name != NULL)
			ak_reader_close(&m->s[i].r);
		if (m->s[i].bin != NULL)
			ak_cbin_free(m->s[i].bin);
		free(m->s[i].bin);
		free(m->s[i].prev);
		free(m->s[i].hrow);
		free(m->s[i].hctx);
	}
	free(m->s);
	free(m->ends);
	free(m->heap);
	free(m->word);
	free(m->ctx);
	free(m);
}

int
ak_cmerge_open(ak_cmerge **mp, char *const *paths, size_t n, uint64_t L,
    const char *want, ak_err *e)
{
	return ak_cmerge_open_range(mp, paths, n, L, want, NULL, NULL, NULL,
	    NULL, NULL, e);
}

/* a range's source: its size; past its head (the comments at the top,
 * their settings checked) to byte start, numbered from 2 */
static int
src_range(src *s, int64_t start, int64_t stop, ak_err *e)
{
	struct stat st;
	int rc;

	s->ranged = 1;
	s->start = start;
	s->stop = stop;
	if (fstat(fileno(s->r.fp), &st) != 0 || !S_ISREG(st.st_mode))
		return ak_errf(e, "%s: --rows seeks in the count files: not a "
		    "pipe or a device", s->r.name);
	s->size = (int64_t)st.st_size;
	if (start == 0)
		return 0;
	while ((rc = ak_reader_next(&s->r, e)) == 1 && s->r.line[0] == '#')
		if (strncmp(s->r.line, AK_COUNTS_SETTINGS " ",
		    strlen(AK_COUNTS_SETTINGS) + 1) == 0 &&
		    check_settings(s->m, s->r.line, ak_reader_where(&s->r),
		    e) != 0)
			return -1;
	if (rc < 0)
		return -1;
	errno = 0;
	if (fseeko(s->r.fp, (off_t)start, SEEK_SET) != 0)
		return ak_errf(e, "%s: read error: %s", s->r.name,
		    strerror(errno ? errno : EIO));
	s->r.lineno = 1;	/* the next line is not line 1 (its BOM) */
	return 0;
}

int
ak_cmerge_open_range(ak_cmerge **mp, char *const *paths, size_t n,
    uint64_t L, const char *want, const char *lo, const char *hi,
    const int64_t *start, const int64_t *stop, const ak_file_id *id,
    ak_err *e)
{
	ak_cmerge *m;

	if ((m = ak_alloc_n(1, sizeof(*m), e)) == NULL)
		return -1;
	*mp = m;
	m->L = L;
	m->want = want;
	m->lo = lo;
	m->hi = hi;
	if ((m->s = ak_alloc_n(n, sizeof(src), e)) == NULL ||
	    (m->heap = ak_alloc_n(n, sizeof(ak_knode), e)) == NULL)
		goto fail;
	for (size_t i = 0; i < n; i++) {
		unsigned char magic[32];
		int rc;

		m->s[i].m = m;
		/* a whole file's counts fingerprinted (same_check); a range
		 * is compared by the end lines it reads */
		m->s[i].printing = !ak_cmerge_allow_same && start == NULL;
		if (ak_reader_open(&m->s[i].r, paths[i], e) != 0)
			goto fail;
		m->n = i + 1;
		if (id != NULL)	/* as it was when its range was found */
			m->s[i].r.id = id[i];
		m->s[i].r.check_utf8 = 1;
		/* a binary count file, by its magic (after gzip's) */
		if ((rc = ak_reader_magic(&m->s[i].r, magic, 32, e)) < 0 ||
		    ak_counts_glove_bin(&m->s[i].r, magic, (size_t)rc, e) != 0)
			goto fail;
		if (rc >= 8 && memcmp(magic, AK_COUNTS_BIN_MAGIC, 8) == 0) {
			if (start != NULL) {
				ak_errf(e, "%s: a binary count file: --rows "
				    "seeks in count files of lines (write them "
				    "with --count-format text)", paths[i]);
				goto fail;
			}
			if (bin_open(&m->s[i], e) != 0)
				goto fail;
		}
		if (start != NULL && src_range(&m->s[i], start[i], stop[i],
		    e) != 0)
			goto fail;
	}
	/* one table: every source binary, of one vocabulary (a text
	 * source anywhere, the first too, makes them words) */
	m->onetable = n > 0 && m->s[0].bin != NULL;
	for (size_t i = 1; i < n && m->onetable; i++)
		m->onetable = m->s[i].bin != NULL && m->s[i].bin->print ==
		    m->s[0].bin->print;
	for (size_t i = 0; i < n; i++) {
		int rc;

		if ((rc = src_next(&m->s[i], L, e)) < 0)
			goto fail;
		if (rc == 1)
			m->heap[m->nheap++] = (ak_knode){ 0, i };
	}
	ak_kheap_build(m->heap, m->nheap, cell_less, m->s);
	return 0;
fail:
	ak_cmerge_close(m);
	*mp = NULL;
	return -1;
}

void
ak_cmerge_source(const ak_cmerge *m, size_t i, ak_csource *out)
{
	const src *s = &m->s[i];

	*out = (ak_csource){ s->start, s->stop, s->size, s->r.lineno -
	    (s->start > 0) - s->stopped, s->cells, s->sum, s->ends,
	    s->endcells, s->endsum, s->settings };
}

const char *
ak_cmerge_settings(const ak_cmerge *m)
{
	return m->set[0] ? m->set : NULL;
}

const char *
ak_cmerge_quoted(ak_cmerge *m, size_t *src)
{
	m->say |= 2;
	if (src != NULL)
		*src = m->qsrc;
	return m->quoted[0] ? m->quoted : NULL;
}

int
ak_counts_keep(char **buf, size_t *cap, const char *s, ak_err *e)
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
	snprintf(m->where, sizeof m->where, m->wsrc->bin != NULL ?
	    "%s: cell %ld" : "%s:%ld", m->wsrc->r.name, m->wline);
	return m->where;
}

const char *
ak_cmerge_file(const ak_cmerge *m, int *binary)
{
	*binary = m->wsrc->bin != NULL;
	return m->wsrc->r.name;
}

const ak_cbin *
ak_cmerge_table(const ak_cmerge *m, uint32_t *row, uint32_t *ctx)
{
	if (!m->onetable)
		return NULL;
	*row = m->row;
	*ctx = m->cid;
	return m->s[0].bin;
}

int
ak_cmerge_next(ak_cmerge *m, const char **word, const char **ctx,
    uint64_t *units, ak_err *e)
{
	uint64_t sum = 0;

	if (m->nheap == 0)
		return (m->say |= 1, 0);
	src *top = &m->s[m->heap[0].src];
	const char *tw = top->word, *tc = top->ctx;
	/* one table: the words stay where they are, the ids compared */
	if (m->onetable) {
		m->row = top->row;
		m->cid = top->cid;
		tw = top->bin->word[m->row];
		tc = top->bin->ctxword[m->cid];
	} else if (ak_counts_keep(&m->word, &m->wcap, top->word, e) != 0 ||
	    ak_counts_keep(&m->ctx, &m->ccap, top->ctx, e) != 0)
		return -1;
	else {
		tw = m->word;
		tc = m->ctx;
	}
	m->wsrc = top;
	m->wline = top->lineno;
	while (m->nheap > 0) {
		src *s = &m->s[m->heap[0].src];
		int rc;

		if (m->onetable ? s->row != m->row || s->cid != m->cid :
		    strcmp(s->word, tw) != 0 || strcmp(s->ctx, tc) != 0)
			break;
		sum += s->units;
		if ((double)sum >= MAX_UNITS) {
			ak_errf(e, "%s:%ld: the counts of '%s %s' sum to more "
			    "than 2^53 units", s->r.name, s->lineno, tw, tc);
			return relocate(s, e);
		}
		if ((rc = src_next(s, m->L, e)) < 0)
			return -1;
		ak_kheap_next(m->heap, &m->nheap, rc == 1, cell_less, m->s);
	}
	*word = tw;
	*ctx = tc;
	*units = sum;
	return 1;
}
