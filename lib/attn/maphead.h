/*
 * maphead.h — the one attention head of attn-map and everything it computes
 * on one query sequence and one key/value sequence: positions, projections,
 * a value swap, RoPE, scaled scores, per-key boosts, a mask (as a set or an
 * additive constant), softmax in double or the float16 emulation, outputs;
 * and the permutation check (lesson: Q/K/V, "Масштабирование",
 * "Маски", "Позиции", "Карта — не объяснение"; Vaswani et al. 2017 eq. 1).
 *
 * Shape legend: nq queries, nk keys, d embedding size, dk query/key size,
 * dv value size; every matrix row-major.
 */
#ifndef AK_MAPHEAD_H
#define AK_MAPHEAD_H

#include <stddef.h>

#include "util.h"

enum ak_pe { AK_PE_NONE, AK_PE_SIN, AK_PE_ROPE };

typedef struct ak_maphead {
	size_t nq, nk, d, dk, dv;
	double *X, *Y;		/* nq×d, nk×d: embeddings (PE added in forward) */
	double *WQ, *WK, *WV;	/* d×dk, d×dk, d×dv */
	double *Q, *K, *V;	/* nq×dk, nk×dk, nk×dv */
	double *S, *A, *Z;	/* nq×nk scores, nq×nk weights, nq×dv outputs */
	unsigned char *M;	/* nq×nk, 1 = allowed (set by the caller) */
	double *kboost;		/* nk: added to every score of key j */
	long swapcol;		/* key whose value is replaced, or -1 */
	double *swapv;		/* d: the replacing embedding */
	int *half;		/* nq: mask.h AK_HALF_* flags of each row */
	size_t dead;		/* fully masked rows after forward */
	size_t live;		/* queries and keys from live on are
				   padding (--batch; SIZE_MAX: none): a padded
				   key gets weight 0 and a padded row none,
				   whatever the mask value */
	/* settings (set by the caller after ak_maphead_alloc) */
	enum ak_pe pe;		/* positions: none, sinusoidal (added to X, Y), RoPE */
	int scale;		/* divide scores by √dk (and always by tau) */
	double tau;		/* temperature > 0 */
	double mask_value;	/* -inf: mask as a set; finite: added (mask.h) */
	int f16;		/* float16 softmax emulation (mask.h) */
	char src[512];		/* input names for messages ("emb.tsv, wv.tsv") */
} ak_maphead;

/*
 * ak_maphead_alloc: zero h, set the sizes and allocate every array (kboost
 * zero, swapcol -1, M all 0: the caller fills the mask); settings default
 * to no PE, scale on, tau 1, mask value -inf, no f16.  Returns 0 or -1
 * (out of memory; ak_maphead_free is still safe).
 */
int ak_maphead_alloc(ak_maphead *h, size_t nq, size_t nk, size_t d,
    size_t dk, size_t dv, ak_err *e);

/*
 * ak_maphead_bytes: the bytes a head of these sizes takes at its peak:
 * the arrays of ak_maphead_alloc (X, Y: (nq + nk)·d; WQ, WK, WV:
 * d·(2dk + dv); Q, K, V; S and A: 2·nq·nk doubles; Z; the mask M: nq·nk
 * bytes; boosts, rows' flags) and ak_maphead_forward's copy of X and Y.
 * For a check against the memory before anything is allocated (attn-map
 * -M: --random-proj DK makes WQ, WK, WV d×DK each).  No errors; a size
 * past SIZE_MAX is a large double.
 */
double ak_maphead_bytes(size_t nq, size_t nk, size_t d, size_t dk,
    size_t dv);

