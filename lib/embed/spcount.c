#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cooc.h"
#include "io.h"
#include "spcount.h"
#include "text.h"

#define EMPTY UINT64_MAX
#define FANIN 32		/* runs merged at once: open files bounded */
#define RUNBUF (256 * 1024)	/* stdio buffer per run */

struct ak_spcount_run {
	FILE *fp;
	uint64_t key, val;
};

uint64_t
ak_cooc_units(size_t window, ak_weight weight)
{
	uint64_t L = 1;

	if (weight == AK_WEIGHT_FLAT)
		return 1;
	if (window > AK_SPCOUNT_MAX_HARMONIC)
		return 0;
	for (uint64_t d = 2; d <= window; d++) {
		uint64_t a = L, b = d;

		while (b != 0) {	/* gcd */
			uint64_t t = a % b;
			a = b;
			b = t;
		}
		L = L / a * d;
	}
	return L;
}

static size_t
slot(uint64_t key, size_t cap)
{
	/* Fibonacci hashing: the high bits of key × 2^64/φ */
	return (size_t)((key * 0x9E3779B97F4A7C15ULL) >> 32) & (cap - 1);
}

static int
table_alloc(ak_spcount *c, size_t cap, ak_err *e)
{
	uint64_t *k = malloc(cap * sizeof(uint64_t));
	uint64_t *v = malloc(cap * sizeof(uint64_t));

	if (k == NULL || v == NULL) {
		free(k);
		free(v);
		return ak_errf(e, "out of memory (co-occurrence table of %zu "
		    "cells)", cap);
	}
	memset(k, 0xff, cap * sizeof(uint64_t));
	c->key = k;
	c->val = v;
	c->cap = cap;
	c->n = 0;
	return 0;
}

int
ak_spcount_init(ak_spcount *c, size_t window, ak_weight weight, ak_oov oov,
    size_t memory, ak_err *e)
{
	memset(c, 0, sizeof(*c));
	if ((c->L = ak_cooc_units(window, weight)) == 0)
		return ak_errf(e, "--weight harmonic counts exactly up to "
		    "--window %d (got %zu)", AK_SPCOUNT_MAX_HARMONIC, window);
	c->window = window;
	c->weight = weight;
	c->oov = oov;
	c->maxcap = 1024;
	while (c->maxcap <= SIZE_MAX / 48 && 48 * c->maxcap <= memory)
		c->maxcap *= 2;
	return table_alloc(c, c->maxcap < 4096 ? c->maxcap : 4096, e);
}

static void
put(ak_spcount *c, uint64_t key, uint64_t units)
{
	size_t i = slot(key, c->cap);

	while (c->key[i] != key && c->key[i] != EMPTY)
		i = (i + 1) & (c->cap - 1);
	if (c->key[i] == EMPTY) {
		c->key[i] = key;
		c->val[i] = units;
		c->n++;
	} else {
		c->val[i] += units;
	}
}

static int
grow(ak_spcount *c, ak_err *e)
{
	uint64_t *ok = c->key, *ov = c->val;
	size_t ocap = c->cap;

	if (table_alloc(c, 2 * ocap, e) != 0) {
		c->key = ok;
		c->val = ov;
		c->cap = ocap;
		return -1;
	}
	for (size_t i = 0; i < ocap; i++)
		if (ok[i] != EMPTY)
			put(c, ok[i], ov[i]);
	free(ok);
	free(ov);
	return 0;
}

void
ak_sort_cells(uint64_t *key, uint64_t *val, uint64_t *tk, uint64_t *tv,
    size_t n)
{
	uint64_t *sk = key, *sv = val, *dk = tk, *dv = tv;

	for (int shift = 0; shift < 64; shift += 8) {
		size_t cnt[256] = { 0 }, sum = 0;

		for (size_t i = 0; i < n; i++)
			cnt[(sk[i] >> shift) & 0xff]++;
		if (n == 0 || cnt[(sk[0] >> shift) & 0xff] == n)
			continue;	/* one digit for all: nothing moves */
		for (int b = 0; b < 256; b++) {
			size_t t = cnt[b];
			cnt[b] = sum;
			sum += t;
		}
		for (size_t i = 0; i < n; i++) {
			size_t p = cnt[(sk[i] >> shift) & 0xff]++;
			dk[p] = sk[i];
			dv[p] = sv[i];
		}
		uint64_t *t = sk; sk = dk; dk = t;
		t = sv; sv = dv; dv = t;
	}
	if (sk != key) {
		memcpy(key, sk, n * sizeof(uint64_t));
		memcpy(val, sv, n * sizeof(uint64_t));
	}
}

