/*
 * corpus-unl.h — --unlabeled's label rules (ak_unl_scan), the corpus
 * reader's (corpus.c, through corpus-int.h), and the parts their files
 * share: the scans (corpus-unl.c), what they see in a line
 * (corpus-unl-line.c), what they say (corpus-unl-say.c), labels of many
 * classes counted (corpus-unl-many.c).  Internal to the corpus module.
 */
#ifndef AK_CORPUS_UNL_H
#define AK_CORPUS_UNL_H

#include <stddef.h>

#include "corpus-foreign.h"
#include "text.h"
#include "util.h"

/*
 * A labelled file read with --unlabeled (ak_unl_scan, corpus-unl.c): its
 * labels would be counted as words of every message.  For each delimiter
 * the readers know (TAB, ',', ';', '|') the field before its first one
 * on each line is looked at: a label is one word of at most 24
 * characters (UTF-8; no space, no TAB, ',', ';', '|' or '"'; but the one
 * space of a negated spam, 'not spam', 'не спам');
 * before ',', ';' or '|' ASCII spaces around it are trimmed and its CSV
 * quotes dropped ('ham ,text', '"ham","text"'), before a TAB as read its
 * spaces ('ham <TAB>text'); empty fields before it
 * are passed over (',spam,text': a spreadsheet's empty columns, the
 * columns then named: --label-column 2 --text-column 3); words are compared in any
 * case (Ham and ham are one).  A line that starts with '#' outside a
 * quoted field is a comment, skipped as the labelled readers skip it,
 * but by the scans of the label last (a hashtag message: text first).
 * The first line's field may be a column's name (v1, label, class, ...:
 * a header) and is then not counted; a line inside a quoted field that an earlier
 * line opened (an odd number of '"') is a CSV record's rest and not
 * looked at by the delimited rules.  A line without the delimiter, or
 * whose field has no label's shape, is an off line.  The labels are the
 * AK_UNL_LABELS distinct fields on the most lines (of the first
 * AK_UNL_SLOTS distinct ones; on a tie the first seen), one of them on
 * two lines or more.  The rule for a delimiter holds when they start 9
 * lines in 10 or more of those looked at (exactly 9 in 10: holds; the
 * labels may also be more than three words, however many, each on two
 * lines or more and on four on average: a labelled file of many classes,
 * corpus-unl.h ak_unl_many_holds; said, not refused, where the rule is
 * not certain of them), and
 * the message says how many do not and the first ("5574 of 5575 lines
 * start with a label and a TAB (ham 4827, spam 747; 1 line not, line
 * 5575: no TAB)"); "every line starts" when all do.
 *   TAB: certain (labels there may be any words: the English corpus's
 *     "gcide"), refused ("FILE: every line starts with a label and a TAB
 *     (ham 4825, spam 747): a labelled corpus? --unlabeled reads the
 *     whole line, ...: read it without --unlabeled (or drop the first
 *     field: cut -f2-; text? --all-text)"), with the --label-map its
 *     labels want when each is one the rule below knows ("read it with
 *     --label-map 1=spam,0=ham instead of --unlabeled").  Where a quoted
 *     field went on past its line and was closed as a writer closes one
 *     (its '"' before a delimiter or the line's end: spanned), the TAB
 *     rules, the label first or last, name --quoting csv in place of the
 *     plain read (the texts quoted over several lines).
 *   TAB, a second scan (AK_UNL_QTAB) as --quoting csv reads it: a label
 *     in double quotes, dropped ("ham"<TAB>"text": pandas' QUOTE_ALL, R's
 *     write.table), a field without them an off line, a quoted field's
 *     rest not looked at; certain as TAB is, where TAB's rule does not
 *     hold: "FILE: every line starts with a label in double quotes and
 *     a TAB (...): a labelled file, its fields quoted (Python's
 *     csv.QUOTE_ALL, R's write.table)? ...: read it with --quoting csv
 *     instead of --unlabeled (text? --all-text)".
 *   ',', ';', '|': certain when every label is one the label rule knows
 *     (ak_corpus_label_class: spam and ham in any case, 1 and 0, true and
 *     false, not_spam, not spam ...; and Russian's спам and не спам,
 *     неспам, не_спам, in any case) and the file has spam or ham in any
 *     case (or спам), or labels of both classes: refused naming what
 *     reads it ("... read it with --csv instead of --unlabeled",
 *     --delimiter ';', and the --label-map its labels want, spelled as
 *     the file has them where one has a space or a letter beyond ASCII:
 *     "--label-map 'spam=spam,not spam=ham'"; or with the spaces around it
 *     the scan trimmed, each spelling: "--label-map 'spam=spam,ham =ham'",
 *     or, where a label has two, the sed that drops them); otherwise ("yes,", "no,", or "1,"
 *     alone: "1,000 winners") said through o->note with the same options.
 *     With ';' a label may be digits ',' digits (pandas' float with a
 *     decimal comma, '1,0;text'), read as '1.0' and asked before the
 *     ',' scans, whose ',' between digits after a ';' (or the line's
 *     start) is no delimiter; no --label-map holds the comma, so the
 *     refusal names the sed that drops it first.
 *   After a row number (AK_UNL_IDX on: each scan again on the field after
 *     the first, where that is digits, or an id, one word of at most 64
 *     bytes with a digit in it, 'msg_1', a UUID: "FILE: every line starts
 *     with an id, then a label and ',' ... a labelled file with an id
 *     column first (Kaggle's id,label,text)? ..."; on the first line looked at, a
 *     header's corner, anything, "" in pandas' ",v1,v2"; else an off
 *     line): a labelled file with its index column (pandas' to_csv, R's
 *     row.names), certain as its scan is, asked after every scan without
 *     it: "FILE: every line starts with a row number, then a label and
 *     ',' (line 1 'v1' a header; ham 4827, spam 747): a labelled file
 *     with its row numbers (pandas' to_csv index, R's row.names)? ...:
 *     read it with --csv instead of --unlabeled (text? --all-text)",
 *     with "--label-column 2 --text-column 3" when it has no header.
 *   TAB, a third scan (AK_UNL_MTAB), as read but a quoted field's rest
 *     (a line inside a field a line opened after its TAB) not looked at:
 *     texts of several lines in quotes (pandas' to_csv(sep='\t') of
 *     emails), certain as TAB is, asked after the quoted TAB scan: "FILE:
 *     every line starts with a label and a TAB (ham 8, spam 4): a
 *     labelled file, its texts quoted over several lines (pandas'
 *     to_csv(sep='\t'))? ...: read it with --quoting csv instead of
 *     --unlabeled (text? --all-text)".
 *   After the last delimiter (AK_UNL_LAST on: each of the first five
 *     scans again on the field after the line's last TAB, ',', ';', '|',
 *     empty fields at the line's end dropped first ('text,spam,,': a
 *     spreadsheet's empty columns; '""' and, quoted 1, ASCII spaces
 *     empty too);
 *     lines a quoted field goes on past not looked at, the line that
 *     closes it is): the label in the last column (text,label: pandas'
 *     df[['text','label']].to_csv, Hugging Face's sms_spam, Kaggle's
 *     emails.csv), certain as its scan is, asked after the others: "FILE:
 *     every line ends with ',' and a label (spam 5, ham 15): a labelled
 *     file, its label in the last column (...)? ...: read it with --csv
 *     --label-column 2 --text-column 1 --label-map 1=spam,0=ham instead
 *     of --unlabeled (text? --all-text)", the columns (the first
 *     labelled line's last field and the one before it, or the field
 *     holding a space on more lines: 'text,msg_a,spam') named when no
 *     header of names does (TAB: --delimiter tab with them).
 *   A label-first scan (TAB, ',', ';', '|') certain whose last scan is
 *     certain too, three fields or more, each of its labels one the label
 *     rule knows ('0<TAB>text<TAB>more<TAB>1'): refused naming both
 *     readings (ak_unl_both), neither taken.
 *   The first line's field is a header too when every field of the line
 *     is a name (ak_corpus_names_line: 'text,spam').  When no scan is
 *     certain, each is asked again without its first line when that line
 *     is an off line or a word on no other line (a header of names the
 *     tools do not know, 'Kategorie;Nachricht' over spam;... lines):
 *     refused when that is certain, "(line 1 'Kategorie' a header?;
 *     spam 5, ham 5)", the columns named where they would be.
 * Labels on half the lines or more but fewer than 9 in 10: text, said
 * through o->note naming the options that read labels; fewer, or each
 * field on one line only: text, nothing said.  Every refusal ends
 * "(text? --all-text)": o->all_text, and the rule is not applied
 * (corpus.c), for text whose lines do start so ("Ham,egg and chips").
 * ak_corpus_unl_see: one message's line (s, n; where its "FILE:LINE",
 * the file's line each message names) into the scan.
 * ak_corpus_unl_head: the file's first line s[0..n) (where: its
 * FILE:LINE), when ak_corpus_names_line takes it for a header of column
 * names ('text', ',text', 'text,spam': pandas' to_csv of a Series or a
 * DataFrame), is no message: seen by the scan as its header, the note
 * kept for ak_corpus_unl_end, 1 (the caller skips it); else 0 (nothing
 * done).  The caller asks it only without --all-text.  A later line
 * equal to that header, outside a quoted field (the header again: files
 * joined with cat), is kept (u->again) and refused by ak_corpus_unl_end
 * (Excel's delimiter line 'sep=X' after line 1, a spreadsheet's file
 * joined to another, is refused where it is read, by
 * ak_corpus_sep_line, under every read: the scan never sees it);
 * and, line 1 being 'sep=X' (u->sep1, set by the plain read that skipped
 * it), a line with an X (u->sep1at): the file says its fields are
 * separated by X, and the plain read would join its columns.
 * ak_corpus_unl_end: at the end, the error (first, the header again:
 * "FILE:4: a second header ('text', as line 1's): files concatenated?
 * keep the first file's header only (tail -n +2 on the others) (lines
 * as they are? --all-text)") or the notes
 * (line 1 read as
 * the header: "FILE:1: 'text' read as the header (column names, as
 * pandas' to_csv writes them first), not as a message; a message? read
 * it with --all-text", with "; its column 'spam' names labels: read it
 * with --csv instead of --unlabeled" where one does, and the share
 * rule's); 0 or -1.
 */
