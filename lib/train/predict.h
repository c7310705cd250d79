/*
 * predict.h — what the trained spam head says about messages: p(spam) and
 * the tokens it looks at for one message (attn-train --predict), and the
 * summary of the interventions of "Карта — не объяснение"
 * (attn-train --intervene).  Results come back in structs; nothing is
 * printed here.
 */
#ifndef AK_PREDICT_H
#define AK_PREDICT_H

#include <stddef.h>

#include "spam.h"
#include "table.h"
#include "util.h"

#define AK_PRED_TOP 3

typedef struct ak_spam_pred {
	double z;		/* logit vᵀc + b (lesson "Обучаемое взвешивание") */
	double p;		/* p(spam) = σ(z) */
	size_t ntok;		/* tokens of the message */
	size_t nknown;		/* of which in the embeddings */
	size_t ntop;		/* words in top[] (≤ AK_PRED_TOP, ≤ distinct known words) */
	size_t top[AK_PRED_TOP];	/* position (0-based) of each word's first occurrence */
	double topw[AK_PRED_TOP];	/* the word's weight, summed over its occurrences */
} ak_spam_pred;

/*
 * ak_spam_predict: one message given as its tokens tok[0..ntok) (as
 * ak_tokenize writes them): the tokens found in emb are pooled by the head
 * theta (2d+1 parameters, pool.h) — every occurrence is a token of the
 * softmax, as in training — and r gets the logit, p(spam) and the up to
 * three distinct words with the largest total weight, largest first, ties
 * to the word that comes first.  w (ntok, may be NULL) gets each token's
 * weight, 0 for a token not in emb.  No known token: z = b, all weights 0,
 * ntop = 0.  Returns 0, or -1 with "out of memory" in e.
 */
int ak_spam_predict(ak_spam_pred *r, double *w, const double *theta,
    const ak_table *emb, char *const *tok, size_t ntok, ak_err *e);

/*
 * A model that scores one message for --predict: fn(model, &z, a, ids, m,
 * e) sets the logit z and the pooling weights a[0..m) of the message whose
 * token rows are ids[0..m) (m = 0: z the bias), 0 or -1 (memory).
 * ak_pool_score is the pooling head's (model: an ak_pool_model);
 * lib/train/blocktrain.h has the block's.
 */
typedef int (*ak_score_fn)(void *model, double *z, double *a,
    const size_t *ids, size_t m, ak_err *e);
typedef struct ak_scorer {
	ak_score_fn fn;
	void *model;
} ak_scorer;
typedef struct ak_pool_model {
	const double *theta;	/* 2d+1 (pool.h) */
	const ak_table *emb;
} ak_pool_model;
int ak_pool_score(void *model, double *z, double *a, const size_t *ids,
    size_t m, ak_err *e);

/* ak_predict_with: ak_spam_predict for any model sc (the weights w and
   the top words are its pooling weights). */
int ak_predict_with(ak_spam_pred *r, double *w, const ak_scorer *sc,
    const ak_table *emb, char *const *tok, size_t ntok, ak_err *e);

/* The summary of one intervention over the messages (attn-train --intervene) */
typedef struct ak_iv_stat {
	size_t n;		/* messages */
	double mean_w;		/* mean attention weight of the token acted on */
	double mean_abs;	/* mean |Δ logit| */
	double q25, median, q75, q90, max;	/* quantiles of |Δ logit| (stats.h) */
	size_t flips;		/* messages whose logit changed sign */
} ak_iv_stat;

typedef struct ak_iv_summary {
	ak_iv_stat t[AK_IV_N];	/* one per intervention, ak_iv_name order */
	size_t beat_mean;	/* messages where masking the max-weight token
				 * moves the logit more than the mean-weight one */
	size_t beat_random;	/* ... more than a random token */
	int map_matters;	/* mean |Δ| of AK_IV_MAX > AK_IV_MEAN and > AK_IV_RANDOM */
} ak_iv_summary;

/*
 * ak_iv_summarize: s from the n ≥ 1 rows of ak_spam_intervene.  A flip is
 * (z > 0) != (z + Δz > 0).  The verdict of the lesson's section: the map
 * "points at tokens that matter" when map_matters.  Returns 0, or -1 with
 * "out of memory" (or "no rows") in e.
 */
int ak_iv_summarize(ak_iv_summary *s, const ak_iv_row *rows, size_t n,
    ak_err *e);

#endif
