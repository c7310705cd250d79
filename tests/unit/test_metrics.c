/*
 * Unit tests of lib/train/metrics: the confusion matrix, precision, recall,
 * F1, ROC AUC (Mann-Whitney, ties as 1/2) and average precision, on cases
 * worked out by hand in the comments.  With an argument FILE it checks
 * instead the cases of FILE, one a line: sklearn's roc_auc_score and
 * average_precision_score, TAB, the scores (%.17g, comma-separated), TAB,
 * the classes (tests/e2e/attn-train/metrics.sh writes it with Debian's
 * python3-sklearn): each area to 1e-12.  The scores there are printed
 * to 9 digits (%.9g) before sklearn sees them: ties are scores equal as
 * printed (metrics.h).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "metrics.h"
#include "t.h"

static void
test_hand(void)
{
	/*
	 * scores 0.9 0.8 0.8 0.3 0.3 -0.5 -1, classes 1 0 1 0 0 1 0: P = 3,
	 * N = 4.  Pairs (spam, ham) won: 0.9 beats 4; 0.8 beats 3 and ties 1
	 * (3.5); -0.5 beats 1: U = 8.5, ROC AUC = 8.5 / 12.
	 * AP: at 0.9 recall 1/3, precision 1; at 0.8 recall 2/3, precision
	 * 2/3; at 0.3 no new spam; at -0.5 recall 1, precision 3/6; so
	 * 1/3 + 2/9 + 1/6 = 13/18.
	 * Threshold 0: predicted spam 0.9 0.8 0.8 0.3 0.3: tp 2, fp 3, fn 1,
	 * tn 1; precision 2/5, recall 2/3, F1 = 4 / 8.
	 */
	double s[] = { 0.9, 0.8, 0.8, 0.3, 0.3, -0.5, -1 };
	int y[] = { 1, 0, 1, 0, 0, 1, 0 };
	ak_binmetrics m;
	ak_err e;

	T_OK(ak_binmetrics_eval(&m, s, y, 7, 0, &e) == 0, "hand case: eval");
	T_OK(m.n == 7 && m.pos == 3 && m.tp == 2 && m.fp == 3 && m.fn == 1 &&
	    m.tn == 1, "hand case: confusion matrix 2 3 1 1");
	T_NEAR(m.precision, 2.0 / 5, 1e-15, "hand case: precision 2/5");
	T_NEAR(m.recall, 2.0 / 3, 1e-15, "hand case: recall 2/3");
	T_NEAR(m.f1, 0.5, 1e-15, "hand case: F1 1/2");
	T_NEAR(m.roc_auc, 8.5 / 12, 1e-15, "hand case: ROC AUC 8.5/12");
	T_NEAR(m.pr_auc, 13.0 / 18, 1e-15, "hand case: AP 13/18");

	/* the order of the messages does not matter */
	double s2[] = { -1, 0.3, -0.5, 0.8, 0.9, 0.3, 0.8 };
	int y2[] = { 0, 0, 1, 1, 1, 0, 0 };
	ak_binmetrics m2;
	T_OK(ak_binmetrics_eval(&m2, s2, y2, 7, 0, &e) == 0 &&
	    m2.roc_auc == m.roc_auc && m2.pr_auc == m.pr_auc &&
	    m2.tp == 2 && m2.fp == 3, "hand case shuffled: the same");

	/* the constant model (every score -inf): ROC AUC 1/2 (all ties),
	 * AP = P/n = 3/7, nothing predicted spam: precision 0 (0/0 -> 0),
	 * recall 0, F1 0 */
	double c[7];
	for (int i = 0; i < 7; i++)
		c[i] = -INFINITY;
	T_OK(ak_binmetrics_eval(&m, c, y, 7, 0, &e) == 0 && m.tp == 0 &&
	    m.fp == 0 && m.fn == 3 && m.tn == 4, "constant: all ham");
	T_NEAR(m.roc_auc, 0.5, 0, "constant: ROC AUC exactly 1/2");
	T_NEAR(m.pr_auc, 3.0 / 7, 1e-15, "constant: AP 3/7");
	T_OK(m.precision == 0 && m.recall == 0 && m.f1 == 0,
	    "constant: precision, recall, F1 0");

	/* perfect and reversed rankings: 1 and 0; AP of the reversed one:
	 * spam at ranks 3, 4 of 4: (1/2)(1/3) + (1/2)(2/4) = 5/12 */
	double p[] = { 4, 3, 2, 1 };
	int yp[] = { 1, 1, 0, 0 }, yr[] = { 0, 0, 1, 1 };
	T_OK(ak_binmetrics_eval(&m, p, yp, 4, 2.5, &e) == 0 &&
	    m.roc_auc == 1 && m.pr_auc == 1 && m.f1 == 1, "perfect: 1, 1, F1 1");
	T_OK(ak_binmetrics_eval(&m, p, yr, 4, 2.5, &e) == 0 &&
	    m.roc_auc == 0 && m.f1 == 0, "reversed: ROC AUC 0, F1 0");
	T_NEAR(m.pr_auc, 5.0 / 12, 1e-15, "reversed: AP 5/12");

	/* one class only: the areas are undefined (NaN), never printed */
	int h[] = { 0, 0, 0, 0 };
	T_OK(ak_binmetrics_eval(&m, p, h, 4, 0, &e) == 0 && isnan(m.roc_auc) &&
	    isnan(m.pr_auc) && m.precision == 0, "no spam: areas undefined");
	int a[] = { 1, 1, 1, 1 };
	T_OK(ak_binmetrics_eval(&m, p, a, 4, 0, &e) == 0 && isnan(m.roc_auc) &&
	    m.pr_auc == 1, "only spam: ROC undefined, AP 1");
	T_OK(ak_binmetrics_eval(&m, p, a, 0, 0, &e) == 0 && m.n == 0 &&
	    isnan(m.roc_auc), "no message: counts 0, areas undefined");
	double bad[] = { 1, NAN };
	T_OK(ak_binmetrics_eval(&m, bad, yp, 2, 0, &e) == -1 &&
	    strstr(e.msg, "score of message 2 is NaN") != NULL, "NaN refused");

	/* ROC AUC is the probability that spam outscores ham: brute force
	 * over the pairs of random scores with many ties */
	enum { R = 301 };
	double rs[R];
	int ry[R];
	unsigned long long x = 12345;
	for (int i = 0; i < R; i++) {
		x = x * 6364136223846793005ULL + 1442695040888963407ULL;
		rs[i] = (double)((x >> 33) % 17) / 4 - 2;
		ry[i] = (x >> 20) % 3 == 0;
	}
	double u = 0, np = 0;
	for (int i = 0; i < R; i++)
		for (int j = 0; j < R; j++)
			if (ry[i] && !ry[j]) {
				u += rs[i] > rs[j] ? 1 : rs[i] == rs[j] ? 0.5 : 0;
				np++;
			}
	T_OK(ak_binmetrics_eval(&m, rs, ry, R, 0, &e) == 0, "random: eval");
	T_NEAR(m.roc_auc, u / np, 1e-15, "random with ties: ROC AUC = U/PN by "
	    "brute force");
}