#define AK_UNL_LABELS 3
#define AK_UNL_SLOTS 32		/* a TAB scan's distinct words kept */
#define AK_UNL_SLOTS_DELIM 8	/* ',', ';' and '|' scans' */
#define AK_UNL_DELIMS 16
#define AK_UNL_QTAB 4		/* TAB as --quoting csv reads it */
#define AK_UNL_IDX 5		/* the scans after a row number */
#define AK_UNL_LAST 10		/* the scans after the last delimiter */
#define AK_UNL_MTAB 15		/* TAB, a quoted field's rest not looked at */
#define AK_UNL_WORD 97		/* a label: 24 characters of UTF-8, NUL */
typedef struct ak_unl_one {
	char first[AK_UNL_SLOTS][AK_UNL_WORD];	/* the distinct fields */
	long count[AK_UNL_SLOTS];
	long at[AK_UNL_SLOTS];		/* the line of each one's first */
	long lines;		/* lines looked at, a header's not */
	char head[AK_UNL_WORD];	/* the first line's field, a column's name,
				   or "" */
	long hline;		/* its line, 0 when none */
	int hguess;		/* head is line 1 dropped by the second
				   reading (names the tools do not know) */
	long l1;		/* the first line looked at, not a header's;
				   0 when none */
	char l1f[AK_UNL_WORD];	/* its field's first bytes */
	int l1slot;		/* its word's slot, -1 an off line */
	long nf;		/* the last scans: the fields of the
				   first labelled line no quoted field
				   began on, 0 when none */
	long nfat;		/* its line */
	long lead;		/* the label-first scans: the empty fields
				   before the label on the first labelled
				   line, plus 1; 0 when none yet */
	long nfx, nfxn;		/* the first such line with another count
				   of fields (a delimiter unquoted in a
				   text), its count; 0 when none */
	long off;		/* lines without the delimiter, or whose field
				   is no label's shape, or a word past the
				   slots */
	long offat;		/* the first of them, 0 when none */
	int offwhy;		/* its kind: 1 no delimiter, 2 no label's
				   shape, 3 a word past the slots, 4 (the
				   quoted TAB scan) a word without quotes,
				   5 no row number (the scans after one) */
	long offat2;		/* the second, 0 when none */
	int offwhy2;		/* its kind */
	long offatx;		/* the first that is no word past the slots,
				   0 when none */
	int offwhyx;		/* its kind */
	long ntall;		/* labels of many classes counted past the
				   slots (corpus-unl.h), 0: top's */
	char spell[AK_UNL_SLOTS_DELIM][AK_UNL_WORD];	/* ',', ';', '|':
				   each slot's label as written with the
				   spaces around it the scan trimmed
				   ('ham '), "" when none */
	unsigned char plain[AK_UNL_SLOTS_DELIM];	/* ... and seen
				   without them */
	int spx;		/* a label spelled so in two ways, or with
				   quotes too: no map spells them */
	long idw;		/* the scans after a row number: labelled
				   lines after an id that is no number
				   ('msg_1,spam,text') */
	long spc[8];		/* the last scans: labelled lines whose
				   field c (from 0) holds a space, a text's
				   (not an id's: 'text,msg_a,spam') */
} ak_unl_one;
#define AK_UNL_IDK 4	/* the ids' scans: TAB, ',', ';', '|' */
typedef struct ak_unl_ids {
	long hid;		/* the header's id column (ak_corpus_unl_head:
				   'id', 'message_id', '' ...), from 1; 0 none */
	long htx;		/* its text column, from 1 */
	long hline;		/* the header's line, 0 none */
	size_t hat;		/* where u->hdr shows it ('id,text') */
	long looked[AK_UNL_IDK];	/* lines looked at: outside a quoted
					   field, no comment, no header */
	long ids[AK_UNL_IDK];	/* ... whose first field is an id */
	long let[AK_UNL_IDK];	/* ... an id with a letter (words) */
	long letat[AK_UNL_IDK];	/* the first of them, 0 none */
	char letf[AK_UNL_IDK][68];	/* its id */
	/* the same of the last field, without a header naming ids: */
	long llooked[AK_UNL_IDK];	/* lines looked at for a last field:
					   no text quoted over lines open
					   past them, those that close one */
	long lids[AK_UNL_IDK], llet[AK_UNL_IDK], lletat[AK_UNL_IDK];
	char lletf[AK_UNL_IDK][68];
	/* under a header of several columns, one named the text's
	   ('id,keyword,location,text', 'author<TAB>text'): */
	long hcols;		/* its columns */
	long htext;		/* its text column (from 1), 0 none named */
	long hlab;		/* its labels' column, 0 none (the label
				   rules' and the header note's) */
	size_t hat2;		/* where u->hdr shows it */
	long hln;		/* its line, 0 none */
	long oat;		/* the first line with a letter in a field
				   before or after the text's, 0 none */
	long ocol;		/* ... that field's column */
	char of[68];		/* ... the field */
} ak_unl_ids;
typedef struct ak_unl_scan {
	ak_unl_one d[AK_UNL_DELIMS];	/* TAB, ',', ';', '|', TAB quoted;
					   the same after a row number, and
					   after the last delimiter */
	long lines;		/* lines seen, comments too */
	long seen;		/* ... comments not */
	int inq;		/* a quoted field is open past the line */
	long spanned;		/* quoted fields closed on a later line than
				   they opened, the closing '"' before a
				   delimiter or the line's end */
	long spat;		/* ... the first's closing line */
	long inlines;		/* lines that start inside a quoted field */
	long inlab;		/* ... and start with a label's shape and a
				   TAB (as a record: no field goes on) */
	char hdr[1100];		/* "FILE:LINE: 'text'", line 1 read as
				   the header (ak_corpus_unl_head), or "" */
	char hdrd;		/* its delimiter, '\0' one field */
	char hdrlab[32];	/* its field that names labels, or "" */
	size_t hdrq;		/* where hdr shows the header in quotes */
	long hrl;		/* ... its line */
	long again;		/* the first later line with its names
				   (files joined with cat), 0 when none */
	char hkey[128];		/* its names as one key
				   (ak_corpus_names_key), "" when none */
	char sep1;		/* line 1's 'sep=X' skipped by the plain
				   read (corpus.c), its X; '\0' none */
	long sep1at;		/* the first line with that X: columns
				   the plain read would join, 0 none */
	int c1open;		/* a text in quotes opened at a line's start
				   (or after a row number or id) is open */
	int c1idx;		/* ... the first so spanned: after one */
	long c1span;		/* such texts closed by a later line's last
				   byte: a column of text as CSV quotes it */
	long c1at, c1to;	/* ... the first one's lines */
	long c1comma;		/* a line with a ',' outside quotes, or 0 */
	char c1last;		/* the first one closed before a delimiter
				   and a last field of one word ('call
				   us",msg_001': an id after the text), that
				   delimiter; '\0' closed by the last byte */
	ak_foreign fg;		/* other programs' layouts (corpus-foreign.h) */
	struct ak_unl_many *many;	/* every distinct word of each scan
					   (and of the ids'), NULL until one;
					   ak_corpus_unl_free frees it */
	ak_unl_ids ids;		/* a column of ids first (below) */
} ak_unl_scan;
void ak_corpus_unl_see(ak_unl_scan *u, const char *s, size_t n,
    const char *where);
