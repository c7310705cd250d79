/* block-back.c — the transformer block's backward pass over a batch
 * (block.h): the chain rule through pooling, LNf, each layer's MLP,
 * LayerNorms, heads and residual adds, in reverse order of block-pass.c. */
#include <math.h>
#include <string.h>

#include "block-int.h"
#include "block.h"
#include "posenc.h"
#include "softmax.h"

/* message i's K logits z = Vᵀc + b: dV += c dzᵀ, db += dz, dc = V dz;
   D (T×d) = a_t dc, w->gs[t] = dcᵀx_t; returns Σ_t a_t gs[t] */
static double
classes_backward(ak_block_ws *w, const ak_block_par *p,
    const ak_block_par *g, size_t i, const size_t *off, const double *dz,
    double *D)
{
	size_t d = w->c.d, K = w->c.nout, T = off[i + 1] - off[i];
	const double *X = w->xf + off[i] * d, *a = w->pa + off[i];
	const double *c = w->pc + i * d, *dzi = dz + i * K;
	double *dc = w->g3, ga = 0;	/* g3: free until the layers */

	for (size_t k = 0; k < K; k++)
		g->b[k] += dzi[k];
	for (size_t j = 0; j < d; j++) {
		double s = 0;
		for (size_t k = 0; k < K; k++) {
			g->v[j * K + k] += c[j] * dzi[k];
			s += p->v[j * K + k] * dzi[k];
		}
		dc[j] = s;
	}
	for (size_t t = 0; t < T; t++) {
		double gt = 0;
		for (size_t j = 0; j < d; j++) {
			D[t * d + j] = a[t] * dc[j];
			gt += dc[j] * X[t * d + j];
		}
		w->gs[t] = gt;
		ga += a[t] * gt;
	}
	return ga;
}

/* one logit z = vᵀc + b of a message of T tokens X (T×d), pooling weights
   a, pooled c: as classes_backward with dc = dz v */
static double
logit_backward(ak_block_ws *w, const ak_block_par *p, const ak_block_par *g,
    size_t T, const double *X, const double *a, const double *c, double dz,
    double *D)
{
	size_t d = w->c.d;
	double ga = 0;

	*g->b += dz;
	for (size_t k = 0; k < d; k++)
		g->v[k] += dz * c[k];
	/* c = Σ a_t x_t: dx_t = a_t dc, g_t = dcᵀx_t, dc = dz v */
	for (size_t t = 0; t < T; t++) {
		double gt = 0;
		for (size_t k = 0; k < d; k++) {
			D[t * d + k] = a[t] * dz * p->v[k];
			gt += dz * p->v[k] * X[t * d + k];
		}
		w->gs[t] = gt;
		ga += a[t] * gt;
	}
	return ga;
}

/* pooling: dX (N×d, set here) from dz; du, dv, db added into g */
static void
pool_backward(ak_block_ws *w, const ak_block_par *p, const ak_block_par *g,
    const size_t *off, size_t B, const double *dz, double *dX)
{
	size_t d = w->c.d;
	double sc = 1 / sqrt((double)d);

	memset(dX, 0, off[B] * d * sizeof(double));
	for (size_t i = 0; i < B; i++) {
		size_t T = off[i + 1] - off[i];
		const double *X = w->xf + off[i] * d, *a = w->pa + off[i];
		const double *c = w->pc + i * d;
		double *D = dX + off[i] * d, ga = 0;

		if (w->c.nout > 0)
			ga = classes_backward(w, p, g, i, off, dz, D);
		else
			ga = logit_backward(w, p, g, T, X, a, c, dz[i], D);
		if (w->c.pool == AK_BPOOL_MEAN)
			continue;
		/* s_t = uᵀx_t/√d: ds_t = a_t (g_t − Σ a g) */
		for (size_t t = 0; t < T; t++) {
			double ds = a[t] * (w->gs[t] - ga) * sc;
			for (size_t k = 0; k < d; k++) {
				g->u[k] += ds * X[t * d + k];
				D[t * d + k] += ds * p->u[k];
			}
		}
	}
}

/* the MLP: dh += ∂ through r2 = h + MLP(min) given dr2, with dmin (N×d,
   zeroed here) the gradient of the MLP's input */
static void
mlp_backward(ak_block_ws *w, const ak_block_layer *L, ak_block_layer *G,
    size_t l, size_t N, const double *dr2, double *dmin)
{
	size_t d = w->c.d, F = w->c.mlp;
	double *dfact = w->g3;	/* N×F, then the gradient of fpre */

	memset(dfact, 0, N * F * sizeof(double));
	ak_linear_backward(dfact, G->W2, G->b2, dr2, w->fact[l], L->W2, N, F,
	    d);
	ak_gelu_backward(dfact, w->fpre[l], w->fcdf[l], N * F);
	memset(dmin, 0, N * d * sizeof(double));
	ak_linear_backward(dmin, G->W1, G->b1, dfact, w->min[l], L->W1, N, d,
	    F);
}

/* the heads: dA (N×d) the gradient of the attention's output r1's
   attention part; dxa (N×d) += the gradient of the attention's input */
