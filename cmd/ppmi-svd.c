/*
 * ppmi-svd — word embeddings from a tokenized corpus: window
 * co-occurrence, PPMI, truncated SVD; or nearest neighbours by cosine.
 * See man/ppmi-svd.1.
 */
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cooc.h"
#include "counts.h"
#include "emb.h"
#include "evalsets.h"
#include "io.h"
#include "spcount.h"
#include "spemb.h"
#include "table.h"

/* Dense matrices: V×T doubles for the counts, the PPMI matrix and the
 * decomposition's copies; 2e8 cells are 1.6 GB each (14142 words squared) */
#define MAX_VOCAB 20000		/* rows */
#define MAX_CONTEXTS 1000000	/* columns */
#define MAX_CELLS 200000000	/* V×T */
/* --solver auto: the dense exact path while its cost V·V·T (the O(V³)
 * eigen-solver, or the Gram matrix of a wide V×T) stays under this (about
 * 2150 words squared, a few seconds), the sparse randomized one above */
#define AUTO_DENSE_FLOPS 1e10

enum {
	OPT_WINDOW = CHAR_MAX + 1, OPT_WEIGHT, OPT_OOV, OPT_CDS, OPT_NEG,
	OPT_DIM, OPT_EIG, OPT_NN, OPT_LOAD, OPT_LABEL, OPT_CONTEXTS,
	OPT_COUNT, OPT_FROM_COUNTS, OPT_SOLVER, OPT_OVERSAMPLE, OPT_ITERS,
	OPT_SIMILARITY, OPT_ANALOGY, OPT_ITEMS, OPT_NORMALIZE,
	OPT_VERSION
};

static const struct option longopts[] = {
	{ "vocab",	required_argument, NULL, 'v' },
	{ "window",	required_argument, NULL, 'w' },
	{ "weight",	required_argument, NULL, OPT_WEIGHT },
	{ "oov",	required_argument, NULL, OPT_OOV },
	{ "cds",	required_argument, NULL, OPT_CDS },
	{ "neg",	required_argument, NULL, OPT_NEG },
	{ "dim",	required_argument, NULL, 'd' },
	{ "eig",	required_argument, NULL, OPT_EIG },
	{ "label",	required_argument, NULL, OPT_LABEL },
	{ "contexts",	required_argument, NULL, OPT_CONTEXTS },
	{ "normalize",	no_argument,	   NULL, OPT_NORMALIZE },
	{ "nn",		required_argument, NULL, OPT_NN },
	{ "count",	no_argument,	   NULL, OPT_COUNT },
	{ "similarity",	required_argument, NULL, OPT_SIMILARITY },
	{ "analogy",	required_argument, NULL, OPT_ANALOGY },
	{ "items",	no_argument,	   NULL, OPT_ITEMS },
	{ "from-counts", no_argument,	   NULL, OPT_FROM_COUNTS },
	{ "solver",	required_argument, NULL, OPT_SOLVER },
	{ "oversample",	required_argument, NULL, OPT_OVERSAMPLE },
	{ "power-iters", required_argument, NULL, OPT_ITERS },
	{ "memory",	required_argument, NULL, 'M' },
	{ "seed",	required_argument, NULL, 's' },
	{ "threads",	required_argument, NULL, 'j' },
	{ "load",	required_argument, NULL, OPT_LOAD },
	{ "output",	required_argument, NULL, 'o' },
	{ "quiet",	no_argument,	   NULL, 'q' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ "version",	no_argument,	   NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 }
};

