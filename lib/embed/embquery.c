/*
 * embquery.c — the queries of embquery.h: a scan of every row, its score
 * kept in a sorted top-k (ak_nearest's insertion: strictly better moves
 * up, so ties keep the lower row first).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "emb.h"
#include "embquery.h"
#include "tokseq.h"
#include "utok.h"

/* acc += sign · x̂ (x's unit vector; nothing for a zero row), the norm
 * taken of x scaled by its largest |entry| (ak_cosine's care) */
static void
add_unit(double *acc, const double *x, size_t d, double sign)
{
	double s = 0, nn = 0;

	for (size_t j = 0; j < d; j++)
		if (fabs(x[j]) > s)
			s = fabs(x[j]);
	if (s == 0)
		return;
	for (size_t j = 0; j < d; j++)
		nn += (x[j] / s) * (x[j] / s);
	nn = sqrt(nn);
	for (size_t j = 0; j < d; j++)
		acc[j] += sign * (x[j] / s) / nn;
}

static int
listed(size_t i, const size_t *a, size_t n)
{
	for (size_t j = 0; j < n; j++)
		if (a[j] == i)
			return 1;
	return 0;
}

size_t
ak_emb_most_similar(size_t *idx, double *score, const double *E, size_t n,
    size_t d, const size_t *pos, size_t np, const size_t *neg, size_t nneg,
    int cosmul, size_t k, double *m)
{
	size_t found = 0;

	if (k == 0 || np + nneg == 0)
		return 0;
	if (!cosmul) {
		memset(m, 0, d * sizeof(double));
		for (size_t i = 0; i < np; i++)
			add_unit(m, E + pos[i] * d, d, 1);
		for (size_t i = 0; i < nneg; i++)
			add_unit(m, E + neg[i] * d, d, -1);
	}
	for (size_t i = 0; i < n; i++) {
		const double *w = E + i * d;
		double c;

		/* a zero row has no direction: no cosine, no answer */
		if (listed(i, pos, np) || listed(i, neg, nneg) ||
		    ak_is_zero(w, d))
			continue;
		if (!cosmul)
			c = ak_cosine(w, m, d);
		else {
			double num = 1, den = 1;
			for (size_t j = 0; j < np; j++)
				num *= (1 + ak_cosine(w, E + pos[j] * d, d)) / 2;
			for (size_t j = 0; j < nneg; j++)
				den *= (1 + ak_cosine(w, E + neg[j] * d, d)) / 2;
			c = num / (den + 1e-6);
		}
		if (found == k && !(c > score[k - 1]))
			continue;
		size_t p = found < k ? found++ : k - 1;
		while (p > 0 && c > score[p - 1]) {
			score[p] = score[p - 1];
			idx[p] = idx[p - 1];
			p--;
		}
		score[p] = c;
		idx[p] = i;
	}
	return found;
}

void
ak_emb_odd_one_out(size_t *order, double *cos, const double *E, size_t d,
    const size_t *rows, size_t m, double *c)
{
	memset(c, 0, d * sizeof(double));
	for (size_t i = 0; i < m; i++)
		add_unit(c, E + rows[i] * d, d, 1);
	/* insertion by cosine, ascending; a later word moves up only past a
	 * strictly higher one */
	for (size_t i = 0; i < m; i++) {
		double v = ak_cosine(E + rows[i] * d, c, d);
		size_t p = i;

		while (p > 0 && v < cos[p - 1]) {
			cos[p] = cos[p - 1];
			order[p] = order[p - 1];
			p--;
		}
		cos[p] = v;
		order[p] = i;
	}
}

/* a question parsed: its words' rows, positive then negative */
struct ak_question {
	size_t *pos, *neg;
	size_t np, nn;
	int ok;			/* answerable */
};

static const char *
opt_name(ak_query_kind kind)
{
	return kind == AK_QUERY_SIMILAR ? "--similar" :
	    kind == AK_QUERY_MOST ? "--most-similar" : "--odd-one-out";
}

