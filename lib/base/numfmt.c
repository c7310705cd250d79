#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "numfmt.h"

/* 10^0 .. 10^22: exact in double */
static const double p10[23] = {
	1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12,
	1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
};

static size_t
slow(char *buf, double x)
{
	int n = snprintf(buf, AK_FMT_9G_MAX, "%.9g", x);

	return n < 0 ? 0 : (size_t)n;
}

/*
 * the 9 significant digits of |x|: *D in [1e8, 1e9), *s with
 * |x| ~ D·10^-s; 0 when the fast path cannot decide (see numfmt.h)
 */
static int
digits9(double x, unsigned long *D, int *s)
{
	double a = fabs(x), y, f;
	int k = 0;

	if (!(a >= 1e-14 && a < 1e9))
		return 0;	/* also 0, inf, NaN */
	/* k: a·10^k in [1e8, 1e9) (one rounding: the test may be off by
	 * one at the edge, which the carry and the check below absorb) */
	while (k < 22 && a * p10[k] < 1e8)
		k++;
	y = a * p10[k];
	if (y < 1e8 - 1 || y >= 1e9)
		return 0;
	f = y - floor(y);
	if (fabs(f - 0.5) < 1e-6)
		return 0;	/* a near tie: printf decides */
	*D = (unsigned long)floor(y) + (f > 0.5);
	if (*D >= 1000000000UL) {	/* 999999999.6 rounds up */
		if (k == 0)
			return 0;
		*D /= 10;
		k--;
	} else if (*D < 100000000UL) {
		return 0;
	}
	*s = k;
	return 1;
}

double
ak_round_9g(double x)
{
	char num[AK_FMT_9G_MAX];
	unsigned long D;
	int s;

	if (digits9(x, &D, &s))
		return x < 0 ? -((double)D / p10[s]) : (double)D / p10[s];
	snprintf(num, sizeof num, "%.9g", x);
	return strtod(num, NULL);
}

size_t
ak_fmt_9g(char *buf, double x)
{
	char dig[9], *p = buf;
	unsigned long D;
	size_t nd;
	int s, X;

	if (!digits9(x, &D, &s))
		return slow(buf, x);
	X = 8 - s;			/* the exponent of the leading digit */
	for (int i = 8; i >= 0; i--) {
		dig[i] = (char)('0' + D % 10);
		D /= 10;
	}
	nd = 9;
	while (nd > 1 && dig[nd - 1] == '0')
		nd--;
	if (x < 0)
		*p++ = '-';
	if (X < -4 || X >= 9) {
		*p++ = dig[0];
		if (nd > 1) {
			*p++ = '.';
			memcpy(p, dig + 1, nd - 1);
			p += nd - 1;
		}
		*p++ = 'e';
		*p++ = X < 0 ? '-' : '+';
		X = X < 0 ? -X : X;
		if (X >= 100)
			*p++ = (char)('0' + X / 100);
		*p++ = (char)('0' + X / 10 % 10);
		*p++ = (char)('0' + X % 10);
	} else if (X >= 0) {
		size_t ip = (size_t)X + 1;	/* digits before the point */

		memcpy(p, dig, ip);
		p += ip;
		if (nd > ip) {
			*p++ = '.';
			memcpy(p, dig + ip, nd - ip);
			p += nd - ip;
		}
	} else {
		*p++ = '0';
		*p++ = '.';
		for (int i = -1; i > X; i--)
			*p++ = '0';
		memcpy(p, dig, nd);
		p += nd;
	}
	*p = '\0';
	return (size_t)(p - buf);
}
