/*
 * flash.c — ak_kern_streaming: fused exact attention of our own, no BLAS
 * (kernels.h).  Q·Kᵀ tile, masked online softmax and P·V accumulation run
 * in registers and L1/L2-sized tiles (Dao et al. 2022, FlashAttention,
 * Alg. 1), the blocks of FBQ queries dealt to threads; tiles without
 * masking take a fused max / exp-and-sum path.  The tile code,
 * flash-tile.h, is compiled three times: AVX-512 (16 lanes), AVX2 + FMA
 * (8 lanes) and portable 4-lane GCC vectors; lib/base/isa.h picks one at
 * run time, so a CPU without AVX-512 never sees its instructions.
 */
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#include <immintrin.h>
#define FL_X86 1
#endif

#include "isa.h"
#include "kernels.h"
#include "kernels-int.h"

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

#define FBQ 48		/* queries per block: a multiple of every QR */
#define FBK 256		/* keys per tile: a multiple of every QNV·VL */
#define FPJ 64		/* keys per P·V chunk */
#define FL_PAR_MAX 64
#define FL_PAR_MIN (1u << 18)	/* scores (m·n) worth threads */
#define EXP_LO (-87.3f)

typedef struct fl_buf {
	float *Qb, *S, *O, *mu, *ell;
} fl_buf;

typedef struct fl_ctx fl_ctx;
typedef void (*fl_block_fn)(const fl_ctx *, fl_buf *, size_t, size_t,
    size_t);
struct fl_ctx {
	float *Z;
	const float *Q, *Kp, *Vp;
	const ak_attn_mask *mk;
	size_t m, n, d, dpp, nblocks;
	int causal;
	fl_block_fn block;
	atomic_size_t next;
};

/* ---- the portable path: 4 lanes, a·b + c ---- */
typedef float v4f __attribute__((vector_size(16)));
typedef int32_t v4i __attribute__((vector_size(16)));
#define VF v4f
#define VI v4i
#define VL 4
#define SUF gen
#define ATTR
#include "kernels-row.h"
#define BCAST(x) ((v4f){ (x), (x), (x), (x) })
#define FMA(a, b, c) ((a) * (b) + (c))
#define QR 4
#define QNV 2
#define PR 4
#define PNV 2
#include "flash-tile.h"
#undef VF
#undef VI
#undef VL
#undef SUF
#undef ATTR
#undef BCAST
#undef FMA
#undef VMAX
#undef QR
#undef QNV
#undef PR
#undef PNV

#ifdef FL_X86
/* ---- AVX2 + FMA: 8 lanes, 16 registers: a 6 × 2 tile ---- */
typedef float v8f __attribute__((vector_size(32)));
typedef int32_t v8i __attribute__((vector_size(32)));
#define VF v8f
#define VI v8i
#define VL 8
#define SUF avx2
#define ATTR __attribute__((target("avx2,fma")))
#include "kernels-row.h"
#define BCAST(x) ((v8f)_mm256_set1_ps(x))
#define FMA(a, b, c) ((v8f)_mm256_fmadd_ps((__m256)(a), (__m256)(b), \
    (__m256)(c)))
#define VMAX(a, b) ((v8f)_mm256_max_ps((__m256)(a), (__m256)(b)))
#define QR 6
#define QNV 2
#define PR 6
#define PNV 2
#include "flash-tile.h"
#undef VF
#undef VI
#undef VL
#undef SUF
#undef ATTR
#undef BCAST
#undef FMA
#undef VMAX
#undef QR
#undef QNV
#undef PR
#undef PNV

/* ---- AVX-512: 16 lanes, 32 registers: a 6 × 4 tile ---- */
typedef float v16f __attribute__((vector_size(64)));
typedef int32_t v16i __attribute__((vector_size(64)));
#define VF v16f
#define VI v16i
#define VL 16
#define SUF avx512
#define ATTR __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq,avx2,fma")))
#include "kernels-row.h"
#define BCAST(x) ((v16f)_mm512_set1_ps(x))
#define FMA(a, b, c) ((v16f)_mm512_fmadd_ps((__m512)(a), (__m512)(b), \
    (__m512)(c)))
#define VMAX(a, b) ((v16f)_mm512_max_ps((__m512)(a), (__m512)(b)))
#define QR 6
#define QNV 4
#define PR 6
#define PNV 4
#include "flash-tile.h"
#undef VF
#undef VI
#undef VL
#undef SUF
#undef ATTR
#undef BCAST
#undef FMA
#undef VMAX
#undef QR
#undef QNV
#undef PR
#undef PNV
#endif

