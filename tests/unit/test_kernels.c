/*
 * Unit tests of lib/attn/kernels: every float32 kernel against the double
 * reference (1e-5 relative in the max norm), with and without the causal
 * mask, n in {1, 2, 17, 128, 1000}; window w ≥ n equals exact attention;
 * fully masked rows give zeros everywhere; n = 0, d = 0 are errors; the
 * vectorized row softmax against lib/attn/softmax.  The exact kernels run once
 * per vector path this CPU has (isa.h: avx512, avx2, generic), each forced
 * in turn; a path the CPU lacks is reported as skipped.
 */
#include <cblas.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "kernels.h"
#include "rng.h"
#include "softmax.h"
#include "t.h"

typedef struct inputs {
	size_t m, n, d;
	float *Q, *K, *V, *Z;
	double *Qd, *Kd, *Vd, *R;
} inputs;

static void
make(inputs *in, size_t m, size_t n, size_t d, double scale, uint64_t seed)
{
	ak_rng r;

	ak_rng_seed(&r, seed);
	in->m = m, in->n = n, in->d = d;
	in->Q = malloc(m * d * sizeof(float));
	in->K = malloc(n * d * sizeof(float));
	in->V = malloc(n * d * sizeof(float));
	in->Z = malloc(m * d * sizeof(float));
	in->Qd = malloc(m * d * sizeof(double));
	in->Kd = malloc(n * d * sizeof(double));
	in->Vd = malloc(n * d * sizeof(double));
	in->R = malloc(m * d * sizeof(double));
	/* the double inputs are the float inputs, exactly */
	for (size_t t = 0; t < m * d; t++)
		in->Qd[t] = in->Q[t] = (float)(scale * ak_rng_normal(&r));
	for (size_t t = 0; t < n * d; t++)
		in->Kd[t] = in->K[t] = (float)(scale * ak_rng_normal(&r));
	for (size_t t = 0; t < n * d; t++)
		in->Vd[t] = in->V[t] = (float)ak_rng_normal(&r);
}

static void
drop(inputs *in)
{
	free(in->Q), free(in->K), free(in->V), free(in->Z);
	free(in->Qd), free(in->Kd), free(in->Vd), free(in->R);
}

/* max |Z − R| / max |R| (max |Z| when R is all zero); NaN counts as huge */
static double
relerr(const float *Z, const double *R, size_t k)
{
	double num = 0, den = 0;

	for (size_t t = 0; t < k; t++) {
		double dz = fabs((double)Z[t] - R[t]);
		if (!(dz == dz))
			return INFINITY;
		num = dz > num ? dz : num;
		den = fabs(R[t]) > den ? fabs(R[t]) : den;
	}
	return den > 0 ? num / den : num;
}

static int
all_zero(const float *Z, size_t k)
{
	for (size_t t = 0; t < k; t++)
		if (Z[t] != 0.0f)
			return 0;
	return 1;
}

enum { NAIVE, NAIVE_OURS, STREAMING, WINDOW_ALL, LINEAR, NKERN };
static const char *kname[NKERN] = { "naive (BLAS products)",
    "naive (our products)", "streaming", "window w=n", "linear" };

static int
run(int k, inputs *in, const ak_attn_mask *mk, ak_err *e)
{
	switch (k) {
	case NAIVE:
	case NAIVE_OURS: {
		ak_kern_set_naive_products(k == NAIVE ? AK_PRODUCTS_BLAS :
		    AK_PRODUCTS_OURS);
		int rc = ak_kern_naive(in->Z, NULL, in->Q, in->K, in->V, mk,
		    in->m, in->n, in->d, e);
		ak_kern_set_naive_products(AK_PRODUCTS_AUTO);
		return rc;
	}
	case STREAMING:
		return ak_kern_streaming(in->Z, in->Q, in->K, in->V, mk,
		    in->m, in->n, in->d, e);
	case WINDOW_ALL:
		return ak_kern_window(in->Z, in->Q, in->K, in->V, mk, in->n,
		    in->m, in->n, in->d, e);
	default:
		return ak_kern_linear(in->Z, in->Q, in->K, in->V, mk,
		    in->m, in->n, in->d, e);
	}
}

/* every kernel vs its double reference on one input and mask */
static void
check_all(inputs *in, const ak_attn_mask *mk, const char *what)
{
	char name[200];
	ak_err e;
	size_t k = in->m * in->d;

	ak_kern_ref(in->R, in->Qd, in->Kd, in->Vd, mk, AK_NO_WINDOW, in->m,
	    in->n, in->d, &e);
	for (int j = 0; j < NKERN; j++) {
		if (j == LINEAR)
			ak_kern_linear_ref(in->R, in->Qd, in->Kd, in->Vd, mk,
			    in->m, in->n, in->d, &e);
		int rc = run(j, in, mk, &e);
		double err = rc == 0 ? relerr(in->Z, in->R, k) : INFINITY;
		snprintf(name, sizeof name, "[%s] %s = ref (1e-5), %s, m=%zu "
		    "n=%zu d=%zu (err %.2g)", ak_isa_name(ak_isa_get()),
		    kname[j], what, in->m, in->n, in->d, err);
		T_OK(err <= 1e-5, name);
	}
}

