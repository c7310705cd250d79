/*
 * attn-bench — the cost of attention, measured (lesson "Квадратичная цена").
 *
 * Modes: sweep (time, GFLOP/s and memory of the kernels of lib/attn over
 * sizes n, fitted log-log slopes), heads (projections vs attention in a
 * multi-head block), kvcache (generation with and without a KV cache, and
 * the decode step's GB/s), sgemm (the machine's square sgemm), peak (its
 * FMA throughput and memory bandwidth).  The experiments are in
 * lib/attn/benchmodes.h; this file parses options, calls them, prints.
 */
#include <cblas.h>
#include <err.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "benchmodes.h"
#include "cli.h"
#include "cpus.h"
#include "io.h"
#include "mem.h"
#include "opt.h"
#include "probe.h"
#include "progline.h"

#define MAXN (1L << 20)		/* window radius */
#define MAXD 8192L		/* dimensions d */
#define MAXSIZES 64
#define MIB (1024.0 * 1024.0)

static const char synopsis[] =
"usage: attn-bench [-m sweep|heads|kvcache|sgemm|peak|mha] [-n LIST] [-d N]\n"
"                  [-H N] [-i LIST] [-r N] [-w N] [-c] [-j N] [-s N] [-q]\n"
"                  [-M SIZE] [--isa avx512|avx2|generic|avx512bf16|amx]\n"
"                  [--dtype fp32|bf16] [-o FILE]\n";

typedef struct opts {		/* the options; what main gives the modes */
	const char *mode, *sizes, *impls, *isa, *dtype, *outpath;
	long d;			/* -d, or -1 */
	size_t memory;		/* -M, or 0 */
	double budget;		/* what a size may need (mem.h ak_mem_budget:
				   -M, RAM, ulimit -v); 0: unknown */
	ak_bench_cfg c;
	size_t sizebuf[MAXSIZES];
	int impl[AK_BENCH_NIMPL];
	int threads, quiet, progress;	/* -j, -q, --progress */
	unsigned long seed;
	ak_bench_peak_res peak;	/* measured in this run */
} opts;

static FILE *out;		/* the TSV stream */
static ak_progline pline;	/* the progress printer (progline.h) */
static const char *pstage;	/* its stage: the mode, or "peak probe" */
static uint64_t pdone;		/* the sizes of the stage measured */
#define PUNIT (strncmp(pstage, "peak", 4) == 0 ? "runs" : "sizes")

/* the next size of the stage begins (fmt: what it is, "n=512 d=64");
 * the one before it is done */
static void __attribute__((format(printf, 2, 3)))
progress(const opts *o, const char *fmt, ...)
{
	va_list ap;

	(void)o;
	va_start(ap, fmt);
	vsnprintf(pline.note, sizeof(pline.note), fmt, ap);
	va_end(ap);
	ak_progline_say(&pline, pstage, PUNIT, pdone++, 0, 0);
}

/* the stage's end: its line, then the next stage (NULL: none) */
static void
progress_stage(const char *next)
{
	if (pstage != NULL) {
		pline.note[0] = '\0';
		ak_progline_say(&pline, pstage, PUNIT, pdone, 0, 1);
	}
	pstage = next;
	pdone = 0;
}

/* v formatted by fmt into buf, or "-" when v < 0 (not measured) */
static const char *
num(char buf[32], const char *fmt, double v)
{
	if (v < 0)
		return "-";
	snprintf(buf, 32, fmt, v);
	return buf;
}

