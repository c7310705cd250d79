/*
 * spcount-chunk.c — a chunk counted (spcount-int.h): its messages
 * kept, their pairs placed in blocks of rows and summed into sorted cells
 * (an accumulator by context, or a radix sort), the mirror of symmetric
 * cells; the cells given out from memory.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cooc.h"
#include "spcount-int.h"

/* the chunk's counted cells given up (after a spill, or at the end) */
void
ak_sp_cells_free(ak_spcount *c)
{
	free(c->key);
	free(c->val);
	free(c->mcell);
	c->key = c->val = c->mcell = NULL;
	c->n = c->naux = c->pos = c->posaux = 0;
	c->keycap = c->mcap = 0;
}

/* the chunk's cells emptied, the arrays of its keys and units kept (for
 * ak_spcount_part_room), the mirror's freed */
void
ak_sp_cells_keep(ak_spcount *c)
{
	free(c->mcell);
	c->mcell = NULL;
	c->mcap = 0;
	ak_sp_cells_empty(c);
}

/* the chunk's cells emptied, their arrays kept for the next chunk */
void
ak_sp_cells_empty(ak_spcount *c)
{
	c->n = c->naux = c->pos = c->posaux = 0;
}

/* the arrays of the last chunk's cells cut to the cells (what stays while
 * they are read) */
void
ak_sp_cells_shrink(ak_spcount *c)
{
	uint64_t **a[3] = { &c->key, &c->val, &c->mcell };
	size_t len[3] = { c->n, c->n, 2 * c->naux };

	for (int i = 0; i < 3; i++) {
		uint64_t *p = len[i] > 0 ? realloc(*a[i], len[i] *
		    sizeof(uint64_t)) : NULL;
		if (len[i] == 0) {
			free(*a[i]);
			*a[i] = NULL;
		} else if (p != NULL) {
			*a[i] = p;
		}
	}
	c->keycap = c->n;
	c->mcap = c->naux;
}

/* room for n cells in *k and *v (their capacity *cap, contents not
 * kept): the same arrays where they have it (a fresh page costs a fault,
 * a tenth of a count at scale when every chunk took new ones); 0 or -1 */
static int
cells_room(uint64_t **k, uint64_t **v, size_t *cap, size_t n)
{
	if (*cap >= n)
		return 0;
	free(*k);
	free(*v);
	*v = NULL;
	*cap = 0;
	if ((*k = malloc(n * sizeof(uint64_t))) == NULL ||
	    (*v = malloc(n * sizeof(uint64_t))) == NULL)
		return -1;
	*cap = n;
	return 0;
}

/* the chunk's tokens given up, or emptied for the next chunk (keep) */
void
ak_sp_tokens_reset(ak_spcount *c, int keep)
{
	if (!keep) {
		free(c->trow);
		free(c->tctx);
		free(c->tlen);
		free(c->tskip);
		free(c->rcnt);
		c->trow = c->tctx = c->tlen = c->tskip = NULL;
		c->rcnt = NULL;
		c->captok = c->capmsg = c->caprows = 0;
	} else if (c->rcnt != NULL) {
		memset(c->rcnt, 0, ((size_t)c->maxrow + 1) * sizeof(uint32_t));
	}
	c->ntok = c->nmsg = c->npairs = 0;
	c->maxrow = c->maxid = 0;
}

/* the mirrored cells of the sorted symmetric cells: (ctx, row) for
 * row != ctx, sorted by (ctx, row), stable on cells sorted by row.
 * Where the ids take more than MIRROR_ONE_BITS bits, by two stable
 * counting scatters, on the low then the high half of ctx's bits, each
 * to a few hundred places whose lines stay in the cache (Knuth, TAOCP
 * vol. 3, 5.2.5): the first into the free tails of the cells' arrays (key
 * past the n cells, pages the chunk's pairs have touched, then val), a
 * cell packed in a word (ctx's high bits, row, units), the second into
 * the mirror.  Else (the tails too short, a cell too wide to pack) by one
 * counting sort on ctx: a place an id, a cache miss a cell at 200,000
 * ids, where it was a quarter of counting a chunk. */
#define MIRROR_ONE_BITS 12

