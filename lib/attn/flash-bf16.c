/*
 * flash-bf16.c — ak_kern_streaming_bf16 (kernels.h): flash.c's schedule
 * with bfloat16 inputs on AVX512-BF16.  Compiled with the BF16 target
 * attribute (simd.h) and run only when cpuid reports the extension.
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

#define FBQ 48		/* queries per block: a multiple of 6 */
_Static_assert(FBQ == AK_KERN_STREAM_BQ, "ak_kern_streaming_pairs counts "
    "the blocks of kernels-int.h's AK_KERN_STREAM_BQ");
#define FBK 256		/* keys per tile */
#define FPJ AK_PACK_PJ	/* keys per P·V chunk */

#ifdef AK_SIMD_X86
/*
 * bfloat16 on AVX512-BF16: Q, K (scaled) and V rounded to bf16, the
 * products by vdpbf16ps (pairs of bf16 products summed into float32),
 * the online softmax in float32 as above, P rounded to bf16 before P·V.
 * Layouts: Kb[p][c/2][16 keys][2], Vb[j/2][dpp columns][2] (uint16 bf16,
 * zero padded), Qb and Pb as bf16 pairs (uint32).  Same tiles: 6 × 4.
 */
#define BF_ATTR AK_ATTR_BF16

/* float → bf16, round to nearest even (inputs finite) */
static uint16_t
bf16(float x)
{
	uint32_t u;

	memcpy(&u, &x, 4);
	u += 0x7fff + ((u >> 16) & 1);
	return (uint16_t)(u >> 16);
}

/* S (6 rows × 64 keys) = Qb Kbᵀ; mx[r] = max(mx[r], the row's scores)
   lane-wise */
static inline __attribute__((always_inline)) BF_ATTR void
bf_qk(float *S, size_t lds, const uint32_t *Qb, size_t d2,
    const uint16_t *Kb, __m512 *mx)
{
	__m512 acc[6][4];

#pragma GCC unroll 8
	for (int r = 0; r < 6; r++)
#pragma GCC unroll 8
		for (int v = 0; v < 4; v++)
			acc[r][v] = _mm512_setzero_ps();
	for (size_t c = 0; c < d2; c++) {
		__m512i k[4];
#pragma GCC unroll 8
		for (int v = 0; v < 4; v++)
			k[v] = _mm512_load_si512(Kb + ((size_t)v * d2 + c) * 32);
#pragma GCC unroll 8
		for (int r = 0; r < 6; r++) {
			__m512i q = _mm512_set1_epi32((int)Qb[(size_t)r * d2 + c]);
#pragma GCC unroll 8
			for (int v = 0; v < 4; v++)
				acc[r][v] = _mm512_dpbf16_ps(acc[r][v],
				    (__m512bh)q, (__m512bh)k[v]);
		}
	}
#pragma GCC unroll 8
	for (int r = 0; r < 6; r++) {
		__m512 m = mx[r];
#pragma GCC unroll 8
		for (int v = 0; v < 4; v++) {
			_mm512_store_ps(S + (size_t)r * lds + (size_t)v * 16,
			    acc[r][v]);
			m = _mm512_max_ps(m, acc[r][v]);
		}
		mx[r] = m;
	}
}

static inline __attribute__((always_inline)) BF_ATTR void
bf_pv(float *O, size_t ldo, const uint32_t *P, size_t ldp,
    const uint16_t *Vb, size_t dpp, size_t nk2)
{
	__m512 acc[6][4];

#pragma GCC unroll 8
	for (int r = 0; r < 6; r++)
#pragma GCC unroll 8
		for (int v = 0; v < 4; v++)
			acc[r][v] = _mm512_load_ps(O + (size_t)r * ldo + v * 16);
	for (size_t j = 0; j < nk2; j++) {
		__m512i x[4];
#pragma GCC unroll 8
		for (int v = 0; v < 4; v++)
			x[v] = _mm512_load_si512(Vb + (j * dpp + (size_t)v * 16)
			    * 2);
#pragma GCC unroll 8
		for (int r = 0; r < 6; r++) {
			__m512i p = _mm512_set1_epi32((int)P[(size_t)r * ldp + j]);
#pragma GCC unroll 8
			for (int v = 0; v < 4; v++)
				acc[r][v] = _mm512_dpbf16_ps(acc[r][v],
				    (__m512bh)p, (__m512bh)x[v]);
		}
	}
#pragma GCC unroll 8
	for (int r = 0; r < 6; r++)
#pragma GCC unroll 8
		for (int v = 0; v < 4; v++)
			_mm512_store_ps(O + (size_t)r * ldo + v * 16, acc[r][v]);
}

