/*
 * Randomized property tests of lib/embed/svd: ak_svd_top, ak_svd_top_sym and
 * ak_svd_top_gram on many small matrices of every awkward kind — zero
 * rows and columns, rank below k, repeated singular values, the zero
 * matrix, extreme scales — held to the identities that define a truncated
 * SVD:
 *
 *   S_1 >= ... >= S_k >= 0 equal to the k largest singular values of A
 *   (oracle: LAPACKE_dgesvd, values only — another algorithm), UᵀU = I,
 *   V Vᵀ = I, A v_j = S_j u_j, Aᵀ u_j = S_j v_j, the sign rule,
 *
 * and nothing written outside the output arrays (guard words after each).
 * A k above the rank was the case where LAPACK's dgesvdx (RANGE 'I') wrote
 * past its singular-value array.  Usage: test_svd [CASES [SCALE]]: CASES
 * per function (default 300), extreme scales 1e±SCALE (default 100).  The
 * e2e script svd-memcheck.sh runs a few under valgrind with SCALE 20:
 * valgrind computes x87 long doubles as doubles, and OpenBLAS's dnrm2
 * kernel needs their range to square 1e100 without overflow.
 */
#include <lapacke.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ppmi.h"
#include "rng.h"
#include "svd.h"
#include "t.h"

#define MAXD 12
#define GUARD 8
#define CANARY 12345.678

enum { K_GAUSS, K_COUNTS, K_LOWRANK, K_PERM, K_DUPCOL, K_SCALED, K_ZERO,
	K_NKINDS };
static double big = 1e100;
static const char *kname[] = { "gaussian", "sparse counts", "low rank",
	"scaled partial permutation", "duplicated columns", "scaled 1e±SCALE",
	"zero" };

/* A (m×n): one matrix of the given kind */
static void
gen(double *A, size_t m, size_t n, int kind, ak_rng *r)
{
	size_t mn = m < n ? m : n;

	memset(A, 0, m * n * sizeof(double));
	switch (kind) {
	case K_GAUSS:
	case K_SCALED: {
		double sc = kind == K_GAUSS ? 1 :
		    ak_rng_below(r, 2) ? big : 1 / big;
		for (size_t i = 0; i < m * n; i++)
			A[i] = sc * ak_rng_normal(r);
		break;
	}
	case K_COUNTS:
		for (size_t i = 0; i < m * n; i++)
			if (ak_rng_uniform(r) < 0.3)
				A[i] = (double)(1 + ak_rng_below(r, 5));
		/* a zero row and a zero column, sometimes */
		if (ak_rng_below(r, 2))
			memset(A + ak_rng_below(r, m) * n, 0,
			    n * sizeof(double));
		if (ak_rng_below(r, 2)) {
			size_t c = ak_rng_below(r, n);
			for (size_t i = 0; i < m; i++)
				A[i * n + c] = 0;
		}
		break;
	case K_LOWRANK: {
		size_t rk = ak_rng_below(r, mn);	/* 0 .. mn-1 */
		for (size_t t = 0; t < rk; t++) {
			double x[MAXD], y[MAXD];
			for (size_t i = 0; i < m; i++)
				x[i] = ak_rng_normal(r);
			for (size_t j = 0; j < n; j++)
				y[j] = ak_rng_normal(r);
			for (size_t i = 0; i < m; i++)
				for (size_t j = 0; j < n; j++)
					A[i * n + j] += x[i] * y[j];
		}
		break;
	}
	case K_PERM: {	/* singular values: c, repeated, and zeros */
		size_t cols[MAXD], c = 0;
		double v = (double)(1 + ak_rng_below(r, 3));
		for (size_t j = 0; j < n; j++)
			cols[j] = j;
		ak_rng_shuffle(r, cols, n);
		for (size_t i = 0; i < m && c < n; i++)
			if (ak_rng_below(r, 4))
				A[i * n + cols[c++]] = ak_rng_below(r, 2) ? v : -v;
		break;
	}
	case K_DUPCOL:
		for (size_t i = 0; i < m * n; i++)
			A[i] = ak_rng_normal(r);
		for (size_t j = 1; j < n; j++)
			if (ak_rng_below(r, 2)) {
				size_t s = ak_rng_below(r, j);
				for (size_t i = 0; i < m; i++)
					A[i * n + j] = A[i * n + s];
			}
		break;
	case K_ZERO:
		break;
	}
}

