/*
 * Unit tests of lib/train/addr and lib/train/addrnet: the generator
 * (deterministic per
 * seed, answers checked by an independent lookup on the text), the parser,
 * the finite-difference gradient check for every position variant, a small
 * setting trained to >= 99 %, the interventions, the model file round trip.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "addr.h"
#include "addrnet.h"
#include "rng.h"
#include "t.h"
#include "t-files.h"

/* The answer straight from the text: the value after the last "KEY:" whose
   KEY is the query's — plain string work, no use of lib/train/addr. */
static long
text_lookup(const char *text)
{
	char buf[4096], *tok, *save, *toks[256];
	size_t n = 0;

	snprintf(buf, sizeof buf, "%s", text);
	for (tok = strtok_r(buf, " ", &save); tok != NULL;
	    tok = strtok_r(NULL, " ", &save))
		toks[n++] = tok;
	if (n < 2 || toks[n - 1][0] != '?')
		return -1;
	const char *q = toks[n - 1] + 1;
	for (size_t i = n - 1; i-- > 0;) {
		char *c = strchr(toks[i], ':');
		if (c != NULL && (size_t)(c - toks[i]) == strlen(q) &&
		    strncmp(toks[i], q, strlen(q)) == 0)
			return atol(c + 1);
	}
	return -1;
}

static void
test_generator(void)
{
	ak_addr_gen g = { 2, 16, 64, 10, 0, 0, 0.0 };
	ak_rng r1, r2;
	char t1[4096], t2[4096];
	int same = 1, lookup_ok = 1, distinct = 1, inrange = 1;
	ak_err e;

	T_OK(ak_addr_gen_check(&g, &e) == 0, "default generator is valid");
	ak_rng_seed(&r1, 7);
	ak_rng_seed(&r2, 7);
	for (int i = 0; i < 500; i++) {
		ak_addr_inst a, b;
		size_t n = 2 + (size_t)(i % 15);
		ak_addr_sample(&a, &g, n, &r1);
		ak_addr_sample(&b, &g, n, &r2);
		ak_addr_format(t1, sizeof t1, &a);
		ak_addr_format(t2, sizeof t2, &b);
		same &= strcmp(t1, t2) == 0;
		lookup_ok &= text_lookup(t1) == (long)a.answer;
		for (size_t j = 0; j < n; j++) {
			inrange &= a.key[j] < 64 && a.val[j] < 10;
			for (size_t k = 0; k < j; k++)
				distinct &= a.key[j] != a.key[k];
		}
	}
	T_OK(same, "same seed, same instances");
	T_OK(lookup_ok, "answers agree with an independent lookup on the text");
	T_OK(distinct, "keys of one instance are distinct");
	T_OK(inrange, "keys and values within the alphabets");

	ak_addr_inst a, b;
	ak_rng_seed(&r1, 7);
	ak_rng_seed(&r2, 8);
	ak_addr_sample(&a, &g, 16, &r1);
	ak_addr_sample(&b, &g, 16, &r2);
	ak_addr_format(t1, sizeof t1, &a);
	ak_addr_format(t2, sizeof t2, &b);
	T_OK(strcmp(t1, t2) != 0, "another seed, another instance");

	/* fixed distance, sorted order */
	g.dist = 2;
	g.sorted = 1;
	int dist_ok = 1, sorted_ok = 1;
	for (int i = 0; i < 200; i++) {
		ak_addr_sample(&a, &g, 2 + (size_t)(i % 15), &r1);
		dist_ok &= ak_addr_dist(&a, a.target) == 2;
		for (size_t j = 1; j < a.n; j++)
			sorted_ok &= a.key[j - 1] < a.key[j];
	}
	T_OK(dist_ok, "--dist 2 puts the queried pair at distance 2");
	T_OK(sorted_ok, "sorted order");

	/* duplicates: two copies, different values, the answer is the last */
	ak_addr_gen gd = { 2, 16, 64, 10, 0, 0, 1.0 };
	int dup_ok = 1, dup_lookup = 1;
	for (int i = 0; i < 500; i++) {
		ak_addr_sample(&a, &gd, 2 + (size_t)(i % 15), &r1);
		size_t copies = 0;
		for (size_t j = 0; j < a.n; j++)
			copies += a.key[j] == a.query;
		dup_ok &= copies == 2 && a.other < a.target &&
		    a.val[a.other] != a.val[a.target] &&
		    a.answer == a.val[a.target];
		ak_addr_format(t1, sizeof t1, &a);
		dup_lookup &= text_lookup(t1) == (long)a.answer;
	}
	T_OK(dup_ok, "duplicate: two copies with different values");
	T_OK(dup_lookup, "duplicate: the answer is the last copy's value");

	g.dist = 3;
	g.lo = 2;
	T_OK(ak_addr_gen_check(&g, &e) == -1 && strstr(e.msg, "--dist"),
	    "distance beyond the smallest pair count is refused");
	ak_addr_gen gk = { 2, 30, 26, 10, 0, 0, 0 };
	T_OK(ak_addr_gen_check(&gk, &e) == -1 && strstr(e.msg, "--keys"),
	    "too few keys for the pair count is refused");
}

