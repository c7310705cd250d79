#include <errno.h>
#include <stdint.h>
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
	ak_spcell *t = malloc(cap * sizeof(ak_spcell));

	if (t == NULL)
		return ak_errf(e, "out of memory (co-occurrence table of %zu "
		    "cells)", cap);
	ak_mem_huge(t, cap * sizeof(ak_spcell));
	for (size_t i = 0; i < cap; i++)
		t[i].key = EMPTY;
	c->tab = t;
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
	/* the largest power of two of slots that takes at most a quarter of
	 * the budget: the open runs take some, and the rest is for what is
	 * built from the counts (counts.h) */
	c->maxcap = 1024;
	while (c->maxcap <= SIZE_MAX / (8 * AK_SPCOUNT_SLOT_BYTES) &&
	    8 * AK_SPCOUNT_SLOT_BYTES * c->maxcap <= memory)
		c->maxcap *= 2;
	return table_alloc(c, c->maxcap < 4096 ? c->maxcap : 4096, e);
}

/* add units to the cell key, whose probe starts at slot i */
static inline void
put_at(ak_spcount *c, uint64_t key, uint64_t units, size_t i)
{
	ak_spcell *t = c->tab;

	while (t[i].key != key && t[i].key != EMPTY)
		i = (i + 1) & (c->cap - 1);
	if (t[i].key == EMPTY) {
		t[i].key = key;
		t[i].val = units;
		c->n++;
	} else {
		t[i].val += units;
	}
}

static int
grow(ak_spcount *c, ak_err *e)
{
	ak_spcell *ot = c->tab;
	size_t ocap = c->cap;

	if (table_alloc(c, 2 * ocap, e) != 0) {
		c->tab = ot;
		c->cap = ocap;
		return -1;
	}
	for (size_t i = 0; i < ocap; i++)
		if (ot[i].key != EMPTY)
			put_at(c, ot[i].key, ot[i].val, slot(ot[i].key,
			    c->cap));
	free(ot);
	return 0;
}

void
ak_sort_cells(ak_spcell *a, ak_spcell *tmp, size_t n)
{
	enum { BITS = 11, NB = 1 << BITS };
	ak_spcell *src = a, *dst = tmp;
	uint64_t or_all = 0, and_all = ~(uint64_t)0;
	size_t *cnt;

	if (n < 2 || (cnt = malloc(NB * sizeof(size_t))) == NULL) {
		/* no room for 16 KB of counters: an insertion sort is exact
		 * too (only ever reached with n tiny or memory exhausted) */
		for (size_t i = 1; i < n; i++) {
			ak_spcell x = a[i];
			size_t j = i;
			for (; j > 0 && a[j - 1].key > x.key; j--)
				a[j] = a[j - 1];
			a[j] = x;
		}
		return;
	}
	for (size_t i = 0; i < n; i++) {
		or_all |= a[i].key;
		and_all &= a[i].key;
	}
	for (int shift = 0; shift < 64; shift += BITS) {
		size_t sum = 0;

		if ((((or_all ^ and_all) >> shift) & (NB - 1)) == 0)
			continue;	/* one digit for all: nothing moves */
		memset(cnt, 0, NB * sizeof(size_t));
		for (size_t i = 0; i < n; i++)
			cnt[(src[i].key >> shift) & (NB - 1)]++;
		for (size_t b = 0; b < NB; b++) {
			size_t t = cnt[b];
			cnt[b] = sum;
			sum += t;
		}
		for (size_t i = 0; i < n; i++)
			dst[cnt[(src[i].key >> shift) & (NB - 1)]++] = src[i];
		ak_spcell *t = src; src = dst; dst = t;
	}
	free(cnt);
	if (src != a)
		memcpy(a, src, n * sizeof(ak_spcell));
}

/* the scratch arrays of the sort (and of the mirrored cells) */
static int
scratch(ak_spcount *c, ak_err *e)
{
	size_t n = c->maxcap / 2 + 1;

	if (c->tmp == NULL) {
		if ((c->tmp = malloc(n * sizeof(ak_spcell))) == NULL)
			return ak_errf(e, "out of memory (sorting %zu cells)",
			    n);
		ak_mem_huge(c->tmp, n * sizeof(ak_spcell));
	}
	if (c->sym && c->aux == NULL) {
		if ((c->aux = malloc(n * sizeof(ak_spcell))) == NULL)
			return ak_errf(e, "out of memory (sorting %zu cells)",
			    n);
		ak_mem_huge(c->aux, n * sizeof(ak_spcell));
	}
	return 0;
}

/* move the cells to the front of the table and sort them by key; when
 * symmetric, aux gets the mirrored cells (row > ctx), sorted too */
