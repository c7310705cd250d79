/*
 * attn-map — attention maps of a token sequence over word embeddings, and
 * the numerical experiments of the lesson's attention sections.  See
 * attn-map(1).  This file: options, the checks of their combinations, the
 * map mode's wiring and main.  The rest of the command side is in
 * cmd/attn-map/ (am.h lists it); the maths is in lib/attention, lib/mask,
 * lib/heads, lib/posenc and lib/petab.
 */
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn-map/am.h"
#include "cli.h"
#include "emb.h"
#include "io.h"
#include "numlist.h"
#include "table.h"
#include "tokseq.h"

struct am_opts opt;

static void
usage(int status)
{
	FILE *fp = status ? stderr : stdout;

	fputs(
"usage: attn-map -e FILE [--text WORDS | --line N] [--all-tokens] [--strict]\n"
"                [--proj-scale C | --wq F --wk F --wv F | --random-proj DK]\n"
"                [--no-scale] [--temperature T] [--boost WORD=D] [--noise N]\n"
"                [--noise-word WORD] [--causal] [--mask FILE]\n"
"                [--mask-value V] [--precision double|half] [--pe none|sin|rope]\n"
"                [--swap-value WORD=OTHER] [--kv-text WORDS | --kv-line N]\n"
"                [--heads H|lesson [--head N|mean]] [--batch] [--seed N]\n"
"                [--long | --scores | --outputs | --entropy | --jacobian WORD |\n"
"                 --hull | --compare | --check-permutation | --summary]\n"
"                [--exact] [-o FILE] [FILE]\n"
"       attn-map --dilution S,C [--competitors LIST] [-o FILE]\n"
"       attn-map --scaling [--keys N] [--dk LIST] [--trials N] [--seed N] [-o FILE]\n"
"       attn-map --pe-table [--dim D] [--positions N] [--shifts LIST] [--vectors]\n"
"                [-o FILE]\n"
"       attn-map -h | --help | --version\n", fp);
	exit(status);
}

/* a usage error: one line on stderr (DESIGN.md), exit 2 */
static void
xusage(const char *msg)
{
	fprintf(stderr, "attn-map: %s (attn-map --help for usage)\n", msg);
	exit(2);
}

/* parse WORD=NUMBER or WORD=WORD; splits at the last '=' */
static char *
split_eq(char *arg, const char *what, const char **key)
{
	char *eq;

	if ((arg = strdup(arg)) == NULL) {
		fprintf(stderr, "attn-map: out of memory\n");
		exit(1);
	}
	eq = strrchr(arg, '=');
	if (eq == NULL || eq == arg || eq[1] == '\0') {
		fprintf(stderr, "attn-map: %s: '%s' is not WORD=VALUE\n", what,
		    arg);
		exit(2);
	}
	*eq = '\0';
	*key = arg;
	return eq + 1;
}

static void
xparse_long(const char *s, long min, long max, const char *what, long *out)
{
	ak_err e;
	if (ak_parse_long(s, min, max, what, out, &e) != 0)
		xusage(e.msg);
}

static void
xparse_list(const char *s, long min, long max, const char *what, long *out,
    size_t *n)
{
	ak_err e;
	if (ak_parse_long_list(s, min, max, what, out, AM_MAXLIST, n, &e) != 0)
		xusage(e.msg);
}

static void
xparse_double(const char *s, double min, double max, const char *what,
    double *out)
{
	ak_err e;
	if (ak_parse_double(s, min, max, what, out, &e) != 0)
		xusage(e.msg);
}

enum {
	OPT_TEXT = CHAR_MAX + 1, OPT_LINE, OPT_ALL, OPT_STRICT, OPT_C, OPT_WQ,
	OPT_WK, OPT_WV, OPT_RAND, OPT_SEED, OPT_NOSCALE, OPT_TAU, OPT_BOOST,
	OPT_NOISE, OPT_NOISEW, OPT_CAUSAL, OPT_MASK, OPT_MV, OPT_PREC, OPT_PE,
	OPT_SWAP, OPT_KVT, OPT_KVL, OPT_HEADS, OPT_HEAD, OPT_BATCH, OPT_LONG,
	OPT_SCORES, OPT_OUTPUTS, OPT_ENTROPY, OPT_JAC, OPT_HULL, OPT_COMPARE,
	OPT_PERM, OPT_SUMMARY, OPT_EXACT, OPT_DIL, OPT_COMP, OPT_SCALING,
	OPT_KEYS, OPT_DK, OPT_TRIALS, OPT_PETAB, OPT_DIM, OPT_POS, OPT_SHIFTS,
	OPT_VECTORS, OPT_VERSION
};

