/*
 * test_mem — lib/base/mem: sizes parsed by hand-checked values and their
 * errors; the memory a run may plan on, capped by the user's budget.
 */
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cblas.h>

#include "blasthr.h"
#include "mem.h"
#include "t.h"
#include "util.h"

/* THP's mode from sysfs: 1 when not switched off ("[never]"), 0 when
 * off, -1 when unreadable (a chroot without /sys, as on fresh-machine:
 * there the mode is unknown, not off) */
static int
thp_on(void)
{
	char buf[128] = "";
	FILE *fp = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");

	if (fp == NULL)
		return -1;
	if (fgets(buf, sizeof buf, fp) == NULL)
		buf[0] = '\0';
	fclose(fp);
	if (buf[0] == '\0')
		return -1;
	return strstr(buf, "[never]") == NULL;
}

/* 1 when this kernel takes MADV_HUGEPAGE (built with THP), else 0 */
static int
thp_kernel(void)
{
	size_t n = (size_t)4 << 20;
	void *p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE |
	    MAP_ANONYMOUS, -1, 0);
	int r;

	if (p == MAP_FAILED)
		return 0;
	r = madvise(p, n, MADV_HUGEPAGE) == 0;
	munmap(p, n);
	return r;
}

/* a field of /proc/self/smaps for the mapping holding p: "THPeligible"
 * (1 when its pages may be huge; madvise mode: only once advised) or
 * "VmFlags" (1 when it has the flag hg, MADV_HUGEPAGE given); 0 when not,
 * -1 when unreadable */
static int
smaps_field(const void *p, int vmflags)
{
	char line[512];
	uintptr_t a = (uintptr_t)p, lo, hi;
	int in = 0, r = -1;
	FILE *fp = fopen("/proc/self/smaps", "r");

	if (fp == NULL)
		return -1;
	while (fgets(line, sizeof line, fp) != NULL) {
		unsigned long x, y;

		if (sscanf(line, "%lx-%lx ", &x, &y) == 2) {
			lo = x;
			hi = y;
			in = a >= lo && a < hi;
		} else if (!in) {
			continue;
		} else if (!vmflags && sscanf(line, "THPeligible: %lu",
		    &x) == 1) {
			r = (int)x;
			break;
		} else if (vmflags && strncmp(line, "VmFlags:", 8) == 0) {
			r = strstr(line, " hg") != NULL;
			break;
		}
	}
	fclose(fp);
	return r;
}

/* ak_mem_huge, and ak_alloc_n that calls it: large arrays are advised,
 * small ones left alone, and the memory stays zeroed and writable */
static void
test_huge(void)
{
	ak_err e;
	size_t n = (size_t)16 << 20, ok = 1;
	unsigned char *p = ak_alloc_n(n, 1, &e);
	char *small = ak_alloc_n(4096, 1, &e);

	T_OK(p != NULL && small != NULL, "huge: 16 MiB and 4 KiB allocated");
	if (p == NULL || small == NULL)
		return;
	/* the 2 MiB-aligned page inside the array, advised by ak_alloc_n */
	unsigned char *mid = (unsigned char *)(((uintptr_t)p + (4u << 20)) &
	    ~(((uintptr_t)2 << 20) - 1));
	for (size_t i = 0; i < n; i += 4096)
		ok &= p[i] == 0;
	T_OK(ok, "huge: the array reads as zeros (calloc kept)");
	memset(p, 0xab, n);
	T_OK(p[0] == 0xab && p[n - 1] == 0xab, "huge: and is writable to both "
	    "ends");
	/* the advice itself, whatever the system's mode: VmFlags hg */
	if (thp_kernel())
		T_OK(smaps_field(mid, 1) == 1, "huge: the array's mapping is "
		    "advised (smaps VmFlags hg)");
	else
		T_OK(smaps_field(mid, 1) != 1, "huge: a kernel without THP: "
		    "no advice on the mapping");
	/* and what the mode makes of it, where sysfs tells the mode */
	switch (thp_on()) {
	case 1:
		T_OK(smaps_field(mid, 0) == 1, "huge: the array's mapping may "
		    "take huge pages (smaps THPeligible 1)");
		break;
	case 0:
		T_OK(smaps_field(mid, 0) != 1, "huge: THP is off here: the "
		    "mapping is not eligible");
		break;
	default:	/* no /sys (a chroot): the mode is unknown */
		break;
	}
	ak_mem_huge(NULL, n);	/* nothing to advise: no crash */
	ak_mem_huge(small, 4096);
	T_OK(small[0] == 0 && small[4095] == 0, "huge: below "
	    "AK_MEM_HUGE_MIN nothing changes");
	free(p);
	free(small);
}

