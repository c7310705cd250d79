/*
 * block.h — a transformer encoder classifier over the user's vectors: the
 * lesson's last step ("Адресация не равна пониманию": the mechanism "embedded
 * in a block with residual and normalization"), trained by attn-train
 * --model block, forward and backward written here (the kernels in
 * block-kern.c, after llm.c's train_gpt2.c: layernorm, attention and GELU
 * forward and backward; products through CBLAS).
 *
 * Shape legend: d = model width (the embeddings' dimension), H heads of
 * d_h = d/H, F = MLP hidden units (0: no MLP), Lc = layers (1..4), V =
 * embedding rows, N = tokens of a batch (its messages' tokens stacked), B =
 * messages of a batch, T = tokens of one message.
 *
 * One message, tokens t = 0..T-1, x_t = E[id_t] (+ PE(t) for pe sin):
 *   per layer, norm pre:  h = r·x + Attn(LN1(x)),   x' = h + MLP(LN2(h))
 *              norm post: h = LN1(r·x + Attn(x)),   x' = LN2(h + MLP(h))
 *              norm none: h = r·x + Attn(x),        x' = h + MLP(h)
 *     r = 1 (--residual on) or 0 (off: no path around attention; the MLP's
 *     residual add stays, it does not bypass attention);  with F = 0 the
 *     MLP and LN2 are absent: x' = h.
 *   LN(x) = g ⊙ (x − mean x)/√(var x + 1e-5) + b  (Ba et al. 2016; var
 *     biased, eps as PyTorch's nn.LayerNorm)
 *   Attn(x) = concat_h softmax(Q_h K_hᵀ/√d_h) V_h · Wo + bo,
 *     [Q K V] = x Wqkv + bqkv (Vaswani et al. 2017 §3.2; pe rope: q and k
 *     of each head rotated by their position, Su et al. 2021 eq. 34)
 *   MLP(x) = GELU(x W1 + b1) W2 + b2,  GELU(u) = u Φ(u) (exact erf form,
 *     Hendrycks & Gimpel 2016; PyTorch's F.gelu default)
 *   after the last layer, norm pre only: x ← LNf(x)  (GPT-2's ln_f)
 *   pooling: s_t = uᵀx_t/√d, a = softmax(s), c = Σ_t a_t x_t  (the lesson's
 *     attention pooling, lib/train/pool; pool mean: a_t = 1/T);
 *   z = vᵀc + b,  L = −[y ln σ(z) + (1−y) ln σ(−z)]  (ak_pool_loss);
 *   or, with nout = K ≥ 2 classes: z = Vᵀc + b (V: d×K, b: K), the
 *   caller's softmax over z (the addressing task's values, addrblock.h).
 * This is nn.TransformerEncoderLayer(d, H, F, dropout=0, activation="gelu",
 * norm_first = (norm == pre), batch_first=True) per layer for residual on
 * and norm pre or post (tests/e2e/attn-train/block-torch.sh checks it).
 */
#ifndef AK_BLOCK_H
#define AK_BLOCK_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "util.h"

#define AK_BLOCK_MAXL 4
#define AK_BLOCK_MAXH 64

enum { AK_NORM_PRE, AK_NORM_POST, AK_NORM_NONE };
enum { AK_BPE_NONE, AK_BPE_SIN, AK_BPE_ROPE };
enum { AK_BPOOL_ATTN, AK_BPOOL_MEAN };

typedef struct ak_block_cfg {
	size_t d, heads, layers, mlp;	/* d, H, Lc, F */
	int norm;			/* AK_NORM_* */
	int residual;			/* 1 on, 0 off */
	int pe;				/* AK_BPE_* */
	int pool;			/* AK_BPOOL_* */
	size_t nout;			/* 0: one logit (spam); K >= 2: K
					   logits (v d×K, b K) */
} ak_block_cfg;

/* ak_block_cfg_check: H divides d, 1 <= Lc <= 4, 1 <= H <= 64, F <= 16384,
   d even for rope (d_h even), nout 0 or 2..1000.  Returns 0 or -1 (a usage error). */
int ak_block_cfg_check(const ak_block_cfg *c, ak_err *e);

/* One layer's parameters: views into the flat array (row-major; a
   product is x W with x a row). */
typedef struct ak_block_layer {
	double *ln1g, *ln1b;	/* d, d */
	double *Wqkv, *bqkv;	/* d×3d (columns: q | k | v, head h at
				   h·d_h within each), 3d */
	double *Wo, *bo;	/* d×d, d */
	double *ln2g, *ln2b;	/* d, d   (F > 0) */
	double *W1, *b1;	/* d×F, F (F > 0) */
	double *W2, *b2;	/* F×d, d (F > 0) */
} ak_block_layer;

