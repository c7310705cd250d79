/*
 * blocktrain.h — the transformer block classifier (block.h) on the spam
 * corpus (spam.h): a model (configuration, parameters, the embeddings when
 * they are trained), its training by mini-batch Adam, its logits, and its
 * model file.  The same split, seeds, batches and optimiser as the
 * lesson's pooling head (ak_spam_train), so the two are compared on the
 * same messages.
 *
 * Shape legend: d embedding dimension, V embedding rows, np =
 * ak_block_nparams(cfg).
 */
#ifndef AK_BLOCKTRAIN_H
#define AK_BLOCKTRAIN_H

#include <stddef.h>
#include <stdio.h>

#include "block.h"
#include "spam.h"
#include "splits.h"
#include "table.h"
#include "util.h"

typedef struct ak_block_model {
	ak_block_cfg c;
	size_t np;		/* parameters */
	double *theta;		/* np */
	int train_emb;		/* 1: E below is trained, else NULL */
	double *E;		/* V×d: the trained embeddings (a copy of the
				   user's at the start), or NULL */
	size_t V;
} ak_block_model;

/*
 * ak_block_model_init: c checked (ak_block_cfg_check), theta from
 * ak_block_init(seed); with train_emb a copy of emb's values.  Returns 0
 * or -1 (usage error of c, memory).
 */
int ak_block_model_init(ak_block_model *m, const ak_block_cfg *c,
    int train_emb, const ak_table *emb, uint64_t seed, ak_err *e);
void ak_block_model_free(ak_block_model *m);

/* ak_block_model_emb: the embeddings the model reads: its own (trained)
   or emb's. */
const double *ak_block_model_emb(const ak_block_model *m,
    const ak_table *emb);

/*
 * ak_block_train: fit m on the messages train[0..ntrain) as ak_spam_train
 * fits the pooling head: each epoch shuffles the list (o->seed), one Adam
 * step (lib/train/optim, L2 λ on the parameters, not the embeddings) per
 * batch of o->batch messages on the batch's mean log-loss gradient
 * (ak_block_backward).  OpenBLAS runs on one thread (blasthr.h): the same
 * bytes on any machine.  o->progress as ak_spam_train (o->fix_u unused).
 * Errors: empty split, one class only, memory, a non-finite loss.
 * Returns 0 or -1.
 */
int ak_block_train(ak_block_model *m, const ak_msgset *ms,
    const size_t *train, size_t ntrain, const ak_table *emb,
    const ak_train_opt *o, ak_err *e);

/*
 * ak_block_plan_fits: whether a block of shape c (train_emb: its own copy
 * of the V×d vectors) trained on the split L of ms (L->train in batches
 * of bs) and scoring every message of L->all (the report's held-out ones
 * too) fits memory bytes beside held ones, before anything is taken: θ,
 * its gradient and Adam's two moments (4·8·np bytes; 4·8·V·d more with
 * train_emb), the shuffled order, and the larger of the workspaces of a
 * training batch and of a scoring batch of the 64 longest messages
 * (ak_block_ws_bytes, with their token ids).  L NULL (--splits: each
 * split trains on some messages and scores the others): every message
 * of ms counted as both.  0; or -1 with AK_ERR_RESOURCE "the block model
 * (d, layers, heads, --mlp: np parameters) needs X MB (B bytes) with its
 * gradient, Adam's two moments and WHAT, beside Y MB of vectors and
 * messages: more than --memory M; -M NM would fit, or a smaller ..."
 * where WHAT is the training batch ("a batch's activations (--batch-size
 * bs)") or, when the scoring decides it, the longest message scored
 * ("... the longest, INPUT:LINE, has T known tokens, held out"); -1 with
 * e for memory.
 */
struct ak_spam_lists;	/* spamout.h */
int ak_block_plan_fits(const ak_block_cfg *c, int train_emb, size_t V,
    const ak_msgset *ms, const struct ak_spam_lists *L, size_t bs,
    const char *input, double held, size_t memory, ak_err *e);

/*
 * ak_block_model_bytes: the bytes model m holds, θ and its own vectors:
 * 8·np (8·V·d more with them).  ak_block_file_fits: whether a block
 * model's file, read into the table t (of path), can become a model
 * within memory bytes: θ and the vectors it holds, a double a value row
 * of t, beside t and held bytes; 0, or -1 with AK_ERR_RESOURCE "PATH:
 * the block model's N values need X MB beside its file's table and the
 * vectors (Y MB in all): more than --memory M; -M NM would fit" before
 * any of it is taken.  ak_block_score_fits: whether m's scoring of the
 * messages idx[0..n) of ms (ak_block_logits: the workspace of a batch
 * of the 64 longest, with their token ids, offsets and logits;
 * ak_block_score's for one message is that of a batch of it alone) and
 * m itself fit memory beside held bytes: 0, or -1 with AK_ERR_RESOURCE "the block
 * model of PATH (d, layers, heads, --mlp: np parameters) needs X MB ...:
 * more than --memory M; -M NM would fit" (or memory for its list of
 * lengths).
 */
double ak_block_model_bytes(const ak_block_model *m);
int ak_block_file_fits(const ak_table *t, const char *path, double held,
    size_t memory, ak_err *e);
