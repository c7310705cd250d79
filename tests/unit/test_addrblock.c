/*
 * test_addrblock.c — lib/train/addrblock: the block on the addressing
 * task.  The gradient of the batch's mean cross-entropy against finite
 * differences for every parameter and every embedding row (a pair's input
 * is Ek[key] + Ev[val], the query's Eq[query]); the identity that with
 * no residual path and every head zeroed (or every attention output
 * removed) the model answers every instance alike; the model file read
 * back to the same bytes; a small model trained to the known answer; the
 * bytes ak_addrblk_bytes says a run takes against what its allocations
 * take on the heap (glibc's mallinfo2, or ASan's allocator count).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HEAP_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define HEAP_ASAN 1
#endif
#ifdef HEAP_ASAN
/* ASan's count of the bytes its allocator holds (GCC's libasan and
 * clang's; GCC ships no header declaring it) */
size_t __sanitizer_get_current_allocated_bytes(void);
#else
#include <malloc.h>
#endif

#include "addrblock.h"
#include "optim.h"
#include "rng.h"
#include "t.h"
#include "t-files.h"

#define NI 3
static ak_addr_inst xs[NI];
static const ak_addr_inst *xp[NI] = { &xs[0], &xs[1], &xs[2] };

/* three instances of K = 5 keys, V = 3 values: 2, 3 and 4 pairs */
static void
instances(void)
{
	ak_err e;

	T_OK(ak_addr_parse(&xs[0], "A:1 C:2 ?C", 5, 3, &e) == 0, "parse 1");
	T_OK(ak_addr_parse(&xs[1], "E:0 B:2 A:1 ?A", 5, 3, &e) == 0,
	    "parse 2");
	T_OK(ak_addr_parse(&xs[2], "D:2 C:0 B:1 E:1 ?D", 5, 3, &e) == 0,
	    "parse 3");
}

static void
check_grad(const ak_block_cfg *c, const char *name)
{
	ak_addrblk m;
	ak_addrblk_ws s;
	ak_rng r;
	ak_err e;
	char what[160];

	T_OK(ak_addrblk_init(&m, c, 5, 3, 3, &e) == 0, "init");
	ak_rng_seed(&r, 5);
	for (size_t k = 0; k < m.np; k++)	/* away from the init's zeros */
		m.theta[k] += 0.3 * ak_rng_normal(&r);
	T_OK(ak_addrblk_ws_init(&s, &m, NI, 4, &e) == 0, "work space");
	ak_addrblk_forward(&s, &m, xp, NI, NULL);
	ak_addrblk_backward(&s, &m, xp, NI);
	double *g = malloc(m.ntheta * sizeof(double)), bad = 0, bade = 0;
	memcpy(g, s.grad, m.ntheta * sizeof(double));
	for (size_t k = 0; k < m.ntheta; k++) {
		double keep = m.theta[k], h = 1e-5;
		m.theta[k] = keep + h;
		double fp = ak_addrblk_forward(&s, &m, xp, NI, NULL) / NI;
		m.theta[k] = keep - h;
		double fm = ak_addrblk_forward(&s, &m, xp, NI, NULL) / NI;
		m.theta[k] = keep;
		double num = (fp - fm) / (2 * h);
		double err = fabs(num - g[k]) / (fabs(num) + fabs(g[k]) + 1e-3);
		if (k < m.np)
			bad = fmax(bad, err);
		else
			bade = fmax(bade, err);
	}
	snprintf(what, sizeof what, "%s: every block parameter's gradient = "
	    "finite differences (rel 1e-6)", name);
	T_OK(bad < 1e-6, what);
	snprintf(what, sizeof what, "%s: Ek, Eq, Ev's = finite differences",
	    name);
	T_OK(bade < 1e-6, what);
	/* rows no token reads get no gradient: value 0 never appears in
	   instance 1, key 4 (E) is never queried */
	double eq4 = 0;
	for (size_t k = 0; k < c->d; k++)
		eq4 += fabs(g[m.np + (5 + 4) * c->d + k]);
	T_NEAR(eq4, 0, 0, "Eq of a key never queried: gradient 0");
	free(g);
	ak_addrblk_ws_free(&s);
	ak_addrblk_free(&m);
}

