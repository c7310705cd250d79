#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attention.h"
#include "heads.h"
#include "mask.h"
#include "softmax.h"
#include "stats.h"

int
ak_mha_init(ak_mha *m, size_t d, size_t h, ak_err *e)
{
	memset(m, 0, sizeof(*m));
	if (d == 0)
		return ak_errf(e, "model width d is 0");
	if (h == 0)
		return ak_errf(e, "number of heads is 0");
	if (d % h != 0)
		return ak_errf(e, "d = %zu is not divisible by H = %zu", d, h);
	m->d = d;
	m->h = h;
	m->dh = d / h;
	m->wq = ak_alloc_n(4 * d, d * sizeof(double), e);
	if (m->wq == NULL)
		return -1;
	m->wk = m->wq + d * d;
	m->wv = m->wk + d * d;
	m->wo = m->wv + d * d;
	return 0;
}

void
ak_mha_random(ak_mha *m, ak_rng *rng)
{
	ak_random_proj(m->wq, rng, m->d, 4 * m->d);
}

size_t
ak_mha_params(const ak_mha *m)
{
	return m->h * 3 * m->d * m->dh + m->d * m->d;
}

/* copy columns [c0, c0+w) of X (n×d) into Y (n×w) */
static void
cols(double *Y, const double *X, size_t n, size_t d, size_t c0, size_t w)
{
	for (size_t i = 0; i < n; i++)
		memcpy(Y + i * w, X + i * d + c0, w * sizeof(*Y));
}

/* 0 if x[0..n) are finite, else -1 with the message of one head's
 * (maphead.c ak_maphead_finite, without the input's name) */
static int
heads_finite(const double *x, size_t n, const char *what, size_t head,
    ak_err *e)
{
	for (size_t i = 0; i < n; i++)
		if (!isfinite(x[i])) {
			if (head > 0)
				return ak_errf(e, "%s of head %zu is not finite "
				    "(%g): embeddings or projections too large",
				    what, head, x[i]);
			return ak_errf(e, "%s is not finite (%g): embeddings "
			    "or projections too large", what, x[i]);
		}
	return 0;
}

int
ak_mha_forward(const ak_mha *m, double *A, double *O, const double *X,
    const unsigned char *mask, double tau, size_t n, ak_err *e)
{
	size_t d = m->d, dh = m->dh;
	/* Q, K, V, C: n×d each; Qh, Kh, Vh, Zh: n×dh each (dh = d when
	 * H = 1: the workspace must not assume dh <= d/2); S: a head's
	 * n×n scores, checked as one head's are */
	double *buf = ak_alloc_n(4 * n * (d + dh) + n * n + 1, sizeof(double),
	    e);
	int rc = -1;

	if (buf == NULL)
		return -1;
	double *Q = buf, *K = Q + n * d, *V = K + n * d, *C = V + n * d;
	double *Qh = C + n * d, *Kh = Qh + n * dh, *Vh = Kh + n * dh;
	double *Zh = Vh + n * dh, *S = Zh + n * dh;
	ak_matmul(Q, X, m->wq, n, d, d);
	ak_matmul(K, X, m->wk, n, d, d);
	ak_matmul(V, X, m->wv, n, d, d);
	if (heads_finite(Q, n * d, "a query entry", 0, e) != 0 ||
	    heads_finite(K, n * d, "a key entry", 0, e) != 0 ||
	    heads_finite(V, n * d, "a value entry", 0, e) != 0)
		goto out;
	double f = ak_attn_scale(dh, 1, tau);
	for (size_t k = 0; k < m->h; k++) {
		cols(Qh, Q, n, d, k * dh, dh);
		cols(Kh, K, n, d, k * dh, dh);
		cols(Vh, V, n, d, k * dh, dh);
		ak_attn_forward(S, A + k * n * n, Zh, Qh, Kh, Vh, mask, f,
		    n, n, dh, dh);
		if (heads_finite(S, n * n, "a score", k + 1, e) != 0)
			goto out;
		for (size_t i = 0; i < n; i++)
			memcpy(C + i * d + k * dh, Zh + i * dh,
			    dh * sizeof(double));
	}
	ak_matmul(O, C, m->wo, n, d, d);
	rc = heads_finite(O, n * d, "an output entry", 0, e);
out:
	free(buf);
	return rc;
}

