/*
 * corpus-int.h — the corpus reader's internals (text.h), shared by its
 * rooms: corpus.c (the reader), corpus-opt.c (its options),
 * corpus-label.c (its rules for labels and column names) and
 * corpus-line.c (its checks of lines).  Not for
 * other modules.
 */
#ifndef AK_CORPUS_INT_H
#define AK_CORPUS_INT_H

#include <stddef.h>

#include "conv.h"
#include "corpus-foreign.h"
#include "io.h"
#include "util.h"
#include "text.h"
#include "corpus-hint.h"
#include "corpus-unl.h"
#include "corpus-sheet.h"

/*
 * The checks of lines (corpus-line.c).  ak_corpus_next_line:
 * ak_reader_next, then with cv (--encoding) the line converted to UTF-8
 * in the reader's buffer, without it checked as UTF-8 ("FILE:LINE:
 * invalid UTF-8 at byte N (a Windows file? read it with --encoding
 * cp1252)", the encoding the bytes suggest; in a file whose lines before
 * held UTF-8 beyond ASCII, the fix of that one line, since --encoding
 * would garble the others; with cv, a line that cannot be converted but
 * is valid UTF-8 beyond ASCII is said to be so, naming the read without
 * --encoding); 1, 0 at the end, -1.
 * ak_corpus_not_a_table: the first line is not another attnkit file's
 * header (ak_table_guess: "not a corpus ..."; with unlabeled, --unlabeled
 * without --all-text, "not messages (header 'word count docs', a
 * vocabulary, ...; want one message a line): --unlabeled would read its
 * rows as text (text? --all-text)": a tool's output whose provenance
 * line was cut, tail -n +2); 0 or -1.
 * ak_corpus_cr_records: a CR inside a line followed by a word and a TAB
 * is records run together (lines that end in CR alone), refused naming
 * tr '\r' '\n'; 0 or -1.
 */
int ak_corpus_next_line(ak_reader *r, ak_conv *cv, ak_err *e);
/* ak_corpus_ours: r's line 1 is attnkit's provenance line (io.h
 * ak_is_provenance, r->prov: also after a byte-order mark an editor put
 * before it, or with CRLF): the file is a tool's output.  With
 * unlabeled (--unlabeled, not --all-text) none is messages (a
 * vocabulary, vectors, a model, a report, counts: their rows would be
 * read as text): "FILE:1: a file TOOL wrote (its first line '# ...'), not
 * messages: --unlabeled would read its rows as text (text? --all-text)";
 * without it only sms-vocab's may be a corpus (-t's token lines; its
 * vocabulary is refused by its header): "... not a corpus (want
 * label<TAB>text, or sms-vocab -t's token lines)".  0 or -1. */
int ak_corpus_ours(const ak_reader *r, int unlabeled, ak_err *e);
/* ak_corpus_sep_line: r's line 1 (its byte-order mark and '\r' dropped)
 * is Excel's delimiter line "sep=X" (X a TAB or ASCII punctuation; Excel
 * writes and reads it, pandas users skip it): 1 when X is delim, the
 * delimiter of this read, or with o->unlabeled's plain read (it is no
 * message; a delimited --unlabeled read must agree with X) — the
 * line is skipped, said through o->note ("FILE:1: Excel's line 'sep=;'
 * (the fields' delimiter) skipped"); else -1 with "FILE:1: Excel's line
 * 'sep=;' says the fields are separated by ';', not '\t': read it with
 * --delimiter ';'" (--csv for ',', --delimiter tab for a TAB); 0 when
 * line 1 is no such line.  Such a line after line 1, outside a record
 * (a second spreadsheet's file joined with cat), is refused: "FILE:4:
 * Excel's delimiter line 'sep=,' (a spreadsheet's first line) inside the
 * file: files concatenated? ..." (with o->all_text: 0, a message). */
int ak_corpus_sep_line(const ak_reader *r, char delim,
    const ak_corpus_opt *o, ak_err *e);
/* ak_corpus_vec_held (corpus-first.c): --unlabeled's first line s1 (n1
 * bytes), held as perhaps word vectors (text.h ak_vec_line,
 * ak_vec_line_tab), and the second s2 (NULL: the file's one line), where: line 1's FILE:LINE.
 * Vectors (ak_vec_pair 1, or 3 separated by TABs without a header) are
 * refused: "WHERE: word vectors (word2vec's or GloVe's text), not
 * messages: ..." and "WHERE: word vectors separated by TABs without a
 * header, not messages: give them the header word<TAB>d1 ... dk, ...";
 * perhaps (2: a word and one number, twice; or a one-line file of a word
 * and k >= 2 numbers, one a float) said through o->note, the lines then
 * messages; pandas' to_csv vectors refused as corpus-first.c's vec_pandas
 * says.  0 or -1. */