static int
mirror(ak_spcount *c, ak_err *e)
{
	size_t V = (size_t)c->maxid + 1, m = 0, n = c->n;
	const uint64_t *key = c->key, *val = c->val;
	int bits = bits_of(c->maxid), dl = bits / 2, dh = bits - dl;
	int two = bits > MIRROR_ONE_BITS;
	size_t nlo = (size_t)1 << dl, nhi = (size_t)1 << dh;
	uint32_t *at;		/* cells: fewer than a chunk's pairs, < 2^32 */
	size_t nat = two ? nlo + nhi + 2 : V + 1;
	uint64_t umax = 0;

	if ((at = calloc(nat, sizeof(uint32_t))) == NULL)
		return ak_errf(e, "out of memory (mirroring %zu cells)", n);
	uint32_t *alo = at, *ahi = at + nlo + 1;
	uint64_t mlo = nlo - 1;
	for (size_t i = 0; i < n; i++) {
		uint64_t k = key[i], x = k & 0xffffffffu;
		if ((k >> 32) != x) {
			if (two) {
				alo[(x & mlo) + 1]++;
				ahi[(x >> dl) + 1]++;
				umax = val[i] > umax ? val[i] : umax;
			} else {
				at[x + 1]++;
			}
			m++;
		}
	}
	int ub = bits_of(umax);
	size_t K = c->keycap - n;	/* the scratch: key's tail, then val's */
	two = two && 2 * K >= m && dh + bits + ub <= 64;
	if (c->mcap < m) {
		free(c->mcell);
		c->mcap = 0;
		if ((c->mcell = malloc(m * 2 * sizeof(uint64_t))) == NULL) {
			free(at);
			return ak_errf(e, "out of memory (mirroring %zu cells)",
			    m);
		}
		c->mcap = m;
	}
	uint64_t *mc = c->mcell;
	if (two) {
		uint64_t *tk = c->key + n, *tv = c->val + n;
		uint64_t umask = ((uint64_t)1 << ub) - 1;
		uint64_t rmask = ((uint64_t)1 << bits) - 1;
		int sh = bits + ub;
		for (size_t x = 0; x + 1 < nlo; x++)
			alo[x + 1] += alo[x];
		for (size_t x = 0; x + 1 < nhi; x++)
			ahi[x + 1] += ahi[x];
		for (size_t i = 0; m > 0 && i < n; i++) {
			uint64_t k = key[i], r = k >> 32, x = k & 0xffffffffu;
			if (r != x) {
				size_t j = alo[x & mlo]++;
				*(j < K ? tk + j : tv + (j - K)) = (x >> dl) <<
				    sh | r << ub | val[i];
			}
		}
		/* bucket lo is [alo[lo - 1], alo[lo]) now */
		for (size_t lo = 0, j = 0; lo < nlo; lo++) {
			for (; j < alo[lo]; j++) {
				uint64_t w = j < K ? tk[j] : tv[j - K];
				uint64_t xh = w >> sh;
				uint64_t *p = mc + 2 * (size_t)ahi[xh]++;
				p[0] = (xh << dl | lo) << 32 | (w >> ub & rmask);
				p[1] = w & umask;
			}
		}
	} else {
		if (bits > MIRROR_ONE_BITS) {	/* not in two: by id */
			free(at);
			if ((at = calloc(V + 1, sizeof(uint32_t))) == NULL)
				return ak_errf(e, "out of memory (mirroring "
				    "%zu cells)", n);
			for (size_t i = 0; i < n; i++) {
				uint64_t k = key[i];
				if ((k >> 32) != (k & 0xffffffffu))
					at[(k & 0xffffffffu) + 1]++;
			}
		}
		for (size_t x = 0; x < V; x++)
			at[x + 1] += at[x];
		for (size_t i = 0; m > 0 && i < n; i++) {
			uint64_t k = key[i], r = k >> 32, x = k & 0xffffffffu;
			if (r != x) {
				uint64_t *p = mc + 2 * (size_t)at[x]++;
				p[0] = x << 32 | r;
				p[1] = val[i];
			}
		}
	}
	free(at);
	c->naux = m;
	c->mirror2 += two;
	return 0;
}

/* the bytes of a chunk's accumulator by context (ACC_BYTES an id), or 0
 * where it would take more than an eighth of the chunk (the blocks are
 * sorted then) */
static size_t
acc_bytes(const ak_spcount *c)
{
	size_t b = ((size_t)c->maxid + 1) * ACC_BYTES;

	return c->noacc || b > c->chunk / 8 ? 0 : b;
}

/* the bytes the chunk takes now, and would with ntok more tokens in nmsg
 * more messages of at most npairs more pairs (the arrays of the last
 * chunk's pairs and cells are kept: as many pairs as they hold, at least) */
