/*
 * petab.h — checks of the sinusoidal position code (lib/attn/posenc), lesson
 * "Позиция не входит в формулу сама": the dot product PE_p·PE_{p+Δ}
 * depends on the shift only (Σ_i cos(ω_i Δ); d = 64: 32.00, 30.92, 22.41
 * for Δ = 0, 1, 8), and a shift acts linearly, PE_{p+Δ} = R_Δ PE_p.
 */
#ifndef AK_PETAB_H
#define AK_PETAB_H

#include <stddef.h>

#include "util.h"

/*
 * ak_pe_dot: PE_p · PE_{p+Δ} for width d (computed from the two vectors of
 * ak_pe_sin, dimensionless).  NaN if memory fails (2d doubles).
 */
double ak_pe_dot(size_t d, size_t p, size_t delta);

/*
 * ak_pe_rotation_error: max_c |(R_Δ PE_p)_c − PE_{p+Δ,c}| over every
 * coordinate c of width d, 0 up to rounding for d even.  For d odd the
 * lone last coordinate, sin(p ω_k) (k = (d−1)/2), has no cos partner:
 * R_Δ leaves it as it is (as ak_rope does), the identity fails there,
 * and the error is at least |sin((p+Δ) ω_k) − sin(p ω_k)| (d = 1, p = 0,
 * Δ = 1: sin 1 = 0.841).  pairs, when not NULL, gets the max over the
 * (sin, cos) pairs alone (the same value for d even).  NaN if memory
 * fails (3d doubles).
 */
double ak_pe_rotation_error(size_t d, size_t p, size_t delta, double *pairs);

/*
 * ak_petab_check_work: attn-map --pe-table's cost, bounded as about a
 * minute of work (each size alone is bounded, the product was not:
 * --dim 100000 --positions 100000 ran for hours): positions × dim × the
 * shifts (nshift; 0: the default 7) at most AK_PETAB_MAX_WORK, or with
 * --vectors (vectors 1) positions × dim values at most AK_PE_MAX_VALUES.
 * Returns 0, or -1 (AK_ERR_USAGE) naming the product and the options that
 * lower it.
 */
#define AK_PETAB_MAX_WORK 2e8
#define AK_PE_MAX_VALUES 1e7
int ak_petab_check_work(size_t positions, size_t dim, size_t nshift,
    int vectors, ak_err *e);

#endif
