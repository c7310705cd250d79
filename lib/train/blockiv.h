/*
 * blockiv.h — the objections of "Карта — не объяснение" measured on the
 * transformer block (block.h): "a neighbouring head can carry the same
 * information" (each head ablated alone and each pair of a layer
 * together), "the residual path carries the representation past attention
 * altogether" (each layer's attention output removed, the residual kept),
 * and the lesson's token interventions at every (layer, head) (mask the
 * max-weight token, a mid-weight one, a random one; patch a value from a
 * control message).  Each writes a TSV table for gnuplot to fp: header
 * line, then rows, '#' lines before the header saying what was measured;
 * numbers %.9g.  Δ = the logit with the intervention − the intact logit;
 * a flip is (z > 0) != (z + Δ > 0).
 *
 * The messages: the first `want` of idx[0..n) with two or more known tokens
 * (list order), as ak_spam_intervene.  Errors: no such message, memory.
 * Each returns 0 or -1.
 */
#ifndef AK_BLOCKIV_H
#define AK_BLOCKIV_H

#include <stdint.h>
#include <stdio.h>

#include "blocktrain.h"

/*
 * ak_block_iv_heads: rows `layer heads ablation n mean_abs_dlogit flips
 * sum_single ratio`: every head h alone (heads "h") and every pair a < b of
 * a layer ("a+b"), zeroed (ablation "zero") or replaced by its mean output
 * over the training messages train[0..ntrain) ("mean"); for a pair,
 * sum_single = the mean over messages of |Δ_a| + |Δ_b| and ratio = its
 * mean |Δ_ab| / sum_single ("-" for single heads): a ratio far above 1 is
 * redundancy the single ablations hide.
 */
int ak_block_iv_heads(FILE *fp, const ak_block_model *m,
    const ak_msgset *ms, const size_t *idx, size_t n, size_t want,
    const size_t *train, size_t ntrain, const ak_table *emb, ak_err *e);

/*
 * ak_block_iv_residual: rows `layer n mean_abs_logit mean_abs_logit_off
 * mean_abs_dlogit flips kept_share`: each layer's attention output (after
 * Wo, bo) removed with its residual path kept, then every layer's at once
 * (layer "all"); kept_share = the share of messages whose decision
 * survives: the part of the decision that bypasses attention; a '#' line
 * before the header gives the share one constant decision would keep (the
 * intact model's larger class), its floor.
 */
int ak_block_iv_residual(FILE *fp, const ak_block_model *m,
    const ak_msgset *ms, const size_t *idx, size_t n, size_t want,
    const ak_table *emb, ak_err *e);

/*
 * ak_block_iv_tokens: rows `layer head intervention n mean_weight
 * mean_abs_dlogit flips` for each (layer, head) and intervention
 * mask-max, mask-mean, mask-random (the key removed before that head's
 * softmax, the others renormalised), patch-max, patch-random (the head's
 * value of the token replaced by that of the control message's
 * max-weight token: the next message of the other class, cyclically); a
 * token's weight in a head is the attention it receives, averaged over the
 * queries; random positions from seed.  A '#' verdict line per (layer,
 * head) after the table: whether masking the max-weight token moves the
 * logit more than a mid-weight and a random one.
 */
int ak_block_iv_tokens(FILE *fp, const ak_block_model *m,
    const ak_msgset *ms, const size_t *idx, size_t n, size_t want,
    const ak_table *emb, uint64_t seed, ak_err *e);

/*
 * ak_block_write_maps: the map of every (layer, head) of message msg as
 * DIR/map-L-H.tsv (attn-map's matrix layout, for plot/heatmap.gp: a '#'
 * line, `query` and the keys, then a row per query), written atomically
 * (io.h ak_out).  labels: the embeddings' words.  Errors: the files.
 */
int ak_block_write_maps(const char *dir, const ak_block_model *m,
    const ak_msgset *ms, size_t msg, const ak_table *emb, ak_err *e);

#endif
