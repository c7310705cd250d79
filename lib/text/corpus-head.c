/*
 * corpus-head.c — the corpus reader's decision on its first record
 * (corpus-rd.h): the header rule, the columns chosen by the options and
 * the header's names, and the notes that say a decision that is not
 * certain; and what that decision rules in the records after it (the
 * header again, fields past the first record's, joined or refused).
 * The reader is corpus.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"
#include "corpus-rd.h"

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
void
ak_rd_fields_text(const rdctx *c, char *dst)
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
const char *
ak_rd_doubt(const rdctx *c, int header)
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
	if (c->header && (f = ak_rd_doubt(c, 1)) != NULL) {
		ak_corpus_hdr_note(what, sizeof what, f);
		say(c, where, c->hdr, what);
	} else if (!c->header && ((f = ak_rd_doubt(c, 0)) != NULL || c->star)) {
		header_text(c);	/* c->star: is_spam,sms_text is no message? */
		snprintf(what, sizeof what, "a message labelled '%.40s'%s%.60s%s"
		    "; the header? read it with --header", FIELD(c, c->lab), f ?
		    ", though its '" : " (--label-map's '*' takes any label)",
		    f ? f : "", f ? "' is a column's name" : "");
		say(c, where, c->hdr, what);
	}
}

/* a field shaped as a column's name of any language: 1 to 32 bytes, no
   space at its ends, at most two inside, no control byte ('Email Type') */
static int
name_like(const char *f)
{
	size_t n = strlen(f), sp = 0;

	if (n == 0 || n > 32 || f[0] == ' ' || f[n - 1] == ' ')
		return 0;
	for (size_t i = 0; i < n; i++) {
		if ((unsigned char)f[i] < 0x20 || f[i] == 0x7f)
			return 0;
		sp += f[i] == ' ';
	}
	return sp <= 2;
}

/*
 * the first record (in c) has an empty label and is shaped as pandas'
 * header of a frame written with its index (to_csv without index=False:
 * its first name empty, then two or more names, none a label or a
 * number: ',Email Text,Email Type'), names the tools do not know: -1
 * with the error that says so, with the options that read it as the
 * header, beside the missing value's (the empty label's error); else 0
 */
static int
index_header(rdctx *c, const char *where)
{
	char names[200] = "";
	size_t k;
	int listed = 0;

	if (c->o->label_map != NULL)	/* '=-' given: rows without one */
		(void)ak_labelmap_get(c->o->label_map, "", &listed);
	if (listed || c->force != 0 || c->lab != 0 || FIELD(c, 0)[0] != '\0' ||
	    c->nf < 3)
		return 0;
	for (k = 1; k < c->nf; k++) {
		const char *f = FIELD(c, k);
		size_t m = strlen(names);
		if (!name_like(f) || ak_corpus_label_class(f) != 0 ||
		    strspn(f, "0123456789.-") == strlen(f))
			return 0;
		if (k <= 3)
			snprintf(names + m, sizeof names - m, "%s'%s'", k > 1 ?
			    ", " : "", f);
	}
	header_text(c);
	return ak_errf(c->e, "%s: the first record '%s' has an empty first "
	    "field, then names (%s%s): pandas' header of a frame written with "
	    "its index (to_csv without index=False)? name its columns: "
	    "--label-column NAME --text-column NAME; a message with an empty "
	    "label (a missing value)? drop those rows, or read them with "
	    "--label-map '=-'", where, c->hdr, names, c->nf > 4 ? ", ..." :
	    "");
}

/* the map and the other reading that id_record's error adds to its
 * options for the label l in column lab (from 1) of the first record
 * (its fields f): the map the label rule guesses when no map is given
 * and l is not spam or ham (' --label-map True=spam,False=ham'); and
 * when l is a number and column 1 reads as a label too ('1,0,Hi': labels
 * 1/0 first, then a column of its own?), the columns of that reading,
 * into buf (n) */