void
ak_mha_permute(ak_mha *dst, const ak_mha *src, const size_t *perm)
{
	size_t d = src->d, dh = src->dh;

	for (size_t k = 0; k < src->h; k++) {
		size_t s = perm[k];
		for (size_t r = 0; r < d; r++) {
			memcpy(dst->wq + r * d + k * dh, src->wq + r * d + s * dh,
			    dh * sizeof(double));
			memcpy(dst->wk + r * d + k * dh, src->wk + r * d + s * dh,
			    dh * sizeof(double));
			memcpy(dst->wv + r * d + k * dh, src->wv + r * d + s * dh,
			    dh * sizeof(double));
		}
		memcpy(dst->wo + k * dh * d, src->wo + s * dh * d,
		    dh * d * sizeof(double));
	}
}

void
ak_mha_free(ak_mha *m)
{
	free(m->wq);
	memset(m, 0, sizeof(*m));
}

void
ak_head_prev_scores(double *S, double slope, size_t n)
{
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++)
			S[i * n + j] = -slope * fabs((double)j - ((double)i - 1));
}

double
ak_head_prev_mean(const double *A, size_t n)
{
	double s = 0;

	if (n < 2)
		return 0;
	for (size_t i = 1; i < n; i++)
		s += A[i * n + i - 1];
	return s / (double)(n - 1);
}

void
ak_head_content_scores(double *S, unsigned char *M, const double *E, size_t n,
    size_t d)
{
	ak_attn_scores(S, E, E, 1.0, n, n, d);
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++)
			M[i * n + j] = i != j;
}

void
ak_heads_mean(double *Am, const double *A, size_t H, size_t n)
{
	for (size_t i = 0; i < n * n; i++) {
		double s = 0;
		for (size_t k = 0; k < H; k++)
			s += A[k * n * n + i];
		Am[i] = H ? s / (double)H : 0;
	}
}

double
ak_head_strongest(const double *A, size_t n, size_t *bi, size_t *bj)
{
	double bw = -1;

	*bi = *bj = 0;
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++)
			if (i != j && A[i * n + j] > bw) {
				bw = A[i * n + j];
				*bi = i;
				*bj = j;
			}
	return bw;
}

double
ak_head_mean_entropy(const double *A, size_t n)
{
	double h = 0;

	for (size_t i = 0; i < n; i++)
		h += ak_entropy(A + i * n, n);
	return n ? h / (double)n : 0;
}

void
ak_heads_res_free(ak_heads_res *r)
{
	free(r->A);
	free(r->O);
	free(r->M);
	free(r->MB);
	free(r->perm);
	free(r->entropy);
	memset(r, 0, sizeof(*r));
}

/* the lesson's heads A and B into r->A */
static int
lesson_heads(ak_heads_res *r, const double *X, double *S,
    const ak_heads_cfg *c, ak_err *e)
{
	size_t n = r->n, d = r->d;

	ak_head_prev_scores(S, 3.0, n);
	for (size_t i = 0; i < n * n; i++)
		S[i] /= c->tau;
	ak_attn_weights(r->A, S, r->M, n, n);
	/* head B: (c e_i)·(c e_j) f, f = 1/(τ√d) */
	ak_head_content_scores(S, r->MB, X, n, d);
	double f = c->c * c->c * ak_attn_scale(d, c->scale, c->tau);
	for (size_t i = 0; i < n * n; i++) {
		S[i] *= f;
		r->MB[i] &= r->M[i];
	}
	ak_attn_weights(r->A + n * n, S, r->MB, n, n);
	if (heads_finite(S, n * n, "a score of head B", 0, e) != 0)
		return -1;
	r->prev_mean = ak_head_prev_mean(r->A, n);
	r->strongest = ak_head_strongest(r->A + n * n, n, &r->bi, &r->bj);
	return 0;
}

