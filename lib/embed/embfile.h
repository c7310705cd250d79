/*
 * embfile.h — embeddings files as other programs write them, read into and
 * written from the one embeddings table (table.h): attnkit's TSV, word2vec's
 * text and binary formats (Mikolov et al. 2013, word2vec.c; gensim's
 * KeyedVectors.save_word2vec_format and load_word2vec_format, fastText's
 * .vec) and GloVe's text (Pennington, Socher & Manning 2014, glove.c).
 * attnkit(5) "Embeddings files" describes each.
 *
 *   tsv           # comments, a header word<TAB>d1<TAB>...<TAB>dk, then a
 *                 word and k numbers a line, TAB-separated (ppmi-svd's)
 *   word2vec      a first line "V d" (words, dimensions), then V lines of
 *                 a word and d numbers, separated by a space (a space at
 *                 the end of a line, as fastText writes, is allowed)
 *   word2vec-bin  a first line "V d\n", then V records: the word, a space,
 *                 d IEEE float32 little-endian; a '\n' after a record (as
 *                 word2vec.c writes) or none (as gensim 4 writes) — newlines
 *                 in front of a word are skipped, as gensim does
 *   glove         no header: a word and d numbers a line, space-separated;
 *                 d is the first line's
 *   fasttext      fastText's .bin model (fasttext.h), read only: found by
 *                 its magic number whatever the format asked (no text
 *                 starts with its bytes ba 16 4f 2f)
 *
 * Any of them may be gzip'd (io.h: found by gzip's magic).
 *
 * Line numbers in messages: of the file's lines; in a binary file the
 * header is line 1 and record i (from 1) counts as line i + 1, as if each
 * ended in a newline.
 */
#ifndef AK_EMBFILE_H
#define AK_EMBFILE_H

#include <stddef.h>
#include <stdio.h>

#include "fasttext.h"
#include "table.h"
#include "util.h"

typedef enum {
	AK_EMB_AUTO,		/* detected from the content */
	AK_EMB_TSV,
	AK_EMB_W2V,		/* word2vec text */
	AK_EMB_W2V_BIN,		/* word2vec binary */
	AK_EMB_GLOVE,
	AK_EMB_FASTTEXT		/* fastText's .bin model (read only) */
} ak_emb_format;

/* the largest d a word2vec header may give (2^24 dimensions) */
#define AK_EMB_MAX_DIM ((size_t)1 << 24)
/* the longest word of a binary record, in bytes */
#define AK_EMB_MAX_WORD ((size_t)1 << 16)

/* ak_emb_format_name: "tsv", "word2vec", ... ("auto" for AK_EMB_AUTO);
 * "?" for another value.  No errors. */
const char *ak_emb_format_name(ak_emb_format f);

/*
 * ak_emb_read: the embeddings of path ("-": standard input) in format fmt
 * into t (unique words, indexed), within memory bytes of budget beside
 * held bytes already taken (ak_table_read_held's accounting and message;
 * SIZE_MAX: none).  AK_EMB_AUTO detects the format from the content:
 *   - a first line of two unsigned integers "V d" (a '+' before either
 *     taken): word2vec (two whole numbers one of them negative, "-2 3",
 *     are a GloVe row, below, and a later row's error says so); binary when
 *     the next line holds a control byte (but TAB and CR) or is longer
 *     than a line may be, or after its word holds a byte no number has;
 *     text when its fields are numbers' bytes (decimal, hexadecimal,
 *     nan, inf) and the file is not also V binary records (a text file
 *     read with the binary grammar alongside: "FILE:1: word2vec text or
 *     binary? the file reads both ways (...): name the format with OPT
 *     word2vec (text) or OPT word2vec-bin"), unless those records' 4
 *     float32 or more are all text's bytes (printable, TAB, CR, newline),
 *     which binary values are by a chance under 3e-7: text; a text word
 *     has no limit but the line's, a binary one AK_EMB_MAX_WORD;
 *     binary records' byte order is told from their values (attnkit(5)
 *     "What the tools guess"): big-endian refused ("FILE:2: big-endian
 *     word2vec binary? ..."), values that do not tell refused unless the
 *     format was forced ("FILE:2: word2vec binary of either byte
 *     order? ... OPT word2vec-bin reads it ...");
 *   - a line with a TAB: attnkit's TSV ('#' lines before it are its
 *     comments; a '#' line that reads as a GloVe row is a row);
 *   - a word then numbers, space-separated: GloVe;
 *   - anything else: "FILE:LINE: not an embeddings file (...)".
 * found (may be NULL) gets the format read.  Errors, each "FILE:LINE:
 * what" (ak_table_read_held's for TSV): a row with fewer or more numbers
 * than d (the header's, or GloVe's first row's), a value that is not a
 * finite number (NaN, inf, or a float32 NaN/inf in a binary record), a
 * truncated binary record, a duplicate word, a header "V d" that promises
 * more or fewer words than follow, d = 0 or above AK_EMB_MAX_DIM, a word
 * that is not UTF-8 or holds a control byte, an empty line, and fields
 * separated by the other separator ("fields are separated by TABs, not
 * spaces" in word2vec and GloVe, "by spaces, not TABs" in TSV); detected
 * GloVe of d = 1 of two rows or more, and TSV of d = 1 whose values are
 * whole counts, not negative, or such a file with no header (a
 * vocabulary with counts or word frequencies: no vectors, every cosine
 * 1; opt glove reads GloVe so); the
 * reader's "line longer than N" (io.h ak_line_max, a sixteenth of -M or
 * of the memory) for word2vec's second line too, whose bytes are looked
 * at to tell text from binary only up to that length; a binary record
 * whose d float32 and row of d doubles do not fit the budget beside held
 * ("FILE:LINE: record K ('w') of d = D float32 ... needs X MB or more
 * ..."), said before its room is taken; memory that cannot be had,
 * with FILE:LINE and the bytes asked for; and a file changed while it
 * was read, of every format, binary records too (io.h ak_file_unchanged:
 * "FILE: changed while it was read (...)"), which is the error too where
 * another one is found in such a file (ak_reader_blame).  Where a
 * format was likely mistaken the hint names opt, the command's option
 * that sets the format read ("--emb-format" in attn-map and attn-train,
 * "--load-format" in ppmi-svd): "(... --load-format tsv)".  Returns 0 or
 * -1 (t emptied).
 */
