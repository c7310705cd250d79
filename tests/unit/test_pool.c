/*
 * test_pool.c — lib/train/pool and lib/train/spam: a hand-computed forward
 * pass, the
 * naive oracle, finite-difference gradients of u, v, b, u = 0 as mean
 * pooling, finite loss at p̂ = 0 or 1, masking, the split, training on a
 * separable toy corpus, interventions, and the model file round trip.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pool.h"
#include "rng.h"
#include "softmax.h"
#include "spam.h"
#include "table.h"
#include "t.h"
#include "t-files.h"

#define D 5
#define V 7
#define M 6

static double E[V * D];
static const size_t ids[M] = { 3, 0, 6, 3, 2, 5 };

static double
loss_at(const double *theta, int y)
{
	double a[M], c[D];

	return ak_pool_loss(ak_pool_forward(a, c, theta, E, ids, NULL, M, D),
	    y);
}

static void
test_hand(void)
{
	/* d = 2, e1 = (1,0), e2 = (0,1), u = (√2 ln 3, 0): s = (ln 3, 0),
	   a = (3/4, 1/4), c = (3/4, 1/4), v = (1, 2), b = 1/2 → z = 7/4 */
	double e[4] = { 1, 0, 0, 1 }, th[5] = { sqrt(2) * log(3), 0, 1, 2,
	    0.5 }, a[2], c[2];
	size_t id[2] = { 0, 1 };
	double z = ak_pool_forward(a, c, th, e, id, NULL, 2, 2);

	T_NEAR(a[0], 0.75, 1e-15, "hand: a1 = 3/4");
	T_NEAR(a[1], 0.25, 1e-15, "hand: a2 = 1/4");
	T_NEAR(c[0], 0.75, 1e-15, "hand: c = (3/4, 1/4)");
	T_NEAR(z, 1.75, 1e-15, "hand: z = vᵀc + b = 7/4");
	T_NEAR(ak_pool_loss(z, 1), log1p(exp(-1.75)), 1e-15,
	    "hand: L(z, spam) = ln(1 + e^{-z})");
	T_NEAR(ak_pool_loss(z, 0), log1p(exp(1.75)), 1e-15,
	    "hand: L(z, ham) = ln(1 + e^{z})");
}

static void
test_gradients(void)
{
	double th[AK_POOL_NPARAM(D)], grad[AK_POOL_NPARAM(D)];
	double a[M], c[D], ds[M], worst = 0;
	ak_rng r;

	ak_rng_seed(&r, 42);
	for (int i = 0; i < V * D; i++)
		E[i] = ak_rng_normal(&r);
	for (int i = 0; i < AK_POOL_NPARAM(D); i++)
		th[i] = ak_rng_normal(&r);
	for (int y = 0; y <= 1; y++) {
		memset(grad, 0, sizeof(grad));
		double z = ak_pool_forward(a, c, th, E, ids, NULL, M, D);
		ak_pool_backward(grad, ds, a, c, z, y, th, E, ids, M, D, 0);
		for (int k = 0; k < AK_POOL_NPARAM(D); k++) {
			double h = 1e-5, keep = th[k];
			th[k] = keep + h;
			double lp = loss_at(th, y);
			th[k] = keep - h;
			double lm = loss_at(th, y);
			th[k] = keep;
			double num = (lp - lm) / (2 * h);
			double rel = fabs(num - grad[k]) /
			    fmax(1e-8, fabs(num) + fabs(grad[k]));
			if (rel > worst)
				worst = rel;
		}
	}
	char name[128];
	snprintf(name, sizeof(name), "finite differences of u, v, b: worst "
	    "relative error %.2e < 1e-6", worst);
	T_OK(worst < 1e-6, name);

	/* the softmax path: a common shift of all g_j changes nothing */
	{
		double g[M] = { 0.3, -1, 2, 0.5, 0, 1.5 }, g2[M], s1[M], s2[M];
		double z0 = ak_pool_forward(a, c, th, E, ids, NULL, M, D);
		(void)z0;
		for (int j = 0; j < M; j++)
			g2[j] = g[j] + 7.25;
		ak_softmax_backward(s1, a, g, M);
		ak_softmax_backward(s2, a, g2, M);
		double dev = 0;
		for (int j = 0; j < M; j++)
			dev = fmax(dev, fabs(s1[j] - s2[j]));
		T_NEAR(dev, 0, 1e-14, "∂L/∂s ignores a common shift of all g_j");
	}
	memset(grad, 0, sizeof(grad));
	double z = ak_pool_forward(a, c, th, E, ids, NULL, M, D);
	ak_pool_backward(grad, ds, a, c, z, 1, th, E, ids, M, D, 1);
	int zero = 1;
	for (int k = 0; k < D; k++)
		zero &= grad[k] == 0;
	T_OK(zero, "fix_u: ∂L/∂u stays 0 (mean-pooling model)");
}