int ak_corpus_vec_held(const char *s1, size_t n1, const char *s2,
    size_t n2, const char *where, const ak_corpus_opt *o, ak_err *e);

/*
 * The first lines that are no messages (corpus-first.c).
 * ak_corpus_counts_cut: r's line 1 (after a byte-order mark) is a count
 * file's settings line ("# counts: window=", counts.h: ppmi-svd --count's
 * file with its provenance line cut, tail -n +2): refused, "FILE:1: a
 * count file, the output of ppmi-svd --count without its provenance
 * line (its settings line '# counts: ...'), not messages: ppmi-svd reads
 * it with --from-counts (text? --all-text)" (unlabeled: --unlabeled
 * without --all-text), or "... not a corpus (want label<TAB>text): ...";
 * 0 when it is none, or -1.
 * ak_corpus_names_line: 1 when s[0..n) is a header of column names only:
 * one field (no TAB, ',', ';' or '|') that is a text column's name
 * (ak_corpus_text_name: 'text', pandas' Series.to_csv; or of other data
 * sets below: 'content', 'review'; or a snake_case name with such a word:
 * 'sms_text', 'clean_text'), or fields split
 * by one of those delimiters, empty fields at the end dropped (a
 * spreadsheet's empty columns: 'text,label,,'), each a column's name
 * (ak_corpus_col_name), 'spam' (Kaggle's 'text,spam'), an index's or an
 * id's (ak_corpus_id_name: pandas' unnamed index '' or 'Unnamed: 0',
 * ',text'; 'id,text', 'index,text', 'message_id,message'), or a text
 * column's name of other data sets (body, content, review, sentence,
 * tweet, comment, document, email, post), one a text column's name, or
 * one of those others beside an index's or an id's ('id,body'); ASCII
 * spaces and CSV quotes around a field dropped; its delimiter into
 * *delim ('\0' for one field) and the first field that names labels (a
 * label column's name, or 'spam') into lab ("" when none); else 0.  No
 * errors.
 * ak_corpus_vec_first: 1 when line 1 s[0..n) may be word vectors, held
 * until line 2 says: text.h ak_vec_line or ak_vec_line_tab, or a line of
 * pandas' to_csv (corpus-first.c vec_pandas) separated by ',' or ';', or its header
 * separated by TABs.
 */
int ak_corpus_counts_cut(const ak_reader *r, int unlabeled, ak_err *e);
/* ak_corpus_in_list: s is in list (NULL-terminated), case and the ASCII
 * spaces after it aside (a header padded to its columns' widths:
 * tabulate's tsv 'label  <TAB>text'; not before it: ' label ' is a
 * Markdown table's cell): 1 or 0 (corpus-names.c). */
int ak_corpus_in_list(const char *const *list, const char *s);
int ak_corpus_names_line(const char *s, size_t n, char *delim,
    char lab[32]);
/* ak_corpus_names_key: when s[0..n) is a header of column names
 * (ak_corpus_names_line), its names as one key, whatever their writer
 * wrote around them: each field without the ASCII spaces and CSV quotes
 * around it, in lower case, empty last fields dropped, joined by TABs,
 * into key (cap bytes, NUL-terminated; 'text', '"Text"', 'text,' and
 * ' TEXT ' give 'text'): 1; else (no header, or a key longer than cap)
 * 0.  No errors. */
int ak_corpus_names_key(const char *s, size_t n, char *key, size_t cap);
/* ak_corpus_spaced_text: f is a text column's name of two or three words
 * separated by one space, each a text column's name, ours
 * (ak_corpus_text_name) or another data set's ('body', 'review', 'email',
 * 'tweet' ...): 'Review Text', 'Message Text', 'SMS Text'; 1 or 0
 * (corpus-first.c).  No errors. */
int ak_corpus_spaced_text(const char *f);
int ak_corpus_vec_first(const char *s, size_t n);
/* ak_corpus_mojibake: the error of line r (UTF-8), read once as cp1252
 * and written again (ISO-8859-1 when it holds U+0080-U+009F: iconv -t
 * latin1 undoes it): one 1 for two such characters in the line, 0 for one
 * in each of r->u8bad lines from r->badfirst; the iconv that undoes it (f
 * the file's name, after zcat for a .gz).  -1 with e "FILE:LINE: UTF-8
 * read once as cp1252 and written again ...? undo it: iconv ...". */
int ak_corpus_mojibake(const ak_reader *r, int one, const char *f,
    ak_err *e);