static void
test_gradients(void)
{
	ak_block_cfg c1 = { .d = 4, .heads = 2, .layers = 2, .mlp = 6,
	    .norm = AK_NORM_PRE, .residual = 1, .pe = AK_BPE_SIN };
	check_grad(&c1, "2 layers, 2 heads, pre, sin");
	ak_block_cfg c2 = { .d = 4, .heads = 2, .layers = 1, .mlp = 0,
	    .norm = AK_NORM_POST, .residual = 0, .pe = AK_BPE_ROPE,
	    .pool = AK_BPOOL_MEAN };
	check_grad(&c2, "1 layer, post, residual off, rope, mean pooling");
}

/* every instance's probabilities equal to the first's */
static double
spread(const ak_addrblk_ws *s, size_t V)
{
	double mx = 0;

	for (size_t i = 1; i < NI; i++)
		for (size_t k = 0; k < V; k++)
			mx = fmax(mx, fabs(s->p[i * V + k] - s->p[k]));
	return mx;
}

static void
test_no_signal(void)
{
	ak_block_cfg c = { .d = 8, .heads = 2, .layers = 2, .mlp = 8,
	    .norm = AK_NORM_PRE, .residual = 0, .pe = AK_BPE_SIN };
	ak_addrblk m;
	ak_addrblk_ws s;
	ak_block_iv iv;
	ak_rng r;
	ak_err e;

	T_OK(ak_addrblk_init(&m, &c, 5, 3, 9, &e) == 0, "init");
	ak_rng_seed(&r, 2);
	for (size_t k = 0; k < m.np; k++)
		m.theta[k] += 0.5 * ak_rng_normal(&r);
	T_OK(ak_addrblk_ws_init(&s, &m, NI, 4, &e) == 0, "work space");
	ak_addrblk_forward(&s, &m, xp, NI, NULL);
	T_OK(spread(&s, 3) > 1e-3, "intact, the instances' answers differ");
	ak_block_iv_none(&iv);
	for (size_t h = 0; h < 2; h++)
		iv.ablate[0][h] = 1;
	ak_addrblk_forward(&s, &m, xp, NI, &iv);
	T_NEAR(spread(&s, 3), 0, 1e-12, "residual off, layer 1's heads "
	    "zeroed: every instance answered alike");
	ak_block_iv_none(&iv);
	iv.attn_off[0] = 1;
	ak_addrblk_forward(&s, &m, xp, NI, &iv);
	T_NEAR(spread(&s, 3), 0, 1e-12, "residual off, layer 1's attention "
	    "removed: the same");
	ak_block_iv_none(&iv);
	iv.ablate[1][0] = iv.ablate[1][1] = 1;
	ak_addrblk_forward(&s, &m, xp, NI, &iv);
	T_NEAR(spread(&s, 3), 0, 1e-12, "residual off, layer 2's heads "
	    "zeroed: every instance alike too");
	/* with the residual path the tokens go past the zeroed heads */
	m.c.residual = 1;
	s.w.c.residual = 1;
	iv.ablate[1][0] = iv.ablate[1][1] = 0;
	iv.ablate[0][0] = iv.ablate[0][1] = 1;
	ak_addrblk_forward(&s, &m, xp, NI, &iv);
	T_OK(spread(&s, 3) > 1e-3, "residual on, layer 1's heads zeroed: "
	    "the answers still differ");
	ak_addrblk_ws_free(&s);
	ak_addrblk_free(&m);
}

