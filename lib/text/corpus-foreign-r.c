/*
 * corpus-foreign-r.c — R's write.table given as a corpus
 * (corpus-foreign.h): its lines in double quotes separated by spaces
 * (its defaults), TABs, commas or ';', with or without row names and a
 * header, a data frame's or a vector's; recognised where certain and
 * named with the Rscript that converts it to a CSV the tools read.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "io.h"
#include "text.h"
#include "corpus-int.h"

static const char seps[4] = { ' ', '\t', ',', ';' };

/* sep's index in seps, 0 for none */
static int
sepi(char sep)
{
	for (int i = 0; i < 4; i++)
		if (seps[i] == sep)
			return i;
	return 0;
}

/* n of all at least 9 in 10 */
static int
most(long n, long all)
{
	return all > 0 && n * 10 >= all * 9;
}

/* the fields of R's write.table line s[0..n) split by sep (' ', TAB,
   ',', ';'): fields in double quotes (a '\\"' or a '""' inside one a
   quote; *dbl set on a '""'), or bare ones without sep or a quote
   (numbers, NA); *inq on entry when the line goes on a quoted field of
   the line before, on return when one is open at its end; *quoted the
   quoted ones; -1 when s is not such a line */
static long
r_fields(const char *s, size_t n, char sep, int *inq, long *quoted,
    int *dbl)
{
	long f = 0;
	size_t i = 0;

	*quoted = 0;
	if (*inq)
		goto in;
	for (;;) {
		if (i >= n || s[i] == sep)
			return -1;	/* an empty field, two separators */
		f++;
		if (s[i] == '"') {
			(*quoted)++;
			i++;
in:			while (i < n && (s[i] != '"' || (i + 1 < n &&
			    s[i + 1] == '"' && (*dbl = 1))))
				i += (s[i] == '\\' || s[i] == '"') && i + 1 < n ?
				    2 : 1;
			if (i >= n) {
				*inq = 1;	/* the text goes on below */
				return f;
			}
			i++;
		} else
			while (i < n && s[i] != sep && s[i] != '"')
				i++;
		*inq = 0;
		if (i == n)
			return f;
		if (s[i] != sep)
			return -1;
		i++;
	}
}

/* s[0..n) starts with a row number in quotes ('"12"' and a separator):
   the number, else -1 */
static long
qnum(const char *s, size_t n)
{
	size_t d = n > 1 && s[0] == '"' ? strspn(s + 1, "0123456789") : 0;
	long v = 0;

	if (d == 0 || d > 9 || d + 2 >= n || s[d + 1] != '"' ||
	    strchr(" \t,;", s[d + 2]) == NULL)
		return -1;
	for (size_t i = 1; i <= d; i++)
		v = v * 10 + (s[i] - '0');
	return v;
}

/* line 1 s[0..n) has a field in quotes with a space, or one that is a
   label (ham, spam, 0, 1): a row's, no column's name */
static int
row_like(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		size_t e;
		char w[8];
		if (s[i] != '"')
			continue;
		for (e = i + 1; e < n && s[e] != '"'; e++)
			if (s[e] == ' ')
				return 1;
		if (e - i - 1 < sizeof w) {
			snprintf(w, sizeof w, "%.*s", (int)(e - i - 1), s + i + 1);
			if (ak_corpus_known_label(w) || strcmp(w, "0") == 0 ||
			    strcmp(w, "1") == 0 || strcmp(w, "Ham") == 0 ||
			    strcmp(w, "Spam") == 0)
				return 1;
		}
		i = e;
	}
	return 0;
}

/* w is a label in R's quotes ('"ham"', '"1"'): its class
   (ak_corpus_label_class), else 0 */
static int
q_label(const char *w, size_t n)
{
	char b[AK_FOREIGN_WORD];

	if (n < 3 || n - 2 >= sizeof b || w[0] != '"' || w[n - 1] != '"' ||
	    memchr(w + 1, '"', n - 2) != NULL)
		return 0;
	memcpy(b, w + 1, n - 2);
	b[n - 2] = '\0';
	return ak_corpus_label_class(b);
}

