/*
 * corpus.c — the corpus reader of text.h: records found by lines (TAB) or
 * by libcsv (TAB, ',', ';', '|'), the header rule, the label and text
 * columns, the label map, and the errors that name the option that fixes
 * them.
 */
#include <csv.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>
#include <string.h>

#include "conv.h"
#include "io.h"
#include "mem.h"
#include "table.h"
#include "text.h"
#include "corpus-int.h"
#include "corpus-rd.h"

/* the error of memory that cannot be had for the record of line
 * c->start: "FILE:LINE: out of memory for WHAT of N bytes" */
static int
rec_nomem(const rdctx *c, const char *what, size_t n)
{
	return ak_errf(c->e, "%s:%ld: out of memory for %s of %zu bytes",
	    c->name, c->start, what, n);
}

static int
rec_add(rdctx *c, const char *s, size_t n)
{
	if (c->nf == c->capf) {
		size_t nc = c->capf ? 2 * c->capf : 16;
		size_t *p = realloc(c->off, nc * sizeof(*p));
		if (p == NULL)
			return rec_nomem(c, "the fields of a record",
			    nc * sizeof(*p));
		c->off = p;
		c->capf = nc;
	}
	c->off[c->nf++] = c->b.n;
	/* the field, then its NUL counted in b.n: the next one follows it */
	if (ak_corpus_buf_add(&c->b, s, n) != 0 || ak_corpus_buf_add(&c->b, "", 1) != 0)
		return rec_nomem(c, "a record", c->b.n + n + 1);
	return 0;
}


/* the record in c and the held one trade places */
static void
held_swap(rdctx *c)
{
	buf b = c->b;
	size_t *off = c->off, nf = c->nf;

	c->b = c->held;
	c->off = c->hoff;
	c->nf = c->hnf;
	c->held = b;
	c->hoff = off;
	c->hnf = nf;
}

/* hold the first record (in c): a copy in held, where in hwhere */
static int
hold(rdctx *c, const char *where)
{
	size_t *p = realloc(c->hoff, c->nf * sizeof(*p));

	if (p == NULL)
		return rec_nomem(c, "the fields of a record", c->nf *
		    sizeof(*p));
	c->hoff = p;
	memcpy(c->hoff, c->off, c->nf * sizeof(*p));
	c->hnf = c->nf;
	c->held.n = 0;
	if (ak_corpus_buf_add(&c->held, c->b.p, c->b.n) != 0)
		return rec_nomem(c, "a record", c->b.n + 1);
	snprintf(c->hwhere, sizeof c->hwhere, "%s", where);
	return 0;
}

static int record(rdctx *c, const char *where);

/*
 * settle: the held first record decided by the label of the record in c
 * (none at the end of the input): the header, said through the note when
 * the rule is not sure; or a message, read now, before the record in c
 */
static int
settle(rdctx *c, int last)
{
	const char *l2 = !last && c->hlab < c->nf ? FIELD(c, c->hlab) : NULL;
	long start = c->start;
	char msg[2400];
	int v, rc;

	held_swap(c);
	if (c->fhold)	/* a label below it that the label rule knows */
		v = !last && l2 != NULL && ak_corpus_label_class(l2) != 0 ?
		    AK_HDR_YES : AK_HDR_NO;
	else
		v = ak_corpus_header_second(FIELD(c, c->hlab), last ? NULL :
		    l2 ? l2 : "", c->o->label_map);
	c->pending = 0;
	if (c->fhold && v == AK_HDR_YES && c->o->note != NULL) {
		snprintf(msg, sizeof msg, "%s: '%s' read as the header: its "
		    "'%.40s' is no label, and the label below it, '%.40s', is "
		    "one; a message? read it with --no-header", c->hwhere,
		    c->hdr, FIELD(c, c->hlab), l2);
		c->o->note(c->o->note_ctx, msg);
	}
	c->fhold = 0;
	if (v == AK_HDR_SAID && c->o->note != NULL) {
		snprintf(msg, sizeof msg, "%s: '%s' read as the header, its "
		    "label '%s' the label column's name; a message labelled "
		    "%s? read it with --no-header", c->hwhere, c->hdr,
		    FIELD(c, c->hlab), FIELD(c, c->hlab));
		c->o->note(c->o->note_ctx, msg);
	}
	rc = 0;
	if (v == AK_HDR_NO) {	/* a message: read as one, with no header */
		const char *f;
		c->lab = c->hlab;
		c->txt = c->htxt;
		if ((f = ak_rd_doubt(c, 0)) != NULL && c->o->note != NULL) {
			snprintf(msg, sizeof msg, "%s: '%s' read as a message "
			    "labelled '%.40s', though its '%.60s' is a column's "
			    "name (%s); the header? read it with --header",
			    c->hwhere, c->hdr, FIELD(c, c->hlab), f, last ?
			    "no record follows it" : "the label below it is of "
			    "its kind");
			c->o->note(c->o->note_ctx, msg);
		}
		c->decided = 0;
		c->header = 0;
		c->nf1 = c->nf;
		c->force = -1;
		c->start = strtol(strrchr(c->hwhere, ':') + 1, NULL, 10);
		rc = record(c, c->hwhere);
		c->start = start;
	}
	held_swap(c);
	return rc;
}

