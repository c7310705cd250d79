/* block.c — the transformer block classifier: parameters, activations,
 * forward and backward over a batch (block.h; kernels in block-kern.c). */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "block-int.h"
#include "block.h"
#include "pool.h"
#include "posenc.h"
#include "rng.h"
#include "softmax.h"

int
ak_block_cfg_check(const ak_block_cfg *c, ak_err *e)
{
	if (c->layers < 1 || c->layers > AK_BLOCK_MAXL)
		return ak_erru(e, "--layers %zu: 1 to %d", c->layers,
		    AK_BLOCK_MAXL);
	if (c->heads < 1 || c->heads > AK_BLOCK_MAXH)
		return ak_erru(e, "--heads %zu: 1 to %d", c->heads,
		    AK_BLOCK_MAXH);
	if (c->d == 0 || c->d % c->heads != 0)
		return ak_erru(e, "--heads %zu does not divide the embeddings' "
		    "dimension %zu (d_h = d/H): choose a divisor", c->heads,
		    c->d);
	if (c->pe == AK_BPE_ROPE && (c->d / c->heads) % 2 != 0)
		return ak_erru(e, "--pe rope needs an even head width d/H "
		    "(here %zu)", c->d / c->heads);
	if (c->mlp > 16384)
		return ak_erru(e, "--mlp %zu: at most 16384", c->mlp);
	if (c->nout == 1 || c->nout > 1000)
		return ak_erru(e, "block: %zu outputs: 0 (one logit) or 2 to "
		    "1000 classes", c->nout);
	return 0;
}

/* the arrays of one layer, in order: name, length */
static size_t
layer_sizes(size_t *len, const ak_block_cfg *c)
{
	size_t d = c->d, F = c->mlp, k = 0;

	len[k++] = d; len[k++] = d;		/* ln1 */
	len[k++] = 3 * d * d; len[k++] = 3 * d;	/* Wqkv, bqkv */
	len[k++] = d * d; len[k++] = d;		/* Wo, bo */
	if (F > 0) {
		len[k++] = d; len[k++] = d;	/* ln2 */
		len[k++] = d * F; len[k++] = F;	/* W1, b1 */
		len[k++] = F * d; len[k++] = d;	/* W2, b2 */
	}
	return k;
}

size_t
ak_block_nparams(const ak_block_cfg *c)
{
	size_t len[12], k = layer_sizes(len, c), n = 0;

	for (size_t i = 0; i < k; i++)
		n += len[i];
	n *= c->layers;
	if (c->norm == AK_NORM_PRE)
		n += 2 * c->d;
	if (c->nout > 0)
		return n + c->d + c->d * c->nout + c->nout;
	return n + 2 * c->d + 1;
}

void
ak_block_views(ak_block_par *p, double *base, const ak_block_cfg *c)
{
	size_t len[12], k = layer_sizes(len, c);

	memset(p, 0, sizeof(*p));
	for (size_t l = 0; l < c->layers; l++) {
		ak_block_layer *L = &p->l[l];
		double **f[12] = { &L->ln1g, &L->ln1b, &L->Wqkv, &L->bqkv,
		    &L->Wo, &L->bo, &L->ln2g, &L->ln2b, &L->W1, &L->b1,
		    &L->W2, &L->b2 };
		for (size_t i = 0; i < k; i++) {
			*f[i] = base;
			base += len[i];
		}
	}
	if (c->norm == AK_NORM_PRE) {
		p->lnfg = base;
		p->lnfb = base + c->d;
		base += 2 * c->d;
	}
	p->u = base;
	p->v = base + c->d;
	p->b = base + c->d + c->d * (c->nout > 0 ? c->nout : 1);
}

double
ak_block_forward_flops(const ak_block_cfg *c, size_t N, size_t sq)
{
	double d = (double)c->d, n = (double)N;

	return (double)c->layers * (2 * n * d * 3 * d + 2 * n * d * d +
	    4 * (double)sq * d + 4 * n * d * (double)c->mlp);
}

static void
fill(double *w, size_t n, double sd, ak_rng *r)
{
	for (size_t i = 0; i < n; i++)
		w[i] = sd * ak_rng_normal(r);
}

