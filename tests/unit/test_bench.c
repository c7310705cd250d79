/* Unit tests of lib/attn/bench: statistics, slopes, size lists, isolated
   runs. */
#include <math.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"
#include "t.h"

static int
child_sum(void *arg, void *out, ak_err *e)
{
	(void)e;
	*(double *)out = *(double *)arg * 2;
	return 0;
}

static int
child_fails(void *arg, void *out, ak_err *e)
{
	(void)arg, (void)out;
	return ak_errf(e, "n = 0: no keys to attend to");
}

static int
child_dies(void *arg, void *out, ak_err *e)
{
	(void)arg, (void)out, (void)e;
	kill(getpid(), SIGKILL);
	return 0;
}

/* touch 64 MiB and report the peak RSS before and after */
static int
child_big(void *arg, void *out, ak_err *e)
{
	double *r = out;
	size_t k = 64u << 20;
	/* volatile: clang -O2 would drop the malloc/memset/free of a buffer
	 * whose only read it can fold, and the RSS would not grow */
	char *volatile p;

	(void)arg;
	r[0] = ak_bench_peak_rss();
	if ((p = malloc(k)) == NULL)
		return ak_errf(e, "out of memory");
	memset(p, 1, k);
	r[1] = ak_bench_peak_rss() + p[k / 2] - 1;
	free(p);
	return 0;
}