/* one decode step (a query over a KV cache) against the reference */
static void
decode_suite(void)
{
	static const size_t dn[] = { 1, 2, 17, 255, 256, 257, 1000, 20000 };
	static const size_t dd[] = { 1, 20, 64 };
	int saved = ak_kern_threads();
	char name[200];
	ak_err e;

	for (int th = 1; th <= 2; th++) {
		double worst = 0;
		ak_kern_set_threads(th);
		for (size_t a = 0; a < sizeof dn / sizeof dn[0]; a++)
			for (size_t b = 0; b < sizeof dd / sizeof dd[0]; b++) {
				inputs in;
				/* d = 64: scores spread over more than 87 */
				make(&in, 1, dn[a], dd[b], dd[b] == 64 ? 4.0 :
				    2.0, 60 + a + b);
				ak_kern_ref(in.R, in.Qd, in.Kd, in.Vd, NULL,
				    AK_NO_WINDOW, 1, in.n, in.d, &e);
				int rc = ak_kern_decode(in.Z, in.Q, in.K, in.V,
				    in.n, in.d, &e);
				double err = rc == 0 ? relerr(in.Z, in.R, in.d) :
				    INFINITY;
				worst = err > worst ? err : worst;
				drop(&in);
			}
		snprintf(name, sizeof name, "[%s] decode = ref (1e-5), %d "
		    "thread(s), n 1..20000, d 1..64 (worst %.2g)",
		    ak_isa_name(ak_isa_get()), th, worst);
		T_OK(worst <= 1e-5, name);
	}
	ak_kern_set_threads(saved);
	{
		float x[4] = { 0 };
		T_OK(ak_kern_decode(x, x, x, x, 0, 4, &e) == -1 &&
		    strstr(e.msg, "n = 0") != NULL, "decode: n = 0 is an error");
	}
}

