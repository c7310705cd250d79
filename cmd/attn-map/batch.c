/* attn-map --batch: every input line a sequence, padded to the longest,
 * one map each (long form or entropies), all at one c (--proj-scale auto:
 * the rule over every line's rows, autoscale.h). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "am.h"
#include "autoscale.h"
#include "mask.h"
#include "mem.h"

/* the head of line b (padded to len: its real n tokens, the rest masked),
 * set up at o->c */
static int
line_head(const struct am_opts *o, am_head *h, const ak_table *emb,
    const ak_tokseq *s, size_t n, size_t len, ak_err *e)
{
	if (am_head_setup(o, h, emb, s, s, e) != 0)
		return -1;
	ak_mask_padding(h->M, n, len);
	return 0;
}

/*
 * --proj-scale auto over the batch: every line's rows at c = 1 (n[b] real
 * tokens of len), one c by the rule (autoscale.h ak_auto_scale_rows), in
 * o->c and said (am_auto_said).  The rows' scores are held: Σ n_b² at
 * most, checked against the budget first.
 */
static int
batch_scale(struct am_opts *o, FILE *fp, const ak_table *emb,
    const ak_tokseq *s, const size_t *n, size_t nl, size_t len, ak_err *e)
{
	ak_auto_rows r = { 0 };
	double c = 1, hbar = 0, sq = 0, rows = 0;
	int rc = -1;

	for (size_t b = 0; b < nl; b++)
		rows += (double)n[b], sq += (double)n[b] * (double)n[b];
	double need = rows * 2 * sizeof(double) + sq * sizeof(double);
	if (o->budget && (double)o->held + need > (double)o->budget) {
		char a[AK_FMT_SIZE_MAX], bb[AK_FMT_SIZE_MAX];
		ak_errf(e, "--batch: --proj-scale auto holds the %zu lines' "
		    "scores at c = 1, about %s, beyond the budget of %s: give "
		    "--proj-scale C (or -M)", nl, ak_fmt_size(a, need >
		    (double)SIZE_MAX ? SIZE_MAX : (size_t)need),
		    ak_fmt_size(bb, o->budget));
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	o->c = 1;
	for (size_t b = 0; b < nl; b++) {
		am_head h;
		if (b % 64 == 0)
			am_progress(o, "proj-scale auto", "sequences", b, nl,
			    0);
		rc = line_head(o, &h, emb, &s[b], n[b], len, e);
		if (rc == 0)
			rc = ak_auto_rows_add(&r, &h, e);
		ak_maphead_free(&h);
		if (rc != 0)
			goto out;
	}
	rc = ak_auto_scale_rows(&r, AK_AUTO_FRAC, &c, &hbar, e);
	rc = am_auto_said(o, fp, rc, c, hbar, e);
out:
	ak_auto_rows_free(&r);
	return rc;
}

/* --batch: every line a sequence, padded to the longest */
int
am_run_batch(struct am_opts *o, FILE *fp, const ak_table *emb, am_line *L,
    size_t nl, ak_err *e)
{
	ak_tokseq *s = ak_alloc_n(nl, sizeof(*s), e);
	size_t *n = ak_alloc_n(nl, sizeof(*n), e);
	size_t len = 0;
	int rc = -1;

	if (s == NULL || n == NULL) {
		free(s);
		free(n);
		return -1;
	}
	size_t built = 0;
	for (; built < nl; built++) {
		/* a message without a known word is all padding: its rows
		   are fully masked (zero weights), like padded rows */
		if (am_make_seq_n(o, &s[built], emb, L[built].text,
		    L[built].where, 1, e) != 0)
			goto out;
		if (s[built].n > len)
			len = s[built].n;
	}
	if (len == 0) {
		ak_errf(e, "%s: no in-vocabulary tokens in any line (n = 0): "
		    "nothing to attend to", o->input ? o->input : "<stdin>");
		goto out;
	}
	/* every line is padded to the longest: its map is each one's */
	if (am_check_memory(o, len, len, emb->cols, o->input ? o->input :
	    "<stdin>", e) != 0)
		goto out;
	size_t nd = 0, nr = 0;
	for (size_t b = 0; b < nl; b++)
		nd += s[b].ndrop, nr += s[b].nrep;
	if (nd || nr)
		am_note("--batch: %zu lines: %zu words not in the embeddings "
		    "and %zu repeats left out (--all-tokens keeps repeats)", nl,
		    nd, nr);
	/* every line padded to the longest: its map is each one's */
	for (size_t b = 0; b < nl; b++)
		for (n[b] = s[b].n; s[b].n < len; )
			if (ak_tokseq_append(&s[b], "<pad>", e) != 0)
				goto out;
	if (o->c_auto && batch_scale(o, fp, emb, s, n, nl, len, e) != 0)
		goto out;
	if (o->out == O_LONG)
		fprintf(fp, "seq\tqpos\tquery\tkpos\tkey\tweight\n");
	else
		fprintf(fp, "seq\tqpos\tquery\tentropy\tln_n\tallowed\n");
	for (size_t b = 0; b < nl; b++) {
		if (b % 64 == 0)
			am_progress(o, "batch", "sequences", b, nl, 0);
		am_head h;
		if (line_head(o, &h, emb, &s[b], n[b], len, e) != 0 ||
		    ak_maphead_forward(&h, 1, e) != 0) {
			ak_maphead_free(&h);
			goto out;
		}
		char pre[32];
		snprintf(pre, sizeof pre, "%zu\t", b + 1);
		if (o->out == O_LONG)
			am_write_long(o, fp, pre, h.A, s[b].tok, s[b].tok, len, len);
		else
			am_write_entropy(o, fp, pre, h.A, h.M, s[b].tok, len, len);
		ak_maphead_free(&h);
	}
	am_progress(o, "batch", "sequences", nl, nl, 1);
	am_progress_done();
	rc = 0;
out:
	for (size_t b = 0; b < built && b < nl; b++)
		ak_tokseq_free(&s[b]);
	free(s);
	free(n);
	return rc;
}

