/*
 * embfile.c — the readers of embfile.h: detection, word2vec text, GloVe
 * (word2vec's binary records: embfile-bin.c; the writer: embfile-write.c).
 * The TSV reader is table.c's; the others fill the same table through
 * ak_table_fill_*, so that the budget, the index and the duplicate check
 * are one code.
 */
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "embfile-int.h"	/* embfile.h, io.h */
#include "filekind.h"
#include "gz.h"
#include "numfmt.h"

/*
 * One line of word2vec text or GloVe (no '\n'; a '\r' before it already
 * dropped): a word and d numbers separated by spaces; spaces at the end
 * are allowed (fastText writes one), a run of spaces separates as one.
 */
static int
text_row(rd *s, char *line, long lineno, ak_err *e)
{
	const char *fmt = s->fmt == AK_EMB_GLOVE ? "GloVe" : "word2vec";
	size_t n = strlen(line), nf = 0;
	/* two spaces inside, or one at the end: where pandas' to_csv
	   writes a NaN (an empty field), if the row is one number short */
	int gap = n > 0 && (line[n - 1] == ' ' || strstr(line, "  ") != NULL);

	/* pandas' headers (line 1), displays, NaN; printed arrays */
	if ((!s->forced && lineno == 1 ? emb_first_line(s, line, e) :
	    emb_line_check(s, line, lineno, e)) != 0)
		return -1;
	if (n == 0)
		return ak_empty_line(emb_at(s, lineno), s->name, "txt", e);
	if (ak_bom_later(line, n, lineno, s->name, e) != 0)
		return -1;
	/* CSV's quoting is no word2vec writer's: under its 'V d' header a
	   word is read as written (gensim keeps the token of four quotes)
	   but for a quoted field holding a space, or every word quoted: a
	   CSV writer's GloVe */
	if (emb_quoted(s, line, lineno, e) != 0)
		return -1;
	if (strchr(line, '\t') != NULL)
		return ak_errf(e, "%s: fields are separated by TABs, not "
		    "spaces (%s separates them by a space; a TAB-separated "
		    "file with the header word<TAB>d1 ... dk is attnkit's: "
		    "%s tsv; with none, tr '\\t' ' ' makes %s)", emb_at(s,
		    lineno), fmt, s->opt, fmt);
	if (line[0] == ' ')
		return ak_errf(e, "%s: the line starts with a space (an empty "
		    "word)", emb_at(s, lineno));
	while (n > 0 && line[n - 1] == ' ')
		line[--n] = '\0';
	for (char *p = line; *p != '\0'; ) {
		if (nf == s->fcap) {
			size_t c = s->fcap ? 2 * s->fcap : 64;
			char **g = c > SIZE_MAX / sizeof(char *) ? NULL :
			    realloc(s->f, c * sizeof(char *));
			if (g == NULL)
				return ak_errf(e, "%s: out of memory for the "
				    "fields of the line (%zu bytes for %zu "
				    "fields)", emb_at(s, lineno), c *
				    sizeof(char *), c);
			s->f = g;
			s->fcap = c;
		}
		s->f[nf++] = p;
		p += strcspn(p, " ");
		while (*p == ' ')
			*p++ = '\0';
	}
	nf = emb_joined_word(s, nf);
	const char *w = s->f[0];
	if (emb_word_ok(s, w, strlen(w), lineno, e) != 0)
		return -1;
	if (nf < 2)
		return ak_errf(e, "%s: a word with no numbers ('%.40s')",
		    emb_at(s, lineno), w);
	if (emb_spaced_word(s, nf, lineno, e) != 0)
		return -1;
	if (s->d == 0)
		s->d = nf - 1;	/* GloVe: the first row says */
	/* one number a row under a detected header 'V d', d > 1: GloVe of
	   d = 1 whose first row reads as that header */
	if (nf - 1 != s->d)
		return emb_row_count(s, nf - 1, w, gap, lineno, e);
	if (emb_label_header(s))
		return emb_pandas_label(emb_at(s, 1), s->head1, s->d,
		    (size_t)s->hdr - 1, s->name, s->opt, e);
	if (emb_start(s, lineno, e) != 0)
		return -1;
	double *x = ak_table_fill_row(s->t, &s->z, strlen(w), emb_at(s, lineno),
	    e);
	if (x == NULL)
		return -1;
	for (size_t j = 0; j < s->d; j++)
		if (ak_table_value(s->f[j + 1], &x[j], j + 2, 1,
		    emb_at(s, lineno), e) != 0)
			return emb_value_error(s, j, lineno, e);
	return ak_table_fill_take(s->t, &s->z, w, strlen(w), lineno,
	    emb_at(s, lineno), e);
}

