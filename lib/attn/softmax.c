#include <math.h>

#include "softmax.h"

/* One body for double and float: the type is the only difference. */
#define SOFTMAX_BODY(T, EXP)						\
	size_t allowed = 0, ninf = 0;					\
	T mx = 0;							\
	for (size_t j = 0; j < n; j++) {				\
		if (mask != NULL && !mask[j])				\
			continue;					\
		if (allowed == 0 || s[j] > mx)				\
			mx = s[j];					\
		allowed++;						\
	}								\
	if (allowed == 0) {						\
		for (size_t j = 0; j < n; j++)				\
			a[j] = 0;					\
		return 0;						\
	}								\
	if (isinf(mx)) {	/* +inf: share among +inf entries;	\
				   all -inf: treat as equal */		\
		for (size_t j = 0; j < n; j++) {			\
			int ok = (mask == NULL || mask[j]) && s[j] == mx; \
			a[j] = ok ? 1 : 0;				\
			ninf += (size_t)ok;				\
		}							\
		for (size_t j = 0; j < n; j++)				\
			a[j] /= (T)ninf;				\
		return allowed;						\
	}								\
	T sum = 0;							\
	for (size_t j = 0; j < n; j++) {				\
		T v = (mask != NULL && !mask[j]) ? 0 : EXP(s[j] - mx);	\
		a[j] = v;						\
		sum += v;						\
	}								\
	for (size_t j = 0; j < n; j++)					\
		a[j] /= sum;						\
	return allowed;

size_t
ak_softmax(double *a, const double *s, const unsigned char *mask, size_t n)
{
	SOFTMAX_BODY(double, exp)
}

size_t
ak_softmaxf(float *a, const float *s, const unsigned char *mask, size_t n)
{
	SOFTMAX_BODY(float, expf)
}

double
ak_entropy(const double *a, size_t n)
{
	double h = 0;

	for (size_t j = 0; j < n; j++)
		if (a[j] > 0)
			h -= a[j] * log(a[j]);
	return h == 0 ? 0 : h;	/* no -0 */
}

void
ak_softmax_jacobian(double *J, const double *a, size_t n)
{
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++)
			J[i * n + j] = (i == j ? a[i] : 0) - a[i] * a[j];
}

void
ak_softmax_backward(double *ds, const double *a, const double *da, size_t n)
{
	double dot = 0;

	for (size_t j = 0; j < n; j++)
		dot += a[j] * da[j];
	for (size_t j = 0; j < n; j++)
		ds[j] = a[j] * (da[j] - dot);
}

double
ak_log_sigmoid(double t)
{
	/* ln σ(t) = -ln(1+e^{-t}) = min(t,0) - ln(1+e^{-|t|}) */
	return (t < 0 ? t : 0) - log1p(exp(-fabs(t)));
}

double
ak_sigmoid(double t)
{
	if (t >= 0)
		return 1 / (1 + exp(-t));
	double z = exp(t);
	return z / (1 + z);
}
