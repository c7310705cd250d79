/*
 * isa.h — which vector instruction set the kernels run (the attention
 * kernels of lib/attn, the sparse products of lib/embed/csr.c):
 * AVX-512 (16 float lanes, FMA), AVX2 + FMA (8 lanes) or the portable C
 * path (4-lane GCC vectors: SSE2 on x86-64, NEON or scalar elsewhere).
 * The ISA-specific code is compiled with per-function target attributes
 * and chosen at run time from cpuid (__builtin_cpu_supports), so the
 * program never executes an instruction its CPU lacks (no SIGILL).
 * A path can be forced (tests, benchmarks): ak_isa_set, or the
 * environment variable ATTNKIT_ISA read by ak_isa_from_env.
 */
#ifndef AK_ISA_H
#define AK_ISA_H

#include "util.h"

typedef enum ak_isa {
	AK_ISA_GENERIC = 0,	/* portable C, 4-lane vectors, no FMA */
	AK_ISA_AVX2 = 1,	/* AVX2 + FMA, 8 lanes */
	AK_ISA_AVX512 = 2	/* AVX-512 F/BW/VL/DQ + FMA, 16 lanes */
} ak_isa;
#define AK_ISA_COUNT 3

/* "generic", "avx2", "avx512" */
const char *ak_isa_name(ak_isa isa);

/*
 * ak_isa_parse: s one of the names above, into *isa.  Returns 0, or -1
 * with "unknown ISA 'x' (avx512, avx2, generic)" in e.
 */
int ak_isa_parse(const char *s, ak_isa *isa, ak_err *e);

/* 1 when this CPU (and its OS) can run the path, else 0. */
int ak_isa_supported(ak_isa isa);

/* the best path this CPU runs: AVX512, else AVX2, else GENERIC */
ak_isa ak_isa_best(void);

/*
 * ak_isa_set: force the path the kernels take from now on (all threads).
 * Returns 0, or -1 with "this CPU has no ISA" when it cannot run it.
 */
int ak_isa_set(ak_isa isa, ak_err *e);

/* the path in force: the one set, or ak_isa_best() */
ak_isa ak_isa_get(void);

/* 1 when a path was set by ak_isa_set (--isa, ATTNKIT_ISA), else 0 */
int ak_isa_forced(void);

/*
 * ak_isa_avx: 1 when AVX code without FMA may run (lib/embed/csr.c's
 * products, whose CPUs before AVX2 still gain from 4-double vectors): the
 * path in force is AVX2 or AVX-512, or none is forced and the CPU has AVX.
 * The one place besides ak_isa_supported that asks the CPU.
 */
int ak_isa_avx(void);

/*
 * ak_isa_pick: ak_isa_parse then ak_isa_set of name, a value given by
 * `what` (an option, "--isa", or a variable).  Returns 0, or -1 with
 * "WHAT: unknown ISA ..." (kind AK_ERR_USAGE: a command exits 2) or
 * "WHAT: this CPU has no avx512" (AK_ERR_RESOURCE: exit 1).
 * ak_isa_from_env: ak_isa_pick of ATTNKIT_ISA when it is set and not
 * empty; 0 when it is not.
 */
int ak_isa_pick(const char *name, const char *what, ak_err *e);
int ak_isa_from_env(ak_err *e);

#endif
