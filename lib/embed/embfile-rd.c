/*
 * embfile-rd.c — what the readers of embfile.c and embfile-bin.c share
 * (embfile-int.h): the place of a line in messages, the table's columns
 * at the first row, a word's checks, a read error said.  Beneath both
 * readers: embfile.c calls embfile-bin.c, and both call this file, which
 * calls neither.
 */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "conv.h"
#include "embfile-int.h"
#include "filekind.h"
#include "gz.h"

/* "FILE:LINE" of line in s's file (into s->where) */
const char *
emb_at(rd *s, long line)
{
	snprintf(s->where, sizeof s->where, "%s:%ld", s->name, line);
	return s->where;
}

/* the columns, at the first row (a header's d is believed once a row of
 * that many numbers has been read: no room is taken on a promise); the
 * rows' first room is the header's count (table.h: cut to the budget,
 * and to one row when the process cannot have more) */
int
emb_start(rd *s, long line, ak_err *e)
{
	if (s->started)
		return 0;
	s->started = 1;
	if (ak_table_fill_start(s->t, &s->z, NULL, s->d, 1, AK_TABLE_EMB,
	    s->z.memory, s->z.held, emb_at(s, line), e) != 0)
		return -1;
	s->z.expect = s->V;
	return 0;
}

/* the word w (n bytes) for a message: its first 40 bytes, a byte below
 * 0x20, 0x7f or not ASCII shown as <0xNN> (as the fastText reader shows
 * one), "..." after a longer one; into buf */
static const char *
shown(char *buf, size_t cap, const char *w, size_t n)
{
	size_t k = 0;

	buf[0] = '\0';
	for (size_t i = 0; i < n && i < 40 && k + 8 < cap; i++) {
		unsigned char c = (unsigned char)w[i];
		k += (size_t)snprintf(buf + k, cap - k, c < 0x20 || c >= 0x7f ?
		    "<0x%02X>" : "%c", (unsigned)c);
	}
	if (n > 40 && k + 4 < cap)
		snprintf(buf + k, cap - k, "...");
	return buf;
}

/* the hint of a binary record's word w[0..n) that is not UTF-8: the
 * code page its bytes suggest (conv.h ak_conv_page, as every reader's
 * hint names it) and gensim's conversion with that encoding, into buf */
static const char *
bin_word_hint(char *buf, size_t cap, const char *w, size_t n)
{
	const char *page, *what, *alt;
	int one = ak_conv_page(w, n, &page, &what, &alt);

	/* a word or two of Western European: latin1, which decodes every
	   byte (cp1252 has none for 0x81, 0x8D, ...; gensim's decoding
	   would stop there) */
	if (one && strcmp(page, "cp1252") == 0)
		page = "latin1", what = "Latin-1", alt = NULL;

	snprintf(buf, cap, " (a word in %s%s%s, as word2vec.c writes a corpus "
	    "in that code page? the tools read UTF-8 words: gensim converts "
	    "the model: KeyedVectors.load_word2vec_format(F, binary=True, "
	    "encoding='%s').save_word2vec_format(G, binary=True)%s%s%s)", what,
	    one ? ", " : "", one ? page : "", one ? page : "NAME", one ? "" :
	    ", NAME its code page", alt ? "; " : "", alt ? alt : "");
	if (alt != NULL && strlen(buf) + 40 < cap)
		snprintf(buf + strlen(buf) - 1, cap - strlen(buf) + 1,
		    " if its words come out wrong)");
	return buf;
}

/* a word's checks: UTF-8, no control byte; the word shown; latin1: the
 * binary record's word named in a code page whatever its bytes */
static int
word_check(rd *s, const char *w, size_t n, long line, int latin1, ak_err *e)
{
	size_t bad;
	char b[400], h[400];

	if (!ak_utf8_valid(w, n, &bad))
		return ak_errf(e, "%s: the word '%s' is not UTF-8 (byte %zu)%s",
		    emb_at(s, line), shown(b, sizeof b, w, n), bad + 1,
		    s->fmt == AK_EMB_W2V_BIN && (latin1 || emb_word_texty(w,
		    n)) ? bin_word_hint(h, sizeof h, w, n) : "");
	if (ak_has_control(w, n))
		return ak_errf(e, "%s: the word '%s' holds a control byte, "
		    "which no format's word holds", emb_at(s, line), shown(b,
		    sizeof b, w, n));
	return 0;
}