typedef void (*fl_scores_fn)(float *, size_t, const float *, size_t,
    const float *, size_t, size_t, size_t, float *);
typedef void (*fl_outputs_fn)(float *, const float *, size_t, size_t,
    const float *, size_t, size_t, size_t, float *);

/* the shape of each path: lanes, key vectors and output vectors per tile */
typedef struct fl_path {
	fl_block_fn block;
	fl_scores_fn scores;
	fl_outputs_fn outputs;
	size_t vl, qr, qnv, pr, pnv;
} fl_path;

static fl_path
path_for(ak_isa isa)
{
#ifdef FL_X86
	if (isa == AK_ISA_AVX512)
		return (fl_path){ block_avx512, scores_avx512, outputs_avx512,
		    16, 6, 4, 6, 4 };
	if (isa == AK_ISA_AVX2)
		return (fl_path){ block_avx2, scores_avx2, outputs_avx2, 8, 6, 2,
		    6, 2 };
#endif
	(void)isa;
	return (fl_path){ block_gen, scores_gen, outputs_gen, 4, 4, 2, 4, 2 };
}

static void *
fl_alloc(size_t k)	/* 64-byte aligned floats, or NULL */
{
	void *p;

	if (k > SIZE_MAX / sizeof(float) / 2 ||
	    posix_memalign(&p, 64, (k ? k : 1) * sizeof(float)) != 0)
		return NULL;
	return p;
}

#ifdef FL_X86
/*
 * bfloat16 on AVX512-BF16: Q, K (scaled) and V rounded to bf16, the
 * products by vdpbf16ps (pairs of bf16 products summed into float32),
 * the online softmax in float32 as above, P rounded to bf16 before P·V.
 * Layouts: Kb[p][c/2][16 keys][2], Vb[j/2][dpp columns][2] (uint16 bf16,
 * zero padded), Qb and Pb as bf16 pairs (uint32).  Same tiles: 6 × 4.
 */
#define BF_ATTR __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq," \
    "avx512bf16,avx2,fma")))

/* float → bf16, round to nearest even (inputs finite) */
static uint16_t
bf16(float x)
{
	uint32_t u;

	memcpy(&u, &x, 4);
	u += 0x7fff + ((u >> 16) & 1);
	return (uint16_t)(u >> 16);
}

static inline __attribute__((always_inline)) BF_ATTR void
bf_qk(float *S, size_t lds, const uint32_t *Qb, size_t d2,
    const uint16_t *Kb)
{
	__m512 acc[6][4];

	for (int r = 0; r < 6; r++)
		for (int v = 0; v < 4; v++)
			acc[r][v] = _mm512_setzero_ps();
	for (size_t c = 0; c < d2; c++) {
		__m512i k[4];
		for (int v = 0; v < 4; v++)
			k[v] = _mm512_load_si512(Kb + ((size_t)v * d2 + c) * 32);
		for (int r = 0; r < 6; r++) {
			__m512i q = _mm512_set1_epi32((int)Qb[(size_t)r * d2 + c]);
			for (int v = 0; v < 4; v++)
				acc[r][v] = _mm512_dpbf16_ps(acc[r][v],
				    (__m512bh)q, (__m512bh)k[v]);
		}
	}
	for (int r = 0; r < 6; r++)
		for (int v = 0; v < 4; v++)
			_mm512_store_ps(S + (size_t)r * lds + (size_t)v * 16,
			    acc[r][v]);
}

static inline __attribute__((always_inline)) BF_ATTR void
bf_pv(float *O, size_t ldo, const uint32_t *P, size_t ldp,
    const uint16_t *Vb, size_t dpp, size_t nk2)
{
	__m512 acc[6][4];

	for (int r = 0; r < 6; r++)
		for (int v = 0; v < 4; v++)
			acc[r][v] = _mm512_load_ps(O + (size_t)r * ldo + v * 16);
	for (size_t j = 0; j < nk2; j++) {
		__m512i x[4];
		for (int v = 0; v < 4; v++)
			x[v] = _mm512_load_si512(Vb + (j * dpp + (size_t)v * 16)
			    * 2);
		for (int r = 0; r < 6; r++) {
			__m512i p = _mm512_set1_epi32((int)P[(size_t)r * ldp + j]);
			for (int v = 0; v < 4; v++)
				acc[r][v] = _mm512_dpbf16_ps(acc[r][v],
				    (__m512bh)p, (__m512bh)x[v]);
		}
	}
	for (int r = 0; r < 6; r++)
		for (int v = 0; v < 4; v++)
			_mm512_store_ps(O + (size_t)r * ldo + v * 16, acc[r][v]);
}