/* the first field (in c) after the text that is spam or ham (any case):
   its column from 0, or c->nf */
static size_t
after_text(const rdctx *c)
{
	size_t k = c->txt + 1;

	while (k < c->nf && strcasecmp(FIELD(c, k), "spam") != 0 &&
	    strcasecmp(FIELD(c, k), "ham") != 0)
		k++;
	return k;
}

/* the record's label (in c), checked and mapped, into *out; the errors
 * of one not read name the options that read it (the columns the other
 * way round, a decimal comma, the columns by place, the map wanted) */
static int
rec_label(rdctx *c, const char *where, const char **out)
{
	const ak_corpus_opt *o = c->o;
	const char *label, *mapped;
	int listed = 0;

	label = FIELD(c, c->lab);
	if (ak_rd_again_header(c, where) != 0 ||
	    ak_corpus_label_ok(label, o, c->delim, where, c->e) != 0)
		return -1;
	/* 'nan', 'NA', 'None' where labels are checked: a missing label
	   (not taken by the map's '*') */
	if ((o->label_map != NULL || (c->header && c->strict)) &&
	    ak_sheet_missing_label(label, o, where, c->e) != 0)
		return -1;
	/* 'spаm' with a Cyrillic а: named, not read as a label of its own
	   (nor taken by the map's '*') */
	if (o->label_map != NULL)
		(void)ak_labelmap_get(o->label_map, label, &listed);
	if (!listed && !ak_corpus_known_label(label) && ak_corpus_lookalike(
	    label, o->label_map, where, c->e) != 0)
		return -1;
	if (o->label_map != NULL) {
		if ((mapped = ak_labelmap_get(o->label_map, label, &listed)) ==
		    NULL)
			return ak_corpus_swapped(label, FIELD(c, c->txt),
			    c->lab, c->txt, o->label_map, c->delim, c->header ?
			    c->hdrline : 0, c->htname, where, c->e) != 0 ||
			    ak_corpus_decimal_comma(label, c->lab, c->delim,
			    where, c->e) != 0 ||
			    (c->header && ak_corpus_label_cols(c->b.p, c->off,
			    c->nf, &c->cs, where, c->e) != 0) ? -1 :
			    ak_corpus_not_in_map(o->label_map, label, where,
			    c->e);
		label = mapped;
	} else if (c->header && c->strict && !ak_corpus_known_label(label)) {
		char again[sizeof c->hdr];
		if (ak_corpus_swapped(label, FIELD(c, c->txt), c->lab, c->txt,
		    NULL, c->delim, c->hdrline, c->htname, where, c->e) != 0 ||
		    ak_corpus_decimal_comma(label, c->lab, c->delim, where,
		    c->e) != 0)
			return -1;
		ak_rd_fields_text(c, again);	/* a second header? said */
		if (strcmp(again, c->hdr) != 0 && ak_corpus_label_cols(c->b.p,
		    c->off, c->nf, &c->cs, where, c->e) != 0)
			return -1;
		return ak_corpus_header_label(label, c->hlname, where, c->hdr,
		    again, c->hdrline, ak_rd_hl_how(c), c->seen, c->e);
	} else if (c->tabmode && !c->strict && !ak_corpus_known_label(label) &&
	    ak_corpus_tab_label(label, FIELD(c, c->txt), c->txt + 1 < c->nf,
	    after_text(c) < c->nf ? FIELD(c, after_text(c)) : NULL,
	    after_text(c) + 1,
	    o->quoting == AK_QUOTING_NONE, c->seen, where, c->e) != 0)
		return -1;
	*out = label;
	return 0;
}

