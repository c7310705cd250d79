/*
 * corpus-hint.c — the corpus reader's rules that name a label or a layout
 * a user brought wrong (corpus-hint.h): labels measured in characters, a
 * label typed with a letter of another script, a label not in the map,
 * the columns the other way round, a decimal comma in a label.
 */
#include <stdio.h>
#include <strings.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"

/* what the map or the label rule reads w as (spam, ham, -), or NULL */
static const char *
read_as(const char *w, const ak_labelmap *map)
{
	int listed = 0;
	const char *to;

	if (map != NULL && (to = ak_labelmap_get(map, w, &listed)) != NULL &&
	    listed)
		return to;
	if (ak_corpus_known_label(w))
		return w;
	if (strcasecmp(w, "spam") == 0 || strcasecmp(w, "ham") == 0)
		return strcasecmp(w, "spam") == 0 ? "spam" : "ham";
	return ak_corpus_label_class(w) == 1 ? "spam" :
	    ak_corpus_label_class(w) == 2 ? "ham" : NULL;
}

int
ak_corpus_lookalike(const char *l, const ak_labelmap *map,
    const char *where, ak_err *e)
{
	char latin[32];
	const char *to;
	ak_look f;

	if (!ak_lookalike_read(l, latin, sizeof latin, &f) ||
	    (to = read_as(latin, map)) == NULL)
		return 0;
	if (map != NULL)
		return ak_errf(e, "%s: label '%s' is '%s' written with a letter "
		    "of another script: its '%s' is U+%04X %s, not Latin '%c' "
		    "(a keyboard layout switched?): retype it in the file, or "
		    "add '%s=%s' to --label-map", where, l, latin, f.ch, f.cp,
		    f.name, f.latin, l, to);
	return ak_errf(e, "%s: label '%s' is '%s' written with a letter of "
	    "another script: its '%s' is U+%04X %s, not Latin '%c' (a keyboard "
	    "layout switched?): retype it in the file, or read it with "
	    "--label-map '%s=%s,%s'", where, l, latin, f.ch, f.cp, f.name,
	    f.latin, l, to, strcmp(to, "-") == 0 ? "spam=spam,ham=ham,-=-" :
	    "spam=spam,ham=ham");
}

int
ak_corpus_id_value(const char *s, size_t n)
{
	char w[48];
	int digit = 0;

	if (n == 0 || n > 40)
		return 0;
	for (size_t i = 0; i < n; i++) {
		if ((unsigned char)s[i] <= ' ' || s[i] == 0x7f || s[i] == '"' ||
		    s[i] == '\'')
			return 0;
		digit |= s[i] >= '0' && s[i] <= '9';
	}
	memcpy(w, s, n);
	w[n] = '\0';
	return digit && ak_corpus_label_class(w) == 0 &&
	    !ak_corpus_col_name(w);
}

/* f is a label the label rule or the map reads */
static int
reads_label(const char *f, const ak_labelmap *map)
{
	int listed = 0;

	if (map != NULL)
		(void)ak_labelmap_get(map, f, &listed);
	return listed || ak_corpus_label_class(f) != 0;
}

size_t
ak_corpus_id_first(const char *const *f, size_t nf, const ak_labelmap *map)
{
	size_t lab = 2;

	if (nf < 3)
		return 0;
	if (!reads_label(f[1], map) || f[2][0] == '\0') {
		lab = 3;	/* id, text, label */
		if (nf != 3 || f[1][0] == '\0' || reads_label(f[1], map) ||
		    !reads_label(f[2], map))
			return 0;
	}
	/* an id, or a row number before any label, a number too ('0,0,Hi':
	   pandas' 1/0 labels with its index; a label 0 before a text '0,Hi'
	   would be written quoted, "0,Hi", by every CSV writer) */
	return ak_corpus_id_value(f[0], strlen(f[0])) ||
	    ak_whole(f[0]) ? lab : 0;
}

const char *
ak_corpus_id_first_opts(char d, char rd, int plain, size_t lab, size_t txt,
    char *buf, size_t n)
{
	const char *o = "";

	if (d == ',' && plain)
		o = "--csv ";
	else if (d == '\t' && (plain || d != rd))
		o = "--delimiter tab ";	/* columns make a plain read delimited */
	else if (d != rd)
		o = d == ',' ? "--delimiter ',' " : d == ';' ? "--delimiter ';' " :
		    "--delimiter '|' ";
	snprintf(buf, n, "%s--label-column %zu --text-column %zu", o, lab,
	    txt);
	return buf;
}

