/*
 * corpus-unl-csv.c — --unlabeled with a delimited read (--csv, --quoting
 * csv, --delimiter): each record is one message, its text the record's
 * one field or the text column's; a first record of column names is the
 * header, and a first record read as a message that has a name's shape
 * is said.  The reader that finds the records is corpus.c's read_csv.
 */
#include <stdint.h>
#include <stdio.h>
#include <strings.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"
#include "corpus-rd.h"

/* the header's (c's first record) column named s: exact, else the one
   equal with case ignored; its index into *k, or 0 with none or two */
static int
named(const rdctx *c, const char *s, size_t *k)
{
	size_t i, n = 0;

	for (i = 0; i < c->nf; i++)
		if (strcmp(FIELD(c, i), s) == 0) {
			*k = i;
			return 1;
		}
	for (i = 0; i < c->nf; i++)
		if (strcasecmp(FIELD(c, i), s) == 0)
			*k = i, n++;
	return n == 1;
}

/* the header's text column by its names: one field a text column's name
   ('text', 'message', 'v2'), every other an index's or an id's ('',
   'Unnamed: 0', 'id': pandas' to_csv with its index); its index into *k */
static int
by_names(const rdctx *c, size_t *k)
{
	size_t i, t = SIZE_MAX;

	for (i = 0; i < c->nf; i++) {
		const char *f = FIELD(c, i);
		if ((ak_corpus_text_name(f) || ak_corpus_spaced_text(f)) &&
		    t == SIZE_MAX)	/* 'text', 'Review Text' */
			t = i;
		else if (!ak_corpus_id_name(f))
			return 0;
	}
	*k = t;
	return t != SIZE_MAX;
}

/* every field of the record in c is shaped as a column's name: at most
   32 bytes without a space, one of them with a letter ('greeting',
   'id,body,source'): the header of names the tools do not know? */
static int
name_shaped(const rdctx *c)
{
	int letter = 0;

	for (size_t i = 0; i < c->nf; i++) {
		const char *f = FIELD(c, i);
		if (strlen(f) > 32 || strpbrk(f, " \t\n\r") != NULL)
			return 0;
		for (; *f; f++)
			letter |= (*f >= 'a' && *f <= 'z') || (*f >= 'A' &&
			    *f <= 'Z');
	}
	return letter;
}

/* the first record (in c), its fields joined by the delimiter, is
   column names (ak_corpus_names_line: 'text', 'id;text'): 1 split by the
   read's delimiter (or one name alone), 2 by another (*d), else 0; for a
   first record after line 1 (Excel's 'sep=;' line skipped, a blank
   line), which c->unlhdr, line 1's, does not see */
static int
names_record(const rdctx *c, char *d)
{
	char s[1024], lab[32];
	size_t at = 0;

	for (size_t i = 0; i < c->nf; i++) {
		size_t m = strlen(FIELD(c, i));
		if (at + m + 2 > sizeof s)
			return 0;	/* no header is so long */
		if (i > 0)
			s[at++] = c->delim;
		memcpy(s + at, FIELD(c, i), m);
		at += m;
	}
	if (!ak_corpus_names_line(s, at, d, lab))
		return 0;
	return *d == (c->nf > 1 ? c->delim : '\0') ? 1 : *d != c->delim &&
	    *d != '\0' ? 2 : 0;
}

/* the first record (in c): the header or a message, and the text's
   column, said through the note when the header was guessed */
static int
decide(rdctx *c, const char *where)
{
	const ak_corpus_opt *o = c->o;
	size_t num = 0, k;
	char msg[1400], d;
	int nr = c->start > 1 && c->force == 0 && !o->all_text ?
	    names_record(c, &d) : 0;

	c->decided = 1;
	if (nr == 2)	/* as unl_csv_line refuses them on line 1 */
		return ak_errf(c->e, "%s: line %ld '%.60s' is column names "
		    "separated by '%s', not '%s': read it with %s", where,
		    c->start, FIELD(c, 0), d == '\t' ? "\\t" : (char[2]){ d,
		    '\0' }, c->delim == '\t' ? "\\t" : (char[2]){ c->delim,
		    '\0' }, d == ',' ? "--unlabeled --csv" : d == '\t' ?
		    "--unlabeled --quoting csv" : d == ';' ? "--unlabeled "
		    "--delimiter ';'" : "--unlabeled --delimiter '|'");
	c->hdrline = c->start;
	if (o->text_column != NULL && ak_corpus_column_parse(o->text_column,
	    "--text-column", &num, c->e) != 0)
		return -1;
	if (o->text_column != NULL && num == 0) {	/* a name: the header */
		c->header = 1;
		header_text(c);
		if (!named(c, o->text_column, &k))
			return ak_errf(c->e, "%s: no column '%s' in the header "
			    "'%s' (or two of its case): name another with "
			    "--text-column, or give its number", where,
			    o->text_column, c->hdr);
		c->txt = k;
		c->unlcol = 1;
		return 0;
	}
	if (num > 0) {
		c->txt = num - 1;
		c->unlcol = 1;
	}
	c->header = c->force == 1 || (c->force == 0 && !o->all_text &&
	    (c->unlhdr || nr == 1));
	if (!c->header) {
		c->hdrnf = c->nf;	/* the first record's fields */
		if (c->force == 0 && !o->all_text && o->note != NULL &&
		    name_shaped(c)) {
			char h[sizeof c->hdr];
			ak_rd_fields_text(c, h);
			snprintf(msg, sizeof msg, "%s: '%s' read as a message, "
			    "no column's name the tools know; the header? "
			    "read it with --header", where, h);
			o->note(o->note_ctx, msg);
		}
		return 0;
	}
	header_text(c);
	if (num == 0 && c->nf > 1 && by_names(c, &k)) {
		c->txt = k;
		c->unlcol = 1;
	}
	if (c->force == 0 && o->note != NULL) {
		char col[160] = "";
		if (c->nf > 1 && num == 0 && c->unlcol)
			snprintf(col, sizeof col, ", the text column %zu "
			    "('%.60s') by its name", c->txt + 1,
			    FIELD(c, c->txt));
		snprintf(msg, sizeof msg, "%s: '%s' read as the header "
		    "(column names), not as a message%s; a message? read it "
		    "with --no-header", where, c->hdr, col);
		o->note(o->note_ctx, msg);
	}
	return 0;
}

