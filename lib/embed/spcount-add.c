/*
 * spcount-add.c — a counter fed and begun (spcount-int.h): a message
 * added (to the chunk of a counter without parts or of a part, in turn),
 * a full chunk counted and spilled first (spcount-chunk.c,
 * spcount-merge.c); the cells of a counter without parts begun and given
 * out.  Beneath spcount.c and spcount-parts.c, above the chunk and the
 * runs.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cooc.h"
#include "spcount-int.h"

int
ak_spcount_add(ak_spcount *c, long *row, long *ctx, size_t n, ak_err *e)
{
	if (c->oov == AK_OOV_SKIP)
		n = ak_cooc_skip_oov(row, ctx, n);
	if (c->sym)
		ctx = row;
	if (c->nparts == 0)
		return ak_sp_chunk_add(c, row, ctx, n, e);
	/* each message to one part, in turn */
	return ak_sp_chunk_add(&c->part[c->turn++ % c->nparts], row, ctx, n, e);
}

/* room in the chunk's arrays for a message of n tokens, largest row id
 * maxrow */
static int
chunk_room(ak_spcount *c, size_t n, uint32_t maxrow, ak_err *e)
{
	if (c->ntok + n > c->captok) {
		size_t nc = c->captok ? 2 * c->captok : 4096;
		while (nc < c->ntok + n)
			nc *= 2;
		uint32_t *r = realloc(c->trow, nc * sizeof(uint32_t));
		if (r == NULL)
			return ak_errf(e, "out of memory");
		c->trow = r;
		if (!c->sym) {
			if ((r = realloc(c->tctx, nc * sizeof(uint32_t))) ==
			    NULL)
				return ak_errf(e, "out of memory");
			c->tctx = r;
		}
		c->captok = nc;
	}
	if (c->nmsg == c->capmsg) {
		size_t nc = c->capmsg ? 2 * c->capmsg : 256;
		uint32_t *l = realloc(c->tlen, nc * sizeof(uint32_t));
		if (l == NULL)
			return ak_errf(e, "out of memory");
		c->tlen = l;
		if ((l = realloc(c->tskip, nc * sizeof(uint32_t))) == NULL)
			return ak_errf(e, "out of memory");
		c->tskip = l;
		c->capmsg = nc;
	}
	if ((size_t)maxrow >= c->caprows) {
		/* the ids come early (frequent words): an eighth to spare */
		size_t nc = (size_t)maxrow + 1 + maxrow / 8;
		nc = nc < 1024 ? 1024 : nc;
		uint32_t *p = realloc(c->rcnt, nc * sizeof(uint32_t));
		if (p == NULL)
			return ak_errf(e, "out of memory");
		memset(p + c->caprows, 0, (nc - c->caprows) * sizeof(uint32_t));
		c->rcnt = p;
		c->caprows = nc;
	}
	return 0;
}

/*
 * a message (OOV tokens already removed when skipped; ctx == row when
 * symmetric) into the chunk of c, a counter without parts or a part: its
 * tokens kept and its pairs counted by row; a full chunk is counted and
 * spilled first.
 */
