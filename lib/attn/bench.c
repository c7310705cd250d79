#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench.h"
#include "stats.h"

void
ak_bench_stats(double *t, size_t k, double *med, double *min, double *max)
{
	ak_sort_doubles(t, k);
	if (med != NULL)
		*med = k % 2 ? t[k / 2] : (t[k / 2 - 1] + t[k / 2]) / 2;
	if (min != NULL)
		*min = t[0];
	if (max != NULL)
		*max = t[k - 1];
}

double
ak_bench_peak_rss(void)
{
	struct rusage ru;

	if (getrusage(RUSAGE_SELF, &ru) != 0)
		return 0;
	return (double)ru.ru_maxrss * 1024;
}

int
ak_bench_slope(const double *x, const double *y, size_t k, double *b,
    double *a, ak_err *e)
{
	double sx = 0, sy = 0, sxx = 0, sxy = 0;

	if (k < 2)
		return ak_errf(e, "a slope needs at least 2 sizes, got %zu", k);
	for (size_t i = 0; i < k; i++) {
		if (!(x[i] > 0) || !(y[i] > 0))
			return ak_errf(e, "a log-log slope needs positive "
			    "values (point %zu)", i + 1);
		double lx = log(x[i]), ly = log(y[i]);
		sx += lx, sy += ly, sxx += lx * lx, sxy += lx * ly;
	}
	double den = (double)k * sxx - sx * sx;
	if (!(fabs(den) > 1e-12 * (sxx + 1)))
		return ak_errf(e, "a slope needs at least two different sizes");
	*b = ((double)k * sxy - sx * sy) / den;
	if (a != NULL)
		*a = (sy - *b * sx) / (double)k;
	return 0;
}

void
ak_bench_print_slope(FILE *fp, const char *what, const char *label,
    const double *x, const double *y, size_t k, const char *note)
{
	double b;
	ak_err e;

	if (k >= 2 && ak_bench_slope(x, y, k, &b, NULL, &e) == 0)
		fprintf(fp, "# %s %s %.3f (n %.0f..%.0f, %zu sizes)%s\n",
		    what, label, b, x[0], x[k - 1], k, note);
}

int
ak_bench_crossover(const double *x, const double *y1, const double *y2,
    size_t k, double *xc)
{
	size_t i = k;

	/* the run of points at the end where y1 >= y2: its first point */
	while (i > 0 && y1[i - 1] >= y2[i - 1])
		i--;
	if (i == k)
		return 0;
	if (i == 0) {
		*xc = x[0];
		return 2;
	}
	double g0 = log(y1[i - 1] / y2[i - 1]), g1 = log(y1[i] / y2[i]);
	double lx0 = log(x[i - 1]), lx1 = log(x[i]);
	*xc = exp(lx0 + (lx1 - lx0) * (-g0) / (g1 - g0));
	return 1;
}

int
ak_bench_parse_sizes(const char *s, size_t lo, size_t hi, const char *what,
    size_t *out, size_t max, ak_err *e)
{
	size_t k = 0;
	const char *p = s;

	for (;;) {
		const char *end = strchr(p, ',');
		size_t len = end ? (size_t)(end - p) : strlen(p);
		char item[64], *dots;
		long a, b;

		if (len == 0 || len >= sizeof item)
			return ak_errf(e, "%s: bad size list '%s'", what, s);
		memcpy(item, p, len);
		item[len] = '\0';
		if ((dots = strstr(item, "..")) != NULL) {
			*dots = '\0';
			if (ak_parse_long(item, (long)lo, (long)hi, what, &a, e)
			    != 0 || ak_parse_long(dots + 2, (long)lo, (long)hi,
			    what, &b, e) != 0)
				return -1;
			if (b < a)
				return ak_errf(e, "%s: empty range '%s..%s'",
				    what, item, dots + 2);
		} else {
			if (ak_parse_long(item, (long)lo, (long)hi, what, &a, e)
			    != 0)
				return -1;
			b = a;
		}
		for (long v = a; v <= b; v *= 2) {
			size_t i = 0;

			while (i < k && out[i] < (size_t)v)	/* keep sorted */
				i++;
			if (i < k && out[i] == (size_t)v)	/* once */
				continue;
			if (k == max)
				return ak_errf(e, "%s: more than %zu sizes",
				    what, max);
			memmove(out + i + 1, out + i, (k - i) * sizeof *out);
			out[i] = (size_t)v;
			k++;
		}
		if (end == NULL)
			break;
		p = end + 1;
	}
	return (int)k;
}