/* per thread: the block's bf16 queries, scores, bf16 weights, outputs,
   running max and sum */
typedef struct bf_buf {
	uint32_t *Qb, *Pb;
	float *S, *O, *mu, *ell;
} bf_buf;

typedef struct bf_ctx {
	float *Z;
	const float *Q;
	const uint16_t *Kb, *Vb;
	const ak_attn_mask *mk;
	size_t m, n, d, d2, dpp, nblocks;
	int amx;		/* the products on AMX tiles (bf_amx_*) */
	atomic_size_t next;
	bf_buf buf[AK_PAR_MAX];
} bf_ctx;

/*
 * AMX (AMX-TILE + AMX-BF16): the same layouts serve as tiles of 16 rows
 * of 64 bytes.  Q·Kᵀ: C (16 queries × 16 keys, float32) += A (16 queries
 * × 16 bf16 pairs of d: Qb) · B (16 pairs of d × 16 keys × 2: one Kb
 * panel, already the pair-interleaved layout tdpbf16ps wants), d/32
 * steps.  P·V: C (16 queries × 16 columns of O) += A (16 queries × 16
 * pairs of keys: Pb) · B (16 key pairs × 16 columns × 2: Vb).  Needs d a
 * multiple of 32 (whole A/B tiles of d), Vb padded to 16 key pairs.
 * tmm0 accumulates, tmm1 and tmm2 are A and B.  The tile instructions'
 * asm statements tell the compiler nothing of the memory they read: a
 * barrier before each load keeps the stores of Pb and O before it.
 *
 * Not run on hardware: written against Intel's SDM (ldtilecfg's palette
 * 1 layout, tileloadd/tdpbf16ps/tilestored operands) on a CPU without
 * AMX; ak_mm_supported refuses the path wherever cpuid, XCR0 or Linux's
 * permission is missing (tests/e2e/attn-bench/modes.sh).
 */
#define AMX_ATTR __attribute__((target(AK_TARGET_BF16 ",amx-tile,amx-bf16")))
#define AMX_BARRIER() __asm__ volatile("" ::: "memory")

typedef struct amx_cfg {
	uint8_t palette, start_row, reserved[14];
	uint16_t colsb[16];
	uint8_t rows[16];
} __attribute__((aligned(64))) amx_cfg;

static AMX_ATTR void
bf_amx_begin(void)
{
	static const amx_cfg cfg = { .palette = 1,
	    .colsb = { 64, 64, 64 }, .rows = { 16, 16, 16 } };

	AMX_BARRIER();
	_tile_loadconfig(&cfg);
}

static AMX_ATTR void
bf_amx_end(void)
{
	_tile_release();
}

/* S[16 rows][16 keys] = Qb (rows r0..) · one Kb panel, d2 pairs */
static AMX_ATTR void
bf_amx_qk(float *S, size_t lds, const uint32_t *Qb, size_t d2,
    const uint16_t *Kp)
{
	AMX_BARRIER();
	_tile_zero(0);
	for (size_t c0 = 0; c0 < d2; c0 += 16) {
		_tile_loadd(1, Qb + c0, d2 * 4);
		_tile_loadd(2, Kp + c0 * 32, 64);
		_tile_dpbf16ps(0, 1, 2);
	}
	_tile_stored(0, S, lds * 4);
	AMX_BARRIER();
}

