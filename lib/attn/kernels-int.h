/*
 * kernels-int.h — helpers shared by kernels.c, flash.c and their row
 * kernels (not a public header): the row kernels, a query's position and
 * the hiding of masked scores.
 */
#ifndef AK_KERNELS_INT_H
#define AK_KERNELS_INT_H

#include <math.h>
#include <stddef.h>

#include "kernels.h"

/* below: e^x underflows (< 1.2e-38); the row kernels return exactly 0 */
#define AK_EXP_LO (-87.3f)

/*
 * The row kernels (kernels-row.h, compiled once per path in
 * kernels-row.c): v4 portable, avx2 (AVX2 + FMA), avx512; call a path's
 * only when ak_isa_get() allows it.  ak_row_max: max of a[0..n), −inf
 * when n = 0 or all are −inf; ak_row_exp_sum: a[j] = e^{a[j] − mx},
 * returns the sum (mx finite; lanes summed VL at a time, so each path
 * has its own bits); ak_row_scale: a[0..n) *= c.
 */
float ak_row_max_v4(const float *a, size_t n);
float ak_row_exp_sum_v4(float *a, size_t n, float mx);
void ak_row_scale_v4(float *a, size_t n, float c);
float ak_row_max_avx2(const float *a, size_t n);
float ak_row_exp_sum_avx2(float *a, size_t n, float mx);
void ak_row_scale_avx2(float *a, size_t n, float c);
float ak_row_max_avx512(const float *a, size_t n);
float ak_row_exp_sum_avx512(float *a, size_t n, float mx);
void ak_row_scale_avx512(float *a, size_t n, float c);

/* the streaming kernels' queries per block (flash.c's and flash-bf16.c's
   FBQ, which assert it): ak_kern_streaming_pairs counts by it */
#define AK_KERN_STREAM_BQ 48

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
