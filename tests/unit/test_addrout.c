/* Unit tests of lib/train/addrout: the tables of attn-train addr, from
 * hand-made results, a zero model (uniform attention, hand-computed
 * probabilities) and generated instances checked by re-parsing them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "addrout.h"
#include "t.h"
#include "t-files.h"
#include "t-capture.h"


static size_t
count_lines(const char *s)
{
	size_t n = 0;

	for (; *s; s++)
		n += *s == '\n';
	return n;
}

/* gen: every row re-parsed; the columns agree with the parsed instance */
static void
test_gen(int mirror)
{
	ak_addr_gen g = { .lo = 2, .hi = 4, .nkeys = 26, .nvals = 10,
	    .sorted = 0, .dist = 0, .dup = mirror ? 1 : 0 };
	ak_rng r;
	ak_err e;
	FILE *fp = t_start();
	const char *s;
	size_t rows, bad = 0;

	ak_rng_seed(&r, 7);
	ak_addr_write_gen(fp, &g, 5, mirror, &r);
	s = t_finish(fp);
	T_STR(t_line(s, 0), "id\tpairs\tdist\tdist2\ttext\tanswer",
	    "gen: header");
	rows = count_lines(s) - 1;
	T_OK(rows == (mirror ? 2u : 1u) * 3 * 5, mirror ?
	    "gen --mirror: 3 pair counts × 5, each with its twin" :
	    "gen: 3 pair counts × 5 instances");
	for (size_t i = 0; i < rows; i++) {
		char text[256];
		unsigned long id;
		size_t n, d, d2, ans, want_n = 2 + i / (mirror ? 10 : 5);
		ak_addr_inst x;
		if (sscanf(t_line(s, (int)i + 1), "%lu\t%zu\t%zu\t%zu\t%255[^\t]"
		    "\t%zu", &id, &n, &d, &d2, text, &ans) != 6 ||
		    ak_addr_parse(&x, text, 26, 10, &e) != 0 || id != i + 1 ||
		    n != want_n || x.n != n || x.answer != ans ||
		    d != ak_addr_dist(&x, x.target) ||
		    d2 != (x.other == AK_ADDR_NONE ? 0 :
		    ak_addr_dist(&x, x.other)) || (mirror && d2 == 0) ||
		    (!mirror && d2 != 0))
			bad++;
	}
	T_OK(bad == 0, mirror ? "gen --mirror: rows agree with their text" :
	    "gen: ids 1.., pairs, dist, answer agree with the text");
	if (mirror) {	/* a twin holds the same pairs with the other answer */
		ak_addr_inst x, y;
		char t1[256], t2[256];
		sscanf(t_line(s, 1), "%*s\t%*s\t%*s\t%*s\t%255[^\t]", t1);
		sscanf(t_line(s, 2), "%*s\t%*s\t%*s\t%*s\t%255[^\t]", t2);
		T_OK(ak_addr_parse(&x, t1, 26, 10, &e) == 0 &&
		    ak_addr_parse(&y, t2, 26, 10, &e) == 0 &&
		    x.n == y.n && x.target == y.target && x.other == y.other &&
		    x.answer == y.val[y.other] && y.answer == x.val[x.other],
		    "gen --mirror: row 2 is row 1 with the two values swapped");
	}
}

