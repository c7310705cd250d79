/* metrics.c — classifier metrics from scores (see metrics.h). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "metrics.h"
#include "numfmt.h"

typedef struct scored {
	double s;
	int y;
} scored;

/* by score, highest first (no NaN here) */
static int
cmp_desc(const void *a, const void *b)
{
	double x = ((const scored *)a)->s, z = ((const scored *)b)->s;

	return (x < z) - (x > z);
}

double
ak_score_printed(double s)
{
	/* the decimal digits that are printed, read back: the nearest
	   double to them (the same for every s that prints alike); the one
	   rounding of every metric that ranks printed numbers (numfmt.h) */
	return isfinite(s) ? ak_round_9g(s) + 0.0 : s;	/* -0 + 0 = +0 */
}

int
ak_binmetrics_flat(const ak_binmetrics *m)
{
	double big;

	if (m->distinct == 1)
		return AK_FLAT_CONSTANT;
	if (m->distinct == 0 || !isfinite(m->lo) || !isfinite(m->hi))
		return AK_FLAT_NO;
	big = fmax(1, fmax(fabs(m->lo), fabs(m->hi)));
	return m->hi - m->lo <= AK_SCORE_FLAT * big ? AK_FLAT_NEAR :
	    AK_FLAT_NO;
}

int
ak_binmetrics_eval(ak_binmetrics *m, const double *s, const int *y,
    size_t n, double thr, ak_err *e)
{
	scored *v;
	uint64_t u2 = 0;	/* 2 x the Mann-Whitney U: integers, exact */
	size_t tp = 0, fp = 0, P, N;
	double ap = 0;

	memset(m, 0, sizeof(*m));
	m->roc_auc = m->pr_auc = m->lo = m->hi = NAN;
	for (size_t i = 0; i < n; i++) {
		if (isnan(s[i]))
			return ak_errf(e, "score of message %zu is NaN", i + 1);
		m->pos += y[i] != 0;
		if (s[i] > thr) {
			if (y[i])
				m->tp++;
			else
				m->fp++;
		} else if (y[i])
			m->fn++;
		else
			m->tn++;
	}
	m->n = n;
	P = m->pos;
	N = n - P;
	m->precision = m->tp + m->fp ? (double)m->tp / (double)(m->tp +
	    m->fp) : 0;
	m->recall = P ? (double)m->tp / (double)P : 0;
	m->f1 = 2 * m->tp + m->fp + m->fn ? 2.0 * (double)m->tp /
	    (double)(2 * m->tp + m->fp + m->fn) : 0;
	if (n == 0)
		return 0;
	if ((v = ak_alloc_n(n, sizeof(*v), e)) == NULL)
		return -1;
	for (size_t i = 0; i < n; i++) {
		v[i].s = ak_score_printed(s[i]);
		v[i].y = y[i] != 0;
	}
	qsort(v, n, sizeof(*v), cmp_desc);
	m->hi = v[0].s;
	m->lo = v[n - 1].s;
	/* walk the ties from the highest score: a tie of p positives and q
	 * negatives adds, to 2U, 2p (negatives below it) + p q; to AP, its
	 * recall step p / P times the precision with it included */
	for (size_t i = 0; i < n;) {
		size_t j = i, p = 0, q = 0;
		while (j < n && v[j].s == v[i].s) {
			p += (size_t)v[j].y;
			q += (size_t)!v[j].y;
			j++;
		}
		m->distinct++;
		tp += p;
		fp += q;
		u2 += (uint64_t)p * (2 * (uint64_t)(N - fp) + q);
		if (p > 0 && P > 0)
			ap += (double)p / (double)P * ((double)tp / (double)(tp +
			    fp));
		i = j;
	}
	free(v);
	if (P > 0)
		m->pr_auc = ap;
	if (P > 0 && N > 0)
		m->roc_auc = (double)u2 / (2.0 * (double)P * (double)N);
	return 0;
}
