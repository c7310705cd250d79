/*
 * corpus-split.c — the corpus reader's hint for a record of one field
 * (corpus-int.h ak_corpus_split_hint): the delimiter, the quoting or the
 * layout its line probably has, named with the option that reads it.
 * The reader is corpus.c; other programs' layouts are corpus-foreign.c's.
 */
#include <stdio.h>
#include <strings.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"

/* a word that may be a label or a column's name: spam, ham, '-', a
 * label of the map, a number (labels 1/0), v1, class, text, ... */
static int
label_like(const char *w, size_t n, const ak_labelmap *map)
{
	char buf[48];
	int digits = n > 0, listed = 0;

	if (n == 0 || n >= sizeof(buf))
		return 0;
	memcpy(buf, w, n);
	buf[n] = '\0';
	for (size_t i = 0; i < n; i++)
		digits &= buf[i] >= '0' && buf[i] <= '9';
	if (map != NULL)
		(void)ak_labelmap_get(map, buf, &listed);
	return digits || listed || ak_corpus_known_label(buf) ||
	    ak_corpus_col_name(buf);
}

/* the label's column (from 1) when s, split at c (no quotes read), is a
 * row's id or number, a label and the text (2: Kaggle's id,label,text
 * without its header, pandas' to_csv(header=False) with its index:
 * 'msg001,ham,Hey there', '3,spam,win', '0,1,win'), or an id, a text of
 * one field and the label last (3: 'msg001,Hey there,ham'): the rule of
 * the decision on a first record (corpus-hint.h ak_corpus_id_first) on
 * the line's fields; else 0 */
static size_t
id_first(const char *s, char c, const ak_labelmap *map)
{
	char b[512];
	const char *f[3] = { b, "", "" };
	size_t n = strlen(s), nf = 1;

	/* a field past the copy is longer than any label: one more field */
	snprintf(b, sizeof b, "%s", s);
	for (char *p = b; (p = strchr(p, c)) != NULL; nf++) {
		*p++ = '\0';
		if (nf < 3)
			f[nf] = p;
	}
	return ak_corpus_id_first(f, nf + (n >= sizeof b), map);
}

/* a first line of column names separated by c: two or more fields, each
   1 to 32 bytes, no space at its ends, at most two inside, no other of
   the readers' delimiters ('Kategorie;Nachricht', 'метка;текст') */
static int
names_line(const char *s, char c)
{
	size_t nf = 0;

	for (const char *p = s;; nf++) {
		const char *q = strchr(p, c);
		size_t n = q ? (size_t)(q - p) : strlen(p), sp = 0;
		if (n == 0 || n > 32 || p[0] == ' ' || p[n - 1] == ' ')
			return 0;
		for (size_t i = 0; i < n; i++) {
			sp += p[i] == ' ';
			if (strchr(",;|\t\"", p[i]) != NULL && p[i] != c)
				return 0;
		}
		if (sp > 2)
			return 0;
		if (q == NULL)
			return nf + 1 >= 2;
		p = q + 1;
	}
}

/* an odd count of '"' in s: a quoted field left open at its end */
static int
quotes_odd(const char *s)
{
	size_t q = 0;

	for (; *s; s++)
		q += *s == '"';
	return q % 2 == 1;
}

/* s starts with a quoted field ('""' a quote inside) that a ',', ';'
   or '|' and another quote follow: every field quoted (R's write.csv,
   write.csv2, csv.QUOTE_ALL); that delimiter, else '\0' */
static char
quoted_first(const char *s)
{
	const char *p = s + 1;

	if (s[0] != '"')
		return '\0';
	while (*p != '\0' && (*p != '"' || p[1] == '"'))
		p += *p == '"' ? 2 : 1;
	if (*p != '"' || strchr(",;|", p[1]) == NULL || p[1] == '\0' ||
	    p[2] != '"')
		return '\0';
	return p[1];
}

