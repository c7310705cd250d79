/*
 * corpus-label.c — the corpus reader's rules for labels and column names
 * (corpus-int.h): which words name a header's columns, which labels a
 * corpus has without a map, and when a TAB file's label is text (what a
 * record of one field probably is: corpus-split.c).
 */
#include <stdio.h>
#include <strings.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"

int
ak_corpus_pick(const char *k, int (*names)(const char *), const char *kind,
    const char *opt, const char *where, const char **found, ak_err *e)
{
	if (!names(k))
		return 0;
	if (*found != NULL)
		return ak_errf(e, "%s: two %s fields, '%s' and '%s': name one "
		    "with %s", where, kind, *found, k, opt);
	*found = k;
	return 1;
}

/* an index's name in a header: empty, or pandas' 'Unnamed: N' (its
   index column saved again: 'Unnamed: 0.1') */
static int
index_name(const char *f)
{
	size_t k;

	if (ak_corpus_spill_name(f))
		return 1;
	if (strncmp(f, "Unnamed: ", 9) != 0 || (k = strspn(f + 9,
	    "0123456789")) == 0)
		return 0;
	return f[9 + k] == '.' && f[10 + k] != '\0' && strspn(f + 10 + k,
	    "0123456789") == strlen(f + 10 + k);
}

/* no column named as the text: the one column besides the label that
   is no index's or id's (ak_corpus_id_name: '', 'Unnamed: 0', id,
   message_id, ...), into *txt; more than one: the error, in amb */
static void
text_by_rest(const char *b, const size_t *off, size_t nf, size_t lab,
    size_t *txt, int plain, const char *where, char *amb, size_t namb)
{
	size_t n = 0, one = nf, k, w;

	for (k = 0; k < nf; k++)
		if (k != lab && !ak_corpus_id_name(b + off[k]) && n++ == 0)
			one = k;
	if (n == 1)
		*txt = one;
	if (n < 2 || amb == NULL)
		return;
	w = (size_t)snprintf(amb, namb, "%s: no column of the header is "
	    "named as the text (v2, message, messages, text, sms, msg), and "
	    "%zu could be it:", where, n);
	for (k = 0, n = 0; k < nf && w < namb; k++) {
		if (k == lab || ak_corpus_id_name(b + off[k]))
			continue;
		w += (size_t)snprintf(amb + w, namb - w, "%s '%.40s'", n++ ?
		    "," : "", b + off[k]);
		if (n == 8 && k + 1 < nf) {
			w += (size_t)snprintf(amb + w, w < namb ? namb - w : 0,
			    ", ...");
			break;
		}
	}
	if (w < namb)
		snprintf(amb + w, namb - w, ": name it with --text-column NAME%s "
		    "(taking one would be a guess)", plain ? " --delimiter tab" :
		    "");
}

int
ak_corpus_by_names(const char *b, const size_t *off, size_t nf,
    const char *lopt, const char *topt, size_t *lab, size_t *txt,
    int *lpos, int plain, char *amb, size_t namb, const char *where,
    ak_err *e)
{
	const char *lf = NULL, *tf = NULL;
	size_t li = nf, ti = nf;
	int r;

	if (amb != NULL && namb > 0)
		amb[0] = '\0';
	for (size_t k = 0; k < nf; k++) {
		r = 0;
		if (lopt == NULL && (r = ak_corpus_pick(b + off[k],
		    ak_corpus_label_name, "label", "--label-column", where, &lf,
		    e)) != 0)
			li = r > 0 ? k : li;
		else if (topt == NULL && (r = ak_corpus_pick(b + off[k],
		    ak_corpus_text_name, "text", "--text-column", where, &tf,
		    e)) != 0)
			ti = r > 0 ? k : ti;
		if (r < 0)
			return -1;
	}
	/* no label's name: a flag's (is_spam, is_ham) or 'spam' beside a
	   text column's name (Kaggle's emails.csv 'text,spam', written with
	   its index ',text,spam'), the header rule's names (names() below),
	   names the labels when one column has such a name */
	size_t fl = nf, nfl = 0;
	for (size_t k = 0; lopt == NULL && li == nf && k < nf; k++)
		if (ak_corpus_flag_name(b + off[k]) || (ti < nf && strcmp(b +
		    off[k], "spam") == 0))
			fl = nfl++ == 0 ? k : fl;
	li = nfl == 1 ? fl : li;
	*lab = li < nf ? li : *lab;
	*txt = ti < nf ? ti : *txt;
	*lpos = (lopt == NULL && li == nf) | (topt == NULL && ti == nf) << 1;
	if (*txt == *lab && ti < nf && lopt == NULL)
		*lab = *txt == 0 ? 1 : 0;	/* text,spam */
	else if (*txt == *lab && topt == NULL)
		*txt = *lab == 0 ? 1 : 0;
	if (topt == NULL && ti == nf)
		text_by_rest(b, off, nf, *lab, txt, plain, where, amb, namb);
	return 0;
}

