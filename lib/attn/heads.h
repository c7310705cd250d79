/*
 * heads.h — multi-head attention (lesson, "Несколько голов — несколько
 * вопросов"; Vaswani et al. 2017, §3.2.2):
 *
 *   head_h = softmax(Q_h K_hᵀ / √d_h) V_h,  Q_h = X W_Q^h, ... ,  d_h = d/H
 *   MHA(X) = Concat(head_1, ..., head_H) W_O
 *
 * Parameters: H·3·d·d_h + d² = 4d².  Shape legend: n tokens, d model
 * width, H heads, d_h = d/H.  Row-major doubles.
 */
#ifndef AK_HEADS_H
#define AK_HEADS_H

#include <stddef.h>
#include <stdint.h>

#include "rng.h"
#include "util.h"

typedef struct ak_mha {
	size_t d, h, dh;	/* width, heads, d/h */
	double *wq, *wk, *wv;	/* d×d: head k owns columns [k·dh, (k+1)·dh) */
	double *wo;		/* d×d: rows [k·dh, (k+1)·dh) read head k */
} ak_mha;

/*
 * ak_mha_init: zeroed parameters for width d and h heads.  Errors: h = 0,
 * d = 0, d not divisible by h, memory.  Returns 0 or -1.
 */
int ak_mha_init(ak_mha *m, size_t d, size_t h, ak_err *e);

/* ak_mha_random: every weight i.i.d. N(0, 1/d). */
void ak_mha_random(ak_mha *m, ak_rng *rng);

/* ak_mha_params: the parameter count H·3·d·d_h + d² (= 4d²). */
size_t ak_mha_params(const ak_mha *m);

/*
 * ak_mha_forward: A (H×n×n, head-major) the weights of every head, O (n×d)
 * = Concat(heads) W_O, for input X (n×d) and mask (n×n bytes or NULL).
 * tau: temperature (1 = none).  Returns 0, or -1: memory, or a query,
 * key, value, score or output entry that is not finite ("a score of head
 * 2 is not finite (inf): embeddings or projections too large").
 */
int ak_mha_forward(const ak_mha *m, double *A, double *O, const double *X,
    const unsigned char *mask, double tau, size_t n, ak_err *e);

/*
 * ak_mha_permute: dst = src with heads reordered: dst head k = src head
 * perm[k] — the column blocks of W_Q, W_K, W_V and the row block of W_O
 * move together, so MHA is unchanged (lesson: "если переставить головы и
 * согласованно переставить блоки W_O, функция MHA не изменится").  dst
 * must be initialised with the same d and h.
 */
void ak_mha_permute(ak_mha *dst, const ak_mha *src, const size_t *perm);

/* ak_mha_free: release; m is zeroed. */
void ak_mha_free(ak_mha *m);

/*
 * The lesson's two hand-built heads on n tokens.
 * ak_head_prev_scores: S (n×n) with S_ij = −slope·|j − (i−1)| ("look at
 * the previous token"; the lesson uses slope 3).
 * ak_head_prev_mean: mean of A_{i,i−1} over rows i = 1..n−1 (0-based),
 * the lesson's 0.911 for n = 9, slope 3.  n ≥ 2.
 * ak_head_content_scores: S (n×n) = E Eᵀ (E: n×d embeddings), and the
 * mask M (n×n) with the diagonal excluded.
 */
void ak_head_prev_scores(double *S, double slope, size_t n);
double ak_head_prev_mean(const double *A, size_t n);
void ak_head_content_scores(double *S, unsigned char *M, const double *E,
    size_t n, size_t d);

/*
 * Summaries of maps, for attn-map --heads (A: H×n×n, head-major).
 * ak_heads_mean: Am (n×n) = (1/H) Σ_h A_h, the map of the heads together.
 * ak_head_strongest: the largest off-diagonal weight of one map A (n×n),
 * its row in *bi and column in *bj (the first in row order on ties);
 * -1 when n < 2.
 * ak_head_mean_entropy: (1/n) Σ_i H(A_i), rows' entropies in nats.
 */