/* ak_corpus_utf8_note: after a read under --encoding enc, when lines
 * with bytes beyond ASCII were valid UTF-8 (r's counts), the note that
 * they were read as other characters, in buf (n bytes): the file is
 * likely UTF-8 already when every such line was ("FILE: 3 lines ... are
 * valid UTF-8 (the first FILE:2), and none is not: ... read it without
 * --encoding"), a file in enc with UTF-8 lines pasted in when those are
 * fewer than the others (each converted to enc, the first named), else
 * a UTF-8 file with lines in another encoding (convert those alone, the
 * first named); 1, or 0 when no line was UTF-8 beyond ASCII.  A line of a file that is not UTF-8 in one of those code pages is
 * hardly ever valid UTF-8: an accented letter followed by a byte 0x80 to
 * 0xBF, which are punctuation and symbols there. */
int ak_corpus_utf8_note(const ak_reader *r, const char *enc, char *buf,
    size_t n);
/* ... and a line after line 1 that starts with a byte-order mark (files
 * joined with cat) is refused naming it ("FILE:LINE: a byte-order mark
 * ... starts the line, ...: remove it: sed ..."). */
int ak_corpus_not_a_table(const ak_reader *r, int unlabeled, ak_err *e);
int ak_corpus_cr_records(const ak_reader *r, ak_err *e);

/* A growable byte buffer: p holds n bytes and a NUL, in cap.
 * ak_corpus_buf_add: s[0..n) appended (doubling cap); 0, or -1 when
 * memory cannot be had (b unchanged; the caller names the record). */
typedef struct buf {
	char *p;
	size_t n, cap;
} buf;
int ak_corpus_buf_add(buf *b, const char *s, size_t n);

/*
 * ak_corpus_check_label: a label's checks: not empty, no control
 * character (a quoted CSV label may hold a newline or TAB, which would
 * break sms-vocab -t's lines), with the option a likely cause names
 * ("ham<TAB>text" read with another delimiter: --delimiter tab, and
 * "1<TAB>ham<TAB>text" the columns too, "(TAB-separated, an id or a row
 * number first? read it with --delimiter tab --label-column 2
 * --text-column 3)"; a label with a space and a newline: --label-column; "or without --csv" only
 * when given, the quoting's option, is --csv).  0 or -1 with "WHERE:
 * ..." in e.
 */
int ak_corpus_check_label(const char *label, char delim, const char *given,
    const char *where, ak_err *e);
/*
 * ak_corpus_empty_label: an empty label (what NULL), or what ("the label
 * field 'label' is null", JSON's), is a missing value: 0 (read) when
 * o->label_map names the empty label ('=-', '=ham'; '*' does not take
 * it), else -1 with "WHERE: empty label (a missing value? pandas writes
 * NaN as an empty field): drop those rows (...dropna...), or read them
 * with --label-map '=-' (...)".  ak_corpus_label_ok(l, o, delim, where,
 * e): it for an empty l, else ak_corpus_check_label (o->quoting_opt the
 * quoting's option), then a spreadsheet's error value refused
 * (corpus-sheet.h ak_sheet_label: #N/A is no label); 0 or -1.
 */
int ak_corpus_empty_label(const ak_corpus_opt *o, const char *what,
    const char *where, ak_err *e);
#define ak_corpus_label_ok(l, o, delim, where, e) ((l)[0] == '\0' ? \
	ak_corpus_empty_label((o), NULL, (where), (e)) : \
	ak_corpus_check_label((l), (delim), (o)->quoting_opt, (where), (e)) \
	!= 0 ? -1 : ak_sheet_label((l), (o), (where), (e)))

/*
 * libcsv's settings of the CSV reader (corpus.c): ak_corpus_no_space,
 * its space test (no byte is a space: fields are not trimmed); its block
 * size is set before each piece ak_corpus_csv_feed gives it, so that a
 * field's buffer doubles rather than grows by 128 bytes (libcsv's
 * default, quadratic in a long field, on one line or many), never past max + 4 KiB
 * (max the longest record).
 */
int ak_corpus_no_space(unsigned char ch);
struct csv_parser;
/* ak_corpus_csv_feed: s[0..n) (a line and its newline) to libcsv p with
 * libcsv's callbacks field and rec (data passed on), in pieces that end
 * at each '"' and CR and are at most libcsv's buffer's size (so a long
 * field on one line doubles the buffer too): a quoted field closed then followed by more is read
 * on unquoted (RFC 4180 readers: Python's csv, pandas), and a CR outside
 * a quoted field with more of the line after it is refused (ak_cr_inside,
 * where: the line's FILE:LINE) unless *failed (a callback's error);
 * delim the delimiter, max libcsv's block's bound.  Quotes escaped with
 * a backslash (R's write.table) are refused where certain, never read as
 * a record lost or a text garbled: a quoted field holding \"" before a
 * delimiter then closed by a single quote with more after it; a quote
 * right after a backslash that the RFC reading takes for the field's
 * end with more after it ("about \"the cave\""); and, with esc (NULL:
 * not looked for), any such closing quote in a record after esc's sign
 * (the field left open past the line, the next record joined to it:
 * R's numeric label column, 0<TAB>"..." on the next line).  0, -1 when
 * libcsv fails (out of memory), -2 with e set. */
