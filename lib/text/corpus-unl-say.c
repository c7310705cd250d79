/*
 * corpus-unl-say.c — what --unlabeled's rules say (corpus-unl.h): a
 * labelled file's refusal, or the note where its labels start half the
 * lines or more, each naming its labels, the lines that do not start with
 * one, and the read that takes them; whether a scan's labels are certain
 * and the --label-map they want.  The scans that count them: corpus-unl.c.
 */
#include <stdio.h>
#include <strings.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"
#include "corpus-unl.h"

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
	if (u->ntall > 0)	/* many classes, counted past the slots */
		nt = (size_t)u->ntall;

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
		if (shown >= 8 && nt > 10)	/* many: the first eight */
			continue;
		w = snprintf(list + at, n - at, "%s%s %ld", at && list[at -
		    1] != ' ' ? ", " : "", u->first[i], u->count[i]);
		at += w > 0 && (size_t)w < n - at ? (size_t)w : 0;
		shown++;
	}
	if (nt > shown) {	/* and those past the slots, or the eight */
		w = snprintf(list + at, n - at, " and %zu more", nt - shown);
		at += w > 0 && (size_t)w < n - at ? (size_t)w : 0;
	}
	if (u->lines == on)
		return;
	if (first == u->offat && u->off > 0)
		snprintf(why, sizeof why, u->offwhy == 1 ? "no %s%s" :
		    u->offwhy == 2 ? "no label before %s%s" :
		    u->offwhy == 4 ? "no label in quotes before %s%s" :
		    u->offwhy == 5 ? "no row number before %s%s" :
		    u->offwhy == 6 ? "a word on one line before %s%s" :
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
what(size_t d, int id, const char *noun, char *b, size_t n)
{
	size_t k = d % AK_UNL_IDX;

	if (ak_unl_scans[d].last)
		snprintf(b, n, "%s and %s%s", kind[k], noun, k == AK_UNL_QTAB ?
		    " in double quotes" : "");
	else
		snprintf(b, n, "%s%s%s and %s", !ak_unl_scans[d].idx ? "" : id ?
		    "an id, then " : "a row number, then ", noun, k ==
		    AK_UNL_QTAB ? " in double quotes" : "", kind[k]);
	return b;
}

/* the options that read scan d's labels (map: a --label-map's, or ""),
   into b: "" (TAB: the labelled reader's default; --quoting csv with
   qs, a quoted field over several lines seen), "--csv", ...; with a
   row number, or the label last, and no header of names the columns
   too (the label's the last of the first labelled line's v->nf fields,
   the text's the one before, or the one holding a space on more lines,
   v->spc: an id's column between); under a header whose name of the label's
   column is no label column's name the labelled reader would not take
   ('spam' after pandas' index: ',text,spam'), that column by name */
static const char *
reads(size_t d, const ak_unl_one *v, const char *map, int qs, char *b,
    size_t n)
{
	static const char *const opt[AK_UNL_IDX] = { "", "--csv",
	    "--delimiter ';'", "--delimiter '|'", "--quoting csv" };
	size_t k = d % AK_UNL_IDX;
	int lead = !ak_unl_scans[d].idx && !ak_unl_scans[d].last && v->lead > 1;
	int cols = (ak_unl_scans[d].idx || ak_unl_scans[d].last || lead) && (v->head[0] ==
	    '\0' || v->hguess || lead);
	long lab = ak_unl_scans[d].last && v->nf > 2 ? v->nf : lead ? v->lead : 2;
	char c[96] = "";

	long txt = ak_unl_scans[d].last ? lab - 1 : lab + 1;
	for (long i = 0; ak_unl_scans[d].last && i + 1 < lab && i < 8; i++)
		if (v->spc[i] > v->spc[txt - 1 < 8 ? txt - 1 : 0])
			txt = i + 1;	/* the column with spaces: the text's */
	if (cols)
		snprintf(c, sizeof c, " --label-column %ld --text-column %ld",
		    lab, txt);
	else if ((ak_unl_scans[d].idx || ak_unl_scans[d].last) && v->head[0] != '\0' &&
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
	char c = ak_unl_scans[d].d;
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

/* map (a --label-map's, or ""), its " after sed 'S'" (the sed that
   drops the labels' spaces or decimal comma) given the file it edits,
   through zcat for a gzip file (ak_sed_cmd), into b (1400 bytes) */
static const char *
on_file(const char *map, const char *name, char b[1400])
{
	const char *a = strstr(map, " after sed '"), *q;
	char sc[400], cmd[900];

	if (a == NULL || (q = strchr(a + 12, '\'')) == NULL ||
	    (size_t)(q - a - 10) >= sizeof sc)
		return map;
	snprintf(sc, sizeof sc, "%.*s", (int)(q - a - 10), a + 11);
	snprintf(b, 1400, "%.*s after %s%s", (int)(a - map), map,
	    ak_sed_cmd(cmd, sizeof cmd, sc, name), q + 1);
	return b;
}

/* the note's --label-map of scan v's labels top on two lines or more
   (d's, not TAB's: the delimited read refuses other labels): none for
   spam and ham, the map of the labels the rule knows (1=spam,0=ham),
   else which is spam, the first named ("sport=spam,*=ham if 'sport' is
   spam") */
static const char *
note_map(const ak_unl_one *v, size_t d, const int top[AK_UNL_SLOTS],
    char b[1400])
{
	char map[AK_UNL_MAP];
	int dc, t2[AK_UNL_SLOTS] = { 0 };

	for (size_t i = 0; i < AK_UNL_SLOTS && v->count[i] > 0; i++)
		t2[i] = top[i] && v->count[i] >= 2;	/* not a header's name */
	for (size_t i = 0; i < AK_UNL_SLOTS && v->count[i] > 0; i++)
		if (t2[i] && ak_unl_class(v->first[i]) == 0 &&
		    (ak_sheet_missing(v->first[i]) != NULL ||
		    ak_sheet_error(v->first[i]))) {	/* no label: '=-' */
			snprintf(b, 1400, " --label-map '%.60s=-,spam=spam,"
			    "ham=ham' ('%.60s': a missing value, no label)",
			    v->first[i], v->first[i]);
			return b;
		}
	for (size_t i = 0; i < AK_UNL_SLOTS && v->count[i] > 0; i++)
		if (t2[i] && ak_unl_class(v->first[i]) == 0) {
			snprintf(b, 1400, " --label-map %.60s=spam,*=ham if "
			    "'%.60s' is spam (each label named spam or ham; *: "
			    "every other)", v->first[i], v->first[i]);
			return b;
		}
	(void)ak_unl_certain(v, d, t2, map, &dc);
	snprintf(b, 1400, "%s", map);
	return b;
}

/* the refusal of scan d, which holds (list: its labels_of), or the note
   (o->note) when it holds of half the lines or more; qs: a quoted field
   over several lines seen (a TAB file then read with --quoting csv) */
int
ak_unl_refuse(const ak_unl_one *v, size_t d, const int top[AK_UNL_SLOTS],
    long on, const char *map, int qs, const char *name,
    const ak_corpus_opt *o, int note, ak_err *e)
{
	static const char *const why[] = { "a labelled corpus?", "a labelled "
	    "file?", "a labelled file, its fields quoted (Python's "
	    "csv.QUOTE_ALL, R's write.table)?", "a labelled file with its "
	    "row numbers (pandas' to_csv index, R's row.names)?", "a labelled "
	    "file, its label in the last column (pandas' df[['text', "
	    "'label']].to_csv, Hugging Face's sms_spam)?", "a labelled file, "
	    "its texts quoted over several lines (pandas' to_csv(sep='\\t'))?",
	    "a labelled file with an id column first (Kaggle's id,label,text)?" };
	size_t k = d % AK_UNL_IDX;
	int last = ak_unl_scans[d].last;
	char list[600], sh[48], w[96], r[1800], msg[3000], cut[96] = "";
	char fmap[1400];
	int tab = k == 0 || k == AK_UNL_QTAB, lead, plain;

	labels_of(v, top, on, tab ? "TAB" : kind[k], list, sizeof list);
	map = on_file(map, name, fmap);	/* the sed's file, zcat for .gz */
	if (note && !tab)
		map = note_map(v, d, top, fmap);
	reads(d, v, map, qs, r, sizeof r);
	plain = strncmp(r, "after ", 6) == 0;	/* the plain read, a sed's */
	if (!note && last && !tab && v->nfx != 0)
		return unquoted(v, d, share(v, on, last, sh, sizeof sh), list,
		    map, name, e);
	lead = !last && !ak_unl_scans[d].idx && v->lead > 1;
	if (note && last && !tab && v->nfx != 0) {
		const char *f = strcmp(name, "-") == 0 ? "FILE" : name;
		char c = ak_unl_scans[d].d;
		snprintf(msg, sizeof msg, "%s: %s with '%c' and one of a few "
		    "words (%s), read as text with --unlabeled; labels? its "
		    "texts hold '%c' unquoted (line %ld has %ld fields, line "
		    "%ld %ld), which no column option reads: put the label "
		    "first, sed 's/\\r$//; s/%c*$//; s/^\\(.*\\)%c\\([^%c]*\\)$/"
		    "\\2\\t\\1/' %s > %s.tsv, and read that without "
		    "--unlabeled%s", name, share(v, on, last, sh, sizeof sh),
		    c, list, c, v->nfat, v->nf, v->nfx, v->nfxn, c, c, c, f,
		    f, map);
		o->note(o->note_ctx, msg);
		return 0;
	}
	if (note) {
		char few[64] = "one of a few words";
		if (v->ntall > 0)	/* many classes: how many */
			snprintf(few, sizeof few, "one of %ld words", v->ntall);
		snprintf(msg, sizeof msg, "%s: %s with %s%s (%s), read as text "
		    "with --unlabeled; labels? read it %s%s%s", name,
		    share(v, on, last, sh, sizeof sh), lead ? "empty fields, "
		    "then " : "", what(d, v->idw > 0, few, w, sizeof w), list,
		    plain ? "without --unlabeled " : r[0] ? "with " :
		    "without --unlabeled", r, "");
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
	    share(v, on, last, sh, sizeof sh), what(d, v->idw > 0, lead ?
	    "empty fields, then a label" : "a label", w, sizeof w), list, why[d == AK_UNL_MTAB || (d == 0 && qs) ? 5 : last ? 4 :
	    ak_unl_scans[d].idx ? v->idw > 0 ? 6 : 3 : k == AK_UNL_QTAB ?
	    2 : k ? 1 : 0],
	    plain ? "without --unlabeled " : r[0] ? "with " :
	    "without --unlabeled", r, r[0] && !plain ? " instead of "
	    "--unlabeled" : "", cut);
}

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

/* where scan d's labels are written with spaces around them in ways no
   map spells ('spam ' and 'spam  '), the sed that drops them, before the
   read, after map0's --label-map */
static void
spaces_sed(size_t d, char map0[AK_UNL_MAP])
{
	const char *c = ak_unl_scans[d].d == '\t' ? "\\t" :
	    ak_unl_scans[d].d == ',' ? "," : ak_unl_scans[d].d == ';' ? ";" :
	    "|";
	char *map = map0 + strlen(map0);
	size_t room = AK_UNL_MAP - (size_t)(map - map0);

	if (ak_unl_scans[d].last)
		snprintf(map, room, " after sed 's/%s *\\([^ %s]*\\) *$/"
		    "%s\\1/' (the spaces around the labels dropped)", c, c, c);
	else if (ak_unl_scans[d].idx)
		snprintf(map, room, " after sed 's/^\\([^%s]*%s\\) *"
		    "\\([^ %s]*\\) *%s/\\1\\2%s/' (the spaces around the "
		    "labels dropped)", c, c, c, c, c);
	else
		snprintf(map, room, " after sed 's/^ *\\([^ %s]*\\) *%s/"
		    "\\1%s/' (the spaces around the labels dropped)", c, c, c);
}

/* one of scan v's labels top is written with spaces around it */
static int
spaced(const ak_unl_one *v, const int top[AK_UNL_SLOTS])
{
	for (size_t i = 0; i < AK_UNL_SLOTS_DELIM && v->count[i] > 0; i++)
		if (top[i] && v->spell[i][0] != '\0')
			return 1;
	return 0;
}

/* "label=cls" put at map's at, after a ',' unless first; the new end */
static size_t
map_put(char map[AK_UNL_MAP], size_t at, const char *label, const char *cl)
{
	int w = snprintf(map + at, AK_UNL_MAP - at, "%s%s=%s", map[at - 1] ==
	    '\'' ? "" : ",", label, cl);

	return at + (w > 0 && (size_t)w < AK_UNL_MAP - at ? (size_t)w : 0);
}

/* the --label-map of scan v's labels top when one is written with spaces
   around it that the scan trimmed ('ham ,text', ' spam,text'), each
   spelling the file has ('ham ' and 'ham' both where both are), the spam
   ones first, in quotes, into map: " --label-map 'ham =ham,spam=spam'",
   as the labelled reader, which keeps the spaces, wants them; 1, or 0
   (map unchanged) when none is so written, or they are written so in
   ways no map spells (two spellings of one, quotes, a quote inside) */
static int
spaced_map(const ak_unl_one *v, const int top[AK_UNL_SLOTS],
    char map[AK_UNL_MAP])
{
	size_t at, i;
	int any = 0;

	for (i = 0; i < AK_UNL_SLOTS_DELIM && v->count[i] > 0; i++)
		any |= top[i] && v->spell[i][0] != '\0';
	if (!any || v->spx)
		return 0;
	for (i = 0; i < AK_UNL_SLOTS_DELIM && v->count[i] > 0; i++)
		if (top[i] && (strchr(v->spell[i], '\'') || strchr(v->first[i],
		    '\'')))
			return 0;
	at = (size_t)snprintf(map, AK_UNL_MAP, " --label-map '");
	for (int c = 1; c <= 2; c++)	/* the spam ones first */
		for (i = 0; i < AK_UNL_SLOTS_DELIM && v->count[i] > 0; i++) {
			const char *cl = c == 1 ? "spam" : "ham";
			if (!top[i] || ak_unl_class(v->first[i]) != c)
				continue;
			if (v->spell[i][0] != '\0')
				at = map_put(map, at, v->spell[i], cl);
			if (v->plain[i] || v->spell[i][0] == '\0')
				at = map_put(map, at, v->first[i], cl);
		}
	snprintf(map + at, AK_UNL_MAP - at, "'");
	return 1;
}

/* where scan d's rule holds (h 2), whether its labels make it certain:
   TAB's any words; the others' ones the label rule knows (ak_unl_class),
   the file's spam or ham (or 'спам'), or labels of both classes (a
   decimal comma read as a point: '1,0' as '1.0'); the --label-map they
   want into map (AK_UNL_MAP bytes; TAB's too, when each is a label the
   rule knows: '1', 'not spam'; with a decimal comma, which no map holds,
   the sed that drops it first); *dc when a label has a decimal comma */
/* the first of v's labels top that is a spreadsheet's error value
   ('#N/A' beside spam and ham: a formula failed on some rows) read as no
   label in map (ak_unl_certain's): '#N/A=-' added to it, or the map
   "'#N/A=-',spam=spam,ham=ham" when it had none */
static void
sheet_map(const ak_unl_one *v, const int top[AK_UNL_SLOTS],
    char map[AK_UNL_MAP])
{
	size_t i, k = strlen(map);

	for (i = 0; i < AK_UNL_SLOTS && v->count[i] > 0; i++)
		if (top[i] && ak_sheet_error(v->first[i]))
			break;
	if (i == AK_UNL_SLOTS || v->count[i] == 0 || strchr(v->first[i], '\'')
	    != NULL)
		return;
	if (k == 0)
		snprintf(map, AK_UNL_MAP, " --label-map '%s=-',spam=spam,ham=ham",
		    v->first[i]);
	else if (k + strlen(v->first[i]) + 6 < AK_UNL_MAP && map[k - 1] ==
	    '\'')	/* inside the map's quotes */
		snprintf(map + k - 1, AK_UNL_MAP - k + 1, ",%s=-'",
		    v->first[i]);
	else if (k + strlen(v->first[i]) + 6 < AK_UNL_MAP)
		snprintf(map + k, AK_UNL_MAP - k, ",'%s=-'", v->first[i]);
}

int
ak_unl_certain(const ak_unl_one *v, size_t d, const int top[AK_UNL_SLOTS],
    char map[AK_UNL_MAP], int *dc)
{
	int cls = 0, named = 0, known = 1;
	size_t k = d % AK_UNL_IDX;
	char l[AK_UNL_WORD], g[96];
	unsigned seen = 0;	/* spam and ham there, kept by the map */

	map[0] = '\0';
	*dc = 0;
	for (size_t i = 0; i < AK_UNL_SLOTS && v->count[i] > 0; i++)
		seen |= strcasecmp(v->first[i], "spam") == 0 ? 1u :
		    strcasecmp(v->first[i], "ham") == 0 ? 2u : 0u;
	for (size_t i = 0; i < AK_UNL_SLOTS && v->count[i] > 0; i++) {
		int c;
		char *p;
		if (!top[i])
			continue;
		memcpy(l, v->first[i], sizeof l);
		if ((p = strchr(l, ',')) != NULL)
			*p = '.', *dc = 1;	/* '1,0': pandas' 1.0 */
		c = ak_unl_class(l);
		/* a spreadsheet's error value beside the labels (a formula
		   failed on some rows): no word of a message, no label either */
		known &= c != 0 || ak_sheet_error(l);
		cls |= c;
		named |= strcasecmp(l, "spam") == 0 || strcasecmp(l, "ham") ==
		    0 || (c == 1 && (unsigned char)l[0] >= 0x80);
		if (c != 0 && !ak_corpus_known_label(l) && map[0] == '\0')
			snprintf(map, AK_UNL_MAP, " --label-map %s",
			    ak_labelmap_guess_seen(l, seen, g, sizeof g));
	}
	if (k != AK_UNL_QTAB && (v->spx || (!known && spaced(v, top))))
		spaces_sed(d, map);	/* no map spells them all */
	else if (known && spaced_map(v, top, map))
		;	/* spelled with the spaces around them */
	else if (known && map[0] != '\0')
		spelled_map(v, top, map);
	else
		map[0] = '\0';	/* a word no rule knows: no map */
	if (known)	/* an error value beside the labels: none of its own */
		sheet_map(v, top, map);
	if (*dc)	/* no map holds a comma: 1,0 made 1 first */
		snprintf(map, AK_UNL_MAP, " --label-map 1=spam,0=ham after "
		    "sed '%s' (no --label-map holds the labels' decimal comma)",
		    ak_unl_scans[d].last ? "s/;\\([0-9]*\\),0*$/;\\1/" :
		    ak_unl_scans[d].idx ? "s/^\\([^;]*;[0-9]*\\),0*;/\\1;/" :
		    "s/^\\([0-9]*\\),0*;/\\1;/");
	if (k == 0 || k == AK_UNL_QTAB)
		return 1;
	/* a spreadsheet's error value on the lines ('#N/A,text': a label
	   column's formula that failed), every top slot one (and one at
	   least): no message starts so */
	int sheet = 0;
	for (size_t i = 0; i < AK_UNL_SLOTS && v->count[i] > 0; i++)
		if (top[i] && !(sheet = ak_sheet_error(v->first[i])))
			break;
	return (known && (named || cls == 3)) || sheet;
}


int
ak_unl_both(const ak_unl_one *f, const int tf[AK_UNL_SLOTS], long onf,
    const char *mapf, const ak_unl_one *l, const int tl[AK_UNL_SLOTS],
    long onl, const char *mapl, size_t d, const char *name, ak_err *e)
{
	static const char *const opt[4] = { "--delimiter tab", "--csv",
	    "--delimiter ';'", "--delimiter '|'" };
	char lf[600], ll[600], shf[48], shl[48], c1[1200], c2[1200], r1[1500],
	    r2[1500], fm[1400], lm[1400];

	labels_of(f, tf, onf, d == 0 ? "TAB" : kind[d], lf, sizeof lf);
	labels_of(l, tl, onl, d == 0 ? "TAB" : kind[d], ll, sizeof ll);
	mapf = on_file(mapf, name, fm);
	mapl = on_file(mapl, name, lm);
	if (d == 0) {	/* a text may hold TABs: the fields between */
		snprintf(r1, sizeof r1, "drop the last field: %s > F.tsv, and "
		    "read that without --unlabeled%s%s", ak_sed_cmd(c1, sizeof c1,
		    "'s/\\t[^\\t]*$//'", name), mapf[0] ? ", with" : "", mapf);
		snprintf(r2, sizeof r2, "put it first: %s > F.tsv, and read "
		    "that without --unlabeled%s%s", ak_sed_cmd(c2, sizeof c2,
		    "'s/^[^\\t]*\\t\\(.*\\)\\t\\([^\\t]*\\)$/\\2\\t\\1/'", name),
		    mapl[0] ? ", with" : "", mapl);
	} else {
		snprintf(r1, sizeof r1, "read it with %s --label-column 1 "
		    "--text-column 2%s", opt[d], mapf);
		snprintf(r2, sizeof r2, "read it with %s --label-column %ld "
		    "--text-column %ld%s", opt[d], l->nf, l->nf - 1, mapl);
	}
	return ak_errf(e, "%s: %s with a label and %s (%s), and %s with %s "
	    "and a label (%s): a labelled file, but which column holds its "
	    "labels, the first or the last (line %ld has %ld fields)? "
	    "--unlabeled reads the whole line, and would count both as words "
	    "of every message: the first? %s; the last? %s (text? --all-text)",
	    name, share(f, onf, 0, shf, sizeof shf), kind[d], lf, share(l, onl,
	    1, shl, sizeof shl), kind[d], ll, l->nfat, l->nf, r1, r2);
}
