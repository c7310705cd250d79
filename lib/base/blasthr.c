#include <cblas.h>
#include <stdio.h>
#include <string.h>

#include "blasthr.h"
#include "mem.h"

/* OpenBLAS's own, exported but not in its cblas.h: joins its worker
 * threads (the next threaded call would start them again); weak, so
 * another BLAS links too */
extern void blas_thread_shutdown_(void) __attribute__((weak));

/* OpenBLAS's worker threads at the library's load (its thread count
 * less the caller's), as ak_blas_one_thread found them */
static int workers = -1;

static void
count_workers(void)
{
	if (workers < 0) {
		int nt = openblas_get_num_threads();
		workers = nt > 1 ? nt - 1 : 0;
	}
}

void
ak_blas_one_thread(void)
{
	count_workers();
	openblas_set_num_threads(1);
	/* under ulimit -v a worker may be retrying its buffer's allocation
	 * for ever (lib/cmd/cli.c ak_xexit): no join then */
	if (blas_thread_shutdown_ != NULL && !ak_mem_as_limited())
		blas_thread_shutdown_();
}

double
ak_blas_as_room(int caller, size_t *pending)
{
	size_t before = ak_blas_pending_bytes(caller), after = before;
	double room = 0;

	for (int i = 0; i < 16; i++, before = after) {
		room = ak_mem_as_room();
		if ((after = ak_blas_pending_bytes(caller)) == before)
			break;
	}
	*pending = after;
	return room;
}

/*
 * The rule, whenever it is asked (before OpenBLAS's workers map their
 * buffers or after): all its buffers, one for each of its threads and
 * the caller's, against what the limit leaves beside the rest of the
 * process (the room now, and the buffers mapped already).  So every tool
 * says the same figures under the same limit; asking what is still to
 * map against the room now gave "needs 256 MB ... leaves 135 MB" in one
 * tool and "needs 128 MB ... leaves 7 MB" in another.
 */
int
ak_blas_room(ak_err *e)
{
	size_t pending;
	double room = ak_blas_as_room(1, &pending);
	char have[AK_FMT_SIZE_MAX], want[AK_FMT_SIZE_MAX];

	if (room < 0 || (double)pending <= room)
		return 0;
	count_workers();
	size_t all = ((size_t)workers + 1) * AK_BLAS_BUFFER;
	double beside = room + (double)(all > pending ? all - pending : 0);
	ak_errf(e, "OpenBLAS needs %s for its buffers (128 MB for each of its "
	    "threads, OPENBLAS_NUM_THREADS) and the memory limit (%s %.0f KB) "
	    "leaves %s", ak_fmt_size(want, all), ak_mem_limit_name(),
	    ak_mem_as_limit() / 1024, ak_fmt_size(have, (size_t)beside &
	    ~(size_t)0xfffff));
	return ak_err_kind(e, AK_ERR_RESOURCE);
}

int
ak_blas_serial_begin(void)
{
	int nt = openblas_get_num_threads();

	if (nt > 1)
		openblas_set_num_threads(1);
	return nt;
}

void
ak_blas_serial_end(int saved)
{
	if (saved > 1)
		openblas_set_num_threads(saved);
}

size_t
ak_blas_pending_bytes(int caller)
{
	char line[512];
	FILE *fp;
	int n, big = 0;

	count_workers();
	n = workers + (caller != 0);

	if (n == 0 || (fp = fopen("/proc/self/maps", "r")) == NULL)
		return (size_t)n * AK_BLAS_BUFFER;
	/* the buffers mapped already: anonymous, of the buffer's size */
	while (fgets(line, sizeof line, fp) != NULL) {
		unsigned long lo, hi;
		char perm[8];
		int end = 0;

		if (sscanf(line, "%lx-%lx %7s %*s %*s %*s%n", &lo, &hi, perm,
		    &end) >= 3 && strchr(line + end, '/') == NULL &&
		    hi - lo >= AK_BLAS_BUFFER && hi - lo < 2 * AK_BLAS_BUFFER)
			big++;
		if (strchr(line, '\n') == NULL) {	/* (a long path) */
			int ch;
			while ((ch = getc(fp)) != EOF && ch != '\n')
				;
		}
	}
	fclose(fp);
	return big >= n ? 0 : (size_t)(n - big) * AK_BLAS_BUFFER;
}