static const struct option longopts[] = {
	{ "emb", required_argument, NULL, 'e' },
	{ "output", required_argument, NULL, 'o' },
	{ "help", no_argument, NULL, 'h' },
	{ "text", required_argument, NULL, OPT_TEXT },
	{ "line", required_argument, NULL, OPT_LINE },
	{ "all-tokens", no_argument, NULL, OPT_ALL },
	{ "strict", no_argument, NULL, OPT_STRICT },
	{ "proj-scale", required_argument, NULL, OPT_C },
	{ "wq", required_argument, NULL, OPT_WQ },
	{ "wk", required_argument, NULL, OPT_WK },
	{ "wv", required_argument, NULL, OPT_WV },
	{ "random-proj", required_argument, NULL, OPT_RAND },
	{ "seed", required_argument, NULL, OPT_SEED },
	{ "no-scale", no_argument, NULL, OPT_NOSCALE },
	{ "temperature", required_argument, NULL, OPT_TAU },
	{ "boost", required_argument, NULL, OPT_BOOST },
	{ "noise", required_argument, NULL, OPT_NOISE },
	{ "noise-word", required_argument, NULL, OPT_NOISEW },
	{ "causal", no_argument, NULL, OPT_CAUSAL },
	{ "mask", required_argument, NULL, OPT_MASK },
	{ "mask-value", required_argument, NULL, OPT_MV },
	{ "precision", required_argument, NULL, OPT_PREC },
	{ "pe", required_argument, NULL, OPT_PE },
	{ "swap-value", required_argument, NULL, OPT_SWAP },
	{ "kv-text", required_argument, NULL, OPT_KVT },
	{ "kv-line", required_argument, NULL, OPT_KVL },
	{ "heads", required_argument, NULL, OPT_HEADS },
	{ "head", required_argument, NULL, OPT_HEAD },
	{ "batch", no_argument, NULL, OPT_BATCH },
	{ "long", no_argument, NULL, OPT_LONG },
	{ "scores", no_argument, NULL, OPT_SCORES },
	{ "outputs", no_argument, NULL, OPT_OUTPUTS },
	{ "entropy", no_argument, NULL, OPT_ENTROPY },
	{ "jacobian", required_argument, NULL, OPT_JAC },
	{ "hull", no_argument, NULL, OPT_HULL },
	{ "compare", no_argument, NULL, OPT_COMPARE },
	{ "check-permutation", no_argument, NULL, OPT_PERM },
	{ "summary", no_argument, NULL, OPT_SUMMARY },
	{ "exact", no_argument, NULL, OPT_EXACT },
	{ "dilution", required_argument, NULL, OPT_DIL },
	{ "competitors", required_argument, NULL, OPT_COMP },
	{ "scaling", no_argument, NULL, OPT_SCALING },
	{ "keys", required_argument, NULL, OPT_KEYS },
	{ "dk", required_argument, NULL, OPT_DK },
	{ "trials", required_argument, NULL, OPT_TRIALS },
	{ "pe-table", no_argument, NULL, OPT_PETAB },
	{ "dim", required_argument, NULL, OPT_DIM },
	{ "positions", required_argument, NULL, OPT_POS },
	{ "shifts", required_argument, NULL, OPT_SHIFTS },
	{ "vectors", no_argument, NULL, OPT_VECTORS },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 }
};

static void
set_out(enum out w)
{
	opt.out = w;
	opt.nout++;
}

