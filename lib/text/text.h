/*
 * text.h — the labelled SMS corpus: reading messages (`label<TAB>text`)
 * with or without CSV quoting, and the tokenizer of the lesson's pipeline
 * (lesson, "Карта внимания на реальном тексте").
 *
 * Tokens are the maximal runs of ASCII letters [A-Za-z], lowercased: every
 * other byte (digits, punctuation, space, UTF-8 multibyte sequences) is a
 * separator.  So "MobileUpd8" gives "mobileupd" and "call2optout" gives
 * "call", "optout".  There is no length limit on a token.
 */
#ifndef AK_TEXT_H
#define AK_TEXT_H

#include <stddef.h>

#include "io.h"
#include "util.h"
#include "utok.h"

/*
 * How a corpus line is split into label and text (the reader is
 * lib/text/corpus.c).
 *   AK_QUOTING_NONE: one message per line; the label is everything before
 *     the first TAB, the text everything after it (the UCI file format).
 *     An empty line is no message and skipped, as in CSV mode; a
 *     non-empty line without TAB is an error.
 *   AK_QUOTING_CSV:  libcsv with TAB as delimiter and '"' as quote: a field
 *     that begins with '"' is quoted and may span lines ("" is a literal
 *     quote); a '"' elsewhere is an ordinary byte.  Fields are not trimmed.
 *     Fields after the second are appended to the text, TAB-separated.
 *     This is how the lesson's 5,569 messages arise from the 5,574 lines.
 */
typedef enum { AK_QUOTING_NONE, AK_QUOTING_CSV, AK_QUOTING_COMMA,
	AK_QUOTING_JSONL } ak_quoting;
/*
 *   AK_QUOTING_JSONL: JSON Lines (jsonlines.org; pandas' to_json(lines=
 *     True), Hugging Face datasets' to_json): one JSON object a line
 *     (RFC 8259, parsed by jansson: a key twice, a NUL in a string or
 *     anything after the object is an error), its text and label fields
 *     by name (text_column, label_column; by default the one key of each
 *     kind: text, message, sms, ... and label, class, v1, ...: corpus-
 *     label.c), a label a string, a whole number or true/false (then
 *     read as its text: 1, true), mapped by label_map; blank lines
 *     skipped (lib/text/corpus-json.c).  A file read in another layout
 *     whose first line is a JSON object or array is refused naming
 *     --jsonl.
 *   AK_QUOTING_COMMA: delimited files as distributed (spam.csv: `label,text`
 *     with a header `v1,v2,,,` and empty trailing columns; sms-vocab --csv,
 *     --delimiter): libcsv as in AK_QUOTING_CSV with delim (',' unless set)
 *     as delimiter.  After the text column, when it is the last column,
 *     empty trailing fields are dropped and the others joined back to the
 *     text with the delimiters that split them ("a,b,,c,," -> text
 *     "b,,c"; an unquoted comma of spam.csv splits a message).
 *
 * In every labelled mode a record is a list of fields (plain: split at
 * TABs) and:
 *   columns: the label is field label_column, the text field text_column
 *     (text.h's ak_corpus_opt; by a header name or a number from 1); by
 *     default the label is column 1 and the text the first other column,
 *     and in the TAB modes the fields after it are joined with TABs (the
 *     text is everything after the first TAB).
 *   the header: the first record is the header, and skipped, when a
 *     column is given by name; else, in AK_QUOTING_COMMA or with a column
 *     or label_map given (strict), when its label is not "spam", "ham",
 *     "-" or a label named in label_map ('*' does not count), or when its
 *     text is a text column's name (v2, message, messages, text, sms, msg;
 *     case ignored); in the TAB modes without them, whose labels may be
 *     any words (the English corpus's "gcide"), when its label or its
 *     text is a column's name: a label column's (v1, class, label,
 *     category, type, target) or a text column's, either way round
 *     ("message<TAB>class").  A header with no column given chooses the
 *     columns by these names.  A first record taken for a header by its
 *     names whose label would read as a label (spam, ham, '-', mapped) is
 *     held, and the second record decides (corpus-int.h
 *     ak_corpus_header_second): a label of another kind below it makes it
 *     the header; none, or a label that reads as ham or '-', a message;
 *     spam above labels of its kind ("spam,text" then "spam,x") the
 *     header, said through note with --no-header.  Any other decision
 *     of the rule is said through note with the option that reads the
 *     record the other way (--no-header, --header) unless its label and
 *     text fields both name columns (a header) or neither does (a
 *     message): corpus-int.h ak_corpus_hdr_doubt.  header 1 (--header)
 *     or -1 (--no-header) decides instead of the rule.  After a header (every mode) and in strict
 *     mode, a label that is neither ham, spam nor mapped is an error (the
 *     header may have been a message):
 *     "FILE:LINE: label 'x' is neither ham nor spam, and line 1 ('v1,v2')
 *     was read as the header: name the labels with --label-map ...".
 *   labels: with label_map, a label is replaced by its entry, and one
 *     with no entry (and no '*' entry) is an error naming the line.  In
 *     the TAB modes without a header, columns or label_map, a label is
 *     one word of at most 24 bytes: a label with a space or longer is
 *     "FILE:LINE: label 'Win cash now' has a space: it looks like text
 *     (the text in column 1? --delimiter tab --label-column 2
 *     --text-column 1; another delimiter? --delimiter; other labels?
 *     --label-map; no labels? --unlabeled)", and a label other than spam,
 *     ham or '-' whose text is spam or ham (case ignored) is "FILE:LINE:
 *     label 'Ok' beside the text 'spam': the columns the other way
 *     round? ...".  Other one-word labels are labels (ak_vocabrun_labels
 *     notes them).
 * A record of one field: "no TAB between label and text" (comma, ';' ...)
 * with the option that reads it: "--csv" when a short word comes before a
 * comma, "--delimiter ';'" or "--delimiter '|'" likewise, "--unlabeled"
 * for a line of text.
 */
