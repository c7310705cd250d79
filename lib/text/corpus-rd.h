/*
 * corpus-rd.h — the corpus reader's record context, shared by corpus.c
 * (the reader) and corpus-head.c (its decision on the first record).
 * Not for other modules.
 */
#ifndef AK_CORPUS_RD_H
#define AK_CORPUS_RD_H

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
	int lpos;		/* the header's label column by position (1),
				   its text column (2) */
	char hlname[48], htname[48];	/* the header's names of the label
					   and the text columns */
	ak_colsay cs;		/* the header's choice, for the errors of a
				   label not read */
	char tamb[600];		/* the header names no text column and
				   several could be it: the error, or "" */
	int join;		/* fields after the text column joined to it */
	int jpart;		/* ... those of the header's spill columns
				   alone, named ones after the text too */
	size_t nf1;		/* without a header: the first record's
				   fields (0 with one) */
	long njoined;		/* ... records whose fields past the text
				   were joined to it */
	buf spill;		/* ... p[k]: the header's column txt + 1 + k
				   is a spill column (ak_corpus_spill_name) */
	buf pass;		/* p[k]: column k, of an index's name (1
				   unnamed, 2 an id's: id, message_id), was
				   passed over when the text was taken by
				   elimination or place (ak_rd_passed) */
	buf pnames;		/* ... the id names among them, each
				   followed by a NUL */
	int npass;		/* ... how many */
	int lv;			/* a labelled plain read: 0 before line 1,
				   1 it is held (word vectors?), 2 after */
	buf l1;			/* ... line 1 */
	long l1no;		/* ... its number */
	char l1where[1024];	/* ... its "FILE:LINE" */
	ak_skipped sk;		/* lines skipped ('#' comments where the
				   label is the first column, rows of empty
				   fields), said at the end */
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
	ak_foreign rraw;	/* ... R's write.table in its raw lines (the
				   records' scan sees them after CSV) */
	char hwhere[1024];	/* ... its "FILE:LINE" */
	ak_msg_fn fn;
	void *ctx;
	size_t *nmsg;
	ak_err *e;
	int failed;		/* set by a libcsv callback on error */
	unsigned seen;		/* labels read without a map: 1 spam, 2 ham
				   (ak_labelmap_guess_seen) */
	int openq;		/* the last record's text opened a quoted
				   field it did not close (a plain read) */
	int resc;		/* the line before ended in \"" inside a
				   quoted field (ak_corpus_r_escape) */
	ak_csv_esc esc;		/* R's \"" sign in the record (corpus-int.h) */
	int unlhdr;		/* --unlabeled, delimited: line 1 is column
				   names (corpus-int.h ak_corpus_names_line) */
	int unlcol;		/* ... the text column given or named: a
				   record of more fields is read */
} rdctx;

#define FIELD(c, k) ((c)->b.p + (c)->off[k])
/* the header's first bytes and its field count kept (c->hdr, c->hdrnf) */
#define header_text(c) ((c)->hdrnf = (c)->nf, ak_rd_fields_text(c, (c)->hdr))

/* ak_rd_fields_text: the record's first bytes, its fields separated by
 * the delimiter (a TAB as "\t"), into dst (sizeof c->hdr bytes, "..."
 * at the end when cut).  No errors. */
void ak_rd_fields_text(const rdctx *c, char *dst);

/* ak_rd_doubt: the first record's field (in c) that makes the header
 * rule's decision header (1 the header, 0 a message) uncertain
 * (corpus-int.h ak_corpus_hdr_doubt), or NULL.  No errors. */
const char *ak_rd_doubt(const rdctx *c, int header);

/*
 * ak_rd_decide: the columns, and whether the first record (its fields in
 * c) is the header, by the rule of sms-vocab(1) "Headers and labels"
 * (c->lab, c->txt, c->header, c->pending, c->fhold, c->join, ...), said
 * through the note when not certain; where its "FILE:LINE".  0, or -1
 * (c->e): a column named by an option that the header lacks, two
 * columns that could be the label or the text, a bad label.
 */
int ak_rd_decide(rdctx *c, const char *where);

/*
 * ak_rd_passed: after a header that names no text column, the record's
 * (in c) columns of an index's or id's name ('', 'Unnamed: N', id,
 * message_id: corpus-int.h ak_corpus_id_name) that the text's
 * choice passed over must hold row numbers (digits) or nothing, or under
 * an id's name one word (an id, 'x100'): one that holds anything else
 * (words with a space between) may be the messages, and reading the
 * other column would be a guess: -1 with "WHERE: the text was taken from column 3
 * ('source'), no column being named as the text, but column 2, unnamed
 * in the header (line 1), holds 'win cash now', no row number: which
 * holds the messages? name it with --text-column 2 or --text-column 3"
 * (--delimiter tab in a plain read).  0 when none does.
 */