int
emb_word_ok(rd *s, const char *w, size_t n, long line, ak_err *e)
{
	return word_check(s, w, n, line, 0, e);
}

int
emb_word_latin1(rd *s, const char *w, size_t n, long line, ak_err *e)
{
	return word_check(s, w, n, line, 1, e);
}

int
emb_word_texty(const char *w, size_t n)
{
	size_t ctl = 0, text = 0, alpha = 0, l1 = 0;

	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)w[i];
		alpha += (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
		if (c >= 0x20 && c < 0x7f)
			text++;
		else if (c < 0x20 && c != '\n' && i > 0)
			ctl++;
		else if (c >= 0xC0 && c != 0xD7 && c != 0xF7)
			l1++;	/* a Latin-1 letter: café */
		else
			return 0;
	}
	return text >= 2 && 2 * ctl <= text && (l1 == 0 || alpha >= 2);
}

/*
 * The rule of a word in CSV's quotes (filekind.h ak_csv_quoted), the
 * reader's and the writer's (ak_emb_write_check): a '"' doubled or
 * escaped, or a space inside ('"say"""', '"\\""', '"new york"': pandas'
 * QUOTE_MINIMAL, R's qmethod 'escape') is a writer's quoting at any row;
 * under word2vec's 'V d' a word is read as written (gensim keeps the
 * token '""""', a tokenizer may keep '"the"'), but for a quoted field
 * holding a space (no token holds one: word2vec.c's tokens hold none, and
 * gensim's reader cannot read a word that does).  The first two rows'
 * words both whole CSV fields in quotes, plain or not ('"!"' over
 * '""""': a sorted vocabulary quoted by pandas' QUOTE_NONNUMERIC or R's
 * write.table) are a writer's that quotes every word, in either format
 * (no tokenizer quotes every word: a CSV writer's GloVe given the header,
 * gensim's glove2word2vec, sed '1i V d'); and GloVe's only word quoted.
 */
int
emb_quote_refused(ak_emb_format fmt, const char *w, const char *w0,
    size_t i, size_t rows)
{
	size_t ql;
	int q = ak_csv_quoted(w, ' ', &ql);

	if (q == 0)
		return 0;
	if (q == 2 && (fmt != AK_EMB_W2V || memchr(w + 1, ' ', ql - 2) !=
	    NULL))
		return 2;
	if (i == 1 && ak_csv_quoted(w0, ' ', &ql) != 0)
		return 1;
	return fmt != AK_EMB_W2V && i == 0 && rows == 1;
}

/*
 * A row's line whose word is in CSV's quotes, by emb_quote_refused's rule:
 * the first row's line kept in s->q1 until the second row says (a file of
 * one such row: emb_read).  -1 with the error naming the writer and the
 * fix; else 0.
 */
int
emb_quoted(rd *s, const char *line, long lineno, ak_err *e)
{
	size_t ql;
	int q = ak_csv_quoted(line, ' ', &ql);
	size_t i = s->t->rows;

	if (q != 0 && emb_quote_refused(s->fmt, line, i == 1 && s->q1 > 0 ?
	    s->t->labels[0] : "", i, 0) == 2)
		return ak_quoted_word(emb_at(s, lineno), line, ql, 0, 0,
		    s->name, e);
	if (i == 0)
		s->q1 = q != 0 ? lineno : 0;
	else if (s->q1 > 0 && i == 1 && q != 0)
		return ak_quoted_word(emb_at(s, s->q1), s->t->labels[0],
		    strlen(s->t->labels[0]), 1, 0, s->name, e);
	else
		s->q1 = 0;
	return 0;
}

