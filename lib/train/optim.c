#include <math.h>
#include <stdlib.h>

#include "optim.h"

int
ak_adam_init(ak_adam *o, size_t n, double lr, double l2, ak_err *e)
{
	o->n = n;
	o->lr = lr;
	o->beta1 = 0.9;
	o->beta2 = 0.999;
	o->eps = 1e-8;
	o->l2 = l2;
	o->t = 0;
	o->m = ak_alloc_n(n, sizeof(double), e);
	o->v = ak_alloc_n(n, sizeof(double), e);
	if (o->m == NULL || o->v == NULL) {
		ak_adam_free(o);
		return -1;
	}
	return 0;
}

void
ak_adam_step(ak_adam *o, double *theta, const double *grad)
{
	o->t++;
	double c1 = 1 - pow(o->beta1, (double)o->t);
	double c2 = 1 - pow(o->beta2, (double)o->t);

	for (size_t i = 0; i < o->n; i++) {
		double g = grad[i] + o->l2 * theta[i];
		o->m[i] = o->beta1 * o->m[i] + (1 - o->beta1) * g;
		o->v[i] = o->beta2 * o->v[i] + (1 - o->beta2) * g * g;
		theta[i] -= o->lr * (o->m[i] / c1) / (sqrt(o->v[i] / c2) + o->eps);
	}
}

void
ak_adam_free(ak_adam *o)
{
	free(o->m);
	free(o->v);
	o->m = o->v = NULL;
}
