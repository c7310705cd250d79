/* blocktrain.c — the transformer block on the spam corpus: model, training,
 * logits (blocktrain.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "blasthr.h"
#include "blocktrain.h"
#include "mem.h"
#include "optim.h"
#include "pool.h"
#include "rng.h"
#include "spamout.h"

int
ak_block_model_init(ak_block_model *m, const ak_block_cfg *c, int train_emb,
    const ak_table *emb, uint64_t seed, ak_err *e)
{
	memset(m, 0, sizeof(*m));
	if (ak_block_cfg_check(c, e) != 0)
		return -1;
	m->c = *c;
	m->np = ak_block_nparams(c);
	m->V = emb->rows;
	m->train_emb = train_emb;
	if ((m->theta = ak_alloc_n(m->np, sizeof(double), e)) == NULL)
		return -1;
	ak_block_init(m->theta, c, seed);
	if (train_emb) {
		if ((m->E = ak_alloc_n(emb->rows * c->d, sizeof(double), e)) ==
		    NULL) {
			ak_block_model_free(m);
			return -1;
		}
		memcpy(m->E, emb->x, emb->rows * c->d * sizeof(double));
	}
	return 0;
}

void
ak_block_model_free(ak_block_model *m)
{
	free(m->theta);
	free(m->E);
	memset(m, 0, sizeof(*m));
}

const double *
ak_block_model_emb(const ak_block_model *m, const ak_table *emb)
{
	return m->E != NULL ? m->E : emb->x;
}

static int
cmp_desc(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return x < y ? 1 : x > y ? -1 : 0;
}

/* the tokens *tok and squares *sq of the bs longest messages of idx,
   which bound every batch's of at most bs: 0, or -1 (memory) */
static int
longest(const ak_msgset *ms, const size_t *idx, size_t n, size_t bs,
    size_t *tok, size_t *sq, ak_err *e)
{
	size_t *len = ak_alloc_n(n + 1, sizeof(size_t), e);

	*tok = *sq = 0;
	if (len == NULL)
		return -1;
	for (size_t i = 0; i < n; i++)
		len[i] = ms->off[idx[i] + 1] - ms->off[idx[i]];
	qsort(len, n, sizeof(size_t), cmp_desc);
	for (size_t i = 0; i < n && i < bs; i++) {
		*tok += len[i];
		*sq += len[i] * len[i];
	}
	free(len);
	return 0;
}

/* a workspace for any batch of at most bs messages of idx */
static int
ws_for(ak_block_ws *w, const ak_block_cfg *c, const ak_msgset *ms,
    const size_t *idx, size_t n, size_t bs, ak_err *e)
{
	size_t tok, sq;

	if (longest(ms, idx, n, bs, &tok, &sq, e) != 0)
		return -1;
	return ak_block_ws_init(w, c, tok, sq, bs, e);
}

/* a scoring batch's bytes: its workspace for tok tokens whose squares
   sum to sq in b messages, their token ids, offsets and logits */
static double
batch_bytes(const ak_block_cfg *c, size_t tok, size_t sq, size_t b)
{
	return ak_block_ws_bytes(c, tok, sq, b) + (double)(tok + b + 1) *
	    sizeof(size_t) + (double)b * sizeof(double);
}

/* the bytes ak_block_logits takes to score idx[0..n) of ms (-1: e) */
static double
score_bytes(const ak_block_cfg *c, const ak_msgset *ms, const size_t *idx,
    size_t n, ak_err *e)
{
	size_t b = n < 64 ? n : 64, tok, sq;

	if (longest(ms, idx, n, b, &tok, &sq, e) != 0)
		return -1;
	return batch_bytes(c, tok, sq, b);
}

double
ak_block_model_bytes(const ak_block_model *m)
{
	return ((double)m->np + (m->E != NULL ? (double)m->V *
	    (double)m->c.d : 0)) * sizeof(double);
}

int
ak_block_file_fits(const ak_table *t, const char *path, double held,
    size_t memory, ak_err *e)
{
	double x = (double)t->rows * sizeof(double), need = x +
	    (double)ak_table_bytes(t) + held;
	char mb[AK_FMT_SIZE_MAX];

	if (need <= (double)memory)
		return 0;
	ak_errf(e, "%s: the block model's %zu values need %.1f MB beside its "
	    "file's table and the vectors (%.1f MB in all): more than "
	    "--memory %s; -M %.0fM would fit", path, t->rows, x / 1048576,
	    need / 1048576, ak_fmt_size(mb, memory), ceil(need / 1048576));
	return ak_err_kind(e, AK_ERR_RESOURCE);
}

