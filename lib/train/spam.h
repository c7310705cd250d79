/*
 * spam.h — the spam classifier around lib/train/pool: the tokenized corpus
 * mapped
 * onto an embedding table, the seeded held-out split, training with Adam,
 * evaluation by length bucket, the most-attended spam tokens, the
 * interventions of "Карта — не объяснение", and the model file.
 * (Lesson, "Обучаемое взвешивание: одна голова на реальном спаме".)
 *
 * Shape legend: d = embedding dimension, V = embedding rows, n = messages,
 * T = known tokens of the whole corpus.
 */
#ifndef AK_SPAM_H
#define AK_SPAM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "metrics.h"
#include "table.h"
#include "util.h"

/* A tokenized corpus with every token looked up in the embedding table. */
typedef struct ak_msgset {
	size_t n;		/* messages */
	int *y;			/* n labels: 1 spam, 0 ham */
	size_t *off;		/* n+1 offsets into ids: message i has
				   ids[off[i] .. off[i+1]) */
	size_t *ids;		/* T embedding rows, in text order */
	size_t *ntok;		/* n: all tokens of the line, known or not */
	long *lineno;		/* n: input line of each message */
	size_t nempty;		/* messages with no known token */
	size_t ntokens, nunknown;	/* tokens read; not in the embeddings */
	size_t nfold;		/* tokens found only by their case folding */
	char fold1[300];	/* the first: "'paris' found as 'Paris' (by its
				   case folding), FILE:LINE" */
	size_t cap_msg, cap_ids;	/* allocation: of y, ntok, lineno and
					   off; of ids */
} ak_msgset;

/*
 * ak_msgset_read: read `label<TAB>tok tok ...` lines (sms-vocab -t) from
 * path ("-" = stdin); labels must be "ham" or "spam"; tokens are separated
 * by spaces and looked up in emb (read with unique labels) as written,
 * then by their Unicode case folding (tokseq.h ak_wordfind_said: a
 * lowercase token 'paris' finds the cased vectors' 'Paris'; counted in
 * nfold, the first in fold1, for the tool to say); tokens found neither
 * way are counted and skipped.  Comment lines ('#') are skipped.  What ms holds
 * (ak_msgset_bytes) stays within memory (bytes, the run's budget: mem.h
 * ak_mem_budget; SIZE_MAX: none) beside held bytes already taken (the
 * embeddings: table.h ak_table_bytes) and, once a word is looked up by
 * its case folding in cased vectors, the map of foldings (tokseq.h
 * ak_wordfind_bytes: made only within what is left, else "FILE:LINE: the
 * case folding of the embeddings' N words needs X MB ...", kind
 * AK_ERR_RESOURCE).  Errors ("FILE:LINE: what"):
 * missing file, no TAB, more than one TAB, bad label, NUL byte, invalid
 * UTF-8, no message at all, lines labelled '-' (no label: sms-vocab's
 * --label-map '=-' and --unlabeled; said at the first, after the whole
 * file is read: among spam and ham lines, how many, with the awk command
 * that drops them; alone, an unlabelled file's error), "the messages need more than --memory M (X MB
 * for the N messages read so far, and Y MB held beside them)".  Returns 0
 * or -1.
 */
int ak_msgset_read(ak_msgset *ms, const char *path, const ak_table *emb,
    size_t memory, size_t held, ak_err *e);

/* ak_msgset_bytes: the bytes of ms's arrays (their capacities).  No
 * errors. */
size_t ak_msgset_bytes(const ak_msgset *ms);

/* ak_msgset_free: release the arrays of ms; ms is zeroed. */
void ak_msgset_free(ak_msgset *ms);

/*
 * ak_spam_split: the seeded held-out split.  The messages with at least one
 * known token are shuffled (ak_rng_shuffle, seed); the first
 * ntest = min(⌈frac·n⌉, usable) go to test (n counts every message, so the
 * held-out size does not depend on the embeddings), the rest to train, each
 * list then sorted by message number.  train, test: n entries each (caller allocates);
 * *ntrain, *ntest receive the sizes.
 */
