/*
 * corpus-unl.c — a labelled file read with --unlabeled (corpus-int.h
 * ak_unl_scan): the first field of each line, before each delimiter the
 * readers know, looked at for labels; and word vectors read with it
 * (ak_corpus_vec_held).
 */
#include <stdio.h>
#include <strings.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"

/* the scans: TAB as read without quoting, ',', ';', '|' (quoted 1:
   spaces trimmed, CSV quotes dropped), TAB as --quoting csv reads it
   (quoted 2: a label in quotes); then each again on the field after a
   row number (idx: pandas' to_csv index, R's row.names) */
static const struct {
	char d;
	int quoted, idx;
} scans[AK_UNL_DELIMS] = {
	{ '\t', 0, 0 }, { ',', 1, 0 }, { ';', 1, 0 }, { '|', 1, 0 },
	{ '\t', 2, 0 },
	{ '\t', 0, 1 }, { ',', 1, 1 }, { ';', 1, 1 }, { '|', 1, 1 },
	{ '\t', 2, 1 },
};

/* a line that does not fit (kind why) into u's off lines */
static void
off_line(ak_unl_one *u, long line, int why)
{
	if (u->off++ == 0) {
		u->offat = line;
		u->offwhy = why;
	}
}

/* the field of s (n bytes) before delimiter d: [*a, *k), as the
   readers see it with quoted 1 (ASCII spaces around it trimmed, 'ham
   ,text', then its CSV quotes, '"ham","text"') or 2 (its CSV quotes
   only, '"ham"<TAB>"text"'); *q when quotes were dropped.  Returns d's
   place, or NULL when s has none */
static const char *
field(const char *s, size_t n, char d, int quoted, size_t *a, size_t *k,
    int *q)
{
	const char *t = memchr(s, d, n);

	*a = 0;
	*k = t ? (size_t)(t - s) : 0;
	*q = 0;
	while (quoted == 1 && *a < *k && s[*a] == ' ')
		(*a)++;
	while (quoted == 1 && *k > *a && s[*k - 1] == ' ')
		(*k)--;
	if (quoted && *k - *a >= 2 && s[*a] == '"' && s[*k - 1] == '"')
		(*a)++, (*k)--, *q = 1;
	return t;
}

/* one line into scan sc's u: its label field (the first, or with idx
   the one after a row number: digits, or anything on the first line
   looked at, a header's corner), by ak_corpus_tab_label's measure; in
   the quoted TAB scan a field without quotes is none; labels compared
   in any case (Ham and ham: one label).  A line without d, without a
   row number (idx), whose field has no label's shape, or a word past
   the AK_UNL_SLOTS distinct ones, is an off line */
static void
see_one(ak_unl_one *u, const char *s, size_t n, size_t sc, long line)
{
	char d = scans[sc].d;
	int quoted = scans[sc].quoted, q;
	size_t a, k, i;
	const char *t = field(s, n, d, quoted, &a, &k, &q);
	char f[25];

	int corner = 0;		/* a header's first field, not a number */
	if (scans[sc].idx && t != NULL) {
		corner = k == a || k - a > 18 || strspn(s + a, "0123456789") <
		    k - a;
		if (corner && u->lines + u->hline > 0) {
			u->lines++;
			off_line(u, line, 5);
			return;
		}
		n -= (size_t)(t + 1 - s);
		s = t + 1;
		t = field(s, n, d, quoted, &a, &k, &q);
	}
	if (t == NULL || k == a || k - a > 24 ||
	    strcspn(s + a, " \t,;|\"") < k - a || (quoted == 2 && !q)) {
		u->lines++;
		off_line(u, line, t == NULL ? 1 : quoted == 2 && !q &&
		    k > a ? 4 : 2);
		return;
	}
	memcpy(f, s + a, k - a);
	f[k - a] = '\0';
	if (u->lines + u->hline == 0 && ak_corpus_col_name(f)) {
		memcpy(u->head, f, k - a + 1);	/* a header's */
		u->hline = line;
		return;
	}
	u->lines++;
	if (corner) {	/* no header after all, and no row number */
		off_line(u, line, 5);
		return;
	}
	for (i = 0; i < AK_UNL_SLOTS && u->count[i] > 0; i++)
		if (strcasecmp(u->first[i], f) == 0)
			break;
	if (i == AK_UNL_SLOTS) {	/* a word past the slots */
		off_line(u, line, 3);
		return;
	}
	if (u->count[i]++ == 0) {
		memcpy(u->first[i], f, k - a + 1);
		u->at[i] = line;
	}
}