static int
mode_sweep(const opts *o, ak_err *e)
{
	const ak_bench_cfg *c = &o->c;

	fprintf(out, "n\td\timpl\tcausal\tw\treps\tmedian_s\tmin_s\tmax_s\t"
	    "gflops\tmap_bytes\tmap_mib\tpeak_rss_mib\twork_mib\terr\t"
	    "pct_peak\tcpu_s\tpct_peak_cpu\n");
	for (size_t ii = 0; ii < c->nimpl; ii++) {
		const char *impl = ak_bench_impls[c->impl[ii]];
		double xs[MAXSIZES], ts[MAXSIZES], xw[MAXSIZES], ws[MAXSIZES];
		size_t k = 0, kw = 0;

		for (size_t si = 0; si < c->nsizes; si++) {
			size_t n = c->sizes[si];
			ak_bench_pt p = { impl, n, c->d, c->w, c->causal,
			    c->reps, o->seed, c->bf16 };
			ak_bench_sweep_res r;
			double map = 4.0 * n * n;
			double need = ak_bench_sweep_bytes(impl, n, c->d);

			if (o->budget > 0 && need > o->budget) {
				fprintf(out, "# skipped %s n=%zu: needs %.1f "
				    "MiB, more than the budget of %.1f MiB\n",
				    impl, n, need / MIB, o->budget / MIB);
				continue;
			}
			progress(o, "%s n=%zu d=%zu", impl, n, c->d);
			if (ak_bench_sweep_isolated(&p, &r, e) != 0) {
				char msg[sizeof e->msg];
				memcpy(msg, e->msg, sizeof msg);
				return ak_errf(e, "%s n=%zu: %s", impl, n, msg);
			}
			char wb[32], eb[32];
			fprintf(out, "%zu\t%zu\t%s\t%d\t%s\t%d\t%.6g\t%.6g\t%.6g\t"
			    "%.2f\t%.0f\t%.1f\t%.1f\t%.1f\t%s\t%.1f\t%.6g\t%.1f\n",
			    n, c->d, impl, c->causal, num(wb, "%.0f", strcmp(impl,
			    "window") == 0 ? (double)c->w : -1), c->reps, r.med,
			    r.min, r.max, r.gflops, map, map / MIB, r.peak_rss /
			    MIB, (r.peak_rss - r.base_rss) / MIB, num(eb, "%.3g",
			    r.err), 100 * r.gflops / o->peak.gflops, r.cpu, 100 *
			    r.gflops_cpu / o->peak.gflops_cpu);
			if (r.ref_flops > AK_BENCH_MAX_REF_FLOPS)
				fprintf(out, "# err not measured for %s n=%zu: "
				    "exact attention would cost %.2g flops\n",
				    impl, n, r.ref_flops);
			fflush(out);
			xs[k] = (double)n, ts[k++] = r.med;
			if (r.peak_rss > r.base_rss && n >= 4096)
				xw[kw] = (double)n,
				ws[kw++] = r.peak_rss - r.base_rss;
		}
		ak_bench_print_slope(out, "slope", impl, xs, ts, k,
		    " time ~ n^b; lesson (numpy naive): 1.9");
		ak_bench_print_slope(out, "mem-slope", impl, xw, ws, kw,
		    " work memory ~ n^b over n >= 4096");
	}
	return 0;
}

static int
mode_sgemm(const opts *o, ak_err *e)
{
	fprintf(out, "n\treps\tmedian_s\tmin_s\tmax_s\tgflops\tpct_peak\n");
	for (size_t si = 0; si < o->c.nsizes; si++) {
		size_t n = o->c.sizes[si];
		double med, mn, mx;

		progress(o, "sgemm n=%zu", n);
		if (ak_bench_sgemm_point(n, o->c.reps, o->seed, &med, &mn, &mx,
		    e) != 0)
			return -1;
		double gf = 2.0 * n * n * n / med / 1e9;
		fprintf(out, "%zu\t%d\t%.6g\t%.6g\t%.6g\t%.2f\t%.1f\n", n,
		    o->c.reps, med, mn, mx, gf, 100 * gf / o->peak.gflops);
		fflush(out);
	}
	return 0;
}

