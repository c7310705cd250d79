#include <math.h>
#include <string.h>

#include "half.h"

uint16_t
ak_half_from_double(double x)
{
	uint64_t b;

	memcpy(&b, &x, sizeof b);
	uint16_t sign = (uint16_t)((b >> 48) & 0x8000);
	int e = (int)((b >> 52) & 0x7ff);
	uint64_t m = b & ((UINT64_C(1) << 52) - 1);

	if (e == 0x7ff)				/* inf, NaN */
		return sign | (m != 0 ? 0x7e00 : 0x7c00);
	if (e == 0)				/* 0, double subnormals < 2^−1022 */
		return sign;
	int E = e - 1023;			/* x = 1.m · 2^E */
	if (E > 15)
		return sign | 0x7c00;
	uint64_t sig = m | (UINT64_C(1) << 52);	/* x = sig · 2^(E−52) */
	/*
	 * q = sig · 2^−shift counts units of the float16 result's last place:
	 * 2^(E−10) for a normal (E ≥ −14), 2^−24 for a subnormal.
	 */
	int shift = E >= -14 ? 42 : 42 + (-14 - E);
	if (shift > 54)				/* x < 2^−25: rounds to 0 */
		return sign;
	uint64_t q = sig >> shift;
	uint64_t rem = sig & ((UINT64_C(1) << shift) - 1);
	uint64_t halfway = UINT64_C(1) << (shift - 1);
	if (rem > halfway || (rem == halfway && (q & 1)))
		q++;
	/*
	 * normal: pattern = (E + 15) << 10 | (q − 2^10) = ((E + 14) << 10) + q;
	 * a carry out of the fraction (q = 2^11) bumps the exponent, and from
	 * E = 15 that gives 0x7c00, the pattern of inf.  Subnormal: pattern =
	 * q (q = 2^10 after rounding is the smallest normal, again right).
	 */
	uint32_t h = E >= -14 ? ((uint32_t)(E + 14) << 10) + (uint32_t)q :
	    (uint32_t)q;
	return sign | (uint16_t)h;
}

double
ak_half_to_double(uint16_t h)
{
	int e = (h >> 10) & 0x1f;
	int f = h & 0x3ff;
	double v;

	if (e == 0)
		v = ldexp(f, -24);
	else if (e == 31)
		v = f != 0 ? NAN : INFINITY;
	else
		v = ldexp(f + 1024, e - 25);
	return (h & 0x8000) ? -v : v;
}

double
ak_half_round(double x)
{
	return ak_half_to_double(ak_half_from_double(x));
}
