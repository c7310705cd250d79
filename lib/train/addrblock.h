/*
 * addrblock.h — the transformer block (block.h) on the addressing task
 * (addr.h): `attn-train addr train --model block`, where the right answer
 * is known, so that what a head or the residual path carries can be
 * checked against it.
 *
 * Shape legend: K keys, V values, d model width, n pairs, T = n + 1 tokens.
 *
 * One instance: token j < n is pair j, its input x_j = Ek[key_j] +
 * Ev[val_j] (the sum of a key and a value embedding, as BERT sums a token's
 * and its segment's); token n is the query, x_n = Eq[query].  Positions
 * (--pe sin, rope) count the tokens from 0, so the query is at n, as in
 * the head (addrnet.h).  Then the block's layers, its pooling over the T
 * tokens (the lesson's attention pooling or the mean) and V logits z =
 * Vᵀc + b (block.h, nout = V); p = softmax(z), L = −ln p[answer].
 * Embeddings and block are trained together by Adam (lib/train/optim)
 * on the batch's mean L; gradients by ak_block_backward (checked against
 * finite differences in tests/unit/test_block.c).
 */
#ifndef AK_ADDRBLOCK_H
#define AK_ADDRBLOCK_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "addr.h"
#include "addrnet.h"
#include "block.h"
#include "util.h"

typedef struct ak_addrblk {
	ak_block_cfg c;		/* c.d the width, c.nout = nvals */
	size_t nkeys, nvals;	/* K, V */
	size_t np;		/* ak_block_nparams(&c) */
	size_t ntheta;		/* np + (2K + V)·d */
	double *theta;		/* ntheta: the block's, then E */
	double *E;		/* (2K+V)×d inside theta: rows 0..K-1 Ek,
				   K..2K-1 Eq, 2K.. Ev */
	int has_data;		/* trained on an instance file: */
	uint64_t data;		/* its fingerprint (addrnet.h ak_pij) */
} ak_addrblk;

/*
 * ak_addrblk_init: c checked (ak_block_cfg_check; c->nout is set to V
 * here), K in 2..702, V in 2..1000; the block's parameters from
 * ak_block_init(seed), E normal N(0, 1) from seed + 1.  Returns 0 or -1
 * (a bad setting: a usage error; memory).
 */
int ak_addrblk_init(ak_addrblk *m, const ak_block_cfg *c, size_t K,
    size_t V, uint64_t seed, ak_err *e);

/*
 * ak_addrblk_shape: ak_addrblk_init's checks and m's shape (c, K, V, np,
 * ntheta), nothing allocated (theta NULL): what ak_addrblk_bytes sizes
 * before the model is taken.  Returns 0 or -1 (a bad setting).
 */
int ak_addrblk_shape(ak_addrblk *m, const ak_block_cfg *c, size_t K,
    size_t V, ak_err *e);

/*
 * ak_addrblk_bytes: the bytes m (its shape set) takes with a work space of
 * batches of maxb instances of at most maxn pairs (ak_addrblk_ws_init):
 * the parameters θ (8·ntheta), the space (ak_block_ws_bytes for N =
 * maxb·(maxn + 1) tokens and maxb·(maxn + 1)² weights, the tokens' inputs
 * and their gradient 2·8·N·d, the probabilities 8·maxb·V, the gradient
 * 8·ntheta), and with train Adam's two moments (2·8·ntheta) and the
 * batch's instances, as ak_addrblk_train allocates them; a double (no
 * wrap).  ak_addrblk_eval's is maxb 64 and maxn the set's longest.  No
 * errors.
 */
double ak_addrblk_bytes(const ak_addrblk *m, size_t maxb, size_t maxn,
    int train);
void ak_addrblk_free(ak_addrblk *m);

/*
 * A batch's work space: at most maxb instances of at most maxn pairs
 * (<= AK_ADDR_MAXPAIRS); returns 0 or -1 (memory).
 * After ak_addrblk_forward, p holds the B×V probabilities, w the block's
 * activations (w.att: the weights of every layer and head, block.h).
 */
typedef struct ak_addrblk_ws {
	ak_block_ws w;
	size_t maxb;
	double *X, *gX;		/* N×d: the tokens' inputs, their gradient */
	size_t *ids, *off;	/* N: 0..N-1; B + 1 offsets */
	double *p;		/* B×V */
	double *grad;		/* ntheta */
} ak_addrblk_ws;

int ak_addrblk_ws_init(ak_addrblk_ws *s, const ak_addrblk *m, size_t maxb,
    size_t maxn, ak_err *e);
void ak_addrblk_ws_free(ak_addrblk_ws *s);

