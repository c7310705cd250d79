/*
 * benchmodes.h — the experiments of attn-bench (lesson "Квадратичная
 * цена"), each a function that fills a result struct: one (kernel, n)
 * point of the sweep, one size of the multi-head block, of generation
 * with and without a KV cache and of the decode step, one square sgemm,
 * the machine's peak; and the checks that refuse a run before it starts
 * (work over AK_BENCH_MAX_FLOPS, memory over 80% of what the process may
 * use).  Nothing here prints; attn-bench prints the structs, tests assert
 * them.  Inputs are seeded N(0, 1) float32 (ak_bench_fill_normal).
 */
#ifndef AK_BENCHMODES_H
#define AK_BENCHMODES_H

#include <stddef.h>
#include <stdio.h>

#include "isa.h"
#include "kernels.h"
#include "util.h"

/* the kernels of the sweep: naive, streaming, window, linear, sgemm */
#define AK_BENCH_NIMPL 5
extern const char *const ak_bench_impls[AK_BENCH_NIMPL];

/* generation (kvcache mode) is measured up to this n: it is O(n³d) */
#define AK_BENCH_GEN_MAXN 16384

typedef enum ak_bench_mode {
	AK_BM_SWEEP, AK_BM_HEADS, AK_BM_KVCACHE, AK_BM_SGEMM, AK_BM_PEAK,
	AK_BM_MHA
} ak_bench_mode;

/* sequences of -m mha (the lesson's batch: B = 8, H = 8, n = 512, d_h = 64) */
#define AK_BENCH_MHA_BATCH 8

/* a whole run, as the checks need it */
typedef struct ak_bench_cfg {
	ak_bench_mode mode;
	const size_t *sizes;	/* ascending */
	size_t nsizes;
	size_t d, heads, w;	/* dimension (heads, mha: model d), H, window */
	size_t batch;		/* mha: sequences B (0: AK_BENCH_MHA_BATCH) */
	const int *impl;	/* sweep: indices into ak_bench_impls */
	size_t nimpl;
	int reps, causal;
	int bf16;		/* --dtype bf16: streaming in bfloat16 */
	double budget;		/* sweep: the bytes a point may need (0: no
				   limit); a point over it is skipped, and
				   not counted by ak_bench_check_work */
} ak_bench_cfg;

/* one point of the sweep */
typedef struct ak_bench_pt {
	const char *impl;
	size_t n, d, w;
	int causal, reps;
	unsigned long seed;
	int bf16;		/* streaming in bfloat16 (ak_kern_streaming_bf16) */
	int no_err;		/* no err check (its memory past the budget:
				   ak_bench_sweep_budget); err stays -1 */
} ak_bench_pt;

typedef struct ak_bench_sweep_res {
	double med, min, max;	/* seconds per call */
	double base_rss, peak_rss;	/* bytes, before the inputs, after */
	double gflops;		/* ak_kern_flops / med, 10⁹ */
	double cpu;		/* median CPU seconds per call, all threads */
	double gflops_cpu;	/* ak_kern_flops / cpu, 10⁹ per CPU-second */
	double err;		/* max rel. error vs the reference; < 0: none */
	double ref_flops;	/* the cost of exact attention at this n */
} ak_bench_sweep_res;

/*
 * ak_bench_sweep_point: reps timed calls after one untimed warm-up (which
 * counts as the first when it took ≥ 1 s), then the error against
 * ak_bench_ref_impl on the same inputs.  In this process.
 * ak_bench_sweep_isolated: the same in a child process (ak_bench_isolated)
 * so that peak_rss is the point's own.  Return 0, or -1 with a message.
 */
int ak_bench_sweep_point(const ak_bench_pt *p, ak_bench_sweep_res *r,
    ak_err *e);
int ak_bench_sweep_isolated(const ak_bench_pt *p, ak_bench_sweep_res *r,
    ak_err *e);

/*
 * ak_bench_sweep_budget: a sweep point of impl at n, d against budget
 * bytes (0: none): 1 when its kernel needs more (the line "# skipped
 * IMPL n=N: needs X MiB, more than the budget of Y MiB" written to out);
 * else 0, and *no_err 1 when its err check with it needs more (the line
 * "# err not measured for IMPL n=N: ..." naming both figures written to
 * out).  What a point needs is what it allocates (float32: Q, K, V, Z;
 * the n×n map of naive and sgemm; K and V packed by naive and streaming;
 * a block of window's scores, 64×n at most; linear's φ buffer of n×d and
 * its d×d state), what OpenBLAS takes for itself beside them as measured
 * (sgemm's and a BLAS naive's packed panel, 384×n floats; linear's copy
 * of n×d with two threads) and AK_BENCH_SLACK for the rest; its err check
 * (the exact reference's output and buffers, streaming's being naive with
 * its own n×n map, after the kernel's are freed: the larger of the two
 * phases) apart.  Neither counts the program's own pages before the
 * point (about 1.5 MiB: attn-bench(1) -M).  Figures with one decimal,
 * or as many more as tell the two apart ("needs 16.01 MiB, more than the
 * budget of 16.00 MiB").  No errors.
 */
