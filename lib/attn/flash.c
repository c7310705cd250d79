/*
 * flash.c — ak_kern_streaming: fused exact attention of our own, no BLAS
 * (kernels.h).  Q·Kᵀ tile, masked online softmax and P·V accumulation run
 * in registers and L1/L2-sized tiles (Dao et al. 2022, FlashAttention,
 * Alg. 1), the blocks of FBQ queries dealt to threads.  The tile code,
 * flash-tile.h, is compiled three times: AVX-512 (16 lanes), AVX2 + FMA
 * (8 lanes) and portable 4-lane GCC vectors; lib/attn/isa.h picks one at
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
#undef QR
#undef QNV
#undef PR
#undef PNV
#endif

/* the shape of each path: lanes, key vectors and output vectors per tile */
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

	if (m == 0)
		return ak_errf(e, "m = 0: no queries to attend from");
	if (n == 0)
		return ak_errf(e, "n = 0: no keys to attend to");
	if (d == 0)
		return ak_errf(e, "d = 0: empty head dimension");
	if (m > INT_MAX || n > INT_MAX || d > INT_MAX)
		return ak_errf(e, "sizes m = %zu, n = %zu, d = %zu exceed %d",
		    m, n, d, INT_MAX);
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
