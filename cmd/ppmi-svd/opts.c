/*
 * opts.c — ppmi-svd's options: the table, the parser with its bounded
 * checks, the combinations of options, and the list of inputs that -o
 * must not overwrite.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cpus.h"
#include "embfile.h"
#include "embquery.h"
#include "blasthr.h"
#include "io.h"
#include "mem.h"
#include "progline.h"
#include "ps.h"
#include "typed.h"

/* the synopsis of man/ppmi-svd.1 (--help adds the table's lines) */
static const char ps_synopsis[] =
	"usage: ppmi-svd -v VOCAB [-w N] [--weight flat|harmonic] [--oov skip|keep]\n"
	    "                [--cds A] [--neg K] [-d K] [--eig P] [--label L]\n"
	    "                [--contexts CTX] [--normalize] [--solver auto|dense|sparse]\n"
	    "                [-s N] [-j N]\n"
	    "                [--oversample N] [--power-iters N] [-M SIZE]\n"
	    "                [--emb-format F] [--nn WORD ... [-k N]] [-o FILE]\n"
	    "                [TOKENS ...]\n"
	    "       ppmi-svd -v VOCAB --from-counts [--allow-same-counts]\n"
	    "                [--svd-rank I/P --svd-dir DIR [--svd-timeout SECONDS]]\n"
	    "                [options as above] [COUNTS ...]\n"
	    "       ppmi-svd --count -v VOCAB [--window N] [--weight W] [--oov O]\n"
	    "                [--label L] [--contexts CTX] [-j N] [-M SIZE]\n"
	    "                [--count-format text|binary] [-o FILE] [TOKENS ...]\n"
	    "       ppmi-svd --count --from-counts [--window N] [--weight W]\n"
	    "                [--rows I/R] [--allow-same-counts]\n"
	    "                [--count-format text|binary] [-o FILE] [COUNTS ...]\n"
	    "       ppmi-svd --load EMB [--load-format F] [--oov subword] --nn WORD ...\n"
	    "                [--keep-case] [-k N] [-o FILE]\n"
	    "       ppmi-svd --load EMB [--load-format F] --similar 'A B' ... |\n"
	    "                --most-similar 'A -B C' ... [--cosmul] [-k N] |\n"
	    "                --odd-one-out 'A B C' ... [--keep-case] [-o FILE]\n"
	    "       ppmi-svd --load EMB [--similarity FILE ...] [--analogy FILE ...]\n"
	    "                [--items] [-M SIZE] [-o FILE]\n"
	    "       ppmi-svd --load EMB [--load-format F] --emb-format F [-o FILE]\n"
	    "       ppmi-svd --load EMB [--load-format F] -o FILE  (to TSV)\n";

static const int weights[] = { AK_WEIGHT_FLAT, AK_WEIGHT_HARMONIC };
static const int oovs[] = { AK_OOV_SKIP, AK_OOV_KEEP, AK_OOV_SUBWORD };
static const int solvers[] = { AK_SOLVER_AUTO, AK_SOLVER_DENSE,
	AK_SOLVER_SPARSE };
static const int count_formats[] = { 0, 1 };
static const int formats[] = { AK_EMB_TSV, AK_EMB_W2V, AK_EMB_W2V_BIN,
	AK_EMB_GLOVE };

/* --rows I/R: two numbers, 1 <= I <= R <= 100000, into o->rows (the
 * parser gives a CALL entry the options' struct) */
static int
rows_arg(void *dst, const char *arg, ak_err *e)
{
	size_t *ir = ((struct ps_opts *)dst)->rows;
	char *end = (char *)arg;
	long i = 0, r = 0;

	if (arg[0] >= '0' && arg[0] <= '9')
		i = strtol(arg, &end, 10);
	if (*end == '/' && end[1] >= '0' && end[1] <= '9')
		r = strtol(end + 1, &end, 10);
	if (*end != '\0' || r < 1 || r > 100000 || i < 1 || i > r)
		return ak_errf(e, "--rows: '%s' is not I/R, 1 <= I <= R <= "
		    "100000", arg);
	ir[0] = (size_t)i;
	ir[1] = (size_t)r;
	return 0;
}

