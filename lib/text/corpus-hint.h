/*
 * corpus-hint.h — the corpus reader's rules that name a label or a
 * layout a user brought wrong (corpus-hint.c): labels measured in
 * characters, a label written with a letter of another script, a label
 * the map does not read, the columns the other way round, a decimal
 * comma.  Internal to the corpus reader
 * (corpus-int.h includes it).  Not for other modules.
 */
#ifndef AK_CORPUS_HINT_H
#define AK_CORPUS_HINT_H

#include <stddef.h>

#include "util.h"
#include "text.h"

/* AK_LABEL_MAX: the longest label, in characters (UTF-8): one word of
 * any script; a longer field in the label column is text.  --unlabeled's
 * label rule (corpus-unl.c) measures the same way. */
#define AK_LABEL_MAX 24

/* (ak_corpus_nchars and ak_corpus_cut are corpus-opt.c's, below the
 * rules of labels that use them.)
 * ak_corpus_nchars: the characters of the UTF-8 string s (its bytes that
 * start a character: not 10xxxxxx).  No errors. */
size_t ak_corpus_nchars(const char *s);

/* ak_corpus_cut: s's first nch characters (whole UTF-8 sequences) into
 * buf (n bytes), "..." after them when s is longer; returns buf.  For
 * showing a label or a field in a message without cutting a character. */
const char *ak_corpus_cut(const char *s, size_t nch, char *buf, size_t n);

/* ak_corpus_lookalike: a label l that is a label the tools or map read
 * (spam, ham, a word of the label rule, ak_corpus_label_class; a label
 * map lists) once its letters from another script that look like Latin
 * ones (Cyrillic а е о р с у х і ј ѕ ..., Greek α ο ρ ν ..., upper case
 * too) are read as those Latin letters, and not that label itself: a
 * keyboard layout switched while typing it.  -1 with "WHERE: label
 * 'spаm' is 'spam' written with a letter of another script: its 'а' is
 * U+0430 CYRILLIC SMALL LETTER A, not Latin 'a' (a keyboard layout
 * switched?): retype it in the file, or read it with --label-map
 * 'spаm=spam,spam=spam,ham=ham'" (with a map: "add 'spаm=spam' to
 * --label-map") in e; else 0. */
int ak_corpus_lookalike(const char *l, const ak_labelmap *map,
    const char *where, ak_err *e);

/* ak_corpus_not_in_map: the error of a label l that map does not read:
 * "WHERE: label '1.0' is not in --label-map (add 1.0=spam, 1.0=ham or
 * 1.0=- for no label; *=ham for every other label)" (each entry spelled
 * with the label: '=ham' and '=-' are the empty label's entries), and
 * what the map likely meant: a whole number it names written as a float
 * ('1.0' where the map has '1': pandas' float labels, a column with NaN;
 * or the other way) with the map rewritten ("--label-map
 * '1.0=spam,0.0=ham,=-'"), a label it names with spaces around it
 * ('1=spam, 0=ham' has ' 0': the map respelled without them), or a
 * label it names in another case ('False'
 * where it has 'false': matched as written).  Returns -1. */
int ak_corpus_not_in_map(const ak_labelmap *map, const char *l,
    const char *where, ak_err *e);

/* ak_corpus_swapped: a record's label that is text (a space, or over
 * 24 characters; without a map also one word the label rule does not know,
 * ak_corpus_label_class, beside spam or ham: 'Bye,ham') beside a text
 * field that is a label (one map lists; without a map spam or ham) is
 * the columns the other way round: "FILE:LINE:
 * label 'See you later' is not in --label-map, and the text '0' is one of
 * its labels: the columns the other way round? read them with
 * [--delimiter tab ]--label-column 2 --text-column 1[ --no-header (line
 * H, read as the header, is a message too)]" (lab and txt the columns
 * from 0, delim the file's, hdrline the header's line or 0; --no-header
 * only when the header's field in the text column, htext, is a label
 * the map lists, or without a map spam or ham: line 1 the other way
 * round a message, not 'body,is_spam').  0 when not, else -1. */
int ak_corpus_swapped(const char *label, const char *text, size_t lab,
    size_t txt, const ak_labelmap *map, char delim, long hdrline,
    const char *htext, const char *where, ak_err *e);

