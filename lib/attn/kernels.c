/*
 * kernels.c — attention kernels (see kernels.h for shapes and sources).
 *
 * The row work (max, exp, sum, scale) is kernels-row.c's: 4 lanes (SSE2
 * on x86-64, NEON elsewhere — any target) and, where ak_isa_get() is AVX2
 * or better, its 8-lane AVX2 kernels (the AVX-512 path too: its row sums
 * stay the 8-lane ones they have always been).  The products of the naive
 * kernel run on the BLAS or on pack.c's micro-kernels; the threads are
 * lib/base/par's.
 */
#include <cblas.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kernels.h"
#include "isa.h"
#include "kernels-int.h"
#include "mem.h"
#include "pack.h"
#include "par.h"
#include "softmax.h"

/* address space per thread: OpenBLAS's buffer (BUFFER_SIZE, 128 MiB on
   x86-64) and a malloc arena (64 MiB); a pthread stack (8 MiB) */
#define AK_BLAS_THREAD_AS (192.0 * 1048576)
#define AK_THREAD_STACK_AS (8.0 * 1048576)
#define NAIVE_BQ 1024	/* most rows of S per block */

#if defined(__x86_64__) && defined(__GNUC__)
#define AK_HAVE_AVX2_PATH 1
#endif

/* 1 when the 8-lane AVX2 row kernels run: the CPU has them and no
   lesser path is forced (isa.h) */
static int
use_avx2(void)
{
#ifdef AK_HAVE_AVX2_PATH
	return ak_isa_get() >= AK_ISA_AVX2;
#else
	return 0;
#endif
}

static int kern_threads;	/* 0: OpenBLAS's count */

void
ak_kern_set_threads(int t)
{
	kern_threads = t > 0 ? t : 0;
}

int
ak_kern_threads(void)
{
	return kern_threads > 0 ? kern_threads : openblas_get_num_threads();
}

/* OpenBLAS's MAX_THREADS from its configuration string, or 0 */
static int
blas_max_threads(void)
{
	const char *s = strstr(openblas_get_config(), "MAX_THREADS=");

	return s != NULL ? atoi(s + strlen("MAX_THREADS=")) : 0;
}

