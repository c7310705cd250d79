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

static const char delims[AK_UNL_DELIMS] = { '\t', ',', ';', '|' };

/* one line's field before delimiter d into one delimiter's scan; in a
   delimited one (not TAB) a label as the readers see it: ASCII spaces
   around it trimmed ('ham ,text'), then its CSV quotes ("ham","text");
   labels compared in any case (Ham and ham: one label) */
static void
see_one(ak_unl_one *u, const char *s, size_t n, char d, long line)
{
	const char *t = memchr(s, d, n);
	size_t a = 0, k = t ? (size_t)(t - s) : 0, i;
	char f[25];

	if (u->no)
		return;
	if (d != '\t') {
		while (a < k && s[a] == ' ')
			a++;
		while (k > a && s[k - 1] == ' ')
			k--;
		if (k - a >= 2 && s[a] == '"' && s[k - 1] == '"')
			a++, k--;
	}
	if (t == NULL || k == a || k - a > 24 ||
	    strcspn(s + a, " \t,;|\"") < k - a) {
		u->no = 1;
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
	for (i = 0; i < AK_UNL_LABELS && u->count[i] > 0; i++)
		if (strcasecmp(u->first[i], f) == 0)
			break;
	if (i == AK_UNL_LABELS) {	/* one more distinct first field */
		u->no = 1;
		return;
	}
	if (u->count[i]++ == 0)
		memcpy(u->first[i], f, k - a + 1);
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
	see_one(&u->d[0], s, n, '\t', u->lines);
	if (!u->inq)	/* not the rest of a quoted field */
		for (size_t k = 1; k < AK_UNL_DELIMS; k++)
			see_one(&u->d[k], s, n, delims[k], u->lines);
	u->inq = quote_open(u->inq, s, n);
}

/* the labels of a scan that holds its rule, "ham 3, spam 2", into list */
static void
labels_of(const ak_unl_one *u, char *list, size_t n)
{
	size_t at = 0;

	list[0] = '\0';
	if (u->head[0] != '\0') {
		int w = snprintf(list, n, "line %ld '%s' a header; ",
		    u->hline, u->head);
		at = w > 0 && (size_t)w < n ? (size_t)w : 0;
	}
	for (size_t i = 0; i < AK_UNL_LABELS && u->count[i] > 0; i++) {
		int w = snprintf(list + at, n - at, "%s%s %ld", i ? ", " : "",
		    u->first[i], u->count[i]);
		at += w > 0 && (size_t)w < n - at ? (size_t)w : 0;
	}
}

/* 1 when scan u holds its rule: at most AK_UNL_LABELS labels, one on
   two lines or more */
static int
holds(const ak_unl_one *u)
{
	size_t k = 0;

	while (k < AK_UNL_LABELS && u->count[k] > 0)
		k++;
	return !u->no && k > 0 && u->lines > (long)k;
}

int
ak_corpus_unl_end(const ak_unl_scan *u, const char *name,
    const ak_corpus_opt *o, ak_err *e)
{
	static const char *const opt[AK_UNL_DELIMS] = { "", "--csv",
	    "--delimiter ';'", "--delimiter '|'" };
	static const char *const kind[AK_UNL_DELIMS] = { "a TAB", "','",
	    "';'", "'|'" };
	char list[200], map[48] = "", msg[600];

	if (holds(&u->d[0])) {
		labels_of(&u->d[0], list, sizeof list);
		return ak_errf(e, "%s: every line starts with a label and a TAB "
		    "(%s): a labelled corpus? --unlabeled reads the whole "
		    "line, and would count the labels as words of every "
		    "message: read it without --unlabeled (or drop the first "
		    "field: cut -f2-; text? --all-text)", name, list);
	}
	for (size_t d = 1; d < AK_UNL_DELIMS; d++) {
		const ak_unl_one *v = &u->d[d];
		int cls = 0, named = 0, known = 1;
		if (!holds(v))
			continue;
		for (size_t i = 0; i < AK_UNL_LABELS && v->count[i] > 0; i++) {
			int c = ak_corpus_label_class(v->first[i]);
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
		labels_of(v, list, sizeof list);
		if (known && (named || cls == 3))
			return ak_errf(e, "%s: every line starts with a label "
			    "and %s (%s): a labelled file? --unlabeled reads "
			    "the whole line, and would count the labels as "
			    "words of every message: read it with %s%s "
			    "instead of --unlabeled (text? --all-text)", name,
			    kind[d], list,
			    opt[d], map);
		if (o->note == NULL)
			return 0;
		snprintf(msg, sizeof msg, "%s: every line starts with one of "
		    "a few words and %s (%s), read as text with --unlabeled; "
		    "labels? read it with %s --label-map ...", name, kind[d],
		    list, opt[d]);
		o->note(o->note_ctx, msg);
		return 0;
	}
	return 0;
}
