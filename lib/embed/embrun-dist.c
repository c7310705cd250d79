/*
 * embrun-dist.c — ppmi-svd --svd-rank's part of the pipeline (embrun.h,
 * ak_embrun_dist): what the ranks compare in their hellos, and the SVD's
 * products on them (spemb.h).
 */
#include <stdio.h>
#include <stdlib.h>

#include "blasthr.h"
#include "counts.h"
#include "embrun.h"
#include "spemb.h"

/* ak_shell_word's pieces into a FILE */
static void
fput(void *f, const char *b, size_t n)
{
	fwrite(b, 1, n, f);
}

/* what decides the embeddings of s besides the count files, for the
 * ranks' hello (spemb.h, ak_emb_dist_in.run): every option of the
 * result, its words' digests, the path (dense or sparse) */
static char *
run_lines(const ak_embrun *s, const ak_table *t, const ak_table *ctx,
    const char *src, int dense)
{
	char iters[32], *b = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&b, &n);

	if (f == NULL)
		return NULL;
	if (s->iters == (size_t)-1)
		snprintf(iters, sizeof iters, "auto");
	else
		snprintf(iters, sizeof iters, "%zu", s->iters);
	fprintf(f, "path %s\n--dim %zu\n--cds %.17g\n--neg %.17g\n"
	    "--eig %.17g\n--normalize %d\n--oversample %zu\n"
	    "--power-iters %s\n--seed %llu\n--window %zu\n--weight %s\n"
	    "--vocab %zu words %016llx\t", dense ? "dense" : "sparse",
	    s->dim, s->cds, s->neg, s->eig, s->normalize, s->oversample,
	    iters, (unsigned long long)s->seed, s->window,
	    s->weight == AK_WEIGHT_HARMONIC ? "harmonic" : "flat", t->rows,
	    (unsigned long long)ak_words_digest(t->labels, t->rows));
	ak_shell_word(src, fput, f);	/* the note: one line */
	if (ctx != NULL) {
		fprintf(f, "\n--contexts %zu words %016llx\t", ctx->rows,
		    (unsigned long long)ak_words_digest(ctx->labels,
		    ctx->rows));
		ak_shell_word(s->contexts, fput, f);
		fputc('\n', f);
	} else
		fprintf(f, "\n--contexts the vocabulary\n");
	if (fclose(f) != 0) {
		free(b);
		return NULL;
	}
	return b;
}

/* a rank past 0 on the dense path, which rank 0 runs alone: the cells
 * it reads (its own rows' and columns' kept, the others counted) and
 * their digest, for rank 0 to compare (spemb.h ak_emb_dist_cells) */
static int
dense_cells(const ak_emb_dist_in *in, ak_err *e)
{
	ak_counts_own own = { in->rank, in->ranks, AK_DIST_CHUNK };
	uint64_t digest;
	size_t n;
	ak_csr C;

	if (ak_counts_csr_files(&C, in->paths, in->n, in->L, in->rows,
	    in->ctxs, in->V, in->T, in->vocabname, in->ctxname, in->want,
	    in->memory, in->held, &own, &n, &digest, e) != 0)
		return -1;
	ak_csr_free(&C);
	return ak_emb_dist_cells(in, n, digest, e);
}

int
ak_embrun_dist(double *E, const ak_embrun *s, const ak_table *t,
    const ak_table *ctx, uint64_t L, size_t held, char **files, size_t nfiles,
    const char *src, const char *want, int dense, size_t *nzero,
    long *first_zero, ak_err *e)
{
	ak_rsvd_opts ro = { s->oversample, s->iters, s->seed, s->threads,
	    s->progress };
	char *run = run_lines(s, t, ctx, src, dense);
	int rc;

	if (run == NULL)
		return ak_errf(e, "out of memory");
	ak_emb_dist_in in = { files, nfiles, L, &t->index, ctx ? &ctx->index :
	    NULL, t->rows, ctx ? ctx->rows : t->rows, src, s->contexts, want,
	    s->dim, s->cds, s->neg, s->eig, &ro, s->memory, held, s->rank,
	    s->ranks, s->rankdir, s->node ? s->node : "?", s->ranktimeout,
	    run };
	rc = ak_emb_dist_hello(&in, e) != 0 ? -1 : dense ? (s->rank > 0 ?
	    dense_cells(&in, e) : 0) : ak_blas_room(e) != 0 ? -1 :
	    ak_emb_dist(E, &in, nzero, first_zero, e);
	free(run);
	return rc;
}

int
ak_embrun_dist_cells(const ak_embrun *s, uint64_t cells, uint64_t digest,
    ak_err *e)
{
	ak_emb_dist_in in = { .rank = s->rank, .ranks = s->ranks,
	    .dir = s->rankdir, .node = s->node ? s->node : "?",
	    .timeout = s->ranktimeout };

	return ak_emb_dist_cells(&in, cells, digest, e);
}

