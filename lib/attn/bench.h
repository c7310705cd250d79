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
#include <stdio.h>

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
 * ak_bench_print_slope: when ak_bench_slope fits the k points, the
 * comment line "# WHAT LABEL b (n X0..XK, K sizes)NOTE" to fp (the slope
 * lines of attn-bench's tables); nothing for k < 2 or a failed fit.
 */
void ak_bench_print_slope(FILE *fp, const char *what, const char *label,
    const double *x, const double *y, size_t k, const char *note);

/*
 * ak_bench_crossover: the x from which curve y1 stays at or above curve
 * y2 up to the last point, by linear interpolation of log(y1/y2) against
 * log x between the two points that bracket that last sign change (a
 * noisy small x where y1 happens to be ahead, before y2 leads again, is
 * not taken for the crossover).  Returns 1 with *xc, 0 if y1 < y2 at the
 * last point (no crossover within the range), 2 if y1 ≥ y2 at every
 * point (*xc = x[0]).  x ascending, all values > 0, k ≥ 1.
 */
int ak_bench_crossover(const double *x, const double *y1, const double *y2,
    size_t k, double *xc);

/*
 * ak_bench_parse_sizes: a list like "128,256,1000" or "128..8192" (powers
 * of two times the first: 128, 256, ..., up to and including 8192) or a
 * mix ("1,2,64..512").  Every size in [lo, hi]; at most max sizes.
 * The sizes come out ascending, each once ("32,8,16,8" gives 8, 16, 32):
 * slopes and crossovers are fitted over ascending n.
 * Returns the count (≥ 1) written to out, or -1 with a message naming
 * `what` and the bad item ("-n: '0' is out of range 1..1048576").
 */
int ak_bench_parse_sizes(const char *s, size_t lo, size_t hi,
    const char *what, size_t *out, size_t max, ak_err *e);

/*
 * ak_bench_parse_names: a comma-separated list of names, each one of
 * names[0..k), none twice, none empty ("naive,streaming").  out[i] is the
 * index into names of the i-th item, in the order given (out has room for
 * k).  Returns the count (≥ 1), or -1 with a message naming `what`:
 * "-i: bad kernel list 'naive,,x'" (an empty item), "-i: unknown kernel
 * 'x' (naive, ...)", "-i: kernel 'naive' is named twice".
 */
int ak_bench_parse_names(const char *s, const char *const *names, size_t k,
    const char *what, int *out, ak_err *e);

/*
 * The work a run may ask for, in floating-point operations (2 per
 * multiply-add): AK_BENCH_MAX_FLOPS for a whole invocation, warm-up calls
 * included (2^45 ≈ 3.5e13: about ten minutes at 60 GFLOP/s), and
 * AK_BENCH_MAX_REF_FLOPS for one exact reference computed only to fill an
 * error column (2^40 ≈ 1.1e12: exact attention at n = 65536, d = 64,
 * about 20 s).  Larger runs would take hours; they are refused.
 */
#define AK_BENCH_MAX_FLOPS 35184372088832.0	/* 2^45 */
#define AK_BENCH_MAX_REF_FLOPS 1099511627776.0	/* 2^40 */

/*
 * ak_bench_gen_flops: the flops of generating n tokens one by one with one
 * head (d_model = d_k = d; step t = 1..n projects and attends):
 *   cached    step t projects the new token (3·2d²) and attends with one
 *             query over t keys (4td):  6nd² + 2n(n+1)d       = O(n²d)
 *   uncached  step t projects the whole prefix (3·2td²) and runs causal
 *             attention over it, counted whole (4t²d):
 *             3n(n+1)d² + (2/3)n(n+1)(2n+1)d                  = O(n³d)
 * (lesson "Квадратичная цена": Σ_t O(t d_k) = O(n²d_k) with a cache,
 * Σ_t O(t²d_k) = O(n³d_k) without).  Counted in double: no overflow.
 */
double ak_bench_gen_flops(size_t n, size_t d, int cached);

/*
 * ak_bench_max_rel_err: max_i |a_i − b_i| / max_i |b_i| over k values,
 * b the reference (the err columns of attn-bench); max |a_i − b_i| when b
 * is all zero; +inf when a difference is NaN (a broken kernel shows).
 */
double ak_bench_max_rel_err(const float *a, const float *b, size_t k);

/* ak_bench_fill_normal: x[0..k) = independent N(0, 1) deviates. */
void ak_bench_fill_normal(float *x, size_t k, ak_rng *r);

/*
 * ak_bench_isolated: run fn(arg, out, e) in a child process (fork(2)) and
 * copy its outsize result bytes back through a pipe, so that the child's
 * ru_maxrss measures this one computation.  Returns fn's 0, or -1 with
 * fn's message, or with "killed by signal N" when the child died (e.g. the
 * kernel's out-of-memory killer).  stdout is flushed before the fork.
 * On Linux the child is killed when the parent dies (PR_SET_PDEATHSIG),
 * so that no measurement goes on computing after its parent was killed.
 */
typedef int (*ak_bench_fn)(void *arg, void *out, ak_err *e);
int ak_bench_isolated(ak_bench_fn fn, void *arg, void *out, size_t outsize,
    ak_err *e);

#endif