/* projections (8·n·d² flops) against the attention of H heads (4·n²·d) */
static int
mode_heads(const opts *o, ak_err *e)
{
	size_t d = o->c.d, H = o->c.heads, k = o->c.nsizes;
	double xs[MAXSIZES], tp[MAXSIZES], ta[MAXSIZES], xc;

	fprintf(out, "n\td\tH\td_h\treps\tproj_s\tattn_s\ttotal_s\t"
	    "attn_share\tproj_gflop\tattn_gflop\n");
	for (size_t si = 0; si < k; si++) {
		size_t n = o->c.sizes[si];
		ak_bench_heads_res r;

		progress(o, "heads n=%zu d=%zu H=%zu", n, d, H);
		if (ak_bench_heads_point(n, d, H, o->c.reps, o->seed, &r, e)
		    != 0)
			return -1;
		double tot = r.proj_s + r.attn_s;
		fprintf(out, "%zu\t%zu\t%zu\t%zu\t%d\t%.6g\t%.6g\t%.6g\t%.3f\t"
		    "%.6g\t%.6g\n", n, d, H, d / H, o->c.reps, r.proj_s,
		    r.attn_s, tot, r.attn_s / tot, 8.0 * n * d * d / 1e9,
		    4.0 * n * n * d / 1e9);
		fflush(out);
		xs[si] = (double)n, tp[si] = r.proj_s, ta[si] = r.attn_s;
	}
	ak_bench_print_slope(out, "slope", "projections", xs, tp, k,
	    " (theory: 1, n d^2)");
	ak_bench_print_slope(out, "slope", "attention", xs, ta, k,
	    " (theory: 2, n^2 d)");
	int x = ak_bench_crossover(xs, ta, tp, k, &xc);
	if (x == 1)
		fprintf(out, "# crossover attention time passes projections "
		    "at n = %.0f (d = %zu; flop count predicts n = 2d = %zu)\n",
		    xc, d, 2 * d);
	else if (x == 2)
		fprintf(out, "# crossover attention already dominates at "
		    "n = %.0f\n", xc);
	else
		fprintf(out, "# crossover none: projections still dominate "
		    "at n = %.0f\n", xs[k - 1]);
	return 0;
}

static int
mode_kvcache(const opts *o, ak_err *e)
{
	size_t d = o->c.d, k = 0;
	double xs[MAXSIZES], tc[MAXSIZES], tu[MAXSIZES];

	fprintf(out, "# memory bandwidth %.1f GB/s (%d threads, 256 MiB "
	    "read); pct_bw is the decode step's share of it\n",
	    o->peak.membw, o->peak.threads);
	fprintf(out, "n\td\treps\tcached_s\tuncached_s\tratio\terr\tstep_s\t"
	    "step_gbs\tpct_bw\tstep_err\n");
	for (size_t si = 0; si < o->c.nsizes; si++) {
		size_t n = o->c.sizes[si];
		ak_bench_kv_res r;
		char b[4][32];

		progress(o, "kvcache n=%zu d=%zu", n, d);
		if (ak_bench_kv_point(n, d, o->c.reps, o->seed, 1, &r, e) != 0)
			return -1;
		if (r.cached_s >= 0)
			xs[k] = (double)n, tc[k] = r.cached_s,
			tu[k++] = r.uncached_s;
		fprintf(out, "%zu\t%zu\t%d\t%s\t%s\t%s\t%s\t%.6g\t%.2f\t%.1f\t"
		    "%.3g\n", n, d, o->c.reps, num(b[0], "%.6g", r.cached_s),
		    num(b[1], "%.6g", r.uncached_s), num(b[2], "%.2f",
		    r.cached_s < 0 ? -1 : r.uncached_s / r.cached_s),
		    num(b[3], "%.3g", r.gen_err), r.step_s, r.step_gbs,
		    100 * r.step_gbs / o->peak.membw, r.step_err);
		fflush(out);
	}
	ak_bench_print_slope(out, "slope", "cached", xs, tc, k,
	    " (lesson: O(n^2 d), 2)");
	ak_bench_print_slope(out, "slope", "uncached", xs, tu, k,
	    " (lesson: O(n^3 d), 3)");
	return 0;
}