int
main(void)
{
	FILE *fp;
	ak_err e;

	/* eval tables */
	ak_addr_score sc;
	memset(&sc, 0, sizeof(sc));
	sc.n[2] = 4;
	sc.correct[2] = 3;
	sc.n[5] = 2;
	sc.correct[5] = 2;
	fp = t_start();
	ak_addr_write_score(fp, &sc, AK_ADDR_BY_PAIRS);
	T_STR(t_finish(fp), "pairs\tn\tcorrect\taccuracy\n2\t4\t3\t0.75\n"
	    "5\t2\t2\t1\n", "eval --by pairs: empty buckets left out");
	fp = t_start();
	ak_addr_write_score(fp, &sc, AK_ADDR_BY_DIST);
	T_STR(t_line(t_finish(fp), 0), "dist\tn\tcorrect\taccuracy",
	    "eval --by dist: header");
	memset(&sc, 0, sizeof(sc));
	sc.n[0] = 4;
	sc.correct[0] = 1;
	sc.loss = 2;
	sc.total = 4;
	fp = t_start();
	ak_addr_write_score(fp, &sc, AK_ADDR_BY_ALL);
	T_STR(t_finish(fp), "set\tn\tcorrect\taccuracy\tloss\n"
	    "all\t4\t1\t0.25\t0.5\n", "eval: accuracy 1/4, mean loss 2/4");

	/* intervene: 5 instances, 4 with unique keys */
	ak_addr_iv iv = { .n = 5, .pass = { 4, 1, 2 }, .done = { 4, 2, 4 },
	    .maxdw = { 0.000125, 0.5, 0 }, .maxdp_a = 1.5e-7,
	    .same_w_c = 4, .moved_c = 2 };
	fp = t_start();
	ak_addr_write_iv(fp, &iv, 5);
	T_STR(t_finish(fp), "intervention\tn\tpass\trate\tmax_dw\tcriterion\n"
	    "a-permute\t4\t4\t1\t0.000125\tanswer unchanged when the pairs "
	    "are permuted\n"
	    "b-key\t2\t1\t0.5\t0.5\tattention argmax moves to the pair now "
	    "holding the queried key\n"
	    "c-value\t4\t2\t0.5\t0\tweights bit-identical and the answer is "
	    "the new value\n"
	    "# (a) largest change of an output probability: 1.5e-07\n"
	    "# (c) weights bit-identical in 4 of 4, answer followed the value "
	    "in 2\n"
	    "# 1 instances with a duplicate key skipped (the interventions "
	    "assume unique keys)\n", "intervene: rates and notes");
	fp = t_start();
	ak_addr_write_iv(fp, &iv, 4);
	T_OK(count_lines(t_finish(fp)) == 6, "intervene: no skip line when "
	    "every instance has unique keys");

	/* each and attend: a zero model but bO[3] = 1 attends uniformly
	 * (a_j = 1/n) and predicts 3 with p = e/(e + 3) (V = 4) */
	ak_addr_cfg c = { .nkeys = 26, .nvals = 4, .d = 2, .h = 2,
	    .pos = AK_POS_NONE, .maxdist = 0 };
	ak_addr_model m;
	ak_addr_fwd f;
	ak_rng r;
	ak_rng_seed(&r, 1);
	T_OK(ak_addr_model_init(&m, &c, &r, &e) == 0 &&
	    ak_addr_fwd_init(&f, &c, &e) == 0, "model and work space");
	memset(m.theta, 0, m.np * sizeof(double));
	m.p.bO[3] = 1;
	ak_addr_inst x[2];
	char *id[] = { "i1", "i2" };
	long line[] = { 2, 3 };
	T_OK(ak_addr_parse(&x[0], "A:1 B:3 ?B", 26, 4, &e) == 0 &&
	    ak_addr_parse(&x[1], "A:2 C:0 A:3 ?A", 26, 4, &e) == 0,
	    "two instances parsed");
	ak_addr_set set = { .n = 2, .x = x, .line = line, .id = id };
	char want[256], p3[32];
	snprintf(p3, sizeof(p3), "%.9g", exp(1) / (exp(1) + 3));
	fp = t_start();
	ak_addr_write_each(fp, &f, &m, &set);
	const char *s = t_finish(fp);
	T_STR(t_line(s, 0), "id\tpairs\tdist\tdist2\tanswer\tpred\tcorrect\t"
	    "p_answer\tw_target", "each: header");
	snprintf(want, sizeof(want), "i1\t2\t1\t0\t3\t3\t1\t%s\t0.5", p3);
	T_STR(t_line(s, 1), want, "each: i1, w_target 1/2");
	snprintf(want, sizeof(want), "i2\t3\t1\t3\t3\t3\t1\t%s\t0.333333333",
	    p3);
	T_STR(t_line(s, 2), want, "each: i2, the duplicate 3 pairs back");
	T_OK(count_lines(s) == 3, "each: one row per instance");
	fp = t_start();
	ak_addr_write_attend(fp, &f, &m, &set);
	T_STR(t_finish(fp), "id\tqpos\tquery\tkpos\tkey\tweight\tdist\ttarget\n"
	    "i1\t3\t?B\t1\tA:1\t0.5\t2\t0\n"
	    "i1\t3\t?B\t2\tB:3\t0.5\t1\t1\n"
	    "i2\t4\t?A\t1\tA:2\t0.333333333\t3\t0\n"
	    "i2\t4\t?A\t2\tC:0\t0.333333333\t2\t0\n"
	    "i2\t4\t?A\t3\tA:3\t0.333333333\t1\t1\n",
	    "attend: uniform weights, positions 1-based, target on the last A");
	ak_addr_fwd_free(&f);

	/* eval of the same zero model: both right, loss -ln p3 = ln(e+3) - 1 */
	char loss[32];
	snprintf(loss, sizeof(loss), "%.9g", log(exp(1) + 3) - 1);
	fp = t_start();
	T_OK(ak_addr_write_eval(fp, &m, &set, AK_ADDR_BY_ALL, 0, &e) == 0,
	    "eval written");
	snprintf(want, sizeof(want), "set\tn\tcorrect\taccuracy\tloss\n"
	    "all\t2\t2\t1\t%s\n", loss);
	T_STR(t_finish(fp), want, "eval: 2 of 2, mean loss ln(e + 3) - 1");
	fp = t_start();
	T_OK(ak_addr_write_eval(fp, &m, &set, AK_ADDR_BY_PAIRS, 0, &e) == 0,
	    "eval --by pairs written");
	T_STR(t_finish(fp), "pairs\tn\tcorrect\taccuracy\n2\t1\t1\t1\n"
	    "3\t1\t1\t1\n", "eval --by pairs: one instance of 2 and of 3");
	fp = t_start();
	T_OK(ak_addr_write_eval(fp, &m, &set, AK_ADDR_BY_ALL, 1, &e) == 0,
	    "eval --each written");
	snprintf(want, sizeof(want), "i1\t2\t1\t0\t3\t3\t1\t%s\t0.5", p3);
	T_STR(t_line(t_finish(fp), 1), want, "eval --each: the rows of "
	    "ak_addr_write_each");
	fp = t_start();
	T_OK(ak_addr_write_attention(fp, &m, &set, &e) == 0,
	    "attention written with its own work space");
	T_STR(t_line(t_finish(fp), 5), "i2\t4\t?A\t3\tA:3\t0.333333333\t1\t1",
	    "attention: the rows of ak_addr_write_attend");

	/* interventions: i2 has a duplicate key, i1 alone qualifies */
	ak_addr_iv iv2;
	T_OK(ak_addr_iv_run(&iv2, &m, &set, &r, "f.tsv", &e) == 0 &&
	    iv2.done[0] == 1, "iv run: one instance with unique keys");
	ak_addr_set dup = { .n = 1, .x = &x[1], .line = line, .id = id };
	T_OK(ak_addr_iv_run(&iv2, &m, &dup, &r, "f.tsv", &e) != 0 &&
	    strcmp(e.msg, "f.tsv: no instance with unique keys and two or more "
	    "pairs: the interventions need them") == 0,
	    "iv run: only a duplicate key: nothing to intervene on");
	ak_addr_set none = { .n = 0, .x = x, .line = line, .id = id };
	T_OK(ak_addr_iv_run(&iv2, &m, &none, &r, "f.tsv", &e) != 0 &&
	    strncmp(e.msg, "-: no instance", 14) == 0,
	    "iv run: no instance at all names '-'");
	/* load: the model written, then instances in its alphabets */
	char *mf;
	FILE *mfp = t_file_open(&mf);
	char *xf = t_file_with("id\ttext\nq1\tA:1 B:3 ?B\n");
	char *yf = t_file_with("id\ttext\nq1\tA:5 B:3 ?B\n"); /* 5 >= V = 4 */
	ak_addr_model_write(mfp, &m);
	fclose(mfp);
	ak_addr_model m2;
	ak_addr_set s2;
	T_OK(ak_addr_load(&m2, &s2, mf, xf, SIZE_MAX, &e) == 0 && s2.n == 1 &&
	    s2.x[0].answer == 3 && m2.c.nvals == 4 && m2.p.bO[3] == 1 &&
	    strcmp(s2.id[0], "q1") == 0, "load: the model and one instance");
	ak_addr_set_free(&s2);
	ak_addr_model_free(&m2);
	T_OK(ak_addr_load(&m2, &s2, mf, yf, SIZE_MAX, &e) != 0 && strstr(e.msg, yf) !=
	    NULL, "load: a value outside the model's alphabet is an error "
	    "naming the file");
	T_OK(ak_addr_load(&m2, &s2, "/nonexistent/m", xf, SIZE_MAX,
	    &e) != 0,
	    "load: a missing model file");
	unlink(mf);
	unlink(xf);
	unlink(yf);
	free(mf);
	free(xf);
	free(yf);
	ak_addr_model_free(&m);

	/* the settings */
	T_OK(ak_addr_longest(&set, 0) == 3 && ak_addr_longest(&set, 16) == 16,
	    "longest: 3 pairs, or the generator's 16");
	T_OK(ak_addr_train_check(&c, 10, 4, 3, &e) == 0,
	    "train check: a small run passes");
	T_OK(ak_addr_train_check(&c, 1000000000000, 1000000, 128, &e) != 0 &&
	    strncmp(e.msg, "addr train: --steps 1000000000000 --batch-size "
	    "1000000: the run would reach ", 76) == 0,
	    "train check: 1e12 steps of 1e6 exceed the limit");
	long lo = 0, hi = 0;
	T_OK(ak_addr_pairs_parse("5", &lo, &hi, &e) == 0 && lo == 5 && hi == 5,
	    "--pairs 5: 5-5");
	T_OK(ak_addr_pairs_parse("2-16", &lo, &hi, &e) == 0 && lo == 2 &&
	    hi == 16, "--pairs 2-16");
	T_OK(ak_addr_pairs_parse("5-2", &lo, &hi, &e) != 0 &&
	    strcmp(e.msg, "--pairs: '5-2': LO is above HI") == 0,
	    "--pairs 5-2: LO above HI");
	T_OK(ak_addr_pairs_parse("1", &lo, &hi, &e) != 0 &&
	    strstr(e.msg, "out of range 2..128") != NULL, "--pairs 1: range");
	T_OK(ak_addr_pairs_parse("2-129", &lo, &hi, &e) != 0,
	    "--pairs 2-129: HI out of range");
	T_OK(ak_addr_pairs_parse("2-x", &lo, &hi, &e) != 0, "--pairs 2-x");
	T_OK(ak_addr_pairs_parse("2222222222222222222222222222222222222222"
	    "222222222222222222222222222-3", &lo, &hi, &e) != 0 &&
	    strstr(e.msg, "is not N or LO-HI") != NULL,
	    "--pairs: a 67-byte LO is not N or LO-HI");

	test_gen(0);
	test_gen(1);
	free(t_buf);
	return t_done();
}