static void
test_file(void)
{
	ak_block_cfg c = { .d = 4, .heads = 2, .layers = 2, .mlp = 3,
	    .norm = AK_NORM_POST, .residual = 1, .pe = AK_BPE_ROPE,
	    .pool = AK_BPOOL_MEAN };
	ak_addrblk m, m2;
	ak_err e;
	char *path;

	T_OK(ak_addrblk_init(&m, &c, 5, 3, 4, &e) == 0, "init");
	for (size_t k = 0; k < m.ntheta; k++)
		m.theta[k] = sin((double)k) / 3;	/* every value its own */
	FILE *fp = t_file_open(&path);
	T_OK(fp != NULL && ak_addrblk_write(fp, &m) == 0, "written");
	fclose(fp);
	T_OK(ak_addrblk_is(path) == 1, "the file says it is a block");
	T_OK(ak_addrblk_read(&m2, path, SIZE_MAX, &e) == 0, "read back");
	T_OK(m2.ntheta == m.ntheta && memcmp(m2.theta, m.theta, m.ntheta *
	    sizeof(double)) == 0, "the same bytes");
	T_OK(m2.c.norm == AK_NORM_POST && m2.c.pe == AK_BPE_ROPE &&
	    m2.c.pool == AK_BPOOL_MEAN && m2.c.nout == 3 && m2.nkeys == 5,
	    "the same settings");
	ak_addrblk_free(&m2);
	unlink(path);
	free(path);
	/* damage: one weight missing, a weight too large */
	char *bad = t_file_with("param\ti\tj\tvalue\nnkeys\t0\t0\t5\n"
	    "nvals\t0\t0\t3\ndim\t0\t0\t4\nlayers\t0\t0\t1\n"
	    "heads\t0\t0\t2\nmlp\t0\t0\t0\nnorm\t0\t0\t0\n"
	    "residual\t0\t0\t1\npe\t0\t0\t0\npool\t0\t0\t0\n"
	    "Ek\t0\t0\t1e7\n");
	T_OK(ak_addrblk_read(&m2, bad, SIZE_MAX, &e) != 0 && strstr(e.msg, ":12:") &&
	    strstr(e.msg, "at most"), "a weight above the limit: its line");
	unlink(bad);
	free(bad);
	bad = t_file_with("param\ti\tj\tvalue\nnkeys\t0\t0\t5\n"
	    "nvals\t0\t0\t3\ndim\t0\t0\t4\nlayers\t0\t0\t1\n"
	    "heads\t0\t0\t3\nmlp\t0\t0\t0\nnorm\t0\t0\t0\n"
	    "residual\t0\t0\t1\npe\t0\t0\t0\npool\t0\t0\t0\n"
	    "Ek\t0\t0\t1\n");
	T_OK(ak_addrblk_read(&m2, bad, SIZE_MAX, &e) != 0 && strstr(e.msg, "divide"),
	    "3 heads of a width 4: refused");
	T_OK(ak_addrblk_is(bad) == 1 && ak_addrblk_is("-") == 0,
	    "a block by its layers row; standard input not peeked");
	unlink(bad);
	free(bad);
	ak_addrblk_free(&m);
}

/* the forward pass bounded on load (ak_addrblk_bound_check): weights
   each under the file's cap keep 4 layers without LayerNorm finite at
   these sizes; weights past it (which only much wider blocks reach under
   the cap) could overflow, and are refused at WHERE; the inputs' bound
   from the embeddings (a key's plus a value's) */
static void
test_bound(void)
{
	ak_block_cfg c = { .d = 8, .heads = 2, .layers = 4, .mlp = 16,
	    .norm = AK_NORM_NONE, .residual = 1, .pe = AK_BPE_NONE,
	    .pool = AK_BPOOL_ATTN };
	ak_addrblk m;
	ak_err e;

	T_OK(ak_addrblk_init(&m, &c, 5, 3, 2, &e) == 0, "init");
	for (size_t k = 0; k < m.ntheta; k++)
		m.theta[k] = AK_ADDRBLK_MAXW;
	T_OK(ak_addrblk_bound_check(&m, "m.tsv:9", AK_ADDRBLK_MAXW, &e) == 0,
	    "every weight at the cap, 4 layers, d 8: within the bound");
	for (size_t k = 0; k < m.np; k++)
		m.theta[k] = 1e40;
	T_OK(ak_addrblk_bound_check(&m, "m.tsv:9", 1e40, &e) == -1 &&
	    strstr(e.msg, "m.tsv:9: weights too large (the largest |weight| "
	    "1e+40, the inputs' largest |value| 2e+06)") == e.msg &&
	    strstr(e.msg, "could overflow") != NULL,
	    "block weights of 1e40: refused at WHERE, inputs 1e6 + 1e6");
	for (size_t k = 0; k < m.np; k++)
		m.theta[k] = 1;
	for (size_t k = 0; k < m.ntheta - m.np; k++)
		m.E[k] = 1e200;
	T_OK(ak_addrblk_bound_check(&m, "m.tsv:9", 1e200, &e) == -1,
	    "embeddings of 1e200 (a pair's input 2e200): refused");
	ak_addrblk_free(&m);
}