static const char usage_text[] =
	"usage: ppmi-svd -v VOCAB [-w N] [--weight flat|harmonic] [--oov skip|keep]\n"
	    "                [--cds A] [--neg K] [-d K] [--eig P] [--label L]\n"
	    "                [--contexts CTX] [--normalize] [--solver auto|dense|sparse]\n"
	    "                [-s N] [-j N]\n"
	    "                [--oversample N] [--power-iters N] [-M SIZE]\n"
	    "                [--nn WORD ... [-k N]] [-o FILE] [TOKENS ...]\n"
	    "       ppmi-svd -v VOCAB --from-counts [options as above] [COUNTS ...]\n"
	    "       ppmi-svd --count -v VOCAB [--window N] [--weight W] [--oov O]\n"
	    "                [--label L] [--contexts CTX] [-M SIZE] [-o FILE] [TOKENS ...]\n"
	    "       ppmi-svd --count --from-counts [--window N] [--weight W] [-o FILE]\n"
	    "                [COUNTS ...]\n"
	    "       ppmi-svd --load EMB --nn WORD ... [-k N] [-o FILE]\n"
	    "       ppmi-svd --load EMB [--similarity FILE ...] [--analogy FILE ...]\n"
	    "                [--items] [-o FILE]\n"
	    "  -v, --vocab VOCAB   vocabulary TSV (word count docs): the rows, in order\n"
	    "  -w, --window N      words on each side that co-occur (default 4)\n"
	    "      --weight W      flat: every pair counts 1 (default); harmonic: 1/distance\n"
	    "      --oov O         skip: drop out-of-vocabulary tokens first (default);\n"
	    "                      keep: they keep their slot in the windows\n"
	    "      --cds A         context-distribution smoothing exponent (default 1)\n"
	    "      --neg K         shifted PPMI: max(PMI - ln K, 0) (default 1)\n"
	    "  -d, --dim K         embedding dimensions, singular values kept (default 32)\n"
	    "      --eig P         embeddings U*S^P (default 1)\n"
	    "      --normalize     scale every embedding row to unit length\n"
	    "      --label L       count only the messages labelled L (default: all)\n"
	    "      --contexts CTX  context words (columns) from this word list\n"
	    "                      (default: the vocabulary itself)\n"
	    "      --count         write the co-occurrence counts (word context count,\n"
	    "                      sorted) instead of embeddings\n"
	    "      --from-counts   the operands are count files to sum, not tokens\n"
	    "      --solver S      dense: exact LAPACK path; sparse: sparse PPMI and a\n"
	    "                      randomized SVD; auto (default): dense up to V*V*T = 1e10\n"
	    "      --oversample N  sparse: extra columns of the sketch (default 10)\n"
	    "      --power-iters N sparse: power iterations (default 7, or 4 when\n"
	    "                      --dim is at least a tenth of the vocabulary)\n"
	    "  -s, --seed N        seed of the randomized SVD (default 1)\n"
	    "  -j, --threads N     threads of the sparse products (default 1)\n"
	    "  -M, --memory SIZE   memory budget, e.g. 512M, 2G (default 2G)\n"
	    "      --nn WORD       write WORD's nearest neighbours instead (repeatable)\n"
	    "  -k N                neighbours per --nn word (default 5)\n"
	    "      --similarity F  Spearman rho of cosines against the word pairs\n"
	    "                      of F (word1 word2 score) instead (repeatable)\n"
	    "      --analogy F     3CosAdd and 3CosMul accuracy on the questions of F\n"
	    "                      (: section, a b c d) instead (repeatable)\n"
	    "      --items         one line per pair / question, not per section\n"
	    "      --load EMB      take the embeddings from EMB instead of computing them\n"
	    "  -q, --quiet         no progress (ppmi-svd shows none)\n"
	    "  -o, --output FILE   write to FILE (atomically) instead of stdout\n"
	    "  -h, --help          this help;  --version  the version\n";

static void
usage(int status)
{
	ak_usage(status);
}

typedef enum { SOLVER_AUTO, SOLVER_DENSE, SOLVER_SPARSE } solver;

typedef struct opts {
	const char *vocab, *load, *out, *label, *contexts;
	long window, dim, k, threads, oversample, iters;
	int normalize;
	double cds, neg, eig;
	ak_weight weight;
	ak_oov oov;
	solver solver;
	int count, from_counts;
	uint64_t seed;
	size_t memory;
	const char **nn;
	size_t nnn;
	const char **sim, **ana;	/* --similarity, --analogy files */
	size_t nsim, nana;
	int items;
} opts;

static void
write_nn(FILE *fp, const ak_table *t, const opts *o, const char *src)
{
	/* at most every other word: a huge -k must not ask for the memory */
	size_t k = (size_t)o->k < t->rows ? (size_t)o->k : t->rows;
	size_t *idx = calloc(k + 1, sizeof(size_t));
	double *cos = calloc(k + 1, sizeof(double));
	ak_err e;

	if (idx == NULL || cos == NULL) {
		ak_errf(&e, "out of memory");
		ak_xdie(1, &e);
	}
	fprintf(fp, "word\trank\tneighbour\tcosine\n");
	for (size_t i = 0; i < o->nnn; i++) {
		long q = ak_table_find(t, o->nn[i]);
		size_t n;

		if (ak_is_zero(t->x + (size_t)q * t->cols, t->cols))
			fprintf(stderr, "ppmi-svd: warning: %s: '%s' has a "
			    "zero vector; its cosines are 0\n", src, o->nn[i]);
		n = ak_nearest(idx, cos, t->x, t->rows, t->cols, (size_t)q, k);
		for (size_t j = 0; j < n; j++)
			fprintf(fp, "%s\t%zu\t%s\t%.9g\n", o->nn[i], j + 1,
			    t->labels[idx[j]], cos[j]);
	}
	free(idx);
	free(cos);
}

/* the base name of a path, for the set column */
static const char *
base(const char *p)
{
	const char *s = strrchr(p, '/');
	return s ? s + 1 : p;
}

