/*
 * ppmi.h — positive pointwise mutual information with context-distribution
 * smoothing and shift (lesson, "Карта внимания на реальном тексте";
 * Levy, Goldberg & Dagan 2015, "Improving distributional similarity with
 * lessons learned from word embeddings", §3.1–3.2, eq. for PMI_α and SPPMI).
 *
 *   PMI_α(w, c) = ln( P(w, c) / (P(w) · P_α(c)) )
 *               = ln( C_wc · Σ_c' n_c'^α / (r_w · n_c^α) )
 *   PPMI(w, c)  = max(PMI_α(w, c) − ln k, 0)
 *
 * with r_w = Σ_c C_wc (row sums), n_c = Σ_w C_wc (column sums), α = cds,
 * k = neg.  A zero count gives 0 (not −inf); a word that never co-occurs has
 * an all-zero row and column — no division by zero, no NaN.
 */
#ifndef AK_PPMI_H
#define AK_PPMI_H

#include <stddef.h>

#include "util.h"

/*
 * ak_ppmi: P (m×n, row-major) from the counts C (m×n, row-major; C_wc >= 0,
 * finite).  P and C may be the same array.  cds: α > 0 (1 = no smoothing);
 * neg: k >= 1 (1 = no shift).  Returns 0, or -1 (memory) with e filled.
 */
int ak_ppmi(double *P, const double *C, size_t m, size_t n, double cds,
    double neg, ak_err *e);

/*
 * ak_ppmi_cell: PPMI(w, c) computed straight from the definition (the
 * probabilities P(w, c), P(w), P_α(c)), one cell at a time: the slow
 * reference that the unit tests hold ak_ppmi against.
 */
double ak_ppmi_cell(const double *C, size_t m, size_t n, size_t w, size_t c,
    double cds, double neg);

#endif
