/*
 * corpus-unl.c — a labelled file read with --unlabeled (corpus-unl.h
 * ak_unl_scan): the first field of each line, before each delimiter the
 * readers know, and the last, after the last one, looked at for labels;
 * a first line of column names (ak_corpus_unl_head), and the decision at
 * the end (ak_corpus_unl_end).  What the decision says: corpus-unl-say.c;
 * word vectors read with it: corpus-first.c.
 */
#include <stdio.h>
#include <strings.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"
#include "corpus-unl.h"

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
	if (why != 3 && u->offatx == 0)	/* a word past the slots is counted
					   by the many classes' rule */
		u->offatx = line, u->offwhyx = why;
}

/* the field of s (n bytes) before delimiter d (last: after its last
   one): [*a, *k), as the readers see it with quoted 1 (ASCII spaces
   around it trimmed, 'ham ,text', then its CSV quotes, '"ham","text"')
   or 2 (its CSV quotes only, '"ham"<TAB>"text"'); with 0 and 3 (TAB as
   read) the spaces trimmed too ('ham <TAB>text'); *q when quotes were
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
	while (quoted != 2 && *a < *k && s[*a] == ' ')
		(*a)++;
	while (quoted != 2 && *k > *a && s[*k - 1] == ' ')
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

/* slot i's label as the line writes it, s[ra, rk), which the scan
   trimmed to [a, k) (its quotes kept): a label with spaces around it
   ('ham ,text') kept in u->spell[i] (a second spelling, or one with
   quotes, sets u->spx: no map spells them all), one without marked
   (u->plain[i]) */
static void
spelling(ak_unl_one *u, size_t i, const char *s, size_t ra, size_t rk,
    size_t a, size_t k)
{
	if (a == ra && k == rk) {
		if (i < AK_UNL_SLOTS_DELIM)
			u->plain[i] = 1;
		return;
	}
	if (i >= AK_UNL_SLOTS_DELIM) {	/* a TAB's word past those kept */
		u->spx = 1;
		return;
	}
	if (rk - ra >= AK_UNL_WORD || memchr(s + ra, '"', rk - ra) != NULL) {
		u->spx = 1;
		return;
	}
	if (u->spell[i][0] == '\0') {
		memcpy(u->spell[i], s + ra, rk - ra);
		u->spell[i][rk - ra] = '\0';
	} else if (strlen(u->spell[i]) != rk - ra || memcmp(u->spell[i], s +
	    ra, rk - ra) != 0)
		u->spx = 1;
}

/* an id's field s[0..n) (not digits only): one word of at most 64
   bytes, no space, TAB, ',', ';', '|' or '"', with a digit in it (msg_1,
   SMS0001, a UUID, a date); a word without one is more likely a label
   (spam,ham,text) */
static int
id_word(const char *s, size_t n)
{
	int digit = 0;

	if (n == 0 || n > 64)
		return 0;
	for (size_t i = 0; i < n; i++) {
		if (memchr(" \t,;|\"", s[i], 6) != NULL)
			return 0;
		digit |= s[i] >= '0' && s[i] <= '9';
	}
	return digit;
}