int
emb_count_error(rd *s, size_t n, const char *w, int gap, long lineno,
    ak_err *e)
{
	int d1 = n == 1 && !s->forced;

	return ak_errf(e, "%s: %zu number%s after '%.40s', want %zu "
	    "(%s)%s%s%s%s", emb_at(s, lineno), n, n == 1 ? "" : "s", w, s->d,
	    s->fmt == AK_EMB_GLOVE ? "as the first row" : "the header's d",
	    d1 ? " (GloVe of d = 1, line 1 a row? " : "", d1 ? s->opt : "", d1 ?
	    " glove)" : "", gap && n < s->d ? " (an empty value: two spaces, "
	    "or one at the end, where pandas' to_csv(sep=' ') writes a NaN, "
	    "na_rep=''? drop or fill the missing values before writing: "
	    "df.dropna() or df.fillna(0))" : "");
}

int
emb_repeat_hint(const rd *s, const char *w, size_t n, int bin, ak_err *e)
{
	char word[64], cmd[1200], scr[40];
	size_t len = strlen(e->msg);

	if (n == 0 || n >= sizeof word)
		return -1;
	memcpy(word, w, n);
	word[n] = '\0';
	long i = ak_table_find(s->t, word);
	if (i < 0)
		return -1;
	snprintf(scr, sizeof scr, "sed %zuq", s->t->rows + 1);
	snprintf(e->msg + len, sizeof e->msg - len, " (it repeats the word "
	    "'%s' of line %ld: gensim's Doc2Vec.save_word2vec_format("
	    "doctag_vec=True, word_vec=True) writes its document tags twice, "
	    "and gensim reads the header's %zu rows alone: keep them: %s%s)",
	    word, s->t->line[i], s->t->rows, bin == 1 ? "gensim: "
	    "KeyedVectors.load_word2vec_format(F, binary=True)."
	    "save_word2vec_format(G, binary=True)" : ak_filter_cmd(cmd,
	    sizeof cmd, scr, s->name, bin == 2), bin == 1 ? "" :
	    " > FILE.vec");
	return -1;
}

int
emb_bad_utf8(rd *s, const char *line, size_t n, size_t bad, int gz,
    ak_err *e)
{
	ak_errf(e, "%s:2: invalid UTF-8 at byte %zu", s->name, bad + 1);
	ak_utf8_hint(e, line, n, s->name, gz);
	return -1;
}

int
emb_read_error(rd *s, const ak_reader *r, long line, ak_err *e)
{
	if (ferror(r->fp))
		return ak_errf(e, "%s: %s%s", emb_at(s, line),
		    ak_gz_error(r->gz) ? "" : "read error: ",
		    ak_reader_strerror(r));
	return 0;
}

/* a file that starts with another program's magic bytes: said at line 1
 * with what writes embeddings the tools read.  A pickle (protocol 2 to 5,
 * "\x80" then the protocol: gensim's KeyedVectors.save and Word2Vec.save)
 * and a NumPy .npy array ("\x93NUMPY"): 0x80 and 0x93 are UTF-8
 * continuation bytes, so no text starts so.  1 when r's file is neither
 * (nothing taken from r), else -1 with e set (also a read error) */
/* 1 when the 16 bytes at b are two float64 (little-endian, as GloVe's
 * -binary output, a C program's fwrite of doubles) of an embedding's
 * size, 1e-30 to 1e3 or 0 and not both 0, and no text: a NUL among them
 * or not UTF-8; and no word2vec header ("V d": digits, a space, a digit;
 * its binary records may make such doubles) */
static int
raw_doubles(const unsigned char *b)
{
	int small = 0;

	for (int i = 0; i < 2; i++) {
		uint64_t u = 0;
		double x;
		for (int j = 7; j >= 0; j--)
			u = u << 8 | b[8 * i + j];
		memcpy(&x, &u, sizeof x);
		if (!isfinite(x) || fabs(x) >= 1e3 || (x != 0 && fabs(x) <
		    1e-30))
			return 0;
		small += x != 0;
	}
	/* word2vec binary's header 'V d' then records is no such file */
	size_t v = 0;	/* (b is not NUL-terminated) */
	while (v < 14 && b[v] >= '0' && b[v] <= '9')
		v++;
	if (v > 0 && b[v] == ' ' && b[v + 1] >= '0' && b[v + 1] <= '9')
		return 0;
	return small > 0 && (memchr(b, 0, 16) != NULL ||
	    !ak_utf8_valid((const char *)b, 16, &(size_t){ 0 }));
}

