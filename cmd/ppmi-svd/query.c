/*
 * query.c — ppmi-svd's questions to the embeddings, command side: the
 * --nn words looked up (the fastText model's n-grams for --oov subword),
 * zero vectors refused or said, and the evaluations' notes and warnings.
 * The answers themselves: lib/embed/embrun.h, embquery.h, evalsets.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "emb.h"
#include "evalsets.h"
#include "fasttext.h"
#include "mem.h"
#include "ps.h"
#include "tokseq.h"
#include "utok.h"

/* the vector --oov subword makes for the --nn word w the model lacks
 * (fasttext.h ak_ft_vector): 1 when it has a direction; 0 with "SRC:
 * --nn 'w': ..." in e when it is zero — w has no n-gram of the model's
 * minn to maxn characters (fastText's and gensim's vector for it is then
 * zero too), or its n-grams' rows sum to 0 — so that w is refused as an
 * unknown word is */
static int
subword_dir(const ak_ft *ft, const char *w, const char *src, ak_err *e)
{
	double *v = ak_alloc_n(ft->dim ? ft->dim : 1, sizeof(double), e);
	size_t g, chars = 2;	/* '<' w '>' */

	if (v == NULL)
		ak_xfail(e);
	g = ak_ft_vector(ft, w, v);
	int dir = g > 0 && !ak_is_zero(v, ft->dim);
	free(v);
	if (dir)
		return dir;
	for (const char *p = w; *p != '\0'; p++)
		chars += ((unsigned char)*p & 0xc0) != 0x80;
	if (g > 0)
		ak_errf(e, "%s: --nn '%s': not in the model, and the rows of its "
		    "%zu n-grams sum to zero: no direction, and no cosine with "
		    "any word", src, w, g);
	else if (ft->maxn == 0 || ft->bucket == 0 || ft->maxn < ft->minn)
		ak_errf(e, "%s: --nn '%s': not in the model, whose words have no "
		    "n-grams (minn %d, maxn %d, bucket %zu): --oov subword gives "
		    "it a zero vector, with no direction", src, w, ft->minn,
		    ft->maxn, ft->bucket);
	else
		ak_errf(e, "%s: --nn '%s': not in the model, and no n-gram of it "
		    "has the model's %d to %d characters ('<%s>' has %zu): its "
		    "vector is zero (fastText's and gensim's too), with no "
		    "direction and no cosine with any word", src, w, ft->minn,
		    ft->maxn, w, chars);
	return 0;
}

void
ps_known_nn(struct ps_opts *o, const ak_table *t, const ak_ft *ft,
    const char *src)
{
	size_t nknown = 0;
	int sub = o->s.oov == AK_OOV_SUBWORD && ft != NULL &&
	    ft->ngram != NULL && ft->dim == t->cols;
	ak_err e;
	ak_wordfind f;
	char note[300];
	long r;

	/* as written, else by its folding, said (tokseq.h) */
	(void)ak_wordfind_init(&f, t, AK_TOK_UNICODE, &e);
	f.exact = o->keep_case;
	for (size_t i = 0; i < o->nn.n; i++) {
		if ((r = ak_wordfind_said(&f, o->nn.v[i], note, sizeof note,
		    &e)) == -2)
			ak_xfail(&e);
		if (r >= 0 && note[0] != '\0' && !o->quiet)
			fprintf(stderr, "ppmi-svd: note: %s: --nn %s; "
			    "--keep-case looks words up only as written%s\n",
			    src, note, o->s.oov == AK_OOV_SUBWORD ? " (then "
			    "by their n-grams)" : "");
		if (r >= 0)	/* the row's word: its neighbours' heading */
			o->nn.v[i] = t->labels[r];
		/* the model's n-grams answer an unknown word with a
		   direction (the others refused below, after the count) */
		nknown += r >= 0 || (sub && subword_dir(ft, o->nn.v[i], src,
		    &e));
	}
	ak_wordfind_free(&f);
	for (size_t i = 0, k = 0; i < o->nn.n; i++) {
		char hint[128];

		if (ak_table_find(t, o->nn.v[i]) >= 0) {
			o->nn.v[k++] = o->nn.v[i];
			continue;
		}
		if (sub && subword_dir(ft, o->nn.v[i], src, &e)) {
			if (!o->quiet)
				fprintf(stderr, "ppmi-svd: note: %s: '%s' is "
				    "not in the model: its vector is the mean "
				    "of its n-grams' (--oov subword)\n", src,
				    o->nn.v[i]);
			o->nn.v[k++] = o->nn.v[i];
			continue;
		}
		if (!sub) {
			ak_emb_case_hint(hint, sizeof hint, t, o->nn.v[i]);
			ak_errf(&e, "%s: --nn '%s': not in the %s%s%s", src,
			    o->nn.v[i], o->load ? "embeddings" : "vocabulary",
			    hint, o->s.oov != AK_OOV_SUBWORD && ft != NULL &&
			    ak_ft_has_ngrams(ft) ? " (a fastText model: --oov "
			    "subword gives it the mean of its n-grams' rows, as "
			    "gensim's model.wv[WORD] does)" : "");
		}
		if (nknown == 0)
			ak_xfail(&e);
		fprintf(stderr, "ppmi-svd: warning: %s\n", e.msg);
	}
	o->nn.n = o->nn.n > 0 ? nknown : 0;
}

