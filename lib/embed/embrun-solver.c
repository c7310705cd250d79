/*
 * embrun-solver.c — the choice of the SVD's path, dense or sparse
 * (embrun.h ak_embrun_dense), its bytes, and what auto's choice says.
 */
#include <stdint.h>
#include <stdio.h>

#include "emb.h"
#include "embrun.h"
#include "mem.h"
#include "numfmt.h"

size_t
ak_embrun_dense_bytes(size_t V, size_t T, size_t d, int sym)
{
	double x = 8.0 * (double)V * (double)T, csr = x + 8.0 * ((double)V +
	    1), svd = (double)ak_emb_svd_bytes(V, T, d, sym);
	double b = x + (csr > svd ? csr : svd);

	return b >= (double)SIZE_MAX ? SIZE_MAX : (size_t)b;
}

int
ak_embrun_dense(size_t V, size_t T, size_t d, int sym, uint64_t L,
    ak_solver solver, size_t memory)
{
	return solver == AK_SOLVER_DENSE || L == 0 ||
	    (solver == AK_SOLVER_AUTO && (double)V * (double)V * (double)T <=
	    AK_EMBRUN_AUTO_DENSE_FLOPS && ak_embrun_dense_bytes(V, T, d, sym)
	    <= memory);
}

void
ak_embrun_solver_notes(const ak_embrun *s, size_t V, size_t T, size_t d,
    int sym, uint64_t L, int dense, size_t need, size_t held)
{
	char mb[AK_FMT_SIZE_MAX];

	if (s->solver != AK_SOLVER_AUTO || s->notes == NULL || s->rank > 0)
		return;
	if (!dense && ak_embrun_dense(V, T, d, sym, L, s->solver, SIZE_MAX))
		fprintf(s->notes, "ppmi-svd: warning: the dense exact path would "
		    "need about %.1f MB beside the %.1f MB held, more than "
		    "--memory %s: the sparse solver runs instead\n",
		    ak_mb_up(need), ak_mb_up(held), ak_fmt_size(mb, s->memory));
	else if (!dense && !s->quiet)	/* by the size: approximate, said */
		fprintf(s->notes, "ppmi-svd: note: --solver auto runs the "
		    "sparse solver's randomized SVD (%zu words, %zu contexts: "
		    "V*V*T %.0f > 10000000000): approximate, its singular values "
		    "within a few %% of the exact ones and a word's neighbours "
		    "not always the same; --solver dense runs the exact path\n",
		    V, T, (double)V * (double)V * (double)T);
	if (dense && s->sparse_given != NULL && s->sparse_given[0] != '\0') {
		if (L == 0)
			fprintf(s->notes, "ppmi-svd: warning: --weight harmonic "
			    "--window %zu is counted on the dense exact path "
			    "alone: %s, of the sparse solver's randomized "
			    "SVD, ignored\n", s->window, s->sparse_given);
		else
			fprintf(s->notes, "ppmi-svd: warning: --solver auto runs "
			    "the dense exact path (%zu words, %zu contexts: "
			    "V*V*T %.0f <= 10000000000): %s, of the sparse solver's "
			    "randomized SVD, ignored (--solver sparse uses "
			    "them)\n", V, T, (double)V * (double)V * (double)T,
			    s->sparse_given);
	}
}
