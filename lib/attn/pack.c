/*
 * pack.c — K and V packed for the micro-kernels, and naive's two products
 * on them (pack.h).  pack-tile.h is compiled here once per vector path:
 * portable 4 lanes (a 4 × 2 tile), AVX2 + FMA (8 lanes, 16 registers: 6 ×
 * 2) and AVX-512 (16 lanes, 32 registers: 6 × 4); the packing's path is
 * ak_isa_get()'s, so a CPU without AVX-512 never runs its instructions.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "simd.h"
#include "pack.h"
#include "par.h"

/* the tiles of each vector path (tile-path.h has their parameters) */
#define TILE_PATH 4
#include "tile-path.h"
#include "pack-tile.h"
#include "tile-path-end.h"

#ifdef AK_SIMD_X86
#define TILE_PATH 8
#include "tile-path.h"
#include "pack-tile.h"
#include "tile-path-end.h"

#define TILE_PATH 16
#include "tile-path.h"
#include "pack-tile.h"
#include "tile-path-end.h"
#endif

typedef void (*scores_fn)(float *, size_t, const float *, size_t,
    const float *, size_t, size_t, size_t, float *);
typedef void (*outputs_fn)(float *, const float *, size_t, size_t,
    const float *, size_t, size_t, size_t, float *);

/* the register tile of path isa: float lanes, QR query rows × QNV key
   vectors for Q·Kᵀ, PR rows × PNV output vectors for P·V (PR = QR) */
typedef struct ak_pack_shape {
	size_t vl, qr, qnv, pr, pnv;
} ak_pack_shape;

static ak_pack_shape
ak_pack_shape_of(ak_isa isa)
{
#ifdef AK_SIMD_X86
	if (isa == AK_ISA_AVX512)
		return (ak_pack_shape){ 16, 6, 4, 6, 4 };
	if (isa == AK_ISA_AVX2)
		return (ak_pack_shape){ 8, 6, 2, 6, 2 };
#endif
	(void)isa;
	return (ak_pack_shape){ 4, 4, 2, 4, 2 };
}

static scores_fn
scores_for(ak_isa isa)
{
#ifdef AK_SIMD_X86
	if (isa == AK_ISA_AVX512)
		return scores_avx512;
	if (isa == AK_ISA_AVX2)
		return scores_avx2;
#endif
	(void)isa;
	return scores_v4;
}

static outputs_fn
outputs_for(ak_isa isa)
{
#ifdef AK_SIMD_X86
	if (isa == AK_ISA_AVX512)
		return outputs_avx512;
	if (isa == AK_ISA_AVX2)
		return outputs_avx2;
#endif
	(void)isa;
	return outputs_v4;
}

void *
ak_pack_alloc(size_t k)
{
	void *p;

	if (k > SIZE_MAX / sizeof(float) / 2 ||
	    posix_memalign(&p, 64, (k ? k : 1) * sizeof(float)) != 0)
		return NULL;
	return p;
}

/* Kp[(p·d + k)·vl + l] = K[j][k]·scale, j = p·vl + l (zero past n), K's
   element (j, k) at K[j·rs + k·cs] */
static void
panels(float *Kp, const float *K, size_t rs, size_t cs, size_t n, size_t d,
    size_t vl, size_t npan, float scale)
{
	for (size_t p = 0; p < npan; p++)
		for (size_t l = 0; l < vl; l++) {
			size_t j = p * vl + l;
			for (size_t k = 0; k < d; k++)
				Kp[(p * d + k) * vl + l] = j < n ?
				    K[j * rs + k * cs] * scale : 0;
		}
}