/*
 * ak_addrblk_forward: the B instances xs[0..B) (B <= maxb) through m with
 * the interventions iv (NULL: none; token masking acts on xs[0], block.h):
 * s->p gets each instance's V probabilities.  Returns the summed loss
 * Σ −ln p[answer].
 */
double ak_addrblk_forward(ak_addrblk_ws *s, const ak_addrblk *m,
    const ak_addr_inst *const *xs, size_t B, const ak_block_iv *iv);

/*
 * ak_addrblk_backward: after ak_addrblk_forward of xs[0..B) (no
 * interventions), s->grad (ntheta) = the gradient of the batch's mean
 * loss: dz = (p − onehot(answer))/B through ak_block_backward, each
 * token's input gradient added to its rows of E (a pair's to Ek[key] and
 * Ev[val], the query's to Eq[query]).  s->p is overwritten.  No errors.
 */
void ak_addrblk_backward(ak_addrblk_ws *s, const ak_addrblk *m,
    const ak_addr_inst *const *xs, size_t B);

/* ak_addrblk_pred: argmax of instance i's probabilities (lowest index on
   ties) after ak_addrblk_forward. */
size_t ak_addrblk_pred(const ak_addrblk_ws *s, const ak_addrblk *m,
    size_t i);

/*
 * ak_addrblk_train: ak_addr_train's loop (the same instances from r: fresh
 * or o->data cycled, ak_addr_next; the same log rows and progress) with
 * one forward and backward pass of the block per batch.  OpenBLAS on one
 * thread (blasthr.h).  Returns 0 or -1 (memory, a non-finite loss).
 */
int ak_addrblk_train(ak_addrblk *m, const ak_addr_train_opt *o, ak_rng *r,
    ak_err *e);

/* ak_addrblk_eval: ak_addr_eval for the block: buckets by = AK_ADDR_BY_*
   (addrnet.h), in batches of 64, its work space for x's longest
   instance.  Returns 0 or -1 (memory). */
int ak_addrblk_eval(ak_addr_score *sc, const ak_addrblk *m,
    const ak_addr_inst *x, size_t n, int by, ak_err *e);

/*
 * The interventions, scored against the known answer (addrblock-iv.c).
 * Each writes a TSV table for gnuplot to fp: '#' lines saying what was
 * measured (the intact accuracy among them), a header, rows; numbers
 * %.9g.  On the instances x[0..n) with unique keys and two or more pairs
 * (a duplicated key has two addressed pairs; a random other pair needs
 * two); Δ = ln p[answer] with the intervention − intact; changed = the
 * predictions that change; distinct = the different values predicted.
 * Errors: no such instance, memory.  Each returns 0 or -1.
 *
 * ak_addrblk_iv_heads: rows `layer heads ablation n accuracy changed
 * distinct mean_dlogp w_target sum_single ratio`: every head alone and
 * every pair of a layer, zeroed or replaced by its mean output over the
 * instances (block.h ak_block_iv), then every head of every layer (layer
 * and heads "all"); w_target = the intact mean weight of the query on the
 * answering pair in that head (the head that carries the address has it
 * near 1); for a pair, sum_single = mean |Δ_a| + |Δ_b| and ratio = its
 * mean |Δ_ab| / sum_single.
 */
int ak_addrblk_iv_heads(FILE *fp, const ak_addrblk *m, const ak_addr_inst *x,
    size_t n, ak_err *e);

/*
 * ak_addrblk_iv_residual: rows `layer n accuracy changed distinct
 * mean_dlogp`: each layer's attention output removed with its residual
 * path kept, then every layer's (layer "all"); '#' lines give chance (1/V)
 * and the share of the most frequent answer, the floors of a model that
 * no longer reads the address.
 */
int ak_addrblk_iv_residual(FILE *fp, const ak_addrblk *m,
    const ak_addr_inst *x, size_t n, ak_err *e);

/*
 * ak_addrblk_iv_tokens: rows `layer head intervention n mean_weight
 * accuracy changed mean_dlogp`: in each (layer, head), the key of the
 * answering pair removed before the softmax (mask-target), that of the
 * pair the query weights most (mask-max), that of a random other pair
 * (mask-random); then in the input itself (layer and head "all") the
 * answering pair removed (remove-target: the answer is no longer there)
 * or a random other pair (remove-random).  mean_weight: the query's
 * intact weight on that key.  Random pairs from seed.  A '#' line after
 * the table names the (layer, head) whose mask-target costs the most
 * accuracy: the head that carries the address.
 */