/* O[16 rows][16 columns] += Pb (16 rows × 16 key pairs) · Vb (16 key
   pairs × 16 columns) */
static AMX_ATTR void
bf_amx_pv(float *O, size_t ldo, const uint32_t *P, size_t ldp,
    const uint16_t *Vb, size_t dpp)
{
	AMX_BARRIER();
	_tile_loadd(0, O, ldo * 4);
	_tile_loadd(1, P, ldp * 4);
	_tile_loadd(2, Vb, dpp * 4);
	_tile_dpbf16ps(0, 1, 2);
	_tile_stored(0, O, ldo * 4);
	AMX_BARRIER();
}

/*
 * 2^t for t ≤ 0, 16 lanes: as flash-tile.h's vexp2 (t clamped at −126,
 * degree-6 Taylor polynomial of 2^f on [−½, ½], vscalefps)
 */
static inline __attribute__((always_inline)) BF_ATTR __m512
bf_exp2(__m512 t)
{
	t = _mm512_max_ps(t, _mm512_set1_ps(-126.0f));
	__m512 k = _mm512_roundscale_ps(t, _MM_FROUND_TO_NEAREST_INT |
	    _MM_FROUND_NO_EXC);
	__m512 f = _mm512_sub_ps(t, k);
	__m512 p = _mm512_fmadd_ps(_mm512_set1_ps(1.5403530393e-4f), f,
	    _mm512_set1_ps(1.3333558146e-3f));
	p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(9.6181291076e-3f));
	p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(5.5504108665e-2f));
	p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(2.4022650696e-1f));
	p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(6.9314718056e-1f));
	p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.0f));
	return _mm512_scalef_ps(p, k);
}

/* a full tile's row (FBK scores, all visible): weights e^{s − m} in one
   pass, rounded to bf16 pairs into pb; returns their float32 sum */
static inline __attribute__((always_inline)) BF_ATTR float
bf_row_full(const float *row, uint32_t *pb, float m)
{
	const __m512 l2e = _mm512_set1_ps(1.44269504088896341f);
	const __m512 mb = _mm512_set1_ps(-m * 1.44269504088896341f);
	__m512 s0 = _mm512_setzero_ps(), s1 = s0;

	for (size_t k = 0; k < FBK; k += 32) {
		__m512 a = bf_exp2(_mm512_fmadd_ps(_mm512_load_ps(row + k), l2e,
		    mb));
		__m512 b = bf_exp2(_mm512_fmadd_ps(_mm512_load_ps(row + k + 16),
		    l2e, mb));
		s0 = _mm512_add_ps(s0, a), s1 = _mm512_add_ps(s1, b);
		_mm512_store_si512(pb + k / 2, (__m512i)_mm512_cvtne2ps_pbh(b,
		    a));
	}
	return _mm512_reduce_add_ps(_mm512_add_ps(s0, s1));
}

/* a tile with hidden keys or fewer than FBK: row by row, masked */
static BF_ATTR void
bf_row_masked(const bf_ctx *c, float *row, uint32_t *pb, float *O,
    float *mu, float *ell, size_t i, size_t j0, size_t bk)
{
	size_t bk32 = (bk + 31) / 32 * 32, vis = ak_kern_hide_(row, bk, j0,
	    ak_kern_qpos_(i, c->m, c->n), c->mk);
	float tmax = ak_row_max_avx512(row, vis), mnew = tmax > *mu ? tmax : *mu;

	if (mnew == -INFINITY) {
		memset(row, 0, bk32 * sizeof(float));
	} else {
		float alpha = *mu == -INFINITY ? 0 : mnew == *mu ? 1 :
		    expf(*mu - mnew);
		float sum = ak_row_exp_sum_avx512(row, vis, mnew);
		memset(row + vis, 0, (bk32 - vis) * sizeof(float));
		*ell = *ell * alpha + sum;
		*mu = mnew;
		if (alpha != 1)
			ak_row_scale_avx512(O, c->dpp, alpha);
	}
	for (size_t k = 0; k < bk32; k += 32)
		_mm512_store_si512(pb + k / 2, (__m512i)_mm512_cvtne2ps_pbh(
		    _mm512_load_ps(row + k + 16), _mm512_load_ps(row + k)));
}

