#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "csr-int.h"
#include "csr.h"
#include "isa.h"
#include "par.h"
#include "simd.h"

int
ak_coo_add(ak_coo *t, uint32_t row, uint32_t col, double val, ak_err *e)
{
	if (t->n == t->cap) {
		size_t nc = t->cap ? 2 * t->cap : 1024;
		uint32_t *r = realloc(t->row, nc * sizeof(uint32_t));
		if (r == NULL)
			return ak_errf(e, "out of memory (%zu entries)", nc);
		t->row = r;
		uint32_t *c = realloc(t->col, nc * sizeof(uint32_t));
		if (c == NULL)
			return ak_errf(e, "out of memory (%zu entries)", nc);
		t->col = c;
		double *v = realloc(t->val, nc * sizeof(double));
		if (v == NULL)
			return ak_errf(e, "out of memory (%zu entries)", nc);
		t->val = v;
		t->cap = nc;
	}
	t->row[t->n] = row;
	t->col[t->n] = col;
	t->val[t->n++] = val;
	return 0;
}

/* ak_coo_free: release (ak_csr_from_coo's input); the struct is zeroed */
static void
ak_coo_free(ak_coo *t)
{
	free(t->row);
	free(t->col);
	free(t->val);
	memset(t, 0, sizeof(*t));
}

void
ak_csr_free(ak_csr *A)
{
	free(A->ptr);
	free(A->col);
	free(A->val);
	free(A->units);
	free(A->fval);
	memset(A, 0, sizeof(*A));
}


int
ak_csr_from_coo(ak_csr *A, ak_coo *t, size_t m, size_t n, ak_err *e)
{
	size_t nnz = t->n;

	memset(A, 0, sizeof(*A));
	if ((A->ptr = ak_alloc_n(m + 1, sizeof(size_t), e)) == NULL ||
	    (A->col = ak_alloc_n(nnz, sizeof(uint32_t), e)) == NULL ||
	    (A->val = ak_alloc_n(nnz, sizeof(double), e)) == NULL) {
		ak_csr_free(A);
		ak_coo_free(t);
		return -1;
	}
	A->m = m;
	A->n = n;
	A->nnz = nnz;
	for (size_t i = 0; i < nnz; i++)
		A->ptr[t->row[i] + 1]++;
	for (size_t i = 0; i < m; i++)
		A->ptr[i + 1] += A->ptr[i];
	/* stable placement: ptr[r] walks forward, then is shifted back */
	for (size_t i = 0; i < nnz; i++) {
		size_t p = A->ptr[t->row[i]]++;
		A->col[p] = t->col[i];
		A->val[p] = t->val[i];
	}
	for (size_t i = m; i > 0; i--)
		A->ptr[i] = A->ptr[i - 1];
	A->ptr[0] = 0;
	ak_coo_free(t);
	return 0;
}

void
ak_csr_dense(double *X, const ak_csr *A)
{
	for (size_t i = 0; i < A->m; i++)
		for (size_t p = A->ptr[i]; p < A->ptr[i + 1]; p++)
			X[i * A->n + A->col[p]] = vget(A, p);
}

int
ak_csr_transpose(ak_csr *AT, const ak_csr *A, ak_err *e)
{
	size_t vb = vbytes(A);
	unsigned char *dst;
	const unsigned char *src = vbase(A);

	memset(AT, 0, sizeof(*AT));
	if ((AT->ptr = ak_alloc_n(A->n + 1, sizeof(size_t), e)) == NULL ||
	    (AT->col = ak_alloc_n(A->nnz, sizeof(uint32_t), e)) == NULL ||
	    (dst = ak_alloc_n(A->nnz, vb, e)) == NULL) {
		ak_csr_free(AT);
		return -1;
	}
	if (A->val)
		AT->val = (double *)(void *)dst;
	else if (A->units)
		AT->units = (uint32_t *)(void *)dst;
	else
		AT->fval = (float *)(void *)dst;
	AT->L = A->L;
	AT->m = A->n;
	AT->n = A->m;
	AT->nnz = A->nnz;
	for (size_t p = 0; p < A->nnz; p++)
		AT->ptr[A->col[p] + 1]++;
	for (size_t j = 0; j < A->n; j++)
		AT->ptr[j + 1] += AT->ptr[j];
	for (size_t i = 0; i < A->m; i++)
		for (size_t p = A->ptr[i]; p < A->ptr[i + 1]; p++) {
			size_t q = AT->ptr[A->col[p]]++;
			AT->col[q] = (uint32_t)i;
			memcpy(dst + q * vb, src + p * vb, vb);
		}
	for (size_t j = A->n; j > 0; j--)
		AT->ptr[j] = AT->ptr[j - 1];
	AT->ptr[0] = 0;
	return 0;
}