static const char *
id_more(const rdctx *c, const char *const *f, size_t lab, char *buf,
    size_t n)
{
	const ak_labelmap *m = c->o->label_map;
	char map[64], opts[64];
	int listed = 0;

	buf[0] = '\0';
	if (m == NULL && !ak_corpus_known_label(f[lab - 1]) &&
	    strncmp(ak_labelmap_guess_seen(f[lab - 1], 0, map, sizeof map),
	    "SPAMLABEL", 9) != 0)
		snprintf(buf, n, " --label-map %s", map);
	if (m != NULL)
		(void)ak_labelmap_get(m, f[0], &listed);
	if ((listed || ak_corpus_label_class(f[0]) != 0) && strspn(f[lab -
	    1], "-0123456789.,") == strlen(f[lab - 1]))
		snprintf(buf + strlen(buf), n - strlen(buf), "; the label in "
		    "column 1, then %s? read it with %s", lab == 2 ? "a column "
		    "of its own and the text" : "the text and a column of its "
		    "own", ak_corpus_id_first_opts(c->delim, c->delim,
		    c->o->quoting == AK_QUOTING_NONE, 1, lab == 2 ? 3 : 2, opts,
		    sizeof opts));
	return buf;
}

/*
 * the first record (in c) of a delimited read or of a TAB file, no
 * column given: an id or a row number in column 1, a label in column 2
 * (one the label rule or the map reads) and a text after it ('"1","ham",
 * "Hi there"', R's write.table(col.names=FALSE) with its row names;
 * '0,ham,...', '0<TAB>False<TAB>...', '3,1,...', pandas' to_csv(header=
 * False) with its index; 'msg001,ham,...', Kaggle's id,label,text
 * without its header), or three fields, the text in column 2 and the
 * label last ('"1","Hi there","ham"', '0<TAB>Hi there<TAB>1'): the rule
 * of corpus-hint.h ak_corpus_id_first.  -1 with the error that names
 * the columns and the map (column 1 was taken for the label, line 1 for
 * the header, or in a TAB file, its labels any words, the row numbers
 * for labels of their own; spam or ham there: corpus.c's TAB rules),
 * else 0
 */