/* ak_csv_esc: that sign in the record being read: a '\""' in a quoted
 * field before the delimiter or the line's end, which the RFC reading
 * takes for a backslash and a doubled quote, the field left open.
 * where: its line's "FILE:LINE" ("" when none); the reader clears it at
 * each record's end.  ak_corpus_r_unclosed: the error of the end of the
 * file inside the field that sign left open; returns -1. */
typedef struct ak_csv_esc {
	char where[1024];
} ak_csv_esc;
int ak_corpus_r_unclosed(const ak_csv_esc *esc, ak_err *e);
int ak_corpus_csv_feed(struct csv_parser *p, const char *s, size_t n,
    char delim, const int *failed, size_t max, ak_csv_esc *esc,
    const char *where, void (*field)(void *, size_t, void *),
    void (*rec)(int, void *), void *data, ak_err *e);

/*
 * ak_corpus_csv_fail: the error of read_csv's record at r's line (its
 * record started on line start) after ak_corpus_csv_feed returned rc: 0
 * a record longer than r->max ("FILE:START: a record longer than ...: a
 * quoted field not closed?"), -2 the error already in e, -1 libcsv's
 * (out of memory, named with the field's size; else its message).
 * Returns -1.
 */
int ak_corpus_csv_fail(const ak_reader *r, struct csv_parser *p,
    long start, int rc, ak_err *e);

/*
 * Quotes escaped with a backslash (R's write.table, qmethod="escape"; Python's
 * doublequote=False): a field's last quote is written \" and its
 * closing one follows, \"", which --quoting csv reads as a backslash
 * and one quote, the field left open and the next record joined to it.
 * ak_corpus_r_open: after r's line went to libcsv p, 1 when the parser
 * is inside a quoted field past the line's end and the line (its CR
 * dropped) ends in \"", else 0.  ak_corpus_r_escape: for the line after
 * such a one, before it goes to libcsv (delim the delimiter): when it
 * starts with a single quote followed by more (no RFC 4180 writer
 * leaves a quote single inside a field; R starts each record with one):
 * -1 with "FILE:LINE: a quoted field ends the line in \"" and the next
 * line starts a record ...: write it with write.csv() or
 * write.table(..., qmethod="double"), or convert it: sed ..." (LINE the
 * line before) in e, else 0.  A text line ending in \" inside a
 * multi-line field, as Python writes it, is read: its next line goes on
 * the text.
 */
int ak_corpus_r_open(const ak_reader *r, const struct csv_parser *p);
int ak_corpus_r_escape(const ak_reader *r, char delim, ak_err *e);

/*
 * ak_corpus_hdr_doubt: the header rule's certainty (sms-vocab(1)
 * "Headers and labels"): a first record read as the header (header 1)
 * is certain when its label field lf and text field tf (NULL: none) both
 * name columns (ak_corpus_col_name; or lf "spam" beside a text column's
 * name, Kaggle's "text,spam"; or lf a flag's name, ak_corpus_flag_name:
 * 'text,is_ham'), or when lf names a column and tf has a name's shape (32
 * bytes or fewer, no space) and is no label (ak_corpus_label_class:
 * 'id,label,Body', its text column the one left); one read as a message
 * (header 0) when neither does.  Returns the first field against that
 * (to name in the note that says the decision, with --header or
 * --no-header), or NULL when certain.  No errors.
 */
const char *ak_corpus_hdr_doubt(const char *lf, const char *tf, int header);

/* ak_corpus_hdr_note: the note's words when the first record is read as
 * the header though its field f is no column's name ("the header, though
 * its 'F' is no column's name; a message? read it with --no-header"), or
 * f holds a control byte (ak_ctl_said: the byte named), into what (n
 * bytes).  No errors. */
void ak_corpus_hdr_note(char *what, size_t n, const char *f);

/*
 * ak_corpus_column_parse: the value s of a column option (what: its name,
 * for messages): a number from 1 into *num, or a header's name (*num = 0,
 * found in the header by the reader).  Errors (e): empty, column 0, a
 * number past 1,000,000.  Returns 0 or -1.
 */
int ak_corpus_column_parse(const char *s, const char *what, size_t *num,
    ak_err *e);

/*
 * The column names of spam corpora's headers as distributed, case
 * ignored: ak_corpus_label_name for a label column (v1, class, label,
 * category, type, target), ak_corpus_text_name for a text column (v2,
 * message, text, sms, msg, messages), ak_corpus_col_name for either (a
 * header may name its columns either way round: message<TAB>class).
 * 1 or 0.
 */
