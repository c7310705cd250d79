/*
 * test_block.c — lib/train/block: finite-difference gradients of every
 * parameter kind (LayerNorms, Wqkv, Wo, the MLP, the final LayerNorm, the
 * pooling u, v, b, the embeddings) at small shapes in every variant (norm
 * pre, post, none; residual on, off; MLP or none; pe none, sin, rope;
 * attention or mean pooling), ak_block_bound above the forward pass's
 * values in each, the kernels against hand values, and with a
 * file argument the case of tests/e2e/attn-train/block-torch.sh: forward
 * and backward equal to PyTorch's on the same weights and inputs.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "block-int.h"
#include "block.h"
#include "rng.h"
#include "t.h"

#define NV 6
#define NB 4
static const size_t off[NB + 1] = { 0, 3, 4, 4, 9 };	/* T = 3, 1, 0, 5 */
static const size_t ids[9] = { 1, 4, 1, 0, 5, 2, 3, 3, 1 };
/* the first NB for one logit, NB·K for K = nout outputs (K <= 3) */
static const double dz[NB * 3] = { 0.7, -1.3, 0.4, 0.9, -0.2, 0.5, 1.1,
	-0.6, 0.3, -0.8, 0.25, 0.6 };

/* f = Σ_i dz_i z_i over every logit, the quantity whose gradient backward
   adds */
static double
f_at(ak_block_ws *w, const double *th, const double *E)
{
	size_t K = w->c.nout > 0 ? w->c.nout : 1;
	double f = 0;

	ak_block_forward(w, th, E, ids, off, NB, NULL);
	for (size_t i = 0; i < NB * K; i++)
		f += dz[i] * w->z[i];
	return f;
}

/* the worst relative error of the gradient over th[lo..hi) (or E) */
static double
worst(ak_block_ws *w, double *th, double *E, const double *g, double *x,
    size_t lo, size_t hi)
{
	double bad = 0;

	(void)th;
	for (size_t k = lo; k < hi; k++) {
		double h = 1e-5, keep = x[k];
		x[k] = keep + h;
		double fp = f_at(w, th, E);
		x[k] = keep - h;
		double fm = f_at(w, th, E);
		x[k] = keep;
		double num = (fp - fm) / (2 * h);
		double err = fabs(num - g[k]) / (fabs(num) + fabs(g[k]) + 1e-3);
		if (err > bad)
			bad = err;
		if (getenv("TB_DEBUG") && err > 1e-6)
			fprintf(stderr, "k %zu num %.10g g %.10g\n", k, num, g[k]);
	}
	return bad;
}

/* ak_block_bound holds over the forward pass just run on w (E NV×d):
   every layer input, q, k, v, the pooled rows within *act, every logit
   within *out; and it is finite (below 1e12: loose, not vacuous) */
static void
bound_holds(const ak_block_ws *w, const double *th, const double *E,
    const char *name)
{
	const ak_block_cfg *c = &w->c;
	size_t d = c->d, N = off[NB], K = c->nout > 0 ? c->nout : 1;
	double emax = 0, act, out, seen = 0, zmax = 0;
	char what[200];

	for (size_t k = 0; k < NV * d; k++)
		emax = fmax(emax, fabs(E[k]));
	ak_block_bound(c, th, emax, &act, &out);
	for (size_t l = 0; l <= c->layers; l++)
		for (size_t k = 0; k < N * d; k++)
			seen = fmax(seen, fabs(w->x[l][k]));
	for (size_t l = 0; l < c->layers; l++)
		for (size_t k = 0; k < 3 * N * d; k++)
			seen = fmax(seen, fabs(w->qkv[l][k]));
	for (size_t k = 0; k < N * d; k++)
		seen = fmax(seen, fabs(w->xf[k]));
	for (size_t k = 0; k < NB * K; k++)
		zmax = fmax(zmax, fabs(w->z[k]));
	snprintf(what, sizeof what, "%s: ak_block_bound holds (activations "
	    "%.3g <= %.3g, logits %.3g <= %.3g)", name, seen, act, zmax, out);
	T_OK(seen <= act && zmax <= out && act < 1e12, what);
}