/* the multi-head block over a batch of B sequences, one call per size */
static int
mode_mha(const opts *o, ak_err *e)
{
	size_t E = o->c.d, H = o->c.heads, B = o->c.batch;

	fprintf(out, "B\tH\tn\tE\td_h\treps\tproj_s\tattn_s\ttotal_s\t"
	    "cpu_s\tattn_gflops\tgflops_cpu\terr\tproj_err\n");
	for (size_t si = 0; si < o->c.nsizes; si++) {
		size_t n = o->c.sizes[si];
		ak_bench_mha_res r;

		progress(o, "mha B=%zu H=%zu n=%zu E=%zu", B, H, n, E);
		if (ak_bench_mha_point(B, H, n, E, o->c.reps, o->seed, &r, e)
		    != 0)
			return -1;
		double fa = 4.0 * B * n * n * E, fp = 8.0 * B * n * E * E;
		fprintf(out, "%zu\t%zu\t%zu\t%zu\t%zu\t%d\t%.6g\t%.6g\t%.6g\t"
		    "%.6g\t%.2f\t%.2f\t%.3g\t%.3g\n", B, H, n, E, E / H,
		    o->c.reps, r.proj_s, r.attn_s, r.proj_s + r.attn_s, r.cpu_s,
		    fa / r.attn_s / 1e9, (fa + fp) / r.cpu_s / 1e9, r.err,
		    r.proj_err);
		fflush(out);
	}
	return 0;
}

/* FMA GFLOP/s per ISA on 1 and on -j threads, then the memory's GB/s */
static int
mode_peak(const opts *o, ak_err *e)
{
	int T = o->peak.threads;
	double g, gc;

	fprintf(out, "probe\tisa\tthreads\tvalue\tunit\tpct_peak\t"
	    "per_cpu_s\n");
	for (int isa = AK_ISA_AVX512; isa >= AK_ISA_GENERIC; isa--)
		for (int t = 1; ak_bench_peak_isa(isa) && t <= T; t += T > 1 &&
		    t == 1 ? T - 1 : T) {
			progress(o, "peak %s %d threads", ak_isa_name(isa), t);
			if (ak_probe_fma_cpu(isa, t, AK_BENCH_PEAK_S,
			    AK_BENCH_PEAK_REPS, &g, &gc, e) != 0)
				return -1;
			fprintf(out, "fma\t%s\t%d\t%.1f\tGFLOP/s\t%.1f\t%.1f\n",
			    ak_isa_name(isa), t, g, 100 * g / o->peak.gflops, gc);
		}
	fprintf(out, "memory\t-\t%d\t%.1f\tGB/s\t-\t-\n", T,
	    o->peak.membw);
	return 0;
}

/* the options of attn-bench: what main gives the modes, and the names the
 * options give */
enum { GAVE_W = AK_BENCH_GAVE_W, GAVE_HEADS = AK_BENCH_GAVE_HEADS };

static int
set_output(void *dst, const char *arg, ak_err *e)
{
	if (*arg == '\0')
		return ak_erru(e, "-o: empty file name");
	((opts *)dst)->outpath = arg;
	return 0;
}

#define F(f) AK_FIELD(opts, f)
static const ak_opt options[] = {
	{ "mode", 'm', AK_OPT_STR, F(mode), "MODE",
	    .help = "sweep (default), heads, kvcache, sgemm, peak or mha" },
	{ "sizes", 'n', AK_OPT_STR, F(sizes), "LIST",
	    .help = "sizes n: 128,256,1000 or 128..8192 (doubling) or both" },
	{ "dim", 'd', AK_OPT_LONG, F(d), "N",
	    .help = "head dimension d_k (default 64; heads: model d, 512)",
	    .min = 1, .max = MAXD, .what = "-d" },
	{ "heads", 'H', AK_OPT_LONG, F(c.heads), "N",
	    .help = "number of heads in heads and mha modes (default 8)",
	    .min = 1, .max = 1024, .what = "-H", .bits = GAVE_HEADS },
	{ "impl", 'i', AK_OPT_STR, F(impls), "LIST",
	    .help = "kernels for sweep: naive,streaming,window,linear,sgemm" },
	{ "reps", 'r', AK_OPT_LONG, F(c.reps), "N",
	    .help = "timed repetitions per point, median reported (default 5)",
	    .min = 1, .max = 256 },
	{ "window", 'w', AK_OPT_LONG, F(c.w), "N",
	    .help = "radius of -i window: keys with |i - j| <= N (default 128)",
	    .min = 0, .max = MAXN, .what = "-w", .bits = GAVE_W },
	{ "causal", 'c', AK_OPT_FLAG, F(c.causal), NULL,
	    .help = "sweep: causal mask (key j visible to query i when j <= i)" },
	{ "threads", 'j', AK_OPT_LONG, F(threads), "N",
	    .help = "threads of OpenBLAS and of our kernels",
	    .min = 1, .max = 1024 },
	{ "seed", 's', AK_OPT_LONG, F(seed), "N",
	    .help = "seed of the random inputs (default 1)",
	    .min = 0, .lmax = LONG_MAX },
	{ "quiet", 'q', AK_OPT_FLAG, F(quiet), NULL,
	    .help = "no progress on stderr" },
	{ "progress", 0, AK_OPT_FLAG, F(progress), NULL,
	    .help = AK_PROGLINE_HELP },
	{ "memory", 'M', AK_OPT_SIZE, F(memory), "SIZE",
	    .help = "plan on at most SIZE (512M, 2G), not the machine's memory" },
	{ "isa", 0, AK_OPT_STR, F(isa), "ISA",
	    .help = "vector path: avx512, avx2, generic; avx512bf16, amx (bf16)" },
	{ "dtype", 0, AK_OPT_STR, F(dtype), "TYPE",
	    .help = "fp32 (default), or bf16 for -i streaming (AVX512-BF16)" },
	{ "output", 'o', AK_OPT_CALL, AK_NOFIELD, "FILE",
	    .help = "write the TSV to FILE (atomically) instead of stdout",
	    .call = set_output },
	AK_OPT_HELP_ENTRIES,
	{ 0 }
};
#undef F

