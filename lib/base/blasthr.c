#include <cblas.h>

#include "blasthr.h"

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