int ak_corpus_unl_head(ak_unl_scan *u, const char *s, size_t n,
    const char *where);
int ak_corpus_unl_end(const ak_unl_scan *u, const char *name,
    const ak_corpus_opt *o, ak_err *e);
void ak_corpus_unl_free(ak_unl_scan *u);

/*
 * What those scans see in one line (corpus-unl-line.c; s[0..n) a line,
 * not NUL-terminated there; no errors):
 * ak_unl_trim_empty: n less the line's empty last fields split by d
 *   ('text,spam,,'; quoted 1: ASCII spaces around them, and 1 or 2 '""',
 *   empty too).
 * ak_unl_fields: the line's fields split by d (quoted: a d inside CSV's
 *   quotes splits none), from 1.
 * ak_unl_dec_at: 1 when the ',' at t is a decimal comma (digits ','
 *   digits: pandas' float under decimal=',') between ';'s or the line's
 *   ends ('1,0;text', 'text;2,50').
 * ak_unl_class: label l's class (NUL-terminated): ak_corpus_label_class's,
 *   else Russian's 'спам' 1 and 'не спам', 'не_спам', 'не-спам', 'неспам'
 *   2, in any case (ASCII's and Cyrillic's А..Я, Ё); 0 for any other word.
 * ak_unl_shaped: 1 when s[0..n) (n < AK_UNL_WORD) has a label's shape: no
 *   space, TAB, ',', ';', '|' or '"', but the decimal comma of a ';' file
 *   (d) and the one space of a negated spam (ak_unl_class 2).
 * ak_unl_chars: the characters of UTF-8 s[0..n) (the bytes that start
 *   one).
 * ak_unl_quote_open: whether a quoted field is open at the line's end,
 *   inq at its start (a '"' opens one only where a field starts; "" a
 *   quote inside; RFC 4180).
 * ak_unl_closed_well: the line, which starts inside a quoted field,
 *   closes it as a CSV writer does (its first lone '"' before a delimiter
 *   or the line's end).
 * ak_unl_where_line: the line number at the end of where ("FILE:LINE"),
 *   or dflt when it ends in none (a name cut short).
 */