static void shadow_line(rd *s, const ak_reader *r);
static int w2v_header(const char *p, size_t *V, size_t *d);

/* at d = 1 a word2vec header "V 1" is also a GloVe row (the word V, the
 * value 1) whose file's rows have d = 1 as well: the hint of an error of
 * the header's count, which GloVe has not, when the format was detected
 * (followed by s->opt and " glove)") */
static const char *
d1_hint(const rd *s)
{
	return s->d == 1 && !s->forced ? " (GloVe of d = 1, line 1 a row? " :
	    "";
}

/* the lines of r after the current one, each a row (word2vec text: at
 * most V of them, V counted in *rows) */
static int
text_rows(rd *s, ak_reader *r, size_t V, size_t *rows, ak_err *e)
{
	int rc;
	long blank = 0;	/* the first empty line after V rows */
	while ((rc = ak_reader_next_enc(r, e)) == 1) {
		/* empty lines after the last row end the file, as newlines
		   end word2vec's binary records */
		if (s->fmt == AK_EMB_W2V && *rows == V && r->line[0] == '\0') {
			blank = blank ? blank : r->lineno;
			continue;
		}
		size_t V2, d2;
		if (s->fmt == AK_EMB_W2V && *rows == V && w2v_header(r->line,
		    &V2, &d2) && d2 == s->d)
			return emb_second_header(s, r, V, V2, e);
		if (s->fmt == AK_EMB_W2V && *rows == V) {
			ak_errf(e, "%s: a row past the header's %zu "
			    "words (%s:1)%s%s%s%s", ak_reader_where(r), V,
			    s->name, blank ? " after an empty line" : "",
			    d1_hint(s), s->d == 1 && !s->forced ?
			    s->opt : "", s->d == 1 && !s->forced ? " glove)" :
			    "");
			return emb_repeat_hint(s, r->line, strcspn(r->line,
			    " "), r->gz != NULL ? 2 : 0, e);
		}
		shadow_line(s, r);
		if (text_row(s, r->line, r->lineno, e) != 0)
			return -1;
		(*rows)++;
	}
	/* bytes no text holds, in a format the option forced: binary */
	if (rc < 0 && s->forced && (strstr(e->msg, "invalid UTF-8") != NULL ||
	    strstr(e->msg, "NUL byte") != NULL) && strstr(e->msg, "UTF-16") ==
	    NULL && strstr(e->msg, "UTF-32") == NULL) {
		/* this tool's option in place of the reader's list (io.c) */
		char *b = strstr(e->msg, ": word2vec's binary format");
		if (b != NULL)
			*b = '\0';
		size_t len = strlen(e->msg);
		snprintf(e->msg + len, sizeof e->msg - len, " (a binary file? "
		    "%s word2vec-bin, or auto)", s->opt);
	}
	return rc;
}

/* 1 if p is two whole numbers, each with an optional sign, separated by
 * spaces, spaces after (word2vec.c's fscanf "%lld" and gensim's int()
 * take a '+'): their magnitudes in v (SIZE_MAX past it), *minus 1 when
 * one is negative; else 0 */
static int
int_pair(const char *p, size_t v[2], int *minus)
{
	*minus = 0;
	for (int i = 0; i < 2; i++) {
		if (i == 1) {
			if (*p != ' ')
				return 0;
			while (*p == ' ')
				p++;
		}
		*minus |= *p == '-';
		p += *p == '-' || *p == '+';
		if (*p < '0' || *p > '9')
			return 0;
		v[i] = 0;
		for (; *p >= '0' && *p <= '9'; p++)
			v[i] = v[i] > (SIZE_MAX - 9) / 10 ? SIZE_MAX :
			    v[i] * 10 + (size_t)(*p - '0');
	}
	while (*p == ' ')
		p++;
	return *p == '\0';
}