int ak_emb_read(ak_table *t, const char *path, ak_emb_format fmt,
    const char *opt, size_t memory, size_t held, ak_emb_format *found,
    ak_err *e);

/*
 * ak_emb_read_ft: ak_emb_read, and ft (may be NULL) gets a fastText
 * model's n-gram rows (fasttext.h ak_ft_vector: the vectors of words it
 * has never seen); ft->ngram is NULL for the other formats.  The same
 * errors, and ak_ft_read's.  Returns 0 or -1 (t and ft emptied).
 */
int ak_emb_read_ft(ak_table *t, ak_ft *ft, const char *path,
    ak_emb_format fmt, const char *opt, size_t memory, size_t held,
    ak_emb_format *found, ak_err *e);

/*
 * ak_emb_read_words: a word list (sms-vocab -v): a TSV table read as
 * ak_table_read_kind(AK_TABLE_WORDS) does (a vocabulary, or attnkit's
 * embeddings), or embeddings in another format, detected (ak_emb_read);
 * t's labels are the words, indexed; opt as ak_emb_read's (sms-vocab
 * reads only the detected format: "ppmi-svd --load-format", the tool
 * that converts).  Within memory bytes, as ak_emb_read: past it
 * "FILE:LINE: the vocabulary needs more than --memory M (X MB for the N
 * rows read so far)" ("the embeddings need" in word2vec and GloVe).
 * Errors: ak_emb_read's and AK_TABLE_WORDS's.  Returns 0 or -1.
 */
int ak_emb_read_words(ak_table *t, const char *path, const char *opt,
    size_t memory, ak_err *e);

/*
 * ak_emb_write: t (t->rows words × t->cols dimensions) to fp in format fmt
 * (not AK_EMB_AUTO): numbers as "%.9g" (-0 as 0) in the text formats, as
 * IEEE float32 (rounded to nearest) little-endian in word2vec-bin, with a
 * '\n' after each record (word2vec.c's layout; gensim reads it).  Checked
 * before a byte is written (src names t in messages, ak_table_where): a
 * word starting with '#' in TSV (read back as a comment), a word starting
 * with a byte-order mark in the text formats (read back as files joined
 * with cat: filekind.h ak_bom_later), a word in CSV's quotes in GloVe
 * (read back as a writer's quoting: filekind.h ak_csv_quoted, 2, or 1 in
 * the first two rows or in a file's only row), a word holding a space or a control byte in the
 * space-separated formats, a value whose float32 is infinite in
 * word2vec-bin.  Returns 0, or -1 (nothing
 * written; out of memory, or the checks).
 */
int ak_emb_write(FILE *fp, const ak_table *t, ak_emb_format fmt,
    const char *src, ak_err *e);

/*
 * ak_emb_write_j: ak_emb_write, the records formatted by threads (1 to
 * AK_PAR_MAX, lib/base/par.h) a stretch of rows each, written in order:
 * the same bytes at any count.
 */
int ak_emb_write_j(FILE *fp, const ak_table *t, ak_emb_format fmt,
    const char *src, int threads, ak_err *e);

/*
 * ak_emb_write_check: ak_emb_write's checks alone (the format, the words,
 * the values), for a caller that writes before the table (the provenance
 * comment of a TSV file on standard output) and must refuse before its
 * first byte.  Returns 0, or -1 with ak_emb_write's message.
 */
int ak_emb_write_check(const ak_table *t, ak_emb_format fmt,
    const char *src, ak_err *e);

#endif
