#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cooc.h"
#include "io.h"
#include "spcount.h"
#include "text.h"

#define EMPTY UINT64_MAX
#define FANIN 32		/* runs merged at once: open files bounded (a
				 * counter of n parts: FANIN / n a part, at
				 * least FANIN_MIN) */
#define FANIN_MIN 4
#define RUNBUF (256 * 1024)	/* read buffer per run while merged */
#define RUNREC ((RUNBUF - BUFSIZ) / 16)	/* records in it (stdio keeps
					 * BUFSIZ of its own) */
#define WRITEREC 1024		/* records written at once */

struct ak_spcount_run {
	FILE *fp;
	uint64_t key, val;
	uint64_t *buf;		/* RUNREC records (key, units) read ahead */
	size_t pos, len;
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
	c->memory = memory;
	c->fanin = FANIN;
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

/* the sort's key of a cell: row and context side by side, the context in
 * its cb low bits (cb: the width of the largest context id), so that the
 * 32 - cb always-zero bits between them take no pass */
static inline uint64_t
vkey(uint64_t key, int cb)
{
	return (key >> 32) << cb | (key & 0xffffffffu);
}

void
ak_sort_cells(ak_spcell *a, ak_spcell *tmp, size_t n)
{
	/* digits of at most 12 bits (4096 counters, 32 KB), as few passes
	 * as that allows, the bits dealt evenly among them: 30 bits (26k
	 * words) in 3 passes of 10, 36 (200k words) in 3 of 12, not 4 */
	enum { MAXBITS = 12, NB = 1 << MAXBITS };
	ak_spcell *src = a, *dst = tmp;
	uint64_t or_all = 0, and_all = ~(uint64_t)0;
	size_t *cnt;
	int cb = 0, vb;

	if (n < 2 || (cnt = malloc(NB * sizeof(size_t))) == NULL) {
		/* no room for 32 KB of counters: an insertion sort is exact
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
	for (size_t i = 0; i < n; i++)
		or_all |= a[i].key;
	while (cb < 32 && (or_all & 0xffffffffu) >> cb != 0)
		cb++;
	/* vkey is monotone in key (the context is below 2^cb), so sorting
	 * by its digits sorts by key; digits common to all are skipped */
	or_all = 0;
	for (size_t i = 0; i < n; i++) {
		uint64_t v = vkey(a[i].key, cb);
		or_all |= v;
		and_all &= v;
	}
	vb = 64 - (or_all ? __builtin_clzll(or_all) : 64);
	int passes = (vb + MAXBITS - 1) / MAXBITS;
	int bits = passes > 0 ? (vb + passes - 1) / passes : 1;
	uint64_t mask = ((uint64_t)1 << bits) - 1;
	for (int shift = 0; shift < vb; shift += bits) {
		size_t sum = 0, nb = (size_t)1 << bits;

		if (((or_all ^ and_all) >> shift & mask) == 0)
			continue;	/* one digit for all: nothing moves */
		memset(cnt, 0, nb * sizeof(size_t));
		for (size_t i = 0; i < n; i++)
			cnt[vkey(src[i].key, cb) >> shift & mask]++;
		for (size_t b = 0; b < nb; b++) {
			size_t t = cnt[b];
			cnt[b] = sum;
			sum += t;
		}
		for (size_t i = 0; i < n; i++)
			dst[cnt[vkey(src[i].key, cb) >> shift & mask]++] =
			    src[i];
		ak_spcell *t = src; src = dst; dst = t;
	}
	free(cnt);
	if (src != a)
		memcpy(a, src, n * sizeof(ak_spcell));
}

/*
 * Double the table in place, so that its pages stay in use: a large count
 * pays most for fresh pages (the kernel zeroes each), and a new table
 * beside the old would take twice the final table's in all (realloc of a
 * large block is mremap: the old pages move, uncopied).  A cell's new
 * home is its old one h or h + cap.  The cells are taken out and put back
 * one at a time, from the first empty slot z on, round the old half: a
 * cluster then never spans the start, and when the cell at i goes back
 * from h, every slot from h to i holds a cell already put back (or none),
 * so it lands at or before i; from h + cap, it lands in the new half,
 * which holds only cells put back.  A probe that would wrap past the end
 * could meet a cell not yet moved: such cells are kept aside and put back
 * once all the others are (rare: the table is a quarter full).
 */
static int
grow(ak_spcount *c, ak_err *e)
{
	size_t ocap = c->cap, ncap = 2 * ocap, z = 0, nover = 0, capover = 0;
	ak_spcell *t = realloc(c->tab, ncap * sizeof(ak_spcell)), *over = NULL;
	int rc = 0;

	if (t == NULL)
		return ak_errf(e, "out of memory (co-occurrence table of %zu "
		    "cells)", ncap);
	ak_mem_huge(t, ncap * sizeof(ak_spcell));
	c->tab = t;
	c->cap = ncap;
	for (size_t i = ocap; i < ncap; i++)
		t[i].key = EMPTY;
	while (t[z].key != EMPTY)	/* there is one: at most half full */
		z++;
	for (size_t k = 1; k <= ocap; k++) {
		size_t i = (z + k) & (ocap - 1), p;
		ak_spcell x = t[i];

		if (x.key == EMPTY)
			continue;
		t[i].key = EMPTY;
		for (p = slot(x.key, ncap); p < ncap && t[p].key != EMPTY; p++)
			;
		if (p < ncap) {
			t[p] = x;
			continue;
		}
		if (nover == capover) {
			size_t nc = capover ? 2 * capover : 64;
			ak_spcell *o = realloc(over, nc * sizeof(ak_spcell));
			if (o == NULL) {
				rc = ak_errf(e, "out of memory (co-occurrence "
				    "table of %zu cells)", ncap);
				break;
			}
			over = o;
			capover = nc;
		}
		over[nover++] = x;
	}
	for (size_t i = 0; i < nover; i++) {
		c->n--;			/* put_at counts it again */
		put_at(c, over[i].key, over[i].val, slot(over[i].key, ncap));
	}
	free(over);
	return rc;
}

/*
 * move the cells to the front of the table and sort them by key; when
 * symmetric, the mirrored cells (row > ctx) follow them, aux = tab + n,
 * sorted too.  The table is at most half full (room), so its free half is
 * the sort's scratch and the mirror's place: no memory beyond the table,
 * fresh pages being what a large count pays most for, but a scratch for
 * the mirror's sort when the mirror and its scratch pass the table's end.
 */
static int
table_sort(ak_spcount *c, ak_err *e)
{
	size_t n = 0, m = 0;
	ak_spcell *tmp;

	for (size_t i = 0; i < c->cap; i++)
		if (c->tab[i].key != EMPTY)
			c->tab[n++] = c->tab[i];
	ak_sort_cells(c->tab, c->tab + n, n);	/* 2n <= cap */
	c->aux = c->tab + n;
	if (c->sym)
		for (size_t i = 0; i < n; i++) {
			uint64_t k = c->tab[i].key;
			if ((k >> 32) != (k & 0xffffffffu))
				c->aux[m++] = (ak_spcell){ k << 32 | k >> 32,
				    c->tab[i].val };
		}
	if (m > 1) {
		if (n + 2 * m <= c->cap) {
			tmp = c->aux + m;
		} else {
			if (c->tmp == NULL && (c->tmp = malloc((c->maxcap / 2 +
			    1) * sizeof(ak_spcell))) == NULL)
				return ak_errf(e, "out of memory (sorting %zu "
				    "cells)", m);
			tmp = c->tmp;
		}
		ak_sort_cells(c->aux, tmp, m);
	}
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
	return ak_errf(e, "writing the co-occurrence counts' sorted runs to a "
	    "temporary file in %s: %s", ak_tmpdir(), strerror(err ? err :
	    EIO));
}

/* records written in blocks, to a run being made */
typedef struct run_writer {
	FILE *fp;
	uint64_t rec[2 * WRITEREC];
	size_t n;
} run_writer;

static int
run_put(run_writer *w, uint64_t key, uint64_t val)
{
	w->rec[2 * w->n] = key;
	w->rec[2 * w->n + 1] = val;
	if (++w->n < WRITEREC)
		return 0;
	w->n = 0;
	return fwrite(w->rec, 2 * sizeof(uint64_t), WRITEREC, w->fp) ==
	    WRITEREC ? 0 : -1;
}

/* a run written: flushed and rewound for its reading; 0 or -1 */
static int
run_rewind(FILE *fp)
{
	return fflush(fp) != 0 || fseek(fp, 0, SEEK_SET) != 0 ? -1 : 0;
}

/* the rest of the block, then the stream flushed and rewound */
static int
run_done(run_writer *w)
{
	if (w->n > 0 && fwrite(w->rec, 2 * sizeof(uint64_t), w->n, w->fp) !=
	    w->n)
		return -1;
	w->n = 0;
	return run_rewind(w->fp);
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
		if ((c->n > 0 && fwrite(c->tab, sizeof(ak_spcell), c->n, fp) !=
		    c->n) || run_rewind(fp) != 0)
			return run_error(fp, e);
	} else {
		run_writer *w = malloc(sizeof *w);
		ak_spcell x;
		int bad = 0;

		if (w == NULL) {
			fclose(fp);
			return ak_errf(e, "out of memory");
		}
		w->fp = fp;
		w->n = 0;
		while (!bad && mem_next(c, &x))
			bad = run_put(w, x.key, x.val) != 0;
		bad = bad || run_done(w) != 0;
		free(w);
		if (bad)
			return run_error(fp, e);
	}
	c->runcells += c->n + c->naux;
	c->naux = 0;
	for (size_t i = 0; i < c->cap; i++)
		c->tab[i].key = EMPTY;
	c->n = 0;
	if (push_run(c, fp, e) != 0)
		return -1;
	/* open runs (and their buffers) bounded while counting, too */
	return c->nruns >= 2 * c->fanin ? reduce_runs(c, c->fanin, e) : 0;
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
	for (size_t t = 0; t < c->nparts; t++)
		c->part[t].sym = 1;
}

/* the part of a cell among T: the high bits of another multiplicative
 * hash than slot()'s, so that a part's cells fill all of its table */
static inline size_t
owner(uint64_t key, size_t T)
{
	return (size_t)((((key * 0xD6E8FEB86659FD93ULL) >> 32) * T) >> 32);
}

/*
 * the pairs of one message (OOV tokens already removed when skipped) into
 * c, a counter without parts: all of them (T = 1), or those of part t of
 * T.  Symmetric: each pair p < q once, as cell (min, max), a word beside
 * itself adding twice (both orders land on the diagonal); else every
 * (row[p], ctx[q]) with 1 <= |p - q| <= window.
 */
static int
gen_pairs(ak_spcount *c, const long *row, const long *ctx, size_t n,
    size_t t, size_t T, ak_err *e)
{
	uint64_t key[BATCH], units[BATCH];
	size_t m = 0;

	for (size_t p = 0; p < n; p++) {
		if (row[p] < 0 && (c->sym || c->oov == AK_OOV_KEEP))
			continue;
		size_t lo = c->sym ? p + 1 : p > c->window ? p - c->window : 0;
		size_t hi = p + c->window < n - 1 ? p + c->window : n - 1;
		uint64_t a = (uint64_t)row[p];

		if (row[p] < 0)
			continue;
		for (size_t q = lo; q <= hi; q++) {
			size_t d = p > q ? p - q : q - p;
			uint64_t w, k;

			if (d == 0 || ctx[q] < 0)
				continue;
			w = c->weight == AK_WEIGHT_FLAT ? 1 : c->L / d;
			if (c->sym) {
				uint64_t b = (uint64_t)ctx[q];
				k = a < b ? a << 32 | b : b << 32 | a;
				if (a == b)
					w *= 2;
			} else {
				k = a << 32 | (uint64_t)ctx[q];
			}
			/* kept when it is this part's: no branch to
			 * mispredict (with T = 2 it would, every other pair) */
			key[m] = k;
			units[m] = w;
			m += owner(k, T) == t;
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
	if (c->oov == AK_OOV_SKIP)
		n = ak_cooc_skip_oov(row, ctx, n);
	if (c->sym)
		ctx = row;
	if (c->nparts == 0)
		return gen_pairs(c, row, ctx, n, 0, 1, e);
	for (size_t t = 0; t < c->nparts; t++)
		if (gen_pairs(&c->part[t], row, ctx, n, t, c->nparts, e) != 0)
			return -1;
	return 0;
}

/* nothing added yet (to c or any of its parts) */
static int
empty(const ak_spcount *c)
{
	if (c->pairs != 0 || c->n != 0 || c->nruns != 0)
		return 0;
	for (size_t t = 0; t < c->nparts; t++)
		if (!empty(&c->part[t]))
			return 0;
	return 1;
}

int
ak_spcount_parts(ak_spcount *c, size_t n, ak_err *e)
{
	if (n < 1 || n > AK_SPCOUNT_MAX_PARTS || c->nparts != 0 || !empty(c)) {
		errno = EINVAL;
		return ak_errf(e, "co-occurrence counter: %zu parts (1 to %d, "
		    "before the first count)", n, AK_SPCOUNT_MAX_PARTS);
	}
	if (n == 1)
		return 0;
	if ((c->part = calloc(n, sizeof(ak_spcount))) == NULL ||
	    (c->head = calloc(n, sizeof(ak_spcell))) == NULL ||
	    (c->live = calloc(n, 1)) == NULL)
		goto nomem;
	for (size_t t = 0; t < n; t++) {
		if (ak_spcount_init(&c->part[t], c->window, c->weight, c->oov,
		    c->memory / n, e) != 0) {
			for (size_t u = 0; u < t; u++)
				ak_spcount_free(&c->part[u]);
			goto fail;
		}
		c->part[t].sym = c->sym;
		/* the open runs of all the parts as of one counter */
		c->part[t].fanin = FANIN / n > FANIN_MIN ? FANIN / n :
		    FANIN_MIN;
	}
	c->nparts = n;
	free(c->tab);		/* the parts hold the cells */
	c->tab = NULL;
	c->cap = 0;
	return 0;
nomem:
	ak_errf(e, "out of memory");
fail:
	free(c->part);
	free(c->head);
	free(c->live);
	c->part = NULL;
	c->head = NULL;
	c->live = NULL;
	return -1;
}

/* ak_spcount_read's callback without parts: one message into the table */
static int
sparse_add(long *row, long *ctx, size_t n, void *arg, ak_err *e)
{
	return ak_spcount_add(arg, row, ctx, n, e);
}

/*
 * Counting with parts: the reading thread (ak_cooc_each: lines, UTF-8,
 * tokens, ids) fills blocks of messages; each part's thread takes every
 * block in turn and adds the block's pairs that are its own.  NBLOCK
 * blocks circulate: the reader fills one while the parts count the
 * others; a block is free again once all the parts are done with it.
 */
#define NBLOCK 4

typedef struct block {
	long *row, *ctx;	/* the tokens of the messages, end to end (ctx
				 * NULL when symmetric: the rows) */
	size_t *len;		/* the messages' lengths */
	size_t ntok, nmsg, captok, capmsg;
	size_t done;		/* parts done with it */
	int busy;		/* published, not yet done by every part */
} block;

typedef struct pool {
	ak_spcount *c;
	pthread_mutex_t mu;
	pthread_cond_t ready;	/* a block published, or the end */
	pthread_cond_t freed;	/* a block done by every part */
	block b[NBLOCK];
	size_t pub;		/* blocks published (block pub % NBLOCK fills) */
	int end;		/* no more blocks */
	int stop;		/* a failure: every thread stops */
	int failed;		/* a part's thread failed: err says why */
	ak_err err;
} pool;

typedef struct worker {
	pool *p;
	size_t t;
} worker;

static int
block_room(block *b, size_t ntok, ak_err *e)
{
	if (b->ntok + ntok > b->captok) {
		size_t nc = b->captok;
		while (nc < b->ntok + ntok)
			nc *= 2;
		long *r = realloc(b->row, nc * sizeof(long));
		if (r == NULL)
			return ak_errf(e, "out of memory");
		b->row = r;
		if (b->ctx != NULL) {
			if ((r = realloc(b->ctx, nc * sizeof(long))) == NULL)
				return ak_errf(e, "out of memory");
			b->ctx = r;
		}
		b->captok = nc;
	}
	if (b->nmsg == b->capmsg) {
		size_t *l = realloc(b->len, 2 * b->capmsg * sizeof(size_t));
		if (l == NULL)
			return ak_errf(e, "out of memory");
		b->len = l;
		b->capmsg *= 2;
	}
	return 0;
}

static void *
part_run(void *arg)
{
	worker *w = arg;
	pool *p = w->p;
	ak_spcount *part = &p->c->part[w->t];
	size_t T = p->c->nparts, seq = 0;
	ak_err e;

	pthread_mutex_lock(&p->mu);
	for (;;) {
		while (seq == p->pub && !p->end && !p->stop)
			pthread_cond_wait(&p->ready, &p->mu);
		if (p->stop || seq == p->pub)
			break;
		block *b = &p->b[seq % NBLOCK];
		pthread_mutex_unlock(&p->mu);
		int rc = 0;
		for (size_t i = 0, off = 0; rc == 0 && i < b->nmsg; i++) {
			const long *row = b->row + off;
			rc = gen_pairs(part, row, b->ctx ? b->ctx + off : row,
			    b->len[i], w->t, T, &e);
			off += b->len[i];
		}
		pthread_mutex_lock(&p->mu);
		if (rc != 0 && !p->stop) {
			p->stop = p->failed = 1;
			p->err = e;
			/* the reader may wait for a block (freed), the other
			 * parts for one (ready): both see stop */
			pthread_cond_broadcast(&p->ready);
			pthread_cond_broadcast(&p->freed);
		}
		if (++b->done == T) {
			b->busy = 0;
			pthread_cond_broadcast(&p->freed);
		}
		seq++;
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

/* publish the block being filled; wait until the next one is free.
 * Returns 0, or -1 when a part's thread failed (e: its message) */
static int
publish(pool *p, ak_err *e)
{
	int rc = 0;

	pthread_mutex_lock(&p->mu);
	block *b = &p->b[p->pub % NBLOCK];
	b->done = 0;
	b->busy = 1;
	p->pub++;
	pthread_cond_broadcast(&p->ready);
	b = &p->b[p->pub % NBLOCK];
	while (b->busy && !p->stop)
		pthread_cond_wait(&p->freed, &p->mu);
	if (p->stop) {
		*e = p->err;
		rc = -1;
	} else {
		b->ntok = b->nmsg = 0;
	}
	pthread_mutex_unlock(&p->mu);
	return rc;
}

/* ak_cooc_each's callback with parts: one message into the block */
static int
block_add(long *row, long *ctx, size_t n, void *arg, ak_err *e)
{
	pool *p = arg;
	block *b = &p->b[p->pub % NBLOCK];

	if (p->c->oov == AK_OOV_SKIP)
		n = ak_cooc_skip_oov(row, ctx, n);
	if (n < 2)
		return 0;	/* no pairs */
	if (b->nmsg > 0 && b->ntok + n > b->captok) {
		if (publish(p, e) != 0)
			return -1;
		b = &p->b[p->pub % NBLOCK];
	}
	if (block_room(b, n, e) != 0)
		return -1;
	memcpy(b->row + b->ntok, row, n * sizeof(long));
	if (b->ctx != NULL)
		memcpy(b->ctx + b->ntok, ctx, n * sizeof(long));
	b->ntok += n;
	b->len[b->nmsg++] = n;
	return 0;
}

/* the attributes of the parts' threads: 1 MiB stacks (their frames are
 * small), not the default 8 MiB, which 64 threads would take of a ulimit
 * -v; NULL (the defaults) if they cannot be set */
static pthread_attr_t *
stack_attr(pthread_attr_t *a)
{
	if (pthread_attr_init(a) != 0)
		return NULL;
	if (pthread_attr_setstacksize(a, (size_t)1 << 20) != 0) {
		pthread_attr_destroy(a);
		return NULL;
	}
	return a;
}

/* blocks of about memory / 64 bytes in all (at least 256 tokens each) */
static int
read_parts(ak_spcount *c, const ak_strmap *rows, const ak_strmap *ctxs,
    const char *path, const char *label, size_t *nmsg, ak_err *e)
{
	size_t T = c->nparts, started = 0;
	size_t tok = c->memory / 64 / (NBLOCK * 2 * sizeof(long));
	pthread_t tid[AK_SPCOUNT_MAX_PARTS];
	pthread_attr_t attr;
	worker w[AK_SPCOUNT_MAX_PARTS];
	pool p;
	int rc = -1;

	memset(&p, 0, sizeof p);
	p.c = c;
	tok = tok < 256 ? 256 : tok > 65536 ? 65536 : tok;
	for (size_t i = 0; i < NBLOCK; i++) {
		block *b = &p.b[i];
		b->captok = tok;
		b->capmsg = 64;
		if ((b->row = malloc(tok * sizeof(long))) == NULL ||
		    (!c->sym && (b->ctx = malloc(tok * sizeof(long))) ==
		    NULL) || (b->len = malloc(64 * sizeof(size_t))) == NULL) {
			ak_errf(e, "out of memory");
			goto out;
		}
	}
	if (pthread_mutex_init(&p.mu, NULL) != 0) {
		ak_errf(e, "co-occurrence counter: a mutex: %s",
		    strerror(errno));
		goto out;
	}
	pthread_cond_init(&p.ready, NULL);
	pthread_cond_init(&p.freed, NULL);
	pthread_attr_t *ap = stack_attr(&attr);
	for (; started < T; started++) {
		w[started] = (worker){ &p, started };
		if ((errno = pthread_create(&tid[started], ap, part_run,
		    &w[started])) != 0) {
			ak_errf(e, "co-occurrence counter: a thread: %s",
			    strerror(errno));
			break;
		}
	}
	if (ap != NULL)
		pthread_attr_destroy(ap);
	if (started == T)
		rc = ak_cooc_each(rows, ctxs, path, label, block_add, &p, nmsg,
		    e);
	if (rc == 0 && p.b[p.pub % NBLOCK].nmsg > 0)
		rc = publish(&p, e);
	pthread_mutex_lock(&p.mu);
	p.end = 1;
	if (rc != 0)
		p.stop = 1;	/* the reader failed: the parts stop */
	pthread_cond_broadcast(&p.ready);
	pthread_mutex_unlock(&p.mu);
	for (size_t t = 0; t < started; t++)
		pthread_join(tid[t], NULL);
	if (rc == 0 && p.failed) {
		*e = p.err;
		rc = -1;
	}
	pthread_cond_destroy(&p.ready);
	pthread_cond_destroy(&p.freed);
	pthread_mutex_destroy(&p.mu);
out:
	for (size_t i = 0; i < NBLOCK; i++) {
		free(p.b[i].row);
		free(p.b[i].ctx);
		free(p.b[i].len);
	}
	return rc;
}

int
ak_spcount_read(ak_spcount *c, const ak_strmap *rows, const ak_strmap *ctxs,
    const char *path, const char *label, size_t *nmsg, ak_err *e)
{
	if (ctxs == NULL && empty(c))
		ak_spcount_symmetric(c);	/* row ids are the ctx ids */
	if (c->nparts > 1)
		return read_parts(c, rows, ctxs, path, label, nmsg, e);
	return ak_cooc_each(rows, ctxs, path, label, sparse_add, c, nmsg, e);
}

/* heap of runs ordered by their current key; a run's next record, read
 * RUNREC at a time (a fread a record was a tenth of a spilling count) */
static int
run_load(ak_spcount_run *r, ak_err *e)
{
	if (r->pos == r->len) {
		r->pos = 0;
		r->len = fread(r->buf, 2 * sizeof(uint64_t), RUNREC, r->fp);
		if (r->len == 0) {
			if (ferror(r->fp))
				return ak_errf(e, "reading back the "
				    "co-occurrence counts: %s",
				    strerror(errno ? errno : EIO));
			return 0;
		}
	}
	r->key = r->buf[2 * r->pos];
	r->val = r->buf[2 * r->pos + 1];
	r->pos++;
	return 1;
}

/* the heap over runs[0..nr) (at their current positions); the files
 * stay owned by c->runs; each gets RUNREC records of c->hbuf */
static int
heap_start(ak_spcount *c, size_t nr, ak_err *e)
{
	free(c->heap);
	free(c->hbuf);
	c->hbuf = NULL;
	if ((c->heap = ak_alloc_n(nr ? nr : 1, sizeof(ak_spcount_run), e)) ==
	    NULL || (c->hbuf = ak_alloc_n((nr ? nr : 1) * RUNREC,
	    2 * sizeof(uint64_t), e)) == NULL)
		return -1;
	c->nheap = 0;
	for (size_t i = 0; i < nr; i++) {
		ak_spcount_run *h = &c->heap[c->nheap];
		int rc;

		h->fp = c->runs[i];
		h->buf = c->hbuf + 2 * RUNREC * i;
		h->pos = h->len = 0;
		if ((rc = run_load(h, e)) < 0)
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

/* merge the first fanin runs into one, until at most limit are left */
static int
reduce_runs(ak_spcount *c, size_t limit, ak_err *e)
{
	while (c->nruns > limit) {
		FILE *out;
		uint64_t kv[2];
		int rc;

		if ((out = new_run(e)) == NULL || heap_start(c, c->fanin,
		    e) != 0) {
			if (out != NULL)
				fclose(out);
			return -1;
		}
		run_writer *w = malloc(sizeof *w);
		if (w == NULL) {
			fclose(out);
			return ak_errf(e, "out of memory");
		}
		w->fp = out;
		w->n = 0;
		while ((rc = heap_next(c, &kv[0], &kv[1], e)) == 1) {
			if (run_put(w, kv[0], kv[1]) != 0) {
				free(w);
				return run_error(out, e);
			}
			c->runcells++;
		}
		if (rc < 0) {
			free(w);
			fclose(out);
			return -1;
		}
		rc = run_done(w);
		free(w);
		if (rc != 0)
			return run_error(out, e);
		for (size_t i = 0; i < c->fanin; i++)
			fclose(c->runs[i]);
		memmove(c->runs, c->runs + c->fanin,
		    (c->nruns - c->fanin) * sizeof(FILE *));
		c->nruns -= c->fanin;
		if (push_run(c, out, e) != 0)
			return -1;
	}
	return 0;
}

/* the cells of a counter without parts begin: sort the table (no
 * spill), or spill the rest and merge the runs down to one heap */
static int
start(ak_spcount *c, ak_err *e)
{
	c->merging = 1;
	if (c->nruns == 0) {
		if (table_sort(c, e) != 0)
			return -1;
		/* keep the sorted cells and their mirror only: the rest of
		 * the table is room for what is built from them */
		size_t keep = c->n + c->naux;
		ak_spcell *t = realloc(c->tab, (keep ? keep : 1) *
		    sizeof(ak_spcell));
		if (t != NULL) {
			c->tab = t;
			c->cap = keep;
		}
		c->aux = c->tab + c->n;
		free(c->tmp);
		c->tmp = NULL;
		return 0;
	}
	if ((c->n > 0 && spill(c, e) != 0))
		return -1;
	free(c->tab);
	free(c->tmp);
	c->tab = c->tmp = c->aux = NULL;
	c->cap = c->n = 0;
	if (reduce_runs(c, c->fanin, e) != 0 || heap_start(c, c->nruns, e) !=
	    0)
		return -1;
	return 0;
}

/* the next cell of a started counter without parts: 1, 0 or -1 */
static int
one_next(ak_spcount *c, uint64_t *key, uint64_t *val, ak_err *e)
{
	ak_spcell x;

	if (c->nruns > 0)
		return heap_next(c, key, val, e);
	if (!mem_next(c, &x))
		return 0;
	*key = x.key;
	*val = x.val;
	return 1;
}

typedef struct starter {
	ak_spcount *c;
	ak_err e;
	int rc;
} starter;

static void *
start_run(void *arg)
{
	starter *s = arg;

	s->rc = start(s->c, &s->e);
	return NULL;
}

/* the parts begin, a thread each (the calling thread where a thread
 * cannot be made); then each part's first cell is its head */
static int
start_parts(ak_spcount *c, ak_err *e)
{
	size_t T = c->nparts;
	starter st[AK_SPCOUNT_MAX_PARTS];
	pthread_t tid[AK_SPCOUNT_MAX_PARTS];
	pthread_attr_t attr;
	int made[AK_SPCOUNT_MAX_PARTS];

	pthread_attr_t *ap = stack_attr(&attr);
	c->merging = 1;
	for (size_t t = 0; t < T; t++) {
		st[t] = (starter){ &c->part[t], { "" }, 0 };
		made[t] = t > 0 && pthread_create(&tid[t], ap, start_run,
		    &st[t]) == 0;
	}
	if (ap != NULL)
		pthread_attr_destroy(ap);
	for (size_t t = 0; t < T; t++)
		if (!made[t])
			start_run(&st[t]);
	for (size_t t = 0; t < T; t++)
		if (made[t])
			pthread_join(tid[t], NULL);
	for (size_t t = 0; t < T; t++)
		if (st[t].rc != 0) {
			*e = st[t].e;
			return -1;
		}
	return 0;
}

/* each part's first cell (after a start or a rewind) */
static int
load_heads(ak_spcount *c, ak_err *e)
{
	for (size_t t = 0; t < c->nparts; t++) {
		int rc = one_next(&c->part[t], &c->head[t].key,
		    &c->head[t].val, e);
		if (rc < 0)
			return -1;
		c->live[t] = (unsigned char)rc;
	}
	return 0;
}

int
ak_spcount_next(ak_spcount *c, uint32_t *row, uint32_t *ctx,
    uint64_t *units, ak_err *e)
{
	uint64_t key, val;
	int rc;

	if (!c->merging && (c->nparts > 0 ? start_parts(c, e) != 0 ||
	    load_heads(c, e) != 0 : start(c, e) != 0))
		return -1;
	if (c->nparts > 0) {
		/* the smallest head: the parts hold disjoint cells */
		size_t best = c->nparts;
		for (size_t t = 0; t < c->nparts; t++)
			if (c->live[t] && (best == c->nparts ||
			    c->head[t].key < c->head[best].key))
				best = t;
		if (best == c->nparts)
			return 0;
		key = c->head[best].key;
		val = c->head[best].val;
		if ((rc = one_next(&c->part[best], &c->head[best].key,
		    &c->head[best].val, e)) < 0)
			return -1;
		c->live[best] = (unsigned char)rc;
	} else if ((rc = one_next(c, &key, &val, e)) <= 0) {
		return rc;
	}
	*row = (uint32_t)(key >> 32);
	*ctx = (uint32_t)key;
	*units = val;
	return 1;
}

static int
one_rewind(ak_spcount *c, ak_err *e)
{
	if (c->nruns == 0) {
		c->pos = c->posaux = 0;
		return 0;
	}
	for (size_t i = 0; i < c->nruns; i++)
		if (fseek(c->runs[i], 0, SEEK_SET) != 0)
			return ak_errf(e, "reading back the co-occurrence "
			    "counts: %s", strerror(errno ? errno : EIO));
	return heap_start(c, c->nruns, e);
}

int
ak_spcount_rewind(ak_spcount *c, ak_err *e)
{
	if (!c->merging)
		return 0;
	if (c->nparts == 0)
		return one_rewind(c, e);
	for (size_t t = 0; t < c->nparts; t++)
		if (one_rewind(&c->part[t], e) != 0)
			return -1;
	return load_heads(c, e);
}

size_t
ak_spcount_bytes(const ak_spcount *c)
{
	/* the mirror is in the table; a scratch only where it did not fit */
	size_t scratch = c->tmp ? c->maxcap / 2 + 1 : 0, b;

	/* a run: its FILE and stdio buffer (BUFSIZ while written, RUNBUF
	 * while merged), its heap entry */
	b = (c->cap + scratch) * sizeof(ak_spcell) + c->nruns * ((c->merging ?
	    RUNBUF : BUFSIZ) + 512 + sizeof(ak_spcount_run) + sizeof(FILE *));
	for (size_t t = 0; t < c->nparts; t++)
		b += ak_spcount_bytes(&c->part[t]) + sizeof(ak_spcell) + 1;
	return b;
}

void
ak_spcount_free(ak_spcount *c)
{
	for (size_t t = 0; t < c->nparts; t++)
		ak_spcount_free(&c->part[t]);
	free(c->part);
	free(c->head);
	free(c->live);
	for (size_t i = 0; i < c->nruns; i++)
		fclose(c->runs[i]);
	free(c->runs);
	free(c->heap);
	free(c->hbuf);
	free(c->tab);
	free(c->tmp);
	memset(c, 0, sizeof(*c));
}