/* word2vec's header "V d" (int_pair, neither negative nor past SIZE_MAX):
 * *V, *d and 1; else 0 */
static int
w2v_header(const char *p, size_t *V, size_t *d)
{
	size_t v[2];
	int minus;

	if (!int_pair(p, v, &minus) || minus || v[0] == SIZE_MAX ||
	    v[1] == SIZE_MAX)
		return 0;
	*V = v[0];
	*d = v[1];
	return 1;
}

/* 1 if the n bytes at p (strtod's syntax, the whole of them; p[n] a
 * space, TAB or NUL, which no number goes on with) are a number, NaN and
 * inf included: the reader then says which value is not finite.  Read in
 * place at any length, as the rows' reader does (a 64-byte copy refused
 * a value printed in 64 digits or more at detection alone) */
static int
numeric(const char *p, size_t n)
{
	char *end;

	if (n == 0 || isspace((unsigned char)p[0]))
		return 0;
	(void)strtod(p, &end);
	return end == p + n;
}

/* 1 if line is a word then numbers separated by spaces, no TAB: a row of
 * GloVe (or of word2vec text) */
static int
glove_row(const char *line)
{
	size_t nf = 0;

	if (strchr(line, '\t') != NULL || line[0] == ' ')
		return 0;
	for (const char *p = line; *p != '\0'; ) {
		size_t n = strcspn(p, " ");
		if (nf++ > 0 && !numeric(p, n))
			return 0;
		p += n;
		while (*p == ' ')
			p++;
	}
	return nf >= 2;
}

/* a byte of a number as strtod reads one (decimal, hexadecimal "0x1p3",
 * nan, inf, infinity) */
#define NUMBYTE(b) (strchr("0123456789+-.eEnaNAifIFtyTYxXbBcCdDpP\t\r", \
	(b)) != NULL)

/* 1 when the n bytes at p end in d fields of NUMBYTE bytes (spaces at the
 * end allowed) after at least one more: a word2vec text row whose word
 * holds spaces (gensim writes "new york 0.1 ..." as it is), said by
 * text_row, not read as binary */
static int
tail_numbers(const unsigned char *p, size_t n, size_t d)
{
	while (n > 0 && (p[n - 1] == ' ' || p[n - 1] == '\r'))
		n--;
	for (size_t k = 0; k < d; k++) {
		size_t end = n;
		while (n > 0 && p[n - 1] != ' ') {
			if (!NUMBYTE(p[n - 1]))
				return 0;
			n--;
		}
		if (n == end || n == 0)
			return 0;
		while (n > 0 && p[n - 1] == ' ')
			n--;
	}
	return n > 0;
}

/*
 * The word2vec binary reader's grammar run over the bytes of a file being
 * read as text (emb_bin_rows: newlines, a word of no control byte up to a
 * space, 4 d bytes of finite float32; V times; then newlines only): a
 * file both grammars read whole is refused, not guessed.  A text file
 * leaves it within a few bytes (a '\n' inside a "word").
 */
typedef struct w2v_shadow {
	size_t V, d, rec, k;
	int phase;	/* 0 newlines before a word, 1 the word, 2 the
			   vector, 3 after the last record, -1 not binary */
	int bin;	/* a vector byte no text has (emb_bin_rows' rule) */
	unsigned char f[4], head[256];	/* head: record 1's vector's first */
	size_t hn;			/* bytes, hn of them */
} w2v_shadow;

