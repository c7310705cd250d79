/*
 * embrun.c — the ppmi-svd pipeline: counting, PPMI + SVD on the dense or
 * the sparse path (chosen in embrun-solver.c), and the outputs.  See
 * embrun.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "counts.h"
#include "csr.h"
#include "emb.h"
#include "blasthr.h"
#include "embfile.h"
#include "embrun.h"
#include "evalsets.h"
#include "mem.h"
#include "numfmt.h"
#include "rsvd.h"
#include "spemb.h"
#include "tokid.h"

/* the stage of the dense path (progress.h): PPMI and the exact SVD in
 * one LAPACK call, said at its start and end */
#define DENSE "PPMI and SVD"

static const char *
corpus_name(char **files, size_t nfiles)
{
	return nfiles == 1 ? (strcmp(files[0], "-") == 0 ? "<stdin>" :
	    files[0]) : "input";
}

/* -1 with "CORPUS: no counts (WHY)" in e: no vocabulary word beside a
 * context word in the window, as count files of no cells are refused;
 * counted from the corpus (t: its vocabulary, ctx its contexts or NULL)
 * with the cause measured, else (t NULL) from count files */
static int
no_counts(const ak_embrun *s, const ak_table *t, const ak_table *ctx,
    char **files, size_t nfiles, ak_err *e)
{
	char why[AK_EMBRUN_WHY_MAX];

	return ak_errf(e, "%s: no counts (%s)", corpus_name(files, nfiles),
	    t != NULL ? ak_embrun_no_pairs_why(why, sizeof why, s, &t->index,
	    ctx ? &ctx->index : NULL, files, nfiles) : AK_COUNTS_NONE_WHY);
}

/* count the tokens files into c, with the words' ids of rows (and ctxs),
 * in what the budget leaves beside held bytes (the tables, their ids, E:
 * said as "VOCAB: WHAT take X MB"); the counter needs AK_SPCOUNT_LEAST of
 * its rows, each -j part too */
static int
count_tokens(ak_spcount *c, const ak_embrun *s, const ak_wordranks *rows,
    const ak_wordranks *ctxs, size_t held, const char *vocab,
    const char *what, char **files, size_t nfiles, size_t *nmsgp,
    ak_err *e)
{
	size_t nmsg = 0, memory, least = AK_SPCOUNT_LEAST(rows->n);
	char mb[AK_FMT_SIZE_MAX];

	/* the reader's one-probe table of the words (tokid.h) */
	held += ak_tokid_bytes(rows->map, ctxs ? ctxs->map : NULL);
	if (held > s->memory || s->memory - held < least)
		return ak_errf(e, "%s: %s take %.1f MB, and counting them "
		    "needs %.1f MB more at least: more than --memory %s",
		    vocab, what, ak_mb_up(held), ak_mb_up(least),
		    ak_fmt_size(mb, s->memory));
	memory = s->memory - held;
	if (ak_spcount_init(c, s->window, s->weight, s->oov, memory, e) != 0)
		return -1;
	c->progress.p = s->progress;
	/* -j: a thread a part of the messages (the same cells on any count),
	 * each part with 16 MiB of the budget and its least at least: a
	 * small -M is one part, as with -j 1 (parts spill apart, and their
	 * least tables would pass a budget of a few MB) */
	size_t parts = s->threads > 1 ? (size_t)s->threads : 1;
	if (least < AK_EMBRUN_PART_MEMORY)
		least = AK_EMBRUN_PART_MEMORY;
	if (parts > AK_SPCOUNT_MAX_PARTS)	/* the rest multiply */
		parts = AK_SPCOUNT_MAX_PARTS;
	if (parts > memory / least)
		parts = memory / least > 0 ? memory / least : 1;
	if (ak_spcount_parts(c, parts, e) != 0)
		goto fail;
	for (size_t f = 0; f < nfiles; f++)
		if (ak_spcount_read(c, rows->map, ctxs ? ctxs->map : NULL,
		    files[f], s->label, &nmsg, e) != 0)
			goto fail;
	/* a count step with --label (nmsgp) may meet no message of that
	 * label: a shard of a corpus sorted by label is a part of the sum,
	 * as a shard without a pair is; the merge keeps an empty total (a
	 * reducer's block may be one), the embeddings refuse it */
	if (nmsg == 0 && (nmsgp == NULL || s->label == NULL)) {
		ak_errf(e, "%s: empty corpus (no messages%s%s)",
		    corpus_name(files, nfiles), s->label ? " labelled " : "",
		    s->label ? s->label : "");
		goto fail;
	}
	if (nmsgp != NULL)
		*nmsgp = nmsg;
	ak_progress_end(s->progress, "counting", "tokens", c->progress.tokens,
	    0);
	return 0;
fail:
	ak_spcount_free(c);
	return -1;
}