int ak_block_score_fits(const ak_block_model *m, const char *path,
    const ak_msgset *ms, const size_t *idx, size_t n, double held,
    size_t memory, ak_err *e);

/*
 * ak_block_logits: z[i] of the messages idx[0..n) (z = b for a message
 * with no known token), in batches of 64.  iv: NULL or the interventions
 * (block.h: token masking and patching act on each batch's first message:
 * give one message at a time).  Returns 0 or -1 (memory).
 */
int ak_block_logits(double *z, const ak_block_model *m,
    const ak_msgset *ms, const size_t *idx, size_t n, const ak_table *emb,
    const ak_block_iv *iv, ak_err *e);

/*
 * ak_block_split_fit: splits.h's ak_split_fit of the block (ctx: an
 * ak_block_splitfit): the model of c initialised from seed
 * (ak_block_model_init) and trained with *o's settings and order seed
 * seed + 1, as attn-train --model block --seed SEED trains it; its
 * held-out logits evaluated (ak_spam_eval_z).
 */
typedef struct ak_block_splitfit {
	const ak_block_cfg *c;
	int train_emb;
	const ak_table *emb;
	const ak_train_opt *o;
} ak_block_splitfit;
int ak_block_split_fit(void *ctx, ak_spam_row *rows, const ak_msgset *ms,
    const size_t *train, size_t ntrain, const size_t *test, size_t ntest,
    uint64_t seed, const ak_split_eval *ev, ak_err *e);

/*
 * ak_block_score: predict.h's scorer of a block (model: an ak_block_scored):
 * the logit and the block's pooling weights of one message, a workspace
 * made for it, within room bytes when room > 0.  Returns 0 or -1
 * (memory; AK_ERR_RESOURCE "a message of T known tokens needs X MB of
 * the block's activations: more than the Y MB --memory leaves beside the
 * model and the vectors" when the workspace passes room).
 */
typedef struct ak_block_scored {
	const ak_block_model *m;
	const ak_table *emb;
	double room;	/* the bytes a message's workspace may take; 0: any */
} ak_block_scored;
int ak_block_score(void *model, double *z, double *a, const size_t *ids,
    size_t m, ak_err *e);

/*
 * The model file (attnkit(5)): the pooling head's `param value` TSV with
 * its header rows (dim, words, emb_hash_hi, emb_hash_lo, emb_set_hash_hi,
 * emb_set_hash_lo, seed, test_frac, epochs, batch, lr, l2,
 * corpus_words_hash_hi/lo), then layers, heads, mlp, norm (0 pre, 1 post, 2
 * none), residual, pe (0 none, 1 sin, 2 rope), pool (0 attention, 1
 * mean), train_embeddings, then every parameter, one a row, named
 * lL.NAME.I (layer L from 1, NAME ln1_g ln1_b Wqkv bqkv Wo bo ln2_g ln2_b
 * W1 b1 W2 b2, I from 1 in row-major order), lnf_g.I, lnf_b.I, u.I, v.I,
 * b, and with train_embeddings the embeddings emb.R.K (row R, column K,
 * from 1), and last file_hash_hi/lo (the fingerprint of every row
 * before: modelhash.h); numbers %.17g.  ak_block_model_write: 0 or -1
 * (stream error).
 */
int ak_block_model_write(FILE *fp, const ak_block_model *m,
    const ak_spam_setup *su, const ak_table *emb);

/*
 * ak_block_arrays: the arrays of the flat parameters theta of c in order,
 * each with its name in the model file and its length: per layer L
 * (from 1) lL.ln1_g .. lL.b2 (lL.ln1_g .. lL.bo without an MLP), then
 * lnf_g, lnf_b (norm pre), u (d), v (d·K, K = nout or 1); b, the last
 * nout or 1 values, is not listed.  a: room for AK_BLOCK_MAXL·12 + 4.
 * Returns their number.  No errors.
 */
typedef struct ak_block_arr {
	char name[24];
	double *p;
	size_t n;
} ak_block_arr;
size_t ak_block_arrays(ak_block_arr *a, const ak_block_cfg *c,
    double *theta);

/* ak_block_model_is: 1 when the model file t (read as a spam model) is a
   block's (it has the row "layers"). */
int ak_block_model_is(const ak_table *t);

/*
 * ak_block_model_read: a block model file read and checked against emb
 * (dimension, words, fingerprint, as ak_model_read: the rows in another
 * order refused too for a model with train_embeddings, whose emb.R.K are
 * by row), its settings in range, every parameter present and finite
 * within AK_EMB_MAX, its own fingerprint (file_hash_hi/lo, when it
 * records one) matched: an edited heads, residual, pe, pool refused.  Errors
 * name the file and line.  Returns 0 or -1.
 */
int ak_block_model_read(ak_block_model *m, ak_spam_setup *su,
    const char *path, const ak_table *emb, const char *embpath, ak_err *e);

/* ak_block_model_from_table: the same from the file's table t, read as
   AK_TABLE_SPAM_MODEL (path names it in errors). */
int ak_block_model_from_table(ak_block_model *m, ak_spam_setup *su,
    const ak_table *t, const char *path, const ak_table *emb,
    const char *embpath, ak_err *e);

#endif