/* the labels last: 9 lines in 10 of f end with a label in quotes
   ('"1" "Hi there" "ham"': R's write.table of text,label) */
static int
r_label_last(const ak_foreign *f)
{
	long on = 0;

	for (size_t i = 0; i < AK_FOREIGN_SLOTS && f->lcount[i] > 0; i++)
		on += q_label(f->lword[i], strlen(f->lword[i])) != 0 ?
		    f->lcount[i] : 0;
	return on >= 2 && most(on, f->wlines);
}

/* the separator of R's row s[0..n): what follows its first field */
static char
sep_of(const char *s, size_t n)
{
	size_t i = 0;

	if (n > 0 && s[0] == '"') {
		for (i = 1; i < n && (s[i] != '"' || (i + 1 < n && s[i + 1] ==
		    '"')); i += (s[i] == '\\' || s[i] == '"') ? 2 : 1)
			;
		i++;
	} else
		i = strcspn(s, " \t,;\"");
	return i < n && strchr(" \t,;", s[i]) != NULL ? s[i] : 0;
}

void
ak_foreign_r_see(ak_foreign *f, const char *s, size_t n)
{
	int was = f->rinq, inq, dbl = 0;
	long q, k, v;

	if (f->lines == 1) {
		for (int i = 0; i < 4; i++) {
			inq = 0;
			f->r1k[i] = r_fields(s, n, seps[i], &inq,
			    &f->r1q[i], &dbl);
			/* a row's text that goes on below (col.names=FALSE):
			   its fields so far, the lines below it its rest; no
			   header (no name holds a newline) */
			if (inq && f->r1k[i] > 0)
				f->rinq = 1, f->r1open = 1;
		}
		f->r1corner = n > 2 && s[0] == '"' && s[1] == '"' &&
		    strchr(" \t,;", s[2]) != NULL;
		f->rprev = qnum(s, n);
		f->r1num = f->rprev == 1;
		f->r1text = row_like(s, n);
		f->r1x = n == 3 && memcmp(s, "\"x\"", 3) == 0;
		return;
	}
	if (!was && f->rsep == 0)
		f->rsep = sep_of(s, n);
	k = r_fields(s, n, f->rsep ? f->rsep : ' ', &f->rinq, &q,
	    &dbl);
	if (k < 0) {
		f->rinq = 0;
		return;
	}
	f->rdbl |= dbl;
	if (was && f->r1open && !f->r1closed && !f->rinq) {
		f->r1closed = 1;	/* the first row's rest */
		f->r1more = k;
		f->r1moreq = q;
	}
	if (was)
		f->rcont++;
	else if (k == 1 && q == 1)
		f->rone++;
	else if (k >= 2 && q >= 1) {
		long h = f->r1k[sepi(f->rsep)];
		f->rrows++;
		f->rnames += h > 0 && k == h + 1;
		v = qnum(s, n);
		f->rseq += v >= 0 && v == f->rprev + 1;
		f->rprev = v;
	}
}

void
ak_foreign_r_raw(ak_foreign *f, const char *s, size_t n)
{
	if (++f->lines == 1)	/* line 1 as the messages quote it */
		snprintf(f->mdhead, sizeof f->mdhead, "%.*s", (int)(n <
		    sizeof f->mdhead ? n : sizeof f->mdhead - 1), s);
	ak_foreign_r_see(f, s, n);
}

int
ak_foreign_r_raw_end(const ak_foreign *f, const char *name, ak_err *e)
{
	return f->rsep == ' ' ? ak_foreign_r_end(f, name, e) : 0;
}

/* the Rscript that converts the R file name (how it is read: hdr its
   header, si its separator, dbl its doubled quotes; drop its first
   column, nd its columns of data) to F.csv, and the read of that, into
   b and rd */