void ak_spam_split(size_t *train, size_t *ntrain, size_t *test,
    size_t *ntest, const ak_msgset *ms, double frac, uint64_t seed);

/* Training options: epochs of mini-batch Adam over the train list. */
typedef struct ak_train_opt {
	long epochs;		/* passes over the training messages */
	double lr;		/* Adam step size */
	double l2;		/* λ of the L2 penalty on θ */
	size_t batch;		/* messages per gradient step */
	uint64_t seed;		/* order of messages in each epoch */
	int fix_u;		/* 1: u stays 0 (mean pooling) */
	/* called after each epoch when not NULL (progress display) */
	void (*progress)(void *ctx, long epoch, double loss, double acc);
	void *ctx;
} ak_train_opt;

/*
 * ak_spam_train: fit θ (2d+1, lib/train/pool layout, start from the values
 * given) on the messages train[0..ntrain); E: V×d embeddings.  Each epoch
 * shuffles the list (o->seed) and takes one Adam step (lib/train/optim,
 * Kingma &
 * Ba 2015, with the L2 term λθ) per batch of o->batch messages on the
 * batch mean of ∂L/∂θ, L the log-loss of lib/train/pool in nats (lesson,
 * "Обучаемое взвешивание").  o->progress gets the epoch's mean loss
 * (nats) and training accuracy (a fraction in [0, 1]).  Errors: empty
 * train list, one class only, memory, a non-finite loss (divergence: too
 * large a step).  Returns 0 or -1.
 */
int ak_spam_train(double *theta, const ak_msgset *ms, const size_t *train,
    size_t ntrain, const double *E, size_t d, const ak_train_opt *o,
    ak_err *e);

/* ak_train_epoch_end: after an epoch of summed loss (nats) and right
   answers over ntrain messages: a non-finite loss is the divergence error
   (-1); else o->progress is told the means, 0. */
int ak_train_epoch_end(const ak_train_opt *o, long ep, double loss,
    size_t right, size_t ntrain, ak_err *e);

/* ak_spam_train_check: a training list both models can learn from: not
   empty, both classes.  Returns 0 or -1 with the error; an empty one says
   how many of the messages have a token in the embeddings and why the
   split is empty ("none of the N messages has a token in the embeddings
   ...", or "U of the N ... and the test split (--test-frac) takes them
   all ..."); one of one class says whether the corpus is ("no ham
   message in the corpus (N messages with a known token, all spam): ...
   --label-map?") or the split ("... only spam messages (N; the corpus
   has H ham, all in the test split): another --seed, or a smaller
   --test-frac"). */
int ak_spam_train_check(const ak_msgset *ms, const size_t *train,
    size_t ntrain, ak_err *e);

/*
 * ak_spam_logits: z[i] for messages idx[0..n) (z = b for a message with no
 * known token).  Returns 0 or -1 (memory).
 */
int ak_spam_logits(double *z, const double *theta, const ak_msgset *ms,
    const size_t *idx, size_t n, const double *E, size_t d, ak_err *e);

/*
 * The report of attn-train: accuracy and log-loss of a model on a list of
 * messages, overall and by length bucket.
 *
 * ak_spam_bucket: the bucket of a message of len tokens for the upper
 * edges edge[0..nedge) (increasing): 0 for len <= edge[0], ..., nedge for
 * len > edge[nedge-1].
 * ak_spam_eval: for messages idx[0..n), rows r = 0 (all) and r = 1 + the
 * bucket of each message (nedge + 2 rows, zeroed here) get the number of
 * messages, of spam, of errors (predicted spam iff z > 0) and the summed
 * log-loss in nats (lesson: log-loss in the stable log-sigmoid form), and
 * met, ak_binmetrics_eval of the row's logits (spam positive, threshold
 * 0: the confusion matrix, precision, recall, F1, ROC AUC, PR AUC).  The
 * length is ms->ntok (all tokens of the line) when length_all, else the
 * known tokens.  theta NULL: the constant model "ham" (z = -inf; loss
 * +inf on spam, 0 on ham).  Returns 0 or -1 (memory).
 */