/* a row's entry: its column and where it was */
typedef struct colpos {
	uint32_t col;
	uint32_t pos;
} colpos;

/*
 * sort the n entries a by column, columns of `bytes` bytes: insertion
 * sort for short rows, else an LSD radix sort on 8-bit digits (the
 * passes where every entry has the same digit skipped) through tmp (n
 * entries); the sorted entries end in a or tmp: the one returned.
 * O(n) a pass; the columns are distinct, so stability does not matter
 * for the result, only for the radix passes' correctness.
 */
static colpos *
sort_colpos(colpos *a, colpos *tmp, size_t n, unsigned bytes)
{
	size_t cnt[4][256];

	if (n <= 48) {
		for (size_t i = 1; i < n; i++) {
			colpos x = a[i];
			size_t j = i;

			for (; j > 0 && a[j - 1].col > x.col; j--)
				a[j] = a[j - 1];
			a[j] = x;
		}
		return a;
	}
	memset(cnt, 0, sizeof cnt);
	for (size_t i = 0; i < n; i++)
		for (unsigned d = 0; d < bytes; d++)
			cnt[d][(a[i].col >> (8 * d)) & 255]++;
	for (unsigned d = 0; d < bytes; d++) {
		size_t sum = 0, *c = cnt[d];
		colpos *t;

		if (c[(a[0].col >> (8 * d)) & 255] == n)
			continue;
		for (size_t b = 0; b < 256; b++) {
			size_t k = c[b];

			c[b] = sum;
			sum += k;
		}
		for (size_t i = 0; i < n; i++)
			tmp[c[(a[i].col >> (8 * d)) & 255]++] = a[i];
		t = a;
		a = tmp;
		tmp = t;
	}
	return a;
}

int
ak_csr_sort_rows(ak_csr *A, ak_err *e)
{
	size_t vb = vbytes(A), longest = 0;
	unsigned char *v = vbase(A), *tmp;
	unsigned bytes = 1;
	colpos *cp;

	while (bytes < 4 && A->n > (size_t)1 << (8 * bytes))
		bytes++;
	for (size_t i = 0; i < A->m; i++)
		if (A->ptr[i + 1] - A->ptr[i] > longest)
			longest = A->ptr[i + 1] - A->ptr[i];
	/* the entries and the radix sort's copy, the values' copy */
	if ((cp = ak_alloc_n(2 * (longest + 1), sizeof(colpos), e)) == NULL)
		return -1;
	if ((tmp = ak_alloc_n(longest + 1, vb, e)) == NULL) {
		free(cp);
		return -1;
	}
	for (size_t i = 0; i < A->m; i++) {
		size_t lo = A->ptr[i], n = A->ptr[i + 1] - lo, sorted = 1;
		colpos *s;

		for (size_t j = 1; sorted && j < n; j++)
			sorted = A->col[lo + j - 1] < A->col[lo + j];
		if (sorted)
			continue;
		for (size_t j = 0; j < n; j++)
			cp[j] = (colpos){ A->col[lo + j], (uint32_t)j };
		s = sort_colpos(cp, cp + longest + 1, n, bytes);
		memcpy(tmp, v + lo * vb, n * vb);
		for (size_t j = 0; j < n; j++) {
			A->col[lo + j] = s[j].col;
			memcpy(v + (lo + j) * vb, tmp + (size_t)s[j].pos * vb,
			    vb);
		}
	}
	free(cp);
	free(tmp);
	return 0;
}

typedef struct mm_job {
	void *Y;
	const ak_csr *A;
	const void *val, *X;	/* float mm: A's values and X in float */
	size_t l, lo, hi;
} mm_job;

