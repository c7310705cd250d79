/*
 * par.h — one fork/join for every threaded loop of the library: a small
 * pool of persistent threads (created on first use, kept for the life of
 * the process, asleep on a condition variable between calls).
 *
 * A call runs parts 0..T−1 of a loop: part 0 on the calling thread, part
 * t on pool thread t; the call returns when every part has.  The threads
 * are created once, not per call: at n = 1024, threads made per call cost
 * the attention kernels' two threads 33 % more CPU than one, much of it in
 * pthread_create and the first touch of a new stack.
 *
 * Which thread runs a part never decides its result: a loop divides its
 * work by the part index (or a shared counter), never by thread identity,
 * so that outputs do not depend on whether a part ran on the pool or,
 * when the pool cannot serve (busy with another caller, called from
 * inside a part, a thread that could not be created), on the caller after
 * its own part.  After fork() the child starts with an empty pool (its
 * threads are the parent's; pthread_atfork).
 */
#ifndef AK_PAR_H
#define AK_PAR_H

#include <stdatomic.h>
#include <stddef.h>

/* the most parts (threads) of one call */
#define AK_PAR_MAX 64

/* part `part` of `nparts` of a loop over arg */
typedef void (*ak_par_fn)(void *arg, size_t part, size_t nparts);

/*
 * ak_par_run: fn(arg, t, T) for t = 0..T−1 (T clamped to 1..AK_PAR_MAX),
 * part 0 here, the others on pool threads at the same time where the pool
 * can give them, else here, one after the other, after part 0.  Returns
 * the number of threads that ran parts (1..T).  No errors: a thread that
 * cannot be created leaves its part to the caller.
 */
size_t ak_par_run(size_t T, ak_par_fn fn, void *arg);

/*
 * ak_par_gang: as ak_par_run, but all T parts on T distinct threads at
 * once or none at all, for parts that wait for each other (a barrier: the
 * FMA probe's threads released together).  Returns 0 after running them,
 * or -1 without running any when the pool cannot give T − 1 threads now
 * (called from inside a part, busy with another caller, threads that
 * cannot be created).
 */
int ak_par_gang(size_t T, ak_par_fn fn, void *arg);

/*
 * ak_par_barrier: T threads meet: each call returns once T calls have been
 * made (a generation counter, so the barrier can be used again at once).
 * Spins (the waits it serves are short and all parties run), yielding the
 * CPU after a while so that an oversubscribed machine still progresses.
 */
typedef struct ak_par_barrier {
	size_t T;
	atomic_size_t count, gen;
} ak_par_barrier;
void ak_par_barrier_init(ak_par_barrier *b, size_t T);
void ak_par_barrier_wait(ak_par_barrier *b);

#endif