int
ak_kern_use_threads(int t, const char *what, ak_err *e)
{
	int have = openblas_get_num_threads(), max = blas_max_threads();
	double room = ak_mem_as_room();

	if (max > 0 && t > max)
		return ak_erru(e, "%s: OpenBLAS runs at most %d threads, not %d",
		    what, max, t);
	/* each thread OpenBLAS adds maps its buffer and a malloc arena, and
	   retries forever when it cannot (then exit hangs joining it) */
	double add = t > have ? t - have : 0;
	if (room >= 0 && add * AK_BLAS_THREAD_AS + t * AK_THREAD_STACK_AS >
	    0.8 * room) {
		double fit = (0.8 * room + have * AK_BLAS_THREAD_AS) /
		    (AK_BLAS_THREAD_AS + AK_THREAD_STACK_AS);
		ak_errf(e, "%s %d: each thread reserves about %.0f MiB of "
		    "address space; the limit (%s) leaves room for %d",
		    what, t, (AK_BLAS_THREAD_AS + AK_THREAD_STACK_AS) / 1048576,
		    ak_mem_limit_name(), fit < 1 ? 1 : (int)fit);
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	openblas_set_num_threads(t);
	if (openblas_get_num_threads() != t)
		return ak_erru(e, "%s: OpenBLAS runs at most %d threads, not %d",
		    what, openblas_get_num_threads(), t);
	ak_kern_set_threads(t);
	return 0;
}

#ifdef AK_HAVE_AVX2_PATH
#define DISPATCH(f, ...) (use_avx2() ? ak_##f##_avx2(__VA_ARGS__) : \
    ak_##f##_v4(__VA_ARGS__))
#else
#define DISPATCH(f, ...) ak_##f##_v4(__VA_ARGS__)
#endif

static float
row_max(const float *a, size_t n)
{
	return DISPATCH(row_max, a, n);
}

static float
row_exp_sum(float *a, size_t n, float mx)
{
	return DISPATCH(row_exp_sum, a, n, mx);
}

static void
row_scale(float *a, size_t n, float c)
{
	DISPATCH(row_scale, a, n, c);
}

float
ak_kern_softmax_row(float *a, size_t n)
{
	float mx = row_max(a, n);

	if (mx == -INFINITY) {
		memset(a, 0, n * sizeof(float));
		return 0;
	}
	if (mx == INFINITY) {	/* overflowed scores: ak_softmaxf's rule */
		ak_softmaxf(a, a, NULL, n);
		return 1;
	}
	float sum = row_exp_sum(a, n, mx);
	row_scale(a, n, 1 / sum);
	return sum;
}

/* ---------------------------------------------------------------- */

int
ak_kern_check_sizes_(size_t m, size_t n, size_t d, ak_err *e)
{
	if (m == 0)
		return ak_errf(e, "m = 0: no queries to attend from");
	if (n == 0)
		return ak_errf(e, "n = 0: no keys to attend to");
	if (d == 0)
		return ak_errf(e, "d = 0: empty head dimension");
	if (m > INT_MAX || n > INT_MAX || d > INT_MAX)
		return ak_errf(e, "sizes m = %zu, n = %zu, d = %zu exceed "
		    "the BLAS limit %d", m, n, d, INT_MAX);
	return 0;
}

static float *
falloc(size_t k, ak_err *e)	/* uninitialised floats, overflow-checked */
{
	float *p;

	if (k > SIZE_MAX / sizeof(float) || (p = malloc(k * sizeof(float)))
	    == NULL) {
		ak_errf(e, "out of memory (%zu floats)", k);
		return NULL;
	}
	return p;
}

#define qpos ak_kern_qpos_
#define hide ak_kern_hide_

/*
 * Exponentiate one score row in place without normalising; returns the
 * factor 1/Σ that normalises it (0 for a row that sees nothing).
 */
static float
row_exp_unnorm(float *row, size_t vis, size_t n)
{
	float mx = row_max(row, vis), inv = 0;

	if (mx == INFINITY) {		/* overflowed scores: ak_softmaxf */
		ak_softmaxf(row, row, NULL, vis);
		inv = 1;
	} else if (mx != -INFINITY) {
		inv = 1 / row_exp_sum(row, vis, mx);
	} else {
		vis = 0;
	}
	memset(row + vis, 0, (n - vis) * sizeof(float));
	return inv;
}

/*
 * Parallel rows.  Query blocks are independent, so with T > 1 OpenBLAS
 * threads the blocks are dealt round-robin to T threads of our own, each
 * running single-threaded sgemm (OpenBLAS's advice for threaded callers):
 * no synchronisation inside a block, and a causal mask's growing rows are
 * shared evenly.  OpenBLAS's thread count is restored afterwards.
 */
typedef struct part {
	void (*fn)(struct part *);
	const ak_pack *pk;	/* naive: K, V packed for our products */
	float *Z, *S;		/* output; naive's map or streaming's tile */
	const float *Q, *K, *V;
	const ak_attn_mask *mk;
	size_t first, stride, block;	/* blocks first, first + stride, ... */
	size_t m, n, d;
} part;

#define PAR_MAX 16			/* threads at most */
#define PAR_MIN_WORK (1u << 20)		/* scores (m·n) worth threads */

static void
part_run(void *p, size_t t, size_t T)
{
	(void)T;
	((part *)p)[t].fn(&((part *)p)[t]);
}

/* the number of threads for m×n scores, in blocks of 256 rows or more */
static size_t
par_threads(size_t m, size_t n)
{
	int t = ak_kern_threads();
	size_t blocks = (m + 255) / 256;

	if (t <= 1 || blocks < 2 || (double)m * (double)n < PAR_MIN_WORK)
		return 1;
	t = t > PAR_MAX ? PAR_MAX : t;
	return (size_t)t < blocks ? (size_t)t : blocks;
}

/* run pt[0..T) on the pool (a part no thread takes runs here) */
static void
par_run(part *pt, size_t T)
{
	int saved;

	if (T == 1) {
		pt[0].fn(&pt[0]);
		return;
	}
	saved = openblas_get_num_threads();
	openblas_set_num_threads(1);
	ak_par_run(T, part_run, pt);
	openblas_set_num_threads(saved);
}

/* naive on the blocks of one part */
static void
naive_part(part *p)
{
	size_t m = p->m, n = p->n, d = p->d;
	float inv[NAIVE_BQ], *scratch = NULL;

	if (p->pk != NULL)	/* without scratch, this part takes the BLAS */
		scratch = ak_pack_alloc(ak_pack_scratch(p->pk));
	for (size_t i0 = p->first; i0 < m; i0 += p->stride) {
		size_t b = m - i0 < p->block ? m - i0 : p->block;
		float *Sb = p->S + i0 * n, *Zb = p->Z + i0 * d;

		if (scratch != NULL)
			ak_pack_scores(p->pk, Sb, n, p->Q + i0 * d, b,
			    scratch);
		else
			cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans,
			    (int)b, (int)n, (int)d, 1 / sqrtf((float)d),
			    p->Q + i0 * d, (int)d, p->K, (int)d, 0, Sb, (int)n);
		for (size_t r = 0; r < b; r++) {
			float *row = Sb + r * n;
			size_t vis = hide(row, n, 0, qpos(i0 + r, m, n), p->mk);
			inv[r] = row_exp_unnorm(row, vis, n);
		}
		if (scratch != NULL)
			ak_pack_outputs(p->pk, Zb, Sb, n, b, scratch);
		else
			cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans,
			    (int)b, (int)d, (int)n, 1, Sb, (int)n, p->V, (int)d,
			    0, Zb, (int)d);
		for (size_t r = 0; r < b; r++)
			row_scale(Zb + r * d, d, inv[r]);
	}
	free(scratch);
}