const char *
ak_corpus_split_hint(const char *s, char delim, int plain,
    const char *given, int openq, int first, const ak_labelmap *map)
{
	static const struct { char c; const char *hint; } d[] = {
		{ ',', " (comma-separated? read it with --csv)" },
		{ ';', " (';'-separated? read it with --delimiter ';')" },
		{ '|', " ('|'-separated? read it with --delimiter '|')" },
		{ '\t', " (TAB-separated? read it with --delimiter tab" } };
	static char hint[300];
	char qd = quoted_first(s), opts[64];

	if (openq && plain)
		return " (the line before opened a quoted field that goes on "
		    "here: fields quoted over many lines, as pandas' to_csv "
		    "and Excel write them? read it with --quoting csv)";
	if (plain && s[0] == '"' && quotes_odd(s) && qd == '\0')
		return " (the line opens a quoted field it does not close, "
		    "which goes on over the next lines: fields quoted over "
		    "many lines, as pandas' to_csv and Excel write them? read "
		    "it with --quoting csv)";
	if (ak_vec_hinted(s, strlen(s)))
		return " (" AK_VEC_HINT ")";
	for (size_t i = 0; i < sizeof(d) / sizeof(d[0]); i++) {
		const char *p = strchr(s, d[i].c), *q;
		/* an empty first field, then a label's or a column's name:
		   pandas' unnamed index column (to_csv's ',v1,v2') */
		int index = p == s && (q = strchr(p + 1, d[i].c),
		    label_like(p + 1, q ? (size_t)(q - p - 1) : strlen(p + 1),
		    map));
		/* a record of one field holding a TAB is a line of a
		   TAB-separated file, whatever comes before the TAB; a
		   first one of names separated so, its header */
		size_t idf = d[i].c != delim ? id_first(s, d[i].c, map) : 0;
		if (d[i].c != delim && p != NULL && (d[i].c == '\t' || index ||
		    label_like(s, (size_t)(p - s), map) || (first &&
		    names_line(s, d[i].c)) || qd == d[i].c || idf)) {
			/* --csv given, its ',' overridden by --delimiter */
			if (d[i].c == ',' && given != NULL && strcmp(given,
			    "--csv") == 0) {
				snprintf(hint, sizeof hint, " (comma-separated? "
				    "--delimiter '%c' overrides --csv's ',': read "
				    "it without --delimiter)", delim);
				return hint;
			}
			if (qd == d[i].c) {	/* R's write.csv, QUOTE_ALL */
				snprintf(hint, sizeof hint, " (%s-separated, "
				    "every field quoted (%s)? read it with %s)",
				    qd == ',' ? "comma" : qd == ';' ? "';'" :
				    "'|'", qd == ';' ? "R's write.csv2" : qd == ',' ?
				    "R's write.csv, pandas' QUOTE_ALL" :
				    "csv.QUOTE_ALL", qd == ',' ?
				    "--csv" : qd == ';' ? "--delimiter ';'" :
				    "--delimiter '|'");
				return hint;
			}
			if (idf) {	/* the columns too, not --csv alone */
				snprintf(hint, sizeof hint, " (an id or a row "
				    "number in column 1, %s%s? read it with %s%s)",
				    idf == 2 ? "the label in column 2, the text "
				    "after" : "the text in column 2, the label "
				    "last", d[i].c == ',' && idf == 2 ? ": Kaggle's "
				    "id,label,text without its header, pandas' "
				    "to_csv(header=False)" : "",
				    ak_corpus_id_first_opts(d[i].c, delim, plain,
				    idf, idf == 2 ? 3 : 2, opts, sizeof opts),
				    d[i].c == '\t' ? ak_corpus_without(given) : "");
				return hint;
			}
			if (d[i].c != '\t')
				return d[i].hint;
			snprintf(hint, sizeof hint, "%s%s)", d[i].hint,
			    ak_corpus_without(given));
			return hint;
		}
	}
	if (plain)
		return " (text without labels? read it with --unlabeled)";
	if (*ak_corpus_without(given) == '\0')
		return " (text without labels? read it with --unlabeled)";
	snprintf(hint, sizeof hint, " (text without labels? read it with "
	    "--unlabeled, without %s)", given);
	return hint;
}

const char *
ak_corpus_broken_hint(const char *hint, char delim, int after,
    const char *name)
{
	static char b[900];
	char sc[300], d[4] = { delim, '\0', '\0', '\0' }, cmd[400];
	const char *f = strcmp(name, "<stdin>") == 0 ? "FILE" : name;

	if (!after || strstr(hint, "text without labels? read it with "
	    "--unlabeled") == NULL)
		return hint;
	if (delim == '\t')
		memcpy(d, "\\t", 3);
	/* awk on the file, or on zcat's output for a gzip file */
	if (strncmp(ak_sed_cmd(sc, sizeof sc, "S", name), "zcat ", 5) == 0)
		snprintf(cmd, sizeof cmd, "zcat %s | awk '%%s'", f);
	else
		snprintf(cmd, sizeof cmd, "awk '%%s' %s", f);
	char awk[200], full[600];
	snprintf(awk, sizeof awk, "index($0, \"%s\") && NR > 1 { print l; "
	    "l = $0; next } { l = NR > 1 ? l \" \" $0 : $0 } END { print l }",
	    d);
	snprintf(full, sizeof full, cmd, awk);
	snprintf(b, sizeof b, " (after labelled lines: a text broken over "
	    "lines, a newline inside it unquoted, as R's write.table(quote="
	    "FALSE) or a hand edit leaves it? join such lines to the line "
	    "before: %s > F.txt; or write the texts quoted (\"...\")%s)",
	    full, delim == '\t' ? " and read them with --quoting csv" :
	    ", as this read reads them");
	return b;
}