static void
parse(int argc, char **argv)
{
	int ch;
	long l;
	char *v;

	opt.line = 1;
	opt.c = 1;
	opt.seed = 1;
	opt.tau = 1;
	opt.mask_value = -INFINITY;
	opt.keys = 8;
	opt.trials = 2000;
	opt.dim = 64;
	opt.positions = 16;
	opt.head = "mean";
	while ((ch = getopt_long(argc, argv, "e:o:h", longopts, NULL)) != -1) {
		switch (ch) {
		case 'e': opt.emb = optarg; break;
		case 'o': opt.ofile = optarg; break;
		case 'h': usage(0); break;
		case OPT_TEXT: opt.text = optarg; break;
		case OPT_LINE:
			xparse_long(optarg, 1, LONG_MAX, "--line", &opt.line);
			opt.line_set = 1;
			break;
		case OPT_ALL: opt.all_tokens = 1; break;
		case OPT_STRICT: opt.strict = 1; break;
		case OPT_C:
			xparse_double(optarg, -1e6, 1e6, "--proj-scale", &opt.c);
			opt.c_set = 1;
			break;
		case OPT_WQ: opt.wq = optarg; break;
		case OPT_WK: opt.wk = optarg; break;
		case OPT_WV: opt.wv = optarg; break;
		case OPT_RAND:
			xparse_long(optarg, 0, 100000, "--random-proj",
			    &opt.random_dk);
			if (opt.random_dk == 0)
				xusage("--random-proj: d_k = 0: queries and "
				    "keys need at least one dimension");
			break;
		case OPT_SEED:
			xparse_long(optarg, 0, LONG_MAX, "--seed", &l);
			opt.seed = (unsigned long long)l;
			opt.seed_set = 1;
			break;
		case OPT_NOSCALE: opt.noscale = 1; break;
		case OPT_TAU:
			xparse_double(optarg, 1e-6, 1e6, "--temperature",
			    &opt.tau);
			opt.tau_set = 1;
			break;
		case OPT_BOOST:
			if (opt.nboost == MAXBOOST)
				xusage("--boost: too many (at most 16)");
			v = split_eq(optarg, "--boost", &opt.boost_key[opt.nboost]);
			xparse_double(v, -1e300, 1e300, "--boost",
			    &opt.boost[opt.nboost]);
			opt.nboost++;
			break;
		case OPT_NOISE:
			xparse_long(optarg, 0, 100000, "--noise", &opt.noise);
			break;
		case OPT_NOISEW: opt.noise_word = optarg; break;
		case OPT_CAUSAL: opt.causal = 1; break;
		case OPT_MASK: opt.maskfile = optarg; break;
		case OPT_MV:
			opt.mv_set = 1;
			if (strcmp(optarg, "-inf") == 0)
				opt.mask_value = -INFINITY;
			else
				xparse_double(optarg, -1e300, 0,
				    "--mask-value", &opt.mask_value);
			break;
		case OPT_PREC:
			if (strcmp(optarg, "double") == 0)
				opt.half = 0;
			else if (strcmp(optarg, "half") == 0)
				opt.half = 1;
			else
				xusage("--precision: want double or half");
			break;
		case OPT_PE:
			if (strcmp(optarg, "none") == 0)
				opt.pe = PE_NONE;
			else if (strcmp(optarg, "sin") == 0)
				opt.pe = PE_SIN;
			else if (strcmp(optarg, "rope") == 0)
				opt.pe = PE_ROPE;
			else
				xusage("--pe: want none, sin or rope");
			break;
		case OPT_SWAP:
			opt.swap_other = split_eq(optarg, "--swap-value",
			    &opt.swap_word);
			break;
		case OPT_KVT: opt.kvtext = optarg; opt.cross = 1; break;
		case OPT_KVL:
			xparse_long(optarg, 1, LONG_MAX, "--kv-line",
			    &opt.kvline);
			opt.cross = 1;
			break;
		case OPT_HEADS:
			if (strcmp(optarg, "lesson") != 0)
				xparse_long(optarg, 1, 4096, "--heads", &l);
			opt.heads = optarg;
			break;
		case OPT_HEAD:
			if (strcmp(optarg, "mean") != 0)
				xparse_long(optarg, 1, 4096, "--head", &l);
			opt.head = optarg;
			opt.head_set = 1;
			break;
		case OPT_BATCH: opt.batch = 1; break;
		case OPT_LONG: set_out(O_LONG); break;
		case OPT_SCORES: set_out(O_SCORES); break;
		case OPT_OUTPUTS: set_out(O_OUTPUTS); break;
		case OPT_ENTROPY: set_out(O_ENTROPY); break;
		case OPT_JAC: set_out(O_JACOBIAN); opt.jac_word = optarg; break;
		case OPT_HULL: set_out(O_HULL); break;
		case OPT_COMPARE: set_out(O_COMPARE); break;
		case OPT_PERM: set_out(O_PERM); break;
		case OPT_SUMMARY: set_out(O_SUMMARY); break;
		case OPT_EXACT: opt.exact = 1; break;
		case OPT_DIL: {
			char *arg = strdup(optarg), *comma;
			if (arg == NULL || (comma = strchr(arg, ',')) == NULL)
				xusage("--dilution: want S,C (target score, "
				    "competitor score)");
			*comma = '\0';
			xparse_double(arg, -1e6, 1e6, "--dilution",
			    &opt.dil_target);
			xparse_double(comma + 1, -1e6, 1e6, "--dilution",
			    &opt.dil_other);
			opt.mode = M_DILUTION;
			opt.nmode++;
			free(arg);
			break;
		}
		case OPT_COMP:
			xparse_list(optarg, 0, 1000000, "--competitors",
			    opt.comp, &opt.ncomp);
			break;
		case OPT_SCALING: opt.mode = M_SCALING; opt.nmode++; break;
		case OPT_KEYS:
			xparse_long(optarg, 1, 100000, "--keys", &opt.keys);
			opt.mode_only |= 1 << M_SCALING;
			break;
		case OPT_DK:
			xparse_list(optarg, 1, 100000, "--dk", opt.dk, &opt.ndk);
			break;
		case OPT_TRIALS:
			xparse_long(optarg, 1, 10000000, "--trials", &opt.trials);
			opt.mode_only |= 1 << M_SCALING;
			break;
		case OPT_PETAB: opt.mode = M_PETABLE; opt.nmode++; break;
		case OPT_DIM:
			xparse_long(optarg, 1, 100000, "--dim", &opt.dim);
			opt.mode_only |= 1 << M_PETABLE;
			break;
		case OPT_POS:
			xparse_long(optarg, 1, 100000, "--positions",
			    &opt.positions);
			opt.mode_only |= 1 << M_PETABLE;
			break;
		case OPT_SHIFTS:
			xparse_list(optarg, 0, 100000, "--shifts", opt.shift,
			    &opt.nshift);
			break;
		case OPT_VECTORS:
			opt.vectors = 1;
			opt.mode_only |= 1 << M_PETABLE;
			break;
		case OPT_VERSION:
			printf("attn-map (attnkit) %s\n", AK_VERSION);
			exit(0);
		default: exit(2);	/* getopt printed the one am_line */
		}
	}
}