/*
 * ak_maphead_check: refuse a map whose nq × nk arrays would not fit
 * before anything is allocated (a 30,000-token map took 88 s and 15 GB).
 * What it needs: one head's peak (ak_maphead_bytes with DK = random_dk,
 * or d when 0; wfiles: random_dk is the width of the projections' files,
 * --wq, --wk, --wv, and their message names them), or with heads H > 0 or lesson (attn-map --heads H, --heads
 * lesson) the heads' peak (heads.h ak_heads_bytes: their d × d weights
 * too), or one head's when first_one (--proj-scale auto maps one head
 * before the heads) and it is larger; plus per_cell bytes a cell of output
 * held until written (attn-map: 16 for a matrix, 40 for --long, 8 for a
 * Jacobian or permutation copy).  Measured with map-emb.tsv and 3000
 * tokens: 32 bytes a cell for the matrix, 76 for --long.  Against budget
 * (bytes, mem.h ak_mem_budget; 0: no check) less held (the embeddings
 * already read).  Returns 0, or -1 (AK_ERR_RESOURCE) with "WHERE: a map
 * of NQ × NK tokens needs about X MiB, more than the budget of B MiB
 * (-M[; the embeddings' E MiB counted]): fewer tokens (a shorter line, or
 * no --all-tokens), or a budget of F MiB (-M FM)" (X the need with held,
 * F the least whole MiB that holds it; every message ends so), or
 * "--random-proj DK: the projections of d = D need
 * about X MiB, ...: a smaller --random-proj" when the three d × DK
 * projections alone do not fit, or "WHERE: a map of NQ × NK tokens over
 * d = D needs about X MiB, P of them the three d × d projections, ...:
 * project to fewer dimensions with --random-proj DK (e.g. --random-proj
 * 64)" when without random_dk (or heads) the projections are more than
 * half of it; with random_dk, "... over d = D with --random-proj DK (or
 * with --wq, --wk, --wv) ..., P of them the three d × DK projections,
 * ...: a smaller --random-proj (narrower projections)".
 * The MiB figures have the decimals (0 to 6) that print the need and the
 * budget apart.  noise: the tokens of nq (and nk) that attn-map --noise
 * added; when they are half of nq or more the fewer-tokens message says
 * "..., N of them --noise's: a smaller --noise" instead.
 */
int ak_maphead_check(size_t nq, size_t nk, size_t d, size_t random_dk,
    int wfiles, size_t heads, int lesson, int first_one, double per_cell,
    size_t noise, size_t budget, size_t held, const char *where, ak_err *e);

/*
 * ak_maphead_forward: Q = X WQ, K = Y WK, V = Y WV (with the value of key
 * swapcol recomputed from swapv when swap), RoPE on Q, K, S = Q Kᵀ f + boost
 * with f = ak_attn_scale(dk, scale, tau), the mask, A = softmax rows
 * (a fully masked row: zero weights, counted in dead), Z = A V.  A value
 * that is not finite (huge embeddings or projections) is an error "SRC:
 * a query entry is not finite (inf): embeddings or projections too large".
 * X and Y are not changed.  Returns 0 or -1.
 */
int ak_maphead_forward(ak_maphead *h, int swap, ak_err *e);

/*
 * ak_maphead_finite: 0 if x[0..n) are finite, else -1 with the message of
 * ak_maphead_forward naming `what` ("the norm of an output").
 */
int ak_maphead_finite(const ak_maphead *h, const double *x, size_t n,
    const char *what, ak_err *e);

/*
 * ak_maphead_perm_check: permutation equivariance of the head after a
 * forward pass (nq = nk = n, self-attention): the input rows, the key
 * boosts and the swapped key move by p (row i of PX = row p[i] of X), the
 * head runs again, and *da, *dz get max |A(PX) − P A(X) Pᵀ| and
 * max |Z(PX) − P Z(X)| (ak_attn_perm_diff): 0 up to rounding without
 * positions, large with them.  h's A, Z and boosts are restored; its Q, K,
 * V and S hold the permuted pass.  Returns 0 or -1.
 */
int ak_maphead_perm_check(ak_maphead *h, const size_t *p, double *da,
    double *dz, ak_err *e);

/*
 * ak_maphead_swap_check: the lesson's value replacement ("Карта — не
 * объяснение": a value changes the output, never the weights).  After a
 * forward pass with the swap (swapcol >= 0), Zafter (nq×dv) gets its
 * outputs and h is run again without the swap; *same = 1 when the two
 * weight matrices are bit-identical, *maxdz = max |Zafter − Z|.  h then
 * holds the pass before the swap.  Returns 0 or -1.
 */
int ak_maphead_swap_check(ak_maphead *h, double *Zafter, int *same,
    double *maxdz, ak_err *e);

/* ak_maphead_free: release every array (a zeroed h is fine). */
void ak_maphead_free(ak_maphead *h);

#endif