typedef struct ak_spam_row {
	size_t n, spam, errors;
	double loss;		/* sum over the messages, nats */
	ak_binmetrics met;	/* spam the positive class, threshold z > 0 */
} ak_spam_row;
size_t ak_spam_bucket(size_t len, const size_t *edge, size_t nedge);
int ak_spam_eval(ak_spam_row *rows, const double *theta, const ak_msgset *ms,
    const size_t *idx, size_t n, const double *E, size_t d,
    const size_t *edge, size_t nedge, int length_all, ak_err *e);

/* ak_spam_eval_z: the same rows from the logits z[0..n) of the messages
   idx of any model (z NULL: the constant model "ham"). */
int ak_spam_eval_z(ak_spam_row *rows, const double *z, const ak_msgset *ms,
    const size_t *idx, size_t n, const size_t *edge, size_t nedge,
    int length_all, ak_err *e);

/*
 * ak_spam_top_rank: the order of attn-train --top: the rows w of cnt/sum
 * (V entries, from spamout.h ak_spam_toplist_make) with cnt[w] >= min_count (and cnt[w] > 0),
 * by mean weight sum[w]/cnt[w] descending (a mean weight is a fraction of
 * a message's attention, in [0, 1]), ties by labels[w] in strcmp order.
 * order: room for V entries.  Returns the number of rows written.  Not
 * reentrant (qsort has no context argument in C11).
 */
size_t ak_spam_top_rank(size_t *order, const size_t *cnt, const double *sum,
    char *const *labels, size_t V, size_t min_count);

/*
 * ak_spam_top_none: when ak_spam_top_rank kept no row of cnt (V entries)
 * at min_count while some row was attended, the error naming the highest
 * count ("no token of the spam messages seen --min-count N times or more
 * (the most frequent, 'w', K times: --min-count K keeps it)"): an empty
 * --top table is refused, as sms-vocab refuses an empty vocabulary.
 * Returns -1 then, else 0 (no row attended at all: nothing to name).
 */
int ak_spam_top_none(const size_t *cnt, char *const *labels, size_t V,
    size_t min_count, ak_err *e);

/* The interventions, one message at a time. */
enum {
	AK_IV_MAX,		/* mask the max-weight token */
	AK_IV_MEAN,		/* mask the token whose weight is nearest 1/m */
	AK_IV_RANDOM,		/* mask a uniformly random token */
	AK_IV_PATCH_MAX,	/* patch the value of the max-weight token */
	AK_IV_PATCH_RANDOM,	/* patch the value of a random token */
	AK_IV_N
};
extern const char *const ak_iv_name[AK_IV_N];

typedef struct ak_iv_row {
	size_t msg;		/* message number */
	size_t ctrl;		/* control message (patching) */
	double z;		/* logit of the intact message */
	size_t pos[AK_IV_N];	/* position acted on */
	double w[AK_IV_N];	/* its attention weight */
	double dz[AK_IV_N];	/* change of the logit */
} ak_iv_row;

/*
 * ak_spam_intervene: for each of the first `want` messages of idx[0..n)
 * that have at least two known tokens (in list order), the five
 * interventions: masking (the token is removed before the softmax and the
 * other weights renormalise) and activation patching (the weights are kept;
 * the value e_{w_j} of one token is replaced by the value of the
 * max-weight token of the control message — the next message of the list of
 * the other class, cyclically).  Random positions come from seed.
 * rows: `want` entries; *nrows gets how many were filled.  Returns 0 or -1.
 */
int ak_spam_intervene(ak_iv_row *rows, size_t *nrows, size_t want,
    const double *theta, const ak_msgset *ms, const size_t *idx, size_t n,
    const double *E, size_t d, uint64_t seed, ak_err *e);

