#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "strmap.h"

static uint64_t
hash(const char *s, size_t n)
{
	uint64_t h = 1469598103934665603ULL;

	for (size_t i = 0; i < n; i++) {
		h ^= (unsigned char)s[i];
		h *= 1099511628211ULL;
	}
	return h;
}

int
ak_strmap_init(ak_strmap *m, ak_err *e)
{
	m->cap = 64;
	m->n = 0;
	m->keybytes = 0;
	m->keys = ak_alloc_n(m->cap, sizeof(*m->keys), e);
	m->vals = ak_alloc_n(m->cap, sizeof(*m->vals), e);
	if (m->keys == NULL || m->vals == NULL) {
		ak_strmap_free(m);
		return -1;
	}
	return 0;
}

static size_t
slot(const ak_strmap *m, const char *key, size_t len)
{
	size_t i = (size_t)hash(key, len) & (m->cap - 1);

	while (m->keys[i] != NULL &&
	    !(strlen(m->keys[i]) == len && memcmp(m->keys[i], key, len) == 0))
		i = (i + 1) & (m->cap - 1);
	return i;
}

int
ak_strmap_get(const ak_strmap *m, const char *key, size_t len, size_t *val)
{
	size_t i = slot(m, key, len);

	if (m->keys[i] == NULL)
		return 0;
	*val = m->vals[i];
	return 1;
}

static int
grow(ak_strmap *m, ak_err *e)
{
	ak_strmap big;

	big.cap = m->cap * 2;
	big.n = m->n;
	big.keybytes = m->keybytes;
	big.keys = ak_alloc_n(big.cap, sizeof(*big.keys), e);
	big.vals = ak_alloc_n(big.cap, sizeof(*big.vals), e);
	if (big.keys == NULL || big.vals == NULL) {
		free(big.keys);
		free(big.vals);
		return -1;
	}
	for (size_t i = 0; i < m->cap; i++) {
		if (m->keys[i] == NULL)
			continue;
		size_t j = slot(&big, m->keys[i], strlen(m->keys[i]));
		big.keys[j] = m->keys[i];
		big.vals[j] = m->vals[i];
	}
	free(m->keys);
	free(m->vals);
	*m = big;
	return 0;
}

int
ak_strmap_put(ak_strmap *m, const char *key, size_t len, size_t val,
    size_t *old, ak_err *e)
{
	size_t i;
	char *k;

	if (2 * (m->n + 1) > m->cap && grow(m, e) != 0)
		return -1;
	i = slot(m, key, len);
	if (m->keys[i] != NULL) {
		if (old != NULL)
			*old = m->vals[i];
		return 0;
	}
	if ((k = ak_alloc_n(len + 1, 1, e)) == NULL)
		return -1;
	memcpy(k, key, len);
	k[len] = '\0';
	m->keys[i] = k;
	m->vals[i] = val;
	m->n++;
	m->keybytes += ak_heap_bytes(len + 1);
	return 1;
}

size_t
ak_strmap_bytes(const ak_strmap *m)
{
	return m->cap * (sizeof(*m->keys) + sizeof(*m->vals)) + m->keybytes;
}

void
ak_strmap_free(ak_strmap *m)
{
	if (m->keys != NULL)
		for (size_t i = 0; i < m->cap; i++)
			free(m->keys[i]);
	free(m->keys);
	free(m->vals);
	memset(m, 0, sizeof(*m));
}
