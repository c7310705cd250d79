/*
 * attn-bench — the cost of attention, measured (lesson "Квадратичная цена").
 *
 * Modes: sweep (time, GFLOP/s and memory of the kernels of lib/kernels over
 * sizes n, fitted log-log slopes), heads (projections vs attention in a
 * multi-head block), kvcache (autoregressive generation with and without a
 * KV cache), sgemm (the machine's square sgemm throughput).  Inputs are
 * seeded N(0, 1) matrices; every measurement of sweep runs in a child
 * process so that its peak RSS is its own.
 */
#include <cblas.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"
#include "cli.h"
#include "io.h"
#include "kernels.h"
#include "rng.h"
#include "util.h"

#define MAXN (1L << 20)		/* sizes n */
#define MAXD 8192L		/* dimensions d */
#define MAXSIZES 64
#define MIB (1024.0 * 1024.0)

static const char *const impls_all[] = { "naive", "streaming", "window",
    "linear", "sgemm" };
#define NIMPL (sizeof impls_all / sizeof impls_all[0])

static const char usage_text[] =
"usage: attn-bench [-m sweep|heads|kvcache|sgemm] [-n LIST] [-d N] [-H N]\n"
"                  [-i LIST] [-r N] [-w N] [-c] [-j N] [-s N] [-q] [-o FILE]\n"
"  -m, --mode MODE    sweep (default): time and memory of the kernels per n;\n"
"                     heads: projections vs attention, d = 512, H = 8;\n"
"                     kvcache: generation with and without a KV cache;\n"
"                     sgemm: square sgemm GFLOP/s of this machine\n"
"  -n, --sizes LIST   sizes n: 128,256,1000 or 128..8192 (doubling) or both,\n"
"                     run ascending (default sweep 128..4096, heads\n"
"                     128..4096, kvcache 64..1024, sgemm 2048); a run of\n"
"                     more than 2^45 flops (hours) is refused\n"
"  -d, --dim N        head dimension d_k (default 64; heads: model d, 512;\n"
"                     not in sgemm mode)\n"
"  -H, --heads N      number of heads in heads mode (default 8)\n"
"  -i, --impl LIST    kernels for sweep: naive,streaming,window,linear,sgemm\n"
"                     (default naive,streaming)\n"
"  -r, --reps N       timed repetitions per point, median reported (default 5,\n"
"                     kvcache 3); one untimed warm-up run comes first\n"
"                     (in sweep it counts as the first when it took >= 1 s)\n"
"  -w, --window N     radius of -i window: keys with |i - j| <= N (default 128)\n"
"  -c, --causal       sweep: causal mask (key j visible to query i when j <= i)\n"
"  -j, --threads N    threads: OpenBLAS's, and naive/streaming deal their row\n"
"                     blocks to as many (default: OpenBLAS's own choice)\n"
"  -s, --seed N       seed of the random inputs (default 1)\n"
"  -q, --quiet        no progress on stderr\n"
"  -o, --output FILE  write the TSV to FILE (atomically) instead of stdout\n"
"  -h, --help         this help;  --version  the version\n";

/* --help: all of it on stdout; a usage error: the synopsis (attnkit(5)) */
static void
usage(int status)
{
	ak_set_usage(usage_text);
	ak_usage(status);
}

typedef struct opts {
	const char *mode;
	size_t sizes[MAXSIZES];
	int nsizes;
	size_t d, heads, w;
	int impl[NIMPL];	/* indices into impls_all, in the order given */
	int nimpl;
	int reps, causal, threads, quiet;
	unsigned long seed;
} opts;

static FILE *out;		/* the TSV stream */

/*
 * -o's temporary file while it is open: a run stopped by SIGINT, SIGTERM
 * or SIGHUP (runs can be long) removes it before dying of the signal.
 */
static char tmp_path[4096];
static volatile sig_atomic_t tmp_live;

static void
on_signal(int sig)
{
	if (tmp_live)
		unlink(tmp_path);
	signal(sig, SIG_DFL);
	raise(sig);
}

static void
guard_tmp(const char *tmp)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP };
	struct sigaction sa;

	if (tmp == NULL || strlen(tmp) >= sizeof tmp_path)
		return;
	strcpy(tmp_path, tmp);
	tmp_live = 1;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		sigaction(sigs[i], &sa, NULL);
}

