/*
 * cpus.h — the CPUs this process may run on, and a thread count asked of
 * a tool capped at them: threads beyond the CPUs only wait for each other
 * and for the measuring (attn-bench -j 64 on 2 CPUs: -m kvcache 15.7 s
 * against 2.2 s at -j 2, -m peak over 60 s).  Every
 * tool with -j (attn-bench, ppmi-svd) caps it so, with the same warning
 * ("TOOL: warning: NOTE").
 */
#ifndef AK_CPUS_H
#define AK_CPUS_H

#include <stddef.h>

/*
 * ak_threads_cap: want (>= 1) capped at ak_cpus().  When capped, note
 * (n bytes) gets "WHAT N: this process may run on C CPUs
 * (sched_getaffinity): C threads" for the tool's warning; else note[0]
 * is '\0'.  Returns the count to run.  No errors.
 */
int ak_threads_cap(int want, const char *what, char *note, size_t n);

/*
 * ak_cache_bytes: the largest CPU cache of the first CPU, in bytes, as
 * /sys/devices/system/cpu/cpu0/cache/index*\/size tells it (the last
 * level: L3 "32768K"); 0 when it cannot be read.  Data that fits in it
 * is read from cache, not from the memory attn-bench's bandwidth probe
 * reads (256 MiB).  Read once; no errors.
 */
size_t ak_cache_bytes(void);

#endif