static void
shadow_feed(w2v_shadow *h, const unsigned char *p, size_t n)
{
	for (size_t i = 0; i < n && h->phase >= 0; i++) {
		unsigned char b = p[i];

		if (h->phase == 0 && b != '\n') {
			h->phase = 1;
			h->k = 0;
		}
		if (h->phase == 1) {
			if (b == ' ')
				h->phase = h->k > 0 ? 2 : -1, h->k = 0;
			else if (b < 0x20 || b == 0x7f || ++h->k >
			    AK_EMB_MAX_WORD)
				h->phase = -1;
		} else if (h->phase == 2) {
			if (h->rec == 0 && h->hn < sizeof h->head)
				h->head[h->hn++] = b;
			h->f[h->k++ % 4] = b;
			h->bin |= (b < 0x20 || b > 0x7e) && b != '\n' &&
			    b != '\t' && b != '\r';
			if (h->k % 4 == 0 && !isfinite(emb_le_float(h->f)))
				h->phase = -1;
			else if (h->k == 4 * h->d)
				h->phase = ++h->rec == h->V ? 3 : 0;
		} else if (h->phase == 3 && b != '\n')
			h->phase = -1;
	}
}

/* a line of r, as its bytes were in the file, to s's shadow */
static void
shadow_line(rd *s, const ak_reader *r)
{
	if (s->sh == NULL)
		return;
	shadow_feed(s->sh, (const unsigned char *)r->line, r->len);
	shadow_feed(s->sh, (const unsigned char *)"\r\n" + !r->cr,
	    (size_t)r->cr + (size_t)r->nl);
	if (s->sh->phase < 0)
		s->sh = NULL;
}

/*
 * w2v_guess: the line after word2vec's header, p[0..n) (no '\n', no
 * control byte but TAB and CR): text when after the word its fields are
 * numbers' bytes (at least one field; a row that text_row then reads or
 * refuses, a word with spaces included), binary otherwise: a line text
 * cannot read.  Text is read with the binary grammar alongside (the
 * shadow above), so that a file both read is refused, not guessed.
 */
static ak_emb_format
w2v_guess(const unsigned char *p, size_t n, size_t d)
{
	const unsigned char *sp = memchr(p, ' ', n);
	size_t w, fields = 0;

	if (sp == NULL)		/* a word alone: text_row says so */
		return AK_EMB_W2V;
	w = (size_t)(sp - p);
	for (size_t i = w + 1; i < n; i++) {
		if (p[i] == ' ')
			continue;
		if (!NUMBYTE(p[i]) && !tail_numbers(p, n, d))
			return AK_EMB_W2V_BIN;
		if (i == w + 1 || p[i - 1] == ' ')
			fields++;
	}
	return fields == 0 ? AK_EMB_W2V_BIN :	/* "word " then '\n': a
						   float's byte 0x0a */
	    AK_EMB_W2V;
}

/* 1 when the n bytes at p could begin a text row: no control byte but TAB
 * and CR, and after the first space only the bytes of numbers and spaces
 * (a look-ahead that stopped at the longest line before its '\n') */
static int
text_start(const unsigned char *p, size_t n)
{
	int sp = 0;

	for (size_t i = 0; i < n; i++) {
		if (p[i] < 0x20 && p[i] != '\t' && p[i] != '\r')
			return 0;
		if (p[i] == ' ')
			sp = 1;
		else if (sp && !NUMBYTE(p[i]))
			return 0;
	}
	return 1;
}

/*
 * w2v_peek: the bytes after word2vec's header into *pk (*pn of them, room
 * for a NUL after): up to and with the next '\n', or a control byte but
 * TAB and CR (*ctl set), or *cap bytes: the longest line r reads plus one
 * (a header's d takes no more than a line may; the bytes held are never
 * more than a line's buffer, a sixteenth of the run's memory, io.h), or
 * the end.  Text that runs past the longest line is the reader's "line
 * longer than ..." error (binary records hold control bytes well before).
 * 0, or -1 with e (*pk may be set: the caller frees it).
 */