static void
check_cfg(const ak_block_cfg *c, const char *name)
{
	size_t np = ak_block_nparams(c), d = c->d;
	double *th = calloc(np, sizeof(double)), *g = calloc(np, sizeof(double));
	double E[NV * 8], gE[NV * 8] = { 0 };
	ak_block_ws w;
	ak_block_par p;
	ak_rng r;
	ak_err e;
	char what[200];

	T_OK(ak_block_cfg_check(c, &e) == 0, "config accepted");
	T_OK(ak_block_ws_init(&w, c, 9, 35, NB, &e) == 0, "workspace");
	ak_rng_seed(&r, 7);
	for (size_t k = 0; k < np; k++)
		th[k] = 0.5 * ak_rng_normal(&r);
	for (size_t k = 0; k < NV * d; k++)
		E[k] = ak_rng_normal(&r);
	ak_block_views(&p, th, c);
	for (size_t l = 0; l < c->layers; l++)	/* gains near 1 */
		for (size_t k = 0; k < d; k++) {
			p.l[l].ln1g[k] += 1;
			if (c->mlp)
				p.l[l].ln2g[k] += 1;
		}
	ak_block_forward(&w, th, E, ids, off, NB, NULL);
	bound_holds(&w, th, E, name);
	size_t K = c->nout > 0 ? c->nout : 1;
	for (size_t k = 0; k < K; k++)
		T_NEAR(w.z[2 * K + k], p.b[k], 0, "a message with no token: "
		    "z = b");
	ak_block_backward(&w, th, E, ids, off, NB, dz, g, gE);
	/* each parameter kind, by the views' order in the flat array */
	double *mark[] = { p.l[0].ln1g, p.l[0].Wqkv, p.l[0].Wo,
	    c->mlp ? p.l[0].ln2g : NULL, c->mlp ? p.l[0].W1 : NULL,
	    c->mlp ? p.l[0].W2 : NULL, c->layers > 1 ? p.l[1].ln1g : NULL,
	    p.lnfg, p.u, th + np };
	const char *kind[] = { "ln1 g,b", "Wqkv,bqkv", "Wo,bo", "ln2 g,b",
	    "W1,b1", "W2,b2", "(later layers)", "lnf g,b", "u,v,b" };
	for (int m = 0; m < 9; m++) {
		if (mark[m] == NULL)
			continue;
		int j = m + 1;		/* the next kind present */
		while (mark[j] == NULL)
			j++;
		snprintf(what, sizeof what, "%s: d %s = finite differences "
		    "(rel 1e-6)", name, kind[m]);
		T_OK(worst(&w, th, E, g, th, (size_t)(mark[m] - th),
		    (size_t)(mark[j] - th)) < 1e-6, what);
	}
	snprintf(what, sizeof what, "%s: dE = finite differences", name);
	T_OK(worst(&w, th, E, gE, E, 0, NV * d) < 1e-6, what);
	ak_block_ws_free(&w);
	free(th);
	free(g);
}