/*
 * Ties are scores equal as printed (%.9g): the same classes as the hand
 * case, y = 1 0 1 0 0 1 0 (P = 3, N = 4), with constant, near-tied and
 * near-constant scores.
 */
static void
test_ties(void)
{
	int y[] = { 1, 0, 1, 0, 0, 1, 0 };
	ak_binmetrics m;
	ak_err e;

	/* printing and reading back: 0.1 + 0.2 is 0.3 to 9 digits, -0 is 0,
	 * the infinities stay, 9 digits are kept */
	T_OK(ak_score_printed(0.1 + 0.2) == 0.3 && 0.1 + 0.2 != 0.3,
	    "printed: 0.1 + 0.2 is 0.3");
	T_OK(ak_score_printed(-0.0) == 0 && !signbit(ak_score_printed(-0.0)),
	    "printed: -0 is +0");
	T_OK(ak_score_printed(-INFINITY) == -INFINITY &&
	    ak_score_printed(INFINITY) == INFINITY, "printed: ±inf kept");
	T_OK(ak_score_printed(2.00000013) == 2.00000013 &&
	    ak_score_printed(2.00000013) != ak_score_printed(2.00000012),
	    "printed: the ninth digit kept");

	/* one finite score for all: every pair a tie, ROC AUC 1/2, AP the
	 * spam share 3/7 (sklearn: 0.5, 0.428571...), constant */
	double c[7];
	for (int i = 0; i < 7; i++)
		c[i] = 0.25;
	T_OK(ak_binmetrics_eval(&m, c, y, 7, 0, &e) == 0, "constant: eval");
	T_NEAR(m.roc_auc, 0.5, 0, "constant 0.25: ROC AUC 1/2");
	T_NEAR(m.pr_auc, 3.0 / 7, 1e-15, "constant 0.25: AP 3/7");
	T_OK(m.distinct == 1 && m.lo == 0.25 && m.hi == 0.25 &&
	    ak_binmetrics_flat(&m) == AK_FLAT_CONSTANT,
	    "constant 0.25: one value, said constant");

	/* 0.7 (1 + k 1e-12), the spam with the larger k: ranked by their
	 * last bits they would separate perfectly (sklearn on these doubles:
	 * ROC AUC 1, AP 1); as printed every one is 0.7, one tie: 1/2, 3/7 */
	double k[] = { 6, 1, 5, 2, 0, 4, 3 }, n[7];
	for (int i = 0; i < 7; i++)
		n[i] = 0.7 * (1 + k[i] * 1e-12);
	T_OK(n[0] != n[1], "near-ties: the doubles differ");
	T_OK(ak_binmetrics_eval(&m, n, y, 7, 0, &e) == 0, "near-ties: eval");
	T_NEAR(m.roc_auc, 0.5, 0, "near-ties at 1e-12: ROC AUC 1/2, not 1");
	T_NEAR(m.pr_auc, 3.0 / 7, 1e-15, "near-ties at 1e-12: AP 3/7, not 1");
	T_OK(m.distinct == 1 && ak_binmetrics_flat(&m) == AK_FLAT_CONSTANT,
	    "near-ties at 1e-12: constant as printed");
	/* ... and negative: -0.7 (1 + k 1e-12) reverses nothing */
	for (int i = 0; i < 7; i++)
		n[i] = -n[i];
	T_OK(ak_binmetrics_eval(&m, n, y, 7, 0, &e) == 0 && m.roc_auc == 0.5 &&
	    m.distinct == 1, "near-ties at -0.7: ROC AUC 1/2");

	/*
	 * Scores apart in the ninth digit are ranked, and said near-constant:
	 * 2.00000013 2.00000012 2.00000013 2.00000012 2.00000012 2.00000011
	 * 2.00000012.  The two spam at ...13 beat the 4 ham, the spam at
	 * ...11 none: U = 8, ROC AUC 8/12.  AP: at ...13 recall 2/3,
	 * precision 1; at ...11 recall 1, precision 3/7: 2/3 + 1/7 = 17/21
	 * (sklearn: 0.666666..., 0.809523...).
	 */
	double f[] = { 2.00000013, 2.00000012, 2.00000013, 2.00000012,
	    2.00000012, 2.00000011, 2.00000012 };
	T_OK(ak_binmetrics_eval(&m, f, y, 7, 0, &e) == 0, "near-constant: eval");
	T_NEAR(m.roc_auc, 8.0 / 12, 1e-15, "near-constant: ROC AUC 8/12");
	T_NEAR(m.pr_auc, 17.0 / 21, 1e-15, "near-constant: AP 17/21");
	T_OK(m.distinct == 3 && ak_binmetrics_flat(&m) == AK_FLAT_NEAR,
	    "near-constant: 3 values within 1e-6, said near-constant");

	/* the hand case's scores are far apart: not flat; the constant
	 * model's -inf for all is constant; one -inf among others is not */
	double h[] = { 0.9, 0.8, 0.8, 0.3, 0.3, -0.5, -1 };
	T_OK(ak_binmetrics_eval(&m, h, y, 7, 0, &e) == 0 && m.distinct == 5 &&
	    ak_binmetrics_flat(&m) == AK_FLAT_NO, "hand case: 5 values, not flat");
	double ninf[7];
	for (int i = 0; i < 7; i++)
		ninf[i] = -INFINITY;
	T_OK(ak_binmetrics_eval(&m, ninf, y, 7, 0, &e) == 0 &&
	    ak_binmetrics_flat(&m) == AK_FLAT_CONSTANT, "-inf for all: constant");
	ninf[3] = 1;
	T_OK(ak_binmetrics_eval(&m, ninf, y, 7, 0, &e) == 0 &&
	    ak_binmetrics_flat(&m) == AK_FLAT_NO, "-inf and 1: not flat");
	/* no message: nothing to say; one class: the areas undefined, the
	   flatness still said */
	T_OK(ak_binmetrics_eval(&m, c, y, 0, 0, &e) == 0 && m.distinct == 0 &&
	    ak_binmetrics_flat(&m) == AK_FLAT_NO, "no message: not flat");
	int ham[] = { 0, 0, 0, 0, 0, 0, 0 };
	T_OK(ak_binmetrics_eval(&m, c, ham, 7, 0, &e) == 0 &&
	    isnan(m.roc_auc) && isnan(m.pr_auc) &&
	    ak_binmetrics_flat(&m) == AK_FLAT_CONSTANT,
	    "no spam, constant: areas undefined, said constant");
}

