/* addrblock-iv.c — the block's interventions on the addressing task,
 * scored against the known answer, and its attention table (addrblock.h).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "addrblock.h"
#include "blasthr.h"
#include "rng.h"

/* the instances acted on (unique keys, two or more pairs), their intact
   predictions and ln p[answer], a work space for batches of 64 */
struct aiv {
	const ak_addrblk *m;
	const ak_addr_inst **x;
	size_t n, ok0;
	size_t *pred0;
	double *lp0;
	ak_addrblk_ws s;
	int saved;
};

/* what one intervention did over the instances */
struct tally {
	size_t n, ok, changed, distinct;
	double dlp, wsum;
	unsigned char seen[AK_ADDR_MAXVALS];
};

static void
aiv_free(struct aiv *c)
{
	ak_blas_serial_end(c->saved);
	ak_addrblk_ws_free(&c->s);
	free(c->x);
	free(c->pred0);
	free(c->lp0);
}

/* instance k of the batch at b0 under iv into t; its dlp in *dl */
static void
count(struct aiv *c, struct tally *t, size_t i, size_t k, double *dl)
{
	const ak_addr_inst *x = c->x[i];
	size_t pred = ak_addrblk_pred(&c->s, c->m, k);
	double lp = log(c->s.p[k * c->m->nvals + x->answer]);

	t->n++;
	t->ok += pred == x->answer;
	t->changed += pred != c->pred0[i];
	if (!t->seen[pred]) {
		t->seen[pred] = 1;
		t->distinct++;
	}
	t->dlp += lp - c->lp0[i];
	if (dl != NULL)
		*dl = lp - c->lp0[i];
}

/* every instance under iv (applied to each: ablations, attention off),
   in batches; per instance Δ into dl (NULL: not kept) */
static void
run_all(struct aiv *c, const ak_block_iv *iv, struct tally *t, double *dl)
{
	memset(t, 0, sizeof(*t));
	for (size_t b0 = 0; b0 < c->n; b0 += 64) {
		size_t B = c->n - b0 < 64 ? c->n - b0 : 64;
		ak_addrblk_forward(&c->s, c->m, c->x + b0, B, iv);
		for (size_t k = 0; k < B; k++)
			count(c, t, b0 + k, k, dl != NULL ? &dl[b0 + k] : NULL);
	}
}

static int
aiv_init(struct aiv *c, const ak_addrblk *m, const ak_addr_inst *x,
    size_t n, ak_err *e)
{
	size_t mx = 2;

	memset(c, 0, sizeof(*c));
	c->m = m;
	c->saved = ak_blas_serial_begin();
	if ((c->x = ak_alloc_n(n + 1, sizeof(*c->x), e)) == NULL)
		goto fail;
	for (size_t i = 0; i < n; i++)
		if (x[i].n >= 2 && x[i].other == AK_ADDR_NONE) {
			c->x[c->n++] = &x[i];
			mx = x[i].n > mx ? x[i].n : mx;
		}
	if (c->n == 0) {
		ak_errf(e, "no instance with unique keys and two or more pairs "
		    "to intervene on");
		goto fail;
	}
	if (ak_addrblk_ws_init(&c->s, m, 64, mx, e) != 0 ||
	    (c->pred0 = ak_alloc_n(c->n, sizeof(size_t), e)) == NULL ||
	    (c->lp0 = ak_alloc_n(c->n, sizeof(double), e)) == NULL)
		goto fail;
	for (size_t b0 = 0; b0 < c->n; b0 += 64) {
		size_t B = c->n - b0 < 64 ? c->n - b0 : 64;
		ak_addrblk_forward(&c->s, m, c->x + b0, B, NULL);
		for (size_t k = 0; k < B; k++) {
			c->pred0[b0 + k] = ak_addrblk_pred(&c->s, m, k);
			c->lp0[b0 + k] = log(c->s.p[k * m->nvals +
			    c->x[b0 + k]->answer]);
			c->ok0 += c->pred0[b0 + k] == c->x[b0 + k]->answer;
		}
	}
	return 0;
fail:
	aiv_free(c);
	return -1;
}