static ak_products naive_products = AK_PRODUCTS_AUTO;

void
ak_kern_set_naive_products(ak_products how)
{
	naive_products = how;
}

/* OpenBLAS's kernels for x86 cores without AVX: what it falls back to on
   a CPU it does not know ("Prescott" on AVX-512 Xeons) */
static const char *const generic_cores[] = { "Prescott", "Core2", "Penryn",
    "Dunnington", "Nehalem", "Atom", "Opteron", "Opteron_SSE3", "Barcelona",
    "Bobcat", "Nano", "Katmai", "Coppermine", "Northwood", "Banias" };

int
ak_kern_naive_ours(void)
{
	const char *core;

	if (naive_products != AK_PRODUCTS_AUTO)
		return naive_products == AK_PRODUCTS_OURS;
	if (ak_isa_get() < AK_ISA_AVX2)
		return 0;
	core = openblas_get_corename();
	for (size_t i = 0; i < sizeof generic_cores / sizeof *generic_cores;
	    i++)
		if (core != NULL && strcasecmp(core, generic_cores[i]) == 0)
			return 1;
	return 0;
}

int
ak_kern_naive(float *Z, float *S, const float *Q, const float *K,
    const float *V, const ak_attn_mask *mk, size_t m, size_t n, size_t d,
    ak_err *e)
{
	float *own = NULL;
	part pt[PAR_MAX];
	size_t bq, T;
	ak_pack pk, *ppk = NULL;

	if (ak_kern_check_sizes_(m, n, d, e) != 0)
		return -1;
	if (S == NULL && (S = own = falloc(m * n, e)) == NULL)
		return -1;
	if (ak_kern_naive_ours()) {
		if (ak_pack_init(&pk, K, V, n, d, e) != 0) {
			free(own);
			return -1;
		}
		ppk = &pk;
	}
	/* blocks of rows whose scores fit in 4 MiB (in cache for Z = S V),
	   but at least 256 rows: thinner products run slower in sgemm */
	bq = (4u << 20) / sizeof(float) / n;
	bq = bq < 256 ? 256 : bq > NAIVE_BQ ? NAIVE_BQ : bq;
	T = par_threads(m, n);
	if (T > 1 && bq * T > m)	/* keep every thread busy */
		bq = (m + T - 1) / T;
	for (size_t t = 0; t < T; t++)
		pt[t] = (part){ naive_part, ppk, Z, S, Q, K, V, mk, t * bq,
		    T * bq, bq, m, n, d };
	par_run(pt, T);
	if (ppk != NULL)
		ak_pack_free(ppk);
	free(own);
	return 0;
}