/* the cases of a file written by scikit-learn (see the top) */
static void
test_file(const char *path)
{
	FILE *fp = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0;
	int k = 0;

	T_OK(fp != NULL, "cases file opened");
	if (fp == NULL)
		return;
	while (getline(&line, &cap, fp) > 0) {
		double roc, pr, *s = NULL;
		int *y = NULL;
		size_t n = 1, i = 0;
		char *p, *q, *end;
		ak_binmetrics m;
		ak_err e;
		char name[64];

		k++;
		roc = strtod(line, &p);
		pr = strtod(p, &p);
		for (q = p + 1; *q != '\t' && *q; q++)
			n += *q == ',';
		s = calloc(n, sizeof(*s));
		y = calloc(n, sizeof(*y));
		for (q = p + 1; i < n; i++, q = end + 1)
			s[i] = strtod(q, &end);
		for (i = 0; i < n; i++, q = end + 1)
			y[i] = (int)strtol(q, &end, 10);
		snprintf(name, sizeof name, "case %d (%zu scores): eval", k, n);
		T_OK(ak_binmetrics_eval(&m, s, y, n, 0, &e) == 0, name);
		snprintf(name, sizeof name, "case %d: ROC AUC = sklearn's", k);
		T_NEAR(m.roc_auc, roc, 1e-12, name);
		snprintf(name, sizeof name, "case %d: AP = sklearn's", k);
		T_NEAR(m.pr_auc, pr, 1e-12, name);
		free(s);
		free(y);
	}
	free(line);
	fclose(fp);
	T_OK(k > 0, "the file has cases");
}

int
main(int argc, char *argv[])
{
	if (argc > 1)
		test_file(argv[1]);
	else {
		test_hand();
		test_ties();
	}
	return t_done();
}
