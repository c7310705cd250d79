#include <math.h>
#include <stdio.h>
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

size_t
ak_fmt_9g(char *buf, double x)
{
	double a = fabs(x), y, f;
	int s = 0, X;
	unsigned long D;
	char dig[9], *p = buf;
	size_t nd;

	if (!(a >= 1e-14 && a < 1e9))
		return slow(buf, x);	/* also 0, inf, NaN */
	/* s: a·10^s in [1e8, 1e9) (one rounding: the test may be off by
	 * one at the edge, which the carry and the check below absorb) */
	while (s < 22 && a * p10[s] < 1e8)
		s++;
	y = a * p10[s];
	if (y < 1e8 - 1 || y >= 1e9)
		return slow(buf, x);
	f = y - floor(y);
	if (fabs(f - 0.5) < 1e-6)
		return slow(buf, x);	/* a near tie: printf decides */
	D = (unsigned long)floor(y) + (f > 0.5);
	X = 8 - s;			/* the exponent of the leading digit */
	if (D >= 1000000000UL) {	/* 999999999.6 rounds up */
		D /= 10;
		X++;
	} else if (D < 100000000UL) {
		return slow(buf, x);
	}
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