int
ak_corpus_extra_fields(const char *where, size_t nf, size_t hnf,
    long hdrline, char delim, int plain, size_t txt, ak_err *e)
{
	char d[8];

	if (delim == '\t')
		snprintf(d, sizeof d, "TAB");
	else
		snprintf(d, sizeof d, "'%c'", delim);
	return ak_errf(e, "%s: %zu fields, the header (line %ld) has %zu: a "
	    "%s inside the text (column %zu)? its rest would be lost: quote "
	    "the field (\"...\")%s, or drop the columns after the text "
	    "(cut): when the text is the last column, the fields past it are "
	    "joined to it", where, nf, hdrline, hnf, d,
	    txt + 1, plain ? " and read it with --quoting csv" : "");
}

int
ak_tokline_label_error(const char *where, const char *label,
    const char *tokens, int first, unsigned seen, const char *file,
    long lineno, ak_err *e)
{
	char map[80];

	if (strcmp(label, "-") == 0)
		return ak_errf(e, "%s: label '-' is sms-vocab --unlabeled's (no "
		    "label): training needs labelled token lines (sms-vocab -t "
		    "of a labelled corpus); unlabelled text is scored by "
		    "attn-train --load MODEL --predict --unlabeled", where);
	if (first && ak_tokline_header(where, label, tokens, file, lineno, e))
		return -1;	/* column names (not ham, spam or '-') */
	if (ak_sheet_error(label))	/* '#N/A<TAB>', no comment */
		return ak_errf(e, "%s: label '%.40s' is a spreadsheet's error "
		    "value (a formula that failed, as Excel, LibreOffice and "
		    "Google Sheets export it), no label: correct the formula or "
		    "drop those lines (awk -F'\\t' '$1 != \"%s\"' FILE > "
		    "F.tsv)", where, label, label);
	if (ak_tokline_label_named(where, label, file, e) != 0)
		return -1;	/* fastText's __label__, a look-alike letter */
	return ak_errf(e, "%s: label '%.40s' is neither ham nor spam "
	    "(tokenize the corpus with sms-vocab -t --label-map %s)", where,
	    label, ak_labelmap_guess_seen(label, seen, map, sizeof map));
}

int
ak_tokline_header(const char *where, const char *label, const char *tokens,
    const char *file, long lineno, ak_err *e)
{
	if (ak_corpus_known_label(label) || !(ak_corpus_label_name(label) ||
	    ak_corpus_text_name(tokens) || strcasecmp(tokens, "tokens") == 0 ||
	    strcasecmp(tokens, "token") == 0))
		return 0;
	char cmd[300], del[32];	/* sed's script: the line's deletion */
	snprintf(del, sizeof del, "%ldd", lineno);
	return ak_errf(e, "%s: '%.40s\\t%.40s' is a header (column names), "
	    "not a token line: drop it (%s)", where, label, tokens,
	    ak_sed_cmd(cmd, sizeof cmd, del, file));
}

/* the spaces a label may carry unseen: ASCII's space and TAB, and
 * Unicode's (Zs, the zero-width space and the byte-order mark, which
 * editors and spreadsheets leave at a field's ends), in UTF-8 */