int ak_rd_passed(const rdctx *c, const char *where);

/*
 * ak_rd_again_header: the record in c repeats the header (its label the
 * header's label column's name, its fields written as the header's are):
 * a second header, files joined with cat, refused as such whatever the
 * map (corpus-int.h ak_corpus_header_label: "WHERE: a second header
 * ('HDR', as line N's): files concatenated? ..."): a map's '*' would read
 * it as a message, and the error of a label not in the map would name the
 * column's name as a label to map.  -1 then, else 0.
 * ak_rd_extra_first: the error of a record (in c) of more fields than
 * the first record, without a header, whose text column is not its last
 * and is read alone (--text-column given): "WHERE: 4 fields, the first
 * record (line 1) 3: a ',' inside the text (column 2)? its rest would be
 * lost: quote the field ..., or drop the columns after the text (cut)".
 * Returns -1.
 * ak_rd_joined_said: after the read, the note of fields past the text
 * joined to it in a file without a header whose first record had such
 * fields (label,text,source: a column of its own, or a delimiter inside
 * the text?), through the note: "FILE:1: the first record has 3 fields
 * and no header: the fields past the text (column 2) were joined to it
 * in 3 records, as a ',' inside a text is; a column of its own? read the
 * text alone with [--delimiter tab ]--text-column 2".  Nothing when none
 * was.  (corpus-head.c)
 */
int ak_rd_again_header(const rdctx *c, const char *where);
/* ak_rd_hl_how: corpus-int.h ak_corpus_header_label's how for the read
 * in c: AK_HL_PLAIN a plain read, AK_HL_GIVEN a label column given */
#define ak_rd_hl_how(c) (((c)->o->quoting == AK_QUOTING_NONE ? \
	AK_HL_PLAIN : 0) | ((c)->o->label_column != NULL ? AK_HL_GIVEN : 0))
int ak_rd_extra_first(const rdctx *c, const char *where);
/* ak_rd_extra_fields: the error of a record (in c) of more fields than
 * the header while the text is not the last column: R's row names
 * (write.table's default row.names=TRUE: a header without a field for
 * them, one field more in each record, a whole number first), no column
 * given and the label's column, one to the right, holding a label the
 * rule or the map reads: "WHERE: 3 fields, the header (line 1) 2, and
 * column 1 holds '1': row names first, under a header without a field
 * for them (R's write.table)? write it with row.names=FALSE, or drop
 * them: sed '1!s/^[^\t]*\t//' FILE > F.tsv, and read that" (columns
 * cannot read past a header narrower than its records; the sed
 * ak_sed_cmd's, through zcat for gzip); else corpus-int.h
 * ak_corpus_extra_fields's.  Returns -1.  (corpus-head.c) */
int ak_rd_extra_fields(const rdctx *c, const char *where);
void ak_rd_joined_said(const rdctx *c);

/*
 * ak_rd_unl_record (corpus-unl-csv.c): a record (in c) of --unlabeled
 * with a delimited read (--csv, --quoting csv, --delimiter), where its
 * "FILE:LINE": the message "-" and the text, the record's one field or
 * the text column's (--text-column N or NAME, or by the header's names:
 * a text column's name beside an index's or id's, ',text', 'id,text').
 * The first record is the header when --header or --text-column NAME say
 * so, or when line 1 is column names (c->unlhdr; said through the note,
 * naming --no-header; --no-header and --all-text read it as a message),
 * or the first record after line 1 (Excel's 'sep=;' line skipped, blank
 * lines) is (ak_corpus_names_line on its fields; split by another
 * delimiter: refused naming the read, as line 1's).  A later record
 * equal to the header is refused ("WHERE: a second header ('id,text', as
 * line 1's): files concatenated? keep the first file's header only
 * (tail -n +2 on the others)").
 * Errors: a record of more fields with no text column ("WHERE: 2 fields,
 * ',' between them: --unlabeled --csv reads a column of text: the
 * text's? --text-column N; labels in one? read it without
 * --unlabeled"), fewer fields than the text column, more than the
 * header's with the text before the last (ak_corpus_extra_fields), a
 * name the header lacks; without a header, more fields than the first
 * record's with the text before its last ("WHERE: 4 fields, the first
 * record (line 1) 3: a ',' inside the text (column 2)? ..."), or fewer,
 * the text last, than a first record with fields after it (its text
 * held the delimiter).  Without a header, fields past the first record's
 * where its text was last are joined to the text, as the labelled
 * reader joins them ('msg_2,hello, there').  0 or -1.
 */
int ak_rd_unl_record(rdctx *c, const char *where);

#endif