static void
pct(FILE *fp, size_t ok, size_t n)
{
	if (n == 0)
		fputs("-", fp);
	else
		fprintf(fp, "%.9g", (double)ok / (double)n);
}

/* --similarity, --analogy: one line per set and section (the value:
 * Spearman's rho, or accuracy over the covered questions), or with
 * --items one line per pair / question */
static int
write_eval(FILE *fp, const ak_table *t, const opts *o, ak_err *e)
{
	if (o->items)
		fprintf(fp, "set\tsection\tw1\tw2\tw3\tw4\thuman\tcosine\t"
		    "3cosadd\t3cosmul\n");
	else
		fprintf(fp, "set\tsection\titems\tcovered\tmeasure\tvalue\n");
	for (size_t i = 0; i < o->nsim; i++) {
		ak_simeval r;

		if (ak_eval_similarity(&r, t, o->sim[i], e) != 0)
			return -1;
		if (o->items) {
			for (size_t j = 0; j < r.n; j++) {
				fprintf(fp, "%s\tall\t%s\t%s\t-\t-\t%.17g\t",
				    base(o->sim[i]), r.p[j].w1, r.p[j].w2,
				    r.p[j].human);
				if (r.p[j].covered)
					fprintf(fp, "%.9g", r.p[j].cosine);
				else
					fputs("-", fp);
				fputs("\t-\t-\n", fp);
			}
		} else {
			fprintf(fp, "%s\tall\t%zu\t%zu\tspearman\t",
			    base(o->sim[i]), r.n, r.covered);
			if (r.has_rho)
				fprintf(fp, "%.9g\n", r.rho);
			else
				fputs("-\n", fp);
		}
		ak_simeval_free(&r);
	}
	for (size_t i = 0; i < o->nana; i++) {
		ak_anaeval r;
		const char *b = base(o->ana[i]);

		if (ak_eval_analogy(&r, t, o->ana[i], e) != 0)
			return -1;
		if (o->items) {
			for (size_t j = 0; j < r.nq; j++) {
				const ak_anaq *q = &r.q[j];

				fprintf(fp, "%s\t%s\t%s\t%s\t%s\t%s\t-\t-\t%s\t"
				    "%s\n", b, r.s[q->sec].name, q->w[0],
				    q->w[1], q->w[2], q->w[3], q->covered ?
				    t->labels[q->add] : "-", q->covered ?
				    t->labels[q->mul] : "-");
			}
		} else {
			for (size_t s = 0; s <= r.nsec; s++) {
				const ak_anasec *x = &r.s[s];
				size_t n = s < r.nsec ? x->n : r.n;
				size_t cov = s < r.nsec ? x->covered : r.covered;
				const char *name = s < r.nsec ? x->name : "all";

				fprintf(fp, "%s\t%s\t%zu\t%zu\t3cosadd\t", b,
				    name, n, cov);
				pct(fp, s < r.nsec ? x->add_ok : r.add_ok, cov);
				fprintf(fp, "\n%s\t%s\t%zu\t%zu\t3cosmul\t", b,
				    name, n, cov);
				pct(fp, s < r.nsec ? x->mul_ok : r.mul_ok, cov);
				fputs("\n", fp);
			}
		}
		ak_anaeval_free(&r);
	}
	return 0;
}

/* words with their byte-order ranks (the ids of the counter, counts.h) */
typedef struct ranked {
	uint32_t *rank, *by;	/* rank of word i; word of rank r */
	char **words;		/* words by rank */
	ak_strmap map;		/* word -> rank */
} ranked;

static void
ranked_build(ranked *r, char **labels, size_t n)
{
	ak_err e;

	if ((r->rank = ak_alloc_n(n, sizeof(uint32_t), &e)) == NULL ||
	    (r->by = ak_alloc_n(n, sizeof(uint32_t), &e)) == NULL ||
	    (r->words = ak_alloc_n(n, sizeof(char *), &e)) == NULL ||
	    ak_word_ranks(r->rank, r->by, labels, n, &e) != 0 ||
	    ak_strmap_init(&r->map, &e) != 0)
		ak_xdie(1, &e);
	for (size_t i = 0; i < n; i++) {
		r->words[i] = labels[r->by[i]];
		if (ak_strmap_put(&r->map, labels[i], strlen(labels[i]),
		    r->rank[i], NULL, &e) < 0)
			ak_xdie(1, &e);
	}
}

static void
ranked_free(ranked *r)
{
	free(r->rank);
	free(r->by);
	free(r->words);
	ak_strmap_free(&r->map);
}

static const char *
corpus_name(char **files, size_t nfiles)
{
	return nfiles == 1 ? (strcmp(files[0], "-") == 0 ? "<stdin>" :
	    files[0]) : "input";
}