/* the record's last field (in c) opens a quote it does not close: '"'
   first, an odd count of them (a plain read, the field's rest on the
   next lines) */
static int
open_last(const rdctx *c)
{
	const char *f = FIELD(c, c->nf - 1);
	size_t q = 0;

	for (const char *p = f; *p; p++)
		q += *p == '"';
	return f[0] == '"' && q % 2 == 1;
}

/* record: one record's fields are in c; pass it on as a message */
static int
record(rdctx *c, const char *where)
{
	const ak_corpus_opt *o = c->o;
	const char *label = NULL;
	int joined = 0;

	/* a spreadsheet's blank row (',' ';;;'): no message, said at the
	   end (corpus-sheet.h); not a header either */
	if (ak_sheet_blank(c->b.p, c->off, c->nf) && !o->unlabeled) {
		if (c->sk.nblank++ == 0)
			c->sk.blank1 = c->start;
		return 0;
	}
	if (c->nf < 2)		/* not a header either */
		return ak_errf(c->e, "%s: no %s between label and text%s",
		    where, c->delim == '\t' ? "TAB" : c->delim == ',' ? "comma" :
		    c->delim == ';' ? "';'" : "'|'", ak_corpus_broken_hint(
		    ak_foreign_split_hint(FIELD(c, 0), c->delim, o->quoting ==
		    AK_QUOTING_NONE, o->quoting_opt, c->openq, !c->decided,
		    o->label_map, c->name), c->delim, *c->nmsg > 0, c->name));
	if (!c->decided) {
		if (ak_rd_decide(c, where) != 0)
			return -1;
		if (c->pending)
			return hold(c, where);
		if (c->header)
			return 0;
	} else if (c->pending && settle(c, 0) != 0)
		return -1;
	if (c->lab >= c->nf || c->txt >= c->nf)
		return ak_errf(c->e, "%s: %zu fields, no column %zu (the %s "
		    "column)%s", where, c->nf, (c->lab >= c->nf ? c->lab :
		    c->txt) + 1, c->lab >= c->nf ? "label" : "text",
		    o->quoting == AK_QUOTING_NONE && open_last(c) ? ": its last "
		    "field opens a quoted field it does not close, which goes on "
		    "over the next lines: fields quoted over many lines, as "
		    "pandas' to_csv(sep='\\t') writes a text that holds a "
		    "newline? read it with --quoting csv" : "");
	if (c->header && !c->join && c->nf > c->hdrnf)
		return ak_rd_extra_fields(c, where);	/* corpus-head.c */
	if (!c->header && !c->join && c->nf1 > 0 && c->nf > c->nf1 &&
	    c->txt + 1 < c->nf)
		return ak_rd_extra_first(c, where);
	if (rec_label(c, where, &label) != 0)
		return -1;
	if (o->label_map == NULL)	/* kept in a map a refusal names */
		c->seen |= strcmp(label, "spam") == 0 ? 1u : strcmp(label,
		    "ham") == 0 ? 2u : 0u;
	if (c->tamb[0] != '\0')	/* a label, and which text? */
		return ak_errf(c->e, "%s", c->tamb);
	if (ak_rd_passed(c, where) != 0)	/* an unnamed column's text? */
		return -1;
	/* the text: its column, and with join the nonempty fields after it
	 * (TAB modes: every field) with the delimiters between them */
	c->text.n = 0;
	if (ak_corpus_buf_add(&c->text, FIELD(c, c->txt), strlen(FIELD(c, c->txt))) !=
	    0)
		return rec_nomem(c, "a message's text", strlen(FIELD(c,
		    c->txt)) + 1);
	if (c->join || c->jpart) {
		size_t gap = 0;
		for (size_t k = c->txt + 1; k < c->nf; k++) {
			const char *f = FIELD(c, k);
			if (!c->join && (k >= c->hdrnf ||
			    !c->spill.p[k - c->txt - 1]))
				continue;	/* a named column's */
			if (!c->tabmode && f[0] == '\0') {
				gap++;
				continue;
			}
			for (size_t g = 0; g <= gap; g++)
				if (ak_corpus_buf_add(&c->text, &c->delim, 1) != 0)
					return rec_nomem(c, "a message's text",
					    c->text.n + 2);
			gap = 0;
			if (ak_corpus_buf_add(&c->text, f, strlen(f)) != 0)
				return rec_nomem(c, "a message's text",
				    c->text.n + strlen(f) + 1);
			joined = 1;
		}
	}
	c->njoined += joined && !c->header;
	/* '#N/A' as the whole text: a formula that failed, no message */
	if (!o->all_text && ak_sheet_text(&c->sk, c->text.p, c->text.n,
	    c->start))
		return 0;
	if (c->fn(c->ctx, label, c->text.p, c->text.n, where, c->e) != 0)
		return -1;
	(*c->nmsg)++;
	/* a text that opens a quote it does not close: the next line may
	   be its field's rest (corpus-int.h ak_corpus_split_hint) */
	size_t q = 0;
	for (const char *p = FIELD(c, c->txt); *p; p++)
		q += *p == '"';
	c->openq = FIELD(c, c->txt)[0] == '"' && q % 2 == 1;
	return 0;
}