static const struct { const char *b; const char *name; } uspaces[] = {
	{ "\xc2\xa0", "U+00A0 NO-BREAK SPACE" },
	{ "\xe1\x9a\x80", "U+1680 OGHAM SPACE MARK" },
	{ "\xe2\x80\x80", "U+2000 EN QUAD" }, { "\xe2\x80\x81", "U+2001 EM QUAD" },
	{ "\xe2\x80\x82", "U+2002 EN SPACE" }, { "\xe2\x80\x83", "U+2003 EM SPACE" },
	{ "\xe2\x80\x84", "U+2004 THREE-PER-EM SPACE" },
	{ "\xe2\x80\x85", "U+2005 FOUR-PER-EM SPACE" },
	{ "\xe2\x80\x86", "U+2006 SIX-PER-EM SPACE" },
	{ "\xe2\x80\x87", "U+2007 FIGURE SPACE" },
	{ "\xe2\x80\x88", "U+2008 PUNCTUATION SPACE" },
	{ "\xe2\x80\x89", "U+2009 THIN SPACE" },
	{ "\xe2\x80\x8a", "U+200A HAIR SPACE" },
	{ "\xe2\x80\x8b", "U+200B ZERO WIDTH SPACE" },
	{ "\xe2\x80\xaf", "U+202F NARROW NO-BREAK SPACE" },
	{ "\xe2\x81\x9f", "U+205F MEDIUM MATHEMATICAL SPACE" },
	{ "\xe3\x80\x80", "U+3000 IDEOGRAPHIC SPACE" },
	{ "\xef\xbb\xbf", "U+FEFF BYTE ORDER MARK" },
};

/* the length of the space that starts (end 0) or ends (end 1) s[0..n),
 * 0 when none; *name its Unicode name (NULL for ASCII's) */
static size_t
space_at(const char *s, size_t n, int end, const char **name)
{
	*name = NULL;
	if (n > 0 && (end ? s[n - 1] : s[0]) == ' ')
		return 1;
	if (n > 0 && (end ? s[n - 1] : s[0]) == '\t')
		return 1;
	for (size_t i = 0; i < sizeof uspaces / sizeof *uspaces; i++) {
		size_t k = strlen(uspaces[i].b);
		if (k <= n && memcmp(end ? s + n - k : s, uspaces[i].b, k) ==
		    0) {
			*name = uspaces[i].name;
			return k;
		}
	}
	return 0;
}

/* label's core without the spaces around it into core (cap bytes);
 * returns 1 when there were any (*name: the first that is Unicode's, or
 * NULL), 0 when none or the core does not fit */
static int
label_core(const char *label, char *core, size_t cap, size_t *a, size_t *z,
    const char **name)
{
	size_t n = strlen(label), k;
	const char *nm;

	*a = 0;
	*z = n;
	*name = NULL;
	while ((k = space_at(label + *a, *z - *a, 0, &nm)) > 0) {
		*a += k;
		*name = *name ? *name : nm;
	}
	while (*z > *a && (k = space_at(label + *a, *z - *a, 1, &nm)) > 0) {
		*z -= k;
		*name = *name ? *name : nm;
	}
	if ((*a == 0 && *z == n) || *z - *a >= cap)
		return 0;
	memcpy(core, label + *a, *z - *a);
	core[*z - *a] = '\0';
	return 1;
}

/* a known label with spaces around it, ASCII's or Unicode's: the error
   (corpus-int.h ak_corpus_header_label's words), else 0.  ASCII spaces
   at its end are a column padded to its width (tabulate's tsv: 'ham    ',
   'spam   ') or a hand's 'spam ,win': the other label named in both, and
   in a TAB file (tab) the sed that drops every field's */
