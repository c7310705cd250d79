#include <ctype.h>
#include <csv.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>
#include <string.h>

#include "conv.h"
#include "io.h"
#include "table.h"
#include "text.h"

/* the letter cp as one or two lowercase UTF-8 bytes in l[0..1] (l[1] 0
 * for ASCII), or 0 when cp is a separator under flags */
static int
tok_letter(unsigned long cp, unsigned flags, unsigned char l[2])
{
	if (cp >= 'A' && cp <= 'Z')
		cp += 'a' - 'A';
	l[1] = 0;
	if (cp >= 'a' && cp <= 'z') {
		l[0] = (unsigned char)cp;
		return 1;
	}
	if (!(flags & AK_TOK_LATIN1) || cp < 0xC0 || cp > 0xFF || cp == 0xD7 ||
	    cp == 0xF7)
		return 0;
	if (cp <= 0xDE)		/* the capitals: U+00C0..U+00DE less × */
		cp += 0x20;
	l[0] = 0xC3;
	l[1] = (unsigned char)(0x80 + (cp & 0x3F));
	return 1;
}

size_t
ak_tokenize_opt(char *out, const char *s, size_t n, unsigned flags)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t k = 0, ntok = 0, len;
	int in = 0;

	if (flags & (AK_TOK_UNICODE | AK_TOK_KEEPCASE))
		return ak_utok(out, s, n, flags);	/* utok.c */
	for (size_t i = 0; i < n; i++) {
		unsigned long cp = u[i];
		unsigned char l[2];

		if (cp == '&' && (flags & AK_TOK_HTML) &&
		    (len = ak_html_entity(u + i, n - i, &cp)) > 0)
			i += len - 1;
		else if (cp == '-' && (flags & AK_TOK_JOIN_HYPHEN))
			continue;	/* deleted: "e-mail" is "email" */
		else if (cp == 0xC3 && i + 1 < n && u[i + 1] >= 0x80 &&
		    u[i + 1] <= 0xBF && (flags & AK_TOK_LATIN1))
			cp = 0xC0 + (u[++i] & 0x3Fu);	/* U+00C0..U+00FF */
		else if (cp >= 0x80)
			cp = 0;		/* any other byte of UTF-8: a separator */
		if (!tok_letter(cp, flags, l)) {
			in = 0;
			continue;
		}
		if (!in) {
			if (ntok > 0)
				out[k++] = ' ';
			ntok++;
			in = 1;
		}
		out[k++] = (char)l[0];
		if (l[1] != 0)
			out[k++] = (char)l[1];
	}
	out[k] = '\0';
	return ntok;
}

size_t
ak_tokenize(char *out, const char *s, size_t n)
{
	return ak_tokenize_opt(out, s, n, 0);
}

int
ak_tokenizer_parse(const char *s, unsigned *flags, ak_err *e)
{
	static const struct { const char *name; unsigned f; } names[] = {
		{ "ascii", 0 }, { "lesson", AK_TOK_LESSON },
		{ "html", AK_TOK_HTML }, { "hyphen", AK_TOK_JOIN_HYPHEN },
		{ "latin1", AK_TOK_LATIN1 }, { "unicode", AK_TOK_UNICODE } };
	const char *p = s;

	*flags = 0;
	do {
		size_t len = strcspn(p, ","), k;

		for (k = 0; k < sizeof(names) / sizeof(names[0]); k++)
			if (strlen(names[k].name) == len &&
			    memcmp(names[k].name, p, len) == 0)
				break;
		if (k == sizeof(names) / sizeof(names[0]))
			return ak_errf(e, "--tokenizer: '%.*s' is not ascii, "
			    "lesson, html, hyphen, latin1 or unicode", (int)len,
			    p);
		*flags |= names[k].f;
		p += len;
	} while (*p++ == ',');
	return 0;
}

char *
ak_tokenize_dup(const char *s, size_t n, size_t *ntok, ak_err *e)
{
	char *out = ak_alloc_n(n + 1, 1, e);
	size_t k;

	if (out == NULL)
		return NULL;
	k = ak_tokenize(out, s, n);
	if (ntok != NULL)
		*ntok = k;
	return out;
}

char *
ak_tokenize_dup_opt(const char *s, size_t n, unsigned flags, size_t *ntok,
    ak_err *e)
{
	char *out = ak_alloc_n(ak_tokenize_room(n, flags), 1, e);
	size_t k;

	if (out == NULL)
		return NULL;
	k = ak_tokenize_opt(out, s, n, flags);
	if (ntok != NULL)
		*ntok = k;
	return out;
}

