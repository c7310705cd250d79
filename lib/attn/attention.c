#include <cblas.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attention.h"
#include "blasthr.h"
#include "softmax.h"

void
ak_matmul(double *Y, const double *X, const double *W, size_t n, size_t d,
    size_t k)
{
	if (n == 0 || k == 0)
		return;
	if (d == 0) {
		memset(Y, 0, n * k * sizeof(*Y));
		return;
	}
	/* one thread: OpenBLAS's threaded dgemm adds in another order */
	int nt = ak_blas_serial_begin();
	cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)n, (int)k,
	    (int)d, 1.0, X, (int)d, W, (int)k, 0.0, Y, (int)k);
	ak_blas_serial_end(nt);
}

void
ak_matmul_naive(double *Y, const double *X, const double *W, size_t n,
    size_t d, size_t k)
{
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < k; j++) {
			double s = 0;
			for (size_t r = 0; r < d; r++)
				s += X[i * d + r] * W[r * k + j];
			Y[i * k + j] = s;
		}
}

void
ak_attn_scores(double *S, const double *Q, const double *K, double f,
    size_t nq, size_t nk, size_t dk)
{
	if (nq == 0 || nk == 0)
		return;
	if (dk == 0) {
		memset(S, 0, nq * nk * sizeof(*S));
		return;
	}
	int nt = ak_blas_serial_begin();	/* as in ak_matmul */
	cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasTrans, (int)nq, (int)nk,
	    (int)dk, f, Q, (int)dk, K, (int)dk, 0.0, S, (int)nk);
	ak_blas_serial_end(nt);
}

void
ak_attn_scores_naive(double *S, const double *Q, const double *K, double f,
    size_t nq, size_t nk, size_t dk)
{
	for (size_t i = 0; i < nq; i++)
		for (size_t j = 0; j < nk; j++) {
			double s = 0;
			for (size_t r = 0; r < dk; r++)
				s += Q[i * dk + r] * K[j * dk + r];
			S[i * nk + j] = f * s;
		}
}

size_t
ak_attn_weights(double *A, const double *S, const unsigned char *mask,
    size_t nq, size_t nk)
{
	size_t dead = 0;

	for (size_t i = 0; i < nq; i++)
		if (ak_softmax(A + i * nk, S + i * nk,
		    mask ? mask + i * nk : NULL, nk) == 0)
			dead++;
	return dead;
}

void
ak_attn_mix(double *Z, const double *A, const double *V, size_t nq,
    size_t nk, size_t dv)
{
	/* loops, not dgemm: a zero row of A must give an exactly zero z */
	for (size_t i = 0; i < nq; i++) {
		double *z = Z + i * dv;
		for (size_t c = 0; c < dv; c++)
			z[c] = 0;
		for (size_t j = 0; j < nk; j++) {
			double a = A[i * nk + j];
			if (a == 0)
				continue;
			for (size_t c = 0; c < dv; c++)
				z[c] += a * V[j * dv + c];
		}
	}
}

size_t
ak_attn_forward(double *S, double *A, double *Z, const double *Q,
    const double *K, const double *V, const unsigned char *mask, double f,
    size_t nq, size_t nk, size_t dk, size_t dv)
{
	double *s = S ? S : A;

	ak_attn_scores(s, Q, K, f, nq, nk, dk);
	size_t dead = ak_attn_weights(A, s, mask, nq, nk);
	ak_attn_mix(Z, A, V, nq, nk, dv);
	return dead;
}

void
ak_attn_backward(double *dQ, double *dK, double *dV, double *work,
    const double *dZ, const double *Q, const double *K, const double *V,
    const double *A, double f, size_t nq, size_t nk, size_t dk, size_t dv)
{
	double *dS = work;

	memset(dV, 0, nk * dv * sizeof(*dV));
	for (size_t i = 0; i < nq; i++)
		for (size_t j = 0; j < nk; j++) {
			double a = A[i * nk + j], g = 0;
			for (size_t c = 0; c < dv; c++) {
				dV[j * dv + c] += a * dZ[i * dv + c];
				g += dZ[i * dv + c] * V[j * dv + c];
			}
			dS[i * nk + j] = g;	/* dA for now */
		}
	for (size_t i = 0; i < nq; i++)
		ak_softmax_backward(dS + i * nk, A + i * nk, dS + i * nk, nk);
	memset(dQ, 0, nq * dk * sizeof(*dQ));
	memset(dK, 0, nk * dk * sizeof(*dK));
	for (size_t i = 0; i < nq; i++)
		for (size_t j = 0; j < nk; j++) {
			double g = f * dS[i * nk + j];
			if (g == 0)
				continue;
			for (size_t c = 0; c < dk; c++) {
				dQ[i * dk + c] += g * K[j * dk + c];
				dK[j * dk + c] += g * Q[i * dk + c];
			}
		}
}

double
ak_attn_scale(size_t dk, int scale, double tau)
{
	return (scale ? 1.0 / sqrt((double)dk) : 1.0) / tau;
}

double
ak_row_norm_max(const double *X, size_t n, size_t d, size_t *arg)
{
	double best = 0;
	size_t bi = 0;

	for (size_t i = 0; i < n; i++) {
		double s = 0;
		for (size_t c = 0; c < d; c++)
			s += X[i * d + c] * X[i * d + c];
		s = sqrt(s);
		if (s > best) {
			best = s;
			bi = i;
		}
	}
	if (arg)
		*arg = bi;
	return best;
}