static void
r_conv(const ak_foreign *f, const char *name, int hdr, int drop, long nd,
    char *b, size_t n, char *rd, size_t rn)
{
	static const char *const sa[4] = { "", ", sep=\"\\t\"", ", sep=\",\"",
	    ", sep=\";\"" };
	int si = sepi(f->rsep);
	char rt[300];

	snprintf(rt, sizeof rt, "read.table(\"%s\"%s%s)%s", name, hdr ?
	    ", header=TRUE" : "", si == 0 && f->rdbl ? ", sep=\" \"" : sa[si],
	    drop ? "[-1]" : "");
	if (hdr)
		snprintf(b, n, "write.csv(%s, \"F.csv\", row.names=FALSE)", rt);
	else
		snprintf(b, n, "write.table(%s, \"F.csv\", sep=\",\", "
		    "qmethod=\"double\", row.names=FALSE, col.names=FALSE)", rt);
	/* text,label without a header: the label's column named */
	snprintf(rd, rn, "%s", nd > 1 ? hdr ? "--csv" : nd == 2 &&
	    r_label_last(f) ? "--csv --no-header --label-column 2 "
	    "--text-column 1" : "--csv --no-header" : hdr ? "--unlabeled "
	    "--csv --header" : "--unlabeled --csv");
}

int
ak_foreign_r_end(const ak_foreign *f, const char *name, ak_err *e)
{
	static const char *const sn[4] = { "single spaces", "TABs", "commas",
	    "';'" };
	static const char *const wn[4] = { " with its defaults",
	    " with sep='\\t'", " with sep=','", " with sep=';'" };
	int si = sepi(f->rsep);
	/* line 1's fields, a row's text over lines counted once */
	long h = f->r1k[si] + f->r1more, body = f->lines - 1 - f->rcont, nd;
	int vec, names, rown, nohdr, one;
	char line1[200], l1[100], rs[600], rd[80], what[160];
	size_t k, at = 0;

	if (f->lines < 2 || h <= 0 || f->r1q[si] + f->r1moreq != h)
		return 0;	/* line 1 not fields in quotes */
	names = !f->r1open && f->rrows > 0 && most(f->rnames, f->rrows);
	vec = f->r1x && (most(f->rone, body) || (names && h == 1));
	if (!vec && (!most(f->rrows, body) || (si != 0 && !names) || (h < 2 &&
	    !names)))
		return 0;	/* TAB, ',', ';': the delimited rules' */
	nohdr = !vec && !names && !f->r1corner && (f->r1num || f->r1open ||
	    f->r1text);
	rown = names || f->r1corner || (nohdr && f->r1num && most(f->rseq,
	    f->rrows));
	nd = vec ? 1 : names ? h : nohdr ? h - rown : h - f->r1corner;
	r_conv(f, name, !nohdr, nohdr ? rown : f->r1corner, nd, rs, sizeof rs,
	    rd, sizeof rd);
	for (k = 0; k < 40 && f->mdhead[k] != '\0'; k++)
		at += (size_t)snprintf(l1 + at, sizeof l1 - at, "%s", f->mdhead[k]
		    == '\t' ? "\\t" : (char[2]){ f->mdhead[k], '\0' });
	snprintf(line1, sizeof line1, vec ? "line 1 '\"x\"' the header R "
	    "gives a vector" : nohdr ? "no header: line 1 '%s%s' a row" :
	    names && si != 0 ? "line 1 '%s%s' the header, one field short "
	    "(none over the row names)" : "line 1 '%s%s' the header", l1,
	    f->mdhead[k] != '\0' ? "..." : "");
	one = nd == 1;
	snprintf(what, sizeof what, "%s%s%s", nohdr ? "" : one ? "the header "
	    "as a message" : "the header and ", one && rown ? nohdr ? "the row "
	    "numbers as words" : ", the row numbers as words" : "", one ? "" :
	    "the other columns as words of every message");
	return ak_errf(e, "%s:1: R's write.table%s (fields in double quotes "
	    "separated by %s%s; %s), not messages: --unlabeled reads the whole "
	    "line, and would count %s: write the %s with %s, or convert this "
	    "one: Rscript -e '%s'; read that with %s (text? --all-text)",
	    name, wn[si], sn[si], rown ? ", row names first" : "", line1, what,
	    one ? "texts" : "frame", one ? "write.csv(data.frame(text=x), "
	    "'F.csv', row.names=FALSE)" : "write.csv(d, 'F.csv', "
	    "row.names=FALSE)", rs, rd);
}