/* whether a quoted field is open at the end of line s, inq at its
   start: a quote opens one only where a field starts (the line's start,
   after a delimiter), as the CSV reader counts it; inside, "" is a quote
   and a lone " closes it (RFC 4180) */
static int
quote_open(int inq, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (s[i] != '"')
			continue;
		if (inq && i + 1 < n && s[i + 1] == '"')
			i++;
		else if (inq)
			inq = 0;
		else if (i == 0 || strchr(",;|\t", s[i - 1]) != NULL)
			inq = 1;
	}
	return inq;
}

void
ak_corpus_unl_see(ak_unl_scan *u, const char *s, size_t n)
{
	u->lines++;
	/* a comment, as the labelled readers skip it (outside a quoted
	   field) */
	if (!u->inq && n > 0 && s[0] == '#')
		return;
	/* TAB as read on every line; the others not on the rest of a
	   quoted field */
	for (size_t k = 0; k < AK_UNL_DELIMS; k++)
		if (scans[k].quoted == 0 || !u->inq)
			see_one(&u->d[k], s, n, k, u->lines);
	u->inq = quote_open(u->inq, s, n);
}

/* the labels of scan u: the AK_UNL_LABELS distinct first fields on the
   most lines (on a tie the one first seen), top[i] set for each; returns
   the lines they start */
static long
top_labels(const ak_unl_one *u, int top[AK_UNL_SLOTS])
{
	long on = 0;

	memset(top, 0, AK_UNL_SLOTS * sizeof *top);
	for (size_t r = 0; r < AK_UNL_LABELS; r++) {
		size_t b = AK_UNL_SLOTS;
		for (size_t i = 0; i < AK_UNL_SLOTS && u->count[i] > 0; i++)
			if (!top[i] && (b == AK_UNL_SLOTS ||
			    u->count[i] > u->count[b]))
				b = i;
		if (b == AK_UNL_SLOTS)
			break;
		top[b] = 1;
		on += u->count[b];
	}
	return on;
}

/* how far scan u holds its rule, its labels top starting on lines: 2
   when they start 9 lines in 10 or more (the lines looked at), 1 when
   half of them or more, 0 when fewer or when no label is on two lines */
static int
holds(const ak_unl_one *u, const int top[AK_UNL_SLOTS], long on)
{
	int twice = 0;

	for (size_t i = 0; i < AK_UNL_SLOTS; i++)
		twice |= top[i] && u->count[i] >= 2;
	if (!twice)
		return 0;
	if (on * 10 >= u->lines * 9)
		return 2;
	return on * 2 >= u->lines;
}

/* the labels of scan u, delimiter dn ("a TAB", "','"), "ham 3, spam 2",
   and the lines that do not start with one: how many and the first
   ("; 1 line not, line 401: no TAB"), into list */
static void
labels_of(const ak_unl_one *u, const int top[AK_UNL_SLOTS], long on,
    const char *dn, char *list, size_t n)
{
	size_t at = 0;
	long first = u->off > 0 ? u->offat : 0;
	char why[80];
	int w;

	list[0] = '\0';
	if (u->head[0] != '\0') {
		w = snprintf(list, n, "line %ld '%s' a header; ",
		    u->hline, u->head);
		at = w > 0 && (size_t)w < n ? (size_t)w : 0;
	}
	for (size_t i = 0; i < AK_UNL_SLOTS && u->count[i] > 0; i++) {
		if (!top[i]) {
			if (first == 0 || u->at[i] < first) {
				first = u->at[i];
				snprintf(why, sizeof why, "'%s', a fourth word",
				    u->first[i]);
			}
			continue;
		}
		w = snprintf(list + at, n - at, "%s%s %ld",
		    at && list[at - 1] != ' ' ? ", " : "", u->first[i],
		    u->count[i]);
		at += w > 0 && (size_t)w < n - at ? (size_t)w : 0;
	}
	if (u->lines == on)
		return;
	if (first == u->offat && u->off > 0)
		snprintf(why, sizeof why, u->offwhy == 1 ? "no %s%s" :
		    u->offwhy == 2 ? "no label before %s%s" :
		    u->offwhy == 4 ? "no label in quotes before %s%s" :
		    u->offwhy == 5 ? "no row number before %s%s" :
		    "one of more than eight words before %s%s",
		    u->offwhy != 1 && strcmp(dn, "TAB") == 0 ? "the " : "",
		    dn);
	snprintf(list + at, n - at, "; %ld line%s not, %s %ld: %s",
	    u->lines - on, u->lines - on > 1 ? "s" : "",
	    u->lines - on > 1 ? "the first line" : "line", first, why);
}

