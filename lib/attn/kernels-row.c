/*
 * kernels-row.c — the row kernels (kernels-row.h) compiled once per
 * vector path: 4 lanes (portable), and on x86-64 8 lanes (AVX2 + FMA)
 * and 16 (AVX-512), each with its target attribute; kernels-int.h
 * declares them, the caller picks one from ak_isa_get() (simd.h).
 */
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "simd.h"
#include "kernels-int.h"

#define VF ak_v4f
#define VI ak_v4i
#define VL 4
#define SUF v4
#define ATTR
#include "kernels-row.h"
#undef VF
#undef VI
#undef VL
#undef SUF
#undef ATTR

#ifdef AK_SIMD_X86
#define VF ak_v8f
#define VI ak_v8i
#define VL 8
#define SUF avx2
#define ATTR AK_ATTR_AVX2
#include "kernels-row.h"
#undef VF
#undef VI
#undef VL
#undef SUF
#undef ATTR

#define VF ak_v16f
#define VI ak_v16i
#define VL 16
#define SUF avx512
#define ATTR AK_ATTR_AVX512
#include "kernels-row.h"
#endif
