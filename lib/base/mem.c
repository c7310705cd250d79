#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "mem.h"

double
ak_mem_bytes(void)
{
	long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
	double ram = pages > 0 && size > 0 ? (double)pages * (double)size : 0;
	double lim = ak_mem_as_limit();

	if (lim >= 0 && (ram == 0 || lim < ram))
		ram = lim;
	return ram;
}

/* the soft limit of resource res in bytes, or -1 when there is none */
static double
soft_limit(int res)
{
	struct rlimit rl;

	if (getrlimit(res, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY)
		return -1;
	return (double)rl.rlim_cur;
}

/* 1 when RLIMIT_DATA is the smaller limit (or the only one) */
static int
data_binds(void)
{
	double as = soft_limit(RLIMIT_AS), data = soft_limit(RLIMIT_DATA);

	return data >= 0 && (as < 0 || data < as);
}

double
ak_mem_as_limit(void)
{
	double as = soft_limit(RLIMIT_AS), data = soft_limit(RLIMIT_DATA);

	return data >= 0 && (as < 0 || data < as) ? data : as;
}

const char *
ak_mem_limit_name(void)
{
	return data_binds() ? "ulimit -d" : "ulimit -v";
}

int
ak_mem_as_limited(void)
{
	return ak_mem_as_limit() >= 0;
}

size_t
ak_mem_budget(size_t memory, double room, double reserve, char *note)
{
	double have = 0.8 * ak_mem_bytes();
	int cut = 0;		/* the limit gives less than RAM would */

	note[0] = '\0';
	if (room >= 0) {
		room = 0.8 * (room - reserve);
		if (room < have) {
			have = room;
			cut = 1;
		}
		if (have < 1048576)
			have = 1048576;
	}
	if (have > 0 && (memory == 0 || have < (double)memory)) {
		/* the limit's doing: said with any "--memory" error */
		char mb[AK_FMT_SIZE_MAX];
		if (cut && memory > 0)
			snprintf(note, AK_MEM_NOTE_MAX, "(under %s %.0f KB: "
			    "what it leaves of -M %s)", ak_mem_limit_name(),
			    ak_mem_as_limit() / 1024, ak_fmt_size(mb, memory));
		else if (cut)	/* no -M: the limit set the budget */
			snprintf(note, AK_MEM_NOTE_MAX, "(80%% of what %s %.0f "
			    "KB, the %s limit, leaves; -M/--memory was not "
			    "given, and can lower it, not raise it)",
			    ak_mem_limit_name(), ak_mem_as_limit() / 1024,
			    data_binds() ? "data" : "address-space");
		return (size_t)have;
	}
	return memory > 0 ? memory : AK_MEM_DEFAULT;
}

double
ak_mem_as_room(void)
{
	double as = soft_limit(RLIMIT_AS), data = soft_limit(RLIMIT_DATA);
	double page = (double)(sysconf(_SC_PAGESIZE) > 0 ?
	    sysconf(_SC_PAGESIZE) : 4096), room = -1;
	unsigned long vm = 0, vdata = 0;
	FILE *fp;

	if (as < 0 && data < 0)
		return -1;
	/* statm: size resident shared text lib data (data + stack) */
	if ((fp = fopen("/proc/self/statm", "r")) != NULL) {
		if (fscanf(fp, "%lu %*u %*u %*u %*u %lu", &vm, &vdata) != 2)
			vm = vdata = 0;
		fclose(fp);
	}
	if (as >= 0)
		room = as > vm * page ? as - vm * page : 0;
	if (data >= 0) {
		double d = data > vdata * page ? data - vdata * page : 0;
		if (room < 0 || d < room)
			room = d;
	}
	return room;
}

/* "1.5 GiB"-style text of n bytes for messages: the largest unit >= 1 */
static const char *
human(char buf[32], size_t n)
{
	static const char u[] = "KMG";
	int k = -1;
	size_t m = n;

	while (k < 2 && m >= 1024 && m % 1024 == 0) {
		m /= 1024;
		k++;
	}
	if (k < 0)
		snprintf(buf, 32, "%zu", n);
	else
		snprintf(buf, 32, "%zu%c", m, u[k]);
	return buf;
}

int
ak_parse_size(const char *s, size_t min, size_t max, const char *what,
    size_t *bytes, ak_err *e)
{
	size_t n = strlen(s), mul = 1, v = 0;
	char b[32];

	if (n > 0) {
		char c = s[n - 1];

		mul = c == 'K' || c == 'k' ? (size_t)1 << 10 :
		    c == 'M' || c == 'm' ? (size_t)1 << 20 :
		    c == 'G' || c == 'g' ? (size_t)1 << 30 : 1;
		if (mul != 1)
			n--;
	}
	if (n == 0 || n > 19)
		return ak_errf(e, "%s: '%s' is not a size (e.g. 512M, 2G)",
		    what, s);
	for (size_t i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return ak_errf(e, "%s: '%s' is not a size (e.g. 512M, "
			    "2G)", what, s);
		v = v * 10 + (size_t)(s[i] - '0');
	}
	if (v > max / mul)
		return ak_errf(e, "%s: '%s' is more than %s", what, s,
		    human(b, max));
	if (v * mul < min)
		return ak_errf(e, "%s: '%s' is less than %s", what, s,
		    human(b, min));
	*bytes = v * mul;
	return 0;
}

char *
ak_fmt_size(char *buf, size_t bytes)
{
	if (bytes % ((size_t)1 << 20) == 0)
		snprintf(buf, AK_FMT_SIZE_MAX, "%zu MB", bytes >> 20);
	else if (bytes % 1024 == 0)
		snprintf(buf, AK_FMT_SIZE_MAX, "%zu KB", bytes >> 10);
	else
		snprintf(buf, AK_FMT_SIZE_MAX, "%.1f MB", (double)bytes /
		    (1 << 20));
	return buf;
}

double
ak_mb_up(size_t bytes)
{
	return ceil((double)bytes / (1 << 20) * 10) / 10;
}