/* "every line starts" or "400 of 401 lines start" into b */
static const char *
share(const ak_unl_one *u, long on, char *b, size_t n)
{
	if (u->lines == on)
		snprintf(b, n, "every line starts");
	else
		snprintf(b, n, "%ld of %ld lines start", on, u->lines);
	return b;
}

/* what scan d's lines start with, noun a label's name ("a label"),
   into b: "a label and ','", "a row number, then a label in double
   quotes and a TAB" */
static const char *const kind[AK_UNL_IDX] = { "a TAB", "','", "';'",
    "'|'", "a TAB" };

static const char *
what(size_t d, const char *noun, char *b, size_t n)
{
	size_t k = d % AK_UNL_IDX;

	snprintf(b, n, "%s%s%s and %s", scans[d].idx ? "a row number, then "
	    : "", noun, k == AK_UNL_QTAB ? " in double quotes" : "", kind[k]);
	return b;
}

/* the options that read scan d's labels (map: a --label-map's, or ""),
   into b: "" (TAB: the labelled reader's default), "--csv", ...; with a
   row number and no header the columns too */
static const char *
reads(size_t d, const ak_unl_one *v, const char *map, char *b, size_t n)
{
	static const char *const opt[AK_UNL_IDX] = { "", "--csv",
	    "--delimiter ';'", "--delimiter '|'", "--quoting csv" };
	size_t k = d % AK_UNL_IDX;
	int cols = scans[d].idx && v->head[0] == '\0';

	snprintf(b, n, "%s%s%s", k == 0 && cols ? "--delimiter tab" : opt[k],
	    cols ? " --label-column 2 --text-column 3" : "", map);
	return b;
}

/* the refusal of scan d, which holds (list: its labels_of), or the note
   (o->note) when it holds of half the lines or more */
static int
refuse(const ak_unl_scan *u, size_t d, const int top[AK_UNL_SLOTS],
    long on, const char *map, const char *name, const ak_corpus_opt *o,
    int note, ak_err *e)
{
	static const char *const why[] = { "a labelled corpus?", "a labelled "
	    "file?", "a labelled file, its fields quoted (Python's "
	    "csv.QUOTE_ALL, R's write.table)?", "a labelled file with its "
	    "row numbers (pandas' to_csv index, R's row.names)?" };
	const ak_unl_one *v = &u->d[d];
	size_t k = d % AK_UNL_IDX;
	char list[300], sh[48], w[96], r[120], msg[900];
	int tab = k == 0 || k == AK_UNL_QTAB;

	labels_of(v, top, on, tab ? "TAB" : kind[k], list, sizeof list);
	reads(d, v, map, r, sizeof r);
	if (note) {
		snprintf(msg, sizeof msg, "%s: %s with %s (%s), read as text "
		    "with --unlabeled; labels? read it %s%s%s", name,
		    share(v, on, sh, sizeof sh), what(d, "one of a few words",
		    w, sizeof w), list, r[0] ? "with " : "without --unlabeled",
		    r, tab ? "" : " --label-map ...");
		o->note(o->note_ctx, msg);
		return 0;
	}
	return ak_errf(e, "%s: %s with %s (%s): %s --unlabeled reads the "
	    "whole line, and would count the labels as words of every "
	    "message: read it %s%s%s (%stext? --all-text)", name,
	    share(v, on, sh, sizeof sh), what(d, "a label", w, sizeof w),
	    list, why[scans[d].idx ? 3 : k == AK_UNL_QTAB ? 2 : k ? 1 : 0],
	    r[0] ? "with " : "without --unlabeled", r, r[0] ? " instead of "
	    "--unlabeled" : "", d == 0 ? "or drop the first field: cut -f2-; "
	    : "");
}