size_t
ak_sp_chunk_bytes(const ak_spcount *c, size_t ntok, size_t nmsg,
    size_t npairs)
{
	size_t pairs = c->npairs + npairs;

	pairs = pairs > c->keycap ? pairs : c->keycap;
	return (c->ntok + ntok) * (c->sym ? 4 : 8) + (c->nmsg + nmsg) * 8 +
	    pairs * AK_SPCOUNT_PAIR_BYTES(c->sym) +
	    c->caprows * AK_SPCOUNT_ROW_BYTES + acc_bytes(c);
}

/*
 * The cells of one row's pairs, seg[0..len) (words (row << cb | ctx) <<
 * db | d, all of row row), summed by context in acc (zero before and
 * after; tch: room for one more than the ids, as each pair's context is
 * written at tch[t] before it is known to be new), written to key[0..)
 * and val[0..) in context order, as (row << 32 | ctx, units).  ul[d]:
 * the units of a pair at distance d (1 when flat); the diagonal doubled
 * when sym (both orders).
 * The contexts come out sorted by a scan of acc where they are dense and
 * by a radix sort where not.  Returns the cells.  key may be seg (all of
 * seg is read before key is written).
 */
static size_t
row_cells(const uint64_t *seg, size_t len, uint64_t row, int db,
    uint64_t cmask, const uint64_t *ul, int sym, uint64_t *acc,
    uint32_t *tch, uint64_t *key, uint64_t *val)
{
	uint64_t dmask = ((uint64_t)1 << db) - 1;
	uint32_t lo = UINT32_MAX, hi = 0;
	size_t t = 0;

	for (size_t i = 0; i < len; i++) {
		uint64_t w = seg[i];
		uint32_t x = (uint32_t)(w >> db & cmask);
		/* acc is megabytes at 200,000 ids: the line of the pair
		 * PREFETCH ahead asked for */
		if (i + PREFETCH < len)
			__builtin_prefetch(&acc[(uint32_t)(seg[i + PREFETCH] >>
			    db & cmask)], 1);
		tch[t] = x;
		t += acc[x] == 0;	/* a context new to the row */
		acc[x] += ul[w & dmask];
	}
	for (size_t i = 0; i < t; i++) {
		lo = tch[i] < lo ? tch[i] : lo;
		hi = tch[i] > hi ? tch[i] : hi;
	}
	uint64_t hk = row << 32;
	size_t n = 0;
	sym = sym != 0;		/* the diagonal: both orders in one pair */
	if ((size_t)(hi - lo) < 4 * t) {
		/* dense: acc from lo on, in order, to its t-th context (hi;
		 * nothing is written past the t cells) */
		for (size_t x = lo; n < t; x++) {
			uint64_t u = acc[x];
			key[n] = hk | x;
			val[n] = u << (sym & (x == row));
			n += u != 0;
			acc[x] = 0;
		}
	} else {
		ak_sp_sort_ids(tch, (uint32_t *)val, t, lo, hi);
		for (size_t i = 0; i < t; i++) {
			uint32_t x = tch[i];
			key[i] = hk | x;
			val[i] = acc[x] << (sym & (x == row));
			acc[x] = 0;
		}
		n = t;
	}
	return n;
}

/* a chunk's blocks of rows and their scratch, while it is counted */
typedef struct blocks {
	size_t R, nb, big;	/* rows; blocks; the pairs of the largest */
	uint32_t *blk;		/* blk[r]: the block of row r */
	size_t *start, *pos;	/* the first pair of block b; its next */
	uint64_t *tmp;		/* big words of scratch */
	uint64_t *acc;		/* the accumulator by context, or NULL */
	uint32_t *tch;		/* the contexts it has touched */
	int cb, db;		/* the bits of an id, of a distance */
} blocks;

static void
blocks_free(blocks *w)
{
	free(w->acc);
	free(w->tch);
	free(w->tmp);
	free(w->pos);
	free(w->start);
	free(w->blk);
}

/* the chunk's rows cut into blocks of consecutive rows of about
 * BLOCK_PAIRS pairs (a row with more is a block alone): blk[r] the block
 * of row r, start[b] the first pair of block b; the scratch; 0 or -1 */