const char *
ak_corpus_where_file(const char *where, char *buf, size_t n)
{
	const char *c = strrchr(where, ':');

	if (c != NULL && (size_t)(c - where) < n)
		snprintf(buf, n, "%.*s", (int)(c - where), where);
	else
		snprintf(buf, n, "FILE");
	return buf;
}

int
ak_corpus_ft_label(const char *label, unsigned seen, int tab,
    const char *where, ak_err *e)
{
	const char *rest = label + 9;
	char file[1024], cmd[1200], g[96], map[200] = "", after[120] = "";
	size_t k = 0, at;

	if (strncmp(label, "__label__", 9) != 0 || rest[0] == '\0' ||
	    strpbrk(rest, " ,=") != NULL || strlen(rest) > 40)
		return 0;
	ak_labelmap_guess(rest, g, sizeof g);
	if (strncmp(g, "SPAMLABEL", 9) != 0) {
		/* each entry of the guess with the prefix: the map that reads
		   the file as it is (spam and ham lines kept as themselves) */
		for (const char *p = g; *p != '\0' && k + 12 < sizeof map;
		    p += *p == ',') {
			at = strcspn(p, ",");
			k += (size_t)snprintf(map + k, sizeof map - k, "%s__label__"
			    "%.*s", k ? "," : "", (int)at, p);
			p += at;
		}
		ak_labelmap_keep_own(map, sizeof map, seen);
		if (!ak_corpus_known_label(rest))
			snprintf(after, sizeof after, " with --label-map %s",
			    ak_labelmap_guess_seen(rest, seen, g, sizeof g));
	}
	if (!tab)	/* a delimited record: the map; no sed reaches it */
		return ak_errf(e, "%s: label '%s': fastText's label prefix on the "
		    "label (its supervised format's), not a label of its own: %s%s"
		    "%s", where, label, map[0] ? "read it with --label-map '" :
		    "drop the prefix '__label__' from the labels", map, map[0] ?
		    "'" : "");
	return ak_errf(e, "%s: label '%s': fastText's label prefix before the "
	    "TAB (its supervised format, a TAB for its space), not a label of "
	    "its own: drop it: %s > F.tsv, and read that%s%s%s%s", where, label,
	    ak_sed_cmd(cmd, sizeof cmd, "'s/^__label__//'",
	    ak_corpus_where_file(where, file, sizeof file)), after,
	    map[0] ? "; or read this file with --label-map '" : "", map,
	    map[0] ? "'" : "");
}

/* a whole number written as a float: digits, then ".0" (pandas' float
   labels), its digits' length into *k */
static int
float0(const char *s, size_t *k)
{
	*k = strspn(s, "0123456789");
	return *k > 0 && strcmp(s + *k, ".0") == 0;
}

/* the map rewritten with its whole numbers as floats (tofloat) or its
   floats as whole numbers, into buf (n bytes) */
static void
map_respelled(const ak_labelmap *map, int tofloat, char *buf, size_t n)
{
	size_t w = 0, k;

	buf[0] = '\0';
	for (size_t i = 0; i <= map->n && w < n; i++) {
		const char *f = i < map->n ? map->from[i] : "*";
		const char *t = i < map->n ? map->to[i] : map->dflt;
		int x = 0;
		if (t == NULL)
			continue;
		if (tofloat && ak_whole(f))
			x = snprintf(buf + w, n - w, "%s%s.0=%s", w ? "," : "",
			    f, t);
		else if (!tofloat && float0(f, &k))
			x = snprintf(buf + w, n - w, "%s%.*s=%s", w ? "," : "",
			    (int)k, f, t);
		else
			x = snprintf(buf + w, n - w, "%s%s=%s", w ? "," : "", f,
			    t);
		w += x > 0 ? (size_t)x : 0;
	}
}

/* f[a..z) in quote characters, the same at both ends ('not spam',
   "x"): the shell's quotes kept inside others */
static int
in_quotes(const char *f, size_t a, size_t z)
{
	return z >= a + 2 && (f[a] == '\'' || f[a] == '"') && f[z - 1] == f[a];
}

/* the map with the spaces around its labels dropped, and the quote
   characters around one ('not spam'), into buf */
