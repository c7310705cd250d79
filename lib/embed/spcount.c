#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cooc.h"
#include "io.h"
#include "spcount.h"
#include "text.h"

#define NONE UINT32_MAX		/* a token that is not a row / a context */
#define FANIN 32		/* runs merged at once: open files bounded (a
				 * counter of n parts: FANIN / n a part, at
				 * least FANIN_MIN) */
#define FANIN_MIN 4
#define RUNBUF (256 * 1024)	/* read buffer per run while merged, at
				 * most (32 KB at least; a 32nd of a
				 * quarter of -M) */
#define RUNBUF_MIN (32 * 1024)
#define WRITEBUF (32 * 1024)	/* a run's bytes written at once */
#define RECMAX 20		/* a run's record at most: two varints (of
				 * 62 bits and of 64) */
#define BLOCK_PAIRS (1 << 16)	/* the pairs a block of rows aims at: they
				 * and their scratch (1 MB) stay in L2 */
#define ROWMERGE_BYTES 24	/* an id's in the row merge: acc, rval, rkey */
#define ACC_BYTES 12		/* an id's in a chunk's count: acc, tch */
#define ACC_MIN_PAIRS 32	/* a block's pairs a row, at least, to be
				 * summed in the accumulator (fewer: sorted;
				 * best of 0 to 512 at 26k and 200k words) */
#define DIST_BITS 5		/* a harmonic pair's distance (<= 22) */
#define PREFETCH 32		/* a run's cells decoded ahead in the row
				 * merge, their accumulator lines fetched */

struct ak_spcount_run {
	FILE *fp;
	uint64_t key, val;	/* the current cell */
	unsigned char *buf;	/* cap bytes; pos to len read ahead */
	size_t pos, len, cap;
	uint64_t left;		/* its cells not yet read */
	uint64_t sum, want;	/* cell_mix of the cells read; of all */
	uint32_t top;		/* the largest id of its cells, at most */
	int any;		/* a cell read */
	int eof;		/* the file read to its end */
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
	/* a run's read buffer: a 32nd of a quarter of the budget, within
	 * RUNBUF_MIN and RUNBUF (stdio keeps BUFSIZ of its own) */
	size_t rb = memory / 4 / FANIN;
	rb = rb < RUNBUF_MIN ? RUNBUF_MIN : rb > RUNBUF ? RUNBUF : rb;
	c->runbuf = rb - BUFSIZ;
	/* a quarter of the budget (the open runs take some, and the rest is
	 * for what is built from the counts, counts.h), AK_SPCOUNT_CHUNK_MAX
	 * at most: the pairs of a chunk are not summed until it is counted,
	 * and a large -M (16G, say) would hold a large corpus's every pair */
	c->chunk = memory / 4 < AK_SPCOUNT_CHUNK_MAX ? memory / 4 :
	    AK_SPCOUNT_CHUNK_MAX;
	return 0;
}

/* the bits of the largest of x: ids below 2^b */
static int
bits_of(uint64_t x)
{
	return x ? 64 - __builtin_clzll(x) : 0;
}

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

static void
walk_count(ak_spcount *c, size_t m0, size_t m1, size_t off)
{
	walk(c, m0, m1, off, 0, NULL, NULL, NULL, 0, 0);
}

static void
walk_place(ak_spcount *c, const uint32_t *blk, size_t *pos, uint64_t *out,
    int cb, int db)
{
	walk(c, 0, c->nmsg, 0, 1, blk, pos, out, cb, db);
}

uint64_t *
ak_sort_pairs(uint64_t *a, uint64_t *tmp, size_t n, int lo)
{
	enum { MAXBITS = 11, NB = 1 << MAXBITS, MAXP = (64 + MAXBITS - 1) /
	    MAXBITS };
	uint64_t min = UINT64_MAX, max = 0, *src = a, *dst = tmp;
	size_t cnt[MAXP][NB];
	int passes, bits;

	if (n < 2)
		return a;
	if (n <= 16) {		/* insertion sort: exact and stable too */
		for (size_t i = 1; i < n; i++) {
			uint64_t x = a[i];
			size_t j = i;
			for (; j > 0 && a[j - 1] >> lo > x >> lo; j--)
				a[j] = a[j - 1];
			a[j] = x;
		}
		return a;
	}
	for (size_t i = 0; i < n; i++) {
		uint64_t v = a[i] >> lo;
		min = v < min ? v : min;
		max = v > max ? v : max;
	}
	/* the digits of v - min, v = word >> lo: a block's words are close
	 * (a few rows), and their span takes fewer bits than they do */
	int vb = bits_of(max - min);
	if (vb == 0)
		return a;
	/* as few passes as digits of MAXBITS allow (fewer bits for a few
	 * words: no more counters than about twice the words), the bits
	 * dealt evenly; the counts of every pass in one read */
	int most = bits_of(n) + 1 < MAXBITS ? bits_of(n) + 1 : MAXBITS;
	if ((vb + most - 1) / most > MAXP)	/* no more passes than cnt has */
		most = (vb + MAXP - 1) / MAXP;
	passes = (vb + most - 1) / most;
	bits = (vb + passes - 1) / passes;
	uint64_t mask = ((uint64_t)1 << bits) - 1;
	for (int p = 0; p < passes; p++)
		memset(cnt[p], 0, ((size_t)1 << bits) * sizeof(size_t));
	for (size_t i = 0; i < n; i++) {
		uint64_t v = (a[i] >> lo) - min;
		for (int p = 0; p < passes; p++)
			cnt[p][v >> (p * bits) & mask]++;
	}
	for (int p = 0; p < passes; p++) {
		size_t sum = 0, nb = (size_t)1 << bits, *ct = cnt[p];
		int shift = p * bits;

		for (size_t b = 0; b < nb; b++) {
			size_t t = ct[b];
			ct[b] = sum;
			sum += t;
		}
		for (size_t i = 0; i < n; i++)
			dst[ct[((src[i] >> lo) - min) >> shift & mask]++] =
			    src[i];
		uint64_t *t = src;
		src = dst;
		dst = t;
	}
	return src;
}