/* the block's scores against a tile on AMX, and their lane-wise row
   maxima (the tiles leave them in memory, not in registers) */
static BF_ATTR void
bf_amx_scores(const bf_ctx *c, float *S, const uint32_t *Qb, size_t bqp,
    size_t np, size_t j0, __m512 *tmx)
{
	for (size_t p = 0; p < np; p++)
		for (size_t r0 = 0; r0 < bqp; r0 += 16)
			bf_amx_qk(S + r0 * FBK + p * 16, FBK, Qb + r0 * c->d2,
			    c->d2, c->Kb + (j0 / 16 + p) * c->d2 * 32);
	for (size_t r = 0; r < bqp; r++)
		for (size_t p = 0; p < np; p++)
			tmx[r] = _mm512_max_ps(tmx[r], _mm512_load_ps(S + r * FBK
			    + p * 16));
}

/* one block of bq ≤ FBQ queries over keys 0..kend; buffers per thread */
static BF_ATTR void
bf_block(const bf_ctx *c, const bf_buf *b, size_t i0, size_t bq,
    size_t kend)
{
	const size_t d = c->d, d2 = c->d2, dpp = c->dpp;
	const size_t bqp = c->amx ? (bq + 15) / 16 * 16 : (bq + 5) / 6 * 6;
	uint32_t *Qb = b->Qb, *Pb = b->Pb;
	float *S = b->S, *O = b->O, *mu = b->mu, *ell = b->ell;
	__m512 tmx[FBQ];

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
		size_t np = ((bk + 15) / 16 + 3) / 4 * 4;
		int full = bk == FBK && (c->mk == NULL || (c->mk->kmask == NULL &&
		    (!c->mk->causal || ak_kern_qpos_(i0, c->m, c->n) >=
		    (ptrdiff_t)(j0 + FBK - 1))));

		for (size_t r = 0; r < bqp; r++)
			tmx[r] = _mm512_set1_ps(-INFINITY);
		if (c->amx)
			bf_amx_scores(c, S, Qb, bqp, np, j0, tmx);
		else
			for (size_t p0 = 0; p0 < np; p0 += 4)
				for (size_t r0 = 0; r0 < bqp; r0 += 6)
					bf_qk(S + r0 * FBK + p0 * 16, FBK,
					    Qb + r0 * d2, d2, c->Kb + (j0 / 16 +
					    p0) * d2 * 32, tmx + r0);
		for (size_t r = 0; r < bq; r++) {
			float *row = S + r * FBK;
			if (!full) {
				bf_row_masked(c, row, Pb + r * (FBK / 2),
				    O + r * dpp, mu + r, ell + r, i0 + r, j0, bk);
				continue;
			}
			float tmax = _mm512_reduce_max_ps(tmx[r]);
			float mnew = tmax > mu[r] ? tmax : mu[r];
			float alpha = mu[r] == -INFINITY ? 0 : mnew == mu[r] ?
			    1 : expf(mu[r] - mnew);
			ell[r] = ell[r] * alpha + bf_row_full(row, Pb + r *
			    (FBK / 2), mnew);
			mu[r] = mnew;
			if (alpha != 1)
				ak_row_scale_avx512(O + r * dpp, dpp, alpha);
		}
		if (c->amx) {
			for (size_t jc = 0; jc < bk; jc += 32)
				for (size_t r0 = 0; r0 < bqp; r0 += 16)
					for (size_t c0 = 0; c0 < dpp; c0 += 16)
						bf_amx_pv(O + r0 * dpp + c0, dpp,
						    Pb + r0 * (FBK / 2) + jc / 2,
						    FBK / 2, c->Vb + ((j0 + jc) /
						    2 * dpp + c0) * 2, dpp);
			continue;
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

/* part t: blocks from the shared counter, longest (causal) first */
static void
bf_part(void *arg, size_t t, size_t T)
{
	bf_ctx *c = arg;
	size_t k;

	(void)T;
	if (c->amx)		/* the tile configuration is per thread */
		bf_amx_begin();
	while ((k = atomic_fetch_add(&c->next, 1)) < c->nblocks) {
		size_t blk = c->mk != NULL && c->mk->causal ? c->nblocks - 1 - k :
		    k;
		size_t i0 = blk * FBQ, bq = c->m - i0 < FBQ ? c->m - i0 : FBQ;
		size_t kend = c->n;

		if (c->mk != NULL && c->mk->causal) {
			ptrdiff_t pl = ak_kern_qpos_(i0 + bq - 1, c->m, c->n);
			kend = pl < 0 ? 0 : (size_t)pl + 1 < c->n ?
			    (size_t)pl + 1 : c->n;
		}
		bf_block(c, &c->buf[t], i0, bq, kend);
	}
	if (c->amx)
		bf_amx_end();
}
#endif

int
ak_kern_have_bf16(void)
{
	return ak_mm_supported(AK_MM_AVX512BF16);
}

int
ak_kern_streaming_bf16(float *Z, const float *Q, const float *K,
    const float *V, const ak_attn_mask *mk, size_t m, size_t n, size_t d,
    ak_err *e)
{
#ifdef AK_SIMD_X86
	size_t d2 = (d + 1) / 2, dpp = (d + 63) / 64 * 64;
	size_t npan = ((n + 15) / 16 + 3) / 4 * 4, n2 = (n + 1) / 2;
	size_t per, kb, vb, T;
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
	T = (size_t)ak_kern_threads();
	T = T < 1 ? 1 : T > AK_PAR_MAX ? AK_PAR_MAX : T;
	T = T < (m + FBQ - 1) / FBQ ? T : (m + FBQ - 1) / FBQ;
	if ((double)m * (double)n < (1u << 18))
		T = 1;
	int amx = ak_mm_get() == AK_MM_AMX && d % 32 == 0;
	n2 = (n2 + 15) / 16 * 16;	/* whole AMX tiles of key pairs */
	kb = npan * 16 * d2 * 2, vb = n2 * dpp * 2;	/* uint16 counts */
	per = (FBQ + 6) * (d2 + FBK + FBK / 2 + dpp + 2);
	per = (per + 15) / 16 * 16;
	if ((mem = ak_pack_alloc((kb + vb) / 2 + T * per + 64)) == NULL)
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
	bf_ctx *c = calloc(1, sizeof *c);	/* the buffers' table: large */
	if (c == NULL) {
		free(mem);
		return ak_errf(e, "out of memory (bf16 attention)");
	}
	c->Z = Z, c->Q = Q, c->Kb = Kb, c->Vb = Vb, c->mk = mk;
	c->m = m, c->n = n, c->d = d, c->d2 = d2, c->dpp = dpp;
	c->nblocks = (m + FBQ - 1) / FBQ;
	c->amx = amx;
	atomic_init(&c->next, 0);
	for (size_t t = 0; t < T; t++) {
		float *S = buf + t * per, *O = S + (FBQ + 6) * FBK;
		uint32_t *Pb = (uint32_t *)(O + (FBQ + 6) * dpp);
		uint32_t *Qb = Pb + (FBQ + 6) * (FBK / 2);
		float *mu = (float *)(Qb + (FBQ + 6) * d2);
		c->buf[t] = (bf_buf){ Qb, Pb, S, O, mu, mu + FBQ + 6 };
	}
	ak_par_run(T, bf_part, c);
	free(c);
	free(mem);
	return 0;
#else
	(void)Z, (void)Q, (void)K, (void)V, (void)mk, (void)m, (void)n, (void)d;
	return ak_errf(e, "this CPU has no AVX512-BF16");
#endif
}