/* 1 when the n bytes at b hold the string w */
static int
holds(const unsigned char *b, size_t n, const char *w)
{
	size_t k = strlen(w);

	for (size_t i = 0; i + k <= n; i++)
		if (memcmp(b + i, w, k) == 0)
			return 1;
	return 0;
}

/* the error of r's file, a pickle of protocol p: its first class (its
 * module and name are in the first bytes, after the opcode that loads
 * it) named with the call that writes vectors from it: gensim's
 * KeyedVectors (KeyedVectors.load(F).save_word2vec_format: it has no
 * .wv), a gensim model (Word2Vec.load(F).wv...), a pandas DataFrame
 * (read_pickle, then attnkit's TSV), else any of them.  -1 */
static int
pickle_said(ak_reader *r, int p, ak_err *e)
{
	unsigned char b[160];
	size_t n = 0;
	int c;
	const char *m = NULL, *f = r->name;

	while (n < sizeof b && (c = emb_rget(r)) != EOF)
		b[n++] = (unsigned char)c;
	if (holds(b, n, "gensim") && holds(b, n, "KeyedVectors"))
		return ak_errf(e, "%s:1: a Python pickle (protocol %d) of "
		    "gensim's KeyedVectors (KeyedVectors.save writes one), not "
		    "embeddings: save the vectors as word2vec text: "
		    "KeyedVectors.load('%s').save_word2vec_format('vectors.txt') "
		    "(binary=True for word2vec's binary format) and give that",
		    f, p, f);
	m = holds(b, n, "Word2Vec") ? "Word2Vec" : holds(b, n, "FastText") ?
	    "FastText" : holds(b, n, "Doc2Vec") ? "Doc2Vec" : NULL;
	if (holds(b, n, "gensim") && m != NULL)
		return ak_errf(e, "%s:1: a Python pickle (protocol %d) of "
		    "gensim's %s model (%s.save writes one), not embeddings: "
		    "save its vectors as word2vec text: %s.load('%s').wv."
		    "save_word2vec_format('vectors.txt') (binary=True for "
		    "word2vec's binary format) and give that", f, p, m, m, m,
		    f);
	if (holds(b, n, "pandas") && holds(b, n, "DataFrame"))
		return ak_errf(e, "%s:1: a Python pickle (protocol %d) of a "
		    "pandas DataFrame (to_pickle writes one), not embeddings: "
		    "write attnkit's TSV from it: pandas: df = "
		    "pd.read_pickle('%s'); df.columns = [f'd{i+1}' for i in "
		    "range(df.shape[1])]; df.to_csv(FILE, sep='\\t', "
		    "index_label='word', quoting=csv.QUOTE_NONE)", f, p, f);
	return ak_errf(e, "%s:1: a Python pickle (protocol %d), not "
	    "embeddings: write the vectors in a format the tools read: "
	    "gensim's KeyedVectors: kv.save_word2vec_format('vectors.txt'), "
	    "a gensim model: model.wv.save_word2vec_format('vectors.txt'); a "
	    "pandas DataFrame of vectors, its index the words: "
	    "df.to_csv(FILE, sep='\\t', index_label='word', "
	    "quoting=csv.QUOTE_NONE), its columns named d1 ... dk", f, p);
}

/* a JSON document (its first byte '{' or '[', mg[0..n)) on a first line
 * longer than the reader may hold (pandas' to_json writes a frame on one
 * line): named from its bytes before the line's length is refused (a
 * regular file, not gzip: its bytes looked at for a newline); -1 with e
 * naming it, else 0 */