static void
test_parse(void)
{
	ak_addr_inst x;
	ak_err e;
	char buf[64];

	T_OK(ak_addr_parse(&x, "A:7 B:2 C:9 ?B", 26, 10, &e) == 0 &&
	    x.n == 3 && x.answer == 2 && x.target == 1 &&
	    x.other == AK_ADDR_NONE, "lesson example A:7 B:2 C:9 ?B -> 2");
	T_OK(ak_addr_parse(&x, "A:7 B:2 A:9 ?A", 26, 10, &e) == 0 &&
	    x.answer == 9 && x.target == 2 && x.other == 0,
	    "take the last: A:7 B:2 A:9 ?A -> 9");
	ak_addr_format(buf, sizeof buf, &x);
	T_STR(buf, "A:7 B:2 A:9 ?A", "format round trip");
	T_OK(ak_addr_parse(&x, "AA:5 ZZ:0 ?ZZ", 702, 10, &e) == 0 &&
	    x.key[0] == 26 && x.key[1] == 701, "two-letter keys");
	ak_addr_key_name(buf, 27);
	T_STR(buf, "AB", "key 27 is AB");
	T_OK(ak_addr_parse(&x, "A:7 ?B", 26, 10, &e) == -1 &&
	    strstr(e.msg, "not among"), "query key absent");
	T_OK(ak_addr_parse(&x, "A:7 B2 ?B", 26, 10, &e) == -1 &&
	    strstr(e.msg, "KEY:VALUE"), "token without colon");
	T_OK(ak_addr_parse(&x, "A:7 B:12 ?B", 26, 10, &e) == -1 &&
	    strstr(e.msg, "unknown value"), "value out of the alphabet");
	T_OK(ak_addr_parse(&x, "A:7 Z:1 ?A", 20, 10, &e) == -1 &&
	    strstr(e.msg, "unknown key"), "key out of the alphabet");
	T_OK(ak_addr_parse(&x, "A:7 B:1", 26, 10, &e) == -1 &&
	    strstr(e.msg, "no query"), "missing query");
	T_OK(ak_addr_parse(&x, "A:7 ?A B:1", 26, 10, &e) == -1,
	    "token after the query");
	T_OK(ak_addr_parse(&x, "A:7  ?A", 26, 10, &e) == -1, "double space");
	T_OK(ak_addr_parse(&x, "A:07 ?A", 26, 10, &e) == -1,
	    "leading zero is not a value");
	T_OK(ak_addr_parse(&x, "", 26, 10, &e) == -1, "empty text");
}

