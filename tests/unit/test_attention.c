/*
 * Unit tests of lib/attn/attention, lib/attn/mask, lib/attn/heads,
 * lib/attn/petab, lib/embed/tokseq:
 * hand-computed cases, the lesson's exact numbers and the identities of
 * attention (rows sum to 1, masked weights exactly 0, value swap leaves the
 * weights bit-identical, boost 0 changes nothing, permutation equivariance).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "attention.h"
#include "heads.h"
#include "mask.h"
#include "petab.h"
#include "posenc.h"
#include "rng.h"
#include "softmax.h"
#include "tokseq.h"
#include "t.h"

enum { N = 9, D = 6 };

static double
r3(double x)
{
	return round(x * 1000) / 1000;
}

static void
fill(double *x, size_t n, ak_rng *r)
{
	for (size_t i = 0; i < n; i++)
		x[i] = ak_rng_normal(r);
}

static double
maxdiff(const double *a, const double *b, size_t n)
{
	double m = 0;
	for (size_t i = 0; i < n; i++)
		m = fmax(m, fabs(a[i] - b[i]));
	return m;
}

int
main(void)
{
	ak_rng rng;
	double X[N * D], Q[N * D], K[N * D], V[N * D], W[D * D];
	double S[N * N], S2[N * N], A[N * N], A2[N * N], Z[N * D], Z2[N * D];

	ak_rng_seed(&rng, 42);
	fill(X, N * D, &rng);
	fill(W, D * D, &rng);

	/* dgemm against the naive loops */
	ak_matmul(Q, X, W, N, D, D);
	ak_matmul_naive(Q + 0, X, W, 0, D, D);	/* n = 0 is a no-op */
	double Qn[N * D];
	ak_matmul_naive(Qn, X, W, N, D, D);
	T_OK(maxdiff(Q, Qn, N * D) < 1e-13, "matmul: cblas = naive");
	ak_attn_scores(S, X, Q, 0.5, N, N, D);
	ak_attn_scores_naive(S2, X, Q, 0.5, N, N, D);
	T_OK(maxdiff(S, S2, N * N) < 1e-13, "scores: cblas = naive");

	/* a hand case: q = (1,0), keys (1,0), (0,1), d_k = 2 */
	double q1[2] = { 1, 0 }, k2[4] = { 1, 0, 0, 1 }, v2[4] = { 2, 0, 0, 4 };
	double a2[2], z2[2];
	ak_attn_forward(NULL, a2, z2, q1, k2, v2, NULL,
	    ak_attn_scale(2, 1, 1), 1, 2, 2, 2);
	double w = 1 / (1 + exp(-1 / sqrt(2)));
	T_NEAR(a2[0], w, 1e-15, "hand: a = σ(1/√2)");
	T_NEAR(z2[0], 2 * w, 1e-15, "hand: z_1 = 2a");
	T_NEAR(z2[1], 4 * (1 - w), 1e-15, "hand: z_2 = 4(1-a)");
	T_NEAR(ak_attn_scale(64, 1, 1), 0.125, 0, "scale 1/√64");
	T_NEAR(ak_attn_scale(64, 0, 2), 0.5, 0, "no scale, τ = 2");

	/* rows sum to 1; masked weights exactly 0; dead rows zero */
	ak_matmul(Q, X, W, N, D, D);
	ak_matmul(K, X, W, N, D, D);
	memcpy(V, X, sizeof V);
	unsigned char M[N * N];
	ak_mask_all(M, N, N);
	ak_mask_causal(M, N, N);
	for (size_t j = 0; j < N; j++)
		M[4 * N + j] = 0;	/* row 5 fully masked */
	size_t dead = ak_attn_forward(S, A, Z, Q, K, V, M,
	    ak_attn_scale(D, 1, 1), N, N, D, D);
	T_OK(dead == 1, "one fully masked row counted");
	double worst = 0;
	int exact0 = 1, deadzero = 1;
	for (size_t i = 0; i < N; i++) {
		double s = 0;
		for (size_t j = 0; j < N; j++) {
			s += A[i * N + j];
			if (!M[i * N + j] && A[i * N + j] != 0.0)
				exact0 = 0;
		}
		if (i != 4)
			worst = fmax(worst, fabs(s - 1));
		else
			for (size_t c = 0; c < D; c++)
				deadzero &= Z[i * D + c] == 0.0 && s == 0.0;
	}
	T_OK(worst < 1e-12, "rows sum to 1 within 1e-12 (double)");
	T_OK(exact0, "masked weights are exactly 0.0");
	T_OK(deadzero, "fully masked row: zero weights, zero output");
	int finite = 1;
	for (size_t i = 0; i < N * N; i++)
		finite &= isfinite(A[i]);
	T_OK(finite, "no NaN with a fully masked row");

	/* float rows sum within 1e-6 */
	float sf[N], af[N];
	for (int j = 0; j < N; j++)
		sf[j] = (float)S[j];
	ak_softmaxf(af, sf, NULL, N);
	float sumf = 0;
	for (int j = 0; j < N; j++)
		sumf += af[j];
	T_NEAR(sumf, 1.0, 1e-6, "float row sums to 1 within 1e-6");

	/* value swap: the weights stay bit-identical, the outputs move */
	ak_attn_forward(S, A, Z, Q, K, V, NULL, 0.4, N, N, D, D);
	double V2[N * D];
	memcpy(V2, V, sizeof V);
	for (size_t c = 0; c < D; c++)
		V2[3 * D + c] = X[7 * D + c] * 3;
	ak_attn_forward(S2, A2, Z2, Q, K, V2, NULL, 0.4, N, N, D, D);
	T_OK(memcmp(A, A2, sizeof A) == 0, "value swap: weights bit-identical");
	T_OK(maxdiff(Z, Z2, N * D) > 1e-3, "value swap: outputs move");

	/* boost 0 changes nothing; boost Δ > 0 lowers the others */
	memcpy(S2, S, sizeof S);
	for (size_t i = 0; i < N; i++)
		S2[i * N + 2] += 0.0;
	ak_attn_weights(A2, S2, NULL, N, N);
	T_OK(memcmp(A, A2, sizeof A) == 0, "boost 0: bit-identical");
	for (size_t i = 0; i < N; i++)
		S2[i * N + 2] += 1.5;
	ak_attn_weights(A2, S2, NULL, N, N);
	int fell = 1;
	for (size_t j = 0; j < N; j++)
		if (j != 2)
			fell &= A2[j] < A[j];
	T_OK(fell && A2[2] > A[2], "boost: others fall, boosted rises");

	/* logits of ±1e30: finite and one-hot */
	double big[4] = { 1e30, -1e30, 0, 5 }, ab[4];
	ak_softmax(ab, big, NULL, 4);
	T_OK(ab[0] == 1 && ab[1] == 0 && ab[2] == 0 && ab[3] == 0,
	    "logits ±1e30: one-hot, finite");

	/* convex hull: ‖z_i‖ ≤ max ‖v_j‖ */
	double zm, vm;
	T_OK(ak_attn_hull_check(Z, V, N, N, D, &zm, &vm) <= 0 && zm > 0,
	    "hull: max ‖z‖ ≤ max ‖v‖");

	/* backward against central finite differences of L = Σ G ⊙ Z */
	{
		enum { NQ = 3, NK = 4, DK = 3, DV = 2 };
		double q[NQ * DK], k[NK * DK], v[NK * DV], G[NQ * DV];
		double a[NQ * NK], z[NQ * DV], dq[NQ * DK], dk[NK * DK];
		double dv[NK * DV], wk[NQ * NK];
		unsigned char mk[NQ * NK];
		fill(q, NQ * DK, &rng);
		fill(k, NK * DK, &rng);
		fill(v, NK * DV, &rng);
		fill(G, NQ * DV, &rng);
		ak_mask_all(mk, NQ, NK);
		mk[1] = 0;	/* one masked pair */
		double f = 0.7, h = 1e-6, err = 0;
		ak_attn_forward(NULL, a, z, q, k, v, mk, f, NQ, NK, DK, DV);
		ak_attn_backward(dq, dk, dv, wk, G, q, k, v, a, f, NQ, NK, DK,
		    DV);
		double *par[3] = { q, k, v }, *grad[3] = { dq, dk, dv };
		size_t len[3] = { NQ * DK, NK * DK, NK * DV };
		for (int p = 0; p < 3; p++)
			for (size_t i = 0; i < len[p]; i++) {
				double keep = par[p][i], lp = 0, lm = 0;
				par[p][i] = keep + h;
				ak_attn_forward(NULL, a, z, q, k, v, mk, f, NQ,
				    NK, DK, DV);
				for (size_t c = 0; c < NQ * DV; c++)
					lp += G[c] * z[c];
				par[p][i] = keep - h;
				ak_attn_forward(NULL, a, z, q, k, v, mk, f, NQ,
				    NK, DK, DV);
				for (size_t c = 0; c < NQ * DV; c++)
					lm += G[c] * z[c];
				par[p][i] = keep;
				err = fmax(err, fabs((lp - lm) / (2 * h) -
				    grad[p][i]));
			}
		T_OK(err < 1e-8, "backward = finite differences (dQ, dK, dV)");
	}

	/* budget (lesson): score 4 vs competitors of score 1 */
	T_NEAR(r3(ak_dilution(4, 1, 1, NULL, NULL)), 0.953, 1e-12,
	    "dilution: 1 competitor 0.953");
	T_NEAR(r3(ak_dilution(4, 1, 11, NULL, NULL)), 0.646, 1e-12,
	    "dilution: 11 competitors 0.646");
	T_NEAR(r3(ak_dilution(4, 1, 41, NULL, NULL)), 0.329, 1e-12,
	    "dilution: 41 competitors 0.329");
	double cw, h;
	double tw = ak_dilution(4, 1, 11, &cw, &h);
	T_NEAR(tw + 11 * cw, 1.0, 1e-15, "dilution: the budget is 1");

	/* permutation equivariance: Attn(PX) = P Attn(X) */
	size_t perm[N] = { 3, 0, 8, 1, 7, 2, 6, 4, 5 };
	double PX[N * D], PQ[N * D], PK[N * D], PA[N * N], PZ[N * D];
	ak_permute_rows(PX, X, perm, N, D);
	ak_matmul(Q, X, W, N, D, D);
	ak_attn_forward(NULL, A, Z, Q, Q, X, NULL, 0.4, N, N, D, D);
	ak_matmul(PQ, PX, W, N, D, D);
	memcpy(PK, PQ, sizeof PK);
	ak_attn_forward(NULL, PA, PZ, PQ, PK, PX, NULL, 0.4, N, N, D, D);
	double pd = 0;
	for (size_t i = 0; i < N; i++)
		pd = fmax(pd, maxdiff(PZ + i * D, Z + perm[i] * D, D));
	T_OK(pd < 4 * 2.220446049250313e-16 * 8, "permutation: |Attn(PX) − P Attn(X)| "
	    "at machine epsilon");
	double pda, pdz;
	ak_attn_perm_diff(&pda, &pdz, PA, PZ, A, Z, perm, N, D);
	T_OK(pdz == pd && pda < 1e-14,
	    "perm_diff: the same output distance, weights equivariant too");

	/* perm_diff by hand: n = 2, perm = (1 0) */
	{
		size_t sw[2] = { 1, 0 };
		double A2[4] = { .3, .7, .6, .4 }, Z2[4] = { 1, 2, 3, 4 };
		double Ap2[4] = { .4, .6, .7, .3 }, Zp2[4] = { 3, 4, 1, 2 };
		ak_attn_perm_diff(&pda, &pdz, Ap2, Zp2, A2, Z2, sw, 2, 2);
		T_OK(pda == 0 && pdz == 0, "perm_diff: exact P A Pᵀ, P Z give 0");
		Ap2[1] = .85;	/* want A2[1][0] = .6 */
		Zp2[3] = 2.5;
		ak_attn_perm_diff(&pda, &pdz, Ap2, Zp2, A2, Z2, sw, 2, 2);
		T_NEAR(pda, .25, 1e-15, "perm_diff: weight error 0.25");
		T_NEAR(pdz, .5, 0, "perm_diff: output error 0.5");
	}

	/* masks: padding and the table */
	unsigned char P[16];
	ak_mask_all(P, 4, 4);
	ak_mask_padding(P, 2, 4);
	T_OK(P[0] && P[1] && !P[2] && !P[3] && !P[8] && !P[15],
	    "padding mask: keys ≥ len and rows ≥ len masked");
	double S4[4] = { 1, 2, 3, 4 };
	ak_mask_additive(S4, P, -1e9, 1, 4);
	T_OK(S4[0] == 1 && S4[2] == 3 - 1e9, "additive mask: s + M");

	/* float16: -1e9 overflows; a fully masked row gives NaN naively */
	unsigned char none[3] = { 0, 0, 0 }, some[3] = { 1, 0, 1 };
	double s3[3] = { 1, 2, 3 }, h3[3];
	int f = ak_mask_half_row(h3, s3, none, -1e9, 3);
	T_OK((f & AK_HALF_MV_OVERFLOW) && (f & AK_HALF_NAN),
	    "float16: -1e9 overflows, fully masked row NaN");
	f = ak_mask_half_row(h3, s3, some, -1e9, 3);
	T_OK(!(f & AK_HALF_NAN) && h3[1] == 0, "float16: partial mask fine");
	f = ak_mask_half_row(h3, s3, none, -1e4, 3);
	T_OK(!(f & AK_HALF_NAN) && !(f & AK_HALF_MV_OVERFLOW),
	    "float16: -1e4 fits, no NaN (row becomes uniform-ish)");
	T_OK(isinf(ak_half_round(1e5)) && ak_half_round(65504) == 65504,
	    "float16 range ends at 65504");

	/* heads: 4d² parameters, permutation of heads with W_O blocks */
	ak_mha m, pm;
	ak_err e;
	T_OK(ak_mha_init(&m, 6, 4, &e) == -1, "d = 6 not divisible by H = 4");
	T_OK(ak_mha_init(&m, 6, 0, &e) == -1, "H = 0 refused");
	T_OK(ak_mha_init(&m, D, 3, &e) == 0, "mha init");
	T_OK(ak_mha_params(&m) == 4 * D * D, "params = 4d²");
	ak_mha_random(&m, &rng);
	ak_mha_init(&pm, D, 3, &e);
	size_t hp[3] = { 2, 0, 1 };
	ak_mha_permute(&pm, &m, hp);
	double HA[3 * N * N], HB[3 * N * N], O1[N * D], O2[N * D];
	T_OK(ak_mha_forward(&m, HA, O1, X, NULL, 1, N, &e) == 0 &&
	    ak_mha_forward(&pm, HB, O2, X, NULL, 1, N, &e) == 0,
	    "mha forward of both");
	T_OK(maxdiff(O1, O2, N * D) < 1e-14,
	    "heads permuted with W_O blocks: same MHA");
	/* and the heads did move: the maps differ from head to head, and
	 * head k of the permuted block is head hp[k] of the original (a
	 * permute that copied would pass the check above, not these) */
	T_OK(maxdiff(HA, HA + N * N, N * N) > 1e-6 &&
	    maxdiff(HA + N * N, HA + 2 * N * N, N * N) > 1e-6,
	    "random heads have different maps");
	T_OK(maxdiff(HB, HA + 2 * N * N, N * N) < 1e-14 &&
	    maxdiff(HB + N * N, HA, N * N) < 1e-14 &&
	    maxdiff(HB + 2 * N * N, HA + N * N, N * N) < 1e-14,
	    "permuted head k has the map of head hp[k]");
	ak_mha_free(&m);
	ak_mha_free(&pm);

	/* the lesson's head A: mean previous-token weight 0.911 */
	ak_head_prev_scores(S, 3, N);
	ak_attn_weights(A, S, NULL, N, N);
	T_NEAR(r3(ak_head_prev_mean(A, N)), 0.911, 1e-12,
	    "head A: mean previous-token weight 0.911");
	ak_head_content_scores(S, M, X, N, D);
	T_OK(!M[0] && M[1] && !M[N + 1], "head B: diagonal masked");

	/* positions: 32.00, 30.92, 22.41 at d = 64; rotation identity */
	T_NEAR(round(ak_pe_dot(64, 3, 0) * 100) / 100, 32.00, 1e-9,
	    "PE dot shift 0 = 32.00");
	T_NEAR(round(ak_pe_dot(64, 3, 1) * 100) / 100, 30.92, 1e-9,
	    "PE dot shift 1 = 30.92");
	T_NEAR(round(ak_pe_dot(64, 3, 8) * 100) / 100, 22.41, 1e-9,
	    "PE dot shift 8 = 22.41");
	T_NEAR(ak_pe_dot(64, 3, 8), ak_pe_dot(64, 40, 8), 1e-12,
	    "PE dot depends on the shift only");
	double pairs;
	T_OK(ak_pe_rotation_error(64, 5, 8, &pairs) < 1e-12 && pairs < 1e-12,
	    "PE_{p+Δ} = R_Δ PE_p (max error < 1e-12)");
	/* an odd d: the lone last sin has no partner, R_Δ leaves it, and
	   the identity fails there by |sin((p+Δ)ω_k) − sin(p ω_k)| */
	T_NEAR(ak_pe_rotation_error(1, 0, 1, &pairs), sin(1.0), 1e-15,
	    "d = 1, p = 0, Δ = 1: the error |sin 1 − sin 0|");
	double w3 = pow(10000.0, -6.0 / 7.0);	/* ω_3 at d = 7 */
	T_NEAR(ak_pe_rotation_error(7, 5, 8, &pairs), fabs(sin(13 * w3) -
	    sin(5 * w3)), 1e-12, "d = 7: the lone coordinate's error");
	T_OK(pairs < 1e-12, "d = 7: its three pairs hold the identity");
	T_NEAR(ak_pe_rotation_error(7, 5, 0, &pairs), 0, 0,
	    "d = 7, Δ = 0: no error (exactly at the rule: R_0 = I)");

	/* token sequences: in-vocabulary, once, in order */
	char words[] = "free  call xyz free\tland";
	char *wv[8];
	size_t nw = ak_split_ws(words, NULL, 0);
	T_OK(nw == 5 && strcmp(words, "free  call xyz free\tland") == 0,
	    "split_ws counts without changing the text");
	ak_split_ws(words, wv, 8);
	T_STR(wv[4], "land", "split_ws: fifth word");

	/* ak_tokseq_build on the fixture (run from the top directory) */
	ak_table emb;
	if (ak_table_read(&emb, "tests/data/map-emb.tsv", 1, &e) == 0) {
		char buf[] = "free zzz call free land call";
		char *w6[6];
		ak_tokseq sq;
		ak_split_ws(buf, w6, 6);
		T_OK(ak_tokseq_build(&sq, &emb, w6, 6, 1, 0, "t", &e) == 0 &&
		    sq.n == 3 && sq.ndrop == 1, "tokseq: 3 kept once, 1 dropped");
		T_STR(sq.n == 3 ? sq.tok[2] : "", "land", "tokseq: first-appearance order");
		T_STR(sq.dropped, "zzz", "tokseq: the dropped word is named");
		ak_tokseq_free(&sq);
		T_OK(ak_tokseq_build(&sq, &emb, w6, 6, 0, 0, "t", &e) == 0 &&
		    sq.n == 5, "tokseq: without dedupe 5 kept");
		double Xe[6 * 4];
		ak_tokseq_append(&sq, "noise", &e);
		ak_tokseq_embed(Xe, &sq, &emb);
		T_OK(Xe[0] == 1.0 && sq.row[5] == (size_t)-1,
		    "tokseq: embed rows, appended token is a zero vector");
		ak_tokseq_free(&sq);
		T_OK(ak_tokseq_build(&sq, &emb, w6, 6, 1, 1, "t", &e) == -1 &&
		    strstr(e.msg, "unknown word 'zzz'") != NULL,
		    "tokseq: strict refuses an unknown word");
		ak_table_free(&emb);
	} else {
		T_OK(0, "tests/data/map-emb.tsv readable (run from the top)");
	}

	/* scaling experiment, statistically (4000 trials × 8 keys): the
	   sample variance of q·k has relative standard error ≈ √((κ−1)/N),
	   κ = 3 + 6/d_k ≤ 4.5, N = 32000 ⇒ ≤ 0.011; 0.05 is > 4 σ. */
	ak_scaling_row row;
	ak_rng_seed(&rng, 760);
	ak_scaling_run(&row, &rng, 64, 8, 4000, &e);
	T_NEAR(row.var / 64, 1.0, 0.05, "Var(q·k)/d_k ≈ 1 at d_k = 64");
	T_NEAR(row.max_scaled, 0.360, 0.02, "scaled max weight ≈ 0.360");
	T_NEAR(row.ent_scaled, 1.729, 0.04, "scaled entropy ≈ 1.729");
	/* one dot product: no sample variance (it was 0); two: one */
	ak_scaling_run(&row, &rng, 4, 1, 1, &e);
	T_OK(isnan(row.var), "one dot product: the variance is NaN (undefined)");
	ak_scaling_run(&row, &rng, 4, 2, 1, &e);
	T_OK(isfinite(row.var) && row.var >= 0, "two dot products: a variance");
	return t_done();
}