/* count the tokens files into c, with the words' ranks as ids */
static void
count_tokens(ak_spcount *c, const opts *o, const ranked *rows,
    const ranked *ctxs, char **files, size_t nfiles)
{
	size_t nmsg = 0;
	ak_err e;

	if (ak_spcount_init(c, (size_t)o->window, o->weight, o->oov,
	    o->memory, &e) != 0)
		ak_xdie(1, &e);
	for (size_t f = 0; f < nfiles; f++)
		if (ak_spcount_read(c, &rows->map, ctxs ? &ctxs->map : NULL,
		    files[f], o->label, &nmsg, &e) != 0)
			ak_xdie(1, &e);
	if (nmsg == 0) {
		ak_errf(&e, "%s: empty corpus (no messages%s%s)",
		    corpus_name(files, nfiles), o->label ? " labelled " : "",
		    o->label ? o->label : "");
		ak_xdie(1, &e);
	}
}

/* --count: the counts of the tokens, or the sum of count files */
static void
write_counts(const opts *o, char **files, size_t nfiles, const char **inputs,
    int argc0, char **argv0)
{
	ak_table t, ctx;
	ranked rv, rc;
	ak_spcount c;
	ak_out out;
	ak_err e;
	uint64_t L = ak_cooc_units((size_t)o->window, o->weight);

	if (L == 0) {
		ak_errf(&e, "--weight harmonic counts exactly up to --window "
		    "%d (got %ld)", AK_SPCOUNT_MAX_HARMONIC, o->window);
		ak_xdie(2, &e);
	}
	if (o->from_counts) {	/* the reducer */
		if (ak_out_open(&out, o->out, inputs, &e) != 0)
			ak_xdie(1, &e);
		ak_provenance(out.fp, argc0, argv0);
		if (ak_counts_merge_write(out.fp, files, nfiles, L, &e) != 0) {
			ak_out_abort(&out);
			ak_xdie(1, &e);
		}
		if (ak_out_commit(&out, &e) != 0)
			ak_xdie(1, &e);
		return;
	}
	if (ak_table_read_kind(&t, o->vocab, 1, AK_TABLE_VOCAB, &e) != 0)
		ak_xdie(1, &e);
	ranked_build(&rv, t.labels, t.rows);
	if (o->contexts != NULL) {
		if (ak_table_read_kind(&ctx, o->contexts, 1, AK_TABLE_VOCAB,
		    &e) != 0)
			ak_xdie(1, &e);
		ranked_build(&rc, ctx.labels, ctx.rows);
	}
	count_tokens(&c, o, &rv, o->contexts ? &rc : NULL, files, nfiles);
	if (ak_out_open(&out, o->out, inputs, &e) != 0)
		ak_xdie(1, &e);
	ak_provenance(out.fp, argc0, argv0);
	if (ak_counts_write(out.fp, &c, rv.words, o->contexts ? rc.words :
	    rv.words, &e) != 0) {
		ak_out_abort(&out);
		ak_xdie(1, &e);
	}
	if (ak_out_commit(&out, &e) != 0)
		ak_xdie(1, &e);
	ak_spcount_free(&c);
	ranked_free(&rv);
	ak_table_free(&t);
	if (o->contexts != NULL) {
		ranked_free(&rc);
		ak_table_free(&ctx);
	}
}