#define WIN_BQ 64

int
ak_kern_window(float *Z, const float *Q, const float *K, const float *V,
    const ak_attn_mask *mk, size_t w, size_t m, size_t n, size_t d,
    ak_err *e)
{
	int causal = mk != NULL && mk->causal;
	ptrdiff_t wr, N = (ptrdiff_t)n;
	size_t cap;
	float *S;

	if (ak_kern_check_sizes_(m, n, d, e) != 0)
		return -1;
	wr = w >= n ? N : (ptrdiff_t)w;	/* a radius ≥ n sees everything */
	cap = 2 * (size_t)wr + WIN_BQ;
	cap = cap < n ? cap : n;
	if ((S = falloc((size_t)WIN_BQ * cap, e)) == NULL)
		return -1;
	for (size_t i0 = 0; i0 < m; i0 += WIN_BQ) {
		size_t bq = m - i0 < WIN_BQ ? m - i0 : WIN_BQ;
		ptrdiff_t p0 = qpos(i0, m, n), p1 = p0 + (ptrdiff_t)bq - 1;
		ptrdiff_t lo = p0 - wr, hi = causal ? p1 : p1 + wr;

		lo = lo < 0 ? 0 : lo;
		hi = hi > N - 1 ? N - 1 : hi;
		if (hi < lo) {		/* the whole block sees nothing */
			memset(Z + i0 * d, 0, bq * d * sizeof(float));
			continue;
		}
		size_t width = (size_t)(hi - lo + 1);
		cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, (int)bq,
		    (int)width, (int)d, 1 / sqrtf((float)d), Q + i0 * d,
		    (int)d, K + (size_t)lo * d, (int)d, 0, S, (int)width);
		for (size_t r = 0; r < bq; r++) {
			float *row = S + r * width;
			ptrdiff_t p = p0 + (ptrdiff_t)r;
			ptrdiff_t a = p - wr, b = causal ? p : p + wr;

			for (ptrdiff_t c = 0; c < (ptrdiff_t)width; c++)
				if (lo + c < a || lo + c > b)
					row[c] = -INFINITY;
			if (mk != NULL && mk->kmask != NULL)
				for (size_t c = 0; c < width; c++)
					if (!mk->kmask[(size_t)lo + c])
						row[c] = -INFINITY;
			ak_kern_softmax_row(row, width);
		}
		cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)bq,
		    (int)d, (int)width, 1, S, (int)width, V + (size_t)lo * d,
		    (int)d, 0, Z + i0 * d, (int)d);
	}
	free(S);
	return 0;
}

/* φ(x) = elu(x) + 1 */
static float
phif(float x)
{
	return x > 0 ? x + 1 : expf(x);
}

static double
phi(double x)
{
	return x > 0 ? x + 1 : exp(x);
}

static int
key_on(const ak_attn_mask *mk, size_t j)
{
	return mk == NULL || mk->kmask == NULL || mk->kmask[j];
}

