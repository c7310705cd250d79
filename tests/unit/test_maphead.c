/*
 * test_maphead.c — lib/attn/maphead (attn-map's one head: forward pass,
 * boosts, masks, the permutation check) and ak_heads_run (attn-map
 * --heads: the lesson's heads A and B, random heads permuted with W_O),
 * against values worked out by hand in the comments.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attention.h"
#include "heads.h"
#include "maphead.h"
#include "petab.h"
#include "rng.h"
#include "t.h"

/* identity projections, X = Y = the given n×2 rows */
static int
setup(ak_maphead *h, const double *X, size_t n, ak_err *e)
{
	if (ak_maphead_alloc(h, n, n, 2, 2, 2, e) != 0)
		return -1;
	memcpy(h->X, X, n * 2 * sizeof(double));
	memcpy(h->Y, X, n * 2 * sizeof(double));
	double I[4] = { 1, 0, 0, 1 };
	memcpy(h->WQ, I, sizeof I);
	memcpy(h->WK, I, sizeof I);
	memcpy(h->WV, I, sizeof I);
	memset(h->M, 1, n * n);
	snprintf(h->src, sizeof h->src, "emb.tsv");
	return 0;
}

static void
test_forward(void)
{
	/* e0 = (1,0), e1 = (0,1): S = X Xᵀ/√2 = diag(r), r = 1/√2;
	 * row 0: a = (1, e^{-r}) / (1 + e^{-r}); V = X, so Z = A */
	const double X[4] = { 1, 0, 0, 1 };
	double r = 1 / sqrt(2.0), a00 = 1 / (1 + exp(-r));
	ak_maphead h;
	ak_err e;

	T_OK(setup(&h, X, 2, &e) == 0, "alloc");
	T_OK(h.swapcol == -1 && h.scale == 1 && h.tau == 1 &&
	    isinf(h.mask_value), "defaults: no swap, scale, tau 1, set mask");
	T_OK(ak_maphead_forward(&h, 1, &e) == 0, "forward");
	T_NEAR(h.S[0], r, 1e-15, "S_00 = 1/√2");
	T_NEAR(h.S[1], 0, 0, "S_01 = 0");
	T_NEAR(h.A[0], a00, 1e-15, "a_00 = 1/(1+e^{-1/√2})");
	T_NEAR(h.A[1], 1 - a00, 1e-15, "a_01 = 1 - a_00");
	T_NEAR(h.Z[0], a00, 1e-15, "z_0 = a_0 V: first coordinate a_00");
	T_OK(h.dead == 0, "no dead rows");

	/* a boost of 1/√2 on key 1 evens row 0 out: 1/2, 1/2 */
	h.kboost[1] = r;
	T_OK(ak_maphead_forward(&h, 1, &e) == 0, "forward with a boost");
	T_NEAR(h.A[0], 0.5, 1e-15, "boosted: a_00 = 1/2");
	T_NEAR(h.A[3], 1 / (1 + exp(-2 * r)), 1e-15,
	    "boosted: a_11 = 1/(1+e^{-2/√2}) (key 1 gets r + r)");
	h.kboost[1] = 0;

	/* tau = 2 halves the scores: a_00 = 1/(1+e^{-r/2}) */
	h.tau = 2;
	T_OK(ak_maphead_forward(&h, 1, &e) == 0, "forward, tau 2");
	T_NEAR(h.A[0], 1 / (1 + exp(-r / 2)), 1e-15, "tau 2: a_00");
	h.tau = 1;

	/* mask key 1 of row 0 with the additive value -1: scores (r, -1) */
	h.M[1] = 0;
	h.mask_value = -1;
	T_OK(ak_maphead_forward(&h, 1, &e) == 0, "forward, additive -1");
	T_NEAR(h.A[1], exp(-1.0) / (exp(r) + exp(-1.0)), 1e-15,
	    "additive -1: the masked key keeps e^{-1}/(e^r + e^{-1})");
	/* as a set: weight exactly 0; a fully masked row is dead, zero */
	h.mask_value = -INFINITY;
	h.M[0] = 0;
	T_OK(ak_maphead_forward(&h, 1, &e) == 0 && h.dead == 1,
	    "set mask, row 0 fully masked: one dead row");
	T_OK(h.A[0] == 0 && h.A[1] == 0 && h.Z[0] == 0 && h.Z[1] == 0,
	    "dead row: zero weights and zero output");
	h.M[0] = h.M[1] = 1;

	/* a swapped value: key 1's value is recomputed from (3, 4) */
	h.swapcol = 1;
	h.swapv[0] = 3;
	h.swapv[1] = 4;
	T_OK(ak_maphead_forward(&h, 1, &e) == 0, "forward with a swap");
	T_NEAR(h.Z[0], a00 + (1 - a00) * 3, 1e-14,
	    "swap: z_0 = a_00 (1,0) + a_01 (3,4), first coordinate");
	T_NEAR(h.A[0], a00, 1e-15, "swap: the weights do not change");
	T_OK(ak_maphead_forward(&h, 0, &e) == 0 && fabs(h.Z[0] - a00) < 1e-15,
	    "swap = 0: the original value");
	/* the swap check: Z after - Z before = a_i1 ((3,4) - (0,1)) per row,
	 * largest in row 1 (a_11 = a_00): 3 a_00 */
	double Za[4];
	int same = 0;
	double dz = -1;
	T_OK(ak_maphead_forward(&h, 1, &e) == 0 &&
	    ak_maphead_swap_check(&h, Za, &same, &dz, &e) == 0 && same == 1,
	    "swap check: the weights are bit-identical");
	T_NEAR(dz, 3 * a00, 1e-14, "swap check: max |dz| = 3 a_00");
	T_NEAR(Za[0], a00 + (1 - a00) * 3, 1e-14, "swap check: Zafter kept");
	T_NEAR(h.Z[1], 1 - a00, 1e-14, "swap check: h holds the pass before");
	h.swapcol = -1;

	/* too large: 1e200 squared is inf, named with the source */
	h.X[0] = h.Y[0] = 1e200;
	T_OK(ak_maphead_forward(&h, 1, &e) == -1 &&
	    strstr(e.msg, "emb.tsv: a score is not finite") != NULL,
	    "an infinite score is an error naming the input");
	ak_maphead_free(&h);
	T_OK(h.A == NULL, "free zeroes the head");
}

