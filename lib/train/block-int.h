/*
 * block-int.h — the kernels of lib/train/block (block-kern.c): forward and
 * backward of LayerNorm, GELU, a linear layer and one head's attention over
 * one message, each with the shapes of its arguments.  After llm.c's
 * train_gpt2.c (layernorm_*, gelu_*, attention_*), in double, with the
 * products through CBLAS.  Backward functions add (+=) into their
 * gradients.
 */
#ifndef AK_BLOCK_INT_H
#define AK_BLOCK_INT_H

#include <stddef.h>

#define AK_LN_EPS 1e-5

/* y (N×d) = LN(x): g ⊙ (x − μ)·ρ + b per row, μ the row's mean, ρ =
   1/√(biased var + eps); mu, rs (N) get μ and ρ.  y may not alias x. */
void ak_ln_forward(double *y, double *mu, double *rs, const double *x,
    const double *g, const double *b, size_t N, size_t d);

/* dx (N×d) += ∂/∂x, dg, db (d) += ∂/∂g, ∂/∂b of Σ dy ⊙ LN(x):
   x̂ = (x − μ)ρ, dx̂ = g ⊙ dy, dx = ρ (dx̂ − mean dx̂ − x̂ mean(dx̂ ⊙ x̂)). */
void ak_ln_backward(double *dx, double *dg, double *db, const double *dy,
    const double *x, const double *mu, const double *rs, const double *g,
    size_t N, size_t d);

/* y = GELU(u) = u Φ(u) = u (1 + erf(u/√2))/2 elementwise, n values;
   cdf (NULL: not kept) gets Φ(u) for the backward pass (erf is the
   costliest call of a training step). */
void ak_gelu_forward(double *y, double *cdf, const double *u, size_t n);

/* dy ← dy ⊙ GELU'(u) in place (the gradient of u), GELU'(u) = Φ(u) +
   u φ(u), with Φ(u) = cdf from the forward pass; n values. */
void ak_gelu_backward(double *dy, const double *u, const double *cdf,
    size_t n);

/* Y (N×m) = X (N×k) W (k×m) + b (m; NULL none), row-major (dgemm). */
void ak_linear_forward(double *Y, const double *X, const double *W,
    const double *b, size_t N, size_t k, size_t m);

/* dX (N×k) += dY Wᵀ (dX NULL: skipped), dW (k×m) += Xᵀ dY, db (m) +=
   column sums of dY. */
void ak_linear_backward(double *dX, double *dW, double *db,
    const double *dY, const double *X, const double *W, size_t N, size_t k,
    size_t m);

/*
 * One head over one message of T tokens: Q, K, V are T×d_h with row
 * stride ld (views into the N×3d qkv rows), Y T×d_h with stride ldy.
 * P (T×T) = softmax(Q Kᵀ/√d_h) by rows, key j left out where keep[j] is 0
 * (keep NULL: all kept; a row with no key kept gets weights 0), Y = P V.
 */
void ak_head_forward(double *Y, size_t ldy, double *P, const double *Q,
    const double *K, const double *V, size_t ld, size_t T, size_t dh,
    const unsigned char *keep);

/*
 * Its backward: given dY (stride ldy), dQ, dK, dV (stride ld) += the
 * gradients: dP = dY Vᵀ, dV += Pᵀ dY, dS = P ⊙ (dP − rowsum(P ⊙ dP)),
 * dQ += dS K/√d_h, dK += dSᵀ Q/√d_h.  dS: scratch T×T.
 */
void ak_head_backward(double *dQ, double *dK, double *dV, size_t ld,
    double *dS, const double *dY, size_t ldy, const double *P,
    const double *Q, const double *K, const double *V, size_t T, size_t dh);

#endif