/* embquery.h: the words of q counted, the shape of kind checked */
int
ak_embquery_check(ak_query_kind kind, const char *q, int cosmul, ak_err *e)
{
	const char *what = opt_name(kind);
	size_t nw = 0, npos = 0;

	for (const char *p = q; *p != '\0'; ) {
		size_t n;

		p += strspn(p, " \t");
		if ((n = strcspn(p, " \t")) == 0)
			break;
		if (kind == AK_QUERY_MOST && (p[0] == '-' || p[0] == '+') &&
		    n == 1)
			return ak_errf(e, "%s '%s': a '%c' without its word "
			    "(write %cman; the word '%c' itself, which GloVe's "
			    "and fastText's vectors hold: '+%c' adds it, '-%c' "
			    "subtracts it)", what, q, p[0], p[0], p[0], p[0],
			    p[0]);
		nw++;
		npos += kind != AK_QUERY_MOST || p[0] != '-';
		p += n;
	}
	if (kind == AK_QUERY_SIMILAR && nw != 2)
		return ak_errf(e, "--similar '%s': takes two words (the pair "
		    "whose cosine is written), got %zu", q, nw);
	/* two words are equally far from their sum (the cosines of a and
	 * b with â + b̂ are equal): no odd one among them, as gensim's
	 * doesnt_match answers anyway, one of the two by the order given */
	if (kind == AK_QUERY_ODD && nw < 3)
		return ak_errf(e, "--odd-one-out '%s': takes three words or "
		    "more (two are equally far from their sum: neither is the "
		    "odd one), got %zu", q, nw);
	if (kind == AK_QUERY_MOST && nw == 0)
		return ak_errf(e, "--most-similar '%s': takes one word or more "
		    "('king -man woman'), got none", q);
	if (kind == AK_QUERY_MOST && cosmul && npos == 0)
		return ak_errf(e, "--most-similar '%s' --cosmul: 3CosMul needs "
		    "a word to add ('king -man woman'; gensim's too): words to "
		    "subtract alone are answered without --cosmul", q);
	return 0;
}

/*
 * The sum the question is asked of — 3CosAdd's m, odd one out's c: Σ ± x̂
 * over its rows — against its inputs' norms (one a nonzero row): when
 * ‖m‖ < 1e-6 · (that count), the words cancel ('free -free') or their
 * rows are all zero, and every cosine with m is 0 or rounding: an order
 * of no meaning (gensim divides by ‖m‖ and gives NaN).  -1 with "SRC:
 * OPT 'q': ..." in e then; 0 otherwise.
 */
static int
cancels(const struct ak_question *qq, const ak_table *t, ak_query_kind kind,
    const char *q, const char *src, ak_err *e)
{
	size_t d = t->cols, nz = 0;
	double *m = calloc(d ? d : 1, sizeof(double)), nn = 0;

	if (m == NULL)
		return ak_errf(e, "out of memory");
	for (size_t i = 0; i < qq->np + qq->nn; i++) {
		const double *x = t->x + (i < qq->np ? qq->pos[i] :
		    qq->neg[i - qq->np]) * d;
		int zero = 1;
		for (size_t j = 0; j < d; j++)
			zero &= x[j] == 0;
		nz += !zero;
		add_unit(m, x, d, i < qq->np ? 1 : -1);
	}
	for (size_t j = 0; j < d; j++)
		nn += m[j] * m[j];
	free(m);
	nn = sqrt(nn);
	if (nz == 0)
		return ak_errf(e, "%s: %s '%s': its words' vectors are all zero: "
		    "every word's cosine with them is 0, an order of no "
		    "meaning (gensim's is NaN)", src, opt_name(kind), q);
	if (!(nn < 1e-6 * (double)nz))
		return 0;
	/* the norm in as many digits as show it below the bound (3 but at
	   the bound's edge, where 3 would print the bound itself) */
	char nb[32];
	int p = 3;
	do
		snprintf(nb, sizeof nb, "%.*g", p, nn);
	while (p++ < 17 && strtod(nb, NULL) >= 1e-6 * (double)nz);
	return ak_errf(e, "%s: %s '%s': its words cancel (the sum of their "
	    "unit vectors has norm %s, below 1e-6 of theirs): every word's "
	    "cosine with it is 0 or rounding, an order of no meaning "
	    "(gensim's is NaN)", src, opt_name(kind), q, nb);
}

/* an odd-one-out question whose lowest two cosines print alike ("%.9g",
 * as written): said on warn, the first given being the one written */