static int
spaced_label(const char *label, int tab, const char *where, ak_err *e)
{
	size_t n = strlen(label), a, z;
	char core[8], uname[64] = "", map[160], file[1024], cmd[1200];
	char sed[1300] = "";
	const char *name, *other;

	if (!label_core(label, core, sizeof core, &a, &z, &name) ||
	    !ak_corpus_known_label(core))
		return 0;
	if (name != NULL)	/* shown as a space, or as nothing */
		snprintf(uname, sizeof uname, ", %s,", name);
	snprintf(map, sizeof map, "%s=%s", label, core);
	other = strcmp(core, "spam") == 0 ? "ham" : strcmp(core, "ham") == 0 ?
	    "spam" : NULL;
	if (a == 0 && name == NULL && other != NULL && n < 40) {
		size_t k = strlen(map);
		snprintf(map + k, sizeof map - k, ",%s =%s", other, other);
		if (n > strlen(other) + 1)	/* padded to label's width */
			k = strlen(map), snprintf(map + k, sizeof map - k,
			    ",%s%*s=%s", other, (int)(n - strlen(other)), "",
			    other);
		(void)ak_corpus_where_file(where, file, sizeof file);
		if (tab)
			snprintf(sed, sizeof sed, "drop the spaces before each "
			    "TAB and at the lines' ends (a column padded to its "
			    "width, as tabulate's tsv writes it): %s > F.tsv, and "
			    "read that", ak_sed_cmd(cmd, sizeof cmd,
			    "'s/ *\\t/\\t/g; s/ *$//'", file));
	}
	ak_labelmap_keep_own(map, sizeof map, 3);
	return ak_errf(e, "%s: label '%s' has a space%s %s ('%s' with spaces "
	    "around it, as 'spam ,win' writes it): %s, or map %s with "
	    "--label-map '%s'", where, label, uname, a == 0 ? "at its end" :
	    z == n ? "at its start" : "around it", core, sed[0] ? sed :
	    "remove them from the file's labels", sed[0] ? "them" : "it", map);
}

int
ak_corpus_label_other(const char *l)
{
	size_t n = strlen(l), a, z;
	char core[32];
	const char *name;

	if (n == 0 || ak_corpus_nchars(l) > AK_LABEL_MAX || strcspn(l, " \"")
	    < n ||
	    ak_corpus_known_label(l) || ak_corpus_label_class(l) != 0)
		return 0;
	/* 'spam' with a no-break space: spaced_label's error, not a header */
	return !label_core(l, core, sizeof core, &a, &z, &name) ||
	    (!ak_corpus_known_label(core) && ak_corpus_label_class(core) == 0);
}

int
ak_corpus_tab_label(const char *label, const char *text, int more,
    const char *after, size_t nafter, int plain, unsigned seen,
    const char *where, ak_err *e)
{
	size_t n = strlen(label), nch = ak_corpus_nchars(label);
	char cut[120];
	/* columns given make a plain read a delimited one: name its TAB */
	const char *cols = plain ? "--delimiter tab --label-column 2 "
	    "--text-column 1" : "--label-column 2 --text-column 1";

	if (spaced_label(label, 1, where, e) != 0 || ak_corpus_ft_label(label,
	    seen, 1, where, e) != 0)
		return -1;
	/* quotes read as bytes: a file of quoted fields (csv.QUOTE_ALL,
	 * R's write.table) read without --quoting csv; its labels would
	 * all be labels of their own ('"ham"' is not ham) */
	if (plain && n >= 2 && label[0] == '"' && label[n - 1] == '"')
		return ak_errf(e, "%s: label '%s' is in double quotes: "
		    "every field quoted (Python's csv.QUOTE_ALL, R's "
		    "write.table)? read it with --quoting csv", where,
		    ak_corpus_cut(label, 24, cut, sizeof cut));
	/* a negated spam with a space ('not spam', 'не спам'): a label the
	   rule knows, its map named, not text */
	if (strchr(label, ' ') != NULL && nch <= AK_LABEL_MAX &&
	    ak_corpus_label_class(label) != 0)
		return ak_errf(e, "%s: label '%s' is neither ham nor spam: "
		    "name the labels with --label-map %s", where, label,
		    ak_labelmap_guess_seen(label, seen, cut, sizeof cut));
	/* one word of any script: measured in characters, as --unlabeled's
	   label rule measures it (corpus-unl.c) */
	if (strchr(label, ' ') != NULL || nch > AK_LABEL_MAX)
		return ak_errf(e, "%s: label '%s' %s: it looks like text "
		    "(the text in column 1? %s; another delimiter? --delimiter;"
		    " other labels? --label-map%s)", where, ak_corpus_cut(label,
		    24, cut, sizeof cut), strchr(label, ' ') != NULL ?
		    "has a space" : "is longer than 24 characters", cols,
		    plain ? "; no labels? --unlabeled" : "");
	if (more && n > 0 && strspn(label, "0123456789") == n &&
	    (strcasecmp(text, "spam") == 0 || strcasecmp(text, "ham") == 0))
		return ak_errf(e, "%s: label '%s' (column 1) is neither ham "
		    "nor spam, and column 2 holds '%s': an index column first "
		    "(pandas' to_csv)? read it with %s--label-column 2 "
		    "--text-column 3", where, label, text, plain ?
		    "--delimiter tab " : "");
	/* the label last: R's write.table(col.names=FALSE) of text,label
	   with its row names, pandas' to_csv(header=False) with its index */
	if (after != NULL && n > 0 && strspn(label, "0123456789") == n)
		return ak_errf(e, "%s: label '%s' (column 1) is neither ham "
		    "nor spam, and column %zu, after the text, holds '%s': an "
		    "index column first (pandas' to_csv, R's row names), the "
		    "label after the text? read it with %s--label-column %zu "
		    "--text-column 2", where, label, nafter, after, plain ?
		    "--delimiter tab " : "", nafter);
	if (strcasecmp(text, "spam") == 0 || strcasecmp(text, "ham") == 0)
		return ak_errf(e, "%s: label '%s' beside the text '%s': "
		    "the columns the other way round? read them with %s (or "
		    "map the labels with --label-map)", where, ak_corpus_cut(
		    label, 24, cut, sizeof cut), text, cols);
	return 0;
}

