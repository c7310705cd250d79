/*
 * evalsets-line.c — a line of a similarity set read as a pair, and the
 * layouts a user's set has instead named with the command that converts
 * them (evalsets-int.h ak_sim_fields); an analogy set in CSV (ak_ana_csv).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "evalsets-int.h"
#include "filekind.h"
#include "io.h"
#include "numfmt.h"
#include "util.h"

/* 1 when the len bytes at p hold word (ASCII, any case) */
static int
has(const char *p, size_t len, const char *word)
{
	size_t n = strlen(word);

	for (size_t i = 0; i + n <= len; i++)
		if (strncasecmp(p + i, word, n) == 0)
			return 1;
	return 0;
}

/* the command a message names to run prog over rd's file into buf (cap
 * bytes): io.h ak_filter_cmd, through zcat where rd reads gzip (cut, tr
 * and sed on its bytes would garble them); returns buf */
static char *
run(char *buf, size_t cap, const ak_reader *rd, const char *prog)
{
	return ak_filter_cmd(buf, cap, prog, rd->name, rd->gz != NULL);
}

/* the command that makes rd's line a comment ('#' before it) into buf
 * (cap bytes): "sed -i 'Ls/^/# /' N", or, where rd reads gzip (sed -i
 * cannot write it), "zcat N | sed 'Ls/^/# /' > N.EXT"; returns buf */
static char *
comment_cmd(char *buf, size_t cap, const ak_reader *rd, const char *n,
    const char *ext)
{
	char prog[40];
	size_t k;

	snprintf(prog, sizeof prog, "sed '%lds/^/# /'", rd->lineno);
	if (rd->gz == NULL) {
		snprintf(buf, cap, "sed -i %s %s", prog + 4, n);
		return buf;
	}
	k = strlen(run(buf, cap, rd, prog));
	snprintf(buf + k, cap - k, " > %s.%s", n, ext);
	return buf;
}

/* 1 when the len bytes at p name a score's column ('Human (mean)',
 * 'SimLex999', 'score', 'rating'; any case) */
static int
score_name(const char *p, size_t len)
{
	return has(p, len, "score") || has(p, len, "sim") || has(p, len,
	    "mean") || has(p, len, "rating");
}

/* the error of rd's first line of nf > 3 fields (the line split at NULs;
 * n: the file's name for a command): a set as distributed with more
 * columns (SimLex-999.txt: a header and 10), with the cut that keeps the
 * words and the score: the column whose header names a score (SimLex999,
 * score, sim..., mean), else "N" to fill in; its first field empty
 * (idx): pandas' index column (to_csv's default), the words in fields 2
 * and 3, the score named after them or the 4th of 4.  -1 */
static int
wide_header(ak_reader *rd, size_t nf, int idx, const char *n, ak_err *e)
{
	size_t k = 0;
	char col[24] = "N", prog[40], cmd[1200];
	const char *p = rd->line;	/* its fields, split at NULs */

	for (size_t i = 0; i < nf; i++) {
		size_t len = strlen(p);
		if (k == 0 && i >= 2 + (size_t)idx && score_name(p, len))
			k = i + 1;
		p += len + 1;
	}
	if (k == 0 && idx && nf == 4)
		k = 4;
	if (k > 0)
		snprintf(col, sizeof col, "%zu", k);
	snprintf(prog, sizeof prog, "cut -f%s,%s", idx ? "2,3" : "1,2", col);
	run(cmd, sizeof cmd, rd, prog);
	if (idx)
		return ak_errf(e, "%s: %zu fields, want 3 (word1<TAB>word2<TAB>"
		    "score): its first column has no name, pandas' index "
		    "column of row numbers (to_csv writes it unless index="
		    "False)? keep the words and the score%s: %s | sed 1d > "
		    "%s.tsv", ak_reader_where(rd), nf, k > 0 ? "" : " (N: its "
		    "column)", cmd, n);
	return ak_errf(e, "%s: %zu fields, want 3 (word1<TAB>word2<TAB>"
	    "score): a set as distributed, with more columns (SimLex-999.txt "
	    "has a header and 10)? keep the words and the score%s: %s | sed "
	    "1d > %s.tsv", ak_reader_where(rd), nf, k > 0 ? "" : " (N: its "
	    "column)", cmd, n);
}