/*
 * ak_emb_check: every value of the embedding table must satisfy
 * |x| <= AK_EMB_MAX, so that scores, pooled vectors and logits stay finite
 * (no NaN in any output).  Returns 0, or -1 with "PATH:LINE: word 'W':
 * value X (column N) is too large ..." in e.
 */
#define AK_EMB_MAX 1e100
int ak_emb_check(const ak_table *emb, const char *path, ak_err *e);

/*
 * ak_emb_hash: 64-bit FNV-1a over the embedding table's words and the bytes
 * of its numbers, in row order: the fingerprint a model file records of the
 * embeddings it was trained with.
 */
uint64_t ak_emb_hash(const ak_table *emb);

/*
 * ak_emb_set_hash: the embeddings' fingerprint in any order of the rows:
 * the sum (mod 2^64) over the rows of a mix of the FNV-1a of the row's
 * word (with its NUL) and the bytes of its numbers; the same for a file
 * and its rows sorted, another for any word or value changed (a model
 * file's emb_set_hash_hi/lo).  No errors.
 */
uint64_t ak_emb_set_hash(const ak_table *emb);

/* ak_emb_set_hash32: ak_emb_set_hash of emb's values rounded to float32
   (a value beyond float32's range as it is): the same for the embeddings
   and a float32 copy of them (word2vec's binary format, gensim's), in
   any order (a model file's emb_f32_hash_hi/lo, which names a copy that
   rounded the model's embeddings).  No errors. */
uint64_t ak_emb_set_hash32(const ak_table *emb);

/*
 * ak_spam_setup: how a model was trained — the split (seed, held-out share)
 * and the optimiser settings.  Saved with the model so that a loaded model
 * is evaluated on its own held-out set and its mean-pooling baseline is
 * retrained the same way.
 */
typedef struct ak_spam_setup {
	unsigned long long seed;	/* split and initialisation seed */
	double test_frac;		/* held-out share, (0, 1) */
	long epochs, batch;		/* passes, messages per step */
	double lr, l2;			/* Adam step, L2 weight */
	int has_corpus;			/* corpus below is recorded (a model
					   saved before it was has none) */
	int corpus_words;		/* corpus is by words (splits.h
					   ak_msgset_hash_words, written as
					   corpus_words_hash_hi/lo); 0: by
					   row (ak_msgset_hash, corpus_hash_hi/lo:
					   files saved before) */
	uint64_t corpus;		/* the training corpus's fingerprint */
	int has_f32;			/* read: the file records
					   emb_f32_hash_hi/lo */
	int has_set;			/* read: the file records
					   emb_set_hash_hi/lo */
	int emb_reordered;		/* read: emb holds the model's rows
					   in another order */
	int has_seed_lo;		/* read: the file records seed_lo
					   (a seed above AK_MODEL_SEED_MAX) */
	int has_file;			/* read: the file records its own
					   fingerprint file_hash_hi/lo
					   (modelhash.h) */
} ak_spam_setup;

/*
 * ak_model_write: the model as a TSV `param value`: dim, words, emb_hash_hi,
 * emb_hash_lo (the two 32-bit halves of ak_emb_hash), emb_set_hash_hi,
 * emb_set_hash_lo (of ak_emb_set_hash), emb_f32_hash_hi, emb_f32_hash_lo
 * (of ak_emb_set_hash32), the setup (seed, seed_lo when the seed is
 * above AK_MODEL_SEED_MAX, test_frac,
 * epochs, batch, lr, l2, and when su->has_corpus corpus_words_hash_hi/lo,
 * or corpus_hash_hi/lo when not su->corpus_words), b, u1..ud, v1..vd,
 * and last file_hash_hi/lo (the 32-bit halves of the fingerprint of every
 * row before: modelhash.h), numbers as %.17g (exact round trip).
 * Returns 0 or -1 (stream error).
 */
int ak_model_write(FILE *fp, const double *theta, const ak_spam_setup *su,
    const ak_table *emb);