/* one line into scan sc's u: its label field (the first; with idx the
   one after a row number, digits, or an id (id_word), or anything on the
   first line looked at, a header's corner; with last the one after the last delimiter,
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
see_one(ak_unl_scan *all, const char *s, size_t n, size_t sc, long line,
    int names, int whole)
{
	ak_unl_one *u = &all->d[sc];
	char d = ak_unl_scans[sc].d;
	int quoted = ak_unl_scans[sc].quoted, q, first = u->lines + u->hline == 0;
	size_t a, k, i;
	const char *t;
	char f[AK_UNL_WORD];

	if (ak_unl_scans[sc].last)	/* the last non-empty field */
		n = ak_unl_trim_empty(s, n, d, quoted);
	t = field(s, n, d, quoted, ak_unl_scans[sc].last, &a, &k, &q);
	long lead = 0;		/* empty fields before the label's */
	while (!ak_unl_scans[sc].last && !ak_unl_scans[sc].idx && t != NULL && k == a &&
	    lead < 8) {	/* a spreadsheet's empty columns left of it */
		lead++;
		n -= (size_t)(t + 1 - s);
		s = t + 1;
		t = field(s, n, d, quoted, 0, &a, &k, &q);
	}

	int corner = 0, wid = 0;	/* a header's first field, not a
					   number nor an id; an id's */
	if (ak_unl_scans[sc].idx && t != NULL) {
		corner = k == a || k - a > 18 || strspn(s + a, "0123456789") <
		    k - a;
		wid = corner && id_word(s + a, k - a);
		corner &= !wid;
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
	ak_unl_many_see(all, sc, f, k - a, line);	/* however many */
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
	if (quoted != 2)	/* spaces trimmed: how it is written */
		spelling(u, i, s, ak_unl_scans[sc].last ? (size_t)(t + 1 - s) :
		    0, ak_unl_scans[sc].last ? n : (size_t)(t - s), a - q, k +
		    q);
	if (u->lead == 0)
		u->lead = lead + 1;
	u->idw += wid;
	if (ak_unl_scans[sc].last && whole) {	/* the label's column: the fields
					   of a line no quoted field began on */
		long nf = ak_unl_fields(s, n, d, quoted != 0);
		if (u->nf == 0)
			u->nf = nf, u->nfat = line;
		else if (nf != u->nf && u->nfx == 0)
			u->nfx = line, u->nfxn = nf;
		for (size_t j = 0, c = 0, in = 0, sp = 0; j <= n && c < 8; j++)
			if (j == n || (s[j] == d && !in)) {	/* field c ends */
				u->spc[c++] += sp;
				sp = 0;
			} else if (s[j] == '"' && quoted)
				in = !in;
			else
				sp |= s[j] == ' ';
	}
}

/* a column of text as CSV quotes it, over several lines (pandas' to_csv
   of a text column, its index or an id before it perhaps): line s (n
   bytes, inq a quoted field open at its start) opens a quote at its start
   or after a first field of one word (no space, at most 24 bytes) and a
   delimiter, and leaves it open; a later line closes it with its last
   byte ('how are you"'), or before a delimiter and a last field of one
   word ('call us",msg_001', 'call us"<TAB>7': u->c1last): counted in
   u->c1span; a ',' outside quotes
   (u->c1comma) says the delimiter is no ',' (a TAB: --quoting csv) */