/*
 * How a corpus is read (sms-vocab --quoting, --csv, --unlabeled,
 * --encoding, --delimiter, --text-column, --label-column, --label-map;
 * attn-train --predict).
 *   quoting:   as above.
 *   unlabeled: every non-empty line is the text of one message, TABs and
 *     a leading '#' included ("#win a prize"), but for the tools'
 *     provenance line (io.h ak_is_provenance); the label passed on is
 *     "-".  A CR inside the line that more of it follows is refused
 *     (ak_cr_inside: lines that end in CR alone).  Without all_text a
 *     first line of column names ('text', ',text') is the header, no
 *     message, and a file whose first lines are no messages (a labelled
 *     file, word vectors, a count file: corpus-int.h) is refused.  With
 *     AK_QUOTING_NONE, JSONL (its text field), or a delimited read
 *     (AK_QUOTING_CSV, AK_QUOTING_COMMA: each record a message, its one
 *     field or text_column's; corpus-rd.h ak_rd_unl_record); never with
 *     label_column or label_map.
 *   encoding:  NULL for UTF-8 (checked: "FILE:LINE: invalid UTF-8 at byte
 *     N (a Windows file? read it with --encoding cp1252)", the encoding
 *     named the one ak_conv_guess finds for the line: cp866, cp1251 or
 *     koi8-r for Cyrillic, a list, cp1252; the line's own fix in a file
 *     whose earlier lines were UTF-8), "UTF-8" itself (any case), or an
 *     iconv(3)
 *     name ("cp1252", "latin1"): each line is converted to UTF-8 before
 *     anything else (conv.h); a byte with no character is "FILE:LINE: byte
 *     0x81 at byte N cannot be converted from cp1252 to UTF-8".
 *   delim:     AK_QUOTING_COMMA's delimiter (ak_delim_parse), 0 for ','.
 *   text_column, label_column: NULL (the defaults above), a number from 1
 *     ("2") or a name of the header ("message"; exact, else case ignored).
 *   label_map: NULL, or the labels' replacements (ak_labelmap_parse).
 */
typedef struct ak_corpus_opt {
	ak_quoting quoting;
	int unlabeled;
	int all_text;		/* with unlabeled: every line is text, also
				   one that starts or ends with a label and
				   a delimiter, and line 1 of column names
				   (corpus-unl.h ak_unl_scan: the rules not
				   applied; not guessed) */
	const char *encoding;
	unsigned tokenizer;	/* AK_TOK_* flags for ak_tokenize_opt (0: ASCII) */
	char delim;
	const char *text_column, *label_column;
	const struct ak_labelmap *label_map;
	int header;		/* 0 the header rule, 1 --header, -1 --no-header */
	const char *quoting_opt;	/* the option that set quoting ("--csv",
				   "--quoting csv", ...), NULL when none did
				   (columns or --delimiter imply a delimited
				   read): hints say "without --csv" only
				   when it was given */
	/* note: called (may be NULL) with a decision the reader made that
	 * may be wrong, "FILE:LINE: ... read it with --no-header", for the
	 * tool to say on stderr; note_ctx is passed back */
	void (*note)(void *note_ctx, const char *msg);
	void *note_ctx;
	/* was: NULL, or the id the file had when an earlier read of it
	 * began (io.h ak_file_id_of): the read refuses another version
	 * ("changed while it was read") at its open */
	const struct ak_file_id *was;
} ak_corpus_opt;

/*
 * The label map (--label-map 1=spam,0=ham,*=ham): n pairs FROM=TO, any
 * strings without ',' (FROM without '='), and dflt, the label of every
 * other label ('*'), or NULL.
 */
typedef struct ak_labelmap {
	size_t n;
	char **from, **to;
	const char *dflt;
	char *mem;		/* the parsed copy of the option */
} ak_labelmap;

