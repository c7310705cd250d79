/*
 * spcount-merge.c — runs (spcount-int.h): a counted chunk spilled as a
 * sorted run (runfile.h), the runs merged, fanin at a time while
 * counting, and at the end a row at a time in an accumulator by context,
 * or a cell at a time by the heap (kmerge.h).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "io.h"
#include "spcount-int.h"

static int
push_run(ak_spcount *c, FILE *fp, uint64_t cells, uint64_t sum, ak_err *e)
{
	if (c->nruns == c->capruns) {
		size_t nc = c->capruns ? 2 * c->capruns : 16;
		FILE **r = realloc(c->runs, nc * sizeof(FILE *));
		if (r == NULL) {
			fclose(fp);
			return ak_errf(e, "out of memory");
		}
		c->runs = r;
		uint64_t *l = realloc(c->runlen, 2 * nc * sizeof(uint64_t));
		if (l == NULL) {
			fclose(fp);
			return ak_errf(e, "out of memory");
		}
		c->runlen = l;
		c->capruns = nc;
	}
	c->runlen[2 * c->nruns] = cells;
	c->runlen[2 * c->nruns + 1] = sum;
	c->runs[c->nruns++] = fp;
	return 0;
}

/* count the chunk and write its cells as a run; the chunk is left empty */
int
ak_sp_spill(ak_spcount *c, ak_err *e)
{
	ak_runw *w;
	FILE *fp;
	const uint64_t *k, *v;
	size_t m;
	int bad = 0, rc = 0;

	if (ak_sp_count_chunk(c, e) != 0)
		return -1;
	if (c->n + c->naux == 0)
		return 0;
	if ((fp = ak_run_new(e)) == NULL)
		return -1;
	if ((w = malloc(sizeof *w)) == NULL) {
		fclose(fp);
		return ak_errf(e, "out of memory");
	}
	ak_runw_begin(w, fp);
	while (!bad && (rc = ak_sp_mem_cells(c, &k, &v, &m, e)) == 1)
		bad = ak_runw_put(w, k, v, m) != 0;
	if (rc < 0) {
		free(w);
		fclose(fp);
		return -1;
	}
	bad = bad || ak_runw_done(w) != 0;
	uint64_t cells = c->n + c->naux, sum = w->sum;
	free(w);
	if (bad)
		return ak_run_write_error(fp, e);
	c->runcells += cells;
	ak_sp_cells_empty(c);
	if (push_run(c, fp, cells, sum, e) != 0)
		return -1;
	/* open runs (and their buffers) bounded while counting, too (the
	 * merge's arrays where the chunk's were) */
	if (c->nruns < 2 * c->fanin)
		return 0;
	ak_sp_cells_free(c);
	return ak_sp_reduce_runs(c, c->fanin, e);
}

/* a row merged from its runs: the cells of all of them go through a
 * ring of PREFETCH, a cell's accumulator line asked for as it is decoded
 * and summed PREFETCH cells later, whichever run it is of (acc is
 * megabytes: a miss a cell was most of the merge, and a run has a few
 * cells of a rare row); or, from one run, copied as they are */
typedef struct rowacc {
	uint32_t x[PREFETCH];
	uint64_t v[PREFETCH];
	size_t w;		/* cells put in the ring */
	uint64_t *acc;
	uint32_t *rctx;		/* the row's contexts, as they are new */
	uint64_t *rkey, *rval;	/* the cells copied */
	size_t t;		/* contexts (or cells copied) */
	uint32_t lo, hi;	/* the least and largest context */
} rowacc;

static inline __attribute__((always_inline)) void
ring_sum(rowacc *g, size_t j)
{
	uint32_t x = g->x[j];

	if (g->acc[x] == 0) {
		g->rctx[g->t++] = x;
		g->lo = x < g->lo ? x : g->lo;
		g->hi = x > g->hi ? x : g->hi;
	}
	g->acc[x] += g->v[j];
}