int
ak_block_score_fits(const ak_block_model *m, const char *path,
    const ak_msgset *ms, const size_t *idx, size_t n, double held,
    size_t memory, ak_err *e)
{
	double need = score_bytes(&m->c, ms, idx, n, e);
	const ak_block_cfg *c = &m->c;
	char mb[AK_FMT_SIZE_MAX];

	if (need < 0)
		return -1;
	need += ak_block_model_bytes(m);
	if (need + held <= (double)memory)
		return 0;
	ak_errf(e, "the block model of %s (d %zu, %zu layer%s, %zu head%s, "
	    "--mlp %zu: %zu parameters) needs %.1f MB (%.0f bytes) with the "
	    "activations of a batch of its 64 longest messages, beside %.1f "
	    "MB of vectors and messages: more than --memory %s; -M %.0fM "
	    "would fit", path, c->d, c->layers, c->layers == 1 ? "" : "s",
	    c->heads, c->heads == 1 ? "" : "s", c->mlp, m->np, need / 1048576,
	    need, held / 1048576, ak_fmt_size(mb, memory),
	    ceil((need + held) / 1048576));
	return ak_err_kind(e, AK_ERR_RESOURCE);
}

/* the bytes ak_block_model_init and ak_block_train take for a block of
   shape c (train_emb: its own copy of the V×d vectors) on train[0..ntrain)
   of ms in batches of bs, and its scoring of scored[0..nscored): θ, its
   gradient and Adam's two moments, the shuffled order, and the larger of
   the workspaces of a training batch and of a scoring batch of 64;
   *by_scoring 1 when the scoring's is the larger; -1 (e: memory) */
static double
train_bytes(const ak_block_cfg *c, int train_emb, size_t V,
    const ak_msgset *ms, const size_t *train, size_t ntrain, size_t bs,
    const size_t *scored, size_t nscored, int *by_scoring, ak_err *e)
{
	double np = (double)ak_block_nparams(c), vd = (double)V * (double)c->d,
	    need, ws = 0;
	size_t tok, sq;

	/* the training's batches, and the scoring's of 64 (ak_block_logits)
	   over every message the run scores: the larger workspace */
	*by_scoring = 0;
	for (int k = 0; k < 2; k++) {
		const size_t *ix = k == 0 ? train : scored;
		size_t n = k == 0 ? ntrain : nscored, b = k == 0 ? (bs < n ?
		    bs : n) : 64 < n ? 64 : n;
		if (longest(ms, ix, n, b, &tok, &sq, e) != 0)
			return -1;
		double w = batch_bytes(c, tok, sq, b);
		if (w > ws && k == 1)
			*by_scoring = 1;
		ws = w > ws ? w : ws;
	}
	/* θ, its gradient and Adam's two moments; the same for the
	   vectors trained; the shuffled order */
	need = 4 * np * sizeof(double) + (train_emb ? 4 * vd * sizeof(double) :
	    0) + (double)ntrain * sizeof(size_t);
	return need + ws;
}

/* the longest of the messages idx[0..n) of ms (n > 0): its index */
static size_t
longest_of(const ak_msgset *ms, const size_t *idx, size_t n)
{
	size_t best = idx[0];

	for (size_t i = 1; i < n; i++)
		if (ms->off[idx[i] + 1] - ms->off[idx[i]] >
		    ms->off[best + 1] - ms->off[best])
			best = idx[i];
	return best;
}

/* what a refused plan names: the longest message scored (its line and
   split), or the training batch */
static void
plan_what(char *what, size_t sz, const ak_msgset *ms, const ak_spam_lists *L,
    const size_t *all, size_t nall, int by_scoring, size_t bs,
    const char *input)
{
	if (!by_scoring || nall == 0) {
		snprintf(what, sz, "a batch's activations (--batch-size %zu)",
		    bs);
		return;
	}
	size_t k = longest_of(ms, all, nall);
	int in_train = 0;
	for (size_t i = 0; L != NULL && i < L->ntrain; i++)
		in_train |= L->train[i] == k;
	snprintf(what, sz, "the activations of a batch of the 64 longest "
	    "messages it scores (every split's: the longest, %s:%ld, has %zu "
	    "known tokens%s)", input, ms->lineno[k], ms->off[k + 1] -
	    ms->off[k], L == NULL ? "" : in_train ? ", trained on" :
	    ", held out");
}