/* 1 when s is a row number: digits only (pandas' index) */
static int
row_number(const char *s)
{
	return s[0] != '\0' && s[strspn(s, "0123456789")] == '\0';
}

/* rd's line of 4 fields f (n: the file's name for a command), a row
 * number, two words and a number (pandas' index before a pair, its
 * header commented or dropped): -1 with the cut that drops the number;
 * else 0 */
static int
index_row(ak_reader *rd, char **f, size_t nf, const char *n, ak_err *e)
{
	double x;
	char cmd[1200];

	if (nf != 4 || !row_number(f[0]) || ak_strtod_finite(f[1], &x) == 0 ||
	    ak_strtod_finite(f[2], &x) == 0 || ak_strtod_finite(f[3], &x) != 0)
		return 0;
	return ak_errf(e, "%s: 4 fields, want 3 (word1<TAB>word2<TAB>score): "
	    "the first, '%.20s', a row number, pandas' index column (to_csv "
	    "writes it unless index=False)? keep the words and the score: %s "
	    "> %s.tsv", ak_reader_where(rd), f[0], run(cmd, sizeof cmd, rd,
	    "cut -f2-"), n);
}

/* rd's line of nf > 3 fields f (split at most 4; n: the file's name for
 * a command): -1 with its error.  Empty fields after the third only: TABs
 * at the end of the line (a spreadsheet's export), with the cut that
 * drops them; a third field that is a number, or else a later one: a
 * pair with more columns, cut without dropping the line (its column
 * named when one later field is a number), but at the first line a
 * third field that names a score ('Human (mean)'); else, at the first
 * line, a set as distributed (wide_header); else 0 */
static int
sim_wide(ak_reader *rd, char **f, size_t nf, int first, const char *n,
    ak_err *e)
{
	double x;
	int empty = 1;
	const char *p = f[3];	/* the fields after the third, split at NULs */

	for (size_t i = 3; i < nf; i++) {
		size_t len = strlen(p);
		empty &= len == 0;
		p += len + 1;
	}

	char cmd[1200], prog[40];
	if (empty)
		return ak_errf(e, "%s: %zu fields, want 3 (word1<TAB>word2<TAB>"
		    "score): the fields after the score are empty, TABs at the "
		    "end of the line (as spreadsheets export): keep the first "
		    "3: %s > %s.tsv", ak_reader_where(rd), nf, run(cmd, sizeof
		    cmd, rd, "cut -f1-3"), n);
	/* line 1 whose first field is empty: pandas' index column's name */
	if (first && f[0][0] == '\0')
		return wide_header(rd, nf, 1, n, e);
	if (index_row(rd, f, nf, n, e) != 0)
		return -1;
	if (ak_strtod_finite(f[2], &x) == 0)
		return ak_errf(e, "%s: %zu fields, want 3 (word1<TAB>word2<TAB>"
		    "score), the third a number: keep the words and the score "
		    "(N: its column): %s > %s.tsv", ak_reader_where(rd), nf,
		    run(cmd, sizeof cmd, rd, "cut -f1,2,N"), n);

	/* line 1 whose third field names a score: the header of a set as
	 * distributed, though later fields be numbers (WordSim-353's
	 * set1.tab, set2.tab: 'Human (mean)', then the raters' columns
	 * named 1 .. 13) */
	if (first && score_name(f[2], strlen(f[2])))
		return wide_header(rd, nf, 0, n, e);
	/* a number after the third field: a pair with more columns
	 * (SimVerb-3500.txt: word1 word2 POS score relation, no header),
	 * not a header, whose line the cut keeps */
	size_t k = 0, nums = 0;
	p = f[3];
	for (size_t i = 3; i < nf; i++) {
		size_t len = strlen(p);
		if (ak_strtod_finite(p, &x) == 0 && nums++ == 0)
			k = i + 1;
		p += len + 1;
	}
	char col[24] = "N";
	if (nums == 1)
		snprintf(col, sizeof col, "%zu", k);
	snprintf(prog, sizeof prog, "cut -f1,2,%s", col);
	if (nums > 0)
		return ak_errf(e, "%s: %zu fields, want 3 (word1<TAB>word2<TAB>"
		    "score): a pair with more columns, field %zu a number%s "
		    "(SimVerb-3500.txt: word1, word2, POS, score, relation)? "
		    "keep the words and the score%s: %s > %s.tsv",
		    ak_reader_where(rd), nf, k, nums == 1 ? "" : " and later "
		    "ones too", nums == 1 ? "" : " (N: its column)", run(cmd,
		    sizeof cmd, rd, prog), n);
	if (first)
		return wide_header(rd, nf, 0, n, e);
	return 0;
}