static void
test_gradients(void)
{
	static const int norms[] = { AK_NORM_PRE, AK_NORM_POST, AK_NORM_NONE };
	static const char *nn[] = { "pre", "post", "none" };
	char name[120];

	for (int n = 0; n < 3; n++)
		for (int res = 0; res <= 1; res++) {
			ak_block_cfg c = { .d = 4, .heads = 2, .layers = 2,
			    .mlp = 6, .norm = norms[n], .residual = res,
			    .pe = (n + res) % 3, .pool = AK_BPOOL_ATTN };
			snprintf(name, sizeof name, "norm %s residual %s pe %d",
			    nn[n], res ? "on" : "off", c.pe);
			check_cfg(&c, name);
		}
	ak_block_cfg c1 = { .d = 6, .heads = 3, .layers = 1, .mlp = 0,
	    .norm = AK_NORM_PRE, .residual = 1, .pe = AK_BPE_ROPE,
	    .pool = AK_BPOOL_MEAN };
	check_cfg(&c1, "1 layer, 3 heads, no MLP, mean pooling, rope");
	ak_block_cfg c2 = { .d = 4, .heads = 1, .layers = 3, .mlp = 20,
	    .norm = AK_NORM_POST, .residual = 1, .pe = AK_BPE_NONE,
	    .pool = AK_BPOOL_ATTN };
	check_cfg(&c2, "3 layers, 1 head, F = 5d > 3d, post");
	ak_block_cfg c3 = { .d = 4, .heads = 2, .layers = 2, .mlp = 6,
	    .norm = AK_NORM_PRE, .residual = 1, .pe = AK_BPE_SIN,
	    .pool = AK_BPOOL_ATTN, .nout = 3 };
	check_cfg(&c3, "3 outputs (the addressing task's values), sin");
	ak_block_cfg c4 = { .d = 4, .heads = 2, .layers = 1, .mlp = 0,
	    .norm = AK_NORM_NONE, .residual = 0, .pe = AK_BPE_ROPE,
	    .pool = AK_BPOOL_MEAN, .nout = 2 };
	check_cfg(&c4, "2 outputs, mean pooling, residual off, rope");
	ak_err e;
	ak_block_cfg c5 = c4;
	c5.nout = 1;
	T_OK(ak_block_cfg_check(&c5, &e) != 0, "nout 1 refused: 0 is one "
	    "logit");
	T_OK(ak_block_nparams(&c4) - ak_block_nparams(&(ak_block_cfg){ .d = 4,
	    .heads = 2, .layers = 1, .norm = AK_NORM_NONE }) == 4 + 1,
	    "2 outputs: v d×2 + b 2 = one logit's v d + b 1, plus d + 1");
}

static void
test_kernels(void)
{
	/* LN of (1, 2, 3): mean 2, var 2/3, (x − 2)/√(2/3 + 1e-5) */
	double x[3] = { 1, 2, 3 }, g[3] = { 1, 1, 1 }, b[3] = { 0, 0, 0 };
	double y[3], mu, rs, u[2] = { 0, 1 }, gy[2];

	ak_ln_forward(y, &mu, &rs, x, g, b, 1, 3);
	T_NEAR(y[2], 1 / sqrt(2.0 / 3 + 1e-5), 1e-14, "LN hand: (3−2)/σ");
	T_NEAR(mu, 2, 0, "LN hand: mean 2");
	ak_gelu_forward(gy, NULL, u, 2);
	T_NEAR(gy[0], 0, 0, "GELU(0) = 0");
	T_NEAR(gy[1], 0.8413447460685429, 1e-15, "GELU(1) = Φ(1)");
	/* one head, T = 2, equal keys: weights 1/2, Y the values' mean */
	double qkv[2 * 3] = { 1, 5, 10, 1, 5, 20 }, P[4], Y[2];
	ak_head_forward(Y, 1, P, qkv, qkv + 1, qkv + 2, 3, 2, 1, NULL);
	T_NEAR(P[1], 0.5, 1e-15, "head hand: equal keys, weight 1/2");
	T_NEAR(Y[0], 15, 1e-13, "head hand: Y the mean of the values");
	unsigned char keep[2] = { 1, 0 };
	ak_head_forward(Y, 1, P, qkv, qkv + 1, qkv + 2, 3, 2, 1, keep);
	T_NEAR(Y[1], 10, 0, "head hand: key 2 masked, Y = v1");
}