/* what a run holds beside its counter, in words: "the vocabulary (N
 * words)[, the contexts (M words)], its (their) ids[ and the embeddings
 * (N×d doubles)]" (d 0: no embeddings) */
static const char *
held_what(char *buf, size_t len, size_t V, const ak_table *ctx, size_t d)
{
	char ctxs[64] = "", emb[80] = "";

	if (ctx != NULL)
		snprintf(ctxs, sizeof ctxs, ", the contexts (%zu words)",
		    ctx->rows);
	if (d > 0)
		snprintf(emb, sizeof emb, " and the embeddings (%zu×%zu "
		    "doubles)", V, d);
	snprintf(buf, len, "the vocabulary (%zu words)%s%s%s ids%s", V, ctxs,
	    d > 0 ? ", " : " and ", ctx ? "their" : "its", emb);
	return buf;
}

int
ak_embrun_count(ak_embrun_counts *r, const ak_embrun *s, const char *vocab,
    char **files, size_t nfiles, ak_err *e)
{
	char what[200];
	size_t held;

	memset(r, 0, sizeof(*r));
	if (ak_table_read_mem(&r->vocab, vocab, 1, AK_TABLE_VOCAB, s->memory,
	    e) != 0 || ak_wordranks_sorted(&r->rv, &r->vocab, e) != 0)
		goto fail;
	held = ak_table_bytes(&r->vocab) + ak_wordranks_bytes(&r->rv);
	if (s->contexts != NULL) {
		r->has_ctx = 1;
		if (ak_table_read_held(&r->ctx, s->contexts, 1,
		    AK_TABLE_CONTEXTS, s->memory, held, e) != 0 ||
		    ak_wordranks_sorted(&r->rc, &r->ctx, e) != 0)
			goto fail;
		held += ak_table_bytes(&r->ctx) + ak_wordranks_bytes(&r->rc);
	}
	if (count_tokens(&r->c, s, &r->rv, r->has_ctx ? &r->rc : NULL, held,
	    vocab, held_what(what, sizeof what, r->vocab.rows, r->has_ctx ?
	    &r->ctx : NULL, 0), files, nfiles, &r->nmsg, e) != 0)
		goto fail;
	r->counting = 1;
	return 0;
fail:
	ak_embrun_counts_free(r);
	return -1;
}

/* the settings line of s with the words of rows and contexts (ctx NULL:
 * the rows); full: with oov and label, else only what --from-counts
 * can be told (window, weight, words) */
static void
settings(char *buf, const ak_embrun *s, const ak_table *rows,
    const ak_table *ctx, int full)
{
	ak_counts_settings(buf, s->window, s->weight, full ? &s->oov : NULL,
	    full ? s->label : NULL, rows->rows, ak_words_digest(rows->labels,
	    rows->rows), ctx != NULL, ctx ? ctx->rows : 0, ctx ?
	    ak_words_digest(ctx->labels, ctx->rows) : 0);
}

int
ak_embrun_counts_write(FILE *fp, ak_embrun_counts *r, const ak_embrun *s,
    ak_err *e)
{
	char set[AK_COUNTS_SETTINGS_MAX];

	settings(set, s, &r->vocab, r->has_ctx ? &r->ctx : NULL, 1);
	fprintf(fp, "%s\n", set);
	return ak_counts_write(fp, &r->c, r->rv.words, r->has_ctx ?
	    r->rc.words : r->rv.words, r->has_ctx ? r->ctx.rows :
	    r->vocab.rows, e);
}