/* the exact kernels on the path in force (ak_isa_get) */
static void
exact_suite(void)
{
	static const size_t ns[] = { 1, 2, 17, 128, 1000 };
	ak_attn_mask causal = { 1, NULL }, plain = { 0, NULL };
	ak_err e;
	char name[200];

	/* the lesson's sizes, odd ones for the tile edges */
	for (size_t t = 0; t < sizeof ns / sizeof ns[0]; t++) {
		inputs in;
		make(&in, ns[t], ns[t], 20, 1.0, 42 + t);
		check_all(&in, NULL, "no mask");
		check_all(&in, &causal, "causal");
		drop(&in);
	}
	/* sharper softmax, d = 64, tiles cut unevenly: 300 queries, 700 keys */
	{
		inputs in;
		make(&in, 300, 700, 64, 2.0, 7);
		check_all(&in, &plain, "m<n, peaky scores");
		check_all(&in, &causal, "m<n causal (a cache step block)");
		drop(&in);
	}
	/* full tiles (streaming's masking-free path: 256 keys, all seen)
	   with scores spread over more than 87 (e^x below e^-87.3 is
	   clamped there), the row max moving from tile to tile */
	{
		inputs in;
		make(&in, 200, 1024, 64, 4.0, 11);
		check_all(&in, &plain, "full tiles, scores spread > 87");
		check_all(&in, &causal, "full tiles causal, spread > 87");
		drop(&in);
	}
	/* a KV-cache step: one query over n cached keys */
	{
		inputs in;
		make(&in, 1, 777, 64, 1.0, 8);
		check_all(&in, &causal, "one query over a cache");
		drop(&in);
	}
	/* padding mask: random keys hidden */
	{
		inputs in;
		unsigned char *km = malloc(600);
		ak_rng r;
		ak_rng_seed(&r, 9);
		for (size_t j = 0; j < 600; j++)
			km[j] = ak_rng_uniform(&r) < 0.3 ? 0 : 1;
		ak_attn_mask pm = { 0, km }, pc = { 1, km };
		make(&in, 600, 600, 20, 1.0, 10);
		check_all(&in, &pm, "30% keys hidden");
		check_all(&in, &pc, "30% keys hidden, causal");
		drop(&in);
		free(km);
	}
	/* streaming's masked tiles (fused exp, hidden keys exactly 0) at
	   d = 64 over several 256-key tiles, scores spread over more than
	   87 (e^x below e^-87.3 is 0 there), the row max moving */
	{
		inputs in;
		unsigned char *km = malloc(1100);
		ak_rng r;
		ak_rng_seed(&r, 16);
		for (size_t j = 0; j < 1100; j++)
			km[j] = ak_rng_uniform(&r) < 0.2 ? 0 : 1;
		ak_attn_mask pm = { 0, km }, pc = { 1, km };
		make(&in, 150, 1100, 64, 4.0, 17);
		check_all(&in, &pm, "20% keys hidden, spread > 87");
		check_all(&in, &pc, "20% keys hidden, causal, spread > 87");
		/* hidden keys weigh exactly 0: their values 1e38 would show
		   through a weight as small as e^-87 (1.6e-38) */
		for (size_t j = 0; j < in.n; j++)
			for (size_t c = 0; !km[j] && c < in.d; c++)
				in.V[j * in.d + c] = 1e38f;
		ak_kern_ref(in.R, in.Qd, in.Kd, in.Vd, &pm, AK_NO_WINDOW,
		    in.m, in.n, in.d, &e);
		run(STREAMING, &in, &pm, &e);
		double err = relerr(in.Z, in.R, in.m * in.d);
		snprintf(name, sizeof name, "[%s] streaming: hidden keys of "
		    "value 1e38 weigh 0 (err %.2g)", ak_isa_name(ak_isa_get()),
		    err);
		T_OK(err <= 1e-5, name);
		drop(&in);
		free(km);
	}

	/* the blocks shared among threads: 2 and 3 OpenBLAS threads, sizes
	   large enough for the parallel path, causal rows of unequal cost */
	{
		int saved = openblas_get_num_threads();
		inputs in;
		make(&in, 2100, 2100, 16, 1.0, 15);
		for (int th = 2; th <= 3; th++) {
			openblas_set_num_threads(th);
			for (int c = 0; c < 2; c++) {
				ak_attn_mask mk = { c, NULL };
				ak_kern_ref(in.R, in.Qd, in.Kd, in.Vd, &mk,
				    AK_NO_WINDOW, in.m, in.n, in.d, &e);
				ak_kern_naive(in.Z, NULL, in.Q, in.K, in.V, &mk,
				    in.m, in.n, in.d, &e);
				double en = relerr(in.Z, in.R, in.m * in.d);
				ak_kern_set_naive_products(AK_PRODUCTS_OURS);
				ak_kern_naive(in.Z, NULL, in.Q, in.K, in.V, &mk,
				    in.m, in.n, in.d, &e);
				ak_kern_set_naive_products(AK_PRODUCTS_AUTO);
				double eo = relerr(in.Z, in.R, in.m * in.d);
				en = eo > en ? eo : en;
				ak_kern_streaming(in.Z, in.Q, in.K, in.V, &mk,
				    in.m, in.n, in.d, &e);
				double es = relerr(in.Z, in.R, in.m * in.d);
				snprintf(name, sizeof name, "[%s] %d threads, %s, "
				    "n=2100: naive and streaming = ref (err %.2g, "
				    "%.2g)", ak_isa_name(ak_isa_get()), th, c ?
				    "causal" : "no mask", en, es);
				T_OK(en <= 1e-5 && es <= 1e-5, name);
			}
			snprintf(name, sizeof name, "[%s] OpenBLAS thread count "
			    "%d restored", ak_isa_name(ak_isa_get()), th);
			T_OK(openblas_get_num_threads() == th, name);
		}
		openblas_set_num_threads(saved);
		drop(&in);
	}
	/* fully masked rows: zeros in every kernel, same answer everywhere */
	{
		inputs in;
		unsigned char none[50] = { 0 };
		ak_attn_mask hidden = { 0, none }, hc = { 1, none };
		make(&in, 50, 50, 12, 1.0, 12);
		for (int j = 0; j < NKERN; j++) {
			memset(in.Z, 0xff, in.m * in.d * sizeof(float));	/* NaN */
			run(j, &in, &hidden, &e);
			snprintf(name, sizeof name, "[%s] %s: every key hidden "
			    "gives zero rows", ak_isa_name(ak_isa_get()), kname[j]);
			T_OK(all_zero(in.Z, in.m * in.d), name);
			memset(in.Z, 0xff, in.m * in.d * sizeof(float));
			run(j, &in, &hc, &e);
			snprintf(name, sizeof name, "[%s] %s: every key hidden, "
			    "causal, gives zero rows", ak_isa_name(ak_isa_get()),
			    kname[j]);
			T_OK(all_zero(in.Z, in.m * in.d), name);
		}
		memset(in.Z, 0xff, in.m * in.d * sizeof(float));
		ak_kern_window(in.Z, in.Q, in.K, in.V, &hidden, 3, in.m, in.n,
		    in.d, &e);
		snprintf(name, sizeof name, "[%s] window w=3: every key "
		    "hidden gives zero rows", ak_isa_name(ak_isa_get()));
		T_OK(all_zero(in.Z, in.m * in.d), name);
		drop(&in);

		/* causal with more queries than keys: the first m − n rows
		   sit before the sequence and see nothing */
		make(&in, 40, 25, 12, 1.0, 13);
		ak_kern_ref(in.R, in.Qd, in.Kd, in.Vd, &causal, AK_NO_WINDOW,
		    in.m, in.n, in.d, &e);
		for (int j = 0; j < NKERN; j++) {
			memset(in.Z, 0xff, in.m * in.d * sizeof(float));
			run(j, &in, &causal, &e);
			if (j == LINEAR)
				ak_kern_linear_ref(in.R, in.Qd, in.Kd, in.Vd,
				    &causal, in.m, in.n, in.d, &e);
			snprintf(name, sizeof name, "[%s] %s: causal m > n: "
			    "first 15 rows zero, the rest = ref",
			    ak_isa_name(ak_isa_get()), kname[j]);
			T_OK(all_zero(in.Z, 15 * in.d) &&
			    relerr(in.Z, in.R, in.m * in.d) <= 1e-5, name);
		}
		drop(&in);
	}

	decode_suite();
}

