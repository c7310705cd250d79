/*
 * blasthr.h — one OpenBLAS thread around a computation whose bytes must
 * not depend on the machine's thread count (docs/DESIGN.md
 * "Determinism": same inputs and seed give byte-identical output).
 *
 * OpenBLAS splits a product or a LAPACK reduction among its threads
 * (OPENBLAS_NUM_THREADS, OMP_NUM_THREADS, default: the cores).  Where a
 * split cuts a sum — dsymv/dgemv inside dsytrd and dgebrd, and even dgemm
 * in OpenBLAS 0.3.21 — the partial sums are added in another order, so
 * 2 threads and 1 thread differ in the last bits, and sometimes in the
 * 9th printed digit.  On one thread the order is fixed.
 *
 *   int saved = ak_blas_serial_begin();
 *   ... cblas / LAPACKE calls ...
 *   ak_blas_serial_end(saved);
 *
 * ak_blas_serial_begin: sets one thread, returns the count to restore.
 * ak_blas_serial_end: restores it (saved <= 1: nothing to do).  Not for
 * use by several threads at once: the count is the process's.
 */
#ifndef AK_BLASTHR_H
#define AK_BLASTHR_H

#include <stddef.h>

#include "util.h"

/*
 * ak_blas_one_thread: every later BLAS and LAPACK call on the calling
 * thread alone, and OpenBLAS's idle workers ended: each spins on a core
 * for about 0.1 s after it starts (at the library's load) and after each
 * threaded call, a core a tool whose decompositions all run serially
 * (ppmi-svd) wants for its own threads.  No errors.
 */
void ak_blas_one_thread(void);

/* OpenBLAS 0.3.21's buffer for each worker thread on x86_64 (BUFFER_SIZE,
 * common_x86_64.h: 32 << 22), mapped by the worker as it starts */
#define AK_BLAS_BUFFER ((size_t)128 << 20)

/*
 * ak_blas_pending_bytes: the address space OpenBLAS may still map (before
 * or after ak_blas_one_thread): AK_BLAS_BUFFER for each of its workers,
 * and for the calling thread too when caller, whose buffer is not in
 * /proc/self/maps yet.  A worker maps its buffer as it starts, at a
 * moment of its own: a budget taken from what the limit leaves must count
 * the buffers still to come, or the run succeeds or fails by a race (128
 * MB a worker); the caller's first level-3 call mallocs its own, and
 * OpenBLAS retries a failed one for ever (a hang).  0 without any.  No
 * errors (no /proc: every buffer counted as to come).
 */
size_t ak_blas_pending_bytes(int caller);

/*
 * ak_blas_as_room: what the memory limit leaves (bytes, mem.h
 * ak_mem_as_room; -1: no limit), and in *pending the buffers OpenBLAS has
 * yet to map (ak_blas_pending_bytes(caller)), read from one state of the
 * address space, so that a worker mapping its buffer between two reads
 * is not counted twice, once mapped and once to come (128 MB too little
 * room, enough to refuse a run that fits): the pending bytes are read
 * before and after the room, again until they agree (buffers are only
 * added while the workers start), at most 16 times.  No errors.
 */
double ak_blas_as_room(int caller, size_t *pending);

/*
 * ak_blas_room: 0 when the memory limit (mem.h ak_mem_as_room: ulimit -v,
 * ulimit -d) leaves room for the buffers OpenBLAS has yet to map
 * (ak_blas_as_room(1)), or when there is no limit; else -1 with e
 * (kind AK_ERR_RESOURCE): "OpenBLAS needs N MB for its buffers (...) and
 * the memory limit (ulimit -d L KB) leaves R MB", N all its buffers (its
 * threads' and the caller's), R what the limit leaves beside the rest of
 * the process (the room, and the buffers mapped already): the same
 * figures in every tool, whenever asked.  OpenBLAS retries a
 * buffer it cannot map for ever: a worker spins at the library's load,
 * the caller's first product hangs (ppmi-svd and attn-map under ulimit -d
 * 20000 or -v 300000); a tool calls this before its first BLAS
 * or LAPACK call, to fail in one line instead.
 */
int ak_blas_room(ak_err *e);

int ak_blas_serial_begin(void);
void ak_blas_serial_end(int saved);

#endif
