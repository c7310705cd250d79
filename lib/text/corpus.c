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

/*
 * The record being read: its fields back to back in b, each followed by a
 * NUL, field k at b.p + off[k].
 */
typedef struct rdctx {
	const ak_corpus_opt *o;
	const char *name;	/* file name for messages */
	char delim;		/* the field delimiter */
	int tabmode;		/* --quoting none or csv: fields after the
				   text joined with TABs, empty ones kept */
	buf b;			/* the fields */
	size_t *off, nf, capf;
	buf text;		/* the text assembled */
	long start;		/* line the record started on */
	int decided;		/* the first record was looked at */
	int header;		/* ... and was the header */
	char hdr[64];		/* its start, for messages */
	long hdrline;		/* its line */
	size_t lab, txt, hdrnf;	/* label, text columns (0-based); header's */
	int join;		/* fields after the text column joined to it */
	int strict;		/* the full header rule: a delimited file, or
				   columns or a label map given */
	int force;		/* 1 the first record is the header, -1 it is
				   not, 0 the rule decides */
	int star;		/* its label known only by the map's '*' */
	int pending;		/* the first record is held: the second
				   decides (corpus-int.h) */
	int fhold;		/* ... held for its label, no label the
				   label rule knows (is_spam<TAB>body) */
	buf held;		/* ... its fields, as b */
	size_t *hoff, hnf;	/* ... their offsets, as off */
	size_t hlab, htxt;	/* ... the label's and text's columns by the
				   defaults */
	int vstate;		/* --unlabeled: 0 before the first line, 1 it
				   is held (word vectors?), 2 after */
	ak_unl_scan unl;	/* --unlabeled: labels before a delimiter? */
	char hwhere[1024];	/* ... its "FILE:LINE" */
	ak_msg_fn fn;
	void *ctx;
	size_t *nmsg;
	ak_err *e;
	int failed;		/* set by a libcsv callback on error */
	int openq;		/* the last record's text opened a quoted
				   field it did not close (a plain read) */
} rdctx;

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

#define FIELD(c, k) ((c)->b.p + (c)->off[k])

/* find a header name: exactly, else case ignored; nf if not there */
static size_t
find_column(const rdctx *c, const char *name)
{
	for (size_t k = 0; k < c->nf; k++)
		if (strcmp(FIELD(c, k), name) == 0)
			return k;
	for (size_t k = 0; k < c->nf; k++)
		if (strcasecmp(FIELD(c, k), name) == 0)
			return k;
	return c->nf;
}

/* the record's first bytes (the header's: c->hdr), fields separated by
   the delimiter, into dst (64 bytes) */
static void
fields_text(const rdctx *c, char *dst)
{
	size_t k = 0, n = sizeof(c->hdr);
	char sep[3] = { c->delim, '\0', '\0' };

	if (c->delim == '\t')
		memcpy(sep, "\\t", 3);
	dst[0] = '\0';
	for (size_t i = 0; i < c->nf && k + 1 < n; i++) {
		int w = snprintf(dst + k, n - k, "%s%s", i ? sep : "",
		    FIELD(c, i));
		if (w < 0)
			break;
		k += (size_t)w;
	}
	if (k + 1 >= n)
		memcpy(dst + n - 4, "...", 4);
}
#define header_text(c) ((c)->hdrnf = (c)->nf, fields_text(c, (c)->hdr))

/* say through the note (when there is one) "WHERE: 'RECORD' read as
 * WHAT ..., its 'FIELD' ...; ... read it with OPTION" */
static void
say(const rdctx *c, const char *where, const char *rec, const char *what)
{
	char msg[1400];

	if (c->o->note == NULL)
		return;
	snprintf(msg, sizeof msg, "%s: '%s' read as %s", where, rec, what);
	c->o->note(c->o->note_ctx, msg);
}

/* the first record's field that makes the rule uncertain, or NULL */
static const char *
doubt(const rdctx *c, int header)
{
	return ak_corpus_hdr_doubt(c->lab < c->nf ? FIELD(c, c->lab) : NULL,
	    c->txt < c->nf ? FIELD(c, c->txt) : NULL, header);
}

/*
 * the header rule's decision on the first record (in c), said when it is
 * not certain: a header is certain when its label and text fields are
 * both column names (v1,v2; message<TAB>class), a message when neither
 * is; else the note names the field that makes it uncertain and the
 * option that reads it the other way
 */
