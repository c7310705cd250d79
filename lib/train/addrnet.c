#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "addrnet.h"
#include "addrnet-int.h"
#include "optim.h"
#include "posenc.h"
#include "softmax.h"

static const char *const pos_names[AK_POS_COUNT] = {
	"none", "sin", "rope", "rel"
};

const char *
ak_addr_pos_name(int pos)
{
	return pos >= 0 && pos < AK_POS_COUNT ? pos_names[pos] : "?";
}

/* the first setting of c that is wrong (addrnet-int.h), for the model
   file's errors (addrnet-file.c) */
int
ak_addr_cfg_bad(const ak_addr_cfg *c, ak_err *e)
{
	if (c->nkeys < 1 || c->nkeys > AK_ADDR_MAXKEYS)
		return ak_errf(e, "keys: %zu is out of range 1..%d", c->nkeys,
		    AK_ADDR_MAXKEYS), 0;
	if (c->nvals < 2 || c->nvals > AK_ADDR_MAXVALS)
		return ak_errf(e, "values: %zu is out of range 2..%d",
		    c->nvals, AK_ADDR_MAXVALS), 1;
	if (c->d < 1 || c->d > 1024 || c->h < 1 || c->h > 1024)
		return ak_errf(e, "dim %zu, head %zu: out of range 1..1024",
		    c->d, c->h), c->d < 1 || c->d > 1024 ? 2 : 3;
	if (c->pos < 0 || c->pos >= AK_POS_COUNT)
		return ak_errf(e, "pos: unknown variant %d", c->pos), 4;
	if (c->pos == AK_POS_ROPE && c->h % 2 != 0)
		return ak_errf(e, "head: RoPE needs an even head width, not "
		    "%zu", c->h), 3;
	if (c->pos == AK_POS_REL &&
	    (c->maxdist < 1 || c->maxdist > AK_ADDR_MAXPAIRS))
		return ak_errf(e, "max-dist: %zu is out of range 1..%d",
		    c->maxdist, AK_ADDR_MAXPAIRS), 5;
	return -1;
}

int
ak_addr_cfg_check(const ak_addr_cfg *c, ak_err *e)
{
	return ak_addr_cfg_bad(c, e) < 0 ? 0 : -1;
}

size_t
ak_addr_ndist(const ak_addr_cfg *c)
{
	return c->pos == AK_POS_REL ? c->maxdist : 0;
}

/* ak_addr_nparams: length of the flat array for c. */
static size_t
ak_addr_nparams(const ak_addr_cfg *c)
{
	return (2 * c->nkeys + c->nvals) * c->d + 3 * c->d * c->h +
	    c->h * c->nvals + c->nvals + ak_addr_ndist(c);
}

void
ak_addr_views(ak_addr_par *v, double *base, const ak_addr_cfg *c)
{
	double *p = base;

	v->Ek = p, p += c->nkeys * c->d;
	v->Eq = p, p += c->nkeys * c->d;
	v->Ev = p, p += c->nvals * c->d;
	v->WQ = p, p += c->d * c->h;
	v->WK = p, p += c->d * c->h;
	v->WV = p, p += c->d * c->h;
	v->WO = p, p += c->h * c->nvals;
	v->bO = p, p += c->nvals;
	v->rel = ak_addr_ndist(c) ? p : NULL;
}

int
ak_addr_model_alloc(ak_addr_model *m, const ak_addr_cfg *c, ak_err *e)
{
	memset(m, 0, sizeof(*m));
	if (ak_addr_cfg_check(c, e) != 0)
		return -1;
	m->c = *c;
	if (c->pos != AK_POS_REL)
		m->c.maxdist = 0;
	m->np = ak_addr_nparams(&m->c);
	if ((m->theta = ak_alloc_n(m->np, sizeof(double), e)) == NULL)
		return -1;
	ak_addr_views(&m->p, m->theta, &m->c);
	return 0;
}

int
ak_addr_model_init(ak_addr_model *m, const ak_addr_cfg *c, ak_rng *r,
    ak_err *e)
{
	if (ak_addr_model_alloc(m, c, e) != 0)
		return -1;
	const ak_addr_cfg *k = &m->c;
	size_t ne = (2 * k->nkeys + k->nvals) * k->d;
	for (size_t i = 0; i < ne; i++)
		m->theta[i] = ak_rng_normal(r);
	double sw = 1 / sqrt((double)k->d), so = 1 / sqrt((double)k->h);
	for (size_t i = 0; i < 3 * k->d * k->h; i++)
		m->p.WQ[i] = sw * ak_rng_normal(r);
	for (size_t i = 0; i < k->h * k->nvals; i++)
		m->p.WO[i] = so * ak_rng_normal(r);
	return 0;
}