static int
json_too_long(const ak_reader *r, const unsigned char *mg, int n,
    ak_err *e)
{
	char buf[65536];
	size_t got, seen = 0;
	FILE *fp;
	int nl = 0;

	if (n < 2 || (mg[0] != '{' && mg[0] != '[') || r->gz != NULL ||
	    strcmp(r->name, "<stdin>") == 0 || (fp = fopen(r->name, "rb")) ==
	    NULL)
		return 0;
	while (!nl && seen <= r->max && (got = fread(buf, 1, sizeof buf,
	    fp)) > 0) {
		char *p = memchr(buf, '\n', got);
		nl = p != NULL && seen + (size_t)(p - buf) <= r->max;
		seen += p != NULL ? r->max + 1 : got;
	}
	fclose(fp);
	if (nl || seen <= r->max)
		return 0;
	ak_reader_too_long(r, e);	/* its limit said, then named */
	size_t len = strlen(e->msg);
	snprintf(e->msg + len, sizeof e->msg - len, ": a JSON document on "
	    "one line (its first bytes '%.*s'; pandas' to_json writes a frame "
	    "so), not embeddings: write attnkit's TSV from it: of {word: "
	    "[numbers]} or pandas' to_json(orient='index'), pandas: import "
	    "json; df = pd.DataFrame.from_dict(json.load(open('%s')), "
	    "orient='index'); of to_json() (the columns its keys), "
	    "orient='columns'; of orient='split', pd.read_json('%s', "
	    "orient='split'); then df.columns = [f'd{i+1}' for i in "
	    "range(len(df.columns))]; df.to_csv(FILE, sep='\\t', "
	    "index_label='word', quoting=csv.QUOTE_NONE)", n < 12 ? n : 12,
	    (const char *)mg, r->name, r->name);
	return -1;
}

int
emb_foreign(ak_reader *r, ak_err *e)
{
	unsigned char mg[16];
	int n = ak_reader_magic(r, mg, sizeof mg, e);

	if (n < 0)
		return -1;
	if (n >= 2 && mg[0] == 0x80 && mg[1] >= 2 && mg[1] <= 5)
		return pickle_said(r, mg[1], e);
	if (json_too_long(r, mg, n, e) != 0)
		return -1;
	if (n >= 6 && memcmp(mg, "\x93NUMPY", 6) == 0)
		return ak_errf(e, "%s:1: a NumPy .npy array, not embeddings: "
		    "it holds numbers and no words; write the words and their "
		    "rows as word2vec text (gensim's KeyedVectors.add_vectors, "
		    "then save_word2vec_format) and give that", r->name);
	/* bytes no text starts with, and no header 'V d': word2vec's
	   binary records without it? */
	size_t m = (size_t)(n > 0 ? n : 0), k = m;
	while (n == 16 && k > 0 && (mg[k - 1] & 0xC0) == 0x80)
		k--;	/* a character the 16 bytes cut: not looked at */
	if (n == 16 && k > 0 && mg[k - 1] >= 0xC0)
		m = k - 1;
	if (m > 0 && (memchr(mg, 0, m) != NULL || !ak_utf8_valid((const char *)
	    mg, m, &(size_t){ 0 })) && !(mg[0] >= '0' && mg[0] <= '9') &&
	    emb_nohead_bin(r->name, e) != 0)
		return -1;
	if (n == 16 && raw_doubles(mg))
		return ak_errf(e, "%s:1: binary numbers and no words, not "
		    "embeddings: GloVe's vectors.bin (-binary 1 or 2: float64 "
		    "rows, no words)? give its vectors.txt (GloVe text, the "
		    "words and their rows: -binary 0 or 2 writes it)", r->name);
	return 1;
}

/* 1 if w, the whole of it, is a number in strtod's syntax (hexadecimal,
 * nan and inf included: what numpy.savetxt may write) */
static int
number_word(const char *w)
{
	char *end;

	if (*w == '\0' || *w == ' ')
		return 0;
	(void)strtod(w, &end);
	return *end == '\0';
}

/* 1 when t's rows (one or two columns, two rows or more) are a word and
 * counts, in any order (a writer's: falling, Counter's first-seen, sorted
 * by word): whole numbers, not negative, the second column (docs) at most
 * the first (count) on every row.  Vectors of d = 1 are no vectors (every
 * cosine 1 or -1), and two whole counts, the second never above the
 * first, are no writer's vectors */
static int
count_rows(const ak_table *t)
{
	size_t d = t->cols;

	if (d < 1 || d > 2 || t->rows < 2)
		return 0;
	for (size_t i = 0; i < t->rows; i++) {
		const double *x = t->x + i * d;
		if (x[0] < 0 || x[0] != floor(x[0]) ||
		    (d == 2 && (x[1] < 0 || x[1] != floor(x[1]) || x[1] > x[0])))
			return 0;
	}
	return 1;
}

/* 1 when line is a word, a TAB, and one or two whole numbers (not
 * negative) separated by a TAB, the second at most the first */
