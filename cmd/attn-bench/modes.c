/* attn-bench: the modes, each a table on o->out from the experiments of
 * lib/attn/benchmodes.h (see cmd/attn-bench/ab.h). */
#include <cblas.h>
#include <err.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "cli.h"
#include "cpus.h"
#include "probe.h"
#include "progline.h"

static ak_progline pline;	/* the progress printer */
static int pline_begun;
static const char *pstage;	/* its stage: the mode, or "peak probe" */
static uint64_t pdone;		/* the sizes (runs) of the stage measured */
#define PUNIT (strncmp(pstage, "peak", 4) == 0 ? "runs" : "sizes")

void
ab_progress(const opts *o, const char *fmt, ...)
{
	va_list ap;

	(void)o;
	if (pstage == NULL)
		return;
	va_start(ap, fmt);
	vsnprintf(pline.note, sizeof(pline.note), fmt, ap);
	va_end(ap);
	ak_progline_say(&pline, pstage, PUNIT, pdone++, 0, 0);
}

void
ab_progress_stage(const opts *o, const char *next, int ended)
{
	if (!pline_begun)
		ak_progline_init(&pline, "attn-bench", o->quiet, o->progress);
	pline_begun = 1;
	if (pstage != NULL && ended) {
		pline.note[0] = '\0';
		ak_progline_say(&pline, pstage, PUNIT, pdone, 0, 1);
	}
	pstage = next;
	pdone = 0;
	if (next == NULL)
		ak_progline_clear(&pline);
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

/*
 * pct_peak, honest: 100·v over the run's ceiling (which: PK_FMA the peak
 * GFLOP/s, PK_CPU one thread's per CPU-second, PK_MEM the GB/s).  A
 * figure above its ceiling means the probe was slowed (the machine is
 * shared): the ceilings are probed once more, each then the better of
 * the two probes, said in a comment; a row still above is said on stderr
 * and in a comment before it (what names it), its ratio printed as it is.
 */
enum { PK_FMA, PK_CPU, PK_MEM };
static ak_bench_peak_res pk;	/* the ceilings in force */
static int pk_set, pk_again;
static const char *pk_cause;	/* why a row may pass its ceiling, or NULL */

static double
ceiling(const opts *o, int which)
{
	if (!pk_set)
		pk = o->peak, pk_set = 1;
	return which == PK_FMA ? pk.gflops : which == PK_CPU ? pk.gflops_cpu :
	    pk.membw;
}

static double
pct(const opts *o, double v, int which, const char *what)
{
	static const char *const name[] = { "pct_peak", "pct_peak_cpu",
	    "pct_bw" };
	double c = ceiling(o, which);
	ak_bench_peak_res p;
	ak_err e;

	if (c <= 0 || v <= c)
		return c > 0 ? 100 * v / c : 0;
	if (!pk_again && ak_bench_peak(o->peak.threads, ak_bench_peak_seconds(
	    &o->c), pk.mem_bytes, &p, &e) == 0) {
		pk.gflops = p.gflops > pk.gflops ? p.gflops : pk.gflops;
		pk.gflops_cpu = p.gflops_cpu > pk.gflops_cpu ? p.gflops_cpu :
		    pk.gflops_cpu;
		pk.membw = p.membw > pk.membw ? p.membw : pk.membw;
		char mem[48] = "";
		if (pk.membw > 0)
			snprintf(mem, sizeof mem, ", memory %.1f GB/s",
			    pk.membw);
		fprintf(o->out, "# peak probed again (%s at %.1f%% of the "
		    "first): fma %.1f GFLOP/s, %.1f per CPU-second%s, each the "
		    "better of the two probes\n", what, 100 * v / c, pk.gflops,
		    pk.gflops_cpu, mem);
	}
	pk_again = 1;
	c = ceiling(o, which);
	if (v > c) {
		fprintf(o->out, "# note: %s: %s %.1f, above 100: %s; the "
		    "ratio is no share of the machine's peak\n", what,
		    name[which], 100 * v / c, pk_cause ? pk_cause : "the peak "
		    "probes ran slower than this row (other work held the "
		    "CPUs, or the row's code is not the probed path: BLAS, "
		    "--isa)");
		fprintf(stderr, "attn-bench: note: %s: %s %.1f, above 100: "
		    "%s\n", what, name[which], 100 * v / c, pk_cause ?
		    pk_cause : "the peak probes, run twice, ran slower than "
		    "this row");
	}
	return v / c * 100;
}

/* the sweep's '# flops' line: how each kernel of the run is counted
   (ak_kern_flops), with the share of 4 n^2 d that causal streaming
   computes at each size */
static void
flops_line(const opts *o)
{
	const ak_bench_cfg *c = &o->c;
	const char *sep = "";

	fprintf(o->out, "# flops: the products each kernel computes, 2 per "
	    "multiply-add:");
	for (size_t ii = 0; ii < c->nimpl; ii++) {
		const char *impl = ak_bench_impls[c->impl[ii]];
		fprintf(o->out, "%s %s ", sep, impl);
		sep = ";";
		if (strcmp(impl, "naive") == 0)
			fputs(c->causal ? "4 n^2 d (every score, then the mask)" :
			    "4 n^2 d", o->out);
		else if (strcmp(impl, "sgemm") == 0)
			fputs("4 n^2 d (its two products)", o->out);
		else if (strcmp(impl, "window") == 0)
			fputs("4 d per (query, key) pair of its blocks of 64 "
			    "queries, each over the keys its band spans (the "
			    "corners masked)", o->out);
		else if (strcmp(impl, "linear") == 0)
			fputs("2 d^2 (2n)", o->out);
		else if (!c->causal)
			fputs("4 n^2 d", o->out);
		else {
			fputs("4 d per (query, key) pair of its blocks of 48 "
			    "queries, each up to its last query's key (the "
			    "tiles above the diagonal skipped), of 4 n^2 d:",
			    o->out);
			for (size_t si = 0; si < c->nsizes; si++) {
				double n = (double)c->sizes[si];
				fprintf(o->out, "%s %.4g at n=%zu", si ? "," :
				    "", ak_kern_streaming_pairs(1,
				    c->sizes[si], c->sizes[si]) / (n * n),
				    c->sizes[si]);
			}
		}
	}
	fputc('\n', o->out);
}

int
mode_sweep(const opts *o, ak_err *e)
{
	const ak_bench_cfg *c = &o->c;

	flops_line(o);
	fprintf(o->out, "n\td\timpl\tcausal\tw\treps\tmedian_s\tmin_s\tmax_s\t"
	    "gflops\tmap_bytes\tmap_mib\tpeak_rss_mib\twork_mib\terr\t"
	    "pct_peak\tcpu_s\tpct_peak_cpu\n");
	for (size_t ii = 0; ii < c->nimpl; ii++) {
		const char *impl = ak_bench_impls[c->impl[ii]];
		double xs[MAXSIZES], ts[MAXSIZES], xw[MAXSIZES], ws[MAXSIZES];
		size_t k = 0, kw = 0;

		for (size_t si = 0; si < c->nsizes; si++) {
			size_t n = c->sizes[si];
			ak_bench_pt p = { impl, n, c->d, c->w, c->causal,
			    c->reps, o->seed, c->bf16, 0 };
			ak_bench_sweep_res r;
			double map = 4.0 * n * n;

			if (ak_bench_sweep_budget(o->out, impl, n, c->d,
			    c->bf16, o->budget, &p.no_err))
				continue;
			ab_progress(o, "%s n=%zu d=%zu", impl, n, c->d);
			if (ak_bench_sweep_isolated(&p, &r, e) != 0) {
				char msg[sizeof e->msg];
				memcpy(msg, e->msg, sizeof msg);
				return ak_errf(e, "%s n=%zu: %s", impl, n, msg);
			}
			char wb[32], eb[32], what[64];
			snprintf(what, sizeof what, "%s n=%zu", impl, n);
			double pp = pct(o, r.gflops, PK_FMA, what);
			double pc = pct(o, r.gflops_cpu, PK_CPU, what);
			fprintf(o->out, "%zu\t%zu\t%s\t%d\t%s\t%d\t%.6g\t%.6g\t%.6g\t"
			    "%.2f\t%.0f\t%.1f\t%.1f\t%.1f\t%s\t%.1f\t%.6g\t%.1f\n",
			    n, c->d, impl, c->causal, num(wb, "%.0f", strcmp(impl,
			    "window") == 0 ? (double)c->w : -1), c->reps, r.med,
			    r.min, r.max, r.gflops, map, map / MIB, r.peak_rss /
			    MIB, (r.peak_rss - r.base_rss) / MIB, num(eb, "%.3g",
			    r.err), pp, r.cpu, pc);
			if (r.ref_flops > AK_BENCH_MAX_REF_FLOPS && !p.no_err)
				fprintf(o->out, "# err not measured for %s n=%zu: "
				    "exact attention would cost %.2g flops\n",
				    impl, n, r.ref_flops);
			fflush(o->out);
			xs[k] = (double)n, ts[k++] = r.med;
			if (r.peak_rss > r.base_rss && n >= 4096)
				xw[kw] = (double)n,
				ws[kw++] = r.peak_rss - r.base_rss;
		}
		ak_bench_print_slope(o->out, "slope", impl, xs, ts, k,
		    " time ~ n^b; lesson (numpy naive): 1.9");
		ak_bench_print_slope(o->out, "mem-slope", impl, xw, ws, kw,
		    " work memory ~ n^b over n >= 4096");
	}
	return 0;
}

int
mode_sgemm(const opts *o, ak_err *e)
{
	fprintf(o->out, "n\treps\tmedian_s\tmin_s\tmax_s\tgflops\tpct_peak\n");
	for (size_t si = 0; si < o->c.nsizes; si++) {
		size_t n = o->c.sizes[si];
		double med, mn, mx;

		ab_progress(o, "sgemm n=%zu", n);
		if (ak_bench_sgemm_point(n, o->c.reps, o->seed, &med, &mn, &mx,
		    e) != 0)
			return -1;
		double gf = 2.0 * n * n * n / med / 1e9;
		char what[32];
		snprintf(what, sizeof what, "sgemm n=%zu", n);
		double pp = pct(o, gf, PK_FMA, what);
		fprintf(o->out, "%zu\t%d\t%.6g\t%.6g\t%.6g\t%.2f\t%.1f\n", n,
		    o->c.reps, med, mn, mx, gf, pp);
		fflush(o->out);
	}
	return 0;
}

/* projections (8·n·d² flops) against the attention of H heads (4·n²·d) */
int
mode_heads(const opts *o, ak_err *e)
{
	size_t d = o->c.d, H = o->c.heads, k = o->c.nsizes;
	double xs[MAXSIZES], tp[MAXSIZES], ta[MAXSIZES], xc;

	fprintf(o->out, "n\td\tH\td_h\treps\tproj_s\tattn_s\ttotal_s\t"
	    "attn_share\tproj_gflop\tattn_gflop\n");
	for (size_t si = 0; si < k; si++) {
		size_t n = o->c.sizes[si];
		ak_bench_heads_res r;

		ab_progress(o, "heads n=%zu d=%zu H=%zu", n, d, H);
		if (ak_bench_heads_point(n, d, H, o->c.reps, o->seed, &r, e)
		    != 0)
			return -1;
		double tot = r.proj_s + r.attn_s;
		fprintf(o->out, "%zu\t%zu\t%zu\t%zu\t%d\t%.6g\t%.6g\t%.6g\t%.3f\t"
		    "%.6g\t%.6g\n", n, d, H, d / H, o->c.reps, r.proj_s,
		    r.attn_s, tot, r.attn_s / tot, 8.0 * n * d * d / 1e9,
		    4.0 * n * n * d / 1e9);
		fflush(o->out);
		xs[si] = (double)n, tp[si] = r.proj_s, ta[si] = r.attn_s;
	}
	ak_bench_print_slope(o->out, "slope", "projections", xs, tp, k,
	    " (theory: 1, n d^2)");
	ak_bench_print_slope(o->out, "slope", "attention", xs, ta, k,
	    " (theory: 2, n^2 d)");
	int x = ak_bench_crossover(xs, ta, tp, k, &xc);
	if (x == 1)
		fprintf(o->out, "# crossover attention time passes projections "
		    "at n = %.0f (d = %zu; flop count predicts n = 2d = %zu)\n",
		    xc, d, 2 * d);
	else if (x == 2)
		fprintf(o->out, "# crossover attention already dominates at "
		    "n = %.0f\n", xc);
	else
		fprintf(o->out, "# crossover none: projections still dominate "
		    "at n = %.0f\n", xs[k - 1]);
	return 0;
}

int
mode_kvcache(const opts *o, ak_err *e)
{
	size_t d = o->c.d, k = 0;
	double xs[MAXSIZES], tc[MAXSIZES], tu[MAXSIZES];

	fprintf(o->out, "# memory bandwidth %.1f GB/s (%d threads, %zu MiB "
	    "read); pct_bw is the decode step's share of it\n",
	    o->peak.membw, o->peak.threads, o->peak.mem_bytes >> 20);
	ak_bench_membw_note(o->out, o->peak.mem_bytes);
	fprintf(o->out, "n\td\treps\tcached_s\tuncached_s\tratio\terr\tstep_s\t"
	    "step_gbs\tpct_bw\tstep_err\n");
	for (size_t si = 0; si < o->c.nsizes; si++) {
		size_t n = o->c.sizes[si];
		ak_bench_kv_res r;
		char b[4][32];

		ab_progress(o, "kvcache n=%zu d=%zu", n, d);
		if (ak_bench_kv_point(n, d, o->c.reps, o->seed, 1, &r, e) != 0)
			return -1;
		if (r.cached_s >= 0)
			xs[k] = (double)n, tc[k] = r.cached_s,
			tu[k++] = r.uncached_s;
		char what[32];
		snprintf(what, sizeof what, "kvcache n=%zu", n);
		char cause[160];	/* K and V in the caches: no DRAM read */
		pk_cause = ak_bench_kv_cached(n, d, o->peak.mem_bytes, cause,
		    sizeof cause) ?
		    cause : NULL;
		double pb = pct(o, r.step_gbs, PK_MEM, what);
		fprintf(o->out, "%zu\t%zu\t%d\t%s\t%s\t%s\t%s\t%.6g\t%.2f\t%.1f\t"
		    "%.3g\n", n, d, o->c.reps, num(b[0], "%.6g", r.cached_s),
		    num(b[1], "%.6g", r.uncached_s), num(b[2], "%.2f",
		    r.cached_s < 0 ? -1 : r.uncached_s / r.cached_s),
		    num(b[3], "%.3g", r.gen_err), r.step_s, r.step_gbs,
		    pb, r.step_err);
		fflush(o->out);
	}
	ak_bench_print_slope(o->out, "slope", "cached", xs, tc, k,
	    " (lesson: O(n^2 d), 2)");
	ak_bench_print_slope(o->out, "slope", "uncached", xs, tu, k,
	    " (lesson: O(n^3 d), 3)");
	return 0;
}

/* the multi-head block over a batch of B sequences, one call per size */
int
mode_mha(const opts *o, ak_err *e)
{
	size_t E = o->c.d, H = o->c.heads, B = o->c.batch;

	fprintf(o->out, "B\tH\tn\tE\td_h\treps\tproj_s\tattn_s\ttotal_s\t"
	    "cpu_s\tattn_gflops\tgflops_cpu\terr\tproj_err\n");
	for (size_t si = 0; si < o->c.nsizes; si++) {
		size_t n = o->c.sizes[si];
		ak_bench_mha_res r;

		ab_progress(o, "mha B=%zu H=%zu n=%zu E=%zu", B, H, n, E);
		if (ak_bench_mha_point(B, H, n, E, o->c.reps, o->seed, &r, e)
		    != 0)
			return -1;
		double fa = 4.0 * B * n * n * E, fp = 8.0 * B * n * E * E;
		fprintf(o->out, "%zu\t%zu\t%zu\t%zu\t%zu\t%d\t%.6g\t%.6g\t%.6g\t"
		    "%.6g\t%.2f\t%.2f\t%.3g\t%.3g\n", B, H, n, E, E / H,
		    o->c.reps, r.proj_s, r.attn_s, r.proj_s + r.attn_s, r.cpu_s,
		    fa / r.attn_s / 1e9, (fa + fp) / r.cpu_s / 1e9, r.err,
		    r.proj_err);
		fflush(o->out);
	}
	return 0;
}

/* FMA GFLOP/s per ISA on 1 and on -j threads, then the memory's GB/s */
int
mode_peak(const opts *o, ak_err *e)
{
	int T = o->peak.threads;
	double g, gc;

	fprintf(o->out, "probe\tisa\tthreads\tvalue\tunit\tpct_peak\t"
	    "per_cpu_s\n");
	for (int isa = AK_ISA_AVX512; isa >= AK_ISA_GENERIC; isa--)
		for (int t = 1; ak_bench_peak_isa(isa) && t <= T; t += T > 1 &&
		    t == 1 ? T - 1 : T) {
			ab_progress(o, "peak %s %d threads", ak_isa_name(isa), t);
			if (ak_probe_fma_cpu(isa, t, AK_BENCH_PEAK_S,
			    AK_BENCH_PEAK_REPS, &g, &gc, e) != 0)
				return -1;
			char what[48];
			snprintf(what, sizeof what, "fma %s %d threads",
			    ak_isa_name(isa), t);
			double pp = pct(o, g, PK_FMA, what);
			fprintf(o->out, "fma\t%s\t%d\t%.1f\tGFLOP/s\t%.1f\t%.1f\n",
			    ak_isa_name(isa), t, g, pp, gc);
		}
	ak_bench_membw_note(o->out, o->peak.mem_bytes);
	fprintf(o->out, "memory\t-\t%d\t%.1f\tGB/s\t-\t-\n", T,
	    o->peak.membw);
	return 0;
}

