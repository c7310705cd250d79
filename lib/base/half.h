/*
 * half.h — IEEE 754 binary16 ("float16", "half") in portable C: conversion
 * from double with round-to-nearest, ties-to-even, and back.  No compiler
 * type (_Float16) is needed, so every C11 compiler builds it (clang 14 on
 * x86-64 has no _Float16).
 *
 * binary16: 1 sign bit, 5 exponent bits (bias 15), 10 fraction bits.
 * Largest finite 65504 = (2 − 2^−10)·2^15; smallest normal 2^−14; smallest
 * subnormal 2^−24.  Source: IEEE 754-2019 §3.6 (formats) and §4.3.1
 * (roundTiesToEven).
 *
 * Arithmetic in float16 is done as: the operands (float16 values held in
 * doubles), one double operation, ak_half_round of the result.  For + − ×
 * this is exact before the rounding (a float16 sum needs at most 41 bits);
 * for ÷ the double rounding is innocuous since 53 ≥ 2·11 + 2 (Figueroa,
 * "When is double rounding innocuous?", SIGNUM 1995), so every result is
 * the correctly rounded float16 one — the same as a compiler's _Float16.
 */
#ifndef AK_HALF_H
#define AK_HALF_H

#include <stdint.h>

/*
 * ak_half_from_double: the binary16 bit pattern nearest to x, ties to the
 * even pattern.  |x| ≥ 65520 (the midpoint of 65504 and 2^16) gives ±inf;
 * |x| ≤ 2^−25 gives ±0; NaN gives a quiet NaN of the same sign (0x7e00).
 * Rounds once from the exact double (not through float).
 */
uint16_t ak_half_from_double(double x);

/* ak_half_to_double: the value of binary16 pattern h (exact; NaN for NaN). */
double ak_half_to_double(uint16_t h);

/* ak_half_round: x rounded to float16 and back (±inf on overflow). */
double ak_half_round(double x);

#endif
