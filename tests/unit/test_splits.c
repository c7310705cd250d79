/*
 * Unit tests of lib/train/splits.c: ak_spam_split_stat on three hand-made
 * splits (mean ± sd by hand, the attention − mean difference, wins and
 * ties, an empty bucket left out), and its range errors.
 */
#include <math.h>
#include <string.h>

#include "splits.h"
#include "t.h"

int
main(void)
{
	ak_split_result r[3];
	ak_split_stat st;
	ak_err e;

	memset(r, 0, sizeof(r));
	/* row 0 (all): 100 messages each; attention errors 4, 6, 5; mean
	 * errors 6, 6, 8; constant 13, 12, 14.  Row 1: empty in split 2. */
	size_t ae[3] = { 4, 6, 5 }, me[3] = { 6, 6, 8 }, ce[3] = { 13, 12, 14 };
	/* the metrics of row 0: attention ROC AUC 0.9, 0.8, 0.7; PR AUC 0.6,
	 * 0.8, undefined (NaN); log-loss 10, 20, 30 nats over 100; mean
	 * pooling ROC AUC 0.8, 0.8, 0.8 */
	double ar[3] = { 0.9, 0.8, 0.7 }, ap[3] = { 0.6, 0.8, NAN };
	for (int s = 0; s < 3; s++) {
		r[s].row[AK_SPLIT_ATTENTION][0] = (ak_spam_row){ .n = 100,
		    .spam = 13, .errors = ae[s], .loss = 10.0 * (s + 1),
		    .met = { .roc_auc = ar[s], .pr_auc = ap[s], .f1 = 0.5 } };
		r[s].row[AK_SPLIT_MEAN][0] = (ak_spam_row){ .n = 100,
		    .spam = 13, .errors = me[s], .met = { .roc_auc = 0.8 } };
		r[s].row[AK_SPLIT_CONSTANT][0] = (ak_spam_row){ .n = 100,
		    .spam = 13, .errors = ce[s], .loss = INFINITY };
		if (s != 1)
			r[s].row[AK_SPLIT_ATTENTION][1] = (ak_spam_row){
			    .n = 10 + 10 * (size_t)s, .spam = 2, .errors = 1 };
	}
	T_OK(ak_spam_split_stat(&st, r, 3, AK_SPLIT_ATTENTION, 0, &e) == 0,
	    "attention, all");
	T_OK(st.splits == 3, "three splits");
	T_NEAR(st.errors, 5, 1e-15, "errors mean (4 + 6 + 5) / 3 = 5");
	T_NEAR(st.errors_sd, 1, 1e-15, "errors sd sqrt((1 + 1 + 0) / 2) = 1");
	T_NEAR(st.acc, 0.95, 1e-15, "accuracy mean 1 - 5/100");
	T_NEAR(st.acc_sd, 0.01, 1e-15, "accuracy sd 1/100");
	T_NEAR(st.n, 100, 0, "n mean 100");
	T_NEAR(st.n_sd, 0, 0, "n sd 0");
	T_NEAR(st.roc_auc, 0.8, 1e-15, "ROC AUC mean 0.8");
	T_NEAR(st.roc_auc_sd, 0.1, 1e-15, "ROC AUC sd 0.1");
	T_NEAR(st.pr_auc, 0.7, 1e-15, "PR AUC mean over the 2 splits where "
	    "it is defined");
	T_NEAR(st.pr_auc_sd, sqrt(0.02), 1e-15, "PR AUC sd sqrt(0.02)");
	T_NEAR(st.logloss, 0.2, 1e-15, "log-loss mean (0.1 + 0.2 + 0.3) / 3");
	T_NEAR(st.f1, 0.5, 0, "F1 mean 0.5");
	T_NEAR(st.f1_sd, 0, 0, "F1 sd 0");

	T_OK(ak_spam_split_stat(&st, r, 3, AK_SPLIT_CONSTANT, 0, &e) == 0,
	    "constant, all");
	T_NEAR(st.acc, 0.87, 1e-15, "constant: 1 - 13/100");
	T_OK(isnan(st.logloss) && isnan(st.logloss_sd), "constant: no "
	    "log-loss (NaN, printed '-')");

	/* differences attention − mean: −2, 0, −3 errors; mean −5/3, sd
	 * sqrt(((−1/3)² + (5/3)² + (−4/3)²) / 2) = sqrt(7/3) */
	T_OK(ak_spam_split_stat(&st, r, 3, AK_SPLIT_DIFF, 0, &e) == 0,
	    "difference, all");
	T_NEAR(st.errors, -5.0 / 3, 1e-15, "difference of errors -5/3");
	T_NEAR(st.errors_sd, sqrt(7.0 / 3), 1e-15, "its sd sqrt(7/3)");
	T_NEAR(st.acc, 5.0 / 300, 1e-15, "accuracy gain +5/300");
	T_OK(st.better == 2 && st.ties == 1, "attention better on 2, tie on 1");
	T_NEAR(st.roc_auc, 0.0, 1e-15, "ROC AUC difference (0.1 + 0 - 0.1) / 3");
	T_NEAR(st.roc_auc_sd, 0.1, 1e-15, "its sd 0.1");

	/* row 1: split 2 is empty and left out; 1/10 and 1/30 errors */
	T_OK(ak_spam_split_stat(&st, r, 3, AK_SPLIT_ATTENTION, 1, &e) == 0,
	    "attention, bucket 1");
	T_OK(st.splits == 2, "the empty split is left out");
	T_NEAR(st.n, 20, 1e-15, "n mean (10 + 30) / 2");
	T_NEAR(st.n_sd, sqrt(200), 1e-12, "n sd sqrt(200)");
	T_NEAR(st.acc, 1 - (0.1 + 1.0 / 30) / 2, 1e-15, "accuracy mean");

	T_OK(ak_spam_split_stat(&st, r, 0, AK_SPLIT_MEAN, 0, &e) == 0 &&
	    st.splits == 0 && st.acc == 0, "no splits: zeros");
	T_OK(ak_spam_split_stat(&st, r, 3, AK_SPLIT_DIFF + 1, 0, &e) == -1,
	    "model out of range");
	T_OK(ak_spam_split_stat(&st, r, 3, AK_SPLIT_MEAN, AK_SPLIT_MAXROWS,
	    &e) == -1, "row out of range");
	T_OK(strstr(e.msg, "out of range") != NULL, "the message says so");
	return t_done();
}
