/*
 * bench.h — measuring: order statistics of repeated timings, peak memory,
 * the log-log slope of a cost curve (lesson "Квадратичная цена": T(n) =
 * O(n²d_k) shows as slope b ≈ 1.9–2 of log T against log n), size lists,
 * and running one measurement in a child process so that its peak RSS is
 * its own.  Timing itself is ak_now() (util.h, CLOCK_MONOTONIC).
 */
#ifndef AK_BENCH_H
#define AK_BENCH_H

#include <stddef.h>

#include "rng.h"
#include "util.h"

/*
 * ak_bench_stats: median, minimum and maximum of t[0..k) (k ≥ 1; t is
 * sorted in place; the median of an even count is the mean of the middle
 * two).  Any of med, min, max may be NULL.
 */
void ak_bench_stats(double *t, size_t k, double *med, double *min,
    double *max);

/*
 * ak_bench_peak_rss: the peak resident set size of this process so far, in
 * bytes (getrusage(2) ru_maxrss, which Linux gives in KiB); 0 on failure.
 */
double ak_bench_peak_rss(void);

/*
 * ak_bench_slope: least-squares fit of log y = a + b log x over k ≥ 2
 * points (natural logs; the slope b does not depend on the base).
 * Returns 0 with *b (and *a unless NULL), or -1 with a message when
 * k < 2, a value is ≤ 0 or all x are equal.
 */
int ak_bench_slope(const double *x, const double *y, size_t k, double *b,
    double *a, ak_err *e);

/*
 * ak_bench_crossover: the first x where curve y1 reaches curve y2, by
 * linear interpolation of log(y1/y2) against log x between the two points
 * that bracket the sign change.  Returns 1 with *xc, 0 if y1 < y2 at every
 * point (no crossover), 2 if y1 ≥ y2 already at x[0] (*xc = x[0]).
 * x ascending, all values > 0, k ≥ 1.
 */
int ak_bench_crossover(const double *x, const double *y1, const double *y2,
    size_t k, double *xc);

/*
 * ak_bench_parse_sizes: a list like "128,256,1000" or "128..8192" (powers
 * of two times the first: 128, 256, ..., up to and including 8192) or a
 * mix ("1,2,64..512").  Every size in [lo, hi]; at most max sizes.
 * Returns the count (≥ 1) written to out, or -1 with a message naming
 * `what` and the bad item ("-n: '0' is out of range 1..1048576").
 */
int ak_bench_parse_sizes(const char *s, size_t lo, size_t hi,
    const char *what, size_t *out, size_t max, ak_err *e);

/* ak_bench_fill_normal: x[0..k) = independent N(0, 1) deviates. */
void ak_bench_fill_normal(float *x, size_t k, ak_rng *r);

/*
 * ak_bench_isolated: run fn(arg, out, e) in a child process (fork(2)) and
 * copy its outsize result bytes back through a pipe, so that the child's
 * ru_maxrss measures this one computation.  Returns fn's 0, or -1 with
 * fn's message, or with "killed by signal N" when the child died (e.g. the
 * kernel's out-of-memory killer).  stdout is flushed before the fork.
 */
typedef int (*ak_bench_fn)(void *arg, void *out, ak_err *e);
int ak_bench_isolated(ak_bench_fn fn, void *arg, void *out, size_t outsize,
    ak_err *e);

#endif