/* -m peak measures the machine: the sizes, width and repetitions it would
 * ignore, checked before ak_bench_setup reads them (-m peak -n x names -n,
 * not x) */
static int
check_peak(const char *mode, unsigned gave, ak_err *e)
{
	if (strcmp(mode, "peak") == 0 && (gave & (AK_BENCH_GAVE_SIZES |
	    AK_BENCH_GAVE_DIM | AK_BENCH_GAVE_REPS)))
		return ak_erru(e, "%s does not apply to -m peak",
		    gave & AK_BENCH_GAVE_SIZES ? "-n" : gave & AK_BENCH_GAVE_DIM ?
		    "-d" : "-r");
	return 0;
}

/* the options the user gave (AK_BENCH_GAVE_* bits) that the mode would
 * silently ignore, or that contradict: 0, or -1 with the one-line usage
 * message ("-H applies to -m heads and mha only") */
static int
check_options(const ak_bench_cfg *c, unsigned gave, ak_err *e)
{
	ak_bench_mode m = c->mode;
	int window = 0;

	if (m != AK_BM_SWEEP && ((gave & (AK_BENCH_GAVE_IMPL | AK_BENCH_GAVE_W))
	    || c->causal))
		return ak_erru(e, "%s applies to -m sweep only",
		    gave & AK_BENCH_GAVE_IMPL ? "-i" : gave & AK_BENCH_GAVE_W ?
		    "-w" : "-c");
	if (m != AK_BM_HEADS && m != AK_BM_MHA && (gave & AK_BENCH_GAVE_HEADS))
		return ak_erru(e, "-H applies to -m heads and mha only");
	if (m == AK_BM_SGEMM && (gave & AK_BENCH_GAVE_DIM))
		return ak_erru(e, "-d does not apply to -m sgemm (its matrices "
		    "are n x n)");
	if ((m == AK_BM_HEADS || m == AK_BM_MHA) && (c->heads == 0 ||
	    c->d % c->heads != 0))
		return ak_erru(e, "-d %zu is not a multiple of -H %zu", c->d,
		    c->heads);
	for (size_t i = 0; i < c->nimpl; i++)
		window |= strcmp(ak_bench_impls[c->impl[i]], "window") == 0;
	if (m == AK_BM_SWEEP && (gave & AK_BENCH_GAVE_W) && !window)
		return ak_erru(e, "-w applies to the window kernel only "
		    "(-i window)");
	return 0;
}

