/*
 * cooc.h — symmetric window co-occurrence counts inside one message
 * (lesson, "Карта внимания на реальном тексте": "матрица совместной
 * встречаемости в окне четырёх слов").
 *
 * Shapes: V = vocabulary size; C: V×V, row-major, C[w·V + c] = weighted
 * number of times context word c stood within `window` positions of word w
 * (on either side) in the same message.  Windows never cross a message
 * boundary because each call sees one message.
 */
#ifndef AK_COOC_H
#define AK_COOC_H

#include <stddef.h>
#include <stdint.h>

#include "progress.h"
#include "strmap.h"
#include "util.h"

/* Weight of a pair at distance d (1 <= d <= window). */
typedef enum {
	AK_WEIGHT_FLAT,		/* every pair counts 1 */
	AK_WEIGHT_HARMONIC	/* a pair at distance d counts 1/d */
} ak_weight;

/* What an out-of-vocabulary token (id < 0) does to the windows. */
typedef enum {
	AK_OOV_SKIP,		/* removed before the windows are laid */
	AK_OOV_KEEP,		/* keeps its slot: it takes room in windows */
	AK_OOV_SUBWORD		/* no counting's: a query's unknown word
				   takes its vector from a fastText model's
				   n-grams (fasttext.h) */
} ak_oov;

/*
 * ak_cooc_add: add the pairs of one message to C (V×V, row-major).
 * ids: n token ids in message order, each in [0, V) or negative for an
 * out-of-vocabulary token.  With AK_OOV_SKIP the ids array is compacted in
 * place (the negative ids are removed).  C stays symmetric: every pair
 * (p, q) with 1 <= |p − q| <= window adds w(|p − q|) to C[ids[p]][ids[q]].
 * A word next to itself (the same id at p and q) counts on the diagonal.
 * Returns the number of pairs added (ordered pairs).
 */
size_t ak_cooc_add(double *C, long *ids, size_t n, size_t window,
    ak_weight weight, ak_oov oov, size_t V);

/*
 * ak_cooc_skip_oov: AK_OOV_SKIP's step before the windows are laid:
 * remove from row and ctx (n ids each, negative: not a row / not a
 * context) the tokens that are neither, compacting both arrays in place,
 * in order.  Returns the tokens left (<= n).  No errors.  The one
 * compaction of both counters (ak_cooc_add_ctx, spcount.h).
 */
size_t ak_cooc_skip_oov(long *row, long *ctx, size_t n);

/*
 * ak_cooc_add_ctx: the same with separate row and context words (a V×T
 * matrix, e.g. the vocabulary's words against every word of the corpus).
 * row, ctx: n ids each, the token's row in [0, V) and its context column in
 * [0, T), negative when it is not a row or not a context word.  Every pair
 * (p, q) with 1 <= |p − q| <= window, row[p] >= 0 and ctx[q] >= 0 adds
 * w(|p − q|) to C[row[p]][ctx[q]] (C: V×T, row-major).  With AK_OOV_SKIP
 * the tokens that are neither (row and ctx both negative) are removed
 * first, compacting both arrays.  With row == ctx (the same ids) this is
 * ak_cooc_add.  Returns the number of pairs added.
 */
size_t ak_cooc_add_ctx(double *C, long *row, long *ctx, size_t n,
    size_t window, ak_weight weight, ak_oov oov, size_t T);

/*
 * ak_cooc_each: read a tokenized corpus file (path, "-" = standard input)
 * and call fn(row, ctx, n, arg) once per message: row[i] is token i's row
 * in [0, V) by rows, ctx[i] its context column by ctxs (NULL: ctx = row),
 * -1 where the word is out of vocabulary (n tokens, both arrays n long,
 * valid during the call; fn may overwrite them).  Lines: '#' comments
 * skipped (a file another tool than sms-vocab wrote, by its provenance
 * line, is refused: text.h ak_tokline_skip); every other line
 * "label<TAB>tok tok ..." (no length limit); label: only lines with this
 * label (NULL = all).  *nmsg grows by the messages passed to fn, pg's
 * tokens (when pg is not NULL) by their tokens.  fn
 * returns 0, or -1 with e set to stop.  Errors ("FILE:LINE: ..."): missing
 * file, NUL byte, invalid UTF-8, a line without TAB.  Returns 0 or -1.
 * The one reader of both counters, dense (ak_cooc_read) and sparse
 * (spcount.h ak_spcount_read).
 */
typedef int (*ak_cooc_fn)(long *row, long *ctx, size_t n,
    void *arg, ak_err *e);

/* what ak_cooc_each tells of its reading (progress.h, stage "counting",
 * unit "tokens"): the tokens read by every call that shares it, said
 * every 4096 messages to p (NULL: to no one) */
typedef struct ak_cooc_progress {
	const ak_progress *p;
	uint64_t tokens;
} ak_cooc_progress;

int ak_cooc_each(const ak_strmap *rows, const ak_strmap *ctxs,
    const char *path, const char *label, ak_cooc_fn fn, void *arg,
    size_t *nmsg, ak_cooc_progress *pg, ak_err *e);

/*
 * ak_cooc_lines: ak_cooc_each's loop over the lines of the open reader r
 * (its UTF-8 checked), with the words' ids of ids (tokid.h), up to byte
 * end of what r reads (r->off; end < 0: to the end of its file): a stretch
 * of lines, the others read by other threads.  *fn_failed says the error
 * was fn's (or memory's), not the file's: a file's error is the same at
 * every read of its bytes.  Returns 0 or -1 with e set.
 */
struct ak_reader;
struct ak_tokid;
int ak_cooc_lines(struct ak_reader *r, long long end,
    const struct ak_tokid *ids, const char *label, ak_cooc_fn fn, void *arg,
    size_t *nmsg, ak_cooc_progress *pg, int *fn_failed, ak_err *e);

/*
 * ak_cooc_read: add the co-occurrences of a tokenized corpus file (path,
 * "-" = standard input) to C (V×T, row-major).  Lines: '#' comments
 * skipped; every other line "label<TAB>tok tok ..." (tokens separated by
 * spaces; no length limit).  rows maps a word to its row in [0, V); ctxs
 * maps a word to its context column in [0, T) (NULL: the same map, T = V);
 * a word in neither is out of vocabulary.  label: only lines with this
 * label count (NULL = all).  *nmsg is increased by the number of messages
 * counted.  Errors ("FILE:LINE: ..."): missing file, NUL byte, invalid
 * UTF-8, a line without TAB.  Returns 0 or -1.
 */
int ak_cooc_read(double *C, const ak_strmap *rows, const ak_strmap *ctxs,
    size_t T, const char *path, const char *label, size_t window,
    ak_weight weight, ak_oov oov, size_t *nmsg, ak_err *e);

#endif