void
ps_zero_rows(struct ps_opts *o, const ak_table *t, const char *src)
{
	long first, q;
	size_t nz = ak_emb_zero_rows(t->x, t->rows, t->cols, &first), k = 0;
	ak_err e;

	for (size_t i = 0; nz > 0 && i < o->nn.n; i++) {
		if ((q = ak_table_find(t, o->nn.v[i])) < 0 ||
		    !ak_is_zero(t->x + (size_t)q * t->cols, t->cols)) {
			o->nn.v[k++] = o->nn.v[i];
			continue;
		}
		ak_errf(&e, "%s: --nn '%s': its vector is zero: no direction, "
		    "and no cosine with any word", src, o->nn.v[i]);
		if (k == 0 && i + 1 == o->nn.n)
			ak_xfail(&e);
		fprintf(stderr, "ppmi-svd: warning: %s\n", e.msg);
	}
	if (nz > 0 && o->nn.n > 0)
		o->nn.n = k;
	if (nz > 0 && o->load != NULL && (o->nn.n > 0 || o->qmost.n > 0 ||
	    o->ana.n > 0))
		fprintf(stderr, "ppmi-svd: warning: %s: %zu of %zu words have "
		    "a zero vector (e.g. '%s'): no direction and no cosine, "
		    "left out of the %s\n", ak_table_where(t, src,
		    (size_t)first), nz, t->rows, t->labels[first], o->nn.n > 0 ||
		    o->qmost.n > 0 ? "neighbours" : "analogies' answers");
}

/* a similarity set whose covered cosines all print alike, or whose
 * covered pairs' human scores are all the same: its rho is '-' (nothing
 * ranked), said on stderr */
static void
sim_notes(const ak_simeval *r, const char *path)
{
	size_t j = 0;

	if (r->covered < 2 || (r->distinct != 1 && r->hdistinct != 1))
		return;
	while (!r->p[j].covered)
		j++;
	if (r->distinct == 1)
		fprintf(stderr, "ppmi-svd: note: %s: the cosines of its %zu "
		    "covered pairs all print as %.9g (9 significant digits): "
		    "nothing to rank, Spearman's rho is '-'\n", path,
		    r->covered, r->p[j].cosine);
	if (r->hdistinct == 1)
		fprintf(stderr, "ppmi-svd: note: %s: the human scores of its "
		    "%zu covered pairs are all %.9g: nothing to rank, "
		    "Spearman's rho is '-'\n", path, r->covered,
		    r->p[j].human);
}

/* the zero vectors an analogy set's covered questions hold, said (they
 * are counted wrong: evalsets.h) with gensim's treatment of them */
