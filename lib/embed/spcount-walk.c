/*
 * spcount-walk.c — the pair walk (spcount-int.h): every pair of a
 * chunk's messages within the window, counted by row, then placed in its
 * block of rows.
 */

#include "spcount-int.h"

/* one pair of walk: counted in its row's rcnt (place 0) or written at
 * its block's place (place 1) */
static inline __attribute__((always_inline)) void
walk_pair(int place, uint32_t ro, uint32_t co, uint64_t d, uint32_t *rcnt,
    size_t *np, const uint32_t *blk, size_t *pos, uint64_t *out, int cb,
    int db)
{
	if (!place) {
		rcnt[ro]++;
		(*np)++;
	} else {
		out[pos[blk[ro]]++] = ((uint64_t)ro << cb | co) << db |
		    (db ? d : 0);
	}
}

/*
 * The pairs of the messages [m0, m1) of c's chunk.  Symmetric: each pair
 * of positions p < q once, as (min, max), walked by distance, then
 * position, so that the pairs that follow one another are of different
 * tokens, mostly of different rows (a token's own pairs, one after the
 * other, waited for each other's increment of their row's count or
 * block's cursor); else every (row[p], ctx[q]) with 1 <= |p - q| <=
 * window.  A message's first tskip tokens are the end of its previous
 * piece (chunk_add): their pairs among themselves were counted there,
 * and are not here.  Place 0: each pair adds 1 to its row's rcnt (and to
 * npairs); place 1: it is written at pos[blk[row]]++ of out, as (row <<
 * cb | ctx) << db | d.  The two passes see the same pairs (the order of
 * a block's pairs does not matter: they are summed).  place is a
 * constant where inlined.
 */
static inline __attribute__((always_inline)) void
walk(ak_spcount *c, size_t m0, size_t m1, size_t off, int place,
    const uint32_t *blk, size_t *pos, uint64_t *out, int cb, int db)
{
	/* locals: the stores through out must not reload c's fields */
	const uint32_t *R = c->trow, *X = c->sym ? c->trow : c->tctx;
	const uint32_t *len = c->tlen, *skip = c->tskip;
	const size_t w = c->window;
	uint32_t *rcnt = c->rcnt;
	size_t np = 0;

	for (size_t m = m0; m < m1; m++) {
		const size_t n = len[m], sk = skip[m];
		const uint32_t *r = R + off, *x = X + off;

		off += n;
		if (c->sym) {
			for (size_t d = 1; d <= w && d < n; d++) {
				/* q = p + d >= sk: not both in the overlap */
				for (size_t p = sk > d ? sk - d : 0; p + d < n;
				    p++) {
					uint32_t a = r[p], b = r[p + d];
					if (a == NONE || b == NONE)
						continue;
					walk_pair(place, a < b ? a : b, a < b ?
					    b : a, d, rcnt, &np, blk, pos, out,
					    cb, db);
				}
			}
			continue;
		}
		for (size_t p = 0; p < n; p++) {
			const uint32_t a = r[p];
			size_t lo = p > w ? p - w : 0;
			const size_t hi = p + w < n - 1 ? p + w : n - 1;

			if (a == NONE)
				continue;
			if (p < sk && lo < sk)	/* a piece: p's pairs with */
				lo = sk;	/* the first sk are counted */
			for (size_t q = lo; q <= hi; q++)
				if (q != p && x[q] != NONE)
					walk_pair(place, a, x[q], p > q ?
					    p - q : q - p, rcnt, &np, blk, pos,
					    out, cb, db);
		}
	}
	c->npairs += np;
}

void
ak_sp_walk_count(ak_spcount *c, size_t m0, size_t m1, size_t off)
{
	walk(c, m0, m1, off, 0, NULL, NULL, NULL, 0, 0);
}

void
ak_sp_walk_place(ak_spcount *c, const uint32_t *blk, size_t *pos, uint64_t *out,
    int cb, int db)
{
	walk(c, 0, c->nmsg, 0, 1, blk, pos, out, cb, db);
}

