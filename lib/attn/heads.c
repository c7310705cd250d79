#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "attention.h"
#include "heads.h"
#include "softmax.h"

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

int
ak_mha_forward(const ak_mha *m, double *A, double *O, const double *X,
    const unsigned char *mask, double tau, size_t n, ak_err *e)
{
	size_t d = m->d, dh = m->dh;
	/* Q, K, V, C: n×d each; Qh, Kh, Vh, Zh: n×dh each (dh = d when
	 * H = 1: the workspace must not assume dh <= d/2) */
	double *buf = ak_alloc_n(4 * n, (d + dh) * sizeof(double), e);

	if (buf == NULL)
		return -1;
	double *Q = buf, *K = Q + n * d, *V = K + n * d, *C = V + n * d;
	double *Qh = C + n * d, *Kh = Qh + n * dh, *Vh = Kh + n * dh;
	double *Zh = Vh + n * dh;
	ak_matmul(Q, X, m->wq, n, d, d);
	ak_matmul(K, X, m->wk, n, d, d);
	ak_matmul(V, X, m->wv, n, d, d);
	double f = ak_attn_scale(dh, 1, tau);
	for (size_t k = 0; k < m->h; k++) {
		cols(Qh, Q, n, d, k * dh, dh);
		cols(Kh, K, n, d, k * dh, dh);
		cols(Vh, V, n, d, k * dh, dh);
		ak_attn_forward(NULL, A + k * n * n, Zh, Qh, Kh, Vh, mask, f,
		    n, n, dh, dh);
		for (size_t i = 0; i < n; i++)
			memcpy(C + i * d + k * dh, Zh + i * dh,
			    dh * sizeof(double));
	}
	ak_matmul(O, C, m->wo, n, d, d);
	free(buf);
	return 0;
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
