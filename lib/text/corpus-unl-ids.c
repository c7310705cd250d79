/*
 * corpus-unl-ids.c — a column of ids beside the text read with
 * --unlabeled (corpus-unl.h): under a header naming it ('id,text',
 * Kaggle's test.csv; 'message_id,message'), or without one where each
 * line's first field is an id found on no other line ('msg_001,hello').
 * The plain read takes the whole line: ids with letters ('msg_001', a
 * UUID) would be words of every message.  Row numbers make no words.
 */
#include <stdio.h>
#include <strings.h>
#include <string.h>

#include "io.h"
#include "text.h"
#include "corpus-int.h"

static const char delims[AK_UNL_IDK] = { '\t', ',', ';', '|' };

/* the field s[0..n) without the ASCII spaces and the CSV quotes around
   it (not with TAB, d 0), at [*a, *k) */
static void
bare(const char *s, size_t n, int d, size_t *a, size_t *k)
{
	*a = 0, *k = n;
	while (d != 0 && *a < *k && s[*a] == ' ')
		(*a)++;
	while (d != 0 && *k > *a && s[*k - 1] == ' ')
		(*k)--;
	if (*k - *a >= 2 && s[*a] == '"' && s[*k - 1] == '"')
		(*a)++, (*k)--;
}

void
ak_unl_ids_head(ak_unl_scan *u, const char *s, size_t n, char d,
    long line, size_t hat)
{
	const char *p = s, *end = s + n, *t;
	long col = 0, id = 0, text = 0, other = 0, lab = 0;
	char f[64];
	size_t a, k;

	if (d == '\0')
		return;
	for (; p <= end; p = t + 1) {
		t = memchr(p, d, (size_t)(end - p));
		if (t == NULL)
			t = end;
		bare(p, (size_t)(t - p), 1, &a, &k);
		col++;
		if (k - a < sizeof f) {
			memcpy(f, p + a, k - a);
			f[k - a] = '\0';
			if (ak_corpus_id_name(f) && id == 0)
				id = col;
			else if ((ak_corpus_text_name(f) ||
			    ak_corpus_spaced_text(f)) && text == 0)
				text = col;
			else if (!ak_corpus_label_name(f) && strcasecmp(f,
			    "spam") != 0 && other == 0)
				other = col;	/* 'body' beside 'id' */
			if ((ak_corpus_label_name(f) || strcasecmp(f, "spam") ==
			    0) && lab == 0)
				lab = col;
		}
		if (t == end)
			break;
	}
	if (text > 0 && col >= 2) {	/* the other columns' words */
		u->ids.hcols = col;
		u->ids.htext = text;
		u->ids.hln = line;
		u->ids.hat2 = hat;
		u->ids.hlab = lab;
	}
	if ((id != 1 && id != col) || (text == 0 && other == 0))
		return;	/* the ids' column first or last only */
	u->ids.hid = id;
	u->ids.htx = text ? text : other;
	u->ids.hline = line;
	u->ids.hat = hat;
}

/* field f[0..m) (sp: not TAB's, its spaces and quotes dropped) an id:
   one word of at most 64 bytes with a digit (any word, any), its bare
   bounds in *a, *k, *letter a letter or a byte beyond ASCII in it */
