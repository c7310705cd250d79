/*
 * spcount-parts.c — the threaded parts (spcount-int.h, ak_spcount_parts):
 * where the input cannot be cut into stretches of lines (spcount-split.c:
 * standard input, a pipe, gzip), the reading thread fills blocks of
 * messages that the parts' threads count; the parts begun a thread each,
 * their cells merged on the way out.
 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "cooc.h"
#include "par.h"
#include "spcount-int.h"
#include "text.h"

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

/* the reading (part 0 of the gang) and the parts' counting (1..T) */
typedef struct job {
	pool *p;
	const ak_strmap *rows, *ctxs;
	const char *path, *label;
	size_t *nmsg;
	ak_err *e;
	int rc;		/* the reader's */
} job;

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

/* part t's thread: the blocks published, its own counted */
static void
part_run(pool *p, size_t t)
{
	ak_spcount *part = &p->c->part[t];
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
		for (size_t i = 0, off = 0; rc == 0 && seq % T == t &&
		    i < b->nmsg; i++) {
			const long *row = b->row + off;
			rc = ak_sp_chunk_add(part, row, b->ctx ? b->ctx +
			    off : row, b->len[i], &e);
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

/* the reader: lines, UTF-8, tokens, ids into blocks, published; then
 * the end, or the stop when it failed */
static void
read_blocks(job *j)
{
	pool *p = j->p;
	int rc = ak_cooc_each(j->rows, j->ctxs, j->path, j->label, block_add,
	    p, j->nmsg, &p->c->progress, j->e);

	if (rc == 0 && p->b[p->pub % p->nblock].nmsg > 0)
		rc = publish(p, j->e);
	pthread_mutex_lock(&p->mu);
	p->end = 1;
	if (rc != 0)
		p->stop = 1;	/* the reader failed: the parts stop */
	pthread_cond_broadcast(&p->ready);
	pthread_mutex_unlock(&p->mu);
	j->rc = rc;
}

/* part 0 of the gang reads, part t > 0 is part t - 1's counting */
static void
gang_part(void *arg, size_t t, size_t nparts)
{
	job *j = arg;

	(void)nparts;
	if (t == 0)
		read_blocks(j);
	else
		part_run(j->p, t - 1);
}

/* ak_spcount_read's callback where the parts cannot have threads: each
 * message to one part, in turn (the cells are the same) */
static int
turn_add(long *row, long *ctx, size_t n, void *arg, ak_err *e)
{
	return ak_spcount_add(arg, row, ctx, n, e);
}

/* blocks of about memory / 64 bytes in all (at least 256 tokens each) */
int
ak_sp_read_parts(ak_spcount *c, const ak_strmap *rows, const ak_strmap *ctxs,
    const char *path, const char *label, size_t *nmsg, ak_err *e)
{
	size_t T = c->nparts;
	size_t nblock = 2 * T < 4 ? 4 : 2 * T > NBLOCK ? NBLOCK : 2 * T;
	size_t tok = c->memory / 64 / (nblock * 2 * sizeof(long));
	pool p;
	job j = { &p, rows, ctxs, path, label, nmsg, e, -1 };
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
	/* the reader and the parts wait for each other: all at once (a
	 * gang), or, where the pool cannot give T threads, the parts
	 * counted by the reading thread, a message each in turn */
	if (ak_par_gang(T + 1, gang_part, &j) == 0) {
		rc = j.rc;
		if (rc == 0 && p.failed) {
			*e = p.err;
			rc = -1;
		}
	} else {
		rc = ak_cooc_each(rows, ctxs, path, label, turn_add, c, nmsg,
		    &c->progress, e);
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


/* the parts begun, a part of ak_par_run each */
typedef struct starts {
	ak_spcount *c;
	ak_err e[AK_SPCOUNT_MAX_PARTS];
	int rc[AK_SPCOUNT_MAX_PARTS];
} starts;

/* part t begun: its last chunk counted, or its runs merged down */
static void
start_part(void *arg, size_t t, size_t nparts)
{
	starts *s = arg;

	(void)nparts;
	s->rc[t] = ak_sp_start(&s->c->part[t], &s->e[t]);
}

/* the parts begin, a thread each (the calling thread's, one after the
 * other, where the pool cannot give one: par.h) */
int
ak_sp_start_parts(ak_spcount *c, ak_err *e)
{
	starts s;

	s.c = c;
	c->merging = 1;
	ak_par_run(c->nparts, start_part, &s);
	for (size_t t = 0; t < c->nparts; t++)
		if (s.rc[t] != 0) {
			*e = s.e[t];
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
	if ((rc = ak_sp_one_cells(p, &p->bk, &p->bv, &p->bn, e)) < 0)
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
int
ak_sp_parts_cells(ak_spcount *c, const uint64_t **k, const uint64_t **v,
    size_t *n, ak_err *e)
{
	const size_t T = c->nparts;
	ak_spcount *P = c->part;
	const uint64_t *kp[AK_SPCOUNT_MAX_PARTS], *vp[AK_SPCOUNT_MAX_PARTS];
	size_t left[AK_SPCOUNT_MAX_PARTS], live = 0, one = 0, m = 0;

	uint64_t *K = NULL, *V = NULL;
	if (ak_sp_batch_buf(c, AK_SPCOUNT_BATCH, &K, &V, e) != 0)
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