int
ak_kern_linear(float *Z, const float *Q, const float *K, const float *V,
    const ak_attn_mask *mk, size_t m, size_t n, size_t d, ak_err *e)
{
	float *KV, *ks, *fq, *fk;
	int causal = mk != NULL && mk->causal;

	if (ak_kern_check_sizes_(m, n, d, e) != 0)
		return -1;
	if ((KV = falloc(d * d + d, e)) == NULL)
		return -1;
	ks = KV + d * d;
	memset(KV, 0, (d * d + d) * sizeof(float));
	if (!causal) {
		/* KV = φ(K)ᵀ V, ks = φ(K)ᵀ 1;  Z = φ(Q) KV, row i / φ(q_i)·ks */
		if ((fk = falloc(n * d > m * d ? n * d : m * d, e)) == NULL) {
			free(KV);
			return -1;
		}
		for (size_t j = 0; j < n; j++)
			for (size_t c = 0; c < d; c++) {
				float f = key_on(mk, j) ? phif(K[j * d + c]) : 0;
				fk[j * d + c] = f;
				ks[c] += f;
			}
		cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, (int)d,
		    (int)d, (int)n, 1, fk, (int)d, V, (int)d, 0, KV, (int)d);
		fq = fk;	/* reuse: φ(Q) is m×d */
		for (size_t t = 0; t < m * d; t++)
			fq[t] = phif(Q[t]);
		cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)m,
		    (int)d, (int)d, 1, fq, (int)d, KV, (int)d, 0, Z, (int)d);
		for (size_t i = 0; i < m; i++) {
			float den = 0;
			for (size_t c = 0; c < d; c++)
				den += fq[i * d + c] * ks[c];
			if (den > 0)
				row_scale(Z + i * d, d, 1 / den);
			else
				memset(Z + i * d, 0, d * sizeof(float));
		}
		free(fk);
		free(KV);
		return 0;
	}
	/* causal: running KV and ks, key by key; query i answers at p_i */
	if ((fq = falloc(2 * d, e)) == NULL) {
		free(KV);
		return -1;
	}
	fk = fq + d;
	for (size_t i = 0; i < m && qpos(i, m, n) < 0; i++)
		memset(Z + i * d, 0, d * sizeof(float));
	for (size_t j = 0; j < n; j++) {
		if (key_on(mk, j)) {
			for (size_t c = 0; c < d; c++) {
				fk[c] = phif(K[j * d + c]);
				ks[c] += fk[c];
			}
			cblas_sger(CblasRowMajor, (int)d, (int)d, 1, fk, 1,
			    V + j * d, 1, KV, (int)d);
		}
		if (j + m < n)		/* no query sits at position j */
			continue;
		size_t i = j + m - n;
		float den = 0;
		for (size_t c = 0; c < d; c++) {
			fq[c] = phif(Q[i * d + c]);
			den += fq[c] * ks[c];
		}
		if (den > 0) {
			cblas_sgemv(CblasRowMajor, CblasTrans, (int)d, (int)d,
			    1 / den, KV, (int)d, fq, 1, 0, Z + i * d, 1);
		} else {
			memset(Z + i * d, 0, d * sizeof(float));
		}
	}
	free(fq);
	free(KV);
	return 0;
}

int
ak_kern_products(float *Z, float *S, const float *Q, const float *K,
    const float *V, size_t m, size_t n, size_t d, ak_err *e)
{
	if (ak_kern_check_sizes_(m, n, d, e) != 0)
		return -1;
	cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, (int)m, (int)n,
	    (int)d, 1 / sqrtf((float)d), Q, (int)d, K, (int)d, 0, S, (int)n);
	cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)m, (int)d,
	    (int)n, 1, S, (int)n, V, (int)d, 0, Z, (int)d);
	return 0;
}

/* ---------------------------------------------------------------- */

/* 1 if key j is visible to query position p (reference semantics) */
static int
visible(const ak_attn_mask *mk, size_t w, ptrdiff_t p, size_t j)
{
	ptrdiff_t dist = p - (ptrdiff_t)j;
	int causal = mk != NULL && mk->causal;

	if (!key_on(mk, j))
		return 0;
	if (causal && dist < 0)
		return 0;
	if (w != AK_NO_WINDOW && (dist > (ptrdiff_t)w || -dist > (ptrdiff_t)w))
		return 0;
	return 1;
}