/* the embeddings E (V×d) of the vocabulary t */
static double *
compute(const opts *o, ak_table *t, char **files, size_t nfiles,
    const char *src)
{
	size_t V = t->rows, T = V, d = (size_t)o->dim, nzero = 0;
	long first_zero = -1;
	uint64_t L = ak_cooc_units((size_t)o->window, o->weight);
	double *E;
	ak_table ctx;
	ak_csr C = { 0 };
	ak_err e;
	int dense;

	if (o->contexts != NULL) {
		if (ak_table_read_kind(&ctx, o->contexts, 1, AK_TABLE_VOCAB,
		    &e) != 0)
			ak_xdie(1, &e);
		T = ctx.rows;
	}
	if (d > V || d > T) {
		ak_errf(&e, "%s: --dim %zu is larger than the %s (%zu words)",
		    d > V ? src : o->contexts, d, d > V ? "vocabulary" :
		    "contexts", d > V ? V : T);
		ak_xdie(1, &e);
	}
	if (L == 0 && (o->from_counts || o->solver == SOLVER_SPARSE)) {
		ak_errf(&e, "--weight harmonic counts exactly up to --window "
		    "%d (got %ld): only the dense solver counts wider windows",
		    AK_SPCOUNT_MAX_HARMONIC, o->window);
		ak_xdie(2, &e);
	}
	/* the dense path while it is exact, fits and is fast */
	dense = o->solver == SOLVER_DENSE || L == 0 ||
	    (o->solver == SOLVER_AUTO && (double)V * (double)V * (double)T <=
	    AUTO_DENSE_FLOPS && 16 * V * T <= o->memory);
	if (dense && (V > MAX_VOCAB || T > MAX_CONTEXTS)) {
		ak_errf(&e, "%s: %zu %s: more than the %d the dense "
		    "matrices allow (use --solver sparse)",
		    V > MAX_VOCAB ? src : o->contexts, V > MAX_VOCAB ? V : T,
		    V > MAX_VOCAB ? "words" : "context words",
		    V > MAX_VOCAB ? MAX_VOCAB : MAX_CONTEXTS);
		ak_xdie(1, &e);
	}
	if (dense && V * T > MAX_CELLS) {
		ak_errf(&e, "%s: %zu words × %zu contexts = %zu cells: more "
		    "than the %d the dense matrices allow (14142 words "
		    "squared; use --solver sparse)", o->contexts ? o->contexts :
		    src, V, T, V * T, MAX_CELLS);
		ak_xdie(1, &e);
	}
	if ((E = ak_alloc_n(V * d, sizeof(double), &e)) == NULL)
		ak_xdie(1, &e);
	if (L == 0) {	/* harmonic, window > 22: the dense counter */
		double *X;
		size_t nmsg = 0;

		if ((X = ak_alloc_n(V * T, sizeof(double), &e)) == NULL)
			ak_xdie(1, &e);
		for (size_t f = 0; f < nfiles; f++)
			if (ak_cooc_read(X, &t->index, o->contexts ?
			    &ctx.index : NULL, T, files[f], o->label,
			    (size_t)o->window, o->weight, o->oov, &nmsg,
			    &e) != 0)
				ak_xdie(1, &e);
		if (nmsg == 0) {
			ak_errf(&e, "%s: empty corpus (no messages%s%s)",
			    corpus_name(files, nfiles), o->label ?
			    " labelled " : "", o->label ? o->label : "");
			ak_xdie(1, &e);
		}
		if (ak_emb_ppmi_svd(E, X, V, T, d, o->cds, o->neg, o->eig,
		    &nzero, &first_zero, &e) != 0)
			ak_xdie(1, &e);
		free(X);
		goto done;
	}
	if (o->from_counts) {
		size_t ncells;

		if (ak_counts_csr_files(&C, files, nfiles, L, &t->index,
		    o->contexts ? &ctx.index : NULL, V, T, src, o->contexts,
		    &ncells, &e) != 0)
			ak_xdie(1, &e);
		if (ncells == 0) {
			ak_errf(&e, "%s: no counts", corpus_name(files,
			    nfiles));
			ak_xdie(1, &e);
		}
	} else {
		ranked rv, rc;
		ak_spcount c;

		ranked_build(&rv, t->labels, V);
		if (o->contexts != NULL)
			ranked_build(&rc, ctx.labels, T);
		count_tokens(&c, o, &rv, o->contexts ? &rc : NULL, files,
		    nfiles);
		if (ak_counts_csr_counter(&C, &c, rv.by, o->contexts ? rc.by :
		    rv.by, V, T, &e) != 0)
			ak_xdie(1, &e);
		ak_spcount_free(&c);
		ranked_free(&rv);
		if (o->contexts != NULL)
			ranked_free(&rc);
	}
	if (dense) {
		if (ak_emb_dense_csr(E, &C, d, o->cds, o->neg, o->eig, &nzero,
		    &first_zero, &e) != 0)
			ak_xdie(1, &e);
	} else {
		ak_rsvd_opts ro = { (size_t)o->oversample, o->iters < 0 ?
		    (size_t)-1 : (size_t)o->iters, o->seed, (int)o->threads };
		size_t l = d + ro.oversample;
		size_t need = 2 * C.nnz * (sizeof(double) + sizeof(uint32_t)) +
		    2 * (V + T) * l * sizeof(double) + V * d * sizeof(double);

		if (need > o->memory) {
			ak_errf(&e, "%s: the sparse path needs about %zu MB "
			    "(%zu non-zero cells): more than --memory %zu MB",
			    src, need >> 20, C.nnz, o->memory >> 20);
			ak_xdie(1, &e);
		}
		if (ak_emb_sparse(E, &C, d, o->cds, o->neg, o->eig, &ro,
		    &nzero, &first_zero, &e) != 0)
			ak_xdie(1, &e);
	}
	ak_csr_free(&C);
done:
	if (o->contexts != NULL)
		ak_table_free(&ctx);
	if (nzero > 0)
		fprintf(stderr, "ppmi-svd: warning: %zu of %zu words have an "
		    "all-zero PPMI row (e.g. '%s': no co-occurrence, or every "
		    "PMI <= ln --neg): zero vectors, cosine 0\n", nzero, V,
		    t->labels[first_zero]);
	if (o->normalize)
		ak_emb_normalize(E, V, d);
	/* round to the written precision, so that --nn on the computed
	 * embeddings equals --nn on the file (--load) */
	for (size_t i = 0; i < V * d; i++) {
		char num[32];

		snprintf(num, sizeof num, "%.9g", E[i]);
		E[i] = strtod(num, NULL);
	}
	return E;
}

