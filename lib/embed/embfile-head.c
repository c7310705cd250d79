/*
 * embfile-head.c — the first lines other writers put where a vectors
 * file's format should start, none a format (embfile-int.h): pandas'
 * headers of column numbers or names (to_csv, to_string, to_json), R's
 * write.table and write.csv headers, named with the fix that works.
 * Called by embfile.c; calls embfile-row.c, embfile-list.c and
 * embfile-rd.c, never the reverse.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "embfile-int.h"
#include "filekind.h"
#include "gz.h"
#include "table.h"
#include "util.h"
#include "vocabhead.h"

/* 1 when p (to its end) is k >= 1 whole numbers as pandas writes column
 * labels (digits, no sign, no leading 0 but '0'), separated by single
 * sep, each above the one before (pandas' columns, all or selected:
 * df.iloc[:, 100:103], a dropped one): *k set, *b the first when they are
 * consecutive from 0 or 1, else 2 (*b 2 for '2 3 4' too); else 0 */
static int
whole_run(const char *p, char sep, size_t *k, size_t *b)
{
	size_t n = 0, prev = 0, first = 0, consec = 1;

	for (;;) {
		size_t len = 0, v = 0;
		while (p[len] >= '0' && p[len] <= '9' && len < 12)
			v = v * 10 + (size_t)(p[len++] - '0');
		if (len == 0 || (p[len] != sep && p[len] != '\0') || (len > 1 &&
		    p[0] == '0') || (n > 0 && v <= prev))
			return 0;
		if (n == 0)
			first = v;
		consec &= n == 0 || v == prev + 1;
		prev = v;
		n++;
		p += len;
		if (*p == '\0')
			break;
		p++;
	}
	*k = n;
	*b = consec && first <= 1 ? first : 2;
	return 1;
}

/* 1 when the fields of line after its first (a TAB after it) are whole
 * numbers as pandas writes its column labels (whole_run: *k, *b set) */
