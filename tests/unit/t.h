/*
 * t.h — a tiny TAP-style harness for the unit tests.  Each check prints
 * "ok N - name" or "not ok N - name  # FILE:LINE detail"; tests/run.sh counts
 * them.  Include once per test program; end main with `return t_done();`.
 */
#ifndef T_H
#define T_H

#include <math.h>
#include <stdio.h>
#include <string.h>

static int t_n, t_failed;

static int
t_check(int ok, const char *file, int line, const char *name,
    const char *detail)
{
	t_n++;
	if (ok) {
		printf("ok %d - %s\n", t_n, name);
	} else {
		t_failed++;
		printf("not ok %d - %s  # %s:%d %s\n", t_n, name, file, line,
		    detail ? detail : "");
	}
	fflush(stdout);
	return ok;
}

/* T_OK(cond, name): cond must hold. */
/* T_ASAN: 1 in a build with AddressSanitizer (gcc's __SANITIZE_ADDRESS__,
 * clang's __has_feature), else 0: a check that needs a small memory limit
 * cannot run there (the sanitizer's shadow memory maps past it) */
#if defined(__SANITIZE_ADDRESS__)
#define T_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define T_ASAN 1
#endif
#endif
#ifndef T_ASAN
#define T_ASAN 0
#endif

#define T_OK(cond, name) t_check(!!(cond), __FILE__, __LINE__, name, #cond)

/* T_NEAR(got, want, tol, name): |got - want| <= tol, both finite. */
#define T_NEAR(got, want, tol, name) do {				\
	double g_ = (got), w_ = (want);					\
	char d_[160];							\
	snprintf(d_, sizeof d_, "got %.17g want %.17g tol %g", g_, w_,	\
	    (double)(tol));						\
	t_check(isfinite(g_) && fabs(g_ - w_) <= (tol), __FILE__,	\
	    __LINE__, name, d_);					\
} while (0)

/* T_STR(got, want, name): strings equal. */
#define T_STR(got, want, name) do {					\
	const char *g_ = (got), *w_ = (want);				\
	char d_[300];							\
	snprintf(d_, sizeof d_, "got '%.120s' want '%.120s'",		\
	    g_ ? g_ : "(null)", w_);					\
	t_check(g_ != NULL && strcmp(g_, w_) == 0, __FILE__, __LINE__,	\
	    name, d_);							\
} while (0)

static int
t_done(void)
{
	printf("1..%d\n", t_n);
	return t_failed ? 1 : 0;
}

#endif