static int
table_sort(ak_spcount *c, ak_err *e)
{
	size_t n = 0, m = 0;

	if (scratch(c, e) != 0)
		return -1;
	for (size_t i = 0; i < c->cap; i++)
		if (c->tab[i].key != EMPTY)
			c->tab[n++] = c->tab[i];
	ak_sort_cells(c->tab, c->tmp, n);
	if (c->sym)
		for (size_t i = 0; i < n; i++) {
			uint64_t k = c->tab[i].key;
			if ((k >> 32) != (k & 0xffffffffu))
				c->aux[m++] = (ak_spcell){ k << 32 | k >> 32,
				    c->tab[i].val };
		}
	ak_sort_cells(c->aux, c->tmp, m);
	c->n = n;
	c->naux = m;
	c->pos = c->posaux = 0;
	return 0;
}

/* the next cell of the sorted table and its mirror, merged (keys differ) */
static int
mem_next(ak_spcount *c, ak_spcell *out)
{
	int a = c->pos < c->n, b = c->posaux < c->naux;

	if (!a && !b)
		return 0;
	if (a && (!b || c->tab[c->pos].key < c->aux[c->posaux].key))
		*out = c->tab[c->pos++];
	else
		*out = c->aux[c->posaux++];
	return 1;
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

/* a run's file: in $TMPDIR, as the man page says (ak_tmpfile) */
static FILE *
new_run(ak_err *e)
{
	return ak_tmpfile("the co-occurrence counts' sorted runs", e);
}

static int
run_error(FILE *fp, ak_err *e)
{
	int err = errno;

	fclose(fp);
	return ak_errf(e, "writing the co-occurrence counts to a temporary "
	    "file: %s", strerror(err ? err : EIO));
}

static int reduce_runs(ak_spcount *c, size_t limit, ak_err *e);

/* sort the table and write it as a run; the table is left empty */
static int
spill(ak_spcount *c, ak_err *e)
{
	FILE *fp;

	if (table_sort(c, e) != 0 || (fp = new_run(e)) == NULL)
		return -1;
	/* a cell is the run's record: key, units (two uint64_t) */
	if (!c->sym) {
		if (c->n > 0 && fwrite(c->tab, sizeof(ak_spcell), c->n, fp) !=
		    c->n)
			return run_error(fp, e);
	} else {
		ak_spcell x;
		while (mem_next(c, &x))
			if (fwrite(&x, sizeof x, 1, fp) != 1)
				return run_error(fp, e);
	}
	if (fflush(fp) != 0 || fseek(fp, 0, SEEK_SET) != 0)
		return run_error(fp, e);
	c->runcells += c->n + c->naux;
	c->naux = 0;
	for (size_t i = 0; i < c->cap; i++)
		c->tab[i].key = EMPTY;
	c->n = 0;
	if (push_run(c, fp, e) != 0)
		return -1;
	/* open runs (and their buffers) bounded while counting, too */
	return c->nruns >= 2 * FANIN ? reduce_runs(c, FANIN, e) : 0;
}

/* pairs gathered before they go into the table: their slots are
 * prefetched first, so that the cache misses of a batch overlap */
#define BATCH 32

/* room for m more cells: grow the table, or spill it */
static int
room(ak_spcount *c, size_t m, ak_err *e)
{
	while (2 * (c->n + m) > c->cap) {
		if (c->cap < c->maxcap) {
			if (grow(c, e) != 0)
				return -1;
		} else if (spill(c, e) != 0) {
			return -1;
		}
	}
	return 0;
}

static int
put_batch(ak_spcount *c, const uint64_t *key, const uint64_t *units,
    size_t m, ak_err *e)
{
	size_t at[BATCH];

	if (room(c, m, e) != 0)
		return -1;
	for (size_t i = 0; i < m; i++) {
		at[i] = slot(key[i], c->cap);
		__builtin_prefetch(&c->tab[at[i]], 1);
	}
	for (size_t i = 0; i < m; i++)
		put_at(c, key[i], units[i], at[i]);
	c->pairs += m;
	return 0;
}

void
ak_spcount_symmetric(ak_spcount *c)
{
	c->sym = 1;
}

/* the symmetric count: each pair p < q once, as cell (min, max); a word
 * beside itself adds twice (both orders land on the diagonal) */
static int
add_sym(ak_spcount *c, const long *id, size_t n, ak_err *e)
{
	uint64_t key[BATCH], units[BATCH];
	size_t m = 0;

	for (size_t p = 0; p < n; p++) {
		if (id[p] < 0)
			continue;
		uint64_t a = (uint64_t)id[p];
		size_t hi = p + c->window < n - 1 ? p + c->window : n - 1;

		for (size_t q = p + 1; q <= hi; q++) {
			if (id[q] < 0)
				continue;
			uint64_t b = (uint64_t)id[q];
			uint64_t w = c->weight == AK_WEIGHT_FLAT ? 1 :
			    c->L / (q - p);

			key[m] = a < b ? a << 32 | b : b << 32 | a;
			units[m++] = a == b ? 2 * w : w;
			if (m == BATCH) {
				if (put_batch(c, key, units, m, e) != 0)
					return -1;
				m = 0;
			}
		}
	}
	return m > 0 ? put_batch(c, key, units, m, e) : 0;
}

int
ak_spcount_add(ak_spcount *c, long *row, long *ctx, size_t n, ak_err *e)
{
	uint64_t key[BATCH], units[BATCH];
	size_t m = 0;

	if (c->oov == AK_OOV_SKIP) {
		size_t k = 0;

		for (size_t i = 0; i < n; i++)
			if (row[i] >= 0 || ctx[i] >= 0) {
				row[k] = row[i];
				ctx[k++] = ctx[i];
			}
		n = k;
	}
	if (c->sym)
		return add_sym(c, row, n, e);
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
			key[m] = hk | (uint64_t)ctx[q];
			units[m++] = c->weight == AK_WEIGHT_FLAT ? 1 : c->L / d;
			if (m == BATCH) {
				if (put_batch(c, key, units, m, e) != 0)
					return -1;
				m = 0;
			}
		}
	}
	return m > 0 ? put_batch(c, key, units, m, e) : 0;
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
	if (ctxs == NULL && c->pairs == 0 && c->n == 0 && c->nruns == 0)
		ak_spcount_symmetric(c);	/* row ids are the ctx ids */
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