int ak_corpus_label_name(const char *s);
int ak_corpus_text_name(const char *s);
int ak_corpus_col_name(const char *s);

/*
 * ak_corpus_pick: the one rule that chooses a column (a header's field,
 * a JSON object's key) by its name, for the delimited and the JSON Lines
 * readers alike: called on each name k in order, with *found NULL before
 * the first; returns 1 when names(k) accepts k and it is the first such
 * (*found = k), 0 when names(k) does not, -1 when it is a second one:
 * two columns could be the KIND, and taking the first would be a guess
 * ("WHERE: two KIND fields, 'a' and 'b': name one with OPT").
 */
int ak_corpus_pick(const char *k, int (*names)(const char *),
    const char *kind, const char *opt, const char *where,
    const char **found, ak_err *e);

/*
 * ak_corpus_by_names: a header's columns (nf fields, field k at b +
 * off[k]) that the options do not give (lopt: --label-column, topt:
 * --text-column, NULL when not given) chosen by their names through
 * ak_corpus_pick, into *lab and *txt (0-based; left as they are when no
 * name fits); a header naming its text in the label's place (text,spam)
 * takes the other column for the label; *lpos gets 1 when the label
 * column is left by position (no option, no label's name), plus 2 when
 * the text's is (no option, no text column's name).  With no text column
 * given or named, the text is the one column besides the label whose
 * name is no index's or id's (ak_corpus_id_name: empty, pandas'
 * 'Unnamed: N' or 'Unnamed: N.M', id, message_id; their values checked
 * record by record, corpus-rd.h ak_rd_passed): 'Unnamed: 0,Body,Label'
 * and 'id,label,Body' read Body; when more than one could be it
 * (CEAS's 'sender,receiver,...,body,label'), *txt stays and amb (namb
 * bytes; NULL: not asked) gets the error to give once a record's label
 * has passed ("WHERE: no column of the header is named as the text
 * (...), and 6 could be it: 'sender', ...: name it with --text-column
 * NAME", and --delimiter tab in a plain read, plain, where a column
 * option makes the read delimited), else "".  0, or -1 (e) when two
 * columns could be the label or the text.
 */
int ak_corpus_by_names(const char *b, const size_t *off, size_t nf,
    const char *lopt, const char *topt, size_t *lab, size_t *txt,
    int *lpos, int plain, char *amb, size_t namb, const char *where,
    ak_err *e);

/*
 * ak_corpus_extra_fields: the error of a record with more fields (nf)
 * than its header (hnf, on line hdrline) while the text (column txt,
 * 0-based) is not the last column: a delimiter inside the text split it,
 * and taking the text column would drop its rest ("WHERE: 4 fields, the
 * header (line 1) has 3: a ',' inside the text (column 2)? ...: quote
 * the field ..., or drop the columns after the text"; plain: TAB-separated without --quoting csv, where
 * quotes are read with --quoting csv).  Returns -1.
 */
int ak_corpus_extra_fields(const char *where, size_t nf, size_t hnf,
    long hdrline, char delim, int plain, size_t txt, ak_err *e);

/* --unlabeled's label rules (ak_unl_scan, ak_corpus_unl_see, _head,
   _end, _free; what they see in a line, ak_unl_*): corpus-unl.h */
/* ak_corpus_label_class: the class of a label as the label rule knows
 * labels (ak_labelmap_guess's): 1 the positive one (spam in any case, 1,
 * +1, 1.0, 1,0, true in any case), 2 the negative one (ham in any case,
 * 0, -1 and -1.0 (scikit-learn's and LIBSVM's +-1 classes), 0.0, 0,0,
 * false in any case, a negated spam: not_spam, non-spam, notspam, not
 * spam), 0 none; 1,0 and 0,0 are pandas' float labels written with
 * decimal=','; Russian's спам (1) and не спам (2:
 * не_спам, не-спам, неспам), in lower case, a capital first or all
 * capitals (ak_corpus_label_ru, corpus-opt.c's: that class alone, or
 * 0) */
int ak_corpus_label_class(const char *s);
/* ak_labelmap_guess_col: ak_labelmap_guess_seen's map for label
 * (text.h) under a label column col (NULL: no name) that names the
 * negative class, its values' 1 or true ham (ham, legit, legitimate,
 * genuine, safe, a negated spam: not_spam, non-spam, notspam, 'not
 * spam'; case ignored, after 'is_', 'is-', 'is ' or 'is' before a
 * capital: is_ham, isLegit), pointing the other way: "1=ham,0=spam",
 * "1.0=ham,0.0=spam", "true=ham,false=spam" (pasting the usual 1=spam
 * would invert every label); any other name, or another label, the
 * usual guess.  buf: n bytes, 64 are enough.  Returns buf.  No errors. */