/*
 * ak_labelmap_parse: m from s.  Errors (usage errors): "--label-map: 'X'
 * is not FROM=TO (e.g. 1=spam,0=ham,*=ham)" (an item without '=', with an
 * empty TO, an empty item), "'1' given twice", a control character in a
 * label, a label to read other than spam, ham or - ("'1=Spam': the label
 * to read is spam, ham or - (no label); in lower case: 1=spam").  An
 * empty FROM ('=-', '=ham') is the empty label, a missing value (pandas'
 * NaN).  Returns 0, or -1 (nothing left allocated).
 * ak_labelmap_get: the label of `label`, or NULL when m has no entry for
 * it and no '*'; '*' does not take spam, ham and - (they stay themselves
 * unless listed), nor the empty label (only '=TO' does); a map of the
 * empty label alone ('=-') keeps spam, ham and - too; *listed (may be NULL) gets 1 when label is a FROM (not
 * only '*').  ak_labelmap_free: release m.
 */
int ak_labelmap_parse(ak_labelmap *m, const char *s, ak_err *e);
const char *ak_labelmap_get(const ak_labelmap *m, const char *label,
    int *listed);
void ak_labelmap_free(ak_labelmap *m);

/*
 * ak_labelmap_guess: the --label-map most likely meant for a corpus whose
 * label `label` is neither ham nor spam, written into buf (n bytes, 32
 * are enough): "1=spam,0=ham" for 0 or 1 (1 the positive class, as
 * scikit-learn and pandas users write spam), "1=spam,-1=ham" for -1
 * ("+1=spam,-1=ham" for +1: scikit-learn's and LIBSVM's +-1 classes;
 * "1.0=spam,-1.0=ham" for -1.0, pandas' float column of them),
 * "1.0=spam,0.0=ham" for
 * 1.0 or 0.0 (pandas' float column: ints with a NaN), "true=spam,false=ham" for
 * true or false (JSON's booleans; pandas' True/False in their case, as
 * ham and spam below), "Ham=ham,Spam=spam" for ham
 * or spam in another case (the label as it is, the other one guessed in
 * its case: all capitals, a capital first, else lowercase),
 * "spam=spam,not_spam=ham" for a negated spam ("not_spam", "non-spam",
 * "notspam", "not spam": "not" or "non", then '_', '-', a space or
 * nothing, then spam in any case; the label as it is), Russian's
 * "спам=spam,'не спам'=ham" for спам or не спам (не_спам, неспам; as in
 * corpus-int.h ak_corpus_label_class), a label with a space in single
 * quotes in its entry (the map one shell word as printed), else the generic
 * "SPAMLABEL=spam,HAMLABEL=ham" (the message names the label).  Labels
 * are matched exactly everywhere (the header rule, sms-vocab -t's lines,
 * attn-train's training), so that "Ham" is named, not taken for ham.
 * Returns buf.  No errors.
 */
const char *ak_labelmap_guess(const char *label, char *buf, size_t n);

/*
 * ak_labelmap_guess_seen: ak_labelmap_guess's map for label, with the
 * entries the labels spam and ham need to stay themselves (a map without
 * '*' reads only the labels it lists) where the file holds them: seen's
 * bit 1 spam, bit 2 ham (the labels read before this one), and both for
 * ham or spam in another case, the rest of the file unread; for those
 * each class in the label's spelling, a capital first and all capitals
 * too, as a column typed by hand or merged holds them ('Ham' on line 2:
 * "Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham"; an entry the
 * file lacks reads nothing), none
 * already in the map; so that the map named, followed, reads the file
 * (a reader that has read the whole file: ak_labelmap_keep_own).  Not for the generic
 * guess.  buf: n bytes, 64 are enough.  Returns buf.  No errors.
 */
const char *ak_labelmap_guess_seen(const char *label, unsigned seen,
    char *buf, size_t n);

/* ak_labelmap_keep_own: the map in buf (n bytes) given the entries
 * spam=spam (seen's bit 1) and ham=ham (bit 2) it lacks, where they fit
 * whole.  No errors. */
void ak_labelmap_keep_own(char *buf, size_t n, unsigned seen);

/*
 * ak_delim_parse: --delimiter's value: ",", ";", "|", or a TAB ("tab",
 * "\\t" or the character).  Returns 0, or -1 with "--delimiter: 'X' is
 * not ',', ';', '|' or tab".
 */
int ak_delim_parse(const char *s, char *delim, ak_err *e);

/*
 * ak_corpus_opt_check: the combinations of o that can be refused before
 * reading (the tools' usage errors): unlabeled with quoting, columns, a
 * label map or header set; a column "0" or empty; the same column for
 * label and text; header -1 (--no-header) with a column given by name.
 * ak_corpus_read_opt checks the same.  Returns 0 or -1.
 */
int ak_corpus_opt_check(const ak_corpus_opt *o, ak_err *e);

/*
 * ak_msg_fn: called once per message, in corpus order.  label and text are
 * NUL-terminated (text has textlen bytes; in CSV mode it may contain
 * newlines and TABs); where is "FILE:LINE" of the line the message starts
 * on.  Return 0 to go on, or -1 with a message in e to stop the reading.
 */
