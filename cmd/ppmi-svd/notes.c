/*
 * notes.c — what ppmi-svd says on standard error of its evaluation sets
 * (ps.h ps_eval_notes): a set with nothing to rank (notes), the pairs and
 * questions that hold a zero vector and how that differs from gensim
 * (warnings).
 */
#include <stdio.h>

#include "evalsets.h"
#include "ps.h"

/* a similarity set whose covered cosines all print alike, or whose
 * covered pairs' human scores are all the same: its rho is '-' (nothing
 * ranked), said on stderr */
static void
sim_notes(const ak_evalrun *ev, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		const ak_simeval *r = &ev->sim[i];
		size_t j = 0;

		if (r->covered < 2 || (r->distinct != 1 && r->hdistinct != 1))
			continue;
		while (!r->p[j].covered)
			j++;
		if (r->distinct == 1)
			fprintf(stderr, "ppmi-svd: note: %s: the cosines of its "
			    "%zu covered pairs all print as %.9g (9 significant "
			    "digits): nothing to rank, Spearman's rho is '-'\n",
			    ev->simpath[i], r->covered, r->p[j].cosine);
		if (r->hdistinct == 1)
			fprintf(stderr, "ppmi-svd: note: %s: the human scores of "
			    "its %zu covered pairs are all %.9g: nothing to rank, "
			    "Spearman's rho is '-'\n", ev->simpath[i],
			    r->covered, r->p[j].human);
	}
}

/* the evaluation sets' pairs and questions that hold a word with a zero
 * vector (no direction, no cosine): how each was taken, and where that
 * differs from gensim's evaluations (evalsets.h), said as warnings: rho
 * and the accuracy depend on that convention */
static void
zero_notes(const ak_evalrun *ev, const ak_table *t)
{
	for (size_t i = 0; i < ev->nsim; i++) {
		const ak_simeval *r = &ev->sim[i];
		const ak_simpair *p = &r->p[r->zfirst];

		if (r->zero > 0)
			fprintf(stderr, "ppmi-svd: warning: %s: %zu of %zu "
			    "covered pairs hold a word with a zero vector "
			    "(e.g. '%s' '%s'): no direction, its cosine taken "
			    "as 0 and ranked, as gensim's evaluate_word_pairs "
			    "does (drop such pairs from the file to rank "
			    "without them)\n", ev->simpath[i], r->zero,
			    r->covered, p->w1, p->w2);
	}
	for (size_t i = 0; i < ev->nana; i++) {
		const ak_anaeval *r = &ev->ana[i];
		char *const *w = r->q[r->zfirst].w;

		if (r->zrows > 0)
			fprintf(stderr, "ppmi-svd: warning: %s: %zu of %zu "
			    "words have a zero vector (e.g. '%s'): never an "
			    "answer (gensim's score for them is NaN, ranked "
			    "last)\n", ev->anapath[i], r->zrows, t->rows,
			    t->labels[r->zrow]);
		if (r->zero > 0)
			fprintf(stderr, "ppmi-svd: warning: %s: %zu of %zu "
			    "covered questions hold a word with a zero vector "
			    "(e.g. '%s %s %s %s'): counted; a zero a, b or c "
			    "adds nothing to the scores, where gensim's "
			    "evaluate_word_analogies gets NaN for every word "
			    "and an arbitrary answer; a zero d is never "
			    "answered, so the question is wrong\n",
			    ev->anapath[i], r->zero, r->covered, w[0], w[1],
			    w[2], w[3]);
	}
}

/* ps.h */
void
ps_eval_notes(const ak_evalrun *ev, const ak_table *t, int quiet)
{
	if (!quiet)
		sim_notes(ev, ev->nsim);
	zero_notes(ev, t);
}