/* the weight of the query on pair j in (layer l, head h) of instance k
   of the last batch */
static double
qweight(const struct aiv *c, size_t k, size_t l, size_t h, size_t j)
{
	const ak_block_ws *w = &c->s.w;
	size_t T = c->s.off[k + 1] - c->s.off[k], H = c->m->c.heads;

	return w->att[l][H * w->sq[k] + h * T * T + (T - 1) * T + j];
}

/* the intact mean weight of the query on the answering pair, every
   (layer, head): wt[l·H + h] */
static void
target_weights(struct aiv *c, double *wt)
{
	size_t L = c->m->c.layers, H = c->m->c.heads;

	memset(wt, 0, L * H * sizeof(double));
	for (size_t b0 = 0; b0 < c->n; b0 += 64) {
		size_t B = c->n - b0 < 64 ? c->n - b0 : 64;
		ak_addrblk_forward(&c->s, c->m, c->x + b0, B, NULL);
		for (size_t k = 0; k < B; k++)
			for (size_t lh = 0; lh < L * H; lh++)
				wt[lh] += qweight(c, k, lh / H, lh % H,
				    c->x[b0 + k]->target) / (double)c->n;
	}
}

/* the mean output of each layer's heads over the instances' tokens: d
   values per layer */
static void
head_means(struct aiv *c, double *mean)
{
	size_t d = c->m->c.d, L = c->m->c.layers, tok = 0;

	memset(mean, 0, L * d * sizeof(double));
	for (size_t b0 = 0; b0 < c->n; b0 += 64) {
		size_t B = c->n - b0 < 64 ? c->n - b0 : 64;
		ak_addrblk_forward(&c->s, c->m, c->x + b0, B, NULL);
		size_t N = c->s.off[B];
		for (size_t l = 0; l < L; l++)
			for (size_t t = 0; t < N * d; t++)
				mean[l * d + t % d] += c->s.w.y[l][t];
		tok += N;
	}
	for (size_t k = 0; k < L * d; k++)
		mean[k] /= (double)tok;
}

static void
tally_row(FILE *fp, const struct tally *t)
{
	fprintf(fp, "%zu\t%.9g\t%zu\t%zu\t%.9g", t->n, (double)t->ok /
	    (double)t->n, t->changed, t->distinct, t->dlp / (double)t->n);
}

/* the heads a and b (a == b: one) of layer l (L: every head of every
   layer) ablated by mode; dl: the singles' Δ per head (H·n per layer) */
static void
heads_row(FILE *fp, struct aiv *c, size_t l, size_t a, size_t b, int mode,
    const double *mean, double *dl, const double *wt, double *tmp)
{
	static const char *mn[] = { "", "zero", "mean" };
	size_t L = c->m->c.layers, H = c->m->c.heads, d = c->m->c.d;
	struct tally t;
	ak_block_iv iv;

	ak_block_iv_none(&iv);
	for (size_t ll = 0; ll < L; ll++) {
		iv.mean[ll] = mean + ll * d;
		for (size_t h = 0; h < H; h++)
			iv.ablate[ll][h] = (unsigned char)(l == L || (ll == l &&
			    (h == a || h == b)) ? mode : 0);
	}
	int single = l < L && a == b;
	run_all(c, &iv, &t, single ? dl + a * c->n : tmp);
	if (l == L)
		fprintf(fp, "all\tall\t%s\t", mn[mode]);
	else if (single)
		fprintf(fp, "%zu\t%zu\t%s\t", l + 1, a + 1, mn[mode]);
	else
		fprintf(fp, "%zu\t%zu+%zu\t%s\t", l + 1, a + 1, b + 1, mn[mode]);
	tally_row(fp, &t);
	if (single) {
		fprintf(fp, "\t%.9g\t-\t-\n", wt[l * H + a]);
		return;
	}
	if (l == L) {
		fprintf(fp, "\t-\t-\t-\n");
		return;
	}
	double joint = 0, sum = 0;
	for (size_t i = 0; i < c->n; i++) {
		joint += fabs(tmp[i]);
		sum += fabs(dl[a * c->n + i]) + fabs(dl[b * c->n + i]);
	}
	if (sum > 0)
		fprintf(fp, "\t-\t%.9g\t%.9g\n", sum / (double)c->n, joint /
		    sum);
	else	/* the singles moved no logit: no ratio */
		fprintf(fp, "\t-\t0\t-\n");
}