/* fastText's label last ('win cash __label__spam': fastText takes a
   __label__ word anywhere): f's last words with its prefix on 9 lines
   in 10 refused, from half said, with the sed that puts the label
   first; else 0 */
static int
ft_last(const ak_foreign *f, const char *name, const ak_corpus_opt *o,
    ak_err *e)
{
	long on = 0;
	int k;
	unsigned seen = 0;
	char list[300] = "", sh[48], cmd[800], map[120] = "", g[96];
	size_t at = 0;

	for (size_t i = 0; i < AK_FOREIGN_SLOTS && f->lcount[i] > 0; i++) {
		const char *w = f->lword[i] + 9;
		if (strncmp(f->lword[i], "__label__", 9) != 0 || *w == '\0')
			continue;
		on += f->lcount[i];
		seen |= strcasecmp(w, "spam") == 0 ? 1u : strcasecmp(w, "ham")
		    == 0 ? 2u : 0u;
		k = snprintf(list + at, sizeof list - at, "%s%s %ld", at ?
		    ", " : "", f->lword[i], f->lcount[i]);
		at += k > 0 && (size_t)k < sizeof list - at ? (size_t)k : 0;
	}
	if (on < 2 || on * 2 < f->wlines)
		return 0;
	for (size_t i = 0; i < AK_FOREIGN_SLOTS && f->lcount[i] > 0; i++)
		if (map[0] == '\0' && strncmp(f->lword[i], "__label__", 9) == 0 &&
		    !ak_corpus_known_label(f->lword[i] + 9))
			snprintf(map, sizeof map, " with --label-map %s",
			    ak_labelmap_guess_seen(f->lword[i] + 9, seen, g,
			    sizeof g));
	ak_sed_cmd(cmd, sizeof cmd, "'s/^\\(.*\\) __label__\\([^ ]*\\)$/"
	    "\\2\\t\\1/'", name);
	if (on == f->wlines)
		snprintf(sh, sizeof sh, "every line");
	else
		snprintf(sh, sizeof sh, "%ld of %ld lines", on, f->wlines);
	if (!most(on, f->wlines)) {
		char msg[2400];
		if (o->note == NULL)
			return 0;
		snprintf(msg, sizeof msg, "%s: %s end with a space, '__label__' "
		    "and a label (%s), read as text with --unlabeled; fastText's "
		    "supervised format, the label last? %s > F.tsv, and read that "
		    "without --unlabeled%s", name, sh, list, cmd, map);
		o->note(o->note_ctx, msg);
		return 0;
	}
	return ak_errf(e, "%s:1: fastText's supervised format, the label last "
	    "(%s end%s with '__label__' and a label: %s), not messages: "
	    "--unlabeled reads the whole line, and would count 'label' and the "
	    "labels as words of every message: put the label first, a TAB "
	    "after it: %s > F.tsv, and read that without --unlabeled%s (text? "
	    "--all-text)", name, sh, on == f->wlines ? "s" : "", list, cmd,
	    map);
}

