/*
 * addrout.h — the tables of `attn-train addr` as library calls: generated
 * instances (gen), per-instance results and accuracy tables (eval), the
 * attention weights (attend) and the interventions' pass rates (intervene)
 * of the lesson's addressing study ("Мини-исследование: задача
 * адресации").  Each writer takes a model and instances, or results
 * already computed (addrnet.h), and writes tab-separated text to fp;
 * numbers are printed with %.9g unless said.  Nothing here exits or
 * prints to stderr; write errors are left to the caller's ak_out_commit.
 * Also the settings of its runs: --pairs, the longest instance, the
 * work limit of train.
 */
#ifndef AK_ADDROUT_H
#define AK_ADDROUT_H

#include <stddef.h>
#include <stdio.h>

#include "addr.h"
#include "addrnet.h"
#include "rng.h"

/*
 * ak_addr_write_gen: the header `id pairs dist dist2 text answer`, then
 * for each pair count n = g->lo..g->hi, count instances ak_addr_sample(g,
 * n, r), ids from 1; with mirror, each instance with a duplicated key is
 * followed by its ak_addr_mirror twin (same id sequence).  dist: distance
 * of the answering pair from the query (addr.h), dist2: that of the
 * earlier pair with the same key, 0 if none.  g must pass
 * ak_addr_gen_check.  No errors.
 */
void ak_addr_write_gen(FILE *fp, const ak_addr_gen *g, size_t count,
    int mirror, ak_rng *r);

/*
 * ak_addr_write_each: eval --each: the header and one row per instance of
 * s, `id pairs dist dist2 answer pred correct p_answer w_target` (p_answer:
 * the model's probability of the right value; w_target: the attention
 * weight on the answering pair).  f: work space of ak_addr_fwd_init(m->c).
 * No errors.
 */
void ak_addr_write_each(FILE *fp, ak_addr_fwd *f, const ak_addr_model *m,
    const ak_addr_set *s);

/*
 * ak_addr_write_score: the eval table of sc (ak_addr_eval with by =
 * AK_ADDR_BY_ALL, _PAIRS or _DIST): header `set|pairs|dist n correct
 * accuracy` (+ `loss`, mean nats per instance, for BY_ALL), one row per
 * non-empty bucket, accuracy = correct/n.  No errors.
 */
void ak_addr_write_score(FILE *fp, const ak_addr_score *sc, int by);

/*
 * ak_addr_write_attend: the header and one row per instance of s and pair
 * j, `id qpos query kpos key weight dist target` (positions 1-based, the
 * query at n + 1; weight a_j of the forward pass; target 1 on the
 * answering pair).  f: work space of ak_addr_fwd_init(m->c).  No errors.
 */
void ak_addr_write_attend(FILE *fp, ak_addr_fwd *f, const ak_addr_model *m,
    const ak_addr_set *s);

/*
 * ak_addr_write_iv: the intervene table of iv (ak_addr_intervene over n
 * instances, iv->done[k] >= 1 for every k): one row per intervention,
 * `intervention n pass rate max_dw criterion` (rate = pass/n; max_dw, %.3g:
 * the largest |Δ weight|), then '#' lines: (a)'s largest change of an
 * output probability, (c)'s bit-identical weights, and the instances with
 * a duplicate key that were skipped (when done[0] < n).  No errors.
 */
void ak_addr_write_iv(FILE *fp, const ak_addr_iv *iv, size_t n);

/*
 * ak_addr_write_eval: attn-train addr eval of model m on the instances of
 * s: ak_addr_write_each when each, else ak_addr_eval(by) and
 * ak_addr_write_score.  Errors: memory (work space, ak_addr_eval);
 * returns 0 or -1.
 */
int ak_addr_write_eval(FILE *fp, const ak_addr_model *m,
    const ak_addr_set *s, int by, int each, ak_err *e);

/*
 * ak_addr_pairs_parse: the value of --pairs, "N" or "LO-HI", each a whole
 * number in 2..AK_ADDR_MAXPAIRS, LO <= HI; N gives lo = hi = N.  Errors
 * (usage errors): those of ak_parse_long (what "--pairs"), "--pairs: 'S'
 * is not N or LO-HI", "--pairs: 'S': LO is above HI"; returns 0 or -1.
 */
int ak_addr_pairs_parse(const char *str, long *lo, long *hi, ak_err *e);

/*
 * ak_addr_longest: the largest pair count of the run: max(floor, x->n over
 * the instances of s) (floor: the generator's hi, 0 without one).
 */
size_t ak_addr_longest(const ak_addr_set *s, size_t floor);

/*
 * ak_addr_train_check: refuse a training run whose work
 * ak_addr_train_flops(c, steps, batch, longest) exceeds AK_ADDR_MAX_FLOPS
 * (hours on this machine).  Returns 0, or -1 with "addr train: --steps N
 * --batch-size B: the run would reach F flops, more than the limit of L
 * (hours of work): fewer steps or a smaller batch" in e (AK_ERR_USAGE).
 */
int ak_addr_train_check(const ak_addr_cfg *c, size_t steps, size_t batch,
    size_t longest, ak_err *e);

/*
 * ak_addr_write_attention: ak_addr_write_attend of model m on the
 * instances of s with its own work space.  Errors: memory; returns 0 or
 * -1 (nothing written then).
 */
int ak_addr_write_attention(FILE *fp, const ak_addr_model *m,
    const ak_addr_set *s, ak_err *e);

/*
 * ak_addr_iv_run: ak_addr_intervene of m on the instances of s (random
 * choices from r), and the check that at least one instance has unique
 * keys and two or more pairs.  Errors: those of ak_addr_intervene, and
 * "SRC: no instance with unique keys and two or more pairs: the
 * interventions need them" (SRC: src, or "-" when s is empty); returns 0
 * or -1.
 */
int ak_addr_iv_run(ak_addr_iv *iv, const ak_addr_model *m,
    const ak_addr_set *s, ak_rng *r, const char *src, ak_err *e);

/*
 * ak_addr_set_read_model: ak_addr_set_read of input in the alphabets
 * (nkeys, nvals) of the model file `model`: a key or a value beyond them
 * is its error with the model named ("...: unknown key (keys are A..P):
 * M was trained on keys A..P and values 0..5 (--keys 16 --values 6):
 * give it instances of those (attn-train addr gen ...), or train a model
 * on these").  Returns 0 or -1.
 */
int ak_addr_set_read_model(ak_addr_set *s, const char *input, size_t nkeys,
    size_t nvals, const char *model, size_t memory, ak_err *e);

/*
 * ak_addr_load: read the model file `model` (ak_addr_model_read) and the
 * instances of `input` in the model's alphabets (ak_addr_set_read_model
 * with m->c.nkeys, m->c.nvals, within memory); "-" is stdin for either.
 * Errors: those of the two readers (nothing left allocated); returns 0
 * or -1.
 */
int ak_addr_load(ak_addr_model *m, ak_addr_set *s, const char *model,
    const char *input, size_t memory, ak_err *e);

#endif
