/*
 * addrnet.h — one attention head trained on the addressing task (addr.h);
 * lesson "Мини-исследование: задача адресации", with the head of "Три
 * матрицы" and the position encodings of "Позиция не входит в формулу сама".
 *
 * Shapes (legend): n pairs, d model width, h head width (d_k = d_v = h),
 * K key alphabet, V value alphabet, D relative distances (maxdist).
 *
 * One instance, pairs j = 0..n-1 at positions j, the query "?k" at n:
 *   x_q   = Eq[query] + P(n)          (d)    P = sinusoidal PE for pos=sin,
 *   xk_j  = Ek[key_j] + P(j)          (d)        else 0
 *   xv_j  = Ev[val_j]                 (d)
 *   q = x_q WQ,  k_j = xk_j WK,  v_j = xv_j WV          (h each)
 *   rope: q <- R_n q, k_j <- R_j k_j  (Su et al. 2021, eq. 34)
 *   s_j = q·k_j / sqrt(h) + b[min(n-j, D) - 1]   (b only for pos=rel:
 *         a learned bias per distance, clipped at D — Shaw et al. 2018 §3)
 *   a = softmax(s),  z = Σ_j a_j v_j                     (lesson, "Три матрицы")
 *   o = z WO + bO,  p = softmax(o),  L = -ln p[answer]   (cross-entropy)
 *
 * Keys (scores) read only key tokens and values only value tokens: replacing
 * a value cannot change the weights a (intervention c, bit-identical), and
 * without positions the model is a function of the multiset of pairs
 * (permutation equivariance, lesson: Attn(PX) = P Attn(X)).
 */
#ifndef AK_ADDRNET_H
#define AK_ADDRNET_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "addr.h"
#include "io.h"
#include "rng.h"
#include "util.h"

enum { AK_POS_NONE, AK_POS_SIN, AK_POS_ROPE, AK_POS_REL, AK_POS_COUNT };

/* ak_addr_pos_name: "none", "sin", "rope", "rel". */
const char *ak_addr_pos_name(int pos);

typedef struct ak_addr_cfg {
	size_t nkeys;		/* K */
	size_t nvals;		/* V */
	size_t d;		/* model width */
	size_t h;		/* head width d_k = d_v (even for rope) */
	int pos;		/* AK_POS_* */
	size_t maxdist;		/* D: bias table size (rel), else 0 */
} ak_addr_cfg;

/* ak_addr_cfg_check: ranges (K 1..702, V 2..1000, d, h 1..1024, h even for
   rope, D 1..MAXPAIRS for rel).  Returns 0 or -1 with a message. */
int ak_addr_cfg_check(const ak_addr_cfg *c, ak_err *e);

/* Views into one flat parameter (or gradient) array, in this order. */
typedef struct ak_addr_par {
	double *Ek;		/* K×d  key-token embeddings */
	double *Eq;		/* K×d  query-token (?k) embeddings */
	double *Ev;		/* V×d  value-token embeddings */
	double *WQ;		/* d×h */
	double *WK;		/* d×h */
	double *WV;		/* d×h */
	double *WO;		/* h×V */
	double *bO;		/* V */
	double *rel;		/* D (pos=rel), else NULL */
} ak_addr_par;

/* ak_addr_views: point v's fields into base (ak_addr_nparams doubles). */
void ak_addr_views(ak_addr_par *v, double *base, const ak_addr_cfg *c);

typedef struct ak_addr_model {
	ak_addr_cfg c;
	size_t np;		/* number of parameters */
	double *theta;		/* np, one allocation */
	ak_addr_par p;		/* views into theta */
	int has_data;		/* trained on an instance file: */
	uint64_t data;		/* its fingerprint (addr.h
				   ak_addr_insts_hash, data_hash rows) */
} ak_addr_model;

/*
 * ak_addr_model_init: allocate and draw the initial weights from r:
 * embeddings N(0, 1), WQ WK WV N(0, 1/d), WO N(0, 1/h), bO = 0, rel = 0.
 * Returns 0 or -1 (bad cfg, memory).
 */
int ak_addr_model_init(ak_addr_model *m, const ak_addr_cfg *c, ak_rng *r,
    ak_err *e);

/* ak_addr_model_free: release theta. */
void ak_addr_model_free(ak_addr_model *m);

/*
 * The forward pass of one instance keeps what backward needs.  Work space
 * sized for MAXPAIRS pairs: allocate once with ak_addr_fwd_init.
 */