static int
id_record(rdctx *c, const char *where)
{
	const ak_corpus_opt *o = c->o;
	const char *f[3];
	char opts[64], more[300];
	size_t lab;

	if (o->label_column != NULL || o->text_column != NULL || o->unlabeled ||
	    c->force > 0 || c->nf < 3)
		return 0;
	for (size_t k = 0; k < 3; k++)
		f[k] = FIELD(c, k);
	/* a TAB file's spam or ham after a row number: ak_corpus_tab_label's
	   errors, a label after the text in any column */
	if ((lab = ak_corpus_id_first(f, c->nf, o->label_map)) == 0 ||
	    (!c->strict && ak_corpus_known_label(f[lab - 1])))
		return 0;
	header_text(c);
	return ak_errf(c->e, "%s: the first record '%s' holds '%.40s' in "
	    "column 1 and a label, '%.24s', in column %zu: an id or a row "
	    "number first, the %s (R's write.table(col.names=FALSE) with its "
	    "row names, pandas' to_csv(header=False) with its index, %s)? read "
	    "it with %s%s", where, c->hdr, f[0], f[lab - 1], lab, lab == 2 ?
	    "label next, the text after" : "text next, the label last", lab ==
	    2 ? "Kaggle's id,label,text without its header" : "its columns "
	    "text, label", ak_corpus_id_first_opts(c->delim, c->delim,
	    o->quoting == AK_QUOTING_NONE, lab, lab == 2 ? 3 : 2, opts,
	    sizeof opts), id_more(c, f, lab, more, sizeof more));
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
/* a map's labels read from a column of ids taken by its place ('id,text'
   under 1=spam,0=ham): said, with the options that read it right; not
   under a map of every label to none ('*=-') */
static void
ids_said(const rdctx *c, const char *where)
{
	const ak_labelmap *m = c->o->label_map;
	char msg[600];

	if (m == NULL || c->o->note == NULL || !(c->lpos & 1) ||
	    !ak_corpus_id_name(c->hlname) || (m->n == 0 && m->dflt != NULL &&
	    strcmp(m->dflt, "-") == 0))
		return;
	snprintf(msg, sizeof msg, "%s: column %zu ('%s') taken for the labels "
	    "by its place (no column has a label's name), though its name is "
	    "an id's or an index's: the labels in another column? "
	    "--label-column NAME (no labels: --label-map '*=-')", where,
	    c->lab + 1, c->hlname);
	c->o->note(c->o->note_ctx, msg);
}

/* the header's columns of an index's or id's name that the text's choice (no
 * text column named or given) passed over, into c->pass: not the label's
 * or the text's, nor a spill column joined to the text */
static int
passed(rdctx *c, const char *where)
{
	c->pass.n = 0;
	c->pnames.n = 0;
	c->npass = 0;
	if (!c->header || !(c->lpos & 2))
		return 0;
	for (size_t k = 0; k < c->nf; k++) {
		int j = k > c->txt && c->txt > c->lab && (c->join ||
		    (c->jpart && c->spill.p[k - c->txt - 1]));
		const char *f = FIELD(c, k);
		/* 1 unnamed, 2 an id's name (kept in pnames, NUL after each) */
		char m = (char)(k != c->lab && k != c->txt && !j &&
		    ak_corpus_id_name(f) ? ak_corpus_spill_name(f) ? 1 : 2 : 0);
		if (ak_corpus_buf_add(&c->pass, &m, 1) != 0 || (m == 2 &&
		    ak_corpus_buf_add(&c->pnames, f, strlen(f) + 1) != 0))
			return ak_errf(c->e, "%s: out of memory", where);
		c->npass += m != 0;
	}
	return 0;
}

int
ak_rd_passed(const rdctx *c, const char *where)
{
	const char *pn = c->pnames.p;

	for (size_t k = 0; c->header && c->npass > 0 && k < c->nf &&
	    k < c->pass.n; k++) {
		const char *f = FIELD(c, k), *name = pn;
		char cut[160], nm[120];
		if (c->pass.p[k] == 2)	/* its name, the next in pnames */
			pn += strlen(pn) + 1;
		/* row numbers, nothing, or under an id's name a word (an id:
		   'x100'): no message */
		if (!c->pass.p[k] || f[0] == '\0' || strspn(f, "0123456789") ==
		    strlen(f) || (c->pass.p[k] == 2 && strpbrk(f, " \t") ==
		    NULL))
			continue;
		if (c->pass.p[k] == 1)
			snprintf(nm, sizeof nm, "unnamed");
		else
			snprintf(nm, sizeof nm, "'%.40s', an id's name,", name);
		return ak_errf(c->e, "%s: the text was taken from column %zu "
		    "('%s'), no column being named as the text, but column %zu, "
		    "%s in the header (line %ld), holds '%s', no row "
		    "number: which holds the messages? name it with "
		    "--text-column %zu%s or --text-column %zu%s (taking one "
		    "would be a guess)", where, c->txt + 1, c->htname, k + 1,
		    nm, c->hdrline, ak_corpus_cut(f, 40, cut, sizeof cut), k + 1,
		    c->o->quoting == AK_QUOTING_NONE ? " --delimiter tab" : "",
		    c->txt + 1, c->o->quoting == AK_QUOTING_NONE ?
		    " --delimiter tab" : "");
	}
	return 0;
}

/* which fields after the text are joined to it, and the header's names
 * the errors of a label not read use (ak_colsay), said when ids */
static int
joins(rdctx *c, const char *where)
{
	const ak_corpus_opt *o = c->o;

	/* fields after the text are joined to it when it is the last column:
	 * an unquoted ',' of spam.csv splits a message over the columns
	 * (empty in its header, "Unnamed: 2" once pandas has read it) */
	c->join = c->txt > c->lab;
	/* without a header, a text column given that is not the first
	 * record's last: that column, as given (label,text,source is
	 * three columns: --text-column 2 reads the text alone) */
	if (!c->header && o->text_column != NULL && c->txt + 1 < c->nf)
		c->join = 0;
	c->nf1 = c->header ? 0 : c->nf;
	for (size_t k = c->txt + 1; c->header && k < c->nf; k++)
		if (!ak_corpus_spill_name(FIELD(c, k)))
			c->join = 0;
	/* ... and with named columns after it too ('v1,v2,Unnamed: 2,
	 * length': a notebook's column added), its spill columns alone */
	c->jpart = 0;
	c->spill.n = 0;
	for (size_t k = c->txt + 1; c->header && !c->join && c->txt > c->lab &&
	    k < c->nf; k++) {
		char m = (char)ak_corpus_spill_name(FIELD(c, k));
		if (ak_corpus_buf_add(&c->spill, &m, 1) != 0)
			return ak_errf(c->e, "%s: out of memory", where);
		c->jpart |= m;
	}
	if (passed(c, where) != 0)
		return -1;
	if (c->header) {
		header_text(c);
		snprintf(c->hlname, sizeof c->hlname, "%s", c->lab < c->nf ?
		    FIELD(c, c->lab) : "");
		snprintf(c->htname, sizeof c->htname, "%s", c->txt < c->nf ?
		    FIELD(c, c->txt) : "");
		c->cs = (ak_colsay){ .lab = c->lab, .txt = c->txt, .hnf =
		    c->nf, .pos = c->lpos, .delim = c->delim, .plain =
		    o->quoting == AK_QUOTING_NONE, .hdrline =
		    c->hdrline, .lname = c->hlname, .map = o->label_map };
		ids_said(c, where);
	}
	return 0;
}

int
ak_rd_decide(rdctx *c, const char *where)
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
		if (!named && index_header(c, where) != 0)
			return -1;	/* ',Email Text,Email Type' */
		if (c->force <= 0 && (l[0] != '\0' || !named) &&
		    ak_corpus_label_ok(l, o, c->delim, where, c->e) != 0)
			return ak_foreign_md_said(c->delim, l, FIELD(c, c->nf -
			    1), c->nf, where, c->e);	/* corpus-foreign.h */
		c->star = ak_corpus_star_only(o->label_map, l, &listed);
		/* 'spаm' (a Cyrillic а) is no column's name, nor a label of
		   its own: named, not taken for the header */
		if (c->force <= 0 && !listed && !ak_corpus_known_label(l) &&
		    ak_corpus_lookalike(l, o->label_map, where, c->e) != 0)
			return -1;
		/* TAB-separated corpora (the UCI file, sms-vocab -t, the
		 * English corpus's "gcide<TAB>...") may have any labels:
		 * there a header is one that names its columns */
		c->strict = !c->tabmode || o->text_column || o->label_column ||
		    o->label_map;
		c->header = c->strict ? (!ak_corpus_known_label(l) && !listed &&
		    !c->star) || (c->star && (ak_corpus_col_name(l) ||
		    ak_corpus_flag_name(l))) ||
		    (c->txt < c->nf && ak_corpus_text_name(FIELD(c, c->txt))) :
		    ak_corpus_col_name(l) || (c->txt < c->nf &&
		    ak_corpus_col_name(FIELD(c, c->txt))) || (l[0] == '\0' &&
		    named);	/* '<TAB>Unnamed: 0<TAB>label<TAB>text' */
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
		c->hlab = c->lab, c->htxt = c->txt;
		if (c->force != 0)
			c->header = c->force > 0;
		/* after a header the labels are checked as in a delimited
		 * file: a corpus with a header is not the English corpus,
		 * and a label that is not spam or ham there is an unmapped
		 * one (not_spam) or the text (text<TAB>label read as
		 * label<TAB>text) */
		c->strict |= c->header;
	}
	c->lpos = 0, c->tamb[0] = '\0';
	if (id_record(c, where) != 0 || (c->header && ak_corpus_by_names(
	    c->b.p, c->off, c->nf, o->label_column, o->text_column, &c->lab,
	    &c->txt, &c->lpos, o->quoting == AK_QUOTING_NONE, c->tamb,
	    sizeof c->tamb, where, c->e)))
		return -1;
	if (joins(c, where) != 0)
		return -1;
	if (!byname && c->force == 0 && !c->pending && c->tamb[0] == '\0')
		say_decision(c, where);	/* else --text-column decides */
	return 0;
}