/* Finite differences on every parameter against the analytic gradient. */
static double
gradcheck(int pos, int dup)
{
	ak_addr_cfg c = { 6, 4, 4, 4, pos, 3 };
	ak_addr_model m;
	ak_addr_fwd f;
	ak_rng r;
	ak_err e;
	ak_addr_inst x;
	ak_addr_gen g = { 5, 5, 6, 4, 0, 0, dup ? 1.0 : 0.0 };
	double worst = 0;

	ak_rng_seed(&r, 11 + (uint64_t)pos);
	if (ak_addr_model_init(&m, &c, &r, &e) != 0 ||
	    ak_addr_fwd_init(&f, &m.c, &e) != 0)
		return INFINITY;
	for (size_t i = 0; m.p.rel != NULL && i < m.c.maxdist; i++)
		m.p.rel[i] = 0.3 * ak_rng_normal(&r);
	for (size_t i = 0; i < m.c.nvals; i++)
		m.p.bO[i] = 0.1 * ak_rng_normal(&r);
	double *grad = calloc(m.np, sizeof(double));
	ak_addr_par gv;
	ak_addr_views(&gv, grad, &m.c);
	for (int rep = 0; rep < 3; rep++) {
		ak_addr_sample(&x, &g, 5, &r);
		memset(grad, 0, m.np * sizeof(double));
		ak_addr_forward(&f, &m, &x);
		ak_addr_backward(&gv, &f, &m, &x, 1.0);
		for (size_t i = 0; i < m.np; i++) {
			double t0 = m.theta[i], hh = 1e-5;
			m.theta[i] = t0 + hh;
			double lp = ak_addr_loss(&f, &m, &x);
			m.theta[i] = t0 - hh;
			double lm = ak_addr_loss(&f, &m, &x);
			m.theta[i] = t0;
			double num = (lp - lm) / (2 * hh);
			double err = fabs(num - grad[i]) /
			    fmax(1e-3, fabs(num) + fabs(grad[i]));
			worst = fmax(worst, err);
		}
	}
	free(grad);
	ak_addr_fwd_free(&f);
	ak_addr_model_free(&m);
	return worst;
}

static void
test_gradients(void)
{
	char name[80];

	for (int pos = 0; pos < AK_POS_COUNT; pos++)
		for (int dup = 0; dup < 2; dup++) {
			snprintf(name, sizeof name,
			    "gradient check, pos=%s%s: rel. error < 1e-6",
			    ak_addr_pos_name(pos), dup ? ", duplicates" : "");
			double w = gradcheck(pos, dup);
			T_OK(w < 1e-6, name);
			if (!(w < 1e-6))
				printf("# worst relative error %g\n", w);
		}
}

static double
accuracy(const ak_addr_model *m, const ak_addr_gen *g, size_t n, int count,
    ak_rng *r)
{
	ak_addr_fwd f;
	ak_addr_inst x;
	ak_err e;
	int ok = 0;

	if (ak_addr_fwd_init(&f, &m->c, &e) != 0)
		return 0;
	for (int i = 0; i < count; i++) {
		ak_addr_sample(&x, g, n, r);
		ak_addr_forward(&f, m, &x);
		ok += f.pred == x.answer;
	}
	ak_addr_fwd_free(&f);
	return (double)ok / count;
}

