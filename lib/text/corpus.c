/*
 * corpus.c — the corpus reader of text.h: records found by lines (TAB) or
 * by libcsv (TAB, ',', ';', '|'), the header rule, the label and text
 * columns, the label map, and the errors that name the option that fixes
 * them (issue 28).
 */
#include <csv.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>
#include <string.h>

#include "conv.h"
#include "io.h"
#include "mem.h"
#include "table.h"
#include "text.h"
#include "corpus-int.h"

/* A growable byte buffer. */
typedef struct buf {
	char *p;
	size_t n, cap;
} buf;

static int
buf_add(buf *b, const char *s, size_t n)
{
	if (b->n + n + 1 > b->cap) {
		size_t nc = b->cap ? b->cap : 256;
		char *q;

		while (nc < b->n + n + 1)
			nc *= 2;
		if ((q = realloc(b->p, nc)) == NULL)
			return -1;
		b->p = q;
		b->cap = nc;
	}
	if (n > 0)
		memcpy(b->p + b->n, s, n);
	b->n += n;
	b->p[b->n] = '\0';
	return 0;
}

static int
check_label(const char *label, char delim, const char *where, ak_err *e)
{
	if (label[0] == '\0')
		return ak_errf(e, "%s: empty label", where);
	/* a quoted CSV label may hold a newline or TAB: written as is, it
	   would break the label<TAB>text lines of sms-vocab -t */
	for (const unsigned char *p = (const unsigned char *)label; *p; p++) {
		/* "ham<TAB>text" is a TSV line; a label with a space and a
		 * newline is a message's text */
		size_t k = (size_t)((const char *)p - label);
		int tsv = *p == '\t' && delim != '\t' && ((k == 3 &&
		    memcmp(label, "ham", 3) == 0) || (k == 4 &&
		    memcmp(label, "spam", 4) == 0));
		int text = *p == '\n' && strchr(label, ' ') != NULL;
		if (*p < 0x20 || *p == 0x7f)
			return ak_errf(e, "%s: label has a control character "
			    "(0x%02X)%s", where, (unsigned)*p, tsv ?
			    " (TAB-separated? read it with --delimiter tab, or "
			    "without --csv)" : text ? " (is the text in "
			    "another column? name it with --label-column)" :
			    "");
	}
	return 0;
}

/*
 * utf8_hint: the option that reads a line that is not UTF-8, from the
 * encoding its bytes suggest (ak_conv_guess: Cyrillic in cp1251 or
 * koi8-r, cp1252 the Windows code page of spam.csv, latin1 when a byte has
 * no character in cp1252)
 */
static const char *
utf8_hint(const char *s, size_t n)
{
	const char *enc = ak_conv_guess(s, n);

	if (strcmp(enc, "cp1251") == 0)
		return " (Cyrillic? read it with --encoding cp1251; koi8-r if "
		    "its words come out wrong, cp1252 if it is Western "
		    "European)";
	if (strcmp(enc, "koi8-r") == 0)
		return " (Cyrillic? read it with --encoding koi8-r; cp1251 if "
		    "its words come out wrong)";
	if (strcmp(enc, "latin1") == 0)
		return " (not UTF-8: name its encoding, e.g. --encoding "
		    "latin1)";
	return " (a Windows file? read it with --encoding cp1252)";
}

/*
 * ak_corpus_next_line: ak_reader_next, then (with --encoding) the line converted to
 * UTF-8 in the reader's own buffer, so that what follows sees UTF-8 only;
 * without it the line is checked here, so that the error can name the
 * encoding that reads it
 */