/* --svd-rank I/P: 0 <= I < P <= 4096, into o->s.rank and o->s.ranks */
static int
rank_arg(void *dst, const char *arg, ak_err *e)
{
	ak_embrun *s = &((struct ps_opts *)dst)->s;
	char *end = (char *)arg;
	long i = -1, p = 0;

	if (arg[0] >= '0' && arg[0] <= '9')
		i = strtol(arg, &end, 10);
	if (*end == '/' && end[1] >= '0' && end[1] <= '9')
		p = strtol(end + 1, &end, 10);
	if (*end != '\0' || p < 1 || p > 4096 || i < 0 || i >= p)
		return ak_errf(e, "--svd-rank: '%s' is not I/P, 0 <= I < P <= "
		    "4096", arg);
	s->rank = (size_t)i;
	s->ranks = (size_t)p;
	return 0;
}

#define F(f) AK_FIELD(struct ps_opts, f)
static const ak_opt options[] = {
	{ "vocab", 'v', AK_OPT_STR, F(vocab), "VOCAB", .nonempty = 1,
	    .help = "vocabulary TSV (word count docs): the rows, in order" },
	{ "window", 'w', AK_OPT_LONG, F(s.window), "N",
	    .help = "words on each side that co-occur (default 4)",
	    .min = 1, .max = 1000 },
	{ "weight", 0, AK_OPT_CHOICE, F(s.weight), "flat|harmonic",
	    .help = "flat: every pair counts 1 (default); harmonic: 1/distance",
	    .choice_vals = weights },
	{ "oov", 0, AK_OPT_CHOICE, F(s.oov), "skip|keep|subword",
	    .help = "drop out-of-vocabulary tokens first (default), or keep "
	    "their slots; subword: --nn's unknown words from a fastText "
	    "model's n-grams", .choice_vals = oovs },
	{ "cds", 0, AK_OPT_DOUBLE, F(s.cds), "A",
	    .help = "context-distribution smoothing exponent (default 1)",
	    .min = 0.01, .max = 10 },
	{ "neg", 0, AK_OPT_DOUBLE, F(s.neg), "K",
	    .help = "shifted PPMI: max(PMI - ln K, 0) (default 1)",
	    .min = 1, .max = 1e6 },
	{ "dim", 'd', AK_OPT_LONG, F(s.dim), "K",
	    .help = "embedding dimensions, singular values kept (default 32)",
	    .min = 1, .max = AK_EMBRUN_MAX_DIM },
	{ "eig", 0, AK_OPT_DOUBLE, F(s.eig), "P",
	    .help = "embeddings U*S^P (default 1)",
	    .min = 0, .max = 4 },
	{ "normalize", 0, AK_OPT_FLAG, F(s.normalize), NULL,
	    .help = "scale every embedding row to unit length" },
	{ "label", 0, AK_OPT_STR, F(s.label), "L",
	    .help = "count only the messages labelled L (default: all)" },
	{ "contexts", 0, AK_OPT_STR, F(s.contexts), "CTX", .nonempty = 1,
	    .help = "context words (columns) from this vocabulary table "
	    "(word count docs, as sms-vocab writes; default: the vocabulary)" },
	{ "count", 0, AK_OPT_FLAG, F(count), NULL,
	    .help = "write the co-occurrence counts instead of embeddings" },
	{ "from-counts", 0, AK_OPT_FLAG, F(s.from_counts), NULL,
	    .help = "the operands are count files to sum, not tokens" },
	{ "allow-same-counts", 0, AK_OPT_FLAG, F(same_counts), NULL,
	    .help = "with --from-counts: sum the same cells twice (an end "
	    "line read twice; else refused: a copy)" },
	{ "count-format", 0, AK_OPT_CHOICE, F(count_format), "text|binary",
	    .help = "with --count: write count lines (default) or a binary "
	    "count file (between the steps of one run)",
	    .choice_vals = count_formats },
	{ "rows", 0, AK_OPT_CALL, AK_NOFIELD, "I/R",
	    .help = "with --count --from-counts: write block I of R of the "
	    "rows (a reducer)", .call = rows_arg },
	{ "svd-rank", 0, AK_OPT_CALL, AK_NOFIELD, "I/P",
	    .help = "with --from-counts: rank I of P processes that share the "
	    "SVD's products (0 writes the output)", .call = rank_arg },
	{ "svd-dir", 0, AK_OPT_STR, F(s.rankdir), "DIR",
	    .help = "with --svd-rank: the directory the ranks exchange their "
	    "sketches in, on a filesystem they all see, empty when they "
	    "start", .nonempty = 1 },
	{ "svd-timeout", 0, AK_OPT_DOUBLE, F(s.ranktimeout), "SECONDS",
	    .help = "with --svd-rank: how long a rank waits for another's "
	    "sketch before it fails (default 3600; 0: no limit)", .min = 0,
	    .max = 1e7 },
	{ "solver", 0, AK_OPT_CHOICE, F(s.solver), "auto|dense|sparse",
	    .help = "exact LAPACK, or sparse PPMI and randomized SVD; auto: "
	    "dense up to V*V*T = 1e10", .choice_vals = solvers },
	{ "oversample", 0, AK_OPT_LONG, F(s.oversample), "N",
	    .help = "sparse: extra columns of the sketch (default 10)",
	    .min = 0, .max = 10000 },
	{ "power-iters", 0, AK_OPT_LONG, F(s.iters), "N",
	    .help = "sparse: power iterations (default 7; 4 when --dim >= "
	    "V/10)", .min = 0, .max = 100 },
	{ "seed", 's', AK_OPT_LONG, F(s.seed), "N",
	    .help = "seed of the randomized SVD (default 1)",
	    .min = 0, .lmax = LONG_MAX },
	{ "threads", 'j', AK_OPT_LONG, F(s.threads), "N",
	    .help = "threads of the counting and the sparse products "
	    "(default 1; same output)", .min = 1, .max = 64 },
	AK_OPT_MEMORY(struct ps_opts, s.memory),
	{ "nn", 0, AK_OPT_LIST, F(nn), "WORD",
	    .help = "write WORD's nearest neighbours instead (repeatable)",
	    .nonempty = 1 },
	{ NULL, 'k', AK_OPT_LONG, F(k), "N",
	    .help = "neighbours per --nn word, answers per --most-similar "
	    "question (default 5)",
	    .min = 1, .lmax = LONG_MAX / 2 },
	{ "similarity", 0, AK_OPT_LIST, F(sim), "F",
	    .help = "Spearman rho of cosines against the word pairs of F "
	    "(repeatable)", .nonempty = 1 },
	{ "analogy", 0, AK_OPT_LIST, F(ana), "F",
	    .help = "3CosAdd and 3CosMul accuracy on the questions of F "
	    "(repeatable)", .nonempty = 1 },
	{ "items", 0, AK_OPT_FLAG, F(items), NULL,
	    .help = "one line per pair / question, not per section" },
	{ "load", 0, AK_OPT_STR, F(load), "EMB", .nonempty = 1,
	    .help = "take the embeddings from EMB instead of computing them" },
	{ "load-format", 0, AK_OPT_CHOICE, F(load_format),
	    "tsv|word2vec|word2vec-bin|glove",
	    .help = "read --load's file as this (default: from its content)",
	    .choice_vals = formats },
	{ "emb-format", 0, AK_OPT_CHOICE, F(emb_format),
	    "tsv|word2vec|word2vec-bin|glove",
	    .help = "write the embeddings in this format (default tsv)",
	    .choice_vals = formats },
	{ "similar", 0, AK_OPT_LIST, F(qsim), "'A B'",
	    .help = "write the cosine of the two words (repeatable)" },
	{ "most-similar", 0, AK_OPT_LIST, F(qmost), "'A -B C'",
	    .help = "the -k words closest to A - B + C: 3CosAdd (repeatable; "
	    "the word '-x' is written +-x)" },
	{ "cosmul", 0, AK_OPT_FLAG, F(cosmul), NULL,
	    .help = "--most-similar by 3CosMul instead" },
	{ "keep-case", 0, AK_OPT_FLAG, F(keep_case), NULL,
	    .help = "query words only as written, not also case folded" },
	{ "odd-one-out", 0, AK_OPT_LIST, F(qodd), "'A B C'",
	    .help = "the word least like the others, of 3 or more (repeatable)" },
	{ "quiet", 'q', AK_OPT_FLAG, F(quiet), NULL,
	    .help = "no progress on stderr, nor auto's randomized-SVD note" },
	{ "progress", 0, AK_OPT_FLAG, F(progress), NULL,
	    .help = AK_PROGLINE_HELP },
	{ "output", 'o', AK_OPT_STR, F(out), "FILE",
	    .help = "write to FILE (atomically) instead of stdout",
	    .nonempty = 1 },
	AK_OPT_HELP_ENTRIES,
	{ 0 }
};
#undef F