double
ak_attn_hull_check(const double *Z, const double *V, size_t nq, size_t nk,
    size_t dv, double *zmax, double *vmax)
{
	double vm = ak_row_norm_max(V, nk, dv, NULL);
	double zm = ak_row_norm_max(Z, nq, dv, NULL);

	if (zmax)
		*zmax = zm;
	if (vmax)
		*vmax = vm;
	return zm - vm;
}

void
ak_identity_proj(double *W, double c, size_t d, size_t k)
{
	memset(W, 0, d * k * sizeof(*W));
	for (size_t i = 0; i < d && i < k; i++)
		W[i * k + i] = c;
}

void
ak_random_proj(double *W, ak_rng *rng, size_t d, size_t k)
{
	double sd = 1.0 / sqrt((double)d);

	for (size_t i = 0; i < d * k; i++)
		W[i] = sd * ak_rng_normal(rng);
}

void
ak_permute_rows(double *Y, const double *X, const size_t *perm, size_t n,
    size_t d)
{
	for (size_t i = 0; i < n; i++)
		memcpy(Y + i * d, X + perm[i] * d, d * sizeof(*Y));
}

void
ak_attn_perm_diff(double *da, double *dz, const double *Ap,
    const double *Zp, const double *A, const double *Z, const size_t *perm,
    size_t n, size_t dv)
{
	double ma = 0, mz = 0;

	for (size_t i = 0; i < n; i++) {
		for (size_t j = 0; j < n; j++)
			ma = fmax(ma, fabs(Ap[i * n + j] -
			    A[perm[i] * n + perm[j]]));
		for (size_t c = 0; c < dv; c++)
			mz = fmax(mz, fabs(Zp[i * dv + c] -
			    Z[perm[i] * dv + c]));
	}
	*da = ma;
	*dz = mz;
}

double
ak_dilution(double st, double sc, size_t m, double *competitor,
    double *entropy)
{
	double *s = malloc((m + 1) * sizeof(*s));

	if (s == NULL)
		return -1;
	s[0] = st;
	for (size_t j = 1; j <= m; j++)
		s[j] = sc;
	ak_softmax(s, s, NULL, m + 1);
	double w = s[0];
	if (competitor)
		*competitor = m ? s[1] : 0;
	if (entropy)
		*entropy = ak_entropy(s, m + 1);
	free(s);
	return w;
}

int
ak_scaling_run(ak_scaling_row *row, ak_rng *rng, size_t dk, size_t keys,
    size_t trials, ak_err *e)
{
	double *q = ak_alloc_n(dk, sizeof(double), e);
	double *k = ak_alloc_n(keys * dk, sizeof(double), e);
	double *s = ak_alloc_n(keys, sizeof(double), e);
	double *a = ak_alloc_n(keys, sizeof(double), e);

	if (q == NULL || k == NULL || s == NULL || a == NULL) {
		free(q), free(k), free(s), free(a);
		return -1;
	}
	memset(row, 0, sizeof(*row));
	row->dk = dk;
	/* Welford's running mean and variance of the dot products */
	double mean = 0, m2 = 0;
	size_t cnt = 0;
	double f = 1.0 / sqrt((double)dk);
	for (size_t t = 0; t < trials; t++) {
		for (size_t c = 0; c < dk; c++)
			q[c] = ak_rng_normal(rng);
		for (size_t c = 0; c < keys * dk; c++)
			k[c] = ak_rng_normal(rng);
		ak_attn_scores(s, q, k, 1.0, 1, keys, dk);
		for (size_t j = 0; j < keys; j++) {
			cnt++;
			double dl = s[j] - mean;
			mean += dl / (double)cnt;
			m2 += dl * (s[j] - mean);
		}
		for (int pass = 0; pass < 2; pass++) {
			double g = pass ? f : 1.0, mx = 0;
			for (size_t j = 0; j < keys; j++)
				a[j] = g * s[j];
			ak_softmax(a, a, NULL, keys);
			for (size_t j = 0; j < keys; j++)
				mx = a[j] > mx ? a[j] : mx;
			if (pass) {
				row->max_scaled += mx;
				row->ent_scaled += ak_entropy(a, keys);
			} else {
				row->max_raw += mx;
				row->ent_raw += ak_entropy(a, keys);
			}
		}
	}
	/* one dot product has no sample variance (numpy's ddof=1: NaN) */
	row->var = cnt > 1 ? m2 / (double)(cnt - 1) : NAN;
	if (trials > 0) {
		row->max_raw /= (double)trials;
		row->ent_raw /= (double)trials;
		row->max_scaled /= (double)trials;
		row->ent_scaled /= (double)trials;
	}
	free(q), free(k), free(s), free(a);
	return 0;
}

int
ak_scaling_check_work(size_t trials, size_t keys, const long *dk,
    size_t ndk, ak_err *e)
{
	double sum = ndk ? 0 : 4 + 8 + 16 + 32 + 64 + 128 + 256 + 512;
	char msg[256];

	for (size_t i = 0; i < ndk; i++)
		sum += (double)dk[i];
	double w = (double)trials * (double)keys * sum;
	if (w <= AK_SCALING_MAX_WORK)
		return 0;
	snprintf(msg, sizeof msg, "--scaling: trials × keys × sum of d_k = "
	    "%.3g is beyond %.0e; lower --trials, --keys or --dk", w,
	    AK_SCALING_MAX_WORK);
	return ak_erru(e, "%s", msg);
}