int
ak_sim_fields(ak_reader *rd, char **f, double *h, int first, ak_err *e)
{
	size_t nf = ak_split_tab(rd->line, f, 4);

	/* one field holding semicolons, commas or spaces: another
	 * delimiter, named with the command that makes TABs of it
	 * (wordsim353's combined.csv is comma-separated; a spreadsheet's
	 * CSV in a comma locale separates by ';', its score with a decimal
	 * comma, which the same tr makes a point) */
	char d = nf != 1 ? 0 : strchr(f[0], ';') ? ';' : strchr(f[0], ',') ?
	    ',' : strchr(f[0], ' ') ? ' ' : 0;
	const char *sep = d == ';' ? "semicolons" : d == ',' ? "commas" :
	    "spaces";
	const char *n = strcmp(rd->name, "<stdin>") ? rd->name : "FILE";
	const char *last = d == ';' ? strrchr(f[0], ';') + 1 : NULL;
	char cmd[1200];
	if (nf != 3 && last != NULL && ak_number_mark(last, strlen(last)) ==
	    ',')
		return ak_errf(e, "%s: 1 field, want 3 (word1<TAB>word2<TAB>"
		    "score): its fields are separated by semicolons, not TABs, "
		    "and its score '%.40s' has a decimal comma (a spreadsheet's "
		    "CSV in a comma locale): convert the file with %s > %s.tsv "
		    "(where no word holds a comma)", ak_reader_where(rd), last,
		    run(cmd, sizeof cmd, rd, "tr ';,' '\\t.'"), n);
	if (nf == 1 && ak_sim_is_analogy(ak_reader_where(rd), f[0], e) != 0)
		return -1;
	/* line 1 ',word1,word2,score': pandas' index column's empty name */
	if (nf == 1 && first && d != 0 && d != ' ' && f[0][0] == d)
		return ak_errf(e, "%s: 1 field, want 3 (word1<TAB>word2<TAB>"
		    "score): its fields are separated by %s, not TABs, and the "
		    "first has no name, pandas' index column of row numbers "
		    "(to_csv writes it unless index=False)? drop it and the "
		    "header, make TABs: %s | sed 1d | tr '%c' '\\t' > %s.tsv",
		    ak_reader_where(rd), sep, run(cmd, sizeof cmd, rd, d == ',' ?
		    "cut -d, -f2-" : "cut -d';' -f2-"), d, n);
	if (nf != 3 && d != 0)
		return ak_errf(e, "%s: 1 field, want 3 (word1<TAB>word2<TAB>"
		    "score): its fields are separated by %s, not TABs: convert "
		    "the file with %s > %s.tsv", ak_reader_where(rd), sep,
		    run(cmd, sizeof cmd, rd, d == ';' ? "tr ';' '\\t'" : d ==
		    ',' ? "tr ',' '\\t'" : "tr ' ' '\\t'"), n);
	if (ak_sim_tab_analogy(ak_reader_where(rd), f, nf, first, e) != 0)
		return -1;
	if (nf > 3 && sim_wide(rd, f, nf, first, n, e) != 0)
		return ak_sim_tab_analogy(NULL, f, nf, -1, e);
	if (nf == 1 && f[0][0] == '\0')
		return ak_errf(e, "%s: an empty line: drop empty lines: %s > "
		    "%s.tsv", ak_reader_where(rd), run(cmd, sizeof cmd, rd,
		    "sed '/^[[:space:]]*$/d'"), n);
	if (nf != 3)
		return ak_errf(e, "%s: %zu fields, want 3 (word1<TAB>word2"
		    "<TAB>score)", ak_reader_where(rd), nf);
	if (f[0][0] == '\0' || f[1][0] == '\0')
		return ak_errf(e, "%s: word %d is empty", ak_reader_where(rd),
		    f[0][0] == '\0' ? 1 : 2);
	char *end, c[300];
	/* spaces around the score: Python's float() takes them, and so
	 * gensim's evaluate_word_pairs */
	size_t sl = strlen(f[2]);
	while (sl > 0 && f[2][sl - 1] == ' ')
		f[2][--sl] = '\0';
	f[2] += strspn(f[2], " ");
	if (ak_score_quoted(ak_reader_where(rd), rd->name, f[2], e) != 0)
		return -1;
	if (ak_number_mark(f[2], strlen(f[2])) == ',')
		return ak_errf(e, "%s: score '%.40s' has a decimal comma: the "
		    "tools read a decimal point: %s > %s.tsv",
		    ak_reader_where(rd), f[2], run(cmd, sizeof cmd, rd,
		    "tr ',' '.'"), n);
	if (ak_strtod_finite(f[2], h) != 0 && *ak_ctl_said(c, sizeof c, f[2]))
		return ak_errf(e, "%s: score%s", ak_reader_where(rd), c);
	(void)strtod(f[2], &end);
	if (ak_strtod_finite(f[2], h) != 0 && first && (end == f[2] ||
	    *end != '\0'))
		return ak_errf(e, "%s: score '%.40s' is not a number: a header "
		    "row? lines starting with '#' are comments: %s",
		    ak_reader_where(rd), f[2], comment_cmd(cmd, sizeof cmd, rd,
		    n, "tsv"));
	if (ak_strtod_finite(f[2], h) != 0)
		return ak_errf(e, "%s: score '%.40s' is not a finite number",
		    ak_reader_where(rd), f[2]);
	return ak_words_quoted(ak_reader_where(rd), rd->name, f, 2, first, e);
}