static void
test_train_and_intervene(void)
{
	ak_addr_cfg c = { 8, 4, 16, 16, AK_POS_NONE, 0 };
	ak_addr_train_opt o;
	ak_addr_model m, m2;
	ak_rng r;
	ak_err e;

	memset(&o, 0, sizeof o);
	o.steps = 300;
	o.batch = 16;
	o.lr = 0.02;
	o.gen = (ak_addr_gen){ 4, 4, 8, 4, 0, 0, 0.0 };
	ak_rng_seed(&r, 1);
	T_OK(ak_addr_model_init(&m, &c, &r, &e) == 0, "model init");
	double before = accuracy(&m, &o.gen, 4, 1000, &r);
	T_OK(ak_addr_train(&m, &o, &r, &e) == 0, "train 4 pairs, 300 steps");
	double acc = accuracy(&m, &o.gen, 4, 2000, &r);
	printf("# accuracy before %.4f after %.4f\n", before, acc);
	T_OK(acc >= 0.99, "4 pairs, 300 steps of 16: accuracy >= 99 %");

	/* interventions on 500 fresh instances of 4..8 pairs */
	ak_addr_gen ge = { 4, 8, 8, 4, 0, 0, 0.0 };
	ak_addr_inst *xs = calloc(500, sizeof(*xs));
	for (int i = 0; i < 500; i++)
		ak_addr_sample(&xs[i], &ge, 4 + (size_t)(i % 5), &r);
	ak_addr_iv iv;
	T_OK(ak_addr_intervene(&iv, &m, xs, 500, &r, &e) == 0, "intervene");
	printf("# pass a %zu b %zu c %zu of %zu; max dp %g\n", iv.pass[0],
	    iv.pass[1], iv.pass[2], iv.done[0], iv.maxdp_a);
	T_OK(iv.done[0] == 500 && iv.pass[0] == 500,
	    "(a) permutation keeps every answer (no positions)");
	T_OK(iv.maxdp_a <= 1e-12,
	    "(a) permuted output equals the original up to rounding");
	T_OK(iv.maxdw[0] <= 1e-12,
	    "(a) weights move with their pairs (equivariance)");
	T_OK(iv.same_w_c == 500 && iv.maxdw[2] == 0.0,
	    "(c) new value: attention weights bit-identical");
	T_OK(iv.moved_c >= 495, "(c) new value: the answer follows");
	T_OK(iv.pass[1] >= 495, "(b) key moved: the address follows");

	/* model file: write, read back, same numbers bit for bit */
	char *path;
	FILE *fp = t_file_open(&path);
	T_OK(fp != NULL, "a scratch file");
	if (fp == NULL)
		return;
	T_OK(ak_addr_model_write(fp, &m) == 0, "model write");
	fclose(fp);
	T_OK(ak_addr_model_read(&m2, path, &e) == 0, "model read");
	T_OK(m2.np == m.np &&
	    memcmp(m2.theta, m.theta, m.np * sizeof(double)) == 0,
	    "model file round trip is exact");
	ak_addr_model_free(&m2);
	fp = fopen(path, "w");
	fputs("param\ti\tj\tvalue\nnkeys\t0\t0\t8\n", fp);
	fclose(fp);
	T_OK(ak_addr_model_read(&m2, path, &e) == -1 &&
	    strstr(e.msg, "no weights"), "model without weights refused");
	fp = fopen(path, "w");
	fputs("param\ti\tj\tvalue\nnkeys\t0\t0\t8\nnvals\t0\t0\t4\n"
	    "dim\t0\t0\t2\nhead\t0\t0\t2\npos\t0\t0\t0\nmaxdist\t0\t0\t0\n"
	    "Ek\t0\t0\t1\n", fp);
	fclose(fp);
	T_OK(ak_addr_model_read(&m2, path, &e) == -1 &&
	    strstr(e.msg, "missing"), "model with missing weights refused");
	unlink(path);
	free(path);
	free(xs);
	ak_addr_model_free(&m);
}

/* The chance bound of "take the last" without positions: x and its mirror
   (the two copies' values exchanged) hold the same multiset of pairs, so a
   no-position model gives both the same output and at most one is right. */
static void
test_mirror_bound(void)
{
	ak_addr_cfg c = { 16, 4, 8, 8, AK_POS_NONE, 0 };
	ak_addr_gen g = { 3, 10, 16, 4, 0, 0, 1.0 };
	ak_addr_model m;
	ak_addr_fwd f;
	ak_rng r;
	ak_err e;
	ak_addr_inst x, y;
	double maxdp = 0;
	int atmost1 = 1, other = 1, nright = 0;

	ak_rng_seed(&r, 5);
	ak_addr_model_init(&m, &c, &r, &e);
	ak_addr_fwd_init(&f, &m.c, &e);
	ak_addr_train_opt o;
	memset(&o, 0, sizeof o);
	o.steps = 100;
	o.batch = 16;
	o.lr = 0.02;
	o.gen = g;
	ak_addr_train(&m, &o, &r, &e);
	for (int i = 0; i < 400; i++) {
		ak_addr_sample(&x, &g, 3 + (size_t)(i % 8), &r);
		other &= ak_addr_mirror(&y, &x) == 0 &&
		    y.answer == x.val[x.other] && y.target == x.target;
		ak_addr_forward(&f, &m, &x);
		double p0[4];
		memcpy(p0, f.p, sizeof p0);
		int r0 = f.pred == x.answer;
		ak_addr_forward(&f, &m, &y);
		int r1 = f.pred == y.answer;
		for (int v = 0; v < 4; v++)
			maxdp = fmax(maxdp, fabs(f.p[v] - p0[v]));
		atmost1 &= r0 + r1 <= 1;
		nright += r0 + r1;
	}
	printf("# mirrored pairs: %d of 800 right, max dp %g\n", nright, maxdp);
	T_OK(other, "mirror: same positions, the other value is the answer");
	T_OK(maxdp <= 1e-12, "no positions: x and its mirror give one output");
	T_OK(atmost1, "no positions: at most one of x, mirror(x) right "
	    "(accuracy <= 1/2)");
	ak_addr_inst u;
	ak_addr_parse(&u, "A:1 B:2 ?A", 26, 10, &e);
	T_OK(ak_addr_mirror(&y, &u) == -1, "mirror needs a duplicate");
	ak_addr_fwd_free(&f);
	ak_addr_model_free(&m);
}

