/*
 * opts.c — ppmi-svd's options: the table, the parser with its bounded
 * checks, the combinations of options, and the list of inputs that -o
 * must not overwrite.
 */
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "io.h"
#include "ps.h"

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

/* a usage error: the message, the synopsis, exit 2 */
static void xdie(const char *fmt, ...)
    __attribute__((format(printf, 1, 2), noreturn));

static void
xdie(const char *fmt, ...)
{
	va_list ap;
	char msg[sizeof(ak_err)];
	ak_err e;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	ak_errf(&e, "%s", msg);	/* one line, as every error */
	ak_xdie(2, &e);
}

static int
pick(const char *arg, const char *opt, const char *const *names, int n)
{
	ak_err e;

	for (int i = 0; i < n; i++)
		if (strcmp(arg, names[i]) == 0)
			return i;
	if (n == 2)
		ak_errf(&e, "%s: '%s' is not %s or %s", opt, arg, names[0],
		    names[1]);
	else
		ak_errf(&e, "%s: '%s' is not %s, %s or %s", opt, arg, names[0],
		    names[1], names[2]);
	ak_xdie(2, &e);
}

/* the first option (in order) that builds embeddings, works past the
 * counts, or belongs to the counting: for the combination errors */
struct seen {
	const char *build, *svd, *count, *threads;
	int kset;
};

#define BUILD(name) do { if (w.build == NULL) w.build = name; } while (0)
#define SVD(name) do { BUILD(name); if (w.svd == NULL) w.svd = name; } while (0)
#define COUNTING(name) do { BUILD(name); if (w.count == NULL) w.count = name; } while (0)