/* the record in c repeats the header (its label the header's label
 * column's name, its fields written as the header's are): a second
 * header, files joined with cat, refused as such whatever the map (a
 * map's '*' would read it as a message, and the error of a label not in
 * the map would name the column's name as a label to map) */
int
ak_rd_again_header(const rdctx *c, const char *where)
{
	char again[sizeof c->hdr];

	if (!c->header || c->nf != c->hdrnf || strlen(c->hlname) + 1 >=
	    sizeof c->hlname || strcmp(FIELD(c, c->lab), c->hlname) != 0)
		return 0;
	ak_rd_fields_text(c, again);
	if (strcmp(again, c->hdr) != 0)
		return 0;
	return ak_corpus_header_label(FIELD(c, c->lab), c->hlname, where,
	    c->hdr, again, c->hdrline, ak_rd_hl_how(c), c->seen, c->e);
}

/* a record (in c) of more fields than the first record, without a
 * header, whose text column is not its last and is read alone (a column
 * given): a delimiter inside the text would lose its rest */
int
ak_rd_extra_first(const rdctx *c, const char *where)
{
	char d[8];

	if (c->delim == '\t')
		snprintf(d, sizeof d, "TAB");
	else
		snprintf(d, sizeof d, "'%c'", c->delim);
	return ak_errf(c->e, "%s: %zu fields, the first record (line %ld) %zu: "
	    "a %s inside the text (column %zu)? its rest would be lost: quote "
	    "the field (\"...\")%s, or drop the columns after the text "
	    "(cut)", where, c->nf, c->hdrline, c->nf1, d, c->txt + 1,
	    c->o->quoting == AK_QUOTING_NONE ? " and read it with --quoting "
	    "csv" : "");
}

