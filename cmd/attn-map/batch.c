/* attn-map --batch: every input line a sequence, padded to the longest,
 * one map each (long form or entropies). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "am.h"
#include "mask.h"

/* --batch: every line a sequence, padded to the longest */
int
am_run_batch(const struct am_opts *o, FILE *fp, const ak_table *emb, am_line *L,
    size_t nl, ak_err *e)
{
	ak_tokseq *s = ak_alloc_n(nl, sizeof(*s), e);
	size_t len = 0;
	int rc = -1;

	if (s == NULL)
		return -1;
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
	if (o->out == O_LONG)
		fprintf(fp, "seq\tqpos\tquery\tkpos\tkey\tweight\n");
	else
		fprintf(fp, "seq\tqpos\tquery\tentropy\tln_n\tallowed\n");
	for (size_t b = 0; b < nl; b++) {
		size_t n = s[b].n;
		if (b % 64 == 0)
			am_progress(o, "batch", "sequences", b, nl, 0);
		while (s[b].n < len)
			if (ak_tokseq_append(&s[b], "<pad>", e) != 0)
				goto out;
		am_head h;
		if (am_head_setup(o, &h, emb, &s[b], &s[b], e) != 0) {
			ak_maphead_free(&h);
			goto out;
		}
		ak_mask_padding(h.M, n, len);
		if (ak_maphead_forward(&h, 1, e) != 0) {
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
	return rc;
}