typedef struct bf_ctx {
	float *Z;
	const float *Q;
	const uint16_t *Kb, *Vb;
	const ak_attn_mask *mk;
	size_t m, n, d, d2, dpp;
} bf_ctx;

/* one block of bq ≤ FBQ queries over keys 0..kend; buffers per thread */
static BF_ATTR void
bf_block(const bf_ctx *c, uint32_t *Qb, float *S, uint32_t *Pb, float *O,
    float *mu, float *ell, size_t i0, size_t bq, size_t kend)
{
	const size_t d = c->d, d2 = c->d2, dpp = c->dpp;
	const size_t bqp = (bq + 5) / 6 * 6;

	memset(Qb, 0, bqp * d2 * sizeof *Qb);
	for (size_t r = 0; r < bq; r++)
		for (size_t k = 0; k < d; k++)
			((uint16_t *)(Qb + r * d2))[k] = bf16(c->Q[(i0 + r) * d
			    + k]);
	memset(O, 0, bqp * dpp * sizeof(float));
	memset(Pb, 0, bqp * (FBK / 2) * sizeof *Pb);
	for (size_t r = 0; r < bqp; r++)
		mu[r] = -INFINITY, ell[r] = 0;
	for (size_t j0 = 0; j0 < kend; j0 += FBK) {
		size_t bk = kend - j0 < FBK ? kend - j0 : FBK;
		size_t np = ((bk + 15) / 16 + 3) / 4 * 4, bk32 = (bk + 31) / 32 * 32;

		for (size_t p0 = 0; p0 < np; p0 += 4)
			for (size_t r0 = 0; r0 < bqp; r0 += 6)
				bf_qk(S + r0 * FBK + p0 * 16, FBK, Qb + r0 * d2,
				    d2, c->Kb + (j0 / 16 + p0) * d2 * 32);
		for (size_t r = 0; r < bq; r++) {
			float *row = S + r * FBK;
			size_t vis = ak_kern_hide_(row, bk, j0,
			    ak_kern_qpos_(i0 + r, c->m, c->n), c->mk);
			float tmax = row_max_avx512(row, vis);
			float mnew = tmax > mu[r] ? tmax : mu[r];

			if (mnew == -INFINITY) {
				memset(row, 0, bk32 * sizeof(float));
			} else {
				float alpha = mu[r] == -INFINITY ? 0 :
				    expf(mu[r] - mnew);
				float sum = row_exp_sum_avx512(row, vis, mnew);
				memset(row + vis, 0, (bk32 - vis) * sizeof(float));
				ell[r] = ell[r] * alpha + sum;
				mu[r] = mnew;
				if (alpha != 1)
					row_scale_avx512(O + r * dpp, dpp, alpha);
			}
			for (size_t k = 0; k < bk32; k += 32) {
				__m512bh h = _mm512_cvtne2ps_pbh(
				    _mm512_load_ps(row + k + 16),
				    _mm512_load_ps(row + k));
				_mm512_store_si512(Pb + r * (FBK / 2) + k / 2,
				    (__m512i)h);
			}
		}
		for (size_t jc = 0; jc < bk; jc += FPJ) {
			size_t nk2 = ((bk - jc < FPJ ? bk - jc : FPJ) + 1) / 2;
			for (size_t r0 = 0; r0 < bqp; r0 += 6)
				for (size_t c0 = 0; c0 < dpp; c0 += 64)
					bf_pv(O + r0 * dpp + c0, dpp,
					    Pb + r0 * (FBK / 2) + jc / 2, FBK / 2,
					    c->Vb + ((j0 + jc) / 2 * dpp + c0) * 2,
					    dpp, nk2);
		}
	}
	for (size_t r = 0; r < bq; r++) {
		float *z = c->Z + (i0 + r) * d;
		for (size_t k = 0; k < d; k++)
			z[k] = ell[r] > 0 ? O[r * dpp + k] / ell[r] : 0;
	}
}
#endif

int
ak_kern_have_bf16(void)
{
#ifdef FL_X86
	unsigned a, b, cc, dd;

	return ak_isa_supported(AK_ISA_AVX512) &&
	    __get_cpuid_count(7, 1, &a, &b, &cc, &dd) && (a >> 5 & 1);
#else
	return 0;
#endif
}