static int
odd_tie(const struct ak_question *qq, const ak_table *t, const char *q,
    FILE *warn, const char *prefix, const char *src, ak_err *e)
{
	size_t d = t->cols, m = qq->np;
	size_t *order = calloc(m, sizeof(size_t));
	double *cos = calloc(m, sizeof(double)), *c = calloc(d ? d : 1,
	    sizeof(double));
	char a[32], b[32];

	if (order == NULL || cos == NULL || c == NULL) {
		free(order);
		free(cos);
		free(c);
		return ak_errf(e, "out of memory");
	}
	ak_emb_odd_one_out(order, cos, t->x, d, qq->pos, m, c);
	snprintf(a, sizeof a, "%.9g", cos[0]);
	snprintf(b, sizeof b, "%.9g", cos[1]);
	if (strcmp(a, b) == 0)
		fprintf(warn, "%s%s: --odd-one-out '%s': '%s' and '%s' tie at "
		    "cosine %s with the sum (to the 9 digits written): no "
		    "odd one; '%s', given first, is written\n", prefix, src, q,
		    t->labels[qq->pos[order[0]]], t->labels[qq->pos[order[1]]],
		    a, t->labels[qq->pos[order[0]]]);
	free(order);
	free(cos);
	free(c);
	return 0;
}

/* the words of --most-similar question qq (q as given) whose vectors
 * are zero, left out with a warning each: no direction, they add nothing
 * to 3CosAdd's sum and a constant factor to 3CosMul's product (gensim's
 * scores are then all NaN, its order none).  Returns how many, or -1
 * with "SRC: --most-similar 'q': its words' vectors are all zero ..."
 * in e when every word found is zero, nothing left to ask */
static long
drop_zero(struct ak_question *qq, const ak_table *t, const char *q,
    FILE *warn, const char *prefix, const char *src, ak_err *e)
{
	size_t d = t->cols, n = qq->np + qq->nn, kp = 0, kn = 0;

	for (size_t i = 0; i < n; i++) {
		size_t r = i < qq->np ? qq->pos[i] : qq->neg[i - qq->np];
		if (!ak_is_zero(t->x + r * d, d))
			break;
		if (i + 1 == n)
			return ak_errf(e, "%s: --most-similar '%s': its words' "
			    "vectors are all zero: every word's cosine with "
			    "them is 0, an order of no meaning (gensim's is "
			    "NaN)", src, q);
	}
	for (size_t i = 0; i < n; i++) {
		int p = i < qq->np;
		size_t r = p ? qq->pos[i] : qq->neg[i - qq->np];
		if (!ak_is_zero(t->x + r * d, d)) {
			if (p)
				qq->pos[kp++] = r;
			else
				qq->neg[kn++] = r;
		} else if (warn != NULL)
			fprintf(warn, "%s%s: --most-similar '%s': '%s' has a "
			    "zero vector: no direction, left out of the question "
			    "(gensim's scores would all be NaN)\n", prefix, src,
			    q, t->labels[r]);
	}
	size_t dropped = n - kp - kn;
	qq->np = kp;
	qq->nn = kn;
	return (long)dropped;
}

/* split q's words (spaces) into rows of t; unknown ones warned and left
 * out, and for --most-similar zero vectors (drop_zero).  -1 with e set when the question is malformed for its kind (and
 * for 3CosMul when cosmul): ak_embquery_check */