/* the buffers OpenBLAS has yet to map (the budget under ulimit -v leaves
 * room for them): whole buffers, one a worker at most (and one for the
 * caller when asked), and one fewer once a mapping of a buffer's size is
 * there (OpenBLAS only ever maps more: the figure can only go down
 * meanwhile) */
static void
check_blas_pending(void)
{
	size_t w = (size_t)(openblas_get_num_threads() - 1);
	size_t p = ak_blas_pending_bytes(0), pc = ak_blas_pending_bytes(1), q;
	void *m;

	T_OK(p % AK_BLAS_BUFFER == 0 && p <= w * AK_BLAS_BUFFER,
	    "ak_blas_pending_bytes: whole 128 MB buffers, one a worker at most");
	/* no level-3 call has run here: the caller's buffer is to come */
	T_OK(pc % AK_BLAS_BUFFER == 0 && pc >= AK_BLAS_BUFFER && pc <= (w +
	    1) * AK_BLAS_BUFFER, "  the caller's too: one more at most, and "
	    "one at least before its first product");
	m = mmap(NULL, AK_BLAS_BUFFER, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS,
	    -1, 0);
	q = ak_blas_pending_bytes(1);
	T_OK(m != MAP_FAILED && q <= pc - AK_BLAS_BUFFER,
	    "  a buffer's mapping there: one fewer to come");
	if (m != MAP_FAILED)
		munmap(m, AK_BLAS_BUFFER);
}

/* a child for a test under a memory limit it sets (as: the soft and hard
 * RLIMIT_AS, unlimited here): fork's value, or -2 with no child when the
 * test cannot run here: a sanitizer build (its allocator and shadow map
 * past a small limit) or a run already under ulimit -v (another case);
 * neither is a skip */
static pid_t
limit_child(struct rlimit *as)
{
	if (T_ASAN || getrlimit(RLIMIT_AS, as) != 0 ||
	    as->rlim_cur != RLIM_INFINITY)
		return -2;
	fflush(stdout);
	return fork();
}

/* the check that limit_child's child exited 0, named what (with the
 * status: its bits say which of the child's checks failed) */
static void
child_done(pid_t pid, const char *what)
{
	int st = -1;
	char name[200];

	if (pid > 0)
		waitpid(pid, &st, 0);
	snprintf(name, sizeof name, "%s (status %d)", what, WIFEXITED(st) ?
	    WEXITSTATUS(st) : -1);
	T_OK(pid > 0 && WIFEXITED(st) && WEXITSTATUS(st) == 0, name);
}

/* a thread that maps a buffer of OpenBLAS's size after a short spin, as
 * a worker does when it starts */
static void *
map_late(void *arg)
{
	volatile unsigned spin = 0;

	for (unsigned n = *(unsigned *)arg; spin < n; spin++)
		;
	return mmap(NULL, AK_BLAS_BUFFER, PROT_NONE, MAP_PRIVATE |
	    MAP_ANONYMOUS, -1, 0);
}

/* what the limit leaves and OpenBLAS's buffers to come, read as one
 * state while another thread maps a buffer (check-clang in CI: a worker's
 * buffer mapped between the two reads was counted twice, a budget of
 * 1 MB under ulimit -v 500000 in 2 runs of 40): room - pending, what
 * the budget is taken from, is the same whenever the buffer appears.
 * In a child under ulimit -v (the current size + 4 GB); not under a sanitizer (its shadow maps past any
 * limit; no skip). */
