/*
 * attn-bench — the cost of attention, measured (lesson "Квадратичная цена").
 *
 * Modes: sweep (time, GFLOP/s and memory of the kernels of lib/attn over
 * sizes n, fitted log-log slopes), heads (projections vs attention in a
 * multi-head block), kvcache (generation with and without a KV cache, and
 * the decode step's GB/s), sgemm (the machine's square sgemm), peak (its
 * FMA throughput and memory bandwidth).  The experiments are in
 * lib/attn/benchmodes.h; this file parses the options and runs a mode
 * (cmd/attn-bench/modes.c prints its table).
 */
#include <cblas.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn-bench/ab.h"
#include "blasthr.h"
#include "cli.h"
#include "cpus.h"
#include "io.h"
#include "mem.h"
#include "opt.h"
#include "probe.h"
#include "progline.h"

#define MAXN (1L << 20)		/* window radius */
#define MAXD 8192L		/* dimensions d */

static const char synopsis[] =
"usage: attn-bench [-m sweep|heads|kvcache|sgemm|peak|mha] [-n LIST] [-d N]\n"
"                  [-H N] [-i LIST] [-r N] [-w N] [-c] [-j N] [-s N] [-q]\n"
"                  [-M SIZE] [--isa avx512|avx2|generic|avx512bf16|amx]\n"
"                  [--dtype fp32|bf16] [-o FILE]\n";

/* the names of -m, in the order of ak_bench_mode */
static const char *const modes[] = { "sweep", "heads", "kvcache", "sgemm",
	"peak", "mha" };

/* the combinations of the options, checked in this order (opt.h); what
 * they cannot say (-d a multiple of -H, -w with -i window) is
 * check_options's */
static const ak_optrule rules[] = {
	AK_RULE_NOT_WITH("mode=peak", "sizes dim reps",
	    "-m peak measures the machine"),
	AK_RULE_NOT_WITH("mode=heads mode=kvcache mode=sgemm mode=peak "
	    "mode=mha", "impl window causal", "it applies to -m sweep only"),
	AK_RULE_NEEDS("heads", "mode=heads mode=mha", NULL),
	AK_RULE_NOT_WITH("mode=sgemm", "dim", "its matrices are n x n"),
	{ 0 }
};

#define F(f) AK_FIELD(opts, f)
static const ak_opt options[] = {
	{ "mode", 'm', AK_OPT_CHOICE, F(modei),
	    "sweep|heads|kvcache|sgemm|peak|mha",
	    .help = "the experiment (default sweep)", .what = "-m" },
	{ "sizes", 'n', AK_OPT_STR, F(sizes), "LIST",
	    .help = "sizes n: 128,256,1000 or 128..8192 (doubling) or both",
	    .what = "-n" },
	{ "dim", 'd', AK_OPT_LONG, F(d), "N",
	    .help = "head dimension d_k (default 64; heads, mha: model d, 512)",
	    .min = 1, .max = MAXD, .what = "-d" },
	{ "heads", 'H', AK_OPT_LONG, F(c.heads), "N",
	    .help = "number of heads in heads and mha modes (default 8)",
	    .min = 1, .max = 1024, .what = "-H" },
	{ "impl", 'i', AK_OPT_STR, F(impls), "LIST",
	    .help = "kernels for sweep: naive,streaming,window,linear,sgemm",
	    .what = "-i" },
	{ "reps", 'r', AK_OPT_LONG, F(c.reps), "N",
	    .help = "timed calls per point, the median reported (default 5; "
	    "kvcache 3)",
	    .min = 1, .max = 256, .what = "-r" },
	{ "window", 'w', AK_OPT_LONG, F(c.w), "N",
	    .help = "radius of -i window: keys with |i - j| <= N (default 128)",
	    .min = 0, .max = MAXN, .what = "-w", .bits = AK_BENCH_GAVE_W },
	{ "causal", 'c', AK_OPT_FLAG, F(c.causal), NULL,
	    .help = "sweep: causal mask (key j visible to query i when j <= i)",
	    .what = "-c" },
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
	AK_OPT_MEMORY(opts, memory),
	{ "isa", 0, AK_OPT_STR, F(isa), "ISA",
	    .help = "vector path: avx512, avx2, generic; avx512bf16, amx (bf16)" },
	{ "dtype", 0, AK_OPT_STR, F(dtype), "TYPE",
	    .help = "fp32 (default), or bf16 for -i streaming (AVX512-BF16)" },
	{ "output", 'o', AK_OPT_STR, F(outpath), "FILE",
	    .help = "write the TSV to FILE (atomically) instead of stdout",
	    .nonempty = 1 },
	AK_OPT_HELP_ENTRIES,
	{ 0 }
};
#undef F