/*
 * An option that the chosen mode would ignore is a usage error rather than
 * a silent no-op (--random-proj after --wq used to win, --dilution with
 * --causal printed the plain budget, --heads 4 dropped --proj-scale).
 */
static void
check_ignored(void)
{
	int nproj = (opt.c_set && !(opt.heads && strcmp(opt.heads, "lesson") ==
	    0)) + (opt.wq || opt.wk || opt.wv) + (opt.random_dk != 0);
	int map_opt = opt.line_set || opt.all_tokens || opt.strict ||
	    opt.c_set || opt.wq || opt.wk || opt.wv || opt.random_dk ||
	    opt.noscale || opt.tau_set || opt.nboost || opt.noise ||
	    opt.noise_word || opt.causal || opt.maskfile || opt.mv_set ||
	    opt.half || opt.pe != PE_NONE || opt.swap_word || opt.cross ||
	    opt.heads || opt.head_set || opt.batch || opt.nout || opt.exact;

	if (opt.nmode > 1)
		xusage("--dilution, --scaling and --pe-table exclude each "
		    "other");
	if (opt.mode != M_MAP && map_opt)
		xusage("--dilution, --scaling and --pe-table take only their "
		    "own options (and --seed, -o)");
	if ((opt.mode_only & (1 << M_SCALING)) && opt.mode != M_SCALING)
		xusage("--keys and --trials belong to --scaling");
	if ((opt.mode_only & (1 << M_PETABLE)) && opt.mode != M_PETABLE)
		xusage("--dim, --positions and --vectors belong to --pe-table");
	if (opt.mode != M_MAP)
		return;
	if (nproj > 1)
		xusage("--proj-scale, --wq/--wk/--wv and --random-proj exclude "
		    "each other");
	if (opt.heads && strcmp(opt.heads, "lesson") != 0 &&
	    (opt.c_set || opt.noscale))
		xusage("--heads H draws its own projections and scales by "
		    "1/sqrt(d_h): no --proj-scale or --no-scale");
	if (opt.head_set && !opt.heads)
		xusage("--head is for --heads");
	if (opt.noise_word && !opt.noise)
		xusage("--noise-word needs --noise N");
	if (opt.mv_set && !opt.maskfile && !opt.causal)
		xusage("--mask-value needs --mask or --causal");
	if (opt.causal && opt.cross)
		xusage("--causal is for self-attention: the keys of "
		    "--kv-text/--kv-line have no order relative to the "
		    "queries");
	if (opt.batch && opt.line_set)
		xusage("--batch reads every input line: no --line");
	/* standard input can be read once: the second reader saw it empty
	   ("-e - -" said "empty input") */
	const char *in[] = { opt.emb, opt.maskfile, opt.wq, opt.wk, opt.wv,
		opt.batch || !opt.text || (opt.cross && !opt.kvtext) ?
		    (opt.input ? opt.input : "-") : NULL };
	int nstdin = 0;
	for (size_t i = 0; i < sizeof in / sizeof *in; i++)
		nstdin += in[i] != NULL && strcmp(in[i], "-") == 0;
	if (nstdin > 1)
		xusage("standard input ('-', and the token lines when no FILE "
		    "or --text is given) can be read only once");
}

