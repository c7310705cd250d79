/*
 * corpus-sheet.c — what a spreadsheet leaves in a labelled corpus (a
 * formula's error value in the label column, a missing value made text,
 * blank rows of empty fields)
 * and the note of the lines the labelled read skipped (corpus-sheet.h).
 * The reader is corpus.c.
 */
#include <stdio.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"

int
ak_sheet_error(const char *s)
{
	size_t n = strlen(s);
	int letter = 0, mark = 0;

	/* LibreOffice writes a few errors as their numbers: Err:502 */
	if (n == 7 && memcmp(s, "Err:", 4) == 0 && strspn(s + 4,
	    "0123456789") == 3)
		return 1;
	if (n < 3 || n > 24 || s[0] != '#')
		return 0;
	if (strcmp(s, "#NV") == 0 || strcmp(s, "#GETTING_DATA") == 0)
		return 1;
	for (size_t i = 1; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];
		if ((ch >= 'A' && ch <= 'Z') || ch >= 0x80)
			letter = 1;	/* Ü, ¡, ¿, Cyrillic: UTF-8's bytes */
		else if (ch == '/')
			mark = 1;
		else if ((ch == '!' || ch == '?') && i == n - 1)
			mark = 1;
		else if ((ch < '0' || ch > '9') && ch != '_')
			return 0;
	}
	return letter && mark;
}

int
ak_sheet_error_line(const char *s, size_t n, char delim)
{
	const char *d = memchr(s, delim, n);
	char f[32];

	if (d == NULL || (size_t)(d - s) >= sizeof f)
		return 0;
	memcpy(f, s, (size_t)(d - s));
	f[d - s] = '\0';
	return ak_sheet_error(f);
}

int
ak_sheet_label(const char *l, const ak_corpus_opt *o, const char *where,
    ak_err *e)
{
	int listed = 0;

	if (!ak_sheet_error(l))
		return 0;
	if (o->label_map != NULL)
		(void)ak_labelmap_get(o->label_map, l, &listed);
	if (listed)
		return 0;
	return ak_errf(e, "%s: label '%s' is a spreadsheet's error value (a "
	    "formula that failed, as Excel, LibreOffice and Google Sheets "
	    "export it), no label: correct the formula or drop those rows, or "
	    "read them as messages without a label with %s'%s=-%s'", where, l,
	    o->label_map != NULL ? "--label-map adding " : "--label-map ", l,
	    o->label_map != NULL ? "" : ",spam=spam,ham=ham");
}

/* the writers' spellings of a missing value made text, and who writes
   each (ak_sheet_missing) */
static const struct {
	const char *s, *who;
} missing[] = {
	{ "nan", "NaN as Python writes it, made text: pandas' astype(str)" },
	{ "NaN", "NaN made text" },
	{ "NAN", "NaN made text" },
	{ "NA", "R's missing value, as write.csv and write.table write it" },
	{ "<NA>", "pandas' pd.NA made text: astype(str)" },
	{ "None", "Python's None made text: str(None)" },
	{ "null", "JSON's or SQL's null made text" },
	{ "NULL", "SQL's NULL made text" },
	{ "Null", "a null made text" },
	{ "N/A", "'not available', typed into a sheet" },
	{ "n/a", "'not available', typed into a sheet" },
	{ "\\N", "a database dump's NULL: MySQL's INTO OUTFILE, PostgreSQL's "
	    "COPY" },
};

const char *
ak_sheet_missing(const char *s)
{
	for (size_t i = 0; i < sizeof missing / sizeof *missing; i++)
		if (strcmp(s, missing[i].s) == 0)
			return missing[i].who;
	return NULL;
}

int
ak_sheet_missing_label(const char *l, const ak_corpus_opt *o,
    const char *where, ak_err *e)
{
	const char *who = ak_sheet_missing(l);
	int listed = 0;

	if (who == NULL)
		return 0;
	if (o->label_map != NULL)
		(void)ak_labelmap_get(o->label_map, l, &listed);
	if (listed)
		return 0;
	return ak_errf(e, "%s: label '%s' is a missing value (%s), no label: "
	    "drop those rows (pandas: df.dropna(subset=[the label's column]) "
	    "before astype(str); R: na.omit), or read them with %s'%s=-%s' "
	    "(no label; %s=ham or %s=spam to give them one)", where, l, who,
	    o->label_map != NULL ? "--label-map adding " : "--label-map ", l,
	    o->label_map != NULL ? "" : ",spam=spam,ham=ham", l, l);
}