int
ak_rd_extra_fields(const rdctx *c, const char *where)
{
	const ak_corpus_opt *o = c->o;
	const char *l = c->lab + 1 < c->nf ? FIELD(c, c->lab + 1) : "";
	int listed = 0, plain = o->quoting == AK_QUOTING_NONE;
	char sc[64], cmd[1200], file[1024];
	const char *d = c->delim == '\t' ? "\\t" : c->delim == ',' ? "," :
	    c->delim == ';' ? ";" : "|";

	if (o->label_map != NULL)
		(void)ak_labelmap_get(o->label_map, l, &listed);
	/* the text before the label: columns cannot read past a header
	   narrower than the records; the row names dropped can */
	snprintf(sc, sizeof sc, "'%ld!s/^[^%s]*%s//'", c->hdrline, d, d);
	if (c->nf == c->hdrnf + 1 && ak_whole(FIELD(c, 0)) &&
	    o->label_column == NULL && o->text_column == NULL && (listed ||
	    ak_corpus_label_class(l) != 0))
		return ak_errf(c->e, "%s: %zu fields, the header (line %ld) %zu, "
		    "and column 1 holds '%.24s': row names first, under a header "
		    "without a field for them (R's write.table)? write it with "
		    "row.names=FALSE, or drop them: %s > F.%s, and read that",
		    where, c->nf, c->hdrline, c->hdrnf, FIELD(c, 0), ak_sed_cmd(
		    cmd, sizeof cmd, sc, ak_corpus_where_file(where, file,
		    sizeof file)), c->delim == '\t' ? "tsv" : "csv");
	return ak_corpus_extra_fields(where, c->nf, c->hdrnf, c->hdrline,
	    c->delim, plain, c->txt, c->e);
}

/* the note of fields past the text joined to it in a file without a
 * header whose first record had such fields (label,text,source: a
 * column of its own, or a delimiter inside the text?): what was read
 * and the option that reads the text alone */
void
ak_rd_joined_said(const rdctx *c)
{
	char msg[800];

	if (c->o->note == NULL || c->header || c->njoined == 0 || c->nf1 <=
	    c->txt + 1 || !c->join)
		return;
	snprintf(msg, sizeof msg, "%s:%ld: the first record has %zu fields "
	    "and no header: the fields past the text (column %zu) were joined "
	    "to it in %ld record%s, as a %s inside a text is; %s? read the "
	    "text alone with %s--text-column %zu", c->name,
	    c->hdrline, c->nf1, c->txt + 1, c->njoined, c->njoined == 1 ? "" :
	    "s", c->delim == '\t' ? "TAB" : c->delim == ',' ? "','" :
	    c->delim == ';' ? "';'" : "'|'", c->nf1 == c->txt + 2 ?
	    "a column of its own" : "columns of their own", c->o->quoting == AK_QUOTING_NONE ?
	    "--delimiter tab " : "", c->txt + 1);
	c->o->note(c->o->note_ctx, msg);
}
