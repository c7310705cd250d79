#include <stdlib.h>
#include <string.h>

#include "text.h"
#include "vocab.h"

int
ak_counts_init(ak_counts *c, ak_err *e)
{
	memset(c, 0, sizeof(*c));
	return ak_strmap_init(&c->map, e);
}

static int
grow(ak_counts *c, ak_err *e)
{
	size_t nc = c->cap ? 2 * c->cap : 1024;
	char **w = realloc(c->words, nc * sizeof(*w));

	if (w == NULL)
		return ak_errf(e, "out of memory (%zu bytes)", nc * sizeof(*w));
	c->words = w;
	long *a = realloc(c->count, nc * sizeof(long));
	if (a == NULL)
		return ak_errf(e, "out of memory (%zu bytes)",
		    nc * sizeof(long));
	c->count = a;
	if ((a = realloc(c->docs, nc * sizeof(long))) == NULL)
		return ak_errf(e, "out of memory (%zu bytes)",
		    nc * sizeof(long));
	c->docs = a;
	if ((a = realloc(c->last, nc * sizeof(long))) == NULL)
		return ak_errf(e, "out of memory (%zu bytes)",
		    nc * sizeof(long));
	c->last = a;
	c->cap = nc;
	return 0;
}

/* the bytes c holds at its peak while it takes a new word of len bytes:
   ak_counts_bytes, the word's two heap blocks (the words' array and the
   map's key), the four arrays' new entries when they double (grow, before
   the map: kept), and the larger of what is held only meanwhile: one
   array's old block while realloc copies it, or the map's new slots
   while its old ones are still held (strmap.c grow) */
static size_t
peak_with(const ak_counts *c, size_t len)
{
	size_t now = ak_counts_bytes(c) + 2 * ak_heap_bytes(len + 1);
	size_t arr = 0, old = 0, map = 0, each = sizeof(char *) +
	    3 * sizeof(long);

	if (c->n == c->cap) {
		size_t nc = c->cap ? 2 * c->cap : 1024;
		arr = (nc - c->cap) * each;
		old = c->cap * sizeof(long);
	}
	if (2 * (c->map.n + 1) > c->map.cap)
		map = 2 * c->map.cap * (sizeof(*c->map.keys) +
		    sizeof(*c->map.vals));
	return now + arr + (old > map ? old : map);
}

int
ak_counts_add(ak_counts *c, const char *toks, long doc, ak_err *e)
{
	size_t pos = 0, len, id;
	const char *t;

	while ((len = ak_token_next(toks, &pos, &t)) > 0) {
		c->ntokens++;
		if (!ak_strmap_get(&c->map, t, len, &id)) {
			if (c->budget > 0 && peak_with(c, len) > c->budget) {
				c->ntokens--;
				c->over = peak_with(c, len);
				ak_errf(e, "the counts need %zu bytes, past their "
				    "budget of %zu", c->over, c->budget);
				return -2;
			}
			if (c->n == c->cap && grow(c, e) != 0)
				return -1;
			id = c->n;
			if ((c->words[id] = malloc(len + 1)) == NULL)
				return ak_errf(e, "out of memory (%zu bytes)",
				    len + 1);
			memcpy(c->words[id], t, len);
			c->words[id][len] = '\0';
			c->str += ak_heap_bytes(len + 1);
			if (ak_strmap_put(&c->map, t, len, id, NULL, e) < 0) {
				free(c->words[id]);
				return -1;
			}
			c->count[id] = 0;
			c->docs[id] = 0;
			c->last[id] = doc - 1;
			c->n++;
		}
		c->count[id]++;
		if (c->last[id] != doc) {
			c->docs[id]++;
			c->last[id] = doc;
		}
	}
	return 0;
}

static const ak_counts *sort_c;	/* qsort has no context argument in C11 */

static int
cmp(const void *a, const void *b)
{
	size_t i = *(const size_t *)a, j = *(const size_t *)b;

	if (sort_c->count[i] != sort_c->count[j])
		return sort_c->count[i] > sort_c->count[j] ? -1 : 1;
	return strcmp(sort_c->words[i], sort_c->words[j]);
}

int
ak_counts_select(const ak_counts *c, long min_count, size_t max_vocab,
    size_t **order, size_t *n, ak_err *e)
{
	size_t k = 0;

	*order = NULL;
	*n = 0;
	for (size_t i = 0; i < c->n; i++)
		if (c->count[i] >= min_count)
			k++;
	if (k == 0)
		return 0;
	if ((*order = ak_alloc_n(k, sizeof(size_t), e)) == NULL)
		return -1;
	k = 0;
	for (size_t i = 0; i < c->n; i++)
		if (c->count[i] >= min_count)
			(*order)[k++] = i;
	sort_c = c;
	qsort(*order, k, sizeof(size_t), cmp);
	sort_c = NULL;
	*n = (max_vocab > 0 && max_vocab < k) ? max_vocab : k;
	return 0;
}

int
ak_counts_none_kept(const ak_counts *c, long min_count, const char *src,
    ak_err *e)
{
	size_t top = 0;

	for (size_t i = 1; i < c->n; i++)
		if (c->count[i] > c->count[top] || (c->count[i] ==
		    c->count[top] && strcmp(c->words[i], c->words[top]) < 0))
			top = i;
	if (c->n == 0)
		return ak_errf(e, "%s: no word seen --min-count %ld times or "
		    "more (no word at all)", src, min_count);
	return ak_errf(e, "%s: no word seen --min-count %ld times or more (the "
	    "most frequent, '%.80s', %ld time%s: --min-count %ld keeps it)",
	    src, min_count, c->words[top], c->count[top], c->count[top] == 1 ?
	    "" : "s", c->count[top]);
}

size_t
ak_counts_bytes(const ak_counts *c)
{
	return ak_strmap_bytes(&c->map) + c->str + c->cap * (sizeof(char *) +
	    3 * sizeof(long));
}

void
ak_counts_free(ak_counts *c)
{
	for (size_t i = 0; i < c->n; i++)
		free(c->words[i]);
	free(c->words);
	free(c->count);
	free(c->docs);
	free(c->last);
	ak_strmap_free(&c->map);
	memset(c, 0, sizeof(*c));
}
