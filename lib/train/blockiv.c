/* blockiv.c — the interventions of "Карта — не объяснение" on the
 * transformer block, and its maps (blockiv.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "blasthr.h"
#include "blockiv.h"
#include "io.h"
#include "rng.h"

/* the messages acted on, one at a time, with a workspace for the longest */
struct ivc {
	const ak_block_model *m;
	const ak_msgset *ms;
	const double *E;
	ak_block_ws w;
	size_t *sel, nsel, off[2];
	double *z0;		/* nsel intact logits */
	int saved;		/* OpenBLAS's thread count, restored at the end */
};

static void
ivc_free(struct ivc *c)
{
	ak_blas_serial_end(c->saved);
	ak_block_ws_free(&c->w);
	free(c->sel);
	free(c->z0);
}

/* the logit of message sel[k] under iv (NULL: intact); its activations
   stay in c->w */
static double
run(struct ivc *c, size_t k, const ak_block_iv *iv)
{
	const ak_msgset *ms = c->ms;
	size_t msg = c->sel[k];

	c->off[1] = ms->off[msg + 1] - ms->off[msg];
	ak_block_forward(&c->w, c->m->theta, c->E, ms->ids + ms->off[msg],
	    c->off, 1, iv);
	return c->w.z[0];
}

static int
ivc_init(struct ivc *c, const ak_block_model *m, const ak_msgset *ms,
    const size_t *idx, size_t n, size_t want, const ak_table *emb,
    ak_err *e)
{
	size_t mx = 1;

	memset(c, 0, sizeof(*c));
	c->m = m;
	c->ms = ms;
	c->E = ak_block_model_emb(m, emb);
	c->saved = 1;
	/* at most the n candidates: --messages may ask for more (up to
	   10⁷) than the set holds, and the list is not in the -M plan */
	if ((c->sel = ak_alloc_n((want < n ? want : n) + 1, sizeof(size_t),
	    e)) == NULL)
		return -1;
	for (size_t i = 0; i < n && c->nsel < want; i++) {
		size_t T = ms->off[idx[i] + 1] - ms->off[idx[i]];
		if (T < 2)
			continue;
		c->sel[c->nsel++] = idx[i];
		mx = T > mx ? T : mx;
	}
	if (c->nsel == 0) {
		free(c->sel);
		c->sel = NULL;
		return ak_errf(e, "no message with two or more known tokens to "
		    "intervene on");
	}
	if (ak_block_ws_init(&c->w, &m->c, mx, mx * mx, 1, e) != 0 ||
	    (c->z0 = ak_alloc_n(c->nsel, sizeof(double), e)) == NULL) {
		ivc_free(c);
		return -1;
	}
	c->saved = ak_blas_serial_begin();
	for (size_t k = 0; k < c->nsel; k++)
		c->z0[k] = run(c, k, NULL);
	return 0;
}

/* the mean output of each layer's heads over the messages list[0..n): d
   values per layer into mean; 0 or -1 (memory) */
static int
head_means(struct ivc *c, double *mean, const size_t *list, size_t n,
    ak_err *e)
{
	const ak_msgset *ms = c->ms;
	size_t d = c->m->c.d, L = c->m->c.layers, tok = 0, mx = 1, off[2] = {0};
	ak_block_ws w;

	for (size_t i = 0; i < n; i++) {
		size_t T = ms->off[list[i] + 1] - ms->off[list[i]];
		mx = T > mx ? T : mx;
	}
	if (ak_block_ws_init(&w, &c->m->c, mx, mx * mx, 1, e) != 0)
		return -1;
	memset(mean, 0, L * d * sizeof(double));
	for (size_t i = 0; i < n; i++) {
		size_t msg = list[i], T = ms->off[msg + 1] - ms->off[msg];
		off[1] = T;
		ak_block_forward(&w, c->m->theta, c->E, ms->ids + ms->off[msg],
		    off, 1, NULL);
		for (size_t l = 0; l < L; l++)
			for (size_t t = 0; t < T * d; t++)
				mean[l * d + t % d] += w.y[l][t];
		tok += T;
	}
	for (size_t k = 0; tok > 0 && k < L * d; k++)
		mean[k] /= (double)tok;
	ak_block_ws_free(&w);
	return 0;
}

