/*
 * autoscale.h — attn-map --proj-scale auto (its default): the projection
 * scale c of W_Q = W_K = W_V = cI chosen by a stated rule instead of by
 * hand.  The lesson's c (0.3606 on the SMS embeddings) was fitted
 * to one weight of one map (tools/map-lib.sh, map_fit_c: call's
 * self-weight 0.616); other embeddings need another c, and the default
 * c = 1 gives one-hot rows on 100-dimensional English vectors (row
 * entropies 2e-06, 3e-11, 5e-23).
 *
 * The rule: c is the scale at which the map's mean normalized row entropy
 *     Hbar(c) = (1/R) sum_i H_i(c) / ln m_i
 * is AK_AUTO_FRAC (0.7898), where H_i is the entropy (nats) of query row
 * i's weights, m_i the number of keys the mask allows it, and the mean
 * runs over the R rows with m_i >= 2 (a row of one key always has H = 0).
 * 0.7898 is fitted: it is Hbar of the lesson's map at the lesson's c (the
 * SMS embeddings of `make demo`, the 9-word message, c = 0.3606 fitted to
 * call's self-weight 0.616: Hbar = 0.789814), to four digits, so that on
 * those embeddings the rule gives c = 0.3606 again and the map is the
 * lesson's, byte for byte (0.79 would give c = 0.3605, call's weight
 * 0.6156; Hbar moves 0.002 per 0.0001 of c there).  On other embeddings
 * it keeps the lesson's balance: rows neither one-hot nor uniform.
 *
 * Why bisection finds it: the scores are c^2 S0 (S0 the scores at c = 1:
 * Q = cX, K = cY, so QK^T = c^2 XY^T, whatever the positions, RoPE, 1/√d_k
 * and temperature, which are linear or constant factors), and for a row
 * of scores t·s the entropy of p = softmax(t s) has
 *     dH/dt = -t Var_p(s) <= 0,
 * (H = ln Z - t E_p[s], dlnZ/dt = E_p[s], dE_p[s]/dt = Var_p(s)), so each
 * H_i, and Hbar, falls as c grows: from 1 at c -> 0 (uniform rows) to the
 * entropy of the rows' ties at c -> inf.  Boosts and a finite --mask-value
 * add terms that do not scale with c and break this, so the rule is
 * evaluated without them (the mask as a set) and in double precision;
 * the map is then drawn with them at the c found.
 *
 * Many maps (attn-map --batch): one c for them all, as one model has one
 * W.  Hbar is then the mean over every row of every map (the rows of all
 * maps pooled, each map's own m_i), so a batch of one line gets that
 * line's c; the rows' terms are summed in ascending order, so that c
 * does not depend on the order of the maps.  The terms are computed from
 * the scores at c = 1 kept once (softmax(c^2 S0), above) rather than by a
 * forward pass at each c.
 */
#ifndef AK_AUTOSCALE_H
#define AK_AUTOSCALE_H

#include "maphead.h"
#include "util.h"

#define AK_AUTO_FRAC 0.7898

/*
 * ak_auto_entropy: Hbar of h's weights after a forward pass (above); *rows
 * (may be NULL) gets R.  Returns Hbar, or -1 when R = 0 (no row has two
 * keys: every c gives the same map).
 */
double ak_auto_entropy(const ak_maphead *h, size_t *rows);

/*
 * ak_auto_scale: the c of the rule for head h (set up by the caller with
 * identity projections, d_k = d_v = d; its WQ, WK, WV are overwritten with
 * cI, its boosts, mask value and float16 setting are restored on return):
 * bisection on ln c over [1e-4, 1e4] to a relative width of 1e-9, then c
 * rounded to 4 significant digits (so the printed c reproduces the map
 * exactly: --proj-scale C).  *hbar gets Hbar at the rounded c.  Returns
 * 0; 1 when the rule has no answer, with the reason in e: "no query has
 * two keys to choose between: no scale changes this map" (R = 0); "the
 * mean row entropy is FRAC of ln n already at c = 1e-4 / still at c =
 * 1e4" when the target is out of reach (identical vectors, or a map whose
 * rows are ties); -1 on the forward pass's error (not finite, memory).
 */
int ak_auto_scale(ak_maphead *h, double frac, double *c, double *hbar,
    ak_err *e);

/*
 * ak_auto_rows: the rows of many maps for one c (above): for each row of
 * two allowed keys or more, its m allowed scores at c = 1 (s, the rows one
 * after another) and m.  Zero it to start; free with ak_auto_rows_free.
 */
typedef struct ak_auto_rows {
	size_t n, cap;		/* rows held; room in m */
	size_t *m;		/* n: each row's allowed keys (>= 2) */
	double *s;		/* the rows' scores at c = 1, row after row */
	size_t ns, scap;	/* scores held; room in s */
	double *term;		/* n: the rows' terms (work of the bisection) */
} ak_auto_rows;

/*
 * ak_auto_rows_add: the rows of head h (set up as for ak_auto_scale, its
 * mask in M) into r: one forward pass at c = 1 without boosts, the mask as
 * a set, in double; h's settings are restored.  Returns 0 or -1 (the
 * forward pass's error, memory).
 */
int ak_auto_rows_add(ak_auto_rows *r, ak_maphead *h, ak_err *e);

/*
 * ak_auto_scale_rows: the c of the rule over every row of r (Hbar the
 * mean of all r's rows' terms, summed in ascending order), bisected and
 * rounded as ak_auto_scale; returns as it does (1: no row, or the target
 * out of reach; -1: memory, a term not finite).
 */
int ak_auto_scale_rows(ak_auto_rows *r, double frac, double *c,
    double *hbar, ak_err *e);

/* ak_auto_rows_free: release r; r is zeroed. */
void ak_auto_rows_free(ak_auto_rows *r);

#endif
