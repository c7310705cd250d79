/*
 * Unit tests of lib/attn/benchmodes and lib/attn/probe: the experiments of
 * attn-bench fill their structs with numbers that must hold whatever the
 * timing (errors against exact attention, GB/s = bytes / time, the
 * generation limit), the settings give the one-line messages, the
 * work check refuses what would take hours; the probes return positive
 * rates and refuse bad arguments.  Nothing here is timed.
 */
#include <math.h>
#include <string.h>

#include "benchmodes.h"
#include "isa.h"
#include "probe.h"
#include "t.h"

static int
setup(ak_bench_cfg *c, const char *mode, const char *sizes,
    const char *impls, long d, ak_err *e)
{
	static size_t sz[64];
	static int im[AK_BENCH_NIMPL];

	/* as attn-bench runs them; the options a mode would ignore are
	   checked between the two by the command (cmd/attn-bench.c: their
	   tests are in tests/e2e/attn-bench/errors.sh) */
	if (ak_bench_setup(c, mode, sizes, impls, NULL, d, sz, 64, im,
	    e) != 0)
		return -1;
	return ak_bench_check_work(c, e);
}

int
main(void)
{
	ak_err e;
	char name[200];

	/* options: defaults per mode, and the one-line refusals */
	{
		ak_bench_cfg c = { .heads = 8, .w = 128 };
		T_OK(setup(&c, "heads", NULL, NULL, -1, &e) == 0 &&
		    c.mode == AK_BM_HEADS && c.d == 512 && c.reps == 5 &&
		    c.nsizes == 6 && c.sizes[0] == 128 && c.sizes[5] == 4096,
		    "heads defaults: d = 512, 5 reps, n = 128..4096");
		c = (ak_bench_cfg){ .heads = 8, .w = 128 };
		T_OK(setup(&c, "kvcache", NULL, NULL, -1, &e) == 0 &&
		    c.d == 64 && c.reps == 3 && c.nsizes == 5,
		    "kvcache defaults: d = 64, 3 reps, n = 64..1024");
		c = (ak_bench_cfg){ .heads = 8, .w = 128 };
		T_OK(setup(&c, "fast", NULL, NULL, -1, &e) == -1 &&
		    strcmp(e.msg, "-m: unknown mode 'fast' (sweep, heads, "
		    "kvcache, sgemm, peak, mha)") == 0, "unknown mode");
		c = (ak_bench_cfg){ .heads = 8, .w = 128 };
		/* -m peak -n 64 is the command's to refuse (cmd/attn-bench.c
		   check_peak; tests/e2e/attn-bench/errors.sh): the library
		   takes the settings it is given */
		T_OK(setup(&c, "peak", "64", NULL, -1, &e) == 0 &&
		    c.mode == AK_BM_PEAK && c.nsizes == 1 && c.sizes[0] == 64,
		    "-n in peak mode: the library sets it up, the command "
		    "refuses it");
		c = (ak_bench_cfg){ .heads = 8, .w = 128 };
		T_OK(setup(&c, "kvcache", "16384", NULL, 64, &e) == -1 &&
		    strstr(e.msg, "-n 16384: the run would reach") != NULL,
		    "uncached generation at n = 16384 is refused (hours)");
		c = (ak_bench_cfg){ .heads = 8, .w = 128 };
		T_OK(setup(&c, "kvcache", "32768..1048576", NULL, 64, &e)
		    == 0, "decode steps alone up to n = 2^20 are accepted");
	}

	/* --dtype: fp32 or bf16, and bf16 for -i streaming only */
	{
		static size_t sz[64];
		static int im[AK_BENCH_NIMPL];
		ak_bench_cfg c = { .heads = 8, .w = 128 };
		T_OK(ak_bench_setup(&c, "sweep", "64", "streaming", "bf16", -1,
		    sz, 64, im, &e) == 0 && c.bf16 == 1, "--dtype bf16 with -i "
		    "streaming");
		c = (ak_bench_cfg){ .heads = 8, .w = 128 };
		T_OK(ak_bench_setup(&c, "sweep", "64", NULL, "bf16", -1, sz, 64,
		    im, &e) == -1 && strcmp(e.msg, "--dtype bf16 applies to -m "
		    "sweep -i streaming only") == 0, "--dtype bf16 with naive "
		    "is refused");
		c = (ak_bench_cfg){ .heads = 8, .w = 128 };
		T_OK(ak_bench_setup(&c, "sweep", "64", NULL, "fp16", -1, sz, 64,
		    im, &e) == -1 && strcmp(e.msg, "--dtype: unknown type 'fp16' "
		    "(fp32, bf16)") == 0, "unknown --dtype");
		if (ak_kern_have_bf16()) {
			ak_bench_pt p = { "streaming", 200, 64, 0, 1, 1, 5, 1, 0 };
			ak_bench_sweep_res r;
			T_OK(ak_bench_sweep_point(&p, &r, &e) == 0 && r.err > 1e-6
			    && r.err < 3e-2, "a bf16 point measures its error "
			    "against float32 exact attention");
		} else {
			c.bf16 = 1;
			T_OK(ak_bench_machine(&c, NULL, 0, &e) == -1 &&
			    ak_err_status(&e) == 1,
			    "bf16 without AVX512-BF16: exit 1, not 2");
		}
	}

	/* one sweep point: exact kernels agree, gflops = 4n²d / median */
	for (int k = 0; k < 2; k++) {
		const char *impl = k ? "naive" : "streaming";
		ak_bench_pt p = { impl, 100, 8, 0, k, 2, 5, 0, 0 };
		ak_bench_sweep_res r;
		int rc = ak_bench_sweep_point(&p, &r, &e);
		snprintf(name, sizeof name, "sweep point %s n=100%s: err %.2g "
		    "<= 1e-5, gflops = 4n^2d/median", impl, k ? " causal" : "",
		    rc == 0 ? r.err : -1.0);
		T_OK(rc == 0 && r.err >= 0 && r.err <= 1e-5 && r.med > 0 &&
		    r.min <= r.med && r.med <= r.max &&
		    fabs(r.gflops - 4.0 * 100 * 100 * 8 / r.med / 1e9) <=
		    1e-9 * r.gflops && r.ref_flops == 4.0 * 100 * 100 * 8, name);
	}
	{
		ak_bench_pt p = { "sgemm", 50, 4, 0, 0, 1, 5, 0, 0 };
		ak_bench_sweep_res r;
		T_OK(ak_bench_sweep_point(&p, &r, &e) == 0 && r.err < 0 &&
		    r.ref_flops == 0, "sgemm has no error and no reference");
		ak_bench_pt q = { "window", 300, 4, 3, 0, 1, 5, 0, 0 };
		T_OK(ak_bench_sweep_point(&q, &r, &e) == 0 && r.err > 1e-3,
		    "a window of 3 is measured as far from exact");
		T_OK(ak_bench_sweep_isolated(&q, &r, &e) == 0 && r.err > 1e-3
		    && r.peak_rss > 0, "the same point in a child process");
	}

	/* kvcache: cached = uncached, decode = one-query attention */
	{
		ak_bench_kv_res r;
		int rc = ak_bench_kv_point(33, 8, 2, 1, 1, &r, &e);
		T_OK(rc == 0 && r.gen_err >= 0 && r.gen_err <= 1e-5 &&
		    r.cached_s > 0 && r.uncached_s > 0,
		    "generation with and without a cache agree");
		T_OK(rc == 0 && r.step_err <= 1e-5 && r.step_s > 0 &&
		    fabs(r.step_gbs - 8.0 * 33 * 8 / r.step_s / 1e9) <=
		    1e-9 * r.step_gbs, "decode step: err <= 1e-5, GB/s = "
		    "8nd bytes / time");
		rc = ak_bench_kv_point(AK_BENCH_GEN_MAXN + 1, 2, 1, 1, 1, &r,
		    &e);
		T_OK(rc == 0 && r.cached_s == -1 && r.uncached_s == -1 &&
		    r.gen_err == -1 && r.step_err <= 1e-5,
		    "past the generation limit the decode step alone runs");
	}

	/* heads and sgemm fill their times */
	{
		ak_bench_heads_res r;
		double med, mn, mx;
		T_OK(ak_bench_heads_point(16, 8, 2, 1, 1, &r, &e) == 0 &&
		    r.proj_s > 0 && r.attn_s > 0, "heads point times both "
		    "parts");
		T_OK(ak_bench_heads_point(16, 8, 3, 1, 1, &r, &e) == -1,
		    "heads point: H must divide d");
		T_OK(ak_bench_sgemm_point(32, 3, 1, &med, &mn, &mx, &e) == 0 &&
		    mn <= med && med <= mx && mn > 0, "sgemm point: min <= "
		    "median <= max");
	}

	/* the probes */
	{
		double g = 0, bw = 0;
		ak_bench_peak_res pk;
		T_OK(ak_probe_fma(AK_ISA_GENERIC, 1, 0.005, 2, &g, &e) == 0 &&
		    g > 0 && isfinite(g), "FMA probe, generic, 1 thread");
		double gc = 0;
		/* one thread's CPU time lies within the wall time around it,
		   so its rate per CPU-second is at least the wall rate */
		T_OK(ak_probe_fma_cpu(AK_ISA_GENERIC, 1, 0.005, 2, &g, &gc, &e)
		    == 0 && g > 0 && isfinite(gc) && gc >= g,
		    "FMA probe per CPU-second, 1 thread: at least per second");
		T_OK(ak_probe_fma(AK_ISA_GENERIC, 2, 0.005, 1, &g, &e) == 0 &&
		    g > 0, "FMA probe, 2 threads");
		T_OK(ak_probe_fma(AK_ISA_GENERIC, 0, 0.005, 1, &g, &e) == -1 &&
		    ak_probe_fma(AK_ISA_GENERIC, 1, 0, 1, &g, &e) == -1,
		    "FMA probe: 0 threads or 0 seconds are errors");
		T_OK(ak_probe_fma((ak_isa)7, 1, 0.005, 1, &g, &e) == -1,
		    "FMA probe: an unknown ISA is an error, not a jump");
		T_OK(ak_probe_membw(2, 4u << 20, 2, &bw, &e) == 0 && bw > 0 &&
		    isfinite(bw), "memory probe, 4 MiB, 2 threads");
		T_OK(ak_probe_membw(1, 1000, 1, &bw, &e) == -1,
		    "memory probe: less than 1 MiB is an error");
		/* a sweep point's CPU time: the work of every call, > 0 */
		ak_bench_pt pt = { "streaming", 300, 16, 0, 0, 2, 1, 0, 0 };
		ak_bench_sweep_res sr;
		T_OK(ak_bench_sweep_point(&pt, &sr, &e) == 0 && sr.cpu > 0 &&
		    sr.gflops_cpu > 0 && isfinite(sr.gflops_cpu) && sr.err >= 0
		    && sr.err < 1e-5, "sweep point: CPU seconds per call, exact");
		/* no floor at one thread's figure: it would hide a second
		   thread that ran late or shared a core */
		T_OK(ak_bench_peak(2, 0.005, 0, &pk, &e) == 0 &&
		    pk.gflops > 0 && pk.gflops1 > 0 &&
		    pk.isa == ak_isa_best() && pk.membw == 0 &&
		    pk.gflops_cpu >= 0.9 * pk.gflops1,
		    "peak: best ISA, 1 and T threads, per CPU-second >= wall");
		ak_bench_cfg pc = { .mode = AK_BM_PEAK };
		T_OK(ak_bench_peak_seconds(&pc) == 0.3, "peak mode: 0.3 s");
		size_t ns[] = { 8 }, nb[] = { 4096 };
		int im[] = { 1 };
		ak_bench_cfg sc = { .mode = AK_BM_SWEEP, .sizes = ns,
		    .nsizes = 1, .d = 8, .impl = im, .nimpl = 1, .reps = 1,
		    .w = AK_NO_WINDOW };
		T_OK(ak_bench_peak_seconds(&sc) == 0.03, "sweep at n = 8: 0.03 s");
		sc.sizes = nb, sc.d = 64, sc.reps = 5;
		T_OK(ak_bench_peak_seconds(&sc) == 0.3, "sweep at n = 4096: 0.3 s");
	}
	{	/* the memory probe's buffer within the budget (-M) */
		double M = 1048576.0;
		T_OK(ak_bench_membw_bytes(0) == AK_BENCH_MEMBW &&
		    ak_bench_membw_bytes(256 * M) == AK_BENCH_MEMBW &&
		    ak_bench_membw_bytes(1e12) == AK_BENCH_MEMBW,
		    "membw: 256 MiB with no budget, at 256 MiB and above");
		T_OK(ak_bench_membw_bytes(256 * M - 1) == (size_t)255 << 20 &&
		    ak_bench_membw_bytes(8.5 * M) == (size_t)8 << 20 &&
		    ak_bench_membw_bytes(M) == (size_t)1 << 20 &&
		    ak_bench_membw_bytes(M - 1) == 0,
		    "membw: under 256 MiB the budget's whole MiB, 0 under 1");
		ak_bench_cfg kc = { .mode = AK_BM_KVCACHE };
		ak_err me;
		T_OK(ak_bench_check_memory(&kc, "kvcache", M - 1, &me) == -1 &&
		    strstr(me.msg, "-m kvcache: its memory probe reads 1 MiB or "
		    "more") != NULL && ak_bench_check_memory(&kc, "kvcache", M,
		    &me) == 0, "kvcache under a 1 MiB budget: refused, at 1 "
		    "MiB planned");
	}
	{	/* kvcache: K and V in the caches are no memory read */
		char cb[160];
		size_t c = ak_cache_bytes();
		T_OK(c == 0 || (ak_bench_kv_cached(64, 64, AK_BENCH_MEMBW, cb, sizeof cb) ==
		    (c >= 32768) && (c < 32768 || strstr(cb, "its K and V (32 "
		    "KiB) fit in the CPU's ") != NULL)),
		    "n = 64, d = 64: 32 KiB, in a cache of 32 KiB or more");
		T_OK(ak_bench_kv_cached((size_t)1 << 20, 64, AK_BENCH_MEMBW, cb,
		    sizeof cb) ==
		    0, "n = 2^20, d = 64: 512 MiB, in no cache");
	}
	return t_done();
}
