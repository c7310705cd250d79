/* Unit tests of lib/attn/softmax: identities and hand-computed cases. */
#include <float.h>
#include <math.h>

#include "softmax.h"
#include "t.h"

int
main(void)
{
	double s[4] = { 1, 2, 3, 4 }, a[4], sum = 0;

	ak_softmax(a, s, NULL, 4);
	for (int j = 0; j < 4; j++)
		sum += a[j];
	T_NEAR(sum, 1.0, 1e-15, "row sums to 1");
	/* hand value: e^4 / (e + e^2 + e^3 + e^4) */
	T_NEAR(a[3], exp(4) / (exp(1) + exp(2) + exp(3) + exp(4)), 1e-15,
	    "softmax value by hand");

	/* lesson: key score 4 vs k competitors of score 1 */
	double w1 = exp(4) / (exp(4) + 1 * exp(1));
	double w11 = exp(4) / (exp(4) + 11 * exp(1));
	double w41 = exp(4) / (exp(4) + 41 * exp(1));
	T_NEAR(round(w1 * 1000) / 1000, 0.953, 1e-12, "budget: 1 competitor 0.953");
	T_NEAR(round(w11 * 1000) / 1000, 0.646, 1e-12, "budget: 11 competitors 0.646");
	T_NEAR(round(w41 * 1000) / 1000, 0.329, 1e-12, "budget: 41 competitors 0.329");

	unsigned char m[4] = { 1, 0, 1, 0 };
	ak_softmax(a, s, m, 4);
	T_OK(a[1] == 0.0 && a[3] == 0.0, "masked weights are exactly 0");
	T_NEAR(a[0] + a[2], 1.0, 1e-15, "masked row sums to 1");
	T_NEAR(a[2], exp(3) / (exp(1) + exp(3)), 1e-15, "softmax over allowed set");

	unsigned char none[4] = { 0, 0, 0, 0 };
	size_t k = ak_softmax(a, s, none, 4);
	T_OK(k == 0 && a[0] == 0 && a[1] == 0 && a[2] == 0 && a[3] == 0,
	    "fully masked row gives zeros");

	double big[3] = { 1e30, -1e30, 0 };
	ak_softmax(a, big, NULL, 3);
	T_OK(a[0] == 1.0 && a[1] == 0.0 && a[2] == 0.0, "logits ±1e30: one-hot, finite");
	double inf[3] = { INFINITY, 0, INFINITY };
	ak_softmax(a, inf, NULL, 3);
	T_OK(a[0] == 0.5 && a[1] == 0 && a[2] == 0.5, "+inf logits share the mass");
	double minf[2] = { -INFINITY, -INFINITY };
	ak_softmax(a, minf, NULL, 2);
	T_OK(a[0] == 0.5 && a[1] == 0.5, "all -inf allowed: uniform, not NaN");

	float sf[3] = { 1, 2, 3 }, af[3];
	ak_softmaxf(af, sf, NULL, 3);
	T_NEAR(af[0] + af[1] + af[2], 1.0, 1e-6, "float row sums to 1");

	double one[3] = { 0, 1, 0 }, uni[5] = { .2, .2, .2, .2, .2 };
	T_OK(ak_entropy(one, 3) == 0.0, "entropy of one-hot is 0");
	T_NEAR(ak_entropy(uni, 5), log(5), 1e-15, "entropy of uniform is ln n");

	/* Jacobian: rows sum to 0 (the ones vector is in the kernel) */
	double J[16];
	ak_softmax(a, s, NULL, 4);
	ak_softmax_jacobian(J, a, 4);
	double rs = 0;
	for (int j = 0; j < 4; j++)
		rs += fabs(J[0 * 4 + j] + J[1 * 4 + j] + J[2 * 4 + j] + J[3 * 4 + j]);
	T_NEAR(rs, 0, 1e-15, "Jacobian annihilates the ones vector");
	T_NEAR(J[5], a[1] * (1 - a[1]), 1e-16, "Jacobian diagonal a(1-a)");
	/* every entry, off the diagonal too (−a_i a_j), against central
	 * differences of the softmax: J_ij = ∂a_i/∂s_j */
	double jerr = 0;
	for (int j = 0; j < 4; j++) {
		double sp[4], sm[4], ap[4], am[4], h = 1e-5;
		for (int k = 0; k < 4; k++)
			sp[k] = sm[k] = s[k];
		sp[j] += h;
		sm[j] -= h;
		ak_softmax(ap, sp, NULL, 4);
		ak_softmax(am, sm, NULL, 4);
		for (int i = 0; i < 4; i++)
			jerr = fmax(jerr, fabs(J[i * 4 + j] -
			    (ap[i] - am[i]) / (2 * h)));
	}
	T_OK(jerr < 1e-9, "Jacobian matches finite differences, every entry");
	T_NEAR(J[1], -a[0] * a[1], 1e-16, "Jacobian off-diagonal −a_0 a_1");

	/* backward vs finite differences of L = sum g_j a_j */
	double g[4] = { 0.3, -1.2, 2.0, 0.7 }, ds[4], maxerr = 0;
	ak_softmax_backward(ds, a, g, 4);
	for (int i = 0; i < 4; i++) {
		double sp[4], sm[4], ap[4], am[4], h = 1e-6, lp = 0, lm = 0;
		for (int j = 0; j < 4; j++)
			sp[j] = sm[j] = s[j];
		sp[i] += h;
		sm[i] -= h;
		ak_softmax(ap, sp, NULL, 4);
		ak_softmax(am, sm, NULL, 4);
		for (int j = 0; j < 4; j++) {
			lp += g[j] * ap[j];
			lm += g[j] * am[j];
		}
		double fd = (lp - lm) / (2 * h);
		if (fabs(fd - ds[i]) > maxerr)
			maxerr = fabs(fd - ds[i]);
	}
	T_OK(maxerr < 1e-8, "softmax backward matches finite differences");

	T_NEAR(ak_log_sigmoid(0), -log(2), 1e-15, "log sigmoid(0) = -ln 2");
	T_OK(isfinite(ak_log_sigmoid(-1000)) && ak_log_sigmoid(-1000) == -1000,
	    "log sigmoid(-1000) is finite");
	T_OK(ak_log_sigmoid(1000) == 0.0, "log sigmoid(1000) = 0");
	T_NEAR(ak_sigmoid(-800), 0, 1e-300, "sigmoid(-800) underflows to 0, no NaN");
	T_OK(ak_sigmoid(800) == 1.0, "sigmoid(800) = 1");
	return t_done();
}