int
ak_embrun_counts_write_bin(FILE *fp, ak_embrun_counts *r, const ak_embrun *s,
    const char *prov, ak_err *e)
{
	char set[AK_COUNTS_SETTINGS_MAX];

	settings(set, s, &r->vocab, r->has_ctx ? &r->ctx : NULL, 1);
	return ak_counts_write_bin(fp, &r->c, set, prov, r->rv.words,
	    r->vocab.rows, r->has_ctx ? r->rc.words : r->rv.words,
	    r->has_ctx ? r->ctx.rows : r->vocab.rows, e);
}

void
ak_embrun_counts_free(ak_embrun_counts *r)
{
	if (r->counting)
		ak_spcount_free(&r->c);
	ak_wordranks_free(&r->rv);
	ak_wordranks_free(&r->rc);
	ak_table_free(&r->vocab);
	ak_table_free(&r->ctx);
	memset(r, 0, sizeof(*r));
}

/* the count matrix C (V×T) of the token files or the count files; held:
 * the bytes held beside it (the tables and E); cd (NULL: none): the cells
 * of the count files read and their digest (counts.h), read by one
 * thread for them */
static int
count_matrix(ak_csr *C, const ak_embrun *s, const ak_table *t,
    const ak_table *ctx, uint64_t L, size_t held, char **files,
    size_t nfiles, const char *src, uint64_t *cd, ak_err *e)
{
	size_t V = t->rows, T = ctx ? ctx->rows : V;
	ak_wordranks rv, rc;
	ak_spcount c;
	char what[200];
	int rv_ok = 0, rc_ok = 0, c_ok = 0, rc_ret = -1;

	if (s->from_counts) {
		size_t ncells;
		char want[AK_COUNTS_SETTINGS_MAX];

		settings(want, s, t, ctx, 0);
		ak_progress_step(s->progress, "merge", "cells", 0, 0);
		if (cd != NULL ? ak_counts_csr_files(C, files, nfiles, L,
		    &t->index, ctx ? &ctx->index : NULL, V, T, src,
		    s->contexts, want, s->memory, held, NULL, &ncells, &cd[1],
		    e) : ak_counts_csr_files_j(C, files, nfiles, L, &t->index,
		    ctx ? &ctx->index : NULL, V, T, src, s->contexts, want,
		    s->memory, held, &ncells, (size_t)s->threads, e))
			return -1;
		if (cd != NULL)
			cd[0] = ncells;
		ak_progress_end(s->progress, "merge", "cells", C->nnz, 0);
		if (ncells == 0) {
			ak_csr_free(C);
			return no_counts(s, NULL, NULL, files, nfiles, e);
		}
		return 0;
	}
	/* ids in table order: the matrix's rows come out sorted */
	if (ak_wordranks_ids(&rv, t, e) != 0)
		goto out;
	rv_ok = 1;
	held += ak_wordranks_bytes(&rv);
	if (ctx != NULL) {
		if (ak_wordranks_ids(&rc, ctx, e) != 0)
			goto out;
		rc_ok = 1;
		held += ak_wordranks_bytes(&rc);
	}
	if (count_tokens(&c, s, &rv, ctx ? &rc : NULL, held, src,
	    held_what(what, sizeof what, V, ctx, s->dim), files, nfiles, NULL,
	    e) != 0)
		goto out;
	c_ok = 1;
	/* the matrix is the corpus's: named by it */
	ak_progress_step(s->progress, "merge", "cells", 0, 0);
	if (ak_counts_csr_counter(C, &c, rv.by, ctx ? rc.by : rv.by, V, T,
	    s->memory, held, corpus_name(files, nfiles), e) != 0)
		goto out;
	ak_progress_end(s->progress, "merge", "cells", C->nnz, 0);
	if (C->nnz == 0) {	/* as from count files: nothing to embed */
		ak_csr_free(C);
		no_counts(s, t, ctx, files, nfiles, e);
		goto out;
	}
	rc_ret = 0;
out:
	if (c_ok)
		ak_spcount_free(&c);
	if (rv_ok)
		ak_wordranks_free(&rv);
	if (rc_ok)
		ak_wordranks_free(&rc);
	return rc_ret;
}