/*
 * The error bound of bf16 attention (kernels.h), element by element:
 * with u = 2⁻⁹ (bf16's unit roundoff), q, k/√d, v and each weight p
 * rounded once to bf16, the products exact in float32 and their sums
 * float32 (d·2⁻²⁴ relative),
 *   |Δs_ij| ≤ δ_i = (2u + u² + d·2⁻²⁴) max_j Σ_c |q_ic k_jc| / √d,
 *   |Δp_ij| ≤ (2δ_i + u)·p_ij  (softmax moves log p by at most 2 max |Δs|,
 *                                then the weight's own rounding),
 *   |Δz_ic| ≤ (2δ_i + 2u)·Σ_j p_ij |v_jc|  (and v's rounding),
 * to first order; checked with 10 % slack (the second-order terms and
 * the float32 exp, 2e-7) against the double reference, on two shapes and
 * a causal mask.  Typical errors are far smaller (random signs cancel):
 * the bound is what the kernel may never exceed.
 */
static void
bf16_bound(void)
{
	static const size_t sh[][3] = { { 70, 300, 64 }, { 33, 129, 33 } };
	const double u = 1.0 / 512;
	double worst = 0;
	ak_err e;

	for (size_t t = 0; t < 2; t++)
		for (int c = 0; c < 2; c++) {
			inputs in;
			ak_attn_mask mk = { c, NULL };
			size_t m = sh[t][0], n = sh[t][1], d = sh[t][2];
			double *p = malloc(n * sizeof *p);

			make(&in, m, n, d, 1.0, 300 + t);
			ak_kern_ref(in.R, in.Qd, in.Kd, in.Vd, &mk, AK_NO_WINDOW,
			    m, n, d, &e);
			ak_kern_streaming_bf16(in.Z, in.Q, in.K, in.V, &mk, m, n,
			    d, &e);
			for (size_t i = 0; i < m; i++) {
				ptrdiff_t pos = (ptrdiff_t)(i + n - m);
				double mx = -INFINITY, sum = 0, dl = 0;
				for (size_t j = 0; j < n; j++) {
					double s = 0, a = 0;
					for (size_t k = 0; k < d; k++) {
						s += in.Qd[i * d + k] * in.Kd[j * d + k];
						a += fabs(in.Qd[i * d + k] *
						    in.Kd[j * d + k]);
					}
					int vis = !c || (ptrdiff_t)j <= pos;
					p[j] = vis ? s / sqrt((double)d) : -INFINITY;
					if (vis && a > dl)
						dl = a;
					mx = p[j] > mx ? p[j] : mx;
				}
				dl *= (2 * u + u * u + d * 0x1p-24) / sqrt((double)d);
				for (size_t j = 0; j < n; j++)
					sum += p[j] = exp(p[j] - mx);
				for (size_t k = 0; k < d; k++) {
					double bound = 0;
					for (size_t j = 0; j < n; j++)
						bound += p[j] / sum *
						    fabs(in.Vd[j * d + k]);
					bound *= 1.1 * (2 * dl + 2 * u);
					double err = fabs(in.Z[i * d + k] -
					    in.R[i * d + k]);
					if (err / bound > worst)
						worst = err / bound;
				}
			}
			free(p);
			drop(&in);
		}
	char name[160];
	snprintf(name, sizeof name, "bf16: every output within its bound "
	    "(2δ + 2u)·Σ p|v| (the worst uses %.0f%% of it)", 100 * worst);
	T_OK(worst <= 1 && worst > 0, name);
}