static void
rec_clear(rdctx *c)
{
	c->nf = 0;
	c->b.n = 0;
}

/* a message of --unlabeled (line 1: none when it is column names,
   ak_corpus_unl_head) */
static int
unl_emit(rdctx *c, const char *s, size_t n, const char *where, int line1)
{
	if (line1 && !c->o->all_text && ak_corpus_unl_head(&c->unl, s, n,
	    where))
		return 0;
	if (!c->o->all_text && ak_sheet_text(&c->sk, s, n,
	    strtol(strrchr(where, ':') + 1, NULL, 10)))
		return 0;	/* '#N/A': a formula that failed */
	ak_corpus_unl_see(&c->unl, s, n, where);
	if (c->fn(c->ctx, "-", s, n, where, c->e) != 0)
		return -1;
	(*c->nmsg)++;
	return 0;
}

/*
 * unlabeled: a line of --unlabeled input, a message; but the first line,
 * when it may be word vectors' (ak_vec_line), is held until the second
 * says (ak_vec_pair): vectors are refused naming the tools that read
 * them, vectors of one dimension perhaps (a word and a number, twice)
 * read as messages and said
 */
static int
unlabeled(rdctx *c, const ak_reader *r, const char *where)
{
	int line1 = c->vstate == 0;

	if (c->vstate == 0 && ak_corpus_vec_first(r->line, r->len)) {
		c->vstate = 1;
		c->held.n = 0;
		snprintf(c->hwhere, sizeof c->hwhere, "%s", where);
		if (ak_corpus_buf_add(&c->held, r->line, r->len) != 0)
			return rec_nomem(c, "a line", r->len + 1);
		return 0;
	}
	if (c->vstate == 1) {
		if (ak_corpus_vec_held(c->held.p, c->held.n, r->line, r->len,
		    c->hwhere, c->o, c->e) != 0)
			return -1;
		if (unl_emit(c, c->held.p, c->held.n, c->hwhere, 1) != 0)
			return -1;
	}
	c->vstate = 2;
	return unl_emit(c, r->line, r->len, where, line1);
}

/* the label is the first column (so far as known: --label-column 1,
   or a header's choice): a '#' line is a comment, no label starts so */
static int
label_first(const rdctx *c)
{
	size_t ln = 1;

	if (c->decided)
		return c->lab == 0;
	if (c->o->label_column != NULL)
		(void)ak_corpus_column_parse(c->o->label_column, "", &ln, NULL);
	return ln <= 1;
}