/* one row of the heads table: the heads a (and b, b != a) of layer l;
   1 for a pair whose single ablations moved no logit (its ratio '-') */
static int
heads_row(FILE *fp, struct ivc *c, size_t l, size_t a, size_t b, int mode,
    const double *mean, double *dz)
{
	const char *mn[] = { "", "zero", "mean" };
	size_t flips = 0, H = c->m->c.heads;
	double joint = 0, single = 0;
	ak_block_iv iv;

	ak_block_iv_none(&iv);
	for (size_t ll = 0; ll < c->m->c.layers; ll++)
		iv.mean[ll] = mean + ll * c->m->c.d;
	for (size_t k = 0; k < c->nsel; k++) {
		iv.ablate[l][a] = (unsigned char)mode;
		iv.ablate[l][b] = (unsigned char)mode;
		double z = run(c, k, &iv);
		joint += fabs(z - c->z0[k]);
		flips += (z > 0) != (c->z0[k] > 0);
		if (a != b)	/* the singles of this mode, in dz */
			single += fabs(dz[(mode - 1) * H * c->nsel + a *
			    c->nsel + k]) + fabs(dz[(mode - 1) * H * c->nsel +
			    b * c->nsel + k]);
		else
			dz[(mode - 1) * H * c->nsel + a * c->nsel + k] = z -
			    c->z0[k];
		iv.ablate[l][a] = iv.ablate[l][b] = 0;
	}
	joint /= (double)c->nsel;
	single /= (double)c->nsel;
	if (a == b)
		fprintf(fp, "%zu\t%zu\t%s\t%zu\t%.9g\t%zu\t-\t-\n", l + 1, a + 1,
		    mn[mode], c->nsel, joint, flips);
	else if (single > 0)
		fprintf(fp, "%zu\t%zu+%zu\t%s\t%zu\t%.9g\t%zu\t%.9g\t%.9g\n",
		    l + 1, a + 1, b + 1, mn[mode], c->nsel, joint, flips,
		    single, joint / single);
	else	/* the singles moved no logit: no ratio */
		fprintf(fp, "%zu\t%zu+%zu\t%s\t%zu\t%.9g\t%zu\t0\t-\n",
		    l + 1, a + 1, b + 1, mn[mode], c->nsel, joint, flips);
	return a != b && !(single > 0);
}

int
ak_block_iv_heads(FILE *fp, const ak_block_model *m, const ak_msgset *ms,
    const size_t *idx, size_t n, size_t want, const size_t *train,
    size_t ntrain, const ak_table *emb, ak_err *e)
{
	size_t L = m->c.layers, H = m->c.heads;
	struct ivc c;
	double *mean, *dz;

	if (ivc_init(&c, m, ms, idx, n, want, emb, e) != 0)
		return -1;
	if ((mean = ak_alloc_n(L * m->c.d, sizeof(double), e)) == NULL ||
	    (dz = ak_alloc_n(2 * H * c.nsel, sizeof(double), e)) == NULL) {
		free(mean);
		ivc_free(&c);
		return -1;
	}
	if (head_means(&c, mean, train, ntrain, e) != 0) {
		free(mean);
		free(dz);
		ivc_free(&c);
		return -1;
	}
	fprintf(fp, "# %zu messages; each head of each layer ablated alone, "
	    "then each pair of a layer together: zeroed, or replaced by its "
	    "mean output over the %zu training messages; Δ = ablated − intact "
	    "logit; ratio = the pair's mean |Δ| / (mean |Δ_a| + |Δ_b|)\n",
	    c.nsel, ntrain);
	fprintf(fp, "layer\theads\tablation\tn\tmean_abs_dlogit\tflips\t"
	    "sum_single\tratio\n");
	size_t flat = 0;
	for (size_t l = 0; l < L; l++)
		for (int mode = 1; mode <= 2; mode++) {
			for (size_t a = 0; a < H; a++)
				heads_row(fp, &c, l, a, a, mode, mean, dz);
			for (size_t a = 0; a < H; a++)
				for (size_t b = a + 1; b < H; b++)
					flat += (size_t)heads_row(fp, &c, l, a,
					    b, mode, mean, dz);
		}
	if (flat > 0)
		fprintf(fp, "# ratio '-' in %zu row%s: the pair's heads ablated "
		    "alone moved no logit (sum_single 0), so the pair's |Δ| has "
		    "nothing to be divided by\n", flat, flat == 1 ? "" : "s");
	free(mean);
	free(dz);
	ivc_free(&c);
	return 0;
}