static int
blocks_plan(ak_spcount *c, blocks *w)
{
	size_t R = w->R, nb = 0, big = 0;

	if ((w->blk = malloc(R * sizeof(uint32_t))) == NULL)
		return -1;
	for (size_t r = 0, sum = 0; r < R; r++) {
		if (nb == 0 || (sum > 0 && sum + c->rcnt[r] > BLOCK_PAIRS)) {
			nb++;
			sum = 0;
		}
		w->blk[r] = (uint32_t)(nb - 1);
		sum += c->rcnt[r];
	}
	if ((w->start = calloc(nb + 1, sizeof(size_t))) == NULL)
		return -1;
	for (size_t r = 0; r < R; r++)
		w->start[w->blk[r] + 1] += c->rcnt[r];
	for (size_t b = 0; b < nb; b++) {
		if (w->start[b + 1] > big)
			big = w->start[b + 1];
		w->start[b + 1] += w->start[b];
	}
	w->nb = nb;
	w->big = big;
	/* the pairs, then the cells: the last chunk's arrays, or larger */
	if ((w->pos = malloc(nb * sizeof(size_t))) == NULL ||
	    (w->tmp = malloc(big * sizeof(uint64_t))) == NULL ||
	    cells_room(&c->key, &c->val, &c->keycap, c->npairs) != 0)
		return -1;
	if (acc_bytes(c) > 0 && ((w->acc = calloc((size_t)c->maxid + 1,
	    sizeof(uint64_t))) == NULL || (w->tch = malloc(((size_t)c->maxid +
	    2) * sizeof(uint32_t))) == NULL))
		return -1;
	memcpy(w->pos, w->start, nb * sizeof(size_t));
	return 0;
}

/*
 * Each block's pairs (placed in c->key) summed into cells (in L2): a row
 * at a time in an accumulator by context where its rows have
 * ACC_MIN_PAIRS pairs or more on average (row_cells, one pass where a
 * radix sort took two to four), else sorted and equal pairs summed.  The
 * cells (row << 32 | ctx, units) come out sorted by (row, ctx), blocks
 * being row ranges in order: c->key (the pairs' memory, written over
 * from the front: a block's cells are at most its pairs) and c->val.
 * Returns the cells.
 */
static size_t
blocks_sum(ak_spcount *c, blocks *w)
{
	const int cb = w->cb, db = w->db;
	uint64_t cmask = ((uint64_t)1 << cb) - 1, dmask = ((uint64_t)1 << db) -
	    1, L = c->L, *pk = c->key, *val = c->val, *tmp = w->tmp;
	uint32_t *blk = w->blk;
	size_t n = 0, R = w->R;
	uint64_t ul[1 << DIST_BITS];	/* a pair's units by distance */

	for (size_t d = 0; d < (1u << DIST_BITS); d++)
		ul[d] = db == 0 ? 1 : d == 0 ? 0 : L / d;
	for (size_t b = 0, r = 0; b < w->nb; b++) {
		size_t len = w->start[b + 1] - w->start[b], r0 = r;
		uint64_t *seg = pk + w->start[b];

		while (r < R && blk[r] == b)
			r++;		/* the block's rows: [r0, r) */
		if (w->acc != NULL && len >= ACC_MIN_PAIRS * (r - r0)) {
			/* rows of many pairs: by row, in an accumulator by
			 * context, the block put in row order first (blk,
			 * free now, holds where each row's next pair goes) */
			if (r - r0 > 1) {
				int sh = cb + db;
				for (size_t q = r0, at = 0; q < r; q++) {
					blk[q] = (uint32_t)at;
					at += c->rcnt[q];
				}
				for (size_t i = 0; i < len; i++)
					tmp[blk[seg[i] >> sh]++] = seg[i];
				seg = tmp;
			}
			c->accblocks++;
			for (size_t q = r0, at = 0; q < r; q++) {
				size_t k = c->rcnt[q];
				if (k > 0)
					n += row_cells(seg + at, k, q, db,
					    cmask, ul, c->sym, w->acc, w->tch,
					    pk + n, val + n);
				at += k;
			}
			continue;
		}
		/* rows of few pairs: the block sorted, equal pairs summed */
		uint64_t *srt = ak_sort_pairs(seg, tmp, len, db);
		for (size_t i = 0; i < len;) {
			uint64_t k = srt[i] >> db, u = 0;
			for (; i < len && srt[i] >> db == k; i++)
				u += ul[srt[i] & dmask];
			uint64_t row = k >> cb, ctx = k & cmask;
			if (c->sym && row == ctx)
				u *= 2;	/* both orders on the diagonal */
			pk[n] = row << 32 | ctx;
			val[n++] = u;
		}
	}
	return n;
}