static void
test_perm(void)
{
	/* three tokens; P X = rows 2, 0, 1 */
	const double X[6] = { 1, 0, 0, 1, 0.5, -2 };
	const size_t p[3] = { 2, 0, 1 };
	ak_maphead h;
	ak_err e;
	double da = -1, dz = -1;

	T_OK(setup(&h, X, 3, &e) == 0 && ak_maphead_forward(&h, 1, &e) == 0,
	    "three tokens");
	double a01 = h.A[1];
	h.kboost[0] = 0.7;	/* a boost moves with its key */
	T_OK(ak_maphead_forward(&h, 1, &e) == 0 &&
	    ak_maphead_perm_check(&h, p, &da, &dz, &e) == 0, "perm check");
	T_OK(da <= 1e-15 && dz <= 1e-15,
	    "no positions: Attn(PX) = P Attn(X) (boost included)");
	T_OK(h.kboost[0] == 0.7 && h.kboost[2] == 0, "boosts restored");
	h.kboost[0] = 0;
	h.pe = AK_PE_SIN;
	T_OK(ak_maphead_forward(&h, 1, &e) == 0 &&
	    ak_maphead_perm_check(&h, p, &da, &dz, &e) == 0, "with sin PE");
	T_OK(da > 1e-3, "sinusoidal positions break the equivariance");
	h.pe = AK_PE_NONE;
	T_OK(ak_maphead_forward(&h, 1, &e) == 0 && h.A[1] == a01,
	    "back to no PE: the first map again");
	ak_maphead_free(&h);

	size_t q[4];
	ak_rng_perm(q, 4, 7);
	int ident = 1, seen = 0;
	for (size_t i = 0; i < 4; i++) {
		ident &= q[i] == i;
		seen |= 1 << q[i];
	}
	T_OK(!ident && seen == 15, "ak_rng_perm: a permutation, not the identity");
	size_t q1[1];
	ak_rng_perm(q1, 1, 7);
	T_OK(q1[0] == 0, "ak_rng_perm: n = 1 is the identity");
}