int
ak_block_iv_residual(FILE *fp, const ak_block_model *m, const ak_msgset *ms,
    const size_t *idx, size_t n, size_t want, const ak_table *emb,
    ak_err *e)
{
	size_t L = m->c.layers;
	struct ivc c;

	if (ivc_init(&c, m, ms, idx, n, want, emb, e) != 0)
		return -1;
	fprintf(fp, "# %zu messages; each layer's attention output removed, "
	    "its residual path kept (layer all: every layer's); kept_share = "
	    "the share of decisions that survive, the part that bypasses "
	    "attention%s\n", c.nsel, m->c.residual ? "" : " (this model has no "
	    "residual path: nothing bypasses attention)");
	size_t same = 0, pos = 0;	/* decisions of the intact model */
	for (size_t k = 0; k < c.nsel; k++)
		pos += c.z0[k] > 0;
	same = pos > c.nsel - pos ? pos : c.nsel - pos;
	fprintf(fp, "# one constant decision would keep %.9g of them (the "
	    "intact model's larger class): a kept_share near it is no "
	    "path at all\n", (double)same / (double)c.nsel);
	fprintf(fp, "layer\tn\tmean_abs_logit\tmean_abs_logit_off\t"
	    "mean_abs_dlogit\tflips\tkept_share\n");
	for (size_t l = 0; l <= L; l++) {
		ak_block_iv iv;
		double a0 = 0, a1 = 0, ad = 0;
		size_t flips = 0;
		ak_block_iv_none(&iv);
		for (size_t ll = 0; ll < L; ll++)
			iv.attn_off[ll] = l == L || ll == l;
		for (size_t k = 0; k < c.nsel; k++) {
			double z = run(&c, k, &iv);
			a0 += fabs(c.z0[k]);
			a1 += fabs(z);
			ad += fabs(z - c.z0[k]);
			flips += (z > 0) != (c.z0[k] > 0);
		}
		double nn = (double)c.nsel;
		if (l < L)
			fprintf(fp, "%zu", l + 1);
		else
			fprintf(fp, "all");
		fprintf(fp, "\t%zu\t%.9g\t%.9g\t%.9g\t%zu\t%.9g\n", c.nsel,
		    a0 / nn, a1 / nn, ad / nn, flips, 1 - (double)flips / nn);
	}
	ivc_free(&c);
	return 0;
}

enum { TK_MAX, TK_MEAN, TK_RANDOM, TK_PMAX, TK_PRANDOM, TK_N };
static const char *const tk_name[TK_N] = { "mask-max", "mask-mean",
	"mask-random", "patch-max", "patch-random" };

/* the tokens' received weight in each (layer, head) of the last run:
   recv[(l·H + h)·T + j] = Σ_i P_ij / T */
static void
received(const struct ivc *c, double *recv, size_t T)
{
	size_t H = c->m->c.heads;

	for (size_t l = 0; l < c->m->c.layers; l++)
		for (size_t h = 0; h < H; h++) {
			const double *P = c->w.att[l] + h * T * T;
			double *r = recv + (l * H + h) * T;
			for (size_t j = 0; j < T; j++) {
				r[j] = 0;
				for (size_t i = 0; i < T; i++)
					r[j] += P[i * T + j] / (double)T;
			}
		}
}

static size_t
argmax(const double *r, size_t T)
{
	size_t b = 0;

	for (size_t j = 1; j < T; j++)
		if (r[j] > r[b])
			b = j;
	return b;
}

/* the control of message k: the next selected message of the other
   class, cyclically; SIZE_MAX when there is none */
static size_t
control(const struct ivc *c, size_t k)
{
	for (size_t s = 1; s < c->nsel; s++) {
		size_t j = (k + s) % c->nsel;
		if ((c->ms->y[c->sel[j]] != 0) != (c->ms->y[c->sel[k]] != 0))
			return j;
	}
	return SIZE_MAX;
}

struct tk_acc {
	double w[TK_N], dz[TK_N];
	size_t n[TK_N], flips[TK_N], beat_mean, beat_random;
};

