/* attn-map --heads: print the lesson's heads A and B, or H random heads
 * (the experiment is ak_heads_run in lib/attn/heads.c). */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "am.h"
#include "heads.h"
#include "posenc.h"

/* --heads lesson | H */
/* --long or --entropy: the rows of each head, then of their mean */
static void
per_head(const struct am_opts *o, FILE *fp, const ak_heads_res *r,
    const ak_tokseq *s, int lesson)
{
	size_t n = s->n, H = r->H;
	char name[32];

	if (o->out == O_LONG)
		fprintf(fp, "head\tqpos\tquery\tkpos\tkey\tweight\n");
	else
		fprintf(fp, "head\tqpos\tquery\tentropy\tln_n\tallowed\n");
	for (size_t k = 0; k <= H; k++) {
		if (k == H)
			snprintf(name, sizeof name, "mean\t");
		else if (lesson)
			snprintf(name, sizeof name, "%c\t", 'A' + (int)k);
		else
			snprintf(name, sizeof name, "%zu\t", k + 1);
		if (o->out == O_LONG)
			am_write_long(o, fp, name, r->A + k * n * n, s->tok,
			    s->tok, n, n);
		else
			am_write_entropy(o, fp, name, r->A + k * n * n,
			    k == 1 && lesson ? r->MB : r->M, s->tok, n, n, n);
	}
}

/* --summary: the lesson's two measures, or the parameters, the check of
 * the heads' permutation and each head's mean entropy */
static void
summary(const struct am_opts *o, FILE *fp, const ak_heads_res *r,
    const ak_tokseq *s, int lesson, size_t d)
{
	size_t n = s->n, H = r->H;

	fprintf(fp, "head\tmeasure\tvalue\tdetail\n");
	if (lesson) {
		fprintf(fp, "A\tprev_weight_mean\t");
		am_num(o, fp, r->prev_mean);
		fprintf(fp, "\trows 2..%zu, score -3|j-(i-1)|\n", n);
		fprintf(fp, "B\tstrongest_link\t");
		am_num(o, fp, r->strongest);
		fprintf(fp, "\t%s->%s\n", s->tok[r->bi], s->tok[r->bj]);
		return;
	}
	fprintf(fp, "all\tparams\t%zu\tH*3*d*d_h + d^2 = 4d^2, d=%zu H=%zu "
	    "d_h=%zu\n", r->params, d, H, r->dh);
	fprintf(fp, "all\thead_permutation_max_diff\t");
	fprintf(fp, am_fmt_diff(o), r->permdiff);
	fprintf(fp, "\theads permuted with the blocks of W_O:");
	for (size_t k = 0; k < H; k++)
		fprintf(fp, " %zu", r->perm[k] + 1);
	fputc('\n', fp);
	for (size_t k = 0; k < H; k++) {
		fprintf(fp, "%zu\tmean_entropy\t", k + 1);
		am_num(o, fp, r->entropy[k]);
		fprintf(fp, "\tln n = %.9g\n", log((double)n));
	}
}

int
am_run_heads(const struct am_opts *o, FILE *fp, const ak_table *emb, const
    ak_tokseq *s, ak_err *e)
{
	size_t n = s->n, d = emb->cols;
	ak_heads_cfg c = { .lesson = strcmp(o->heads, "lesson") == 0,
		.seed = o->seed, .causal = o->causal, .tau = o->tau,
		.c = o->c, .scale = !o->noscale, .src = o->emb };
	ak_heads_res r;
	int rc = -1;
	long sel = 0;		/* 0 = mean */

	if (c.lesson && n < 2)
		return ak_errf(e, "--heads lesson needs at least 2 tokens "
		    "(head A looks at the previous one)");
	if (!c.lesson) {
		long h;
		if (ak_parse_long(o->heads, 1, 4096, "--heads", &h, e) != 0)
			return -1;
		c.H = (size_t)h;
	}
	if (c.lesson && (strcasecmp(o->head, "A") == 0 ||
	    strcasecmp(o->head, "B") == 0))
		sel = toupper((unsigned char)o->head[0]) - 'A' + 1;
	else if (strcmp(o->head, "mean") != 0) {
		if (ak_parse_long(o->head, 1, 4096, "--head", &sel, e) != 0)
			return -1;
		if ((size_t)sel > (c.lesson ? 2 : c.H))
			return ak_erru(e, "--head %ld: there are %zu heads", sel,
			    c.lesson ? (size_t)2 : c.H);
	}
	double *X = ak_alloc_n(n * d, sizeof(double), e);
	if (X == NULL)
		return -1;
	ak_tokseq_embed(X, s, emb);
	if (o->pe == PE_SIN)
		ak_pe_sin_add(X, 0, n, d);
	if (ak_heads_run(&r, X, n, d, &c, e) != 0) {
		free(X);
		return -1;
	}
	const double *A = r.A, *Am = r.A + r.H * n * n;
	const char *const *tk = (const char *const *)s->tok;
	switch (o->out) {
	case O_WEIGHTS:
		rc = ak_write_matrix_tsv(fp, "query", tk, tk,
		    sel ? A + (size_t)(sel - 1) * n * n : Am, n, n, am_fmt(o));
		break;
	case O_LONG:
	case O_ENTROPY:
		per_head(o, fp, &r, s, c.lesson);
		rc = 0;
		break;
	case O_OUTPUTS:
		if (c.lesson) {
			ak_errf(e, "--outputs: the lesson's heads have no "
			    "values; use --heads H");
			break;
		}
		fprintf(fp, "query");
		for (size_t k = 0; k < d; k++)
			fprintf(fp, "\to%zu", k + 1);
		fputc('\n', fp);
		for (size_t i = 0; i < n; i++) {
			fprintf(fp, "%s", s->tok[i]);
			for (size_t k = 0; k < d; k++) {
				fputc('\t', fp);
				am_num(o, fp, r.O[i * d + k]);
			}
			fputc('\n', fp);
		}
		rc = 0;
		break;
	case O_SUMMARY:
		summary(o, fp, &r, s, c.lesson, d);
		rc = 0;
		break;
	default:
		ak_errf(e, "this output is not available with --heads");
		break;
	}
	free(X);
	ak_heads_res_free(&r);
	return rc;
}