/* a label's kind for the second line's rule: 1 spam, ham or '-' as they
 * are (and not a label of the map), 2 a label of the map, 0 any other */
static int
label_kind(const char *l, const ak_labelmap *map)
{
	int listed = 0;

	if (map != NULL)
		(void)ak_labelmap_get(map, l, &listed);
	return listed ? 2 : ak_corpus_known_label(l) ? 1 : 0;
}

int
ak_corpus_header_held(const char *l1, const ak_labelmap *map)
{
	return map != NULL ? ak_labelmap_get(map, l1, NULL) != NULL :
	    ak_corpus_known_label(l1);
}

int
ak_corpus_header_second(const char *l1, const char *l2,
    const ak_labelmap *map)
{
	const char *as = l1;

	if (l2 != NULL && label_kind(l1, map) != label_kind(l2, map))
		return AK_HDR_YES;
	if (l2 == NULL)
		return AK_HDR_NO;
	if (map != NULL && (as = ak_labelmap_get(map, l1, NULL)) == NULL)
		return AK_HDR_YES;
	return strcmp(as, "spam") == 0 ? AK_HDR_SAID : AK_HDR_NO;
}

const char *
ak_corpus_without(const char *given)
{
	static char buf[48];

	if (given == NULL || strcmp(given, "--quoting none") == 0)
		return "";
	snprintf(buf, sizeof buf, ", or without %s", given);
	return buf;
}

/* a label (read with another delimiter) holding a TAB: a line of a
 * TAB-separated file when what comes before its first TAB is a label the
 * label rule knows, an id or a row number (no space, at most 40 bytes:
 * 'ham<TAB>Hi', 'True<TAB>Hi', R's and pandas' row number
 * '1<TAB>ham<TAB>Hi'; not a quoted '"ha<TAB>m"'): its hint, the columns too when its TAB
 * fields are an id first, a label and a text (ak_corpus_id_first; then
 * no 'or without --csv': the TAB read would refuse it for them), into
 * buf (n bytes); else "" */
static const char *
tab_hint(const char *label, const char *given, char *buf, size_t n)
{
	char b[512], opts[64];
	const char *f[3] = { b, "", "" };
	size_t k = strcspn(label, "\t"), nf = 1, lab;

	buf[0] = '\0';
	if (k == 0 || k > 40 || memchr(label, ' ', k) != NULL)
		return buf;
	snprintf(b, sizeof b, "%s", label);
	b[k] = '\0';	/* a label, an id or a row number before it */
	if (ak_corpus_label_class(b) == 0 && !ak_corpus_known_label(b) &&
	    !ak_corpus_id_value(b, k) && !ak_whole(b))
		return buf;
	b[k] = '\t';
	for (char *p = b; (p = strchr(p, '\t')) != NULL; nf++) {
		*p++ = '\0';
		if (nf < 3)
			f[nf] = p;
	}
	lab = ak_corpus_id_first(f, nf + (strlen(label) >= sizeof b), NULL);
	if (lab != 0)
		snprintf(buf, n, " (TAB-separated, an id or a row number first? "
		    "read it with %s)", ak_corpus_id_first_opts('\t', ',', 0,
		    lab, lab == 2 ? 3 : 2, opts, sizeof opts));
	else
		snprintf(buf, n, " (TAB-separated? read it with --delimiter "
		    "tab%s)", ak_corpus_without(given));
	return buf;
}