static int
tab_count_row(const char *line)
{
	const char *p = strchr(line, '\t');
	size_t n1, n2;

	if (p == NULL || p == line || (n1 = strspn(++p, "0123456789")) == 0)
		return 0;
	if (p[n1] == '\0')
		return 1;
	if (p[n1] != '\t' || (n2 = strspn(p + n1 + 1, "0123456789")) == 0 ||
	    p[n1 + 1 + n2] != '\0')
		return 0;
	return strtod(p + n1 + 1, NULL) <= strtod(p, NULL);
}

/* 1 when line is a word, a TAB and one number */
static int
tab_one(const char *line)
{
	const char *p = strchr(line, '\t');

	return p != NULL && p != line && strchr(p + 1, '\t') == NULL &&
	    number_word(p + 1);
}

int
emb_tab_counts(ak_reader *r, const char *l1, const char *where, ak_err *e)
{
	ak_err scratch;
	size_t rows = 1, k = 0;
	int rc = 0, cnt, one;

	if (l1 == NULL)
		return 0;
	cnt = tab_count_row(l1);
	one = tab_one(l1);
	if (r->lineno > 1) {	/* line 2 read already */
		rows = 2;
		cnt &= tab_count_row(r->line);
		one &= tab_one(r->line);
	}
	while ((cnt || one) && (rc = ak_reader_next(r, &scratch)) == 1) {
		rows++;
		cnt &= tab_count_row(r->line);
		one &= tab_one(r->line);
	}
	if (rc != 0 || rows < 2 || (!cnt && !one))
		return 0;
	for (const char *p = l1; *p != '\0'; p++)
		k += *p == '\t';
	char first[64];
	snprintf(first, sizeof first, "%s", l1);
	for (char *p = first; (p = strchr(p, '\t')) != NULL; )
		*p = ' ';
	if (!cnt)	/* fractions: frequencies */
		return ak_errf(e, "%s: a word and one number a line, "
		    "TAB-separated (the first '%s'): vectors of d = 1 (with a "
		    "header word<TAB>d1), whose every cosine is 1 or -1 (no use "
		    "as embeddings): a list of word frequencies (pandas' "
		    "value_counts(normalize=True).to_csv(F, sep='\\t', "
		    "header=False)), a unigram distribution? not vectors: give "
		    "the vectors file (gensim: model.wv.save_word2vec_format(F) "
		    "writes them)", where, first);
	return ak_errf(e, "%s: a word and %s a line, TAB-separated (the first "
	    "'%s'): %s, not vectors (a header word<TAB>d1 would make it "
	    "vectors of d = %zu%s): give the vectors file (gensim: "
	    "model.wv.save_word2vec_format(F) writes them)", where, k == 1 ?
	    "one whole number" : "two whole numbers, the second at most the "
	    "first,", first, k == 1 ? "a vocabulary of counts (pandas' "
	    "value_counts().to_csv(F, sep='\\t', header=False), R's "
	    "write.table(as.data.frame(table(x)), F, sep='\\t', "
	    "row.names=FALSE, col.names=FALSE))" : "a "
	    "vocabulary of counts and documents (sms-vocab's word count docs "
	    "without its header?)", k, k == 1 ? ", whose every cosine is 1" :
	    "");
}