/* ak_corpus_id_value: s[0..n) is shaped as a row's id or number before
 * the label (an index, R's row names, Kaggle's 'msg001', a uuid, 'a0001f'):
 * 1 to 40 bytes, at least one digit, no space, control byte or quote,
 * no label the label rule knows (ak_corpus_label_class: '1', '0') and no
 * column's name (v1, v2); 1 then, else 0.  No errors. */
int ak_corpus_id_value(const char *s, size_t n);

/* ak_corpus_id_first: a record's first fields f[0..nf) (NUL-terminated;
 * f[0] to f[2] read, nf its count of fields) shaped as an id or a row
 * number first, then a label the label rule (ak_corpus_label_class:
 * spam, 1, True, not_spam, ...) or the map reads and a text (2: Kaggle's
 * id,label,text without its header 'msg001,ham,Hey'; pandas'
 * to_csv(header=False) with its index '0,False,Hi', '3,1,Win'; R's
 * write.table(col.names=FALSE) with its row names), or three fields, an
 * id, a text that is no label and the label last (3: '0,Hi there,1').
 * The id is ak_corpus_id_value's or a whole number (ak_whole),
 * whatever the label.  Returns the label's column from 1 (2 or 3), else
 * 0.  The one rule of the decision on a first record (corpus-head.c) and
 * of the hint for a line of one field (corpus-split.c).  No errors. */
size_t ak_corpus_id_first(const char *const *f, size_t nf,
    const ak_labelmap *map);

/* ak_corpus_id_first_opts: the options that read records of an id
 * first, then the label and the text in columns lab and txt (from 1: 2
 * and 3, or 3 and 2 the label last) separated by d,
 * in a read whose delimiter is rd (plain: a plain read, TAB's), into buf
 * (n bytes, 64 are enough): "--csv --label-column 2 --text-column 3"
 * (',' in a plain read), "--delimiter tab ..." (a TAB in a plain read:
 * columns make it delimited), "--delimiter ';' ..." (d not the read's),
 * or the columns alone (d the delimited read's own).  Returns buf.  No
 * errors. */
const char *ak_corpus_id_first_opts(char d, char rd, int plain, size_t lab,
    size_t txt, char *buf, size_t n);

/* ak_corpus_where_file: where's file ("FILE:LINE" without ":LINE", for a
 * sed a message names) into buf (n bytes); "FILE" when it does not fit
 * or has no ':'.  Returns buf.  No errors. */
const char *ak_corpus_where_file(const char *where, char *buf, size_t n);

/* ak_corpus_ft_label: a record's label that is fastText's label prefix
 * and a word ('__label__ham', '__label__1': its supervised format with a
 * TAB for its space, as conversion scripts write it), read as a label of
 * its own otherwise: -1 with "WHERE: label '__label__ham': fastText's
 * label prefix before the TAB (...), not a label of its own: drop it: sed
 * 's/^__label__//' FILE > F.tsv, and read that[ with --label-map
 * 1=spam,0=ham]; or read this file with --label-map
 * '__label__ham=ham,__label__spam=spam'" (the map the label rule guesses
 * for the word, ak_labelmap_guess, each entry with the prefix, spam and
 * ham kept where seen says the file holds them: bit 1 spam, 2 ham; none
 * for a word no rule knows); FILE is where's without ":LINE".  tab 0: a
 * delimited record (--csv), no sed reaches its label: "WHERE: label
 * '__label__ham': fastText's label prefix on the label (...), not a
 * label of its own: read it with --label-map '...'".  Else 0. */
int ak_corpus_ft_label(const char *label, unsigned seen, int tab,
    const char *where, ak_err *e);

/* ak_corpus_decimal_comma: a label of digits, a comma and digits ('1,0',
 * '0,0': pandas' float labels in a comma locale, to_csv(sep=';',
 * decimal=',')) that no --label-map can name (a comma separates its
 * entries): -1 with "WHERE: label '1,0' is a number with a decimal comma
 * ...: write the labels as whole numbers (df['label'].astype(int)), or
 * convert them: sed 's/^\([0-9]*\),0;/\1;/' FILE, and read them with
 * --label-map 1=spam,0=ham" (the sed when the label is the first column,
 * lab 0, unquoted: delim not ','); else 0 */
int ak_corpus_decimal_comma(const char *label, size_t lab, char delim,
    const char *where, ak_err *e);

#endif