/* 1 when w, lowercased, is the column name n ("a" .. "d") or "word" or
 * "w" followed by digits (pandas' or a spreadsheet's names of a
 * question's columns) */
static int
col_name(const char *w, int n)
{
	char low[16];
	size_t l = strlen(w), k;

	if (l >= sizeof low)
		return 0;
	for (size_t i = 0; i <= l; i++)
		low[i] = (char)(w[i] >= 'A' && w[i] <= 'Z' ? w[i] + 32 : w[i]);
	if (l == 1)
		return low[0] == 'a' + n;
	k = strncmp(low, "word", 4) == 0 ? 4 : low[0] == 'w' ? 1 : 0;
	return k > 0 && l > k && strspn(low + k, "0123456789") == l - k;
}

/* 1 when line's 4 fields separated by d are column names (col_name) */
static int
csv_names(const char *line, char d)
{
	char buf[128], *f[4];
	size_t k = 0;

	if (strlen(line) >= sizeof buf)
		return 0;
	strcpy(buf, line);
	for (char *p = buf; p != NULL && k < 4; k++) {
		f[k] = p;
		if ((p = strchr(p, d)) != NULL)
			*p++ = '\0';
	}
	for (size_t i = 0; i < 4; i++)
		if (i >= k || !col_name(f[i], (int)i))
			return 0;
	return 1;
}