typedef struct ak_addr_fwd {
	size_t n;		/* pairs of the last forward */
	double *xq;		/* d */
	double *q;		/* h (after rope) */
	double *Kx;		/* n×d key-stream inputs */
	double *Km;		/* n×h keys (after rope) */
	double *Vm;		/* n×h values */
	double *s;		/* n scores */
	double *a;		/* n attention weights */
	double *z;		/* h */
	double *o;		/* V logits */
	double *p;		/* V probabilities */
	double *tmp;		/* scratch of ak_addr_backward: V + 3h + 2·MAXPAIRS */
	double loss;		/* -ln p[answer] */
	size_t pred;		/* argmax p (lowest index on ties) */
	size_t argmax_a;	/* argmax a (lowest index on ties) */
} ak_addr_fwd;

/*
 * ak_addr_fwd_init: allocate the work space of a model with settings c (one
 * allocation, O(MAXPAIRS·(d + h) + V) doubles, including the sinusoidal
 * table).  Returns 0 or -1 (memory).  ak_addr_fwd_free releases it.
 */
int ak_addr_fwd_init(ak_addr_fwd *f, const ak_addr_cfg *c, ak_err *e);
void ak_addr_fwd_free(ak_addr_fwd *f);

/*
 * ak_addr_forward: run the model on x (x->n <= MAXPAIRS, keys < K, values
 * < V, answer < V); fills f (loss uses x->answer).
 */
void ak_addr_forward(ak_addr_fwd *f, const ak_addr_model *m,
    const ak_addr_inst *x);

/*
 * ak_addr_backward: add scale·∂L/∂θ to the gradient views g (same layout as
 * m->p), from the forward f of instance x.  Formulas: ∂L/∂o = p - onehot;
 * ∂L/∂s_j = a_j (g_j - Σ a_l g_l) with g_j = ∂L/∂z · v_j (lesson,
 * "Обучаемое взвешивание"); rope gradients through ak_rope_backward.
 */
void ak_addr_backward(ak_addr_par *g, const ak_addr_fwd *f,
    const ak_addr_model *m, const ak_addr_inst *x, double scale);

/* ak_addr_loss: L of x under m (a convenience forward for the gradient
   check; allocates nothing — uses f). */
double ak_addr_loss(ak_addr_fwd *f, const ak_addr_model *m,
    const ak_addr_inst *x);

/* Training settings. */
typedef struct ak_addr_train_opt {
	size_t steps;		/* Adam steps */
	size_t batch;		/* instances per step */
	double lr;		/* Adam step size */
	ak_addr_gen gen;	/* instances drawn fresh each step, unless data */
	const ak_addr_inst *data;	/* or: a fixed training set (cycled in a
					   seeded random order) */
	size_t ndata;
	size_t log_every;	/* write a log row every this many steps */
	FILE *log;		/* "step loss accuracy" TSV rows, or NULL */
	/* called every log_every steps and at the last, when not NULL
	 * (the caller's progress display): the step, of steps, and the
	 * mean loss of the steps since the last call */
	void (*progress)(void *ctx, size_t step, size_t steps, double loss);
	void *ctx;
} ak_addr_train_opt;

/*
 * ak_addr_train: minimise the mean cross-entropy with Adam, drawing batches
 * from r.  Each log row has the mean loss and accuracy of the steps since
 * the previous row.  Returns 0 or -1 (memory).
 */
int ak_addr_train(ak_addr_model *m, const ak_addr_train_opt *o, ak_rng *r,
    ak_err *e);

/*
 * The training loop's parts shared by the head (ak_addr_train) and the
 * block (addrblock.h ak_addrblk_train), so that both see the same
 * instances from the same seed.  ak_addr_order: the cycling order of
 * o->data (0..ndata-1 shuffled by r; one unused slot without data), NULL
 * on memory error.  ak_addr_next: the next training instance, o->data's
 * next in order (reshuffled by r at each pass) or a fresh one drawn into
 * buf (pair count uniform in gen.lo..gen.hi, ak_addr_sample).
 * ak_addr_train_tick: after step `step`, every log_every steps and at
 * the last, the mean loss to o->progress and the row `step loss accuracy`
 * to o->log from the tally t of the steps since the last, then t zeroed.
 */
typedef struct ak_addr_tally {
	double loss;		/* summed -ln p[answer] */
	size_t ok, n;		/* right answers, instances */
} ak_addr_tally;
size_t *ak_addr_order(const ak_addr_train_opt *o, ak_rng *r, ak_err *e);
const ak_addr_inst *ak_addr_next(const ak_addr_train_opt *o,
    ak_addr_inst *buf, size_t *order, size_t *at, ak_rng *r);