/*
 * 8 columns at a time in four 2-double vectors (GCC/Clang vector
 * extension, element-wise: each Y[i][c] is the same sequence of roundings
 * as the scalar loop), the last l mod 8 columns one by one
 */
/* Y[i][l8 .. l−1] of mm_rows: the last l mod 8 columns, one by one */
static void
mm_tail(double *y, const ak_csr *A, const double *X, size_t i, size_t l,
    size_t l8)
{
	memset(y + l8, 0, (l - l8) * sizeof(double));
	for (size_t p = A->ptr[i]; p < A->ptr[i + 1]; p++) {
		const double *x = X + (size_t)A->col[p] * l;
		double a = vget(A, p);

		for (size_t c = l8; c < l; c++)
			y[c] += a * x[c];
	}
}

static void *
mm_rows(void *arg)
{
	const mm_job *j = arg;
	const ak_csr *A = j->A;
	const double *X = j->X;
	size_t l = j->l, l8 = l / 8 * 8;

	for (size_t i = j->lo; i < j->hi; i++) {
		double *y = (double *)j->Y + i * l;

		for (size_t c0 = 0; c0 < l8; c0 += 8) {
			ak_v2d s0 = { 0 }, s1 = { 0 }, s2 = { 0 }, s3 = { 0 };

			for (size_t p = A->ptr[i]; p < A->ptr[i + 1]; p++) {
				const double *x = X + (size_t)A->col[p] * l + c0;
				double v = vget(A, p);
				ak_v2d a = { v, v };
				ak_v2d x0, x1, x2, x3;

				memcpy(&x0, x, 16);
				memcpy(&x1, x + 2, 16);
				memcpy(&x2, x + 4, 16);
				memcpy(&x3, x + 6, 16);
				s0 += a * x0;
				s1 += a * x1;
				s2 += a * x2;
				s3 += a * x3;
			}
			memcpy(y + c0, &s0, 16);
			memcpy(y + c0 + 2, &s1, 16);
			memcpy(y + c0 + 4, &s2, 16);
			memcpy(y + c0 + 6, &s3, 16);
		}
		if (l8 < l)
			mm_tail(y, A, X, i, l, l8);
	}
	return NULL;
}

#ifdef AK_SIMD_X86
#define AK_MM_AVX 1

/* the slice [off, off + bytes) of the row of X that the entry MM_AHEAD
 * entries after p (of a row ending at end) reads, fetched into the cache
 * before it is read: X's rows are scattered, and without it the product
 * waited on each one (1.25 times faster on 9.4 million entries over
 * 33,000 rows of 320 floats, one thread).  Always inlined: GCC counts a
 * prefetch as no side effect, and dropped the call of a function that
 * does nothing else */
#define MM_AHEAD 16
static inline __attribute__((always_inline)) void
mm_ahead(const ak_csr *A, size_t p, size_t end, const void *X,
    size_t rowbytes, size_t off, size_t bytes)
{
	if (p + MM_AHEAD < end) {
		const char *q = (const char *)X + (size_t)A->col[p + MM_AHEAD] *
		    rowbytes + off;

		for (size_t b = 0; b < bytes; b += 64)
			__builtin_prefetch(q + b);
	}
}