int
ak_corpus_check_label(const char *label, char delim, const char *given,
    const char *where, ak_err *e)
{
	char tsv[200] = "";

	if (label[0] == '\0')
		return ak_errf(e, "%s: empty label", where);
	/* a quoted CSV label may hold a newline or TAB: written as is, it
	   would break the label<TAB>text lines of sms-vocab -t */
	for (const unsigned char *p = (const unsigned char *)label; *p; p++) {
		/* "ham<TAB>text", "1<TAB>ham<TAB>text" are TSV lines; a label
		 * with a space and a newline is a message's text */
		if (*p == '\t' && delim != '\t')
			tab_hint(label, given, tsv, sizeof tsv);
		int text = *p == '\n' && strchr(label, ' ') != NULL;
		if (*p < 0x20 || *p == 0x7f)
			return ak_errf(e, "%s: label has a control character "
			    "(0x%02X)%s", where, (unsigned)*p, tsv[0] ? tsv :
			    text ? " (is the text in another column? name it "
			    "with --label-column)" : "");
	}
	return 0;
}

/* a field names a column: a column's name, or, as the label beside a
 * text column's name, "spam" (the column of 0/1 labels: Kaggle's
 * emails.csv "text,spam"), or as the label a flag's name (is_spam,
 * is_ham: no label's value) */
static int
names(const char *f, const char *other, int label)
{
	return f != NULL && (ak_corpus_col_name(f) || (label &&
	    strcmp(f, "spam") == 0 && other != NULL &&
	    ak_corpus_text_name(other)) || (label && ak_corpus_flag_name(f)));
}

/* a field shaped as a column's name: at most 32 bytes, no space or
   control byte ('Body', 'sms_text'; not 'Hello there', 'text<FF>') */
static int
name_shaped(const char *f)
{
	size_t i;

	for (i = 0; f[i] != '\0' && i <= 32; i++)
		if ((unsigned char)f[i] <= ' ' || f[i] == 0x7F)
			return 0;
	return i <= 32;
}

const char *
ak_corpus_hdr_doubt(const char *lf, const char *tf, int header)
{
	/* a header whose label field names a column ('label', 'v1') is
	   certain when its text field has a name's shape, a name the
	   tools do not know ('id,label,Body': the text column taken as
	   the one left) and no label */
	if (header && lf != NULL && names(lf, tf, 1) && (tf == NULL ||
	    (name_shaped(tf) && ak_corpus_label_class(tf) == 0)))
		return NULL;
	if (lf != NULL && names(lf, tf, 1) != header)
		return lf;
	if (tf != NULL && names(tf, lf, 0) != header)
		return tf;
	return NULL;
}

void
ak_corpus_hdr_note(char *what, size_t n, const char *f)
{
	char ctl[300];

	if (*ak_ctl_said(ctl, sizeof ctl, f))	/* the byte, not the name */
		snprintf(what, n, "the header, though a field%.300s", ctl);
	else
		snprintf(what, n, "the header, though its '%.60s' is no "
		    "column's name; a message? read it with --no-header", f);
}