#define AK_BENCH_SLACK (3.0 * 1024 * 1024)	/* stacks, arenas, BLAS's
						   other buffers */
int ak_bench_sweep_budget(FILE *out, const char *impl, size_t n, size_t d,
    int bf16, double budget, int *no_err);

/* multi-head block (ak_kern_mha_*): medians of projections and attention */
typedef struct ak_bench_heads_res {
	double proj_s, attn_s;
} ak_bench_heads_res;
int ak_bench_heads_point(size_t n, size_t d, size_t H, int reps,
    unsigned long seed, ak_bench_heads_res *r, ak_err *e);

/*
 * ak_bench_mha_point: the multi-head block over a batch as nn.MultiheadAttention
 * computes it (batch first, no mask): X (B·n × E) projected to Q, K, V
 * (one product each over all B·n rows, ak_pack_gemm), the B·H heads of
 * d_h = E/H in one ak_kern_heads call, the output projection
 * (ak_pack_gemm); one untimed call, then reps.  proj_s, attn_s: median
 * seconds of the projections and of the heads; attn_min the fastest
 * heads call; cpu_s: median CPU seconds of a whole call (all threads);
 * err: the heads of sequence 0 against ak_kern_mha_heads (naive, BLAS),
 * max relative; proj_err: Q of sequence 0 against the BLAS (sgemm).  Flops: 8·B·n·E² (projections), 4·B·n²·E (heads).
 */
typedef struct ak_bench_mha_res {
	double proj_s, attn_s, attn_min, cpu_s, err, proj_err;
} ak_bench_mha_res;
int ak_bench_mha_point(size_t B, size_t H, size_t n, size_t E, int reps,
    unsigned long seed, ak_bench_mha_res *r, ak_err *e);

/*
 * kvcache: generating n tokens with and without a KV cache (when gen and
 * n ≤ AK_BENCH_GEN_MAXN; else cached_s = uncached_s = gen_err = −1), and
 * one decode step (ak_kern_decode) over a cache of n keys: its median
 * time, the K and V bytes it reads (8·n·d) per second, and its error
 * against ak_kern_naive with one query.
 */
typedef struct ak_bench_kv_res {
	double cached_s, uncached_s, gen_err;
	double step_s, step_gbs, step_err;
} ak_bench_kv_res;
int ak_bench_kv_point(size_t n, size_t d, int reps, unsigned long seed,
    int gen, ak_bench_kv_res *r, ak_err *e);

/* square n×n sgemm: median, min, max seconds of reps calls */
int ak_bench_sgemm_point(size_t n, int reps, unsigned long seed,
    double *med, double *min, double *max, ak_err *e);

/*
 * ak_bench_peak: the machine's ceilings in this run: FMA GFLOP/s of the
 * path in force (ak_isa_get: the one forced by --isa or ATTNKIT_ISA, else
 * the best) on 1 thread and on `threads` (ak_probe_fma: `seconds` of each
 * thread's CPU time per repetition, threads released together, best of
 * AK_BENCH_PEAK_REPS; the T-thread figure is what it measured, even below
 * one thread's when other work shared the cores; with threads 1 the one
 * probe is both, gflops = gflops1), one thread's per
 * CPU-second, and, when mem_bytes > 0, the read bandwidth of `threads`
 * threads over a buffer of mem_bytes (ak_probe_membw; else membw = 0;
 * mem_bytes as given in p->mem_bytes); out of memory for it is said
 * with the -M that reads a smaller one.
 * ak_bench_membw_bytes: the memory probe's buffer under budget (bytes,
 * 0: unknown): AK_BENCH_MEMBW (256 MiB), or under a smaller budget its
 * whole MiB (0 under 1 MiB: ak_bench_check_memory refuses it).
 * ak_bench_membw_note: under 256 MiB, a '#' line to out saying the
 * buffer read, that -M kept it small and what -M reads 256 MiB, and
 * that a buffer within a few times the CPU's cache is read partly from
 * it (a figure above the memory's); nothing at 256 MiB.
 * ak_bench_peak_seconds: the probe's length for run c: AK_BENCH_PEAK_S
 * (0.3 s) in -m peak; elsewhere about one call's work at
 * AK_BENCH_PEAK_GUESS flop/s, between 0.03 s and AK_BENCH_PEAK_S (a
 * sweep of small n needs no second-long yardstick; make bench's n ≥ 1024
 * get the full one).
 * ak_bench_work: the flops run c asks for (calls, warm-ups, references).
 * ak_bench_peak_isa: 1 when -m peak probes path isa: the CPU has it and
 * no other path is forced (ak_isa_forced); else 0.
 */