static void
attn_backward(ak_block_ws *w, const ak_block_layer *L, ak_block_layer *G,
    size_t l, const size_t *off, size_t B, const double *dA, double *dy,
    double *dxa)
{
	size_t d = w->c.d, H = w->c.heads, dh = d / H, N = off[B];
	double *dqkv = w->g3;

	memset(dy, 0, N * d * sizeof(double));
	ak_linear_backward(dy, G->Wo, G->bo, dA, w->y[l], L->Wo, N, d, d);
	memset(dqkv, 0, N * 3 * d * sizeof(double));
	for (size_t i = 0; i < B; i++) {
		size_t T = off[i + 1] - off[i], o = off[i];
		const double *qkv = w->qkv[l] + o * 3 * d;
		double *dq = dqkv + o * 3 * d;
		for (size_t h = 0; h < H; h++)
			ak_head_backward(dq + h * dh, dq + d + h * dh,
			    dq + 2 * d + h * dh, 3 * d, w->gs,
			    dy + o * d + h * dh, d,
			    w->att[l] + H * w->sq[i] + h * T * T,
			    qkv + h * dh, qkv + d + h * dh,
			    qkv + 2 * d + h * dh, T, dh);
	}
	if (w->c.pe == AK_BPE_ROPE)
		for (size_t i = 0; i < B; i++)
			for (size_t t = off[i]; t < off[i + 1]; t++)
				for (size_t c = 0; c < 2 * d; c += dh)
					ak_rope_backward(dqkv + t * 3 * d + c,
					    t - off[i], 1, dh);
	ak_linear_backward(dxa, G->Wqkv, G->bqkv, dqkv, w->ain[l], L->Wqkv,
	    N, d, 3 * d);
}

/* layer l: dx (N×d, set here) from dout, the gradient of x[l+1] */
static void
layer_backward(ak_block_ws *w, const ak_block_layer *L, ak_block_layer *G,
    size_t l, const size_t *off, size_t B, const double *dout, double *dx)
{
	const ak_block_cfg *c = &w->c;
	size_t d = c->d, N = off[B], nd = N * d * sizeof(double);
	int pre = c->norm == AK_NORM_PRE, post = c->norm == AK_NORM_POST;
	double *dh = w->g4, *dmin = w->g4 + N * d, *dy = w->g4 + 2 * N * d;
	const double *dr1 = dh;

	if (c->mlp == 0)
		memcpy(dh, dout, nd);
	else {
		const double *dr2 = dout;
		if (post) {	/* x' = LN2(r2): dr2 in dx until dx is due */
			memset(dx, 0, nd);
			ak_ln_backward(dx, G->ln2g, G->ln2b, dout, w->r2[l],
			    w->mu2[l], w->rs2[l], L->ln2g, N, d);
			dr2 = dx;
		}
		memcpy(dh, dr2, nd);
		mlp_backward(w, L, G, l, N, dr2, dmin);
		if (pre)
			ak_ln_backward(dh, G->ln2g, G->ln2b, dmin, w->h[l],
			    w->mu2[l], w->rs2[l], L->ln2g, N, d);
		else
			for (size_t k = 0; k < N * d; k++)
				dh[k] += dmin[k];
	}
	if (post) {	/* h = LN1(r1) */
		memset(dmin, 0, nd);
		ak_ln_backward(dmin, G->ln1g, G->ln1b, dh, w->r1[l], w->mu1[l],
		    w->rs1[l], L->ln1g, N, d);
		dr1 = dmin;
	}
	memset(dx, 0, nd);
	if (c->residual)
		memcpy(dx, dr1, nd);
	if (!pre) {
		attn_backward(w, L, G, l, off, B, dr1, dy, dx);
		return;
	}
	double *dxa = dmin;	/* free: dr1 is dh for pre */
	memset(dxa, 0, nd);
	attn_backward(w, L, G, l, off, B, dr1, dy, dxa);
	ak_ln_backward(dx, G->ln1g, G->ln1b, dxa, w->x[l], w->mu1[l],
	    w->rs1[l], L->ln1g, N, d);
}

void
ak_block_backward(ak_block_ws *w, const double *theta, const double *E,
    const size_t *ids, const size_t *off, size_t B, const double *dz,
    double *grad, double *gE)
{
	const ak_block_cfg *c = &w->c;
	size_t d = c->d, N = off[B];
	ak_block_par p, g;
	double *D = w->g1, *X = w->g2;

	(void)E;
	ak_block_views(&p, (double *)theta, c);
	ak_block_views(&g, grad, c);
	pool_backward(w, &p, &g, off, B, dz, D);
	if (c->norm == AK_NORM_PRE) {
		memset(X, 0, N * d * sizeof(double));
		ak_ln_backward(X, g.lnfg, g.lnfb, D, w->x[c->layers], w->muf,
		    w->rsf, p.lnfg, N, d);
		double *t = D; D = X; X = t;
	}
	for (size_t l = c->layers; l-- > 0;) {
		layer_backward(w, &p.l[l], &g.l[l], l, off, B, D, X);
		double *t = D; D = X; X = t;
	}
	if (gE != NULL)
		for (size_t t = 0; t < N; t++)
			for (size_t k = 0; k < d; k++)
				gE[ids[t] * d + k] += D[t * d + k];
}