static void
map_trimmed(const ak_labelmap *map, char *buf, size_t n)
{
	size_t w = 0;

	buf[0] = '\0';
	for (size_t i = 0; i <= map->n && w < n; i++) {
		const char *f = i < map->n ? map->from[i] : "*";
		const char *t = i < map->n ? map->to[i] : map->dflt;
		size_t a = strspn(f, " "), z = strlen(f);
		int x;
		if (t == NULL)
			continue;
		while (z > a && f[z - 1] == ' ')
			z--;
		if (in_quotes(f, a, z))
			a++, z--;
		x = snprintf(buf + w, n - w, "%s%.*s=%s", w ? "," : "",
		    (int)(z - a), f + a, t);
		w += x > 0 ? (size_t)x : 0;
	}
}

/* a label -1 that a map of 1 and 0 does not read (scikit-learn's,
   LIBSVM's +-1 classes, 1 read first): the map with -1 for its 0, into
   said (n bytes); else said as it was */
static void
signed_one(const ak_labelmap *map, const char *l, char *said, size_t n)
{
	char m[320];
	size_t w = 0;
	int one = 0, zero = 0;

	if (strcmp(l, "-1") != 0)
		return;
	m[0] = '\0';
	for (size_t i = 0; i <= map->n && w < sizeof m; i++) {
		const char *f = i < map->n ? map->from[i] : "*";
		const char *t = i < map->n ? map->to[i] : map->dflt;
		int x;
		if (t == NULL)
			continue;
		one |= strcmp(f, "1") == 0 || strcmp(f, "+1") == 0;
		x = snprintf(m + w, sizeof m - w, "%s%s=%s", w ? "," : "",
		    strcmp(f, "0") == 0 ? "-1" : f, t);
		w += x > 0 ? (size_t)x : 0;
	}
	(void)ak_labelmap_get(map, "0", &zero);
	if (one && w < sizeof m)
		snprintf(said, n, "; labels 1 and -1 (scikit-learn's, LIBSVM's "
		    "two classes), not 1 and 0? --label-map '%s%s'", m, zero ?
		    "" : ",-1=ham");
}

int
ak_corpus_not_in_map(const ak_labelmap *map, const char *l,
    const char *where, ak_err *e)
{
	char said[640] = "", m[320], sh[64], q[2] = "";
	size_t k;
	int listed = 0;

	signed_one(map, l, said, sizeof said);
	/* the float spelling of a whole number the map names, or the
	   other way round */
	if (said[0] == '\0' && float0(l, &k)) {
		snprintf(sh, sizeof sh, "%.*s", (int)k, l);
		if (ak_labelmap_get(map, sh, &listed) != NULL && listed) {
			map_respelled(map, 1, m, sizeof m);
			snprintf(said, sizeof said, "; the map has '%s', and the "
			    "labels are written as floats (pandas writes a "
			    "label column with NaN so): --label-map '%s'", sh,
			    m);
		}
	} else if (ak_whole(l)) {
		snprintf(sh, sizeof sh, "%.40s.0", l);
		if (ak_labelmap_get(map, sh, &listed) != NULL && listed) {
			map_respelled(map, 0, m, sizeof m);
			snprintf(said, sizeof said, "; the map has '%s', and the "
			    "labels are whole numbers: --label-map '%s'", sh, m);
		}
	}
	for (size_t i = 0; said[0] == '\0' && i < map->n; i++) {
		const char *f = map->from[i];
		size_t a = strspn(f, " "), z = strlen(f);
		while (z > a && f[z - 1] == ' ')
			z--;
		/* '1=spam, 0=ham': the space after the comma is the key's */
		if ((a > 0 || f[z] != '\0') && z - a == strlen(l) &&
		    strncmp(f + a, l, z - a) == 0) {
			map_trimmed(map, m, sizeof m);
			snprintf(said, sizeof said, "; the map has '%.40s', with "
			    "a space %s (after a ','?): labels are matched as "
			    "written: --label-map '%s'", f, a > 0 ? "at its "
			    "start" : "at its end", m);
		}
	}
	/* "spam=spam,'not spam'=ham" in double quotes: the single ones
	   are the entry's */
	for (size_t i = 0; said[0] == '\0' && i < map->n; i++) {
		const char *f = map->from[i];
		size_t z = strlen(f);
		if (!in_quotes(f, 0, z) || z - 2 != strlen(l) ||
		    strncmp(f + 1, l, z - 2) != 0)
			continue;
		map_trimmed(map, m, sizeof m);
		char mq = strchr(m, '\'') != NULL ? '"' : '\'';
		snprintf(said, sizeof said, "; the map has it in quote "
		    "characters, %.40s, which are the entry's (a shell keeps "
		    "quotes inside other quotes): labels are matched as written:"
		    " --label-map %c%s%c", f, mq, m, mq);
	}
	for (size_t i = 0; said[0] == '\0' && i < map->n; i++)
		if (strcasecmp(map->from[i], l) == 0)
			snprintf(said, sizeof said, "; the map has '%.40s', "
			    "which differs in case: labels are matched as "
			    "written, add %.40s=%s", map->from[i], l,
			    map->to[i]);
	if (strpbrk(l, " '\"\\$`*?;&|<>()!#~") != NULL)
		q[0] = '\'';	/* a shell would split or expand it */
	if (strchr(l, '\'') != NULL && strpbrk(l, "\"\\$`!") == NULL)
		q[0] = '"';	/* "don't": its quote inside double ones */
	return ak_errf(e, "%s: label '%.40s' is not in --label-map (add "
	    "%s%.40s=spam%s, %s%.40s=ham%s or %s%.40s=-%s for no label; *=ham "
	    "for every other label%s)", where, l, q, l, q, q, l, q, q, l, q,
	    said);
}

