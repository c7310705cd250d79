/*
 * counts-bin-par.c — the cells of a counter split into parts (spcount.h
 * ak_spcount_parts) written as a binary count file on two threads (counts-
 * int.h, ak_counts_write_bin_parts): a pipeline of two stages, each step
 * one fork/join (lib/base/par.h), part 0 summing the parts' next cells
 * (ak_spcount_cells, up to STEP of them, copied into one of two buffers)
 * while part 1 encodes and writes the cells of the other buffer, taken at
 * the step before (ak_cbin_write_cells).  The cells are written in the
 * order they came, by one thread at a time: the bytes of one thread.
 * Where the pool has no second thread, part 1 runs after part 0 on the
 * caller: the same steps, one after the other.
 */
#include <stdlib.h>
#include <string.h>

#include "counts-int.h"
#include "par.h"

#define STEP ((size_t)1 << 16)	/* cells a step (1 MB of keys and units) */

typedef struct pipe {
	ak_spcount *c;
	ak_cbin_w *w;
	uint64_t *K[2], *U[2];	/* the two buffers' keys and units */
	size_t n[2], cap[2];	/* their cells, and room */
	int fill;		/* the buffer part 0 fills; part 1 writes the
				 * other */
	int more;		/* the counter has cells left */
	int rc[2];		/* each part's: 0 or -1 */
	ak_err e[2];
} pipe;

/* room for n cells in buffer b; 0 or -1 */
static int
room(pipe *p, int b, size_t n, ak_err *e)
{
	uint64_t *k, *u;

	if (n <= p->cap[b])
		return 0;
	n = n < 2 * p->cap[b] ? 2 * p->cap[b] : n;
	if ((k = realloc(p->K[b], n * sizeof *k)) == NULL)
		return ak_errf(e, "out of memory");
	p->K[b] = k;
	if ((u = realloc(p->U[b], n * sizeof *u)) == NULL)
		return ak_errf(e, "out of memory");
	p->U[b] = u;
	p->cap[b] = n;
	return 0;
}

/* the counter's next cells, STEP or more (a batch is taken whole), into
 * buffer b: 1 (it has more), 0 (none left) or -1 */
static int
take(pipe *p, int b, ak_err *e)
{
	const uint64_t *k, *u;
	size_t nb;
	int rc = 1;

	p->n[b] = 0;
	while (p->n[b] < STEP && (rc = ak_spcount_cells(p->c, &k, &u, &nb,
	    e)) == 1) {
		if (room(p, b, p->n[b] + nb, e) != 0)
			return -1;
		memcpy(p->K[b] + p->n[b], k, nb * sizeof *k);
		memcpy(p->U[b] + p->n[b], u, nb * sizeof *u);
		p->n[b] += nb;
	}
	return rc;
}

static void
step(void *arg, size_t t, size_t nt)
{
	pipe *p = arg;
	int b = p->fill;

	(void)nt;
	if (t == 0) {
		int rc = take(p, b, &p->e[0]);

		p->rc[0] = rc < 0 ? -1 : 0;
		p->more = rc == 1;
	} else if (p->n[!b] > 0)
		p->rc[1] = ak_cbin_write_cells(p->w, p->K[!b], p->U[!b],
		    p->n[!b], &p->e[1]);
}

int
ak_counts_write_bin_parts(ak_cbin_w *w, ak_spcount *c, ak_err *e)
{
	pipe p = { .c = c, .w = w, .more = 1 };
	int b = 0, rc = 0;

	/* step s: part 0 fills buffer b, part 1 writes the other (filled
	 * at step s - 1); once the counter has no more, a last step writes */
	while (rc == 0) {
		p.fill = b;
		if (p.more)
			ak_par_run(2, step, &p);
		else
			step(&p, 1, 2);
		if (p.rc[0] != 0 || p.rc[1] != 0) {
			*e = p.e[p.rc[0] != 0 ? 0 : 1];
			rc = -1;
		}
		p.n[!b] = 0;
		if (!p.more && p.n[b] == 0)
			break;
		b = !b;
	}
	for (b = 0; b < 2; b++) {
		free(p.K[b]);
		free(p.U[b]);
	}
	return rc;
}
