/*
 * splits.h — the spam classifier over many seeded held-out splits: the
 * lesson reports one split ("На 1368 отложенных сообщениях ... 96,3% ...
 * 96,6%"); its accuracies move by about half a point from split to split,
 * so a single split cannot reproduce them, only a distribution can.
 * ak_spam_splits trains and evaluates the three models of attn-train
 * (attention head, mean pooling, constant "ham") on nsplit splits;
 * ak_spam_split_stat gives mean ± sd over them (attn-train --splits).
 *
 * Shape legend: d = embedding dimension; R = nedge + 2 report rows
 * (row 0: all messages; row 1 + b: length bucket b, as ak_spam_eval).
 */
#ifndef AK_SPLITS_H
#define AK_SPLITS_H

#include <stddef.h>
#include <stdint.h>

#include "spam.h"

#define AK_SPLIT_MAXROWS 10	/* R <= this: at most 8 bucket edges */

enum { AK_SPLIT_ATTENTION, AK_SPLIT_MEAN, AK_SPLIT_CONSTANT,
	AK_SPLIT_NMODEL, AK_SPLIT_DIFF = AK_SPLIT_NMODEL };

/* One split: its seed and the held-out rows of each model. */
typedef struct ak_split_result {
	uint64_t seed;
	ak_spam_row row[AK_SPLIT_NMODEL][AK_SPLIT_MAXROWS];
} ak_split_result;

/*
 * ak_spam_splits: for k = 0..nsplit-1, seed s = seed0 + k: the held-out
 * split ak_spam_split(frac, s); the attention head (u free) and mean
 * pooling (u = 0) each trained from θ = 0 with ak_spam_train(*o, order
 * seed s + 1 — what `attn-train --seed s` does); then ak_spam_eval of both
 * and of the constant model on the held-out messages, into res[k].row.
 * E: V×d embeddings; edge[0..nedge) the bucket edges, nedge <= 8;
 * length_all as ak_spam_eval.  o->seed and o->fix_u are ignored,
 * o->progress is not called.  Cost: nsplit × two trainings.
 * Errors: nedge > 8, and those of ak_spam_train (empty or one-class
 * training split, memory, divergence), prefixed "split K of N (seed S): "
 * to name the split that failed.  Returns 0 or -1.
 */
int ak_spam_splits(ak_split_result *res, size_t nsplit, uint64_t seed0,
    const ak_msgset *ms, const double *E, size_t d, double frac,
    const ak_train_opt *o, const size_t *edge, size_t nedge,
    int length_all, ak_err *e);

/*
 * The loop of ak_spam_splits for any two trained models (attn-train
 * --model block --splits: the block and the pooling head): for k =
 * 0..nsplit-1, seed s = seed0 + k, the held-out split ak_spam_split(frac,
 * s); fit[m](ctx[m], res[k].row[m], ms, train, ntrain, test, ntest, s,
 * ev, e) trains model m (m = 0, 1: the slots AK_SPLIT_ATTENTION and
 * AK_SPLIT_MEAN) as `attn-train --seed s` would and evaluates it on the
 * held-out messages (ak_spam_eval_z with ev's buckets) into its R rows;
 * then the constant model.  Errors: nedge > 8, a fit's, prefixed "split K
 * of N (seed S): ".  Returns 0 or -1.
 */
typedef struct ak_split_eval {
	const size_t *edge;	/* nedge <= 8 bucket edges */
	size_t nedge;
	int length_all;		/* as ak_spam_eval */
} ak_split_eval;
typedef int (*ak_split_fit)(void *ctx, ak_spam_row *rows,
    const ak_msgset *ms, const size_t *train, size_t ntrain,
    const size_t *test, size_t ntest, uint64_t seed,
    const ak_split_eval *ev, ak_err *e);
int ak_splits_run(ak_split_result *res, size_t nsplit, uint64_t seed0,
    const ak_msgset *ms, double frac, ak_split_fit const fit[2],
    void *const ctx[2], const ak_split_eval *ev, ak_err *e);

/* ak_pool_split_fit: an ak_split_fit of the lesson's pooling head (ctx:
   an ak_pool_splitfit), from θ = 0 by ak_spam_train(*o, order seed
   seed + 1, u fixed at 0 with fix_u: mean pooling), then ak_spam_eval. */
typedef struct ak_pool_splitfit {
	const double *E;	/* V×d */
	size_t d;
	const ak_train_opt *o;
	int fix_u;
} ak_pool_splitfit;
int ak_pool_split_fit(void *ctx, ak_spam_row *rows, const ak_msgset *ms,
    const size_t *train, size_t ntrain, const size_t *test, size_t ntest,
    uint64_t seed, const ak_split_eval *ev, ak_err *e);

/* Mean ± sample sd (ak_mean_sd, n − 1) over the splits of one row; an
   sd over fewer than 2 values is NaN (undefined, as numpy's ddof=1,
   pandas' and R's sd give it), a mean over none NaN. */
typedef struct ak_split_stat {
	size_t splits;		/* splits whose row holds a message */
	double n, n_sd;		/* held-out messages in the row */
	double errors, errors_sd;
	double acc, acc_sd;	/* accuracy, a fraction in [0, 1] */
	/* the same over the splits of the row where each is defined (NaN
	 * when it is in none: the constant model's log-loss, an area with
	 * one class): log-loss (nats per message) and ak_binmetrics' */
	double logloss, logloss_sd, precision, precision_sd, recall,
	    recall_sd, f1, f1_sd, roc_auc, roc_auc_sd, pr_auc, pr_auc_sd;
	size_t defined[6];	/* the splits each of logloss, precision,
				   recall, f1, roc_auc, pr_auc is defined
				   in (its mean's count) */
	size_t better, ties;	/* AK_SPLIT_DIFF: splits where the attention
				   head made fewer / as many errors as mean
				   pooling */
} ak_split_stat;

/*
 * ak_spam_split_stat: the statistics of report row `row` (< R) of model
 * `model` over res[0..nsplit): AK_SPLIT_ATTENTION, _MEAN, _CONSTANT, or
 * AK_SPLIT_DIFF for the per-split difference attention − mean (errors and
 * accuracy, and each metric; n is the row's size).  Splits where the row
 * is empty are left out (st->splits counts the others), and for a metric
 * also those where it is undefined (the areas with one class only).  The standard error of a mean is
 * sd / √splits; sd itself is the spread of a single split's value — the
 * yardstick for a number reported from one split, like the lesson's.
 * Returns 0, or -1 when model or row is out of range or memory fails.
 */
int ak_spam_split_stat(ak_split_stat *st, const ak_split_result *res,
    size_t nsplit, int model, size_t row, ak_err *e);

/*
 * ak_msgset_hash: 64-bit FNV-1a over the message set as training reads
 * it: the number of messages, then each message's label, number of
 * tokens and embedding rows; with the embeddings' fingerprint (checked
 * with the model) it names the corpus a model was trained on, so that
 * its split can be told again (attn-train --predict's split column):
 * the corpus_hash_hi/lo of model files saved before
 * ak_msgset_hash_words, which new files record.
 * No errors.
 */
uint64_t ak_msgset_hash(const ak_msgset *ms);

/*
 * ak_msgset_hash_words: the same over the words of the tokens (emb's row
 * names of ms->ids, ms read with emb) instead of their rows: the same for
 * the corpus read with the embeddings' rows in any order (a model file's
 * corpus_words_hash_hi/lo).  No errors.
 */
uint64_t ak_msgset_hash_words(const ak_msgset *ms, const ak_table *emb);

#endif
