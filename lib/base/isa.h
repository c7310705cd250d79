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
 * with "unknown ISA 'x' (avx512, avx2, generic, avx512bf16, amx)" in e
 * (the last two name bfloat16 matrix paths: ak_mm_parse).
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
 * The bfloat16 matrix paths (attn-bench --dtype bf16), beside the float32
 * vector path: AVX512-BF16 (vdpbf16ps: pairs of bf16 products summed into
 * float32, on the AVX-512 registers) and AMX (AMX-TILE + AMX-BF16: tiles
 * of 16 rows, tdpbf16ps), which the OS must also enable (XCR0's tile
 * state) and Linux must grant the process (arch_prctl
 * ARCH_REQ_XCOMP_PERM for XTILEDATA, since 5.16): cpuid alone would let a
 * tile instruction fault.  ak_mm_supported asks all of it, without
 * executing a tile instruction, and asks Linux once.
 * ak_mm_name: "none", "avx512bf16", "amx".  ak_mm_get: the one forced
 * (ak_isa_pick of its name), else the best supported, NONE when a
 * float32 path below AVX-512 is forced.  ak_mm_why: for an unsupported
 * path, what is missing ("this CPU has no AMX-BF16", "Linux did not grant
 * AMX (arch_prctl ARCH_REQ_XCOMP_PERM: ...)").
 */
typedef enum ak_mm {
	AK_MM_NONE = 0, AK_MM_AVX512BF16 = 1, AK_MM_AMX = 2
} ak_mm;
const char *ak_mm_name(ak_mm mm);
int ak_mm_supported(ak_mm mm);
ak_mm ak_mm_get(void);
const char *ak_mm_why(ak_mm mm);

/* the CPU as /proc/cpuinfo's first processor tells it, read once: "NAME
   (family F model M stepping S; flags avx2 fma ...)" (NAME "model
   name", "unknown" without it; a value missing '?'; the flags those of
   avx2, fma, avx512f, avx512_bf16, amx_tile the CPU has: the model name
   alone, "AMD EPYC" on a VM, does not tell Zen 3 from Zen 4 and their
   ceilings); "unknown" without the file */
const char *ak_cpu_model(void);

/*
 * ak_cache_bytes: the largest CPU cache of the first CPU, in bytes, as
 * /sys/devices/system/cpu/cpu0/cache/index*\/size tells it (the last
 * level: L3 "32768K"); 0 when it cannot be read.  Data that fits in it
 * is read from cache, not from the memory attn-bench's bandwidth probe
 * reads (256 MiB).  Read once; no errors.
 */
size_t ak_cache_bytes(void);

/*
 * ak_isa_pick: ak_isa_parse then ak_isa_set of name (a bfloat16 path's
 * name forces the AVX-512 path and that matrix path), a value given by
 * `what` (an option, "--isa", or a variable).  Returns 0, or -1 with
 * "WHAT: unknown ISA ..." (kind AK_ERR_USAGE: a command exits 2) or
 * "WHAT: this CPU has no avx512" (AK_ERR_RESOURCE: exit 1).
 * ak_isa_from_env: ak_isa_pick of ATTNKIT_ISA when it is set and not
 * empty; 0 when it is not.
 */
int ak_isa_pick(const char *name, const char *what, ak_err *e);
int ak_isa_from_env(ak_err *e);

#endif