/* the chunk's counted cells given up (after a spill, or at the end) */
static void
cells_free(ak_spcount *c)
{
	free(c->key);
	free(c->val);
	free(c->mcell);
	c->key = c->val = c->mcell = NULL;
	c->n = c->naux = c->pos = c->posaux = 0;
	c->keycap = c->mcap = 0;
}

/* the chunk's cells emptied, their arrays kept for the next chunk */
static void
cells_empty(ak_spcount *c)
{
	c->n = c->naux = c->pos = c->posaux = 0;
}

/* the arrays of the last chunk's cells cut to the cells (what stays while
 * they are read) */
static void
cells_shrink(ak_spcount *c)
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
static void
tokens_reset(ak_spcount *c, int keep)
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

/* sort a[0..n), ids in [lo, hi], by LSD radix on hi - lo, tmp n more;
 * insertion below 32.  Digits of about log2(n) bits (4 to 11): a row of
 * a hundred contexts among 200,000 ids took two passes over 2,048
 * counters each, forty times its own ids (a sixteenth of a merge) */
static void
sort_ids(uint32_t *a, uint32_t *tmp, size_t n, uint32_t lo, uint32_t hi)
{
	if (n < 32) {
		for (size_t i = 1; i < n; i++) {
			uint32_t x = a[i];
			size_t j = i;
			for (; j > 0 && a[j - 1] > x; j--)
				a[j] = a[j - 1];
			a[j] = x;
		}
		return;
	}
	int bits = bits_of(hi - lo), most = bits_of(n);
	most = most < 4 ? 4 : most > 11 ? 11 : most;
	int passes = (bits + most - 1) / most;
	int dig = passes ? (bits + passes - 1) / passes : 0;
	uint32_t mask = ((uint32_t)1 << dig) - 1, *src = a, *dst = tmp;
	size_t cnt[1 << 11];

	for (int p = 0; p < passes; p++) {
		int sh = p * dig;
		memset(cnt, 0, ((size_t)1 << dig) * sizeof(size_t));
		for (size_t i = 0; i < n; i++)
			cnt[(src[i] - lo) >> sh & mask]++;
		for (size_t d = 0, s = 0; d <= mask; d++) {
			size_t k = cnt[d];
			cnt[d] = s;
			s += k;
		}
		for (size_t i = 0; i < n; i++)
			dst[cnt[(src[i] - lo) >> sh & mask]++] = src[i];
		uint32_t *t = src;
		src = dst;
		dst = t;
	}
	if (src != a)
		memcpy(a, src, n * sizeof(uint32_t));
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
static size_t
chunk_bytes(const ak_spcount *c, size_t ntok, size_t nmsg, size_t npairs)
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
		sort_ids(tch, (uint32_t *)val, t, lo, hi);
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

/*
 * Count the chunk: its rows cut into blocks of consecutive rows of about
 * BLOCK_PAIRS pairs (a row with more is a block alone); every pair
 * written into its block's place (a second walk); each block's pairs
 * summed into cells (in L2): a row at a time in an accumulator by context
 * where its rows have ACC_MIN_PAIRS pairs or more on average (row_cells,
 * one pass where a radix sort took two to four), else sorted and equal
 * pairs summed.  The cells come out sorted
 * by (row, ctx), blocks being row ranges in order: c->key (the pairs'
 * memory, written over from the front: a block's cells are at most its
 * pairs) and c->val.  Then the mirror (symmetric), and the tokens are
 * emptied for the next chunk.
 */
static int
count_chunk(ak_spcount *c, ak_err *e)
{
	size_t R = (size_t)c->maxrow + 1, nb = 0, big = 0, total = c->npairs;
	uint32_t *blk = NULL;
	size_t *start = NULL, *pos = NULL;
	uint64_t *pk, *tmp = NULL, *val, *acc = NULL;
	uint32_t *tch = NULL;
	int cb = bits_of(c->maxid), db = c->weight == AK_WEIGHT_FLAT ? 0 :
	    DIST_BITS;

	cells_empty(c);
	if (total == 0) {
		tokens_reset(c, 1);
		return 0;
	}
	/* the blocks: blk[r] the block of row r, start[b] the first pair
	 * of block b */
	if ((blk = malloc(R * sizeof(uint32_t))) == NULL)
		goto nomem;
	for (size_t r = 0, sum = 0; r < R; r++) {
		if (nb == 0 || (sum > 0 && sum + c->rcnt[r] > BLOCK_PAIRS)) {
			nb++;
			sum = 0;
		}
		blk[r] = (uint32_t)(nb - 1);
		sum += c->rcnt[r];
	}
	if ((start = calloc(nb + 1, sizeof(size_t))) == NULL)
		goto nomem;
	for (size_t r = 0; r < R; r++)
		start[blk[r] + 1] += c->rcnt[r];
	for (size_t b = 0; b < nb; b++) {
		if (start[b + 1] > big)
			big = start[b + 1];
		start[b + 1] += start[b];
	}
	/* the pairs, then the cells: the last chunk's arrays, or larger */
	if ((pos = malloc(nb * sizeof(size_t))) == NULL ||
	    (tmp = malloc(big * sizeof(uint64_t))) == NULL ||
	    cells_room(&c->key, &c->val, &c->keycap, total) != 0)
		goto nomem;
	pk = c->key;
	val = c->val;
	if (acc_bytes(c) > 0 && ((acc = calloc((size_t)c->maxid + 1,
	    sizeof(uint64_t))) == NULL || (tch = malloc(((size_t)c->maxid +
	    2) * sizeof(uint32_t))) == NULL))
		goto nomem;
	memcpy(pos, start, nb * sizeof(size_t));
	walk_place(c, blk, pos, pk, cb, db);
	/* the chunk at its largest: tokens, rows' arrays, pairs, scratch,
	 * units, the last mirror's arrays (or the mirror's turn, below) */
	size_t held = chunk_bytes(c, 0, 0, 0) - c->keycap *
	    AK_SPCOUNT_PAIR_BYTES(c->sym) + (2 * c->keycap + big) *
	    sizeof(uint64_t) + c->mcap * 16;
	c->peak = held > c->peak ? held : c->peak;
	c->blocks += nb;
	c->bigblock = big > c->bigblock ? big : c->bigblock;

	/* each block summed: cells (row << 32 | ctx, units) */
	uint64_t cmask = ((uint64_t)1 << cb) - 1, dmask = ((uint64_t)1 << db) -
	    1, L = c->L;
	size_t n = 0;
	uint64_t ul[1 << DIST_BITS];	/* a pair's units by distance */
	for (size_t d = 0; d < (1u << DIST_BITS); d++)
		ul[d] = db == 0 ? 1 : d == 0 ? 0 : L / d;
	for (size_t b = 0, r = 0; b < nb; b++) {
		size_t len = start[b + 1] - start[b], r0 = r;
		uint64_t *seg = pk + start[b];

		while (r < R && blk[r] == b)
			r++;		/* the block's rows: [r0, r) */
		if (acc != NULL && len >= ACC_MIN_PAIRS * (r - r0)) {
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
					    cmask, ul, c->sym, acc, tch, pk + n,
					    val + n);
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
	free(acc);
	free(tch);
	free(tmp);
	free(pos);
	free(start);
	free(blk);
	c->n = n;
	c->chunks++;
	c->pairs += total;
	if (c->sym && mirror(c, e) != 0)
		return -1;
	held = chunk_bytes(c, 0, 0, 0) - c->keycap *
	    AK_SPCOUNT_PAIR_BYTES(c->sym) + (c->keycap + c->mcap) * 16;
	c->peak = held > c->peak ? held : c->peak;
	tokens_reset(c, 1);
	return 0;
nomem:
	free(blk);
	free(start);
	free(pos);
	free(tmp);
	free(acc);
	free(tch);
	return ak_errf(e, "out of memory (counting a chunk of %zu pairs)",
	    total);
}

/* c->obuf with room for n cells (n <= AK_SPCOUNT_BATCH): their keys at
 * *K, units at *V; 0 or -1 */
static int
batch_buf(ak_spcount *c, size_t n, uint64_t **K, uint64_t **V, ak_err *e)
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

/* the next cells of the counted chunk and its mirror, merged (keys
 * differ): the longest stretch of one of them before the other's next
 * key (in a row, the mirrored cells come before the row's own), of the
 * mirror AK_SPCOUNT_BATCH at most (its keys and units taken apart into
 * c->obuf); 1, 0 at the end, or -1 */
static int
mem_cells(ak_spcount *c, const uint64_t **k, const uint64_t **v, size_t *n,
    ak_err *e)
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
	if (batch_buf(c, c->naux < AK_SPCOUNT_BATCH ? c->naux :
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

/*
 * A run's records: its cells in key order, each as one LEB128 varint, the
 * key's difference from the previous key (from 0) times 2, plus 1 when
 * the units are 1 (most cells of a chunk: a pair seen once), else the
 * units (> 1) follow as a second varint.  A cell takes 1 to 4 bytes
 * where it took 16: the runs of a large count are written and read back
 * a quarter as long (the kernel's copies of them were a fifth of its
 * time), a third shorter again by the units of 1 (a byte a cell).
 */
static inline unsigned char *
put_varint(unsigned char *p, uint64_t x)
{
	while (x >= 0x80) {
		*p++ = (unsigned char)(x | 0x80);
		x >>= 7;
	}
	*p++ = (unsigned char)x;
	return p;
}

/* the varint at p, which ends before end; NULL where it does not */
static inline const unsigned char *
get_varint(const unsigned char *p, const unsigned char *end, uint64_t *x)
{
	uint64_t v = 0;

	for (int s = 0; p < end && s < 64; s += 7) {
		unsigned char b = *p++;
		v |= (uint64_t)(b & 0x7f) << s;
		if (!(b & 0x80)) {
			*x = v;
			return p;
		}
	}
	return NULL;
}

/* get_varint where 10 bytes (a varint at most) are known to follow p */
static inline const unsigned char *
varint_ahead(const unsigned char *p, uint64_t *x)
{
	uint64_t v = *p++;

	if (v < 0x80) {
		*x = v;
		return p;
	}
	v &= 0x7f;
	for (int s = 7; s < 64; s += 7) {
		unsigned char b = *p++;
		v |= (uint64_t)(b & 0x7f) << s;
		if (!(b & 0x80)) {
			*x = v;
			return p;
		}
	}
	return NULL;
}

/* a cell mixed (multiply-xorshift): the sum over a run's cells changes,
 * but by chance, when one of them does (a damaged byte) */
static inline uint64_t
cell_mix(uint64_t key, uint64_t val)
{
	uint64_t h = (key ^ val * 0xC2B2AE3D27D4EB4FULL) * 0x9E3779B97F4A7C15ULL;

	return h ^ h >> 29;
}

/* records written in blocks, to a run being made */
typedef struct run_writer {
	FILE *fp;
	uint64_t prev;		/* the last key written */
	uint64_t sum;		/* cell_mix of the cells written */
	size_t n;		/* bytes in buf */
	unsigned char buf[WRITEBUF];
} run_writer;

static void
run_begin(run_writer *w, FILE *fp)
{
	w->fp = fp;
	w->prev = 0;
	w->sum = 0;
	w->n = 0;
}

/* m cells, keys above the last one's (or the first) and ascending, units
 * > 0; the writer's state in locals through the loop (a byte stored
 * through buf may alias any field: a cell reloaded and stored them all,
 * a sixth of counting at scale); 0 or -1 */
static int
run_put(run_writer *w, const uint64_t *key, const uint64_t *val, size_t m)
{
	uint64_t prev = w->prev, sum = w->sum;
	unsigned char *buf = w->buf, *p = buf + w->n;
	int rc = 0;

	for (size_t i = 0; i < m; i++) {
		if ((size_t)(p - buf) > WRITEBUF - RECMAX) {
			size_t n = (size_t)(p - buf);
			if (fwrite(buf, 1, n, w->fp) != n) {
				rc = -1;
				break;
			}
			p = buf;
		}
		uint64_t one = val[i] == 1;
		p = put_varint(p, (key[i] - prev) << 1 | one);
		if (!one)
			p = put_varint(p, val[i]);
		sum += cell_mix(key[i], val[i]);
		prev = key[i];
	}
	w->prev = prev;
	w->sum = sum;
	w->n = (size_t)(p - buf);
	return rc;
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
	if (w->n > 0 && fwrite(w->buf, 1, w->n, w->fp) != w->n)
		return -1;
	w->n = 0;
	return run_rewind(w->fp);
}

/* the merge's heap: a run's current key and the run, 16 bytes (the runs'
 * 48-byte states swapped up and down were a fifth of a count at scale) */
struct ak_spcount_hnode {
	uint64_t key;
	size_t run;
};

/* sift h[i] down: the smaller child moves up into the hole until x fits */
static void
sift(ak_spcount_hnode *h, size_t n, size_t i)
{
	ak_spcount_hnode x = h[i];

	for (;;) {
		size_t l = 2 * i + 1, m = l;

		if (l >= n)
			break;
		if (l + 1 < n && h[l + 1].key < h[l].key)
			m = l + 1;
		if (h[m].key >= x.key)
			break;
		h[i] = h[m];
		i = m;
	}
	h[i] = x;
}

static int reduce_runs(ak_spcount *c, size_t limit, ak_err *e);

/* count the chunk and write its cells as a run; the chunk is left empty */
static int
spill(ak_spcount *c, ak_err *e)
{
	run_writer *w;
	FILE *fp;
	const uint64_t *k, *v;
	size_t m;
	int bad = 0, rc = 0;

	if (count_chunk(c, e) != 0)
		return -1;
	if (c->n + c->naux == 0)
		return 0;
	if ((fp = new_run(e)) == NULL)
		return -1;
	if ((w = malloc(sizeof *w)) == NULL) {
		fclose(fp);
		return ak_errf(e, "out of memory");
	}
	run_begin(w, fp);
	while (!bad && (rc = mem_cells(c, &k, &v, &m, e)) == 1)
		bad = run_put(w, k, v, m) != 0;
	if (rc < 0) {
		free(w);
		fclose(fp);
		return -1;
	}
	bad = bad || run_done(w) != 0;
	uint64_t cells = c->n + c->naux, sum = w->sum;
	free(w);
	if (bad)
		return run_error(fp, e);
	c->runcells += cells;
	cells_empty(c);
	if (push_run(c, fp, cells, sum, e) != 0)
		return -1;
	/* open runs (and their buffers) bounded while counting, too (the
	 * merge's arrays where the chunk's were) */
	if (c->nruns < 2 * c->fanin)
		return 0;
	cells_free(c);
	return reduce_runs(c, c->fanin, e);
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
static int
chunk_add(ak_spcount *c, const long *row, const long *ctx, size_t n,
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
		if (c->nmsg > 0 && (chunk_bytes(c, k, 1, most) > c->chunk ||
		    c->npairs + most > UINT32_MAX) && spill(c, e) != 0)
			return -1;
		if (chunk_bytes(c, k, 1, most) > c->chunk && c->keycap > 0)
			cells_free(c);	/* the chunk is empty: the last one's
					 * arrays are not for a message this
					 * long */
		if (chunk_bytes(c, k, 1, most) > c->chunk ||
		    most > UINT32_MAX) {
			size_t fixed = chunk_bytes(c, 0, 1, 0);
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
		walk_count(c, c->nmsg, c->nmsg + 1, c->ntok);
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

void
ak_spcount_symmetric(ak_spcount *c)
{
	c->sym = 1;
	for (size_t t = 0; t < c->nparts; t++)
		c->part[t].sym = 1;
}

int
ak_spcount_add(ak_spcount *c, long *row, long *ctx, size_t n, ak_err *e)
{
	if (c->oov == AK_OOV_SKIP)
		n = ak_cooc_skip_oov(row, ctx, n);
	if (c->sym)
		ctx = row;
	if (c->nparts == 0)
		return chunk_add(c, row, ctx, n, e);
	/* each message to one part, in turn */
	return chunk_add(&c->part[c->turn++ % c->nparts], row, ctx, n, e);
}

/* nothing added yet (to c or any of its parts) */
static int
empty(const ak_spcount *c)
{
	if (c->pairs != 0 || c->ntok != 0 || c->nruns != 0)
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
	if ((c->part = calloc(n, sizeof(ak_spcount))) == NULL)
		goto nomem;
	for (size_t t = 0; t < n; t++) {
		if (ak_spcount_init(&c->part[t], c->window, c->weight, c->oov,
		    c->memory / n, e) != 0) {
			for (size_t u = 0; u < t; u++)
				ak_spcount_free(&c->part[u]);
			goto fail;
		}
		c->part[t].sym = c->sym;
		c->part[t].noacc = c->noacc;
		/* the open runs of all the parts as of one counter */
		c->part[t].fanin = FANIN / n > FANIN_MIN ? FANIN / n :
		    FANIN_MIN;
	}
	c->nparts = n;
	return 0;
nomem:
	ak_errf(e, "out of memory");
fail:
	free(c->part);
	c->part = NULL;
	return -1;
}

/* ak_spcount_read's callback without parts: one message into the chunk */
static int
sparse_add(long *row, long *ctx, size_t n, void *arg, ak_err *e)
{
	return ak_spcount_add(arg, row, ctx, n, e);
}

/*
 * Counting with parts: the reading thread (ak_cooc_each: lines, UTF-8,
 * tokens, ids) fills blocks of messages; block k is counted by part k %
 * T, the other parts' threads pass it by (each pair is walked once, by
 * one thread).  Two blocks a part (4 to NBLOCK) circulate: the reader
 * fills one while the parts count the others; a block is free again once
 * all the parts have seen it.
 */
#define NBLOCK 16		/* at most; 2 a part, at least 4 */

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
	size_t nblock;		/* blocks in use */
	size_t pub;		/* blocks published (block pub % nblock fills) */
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
		block *b = &p->b[seq % p->nblock];
		pthread_mutex_unlock(&p->mu);
		int rc = 0;
		/* the blocks in turn: block seq is part seq % T's (the
		 * parts count apart, and their cells are summed) */
		for (size_t i = 0, off = 0; rc == 0 && seq % T == w->t &&
		    i < b->nmsg; i++) {
			const long *row = b->row + off;
			rc = chunk_add(part, row, b->ctx ? b->ctx + off : row,
			    b->len[i], &e);
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
	block *b = &p->b[p->pub % p->nblock];
	b->done = 0;
	b->busy = 1;
	p->pub++;
	pthread_cond_broadcast(&p->ready);
	b = &p->b[p->pub % p->nblock];
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
	block *b = &p->b[p->pub % p->nblock];

	if (p->c->oov == AK_OOV_SKIP)
		n = ak_cooc_skip_oov(row, ctx, n);
	if (n < 2)
		return 0;	/* no pairs */
	if (b->nmsg > 0 && b->ntok + n > b->captok) {
		if (publish(p, e) != 0)
			return -1;
		b = &p->b[p->pub % p->nblock];
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
	size_t nblock = 2 * T < 4 ? 4 : 2 * T > NBLOCK ? NBLOCK : 2 * T;
	size_t tok = c->memory / 64 / (nblock * 2 * sizeof(long));
	pthread_t tid[AK_SPCOUNT_MAX_PARTS];
	pthread_attr_t attr;
	worker w[AK_SPCOUNT_MAX_PARTS];
	pool p;
	int rc = -1;

	memset(&p, 0, sizeof p);
	p.c = c;
	p.nblock = nblock;
	tok = tok < 256 ? 256 : tok > 65536 ? 65536 : tok;
	for (size_t i = 0; i < nblock; i++) {
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
	if (rc == 0 && p.b[p.pub % p.nblock].nmsg > 0)
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

/* a run's buffer refilled: its unread bytes moved to the front, and as
 * many more read as it has room for; 0 or -1 */
static int
run_refill(ak_spcount_run *r, ak_err *e)
{
	size_t rem = r->len - r->pos;

	memmove(r->buf, r->buf + r->pos, rem);
	r->pos = 0;
	r->len = rem;
	if (r->eof)
		return 0;
	size_t got = fread(r->buf + rem, 1, r->cap - rem, r->fp);
	r->len += got;
	if (got < r->cap - rem) {
		if (ferror(r->fp))
			return ak_errf(e, "reading back the co-occurrence "
			    "counts: %s", strerror(errno ? errno : EIO));
		r->eof = 1;
	}
	return 0;
}

/* a run read back is not what was written: EIO */
static int
run_damaged(ak_err *e)
{
	errno = EIO;
	return ak_errf(e, "reading back the co-occurrence counts: a "
	    "temporary run is cut short or damaged");
}

/* a run's next cell, read cap bytes at a time (a fread a record was a
 * tenth of a spilling count): 1, 0 at its end, or -1 (EIO: the run is
 * cut short, longer than written, or its records are not cells in key
 * order: the temporary file was damaged) */
static inline int
run_load(ak_spcount_run *r, ak_err *e)
{
	uint64_t d = 0, v = 0;

	if (r->len - r->pos < RECMAX && !r->eof && run_refill(r, e) != 0)
		return -1;
	if (r->pos == r->len && r->left == 0) {
		if (r->sum == r->want)
			return 0;
		return run_damaged(e);
	}
	const unsigned char *end = r->buf + r->len, *p = r->buf + r->pos;
	if (end - p >= RECMAX) {	/* a whole record ahead: no bound */
		p = varint_ahead(p, &d);
		v = 1;
		if (p != NULL && !(d & 1) && (p = varint_ahead(p, &v)) != NULL &&
		    v == 1)
			p = NULL;	/* units of 1 are the key's bit */
	} else {
		p = p == end ? NULL : get_varint(p, end, &d);
		v = 1;
		if (p != NULL && !(d & 1) && (p = p == end ? NULL :
		    get_varint(p, end, &v)) != NULL && v == 1)
			p = NULL;
	}
	d >>= 1;
	uint64_t k = r->key + d;
	if (p == NULL || v == 0 ||
	    r->left == 0 || (d == 0 && r->any) || k < r->key || k >> 32 >
	    r->top || (uint32_t)k > r->top)
		return run_damaged(e);
	r->pos = (size_t)(p - r->buf);
	r->key = k;
	r->val = v;
	r->left--;
	r->any = 1;
	r->sum += cell_mix(k, v);
	return 1;
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
run_row(ak_spcount_run *run, uint64_t r, int copy, rowacc *g, ak_err *e)
{
	for (;;) {
		uint64_t key = run->key, val = run->val, left = run->left;
		uint64_t sum = run->sum;
		const unsigned char *p = run->buf + run->pos;
		const unsigned char *lim = run->buf + run->len;
		uint32_t top = run->top;

		for (;;) {
			row_cell(g, copy, key, val);
			if (left == 0 || lim - p < RECMAX)
				break;
			uint64_t d, v = 1, k;
			const unsigned char *q = varint_ahead(p, &d);
			if (q != NULL && !(d & 1) && (q = varint_ahead(q,
			    &v)) != NULL && v == 1)
				q = NULL;
			d >>= 1;
			k = key + d;
			if (q == NULL || v == 0 || d == 0 || k < key ||
			    k >> 32 > top || (uint32_t)k > top)
				return run_damaged(e);
			p = q;
			key = k;
			val = v;
			left--;
			sum += cell_mix(k, v);
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
		int rc = run_load(run, e);
		if (rc != 1 || run->key >> 32 != r)
			return rc;
	}
}

/* the row merge's arrays given up */
static void
row_free(ak_spcount *c)
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
	row_free(c);	/* (ids grew since the last merge of runs) */
	c->accn = ids;
	if ((c->acc = calloc(ids, sizeof(uint64_t))) == NULL ||
	    (c->rval = malloc(ids * sizeof(uint64_t))) == NULL ||
	    (c->rkey = malloc(ids * sizeof(uint64_t))) == NULL) {
		row_free(c);
		return ak_errf(e, "out of memory (merging the co-occurrence "
		    "counts' runs)");
	}
	return 0;
}

/* the heap over runs[0..nr) (at their current positions); the files
 * stay owned by c->runs; each gets c->runbuf bytes of c->hbuf */
static int
heap_start(ak_spcount *c, size_t nr, ak_err *e)
{
	free(c->heap);
	free(c->hk);
	free(c->hbuf);
	c->hk = NULL;
	c->hbuf = NULL;
	/* the read buffers are not cleared (calloc's 8 MB a merge of 32
	 * runs): run_load fills them before they are read */
	if ((c->heap = ak_alloc_n(nr ? nr : 1, sizeof(ak_spcount_run), e)) ==
	    NULL || (c->hk = ak_alloc_n(nr ? nr : 1, sizeof(ak_spcount_hnode),
	    e)) == NULL)
		return -1;
	if ((c->hbuf = malloc((nr ? nr : 1) * c->runbuf)) == NULL)
		return ak_errf(e, "out of memory (reading back %zu runs)", nr);
	c->nheap = 0;
	for (size_t i = 0; i < nr; i++) {
		ak_spcount_run *h = &c->heap[i];
		int rc;

		h->fp = c->runs[i];
		h->buf = c->hbuf + c->runbuf * i;
		h->cap = c->runbuf;
		h->pos = h->len = 0;
		h->key = 0;
		h->left = c->runlen[2 * i];
		h->want = c->runlen[2 * i + 1];
		h->sum = 0;
		h->top = c->topid;
		h->any = 0;
		h->eof = 0;
		if ((rc = run_load(h, e)) < 0)
			return -1;
		if (rc == 1)
			c->hk[c->nheap++] = (ak_spcount_hnode){ h->key, i };
	}
	for (size_t i = c->nheap; i-- > 0;)
		sift(c->hk, c->nheap, i);
	return row_start(c, e);
}

static int
heap_next(ak_spcount *c, uint64_t *key, uint64_t *val, ak_err *e)
{
	ak_spcount_hnode *hk = c->hk;

	if (c->nheap == 0)
		return 0;
	*key = hk[0].key;
	*val = 0;
	while (c->nheap > 0 && hk[0].key == *key) {
		ak_spcount_run *r = &c->heap[hk[0].run];
		int rc;

		*val += r->val;
		if ((rc = run_load(r, e)) < 0)
			return -1;
		if (rc == 0)
			hk[0] = hk[--c->nheap];
		else
			hk[0].key = r->key;
		sift(hk, c->nheap, 0);
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
	ak_spcount_hnode *h = c->hk;
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
		ak_spcount_run *run = &c->heap[h[i].run];
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
		sort_ids(rctx, (uint32_t *)rval, t, lo, hi);
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
static int
runs_cells(ak_spcount *c, const uint64_t **k, const uint64_t **v,
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
	if (batch_buf(c, AK_SPCOUNT_BATCH, &K, &V, e) != 0)
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
static int
reduce_runs(ak_spcount *c, size_t limit, ak_err *e)
{
	while (c->nruns > limit) {
		FILE *out;
		const uint64_t *k, *v;
		uint64_t cells = 0;
		size_t m;
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
		run_begin(w, out);
		while ((rc = runs_cells(c, &k, &v, &m, e)) == 1) {
			if (run_put(w, k, v, m) != 0) {
				free(w);
				return run_error(out, e);
			}
			cells += m;
		}
		c->runcells += cells;
		if (rc < 0) {
			free(w);
			fclose(out);
			return -1;
		}
		rc = run_done(w);
		uint64_t sum = w->sum;
		free(w);
		if (rc != 0)
			return run_error(out, e);
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

/* the cells of a counter without parts begin: count the chunk and keep
 * its cells (no spill), or spill it and merge the runs down to one heap */
static int
start(ak_spcount *c, ak_err *e)
{
	c->merging = 1;
	if (c->nruns == 0) {
		int rc = count_chunk(c, e);
		tokens_reset(c, 0);	/* the cells only: the rest is room
					 * for what is built from them */
		cells_shrink(c);
		return rc;
	}
	if (spill(c, e) != 0)
		return -1;
	tokens_reset(c, 0);
	cells_free(c);
	if (reduce_runs(c, c->fanin, e) != 0 || heap_start(c, c->nruns, e) !=
	    0)
		return -1;
	return 0;
}

/* the next cells of a started counter without parts: 1, 0 or -1 */
static int
one_cells(ak_spcount *c, const uint64_t **k, const uint64_t **v, size_t *n,
    ak_err *e)
{
	if (c->nruns > 0)
		return runs_cells(c, k, v, n, e);
	return mem_cells(c, k, v, n, e);
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
 * cannot be made) */
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

/* a part's batch, where it has none and is not at its end: 1 (it has
 * cells), 0 (at its end) or -1 */
static int
part_fill(ak_spcount *p, ak_err *e)
{
	int rc;

	if (p->bn > 0)
		return 1;
	if (p->ended)
		return 0;
	if ((rc = one_cells(p, &p->bk, &p->bv, &p->bn, e)) < 0)
		return -1;
	p->ended = rc == 0;
	return rc;
}

/* an ended part reads as one cell of key never (keys are below 2^61)
 * and units 0, that is never taken */
static const uint64_t never = UINT64_MAX, zero = 0;

/*
 * The loop of parts_cells: up to AK_SPCOUNT_BATCH cells of the T parts
 * P, at kp/vp (left[t] cells before part t's next batch), merged into
 * K/V: the smallest key, and its units summed over the parts that have
 * it, without a branch a part (their order is the data's).  Returns the
 * cells, or SIZE_MAX (a part's next batch not read).  T is a constant
 * where inlined.
 */
static inline __attribute__((always_inline)) size_t
merge_parts(ak_spcount *P, const size_t T, const uint64_t **kp0,
    const uint64_t **vp0, size_t *left0, uint64_t *K, uint64_t *V,
    ak_err *e)
{
	/* locals (registers, when T is known): not the caller's arrays */
	const uint64_t *kp[AK_SPCOUNT_MAX_PARTS], *vp[AK_SPCOUNT_MAX_PARTS];
	size_t left[AK_SPCOUNT_MAX_PARTS], m = 0;

	for (size_t t = 0; t < T; t++) {
		kp[t] = kp0[t];
		vp[t] = vp0[t];
		left[t] = left0[t];
	}
	while (m < AK_SPCOUNT_BATCH) {
		uint64_t key = *kp[0], u = 0;
		for (size_t t = 1; t < T; t++)
			key = *kp[t] < key ? *kp[t] : key;
		if (key == UINT64_MAX)
			break;
		for (size_t t = 0; t < T; t++) {
			size_t eq = *kp[t] == key;
			u += *vp[t] & (0 - (uint64_t)eq);
			kp[t] += eq;
			vp[t] += eq;
			left[t] -= eq;
		}
		K[m] = key;
		V[m++] = u;
		for (size_t t = 0; t < T; t++) {
			if (left[t] > 0)
				continue;
			/* its batch taken: its next (the cells merged so far
			 * are in K and V, not in it) */
			P[t].bn = 0;
			int rc = part_fill(&P[t], e);
			if (rc < 0)
				return SIZE_MAX;
			kp[t] = rc ? P[t].bk : &never;
			vp[t] = rc ? P[t].bv : &zero;
			left[t] = rc ? P[t].bn : SIZE_MAX;
		}
	}
	for (size_t t = 0; t < T; t++) {
		kp0[t] = kp[t];
		vp0[t] = vp[t];
		left0[t] = left[t];
	}
	return m;
}

/*
 * The next cells of the parts, merged: each key once, its units summed
 * over the parts that have it (each counted other messages: integer sums,
 * the same on any number of parts), up to AK_SPCOUNT_BATCH of them in
 * c->obuf; where one part alone is left, its own batch.  1, 0 or -1.
 */
static int
parts_cells(ak_spcount *c, const uint64_t **k, const uint64_t **v,
    size_t *n, ak_err *e)
{
	const size_t T = c->nparts;
	ak_spcount *P = c->part;
	const uint64_t *kp[AK_SPCOUNT_MAX_PARTS], *vp[AK_SPCOUNT_MAX_PARTS];
	size_t left[AK_SPCOUNT_MAX_PARTS], live = 0, one = 0, m = 0;

	uint64_t *K = NULL, *V = NULL;
	if (batch_buf(c, AK_SPCOUNT_BATCH, &K, &V, e) != 0)
		return -1;
	for (size_t t = 0; t < T; t++) {
		int rc = part_fill(&P[t], e);
		if (rc < 0)
			return -1;
		kp[t] = rc ? P[t].bk : &never;
		vp[t] = rc ? P[t].bv : &zero;
		left[t] = rc ? P[t].bn : SIZE_MAX;
		live += rc;
		one = rc ? t : one;
	}
	if (live <= 1) {
		/* one part left (or none): its batch as it is */
		*n = live ? P[one].bn : 0;
		*k = P[one].bk;
		*v = P[one].bv;
		P[one].bn = 0;
		return live == 1;
	}
	/* 2 parts (-j 2) with loops of a known length */
	if (T == 2)
		m = merge_parts(P, 2, kp, vp, left, K, V, e);
	else
		m = merge_parts(P, T, kp, vp, left, K, V, e);
	if (m == SIZE_MAX)
		return -1;
	for (size_t t = 0; t < T; t++) {
		P[t].bk = kp[t];
		P[t].bv = vp[t];
		P[t].bn = kp[t] == &never ? 0 : left[t];
	}
	*k = K;
	*v = V;
	*n = m;
	return m > 0;
}

int
ak_spcount_cells(ak_spcount *c, const uint64_t **key,
    const uint64_t **units, size_t *n, ak_err *e)
{
	int rc;

	if (!c->merging && (c->nparts > 0 ? start_parts(c, e) :
	    start(c, e)) != 0)
		return -1;
	if (c->bn > 0) {	/* what ak_spcount_next left of a batch */
		*key = c->bk;
		*units = c->bv;
		*n = c->bn;
		c->bn = 0;
		return 1;
	}
	*n = 0;
	do {
		rc = c->nparts > 0 ? parts_cells(c, key, units, n, e) :
		    one_cells(c, key, units, n, e);
	} while (rc == 1 && *n == 0);
	return rc;
}

int
ak_spcount_next(ak_spcount *c, uint32_t *row, uint32_t *ctx,
    uint64_t *units, ak_err *e)
{
	int rc;

	if (c->bn == 0) {
		const uint64_t *k, *v;
		size_t n;

		if ((rc = ak_spcount_cells(c, &k, &v, &n, e)) <= 0)
			return rc;
		c->bk = k;
		c->bv = v;
		c->bn = n;
	}
	uint64_t key = *c->bk++;
	*units = *c->bv++;
	c->bn--;
	*row = (uint32_t)(key >> 32);
	*ctx = (uint32_t)key;
	return 1;
}

static int
one_rewind(ak_spcount *c, ak_err *e)
{
	c->bn = 0;
	c->ended = 0;
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
	c->bn = 0;
	for (size_t t = 0; t < c->nparts; t++)
		if (one_rewind(&c->part[t], e) != 0)
			return -1;
	return 0;
}

size_t
ak_spcount_bytes(const ak_spcount *c)
{
	/* the chunk's tokens and rows' counts, its cells; a run: its FILE
	 * and stdio buffer (BUFSIZ while written, its read buffer and
	 * BUFSIZ while merged), its
	 * heap entry */
	size_t b = c->captok * (c->tctx ? 8 : 4) + c->capmsg * 4 +
	    c->caprows * 4 + (c->keycap + c->mcap) * 16 + c->accn *
	    ROWMERGE_BYTES + c->obcap * 2 * sizeof(uint64_t);

	b += c->nruns * ((c->merging ? c->runbuf + BUFSIZ : BUFSIZ) + 512 +
	    sizeof(ak_spcount_run) + sizeof(ak_spcount_hnode) +
	    sizeof(FILE *));
	for (size_t t = 0; t < c->nparts; t++)
		b += ak_spcount_bytes(&c->part[t]);
	return b;
}

void
ak_spcount_free(ak_spcount *c)
{
	for (size_t t = 0; t < c->nparts; t++)
		ak_spcount_free(&c->part[t]);
	free(c->part);
	free(c->obuf);
	for (size_t i = 0; i < c->nruns; i++)
		fclose(c->runs[i]);
	free(c->runs);
	free(c->runlen);
	free(c->heap);
	free(c->hk);
	free(c->hbuf);
	row_free(c);
	cells_free(c);
	tokens_reset(c, 0);
	memset(c, 0, sizeof(*c));
}
