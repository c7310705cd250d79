/*
 * metrics.h — how good a binary classifier is, from its scores and the
 * true classes: the confusion matrix at a threshold, precision, recall and
 * F1 of the positive class (spam), and the two threshold-free areas, ROC
 * AUC and PR AUC, computed exactly from the scores with ties handled
 * (attn-train's report).
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
 *
 * Ties are scores equal as printed: the areas rank ak_score_printed(s_i),
 * s_i rounded to AK_SCORE_DIGITS significant digits, the digits that
 * attn-train writes (%.9g).  Scores that differ only in their last bits
 * (equal vectors pooled in a different order) are one tie, not a ranking
 * of rounding noise; and the areas equal scikit-learn's on the logits
 * that attn-train --predict prints.  distinct, lo and hi (the rounded
 * scores' count of values, least and greatest) let a caller say when the
 * scores are constant or nearly so (ak_binmetrics_flat), where an area
 * ranks nothing.
 */
#ifndef AK_METRICS_H
#define AK_METRICS_H

#include <stddef.h>

#include "util.h"

typedef struct ak_binmetrics {
	size_t n, pos;			/* messages, of which positive */
	size_t tp, fp, fn, tn;		/* the confusion matrix */
	double precision, recall, f1;	/* in [0, 1] */
	double roc_auc, pr_auc;		/* in [0, 1]; NaN when undefined:
					   roc_auc without a positive or a
					   negative, pr_auc without a
					   positive (1 with positives only,
					   as scikit-learn's) */
	size_t distinct;		/* distinct scores as printed (0 when
					   n = 0) */
	double lo, hi;			/* the least and greatest of them
					   (NaN when n = 0) */
} ak_binmetrics;

/* the significant digits of a score in attn-train's tables (%.9g) */
#define AK_SCORE_DIGITS 9

/*
 * ak_score_printed: s rounded to AK_SCORE_DIGITS significant digits, the
 * value "%.9g" prints (±inf and NaN as they are; -0 as 0).  No errors.
 */
double ak_score_printed(double s);

/* the spread below which scores are near-constant: hi - lo at most this
 * times max(1, |lo|, |hi|); logits that close give probabilities within
 * about 2.5e-7 of each other */
#define AK_SCORE_FLAT 1e-6

/*
 * ak_binmetrics_flat: AK_FLAT_CONSTANT when m's scores are one value as
 * printed (distinct = 1), AK_FLAT_NEAR when they are several but within
 * AK_SCORE_FLAT (above: a ranking of the last printed digits), else
 * AK_FLAT_NO (also n = 0, and an infinite score among others).  Whatever
 * the classes, such scores rank the messages by nothing the model learnt:
 * a constant score has ROC AUC 1/2 and AP = P / n.  No errors.
 */
enum { AK_FLAT_NO, AK_FLAT_NEAR, AK_FLAT_CONSTANT };
int ak_binmetrics_flat(const ak_binmetrics *m);

/*
 * ak_binmetrics_eval: m from the scores s[0..n) and classes y[0..n) (0 or
 * nonzero) at threshold thr (predicted positive iff s > thr).  Scores may
 * be ±inf (attn-train's constant model scores every message -inf); n may
 * be 0 (all counts 0, the areas NaN).  The confusion matrix compares s
 * itself with thr; the areas, distinct, lo and hi rank the scores as
 * printed (ak_score_printed).  Cost O(n log n), O(n) memory.
 * Errors: a NaN score ("score of message K is NaN"), memory.  Returns 0
 * or -1.
 */
int ak_binmetrics_eval(ak_binmetrics *m, const double *s, const int *y,
    size_t n, double thr, ak_err *e);

#endif