/* mm_rows in 4-double AVX vectors (no FMA: the same bits) */
AK_ATTR_AVX static void *
mm_rows_avx(void *arg)
{
	const mm_job *j = arg;
	const ak_csr *A = j->A;
	const double *X = j->X;
	size_t l = j->l, l8 = l / 8 * 8;

	for (size_t i = j->lo; i < j->hi; i++) {
		double *y = (double *)j->Y + i * l;
		size_t c0 = 0;

		/* 32 columns a pass (eight vectors in registers): the row's
		 * entries read fewer times; the same sums per column */
		for (; c0 + 32 <= l8; c0 += 32) {
			ak_v4d s0 = { 0 }, s1 = { 0 }, s2 = { 0 }, s3 = { 0 };
			ak_v4d s4 = { 0 }, s5 = { 0 }, s6 = { 0 }, s7 = { 0 };

			for (size_t p = A->ptr[i]; p < A->ptr[i + 1]; p++) {
				const double *x = X + (size_t)A->col[p] * l + c0;
				double v = vget(A, p);
				ak_v4d a = { v, v, v, v }, x0, x1, x2, x3;
				ak_v4d x4, x5, x6, x7;

				mm_ahead(A, p, A->ptr[i + 1], X,
				    l * sizeof(double), c0 * sizeof(double),
				    32 * sizeof(double));

				memcpy(&x0, x, 32);
				memcpy(&x1, x + 4, 32);
				memcpy(&x2, x + 8, 32);
				memcpy(&x3, x + 12, 32);
				memcpy(&x4, x + 16, 32);
				memcpy(&x5, x + 20, 32);
				memcpy(&x6, x + 24, 32);
				memcpy(&x7, x + 28, 32);
				s0 += a * x0;
				s1 += a * x1;
				s2 += a * x2;
				s3 += a * x3;
				s4 += a * x4;
				s5 += a * x5;
				s6 += a * x6;
				s7 += a * x7;
			}
			memcpy(y + c0, &s0, 32);
			memcpy(y + c0 + 4, &s1, 32);
			memcpy(y + c0 + 8, &s2, 32);
			memcpy(y + c0 + 12, &s3, 32);
			memcpy(y + c0 + 16, &s4, 32);
			memcpy(y + c0 + 20, &s5, 32);
			memcpy(y + c0 + 24, &s6, 32);
			memcpy(y + c0 + 28, &s7, 32);
		}
		for (; c0 < l8; c0 += 8) {
			ak_v4d s0 = { 0 }, s1 = { 0 };

			for (size_t p = A->ptr[i]; p < A->ptr[i + 1]; p++) {
				const double *x = X + (size_t)A->col[p] * l + c0;
				double v = vget(A, p);
				ak_v4d a = { v, v, v, v }, x0, x1;

				memcpy(&x0, x, 32);
				memcpy(&x1, x + 4, 32);
				s0 += a * x0;
				s1 += a * x1;
			}
			memcpy(y + c0, &s0, 32);
			memcpy(y + c0 + 4, &s1, 32);
		}
		if (l8 < l)
			mm_tail(y, A, X, i, l, l8);
	}
	return NULL;
}
#endif

/*
 * 16 columns (one 64-byte line of X) at a time, summed in four 4-float
 * vectors (GCC/Clang vector extension: element-wise, the same sums as the
 * scalar loop) that stay in registers: a row's entries are read ld/16
 * times (from L1), each line of X once, y written once
 */
static void *
mmf_rows(void *arg)
{
	const mm_job *j = arg;
	const ak_csr *A = j->A;
	const float *val = j->val, *X = j->X;
	size_t ld = j->l;

	for (size_t i = j->lo; i < j->hi; i++) {
		float *y = (float *)j->Y + i * ld;

		for (size_t c0 = 0; c0 < ld; c0 += 16) {
			ak_v4f s0 = { 0 }, s1 = { 0 }, s2 = { 0 }, s3 = { 0 };

			for (size_t p = A->ptr[i]; p < A->ptr[i + 1]; p++) {
				const float *x = X + (size_t)A->col[p] * ld + c0;
				ak_v4f a = { val[p], val[p], val[p], val[p] };
				ak_v4f x0, x1, x2, x3;

				memcpy(&x0, x, 16);
				memcpy(&x1, x + 4, 16);
				memcpy(&x2, x + 8, 16);
				memcpy(&x3, x + 12, 16);
				s0 += a * x0;
				s1 += a * x1;
				s2 += a * x2;
				s3 += a * x3;
			}
			memcpy(y + c0, &s0, 16);
			memcpy(y + c0 + 4, &s1, 16);
			memcpy(y + c0 + 8, &s2, 16);
			memcpy(y + c0 + 12, &s3, 16);
		}
	}
	return NULL;
}

#ifdef AK_MM_AVX

