/*
 * probe.c — the FMA peak and the memory bandwidth (probe.h).  The FMA
 * loops are compiled per ISA with target attributes and called only when
 * the CPU has the ISA.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define PR_X86 1
#endif

#include "par.h"
#include "probe.h"

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

#define NCH 12		/* independent chains */
#define PR_MAXT AK_PAR_MAX

typedef float p4f __attribute__((vector_size(16)));

/* iters × NCH multiply-adds a = a·x + y on 4 lanes; returns a sum */
static float
fma_gen(size_t iters)
{
	p4f a[NCH], x = { 0.5f, 0.5f, 0.5f, 0.5f }, y = x;

	for (int k = 0; k < NCH; k++)
		a[k] = (p4f){ 0 } + (float)k;
	for (size_t i = 0; i < iters; i++)
#pragma GCC unroll 12
		for (int k = 0; k < NCH; k++) {
			a[k] = a[k] * x + y;
			__asm__ volatile("" : "+x"(a[k]));	/* keep 2 ops */
		}
	float s = 0;
	for (int k = 0; k < NCH; k++)
		s += a[k][0];
	return s;
}

#ifdef PR_X86
__attribute__((target("avx2,fma"))) static float
fma_avx2(size_t iters)
{
	__m256 a[NCH], x = _mm256_set1_ps(0.5f), y = x;

	for (int k = 0; k < NCH; k++)
		a[k] = _mm256_set1_ps((float)k);
	for (size_t i = 0; i < iters; i++)
#pragma GCC unroll 12
		for (int k = 0; k < NCH; k++)
			a[k] = _mm256_fmadd_ps(a[k], x, y);
	float s = 0;
	for (int k = 0; k < NCH; k++)
		s += _mm256_cvtss_f32(a[k]);
	return s;
}

__attribute__((target("avx512f,fma"))) static float
fma_avx512(size_t iters)
{
	__m512 a[NCH], x = _mm512_set1_ps(0.5f), y = x;

	for (int k = 0; k < NCH; k++)
		a[k] = _mm512_set1_ps((float)k);
	for (size_t i = 0; i < iters; i++)
#pragma GCC unroll 12
		for (int k = 0; k < NCH; k++)
			a[k] = _mm512_fmadd_ps(a[k], x, y);
	float s = 0;
	for (int k = 0; k < NCH; k++)
		s += _mm512_cvtss_f32(a[k]);
	return s;
}
#endif

typedef struct fjob {
	ak_isa isa;
	size_t iters;
	double cpu;		/* the thread's CPU seconds */
	volatile float sink;
} fjob;

static void *
fma_run(void *arg)
{
	fjob *j = arg;
	double c0 = ak_thread_cpu();

	switch (j->isa) {
#ifdef PR_X86
	case AK_ISA_AVX512:
		j->sink = fma_avx512(j->iters);
		break;
	case AK_ISA_AVX2:
		j->sink = fma_avx2(j->iters);
		break;
#endif
	default:
		j->sink = fma_gen(j->iters);
	}
	j->cpu = ak_thread_cpu() - c0;
	return NULL;
}

static size_t
lanes(ak_isa isa)
{
	return isa == AK_ISA_AVX512 ? 16 : isa == AK_ISA_AVX2 ? 8 : 4;
}

typedef struct prun {
	void *(*fn)(void *);
	char *jobs;
	size_t size;
} prun;

static void
prun_part(void *arg, size_t t, size_t T)
{
	prun *r = arg;

	(void)T;
	r->fn(r->jobs + t * r->size);
}

/* run fn on T jobs, each on its own thread at once (a throughput probe
   on fewer threads would measure less); wall seconds, or -1 when the
   pool cannot give T threads */
static double
run_threads(void *(*fn)(void *), void *jobs, size_t size, int T)
{
	prun r = { fn, jobs, size };
	double t0 = ak_now();

	if (ak_par_gang((size_t)T, prun_part, &r) != 0)
		return -1;
	return ak_now() - t0;
}

