/* attn-map: one head — its memory check, set-up, forward pass, outputs. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "am.h"
#include "attention.h"
#include "mask.h"
#include "numlist.h"
#include "posenc.h"
#include "rng.h"
#include "softmax.h"
#include "stats.h"

/* a map of nq × nk tokens against the run's budget (maphead.h
 * ak_maphead_check: the model of what a map needs), with the text of
 * the output held until it is written: 16 bytes a cell for the matrix,
 * 40 for --long (--batch writes its maps to a temporary file), 8 for the
 * Jacobian's and the permutation's copy */
int
am_check_memory(const struct am_opts *o, size_t nq, size_t nk, size_t d,
    const char *where, ak_err *e)
{
	double per = 0;
	size_t heads = 0;
	int lesson = 0;

	if (!o->batch && (o->out == O_WEIGHTS || o->out == O_SCORES))
		per = 16;
	else if (!o->batch && o->out == O_LONG)
		per = 40;
	else if (o->out == O_JACOBIAN || o->out == O_PERM)
		per = 8;
	if (o->heads) {
		lesson = strcmp(o->heads, "lesson") == 0;
		heads = lesson ? 2 : (size_t)strtol(o->heads, NULL, 10);
	}
	/* the projections' files: their width, from their headers (the
	 * files themselves are read within the budget, load_w) */
	size_t dk = (size_t)o->random_dk;
	if (o->wq) {
		size_t a = ak_table_width(o->wq), b = ak_table_width(o->wv);
		dk = a > b ? a : b;
	}
	/* --proj-scale auto maps one head first (cmd/attn-map.c) */
	return ak_maphead_check(nq, nk, d, dk, o->wq != NULL && dk > 0, heads,
	    lesson, o->c_auto, per, o->noise > 0 ? (size_t)o->noise : 0,
	    o->budget, o->held, where, e);
}

static void
half_notes(const struct am_opts *o, FILE *fp, const am_head *h, char **qt)
{
	if (!o->half)
		return;
	double mvh = ak_half_round(o->mask_value);
	fprintf(fp, "# half: mask value %g is %g in float16%s\n", o->mask_value,
	    mvh, isinf(mvh) && !isinf(o->mask_value) ?
	    " (overflow: float16 ends at 65504)" : "");
	for (size_t i = 0; i < h->nq; i++) {
		size_t allowed = 0;
		for (size_t j = 0; j < h->nk; j++)
			allowed += h->M[i * h->nk + j] != 0;
		if (h->half[i] & AK_HALF_NAN)
			fprintf(fp, "# half: row %zu '%s': NaN in the naive "
			    "float16 softmax (%s); printed: the guarded "
			    "result, %s\n", i + 1, qt[i], allowed == 0 ?
			    "fully masked row: -inf - (-inf) = NaN when the "
			    "maximum is subtracted" : "infinite scores",
			    allowed == 0 ? "zero weights" : "mask as a set");
		else if (allowed == 0)
			fprintf(fp, "# half: row %zu '%s': fully masked, no "
			    "NaN with a finite mask value: the constant "
			    "shifts the whole row, which attends to the "
			    "masked keys as if unmasked\n", i + 1, qt[i]);
	}
}

/* ---- the map modes ---------------------------------------------------- */

/* a projection's file (--wq, --wk, --wv): read within the budget beside
 * the embeddings (the table reader's "needs N bytes ... -M" error) */
static int
load_w(const struct am_opts *o, double *W, const char *path, size_t d,
    size_t *k, ak_err *e)
{
	ak_table t;

	if (ak_table_read_held(&t, path, 0, AK_TABLE_PROJ, o->budget ?
	    o->budget : SIZE_MAX, o->held, e) != 0)
		return -1;
	if (t.rows != d) {
		/* (a header of embeddings is a matrix's too: said, if so) */
		const char *g = ak_table_guess(t.colnames, t.cols + 1);
		ak_errf(e, "%s: %zu rows, the embeddings have d = %zu%s%s%s",
		    path, t.rows, d, g ? " (its header is that of " : "",
		    g ? g : "", g ? ")" : "");
		ak_table_free(&t);
		return -1;
	}
	if (*k != 0 && t.cols != *k) {
		ak_errf(e, "%s: %zu columns, want %zu (W_Q and W_K must have "
		    "the same width)", path, t.cols, *k);
		ak_table_free(&t);
		return -1;
	}
	*k = t.cols;
	if (W != NULL)
		memcpy(W, t.x, d * t.cols * sizeof(double));
	ak_table_free(&t);
	return 0;
}

