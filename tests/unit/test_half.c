/*
 * Unit tests of lib/base/half: IEEE binary16 conversion, round to nearest,
 * ties to even, against patterns worked out by hand (binary16: 5 exponent
 * bits, bias 15, 10 fraction bits; ulp at 1 is 2^−10, smallest subnormal
 * 2^−24, largest finite 65504), then exhaustively: every pattern
 * round-trips, and every midpoint between neighbours goes to the even one.
 * Where the compiler has _Float16 (GCC on x86-64), the conversion and the
 * naive float16 softmax row of lib/attn/mask are held to it bit for bit.
 */
#include <float.h>
#include <math.h>
#include <stdint.h>

#include "half.h"
#include "mask.h"
#include "rng.h"
#include "t.h"

#if defined(__FLT16_MANT_DIG__) && !defined(__clang__)
#define HAVE_FLOAT16 1
#endif

static int
bits_are(double x, unsigned want)
{
	return ak_half_from_double(x) == want;
}

#ifdef HAVE_FLOAT16
/* the float16 row as attn-map computed it with GCC's _Float16 (the oracle) */
static void
half_row_f16(double *a, const double *s, const unsigned char *m, double mv,
    size_t n)
{
	_Float16 mvh = (_Float16)mv, mx = 0, sum = 0;

	for (size_t j = 0; j < n; j++) {
		_Float16 t = (_Float16)s[j];
		if (m != NULL && !m[j])
			t = (_Float16)(t + mvh);
		a[j] = (double)t;
		if (j == 0 || t > mx)
			mx = t;
	}
	for (size_t j = 0; j < n; j++) {
		_Float16 d = (_Float16)((_Float16)a[j] - mx);
		_Float16 x = (_Float16)expf((float)d);
		a[j] = (double)x;
		sum = (_Float16)(sum + x);
	}
	for (size_t j = 0; j < n; j++)
		a[j] = (double)(_Float16)((_Float16)a[j] / sum);
}

static int
same_double(double a, double b)
{
	return (isnan(a) && isnan(b)) || (a == b && signbit(a) == signbit(b));
}
#endif

