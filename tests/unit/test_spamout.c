/* Unit tests of lib/train/spamout: attn-train's spam-mode tables, written
 * from hand-made results and compared with hand-written text. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pool.h"
#include "spamout.h"
#include "t.h"
#include "t-files.h"
#include "t-capture.h"


/* lists, report, top list, predict of a text: d = 1, spamw = +1,
 * hamw = -1; θ = (u 0, v 10, b 0) gives z = ±10 on one known token */
static void
test_run(void)
{
	char *ef = t_file_with("word\td1\nspamw\t1\nhamw\t-1\n");
	char *cf = t_file_with("spam\tspamw\n"	/* right */
	    "ham\thamw a b c\n"			/* right */
	    "spam\thamw\n"				/* wrong */
	    "ham\tspamw x x x x x\n"			/* wrong */
	    "ham\tzzz\n");				/* no known token */
	ak_table emb;
	ak_msgset ms;
	ak_spam_lists L;
	ak_err e;
	FILE *fp;
	const char *s;
	double theta[3] = { 0, 10, 0 };

	T_OK(ak_table_read(&emb, ef, 1, &e) == 0 &&
	    ak_msgset_read(&ms, cf, &emb, SIZE_MAX, 0, &e) == 0, "fixture read");
	T_OK(ak_spam_lists_make(&L, &ms, 0.4, 1, &e) == 0, "lists made");
	T_OK(L.ntest == 2 && L.ntrain == 2, "lists: ⌈0.4·5⌉ = 2 test, 2 train");
	T_OK(L.nall == 4 && L.all[0] == 0 && L.all[3] == 3 && L.nnone == 1 &&
	    L.none[0] == 4, "lists: all = 0..3, none = the message 4");
	int seen[4] = { 0 }, sorted = 1;
	for (size_t i = 0; i < 2; i++) {
		seen[L.test[i]]++;
		seen[L.train[i]]++;
	}
	sorted = L.test[0] < L.test[1] && L.train[0] < L.train[1];
	T_OK(sorted && seen[0] == 1 && seen[1] == 1 && seen[2] == 1 &&
	    seen[3] == 1, "lists: test and train sorted, a partition of 0..3");

	fp = t_start();
	T_OK(ak_spam_write_report(fp, theta, theta, &ms, &L, emb.x, 1, NULL,
	    0, 1, NULL, 0, &e) == 0, "report written");
	s = t_finish(fp);
	T_STR(t_line(s, 0), "# 5 messages (2 spam); 1 with no known token "
	    "left out of the split (rows 'none'); train 2, test 2; length = "
	    "all tokens", "report: comment line");
	T_STR(t_line(s, 1), "model\tsplit\tbucket\tn\tspam\terrors\t"
	    "accuracy\tlogloss\ttp\tfp\tfn\ttn\tprecision\trecall\tf1\t"
	    "roc_auc\tpr_auc", "report: header");
	T_OK(strncmp(t_line(s, 2), "attention\ttest\tall\t2\t", 21) == 0 &&
	    strncmp(t_line(s, 4), "mean\ttest\tall\t2\t", 16) == 0 &&
	    strncmp(t_line(s, 8), "attention\ttrain\tall\t2\t", 22) == 0,
	    "report: blocks in order test, train; attention, mean, constant");
	T_STR(t_line(s, 18), "constant\tnone\tall\t1\t0\t0\t1\t-\t0\t0\t0\t1\t"
	    "0\t0\t0\t-\t-",
	    "report: the constant model is right on the ham message 4");
	T_STR(t_line(s, 20), "", "report: 2 + 3 splits × 3 models × 2 rows");
	size_t err = 0, nn, sp, er;
	for (int k = 0; k < 2; k++)
		if (sscanf(t_line(s, k ? 8 : 2), "%*s\t%*s\t%*s\t%zu\t%zu\t"
		    "%zu", &nn, &sp, &er) == 3)
			err += er;
	T_OK(err == 2, "report: the attention head errs on messages 2 and 3");

	ak_spam_toplist t;
	T_OK(ak_spam_toplist_make(&t, theta, &ms, L.all, 4, &emb, 1, &e) ==
	    0, "top list made");
	T_OK(t.nspam == 2 && t.nw == 2 && t.w[0] == 1 && t.w[1] == 0 &&
	    t.cnt[0] == 1 && t.cnt[1] == 1, "top: 2 spam messages; hamw, "
	    "spamw (weight 1 each, ties by word)");
	T_NEAR(t.sum[1], 1.0, 1e-12, "top: a lone known token gets weight 1");
	ak_spam_toplist_free(&t);
	T_OK(ak_spam_toplist_make(&t, theta, &ms, L.all, 4, &emb, 2, &e) ==
	    -1 && strstr(e.msg, "seen --min-count 2 times or more (the most "
	    "frequent, ") != NULL && strstr(e.msg, "1 times: --min-count 1 "
	    "keeps it)") != NULL, "top: min-count 2 leaves no word: refused, "
	    "the highest count named");

	/* u = 0: uniform weights 1/2 on spamw and hamw, pooled 0, z = 0 */
	static const char txt[] = "spamw hamw zzz";
	fp = t_start();
	T_OK(ak_spam_write_pred_text(fp, 4, "ham", txt, strlen(txt), 0, theta,
	    &emb, 1, &e) == 0, "predict of a text");
	T_STR(t_finish(fp), "4\tham\t0.5\t0\t1\tspamw\t1\t0.5\n"
	    "4\tham\t0.5\t0\t2\thamw\t1\t0.5\n"
	    "4\tham\t0.5\t0\t3\tzzz\t0\t0\n",
	    "predict of a text: one row per token, the unknown one weight 0");
	fp = t_start();
	T_OK(ak_spam_write_pred_text(fp, 5, "spam", "spamw", 5, 0, theta, &emb,
	    0, &e) == 0, "predict of a one-word text");
	T_STR(t_finish(fp), "5\tspam\tspam\t0.999954602\t10\tspamw\t1\t-\t"
	    "-\t-\t-\t1\t-\tspamw\n", "predict: z = 10, p = σ(10)");

	/* a whole input: lines 1 and 3 (a comment-free blank-free file) */
	ak_corpus_opt plain = { .quoting = AK_QUOTING_NONE },
	    unl = { .unlabeled = 1 };
	char *pf = t_file_with("ham\tspamw\nspam\thamw zzz\n");
	fp = t_start();
	T_OK(ak_spam_write_predictions(fp, pf, &plain, theta, &emb,
	    0, NULL, NULL, 0, &e) == 0,
	    "predictions of a file");
	s = t_finish(fp);
	T_STR(t_line(s, 1), "1\tham\tspam\t0.999954602\t10\tspamw\t1\t-\t"
	    "-\t-\t-\t1\t-\tspamw", "predictions: line 1, z = 10");
	T_STR(t_line(s, 2), "2\tspam\tham\t4.53978687e-05\t-10\thamw\t1\t"
	    "-\t-\t-\t-\t1\t-\thamw zzz", "predictions: line 2, z = -10, the "
	    "unknown zzz not among the top words, one known token");
	T_STR(t_line(s, 3), "", "predictions: header and two rows");
	char *uf = t_file_with("hamw\n");
	fp = t_start();
	T_OK(ak_spam_write_predictions(fp, uf, &unl, theta, &emb,
	    1, NULL, NULL, 0, &e) == 0,
	    "predictions of an unlabeled file");
	T_STR(t_line(t_finish(fp), 1), "1\t-\t4.53978687e-05\t-10\t1\thamw\t1\t"
	    "1", "unlabeled: label '-', one row per token");
	char *zf = t_file_with("");
	fp = t_start();
	T_OK(ak_spam_write_predictions(fp, zf, &plain, theta, &emb,
	    0, NULL, NULL, 0, &e) != 0 &&
	    strstr(e.msg, ": empty input: no messages") != NULL,
	    "predictions: an empty input is an error");
	t_finish(fp);
	unlink(pf);
	unlink(uf);
	unlink(zf);
	free(pf);
	free(uf);
	free(zf);

	/* interventions need two known tokens: none here, one in ms2 */
	ak_iv_row ivr[3];
	size_t got = 99;
	T_OK(ak_spam_iv_collect(ivr, &got, 3, theta, &ms, L.all, L.nall, emb.x,
	    1, 1, &e) != 0 && got == 0 && strcmp(e.msg, "no message with two "
	    "or more known tokens in the chosen set") == 0,
	    "iv collect: no message qualifies");
	char *c2 = t_file_with("ham\thamw\nspam\tspamw hamw\n");
	ak_msgset ms2;
	size_t idx2[] = { 0, 1 };
	T_OK(ak_msgset_read(&ms2, c2, &emb, SIZE_MAX, 0, &e) == 0 &&
	    ak_spam_iv_collect(ivr, &got, 3, theta, &ms2, idx2, 2, emb.x, 1, 1,
	    &e) == 0 && got == 1 && ivr[0].msg == 1,
	    "iv collect: the one message with two known tokens");
	ak_msgset_free(&ms2);
	unlink(c2);
	free(c2);

	ak_spam_lists_free(&L);
	T_OK(L.train == NULL && L.nall == 0, "lists freed and zeroed");
	ak_msgset_free(&ms);
	ak_table_free(&emb);
	unlink(ef);
	unlink(cf);
	free(ef);
	free(cf);
}