/* r's line, a labelled read's, is a comment: '#' first while the label
 * is the first column, but not a spreadsheet's error value in the label
 * column followed by delim ('#N/A,text': a record); counted, said at
 * the end (corpus-sheet.h) */
static int
comment(rdctx *c, const ak_reader *r, char delim)
{
	if (r->line[0] != '#' || c->o->unlabeled || !label_first(c) ||
	    ak_sheet_error_line(r->line, r->len, delim))
		return 0;
	if (!ak_is_provenance(r->line, r->len))	/* the tools' own: unsaid */
		ak_sheet_comment(&c->sk, r->lineno, r->line);
	return 1;
}

/* a line of a plain (TAB) read, s[0..n) of line lineno, split into the
   record's fields and read as a record */
static int
plain_line(rdctx *c, const char *s, size_t n, long lineno, const char *where)
{
	rec_clear(c);
	c->start = lineno;	/* the record's line, in messages */
	for (const char *p = s;;) {
		const char *t = memchr(p, '\t', n - (size_t)(p - s));
		if (rec_add(c, p, t ? (size_t)(t - p) : n - (size_t)(p - s)) !=
		    0)
			return -1;
		if (t == NULL)
			break;
		p = t + 1;
	}
	if (!c->decided)
		c->hdrline = lineno;
	return record(c, where);
}

/* the labelled read's first line, held while it may be word vectors
 * (ak_corpus_vec_first) until the second says: vectors certain (a word
 * and numbers separated by TABs twice, pandas' to_csv(sep='\t') of
 * vectors) refused as --unlabeled refuses them (ak_corpus_vec_held
 * without its notes), not read as labels; 1 held, 0 go on, -1 */
static int
vec_first(rdctx *c, const ak_reader *r, const char *where)
{
	ak_corpus_opt q = *c->o;

	if (c->lv == 2)
		return 0;
	if (c->lv == 1) {
		c->lv = 2;
		q.note = NULL;
		return ak_corpus_vec_held(c->l1.p, c->l1.n, r->line, r->len,
		    c->l1where, &q, c->e) != 0 || plain_line(c, c->l1.p,
		    c->l1.n, c->l1no, c->l1where) != 0 ? -1 : 0;
	}
	c->lv = 2;
	if (!ak_corpus_vec_first(r->line, r->len))
		return 0;
	c->lv = 1;
	c->l1.n = 0;
	c->l1no = r->lineno;
	snprintf(c->l1where, sizeof c->l1where, "%s", where);
	if (ak_corpus_buf_add(&c->l1, r->line, r->len) != 0)
		return rec_nomem(c, "a line", r->len + 1);
	return 1;
}