int
ak_corpus_next_line(ak_reader *r, ak_conv *cv, ak_err *e)
{
	int rc = ak_reader_next(r, e);
	char *u;
	size_t n, bad;

	if (rc != 1)
		return rc;
	if (cv == NULL) {
		if (!ak_utf8_valid(r->line, r->len, &bad))
			return ak_errf(e, "%s: invalid UTF-8 at byte %zu%s",
			    ak_reader_where(r), bad + 1, utf8_hint(r->line,
			    r->len));
		return 1;
	}
	if (ak_conv_line(cv, r->line, r->len, ak_reader_where(r), &u, &n,
	    e) != 0)
		return -1;
	if (n + 2 > r->cap) {	/* room for the CSV reader's '\n' too */
		char *p = realloc(r->line, n + 2);
		if (p == NULL)
			return ak_errf(e, "out of memory");
		r->line = p;
		r->cap = n + 2;
	}
	memcpy(r->line, u, n + 1);
	r->len = n;
	return 1;
}

/*
 * the first line of a corpus must not be the header of another attnkit
 * file (a vocabulary or embeddings given as the corpus): its messages
 * would be the table's rows, and their tokens garbage
 */
static int
not_a_table(const ak_reader *r, ak_err *e)
{
	char *copy, **f = NULL;
	size_t nf;
	int rc = 0;

	if ((copy = ak_strdup(r->line, e)) == NULL)
		return -1;
	nf = ak_split_tab(copy, NULL, 0);	/* cuts at TABs, counts */
	if ((f = ak_alloc_n(nf, sizeof(*f), e)) == NULL) {
		free(copy);
		return -1;
	}
	for (size_t i = 0, off = 0; i < nf; i++) {
		f[i] = copy + off;
		off += strlen(f[i]) + 1;
	}
	if (ak_table_guess(f, nf) != NULL)
		rc = ak_table_not(e, ak_reader_where(r), "a corpus", f, nf,
		    "label<TAB>text");
	free(f);
	free(copy);
	return rc;
}

/*
 * The record being read: its fields back to back in b, each followed by a
 * NUL, field k at b.p + off[k].
 */
typedef struct rdctx {
	const ak_corpus_opt *o;
	const char *name;	/* file name for messages */
	char delim;		/* the field delimiter */
	int tabmode;		/* --quoting none or csv: fields after the
				   text joined with TABs, empty ones kept */
	buf b;			/* the fields */
	size_t *off, nf, capf;
	buf text;		/* the text assembled */
	long start;		/* line the record started on */
	int decided;		/* the first record was looked at */
	int header;		/* ... and was the header */
	char hdr[64];		/* its start, for messages */
	long hdrline;		/* its line */
	size_t lab, txt;	/* the label and text columns, 0-based */
	int join;		/* fields after the text column joined to it */
	int strict;		/* the full header rule: a delimited file, or
				   columns or a label map given */
	ak_msg_fn fn;
	void *ctx;
	size_t *nmsg;
	ak_err *e;
	int failed;		/* set by a libcsv callback on error */
} rdctx;

/* the error of memory that cannot be had for the record of line
 * c->start: "FILE:LINE: out of memory for WHAT of N bytes" */
static int
rec_nomem(const rdctx *c, const char *what, size_t n)
{
	return ak_errf(c->e, "%s:%ld: out of memory for %s of %zu bytes",
	    c->name, c->start, what, n);
}

static int
rec_add(rdctx *c, const char *s, size_t n)
{
	if (c->nf == c->capf) {
		size_t nc = c->capf ? 2 * c->capf : 16;
		size_t *p = realloc(c->off, nc * sizeof(*p));
		if (p == NULL)
			return rec_nomem(c, "the fields of a record",
			    nc * sizeof(*p));
		c->off = p;
		c->capf = nc;
	}
	c->off[c->nf++] = c->b.n;
	/* the field, then its NUL counted in b.n: the next one follows it */
	if (buf_add(&c->b, s, n) != 0 || buf_add(&c->b, "", 1) != 0)
		return rec_nomem(c, "a record", c->b.n + n + 1);
	return 0;
}

#define FIELD(c, k) ((c)->b.p + (c)->off[k])

/* the name of the delimiter in messages */
static const char *
delim_name(char d)
{
	return d == '\t' ? "TAB" : d == ',' ? "comma" : d == ';' ? "';'" :
	    "'|'";
}