/* harmonic windows wider than the sparse counter: the dense counter */
static int
dense_counter(double *E, const ak_embrun *s, const ak_table *t,
    const ak_table *ctx, char **files, size_t nfiles, size_t *nzero,
    long *first_zero, ak_err *e)
{
	size_t V = t->rows, T = ctx ? ctx->rows : V, nmsg = 0;
	double *X;
	int ret = -1;

	if ((X = ak_alloc_n(V * T, sizeof(double), e)) == NULL)
		return -1;
	for (size_t f = 0; f < nfiles; f++)
		if (ak_cooc_read(X, &t->index, ctx ? &ctx->index : NULL, T,
		    files[f], s->label, s->window, s->weight, s->oov, &nmsg,
		    e) != 0)
			goto out;
	if (nmsg == 0) {
		ak_errf(e, "%s: empty corpus (no messages%s%s)",
		    corpus_name(files, nfiles), s->label ? " labelled " : "",
		    s->label ? s->label : "");
		goto out;
	}
	size_t nz = 0;
	for (size_t i = 0; i < V * T && nz == 0; i++)
		nz = X[i] != 0;
	if (nz == 0) {
		no_counts(s, t, ctx, files, nfiles, e);
		goto out;
	}
	ak_progress_step(s->progress, DENSE, "words", 0, V);
	if (ak_emb_ppmi_svd(E, X, V, T, s->dim, s->cds, s->neg, s->eig,
	    nzero, first_zero, e) != 0)
		goto out;
	ak_progress_end(s->progress, DENSE, "words", V, V);
	ret = 0;
out:
	free(X);
	return ret;
}

/* the size checks of the settings against V and T, before any work */
static int
check_sizes(const ak_embrun *s, size_t V, size_t T, uint64_t L, int dense,
    const char *src, ak_err *e)
{
	size_t d = s->dim;

	if (d > V || d > T)
		return ak_errf(e, "%s: --dim %zu is larger than the %s (%zu "
		    "words)", d > V ? src : s->contexts, d, d > V ?
		    "vocabulary" : "contexts", d > V ? V : T);
	if (L == 0 && (s->from_counts || s->solver == AK_SOLVER_SPARSE)) {
		return ak_erru(e, "--weight harmonic counts exactly up to "
		    "--window %d (got %zu): only the dense solver counts wider "
		    "windows", AK_SPCOUNT_MAX_HARMONIC, s->window);
	}
	if (dense && (V > AK_EMBRUN_MAX_VOCAB || T > AK_EMBRUN_MAX_CONTEXTS))
		return ak_errf(e, "%s: %zu %s: more than the %d the dense "
		    "matrices allow (use --solver sparse)",
		    V > AK_EMBRUN_MAX_VOCAB ? src : s->contexts,
		    V > AK_EMBRUN_MAX_VOCAB ? V : T,
		    V > AK_EMBRUN_MAX_VOCAB ? "words" : "context words",
		    V > AK_EMBRUN_MAX_VOCAB ? AK_EMBRUN_MAX_VOCAB :
		    AK_EMBRUN_MAX_CONTEXTS);
	if (dense && V * T > AK_EMBRUN_MAX_CELLS)
		return ak_errf(e, "%s: %zu words × %zu contexts = %zu cells: "
		    "more than the %d the dense matrices allow (14142 words "
		    "squared; use --solver sparse)", s->contexts ? s->contexts :
		    src, V, T, V * T, AK_EMBRUN_MAX_CELLS);
	return 0;
}

