/* block-pass.c — the transformer block's forward and backward over a batch
 * of messages whose tokens are stacked (block.h). */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "block-int.h"
#include "block.h"
#include "posenc.h"
#include "softmax.h"

/* the rows of the embeddings, plus the sinusoidal positions */
static void
embed(ak_block_ws *w, const double *E, const size_t *ids, const size_t *off,
    size_t B)
{
	size_t d = w->c.d;

	for (size_t t = 0; t < off[B]; t++)
		memcpy(w->x[0] + t * d, E + ids[t] * d, d * sizeof(double));
	if (w->c.pe == AK_BPE_SIN)
		for (size_t i = 0; i < B; i++)
			ak_pe_sin_add(w->x[0] + off[i] * d, 0, off[i + 1] -
			    off[i], d);
	w->sq[0] = 0;
	for (size_t i = 0; i < B; i++) {
		size_t T = off[i + 1] - off[i];
		w->sq[i + 1] = w->sq[i] + T * T;
	}
}

/* q and k of every head rotated by the token's place in its message */
static void
rope(double *qkv, const size_t *off, size_t B, size_t d, size_t dh, int back)
{
	for (size_t i = 0; i < B; i++)
		for (size_t t = off[i]; t < off[i + 1]; t++)
			for (size_t c = 0; c < 2 * d; c += dh) {
				double *r = qkv + t * 3 * d + c;
				if (back)
					ak_rope_backward(r, t - off[i], 1, dh);
				else
					ak_rope(r, t - off[i], 1, dh);
			}
}

/* the heads of layer l on every message, with the token interventions */
static void
heads_forward(ak_block_ws *w, size_t l, const size_t *off, size_t B,
    const ak_block_iv *iv)
{
	size_t d = w->c.d, H = w->c.heads, dh = d / H;
	unsigned char *keep = w->keep;

	for (size_t i = 0; i < B; i++) {
		size_t T = off[i + 1] - off[i], o = off[i];
		double *qkv = w->qkv[l] + o * 3 * d;
		for (size_t h = 0; h < H; h++) {
			const unsigned char *kp = NULL;
			int at = iv != NULL && i == 0 && l == iv->tok_layer &&
			    h == iv->tok_head;
			if (at && iv->tok_pos < T) {
				memset(keep, 1, T);
				keep[iv->tok_pos] = 0;
				kp = keep;
			}
			if (at && iv->patch_pos < T)
				memcpy(qkv + iv->patch_pos * 3 * d + 2 * d +
				    h * dh, iv->patch, dh * sizeof(double));
			ak_head_forward(w->y[l] + o * d + h * dh, d,
			    w->att[l] + H * w->sq[i] + h * T * T, qkv + h * dh,
			    qkv + d + h * dh, qkv + 2 * d + h * dh, 3 * d, T,
			    dh, kp);
		}
	}
	if (iv == NULL)
		return;
	for (size_t h = 0; h < H; h++) {
		if (iv->ablate[l][h] == 0)
			continue;
		for (size_t t = 0; t < off[B]; t++)
			for (size_t k = 0; k < dh; k++)
				w->y[l][t * d + h * dh + k] = iv->ablate[l][h] ==
				    2 ? iv->mean[l][h * dh + k] : 0;
	}
}

/* the MLP on min, added to h: r2 = h + GELU(min W1 + b1) W2 + b2 */
static void
mlp_forward(ak_block_ws *w, const ak_block_layer *L, size_t l, size_t N)
{
	size_t d = w->c.d, F = w->c.mlp;

	ak_linear_forward(w->fpre[l], w->min[l], L->W1, L->b1, N, d, F);
	ak_gelu_forward(w->fact[l], w->fcdf[l], w->fpre[l], N * F);
	ak_linear_forward(w->r2[l], w->fact[l], L->W2, L->b2, N, F, d);
	for (size_t k = 0; k < N * d; k++)
		w->r2[l][k] += w->h[l][k];
}