void
ak_addr_model_free(ak_addr_model *m)
{
	free(m->theta);
	memset(m, 0, sizeof(*m));
}

/* Work space: sizes for the longest instance, one allocation; after the
   scratch area comes the sinusoidal table P ((MAXPAIRS+1)×d, pe_table). */

int
ak_addr_fwd_init(ak_addr_fwd *f, const ak_addr_cfg *c, ak_err *e)
{
	size_t N = AK_ADDR_MAXPAIRS, d = c->d, h = c->h, V = c->nvals;
	size_t tmpn = V + 3 * h + 2 * N;
	size_t tot = d + h + N * d + 2 * N * h + 2 * N + h + 2 * V + tmpn +
	    (N + 1) * d;
	double *p;

	memset(f, 0, sizeof(*f));
	if ((p = ak_alloc_n(tot, sizeof(double), e)) == NULL)
		return -1;
	f->xq = p, p += d;
	f->q = p, p += h;
	f->Kx = p, p += N * d;
	f->Km = p, p += N * h;
	f->Vm = p, p += N * h;
	f->s = p, p += N;
	f->a = p, p += N;
	f->z = p, p += h;
	f->o = p, p += V;
	f->p = p, p += V;
	f->tmp = p, p += tmpn;
	/* the sinusoidal table, rows = positions 0..MAXPAIRS */
	ak_pe_sin(p, 0, N + 1, d);
	return 0;
}

void
ak_addr_fwd_free(ak_addr_fwd *f)
{
	free(f->xq);
	memset(f, 0, sizeof(*f));
}

static const double *
pe_table(const ak_addr_fwd *f, const ak_addr_cfg *c)
{
	size_t N = AK_ADDR_MAXPAIRS;

	return f->tmp + c->nvals + 3 * c->h + 2 * N;
}

/* y (h) = x (d) W (d×h) */
static void
vecmat(double *y, const double *x, const double *W, size_t d, size_t h)
{
	for (size_t c = 0; c < h; c++)
		y[c] = 0;
	for (size_t r = 0; r < d; r++) {
		double xr = x[r];
		const double *w = W + r * h;
		for (size_t c = 0; c < h; c++)
			y[c] += xr * w[c];
	}
}

/* y (d) += W (d×h) x (h) */
static void
matvec_add(double *y, const double *W, const double *x, size_t d, size_t h,
    double scale)
{
	for (size_t r = 0; r < d; r++) {
		double s = 0;
		const double *w = W + r * h;
		for (size_t c = 0; c < h; c++)
			s += w[c] * x[c];
		y[r] += scale * s;
	}
}

/* G (d×h) += scale · x yᵀ */
static void
outer_add(double *G, const double *x, const double *y, size_t d, size_t h,
    double scale)
{
	for (size_t r = 0; r < d; r++) {
		double xr = scale * x[r];
		double *g = G + r * h;
		for (size_t c = 0; c < h; c++)
			g[c] += xr * y[c];
	}
}

static size_t
rel_index(const ak_addr_cfg *c, size_t n, size_t j)
{
	size_t dist = n - j;

	return (dist < c->maxdist ? dist : c->maxdist) - 1;
}

