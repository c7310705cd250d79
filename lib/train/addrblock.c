/* addrblock.c — the transformer block on the addressing task: model, a
 * batch's forward and backward pass, training, evaluation (addrblock.h;
 * the file: addrblock-file.c). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "addrblock.h"
#include "blasthr.h"
#include "optim.h"
#include "rng.h"

int
ak_addrblk_shape(ak_addrblk *m, const ak_block_cfg *c, size_t K, size_t V,
    ak_err *e)
{
	memset(m, 0, sizeof(*m));
	if (K < 2 || K > AK_ADDR_MAXKEYS || V < 2 || V > AK_ADDR_MAXVALS)
		return ak_erru(e, "addr block: %zu keys and %zu values: keys "
		    "2..%d, values 2..%d", K, V, AK_ADDR_MAXKEYS,
		    AK_ADDR_MAXVALS);
	m->c = *c;
	m->c.nout = V;
	if (ak_block_cfg_check(&m->c, e) != 0)
		return -1;
	m->nkeys = K;
	m->nvals = V;
	m->np = ak_block_nparams(&m->c);
	m->ntheta = m->np + (2 * K + V) * c->d;
	return 0;
}

double
ak_addrblk_bytes(const ak_addrblk *m, size_t maxb, size_t maxn, int train)
{
	size_t T = (maxn > 0 ? maxn : 1) + 1, N = maxb * T;
	double th = 8.0 * (double)m->ntheta, d = (double)m->c.d;
	/* ak_addrblk_ws_init: the block's, X and gX, ids, off, p, grad */
	double ws = ak_block_ws_bytes(&m->c, N, maxb * T * T, maxb) +
	    16 * (double)N * d + 8 * (double)N + 8 * (double)(maxb + 1) +
	    8 * (double)maxb * (double)m->nvals + th;

	/* ak_addrblk_train: Adam's two moments, the batch's instances and
	   their pointers */
	return th + ws + (train ? 2 * th + (double)maxb *
	    (double)(sizeof(ak_addr_inst) + sizeof(void *)) : 0);
}

int
ak_addrblk_init(ak_addrblk *m, const ak_block_cfg *c, size_t K, size_t V,
    uint64_t seed, ak_err *e)
{
	ak_rng r;

	if (ak_addrblk_shape(m, c, K, V, e) != 0)
		return -1;
	if ((m->theta = ak_alloc_n(m->ntheta, sizeof(double), e)) == NULL)
		return -1;
	m->E = m->theta + m->np;
	ak_block_init(m->theta, &m->c, seed);
	ak_rng_seed(&r, seed + 1);
	for (size_t i = 0; i < (2 * K + V) * c->d; i++)
		m->E[i] = ak_rng_normal(&r);
	return 0;
}

void
ak_addrblk_free(ak_addrblk *m)
{
	free(m->theta);
	memset(m, 0, sizeof(*m));
}

int
ak_addrblk_ws_init(ak_addrblk_ws *s, const ak_addrblk *m, size_t maxb,
    size_t maxn, ak_err *e)
{
	size_t T = maxn + 1, N = maxb * T, d = m->c.d;

	memset(s, 0, sizeof(*s));
	s->maxb = maxb;
	if (ak_block_ws_init(&s->w, &m->c, N, maxb * T * T, maxb, e) != 0 ||
	    (s->X = ak_alloc_n(N * d, sizeof(double), e)) == NULL ||
	    (s->gX = ak_alloc_n(N * d, sizeof(double), e)) == NULL ||
	    (s->ids = ak_alloc_n(N, sizeof(size_t), e)) == NULL ||
	    (s->off = ak_alloc_n(maxb + 1, sizeof(size_t), e)) == NULL ||
	    (s->p = ak_alloc_n(maxb * m->nvals, sizeof(double), e)) == NULL ||
	    (s->grad = ak_alloc_n(m->ntheta, sizeof(double), e)) == NULL) {
		ak_addrblk_ws_free(s);
		return -1;
	}
	for (size_t t = 0; t < N; t++)
		s->ids[t] = t;
	return 0;
}

