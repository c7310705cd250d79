/* block-kern.c — the kernels of the transformer block (block-int.h). */
#include <cblas.h>
#include <math.h>

#include "block-int.h"
#include "softmax.h"

void
ak_ln_forward(double *y, double *mu, double *rs, const double *x,
    const double *g, const double *b, size_t N, size_t d)
{
	for (size_t i = 0; i < N; i++) {
		const double *xi = x + i * d;
		double *yi = y + i * d, m = 0, v = 0;

		for (size_t k = 0; k < d; k++)
			m += xi[k];
		m /= (double)d;
		for (size_t k = 0; k < d; k++)
			v += (xi[k] - m) * (xi[k] - m);
		double r = 1 / sqrt(v / (double)d + AK_LN_EPS);
		for (size_t k = 0; k < d; k++)
			yi[k] = (xi[k] - m) * r * g[k] + b[k];
		mu[i] = m;
		rs[i] = r;
	}
}

void
ak_ln_backward(double *dx, double *dg, double *db, const double *dy,
    const double *x, const double *mu, const double *rs, const double *g,
    size_t N, size_t d)
{
	for (size_t i = 0; i < N; i++) {
		const double *xi = x + i * d, *dyi = dy + i * d;
		double *dxi = dx + i * d, mdn = 0, mdnx = 0;

		for (size_t k = 0; k < d; k++) {
			double xh = (xi[k] - mu[i]) * rs[i], dn = g[k] * dyi[k];
			mdn += dn;
			mdnx += dn * xh;
		}
		mdn /= (double)d;
		mdnx /= (double)d;
		for (size_t k = 0; k < d; k++) {
			double xh = (xi[k] - mu[i]) * rs[i];
			db[k] += dyi[k];
			dg[k] += xh * dyi[k];
			dxi[k] += rs[i] * (g[k] * dyi[k] - mdn - xh * mdnx);
		}
	}
}

void
ak_gelu_forward(double *y, double *cdf, const double *u, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		double c = 0.5 * (1 + erf(u[i] * M_SQRT1_2));
		y[i] = u[i] * c;
		if (cdf != NULL)
			cdf[i] = c;
	}
}

void
ak_gelu_backward(double *dy, const double *u, const double *cdf, size_t n)
{
	const double c = 0.5 * M_2_SQRTPI * M_SQRT1_2;	/* 1/√(2π) */

	for (size_t i = 0; i < n; i++)
		dy[i] *= cdf[i] + u[i] * c * exp(-0.5 * u[i] * u[i]);
}

void
ak_linear_forward(double *Y, const double *X, const double *W,
    const double *b, size_t N, size_t k, size_t m)
{
	if (N == 0)
		return;
	for (size_t i = 0; i < N; i++)
		for (size_t j = 0; j < m; j++)
			Y[i * m + j] = b != NULL ? b[j] : 0;
	cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)N, (int)m,
	    (int)k, 1, X, (int)k, W, (int)m, 1, Y, (int)m);
}

void
ak_linear_backward(double *dX, double *dW, double *db, const double *dY,
    const double *X, const double *W, size_t N, size_t k, size_t m)
{
	if (N == 0)
		return;
	if (dX != NULL)
		cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasTrans, (int)N,
		    (int)k, (int)m, 1, dY, (int)m, W, (int)m, 1, dX, (int)k);
	cblas_dgemm(CblasRowMajor, CblasTrans, CblasNoTrans, (int)k, (int)m,
	    (int)N, 1, X, (int)k, dY, (int)m, 1, dW, (int)m);
	if (db != NULL)
		for (size_t i = 0; i < N; i++)
			for (size_t j = 0; j < m; j++)
				db[j] += dY[i * m + j];
}

void
ak_head_forward(double *Y, size_t ldy, double *P, const double *Q,
    const double *K, const double *V, size_t ld, size_t T, size_t dh,
    const unsigned char *keep)
{
	if (T == 0)
		return;
	/* S = Q Kᵀ/√d_h (T×T) in P, then its rows' softmax in place */
	cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasTrans, (int)T, (int)T,
	    (int)dh, 1 / sqrt((double)dh), Q, (int)ld, K, (int)ld, 0, P,
	    (int)T);
	for (size_t i = 0; i < T; i++)
		ak_softmax(P + i * T, P + i * T, keep, T);
	/* Y = P V (T×d_h) */
	cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)T,
	    (int)dh, (int)T, 1, P, (int)T, V, (int)ld, 0, Y, (int)ldy);
}

void
ak_head_backward(double *dQ, double *dK, double *dV, size_t ld, double *dS,
    const double *dY, size_t ldy, const double *P, const double *Q,
    const double *K, const double *V, size_t T, size_t dh)
{
	double sc = 1 / sqrt((double)dh);

	if (T == 0)
		return;
	/* dP = dY Vᵀ (T×T), in dS */
	cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasTrans, (int)T, (int)T,
	    (int)dh, 1, dY, (int)ldy, V, (int)ld, 0, dS, (int)T);
	/* dV += Pᵀ dY */
	cblas_dgemm(CblasRowMajor, CblasTrans, CblasNoTrans, (int)T, (int)dh,
	    (int)T, 1, P, (int)T, dY, (int)ldy, 1, dV, (int)ld);
	for (size_t i = 0; i < T; i++)
		ak_softmax_backward(dS + i * T, P + i * T, dS + i * T, T);
	/* dQ += dS K/√d_h,  dK += dSᵀ Q/√d_h */
	cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)T,
	    (int)dh, (int)T, sc, dS, (int)T, K, (int)ld, 1, dQ, (int)ld);
	cblas_dgemm(CblasRowMajor, CblasTrans, CblasNoTrans, (int)T, (int)dh,
	    (int)T, sc, dS, (int)T, Q, (int)ld, 1, dK, (int)ld);
}