typedef struct ak_bench_peak_res {
	ak_isa isa;
	int threads;
	double gflops1, gflops, membw;
	double gflops_cpu;	/* one thread, per CPU-second (ak_probe_fma_cpu) */
	size_t mem_bytes;	/* the memory probe's buffer (0: none) */
} ak_bench_peak_res;
#define AK_BENCH_MEMBW ((size_t)256 << 20)
#define AK_BENCH_PEAK_S 0.3
#define AK_BENCH_PEAK_REPS 3
#define AK_BENCH_PEAK_GUESS 1e10
int ak_bench_peak_isa(int isa);
size_t ak_bench_membw_bytes(double budget);
void ak_bench_membw_note(FILE *out, size_t bytes);
int ak_bench_peak(int threads, double seconds, size_t mem_bytes,
    ak_bench_peak_res *p,
    ak_err *e);
double ak_bench_peak_seconds(const ak_bench_cfg *c);

/*
 * ak_bench_setup: a run from attn-bench's options: mode by name (sweep,
 * heads, kvcache, sgemm, peak, mha), the size list (NULL: the mode's default;
 * at most max sizes into sizebuf; n ≤ 2²⁰ in sweep and kvcache, 16384 in
 * heads and sgemm; default 512 in mha), d (≤ 0: 64, or 512 in heads and
 * mha), c->reps (≤ 0: 5, or 3
 * in kvcache), the kernel list (NULL: naive,streaming; into implbuf, room
 * for AK_BENCH_NIMPL), the type (NULL or "fp32"; "bf16": -i streaming
 * only), c->batch 0 as AK_BENCH_MHA_BATCH (d: 512 in mha too).  c->heads,
 * c->w, c->causal are set by the caller.  The options the mode would
 * ignore (-n, -d, -r of -m peak; -i, -w, -H elsewhere) are the command's
 * to check (cmd/attn-bench.c), then ak_bench_check_work.
 * Returns 0, or -1 with a one-line message of kind AK_ERR_USAGE.
 */
int ak_bench_setup(ak_bench_cfg *c, const char *mode, const char *sizes,
    const char *impls, const char *dtype, long d, size_t *sizebuf,
    size_t max, int *implbuf, ak_err *e);

/*
 * ak_bench_machine: the machine side of a run: the vector path (isa: the
 * value of --isa, else ATTNKIT_ISA), threads > 0 (ak_kern_use_threads),
 * and AVX512-BF16 when c->bf16 (which also needs the AVX-512 path in force:
 * bf16 with --isa avx2|generic is a usage error).  Returns 0, or -1 with a
 * message of kind AK_ERR_USAGE (a command exits 2), or AK_ERR_RESOURCE
 * for something this CPU lacks or threads the address-space limit has no
 * room for (exit 1).
 */
int ak_bench_machine(const ak_bench_cfg *c, const char *isa, int threads,
    ak_err *e);

/* the options given, for the checks of their combinations (attn-bench) */
#define AK_BENCH_GAVE_SIZES 1u
#define AK_BENCH_GAVE_DIM 2u
#define AK_BENCH_GAVE_REPS 4u
#define AK_BENCH_GAVE_IMPL 8u
#define AK_BENCH_GAVE_W 16u
#define AK_BENCH_GAVE_HEADS 32u

/*
 * ak_bench_check_work: the flops the run asks for, warm-up calls and
 * err references included (not the sweep's points over c->budget, which
 * it skips), against AK_BENCH_MAX_FLOPS: 0, or -1 naming the first size
 * that passes it, both numbers printed with the digits that tell them
 * apart (AK_ERR_USAGE).  ak_bench_check_memory: what one size
 * of the heads, kvcache or sgemm mode allocates against budget bytes
 * (the command's, mem.h ak_mem_budget; 0: unknown, no check): 0, or -1
 * naming the first size that does not fit (AK_ERR_RESOURCE)
 * (the sweep skips its points instead: ak_bench_sweep_budget; a sweep none
 * of whose points fits is -1, "-n N: every kernel needs ...: nothing to
 * measure", not a table of comment lines).
 */
int ak_bench_check_work(const ak_bench_cfg *c, ak_err *e);

/*
 * ak_bench_kv_cached: whether a decode step's K and V over n cached
 * tokens of d floats (8·n·d bytes) fit in the CPU's largest cache
 * (isa.h ak_cache_bytes): 1 with buf (sz bytes) "its K and V (X KiB)
 * fit in the CPU's C MiB cache, so the step reads them from cache, not
 * from the memory the probe read (P MiB)", P = probe bytes, the cause of
 * a pct_bw over 100; else 0 (also when the cache size cannot be read).
 * No errors.
 */
int ak_bench_kv_cached(size_t n, size_t d, size_t probe, char *buf,
    size_t sz);
int ak_bench_check_memory(const ak_bench_cfg *c, const char *mode,
    double budget, ak_err *e);

#endif