/* PPMI + SVD of the count matrix C into E */
static int
solve(double *E, ak_csr *C, const ak_embrun *s, size_t V, size_t T,
    size_t tables, int dense, const char *src, size_t *nzero,
    long *first_zero, ak_err *e)
{
	size_t d = s->dim;

	if (ak_blas_room(e) != 0)	/* blasthr.h: not a hang in OpenBLAS */
		return -1;
	if (dense) {
		/* the counts scattered into X, then freed before the SVD
		 * (ak_embrun_dense_bytes) */
		double *X = ak_alloc_n(V * T, sizeof(double), e);
		int rc;

		if (X == NULL)
			return -1;
		ak_csr_dense(X, C);
		ak_csr_free(C);
		ak_progress_step(s->progress, DENSE, "words", 0, V);
		rc = ak_emb_ppmi_svd(E, X, V, T, d, s->cds, s->neg, s->eig,
		    nzero, first_zero, e);
		free(X);
		if (rc == 0)
			ak_progress_end(s->progress, DENSE, "words", V, V);
		return rc;
	}
	ak_rsvd_opts ro = { s->oversample, s->iters, s->seed, s->threads,
	    s->progress };
	size_t l = d + ro.oversample, ld = (l + 15) / 16 * 16;
	/* what is held at the peak, the SVD's: the matrix as it is now (its
	 * PPMI, in float in place, only shrinks it), its transpose (8 bytes
	 * a cell; none when the PPMI is symmetric: one vocabulary, cds 1),
	 * the sketches in double (twice: LAPACKE's row-major QR copies its
	 * input) and in float, the row and column sums, E, the tables */
	int sym = s->contexts == NULL && s->cds == 1;
	size_t need = ak_counts_csr_bytes(V, C->nnz, C->val == NULL) +
	    (sym ? 0 : C->nnz * (sizeof(uint32_t) + sizeof(float)) +
	    (T + 1) * sizeof(size_t)) + (V + T) * (2 * l * sizeof(double) +
	    ld * sizeof(float) + sizeof(double)) + V * d * sizeof(double) +
	    tables;

	char mb[AK_FMT_SIZE_MAX];
	if (need > s->memory)
		return ak_errf(e, "%s: the sparse path needs about %zu MB "
		    "(%zu non-zero cells): more than --memory %s", src,
		    (need + (1 << 20) - 1) >> 20, C->nnz, ak_fmt_size(mb,
		    s->memory));
	return ak_emb_sparse(E, C, d, s->cds, s->neg, s->eig, &ro, nzero,
	    first_zero, e);
}

/* count files that are the R blocks of one merge (counts.h): their
 * embeddings streamed a block at a time (spemb.h, ak_emb_blocks): 1;
 * other count files: 0; -1 (a block missing, twice, of other counts) */
static int
blocks(double *E, const ak_embrun *s, const ak_table *t,
    const ak_table *ctx, uint64_t L, size_t held, char **files,
    size_t nfiles, const char *src, size_t *nzero, long *first_zero,
    ak_err *e)
{
	ak_counts_blockhdr *hdr;
	ak_rsvd_opts ro = { s->oversample, s->iters, s->seed, s->threads,
	    s->progress };
	char want[AK_COUNTS_SETTINGS_MAX];
	int n;

	if ((hdr = ak_alloc_n(nfiles, sizeof(*hdr), e)) == NULL)
		return -1;
	if ((n = ak_counts_blocks(hdr, files, nfiles, e)) > 0) {
		settings(want, s, t, ctx, 0);
		ak_emb_blocks_in in = { files, hdr, nfiles, L, &t->index,
		    ctx ? &ctx->index : NULL, t->rows, ctx ? ctx->rows :
		    t->rows, src, s->contexts, want, s->dim, s->cds,
		    s->neg, s->eig, &ro, s->memory, held };
		n = ak_blas_room(e) != 0 || ak_emb_blocks(E, &in, nzero,
		    first_zero, e) != 0 ? -1 : 1;
	}
	free(hdr);
	return n;
}

/* the ranks' hello, then the products on them (embrun.h, ak_embrun_dist) */
static int
dist(double *E, const ak_embrun *s, const ak_table *t, const ak_table *ctx,
    uint64_t L, size_t held, char **files, size_t nfiles, const char *src,
    int dense, size_t *nzero, long *first_zero, ak_err *e)
{
	char want[AK_COUNTS_SETTINGS_MAX];

	settings(want, s, t, ctx, 0);
	return ak_embrun_dist(E, s, t, ctx, L, held, files, nfiles, src, want,
	    dense, nzero, first_zero, e);
}