const char *
ak_foreign_ft_last_hint(const char *s, size_t n, int gz)
{
	static char hint[600];
	char sed[80], lab[48], g[96], map[120] = "", cmd[200];
	size_t k = n, w;

	/* the last '__label__' after a space, ',', ';' or '|' ('text,
	   __label__spam': a CSV's column), the rest one word */
	while (k > 0 && strchr(" ,;|", s[k - 1]) == NULL)
		k--;
	w = n - k;
	if (k < 2 || w <= 9 || w - 9 >= sizeof lab || strncmp(s + k,
	    "__label__", 9) != 0)
		return NULL;
	memcpy(lab, s + k + 9, w - 9);
	lab[w - 9] = '\0';
	if (!ak_corpus_known_label(lab) && strncmp(ak_labelmap_guess_seen(lab,
	    0, g, sizeof g), "SPAMLABEL", 9) != 0)
		snprintf(map, sizeof map, " with --label-map %s", g);
	snprintf(sed, sizeof sed, "sed 's/^\\(.*\\)%s%s__label__\\([^ ]*\\)$/"
	    "\\2\\t\\1/'", s[k - 1] == '|' ? "|" : s[k - 1] == ',' ? "," :
	    s[k - 1] == ';' ? ";" : " ", s[k - 1] == ' ' ? "" : " *");
	snprintf(hint, sizeof hint, " (fastText's supervised format, the label "
	    "'%.*s' last%s? put it first, a TAB after it: %s, and read "
	    "that%s)", (int)(w > 40 ? 40 : w), s + k, s[k - 1] == ' ' ? "" :
	    s[k - 1] == ',' ? ", after a comma" : s[k - 1] == ';' ? ", after "
	    "a ';'" : ", after a '|'", ak_filter_cmd(cmd, sizeof cmd, sed,
	    "FILE", gz), map);
	return hint;
}

/* the last word s[k..n) (in w) with the word before it, 'not spam',
   '[non spam]', when the two are a label (ak_corpus_label_class) the
   first alone is not: the two into w; else 0 */
static int
last_two(const char *s, size_t k, size_t n, char w[AK_FOREIGN_WORD])
{
	char c[AK_FOREIGN_WORD], b[AK_FOREIGN_WORD];
	size_t j = k - 1;	/* s[k - 1] the space */

	while (j > 0 && s[j - 1] != ' ')
		j--;
	if (j < 2 || n - j >= AK_FOREIGN_WORD || j == k - 1)
		return 0;
	memcpy(c, s + j, n - j);
	c[n - j] = '\0';
	(void)ak_foreign_last_form(c, b);
	if (ak_corpus_label_class(b) != 2 || strchr(b, ' ') == NULL)
		return 0;
	memcpy(w, c, n - j + 1);
	return 1;
}

int
ak_foreign_last_word(const char *s, size_t n, char w[AK_FOREIGN_WORD])
{
	size_t k;

	while (n > 0 && s[n - 1] == ' ')
		n--;
	k = n;
	while (k > 0 && s[k - 1] != ' ')
		k--;
	if (k < 2 || k == n || n - k >= AK_FOREIGN_WORD || memchr(" ,;|",
	    s[k - 2], 4) != NULL || memchr(s, '\t', n) != NULL)
		return 0;
	memcpy(w, s + k, n - k);
	w[n - k] = '\0';
	return last_two(s, k, n, w) ? 2 : 1;
}