int
ak_kern_ref(double *Z, const double *Q, const double *K, const double *V,
    const ak_attn_mask *mk, size_t w, size_t m, size_t n, size_t d,
    ak_err *e)
{
	double *s;
	unsigned char *vis;

	if (ak_kern_check_sizes_(m, n, d, e) != 0)
		return -1;
	if ((s = ak_alloc_n(n, sizeof(double), e)) == NULL)
		return -1;
	if ((vis = ak_alloc_n(n, 1, e)) == NULL) {
		free(s);
		return -1;
	}
	for (size_t i = 0; i < m; i++) {
		ptrdiff_t p = qpos(i, m, n);
		for (size_t j = 0; j < n; j++) {
			double dot = 0;
			for (size_t c = 0; c < d; c++)
				dot += Q[i * d + c] * K[j * d + c];
			s[j] = dot / sqrt((double)d);
			vis[j] = (unsigned char)visible(mk, w, p, j);
		}
		ak_softmax(s, s, vis, n);
		for (size_t c = 0; c < d; c++) {
			double z = 0;
			for (size_t j = 0; j < n; j++)
				z += s[j] * V[j * d + c];
			Z[i * d + c] = z;
		}
	}
	free(vis);
	free(s);
	return 0;
}

int
ak_kern_linear_ref(double *Z, const double *Q, const double *K,
    const double *V, const ak_attn_mask *mk, size_t m, size_t n, size_t d,
    ak_err *e)
{
	double *fk, *fq;

	if (ak_kern_check_sizes_(m, n, d, e) != 0)
		return -1;
	if ((fk = ak_alloc_n(n * d + d, sizeof(double), e)) == NULL)
		return -1;
	fq = fk + n * d;
	for (size_t t = 0; t < n * d; t++)
		fk[t] = phi(K[t]);
	for (size_t i = 0; i < m; i++) {
		ptrdiff_t p = qpos(i, m, n);
		double den = 0;

		for (size_t c = 0; c < d; c++) {
			fq[c] = phi(Q[i * d + c]);
			Z[i * d + c] = 0;
		}
		for (size_t j = 0; j < n; j++) {
			if (!visible(mk, AK_NO_WINDOW, p, j))
				continue;
			double sim = 0;
			for (size_t c = 0; c < d; c++)
				sim += fq[c] * fk[j * d + c];
			den += sim;
			for (size_t c = 0; c < d; c++)
				Z[i * d + c] += sim * V[j * d + c];
		}
		for (size_t c = 0; c < d; c++)
			Z[i * d + c] = den > 0 ? Z[i * d + c] / den : 0;
	}
	free(fk);
	return 0;
}

/* ---------------------------------------------------------------- */

size_t
ak_kern_generate_ws(size_t n, size_t d)
{
	return 4 * n * d + n * n;
}

int
ak_kern_generate(float *Z, float *ws, const float *X, const float *W,
    int cached, size_t n, size_t d, ak_err *e)
{
	ak_attn_mask causal = { 1, NULL };

	if (ak_kern_check_sizes_(n, n, d, e) != 0)
		return -1;
	float *Q = ws, *K = Q + n * d, *V = K + n * d, *Zt = V + n * d,
	    *S = Zt + n * d;
	for (size_t t = 0; t < n; t++) {
		size_t from = cached ? t : 0, rows = t + 1 - from;
		float *P[3] = { Q, K + from * d, V + from * d };

		for (int j = 0; j < 3; j++)
			cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans,
			    (int)rows, (int)d, (int)d, 1, X + from * d, (int)d,
			    W + (size_t)j * d * d, (int)d, 0, P[j], (int)d);
		if (cached) {
			if (ak_kern_naive(Z + t * d, S, Q, K, V, NULL, 1, t + 1,
			    d, e) != 0)
				return -1;
		} else {
			if (ak_kern_naive(Zt, S, Q, K, V, &causal, t + 1, t + 1,
			    d, e) != 0)
				return -1;
			memcpy(Z + t * d, Zt + t * d, d * sizeof(float));
		}
	}
	return 0;
}

void
ak_kern_mha_proj(float *Q, float *K, float *V, const float *X,
    const float *W, size_t n, size_t d)
{
	float *P[3] = { Q, K, V };

	for (int j = 0; j < 3; j++)
		cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)n,
		    (int)d, (int)d, 1, X, (int)d, W + (size_t)j * d * d,
		    (int)d, 0, P[j], (int)d);
}