typedef struct ak_block_par {
	ak_block_layer l[AK_BLOCK_MAXL];
	double *lnfg, *lnfb;	/* d, d (norm pre), else NULL */
	double *u, *v, *b;	/* pooling query d, output d×K, bias K
				   (K = nout, 1 when nout = 0) */
} ak_block_par;

/* ak_block_nparams: the flat array's length for c (layers in order, each
   in the order of ak_block_layer, then lnf, u, v, b): the output's v and b
   are d + 1 values for nout 0, d·K + K for nout K. */
size_t ak_block_nparams(const ak_block_cfg *c);

/* ak_block_views: p's fields pointed into base (ak_block_nparams). */
void ak_block_views(ak_block_par *p, double *base, const ak_block_cfg *c);

/*
 * ak_block_init: theta (ak_block_nparams) to the starting point of
 * training, from seed: LayerNorm gains 1 and biases 0; Wqkv, W1 normal with
 * sd 1/√d; Wo, W2 normal with sd 1/√(fan in · 2Lc) (GPT-2's scaling of the
 * projections into the residual path); u, v, b, the other biases 0 (the
 * pooling head's start).  No errors.
 */
void ak_block_init(double *theta, const ak_block_cfg *c, uint64_t seed);

/*
 * The interventions of a forward pass (NULL: none).  For each (layer,
 * head): ablate[l][h] 0 kept, 1 zeroed (the head's output rows are 0), 2
 * mean-ablated (each row replaced by mean[l] + h·d_h, d_h values);
 * attn_off[l]: the attention's output (after Wo, bo) removed, the residual
 * kept.  Token masking and patching act on one message (the batch's first):
 * at (tok_layer, tok_head) the key tok_pos is removed before the softmax
 * (tok_pos = SIZE_MAX: none), and the value row patch_pos replaced by
 * patch (d_h values; patch_pos = SIZE_MAX: none).
 */
typedef struct ak_block_iv {
	unsigned char ablate[AK_BLOCK_MAXL][AK_BLOCK_MAXH];
	const double *mean[AK_BLOCK_MAXL];	/* d each, for ablate 2 */
	unsigned char attn_off[AK_BLOCK_MAXL];
	size_t tok_layer, tok_head, tok_pos, patch_pos;
	const double *patch;
} ak_block_iv;

/* ak_block_iv_none: an intervention that changes nothing. */
void ak_block_iv_none(ak_block_iv *iv);

/*
 * The activations of one batch, kept for the backward pass.  ak_block_ws_init
 * sizes them for batches of at most maxtok tokens and maxsq = Σ_i T_i² over
 * a batch's messages, maxmsg messages.  Returns 0 or -1 (memory).
 */
typedef struct ak_block_ws {
	ak_block_cfg c;
	size_t maxtok, maxsq, maxmsg;
	double *arena;		/* one allocation for everything below */
	double *x[AK_BLOCK_MAXL + 1];	/* N×d: layer inputs; x[Lc] the last
					   layer's output */
	double *ain[AK_BLOCK_MAXL];	/* N×d: attention input (LN1 out) */
	double *mu1[AK_BLOCK_MAXL], *rs1[AK_BLOCK_MAXL];	/* N */
	double *qkv[AK_BLOCK_MAXL];	/* N×3d (q, k rotated for rope) */
	double *att[AK_BLOCK_MAXL];	/* H·Σ T_i²: weights, message i's
					   head h at H·sq_i + h·T_i² */
	double *y[AK_BLOCK_MAXL];	/* N×d: heads concatenated */
	double *r1[AK_BLOCK_MAXL];	/* N×d: r·x + attention (LN1's
					   input for post) */
	double *h[AK_BLOCK_MAXL];	/* N×d: the MLP's residual input */
	double *min[AK_BLOCK_MAXL];	/* N×d: MLP input (LN2 out for pre) */
	double *mu2[AK_BLOCK_MAXL], *rs2[AK_BLOCK_MAXL];	/* N */
	double *fpre[AK_BLOCK_MAXL], *fact[AK_BLOCK_MAXL];	/* N×F */
	double *fcdf[AK_BLOCK_MAXL];	/* N×F: Φ(fpre), for GELU' */
	double *r2[AK_BLOCK_MAXL];	/* N×d: h + MLP (LN2's input for
					   post) */
	double *xf, *muf, *rsf;	/* N×d, N, N: after LNf (pre) */
	double *pa;		/* N: pooling weights */
	double *pc;		/* B×d: pooled vectors */
	double *z;		/* B×K: logits (K = nout, 1 for 0) */
	double *g1, *g2, *g3, *g4;	/* N×max(3d, F) each: gradients */
	double *gs;		/* max T²: a head's score gradient */
	size_t *sq;		/* B+1: offsets of the messages' T² blocks */
	unsigned char *keep;	/* maxtok: the keys kept (token masking) */
} ak_block_ws;

