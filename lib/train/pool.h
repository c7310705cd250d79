/*
 * pool.h — attention pooling with a learned query, the one-head spam
 * classifier of the lesson ("Обучаемое взвешивание: одна голова на реальном
 * спаме"), forward and backward side by side.
 *
 *   s_j = uᵀe_{w_j}/√d,  a = softmax(s),  c = Σ_j a_j e_{w_j},
 *   z = vᵀc + b,  p̂ = σ(z),
 *   L = −[y ln σ(z) + (1−y) ln σ(−z)]          (stable log-sigmoid form)
 *
 * With u = 0 every a_j = 1/m and c is the plain mean of the embeddings
 * (the lesson's mean-pooling baseline).
 *
 * Shape legend: d = embedding dimension, m = tokens of one message,
 * V = rows of the embedding table.
 *   E:     V×d, row-major — the fixed embeddings e_w, one word a row
 *   ids:   m row numbers into E (the message's in-vocabulary tokens)
 *   theta: 2d+1 parameters in one array: u = theta[0..d),
 *          v = theta[d..2d), b = theta[2d]  (AK_POOL_U/V/B below)
 *   a:     m attention weights;  c: d, the pooled vector
 */
#ifndef AK_POOL_H
#define AK_POOL_H

#include <stddef.h>

#define AK_POOL_NPARAM(d)	(2 * (d) + 1)
#define AK_POOL_U(theta, d)	(theta)
#define AK_POOL_V(theta, d)	((theta) + (d))
#define AK_POOL_B(theta, d)	((theta)[2 * (d)])

/*
 * ak_pool_forward: a (m), c (d) and the returned logit z = vᵀc + b for one
 * message.  mask: m bytes, 0 = token removed before the softmax (the
 * interventions of "Карта — не объяснение"); NULL = all kept.  With no kept
 * token (m = 0 or all masked) a = 0, c = 0 and z = b (docs/DESIGN.md: a fully
 * masked row yields a zero output, never NaN).  Cost O(m d).
 */
double ak_pool_forward(double *a, double *c, const double *theta,
    const double *E, const size_t *ids, const unsigned char *mask,
    size_t m, size_t d);

/*
 * ak_pool_forward_naive: the same result by the textbook route (explicit
 * exp and sum, no max subtraction, separate loops); the test oracle for
 * moderate logits only.
 */
double ak_pool_forward_naive(double *a, double *c, const double *theta,
    const double *E, const size_t *ids, size_t m, size_t d);

/*
 * ak_pool_loss: L(z, y) = −[y ln σ(z) + (1−y) ln σ(−z)] in nats for y ∈
 * {0, 1}; finite for every finite z, even where σ(z) rounds to 0 or 1.
 */
double ak_pool_loss(double z, int y);

/*
 * ak_pool_backward: add ∂L/∂θ of one message to grad (2d+1), given the
 * forward's a, c and z:
 *   ∂L/∂z = σ(z) − y;  ∂L/∂v = (σ(z) − y) c;  ∂L/∂b = σ(z) − y;
 *   g_j = ∂L/∂a_j = (σ(z) − y) vᵀe_{w_j};
 *   ∂L/∂s_j = a_j (g_j − Σ_ℓ a_ℓ g_ℓ)   (ak_softmax_backward; lesson);
 *   ∂L/∂u = Σ_j ∂L/∂s_j e_{w_j} / √d.
 * fix_u: leave ∂L/∂u at zero (the mean-pooling model, u ≡ 0).
 * ds: scratch of m doubles.  Masked tokens have a_j = 0 and contribute 0.
 */
void ak_pool_backward(double *grad, double *ds, const double *a,
    const double *c, double z, int y, const double *theta, const double *E,
    const size_t *ids, size_t m, size_t d, int fix_u);

#endif
