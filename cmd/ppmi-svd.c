/*
 * ppmi-svd — word embeddings from a tokenized corpus: window
 * co-occurrence, PPMI, truncated SVD; or nearest neighbours by cosine.
 * See man/ppmi-svd.1.
 */
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cooc.h"
#include "emb.h"
#include "io.h"
#include "table.h"

/* Dense matrices: V×T doubles for the counts, the PPMI matrix and the
 * decomposition's copies; 2e8 cells are 1.6 GB each (14142 words squared) */
#define MAX_VOCAB 20000		/* rows */
#define MAX_CONTEXTS 1000000	/* columns */
#define MAX_CELLS 200000000	/* V×T */

enum {
	OPT_WINDOW = CHAR_MAX + 1, OPT_WEIGHT, OPT_OOV, OPT_CDS, OPT_NEG,
	OPT_DIM, OPT_EIG, OPT_NN, OPT_LOAD, OPT_LABEL, OPT_CONTEXTS,
	OPT_NORMALIZE, OPT_VERSION
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
	    "                [--contexts CTX] [--normalize]\n"
	    "                [--nn WORD ... [-k N]] [-o FILE] [TOKENS ...]\n"
	    "       ppmi-svd --load EMB --nn WORD ... [-k N] [-o FILE]\n"
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
	    "      --nn WORD       write WORD's nearest neighbours instead (repeatable)\n"
	    "  -k N                neighbours per --nn word (default 5)\n"
	    "      --load EMB      take the embeddings from EMB instead of computing them\n"
	    "  -q, --quiet         no progress (ppmi-svd shows none)\n"
	    "  -o, --output FILE   write to FILE (atomically) instead of stdout\n"
	    "  -h, --help          this help;  --version  the version\n";

static void
usage(int status)
{
	ak_usage(status);
}

typedef struct opts {
	const char *vocab, *load, *out, *label, *contexts;
	long window, dim, k;
	int normalize;
	double cds, neg, eig;
	ak_weight weight;
	ak_oov oov;
	const char **nn;
	size_t nnn;
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

int
main(int argc, char *argv[])
{
	opts o = { .window = 4, .dim = 32, .k = 5, .cds = 1, .neg = 1,
	    .eig = 1, .weight = AK_WEIGHT_FLAT, .oov = AK_OOV_SKIP };
	ak_table t;
	ak_out out;
	ak_err e;
	int ch, kset = 0;
	const char *build_opt = NULL;	/* first option that builds embeddings */

	/* o.nn collects --nn words; argv0 keeps the command line as typed for
	 * the provenance line (getopt_long permutes argv) */
	int argc0 = argc;
	char **argv0 = calloc((size_t)argc + 1, sizeof(char *));
	if ((o.nn = calloc((size_t)argc + 1, sizeof(char *))) == NULL ||
	    argv0 == NULL) {
		ak_errf(&e, "out of memory");
		ak_xdie(1, &e);
	}
	memcpy(argv0, argv, (size_t)argc * sizeof(char *));
	ak_set_usage(usage_text);
	while ((ch = getopt_long(argc, argv, "v:k:o:hd:w:q", longopts, NULL)) != -1) {
		switch (ch) {
		case 'v':
			o.vocab = optarg;
			break;
		case 'w':
			if (build_opt == NULL)
				build_opt = "--window";
			o.window = ak_xlong(optarg, 1, 1000, "--window");
			break;
		case OPT_WEIGHT:
			if (build_opt == NULL)
				build_opt = "--weight";
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
			if (build_opt == NULL)
				build_opt = "--oov";
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
			if (build_opt == NULL)
				build_opt = "--cds";
			o.cds = ak_xdouble(optarg, 0.01, 10, "--cds");
			break;
		case OPT_NEG:
			if (build_opt == NULL)
				build_opt = "--neg";
			o.neg = ak_xdouble(optarg, 1, 1e6, "--neg");
			break;
		case 'd':
			if (build_opt == NULL)
				build_opt = "--dim";
			o.dim = ak_xlong(optarg, 1, MAX_VOCAB, "--dim");
			break;
		case OPT_EIG:
			if (build_opt == NULL)
				build_opt = "--eig";
			o.eig = ak_xdouble(optarg, 0, 4, "--eig");
			break;
		case OPT_NORMALIZE:
			if (build_opt == NULL)
				build_opt = "--normalize";
			o.normalize = 1;
			break;
		case OPT_LABEL:
			if (build_opt == NULL)
				build_opt = "--label";
			o.label = optarg;
			break;
		case OPT_CONTEXTS:
			o.contexts = optarg;
			break;
		case OPT_NN:
			o.nn[o.nnn++] = optarg;
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
	if (o.load != NULL && build_opt != NULL) {
		ak_errf(&e, "%s only applies when embeddings are computed, not "
		    "with --load", build_opt);
		ak_xdie(2, &e);
	}
	if (o.load != NULL && o.nnn == 0) {
		ak_errf(&e, "--load needs at least one --nn WORD");
		ak_xdie(2, &e);
	}
	if (o.load == NULL && o.vocab == NULL) {
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
		int nstdin = (strcmp(o.vocab, "-") == 0) +
		    (o.contexts != NULL && strcmp(o.contexts, "-") == 0);

		for (size_t i = 0; i < nfiles && nstdin < 2; i++)
			nstdin += strcmp(files[i], "-") == 0;
		if (nstdin > 1) {
			ak_errf(&e, "standard input (-) can be only one of the "
			    "inputs: -v, --contexts or the tokens (the default "
			    "when no TOKENS are given)");
			ak_xdie(2, &e);
		}
	}
	const char **inputs = calloc(nfiles + 4, sizeof(char *));
	if (inputs == NULL) {
		ak_errf(&e, "out of memory");
		ak_xdie(1, &e);
	}
	size_t ni = 0;
	if (o.load == NULL)
		for (size_t i = 0; i < nfiles; i++)
			inputs[ni++] = files[i];
	inputs[ni++] = o.load ? o.load : o.vocab;
	inputs[ni++] = o.contexts;	/* may be NULL: the end */

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

	if (o.load == NULL) {	/* compute the embeddings */
		size_t V = t.rows, T = V, d = (size_t)o.dim, nmsg, nzero;
		long first_zero;
		double *C, *E;
		ak_table ctx;

		if (o.contexts != NULL) {
			if (ak_table_read_kind(&ctx, o.contexts, 1,
			    AK_TABLE_VOCAB, &e) != 0)
				ak_xdie(1, &e);
			T = ctx.rows;
		}
		if (V > MAX_VOCAB || T > MAX_CONTEXTS) {
			ak_errf(&e, "%s: %zu %s: more than the %d the dense "
			    "matrices allow (cut with sms-vocab --max-vocab)",
			    V > MAX_VOCAB ? src : o.contexts,
			    V > MAX_VOCAB ? V : T,
			    V > MAX_VOCAB ? "words" : "context words",
			    V > MAX_VOCAB ? MAX_VOCAB : MAX_CONTEXTS);
			ak_xdie(1, &e);
		}
		if (V * T > MAX_CELLS) {
			ak_errf(&e, "%s: %zu words × %zu contexts = %zu cells: "
			    "more than the %d the dense matrices allow (14142 "
			    "words squared; cut with sms-vocab --max-vocab)",
			    o.contexts ? o.contexts : src, V, T, V * T,
			    MAX_CELLS);
			ak_xdie(1, &e);
		}
		if (d > V || d > T) {
			ak_errf(&e, "%s: --dim %zu is larger than the %s "
			    "(%zu words)", d > V ? src : o.contexts, d,
			    d > V ? "vocabulary" : "contexts", d > V ? V : T);
			ak_xdie(1, &e);
		}
		if ((C = ak_alloc_n(V * T, sizeof(double), &e)) == NULL ||
		    (E = ak_alloc_n(V * d, sizeof(double), &e)) == NULL)
			ak_xdie(1, &e);
		nmsg = 0;
		for (size_t f = 0; f < nfiles; f++)
			if (ak_cooc_read(C, &t.index, o.contexts ? &ctx.index :
			    NULL, T, files[f], o.label, (size_t)o.window,
			    o.weight, o.oov, &nmsg, &e) != 0)
				ak_xdie(1, &e);
		if (o.contexts != NULL)
			ak_table_free(&ctx);
		if (nmsg == 0) {
			ak_errf(&e, "%s: empty corpus (no messages%s%s)",
			    nfiles == 1 ? (strcmp(files[0], "-") == 0 ?
			    "<stdin>" : files[0]) : "input",
			    o.label ? " labelled " : "", o.label ? o.label : "");
			ak_xdie(1, &e);
		}
		if (ak_emb_ppmi_svd(E, C, V, T, d, o.cds, o.neg, o.eig, &nzero,
		    &first_zero, &e) != 0)
			ak_xdie(1, &e);
		if (nzero > 0)
			fprintf(stderr, "ppmi-svd: warning: %zu of %zu words "
			    "never co-occur (e.g. '%s'): zero vectors, cosine "
			    "0\n", nzero, V, t.labels[first_zero]);
		if (o.normalize)
			ak_emb_normalize(E, V, d);
		/* round to the written precision, so that --nn on the
		 * computed embeddings equals --nn on the file (--load) */
		for (size_t i = 0; i < V * d; i++) {
			char num[32];

			snprintf(num, sizeof num, "%.9g", E[i]);
			E[i] = strtod(num, NULL);
		}
		free(C);
		for (size_t j = 0; j <= t.cols; j++)	/* count docs */
			free(t.colnames[j]);
		free(t.colnames);
		t.colnames = NULL;
		free(t.x);
		t.x = E;
		t.cols = d;
	}

	if (ak_out_open(&out, o.out, inputs, &e) != 0)
		ak_xdie(1, &e);
	ak_provenance(out.fp, argc0, argv0);
	if (o.nnn > 0) {
		write_nn(out.fp, &t, &o, src);
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
	free(argv0);
	ak_xfinish();
	return 0;
}