/* The clipped relative bias: two copies of a key both at distance >= D get
   the same score, hence bit-identical weights; inside the clip they differ. */
static void
test_rel_clip(void)
{
	ak_addr_cfg c = { 8, 4, 8, 8, AK_POS_REL, 3 };
	ak_addr_model m;
	ak_addr_fwd f;
	ak_rng r;
	ak_err e;
	ak_addr_inst x;

	ak_rng_seed(&r, 3);
	ak_addr_model_init(&m, &c, &r, &e);
	ak_addr_fwd_init(&f, &m.c, &e);
	for (size_t i = 0; i < 3; i++)
		m.p.rel[i] = 1.0 - (double)i;	/* nearer is higher */
	ak_addr_parse(&x, "A:1 A:2 B:3 C:0 D:1 ?A", 8, 4, &e);	/* dist 5, 4 */
	ak_addr_forward(&f, &m, &x);
	T_OK(f.a[0] == f.a[1], "rel: both copies beyond the clip, equal weights");
	ak_addr_parse(&x, "B:3 C:0 A:1 A:2 ?A", 8, 4, &e);	/* dist 2, 1 */
	ak_addr_forward(&f, &m, &x);
	T_OK(f.a[3] > f.a[2], "rel: inside the clip the nearer copy wins");
	ak_addr_fwd_free(&f);
	ak_addr_model_free(&m);
}

/*
 * ak_addr_eval by hand: every weight 0 except the output bias
 * bO = (0, ln 3, 0, 0): the logits ignore the input, p = (1, 3, 1, 1)/6,
 * the prediction is always 1; loss ln 2 when the answer is 1, ln 6 else.
 */
static void
test_eval(void)
{
	ak_addr_cfg c = { 4, 4, 4, 4, AK_POS_NONE, 0 };
	ak_addr_model m;
	ak_addr_inst x[4];
	ak_addr_score s;
	ak_rng r;
	ak_err e;
	const char *text[4] = {
		"A:1 B:2 ?A",		/* answer 1, 2 pairs, dist 2: right */
		"A:1 B:2 ?B",		/* answer 2, 2 pairs, dist 1: wrong */
		"A:3 B:1 C:0 ?B",	/* answer 1, 3 pairs, dist 2: right */
		"A:3 B:1 C:0 ?C",	/* answer 0, 3 pairs, dist 1: wrong */
	};

	ak_rng_seed(&r, 1);
	T_OK(ak_addr_model_init(&m, &c, &r, &e) == 0, "eval: model init");
	memset(m.theta, 0, m.np * sizeof(double));
	m.p.bO[1] = log(3.0);
	for (int i = 0; i < 4; i++)
		T_OK(ak_addr_parse(&x[i], text[i], 4, 4, &e) == 0, text[i]);
	T_OK(ak_addr_eval(&s, &m, x, 4, AK_ADDR_BY_ALL, &e) == 0 &&
	    s.total == 4 && s.n[0] == 4 && s.correct[0] == 2,
	    "eval, all: 4 instances, 2 right (answer 1)");
	T_NEAR(s.loss, 2 * log(2.0) + 2 * log(6.0), 1e-12,
	    "eval: summed loss 2 ln 2 + 2 ln 6");
	T_OK(ak_addr_eval(&s, &m, x, 4, AK_ADDR_BY_PAIRS, &e) == 0 &&
	    s.n[2] == 2 && s.correct[2] == 1 && s.n[3] == 2 &&
	    s.correct[3] == 1 && s.n[0] == 0, "eval by pairs: 2 and 3 pairs, "
	    "one right each");
	T_OK(ak_addr_eval(&s, &m, x, 4, AK_ADDR_BY_DIST, &e) == 0 &&
	    s.n[2] == 2 && s.correct[2] == 2 && s.n[1] == 2 &&
	    s.correct[1] == 0, "eval by distance: both right ones at "
	    "distance 2, both wrong at 1");
	ak_addr_model_free(&m);
}

int
main(void)
{
	test_eval();
	test_generator();
	test_parse();
	test_gradients();
	test_train_and_intervene();
	test_mirror_bound();
	test_rel_clip();
	return t_done();
}
