/*
 * flash.c — ak_kern_streaming and ak_kern_decode: fused exact attention of
 * our own, no BLAS (kernels.h).  Q·Kᵀ tile, masked online softmax and P·V
 * accumulation run in registers and L1/L2-sized tiles (Dao et al. 2022,
 * FlashAttention, Alg. 1) on K and V packed by pack.c, the blocks of FBQ
 * queries dealt to the threads of lib/base/par; tiles without masking
 * take a fused max / exp-and-sum path.  The tile code (pack-tile.h's
 * micro-kernels, flash-tile.h's block) is compiled three times: AVX-512
 * (16 lanes), AVX2 + FMA (8 lanes) and portable 4-lane GCC vectors;
 * lib/base/isa.h picks one at run time, so a CPU without AVX-512 never
 * sees its instructions.  The bfloat16 kernel is flash-bf16.c.
 */
#include <math.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "simd.h"
#include "kernels.h"
#include "kernels-int.h"
#include "pack.h"
#include "par.h"

#ifndef FBQ
#define FBQ 48		/* queries per block: a multiple of every QR */
_Static_assert(FBQ == AK_KERN_STREAM_BQ, "ak_kern_streaming_pairs counts "
    "the blocks of kernels-int.h's AK_KERN_STREAM_BQ");
#endif
#ifndef FBK
#define FBK 256		/* keys per tile: a multiple of every QNV·VL */
#endif
#ifndef FPJ
#define FPJ AK_PACK_PJ	/* keys per P·V chunk */
#endif
#define FL_PAR_MIN (1u << 18)	/* scores (m·n) worth threads */

typedef struct fl_buf {
	float *Qb, *S, *O, *mu;
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

/* the tiles and the fused block of each vector path (tile-path.h has
 * their parameters); AVX-512 adds its own max, rounding and scaling */
#define TILE_PATH 4
#include "tile-path.h"
#include "pack-tile.h"
#include "flash-tile.h"
#include "tile-path-end.h"

#ifdef AK_SIMD_X86
#define TILE_PATH 8
#include "tile-path.h"
#include "pack-tile.h"
#include "flash-tile.h"
#include "tile-path-end.h"

#define TILE_PATH 16
#include "tile-path.h"
#define HMAX(v) _mm512_reduce_max_ps((__m512)(v))
#define ROUND(x) ((ak_v16f)_mm512_roundscale_ps((__m512)(x), \
    _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC))
#define SCALEF(a, b) ((ak_v16f)_mm512_scalef_ps((__m512)(a), (__m512)(b)))
#include "pack-tile.h"
#include "flash-tile.h"
#include "tile-path-end.h"
#undef HMAX
#undef ROUND
#undef SCALEF
#endif

/* the fused block of path isa */
static fl_block_fn
block_for(ak_isa isa)
{
#ifdef AK_SIMD_X86
	if (isa == AK_ISA_AVX512)
		return block_avx512;
	if (isa == AK_ISA_AVX2)
		return block_avx2;
#endif
	(void)isa;
	return block_v4;
}

typedef struct fl_worker {
	fl_ctx *c;
	fl_buf b;
} fl_worker;

/* part t of the pool: blocks from the shared counter, its own buffers */
static void
fl_part(void *arg, size_t t, size_t T)
{
	fl_worker *w = (fl_worker *)arg + t;
	fl_ctx *c = w->c;
	size_t k;

	(void)T;
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
}

int
ak_kern_streaming(float *Z, const float *Q, const float *K, const float *V,
    const ak_attn_mask *mk, size_t m, size_t n, size_t d, ak_err *e)
{
	fl_worker wk[AK_PAR_MAX];
	size_t T, per;
	ak_pack pk;
	float *mem;
	fl_ctx c;

	if (ak_kern_check_sizes_(m, n, d, e) != 0)
		return -1;
	if (ak_pack_init(&pk, K, V, n, d, e) != 0)
		return -1;
	c = (fl_ctx){ .Z = Z, .Q = Q, .Kp = pk.Kp, .Vp = pk.Vp, .mk = mk,
	    .m = m, .n = n, .d = d, .dpp = pk.dpp,
	    .nblocks = (m + FBQ - 1) / FBQ,
	    .causal = mk != NULL && mk->causal, .block = block_for(pk.isa) };
	atomic_init(&c.next, 0);
	T = (size_t)ak_kern_threads();
	T = T < 1 ? 1 : T > AK_PAR_MAX ? AK_PAR_MAX : T;
	T = T < c.nblocks ? T : c.nblocks;
	if ((double)m * (double)n < FL_PAR_MIN)
		T = 1;
	/* per thread: Qb, S, O, mu */
	per = (size_t)FBQ * d + (size_t)FBQ * FBK + (size_t)FBQ * pk.dpp +
	    (size_t)FBQ;
	per = (per + 15) / 16 * 16;
	if ((mem = ak_pack_alloc(T * per)) == NULL) {
		ak_pack_free(&pk);
		return ak_errf(e, "out of memory (fused attention, d = %zu)", d);
	}
	for (size_t t = 0; t < T; t++) {
		float *b = mem + t * per;
		wk[t].c = &c;
		wk[t].b = (fl_buf){ b, b + (size_t)FBQ * d, b + (size_t)FBQ * d +
		    (size_t)FBQ * FBK, NULL };
		wk[t].b.mu = wk[t].b.O + (size_t)FBQ * pk.dpp;
	}
	/* a part no thread took finds the counter spent: its blocks were
	   taken by the others */
	ak_par_run(T, fl_part, wk);
	free(mem);
	ak_pack_free(&pk);
	return 0;
}