/*
 * One pass of the products below: Y[i][c0 .. c0 + W·nv − 1] summed in nv
 * vectors of W elements of type T that stay in registers (nv a constant
 * where it is inlined: the loop over v unrolled, s[] kept in registers),
 * each entry's product, then its sum, never fused (the build's
 * -ffp-contract=off): each Y[i][c] is the same sequence of roundings as
 * mm_rows' or mmf_rows' and the scalar loop's, on any CPU.  VAL: entry p
 * of A (val[p] in float, vget(A, p) in double; val unused there).  The
 * widest pass the row has room for reads the row's entries fewest times;
 * 10 AVX vectors (80 floats) and 20 AVX-512 ones (320: the whole row at
 * --dim 300) were the fastest of 4 to 20 on 8.8M entries over 33,000 rows
 * of 320 floats (one thread: AVX 0.38 s with 6 vectors, 0.28 with 10;
 * AVX-512 0.25 s with 4, 0.18 with 10, 0.15 with 20).
 */
#define MM_PASS(name, T, vec, W, tgt, VAL)				\
static inline __attribute__((always_inline, target(tgt))) void		\
name(T *y, const ak_csr *A, const float *val, const T *X, size_t ld,	\
    size_t i, size_t c0, const int nv)					\
{									\
	vec s[20];							\
									\
	(void)val;							\
	for (int v = 0; v < nv; v++)					\
		s[v] = (vec){ 0 };					\
	for (size_t p = A->ptr[i]; p < A->ptr[i + 1]; p++) {		\
		const T *x = X + (size_t)A->col[p] * ld + c0;		\
		T a = VAL;						\
									\
		mm_ahead(A, p, A->ptr[i + 1], X, ld * sizeof(T),	\
		    c0 * sizeof(T), (size_t)nv * W * sizeof(T));	\
		_Pragma("GCC unroll 20")				\
		for (int v = 0; v < nv; v++) {				\
			vec t;						\
									\
			memcpy(&t, x + W * v, sizeof(t));		\
			s[v] += a * t;					\
		}							\
	}								\
	memcpy(y + c0, s, (size_t)nv * sizeof(vec));			\
}
MM_PASS(mmf_pass_avx, float, ak_v8f, 8, AK_TARGET_AVX, val[p])
MM_PASS(mmf_pass_avx512, float, ak_v16f, 16, AK_TARGET_AVX512, val[p])
MM_PASS(mm_pass_avx512, double, ak_v8d, 8, AK_TARGET_AVX512,
    vget(A, p))

/*
 * mmf_rows in W-float vectors of target tgt: passes of n1, then n2, then
 * n3 vectors (n3·W = 16 at most: ld is a multiple of 16)
 */
#define MMF_ROWS(name, pass, tgt, W, n1, n2, n3)			\
__attribute__((target(tgt))) static void *				\
name(void *arg)								\
{									\
	const mm_job *j = arg;						\
	size_t ld = j->l;						\
									\
	for (size_t i = j->lo; i < j->hi; i++) {			\
		float *y = (float *)j->Y + i * ld;			\
		size_t c0 = 0;						\
									\
		for (; c0 + n1 * W <= ld; c0 += n1 * W)			\
			pass(y, j->A, j->val, j->X, ld, i, c0, n1);	\
		for (; c0 + n2 * W <= ld; c0 += n2 * W)			\
			pass(y, j->A, j->val, j->X, ld, i, c0, n2);	\
		for (; c0 < ld; c0 += n3 * W)				\
			pass(y, j->A, j->val, j->X, ld, i, c0, n3);	\
	}								\
	return NULL;							\
}
/* AVX: 80 floats a pass, then 16; AVX-512: 320, then 64, then 16 */
MMF_ROWS(mmf_rows_avx, mmf_pass_avx, AK_TARGET_AVX, 8, 10, 2, 2)
MMF_ROWS(mmf_rows_avx512, mmf_pass_avx512, AK_TARGET_AVX512, 16, 20, 4,
    1)

/*
 * mm_rows in 8-double AVX-512 vectors: passes of 16 vectors (128
 * columns), 4 and 1, the last l mod 8 columns by mm_tail (the same bits)
 */
