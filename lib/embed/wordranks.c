/*
 * wordranks.c — the ids of a vocabulary's words as the counter takes them:
 * table order, or byte order of the words (ak_wordranks, embrun.h).
 */
#include <stdlib.h>
#include <string.h>

#include "counts.h"
#include "embrun.h"
#include "mem.h"

static int
ranks_alloc(ak_wordranks *r, const ak_table *t, ak_err *e)
{
	memset(r, 0, sizeof(*r));
	r->n = t->rows;
	r->map = &t->index;
	if ((r->rank = ak_alloc_n(r->n, sizeof(uint32_t), e)) == NULL ||
	    (r->by = ak_alloc_n(r->n, sizeof(uint32_t), e)) == NULL ||
	    (r->words = ak_alloc_n(r->n, sizeof(char *), e)) == NULL) {
		ak_wordranks_free(r);
		return -1;
	}
	return 0;
}

int
ak_wordranks_sorted(ak_wordranks *r, ak_table *t, ak_err *e)
{
	if (ranks_alloc(r, t, e) != 0)
		return -1;
	if (ak_word_ranks(r->rank, r->by, t->labels, r->n, e) != 0) {
		ak_wordranks_free(r);
		return -1;
	}
	for (size_t i = 0; i < r->n; i++)
		r->words[i] = t->labels[r->by[i]];
	for (size_t i = 0; i < t->index.cap; i++)
		if (t->index.keys[i] != NULL)
			t->index.vals[i] = r->rank[t->index.vals[i]];
	return 0;
}

int
ak_wordranks_ids(ak_wordranks *r, const ak_table *t, ak_err *e)
{
	if (ranks_alloc(r, t, e) != 0)
		return -1;
	for (size_t i = 0; i < r->n; i++) {
		r->rank[i] = r->by[i] = (uint32_t)i;
		r->words[i] = t->labels[i];
	}
	return 0;
}

size_t
ak_wordranks_bytes(const ak_wordranks *r)
{
	return r->n * (2 * sizeof(uint32_t) + sizeof(char *));
}

void
ak_wordranks_free(ak_wordranks *r)
{
	free(r->rank);
	free(r->by);
	free(r->words);
	memset(r, 0, sizeof(*r));
}