size_t
ak_kern_mha_ws(size_t n, size_t d, size_t H)
{
	return H == 0 ? 0 : 4 * n * (d / H) + n * n;
}

int
ak_kern_mha_heads(float *C, float *ws, const float *Q, const float *K,
    const float *V, size_t H, size_t n, size_t d, ak_err *e)
{
	if (H == 0 || d % H != 0)
		return ak_errf(e, "H = %zu heads do not divide d = %zu", H, d);
	size_t dh = d / H;
	float *q = ws, *k = q + n * dh, *v = k + n * dh, *z = v + n * dh,
	    *S = z + n * dh;

	for (size_t h = 0; h < H; h++) {
		for (size_t i = 0; i < n; i++) {
			memcpy(q + i * dh, Q + i * d + h * dh, dh * sizeof(float));
			memcpy(k + i * dh, K + i * d + h * dh, dh * sizeof(float));
			memcpy(v + i * dh, V + i * d + h * dh, dh * sizeof(float));
		}
		if (ak_kern_naive(z, S, q, k, v, NULL, n, n, dh, e) != 0)
			return -1;
		for (size_t i = 0; i < n; i++)
			memcpy(C + i * d + h * dh, z + i * dh, dh * sizeof(float));
	}
	return 0;
}

void
ak_kern_mha_out(float *Y, const float *C, const float *Wo, size_t n,
    size_t d)
{
	cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)n, (int)d,
	    (int)d, 1, C, (int)d, Wo, (int)d, 0, Y, (int)d);
}

double
ak_kern_streaming_pairs(int causal, size_t m, size_t n)
{
	double pairs = 0;

	if (!causal)
		return (double)m * (double)n;
	/* each block runs over keys 0..kend (flash.c fl_part) */
	for (size_t i0 = 0; i0 < m; i0 += AK_KERN_STREAM_BQ) {
		size_t bq = m - i0 < AK_KERN_STREAM_BQ ? m - i0 :
		    AK_KERN_STREAM_BQ;
		ptrdiff_t pl = ak_kern_qpos_(i0 + bq - 1, m, n);
		size_t kend = pl < 0 ? 0 : (size_t)pl + 1 < n ? (size_t)pl + 1 :
		    n;
		pairs += (double)bq * (double)kend;
	}
	return pairs;
}

double
ak_kern_window_pairs(size_t w, int causal, size_t m, size_t n)
{
	ptrdiff_t wr = w >= n ? (ptrdiff_t)n : (ptrdiff_t)w, N = (ptrdiff_t)n;
	double pairs = 0;

	/* ak_kern_window's blocks: bq queries × the keys lo..hi */
	for (size_t i0 = 0; i0 < m; i0 += WIN_BQ) {
		size_t bq = m - i0 < WIN_BQ ? m - i0 : WIN_BQ;
		ptrdiff_t p0 = qpos(i0, m, n), p1 = p0 + (ptrdiff_t)bq - 1;
		ptrdiff_t lo = p0 - wr, hi = causal ? p1 : p1 + wr;

		lo = lo < 0 ? 0 : lo;
		hi = hi > N - 1 ? N - 1 : hi;
		pairs += hi >= lo ? (double)bq * (double)(hi - lo + 1) : 0;
	}
	return pairs;
}

double
ak_kern_flops(const char *impl, size_t w, int causal, size_t m, size_t n,
    size_t d)
{
	double dm = (double)m, dn = (double)n, dd = (double)d;

	if (strcmp(impl, "streaming") == 0)
		return 4 * dd * ak_kern_streaming_pairs(causal, m, n);
	if (strcmp(impl, "naive") == 0 || strcmp(impl, "sgemm") == 0)
		return 4 * dm * dn * dd;
	if (strcmp(impl, "linear") == 0)
		return 2 * dd * dd * (dm + dn);
	if (strcmp(impl, "window") == 0)
		return 4 * dd * ak_kern_window_pairs(w, causal, m, n);
	return 0;
}
