/*
 * embfile-row.c — a row of GloVe or word2vec text looked at before it is
 * read (embfile-int.h emb_line_check, emb_padded, emb_row_count): a word
 * then a list or array in brackets (Python's print, forced format or
 * detected), pandas' to_string() display padded by runs of spaces, and
 * pandas' NaN written as an empty field (to_csv(sep=' '), na_rep=''),
 * named at the line that holds it, not as a row's count of numbers.
 * Called by embfile.c and embfile-head.c; calls embfile-list.c and
 * embfile-rd.c, never the reverse.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "embfile-int.h"

/* 1 when line holds a run of two or more spaces between two fields (not
 * at its start or end): columns padded to align, as a display pads them */
static int
padded(const char *line)
{
	const char *p = strstr(line, "  ");

	return p != NULL && p > line && p[strspn(p, " ")] != '\0';
}

/* 1 when line is a word then numbers separated by one space, or two
 * where a field is empty (pandas' to_csv(sep=' ') writes NaN so,
 * na_rep=''), one of them with more digits than a display's 6 decimals
 * (a display rounds every value); else 0 */
static int
empty_fields(const char *line)
{
	const char *p = line + strcspn(line, " ");
	int full = 0;

	if (p == line)
		return 0;
	while (*p == ' ') {
		size_t sp = strspn(p, " ");
		char *end;

		if (sp > 2 || p[sp] == '\0')
			return 0;
		p += sp;
		size_t n = strcspn(p, " "), dig = 0;
		(void)strtod(p, &end);
		if (end != p + n)
			return 0;
		for (size_t i = 0; i < n && p[i] != 'e' && p[i] != 'E'; i++)
			dig += p[i] >= '0' && p[i] <= '9';
		full |= dig > 8;
		p += n;
	}
	return *p == '\0' && full;
}

int
emb_padded(rd *s, const char *line, long lineno, ak_err *e)
{
	size_t nf = 0;

	if (s->forced || s->fmt != AK_EMB_GLOVE || !padded(line))
		return 0;
	if (empty_fields(line))
		return ak_errf(e, "%s: an empty value after '%.*s' (two spaces "
		    "between its numbers, which have every digit: no display's): "
		    "a missing value, which pandas' to_csv(sep=' ') writes as an "
		    "empty field (NaN, na_rep=''): drop or fill the missing "
		    "values before writing (df.dropna() or df.fillna(0))",
		    emb_at(s, lineno), (int)(strcspn(line, " ") > 40 ? 40 :
		    strcspn(line, " ")), line);
	for (const char *p = line; *p != '\0'; p += strspn(p, " "), nf++)
		p += strcspn(p, " ");
	return ak_errf(e, "%s: line %ld's fields are aligned by runs of spaces "
	    "('%.40s%s'%s), as pandas' to_string() pads a display (its rows, "
	    "header=False or pasted): its values rounded to pandas' "
	    "display.precision (6 digits), not a file of vectors; write the "
	    "vectors again as attnkit's TSV, which keeps every digit (pandas: "
	    PANDAS_TSV "); %s glove reads the rows as they are", emb_at(s,
	    lineno), lineno, line, strlen(line) > 40 ? "..." : "", lineno > 1 ?
	    "; line 1's are not: pandas pads a column to its longest word and "
	    "a value's sign" : "", nf > 1 ? nf - 1 : 1, s->opt);
}

/* the empty fields of line after its word: a run of r spaces inside
 * holds r - 1 (pandas' to_csv(sep=' ') writes a NaN as nothing), r at
 * the end; *in those inside */
static size_t
empty_count(const char *line, size_t *in)
{
	const char *p = line + strcspn(line, " ");
	size_t n = 0, r;

	*in = 0;
	while ((r = strspn(p, " ")) > 0) {
		if (p[r] == '\0')
			return n + r;
		n += r - 1;
		*in += r - 1;
		p += r + strcspn(p + r, " ");
	}
	return n;
}

/* 1 when line's last d fields are numbers (strtod's syntax) after two
 * or more others and no ']' ends it: with d known, a gensim word holding
 * a space ('x [', 'x [1') that emb_joined_word reads */
static int
joined_row(const char *line, size_t d)
{
	size_t n = strlen(line), k = 0;

	while (n > 0 && line[n - 1] == ' ')
		n--;
	if (n == 0 || line[n - 1] == ']')
		return 0;
	for (; k < d && n > 0; k++) {
		size_t end = n;
		char *x;
		while (n > 0 && line[n - 1] != ' ')
			n--;
		(void)strtod(line + n, &x);
		if (n == end || x != line + end)
			return 0;
		while (n > 0 && line[n - 1] == ' ')
			n--;
	}
	return k == d && n > strcspn(line, " ");
}

int
emb_line_check(rd *s, const char *line, long lineno, ak_err *e)
{
	s->gaps = empty_count(line, &s->gapin);
	if (s->d == 0) {
		s->gaps1 = s->gapin;
		s->line1 = lineno;
	}
	/* a word, a space, then a printed array or list: no format's row,
	   forced or detected (a word of no space, no '[' first: a value) */
	if (line[strcspn(line, " \t,")] == ' ' && (s->d == 0 ||
	    !joined_row(line, s->d)) && emb_printed(emb_at(s, lineno), line,
	    NULL, s->name, e) != 0)
		return -1;
	return s->forced ? 0 : emb_padded(s, line, lineno, e);
}

int
emb_row_count(rd *s, size_t n, const char *w, int gap, long lineno,
    ak_err *e)
{
	/* GloVe's d set one short by line 1's empty field: said there */
	int first = s->fmt == AK_EMB_GLOVE && s->gaps1 > 0 && n == s->d +
	    s->gaps1 && lineno > s->line1 && s->t->rows > 0;
	char why[240];

	if (!first && (s->gaps == 0 || n + s->gaps != s->d))
		return emb_count_error(s, n, w, gap, lineno, e);
	if (first)
		snprintf(why, sizeof why, "%zu numbers and %zu empty field%s, "
		    "where line %ld has %zu numbers: two spaces between "
		    "numbers", s->d, s->gaps1, s->gaps1 == 1 ? "" : "s",
		    lineno, n);
	else
		snprintf(why, sizeof why, "%zu numbers and %zu empty field%s "
		    "where %zu are wanted: %s", n, s->gaps, s->gaps == 1 ? "" :
		    "s", s->d, s->gapin == 0 ? "a space at its end, where pandas "
		    "writes the last" : s->gapin < s->gaps ? "two spaces between "
		    "numbers, a space at its end" : "two spaces between numbers");
	return ak_errf(e, "%s: an empty value after '%.40s' (%s): a missing "
	    "value, which pandas' to_csv(sep=' ') writes as an empty field "
	    "(NaN, na_rep=''): drop or fill the missing values before "
	    "writing (df.dropna() or df.fillna(0)); %s reads no missing "
	    "value", emb_at(s, first ? s->line1 : lineno), first ?
	    s->t->labels[0] : w, why, s->fmt == AK_EMB_GLOVE ? "GloVe" :
	    "word2vec text");
}