int
main(int argc, char *argv[])
{
	opts o = { .window = 4, .dim = 32, .k = 5, .cds = 1, .neg = 1,
	    .eig = 1, .weight = AK_WEIGHT_FLAT, .oov = AK_OOV_SKIP,
	    .solver = SOLVER_AUTO, .seed = 1, .threads = 1, .oversample = 10,
	    .iters = -1,
	    .memory = (size_t)2 << 30 };
	ak_table t;
	ak_out out;
	ak_err e;
	int ch, kset = 0;
	const char *build_opt = NULL;	/* first option that builds embeddings */
	const char *svd_opt = NULL;	/* first one that works past the counts */
	const char *count_opt = NULL;	/* first one of the counting */

	/* o.nn collects --nn words; argv0 keeps the command line as typed for
	 * the provenance line (getopt_long permutes argv) */
	int argc0 = argc;
	char **argv0 = calloc((size_t)argc + 1, sizeof(char *));
	o.sim = calloc((size_t)argc + 1, sizeof(char *));
	o.ana = calloc((size_t)argc + 1, sizeof(char *));
	if ((o.nn = calloc((size_t)argc + 1, sizeof(char *))) == NULL ||
	    argv0 == NULL || o.sim == NULL || o.ana == NULL) {
		ak_errf(&e, "out of memory");
		ak_xdie(1, &e);
	}
	memcpy(argv0, argv, (size_t)argc * sizeof(char *));
	ak_set_usage(usage_text);
#define BUILD(name) do { if (build_opt == NULL) build_opt = name; } while (0)
#define SVD(name) do { BUILD(name); if (svd_opt == NULL) svd_opt = name; } while (0)
#define COUNTING(name) do { BUILD(name); if (count_opt == NULL) count_opt = name; } while (0)
	while ((ch = getopt_long(argc, argv, "v:k:o:s:j:M:hd:w:q", longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'v':
			o.vocab = optarg;
			break;
		case 'w':
			BUILD("--window");
			o.window = ak_xlong(optarg, 1, 1000, "--window");
			break;
		case OPT_WEIGHT:
			BUILD("--weight");
			if (strcmp(optarg, "flat") == 0)
				o.weight = AK_WEIGHT_FLAT;
			else if (strcmp(optarg, "harmonic") == 0)
				o.weight = AK_WEIGHT_HARMONIC;
			else {
				ak_errf(&e, "--weight: '%s' is not flat or "
				    "harmonic", optarg);
				ak_xdie(2, &e);
			}
			break;
		case OPT_OOV:
			COUNTING("--oov");
			if (strcmp(optarg, "skip") == 0)
				o.oov = AK_OOV_SKIP;
			else if (strcmp(optarg, "keep") == 0)
				o.oov = AK_OOV_KEEP;
			else {
				ak_errf(&e, "--oov: '%s' is not skip or keep",
				    optarg);
				ak_xdie(2, &e);
			}
			break;
		case OPT_CDS:
			SVD("--cds");
			o.cds = ak_xdouble(optarg, 0.01, 10, "--cds");
			break;
		case OPT_NEG:
			SVD("--neg");
			o.neg = ak_xdouble(optarg, 1, 1e6, "--neg");
			break;
		case 'd':
			SVD("--dim");
			o.dim = ak_xlong(optarg, 1, MAX_VOCAB, "--dim");
			break;
		case OPT_EIG:
			SVD("--eig");
			o.eig = ak_xdouble(optarg, 0, 4, "--eig");
			break;
		case OPT_NORMALIZE:
			SVD("--normalize");
			o.normalize = 1;
			break;
		case OPT_LABEL:
			COUNTING("--label");
			o.label = optarg;
			break;
		case OPT_CONTEXTS:
			o.contexts = optarg;
			break;
		case OPT_COUNT:
			o.count = 1;
			break;
		case OPT_FROM_COUNTS:
			BUILD("--from-counts");
			o.from_counts = 1;
			break;
		case OPT_SOLVER:
			SVD("--solver");
			if (strcmp(optarg, "auto") == 0)
				o.solver = SOLVER_AUTO;
			else if (strcmp(optarg, "dense") == 0)
				o.solver = SOLVER_DENSE;
			else if (strcmp(optarg, "sparse") == 0)
				o.solver = SOLVER_SPARSE;
			else {
				ak_errf(&e, "--solver: '%s' is not auto, dense "
				    "or sparse", optarg);
				ak_xdie(2, &e);
			}
			break;
		case OPT_OVERSAMPLE:
			SVD("--oversample");
			o.oversample = ak_xlong(optarg, 0, 10000,
			    "--oversample");
			break;
		case OPT_ITERS:
			SVD("--power-iters");
			o.iters = ak_xlong(optarg, 0, 100, "--power-iters");
			break;
		case 's':
			SVD("--seed");
			o.seed = (uint64_t)ak_xlong(optarg, 0, LONG_MAX,
			    "--seed");
			break;
		case 'j':
			SVD("--threads");
			o.threads = ak_xlong(optarg, 1, 64, "--threads");
			break;
		case 'M':
			BUILD("--memory");
			o.memory = ak_xsize(optarg, "--memory");
			break;
		case OPT_NN:
			o.nn[o.nnn++] = optarg;
			break;
		case OPT_SIMILARITY:
			o.sim[o.nsim++] = optarg;
			break;
		case OPT_ANALOGY:
			o.ana[o.nana++] = optarg;
			break;
		case OPT_ITEMS:
			o.items = 1;
			break;
		case 'k':
			o.k = ak_xlong(optarg, 1, LONG_MAX / 2, "-k");
			kset = 1;
			break;
		case OPT_LOAD:
			o.load = optarg;
			break;
		case 'o':
			o.out = optarg;
			break;
		case 'q':	/* accepted as in every tool; no progress to hide */
			break;
		case 'h':
			usage(0);
			break;
		case OPT_VERSION:
			printf("ppmi-svd (attnkit) %s\n", AK_VERSION);
			free(argv0);
			free(o.nn);
			return 0;
		default:
			usage(2);
		}
	}
	char **files = argv + optind;
	size_t nfiles = (size_t)(argc - optind);
	static char *stdin_only[] = { "-", NULL };

	if (o.load != NULL && (o.vocab != NULL || o.contexts != NULL ||
	    nfiles > 0)) {
		ak_errf(&e, "--load takes the embeddings from a file: no "
		    "--vocab, --contexts or TOKENS");
		ak_xdie(2, &e);
	}
	if (o.load != NULL && o.count) {
		ak_errf(&e, "--count counts a corpus: not with --load");
		ak_xdie(2, &e);
	}
	if (o.load != NULL && build_opt != NULL) {
		ak_errf(&e, "%s only applies when embeddings are computed, not "
		    "with --load", build_opt);
		ak_xdie(2, &e);
	}
	if (o.load != NULL && o.nnn == 0 && o.nsim + o.nana == 0) {
		ak_errf(&e, "--load needs at least one --nn WORD, --similarity "
		    "or --analogy FILE");
		ak_xdie(2, &e);
	}
	if (o.nnn > 0 && o.nsim + o.nana > 0) {
		ak_errf(&e, "--nn and %s are two outputs: give one",
		    o.nsim ? "--similarity" : "--analogy");
		ak_xdie(2, &e);
	}
	if (o.items && o.nsim + o.nana == 0) {
		ak_errf(&e, "--items is only used with --similarity or "
		    "--analogy");
		ak_xdie(2, &e);
	}
	if (o.count && o.nsim + o.nana > 0) {
		ak_errf(&e, "%s evaluates embeddings: not with --count",
		    o.nsim ? "--similarity" : "--analogy");
		ak_xdie(2, &e);
	}
	if (o.count && (svd_opt != NULL || o.nnn > 0)) {
		ak_errf(&e, "%s only applies when embeddings are computed, not "
		    "with --count", svd_opt ? svd_opt : "--nn");
		ak_xdie(2, &e);
	}
	if (o.count && o.from_counts && (o.vocab != NULL ||
	    o.contexts != NULL || count_opt != NULL)) {
		ak_errf(&e, "--count --from-counts sums count files: no %s",
		    o.vocab ? "--vocab" : o.contexts ? "--contexts" :
		    count_opt);
		ak_xdie(2, &e);
	}
	if (o.from_counts && !o.count && count_opt != NULL) {
		ak_errf(&e, "%s applies to the counting, not to --from-counts "
		    "(give it to --count)", count_opt);
		ak_xdie(2, &e);
	}
	if (o.load == NULL && o.vocab == NULL && !(o.count && o.from_counts)) {
		ak_errf(&e, "no vocabulary: give -v VOCAB (or --load EMB)");
		ak_xdie(2, &e);
	}
	if (kset && o.nnn == 0) {
		ak_errf(&e, "-k is only used with --nn");
		ak_xdie(2, &e);
	}
	if (nfiles == 0) {
		files = stdin_only;
		nfiles = 1;
	}
	if (o.load == NULL) {	/* stdin read as two inputs: one sees nothing */
		int nstdin = (o.vocab != NULL && strcmp(o.vocab, "-") == 0) +
		    (o.contexts != NULL && strcmp(o.contexts, "-") == 0);

		for (size_t i = 0; i < nfiles && nstdin < 2; i++)
			nstdin += strcmp(files[i], "-") == 0;
		if (nstdin > 1) {
			ak_errf(&e, "standard input (-) can be only one of the "
			    "inputs: -v, --contexts or the %s (the default "
			    "when none are given)", o.from_counts ? "counts" :
			    "tokens");
			ak_xdie(2, &e);
		}
	}
	const char **inputs = calloc(nfiles + o.nsim + o.nana + 4,
	    sizeof(char *));
	if (inputs == NULL) {
		ak_errf(&e, "out of memory");
		ak_xdie(1, &e);
	}
	size_t ni = 0;
	if (o.load == NULL)
		for (size_t i = 0; i < nfiles; i++)
			inputs[ni++] = files[i];
	if (o.load != NULL || o.vocab != NULL)
		inputs[ni++] = o.load ? o.load : o.vocab;
	for (size_t i = 0; i < o.nsim; i++)
		inputs[ni++] = o.sim[i];
	for (size_t i = 0; i < o.nana; i++)
		inputs[ni++] = o.ana[i];
	inputs[ni++] = o.contexts;	/* may be NULL: the end */

	if (o.count) {
		write_counts(&o, files, nfiles, inputs, argc0, argv0);
		free(inputs);
		free(o.nn);
		free(o.sim);
		free(o.ana);
		free(argv0);
		ak_xfinish();
		return 0;
	}

	const char *src = o.load ? o.load : o.vocab;
	if (ak_table_read_kind(&t, src, 1, o.load ? AK_TABLE_EMB :
	    AK_TABLE_VOCAB, &e) != 0)
		ak_xdie(1, &e);
	/* an unknown --nn word is a warning when others are known (they are
	 * answered), an error when none is */
	size_t nknown = 0;
	for (size_t i = 0; i < o.nnn; i++)
		nknown += ak_table_find(&t, o.nn[i]) >= 0;
	for (size_t i = 0, k = 0; i < o.nnn; i++) {
		if (ak_table_find(&t, o.nn[i]) >= 0) {
			o.nn[k++] = o.nn[i];
			continue;
		}
		char hint[128];
		ak_emb_case_hint(hint, sizeof hint, &t, o.nn[i]);
		ak_errf(&e, "%s: --nn '%s': not in the %s%s", src, o.nn[i],
		    o.load ? "embeddings" : "vocabulary", hint);
		if (nknown == 0)
			ak_xdie(1, &e);
		fprintf(stderr, "ppmi-svd: warning: %s\n", e.msg);
	}
	o.nnn = o.nnn > 0 ? nknown : 0;

	/* -o is opened before the work: an output that would overwrite an
	   input is refused at once, and a signal during the work removes
	   the temporary file (ak_out_open) */
	if (ak_out_open(&out, o.out, inputs, &e) != 0)
		ak_xdie(1, &e);
	if (o.load == NULL) {	/* compute the embeddings */
		double *E = compute(&o, &t, files, nfiles, src);

		for (size_t j = 0; j <= t.cols; j++)	/* count docs */
			free(t.colnames[j]);
		free(t.colnames);
		t.colnames = NULL;
		free(t.x);
		t.x = E;
		t.cols = (size_t)o.dim;
	}

	ak_provenance(out.fp, argc0, argv0);
	if (o.nnn > 0) {
		write_nn(out.fp, &t, &o, src);
	} else if (o.nsim + o.nana > 0) {
		if (write_eval(out.fp, &t, &o, &e) != 0) {
			ak_out_abort(&out);
			ak_xdie(1, &e);
		}
	} else {
		char **cols = calloc(t.cols, sizeof(char *));
		char (*names)[24] = calloc(t.cols, 24);

		if (cols == NULL || names == NULL) {
			ak_out_abort(&out);
			ak_errf(&e, "out of memory");
			ak_xdie(1, &e);
		}
		for (size_t j = 0; j < t.cols; j++) {
			snprintf(names[j], 24, "d%zu", j + 1);
			cols[j] = names[j];
		}
		ak_write_matrix_tsv(out.fp, "word",
		    (const char *const *)t.labels, (const char *const *)cols,
		    t.x, t.rows, t.cols, NULL);
		free(cols);
		free(names);
	}
	if (ak_out_commit(&out, &e) != 0)
		ak_xdie(1, &e);
	ak_table_free(&t);
	free(inputs);
	free(o.nn);
	free(o.sim);
	free(o.ana);
	free(argv0);
	ak_xfinish();
	return 0;
}
