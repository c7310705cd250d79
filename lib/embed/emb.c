#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emb.h"
#include "utok.h"
#include "ppmi.h"
#include "svd.h"

/* largest |a_i|: the scale that keeps the sums of ak_cosine finite */
static double
maxabs(const double *a, size_t d)
{
	double m = 0;

	for (size_t i = 0; i < d; i++)
		if (fabs(a[i]) > m)
			m = fabs(a[i]);
	return m;
}

double
ak_cosine(const double *a, const double *b, size_t d)
{
	double ab = 0, aa = 0, bb = 0, sa = maxabs(a, d), sb = maxabs(b, d), c;

	if (sa == 0 || sb == 0)
		return 0;
	/* cos is scale-free: divide each vector by its largest entry first,
	 * so that squares of entries near 1e±300 neither overflow (inf/inf =
	 * NaN) nor underflow (a non-zero vector taken for zero) */
	for (size_t i = 0; i < d; i++) {
		double x = a[i] / sa, y = b[i] / sb;

		ab += x * y;
		aa += x * x;
		bb += y * y;
	}
	c = ab / (sqrt(aa) * sqrt(bb));
	return c > 1 ? 1 : c < -1 ? -1 : c;	/* rounding: |cos| <= 1 */
}

int
ak_is_zero(const double *a, size_t d)
{
	for (size_t i = 0; i < d; i++)
		if (a[i] != 0)
			return 0;
	return 1;
}

size_t
ak_emb_zero_rows(const double *E, size_t n, size_t d, long *first)
{
	size_t nz = 0;

	*first = -1;
	for (size_t i = 0; i < n; i++)
		if (ak_is_zero(E + i * d, d) && nz++ == 0)
			*first = (long)i;
	return nz;
}

size_t
ak_nearest(size_t *idx, double *cos, const double *E, size_t n, size_t d,
    size_t q, size_t k)
{
	return ak_nearest_vec(idx, cos, E, n, d, E + q * d, q, k);
}

size_t
ak_nearest_vec(size_t *idx, double *cos, const double *E, size_t n,
    size_t d, const double *v, size_t skip, size_t k)
{
	size_t found = 0;

	if (k == 0)
		return 0;

	for (size_t i = 0; i < n; i++) {
		double c;
		size_t p;

		/* a zero row has no direction: its cosine is undefined,
		   not a neighbour at 0 ahead of the negative ones */
		if (i == skip || maxabs(E + i * d, d) == 0)
			continue;
		c = ak_cosine(v, E + i * d, d);
		/* insertion into the sorted top-k (strictly better moves up) */
		if (found == k && !(c > cos[k - 1]))
			continue;
		p = found < k ? found++ : k - 1;
		while (p > 0 && c > cos[p - 1]) {
			cos[p] = cos[p - 1];
			idx[p] = idx[p - 1];
			p--;
		}
		cos[p] = c;
		idx[p] = i;
	}
	return found;
}

int
ak_emb_ppmi_svd(double *E, double *C, size_t V, size_t T, size_t d,
    double cds, double neg, double eig, size_t *nzero, long *first_zero,
    ak_err *e)
{
	double *S;
	int rc;

	if (ak_ppmi(C, C, V, T, cds, neg, e) != 0)
		return -1;
	if ((S = ak_alloc_n(d, sizeof(double), e)) == NULL)
		return -1;
	int gram = 0;
	if (V == T && ak_is_symmetric(C, V, 1e-12))
		rc = ak_svd_top_sym(E, S, NULL, C, V, d, e);
	else if ((gram = T > V))
		rc = ak_svd_top_gram(E, S, C, V, T, d, e);
	else
		rc = ak_svd_top(E, S, NULL, C, V, T, d, e);
	if (rc != 0) {
		free(S);
		return -1;
	}
	ak_emb_sv_weights(S, d, eig, (double)(V > T ? V : T), gram);
	*nzero = 0;
	*first_zero = -1;
	for (size_t i = 0; i < V; i++) {
		int zero = ak_is_zero(C + i * T, T);

		if (zero && (*nzero)++ == 0)
			*first_zero = (long)i;
		for (size_t j = 0; j < d; j++)
			E[i * d + j] = zero ? 0 : E[i * d + j] * S[j];
	}
	free(S);
	return 0;
}

size_t
ak_emb_svd_bytes(size_t V, size_t T, size_t d, int sym)
{
	double v = (double)V, t = (double)T, k = (double)d;
	double mn = v < t ? v : t, mx = v < t ? t : v;
	double top = 8 * v * t + 8 * mn * (v + t) + 8 * (5 * mn * mn + 7 *
	    mn + mn * mx) + 32 * mn;
	double b = V == T && sym ? 16 * v * v + 8 * v * k : T > V ?
	    24 * v * v + 8 * v * k : top;

	return b >= (double)SIZE_MAX ? SIZE_MAX : (size_t)b;
}

/* w folded under flags (utok.h ak_tok_fold) into a buffer: small, or
 * allocated (the caller frees it when it is not small); NULL when out of
 * memory */
static char *
fold_of(const char *w, unsigned flags, char *small, size_t smalln)
{
	size_t len = strlen(w), room = ak_tokenize_room(len, flags);
	char *f = room <= smalln ? small : malloc(room);

	if (f != NULL)
		ak_tok_fold(f, w, len, flags);
	return f;
}

