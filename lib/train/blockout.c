/* blockout.c — attn-train --model block's tables (blockout.h). */
#include <stdlib.h>
#include <string.h>

#include "blockout.h"

void
ak_block_describe(FILE *fp, const ak_block_model *m)
{
	static const char *norm[] = { "pre", "post", "none" };
	static const char *pe[] = { "none", "sin", "rope" };
	const ak_block_cfg *c = &m->c;

	fprintf(fp, "# block: %zu layer%s × %zu head%s (d %zu, d_h %zu), mlp "
	    "%zu, norm %s, residual %s, pe %s, pooling %s; %zu parameters, "
	    "embeddings %s\n", c->layers, c->layers == 1 ? "" : "s", c->heads,
	    c->heads == 1 ? "" : "s", c->d, c->d / c->heads, c->mlp,
	    norm[c->norm], c->residual ? "on" : "off", pe[c->pe],
	    c->pool == AK_BPOOL_MEAN ? "mean" : "attention", m->np,
	    m->E != NULL ? "trained" : "frozen");
}

/* the rows of the block on the messages idx[0..n) */
static int
block_rows(ak_spam_row *rows, const ak_block_model *m, const ak_msgset *ms,
    const size_t *idx, size_t n, const ak_table *emb, const size_t *edge,
    size_t nedge, int length_all, ak_err *e)
{
	double *z = ak_alloc_n(n + 1, sizeof(double), e);
	int rc = -1;

	if (z != NULL && ak_block_logits(z, m, ms, idx, n, emb, NULL, e) == 0)
		rc = ak_spam_eval_z(rows, z, ms, idx, n, edge, nedge,
		    length_all, e);
	free(z);
	return rc;
}

int
ak_block_write_report(FILE *fp, const ak_block_model *m, const double *pool,
    const ak_msgset *ms, const ak_spam_lists *l, const ak_table *emb,
    const size_t *edge, size_t nedge, int length_all, char *note,
    size_t notesz, ak_err *e)
{
	ak_report_model *rm = ak_alloc_n(3, sizeof(*rm), e);
	size_t nm = 0;
	int rc = -1;

	if (rm == NULL)
		return -1;
	if (nedge + 2 > AK_SPLIT_MAXROWS) {
		ak_errf(e, "report: %zu bucket edges, more than %d", nedge,
		    AK_SPLIT_MAXROWS - 2);
		goto out;
	}
	rm[nm++] = (ak_report_model){ .name = "block", .trained = 1 };
	if (pool != NULL)
		rm[nm++] = (ak_report_model){ .name = "attention",
		    .trained = 1 };
	rm[nm++] = (ak_report_model){ .name = "constant", .trained = 0 };
	for (int s = 0; s < 3; s++) {
		const size_t *ix = s == 0 ? l->test : s == 1 ? l->train :
		    l->none;
		size_t nx = s == 0 ? l->ntest : s == 1 ? l->ntrain : l->nnone;
		if (block_rows(rm[0].rows[s], m, ms, ix, nx, emb, edge, nedge,
		    length_all, e) != 0 || (pool != NULL &&
		    ak_spam_eval(rm[1].rows[s], pool, ms, ix, nx, emb->x,
		    emb->cols, edge, nedge, length_all, e) != 0) ||
		    ak_spam_eval_z(rm[nm - 1].rows[s], NULL, ms, ix, nx, edge,
		    nedge, length_all, e) != 0)
			goto out;
	}
	ak_block_describe(fp, m);
	if (pool != NULL)
		fprintf(fp, "# attention: the lesson's pooling head, trained on "
		    "the same split with the same settings\n");
	ak_spam_write_report_rows(fp, rm, nm, ms, l, edge, nedge, length_all,
	    note, notesz);
	rc = 0;
out:
	free(rm);
	return rc;
}