int
main(void)
{
	ak_err e;
	double med, mn, mx;

	double t5[5] = { 5, 1, 4, 2, 3 };
	ak_bench_stats(t5, 5, &med, &mn, &mx);
	T_OK(med == 3 && mn == 1 && mx == 5, "median/min/max of 5");
	double t4[4] = { 10, 1, 4, 2 };
	ak_bench_stats(t4, 4, &med, NULL, NULL);
	T_OK(med == 3, "median of an even count is the mean of the middle two");
	double t1[1] = { 7 };
	ak_bench_stats(t1, 1, &med, &mn, &mx);
	T_OK(med == 7 && mn == 7 && mx == 7, "stats of one value");

	/* y = 3 x^2 exactly: slope 2, intercept ln 3 */
	double x[5] = { 128, 256, 512, 1024, 2048 }, y[5], b, a;
	for (int i = 0; i < 5; i++)
		y[i] = 3 * x[i] * x[i];
	T_OK(ak_bench_slope(x, y, 5, &b, &a, &e) == 0, "slope fits");
	T_NEAR(b, 2, 1e-12, "slope of 3x^2 is 2");
	T_NEAR(a, log(3), 1e-9, "intercept is ln 3");
	/* the lesson: 512 -> 1024 takes ~4x the time: slope 2 */
	double xl[2] = { 512, 1024 }, yl[2] = { 1.0, 3.73 };
	ak_bench_slope(xl, yl, 2, &b, NULL, &e);
	T_NEAR(b, log2(3.73), 1e-12, "two points: log2 of the ratio");
	T_OK(ak_bench_slope(x, y, 1, &b, NULL, &e) == -1 &&
	    strstr(e.msg, "at least 2") != NULL, "one point is an error");
	y[2] = 0;
	T_OK(ak_bench_slope(x, y, 5, &b, NULL, &e) == -1, "zero time is an error");
	double xs[3] = { 4, 4, 4 }, ys[3] = { 1, 2, 3 };
	T_OK(ak_bench_slope(xs, ys, 3, &b, NULL, &e) == -1,
	    "equal sizes are an error");

	/* crossover: y1 = x^2, y2 = 1000 x  -> x = 1000 */
	double cx[4] = { 250, 500, 2000, 4000 }, c1[4], c2[4], xc;
	for (int i = 0; i < 4; i++)
		c1[i] = cx[i] * cx[i], c2[i] = 1000 * cx[i];
	T_OK(ak_bench_crossover(cx, c1, c2, 4, &xc) == 1, "crossover found");
	T_NEAR(xc, 1000, 1e-6, "crossover of x^2 and 1000x at 1000");
	T_OK(ak_bench_crossover(cx, c2, c1, 4, &xc) == 0,
	    "ahead at the first points only: no crossover");
	double big[4] = { 1, 1, 1, 1 };
	T_OK(ak_bench_crossover(cx, c1, big, 4, &xc) == 2 && xc == 250,
	    "ahead at every point: already crossed at the first");
	/* a noisy first point (attn-bench -m heads on a loaded machine:
	   attention ahead at n = 128, behind at 256 and 512, ahead from
	   1024) said "already dominates at n = 128"; the crossover is the
	   last sign change, between 512 and 1024 */
	double hx[4] = { 128, 256, 512, 1024 }, ha[4] = { 2, 1, 2, 8 },
	    hp[4] = { 1, 2, 4, 4 };
	T_OK(ak_bench_crossover(hx, ha, hp, 4, &xc) == 1,
	    "noisy first point: crossover found");
	T_NEAR(xc, 512 * pow(2, 0.5), 1e-9,
	    "noisy first point: log-interpolated between 512 and 1024");
	for (int i = 0; i < 4; i++)
		c2[i] = 1e9;
	T_OK(ak_bench_crossover(cx, c1, c2, 4, &xc) == 0, "no crossover");

	/* size lists */
	size_t s[64];
	int k = ak_bench_parse_sizes("128..1024", 1, 1 << 20, "-n", s, 64, &e);
	T_OK(k == 4 && s[0] == 128 && s[3] == 1024, "128..1024 doubles");
	k = ak_bench_parse_sizes("1,2,17,100..300", 1, 1 << 20, "-n", s, 64, &e);
	T_OK(k == 5 && s[2] == 17 && s[3] == 100 && s[4] == 200,
	    "mixed list; a range stops at or below its end");
	T_OK(ak_bench_parse_sizes("0", 1, 100, "-n", s, 64, &e) == -1 &&
	    strstr(e.msg, "-n") && strstr(e.msg, "'0'"), "n = 0 names -n and 0");
	T_OK(ak_bench_parse_sizes("5..2", 1, 100, "-n", s, 64, &e) == -1 &&
	    strstr(e.msg, "empty range"), "descending range is an error");
	T_OK(ak_bench_parse_sizes("1,,2", 1, 100, "-n", s, 64, &e) == -1,
	    "empty item is an error");
	T_OK(ak_bench_parse_sizes("12x", 1, 100, "-n", s, 64, &e) == -1,
	    "garbage is an error");
	T_OK(ak_bench_parse_sizes("1..1024", 1, 1 << 20, "-n", s, 4, &e) == -1
	    && strstr(e.msg, "more than 4"), "too many sizes is an error");

	k = ak_bench_parse_sizes("32,8,16..32,8", 1, 100, "-n", s, 64, &e);
	T_OK(k == 3 && s[0] == 8 && s[1] == 16 && s[2] == 32,
	    "sizes come out ascending, each once");
	T_OK(ak_bench_parse_sizes("4,2,4,2,1", 1, 100, "-n", s, 3, &e) == 3,
	    "repeated sizes do not count against the maximum");

	/* name lists */
	static const char *const names[] = { "naive", "streaming", "window" };
	int ix[3];
	k = ak_bench_parse_names("window,naive", names, 3, "-i", ix, &e);
	T_OK(k == 2 && ix[0] == 2 && ix[1] == 0, "names in the order given");
	T_OK(ak_bench_parse_names("naive,,window", names, 3, "-i", ix, &e)
	    == -1 && strcmp(e.msg, "-i: bad kernel list 'naive,,window'") == 0,
	    "an empty name is an error");
	T_OK(ak_bench_parse_names("naive,", names, 3, "-i", ix, &e) == -1,
	    "a trailing comma is an error");
	T_OK(ak_bench_parse_names("", names, 3, "-i", ix, &e) == -1,
	    "an empty list is an error");
	T_OK(ak_bench_parse_names("naive,nai", names, 3, "-i", ix, &e) == -1
	    && strcmp(e.msg, "-i: unknown kernel 'nai' (naive, streaming, "
	    "window)") == 0, "a prefix is not a name");
	T_OK(ak_bench_parse_names("window,naive,window", names, 3, "-i", ix,
	    &e) == -1 && strstr(e.msg, "'window' is named twice") != NULL,
	    "a name twice is an error");

	/* generation flops, by hand: n = 2, d = 3 */
	/* cached: 6·2·9 + 2·2·3·3 = 108 + 36 */
	T_NEAR(ak_bench_gen_flops(2, 3, 1), 144, 0, "cached generation flops");
	/* uncached: steps t = 1, 2: projections 6·t·9, attention 4·t²·3 */
	T_NEAR(ak_bench_gen_flops(2, 3, 0), 6 * 9 * 3 + 4 * 3 * 5, 1e-9,
	    "uncached generation flops");
	T_NEAR(ak_bench_gen_flops(16384, 64, 0) / ak_bench_gen_flops(8192, 64,
	    0), 8, 0.2, "uncached generation grows as n^3");
	T_NEAR(ak_bench_gen_flops(16384, 64, 1) / ak_bench_gen_flops(8192, 64,
	    1), 4, 0.1, "cached generation grows as n^2");

	/* relative error of the err columns */
	float za[3] = { 1, 2, 3 }, zb[3] = { 1, 2.5f, -4 }, z0[3] = { 0, 0, 0 };
	T_NEAR(ak_bench_max_rel_err(za, zb, 3), 7.0 / 4, 1e-12,
	    "max |a - b| / max |b|");
	T_NEAR(ak_bench_max_rel_err(za, z0, 3), 3, 0, "b all zero: max |a - b|");
	za[1] = NAN;
	T_OK(isinf(ak_bench_max_rel_err(za, zb, 3)), "a NaN is not hidden");

	/* normal deviates */
	ak_rng r;
	float f[20000];
	double sum = 0, sq = 0;
	ak_rng_seed(&r, 3);
	ak_bench_fill_normal(f, 20000, &r);
	for (int i = 0; i < 20000; i++)
		sum += f[i], sq += (double)f[i] * f[i];
	T_NEAR(sum / 20000, 0, 0.03, "normal inputs: mean 0");
	T_NEAR(sq / 20000, 1, 0.05, "normal inputs: variance 1");

	/* isolated runs */
	double in = 21, res = 0;
	T_OK(ak_bench_isolated(child_sum, &in, &res, sizeof res, &e) == 0 &&
	    res == 42, "a child's result comes back");
	T_OK(ak_bench_isolated(child_fails, &in, &res, sizeof res, &e) == -1 &&
	    strcmp(e.msg, "n = 0: no keys to attend to") == 0,
	    "a child's error message comes back");
	T_OK(ak_bench_isolated(child_dies, &in, &res, sizeof res, &e) == -1 &&
	    strstr(e.msg, "signal 9") != NULL, "a killed child is reported");
	double rss[2], before = ak_bench_peak_rss();
	T_OK(ak_bench_isolated(child_big, NULL, rss, sizeof rss, &e) == 0 &&
	    rss[1] - rss[0] >= 60.0 * 1024 * 1024, "the child's peak RSS "
	    "grows by the 64 MiB it touched");
	T_OK(ak_bench_peak_rss() < before + 32.0 * 1024 * 1024,
	    "the parent's peak RSS does not");
	return t_done();
}
