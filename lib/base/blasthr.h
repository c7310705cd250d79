/*
 * blasthr.h — one OpenBLAS thread around a computation whose bytes must
 * not depend on the machine's thread count (DESIGN.md: same inputs and
 * seed give byte-identical output).
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

/*
 * ak_blas_one_thread: every later BLAS and LAPACK call on the calling
 * thread alone, and OpenBLAS's idle workers ended: each spins on a core
 * for about 0.1 s after it starts (at the library's load) and after each
 * threaded call, a core a tool whose decompositions all run serially
 * (ppmi-svd) wants for its own threads.  No errors.
 */
void ak_blas_one_thread(void);

int ak_blas_serial_begin(void);
void ak_blas_serial_end(int saved);

#endif
