/*
 * benchmodes.c — the experiments of attn-bench (benchmodes.h).
 */
#include <cblas.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "mem.h"
#include "bench.h"
#include "benchmodes.h"
#include "pack.h"
#include "probe.h"
#include "rng.h"

static double ak_bench_work(const ak_bench_cfg *c);

#define MIB (1024.0 * 1024.0)

const char *const ak_bench_impls[AK_BENCH_NIMPL] = { "naive", "streaming",
    "window", "linear", "sgemm" };

static float *
xfloats(size_t k, ak_err *e)
{
	float *p = k > SIZE_MAX / sizeof(float) ? NULL :
	    malloc((k ? k : 1) * sizeof(float));

	if (p == NULL)
		ak_errf(e, "out of memory (%.1f MiB)", (double)k * 4 / MIB);
	return p;
}

/*
 * ak_bench_run_impl: one call of kernel impl (a name of ak_bench_impls)
 * on n queries and n keys (Q, K, V, Z: n×d; S: n×n when
 * ak_bench_uses_map(impl), else unused); bf16: streaming in bfloat16.
 * Returns the kernel's 0 / -1.
 */
static int
ak_bench_run_impl(const char *impl, int bf16, float *Z, float *S,
    const float *Q, const float *K, const float *V, const ak_attn_mask *mk,
    size_t w, size_t n, size_t d, ak_err *e)
{
	if (bf16 && strcmp(impl, "streaming") == 0)
		return ak_kern_streaming_bf16(Z, Q, K, V, mk, n, n, d, e);
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
ak_bench_uses_map(const char *impl)
{
	return strcmp(impl, "naive") == 0 || strcmp(impl, "sgemm") == 0;
}

/*
 * ak_bench_ref_impl: the exact kernel the err column of impl compares
 * with — streaming, or naive for streaming (n ≤ 8192) — or NULL: none for
 * sgemm, nor when one exact call would cost more than
 * AK_BENCH_MAX_REF_FLOPS.
 */
static const char *
ak_bench_ref_impl(const char *impl, size_t n, size_t d)
{
	if (strcmp(impl, "sgemm") == 0 ||
	    ak_kern_flops("streaming", 0, 0, n, n, d) > AK_BENCH_MAX_REF_FLOPS)
		return NULL;
	if (strcmp(impl, "streaming") != 0)
		return "streaming";
	return n <= 8192 ? "naive" : NULL;
}

/* the bytes kernel impl's sweep point takes at n, d, its err check
   aside (ak_bench_sweep_budget says what) */
static double
ak_bench_sweep_bytes(const char *impl, size_t n, size_t d)
{
	double N = (double)n, D = (double)d;
	double need = 4.0 * 4 * N * D + AK_BENCH_SLACK;	/* Q, K, V, Z */
	int naive = strcmp(impl, "naive") == 0;

	if (ak_bench_uses_map(impl))
		need += 4.0 * N * N;			/* the map */
	if (naive || strcmp(impl, "streaming") == 0)
		need += 4.0 * 2 * (N + 16) * (D + 16);	/* K and V packed */
	if (strcmp(impl, "window") == 0)	/* a block's scores, any w */
		need += 4.0 * 64 * N;
	if (strcmp(impl, "sgemm") == 0 || (naive && !ak_kern_naive_ours()))
		need += 4.0 * 384 * N;		/* OpenBLAS's packed panel */
	if (strcmp(impl, "linear") == 0)	/* φ(K), then φ(Q); KV, ks; */
		need += 4.0 * (2 * N * D + D * D + D);	/* BLAS's copy */
	return need;
}

/* the bytes of the point with its err check: the larger of the kernel's
   and the check's (after the kernel's buffers are freed: Q, K, V, Z, the
   reference's output and its own buffers); the kernel's when impl has no
   reference at n */
static double
ak_bench_sweep_err_bytes(const char *impl, size_t n, size_t d, int bf16)
{
	const char *ref = bf16 ? ak_bench_ref_impl("window", n, d) :
	    ak_bench_ref_impl(impl, n, d);
	double N = (double)n, D = (double)d, kern;

	kern = ak_bench_sweep_bytes(impl, n, d);
	if (ref == NULL)
		return kern;
	/* after the kernel's own buffers are freed: Q, K, V, Z, the
	   reference's output and its own buffers (naive's map, packing) */
	double check = ak_bench_sweep_bytes(ref, n, d) + 4.0 * N * D;
	return check > kern ? check : kern;
}

int
ak_bench_sweep_point(const ak_bench_pt *a, ak_bench_sweep_res *r,
    ak_err *e)
{
	size_t n = a->n, d = a->d, nd = n * d;
	ak_attn_mask mk = { a->causal, NULL };
	float *Q, *K, *V, *Z, *S = NULL, *X;
	double *t;
	ak_rng rng;
	int rc = -1;

	r->base_rss = ak_bench_peak_rss();
	r->err = -1;
	r->ref_flops = strcmp(a->impl, "sgemm") == 0 ? 0 :
	    ak_kern_flops("streaming", 0, 0, n, n, d);
	if ((Q = xfloats(4 * nd, e)) == NULL)
		return -1;
	K = Q + nd, V = K + nd, Z = V + nd;
	if ((t = malloc(2 * (size_t)a->reps * sizeof *t)) == NULL) {
		free(Q);
		return ak_errf(e, "out of memory");
	}
	ak_rng_seed(&rng, a->seed);
	ak_bench_fill_normal(Q, 3 * nd, &rng);
	if (ak_bench_uses_map(a->impl) && (S = xfloats(n * n, e)) == NULL)
		goto done;
	/* warm-up, untimed unless it took a second or more (then it is the
	   first repetition: large runs need no warming) */
	double t0 = ak_now(), c0 = ak_cpu_now();
	if (ak_bench_run_impl(a->impl, a->bf16, Z, S, Q, K, V, &mk, a->w, n,
	    d, e) != 0)
		goto done;
	int k0 = 0;
	if ((t[0] = ak_now() - t0) >= 1.0)
		k0 = 1;
	double *c = t + a->reps;
	c[0] = ak_cpu_now() - c0;
	for (int k = k0; k < a->reps; k++) {
		t0 = ak_now(), c0 = ak_cpu_now();
		ak_bench_run_impl(a->impl, a->bf16, Z, S, Q, K, V, &mk, a->w, n,
		    d, e);
		t[k] = ak_now() - t0, c[k] = ak_cpu_now() - c0;
	}
	ak_bench_stats(t, (size_t)a->reps, &r->med, &r->min, &r->max);
	ak_bench_stats(c, (size_t)a->reps, &r->cpu, NULL, NULL);
	r->gflops_cpu = r->cpu > 0 ? ak_kern_flops(a->impl, a->w, a->causal,
	    n, n, d) / r->cpu / 1e9 : 0;
	r->gflops = ak_kern_flops(a->impl, a->w, a->causal, n, n, d) / r->med
	    / 1e9;
	r->peak_rss = ak_bench_peak_rss();
	free(S);
	S = NULL;
	const char *ref = ak_bench_ref_impl(a->impl, n, d);
	if (a->bf16)	/* against float32 exact attention, always */
		ref = ak_bench_ref_impl("window", n, d);
	if (a->no_err)	/* past the run's budget: said by the caller */
		ref = NULL;
	if (ref != NULL && (X = xfloats(nd, e)) != NULL) {
		if (ak_bench_run_impl(ref, 0, X, NULL, Q, K, V, &mk, a->w, n, d,
		    e) == 0)
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

static int
sweep_child(void *arg, void *out, ak_err *e)
{
	return ak_bench_sweep_point(arg, out, e);
}

int
ak_bench_sweep_isolated(const ak_bench_pt *p, ak_bench_sweep_res *r,
    ak_err *e)
{
	return ak_bench_isolated(sweep_child, (void *)p, r, sizeof *r, e);
}

/* ------------------------------------------------------------ heads */

int
ak_bench_heads_point(size_t n, size_t d, size_t H, int reps,
    unsigned long seed, ak_bench_heads_res *r, ak_err *e)
{
	size_t nd = n * d;
	float *X = xfloats(6 * nd + 4 * d * d + ak_kern_mha_ws(n, d, H), e);
	double *t1, *t2;
	ak_rng rng;

	if (X == NULL)
		return -1;
	if ((t1 = malloc(2 * (size_t)reps * sizeof *t1)) == NULL) {
		free(X);
		return ak_errf(e, "out of memory");
	}
	t2 = t1 + reps;
	float *Q = X + nd, *K = Q + nd, *V = K + nd, *C = V + nd;
	float *Y = C + nd, *W = Y + nd, *ws = W + 4 * d * d;
	ak_rng_seed(&rng, seed);
	ak_bench_fill_normal(X, nd, &rng);
	ak_bench_fill_normal(W, 4 * d * d, &rng);
	for (size_t t = 0; t < 4 * d * d; t++)
		W[t] /= sqrtf((float)d);
	for (int rep = -1; rep < reps; rep++) {
		double t0 = ak_now(), tproj, tattn;
		ak_kern_mha_proj(Q, K, V, X, W, n, d);
		tproj = ak_now() - t0;
		t0 = ak_now();
		if (ak_kern_mha_heads(C, ws, Q, K, V, H, n, d, e) != 0) {
			free(X), free(t1);
			return -1;
		}
		tattn = ak_now() - t0;
		t0 = ak_now();
		ak_kern_mha_out(Y, C, W + 3 * d * d, n, d);
		tproj += ak_now() - t0;
		if (rep >= 0)
			t1[rep] = tproj, t2[rep] = tattn;
	}
	ak_bench_stats(t1, (size_t)reps, &r->proj_s, NULL, NULL);
	ak_bench_stats(t2, (size_t)reps, &r->attn_s, NULL, NULL);
	free(X), free(t1);
	return 0;
}

/* -------------------------------------------------------------- mha */

/* one call of the whole block: projections, the B·H heads, output; the
   four products on our micro-kernels (ak_pack_gemm) */
static int
mha_call(float *Y, float *Q, float *K, float *V, float *C, const float *X,
    const float *W, size_t B, size_t H, size_t n, size_t E, double *tp,
    double *ta, ak_err *e)
{
	size_t T = (size_t)ak_kern_threads();
	float *P[3] = { Q, K, V };
	double t0 = ak_now();

	for (int j = 0; j < 3; j++)
		if (ak_pack_gemm(P[j], X, W + (size_t)j * E * E, B * n, E, E, T,
		    e) != 0)
			return -1;
	*tp = ak_now() - t0;
	t0 = ak_now();
	if (ak_kern_heads(C, Q, K, V, B, H, n, E / H, e) != 0)
		return -1;
	*ta = ak_now() - t0;
	t0 = ak_now();
	if (ak_pack_gemm(Y, C, W + 3 * E * E, B * n, E, E, T, e) != 0)
		return -1;
	*tp += ak_now() - t0;
	return 0;
}

int
ak_bench_mha_point(size_t B, size_t H, size_t n, size_t E, int reps,
    unsigned long seed, ak_bench_mha_res *r, ak_err *e)
{
	size_t rows = B * n, ne = rows * E;
	/* ws: the heads' workspace, and the projection check at the end
	   writes its V (n×E) there, more than the heads need when n <
	   E(1 − 4/H) (n < 256 at E = 512, H = 8) */
	size_t nws = ak_kern_mha_ws(n, E, H) > n * E ? ak_kern_mha_ws(n, E,
	    H) : n * E;
	float *X = xfloats(6 * ne + 4 * E * E + nws, e);
	double *t;
	ak_rng rng;
	int rc = -1;

	if (X == NULL)
		return -1;
	if ((t = malloc(3 * (size_t)reps * sizeof *t)) == NULL) {
		free(X);
		return ak_errf(e, "out of memory");
	}
	float *Q = X + ne, *K = Q + ne, *V = K + ne, *C = V + ne, *Y = C + ne;
	float *W = Y + ne, *ws = W + 4 * E * E;
	ak_rng_seed(&rng, seed);
	ak_bench_fill_normal(X, ne, &rng);
	ak_bench_fill_normal(W, 4 * E * E, &rng);
	for (size_t k = 0; k < 4 * E * E; k++)
		W[k] /= sqrtf((float)E);
	for (int rep = -1; rep < reps; rep++) {
		double tp, ta, c0 = ak_cpu_now();
		if (mha_call(Y, Q, K, V, C, X, W, B, H, n, E, &tp, &ta, e) != 0)
			goto done;
		if (rep >= 0)
			t[rep] = tp, t[reps + rep] = ta,
			    t[2 * reps + rep] = ak_cpu_now() - c0;
	}
	ak_bench_stats(t, (size_t)reps, &r->proj_s, NULL, NULL);
	ak_bench_stats(t + reps, (size_t)reps, &r->attn_s, &r->attn_min, NULL);
	ak_bench_stats(t + 2 * reps, (size_t)reps, &r->cpu_s, NULL, NULL);
	/* the heads of sequence 0 again by the naive kernel (BLAS), its
	   projection of Q by sgemm */
	if (ak_kern_mha_heads(Y, ws, Q, K, V, H, n, E, e) != 0)
		goto done;
	r->err = ak_bench_max_rel_err(C, Y, n * E);
	ak_kern_mha_proj(Y, C, ws, X, W, n, E);
	r->proj_err = ak_bench_max_rel_err(Q, Y, n * E);
	rc = 0;
done:
	free(X), free(t);
	return rc;
}

/* ---------------------------------------------------------- kvcache */

static int
kv_generation(size_t n, size_t d, int reps, unsigned long seed,
    ak_bench_kv_res *r, double *t1, double *t2, ak_err *e)
{
	size_t nd = n * d;
	float *X = xfloats(3 * nd + 3 * d * d + ak_kern_generate_ws(n, d), e);
	ak_rng rng;

	if (X == NULL)
		return -1;
	float *Zc = X + nd, *Zu = Zc + nd, *W = Zu + nd, *ws = W + 3 * d * d;
	ak_rng_seed(&rng, seed);
	ak_bench_fill_normal(X, nd, &rng);
	ak_bench_fill_normal(W, 3 * d * d, &rng);
	for (size_t t = 0; t < 3 * d * d; t++)
		W[t] /= sqrtf((float)d);
	for (int rep = -1; rep < reps; rep++) {
		double t0 = ak_now();
		if (ak_kern_generate(Zc, ws, X, W, 1, n, d, e) != 0)
			goto fail;
		double t1a = ak_now();
		if (ak_kern_generate(Zu, ws, X, W, 0, n, d, e) != 0)
			goto fail;
		if (rep >= 0)
			t1[rep] = t1a - t0, t2[rep] = ak_now() - t1a;
	}
	r->gen_err = ak_bench_max_rel_err(Zc, Zu, nd);
	free(X);
	ak_bench_stats(t1, (size_t)reps, &r->cached_s, NULL, NULL);
	ak_bench_stats(t2, (size_t)reps, &r->uncached_s, NULL, NULL);
	return 0;
fail:
	free(X);
	return -1;
}

int
ak_bench_kv_point(size_t n, size_t d, int reps, unsigned long seed,
    int gen, ak_bench_kv_res *r, ak_err *e)
{
	size_t nd = n * d;
	double *t = malloc(2 * (size_t)reps * sizeof *t);
	float *C;
	ak_rng rng;
	int rc = -1;

	r->cached_s = r->uncached_s = r->gen_err = -1;
	if (t == NULL)
		return ak_errf(e, "out of memory");
	if (gen && n <= AK_BENCH_GEN_MAXN &&
	    kv_generation(n, d, reps, seed, r, t, t + reps, e) != 0)
		goto done;
	/* the decode step: q over a cache of n keys and values */
	if ((C = xfloats(2 * nd + 3 * d, e)) == NULL)
		goto done;
	float *K = C, *V = K + nd, *q = V + nd, *z = q + d, *zr = z + d;
	ak_rng_seed(&rng, seed + 1);
	ak_bench_fill_normal(C, 2 * nd + d, &rng);
	for (int rep = -1; rep < reps; rep++) {
		double t0 = ak_now();
		if (ak_kern_decode(z, q, K, V, n, d, e) != 0) {
			free(C);
			goto done;
		}
		if (rep >= 0)
			t[rep] = ak_now() - t0;
	}
	ak_bench_stats(t, (size_t)reps, &r->step_s, NULL, NULL);
	r->step_gbs = 8.0 * (double)nd / r->step_s / 1e9;
	if (ak_kern_naive(zr, NULL, q, K, V, NULL, 1, n, d, e) != 0) {
		free(C);
		goto done;
	}
	r->step_err = ak_bench_max_rel_err(z, zr, d);
	free(C);
	rc = 0;
done:
	free(t);
	return rc;
}

/* ------------------------------------------------------------ sgemm */

int
ak_bench_sgemm_point(size_t n, int reps, unsigned long seed, double *med,
    double *min, double *max, ak_err *e)
{
	size_t nn = n * n;
	float *A = xfloats(3 * nn, e);
	double *t = malloc((size_t)reps * sizeof *t);
	ak_rng rng;

	if (A == NULL || t == NULL) {
		free(A), free(t);
		return ak_errf(e, "out of memory (%.1f MiB)", 12.0 * (double)nn
		    / MIB);
	}
	ak_rng_seed(&rng, seed);
	ak_bench_fill_normal(A, 2 * nn, &rng);
	for (int k = -1; k < reps; k++) {
		double t0 = ak_now();
		cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)n,
		    (int)n, (int)n, 1, A, (int)n, A + nn, (int)n, 0, A + 2 * nn,
		    (int)n);
		if (k >= 0)
			t[k] = ak_now() - t0;
	}
	ak_bench_stats(t, (size_t)reps, med, min, max);
	free(A), free(t);
	return 0;
}

/* ------------------------------------------------------------- peak */

double
ak_bench_peak_seconds(const ak_bench_cfg *c)
{
	double s;

	if (c->mode == AK_BM_PEAK)
		return AK_BENCH_PEAK_S;
	s = ak_bench_work(c) / AK_BENCH_PEAK_GUESS / (c->reps + 1);
	return s < 0.03 ? 0.03 : s > AK_BENCH_PEAK_S ? AK_BENCH_PEAK_S : s;
}

/* ----------------------------------------------------------- checks */

int
ak_bench_setup(ak_bench_cfg *c, const char *mode, const char *sizes,
    const char *impls, const char *dtype, long d, size_t *sizebuf,
    size_t max, int *implbuf, ak_err *e)
{
	static const char *const modes[] = { "sweep", "heads", "kvcache",
	    "sgemm", "peak", "mha" };
	int m, rc;

	for (m = 0; m < 6 && strcmp(mode, modes[m]) != 0; m++)
		;
	if (m == 6)
		return ak_erru(e, "-m: unknown mode '%s' (sweep, heads, "
		    "kvcache, sgemm, peak, mha)", mode);
	c->mode = (ak_bench_mode)m;
	if (sizes == NULL)
		sizes = m == AK_BM_KVCACHE ? "64..1024" : m == AK_BM_SGEMM ?
		    "2048" : m == AK_BM_MHA ? "512" : "128..4096";
	rc = ak_bench_parse_sizes(sizes, 1, m == AK_BM_SWEEP ||
	    m == AK_BM_KVCACHE ? (size_t)1 << 20 : 16384, "-n", sizebuf, max, e);
	if (rc < 0)
		return ak_err_kind(e, AK_ERR_USAGE);
	c->sizes = sizebuf, c->nsizes = (size_t)rc;
	c->d = d > 0 ? (size_t)d : m == AK_BM_HEADS || m == AK_BM_MHA ? 512 :
	    64;
	if (c->batch == 0)
		c->batch = AK_BENCH_MHA_BATCH;
	if (c->reps <= 0)
		c->reps = m == AK_BM_KVCACHE ? 3 : 5;
	rc = ak_bench_parse_names(impls != NULL ? impls : "naive,streaming",
	    ak_bench_impls, AK_BENCH_NIMPL, "-i", implbuf, e);
	if (rc < 0)
		return ak_err_kind(e, AK_ERR_USAGE);
	c->impl = implbuf, c->nimpl = (size_t)rc;
	if (dtype != NULL && strcmp(dtype, "fp32") != 0 &&
	    strcmp(dtype, "bf16") != 0)
		return ak_erru(e, "--dtype: unknown type '%.64s' (fp32, bf16)",
		    dtype);
	c->bf16 = dtype != NULL && strcmp(dtype, "bf16") == 0;
	if (c->bf16 && (m != AK_BM_SWEEP || c->nimpl != 1 ||
	    strcmp(ak_bench_impls[implbuf[0]], "streaming") != 0))
		return ak_erru(e, "--dtype bf16 applies to -m sweep -i "
		    "streaming only");
	return 0;
}

int
ak_bench_machine(const ak_bench_cfg *c, const char *isa, int threads,
    ak_err *e)
{
	if ((isa != NULL ? ak_isa_pick(isa, "--isa", e) :
	    ak_isa_from_env(e)) != 0)
		return -1;
	if (threads > 0 && ak_kern_use_threads(threads, "--threads", e) != 0)
		return -1;
	if (c->bf16 && !ak_kern_have_bf16()) {
		ak_errf(e, "--dtype bf16: this CPU has no AVX512-BF16");
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	if (c->bf16 && ak_isa_get() != AK_ISA_AVX512) {
		/* the bf16 kernel is AVX-512 code: a forced smaller path
		 * (simulating a CPU without it) must not run it */
		return ak_erru(e, "--dtype bf16 runs AVX-512 code: not with "
		    "the %s path forced (%s)", ak_isa_name(ak_isa_get()),
		    isa != NULL ? "--isa" : "ATTNKIT_ISA");
	}
	return 0;
}

/* the flops of the run up to and including size si (calls of every
   size, err references); *stop: the first size past AK_BENCH_MAX_FLOPS */
static double
work_upto(const ak_bench_cfg *c, size_t *stop)
{
	double total = 0, calls = c->reps + 1;

	*stop = c->nsizes;
	for (size_t si = 0; si < c->nsizes; si++) {
		size_t n = c->sizes[si], d = c->d;
		double N = (double)n, D = (double)d;

		switch (c->mode) {
		case AK_BM_SWEEP:
			for (size_t ii = 0; ii < c->nimpl; ii++) {
				const char *impl = ak_bench_impls[c->impl[ii]];
				const char *ref = ak_bench_ref_impl(impl, n, d);
				if (c->budget > 0 && ak_bench_sweep_bytes(impl,
				    n, d) > c->budget)
					continue;	/* skipped */
				if (c->budget > 0 && ak_bench_sweep_err_bytes(
				    impl, n, d, c->bf16) > c->budget)
					ref = NULL;	/* err not measured */
				total += calls * ak_kern_flops(impl, c->w,
				    c->causal, n, n, d);
				if (ref != NULL)
					total += ak_kern_flops(ref, c->w,
					    c->causal, n, n, d);
			}
			break;
		case AK_BM_HEADS:
			total += calls * (8 * N * D * D + 4 * N * N * D);
			break;
		case AK_BM_MHA:
			total += (calls + 1) * (double)c->batch * (8 * N * D * D +
			    4 * N * N * D);
			break;
		case AK_BM_KVCACHE:
			if (n <= AK_BENCH_GEN_MAXN)
				total += calls * (ak_bench_gen_flops(n, d, 1) +
				    ak_bench_gen_flops(n, d, 0));
			total += (calls + 1) * 4 * N * D;
			break;
		case AK_BM_SGEMM:
			total += calls * 2 * N * N * N;
			break;
		default:
			break;
		}
		if (total > AK_BENCH_MAX_FLOPS) {
			*stop = si;
			break;
		}
	}
	return total;
}

static double
ak_bench_work(const ak_bench_cfg *c)
{
	size_t stop;

	return work_upto(c, &stop);
}

int
ak_bench_check_work(const ak_bench_cfg *c, ak_err *e)
{
	size_t si;
	double total = work_upto(c, &si);

	char a[40], b[40];
	int p = 2;

	if (si >= c->nsizes)
		return 0;
	/* as many digits as tell the two apart (3.5184e13 > 2^45) */
	do {
		snprintf(a, sizeof a, "%.*g", p, total);
		snprintf(b, sizeof b, "%.*g", p, AK_BENCH_MAX_FLOPS);
	} while (strcmp(a, b) == 0 && ++p < 17);
	return ak_erru(e, "-n %zu: the run would reach %s flops, more than "
	    "the limit of %s (2^45: hours of work): fewer or smaller sizes, "
	    "or a smaller -r", c->sizes[si], a, b);
}

/* bytes x and y in MiB into a and b (sz bytes each), with one decimal,
   or as many more (up to 6) as tell two different sizes apart ("needs
   16.01 MiB, more than the budget of 16.00 MiB", not 16.0 and 16.0) */
static void
ak_bench_mib2(char *a, char *b, size_t sz, double x, double y)
{
	int p = 1;

	do {
		snprintf(a, sz, "%.*f", p, x / MIB);
		snprintf(b, sz, "%.*f", p, y / MIB);
	} while (x != y && strcmp(a, b) == 0 && ++p < 7);
}

int
ak_bench_sweep_budget(FILE *out, const char *impl, size_t n, size_t d,
    int bf16, double budget, int *no_err)
{
	double need = ak_bench_sweep_bytes(impl, n, d);
	double all = ak_bench_sweep_err_bytes(impl, n, d, bf16);
	char a[40], b[40], k[40];

	*no_err = 0;
	if (budget <= 0 || all <= budget)
		return 0;
	if (need > budget) {
		ak_bench_mib2(a, b, sizeof a, need, budget);
		fprintf(out, "# skipped %s n=%zu: needs %s MiB, more than the "
		    "budget of %s MiB\n", impl, n, a, b);
		return 1;
	}
	*no_err = 1;
	ak_bench_mib2(k, b, sizeof k, need, budget);	/* (b: of all's) */
	ak_bench_mib2(a, b, sizeof a, all, budget);
	fprintf(out, "# err not measured for %s n=%zu: the check against "
	    "exact attention needs %s MiB with the point, more than the budget "
	    "of %s MiB (the point itself %s MiB)\n", impl, n, a, b, k);
	return 0;
}

/* the least any point of the sweep needs (sizes ascending: the first) */
static double
sweep_min_bytes(const ak_bench_cfg *c)
{
	double least = -1;

	for (size_t i = 0; i < c->nimpl; i++) {
		double b = ak_bench_sweep_bytes(ak_bench_impls[c->impl[i]],
		    c->sizes[0], c->d);
		if (least < 0 || b < least)
			least = b;
	}
	return least;
}

int
ak_bench_check_memory(const ak_bench_cfg *c, const char *mode,
    double budget, ak_err *e)
{
	double mem = budget;

	if (c->mode == AK_BM_SWEEP) {	/* points over it are skipped, but
					   a sweep with none left is an error */
		for (size_t i = 0; i < c->nimpl; i++)
			for (size_t si = 0; si < c->nsizes; si++)
				if (mem <= 0 || ak_bench_sweep_bytes(
				    ak_bench_impls[c->impl[i]], c->sizes[si],
				    c->d) <= mem)
					return 0;
		char a[40], b[40];
		ak_bench_mib2(a, b, sizeof a, sweep_min_bytes(c), mem);
		ak_errf(e, "-n %zu: every kernel needs %s MiB or "
		    "more, more than the budget of %s MiB: nothing to "
		    "measure", c->sizes[0], a, b);
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	/* kvcache and peak read the memory probe's buffer first (freed
	   before the mode's sizes): within the budget, at least 1 MiB */
	if ((c->mode == AK_BM_KVCACHE || c->mode == AK_BM_PEAK) && mem > 0 &&
	    ak_bench_membw_bytes(mem) == 0) {
		char b[40];
		ak_bench_mib2(b, b, sizeof b, mem, mem);
		ak_errf(e, "-m %s: its memory probe reads 1 MiB or more, more "
		    "than the budget of %s MiB: give -M 1M or more", mode, b);
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	for (size_t si = 0; si < c->nsizes; si++) {
		size_t n = c->sizes[si], d = c->d;
		double N = (double)n, D = (double)d, need = 0;

		if (c->mode == AK_BM_MHA) {
			need = 4 * (6 * (double)c->batch * N * D + 4 * D * D +
			    (double)ak_kern_mha_ws(n, d, c->heads));
		} else if (c->mode == AK_BM_HEADS) {	/* + BLAS's panel */
			need = 4 * (6 * N * D + 4 * D * D + 384 * N +
			    (double)ak_kern_mha_ws(n, d, c->heads)) +
			    AK_BENCH_SLACK;
		} else if (c->mode == AK_BM_KVCACHE) {
			need = 4 * (2 * N * D + N + 3 * D);
			if (n <= AK_BENCH_GEN_MAXN)
				need += 4 * (3 * N * D + 3 * D * D +
				    (double)ak_kern_generate_ws(n, d));
		} else if (c->mode == AK_BM_SGEMM) {
			need = 4 * 3 * N * N;
		}
		if (mem > 0 && need > mem) {
			char a[40], b[40];
			ak_bench_mib2(a, b, sizeof a, need, mem);
			ak_errf(e, "-m %s -n %zu: needs %s MiB, more "
			    "than the budget of %s MiB", mode, n, a, b);
			return ak_err_kind(e, AK_ERR_RESOURCE);
		}
	}
	return 0;
}