int
emb_matrix_check(const rd *s, ak_table_kind kind, ak_err *e)
{
	const ak_table *t = s->t;

	if (s->forced || s->fmt != AK_EMB_GLOVE || t->rows == 0)
		return 0;
	/* a word list (sms-vocab -v) takes a vocabulary of counts' words */
	if (kind == AK_TABLE_EMB && count_rows(t))
		return ak_errf(e, "%s:1: a word and %s (the first '%.40s %.0f'): "
		    "%s, not vectors: give the vectors file (gensim: "
		    "model.wv.save_word2vec_format(F) writes them); %s glove "
		    "reads it as vectors of d = %zu", s->name, t->cols == 1 ?
		    "one whole number a line, not negative" : "two whole "
		    "numbers a line, the second at most the first",
		    t->labels[0], t->x[0], t->cols == 1 ?
		    "a vocabulary of counts (gensim's save_word2vec_format(..., "
		    "fvocab=F), word2vec's -save-vocab, a Counter written out; "
		    "vectors of d = 1 have every cosine 1)" : "a vocabulary of "
		    "counts and documents (sms-vocab's word count docs without "
		    "its header and with spaces for TABs?)", s->opt, t->cols);
	/* d = 1 of other numbers: every cosine 1 or -1, no embeddings (a
	   list of word frequencies, a unigram distribution) */
	if (kind == AK_TABLE_EMB && t->cols == 1 && t->rows >= 2 &&
	    !number_word(t->labels[0]))
		return ak_errf(e, "%s:1: a word and one number a line (the "
		    "first '%.40s %.9g'): vectors of d = 1, whose every cosine "
		    "is 1 or -1 (no use as embeddings): a list of word "
		    "frequencies (pandas' value_counts(normalize="
		    "True).to_csv(F, sep=' ', header=False)), a unigram "
		    "distribution? not vectors: give the vectors file (gensim: "
		    "model.wv.save_word2vec_format(F) writes them); %s glove "
		    "reads it as vectors of d = 1 (ppmi-svd -d 1 --emb-format "
		    "glove writes such)", s->name, t->labels[0], t->x[0],
		    s->opt);
	if (kind == AK_TABLE_EMB && emb_count_cols(s, e) != 0)
		return -1;	/* 'the 1061396 0.277953': counts, shares */
	int ids = 1, frac = 0;	/* whole labels ('87'), values not all */
	for (size_t i = 0; i < t->rows; i++) {
		const char *w = t->labels[i];
		if (!number_word(w))
			return 0;
		ids &= strspn(w + (*w == '-'), "0123456789") == strlen(w +
		    (*w == '-'));
	}
	for (size_t i = 0; i < t->rows * t->cols && !frac; i++)
		frac = t->x[i] != floor(t->x[i]);
	if (ids && frac)
		return ak_errf(e, "%s:1: every row's first field is a number "
		    "(the first '%.40s'), a whole number where the values are "
		    "not: words that are ids (node2vec's, DeepWalk's; gensim's "
		    "save_word2vec_format(F, write_header=False) of them)? %s "
		    "glove reads them as the words; or a matrix of numbers with "
		    "no words: put each row's word first", s->name, t->labels[0],
		    s->opt);
	return ak_errf(e, "%s:1: every row's first field is a number (the "
	    "first '%.40s'): a matrix of numbers with no words "
	    "(numpy.savetxt writes one), not GloVe, whose rows start with "
	    "their word: put each row's word first; %s glove reads the first "
	    "column as the words", s->name, t->labels[0], s->opt);
}


/* 1 when p[0..n) is a word, a space and numbers (spaces between, at the
 * end, a CR) of which one or more have a decimal comma ('-0,25',
 * '1,5e-3'), others a point or none (util.h ak_number_mark): *at and *len
 * the first comma's number; else 0 */
static int
decimal_commas(const char *p, size_t n, size_t *at, size_t *len)
{
	const char *sp = n > 0 ? memchr(p, ' ', n) : NULL;
	size_t i, commas = 0;

	if (sp == NULL || sp == p)	/* no line (p NULL), or no word */
		return 0;
	*len = 0;
	for (i = (size_t)(sp - p) + 1; i < n;) {
		size_t f = i;

		if (p[i] == ' ' || p[i] == '\r') {
			i++;
			continue;
		}
		while (i < n && p[i] != ' ' && p[i] != '\r')
			i++;
		int m = ak_number_mark(p + f, i - f);
		if (m < 0)
			return 0;
		if (m == ',' && commas++ == 0) {
			*at = f;
			*len = i - f;
		}
	}
	return commas > 0;
}

/* the fix's tail for word2vec text at line 2, which may be binary read as
 * text (opt: the reading option) */
static void
binary_too(char *buf, size_t n, const char *opt)
{
	snprintf(buf, n, ", or, if it is binary, %s word2vec-bin", opt);
}