static void
test_naive_and_mean(void)
{
	double th[AK_POOL_NPARAM(D)], a[M], c[D], an[M], cn[D];
	ak_rng r;

	ak_rng_seed(&r, 7);
	for (int i = 0; i < AK_POOL_NPARAM(D); i++)
		th[i] = ak_rng_normal(&r);
	double z = ak_pool_forward(a, c, th, E, ids, NULL, M, D);
	double zn = ak_pool_forward_naive(an, cn, th, E, ids, M, D);
	T_NEAR(z, zn, 1e-12, "forward = naive oracle (logit)");
	double dev = 0;
	for (int j = 0; j < M; j++)
		dev = fmax(dev, fabs(a[j] - an[j]));
	T_NEAR(dev, 0, 1e-14, "forward = naive oracle (weights)");

	/* u = 0: a_j = 1/m exactly, c = the mean of the embeddings */
	for (int k = 0; k < D; k++)
		th[k] = 0;
	z = ak_pool_forward(a, c, th, E, ids, NULL, M, D);
	int exact = 1;
	for (int j = 0; j < M; j++)
		exact &= a[j] == 1.0 / M;
	T_OK(exact, "u = 0: every a_j is exactly 1/m");
	double zm = AK_POOL_B(th, D), dc = 0;
	for (int k = 0; k < D; k++) {
		double mean = 0;
		for (int j = 0; j < M; j++)
			mean += E[ids[j] * D + k];
		mean /= M;
		dc = fmax(dc, fabs(c[k] - mean));
		zm += th[D + k] * mean;
	}
	T_NEAR(dc, 0, 1e-15, "u = 0: c is the mean embedding");
	T_NEAR(z, zm, 1e-14, "u = 0: logit of mean pooling");

	/* a fully masked message: a = 0, c = 0, z = b, never NaN */
	unsigned char mask[M] = { 0 };
	z = ak_pool_forward(a, c, th, E, ids, mask, M, D);
	T_OK(z == AK_POOL_B(th, D) && a[0] == 0 && c[0] == 0,
	    "all tokens masked: z = b, zero weights and context");
	z = ak_pool_forward(a, c, th, E, ids, NULL, 0, D);
	T_OK(z == AK_POOL_B(th, D), "no token: z = b");
}

static void
test_extreme(void)
{
	double l1 = ak_pool_loss(1000, 0), l2 = ak_pool_loss(-1000, 1);
	double l3 = ak_pool_loss(1000, 1), l4 = ak_pool_loss(-745.2, 0);

	T_OK(isfinite(l1) && fabs(l1 - 1000) < 1e-9,
	    "p̂ = 1 for a ham: loss finite (= z)");
	T_OK(isfinite(l2) && fabs(l2 - 1000) < 1e-9,
	    "p̂ = 0 for a spam: loss finite (= −z)");
	T_OK(l3 == 0 && l4 >= 0 && isfinite(l4),
	    "right answers at the extremes: loss 0, never negative");

	/* the gradient at saturation is finite too */
	double th[AK_POOL_NPARAM(D)] = { 0 }, grad[AK_POOL_NPARAM(D)] = { 0 };
	double a[M], c[D], ds[M];
	AK_POOL_B(th, D) = 1e6;
	double z = ak_pool_forward(a, c, th, E, ids, NULL, M, D);
	ak_pool_backward(grad, ds, a, c, z, 0, th, E, ids, M, D, 0);
	T_OK(isfinite(ak_pool_loss(z, 0)) && AK_POOL_B(grad, D) == 1,
	    "b = 1e6, ham: finite loss, ∂L/∂b = 1");
}