int
ak_addrblk_iv_heads(FILE *fp, const ak_addrblk *m, const ak_addr_inst *x,
    size_t n, ak_err *e)
{
	size_t L = m->c.layers, H = m->c.heads;
	struct aiv c;
	double *mean = NULL, *dl = NULL, *wt = NULL;

	if (aiv_init(&c, m, x, n, e) != 0)
		return -1;
	if ((mean = ak_alloc_n(L * m->c.d, sizeof(double), e)) == NULL ||
	    (dl = ak_alloc_n((H + 1) * c.n, sizeof(double), e)) == NULL ||
	    (wt = ak_alloc_n(L * H, sizeof(double), e)) == NULL) {
		free(mean);
		free(dl);
		aiv_free(&c);
		return -1;
	}
	head_means(&c, mean);
	target_weights(&c, wt);
	fprintf(fp, "# %zu instances (unique keys, 2 or more pairs); intact "
	    "accuracy %.9g; each head ablated alone, each pair of a layer "
	    "together, then every head (all): zeroed, or its mean output over "
	    "the instances' tokens; Δ = ln p[answer] ablated − intact; "
	    "w_target = the query's weight on the answering pair; ratio = a "
	    "pair's mean |Δ| / sum_single\n", c.n, (double)c.ok0 /
	    (double)c.n);
	fprintf(fp, "layer\theads\tablation\tn\taccuracy\tchanged\tdistinct\t"
	    "mean_dlogp\tw_target\tsum_single\tratio\n");
	for (size_t l = 0; l <= L; l++)
		for (int mode = 1; mode <= 2; mode++) {
			if (l == L) {
				heads_row(fp, &c, L, 0, 0, mode, mean, dl, wt,
				    dl + H * c.n);
				continue;
			}
			for (size_t a = 0; a < H; a++)
				heads_row(fp, &c, l, a, a, mode, mean, dl, wt,
				    dl + H * c.n);
			for (size_t a = 0; a < H; a++)
				for (size_t b = a + 1; b < H; b++)
					heads_row(fp, &c, l, a, b, mode, mean,
					    dl, wt, dl + H * c.n);
		}
	free(mean);
	free(dl);
	free(wt);
	aiv_free(&c);
	return 0;
}

int
ak_addrblk_iv_residual(FILE *fp, const ak_addrblk *m,
    const ak_addr_inst *x, size_t n, ak_err *e)
{
	size_t L = m->c.layers, freq[AK_ADDR_MAXVALS] = { 0 }, top = 0;
	struct aiv c;

	if (aiv_init(&c, m, x, n, e) != 0)
		return -1;
	for (size_t i = 0; i < c.n; i++)
		if (++freq[c.x[i]->answer] > top)
			top = freq[c.x[i]->answer];
	fprintf(fp, "# %zu instances (unique keys, 2 or more pairs); intact "
	    "accuracy %.9g; each layer's attention output removed, its "
	    "residual path kept (layer all: every layer's)%s\n", c.n,
	    (double)c.ok0 / (double)c.n, m->c.residual ? "" : "; this model "
	    "has no residual path: nothing bypasses attention");
	fprintf(fp, "# floors of a model that no longer reads the address: "
	    "chance %.9g, the most frequent answer %.9g\n",
	    1 / (double)m->nvals, (double)top / (double)c.n);
	fprintf(fp, "layer\tn\taccuracy\tchanged\tdistinct\tmean_dlogp\n");
	for (size_t l = 0; l <= L; l++) {
		ak_block_iv iv;
		struct tally t;
		ak_block_iv_none(&iv);
		for (size_t ll = 0; ll < L; ll++)
			iv.attn_off[ll] = l == L || ll == l;
		run_all(&c, &iv, &t, NULL);
		if (l < L)
			fprintf(fp, "%zu\t", l + 1);
		else
			fprintf(fp, "all\t");
		tally_row(fp, &t);
		fputc('\n', fp);
	}
	aiv_free(&c);
	return 0;
}