int
main(void)
{
	char nm[64];
	const size_t e925[] = { 9, 25 };
	FILE *fp;
	ak_err e;

	/* bucket names: edges 9,25 give 1-9, 10-25, 26+ */
	ak_spam_bucket_name(nm, sizeof(nm), e925, 2, 0);
	T_STR(nm, "all", "row 0 is all");
	ak_spam_bucket_name(nm, sizeof(nm), e925, 2, 1);
	T_STR(nm, "1-9", "row 1: 1-9");
	ak_spam_bucket_name(nm, sizeof(nm), e925, 2, 2);
	T_STR(nm, "10-25", "row 2: 10-25");
	ak_spam_bucket_name(nm, sizeof(nm), e925, 2, 3);
	T_STR(nm, "26+", "row 3: 26+");
	ak_spam_bucket_name(nm, sizeof(nm), NULL, 0, 1);
	T_STR(nm, "1+", "no edges: one bucket 1+");

	/* report rows: accuracy 1 - 1/4, logloss 2/4; an empty bucket */
	/* the metrics as ak_binmetrics_eval leaves them: an empty row has
	 * NaN areas, a row of one class a NaN ROC AUC; printed as '-' */
	ak_binmetrics m0 = { 4, 2, 1, 0, 1, 2, 1, 0.5, 2.0 / 3, 0.75, 0.875,
	    3, -1, 2 };
	ak_binmetrics m1 = { 3, 2, 2, 0, 0, 1, 1, 1, 1, 1, 1, 3, -1, 2 };
	ak_binmetrics m2 = { .roc_auc = NAN, .pr_auc = NAN, .lo = NAN,
	    .hi = NAN };
	ak_binmetrics m3 = { 1, 0, 0, 1, 0, 0, 0, 0, 0, NAN, NAN, 1, -1, -1 };
	ak_spam_row rr[4] = { { 4, 2, 1, 2.0, m0 }, { 3, 2, 0, 0.3, m1 },
	    { 0, 0, 0, 0, m2 }, { 1, 0, 1, 1.7, m3 } };
	fp = t_start();
	ak_spam_write_rows(fp, "attention", "test", rr, e925, 2, 1);
	T_STR(t_finish(fp),
	    "attention\ttest\tall\t4\t2\t1\t0.75\t0.5"
	    "\t1\t0\t1\t2\t1\t0.5\t0.666666667\t0.75\t0.875\n"
	    "attention\ttest\t1-9\t3\t2\t0\t1\t0.1"
	    "\t2\t0\t0\t1\t1\t1\t1\t1\t1\n"
	    "attention\ttest\t10-25\t0\t0\t0\t-\t-"
	    "\t0\t0\t0\t0\t-\t-\t-\t-\t-\n"
	    "attention\ttest\t26+\t1\t0\t1\t0\t1.7"
	    "\t0\t1\t0\t0\t0\t0\t0\t-\t-\n", "report rows");
	fp = t_start();
	ak_spam_write_rows(fp, "constant", "train", rr, e925, 2, 0);
	T_OK(strncmp(t_line(t_finish(fp), 0), "constant\ttrain\tall\t4\t2\t1\t"
	    "0.75\t-\t", 29) == 0, "constant model: no logloss");

	/* --splits: two splits; attention errors 1 and 3 of 10, mean pooling
	 * 2 and 3: means 2 and 2.5, sd √2 and √0.5; accuracy 0.8 ± 0.1·√2;
	 * difference -1 and 0 (one better, one tie); bucket 1+ empty */
	ak_split_result res[2];
	memset(res, 0, sizeof(res));
	res[0].seed = 5;
	res[1].seed = 6;
	for (int k = 0; k < 2; k++)
		for (int m = 0; m < AK_SPLIT_NMODEL; m++)
			res[k].row[m][0] = (ak_spam_row){ .n = 10, .spam = 2,
			    .errors = m == AK_SPLIT_ATTENTION ? (k ? 3 : 1) :
			    m == AK_SPLIT_MEAN ? (k ? 3 : 2) : 2,
			    .loss = m == AK_SPLIT_CONSTANT ? INFINITY : 5,
			    .met = { .roc_auc = m == AK_SPLIT_CONSTANT ? 0.5 :
			    k ? 0.9 : 0.8, .pr_auc = NAN } };
	fp = t_start();
	T_OK(ak_spam_write_splits(fp, res, 2, 5, 0.25, NULL, 0, 1, NULL, 0, &e) == 0,
	    "splits table written");
	const char *s = t_finish(fp);
	T_OK(strncmp(t_line(s, 0), "# 2 held-out splits, seeds 5..6, share "
	    "0.25; length = all tokens;", 60) == 0, "splits: comment line");
	T_STR(t_line(s, 1), "model\tbucket\tsplits\tn_mean\tn_sd\t"
	    "errors_mean\terrors_sd\taccuracy_mean\taccuracy_sd\tbetter\tties\t"
	    "logloss_mean\tlogloss_sd\tprecision_mean\tprecision_sd\t"
	    "recall_mean\trecall_sd\tf1_mean\tf1_sd\troc_auc_mean\t"
	    "roc_auc_sd\tpr_auc_mean\tpr_auc_sd", "splits: header (the metrics "
	    "after the columns of before)");
	/* log-loss 5/10 in both splits; ROC AUC 0.8, 0.9: mean 0.85, sd
	 * 0.1/sqrt(2); PR AUC undefined in both: '-' */
	T_STR(t_line(s, 2), "attention\tall\t2\t10\t0\t2\t1.41421356\t0.8\t"
	    "0.141421356\t-\t-\t0.5\t0\t0\t0\t0\t0\t0\t0\t0.85\t"
	    "0.0707106781\t-\t-", "splits: attention, mean ± sd");
	T_STR(t_line(s, 3), "attention\t1+\t0\t-\t-\t-\t-\t-\t-\t-\t-"
	    "\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-",
	    "splits: a bucket empty in every split");
	T_STR(t_line(s, 4), "mean\tall\t2\t10\t0\t2.5\t0.707106781\t0.75\t"
	    "0.0707106781\t-\t-\t0.5\t0\t0\t0\t0\t0\t0\t0\t0.85\t"
	    "0.0707106781\t-\t-", "splits: mean pooling");
	T_STR(t_line(s, 6), "constant\tall\t2\t10\t0\t2\t0\t0.8\t0\t-\t-"
	    "\t-\t-\t0\t0\t0\t0\t0\t0\t0.5\t0\t-\t-",
	    "splits: constant, sd 0, no log-loss");
	T_STR(t_line(s, 8), "difference\tall\t2\t10\t0\t-0.5\t0.707106781\t"
	    "0.05\t0.0707106781\t1\t1\t0\t0\t0\t0\t0\t0\t0\t0\t0\t0\t"
	    "-\t-", "splits: difference, better and ties");
	T_STR(t_line(s, 10), "", "splits: 2 + 4 models × 2 rows");
	fp = t_start();
	const size_t e9[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };
	T_OK(ak_spam_write_splits(fp, res, 2, 5, 0.25, e9, 9, 1, NULL, 0, &e) != 0,
	    "splits: 9 edges (11 rows) is an error");
	t_finish(fp);

	/* --top: a has mean 1/2, c 1/4; top 1 keeps only a */
	char *lab[] = { "a", "b", "c" };
	const size_t cnt[] = { 2, 0, 4 }, w[] = { 0, 2 };
	const double sum[] = { 1.0, 0, 1.0 };
	fp = t_start();
	ak_spam_write_top(fp, w, 2, cnt, sum, lab, 7, 2, 1);
	T_STR(t_finish(fp), "# attention weight received in 7 spam messages; "
	    "tokens seen at least 2 times\n"
	    "rank\tword\tmean_weight\tcount\ttotal_weight\n"
	    "1\ta\t0.5\t2\t1\n", "top 1 of 2");
	fp = t_start();
	ak_spam_write_top(fp, w, 2, cnt, sum, lab, 7, 2, 5);
	T_STR(t_line(t_finish(fp), 3), "2\tc\t0.25\t4\t1", "top 5 of 2: c second");

	/* --intervene: one message (line 12, spam, tokens b a c), control at
	 * line 30; z = 1, Δz = -2, -0.5, 0.25, 0.5, -1.5: flips for mask-max
	 * (z + Δz = -1) and patch-random (-0.5) */
	size_t ids[] = { 1, 0, 2, 0 }, off[] = { 0, 3, 4 }, ntok[] = { 3, 1 };
	int y[] = { 1, 0 };
	long lineno[] = { 12, 30 };
	ak_msgset ms = { .n = 2, .y = y, .off = off, .ids = ids,
	    .ntok = ntok, .lineno = lineno };
	ak_iv_row iv = { .msg = 0, .ctrl = 1, .z = 1,
	    .pos = { 2, 1, 0, 2, 1 }, .w = { 0.5, 0.3, 0.2, 0.5, 0.3 },
	    .dz = { -2, -0.5, 0.25, 0.5, -1.5 } };
	fp = t_start();
	T_OK(ak_spam_write_iv(fp, &iv, 1, &ms, lab, 1, &e) == 0,
	    "per-message rows written");
	s = t_finish(fp);
	T_STR(t_line(s, 1), "12\tspam\t1\tmask-max\t3\tc\t0.5\t0\t-2",
	    "per message: mask-max, pos 1-based, no control line");
	T_STR(t_line(s, 5), "12\tspam\t1\tpatch-random\t2\ta\t0.3\t30\t-1.5",
	    "per message: patch-random names the control line");
	fp = t_start();
	T_OK(ak_spam_write_iv(fp, &iv, 1, &ms, lab, 0, &e) == 0,
	    "summary written");
	s = t_finish(fp);
	T_STR(t_line(s, 2), "mask-max\t1\t0.5\t2\t2\t2\t2\t2\t2\t1",
	    "summary: one message, every quantile is |Δz|, one flip");
	T_STR(t_line(s, 4), "mask-random\t1\t0.2\t0.25\t0.25\t0.25\t0.25\t"
	    "0.25\t0.25\t0", "summary: mask-random, no flip");
	T_STR(t_line(s, 7), "# verdict: masking the max-weight token moves "
	    "the logit more than masking a mean-weight or a random token "
	    "(mean |Δ| 2.000 vs 0.500 and 0.250; larger on 1 and 1 of 1 "
	    "messages): on this set the map points at tokens that matter",
	    "summary: the verdict");
	fp = t_start();
	T_OK(ak_spam_write_iv(fp, &iv, 0, &ms, lab, 0, &e) != 0,
	    "summary of no message is an error");
	t_finish(fp);

	/* --predict: z = 2, p = σ(2) = 0.880797078 */
	char *ef = t_file_with("word\td1\nx\t1\n");
	ak_table emb;
	T_OK(ak_table_read(&emb, ef, 1, &e) == 0, "embeddings read");
	char *tok[] = { "x", "zz" };
	const double tw[] = { 1, 0 };
	ak_spam_pred r = { .z = 2, .p = 0.8807970779778823, .ntop = 1,
	    .top = { 0 }, .topw = { 1 } };
	fp = t_start();
	ak_spam_write_pred_header(fp, 0);
	r.nknown = 1;
	r.ntok = 2;
	ak_spam_write_pred(fp, 7, "ham", &r, tok, tw, 2, &emb, 0, "X, zz!", 6);
	T_STR(t_finish(fp), "line\tlabel\tpredicted\tp_spam\tlogit\ttoken1\t"
	    "weight1\ttoken2\tweight2\ttoken3\tweight3\tknown\tflag\tmessage\n"
	    "7\tham\tspam\t0.880797078\t2\tx\t1\t-\t-\t-\t-\t1\t-\tX, zz!\n",
	    "predict: one word, two '-' pairs, the message");
	fp = t_start();
	ak_spam_write_pred_header(fp, 1);
	ak_spam_write_pred(fp, 7, "-", &r, tok, tw, 2, &emb, 1, "X zz", 4);
	T_STR(t_finish(fp), "line\tlabel\tp_spam\tlogit\tpos\ttoken\tknown\t"
	    "weight\n"
	    "7\t-\t0.880797078\t2\t1\tx\t1\t1\n"
	    "7\t-\t0.880797078\t2\t2\tzz\t0\t0\n",
	    "predict per token: known and unknown");
	ak_spam_pred r0 = { .z = 0, .p = 0.5 };
	fp = t_start();
	ak_spam_write_pred(fp, 9, "spam", &r0, tok, tw, 0, &emb, 1, NULL, 0);
	T_STR(t_finish(fp), "9\tspam\t0.5\t0\t0\t-\t0\t0\n",
	    "predict per token: an empty message gets one row");
	fp = t_start();
	ak_spam_write_pred(fp, 9, "spam", &r0, tok, tw, 0, &emb, 0, "42!", 3);
	T_STR(t_finish(fp), "9\tspam\tham\t0.5\t0\t-\t-\t-\t-\t-\t-\t0\t"
	    "no-known-token\t42!\n", "predict: logit 0 is ham, no word, flagged");
	/* the message field: 60 characters of UTF-8, never a byte more,
	 * TAB and newline as spaces */
	char longm[200];
	size_t k = 0;
	for (int i = 0; i < 59; i++)
		longm[k++] = 'a';
	memcpy(longm + k, "\xc3\xa9\xc3\xa9", 4);	/* é é: chars 60, 61 */
	k += 4;
	fp = t_start();
	ak_pred_message(fp, longm, k);
	T_STR(t_finish(fp), "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
	    "\xc3\xa9...", "message: 60 characters, é whole, then ...");
	fp = t_start();
	ak_pred_message(fp, longm, k - 2);
	T_STR(t_finish(fp), "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
	    "\xc3\xa9", "message: exactly 60 characters, no ...");
	fp = t_start();
	ak_pred_message(fp, "a\tb\nc", 5);
	T_STR(t_finish(fp), "a b c", "message: TAB and newline as spaces");

	ak_table_free(&emb);
	unlink(ef);
	free(ef);

	/* --buckets */
	size_t ed[8] = { 0 }, ne = 0;
	T_OK(ak_spam_edges_parse("9,25", ed, 8, &ne, &e) == 0 && ne == 2 &&
	    ed[0] == 9 && ed[1] == 25, "edges 9,25");
	T_OK(ak_spam_edges_parse("25,9", ed, 8, &ne, &e) != 0 &&
	    strcmp(e.msg, "--buckets: '25,9': edges must increase") == 0 &&
	    ne == 2 && ed[0] == 9, "edges 25,9: must increase, edges untouched");
	T_OK(ak_spam_edges_parse("9,9", ed, 8, &ne, &e) != 0,
	    "edges 9,9: equal edges refused");
	T_OK(ak_spam_edges_parse("0", ed, 8, &ne, &e) != 0 &&
	    ak_spam_edges_parse("1000001", ed, 8, &ne, &e) != 0,
	    "edges: 1..1000000");
	T_OK(ak_spam_edges_parse("1,2,3,4,5,6,7,8", ed, 8, &ne, &e) == 0 &&
	    ne == 8 && ed[7] == 8 &&
	    ak_spam_edges_parse("1,2,3,4,5,6,7,8,9", ed, 8, &ne, &e) != 0,
	    "edges: at most 8");

	test_run();
	free(t_buf);
	return t_done();
}
