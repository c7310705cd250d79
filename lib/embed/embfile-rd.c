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

#include "embfile-int.h"
#include "filekind.h"
#include "gz.h"
#include "vocabhead.h"

/* the fix that writes a DataFrame of k columns as attnkit's TSV */
#define PANDAS_TSV "df.columns = [f'd{i+1}' for i in range(%zu)]; " \
	"df.to_csv(FILE, sep='\\t', index_label='word', " \
	"quoting=csv.QUOTE_NONE)"

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

/* a word's checks: UTF-8, no control byte; the word shown */
int
emb_word_ok(rd *s, const char *w, size_t n, long line, ak_err *e)
{
	size_t bad;
	char b[400];

	if (!ak_utf8_valid(w, n, &bad))
		return ak_errf(e, "%s: the word '%s' is not UTF-8 (byte %zu)%s",
		    emb_at(s, line), shown(b, sizeof b, w, n), bad + 1,
		    s->fmt == AK_EMB_W2V_BIN && emb_word_texty(w, n) ? " (a "
		    "word in Latin-1, as word2vec.c writes a Latin-1 corpus's? "
		    "the tools read UTF-8 words: gensim converts the model: "
		    "KeyedVectors.load_word2vec_format(F, binary=True, "
		    "encoding='latin1').save_word2vec_format(G, binary=True))" :
		    "");
	if (ak_has_control(w, n))
		return ak_errf(e, "%s: the word '%s' holds a control byte, "
		    "which no format's word holds", emb_at(s, line), shown(b,
		    sizeof b, w, n));
	return 0;
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
 * A row's word in CSV's quotes (filekind.h ak_csv_quoted): a '"' doubled
 * or a space inside ('"say"""', '"new york"': pandas' QUOTE_MINIMAL) is
 * a writer's quoting at any row; a plain '"the"' is when the next row's
 * word is quoted too (a writer that quotes every word: R's write.table),
 * the first row's kept in s->q1 until then (a file of one such row:
 * emb_read).  -1 with the error naming the writer and the fix; else 0.
 */
int
emb_quoted(rd *s, const char *line, long lineno, ak_err *e)
{
	size_t ql;
	int q = ak_csv_quoted(line, ' ', &ql);

	if (q == 2)
		return ak_quoted_word(emb_at(s, lineno), line, ql, 0, 0,
		    s->name, e);
	if (s->t->rows == 0)
		s->q1 = q ? lineno : 0;
	else if (s->q1 > 0 && s->t->rows == 1 && q)
		return ak_quoted_word(emb_at(s, s->q1), s->t->labels[0],
		    strlen(s->t->labels[0]), 1, 0, s->name, e);
	else
		s->q1 = 0;
	return 0;
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

int
emb_foreign(ak_reader *r, ak_err *e)
{
	unsigned char mg[16];
	int n = ak_reader_magic(r, mg, sizeof mg, e);

	if (n < 0)
		return -1;
	if (n >= 2 && mg[0] == 0x80 && mg[1] >= 2 && mg[1] <= 5)
		return ak_errf(e, "%s:1: a Python pickle (protocol %d), not "
		    "embeddings: gensim's KeyedVectors.save or Word2Vec.save "
		    "writes one; save the vectors as word2vec text with "
		    "model.wv.save_word2vec_format('vectors.txt') (binary=True "
		    "for word2vec's binary format) and give that", r->name,
		    mg[1]);
	if (n >= 6 && memcmp(mg, "\x93NUMPY", 6) == 0)
		return ak_errf(e, "%s:1: a NumPy .npy array, not embeddings: "
		    "it holds numbers and no words; write the words and their "
		    "rows as word2vec text (gensim's KeyedVectors.add_vectors, "
		    "then save_word2vec_format) and give that", r->name);
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

int
emb_matrix_check(const rd *s, ak_err *e)
{
	const ak_table *t = s->t;

	if (s->forced || s->fmt != AK_EMB_GLOVE || t->rows == 0)
		return 0;
	for (size_t i = 0; i < t->rows; i++)
		if (!number_word(t->labels[i]))
			return 0;
	return ak_errf(e, "%s:1: every row's first field is a number (the "
	    "first '%.40s'): a matrix of numbers with no words "
	    "(numpy.savetxt writes one), not GloVe, whose rows start with "
	    "their word: put each row's word first; %s glove reads the first "
	    "column as the words", s->name, t->labels[0], s->opt);
}

/* 1 when the fields of line after its first are b, b + 1, ... b + k - 1
 * (*k set): pandas' column numbers (b 0), or numbered from 1 (b 1:
 * pandas' columns range(1, k + 1)) */
static int
column_numbers(const char *line, size_t b, size_t *k)
{
	const char *p = strchr(line, '\t');
	size_t n = 0;

	while (p != NULL) {
		char num[24];
		size_t len = strcspn(++p, "\t");
		snprintf(num, sizeof num, "%zu", b + n++);
		if (len != strlen(num) || strncmp(p, num, len) != 0)
			return 0;
		p = strchr(p, '\t');
	}
	*k = n;
	return n > 0;
}

/* 1 when the fields of p are 0, 1, ... k-1 (*k set, k >= 1), separated
 * by one sep, or with runs 1 by a run of them (trailing ones allowed) */
static int
numbered(const char *p, char sep, int runs, size_t *k)
{
	const char seps[2] = { sep, '\0' };
	size_t n = 0;

	while (*p != '\0') {
		char num[24];
		size_t len = strcspn(p, seps);
		snprintf(num, sizeof num, "%zu", n++);
		if (len != strlen(num) || strncmp(p, num, len) != 0)
			return 0;
		p += len;
		if (*p == sep && *++p == '\0' && !runs)
			return 0;
		while (runs && *p == sep)
			p++;
	}
	*k = n;
	return n > 0;
}

int
emb_label_columns(const char *line, size_t *k, size_t *b)
{
	const char *sp = strchr(line, ' ');
	size_t n = 0;

	if (sp == NULL || sp == line || memchr(line, '\t', (size_t)(sp -
	    line)) != NULL)
		return 0;
	for (*b = 0; *b < 2; (*b)++) {	/* 0 .. k-1, or 1 .. k */
		const char *p = sp + 1;
		for (n = 0; *p != '\0'; n++) {
			char num[24];
			size_t len = strcspn(p, " ");
			snprintf(num, sizeof num, "%zu", *b + n);
			if (len != strlen(num) || strncmp(p, num, len) != 0)
				break;
			p += len;
			p += *p == ' ';
		}
		if (*p == '\0' && n >= 2) {
			*k = n;
			return 1;
		}
	}
	return 0;
}

int
emb_floats(char *const *f, size_t d)
{
	for (size_t i = 0; i < d; i++)
		if (strpbrk(f[i], ".eE") != NULL)
			return 1;
	return 0;
}

int
emb_pandas_label(const char *where, const char *line, size_t k, size_t b,
    const char *name, const char *opt, ak_err *e)
{
	size_t w = strcspn(line, " ");
	char sed[1200];

	return ak_errf(e, "%s: line 1 is a header: the index's label '%.*s%s' "
	    "then column numbers %zu .. %zu (pandas' to_csv(sep=' ', "
	    "index_label=...) of a DataFrame with %s), not a "
	    "GloVe row: drop it for GloVe (%s), or write attnkit's TSV "
	    "(pandas: " PANDAS_TSV "); %s glove reads it as a row", where,
	    (int)(w > 40 ? 40 : w), line, w > 40 ? "..." : "", b, b + k - 1,
	    b ? "columns numbered from 1" : "its default column names",
	    ak_sed_cmd(sed, sizeof sed, "1d", name), k, opt);
}

int
emb_space_columns(const char *line, size_t *k)
{
	if (strncmp(line, "\"\"", 2) == 0)
		line += 2;	/* the index's empty label, quoted */
	while (*line == ' ')
		line++;
	return numbered(line, ' ', 0, k) && *k >= 2;
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
	size_t at = 0, len = 0;
	char also[80] = "";

	if (!decimal_commas(p, n, &at, &len))
		return 0;
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

/* what pandas wrote where a first line is its header of column numbers
 * that no format reads: 1 to_csv()'s commas after the index's label
 * (empty, or a word), 2 the same with index=False, 3 to_string()'s
 * runs of spaces after the index's blank (sep=' ' with one space:
 * emb_space_columns), 4 to_csv(sep=';', decimal=',')'s ';' after the
 * index's label; *k the columns; else 0 */
static int
pandas_other(const char *line, size_t *k)
{
	const char *comma = strchr(line, ','), *semi = strchr(line, ';');

	if (semi != NULL && comma == NULL && numbered(semi + 1, ';', 0, k))
		return 4;
	if (comma != NULL && numbered(line, ',', 0, k) && *k >= 2)
		return 2;
	if (comma != NULL && numbered(comma + 1, ',', 0, k))
		return 1;
	if (line[0] == ' ' && numbered(line + strspn(line, " "), ' ', 1, k))
		return 3;
	return 0;
}


int
emb_pandas_space(const char *where, size_t k, const char *name,
    const char *opt, ak_err *e)
{
	char sed[1200];

	return ak_errf(e, "%s: line 1 is a header of column numbers 0 .. %zu "
	    "(pandas' to_csv(sep=' ') default), not word2vec's 'V d' nor a "
	    "GloVe row: drop it for GloVe (%s; %s glove), or write "
	    "word2vec's header (gensim: KeyedVectors.save_word2vec_format)",
	    where, k - 1, ak_sed_cmd(sed, sizeof sed, "1d", name), opt);
}

/* line's fields split at sep: *k of them, *nums of those after the
 * first numbers (util.h ak_number_mark), *dims 1 when they are word,
 * d1 .. dk (attnkit's TSV header but for the separator) */
static void
split_at(const char *line, char sep, size_t *k, size_t *nums, int *dims)
{
	char name[24];
	size_t len;

	*k = *nums = 0;
	*dims = strncmp(line, "word", 4) == 0 && line[4] == sep;
	for (const char *p = line;; p += len + 1) {
		len = strcspn(p, sep == ';' ? ";" : sep == ',' ? "," : " ");
		snprintf(name, sizeof name, "d%zu", *k);
		if (*k > 0 && (len != strlen(name) || strncmp(p, name, len)))
			*dims = 0;
		*nums += *k > 0 && ak_number_mark(p, len) >= 0;
		(*k)++;
		if (p[len] == '\0')
			break;
	}
}

/* to_string()'s header of named columns: spaces, then words over runs
 * of spaces, one or more no number; *k the words */
static int
string_names(const char *l, size_t *k)
{
	size_t len, names = 0;

	*k = 0;
	if (l[0] != ' ')
		return 0;
	for (l += strspn(l, " "); *l != '\0'; l += len + strspn(l + len, " ")) {
		len = strcspn(l, " ");
		names += ak_number_mark(l, len) < 0;
		(*k)++;
	}
	return names > 0;
}

/* pandas' other writers of a DataFrame of vectors, none a format: a
 * header of named columns (to_csv's default) or rows without one
 * (header=False) separated by commas, or by ';' (sep=';', decimal=',', as
 * a spreadsheet in a comma locale), and to_string() of named columns:
 * -1 with the error and its fix; else 0 */
static int
pandas_named(const ak_reader *r, const char *opt, ak_err *e)
{
	const char *l = r->line, *n = strcmp(r->name, "<stdin>") ? r->name :
	    "FILE";
	char sep = strchr(l, '\t') ? 0 : strchr(l, ';') ? ';' :
	    strchr(l, ',') ? ',' : 0, fix[300] = "";
	size_t k = 0, nums;
	int dims;

	if (sep != 0)
		split_at(l, sep, &k, &nums, &dims);
	if (sep != 0 && k >= 2 && nums == 0) {
		if (dims)	/* word, d1 .. dk: tr makes attnkit's TSV */
			snprintf(fix, sizeof fix, ", or, where no word holds "
			    "a comma: tr '%s' '%s' < %s > FILE.tsv", sep == ';'
			    ? ";," : ",", sep == ';' ? "\\t." : "\\t", n);
		return ak_errf(e, "%s: line 1 is a header of named columns "
		    "separated by '%c' (pandas' to_csv%s): no embeddings format "
		    "separates fields so; write the vectors again as attnkit's "
		    "TSV (pandas: " PANDAS_TSV ")%s", ak_reader_where(r), sep,
		    sep == ';' ? "(sep=';', decimal=','), a spreadsheet's CSV "
		    "in a comma locale?" : " default", k - 1, fix);
	}
	size_t w = strcspn(l, sep == ';' ? ";" : ",");	/* the word */
	if (sep != 0 && k >= 2 && nums == k - 1 && w > 0 &&
	    ak_number_mark(l, w) < 0)
		return ak_errf(e, "%s: line 1 is a word and numbers separated "
		    "by '%c' (pandas' to_csv(header=False)?), no embeddings "
		    "format's: make it GloVe, where no word holds a comma or a "
		    "space: tr '%s' '%s' < %s > FILE.txt, then %s glove",
		    ak_reader_where(r), sep, sep == ';' ? ";," : ",", sep ==
		    ';' ? " ." : " ", n, opt);
	if (string_names(l, &k))
		return ak_errf(e, "%s: line 1 starts with spaces, then column "
		    "names over spaces (pandas' to_string()?): a display, its "
		    "values rounded to pandas' display.precision (6 digits), "
		    "not a file of vectors; write the vectors again as "
		    "attnkit's TSV, which keeps every digit (pandas: "
		    PANDAS_TSV ")", ak_reader_where(r), k);
	return 0;
}

/* a JSON document at line 1 ('{' or '[' first): pandas' to_json of a
 * vectors DataFrame, named with the pandas line that makes attnkit's
 * TSV; else 0 */
static int
json_doc(const ak_reader *r, ak_err *e)
{
	const char *l = r->line + strspn(r->line, " \t");

	if (*l != '{' && *l != '[')
		return 0;
	if (*l == '{')
		return ak_errf(e, "%s: a JSON object, not embeddings (pandas' "
		    "df.to_json() of a vectors DataFrame writes one, its columns "
		    "the dimensions and the words in each): write attnkit's TSV "
		    "from it: pandas: df = pd.read_json('%s', convert_axes=False); "
		    "df.columns = [f'd{i+1}' for i in range(len(df.columns))]; "
		    "df.to_csv(FILE, sep='\\t', index_label='word', "
		    "quoting=csv.QUOTE_NONE)", ak_reader_where(r), strcmp(r->name,
		    "<stdin>") ? r->name : "FILE");
	return ak_errf(e, "%s: a JSON array, not embeddings (pandas' "
	    "df.to_json(orient='records' or 'values') writes one, without the "
	    "index that holds the words): write the DataFrame as attnkit's "
	    "TSV instead: pandas: " PANDAS_TSV, ak_reader_where(r), (size_t)0);
}

/* a first line that is a word holding spaces, then numbers ('new york
 * 0.1 0.2'): 1 (GloVe's row, said by text_row: "the word 'new york'
 * holds a space"); else 0 */
int
emb_spaced_first(const char *line)
{
	size_t words = 0, nums = 0;

	if (strchr(line, '\t') != NULL || line[0] == ' ')
		return 0;
	for (const char *p = line; *p != '\0'; ) {
		size_t n = strcspn(p, " ");
		char *end;
		int num = n > 0 && (strtod(p, &end), end == p + n);
		if (num)
			nums++;
		else if (nums > 0)
			return 0;	/* a word after numbers */
		else
			words++;
		p += n;
		p += strspn(p, " ");
	}
	return words >= 2 && nums >= 1;
}

/* 1 when line is a label then d1 .. dk (k >= 1), one space between:
 * attnkit's header with spaces, its word column named otherwise (pandas'
 * to_csv(sep=' ', index_label='token')); *k set */
static int
label_dims(const char *line, size_t *k)
{
	const char *p = strchr(line, ' ');
	char name[24];

	if (p == NULL || p == line)
		return 0;
	for (*k = 0; *p == ' '; (*k)++) {
		size_t len = strcspn(++p, " ");
		snprintf(name, sizeof name, "d%zu", *k + 1);
		if (len != strlen(name) || strncmp(p, name, len) != 0)
			return 0;
		p += len;
	}
	return *p == '\0';
}

int
emb_not_format(ak_reader *r, const char *opt, ak_err *e)
{
	size_t k;
	char sed[1200];

	if (label_dims(r->line, &k))
		return ak_errf(e, "%s: line 1 is a header, a label then d1 .. "
		    "d%zu separated by spaces (pandas' to_csv(sep=' ', "
		    "index_label=...)?), not a GloVe row: drop it for GloVe (%s; "
		    "%s glove), or write attnkit's TSV, TABs between "
		    "(pandas: " PANDAS_TSV ")", ak_reader_where(r), k,
		    ak_sed_cmd(sed, sizeof sed, "1d", r->name), opt, k);

	char *f0 = r->line;	/* a vocabulary as CSV (sms-vocab -v's) */
	if (ak_vocab_layout(&f0, 1, ak_reader_where(r), r->name, e) != 0)
		return -1;
	if (json_doc(r, e) != 0 || ak_r_header_spaced(r->line,
	    ak_reader_where(r), r->name, opt, e) != 0)
		return -1;
	if (emb_space_columns(r->line, &k))
		return emb_pandas_space(ak_reader_where(r), k, r->name, opt, e);
	if (emb_commas_error(r->name, 1, r->line, strlen(r->line), NULL,
	    e) != 0)
		return -1;
	switch (pandas_other(r->line, &k)) {
	case 1:
		return ak_errf(e, "%s: line 1 is a header of column numbers "
		    "0 .. %zu separated by commas (pandas' to_csv default): "
		    "no embeddings format separates fields by commas; write "
		    "the vectors again as attnkit's TSV (pandas: "
		    PANDAS_TSV "), or, where no word holds a comma, a quote "
		    "or a space, make it GloVe: %s | tr ',' ' ' > "
		    "FILE.txt, then %s glove", ak_reader_where(r), k - 1, k,
		    ak_sed_cmd(sed, sizeof sed, "1d", r->name), opt);
	case 2:
		return ak_errf(e, "%s: line 1 is a header of column numbers "
		    "0 .. %zu separated by commas (pandas' "
		    "to_csv(index=False)): no embeddings format separates "
		    "fields by commas, and the rows hold no words; write the "
		    "vectors again with the words as the index, as attnkit's "
		    "TSV (pandas: " PANDAS_TSV ")", ak_reader_where(r), k - 1,
		    k);
	case 4:
		return ak_errf(e, "%s: line 1 is a header of column numbers "
		    "0 .. %zu separated by ';' (pandas' to_csv(sep=';', "
		    "decimal=','), a spreadsheet's CSV in a comma locale?): no "
		    "embeddings format separates fields so; write the vectors "
		    "again as attnkit's TSV (pandas: " PANDAS_TSV "), or, where "
		    "no word holds ';', ',' or a space, make it GloVe: "
		    "%s | tr ';,' ' .' > FILE.txt, then %s glove",
		    ak_reader_where(r), k - 1, k, ak_sed_cmd(sed, sizeof sed,
		    "1d", r->name), opt);
	case 3:
		return ak_errf(e, "%s: line 1 is a header of column numbers "
		    "0 .. %zu over runs of spaces (pandas' to_string()): a "
		    "display, its values rounded to pandas' display.precision "
		    "(6 digits), not a file of vectors; write the vectors again as "
		    "attnkit's TSV, which keeps every digit (pandas: "
		    PANDAS_TSV ")", ak_reader_where(r), k - 1, k);
	}
	if (pandas_named(r, opt, e) != 0)
		return -1;
	return ak_errf(e, "%s: not an embeddings file (first line '%.40s%s'; "
	    "want attnkit's TSV header word<TAB>d1 ... dk, word2vec's 'V d' "
	    "or a GloVe row: a word and numbers, space-separated)",
	    ak_reader_where(r), r->line, strlen(r->line) > 40 ? "..." : "");
}

int
emb_headless(const ak_reader *r, ak_err *e)
{
	size_t k;

	size_t b = column_numbers(r->line, 0, &k) ? 0 :
	    column_numbers(r->line, 1, &k) ? 1 : 2;
	if (b < 2)
		return ak_errf(e, "%s: line 1 is a header of column numbers "
		    "%zu .. %zu (%s), where attnkit's TSV "
		    "header is word<TAB>d1 ... d%zu: name the columns so "
		    "(pandas: df.columns = [f'd{i+1}' for i in range(%zu)] "
		    "before to_csv(sep='\\t', index_label='word', "
		    "quoting=csv.QUOTE_NONE); or awk "
		    "-F'\\t' 'NR == 1 { $0 = \"word\"; for (i = 1; i <= %zu; "
		    "i++) $0 = $0 \"\\td\" i } 1' %s)", ak_reader_where(r),
		    b, b + k - 1, b ? "numbered from 1: pandas' columns "
		    "range(1, k + 1)" : "pandas' to_csv default", k, k, k,
		    r->name);
	return ak_errf(e, "%s: a row of TAB-separated numbers with no header: "
	    "attnkit's TSV starts with the header word<TAB>d1 ... dk, and "
	    "word2vec and GloVe separate fields by spaces",
	    ak_reader_where(r));
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
