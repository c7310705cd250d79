/*
 * emb.h — word embeddings: cosine similarity and nearest neighbours
 * (lesson, "Карта внимания на реальном тексте": "к слову free ближе всего
 * nokia (0,912) и mobile (0,850)"; docs/DESIGN.md "Numerics").
 *
 *   cos(a, b) = a·b / (‖a‖ ‖b‖),  defined as 0 when ‖a‖ = 0 or ‖b‖ = 0
 *
 * Legend: n words (rows), d dimensions; E: n×d, row-major.
 */
#ifndef AK_EMB_H
#define AK_EMB_H

#include <stddef.h>

#include "table.h"
#include "util.h"

/*
 * ak_cosine: cos(a, b) of two d-vectors, in [-1, 1]; 0 if either is the
 * zero vector.  Each vector is scaled by its largest |entry| first, so any
 * finite input gives a finite result (no overflow for entries near 1e300,
 * no underflow to 0 for entries near 1e-300).
 */
double ak_cosine(const double *a, const double *b, size_t d);

/*
 * ak_nearest: the k rows of E (n×d) most similar to row q by cosine,
 * q itself excluded, best first; ties keep the lower row index first.
 * idx, cos: room for k entries each.  Zero rows (a never co-occurring
 * word) are left out: their cosine is undefined (gensim's NaN), and 0
 * would rank them above every negative cosine; the caller says so
 * (ak_is_zero, ak_emb_zero_rows).  Returns the number found, min(k, the
 * nonzero rows but q); a zero q gets cosines 0 (ak_cosine's), which the
 * caller refuses or says.
 */
size_t ak_nearest(size_t *idx, double *cos, const double *E, size_t n,
    size_t d, size_t q, size_t k);

/*
 * ak_nearest_vec: ak_nearest for a query vector v (d values) that need
 * not be a row of E (a word E has not: fastText's n-grams, fasttext.h):
 * the k rows most similar to v, row skip left out (SIZE_MAX: none; a row
 * of E as the query: itself); zero rows left out, as ak_nearest does.
 * Returns the number found, min(k, the nonzero rows but skip).
 */
size_t ak_nearest_vec(size_t *idx, double *cos, const double *E, size_t n,
    size_t d, const double *v, size_t skip, size_t k);

/*
 * ak_emb_case_hint: for a word that is not a row of t (read with unique)
 * but whose case-folded form is (Unicode full case folding, utok.h
 * ak_tok_fold: 'FREE', 'Москва', 'STRASSE' -> 'strasse'; else A-Z alone
 * lowered: 'Straße' -> 'straße'), write " (did you
 * mean 'free'? the vocabulary is lowercase)" into buf (size n,
 * NUL-terminated, cut to fit) and return 1; otherwise buf = "" and return
 * 0.  The tokenizer folds case (text.h), so every vocabulary of sms-vocab
 * is lowercase; when a row of t changes under folding (cased vectors:
 * gensim's, GloVe 840B's, 'King' beside 'king') the hint ends "words are
 * matched as written" instead, and names the first row whose folding is
 * the word's when the folded word is not a row ('москва' -> 'Москва').
 * Cost: a pass or two over t's words (each folded).
 */
int ak_emb_case_hint(char *buf, size_t n, const ak_table *t,
    const char *word);

/*
 * ak_emb_fold: the words of t looked up regardless of case, as gensim's
 * evaluate_word_analogies and evaluate_word_pairs do by default
 * (case_insensitive=True): a word's key is its Unicode case folding
 * (utok.h ak_tok_fold; gensim: str.upper()) and a key names the first row
 * that has it (gensim's dict built over the reversed words), so 'Paris'
 * answers for 'PARIS' and 'paris'.  cls[x], the first row of row x's key,
 * is x's class: an answer is right when its class is the expected word's,
 * and a row of a question word's class is never an answer (gensim's
 * "predicted not in ignore").  A table whose words do not change under
 * folding (attnkit's vocabularies: the tokenizer folds) needs no map: cls
 * is NULL and a row is its own class.  The folding is the tokenizer's
 * under flags (AK_TOK_UNICODE for the evaluations; tokseq.h ak_wordfind
 * passes the tokenizer's own).
 */
typedef struct ak_emb_fold {
	const ak_table *t;
	unsigned flags;		/* utok.h AK_TOK_*: the folding */
	ak_strmap map;		/* key -> first row, when cls != NULL */
	size_t *cls;		/* t->rows classes, or NULL */
} ak_emb_fold;

/* ak_emb_fold_bytes: what ak_emb_fold_init(AK_TOK_UNICODE) will hold for
 * t (0 for a table whose words do not change under folding; else its
 * classes and a map of as many keys as t's index).  No errors. */
size_t ak_emb_fold_bytes(const ak_table *t);
/* ak_emb_fold_map_bytes: the same for a table known to be cased (its
 * classes and map), without ak_emb_fold_bytes's pass over the words.
 * No errors. */
size_t ak_emb_fold_map_bytes(const ak_table *t);
/* ak_emb_cased: 1 when a word of t is not its own folding under flags
 * (cased vectors: 'King'), else 0.  A pass over t's words.  No errors. */