static int
w2v_peek(rd *s, ak_reader *r, unsigned char **pk, size_t *pn, size_t *cap,
    int *ctl, ak_err *e)
{
	size_t pcap = 0;
	int c;
	*cap = r->max < SIZE_MAX - 1 ? r->max + 1 : SIZE_MAX;
	errno = 0;
	while (*pn < *cap && (c = emb_rget(r)) != EOF) {
		if (*pn + 1 >= pcap) {	/* and room for a NUL */
			size_t c2 = pcap ? 2 * pcap : 256;
			if (c2 > *cap + 1)
				c2 = *cap + 1;
			unsigned char *p = realloc(*pk, c2);
			if (p == NULL)
				return ak_errf(e, "%s: out of memory for %zu bytes "
				    "of the line after the header (word2vec text "
				    "or binary?)", emb_at(s, 2), c2);
			*pk = p;
			pcap = c2;
		}
		(*pk)[(*pn)++] = (unsigned char)c;
		if (c == '\n')
			break;
		if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f) {
			*ctl = 1;
			break;
		}
	}
	if (emb_read_error(s, r, 2, e) != 0)
		return -1;
	if (!*ctl && *pn == *cap && (*pk)[*pn - 1] != '\n' &&
	    text_start(*pk, *pn))
		return ak_reader_too_long(r, e);
	return 0;
}

/*
 * word2vec after its header (r->line): text or binary.  AK_EMB_W2V_BIN or
 * AK_EMB_W2V forced; AK_EMB_AUTO looks at the bytes up to the next '\n'
 * (w2v_peek: at most the longest line r reads, plus one): binary at a
 * byte no text holds (a control byte but TAB and CR: the bytes of d
 * float32 hold one but by a chance of about 1e-3 for d = 50), or past the
 * longest line with bytes that are not a text row's (text is the reader's
 * "line longer" error there); otherwise w2v_guess decides, and a text file
 * the binary grammar reads whole too is refused naming s->opt (w2v_shadow)
 * unless those records' 4 float32 or more are all text's bytes (sh.bin 0),
 * which emb_bin_rows refuses as binary: text.
 * Text has no word limit but the line's.
 */
static int
w2v(rd *s, ak_reader *r, ak_emb_format fmt, ak_err *e)
{
	size_t V, d, rows = 0;
	unsigned char *pk = NULL;
	size_t pn = 0, nl = 0, k, cap;
	int rc = -1, ctl = 0;
	w2v_shadow sh;

	if (fmt == AK_EMB_AUTO && emb_space_columns(r->line, &k))
		return emb_pandas_space(ak_reader_where(r), k, r->name, s->opt,
		    e);
	if (!w2v_header(r->line, &V, &d))
		return ak_errf(e, "%s: not a word2vec header ('%.40s'; want "
		    "'V d': the number of words and of dimensions)",
		    ak_reader_where(r), r->line);
	if (d == 0 || d > AK_EMB_MAX_DIM)
		return ak_errf(e, "%s: the header's d is %zu (want 1 to %zu)",
		    ak_reader_where(r), d, AK_EMB_MAX_DIM);
	if (V == 0 || V > (size_t)LONG_MAX - 2)
		return ak_errf(e, "%s: the header says %zu words%s",
		    ak_reader_where(r), V, V ? " (more than lines can be "
		    "numbered)" : "");
	s->d = d;
	s->V = V;
	if (fmt == AK_EMB_AUTO) {
		if (w2v_peek(s, r, &pk, &pn, &cap, &ctl, e) != 0)
			goto out;
		nl = pn > 0 && pk[pn - 1] == '\n';
		/* decimal commas: neither text nor binary */
		if (!ctl && emb_commas_error(s->name, 2, (char *)pk, pn - nl,
		    s->opt, e) != 0)
			goto out;
		/* a text line ends in '\n' or at the end of the file; an
		   empty one is gensim's newline before a binary word */
		fmt = ctl || (!nl && pn == cap) || pn == nl ? AK_EMB_W2V_BIN :
		    w2v_guess(pk, pn - nl, d);
		if (fmt == AK_EMB_W2V) {
			sh = (w2v_shadow){ .V = V, .d = d };
			shadow_feed(&sh, pk, pn);
			s->sh = sh.phase >= 0 ? &sh : NULL;
		}
	}
	s->fmt = fmt;
	if (fmt == AK_EMB_W2V_BIN) {
		bsrc b = { r, pk, pn, 0 };
		rc = emb_bin_rows(s, &b, V, e);
		goto out;
	}
	r->check_utf8 = 1;
	if (pn > 0) {	/* the line looked at: line 2 */
		char *line = (char *)pk;
		size_t n = pn - nl, bad;

		line[n] = '\0';
		if (n > 0 && line[n - 1] == '\r')
			line[--n] = '\0';
		if (!ak_utf8_valid(line, n, &bad)) {
			emb_bad_utf8(s, line, n, bad, r->gz != NULL, e);
			goto out;
		}
		if (text_row(s, line, 2, e) != 0) {
			if (s->sh != NULL)	/* binary so far: its byte order */
				emb_bin_text_hint(s, r, sh.head, sh.hn, e);
			goto out;
		}
		rows = 1;
		r->lineno = 2;
	}
	if (text_rows(s, r, V, &rows, e) != 0)
		goto out;
	if (rows < V) {
		ak_errf(e, "%s:1: the header says %zu words, the file has "
		    "%zu%s%s%s", s->name, V, rows, d1_hint(s), s->d == 1 &&
		    !s->forced ? s->opt : "", s->d == 1 && !s->forced ?
		    " glove)" : "");
		goto out;
	}
	if (d == 1 && !s->forced) {	/* the count holds: both ways read */
		ak_errf(e, "%s:1: word2vec text or GloVe? at d = 1 the file "
		    "reads both ways (as word2vec: a header of %zu words and "
		    "%zu rows; as GloVe: %zu rows, line 1 the first): name the "
		    "format with %s word2vec or %s glove", s->name, V, V, V + 1,
		    s->opt, s->opt);
		goto out;
	}
	if (s->sh != NULL && s->sh->phase == 3 && (s->sh->bin || V * d < 4)) {
		ak_errf(e, "%s:1: word2vec text or binary? the file reads both "
		    "ways (as text: %zu rows of a word and %zu number%s; as "
		    "binary: %zu records of a word and %zu float32): name the "
		    "format with %s word2vec (text) or %s word2vec-bin",
		    s->name, V, d, d == 1 ? "" : "s", V, d, s->opt, s->opt);
		goto out;
	}
	rc = 0;
out:
	s->sh = NULL;
	free(pk);
	return rc;
}