/*
 * The experiments without embeddings cost a product of their sizes; each
 * size alone is bounded, the product was not (--pe-table --dim 100000
 * --positions 100000 ran for hours).  Limits: about a minute of work.
 */
#define AM_MAX_SCALING_WORK 1e10	/* trials × keys × Σ d_k */
#define AM_MAX_PETAB_WORK 2e8		/* positions × dim × shifts */
#define AM_MAX_PE_VALUES 1e7		/* --vectors: positions × dim */

static void
check_sizes(void)
{
	char msg[256];

	if (opt.mode == M_SCALING) {
		double sum = 0;
		if (opt.ndk)
			for (size_t i = 0; i < opt.ndk; i++)
				sum += (double)opt.dk[i];
		else
			sum = 4 + 8 + 16 + 32 + 64 + 128 + 256 + 512;
		double w = (double)opt.trials * (double)opt.keys * sum;
		if (w > AM_MAX_SCALING_WORK) {
			snprintf(msg, sizeof msg, "--scaling: trials × keys × "
			    "sum of d_k = %.3g is beyond %.0e; lower --trials, "
			    "--keys or --dk", w, AM_MAX_SCALING_WORK);
			xusage(msg);
		}
	}
	if (opt.mode == M_PETABLE) {
		double pd = (double)opt.positions * (double)opt.dim;
		double w = pd * (double)(opt.nshift ? opt.nshift : 7);
		if (opt.vectors && pd > AM_MAX_PE_VALUES) {
			snprintf(msg, sizeof msg, "--pe-table --vectors: "
			    "positions × dim = %.3g values is beyond %.0e",
			    pd, AM_MAX_PE_VALUES);
			xusage(msg);
		}
		if (!opt.vectors && w > AM_MAX_PETAB_WORK) {
			snprintf(msg, sizeof msg, "--pe-table: positions × dim "
			    "× shifts = %.3g is beyond %.0e; lower --positions, "
			    "--dim or --shifts", w, AM_MAX_PETAB_WORK);
			xusage(msg);
		}
	}
}

