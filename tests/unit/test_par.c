/*
 * test_par — lib/base/par: every part runs exactly once, on distinct
 * threads at the same time where the pool can give them; a nested call,
 * a busy pool and a forked child run the parts on the caller; a gang
 * refuses rather than deadlocks; the barrier holds its parties together.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "par.h"
#include "t.h"

typedef struct cnt {
	atomic_int runs[AK_PAR_MAX];
	atomic_int inside, most;	/* parts running now, the most at once */
	pthread_t who[AK_PAR_MAX];
	size_t nparts;
} cnt;

static void
count_part(void *arg, size_t t, size_t T)
{
	cnt *c = arg;
	int now = atomic_fetch_add(&c->inside, 1) + 1, m;

	c->nparts = T;
	c->who[t] = pthread_self();
	atomic_fetch_add(&c->runs[t], 1);
	while ((m = atomic_load(&c->most)) < now &&
	    !atomic_compare_exchange_weak(&c->most, &m, now))
		;
	for (volatile int k = 0; k < 200000; k++)	/* overlap */
		;
	atomic_fetch_sub(&c->inside, 1);
}

static int
once_each(cnt *c, size_t T)
{
	for (size_t t = 0; t < T; t++)
		if (atomic_load(&c->runs[t]) != 1)
			return 0;
	return c->nparts == T;
}

/* a part that calls the pool again: its inner parts run on its thread */
static void
nested_part(void *arg, size_t t, size_t T)
{
	cnt *inner = (cnt *)arg + 1 + t;

	(void)T;
	ak_par_run(3, count_part, inner);
}

typedef struct bar {
	ak_par_barrier b;
	atomic_int phase[AK_PAR_MAX];
	atomic_int bad;
} bar;

/* every party passes 100 rounds; none may be a round ahead of another */
static void
bar_part(void *arg, size_t t, size_t T)
{
	bar *b = arg;

	for (int r = 0; r < 100; r++) {
		atomic_store(&b->phase[t], r);
		ak_par_barrier_wait(&b->b);
		for (size_t u = 0; u < T; u++)
			if (atomic_load(&b->phase[u]) != r)
				atomic_store(&b->bad, 1);
		ak_par_barrier_wait(&b->b);
	}
}

int
main(void)
{
	static cnt c[8];
	static bar b;

	/* 1 part: here, no pool */
	T_OK(ak_par_run(1, count_part, &c[0]) == 1 && once_each(&c[0], 1) &&
	    pthread_equal(c[0].who[0], pthread_self()), "one part, on the caller");

	/* 4 parts: each once, part 0 here, on 4 threads */
	memset(&c[0], 0, sizeof c[0]);
	size_t k = ak_par_run(4, count_part, &c[0]);
	T_OK(k == 4 && once_each(&c[0], 4), "4 parts, each once, 4 threads");
	T_OK(pthread_equal(c[0].who[0], pthread_self()) &&
	    !pthread_equal(c[0].who[1], c[0].who[2]) &&
	    !pthread_equal(c[0].who[1], pthread_self()),
	    "part 0 on the caller, the others on distinct pool threads");

	/* the same threads serve the next call (persistent) */
	pthread_t w1 = c[0].who[1];
	memset(&c[0], 0, sizeof c[0]);
	ak_par_run(4, count_part, &c[0]);
	T_OK(pthread_equal(c[0].who[1], w1), "pool thread 1 kept between calls");

	/* clamped counts */
	memset(&c[0], 0, sizeof c[0]);
	T_OK(ak_par_run(0, count_part, &c[0]) == 1 && once_each(&c[0], 1),
	    "T = 0 runs one part");
	memset(&c[0], 0, sizeof c[0]);
	T_OK(ak_par_run(AK_PAR_MAX + 5, count_part, &c[0]) <= AK_PAR_MAX &&
	    once_each(&c[0], AK_PAR_MAX), "T over AK_PAR_MAX clamped");

	/* nested: the inner calls run on their part's thread, each part once */
	memset(c, 0, sizeof c);
	ak_par_run(2, nested_part, c);
	int ok = 1;
	for (int t = 0; t < 2; t++)
		ok &= once_each(&c[1 + t], 3) &&
		    pthread_equal(c[1 + t].who[1], c[1 + t].who[0]) &&
		    atomic_load(&c[1 + t].most) == 1;
	T_OK(ok, "a nested call runs its 3 parts on its own thread, once each");
	T_OK(ak_par_gang(1, count_part, &c[4]) == 0, "a gang of 1 always runs");

	/* gang: all at once; the barrier keeps them in step */
	ak_par_barrier_init(&b.b, 3);
	T_OK(ak_par_gang(3, bar_part, &b) == 0 && !atomic_load(&b.bad),
	    "a gang of 3 through 200 barriers, none a round ahead");
	T_OK(ak_par_gang(AK_PAR_MAX + 1, count_part, &c[5]) == -1,
	    "a gang over AK_PAR_MAX refused, nothing run");
	T_OK(atomic_load(&c[5].runs[0]) == 0, "... part 0 did not run");

	/* fork: the child's pool is empty; its calls still run every part */
	fflush(stdout);
	pid_t pid = fork();
	if (pid == 0) {
		memset(&c[6], 0, sizeof c[6]);
		size_t kk = ak_par_run(3, count_part, &c[6]);
		_exit(kk == 3 && once_each(&c[6], 3) ? 0 : 1);
	}
	int st = 1;
	T_OK(pid > 0 && waitpid(pid, &st, 0) == pid && WIFEXITED(st) &&
	    WEXITSTATUS(st) == 0, "after fork the child's pool serves 3 parts");
	return t_done();
}