/* the options that build embeddings (computed, not --load), those past
 * the counts (the SVD) and those of the counting */
#define BUILD_OPTS "window weight oov=skip oov=keep cds neg dim eig " \
	"normalize label " \
	"from-counts solver oversample power-iters seed threads"
#define SVD_OPTS "cds neg dim eig normalize solver oversample power-iters seed"
#define OUTPUTS "nn similar most-similar odd-one-out"

/* the combinations of options, checked in this order (opt.h) */
static const ak_optrule rules[] = {
	AK_RULE_NOT_WITH("load", "vocab contexts ARGS",
	    "--load takes the embeddings from a file"),
	AK_RULE_NOT_WITH("load", "count", "--count counts a corpus"),
	AK_RULE_NOT_WITH("load", BUILD_OPTS,
	    "it applies when embeddings are computed"),
	AK_RULE_NEEDS("oov=subword", "load",
	    "--nn's unknown words from a fastText model's n-grams"),
	AK_RULE_NEEDS("oov=subword", "nn",
	    "--nn's unknown words from a fastText model's n-grams"),
	AK_RULE_NEEDS("load", OUTPUTS " similarity analogy emb-format output",
	    "a question, an evaluation, or a conversion (--emb-format, -o)"),
	AK_RULE_ONE_OF(OUTPUTS " similarity", "two outputs: give one"),
	AK_RULE_ONE_OF(OUTPUTS " analogy", "two outputs: give one"),
	AK_RULE_NOT_WITH(OUTPUTS " similarity analogy count", "emb-format",
	    "it is the format of the embeddings written"),
	AK_RULE_NEEDS("load-format", "load", "the format of --load's file"),
	AK_RULE_NEEDS("cosmul", "most-similar", NULL),
	AK_RULE_NEEDS("keep-case", "nn similar most-similar odd-one-out",
	    NULL),
	AK_RULE_NOT_WITH("count", "similar most-similar odd-one-out",
	    "it asks embeddings"),
	AK_RULE_NEEDS("items", "similarity analogy", NULL),
	AK_RULE_NOT_WITH("count", "similarity analogy",
	    "it evaluates embeddings"),
	AK_RULE_NOT_WITH("count", SVD_OPTS " nn",
	    "it applies when embeddings are computed"),
	AK_RULE_NOT_WITH("count+from-counts", "vocab contexts oov label threads",
	    "--count --from-counts sums count files"),
	AK_RULE_NEEDS("rows", "count+from-counts", "the block of a reducer"),
	AK_RULE_NEEDS("count-format", "count", "the format --count writes"),
	AK_RULE_NOT_WITH("count", "svd-rank", "it applies when embeddings "
	    "are computed"),
	AK_RULE_NEEDS("svd-rank", "from-counts", "the SVD of count files"),
	AK_RULE_NEEDS("svd-rank", "svd-dir", "where the ranks exchange "
	    "their sketches"),
	AK_RULE_NEEDS("svd-dir", "svd-rank", NULL),
	AK_RULE_NEEDS("svd-timeout", "svd-rank", NULL),
	AK_RULE_NEEDS("allow-same-counts", "from-counts", NULL),
	AK_RULE_NOT_WITH_UNLESS("from-counts", "oov label", "count",
	    "it applies to the counting (give it to --count)"),
	AK_RULE_NEEDS_UNLESS(NULL, "vocab load", "count+from-counts",
	    "the vocabulary"),
	AK_RULE_NEEDS("k", "nn most-similar", NULL),
	AK_RULE_NOT_WITH("solver=dense", "oversample power-iters seed",
	    "they shape the randomized SVD of --solver sparse; dense is "
	    "exact LAPACK"),
	AK_RULE_STDIN("load similarity analogy", "load", NULL),
	AK_RULE_STDIN("vocab contexts similarity analogy ARGS", NULL, "load"),
	AK_RULE_DISTINCT("ARGS", "its pairs or cells would be counted twice"),
	{ 0 }
};