size_t ak_unl_trim_empty(const char *s, size_t n, char d, int quoted);
long ak_unl_fields(const char *s, size_t n, char d, int quoted);
int ak_unl_dec_at(const char *s, size_t n, const char *t);
int ak_unl_class(const char *l);
int ak_unl_shaped(const char *s, size_t n, char d);
size_t ak_unl_chars(const char *s, size_t n);
int ak_unl_quote_open(int inq, const char *s, size_t n);
int ak_unl_closed_well(const char *s, size_t n);
long ak_unl_where_line(const char *where, long dflt);

/* ak_unl_scans: the scans, AK_UNL_DELIMS of them (corpus-unl-line.c): TAB
   as read without quoting (quoted 0: spaces trimmed), ',', ';', '|'
   (quoted 1: spaces trimmed, CSV quotes dropped), TAB as --quoting csv
   reads it (quoted 2: a label in quotes); then each again on the field after a row number or an id
   (idx), and on the field after the line's last delimiter (last: the
   label in the last column, text,label); and TAB as read where a quoted
   field's rest is not looked at (quoted 3: texts over several lines) */
typedef struct ak_unl_def {
	char d;
	int quoted, idx, last;
} ak_unl_def;
extern const ak_unl_def ak_unl_scans[AK_UNL_DELIMS];