/* find a header name: exactly, else case ignored; nf if not there */
static size_t
find_column(const rdctx *c, const char *name)
{
	for (size_t k = 0; k < c->nf; k++)
		if (strcmp(FIELD(c, k), name) == 0)
			return k;
	for (size_t k = 0; k < c->nf; k++)
		if (strcasecmp(FIELD(c, k), name) == 0)
			return k;
	return c->nf;
}

/* the header's first bytes, fields separated by the delimiter */
static void
header_text(rdctx *c)
{
	size_t k = 0;

	char sep[3] = { c->delim, '\0', '\0' };

	if (c->delim == '\t')
		memcpy(sep, "\\t", 3);
	c->hdr[0] = '\0';
	for (size_t i = 0; i < c->nf && k + 1 < sizeof(c->hdr); i++) {
		int w = snprintf(c->hdr + k, sizeof(c->hdr) - k, "%s%s",
		    i ? sep : "", FIELD(c, i));
		if (w < 0)
			break;
		k += (size_t)w;
	}
	if (k + 1 >= sizeof(c->hdr))
		memcpy(c->hdr + sizeof(c->hdr) - 4, "...", 4);
}

/*
 * decide: the columns and whether the first record (fields in c) is the
 * header.  The rule (sms-vocab(1)): a column given by name makes it the
 * header; otherwise, in a delimited file or with columns or a label map
 * given, it is the header when its label is not spam, ham, '-' or a label
 * named in --label-map, or when its text is a text column's name (text,
 * message, v2, ...); in a TAB-separated corpus without them, whose labels
 * may be any words, when its label or text is a column's name, of either
 * kind (message<TAB>class).  A header without columns given chooses them
 * by its names (class, label, v1, ... and text, message, v2, ...).  After a
 * header every label is checked as in a delimited file (record).
 */
static int
decide(rdctx *c, const char *where)
{
	const ak_corpus_opt *o = c->o;
	size_t ln = 0, tn = 0;
	int byname = 0, listed = 0;

	c->decided = 1;
	if (o->label_column)
		(void)ak_corpus_column_parse(o->label_column, "", &ln, c->e);
	if (o->text_column)
		(void)ak_corpus_column_parse(o->text_column, "", &tn, c->e);
	byname = (o->label_column && ln == 0) || (o->text_column && tn == 0);
	if (byname) {
		c->header = 1;
		c->strict = 1;
		if (o->label_column && ln == 0 &&
		    (ln = find_column(c, o->label_column) + 1) > c->nf) {
			header_text(c);
			return ak_errf(c->e, "%s: --label-column '%s': no such "
			    "column in the header '%s'", where,
			    o->label_column, c->hdr);
		}
		if (o->text_column && tn == 0 &&
		    (tn = find_column(c, o->text_column) + 1) > c->nf) {
			header_text(c);
			return ak_errf(c->e, "%s: --text-column '%s': no such "
			    "column in the header '%s'", where, o->text_column,
			    c->hdr);
		}
	}
	/* the defaults: label 1, text the first other column */
	c->lab = ln ? ln - 1 : tn == 1 ? 1 : 0;
	c->txt = tn ? tn - 1 : c->lab == 0 ? 1 : 0;
	if (!byname && c->lab < c->nf) {
		const char *l = FIELD(c, c->lab);
		int named = 0;
		for (size_t k = 0; k < c->nf; k++)
			named |= ak_corpus_label_name(FIELD(c, k)) ||
			    ak_corpus_text_name(FIELD(c, k));
		/* an empty label is no header's but an unnamed column's
		 * (pandas' index); a control character is no header's */
		if ((l[0] != '\0' || !named) &&
		    check_label(l, c->delim, where, c->e) != 0)
			return -1;
		if (o->label_map != NULL)
			(void)ak_labelmap_get(o->label_map, l, &listed);
		/* TAB-separated corpora (the UCI file, sms-vocab -t, the
		 * English corpus's "gcide<TAB>...") may have any labels:
		 * there a header is one that names its columns */
		c->strict = !c->tabmode || o->text_column || o->label_column ||
		    o->label_map;
		c->header = c->strict ? (!ak_corpus_known_label(l) && !listed) ||
		    (c->txt < c->nf && ak_corpus_text_name(FIELD(c, c->txt))) :
		    ak_corpus_col_name(l) || (c->txt < c->nf &&
		    ak_corpus_col_name(FIELD(c, c->txt)));
		/* after a header the labels are checked as in a delimited
		 * file: a corpus with a header is not the English corpus,
		 * and a label that is not spam or ham there is an unmapped
		 * one (not_spam) or the text (text<TAB>label read as
		 * label<TAB>text) */
		if (c->header)
			c->strict = 1;
	}
	if (c->header && !o->label_column && !o->text_column) {
		size_t li = c->nf, ti = c->nf;
		for (size_t k = 0; k < c->nf; k++) {
			if (li == c->nf && ak_corpus_label_name(FIELD(c, k)))
				li = k;
			else if (ti == c->nf && ak_corpus_text_name(
			    FIELD(c, k)))
				ti = k;
		}
		if (li < c->nf)
			c->lab = li;
		if (ti < c->nf)
			c->txt = ti;
		if (c->txt == c->lab && ti < c->nf)	/* text,spam */
			c->lab = c->txt == 0 ? 1 : 0;
		else if (c->txt == c->lab)
			c->txt = c->lab == 0 ? 1 : 0;
	}
	/* fields after the text are joined to it when it is the last column:
	 * an unquoted ',' of spam.csv splits a message over the columns */
	c->join = c->txt > c->lab;
	for (size_t k = c->txt + 1; c->header && k < c->nf; k++)
		if (FIELD(c, k)[0] != '\0')
			c->join = 0;
	if (c->header)
		header_text(c);
	return 0;
}

