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

#endif