static void
ana_zero(const ak_anaeval *r, const char *path)
{
	if (r->zero_abc > 0) {
		const ak_anaq *q = &r->q[r->first_abc];
		fprintf(stderr, "ppmi-svd: warning: %s:%zu: %zu of its %zu "
		    "covered questions have a zero vector among a, b, c (e.g. "
		    "'%s %s %s %s'): no direction, so no answer ('-' in "
		    "--items), counted wrong; gensim's evaluate_word_analogies "
		    "counts them too, but answers with whatever word its sort "
		    "puts first (every score NaN)\n", path, q->line,
		    r->zero_abc, r->covered, q->w[0], q->w[1], q->w[2],
		    q->w[3]);
	}
	if (r->zero_d > 0) {
		const ak_anaq *q = &r->q[r->first_d];
		fprintf(stderr, "ppmi-svd: warning: %s:%zu: %zu of its %zu "
		    "covered questions expect a word whose vector is zero "
		    "(e.g. '%s' in '%s %s %s %s'): a zero vector is no answer "
		    "(no direction; gensim's NaN score is never chosen either), "
		    "so they are counted wrong\n", path, q->line, r->zero_d,
		    r->covered, q->w[3], q->w[0], q->w[1], q->w[2], q->w[3]);
	}
}

/* the lines of an analogy set read otherwise than a reader with comments
 * might expect, said (not with -q): comments of '#' and three words,
 * which gensim's evaluate_word_analogies (no comments) counts as
 * questions; questions whose first word starts with '#' (a hashtag, as
 * gensim reads them) that are not covered, a comment's words perhaps */
static void
ana_hash(const ak_anaeval *r, const char *path)
{
	size_t n = 0;
	const ak_anaq *f = NULL;

	if (r->hash4 > 0)
		fprintf(stderr, "ppmi-svd: note: %s:%zu: %zu line%s of '#' and "
		    "three words skipped as comments; gensim's "
		    "evaluate_word_analogies, which has no comments, counts "
		    "each as a question: %zu item%s more there\n", path,
		    r->hash4_line, r->hash4, r->hash4 == 1 ? "" : "s",
		    r->hash4, r->hash4 == 1 ? "" : "s");
	for (size_t i = 0; i < r->nq; i++)
		if (r->q[i].w[0][0] == '#' && !r->q[i].covered && n++ == 0)
			f = &r->q[i];
	if (n > 0)
		fprintf(stderr, "ppmi-svd: note: %s:%zu: %zu question%s whose "
		    "first word starts with '#' ('%s %s %s %s') read as %s "
		    "(four words, as gensim's evaluate_word_analogies reads "
		    "them), not covered; a comment starts with '# ', '#' "
		    "and a space\n", path, f->line, n, n == 1 ? "" : "s",
		    f->w[0], f->w[1], f->w[2], f->w[3], n == 1 ? "one" :
		    "questions");
}

void
ps_eval_notes(const struct ps_opts *o, const ak_evalrun *ev)
{
	for (size_t i = 0; i < ev->nsim; i++) {
		const ak_simeval *r = &ev->sim[i];
		const ak_simpair *p = &r->p[r->zero_first];

		if (!o->quiet)
			sim_notes(r, ev->simpath[i]);
		if (r->zero > 0)
			fprintf(stderr, "ppmi-svd: warning: %s:%zu: %zu of its "
			    "%zu covered pairs have a word whose vector is zero "
			    "(e.g. '%s' '%s'): no direction; their cosine is "
			    "taken as 0 and ranked, as gensim's "
			    "evaluate_word_pairs takes it (its similarity() of "
			    "a zero vector is 0)\n", ev->simpath[i],
			    r->zero_line, r->zero, r->covered, p->w1, p->w2);
	}
	for (size_t i = 0; i < ev->nana; i++) {
		ana_zero(&ev->ana[i], ev->anapath[i]);
		if (!o->quiet)
			ana_hash(&ev->ana[i], ev->anapath[i]);
	}
}
