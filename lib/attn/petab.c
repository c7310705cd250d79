#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "petab.h"
#include "posenc.h"

double
ak_pe_dot(size_t d, size_t p, size_t delta)
{
	double *a = malloc(2 * d * sizeof(*a)), s = 0;

	if (a == NULL)
		return NAN;
	ak_pe_sin(a, p, 1, d);
	ak_pe_sin(a + d, p + delta, 1, d);
	for (size_t c = 0; c < d; c++)
		s += a[c] * a[d + c];
	free(a);
	return s;
}

/*
 * ak_pe_rotate: y = R_Δ x for a sinusoidal code x of width d (pairs
 * (2i, 2i+1) hold (sin, cos) of the same angle): the pair is rotated so
 * that the angle grows by ω_i Δ,
 *   y_2i = x_2i cos ω_iΔ + x_2i+1 sin ω_iΔ,  y_2i+1 = x_2i+1 cos ω_iΔ − x_2i sin ω_iΔ.
 * (The lesson writes the block as [[cos, −sin], [sin, cos]], which is this
 * rotation for (cos, sin) pairs; on (sin, cos) pairs that block gives
 * PE_{p−Δ}.)  With d odd the last coordinate (a lone sin) has no partner
 * and is left as it is: y_{d−1} = x_{d−1}.  x and y: d doubles, distinct.
 */
static void
ak_pe_rotate(double *y, const double *x, size_t d, double delta)
{
	for (size_t i = 0; 2 * i + 1 < d; i++) {
		double w = ak_pe_omega(i, d) * delta;
		double c = cos(w), s = sin(w);
		y[2 * i] = x[2 * i] * c + x[2 * i + 1] * s;
		y[2 * i + 1] = x[2 * i + 1] * c - x[2 * i] * s;
	}
	if (d % 2)
		y[d - 1] = x[d - 1];
}

double
ak_pe_rotation_error(size_t d, size_t p, size_t delta, double *pairs)
{
	double *a = malloc(3 * d * sizeof(*a)), err = 0;

	if (pairs != NULL)
		*pairs = NAN;
	if (a == NULL)
		return NAN;
	ak_pe_sin(a, p, 1, d);
	ak_pe_sin(a + d, p + delta, 1, d);
	ak_pe_rotate(a + 2 * d, a, d, (double)delta);
	for (size_t c = 0; c < d; c++) {
		if (c == d - 1 && d % 2 == 1 && pairs != NULL)
			*pairs = err;	/* the pairs before the lone one */
		err = fmax(err, fabs(a[2 * d + c] - a[d + c]));
	}
	if (pairs != NULL && d % 2 == 0)
		*pairs = err;
	free(a);
	return err;
}

int
ak_petab_check_work(size_t positions, size_t dim, size_t nshift,
    int vectors, ak_err *e)
{
	double pd = (double)positions * (double)dim;
	double w = pd * (double)(nshift ? nshift : 7);
	char msg[256];

	if (vectors && pd > AK_PE_MAX_VALUES)
		snprintf(msg, sizeof msg, "--pe-table --vectors: positions × "
		    "dim = %.3g values is beyond %.0e", pd, AK_PE_MAX_VALUES);
	else if (!vectors && w > AK_PETAB_MAX_WORK)
		snprintf(msg, sizeof msg, "--pe-table: positions × dim × shifts "
		    "= %.3g is beyond %.0e; lower --positions, --dim or "
		    "--shifts", w, AK_PETAB_MAX_WORK);
	else
		return 0;
	return ak_erru(e, "%s", msg);
}