static int
read_plain(ak_reader *r, ak_conv *cv, rdctx *c)
{
	int rc, first = 1;

	while ((rc = ak_corpus_next_line(r, cv, c->e)) == 1) {
		const char *where = ak_reader_where(r);

		/* a '#' line is a comment in a labelled file (no label starts
		   so), but a record once the label is not the first column
		   ('text<TAB>label': a hashtag message); in text without
		   labels it is text ("#win a prize"), but for the tools' own
		   provenance line (io.h) */
		if (r->lineno == 1 && r->prov[0] && !c->o->all_text &&
		    ak_corpus_ours(r, c->o->unlabeled, c->e) != 0)
			return -1;
		if (r->lineno == 1 && !c->o->all_text &&
		    ak_corpus_counts_cut(r, c->o->unlabeled, c->e) != 0)
			return -1;	/* '# counts:' first: tail -n +2 */
		if (!c->o->all_text && (rc = ak_corpus_sep_line(r, '\t', c->o,
		    c->e)) != 0) {
			if (rc < 0)
				return -1;
			c->unl.sep1 = r->line[4];	/* columns joined? */
			continue;	/* Excel's "sep=\t" */
		}
		if (r->line[0] == '#' && ak_is_provenance(r->line, r->len))
			continue;
		if (comment(c, r, '\t'))
			continue;
		if (r->len == 0)
			continue;	/* a blank line is no message (as CSV) */
		if (first && ak_corpus_json_refuse(r->line, r->len, where,
		    c->e) != 0)
			return -1;
		if (c->o->unlabeled) {	/* the whole line is the text */
			if (first && !c->o->all_text &&
			    ak_corpus_not_a_table(r, 1, c->e) != 0)
				return -1;
			first = 0;
			if (ak_cr_inside(r->line, r->len, where, "a line break "
			    "inside a message? tr '\\r' ' '", c->e) != 0)
				return -1;
			if (unlabeled(c, r, where) != 0)
				return -1;
			continue;
		}
		if (first && ak_corpus_not_a_table(r, 0, c->e) != 0)
			return -1;
		first = 0;
		if (ak_corpus_cr_records(r, c->e) != 0)
			return -1;
		if ((rc = vec_first(c, r, where)) != 0) {
			if (rc < 0)
				return -1;
			continue;	/* held: word vectors? */
		}
		if (plain_line(c, r->line, r->len, r->lineno, where) != 0)
			return -1;
	}
	if (rc == 0 && c->lv == 1 && plain_line(c, c->l1.p, c->l1.n, c->l1no,
	    c->l1where) != 0)
		return -1;	/* one line: no vectors' pair */
	if (rc == 0 && c->vstate == 1 &&	/* one line: a message */
	    (ak_corpus_vec_held(c->held.p, c->held.n, NULL, 0, c->hwhere,
	    c->o, c->e) != 0 ||
	    unl_emit(c, c->held.p, c->held.n, c->hwhere, 1) != 0))
		return -1;
	if (rc == 0 && c->o->unlabeled && !c->o->all_text)
		return ak_corpus_unl_end(&c->unl, c->name, c->o, c->e);
	return rc == 0 && c->pending ? settle(c, 1) : rc;
}

static void
csv_field(void *s, size_t n, void *data)
{
	rdctx *c = data;

	if (c->failed)
		return;
	if (rec_add(c, s ? s : "", s ? n : 0) != 0)
		c->failed = 1;
}

static void
csv_record(int term, void *data)
{
	rdctx *c = data;
	char where[1024];

	(void)term;
	if (c->failed)
		return;
	snprintf(where, sizeof where, "%s:%ld", c->name, c->start);
	if (!c->decided)
		c->hdrline = c->start;
	if ((c->o->unlabeled ? ak_rd_unl_record(c, where) : record(c,
	    where)) != 0)
		c->failed = 1;
	rec_clear(c);
	c->start = -1;
	c->esc.where[0] = '\0';
}

/*
 * unl_csv_line: a line of --unlabeled's delimited read (corpus-unl-csv.c)
 * before libcsv sees it: line 1 another tool's output, a count file cut,
 * or column names (c->unlhdr); lines 1 and 2 word vectors (refused, as
 * the plain read refuses them); the tools' provenance line between
 * records skipped (1).  0 go on, 1 skip the line, -1.
 */
static int
unl_csv_line(rdctx *c, const ak_reader *r, const struct csv_parser *p)
{
	int text = c->o->all_text;
	ak_corpus_opt q = *c->o;
	char d, lab[32];

	if (r->lineno == 1 && !text && ((r->prov[0] && ak_corpus_ours(r, 1,
	    c->e) != 0) || ak_corpus_counts_cut(r, 1, c->e) != 0))
		return -1;
	if (c->start < 0 && p->pstate == 0 && ak_is_provenance(r->line,
	    r->len))
		return 1;
	if (r->lineno == 1 && (c->unlhdr = ak_corpus_names_line(r->line,
	    r->len, &d, lab)) && d != '\0' && d != c->delim && !text &&
	    c->force == 0)	/* ',text' read with --quoting csv */
		return ak_errf(c->e, "%s: line 1 '%.60s' is column names "
		    "separated by '%s', not '%s': read it with %s", ak_reader_where(r),
		    r->line, d == '\t' ? "\\t" : (char[2]){ d, '\0' },
		    c->delim == '\t' ? "\\t" : (char[2]){ c->delim, '\0' },
		    d == ',' ? "--unlabeled --csv" : d == '\t' ?
		    "--unlabeled --quoting csv" : d == ';' ?
		    "--unlabeled --delimiter ';'" : "--unlabeled --delimiter '|'");
	if (text || c->lv == 2)
		return 0;
	if (c->lv == 1) {	/* line 2: line 1 and it word vectors? */
		c->lv = 2;
		q.note = NULL;
		return ak_corpus_vec_held(c->l1.p, c->l1.n, r->line, r->len,
		    c->l1where, &q, c->e) != 0 ? -1 : 0;
	}
	c->lv = 2;
	if (!ak_corpus_vec_first(r->line, r->len))
		return 0;
	c->lv = 1;
	c->l1.n = 0;
	snprintf(c->l1where, sizeof c->l1where, "%s", ak_reader_where(r));
	return ak_corpus_buf_add(&c->l1, r->line, r->len) != 0 ?
	    rec_nomem(c, "a line", r->len + 1) : 0;
}