/* 1 if p is two numbers separated by spaces ("-2 3", "2.0 2", "1e1 2"):
 * a GloVe row (the word "2.0") when it is no word2vec header (whose counts
 * are whole and not negative) */
static int
two_numbers(const char *p)
{
	size_t n = strcspn(p, " "), k;

	if (n == 0 || !numeric(p, n))
		return 0;
	p += n;
	p += strspn(p, " ");
	k = strcspn(p, " ");
	return k > 0 && numeric(p, k) && p[k + strspn(p + k, " ")] == '\0';
}

/* GloVe from r's current line (the first) on; a first line "V d" is a
 * GloVe row too (the word "2", the value 10000: the writer's round trip),
 * said as word2vec's header only when a later row fails; a first line of
 * two whole numbers, one negative, is a row with certainty, and said so
 * when a later row fails */
static int
glove(rd *s, ak_reader *r, ak_err *e)
{
	size_t rows = 0, V, d;
	char first[48];
	int header = w2v_header(r->line, &V, &d), neg = !header &&
	    two_numbers(r->line);

	s->fmt = AK_EMB_GLOVE;
	snprintf(first, sizeof first, "%s", r->line);
	if (text_row(s, r->line, r->lineno, e) == 0 &&
	    text_rows(s, r, 0, &rows, e) == 0)
		return 0;
	if (header && strstr(e->msg, ", or auto)") == NULL) {
		size_t len = strlen(e->msg);
		snprintf(e->msg + len, sizeof e->msg - len, " (line 1, '%s', "
		    "is word2vec's header 'V d'? %s word2vec, or auto)", first,
		    s->opt);
	} else if (neg && r->lineno > 1) {
		size_t len = strlen(e->msg);
		snprintf(e->msg + len, sizeof e->msg - len, " (line 1, '%s', "
		    "was read as a GloVe row, its first number the word: a "
		    "word2vec header 'V d' is two whole numbers, neither "
		    "negative)", first);
	}
	return -1;
}