/* record: one record's fields are in c; pass it on as a message */
static int
record(rdctx *c, const char *where)
{
	const ak_corpus_opt *o = c->o;
	const char *label, *mapped;
	int listed = 0;

	if (c->nf < 2)		/* not a header either */
		return ak_errf(c->e, "%s: no %s between label and text%s",
		    where, delim_name(c->delim), ak_corpus_split_hint(FIELD(c, 0),
		    c->delim, o->quoting == AK_QUOTING_NONE, o->label_map));
	if (!c->decided) {
		if (decide(c, where) != 0)
			return -1;
		if (c->header)
			return 0;
	}
	if (c->lab >= c->nf || c->txt >= c->nf)
		return ak_errf(c->e, "%s: %zu fields, no column %zu (the %s "
		    "column)", where, c->nf, (c->lab >= c->nf ? c->lab :
		    c->txt) + 1, c->lab >= c->nf ? "label" : "text");
	label = FIELD(c, c->lab);
	if (check_label(label, c->delim, where, c->e) != 0)
		return -1;
	if (o->label_map != NULL) {
		if ((mapped = ak_labelmap_get(o->label_map, label, &listed)) ==
		    NULL)
			return ak_errf(c->e, "%s: label '%.40s' is not in "
			    "--label-map (add %.40s=spam or ham, or *=ham for "
			    "every other label)", where, label, label);
		label = mapped;
	} else if (c->header && c->strict && !ak_corpus_known_label(label)) {
		/* a label with a space, or long, is text in the label column */
		int text = strchr(label, ' ') != NULL || strlen(label) > 24;
		char map[32];
		return ak_errf(c->e, "%s: label '%.24s%s' is neither ham nor "
		    "spam, and line %ld ('%s') was read as the header: %s%s%s",
		    where, label, strlen(label) > 24 ? "..." : "", c->hdrline,
		    c->hdr, text ? "name the columns with --label-column and "
		    "--text-column" : "name the labels with --label-map ",
		    text ? "" : ak_labelmap_guess(label, map, sizeof map),
		    o->quoting == AK_QUOTING_NONE ? ", or read text without "
		    "labels with --unlabeled" : "");
	} else if (c->tabmode && !c->strict && !ak_corpus_known_label(label) &&
	    ak_corpus_tab_label(label, FIELD(c, c->txt), o->quoting == AK_QUOTING_NONE,
	    where, c->e) != 0)
		return -1;
	/* the text: its column, and with join the nonempty fields after it
	 * (TAB modes: every field) with the delimiters between them */
	c->text.n = 0;
	if (buf_add(&c->text, FIELD(c, c->txt), strlen(FIELD(c, c->txt))) !=
	    0)
		return rec_nomem(c, "a message's text", strlen(FIELD(c,
		    c->txt)) + 1);
	if (c->join) {
		size_t gap = 0;
		for (size_t k = c->txt + 1; k < c->nf; k++) {
			const char *f = FIELD(c, k);
			if (!c->tabmode && f[0] == '\0') {
				gap++;
				continue;
			}
			for (size_t g = 0; g <= gap; g++)
				if (buf_add(&c->text, &c->delim, 1) != 0)
					return rec_nomem(c, "a message's text",
					    c->text.n + 2);
			gap = 0;
			if (buf_add(&c->text, f, strlen(f)) != 0)
				return rec_nomem(c, "a message's text",
				    c->text.n + strlen(f) + 1);
		}
	}
	if (c->fn(c->ctx, label, c->text.p, c->text.n, where, c->e) != 0)
		return -1;
	(*c->nmsg)++;
	return 0;
}