int
ak_kern_streaming_bf16(float *Z, const float *Q, const float *K,
    const float *V, const ak_attn_mask *mk, size_t m, size_t n, size_t d,
    ak_err *e)
{
#ifdef FL_X86
	size_t d2 = (d + 1) / 2, dpp = (d + 63) / 64 * 64;
	size_t npan = ((n + 15) / 16 + 3) / 4 * 4, n2 = (n + 1) / 2;
	size_t per, kb, vb;
	float scale = 1 / sqrtf((float)d);
	char *mem;

	if (m == 0 || n == 0 || d == 0)
		return ak_errf(e, "%s = 0: nothing to attend", m == 0 ? "m" :
		    n == 0 ? "n" : "d");
	if (!ak_kern_have_bf16())
		return ak_errf(e, "this CPU has no AVX512-BF16");
	if (ak_isa_get() != AK_ISA_AVX512)	/* a smaller path is forced */
		return ak_errf(e, "AVX512-BF16 code while the %s path is "
		    "forced", ak_isa_name(ak_isa_get()));
	kb = npan * 16 * d2 * 2, vb = n2 * dpp * 2;	/* uint16 counts */
	per = 6 * 16 + (FBQ + 6) * (d2 + FBK + FBK / 2 + dpp + 2);
	if ((mem = fl_alloc((kb + vb) / 2 + per + 64)) == NULL)
		return ak_errf(e, "out of memory (bf16 attention, n = %zu)", n);
	uint16_t *Kb = (uint16_t *)mem, *Vb = Kb + kb;
	memset(mem, 0, (kb + vb) * sizeof(uint16_t));
	for (size_t j = 0; j < n; j++)
		for (size_t k = 0; k < d; k++) {
			Kb[(((j / 16) * d2 + k / 2) * 16 + j % 16) * 2 + k % 2] =
			    bf16(K[j * d + k] * scale);
			Vb[((j / 2) * dpp + k) * 2 + j % 2] = bf16(V[j * d + k]);
		}
	float *buf = (float *)(Vb + vb);
	buf += (64 - ((uintptr_t)buf & 63)) / 4 % 16;
	float *S = buf, *O = S + (FBQ + 6) * FBK;
	uint32_t *Pb = (uint32_t *)(O + (FBQ + 6) * dpp);
	uint32_t *Qb = Pb + (FBQ + 6) * (FBK / 2);
	float *mu = (float *)(Qb + (FBQ + 6) * d2), *ell = mu + FBQ + 6;
	bf_ctx c = { Z, Q, Kb, Vb, mk, m, n, d, d2, dpp };
	for (size_t i0 = 0; i0 < m; i0 += FBQ) {
		size_t bq = m - i0 < FBQ ? m - i0 : FBQ, kend = n;
		if (mk != NULL && mk->causal) {
			ptrdiff_t pl = ak_kern_qpos_(i0 + bq - 1, m, n);
			kend = pl < 0 ? 0 : (size_t)pl + 1 < n ? (size_t)pl + 1 : n;
		}
		bf_block(&c, Qb, S, Pb, O, mu, ell, i0, bq, kend);
	}
	free(mem);
	return 0;
#else
	(void)Z, (void)Q, (void)K, (void)V, (void)mk, (void)m, (void)n, (void)d;
	return ak_errf(e, "this CPU has no AVX512-BF16");
#endif
}


typedef struct fl_worker {
	fl_ctx *c;
	fl_buf b;
} fl_worker;

static void *
fl_run(void *arg)
{
	fl_worker *w = arg;
	fl_ctx *c = w->c;
	size_t k;

	while ((k = atomic_fetch_add(&c->next, 1)) < c->nblocks) {
		/* causal: the longest rows first, so no thread is left with
		   a long block at the end */
		size_t blk = c->causal ? c->nblocks - 1 - k : k;
		size_t i0 = blk * FBQ, bq = c->m - i0 < FBQ ? c->m - i0 : FBQ;
		size_t kend = c->n;

		if (c->causal) {
			ptrdiff_t pl = ak_kern_qpos_(i0 + bq - 1, c->m, c->n);
			kend = pl < 0 ? 0 : (size_t)pl + 1 < c->n ?
			    (size_t)pl + 1 : c->n;
		}
		c->block(c, &w->b, i0, bq, kend);
	}
	return NULL;
}