void ak_heads_mean(double *Am, const double *A, size_t H, size_t n);
double ak_head_strongest(const double *A, size_t n, size_t *bi, size_t *bj);
double ak_head_mean_entropy(const double *A, size_t n);

/*
 * The experiment of attn-map --heads, as one call (lesson, "Несколько
 * голов"): either the lesson's two hand-built heads on X —
 *   A: scores −3|j − (i−1)| / tau ("look at the previous token"),
 *   B: content scores (c e_i)·(c e_j) · ak_attn_scale(d, scale, tau), the
 *      diagonal masked ("look at a similar other token") —
 * or H random heads of width d (ak_mha_random from seed), run again with
 * the heads permuted together with the blocks of W_O (ak_rng_perm from
 * seed): the outputs must agree (permdiff 0 up to rounding).
 *
 * X: n×d input (positions already added).  causal: every head sees keys
 * j ≤ i only.
 */
typedef struct ak_heads_cfg {
	int lesson;		/* 1: heads A and B (H = 2); 0: H random heads */
	size_t H;		/* random heads, d divisible by H */
	uint64_t seed;		/* random weights and the permutation */
	int causal;
	double tau;		/* temperature > 0 */
	double c;		/* head B: the projection scale c (lesson W = cI) */
	int scale;		/* head B: divide by √d */
	const char *src;	/* the input's name for messages, or NULL */
} ak_heads_cfg;

typedef struct ak_heads_res {
	size_t n, d, H, dh;	/* tokens, width, heads, d/H (lesson: d) */
	double *A;		/* (H+1)×n×n: head k's map, A + H·n·n the mean */
	double *O;		/* 2×n×d: MHA(X), then MHA of the permuted heads
				 * (random heads; zero for the lesson's) */
	unsigned char *M;	/* n×n: the rows' mask (all, or causal) */
	unsigned char *MB;	/* n×n: head B's mask (M without the diagonal) */
	size_t *perm;		/* H: head k of the permuted MHA = head perm[k] */
	double permdiff;	/* max |O − O_perm| */
	size_t params;		/* ak_mha_params (random heads) */
	double prev_mean;	/* lesson: ak_head_prev_mean of head A */
	double strongest;	/* lesson: head B's largest off-diagonal weight */
	size_t bi, bj;		/* its row and column */
	double *entropy;	/* H: ak_head_mean_entropy of each head */
} ak_heads_res;

/*
 * ak_heads_run: fill r (allocated here; ak_heads_res_free releases it).
 * Errors: lesson with n < 2, d not divisible by H, memory, and the
 * finite-value checks of one head (maphead.h ak_maphead_forward): a query,
 * key, value or output entry, or a score of any head, that is not finite
 * is "SRC: a score of head 2 is not finite (inf): embeddings or
 * projections too large" (SRC: c->src, when not NULL).  Returns 0 or -1.
 */
int ak_heads_run(ak_heads_res *r, const double *X, size_t n, size_t d,
    const ak_heads_cfg *c, ak_err *e);

/*
 * ak_heads_bytes: the bytes ak_heads_run takes at its peak for n tokens of
 * width d and H heads (lesson: heads A and B, H = 2), with the caller's
 * copy of the input X (n×d): r's arrays ((H + 1) n² + 2nd + n² doubles of
 * A, O and S, two n² masks) and, for random heads, two models of 4d²
 * doubles each (W_Q, W_K, W_V, W_O, and the permuted copy), a forward
 * pass's workspace (4n(d + d/H) + n² doubles) and the permuted heads' maps
 * (H n²).  For a check against the memory before anything is allocated
 * (maphead.h ak_maphead_check).  No errors; a large double past SIZE_MAX.
 */
double ak_heads_bytes(size_t n, size_t d, size_t H, int lesson);
void ak_heads_res_free(ak_heads_res *r);

#endif
