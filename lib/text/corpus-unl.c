/*
 * corpus-unl.c — a labelled file read with --unlabeled (corpus-int.h
 * ak_unl_scan): the first field of each line, before each delimiter the
 * readers know, looked at for labels.
 */
#include <stdio.h>
#include <strings.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"

/* the scans' delimiters: TAB as read without quoting, ',', ';', '|',
   and TAB as --quoting csv reads it (its fields' quotes dropped) */
static const char delims[AK_UNL_DELIMS] = { '\t', ',', ';', '|', '\t' };

/* a line that does not fit (kind why) into u's off lines */
static void
off_line(ak_unl_one *u, long line, int why)
{
	if (u->off++ == 0) {
		u->offat = line;
		u->offwhy = why;
	}
}

/* one line's field before delimiter d into one delimiter's scan; in a
   delimited one (',', ';', '|') a label as the readers see it: ASCII
   spaces around it trimmed ('ham ,text'), then its CSV quotes
   ("ham","text"); in the quoted TAB scan (quoted 2) a label in CSV's
   quotes, dropped ("ham"<TAB>"text": R's write.table, pandas'
   QUOTE_ALL), a field without them an off line; labels compared in any
   case (Ham and ham: one label).  A line without d, or whose field has
   no label's shape, or a word past the AK_UNL_SLOTS distinct ones, is
   an off line */
static void
see_one(ak_unl_one *u, const char *s, size_t n, char d, int quoted,
    long line)
{
	const char *t = memchr(s, d, n);
	size_t a = 0, k = t ? (size_t)(t - s) : 0, i;
	int q = 0;
	char f[25];

	while (quoted == 1 && a < k && s[a] == ' ')
		a++;
	while (quoted == 1 && k > a && s[k - 1] == ' ')
		k--;
	if (quoted && k - a >= 2 && s[a] == '"' && s[k - 1] == '"')
		a++, k--, q = 1;
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
	see_one(&u->d[0], s, n, '\t', 0, u->lines);
	if (!u->inq)	/* not the rest of a quoted field */
		for (size_t k = 1; k < AK_UNL_DELIMS; k++)
			see_one(&u->d[k], s, n, delims[k], k < AK_UNL_QTAB ?
			    1 : 2, u->lines);
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

/* the refusal of a TAB scan that holds (d 0 as read, AK_UNL_QTAB the
   labels in CSV's quotes: what --quoting csv reads) */
static int
tab_refused(const ak_unl_scan *u, size_t d, const int top[AK_UNL_SLOTS],
    long on, const char *name, ak_err *e)
{
	char list[300], sh[48];

	labels_of(&u->d[d], top, on, "TAB", list, sizeof list);
	if (d == 0)
		return ak_errf(e, "%s: %s with a label and a TAB (%s): a "
		    "labelled corpus? --unlabeled reads the whole line, and "
		    "would count the labels as words of every message: read "
		    "it without --unlabeled (or drop the first field: cut "
		    "-f2-; text? --all-text)", name,
		    share(&u->d[0], on, sh, sizeof sh), list);
	return ak_errf(e, "%s: %s with a label in double quotes and a TAB "
	    "(%s): a labelled file, its fields quoted (Python's "
	    "csv.QUOTE_ALL, R's write.table)? --unlabeled reads the whole "
	    "line, and would count the labels as words of every message: "
	    "read it with --quoting csv instead of --unlabeled (text? "
	    "--all-text)", name, share(&u->d[d], on, sh, sizeof sh), list);
}

int
ak_corpus_unl_end(const ak_unl_scan *u, const char *name,
    const ak_corpus_opt *o, ak_err *e)
{
	static const char *const opt[AK_UNL_DELIMS] = { "", "--csv",
	    "--delimiter ';'", "--delimiter '|'", "--quoting csv" };
	static const char *const kind[AK_UNL_DELIMS] = { "a TAB", "','",
	    "';'", "'|'", "a TAB" };
	int top[AK_UNL_DELIMS][AK_UNL_SLOTS], h[AK_UNL_DELIMS];
	long on[AK_UNL_DELIMS];
	char list[300], map[48] = "", msg[800], sh[48];
	size_t d;

	for (d = 0; d < AK_UNL_DELIMS; d++) {
		on[d] = top_labels(&u->d[d], top[d]);
		h[d] = holds(&u->d[d], top[d], on[d]);
	}
	/* TAB: certain, as read first, then in CSV's quotes */
	if (h[0] == 2 || h[AK_UNL_QTAB] == 2) {
		d = h[0] == 2 ? 0 : AK_UNL_QTAB;
		return tab_refused(u, d, top[d], on[d], name, e);
	}
	for (d = 1; d < AK_UNL_QTAB; d++) {
		const ak_unl_one *v = &u->d[d];
		int cls = 0, named = 0, known = 1;
		if (h[d] != 2)
			continue;
		for (size_t i = 0; i < AK_UNL_SLOTS && v->count[i] > 0; i++) {
			int c;
			if (!top[d][i])
				continue;
			c = ak_corpus_label_class(v->first[i]);
			known &= c != 0;
			cls |= c;
			named |= strcasecmp(v->first[i], "spam") == 0 ||
			    strcasecmp(v->first[i], "ham") == 0;
			if (c != 0 && !ak_corpus_known_label(v->first[i]) &&
			    map[0] == '\0') {
				char g[40];
				snprintf(map, sizeof map, " --label-map %s",
				    ak_labelmap_guess(v->first[i], g, sizeof g));
			}
		}
		if (!known || !(named || cls == 3))
			continue;
		labels_of(v, top[d], on[d], kind[d], list, sizeof list);
		return ak_errf(e, "%s: %s with a label and %s (%s): a "
		    "labelled file? --unlabeled reads the whole line, and "
		    "would count the labels as words of every message: read "
		    "it with %s%s instead of --unlabeled (text? --all-text)",
		    name, share(v, on[d], sh, sizeof sh), kind[d], list,
		    opt[d], map);
	}
	for (d = 0; d < AK_UNL_DELIMS && o->note != NULL; d++) {
		int tab = d == 0 || d == AK_UNL_QTAB;
		if (h[d] == 0)
			continue;
		labels_of(&u->d[d], top[d], on[d], tab ? "TAB" : kind[d],
		    list, sizeof list);
		snprintf(msg, sizeof msg, "%s: %s with one of a few words%s "
		    "and %s (%s), read as text with --unlabeled; labels? read "
		    "it %s%s%s", name, share(&u->d[d], on[d], sh, sizeof sh),
		    d == AK_UNL_QTAB ? " in double quotes" : "", kind[d], list,
		    d == 0 ? "without --unlabeled" : "with ", opt[d], tab ?
		    "" : " --label-map ...");
		o->note(o->note_ctx, msg);
		return 0;
	}
	return 0;
}