/* K/√d in panels of vl keys (zero past n), V with dpp columns (zeros) */
int
ak_kern_pack_(ak_kern_pack *pk, const float *K, const float *V, size_t n,
    size_t d, ak_err *e)
{
	fl_path pa = path_for(ak_isa_get());
	size_t npan = (n + pa.vl - 1) / pa.vl;
	float scale = 1 / sqrtf((float)d), *Kp, *Vp;

	npan = (npan + pa.qnv - 1) / pa.qnv * pa.qnv;
	pk->isa = ak_isa_get();
	pk->n = n, pk->d = d;
	pk->dpp = (d + pa.pnv * pa.vl - 1) / (pa.pnv * pa.vl) * (pa.pnv * pa.vl);
	if ((double)npan * pa.vl * d + (double)n * pk->dpp > (double)SIZE_MAX / 8
	    || (pk->mem = fl_alloc(npan * pa.vl * d + n * pk->dpp)) == NULL)
		return ak_errf(e, "out of memory (packing K and V, n = %zu, "
		    "d = %zu)", n, d);
	Kp = pk->mem, Vp = Kp + npan * pa.vl * d;
	for (size_t p = 0; p < npan; p++)
		for (size_t l = 0; l < pa.vl; l++) {
			size_t j = p * pa.vl + l;
			for (size_t k = 0; k < d; k++)
				Kp[(p * d + k) * pa.vl + l] = j < n ?
				    K[j * d + k] * scale : 0;
		}
	for (size_t j = 0; j < n; j++) {
		memcpy(Vp + j * pk->dpp, V + j * d, d * sizeof(float));
		memset(Vp + j * pk->dpp + d, 0, (pk->dpp - d) * sizeof(float));
	}
	pk->Kp = Kp, pk->Vp = Vp;
	return 0;
}

void
ak_kern_pack_free_(ak_kern_pack *pk)
{
	free(pk->mem);
	pk->mem = NULL;
}

size_t
ak_kern_pack_scratch_(const ak_kern_pack *pk)
{
	fl_path pa = path_for(pk->isa);

	return pa.qr * pa.qnv * pa.vl + pa.pr * pk->dpp + pa.qr * pk->d +
	    pa.pr * pk->n;
}

void
ak_kern_pack_scores_(const ak_kern_pack *pk, float *S, size_t lds,
    const float *Q, size_t b, float *scratch)
{
	path_for(pk->isa).scores(S, lds, Q, b, pk->Kp, pk->n, pk->d, pk->dpp,
	    scratch);
}

void
ak_kern_pack_outputs_(const ak_kern_pack *pk, float *Z, const float *S,
    size_t lds, size_t b, float *scratch)
{
	path_for(pk->isa).outputs(Z, S, lds, b, pk->Vp, pk->n, pk->d, pk->dpp,
	    scratch);
}

void *
ak_kern_alloc_aligned_(size_t k)
{
	return fl_alloc(k);
}

int
ak_kern_streaming(float *Z, const float *Q, const float *K, const float *V,
    const ak_attn_mask *mk, size_t m, size_t n, size_t d, ak_err *e)
{
	fl_path pa = path_for(ak_isa_get());
	fl_worker wk[FL_PAR_MAX];
	pthread_t tid[FL_PAR_MAX];
	int started[FL_PAR_MAX] = { 0 };
	size_t T, per;
	ak_kern_pack pk;
	float *mem;
	fl_ctx c;

	if (ak_kern_check_sizes_(m, n, d, e) != 0)
		return -1;
	if (ak_kern_pack_(&pk, K, V, n, d, e) != 0)
		return -1;
	c = (fl_ctx){ .Z = Z, .Q = Q, .Kp = pk.Kp, .Vp = pk.Vp, .mk = mk,
	    .m = m, .n = n, .d = d, .dpp = pk.dpp,
	    .nblocks = (m + FBQ - 1) / FBQ,
	    .causal = mk != NULL && mk->causal, .block = pa.block };
	atomic_init(&c.next, 0);
	T = (size_t)ak_kern_threads();
	T = T < 1 ? 1 : T > FL_PAR_MAX ? FL_PAR_MAX : T;
	T = T < c.nblocks ? T : c.nblocks;
	if ((double)m * (double)n < FL_PAR_MIN)
		T = 1;
	/* per thread: Qb, S, O, mu, ell */
	per = (size_t)FBQ * d + (size_t)FBQ * FBK + (size_t)FBQ * pk.dpp +
	    2 * (size_t)FBQ;
	per = (per + 15) / 16 * 16;
	if ((mem = fl_alloc(T * per)) == NULL) {
		ak_kern_pack_free_(&pk);
		return ak_errf(e, "out of memory (fused attention, d = %zu)", d);
	}
	for (size_t t = 0; t < T; t++) {
		float *b = mem + t * per;
		wk[t].c = &c;
		wk[t].b = (fl_buf){ b, b + (size_t)FBQ * d, b + (size_t)FBQ * d +
		    (size_t)FBQ * FBK, NULL, NULL };
		wk[t].b.mu = wk[t].b.O + (size_t)FBQ * pk.dpp;
		wk[t].b.ell = wk[t].b.mu + FBQ;
	}
	for (size_t t = 1; t < T; t++)
		started[t] = pthread_create(&tid[t], NULL, fl_run, &wk[t]) == 0;
	fl_run(&wk[0]);		/* a thread that did not start: its blocks
				   are taken by the others from the counter */
	for (size_t t = 1; t < T; t++)
		if (started[t])
			pthread_join(tid[t], NULL);
	free(mem);
	ak_kern_pack_free_(&pk);
	return 0;
}