int
ak_emb_case_hint(char *buf, size_t n, const ak_table *t, const char *word)
{
	size_t len = strlen(word);
	char *low;
	int found;

	if (n > 0)
		buf[0] = '\0';
	if ((low = malloc(ak_tokenize_room(len, AK_TOK_UNICODE))) == NULL)
		return 0;
	/* Unicode's full folding ('STRASSE', 'Москва'), then ASCII alone,
	   for a table that keeps what full folding changes ('straße') */
	ak_tok_fold(low, word, len, AK_TOK_UNICODE);
	found = strcmp(low, word) != 0 && ak_table_find(t, low) >= 0;
	if (!found) {
		ak_tok_fold(low, word, len, 0);
		found = strcmp(low, word) != 0 && ak_table_find(t, low) >= 0;
	}
	/* cased vectors (gensim's, GloVe 840B's) hold 'King' beside 'king':
	   "the vocabulary is lowercase" would be false there; in them, the
	   first row of the word's folding ('PARIS', 'москва' -> 'Paris',
	   'Москва'), a pass over the words */
	int cased = ak_emb_cased(t, AK_TOK_UNICODE);
	const char *hint = low;
	if (!found && cased) {
		ak_tok_fold(low, word, len, AK_TOK_UNICODE);
		for (size_t r = 0; r < t->rows && !found; r++) {
			char small[256], *k = fold_of(t->labels[r],
			    AK_TOK_UNICODE, small, sizeof small);
			found = k != NULL && strcmp(k, low) == 0 &&
			    strcmp(t->labels[r], word) != 0;
			if (found)
				hint = t->labels[r];
			if (k != small)
				free(k);
		}
	}
	if (found && n > 0)
		snprintf(buf, n, " (did you mean '%.60s'? %s)", hint, cased ?
		    "words are matched as written" : "the vocabulary is "
		    "lowercase");
	free(low);
	return found;
}

int
ak_emb_cased(const ak_table *t, unsigned flags)
{
	for (size_t r = 0; r < t->rows; r++) {
		char small[256], *k = fold_of(t->labels[r], flags, small,
		    sizeof small);
		int differs = k != NULL && strcmp(k, t->labels[r]) != 0;

		if (k != small)
			free(k);
		if (differs)
			return 1;
	}
	return 0;
}

size_t
ak_emb_fold_map_bytes(const ak_table *t)
{
	return t->rows * sizeof(size_t) + ak_strmap_bytes(&t->index);
}

size_t
ak_emb_fold_bytes(const ak_table *t)
{
	return ak_emb_cased(t, AK_TOK_UNICODE) ? ak_emb_fold_map_bytes(t) : 0;
}

int
ak_emb_fold_init(ak_emb_fold *f, const ak_table *t, unsigned flags,
    ak_err *e)
{
	memset(f, 0, sizeof(*f));
	f->t = t;
	f->flags = flags & ~(unsigned)AK_TOK_KEEPCASE;
	if (!ak_emb_cased(t, f->flags))
		return 0;
	if (ak_strmap_init(&f->map, e) != 0 ||
	    (f->cls = ak_alloc_n(t->rows, sizeof(size_t), e)) == NULL) {
		ak_emb_fold_free(f);
		return -1;
	}
	for (size_t r = 0; r < t->rows; r++) {
		char small[256], *k = fold_of(t->labels[r], f->flags, small,
		    sizeof small);
		size_t first = r;
		int rc = k == NULL ? -1 : ak_strmap_put(&f->map, k, strlen(k),
		    r, &first, e);

		if (k != small)
			free(k);
		if (rc < 0) {
			ak_emb_fold_free(f);
			return k == NULL ? ak_errf(e, "out of memory") : -1;
		}
		f->cls[r] = first;
	}
	return 0;
}

long
ak_emb_fold_find(const ak_emb_fold *f, const char *w)
{
	char small[256], *k = fold_of(w, f->flags, small, sizeof small);
	size_t id;
	int found;

	if (k == NULL)
		return -1;
	found = ak_strmap_get(f->cls != NULL ? &f->map : &f->t->index, k,
	    strlen(k), &id);
	if (k != small)
		free(k);
	return found ? (long)id : -1;
}

size_t
ak_emb_fold_class(const ak_emb_fold *f, size_t x)
{
	return f->cls != NULL ? f->cls[x] : x;
}

void
ak_emb_fold_free(ak_emb_fold *f)
{
	ak_strmap_free(&f->map);	/* (a zeroed map: nothing) */
	free(f->cls);
	memset(f, 0, sizeof(*f));
}

size_t
ak_emb_normalize(double *E, size_t n, size_t d)
{
	size_t nzero = 0;

	for (size_t i = 0; i < n; i++) {
		double *r = E + i * d, s = maxabs(r, d), ss = 0, norm;

		if (s == 0) {
			nzero++;
			continue;
		}
		for (size_t j = 0; j < d; j++)
			ss += (r[j] / s) * (r[j] / s);
		norm = sqrt(ss);	/* ‖r‖ / s, in [1, √d] */
		for (size_t j = 0; j < d; j++)
			r[j] = r[j] / s / norm;
	}
	return nzero;
}

void
ak_emb_sv_weights(double *S, size_t d, double eig, double mn, int squared)
{
	/*
	 * A singular value at rounding level is 0 (the rank tolerance of
	 * numpy's matrix_rank, σ_max·max(V, T)·ε; a path that squares the
	 * matrix loses half the digits, so its square root there).  Its
	 * singular vector is any direction of the null space, picked by
	 * LAPACK: S^eig must drop it, not keep it at length 1 as 0^0 would for
	 * --eig 0 (two words with the same contexts came out orthogonal).
	 */
	double smax = 0;

	for (size_t j = 0; j < d; j++)
		smax = S[j] > smax ? S[j] : smax;
	double tol = squared ? smax * sqrt(mn * DBL_EPSILON) :
	    smax * mn * DBL_EPSILON;
	for (size_t j = 0; j < d; j++)
		S[j] = S[j] <= tol ? 0 : eig == 1 ? S[j] : eig == 0 ? 1 :
		    pow(S[j], eig);
}