int
ak_rd_unl_record(rdctx *c, const char *where)
{
	const char *t;

	if (!c->decided) {
		if (decide(c, where) != 0)
			return -1;
		if (c->header)
			return 0;
	}
	if (c->header && c->nf == c->hdrnf) {	/* files joined with cat? */
		char again[sizeof c->hdr], h[128], k1[sizeof c->hdr],
		    k2[sizeof c->hdr];
		ak_rd_fields_text(c, again);
		/* by its names, as the plain read compares them: case, the
		   spaces and quotes around each aside ('TEXT', ' text') */
		if (strcmp(again, c->hdr) == 0 || (ak_corpus_names_key(again,
		    strlen(again), k1, sizeof k1) && ak_corpus_names_key(c->hdr,
		    strlen(c->hdr), k2, sizeof k2) && strcmp(k1, k2) == 0))
			return ak_errf(c->e, "%s: a second header ('%s', as "
			    "line %ld's): files concatenated? keep the first "
			    "file's header only (%s)", where, c->hdr,
			    c->hdrline, ak_header_again_hint(h, sizeof h,
			    c->hdrline, 0));
	}
	if (!c->unlcol && c->nf > 1)
		return ak_errf(c->e, "%s: %zu fields, '%s' between them: "
		    "--unlabeled with a delimited read takes a column of "
		    "text: which is it? --text-column N; %slabels in "
		    "one? read it without --unlabeled", where, c->nf,
		    c->delim == '\t' ? "\\t" : (char[2]){ c->delim, '\0' },
		    c->delim == ',' ? "the fields separated by TABs? "
		    "--quoting csv; " : "");
	if (c->txt >= c->nf)
		return ak_errf(c->e, "%s: %zu field%s, no column %zu (the text "
		    "column)", where, c->nf, c->nf == 1 ? "" : "s",
		    c->txt + 1);
	if (c->header && c->nf > c->hdrnf && c->txt + 1 < c->nf)
		return ak_corpus_extra_fields(where, c->nf, c->hdrnf,
		    c->hdrline, c->delim, 0, c->txt, c->e);
	if (!c->header && c->nf > c->hdrnf && c->txt + 1 < c->nf &&
	    c->txt + 1 != c->hdrnf)	/* a delimiter in a text mid-record */
		return ak_errf(c->e, "%s: %zu fields, the first record (line "
		    "%ld) %zu: a '%s' inside the text (column %zu)? its rest "
		    "would be lost: quote the field (\"...\"), or drop the "
		    "columns after the text (cut)", where, c->nf, c->hdrline,
		    c->hdrnf, c->delim == '\t' ? "\\t" : (char[2]){ c->delim,
		    '\0' }, c->txt + 1);
	if (!c->header && c->nf < c->hdrnf && c->txt + 1 == c->nf)
		return ak_errf(c->e, "%s: %zu fields, the text last, the first "
		    "record (line %ld) %zu: a '%s' inside its text (column "
		    "%zu)? its rest would be lost: quote the field (\"...\")",
		    where, c->nf, c->hdrline, c->hdrnf, c->delim == '\t' ?
		    "\\t" : (char[2]){ c->delim, '\0' }, c->txt + 1);
	t = FIELD(c, c->txt);
	size_t tn = strlen(t);
	if (!c->header && c->nf > c->hdrnf && c->txt + 1 == c->hdrnf) {
		/* the text last in the first record: the fields past it
		   joined to it, as the labelled reader joins them */
		c->text.n = 0;
		for (size_t k = c->txt; k < c->nf; k++)
			if ((k > c->txt && ak_corpus_buf_add(&c->text,
			    &c->delim, 1) != 0) || ak_corpus_buf_add(&c->text,
			    FIELD(c, k), strlen(FIELD(c, k))) != 0)
				return ak_errf(c->e, "%s: out of memory for a "
				    "message's text", where);
		t = c->text.p, tn = c->text.n;
	}
	/* a spreadsheet's error value as the whole text (#N/A): no
	   message, skipped and said at the end, as the other reads do */
	if (!c->o->all_text && ak_sheet_text(&c->sk, t, tn, c->start))
		return 0;
	if (!c->o->all_text)	/* a label before a delimiter in it? */
		ak_corpus_unl_see(&c->unl, t, tn, where);
	if (c->fn(c->ctx, "-", t, tn, where, c->e) != 0)
		return -1;
	(*c->nmsg)++;
	return 0;
}
