/*
 * probe.h — what this machine can do, measured: the floating-point
 * multiply-add throughput of its cores (registers only, no memory) and
 * the bandwidth of reading its memory.  These are the ceilings attn-bench
 * quotes its kernels against ("% of peak", "% of bandwidth"), measured in
 * the same run, because the machine is shared and its speed varies.
 */
#ifndef AK_PROBE_H
#define AK_PROBE_H

#include <stddef.h>

#include "isa.h"
#include "util.h"

/*
 * ak_probe_fma: float32 FMA throughput of `threads` threads (1..64) on
 * the vector path isa (which the CPU must have: ak_isa_supported), each
 * running 12 independent chains of a = a·x + y in registers (enough to
 * cover the FMA latency of two pipes), for about `seconds` (≥ 0.001) per
 * repetition; the best of `reps` ≥ 1 repetitions, in GFLOP/s (2 flops per
 * lane per FMA; 10⁹).  The generic path counts a·x + y as 2 flops too.
 * Returns 0 with *gflops, or -1 with a message (bad arguments, an ISA the
 * CPU lacks, no thread could start).
 */
int ak_probe_fma(ak_isa isa, int threads, double seconds, int reps,
    double *gflops, ak_err *e);

/*
 * ak_probe_fma_cpu: ak_probe_fma, and in *gflops_cpu (when not NULL) the
 * best GFLOP per CPU-second of one thread (its CLOCK_THREAD_CPUTIME_ID):
 * one core's peak whatever share of the machine the run got, the ceiling
 * of attn-bench's pct_peak_cpu.
 */
int ak_probe_fma_cpu(ak_isa isa, int threads, double seconds, int reps,
    double *gflops, double *gflops_cpu, ak_err *e);

/*
 * ak_probe_membw: read bandwidth of memory: `threads` threads sum the
 * floats of a buffer of `bytes` (≥ 1 MiB; use several times the last
 * cache level, e.g. 256 MiB) split among them, touched once before; the
 * best of `reps` ≥ 1 passes, in GB/s (10⁹ bytes/s).  Returns 0 with
 * *gbs, or -1 with a message (bad arguments, out of memory).
 */
int ak_probe_membw(int threads, size_t bytes, int reps, double *gbs,
    ak_err *e);

#endif