static void
say_decision(rdctx *c, const char *where)
{
	const char *f;
	char what[400];

	if (c->lab >= c->nf)	/* no label: record() refuses the record */
		return;
	if (c->header && (f = doubt(c, 1)) != NULL) {
		ak_corpus_hdr_note(what, sizeof what, f);
		say(c, where, c->hdr, what);
	} else if (!c->header && ((f = doubt(c, 0)) != NULL || c->star)) {
		header_text(c);	/* c->star: is_spam,sms_text is no message? */
		snprintf(what, sizeof what, "a message labelled '%.40s'%s%.60s%s"
		    "; the header? read it with --header", FIELD(c, c->lab), f ?
		    ", though its '" : " (--label-map's '*' takes any label)",
		    f ? f : "", f ? "' is a column's name" : "");
		say(c, where, c->hdr, what);
	}
}

/*
 * decide: the columns and whether the first record (fields in c) is the
 * header.  The rule (sms-vocab(1)): a column given by name makes it the
 * header; otherwise, in a delimited file or with columns or a label map
 * given, it is the header when its label is not spam, ham, '-' or a label
 * named in --label-map, or when its text is a text column's name (text,
 * message, v2, ...); in a TAB-separated corpus without them, whose labels
 * may be any words, when its label or text is a column's name, of either
 * kind (message<TAB>class).  A header without columns given chooses them
 * by its names (class, label, v1, ... and text, message, v2, ...).  After a
 * header every label is checked as in a delimited file (record).
 */
static int
decide(rdctx *c, const char *where)
{
	const ak_corpus_opt *o = c->o;
	size_t ln = 0, tn = 0;
	int byname = 0, listed = 0;
	c->decided = 1;
	if (o->label_column)
		(void)ak_corpus_column_parse(o->label_column, "", &ln, c->e);
	if (o->text_column)
		(void)ak_corpus_column_parse(o->text_column, "", &tn, c->e);
	byname = (o->label_column && ln == 0) || (o->text_column && tn == 0);
	if (byname) {
		c->header = 1;
		c->strict = 1;
		if (o->label_column && ln == 0 &&
		    (ln = find_column(c, o->label_column) + 1) > c->nf) {
			header_text(c);
			return ak_errf(c->e, "%s: --label-column '%s': no such "
			    "column in the header '%s'", where,
			    o->label_column, c->hdr);
		}
		if (o->text_column && tn == 0 &&
		    (tn = find_column(c, o->text_column) + 1) > c->nf) {
			header_text(c);
			return ak_errf(c->e, "%s: --text-column '%s': no such "
			    "column in the header '%s'", where, o->text_column,
			    c->hdr);
		}
	}
	/* the defaults: label 1, text the first other column */
	c->lab = ln ? ln - 1 : tn == 1 ? 1 : 0;
	c->txt = tn ? tn - 1 : c->lab == 0 ? 1 : 0;
	if (!byname && c->lab < c->nf) {
		const char *l = FIELD(c, c->lab);
		int named = 0;
		for (size_t k = 0; k < c->nf; k++)
			named |= ak_corpus_label_name(FIELD(c, k)) ||
			    ak_corpus_text_name(FIELD(c, k));
		/* an empty label is an unnamed column's (pandas' index), not
		   a header's; a control character is no header's */
		if (c->force <= 0 && (l[0] != '\0' || !named) &&
		    ak_corpus_check_label(l, c->delim, o->quoting_opt, where,
		    c->e) != 0)
			return -1;
		c->star = ak_corpus_star_only(o->label_map, l, &listed);
		/* TAB-separated corpora (the UCI file, sms-vocab -t, the
		 * English corpus's "gcide<TAB>...") may have any labels:
		 * there a header is one that names its columns */
		c->strict = !c->tabmode || o->text_column || o->label_column ||
		    o->label_map;
		c->header = c->strict ? (!ak_corpus_known_label(l) && !listed &&
		    !c->star) || (c->star && ak_corpus_col_name(l)) ||
		    (c->txt < c->nf && ak_corpus_text_name(FIELD(c, c->txt))) :
		    ak_corpus_col_name(l) || (c->txt < c->nf &&
		    ak_corpus_col_name(FIELD(c, c->txt)));
		/* a header by its names whose label reads as a label: the
		 * second record decides; but not one that '*' alone maps,
		 * whose fields name columns (certain: '*' says any label
		 * is one, so the label below it is always of its kind) */
		c->pending = c->force == 0 && c->header && !c->star &&
		    ak_corpus_header_held(l, o->label_map);
		/* a TAB file's first label that is no label the label rule
		 * knows (is_spam, y): held, the header if the second is one
		 * (0/1, true/false, spam/ham in any case) */
		c->fhold = c->force == 0 && !c->strict && !c->header &&
		    ak_corpus_label_other(l);
		if (c->fhold)
			c->header = c->pending = 1;
		c->hlab = c->lab;
		c->htxt = c->txt;
		if (c->force != 0)
			c->header = c->force > 0;
		/* after a header the labels are checked as in a delimited
		 * file: a corpus with a header is not the English corpus,
		 * and a label that is not spam or ham there is an unmapped
		 * one (not_spam) or the text (text<TAB>label read as
		 * label<TAB>text) */
		c->strict |= c->header;
	}
	if (c->header && ak_corpus_by_names(c->b.p, c->off, c->nf,
	    o->label_column, o->text_column, &c->lab, &c->txt, where, c->e))
		return -1;
	/* fields after the text are joined to it when it is the last column:
	 * an unquoted ',' of spam.csv splits a message over the columns
	 * (empty in its header, "Unnamed: 2" once pandas has read it) */
	c->join = c->txt > c->lab;
	for (size_t k = c->txt + 1; c->header && k < c->nf; k++)
		if (!ak_corpus_spill_name(FIELD(c, k)))
			c->join = 0;
	if (c->header)
		header_text(c);
	if (!byname && c->force == 0 && !c->pending)
		say_decision(c, where);
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
		if ((f = doubt(c, 0)) != NULL && c->o->note != NULL) {
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
		c->force = -1;
		c->start = strtol(strrchr(c->hwhere, ':') + 1, NULL, 10);
		rc = record(c, c->hwhere);
		c->start = start;
	}
	held_swap(c);
	return rc;
}