/* ak_corpus_flag_name: 1 for a flag column's name, no label's value:
 * 'is_', 'is-', 'is ' or 'is' before a capital, then spam or a name of
 * ham (is_spam, isHam, is_legit); else 0 */
int ak_corpus_flag_name(const char *s);
const char *ak_labelmap_guess_col(const char *label, const char *col,
    unsigned seen, char *buf, size_t n);
int ak_corpus_label_ru(const char *s);
/* ak_corpus_spill_name: 1 when a header's field s names no column: empty
 * (spam.csv's 'v1,v2,,,'), or pandas' name for an empty header cell,
 * "Unnamed: N" (N digits: the same file after read_csv and to_csv); the
 * fields under such names after the last text column are the text's
 * spill, joined back; else 0 */
int ak_corpus_spill_name(const char *s);

/* ak_corpus_label_other: 1 for a TAB file's label that is one word
 * (ak_corpus_tab_label's measure) and no label the label rule knows, nor
 * one with spaces around it, ASCII's or Unicode's (U+00A0, U+2000 to
 * U+200B, U+3000, the byte-order mark, ...): a first record so labelled
 * is held, the header when the second's label is one (ak_corpus_label_class):
 * is_spam<TAB>body over 1/0 rows */
int ak_corpus_label_other(const char *l);

/*
 * The columns of a header's file whose label is not read (after the
 * header, a label neither ham nor spam, or not in the map), by what the
 * record shows (ak_colsay: the header's choice):
 */
typedef struct ak_colsay {
	size_t lab, txt;	/* the label's and the text's columns */
	size_t hnf;		/* the header's fields */
	int pos;		/* 1 the label's column by place, 2 the
				   text's (ak_corpus_by_names *lpos) */
	char delim;		/* the file's */
	int plain;		/* read with --quoting none: columns read it
				   delimited, TAB named (--delimiter tab) */
	long hdrline;		/* the header's line */
	const char *lname;	/* the header's name of the label column */
	const ak_labelmap *map;	/* --label-map, or NULL */
} ak_colsay;
/*
 * ak_corpus_label_cols: a record (nf fields, field k at b + off[k]) whose
 * label (column s->lab) the options do not read: "WHERE: label '1'
 * (column 1) is neither ham nor spam, the record has 3 fields and the
 * header (line 1) 2, and column 2 holds '0': row names first, under a
 * header without a field for them (R's write.table)? read it with
 * [--delimiter tab ]--label-column 2 --text-column 3" (a whole number
 * first, a label next, one field more than the header; --delimiter tab
 * in a plain read of a TAB file); with the label
 * column taken by place, spam or ham in another column K: "WHERE: label
 * '0' (column 1, 'Message ID', taken for the labels by its place: ...)
 * is neither ham nor spam, and column K holds 'ham': [an index column
 * first (pandas' to_csv)? ]read it with --label-column K" (and
 * --text-column, "and --no-header ...", when the text too was taken by
 * place); else, a column with an id's name (ak_corpus_id_name) or a
 * value with no letter that no label rule reads (a date, a number but
 * 0/1), "WHERE: label '0' is neither ham nor spam: column
 * 1 ('id') was taken for the labels by its place, ...: name the labels'
 * column with --label-column NAME (no labels? --label-map '*=-')", never
 * a map of ids.  -1 then, else 0 (the caller's own error follows).
 */
int ak_corpus_label_cols(const char *b, const size_t *off, size_t nf,
    const ak_colsay *s, const char *where, ak_err *e);
/* ak_corpus_id_name: 1 when a header's field names ids or an index:
 * empty, pandas' 'Unnamed: N' ('Unnamed: N.M'), id, index, idx, #, row,
 * rowid (case ignored), or a name ending in '_id', ' id', '-id' or
 * 'Id'/'ID' (message_id, Message ID, messageId); not 'no' (a yes/no
 * file's first label); else 0 */
int ak_corpus_id_name(const char *f);

/* ak_corpus_known_label: 1 for the labels a corpus has without a map:
 * spam, ham, and '-' (unlabeled); else 0 */
int ak_corpus_known_label(const char *s);