static void
test_heads_run(void)
{
	/* lesson heads, n = 3, d = 2, tau 1:
	 * head A rows: scores -3|j - (i-1)| (0-based):
	 *   row 1: (0, -3, -6) -> A_10 = 1/(1 + e^-3 + e^-6)
	 *   row 2: (-3, 0, -3) -> A_21 = 1/(1 + 2e^-3)
	 * head B: E = (1,0), (0,1), (1,1); scores E Eᵀ/√2, diagonal masked:
	 *   row 0: (·, 0, r) -> B_02 = e^r/(1 + e^r), the strongest link */
	const double X[6] = { 1, 0, 0, 1, 1, 1 };
	double r = 1 / sqrt(2.0);
	double A10 = 1 / (1 + exp(-3.0) + exp(-6.0)), A21 = 1 / (1 + 2 * exp(-3.0));
	double B02 = exp(r) / (1 + exp(r));
	ak_heads_cfg c = { .lesson = 1, .tau = 1, .c = 1, .scale = 1 };
	ak_heads_res h;
	ak_err e;

	T_OK(ak_heads_run(&h, X, 3, 2, &c, &e) == 0 && h.H == 2, "lesson: 2 heads");
	T_NEAR(h.A[3], A10, 1e-15, "head A: A_10 = 1/(1+e^-3+e^-6)");
	T_NEAR(h.A[7], A21, 1e-15, "head A: A_21 = 1/(1+2e^-3)");
	T_NEAR(h.prev_mean, (A10 + A21) / 2, 1e-15, "prev_weight_mean of rows 1, 2");
	T_OK(h.A[9] == 0 && h.MB[0] == 0 && h.MB[1] == 1, "head B: diagonal masked");
	T_NEAR(h.A[9 + 2], B02, 1e-15, "head B: B_02 = e^r/(1+e^r)");
	T_NEAR(h.strongest, B02, 1e-15, "strongest link: B_02");
	T_OK(h.bi == 0 && h.bj == 2, "strongest link: row 0, column 2 (first in row order)");
	T_NEAR(h.A[18 + 3], (A10 + 1 / (1 + exp(r))) / 2, 1e-15,
	    "mean map: (A_10 + B_10)/2, B_10 = 1/(1+e^r) (row 1 scores 0, ·, r)");
	ak_heads_res_free(&h);
	T_OK(ak_heads_run(&h, X, 1, 2, &c, &e) == -1 &&
	    strstr(e.msg, "at least 2 tokens"), "lesson: one token is an error");

	/* random heads: d = 4, H = 2 */
	double X4[12] = { 1, 0, 0, 2, 0, 1, -1, 0, 0.5, 0.5, 0.5, -0.5 };
	ak_heads_cfg rc = { .H = 2, .seed = 1, .tau = 1, .c = 1, .scale = 1 };
	T_OK(ak_heads_run(&h, X4, 3, 4, &rc, &e) == 0, "2 random heads");
	T_OK(h.params == 64 && h.dh == 2, "params 4d^2 = 64, d_h = 2");
	T_OK(h.perm[0] == 1 && h.perm[1] == 0, "two heads: the permutation swaps them");
	T_OK(h.permdiff <= 1e-12, "heads permuted with W_O: the same outputs");
	double s = 0;
	for (size_t j = 0; j < 3; j++)
		s += h.A[2 * 9 + j];
	T_NEAR(s, 1, 1e-15, "mean map: row 0 sums to 1");
	T_NEAR(h.A[2 * 9 + 1], (h.A[1] + h.A[9 + 1]) / 2, 1e-15,
	    "mean map = (head 1 + head 2)/2");
	ak_heads_res_free(&h);
	rc.causal = 1;
	T_OK(ak_heads_run(&h, X4, 3, 4, &rc, &e) == 0 && h.A[1] == 0 &&
	    h.A[9 + 2] == 0 && h.A[0] == 1, "causal: no weight above the "
	    "diagonal; row 0 attends to itself only");
	ak_heads_res_free(&h);
	rc.H = 3;
	T_OK(ak_heads_run(&h, X4, 3, 4, &rc, &e) == -1,
	    "d = 4 is not divisible by 3 heads: an error");
	/* the finite checks of one head, in every head */
	double Xbig[12];
	for (size_t i = 0; i < 12; i++)
		Xbig[i] = 1e200 * (i % 3 == 1 ? -1 : 1);
	rc.H = 2;
	rc.causal = 0;
	rc.src = "emb.tsv";
	T_OK(ak_heads_run(&h, Xbig, 3, 4, &rc, &e) == -1 &&
	    strncmp(e.msg, "emb.tsv: ", 9) == 0 && strstr(e.msg,
	    "is not finite") != NULL, "entries of 1e200, 2 heads: not finite");
	c.src = "emb.tsv";
	T_OK(ak_heads_run(&h, Xbig, 3, 4, &c, &e) == -1 &&
	    strstr(e.msg, "emb.tsv: a score of head B is not finite") != NULL,
	    "entries of 1e200, the lesson's heads: head B's scores");
	/* 1e150: the projections are finite, the scores (1e300 · d) not */
	for (size_t i = 0; i < 12; i++)
		Xbig[i] = 1e154;
	T_OK(ak_heads_run(&h, Xbig, 3, 4, &rc, &e) == -1 &&
	    strstr(e.msg, "not finite") != NULL, "entries of 1e154: refused");
	for (size_t i = 0; i < 12; i++)
		Xbig[i] = 1e100;
	T_OK(ak_heads_run(&h, Xbig, 3, 4, &rc, &e) == 0,
	    "entries of 1e100: finite throughout, a map");
	ak_heads_res_free(&h);
}

