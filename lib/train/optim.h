/*
 * optim.h — Adam (Kingma & Ba 2015, Algorithm 1) with optional L2 penalty
 * added to the gradient (λ·θ), for every trained model of the toolkit.
 */
#ifndef AK_OPTIM_H
#define AK_OPTIM_H

#include <stddef.h>

#include "util.h"

typedef struct ak_adam {
	size_t n;		/* number of parameters */
	double lr;		/* step size α */
	double beta1, beta2;	/* moment decay, default 0.9, 0.999 */
	double eps;		/* default 1e-8 */
	double l2;		/* λ: gradient += λ θ (0 = off) */
	long t;			/* steps taken */
	double *m, *v;		/* first and second moments, n each */
} ak_adam;

/* ak_adam_init: zero moments for n parameters.  Returns 0 or -1 (memory). */
int ak_adam_init(ak_adam *o, size_t n, double lr, double l2, ak_err *e);

/*
 * ak_adam_step: θ ← θ − α m̂/(√v̂ + ε) with bias-corrected moments of
 * g + λθ.  theta and grad: n doubles.  grad is not modified.
 */
void ak_adam_step(ak_adam *o, double *theta, const double *grad);

/* ak_adam_free: release the moments. */
void ak_adam_free(ak_adam *o);

#endif