int
ak_sp_chunk_add(ak_spcount *c, const long *row, const long *ctx, size_t n,
    ak_err *e)
{
	long top = 0, toprow = 0;

	if (n < 2)
		return 0;	/* no pairs */
	for (size_t i = 0; i < n; i++) {
		if (row[i] > toprow)
			toprow = row[i];
		if (ctx[i] > top)
			top = ctx[i];
	}
	top = toprow > top ? toprow : top;
	if (top >= AK_SPCOUNT_MAX_ID) {
		errno = EINVAL;
		return ak_errf(e, "co-occurrence counter: id %ld (ids are "
		    "below %ld)", top, AK_SPCOUNT_MAX_ID);
	}
	/* at most window pairs a token (twice as many with contexts); a
	 * message too long for the chunk goes in pieces that overlap by
	 * window tokens, whose pairs among themselves the next piece skips */
	size_t ppt = c->window * (c->sym ? 1 : 2), skip = 0;
	size_t per = (c->sym ? 4 : 8) + ppt * AK_SPCOUNT_PAIR_BYTES(c->sym);
	for (;;) {
		size_t k = n, most = k * ppt;
		if (c->nmsg > 0 && (ak_sp_chunk_bytes(c, k, 1, most) >
		    c->chunk || c->npairs + most > UINT32_MAX) &&
		    ak_sp_spill(c, e) != 0)
			return -1;
		/* the chunk is empty: the last one's arrays are not for a
		 * message this long */
		if (ak_sp_chunk_bytes(c, k, 1, most) > c->chunk &&
		    c->keycap > 0)
			ak_sp_cells_free(c);
		if (ak_sp_chunk_bytes(c, k, 1, most) > c->chunk ||
		    most > UINT32_MAX) {
			size_t fixed = ak_sp_chunk_bytes(c, 0, 1, 0);
			k = fixed < c->chunk ? (c->chunk - fixed) / per : 0;
			if (k > UINT32_MAX / ppt)
				k = UINT32_MAX / ppt;
			/* past the overlap, by a new token at least */
			k = k > skip + 1 ? k : skip + 1;
			k = k > c->window + 1 ? k : c->window + 1;
			k = k < n ? k : n;
		}
		if (chunk_room(c, k, (uint32_t)toprow, e) != 0)
			return -1;
		if ((uint32_t)top > c->maxid)	/* (a spill empties it) */
			c->maxid = (uint32_t)top;
		if ((uint32_t)top > c->topid)
			c->topid = (uint32_t)top;
		uint32_t *r = c->trow + c->ntok;
		uint32_t *x = c->sym ? NULL : c->tctx + c->ntok;
		for (size_t i = 0; i < k; i++) {
			r[i] = row[i] < 0 ? NONE : (uint32_t)row[i];
			if (x != NULL)
				x[i] = ctx[i] < 0 ? NONE : (uint32_t)ctx[i];
		}
		c->tlen[c->nmsg] = (uint32_t)k;
		c->tskip[c->nmsg] = (uint32_t)skip;
		ak_sp_walk_count(c, c->nmsg, c->nmsg + 1, c->ntok);
		c->nmsg++;
		c->ntok += k;
		if ((uint32_t)toprow > c->maxrow)  /* where the rows' counts end */
			c->maxrow = (uint32_t)toprow;
		if (k == n)
			return 0;
		/* the next piece: the last window tokens of this one, on */
		size_t ov = c->window < k ? c->window : k;
		row += k - ov;
		ctx += k - ov;
		n -= k - ov;
		skip = ov;
	}
}

/* the cells of a counter without parts begin: count the chunk and keep
 * its cells (no spill), or spill it and merge the runs down to one heap */
int
ak_sp_start(ak_spcount *c, ak_err *e)
{
	c->merging = 1;
	if (c->nruns == 0) {
		int rc = ak_sp_count_chunk(c, e);
		/* the cells only: the rest is room for what is built from
		 * them */
		ak_sp_tokens_reset(c, 0);
		ak_sp_cells_shrink(c);
		return rc;
	}
	if (ak_sp_spill(c, e) != 0)
		return -1;
	ak_sp_tokens_reset(c, 0);
	if (c->keep)
		ak_sp_cells_keep(c);
	else
		ak_sp_cells_free(c);
	if (ak_sp_reduce_runs(c, c->fanin, e) != 0 ||
	    ak_sp_heap_start(c, c->nruns, e) != 0)
		return -1;
	return 0;
}

/* the next cells of a started counter without parts: 1, 0 or -1 */
int
ak_sp_one_cells(ak_spcount *c, const uint64_t **k, const uint64_t **v,
    size_t *n, ak_err *e)
{
	if (c->nruns > 0)
		return ak_sp_runs_cells(c, k, v, n, e);
	return ak_sp_mem_cells(c, k, v, n, e);
}