int
ak_block_plan_fits(const ak_block_cfg *c, int train_emb, size_t V,
    const ak_msgset *ms, const struct ak_spam_lists *L, size_t bs,
    const char *input, double held, size_t memory, ak_err *e)
{
	size_t *every = NULL, nall = L != NULL ? L->nall : ms->n;
	const size_t *all = L != NULL ? L->all : NULL;
	char mb[AK_FMT_SIZE_MAX], what[400];
	int by_scoring;

	if (L == NULL) {	/* --splits: any message in either */
		if ((every = ak_alloc_n(nall + 1, sizeof(size_t), e)) == NULL)
			return -1;
		for (size_t i = 0; i < nall; i++)
			every[i] = i;
		all = every;
	}
	double need = train_bytes(c, train_emb, V, ms, L != NULL ? L->train :
	    all, L != NULL ? L->ntrain : nall, bs, all, nall, &by_scoring, e);
	if (need >= 0 && need + held > (double)memory)
		plan_what(what, sizeof what, ms, L, all, nall, by_scoring, bs,
		    input);
	free(every);
	if (need < 0)
		return -1;
	if (need + held <= (double)memory)
		return 0;
	ak_errf(e, "the block model (d %zu, %zu layer%s, %zu head%s, --mlp "
	    "%zu: %zu parameters) needs %.1f MB (%.0f bytes) with its "
	    "gradient, Adam's two moments%s and %s, beside %.1f MB of vectors "
	    "and messages: more than --memory %s; -M %.0fM would fit, or a "
	    "smaller %s--mlp or --layers", c->d, c->layers, c->layers == 1 ?
	    "" : "s", c->heads, c->heads == 1 ? "" : "s", c->mlp,
	    ak_block_nparams(c), need / 1048576, need, train_emb ?
	    " (the vectors' too: --train-embeddings)" : "", what,
	    held / 1048576, ak_fmt_size(mb, memory),
	    ceil((need + held) / 1048576), by_scoring ? "" : "--batch-size, ");
	return ak_err_kind(e, AK_ERR_RESOURCE);
}

/* a batch's token rows and offsets: messages msg[0..B) */
static void
gather(size_t *ids, size_t *off, const ak_msgset *ms, const size_t *msg,
    size_t B)
{
	off[0] = 0;
	for (size_t i = 0; i < B; i++) {
		size_t a = ms->off[msg[i]], m = ms->off[msg[i] + 1] - a;
		memcpy(ids + off[i], ms->ids + a, m * sizeof(size_t));
		off[i + 1] = off[i] + m;
	}
}

struct tstate {
	ak_block_ws w;
	ak_adam adam, adamE;
	double *grad, *gE, *dz;
	size_t *ids, *off;
};

static void
tstate_free(struct tstate *s)
{
	ak_block_ws_free(&s->w);
	ak_adam_free(&s->adam);
	ak_adam_free(&s->adamE);
	free(s->grad);
	free(s->gE);
	free(s->dz);
	free(s->ids);
	free(s->off);
}

/* one Adam step on the batch msg[0..B): its summed loss and right
   answers added to *loss, *right */
static void
step(struct tstate *s, ak_block_model *m, const ak_msgset *ms,
    const size_t *msg, size_t B, const double *E, double *loss,
    size_t *right)
{
	size_t d = m->c.d;

	gather(s->ids, s->off, ms, msg, B);
	ak_block_forward(&s->w, m->theta, E, s->ids, s->off, B, NULL);
	for (size_t i = 0; i < B; i++) {
		double z = s->w.z[i];
		int y = ms->y[msg[i]] != 0;
		*loss += ak_pool_loss(z, y);
		*right += (z > 0) == (y != 0);
		s->dz[i] = (1 / (1 + exp(-z)) - y) / (double)B;
	}
	memset(s->grad, 0, m->np * sizeof(double));
	if (s->gE != NULL)
		memset(s->gE, 0, m->V * d * sizeof(double));
	ak_block_backward(&s->w, m->theta, E, s->ids, s->off, B, s->dz,
	    s->grad, s->gE);
	ak_adam_step(&s->adam, m->theta, s->grad);
	if (s->gE != NULL)
		ak_adam_step(&s->adamE, m->E, s->gE);
}