int
ak_ana_csv(const ak_reader *rd, const char *line, int first, ak_err *e)
{
	char d = strchr(line, ',') ? ',' : strchr(line, ';') ? ';' : 0;
	const char *n = strcmp(rd->name, "<stdin>") ? rd->name : "FILE";
	char cmd[1200], prog[40], hd[1400] = "";
	size_t k = 1;
	double x;

	if (d == 0)
		return 0;
	for (const char *p = line; *p; p++)
		k += *p == d;
	const char *last = strrchr(line, d) + 1;
	snprintf(prog, sizeof prog, "tr '%c' '\\t'", d);
	if (k == 3 && ak_strtod_finite(last, &x) == 0)
		return ak_errf(e, "%s: two words and a number separated by %s "
		    "('%.80s'), a pair of a similarity set in CSV, not an "
		    "analogy question (a b c d): read it with --similarity, "
		    "its fields made TABs: %s > %s.tsv", ak_reader_where(rd),
		    d == ',' ? "commas" : "semicolons", line, run(cmd, sizeof
		    cmd, rd, prog), n);
	/* pandas' index column: line 1's empty name (',a,b,c,d'), a row
	 * number before a question ('0,free,call,text,home') */
	size_t l0 = strcspn(line, d == ',' ? "," : ";");
	if ((first && l0 == 0) || (k == 5 && l0 > 0 && l0 == strspn(line,
	    "0123456789"))) {
		const char *dd = d == ',' ? "," : "';'";
		if (l0 == 0)	/* its header's empty name */
			snprintf(prog, sizeof prog, "sed 1d");
		else
			snprintf(prog, sizeof prog, "cut -d%s -f2-", dd);
		size_t c = strlen(run(cmd, sizeof cmd, rd, prog));
		snprintf(cmd + c, sizeof cmd - c, "%s%s%s | tr '%c' ' '", l0 ==
		    0 ? " | cut -d" : "", l0 == 0 ? dd : "", l0 == 0 ? " -f2-" :
		    "", d);
		return ak_errf(e, "%s: 1 word, want 4 (a b c d) or ': "
		    "section': its words are separated by %s, not spaces, and "
		    "%s (to_csv writes it unless index=False)? drop it%s and "
		    "make spaces: %s > %s.txt", ak_reader_where(rd), d == ',' ?
		    "commas" : "semicolons", l0 == 0 ? "its first column has "
		    "no name, pandas' index column of row numbers" : "its "
		    "first field is a row number, pandas' index column", l0 ==
		    0 ? " and the header" : "", cmd, n);
	}
	/* line 1: a header of column names (a b c d, word1 ..) certain,
	 * else either */
	const char *is = k == 4 && csv_names(line, d) ? " is column names, "
	    "a header:" : " column names?";
	if (first)
		snprintf(hd, sizeof hd, "; its line 1 '%.80s'%s drop it too: "
		    "%s | tr '%c' ' ' > %s.txt", line, is, run(cmd, sizeof cmd,
		    rd, "sed 1d"), d, n);
	snprintf(prog, sizeof prog, "tr '%c' ' '", d);
	return ak_errf(e, "%s: 1 word, want 4 (a b c d) or ': section': its "
	    "words are separated by %s, not spaces (a CSV: pandas' to_csv, a "
	    "spreadsheet's export): convert the file with %s > %s.txt%s",
	    ak_reader_where(rd), d == ',' ? "commas" : "semicolons", run(cmd,
	    sizeof cmd, rd, prog), n, hd);
}

int
ak_ana_index(const ak_reader *rd, char *const *w, size_t nw, int lead,
    int tab, int first, ak_err *e)
{
	const char *n = strcmp(rd->name, "<stdin>") ? rd->name : "FILE";
	char cmd[1200];

	if (first && lead)
		return ak_errf(e, "%s: the line starts with a TAB, a column with "
		    "no name: pandas' index column of row numbers (to_csv(sep="
		    "'\\t') writes it unless index=False) over a header? drop "
		    "both: %s | sed 1d > %s.txt", ak_reader_where(rd), run(cmd,
		    sizeof cmd, rd, "cut -f2-"), n);
	if (nw != 5 || !row_number(w[0]))
		return 0;
	return ak_errf(e, "%s: 5 words, want 4 (a b c d): the first, '%.20s', "
	    "a row number, pandas' index column (to_csv writes it unless "
	    "index=False)? drop it: %s > %s.txt", ak_reader_where(rd), w[0],
	    run(cmd, sizeof cmd, rd, tab ? "cut -f2-" : "cut -d' ' -f2-"), n);
}

int
ak_ana_header(const ak_reader *rd, char *const *w, int first, ak_err *e)
{
	const char *n = strcmp(rd->name, "<stdin>") ? rd->name : "FILE";
	char cmd[1200];

	for (int i = 0; i < 4; i++)
		if (!first || !col_name(w[i], i))
			return 0;
	comment_cmd(cmd, sizeof cmd, rd, n, "txt");
	return ak_errf(e, "%s: '%.20s %.20s %.20s %.20s' are column names, a "
	    "header row (pandas' to_csv(sep='\\t', index=False) writes one), "
	    "not a question: lines starting with '#' are comments: %s",
	    ak_reader_where(rd), w[0], w[1], w[2], w[3], cmd);
}