size_t
ak_token_next(const char *s, size_t *pos, const char **tok)
{
	size_t i = *pos, j;

	while (s[i] == ' ')
		i++;
	j = i;
	while (s[j] != '\0' && s[j] != ' ')
		j++;
	*tok = s + i;
	*pos = j;
	return j - i;
}

/* A growable byte buffer for the CSV record being assembled. */
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
	memcpy(b->p + b->n, s, n);
	b->n += n;
	b->p[b->n] = '\0';
	return 0;
}

static int
check_label(const char *label, const char *where, ak_err *e)
{
	if (label[0] == '\0')
		return ak_errf(e, "%s: empty label", where);
	/* a quoted CSV label may hold a newline or TAB: written as is, it
	   would break the label<TAB>text lines of sms-vocab -t */
	for (const unsigned char *p = (const unsigned char *)label; *p; p++)
		if (*p < 0x20 || *p == 0x7f)
			return ak_errf(e, "%s: label has a control character "
			    "(0x%02X)", where, (unsigned)*p);
	return 0;
}

/*
 * next_line: ak_reader_next, then (with --encoding) the line converted to
 * UTF-8 in the reader's own buffer, so that what follows sees UTF-8 only
 */
static int
next_line(ak_reader *r, ak_conv *cv, ak_err *e)
{
	int rc = ak_reader_next(r, e);
	char *u;
	size_t n;

	if (rc != 1 || cv == NULL)
		return rc;
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

static int
read_plain(ak_reader *r, ak_conv *cv, int unlabeled, ak_msg_fn fn, void *ctx,
    size_t *nmsg, ak_err *e)
{
	int rc, first = 1;

	while ((rc = next_line(r, cv, e)) == 1) {
		char *tab = memchr(r->line, '\t', r->len);
		const char *where = ak_reader_where(r);

		if (r->line[0] == '#')
			continue;	/* a comment (provenance) line */
		if (r->len == 0)
			continue;	/* a blank line is no message (as CSV) */
		if (unlabeled) {	/* the whole line is the text */
			if (fn(ctx, "-", r->line, r->len, where, e) != 0)
				return -1;
			(*nmsg)++;
			continue;
		}
		if (first && not_a_table(r, e) != 0)
			return -1;
		first = 0;

		if (tab == NULL)
			return ak_errf(e, "%s: no TAB between label and text",
			    where);
		*tab = '\0';
		if (check_label(r->line, where, e) != 0)
			return -1;
		if (fn(ctx, r->line, tab + 1,
		    r->len - (size_t)(tab + 1 - r->line), where, e) != 0)
			return -1;
		(*nmsg)++;
	}
	return rc;
}

/* State shared with the libcsv callbacks. */
typedef struct csvctx {
	buf label, text;	/* the record being assembled */
	size_t nfield;		/* fields seen in it */
	size_t nempty;		/* comma mode: empty fields not yet added */
	int comma;		/* comma mode (--csv): ',' delimiter, header */
	int header_done;	/* comma mode: the first record was looked at */
	long start;		/* line the record started on */
	const char *name;	/* file name for messages */
	ak_msg_fn fn;
	void *ctx;
	size_t *nmsg;
	ak_err *e;
	int failed;		/* set by a callback on error */
} csvctx;

static void
csv_field(void *s, size_t n, void *data)
{
	csvctx *c = data;

	if (c->failed)
		return;
	if (c->nfield == 0) {
		c->label.n = 0;
		if (buf_add(&c->label, s ? s : "", s ? n : 0) != 0)
			goto oom;
	} else if (c->comma && c->nfield > 1) {
		/* extra columns: empty trailing ones are dropped, the others
		 * joined back with the commas that split them */
		if (s == NULL || n == 0) {
			c->nempty++;
		} else {
			for (size_t k = 0; k <= c->nempty; k++)
				if (buf_add(&c->text, ",", 1) != 0)
					goto oom;
			c->nempty = 0;
			if (buf_add(&c->text, s, n) != 0)
				goto oom;
		}
	} else {
		if (c->nfield > 1 && buf_add(&c->text, "\t", 1) != 0)
			goto oom;
		if (buf_add(&c->text, s ? s : "", s ? n : 0) != 0)
			goto oom;
	}
	c->nfield++;
	return;
oom:
	c->failed = 1;
	ak_errf(c->e, "out of memory");
}

/*
 * the header row of the comma-separated distributions: "v1,v2,,," (the
 * Kaggle spam.csv), "class,message", "label,text", ... (case ignored)
 */
static int
is_header(const char *label, const char *text)
{
	static const char *const lab[] = { "v1", "class", "label", "category",
	    "type", "target", NULL };
	static const char *const txt[] = { "v2", "message", "text", "sms",
	    "msg", NULL };
	int a = 0, b = 0;

	for (size_t i = 0; lab[i] != NULL; i++)
		a |= strcasecmp(label, lab[i]) == 0;
	for (size_t i = 0; txt[i] != NULL; i++)
		b |= strcasecmp(text, txt[i]) == 0;
	return a && b;
}

static void
csv_record(int term, void *data)
{
	csvctx *c = data;
	char where[1024];

	(void)term;
	if (c->failed)
		return;
	snprintf(where, sizeof where, "%s:%ld", c->name, c->start);
	if (c->comma && !c->header_done) {
		c->header_done = 1;
		if (c->nfield >= 2 && is_header(c->label.p, c->text.p))
			goto next;
	}
	if (c->nfield < 2) {
		ak_errf(c->e, "%s: no %s between label and text", where,
		    c->comma ? "comma" : "TAB");
		c->failed = 1;
	} else if (check_label(c->label.p, where, c->e) != 0 ||
	    c->fn(c->ctx, c->label.p, c->text.p, c->text.n, where, c->e) != 0) {
		c->failed = 1;
	} else {
		(*c->nmsg)++;
	}
next:
	c->nfield = 0;
	c->nempty = 0;
	c->text.n = 0;
	if (c->text.p != NULL)
		c->text.p[0] = '\0';
	c->start = -1;
}

static int
no_space(unsigned char ch)
{
	(void)ch;
	return 0;
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
feed(struct csv_parser *p, const char *s, size_t n, csvctx *c)
{
	size_t i = 0;

	while (i < n) {
		const char *q = memchr(s + i, '"', n - i);
		size_t j = q ? (size_t)(q - s) + 1 : n;

		if (p->pstate == 3 && p->quoted && s[i] != '"' &&
		    s[i] != (c->comma ? ',' : '\t') && s[i] != '\n')
			p->quoted = 0;
		if (csv_parse(p, s + i, j - i, csv_field, csv_record, c) !=
		    j - i)
			return -1;
		i = j;
	}
	return 0;
}

static int
read_csv(ak_reader *r, ak_conv *cv, int comma, ak_msg_fn fn, void *ctx,
    size_t *nmsg, ak_err *e)
{
	struct csv_parser p;
	csvctx c;
	int rc;

	memset(&c, 0, sizeof c);
	c.name = r->name;
	c.fn = fn;
	c.ctx = ctx;
	c.nmsg = nmsg;
	c.e = e;
	c.start = -1;
	c.comma = comma;
	if (csv_init(&p, CSV_APPEND_NULL) != 0)
		return ak_errf(e, "out of memory");
	csv_set_delim(&p, comma ? ',' : '\t');
	csv_set_quote(&p, '"');
	csv_set_space_func(&p, no_space);
	if (buf_add(&c.label, "", 0) != 0 || buf_add(&c.text, "", 0) != 0) {
		rc = ak_errf(e, "out of memory");
		goto out;
	}
	while ((rc = next_line(r, cv, e)) == 1) {
		if (c.start < 0 && p.pstate == 0 && r->line[0] == '#')
			continue;	/* a comment line between records */
		if (c.start < 0 && p.pstate == 0 && *nmsg == 0 &&
		    r->len > 0 && not_a_table(r, e) != 0) {
			rc = -1;
			goto out;
		}
		if (c.start < 0)
			c.start = r->lineno;
		r->line[r->len] = '\n';	/* the reader's NUL slot */
		if (feed(&p, r->line, r->len + 1, &c) != 0) {
			rc = ak_errf(e, "%s: %s", ak_reader_where(r),
			    csv_strerror(csv_error(&p)));
			goto out;
		}
		r->line[r->len] = '\0';
		if (c.failed) {
			rc = -1;
			goto out;
		}
		if (r->len == 0 && c.nfield == 0 && p.pstate == 0)
			c.start = -1;	/* an empty line between records */
	}
	if (rc == 0) {
		if (p.quoted && p.pstate == 2) {	/* FIELD_BEGUN */
			rc = ak_errf(e, "%s:%ld: quoted field not closed "
			    "before end of file", r->name, c.start);
			goto out;
		}
		csv_fini(&p, csv_field, csv_record, &c);
		if (c.failed)
			rc = -1;
	}
out:
	csv_free(&p);
	free(c.label.p);
	free(c.text.p);
	return rc;
}

int
ak_corpus_read_opt(const char *path, const ak_corpus_opt *o, ak_msg_fn fn,
    void *ctx, size_t *nmsg, ak_err *e)
{
	ak_reader r;
	ak_conv cv, *cvp = NULL;
	int rc;

	*nmsg = 0;
	if (o->unlabeled && o->quoting != AK_QUOTING_NONE)
		return ak_errf(e, "unlabeled input is plain lines: no quoting");
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
	r.check_utf8 = cvp == NULL;	/* converted lines are UTF-8 */
	if (o->quoting != AK_QUOTING_NONE)
		rc = read_csv(&r, cvp, o->quoting == AK_QUOTING_COMMA, fn, ctx,
		    nmsg, e);
	else
		rc = read_plain(&r, cvp, o->unlabeled, fn, ctx, nmsg, e);
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

int
ak_tokline(char *line, const char *where, char **label, char **tokens,
    ak_err *e)
{
	char *tab = strchr(line, '\t');
	const char *bad;

	if (tab == NULL)
		return ak_errf(e, "%s: no TAB between label and tokens", where);
	if (strchr(tab + 1, '\t') != NULL)
		return ak_errf(e, "%s: more than one TAB (want label<TAB>tokens)",
		    where);
	if ((bad = ak_tok_bad(tab + 1)) != NULL) {
		const char *w = bad, *end;	/* the word around it */
		while (w > tab + 1 && w[-1] != ' ')
			w--;
		for (end = bad; *end != '\0' && *end != ' '; end++)
			;
		return ak_errf(e, "%s: not a tokenized corpus: '%.*s' (tokens "
		    "are lowercase words; run sms-vocab -t first)", where,
		    (int)(end - w > 40 ? 40 : end - w), w);
	}
	*tab = '\0';
	*label = line;
	*tokens = tab + 1;
	return 0;
}

/*
 * read the data lines of a tokenized corpus (label<TAB>tokens): all of them
 * (upto = 0) or those up to the file's line `upto` (comments count: a
 * "line N" is the file's line everywhere, attnkit(5)), or (upto < 0) the
 * first data line only.  Lines starting with '#' are skipped.
 */
ak_tokmsg *
ak_tokmsgs_read(const char *path, long upto, size_t *nl, ak_err *e)
{
	ak_reader r;
	ak_tokmsg *L = NULL;
	size_t n = 0, cap = 0;
	int rc;

	if (ak_reader_open(&r, path, e) != 0)
		return NULL;
	r.check_utf8 = 1;
	while ((rc = ak_reader_next(&r, e)) == 1) {
		if (upto < 0 && n > 0)
			break;		/* upto < 0: the first data line only */
		if (upto > 0 && r.lineno > upto)
			break;
		if (r.line[0] == '#')
			continue;
		char *label, *toks;
		if (ak_tokline(r.line, ak_reader_where(&r), &label, &toks, e))
			goto fail;
		if (n == cap) {
			cap = cap ? 2 * cap : 16;
			ak_tokmsg *p = realloc(L, cap * sizeof(*L));
			if (p == NULL) {
				ak_errf(e, "out of memory");
				goto fail;
			}
			L = p;
		}
		if ((L[n].text = ak_strdup(toks, e)) == NULL)
			goto fail;
		snprintf(L[n].where, sizeof L[n].where, "%s",
		    ak_reader_where(&r));
		L[n].lineno = r.lineno;
		n++;
	}
	if (rc < 0)
		goto fail;
	if (n == 0 && (upto <= 0 || r.lineno < upto)) {
		ak_errf(e, "%s: empty input: no token lines", r.name);
		goto fail;
	}
	if (upto > 0 && r.lineno < upto) {
		ak_errf(e, "%s: only %ld lines, line %ld asked for", r.name,
		    r.lineno, upto);
		goto fail;
	}
	ak_reader_close(&r);
	if (L == NULL && (L = ak_alloc_n(1, sizeof(*L), e)) == NULL)
		return NULL;	/* only comments up to upto: ak_tokmsgs_find says so */
	*nl = n;
	return L;
fail:
	for (size_t i = 0; i < n; i++)
		free(L[i].text);
	free(L);
	ak_reader_close(&r);
	return NULL;
}

/* the data line on the file's line n, or NULL and an error */
const ak_tokmsg *
ak_tokmsgs_find(const ak_tokmsg *L, size_t nl, long n, const char *what,
    ak_err *e)
{
	for (size_t i = 0; i < nl; i++)
		if (L[i].lineno == n)
			return &L[i];
	ak_errf(e, "%s %ld: the file's line %ld is a comment, not a token line",
	    what, n, n);
	return NULL;
}

void
ak_tokmsgs_free(ak_tokmsg *L, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(L[i].text);
	free(L);
}
