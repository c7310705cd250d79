/*
 * probe.c — the FMA peak and the memory bandwidth (probe.h).  The FMA
 * loops are compiled per ISA with target attributes (simd.h) and called
 * only when the CPU has the ISA.
 *
 * What the figure of T threads holds: only the threads' work.  A thread's
 * start (its creation, a core that has to wake, one busy with another
 * process) is outside every timed interval: the threads come from the
 * persistent pool (par.h) as a gang, each first runs an untimed burst
 * (its core awake and at its clock), and all are released together from
 * a barrier.  Each times its own run, long enough to be steady (≥ 0.3 s
 * of its CPU time in attn-bench), calibrated on the thread's CPU clock,
 * not the wall's, which the load inflates.  The wall figure of T threads
 * is T·work over the span from the first start to the last end, never
 * replaced by one thread's; the best of several runs.  A short run timed
 * from before the threads' creation would count their start as work, and
 * the same idle machine would report figures far apart.
 *
 * The chains cannot be folded: each FMA's result passes through an empty
 * asm statement that claims to change it (the compiler must keep every
 * one, in order), and the loops are noinline so that their code can be
 * read.  `objdump -d build/lib/attn/probe.o` shows fma_avx512's loop as
 * 12 × vfmadd132ps (or 213/231) on zmm registers, a dec or add and a
 * jne: tests/e2e/attn-bench/probe-disasm.sh checks exactly that.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "par.h"
#include "probe.h"
#include "simd.h"

#define NCH 12		/* independent chains */
#define PR_MAXT AK_PAR_MAX

/*
 * The chains a_k = a_k·x + y, k < NCH = 12, as twelve named variables (an
 * array would live in memory: the asm below would force each through a
 * store and a load), each result passed through an empty asm that claims
 * to change it (in a vector register: "+x" / "+v"), so that none can be
 * merged, reordered away or dropped.  T: the vector type, OP(a): a·x + y,
 * REG: the asm constraint.  Returns a sum of lane 0 of every chain.
 */
#define CH_ALL(F) F(0) F(1) F(2) F(3) F(4) F(5) F(6) F(7) F(8) F(9) F(10) \
    F(11)
#define CH_DECL(k) T a##k = INIT((float)k);
#define CH_STEP(k) a##k = OP(a##k); __asm__ volatile("" : REG(a##k));
#define CH_SUM(k) s += LANE0(a##k);
#define FMA_LOOP(name, attr)						\
__attribute__((noinline)) attr static float				\
name(size_t iters)							\
{									\
	T x = INIT(0.5f), y = x;					\
	float s = 0;							\
	CH_ALL(CH_DECL)							\
	for (size_t i = 0; i < iters; i++) {				\
		CH_ALL(CH_STEP)						\
	}								\
	CH_ALL(CH_SUM)							\
	(void)y;							\
	return s;							\
}

/* portable: 4 lanes, a product and a sum (2 flops, 2 instructions) */
#define T ak_v4f
#define INIT(v) AK_V4_BCAST(v)
#define OP(a) ((a) * x + y)
#define REG(a) "+x"(a)
#define LANE0(a) (a)[0]
FMA_LOOP(fma_gen, )
#undef T
#undef INIT
#undef OP
#undef REG
#undef LANE0

#ifdef AK_SIMD_X86
#define T __m256
#define INIT(v) _mm256_set1_ps(v)
#define OP(a) _mm256_fmadd_ps((a), x, y)
#define REG(a) "+x"(a)
#define LANE0(a) _mm256_cvtss_f32(a)
FMA_LOOP(fma_avx2, AK_ATTR_AVX2)
#undef T
#undef INIT
#undef OP
#undef REG
#undef LANE0

#define T __m512
#define INIT(v) _mm512_set1_ps(v)
#define OP(a) _mm512_fmadd_ps((a), x, y)
#define REG(a) "+v"(a)
#define LANE0(a) _mm512_cvtss_f32(a)
FMA_LOOP(fma_avx512, AK_ATTR_AVX512)
#undef T
#undef INIT
#undef OP
#undef REG
#undef LANE0
#endif