static void
rec_clear(rdctx *c)
{
	c->nf = 0;
	c->b.n = 0;
}

/*
 * A carriage return inside a TAB-separated line followed by a word and a
 * TAB ("...now\rspam\tWin...") ends a record: the file's lines end in CR
 * alone (old Mac, Excel's "CSV (Macintosh)"), and the line is many records
 * run together.  Refused naming the conversion: 0 or -1 with e.
 */
static int
cr_records(const ak_reader *r, ak_err *e)
{
	for (const char *p = memchr(r->line, '\r', r->len); p != NULL;
	    p = memchr(p + 1, '\r', r->len - (size_t)(p + 1 - r->line))) {
		size_t k = 1;

		while (p + k < r->line + r->len && k <= 48 && p[k] != '\t' &&
		    p[k] != ' ' && p[k] != '\r')
			k++;
		if (k > 1 && k <= 48 && p + k < r->line + r->len &&
		    p[k] == '\t')
			return ak_errf(e, "%s: a carriage return inside the "
			    "line ends a record ('%.*s' follows it): lines that "
			    "end in CR alone (old Mac)? convert them with tr "
			    "'\\r' '\\n'", ak_reader_where(r), (int)(k - 1),
			    p + 1);
	}
	return 0;
}

static int
read_plain(ak_reader *r, ak_conv *cv, rdctx *c)
{
	int rc, first = 1;

	while ((rc = ak_corpus_next_line(r, cv, c->e)) == 1) {
		const char *where = ak_reader_where(r);

		if (r->line[0] == '#')
			continue;	/* a comment (provenance) line */
		if (r->len == 0)
			continue;	/* a blank line is no message (as CSV) */
		if (first && ak_corpus_json_refuse(r->line, r->len, where,
		    c->e) != 0)
			return -1;
		if (c->o->unlabeled) {	/* the whole line is the text */
			first = 0;
			if (c->fn(c->ctx, "-", r->line, r->len, where, c->e) !=
			    0)
				return -1;
			(*c->nmsg)++;
			continue;
		}
		if (first && not_a_table(r, c->e) != 0)
			return -1;
		first = 0;
		if (cr_records(r, c->e) != 0)
			return -1;
		rec_clear(c);
		c->start = r->lineno;	/* the record's line, in messages */
		for (char *p = r->line;;) {
			char *t = memchr(p, '\t', r->len - (size_t)(p -
			    r->line));
			if (rec_add(c, p, t ? (size_t)(t - p) :
			    r->len - (size_t)(p - r->line)) != 0)
				return -1;
			if (t == NULL)
				break;
			p = t + 1;
		}
		if (!c->decided)
			c->hdrline = r->lineno;
		if (record(c, where) != 0)
			return -1;
	}
	return rc;
}

