/*
 * strmap.h — string → index map (open addressing, FNV-1a), used for the
 * vocabulary, embedding look-up and token counting.  Keys are copied.
 */
#ifndef AK_STRMAP_H
#define AK_STRMAP_H

#include <stddef.h>

#include "util.h"

typedef struct ak_strmap {
	char **keys;		/* slot -> key or NULL; cap slots */
	size_t *vals;		/* slot -> value */
	size_t cap;		/* power of two */
	size_t n;		/* keys stored */
	size_t keybytes;	/* heap of the keys (ak_heap_bytes), kept as
				   they are put: ak_strmap_bytes in O(1) */
} ak_strmap;

/* ak_strmap_init: empty map. Returns 0, -1 on allocation failure. */
int ak_strmap_init(ak_strmap *m, ak_err *e);

/*
 * ak_strmap_get: value of key (len bytes, need not be NUL-terminated) in
 * *val; returns 1 if found, 0 if not.
 */
int ak_strmap_get(const ak_strmap *m, const char *key, size_t len, size_t *val);

/*
 * ak_strmap_put: insert key→val if absent.  Returns 1 if inserted, 0 if the
 * key was present (then *old, if not NULL, receives its value and nothing
 * changes), -1 on allocation failure.
 */
int ak_strmap_put(ak_strmap *m, const char *key, size_t len, size_t val,
    size_t *old, ak_err *e);

/*
 * ak_strmap_bytes: the bytes m holds: its slots (a key pointer and a
 * value, 16 bytes each) and its keys (each its length + 1 as a heap block:
 * ak_heap_bytes).  The accounting of every --memory budget that holds a
 * map (table.c).  No errors.
 */
size_t ak_strmap_bytes(const ak_strmap *m);

/* ak_strmap_free: release all memory. */
void ak_strmap_free(ak_strmap *m);

#endif