/* ak_model_write_head: the header line and the rows before b of
   ak_model_write (dim .. l2, the corpus's fingerprint), shared by every
   model file; *fh starts the file's fingerprint with them (the writer
   folds its own rows in with ak_mhash_print).  ak_model_write_end: the
   rows file_hash_hi/lo of fingerprint fh (ak_mhash_end), the file's
   last.  No errors (the caller checks ferror). */
void ak_model_write_head(FILE *fp, const ak_spam_setup *su,
    const ak_table *emb, uint64_t *fh);
void ak_model_write_end(FILE *fp, uint64_t fh);

/*
 * ak_model_read: read a model file and check it against emb (dimension,
 * number of words and fingerprint must match: emb_hash, the rows in their
 * order, or emb_set_hash, the same rows in any order, which sets
 * su->emb_reordered; reordered rows where two words have one case
 * folding are refused, the order deciding a folded token's row; a file
 * without emb_set_hash, saved before it, needs the order); *su gets the
 * recorded training setup (seed, test_frac in (0,1), epochs, batch, lr,
 * l2 checked for range; the corpus's fingerprint when the file has both
 * halves, by words or, older files, by row).  A file that records its own
 * fingerprint (file_hash_hi/lo, su->has_file) must match it: a row
 * changed after the save (an edited seed, test_frac, heads) is an error
 * (files saved before it load as before).  theta: 2d+1 entries
 * allocated here; a value beyond AK_EMB_MAX is an error (as in the
 * embeddings: with both bounded every logit is finite, never NaN).
 * Errors name the file (and line where there is one).
 * Returns 0 or -1.
 */
int ak_model_read(double **theta, ak_spam_setup *su, const char *path,
    const ak_table *emb, const char *embpath, ak_err *e);

/*
 * The parts of ak_model_read, for the models that share its file's header
 * (lib/train/blocktrain.h) on a table t read as AK_TABLE_SPAM_MODEL:
 * ak_model_from_table, the pooling head from t (as ak_model_read);
 * ak_model_head, the header rows checked against emb and the setup into
 * *su (su->has_file: the file has file_hash_hi/lo); ak_model_param, the value of row name (missing or beyond AK_EMB_MAX:
 * an error naming path and line); ak_model_setting, the same within
 * [lo, hi] (a whole number when whole).  Each returns 0 or -1.
 */
/* The largest seed a model file's 'seed' row keeps alone, 2^53 - 1: its
   rows are read as doubles, and 2^53 and 2^53 + 1 read alike.  A larger
   seed is written with a row 'seed_lo' (its low 32 bits) after 'seed',
   which the reader joins to the rounded 'seed' (whose error, under 2^11,
   is far below 2^31); a file with a seed of 2^53 or more and no seed_lo
   (older attn-trains wrote them) is refused. */
#define AK_MODEL_SEED_MAX 9007199254740991ULL

int ak_model_from_table(double **theta, ak_spam_setup *su, const ak_table *t,
    const char *path, const ak_table *emb, const char *embpath, ak_err *e);
int ak_model_head(const ak_table *t, ak_spam_setup *su, const char *path,
    const ak_table *emb, const char *embpath, ak_err *e);
int ak_model_param(const ak_table *t, const char *name, double *out,
    const char *path, ak_err *e);
/* ak_model_file_check: t's own fingerprint (file_hash_hi/lo, modelhash.h)
   against its other rows in file order, called once the model is
   otherwise read, and by ak_model_head when the embeddings do not match
   (an edited words, dim or emb_*hash row is then the edit's error, not
   other embeddings'): 0 when they give it or t has none (a file saved
   before it, or made by hand; e untouched), -1 with e naming the file and
   line when a row was changed after the save (an edited seed, test_frac,
   heads ...) or when it has one half of the fingerprint only. */
int ak_model_file_check(const ak_table *t, const char *path, ak_err *e);
int ak_model_setting(const ak_table *t, const char *name, double lo,
    double hi, int whole, double *out, const char *path, ak_err *e);

#endif