void
ak_addr_forward(ak_addr_fwd *f, const ak_addr_model *m, const ak_addr_inst *x)
{
	const ak_addr_cfg *c = &m->c;
	const ak_addr_par *P = &m->p;
	size_t n = x->n, d = c->d, h = c->h, V = c->nvals;
	const double *pe = c->pos == AK_POS_SIN ? pe_table(f, c) : NULL;
	double inv = 1 / sqrt((double)h);

	f->n = n;
	memcpy(f->xq, P->Eq + x->query * d, d * sizeof(double));
	if (pe != NULL)
		for (size_t r = 0; r < d; r++)
			f->xq[r] += pe[n * d + r];
	vecmat(f->q, f->xq, P->WQ, d, h);
	if (c->pos == AK_POS_ROPE)
		ak_rope(f->q, n, 1, h);
	for (size_t j = 0; j < n; j++) {
		double *kx = f->Kx + j * d, *km = f->Km + j * h;
		memcpy(kx, P->Ek + (size_t)x->key[j] * d, d * sizeof(double));
		if (pe != NULL)
			for (size_t r = 0; r < d; r++)
				kx[r] += pe[j * d + r];
		vecmat(km, kx, P->WK, d, h);
		if (c->pos == AK_POS_ROPE)
			ak_rope(km, j, 1, h);
		vecmat(f->Vm + j * h, P->Ev + (size_t)x->val[j] * d, P->WV,
		    d, h);
		double s = 0;
		for (size_t r = 0; r < h; r++)
			s += f->q[r] * km[r];
		f->s[j] = s * inv;
		if (c->pos == AK_POS_REL)
			f->s[j] += P->rel[rel_index(c, n, j)];
	}
	ak_softmax(f->a, f->s, NULL, n);
	for (size_t r = 0; r < h; r++)
		f->z[r] = 0;
	f->argmax_a = 0;
	for (size_t j = 0; j < n; j++) {
		for (size_t r = 0; r < h; r++)
			f->z[r] += f->a[j] * f->Vm[j * h + r];
		if (f->a[j] > f->a[f->argmax_a])
			f->argmax_a = j;
	}
	vecmat(f->o, f->z, P->WO, h, V);
	double mx = -INFINITY, se = 0;
	f->pred = 0;
	for (size_t v = 0; v < V; v++) {
		f->o[v] += P->bO[v];
		if (f->o[v] > mx) {
			mx = f->o[v];
			f->pred = v;
		}
	}
	ak_softmax(f->p, f->o, NULL, V);
	for (size_t v = 0; v < V; v++)
		se += exp(f->o[v] - mx);
	/* L = log Σ exp o - o[answer], stable (never inf for finite o) */
	f->loss = mx + log(se) - f->o[x->answer];
}

double
ak_addr_loss(ak_addr_fwd *f, const ak_addr_model *m, const ak_addr_inst *x)
{
	ak_addr_forward(f, m, x);
	return f->loss;
}

void
ak_addr_backward(ak_addr_par *g, const ak_addr_fwd *f, const ak_addr_model *m,
    const ak_addr_inst *x, double scale)
{
	const ak_addr_cfg *c = &m->c;
	const ak_addr_par *P = &m->p;
	size_t n = f->n, d = c->d, h = c->h, V = c->nvals;
	size_t N = AK_ADDR_MAXPAIRS;
	double inv = 1 / sqrt((double)h);
	double *dlo = f->tmp, *dz = dlo + V, *dq = dz + h, *dk = dq + h;
	double *da = dk + h, *ds = da + N;

	/* output layer: ∂L/∂o = p - onehot(answer) */
	for (size_t v = 0; v < V; v++)
		dlo[v] = f->p[v] - (v == x->answer ? 1.0 : 0.0);
	outer_add(g->WO, f->z, dlo, h, V, scale);
	for (size_t v = 0; v < V; v++)
		g->bO[v] += scale * dlo[v];
	for (size_t r = 0; r < h; r++)
		dz[r] = 0;
	matvec_add(dz, P->WO, dlo, h, V, 1.0);
	/* z = Σ a_j v_j: ∂L/∂a_j = dz·v_j, ∂L/∂v_j = a_j dz */
	for (size_t j = 0; j < n; j++) {
		const double *vm = f->Vm + j * h;
		double s = 0;
		for (size_t r = 0; r < h; r++)
			s += dz[r] * vm[r];
		da[j] = s;
		const double *ev = P->Ev + (size_t)x->val[j] * d;
		outer_add(g->WV, ev, dz, d, h, scale * f->a[j]);
		matvec_add(g->Ev + (size_t)x->val[j] * d, P->WV, dz, d, h,
		    scale * f->a[j]);
	}
	ak_softmax_backward(ds, f->a, da, n);
	/* scores: s_j = q·k_j/√h (+ rel bias) */
	for (size_t r = 0; r < h; r++)
		dq[r] = 0;
	for (size_t j = 0; j < n; j++) {
		const double *km = f->Km + j * h;
		if (c->pos == AK_POS_REL)
			g->rel[rel_index(c, n, j)] += scale * ds[j];
		for (size_t r = 0; r < h; r++) {
			dq[r] += ds[j] * inv * km[r];
			dk[r] = ds[j] * inv * f->q[r];
		}
		if (c->pos == AK_POS_ROPE)
			ak_rope_backward(dk, j, 1, h);
		outer_add(g->WK, f->Kx + j * d, dk, d, h, scale);
		matvec_add(g->Ek + (size_t)x->key[j] * d, P->WK, dk, d, h,
		    scale);
	}
	if (c->pos == AK_POS_ROPE)
		ak_rope_backward(dq, n, 1, h);
	outer_add(g->WQ, f->xq, dq, d, h, scale);
	matvec_add(g->Eq + x->query * d, P->WQ, dq, d, h, scale);
}