int
ak_embrun_compute(double **Ep, size_t *nzero, long *first_zero,
    const ak_embrun *s, const ak_table *t, char **files, size_t nfiles,
    const char *src, ak_err *e)
{
	size_t V = t->rows, T = V, d = s->dim;
	uint64_t L = ak_cooc_units(s->window, s->weight);
	double *E = NULL;
	ak_table ctx = { 0 };
	ak_csr C = { 0 };
	int dense, nb, ret = -1;

	*Ep = NULL;
	*nzero = 0;
	*first_zero = -1;
	if (s->contexts != NULL) {
		if (ak_table_read_held(&ctx, s->contexts, 1, AK_TABLE_CONTEXTS,
		    s->memory, ak_table_bytes(t), e) != 0)
			return -1;
		T = ctx.rows;
	}
	/* held beside the counts and the SVD: the tables, E */
	size_t tables = ak_table_bytes(t) + (s->contexts ?
	    ak_table_bytes(&ctx) : 0), held = tables + V * d * sizeof(double);
	size_t left = held < s->memory ? s->memory - held : 0;
	int sym = s->contexts == NULL && s->cds == 1;
	dense = ak_embrun_dense(V, T, d, sym, L, s->solver, left);
	if ((ret = check_sizes(s, V, T, L, dense, src, e)) != 0)
		goto out;
	ret = -1;
	size_t need = ak_embrun_dense_bytes(V, T, d, sym);
	char mb[AK_FMT_SIZE_MAX];
	if (dense && need > left) {	/* asked for, or the only counter */
		ak_errf(e, "%s: the dense path needs about %.1f MB (%zu words "
		    "× %zu contexts in doubles, and the SVD's work), and the "
		    "tables and embeddings %.1f MB more: more than --memory "
		    "%s%s", src, ak_mb_up(need), V, T, ak_mb_up(held),
		    ak_fmt_size(mb, s->memory), L == 0 && s->solver !=
		    AK_SOLVER_DENSE ? " (a harmonic window wider than 22, "
		    "which the dense path alone counts: --window 22, --weight "
		    "flat, or a larger -M)" : "");
		goto out;
	}
	if ((E = ak_alloc_n(V * d, sizeof(double), e)) == NULL)
		goto out;
	if (L == 0) {
		if (dense_counter(E, s, t, s->contexts ? &ctx : NULL, files,
		    nfiles, nzero, first_zero, e) != 0)
			goto out;
	} else if (s->from_counts && ak_counts_blocks_check(files, nfiles,
	    e) != 0) {
		goto out;	/* the dense path sums them: checked too */
	} else if (s->from_counts && s->ranks > 1 && (!dense || s->rank > 0)) {
		/* the products on the ranks; a dense run is rank 0's alone
		 * (after the hellos) */
		if (dist(E, s, t, s->contexts ? &ctx : NULL, L, held, files,
		    nfiles, src, dense, nzero, first_zero, e) != 0)
			goto out;
		if (s->rank > 0) {	/* its part done: rank 0 writes E */
			ret = 0;
			goto out;
		}
	} else if (s->from_counts && s->ranks > 1 && dist(E, s, t,
	    s->contexts ? &ctx : NULL, L, held, files, nfiles, src, dense,
	    nzero, first_zero, e) != 0) {
		goto out;	/* rank 0's dense run: the hellos first */
	} else if (s->from_counts && !dense && (nb = blocks(E, s, t,
	    s->contexts ? &ctx : NULL, L, held, files, nfiles, src, nzero,
	    first_zero, e)) != 0) {
		if (nb < 0)	/* else 1: the blocks' embeddings are in E */
			goto out;
	} else {
		/* rank 0's dense run compares the ranks' cells with its */
		uint64_t cd[2], *rk = s->from_counts && s->ranks > 1 ? cd :
		    NULL;
		if (count_matrix(&C, s, t, s->contexts ? &ctx : NULL, L,
		    held, files, nfiles, src, rk, e) != 0 || (rk != NULL &&
		    ak_embrun_dist_cells(s, cd[0], cd[1], e) != 0))
			goto out;
		if (solve(E, &C, s, V, T, tables, dense, src, nzero,
		    first_zero, e) != 0)
			goto out;
	}
	if (s->normalize)
		ak_emb_normalize(E, V, d);
	/* round to the written precision, so that --nn on the computed
	 * embeddings equals --nn on the file (--load) */
	for (size_t i = 0; i < V * d; i++)
		E[i] = ak_round_9g(E[i]);
	/* what auto chose, said of a run that ends: an error is one line */
	ak_embrun_solver_notes(s, V, T, d, sym, L, dense, need, held);
	*Ep = E;
	E = NULL;
	ret = 0;
out:
	free(E);
	ak_csr_free(&C);
	ak_table_free(&ctx);
	return ret;
}