static inline __attribute__((always_inline)) void
row_cell(rowacc *g, int copy, uint64_t key, uint64_t val)
{
	if (copy) {
		g->rkey[g->t] = key;
		g->rval[g->t++] = val;
		return;
	}
	uint32_t x = (uint32_t)key;
	size_t j = g->w++ & (PREFETCH - 1);
	__builtin_prefetch(&g->acc[x], 1);
	if (g->w > PREFETCH)
		ring_sum(g, j);
	g->x[j] = x;
	g->v[j] = val;
}

/*
 * The cells of row r of run, its current one first, into g (copy: as
 * they are), decoded in one loop while a whole record is in the buffer,
 * the run's state in registers (run_load a cell, through the run's
 * fields, which a store of a cell might alias, was a seventh of a
 * merge), else by run_load, with the same checks.  Leaves the run at its
 * first cell past the row: 1, 0 (the run has ended) or -1.
 */
static inline __attribute__((always_inline)) int
run_row(ak_run *run, uint64_t r, int copy, rowacc *g, ak_err *e)
{
	for (;;) {
		uint64_t key = run->key, val = run->val, left = run->left;
		uint64_t sum = run->sum;
		const unsigned char *p = run->buf + run->pos;
		const unsigned char *lim = run->buf + run->len;
		uint32_t top = run->top;

		for (;;) {
			row_cell(g, copy, key, val);
			if (left == 0 || lim - p < AK_RUN_RECMAX)
				break;
			uint64_t d, v = 1, k;
			const unsigned char *q = ak_varint_ahead(p, &d);
			if (q != NULL && !(d & 1) && (q = ak_varint_ahead(q,
			    &v)) != NULL && v == 1)
				q = NULL;
			d >>= 1;
			k = key + d;
			if (q == NULL || v == 0 || d == 0 || k < key ||
			    k >> 32 > top || (uint32_t)k > top)
				return ak_run_damaged(e);
			p = q;
			key = k;
			val = v;
			left--;
			sum += ak_run_mix(k, v);
			if (k >> 32 != r)
				break;
		}
		run->key = key;
		run->val = val;
		run->left = left;
		run->sum = sum;
		run->pos = (size_t)(p - run->buf);
		if (key >> 32 != r)
			return 1;
		int rc = ak_run_load(run, e);
		if (rc != 1 || run->key >> 32 != r)
			return rc;
	}
}

/* the row merge's arrays given up */
void
ak_sp_row_free(ak_spcount *c)
{
	free(c->acc);
	free(c->rval);
	free(c->rkey);
	c->acc = c->rval = c->rkey = NULL;
	c->rlen = c->rpos = c->accn = 0;
}

/* the row merge's arrays, when they fit an eighth of the budget (the
 * accumulator zeroed: a rewind may follow an error mid-row) */
static int
row_start(ak_spcount *c, ak_err *e)
{
	size_t ids = (size_t)c->topid + 1;

	c->rlen = c->rpos = 0;
	if (c->noacc || ids * ROWMERGE_BYTES > c->memory / 8)
		return 0;
	if (c->acc != NULL && c->accn >= ids) {
		memset(c->acc, 0, ids * sizeof(uint64_t));
		return 0;
	}
	ak_sp_row_free(c);	/* (ids grew since the last merge of runs) */
	c->accn = ids;
	if ((c->acc = calloc(ids, sizeof(uint64_t))) == NULL ||
	    (c->rval = malloc(ids * sizeof(uint64_t))) == NULL ||
	    (c->rkey = malloc(ids * sizeof(uint64_t))) == NULL) {
		ak_sp_row_free(c);
		return ak_errf(e, "out of memory (merging the co-occurrence "
		    "counts' runs)");
	}
	return 0;
}

/* the heap over runs[0..nr) (at their current positions); the files
 * stay owned by c->runs; each gets c->runbuf bytes of c->hbuf */