static int
parse_q(struct ak_question *qq, const char *q, ak_query_kind kind,
    int cosmul, ak_wordfind *f, FILE *warn, const char *prefix,
    const char *src, ak_err *e)
{
	const ak_table *t = f->emb;
	const char *what = opt_name(kind);
	size_t npos = 0, len = strlen(q);
	char *buf;

	if (ak_embquery_check(kind, q, cosmul, e) != 0)
		return -1;
	buf = malloc(len + 1);
	qq->pos = calloc(len / 2 + 1, sizeof(size_t));
	qq->neg = calloc(len / 2 + 1, sizeof(size_t));
	if (buf == NULL || qq->pos == NULL || qq->neg == NULL) {
		free(buf);
		return ak_errf(e, "out of memory");
	}
	memcpy(buf, q, len + 1);
	for (char *w = strtok(buf, " \t"); w != NULL; w = strtok(NULL, " \t")) {
		int neg = kind == AK_QUERY_MOST && w[0] == '-';
		int sign = kind == AK_QUERY_MOST && (neg || w[0] == '+');

		if (sign && ak_table_find(t, w) >= 0) {
			ak_errf(e, "%s: %s '%s': '%s' is a word of the "
			    "embeddings, and its '%c' %s '%s': a sign before "
			    "it says which: '+%s' adds the word '%s', '-%s' "
			    "subtracts it", src, what, q, w, w[0], neg ?
			    "subtracts" : "adds", w + 1, w, w, w);
			free(buf);
			return -1;
		}
		npos += !neg;
		w += sign;
		char note[300];
		long r = ak_wordfind_said(f, w, note, sizeof note, e);
		if (r == -2) {
			free(buf);
			return -1;
		}
		if (note[0] != '\0' && warn != NULL)
			fprintf(warn, "%s%s: %s '%s': %s; --keep-case looks "
			    "words up only as written\n", prefix, src, what, q,
			    note);
		if (r < 0) {
			char hint[128];
			ak_emb_case_hint(hint, sizeof hint, t, w);
			if (warn != NULL)
				fprintf(warn, "%s%s: %s '%s': '%s' is not in "
				    "the embeddings%s\n", prefix, src, what,
				    q, w, hint);
			continue;
		}
		/* a cosine with a zero vector is 0 by convention (gensim's
		   similarity() too; its doesnt_match NaN): said, as --nn
		   says it (--most-similar's: drop_zero) */
		if (warn != NULL && kind != AK_QUERY_MOST &&
		    ak_is_zero(t->x + (size_t)r * t->cols, t->cols))
			fprintf(warn, "%s%s: %s '%s': '%s' has a zero vector; "
			    "its cosines are 0\n", prefix, src, what, q, w);
		if (neg)
			qq->neg[qq->nn++] = (size_t)r;
		else
			qq->pos[qq->np++] = (size_t)r;
	}
	free(buf);
	long zw = kind == AK_QUERY_MOST ? drop_zero(qq, t, q, warn, prefix,
	    src, e) : 0;
	if (zw < 0)
		return -1;
	/* words to subtract alone ('-king') are a question, as gensim's
	   most_similar(negative=...) is (but not for 3CosMul:
	   ak_embquery_check); one whose words to add are all missing is
	   not asked without them */
	qq->ok = kind == AK_QUERY_SIMILAR ? qq->np >= 2 : kind == AK_QUERY_ODD ?
	    qq->np >= 3 : npos > 0 ? qq->np >= 1 : qq->nn >= 1;
	if (qq->ok && (kind == AK_QUERY_ODD || (kind == AK_QUERY_MOST &&
	    !cosmul)) && cancels(qq, t, kind, q, src, e) != 0)
		return -1;
	if (qq->ok && kind == AK_QUERY_ODD && warn != NULL &&
	    odd_tie(qq, t, q, warn, prefix, src, e) != 0)
		return -1;
	if (!qq->ok && warn != NULL)
		fprintf(warn, "%s%s: %s '%s': skipped (%s)\n", prefix, src,
		    what, q, kind == AK_QUERY_SIMILAR ? "fewer than two of its "
		    "words are in the embeddings" : kind == AK_QUERY_ODD ?
		    "fewer than three of its words are in the embeddings: two "
		    "are equally far from their sum" : npos > 0 ? zw > 0 ? "no "
		    "word to add is in the embeddings with a nonzero vector" :
		    "no word to add is in the embeddings" : "its words are not "
		    "in the embeddings");
	return 0;
}

void
ak_embquery_free(ak_queries *qs)
{
	for (size_t i = 0; qs->q != NULL && i < qs->n; i++) {
		free(qs->q[i].pos);
		free(qs->q[i].neg);
	}
	free(qs->q);
	memset(qs, 0, sizeof(*qs));
}

