/*
 * attn-map: the options — parsing (am_parse; the checks of their
 * combinations are in check.c).
 */
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mem.h"
#include "am.h"
#include "cli.h"
#include "numlist.h"

/* a usage error: one line on stderr, then the synopsis (attnkit(5)), exit 2 */
void
am_xusage(const char *msg)
{
	ak_xusage("%s", msg);
}

/* parse WORD=NUMBER or WORD=WORD; splits at the last '=' */
static char *
split_eq(char *arg, const char *what, const char **key)
{
	char *eq;

	if ((arg = strdup(arg)) == NULL) {
		fprintf(stderr, "attn-map: out of memory\n");
		ak_xexit(1);
	}
	eq = strrchr(arg, '=');
	if (eq == NULL || eq == arg || eq[1] == '\0') {
		ak_xusage("%s: '%s' is not WORD=VALUE", what, arg);
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
		am_xusage(e.msg);
}

static void
xparse_list(const char *s, long min, long max, const char *what, long *out,
    size_t *n)
{
	ak_err e;
	if (ak_parse_long_list(s, min, max, what, out, AM_MAXLIST, n, &e) != 0)
		am_xusage(e.msg);
}

static void
xparse_double(const char *s, double min, double max, const char *what,
    double *out)
{
	ak_err e;
	if (ak_parse_double(s, min, max, what, out, &e) != 0)
		am_xusage(e.msg);
}

enum {
	OPT_TEXT = CHAR_MAX + 1, OPT_LINE, OPT_ALL, OPT_STRICT, OPT_C, OPT_WQ,
	OPT_WK, OPT_WV, OPT_RAND, OPT_SEED, OPT_NOSCALE, OPT_TAU, OPT_BOOST,
	OPT_NOISE, OPT_NOISEW, OPT_CAUSAL, OPT_MASK, OPT_MV, OPT_PREC, OPT_PE,
	OPT_SWAP, OPT_KVT, OPT_KVL, OPT_HEADS, OPT_HEAD, OPT_BATCH, OPT_LONG,
	OPT_SCORES, OPT_OUTPUTS, OPT_ENTROPY, OPT_JAC, OPT_HULL, OPT_COMPARE,
	OPT_PERM, OPT_SUMMARY, OPT_EXACT, OPT_DIL, OPT_COMP, OPT_SCALING,
	OPT_KEYS, OPT_DK, OPT_TRIALS, OPT_PETAB, OPT_DIM, OPT_POS, OPT_SHIFTS,
	OPT_VECTORS, OPT_VERSION, OPT_HTML, OPT_TOKENIZER, OPT_TOKENS
};

static const struct option longopts[] = {
	{ "embeddings", required_argument, NULL, 'e' },
	{ "emb", required_argument, NULL, 'e' },	/* the old name */
	{ "output", required_argument, NULL, 'o' },
	{ "help", no_argument, NULL, 'h' },
	{ "quiet", no_argument, NULL, 'q' },
	{ "memory", required_argument, NULL, 'M' },
	{ "text", required_argument, NULL, OPT_TEXT },
	{ "tokens", required_argument, NULL, OPT_TOKENS },
	{ "tokenizer", required_argument, NULL, OPT_TOKENIZER },
	{ "line", required_argument, NULL, OPT_LINE },
	{ "all-tokens", no_argument, NULL, OPT_ALL },
	{ "strict", no_argument, NULL, OPT_STRICT },
	{ "proj-scale", required_argument, NULL, OPT_C },
	{ "wq", required_argument, NULL, OPT_WQ },
	{ "wk", required_argument, NULL, OPT_WK },
	{ "wv", required_argument, NULL, OPT_WV },
	{ "random-proj", required_argument, NULL, OPT_RAND },
	{ "seed", required_argument, NULL, 's' },
	{ "no-scale", no_argument, NULL, OPT_NOSCALE },
	{ "temperature", required_argument, NULL, OPT_TAU },
	{ "boost", required_argument, NULL, OPT_BOOST },
	{ "noise", required_argument, NULL, OPT_NOISE },
	{ "noise-word", required_argument, NULL, OPT_NOISEW },
	{ "causal", no_argument, NULL, 'c' },
	{ "mask", required_argument, NULL, OPT_MASK },
	{ "mask-value", required_argument, NULL, OPT_MV },
	{ "precision", required_argument, NULL, OPT_PREC },
	{ "pe", required_argument, NULL, OPT_PE },
	{ "swap-value", required_argument, NULL, OPT_SWAP },
	{ "kv-text", required_argument, NULL, OPT_KVT },
	{ "kv-line", required_argument, NULL, OPT_KVL },
	{ "heads", required_argument, NULL, 'H' },
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
	{ "dim", required_argument, NULL, 'd' },
	{ "positions", required_argument, NULL, OPT_POS },
	{ "shifts", required_argument, NULL, OPT_SHIFTS },
	{ "vectors", no_argument, NULL, OPT_VECTORS },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ "html", required_argument, NULL, OPT_HTML },
	{ NULL, 0, NULL, 0 }
};