typedef int (*ak_msg_fn)(void *ctx, const char *label, const char *text,
    size_t textlen, const char *where, ak_err *e);

/*
 * ak_corpus_read: read every message of the corpus file `path` ("-" =
 * standard input) and pass it to fn.  A line that begins with '#' outside a
 * quoted field is a comment and skipped in a labelled corpus (unlabeled:
 * text, above) (docs/DESIGN.md: the provenance line of
 * a tokenized corpus), so `sms-vocab -t` output can be read again; once
 * the first record has put the label in another column than the first
 * (text,label) it is a record (corpus-int.h ak_corpus_hash_record).
 * Lines as in io.h (CRLF, last line without newline, no length limit);
 * input must be valid UTF-8.
 * Errors ("FILE:LINE: ..."): missing file, NUL byte, invalid UTF-8, a
 * record without TAB, an empty label (a missing value: --label-map '=-'
 * reads it) or one with a control character (a quoted newline or TAB in
 * CSV), an unterminated quoted field (CSV), R's backslash-escaped quotes
 * (corpus-int.h ak_corpus_csv_feed),
 * a first line that is the header of another attnkit file ("not a corpus
 * (header 'word count docs', a vocabulary, ...)", ak_table_guess), or
 * whatever fn reports.  *nmsg gets the number of messages read.
 * Returns 0 or -1.
 */
int ak_corpus_read(const char *path, ak_quoting q, ak_msg_fn fn, void *ctx,
    size_t *nmsg, ak_err *e);

/*
 * ak_corpus_read_opt: ak_corpus_read with the options of ak_corpus_opt
 * (ak_corpus_read is this with only the quoting set).  where passed to fn
 * is always "FILE:LINE" with LINE the file's line the message starts on.
 * More errors: an unknown or non-line-based encoding ("--encoding: ..."),
 * those of ak_corpus_opt_check; a column name not in the header; a record
 * without the column; an unmapped label.  Returns 0 or -1.
 */
int ak_corpus_read_opt(const char *path, const ak_corpus_opt *o, ak_msg_fn fn,
    void *ctx, size_t *nmsg, ak_err *e);

/*
 * ak_tokenize: write the tokens of s[0..n) into out, lowercased and
 * separated by single spaces, NUL-terminated (no leading or trailing
 * space).  out must have room for n + 1 bytes (the output is never longer
 * than the input).  Returns the number of tokens.
 */
size_t ak_tokenize(char *out, const char *s, size_t n);

/*
 * Tokenizer variants: the flags AK_TOK_* of ak_tokenize_opt (sms-vocab
 * --tokenizer) are defined and described in utok.h.
 */

/*
 * ak_tokenize_opt: ak_tokenize with the variants in flags (0 is
 * ak_tokenize).  Same contract: out has room for n + 1 bytes (no variant
 * but AK_TOK_UNICODE makes the output longer than the input: with it,
 * ak_tokenize_room(n, flags) bytes, utok.h), tokens separated by single
 * spaces, NUL-terminated; returns the number of tokens.
 */
size_t ak_tokenize_opt(char *out, const char *s, size_t n, unsigned flags);

/*
 * ak_tokenizer_parse: the flags named by s (sms-vocab --tokenizer): "auto"
 * (AK_TOK_AUTO, the tools' default), "ascii" (0), "lesson" (AK_TOK_LESSON)
 * or a comma-separated list of "html", "hyphen", "latin1", "unicode".
 * Returns 0, or -1 with
 * "--tokenizer: 'WORD' is not auto, ascii, lesson, html, hyphen, latin1 or
 * unicode" in e.
 */
int ak_tokenizer_parse(const char *s, unsigned *flags, ak_err *e);

/*
 * ak_tokenize_dup: the tokens of s[0..n) as ak_tokenize writes them, in a
 * new string the caller frees; *ntok (may be NULL) gets their number.  The
 * one tokenizer of typed text: attn-map --text / --kv-text and attn-train
 * --predict read a message exactly as sms-vocab -t does.  NULL and "out of
 * memory" in e on failure.
 */
char *ak_tokenize_dup(const char *s, size_t n, size_t *ntok, ak_err *e);

/*
 * ak_tokenize_dup_opt: the same under the tokenizer flags (a buffer of
 * ak_tokenize_room bytes): attn-map --text, attn-train --predict with
 * --tokenizer.  NULL and "out of memory" in e on failure.
 */
char *ak_tokenize_dup_opt(const char *s, size_t n, unsigned flags,
    size_t *ntok, ak_err *e);

