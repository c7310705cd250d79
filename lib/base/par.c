/*
 * par.c — the persistent pool of par.h.  One mutex guards the pool; a
 * call publishes (fn, arg, T) under a new generation number and
 * broadcasts; pool thread t runs part t when t < T and then counts itself
 * done.  A second caller while a call runs, or a part calling in again,
 * finds the pool busy and runs its parts itself (par.h).
 */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>

#include "par.h"

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t go = PTHREAD_COND_INITIALIZER;	/* a new call */
static pthread_cond_t done = PTHREAD_COND_INITIALIZER;	/* parts ended */
static pthread_once_t once = PTHREAD_ONCE_INIT;

static size_t nthr;		/* pool threads 1..nthr exist */
static int busy;		/* a call is running */
static unsigned long gen;	/* the call's number */
static size_t want;		/* its parts (pool threads 1..want−1 run) */
static size_t pending;		/* pool parts not yet ended */
static ak_par_fn cur_fn;
static void *cur_arg;
static unsigned long born[AK_PAR_MAX];	/* gen when thread t was made */
static _Thread_local int in_part;	/* this thread runs a part */

static void *
worker(void *p)
{
	size_t t = (size_t)p;
	unsigned long seen;

	in_part = 1;
	pthread_mutex_lock(&mu);
	seen = born[t];		/* the call that made it may have begun */
	for (;;) {
		while (gen == seen)
			pthread_cond_wait(&go, &mu);
		seen = gen;
		if (t >= want)
			continue;
		ak_par_fn fn = cur_fn;
		void *arg = cur_arg;
		size_t T = want;
		pthread_mutex_unlock(&mu);
		fn(arg, t, T);
		pthread_mutex_lock(&mu);
		if (--pending == 0)
			pthread_cond_signal(&done);
	}
	return NULL;
}

/* fork: the child has none of the parent's threads (nor its locks) */
static void
fork_prepare(void)
{
	pthread_mutex_lock(&mu);
}

static void
fork_parent(void)
{
	pthread_mutex_unlock(&mu);
}

static void
fork_child(void)
{
	pthread_mutex_init(&mu, NULL);
	pthread_cond_init(&go, NULL);
	pthread_cond_init(&done, NULL);
	nthr = 0, busy = 0, pending = 0;
}

static void
par_init(void)
{
	pthread_atfork(fork_prepare, fork_parent, fork_child);
}

/* with mu held: pool threads up to T − 1 (fewer if one cannot start) */
static void
grow(size_t T)
{
	while (nthr + 1 < T) {
		pthread_t tid;
		pthread_attr_t at;
		int rc;

		pthread_attr_init(&at);
		pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
		born[nthr + 1] = gen;
		rc = pthread_create(&tid, &at, worker, (void *)(nthr + 1));
		pthread_attr_destroy(&at);
		if (rc != 0)
			break;
		nthr++;
	}
}

/* parts 1..T−1 on the pool; returns the threads serving them (≤ T − 1),
   0 when the pool cannot (busy, nested, or gang and too few threads) */
static size_t
start(size_t T, ak_par_fn fn, void *arg, int gang)
{
	size_t k;

	if (T < 2 || in_part)
		return 0;
	pthread_once(&once, par_init);
	pthread_mutex_lock(&mu);
	if (busy) {
		pthread_mutex_unlock(&mu);
		return 0;
	}
	grow(T);
	k = nthr + 1 < T ? nthr : T - 1;
	if (k == 0 || (gang && k < T - 1)) {
		pthread_mutex_unlock(&mu);
		return 0;
	}
	busy = 1;
	cur_fn = fn, cur_arg = arg;
	want = k + 1, pending = k;
	gen++;
	pthread_cond_broadcast(&go);
	pthread_mutex_unlock(&mu);
	return k;
}

static void
finish(void)
{
	pthread_mutex_lock(&mu);
	while (pending > 0)
		pthread_cond_wait(&done, &mu);
	busy = 0;
	pthread_mutex_unlock(&mu);
}

size_t
ak_par_run(size_t T, ak_par_fn fn, void *arg)
{
	size_t k;

	T = T < 1 ? 1 : T > AK_PAR_MAX ? AK_PAR_MAX : T;
	k = start(T, fn, arg, 0);
	fn(arg, 0, T);
	if (k > 0)
		finish();
	for (size_t t = k + 1; t < T; t++)	/* parts no thread took */
		fn(arg, t, T);
	return k + 1;
}

int
ak_par_gang(size_t T, ak_par_fn fn, void *arg)
{
	if (T < 1 || T > AK_PAR_MAX)
		return -1;
	if (T > 1 && start(T, fn, arg, 1) == 0)
		return -1;
	fn(arg, 0, T);
	if (T > 1)
		finish();
	return 0;
}

void
ak_par_barrier_init(ak_par_barrier *b, size_t T)
{
	b->T = T;
	atomic_init(&b->count, 0);
	atomic_init(&b->gen, 0);
}

void
ak_par_barrier_wait(ak_par_barrier *b)
{
	size_t g = atomic_load(&b->gen);

	if (atomic_fetch_add(&b->count, 1) + 1 == b->T) {
		atomic_store(&b->count, 0);
		atomic_fetch_add(&b->gen, 1);
		return;
	}
	for (unsigned long spin = 0; atomic_load(&b->gen) == g; spin++)
		if (spin > 4096)
			sched_yield();
}
