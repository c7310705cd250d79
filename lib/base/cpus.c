/* sched_getaffinity and CPU_COUNT are GNU extensions of <sched.h> */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <unistd.h>

#include "cpus.h"

/*
 * ak_cpus: the CPUs in this process's affinity mask (sched_getaffinity(2):
 * taskset, cgroup cpusets), else the CPUs online (sysconf
 * _SC_NPROCESSORS_ONLN); at least 1.  No errors.
 */
static int
ak_cpus(void)
{
	cpu_set_t set;
	long n;

	CPU_ZERO(&set);
	if (sched_getaffinity(0, sizeof set, &set) == 0 &&
	    (n = CPU_COUNT(&set)) > 0)
		return (int)n;
	n = sysconf(_SC_NPROCESSORS_ONLN);
	return n > 0 ? (int)n : 1;
}

int
ak_threads_cap(int want, const char *what, char *note, size_t n)
{
	int cpus = ak_cpus();

	if (n > 0)
		note[0] = '\0';
	if (want <= cpus)
		return want;
	if (n > 0)
		snprintf(note, n, "%s %d: this process may run on %d CPU%s "
		    "(sched_getaffinity): %d thread%s", what, want, cpus,
		    cpus == 1 ? "" : "s", cpus, cpus == 1 ? "" : "s");
	return cpus;
}