/* the interventions against edits of the weights that do the same */
static void
test_interventions(void)
{
	ak_block_cfg c = { .d = 4, .heads = 2, .layers = 2, .mlp = 6,
	    .norm = AK_NORM_PRE, .residual = 1, .pe = AK_BPE_SIN,
	    .pool = AK_BPOOL_ATTN };
	size_t np = ak_block_nparams(&c);
	double *th = calloc(np, sizeof(double)), *t2 = calloc(np,
	    sizeof(double)), E[NV * 4], z0[NB], z1[NB], zero[4] = { 0 };
	ak_block_ws w;
	ak_block_iv iv;
	ak_block_par p;
	ak_rng r;
	ak_err e;

	ak_rng_seed(&r, 11);
	for (size_t k = 0; k < np; k++)
		th[k] = 0.5 * ak_rng_normal(&r);
	for (size_t k = 0; k < NV * 4; k++)
		E[k] = ak_rng_normal(&r);
	T_OK(ak_block_ws_init(&w, &c, 9, 35, NB, &e) == 0, "iv workspace");
	/* head 2 of layer 1 zeroed = its rows of Wo zeroed */
	ak_block_iv_none(&iv);
	iv.ablate[0][1] = 1;
	ak_block_forward(&w, th, E, ids, off, NB, &iv);
	memcpy(z0, w.z, sizeof z0);
	memcpy(t2, th, np * sizeof(double));
	ak_block_views(&p, t2, &c);
	memset(p.l[0].Wo + 2 * 4, 0, 2 * 4 * sizeof(double));
	ak_block_forward(&w, t2, E, ids, off, NB, NULL);
	T_NEAR(fabs(z0[0] - w.z[0]) + fabs(z0[3] - w.z[3]), 0, 1e-12,
	    "a head zeroed = its rows of Wo zeroed");
	/* mean ablation with a mean of 0 = zero ablation */
	iv.ablate[0][1] = 2;
	iv.mean[0] = zero;
	ak_block_forward(&w, th, E, ids, off, NB, &iv);
	T_NEAR(fabs(z0[0] - w.z[0]) + fabs(z0[3] - w.z[3]), 0, 0,
	    "mean ablation with mean 0 = zero ablation");
	/* attention of layer 2 removed = its Wo and bo zeroed */
	ak_block_iv_none(&iv);
	iv.attn_off[1] = 1;
	ak_block_forward(&w, th, E, ids, off, NB, &iv);
	memcpy(z0, w.z, sizeof z0);
	memcpy(t2, th, np * sizeof(double));
	memset(p.l[1].Wo, 0, 4 * 4 * sizeof(double));
	memset(p.l[1].bo, 0, 4 * sizeof(double));
	ak_block_forward(&w, t2, E, ids, off, NB, NULL);
	T_NEAR(fabs(z0[0] - w.z[0]) + fabs(z0[3] - w.z[3]), 0, 1e-12,
	    "attention removed = its Wo, bo zeroed, the residual kept");
	/* patching a value with itself changes nothing; masking a key
	   does (message 1: T = 3) */
	ak_block_forward(&w, th, E, ids, off, 1, NULL);
	z0[0] = w.z[0];
	double v[2];
	memcpy(v, w.qkv[1] + 1 * 12 + 8 + 2, sizeof v);
	ak_block_iv_none(&iv);
	iv.tok_layer = 1;
	iv.tok_head = 1;
	iv.patch_pos = 1;
	iv.patch = v;
	ak_block_forward(&w, th, E, ids, off, 1, &iv);
	T_NEAR(w.z[0], z0[0], 0, "a value patched with itself: the same logit");
	iv.patch_pos = SIZE_MAX;
	iv.tok_pos = 1;
	ak_block_forward(&w, th, E, ids, off, 1, &iv);
	z1[0] = w.z[0];
	T_OK(fabs(z1[0] - z0[0]) > 1e-9, "a key masked: the logit moves");
	double *P = w.att[1] + 1 * 9;	/* layer 2, head 2, T = 3 */
	T_NEAR(P[1] + P[4] + P[7], 0, 0, "the masked key gets weight 0");
	T_NEAR(P[0] + P[2], 1, 1e-15, "the others renormalised");
	ak_block_ws_free(&w);
	free(th);
	free(t2);
}

/* n numbers of the case file into x (allocated), 0 or -1 */
static int
rd(FILE *fp, double **x, size_t n)
{
	*x = calloc(n + 1, sizeof(double));
	for (size_t k = 0; k < n; k++)
		if (fscanf(fp, "%lf", &(*x)[k]) != 1)
			return -1;
	return 0;
}

/* the worst relative difference of got and want over n values (a floor
   of 1e-9 of the largest |want|, for the values that are 0) */