int
ak_corpus_header_label(const char *label, const char *lname,
    const char *where, const char *hdr, const char *again, long hdrline,
    int how, unsigned seen, ak_err *e)
{
	/* a label with a space, or long, is text in the label column; but
	   one the label rule knows ('not spam') is a label to map, and so
	   is one of a few words in a column the user named */
	int plain = how & AK_HL_PLAIN, given = how & AK_HL_GIVEN;
	int text = (strchr(label, ' ') != NULL || ak_corpus_nchars(label) >
	    AK_LABEL_MAX) && ak_corpus_label_class(label) == 0 && !(given &&
	    ak_corpus_nchars(label) <= AK_LABEL_MAX);
	char lm[96], h[128], cut[120];

	if (strcmp(again, hdr) == 0)
		return ak_errf(e, "%s: a second header ('%s', as line %ld's): "
		    "files concatenated? keep the first file's header only "
		    "(%s)", where, hdr, hdrline, ak_header_again_hint(h,
		    sizeof h, hdrline, 0));
	if (spaced_label(label, plain, where, e) != 0 || ak_corpus_ft_label(label,
	    seen, plain, where, e) != 0)
		return -1;
	ak_labelmap_guess_col(label, lname, seen, lm, sizeof lm);
	/* a class of its own below spam or ham (Mendeley's 'Smishing'):
	   the header was right, and no placeholder map helps */
	if (!text && seen != 0 && strncmp(lm, "SPAMLABEL", 9) == 0) {
		/* the map in single quotes, one shell word; a label no map
		   entry can spell (',' '=') or quote ('\'') as a name */
		int say = strpbrk(label, "',=") == NULL && strlen(label) < 60;
		return ak_errf(e, "%s: label '%s' is neither ham nor spam, a "
		    "class of its own beside %s: map it to one of them, or to "
		    "none: --label-map '%s=spam,spam=spam,ham=ham' ('%s=-' for "
		    "no label)%s", where, ak_corpus_cut(label, 24, cut,
		    sizeof cut), seen == 3 ? "spam and ham" : seen == 1 ?
		    "spam" : "ham", say ? label : "LABEL", say ? label : "LABEL",
		    plain ? ", or read text without labels with --unlabeled" :
		    "");
	}
	/* a label of its own in the column given ('Phishing Email'): the
	   map that reads it, either way round (which is spam is no guess) */
	if (given && !text && strncmp(lm, "SPAMLABEL", 9) == 0) {
		int say = strpbrk(label, "',=") == NULL && strlen(label) < 60;
		const char *l = say ? label : "LABEL";
		return ak_errf(e, "%s: label '%s' (the column --label-column "
		    "names) is neither ham nor spam: name the labels with "
		    "--label-map '%s=spam,*=ham' if it is the spam, '%s=ham,"
		    "*=spam' if the ham (or each label: '%s=spam,OTHER=ham')",
		    where, ak_corpus_cut(label, 24, cut, sizeof cut), l, l, l);
	}
	/* the guess quotes a label with a space in its entry ('not
	   spam'=ham): one shell word as it is */
	return ak_errf(e, "%s: label '%s' is neither ham nor spam, and "
	    "line %ld ('%s') was read as the header: %s%s%s", where,
	    ak_corpus_cut(label, 24, cut, sizeof cut), hdrline, hdr, text ?
	    "name the columns with --label-column and --text-column" :
	    "name the labels with --label-map ", text ? "" : lm, plain ?
	    ", or read text "
	    "without labels with --unlabeled" : "");
}

int
ak_corpus_star_only(const ak_labelmap *map, const char *l, int *listed)
{
	*listed = 0;
	return map != NULL && ak_labelmap_get(map, l, listed) != NULL &&
	    !*listed && !ak_corpus_known_label(l);
}

int
ak_corpus_id_name(const char *f)
{
	/* not 'no' or 'n': a yes/no file's first label, taken for a
	   header's */
	static const char *const ids[] = { "id", "index", "idx", "#", "row",
		"rowid", NULL };
	size_t n = strlen(f);

	if (index_name(f) || ak_corpus_in_list(ids, f))
		return 1;
	/* message_id, Message ID, msg-id, messageId, MessageID */
	return n > 2 && (strcasecmp(f + n - 2, "id") == 0) && (f[n - 3] ==
	    '_' || f[n - 3] == ' ' || f[n - 3] == '-' || f[n - 2] == 'I');
}

/* a value the label rule or the map reads as a label */
static int
reads_as_label(const char *l, const ak_labelmap *map)
{
	return ak_corpus_known_label(l) || ak_corpus_label_class(l) != 0 ||
	    (map != NULL && ak_labelmap_get(map, l, NULL) != NULL);
}

/* R's write.table with row names: a header of the columns alone, each
   record a row name (a whole number) first, its label next */
