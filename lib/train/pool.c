#include <math.h>

#include "pool.h"
#include "softmax.h"

double
ak_pool_forward(double *a, double *c, const double *theta, const double *E,
    const size_t *ids, const unsigned char *mask, size_t m, size_t d)
{
	const double *u = AK_POOL_U(theta, d), *v = AK_POOL_V(theta, d);
	double scale = 1 / sqrt((double)d), z;

	for (size_t j = 0; j < m; j++) {	/* s_j, kept in a */
		const double *ej = E + ids[j] * d;
		double s = 0;
		for (size_t k = 0; k < d; k++)
			s += u[k] * ej[k];
		a[j] = s * scale;
	}
	ak_softmax(a, a, mask, m);
	for (size_t k = 0; k < d; k++)
		c[k] = 0;
	for (size_t j = 0; j < m; j++) {
		const double *ej = E + ids[j] * d;
		if (a[j] == 0)
			continue;
		for (size_t k = 0; k < d; k++)
			c[k] += a[j] * ej[k];
	}
	z = AK_POOL_B(theta, d);
	for (size_t k = 0; k < d; k++)
		z += v[k] * c[k];
	return z;
}

double
ak_pool_forward_naive(double *a, double *c, const double *theta,
    const double *E, const size_t *ids, size_t m, size_t d)
{
	double sum = 0, z = AK_POOL_B(theta, d);

	for (size_t j = 0; j < m; j++) {
		double s = 0;
		for (size_t k = 0; k < d; k++)
			s += theta[k] * E[ids[j] * d + k];
		a[j] = exp(s / sqrt((double)d));
		sum += a[j];
	}
	for (size_t j = 0; j < m; j++)
		a[j] /= sum;
	for (size_t k = 0; k < d; k++) {
		c[k] = 0;
		for (size_t j = 0; j < m; j++)
			c[k] += a[j] * E[ids[j] * d + k];
		z += theta[d + k] * c[k];
	}
	return z;
}

double
ak_pool_loss(double z, int y)
{
	return y ? -ak_log_sigmoid(z) : -ak_log_sigmoid(-z);
}

void
ak_pool_backward(double *grad, double *ds, const double *a, const double *c,
    double z, int y, const double *theta, const double *E, const size_t *ids,
    size_t m, size_t d, int fix_u)
{
	const double *v = AK_POOL_V(theta, d);
	double dz = ak_sigmoid(z) - (y ? 1 : 0);
	double *du = AK_POOL_U(grad, d), *dv = AK_POOL_V(grad, d);
	double scale = 1 / sqrt((double)d);

	for (size_t k = 0; k < d; k++)
		dv[k] += dz * c[k];
	AK_POOL_B(grad, d) += dz;
	if (fix_u)
		return;
	for (size_t j = 0; j < m; j++) {	/* g_j = dz vᵀe_j */
		const double *ej = E + ids[j] * d;
		double g = 0;
		for (size_t k = 0; k < d; k++)
			g += v[k] * ej[k];
		ds[j] = dz * g;
	}
	ak_softmax_backward(ds, a, ds, m);
	for (size_t j = 0; j < m; j++) {
		const double *ej = E + ids[j] * d;
		if (ds[j] == 0)
			continue;
		for (size_t k = 0; k < d; k++)
			du[k] += ds[j] * scale * ej[k];
	}
}