int ak_block_ws_init(ak_block_ws *w, const ak_block_cfg *c, size_t maxtok,
    size_t maxsq, size_t maxmsg, ak_err *e);

/*
 * ak_block_ws_bytes: the bytes ak_block_ws_init(c, maxtok, maxsq, maxmsg)
 * allocates (its arena of doubles, the messages' offsets, the keep
 * flags), as a double (no wrap at any setting), before any is taken.
 * No errors.
 */
double ak_block_ws_bytes(const ak_block_cfg *c, size_t maxtok, size_t maxsq,
    size_t maxmsg);
void ak_block_ws_free(ak_block_ws *w);

/*
 * ak_block_bound: upper bounds on the forward pass of ak_block_forward
 * under theta (ak_block_nparams) for token rows whose entries are at most
 * emax in absolute value (sinusoidal positions add 1), from each array's
 * largest |entry|, term by term (a LayerNorm's output at most √d·|g| + |b|,
 * a product of n terms at most n·|w|·|x| + |b|, RoPE at most doubling a
 * component, a softmax's mixture at most its largest row, |GELU(u)| <=
 * |u|; interventions replace rows by rows within the same bounds): *act
 * the largest |value| of any activation (layer inputs, q, k, v, heads'
 * and MLP outputs, the pooled vector), *out the largest |score| (the
 * heads' and the pooling's) or |logit|.  NaN when a bound is undefined
 * (inf·0).  No errors.
 */
void ak_block_bound(const ak_block_cfg *c, const double *theta, double emax,
    double *act, double *out);

/* The bounds a model is read under (ak_block_bound): activations up to
   1e150 (their squares, a LayerNorm's variance and the dot products, stay
   finite), scores and logits up to 1e300. */
#define AK_BLOCK_MAX_ACT 1e150
#define AK_BLOCK_MAX_OUT 1e300

/* ak_block_amax: the largest |w[i]| of w[0..n) (0 for n = 0; NaN is
   skipped, as fmax does), the weights' and inputs' magnitude the bounds
   above take.  No errors. */
double ak_block_amax(const double *w, size_t n);

/*
 * ak_block_bound_check: 0 when ak_block_bound(c, theta, emax) is within
 * AK_BLOCK_MAX_ACT and AK_BLOCK_MAX_OUT, else -1 with "WHERE: weights too
 * large (the largest |weight| BIG, the inputs' largest |value| EMAX): the
 * block's activations (or scores or logits) could overflow (their bound X
 * is above LIMIT) ..." (where: the largest weight's FILE:LINE).
 */
int ak_block_bound_check(const ak_block_cfg *c, const double *theta,
    double emax, const char *where, double big, ak_err *e);

/*
 * ak_block_forward: the logits w->z[0..B·K) of B messages whose token rows
 * are ids[off[i] .. off[i+1]) (off[0] = 0, N = off[B] <= w->maxtok, Σ T_i²
 * <= w->maxsq), E: V×d.  A message with no token has z = b.  iv: NULL or
 * the interventions.  Cost O(Lc N d (3d + d + 2F) + Lc H Σ T_i² d_h).
 */
void ak_block_forward(ak_block_ws *w, const double *theta, const double *E,
    const size_t *ids, const size_t *off, size_t B, const ak_block_iv *iv);

/*
 * ak_block_forward_flops: the floating-point operations of the products of
 * one forward pass over N tokens whose messages' squares sum to sq: per
 * layer 2N·d·3d (Wqkv) + 2N·d² (Wo) + 4·sq·d (Q Kᵀ and P V over the heads)
 * + 4N·d·F (the MLP); the LayerNorms, softmaxes and pooling (O(N d)) are
 * left out.  An FMA counts 2.
 */
double ak_block_forward_flops(const ak_block_cfg *c, size_t N, size_t sq);

/*
 * ak_block_backward: after ak_block_forward (no interventions) on the same
 * batch, add to grad (ak_block_nparams) the gradient of dzs-weighted logits
 * Σ_i dz[i]·z_i (dz[i] = (σ(z_i) − y_i)/B for the batch's mean log-loss;
 * with nout = K, dz is B×K and the sum runs over every logit: dz[i·K + k] =
 * (p_ik − [k = y_i])/B for the softmax cross-entropy), and to gE (V×d)
 * that of the embeddings when gE is not NULL.
 */
void ak_block_backward(ak_block_ws *w, const double *theta, const double *E,
    const size_t *ids, const size_t *off, size_t B, const double *dz,
    double *grad, double *gE);

#endif