int
ak_embquery_parse(ak_queries *qs, const ak_table *t, ak_query_kind kind,
    char *const *text, size_t n, int cosmul, int exact, FILE *warn,
    const char *prefix, const char *src, ak_err *e)
{
	size_t answered = 0;

	memset(qs, 0, sizeof(*qs));
	qs->kind = kind;
	qs->cosmul = cosmul;
	qs->text = text;
	if ((qs->q = calloc(n ? n : 1, sizeof(struct ak_question))) == NULL)
		return ak_errf(e, "out of memory");
	qs->n = n;
	ak_wordfind f;
	(void)ak_wordfind_init(&f, t, AK_TOK_UNICODE, e);
	f.exact = exact;
	for (size_t i = 0; i < n; i++) {
		if (parse_q(&qs->q[i], text[i], kind, cosmul, &f, warn, prefix,
		    src, e) != 0) {
			ak_wordfind_free(&f);
			ak_embquery_free(qs);
			return -1;
		}
		answered += qs->q[i].ok;
	}
	ak_wordfind_free(&f);
	if (answered == 0) {
		ak_embquery_free(qs);
		return ak_errf(e, "%s: no %s question can be answered: its "
		    "words are not in the embeddings%s", src, opt_name(kind),
		    kind == AK_QUERY_MOST ? ", or have zero vectors" : "");
	}
	return 0;
}

/* the question q in the query column: its words one space apart (a TAB
 * between words, which separates them as a space does, would be a column
 * of its own; a run of both is one space, none at the ends) */
static void
put_query(FILE *fp, const char *q)
{
	int sep = 0, word = 0;

	for (; *q != '\0'; q++) {
		if (*q == ' ' || *q == '\t') {
			sep = word;
			continue;
		}
		if (sep)
			fputc(' ', fp);
		sep = 0;
		word = 1;
		fputc(*q, fp);
	}
}

int
ak_embquery_write(FILE *fp, const ak_queries *qs, const ak_table *t,
    size_t k, ak_err *e)
{
	size_t d = t->cols, kk = k < t->rows ? k : t->rows, mx = 1;
	int rc = -1;

	for (size_t i = 0; i < qs->n; i++)
		if (qs->q[i].np > mx)
			mx = qs->q[i].np;
	size_t *idx = calloc(kk + mx + 1, sizeof(size_t));
	double *sc = calloc(kk + mx + 1, sizeof(double));
	double *work = calloc(d + 1, sizeof(double));

	if (idx == NULL || sc == NULL || work == NULL) {
		ak_errf(e, "out of memory");
		goto out;
	}
	fputs(qs->kind == AK_QUERY_SIMILAR ? "word1\tword2\tcosine\n" :
	    qs->kind == AK_QUERY_ODD ? "query\todd\tcosine\n" : qs->cosmul ?
	    "query\trank\tword\tscore\n" : "query\trank\tword\tcosine\n",
	    fp);
	for (size_t i = 0; i < qs->n; i++) {
		const struct ak_question *x = &qs->q[i];

		if (!x->ok)
			continue;
		if (qs->kind == AK_QUERY_SIMILAR)
			fprintf(fp, "%s\t%s\t%.9g\n", t->labels[x->pos[0]],
			    t->labels[x->pos[1]], ak_cosine(t->x + x->pos[0] *
			    d, t->x + x->pos[1] * d, d));
		else if (qs->kind == AK_QUERY_ODD) {
			ak_emb_odd_one_out(idx, sc, t->x, d, x->pos, x->np,
			    work);
			put_query(fp, qs->text[i]);
			fprintf(fp, "\t%s\t%.9g\n", t->labels[x->pos[idx[0]]],
			    sc[0]);
		} else {
			size_t m = ak_emb_most_similar(idx, sc, t->x, t->rows,
			    d, x->pos, x->np, x->neg, x->nn, qs->cosmul, kk,
			    work);
			for (size_t j = 0; j < m; j++) {
				put_query(fp, qs->text[i]);
				fprintf(fp, "\t%zu\t%s\t%.9g\n", j + 1,
				    t->labels[idx[j]], sc[j]);
			}
			if (m == 0) {	/* no word left to rank: '-', as
					   --analogy answers such a one */
				put_query(fp, qs->text[i]);
				fputs("\t-\t-\t-\n", fp);
			}
		}
	}
	rc = 0;
out:
	free(idx);
	free(sc);
	free(work);
	return rc;
}