int
ak_corpus_decimal_comma(const char *label, size_t lab, char delim,
    const char *where, ak_err *e)
{
	size_t a = strspn(label, "0123456789");
	char sed[96] = "";

	if (a == 0 || label[a] != ',' || label[a + 1] == '\0' ||
	    strspn(label + a + 1, "0123456789") != strlen(label + a + 1))
		return 0;
	if (lab == 0 && delim != ',')	/* unquoted first: sed reaches it */
		snprintf(sed, sizeof sed, ", or convert them: sed "
		    "'s/^\\([0-9]*\\),0%s/\\1%s/' FILE,", delim == '\t' ?
		    "\\t" : delim == ';' ? ";" : "|", delim == '\t' ? "\\t" :
		    delim == ';' ? ";" : "|");
	return ak_errf(e, "%s: label '%.24s' is a number with a decimal comma "
	    "(pandas' float labels written with decimal=','), which no "
	    "--label-map can name (its commas separate entries): write the "
	    "labels as whole numbers (df['label'].astype(int))%s and read "
	    "them with --label-map 1=spam,0=ham", where, label, sed);
}

int
ak_corpus_swapped(const char *label, const char *text, size_t lab,
    size_t txt, const ak_labelmap *map, char delim, long hdrline,
    const char *htext, const char *where, ak_err *e)
{
	int listed = 0;
	char nh[96] = "", cut[200];

	/* a one-word label beside spam or ham ('Bye,ham'), no map: the
	   columns too, unless the label rule knows the word (0, not_spam) */
	int word = map == NULL && (strcmp(text, "spam") == 0 ||
	    strcmp(text, "ham") == 0) && ak_corpus_label_class(label) == 0;
	if (strchr(label, ' ') == NULL && ak_corpus_nchars(label) <=
	    AK_LABEL_MAX && !word)
		return 0;
	if (map != NULL)
		(void)ak_labelmap_get(map, text, &listed);
	else
		listed = ak_corpus_known_label(text) && strcmp(text, "-") != 0;
	if (!listed)
		return 0;
	/* line 1 the other way round a message: its label a label */
	if (hdrline > 0 && htext != NULL && (map != NULL ?
	    ak_labelmap_get(map, htext, &listed) != NULL && listed :
	    ak_corpus_known_label(htext) && strcmp(htext, "-") != 0))
		snprintf(nh, sizeof nh, " --no-header (line %ld, read as the "
		    "header, is a message too)", hdrline);
	return ak_errf(e, "%s: label '%s' is %s, and the text '%.40s' "
	    "is %s: the columns the other way round? read them with "
	    "%s--label-column %zu --text-column %zu%s", where,
	    ak_corpus_cut(label, 40, cut, sizeof cut), map != NULL ? "not in "
	    "--label-map" : "neither ham nor spam", text, map != NULL ?
	    "one of its labels" : "a label", delim == '\t' ? "--delimiter "
	    "tab " : "", txt + 1, lab + 1, nh);
}