/*
 * ak_corpus_tab_label: the rule for a label of TAB-separated input read
 * without a header, columns or a label map, whose labels may be any words
 * (the English corpus's "gcide"): a label is one word of at most 24
 * characters (UTF-8).  A negated spam with a space ('not spam', 'не спам')
 * is "WHERE: label 'не спам' is neither ham nor spam: name the labels
 * with --label-map спам=spam,'не спам'=ham"; any other one with a space,
 * or longer, is a message's text (the text in column 1,
 * or a file with another delimiter), and a label that is not spam, ham or
 * '-' beside a text that is spam or ham (case ignored) is the two columns
 * the wrong way round: errors (e, "WHERE: ...") naming the options that
 * read the file (plain: no --csv or --delimiter was given); a known label
 * with spaces around it ('spam ') is "WHERE: label 'spam ' has a space at
 * its end ..." (as ak_corpus_header_label says it); a label in double
 * quotes ('"ham"', read without quoting: plain) is a file with every
 * field quoted, "WHERE: label '"ham"' is in double quotes ... read it
 * with --quoting csv"; a whole number beside spam or ham with a field
 * after them (more: the record has a third) is pandas' index column
 * first, "... an index column first (pandas' to_csv)? read it with
 * [--delimiter tab ]--label-column 2 --text-column 3"; a whole number
 * with spam or ham in a field after the text (after, column nafter from
 * 1; NULL: none) is an index first and the label after the text
 * ("WHERE: label '0' (column 1) is neither ham nor spam, and column 3,
 * after the text, holds 'ham': an index column first (pandas' to_csv,
 * R's row names), the label after the text? read it with [--delimiter
 * tab ]--label-column 3 --text-column 2":
 * df[['text','label']].to_csv(sep='\t', header=False)).  seen: the
 * labels spam (1) and ham (2) read before, kept in the map named
 * (ak_labelmap_guess_seen).  0 or -1.
 */
int ak_corpus_tab_label(const char *label, const char *text, int more,
    const char *after, size_t nafter, int plain, unsigned seen,
    const char *where, ak_err *e);

/*
 * ak_corpus_split_hint (corpus-split.c): what one field s with no delimiter (delim, the
 * one read) probably is, as a hint to append to an error: a line of word
 * vectors (ak_vec_hinted: AK_VEC_HINT); a label or a
 * column's name (map's labels included) before a ',', ';', '|' or TAB
 * begins a record of a file with that delimiter (any word before a TAB;
 * ',' with given "--csv", a --delimiter overriding it: "read it without
 * --delimiter");
 * otherwise, in a plain read, a line of text without a label ("Ok, see
 * you" is no "Ok" label).  given: the quoting's option (text.h
 * quoting_opt), named in "without --csv"; openq: the line before opened
 * a quoted field it did not close, which this line goes on (a TSV that
 * pandas' to_csv or csv.writer quoted): the hint names --quoting csv, as
 * it does for a field s that opens a quote it does not close (a label
 * last: the text's first line);
 * first: s is the first record, where a line of column names in any
 * language separated by a delimiter ('Kategorie;Nachricht': two or more
 * fields of 1 to 32 bytes, no space at their ends, at most two inside)
 * is a header of a file with that delimiter.  A static string, never
 * NULL.
 */
const char *ak_corpus_split_hint(const char *s, char delim, int plain,
    const char *given, int openq, int first,
    const ak_labelmap *map);
/* ak_corpus_broken_hint (corpus-split.c): the hint of a record of one
 * field (hint: ak_corpus_split_hint's, through corpus-foreign.h's) made
 * that of a text broken over lines when after (a labelled message was
 * read before it) and hint is the generic "text without labels? read it
 * with --unlabeled", which is wrong there (--unlabeled would send the
 * file back): " (after labelled lines: a text broken over lines, a
 * newline inside it unquoted, ...? join such lines to the line before:
 * awk 'index($0, "\t") && NR > 1 { ... }' FILE > F.txt; or write the
 * texts quoted ("...") and read them with --quoting csv)" (", as this
 * read reads them" with another delimiter; zcat for a gzip file;
 * name the file's, "FILE" for standard input); else hint.  A static
 * buffer, overwritten by the next call. */
const char *ak_corpus_broken_hint(const char *hint, char delim, int after,
    const char *name);
/* ak_corpus_without (corpus-label.c): ", or without --csv" when given
 * (the quoting's option) is --csv or --quoting csv, else "": a read the
 * columns or --delimiter implied is not undone by leaving out an option
 * never given.  A static buffer, overwritten by the next call. */
const char *ak_corpus_without(const char *given);

/*
 * The second line's rule for a first record that the header rule takes
 * for a header by its names (its label or text a column's name) though
 * its label l1 would read as a label: ak_corpus_header_held says whether
 * l1 reads as one (spam, ham or '-'; with a map, one the map reads,
 * '*' included), and then the record is held until the second record's
 * label l2 (NULL: there is none) decides, ak_corpus_header_second:
 *   AK_HDR_YES  l1 and l2 are labels of different kinds (spam, ham or '-'
 *     as they are; a label of the map; any other): l1 names the column of
 *     l2's kind ("spam" over 0/1 labels, Kaggle's emails.csv "text,spam");
 *   AK_HDR_NO   no second record (a header with no row reads nothing, the
 *     record is one message), or l1 reads as ham or '-': no corpus names
 *     its label column after the negative class;
 *   AK_HDR_SAID l1 reads as spam above labels of its own kind
 *     ("spam,text" then "spam,x"): a column named after the class, or a
 *     message "text" labelled spam; read as the header, and said with the
 *     option that reads it as a message (--no-header).
 * No errors.
 */