double
ak_addr_train_flops(const ak_addr_cfg *c, size_t steps, size_t batch,
    size_t n)
{
	double N = (double)n, d = (double)c->d, h = (double)c->h;
	double fwd = 2 * (2 * N + 1) * d * h + 4 * N * h +
	    2 * h * (double)c->nvals;

	return (double)steps * ((double)batch * 3 * fwd +
	    10 * (double)ak_addr_nparams(c));
}

const ak_addr_inst *
ak_addr_next(const ak_addr_train_opt *o, ak_addr_inst *buf, size_t *order,
    size_t *at, ak_rng *r)
{
	if (o->data != NULL) {
		if (*at == o->ndata) {
			ak_rng_shuffle(r, order, o->ndata);
			*at = 0;
		}
		return &o->data[order[(*at)++]];
	}
	size_t n = o->gen.lo + (size_t)ak_rng_below(r, o->gen.hi - o->gen.lo +
	    1);
	ak_addr_sample(buf, &o->gen, n, r);
	return buf;
}

size_t *
ak_addr_order(const ak_addr_train_opt *o, ak_rng *r, ak_err *e)
{
	size_t *order = ak_alloc_n(o->data != NULL ? o->ndata : 1,
	    sizeof(size_t), e);

	if (order == NULL || o->data == NULL)
		return order;
	for (size_t i = 0; i < o->ndata; i++)
		order[i] = i;
	ak_rng_shuffle(r, order, o->ndata);
	return order;
}

void
ak_addr_train_tick(const ak_addr_train_opt *o, size_t step,
    ak_addr_tally *t)
{
	if (o->log_every == 0 || (step % o->log_every != 0 && step != o->steps))
		return;
	if (o->progress != NULL)
		o->progress(o->ctx, step, o->steps, t->loss / (double)t->n);
	if (o->log != NULL)
		fprintf(o->log, "%zu\t%.9g\t%.9g\n", step,
		    t->loss / (double)t->n, (double)t->ok / (double)t->n);
	t->loss = 0;
	t->ok = t->n = 0;
}

int
ak_addr_train(ak_addr_model *m, const ak_addr_train_opt *o, ak_rng *r,
    ak_err *e)
{
	ak_addr_fwd f;
	ak_adam opt;
	ak_addr_par g;
	ak_addr_inst x;
	double *grad;
	size_t *order = NULL, at = 0;
	ak_addr_tally tl = { 0, 0, 0 };

	if (o->data == NULL && ak_addr_gen_check(&o->gen, e) != 0)
		return -1;
	if (ak_addr_fwd_init(&f, &m->c, e) != 0)
		return -1;
	if ((grad = ak_alloc_n(m->np, sizeof(double), e)) == NULL) {
		ak_addr_fwd_free(&f);
		return -1;
	}
	if (ak_adam_init(&opt, m->np, o->lr, 0, e) != 0 ||
	    (order = ak_addr_order(o, r, e)) == NULL)
		goto fail;
	ak_addr_views(&g, grad, &m->c);
	for (size_t step = 1; step <= o->steps; step++) {
		memset(grad, 0, m->np * sizeof(double));
		for (size_t b = 0; b < o->batch; b++) {
			const ak_addr_inst *xp = ak_addr_next(o, &x, order,
			    &at, r);
			ak_addr_forward(&f, m, xp);
			ak_addr_backward(&g, &f, m, xp, 1.0 / (double)o->batch);
			tl.loss += f.loss;
			tl.ok += f.pred == xp->answer;
			tl.n++;
		}
		ak_adam_step(&opt, m->theta, grad);
		ak_addr_train_tick(o, step, &tl);
	}
	ak_adam_free(&opt);
	free(order);
	free(grad);
	ak_addr_fwd_free(&f);
	return 0;
fail:
	ak_adam_free(&opt);
	free(order);
	free(grad);
	ak_addr_fwd_free(&f);
	return -1;
}

