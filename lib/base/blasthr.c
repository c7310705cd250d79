#include <cblas.h>

#include "blasthr.h"
#include "mem.h"

/* OpenBLAS's own, exported but not in its cblas.h: joins its worker
 * threads (the next threaded call would start them again); weak, so
 * another BLAS links too */
extern void blas_thread_shutdown_(void) __attribute__((weak));

void
ak_blas_one_thread(void)
{
	openblas_set_num_threads(1);
	/* under ulimit -v a worker may be retrying its buffer's allocation
	 * for ever (cli.h ak_xexit): no join then */
	if (blas_thread_shutdown_ != NULL && !ak_mem_as_limited())
		blas_thread_shutdown_();
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