static void
blas_as_room(void)
{
	struct rlimit as;
	pid_t pid = limit_child(&as);

	if (pid == -2)
		return;
	if (pid == 0) {
		size_t pending;
		unsigned long vm = 0;
		FILE *fp = fopen("/proc/self/statm", "r");
		int off = 0;

		if (fp == NULL || fscanf(fp, "%lu", &vm) != 1)
			_exit(8);
		fclose(fp);
		as.rlim_cur = (rlim_t)vm * (rlim_t)sysconf(_SC_PAGESIZE) +
		    ((rlim_t)4 << 30);
		if (setrlimit(RLIMIT_AS, &as) != 0)
			_exit(9);
		double room = ak_blas_as_room(1, &pending);
		double left = room - (double)pending;
		if (pending < AK_BLAS_BUFFER)	/* nothing to come: no case */
			_exit(10);
		for (unsigned i = 0; i < 400; i++) {
			pthread_t t;
			unsigned spin = (i * 7919u) % 20000u;
			void *m = MAP_FAILED;

			if (pthread_create(&t, NULL, map_late, &spin) != 0)
				_exit(11);
			room = ak_blas_as_room(1, &pending);
			pthread_join(t, &m);
			if (m == MAP_FAILED)
				_exit(12);
			/* a few pages of the thread's own come and go */
			off += fabs(room - (double)pending - left) > 16.0 *
			    1048576;
			munmap(m, AK_BLAS_BUFFER);
		}
		_exit(off > 0 ? 1 : 0);
	}
	child_done(pid, "ak_blas_as_room: room - pending the same while a "
	    "thread maps a 128 MB buffer, 400 times");
}

/* ulimit -d (RLIMIT_DATA) is a memory limit as ulimit -v is (a tool that
   saw only RLIMIT_AS would, under ulimit -d, join OpenBLAS workers that
   retry their buffers for ever, and hang): in a child, the
   limit, its name, the room, the budget's note and OpenBLAS's room.  Not
   under a sanitizer (its allocator maps past a small limit; no skip). */
static void
data_limit(void)
{
	struct rlimit as;
	pid_t pid = limit_child(&as);

	if (pid == -2)
		return;
	if (pid == 0) {
		struct rlimit rl;
		char note[AK_MEM_NOTE_MAX];
		ak_err e = { .msg = "" };
		int bad = 0;
		getrlimit(RLIMIT_DATA, &rl);
		rl.rlim_cur = (rlim_t)1 << 30;
		if (setrlimit(RLIMIT_DATA, &rl) != 0)
			_exit(9);
		double room = ak_mem_as_room();
		bad |= (ak_mem_as_limit() != 1073741824.0) << 0;
		bad |= (strcmp(ak_mem_limit_name(), "ulimit -d") != 0) << 1;
		bad |= !ak_mem_as_limited() << 2;
		bad |= !(room > 0 && room < 1073741824.0) << 3;
		bad |= (ak_mem_bytes() != 1073741824.0) << 4;
		size_t b = ak_mem_budget((size_t)4 << 30, ak_mem_as_room(), 0,
		    note);
		bad |= !(b <= 0.8 * room + 1 && strcmp(note, "(under ulimit -d "
		    "1048576 KB: what it leaves of -M 4096 MB)") == 0) << 5;
		/* no -M: the limit said as what set the budget, -M as not
		 * given */
		b = ak_mem_budget(0, ak_mem_as_room(), 0, note);
		bad |= !(b <= 0.8 * room + 1 && strcmp(note, "(80% of what "
		    "ulimit -d 1048576 KB, the data limit, leaves; -M/--memory "
		    "was not given, and can lower it, not raise it)") == 0) << 7;
		/* 64 MB cannot hold one 128 MB buffer of OpenBLAS's */
		rl.rlim_cur = (rlim_t)64 << 20;
		if (setrlimit(RLIMIT_DATA, &rl) != 0)
			_exit(9);
		bad |= !(ak_blas_room(&e) == -1 && strstr(e.msg, "and the "
		    "memory limit (ulimit -d 65536 KB) leaves ") != NULL &&
		    ak_err_status(&e) == 1) << 6;
		_exit(bad);
	}
	child_done(pid, "ulimit -d 1G: the limit, its name, the room, the "
	    "budget's note; at 64M OpenBLAS's buffers refused");
	T_OK(ak_blas_room(&(ak_err){ .msg = "" }) == 0 || ak_mem_as_limited(),
	    "no limit: OpenBLAS's buffers have room");
}

