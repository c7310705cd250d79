/*
 * kmerge.h — the heap of a k-way merge (Knuth, TAOCP vol. 3, 5.4.1,
 * "multiway merging" by a selection tree; here a binary heap, 5.2.3):
 * the smallest current item of k sorted sources on top.  One heap for the
 * counter's sorted runs (spcount.h: keys compared as numbers) and for the
 * count files summed (counts.h: cells compared as words).
 *
 * A node is a source's current key and the source; less(a, b, arg)
 * orders them (a strict order; equal nodes keep no particular order).
 * The functions are inline, less a constant where they are used: a merge
 * calls them a cell at a time.
 */
#ifndef AK_KMERGE_H
#define AK_KMERGE_H

#include <stddef.h>
#include <stdint.h>

/* a source in the heap, 16 bytes (the runs' 48-byte states swapped up and
 * down were a fifth of a count at scale): its current key (numeric
 * merges), its index */
typedef struct ak_knode {
	uint64_t key;
	size_t src;
} ak_knode;

typedef int (*ak_kless)(const ak_knode *a, const ak_knode *b,
    const void *arg);

/*
 * ak_kheap_sift: h[i] moved down the heap h[0..n) until it is no larger
 * than its children: the smaller child moves up into the hole until x
 * fits.  O(log n).  No errors.
 */
static inline __attribute__((always_inline)) void
ak_kheap_sift(ak_knode *h, size_t n, size_t i, ak_kless less,
    const void *arg)
{
	ak_knode x = h[i];

	for (;;) {
		size_t l = 2 * i + 1, m = l;

		if (l >= n)
			break;
		if (l + 1 < n && less(&h[l + 1], &h[l], arg))
			m = l + 1;
		if (!less(&h[m], &x, arg))
			break;
		h[i] = h[m];
		i = m;
	}
	h[i] = x;
}

/* ak_kheap_build: h[0..n) made a heap (Floyd's: sift from the last
 * parent up).  O(n). */
static inline __attribute__((always_inline)) void
ak_kheap_build(ak_knode *h, size_t n, ak_kless less, const void *arg)
{
	for (size_t i = n; i-- > 0;)
		ak_kheap_sift(h, n, i, less, arg);
}

/* ak_kheap_next: after the top's source moved on: its new key in the
 * heap (live: h[0] updated by the caller) or the source out of it (live
 * 0: *n shrinks), then the heap restored.  O(log n). */
static inline __attribute__((always_inline)) void
ak_kheap_next(ak_knode *h, size_t *n, int live, ak_kless less,
    const void *arg)
{
	if (!live)
		h[0] = h[--*n];
	ak_kheap_sift(h, *n, 0, less, arg);
}

/* ak_kless_key: the numeric order of the keys */
static inline int
ak_kless_key(const ak_knode *a, const ak_knode *b, const void *arg)
{
	(void)arg;
	return a->key < b->key;
}

#endif