static void
test_corpus(void)
{
	/* spam words point one way, ham words the other, noise in between */
	const char *embtxt =
	    "word\td1\td2\n"
	    "win\t1\t0.2\nprize\t0.9\t-0.1\ncall\t0.8\t0.3\n"
	    "hi\t-1\t0.1\nlunch\t-0.8\t-0.2\nmum\t-0.9\t0\n"
	    "the\t0\t1\nand\t0.05\t-1\n";
	char buf[8192] = "# a comment line\n";
	const char *sp[] = { "win the prize", "call and win", "prize call",
	    "the win", "call the prize and", "win win" };
	const char *hm[] = { "hi mum", "lunch and the", "the mum", "hi the",
	    "lunch hi and", "mum lunch", "hi", "the hi mum" };
	for (int rep = 0; rep < 4; rep++) {
		for (int i = 0; i < 6; i++) {
			strcat(buf, "spam\t");
			strcat(buf, sp[i]);
			strcat(buf, " unknownword\n");
		}
		for (int i = 0; i < 8; i++) {
			strcat(buf, "ham\t");
			strcat(buf, hm[i]);
			strcat(buf, "\n");
		}
	}
	strcat(buf, "ham\tzzz qqq\n");	/* no known token */
	char *ef = t_file_with(embtxt), *cf = t_file_with(buf);
	ak_table emb;
	ak_msgset ms;
	ak_err e;

	T_OK(ak_table_read(&emb, ef, 1, &e) == 0, "toy embeddings read");
	T_OK(ak_msgset_read(&ms, cf, &emb, SIZE_MAX, 0, &e) == 0, "toy corpus read");
	T_OK(ms.n == 57 && ms.nempty == 1 && ms.nunknown == 26,
	    "57 messages, 1 with no known token, 26 unknown tokens");

	size_t tr[57], te[57], tr2[57], te2[57], ntr, nte, ntr2, nte2;
	ak_spam_split(tr, &ntr, te, &nte, &ms, 0.25, 3);
	ak_spam_split(tr2, &ntr2, te2, &nte2, &ms, 0.25, 3);
	T_OK(nte == 15 && ntr == 41, "split: ⌈0.25·57⌉ = 15 held out, "
	    "the empty message in neither");
	T_OK(memcmp(te, te2, sizeof(size_t) * nte) == 0,
	    "split: same seed, same split");
	int disjoint = 1;
	for (size_t i = 0; i < ntr; i++)
		for (size_t j = 0; j < nte; j++)
			disjoint &= tr[i] != te[j];
	T_OK(disjoint, "split: train and test are disjoint");
	ak_spam_split(tr2, &ntr2, te2, &nte2, &ms, 0.25, 4);
	T_OK(memcmp(te, te2, sizeof(size_t) * nte) != 0,
	    "split: another seed, another split");

	double th[AK_POOL_NPARAM(2)] = { 0 }, z[57];
	ak_train_opt o = { .epochs = 200, .lr = 0.05, .l2 = 0, .batch = 8,
	    .seed = 1 };
	T_OK(ak_spam_train(th, &ms, tr, ntr, emb.x, 2, &o, &e) == 0,
	    "toy: training runs");
	ak_spam_logits(z, th, &ms, tr, ntr, emb.x, 2, &e);
	size_t right = 0;
	for (size_t i = 0; i < ntr; i++)
		right += (z[i] > 0) == (ms.y[tr[i]] != 0);
	T_OK(right == ntr, "toy separable corpus: 100 % on train");
	ak_spam_logits(z, th, &ms, te, nte, emb.x, 2, &e);
	right = 0;
	for (size_t i = 0; i < nte; i++)
		right += (z[i] > 0) == (ms.y[te[i]] != 0);
	T_OK(right == nte, "toy separable corpus: 100 % held out");

	/* one class only, empty split */
	size_t hams[3] = { 6, 7, 8 };
	T_OK(ak_spam_train(th, &ms, hams, 3, emb.x, 2, &o, &e) != 0 &&
	    strstr(e.msg, "only ham") != NULL, "train on ham only: error");
	T_OK(ak_spam_train(th, &ms, hams, 0, emb.x, 2, &o, &e) != 0 &&
	    strstr(e.msg, "empty") != NULL, "empty training split: error");

	/* interventions agree with a direct recomputation */
	ak_iv_row rows[5];
	size_t nrows;
	T_OK(ak_spam_intervene(rows, &nrows, 5, th, &ms, te, nte, emb.x, 2,
	    9, &e) == 0 && nrows == 5, "interventions on 5 messages");
	{
		size_t msg = rows[0].msg, m = ms.off[msg + 1] - ms.off[msg];
		const size_t *id = ms.ids + ms.off[msg];
		unsigned char mask[16];
		double a[16], c[2];
		memset(mask, 1, m);
		mask[rows[0].pos[AK_IV_MAX]] = 0;
		double z1 = ak_pool_forward(a, c, th, emb.x, id, mask, m, 2);
		T_NEAR(rows[0].dz[AK_IV_MAX], z1 - rows[0].z, 1e-12,
		    "mask-max: Δz = z(without the token) − z");
		double z0 = ak_pool_forward(a, c, th, emb.x, id, NULL, m, 2);
		int ismax = 1;
		for (size_t j = 0; j < m; j++)
			ismax &= a[j] <= a[rows[0].pos[AK_IV_MAX]];
		T_OK(ismax && z0 == rows[0].z, "mask-max hits the max weight");
		T_OK(rows[0].pos[AK_IV_MEAN] != rows[0].pos[AK_IV_MAX],
		    "mask-mean picks another token");
		T_OK(ms.y[rows[0].ctrl] != ms.y[msg],
		    "patching control is of the other class");

		/* patching by hand: weights from the intact message, the
		   value of token j replaced by the control's max-weight row */
		size_t cm = ms.off[rows[0].ctrl + 1] - ms.off[rows[0].ctrl];
		const size_t *cid = ms.ids + ms.off[rows[0].ctrl];
		double ca[16], cc[2];
		ak_pool_forward(ca, cc, th, emb.x, cid, NULL, cm, 2);
		size_t cj = 0;
		for (size_t j = 1; j < cm; j++)
			if (ca[j] > ca[cj])
				cj = j;
		ak_pool_forward(a, c, th, emb.x, id, NULL, m, 2);
		size_t jp = rows[0].pos[AK_IV_PATCH_MAX];
		double zp = AK_POOL_B(th, 2);
		for (int k = 0; k < 2; k++) {
			double ck = 0;
			for (size_t j = 0; j < m; j++)
				ck += a[j] * emb.x[(j == jp ? cid[cj] : id[j]) * 2
				    + k];
			zp += th[2 + k] * ck;
		}
		T_NEAR(rows[0].dz[AK_IV_PATCH_MAX], zp - rows[0].z, 1e-12,
		    "patch-max: Δz = z(value swapped, weights kept) − z");
	}

	/* model file round trip and the embeddings check */
	char *mf;
	FILE *fp = t_file_open(&mf);
	T_OK(fp != NULL, "a scratch file for the model");
	if (fp == NULL)
		return;
	ak_spam_setup su = { .seed = 9, .test_frac = 0.3, .epochs = 7,
		.batch = 16, .lr = 0.02, .l2 = 1e-4 }, su2;
	ak_model_write(fp, th, &su, &emb);
	fclose(fp);
	double *back;
	T_OK(ak_model_read(&back, &su2, mf, &emb, ef, &e) == 0 &&
	    memcmp(back, th, sizeof(th)) == 0,
	    "load(save(model)) gives the same parameters, bit for bit");
	T_OK(su2.seed == 9 && su2.test_frac == 0.3 && su2.epochs == 7 &&
	    su2.batch == 16 && su2.lr == 0.02 && su2.l2 == 1e-4,
	    "the model file records its split and training settings");
	free(back);
	/* the order-free fingerprint: rows 0 and 1 swapped (word and
	   values) keep it and change the ordered one */
	uint64_t h0 = ak_emb_hash(&emb), s0 = ak_emb_set_hash(&emb);
	char *l0 = emb.labels[0];
	double x0[2] = { emb.x[0], emb.x[1] };
	emb.labels[0] = emb.labels[1];
	emb.labels[1] = l0;
	emb.x[0] = emb.x[2];
	emb.x[1] = emb.x[3];
	emb.x[2] = x0[0];
	emb.x[3] = x0[1];
	T_OK(ak_emb_set_hash(&emb) == s0 && ak_emb_hash(&emb) != h0,
	    "two rows swapped: the same set fingerprint, another ordered one");
	T_OK(ak_model_read(&back, &su2, mf, &emb, ef, &e) == 0 &&
	    su2.emb_reordered && memcmp(back, th, sizeof(th)) == 0,
	    "two rows swapped: the model loads, said reordered");
	free(back);
	emb.labels[1] = emb.labels[0];
	emb.labels[0] = l0;
	emb.x[2] = emb.x[0];
	emb.x[3] = emb.x[1];
	emb.x[0] = x0[0];
	emb.x[1] = x0[1];
	T_OK(ak_emb_set_hash(&emb) == s0 && ak_emb_hash(&emb) == h0,
	    "swapped back: both fingerprints again");
	emb.x[3] += 1e-9;
	T_OK(ak_emb_set_hash(&emb) != s0,
	    "a value changed by 1e-9: another set fingerprint");
	T_OK(ak_model_read(&back, &su2, mf, &emb, ef, &e) != 0 &&
	    strstr(e.msg, "only to float32 rounding") != NULL,
	    "a value changed by 1e-9 (within float32 rounding): named so");
	uint64_t f0 = ak_emb_set_hash32(&emb);
	emb.x[3] += 1e-3;
	T_OK(ak_emb_set_hash32(&emb) != f0,
	    "a value changed by 1e-3: another float32 fingerprint");
	T_OK(ak_model_read(&back, &su2, mf, &emb, ef, &e) != 0 &&
	    strstr(e.msg, "other embeddings") != NULL,
	    "a changed embedding value is detected on load");

	unlink(mf);
	unlink(ef);
	unlink(cf);
	free(mf);
	free(ef);
	free(cf);
	ak_msgset_free(&ms);
	ak_table_free(&emb);
}