/* message k at (l, h): its five interventions into a */
static void
tokens_one(struct ivc *c, size_t k, size_t l, size_t h, const double *r,
    const double *cv, ak_rng *rng, struct tk_acc *a)
{
	size_t T = c->ms->off[c->sel[k] + 1] - c->ms->off[c->sel[k]];
	size_t pos[TK_N], jmax = argmax(r, T), mid = jmax;
	double d[TK_N] = { 0 }, best = INFINITY;
	ak_block_iv iv;

	/* the mid-weight token: nearest 1/T among the others than the
	   max-weight one, as the pooling head's (spam.c), so that with two
	   tokens it is the other one, whatever rounding says of the tie */
	for (size_t j = 0; j < T; j++)
		if (j != jmax && fabs(r[j] - 1.0 / (double)T) < best) {
			best = fabs(r[j] - 1.0 / (double)T);
			mid = j;
		}
	pos[TK_MAX] = pos[TK_PMAX] = jmax;
	pos[TK_MEAN] = mid;
	pos[TK_RANDOM] = (size_t)ak_rng_below(rng, T);
	pos[TK_PRANDOM] = (size_t)ak_rng_below(rng, T);
	for (int t = 0; t < TK_N; t++) {
		if (t >= TK_PMAX && cv == NULL)
			continue;
		ak_block_iv_none(&iv);
		iv.tok_layer = l;
		iv.tok_head = h;
		if (t < TK_PMAX)
			iv.tok_pos = pos[t];
		else {
			iv.patch_pos = pos[t];
			iv.patch = cv;
		}
		double z = run(c, k, &iv);
		d[t] = fabs(z - c->z0[k]);
		a->w[t] += r[pos[t]];
		a->dz[t] += d[t];
		a->n[t]++;
		a->flips[t] += (z > 0) != (c->z0[k] > 0);
	}
	a->beat_mean += d[TK_MAX] > d[TK_MEAN];
	a->beat_random += d[TK_MAX] > d[TK_RANDOM];
}

/* each control's value at the max-weight token of every (layer, head):
   cv[(k·Lc + l)·d + h·d_h ..] for message k's control */
static void
control_values(struct ivc *c, double *cv, double *recv)
{
	size_t L = c->m->c.layers, H = c->m->c.heads, d = c->m->c.d;
	size_t dh = d / H;

	for (size_t k = 0; k < c->nsel; k++) {
		size_t j = control(c, k);
		if (j == SIZE_MAX)
			continue;
		size_t T = c->ms->off[c->sel[j] + 1] - c->ms->off[c->sel[j]];
		run(c, j, NULL);
		received(c, recv, T);
		for (size_t l = 0; l < L; l++)
			for (size_t h = 0; h < H; h++) {
				size_t p = argmax(recv + (l * H + h) * T, T);
				memcpy(cv + (k * L + l) * d + h * dh,
				    c->w.qkv[l] + p * 3 * d + 2 * d + h * dh,
				    dh * sizeof(double));
			}
	}
}

static void
tokens_write(FILE *fp, const struct ivc *c, const struct tk_acc *acc)
{
	size_t L = c->m->c.layers, H = c->m->c.heads;

	fprintf(fp, "layer\thead\tintervention\tn\tmean_weight\t"
	    "mean_abs_dlogit\tflips\n");
	for (size_t q = 0; q < L * H; q++)
		for (int t = 0; t < TK_N; t++) {
			const struct tk_acc *a = &acc[q];
			double nn = a->n[t] ? (double)a->n[t] : NAN;
			fprintf(fp, "%zu\t%zu\t%s\t%zu\t", q / H + 1, q % H + 1,
			    tk_name[t], a->n[t]);
			if (a->n[t] == 0)
				fprintf(fp, "-\t-\t0\n");
			else
				fprintf(fp, "%.9g\t%.9g\t%zu\n", a->w[t] / nn,
				    a->dz[t] / nn, a->flips[t]);
		}
	for (size_t q = 0; q < L * H; q++) {
		const struct tk_acc *a = &acc[q];
		double nn = (double)c->nsel, mx = a->dz[TK_MAX] / nn;
		int moves = mx > a->dz[TK_MEAN] / nn && mx > a->dz[TK_RANDOM] /
		    nn;
		fprintf(fp, "# verdict layer %zu head %zu: masking the "
		    "max-weight token %s the logit more than a mid-weight or a "
		    "random one (mean |Δ| %.3g vs %.3g and %.3g; larger on %zu "
		    "and %zu of %zu messages)\n", q / H + 1, q % H + 1,
		    moves ? "moves" : "does NOT move", mx, a->dz[TK_MEAN] / nn,
		    a->dz[TK_RANDOM] / nn, a->beat_mean, a->beat_random,
		    c->nsel);
	}
}