int
ak_foreign_r_last_end(const ak_foreign *f, const char *name,
    const ak_corpus_opt *o, ak_err *e)
{
	long on = 0, few = 0;
	int cls = 0, num = 0, word = 0, k, rows = most(f->lrow, f->wlines);
	int fm = -1;	/* the labels' form (ak_foreign_last_form), one */
	char list[300] = "", sh[48], sed[200], cmd[800], map[96] = "";
	char b[AK_FOREIGN_WORD], spell[2][AK_FOREIGN_WORD] = { "", "" };
	size_t at = 0;

	if (ft_last(f, name, o, e) != 0)
		return -1;
	/* the labels the label rule knows (ak_corpus_label_class: spam,
	   ham, 1, 0, -1, True, False, not_spam, ...), one spelling a class
	   (a mix of 'True' and 'spam' ends is text's) */
	for (size_t i = 0; i < AK_FOREIGN_SLOTS && f->lcount[i] > 0; i++) {
		const char *w = f->lword[i];
		int wf = ak_foreign_last_form(w, b);
		int c = ak_corpus_label_class(b);
		if (c == 0 || (fm >= 0 && wf != fm) || (spell[c - 1][0] &&
		    strcasecmp(spell[c - 1], b) != 0))
			continue;
		snprintf(spell[c - 1], sizeof spell[0], "%s", b);
		fm = wf;
		w = b;
		cls |= c;
		few |= f->lcount[i] < 2;
		int isnum = (w[0] >= '0' && w[0] <= '9') || w[0] == '-' ||
		    w[0] == '+';	/* '+1' a number as '-1' is */
		num |= isnum;
		word |= !isnum;
		on += f->lcount[i];
		k = snprintf(list + at, sizeof list - at, "%s%s %ld", at ?
		    ", " : "", w, f->lcount[i]);
		at += k > 0 && (size_t)k < sizeof list - at ? (size_t)k : 0;
	}
	if (cls != 3 || (num && word) || on * 2 < f->wlines)
		return 0;
	int plain = strcasecmp(spell[0], "spam") == 0 && strcasecmp(spell[1],
	    "ham") == 0;
	if (!plain) {	/* the map of the labels as the sed writes them */
		for (int c = 0; word && c < 2; c++)
			for (char *p = spell[c]; *p; p++)	/* 'not_spam' */
				*p = (char)(*p >= 'A' && *p <= 'Z' ? *p + 32 :
				    *p == ' ' ? '_' : *p);
		snprintf(map, sizeof map, " with --label-map %s=spam,%s=ham",
		    spell[0], spell[1]);
	}
	/* the label first, a TAB after it ('Ham', 'SPAM' lowered), the row
	   numbers dropped */
	ak_foreign_last_sed(sed, sizeof sed, fm, word && (f->lcase || !plain),
	    rows | (f->ltrail ? 2 : 0) | (f->ltwo ? 4 : 0));
	ak_sed_cmd(cmd, sizeof cmd, sed, name);
	if (on == f->wlines)
		snprintf(sh, sizeof sh, "every line");
	else
		snprintf(sh, sizeof sh, "%ld of %ld lines", on, f->wlines);
	if (f->wlines < 4 || few || !most(on, f->wlines)) {
		char msg[2400];
		/* a text's 0 or 1 unsaid, but every line's no text's chance */
		if (o->note == NULL || (num && on < f->wlines))
			return 0;
		snprintf(msg, sizeof msg, "%s: %s end%s with a space and a "
		    "label%s (%s), read as text with --unlabeled; a "
		    "label after each text? %s > F.tsv, and read that without "
		    "--unlabeled%s", name, sh, on == f->wlines ? "s" : "",
		    ak_foreign_last_says(fm), list, cmd, map);
		o->note(o->note_ctx, msg);
		return 0;
	}
	return ak_errf(e, "%s:%d: %s end%s with a space and a label%s (%s): a "
	    "labelled file, its text and label separated by a space%s? "
	    "--unlabeled reads the whole line, and would count the "
	    "labels as words of every message: put the label first, a TAB "
	    "after it%s: %s > F.tsv, and read that without --unlabeled%s "
	    "(text? --all-text)", name, f->h1names ? 2 : 1, sh, on ==
	    f->wlines ? "s" : "", ak_foreign_last_says(fm), list, fm > 0 ?
	    "" : rows ? " (R's write.table(d[c('text', 'label')], quote=FALSE), "
	    "its row names first)" : " (R's write.table(d[c('text', 'label')], "
	    "quote=FALSE))", rows ? ", the row numbers dropped" : "", cmd, map);
}

/* the labelled reader's hints for R's write.table: line 1 its header
   (FILE the user's file, read by read.table, a gzip one too), or a row */