int
main(void)
{
	ak_attn_mask causal = { 1, NULL };
	ak_err e;
	char name[200];

	for (int isa = AK_ISA_AVX512; isa >= AK_ISA_GENERIC; isa--) {
		if (!ak_isa_supported((ak_isa)isa)) {
			/* the other side on a CPU without it: the path is
			   refused by name, never run (no SIGILL) */
			snprintf(name, sizeof name, "%s: refused on this CPU, "
			    "which has none", ak_isa_name((ak_isa)isa));
			T_OK(ak_isa_set((ak_isa)isa, &e) != 0 &&
			    strstr(e.msg, "this CPU has no") != NULL &&
			    ak_isa_get() != (ak_isa)isa, name);
			continue;
		}
		T_OK(ak_isa_set((ak_isa)isa, &e) == 0 && (int)ak_isa_get() == isa,
		    ak_isa_name((ak_isa)isa));
		exact_suite();
	}
	/* bfloat16 on AVX512-BF16: within 3e-2 of the double reference,
	   masks and fully masked rows as in float32; refused without it,
	   and refused while a smaller path is forced (the ISA loop above
	   leaves one forced) */
	if (ak_kern_have_bf16()) {
		static const size_t bn[] = { 1, 2, 17, 128, 1000 };
		float x0[4] = { 0 };

		T_OK(ak_isa_set(AK_ISA_GENERIC, &e) == 0 &&
		    ak_kern_streaming_bf16(x0, x0, x0, x0, NULL, 1, 1, 4, &e)
		    == -1 && strstr(e.msg, "generic path is forced") != NULL,
		    "bf16 with the generic path forced is a clear error");
		T_OK(ak_mm_get() == AK_MM_NONE, "bf16: no matrix path while "
		    "generic is forced");
		T_OK(ak_isa_set(AK_ISA_AVX512, &e) == 0, "bf16: the AVX-512 path");
		T_OK(ak_mm_get() == (ak_mm_supported(AK_MM_AMX) ? AK_MM_AMX :
		    AK_MM_AVX512BF16), "bf16: the best matrix path by default");
		T_OK(ak_mm_supported(AK_MM_AMX) || strlen(ak_mm_why(AK_MM_AMX))
		    > 10, "AMX refused with a reason where it is missing");
		double worst = 0;
		int zeros = 1;
		for (size_t t = 0; t < sizeof bn / sizeof bn[0]; t++)
			for (int c = 0; c < 2; c++) {
				inputs in;
				ak_attn_mask mk = { c, NULL };
				make(&in, bn[t], bn[t], t == 3 ? 64 : 20, 1.0, 80 + t);
				ak_kern_ref(in.R, in.Qd, in.Kd, in.Vd, &mk,
				    AK_NO_WINDOW, in.m, in.n, in.d, &e);
				int rc = ak_kern_streaming_bf16(in.Z, in.Q, in.K,
				    in.V, &mk, in.m, in.n, in.d, &e);
				double er = rc == 0 ? relerr(in.Z, in.R, in.m *
				    in.d) : INFINITY;
				worst = er > worst ? er : worst;
				drop(&in);
			}
		snprintf(name, sizeof name, "bf16 = ref within 3e-2, n 1..1000, "
		    "causal and not (worst %.2g)", worst);
		T_OK(worst <= 3e-2 && worst > 1e-6, name);
		inputs in;
		unsigned char none[50] = { 0 };
		ak_attn_mask hidden = { 0, none };
		make(&in, 50, 50, 12, 1.0, 12);
		memset(in.Z, 0xff, in.m * in.d * sizeof(float));
		ak_kern_streaming_bf16(in.Z, in.Q, in.K, in.V, &hidden, in.m,
		    in.n, in.d, &e);
		zeros = all_zero(in.Z, in.m * in.d);
		T_OK(zeros, "bf16: every key hidden gives zero rows");
		drop(&in);
		bf16_bound();
	} else {
		float x[4] = { 0 };
		T_OK(ak_kern_streaming_bf16(x, x, x, x, NULL, 1, 1, 4, &e) == -1
		    && strstr(e.msg, "no AVX512-BF16") != NULL,
		    "bf16 without AVX512-BF16 is a clear error");
	}
	T_OK(ak_isa_set(ak_isa_best(), &e) == 0, "back to the best path");
	ak_kern_set_naive_products(AK_PRODUCTS_OURS);
	T_OK(ak_kern_naive_ours() == 1, "naive's products forced to ours");
	ak_kern_set_naive_products(AK_PRODUCTS_BLAS);
	T_OK(ak_kern_naive_ours() == 0, "naive's products forced to the BLAS");
	ak_kern_set_naive_products(AK_PRODUCTS_AUTO);
	{
		const char *core = openblas_get_corename();
		int generic = core != NULL && (strcmp(core, "Prescott") == 0 ||
		    strcmp(core, "Core2") == 0 || strcmp(core, "Nehalem") == 0);
		snprintf(name, sizeof name, "naive's products by default: ours "
		    "only under a pre-AVX OpenBLAS kernel (here %s)", core ?
		    core : "?");
		T_OK(ak_kern_naive_ours() == (generic && ak_isa_get() >=
		    AK_ISA_AVX2), name);
	}
	{
		ak_isa x;
		T_OK(ak_isa_parse("avx3", &x, &e) == -1 &&
		    strstr(e.msg, "unknown ISA 'avx3' (avx512, avx2, generic, "
		    "avx512bf16, amx)")
		    != NULL, "an unknown ISA name is an error");
		T_OK(ak_isa_parse("avx2", &x, &e) == 0 && x == AK_ISA_AVX2,
		    "ISA names parse");
	}

	/* window w < n against the windowed reference; w >= n = exact */
	{
		static const size_t ws[] = { 0, 1, 5, 63, 64, 200 };
		inputs in;
		make(&in, 500, 500, 16, 1.0, 11);
		for (size_t t = 0; t < sizeof ws / sizeof ws[0]; t++)
			for (int c = 0; c < 2; c++) {
				ak_attn_mask mk = { c, NULL };
				ak_kern_ref(in.R, in.Qd, in.Kd, in.Vd, &mk, ws[t],
				    in.m, in.n, in.d, &e);
				ak_kern_window(in.Z, in.Q, in.K, in.V, &mk, ws[t],
				    in.m, in.n, in.d, &e);
				double err = relerr(in.Z, in.R, in.m * in.d);
				snprintf(name, sizeof name, "window w=%zu %s = "
				    "windowed ref (err %.2g)", ws[t], c ?
				    "causal" : "symmetric", err);
				T_OK(err <= 1e-5, name);
			}
		/* w = 0 causal: each query sees only itself, z_i = v_i */
		ak_kern_window(in.Z, in.Q, in.K, in.V, &causal, 0, in.m, in.n,
		    in.d, &e);
		T_OK(memcmp(in.Z, in.V, in.m * in.d * sizeof(float)) == 0,
		    "window w=0 causal copies V");
		/* w >= n is exact attention: equal to naive */
		float *Zn = malloc(in.m * in.d * sizeof(float));
		ak_kern_naive(Zn, NULL, in.Q, in.K, in.V, NULL, in.m, in.n, in.d,
		    &e);
		for (size_t w = in.n - 1; w <= in.n + 1000; w += 500) {
			ak_kern_window(in.Z, in.Q, in.K, in.V, NULL, w, in.m,
			    in.n, in.d, &e);
			double num = 0, den = 0;
			for (size_t t = 0; t < in.m * in.d; t++) {
				num = fmax(num, fabs(in.Z[t] - Zn[t]));
				den = fmax(den, fabs(Zn[t]));
			}
			snprintf(name, sizeof name, "window w=%zu >= n-1 equals "
			    "naive", w);
			T_OK(num <= 1e-5 * den, name);
		}
		ak_kern_window(in.Z, in.Q, in.K, in.V, NULL, AK_NO_WINDOW, in.m,
		    in.n, in.d, &e);
		double dmax = 0;
		for (size_t t = 0; t < in.m * in.d; t++)
			dmax = fmax(dmax, fabs(in.Z[t] - Zn[t]));
		T_OK(dmax <= 1e-5, "window w=AK_NO_WINDOW equals naive");
		free(Zn);
		drop(&in);
	}

	/* clear errors for empty sizes */
	{
		float x[4] = { 0 };
		double xd[4] = { 0 };
		T_OK(ak_kern_naive(x, NULL, x, x, x, NULL, 1, 0, 4, &e) == -1 &&
		    strstr(e.msg, "n = 0") != NULL, "naive: n = 0 is an error");
		T_OK(ak_kern_naive(x, NULL, x, x, x, NULL, 1, 1, 0, &e) == -1 &&
		    strstr(e.msg, "d = 0") != NULL, "naive: d = 0 is an error");
		T_OK(ak_kern_streaming(x, x, x, x, NULL, 0, 1, 4, &e) == -1 &&
		    strstr(e.msg, "m = 0") != NULL, "streaming: m = 0 is an error");
		T_OK(ak_kern_streaming(x, x, x, x, NULL, 1, 0, 4, &e) == -1,
		    "streaming: n = 0 is an error");
		T_OK(ak_kern_window(x, x, x, x, NULL, 2, 1, 1, 0, &e) == -1 &&
		    strstr(e.msg, "d = 0") != NULL, "window: d = 0 is an error");
		T_OK(ak_kern_linear(x, x, x, x, NULL, 1, 0, 4, &e) == -1 &&
		    strstr(e.msg, "n = 0") != NULL, "linear: n = 0 is an error");
		T_OK(ak_kern_ref(xd, xd, xd, xd, NULL, AK_NO_WINDOW, 1, 1, 0,
		    &e) == -1, "ref: d = 0 is an error");
		T_OK(ak_kern_linear_ref(xd, xd, xd, xd, NULL, 1, 0, 1, &e) == -1,
		    "linear ref: n = 0 is an error");
	}

	/* the vectorized row softmax against lib/attn/softmax */
	{
		ak_rng r;
		double worst = 0;
		int zeros_ok = 1;
		ak_rng_seed(&r, 14);
		for (size_t len = 1; len <= 70; len++) {
			float a[1000], b[1000];
			unsigned char mk[1000];
			size_t L = len == 70 ? 1000 : len;
			for (size_t j = 0; j < L; j++) {
				a[j] = (float)(10 * ak_rng_normal(&r));
				mk[j] = ak_rng_uniform(&r) < 0.2 ? 0 : 1;
			}
			ak_softmaxf(b, a, mk, L);
			for (size_t j = 0; j < L; j++)
				if (!mk[j])
					a[j] = -INFINITY;
			ak_kern_softmax_row(a, L);
			for (size_t j = 0; j < L; j++) {
				worst = fmax(worst, fabs(a[j] - b[j]));
				if (!mk[j] && a[j] != 0.0f)
					zeros_ok = 0;
			}
		}
		snprintf(name, sizeof name, "row softmax = ak_softmaxf within "
		    "1e-6 (worst %.2g)", worst);
		T_OK(worst <= 1e-6, name);
		T_OK(zeros_ok, "row softmax: -inf entries give exactly 0");

		float h[9] = { -INFINITY, -INFINITY, -INFINITY, -INFINITY,
		    -INFINITY, -INFINITY, -INFINITY, -INFINITY, -INFINITY };
		T_OK(ak_kern_softmax_row(h, 9) == 0 && all_zero(h, 9),
		    "row softmax: all -inf gives zeros, not NaN");
		float two[2] = { 0, 0 };
		double maxrel = 0;
		for (float x = -87.0f; x <= 0.0f; x += 0.37f) {
			two[0] = 0, two[1] = x;
			ak_kern_softmax_row(two, 2);
			double want = exp(x) / (1 + exp(x));
			maxrel = fmax(maxrel, fabs(two[1] - want) / want);
		}
		snprintf(name, sizeof name, "polynomial exp: softmax(0, x) "
		    "relative error < 5e-7 on [-87, 0] (worst %.2g)", maxrel);
		T_OK(maxrel < 5e-7, name);
		float big[3] = { 1e30f, -1e30f, 0 };
		ak_kern_softmax_row(big, 3);
		T_OK(big[0] == 1 && big[1] == 0 && big[2] == 0,
		    "row softmax: logits ±1e30 one-hot, finite");
		float one = 123.0f;
		ak_kern_softmax_row(&one, 1);
		T_OK(one == 1.0f, "row softmax: a single entry gets 1");
	}

	/* flop counts */
	T_OK(ak_kern_flops("naive", 0, 0, 2048, 2048, 64) == 4.0 * 2048 * 2048 *
	    64, "flops: exact attention is 4 n^2 d");
	/* window: the rectangles of its blocks of 64 queries, not the band
	   (7 pairs at w=1, n=3; 5 causal): one block of 3 computes 3 × 3 */
	T_OK(ak_kern_flops("window", 1, 0, 3, 3, 1) == 4.0 * 9,
	    "flops: window w=1, n=3: one block, its 3 × 3 rectangle");
	T_OK(ak_kern_flops("window", 1, 1, 3, 3, 1) == 4.0 * 9,
	    "flops: causal window w=1, n=3: the same rectangle");
	T_OK(ak_kern_window_pairs(1, 1, 130, 130) == 64.0 * 64 + 64 * 65 + 2 * 3,
	    "window pairs: causal w=1, n=130: 64×64, 64×65 (key 63 on), 2×3");
	T_OK(ak_kern_window_pairs(1, 0, 130, 130) == 64.0 * 65 + 64 * 66 + 2 * 3,
	    "window pairs: w=1, n=130: 64×65, 64×66, 2×3 (to the last key)");
	T_OK(ak_kern_window_pairs(200, 0, 130, 130) == 130.0 * 130,
	    "window pairs: a radius past n: n²");
	T_OK(ak_kern_flops("linear", 0, 0, 10, 20, 4) == 2.0 * 16 * 30,
	    "flops: linear 2 d^2 (m + n)");
	T_OK(ak_kern_flops("nope", 0, 0, 1, 1, 1) == 0, "flops: unknown impl 0");
	/* the two products alone: S V with S = QKᵀ/√d, no softmax */
	{
		inputs in;
		size_t m = 5, n = 9, d = 3;
		float S[5 * 9];

		make(&in, m, n, d, 1.0, 91);
		for (size_t i = 0; i < m; i++)
			for (size_t c = 0; c < d; c++) {
				double z = 0;
				for (size_t j = 0; j < n; j++) {
					double sij = 0;
					for (size_t l = 0; l < d; l++)
						sij += in.Qd[i * d + l] *
						    in.Kd[j * d + l];
					z += sij / sqrt(3.0) * in.Vd[j * d + c];
				}
				in.R[i * d + c] = z;
			}
		T_OK(ak_kern_products(in.Z, S, in.Q, in.K, in.V, m, n, d, &e)
		    == 0, "products run (m = 5, n = 9, d = 3)");
		T_NEAR(relerr(in.Z, in.R, m * d), 0, 1e-5,
		    "products = (QK^T/sqrt d) V in double");
		T_OK(ak_kern_products(in.Z, S, in.Q, in.K, in.V, m, 0, d, &e)
		    == -1, "products: n = 0 is an error");
		drop(&in);
	}

	/* generation: with and without a KV cache, against causal attention
	   over the projections X W in double (odd sizes) */
	for (size_t gi = 0; gi < 3; gi++) {
		static const size_t gn[3] = { 1, 7, 33 }, gd[3] = { 1, 5, 16 };
		size_t n = gn[gi], d = gd[gi];
		float *X = malloc(n * d * sizeof(float)), *W = malloc(3 * d *
		    d * sizeof(float)), *Zc = malloc(n * d * sizeof(float)),
		    *Zu = malloc(n * d * sizeof(float)),
		    *ws = malloc(ak_kern_generate_ws(n, d) * sizeof(float));
		double *P = malloc(3 * n * d * sizeof(double)),
		    *R = malloc(n * d * sizeof(double));
		ak_attn_mask causal = { 1, NULL };
		ak_rng r;

		ak_rng_seed(&r, 40 + gi);
		for (size_t t = 0; t < n * d; t++)
			X[t] = (float)ak_rng_normal(&r);
		for (size_t t = 0; t < 3 * d * d; t++)
			W[t] = (float)(ak_rng_normal(&r) / sqrt((double)d));
		for (size_t j = 0; j < 3; j++)
			for (size_t i = 0; i < n; i++)
				for (size_t c = 0; c < d; c++) {
					double acc = 0;
					for (size_t l = 0; l < d; l++)
						acc += (double)X[i * d + l] *
						    W[j * d * d + l * d + c];
					P[j * n * d + i * d + c] = acc;
				}
		ak_kern_ref(R, P, P + n * d, P + 2 * n * d, &causal,
		    AK_NO_WINDOW, n, n, d, &e);
		T_OK(ak_kern_generate(Zc, ws, X, W, 1, n, d, &e) == 0 &&
		    ak_kern_generate(Zu, ws, X, W, 0, n, d, &e) == 0,
		    "generation runs");
		T_NEAR(relerr(Zc, R, n * d), 0, 1e-5,
		    "generation with a KV cache = causal attention");
		T_NEAR(relerr(Zu, R, n * d), 0, 1e-5,
		    "generation without a cache = causal attention");
		free(X), free(W), free(Zc), free(Zu), free(ws), free(P), free(R);
	}
	T_OK(ak_kern_generate(NULL, NULL, NULL, NULL, 1, 0, 4, &e) == -1 &&
	    strstr(e.msg, "= 0") != NULL, "generating 0 tokens is an error");

	/* multi-head: head h over its columns equals one head on them */
	{
		size_t n = 19, d = 12, H = 3, dh = 4;
		inputs in;
		float *C = malloc(n * d * sizeof(float)),
		    *ws = malloc(ak_kern_mha_ws(n, d, H) * sizeof(float));
		double *Qh = malloc(n * dh * sizeof(double)),
		    *Kh = malloc(n * dh * sizeof(double)),
		    *Vh = malloc(n * dh * sizeof(double)),
		    *Rh = malloc(n * dh * sizeof(double)), worst = 0;

		make(&in, n, n, d, 1.0, 77);
		T_OK(ak_kern_mha_heads(C, ws, in.Q, in.K, in.V, H, n, d, &e)
		    == 0, "three heads run");
		for (size_t h = 0; h < H; h++) {
			float Ch[19 * 4];
			for (size_t i = 0; i < n; i++)
				for (size_t c = 0; c < dh; c++) {
					Qh[i * dh + c] = in.Qd[i * d + h * dh + c];
					Kh[i * dh + c] = in.Kd[i * d + h * dh + c];
					Vh[i * dh + c] = in.Vd[i * d + h * dh + c];
					Ch[i * dh + c] = C[i * d + h * dh + c];
				}
			ak_kern_ref(Rh, Qh, Kh, Vh, NULL, AK_NO_WINDOW, n, n, dh,
			    &e);
			double er = relerr(Ch, Rh, n * dh);
			worst = er > worst ? er : worst;
		}
		T_NEAR(worst, 0, 1e-5, "each head = attention over its d/H "
		    "columns");
		T_OK(ak_kern_mha_heads(C, ws, in.Q, in.K, in.V, 5, n, d, &e)
		    == -1 && strstr(e.msg, "do not divide") != NULL,
		    "heads must divide d");
		drop(&in);
		free(C), free(ws), free(Qh), free(Kh), free(Vh), free(Rh);
	}
	/* B·H heads in one call = each head by the streaming kernel on its
	   gathered columns, bit for bit, on 1 and 2 threads */
	{
		size_t B = 3, H = 4, n = 70, dh = 16, E = H * dh, ne = B * n * E;
		float *X = malloc(5 * ne * sizeof(float)), *Z = X + 3 * ne;
		float *q = malloc(4 * n * dh * sizeof(float)), *k = q + n * dh;
		float *v = k + n * dh, *z = v + n * dh;
		ak_rng r;
		int same = 1;

		ak_rng_seed(&r, 5);
		for (size_t t = 0; t < 3 * ne; t++)
			X[t] = (float)ak_rng_normal(&r);
		for (int th = 1; th <= 2; th++) {
			ak_kern_set_threads(th);
			T_OK(ak_kern_heads(Z, X, X + ne, X + 2 * ne, B, H, n, dh,
			    &e) == 0, "heads: B·H heads in one call");
			for (size_t b = 0; b < B; b++)
				for (size_t h = 0; h < H; h++) {
					for (size_t i = 0; i < n; i++)
						for (size_t c = 0; c < dh; c++) {
							size_t o = (b * n + i) * E + h * dh + c;
							q[i * dh + c] = X[o];
							k[i * dh + c] = X[ne + o];
							v[i * dh + c] = X[2 * ne + o];
						}
					ak_kern_streaming(z, q, k, v, NULL, n, n, dh,
					    &e);
					for (size_t i = 0; i < n; i++)
						same &= memcmp(z + i * dh, Z + (b * n +
						    i) * E + h * dh, dh * sizeof(float))
						    == 0;
				}
		}
		ak_kern_set_threads(0);
		T_OK(same, "heads: each head = ak_kern_streaming on its columns, "
		    "bit for bit, 1 and 2 threads");
		T_OK(ak_kern_heads(Z, X, X, X, 0, H, n, dh, &e) == -1 &&
		    ak_kern_heads(Z, X, X, X, B, 0, n, dh, &e) == -1,
		    "heads: B = 0 or H = 0 is an error");
		free(X), free(q);
	}
	return t_done();
}
