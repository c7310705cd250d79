/*
 * mem.h — how much memory a run may plan on: the machine's physical RAM,
 * the address-space limit (`ulimit -v`) and the user's own budget (the
 * -M/--memory option), whichever is smallest.  Tools check what a size
 * needs against it before they allocate (attnkit(5), "Command line").
 */
#ifndef AK_MEM_H
#define AK_MEM_H

#include <stddef.h>

#include "util.h"

/*
 * ak_mem_bytes: the memory this process may have, in bytes: physical RAM
 * (sysconf _SC_PHYS_PAGES × _SC_PAGESIZE), or the memory limit
 * (ak_mem_as_limit: RLIMIT_AS or RLIMIT_DATA) when smaller; 0 when none
 * is known.  A run plans on ak_mem_budget's value,
 * which keeps a margin.
 */
double ak_mem_bytes(void);

/*
 * ak_mem_budget: the one memory budget of a run, the one constructor every
 * tool builds its -M/--memory with (opt.h AK_OPT_MEMORY: one entry, one
 * help line): memory (bytes, -M; 0: not given), or 80% of what the
 * process may have (ak_mem_bytes: RAM, ulimit -v or -d) when that is
 * smaller or -M was not given; under a limit, 80% of what is left of it
 * (room, ak_mem_as_room's value read by the caller, < 0: no limit, less
 * reserve: address space the run will map besides its data, such as
 * OpenBLAS's buffers and the threads' malloc arenas, read from the same
 * state of the address space as room: blasthr.h ak_blas_as_room), at
 * least 1 MB; AK_MEM_DEFAULT when -M was not given and nothing is known
 * of the machine.  So an address-space limit gives the one-line "needs X
 * MB" errors, not a failed allocation.  The result is > 0.  When the limit
 * cut the budget, note (AK_MEM_NOTE_MAX bytes) gets "(under ulimit -v N
 * KB: what it leaves of -M M MB)", or without -M "(80% of what ulimit
 * -v N KB, the address-space limit, leaves; -M/--memory was not given,
 * ...)", for the errors that name --memory; else "".  No errors.
 */
#define AK_MEM_NOTE_MAX 160
#define AK_MEM_DEFAULT ((size_t)2 << 30)
size_t ak_mem_budget(size_t memory, double room, double reserve,
    char *note);

/*
 * ak_mem_as_room: bytes this process may still map under its memory
 * limits: RLIMIT_AS (`ulimit -v`) less the current size (VmSize, the
 * first field of /proc/self/statm), and RLIMIT_DATA (`ulimit -d`, which
 * Linux >= 4.7 charges every private writable mapping: malloc's, a
 * thread's stack, OpenBLAS's buffers) less the data size (statm's sixth
 * field, data + stack); the smaller, at least 0 (the sizes 0 when statm
 * is unreadable); or -1 when there is neither limit.  Threads reserve
 * address space (stacks, malloc arenas, OpenBLAS's buffers) long before
 * they touch memory.
 */
double ak_mem_as_room(void);

/* ak_mem_as_limited: 1 when the process has a memory limit (RLIMIT_AS,
 * `ulimit -v`, or RLIMIT_DATA, `ulimit -d`), else 0.  No errors. */
int ak_mem_as_limited(void);

/* ak_mem_as_limit: the memory limit in bytes: the smaller soft limit of
 * RLIMIT_AS and RLIMIT_DATA, or -1 when there is neither.  No errors. */
double ak_mem_as_limit(void);

/* ak_mem_limit_name: "ulimit -d" when RLIMIT_DATA is the limit
 * ak_mem_as_limit gives, else "ulimit -v", for messages.  No errors. */
const char *ak_mem_limit_name(void);

/*
 * ak_parse_size: a size such as 512M, 2G, 1048576 or 64k into *bytes:
 * decimal digits, then an optional K, M or G (binary: 2^10, 2^20, 2^30;
 * either case).  Range [min, max] bytes.  Returns 0, or -1 with e set
 * naming what and the value ("--memory: '2X' is not a size (e.g. 512M,
 * 2G)", "--memory: '512' is less than 1M").
 */
int ak_parse_size(const char *s, size_t min, size_t max, const char *what,
    size_t *bytes, ak_err *e);

/*
 * ak_fmt_size: bytes as a message names a budget, in buf (room for
 * AK_FMT_SIZE_MAX): "N MB" for whole megabytes, "N KB" for whole
 * kilobytes (-M 1500K is "1500 KB", not "1 MB"), else "X.X MB" (a
 * budget a limit cut).  Returns buf.  No errors.
 */
#define AK_FMT_SIZE_MAX 32
char *ak_fmt_size(char *buf, size_t bytes);

/*
 * ak_mb_up: bytes in MB (2^20) rounded up to a tenth, for the "X.X MB"
 * a refusal gives: rounded up, its figure is never under the budget it
 * passes.  No errors.
 */
double ak_mb_up(size_t bytes);

#endif