/* fill a head for query sequence qs and key/value sequence ks */
int
am_head_setup(const struct am_opts *o, am_head *h, const ak_table *emb, const
    ak_tokseq *qs, const ak_tokseq *ks, ak_err *e)
{
	size_t d = emb->cols, dk = 0, dv = 0;

	memset(h, 0, sizeof(*h));
	if (o->random_dk) {
		dk = dv = (size_t)o->random_dk;
	} else if (o->wq) {	/* with --wk and --wv (opts.c's rules) */
		if (load_w(o, NULL, o->wq, d, &dk, e) != 0 ||
		    load_w(o, NULL, o->wk, d, &dk, e) != 0 ||
		    load_w(o, NULL, o->wv, d, &dv, e) != 0)
			return -1;
	} else {
		dk = dv = d;
	}
	if (ak_maphead_alloc(h, qs->n, ks->n, d, dk, dv, e) != 0)
		return -1;
	h->pe = o->pe;
	h->scale = !o->noscale;
	h->tau = o->tau;
	h->mask_value = o->mask_value;
	h->f16 = o->half;
	snprintf(h->src, sizeof h->src, "%s%s%s", o->emb, o->wv ? ", " : "",
	    o->wv ? o->wv : "");
	if (o->random_dk) {
		ak_rng rng;
		ak_rng_seed(&rng, o->seed);
		ak_random_proj(h->WQ, &rng, d, h->dk);
		ak_random_proj(h->WK, &rng, d, h->dk);
		ak_random_proj(h->WV, &rng, d, h->dv);
	} else if (o->wq) {
		size_t k = h->dk, v = h->dv;
		if (load_w(o, h->WQ, o->wq, d, &k, e) != 0 ||
		    load_w(o, h->WK, o->wk, d, &k, e) != 0 ||
		    load_w(o, h->WV, o->wv, d, &v, e) != 0)
			return -1;
	} else {
		ak_identity_proj(h->WQ, o->c, d, d);
		ak_identity_proj(h->WK, o->c, d, d);
		ak_identity_proj(h->WV, o->c, d, d);
	}
	ak_tokseq_embed(h->X, qs, emb);
	ak_tokseq_embed(h->Y, ks, emb);
	ak_mask_all(h->M, h->nq, h->nk);
	if (o->causal)
		ak_mask_causal(h->M, h->nq, h->nk);
	if (o->maskfile) {
		ak_table t;
		/* within the budget, as the projections' files */
		if (ak_table_read_held(&t, o->maskfile, 0, AK_TABLE_MASK,
		    o->budget ? o->budget : SIZE_MAX, o->held, e) != 0)
			return -1;
		int rc = ak_mask_from_table(h->M, &t, o->maskfile,
		    (const char *const *)qs->tok, (const char *const *)ks->tok,
		    h->nq, h->nk, e);
		ak_table_free(&t);
		if (rc != 0)
			return -1;
	}
	for (int b = 0; b < o->nboost; b++) {
		/* every key that is the word (--all-tokens may repeat it) */
		int found = 0;
		for (size_t j = 0; j < ks->n; j++)
			if (strcmp(ks->tok[j], o->boost_key[b]) == 0) {
				h->kboost[j] += o->boost[b];
				found = 1;
			}
		if (!found)
			return ak_errf(e, "--boost: '%.60s' is not a key of "
			    "this map%s", o->boost_key[b], am_fold_hint(
			    o->boost_key[b], ks->tok, ks->n, o->tokenizer));
	}
	if (o->swap_word) {
		long j = ak_tokseq_find(ks, o->swap_word);
		long r = ak_table_find(emb, o->swap_other);
		if (j < 0)
			return ak_errf(e, "--swap-value: '%.60s' is not a key "
			    "of this map%s", o->swap_word, am_fold_hint(
			    o->swap_word, ks->tok, ks->n, o->tokenizer));
		if (r < 0)
			return ak_errf(e, "--swap-value: unknown word '%.60s'%s",
			    o->swap_other, am_fold_hint(o->swap_other,
			    emb->labels, emb->rows, o->tokenizer));
		h->swapcol = j;
		memcpy(h->swapv, emb->x + (size_t)r * d, d * sizeof(double));
	}
	return 0;
}