/* the map-size model, by hand: nq = nk = 10, d = 4: one head's peak is
 * 598 doubles (2(q+k)d 160, d(2dk+dv) 48, (q+k)dk 80, k dv 40, 2qk 200,
 * q dv 40, k 10, d 4, 16), 100 mask bytes and 10 ints: 4924 bytes */
static void
test_check(void)
{
	ak_err e;

	T_NEAR(ak_maphead_bytes(10, 10, 4, 4, 4), 4924, 0, "a head: 4924 B");
	T_OK(ak_maphead_check(10, 10, 4, 0, 0, 0, 0, 0, 16, 0, 6524, 0, "x", &e) ==
	    0, "4924 + 16 a cell of output: 6524 B fit a budget of 6524");
	T_OK(ak_maphead_check(10, 10, 4, 0, 0, 0, 0, 0, 16, 0, 6523, 0, "x", &e) ==
	    -1 && strncmp(e.msg, "x: a map of 10 × 10 tokens needs about ",
	    39) == 0 && strstr(e.msg, "(-M)") != NULL &&
	    ak_err_status(&e) == 1, "... not 6523: refused naming -M, exit 1");
	T_OK(ak_maphead_check(10, 10, 4, 0, 0, 0, 0, 0, 16, 0, 6524, 1, "x", &e) ==
	    -1, "... nor 6524 beside 1 byte held");
	/* the lesson's heads, n = 10, d = 4: A 3n², O 2nd, S n², X nd, 2H:
	 * 524 doubles, two n² masks: 4392 B, + 1600 of output */
	T_NEAR(ak_heads_bytes(10, 4, 2, 1), 4392, 0, "the lesson's heads: "
	    "4392 B");
	T_OK(ak_maphead_check(10, 10, 4, 0, 0, 2, 1, 0, 16, 0, 5992, 0, "x", &e) ==
	    0 && ak_maphead_check(10, 10, 4, 0, 0, 2, 1, 0, 16, 0, 5991, 0, "x", &e)
	    == -1, "  with the output: 5992 B");
	/* two random heads: their two models 8d², a forward's 4n(d + d/H) +
	 * n², the permuted maps Hn²: 668 doubles more, 9736 B */
	T_NEAR(ak_heads_bytes(10, 4, 2, 0), 9736, 0, "two random heads: "
	    "9736 B (their eight d × d weights counted)");
	T_OK(ak_maphead_check(10, 10, 4, 0, 0, 2, 0, 0, 16, 0, 11336, 0, "x", &e) ==
	    0 && ak_maphead_check(10, 10, 4, 0, 0, 2, 0, 0, 16, 0, 11335, 0, "x",
	    &e) == -1, "  with the output: 11336 B");
	/* --proj-scale auto's one head first: the larger peak of the two */
	T_OK(ak_maphead_check(10, 10, 4, 0, 0, 2, 1, 1, 16, 0, 6524, 0, "x", &e) ==
	    0 && ak_maphead_check(10, 10, 4, 0, 0, 2, 1, 1, 16, 0, 6523, 0, "x", &e)
	    == -1, "the lesson's heads after one head: 4924 + 1600 B");
	/* d = 20000, 3 tokens: the heads' 8d² doubles (25.6 GB) named */
	T_OK(ak_maphead_check(3, 3, 20000, 0, 0, 2, 0, 0, 16, 0, 100 << 20, 0, "x",
	    &e) == -1 && strstr(e.msg, "x: --heads 2 over d = 20000 needs "
	    "about 24418 MiB, 24414 of them the heads' projections") != NULL &&
	    strstr(e.msg, "(-M)") != NULL, "--heads 2 at d = 20000: the "
	    "projections named, and -M");
	T_OK(ak_maphead_check(3, 3, 20000, 0, 0, 2, 1, 1, 16, 0, 100 << 20, 0, "x",
	    &e) == -1 && strstr(e.msg, "x: --proj-scale auto maps 3 × 3 tokens "
	    "over d = 20000 with one head first, which needs about 9159 MiB")
	    != NULL, "--heads lesson with --proj-scale auto: its one head's "
	    "9.6 GB named, with --proj-scale C");
	T_OK(ak_maphead_check(10, 10, 4, 0, 0, 0, 0, 0, 16, 5, 6523, 0, "x",
	    &e) == -1 && strstr(e.msg, "(-M), 5 of them --noise's: a smaller "
	    "--noise") != NULL, "5 of 10 tokens --noise's: named");
	T_OK(ak_maphead_check(10, 10, 4, 0, 0, 0, 0, 0, 16, 4, 6523, 0, "x",
	    &e) == -1 && strstr(e.msg, "fewer tokens (a shorter line") !=
	    NULL, "4 of 10: the line's tokens named");
	T_OK(ak_maphead_check(10, 10, 4, 0, 0, 0, 0, 0, 16, 0, 0, 0, "x", &e) == 0,
	    "budget 0: no check");

	/* the experiments' work: products against their bounds */
	long dk[] = { 1000 };
	T_OK(ak_scaling_check_work(2000, 8, NULL, 0, &e) == 0,
	    "--scaling's defaults: 2000 × 8 × 1020");
	T_OK(ak_scaling_check_work(1000000, 10, dk, 1, &e) == 0,
	    "1e6 × 10 × 1000 = 1e10: at the bound");
	T_OK(ak_scaling_check_work(1000001, 10, dk, 1, &e) == -1 &&
	    strstr(e.msg, "is beyond 1e+10") && ak_err_status(&e) == 2,
	    "one trial more: a usage error");
	T_OK(ak_petab_check_work(10000, 10000, 2, 0, &e) == 0 &&
	    ak_petab_check_work(10000, 10000, 3, 0, &e) == -1,
	    "--pe-table: 2e8 at the bound, 3e8 past it");
	T_OK(ak_petab_check_work(10000, 1000, 0, 1, &e) == 0 &&
	    ak_petab_check_work(10001, 1000, 0, 1, &e) == -1 &&
	    strstr(e.msg, "--vectors"), "--vectors: 1e7 values at the bound");
}

int
main(void)
{
	test_check();
	test_forward();
	test_perm();
	test_heads_run();
	return t_done();
}
