/*
 * fasttext.h — fastText's model file (.bin, as fastText's
 * FastText::saveModel and gensim's save_facebook_model write it) read into
 * the embeddings table (table.h), and the vector of a word the model has
 * never seen made from its character n-grams (Bojanowski, Grave, Joulin &
 * Mikolov 2017, "Enriching word vectors with subword information", TACL
 * 5; fastText's src/fasttext.cc getWordVector, src/dictionary.cc
 * computeSubwords and hash; gensim's load_facebook_model, which reads the
 * same numbers).
 *
 * The file, every number little-endian (fastText writes the machine's
 * bytes; every machine it is used on is little-endian):
 *   int32 magic 793712314, int32 version (at most 12)
 *   the arguments: int32 dim, ws, epoch, minCount, neg, wordNgrams, loss,
 *     model, bucket, minn, maxn, lrUpdateRate; float64 t
 *   the dictionary: int32 size, nwords, nlabels; int64 ntokens,
 *     pruneidx_size; size entries of a NUL-terminated word, int64 count,
 *     int8 type (0 a word, 1 a label: the words come first); pruneidx_size
 *     pairs of int32 (a quantized model's kept n-grams)
 *   uint8 quant_input; then the input matrix: int64 m, int64 n, m×n
 *     float32 row-major: rows 0..nwords the words', rows nwords..
 *     nwords + bucket the n-gram buckets'
 *   uint8 qout; then the output matrix (int64 m, int64 n = dim, m×n
 *     float32), which no vector needs: read to the file's end and let
 *     go, so that a gzip member's CRC is checked, a file cut in it is
 *     "cut short ... ends in its output matrix", and a byte past it is
 *     "bytes after the fastText model's end" (gensim asserts the end)
 *
 * A word's vector (fastText's getWordVector, gensim's adjust_vectors):
 * the mean of its own row and the rows of its n-grams; an unknown word's
 * (ak_ft_vector) the mean of its n-grams' rows.  The n-grams of w are the
 * substrings of "<" w ">" of minn to maxn characters (UTF-8: a character
 * is a lead byte and its continuation bytes), but for "<" and ">" alone;
 * n-gram g is row nwords + FNV-1a(g) mod bucket, FNV-1a 32-bit over g's
 * bytes each taken as a signed char (fastText's hash, kept by gensim's
 * ft_hash_bytes).  With maxn = 0 or bucket = 0 a word has no n-grams.
 * Every word, "</s>" included, gets its n-grams (as gensim reads the file;
 * fastText's own getWordVector leaves out those of "</s>").
 */
#ifndef AK_FASTTEXT_H
#define AK_FASTTEXT_H

#include <stddef.h>
#include <stdio.h>

#include "io.h"
#include "table.h"
#include "util.h"

/* fastText's magic number, the file's first int32 (ba 16 4f 2f) */
#define AK_FT_MAGIC 793712314
/* the newest file format read (fastText's FASTTEXT_VERSION) */
#define AK_FT_VERSION 12
/* the largest dim read: embfile.h's limit of the other formats (2^24
 * dimensions); a word is NUL-terminated, of any length up to the longest
 * line the reader reads (io.h: a sixteenth of -M) */
#define AK_FT_MAX_DIM ((size_t)1 << 24)

/* what an unknown word's vector is made from: the n-gram rows */
typedef struct ak_ft {
	float *ngram;		/* bucket × dim, row-major (malloc'd) */
	size_t dim, nwords, bucket;
	int minn, maxn;
} ak_ft;

/*
 * ak_ft_read: the model r reads (its bytes from the magic number on, no
 * line read yet; r->name in messages) into t: nwords rows, one per word in the file's order,
 * dim columns "d1".."dDIM", each the mean above; ft (may be NULL) gets
 * the n-gram rows for ak_ft_vector.  Within memory bytes beside held
 * (SIZE_MAX: no budget): the input matrix (float32) and the table
 * (doubles) are held at once.  Errors, "NAME: byte OFF: ..." (OFF where
 * the field found wrong begins, or where the file ends; "NAME: ..." for
 * a quantized or pruned model and the budget): not the magic, a
 * version above 12, dim 0 or above AK_FT_MAX_DIM, a dictionary's sizes
 * that do not agree (nwords above size, a negative count), a word longer
 * than the reader's longest line (r->max), not UTF-8 or holding a
 * control byte (the word
 * shown; a space is held: gensim's FastText takes any token), a
 * word twice, a quantized model (.ftz: "quantized ... not read"), an
 * input matrix whose shape is not (nwords + bucket) × dim, a value that
 * is not finite, the file cut short (naming what it ends in), the
 * budget, memory; a file changed since r was opened, as ak_reader_next
 * says at a text file's end (io.h ak_file_unchanged: "NAME: changed while
 * it was read (...)"), which is the error too where another one is found
 * in it (ak_reader_blame).  Returns 0, or -1 (t and ft emptied).
 */
int ak_ft_read(ak_table *t, ak_ft *ft, ak_reader *r, size_t memory,
    size_t held, ak_err *e);

/*
 * ak_ft_vector: into v (dim doubles) the mean of the n-gram rows of word
 * (NUL-terminated UTF-8); returns how many n-grams (0: v all zero, as
 * gensim's zero vector for a word without n-grams).  No errors.
 */
size_t ak_ft_vector(const ak_ft *ft, const char *word, double *v);

/* ak_ft_free: the n-gram rows; ft emptied.  No errors. */
void ak_ft_free(ak_ft *ft);

/*
 * ak_ft_drop_rows: ft's n-gram rows let go (ngram NULL), its settings kept
 * (dim, nwords, bucket, minn, maxn): for a tool that reads a model
 * without --oov subword, what says that the model could give a word it
 * lacks a vector (ak_ft_has_ngrams) without the rows held.  No errors.
 */
void ak_ft_drop_rows(ak_ft *ft);

/*
 * ak_ft_has_ngrams: 1 when ft holds a fastText model's settings (as
 * ak_ft_read leaves them, rows or not) under which a word gets n-grams:
 * bucket > 0, maxn > 0 and minn <= maxn (ak_ft_vector's rule); 0 for a
 * model without them and for an empty ft (the embeddings in another
 * format).  No errors.
 */
int ak_ft_has_ngrams(const ak_ft *ft);

#endif