int
ak_block_iv_tokens(FILE *fp, const ak_block_model *m, const ak_msgset *ms,
    const size_t *idx, size_t n, size_t want, const ak_table *emb,
    uint64_t seed, ak_err *e)
{
	size_t L = m->c.layers, H = m->c.heads;
	struct tk_acc *acc = NULL;
	double *recv = NULL, *cv = NULL;
	struct ivc c;
	ak_rng rng;
	int rc = -1;

	if (ivc_init(&c, m, ms, idx, n, want, emb, e) != 0)
		return -1;
	if ((acc = ak_alloc_n(L * H, sizeof(*acc), e)) == NULL ||
	    (recv = ak_alloc_n(L * H * c.w.maxtok, sizeof(double), e)) ==
	    NULL || (cv = ak_alloc_n(c.nsel * L * m->c.d, sizeof(double), e))
	    == NULL)
		goto out;
	control_values(&c, cv, recv);
	ak_rng_seed(&rng, seed);
	for (size_t k = 0; k < c.nsel; k++) {
		size_t T = ms->off[c.sel[k] + 1] - ms->off[c.sel[k]];
		int has = control(&c, k) != SIZE_MAX;
		run(&c, k, NULL);
		received(&c, recv, T);
		for (size_t l = 0; l < L; l++)
			for (size_t h = 0; h < H; h++)
				tokens_one(&c, k, l, h, recv + (l * H + h) * T,
				    has ? cv + (k * L + l) * m->c.d + h *
				    (m->c.d / H) : NULL, &rng, &acc[l * H + h]);
	}
	fprintf(fp, "# %zu messages; at each (layer, head): the max-weight, "
	    "a mid-weight (nearest 1/T) and a random key masked in that head, "
	    "the value of the max-weight or a random token patched from the "
	    "control message (the next of the other class); a token's weight "
	    "= the attention it receives, averaged over the queries\n", c.nsel);
	tokens_write(fp, &c, acc);
	rc = 0;
out:
	free(acc);
	free(recv);
	free(cv);
	ivc_free(&c);
	return rc;
}

int
ak_block_write_maps(const char *dir, const ak_block_model *m,
    const ak_msgset *ms, size_t msg, const ak_table *emb, ak_err *e)
{
	size_t T = ms->off[msg + 1] - ms->off[msg], H = m->c.heads;
	const size_t *ids = ms->ids + ms->off[msg];
	struct ivc c;
	char path[4096];
	int rc = 0;

	if (ivc_init(&c, m, ms, &msg, 1, 1, emb, e) != 0)
		return -1;
	run(&c, 0, NULL);
	for (size_t l = 0; l < m->c.layers && rc == 0; l++)
		for (size_t h = 0; h < H && rc == 0; h++) {
			const double *P = c.w.att[l] + h * T * T;
			ak_out o;
			snprintf(path, sizeof path, "%s/map-%zu-%zu.tsv", dir,
			    l + 1, h + 1);
			if ((rc = ak_out_open(&o, path, NULL, e)) != 0)
				break;
			fprintf(o.fp, "# block layer %zu head %zu: message of "
			    "line %ld (%s)\nquery", l + 1, h + 1,
			    ms->lineno[msg], ms->y[msg] ? "spam" : "ham");
			for (size_t j = 0; j < T; j++)
				fprintf(o.fp, "\t%s", emb->labels[ids[j]]);
			for (size_t i = 0; i < T; i++) {
				fprintf(o.fp, "\n%s", emb->labels[ids[i]]);
				for (size_t j = 0; j < T; j++)
					fprintf(o.fp, "\t%.9g", P[i * T + j]);
			}
			fputc('\n', o.fp);
			rc = ak_out_commit(&o, e);
		}
	ivc_free(&c);
	return rc;
}
