/*
 * stats.h — order statistics, mean and standard deviation of a sample of
 * doubles, for the summaries the tools print (attn-train --interventions:
 * quartiles of |Δ logit|; attn-train --splits: mean ± sd over splits), and
 * the largest difference of two vectors.
 */
#ifndef AK_STATS_H
#define AK_STATS_H

#include <stddef.h>

/*
 * ak_sort_doubles: sort x[0..n) in place, ascending (qsort; NaN must not
 * occur).  n = 0 is allowed.
 */
void ak_sort_doubles(double *x, size_t n);

/*
 * ak_quantile: the q-quantile (0 ≤ q ≤ 1) of the sorted sample x[0..n),
 * n ≥ 1, by linear interpolation between order statistics: with
 * h = q·(n − 1), x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋+1] − x[⌊h⌋]) (Hyndman & Fan
 * 1996, "Sample quantiles in statistical packages", definition 7; the
 * default of R and numpy).  q = 0 gives the minimum, q = 1 the maximum,
 * q = 0.5 the median.  Same unit as x.  No errors.
 */
double ak_quantile(const double *x, size_t n, double q);

/*
 * ak_max_abs_diff: max_i |a_i − b_i| over n values (0 for n = 0): the
 * distance attn-map prints between two computations that must agree.
 * Same unit as a and b.  NaN in a difference is skipped by fmax, so
 * callers check finiteness first.
 */
double ak_max_abs_diff(const double *a, const double *b, size_t n);

/*
 * ak_mean_sd: the sample mean of x[0..n) and, in *sd, the sample standard
 * deviation with Bessel's correction,
 *   sd = sqrt( Σ (x_i − mean)² / (n − 1) ),
 * computed in two passes (mean first, then the squared deviations, so no
 * cancellation of large sums).  The standard error of the mean is then
 * sd / √n.  n = 0: mean 0, sd 0; n = 1: sd 0 (no spread measurable).
 * sd may be NULL.  Same unit as x.  Used for the statistical rows of the
 * reproduction (attn-train --splits: accuracy over many seeded splits).
 * No errors; NaN in x gives NaN.
 */
double ak_mean_sd(const double *x, size_t n, double *sd);

#endif