static void
csv_field(void *s, size_t n, void *data)
{
	rdctx *c = data;

	if (c->failed)
		return;
	if (rec_add(c, s ? s : "", s ? n : 0) != 0)
		c->failed = 1;
}

static void
csv_record(int term, void *data)
{
	rdctx *c = data;
	char where[1024];

	(void)term;
	if (c->failed)
		return;
	snprintf(where, sizeof where, "%s:%ld", c->name, c->start);
	if (!c->decided)
		c->hdrline = c->start;
	if (record(c, where) != 0)
		c->failed = 1;
	rec_clear(c);
	c->start = -1;
}

static int
no_space(unsigned char ch)
{
	(void)ch;
	return 0;
}

/*
 * libcsv grows a field's buffer by its block size, 128 bytes unless set:
 * a quoted field of n bytes over many lines would cost n / 128
 * reallocations, each a copy, quadratic in n.  The block is set to the
 * buffer's size before each piece, so that the buffer doubles (at least
 * CSV_BLK bytes, and never past max + CSV_BLK, max the longest record:
 * read_csv refuses a longer one).
 */
#define CSV_BLK ((size_t)4096)

static void
csv_grow(struct csv_parser *p, size_t max)
{
	size_t have = csv_get_buffer_size(p), blk = have;

	if (blk < CSV_BLK)
		blk = CSV_BLK;
	if (have < max && blk > max - have)
		blk = max - have > CSV_BLK ? max - have : CSV_BLK;
	else if (have >= max)
		blk = CSV_BLK;
	csv_set_blk_size(p, blk);
}

/*
 * feed: pass s[0..n) to libcsv, in pieces that end at each '"', so that the
 * parser's state can be looked at right after a quote.  libcsv (non-strict)
 * keeps a quoted field open when its closing quote is followed by anything
 * but a delimiter, newline or second quote ("abc" def...); the RFC 4180
 * readers of Python's csv module and pandas close the quoted part there
 * and read the rest of the field unquoted.  We do the same by clearing
 * libcsv's `quoted` flag in that state (pstate 3 = FIELD_MIGHT_HAVE_ENDED).
 * Returns 0, or -1 when libcsv fails (out of memory).
 */
static int
feed(struct csv_parser *p, const char *s, size_t n, rdctx *c, size_t max)
{
	size_t i = 0;

	while (i < n) {
		const char *q = memchr(s + i, '"', n - i);
		size_t j = q ? (size_t)(q - s) + 1 : n;

		csv_grow(p, max);
		if (p->pstate == 3 && p->quoted && s[i] != '"' &&
		    s[i] != c->delim && s[i] != '\n')
			p->quoted = 0;
		if (csv_parse(p, s + i, j - i, csv_field, csv_record, c) !=
		    j - i)
			return -1;
		i = j;
	}
	return 0;
}