/* where scan d's rule holds (h 2), whether its labels make it certain:
   TAB's any words; the others' ones the label rule knows, the file's
   spam or ham, or labels of both classes; the --label-map they want
   into map (48 bytes) */
static int
certain(const ak_unl_one *v, size_t d, const int top[AK_UNL_SLOTS],
    char map[48])
{
	int cls = 0, named = 0, known = 1;
	size_t k = d % AK_UNL_IDX;

	map[0] = '\0';
	if (k == 0 || k == AK_UNL_QTAB)
		return 1;
	for (size_t i = 0; i < AK_UNL_SLOTS && v->count[i] > 0; i++) {
		int c;
		if (!top[i])
			continue;
		c = ak_corpus_label_class(v->first[i]);
		known &= c != 0;
		cls |= c;
		named |= strcasecmp(v->first[i], "spam") == 0 ||
		    strcasecmp(v->first[i], "ham") == 0;
		if (c != 0 && !ak_corpus_known_label(v->first[i]) &&
		    map[0] == '\0') {
			char g[40];
			snprintf(map, 48, " --label-map %s",
			    ak_labelmap_guess(v->first[i], g, sizeof g));
		}
	}
	return known && (named || cls == 3);
}

int
ak_corpus_unl_end(const ak_unl_scan *u, const char *name,
    const ak_corpus_opt *o, ak_err *e)
{
	/* the order the scans are asked in: TAB's (as read, then in CSV's
	   quotes), the delimited ones; each after a row number last */
	static const size_t order[AK_UNL_DELIMS] = { 0, AK_UNL_QTAB, 1, 2,
	    3, AK_UNL_IDX, AK_UNL_IDX + AK_UNL_QTAB, AK_UNL_IDX + 1,
	    AK_UNL_IDX + 2, AK_UNL_IDX + 3 };
	int top[AK_UNL_DELIMS][AK_UNL_SLOTS], h[AK_UNL_DELIMS];
	long on[AK_UNL_DELIMS];
	char map[48];
	size_t d, i;

	for (d = 0; d < AK_UNL_DELIMS; d++) {
		on[d] = top_labels(&u->d[d], top[d]);
		h[d] = holds(&u->d[d], top[d], on[d]);
	}
	for (i = 0; i < AK_UNL_DELIMS; i++) {
		d = order[i];
		if (h[d] == 2 && certain(&u->d[d], d, top[d], map))
			return refuse(u, d, top[d], on[d], map, name, o, 0, e);
	}
	for (i = 0; i < AK_UNL_DELIMS && o->note != NULL; i++) {
		d = order[i];
		if (h[d] != 0)
			return refuse(u, d, top[d], on[d], "", name, o, 1, e);
	}
	return 0;
}

int
ak_corpus_vec_held(const char *s1, size_t n1, const char *s2, size_t n2,
    const char *where, const ak_corpus_opt *o, ak_err *e)
{
	long d;
	int dec, v = s2 != NULL ? ak_vec_pair(s1, n1, s2, n2) : 0;
	char msg[1200];

	if (v == 1)
		return ak_errf(e, "%s: word vectors (word2vec's or GloVe's "
		    "text), not messages: attn-map and attn-train read them "
		    "with -e, ppmi-svd with --load, and sms-vocab -t keeps "
		    "their words with -v", where);
	if (v == 3)
		return ak_errf(e, "%s: word vectors separated by TABs without a "
		    "header, not messages: give them the header word<TAB>d1 "
		    "... dk, and attn-map and attn-train read them with -e, "
		    "ppmi-svd with --load", where);
	if (o->note == NULL)
		return 0;
	if (v == 2)
		snprintf(msg, sizeof msg, "%s: the first two lines, a word and "
		    "a number each, read as messages; GloVe's vectors of 1 "
		    "dimension? attn-map and attn-train read them with -e, "
		    "ppmi-svd with --load", where);
	else if (s2 == NULL && ((ak_vec_line(s1, n1, &d, &dec) == 2 ||
	    ak_vec_line_tab(s1, n1, &d, &dec) == 2) && dec && d >= 2))
		snprintf(msg, sizeof msg, "%s: the one line, a word and "
		    "numbers, read as a message; word vectors of one word? "
		    "attn-map and attn-train read them with -e, ppmi-svd with "
		    "--load", where);
	else
		return 0;
	o->note(o->note_ctx, msg);
	return 0;
}