int
ak_probe_fma(ak_isa isa, int threads, double seconds, int reps,
    double *gflops, ak_err *e)
{
	return ak_probe_fma_cpu(isa, threads, seconds, reps, gflops, NULL, e);
}

int
ak_probe_fma_cpu(ak_isa isa, int threads, double seconds, int reps,
    double *gflops, double *gflops_cpu, ak_err *e)
{
	fjob job[PR_MAXT];
	size_t iters = 1000;
	double best = 0, bestc = 0, t;

	if (threads < 1 || threads > PR_MAXT || reps < 1 || !(seconds >= 1e-3))
		return ak_errf(e, "FMA probe: bad arguments");
	if (!ak_isa_supported(isa))
		return ak_errf(e, "FMA probe: this CPU has no %s",
		    ak_isa_name(isa));
	/* calibrate on one thread: iterations for the time asked */
	for (;;) {
		job[0] = (fjob){ .isa = isa, .iters = iters };
		t = run_threads(fma_run, job, sizeof job[0], 1);
		if (t >= seconds / 4 || iters > ((size_t)1 << 40))
			break;
		iters *= 4;
	}
	if (t > 0)
		iters = (size_t)((double)iters * seconds / t) + 1;
	for (int r = 0; r < reps; r++) {
		for (int k = 0; k < threads; k++)
			job[k] = (fjob){ .isa = isa, .iters = iters };
		if ((t = run_threads(fma_run, job, sizeof job[0], threads)) < 0)
			return ak_errf(e, "FMA probe: cannot start %d threads",
			    threads);
		double f = (double)iters * NCH * (double)lanes(isa) * 2 / 1e9;
		best = f * threads / t > best ? f * threads / t : best;
		for (int k = 0; k < threads; k++)
			if (job[k].cpu > 0 && f / job[k].cpu > bestc)
				bestc = f / job[k].cpu;
	}
	*gflops = best;
	if (gflops_cpu != NULL)
		*gflops_cpu = bestc > 0 ? bestc : best / threads;
	return 0;
}

typedef struct mjob {
	const float *p;
	size_t k;
	volatile float sink;
} mjob;

static void *
mem_run(void *arg)
{
	mjob *j = arg;
	p4f s[4] = { { 0 } };
	size_t i = 0;

	for (; i + 16 <= j->k; i += 16)
		for (int v = 0; v < 4; v++) {
			p4f x;
			memcpy(&x, j->p + i + 4 * (size_t)v, sizeof x);
			s[v] += x;
		}
	float t = 0;
	for (; i < j->k; i++)
		t += j->p[i];
	p4f a = s[0] + s[1] + s[2] + s[3];
	j->sink = t + a[0] + a[1] + a[2] + a[3];
	return NULL;
}

int
ak_probe_membw(int threads, size_t bytes, int reps, double *gbs, ak_err *e)
{
	mjob job[PR_MAXT];
	size_t k = bytes / sizeof(float), per;
	double best = 0, t;
	float *buf;

	if (threads < 1 || threads > PR_MAXT || reps < 1 || bytes < (1u << 20))
		return ak_errf(e, "memory probe: bad arguments");
	if ((buf = malloc(k * sizeof(float))) == NULL)
		return ak_errf(e, "memory probe: out of memory (%zu MiB)",
		    bytes >> 20);
	for (size_t i = 0; i < k; i++)
		buf[i] = (float)(i & 7);
	per = (k / (size_t)threads) / 16 * 16;
	for (int r = 0; r < reps; r++) {
		for (int th = 0; th < threads; th++)
			job[th] = (mjob){ buf + (size_t)th * per,
			    th == threads - 1 ? k - (size_t)th * per : per, 0 };
		if ((t = run_threads(mem_run, job, sizeof job[0], threads)) < 0) {
			free(buf);
			return ak_errf(e, "memory probe: cannot start %d "
			    "threads", threads);
		}
		double g = (double)k * sizeof(float) / t / 1e9;
		best = g > best ? g : best;
	}
	free(buf);
	*gbs = best;
	return 0;
}
