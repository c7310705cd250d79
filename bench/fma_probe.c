/*
 * fma_probe.c — an independent register-only FMA probe, to hold
 * `attn-bench -m peak` to (issue 31): written apart from lib/ (no shared
 * code), its loop in inline assembly so that no compiler can fold, reorder
 * or drop it: 12 independent vfmadd231ps chains on 512-bit (AVX-512) or
 * 256-bit (AVX2) registers, each thread released from a pthread barrier
 * at the same moment, 2.4·10⁹ FMA instructions per thread by default
 * (about 1 s on a 4 GHz core with two FMA pipes), the best of 3 runs.
 * Prints, tab-separated: probe isa threads gflops gflops_per_cpu_s.
 *
 *   cc -O2 -pthread -o fma_probe bench/fma_probe.c
 *   ./fma_probe [-i avx512|avx2] [-t THREADS] [-n FMAS_PER_THREAD] [-r RUNS]
 *
 * Exit 1 when the CPU lacks the ISA (cpuid: never SIGILL), 2 on bad usage.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double
now(clockid_t c)
{
	struct timespec ts;

	clock_gettime(c, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#define CHAINS12(op, r) \
	op(r "0") op(r "1") op(r "2") op(r "3") op(r "4") op(r "5") \
	op(r "6") op(r "7") op(r "8") op(r "9") op(r "10") op(r "11")
#define FMA512(x) "vfmadd231ps %%zmm30, %%zmm31, %%zmm" x "\n\t"
#define FMA256(x) "vfmadd231ps %%ymm14, %%ymm15, %%ymm" x "\n\t"

/* iters × 12 FMAs of 16 lanes: zmm0..11 += zmm30 · zmm31 */
__attribute__((target("avx512f"))) static void
loop512(unsigned long iters)
{
	__asm__ volatile(
	    "vxorps %%xmm30, %%xmm30, %%xmm30\n\t"
	    "vxorps %%xmm31, %%xmm31, %%xmm31\n\t"
	    "1:\n\t"
	    CHAINS12(FMA512, "")
	    "dec %0\n\t"
	    "jnz 1b\n\t"
	    : "+r"(iters)
	    :
	    : "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7",
	      "xmm8", "xmm9", "xmm10", "xmm11", "xmm30", "xmm31", "cc");
}

__attribute__((target("avx2,fma"))) static void
loop256(unsigned long iters)
{
	__asm__ volatile(
	    "vxorps %%xmm14, %%xmm14, %%xmm14\n\t"
	    "vxorps %%xmm15, %%xmm15, %%xmm15\n\t"
	    "1:\n\t"
	    CHAINS12(FMA256, "")
	    "dec %0\n\t"
	    "jnz 1b\n\t"
	    : "+r"(iters)
	    :
	    : "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7",
	      "xmm8", "xmm9", "xmm10", "xmm11", "xmm14", "xmm15", "cc");
}

typedef struct job {
	int wide;
	unsigned long iters;
	pthread_barrier_t *bar;
	double t0, t1, cpu;
} job;

static void *
run(void *arg)
{
	job *j = arg;
	double c0;

	/* a short untimed burst: the core awake and at its clock */
	if (j->wide)
		loop512(j->iters / 50 + 1);
	else
		loop256(j->iters / 50 + 1);
	pthread_barrier_wait(j->bar);
	j->t0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_THREAD_CPUTIME_ID);
	if (j->wide)
		loop512(j->iters);
	else
		loop256(j->iters);
	j->t1 = now(CLOCK_MONOTONIC);
	j->cpu = now(CLOCK_THREAD_CPUTIME_ID) - c0;
	return NULL;
}

int
main(int argc, char **argv)
{
	int wide = 1, T = 1, runs = 3, c;
	double fmas = 2.4e9;

	while ((c = getopt(argc, argv, "i:t:n:r:")) != -1) {
		switch (c) {
		case 'i':
			if (strcmp(optarg, "avx512") != 0 &&
			    strcmp(optarg, "avx2") != 0)
				goto usage;
			wide = strcmp(optarg, "avx512") == 0;
			break;
		case 't':
			T = atoi(optarg);
			break;
		case 'n':
			fmas = atof(optarg);
			break;
		case 'r':
			runs = atoi(optarg);
			break;
		default:
			goto usage;
		}
	}
	if (T < 1 || T > 64 || runs < 1 || !(fmas >= 12))
		goto usage;
	__builtin_cpu_init();
	if (wide ? !__builtin_cpu_supports("avx512f") :
	    !(__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))) {
		fprintf(stderr, "fma_probe: this CPU has no %s\n",
		    wide ? "avx512" : "avx2");
		return 1;
	}
	unsigned long iters = (unsigned long)(fmas / 12);
	double lanes = wide ? 16 : 8, best = 0, bestc = 0;
	for (int r = 0; r < runs; r++) {
		pthread_t tid[64];
		job jb[64];
		pthread_barrier_t bar;
		double t0 = 1e300, t1 = 0;

		pthread_barrier_init(&bar, NULL, (unsigned)T);
		for (int t = 0; t < T; t++) {
			jb[t] = (job){ wide, iters, &bar, 0, 0, 0 };
			if (pthread_create(&tid[t], NULL, run, &jb[t]) != 0) {
				fprintf(stderr, "fma_probe: cannot start %d "
				    "threads\n", T);
				return 1;
			}
		}
		for (int t = 0; t < T; t++)
			pthread_join(tid[t], NULL);
		pthread_barrier_destroy(&bar);
		double f = (double)iters * 12 * lanes * 2;
		for (int t = 0; t < T; t++) {
			t0 = jb[t].t0 < t0 ? jb[t].t0 : t0;
			t1 = jb[t].t1 > t1 ? jb[t].t1 : t1;
			if (f / jb[t].cpu / 1e9 > bestc)
				bestc = f / jb[t].cpu / 1e9;
		}
		if (f * T / (t1 - t0) / 1e9 > best)
			best = f * T / (t1 - t0) / 1e9;
	}
	printf("fma_probe\t%s\t%d\t%.1f\t%.1f\n", wide ? "avx512" : "avx2", T,
	    best, bestc);
	return 0;
usage:
	fprintf(stderr, "usage: fma_probe [-i avx512|avx2] [-t THREADS] "
	    "[-n FMAS_PER_THREAD] [-r RUNS]\n");
	return 2;
}