enum { AK_HDR_NO, AK_HDR_YES, AK_HDR_SAID };
int ak_corpus_header_held(const char *l1, const ak_labelmap *map);

/*
 * ak_corpus_star_only: 1 when the first record's label l is taken only by
 * the label map's '*' (any label but spam, ham and -): the user said every
 * label is one, so the record is a header only when its fields name
 * columns (v1,v2), not because its label is unknown ('0,see you later'
 * under 1=spam,*=ham is a message); *listed gets 1 when l is one of the
 * map's FROM labels.  map may be NULL (then 0).
 */
int ak_corpus_star_only(const ak_labelmap *map, const char *l, int *listed);
int ak_corpus_header_second(const char *l1, const char *l2,
    const ak_labelmap *map);

/*
 * ak_corpus_jsonl: the messages of r's JSON Lines (text.h
 * AK_QUOTING_JSONL) passed to fn; *nmsg counts them.  Errors, each
 * "FILE:LINE: ...": not JSON (jansson's message and column), not an
 * object, a field missing (the fields there named, and the option that
 * names the right one), a text that is not a string, a label that is not
 * a string, a whole number or a boolean, a label neither ham nor spam
 * without a map (the map guessed, ak_labelmap_guess_col), a label not
 * in the map, a missing value made text ('None': corpus-sheet.h
 * ak_sheet_missing_label); fn's.  A text that is a spreadsheet's error
 * value whole ('#N/A') is skipped and said (corpus-sheet.h ak_sheet_text,
 * ak_sheet_said), refused when no message is left (ak_sheet_none).  0
 * or -1.
 */
int ak_corpus_jsonl(ak_reader *r, struct ak_conv *cv, const ak_corpus_opt *o,
    ak_msg_fn fn, void *ctx, size_t *nmsg, ak_err *e);

/*
 * ak_corpus_json_refuse: a corpus line (n bytes, UTF-8) read in another
 * layout that is JSON: a whole JSON object or array, or a line that is
 * "{" or "[" alone (a document written with indents): -1 with "WHERE:
 * JSON Lines (...): read it with --jsonl ..." in e (an array or a
 * document: how to make JSON Lines of it); else 0.
 */
int ak_corpus_json_refuse(const char *line, size_t n, const char *where,
    ak_err *e);

/*
 * ak_corpus_header_label: the error of a label that is neither ham nor
 * spam in a file read with a header (hdr its first bytes, on line
 * hdrline): again, the record's first bytes written as hdr is, equal to
 * hdr is a second header ("WHERE: a second header ('HDR', as line N's):
 * files concatenated? ..."); a known label with spaces around it is
 * "WHERE: label 'spam ' has a space at its end ('spam' with spaces around
 * it ...): remove them from the file's labels, or map it with --label-map
 * 'spam =spam,spam=spam,ham=ham'" ("at its start", "around it"; spam and
 * ham kept, as a map without '*' reads only the labels it lists); a
 * label with a space, or long, is text in the label column
 * (--label-column and --text-column); a label of its own after spam or
 * ham (seen) that the guess has no map for is a class of its own beside
 * them, the header right: "WHERE: label 'Smishing' is neither ham nor
 * spam, a class of its own beside spam and ham: map it to one of them, or
 * to none: --label-map 'Smishing=spam,spam=spam,ham=ham' ('Smishing=-'
 * for no label)"; else the --label-map its labels want
 * (ak_labelmap_guess_col under the label column's name lname, NULL when
 * none: 1=ham,0=spam under 'is_ham'; seen the labels spam (1) and ham (2)
 * read before; how's AK_HL_PLAIN, a plain read: or --unlabeled); with
 * how's AK_HL_GIVEN (--label-column given) a label of at most 24
 * characters with a space is a label to map, both ways named: "WHERE:
 * label 'Phishing Email' (the column --label-column names) is neither
 * ham nor spam: name the labels with --label-map 'Phishing
 * Email=spam,*=ham' if it is the spam, 'Phishing Email=ham,*=spam' if
 * the ham (...)".  Returns -1.
 */
enum { AK_HL_PLAIN = 1, AK_HL_GIVEN = 2 };
int ak_corpus_header_label(const char *label, const char *lname,
    const char *where, const char *hdr, const char *again, long hdrline,
    int how, unsigned seen, ak_err *e);

#endif