static const char r_said[] = " (R's write.table with its defaults, fields "
    "in double quotes separated by spaces? write it with write.csv(d, "
    "'F.csv', row.names=FALSE), or convert it: Rscript -e "
    "'write.csv(read.table(\"FILE\", header=TRUE%s), \"F.csv\", "
    "row.names=FALSE)'; read that with --csv%s)";
static const char r_row[] = " (R's write.table with col.names=FALSE, "
    "fields in double quotes separated by spaces%s? write it with "
    "write.csv(d, 'F.csv', row.names=FALSE), or convert it: Rscript -e "
    "'write.table(read.table(\"FILE\"%s)%s, \"F.csv\", sep=\",\", "
    "qmethod=\"double\", row.names=FALSE, col.names=FALSE)'; read that "
    "with --csv --no-header%s%s)";

/* the file's first 64 KB hold a doubled quote inside a field (R's
   qmethod="double"; '""' between separators is an empty field, '\""'
   an escaped quote that ends a field): 1, 0 none, -1 not looked at (no
   file, standard input, gzip's bytes) */
static int
doubled(const char *file)
{
	static char b[65536];
	FILE *fp;
	size_t k;
	int got = 0;

	if (file == NULL || strcmp(file, "<stdin>") == 0 || strcmp(file,
	    "-") == 0 || (fp = fopen(file, "rb")) == NULL)
		return -1;
	k = fread(b, 1, sizeof b - 1, fp);
	fclose(fp);
	b[k] = '\0';
	if (k >= 2 && (unsigned char)b[0] == 0x1f && (unsigned char)b[1] ==
	    0x8b)
		return -1;
	for (size_t i = 1; i + 1 < k && !got; i++)
		got = b[i] == '"' && b[i + 1] == '"' && b[i - 1] != '\\' &&
		    !(strchr(" \t,;\r\n", b[i - 1]) != NULL && strchr(" \t,;\r\n",
		    b[i + 2]) != NULL);	/* R's \" before a field's end not */
	return got;
}

const char *
ak_foreign_r_hint(const char *s, size_t n, int first, const char *file)
{
	static char hint[700];
	int inq = 0, dbl = 0, num = qnum(s, n) == 1;
	long q, k = r_fields(s, n, ' ', &inq, &q, &dbl);

	/* two fields or more, all quoted (but first: a row's bare numbers
	   after two quoted ones, the first quoted; '"see" you' is a
	   text's) */
	if (k < 2 || (q != k && (first || q < 2 || s[0] != '"')))
		return NULL;
	/* a doubled quote (qmethod="double"): read.table's whitespace sep
	   reads it only with sep=" ", which reads R's \" wrong; a line
	   without one cannot tell: both said */
	int fd = dbl ? 1 : doubled(file);
	const char *sp = fd == 1 ? ", sep=\" \"" : "", *alt = fd >= 0 ? "" :
	    "; its quotes doubled inside the texts (qmethod=\"double\")? add "
	    "sep=\" \" to read.table";
	/* text,label: its last field a label in quotes, the one before
	   not ('"1" "Hi there" "ham"') */
	size_t a = n > 1 ? n - 1 : 0, b;	/* the last field's quotes */
	while (a > 0 && s[a - 1] != '"')
		a--;
	a = a > 0 ? a - 1 : 0;
	int last = k - num == 2 && s[n - 1] == '"' && a >= 3 && s[a - 1] ==
	    ' ' && s[a - 2] == '"' && q_label(s + a, n - a) != 0;
	for (b = a >= 3 ? a - 2 : 0; last && b > 0 && s[b - 1] != '"'; b--)
		;	/* the field before: its opening quote at b - 1 */
	last = last && b > 0 && q_label(s + b - 1, a - b) == 0;
	if (!first || (!num && !row_like(s, n)))
		snprintf(hint, sizeof hint, r_said, sp, alt);
	else
		snprintf(hint, sizeof hint, r_row, num ? ", row names first" :
		    "", sp, num ? "[-1]" : "", last ? " --label-column 2 "
		    "--text-column 1" : "", alt);
	return hint;
}