/* record: one record's fields are in c; pass it on as a message */
static int
record(rdctx *c, const char *where)
{
	const ak_corpus_opt *o = c->o;
	const char *label, *mapped;
	int listed = 0;

	if (c->nf < 2)		/* not a header either */
		return ak_errf(c->e, "%s: no %s between label and text%s",
		    where, c->delim == '\t' ? "TAB" : c->delim == ',' ? "comma" :
		    c->delim == ';' ? "';'" : "'|'", ak_corpus_split_hint(FIELD(c, 0),
		    c->delim, o->quoting == AK_QUOTING_NONE, o->quoting_opt,
		    c->openq, o->label_map));
	if (!c->decided) {
		if (decide(c, where) != 0)
			return -1;
		if (c->pending)
			return hold(c, where);
		if (c->header)
			return 0;
	} else if (c->pending && settle(c, 0) != 0)
		return -1;
	if (c->lab >= c->nf || c->txt >= c->nf)
		return ak_errf(c->e, "%s: %zu fields, no column %zu (the %s "
		    "column)", where, c->nf, (c->lab >= c->nf ? c->lab :
		    c->txt) + 1, c->lab >= c->nf ? "label" : "text");
	if (c->header && !c->join && c->nf > c->hdrnf)
		return ak_corpus_extra_fields(where, c->nf, c->hdrnf, c->hdrline,
		    c->delim, o->quoting == AK_QUOTING_NONE, c->txt, c->e);
	label = FIELD(c, c->lab);
	if (ak_corpus_check_label(label, c->delim, o->quoting_opt, where,
	    c->e) != 0)
		return -1;
	if (o->label_map != NULL) {
		if ((mapped = ak_labelmap_get(o->label_map, label, &listed)) ==
		    NULL)
			return ak_corpus_swapped(label, FIELD(c, c->txt),
			    c->lab, c->txt, o->label_map, c->delim, c->header ?
			    c->hdrline : 0, where, c->e) != 0 ? -1 :
			    ak_errf(c->e, "%s: label '%.40s' is not in "
			    "--label-map (add %.40s=spam, =ham or =- for no "
			    "label; *=ham for every other label)", where,
			    label, label);
		label = mapped;
	} else if (c->header && c->strict && !ak_corpus_known_label(label)) {
		char again[sizeof c->hdr];
		if (ak_corpus_swapped(label, FIELD(c, c->txt), c->lab, c->txt,
		    NULL, c->delim, c->hdrline, where, c->e) != 0)
			return -1;
		if (ak_corpus_label_elsewhere(c->b.p, c->off, c->nf, c->lab,
		    c->txt, where, c->hdrline, c->e) != 0)
			return -1;
		fields_text(c, again);
		return ak_corpus_header_label(label, where, c->hdr, again,
		    c->hdrline, o->quoting == AK_QUOTING_NONE, c->e);
	} else if (c->tabmode && !c->strict && !ak_corpus_known_label(label) &&
	    ak_corpus_tab_label(label, FIELD(c, c->txt), c->txt + 1 < c->nf,
	    o->quoting == AK_QUOTING_NONE, where, c->e) != 0)
		return -1;
	/* the text: its column, and with join the nonempty fields after it
	 * (TAB modes: every field) with the delimiters between them */
	c->text.n = 0;
	if (ak_corpus_buf_add(&c->text, FIELD(c, c->txt), strlen(FIELD(c, c->txt))) !=
	    0)
		return rec_nomem(c, "a message's text", strlen(FIELD(c,
		    c->txt)) + 1);
	if (c->join) {
		size_t gap = 0;
		for (size_t k = c->txt + 1; k < c->nf; k++) {
			const char *f = FIELD(c, k);
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
		}
	}
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
	ak_corpus_unl_see(&c->unl, s, n);
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

static int
read_plain(ak_reader *r, ak_conv *cv, rdctx *c)
{
	int rc, first = 1;

	while ((rc = ak_corpus_next_line(r, cv, c->e)) == 1) {
		const char *where = ak_reader_where(r);

		/* a '#' line is a comment in a labelled file (no label starts
		   so); in text without labels it is text ("#win a prize"),
		   but for the tools' own provenance line (io.h) */
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
			continue;	/* Excel's "sep=\t" */
		}
		if (r->line[0] == '#' && (!c->o->unlabeled ||
		    ak_is_provenance(r->line, r->len)))
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
		rec_clear(c);
		c->start = r->lineno;	/* the record's line, in messages */
		for (char *p = r->line;;) {
			char *t = memchr(p, '\t', r->len - (size_t)(p -
			    r->line));
			if (rec_add(c, p, t ? (size_t)(t - p) :
			    r->len - (size_t)(p - r->line)) != 0)
				return -1;
			if (t == NULL)
				break;
			p = t + 1;
		}
		if (!c->decided)
			c->hdrline = r->lineno;
		if (record(c, where) != 0)
			return -1;
	}
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
	if (record(c, where) != 0)
		c->failed = 1;
	rec_clear(c);
	c->start = -1;
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
		if (c->start < 0 && p.pstate == 0 && r->line[0] == '#')
			continue;	/* a comment line between records */
		if (r->lineno == 1 && (rc = ak_corpus_sep_line(r, c->delim,
		    c->o, c->e)) != 0) {
			if (rc < 0)
				goto out;
			continue;	/* Excel's "sep=," */
		}
		if (c->start < 0 && p.pstate == 0 && *c->nmsg == 0 &&
		    !c->decided && r->len > 0 &&
		    (ak_corpus_not_a_table(r, 0, c->e) != 0 ||
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
			char lim[AK_FMT_SIZE_MAX];
			rc = ak_errf(c->e, "%s:%ld: a record longer than %s "
			    "(lines %ld to %ld), the longest line this run "
			    "reads (a sixteenth of its memory: -M, ulimit -v "
			    "or -d): a quoted field not closed?", r->name,
			    c->start, ak_fmt_size(lim, r->max), c->start,
			    r->lineno);
			goto out;
		}
		r->line[r->len] = '\n';	/* the reader's NUL slot */
		if ((rc = ak_corpus_csv_feed(&p, r->line, r->len + 1,
		    c->delim, &c->failed, r->max + 1, ak_reader_where(r),
		    csv_field, csv_record, c, c->e)) != 0) {
			if (rc == -2)
				rc = -1;
			else if (csv_error(&p) == CSV_ENOMEM)
				rc = ak_errf(c->e, "%s:%ld: out of memory for a "
				    "field of %zu bytes (the record's; at line "
				    "%ld)", r->name, c->start,
				    csv_get_buffer_size(&p) + p.blk_size,
				    r->lineno);
			else
				rc = ak_errf(c->e, "%s: %s", ak_reader_where(r),
				    csv_strerror(csv_error(&p)));
			goto out;
		}
		r->line[r->len] = '\0';
		if (c->failed) {
			rc = -1;
			goto out;
		}
		if (r->len == 0 && c->nf == 0 && p.pstate == 0)
			c->start = -1;	/* an empty line between records */
	}
	if (rc == 0) {
		if (p.quoted && p.pstate == 2) {	/* FIELD_BEGUN */
			rc = ak_errf(c->e, "%s:%ld: quoted field not closed "
			    "before end of file", r->name, c->start);
			goto out;
		}
		csv_fini(&p, csv_field, csv_record, c);
		if (c->failed || (c->pending && settle(c, 1) != 0))
			rc = -1;
	}
out:
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
	/* a bad record of a file that changed while read: the change's */
	rc = ak_reader_blame(&r, rc < 0 ? -1 : 0, e);
	char note[1400];
	if (rc >= 0 && cvp && o->note && ak_corpus_utf8_note(&r, o->encoding,
	    note, sizeof note))
		o->note(o->note_ctx, note);
	free(c.b.p);
	free(c.off);
	free(c.text.p);
	free(c.held.p);
	free(c.hoff);
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