void
ak_addrblk_ws_free(ak_addrblk_ws *s)
{
	ak_block_ws_free(&s->w);
	free(s->X);
	free(s->gX);
	free(s->ids);
	free(s->off);
	free(s->p);
	free(s->grad);
	memset(s, 0, sizeof(*s));
}

/* the rows of E that token t of instance x sums: *a, and *b (SIZE_MAX for
   the query, which has one) */
static void
token_rows(const ak_addrblk *m, const ak_addr_inst *x, size_t t, size_t *a,
    size_t *b)
{
	if (t == x->n) {
		*a = m->nkeys + x->query;
		*b = SIZE_MAX;
		return;
	}
	*a = x->key[t];
	*b = 2 * m->nkeys + x->val[t];
}

double
ak_addrblk_forward(ak_addrblk_ws *s, const ak_addrblk *m,
    const ak_addr_inst *const *xs, size_t B, const ak_block_iv *iv)
{
	size_t d = m->c.d, V = m->nvals;
	double loss = 0;

	s->off[0] = 0;
	for (size_t i = 0; i < B; i++) {
		const ak_addr_inst *x = xs[i];
		for (size_t t = 0; t <= x->n; t++) {
			double *row = s->X + (s->off[i] + t) * d;
			size_t a, b;
			token_rows(m, x, t, &a, &b);
			memcpy(row, m->E + a * d, d * sizeof(double));
			for (size_t k = 0; b != SIZE_MAX && k < d; k++)
				row[k] += m->E[b * d + k];
		}
		s->off[i + 1] = s->off[i] + x->n + 1;
	}
	ak_block_forward(&s->w, m->theta, s->X, s->ids, s->off, B, iv);
	for (size_t i = 0; i < B; i++) {
		const double *z = s->w.z + i * V;
		double *p = s->p + i * V, mx = z[0], sum = 0;
		for (size_t k = 1; k < V; k++)
			mx = fmax(mx, z[k]);
		for (size_t k = 0; k < V; k++)
			sum += (p[k] = exp(z[k] - mx));
		for (size_t k = 0; k < V; k++)
			p[k] /= sum;
		loss += mx + log(sum) - z[xs[i]->answer];
	}
	return loss;
}

size_t
ak_addrblk_pred(const ak_addrblk_ws *s, const ak_addrblk *m, size_t i)
{
	const double *p = s->p + i * m->nvals;
	size_t best = 0;

	for (size_t k = 1; k < m->nvals; k++)
		if (p[k] > p[best])
			best = k;
	return best;
}

void
ak_addrblk_backward(ak_addrblk_ws *s, const ak_addrblk *m,
    const ak_addr_inst *const *xs, size_t B)
{
	size_t d = m->c.d, V = m->nvals, N = s->off[B];
	double *dz = s->p;	/* p − onehot, scaled: p is not needed again */

	for (size_t i = 0; i < B; i++) {
		dz[i * V + xs[i]->answer] -= 1;
		for (size_t k = 0; k < V; k++)
			dz[i * V + k] /= (double)B;
	}
	memset(s->grad, 0, m->ntheta * sizeof(double));
	memset(s->gX, 0, N * d * sizeof(double));
	ak_block_backward(&s->w, m->theta, s->X, s->ids, s->off, B, dz,
	    s->grad, s->gX);
	double *gE = s->grad + m->np;
	for (size_t i = 0; i < B; i++)
		for (size_t t = 0; t <= xs[i]->n; t++) {
			const double *g = s->gX + (s->off[i] + t) * d;
			size_t a, b;
			token_rows(m, xs[i], t, &a, &b);
			for (size_t k = 0; k < d; k++) {
				gE[a * d + k] += g[k];
				if (b != SIZE_MAX)
					gE[b * d + k] += g[k];
			}
		}
}