static int
read_csv(ak_reader *r, ak_conv *cv, rdctx *c)
{
	struct csv_parser p;
	size_t rec = 0;	/* bytes of the record's lines so far */
	int rc;

	c->start = -1;
	if (csv_init(&p, CSV_APPEND_NULL) != 0)
		return ak_errf(c->e, "%s: out of memory for libcsv's parser",
		    c->name);
	csv_set_delim(&p, (unsigned char)c->delim);
	csv_set_quote(&p, '"');
	csv_set_space_func(&p, no_space);
	while ((rc = ak_corpus_next_line(r, cv, c->e)) == 1) {
		if (c->start < 0 && p.pstate == 0 && r->line[0] == '#')
			continue;	/* a comment line between records */
		if (c->start < 0 && p.pstate == 0 && *c->nmsg == 0 &&
		    !c->decided && r->len > 0 && (not_a_table(r, c->e) != 0 ||
		    ak_corpus_json_refuse(r->line, r->len, ak_reader_where(r),
		    c->e) != 0)) {
			rc = -1;
			goto out;
		}
		if (c->start < 0) {
			c->start = r->lineno;
			rec = 0;
		}
		/* a record (a quoted field's lines together) is held whole,
		   in libcsv's buffer and in ours: it is bounded as a line is,
		   by the longest line (io.h ak_line_max, a sixteenth of the
		   memory or of -M) */
		rec += r->len + 1;
		if (rec > r->max + 1) {
			char lim[AK_FMT_SIZE_MAX];
			rc = ak_errf(c->e, "%s:%ld: a record longer than %s "
			    "(lines %ld to %ld), the longest line this run "
			    "reads (a sixteenth of its memory: -M, ulimit -v "
			    "or -d): a quoted field not closed?", r->name,
			    c->start, ak_fmt_size(lim, r->max), c->start,
			    r->lineno);
			goto out;
		}
		r->line[r->len] = '\n';	/* the reader's NUL slot */
		if (feed(&p, r->line, r->len + 1, c, r->max + 1) != 0) {
			if (csv_error(&p) == CSV_ENOMEM)
				rc = ak_errf(c->e, "%s:%ld: out of memory for a "
				    "field of %zu bytes (the record's; at line "
				    "%ld)", r->name, c->start,
				    csv_get_buffer_size(&p) + p.blk_size,
				    r->lineno);
			else
				rc = ak_errf(c->e, "%s: %s", ak_reader_where(r),
				    csv_strerror(csv_error(&p)));
			goto out;
		}
		r->line[r->len] = '\0';
		if (c->failed) {
			rc = -1;
			goto out;
		}
		if (r->len == 0 && c->nf == 0 && p.pstate == 0)
			c->start = -1;	/* an empty line between records */
	}
	if (rc == 0) {
		if (p.quoted && p.pstate == 2) {	/* FIELD_BEGUN */
			rc = ak_errf(c->e, "%s:%ld: quoted field not closed "
			    "before end of file", r->name, c->start);
			goto out;
		}
		csv_fini(&p, csv_field, csv_record, c);
		if (c->failed)
			rc = -1;
	}
out:
	csv_free(&p);
	return rc;
}

int
ak_corpus_read_opt(const char *path, const ak_corpus_opt *o, ak_msg_fn fn,
    void *ctx, size_t *nmsg, ak_err *e)
{
	ak_reader r;
	ak_conv cv, *cvp = NULL;
	rdctx c;
	int rc;

	*nmsg = 0;
	if (ak_corpus_opt_check(o, e) != 0)
		return -1;
	if (o->encoding != NULL) {
		if (ak_conv_open(&cv, o->encoding, e) != 0)
			return -1;
		cvp = &cv;
	}
	if (ak_reader_open(&r, path, e) != 0) {
		if (cvp)
			ak_conv_close(cvp);
		return -1;
	}
	r.check_utf8 = 0;	/* next_line checks, or converts */
	memset(&c, 0, sizeof c);
	c.o = o;
	c.name = r.name;
	c.fn = fn;
	c.ctx = ctx;
	c.nmsg = nmsg;
	c.e = e;
	c.tabmode = o->quoting != AK_QUOTING_COMMA;
	c.delim = c.tabmode ? '\t' : o->delim ? o->delim : ',';
	if (o->quoting == AK_QUOTING_JSONL)
		rc = ak_corpus_jsonl(&r, cvp, o, fn, ctx, nmsg, e);
	else if (o->quoting != AK_QUOTING_NONE)
		rc = read_csv(&r, cvp, &c);
	else
		rc = read_plain(&r, cvp, &c);
	free(c.b.p);
	free(c.off);
	free(c.text.p);
	ak_reader_close(&r);
	if (cvp)
		ak_conv_close(cvp);
	return rc < 0 ? -1 : 0;
}

int
ak_corpus_read(const char *path, ak_quoting q, ak_msg_fn fn, void *ctx,
    size_t *nmsg, ak_err *e)
{
	ak_corpus_opt o = { .quoting = q };

	return ak_corpus_read_opt(path, &o, fn, ctx, nmsg, e);
}