/*
 * ak_addrblk_iv_bytes: the bytes an intervention of kind (AK_ADDRBLK_IV_*)
 * on n instances of at most maxn pairs takes with the model m:
 * ak_addrblk_bytes(m, 64, maxn, 0), the instances' pointers, intact
 * predictions and ln p (8·(n + 1) + 16·n), and the kind's own: heads
 * each head's Δ and the pair's (8·(H + 1)·n) and the heads' mean outputs
 * and target weights (8·L·d + 8·L·H); tokens a tally per (layer, head)
 * and intervention; residual none.  A double (no wrap).  No errors.
 */
enum { AK_ADDRBLK_IV_TOKENS, AK_ADDRBLK_IV_HEADS, AK_ADDRBLK_IV_RESIDUAL };
double ak_addrblk_iv_bytes(const ak_addrblk *m, size_t n, size_t maxn,
    int kind);

int ak_addrblk_iv_tokens(FILE *fp, const ak_addrblk *m,
    const ak_addr_inst *x, size_t n, uint64_t seed, ak_err *e);

/*
 * ak_addrblk_write_attend: addrout.h's attend table for the block: one
 * row per instance, layer, head and pair, `id layer head qpos query kpos
 * key weight dist target` (the query's weights: positions from 1, the
 * query at n + 1; target 1 on the answering pair).  ids: the set's.
 * Returns 0 or -1 (memory).
 */
int ak_addrblk_write_attend(FILE *fp, const ak_addrblk *m,
    const ak_addr_set *s, ak_err *e);

/*
 * The model file: addrnet.h's header `param i j value`, the settings
 * (i = j = 0) nkeys, nvals, dim, layers, heads, mlp, norm (0 pre, 1 post,
 * 2 none), residual, pe (0 none, 1 sin, 2 rope), pool (0 attention, 1
 * mean), then the tensors Ek, Eq, Ev (row, column), the block's arrays by
 * blocktrain.h's names (l1.Wqkv, ..., lnf_g, u; i the index in row-major
 * order from 0, j = 0), v (d×V) and b (1×V), the data_hash rows when the
 * model was trained on an instance file (its fingerprint, addrnet.h
 * ak_pij), and last file_hash 0 0 N (addrnet.h ak_pij_write_end).
 * Numbers %.17g: read back, the same numbers.  ak_addrblk_write: 0 or -1
 * (stream error).
 */
int ak_addrblk_write(FILE *fp, const ak_addrblk *m);

/* ak_addrblk_is: 1 when the model file at path (not "-") holds the
   setting "layers" (a block), 0 when it does not or cannot be read (its
   reader then says why). */
int ak_addrblk_is(const char *path);

/*
 * ak_addrblk_read: a file of ak_addrblk_write.  Errors "FILE:LINE: what":
 * the header, a field count, an unknown name, an index outside its
 * tensor, a setting out of range or after the weights, a value given
 * twice or missing, a weight that is not finite or above AK_ADDRBLK_MAXW
 * in size, rows that no longer give the file's file_hash (an edited
 * heads, residual, pe or pool: ak_pij_read); the model's weights and a flag each (9 bytes a weight) past
 * memory bytes (SIZE_MAX: none), said at the first weight's line before
 * they are taken ("FILE:LINE: the model's N weights need X MB as they are
 * read, more than --memory M", exit 1); weights each within the cap whose
 * forward pass could still overflow (block.h ak_block_bound_check on the
 * tokens' inputs, at most max |Ek| + max |Ev| or max |Eq|: "FILE:LINE:
 * weights too large ... could overflow", LINE the largest weight's), as
 * a block model file of attn-train is refused.  Returns 0 or -1 (m left
 * empty).
 */
/* The largest |weight| a model file may hold, a first cap at each line
   (trained weights are near 1); the forward pass is bounded once the
   model is read whole, since layers of weights under the cap can still
   overflow it (a layer without LayerNorm multiplies its input's size by
   up to (d²·w²)·(d·F·w²)). */
#define AK_ADDRBLK_MAXW 1e6

int ak_addrblk_read(ak_addrblk *m, const char *path, size_t memory,
    ak_err *e);

/*
 * ak_addrblk_bound_check: block.h ak_block_bound_check of m's block for
 * its tokens' inputs (a pair's Ek[key] + Ev[val], the query's Eq[key]: at
 * most max |Ek| + max |Ev|, or max |Eq|): 0, or -1 with "WHERE: weights
 * too large (the largest |weight| BIG, ...): the block's activations (or
 * scores or logits) could overflow ...".  ak_addrblk_read's last check,
 * WHERE the largest weight's FILE:LINE.
 */
int ak_addrblk_bound_check(const ak_addrblk *m, const char *where,
    double big, ak_err *e);

#endif
