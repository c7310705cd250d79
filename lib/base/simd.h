/*
 * simd.h — the vector types and target attributes of every vector path
 * (the attention kernels of lib/attn, the sparse products of
 * lib/embed/csr.c, the FMA probe), in one place beside isa.h's ISA enum,
 * which picks the path at run time.
 *
 * The types are GCC/Clang vector extensions: element-wise arithmetic in
 * the source's order, no fused multiply-add unless FMA() asks for one (the
 * build's -ffp-contract=off), so a wider path sums each lane as the
 * scalar loop would.  Code for an ISA is compiled with its target
 * attribute (AK_ATTR_*) and called only when ak_isa_get() says the CPU
 * and the forced path allow it: no SIGILL.  Per lane count, BCAST, FMA
 * (a·b + c) and MAX (lane-wise) are AK_V4_*, AK_V8_* (AVX2 + FMA) and
 * AK_V16_* (AVX-512); the 4-lane ones are portable (SSE2 on x86-64, NEON
 * or scalar elsewhere) and FMA there is a product then a sum.
 *
 * Including this header silences GCC's -Wpsabi note (vector arguments of
 * static, inlined helpers: no ABI is exposed).
 */
#ifndef AK_SIMD_H
#define AK_SIMD_H

#include <stdint.h>

#include "isa.h"

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

typedef float ak_v4f __attribute__((vector_size(16)));
typedef int32_t ak_v4i __attribute__((vector_size(16)));
typedef float ak_v8f __attribute__((vector_size(32)));
typedef int32_t ak_v8i __attribute__((vector_size(32)));
typedef float ak_v16f __attribute__((vector_size(64)));
typedef int32_t ak_v16i __attribute__((vector_size(64)));
typedef double ak_v2d __attribute__((vector_size(16)));
typedef double ak_v4d __attribute__((vector_size(32)));
typedef double ak_v8d __attribute__((vector_size(64)));

#define AK_V4_BCAST(x) ((ak_v4f){ (x), (x), (x), (x) })
#define AK_V4_FMA(a, b, c) ((a) * (b) + (c))

#if defined(__x86_64__) && defined(__GNUC__)
#define AK_SIMD_X86 1
#include <immintrin.h>

/* the target strings: AVX without FMA (csr.c's double products on CPUs
   before AVX2), AVX2 + FMA, AVX-512 F/BW/VL/DQ (+ FMA), and AVX512-BF16 */
#define AK_TARGET_AVX "avx"
#define AK_TARGET_AVX2 "avx2,fma"
#define AK_TARGET_AVX512 "avx512f,avx512bw,avx512vl,avx512dq,avx2,fma"
#define AK_TARGET_BF16 AK_TARGET_AVX512 ",avx512bf16"
#define AK_ATTR_AVX __attribute__((target(AK_TARGET_AVX)))
#define AK_ATTR_AVX2 __attribute__((target(AK_TARGET_AVX2)))
#define AK_ATTR_AVX512 __attribute__((target(AK_TARGET_AVX512)))
#define AK_ATTR_BF16 __attribute__((target(AK_TARGET_BF16)))

#define AK_V8_BCAST(x) ((ak_v8f)_mm256_set1_ps(x))
#define AK_V8_FMA(a, b, c) ((ak_v8f)_mm256_fmadd_ps((__m256)(a), \
    (__m256)(b), (__m256)(c)))
#define AK_V8_MAX(a, b) ((ak_v8f)_mm256_max_ps((__m256)(a), (__m256)(b)))
#define AK_V16_BCAST(x) ((ak_v16f)_mm512_set1_ps(x))
#define AK_V16_FMA(a, b, c) ((ak_v16f)_mm512_fmadd_ps((__m512)(a), \
    (__m512)(b), (__m512)(c)))
#define AK_V16_MAX(a, b) ((ak_v16f)_mm512_max_ps((__m512)(a), \
    (__m512)(b)))
#endif

#endif