int ak_emb_cased(const ak_table *t, unsigned flags);
/* ak_emb_fold_init: f for t (kept by pointer: t must outlive f) under the
 * folding of flags.  0, or -1 with "out of memory" in e. */
int ak_emb_fold_init(ak_emb_fold *f, const ak_table *t, unsigned flags,
    ak_err *e);
/* ak_emb_fold_find: the row that answers for word w (its key's first
 * row; gensim's ok_vocab[w.upper()]), or -1, also when w's folding cannot
 * be allocated.  No errors. */
long ak_emb_fold_find(const ak_emb_fold *f, const char *w);
/* ak_emb_fold_class: row x's class (x itself when f->cls is NULL). */
size_t ak_emb_fold_class(const ak_emb_fold *f, size_t x);
/* ak_emb_fold_free: release f's map and classes; f is zeroed.  No
 * errors. */
void ak_emb_fold_free(ak_emb_fold *f);

/* ak_is_zero: 1 if the d-vector a is exactly zero. */
int ak_is_zero(const double *a, size_t d);

/* ak_emb_zero_rows: how many of the n rows of E (n × d) are zero, and the
 * first of them in *first (-1 when none).  No errors. */
size_t ak_emb_zero_rows(const double *E, size_t n, size_t d, long *first);

/*
 * ak_emb_sv_weights: the weights of the embedding's columns, S_j^eig, in
 * place (S: d singular values, descending; E = U diag(S^eig)), with a
 * singular value at rounding level counted as 0 for every eig: ≤
 * σ_max·mn·ε (mn = max(V, T), numpy's matrix_rank tolerance), or ≤
 * σ_max·√(mn·ε) when squared (the singular values came from the Gram
 * matrix PPᵀ).  Used by the dense and the sparse path alike.  No errors.
 */
void ak_emb_sv_weights(double *S, size_t d, double eig, double mn,
    int squared);

/*
 * ak_emb_ppmi_svd: word embeddings from co-occurrence counts (lesson,
 * "Карта внимания на реальном тексте"; Levy, Goldberg & Dagan 2015):
 *   P = PPMI_α,k(C)   (ppmi.h; C is overwritten by P)
 *   P ≈ U_d diag(S_d) V_dᵀ   (svd.h, sign rule)
 *   E = U_d diag(S_d^eig)
 * C: V×T row-major counts (in), PPMI (out): V words × T contexts (T = V
 * for the square matrix of the vocabulary); E: V×d row-major (out).
 * SVD path: symmetric P (square, cds = 1) → ak_svd_top_sym; T > V →
 * ak_svd_top_gram; otherwise ak_svd_top (dgesdd).
 * A singular value at rounding level (≤ σ_max·max(V, T)·ε; on the Gram
 * path ≤ σ_max·√(max(V, T)·ε)) counts as 0 for every eig, so that
 * d above the rank of P adds zero columns, never a null-space direction.
 * A word whose PPMI row is zero (it never co-occurs) gets an exactly zero
 * row in E (not rounding noise); *nzero counts them and *first_zero is the
 * first such row (-1 if none).  1 <= d <= min(V, T).  Returns 0 or -1.
 */
int ak_emb_ppmi_svd(double *E, double *C, size_t V, size_t T, size_t d,
    double cds, double neg, double eig, size_t *nzero, long *first_zero,
    ak_err *e);

/*
 * ak_emb_svd_bytes: what ak_emb_ppmi_svd allocates at its peak beside C
 * and E, at most, in bytes: ak_svd_top_sym (V = T): its copy and, when
 * one cluster of eigenvalues spans the spectrum, all n eigenvectors (16n²
 * + 8nd); ak_svd_top_gram (T > V): the Gram matrix and the same (24V² +
 * 8Vd); ak_svd_top: dgesdd's copy of C, U, Vᵀ (8VT + 8·mn·(V + T)) and
 * LAPACK's work for JOBZ = 'S' (at most 5mn² + 7mn + mn·max(V, T) doubles
 * and 8mn ints; mn = min(V, T)).  sym: the PPMI is symmetric (V = T, one
 * vocabulary, cds 1), else V = T takes dgesdd.  No errors.
 */
size_t ak_emb_svd_bytes(size_t V, size_t T, size_t d, int sym);

/*
 * ak_emb_normalize: scale each row of E (n×d, row-major, in place) to unit
 * Euclidean length, e_i ← e_i / ‖e_i‖₂; an exactly zero row (a word that
 * never co-occurs) stays zero.  The norm is taken of the row divided by
 * its largest |entry| first, so any finite row gives a finite result.
 * Returns the number of zero rows left as they were.
 *
 * Why: the lesson's map ("Карта внимания на реальном тексте") and its
 * classifier compare words by q·k = e_i·e_j; with U·S rows (norms 5–20)
 * the dot product mostly measures a word's frequency, with unit rows it
 * is the cosine the lesson's neighbours are ranked by (Levy, Goldberg &
 * Dagan 2015, §3.3: "vector normalization" of the SVD rows; word2vec's
 * and GloVe's similarity use it too).  No errors.
 */
size_t ak_emb_normalize(double *E, size_t n, size_t d);

#endif