static void
layer_forward(ak_block_ws *w, const ak_block_layer *L, size_t l,
    const size_t *off, size_t B, const ak_block_iv *iv)
{
	const ak_block_cfg *c = &w->c;
	size_t d = c->d, N = off[B], nd = N * d * sizeof(double);
	const double *x = w->x[l];
	int pre = c->norm == AK_NORM_PRE, post = c->norm == AK_NORM_POST;

	if (pre)
		ak_ln_forward(w->ain[l], w->mu1[l], w->rs1[l], x, L->ln1g,
		    L->ln1b, N, d);
	else
		memcpy(w->ain[l], x, nd);
	ak_linear_forward(w->qkv[l], w->ain[l], L->Wqkv, L->bqkv, N, d,
	    3 * d);
	if (c->pe == AK_BPE_ROPE)
		rope(w->qkv[l], off, B, d, d / c->heads, 0);
	heads_forward(w, l, off, B, iv);
	if (iv != NULL && iv->attn_off[l])
		memset(w->r1[l], 0, nd);
	else
		ak_linear_forward(w->r1[l], w->y[l], L->Wo, L->bo, N, d, d);
	if (c->residual)
		for (size_t k = 0; k < N * d; k++)
			w->r1[l][k] += x[k];
	if (post)
		ak_ln_forward(w->h[l], w->mu1[l], w->rs1[l], w->r1[l], L->ln1g,
		    L->ln1b, N, d);
	else
		memcpy(w->h[l], w->r1[l], nd);
	if (c->mlp == 0) {
		memcpy(w->x[l + 1], w->h[l], nd);
		return;
	}
	if (pre)
		ak_ln_forward(w->min[l], w->mu2[l], w->rs2[l], w->h[l],
		    L->ln2g, L->ln2b, N, d);
	else
		memcpy(w->min[l], w->h[l], nd);
	mlp_forward(w, L, l, N);
	if (post)
		ak_ln_forward(w->x[l + 1], w->mu2[l], w->rs2[l], w->r2[l],
		    L->ln2g, L->ln2b, N, d);
	else
		memcpy(w->x[l + 1], w->r2[l], nd);
}

/* K logits z = Vᵀc + b of one pooled vector c (d), V d×K */
static void
output_forward(double *z, const ak_block_par *p, const double *c, size_t d,
    size_t K)
{
	for (size_t k = 0; k < K; k++)
		z[k] = p->b[k];
	for (size_t j = 0; j < d; j++)
		for (size_t k = 0; k < K; k++)
			z[k] += c[j] * p->v[j * K + k];
}

/* the lesson's attention pooling (or the mean) and the logit */
static void
pool_forward(ak_block_ws *w, const ak_block_par *p, const size_t *off,
    size_t B)
{
	size_t d = w->c.d;
	double sc = 1 / sqrt((double)d);

	for (size_t i = 0; i < B; i++) {
		size_t T = off[i + 1] - off[i];
		const double *X = w->xf + off[i] * d;
		double *a = w->pa + off[i], *c = w->pc + i * d;
		for (size_t t = 0; t < T; t++) {
			double s = 0;
			for (size_t k = 0; k < d; k++)
				s += p->u[k] * X[t * d + k];
			a[t] = w->c.pool == AK_BPOOL_MEAN ? 0 : s * sc;
		}
		ak_softmax(a, a, NULL, T);
		memset(c, 0, d * sizeof(double));
		for (size_t t = 0; t < T; t++)
			for (size_t k = 0; k < d; k++)
				c[k] += a[t] * X[t * d + k];
		if (w->c.nout > 0) {
			output_forward(w->z + i * w->c.nout, p, c, d,
			    w->c.nout);
			continue;
		}
		double z = *p->b;
		for (size_t k = 0; k < d; k++)
			z += p->v[k] * c[k];
		w->z[i] = z;
	}
}

void
ak_block_forward(ak_block_ws *w, const double *theta, const double *E,
    const size_t *ids, const size_t *off, size_t B, const ak_block_iv *iv)
{
	const ak_block_cfg *c = &w->c;
	size_t N = off[B];
	ak_block_par p;

	ak_block_views(&p, (double *)theta, c);
	embed(w, E, ids, off, B);
	for (size_t l = 0; l < c->layers; l++)
		layer_forward(w, &p.l[l], l, off, B, iv);
	if (c->norm == AK_NORM_PRE)
		ak_ln_forward(w->xf, w->muf, w->rsf, w->x[c->layers], p.lnfg,
		    p.lnfb, N, c->d);
	else
		memcpy(w->xf, w->x[c->layers], N * c->d * sizeof(double));
	pool_forward(w, &p, off, B);
}