#define AK_UNL_MAP 400	/* three labels of 96 bytes, the option */

/*
 * ak_unl_certain: where scan d's rule holds, whether its labels (v's
 * slots with top[i] set) make it certain: TAB's any words; the others'
 * ones the label rule knows (ak_unl_class), the file's spam or ham (or
 * 'спам'), or labels of both classes (a decimal comma read as a point:
 * '1,0' as '1.0'), a spreadsheet's error value among them counting as
 * none ('#N/A' on some rows beside spam and ham: '#N/A=-' added to the
 * map); or every one such an error value (one at least); 1 or 0.  The --label-map they want into map
 * (AK_UNL_MAP bytes, "" none, else " --label-map ..."; TAB's too, when
 * each is a label the rule knows: '1', 'not spam'; spelled as the file
 * has them when one has a space or a letter beyond ASCII, or spaces
 * around it that the scan trimmed, 'ham ,text'; with a decimal comma,
 * which no map holds, the sed that drops it first); *dc when a label has
 * a decimal comma.  No errors.
 * ak_unl_refuse: the refusal of scan d (v its counts, top its labels
 * starting on lines, map ak_unl_certain's or "", qs a quoted field over
 * several lines seen, name the file's name): "FILE: every line starts
 * with a label and a TAB (ham 4825, spam 747): a labelled corpus? ...:
 * read it without --unlabeled (... text? --all-text)", the read named
 * with its columns and map (ak_unl_scan's text); -1 (e
 * set).  With note set, the same said through o->note as read as text
 * ("... read as text with --unlabeled; labels? read it with ..."): 0.
 * Labels of many classes (v->ntall > 0): the first eight of v's slots
 * named, "and N more" of v->ntall.
 */