/* ------------------------------------------------------------ decode */

typedef void (*fl_decode_fn)(const float *, const float *, const float *,
    size_t, size_t, size_t, float, float *, float *, float *);

typedef struct fl_djob {
	fl_decode_fn fn;
	const float *q, *K, *V;
	size_t a, b, d;
	float scale, *o, mu, ell;
} fl_djob;

static void *
fl_drun(void *arg)
{
	fl_djob *j = arg;

	j->fn(j->q, j->K, j->V, j->a, j->b, j->d, j->scale, j->o, &j->mu,
	    &j->ell);
	return NULL;
}

#define FL_DEC_MIN (1u << 18)	/* cache floats (n·d) worth a thread */

int
ak_kern_decode(float *z, const float *q, const float *K, const float *V,
    size_t n, size_t d, ak_err *e)
{
	ak_isa isa = ak_isa_get();
	fl_decode_fn fn = decode_gen;
	fl_djob job[FL_PAR_MAX];
	pthread_t tid[FL_PAR_MAX];
	int started[FL_PAR_MAX] = { 0 };
	size_t T, per;
	float *o;

	if (n == 0)
		return ak_errf(e, "n = 0: no keys to attend to");
	if (d == 0)
		return ak_errf(e, "d = 0: empty head dimension");
#ifdef FL_X86
	fn = isa == AK_ISA_AVX512 ? decode_avx512 : isa == AK_ISA_AVX2 ?
	    decode_avx2 : decode_gen;
#else
	(void)isa;
#endif
	T = (size_t)ak_kern_threads();
	T = T < 1 ? 1 : T > FL_PAR_MAX ? FL_PAR_MAX : T;
	if ((double)n * (double)d < FL_DEC_MIN * (double)T)
		T = (size_t)((double)n * (double)d / FL_DEC_MIN);
	T = T < 1 ? 1 : T;
	if (d > SIZE_MAX / sizeof(float) / T || (o = malloc(T * d *
	    sizeof(float))) == NULL)
		return ak_errf(e, "out of memory (decode, d = %zu)", d);
	per = (n + T - 1) / T;
	for (size_t t = 0; t < T; t++) {
		size_t a = t * per < n ? t * per : n;
		size_t b = a + per < n ? a + per : n;
		job[t] = (fl_djob){ fn, q, K, V, a, b, d,
		    1 / sqrtf((float)d), o + t * d, -INFINITY, 0 };
	}
	for (size_t t = 1; t < T; t++)
		started[t] = pthread_create(&tid[t], NULL, fl_drun, &job[t])
		    == 0;
	fl_drun(&job[0]);
	for (size_t t = 1; t < T; t++) {
		if (started[t])
			pthread_join(tid[t], NULL);
		else
			fl_drun(&job[t]);
	}
	/* merge the parts: z = Σ_t e^{μ_t−M} o_t / Σ_t e^{μ_t−M} ℓ_t */
	float M = -INFINITY, L = 0;
	for (size_t t = 0; t < T; t++)
		M = job[t].mu > M ? job[t].mu : M;
	memset(z, 0, d * sizeof(float));
	for (size_t t = 0; t < T && M != -INFINITY; t++) {
		if (job[t].mu == -INFINITY)
			continue;
		float w = expf(job[t].mu - M);
		L += w * job[t].ell;
		for (size_t c = 0; c < d; c++)
			z[c] += w * job[t].o[c];
	}
	if (L > 0)
		for (size_t c = 0; c < d; c++)
			z[c] /= L;
	free(o);
	return 0;
}