static int
read_csv(ak_reader *r, ak_conv *cv, rdctx *c)
{
	struct csv_parser p;
	size_t rec = 0;	/* bytes of the record's lines so far */
	int rc;

	c->start = -1;
	if (csv_init(&p, CSV_APPEND_NULL) != 0)
		return ak_errf(c->e, "%s: out of memory for libcsv's parser",
		    c->name);
	csv_set_delim(&p, (unsigned char)c->delim);
	csv_set_quote(&p, '"');
	csv_set_space_func(&p, ak_corpus_no_space);
	while ((rc = ak_corpus_next_line(r, cv, c->e)) == 1) {
		if (c->o->unlabeled && !c->o->all_text)	/* R's, unsplit */
			ak_foreign_r_raw(&c->rraw, r->line, r->len);
		/* a comment line between records, where a label starts
		   them: after text first ('text,label') a hashtag message */
		if (c->start < 0 && p.pstate == 0 && comment(c, r, c->delim))
			continue;
		if (c->o->unlabeled && (rc = unl_csv_line(c, r, &p)) != 0) {
			if (rc < 0)
				goto out;
			continue;	/* the tools' provenance line */
		}
		if (c->start < 0 && p.pstate == 0 && (rc = ak_corpus_sep_line(r,
		    c->delim, c->o, c->e)) != 0) {
			if (rc < 0)
				goto out;
			continue;	/* Excel's "sep=," */
		}
		if (c->start < 0 && p.pstate == 0 && *c->nmsg == 0 &&
		    !c->decided && r->len > 0 &&
		    (ak_corpus_not_a_table(r, c->o->unlabeled && !c->o->all_text,
		    c->e) != 0 ||
		    ak_corpus_json_refuse(r->line, r->len, ak_reader_where(r),
		    c->e) != 0)) {
			rc = -1;
			goto out;
		}
		if (c->start < 0) {
			c->start = r->lineno;
			rec = 0;
		}
		/* a record (a quoted field's lines together) is held whole,
		   in libcsv's buffer and in ours: it is bounded as a line is,
		   by the longest line (io.h ak_line_max, a sixteenth of the
		   memory or of -M) */
		rec += r->len + 1;
		if (rec > r->max + 1) {
			rc = ak_corpus_csv_fail(r, &p, c->start, 0, c->e);
			goto out;
		}
		if (c->resc && ak_corpus_r_escape(r, c->delim, c->e) != 0) {
			rc = -1;
			goto out;
		}
		r->line[r->len] = '\n';	/* the reader's NUL slot */
		if ((rc = ak_corpus_csv_feed(&p, r->line, r->len + 1,
		    c->delim, &c->failed, r->max + 1, &c->esc,
		    ak_reader_where(r), csv_field, csv_record, c, c->e)) != 0) {
			rc = ak_corpus_csv_fail(r, &p, c->start, rc, c->e);
			goto out;
		}
		r->line[r->len] = '\0';
		c->resc = ak_corpus_r_open(r, &p);
		if (c->failed) {
			rc = -1;
			goto out;
		}
		if (r->len == 0 && c->nf == 0 && p.pstate == 0)
			c->start = -1;	/* an empty line between records */
	}
	if (rc == 0) {
		if (p.quoted && p.pstate == 2) {	/* FIELD_BEGUN */
			rc = c->esc.where[0] ? ak_corpus_r_unclosed(&c->esc,
			    c->e) : ak_errf(c->e, "%s:%ld: quoted field not "
			    "closed before end of file", r->name, c->start);
			goto out;
		}
		csv_fini(&p, csv_field, csv_record, c);
		if (c->failed || (c->pending && settle(c, 1) != 0))
			rc = -1;
		else if (c->o->unlabeled && !c->o->all_text)
			rc = ak_foreign_r_raw_end(&c->rraw, c->name, c->e) != 0 ?
			    -1 : ak_corpus_unl_end(&c->unl, c->name, c->o,
			    c->e);
	}
out:
	/* a record refused ('2 fields') in lines that are R's so far: R's */
	if (rc < 0 && c->o->unlabeled && !c->o->all_text && c->rraw.lines >= 2)
		(void)ak_foreign_r_raw_end(&c->rraw, c->name, c->e);
	csv_free(&p);
	return rc;
}