/*
 * ak_tok_cut_unknown: whether the tokenizer flags cut a word of s[0..n)
 * (a word as AK_TOK_UNICODE finds it) at a letter of another script
 * (ak_utok_lost, utok.h) into pieces of which one is unknown, or into
 * none: "Робот" under ascii gives no token, "Straße" gives "stra" and "e".
 * known(piece, ctx) says whether the embeddings have a piece (as the
 * tokenizer writes it, NUL-terminated).  Returns 1 and that letter in ch
 * (UTF-8, NUL-terminated), else 0 and ch "" (always with AK_TOK_UNICODE,
 * and when a word's pieces are all known: "freeçcall" under ascii is free
 * and call).  The hint of attn-map --text and attn-train --predict
 * ("--tokenizer unicode keeps the letters of every script").  No errors:
 * memory that cannot be had gives 0 (a hint left out).
 */
int ak_tok_cut_unknown(const char *s, size_t n, unsigned flags,
    int (*known)(const char *w, void *ctx), void *ctx, char ch[5]);

/*
 * ak_tok_lost_hint: the hint for a letter ch (UTF-8: ak_utok_lost's, or
 * ak_tok_cut_unknown's) of another script that the tokenizer under flags
 * is not keeping, into buf (n bytes): "'Р' is not a letter to --tokenizer
 * ascii" ("to this --tokenizer" under other flags), ", " and
 * what when what is not NULL ("which split the words there"), then ":
 * --tokenizer unicode keeps the letters of every script".  The one
 * wording of attn-map --text and sms-vocab (vocabrun.h).  Returns buf.
 * No errors (cut at n - 1 bytes).
 */
const char *ak_tok_lost_hint(char *buf, size_t n, const char *ch,
    unsigned flags, const char *what);

/*
 * ak_token_next: iterate over space-separated tokens of a tokenized line:
 * on return *tok points at the next token in s (from *pos) and its length
 * is returned; 0 when there are no more.  Runs of spaces are skipped.
 */
size_t ak_token_next(const char *s, size_t *pos, const char **tok);


/*
 * ak_vec_line: what s[0..n) is as a line of word vectors in text (a space
 * at the end allowed): 1 word2vec's header "V d" (two whole numbers from 1,
 * *d = d); 2 a word and k >= 1 numbers (finite, decimal, as strtod reads
 * them; *d = k; *dec = 1 when one has a '.' or an exponent); 0 neither
 * (a TAB, two spaces, a word after the first field).  No errors.
 * AK_VEC_HINT: what the readers of a corpus or of tokens say of such a
 * line.  ak_vec_line_tab: the same with fields separated by TABs (a
 * headerless TSV of vectors, pandas' to_csv(sep='\t', header=False); no
 * header "V d": 2 or 0).
 */
int ak_vec_line(const char *s, size_t n, long *d, int *dec);
int ak_vec_line_tab(const char *s, size_t n, long *d, int *dec);
#define AK_VEC_HINT "word vectors (word2vec's or GloVe's text)? attn-map " \
    "and attn-train read them with -e, ppmi-svd with --load, and " \
    "sms-vocab -t keeps their words with -v"

/*
 * ak_vec_hinted: 1 when a line that is an error anyway (no TAB) gets
 * AK_VEC_HINT: a word2vec header, or a word and k >= 2 numbers one of
 * which is written as a float ("Call 0800 123" and "Total 2.50" are
 * text).  ak_vec_pair: what the first two lines of a file are, s1 and s2
 * (ak_vec_line): 1 word vectors, certain (a header "V d" over a word and
 * d numbers; two lines of a word and the same k >= 2 numbers, each with
 * one written as a float), 2 perhaps (the same with k = 1: GloVe at d = 1,
 * or two messages such as "Total 2.50"), 3 word vectors with fields
 * separated by TABs and no header, certain (ak_vec_line_tab: two lines of
 * a word and the same k >= 2 numbers, each with one written as a float;
 * a vocabulary's rows, whole numbers, are not), 0 not vectors.  No
 * errors.
 */
int ak_vec_hinted(const char *s, size_t n);
int ak_vec_pair(const char *s1, size_t n1, const char *s2, size_t n2);

/*
 * ak_json_shape: what JSON the line s[0..n) is, spaces and TABs around it
 * aside: AK_JSON_OBJECT (a whole object: a line of JSON Lines, as pandas
 * to_json(orient='records', lines=True) writes), AK_JSON_ARRAY (a whole
 * array on one line: to_json(orient='records')), AK_JSON_OPEN_OBJECT and
 * AK_JSON_OPEN_ARRAY ('{' or '[' alone: the first line of an indented
 * document or array), else AK_JSON_NONE (text that starts with a brace
 * but does not parse is text).  No errors.
 */
enum { AK_JSON_NONE, AK_JSON_OBJECT, AK_JSON_ARRAY, AK_JSON_OPEN_OBJECT,
    AK_JSON_OPEN_ARRAY };
int ak_json_shape(const char *s, size_t n);

/*
 * ak_cr_inside: the rule for a carriage return inside a line of text
 * (s[0..n), a line as io.h reads it: the CR before its newline dropped),
 * where no reading can make it a character of the text: a CR followed by
 * a byte other than CR ends a line of a file whose lines end in CR alone
 * (classic Mac), read as one line with the next.  Used where a line is
 * one record and a CR is no character of it (--unlabeled text, a CSV
 * record outside a quoted field, token lines).  -1 with "WHERE: a
 * carriage return inside the line ('WORD' follows it): lines that end in
 * CR alone (classic Mac)? convert them with tr '\r' '\n'" and, with also,
 * "; " and also in e; 0 when there is none (CRs at the line's end, which
 * end no line of text, are allowed).
 */