/* what the rules cannot say, for it is about values: -d a multiple of
 * -H, -w with the window kernel among -i's: 0, or -1 with the usage
 * error */
static int
check_options(const ak_bench_cfg *c, unsigned gave, ak_err *e)
{
	ak_bench_mode m = c->mode;
	int window = 0;

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
	unsigned gave = p->bits;	/* -w's AK_BENCH_GAVE_W */

	o->budget = (double)ak_cli_budget(o->memory, ak_mem_as_room(), 0);
	o->mode = modes[o->modei];
	if (ak_bench_setup(&o->c, o->mode, o->sizes, o->impls, o->dtype, o->d,
	    o->sizebuf, MAXSIZES, o->impl, &e) != 0 ||
	    check_options(&o->c, gave, &e) != 0 ||
	    (o->c.budget = o->budget, ak_bench_check_work(&o->c, &e)) != 0)
		ak_xfail(&e);
	if (ak_bench_check_memory(&o->c, o->mode, o->budget, &e) != 0)
		ak_xfail(&e);
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
	opts o = { .c = { .heads = 8, .w = 128, .reps = -1 },
	    .seed = 1, .d = -1 };
	ak_optp p = { .tab = options, .dst = &o, .prog = "attn-bench",
	    .synopsis = synopsis, .rules = rules, .maxargs = AK_NO_ARGS };
	ak_err e;
	ak_out ao;
	int rc, m;

	ak_cli_blas_started();
	ak_xopt(&p, argc, argv);
	setup(&o, &p);
	m = (int)o.c.mode;
	if (ak_blas_room(&e) != 0)	/* OpenBLAS would spin, not fail */
		ak_xfail(&e);
	if (ak_out_open(&ao, o.outpath, NULL, &e) != 0)
		ak_xfail(&e);
	o.out = ao.fp;
	ak_provenance(o.out, p.argc0, p.argv0);
	fprintf(o.out, "# blas %s; core %s; threads %d; seed %lu; inputs "
	    "N(0,1) float32\n", openblas_get_config(), openblas_get_corename(),
	    openblas_get_num_threads(), o.seed);
	/* the ceilings, measured now: the machine is shared */
	ab_progress_stage(&o, "peak probe", 0);
	ab_progress(&o, "fma and memory");
	rc = ak_bench_peak(ak_kern_threads(), ak_bench_peak_seconds(&o.c),
	    m == AK_BM_KVCACHE || m == AK_BM_PEAK ? ak_bench_membw_bytes(
	    o.budget) : 0, &o.peak, &e);
	ab_progress_stage(&o, o.mode, rc == 0);
	if (rc == 0) {
		fprintf(o.out, "# isa %s (best %s); kernel threads %d; naive "
		    "products %s; peak fma %s %.1f GFLOP/s on ",
		    ak_isa_name(ak_isa_get()), ak_isa_name(ak_isa_best()),
		    ak_kern_threads(), ak_kern_naive_ours() ? "ours" : "blas",
		    ak_isa_name(o.peak.isa), o.peak.gflops);
		if (o.peak.threads > 1)	/* and one thread's beside it */
			fprintf(o.out, "%d threads (%.1f on 1)", o.peak.threads,
			    o.peak.gflops1);
		else
			fprintf(o.out, "1 thread");
		fprintf(o.out, ": pct_peak is against it; %.1f per CPU-second "
		    "of one thread: pct_peak_cpu\n", o.peak.gflops_cpu);
		fprintf(o.out, "# cpu %s; bf16 path %s\n", ak_cpu_model(),
		    ak_mm_name(ak_mm_get()));
		rc = run[m](&o, &e);
	}
	ab_progress_stage(&o, NULL, rc == 0);
	if (rc != 0) {
		ak_out_abort(&ao);
		ak_xfail(&e);
	}
	if (ak_out_commit(&ao, &e) != 0)
		ak_xfail(&e);
	ak_opt_free(&p);
	ak_xfinish();
	return 0;
}