int
ak_bench_parse_names(const char *s, const char *const *names, size_t k,
    const char *what, int *out, ak_err *e)
{
	size_t count = 0;
	const char *p = s;

	for (;;) {
		const char *end = strchr(p, ',');
		size_t len = end ? (size_t)(end - p) : strlen(p), ix;

		if (len == 0)
			return ak_errf(e, "%s: bad kernel list '%s'", what, s);
		for (ix = 0; ix < k; ix++)
			if (strlen(names[ix]) == len &&
			    memcmp(names[ix], p, len) == 0)
				break;
		if (ix == k) {
			char list[256] = "";
			for (size_t j = 0; j < k; j++)
				snprintf(list + strlen(list), sizeof list -
				    strlen(list), "%s%s", j ? ", " : "",
				    names[j]);
			return ak_errf(e, "%s: unknown kernel '%.*s' (%s)",
			    what, (int)(len > 64 ? 64 : len), p, list);
		}
		for (size_t j = 0; j < count; j++)
			if (out[j] == (int)ix)
				return ak_errf(e, "%s: kernel '%s' is named "
				    "twice", what, names[ix]);
		out[count++] = (int)ix;
		if (end == NULL)
			break;
		p = end + 1;
	}
	return (int)count;
}

double
ak_bench_gen_flops(size_t n, size_t d, int cached)
{
	double N = (double)n, D = (double)d;

	if (cached)
		return 6 * N * D * D + 2 * N * (N + 1) * D;
	return 3 * N * (N + 1) * D * D + 2.0 / 3 * N * (N + 1) * (2 * N + 1) * D;
}

double
ak_bench_max_rel_err(const float *a, const float *b, size_t k)
{
	double num = 0, den = 0;

	for (size_t i = 0; i < k; i++) {
		double dz = fabs((double)a[i] - b[i]);
		if (!(dz <= INFINITY))	/* NaN: fmax would drop it */
			return INFINITY;
		num = fmax(num, dz);
		den = fmax(den, fabs((double)b[i]));
	}
	return den > 0 ? num / den : num;
}

void
ak_bench_fill_normal(float *x, size_t k, ak_rng *r)
{
	for (size_t t = 0; t < k; t++)
		x[t] = (float)ak_rng_normal(r);
}

/* the child's reply: status, message, result */
static int
write_all(int fd, const void *buf, size_t n)
{
	const char *p = buf;

	while (n > 0) {
		ssize_t w = write(fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		p += w, n -= (size_t)w;
	}
	return 0;
}

static int
read_all(int fd, void *buf, size_t n)
{
	char *p = buf;

	while (n > 0) {
		ssize_t r = read(fd, p, n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return -1;
		p += r, n -= (size_t)r;
	}
	return 0;
}

int
ak_bench_isolated(ak_bench_fn fn, void *arg, void *out, size_t outsize,
    ak_err *e)
{
	int fd[2], status, rc;
	pid_t pid, parent = getpid();
	ak_err ce;

	fflush(stdout);
	fflush(stderr);
	if (pipe(fd) != 0)
		return ak_errf(e, "pipe: %s", strerror(errno));
	if ((pid = fork()) < 0) {
		close(fd[0]), close(fd[1]);
		return ak_errf(e, "fork: %s", strerror(errno));
	}
	if (pid == 0) {
		/* die with the parent: a killed attn-bench must not leave
		   a measurement computing on, orphaned */
#ifdef __linux__
		prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
		if (getppid() != parent)
			_exit(3);
		close(fd[0]);
		memset(&ce, 0, sizeof ce);
		rc = fn(arg, out, &ce);
		if (write_all(fd[1], &rc, sizeof rc) != 0 ||
		    write_all(fd[1], &ce, sizeof ce) != 0 ||
		    write_all(fd[1], out, outsize) != 0)
			_exit(3);
		_exit(0);
	}
	close(fd[1]);
	int got = read_all(fd[0], &rc, sizeof rc) == 0 &&
	    read_all(fd[0], &ce, sizeof ce) == 0 &&
	    read_all(fd[0], out, outsize) == 0;
	close(fd[0]);
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return ak_errf(e, "waitpid: %s", strerror(errno));
	if (WIFSIGNALED(status))
		return ak_errf(e, "measurement killed by signal %d%s",
		    WTERMSIG(status), WTERMSIG(status) == SIGKILL ?
		    " (out of memory?)" : "");
	if (!got)
		return ak_errf(e, "measurement process ended without a result");
	if (rc != 0) {
		ce.msg[sizeof ce.msg - 1] = '\0';
		return ak_errf(e, "%s", ce.msg);
	}
	return 0;
}
