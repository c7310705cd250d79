/* blockfile.c — the transformer block's model file (blocktrain.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "blocktrain.h"
#include "modelhash.h"

size_t
ak_block_arrays(ak_block_arr *a, const ak_block_cfg *c, double *theta)
{
	static const char *nm[12] = { "ln1_g", "ln1_b", "Wqkv", "bqkv", "Wo",
	    "bo", "ln2_g", "ln2_b", "W1", "b1", "W2", "b2" };
	size_t d = c->d, F = c->mlp, k = 0;
	ak_block_par p;

	ak_block_views(&p, theta, c);
	for (size_t l = 0; l < c->layers; l++) {
		ak_block_layer *L = &p.l[l];
		double *ptr[12] = { L->ln1g, L->ln1b, L->Wqkv, L->bqkv, L->Wo,
		    L->bo, L->ln2g, L->ln2b, L->W1, L->b1, L->W2, L->b2 };
		size_t len[12] = { d, d, 3 * d * d, 3 * d, d * d, d, d, d,
		    d * F, F, F * d, d };
		for (int i = 0; i < (F > 0 ? 12 : 6); i++) {
			snprintf(a[k].name, sizeof a[k].name, "l%zu.%s", l + 1,
			    nm[i]);
			a[k].p = ptr[i];
			a[k++].n = len[i];
		}
	}
	if (p.lnfg != NULL) {
		a[k] = (ak_block_arr){ "lnf_g", p.lnfg, d };
		a[++k] = (ak_block_arr){ "lnf_b", p.lnfb, d };
		k++;
	}
	a[k++] = (ak_block_arr){ "u", p.u, d };
	a[k++] = (ak_block_arr){ "v", p.v, d * (c->nout > 0 ? c->nout : 1) };
	return k;
}

int
ak_block_model_write(FILE *fp, const ak_block_model *m,
    const ak_spam_setup *su, const ak_table *emb)
{
	ak_block_arr a[AK_BLOCK_MAXL * 12 + 4];
	size_t na = ak_block_arrays(a, &m->c, m->theta), d = m->c.d;

	uint64_t fh;

	ak_model_write_head(fp, su, emb, &fh);
	ak_mhash_print(fp, &fh, "layers\t%zu\nheads\t%zu\nmlp\t%zu\n"
	    "norm\t%d\nresidual\t%d\npe\t%d\npool\t%d\n"
	    "train_embeddings\t%d\n", m->c.layers, m->c.heads, m->c.mlp,
	    m->c.norm, m->c.residual, m->c.pe, m->c.pool, m->train_emb);
	for (size_t i = 0; i < na; i++)
		for (size_t k = 0; k < a[i].n; k++)
			ak_mhash_print(fp, &fh, "%s.%zu\t%.17g\n", a[i].name,
			    k + 1, a[i].p[k] + 0.0);
	ak_mhash_print(fp, &fh, "b\t%.17g\n", m->theta[m->np - 1] + 0.0);
	if (m->E != NULL)
		for (size_t r = 0; r < m->V; r++)
			for (size_t k = 0; k < d; k++)
				ak_mhash_print(fp, &fh, "emb.%zu.%zu\t%.17g\n",
				    r + 1, k + 1, m->E[r * d + k] + 0.0);
	ak_model_write_end(fp, fh);
	return ferror(fp) ? -1 : 0;
}

int
ak_block_model_is(const ak_table *t)
{
	return ak_table_find(t, "layers") >= 0;
}

/* the configuration rows, each in its range */
static int
read_cfg(ak_block_cfg *c, int *te, const ak_table *t, const char *path,
    size_t d, ak_err *e)
{
	double v[8];
	static const char *nm[8] = { "layers", "heads", "mlp", "norm",
	    "residual", "pe", "pool", "train_embeddings" };
	static const double hi[8] = { AK_BLOCK_MAXL, AK_BLOCK_MAXH, 16384, 2,
	    1, 2, 1, 1 };

	for (int i = 0; i < 8; i++)
		if (ak_model_setting(t, nm[i], i < 2 ? 1 : 0, hi[i], 1, &v[i],
		    path, e) != 0)
			return -1;
	*c = (ak_block_cfg){ .d = d, .layers = (size_t)v[0],
	    .heads = (size_t)v[1], .mlp = (size_t)v[2], .norm = (int)v[3],
	    .residual = (int)v[4], .pe = (int)v[5], .pool = (int)v[6] };
	*te = (int)v[7];
	if (ak_block_cfg_check(c, e) != 0)
		return ak_errf(e, "%s: not a valid block model (heads %zu, "
		    "dimension %zu, pe %d)", path, c->heads, d, c->pe);
	return 0;
}