static int
id_word(const char *f, size_t m, int sp, int any, size_t *a, size_t *k,
    int *letter)
{
	int digit = 0, one = 1;

	bare(f, m, sp, a, k);
	*letter = 0;
	if (*k == *a || *k - *a > 64)
		return 0;
	for (size_t j = *a; j < *k; j++) {
		unsigned char c = (unsigned char)f[j];
		one &= memchr(" \t,;|\"", c, 6) == NULL;
		digit |= c >= '0' && c <= '9';
		*letter |= (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
		*letter |= c >= 0x80;
	}
	return one && (digit || any);
}

/* line s[0..n) (line `line`) under a header of several columns split
   by d, one the text's: its first field before the text's or after it
   (counted from the line's ends) with a letter or a byte beyond ASCII
   kept in v (the first line only) */
static void
other_cols(ak_unl_ids *v, const char *s, size_t n, char d, long line)
{
	const char *p = s, *end = s + n, *t;
	long nf = 1, c = 0;
	size_t a, k;

	if (v->oat != 0 || v->htext == 0 || line == v->hln || d == '\0')
		return;
	for (const char *q = s; (q = memchr(q, d, (size_t)(end - q))); q++)
		nf++;
	if (nf < v->hcols)
		return;	/* a text broken over lines, a short record */
	for (; p <= end; p = t + 1) {
		t = memchr(p, d, (size_t)(end - p));
		if (t == NULL)
			t = end;
		c++;	/* its column: from the left before the text's, from
			   the right after it */
		long col = c < v->htext ? c : v->hcols - (nf - c);
		if ((c < v->htext || nf - c < v->hcols - v->htext) && col !=
		    v->hlab) {	/* (labels: the label rules', the note's) */
			bare(p, (size_t)(t - p), d != '\t', &a, &k);
			for (size_t j = a; j < k && v->oat == 0; j++) {
				unsigned char b = (unsigned char)p[j];
				if (((b | 0x20) < 'a' || (b | 0x20) > 'z') &&
				    b < 0x80)
					continue;
				v->oat = line, v->ocol = col;
				snprintf(v->of, sizeof v->of, "%.*s", (int)(k -
				    a < 64 ? k - a : 64), p + a);
			}
		}
		if (t == end || v->oat != 0)
			break;
	}
}

void
ak_unl_ids_see(ak_unl_scan *u, const char *s, size_t n, long line, int inq)
{
	ak_unl_ids *v = &u->ids;

	if (!inq)
		other_cols(v, s, n, u->hdrd, line);
	if (line == v->hline)
		return;
	for (size_t i = 0; i < AK_UNL_IDK; i++) {
		const char *t = memchr(s, delims[i], n), *f = s;
		size_t a, k, m;
		int letter;
		v->looked[i] += !inq;
		/* the last field's lines: a text quoted over lines ends on
		   the line that closes it ('call us",msg_001'), not on the
		   one that opens it */
		v->llooked[i] += !u->inq;
		if (t == NULL)
			continue;
		m = (size_t)(t - s);
		/* the last field: under a header naming it the ids', and
		   without a header ids last ('text,msg_001') */
		while ((t = memchr(f, delims[i], n - (size_t)(f - s))))
			f = t + 1;
		if (v->hid == 0 && !u->inq && id_word(f, n - (size_t)(f - s),
		    i != 0, 0, &a, &k, &letter)) {
			v->lids[i]++;
			ak_unl_many_see(u, AK_UNL_DELIMS + AK_UNL_IDK + i, f + a,
			    k - a, line);
			if (letter && v->llet[i]++ == 0) {
				v->lletat[i] = line;
				memcpy(v->lletf[i], f + a, k - a);
				v->lletf[i][k - a] = '\0';
			}
		}
		if (inq)
			continue;	/* the first field: outside quotes */
		if (v->hid > 1 && delims[i] == u->hdrd)	/* the last */
			m = n - (size_t)(f - s);
		else
			f = s;
		/* under a header naming the ids any one word is one */
		if (!id_word(f, m, i != 0, v->hid && delims[i] == u->hdrd, &a,
		    &k, &letter))
			continue;
		v->ids[i]++;
		ak_unl_many_see(u, AK_UNL_DELIMS + i, f + a, k - a, line);
		if (letter && v->let[i]++ == 0) {
			v->letat[i] = line;
			memcpy(v->letf[i], f + a, k - a);
			v->letf[i][k - a] = '\0';
		}
	}
}

/* the read of the text column alone with delimiter d, its column c,
   into b: "--unlabeled --csv --text-column 2" */
static const char *
text_read(char d, long c, char *b, size_t n)
{
	snprintf(b, n, "--unlabeled %s --text-column %ld", d == ',' ? "--csv" :
	    d == '\t' ? "--quoting csv" : d == ';' ? "--delimiter ';'" :
	    "--delimiter '|'", c);
	return b;
}

/* ids after the lines' last delimiter, without a header naming them
   ('text,msg_001': df[['text','id']].to_csv(header=False, index=False)):
   refused as ids first are (9 lines in 10, each id on one line, one
   with a letter), with the sed that drops the last field */
static int
ids_last(const ak_unl_scan *u, const char *name, ak_err *e)
{
	const ak_unl_ids *v = &u->ids;
	static const char *const dn[AK_UNL_IDK] = { "a TAB", "','", "';'",
	    "'|'" };
	static const char *const sc[AK_UNL_IDK] = { "'s/\\t[^\\t]*$//'",
	    "'s/,[^,]*$//'", "'s/;[^;]*$//'", "'s/|[^|]*$//'" };

	for (size_t i = 0; v->hid == 0 && i < AK_UNL_IDK; i++) {
		long once = ak_unl_many_once(u, AK_UNL_DELIMS + AK_UNL_IDK + i),
		    l = v->llooked[i];
		char sh[64] = "every line ends", cmd[1200], fix[1300], r[96];
		if (v->llet[i] == 0 || l < 3 || once * 10 < l * 9)
			continue;
		if (once < l)
			snprintf(sh, sizeof sh, "%ld of %ld lines end", once, l);
		if (u->spanned > 0)	/* texts quoted over lines: CSV's */
			snprintf(fix, sizeof fix, "its texts quoted over lines "
			    "(as on line %ld), read the text column alone with "
			    "%s", u->spat, text_read(delims[i], 1, r, sizeof r));
		else
			snprintf(fix, sizeof fix, "drop the last field: %s > "
			    "F.txt, and read that with --unlabeled", ak_sed_cmd(
			    cmd, sizeof cmd, sc[i], name));
		return ak_errf(e, "%s: %s with %s and an id, each id on one "
		    "line (the first with a letter '%s', line %ld): a column "
		    "of ids after the text (df[['text', 'id']].to_csv("
		    "header=False))? --unlabeled reads the whole line, and "
		    "would count the ids' words as words of every message: "
		    "%s (text? --all-text)", name, sh, dn[i], v->lletf[i],
		    v->lletat[i], fix);
	}
	return 0;
}

int
ak_unl_ids_end(const ak_unl_scan *u, const int skip[AK_UNL_IDK],
    const char *name, ak_err *e)
{
	const ak_unl_ids *v = &u->ids;
	char r[96], lab[160] = "";

	for (size_t i = 0; v->hid > 0 && i < AK_UNL_IDK; i++) {
		if (delims[i] != u->hdrd || v->let[i] == 0)
			continue;	/* the header's delimiter, its ids */
		if (u->hdrlab[0] != '\0')	/* 'id,label,text' */
			snprintf(lab, sizeof lab, "; its column '%s' names "
			    "labels: read them with %s", u->hdrlab, i == 0 ?
			    "--quoting csv" : i == 1 ? "--csv" : i == 2 ?
			    "--delimiter ';'" : "--delimiter '|'");
		return ak_errf(e, "%s:%ld: '%s' in column %ld, an id's (line "
		    "%ld the header: %s): --unlabeled reads the whole line, and "
		    "would count the ids' words as words of every message: "
		    "read the text column alone with %s%s (lines as they "
		    "are? --all-text)", name, v->letat[i], v->letf[i],
		    v->hid, v->hline, u->hdr + v->hat, text_read(delims[i],
		    v->htx, r, sizeof r), lab);
	}
	if (v->oat > 0 && u->sep1 == '\0') {	/* other columns' words
						   (line 1 'sep=;': its own) */
		if (u->hdrlab[0] != '\0')	/* 'id,label,text,date' */
			snprintf(lab, sizeof lab, "; its column '%s' names "
			    "labels: read them with %s", u->hdrlab, u->hdrd ==
			    '\t' ? "--quoting csv" : u->hdrd == ',' ? "--csv" :
			    u->hdrd == ';' ? "--delimiter ';'" :
			    "--delimiter '|'");
		return ak_errf(e, "%s:%ld: '%s' in column %ld, not the text's "
		    "(line %ld the header: %s): --unlabeled reads the whole "
		    "line, and would count the other columns' words as words "
		    "of every message: read the text column alone with %s%s "
		    "(lines as they are? --all-text)", name, v->oat, v->of,
		    v->ocol, v->hln, u->hdr + v->hat2, text_read(u->hdrd,
		    v->htext, r, sizeof r), lab);
	}
	for (size_t i = 0; v->hid == 0 && i < AK_UNL_IDK; i++) {
		long once = ak_unl_many_once(u, AK_UNL_DELIMS + i), l =
		    v->looked[i];
		char sh[64] = "every line starts";
		if (skip[i] || v->let[i] == 0 || l < 3 || once * 10 < l * 9)
			continue;
		if (once < l)
			snprintf(sh, sizeof sh, "%ld of %ld lines start", once,
			    l);
		return ak_errf(e, "%s: %s with an id and %s, each id on one "
		    "line (the first with a letter '%s', line %ld): a column "
		    "of ids before the text (Kaggle's id,text without its "
		    "header)? --unlabeled reads the whole line, and would "
		    "count the ids' words as words of every message: read "
		    "the text column alone with %s (%stext? --all-text)",
		    name, sh, i == 0 ? "a TAB" : i == 1 ? "','" : i == 2 ?
		    "';'" : "'|'", v->letf[i], v->letat[i],
		    text_read(delims[i], 2, r, sizeof r), i == 0 ?
		    "or drop the first field: cut -f2-; " : "");
	}
	return ids_last(u, name, e);
}
