/*
 * petab.h — checks of the sinusoidal position code (lib/attn/posenc), lesson
 * "Позиция не входит в формулу сама": the dot product PE_p·PE_{p+Δ}
 * depends on the shift only (Σ_i cos(ω_i Δ); d = 64: 32.00, 30.92, 22.41
 * for Δ = 0, 1, 8), and a shift acts linearly, PE_{p+Δ} = R_Δ PE_p.
 */
#ifndef AK_PETAB_H
#define AK_PETAB_H

#include <stddef.h>

/*
 * ak_pe_dot: PE_p · PE_{p+Δ} for width d (computed from the two vectors of
 * ak_pe_sin, dimensionless).  NaN if memory fails (2d doubles).
 */
double ak_pe_dot(size_t d, size_t p, size_t delta);

/*
 * ak_pe_rotation_error: max_c |(R_Δ PE_p)_c − PE_{p+Δ,c}| (0 up to
 * rounding).  For d odd the lone last coordinate is left out.  NaN if
 * memory fails (3d doubles).
 */
double ak_pe_rotation_error(size_t d, size_t p, size_t delta);

#endif