static void
progress(const opts *o, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
progress(const opts *o, const char *fmt, ...)
{
	va_list ap;

	if (o->quiet || !ak_is_tty_stderr())
		return;
	va_start(ap, fmt);
	fputs("attn-bench: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
}

static float *
xmalloc_f(size_t k, ak_err *e)
{
	float *p = k > SIZE_MAX / sizeof(float) ? NULL :
	    malloc((k ? k : 1) * sizeof(float));

	if (p == NULL)
		ak_errf(e, "out of memory (%.1f MiB)", (double)k * 4 / MIB);
	return p;
}

/* ---------------------------------------------------------------- sweep */

typedef struct sweep_arg {
	const char *impl;
	size_t n, d, w;
	int causal, reps;
	unsigned long seed;
} sweep_arg;

typedef struct sweep_res {
	double med, min, max;	/* seconds */
	double base_rss, peak_rss;	/* bytes, before inputs and after runs */
	double err;		/* vs exact attention; < 0: not measured */
} sweep_res;

static int
run_impl(const char *impl, float *Z, float *S, const float *Q,
    const float *K, const float *V, const ak_attn_mask *mk, size_t w,
    size_t n, size_t d, ak_err *e)
{
	if (strcmp(impl, "naive") == 0)
		return ak_kern_naive(Z, S, Q, K, V, mk, n, n, d, e);
	if (strcmp(impl, "streaming") == 0)
		return ak_kern_streaming(Z, Q, K, V, mk, n, n, d, e);
	if (strcmp(impl, "window") == 0)
		return ak_kern_window(Z, Q, K, V, mk, w, n, n, d, e);
	if (strcmp(impl, "linear") == 0)
		return ak_kern_linear(Z, Q, K, V, mk, n, n, d, e);
	return ak_kern_products(Z, S, Q, K, V, n, n, d, e);
}

static int
uses_map(const char *impl)
{
	return strcmp(impl, "naive") == 0 || strcmp(impl, "sgemm") == 0;
}

/*
 * the exact reference for the err column: streaming, or naive for it
 * (n <= 8192); none for sgemm, nor when one exact call would cost more
 * than AK_BENCH_MAX_REF_FLOPS (an O(n) kernel at n = 2^20 would wait hours
 * for its O(n^2) reference)
 */
static const char *
ref_impl(const char *impl, size_t n, size_t d)
{
	if (strcmp(impl, "sgemm") == 0 ||
	    ak_kern_flops("streaming", 0, 0, n, n, d) > AK_BENCH_MAX_REF_FLOPS)
		return NULL;
	if (strcmp(impl, "streaming") != 0)
		return "streaming";
	return n <= 8192 ? "naive" : NULL;
}

static int
sweep_point(void *argp, void *resp, ak_err *e)
{
	const sweep_arg *a = argp;
	sweep_res *r = resp;
	size_t n = a->n, d = a->d, nd = n * d;
	ak_attn_mask mk = { a->causal, NULL };
	float *Q, *K, *V, *Z, *S = NULL, *X;
	double *t;
	ak_rng rng;
	int rc = -1;

	r->base_rss = ak_bench_peak_rss();
	r->err = -1;
	if ((Q = xmalloc_f(4 * nd, e)) == NULL)
		return -1;
	K = Q + nd, V = K + nd, Z = V + nd;
	if ((t = malloc((size_t)a->reps * sizeof *t)) == NULL) {
		free(Q);
		return ak_errf(e, "out of memory");
	}
	ak_rng_seed(&rng, a->seed);
	ak_bench_fill_normal(Q, 3 * nd, &rng);
	if (uses_map(a->impl) && (S = xmalloc_f(n * n, e)) == NULL)
		goto done;
	/* warm-up, untimed unless it took a second or more (then it is the
	   first repetition: large runs need no warming) */
	double t0 = ak_now();
	if (run_impl(a->impl, Z, S, Q, K, V, &mk, a->w, n, d, e) != 0)
		goto done;
	int k0 = 0;
	if ((t[0] = ak_now() - t0) >= 1.0)
		k0 = 1;
	for (int k = k0; k < a->reps; k++) {
		t0 = ak_now();
		run_impl(a->impl, Z, S, Q, K, V, &mk, a->w, n, d, e);
		t[k] = ak_now() - t0;
	}
	ak_bench_stats(t, (size_t)a->reps, &r->med, &r->min, &r->max);
	r->peak_rss = ak_bench_peak_rss();
	free(S);
	S = NULL;
	const char *ref = ref_impl(a->impl, n, d);
	if (ref != NULL && (X = xmalloc_f(nd, e)) != NULL) {
		if (run_impl(ref, X, NULL, Q, K, V, &mk, a->w, n, d, e) == 0)
			r->err = ak_bench_max_rel_err(Z, X, nd);
		free(X);
	}
	rc = 0;
done:
	free(S);
	free(t);
	free(Q);
	return rc;
}

/* 1 if the kernel named s is in the list of the sweep */
static int
has_impl(const opts *o, const char *s)
{
	for (int i = 0; i < o->nimpl; i++)
		if (strcmp(s, impls_all[o->impl[i]]) == 0)
			return 1;
	return 0;
}

static void
print_slope(const char *what, const char *label, const double *x,
    const double *y, size_t k, const char *note)
{
	double b;
	ak_err e;

	if (k >= 2 && ak_bench_slope(x, y, k, &b, NULL, &e) == 0)
		fprintf(out, "# %s %s %.3f (n %.0f..%.0f, %zu sizes)%s\n",
		    what, label, b, x[0], x[k - 1], k, note);
}

static int
mode_sweep(const opts *o, ak_err *e)
{
	double ram = ak_bench_mem_bytes();

	fprintf(out, "n\td\timpl\tcausal\tw\treps\tmedian_s\tmin_s\tmax_s\t"
	    "gflops\tmap_bytes\tmap_mib\tpeak_rss_mib\twork_mib\terr\n");
	for (int ii = 0; ii < o->nimpl; ii++) {
		const char *impl = impls_all[o->impl[ii]];
		double xs[MAXSIZES], ts[MAXSIZES], xw[MAXSIZES], ws[MAXSIZES];
		size_t k = 0, kw = 0;

		for (int si = 0; si < o->nsizes; si++) {
			size_t n = o->sizes[si];
			sweep_arg a = { impl, n, o->d, o->w, o->causal,
			    o->reps, o->seed };
			sweep_res r;
			double map = 4.0 * n * n, need = 4.0 * 5 * n * o->d;

			if (uses_map(impl) || (strcmp(impl, "streaming") == 0
			    && ref_impl(impl, n, o->d) != NULL))
				need += map;	/* the map, or naive's check */
			if (ram > 0 && need > 0.8 * ram) {
				fprintf(out, "# skipped %s n=%zu: needs %.1f "
				    "MiB, more than 80%% of the %.1f MiB of "
				    "memory\n", impl, n, need / MIB, ram / MIB);
				continue;
			}
			progress(o, "%s n=%zu d=%zu", impl, n, o->d);
			if (ak_bench_isolated(sweep_point, &a, &r, sizeof r, e)
			    != 0) {
				char msg[sizeof e->msg];
				memcpy(msg, e->msg, sizeof msg);
				return ak_errf(e, "%s n=%zu: %s", impl, n, msg);
			}
			double fl = ak_kern_flops(impl, o->w, o->causal, n, n, o->d);
			char wbuf[32] = "-", ebuf[32] = "-";
			if (strcmp(impl, "window") == 0)
				snprintf(wbuf, sizeof wbuf, "%zu", o->w);
			if (r.err >= 0)
				snprintf(ebuf, sizeof ebuf, "%.3g", r.err);
			fprintf(out, "%zu\t%zu\t%s\t%d\t%s\t%d\t%.6g\t%.6g\t"
			    "%.6g\t%.2f\t%.0f\t%.1f\t%.1f\t%.1f\t%s\n", n,
			    o->d, impl, o->causal, wbuf, o->reps, r.med, r.min,
			    r.max, fl / r.med / 1e9, map, map / MIB,
			    r.peak_rss / MIB, (r.peak_rss - r.base_rss) / MIB,
			    ebuf);
			if (strcmp(impl, "sgemm") != 0 && ak_kern_flops(
			    "streaming", 0, 0, n, n, o->d) >
			    AK_BENCH_MAX_REF_FLOPS)
				fprintf(out, "# err not measured for %s n=%zu: "
				    "exact attention would cost %.2g flops\n",
				    impl, n, ak_kern_flops("streaming", 0, 0,
				    n, n, o->d));
			fflush(out);
			xs[k] = (double)n, ts[k++] = r.med;
			if (r.peak_rss > r.base_rss && n >= 4096)
				xw[kw] = (double)n,
				ws[kw++] = r.peak_rss - r.base_rss;
		}
		print_slope("slope", impl, xs, ts, k,
		    " time ~ n^b; lesson (numpy naive): 1.9");
		print_slope("mem-slope", impl, xw, ws, kw,
		    " work memory ~ n^b over n >= 4096");
	}
	return 0;
}

/* ---------------------------------------------------------------- sgemm */

static int
mode_sgemm(const opts *o, ak_err *e)
{
	fprintf(out, "n\treps\tmedian_s\tmin_s\tmax_s\tgflops\n");
	for (int si = 0; si < o->nsizes; si++) {
		size_t n = o->sizes[si], nn = n * n;
		float *A = xmalloc_f(3 * nn, e);
		double t[256], med, mn, mx;
		ak_rng rng;

		if (A == NULL)
			return -1;
		ak_rng_seed(&rng, o->seed);
		ak_bench_fill_normal(A, 2 * nn, &rng);
		progress(o, "sgemm n=%zu", n);
		for (int k = -1; k < o->reps; k++) {
			double t0 = ak_now();
			cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans,
			    (int)n, (int)n, (int)n, 1, A, (int)n, A + nn,
			    (int)n, 0, A + 2 * nn, (int)n);
			if (k >= 0)
				t[k] = ak_now() - t0;
		}
		free(A);
		ak_bench_stats(t, (size_t)o->reps, &med, &mn, &mx);
		fprintf(out, "%zu\t%d\t%.6g\t%.6g\t%.6g\t%.2f\n", n, o->reps,
		    med, mn, mx, 2.0 * n * nn / med / 1e9);
		fflush(out);
	}
	return 0;
}

/* ---------------------------------------------------------------- heads */

/*
 * One multi-head block (lib/attn/kernels.h ak_kern_mha_*): projections Q, K, V
 * and the output, 8·n·d² flops, timed against the attention of the H
 * heads, 4·n²·d (lesson: O(n²d + nd²)).
 */
static int
mode_heads(const opts *o, ak_err *e)
{
	size_t d = o->d, H = o->heads, dh = d / H;
	double xs[MAXSIZES], tp[MAXSIZES], ta[MAXSIZES], xc;

	fprintf(out, "n\td\tH\td_h\treps\tproj_s\tattn_s\ttotal_s\t"
	    "attn_share\tproj_gflop\tattn_gflop\n");
	for (int si = 0; si < o->nsizes; si++) {
		size_t n = o->sizes[si], nd = n * d;
		float *X = xmalloc_f(6 * nd + 4 * d * d + ak_kern_mha_ws(n, d, H),
		    e);
		double t1[256], t2[256];
		ak_rng rng;

		if (X == NULL)
			return -1;
		float *Q = X + nd, *K = Q + nd, *V = K + nd, *C = V + nd;
		float *Y = C + nd, *W = Y + nd, *ws = W + 4 * d * d;
		ak_rng_seed(&rng, o->seed);
		ak_bench_fill_normal(X, nd, &rng);
		ak_bench_fill_normal(W, 4 * d * d, &rng);
		for (size_t t = 0; t < 4 * d * d; t++)
			W[t] /= sqrtf((float)d);
		progress(o, "heads n=%zu d=%zu H=%zu", n, d, H);
		for (int rep = -1; rep < o->reps; rep++) {
			double t0 = ak_now(), tproj, tattn;
			ak_kern_mha_proj(Q, K, V, X, W, n, d);
			tproj = ak_now() - t0;
			t0 = ak_now();
			if (ak_kern_mha_heads(C, ws, Q, K, V, H, n, d, e) != 0) {
				free(X);
				return -1;
			}
			tattn = ak_now() - t0;
			t0 = ak_now();
			ak_kern_mha_out(Y, C, W + 3 * d * d, n, d);
			tproj += ak_now() - t0;
			if (rep >= 0)
				t1[rep] = tproj, t2[rep] = tattn;
		}
		free(X);
		double mp, ma;
		ak_bench_stats(t1, (size_t)o->reps, &mp, NULL, NULL);
		ak_bench_stats(t2, (size_t)o->reps, &ma, NULL, NULL);
		fprintf(out, "%zu\t%zu\t%zu\t%zu\t%d\t%.6g\t%.6g\t%.6g\t%.3f\t"
		    "%.6g\t%.6g\n", n, d, H, dh, o->reps, mp, ma, mp + ma,
		    ma / (mp + ma), 8.0 * n * d * d / 1e9,
		    4.0 * n * n * d / 1e9);
		fflush(out);
		xs[si] = (double)n, tp[si] = mp, ta[si] = ma;
	}
	print_slope("slope", "projections", xs, tp, (size_t)o->nsizes,
	    " (theory: 1, n d^2)");
	print_slope("slope", "attention", xs, ta, (size_t)o->nsizes,
	    " (theory: 2, n^2 d)");
	switch (ak_bench_crossover(xs, ta, tp, (size_t)o->nsizes, &xc)) {
	case 1:
		fprintf(out, "# crossover attention time passes projections "
		    "at n = %.0f (d = %zu; flop count predicts n = 2d = %zu)\n",
		    xc, d, 2 * d);
		break;
	case 2:
		fprintf(out, "# crossover attention already dominates at "
		    "n = %.0f\n", xc);
		break;
	default:
		fprintf(out, "# crossover none: projections dominate up to "
		    "n = %.0f\n", xs[o->nsizes - 1]);
	}
	return 0;
}

/* -------------------------------------------------------------- kvcache */

static int
mode_kvcache(const opts *o, ak_err *e)
{
	size_t d = o->d;
	double xs[MAXSIZES], tc[MAXSIZES], tu[MAXSIZES];

	fprintf(out, "n\td\treps\tcached_s\tuncached_s\tratio\terr\n");
	for (int si = 0; si < o->nsizes; si++) {
		size_t n = o->sizes[si], nd = n * d;
		float *X = xmalloc_f(3 * nd + 3 * d * d +
		    ak_kern_generate_ws(n, d), e);
		double t1[256], t2[256], mc, mu;
		ak_rng rng;

		if (X == NULL)
			return -1;
		float *Zc = X + nd, *Zu = Zc + nd, *W = Zu + nd,
		    *ws = W + 3 * d * d;
		ak_rng_seed(&rng, o->seed);
		ak_bench_fill_normal(X, nd, &rng);
		ak_bench_fill_normal(W, 3 * d * d, &rng);
		for (size_t t = 0; t < 3 * d * d; t++)
			W[t] /= sqrtf((float)d);
		progress(o, "kvcache n=%zu d=%zu", n, d);
		for (int rep = -1; rep < o->reps; rep++) {
			double t0 = ak_now();
			if (ak_kern_generate(Zc, ws, X, W, 1, n, d, e) != 0)
				goto fail;
			double t1a = ak_now();
			if (ak_kern_generate(Zu, ws, X, W, 0, n, d, e) != 0)
				goto fail;
			if (rep >= 0)
				t1[rep] = t1a - t0, t2[rep] = ak_now() - t1a;
		}
		double err = ak_bench_max_rel_err(Zc, Zu, nd);
		free(X);
		ak_bench_stats(t1, (size_t)o->reps, &mc, NULL, NULL);
		ak_bench_stats(t2, (size_t)o->reps, &mu, NULL, NULL);
		fprintf(out, "%zu\t%zu\t%d\t%.6g\t%.6g\t%.2f\t%.3g\n", n, d,
		    o->reps, mc, mu, mu / mc, err);
		fflush(out);
		xs[si] = (double)n, tc[si] = mc, tu[si] = mu;
		continue;
fail:
		free(X);
		return -1;
	}
	print_slope("slope", "cached", xs, tc, (size_t)o->nsizes,
	    " (lesson: O(n^2 d), 2)");
	print_slope("slope", "uncached", xs, tu, (size_t)o->nsizes,
	    " (lesson: O(n^3 d), 3)");
	return 0;
}

/* ----------------------------------------------------------------- main */

/*
 * The memory a point of heads, kvcache or sgemm allocates, against 80% of
 * what the process may use (the sweep skips its own points): 0, or -1
 * naming the first size that does not fit, before anything is written.
 */
static int
check_memory(const opts *o, int heads, int kv, ak_err *e)
{
	double mem = ak_bench_mem_bytes();

	for (int si = 0; si < o->nsizes; si++) {
		size_t n = o->sizes[si], d = o->d;
		double N = (double)n, D = (double)d, need;

		if (heads)
			need = 4 * (6 * N * D + 4 * D * D +
			    (double)ak_kern_mha_ws(n, d, o->heads));
		else if (kv)
			need = 4 * (3 * N * D + 3 * D * D +
			    (double)ak_kern_generate_ws(n, d));
		else
			need = 4 * 3 * N * N;
		if (mem > 0 && need > 0.8 * mem)
			return ak_errf(e, "-m %s -n %zu: needs %.1f MiB, more "
			    "than 80%% of the %.1f MiB of memory", o->mode, n,
			    need / MIB, mem / MIB);
	}
	return 0;
}

/*
 * The work the run asks for, warm-up calls and err references included,
 * against AK_BENCH_MAX_FLOPS: 0, or -1 naming the size that passes it.
 */
static int
check_work(const opts *o, int sweep, int heads, int kv, ak_err *e)
{
	double total = 0, calls = o->reps + 1;

	for (int si = 0; si < o->nsizes; si++) {
		size_t n = o->sizes[si], d = o->d;
		double N = (double)n, D = (double)d;

		if (sweep) {
			for (int ii = 0; ii < o->nimpl; ii++) {
				const char *impl = impls_all[o->impl[ii]];
				const char *ref = ref_impl(impl, n, d);
				total += calls * ak_kern_flops(impl, o->w,
				    o->causal, n, n, d);
				if (ref != NULL)
					total += ak_kern_flops(ref, o->w,
					    o->causal, n, n, d);
			}
		} else if (heads) {
			total += calls * (8 * N * D * D + 4 * N * N * D);
		} else if (kv) {
			total += calls * (ak_bench_gen_flops(n, d, 1) +
			    ak_bench_gen_flops(n, d, 0));
		} else {
			total += calls * 2 * N * N * N;
		}
		if (total > AK_BENCH_MAX_FLOPS)
			return ak_errf(e, "-n %zu: the run would reach %.2g "
			    "flops, more than the limit of %.2g (hours of "
			    "work): fewer or smaller sizes, or a smaller -r",
			    n, total, AK_BENCH_MAX_FLOPS);
	}
	return 0;
}

enum { OPT_VERSION = CHAR_MAX + 1 };

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "mode", required_argument, NULL, 'm' },
		{ "sizes", required_argument, NULL, 'n' },
		{ "dim", required_argument, NULL, 'd' },
		{ "heads", required_argument, NULL, 'H' },
		{ "impl", required_argument, NULL, 'i' },
		{ "reps", required_argument, NULL, 'r' },
		{ "window", required_argument, NULL, 'w' },
		{ "causal", no_argument, NULL, 'c' },
		{ "threads", required_argument, NULL, 'j' },
		{ "seed", required_argument, NULL, 's' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "output", required_argument, NULL, 'o' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 }
	};
	opts o = { .mode = "sweep", .heads = 8, .w = 128, .reps = -1,
	    .seed = 1 };
	const char *sizes = NULL, *impls = NULL, *outpath = NULL;
	long d = -1, v;
	ak_err e;
	ak_out ao;
	int ch, rc, gave_w = 0, gave_h = 0;

	ak_set_usage(usage_text);
	while ((ch = getopt_long(argc, argv, "m:n:d:H:i:r:w:cj:s:qo:h",
	    longopts, NULL)) != -1) {
		switch (ch) {
		case 'm':
			o.mode = optarg;
			break;
		case 'n':
			sizes = optarg;
			break;
		case 'd':
			d = ak_xlong(optarg, 1, MAXD, "-d");
			break;
		case 'H':
			v = ak_xlong(optarg, 1, 1024, "-H");
			o.heads = (size_t)v;
			gave_h = 1;
			break;
		case 'i':
			impls = optarg;
			break;
		case 'r':
			v = ak_xlong(optarg, 1, 256, "--reps");
			o.reps = (int)v;
			break;
		case 'w':
			v = ak_xlong(optarg, 0, MAXN, "-w");
			o.w = (size_t)v;
			gave_w = 1;
			break;
		case 'c':
			o.causal = 1;
			break;
		case 'j':
			v = ak_xlong(optarg, 1, 1024, "--threads");
			o.threads = (int)v;
			break;
		case 's':
			v = ak_xlong(optarg, 0, LONG_MAX, "--seed");
			o.seed = (unsigned long)v;
			break;
		case 'q':
			o.quiet = 1;
			break;
		case 'o':
			if (*optarg == '\0') {
				ak_errf(&e, "-o: empty file name");
				ak_xdie(2, &e);
			}
			outpath = optarg;
			break;
		case 'h':
			usage(0);
			break;
		case OPT_VERSION:
			printf("attn-bench (attnkit) %s\n", AK_VERSION);
			return 0;
		default:
			usage(2);
		}
	}
	if (optind != argc) {
		ak_errf(&e, "unexpected operand '%s' (attn-bench reads no "
		    "files)", argv[optind]);
		ak_xdie(2, &e);
	}

	int sweep = strcmp(o.mode, "sweep") == 0;
	int heads = strcmp(o.mode, "heads") == 0;
	int kv = strcmp(o.mode, "kvcache") == 0;
	int sg = strcmp(o.mode, "sgemm") == 0;
	if (!sweep && !heads && !kv && !sg) {
		ak_errf(&e, "-m: unknown mode '%s' (sweep, heads, kvcache, "
		    "sgemm)", o.mode);
		ak_xdie(2, &e);
	}
	if (sizes == NULL)
		sizes = kv ? "64..1024" : sg ? "2048" : "128..4096";
	rc = ak_bench_parse_sizes(sizes, 1, sweep ? MAXN : 16384,
	    "-n", o.sizes, MAXSIZES, &e);
	if (rc < 0)
		ak_xdie(2, &e);
	o.nsizes = rc;
	o.d = d > 0 ? (size_t)d : heads ? 512 : 64;
	if (o.reps < 0)
		o.reps = kv ? 3 : 5;
	/* options the mode would silently ignore */
	if (!sweep && (impls != NULL || gave_w || o.causal)) {
		ak_errf(&e, "%s applies to -m sweep only", impls != NULL ? "-i" :
		    gave_w ? "-w" : "-c");
		ak_xdie(2, &e);
	}
	if (!heads && gave_h) {
		ak_errf(&e, "-H applies to -m heads only");
		ak_xdie(2, &e);
	}
	if (sg && d > 0) {
		ak_errf(&e, "-d does not apply to -m sgemm (its matrices are "
		    "n x n)");
		ak_xdie(2, &e);
	}
	if (heads && o.d % o.heads != 0) {
		ak_errf(&e, "-d %zu is not a multiple of -H %zu", o.d, o.heads);
		ak_xdie(2, &e);
	}
	/* the list of kernels */
	rc = ak_bench_parse_names(impls != NULL ? impls : "naive,streaming",
	    impls_all, NIMPL, "-i", o.impl, &e);
	if (rc < 0)
		ak_xdie(2, &e);
	o.nimpl = rc;
	if (sweep && gave_w && !has_impl(&o, "window")) {
		ak_errf(&e, "-w applies to the window kernel only (-i window)");
		ak_xdie(2, &e);
	}
	if (check_work(&o, sweep, heads, kv, &e) != 0)
		ak_xdie(2, &e);
	if (!sweep && check_memory(&o, heads, kv, &e) != 0)
		ak_xdie(1, &e);
	if (o.threads > 0) {
		openblas_set_num_threads(o.threads);
		if (openblas_get_num_threads() != o.threads) {
			ak_errf(&e, "--threads: OpenBLAS runs at most %d threads, "
			    "not %d", openblas_get_num_threads(), o.threads);
			ak_xdie(2, &e);
		}
	}
	if (ak_out_open(&ao, outpath, NULL, &e) != 0)
		ak_xdie(1, &e);
	out = ao.fp;
	guard_tmp(ao.tmp);
	ak_provenance(out, argc, argv);
	fprintf(out, "# blas %s; core %s; threads %d; seed %lu; inputs "
	    "N(0,1) float32\n", openblas_get_config(), openblas_get_corename(),
	    openblas_get_num_threads(), o.seed);
	rc = sweep ? mode_sweep(&o, &e) : heads ? mode_heads(&o, &e) :
	    kv ? mode_kvcache(&o, &e) : mode_sgemm(&o, &e);
	if (rc != 0) {
		ak_out_abort(&ao);
		tmp_live = 0;
		ak_xdie(1, &e);
	}
	rc = ak_out_commit(&ao, &e);
	tmp_live = 0;
	if (rc != 0)
		ak_xdie(1, &e);
	ak_xfinish();
	return 0;
}
