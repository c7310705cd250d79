/*
 * filekind.h — what a file given in the wrong place is, in words, for the
 * readers' messages: attnkit(5) "TSV tables" promises that a file with
 * another kind's header is refused and named for what it is.  One place
 * that knows the kinds (filekind.c: ak_table_guess and ak_file_kind), for
 * every reader that names them: ak_table_not, the table readers' header
 * check (the mask and projection readers too), the corpus reader.
 */
#ifndef AK_FILEKIND_H
#define AK_FILEKIND_H

#include <stddef.h>

#include "util.h"

/*
 * ak_table_guess: what the attnkit table file whose header has the nf
 * TAB-separated fields f is, in words ("a vocabulary, the output of
 * sms-vocab", "embeddings, the output of ppmi-svd", a report, predictions,
 * a split, a long map ...), or NULL if it is none of them.
 */
const char *ak_table_guess(char *const *f, size_t nf);

/* ak_table_dims: 1 if f[1..nf) are d1 d2 ... d(nf-1), nf >= 2 (the header
 * of embeddings, with "word" before them) */
int ak_table_dims(char *const *f, size_t nf);

/*
 * ak_file_kind: what the file is whose first line that is no comment has
 * the nf TAB-separated fields f, and whose first comment line is prov
 * (NULL: none; "# TOOL ARGS (attnkit V)" when the tools wrote it) and
 * counts is 1 when a "# counts:" comment came before it.  In order:
 *   - a header ak_table_guess knows ("a vocabulary, the output of
 *     sms-vocab", ...; and the tools' other outputs: a report,
 *     predictions, a split, a long map);
 *   - a corpus line: 'ham' or 'spam', a TAB, then tokens ("a line of a
 *     tokenized corpus (sms-vocab -t)") or text ("a message of a
 *     labelled corpus");
 *   - a count file: the "# counts:" comment (or prov itself: a count
 *     file cut of its first line), or prov of ppmi-svd --count ("a count
 *     file, the output of ppmi-svd --count");
 *   - word2vec's header, one field "V d" of two whole numbers above 0
 *     ("word2vec embeddings: ... gensim's save_word2vec_format ...");
 *   - a bare matrix: every field a number, or one field of numbers
 *     separated by spaces (numpy's savetxt, its default delimiter a
 *     space): *bare set to 1 (2: spaces);
 *   - another tool's output, by prov: "the output of TOOL", in buf (a
 *     caller that refuses only what it is sure of tells it by the
 *     pointer: attn-map's weights are a mask's format).
 * Returns the words (static, or in buf of cap bytes), or NULL when none
 * fits.  *bare is 0 unless the file is a bare matrix.  No errors.
 */
const char *ak_file_kind(const char *prov, int counts, char *const *f,
    size_t nf, int *bare, char *buf, size_t cap);

/*
 * ak_emb_header_short: an embeddings header f[0..nf) that is attnkit's
 * but for the word column's name: empty ("<TAB>d1 ... dk": pandas'
 * unnamed index, R's col.names=NA), or missing, the header one field
 * short of the rows ("d1 ... dk", quoted or not: R's write.table of a
 * matrix whose row names are the words); or with an empty field after
 * (a spreadsheet's trailing TAB, with cut); or R's other headers below.  -1 with "WHERE: header ...:
 * ... sed '1s/^/word.../' NAME > FILE.tsv, or pandas/R: ..." in e; else
 * 0 (no error).
 */
int ak_emb_header_short(char *const *f, size_t nf, const char *where,
    const char *name, ak_err *e);
/*
 * R's write.table() (or write.csv()) header of vectors, no format's: the
 * words a matrix's row names, so one field short of the rows, or after an
 * empty field with col.names=NA; or a data.frame's written with
 * row.names=FALSE, its word column named first ('"word"'), or V1 the
 * words (read.table()'s names); R's column names V1 .. Vk, Vj .. Vj+k-1
 * (read.table()'s after its word column V1 was dropped: d[,-1]), X1 ..
 * Xk (data.frame()'s of a matrix), or d1 .. dk; quoted with R's default
 * quote=TRUE or not.  ak_emb_header_short names it in TSV (with the R
 * line that writes attnkit's TSV, and GloVe's); ak_r_header_line names
 * line, its fields separated by single sep (a space: R's default sep=" ";
 * a comma: write.csv), rowf the fields of line 2 (0: not known; they tell
 * a matrix's header from a data.frame's): -1 with "WHERE: line 1 is R's
 * write.table() header '\"V1\" ... \"Vk\"' (...), not a GloVe row: write
 * it again as GloVe: R: write.table(m, FILE, quote=FALSE,
 * col.names=FALSE), then OPT glove; or drop line 1: sed ..." in e (a
 * matrix's or a data.frame's line, or both when rowf does not tell);
 * else 0 (no error; out of memory: 0).
 */
