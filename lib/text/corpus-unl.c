/*
 * corpus-unl.c — a labelled file read with --unlabeled (corpus-int.h
 * ak_unl_scan): the first field of each line, before each delimiter the
 * readers know, and the last, after the last one, looked at for labels;
 * a first line of column names (ak_corpus_unl_head).  Word vectors read
 * with it: corpus-first.c.
 */
#include <stdio.h>
#include <strings.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"

/* the scans: TAB as read without quoting, ',', ';', '|' (quoted 1:
   spaces trimmed, CSV quotes dropped), TAB as --quoting csv reads it
   (quoted 2: a label in quotes); then each again on the field after a
   row number (idx: pandas' to_csv index, R's row.names), and on the
   field after the line's last delimiter (last: the label in the last
   column, text,label); and TAB as read where a quoted field's rest is not
   looked at (quoted 3: texts over several lines) */
static const struct {
	char d;
	int quoted, idx, last;
} scans[AK_UNL_DELIMS] = {
	{ '\t', 0, 0, 0 }, { ',', 1, 0, 0 }, { ';', 1, 0, 0 }, { '|', 1, 0, 0 },
	{ '\t', 2, 0, 0 },
	{ '\t', 0, 1, 0 }, { ',', 1, 1, 0 }, { ';', 1, 1, 0 }, { '|', 1, 1, 0 },
	{ '\t', 2, 1, 0 },
	{ '\t', 0, 0, 1 }, { ',', 1, 0, 1 }, { ';', 1, 0, 1 }, { '|', 1, 0, 1 },
	{ '\t', 2, 0, 1 },
	{ '\t', 3, 0, 0 },
};

/* the distinct words a scan of delimiter d keeps: a TAB's labels may be
   any words, and many (a labelled file of many classes) */
#define SLOTS(d) ((d) == '\t' ? AK_UNL_SLOTS : AK_UNL_SLOTS_DELIM)

/* a line that does not fit (kind why) into u's off lines */
static void
off_line(ak_unl_one *u, long line, int why)
{
	if (u->off++ == 0) {
		u->offat = line;
		u->offwhy = why;
	} else if (u->off == 2) {	/* the first when line 1 is dropped */
		u->offat2 = line;
		u->offwhy2 = why;
	}
}

/* the field of s (n bytes) before delimiter d (last: after its last
   one): [*a, *k), as the readers see it with quoted 1 (ASCII spaces
   around it trimmed, 'ham ,text', then its CSV quotes, '"ham","text"')
   or 2 (its CSV quotes only, '"ham"<TAB>"text"'); *q when quotes were
   dropped.  Returns d's place, or NULL when s has none */
static const char *
field(const char *s, size_t n, char d, int quoted, int last, size_t *a,
    size_t *k, int *q)
{
	const char *t = memchr(s, d, n);

	while (last && t != NULL && memchr(t + 1, d, n - (size_t)(t + 1 -
	    s)) != NULL)
		t = memchr(t + 1, d, n - (size_t)(t + 1 - s));
	*a = t && last ? (size_t)(t + 1 - s) : 0;
	*k = t ? last ? n : (size_t)(t - s) : 0;
	*q = 0;
	while (quoted == 1 && *a < *k && s[*a] == ' ')
		(*a)++;
	while (quoted == 1 && *k > *a && s[*k - 1] == ' ')
		(*k)--;
	if ((quoted == 1 || quoted == 2) && *k - *a >= 2 && s[*a] == '"' && s[*k - 1] == '"')
		(*a)++, (*k)--, *q = 1;
	return t;
}

/* the first line a scan looks at, held for ak_corpus_unl_end's second
   reading (line 1 a header of names it does not know): its line, its
   field's first bytes, its slot (-1: an off line) */
static void
first_seen(ak_unl_one *u, long line, const char *s, size_t n)
{
	u->l1 = line;
	u->l1slot = -1;
	if (n > sizeof u->l1f - 1) {	/* cut where a character starts */
		n = sizeof u->l1f - 1;
		while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80)
			n--;
	}
	memcpy(u->l1f, s, n);
	u->l1f[n] = '\0';
}