int
main(void)
{
	/* by hand */
	T_OK(bits_are(1.0, 0x3c00), "1 = 0x3c00 (exponent 15, fraction 0)");
	T_OK(bits_are(-2.0, 0xc000), "-2 = 0xc000");
	T_OK(bits_are(65504, 0x7bff), "65504 = 0x7bff, the largest finite");
	T_OK(bits_are(65519.99, 0x7bff), "65519.99 rounds down to 65504");
	T_OK(bits_are(65520, 0x7c00),
	    "65520, midway 65504..65536, ties to even: +inf");
	T_OK(bits_are(-65520, 0xfc00), "-65520 overflows to -inf");
	T_OK(bits_are(65536, 0x7c00) && bits_are(1e300, 0x7c00),
	    "2^16 and 1e300 overflow to +inf");
	T_OK(bits_are(INFINITY, 0x7c00) && bits_are(-INFINITY, 0xfc00),
	    "±inf stay ±inf");
	T_OK(bits_are(0.1, 0x2e66), "0.1 = 0x2e66 (= 0.0999755859375)");
	T_OK(bits_are(1.0 / 3, 0x3555), "1/3 = 0x3555 (= 0.333251953125)");
	T_OK(bits_are(ldexp(1, -14), 0x0400), "2^-14 = 0x0400, smallest normal");
	T_OK(bits_are(ldexp(1, -14) - ldexp(1, -24), 0x03ff),
	    "2^-14 - 2^-24 = 0x03ff, largest subnormal");
	T_OK(bits_are(ldexp(1, -14) - ldexp(1, -25), 0x0400),
	    "2^-14 - 2^-25 (midway 0x03ff..0x0400) ties to the even 0x0400");
	T_OK(bits_are(ldexp(1, -24), 0x0001), "2^-24 = 0x0001, smallest subnormal");
	T_OK(bits_are(ldexp(1, -25), 0x0000),
	    "2^-25 (midway 0..2^-24) ties to even: +0");
	T_OK(bits_are(ldexp(1 + DBL_EPSILON, -25), 0x0001),
	    "just above 2^-25 rounds up to 2^-24");
	T_OK(bits_are(ldexp(3, -25), 0x0002),
	    "1.5·2^-24 (midway 1..2 units) ties to even: 2 units");
	T_OK(bits_are(ldexp(5, -25), 0x0002),
	    "2.5·2^-24 (midway 2..3 units) ties to even: 2 units");
	T_OK(bits_are(-ldexp(1, -26), 0x8000), "-2^-26 underflows to -0");
	T_OK(bits_are(1e-300, 0x0000) && bits_are(5e-324, 0x0000),
	    "1e-300 and the smallest double subnormal give +0");
	T_OK(bits_are(-0.0, 0x8000) && bits_are(0.0, 0x0000), "±0 keep the sign");
	T_OK(bits_are(1 + ldexp(1, -11), 0x3c00),
	    "1 + 2^-11 (midway 1..1+2^-10) ties to the even 1");
	T_OK(bits_are(1 + ldexp(3, -11), 0x3c02),
	    "1 + 3·2^-11 (midway 0x3c01..0x3c02) ties to the even 0x3c02");
	T_OK(bits_are(1 + ldexp(1, -11) + ldexp(1, -30), 0x3c01),
	    "1 + 2^-11 + 2^-30 rounds up (one rounding; through float it "
	    "would tie down to 1)");
	T_OK(bits_are(2049, 0x6800) && bits_are(2051, 0x6802),
	    "2049 → 2048 and 2051 → 2052 (ulp 2 there; ties to even)");
	T_OK((ak_half_from_double(NAN) & 0x7c00) == 0x7c00 &&
	    (ak_half_from_double(NAN) & 0x03ff) != 0, "NaN gives a NaN pattern");
	T_OK(isnan(ak_half_to_double(0x7e00)) && isnan(ak_half_to_double(0xfc01)),
	    "NaN patterns give NaN");
	T_OK(ak_half_to_double(0x0001) == ldexp(1, -24) &&
	    ak_half_to_double(0x7bff) == 65504 &&
	    ak_half_to_double(0x3555) == 0.333251953125 &&
	    ak_half_to_double(0xc000) == -2 &&
	    isinf(ak_half_to_double(0xfc00)) && ak_half_to_double(0xfc00) < 0 &&
	    signbit(ak_half_to_double(0x8000)),
	    "to double: 2^-24, 65504, 0.333251953125, -2, -inf, -0");
	T_OK(ak_half_round(-1e9) == -INFINITY && ak_half_round(-65519) == -65504,
	    "round: -1e9 is -inf, -65519 is -65504 (the lesson's mask values)");

	/* exhaustive: every pattern round-trips; midpoints tie to even */
	int rt = 1, mid = 1, mono = 1;
	for (unsigned h = 0; h < 0x10000; h++) {
		double v = ak_half_to_double((uint16_t)h);
		if (isnan(v))
			rt &= isnan(ak_half_round(v));
		else
			rt &= ak_half_from_double(v) == h;
	}
	for (unsigned h = 0; h < 0x7c00; h++) {	/* h finite ≥ 0 */
		double a = ak_half_to_double((uint16_t)h);
		/* 0x7bff's upper neighbour: 2^16, the next step of the grid */
		double b = h < 0x7bff ? ak_half_to_double((uint16_t)(h + 1)) :
		    65536;
		double m = (a + b) / 2;		/* exact in double */
		unsigned even = (h & 1) ? h + 1 : h;
		mono &= a < b;
		mid &= ak_half_from_double(m) == even &&
		    ak_half_from_double(nextafter(m, 0)) == h &&
		    ak_half_from_double(nextafter(m, INFINITY)) == h + 1 &&
		    ak_half_from_double(-m) == (even | 0x8000);
	}
	T_OK(rt, "all 65536 patterns round-trip through double");
	T_OK(mono, "finite patterns increase with their value (to 2^16)");
	T_OK(mid, "each midpoint ties to even; one ulp of double either side "
	    "goes to the nearer neighbour (both signs)");

#ifdef HAVE_FLOAT16
	/* the compiler's _Float16 as oracle, on random doubles of every scale */
	ak_rng r;
	ak_rng_seed(&r, 16);
	int conv = 1, rows = 1;
	for (int i = 0; i < 2000000; i++) {
		double x = ldexp(ak_rng_uniform(&r) * 2 - 1,
		    (int)ak_rng_below(&r, 70) - 40);
		conv &= same_double(ak_half_round(x), (double)(_Float16)x);
	}
	T_OK(conv, "2e6 random doubles in ±2^30..2^-40: same as _Float16");
	double mvs[] = { -INFINITY, -1e9, -65520, -65504, -1e4, -300, -11, -2,
	    -0.1, -6e-8, 0 };
	for (int i = 0; i < 20000; i++) {
		double s[9], a[9], b[9];
		unsigned char m[9];
		size_t n = 1 + ak_rng_below(&r, 9);
		double scale = ldexp(1, (int)ak_rng_below(&r, 24) - 8);
		double mv = mvs[ak_rng_below(&r, sizeof mvs / sizeof mvs[0])];
		for (size_t j = 0; j < n; j++) {
			s[j] = (ak_rng_uniform(&r) * 2 - 1) * scale;
			m[j] = ak_rng_below(&r, 3) != 0;
		}
		ak_mask_half_row(a, s, m, mv, n);
		half_row_f16(b, s, m, mv, n);
		for (size_t j = 0; j < n; j++)
			rows &= same_double(a[j], b[j]);
	}
	T_OK(rows, "20000 random masked rows: the float16 softmax equals the "
	    "_Float16 one bit for bit");
#else
	T_OK(1, "bit-for-bit check against _Float16 # SKIP no _Float16 in "
	    "this compiler (GCC has it)");
#endif
	return t_done();
}