/* --check-permutation: Attn(PX) against P·Attn(X) */
static int
check_perm(const struct am_opts *o, FILE *fp, am_head *h, const ak_tokseq *s,
    ak_err *e)
{
	size_t n = h->nq;
	size_t *p = ak_alloc_n(n ? n : 1, sizeof(*p), e);
	double da, dz;

	if (p == NULL)
		return -1;
	ak_rng_perm(p, n, o->seed);
	if (ak_maphead_perm_check(h, p, &da, &dz, e) != 0) {
		free(p);
		return -1;
	}
	fprintf(fp, "# permutation:");
	for (size_t i = 0; i < n; i++)
		fprintf(fp, " %s", s->tok[p[i]]);
	fprintf(fp, "\n");
	fprintf(fp, "quantity\tmax_abs_diff\nweights\t");
	fprintf(fp, am_fmt_diff(o), da);
	fprintf(fp, "\noutputs\t");
	fprintf(fp, am_fmt_diff(o), dz);
	fputc('\n', fp);
	free(p);
	return 0;
}

/* --hull: each output's norm against the largest value's (the outputs
 * are convex combinations of the values) */
static int
write_hull(const struct am_opts *o, FILE *fp, am_head *h, const ak_tokseq *qs,
    ak_err *e)
{
	size_t nq = h->nq, nk = h->nk, dv = h->dv;
	double zmax, vmax;
	double ex = ak_attn_hull_check(h->Z, h->V, nq, nk, dv, &zmax,
	    &vmax);
	if (ak_maphead_finite(h, &zmax, 1, "the norm of an output", e) != 0 ||
	    ak_maphead_finite(h, &vmax, 1, "the norm of a value", e) != 0)
		return -1;
	fprintf(fp, "# hull: max_i |z_i| = %.9g, max_j |v_j| = %.9g: "
	    "%s\n", zmax, vmax, ex <= 1e-12 * (vmax > 1 ? vmax : 1) ?
	    "every z_i within the bound" : "BOUND VIOLATED");
	fprintf(fp, "qpos\tquery\tz_norm\tmax_v_norm\tinside\n");
	for (size_t i = 0; i < nq; i++) {
		double zn = ak_row_norm_max(h->Z + i * dv, 1, dv, NULL);
		fprintf(fp, "%zu\t%s\t", i + 1, qs->tok[i]);
		am_num(o, fp, zn);
		fputc('\t', fp);
		am_num(o, fp, vmax);
		fprintf(fp, "\t%d\n", zn <= vmax * (1 + 1e-12) + 1e-300);
	}
	return 0;
}

/* --compare: the outputs before and after --swap-value (the weights do
 * not change) */
static int
write_compare(const struct am_opts *o, FILE *fp, am_head *h,
    const ak_tokseq *qs, ak_err *e)
{
	size_t nq = h->nq, nk = h->nk, dv = h->dv;
	double *Z1 = ak_alloc_n(nq * dv + 1, sizeof(double), e);
	int same;
	double dz;
	if (Z1 == NULL || ak_maphead_swap_check(h, Z1, &same, &dz,
	    e) != 0) {
		free(Z1);
		return -1;
	}
	fprintf(fp, "# check: weights %s (%zu of %zu entries equal "
	    "to the last bit); max |z_after - z_before| = %.9g\n",
	    same ? "bit-identical" : "DIFFER", same ? nq * nk : 0,
	    nq * nk, dz);
	fprintf(fp, "qpos\tquery\tdim\tz_before\tz_after\n");
	for (size_t i = 0; i < nq; i++)
		for (size_t c = 0; c < dv; c++) {
			fprintf(fp, "%zu\t%s\tz%zu\t", i + 1,
			    qs->tok[i], c + 1);
			am_num(o, fp, h->Z[i * dv + c]);
			fputc('\t', fp);
			am_num(o, fp, Z1[i * dv + c]);
			fputc('\n', fp);
		}
	free(Z1);
	return 0;
}

