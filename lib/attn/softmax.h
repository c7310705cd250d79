/*
 * softmax.h — the row softmax and its companions, the one implementation
 * every tool uses (lesson, "Три матрицы" and "Бюджет внимания";
 * docs/DESIGN.md "Numerics").
 *
 *   a_j = exp(s_j - max_l s_l) / sum_{l allowed} exp(s_l - max_l s_l)
 *
 * Masked entries (mask[j] == 0) get exactly 0.0.  A row with no allowed
 * entry gets all zeros (documented: never NaN).  Logits of ±1e30 or ±inf
 * are handled: +inf entries share the mass equally, -inf entries get 0;
 * the result is always finite.
 */
#ifndef AK_SOFTMAX_H
#define AK_SOFTMAX_H

#include <stddef.h>

/*
 * ak_softmax: a[0..n) = softmax(s[0..n)) over the allowed entries.
 * mask: n bytes, nonzero = allowed; NULL = all allowed.  a and s may alias.
 * NaN in s is not checked here (callers reject NaN input).
 * Returns the number of allowed entries (0 ⇒ a is all zeros).
 */
size_t ak_softmax(double *a, const double *s, const unsigned char *mask,
    size_t n);

/* ak_softmaxf: the float32 version of ak_softmax, same contract. */
size_t ak_softmaxf(float *a, const float *s, const unsigned char *mask,
    size_t n);

/*
 * ak_entropy: H(a) = -sum a_j ln a_j in nats, with 0 ln 0 = 0
 * (lesson, "Бюджет внимания": 0 <= H <= ln n).
 */
double ak_entropy(const double *a, size_t n);

/*
 * ak_softmax_jacobian: J (n×n, row-major) = diag(a) - a aᵀ, the Jacobian
 * ∂a/∂s of the softmax at output a (lesson, "Бюджет внимания").
 */
void ak_softmax_jacobian(double *J, const double *a, size_t n);

/*
 * ak_softmax_backward: ds_j = a_j (da_j - sum_l a_l da_l), the
 * vector-Jacobian product (lesson, "Обучаемое взвешивание":
 * ∂L/∂s_j = a_j (g_j - Σ a_l g_l)).  Masked entries have a_j = 0 and get 0.
 * ds and da may alias.
 */
void ak_softmax_backward(double *ds, const double *a, const double *da,
    size_t n);

/*
 * ak_log_sigmoid: ln σ(t) = -log1p(exp(-t)) computed stably for any finite
 * t (never -inf for finite t of moderate size, never NaN).
 */
double ak_log_sigmoid(double t);

/* ak_sigmoid: σ(t) = 1/(1+e^{-t}), stable for large |t|. */
double ak_sigmoid(double t);

#endif