static int
row_names(const char *b, const size_t *off, size_t nf,
    const ak_colsay *s, const char *where, ak_err *e)
{
	const char *l = b + off[s->lab];

	if (nf != s->hnf + 1 || s->lab != 0 || !ak_whole(l) ||
	    s->txt + 1 >= nf || !reads_as_label(b + off[1], s->map))
		return 0;
	return ak_errf(e, "%s: label '%.24s' (column 1) is %s, the record has "
	    "%zu fields and the header (line %ld) %zu, and column 2 holds "
	    "'%.24s': row names first, under a header without a field for "
	    "them (R's write.table)? read it with %s--label-column 2 "
	    "--text-column %zu", where, l, s->map != NULL ? "not in "
	    "--label-map" : "neither ham nor spam", nf, s->hdrline, s->hnf,
	    b + off[1], s->plain ? "--delimiter tab " : "", s->txt + 2);
}

int
ak_corpus_label_cols(const char *b, const size_t *off, size_t nf,
    const ak_colsay *s, const char *where, ak_err *e)
{
	size_t k = 0, lab = s->lab;
	const char *l = b + off[lab];
	char tc[48] = "", nm[80] = "";

	if (row_names(b, off, nf, s, where, e) != 0)
		return -1;
	if (!(s->pos & 1))	/* the label column by name or option */
		return 0;
	while (k < nf && (k == lab || !ak_corpus_known_label(b + off[k]) ||
	    strcmp(b + off[k], "-") == 0))
		k++;
	if (k < nf) {	/* spam or ham elsewhere: the labels' column */
		/* the text by its place: the first other column, after the
		   label's (a name or --text-column chose it: kept) */
		size_t t = k + 1 < nf ? k + 1 : k > 0 && k - 1 != lab ? k - 1 :
		    s->txt;
		if (s->pos & 2)
			snprintf(tc, sizeof tc, " --text-column %zu", t + 1);
		if (s->plain)	/* columns make it delimited: its TAB */
			snprintf(tc + strlen(tc), sizeof tc - strlen(tc),
			    " --delimiter tab");
		/* a header that named the text: its label column's name */
		if (!(s->pos & 2))
			snprintf(nm, sizeof nm, ", '%.24s', taken for the "
			    "labels by its place", s->lname);
		return ak_errf(e, "%s: label '%.24s' (column %zu%s) is neither "
		    "ham nor spam, and column %zu holds '%s': %sread it with "
		    "--label-column %zu%s%s", where, l, lab + 1, nm, k + 1,
		    b + off[k], ak_whole(l) ? "an index column first "
		    "(pandas' to_csv)? " : "", k + 1, tc, s->pos & 2 ?
		    " (and --no-header if line 1, read as the header, is a "
		    "message)" : "");
	}
	if (strchr(l, ' ') != NULL || ak_corpus_nchars(l) > AK_LABEL_MAX)
		return 0;	/* text in the label column: the caller's */
	/* ids by their column's name; else a value with no letter that no
	   label rule reads (a date, a number but 0/1): no label.  1/0
	   under is_spam, yes/no: the map's error */
	int letter = 0;
	for (const char *p = l; *p; p++)	/* a letter of any script */
		letter |= ((*p | 0x20) >= 'a' && (*p | 0x20) <= 'z') ||
		    (unsigned char)*p >= 0x80;
	if (!ak_corpus_id_name(s->lname) && (letter || reads_as_label(l,
	    s->map)))
		return 0;
	return ak_errf(e, "%s: label '%.24s' is %s: column %zu ('%.24s') was "
	    "taken for the labels by its place, no column having a label's "
	    "name (v1, class, label, category, type, target)%s: name the "
	    "labels' column with --label-column NAME%s (no labels? "
	    "--label-map '*=-')", where, l, s->map != NULL ? "not in "
	    "--label-map" : "neither ham nor spam", lab + 1, s->lname,
	    ak_corpus_id_name(s->lname) ? ", and its name is an id's or an "
	    "index's" : "", s->plain ? " --delimiter tab" : "");
}

int
ak_corpus_spill_name(const char *f)
{
	return f[0] == '\0' || (strncmp(f, "Unnamed: ", 9) == 0 && f[9] !=
	    '\0' && strspn(f + 9, "0123456789") == strlen(f + 9));
}