/* one line into scan sc's u: its label field (the first; with idx the
   one after a row number: digits, or anything on the first line looked
   at, a header's corner; with last the one after the last delimiter,
   empty last fields dropped first: ak_unl_trim_empty), one word of at
   most 24 characters (or a negated spam: ak_unl_shaped); in the quoted
   TAB scan a field without quotes is none; labels compared in any case
   (Ham and ham: one label).  The first line looked at is a header when its field is a
   column's name, or names is set (every field of it a name:
   ak_corpus_names_line).  whole: the line starts outside a quoted field
   (its fields counted for the last scans).  A line without d, without a
   row number (idx), whose field has no label's shape, or a word past the
   AK_UNL_SLOTS distinct ones, is an off line */
static void
see_one(ak_unl_one *u, const char *s, size_t n, size_t sc, long line,
    int names, int whole)
{
	char d = scans[sc].d;
	int quoted = scans[sc].quoted, q, first = u->lines + u->hline == 0;
	size_t a, k, i;
	const char *t;
	char f[AK_UNL_WORD];

	if (scans[sc].last)	/* the last non-empty field */
		n = ak_unl_trim_empty(s, n, d, quoted);
	t = field(s, n, d, quoted, scans[sc].last, &a, &k, &q);
	long lead = 0;		/* empty fields before the label's */
	while (!scans[sc].last && !scans[sc].idx && t != NULL && k == a &&
	    lead < 8) {	/* a spreadsheet's empty columns left of it */
		lead++;
		n -= (size_t)(t + 1 - s);
		s = t + 1;
		t = field(s, n, d, quoted, 0, &a, &k, &q);
	}

	int corner = 0;		/* a header's first field, not a number */
	if (scans[sc].idx && t != NULL) {
		corner = k == a || k - a > 18 || strspn(s + a, "0123456789") <
		    k - a;
		if (corner && !first) {
			u->lines++;
			off_line(u, line, 5);
			return;
		}
		n -= (size_t)(t + 1 - s);
		s = t + 1;
		t = field(s, n, d, quoted, 0, &a, &k, &q);
	}
	if (t != NULL && d == ',' && ak_unl_dec_at(s, n, t))
		t = NULL;	/* a ';' file's decimal comma, no delimiter */
	if (first)
		first_seen(u, line, s + a, t ? k - a : n);
	if (t == NULL || k == a || k - a > AK_UNL_WORD - 1 || ak_unl_chars(s + a,
	    k - a) > 24 || !ak_unl_shaped(s + a, k - a, d) || (quoted == 2 && !q)) {
		u->lines++;
		off_line(u, line, t == NULL ? 1 : quoted == 2 && !q &&
		    k > a ? 4 : 2);
		return;
	}
	memcpy(f, s + a, k - a);
	f[k - a] = '\0';
	if (first && (ak_corpus_col_name(f) || names)) {
		memcpy(u->head, f, k - a + 1);	/* a header's */
		u->hline = line;
		u->l1 = 0;
		return;
	}
	u->lines++;
	if (corner) {	/* no header after all, and no row number */
		off_line(u, line, 5);
		return;
	}
	for (i = 0; i < SLOTS(d) && u->count[i] > 0; i++)
		if (strcasecmp(u->first[i], f) == 0)
			break;
	if (i == SLOTS(d)) {	/* a word past the slots */
		off_line(u, line, 3);
		return;
	}
	if (first)
		u->l1slot = (int)i;
	if (u->count[i]++ == 0) {
		memcpy(u->first[i], f, k - a + 1);
		u->at[i] = line;
	}
	if (u->lead == 0)
		u->lead = lead + 1;
	if (scans[sc].last && whole) {	/* the label's column: the fields
					   of a line no quoted field began on */
		long nf = ak_unl_fields(s, n, d, quoted != 0);
		if (u->nf == 0)
			u->nf = nf, u->nfat = line;
		else if (nf != u->nf && u->nfx == 0)
			u->nfx = line, u->nfxn = nf;
	}
}

/* a column of text as CSV quotes it, over several lines (pandas' to_csv
   of a text column, its index or an id before it perhaps): line s (n
   bytes, inq a quoted field open at its start) opens a quote at its start
   or after a first field of one word (no space, at most 24 bytes) and a
   delimiter, and leaves it open; a later line closes it with its last
   byte ('how are you"'): counted in u->c1span; a ',' outside quotes
   (u->c1comma) says the delimiter is no ',' (a TAB: --quoting csv) */