void ak_addr_train_tick(const ak_addr_train_opt *o, size_t step,
    ak_addr_tally *t);

/*
 * ak_addr_train_flops: floating-point operations (a multiply-add counts 2)
 * that ak_addr_train with settings c does for `steps` Adam steps of `batch`
 * instances of at most n pairs — an upper bound, to refuse a run before it
 * starts.  Per instance, forward: the projections q, k_j, v_j
 * 2(2n+1)·d·h, scores and the weighted sum 4n·h, the output 2h·V; backward
 * about twice the forward; per step, Adam about 10 per parameter.
 */
double ak_addr_train_flops(const ak_addr_cfg *c, size_t steps, size_t batch,
    size_t n);

/* The work ak_addr_train_flops may reach before `attn-train addr train`
   refuses a run: 2^45 flops, hours of this scalar code (the default run,
   2000 steps of 32, is about 1e10) — the limit attn-bench uses too. */
#define AK_ADDR_MAX_FLOPS 35184372088832.0

/* The largest |score| or |logit| a model read from a file may reach: the
   loss max + log Σ exp(o - max) - o[answer] then stays below 2·1e300, so no
   forward pass gives inf or NaN (trained models are near 10). */
#define AK_ADDR_MAX_LOGIT 1e300

/*
 * ak_addr_model_write: the model as TSV (after a provenance line the caller
 * may print): header "param i j value", then one row per setting
 * (nkeys, nvals, dim, head, pos [0 none, 1 sin, 2 rope, 3 rel], maxdist;
 * i = j = 0) and one row per weight (tensor name, row, column), "%.17g" so
 * that a model read back computes the same numbers, and last the row
 * file_hash 0 0 N (ak_pij_write_end).  Returns 0 or -1 on a stream
 * error.
 */
int ak_addr_model_write(FILE *fp, const ak_addr_model *m);

/*
 * ak_addr_model_read: read a model file written by ak_addr_model_write.
 * Errors ("FILE:LINE: what" or "FILE: what"): unreadable file, bad header,
 * unknown parameter name, index out of range, a setting that is not a whole
 * number in range, a weight given twice or missing, and finite weights so
 * large that a score or logit could exceed AK_ADDR_MAX_LOGIT (a bound from
 * each tensor's largest |entry| through the forward pass; the message names
 * the line of the largest weight).  Returns 0 or -1.
 */
int ak_addr_model_read(ak_addr_model *m, const char *path, ak_err *e);

/*
 * The model files of the addressing task (the head's and the block's,
 * addrblock.h) as lines "param i j value" after that header and '#'
 * comment lines.  ak_pij_read reads path ("-" standard input) to its
 * end: a row whose param is one of set_names[0..nset) is a setting, a
 * whole number in 0..1000000 kept in set[k] (its line in set_line[k]; -1
 * when not given), and may not follow a weight; any other row is a
 * weight, handed to fn(ctx, p, name, i, j, value, e) (i in 0..imax, j in
 * 0..2^20, value finite), which returns 0 or -1 with e.  Errors ("FILE:LINE:
 * what"): the header, the field count, an index, a value, a setting's,
 * fn's, "empty input: no header", a row after the rows file_hash (the
 * file's own fingerprint, modelhash.h, its last rows "file_hash 0 0 HI"
 * and "file_hash 1 0 LO", 32 bits each as the pooling head's
 * file_hash_hi/lo, or in a file saved before them the one row
 * "file_hash 0 0 N" of its top 53 bits: both read; p->has_file, its line
 * p->file_line, the fingerprint of every row before it, i, j and value
 * as numbers, in p->file_fh).  The rows "data_hash 0 0 HI" and "data_hash 1 0 LO" (both or
 * neither, each a whole number below 2^32, anywhere before file_hash and
 * in it) are the fingerprint of the instance file the model was trained
 * on (addr.h ak_addr_insts_hash): p->has_data 1, p->data; fresh
 * instances, and files saved before it, have none.  Returns 0 or -1;
 * either way the
 * caller then closes p (ak_pij_close), whose r.name names the file in
 * its own messages.  ak_pij_missing: the first setting not given, or
 * NULL.  ak_pij_file_check, called once the model is otherwise whole:
 * -1 with e (modelhash.h ak_mhash_mismatch: "FILE:LINE: the model file
 * was changed after attn-train saved it ...") when the file has
 * file_hash and its rows no longer give it (an edited setting, a
 * weight), else 0 (a file saved before it has none and loads as
 * before).  ak_pij_write_end: the rows "file_hash 0 0 HI" and "file_hash
 * 1 0 LO" of a writer's fingerprint fh (ak_mhash_print over every row
 * after the header): ak_mhash_end(fh)'s two halves.
 * ak_pij_write_data: when has, the data_hash rows of data, through
 * ak_mhash_print into *fh (a writer's, before ak_pij_write_end).
 */