/* move the cells to the front of the table and sort them by key */
static int
table_sort(ak_spcount *c, ak_err *e)
{
	size_t n = 0;
	uint64_t *tk, *tv;

	for (size_t i = 0; i < c->cap; i++)
		if (c->key[i] != EMPTY) {
			c->key[n] = c->key[i];
			c->val[n++] = c->val[i];
		}
	tk = malloc((n ? n : 1) * sizeof(uint64_t));
	tv = malloc((n ? n : 1) * sizeof(uint64_t));
	if (tk == NULL || tv == NULL) {
		free(tk);
		free(tv);
		return ak_errf(e, "out of memory (sorting %zu cells)", n);
	}
	ak_sort_cells(c->key, c->val, tk, tv, n);
	free(tk);
	free(tv);
	c->n = n;
	return 0;
}

static int
push_run(ak_spcount *c, FILE *fp, ak_err *e)
{
	if (c->nruns == c->capruns) {
		size_t nc = c->capruns ? 2 * c->capruns : 16;
		FILE **r = realloc(c->runs, nc * sizeof(FILE *));
		if (r == NULL) {
			fclose(fp);
			return ak_errf(e, "out of memory");
		}
		c->runs = r;
		c->capruns = nc;
	}
	c->runs[c->nruns++] = fp;
	return 0;
}

static FILE *
new_run(ak_err *e)
{
	FILE *fp = tmpfile();

	if (fp == NULL)
		ak_errf(e, "temporary file for the co-occurrence counts: %s",
		    strerror(errno));
	return fp;
}

static int
run_error(FILE *fp, ak_err *e)
{
	int err = errno;

	fclose(fp);
	return ak_errf(e, "writing the co-occurrence counts to a temporary "
	    "file: %s", strerror(err ? err : EIO));
}

/* sort the table and write it as a run; the table is left empty */
static int
spill(ak_spcount *c, ak_err *e)
{
	FILE *fp;

	if (table_sort(c, e) != 0 || (fp = new_run(e)) == NULL)
		return -1;
	for (size_t i = 0; i < c->n; i++) {
		uint64_t kv[2] = { c->key[i], c->val[i] };
		if (fwrite(kv, sizeof kv, 1, fp) != 1)
			return run_error(fp, e);
	}
	if (fflush(fp) != 0 || fseek(fp, 0, SEEK_SET) != 0)
		return run_error(fp, e);
	memset(c->key, 0xff, c->cap * sizeof(uint64_t));
	c->n = 0;
	return push_run(c, fp, e);
}

int
ak_spcount_add(ak_spcount *c, long *row, long *ctx, size_t n, ak_err *e)
{
	if (c->oov == AK_OOV_SKIP) {
		size_t k = 0;

		for (size_t i = 0; i < n; i++)
			if (row[i] >= 0 || ctx[i] >= 0) {
				row[k] = row[i];
				ctx[k++] = ctx[i];
			}
		n = k;
	}
	for (size_t p = 0; p < n; p++) {
		if (row[p] < 0)
			continue;
		size_t lo = p > c->window ? p - c->window : 0;
		size_t hi = p + c->window < n - 1 ? p + c->window : n - 1;
		uint64_t hk = (uint64_t)row[p] << 32;

		for (size_t q = lo; q <= hi; q++) {
			size_t d = p > q ? p - q : q - p;

			if (d == 0 || ctx[q] < 0)
				continue;
			if (2 * (c->n + 1) > c->cap) {
				if (c->cap < c->maxcap) {
					if (grow(c, e) != 0)
						return -1;
				} else if (spill(c, e) != 0) {
					return -1;
				}
			}
			put(c, hk | (uint64_t)ctx[q], c->weight ==
			    AK_WEIGHT_FLAT ? 1 : c->L / d);
			c->pairs++;
		}
	}
	return 0;
}

/* ak_spcount_read's callback: one message into the sparse counter */
static int
sparse_add(long *row, long *ctx, size_t n, void *arg, ak_err *e)
{
	return ak_spcount_add(arg, row, ctx, n, e);
}

int
ak_spcount_read(ak_spcount *c, const ak_strmap *rows, const ak_strmap *ctxs,
    const char *path, const char *label, size_t *nmsg, ak_err *e)
{
	return ak_cooc_each(rows, ctxs, path, label, sparse_add, c, nmsg, e);
}

