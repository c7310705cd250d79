/*
 * attention.h — one attention head, forward (lesson, "Три матрицы: запрос,
 * ключ, значение"; Vaswani et al. 2017, eq. 1):
 *
 *   Q = X W_Q,  K = Y W_K,  V = Y W_V            (Y = X for self-attention)
 *   s_ij = f · q_i·k_j,  f = 1/(τ √d_k) (or 1/τ without scaling)
 *   a_i  = softmax over the allowed keys of s_i  (lib/attn/softmax)
 *   z_i  = Σ_j a_ij v_j
 *
 * Shape legend: nq queries, nk keys (= values), d model width of X and Y,
 * dk query/key width, dv value width.  All matrices are row-major doubles.
 * A fully masked query row gets zero weights and a zero output (docs/DESIGN.md
 * "Numerics"), never NaN.
 */
#ifndef AK_ATTENTION_H
#define AK_ATTENTION_H

#include <stddef.h>

#include "rng.h"
#include "util.h"

/*
 * ak_matmul: Y (n×k) = X (n×d) · W (d×k), through CBLAS dgemm.
 * ak_matmul_naive: the same by three loops (the test oracle).
 */
void ak_matmul(double *Y, const double *X, const double *W, size_t n,
    size_t d, size_t k);
void ak_matmul_naive(double *Y, const double *X, const double *W, size_t n,
    size_t d, size_t k);

/*
 * ak_attn_scores: S (nq×nk) = f · Q (nq×dk) · Kᵀ (dk×nk).
 * ak_attn_scores_naive: the same by loops (test oracle).
 */
void ak_attn_scores(double *S, const double *Q, const double *K, double f,
    size_t nq, size_t nk, size_t dk);
void ak_attn_scores_naive(double *S, const double *Q, const double *K,
    double f, size_t nq, size_t nk, size_t dk);

/*
 * ak_attn_weights: A (nq×nk) = row softmax of S over the allowed entries;
 * mask: nq×nk bytes (nonzero = allowed) or NULL.  A and S may alias.
 * Returns the number of fully masked rows (their weights are all 0).
 */
size_t ak_attn_weights(double *A, const double *S, const unsigned char *mask,
    size_t nq, size_t nk);

/* ak_attn_mix: Z (nq×dv) = A (nq×nk) · V (nk×dv). */
void ak_attn_mix(double *Z, const double *A, const double *V, size_t nq,
    size_t nk, size_t dv);

/*
 * ak_attn_forward: S, A, Z of one head from Q, K, V (the three steps
 * above).  S may be NULL (then A holds the scores temporarily).  Returns
 * the number of fully masked rows.
 */
size_t ak_attn_forward(double *S, double *A, double *Z, const double *Q,
    const double *K, const double *V, const unsigned char *mask, double f,
    size_t nq, size_t nk, size_t dk, size_t dv);

/*
 * ak_attn_backward: the gradients of ak_attn_forward, given A (its weights)
 * and dZ = ∂L/∂Z (nq×dv):
 *   dV = Aᵀ dZ,  dA = dZ Vᵀ,  dS_i = a_i ⊙ (dA_i − a_i·dA_i)
 * (lib/attn/softmax),
 *   dQ = f dS K,  dK = f dSᵀ Q.
 * Masked entries (a_ij = 0) pass no gradient.  Outputs dQ (nq×dk),
 * dK (nk×dk), dV (nk×dv); work: nq×nk doubles.  Loops, no BLAS.
 */
void ak_attn_backward(double *dQ, double *dK, double *dV, double *work,
    const double *dZ, const double *Q, const double *K, const double *V,
    const double *A, double f, size_t nq, size_t nk, size_t dk, size_t dv);

/*
 * ak_attn_scale: the score factor f = 1/(τ √dk) when scale is set, else
 * 1/τ (lesson, "Почему делим на корень размерности").  τ > 0, dk > 0.
 */
double ak_attn_scale(size_t dk, int scale, double tau);

/*
 * ak_row_norm_max: max over rows of the Euclidean norm of X (n×d) rows;
 * the index of the largest row goes to *arg (may be NULL).
 */