/* K/√d in panels of vl keys (zero past n), V with dpp columns (zeros) */
int
ak_pack_init(ak_pack *pk, const float *K, const float *V, size_t n,
    size_t d, ak_err *e)
{
	ak_pack_shape pa = ak_pack_shape_of(ak_isa_get());
	size_t npan = (n + pa.vl - 1) / pa.vl;
	float scale = 1 / sqrtf((float)d), *Kp, *Vp;

	npan = (npan + pa.qnv - 1) / pa.qnv * pa.qnv;
	pk->isa = ak_isa_get();
	pk->n = n, pk->d = d;
	pk->dpp = (d + pa.pnv * pa.vl - 1) / (pa.pnv * pa.vl) * (pa.pnv * pa.vl);
	if ((double)npan * pa.vl * d + (double)n * pk->dpp > (double)SIZE_MAX / 8
	    || (pk->mem = ak_pack_alloc(npan * pa.vl * d + n * pk->dpp)) == NULL)
		return ak_errf(e, "out of memory (packing K and V, n = %zu, "
		    "d = %zu)", n, d);
	Kp = pk->mem, Vp = Kp + npan * pa.vl * d;
	panels(Kp, K, d, 1, n, d, pa.vl, npan, scale);
	for (size_t j = 0; j < n; j++) {
		memcpy(Vp + j * pk->dpp, V + j * d, d * sizeof(float));
		memset(Vp + j * pk->dpp + d, 0, (pk->dpp - d) * sizeof(float));
	}
	pk->Kp = Kp, pk->Vp = Vp;
	return 0;
}

void
ak_pack_free(ak_pack *pk)
{
	free(pk->mem);
	pk->mem = NULL;
}

size_t
ak_pack_scratch(const ak_pack *pk)
{
	ak_pack_shape pa = ak_pack_shape_of(pk->isa);

	return pa.qr * pa.qnv * pa.vl + pa.pr * pk->dpp + pa.qr * pk->d +
	    pa.pr * pk->n;
}

void
ak_pack_scores(const ak_pack *pk, float *S, size_t lds, const float *Q,
    size_t b, float *scratch)
{
	scores_for(pk->isa)(S, lds, Q, b, pk->Kp, pk->n, pk->d, pk->dpp,
	    scratch);
}

void
ak_pack_outputs(const ak_pack *pk, float *Z, const float *S, size_t lds,
    size_t b, float *scratch)
{
	outputs_for(pk->isa)(Z, S, lds, b, pk->Vp, pk->n, pk->d, pk->dpp,
	    scratch);
}

typedef struct gemm_job {
	float *C;
	const float *A, *Bp;
	size_t m, k, p, rows;
	ak_isa isa;
	float *scratch;		/* per part */
	size_t per;
} gemm_job;

static void
gemm_part(void *arg, size_t t, size_t T)
{
	gemm_job *g = arg;
	size_t r0 = t * g->rows, r1 = r0 + g->rows;

	(void)T;
	r1 = r1 < g->m ? r1 : g->m;
	if (r0 < r1)
		scores_for(g->isa)(g->C + r0 * g->p, g->p, g->A + r0 * g->k,
		    r1 - r0, g->Bp, g->p, g->k, 0, g->scratch + t * g->per);
}

int
ak_pack_gemm(float *C, const float *A, const float *B, size_t m, size_t k,
    size_t p, size_t T, ak_err *e)
{
	ak_isa isa = ak_isa_get();
	ak_pack_shape pa = ak_pack_shape_of(isa);
	size_t npan = ((p + pa.vl - 1) / pa.vl + pa.qnv - 1) / pa.qnv * pa.qnv;
	gemm_job g = { C, A, NULL, m, k, p, 0, isa, NULL, 0 };
	float *Bp;

	T = T < 1 ? 1 : T > AK_PAR_MAX ? AK_PAR_MAX : T;
	g.rows = (m + T - 1) / T;
	g.rows = (g.rows + pa.qr - 1) / pa.qr * pa.qr;	/* whole tiles */
	g.per = (pa.qr * pa.qnv * pa.vl + pa.pr + pa.qr * k + 15) / 16 * 16;
	if ((double)npan * pa.vl * k + (double)T * g.per > (double)SIZE_MAX / 8
	    || (Bp = ak_pack_alloc(npan * pa.vl * k + T * g.per)) == NULL)
		return ak_errf(e, "out of memory (a product, %zu x %zu)", k, p);
	/* Bᵀ in panels: column j of B is "key" j */
	panels(Bp, B, 1, p, p, k, pa.vl, npan, 1.0f);
	g.Bp = Bp, g.scratch = Bp + npan * pa.vl * k;
	ak_par_run(T, gemm_part, &g);
	free(Bp);
	return 0;
}