int
ak_sp_heap_start(ak_spcount *c, size_t nr, ak_err *e)
{
	free(c->heap);
	free(c->hk);
	free(c->hbuf);
	c->hk = NULL;
	c->hbuf = NULL;
	/* the read buffers are not cleared (calloc's 8 MB a merge of 32
	 * runs): run_load fills them before they are read */
	if ((c->heap = ak_alloc_n(nr ? nr : 1, sizeof(ak_run), e)) ==
	    NULL || (c->hk = ak_alloc_n(nr ? nr : 1, sizeof(ak_knode),
	    e)) == NULL)
		return -1;
	if ((c->hbuf = malloc((nr ? nr : 1) * c->runbuf)) == NULL)
		return ak_errf(e, "out of memory (reading back %zu runs)", nr);
	c->nheap = 0;
	for (size_t i = 0; i < nr; i++) {
		ak_run *h = &c->heap[i];
		int rc;

		ak_run_begin(h, c->runs[i], c->hbuf + c->runbuf * i, c->runbuf,
		    c->runlen[2 * i], c->runlen[2 * i + 1], c->topid);
		if ((rc = ak_run_load(h, e)) < 0)
			return -1;
		if (rc == 1)
			c->hk[c->nheap++] = (ak_knode){ h->key, i };
	}
	ak_kheap_build(c->hk, c->nheap, ak_kless_key, NULL);
	return row_start(c, e);
}

static int
heap_next(ak_spcount *c, uint64_t *key, uint64_t *val, ak_err *e)
{
	ak_knode *hk = c->hk;

	if (c->nheap == 0)
		return 0;
	*key = hk[0].key;
	*val = 0;
	while (c->nheap > 0 && hk[0].key == *key) {
		ak_run *r = &c->heap[hk[0].src];
		int rc;

		*val += r->val;
		if ((rc = ak_run_load(r, e)) < 0)
			return -1;
		if (rc == 1)
			hk[0].key = r->key;
		ak_kheap_next(hk, &c->nheap, rc == 1, ak_kless_key, NULL);
	}
	return 1;
}

/*
 * The next row of the runs being merged (c->hk[0..nheap): the live runs,
 * at their current cells) into rkey/rval, its row rrow: the smallest row
 * of the runs' current cells.  A row in one run is its cells, in order;
 * in several, their units are summed by context in acc (every cell has
 * units > 0: a context is new to the row where acc is 0), and the
 * contexts come out sorted, by a scan of acc where they are dense and a
 * radix sort where not.  1, 0 at the end, or -1.
 */
static int
row_fill(ak_spcount *c, ak_err *e)
{
	ak_knode *h = c->hk;
	uint64_t r = UINT64_MAX, *acc = c->acc, *rval = c->rval;
	uint64_t *rkey = c->rkey;
	uint32_t *rctx = (uint32_t *)c->rkey, lo = UINT32_MAX, hi = 0;
	size_t k = 0, one = 0, t = 0;
	int rc = 0;

	for (size_t i = 0; i < c->nheap; i++) {
		uint64_t x = h[i].key >> 32;
		if (x < r) {
			r = x;
			k = 1;
			one = i;
		} else if (x == r) {
			k++;
		}
	}
	if (k == 0)
		return 0;
	c->rrow = r;
	c->rpos = 0;
	rowacc g = { .acc = acc, .rctx = rctx, .rkey = rkey, .rval = rval,
	    .lo = UINT32_MAX };
	for (size_t i = c->nheap; i-- > 0;) {
		if (h[i].key >> 32 != r || (k == 1 && i != one))
			continue;
		ak_run *run = &c->heap[h[i].src];
		if ((rc = k == 1 ? run_row(run, r, 1, &g, e) :
		    run_row(run, r, 0, &g, e)) < 0)
			return -1;
		if (rc == 0)
			h[i] = h[--c->nheap];
		else
			h[i].key = run->key;
	}
	for (size_t j = g.w > PREFETCH ? g.w - PREFETCH : 0; j < g.w; j++)
		ring_sum(&g, j & (PREFETCH - 1));
	t = g.t;
	lo = g.lo;
	hi = g.hi;
	uint64_t hk = r << 32;
	if (k > 1 && (size_t)(hi - lo) < 8 * t) {
		/* dense: acc from lo to hi, in order (rctx is not read) */
		t = 0;
		for (uint32_t x = lo;; x++) {
			if (acc[x] != 0) {
				rkey[t] = hk | x;
				rval[t++] = acc[x];
				acc[x] = 0;
			}
			if (x == hi)
				break;
		}
	} else if (k > 1) {
		ak_sp_sort_ids(rctx, (uint32_t *)rval, t, lo, hi);
		/* the keys from the last: rkey[i] is over rctx[2i, 2i + 1],
		 * read already (i = 0) or still to come at none below i */
		for (size_t i = t; i-- > 0;) {
			uint32_t x = rctx[i];
			rval[i] = acc[x];
			acc[x] = 0;
			rkey[i] = hk | x;
		}
	}
	c->rlen = t;
	return 1;
}

