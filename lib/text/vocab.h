/*
 * vocab.h — word counts over a tokenized corpus and the vocabulary built
 * from them (lesson, "Карта внимания на реальном тексте": "словарь из 1045
 * слов, встречающихся не реже десяти раз").
 *
 * count: occurrences of the word in the corpus (every token counts);
 * docs:  number of messages it occurs in at least once.
 */
#ifndef AK_VOCAB_H
#define AK_VOCAB_H

#include <stddef.h>

#include "strmap.h"
#include "util.h"

typedef struct ak_counts {
	ak_strmap map;		/* word -> index into the arrays below */
	char **words;		/* n words, NUL-terminated */
	long *count;		/* n: token occurrences */
	long *docs;		/* n: messages containing the word */
	long *last;		/* n: last message id seen (for docs) */
	size_t n, cap;
	long ntokens;		/* tokens added in all */
	size_t str;		/* heap bytes of the words (ak_heap_bytes) */
	size_t budget;		/* bytes the counts may hold at their
				   peak, a growth's old and new arrays
				   both; 0: no budget */
	size_t over;		/* the peak a refused word would have
				   needed (ak_counts_add's -2) */
} ak_counts;

/* ak_counts_init: empty counts.  Returns 0 or -1 (memory). */
int ak_counts_init(ak_counts *c, ak_err *e);

/*
 * ak_counts_add: count the space-separated tokens of one message (a line
 * as written by ak_tokenize).  doc: the message's id, increasing from one
 * call to the next message (equal ids = the same message).  With a
 * budget, a new word whose peak (ak_counts_bytes with the word's two
 * copies, and while an array or the map doubles its old and new blocks
 * both) would pass it is refused before anything is allocated: c->over
 * gets that peak, the words before it stay counted.  Returns 0, -1
 * (memory), or -2 (the budget; e says so).
 */
int ak_counts_add(ak_counts *c, const char *toks, long doc, ak_err *e);

/*
 * ak_counts_select: the vocabulary — indices of the words with count >=
 * min_count, sorted by count descending then by word (strcmp, so the order
 * never depends on chance), cut to the first max_vocab (0 = no cut).
 * *order gets a malloc'ed array of *n indices (NULL when *n is 0).
 * Returns 0 or -1 (memory).
 */
/*
 * ak_counts_none_kept: the error of a --min-count above every word's count
 * (c holds words, none kept): an empty vocabulary is a file that reads,
 * and would go on silently into the next step, so it is refused as an
 * empty corpus is: "SRC: no word seen --min-count N times or more (the
 * most frequent, 'w', K times: --min-count K keeps it)".  Returns -1.
 */
int ak_counts_none_kept(const ak_counts *c, long min_count, const char *src,
    ak_err *e);

int ak_counts_select(const ak_counts *c, long min_count, size_t max_vocab,
    size_t **order, size_t *n, ak_err *e);

/*
 * ak_counts_bytes: the bytes c holds: its map (strmap.h ak_strmap_bytes),
 * its words as heap blocks and its four arrays of cap entries.  The
 * accounting of sms-vocab's --memory.  No errors.
 */
size_t ak_counts_bytes(const ak_counts *c);

/* ak_counts_free: release everything. */
void ak_counts_free(ak_counts *c);

#endif
