/* Unit tests of lib/base/numfmt: ak_fmt_9g against snprintf's "%.9g",
 * ak_round_9g against strtod of that text. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "numfmt.h"
#include "rng.h"
#include "t.h"

static char detail[256];

/* a check whose failure names the value that differed */
#define T_D(cond, name) t_check(!!(cond), __FILE__, __LINE__, name, detail)

/* 1 if ak_fmt_9g(x) is snprintf's "%.9g" and its length, and
 * ak_round_9g(x) strtod of it, bit for bit */
static int
same(double x)
{
	char a[AK_FMT_9G_MAX], b[64];
	size_t n = ak_fmt_9g(a, x);

	double r = ak_round_9g(x), want;

	snprintf(b, sizeof b, "%.9g", x);
	want = strtod(b, NULL);
	if (strcmp(a, b) == 0 && n == strlen(b) && (memcmp(&r, &want,
	    sizeof r) == 0 || (isnan(r) && isnan(want))))
		return 1;
	snprintf(detail, sizeof detail, "%.17g: got '%s' (%zu) and %.17g, "
	    "printf '%s'", x, a, n, r, b);
	return 0;
}

int
main(void)
{
	static const double fixed[] = {
		0.0, -0.0, 1.0, -1.0, 0.5, 0.1, 1e-4, 9.99999999e-5, 1e-5,
		0.000123456789, 123456789.0, 999999999.0, 999999999.4,
		999999999.6, 1e9, 1e9 - 0.5, 100000000.5, 100000001.5,
		12345678.25, 1234567.125, 0.012345678949999999, 1e-14, 9e-15,
		1.2345678949999999e-10, 1e22, 1e300, 5e-324, 2.5, 0.25,
		0.000244140625, 33554432.5, 3.14159265358979, -2.718281828459,
		1.0 / 3.0, 2.0 / 3.0, 80090.666666666672, 0.999999999,
		0.9999999995, 0.99999999949999995, 9.9999999949999995e-5,
	};
	ak_rng rng;
	int ok = 1;

	for (size_t i = 0; ok && i < sizeof fixed / sizeof fixed[0]; i++)
		ok = same(fixed[i]) && same(-fixed[i]);
	T_D(ok, "fixed values and ties equal printf's %.9g");
	T_D(same(INFINITY) && same(-INFINITY) && same(NAN), "inf, nan");

	/* random bit patterns over every exponent in 1e-20 .. 1e12 */
	ak_rng_seed(&rng, 11);
	ok = 1;
	for (long i = 0; ok && i < 500000; i++) {
		double m = ak_rng_uniform(&rng) * 2 - 1;
		int ex = (int)(ak_rng_uniform(&rng) * 107) - 67;

		ok = same(ldexp(m, ex));
	}
	T_D(ok, "500k random doubles equal printf's %.9g");

	/* values already rounded to 9 digits (what ppmi-svd writes), and
	 * the halves between them (ties of the decimal rounding) */
	ok = 1;
	for (long i = 0; ok && i < 250000; i++) {
		char b[64];
		double x, y;
		long D = 100000000 + (long)(ak_rng_uniform(&rng) * 9e8);
		int ex = (int)(ak_rng_uniform(&rng) * 30) - 20;

		snprintf(b, sizeof b, "%ld.5e%d", D, ex);
		y = strtod(b, NULL);
		snprintf(b, sizeof b, "%lde%d", D, ex);
		x = strtod(b, NULL);
		ok = same(x) && same(y) && same(nextafter(y, 0)) &&
		    same(nextafter(y, 1e300));
	}
	T_D(ok, "9-digit values and near-ties equal printf's %.9g");
	return t_done();
}
