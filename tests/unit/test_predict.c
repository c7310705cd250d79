/*
 * test_predict.c — lib/train/predict: p(spam) and the top words of one
 * message (attn-train --predict) and the intervention summary
 * (attn-train --intervene), against values worked out by hand.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "predict.h"
#include "softmax.h"
#include "table.h"
#include "t.h"
#include "t-files.h"

static void
test_predict(void)
{
	/* d = 2, free = (1,0), call = (0,1); u = (√2 ln 3, 0), v = (1, 2),
	 * b = 1/2.  s_j = uᵀe/√2: free ln 3, call 0.
	 * "free zork call free": known free, call, free; exp s = 3, 1, 3:
	 * a = 3/7, 1/7, 3/7; c = (6/7, 1/7); z = 6/7 + 2/7 + 1/2 = 23/14.
	 * Words: free 6/7 (position 0), call 1/7 (position 2). */
	char *ef = t_file_with("word\td1\td2\nfree\t1\t0\ncall\t0\t1\n");
	ak_table emb;
	ak_err e;
	T_OK(ak_table_read(&emb, ef, 1, &e) == 0, "embeddings read");
	double theta[5] = { sqrt(2.0) * log(3.0), 0, 1, 2, 0.5 };
	char *tok[] = { "free", "zork", "call", "free" };
	double w[4];
	ak_spam_pred r;

	T_OK(ak_spam_predict(&r, w, theta, &emb, tok, 4, &e) == 0,
	    "predict 'free zork call free'");
	T_NEAR(r.z, 23.0 / 14, 1e-12, "z = 23/14");
	T_NEAR(r.p, 1 / (1 + exp(-23.0 / 14)), 1e-12, "p = σ(23/14)");
	T_OK(r.ntok == 4 && r.nknown == 3, "4 tokens, 3 known");
	T_NEAR(w[0], 3.0 / 7, 1e-12, "w(free, 1st) = 3/7");
	T_OK(w[1] == 0, "w(zork) = 0 (not in the embeddings)");
	T_NEAR(w[2], 1.0 / 7, 1e-12, "w(call) = 1/7");
	T_NEAR(w[3], 3.0 / 7, 1e-12, "w(free, 2nd) = 3/7");
	T_OK(r.ntop == 2, "two distinct known words: ntop = 2");
	T_OK(r.top[0] == 0 && r.top[1] == 2, "top: free (pos 0), call (pos 2)");
	T_NEAR(r.topw[0], 6.0 / 7, 1e-12, "free's weight summed: 6/7");
	T_NEAR(r.topw[1], 1.0 / 7, 1e-12, "call's weight: 1/7");

	/* u = 0: uniform weights; four words, the top three by total weight
	 * with ties to the earlier word: call call free zork -> call 2/3,
	 * free 1/3 */
	double th0[5] = { 0, 0, 1, 2, 0.5 };
	char *t2[] = { "call", "free", "call" };
	T_OK(ak_spam_predict(&r, NULL, th0, &emb, t2, 3, &e) == 0 &&
	    r.ntop == 2 && r.top[0] == 0 && r.top[1] == 1,
	    "u = 0: call (twice) before free, w may be NULL");
	T_NEAR(r.topw[0], 2.0 / 3, 1e-12, "call: 2 × 1/3");
	T_NEAR(r.z, 1.0 / 3 + 2 * 2.0 / 3 + 0.5, 1e-12,
	    "u = 0: z = v·mean + b = 1/3 + 4/3 + 1/2");
	char *t3[] = { "free", "call" };
	T_OK(ak_spam_predict(&r, NULL, th0, &emb, t3, 2, &e) == 0 &&
	    r.top[0] == 0 && r.top[1] == 1, "a tie: the earlier word first");

	/* no known token: z = b, nothing on top */
	char *t4[] = { "zork" };
	T_OK(ak_spam_predict(&r, w, theta, &emb, t4, 1, &e) == 0 &&
	    r.ntop == 0 && r.nknown == 0 && w[0] == 0, "no known token: ntop 0");
	T_NEAR(r.z, 0.5, 0, "no known token: z = b");
	T_OK(ak_spam_predict(&r, NULL, theta, &emb, NULL, 0, &e) == 0 &&
	    r.ntok == 0 && r.z == 0.5, "empty message: z = b");
	ak_table_free(&emb);
	unlink(ef);
	free(ef);
}

static void
test_summary(void)
{
	/* two messages, by hand (interventions in ak_iv_name order:
	 * mask max, mask mean, mask random, patch max, patch random) */
	ak_iv_row rows[2];
	memset(rows, 0, sizeof rows);
	rows[0].z = 1;
	double dz0[AK_IV_N] = { -2, 0.5, 0.1, 0, 0 };
	double w0[AK_IV_N] = { .6, .3, .1, .6, .2 };
	rows[1].z = -1;
	double dz1[AK_IV_N] = { 0.5, -1, 0.2, 3, 0 };
	double w1[AK_IV_N] = { .5, .4, .1, .5, .3 };
	memcpy(rows[0].dz, dz0, sizeof dz0);
	memcpy(rows[0].w, w0, sizeof w0);
	memcpy(rows[1].dz, dz1, sizeof dz1);
	memcpy(rows[1].w, w1, sizeof w1);
	ak_iv_summary s;
	ak_err e;

	T_OK(ak_iv_summarize(&s, rows, 2, &e) == 0, "summary of 2 rows");
	const ak_iv_stat *m = &s.t[AK_IV_MAX];
	T_OK(m->n == 2, "mask max: n = 2");
	T_NEAR(m->mean_w, 0.55, 1e-15, "mask max: mean weight (.6 + .5)/2");
	T_NEAR(m->mean_abs, 1.25, 1e-15, "mask max: mean |Δ| (2 + .5)/2");
	T_NEAR(m->median, 1.25, 1e-15, "mask max: median of {.5, 2}");
	T_NEAR(m->q25, 0.875, 1e-15, "mask max: q25 = .5 + .25·1.5");
	T_NEAR(m->q90, 1.85, 1e-15, "mask max: q90 = .5 + .9·1.5");
	T_NEAR(m->max, 2, 0, "mask max: max 2");
	T_OK(m->flips == 1, "mask max: 1 → -1 flips, -1 → -.5 does not");
	T_NEAR(s.t[AK_IV_MEAN].mean_abs, 0.75, 1e-15, "mask mean: (.5 + 1)/2");
	T_OK(s.t[AK_IV_MEAN].flips == 0, "mask mean: no flip");
	T_NEAR(s.t[AK_IV_RANDOM].mean_abs, 0.15, 1e-15, "mask random: .15");
	T_OK(s.t[AK_IV_PATCH_MAX].flips == 1 && s.t[AK_IV_PATCH_MAX].max == 3,
	    "patch max: -1 + 3 flips; max 3");
	T_OK(s.beat_mean == 1 && s.beat_random == 2,
	    "max beats mean on 1 message, random on 2");
	T_OK(s.map_matters == 1, "verdict: 1.25 > .75 and > .15: the map matters");
	rows[0].dz[AK_IV_MEAN] = 5;	/* mean now 3 > 1.25 */
	T_OK(ak_iv_summarize(&s, rows, 2, &e) == 0 && s.map_matters == 0,
	    "verdict: a mean-weight token that moves more: explains nothing");
	T_OK(ak_iv_summarize(&s, rows, 0, &e) == -1, "no rows: an error");
}

int
main(void)
{
	test_predict();
	test_summary();
	return t_done();
}