int ak_cr_inside(const char *s, size_t n, const char *where,
    const char *also, ak_err *e);

/*
 * ak_tokline: split one line of a tokenized corpus (`label<TAB>tok tok ...`,
 * attnkit(5), the output of `sms-vocab -t`) in place: *label and *tokens
 * point into line (tokens may be empty).  The one check every reader of that
 * format shares.  Returns 0, or -1 with "WHERE: no TAB between label and
 * tokens", "WHERE: more than one TAB (want label<TAB>tokens)" ("WHERE: a
 * count line (word<TAB>context<TAB>count, ...): ppmi-svd reads count files
 * with --from-counts" when the third field is a number; "WHERE: not token
 * lines (header 'word count docs', a vocabulary, ...): ppmi-svd and
 * sms-vocab -t take it with -v" when the line is another attnkit file's
 * header (two fields or more: 'param value' too), table.h ak_table_guess,
 * with the option that takes it, and "WHERE:
 * a vocabulary's row ..." for a word and two whole numbers) or, when the
 * tokens hold what a token line refuses (util.h ak_tok_refused: \v \f \r,
 * a Unicode space, raw text's ",;!?" or dots after a word; a token is
 * otherwise any bytes without whitespace), "WHERE: not a tokenized
 * corpus: 'now,' ends in ',' after a word, as raw text does (run sms-vocab
 * -t first)" ("holds the whitespace 0x0C (tokens are separated by single
 * spaces; ", the token shown with <0x0C>; "holds the space U+00A0 (tokens
 * are separated by ASCII spaces; ") in e, where WHERE is the caller's
 * "FILE:LINE".
 * A line without TAB that reads as vectors (ak_vec_hinted) adds AK_VEC_HINT
 * in parentheses.
 * A line of a word and numbers separated by TABs (ak_vec_line_tab: d >= 2
 * numbers, one written as a float): "WHERE: word vectors
 * separated by TABs without a header (a word and d numbers), not token
 * lines: give them the header word<TAB>d1 ... dd and read them as
 * embeddings (...)", before the count line's rule.
 * A line that ends in the tools' provenance line after other bytes (io.h
 * ak_is_provenance on its tail from a '#'): "WHERE: the line ends in
 * another file's first line ('# ...'): files joined with cat, the one
 * before it cut short inside its last line (no newline)? ...".
 * A carriage return inside the line is ak_cr_inside's error; a line that
 * starts with a byte-order mark (not line 1: files joined with cat) is
 * "WHERE: a byte-order mark (U+FEFF ...) starts the line, ...".
 * A line without TAB that is JSON (ak_json_shape) is a JSON corpus given
 * as tokens: "WHERE: JSON Lines (a JSON object a line), not token lines:
 * tokenize them first: sms-vocab --jsonl -t FILE > tokens.tsv", "WHERE: a
 * JSON array, not token lines: make JSON Lines of it and tokenize them:
 * jq -c '.[]' FILE | sms-vocab --jsonl -t > tokens.tsv" (an indented one
 * "a JSON array written over many lines"; an indented document: jq -c
 * '.').  A line without TAB that starts with fastText's '__label__X '
 * is "WHERE: no TAB between label and tokens: fastText's supervised format
 * ('__label__X' then the tokens[; several labels a line, of which the sed
 * keeps the first]), not token lines: make label<TAB>tokens of it: sed
 * '...' FILE > tokens.tsv"; one that starts with ham, spam or '-' and a
 * space "...: 'spam' then a space, a label where its TAB is a space (...):
 * make it a TAB: sed 's/ \{1,\}/\t/' FILE > tokens.tsv".  Else a line
 * without TAB with a ',', ';' or '|' against the field before it and no
 * space after it is a delimited file given as tokens: "WHERE: no TAB
 * between label and tokens (a CSV? the input is tokens: sms-vocab --csv -t
 * FILE > tokens.tsv first)" (FILE from WHERE).  Else an empty line is
 * "WHERE: an empty line, no label and no TAB (...): drop it: sed ...", a
 * line ak_tok_refused refuses raw text without labels ("...: text without
 * labels, not tokens? tokenize it: sms-vocab --unlabeled -t FILE >
 * tokens.tsv"), any other tokens without a label ("...: tokens without a
 * label, one sentence a line (gensim's LineSentence, word2vec's training
 * text)? give each line the label '-' (no label): sed 's/^/-\t/' FILE >
 * tokens.tsv, or tokenize it as text: sms-vocab --unlabeled -t FILE >
 * tokens.tsv"); ak_tokline_raw's caller (attn-train, which trains on the
 * labels) gets "; training needs each line labelled spam or ham, and
 * attn-train --load MODEL --predict --unlabeled scores text without
 * labels" after those two.  A line of three fields, a row number, a label
 * without spaces and tokens, is "WHERE: '0' before the label 'spam': a row
 * number, pandas' index column (...) or R's row names (...)? ... or drop
 * the column: sed 's/^[^\t]*\t//' FILE > tokens.tsv"; an empty field then
 * column names (ak_tokline_header) "WHERE: '<TAB>label<TAB>tokens', a
 * header after an empty field: pandas' index column ...: sed '1d;
 * s/^[^\t]*\t//' FILE > tokens.tsv"; a line that ends in TABs after its
 * tokens "WHERE: the line ends in a TAB after its tokens, an empty column
 * (...): drop it: sed 's/\t\{1,\}$//' FILE > tokens.tsv"; a byte-order
 * mark at line 1 (the reader dropped one: two) "WHERE: two byte-order
 * marks ... start the file, ...: remove one: sed '1s/^\xEF\xBB\xBF//'
 * FILE".  The seds are ak_sed_cmd's (zcat FILE | sed ... for a gzip
 * file).
 */