/* the run the options ask for: its settings checked, the machine set */
static void
setup(opts *o, const ak_optp *p)
{
	ak_err e;
	unsigned gave = p->bits | (o->sizes ? AK_BENCH_GAVE_SIZES : 0) |
	    (o->d > 0 ? AK_BENCH_GAVE_DIM : 0) | (o->c.reps > 0 ?
	    AK_BENCH_GAVE_REPS : 0) | (o->impls ? AK_BENCH_GAVE_IMPL : 0);

	if (p->noperands > 0) {
		ak_errf(&e, "unexpected operand '%s' (attn-bench reads no "
		    "files)", p->operands[0]);
		ak_xdie(2, &e);
	}
	char note[AK_MEM_NOTE_MAX];
	o->budget = (double)ak_mem_budget(o->memory, 0, note);
	if (check_peak(o->mode, gave, &e) != 0 ||
	    ak_bench_setup(&o->c, o->mode, o->sizes, o->impls, o->dtype, o->d,
	    o->sizebuf, MAXSIZES, o->impl, &e) != 0 ||
	    check_options(&o->c, gave, &e) != 0 ||
	    ak_bench_check_work(&o->c, &e) != 0)
		ak_xdie(2, &e);
	if (ak_bench_check_memory(&o->c, o->mode, o->budget, &e) != 0)
		ak_xdie(1, &e);
	if (o->threads > 0) {	/* cpus.h: no more threads than CPUs */
		char note[160];
		o->threads = ak_threads_cap(o->threads, "--threads", note,
		    sizeof note);
		if (note[0] != '\0')
			fprintf(stderr, "attn-bench: warning: %s\n", note);
	}
	if (ak_bench_machine(&o->c, o->isa, o->threads, &e) != 0)
		ak_xfail(&e);
}

int
main(int argc, char *argv[])
{
	static int (*const run[])(const opts *, ak_err *) = { mode_sweep,
	    mode_heads, mode_kvcache, mode_sgemm, mode_peak, mode_mha };
	opts o = { .mode = "sweep", .c = { .heads = 8, .w = 128, .reps = -1 },
	    .seed = 1, .d = -1 };
	ak_optp p = { .tab = options, .dst = &o, .prog = "attn-bench",
	    .synopsis = synopsis };
	ak_err e;
	ak_out ao;
	int rc, m;

	ak_xopt(&p, argc, argv);
	setup(&o, &p);
	m = (int)o.c.mode;
	if (ak_out_open(&ao, o.outpath, NULL, &e) != 0)
		ak_xdie(1, &e);
	out = ao.fp;
	ak_provenance(out, p.argc0, p.argv0);
	fprintf(out, "# blas %s; core %s; threads %d; seed %lu; inputs "
	    "N(0,1) float32\n", openblas_get_config(), openblas_get_corename(),
	    openblas_get_num_threads(), o.seed);
	/* the ceilings, measured now: the machine is shared */
	ak_progline_init(&pline, "attn-bench", o.quiet, o.progress);
	progress_stage("peak probe");
	progress(&o, "fma and memory");
	rc = ak_bench_peak(ak_kern_threads(), ak_bench_peak_seconds(&o.c),
	    m == AK_BM_KVCACHE || m == AK_BM_PEAK, &o.peak, &e);
	progress_stage(o.mode);
	if (rc == 0) {
		fprintf(out, "# isa %s (best %s); kernel threads %d; naive "
		    "products %s; peak fma %s %.1f GFLOP/s on %d threads (%.1f "
		    "on 1): pct_peak is against it; %.1f per CPU-second of one "
		    "thread: pct_peak_cpu\n", ak_isa_name(ak_isa_get()),
		    ak_isa_name(ak_isa_best()), ak_kern_threads(), ak_kern_naive_ours()
		    ? "ours" : "blas", ak_isa_name(o.peak.isa), o.peak.gflops,
		    o.peak.threads, o.peak.gflops1, o.peak.gflops_cpu);
		fprintf(out, "# cpu %s; bf16 path %s\n", ak_cpu_model(),
		    ak_mm_name(ak_mm_get()));
		rc = run[m](&o, &e);
		progress_stage(NULL);
	}
	ak_progline_clear(&pline);
	if (rc != 0) {
		ak_out_abort(&ao);
		ak_xdie(1, &e);
	}
	if (ak_out_commit(&ao, &e) != 0)
		ak_xdie(1, &e);
	ak_opt_free(&p);
	ak_xfinish();
	return 0;
}
