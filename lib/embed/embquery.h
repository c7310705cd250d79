/*
 * embquery.h — the questions people ask of word vectors (ppmi-svd --load
 * E --similar, --most-similar, --odd-one-out), each as gensim's
 * KeyedVectors answers it, on rows of E (n words × d, row-major):
 *
 *   similarity(a, b)   = cos(a, b)                        (emb.h ak_cosine)
 *   3CosAdd (b* for a : a* :: b : ?)                   (Mikolov et al. 2013;
 *     Levy & Goldberg 2014, "Linguistic regularities in sparse and explicit
 *     word representations", eq. 3):
 *       score(w) = cos(w, m),  m = Σ_{p ∈ P} p̂ − Σ_{q ∈ N} q̂
 *     (x̂ = x / ‖x‖; gensim most_similar(positive=P, negative=N), which
 *     also divides m by |P| + |N| and normalizes it: cos is scale-free)
 *   3CosMul (Levy & Goldberg 2014, eq. 4, cosines shifted to [0, 1] as in
 *     their footnote 7; ε = 1e-6 as gensim most_similar_cosmul):
 *       score(w) = Π_{p ∈ P} (1 + cos(w, p))/2 / (Π_{q ∈ N} (1 + cos(w, q))/2 + ε)
 *   odd one out (gensim doesnt_match): of the words W, the one whose cosine
 *     with c = Σ_{w ∈ W} ŵ is lowest.
 *
 * A zero row has cosine 0 with everything (ak_cosine), as gensim's
 * similarity() has, where its most_similar, most_similar_cosmul and
 * doesnt_match divide by the zero norm and give NaN: our answers are
 * finite, and --most-similar leaves a zero row out of the question and
 * of the answers (said).  A question whose m or c is zero (or within
 * 1e-6 of it) is refused by ak_embquery_parse, not answered in an order
 * of no meaning.
 */
#ifndef AK_EMBQUERY_H
#define AK_EMBQUERY_H

#include <stddef.h>
#include <stdio.h>

#include "table.h"
#include "util.h"

/*
 * ak_emb_most_similar: the k rows w of E (n × d) of highest score(w), the
 * rows of pos (np of them) and neg (nneg; np + nneg >= 1; np = 0 as
 * gensim's most_similar(negative=...): m = −Σ q̂; ak_embquery_parse
 * refuses it for 3CosMul, as gensim does) excluded, and zero rows (no
 * direction, no cosine: ak_nearest's rule), best first, ties to the lower
 * row; cosmul 0: 3CosAdd, 1: 3CosMul (formulas above).
 * idx, score: room for k each; work: room for d doubles.  Returns the
 * number found, at most min(k, n − the distinct inputs − the zero rows).
 * No errors.
 */
size_t ak_emb_most_similar(size_t *idx, double *score, const double *E,
    size_t n, size_t d, const size_t *pos, size_t np, const size_t *neg,
    size_t nneg, int cosmul, size_t k, double *work);

/*
 * ak_emb_odd_one_out: the m rows of E listed in rows, ordered from the
 * least to the most central: order[0..m) indexes rows, cos[i] =
 * cos(E[rows[order[i]]], c) with c = Σ ŵ over the m rows; order[0] is
 * gensim's doesnt_match.  Ties keep the earlier word first.  order, cos:
 * room for m each; work: room for d doubles.  No errors.
 */
void ak_emb_odd_one_out(size_t *order, double *cos, const double *E,
    size_t d, const size_t *rows, size_t m, double *work);

/* the kinds of question (ppmi-svd's options) */
typedef enum {
	AK_QUERY_SIMILAR,	/* --similar 'a b' */
	AK_QUERY_MOST,		/* --most-similar 'king -man woman' */
	AK_QUERY_ODD		/* --odd-one-out 'a b c d' */
} ak_query_kind;

/* one question, parsed: its words' rows (embquery.c) */
struct ak_question;

/* the questions of one run, parsed against the embeddings */
typedef struct ak_queries {
	ak_query_kind kind;
	int cosmul;		/* AK_QUERY_MOST: 3CosMul, else 3CosAdd */
	size_t n;
	char *const *text;	/* the questions as given */
	struct ak_question *q;
} ak_queries;