static void
test_train(void)
{
	ak_block_cfg c = { .d = 16, .heads = 2, .layers = 1, .mlp = 0,
	    .norm = AK_NORM_PRE, .residual = 1 };
	ak_addr_train_opt o = { .steps = 300, .batch = 16, .lr = 0.01,
	    .gen = { .lo = 2, .hi = 6, .nkeys = 8, .nvals = 4 } };
	ak_addr_inst test[200];
	ak_addr_score sc;
	ak_addrblk m;
	ak_rng r;
	ak_err e;

	T_OK(ak_addrblk_init(&m, &c, 8, 4, 1, &e) == 0, "init");
	ak_rng_seed(&r, 1);
	T_OK(ak_addrblk_train(&m, &o, &r, &e) == 0, "trained");
	for (size_t i = 0; i < 200; i++)
		ak_addr_sample(&test[i], &o.gen, 2 + i % 5, &r);
	T_OK(ak_addrblk_eval(&sc, &m, test, 200, AK_ADDR_BY_ALL, &e) == 0,
	    "evaluated");
	T_OK(sc.correct[0] >= 190, "300 steps: at least 95 percent of 200 fresh "
	    "instances answered");
	ak_addrblk_free(&m);
}

/* the bytes the heap holds now: in use, mmapped chunks included */
static double
heap_now(void)
{
#ifdef HEAP_ASAN
	return (double)__sanitizer_get_current_allocated_bytes();
#else
	struct mallinfo2 mi = mallinfo2();

	return (double)mi.uordblks + (double)mi.hblkhd;
#endif
}

/* ak_addrblk_bytes against the heap: the model, the work space of maxb
 * instances of maxn pairs and, with train, Adam's moments and the batch,
 * allocated as ak_addrblk_train does (its instance order aside: the
 * command counts the instances read) */
static void
check_bytes(const ak_block_cfg *c, size_t maxb, size_t maxn, int train,
    const char *name)
{
	ak_addrblk m;
	ak_addrblk_ws s;
	ak_adam opt = { 0 };
	void *buf = NULL, *xs = NULL;
	ak_err e;
	char what[160];

	T_OK(ak_addrblk_shape(&m, c, 7, 5, &e) == 0, "shape");
	double want = ak_addrblk_bytes(&m, maxb, maxn, train);
	double h0 = heap_now();
	T_OK(ak_addrblk_init(&m, c, 7, 5, 1, &e) == 0, "init");
	T_OK(ak_addrblk_ws_init(&s, &m, maxb, maxn, &e) == 0, "work space");
	if (train) {
		T_OK(ak_adam_init(&opt, m.ntheta, 0.01, 0, &e) == 0, "Adam");
		buf = ak_alloc_n(maxb, sizeof(ak_addr_inst), &e);
		xs = ak_alloc_n(maxb, sizeof(void *), &e);
	}
	double got = heap_now() - h0;
	/* a chunk's header (16 bytes), and an mmapped one's page */
	snprintf(what, sizeof what, "%s: ak_addrblk_bytes %.0f, the heap "
	    "took %.0f", name, want, got);
	T_OK(got >= want - 1 && got <= want * 1.001 + 16 * 4096, what);
	free(buf);
	free(xs);
	ak_adam_free(&opt);
	ak_addrblk_ws_free(&s);
	ak_addrblk_free(&m);
}

static void
test_bytes(void)
{
	ak_block_cfg small = { .d = 8, .layers = 1, .heads = 2, .mlp = 16,
	    .norm = 1, .residual = 1 };
	ak_block_cfg big = { .d = 128, .layers = 3, .heads = 4, .mlp = 512,
	    .norm = 1, .residual = 1 };

	check_bytes(&small, 4, 3, 1, "small, train");
	check_bytes(&small, 64, 3, 0, "small, eval");
	check_bytes(&big, 16, 20, 1, "3 layers of d 128, train");
	check_bytes(&big, 64, 12, 0, "3 layers of d 128, eval");
}

int
main(void)
{
	instances();
	test_gradients();
	test_no_signal();
	test_file();
	test_bound();
	test_train();
	test_bytes();
	return t_done();
}