int ak_tokline(char *line, const char *where, char **label, char **tokens,
    ak_err *e);

/*
 * ak_tokline_raw: ak_tokline for a tool that also reads raw text another
 * way: raw (may be NULL) is added to the hints of the raw corpus given as
 * tokens (the CSV's, the not-tokenized one's) after "; ": attn-train's
 * training says "--predict reads raw text".
 */
int ak_tokline_raw(char *line, const char *where, const char *raw,
    char **label, char **tokens, ak_err *e);

/*
 * A letter of another script that looks like a Latin one (text-look.c):
 * its code point, the Latin letter, its Unicode name, its UTF-8 bytes.
 */
typedef struct ak_look {
	unsigned cp;
	char latin;
	const char *name;
	char ch[4];
} ak_look;

/*
 * ak_lookalike_read: the label l with its letters of Cyrillic or Greek
 * that look like Latin ones (а е о р с у х і ј ѕ ..., α ο ρ ν ..., upper
 * case too) read as those Latin letters, into latin (n bytes), the first
 * such letter into *first: 1 when l holds one and no other letter beyond
 * ASCII; else 0 (latin then undefined).  No errors.
 */
int ak_lookalike_read(const char *l, char *latin, size_t n, ak_look *first);

/*
 * ak_tokline_label_named: a token line's label (at where, of file, for
 * the sed) that is another program's spam or ham: fastText's
 * '__label__spam' before a TAB ("WHERE: label '__label__spam': fastText's
 * label prefix before the TAB (...): drop it: sed 's/^__label__//' FILE >
 * FILE.tsv"), or spam or ham (any case) typed with a look-alike letter
 * (ak_lookalike_read: "WHERE: label 'ѕpam' is 'spam' written with a letter
 * of another script: its 'ѕ' is U+0455 CYRILLIC SMALL LETTER DZE, not Latin
 * 's' (a keyboard layout switched?): retype it: sed 's/^ѕpam\t/spam\t/'
 * FILE > FILE.tsv"), or spam or ham with spaces around it, Unicode's
 * (U+00A0, U+202F, U+200B, U+2009, U+3000, U+FEFF) or ASCII's ("WHERE:
 * label 'spam ' is 'spam' with a space around it, U+00A0 NO-BREAK SPACE
 * (...): drop the spaces around the labels: sed ... FILE > FILE.tsv"):
 * -1 with that in e; else 0.  The seds are io.h ak_sed_cmd's.
 */
int ak_tokline_label_named(const char *where, const char *label,
    const char *file, ak_err *e);

/*
 * ak_tokline_label_error: the error for a token line whose label is
 * neither ham nor spam, for a tool that trains on labelled token lines,
 * into e; first: the line is the file's first (comments aside).  '-'
 * (sms-vocab --unlabeled's "no label"): "FILE:LINE: label '-' is
 * sms-vocab --unlabeled's (no label): training needs labelled token
 * lines ...", naming attn-train --predict --unlabeled, which scores
 * unlabelled text; a first line whose label or tokens field names a
 * column (the corpus header's names, ak_corpus_label_name, or
 * tokens/token): "FILE:N: 'LABEL\tTOKENS' is a header (column names),
 * not a token line: drop it (sed Nd FILE)", N = lineno; a spreadsheet's
 * error value ('#N/A': ak_sheet_error_line) named so, with the awk that
 * drops its lines; else the label with the
 * --label-map most likely meant (ak_labelmap_guess_seen with seen, the
 * labels of the lines before: bit 1 spam, bit 2 ham, kept as themselves
 * by the map, '1' after spam lines "1=spam,0=ham,spam=spam"; for ham or
 * spam in another case the map keeps spam=spam,ham=ham whatever seen,
 * as a corpus typed by hand holds both spellings) for sms-vocab -t.
 * Returns -1.
 */