/* the first line of the file holds TABs and fields that are all numbers
 * but the first: a row with no header (TSV needs one; word2vec and GloVe
 * separate by spaces) */
static int
tab_row(const char *line)
{
	size_t nf = 0;

	for (const char *p = line; ; p++) {
		size_t n = strcspn(p, "\t");
		if (nf++ > 0 && !numeric(p, n))
			return 0;
		p += n;
		if (*p == '\0')
			break;
	}
	return nf >= 2;
}

/* attnkit's TSV, from r (already open, its first line read; counts: a
 * count file's "# counts:" comment came before it) or from path: the
 * table reader's hint for a space-separated file names --emb-format, the
 * reading option of attn-map and attn-train; opt is this tool's */
static int
tsv_read(ak_table *t, ak_reader *r, const char *path, const char *opt,
    ak_table_kind kind, size_t memory, size_t held, int counts, ak_err *e)
{
	int rc = r != NULL ? ak_table_read_from(t, r, counts ?
	    AK_TABLE_HAVE_COUNTS : 1, 1, kind, memory, held, e) :
	    ak_table_read_held(t, path, 1, kind, memory, held, e);

	if (rc != 0 && strcmp(opt, "--emb-format") != 0)
		ak_err_subst(e, "--emb-format", opt);
	return rc;
}

/* r's file read as fastText's model when it starts with its magic
 * number: 0 or -1; refused when it is another program's (emb_foreign:
 * -1); 1 when neither (nothing taken from r) */
static int
ft_model(ak_reader *r, ak_table *t, ak_ft *ft, size_t memory, size_t held,
    ak_emb_format *found, ak_err *e)
{
	unsigned char mg[4];
	int rc = ak_reader_magic(r, mg, 4, e);

	if (rc < 0)
		return -1;
	if (rc < 4 || memcmp(mg, "\xba\x16\x4f\x2f", 4) != 0)
		return emb_foreign(r, e);	/* a pickle, a .npy */
	rc = ak_ft_read(t, ft, r, memory, held, e);
	if (rc == 0 && found != NULL)
		*found = AK_EMB_FASTTEXT;
	return rc;
}

/* r's first line but comments (detected: '#' lines, no GloVe row): 0 or
 * -1; *comments 1 after comments, 2 after a count file's settings line */
static int
first_line(ak_reader *r, ak_emb_format fmt, int *comments, ak_err *e)
{
	int rc;

	while ((rc = ak_reader_next_enc(r, e)) == 1) {
		if (ak_reader_cr_alone(r, e) != 0)	/* no format's CR */
			return -1;
		if (fmt != AK_EMB_AUTO || r->line[0] != '#' ||
		    glove_row(r->line))
			return 0;
		*comments = strncmp(r->line, "# counts:", 9) ? *comments ?
		    *comments : 1 : 2;
	}
	return rc < 0 ? -1 : ak_errf(e, "%s: empty input: no embeddings",
	    r->name);
}

/* ak_emb_read, its TSV read as kind (AK_TABLE_EMB, or AK_TABLE_WORDS for
 * a word list) */
