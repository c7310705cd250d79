/*
 * cooc.h — symmetric window co-occurrence counts inside one message
 * (lesson, "Карта внимания на реальном тексте": "матрица совместной
 * встречаемости в окне четырёх слов"; issue 2, item 3).
 *
 * Shapes: V = vocabulary size; C: V×V, row-major, C[w·V + c] = weighted
 * number of times context word c stood within `window` positions of word w
 * (on either side) in the same message.  Windows never cross a message
 * boundary because each call sees one message.
 */
#ifndef AK_COOC_H
#define AK_COOC_H

#include <stddef.h>

/* Weight of a pair at distance d (1 <= d <= window). */
typedef enum {
	AK_WEIGHT_FLAT,		/* every pair counts 1 */
	AK_WEIGHT_HARMONIC	/* a pair at distance d counts 1/d */
} ak_weight;

/* What an out-of-vocabulary token (id < 0) does to the windows. */
typedef enum {
	AK_OOV_SKIP,		/* removed before the windows are laid */
	AK_OOV_KEEP		/* keeps its slot: it takes room in windows */
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

#endif