static void
col1_see(ak_unl_scan *u, int inq, const char *s, size_t n, long line,
    long first)
{
	size_t i = 0, at;

	if (inq) {
		if (u->c1open && !u->inq) {	/* closed on this line */
			/* ... by its last byte, or before a delimiter and
			   a last field of one word (an id, a row number) */
			size_t z = n;
			while (z > 0 && n - z < 25 && memchr(",;|\t \"",
			    s[z - 1], 6) == NULL)
				z--;
			if (z < n && z >= 2 && memchr(",;|\t", s[z - 1], 4) !=
			    NULL && s[z - 2] == '"' && ak_unl_quote_open(1, s,
			    z - 2)) {
				if (u->c1span == 0)
					u->c1last = s[z - 1];
			} else
				z = n + 1;
			if (((n > 0 && s[n - 1] == '"' && ak_unl_quote_open(1,
			    s, n - 1)) || z <= n) && u->c1span++ == 0)
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
	/* (a spreadsheet's error value first, '#N/A<TAB>text': a label
	   column's failed formula, no comment) */
	int hash = !u->inq && n > 0 && s[0] == '#' && !ak_sheet_error_line(s,
	    n, '\t') && !ak_sheet_error_line(s, n, ',') &&
	    !ak_sheet_error_line(s, n, ';') && !ak_sheet_error_line(s, n, '|');
	long line = ak_unl_where_line(where, u->lines + 1);
	char d, lab[32];

	ak_foreign_see(&u->fg, s, n, line);
	u->lines++;
	/* a comment, as the labelled readers skip it (outside a quoted
	   field) where the label is first; a record (a hashtag message)
	   where it is last */
	if (!hash) {
		names = u->seen++ == 0 && ak_corpus_names_line(s, n, &d, lab);
		u->inq = ak_unl_quote_open(u->inq, s, n);
		if (inq && ak_unl_closed_well(s, n) && u->spanned++ == 0)
			u->spat = line;
		/* a line inside a quoted field that starts with a label
		   and a TAB: no text goes on past its line, the quote a
		   stray one ('"Hi', an inch mark '27"') */
		const char *t = inq ? memchr(s, '\t', n) : NULL;
		u->inlines += inq;
		u->inlab += t != NULL && t > s && (size_t)(t - s) <
		    AK_UNL_WORD && ak_unl_shaped(s, (size_t)(t - s), '\t');
		col1_see(u, inq, s, n, line, u->c1at);
		if (!inq && u->hkey[0] != '\0' && line != u->hrl &&
		    u->again == 0 && n < 4 * sizeof u->hkey) {
			char k[sizeof u->hkey];
			if (ak_corpus_names_key(s, n, k, sizeof k) &&
			    strcmp(k, u->hkey) == 0)
				u->again = line;	/* the header again,
							   by its names */
		}
		/* (Excel's 'sep=X' after line 1, files joined: refused
		   by the line reader, corpus-line.c ak_corpus_sep_line,
		   before this scan sees it) */
		if (!inq && u->sep1 != '\0' && u->sep1at == 0 &&
		    memchr(s, u->sep1, n) != NULL)
			u->sep1at = line;	/* a column after line 1's X */
		/* a column of ids first? last? (the last field of a line
		   that closes a text quoted over lines too) */
		ak_unl_ids_see(u, s, n, line, inq);
	}
	/* TAB as read on every line; the others not on the rest of a
	   quoted field, nor (after the last delimiter) on a line a quoted
	   field goes on past */
	for (size_t k = 0; k < AK_UNL_DELIMS; k++)
		if (ak_unl_scans[k].last ? !u->inq : !hash && (ak_unl_scans[k].quoted == 0 ||
		    !inq))
			see_one(u, s, n, k, line, names, !inq);
}

int
ak_corpus_unl_head(ak_unl_scan *u, const char *s, size_t n,
    const char *where)
{
	size_t at, i, q;

	if (u->seen > 0 || !ak_corpus_names_line(s, n, &u->hdrd, u->hdrlab))
		return 0;
	at = (size_t)snprintf(u->hdr, sizeof u->hdr - 80, "%.1000s: '", where);
	q = at - 1;	/* the header in quotes */
	for (i = 0; i < n && i < 60; i++) {
		if (s[i] == '\t')	/* a TAB shown as \t */
			u->hdr[at++] = '\\', u->hdr[at++] = 't';
		else
			u->hdr[at++] = s[i];
	}
	snprintf(u->hdr + at, sizeof u->hdr - at, "%s'", i < n ? "..." : "");
	u->hdrq = q;
	u->hrl = ak_unl_where_line(where, 1);
	if (!ak_corpus_names_key(s, n, u->hkey, sizeof u->hkey))
		u->hkey[0] = '\0';	/* the header again? its names */
	ak_unl_ids_head(u, s, n, u->hdrd, u->hrl, q);
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

/* the note of line 1 read as the header (u->hdr), naming the read of
   its labels' column where one names labels */
static void
header_note(const ak_unl_scan *u, const ak_corpus_opt *o)
{
	static const char *const opt[] = { "without --unlabeled",
	    "with --csv", "with --delimiter ';'", "with --delimiter '|'" };
	int k = u->hdrd == ',' ? 1 : u->hdrd == ';' ? 2 : u->hdrd == '|' ?
	    3 : 0;
	char lab[160] = "", msg[1500];

	if (u->hdrlab[0] != '\0')
		snprintf(lab, sizeof lab, "; its column '%s' names labels: "
		    "read it %s%s", u->hdrlab, opt[k], k ? " instead of "
		    "--unlabeled" : "");
	snprintf(msg, sizeof msg, "%s read as the header (column names, as "
	    "pandas' to_csv writes them first), not as a message%s; a "
	    "message? read it with --all-text", u->hdr, lab);
	o->note(o->note_ctx, msg);
}

/* columns the plain read would join: line 1 Excel's 'sep=X', a later
   line with an X (asked after the label scans, whose errors name the
   labelled read): -1 (e set), else 0 */
static int
sep_columns(const ak_unl_scan *u, const char *name, ak_err *e)
{
	char x[3] = { u->sep1, '\0', '\0' }, opt[40];

	if (u->sep1at == 0 || (u->again > 0 && u->again < u->sep1at))
		return 0;	/* files joined: joined() said it */
	if (u->sep1 == ',')
		snprintf(opt, sizeof opt, "--csv");
	else
		snprintf(opt, sizeof opt, "--delimiter %s", u->sep1 == '\t' ?
		    "tab" : (char[4]){ '\'', u->sep1, '\'', '\0' });
	if (u->sep1 == '\t')
		x[0] = '\\', x[1] = 't';
	return ak_errf(e, "%s:%ld: '%s' in a line of a file whose line 1, "
	    "Excel's 'sep=%s', says its fields are separated by '%s': "
	    "--unlabeled alone reads each line whole, its columns joined: "
	    "read its column of text with %s --text-column N (each line "
	    "whole? --all-text)", name, u->sep1at, x, x, x, opt);
}

/* files joined with cat: line 1's header again (Excel's 'sep=X' line
   after line 1 is refused where it is read, corpus-line.c
   ak_corpus_sep_line): -1 (e set), else 0 */
static int
joined(const ak_unl_scan *u, const char *name, ak_err *e)
{
	char h[128];

	if (u->again > 0)
		return ak_errf(e, "%s:%ld: a second header (%s, as line %ld's): "
		    "files concatenated? keep the first file's header only (%s) "
		    "(lines as they are? --all-text)", name, u->again, u->hdr +
		    u->hdrq, u->hrl, ak_header_again_hint(h, sizeof h, u->hrl,
		    0));
	return 0;
}

/* scan d's labels are certain (map theirs): where d is a label-first
   scan (TAB, ',', ';', '|') and the lines' last fields (three or more)
   are certain labels too, each one the label rule knows, which is the
   labels' column is not: -1 (e set, ak_unl_both), else 0 */
static int
both_ends(const ak_unl_scan *u, size_t d, const int h[AK_UNL_DELIMS],
    int top[AK_UNL_DELIMS][AK_UNL_SLOTS], const long on[AK_UNL_DELIMS],
    const char *map, const char *name, ak_err *e)
{
	size_t l = AK_UNL_LAST + d;
	char m2[AK_UNL_MAP];
	int dc;

	if (d >= AK_UNL_QTAB || h[l] != 2 || u->d[l].nf < 3 ||
	    !ak_unl_certain(&u->d[l], l, top[l], m2, &dc))
		return 0;
	for (size_t i = 0; i < AK_UNL_SLOTS && u->d[l].count[i] > 0; i++)
		if (top[l][i] && ak_unl_class(u->d[l].first[i]) == 0)
			return 0;	/* a word no label (TAB's any) */
	return ak_unl_both(&u->d[d], top[d], on[d], map, &u->d[l], top[l],
	    on[l], m2, d, name, e);
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
	char map[AK_UNL_MAP];
	size_t d, i, k, dm;
	int skip[AK_UNL_IDK];
	ak_unl_one v;
	int dc;

	if (joined(u, name, e) != 0)
		return -1;	/* files joined with cat */
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
		if (ak_unl_scans[d].d == ';' && h[d] == 2 && ak_unl_certain(&u->d[d], d,
		    top[d], map, &dc) && dc)
			return ak_unl_refuse(&u->d[d], d, top[d], on[d], map,
			    spans(u), name, o, 0, e);
	}
	for (i = 0; i < AK_UNL_DELIMS; i++) {
		d = order[i];
		if (h[d] == 2 && ak_unl_certain(&u->d[d], d, top[d], map, &dc))
			return both_ends(u, d, h, top, on, map, name, e) != 0 ?
			    -1 : ak_unl_refuse(&u->d[d], d, top[d], on[d], map,
			    spans(u), name, o, 0, e);	/* (or first and last) */
	}
	/* labels of many classes: more than three words, each on two lines
	   or more, four on average, that start (or end) 9 lines in 10;
	   certain as the scan's three are (TAB's any words), else said */
	for (i = 0, dm = AK_UNL_DELIMS; i < AK_UNL_DELIMS; i++) {
		d = order[i];
		if (!ak_unl_many_holds(u, d, &v, t1, &on1))
			continue;
		if (ak_unl_certain(&v, d, t1, map, &dc))
			return ak_unl_refuse(&v, d, t1, on1, map, spans(u),
			    name, o, 0, e);
		if (dm == AK_UNL_DELIMS)
			dm = d;	/* said, when nothing is refused */
	}
	/* line 1 a header whose names the tools do not know */
	for (i = 0; i < AK_UNL_DELIMS; i++) {
		d = order[i];
		if (!drop_first(&u->d[d], &v))
			continue;
		on1 = top_labels(&v, t1, AK_UNL_LABELS, 1);
		if (holds(&v, t1, on1) == 2 && ak_unl_certain(&v, d, t1, map, &dc))
			return ak_unl_refuse(&v, d, t1, on1, map, spans(u),
			    name, o, 0, e);
	}
	if (u->c1span > 0 && o->quoting == AK_QUOTING_NONE)
		return ak_errf(e, "%s:%ld: a text in double quotes goes on to "
		    "line %ld%s, as CSV quotes a column of text over several "
		    "lines (pandas' to_csv of a text column): --unlabeled "
		    "reads each line as a message; read it with --unlabeled "
		    "%s%s (lines of text as they are? --all-text)", name,
		    u->c1at, u->c1to, u->c1span > 1 ? ", and more" : "",
		    u->c1last == '\t' ? "--quoting csv" : u->c1last == ';' ?
		    "--delimiter ';'" : u->c1last == '|' ? "--delimiter '|'" :
		    u->c1comma && !u->c1idx && !u->c1last ? "--quoting csv" :
		    "--csv", u->c1idx ? " --text-column 2" : u->c1last ?
		    " --text-column 1" : "");
	for (k = 0; k < AK_UNL_IDK; k++)	/* labels after the ids? */
		skip[k] = h[AK_UNL_IDX + k] != 0 || ak_unl_many_holds(u,
		    AK_UNL_IDX + k, &v, t1, &on1);
	if (o->quoting == AK_QUOTING_NONE && ak_unl_ids_end(u, skip, name,
	    e) != 0)
		return -1;
	if (sep_columns(u, name, e) != 0)
		return -1;	/* line 1 'sep=;', then a ';' */
	if (u->hdr[0] != '\0' && o->note != NULL)
		header_note(u, o);
	if (dm < AK_UNL_DELIMS && o->note != NULL &&
	    ak_unl_many_holds(u, dm, &v, t1, &on1))
		return ak_unl_refuse(&v, dm, t1, on1, "", spans(u),
		    name, o, 1, e);
	for (i = 0; i < AK_UNL_DELIMS && o->note != NULL; i++) {
		d = order[i];
		if (h[d] != 0)
			return ak_unl_refuse(&u->d[d], d, top[d], on[d], "",
			    spans(u), name, o, 1, e);
	}
	return 0;
}