int ak_tokline_label_error(const char *where, const char *label,
    const char *tokens, int first, unsigned seen, const char *file,
    long lineno, ak_err *e);

/*
 * One message of a tokenized corpus kept with its place in the file
 * (attn-map's --line, --kv-line, --batch).
 */
typedef struct ak_tokmsg {
	char *text;		/* the tokens field (a copy) */
	char where[256];	/* "NAME:LINE" for messages */
	char label[48];		/* its label field (cut at 47 bytes: for
				   ak_tokline_header's look at line 1) */
	long lineno;		/* the file's line, comments counted */
} ak_tokmsg;

/* ak_sheet_error_line: line s[0..n) starts with a spreadsheet's error
 * value followed by delim: a record whose label is the error, not a
 * comment (corpus-sheet.c; the corpus reader's comments and
 * ak_tokline_skip's).  The error values, as Excel, LibreOffice and Google Sheets
 * export a formula that failed: '#', then 1 to 23 bytes of capitals,
 * digits, '_', '/' and non-ASCII bytes (the letters of other languages:
 * #WERT!, #¡VALOR!, #ЗНАЧ!) holding a '/' or ending in '!' or '?' (#N/A,
 * #DIV/0!, #NAME?), or German's #NV, or #GETTING_DATA; or LibreOffice's
 * Err: and three digits (Err:502).  A commented-out record ('#spam', '#
 * a note') is none.  1 or 0. */
int ak_sheet_error_line(const char *s, size_t n, char delim);
/* ak_sheet_missing: s is a missing value as its writers spell it made
 * text, where a label belongs: nan (pandas' astype(str) of NaN), NaN,
 * NAN, NA (R's write.csv), <NA> (pandas' pd.NA), None (Python's
 * str(None)), null, NULL, Null, N/A, n/a, \N (a database dump's NULL):
 * who writes it ("R's missing value, ..."), or NULL (corpus-sheet.c; the
 * corpus reader's refusal, ak_vocabrun_labels's note).  No errors. */
const char *ak_sheet_missing(const char *s);

/*
 * ak_tokline_skip: the token-line readers' look at r's line before
 * ak_tokline: 1 for a comment ('#' first: skipped; not a spreadsheet's
 * error value and a TAB, '#N/A<TAB>...', a line whose label the reader
 * refuses, ak_tokline_label_error), its text copied into
 * prov (cap bytes, "" to begin) when it is line 1 and the provenance line
 * the tools write; else 0, or -1 when first (the first line that is no
 * comment) and prov is another tool's than sms-vocab (whose -t writes
 * token lines) and the line is no header ak_table_guess knows (those
 * ak_tokline names): "FILE:1: a file attn-map wrote (its first line
 * '# attn-map ...'), not token lines (want label<TAB>tokens, sms-vocab
 * -t's)" in e (ppmi-svd --count's line: ": a count file: ppmi-svd reads
 * count files with --from-counts" after it).
 */
int ak_tokline_skip(const ak_reader *r, char *prov, size_t cap, int first,
    ak_err *e);

/*
 * ak_tokline_header: the token-line readers' look at a file's first data
 * line (comments aside), split by ak_tokline into label and tokens: -1
 * with "WHERE: 'LABEL\tTOKENS' is a header (column names), not a token
 * line: drop it (sed Nd FILE)" in e (N = lineno) when it is column names
 * (pandas' to_csv of a tokens frame: 'label<TAB>text'): a label that is
 * none the tools write (ham, spam, '-') and that names a label column
 * (corpus-int.h ak_corpus_label_name: label, class, v1, ...), or whose
 * tokens field is a text column's name (ak_corpus_text_name: text,
 * message, v2, ...) or tokens/token, alone; else 0.  attn-train's reader
 * says the same (ak_tokline_label_error); in corpus-label.c, beside it.
 */
int ak_tokline_header(const char *where, const char *label,
    const char *tokens, const char *file, long lineno, ak_err *e);

/*
 * ak_tokmsgs_read: the data lines of a tokenized corpus (ak_tokline's
 * checks): all (upto = 0), those up to the file's line upto (a "line N" is
 * the file's line, attnkit(5)), or (upto < 0) the first one; comment lines
 * are skipped.  *nl gets their number (0 only when upto > 0 and the lines
 * up to it are comments).  Errors: the reader's, "NAME: empty input: no
 * token lines", "NAME: only N lines, line M asked for".  Free with
 * ak_tokmsgs_free.  NULL on error.
 */
ak_tokmsg *ak_tokmsgs_read(const char *path, long upto, size_t *nl,
    ak_err *e);

/*
 * ak_tokmsgs_find: the message on the file's line n, or NULL with
 * "WHAT N: the file's line N is a comment, not a token line" in e.
 */
const ak_tokmsg *ak_tokmsgs_find(const ak_tokmsg *L, size_t nl, long n,
    const char *what, ak_err *e);

/* ak_tokmsgs_free: the n messages and the array. */
void ak_tokmsgs_free(ak_tokmsg *L, size_t n);

#endif