/* the most pairs of a training instance */
static size_t
longest(const ak_addr_train_opt *o)
{
	size_t n = o->data != NULL ? 1 : o->gen.hi;

	for (size_t i = 0; o->data != NULL && i < o->ndata; i++)
		if (o->data[i].n > n)
			n = o->data[i].n;
	return n;
}

int
ak_addrblk_train(ak_addrblk *m, const ak_addr_train_opt *o, ak_rng *r,
    ak_err *e)
{
	ak_addrblk_ws s;
	ak_adam opt = { 0 };
	ak_addr_inst *buf = NULL;
	const ak_addr_inst **xs = NULL;
	size_t *order = NULL, at = 0;
	ak_addr_tally tl = { 0, 0, 0 };
	int ret = -1, saved;

	if (o->data == NULL && ak_addr_gen_check(&o->gen, e) != 0)
		return -1;
	if (ak_addrblk_ws_init(&s, m, o->batch, longest(o), e) != 0)
		return -1;
	if (ak_adam_init(&opt, m->ntheta, o->lr, 0, e) != 0 ||
	    (buf = ak_alloc_n(o->batch, sizeof(*buf), e)) == NULL ||
	    (xs = ak_alloc_n(o->batch, sizeof(*xs), e)) == NULL ||
	    (order = ak_addr_order(o, r, e)) == NULL)
		goto out;
	saved = ak_blas_serial_begin();
	for (size_t step = 1; step <= o->steps; step++) {
		for (size_t b = 0; b < o->batch; b++)
			xs[b] = ak_addr_next(o, &buf[b], order, &at, r);
		double loss = ak_addrblk_forward(&s, m, xs, o->batch, NULL);
		if (!isfinite(loss)) {
			ak_blas_serial_end(saved);
			ak_errf(e, "addr block: the loss is not finite at step "
			    "%zu: a smaller --lr", step);
			goto out;
		}
		tl.loss += loss;
		for (size_t b = 0; b < o->batch; b++)
			tl.ok += ak_addrblk_pred(&s, m, b) == xs[b]->answer;
		tl.n += o->batch;
		ak_addrblk_backward(&s, m, xs, o->batch);
		ak_adam_step(&opt, m->theta, s.grad);
		ak_addr_train_tick(o, step, &tl);
	}
	ak_blas_serial_end(saved);
	ret = 0;
out:
	ak_adam_free(&opt);
	free(order);
	free(xs);
	free(buf);
	ak_addrblk_ws_free(&s);
	return ret;
}

int
ak_addrblk_eval(ak_addr_score *sc, const ak_addrblk *m,
    const ak_addr_inst *x, size_t n, int by, ak_err *e)
{
	const ak_addr_inst *xs[64];
	ak_addrblk_ws s;
	int saved;

	size_t maxn = 1;

	memset(sc, 0, sizeof(*sc));
	for (size_t i = 0; i < n; i++)	/* room for the longest instance */
		maxn = x[i].n > maxn ? x[i].n : maxn;
	if (ak_addrblk_ws_init(&s, m, 64, maxn, e) != 0)
		return -1;
	saved = ak_blas_serial_begin();
	for (size_t b0 = 0; b0 < n; b0 += 64) {
		size_t B = n - b0 < 64 ? n - b0 : 64;
		for (size_t i = 0; i < B; i++)
			xs[i] = &x[b0 + i];
		sc->loss += ak_addrblk_forward(&s, m, xs, B, NULL);
		for (size_t i = 0; i < B; i++) {
			const ak_addr_inst *xi = xs[i];
			size_t k = by == AK_ADDR_BY_PAIRS ? xi->n :
			    by == AK_ADDR_BY_DIST ? ak_addr_dist(xi,
			    xi->target) : 0;
			sc->n[k]++;
			sc->correct[k] += ak_addrblk_pred(&s, m, i) ==
			    xi->answer;
			sc->total++;
		}
	}
	ak_blas_serial_end(saved);
	ak_addrblk_ws_free(&s);
	return 0;
}