static int
column_numbers(const char *line, size_t *k, size_t *b)
{
	const char *p = strchr(line, '\t');

	return p != NULL && whole_run(p + 1, '\t', k, b);
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

/* 1 when line is pandas' header of a named index written with sep=' ':
 * a label ('word', 'token'), then k >= 1 whole numbers, each above the
 * one before, one space between: 0 .. k-1 (*b 0), 1 .. k (*b 1), or
 * others (*b 2: columns selected, 'word 100 101', or one dropped, 'word
 * 0 2 3') (*k, *b set); else 0 */
static int
emb_label_columns(const char *line, size_t *k, size_t *b)
{
	const char *sp = strchr(line, ' ');

	if (sp == NULL || sp == line || memchr(line, '\t', (size_t)(sp -
	    line)) != NULL)
		return 0;
	return whole_run(sp + 1, ' ', k, b);
}

/* 1 when one or more of the d fields f[0..d) (all of them when all: the
 * edge of a header of one column or of columns selected) is spelled as a
 * float is ('0.1', '1e-3': pandas writes a float column's 1 as '1.0');
 * else 0 (whole numbers: a row of a toy file 'a 1 2' as likely) */
static int
emb_floats(char *const *f, size_t d, int all)
{
	size_t n = 0;

	for (size_t i = 0; i < d; i++)
		n += strpbrk(f[i], ".eE") != NULL;
	return all ? n == d : n > 0;
}

/* 1 when w[0..n) is a label a user gives a frame's index of words
 * (index_label=...), in any case, singular or plural: 'word', 'Words',
 * 'TOKEN', 'index', 'id', 'term', 'key', 'vocab', 'name', 'label',
 * 'node', 'item', their usual abbreviations ('w', 'tok', 'idx', 'ix') and
 * 'feature', 'type', 'text' (no toy file's word: a toy file's first word
 * is a word of its text); else 0 */
static int
index_label(const char *w, size_t n)
{
	static const char *const lab[] = { "word", "token", "index", "id",
	    "term", "key", "vocab", "vocabulary", "name", "label", "node",
	    "item", "entity", "lemma", "w", "tok", "idx", "ix", "feature",
	    "type", "text" };

	if (n > 1 && (w[n - 1] | 0x20) == 's')
		n--;	/* 'words', 'IDs' */
	for (size_t i = 0; i < sizeof lab / sizeof *lab; i++)
		if (strlen(lab[i]) == n && strncasecmp(w, lab[i], n) == 0)
			return 1;
	return 0;
}

int
emb_label_header(const rd *s)
{
	size_t w = strcspn(s->head1, " ");

	if (s->hdr == 0 || s->t->rows != 1)
		return 0;
	if (emb_floats(s->f + 1, s->d, s->hdr == 3 || s->d == 1))
		return 1;
	/* over whole numbers (pandas writes an int column's 12 as '12'):
	   a toy file's 'a 0 1' is a row, but not 0 .. k-1 at k >= 3, nor
	   0 .. k-1 or 1 .. k after a label pandas' index gets */
	return s->hdr <= 2 && ((s->hdr == 1 && s->d >= 3) ||
	    index_label(s->head1, w));
}

/* "column numbers 0 .. 2", "column number 0", "column numbers 100 101
 * 102" (nums: the header after its label) into buf */
static const char *
numbers_said(char *buf, size_t n, const char *nums, size_t k, size_t b)
{
	size_t len = strlen(nums);

	if (k == 1)
		snprintf(buf, n, "column number %s", nums);
	else if (b < 2)
		snprintf(buf, n, "column numbers %zu .. %zu", b, b + k - 1);
	else
		snprintf(buf, n, "column numbers %.40s%s", nums, len > 40 ?
		    " ..." : "");
	return buf;
}

int
emb_pandas_label(const char *where, const char *line, size_t k, size_t b,
    const char *name, const char *opt, ak_err *e)
{
	size_t w = strcspn(line, " ");
	char sed[1200], said[80];

	return ak_errf(e, "%s: line 1 is a header: the index's label '%.*s%s' "
	    "then %s (pandas' to_csv(sep=' ', index_label=...) of a DataFrame "
	    "with %s), not a GloVe row: drop it for GloVe (%s), or write "
	    "attnkit's TSV (pandas: " PANDAS_TSV "); %s glove reads it as a "
	    "row", where, (int)(w > 40 ? 40 : w), line, w > 40 ? "..." : "",
	    numbers_said(said, sizeof said, line + w + (line[w] == ' '), k, b),
	    k == 1 ? "one column" : b == 1 ? "columns numbered from 1" : b ==
	    2 ? "columns selected or dropped" : "its default column names",
	    ak_sed_cmd(sed, sizeof sed, "1d", name), k, opt);
}

int
emb_space_columns(const char *line, size_t *k)
{
	int one = 0;	/* one space or '""' before: a one-column frame's */

	if (strncmp(line, "\"\"", 2) == 0)
		line += 2;	/* the index's empty label, quoted */
	one = line[0] == ' ' && line[1] != ' ';
	while (*line == ' ')
		line++;
	return numbered(line, ' ', 0, k) && (*k >= 2 || one);
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
	if (semi != NULL && comma == NULL && numbered(line, ';', 0, k) &&
	    *k >= 2)
		return 5;
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

	char said[40];

	snprintf(said, sizeof said, k == 1 ? "number 0" : "numbers 0 .. %zu",
	    k - 1);
	return ak_errf(e, "%s: line 1 is a header of column %s "
	    "(pandas' to_csv(sep=' ') default), not word2vec's 'V d' nor a "
	    "GloVe row: drop it for GloVe (%s; %s glove), or write "
	    "word2vec's header (gensim: KeyedVectors.save_word2vec_format)",
	    where, said, ak_sed_cmd(sed, sizeof sed, "1d", name), opt);
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
	if (sep != 0 && k >= 2 && k <= 4 && nums == 0) {
		char buf[256], *f[4], d[2] = { sep, '\0' };
		size_t nf = 0;
		snprintf(buf, sizeof buf, "%s", l);
		for (char *p = strtok(buf, d); p != NULL && nf < 4;
		    p = strtok(NULL, d))
			f[nf++] = p;
		if (ak_count_header(f, nf, ak_reader_where(r), e) != 0)
			return -1;
	}
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
	/* one number: no vectors (every cosine 1), a count or frequency
	   (pandas' value_counts().to_csv(F, header=False)) */
	if (sep != 0 && k == 2 && nums == 1 && w > 0 &&
	    ak_number_mark(l, w) < 0)
		return ak_errf(e, "%s: line 1 is a word and one number "
		    "separated by '%c' ('%.60s'): a vocabulary of counts or "
		    "frequencies (pandas' value_counts().to_csv(F, header=False), "
		    "normalize=True's), not vectors (vectors of d = 1 have every "
		    "cosine 1 or -1): give the vectors file (gensim: "
		    "model.wv.save_word2vec_format(F) writes them); as a word "
		    "list (sms-vocab -v): tr '%c' ' ' < %s > FILE.txt",
		    ak_reader_where(r), sep, l, sep, n);
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

/* R's write.table() header of vectors at r's line 1, fields separated
 * by sep (a space; a comma: write.csv()): -1 with its error (filekind.h
 * ak_r_header_line), line 2 read to tell a matrix's header from a
 * data.frame's by its fields (r left there); else 0, r unmoved */
static int
r_header(ak_reader *r, char sep, const char *opt, ak_err *e)
{
	ak_err scratch;
	char where[1100], *line;
	size_t rowf = 0;

	if (ak_r_header_line(r->line, sep, 0, "", r->name, opt, &scratch) == 0)
		return 0;
	snprintf(where, sizeof where, "%s", ak_reader_where(r));
	if ((line = strdup(r->line)) == NULL)
		return ak_r_header_line(r->line, sep, 0, where, r->name, opt, e);
	if (ak_reader_next(r, &scratch) == 1 && r->line[0] != '\0') {
		rowf = 1;
		for (const char *p = r->line; *p != '\0'; p++)
			rowf += *p == sep;
	}
	ak_r_header_line(line, sep, rowf, where, r->name, opt, e);
	free(line);
	return -1;
}

/* line 1 of r is column numbers 0 .. k-1 separated by sep (',' or ';':
 * to_csv(sep=';', decimal=',')): over rows whose first field is a word,
 * the index's label 0 (pandas' to_csv of a frame read with
 * read_csv(header=None, index_col=0)) and k - 1 columns; else
 * index=False's, no words (line 2 read: r left there).  -1 with the
 * error and its fix */
static int
index_zero(ak_reader *r, char sep, size_t k, const char *opt, ak_err *e)
{
	char where[1100], sed[1200];
	ak_err scratch;
	int words = 0;

	snprintf(where, sizeof where, "%s", ak_reader_where(r));
	if (ak_reader_next(r, &scratch) == 1) {
		size_t w = strcspn(r->line, (const char[]){ sep, '\0' });
		words = w > 0 && ak_number_mark(r->line, w) < 0;
	}
	if (!words)
		return ak_errf(e, "%s: line 1 is a header of column numbers "
		    "0 .. %zu separated by %s (pandas' to_csv(index=False%s)): "
		    "no embeddings format separates fields %s, and the rows "
		    "hold no words; write the vectors again with the words as "
		    "the index, as attnkit's TSV (pandas: " PANDAS_TSV ")",
		    where, k - 1, sep == ',' ? "commas" : "';'", sep == ';' ?
		    ", sep=';', decimal=','" : "", sep == ',' ? "by commas" :
		    "so", k);
	return ak_errf(e, "%s: line 1 is a header: the index's label '0' then "
	    "column numbers 1 .. %zu separated by '%c' (pandas' to_csv(%s) of "
	    "a DataFrame read with read_csv(..., header=None, index_col=0), "
	    "its index named 0): no embeddings format separates fields so; "
	    "write the vectors again as attnkit's TSV (pandas: " PANDAS_TSV
	    "), or, where no word holds '%c'%s, a quote or a space, make it "
	    "GloVe: %s | tr '%s' '%s' > FILE.txt, then %s glove", where, k - 1,
	    sep, sep == ';' ? "sep=';', decimal=','" : "", k - 1, sep, sep ==
	    ';' ? ", ','" : "", ak_sed_cmd(sed, sizeof sed, "1d", r->name),
	    sep == ';' ? ";," : ",", sep == ';' ? " ." : " ", opt);
}

/* line 1 of r: two or more fields separated by single spaces, each in
 * double quotes, those after the first numbers inside ('"cat" "0.1"':
 * pandas' quoting=csv.QUOTE_ALL): -1 with its error and the fix; else 0 */
static int
quote_all(const ak_reader *r, ak_err *e)
{
	const char *p = r->line;
	size_t nf = 0;
	char cmd[1200];

	for (;; nf++) {
		size_t len = strcspn(p, " ");
		if (len < 2 || p[0] != '"' || p[len - 1] != '"' || memchr(p + 1,
		    '"', len - 2) != NULL || (nf > 0 && ak_number_mark(p + 1,
		    len - 2) < 0))
			return 0;
		p += len;
		if (*p++ == '\0')
			break;
	}
	if (nf < 1)
		return 0;
	return ak_errf(e, "%s: every field of line 1 is in double quotes, its "
	    "numbers too ('%.40s%s': pandas' quoting=csv.QUOTE_ALL, Python "
	    "csv's): no embeddings format has quoting, and the quotes would "
	    "be read into the words: write the file without: pandas: "
	    "df.to_csv(FILE, sep=' ', header=False, quoting=csv.QUOTE_NONE); "
	    "or, where no word holds a '\"' or a space, drop them: %s > "
	    "FILE.txt", ak_reader_where(r), r->line, strlen(r->line) > 40 ?
	    "..." : "", ak_sed_cmd(cmd, sizeof cmd, "'s/\"//g'", r->name));
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

	if (emb_printed(ak_reader_where(r), r->line, NULL, r->name, e) != 0)
		return -1;
	char *f0 = r->line;	/* a vocabulary as CSV (sms-vocab -v's) */
	if (ak_uniq_c_error(ak_reader_where(r), f0, r->name, 0, e) != 0 ||
	    ak_vocab_layout(&f0, 1, ak_reader_where(r), r->name, e) != 0)
		return -1;
	if (emb_json_doc(r, e) != 0 || quote_all(r, e) != 0 ||
	    r_header(r, ' ', opt, e) != 0 ||
	    r_header(r, ',', opt, e) != 0)
		return -1;
	if (emb_space_columns(r->line, &k))
		return emb_pandas_space(ak_reader_where(r), k, r->name, opt, e);
	if (emb_commas_error(r->name, 1, r->line, strlen(r->line), NULL,
	    e) != 0)
		return -1;
	int po = pandas_other(r->line, &k);
	char sep5 = po == 5 ? ';' : ',';

	switch (po) {
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
	case 5:
		return index_zero(r, sep5, k, opt, e);
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
	if (pandas_named(r, opt, e) != 0) {
		emb_list_rows(r, r->line, e);	/* 'word,vector' over lists */
		return -1;
	}
	return ak_errf(e, "%s: not an embeddings file (first line '%.40s%s'; "
	    "want attnkit's TSV header word<TAB>d1 ... dk, word2vec's 'V d' "
	    "or a GloVe row: a word and numbers, space-separated)",
	    ak_reader_where(r), r->line, strlen(r->line) > 40 ? "..." : "");
}

/* 1 when every field of line after its first, split at sep, is a float
 * as pandas writes one ('0.5', '1.0', '1e-05': a '.' or an exponent) */
static int
all_floats(const char *line, char sep)
{
	const char *p = strchr(line, sep);
	size_t n = 0;

	for (; p != NULL; p = strchr(p, sep), n++) {
		size_t len = strcspn(++p, (const char[]){ sep, '\0' });
		if (ak_number_mark(p, len) < 0 || strcspn(p, ".eE") >= len)
			return 0;
	}
	return n > 0;
}

int
emb_headless(ak_reader *r, ak_err *e)
{
	size_t k, b;
	char said[80], where[1100], *l1 = strdup(r->line);
	ak_err scratch;
	int h = l1 != NULL && column_numbers(l1, &k, &b);

	snprintf(where, sizeof where, "%s", ak_reader_where(r));
	/* other whole numbers than 0 .. k-1, 1 .. k: a header over rows of
	   floats as pandas writes them, else a row */
	if (h && b == 2)
		h = ak_reader_next(r, &scratch) == 1 && all_floats(r->line,
		    '\t');
	if (h)
		ak_errf(e, "%s: line 1 is a header of %s (%s), where "
		    "attnkit's TSV header is word<TAB>d1 ... d%zu: name the "
		    "columns so (pandas: df.columns = [f'd{i+1}' for i in "
		    "range(%zu)] before to_csv(sep='\\t', index_label='word', "
		    "quoting=csv.QUOTE_NONE); or awk -F'\\t' 'NR == 1 { $0 = "
		    "\"word\"; for (i = 1; i <= %zu; i++) $0 = $0 \"\\td\" i } "
		    "1' %s)", where, numbers_said(said, sizeof said,
		    strchr(l1, '\t') + 1, k, b), b == 2 ? "pandas' columns "
		    "selected or dropped: df.iloc[:, a:b], drop()" : b ?
		    "numbered from 1: pandas' columns range(1, k + 1)" :
		    "pandas' to_csv default", k, k, k, r->name);
	else if (emb_tab_counts(r, l1, where, e) == 0) {
		for (k = 0, b = 0; l1 != NULL && l1[b] != '\0'; b++)
			k += l1[b] == '\t';
		ak_errf(e, "%s: a row of TAB-separated numbers with no header "
		    "(pandas' to_csv(sep='\\t', header=False)): attnkit's TSV "
		    "starts with the header word<TAB>d1 ... dk, and word2vec "
		    "and GloVe separate fields by spaces: write the header "
		    "(pandas: " PANDAS_TSV "), or add it: awk 'BEGIN { printf "
		    "\"word\"; for (i = 1; i <= %zu; i++) printf \"\\td\" i; "
		    "print \"\" } 1' %s > FILE.tsv; or make GloVe: tr '\\t' ' ' "
		    "< %s > FILE.txt", where, k, k, r->name, r->name);
	}
	free(l1);
	return -1;
}

int
emb_first_line(rd *s, const char *line, ak_err *e)
{
	size_t k, b;

	if (emb_printed(emb_at(s, 1), line, NULL, s->name, e) != 0)
		return -1;

	/* a GloVe row '0 1 2' (word '0', values 1 and 2) or ' 0 1': pandas'
	   header, said with the fix */
	if (emb_space_columns(line, &k))
		return emb_pandas_space(emb_at(s, 1), k, s->name, s->opt, e);
	if (s->fmt != AK_EMB_GLOVE)
		return 0;
	/* a named index's label first ('word 0 1 2'): pandas' header when
	   row 2 is floats as pandas writes them (text_row) */
	if (emb_label_columns(line, &k, &b)) {
		s->hdr = (int)b + 1;
		snprintf(s->head1, sizeof s->head1, "%s", line);
	}
	return emb_padded(s, line, 1, e);
}

int
emb_second_header(rd *s, const ak_reader *r, size_t V, size_t V2, ak_err *e)
{
	char sc[96], sed[1200];

	snprintf(sc, sizeof sc, "-e '%ldd' -e '1s/.*/%zu %zu/'", r->lineno,
	    V + V2, s->d);
	return ak_errf(e, "%s: a second word2vec header, '%s', after the %zu "
	    "words of line 1's: files joined with cat? give each as its own "
	    "file, or drop this line and count the words of both in line 1: "
	    "%s > FILE.vec", ak_reader_where(r), r->line, V, ak_sed_cmd(sed,
	    sizeof sed, sc, s->name));
}
