/*
 * embfile-list.c — a word's vector written as one field in brackets
 * ('the [0.1, 0.2]', 'the<TAB>[0.1 0.2]', 'the,"[0.1, 0.2]"'): Python's
 * print() of a list or a numpy array, pandas' to_csv of a column of
 * lists or arrays, with or without its header 'word<TAB>vector'; named
 * with the line that writes the numbers as columns (embfile-int.h
 * emb_printed, emb_list_rows); a word list of counts and frequencies
 * read as GloVe of d = 2 or 3 (emb_count_cols).  Called by embfile.c,
 * embfile-head.c and embfile-rd.c; calls no other embfile file.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "embfile-int.h"
#include "filekind.h"
#include "io.h"

/* the separator after line's word when the rest is one field holding a
 * list in brackets: '[' and numbers separated by spaces (numpy's printed
 * array: *k 1) or by commas (a Python list: *k 2), a ']' at the end or
 * none (numpy wraps a long array over lines); after a comma the field may
 * be in CSV's quotes ('the,"[0.1, 0.2]"').  ' ', '\t' or ','; else 0 */
static char
list_row(const char *line, int *k)
{
	size_t w = strcspn(line, " \t,"), nums = 0;
	char sep = line[w];
	const char *p = line + w;
	int commas = 0, q;

	if (w == 0 || sep == '\0')
		return 0;
	p += sep == ' ' ? strspn(p, " ") : 1;
	q = sep == ',' && *p == '"';
	p += q;
	if (*p++ != '[')
		return 0;
	for (;;) {
		p += strspn(p, " ");
		if (*p == ']' || *p == '\0' || (q && *p == '"'))
			break;
		size_t n = strcspn(p, " ,]\"");
		char *end;
		(void)strtod(p, &end);
		if (n == 0 || end != p + n)
			return 0;
		nums++;
		p += n + strspn(p + n, " ");
		commas |= *p == ',';
		p += *p == ',';
	}
	p += *p == ']';
	p += q && *p == '"';
	*k = 1 + commas;
	return nums > 0 && p[strspn(p, " \r")] == '\0' ? sep : 0;
}

int
emb_printed(const char *where, const char *line, const char *head,
    const char *name, ak_err *e)
{
	int k = 0;
	char sep = list_row(line, &k), sed[1200], h[80] = "";
	const char *what = k == 1 ? "a numpy array printed" : "a list";

	if (sep == 0)
		return 0;
	if (head != NULL && head[0] != '\0')
		snprintf(h, sizeof h, " (line 1 its header '%.40s')", head);
	if (sep != ' ')		/* pandas' to_csv of a column of lists */
		return ak_errf(e, "%s: a word then %s in brackets, one field "
		    "after a %s ('%.40s%s')%s: pandas' to_csv of a column of "
		    "%s, not a vectors file: make each number a column (pandas: "
		    "df = pd.read_csv(F%s%s); v = pd.DataFrame(df['vector']"
		    ".str.strip('[]').str.replace(',', ' ').str.split()"
		    ".tolist(), index=df['word']).astype(float); v.columns = "
		    "[f'd{i+1}' for i in range(v.shape[1])]; v.to_csv(FILE, "
		    "sep='\\t', index_label='word', quoting=csv.QUOTE_NONE), "
		    "the columns' names yours)", where, what, sep == '\t' ?
		    "TAB" : "comma", line, strlen(line) > 40 ? "..." : "", h,
		    k == 1 ? "numpy arrays" : "lists", sep == '\t' ?
		    ", sep='\\t'" : "", head == NULL ? ", header=None, "
		    "names=['word', 'vector']" : "");
	return ak_errf(e, "%s: a word then %s in brackets ('%.40s%s'): "
	    "Python's f'{word} {vec}' or print() of %s, not a vectors file: "
	    "write the numbers separated by spaces: f.write(word + ' ' + "
	    "' '.join(map(str, vec)) + '\\n') (GloVe), or gensim's "
	    "KeyedVectors.save_word2vec_format(F)%s%s%s", where, what, line,
	    strlen(line) > 40 ? "..." : "", k == 1 ? "a numpy array (its long "
	    "rows wrapped over lines)" : "a list", k == 2 ? "; or drop the "
	    "brackets and commas: " : "", k == 2 ? ak_sed_cmd(sed, sizeof sed,
	    "'s/\\[//; s/\\]//; s/,//g'", name) : "", k == 2 ? " > FILE.txt" :
	    "");
}

int
emb_list_rows(ak_reader *r, const char *head, ak_err *e)
{
	ak_err scratch;
	char h[80];

	snprintf(h, sizeof h, "%s", head != NULL ? head : "");
	for (char *p = h; (p = strchr(p, '\t')) != NULL; )
		*p = ' ';
	if (ak_reader_next(r, &scratch) != 1)
		return 0;
	if (emb_printed(ak_reader_where(r), r->line, head != NULL ? h : NULL,
	    r->name, &scratch) == 0)
		return 0;
	*e = scratch;
	return -1;
}

/* 1 when column j of t (rows x cols) is whole numbers, not negative, 10
   or more on some row: a count, no coordinate of vectors */
static int
count_col(const ak_table *t, size_t j)
{
	double top = 0;

	for (size_t i = 0; i < t->rows; i++) {
		double x = t->x[i * t->cols + j];
		if (x < 0 || x != floor(x))
			return 0;
		top = x > top ? x : top;
	}
	return top >= 10;
}

/* 1 when column j of t holds a fraction on some row */
static int
frac_col(const ak_table *t, size_t j)
{
	for (size_t i = 0; i < t->rows; i++) {
		double x = t->x[i * t->cols + j];
		if (x != floor(x))
			return 1;
	}
	return 0;
}

int
emb_count_cols(const rd *s, ak_err *e)
{
	const ak_table *t = s->t;
	size_t c = t->cols, k = c, f = c;
	char first[160];

	if (s->forced || s->fmt != AK_EMB_GLOVE || c < 2 || c > 3 ||
	    t->rows < 2)
		return 0;
	for (size_t j = 0; j < c; j++) {
		if (k == c && count_col(t, j))
			k = j;
		else if (f == c && frac_col(t, j))
			f = j;
	}
	if (k == c || f == c)
		return 0;
	int n = snprintf(first, sizeof first, "%.40s", t->labels[0]);
	for (size_t j = 0; j < c && n > 0 && (size_t)n < sizeof first; j++)
		n += snprintf(first + n, sizeof first - (size_t)n, " %.9g",
		    t->x[j]);
	return ak_errf(e, "%s:1: a word and %zu numbers a line, column %zu "
	    "whole counts (10 or more), column %zu fractions (the first "
	    "'%s'): a list of word counts and frequencies (a frequency "
	    "script's word, count, share; word, count, idf), whose cosines "
	    "its counts decide, not vectors: give the vectors file (gensim: "
	    "model.wv.save_word2vec_format(F) writes them); %s glove reads "
	    "it as vectors of d = %zu", s->name, c, k + 2, f + 2, first,
	    s->opt, c);
}