int ak_r_header_line(const char *line, char sep, size_t rowf,
    const char *where, const char *name, const char *opt, ak_err *e);
/*
 * ak_bom_later: a line (n bytes; lineno its line in the file NAME) after
 * line 1 that starts with UTF-8's byte-order mark (files joined with cat,
 * the second saved "with BOM": the reader drops line 1's only, io.h): -1
 * with "NAME:LINE: a byte-order mark (U+FEFF, bytes EF BB BF) starts the
 * line, which only a file's first line has: files joined with cat? remove
 * it: sed '1!s/^\xEF\xBB\xBF//' NAME" in e, as the corpus and token
 * readers say; at line 1 a mark still there is a second (the reader
 * dropped the first): "NAME:1: two byte-order marks ... remove one: sed
 * '1s/^\xEF\xBB\xBF//' NAME".  The sed through zcat for a gzip'd file
 * (io.h ak_sed_cmd).  Else 0.  Every reader of words calls it: a mark
 * read into a word makes a word no terminal shows apart.
 */
int ak_bom_later(const char *line, size_t n, long lineno, const char *name,
    ak_err *e);
/*
 * ak_csv_quoted: the field at p (ended by sep or the string's end) as a
 * CSV writer quotes one: 1 when it is '"' ... '"' with no '"', space or
 * sep inside ('"the"': a writer that quotes every field, R's write.table
 * default, pandas' QUOTE_NONNUMERIC); 2 when its '"' inside are doubled
 * (CSV's rule: '""""' is '"') or escaped as R's \" ('"say\""'), or a
 * space or sep is inside ('"new york"': pandas' QUOTE_MINIMAL quotes a
 * field holding a '"' or the separator); *len then the field's bytes.
 * 0 otherwise (no '"' first, a '"' alone inside, '""').  No errors.
 * ak_quoted_word: -1 with the error of such a word w[0..n) at where
 * (all 0: one field of kind 2, "WHERE: the word '...' is a CSV field in
 * quotes ..."; 1: the first two rows' words both in quotes, "WHERE: the
 * words are in double quotes ... R's write.table default quote=TRUE ...")
 * naming the writer, the options that write the file unquoted for GloVe
 * (tsv 0), attnkit's TSV (tsv 1), a similarity set (tsv 2) or an analogy
 * set (tsv 3),
 * and, for all, the sed that drops the quotes from NAME.
 */
int ak_csv_quoted(const char *p, char sep, size_t *len);
int ak_quoted_word(const char *where, const char *w, size_t n, int all,
    int tsv, const char *name, ak_err *e);
/*
 * ak_words_quoted: a similarity or analogy set's words w[0..n) (n 2: a
 * pair, 4: a question; their line at where, of the file name; first: the
 * file's first pair or question) in CSV's quotes (ak_csv_quoted): a '"'
 * doubled or a space inside at any line, or every word of the first line
 * in plain quotes ('"the"': R's write.table quotes every string).  -1
 * with ak_quoted_word's error (a word so quoted would never be found,
 * the pair left out unsaid); else 0.
 */
int ak_words_quoted(const char *where, const char *name, char *const *w,
    size_t n, int first, ak_err *e);
/*
 * ak_empty_line: -1 with "WHERE: an empty line (an editor's or a writer's
 * extra newline?): drop empty lines: sed '/^[[:space:]]*$/d' NAME >
 * FILE.EXT" in e (the sed through zcat for gzip: io.h ak_sed_cmd; NAME
 * "<stdin>" said FILE): the readers of GloVe, analogy sets and count
 * lines say an empty line so, as the TSV tables' reader does.
 */
int ak_empty_line(const char *where, const char *name, const char *ext,
    ak_err *e);
/*
 * ak_utf8_hint: after e's "FILE:LINE: invalid UTF-8 at byte N" (nothing
 * said after it), the line line[0..n) in a single-byte code page named
 * (conv.h ak_conv_guess: cp1252, Latin-1, Turkish, Cyrillic, a
 * double-byte page of Chinese, Japanese or Korean, or another code page
 * NAME to fill in) with the iconv that converts file name
 * ("<stdin>" said FILE; through zcat when gz): " (a Windows file, cp1252?
 * the tools read UTF-8: convert the file: iconv -f cp1252 -t UTF-8 FILE >
 * FILE.utf8)"; else e as it was.  ak_reader_next_enc: io.h
 * ak_reader_next, its error of a line that is not UTF-8 (check_utf8 1:
 * words) so followed: the readers of vectors, vocabularies and
 * evaluation sets, whose words are written back out.
 */
void ak_utf8_hint(ak_err *e, const char *line, size_t n, const char *name,
    int gz);
struct ak_reader;
int ak_reader_next_enc(struct ak_reader *r, ak_err *e);
#endif
