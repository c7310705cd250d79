/* attn-map --heads: the lesson's heads A and B, or H random heads. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "am.h"
#include "heads.h"
#include "mask.h"
#include "posenc.h"
#include "rng.h"
#include "softmax.h"
#include "stats.h"
#include "attention.h"
/* --heads lesson | H */
int
am_run_heads(FILE *fp, const ak_table *emb, const ak_tokseq *s, ak_err *e)
{
	size_t n = s->n, d = emb->cols, H;
	int lesson = strcmp(opt.heads, "lesson") == 0;
	ak_mha m;
	int rc = -1;
	double *X = NULL, *A = NULL, *O = NULL, *S = NULL;
	unsigned char *M = NULL, *MB = NULL;

	memset(&m, 0, sizeof m);
	if (lesson) {
		H = 2;
		if (n < 2)
			return ak_errf(e, "--heads lesson needs at least 2 "
			    "tokens (head A looks at the previous one)");
	} else {
		long h;
		ak_parse_long(opt.heads, 1, 4096, "--heads", &h, e);
		H = (size_t)h;
		if (ak_mha_init(&m, d, H, e) != 0)
			return -1;
		ak_rng rng;
		ak_rng_seed(&rng, opt.seed);
		ak_mha_random(&m, &rng);
	}
	long sel = 0;		/* 0 = mean */
	if (strcmp(opt.head, "mean") != 0) {
		ak_parse_long(opt.head, 1, 4096, "--head", &sel, e);
		if ((size_t)sel > H) {
			ak_errf(e, "--head %ld: there are %zu heads", sel, H);
			goto out;
		}
	}
	if ((X = ak_alloc_n(n * d, sizeof(double), e)) == NULL ||
	    (A = ak_alloc_n((H + 1) * n * n, sizeof(double), e)) == NULL ||
	    (O = ak_alloc_n(2 * n * d, sizeof(double), e)) == NULL ||
	    (S = ak_alloc_n(n * n, sizeof(double), e)) == NULL ||
	    (M = ak_alloc_n(n * n, 1, e)) == NULL ||
	    (MB = ak_alloc_n(n * n, 1, e)) == NULL)
		goto out;
	ak_tokseq_embed(X, s, emb);
	if (opt.pe == PE_SIN)
		ak_pe_sin_add(X, 0, n, d);
	ak_mask_all(M, n, n);
	if (opt.causal)
		ak_mask_causal(M, n, n);
	double permdiff = 0;
	size_t *perm = NULL;
	if (lesson) {
		/* head A: -3|j - (i-1)|; head B: content scores, diagonal masked */
		ak_head_prev_scores(S, 3.0, n);
		for (size_t i = 0; i < n * n; i++)
			S[i] /= opt.tau;
		ak_attn_weights(A, S, M, n, n);
		/* the map's own score: (c e_i)·(c e_j) f, f = 1/(τ√d) */
		ak_head_content_scores(S, MB, X, n, d);
		double f = opt.c * opt.c * ak_attn_scale(d, !opt.noscale, opt.tau);
		for (size_t i = 0; i < n * n; i++) {
			S[i] *= f;
			MB[i] &= M[i];
		}
		ak_attn_weights(A + n * n, S, MB, n, n);
	} else {
		if (ak_mha_forward(&m, A, O, X, M, opt.tau, n, e) != 0)
			goto out;
		/* heads permuted together with the blocks of W_O */
		ak_mha pm;
		if (ak_mha_init(&pm, d, H, e) != 0)
			goto out;
		if ((perm = am_make_perm(H, e)) == NULL) {
			ak_mha_free(&pm);
			goto out;
		}
		ak_mha_permute(&pm, &m, perm);
		double *Ap = ak_alloc_n(H * n * n, sizeof(double), e);
		if (Ap == NULL || ak_mha_forward(&pm, Ap, O + n * d, X, M,
		    opt.tau, n, e) != 0) {
			free(Ap);
			free(perm);
			ak_mha_free(&pm);
			goto out;
		}
		permdiff = ak_max_abs_diff(O, O + n * d, n * d);
		free(Ap);
		ak_mha_free(&pm);
	}
	double *Am = A + H * n * n;	/* the mean map */
	ak_heads_mean(Am, A, H, n);
	const char *const *tk = (const char *const *)s->tok;
	char name[32];
	switch (opt.out) {
	case O_WEIGHTS:
		rc = ak_write_matrix_tsv(fp, "query", tk, tk,
		    sel ? A + (size_t)(sel - 1) * n * n : Am, n, n, am_fmt());
		break;
	case O_LONG:
	case O_ENTROPY:
		if (opt.out == O_LONG)
			fprintf(fp, "head\tqpos\tquery\tkpos\tkey\tweight\n");
		else
			fprintf(fp, "head\tqpos\tquery\tentropy\tln_n\t"
			    "allowed\n");
		for (size_t k = 0; k <= H; k++) {
			if (k == H)
				snprintf(name, sizeof name, "mean\t");
			else if (lesson)
				snprintf(name, sizeof name, "%c\t", 'A' + (int)k);
			else
				snprintf(name, sizeof name, "%zu\t", k + 1);
			if (opt.out == O_LONG)
				am_write_long(fp, name, A + k * n * n, s->tok,
				    s->tok, n, n);
			else
				am_write_entropy(fp, name, A + k * n * n,
				    k == 1 && lesson ? MB : M, s->tok, n, n);
		}
		rc = 0;
		break;
	case O_OUTPUTS:
		if (lesson) {
			ak_errf(e, "--outputs: the lesson's heads have no "
			    "values; use --heads H");
			break;
		}
		fprintf(fp, "query");
		for (size_t c = 0; c < d; c++)
			fprintf(fp, "\to%zu", c + 1);
		fputc('\n', fp);
		for (size_t i = 0; i < n; i++) {
			fprintf(fp, "%s", s->tok[i]);
			for (size_t c = 0; c < d; c++) {
				fputc('\t', fp);
				am_num(fp, O[i * d + c]);
			}
			fputc('\n', fp);
		}
		rc = 0;
		break;
	case O_SUMMARY:
		fprintf(fp, "head\tmeasure\tvalue\tdetail\n");
		if (lesson) {
			size_t bi, bj;
			double bw = ak_head_strongest(A + n * n, n, &bi, &bj);
			fprintf(fp, "A\tprev_weight_mean\t");
			am_num(fp, ak_head_prev_mean(A, n));
			fprintf(fp, "\trows 2..%zu, score -3|j-(i-1)|\n", n);
			fprintf(fp, "B\tstrongest_link\t");
			am_num(fp, bw);
			fprintf(fp, "\t%s->%s\n", s->tok[bi], s->tok[bj]);
		} else {
			fprintf(fp, "all\tparams\t%zu\tH*3*d*d_h + d^2 = 4d^2, "
			    "d=%zu H=%zu d_h=%zu\n", ak_mha_params(&m), d, H,
			    m.dh);
			fprintf(fp, "all\thead_permutation_max_diff\t");
			fprintf(fp, am_fmt_diff(), permdiff);
			fprintf(fp, "\theads permuted with the blocks of W_O:");
			for (size_t k = 0; k < H; k++)
				fprintf(fp, " %zu", perm[k] + 1);
			fputc('\n', fp);
			for (size_t k = 0; k < H; k++) {
				fprintf(fp, "%zu\tmean_entropy\t", k + 1);
				am_num(fp, ak_head_mean_entropy(A + k * n * n,
				    n));
				fprintf(fp, "\tln n = %.9g\n", log((double)n));
			}
		}
		rc = 0;
		break;
	default:
		ak_errf(e, "this output is not available with --heads");
		break;
	}
	free(perm);
out:
	free(X); free(A); free(O); free(S); free(M); free(MB);
	ak_mha_free(&m);
	return rc;
}