typedef struct ak_pij {
	const char *const *set_names;
	int nset;		/* <= 16 */
	long imax;
	long set[16], set_line[16];
	int weights;		/* 1 once a weight row was taken */
	uint64_t fh;		/* the rows' fingerprint so far */
	int has_file;		/* 1 once file_hash was read */
	unsigned file_rows;	/* bit i: the row file_hash i read */
	uint64_t file_v[2];	/* their values */
	uint64_t file_fh;	/* the fingerprint of the rows before it */
	long file_line;		/* its line (i 0) */
	int has_data;		/* data_hash read, both halves */
	uint64_t data;		/* its value */
	unsigned data_rows;	/* bit i: the row data_hash i read */
	long data_line;		/* the line of the last of them */
	ak_reader r;
	int open;
} ak_pij;
typedef int (*ak_pij_fn)(void *ctx, ak_pij *p, const char *name, long i,
    long j, double v, ak_err *e);
int ak_pij_read(ak_pij *p, const char *path, ak_pij_fn fn, void *ctx,
    ak_err *e);
void ak_pij_close(ak_pij *p);
const char *ak_pij_missing(const ak_pij *p);
int ak_pij_file_check(const ak_pij *p, ak_err *e);
void ak_pij_write_end(FILE *fp, uint64_t fh);
void ak_pij_write_data(FILE *fp, uint64_t *fh, int has, uint64_t data);

/* Interventions (lesson: the triple that checks the roles of Q, K, V). */
typedef struct ak_addr_iv {
	size_t n;		/* instances */
	size_t pass[3];		/* (a) permute, (b) key, (c) value */
	size_t done[3];		/* instances where the intervention applied
				   ((b) needs a second pair with another key) */
	double maxdw[3];	/* largest |Δ a| of a pair matched across
				   the intervention */
	double maxdp_a;		/* (a): largest |Δ p| of the output */
	size_t same_w_c;	/* (c): instances with bit-identical weights */
	size_t moved_c;		/* (c): instances whose answer followed */
} ak_addr_iv;

/*
 * ak_addr_intervene: for each instance of xs:
 *  (a) permute the pairs at random: pass if the predicted value is the same;
 *  (b) swap the queried key with the key of another pair j (values stay):
 *      pass if the attention argmax moves to the pair that now holds the
 *      queried key (the last one, by the rule);
 *  (c) replace the answer's value by another value: pass if the attention
 *      weights are bit-identical (memcmp) and the prediction is the new value.
 * Random choices from r.  Returns 0 or -1 (memory).
 */
int ak_addr_intervene(ak_addr_iv *res, const ak_addr_model *m,
    const ak_addr_inst *xs, size_t nx, ak_rng *r, ak_err *e);

/*
 * The accuracy of a model on a set of instances (attn-train addr eval),
 * overall or bucketed by the number of pairs or by the distance of the
 * answering pair from the query (ak_addr_dist).
 */
enum { AK_ADDR_BY_ALL, AK_ADDR_BY_PAIRS, AK_ADDR_BY_DIST };
typedef struct ak_addr_score {
	size_t n[AK_ADDR_MAXPAIRS + 1];		/* instances of bucket b */
	size_t correct[AK_ADDR_MAXPAIRS + 1];	/* of which pred == answer */
	double loss;		/* summed -ln p[answer] over all, nats */
	size_t total;		/* instances */
} ak_addr_score;

/*
 * ak_addr_eval: forward every x[0..n) through m and count, in bucket 0
 * (by AK_ADDR_BY_ALL), x->n (BY_PAIRS) or ak_addr_dist(x, x->target)
 * (BY_DIST).  Accuracy of bucket b = correct[b] / n[b]; mean loss =
 * loss / total.  Returns 0, or -1 (memory) with e.
 */
int ak_addr_eval(ak_addr_score *s, const ak_addr_model *m,
    const ak_addr_inst *x, size_t n, int by, ak_err *e);

#endif
