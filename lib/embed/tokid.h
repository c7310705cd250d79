/*
 * tokid.h — the look-up of a corpus token's ids, row and context, in one
 * probe (counting at corpus scale).  The counters (cooc.h) ask
 * for both ids of every token; two ak_strmap look-ups cost two hashes of
 * the token and, per probe, a strlen of the stored key.  Here each word
 * is stored once, its two ids beside a 32-bit hash tag, so that a probe
 * compares bytes only when the tags agree; the hash reads the token 8
 * bytes at a time.  A word of 4 bytes or fewer is held in its slot
 * itself (most tokens of a corpus are short words): its probe reads no
 * other line of memory (the word's bytes in the arena were four fifths
 * of a look-up's time on a 200,000-word vocabulary, a cache miss each).
 */
#ifndef AK_TOKID_H
#define AK_TOKID_H

#include <stddef.h>
#include <stdint.h>

#include "strmap.h"
#include "util.h"

/* a word of at most AK_TOKID_INLINE bytes is held in its slot */
#define AK_TOKID_INLINE 4

typedef struct ak_tokid_slot {
	uint32_t tag;		/* hash bits, 0 = empty slot; its lowest bit
				 * set: the word is held inline */
	uint32_t word;		/* the word: inline, its bytes padded with
				 * NULs (a token has none); else its offset
				 * in the arena, its length first there */
	int32_t row, ctx;	/* ids, -1: not a row / not a context */
} ak_tokid_slot;

typedef struct ak_tokid {
	ak_tokid_slot *slot;	/* cap slots, a power of two, half full at most */
	size_t cap, n;
	char *arena;		/* words: 4-byte length, the bytes (no NUL) */
	size_t used, size;
} ak_tokid;

/*
 * ak_tokid_build: the words of rows (ids: the map's values) and of ctxs
 * (NULL: ctx id = row id), each with both its ids.  Ids must be below
 * 2^31 and words below 2^32 bytes in all.  Returns 0, or -1 (memory, ids
 * too large) with e set and m freed.
 */
int ak_tokid_build(ak_tokid *m, const ak_strmap *rows, const ak_strmap *ctxs,
    ak_err *e);

/*
 * ak_tokid_bytes: the bytes ak_tokid_build(rows, ctxs) will hold, at most
 * (its slots, and its arena of words as it grows by doubling), for the
 * --memory budgets of the counters that build one.  No errors.
 */
size_t ak_tokid_bytes(const ak_strmap *rows, const ak_strmap *ctxs);

/*
 * ak_tokid_get: the ids of the token s (len bytes, not NUL-terminated):
 * *row, *ctx, -1 for a token that is not a row / not a context (both -1:
 * out of vocabulary).
 */
void ak_tokid_get(const ak_tokid *m, const char *s, size_t len, long *row,
    long *ctx);

/*
 * ak_tokid_line: the ids of the tokens of toks (split at runs of spaces,
 * as ak_token_next splits), in two sweeps: hash every token and prefetch
 * its slot, then look them up, so that the cache misses of a line
 * overlap.  row, ctx: the ids (as ak_tokid_get); tok, len, h: scratch;
 * all arrays hold at least strlen(toks) / 2 + 1 entries.  Returns the
 * number of tokens.
 */
size_t ak_tokid_line(const ak_tokid *m, const char *toks, long *row,
    long *ctx, const char **tok, size_t *len, uint64_t *h);

/* ak_tokid_hash: the hash of len bytes (64 bits; the tag is its top half) */
uint64_t ak_tokid_hash(const char *s, size_t len);

/* ak_tokid_free: release; m is zeroed. */
void ak_tokid_free(ak_tokid *m);

#endif