/* a model read whole: its forward pass bounded (ak_block_bound_check:
   each weight is within the reader's 1e100, and products of layers of
   them can still overflow), the line of its largest weight named (of
   its own embeddings' rows, emb.R.K, when one of them is larger) */
static int
weights_bounded(ak_block_model *m, const ak_table *t, const char *path,
    const ak_table *emb, ak_err *e)
{
	ak_block_arr a[AK_BLOCK_MAXL * 12 + 4];
	size_t na = ak_block_arrays(a, &m->c, m->theta), d = m->c.d;
	const double *E = m->E != NULL ? m->E : emb->x;
	double big = fabs(m->theta[m->np - 1]), emax = 0;
	char name[64] = "b";

	for (size_t i = 0; i < na; i++)
		for (size_t k = 0; k < a[i].n; k++)
			if (fabs(a[i].p[k]) > big) {
				big = fabs(a[i].p[k]);
				snprintf(name, sizeof name, "%.23s.%zu",
				    a[i].name, k + 1);
			}
	for (size_t i = 0; i < emb->rows * d; i++) {
		emax = fmax(emax, fabs(E[i]));
		if (m->E != NULL && fabs(E[i]) > big) {
			big = fabs(E[i]);
			snprintf(name, sizeof name, "emb.%zu.%zu", i / d + 1,
			    i % d + 1);
		}
	}
	return ak_block_bound_check(&m->c, m->theta, emax,
	    ak_table_where(t, path, (size_t)ak_table_find(t, name)), big, e);
}

int
ak_block_model_from_table(ak_block_model *m, ak_spam_setup *su,
    const ak_table *t, const char *path, const ak_table *emb,
    const char *embpath, ak_err *e)
{
	ak_block_arr a[AK_BLOCK_MAXL * 12 + 4];
	size_t d = emb->cols, want;
	ak_block_cfg c;
	int te;
	char name[64];

	memset(m, 0, sizeof(*m));
	if (ak_model_head(t, su, path, emb, embpath, e) != 0 ||
	    read_cfg(&c, &te, t, path, d, e) != 0)
		return -1;
	/* the rows counted before the parameters are allocated: a shape
	   row cannot ask for more memory than the file holds values */
	if (te && su->emb_reordered)
		return ak_errf(e, "%s: the model was trained on the same "
		    "embeddings in another order than %s: its own embeddings "
		    "(emb.R.K, trained with --train-embeddings) are by row: "
		    "give the rows in the order it was trained on", path,
		    embpath);
	want = 18 + 2 * (size_t)su->has_corpus + 2 * (size_t)su->has_set +
	    2 * (size_t)su->has_f32 + 2 * (size_t)su->has_file +
	    (size_t)su->has_seed_lo +
	    ak_block_nparams(&c) +
	    (te ? emb->rows * d : 0);
	if (t->rows != want)
		return ak_errf(e, "%s: not a block model: %zu rows, want %zu",
		    path, t->rows, want);
	if (ak_block_model_init(m, &c, te, emb, 0, e) != 0)
		goto fail;
	size_t na = ak_block_arrays(a, &c, m->theta);
	for (size_t i = 0; i < na; i++)
		for (size_t k = 0; k < a[i].n; k++) {
			snprintf(name, sizeof name, "%.23s.%zu", a[i].name,
			    k + 1);
			if (ak_model_param(t, name, &a[i].p[k], path, e) != 0)
				goto fail;
		}
	if (ak_model_param(t, "b", &m->theta[m->np - 1], path, e) != 0)
		goto fail;
	for (size_t r = 0; te && r < emb->rows; r++)
		for (size_t k = 0; k < d; k++) {
			snprintf(name, sizeof name, "emb.%zu.%zu", r + 1, k + 1);
			if (ak_model_param(t, name, &m->E[r * d + k], path,
			    e) != 0)
				goto fail;
		}
	if (ak_model_file_check(t, path, e) != 0 ||
	    weights_bounded(m, t, path, emb, e) != 0)
		goto fail;
	return 0;
fail:
	ak_block_model_free(m);
	return -1;
}

int
ak_block_model_read(ak_block_model *m, ak_spam_setup *su, const char *path,
    const ak_table *emb, const char *embpath, ak_err *e)
{
	ak_table t;
	int rc;

	memset(m, 0, sizeof(*m));
	if (ak_table_read_kind(&t, path, 1, AK_TABLE_SPAM_MODEL, e) != 0)
		return -1;
	rc = ak_block_model_from_table(m, su, &t, path, emb, embpath, e);
	ak_table_free(&t);
	return rc;
}
