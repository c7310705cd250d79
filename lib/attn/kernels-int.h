/*
 * kernels-int.h — helpers shared by kernels.c and flash.c (not a public
 * header): a query's position and the hiding of masked scores.
 */
#ifndef AK_KERNELS_INT_H
#define AK_KERNELS_INT_H

#include <math.h>
#include <stddef.h>

#include "isa.h"
#include "kernels.h"

/*
 * K and V packed for the micro-kernels of flash.c (path ak_isa_get() at
 * packing): K/√d in panels of vector width, V padded to dpp columns.
 * ak_kern_pack_scores_: S[r][0..n) = q_r·k_j/√d for r < b (row stride
 * lds); ak_kern_pack_outputs_: Z[r][0..d) = Σ_j S[r][j] v_j.  scratch:
 * ak_kern_pack_scratch_ floats from ak_kern_alloc_aligned_ (64-byte
 * aligned; free()), one per thread.
 */
typedef struct ak_kern_pack {
	float *mem;
	const float *Kp, *Vp;
	size_t n, d, dpp;
	ak_isa isa;
} ak_kern_pack;
int ak_kern_pack_(ak_kern_pack *pk, const float *K, const float *V,
    size_t n, size_t d, ak_err *e);
void ak_kern_pack_free_(ak_kern_pack *pk);
size_t ak_kern_pack_scratch_(const ak_kern_pack *pk);
void ak_kern_pack_scores_(const ak_kern_pack *pk, float *S, size_t lds,
    const float *Q, size_t b, float *scratch);
void ak_kern_pack_outputs_(const ak_kern_pack *pk, float *Z, const float *S,
    size_t lds, size_t b, float *scratch);
void *ak_kern_alloc_aligned_(size_t k);

/* position of query i: i + n − m (negative when m > n) */
static inline ptrdiff_t
ak_kern_qpos_(size_t i, size_t m, size_t n)
{
	return (ptrdiff_t)i + (ptrdiff_t)n - (ptrdiff_t)m;
}

/*
 * Hide the entries of a score row s[0..len), keys k0..k0+len, that query
 * position p must not see: causal (k > p) and kmask.  Returns how many
 * leading entries may be visible (the causal prefix).
 */
static inline size_t
ak_kern_hide_(float *s, size_t len, size_t k0, ptrdiff_t p,
    const ak_attn_mask *mk)
{
	size_t vis = len;

	if (mk != NULL && mk->causal) {
		ptrdiff_t v = p + 1 - (ptrdiff_t)k0;
		vis = v < 0 ? 0 : (size_t)v < len ? (size_t)v : len;
		for (size_t c = vis; c < len; c++)
			s[c] = -INFINITY;
	}
	if (mk != NULL && mk->kmask != NULL)
		for (size_t c = 0; c < vis; c++)
			if (!mk->kmask[k0 + c])
				s[c] = -INFINITY;
	return vis;
}

/* m, n, d ≥ 1 and ≤ INT_MAX (the BLAS's int sizes), else -1 with e set */
int ak_kern_check_sizes_(size_t m, size_t n, size_t d, ak_err *e);

#endif