void
ak_block_init(double *theta, const ak_block_cfg *c, uint64_t seed)
{
	size_t d = c->d, F = c->mlp;
	double proj = 1 / sqrt(2.0 * (double)c->layers);
	ak_block_par p;
	ak_rng r;

	memset(theta, 0, ak_block_nparams(c) * sizeof(double));
	ak_block_views(&p, theta, c);
	ak_rng_seed(&r, seed);
	for (size_t l = 0; l < c->layers; l++) {
		ak_block_layer *L = &p.l[l];
		for (size_t k = 0; k < d; k++)
			L->ln1g[k] = 1;
		fill(L->Wqkv, 3 * d * d, 1 / sqrt((double)d), &r);
		fill(L->Wo, d * d, proj / sqrt((double)d), &r);
		if (F == 0)
			continue;
		for (size_t k = 0; k < d; k++)
			L->ln2g[k] = 1;
		fill(L->W1, d * F, 1 / sqrt((double)d), &r);
		fill(L->W2, F * d, proj / sqrt((double)F), &r);
	}
	if (p.lnfg != NULL)
		for (size_t k = 0; k < d; k++)
			p.lnfg[k] = 1;
}

double
ak_block_amax(const double *w, size_t n)
{
	double m = 0;

	for (size_t i = 0; i < n; i++)
		m = fmax(m, fabs(w[i]));
	return m;
}

/* *m raised to v, NaN kept (an undefined bound stays undefined) */
static void
raise_to(double *m, double v)
{
	if (isnan(v) || v > *m)
		*m = v;
}

/* a LayerNorm's output bound: |(x - mean)/sd| <= √d, times g, plus b */
static double
ln_bound(const double *g, const double *b, size_t d)
{
	return sqrt((double)d) * ak_block_amax(g, d) + ak_block_amax(b, d);
}

/* *x, the bound on the layer's input, through layer L; *act, *out as
   ak_block_bound's (the largest so far) */
static void
layer_bound(const ak_block_cfg *c, const ak_block_layer *L, double *x,
    double *act, double *out)
{
	double d = (double)c->d, F = (double)c->mlp;
	double dh = d / (double)c->heads, s[6];
	int pre = c->norm == AK_NORM_PRE, post = c->norm == AK_NORM_POST;
	double a = pre ? ln_bound(L->ln1g, L->ln1b, c->d) : *x;
	double q = d * ak_block_amax(L->Wqkv, 3 * c->d * c->d) * a +
	    ak_block_amax(L->bqkv, 3 * c->d);

	q *= c->pe == AK_BPE_ROPE ? 2 : 1;
	raise_to(out, sqrt(dh) * q * q);
	double r1 = d * ak_block_amax(L->Wo, c->d * c->d) * q +
	    ak_block_amax(L->bo, c->d) +
	    (c->residual ? *x : 0);
	double h = post ? ln_bound(L->ln1g, L->ln1b, c->d) : r1;
	s[0] = a, s[1] = q, s[2] = r1, s[3] = h, s[4] = s[5] = 0;
	if (c->mlp > 0) {
		double m = pre ? ln_bound(L->ln2g, L->ln2b, c->d) : h;
		double f = d * ak_block_amax(L->W1, c->d * c->mlp) * m +
		    ak_block_amax(L->b1, c->mlp);
		double r2 = F * ak_block_amax(L->W2, c->mlp * c->d) * f +
		    ak_block_amax(L->b2, c->d) + h;
		s[4] = f, s[5] = r2;
		h = post ? ln_bound(L->ln2g, L->ln2b, c->d) : r2;
	}
	for (int i = 0; i < 6; i++)
		raise_to(act, s[i]);
	*x = h;
}

void
ak_block_bound(const ak_block_cfg *c, const double *theta, double emax,
    double *act, double *out)
{
	double d = (double)c->d, x = emax + (c->pe == AK_BPE_SIN ? 1 : 0);
	size_t K = c->nout > 0 ? c->nout : 1;
	ak_block_par p;

	ak_block_views(&p, (double *)theta, c);
	*act = x;
	*out = 0;
	for (size_t l = 0; l < c->layers; l++)
		layer_bound(c, &p.l[l], &x, act, out);
	if (p.lnfg != NULL)
		x = ln_bound(p.lnfg, p.lnfb, c->d);
	double s = d * ak_block_amax(p.u, c->d) * x / sqrt(d);
	double z = d * ak_block_amax(p.v, c->d * K) * x + ak_block_amax(p.b, K);
	raise_to(act, x);
	raise_to(out, s);
	raise_to(out, z);
}

int
ak_block_bound_check(const ak_block_cfg *c, const double *theta,
    double emax, const char *where, double big, ak_err *e)
{
	double act, out;

	ak_block_bound(c, theta, emax, &act, &out);
	if (act <= AK_BLOCK_MAX_ACT && out <= AK_BLOCK_MAX_OUT)
		return 0;
	int a = !(act <= AK_BLOCK_MAX_ACT);
	return ak_errf(e, "%s: weights too large (the largest |weight| "
	    "%.3g, the inputs' largest |value| %.3g): the block's %s could "
	    "overflow (their bound %.4g is above %.3g): not a model attn-train "
	    "trains (train it again)", where, big, emax, a ? "activations" :
	    "scores or logits", a ? act : out, a ? AK_BLOCK_MAX_ACT :
	    AK_BLOCK_MAX_OUT);
}

