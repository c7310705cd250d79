#include <stdlib.h>
#include <string.h>

#include "tokid.h"

/* the len < 8 bytes at s as a little-endian word, built in a register:
 * a memcpy of a variable length to the stack and the load of the word
 * that followed (a store forwarded from bytes to a word fails) were half
 * of a hash and of a look-up */
static inline uint64_t
tail_word(const char *s, size_t len)
{
	uint64_t w = 0;

	for (size_t i = 0; i < len; i++)
		w |= (uint64_t)(unsigned char)s[i] << (8 * i);
	return w;
}

uint64_t
ak_tokid_hash(const char *s, size_t len)
{
	const uint64_t K = 0x9E3779B97F4A7C15ULL;
	uint64_t h = len * K, w;

	for (; len >= 8; s += 8, len -= 8) {
		memcpy(&w, s, 8);
		h = (h ^ w) * K;
		h ^= h >> 29;
	}
	if (len > 0)
		h = (h ^ tail_word(s, len)) * K;
	/* the finaliser of MurmurHash3 (fmix64): every bit of the input
	 * reaches the top and the bottom bits (tag and slot) */
	h ^= h >> 33;
	h *= 0xFF51AFD7ED558CCDULL;
	h ^= h >> 33;
	h *= 0xC4CEB9FE1A85EC53ULL;
	h ^= h >> 33;
	return h;
}

/* the tag of a word of len bytes, hash h: never 0 (an empty slot); its
 * lowest bit says the word is inline, so that an inline word and one in
 * the arena never have the same tag */
static uint32_t
tag_of(uint64_t h, size_t len)
{
	uint32_t t = (uint32_t)(h >> 32) & ~(uint32_t)1;

	if (len <= AK_TOKID_INLINE)
		return t | 1;
	return t ? t : 2;
}

/* the bytes of a word of len <= AK_TOKID_INLINE, NUL-padded: its slot's
 * word field */
static uint32_t
inline_of(const char *s, size_t len)
{
	return (uint32_t)tail_word(s, len);
}

/* the slot of s: its own, or the empty one where it would go */
static inline __attribute__((always_inline)) size_t
find(const ak_tokid *m, const char *s, size_t len, uint64_t h)
{
	uint32_t tag = tag_of(h, len);
	size_t i = (size_t)h & (m->cap - 1);

	if (len <= AK_TOKID_INLINE) {
		uint32_t w = inline_of(s, len);
		for (;; i = (i + 1) & (m->cap - 1)) {
			const ak_tokid_slot *p = &m->slot[i];
			if (p->tag == 0 || (p->tag == tag && p->word == w))
				return i;
		}
	}
	for (;; i = (i + 1) & (m->cap - 1)) {
		const ak_tokid_slot *p = &m->slot[i];
		uint32_t wl;

		if (p->tag == 0)
			return i;
		if (p->tag != tag)
			continue;
		memcpy(&wl, m->arena + p->word, 4);
		if (wl == len && memcmp(m->arena + p->word + 4, s, len) == 0)
			return i;
	}
}

void
ak_tokid_get(const ak_tokid *m, const char *s, size_t len, long *row,
    long *ctx)
{
	const ak_tokid_slot *p = &m->slot[find(m, s, len,
	    ak_tokid_hash(s, len))];

	*row = p->tag ? p->row : -1;
	*ctx = p->tag ? p->ctx : -1;
}

size_t
ak_tokid_line(const ak_tokid *m, const char *toks, long *row, long *ctx,
    const char **tok, size_t *len, uint64_t *h)
{
	size_t n = 0;

	for (const char *t = toks;;) {
		const char *u;

		while (*t == ' ')
			t++;
		if (*t == '\0')
			break;
		for (u = t + 1; *u != '\0' && *u != ' '; u++)
			;
		tok[n] = t;
		len[n] = (size_t)(u - t);
		h[n] = ak_tokid_hash(t, len[n]);
		__builtin_prefetch(&m->slot[(size_t)h[n] & (m->cap - 1)]);
		n++;
		t = u;
	}
	for (size_t i = 0; i < n; i++) {
		const ak_tokid_slot *p = &m->slot[find(m, tok[i], len[i],
		    h[i])];

		row[i] = p->tag ? p->row : -1;
		ctx[i] = p->tag ? p->ctx : -1;
	}
	return n;
}