AK_ATTR_AVX512 static void *
mm_rows_avx512(void *arg)
{
	const mm_job *j = arg;
	size_t l = j->l, l8 = l / 8 * 8;

	for (size_t i = j->lo; i < j->hi; i++) {
		double *y = (double *)j->Y + i * l;
		size_t c0 = 0;

		for (; c0 + 128 <= l8; c0 += 128)
			mm_pass_avx512(y, j->A, NULL, j->X, l, i, c0, 16);
		for (; c0 + 32 <= l8; c0 += 32)
			mm_pass_avx512(y, j->A, NULL, j->X, l, i, c0, 4);
		for (; c0 < l8; c0 += 8)
			mm_pass_avx512(y, j->A, NULL, j->X, l, i, c0, 1);
		if (l8 < l)
			mm_tail(y, j->A, j->X, i, l, l8);
	}
	return NULL;
}
#endif


typedef struct mm_par {
	void *(*f)(void *);
	mm_job job;		/* the operands; lo, hi set per chunk */
	const size_t *bound;	/* chunk k: rows bound[k] .. bound[k+1]−1 */
	size_t nchunk;
	atomic_size_t next;	/* the next chunk to claim */
} mm_par;

static void
mm_part(void *arg, size_t t, size_t nt)
{
	mm_par *p = arg;
	mm_job j = p->job;
	size_t k;

	(void)t;
	(void)nt;
	while ((k = atomic_fetch_add(&p->next, 1)) < p->nchunk) {
		j.lo = p->bound[k];
		j.hi = p->bound[k + 1];
		p->f(&j);
	}
}

/* rows of A cut into MM_CHUNKS chunks a thread of about nnz / chunks
 * entries each (a row is never cut), computed by nt threads */
static void
mm_run(void *(*f)(void *), void *Y, const ak_csr *A, const void *val,
    const void *X, size_t l, int threads)
{
	size_t bound[MM_CHUNKS * AK_PAR_MAX + 1];
	size_t nt = threads < 1 ? 1 : threads > AK_PAR_MAX ? AK_PAR_MAX :
	    (size_t)threads, nc = nt == 1 ? 1 : MM_CHUNKS * nt, k = 0;
	mm_par p = { .f = f, .job = { Y, A, val, X, l, 0, A->m },
	    .bound = bound };

	if (nt > A->m)
		nt = A->m ? A->m : 1;
	bound[0] = 0;
	for (size_t c = 1, hi = 0; c < nc; c++) {
		size_t want = A->nnz / nc * c;

		while (hi < A->m && A->ptr[hi] < want)
			hi++;
		if (hi > bound[k])
			bound[++k] = hi;
	}
	if (A->m > bound[k] || k == 0)
		bound[++k] = A->m;
	p.nchunk = k;
	atomic_init(&p.next, 0);
	ak_par_run(nt, mm_part, &p);
}

/*
 * the path of the products: ak_isa_get's (AVX-512 where the CPU has it,
 * or as forced by ATTNKIT_ISA), AVX where ak_isa_avx allows it (a CPU
 * with AVX but not AVX2 + FMA, unless generic was forced); 0 generic,
 * 1 AVX, 2 AVX-512
 */
static int
mm_path(void)
{
#ifdef AK_MM_AVX
	if (ak_isa_get() == AK_ISA_AVX512)
		return 2;
	if (ak_isa_avx())
		return 1;
#endif
	return 0;
}

void
ak_csr_mm(double *Y, const ak_csr *A, const double *X, size_t l, int threads)
{
#ifdef AK_MM_AVX
	switch (mm_path()) {
	case 2:
		mm_run(mm_rows_avx512, Y, A, NULL, X, l, threads);
		return;
	case 1:
		mm_run(mm_rows_avx, Y, A, NULL, X, l, threads);
		return;
	}
#endif
	mm_run(mm_rows, Y, A, NULL, X, l, threads);
}

void
ak_csr_mmf(float *Y, const ak_csr *A, const float *val, const float *X,
    size_t ld, int threads)
{
#ifdef AK_MM_AVX
	switch (mm_path()) {
	case 2:
		mm_run(mmf_rows_avx512, Y, A, val, X, ld, threads);
		return;
	case 1:
		mm_run(mmf_rows_avx, Y, A, val, X, ld, threads);
		return;
	}
#endif
	mm_run(mmf_rows, Y, A, val, X, ld, threads);
}