/* the words of the questions, --nn and --label UTF-8 (typed.h
 * ak_typed_utf8: another code page's terminal named, exit 1); the
 * questions' shape (embquery.h ak_embquery_check: their words counted, a
 * '-' alone), a usage error; before the embeddings are read */
static int
questions(const struct ps_opts *o, ak_err *e)
{
	const ak_optlist *l[] = { &o->qsim, &o->qmost, &o->qodd, &o->nn };
	const char *opt[] = { "--similar", "--most-similar", "--odd-one-out",
	    "--nn" };
	const ak_query_kind kind[] = { AK_QUERY_SIMILAR, AK_QUERY_MOST,
	    AK_QUERY_ODD };

	for (size_t k = 0; k < 4; k++)
		for (size_t i = 0; i < l[k]->n; i++)
			if (ak_typed_utf8(opt[k], l[k]->v[i], e) != 0)
				return -1;
	if (o->s.label != NULL && ak_typed_utf8("--label", o->s.label, e) != 0)
		return -1;
	for (size_t k = 0; k < 3; k++)
		for (size_t i = 0; i < l[k]->n; i++)
			if (ak_embquery_check(kind[k], l[k]->v[i], o->cosmul,
			    e) != 0)
				return ak_err_kind(e, AK_ERR_USAGE);
	return 0;
}