/* all min(m, n) singular values of A, descending, by another algorithm */
static int
oracle(double *S, const double *A, size_t m, size_t n)
{
	double a[MAXD * MAXD], superb[MAXD];

	memcpy(a, A, m * n * sizeof(double));
	return LAPACKE_dgesvd(LAPACK_ROW_MAJOR, 'N', 'N', (lapack_int)m,
	    (lapack_int)n, a, (lapack_int)n, S, NULL, 1, NULL, 1, superb);
}

static double *
guarded(size_t n)
{
	double *p = malloc((n + GUARD) * sizeof(double));

	for (size_t i = 0; i < n + GUARD; i++)
		p[i] = CANARY;
	return p;
}

static int
intact(const double *p, size_t n)
{
	for (size_t i = n; i < n + GUARD; i++)
		if (p[i] != CANARY)
			return 0;
	return 1;
}

/*
 * What is wrong with (U, S, VT) as the top k triplets of A (m×n), or NULL.
 * VT may be NULL (gram).  tol: relative to max(S_1, tiny); the values'
 * tolerance stol likewise (looser for the Gram path, which squares).
 */
static const char *
check(const double *U, const double *S, const double *VT, const double *A,
    const double *Sref, size_t m, size_t n, size_t k, double tol,
    double stol)
{
	double sc = Sref[0] > 0 ? Sref[0] : 1;

	for (size_t j = 0; j < k; j++) {
		if (!(S[j] >= 0) || (j > 0 && S[j] > S[j - 1]))
			return "S not non-negative and descending";
		if (fabs(S[j] - Sref[j]) > stol * sc)
			return "S differs from the oracle's singular values";
	}
	for (size_t a = 0; a < k; a++)
		for (size_t b = 0; b <= a; b++) {
			double uu = 0, vv = 0;
			for (size_t i = 0; i < m; i++)
				uu += U[i * k + a] * U[i * k + b];
			if (fabs(uu - (a == b)) > tol)
				return "U's columns not orthonormal";
			if (VT == NULL)
				continue;
			for (size_t i = 0; i < n; i++)
				vv += VT[a * n + i] * VT[b * n + i];
			if (fabs(vv - (a == b)) > tol)
				return "V's columns not orthonormal";
		}
	for (size_t j = 0; j < k; j++) {
		size_t best = 0;
		for (size_t i = 1; i < m; i++)
			if (fabs(U[i * k + j]) > fabs(U[best * k + j]))
				best = i;
		if (U[best * k + j] < 0)
			return "sign rule: largest |u_ij| negative";
		/* ‖Aᵀu_j‖ = S_j; with V: Aᵀu_j = S_j v_j and A v_j = S_j u_j */
		double nn = 0;
		for (size_t c = 0; c < n; c++) {
			double x = 0;
			for (size_t i = 0; i < m; i++)
				x += A[i * n + c] * U[i * k + j];
			x /= sc;
			nn += x * x;
			if (VT != NULL &&
			    fabs(x - S[j] / sc * VT[j * n + c]) > tol)
				return "Aᵀ u_j != S_j v_j";
		}
		if (fabs(sqrt(nn) - S[j] / sc) > stol)
			return "‖Aᵀ u_j‖ != S_j";
		if (VT == NULL)
			continue;
		for (size_t i = 0; i < m; i++) {
			double x = 0;
			for (size_t c = 0; c < n; c++)
				x += A[i * n + c] * VT[j * n + c];
			if (fabs(x / sc - S[j] / sc * U[i * k + j]) > tol)
				return "A v_j != S_j u_j";
		}
	}
	return NULL;
}

enum { F_TOP, F_SYM, F_GRAM, F_N };
static const char *fname[] = { "ak_svd_top", "ak_svd_top_sym",
	"ak_svd_top_gram" };

