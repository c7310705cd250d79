/*
 * mask.h — attention masks (lesson, "Маска меняет множество допустимого"):
 * which keys a query may see, and how the exclusion is applied.
 *
 * A mask is nq×nk bytes, row-major, nonzero = allowed.  Applied as a set
 * (the default, mask value −∞) masked weights are exactly 0.0 and a fully
 * masked row has zero weights (lib/attn/softmax).  Applied additively with a
 * finite constant M (s_ij + M for masked entries, then a plain softmax) the
 * masked weights are e^{M}-small but a fully masked row becomes a softmax
 * over the masked scores — this is what frameworks that use −1e9 do.
 */
#ifndef AK_MASK_H
#define AK_MASK_H

#include <stddef.h>

#include "half.h"
#include "table.h"
#include "util.h"

/* ak_mask_all: M (nq×nk) = 1 everywhere. */
void ak_mask_all(unsigned char *M, size_t nq, size_t nk);

/*
 * ak_mask_causal: M_ij &= (j ≤ i) — a query sees itself and the past
 * (lesson: M_ij = 0 for j ≤ i, −∞ for j > i).
 */
void ak_mask_causal(unsigned char *M, size_t nq, size_t nk);

/*
 * ak_mask_padding: a sequence of true length len padded to n: keys j ≥ len
 * are masked for every query, and query rows i ≥ len (padding rows) are
 * masked entirely (zero weights, reported as padding by the caller).
 * M is n×n.  M alone keeps them out under the mask as a set; under a
 * finite mask value (added to the masked scores) the head's live
 * (maphead.h) does.
 */
void ak_mask_padding(unsigned char *M, size_t len, size_t n);

/*
 * ak_mask_from_table: M &= the 0/1 matrix of table t (read by
 * ak_table_read_kind as AK_TABLE_MASK, which refuses another kind's file
 * and a bare matrix of numbers: table.h; row labels = queries, header =
 * `query` then keys).  The table must be nq×nk and its labels must equal
 * qlab/klab in order.  Errors ("NAME:LINE: ...", the line of the header or
 * of the row at fault; "NAME: ..." when rows are missing) for a wrong
 * shape, a label mismatch or an entry other than 0 or 1.
 * Returns 0 or -1.
 */
int ak_mask_from_table(unsigned char *M, const ak_table *t, const char *name,
    const char *const *qlab, const char *const *klab, size_t nq, size_t nk,
    ak_err *e);

/*
 * ak_mask_additive: S_ij += value where M_ij == 0 (value finite or −inf).
 * Then a softmax without mask gives the "additive constant" semantics.
 */
void ak_mask_additive(double *S, const unsigned char *M, double value,
    size_t nq, size_t nk);

/*
 * Half precision (IEEE binary16, in software: lib/base/half.h) demo of the
 * lesson's warning: "в float16 диапазон невелик, и слишком большая по
 * модулю константа даёт NaN уже на стадии вычитания максимума".
 *
 * ak_mask_half_row: one row of n scores s (double) with mask m (NULL = all
 * allowed) and additive mask value mv, computed the naive way in float16:
 * t_j = fp16(s_j) + fp16(mv) for masked j; a = exp(t − max t)/Σ.  a gets
 * the float16 result (converted to double; may contain NaN — the caller
 * reports it and never prints it).  Flags: bit 0 — mv overflowed to −inf
 * in float16; bit 1 — NaN in the result; bit 2 — a score overflowed.
 */
enum { AK_HALF_MV_OVERFLOW = 1, AK_HALF_NAN = 2, AK_HALF_S_OVERFLOW = 4 };
int ak_mask_half_row(double *a, const double *s, const unsigned char *m,
    double mv, size_t n);

#endif