/* the slot of word w (added if new, ids -1) */
static ak_tokid_slot *
add(ak_tokid *m, const char *w, ak_err *e)
{
	size_t len = strlen(w);
	uint64_t h = ak_tokid_hash(w, len);
	size_t i = find(m, w, len, h);
	uint32_t wl = (uint32_t)len;

	if (m->slot[i].tag != 0)
		return &m->slot[i];
	if (len <= AK_TOKID_INLINE) {
		m->slot[i] = (ak_tokid_slot){ tag_of(h, len),
		    inline_of(w, len), -1, -1 };
		m->n++;
		return &m->slot[i];
	}
	if (len > UINT32_MAX - 4 || m->used + 4 + len > UINT32_MAX) {
		ak_errf(e, "vocabulary of more than 4 GB of words");
		return NULL;
	}
	while (m->used + 4 + len > m->size) {
		size_t ns = m->size ? 2 * m->size : 4096;
		char *a = realloc(m->arena, ns);
		if (a == NULL) {
			ak_errf(e, "out of memory (words of the vocabulary)");
			return NULL;
		}
		m->arena = a;
		m->size = ns;
	}
	memcpy(m->arena + m->used, &wl, 4);
	memcpy(m->arena + m->used + 4, w, len);
	m->slot[i] = (ak_tokid_slot){ tag_of(h, len), (uint32_t)m->used, -1,
	    -1 };
	m->used += 4 + len;
	m->n++;
	return &m->slot[i];
}

/* the ids of map's words into the row (which = 0) or ctx field */
static int
add_map(ak_tokid *m, const ak_strmap *map, int which, int both, ak_err *e)
{
	for (size_t i = 0; i < map->cap; i++) {
		ak_tokid_slot *p;

		if (map->keys[i] == NULL)
			continue;
		if (map->vals[i] > INT32_MAX)
			return ak_errf(e, "more than 2^31 words");
		if ((p = add(m, map->keys[i], e)) == NULL)
			return -1;
		if (which == 0 || both)
			p->row = (int32_t)map->vals[i];
		if (which == 1 || both)
			p->ctx = (int32_t)map->vals[i];
	}
	return 0;
}

/* the slots of a table of n words: half full at most */
static size_t
slots_for(size_t n)
{
	size_t cap = 16;

	while (cap < 2 * n)
		cap *= 2;
	return cap;
}

/* the bytes of map's words in the arena (the words held inline take
 * none) */
static size_t
arena_of(const ak_strmap *map)
{
	size_t b = 0;

	for (size_t i = 0; map != NULL && i < map->cap; i++) {
		size_t len;
		if (map->keys[i] != NULL &&
		    (len = strlen(map->keys[i])) > AK_TOKID_INLINE)
			b += 4 + len;
	}
	return b;
}

size_t
ak_tokid_bytes(const ak_strmap *rows, const ak_strmap *ctxs)
{
	size_t used = arena_of(rows) + arena_of(ctxs), size = 0;

	while (size < used)	/* add's doubling */
		size = size ? 2 * size : 4096;
	return slots_for(rows->n + (ctxs ? ctxs->n : 0)) *
	    sizeof(ak_tokid_slot) + size;
}

int
ak_tokid_build(ak_tokid *m, const ak_strmap *rows, const ak_strmap *ctxs,
    ak_err *e)
{
	size_t n = rows->n + (ctxs ? ctxs->n : 0);

	memset(m, 0, sizeof(*m));
	m->cap = slots_for(n);
	if ((m->slot = calloc(m->cap, sizeof(ak_tokid_slot))) == NULL)
		return ak_errf(e, "out of memory (vocabulary of %zu words)", n);
	if (add_map(m, rows, 0, ctxs == NULL, e) != 0 ||
	    (ctxs != NULL && add_map(m, ctxs, 1, 0, e) != 0)) {
		ak_tokid_free(m);
		return -1;
	}
	return 0;
}

void
ak_tokid_free(ak_tokid *m)
{
	free(m->slot);
	free(m->arena);
	memset(m, 0, sizeof(*m));
}
