/*
 * numfmt.h — printf's "%.9g" without printf (ppmi-svd formats
 * every value of a V×d embedding twice, to round it and to write it; at
 * 26,000 words that was 0.3 s of glibc's multi-precision printf).
 */
#ifndef AK_NUMFMT_H
#define AK_NUMFMT_H

#include <stddef.h>

/* the longest ak_fmt_9g output, with its NUL ("-1.23456789e-308") */
#define AK_FMT_9G_MAX 24

/*
 * ak_fmt_9g: x as snprintf(buf, AK_FMT_9G_MAX, "%.9g", x) writes it, byte
 * for byte (C11 7.21.6.1: 9 significant digits, the exact binary value
 * rounded to nearest, %e style below 1e-4 and from 1e9 on, trailing zeros
 * removed).  Fast path for 1e-14 <= |x| < 1e9 by integer arithmetic:
 * x·10^s (s <= 22, 10^s exact) carries one rounding, 1.2e-7 at most
 * below 1e9, so the nearest integer is the exact one unless the fraction
 * is within 1e-6 of a half; those, and every other x (0, tiny, huge,
 * inf, NaN), go to snprintf.  Returns the length written (without NUL).
 */
size_t ak_fmt_9g(char *buf, double x);

/*
 * ak_round_9g: x rounded to 9 significant digits, as strtod of its
 * "%.9g" text gives it (the value a reader of the written number gets).
 * Fast path as ak_fmt_9g's: D·10^-s is D / 10^s, both exact doubles, one
 * correctly rounded division, so the nearest double to the decimal, which
 * is what strtod returns; otherwise snprintf and strtod.
 */
double ak_round_9g(double x);

#endif