static int
run_map(FILE *fp, ak_err *e)
{
	ak_table emb;
	ak_tokseq qs, ks;
	am_line *L = NULL;
	size_t nl = 0;
	int rc = -1;

	memset(&qs, 0, sizeof qs);
	memset(&ks, 0, sizeof ks);
	if (ak_table_read_kind(&emb, opt.emb, 1, AK_TABLE_EMB, e) != 0)
		return -1;
	if (opt.noise_word && ak_table_find(&emb, opt.noise_word) < 0) {
		ak_errf(e, "--noise-word: unknown word '%.60s'", opt.noise_word);
		goto out;
	}
	int need_input = opt.batch || !opt.text || (opt.cross && !opt.kvtext);
	if (need_input) {
		long upto = 0;
		if (!opt.batch) {
			upto = opt.text ? 0 : opt.line;
			if (opt.cross && !opt.kvtext && opt.kvline > upto)
				upto = opt.kvline;
		}
		if ((L = am_read_lines(opt.input ? opt.input : "-", upto, &nl, e)) ==
		    NULL)
			goto out;
	}
	if (opt.batch) {
		rc = am_run_batch(fp, &emb, L, nl, e);
		goto out;
	}
	if (opt.text ? am_make_seq_text(&qs, &emb, opt.text, "--text", e) :
	    am_make_seq(&qs, &emb, L[opt.line - 1].text, L[opt.line - 1].where, e))
		goto out;
	if (opt.cross && (opt.kvtext ?
	    am_make_seq_text(&ks, &emb, opt.kvtext, "--kv-text", e) :
	    am_make_seq(&ks, &emb, L[opt.kvline - 1].text, L[opt.kvline - 1].where,
	    e)))
		goto out;
	ak_tokseq *kv = opt.cross ? &ks : &qs;
	for (long i = 0; i < opt.noise; i++) {
		/* identical irrelevant tokens: a zero vector or one word */
		if (ak_tokseq_append(kv, opt.noise_word ? opt.noise_word : "noise",
		    e) != 0)
			goto out;
		if (opt.noise_word)
			kv->row[kv->n - 1] = (size_t)ak_table_find(&emb,
			    opt.noise_word);
	}
	if (qs.ndrop) {
		size_t listed = ak_split_ws(qs.dropped, NULL, 0);
		fprintf(fp, "# dropped %zu out-of-vocabulary words: %s%s\n",
		    qs.ndrop, qs.dropped, listed < qs.ndrop ? " ..." : "");
	}
	if (opt.heads) {
		rc = am_run_heads(fp, &emb, &qs, e);
		goto out;
	}
	am_head h;
	if (am_head_setup(&h, &emb, &qs, kv, e) != 0 ||
	    ak_maphead_forward(&h, 1, e) != 0) {
		ak_maphead_free(&h);
		goto out;
	}
	if (h.dead)
		fprintf(fp, "# %zu fully masked rows: zero weights and zero "
		    "output\n", h.dead);
	rc = am_out_head(fp, &h, &qs, kv, e);
	ak_maphead_free(&h);
out:
	if (L)
		am_free_lines(L, nl);
	ak_tokseq_free(&qs);
	ak_tokseq_free(&ks);
	ak_table_free(&emb);
	return rc;
}