enum { TT_TARGET, TT_MAX, TT_RANDOM, TT_N };
static const char *const tt_name[TT_N] = { "mask-target", "mask-max",
	"mask-random" };

/* instance i with pair j taken out of its input, the answer kept */
static void
without(ak_addr_inst *y, const ak_addr_inst *x, size_t j)
{
	*y = *x;
	y->n = x->n - 1;
	for (size_t k = j; k < y->n; k++) {
		y->key[k] = x->key[k + 1];
		y->val[k] = x->val[k + 1];
	}
}

/* instance i: the three masks at every (layer, head) into tk, the two
   removals into rm; rnd: the random other pair */
static void
tokens_one(struct aiv *c, size_t i, size_t rnd, struct tally *tk,
    struct tally *rm)
{
	const ak_addr_inst *x = c->x[i];
	size_t L = c->m->c.layers, H = c->m->c.heads;
	size_t pos[AK_BLOCK_MAXL * AK_BLOCK_MAXH][TT_N];
	double wgt[AK_BLOCK_MAXL * AK_BLOCK_MAXH][TT_N];
	ak_addr_inst y;
	const ak_addr_inst *yp = &y;
	ak_block_iv iv;

	ak_addrblk_forward(&c->s, c->m, &c->x[i], 1, NULL);
	for (size_t lh = 0; lh < L * H; lh++) {
		size_t mx = 0;
		for (size_t j = 1; j < x->n; j++)
			if (qweight(c, 0, lh / H, lh % H, j) >
			    qweight(c, 0, lh / H, lh % H, mx))
				mx = j;
		pos[lh][TT_TARGET] = x->target;
		pos[lh][TT_MAX] = mx;
		pos[lh][TT_RANDOM] = rnd;
		for (int k = 0; k < TT_N; k++)
			wgt[lh][k] = qweight(c, 0, lh / H, lh % H, pos[lh][k]);
	}
	ak_block_iv_none(&iv);
	for (size_t lh = 0; lh < L * H; lh++)
		for (int k = 0; k < TT_N; k++) {
			iv.tok_layer = lh / H;
			iv.tok_head = lh % H;
			iv.tok_pos = pos[lh][k];
			ak_addrblk_forward(&c->s, c->m, &c->x[i], 1, &iv);
			count(c, &tk[lh * TT_N + k], i, 0, NULL);
			tk[lh * TT_N + k].wsum += wgt[lh][k];
		}
	for (int k = 0; k < 2; k++) {
		without(&y, x, k == 0 ? x->target : rnd);
		ak_addrblk_forward(&c->s, c->m, &yp, 1, NULL);
		count(c, &rm[k], i, 0, NULL);
	}
}

double
ak_addrblk_iv_bytes(const ak_addrblk *m, size_t n, size_t maxn, int kind)
{
	double L = (double)m->c.layers, H = (double)m->c.heads, nn = (double)n;
	double b = ak_addrblk_bytes(m, 64, maxn, 0) + 8 * (nn + 1) + 16 * nn;

	if (kind == AK_ADDRBLK_IV_HEADS)
		b += 8 * (H + 1) * nn + 8 * L * (double)m->c.d + 8 * L * H;
	else if (kind == AK_ADDRBLK_IV_TOKENS)
		b += L * H * TT_N * (double)sizeof(struct tally);
	return b;
}