int ak_unl_certain(const ak_unl_one *v, size_t d, const int top[AK_UNL_SLOTS],
    char map[AK_UNL_MAP], int *dc);
int ak_unl_refuse(const ak_unl_one *v, size_t d, const int top[AK_UNL_SLOTS],
    long on, const char *map, int qs, const char *name,
    const ak_corpus_opt *o, int note, ak_err *e);
/*
 * ak_unl_both: the refusal of a file whose lines both start and end with
 * a label (label<TAB>text<TAB>more<TAB>label, '0,text,1'): the scan of
 * the label first (f, its labels tf on onf lines, map mapf: d's, 0 TAB,
 * 1 ',', 2 ';', 3 '|') and the one of the label last (l, tl, onl, mapl,
 * of three fields or more: l->nf) both certain, and nothing tells which
 * column is the labels': "FILE: every line starts with a label and a TAB
 * (...), and every line ends with a TAB and a label (...): ... which
 * column holds its labels, the first or the last ...? the first? drop
 * the last field: sed ... > F.tsv ...; the last? put it first: sed ...
 * (text? --all-text)" (a TAB file's texts may hold TABs: the seds keep
 * the fields between; the others name the columns).  -1, e set.
 */
int ak_unl_both(const ak_unl_one *f, const int tf[AK_UNL_SLOTS], long onf,
    const char *mapf, const ak_unl_one *l, const int tl[AK_UNL_SLOTS],
    long onl, const char *mapl, size_t d, const char *name, ak_err *e);