/* ------------------------------------------------------------- heads */

typedef struct fl_heads {
	float *Z;
	const float *Q, *K, *V;
	size_t B, H, n, dh, E;
	float *buf;		/* per part: q, k, v, z (4·n·dh floats) */
	atomic_size_t next;
	atomic_int failed;
} fl_heads;

/* heads from the shared counter: gathered, attended, scattered */
static void
fl_heads_part(void *arg, size_t t, size_t T)
{
	fl_heads *h = arg;
	size_t n = h->n, dh = h->dh, E = h->E, k;
	float *q = h->buf + t * 4 * n * dh, *kk = q + n * dh, *v = kk + n * dh;
	float *z = v + n * dh;
	ak_err e;

	(void)T;
	while ((k = atomic_fetch_add(&h->next, 1)) < h->B * h->H) {
		size_t b = k / h->H, c0 = (k % h->H) * dh;
		for (size_t i = 0; i < n; i++) {
			size_t row = (b * n + i) * E + c0;
			memcpy(q + i * dh, h->Q + row, dh * sizeof(float));
			memcpy(kk + i * dh, h->K + row, dh * sizeof(float));
			memcpy(v + i * dh, h->V + row, dh * sizeof(float));
		}
		/* inside a part the pool serves no nested call: this head
		   runs on this thread alone */
		if (ak_kern_streaming(z, q, kk, v, NULL, n, n, dh, &e) != 0) {
			atomic_store(&h->failed, 1);
			return;
		}
		for (size_t i = 0; i < n; i++)
			memcpy(h->Z + (b * n + i) * E + c0, z + i * dh,
			    dh * sizeof(float));
	}
}

int
ak_kern_heads(float *Z, const float *Q, const float *K, const float *V,
    size_t B, size_t H, size_t n, size_t dh, ak_err *e)
{
	fl_heads h = { Z, Q, K, V, B, H, n, dh, H * dh, NULL, 0, 0 };
	size_t T;

	if (B == 0 || H == 0)
		return ak_errf(e, "%s = 0: no heads to attend with", B == 0 ?
		    "B" : "H");
	if (ak_kern_check_sizes_(n, n, dh, e) != 0)
		return -1;
	T = (size_t)ak_kern_threads();
	T = T < 1 ? 1 : T > AK_PAR_MAX ? AK_PAR_MAX : T;
	T = T < B * H ? T : B * H;
	if (n * dh > SIZE_MAX / sizeof(float) / 4 / T ||
	    (h.buf = malloc(T * 4 * n * dh * sizeof(float))) == NULL)
		return ak_errf(e, "out of memory (heads, n = %zu, d_h = %zu)",
		    n, dh);
	atomic_init(&h.next, 0);
	atomic_init(&h.failed, 0);
	ak_par_run(T, fl_heads_part, &h);
	free(h.buf);
	if (atomic_load(&h.failed))
		return ak_errf(e, "out of memory (heads, n = %zu, d_h = %zu)",
		    n, dh);
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

static void
fl_dpart(void *arg, size_t t, size_t T)
{
	fl_djob *j = (fl_djob *)arg + t;

	(void)T;
	j->fn(j->q, j->K, j->V, j->a, j->b, j->d, j->scale, j->o, &j->mu,
	    &j->ell);
}

#define FL_DEC_MIN (1u << 18)	/* cache floats (n·d) worth a thread */

int
ak_kern_decode(float *z, const float *q, const float *K, const float *V,
    size_t n, size_t d, ak_err *e)
{
	ak_isa isa = ak_isa_get();
	fl_decode_fn fn = decode_v4;
	fl_djob job[AK_PAR_MAX];
	size_t T, per;
	float *o;

	if (n == 0)
		return ak_errf(e, "n = 0: no keys to attend to");
	if (d == 0)
		return ak_errf(e, "d = 0: empty head dimension");
#ifdef AK_SIMD_X86
	fn = isa == AK_ISA_AVX512 ? decode_avx512 : isa == AK_ISA_AVX2 ?
	    decode_avx2 : decode_v4;
#else
	(void)isa;
#endif
	T = (size_t)ak_kern_threads();
	T = T < 1 ? 1 : T > AK_PAR_MAX ? AK_PAR_MAX : T;
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
	ak_par_run(T, fl_dpart, job);
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
