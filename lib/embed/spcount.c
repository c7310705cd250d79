#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cooc.h"
#include "io.h"
#include "spcount-int.h"
#include "text.h"


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

void
ak_spcount_symmetric(ak_spcount *c)
{
	c->sym = 1;
	for (size_t t = 0; t < c->nparts; t++)
		c->part[t].sym = 1;
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

uint64_t
ak_spcount_pairs(const ak_spcount *c)
{
	uint64_t n = c->pairs;

	for (size_t t = 0; t < c->nparts; t++)
		n += ak_spcount_pairs(&c->part[t]);
	return n;
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

int
ak_spcount_read(ak_spcount *c, const ak_strmap *rows, const ak_strmap *ctxs,
    const char *path, const char *label, size_t *nmsg, ak_err *e)
{
	if (ctxs == NULL && empty(c))
		ak_spcount_symmetric(c);	/* row ids are the ctx ids */
	/* a file: a stretch of its lines a part's thread; standard input, a
	 * pipe or gzip: read by one thread, counted by the parts' */
	if (c->nparts > 1) {
		int rc = ak_sp_read_split(c, rows, ctxs, path, label, nmsg, e);

		return rc != 1 ? rc : ak_sp_read_parts(c, rows, ctxs, path,
		    label, nmsg, e);
	}
	return ak_cooc_each(rows, ctxs, path, label, sparse_add, c, nmsg,
	    &c->progress, e);
}

int
ak_spcount_begin(ak_spcount *c, ak_err *e)
{
	if (c->merging)
		return 0;
	return c->nparts > 0 ? ak_sp_start_parts(c, e) : ak_sp_start(c, e);
}

int
ak_spcount_part_cells(ak_spcount *c, size_t t, const uint64_t **key,
    const uint64_t **units, size_t *n, ak_err *e)
{
	ak_spcount *p = &c->part[t];
	int rc;

	*n = 0;
	do {
		rc = ak_sp_one_cells(p, key, units, n, e);
	} while (rc == 1 && *n == 0);
	return rc;
}

int
ak_spcount_begin_parts(ak_spcount *c, ak_err *e)
{
	for (size_t t = 0; !c->merging && t < c->nparts; t++)
		c->part[t].keep = 1;
	return ak_spcount_begin(c, e);
}

int
ak_spcount_part_room(ak_spcount *c, size_t t, void **a, void **b,
    size_t *bytes)
{
	ak_spcount *p = &c->part[t];

	*a = *b = NULL;
	*bytes = 0;
	/* its cells in runs: the arrays hold none (ak_sp_start) */
	if (!p->keep || !p->merging || p->nruns == 0 || p->keycap == 0 ||
	    p->key == NULL || p->val == NULL)
		return 0;
	*a = p->key;
	*b = p->val;
	*bytes = p->keycap * sizeof(uint64_t);
	p->key = p->val = NULL;
	p->keycap = 0;
	return 1;
}

int
ak_spcount_cells(ak_spcount *c, const uint64_t **key,
    const uint64_t **units, size_t *n, ak_err *e)
{
	int rc;

	if (ak_spcount_begin(c, e) != 0)
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
		rc = c->nparts > 0 ? ak_sp_parts_cells(c, key, units, n, e) :
		    ak_sp_one_cells(c, key, units, n, e);
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
	return ak_sp_heap_start(c, c->nruns, e);
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
	    sizeof(ak_run) + sizeof(ak_knode) +
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
	ak_sp_row_free(c);
	ak_sp_cells_free(c);
	ak_sp_tokens_reset(c, 0);
	memset(c, 0, sizeof(*c));
}
