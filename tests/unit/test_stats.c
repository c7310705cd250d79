/*
 * Unit tests of lib/base/stats: sorting and definition-7 quantiles, against
 * values computed by hand (and equal to numpy.percentile's default).
 */
#include <math.h>

#include "stats.h"
#include "t.h"

int
main(void)
{
	double a[4] = { 1, 2, 3, 4 };
	double b[5] = { 3, 1, 4, 1, 5 };
	double one[1] = { 7.5 };
	double neg[3] = { -0.5, -2, 10 };

	T_NEAR(ak_quantile(a, 4, 0), 1, 0, "q = 0 is the minimum");
	T_NEAR(ak_quantile(a, 4, 1), 4, 0, "q = 1 is the maximum");
	T_NEAR(ak_quantile(a, 4, .5), 2.5, 1e-15, "median of an even count");
	T_NEAR(ak_quantile(a, 4, .25), 1.75, 1e-15, "q25: h = 0.75");
	T_NEAR(ak_quantile(a, 4, .75), 3.25, 1e-15, "q75: h = 2.25");
	T_NEAR(ak_quantile(a, 4, .9), 3.7, 1e-15, "q90: h = 2.7");
	T_NEAR(ak_quantile(one, 1, .25), 7.5, 0, "one value: every quantile");
	T_NEAR(ak_quantile(one, 1, 1), 7.5, 0, "one value: q = 1");

	ak_sort_doubles(b, 5);
	T_OK(b[0] == 1 && b[1] == 1 && b[2] == 3 && b[3] == 4 && b[4] == 5,
	    "sorted ascending, ties kept");
	T_NEAR(ak_quantile(b, 5, .5), 3, 0, "median of an odd count");
	T_NEAR(ak_quantile(b, 5, .25), 1, 0, "q25 on an order statistic");
	T_NEAR(ak_quantile(b, 5, .9), 4.6, 1e-15, "q90: h = 3.6");

	ak_sort_doubles(neg, 3);
	T_OK(neg[0] == -2 && neg[1] == -0.5 && neg[2] == 10,
	    "negative values sort below positive");
	double u[3] = { 1, -2, 0.5 }, v[3] = { 1.25, -2, -0.5 };
	T_NEAR(ak_max_abs_diff(u, v, 3), 1, 0, "max |u - v| = |0.5 - -0.5|");
	T_NEAR(ak_max_abs_diff(v, u, 3), 1, 0, "max |u - v| is symmetric");
	T_NEAR(ak_max_abs_diff(u, v, 1), 0.25, 0, "first entry only");
	T_NEAR(ak_max_abs_diff(u, u, 3), 0, 0, "a vector against itself");
	T_NEAR(ak_max_abs_diff(u, v, 0), 0, 0, "no entries: 0");

	/* mean ± sd by hand: {2, 4, 4, 4, 5, 5, 7, 9}: mean 5, squared
	 * deviations 9+1+1+1+0+0+4+16 = 32, sd = sqrt(32/7) (Bessel) */
	double g[8] = { 2, 4, 4, 4, 5, 5, 7, 9 }, sd = -1;
	T_NEAR(ak_mean_sd(g, 8, &sd), 5, 0, "mean of 8 values");
	T_NEAR(sd, sqrt(32.0 / 7), 1e-15, "sd with n - 1: sqrt(32/7)");
	double h[3] = { 0.95, 0.97, 0.96 };	/* accuracies of 3 splits */
	T_NEAR(ak_mean_sd(h, 3, &sd), 0.96, 1e-15, "mean of 3 accuracies");
	T_NEAR(sd, 0.01, 1e-15, "sd of 0.95, 0.97, 0.96: sqrt(2e-4/2)");
	double big[2] = { 1e9 + 1, 1e9 + 3 };	/* no cancellation */
	T_NEAR(ak_mean_sd(big, 2, &sd), 1e9 + 2, 0, "mean near 1e9");
	T_NEAR(sd, sqrt(2), 1e-15, "sd near 1e9: two passes keep it");
	T_NEAR(ak_mean_sd(one, 1, &sd), 7.5, 0, "one value: the mean");
	T_NEAR(sd, 0, 0, "one value: sd 0");
	T_NEAR(ak_mean_sd(NULL, 0, &sd), 0, 0, "no values: mean 0");
	T_NEAR(sd, 0, 0, "no values: sd 0");
	T_NEAR(ak_mean_sd(g, 8, NULL), 5, 0, "sd may be NULL");

	ak_sort_doubles(NULL, 0);	/* n = 0: no access (ASan run) */
	return t_done();
}
