/*
 * posenc.h — position encodings (lesson, "Позиция не входит в формулу сама").
 *
 * Sinusoidal (Vaswani et al. 2017, §3.5):
 *   PE(p, 2i) = sin(p ω_i),  PE(p, 2i+1) = cos(p ω_i),  ω_i = 10000^(-2i/d).
 * RoPE (Su et al. 2021, eq. 34): each pair (x_{2i}, x_{2i+1}) of a query or
 * key at position p is rotated by the angle p ω_i.
 */
#ifndef AK_POSENC_H
#define AK_POSENC_H

#include <stddef.h>

/* ak_pe_omega: ω_i = 10000^(-2i/d), the angular frequency of pair i. */
double ak_pe_omega(size_t i, size_t d);

/*
 * ak_pe_sin: PE: n×d, row-major, row p = encoding of position p0 + p.
 * An odd d leaves the last column as sin of the last frequency.
 */
void ak_pe_sin(double *PE, size_t p0, size_t n, size_t d);

/*
 * ak_pe_sin_add: X (n×d, row-major) += PE, row p getting the encoding of
 * position p0 + p — the encoding "added to the embeddings" (lesson,
 * "Позиция не входит в формулу сама").  No allocation.
 */
void ak_pe_sin_add(double *X, size_t p0, size_t n, size_t d);

/*
 * ak_rope: rotate X (n×d, row-major, d even) in place, row p by angles
 * (p0 + p)·ω_i on each coordinate pair (2i, 2i+1).  With d odd the last
 * coordinate is left as it is.
 */
void ak_rope(double *X, size_t p0, size_t n, size_t d);

/*
 * ak_rope_backward: the adjoint of ak_rope (rotation by the opposite angle),
 * for gradients: dX_in = R_pᵀ dX_out.  Same shapes.
 */
void ak_rope_backward(double *dX, size_t p0, size_t n, size_t d);

#endif