int
am_out_head(const struct am_opts *o, FILE *fp, am_head *h, const ak_tokseq *qs,
    const ak_tokseq *ks, ak_err *e)
{
	size_t nq = h->nq, nk = h->nk, dv = h->dv;
	const char *const *qt = (const char *const *)qs->tok;
	const char *const *kt = (const char *const *)ks->tok;

	half_notes(o, fp, h, qs->tok);
	switch (o->out) {
	case O_WEIGHTS:
		return ak_write_matrix_tsv(fp, "query", qt, kt, h->A, nq, nk,
		    am_fmt(o));
	case O_SCORES:
		return ak_write_matrix_tsv(fp, "query", qt, kt, h->S, nq, nk,
		    am_fmt(o));
	case O_LONG:
		fprintf(fp, "qpos\tquery\tkpos\tkey\tweight\n");
		am_write_long(o, fp, "", h->A, qs->tok, ks->tok, nq, nk);
		return 0;
	case O_ENTROPY:
		fprintf(fp, "qpos\tquery\tentropy\tln_n\tallowed\n");
		am_write_entropy(o, fp, "", h->A, h->M, qs->tok, nq, nk);
		return 0;
	case O_OUTPUTS: {
		char **cn = ak_alloc_n(dv, sizeof(char *), e);
		char *names = ak_alloc_n(dv, 24, e);
		if (cn == NULL || names == NULL) {
			free(cn);
			free(names);
			return -1;
		}
		for (size_t c = 0; c < dv; c++) {
			cn[c] = names + 24 * c;
			snprintf(cn[c], 24, "z%zu", c + 1);
		}
		int rc = ak_write_matrix_tsv(fp, "query", qt,
		    (const char *const *)cn, h->Z, nq, dv, am_fmt(o));
		free(cn);
		free(names);
		return rc;
	}
	case O_HULL:
		return write_hull(o, fp, h, qs, e);
	case O_JACOBIAN: {
		long i = ak_tokseq_find(qs, o->jac_word);
		if (i < 0)
			return ak_errf(e, "--jacobian: '%.60s' is not a "
			    "query of this map%s", o->jac_word, am_fold_hint(
			    o->jac_word, qs->tok, qs->n, o->tokenizer));
		double *J = ak_alloc_n(nk * nk, sizeof(double), e);
		if (J == NULL)
			return -1;
		ak_softmax_jacobian(J, h->A + (size_t)i * nk, nk);
		fprintf(fp, "# jacobian of the softmax row of '%s': "
		    "diag(a) - a a^T (rows: d a_r, columns: d s_c)\n",
		    o->jac_word);
		int rc = ak_write_matrix_tsv(fp, "key", kt, kt, J, nk, nk,
		    am_fmt(o));
		free(J);
		return rc;
	}
	case O_COMPARE:
		return write_compare(o, fp, h, qs, e);
	case O_PERM:
		return check_perm(o, fp, h, qs, e);
	case O_SUMMARY:	/* --heads's (opts.c's rules) */
		break;
	}
	return 0;
}

static int
emb_has(void *ctx, const char *w)
{
	return ak_table_find(ctx, w) >= 0;
}

int
am_emb_words(struct am_opts *o, const ak_table *emb, ak_err *e)
{
	const char *w, *other;

	if (o->noise_word && ak_table_find(emb, o->noise_word) < 0)
		return ak_errf(e, "--noise-word: unknown word '%.60s'%s",
		    o->noise_word, am_fold_hint(o->noise_word, emb->labels,
		    emb->rows, o->tokenizer));
	if (o->swap_arg == NULL)
		return 0;
	if (ak_parse_word_pair(o->swap_arg, "--swap-value", emb_has,
	    (void *)emb, &w, &other, e) != 0)
		return -1;
	free((char *)o->swap_word);
	o->swap_word = w;
	o->swap_other = other;
	return 0;
}
