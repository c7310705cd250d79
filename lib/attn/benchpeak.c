/*
 * benchpeak.c — attn-bench's ceilings: the FMA and memory probes of a run
 * (the memory's buffer within -M) and the kvcache rows they do not
 * bound (benchmodes.h).
 */
#include <stdio.h>
#include <string.h>

#include "benchmodes.h"
#include "isa.h"
#include "probe.h"

#define MIB (1024.0 * 1024.0)

int
ak_bench_peak_isa(int isa)
{
	return ak_isa_supported((ak_isa)isa) && (!ak_isa_forced() ||
	    (ak_isa)isa == ak_isa_get());
}

size_t
ak_bench_membw_bytes(double budget)
{
	if (budget <= 0 || budget >= (double)AK_BENCH_MEMBW)
		return AK_BENCH_MEMBW;
	return (size_t)(budget / MIB) << 20;
}

void
ak_bench_membw_note(FILE *out, size_t bytes)
{
	double c = (double)ak_cache_bytes();

	if (bytes >= AK_BENCH_MEMBW)
		return;
	fprintf(out, "# memory probe: %zu MiB read, the budget's (-M), not "
	    "256 MiB (-M 256M or more reads it)", bytes >> 20);
	if (c > 0 && (double)bytes < 4 * c)
		fprintf(out, "; under 4 times the CPU's %.0f MiB cache it is "
		    "read partly from the cache: the figure may be above the "
		    "memory's", c / MIB);
	fputc('\n', out);
}

int
ak_bench_peak(int threads, double seconds, size_t mem_bytes,
    ak_bench_peak_res *p, ak_err *e)
{
	p->isa = ak_isa_get();	/* the path in force: forced, else the best */
	p->threads = threads;
	p->membw = 0;
	p->mem_bytes = mem_bytes;
	/* no floor at one thread's figure: a T-thread peak under one
	   thread's says the run shared its cores, and is printed as such */
	if (ak_probe_fma_cpu(p->isa, 1, seconds, AK_BENCH_PEAK_REPS,
	    &p->gflops1, &p->gflops_cpu, e) != 0)
		return -1;
	/* one thread: the same ceiling, probed once (a second probe on a
	   shared machine gave another figure for it) */
	if (threads <= 1)
		p->gflops = p->gflops1;
	else if (ak_probe_fma(p->isa, threads, seconds, AK_BENCH_PEAK_REPS,
	    &p->gflops, e) != 0)
		return -1;
	if (mem_bytes > 0 && ak_probe_membw(threads, mem_bytes, 5, &p->membw,
	    e) != 0) {
		char m[sizeof e->msg];
		snprintf(m, sizeof m, "%s", e->msg);
		if (mem_bytes <= ((size_t)1 << 20))
			return ak_errf(e, "%s", m);
		ak_errf(e, "%s: -M %zuM or less reads a smaller buffer (said "
		    "in the output)", m, mem_bytes >> 21);
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	return 0;
}

int
ak_bench_kv_cached(size_t n, size_t d, size_t probe, char *buf, size_t sz)
{
	double kv = 8.0 * (double)n * (double)d, c = (double)ak_cache_bytes();

	if (c <= 0 || kv > c)
		return 0;
	snprintf(buf, sz, "its K and V (%.0f KiB) fit in the CPU's %.0f MiB "
	    "cache, so the step reads them from cache, not from the memory "
	    "the probe read (%zu MiB)", kv / 1024, c / MIB, probe >> 20);
	return 1;
}