/* the next cells of the runs being merged: a row at a time where its
 * arrays are, else AK_SPCOUNT_BATCH cells by the heap (in c->obuf);
 * 1, 0 at the end, or -1 */
int
ak_sp_runs_cells(ak_spcount *c, const uint64_t **k, const uint64_t **v,
    size_t *n, ak_err *e)
{
	int rc = 1;

	if (c->acc != NULL) {
		if (c->rpos == c->rlen && (rc = row_fill(c, e)) <= 0)
			return rc;
		*k = c->rkey + c->rpos;
		*v = c->rval + c->rpos;
		*n = c->rlen - c->rpos;
		c->rpos = c->rlen;
		return 1;
	}
	uint64_t *K = NULL, *V = NULL;
	if (ak_sp_batch_buf(c, AK_SPCOUNT_BATCH, &K, &V, e) != 0)
		return -1;
	size_t m = 0;
	while (m < AK_SPCOUNT_BATCH && (rc = heap_next(c, &K[m], &V[m], e)) ==
	    1)
		m++;
	if (rc < 0)
		return -1;
	*k = K;
	*v = V;
	*n = m;
	return m > 0;
}

/* merge the first fanin runs into one, until at most limit are left */
int
ak_sp_reduce_runs(ak_spcount *c, size_t limit, ak_err *e)
{
	while (c->nruns > limit) {
		FILE *out;
		const uint64_t *k, *v;
		uint64_t cells = 0;
		size_t m;
		int rc;

		if ((out = ak_run_new(e)) == NULL ||
		    ak_sp_heap_start(c, c->fanin, e) != 0) {
			if (out != NULL)
				fclose(out);
			return -1;
		}
		ak_runw *w = malloc(sizeof *w);
		if (w == NULL) {
			fclose(out);
			return ak_errf(e, "out of memory");
		}
		ak_runw_begin(w, out);
		while ((rc = ak_sp_runs_cells(c, &k, &v, &m, e)) == 1) {
			if (ak_runw_put(w, k, v, m) != 0) {
				free(w);
				return ak_run_write_error(out, e);
			}
			cells += m;
		}
		c->runcells += cells;
		if (rc < 0) {
			free(w);
			fclose(out);
			return -1;
		}
		rc = ak_runw_done(w);
		uint64_t sum = w->sum;
		free(w);
		if (rc != 0)
			return ak_run_write_error(out, e);
		for (size_t i = 0; i < c->fanin; i++)
			fclose(c->runs[i]);
		memmove(c->runs, c->runs + c->fanin,
		    (c->nruns - c->fanin) * sizeof(FILE *));
		memmove(c->runlen, c->runlen + 2 * c->fanin,
		    2 * (c->nruns - c->fanin) * sizeof(uint64_t));
		c->nruns -= c->fanin;
		if (push_run(c, out, cells, sum, e) != 0)
			return -1;
	}
	return 0;
}