int
main(int argc, char **argv)
{
	ak_err e;
	ak_out out;
	int rc;

	parse(argc, argv);
	argc -= optind;
	if (argc > 1)
		xusage("at most one input FILE");
	if (argc == 1)
		opt.input = argv[optind];
	argc += optind;
	if (opt.nout > 1)
		xusage("choose one output: --long, --scores, --outputs, "
		    "--entropy, --jacobian, --hull, --compare, "
		    "--check-permutation, --summary");
	if (opt.mode == M_MAP) {
		if (opt.emb == NULL)
			xusage("-e FILE (embeddings) is required");
		if (opt.text && (opt.input || opt.line_set))
			xusage("--text excludes an input FILE and --line");
		if (opt.kvtext && opt.kvline)
			xusage("--kv-text and --kv-line exclude each other");
		if (opt.batch && (opt.text || opt.cross || opt.heads || opt.maskfile ||
		    opt.half ||
		    (opt.out != O_LONG && opt.out != O_ENTROPY && opt.nout)))
			xusage("--batch reads every input line; it gives "
			    "--long (the default) or --entropy, without "
			    "--text, --kv-*, --heads, --mask or --precision "
			    "half");
		if (opt.batch && opt.nout == 0)
			opt.out = O_LONG;
		if (opt.heads && (opt.cross || opt.maskfile || opt.half ||
		    opt.random_dk || opt.wq || opt.nboost || opt.noise ||
		    opt.swap_word || opt.pe == PE_ROPE))
			xusage("--heads takes the embeddings as they are "
			    "(with --pe sin, --causal, --temperature); "
			    "no cross, mask file, projections, boost, noise, "
			    "swap or rope");
		if (opt.out == O_SUMMARY && !opt.heads)
			xusage("--summary is for --heads");
		if (opt.out == O_COMPARE && !opt.swap_word)
			xusage("--compare needs --swap-value");
		if (opt.out == O_PERM && (opt.cross || opt.maskfile))
			xusage("--check-permutation is for self-attention "
			    "without --mask");
	} else if (opt.emb || opt.text || opt.input) {
		xusage("--dilution, --scaling and --pe-table read no "
		    "embeddings or text");
	}
	/* each list belongs to one mode (they used to share one string, so
	   --scaling --shifts 3 ran d_k = 3) */
	if (opt.ncomp && opt.mode != M_DILUTION)
		xusage("--competitors belongs to --dilution");
	if (opt.ndk && opt.mode != M_SCALING)
		xusage("--dk belongs to --scaling");
	if (opt.nshift && opt.mode != M_PETABLE)
		xusage("--shifts belongs to --pe-table");
	check_ignored();
	check_sizes();
	const char *inputs[] = { opt.emb, opt.input, opt.maskfile, opt.wq, opt.wk, opt.wv,
		NULL };
	/* a NULL inside the list would end it early: compact it */
	size_t ni = 0;
	for (size_t i = 0; i < sizeof inputs / sizeof *inputs - 1; i++)
		if (inputs[i])
			inputs[ni++] = inputs[i];
	inputs[ni] = NULL;
	/* the result is built in memory and written only on success, so an
	   error leaves no partial output, not even on standard output */
	char *mem = NULL;
	size_t memlen = 0;
	FILE *fp = open_memstream(&mem, &memlen);
	if (fp == NULL) {
		ak_errf(&e, "out of memory");
		ak_xdie(1, &e);
	}
	ak_provenance(fp, argc, argv);
	switch (opt.mode) {
	case M_DILUTION: {
		long m[AM_MAXLIST];
		size_t nm = opt.ncomp;
		if (nm)
			memcpy(m, opt.comp, nm * sizeof *m);
		else
			for (nm = 0; nm < 50; nm++)
				m[nm] = (long)nm + 1;
		rc = am_dilution(fp, opt.dil_target, opt.dil_other, m, nm, &e);
		break;
	}
	case M_SCALING: {
		long dk[AM_MAXLIST] = { 4, 8, 16, 32, 64, 128, 256, 512 };
		size_t ndk = 8;
		if (opt.ndk) {
			ndk = opt.ndk;
			memcpy(dk, opt.dk, ndk * sizeof *dk);
		}
		rc = am_scaling(fp, dk, ndk, (size_t)opt.keys,
		    (size_t)opt.trials, opt.seed, &e);
		break;
	}
	case M_PETABLE: {
		long sh[AM_MAXLIST] = { 0, 1, 2, 4, 8, 16, 32 };
		size_t ns = 7;
		if (opt.nshift) {
			ns = opt.nshift;
			memcpy(sh, opt.shift, ns * sizeof *sh);
		}
		rc = am_pe_table(fp, (size_t)opt.dim, (size_t)opt.positions, sh,
		    ns, opt.vectors, &e);
		break;
	}
	default:
		rc = run_map(fp, &e);
		break;
	}
	if (fclose(fp) != 0 && rc == 0)
		rc = ak_errf(&e, "out of memory");
	if (rc != 0) {
		free(mem);
		ak_xdie(1, &e);
	}
	if (ak_out_open(&out, opt.ofile, inputs, &e) != 0) {
		free(mem);
		ak_xdie(1, &e);
	}
	if (fwrite(mem, 1, memlen, out.fp) != memlen || fflush(out.fp) != 0 ||
	    ferror(out.fp)) {
		free(mem);
		ak_out_abort(&out);
		ak_errf(&e, "%s: write error", opt.ofile ? opt.ofile : "<stdout>");
		ak_xdie(1, &e);
	}
	free(mem);
	if (ak_out_commit(&out, &e) != 0)
		ak_xdie(1, &e);
	if (!opt.ofile)
		ak_xfinish();
	return 0;
}