int
ak_corpus_read_opt(const char *path, const ak_corpus_opt *o, ak_msg_fn fn,
    void *ctx, size_t *nmsg, ak_err *e)
{
	ak_reader r;
	ak_conv cv, *cvp = NULL;
	rdctx c;
	int rc;

	*nmsg = 0;
	if (ak_corpus_opt_check(o, e) != 0)
		return -1;
	if (o->encoding != NULL && strcasecmp(o->encoding, "utf-8") != 0 &&
	    strcasecmp(o->encoding, "utf8") != 0) {	/* UTF-8: checked */
		if (ak_conv_open(&cv, o->encoding, e) != 0)
			return -1;
		cvp = &cv;
	}
	if (ak_reader_open_was(&r, path, o->was, e) != 0) {
		if (cvp)
			ak_conv_close(cvp);
		return -1;
	}
	r.check_utf8 = 0;	/* next_line checks, or converts */
	memset(&c, 0, sizeof c);
	c.o = o;
	c.name = r.name;
	c.fn = fn;
	c.ctx = ctx;
	c.nmsg = nmsg;
	c.e = e;
	c.tabmode = o->quoting != AK_QUOTING_COMMA;
	c.delim = c.tabmode ? '\t' : o->delim ? o->delim : ',';
	c.force = o->header;
	if (o->quoting == AK_QUOTING_JSONL)
		rc = ak_corpus_jsonl(&r, cvp, o, fn, ctx, nmsg, e);
	else if (o->quoting != AK_QUOTING_NONE)
		rc = read_csv(&r, cvp, &c);
	else
		rc = read_plain(&r, cvp, &c);
	/* every line a comment, every text '#N/A': said */
	if (rc >= 0 && *nmsg == 0)
		rc = ak_sheet_none(o, r.name, &c.sk, e);
	/* a bad record of a file that changed while read: the change's */
	rc = ak_reader_blame(&r, rc < 0 ? -1 : 0, e);
	if (rc >= 0 && *nmsg > 0) {	/* no line skipped unsaid */
		ak_sheet_said(o, r.name, &c.sk);
		ak_rd_joined_said(&c);
	}
	char note[1400];
	if (rc >= 0 && cvp && o->note && ak_corpus_utf8_note(&r, o->encoding,
	    note, sizeof note))
		o->note(o->note_ctx, note);
	free(c.b.p);
	free(c.off);
	free(c.text.p);
	free(c.held.p);
	free(c.spill.p);
	free(c.pass.p);
	free(c.pnames.p);
	free(c.l1.p);
	free(c.hoff);
	ak_corpus_unl_free(&c.unl);
	ak_reader_close(&r);
	if (cvp)
		ak_conv_close(cvp);
	return rc < 0 ? -1 : 0;
}

int
ak_corpus_read(const char *path, ak_quoting q, ak_msg_fn fn, void *ctx,
    size_t *nmsg, ak_err *e)
{
	ak_corpus_opt o = { .quoting = q };

	return ak_corpus_read_opt(path, &o, fn, ctx, nmsg, e);
}