/* H random heads, and the same heads permuted with the blocks of W_O */
static int
random_heads(ak_heads_res *r, const double *X, const ak_heads_cfg *c,
    ak_err *e)
{
	size_t n = r->n, d = r->d, H = r->H;
	ak_mha m, pm;
	ak_rng rng;
	double *Ap = NULL;
	int rc = -1;

	memset(&pm, 0, sizeof pm);
	if (ak_mha_init(&m, d, H, e) != 0)
		return -1;
	ak_rng_seed(&rng, c->seed);
	ak_mha_random(&m, &rng);
	r->dh = m.dh;
	r->params = ak_mha_params(&m);
	if (ak_mha_forward(&m, r->A, r->O, X, r->M, c->tau, n, e) != 0 ||
	    ak_mha_init(&pm, d, H, e) != 0)
		goto out;
	ak_rng_perm(r->perm, H, c->seed);
	ak_mha_permute(&pm, &m, r->perm);
	if ((Ap = ak_alloc_n(H * n * n, sizeof(double), e)) == NULL ||
	    ak_mha_forward(&pm, Ap, r->O + n * d, X, r->M, c->tau, n, e) != 0)
		goto out;
	r->permdiff = ak_max_abs_diff(r->O, r->O + n * d, n * d);
	rc = 0;
out:
	free(Ap);
	ak_mha_free(&pm);
	ak_mha_free(&m);
	return rc;
}

double
ak_heads_bytes(size_t n, size_t d, size_t H, int lesson)
{
	double N = (double)n, D = (double)d, h = lesson ? 2 : (double)H;
	double cells = N * N, doubles = (h + 1) * cells + 2 * N * D + cells +
	    N * D + 2 * h;

	if (!lesson && H > 0)
		doubles += 8 * D * D + 4 * N * (D + D / h) + cells + h * cells;
	return 8 * doubles + 2 * cells;
}

int
ak_heads_run(ak_heads_res *r, const double *X, size_t n, size_t d,
    const ak_heads_cfg *c, ak_err *e)
{
	size_t H = c->lesson ? 2 : c->H;
	double *S = NULL;

	memset(r, 0, sizeof(*r));
	if (c->lesson && n < 2)
		return ak_errf(e, "the lesson's heads need at least 2 tokens "
		    "(head A looks at the previous one)");
	if (H == 0)
		return ak_errf(e, "no heads");
	r->n = n;
	r->d = d;
	r->H = H;
	r->dh = d;
	if ((r->A = ak_alloc_n((H + 1) * n * n, sizeof(double), e)) == NULL ||
	    (r->O = ak_alloc_n(2 * n * d, sizeof(double), e)) == NULL ||
	    (r->M = ak_alloc_n(n * n, 1, e)) == NULL ||
	    (r->MB = ak_alloc_n(n * n, 1, e)) == NULL ||
	    (r->perm = ak_alloc_n(H, sizeof(size_t), e)) == NULL ||
	    (r->entropy = ak_alloc_n(H, sizeof(double), e)) == NULL ||
	    (S = ak_alloc_n(n * n, sizeof(double), e)) == NULL)
		goto fail;
	ak_mask_all(r->M, n, n);
	if (c->causal)
		ak_mask_causal(r->M, n, n);
	if (c->lesson ? lesson_heads(r, X, S, c, e) != 0 :
	    random_heads(r, X, c, e) != 0) {
		/* one head's check, named as one head names it (maphead.c):
		   "SRC: a score is not finite (inf): ..." */
		if (c->src != NULL) {
			char m[sizeof e->msg];
			snprintf(m, sizeof m, "%s", e->msg);
			ak_errf(e, "%s: %s", c->src, m);
		}
		goto fail;
	}
	ak_heads_mean(r->A + H * n * n, r->A, H, n);
	for (size_t k = 0; k < H; k++)
		r->entropy[k] = ak_head_mean_entropy(r->A + k * n * n, n);
	free(S);
	return 0;
fail:
	free(S);
	ak_heads_res_free(r);
	return -1;
}