/* the heap over runs[0..nr) (at their current positions); the files
 * stay owned by c->runs; bufs: give each its read buffer (before the
 * first read: setvbuf comes before any I/O of a rewound stream) */
static int
heap_start(ak_spcount *c, size_t nr, int bufs, ak_err *e)
{
	free(c->heap);
	if ((c->heap = ak_alloc_n(nr ? nr : 1, sizeof(ak_spcount_run), e)) ==
	    NULL)
		return -1;
	c->nheap = 0;
	for (size_t i = 0; i < nr; i++) {
		int rc;

		if (bufs)
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

/* merge the first FANIN runs into one, until at most limit are left */
static int
reduce_runs(ak_spcount *c, size_t limit, ak_err *e)
{
	while (c->nruns > limit) {
		FILE *out;
		uint64_t kv[2];
		int rc;

		if ((out = new_run(e)) == NULL || heap_start(c, FANIN, 1, e) != 0)
			return -1;
		while ((rc = heap_next(c, &kv[0], &kv[1], e)) == 1) {
			if (fwrite(kv, sizeof kv, 1, out) != 1)
				return run_error(out, e);
			c->runcells++;
		}
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
			/* keep the sorted cells only: the rest of the table
			 * is room for what is built from them */
			ak_spcell *t = realloc(c->tab, (c->n ? c->n : 1) *
			    sizeof(ak_spcell));
			if (t != NULL) {
				c->tab = t;
				c->cap = c->n;
			}
			free(c->tmp);
			c->tmp = NULL;
			if (c->sym && (t = realloc(c->aux, (c->naux ? c->naux :
			    1) * sizeof(ak_spcell))) != NULL)
				c->aux = t;
		} else {
			if ((c->n > 0 && spill(c, e) != 0))
				return -1;
			free(c->tab);
			free(c->tmp);
			free(c->aux);
			c->tab = c->tmp = c->aux = NULL;
			c->cap = c->n = 0;
			if (reduce_runs(c, FANIN, e) != 0 ||
			    heap_start(c, c->nruns, 1, e) != 0)
				return -1;
		}
	}
	if (c->nruns == 0) {
		ak_spcell x;

		if (!mem_next(c, &x))
			return 0;
		key = x.key;
		val = x.val;
	} else if ((rc = heap_next(c, &key, &val, e)) <= 0) {
		return rc;
	}
	*row = (uint32_t)(key >> 32);
	*ctx = (uint32_t)key;
	*units = val;
	return 1;
}

int
ak_spcount_rewind(ak_spcount *c, ak_err *e)
{
	if (!c->merging)
		return 0;
	if (c->nruns == 0) {
		c->pos = c->posaux = 0;
		return 0;
	}
	for (size_t i = 0; i < c->nruns; i++)
		if (fseek(c->runs[i], 0, SEEK_SET) != 0)
			return ak_errf(e, "reading back the co-occurrence "
			    "counts: %s", strerror(errno ? errno : EIO));
	return heap_start(c, c->nruns, 0, e);
}

size_t
ak_spcount_bytes(const ak_spcount *c)
{
	size_t scratch = c->merging ? (c->sym ? c->naux : 0) :
	    (c->tmp ? c->maxcap / 2 + 1 : 0) * (c->aux ? 2 : 1);

	/* a run: its FILE and stdio buffer (BUFSIZ while written, RUNBUF
	 * while merged), its heap entry */
	return (c->cap + scratch) * sizeof(ak_spcell) + c->nruns * ((c->merging ?
	    RUNBUF : BUFSIZ) + 512 + sizeof(ak_spcount_run) + sizeof(FILE *));
}

void
ak_spcount_free(ak_spcount *c)
{
	for (size_t i = 0; i < c->nruns; i++)
		fclose(c->runs[i]);
	free(c->runs);
	free(c->heap);
	free(c->tab);
	free(c->tmp);
	free(c->aux);
	memset(c, 0, sizeof(*c));
}