int
emb_commas_error(const char *name, long line, const char *p, size_t n,
    const char *opt, ak_err *e)
{
	size_t at = 0, len = 0, w = 0, d;
	char also[80] = "";

	if (!decimal_commas(p, n, &at, &len))
		return 0;
	/* one number a line, its commas a count's thousands separators
	   (or a decimal comma: vectors of d = 1, no writer's either); p
	   holds n bytes, not ended by a NUL */
	while (w < n && p[w] != ' ')
		w++;
	for (d = w + 1; d < n && ((p[d] >= '0' && p[d] <= '9') || p[d] ==
	    ','); d++)
		;
	if (w + 1 < n && p[w + 1] >= '0' && p[w + 1] <= '9' && d == n)
		return ak_errf(e, "%s:%ld: a word and one number with commas "
		    "a line (the first '%.*s'): a vocabulary of counts with "
		    "thousands separators (printf \"%%'d\", a spreadsheet's "
		    "number format)?, not vectors (vectors of d = 1 have every "
		    "cosine 1): give the vectors file (gensim: "
		    "model.wv.save_word2vec_format(F) writes them); as a "
		    "vocabulary, drop the separators: tr -d ',' < %s", name,
		    line, (int)(n - w - 1 > 40 ? 40 : n - w - 1), p + w + 1,
		    strcmp(name, "<stdin>") ? name : "FILE");
	if (opt != NULL)
		binary_too(also, sizeof also, opt);
	return ak_commas_error(name, line, p + at, len, opt ? "word2vec "
	    "text's" : "GloVe's", also, e);
}

int
emb_value_error(rd *s, size_t j, long line, ak_err *e)
{
	char c[300];
	size_t at;

	if (*ak_ctl_said(c, sizeof c, s->f[j + 1]))
		return ak_errf(e, "%s: field %zu%s", emb_at(s, line), j + 2, c);
	if (ak_commas_row(s->f + 1, s->d, &at))
		return ak_commas_error(s->name, line, s->f[at + 1],
		    strlen(s->f[at + 1]), s->fmt == AK_EMB_GLOVE ? "GloVe's" :
		    "word2vec text's", "", e);
	return -1;
}


/* the row's fields s->f[0..nf) are a word holding spaces, then numbers
 * (d of them, or any number before GloVe's first row set d): -1 with
 * "FILE:LINE: the word 'new york' holds a space ..." in e; else 0 */
int
emb_spaced_word(rd *s, size_t nf, long lineno, ak_err *e)
{
	size_t k = 1, len = 0;
	char w[48];

	/* numbers in strtod's syntax: a hexadecimal or inf field is the
	 * row's value, said by text_row, not a part of the word */
	while (k < nf && !number_word(s->f[k]))
		k++;
	if (k == 1 || k == nf || (s->d > 0 && nf - k != s->d))
		return 0;
	for (size_t i = 0; i < k && len + 1 < sizeof w; i++)
		len += (size_t)snprintf(w + len, sizeof w - len, "%s%s",
		    i ? " " : "", s->f[i]);
	return ak_errf(e, "%s: the word '%.40s%s' holds a space, which %s "
	    "files cannot hold (gensim writes it as it is): join its parts "
	    "(e.g. with '_') before saving, or save attnkit's TSV",
	    emb_at(s, lineno), w, len > 40 ? "..." : "", s->fmt == AK_EMB_GLOVE ?
	    "GloVe" : "word2vec");
}

/* with d known (word2vec's header, GloVe's first row) and 2 or more, a
 * row of more than d + 1 fields whose last d are numbers, and the others
 * none, is the word before them
 * holding spaces (gensim writes "new york 0.1 ..." as it is; GloVe 840B
 * holds ". . ." and "at name@domain.com"): its fields joined back in
 * place (the spaces as they were); returns the row's fields */
size_t
emb_joined_word(rd *s, size_t nf)
{
	size_t wn = nf - s->d;

	/* (d 1: a header 'V 1' read as a GloVe row may have set it) */
	if (s->d < 2 || nf <= s->d + 1)
		return nf;
	for (size_t i = 0; i < nf; i++)	/* the word's parts no numbers */
		if (number_word(s->f[i]) != (i >= wn))
			return nf;
	for (size_t i = 1; i < wn; i++)
		for (char *p = s->f[i - 1] + strlen(s->f[i - 1]); p < s->f[i];
		    p++)
			*p = ' ';
	memmove(s->f + 1, s->f + wn, s->d * sizeof *s->f);
	return s->d + 1;
}