void
ps_parse(struct ps_opts *o, int argc, char *argv[])
{
	static char *stdin_only[] = { "-", NULL };
	char note[AK_MEM_NOTE_MAX];
	ak_err e;

	memset(o, 0, sizeof(*o));
	o->s = (ak_embrun){ .window = 4, .dim = 32, .cds = 1, .neg = 1,
	    .eig = 1, .weight = AK_WEIGHT_FLAT, .oov = AK_OOV_SKIP,
	    .solver = AK_SOLVER_AUTO, .seed = 1, .threads = 1,
	    .oversample = 10, .iters = (size_t)-1, .ranktimeout = 3600 };
	o->k = 5;
	o->emb_format = AK_EMB_TSV;
	o->load_format = AK_EMB_AUTO;
	o->p = (ak_optp){ .tab = options, .dst = o, .prog = "ppmi-svd",
	    .synopsis = ps_synopsis, .rules = rules, .args = "TOKENS" };
	ak_xopt(&o->p, argc, argv);
	if (o->s.threads > 1) {	/* cpus.h: no more threads than CPUs, as
				   attn-bench -j */
		o->s.threads = ak_threads_cap(o->s.threads, "--threads", note,
		    sizeof note);
		if (note[0] != '\0')
			fprintf(stderr, "ppmi-svd: warning: %s\n", note);
	}
	/* the one budget: -M, and 80% of RAM and of what ulimit -v leaves
	 * beside OpenBLAS's buffers and the threads' malloc arenas */
	size_t pending;
	double room = ak_blas_as_room(!o->count, &pending);
	o->s.memory = ak_cli_budget(o->s.memory, room, (double)pending +
	    64.0 * 1048576 * (o->s.threads > 1 ? o->s.threads : 1));
	o->s.notes = stderr;
	o->s.quiet = o->quiet;
	/* said when auto runs the dense path, which does not use them */
	if (ak_opt_given(&o->p, "oversample power-iters seed", o->sparse_given,
	    sizeof o->sparse_given) > 0)
		o->s.sparse_given = o->sparse_given;
	/* the stages on stderr: a line on a terminal, a line a stage off one
	 * with --progress, none with -q (progline.h) */
	ak_progline_init(&o->pline, "ppmi-svd", o->quiet, o->progress);
	o->pfn = ak_progline_fn(&o->pline);
	o->s.progress = &o->pfn;
	/* (a rule of the table would need --count --from-counts too) */
	if (o->count_format == 1 && o->rows[1] > 0) {
		ak_erru(&e, "--rows writes count lines (a block file): not with "
		    "--count-format binary");
		ak_xfail(&e);
	}
	/* a rank past 0 computes its part of the products; rank 0 writes */
	if (o->s.rank > 0 && (o->out != NULL || o->nn.n + o->sim.n +
	    o->ana.n + o->qsim.n + o->qmost.n + o->qodd.n > 0)) {
		ak_erru(&e, "--svd-rank %zu/%zu: only rank 0 writes the "
		    "embeddings (give -o and the questions to it)", o->s.rank,
		    o->s.ranks);
		ak_xfail(&e);
	}
	o->files = o->p.operands;
	o->nfiles = (size_t)o->p.noperands;
	if (questions(o, &e) != 0)
		ak_xfail(&e);
	if (o->nfiles == 0) {
		o->files = stdin_only;
		o->nfiles = 1;
	}
	o->inputs = calloc(o->nfiles + o->sim.n + o->ana.n + 4,
	    sizeof(char *));
	if (o->inputs == NULL) {
		ak_errf(&e, "out of memory");
		ak_xfail(&e);
	}
	size_t ni = 0;
	if (o->load == NULL)
		for (size_t i = 0; i < o->nfiles; i++)
			o->inputs[ni++] = o->files[i];
	if (o->load != NULL || o->vocab != NULL)
		o->inputs[ni++] = o->load ? o->load : o->vocab;
	for (size_t i = 0; i < o->sim.n; i++)
		o->inputs[ni++] = o->sim.v[i];
	for (size_t i = 0; i < o->ana.n; i++)
		o->inputs[ni++] = o->ana.v[i];
	o->inputs[ni++] = o->s.contexts;	/* may be NULL: the end */
}

void
ps_free(struct ps_opts *o)
{
	free(o->inputs);
	ak_opt_free(&o->p);
}
