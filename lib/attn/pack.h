/*
 * pack.h — K and V laid out for the register-tiled micro-kernels of the
 * attention kernels, and the two products of exact attention on them
 * (beneath kernels.c, whose naive kernel runs them instead of the BLAS on
 * a CPU OpenBLAS does not know, and flash.c, whose fused kernel packs K
 * and V once per call and runs the same micro-kernels, pack-tile.h, on
 * its tiles).  Shapes as kernels.h: K, V n×d, Q b×d row-major.
 *
 * Layouts on path isa (ak_isa_get() when packed; VL = its float lanes,
 * QNV × VL keys and PNV × VL output columns per register tile):
 *   Kp[(p·d + c)·VL + l] = K[p·VL + l][c]/√d   panels of VL keys, zero past
 *                                              n, the panel count rounded
 *                                              up to a multiple of QNV
 *   Vp[j·dpp + c] = V[j][c]                    dpp = d rounded up to PNV·VL,
 *                                              zeros after d
 * so that one vector load gives VL keys' entries of one column of K, or
 * VL columns of one row of V.
 */
#ifndef AK_PACK_H
#define AK_PACK_H

#include <stddef.h>

#include "isa.h"
#include "util.h"

/* keys per P·V chunk: their Vp rows stay in L1 while the rows pass */
#define AK_PACK_PJ 64

typedef struct ak_pack {
	float *mem;
	const float *Kp, *Vp;
	size_t n, d, dpp;
	ak_isa isa;
} ak_pack;

/*
 * ak_pack_init: K/√d and V packed for path ak_isa_get() into pk (one
 * allocation, pk->mem).  Returns 0, or -1 with "out of memory (packing K
 * and V, n = N, d = D)".  ak_pack_free: frees it (pk->mem = NULL).
 */
int ak_pack_init(ak_pack *pk, const float *K, const float *V, size_t n,
    size_t d, ak_err *e);
void ak_pack_free(ak_pack *pk);

/*
 * ak_pack_scores: S[r][0..n) = q_r·k_j/√d for the b rows of Q (row stride
 * of S: lds).  ak_pack_outputs: Z[r][0..d) = Σ_j S[r][j] v_j for b rows.
 * Sums in the micro-kernels' order (d terms of a score in column order,
 * an output's n terms in chunks of AK_PACK_PJ keys): the same bits on
 * every call, whichever thread.  scratch: ak_pack_scratch(pk) floats from
 * ak_pack_alloc, one per thread.
 */
void ak_pack_scores(const ak_pack *pk, float *S, size_t lds,
    const float *Q, size_t b, float *scratch);
void ak_pack_outputs(const ak_pack *pk, float *Z, const float *S,
    size_t lds, size_t b, float *scratch);
size_t ak_pack_scratch(const ak_pack *pk);

/*
 * ak_pack_gemm: C = A·B (A m×k, B k×p, C m×p, row-major) on the same
 * micro-kernels (the Q·Kᵀ tile, B's columns packed as keys, scale 1),
 * the rows split among T threads of the pool: each element's k terms
 * summed in order, one FMA each (the same bits whatever T).  The
 * projections of attn-bench -m mha: E × E weights, B·n rows, the shapes
 * of the fused kernel's own tiles.  Returns 0, or -1 with "out of memory
 * (a product, K x P)".
 */
int ak_pack_gemm(float *C, const float *A, const float *B, size_t m,
    size_t k, size_t p, size_t T, ak_err *e);

/* k floats 64-byte aligned (free() them), or NULL: overflow, no memory */
void *ak_pack_alloc(size_t k);

#endif