static void
set_out(enum out w)
{
	opt.out = w;
	opt.nout++;
}

void
am_parse(int argc, char **argv)
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
	while ((ch = ak_getopt_long(argc, argv, "e:o:hqs:cH:d:M:", longopts, NULL)) != -1) {
		switch (ch) {
		case 'e': opt.emb = optarg; break;
		case 'o': opt.ofile = optarg; break;
		case 'h': am_usage(0); break;
		case 'q': opt.quiet = 1; break;
		case 'M': ak_mem_set_budget((double)ak_xsize(optarg,
			    "--memory")); break;
		case OPT_TEXT: opt.text = optarg; opt.ntext++; break;
		case OPT_TOKENS:
			opt.text = optarg;
			opt.text_tokens = 1;
			opt.ntext++;
			break;
		case OPT_TOKENIZER: {
			ak_err te;
			if (ak_tokenizer_parse(optarg, &opt.tokenizer, &te) != 0)
				am_xusage(te.msg);
			break;
		}
		case OPT_LINE:
			xparse_long(optarg, 1, LONG_MAX, "--line", &opt.line);
			opt.line_set = 1;
			break;
		case OPT_ALL: opt.all_tokens = 1; break;
		case OPT_STRICT: opt.strict = 1; break;
		case OPT_C:
			if (strcmp(optarg, "auto") == 0)
				opt.c_auto = 1;
			else
				xparse_double(optarg, -1e6, 1e6, "--proj-scale",
				    &opt.c);
			opt.c_set = 1;
			break;
		case OPT_WQ: opt.wq = optarg; break;
		case OPT_WK: opt.wk = optarg; break;
		case OPT_WV: opt.wv = optarg; break;
		case OPT_RAND:
			xparse_long(optarg, 0, 100000, "--random-proj",
			    &opt.random_dk);
			if (opt.random_dk == 0)
				am_xusage("--random-proj: d_k = 0: queries and "
				    "keys need at least one dimension");
			break;
		case 's':
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
				am_xusage("--boost: too many (at most 16)");
			v = split_eq(optarg, "--boost", &opt.boost_key[opt.nboost]);
			xparse_double(v, -1e300, 1e300, "--boost",
			    &opt.boost[opt.nboost]);
			opt.nboost++;
			break;
		case OPT_NOISE:
			xparse_long(optarg, 0, 100000, "--noise", &opt.noise);
			break;
		case OPT_NOISEW: opt.noise_word = optarg; break;
		case 'c': opt.causal = 1; break;
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
				am_xusage("--precision: want double or half");
			break;
		case OPT_PE:
			if (strcmp(optarg, "none") == 0)
				opt.pe = PE_NONE;
			else if (strcmp(optarg, "sin") == 0)
				opt.pe = PE_SIN;
			else if (strcmp(optarg, "rope") == 0)
				opt.pe = PE_ROPE;
			else
				am_xusage("--pe: want none, sin or rope");
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
		case 'H':
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
		case OPT_HTML: opt.html = optarg; break;
		case OPT_DIL: {
			char *arg = strdup(optarg), *comma;
			if (arg == NULL || (comma = strchr(arg, ',')) == NULL)
				am_xusage("--dilution: want S,C (target score, "
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
		case 'd':
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
			ak_xfinish();
			ak_xexit(0);
		default: am_usage(2);	/* after getopt's one line */
		}
	}
}