int
ak_addrblk_iv_tokens(FILE *fp, const ak_addrblk *m, const ak_addr_inst *x,
    size_t n, uint64_t seed, ak_err *e)
{
	size_t L = m->c.layers, H = m->c.heads;
	struct tally *tk, rm[2];
	struct aiv c;
	ak_rng r;

	if (aiv_init(&c, m, x, n, e) != 0)
		return -1;
	if ((tk = ak_alloc_n(L * H * TT_N, sizeof(*tk), e)) == NULL) {
		aiv_free(&c);
		return -1;
	}
	memset(tk, 0, L * H * TT_N * sizeof(*tk));
	memset(rm, 0, sizeof rm);
	ak_rng_seed(&r, seed);
	for (size_t i = 0; i < c.n; i++) {
		size_t rnd = (size_t)ak_rng_below(&r, c.x[i]->n - 1);
		rnd += rnd >= c.x[i]->target;
		tokens_one(&c, i, rnd, tk, rm);
	}
	fprintf(fp, "# %zu instances (unique keys, 2 or more pairs); intact "
	    "accuracy %.9g; in each (layer, head) the key of the answering "
	    "pair, of the pair the query weights most, of a random other pair "
	    "removed before the softmax; then (all) the answering or a random "
	    "other pair removed from the input; Δ = ln p[answer] − intact\n",
	    c.n, (double)c.ok0 / (double)c.n);
	fprintf(fp, "layer\thead\tintervention\tn\tmean_weight\taccuracy\t"
	    "changed\tmean_dlogp\n");
	size_t worst = 0;
	for (size_t lh = 0; lh < L * H; lh++) {
		for (int k = 0; k < TT_N; k++) {
			const struct tally *t = &tk[lh * TT_N + k];
			fprintf(fp, "%zu\t%zu\t%s\t%zu\t%.9g\t%.9g\t%zu\t%.9g\n",
			    lh / H + 1, lh % H + 1, tt_name[k], t->n, t->wsum /
			    (double)t->n, (double)t->ok / (double)t->n,
			    t->changed, t->dlp / (double)t->n);
		}
		if (tk[lh * TT_N].ok < tk[worst * TT_N].ok)
			worst = lh;
	}
	for (int k = 0; k < 2; k++)
		fprintf(fp, "all\tall\t%s\t%zu\t-\t%.9g\t%zu\t%.9g\n", k == 0 ?
		    "remove-target" : "remove-random", rm[k].n,
		    (double)rm[k].ok / (double)rm[k].n, rm[k].changed,
		    rm[k].dlp / (double)rm[k].n);
	fprintf(fp, "# masking the answering pair costs the most accuracy in "
	    "layer %zu head %zu (%.9g left of %.9g): the head that carries "
	    "the address\n", worst / H + 1, worst % H + 1,
	    (double)tk[worst * TT_N].ok / (double)c.n, (double)c.ok0 /
	    (double)c.n);
	free(tk);
	aiv_free(&c);
	return 0;
}

int
ak_addrblk_write_attend(FILE *fp, const ak_addrblk *m, const ak_addr_set *s,
    ak_err *e)
{
	size_t L = m->c.layers, H = m->c.heads, mx = 1;
	struct aiv c = { .m = m };
	char q[8], pair[16];

	for (size_t i = 0; i < s->n; i++)
		mx = s->x[i].n > mx ? s->x[i].n : mx;
	if (ak_addrblk_ws_init(&c.s, m, 1, mx, e) != 0)
		return -1;
	c.saved = ak_blas_serial_begin();
	fprintf(fp, "id\tlayer\thead\tqpos\tquery\tkpos\tkey\tweight\tdist\t"
	    "target\n");
	for (size_t i = 0; i < s->n; i++) {
		const ak_addr_inst *x = &s->x[i];
		ak_addrblk_forward(&c.s, m, &x, 1, NULL);
		ak_addr_key_name(q, x->query);
		for (size_t lh = 0; lh < L * H; lh++)
			for (size_t j = 0; j < x->n; j++) {
				ak_addr_pair_name(pair, sizeof pair, x, j);
				fprintf(fp, "%s\t%zu\t%zu\t%zu\t?%s\t%zu\t%s\t%.9g\t"
				    "%zu\t%d\n", s->id[i], lh / H + 1, lh % H + 1,
				    x->n + 1, q, j + 1, pair,
				    qweight(&c, 0, lh / H, lh % H, j),
				    ak_addr_dist(x, j), j == x->target);
			}
	}
	ak_blas_serial_end(c.saved);
	ak_addrblk_ws_free(&c.s);
	return 0;
}