/* one case of function f; a failure's description goes to why */
static int
one_case(int f, ak_rng *r, char *why, size_t nwhy)
{
	double A[MAXD * MAXD], B[MAXD * MAXD], Sref[MAXD];
	size_t m = 1 + ak_rng_below(r, MAXD), n = 1 + ak_rng_below(r, MAXD);
	int kind = (int)ak_rng_below(r, K_NKINDS), sym = 0;
	const char *bad = NULL;
	ak_err e;

	if (f == F_SYM) {	/* square and symmetric */
		n = m;
		gen(B, n, n, kind, r);
		sym = (int)ak_rng_below(r, 3);
		for (size_t i = 0; i < n; i++)
			for (size_t j = 0; j < n; j++) {
				double s = 0;
				if (sym == 0)		/* (B + Bᵀ)/2 */
					s = (B[i * n + j] + B[j * n + i]) / 2;
				else if (sym == 1)	/* B Bᵀ: PSD */
					for (size_t t = 0; t < n; t++)
						s += B[i * n + t] * B[j * n + t];
				else			/* counts: B + Bᵀ, then PPMI */
					s = fabs(B[i * n + j]) + fabs(B[j * n + i]);
				A[i * n + j] = s;
			}
		if (sym == 2 && ak_ppmi(A, A, n, n, 1, 1 + (double)
		    ak_rng_below(r, 2), &e) != 0)
			return snprintf(why, nwhy, "ak_ppmi: %.200s", e.msg), 0;
		/* exact symmetry (the products above may round unevenly) */
		for (size_t i = 0; i < n; i++)
			for (size_t j = 0; j < i; j++)
				A[j * n + i] = A[i * n + j];
	} else {
		if (f == F_GRAM && n < m) {	/* the Gram path: n >= m */
			size_t t = m;
			m = n;
			n = t;
		}
		gen(A, m, n, kind, r);
	}
	size_t mn = m < n ? m : n;
	/* half the cases ask for every singular value: k above the rank */
	size_t k = ak_rng_below(r, 2) ? mn : 1 + ak_rng_below(r, mn);
	double *U = guarded(m * k), *S = guarded(k), *VT = guarded(k * n);
	int rc;

	if (oracle(Sref, A, m, n) != 0) {
		snprintf(why, nwhy, "oracle dgesvd failed");
		free(U), free(S), free(VT);
		return 0;
	}
	if (f == F_TOP)
		rc = ak_svd_top(U, S, VT, A, m, n, k, &e);
	else if (f == F_SYM)
		rc = ak_svd_top_sym(U, S, VT, A, n, k, &e);
	else
		rc = ak_svd_top_gram(U, S, A, m, n, k, &e);
	if (rc != 0)
		bad = e.msg;
	else if (!intact(U, m * k) || !intact(S, k) ||
	    (f != F_GRAM && !intact(VT, k * n)))
		bad = "wrote past an output array";
	else
		bad = check(U, S, f == F_GRAM ? NULL : VT, A, Sref, m, n, k,
		    1e-9, f == F_GRAM ? 1e-7 : 1e-10);
	if (bad != NULL)
		snprintf(why, nwhy, "%s, k = %zu of a %zu×%zu %s%s matrix: %.200s",
		    fname[f], k, m, n, kname[kind], f != F_SYM ? "" :
		    sym == 0 ? " (B+Bᵀ)/2" : sym == 1 ? " BBᵀ" : " PPMI", bad);
	free(U);
	free(S);
	free(VT);
	return bad == NULL;
}

int
main(int argc, char **argv)
{
	long cases = argc > 1 ? strtol(argv[1], NULL, 10) : 300;
	ak_rng r;

	if (argc > 2)
		big = pow(10, strtod(argv[2], NULL));
	ak_rng_seed(&r, 20261201);
	for (int f = 0; f < F_N; f++) {
		char why[600] = "", name[200];
		long nbad = 0;

		for (long c = 0; c < cases; c++) {
			char w[400];
			if (!one_case(f, &r, w, sizeof w) && nbad++ == 0)
				snprintf(why, sizeof why, "%s", w);
		}
		snprintf(name, sizeof name, "%s: %ld random matrices (zero "
		    "rows/columns, k above the rank, repeated values): all "
		    "identities hold", fname[f], cases);
		snprintf(why + strlen(why), sizeof why - strlen(why),
		    " (%ld of %ld cases failed)", nbad, cases);
		t_check(nbad == 0, __FILE__, __LINE__, name, why);
	}

	/* the sizes are checked: k = 0 and k > min(m, n) are errors */
	double A[6] = { 1, 2, 3, 4, 5, 6 }, U[6], S[3], VT[9];
	ak_err e;
	T_OK(ak_svd_top(U, S, VT, A, 2, 3, 0, &e) == -1, "k = 0 refused");
	T_OK(ak_svd_top(U, S, VT, A, 2, 3, 3, &e) == -1,
	    "k = 3 > min(2, 3) refused");
	T_OK(ak_svd_top_sym(U, S, VT, A, 2, 3, &e) == -1, "sym: k > n refused");

	/* a case by hand: diag(3, 0) with a zero column, k = 2 > rank 1 */
	double D[6] = { 0, 3, 0, 0, 0, 0 }, U2[4], S2[2], V2[6];
	T_OK(ak_svd_top(U2, S2, V2, D, 2, 3, 2, &e) == 0 && S2[0] == 3 &&
	    S2[1] == 0 && U2[0] == 1 && V2[1] == 1,
	    "[[0 3 0] [0 0 0]]: S = (3, 0), u_1 = e_1, v_1 = e_2");
	return t_done();
}