/* ak_model_file_check on one half of the fingerprint (R1-6): an error
   with e, never 0 with e filled; none: 0 */
static void
test_file_check(void)
{
	static const struct { const char *txt, *msg; int rc; } c[] = {
		{ "param\tvalue\ndim\t2\n", "", 0 },
		{ "param\tvalue\ndim\t2\nfile_hash_lo\t5\n", "go together", -1 },
		{ "param\tvalue\nfile_hash_hi\t5\ndim\t2\n", "go together",
		    -1 },
		{ "param\tvalue\ndim\t2\nfile_hash_hi\t5\n", "a copy cut short",
		    -1 },
	};
	for (size_t i = 0; i < sizeof c / sizeof *c; i++) {
		char *f = t_file_with(c[i].txt);
		ak_table t;
		ak_err e = { 0 };
		T_OK(ak_table_read_kind(&t, f, 1, AK_TABLE_SPAM_MODEL, &e) == 0,
		    "a model table read");
		int rc = ak_model_file_check(&t, f, &e);
		T_OK(rc == c[i].rc && (rc == 0 ? e.msg[0] == '\0' :
		    strstr(e.msg, c[i].msg) != NULL), c[i].rc ?
		    "ak_model_file_check: one half of file_hash: -1, named" :
		    "ak_model_file_check: no fingerprint: 0, e untouched");
		ak_table_free(&t);
		unlink(f);
		free(f);
	}
}

int
main(void)
{
	test_file_check();
	test_hand();
	test_gradients();
	test_naive_and_mean();
	test_extreme();
	test_corpus();
	return t_done();
}