static int
emb_read(ak_table *t, ak_ft *ft, const char *path, ak_emb_format fmt,
    const char *opt, ak_table_kind kind, size_t memory, size_t held,
    ak_emb_format *found, ak_err *e)
{
	ak_reader r;
	rd s;
	int rc, comments = 0;

	memset(t, 0, sizeof(*t));
	if (ft != NULL)
		memset(ft, 0, sizeof *ft);
	if (fmt == AK_EMB_TSV) {
		if (found != NULL)
			*found = AK_EMB_TSV;
		return tsv_read(t, NULL, path, opt, kind, memory, held, 0, e);
	}
	memset(&s, 0, sizeof s);
	s.opt = opt;
	s.forced = fmt != AK_EMB_AUTO;
	s.t = t;
	s.z.memory = memory;
	s.z.held = held;
	s.fmt = fmt;
	if (ak_reader_open(&r, path, e) != 0)
		return -1;
	s.name = r.name;
	/* fastText's model, a pickle, a .npy: certain by their magic */
	if ((rc = ft_model(&r, t, ft, memory, held, found, e)) != 1) {
		ak_reader_close(&r);
		return rc;
	}
	/* the binary records follow a header read as text: UTF-8 is
	 * checked on the words, not on the header's line */
	r.check_utf8 = fmt != AK_EMB_W2V_BIN;
	if (first_line(&r, fmt, &comments, e) != 0)
		goto fail;
	if (fmt == AK_EMB_AUTO) {
		size_t V, d;

		/* a list in brackets after a TAB, TAB numbers with no header */
		if (!comments && strchr(r.line, '\t') != NULL && (emb_printed(
		    ak_reader_where(&r), r.line, NULL, r.name, e) != 0 || (kind ==
		    AK_TABLE_EMB && tab_row(r.line) && emb_headless(&r, e))))
			goto fail;
		if (comments || strchr(r.line, '\t') != NULL)
			fmt = AK_EMB_TSV;	/* its header check says */
		else if (w2v_header(r.line, &V, &d))
			fmt = AK_EMB_AUTO;	/* word2vec, text or binary */
		else if (glove_row(r.line) || emb_spaced_first(r.line))
			fmt = AK_EMB_GLOVE;	/* a spaced word: said */
		else if (strncmp(r.line, "word ", 5) == 0)
			fmt = AK_EMB_TSV;	/* spaces for TABs: said */
		else {
			emb_not_format(&r, opt, e);
			goto fail;
		}
		if (fmt == AK_EMB_TSV) {
			if (found != NULL)
				*found = AK_EMB_TSV;
			rc = tsv_read(t, &r, NULL, opt, kind, memory, held,
			    comments == 2, e);	/* 'word<TAB>vector' over lists: */
			if (rc != 0 && strstr(e->msg, "embeddings file (header"))
				emb_list_rows(&r, "", e);
			rc = ak_reader_blame(&r, rc, e);
			ak_reader_close(&r);
			return rc;
		}
	}
	if ((fmt == AK_EMB_GLOVE ? glove(&s, &r, e) : w2v(&s, &r, fmt, e)) !=
	    0 || emb_matrix_check(&s, kind, e) != 0)
		goto fail;
	/* GloVe's one row, its word quoted (under 'V d': a token's) */
	if (s.q1 > 0 && t->rows == 1 && emb_quote_refused(s.fmt,
	    t->labels[0], t->labels[0], 0, 1) != 0) {
		ak_quoted_word(emb_at(&s, s.q1), t->labels[0],
		    strlen(t->labels[0]), 1, 0, s.name, e);
		goto fail;
	}
	if (ak_table_fill_end(t, &s.z, r.name, e) != 0)
		goto fail;
	if (found != NULL)
		*found = s.fmt;
	free(s.f);
	ak_reader_close(&r);
	return 0;
fail:
	free(s.f);
	ak_reader_blame(&r, -1, e);	/* an error of a file changed: its */
	ak_reader_close(&r);
	ak_table_free(t);
	return -1;
}

int
ak_emb_read(ak_table *t, const char *path, ak_emb_format fmt,
    const char *opt, size_t memory, size_t held, ak_emb_format *found,
    ak_err *e)
{
	return emb_read(t, NULL, path, fmt, opt, AK_TABLE_EMB, memory, held,
	    found, e);
}

int
ak_emb_read_ft(ak_table *t, ak_ft *ft, const char *path, ak_emb_format fmt,
    const char *opt, size_t memory, size_t held, ak_emb_format *found,
    ak_err *e)
{
	return emb_read(t, ft, path, fmt, opt, AK_TABLE_EMB, memory, held,
	    found, e);
}

int
ak_emb_read_words(ak_table *t, const char *path, const char *opt,
    size_t memory, ak_err *e)
{
	return emb_read(t, NULL, path, AK_EMB_AUTO, opt, AK_TABLE_WORDS,
	    memory, 0, NULL, e);
}