/* ---- model file ---- */

/* ---- interventions ---- */

int
ak_addr_intervene(ak_addr_iv *res, const ak_addr_model *m,
    const ak_addr_inst *xs, size_t nx, ak_rng *r, ak_err *e)
{
	ak_addr_fwd f;
	double *a0, *p0;
	size_t perm[AK_ADDR_MAXPAIRS];
	ak_addr_inst y;
	size_t V = m->c.nvals;

	memset(res, 0, sizeof(*res));
	if (ak_addr_fwd_init(&f, &m->c, e) != 0)
		return -1;
	if ((a0 = ak_alloc_n(AK_ADDR_MAXPAIRS + V, sizeof(double), e)) ==
	    NULL) {
		ak_addr_fwd_free(&f);
		return -1;
	}
	p0 = a0 + AK_ADDR_MAXPAIRS;
	res->n = nx;
	for (size_t i = 0; i < nx; i++) {
		const ak_addr_inst *x = &xs[i];
		size_t n = x->n, t = x->target;

		if (x->other != AK_ADDR_NONE || n < 2)
			continue;	/* defined for unique keys only */
		ak_addr_forward(&f, m, x);
		memcpy(a0, f.a, n * sizeof(double));
		memcpy(p0, f.p, V * sizeof(double));
		size_t pred0 = f.pred;

		/* (a) permute the pairs */
		for (size_t j = 0; j < n; j++)
			perm[j] = j;
		ak_rng_shuffle(r, perm, n);
		y = *x;
		for (size_t j = 0; j < n; j++) {
			y.key[j] = x->key[perm[j]];
			y.val[j] = x->val[perm[j]];
		}
		ak_addr_lookup(&y);
		y.answer = x->answer;
		ak_addr_forward(&f, m, &y);
		res->done[0]++;
		res->pass[0] += f.pred == pred0;
		for (size_t j = 0; j < n; j++)
			res->maxdw[0] = fmax(res->maxdw[0],
			    fabs(f.a[j] - a0[perm[j]]));
		for (size_t v = 0; v < V; v++)
			res->maxdp_a = fmax(res->maxdp_a, fabs(f.p[v] - p0[v]));

		/* (b) the queried key moves to another pair j */
		size_t j = (size_t)ak_rng_below(r, n - 1);
		if (j >= t)
			j++;
		y = *x;
		y.key[j] = x->key[t];
		y.key[t] = x->key[j];
		ak_addr_lookup(&y);
		ak_addr_forward(&f, m, &y);
		res->done[1]++;
		res->pass[1] += f.argmax_a == y.target;
		for (size_t l = 0; l < n; l++)
			res->maxdw[1] = fmax(res->maxdw[1],
			    fabs(f.a[l] - a0[l]));

		/* (c) another value under the same key */
		y = *x;
		y.val[t] = (uint16_t)((x->val[t] + 1 +
		    ak_rng_below(r, V - 1)) % V);
		ak_addr_lookup(&y);
		ak_addr_forward(&f, m, &y);
		res->done[2]++;
		int same = memcmp(f.a, a0, n * sizeof(double)) == 0;
		int moved = f.pred == y.answer;
		res->same_w_c += same;
		res->moved_c += moved;
		res->pass[2] += same && moved;
		for (size_t l = 0; l < n; l++)
			res->maxdw[2] = fmax(res->maxdw[2],
			    fabs(f.a[l] - a0[l]));
	}
	free(a0);
	ak_addr_fwd_free(&f);
	return 0;
}

int
ak_addr_eval(ak_addr_score *s, const ak_addr_model *m,
    const ak_addr_inst *x, size_t n, int by, ak_err *e)
{
	ak_addr_fwd f;

	memset(s, 0, sizeof(*s));
	if (ak_addr_fwd_init(&f, &m->c, e) != 0)
		return -1;
	for (size_t i = 0; i < n; i++) {
		ak_addr_forward(&f, m, &x[i]);
		size_t b = by == AK_ADDR_BY_PAIRS ? x[i].n :
		    by == AK_ADDR_BY_DIST ? ak_addr_dist(&x[i], x[i].target) : 0;
		s->n[b]++;
		s->correct[b] += f.pred == x[i].answer;
		s->loss += f.loss;
	}
	s->total = n;
	ak_addr_fwd_free(&f);
	return 0;
}