static void
col1_see(ak_unl_scan *u, int inq, const char *s, size_t n, long line,
    long first)
{
	size_t i = 0, at;

	if (inq) {
		if (u->c1open && !u->inq) {	/* closed on this line */
			if (n > 0 && s[n - 1] == '"' &&
			    ak_unl_quote_open(1, s, n - 1) && u->c1span++ == 0)
				u->c1at = first, u->c1to = line;
			u->c1open = 0;
		}
		return;
	}
	u->c1open = 0;
	for (size_t k = 0, q = 0; k < n && !u->c1comma; k++)
		if (s[k] == '"')
			q = !q;
		else if (s[k] == ',' && !q)
			u->c1comma = line;	/* no ',' a writer's delimiter */
	while (i < n && i < 25 && memchr(",;|\t \"", s[i], 6) == NULL)
		i++;
	if (i == 0 && n > 0 && s[0] == '"')
		at = 0;
	else if (i > 0 && i < 25 && i + 1 < n && s[i] != ' ' && s[i] != '"' &&
	    s[i + 1] == '"')
		at = i + 1;
	else
		return;
	u->c1open = u->inq && ak_unl_quote_open(1, s + at + 1, n - at - 1);
	if (u->c1open && u->c1span == 0)
		u->c1idx = at > 0, u->c1at = line;
}

/* the quoted fields over several lines are a CSV writer's: some seen,
   and most lines inside them do not start as a record (a label and a
   TAB), as the rest of a text does */
static int
spans(const ak_unl_scan *u)
{
	return u->spanned > 0 && 2 * u->inlab < u->inlines;
}

void
ak_corpus_unl_see(ak_unl_scan *u, const char *s, size_t n,
    const char *where)
{
	int inq = u->inq, names = 0;
	int hash = !u->inq && n > 0 && s[0] == '#';
	long line = ak_unl_where_line(where, u->lines + 1);
	char d, lab[32];

	ak_foreign_see(&u->fg, s, n);
	u->lines++;
	/* a comment, as the labelled readers skip it (outside a quoted
	   field) where the label is first; a record (a hashtag message)
	   where it is last */
	if (!hash) {
		names = u->seen++ == 0 && ak_corpus_names_line(s, n, &d, lab);
		u->inq = ak_unl_quote_open(u->inq, s, n);
		if (inq && ak_unl_closed_well(s, n))
			u->spanned++;
		/* a line inside a quoted field that starts with a label
		   and a TAB: no text goes on past its line, the quote a
		   stray one ('"Hi', an inch mark '27"') */
		const char *t = inq ? memchr(s, '\t', n) : NULL;
		u->inlines += inq;
		u->inlab += t != NULL && t > s && (size_t)(t - s) <
		    AK_UNL_WORD && ak_unl_shaped(s, (size_t)(t - s), '\t');
		col1_see(u, inq, s, n, line, u->c1at);
	}
	/* TAB as read on every line; the others not on the rest of a
	   quoted field, nor (after the last delimiter) on a line a quoted
	   field goes on past */
	for (size_t k = 0; k < AK_UNL_DELIMS; k++)
		if (scans[k].last ? !u->inq : !hash && (scans[k].quoted == 0 ||
		    !inq))
			see_one(&u->d[k], s, n, k, line, names, !inq);
}

int
ak_corpus_unl_head(ak_unl_scan *u, const char *s, size_t n,
    const char *where)
{
	size_t at, i;

	if (u->seen > 0 || !ak_corpus_names_line(s, n, &u->hdrd, u->hdrlab))
		return 0;
	at = (size_t)snprintf(u->hdr, sizeof u->hdr - 80, "%.1000s: '", where);
	for (i = 0; i < n && i < 60; i++) {
		if (s[i] == '\t')	/* a TAB shown as \t */
			u->hdr[at++] = '\\', u->hdr[at++] = 't';
		else
			u->hdr[at++] = s[i];
	}
	snprintf(u->hdr + at, sizeof u->hdr - at, "%s'", i < n ? "..." : "");
	ak_corpus_unl_see(u, s, n, where);
	return 1;
}

/* the labels of scan u: the max distinct first fields on the most lines
   (on a tie the one first seen), each on min lines or more, top[i] set
   for each; returns the lines they start */