/*
 * ak_embquery_check: whether the question q (words separated by spaces
 * or TABs) has the shape its kind takes, whatever the embeddings: similar
 * two words; most one word or more, none a '-' or '+' alone (the error
 * names '+-' and '--', which add and subtract the word '-'), and with cosmul one
 * to add (3CosMul is a product over them, as gensim's most_similar_cosmul
 * requires); odd three words or more (two are equally far from their
 * sum: no odd one).  Returns 0, or -1 with "OPT 'q': ..."
 * in e (OPT: --similar, --most-similar, --odd-one-out): the command line's
 * fault, a usage error (ppmi-svd exits 2 before reading the embeddings).
 */
int ak_embquery_check(ak_query_kind kind, const char *q, int cosmul,
    ak_err *e);

/*
 * ak_embquery_parse: the n questions text (each words separated by
 * spaces; for AK_QUERY_MOST a term's first '-' or '+' is its sign, -w
 * subtracted, +w and w added, so a word that starts with a sign is
 * written with one before it: '+-lrb-', '--lrb-') looked up in the
 * embeddings t (read with unique) into qs.  A signed term that is itself
 * a word of t ('-lrb-' given, '-lrb-' in t) is ambiguous and refused
 * ("SRC: --most-similar 'q': '-lrb-' is a word of the embeddings, and
 * its '-' subtracts 'lrb-': a sign before it says which ...").  A word not in t is warned
 * about on warn ("PREFIXSRC: --most-similar 'q': 'w' is not in the
 * embeddings", with ak_emb_case_hint's hint) and left out, as ppmi-svd
 * --nn does; a word of a --similar or --odd-one-out question whose row is
 * zero is warned about ("... 'w' has a zero vector; its cosines are 0",
 * as --nn says it) and kept; one of a --most-similar question is warned
 * about ("... 'w' has a zero vector: no direction, left out of the
 * question ...") and left out, for 3CosAdd and 3CosMul alike; a question
 * left without what it needs (two words for similar, three for odd, a
 * positive one for most) is warned about and skipped; an odd-one-out question whose lowest two cosines print alike
 * ("%.9g") is warned about ("... 'a' and 'b' tie at cosine C ...": the
 * first given is written).
 * Returns 0; -1 (e set, qs freed) when a question is not what its kind
 * takes (ak_embquery_check's error), when the vector a question is asked
 * of (3CosAdd's m, odd one out's c) has a norm below 1e-6 of its inputs'
 * (one a nonzero row): its words cancel ("SRC: --most-similar 'free
 * -free': its words cancel ...") or their rows are all zero ("... its
 * words' vectors are all zero ...": 3CosMul's too), and every cosine
 * with it would be 0 or rounding; when no question can be answered
 * ("SRC: no question can be answered: ..."), or out of memory.
 */
int ak_embquery_parse(ak_queries *qs, const ak_table *t, ak_query_kind kind,
    char *const *text, size_t n, int cosmul, int exact, FILE *warn,
    const char *prefix, const char *src, ak_err *e);

/*
 * ak_embquery_write: the answers of qs on t (the table qs was parsed
 * against, or one with the same words in the same rows) as TSV to fp:
 *   AK_QUERY_SIMILAR  "word1 word2 cosine", a line a question;
 *   AK_QUERY_MOST     "query rank word cosine" (3CosAdd) or "query rank
 *                     word score" (3CosMul), k lines a question, or
 *                     "query - - -" when no word is left to rank (every
 *                     other word in the question or of a zero vector);
 *   AK_QUERY_ODD      "query odd cosine": the word least like the others
 *                     and its cosine with the sum of their unit vectors.
 * The query column is the question's words one space apart (TABs
 * separate words as spaces do, and would make columns); numbers "%.9g".
 * Returns 0, or -1 (out of memory).
 */
int ak_embquery_write(FILE *fp, const ak_queries *qs, const ak_table *t,
    size_t k, ak_err *e);

/* ak_embquery_free: release qs (zeroed). */
void ak_embquery_free(ak_queries *qs);

#endif