int
ak_embrun_write_emb(FILE *fp, const ak_table *t, ak_err *e)
{
	return ak_emb_write(fp, t, AK_EMB_TSV, "embeddings", e);
}

int
ak_embrun_nn(FILE *fp, FILE *warn, const char *prefix, const char *src,
    const ak_table *t, const ak_ft *ft, char *const *words, size_t n,
    size_t k, ak_err *e)
{
	/* at most every other word: a huge k must not ask for the memory */
	size_t kk = k < t->rows ? k : t->rows;
	size_t *idx = calloc(kk + 1, sizeof(size_t));
	double *cos = calloc(kk + 1, sizeof(double));
	double *v = calloc(t->cols ? t->cols : 1, sizeof(double));

	if (idx == NULL || cos == NULL || v == NULL) {
		free(idx);
		free(cos);
		free(v);
		return ak_errf(e, "out of memory");
	}
	fprintf(fp, "word\trank\tneighbour\tcosine\n");
	for (size_t i = 0; i < n; i++) {
		long q = ak_table_find(t, words[i]);
		const double *x = v;
		size_t m;

		if (q >= 0)
			x = t->x + (size_t)q * t->cols;
		else if (ft == NULL || ft->ngram == NULL || ft->dim != t->cols)
			continue;	/* the caller said it is unknown */
		else
			ak_ft_vector(ft, words[i], v);
		if (ak_is_zero(x, t->cols)) {	/* no direction */
			if (warn != NULL)
				fprintf(warn, "%s%s: --nn '%s': its vector is "
				    "zero: no direction, and no cosine with any "
				    "word\n", prefix, src, words[i]);
			continue;
		}
		m = ak_nearest_vec(idx, cos, t->x, t->rows, t->cols, x,
		    q >= 0 ? (size_t)q : SIZE_MAX, q >= 0 ? kk : (k < t->rows ?
		    k : t->rows));
		for (size_t j = 0; j < m; j++)
			fprintf(fp, "%s\t%zu\t%s\t%.9g\n", words[i], j + 1,
			    t->labels[idx[j]], cos[j]);
		if (m == 0)	/* every other word's vector zero */
			fprintf(fp, "%s\t-\t-\t-\n", words[i]);
	}
	free(idx);
	free(cos);
	free(v);
	return 0;
}

/* the base name of a path, for the set column */
static const char *
base(const char *p)
{
	const char *s = strrchr(p, '/');
	return s ? s + 1 : p;
}

static void
pct(FILE *fp, size_t ok, size_t n)
{
	if (n == 0)
		fputs("-", fp);
	else
		fprintf(fp, "%.9g", (double)ok / (double)n);
}

static void
write_sim(FILE *fp, const ak_simeval *r, const char *b, int items)
{
	if (!items) {
		fprintf(fp, "%s\tall\t%zu\t%zu\tspearman\t", b, r->n,
		    r->covered);
		if (r->has_rho)
			fprintf(fp, "%.9g\n", r->rho);
		else
			fputs("-\n", fp);
		return;
	}
	for (size_t j = 0; j < r->n; j++) {
		fprintf(fp, "%s\tall\t%s\t%s\t-\t-\t%.17g\t", b, r->p[j].w1,
		    r->p[j].w2, r->p[j].human);
		if (r->p[j].covered)
			fprintf(fp, "%.9g", r->p[j].cosine);
		else
			fputs("-", fp);
		fputs("\t-\t-\n", fp);
	}
}