/* heap of runs ordered by their current key */
static int
run_load(ak_spcount_run *r, ak_err *e)
{
	uint64_t kv[2];

	if (fread(kv, sizeof kv, 1, r->fp) != 1) {
		if (ferror(r->fp))
			return ak_errf(e, "reading back the co-occurrence "
			    "counts: %s", strerror(errno ? errno : EIO));
		return 0;
	}
	r->key = kv[0];
	r->val = kv[1];
	return 1;
}

static void
sift(ak_spcount_run *h, size_t n, size_t i)
{
	for (;;) {
		size_t l = 2 * i + 1, m = i;

		if (l < n && h[l].key < h[m].key)
			m = l;
		if (l + 1 < n && h[l + 1].key < h[m].key)
			m = l + 1;
		if (m == i)
			return;
		ak_spcount_run t = h[i];
		h[i] = h[m];
		h[m] = t;
		i = m;
	}
}

/* the heap over runs[0..nr); the files stay owned by c->runs */
static int
heap_start(ak_spcount *c, size_t nr, ak_err *e)
{
	free(c->heap);
	if ((c->heap = ak_alloc_n(nr ? nr : 1, sizeof(ak_spcount_run), e)) ==
	    NULL)
		return -1;
	c->nheap = 0;
	for (size_t i = 0; i < nr; i++) {
		int rc;

		setvbuf(c->runs[i], NULL, _IOFBF, RUNBUF);
		c->heap[c->nheap].fp = c->runs[i];
		if ((rc = run_load(&c->heap[c->nheap], e)) < 0)
			return -1;
		c->nheap += (size_t)rc;
	}
	for (size_t i = c->nheap; i-- > 0;)
		sift(c->heap, c->nheap, i);
	return 0;
}

static int
heap_next(ak_spcount *c, uint64_t *key, uint64_t *val, ak_err *e)
{
	if (c->nheap == 0)
		return 0;
	*key = c->heap[0].key;
	*val = 0;
	while (c->nheap > 0 && c->heap[0].key == *key) {
		int rc;

		*val += c->heap[0].val;
		if ((rc = run_load(&c->heap[0], e)) < 0)
			return -1;
		if (rc == 0)
			c->heap[0] = c->heap[--c->nheap];
		sift(c->heap, c->nheap, 0);
	}
	return 1;
}

/* merge the first FANIN runs into one, until at most FANIN are left */
static int
reduce_runs(ak_spcount *c, ak_err *e)
{
	while (c->nruns > FANIN) {
		FILE *out;
		uint64_t kv[2];
		int rc;

		if ((out = new_run(e)) == NULL || heap_start(c, FANIN, e) != 0)
			return -1;
		while ((rc = heap_next(c, &kv[0], &kv[1], e)) == 1)
			if (fwrite(kv, sizeof kv, 1, out) != 1)
				return run_error(out, e);
		if (rc < 0) {
			fclose(out);
			return -1;
		}
		if (fflush(out) != 0 || fseek(out, 0, SEEK_SET) != 0)
			return run_error(out, e);
		for (size_t i = 0; i < FANIN; i++)
			fclose(c->runs[i]);
		memmove(c->runs, c->runs + FANIN,
		    (c->nruns - FANIN) * sizeof(FILE *));
		c->nruns -= FANIN;
		if (push_run(c, out, e) != 0)
			return -1;
	}
	return 0;
}

int
ak_spcount_next(ak_spcount *c, uint32_t *row, uint32_t *ctx,
    uint64_t *units, ak_err *e)
{
	uint64_t key, val;
	int rc;

	if (!c->merging) {
		c->merging = 1;
		if (c->nruns == 0) {
			if (table_sort(c, e) != 0)
				return -1;
			c->pos = 0;
		} else {
			if ((c->n > 0 && spill(c, e) != 0))
				return -1;
			free(c->key);
			free(c->val);
			c->key = c->val = NULL;
			c->cap = c->n = 0;
			if (reduce_runs(c, e) != 0 ||
			    heap_start(c, c->nruns, e) != 0)
				return -1;
		}
	}
	if (c->nruns == 0) {
		if (c->pos >= c->n)
			return 0;
		key = c->key[c->pos];
		val = c->val[c->pos++];
	} else if ((rc = heap_next(c, &key, &val, e)) <= 0) {
		return rc;
	}
	*row = (uint32_t)(key >> 32);
	*ctx = (uint32_t)key;
	*units = val;
	return 1;
}

void
ak_spcount_free(ak_spcount *c)
{
	for (size_t i = 0; i < c->nruns; i++)
		fclose(c->runs[i]);
	free(c->runs);
	free(c->heap);
	free(c->key);
	free(c->val);
	memset(c, 0, sizeof(*c));
}