double ak_row_norm_max(const double *X, size_t n, size_t d, size_t *arg);

/*
 * ak_attn_hull_check: the convex-hull bound of one head (lesson:
 * z_i ∈ conv{v_j}, ‖z_i‖ ≤ max_j ‖v_j‖).  Returns the largest excess
 * max_i (‖z_i‖ − max_j ‖v_j‖) (≤ 0 up to rounding when the bound holds)
 * and puts max_i ‖z_i‖ and max_j ‖v_j‖ into *zmax and *vmax.
 */
double ak_attn_hull_check(const double *Z, const double *V, size_t nq,
    size_t nk, size_t dv, double *zmax, double *vmax);

/*
 * ak_identity_proj: W (d×k) = c·I (the first min(d,k) diagonal entries c).
 * ak_random_proj: W (d×k) with i.i.d. N(0, 1/d) entries from rng (so that
 * X W keeps the scale of X).
 */
void ak_identity_proj(double *W, double c, size_t d, size_t k);
void ak_random_proj(double *W, ak_rng *rng, size_t d, size_t k);

/*
 * ak_permute_rows: Y (n×d) row i = X row perm[i] (Y = P X).  Y ≠ X.
 */
void ak_permute_rows(double *Y, const double *X, const size_t *perm,
    size_t n, size_t d);

/*
 * ak_attn_perm_diff: how far one head is from permutation equivariance
 * (lesson: Attn(PX) = P Attn(X) without positions), given the weights A
 * (n×n) and outputs Z (n×dv) for X and Ap, Zp for the permuted input PX
 * (row i of PX = row perm[i] of X):
 *   *da = max_ij |Ap_ij − A_{perm[i] perm[j]}|,
 *   *dz = max_i,c |Zp_ic − Z_{perm[i] c}|   (0 up to rounding).
 */
void ak_attn_perm_diff(double *da, double *dz, const double *Ap,
    const double *Zp, const double *A, const double *Z, const size_t *perm,
    size_t n, size_t dv);

/*
 * ak_dilution: weight of one target key of score st among m identical
 * competitors of score sc, a = e^st / (e^st + m e^sc), computed through
 * lib/attn/softmax on the n = m+1 scores (lesson, "Бюджет внимания": 4 vs 1
 * gives 0.953, 0.646, 0.329 for m = 1, 11, 41).  *competitor gets the weight
 * of one competitor and *entropy the row entropy (either may be NULL).
 * Returns the target weight, or -1 if memory fails.
 */
double ak_dilution(double st, double sc, size_t m, double *competitor,
    double *entropy);

/*
 * Random-score scaling experiment (lesson, "Почему делим на корень
 * размерности"): `trials` queries, each against `keys` keys, with i.i.d.
 * N(0,1) components of width dk.  Per dk it measures the sample variance of
 * q·k over all trials×keys dot products, and the mean maximum weight and
 * mean row entropy of softmax(q·k) (unscaled) and softmax(q·k/√dk).
 */
typedef struct ak_scaling_row {
	size_t dk;
	double var;		/* sample variance of q·k; NaN for
				   trials × keys < 2 (undefined) */
	double max_raw, ent_raw;	/* without 1/√dk */
	double max_scaled, ent_scaled;	/* with 1/√dk */
} ak_scaling_row;

/* ak_scaling_run: fill *row for one dk.  Returns 0, -1 (memory) with e. */
int ak_scaling_run(ak_scaling_row *row, ak_rng *rng, size_t dk, size_t keys,
    size_t trials, ak_err *e);

/*
 * ak_scaling_check_work: the experiment's cost, trials × keys × the sum of
 * dk[0..ndk) (ndk 0: the default 4, 8, ..., 512), bounded by
 * AK_SCALING_MAX_WORK, about a minute (each size alone is bounded, the
 * product was not).  Returns 0, or -1 (AK_ERR_USAGE): "--scaling: trials
 * × keys × sum of d_k = W is beyond 1e+10; lower --trials, --keys or
 * --dk".
 */
#define AK_SCALING_MAX_WORK 1e10
int ak_scaling_check_work(size_t trials, size_t keys, const long *dk,
    size_t ndk, ak_err *e);

#endif
