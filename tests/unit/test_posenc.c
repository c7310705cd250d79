/* Unit tests of lib/attn/posenc: the lesson's exact PE dot products,
   rotation. */
#include <math.h>
#include <stdlib.h>

#include "posenc.h"
#include "t.h"

static double
dot(const double *a, const double *b, size_t d)
{
	double s = 0;
	for (size_t i = 0; i < d; i++)
		s += a[i] * b[i];
	return s;
}

int
main(void)
{
	enum { D = 64, N = 20 };
	double PE[N * D];

	ak_pe_sin(PE, 0, N, D);
	T_NEAR(PE[0 * D + 0], 0.0, 0, "PE(0,0) = sin 0");
	T_NEAR(PE[0 * D + 1], 1.0, 0, "PE(0,1) = cos 0");
	T_NEAR(PE[3 * D + 2], sin(3 * pow(10000, -2.0 / D)), 1e-15, "PE(3,2)");
	/* lesson: d = 64, PE_p·PE_{p+Δ}: 32.00, 30.92, 22.41 (p = 5) */
	T_NEAR(round(dot(PE + 5 * D, PE + 5 * D, D) * 100) / 100, 32.00, 1e-9,
	    "PE dot, shift 0 = 32.00");
	T_NEAR(round(dot(PE + 5 * D, PE + 6 * D, D) * 100) / 100, 30.92, 1e-9,
	    "PE dot, shift 1 = 30.92");
	T_NEAR(round(dot(PE + 5 * D, PE + 13 * D, D) * 100) / 100, 22.41, 1e-9,
	    "PE dot, shift 8 = 22.41");

	/* rotation identity: PE_{p+Δ} = R_Δ PE_p, and RoPE by Δ does R_Δ */
	double x[D];
	for (int c = 0; c < D; c++)
		x[c] = PE[4 * D + c];
	/* ak_rope rotates row 0 by angle (p0)·ω; R_Δ acting on the pair
	   (sin, cos) is a rotation by -Δω in (x0,x1) order, so compare with
	   the explicit formula instead */
	double maxerr = 0;
	for (int i = 0; i < D / 2; i++) {
		double w = ak_pe_omega(i, D), dl = 7;
		double s0 = x[2 * i], c0 = x[2 * i + 1];
		double s1 = s0 * cos(w * dl) + c0 * sin(w * dl);
		double c1 = c0 * cos(w * dl) - s0 * sin(w * dl);
		maxerr = fmax(maxerr, fabs(s1 - PE[11 * D + 2 * i]));
		maxerr = fmax(maxerr, fabs(c1 - PE[11 * D + 2 * i + 1]));
	}
	T_OK(maxerr < 1e-12, "PE_{p+7} = R_7 PE_p");

	double Z[3 * D] = { 0 };
	Z[D + 5] = 1.5;
	ak_pe_sin_add(Z, 4, 3, D);
	T_OK(Z[0] == PE[4 * D] && Z[D + 5] == 1.5 + PE[5 * D + 5] &&
	    Z[2 * D + 63] == PE[6 * D + 63], "PE added in place, from position p0");

	double q[4] = { 1, 2, 3, 4 }, k[4] = { -1, 0.5, 2, 1 };
	double q3[4], k5[4];
	for (int c = 0; c < 4; c++) {
		q3[c] = q[c];
		k5[c] = k[c];
	}
	ak_rope(q3, 3, 1, 4);
	ak_rope(k5, 5, 1, 4);
	/* by hand (Su et al. 2021, eq. 34): d = 4, ω = (1, 0.01), p = 3:
	 * (1, 2) turned by 3 rad, (3, 4) by 0.03 rad — the identities below
	 * hold for a rope that does nothing too, these numbers do not */
	T_NEAR(q3[0], -1.2722325127201799, 1e-14, "RoPE p=3: x0 cos 3 - x1 sin 3");
	T_NEAR(q3[1], -1.8388649851410237, 1e-14, "RoPE p=3: x0 sin 3 + x1 cos 3");
	T_NEAR(q3[2], 2.8786681004369798, 1e-14, "RoPE p=3: pair 1 by 0.03 rad");
	T_NEAR(q3[3], 4.0881866356034369, 1e-14, "RoPE p=3: pair 1, second");
	double q10[4], k12[4];
	for (int c = 0; c < 4; c++) {
		q10[c] = q[c];
		k12[c] = k[c];
	}
	ak_rope(q10, 10, 1, 4);
	ak_rope(k12, 12, 1, 4);
	T_NEAR(dot(q3, k5, 4), dot(q10, k12, 4), 1e-12,
	    "RoPE: q·k depends only on the offset");
	T_NEAR(dot(q3, q3, 4), dot(q, q, 4), 1e-12, "RoPE preserves the norm");
	ak_rope_backward(q3, 3, 1, 4);
	T_NEAR(fabs(q3[0] - 1) + fabs(q3[1] - 2) + fabs(q3[2] - 3) + fabs(q3[3] - 4),
	    0, 1e-12, "RoPE backward undoes the rotation");
	return t_done();
}