static void
parse_loop(struct ps_opts *o, struct seen *wp, int argc, char *argv[])
{
	static const char *const weights[] = { "flat", "harmonic" };
	static const char *const oovs[] = { "skip", "keep" };
	static const char *const solvers[] = { "auto", "dense", "sparse" };
	ak_embrun *s = &o->s;
	struct seen w = { 0 };
	int ch;

	while ((ch = ak_getopt_long(argc, argv, "v:k:o:s:j:M:hd:w:q", longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'v':
			o->vocab = optarg;
			break;
		case 'w':
			BUILD("--window");
			s->window = (size_t)ak_xlong(optarg, 1, 1000,
			    "--window");
			break;
		case OPT_WEIGHT:
			BUILD("--weight");
			s->weight = pick(optarg, "--weight", weights, 2) ?
			    AK_WEIGHT_HARMONIC : AK_WEIGHT_FLAT;
			break;
		case OPT_OOV:
			COUNTING("--oov");
			s->oov = pick(optarg, "--oov", oovs, 2) ? AK_OOV_KEEP :
			    AK_OOV_SKIP;
			break;
		case OPT_CDS:
			SVD("--cds");
			s->cds = ak_xdouble(optarg, 0.01, 10, "--cds");
			break;
		case OPT_NEG:
			SVD("--neg");
			s->neg = ak_xdouble(optarg, 1, 1e6, "--neg");
			break;
		case 'd':
			SVD("--dim");
			s->dim = (size_t)ak_xlong(optarg, 1,
			    AK_EMBRUN_MAX_VOCAB, "--dim");
			break;
		case OPT_EIG:
			SVD("--eig");
			s->eig = ak_xdouble(optarg, 0, 4, "--eig");
			break;
		case OPT_NORMALIZE:
			SVD("--normalize");
			s->normalize = 1;
			break;
		case OPT_LABEL:
			COUNTING("--label");
			s->label = optarg;
			break;
		case OPT_CONTEXTS:
			s->contexts = optarg;
			break;
		case OPT_COUNT:
			o->count = 1;
			break;
		case OPT_FROM_COUNTS:
			BUILD("--from-counts");
			s->from_counts = 1;
			break;
		case OPT_SOLVER:
			SVD("--solver");
			s->solver = (ak_solver[]){ AK_SOLVER_AUTO,
			    AK_SOLVER_DENSE, AK_SOLVER_SPARSE }[pick(optarg,
			    "--solver", solvers, 3)];
			break;
		case OPT_OVERSAMPLE:
			SVD("--oversample");
			s->oversample = (size_t)ak_xlong(optarg, 0, 10000,
			    "--oversample");
			break;
		case OPT_ITERS:
			SVD("--power-iters");
			s->iters = (size_t)ak_xlong(optarg, 0, 100,
			    "--power-iters");
			break;
		case 's':
			SVD("--seed");
			s->seed = (uint64_t)ak_xlong(optarg, 0, LONG_MAX,
			    "--seed");
			break;
		case 'j':	/* the counting's and the SVD's */
			BUILD("--threads");
			w.threads = "--threads";
			s->threads = (int)ak_xlong(optarg, 1, 64, "--threads");
			break;
		case 'M':	/* every stage: counting, matrix, SVD, --analogy */
			s->memory = ak_xsize(optarg, "--memory");
			break;
		case OPT_NN:
			o->nn[o->nnn++] = optarg;
			break;
		case OPT_SIMILARITY:
			o->sim[o->nsim++] = optarg;
			break;
		case OPT_ANALOGY:
			o->ana[o->nana++] = optarg;
			break;
		case OPT_ITEMS:
			o->items = 1;
			break;
		case 'k':
			o->k = (size_t)ak_xlong(optarg, 1, LONG_MAX / 2, "-k");
			w.kset = 1;
			break;
		case OPT_LOAD:
			o->load = optarg;
			break;
		case 'o':
			o->out = optarg;
			break;
		case 'q':	/* accepted as in every tool; no progress to hide */
			break;
		case 'h':
			ak_usage(0);
			break;
		case OPT_VERSION:
			printf("ppmi-svd (attnkit) %s\n", AK_VERSION);
			ps_free(o);
			ak_xfinish();
			ak_xexit(0);
		default:
			ak_usage(2);
		}
	}
	*wp = w;
}

/* the combinations of options (one usage error each) */
static void
check(const struct ps_opts *o, const struct seen *w)
{
	const char *ev = o->nsim ? "--similarity" : "--analogy";

	if (o->load != NULL && (o->vocab != NULL || o->s.contexts != NULL ||
	    o->nfiles > 0))
		xdie("--load takes the embeddings from a file: no --vocab, "
		    "--contexts or TOKENS");
	if (o->load != NULL && o->count)
		xdie("--count counts a corpus: not with --load");
	if (o->load != NULL && w->build != NULL)
		xdie("%s only applies when embeddings are computed, not with "
		    "--load", w->build);
	if (o->load != NULL && o->nnn == 0 && o->nsim + o->nana == 0)
		xdie("--load needs at least one --nn WORD, --similarity or "
		    "--analogy FILE");
	if (o->nnn > 0 && o->nsim + o->nana > 0)
		xdie("--nn and %s are two outputs: give one", ev);
	if (o->items && o->nsim + o->nana == 0)
		xdie("--items is only used with --similarity or --analogy");
	if (o->count && o->nsim + o->nana > 0)
		xdie("%s evaluates embeddings: not with --count", ev);
	if (o->count && (w->svd != NULL || o->nnn > 0))
		xdie("%s only applies when embeddings are computed, not with "
		    "--count", w->svd ? w->svd : "--nn");
	if (o->count && o->s.from_counts && (o->vocab != NULL ||
	    o->s.contexts != NULL || w->count != NULL || w->threads != NULL))
		xdie("--count --from-counts sums count files: no %s",
		    o->vocab ? "--vocab" : o->s.contexts ? "--contexts" :
		    w->count ? w->count : w->threads);
	if (o->s.from_counts && !o->count && w->count != NULL)
		xdie("%s applies to the counting, not to --from-counts (give "
		    "it to --count)", w->count);
	if (o->load == NULL && o->vocab == NULL && !(o->count &&
	    o->s.from_counts))
		xdie("no vocabulary: give -v VOCAB (or --load EMB)");
	if (w->kset && o->nnn == 0)
		xdie("-k is only used with --nn");
}

void
ps_parse(struct ps_opts *o, int argc, char *argv[])
{
	static char *stdin_only[] = { "-", NULL };
	struct seen w;
	ak_err e;

	memset(o, 0, sizeof(*o));
	o->s = (ak_embrun){ .window = 4, .dim = 32, .cds = 1, .neg = 1,
	    .eig = 1, .weight = AK_WEIGHT_FLAT, .oov = AK_OOV_SKIP,
	    .solver = AK_SOLVER_AUTO, .seed = 1, .threads = 1,
	    .oversample = 10, .iters = (size_t)-1,
	    .memory = (size_t)2 << 30 };
	o->k = 5;
	/* o->nn collects --nn words; argv0 keeps the command line as typed
	 * for the provenance line (getopt_long permutes argv) */
	o->argc0 = argc;
	o->argv0 = calloc((size_t)argc + 1, sizeof(char *));
	o->sim = calloc((size_t)argc + 1, sizeof(char *));
	o->ana = calloc((size_t)argc + 1, sizeof(char *));
	if ((o->nn = calloc((size_t)argc + 1, sizeof(char *))) == NULL ||
	    o->argv0 == NULL || o->sim == NULL || o->ana == NULL) {
		ak_errf(&e, "out of memory");
		ak_xdie(1, &e);
	}
	memcpy(o->argv0, argv, (size_t)argc * sizeof(char *));
	ak_set_usage(ps_usage_text);
	parse_loop(o, &w, argc, argv);
	/* and ulimit -v */
	o->s.memory = ak_embrun_budget(o->s.memory, o->s.threads, !o->count);
	o->s.notes = stderr;
	o->files = argv + optind;
	o->nfiles = (size_t)(argc - optind);
	check(o, &w);
	if (o->nfiles == 0) {
		o->files = stdin_only;
		o->nfiles = 1;
	}
	o->inputs = calloc(o->nfiles + o->nsim + o->nana + 4, sizeof(char *));
	if (o->inputs == NULL) {
		ak_errf(&e, "out of memory");
		ak_xdie(1, &e);
	}
	size_t ni = 0;
	if (o->load == NULL)
		for (size_t i = 0; i < o->nfiles; i++)
			o->inputs[ni++] = o->files[i];
	if (o->load != NULL || o->vocab != NULL)
		o->inputs[ni++] = o->load ? o->load : o->vocab;
	for (size_t i = 0; i < o->nsim; i++)
		o->inputs[ni++] = o->sim[i];
	for (size_t i = 0; i < o->nana; i++)
		o->inputs[ni++] = o->ana[i];
	o->inputs[ni++] = o->s.contexts;	/* may be NULL: the end */
	if (ak_stdin_uses((const char *const *)o->inputs) > 1)
		xdie("standard input (-) can be only one of the inputs: %s",
		    o->load ? "--load, --similarity or --analogy" : o->s.
		    from_counts ? "-v, --contexts, --similarity, --analogy "
		    "or the counts (the default when none are given)" : "-v, "
		    "--contexts, --similarity, --analogy or the tokens (the "
		    "default when none are given)");
}

void
ps_free(struct ps_opts *o)
{
	free(o->inputs);
	free(o->nn);
	free(o->sim);
	free(o->ana);
	free(o->argv0);
}
