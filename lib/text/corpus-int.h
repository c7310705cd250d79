/*
 * corpus-int.h — the corpus reader's internals (text.h), shared by its
 * rooms: corpus.c (the reader), corpus-opt.c (its options) and
 * corpus-label.c (its rules for labels and column names).  Not for
 * other modules.
 */
#ifndef AK_CORPUS_INT_H
#define AK_CORPUS_INT_H

#include <stddef.h>

#include "io.h"
#include "util.h"
#include "text.h"

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

/* ak_corpus_known_label: 1 for the labels a corpus has without a map:
 * spam, ham, and '-' (unlabeled); else 0 */
int ak_corpus_known_label(const char *s);

/*
 * ak_corpus_tab_label: the rule for a label of TAB-separated input read
 * without a header, columns or a label map, whose labels may be any words
 * (the English corpus's "gcide"): a label is one word of at most 24 bytes.
 * One with a space, or longer, is a message's text (the text in column 1,
 * or a file with another delimiter), and a label that is not spam, ham or
 * '-' beside a text that is spam or ham (case ignored) is the two columns
 * the wrong way round: errors (e, "WHERE: ...") naming the options that
 * read the file (plain: no --csv or --delimiter was given).  0 or -1.
 */
int ak_corpus_tab_label(const char *label, const char *text, int plain,
    const char *where, ak_err *e);

/*
 * ak_corpus_split_hint: what one field s with no delimiter (delim, the
 * one read) probably is, as a hint to append to an error: a label or a
 * column's name (map's labels included) before a ',', ';', '|' or TAB
 * begins a record of a file with that delimiter (any word before a TAB);
 * otherwise, in a plain read, a line of text without a label ("Ok, see
 * you" is no "Ok" label).  A static string, never NULL.
 */
const char *ak_corpus_split_hint(const char *s, char delim, int plain,
    const ak_labelmap *map);

/*
 * ak_corpus_next_line: the reader's next line in UTF-8: converted from
 * cv's encoding (cv not NULL), else checked, the error naming the
 * encoding its bytes suggest.  ak_reader_next's return (1, 0, -1).
 */
struct ak_conv;
int ak_corpus_next_line(ak_reader *r, struct ak_conv *cv, ak_err *e);

/*
 * ak_corpus_jsonl: the messages of r's JSON Lines (text.h
 * AK_QUOTING_JSONL) passed to fn; *nmsg counts them.  Errors, each
 * "FILE:LINE: ...": not JSON (jansson's message and column), not an
 * object, a field missing (the fields there named, and the option that
 * names the right one), a text that is not a string, a label that is not
 * a string, a whole number or a boolean, a label neither ham nor spam
 * without a map (the map guessed, ak_labelmap_guess), a label not in
 * the map; fn's.  0 or -1.
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

#endif