int
main(void)
{
	ak_err e;
	size_t v = 7, M = (size_t)1 << 20, G = (size_t)1 << 30;

	T_OK(ak_parse_size("512M", 1, (size_t)1 << 50, "-M", &v, &e) == 0 &&
	    v == 512 * M, "512M = 536870912");
	T_OK(ak_parse_size("2g", 1, (size_t)1 << 50, "-M", &v, &e) == 0 &&
	    v == 2 * G, "2g = 2^31 (either case)");
	T_OK(ak_parse_size("64k", 1, (size_t)1 << 50, "-M", &v, &e) == 0 &&
	    v == 65536, "64k = 65536");
	T_OK(ak_parse_size("1048576", 1, (size_t)1 << 50, "-M", &v, &e) == 0 &&
	    v == M, "plain bytes");
	v = 7;
	T_OK(ak_parse_size("1.5G", 1, (size_t)1 << 50, "-M", &v, &e) != 0 &&
	    strcmp(e.msg, "-M: '1.5G' is not a size (e.g. 512M, 2G)") == 0 &&
	    v == 7, "1.5G refused, *bytes untouched");
	T_OK(ak_parse_size("G", 1, (size_t)1 << 50, "-M", &v, &e) != 0,
	    "a unit alone is not a size");
	T_OK(ak_parse_size("", 1, (size_t)1 << 50, "-M", &v, &e) != 0,
	    "empty is not a size");
	T_OK(ak_parse_size("-1M", 1, (size_t)1 << 50, "-M", &v, &e) != 0,
	    "a sign is not a size");
	T_OK(ak_parse_size("100K", M, (size_t)1 << 50, "--memory", &v, &e) != 0 &&
	    strcmp(e.msg, "--memory: '100K' is less than 1M") == 0,
	    "below the minimum, named in its unit");
	T_OK(ak_parse_size("2000000G", M, (size_t)1 << 50, "-M", &v, &e) != 0 &&
	    strcmp(e.msg, "-M: '2000000G' is more than 1048576G") == 0,
	    "above 2^50");
	T_OK(ak_parse_size("99999999999999999999", 1, (size_t)1 << 50, "-M",
	    &v, &e) != 0, "20 digits: no wrap-around");
	T_OK(ak_parse_size("18446744073709551615", 1, (size_t)1 << 50, "-M",
	    &v, &e) != 0, "2^64 - 1 bytes: refused, not wrapped");
	char b[AK_FMT_SIZE_MAX];
	T_STR(ak_fmt_size(b, 2 * G), "2048 MB", "2G is said as 2048 MB");
	T_STR(ak_fmt_size(b, 1500 * 1024), "1500 KB", "1500K is said as "
	    "1500 KB, not 1 MB");
	T_STR(ak_fmt_size(b, 3 * M / 2 + 1), "1.5 MB", "a budget in bytes "
	    "(a limit's cut): MB to a tenth");

	double ram = ak_mem_bytes();
	T_OK(ram > 0, "the machine's memory is known");
	/* the one budget: -M itself, or 80% of the memory when that is
	   smaller (or when no -M is given); under ulimit -v, 80% of what the
	   limit leaves, which is less (ak_mem_as_room: the limit less what
	   is mapped) */
	char note[AK_MEM_NOTE_MAX];
	double cap = ak_mem_as_limit() < 0 ? 0.8 * ram : 0.8 * ak_mem_as_room();
	double room = ak_mem_as_room();
	T_NEAR((double)ak_mem_budget(400 * M, room, 0, note), 400.0 * M, 0,
	    "-M below 80% of the memory: the budget is -M itself");
	T_NEAR((double)ak_mem_budget((size_t)(ram * 4), room, 0, note), cap,
	    2 * M, "-M above the memory: 80% of it");
	T_NEAR((double)ak_mem_budget(0, room, 0, note), cap, 2 * M,
	    "no -M: 80% of the memory");
	T_OK(ak_mem_as_limit() >= 0 || note[0] == '\0',
	    "no note without ulimit -v");
	test_huge();
	check_blas_pending();
	data_limit();
	blas_as_room();
	return t_done();
}