static void
write_ana(FILE *fp, const ak_anaeval *r, const ak_table *t, const char *b,
    int items)
{
	if (items) {
		for (size_t j = 0; j < r->nq; j++) {
			const ak_anaq *q = &r->q[j];

			fprintf(fp, "%s\t%s\t%s\t%s\t%s\t%s\t-\t-\t%s\t%s\n",
			    b, r->s[q->sec].name, q->w[0], q->w[1], q->w[2],
			    q->w[3], q->add >= 0 ? t->labels[q->add] : "-",
			    q->mul >= 0 ? t->labels[q->mul] : "-");
		}
		return;
	}
	for (size_t s = 0; s <= r->nsec; s++) {
		const ak_anasec *x = &r->s[s];
		size_t n = s < r->nsec ? x->n : r->n;
		size_t cov = s < r->nsec ? x->covered : r->covered;
		const char *name = s < r->nsec ? x->name : "all";

		fprintf(fp, "%s\t%s\t%zu\t%zu\t3cosadd\t", b, name, n, cov);
		pct(fp, s < r->nsec ? x->add_ok : r->add_ok, cov);
		fprintf(fp, "\n%s\t%s\t%zu\t%zu\t3cosmul\t", b, name, n, cov);
		pct(fp, s < r->nsec ? x->mul_ok : r->mul_ok, cov);
		fputs("\n", fp);
	}
}

int
ak_embrun_eval_run(ak_evalrun *r, const ak_table *t, char *const *sim,
    size_t nsim, char *const *ana, size_t nana, size_t memory, ak_err *e)
{
	/* held while the sets are read: the table, the analogies' work
	 * space, the sets read before (all are kept until written) */
	size_t work = nana > 0 ? ak_eval_analogy_bytes(t) : 0;
	size_t need = work + ak_table_bytes(t), held = need;

	memset(r, 0, sizeof(*r));
	char mb[AK_FMT_SIZE_MAX];
	if (nana > 0 && need > memory)
		return ak_errf(e, "%s: the analogy evaluation needs %zu MB (%zu "
		    "words × %zu dimensions): more than --memory %s",
		    ana[0], (need + (1 << 20) - 1) >> 20, t->rows, t->cols,
		    ak_fmt_size(mb, memory));
	r->simpath = sim;
	r->anapath = ana;
	if ((nsim > 0 && (r->sim = calloc(nsim, sizeof(*r->sim))) == NULL) ||
	    (nana > 0 && (r->ana = calloc(nana, sizeof(*r->ana))) == NULL)) {
		ak_embrun_eval_free(r);
		return ak_errf(e, "out of memory");
	}
	for (; r->nsim < nsim; r->nsim++) {
		if (ak_eval_similarity(&r->sim[r->nsim], t, sim[r->nsim],
		    memory, held, e) != 0)
			goto fail;
		held += r->sim[r->nsim].bytes;
	}
	for (; r->nana < nana; r->nana++) {
		if (ak_eval_analogy(&r->ana[r->nana], t, ana[r->nana], memory,
		    held, e) != 0)
			goto fail;
		held += r->ana[r->nana].bytes;
	}
	return 0;
fail:
	ak_embrun_eval_free(r);
	return -1;
}

void
ak_embrun_eval_write(FILE *fp, const ak_evalrun *r, const ak_table *t,
    int items)
{
	if (items)
		fprintf(fp, "set\tsection\tw1\tw2\tw3\tw4\thuman\tcosine\t"
		    "3cosadd\t3cosmul\n");
	else
		fprintf(fp, "set\tsection\titems\tcovered\tmeasure\tvalue\n");
	for (size_t i = 0; i < r->nsim; i++)
		write_sim(fp, &r->sim[i], base(r->simpath[i]), items);
	for (size_t i = 0; i < r->nana; i++)
		write_ana(fp, &r->ana[i], t, base(r->anapath[i]), items);
}

void
ak_embrun_eval_free(ak_evalrun *r)
{
	for (size_t i = 0; i < r->nsim; i++)
		ak_simeval_free(&r->sim[i]);
	for (size_t i = 0; i < r->nana; i++)
		ak_anaeval_free(&r->ana[i]);
	free(r->sim);
	free(r->ana);
	memset(r, 0, sizeof(*r));
}

int
ak_embrun_eval(FILE *fp, const ak_table *t, char *const *sim, size_t nsim,
    char *const *ana, size_t nana, int items, size_t memory, ak_err *e)
{
	ak_evalrun r;

	if (ak_embrun_eval_run(&r, t, sim, nsim, ana, nana, memory, e) != 0)
		return -1;
	ak_embrun_eval_write(fp, &r, t, items);
	ak_embrun_eval_free(&r);
	return 0;
}
