/*
 * metrics.h — how good a binary classifier is, from its scores and the
 * true classes: the confusion matrix at a threshold, precision, recall and
 * F1 of the positive class (spam), and the two threshold-free areas, ROC
 * AUC and PR AUC, computed exactly from the scores with ties handled
 * (attn-train's report, issue 28 item 3).
 *
 * Definitions (n messages, P positive, N = n - P negative; message i has
 * score s_i and class y_i in {0, 1}; it is predicted positive when
 * s_i > threshold, as attn-train predicts spam when the logit z > 0):
 *   tp, fp, fn, tn   the confusion matrix;
 *   precision = tp / (tp + fp), recall = tp / (tp + fn),
 *   F1 = 2 tp / (2 tp + fp + fn) (the harmonic mean of the two); each is 0
 *     when its denominator is 0 (scikit-learn's zero_division default);
 *   ROC AUC = (1 / PN) Σ_{i: y=1} Σ_{j: y=0} ([s_i > s_j] + ½[s_i = s_j]),
 *     the Mann–Whitney U statistic over PN (H. B. Mann and D. R. Whitney,
 *     Ann. Math. Statist. 18 (1947) 50–60; the area under the ROC curve
 *     with tied scores joined by a straight segment, T. Fawcett, Pattern
 *     Recognition Letters 27 (2006) 861–874, Algorithm 2 and eq. (3)):
 *     the probability that a random spam scores above a random ham, a tie
 *     counting one half.  Undefined (NaN) when P = 0 or N = 0;
 *   PR AUC = average precision, AP = Σ_k (R_k - R_{k-1}) P_k over the
 *     distinct scores t_1 > t_2 > ... taken as thresholds "s >= t_k"
 *     (all messages of a tie enter together), P_k and R_k the precision
 *     and recall there, R_0 = 0: the step-wise area without interpolation
 *     of scikit-learn's average_precision_score (its documentation, "AP
 *     summarizes a precision-recall curve as the weighted mean of
 *     precisions achieved at each threshold"; C. D. Manning, P. Raghavan
 *     and H. Schütze, Introduction to Information Retrieval (2008), 8.4,
 *     non-interpolated average precision).  Not the trapezoidal area of
 *     the PR curve, which is optimistic (J. Davis and M. Goadrich, ICML
 *     2006).  Undefined (NaN) when P = 0.
 * Both areas are in [0, 1]; a constant score gives ROC AUC 1/2 and AP =
 * P / n.  Sums are of integer counts (exact); each area is one division
 * of exact integers, or a sum of n terms at most.
 */
#ifndef AK_METRICS_H
#define AK_METRICS_H

#include <stddef.h>

#include "util.h"

typedef struct ak_binmetrics {
	size_t n, pos;			/* messages, of which positive */
	size_t tp, fp, fn, tn;		/* the confusion matrix */
	double precision, recall, f1;	/* in [0, 1] */
	double roc_auc, pr_auc;		/* in [0, 1], NaN when undefined */
} ak_binmetrics;

/*
 * ak_binmetrics_eval: m from the scores s[0..n) and classes y[0..n) (0 or
 * nonzero) at threshold thr (predicted positive iff s > thr).  Scores may
 * be ±inf (attn-train's constant model scores every message -inf); n may
 * be 0 (all counts 0, the areas NaN).  Cost O(n log n), O(n) memory.
 * Errors: a NaN score ("score of message K is NaN"), memory.  Returns 0
 * or -1.
 */
int ak_binmetrics_eval(ak_binmetrics *m, const double *s, const int *y,
    size_t n, double thr, ak_err *e);

#endif