static double
rel(const double *got, const double *want, size_t n)
{
	double mx = 0, bad = 0;

	for (size_t k = 0; k < n; k++)
		mx = fmax(mx, fabs(want[k]));
	for (size_t k = 0; k < n; k++)
		bad = fmax(bad, fabs(got[k] - want[k]) / (fabs(want[k]) +
		    1e-9 * mx + 1e-300));
	return bad;
}

/*
 * The case of tests/e2e/attn-train/block-torch.sh: "d H Lc F norm residual
 * pe pool", B, off[0..B], ids[0..N), V, E (V×d), np, theta (np, the
 * layout of ak_block_views), dz (B), then PyTorch's z (B), gradient (np)
 * and embeddings' gradient (V×d), all as numbers separated by white space.
 */
static int
torch_case(const char *path)
{
	FILE *fp = fopen(path, "r");
	size_t v[8], B, N, V, np;
	double *c8, *offd, *idd, *E, *th, *dzs, *z, *g, *gE;

	if (fp == NULL || rd(fp, &c8, 8) != 0 || fscanf(fp, "%zu", &B) != 1 ||
	    rd(fp, &offd, B + 1) != 0)
		return T_OK(0, "the case file reads"), t_done();
	for (int k = 0; k < 8; k++)
		v[k] = (size_t)c8[k];
	ak_block_cfg c = { .d = v[0], .heads = v[1], .layers = v[2],
	    .mlp = v[3], .norm = (int)v[4], .residual = (int)v[5],
	    .pe = (int)v[6], .pool = (int)v[7] };
	N = (size_t)offd[B];
	size_t *off = calloc(B + 1, sizeof(size_t)), *ids = calloc(N + 1,
	    sizeof(size_t)), sq = 0;
	for (size_t i = 0; i <= B; i++)
		off[i] = (size_t)offd[i];
	if (rd(fp, &idd, N) != 0 || fscanf(fp, "%zu", &V) != 1 ||
	    rd(fp, &E, V * c.d) != 0 || fscanf(fp, "%zu", &np) != 1 ||
	    np != ak_block_nparams(&c) || rd(fp, &th, np) != 0 ||
	    rd(fp, &dzs, B) != 0 || rd(fp, &z, B) != 0 || rd(fp, &g, np) != 0 ||
	    rd(fp, &gE, V * c.d) != 0)
		return T_OK(0, "the case file reads, its np is ours"), t_done();
	fclose(fp);
	for (size_t t = 0; t < N; t++)
		ids[t] = (size_t)idd[t];
	for (size_t i = 0; i < B; i++)
		sq += (off[i + 1] - off[i]) * (off[i + 1] - off[i]);
	double *mg = calloc(np, sizeof(double)), *mgE = calloc(V * c.d,
	    sizeof(double));
	ak_block_ws w;
	ak_err e;
	T_OK(ak_block_ws_init(&w, &c, N, sq, B, &e) == 0, "workspace");
	ak_block_forward(&w, th, E, ids, off, B, NULL);
	ak_block_backward(&w, th, E, ids, off, B, dzs, mg, mgE);
	double rz = rel(w.z, z, B), rg = rel(mg, g, np), rE = rel(mgE, gE,
	    V * c.d);
	printf("# worst relative difference: z %.3g, gradient %.3g, "
	    "embeddings' gradient %.3g\n", rz, rg, rE);
	T_OK(rz <= 1e-5, "logits = PyTorch's (1e-5 relative)");
	T_OK(rg <= 1e-5, "parameter gradient = PyTorch's (1e-5 relative)");
	T_OK(rE <= 1e-5, "embeddings' gradient = PyTorch's (1e-5 relative)");
	ak_block_ws_free(&w);
	free(c8); free(offd); free(idd); free(E); free(th); free(dzs);
	free(z); free(g); free(gE); free(off); free(ids); free(mg); free(mgE);
	return t_done();
}

int
main(int argc, char *argv[])
{
	if (argc > 1)
		return torch_case(argv[1]);
	test_kernels();
	test_gradients();
	test_interventions();
	return t_done();
}