int
ak_sheet_blank(const char *b, const size_t *off, size_t nf)
{
	if (nf < 2)
		return 0;
	for (size_t k = 0; k < nf; k++)
		if (b[off[k]] != '\0')
			return 0;
	return 1;
}

int
ak_sheet_text(ak_skipped *k, const char *t, size_t n, long lineno)
{
	char f[32];

	if (n == 0 || n >= sizeof f || (t[0] != '#' && t[0] != 'E'))
		return 0;
	memcpy(f, t, n);
	f[n] = '\0';
	if (!ak_sheet_error(f))
		return 0;
	if (k->nerr++ == 0) {
		k->err1 = lineno;
		memcpy(k->errtext, f, n + 1);
	}
	return 1;
}

void
ak_sheet_comment(ak_skipped *k, long lineno, const char *s)
{
	if (k->ncomm++ > 0)
		return;
	k->comm1 = lineno;
	/* whole UTF-8 characters, no TAB shown raw */
	(void)ak_corpus_cut(s, 30, k->commtext, sizeof k->commtext);
	for (char *p = k->commtext; *p; p++)
		if (*p == '\t' || *p == '\r')
			*p = ' ';
}

void
ak_sheet_said(const ak_corpus_opt *o, const char *name,
    const ak_skipped *k)
{
	char msg[1400];

	if (o->note == NULL)
		return;
	if (k->ncomm > 0) {
		snprintf(msg, sizeof msg, "%s:%ld: %ld line%s starting with '#' "
		    "skipped as comments (the first '%s'), the label being the "
		    "first column; messages that start with a hashtag, their "
		    "label after them? read it with %s--label-column 2 "
		    "--text-column 1", name, k->comm1, k->ncomm, k->ncomm == 1 ?
		    "" : "s", k->commtext, o->quoting == AK_QUOTING_NONE ?
		    "--delimiter tab " : "");
		o->note(o->note_ctx, msg);
	}
	if (k->nblank > 0) {
		snprintf(msg, sizeof msg, "%s:%ld: %ld row%s of empty fields "
		    "skipped (a spreadsheet's blank row%s, as Excel and "
		    "LibreOffice save rows formatted but left empty): no "
		    "message in %s", name, k->blank1, k->nblank, k->nblank == 1 ?
		    "" : "s", k->nblank == 1 ? "" : "s", k->nblank == 1 ? "it" :
		    "them");
		o->note(o->note_ctx, msg);
	}
	if (k->nerr > 0) {
		snprintf(msg, sizeof msg, "%s:%ld: %ld message%s skipped, %s "
		    "text a spreadsheet's error value (the first '%s': a formula "
		    "that failed, as Excel, LibreOffice and Google Sheets export "
		    "it): no message in %s; correct the formula and export the "
		    "sheet again to keep %s", name, k->err1, k->nerr, k->nerr ==
		    1 ? "" : "s", k->nerr == 1 ? "its" : "their", k->errtext,
		    k->nerr == 1 ? "it" : "them", k->nerr == 1 ? "it" : "them");
		o->note(o->note_ctx, msg);
	}
}

int
ak_sheet_none(const ak_corpus_opt *o, const char *name, const ak_skipped *k,
    ak_err *e)
{
	/* every line a comment: messages that start with a hashtag? */
	if (k->ncomm > 0 && !o->unlabeled)
		return ak_errf(e, "%s: no messages: its %ld line%s starting "
		    "with '#' %s skipped as comments (no label starts so, the "
		    "label being the first column): messages that start with a "
		    "hashtag, their label after them? read it with "
		    "%s--label-column 2 --text-column 1", name, k->ncomm,
		    k->ncomm == 1 ? "" : "s", k->ncomm == 1 ? "was" : "were",
		    o->quoting == AK_QUOTING_NONE ? "--delimiter tab " : "");
	if (k->nerr > 0)
		return ak_errf(e, "%s:%ld: no messages: every text is a "
		    "spreadsheet's error value (the first '%s': a formula that "
		    "failed): correct the formulas and export the sheet again",
		    name, k->err1, k->errtext);
	return 0;
}
