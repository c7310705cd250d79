/*
 * spcount-sort.c — the radix sorts of the counter (spcount-int.h): a
 * block's pairs (ak_sort_pairs) and a row's contexts (ak_sp_sort_ids).
 */
#include <string.h>

#include "spcount-int.h"

/* sort a[0..n), ids in [lo, hi], by LSD radix on hi - lo, tmp n more;
 * insertion below 32.  Digits of about log2(n) bits (4 to 11): a row of
 * a hundred contexts among 200,000 ids took two passes over 2,048
 * counters each, forty times its own ids (a sixteenth of a merge) */
void
ak_sp_sort_ids(uint32_t *a, uint32_t *tmp, size_t n, uint32_t lo, uint32_t hi)
{
	if (n < 32) {
		for (size_t i = 1; i < n; i++) {
			uint32_t x = a[i];
			size_t j = i;
			for (; j > 0 && a[j - 1] > x; j--)
				a[j] = a[j - 1];
			a[j] = x;
		}
		return;
	}
	int bits = bits_of(hi - lo), most = bits_of(n);
	most = most < 4 ? 4 : most > 11 ? 11 : most;
	int passes = (bits + most - 1) / most;
	int dig = passes ? (bits + passes - 1) / passes : 0;
	uint32_t mask = ((uint32_t)1 << dig) - 1, *src = a, *dst = tmp;
	size_t cnt[1 << 11];

	for (int p = 0; p < passes; p++) {
		int sh = p * dig;
		memset(cnt, 0, ((size_t)1 << dig) * sizeof(size_t));
		for (size_t i = 0; i < n; i++)
			cnt[(src[i] - lo) >> sh & mask]++;
		for (size_t d = 0, s = 0; d <= mask; d++) {
			size_t k = cnt[d];
			cnt[d] = s;
			s += k;
		}
		for (size_t i = 0; i < n; i++)
			dst[cnt[(src[i] - lo) >> sh & mask]++] = src[i];
		uint32_t *t = src;
		src = dst;
		dst = t;
	}
	if (src != a)
		memcpy(a, src, n * sizeof(uint32_t));
}

uint64_t *
ak_sort_pairs(uint64_t *a, uint64_t *tmp, size_t n, int lo)
{
	enum { MAXBITS = 11, NB = 1 << MAXBITS, MAXP = (64 + MAXBITS - 1) /
	    MAXBITS };
	uint64_t min = UINT64_MAX, max = 0, *src = a, *dst = tmp;
	size_t cnt[MAXP][NB];
	int passes, bits;

	if (n < 2)
		return a;
	if (n <= 16) {		/* insertion sort: exact and stable too */
		for (size_t i = 1; i < n; i++) {
			uint64_t x = a[i];
			size_t j = i;
			for (; j > 0 && a[j - 1] >> lo > x >> lo; j--)
				a[j] = a[j - 1];
			a[j] = x;
		}
		return a;
	}
	for (size_t i = 0; i < n; i++) {
		uint64_t v = a[i] >> lo;
		min = v < min ? v : min;
		max = v > max ? v : max;
	}
	/* the digits of v - min, v = word >> lo: a block's words are close
	 * (a few rows), and their span takes fewer bits than they do */
	int vb = bits_of(max - min);
	if (vb == 0)
		return a;
	/* as few passes as digits of MAXBITS allow (fewer bits for a few
	 * words: no more counters than about twice the words), the bits
	 * dealt evenly; the counts of every pass in one read */
	int most = bits_of(n) + 1 < MAXBITS ? bits_of(n) + 1 : MAXBITS;
	if ((vb + most - 1) / most > MAXP)	/* no more passes than cnt has */
		most = (vb + MAXP - 1) / MAXP;
	passes = (vb + most - 1) / most;
	bits = (vb + passes - 1) / passes;
	uint64_t mask = ((uint64_t)1 << bits) - 1;
	for (int p = 0; p < passes; p++)
		memset(cnt[p], 0, ((size_t)1 << bits) * sizeof(size_t));
	for (size_t i = 0; i < n; i++) {
		uint64_t v = (a[i] >> lo) - min;
		for (int p = 0; p < passes; p++)
			cnt[p][v >> (p * bits) & mask]++;
	}
	for (int p = 0; p < passes; p++) {
		size_t sum = 0, nb = (size_t)1 << bits, *ct = cnt[p];
		int shift = p * bits;

		for (size_t b = 0; b < nb; b++) {
			size_t t = ct[b];
			ct[b] = sum;
			sum += t;
		}
		for (size_t i = 0; i < n; i++)
			dst[ct[((src[i] >> lo) - min) >> shift & mask]++] =
			    src[i];
		uint64_t *t = src;
		src = dst;
		dst = t;
	}
	return src;
}