static float
fma_loop(ak_isa isa, size_t iters)
{
	switch (isa) {
#ifdef AK_SIMD_X86
	case AK_ISA_AVX512:
		return fma_avx512(iters);
	case AK_ISA_AVX2:
		return fma_avx2(iters);
#endif
	default:
		return fma_gen(iters);
	}
}

static size_t
lanes(ak_isa isa)
{
	return isa == AK_ISA_AVX512 ? 16 : isa == AK_ISA_AVX2 ? 8 : 4;
}

typedef struct fjob {
	double t0, t1, cpu;	/* its start and end (wall), CPU seconds */
	volatile float sink;
} fjob;

typedef struct fgang {
	ak_isa isa;
	size_t iters;
	ak_par_barrier bar;
	fjob job[PR_MAXT];
} fgang;

/* one thread of the gang: warm up, wait for all, run timed */
static void
fma_part(void *arg, size_t t, size_t T)
{
	fgang *g = arg;
	fjob *j = &g->job[t];

	(void)T;
	j->sink = fma_loop(g->isa, g->iters / 32 + 1);
	ak_par_barrier_wait(&g->bar);
	j->t0 = ak_now();
	double c0 = ak_thread_cpu();
	j->sink = fma_loop(g->isa, g->iters);
	j->cpu = ak_thread_cpu() - c0;
	j->t1 = ak_now();
}

/* iterations for `seconds` of one thread's CPU time */
static size_t
calibrate(ak_isa isa, double seconds)
{
	size_t iters = 1 << 14;
	double c;

	for (;;) {
		double c0 = ak_thread_cpu();
		volatile float s = fma_loop(isa, iters);
		(void)s;
		c = ak_thread_cpu() - c0;
		if (c >= 0.02 || iters > ((size_t)1 << 40))
			break;
		iters *= 4;
	}
	return c > 0 ? (size_t)((double)iters * seconds / c) + 1 : iters;
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
	static fgang g;		/* one probe at a time (attn-bench) */
	double best = 0, bestc = 0;

	if (threads < 1 || threads > PR_MAXT || reps < 1 || !(seconds >= 1e-3))
		return ak_errf(e, "FMA probe: bad arguments");
	if (!ak_isa_supported(isa))
		return ak_errf(e, "FMA probe: this CPU has no %s",
		    ak_isa_name(isa));
	g.isa = isa;
	g.iters = calibrate(isa, seconds);
	double f = (double)g.iters * NCH * (double)lanes(isa) * 2 / 1e9;
	for (int r = 0; r < reps; r++) {
		double t0 = 0, t1 = 0;

		memset(g.job, 0, sizeof g.job);
		ak_par_barrier_init(&g.bar, (size_t)threads);
		if (ak_par_gang((size_t)threads, fma_part, &g) != 0)
			return ak_errf(e, "FMA probe: cannot start %d threads",
			    threads);
		for (int k = 0; k < threads; k++) {
			fjob *j = &g.job[k];
			t0 = k == 0 || j->t0 < t0 ? j->t0 : t0;
			t1 = k == 0 || j->t1 > t1 ? j->t1 : t1;
			if (j->cpu > 0 && f / j->cpu > bestc)
				bestc = f / j->cpu;
		}
		if (t1 > t0 && f * threads / (t1 - t0) > best)
			best = f * threads / (t1 - t0);
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

static void
mem_part(void *arg, size_t t, size_t T)
{
	mjob *j = (mjob *)arg + t;
	ak_v4f s[4] = { { 0 } };
	size_t i = 0;

	for (; i + 16 <= j->k; i += 16)
		for (int v = 0; v < 4; v++) {
			ak_v4f x;
			memcpy(&x, j->p + i + 4 * (size_t)v, sizeof x);
			s[v] += x;
		}
	float u = 0;
	for (; i < j->k; i++)
		u += j->p[i];
	ak_v4f a = s[0] + s[1] + s[2] + s[3];
	(void)T;
	j->sink = u + a[0] + a[1] + a[2] + a[3];
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
		t = ak_now();
		if (ak_par_gang((size_t)threads, mem_part, job) != 0) {
			free(buf);
			return ak_errf(e, "memory probe: cannot start %d "
			    "threads", threads);
		}
		t = ak_now() - t;
		double g = (double)k * sizeof(float) / t / 1e9;
		best = g > best ? g : best;
	}
	free(buf);
	*gbs = best;
	return 0;
}