int
ak_block_train(ak_block_model *m, const ak_msgset *ms, const size_t *train,
    size_t ntrain, const ak_table *emb, const ak_train_opt *o, ak_err *e)
{
	struct tstate s = { 0 };
	size_t *order = NULL, bs = o->batch;
	ak_rng rng;
	int ret = -1, saved;

	if (ak_spam_train_check(ms, train, ntrain, e) != 0)
		return -1;
	if (bs > ntrain)
		bs = ntrain;
	if (ws_for(&s.w, &m->c, ms, train, ntrain, bs, e) != 0 ||
	    ak_adam_init(&s.adam, m->np, o->lr, o->l2, e) != 0 ||
	    (m->E != NULL && ak_adam_init(&s.adamE, m->V * m->c.d, o->lr, 0,
	    e) != 0) ||
	    (s.grad = ak_alloc_n(m->np, sizeof(double), e)) == NULL ||
	    (m->E != NULL && (s.gE = ak_alloc_n(m->V * m->c.d,
	    sizeof(double), e)) == NULL) ||
	    (s.dz = ak_alloc_n(bs, sizeof(double), e)) == NULL ||
	    (s.ids = ak_alloc_n(s.w.maxtok, sizeof(size_t), e)) == NULL ||
	    (s.off = ak_alloc_n(bs + 1, sizeof(size_t), e)) == NULL ||
	    (order = ak_alloc_n(ntrain, sizeof(size_t), e)) == NULL)
		goto out;
	memcpy(order, train, ntrain * sizeof(size_t));
	ak_rng_seed(&rng, o->seed);
	saved = ak_blas_serial_begin();
	for (long ep = 1; ep <= o->epochs; ep++) {
		double loss = 0;
		size_t right = 0;
		ak_rng_shuffle(&rng, order, ntrain);
		for (size_t b0 = 0; b0 < ntrain; b0 += bs)
			step(&s, m, ms, order + b0, b0 + bs < ntrain ? bs :
			    ntrain - b0, ak_block_model_emb(m, emb), &loss,
			    &right);
		if (ak_train_epoch_end(o, ep, loss, right, ntrain, e) != 0) {
			ak_blas_serial_end(saved);
			goto out;
		}
	}
	ak_blas_serial_end(saved);
	ret = 0;
out:
	tstate_free(&s);
	free(order);
	return ret;
}

int
ak_block_logits(double *z, const ak_block_model *m, const ak_msgset *ms,
    const size_t *idx, size_t n, const ak_table *emb,
    const ak_block_iv *iv, ak_err *e)
{
	size_t bs = n < 64 ? n : 64, *ids = NULL, *off = NULL;
	ak_block_ws w;
	int saved;

	if (n == 0)
		return 0;
	if (ws_for(&w, &m->c, ms, idx, n, bs, e) != 0)
		return -1;
	if ((ids = ak_alloc_n(w.maxtok, sizeof(size_t), e)) == NULL ||
	    (off = ak_alloc_n(bs + 1, sizeof(size_t), e)) == NULL) {
		free(ids);
		ak_block_ws_free(&w);
		return -1;
	}
	saved = ak_blas_serial_begin();
	for (size_t b0 = 0; b0 < n; b0 += bs) {
		size_t B = b0 + bs < n ? bs : n - b0;
		gather(ids, off, ms, idx + b0, B);
		ak_block_forward(&w, m->theta, ak_block_model_emb(m, emb), ids,
		    off, B, iv);
		memcpy(z + b0, w.z, B * sizeof(double));
	}
	ak_blas_serial_end(saved);
	free(ids);
	free(off);
	ak_block_ws_free(&w);
	return 0;
}

int
ak_block_score(void *model, double *z, double *a, const size_t *ids,
    size_t m, ak_err *e)
{
	const ak_block_scored *bs = model;
	size_t off[2] = { 0, m };
	ak_block_ws w;
	int saved;
	double need = batch_bytes(&bs->m->c, m, m * m, 1);

	if (bs->room > 0 && need > bs->room) {
		ak_errf(e, "a message of %zu known tokens needs %.1f MB of the "
		    "block's activations: more than the %.1f MB --memory leaves "
		    "beside the model and the vectors", m, need / 1048576,
		    bs->room / 1048576);
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	if (ak_block_ws_init(&w, &bs->m->c, m, m * m, 1, e) != 0)
		return -1;
	saved = ak_blas_serial_begin();
	ak_block_forward(&w, bs->m->theta, ak_block_model_emb(bs->m, bs->emb),
	    ids, off, 1, NULL);
	ak_blas_serial_end(saved);
	*z = w.z[0];
	memcpy(a, w.pa, m * sizeof(double));
	ak_block_ws_free(&w);
	return 0;
}

int
ak_block_split_fit(void *ctx, ak_spam_row *rows, const ak_msgset *ms,
    const size_t *tr, size_t ntr, const size_t *te, size_t nte,
    uint64_t seed, const ak_split_eval *ev, ak_err *e)
{
	const ak_block_splitfit *bf = ctx;
	ak_train_opt to = *bf->o;
	ak_block_model m;
	double *z = NULL;
	int rc = -1;

	to.seed = seed + 1;	/* as attn-train --model block --seed */
	to.progress = NULL;
	if (ak_block_model_init(&m, bf->c, bf->train_emb, bf->emb, seed,
	    e) != 0)
		return -1;
	if (ak_block_train(&m, ms, tr, ntr, bf->emb, &to, e) == 0 &&
	    (z = ak_alloc_n(nte + 1, sizeof(double), e)) != NULL &&
	    ak_block_logits(z, &m, ms, te, nte, bf->emb, NULL, e) == 0 &&
	    ak_spam_eval_z(rows, z, ms, te, nte, ev->edge, ev->nedge,
	    ev->length_all, e) == 0)
		rc = 0;
	free(z);
	ak_block_model_free(&m);
	return rc;
}