/*
 * Labels of many classes (corpus-unl-many.c): every distinct word a scan
 * takes for a label, however many, counted (compared with ASCII letters
 * in any case, as the slots compare them; 8192 words a scan at most, the
 * lines of a word past them counted as lines without a label).
 * ak_unl_many_see: word w[0..n) on line `line` into scan sc's count (the
 *   table allocated on the first; without memory nothing is counted, and
 *   no many classes are said).  No errors.
 * ak_unl_many_holds: 1 when scan sc's labels are of many classes: more
 *   than AK_UNL_LABELS words each on two lines or more, their lines *on
 *   9 lines in 10 or more of those looked at, four on average (the words
 *   at most a quarter of the lines); then v is the scan's counts with
 *   v->ntall the words, v->off the lines not on one and v->offat, offwhy
 *   the first of them (6: a word on one line), and top[i] set for each of
 *   v's slots on two lines or more (the labels named).  Else 0.
 *   A scan sc from AK_UNL_DELIMS up (2 * AK_UNL_IDK of them) counts the
 *   ids of corpus-unl-ids.c: first, then last.
 * ak_unl_many_once: the words of scan sc on one line only (so many
 *   lines); 0 when none was counted.
 * ak_corpus_unl_free (above): the counts freed (u->many); a scan
 *   never counted, or freed, is freed again harmlessly.
 */
void ak_unl_many_see(ak_unl_scan *u, size_t sc, const char *w, size_t n,
    long line);
long ak_unl_many_once(const ak_unl_scan *u, size_t sc);
int ak_unl_many_holds(const ak_unl_scan *u, size_t sc, ak_unl_one *v,
    int top[AK_UNL_SLOTS], long *on);

/*
 * A column of ids before the text (corpus-unl-ids.c), its ids' words
 * read into every message (Kaggle's test.csv 'id,text'; 'msg_001,hello'):
 * ak_unl_ids_head: header s[0..n) (line `line`, its delimiter d, one of
 *   ak_corpus_names_line's) names an id's column first or last
 *   (ak_corpus_id_name) and a text column: kept in u->ids, hat where
 *   u->hdr shows the header in quotes.
 * ak_unl_ids_see: line s[0..n) (line `line`, no comment; inq: it
 *   starts inside a quoted field, u->inq: one is open past it) looked
 *   at: outside a quoted field, its first field before a TAB, ',', ';', '|'
 *   (ASCII spaces and CSV quotes around it dropped) an id when one word
 *   of at most 64 bytes with a digit in it (under a header naming an
 *   id's column, that field, first or last, when any one word); one with
 *   a letter or a byte beyond ASCII makes words.  No errors.
 * ak_unl_ids_end: -1 (e set) when the ids make words: under a header
 *   naming them, at the first ("FILE:2: 'msg_001' in column 1 ('id' in
 *   the header, line 1): its id's words would be read into the message:
 *   ... read the text column alone with --unlabeled --csv --text-column 2
 *   (lines as they are? --all-text)"); without one, where ids start 9
 *   lines in 10 each on no other line, and no label rule of the scan
 *   after an id holds (skip[k] set for that delimiter): "FILE: every line
 *   starts with an id and ',' (...)"; the same for ids after the lines'
 *   last delimiter ('text,msg_001'): "FILE: every line ends with ',' and
 *   an id ...: drop the last field: sed ... > F.txt, and read that with
 *   --unlabeled" (the sed through zcat for a gzip file; with texts
 *   quoted over lines, u->spanned, the read of the text column instead:
 *   "... read the text column alone with --unlabeled --csv --text-column
 *   1"); else 0.
 *   Under a header of several columns, one named the text's (ak_unl_ids_
 *   head keeps it), a line whose fields before or after the text's make
 *   words (a letter or a byte beyond ASCII: 'ablaze', 'London' under
 *   'id,keyword,location,text'; 'alice' under 'author<TAB>text'; a
 *   labels' column aside, and a line 1 'sep=X', which say their own): -1 at
 *   the first, as for ids ("FILE:4: 'ablaze' in column 2, not the text's
 *   (line 1 the header: ...): ... read the text column alone with
 *   --unlabeled --csv --text-column 4 (lines as they are? --all-text)").
 *   Those fields are counted from the line's ends, so that a delimiter
 *   inside the text (or inside a quoted field) takes none of them for it.
 */
void ak_unl_ids_head(ak_unl_scan *u, const char *s, size_t n, char d,
    long line, size_t hat);
void ak_unl_ids_see(ak_unl_scan *u, const char *s, size_t n, long line,
    int inq);
int ak_unl_ids_end(const ak_unl_scan *u, const int skip[AK_UNL_IDK],
    const char *name, ak_err *e);

#endif