void
ak_block_iv_none(ak_block_iv *iv)
{
	memset(iv, 0, sizeof(*iv));
	iv->tok_pos = iv->patch_pos = SIZE_MAX;
}

/* the arena's doubles (ak_block_ws_init), in double: no wrap at any size;
 * *sqmax the largest T whose T² is <= maxsq */
static double
ws_doubles(const ak_block_cfg *c, size_t N, size_t maxsq, size_t maxmsg,
    size_t *sqmax)
{
	double d = (double)c->d, F = (double)c->mlp, n = (double)N;
	double G = 3 * d > F ? 3 * d : F, per;

	*sqmax = (size_t)sqrt((double)maxsq);
	while (*sqmax * *sqmax < maxsq)	/* the largest T² is <= maxsq */
		(*sqmax)++;
	per = n * d * 7 + n * 4 + n * 3 * d + (double)c->heads *
	    (double)maxsq + 3 * n * F;
	return ((double)c->layers + 1) * n * d + (double)c->layers * per +
	    n * d + 3 * n + (double)maxmsg * (d + (double)(c->nout > 0 ?
	    c->nout : 1)) + 4 * n * G + (double)*sqmax * (double)*sqmax;
}

double
ak_block_ws_bytes(const ak_block_cfg *c, size_t maxtok, size_t maxsq,
    size_t maxmsg)
{
	size_t N = maxtok ? maxtok : 1, M = maxmsg ? maxmsg : 1, sqmax;

	return 8 * ws_doubles(c, N, maxsq ? maxsq : 1, M, &sqmax) +
	    (double)sizeof(size_t) * (double)(M + 1) + (double)N;
}

int
ak_block_ws_init(ak_block_ws *w, const ak_block_cfg *c, size_t maxtok,
    size_t maxsq, size_t maxmsg, ak_err *e)
{
	size_t N = maxtok ? maxtok : 1, sqmax;

	memset(w, 0, sizeof(*w));
	w->c = *c;
	w->maxtok = N;
	w->maxsq = maxsq ? maxsq : 1;
	w->maxmsg = maxmsg ? maxmsg : 1;
	double tot = ws_doubles(c, N, w->maxsq, w->maxmsg, &sqmax);
	if (tot > (double)(SIZE_MAX / sizeof(double))) {
		ak_errf(e, "out of memory (%.3g bytes)", 8 * tot);
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	size_t d = c->d, F = c->mlp, G = 3 * d > F ? 3 * d : F;
	if ((w->arena = ak_alloc_n((size_t)tot, sizeof(double), e)) == NULL ||
	    (w->sq = ak_alloc_n(w->maxmsg + 1, sizeof(size_t), e)) == NULL ||
	    (w->keep = ak_alloc_n(N, 1, e)) == NULL) {
		ak_block_ws_free(w);
		return -1;
	}
	double *a = w->arena;
#define TAKE(p, n) do { (p) = a; a += (n); } while (0)
	for (size_t l = 0; l <= c->layers; l++)
		TAKE(w->x[l], N * d);
	for (size_t l = 0; l < c->layers; l++) {
		TAKE(w->ain[l], N * d); TAKE(w->mu1[l], N); TAKE(w->rs1[l], N);
		TAKE(w->qkv[l], 3 * N * d); TAKE(w->att[l], c->heads * w->maxsq);
		TAKE(w->y[l], N * d); TAKE(w->r1[l], N * d);
		TAKE(w->h[l], N * d); TAKE(w->min[l], N * d);
		TAKE(w->mu2[l], N); TAKE(w->rs2[l], N);
		TAKE(w->fpre[l], N * F); TAKE(w->fact[l], N * F);
		TAKE(w->fcdf[l], N * F);
		TAKE(w->r2[l], N * d);
	}
	TAKE(w->xf, N * d); TAKE(w->muf, N); TAKE(w->rsf, N);
	TAKE(w->pa, N); TAKE(w->pc, w->maxmsg * d); TAKE(w->z, w->maxmsg *
	    (c->nout > 0 ? c->nout : 1));
	TAKE(w->g1, N * G); TAKE(w->g2, N * G); TAKE(w->g3, N * G);
	TAKE(w->g4, N * G); TAKE(w->gs, sqmax * sqmax);
#undef TAKE
	return 0;
}

void
ak_block_ws_free(ak_block_ws *w)
{
	free(w->arena);
	free(w->sq);
	free(w->keep);
	memset(w, 0, sizeof(*w));
}