/*
 * Count the chunk: its rows cut into blocks (blocks_plan); every pair
 * written into its block's place (a second walk); each block's pairs
 * summed into cells (blocks_sum).  Then the mirror (symmetric), and the
 * tokens are emptied for the next chunk.
 */
int
ak_sp_count_chunk(ak_spcount *c, ak_err *e)
{
	size_t total = c->npairs;
	blocks w = { .R = (size_t)c->maxrow + 1, .cb = bits_of(c->maxid),
	    .db = c->weight == AK_WEIGHT_FLAT ? 0 : DIST_BITS };

	ak_sp_cells_empty(c);
	if (total == 0) {
		ak_sp_tokens_reset(c, 1);
		return 0;
	}
	if (blocks_plan(c, &w) != 0) {
		blocks_free(&w);
		return ak_errf(e, "out of memory (counting a chunk of %zu "
		    "pairs)", total);
	}
	ak_sp_walk_place(c, w.blk, w.pos, c->key, w.cb, w.db);
	/* the chunk at its largest: tokens, rows' arrays, pairs, scratch,
	 * units, the last mirror's arrays (or the mirror's turn, below) */
	size_t held = ak_sp_chunk_bytes(c, 0, 0, 0) - c->keycap *
	    AK_SPCOUNT_PAIR_BYTES(c->sym) + (2 * c->keycap + w.big) *
	    sizeof(uint64_t) + c->mcap * 16;
	c->peak = held > c->peak ? held : c->peak;
	c->blocks += w.nb;
	c->bigblock = w.big > c->bigblock ? w.big : c->bigblock;
	size_t n = blocks_sum(c, &w);
	blocks_free(&w);
	c->n = n;
	c->chunks++;
	c->pairs += total;
	if (c->sym && mirror(c, e) != 0)
		return -1;
	held = ak_sp_chunk_bytes(c, 0, 0, 0) - c->keycap *
	    AK_SPCOUNT_PAIR_BYTES(c->sym) + (c->keycap + c->mcap) * 16;
	c->peak = held > c->peak ? held : c->peak;
	ak_sp_tokens_reset(c, 1);
	return 0;
}

/* the next cells of the counted chunk and its mirror, merged (keys
 * differ): the longest stretch of one of them before the other's next
 * key (in a row, the mirrored cells come before the row's own), of the
 * mirror AK_SPCOUNT_BATCH at most (its keys and units taken apart into
 * c->obuf); 1, 0 at the end, or -1 */
int
ak_sp_mem_cells(ak_spcount *c, const uint64_t **k, const uint64_t **v,
    size_t *n, ak_err *e)
{
	size_t a = c->pos, b = c->posaux, j;
	const uint64_t *mc = c->mcell;

	if (a == c->n && b == c->naux)
		return 0;
	if (b == c->naux || (a < c->n && c->key[a] < mc[2 * b])) {
		if (b == c->naux) {
			j = c->n;
		} else {
			uint64_t lim = mc[2 * b];
			for (j = a + 1; j < c->n && c->key[j] < lim; j++)
				;
		}
		*k = c->key + a;
		*v = c->val + a;
		*n = j - a;
		c->pos = j;
		return 1;
	}
	uint64_t *K = NULL, *V = NULL;
	if (ak_sp_batch_buf(c, c->naux < AK_SPCOUNT_BATCH ? c->naux :
	    AK_SPCOUNT_BATCH, &K, &V, e) != 0)
		return -1;
	uint64_t lim = a == c->n ? UINT64_MAX : c->key[a];
	size_t end = c->naux - b < c->obcap ? c->naux : b + c->obcap;
	for (j = b; j < end && (j == b || mc[2 * j] < lim); j++) {
		K[j - b] = mc[2 * j];
		V[j - b] = mc[2 * j + 1];
	}
	*k = K;
	*v = V;
	*n = j - b;
	c->posaux = j;
	return 1;
}

/* c->obuf with room for n cells (n <= AK_SPCOUNT_BATCH): their keys at
 * *K, units at *V; 0 or -1 */
int
ak_sp_batch_buf(ak_spcount *c, size_t n, uint64_t **K, uint64_t **V, ak_err *e)
{
	if (c->obcap < n) {
		free(c->obuf);
		c->obcap = 0;
		if ((c->obuf = malloc(2 * n * sizeof(uint64_t))) == NULL)
			return ak_errf(e, "out of memory");
		c->obcap = n;
	}
	*K = c->obuf;
	*V = c->obuf + c->obcap;
	return 0;
}