static long
top_labels(const ak_unl_one *u, int top[AK_UNL_SLOTS], size_t max,
    long min)
{
	long on = 0;

	memset(top, 0, AK_UNL_SLOTS * sizeof *top);
	for (size_t r = 0; r < max; r++) {
		size_t b = AK_UNL_SLOTS;
		for (size_t i = 0; i < AK_UNL_SLOTS && u->count[i] > 0; i++)
			if (!top[i] && (b == AK_UNL_SLOTS ||
			    u->count[i] > u->count[b]))
				b = i;
		if (b == AK_UNL_SLOTS || u->count[b] < min)
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

/* the labels of scan u, delimiter dn ("a TAB", "','"), "ham 3, spam 2"
   (of more than ten the first eight, "... and 24 more"), and the lines that do not start with one: how many and the first
   ("; 1 line not, line 401: no TAB"), into list */
static void
labels_of(const ak_unl_one *u, const int top[AK_UNL_SLOTS], long on,
    const char *dn, char *list, size_t n)
{
	size_t at = 0, nt = 0, shown = 0;
	long first = u->off > 0 ? u->offat : 0;
	char why[140];
	int w;

	for (size_t i = 0; i < AK_UNL_SLOTS; i++)
		nt += top[i] != 0;

	list[0] = '\0';
	if (u->head[0] != '\0') {
		w = snprintf(list, n, "line %ld '%s' a header%s; ",
		    u->hline, u->head, u->hguess ? "?" : "");
		at = w > 0 && (size_t)w < n ? (size_t)w : 0;
	}
	for (size_t i = 0; i < AK_UNL_SLOTS && u->count[i] > 0; i++) {
		if (!top[i]) {
			if (first == 0 || u->at[i] < first) {
				first = u->at[i];
				snprintf(why, sizeof why, "'%s', %s",
				    u->first[i], nt > AK_UNL_LABELS ? "a word on "
				    "one line" : "a fourth word");
			}
			continue;
		}
		if (shown++ == 8 && nt > 10)	/* many: the first eight */
			w = snprintf(list + at, n - at, " and %zu more",
			    nt - 8);
		else if (shown > 8 && nt > 10)
			continue;
		else
			w = snprintf(list + at, n - at, "%s%s %ld", at &&
			    list[at - 1] != ' ' ? ", " : "", u->first[i],
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
		    strcmp(dn, "TAB") == 0 ? "one of more than 32 words before "
		    "%s%s" : "one of more than eight words before %s%s",
		    u->offwhy != 1 && strcmp(dn, "TAB") == 0 ? "the " : "",
		    dn);
	snprintf(list + at, n - at, "; %ld line%s not, %s %ld: %s",
	    u->lines - on, u->lines - on > 1 ? "s" : "",
	    u->lines - on > 1 ? "the first line" : "line", first, why);
}

/* "every line starts" or "400 of 401 lines start" (last: "end") into
   b */
static const char *
share(const ak_unl_one *u, long on, int last, char *b, size_t n)
{
	const char *v = last ? "end" : "start";

	if (u->lines == on)
		snprintf(b, n, "every line %ss", v);
	else
		snprintf(b, n, "%ld of %ld lines %s", on, u->lines, v);
	return b;
}

/* what scan d's lines start (or end) with, noun a label's name ("a
   label"), into b: "a label and ','", "a row number, then a label in
   double quotes and a TAB", "',' and a label" */
static const char *const kind[AK_UNL_IDX] = { "a TAB", "','", "';'",
    "'|'", "a TAB" };

static const char *
what(size_t d, const char *noun, char *b, size_t n)
{
	size_t k = d % AK_UNL_IDX;

	if (scans[d].last)
		snprintf(b, n, "%s and %s%s", kind[k], noun, k == AK_UNL_QTAB ?
		    " in double quotes" : "");
	else
		snprintf(b, n, "%s%s%s and %s", scans[d].idx ? "a row number, "
		    "then " : "", noun, k == AK_UNL_QTAB ? " in double quotes" :
		    "", kind[k]);
	return b;
}

/* the options that read scan d's labels (map: a --label-map's, or ""),
   into b: "" (TAB: the labelled reader's default; --quoting csv with
   qs, a quoted field over several lines seen), "--csv", ...; with a
   row number, or the label last, and no header of names the columns
   too (the label's the last of the first labelled line's v->nf fields,
   the text's the one before); under a header whose name of the label's
   column is no label column's name the labelled reader would not take
   ('spam' after pandas' index: ',text,spam'), that column by name */
static const char *
reads(size_t d, const ak_unl_one *v, const char *map, int qs, char *b,
    size_t n)
{
	static const char *const opt[AK_UNL_IDX] = { "", "--csv",
	    "--delimiter ';'", "--delimiter '|'", "--quoting csv" };
	size_t k = d % AK_UNL_IDX;
	int lead = !scans[d].idx && !scans[d].last && v->lead > 1;
	int cols = (scans[d].idx || scans[d].last || lead) && (v->head[0] ==
	    '\0' || v->hguess || lead);
	long lab = scans[d].last && v->nf > 2 ? v->nf : lead ? v->lead : 2;
	char c[96] = "";

	if (cols)
		snprintf(c, sizeof c, " --label-column %ld --text-column %ld",
		    lab, scans[d].last ? lab - 1 : lab + 1);
	else if ((scans[d].idx || scans[d].last) && v->head[0] != '\0' &&
	    !ak_corpus_label_name(v->head))
		snprintf(c, sizeof c, strspn(v->head, "abcdefghijklmnopqrstuvwxyz"
		    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-") == strlen(v->head) ?
		    " --label-column %.60s" : " --label-column '%.60s'",
		    v->head);
	snprintf(b, n, "%s%s%s", d == AK_UNL_MTAB || (k == 0 && qs) ?
	    "--quoting csv" : k == 0 && cols ? "--delimiter tab" : opt[k], c,
	    map);
	if (b[0] == ' ')	/* no option before the map */
		memmove(b, b + 1, strlen(b));
	return b;
}

/* the refusal of last scan d (',', ';', '|'; sh: its share, list: its
   labels_of) whose labelled lines have fields of more than one count: a
   text holds the delimiter unquoted, which no column option reads
   ('Hello, how are you,ham'); the sed that puts the label first, a TAB
   after it, and the read of that (map: the --label-map's, or "") */
static int
unquoted(const ak_unl_one *v, size_t d, const char *sh, const char *list,
    const char *map, const char *name, ak_err *e)
{
	char c = scans[d].d;
	const char *f = strcmp(name, "-") == 0 ? "FILE" : name;

	return ak_errf(e, "%s: %s with '%c' and a label (%s): a "
	    "labelled file, its label in the last column, its texts holding "
	    "'%c' unquoted (line %ld has %ld fields, line %ld %ld), which no "
	    "column option reads: put the label first, sed 's/\\r$//; "
	    "s/%c*$//; s/^\\(.*\\)%c\\([^%c]*\\)$/\\2\\t\\1/' %s "
	    "> %s.tsv, and read that %s%s (text? --all-text)", name, sh, c,
	    list,
	    c, v->nfat, v->nf, v->nfx, v->nfxn, c, c, c, f, f, map[0] ?
	    "with" : "without --unlabeled", map);
}

/* the refusal of scan d, which holds (list: its labels_of), or the note
   (o->note) when it holds of half the lines or more; qs: a quoted field
   over several lines seen (a TAB file then read with --quoting csv) */
static int
refuse(const ak_unl_one *v, size_t d, const int top[AK_UNL_SLOTS],
    long on, const char *map, int qs, const char *name,
    const ak_corpus_opt *o, int note, ak_err *e)
{
	static const char *const why[] = { "a labelled corpus?", "a labelled "
	    "file?", "a labelled file, its fields quoted (Python's "
	    "csv.QUOTE_ALL, R's write.table)?", "a labelled file with its "
	    "row numbers (pandas' to_csv index, R's row.names)?", "a labelled "
	    "file, its label in the last column (pandas' df[['text', "
	    "'label']].to_csv, Hugging Face's sms_spam)?", "a labelled file, "
	    "its texts quoted over several lines (pandas' to_csv(sep='\\t'))?" };
	size_t k = d % AK_UNL_IDX;
	int last = scans[d].last;
	char list[600], sh[48], w[96], r[600], msg[2048], cut[96] = "";
	int tab = k == 0 || k == AK_UNL_QTAB, lead;

	labels_of(v, top, on, tab ? "TAB" : kind[k], list, sizeof list);
	reads(d, v, map, qs, r, sizeof r);
	if (!note && last && !tab && v->nfx != 0)
		return unquoted(v, d, share(v, on, last, sh, sizeof sh), list,
		    map, name, e);
	lead = !last && !scans[d].idx && v->lead > 1;
	if (note) {
		snprintf(msg, sizeof msg, "%s: %s with %s (%s), read as text "
		    "with --unlabeled; labels? read it %s%s%s", name,
		    share(v, on, last, sh, sizeof sh), what(d, lead ? "empty "
		    "fields, then one of a few words" : "one of a few words",
		    w, sizeof w), list, r[0] ? "with " : "without --unlabeled",
		    r, tab ? "" : " --label-map ...");
		o->note(o->note_ctx, msg);
		return 0;
	}
	if (d == 0 && !qs && lead)	/* the fields before the text */
		snprintf(cut, sizeof cut, "or drop the fields before the "
		    "text: cut -f%ld-; ", v->lead + 1);
	else if (d == 0 && !qs)
		snprintf(cut, sizeof cut, "or drop the first field: cut -f2-; ");
	return ak_errf(e, "%s: %s with %s (%s): %s --unlabeled reads the "
	    "whole line, and would count the labels as words of every "
	    "message: read it %s%s%s (%stext? --all-text)", name,
	    share(v, on, last, sh, sizeof sh), what(d, lead ? "empty fields, "
	    "then a label" : "a label", w, sizeof w),
	    list, why[d == AK_UNL_MTAB || (d == 0 && qs) ? 5 : last ? 4 :
	    scans[d].idx ? 3 : k == AK_UNL_QTAB ? 2 : k ? 1 : 0],
	    r[0] ? "with " : "without --unlabeled", r, r[0] ? " instead of "
	    "--unlabeled" : "", cut);
}

#define AK_UNL_MAP 400	/* three labels of 96 bytes, the option */

/* the --label-map of scan v's labels top, each as it is spelled, when
   one of them is spelled with a space or a letter beyond ASCII (a map
   ak_labelmap_guess cannot spell: 'not spam', 'спам', 'не спам'), in
   quotes when one has a space, into map: " --label-map 'spam=spam,not
   spam=ham'"; unchanged when none is so spelled */
static void
spelled_map(const ak_unl_one *v, const int top[AK_UNL_SLOTS],
    char map[AK_UNL_MAP])
{
	size_t at, i;
	int sp = 0, wide = 0, w;

	for (i = 0; i < AK_UNL_SLOTS && v->count[i] > 0; i++)
		for (const char *p = v->first[i]; top[i] && *p; p++)
			sp |= *p == ' ', wide |= (unsigned char)*p >= 0x80;
	if (!sp && !wide)
		return;
	at = (size_t)snprintf(map, AK_UNL_MAP, " --label-map %s", sp ? "'" :
	    "");
	for (int c = 1; c <= 2; c++)	/* the spam ones first */
		for (i = 0; i < AK_UNL_SLOTS && v->count[i] > 0; i++) {
			if (!top[i] || ak_unl_class(v->first[i]) != c)
				continue;
			w = snprintf(map + at, AK_UNL_MAP - at, "%s%s=%s", map[at -
			    1] == ' ' || map[at - 1] == '\'' ? "" : ",",
			    v->first[i], c == 1 ? "spam" : "ham");
			at += w > 0 && (size_t)w < AK_UNL_MAP - at ? (size_t)w : 0;
		}
	if (sp)
		snprintf(map + at, AK_UNL_MAP - at, "'");
}

/* where scan d's rule holds (h 2), whether its labels make it certain:
   TAB's any words; the others' ones the label rule knows (ak_unl_class),
   the file's spam or ham (or 'спам'), or labels of both classes (a
   decimal comma read as a point: '1,0' as '1.0'); the --label-map they
   want into map (AK_UNL_MAP bytes; TAB's too, when each is a label the
   rule knows: '1', 'not spam'; with a decimal comma, which no map holds,
   the sed that drops it first); *dc when a label has a decimal comma */
static int
certain(const ak_unl_one *v, size_t d, const int top[AK_UNL_SLOTS],
    char map[AK_UNL_MAP], int *dc)
{
	int cls = 0, named = 0, known = 1;
	size_t k = d % AK_UNL_IDX;
	char l[AK_UNL_WORD], g[40];

	map[0] = '\0';
	*dc = 0;
	for (size_t i = 0; i < AK_UNL_SLOTS && v->count[i] > 0; i++) {
		int c;
		char *p;
		if (!top[i])
			continue;
		memcpy(l, v->first[i], sizeof l);
		if ((p = strchr(l, ',')) != NULL)
			*p = '.', *dc = 1;	/* '1,0': pandas' 1.0 */
		c = ak_unl_class(l);
		known &= c != 0;
		cls |= c;
		named |= strcasecmp(l, "spam") == 0 || strcasecmp(l, "ham") ==
		    0 || (c == 1 && (unsigned char)l[0] >= 0x80);
		if (c != 0 && !ak_corpus_known_label(l) && map[0] == '\0')
			snprintf(map, AK_UNL_MAP, " --label-map %s",
			    ak_labelmap_guess(l, g, sizeof g));
	}
	if (known && map[0] != '\0')
		spelled_map(v, top, map);
	else
		map[0] = '\0';	/* a word no rule knows: no map */
	if (*dc)	/* no map holds a comma: 1,0 made 1 first */
		snprintf(map, AK_UNL_MAP, " --label-map 1=spam,0=ham after "
		    "sed '%s' (no --label-map holds the labels' decimal comma)",
		    scans[d].last ? "s/;\\([0-9]*\\),0*$/;\\1/" :
		    scans[d].idx ? "s/^\\([^;]*;[0-9]*\\),0*;/\\1;/" :
		    "s/^\\([0-9]*\\),0*;/\\1;/");
	if (k == 0 || k == AK_UNL_QTAB)
		return 1;
	return known && (named || cls == 3);
}

/* scan u without its first line looked at, into v: that line read as a
   header of names the tools do not know ('Kategorie;Nachricht', one word
   on one line, or an off line); 0 when u has a header, or its first line
   is a word on other lines too */
static int
drop_first(const ak_unl_one *u, ak_unl_one *v)
{
	size_t i = (size_t)u->l1slot;

	if (u->l1 == 0 || u->head[0] != '\0' || u->lines < 3)
		return 0;
	*v = *u;
	v->lines--;
	if (u->l1slot >= 0) {
		if (u->count[i] != 1)
			return 0;
		for (; i + 1 < AK_UNL_SLOTS; i++) {
			memcpy(v->first[i], u->first[i + 1], sizeof v->first[i]);
			v->count[i] = u->count[i + 1];
			v->at[i] = u->at[i + 1];
		}
		v->count[AK_UNL_SLOTS - 1] = 0;
	} else if (u->off > 0 && u->offat == u->l1) {
		v->off--;
		v->offat = u->off > 1 ? u->offat2 : 0;
		v->offwhy = u->offwhy2;
	} else
		return 0;
	memcpy(v->head, u->l1f, sizeof v->head);
	v->hline = u->l1;
	v->hguess = 1;
	return 1;
}

int
ak_corpus_unl_end(const ak_unl_scan *u, const char *name,
    const ak_corpus_opt *o, ak_err *e)
{
	/* the order the scans are asked in: TAB's (as read, then in CSV's
	   quotes, then without a quoted field's rest), the delimited ones;
	   each after a row number, then each after the last delimiter */
	static const size_t order[AK_UNL_DELIMS] = { 0, AK_UNL_QTAB,
	    AK_UNL_MTAB, 1, 2, 3, AK_UNL_IDX, AK_UNL_IDX + AK_UNL_QTAB, AK_UNL_IDX + 1,
	    AK_UNL_IDX + 2, AK_UNL_IDX + 3, AK_UNL_LAST, AK_UNL_LAST +
	    AK_UNL_QTAB, AK_UNL_LAST + 1, AK_UNL_LAST + 2, AK_UNL_LAST + 3 };
	int top[AK_UNL_DELIMS][AK_UNL_SLOTS], h[AK_UNL_DELIMS], t1[AK_UNL_SLOTS];
	long on[AK_UNL_DELIMS], on1;
	char map[AK_UNL_MAP], msg[1500];
	size_t d, i, k, nt;
	ak_unl_one v;
	int dc;

	if (ak_foreign_end(&u->fg, name, o, e) != 0)
		return -1;	/* a layout of another program's */
	for (d = 0; d < AK_UNL_DELIMS; d++) {
		on[d] = top_labels(&u->d[d], top[d], AK_UNL_LABELS, 1);
		h[d] = holds(&u->d[d], top[d], on[d]);
	}
	/* ';' with labels written with a decimal comma ('1,0;text') first:
	   its ',' is no delimiter, though the ',' scan sees '1' before it */
	for (i = 0; i < AK_UNL_DELIMS; i++) {
		d = order[i];
		if (scans[d].d == ';' && h[d] == 2 && certain(&u->d[d], d,
		    top[d], map, &dc) && dc)
			return refuse(&u->d[d], d, top[d], on[d], map,
			    spans(u), name, o, 0, e);
	}
	for (i = 0; i < AK_UNL_DELIMS; i++) {
		d = order[i];
		if (h[d] == 2 && certain(&u->d[d], d, top[d], map, &dc))
			return refuse(&u->d[d], d, top[d], on[d], map,
			    spans(u), name, o, 0, e);
	}
	/* a TAB's labels of many classes: 4 to 32 words, each on two lines
	   or more, four on average, that start 9 lines in 10 */
	for (i = 0; i < AK_UNL_DELIMS; i++) {
		d = order[i];
		if (scans[d].d != '\t' || scans[d].idx)
			continue;
		on1 = top_labels(&u->d[d], t1, AK_UNL_SLOTS, 2);
		for (nt = 0, k = 0; k < AK_UNL_SLOTS; k++)
			nt += t1[k] != 0;
		if (nt > AK_UNL_LABELS && (long)nt * 4 <= u->d[d].lines &&
		    holds(&u->d[d], t1, on1) == 2)
			return refuse(&u->d[d], d, t1, on1, "", spans(u),
			    name, o, 0, e);
	}
	/* line 1 a header whose names the tools do not know */
	for (i = 0; i < AK_UNL_DELIMS; i++) {
		d = order[i];
		if (!drop_first(&u->d[d], &v))
			continue;
		on1 = top_labels(&v, t1, AK_UNL_LABELS, 1);
		if (holds(&v, t1, on1) == 2 && certain(&v, d, t1, map, &dc))
			return refuse(&v, d, t1, on1, map, spans(u),
			    name, o, 0, e);
	}
	if (u->c1span > 0 && o->quoting == AK_QUOTING_NONE)
		return ak_errf(e, "%s:%ld: a text in double quotes goes on to "
		    "line %ld%s, as CSV quotes a column of text over several "
		    "lines (pandas' to_csv of a text column): --unlabeled "
		    "reads each line as a message; read it with --unlabeled "
		    "%s%s (lines of text as they are? --all-text)", name,
		    u->c1at, u->c1to, u->c1span > 1 ? ", and more" : "",
		    u->c1comma && !u->c1idx ? "--quoting csv" : "--csv",
		    u->c1idx ? " --text-column 2" : "");
	if (u->hdr[0] != '\0' && o->note != NULL) {
		static const char *const opt[] = { "without --unlabeled",
		    "with --csv", "with --delimiter ';'", "with --delimiter '|'" };
		int k = u->hdrd == ',' ? 1 : u->hdrd == ';' ? 2 : u->hdrd == '|'
		    ? 3 : 0;
		char lab[160] = "";
		if (u->hdrlab[0] != '\0')
			snprintf(lab, sizeof lab, "; its column '%s' names "
			    "labels: read it %s%s", u->hdrlab, opt[k], k ?
			    " instead of --unlabeled" : "");
		snprintf(msg, sizeof msg, "%s read as the header (column names, "
		    "as pandas' to_csv writes them first), not as a message%s; "
		    "a message? read it with --all-text", u->hdr, lab);
		o->note(o->note_ctx, msg);
	}
	for (i = 0; i < AK_UNL_DELIMS && o->note != NULL; i++) {
		d = order[i];
		if (h[d] != 0)
			return refuse(&u->d[d], d, top[d], on[d], "",
			    spans(u), name, o, 1, e);
	}
	return 0;
}
