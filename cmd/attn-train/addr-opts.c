/* attn-train addr: usage, the options of the subcommands, output files. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "addr-cmd.h"
#include "addrnet.h"
#include "addrout.h"
#include "cli.h"
#include "io.h"

static const char *const synopsis =
"usage: attn-train addr gen [--count N] [--pairs LO[-HI]] [--keys K] [--values V]\n"
"                           [--order random|sorted] [--dist D] [--dup P]\n"
"                           [--mirror] [-s S] [-o FILE]\n"
"       attn-train addr train [--pos none|sin|rope|rel] [-d D] [--dk H]\n"
"                           [--max-dist D] [--pairs LO-HI] [--keys K]\n"
"                           [--values V] [--order random|sorted] [--dup P]\n"
"                           [--steps N] [--batch-size B] [--lr A] [-s S]\n"
"                           [--log FILE] [-q]\n"
"                           [-o MODEL] [FILE]\n"
"       attn-train addr eval --model MODEL [--by all|pairs|dist] [--each]\n"
"                           [-o FILE] [FILE]\n"
"       attn-train addr intervene --model MODEL [-s S] [-o FILE] [FILE]\n"
"       attn-train addr attend --model MODEL [-o FILE] [FILE]\n";

void
ad_usage(int status)
{
	fputs(synopsis, status ? stderr : stdout);
	if (status == 0)
		fputs(
"\n"
"The key-value addressing task: texts like 'A:7 B:2 C:9 ?B' (answer 2).\n"
"  gen        write instances as TSV (id pairs dist dist2 text answer);\n"
"             --count N instances for each pair count of --pairs\n"
"  train      train one attention head; without FILE on fresh instances\n"
"  eval       accuracy of MODEL on the instances of FILE\n"
"  intervene  (a) permute pairs (b) move the key (c) replace the value\n"
"  attend     attention weights per pair (id qpos query kpos key weight\n"
"             dist target)\n"
"Defaults: --pairs 2-16 (train) or 2-64 (gen), --keys 64, --values 10,\n"
"--pos none, --dim 32, --dk 32, --steps 2000, --batch-size 32, --lr 0.01,\n"
"--seed 1, --max-dist = largest training pair count.  See attn-train-addr(1).\n",
		    stdout);
	if (status == 0)
		ak_xfinish();
	ak_xexit(status);
}

void
ad_die(int status, const char *fmt, const char *a, const char *b)
{
	ak_err e;

	ak_errf(&e, fmt, a, b);
	ak_xdie(status, &e);
}


static const struct option longopts[] = {
	{ "count", required_argument, NULL, OPT_COUNT },
	{ "output", required_argument, NULL, 'o' },
	{ "model", required_argument, NULL, OPT_MODEL },
	{ "pairs", required_argument, NULL, OPT_PAIRS },
	{ "keys", required_argument, NULL, OPT_KEYS },
	{ "values", required_argument, NULL, OPT_VALUES },
	{ "order", required_argument, NULL, OPT_ORDER },
	{ "dist", required_argument, NULL, OPT_DIST },
	{ "dup", required_argument, NULL, OPT_DUP },
	{ "seed", required_argument, NULL, OPT_SEED },
	{ "pos", required_argument, NULL, OPT_POS },
	{ "dim", required_argument, NULL, OPT_DIM },
	{ "dk", required_argument, NULL, OPT_HEAD },
	{ "head", required_argument, NULL, OPT_HEAD },	/* 0.1.0 */
	{ "max-dist", required_argument, NULL, OPT_MAXDIST },
	{ "steps", required_argument, NULL, OPT_STEPS },
	{ "batch-size", required_argument, NULL, OPT_BATCH },
	{ "batch", required_argument, NULL, OPT_BATCH },	/* 0.1.0 */
	{ "lr", required_argument, NULL, OPT_LR },
	{ "log", required_argument, NULL, OPT_LOG },
	{ "by", required_argument, NULL, OPT_BY },
	{ "each", no_argument, NULL, OPT_EACH },
	{ "mirror", no_argument, NULL, OPT_MIRROR },
	{ "quiet", no_argument, NULL, OPT_QUIET },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 }
};

struct addr_opts ao;


static void
ad_parse_pairs(const char *s)
{
	ak_err e;

	if (ak_addr_pairs_parse(s, &ao.lo, &ao.hi, &e) != 0)
		ak_xdie(2, &e);
	ao.have_pairs = 1;
}

/*
 * Parse argv (argv[0] = subcommand) with the options listed in `allowed`
 * (a string of option codes, the short letters and OPT_* values).
 */
void
ad_parse(int argc, char *argv[], const int *allowed, size_t nallowed,
    int max_operands)
{
	int ch, li;

	ak_set_usage(synopsis);	/* for the usage errors of ak_xdie(2) */
	optind = 1;
	opterr = 0;	/* getopt would name the program after argv[0] */
	/* li: index of the long option matched, -1 for a short one */
	for (li = -1; (ch = getopt_long(argc, argv, ":o:hqs:d:", longopts,
	    &li)) != -1; li = -1) {
		/* the short letters of attnkit(5) */
		int sch = ch;
		ch = ch == 'q' ? OPT_QUIET : ch == 's' ? OPT_SEED :
		    ch == 'd' ? OPT_DIM : ch;
		int ok = ch == 'h' || ch == OPT_VERSION;
		for (size_t i = 0; i < nallowed; i++)
			ok |= allowed[i] == ch;
		if (ch == '?' || ch == ':') {
			if (ch == ':')
				fprintf(stderr, "attn-train: addr %s: option "
				    "'%s' needs an argument\n", argv[0],
				    argv[optind - 1]);
			else if (optopt != 0)
				fprintf(stderr, "attn-train: addr %s: unknown "
				    "option '-%c'\n", argv[0], optopt);
			else
				fprintf(stderr, "attn-train: addr %s: unknown "
				    "option '%s'\n", argv[0], argv[optind - 1]);
			ad_usage(2);
		}
		if (!ok) {
			/* name the option itself: argv[optind - 1] is its
			 * argument when that came as a separate word */
			if (ch != '?' && li >= 0)
				fprintf(stderr, "attn-train: addr %s: option "
				    "'--%s' does not apply\n", argv[0],
				    longopts[li].name);
			else if (ch != '?')
				fprintf(stderr, "attn-train: addr %s: option "
				    "'-%c' does not apply\n", argv[0], sch);
			ad_usage(2);
		}
		switch (ch) {
		case OPT_COUNT:
			ao.count = (int)ak_xlong(optarg, 1, 10000000, "--count");
			break;
		case 'o':
			ao.ofile = optarg;
			break;
		case OPT_MODEL:
			ao.model = optarg;
			break;
		case OPT_PAIRS:
			if (ao.gen_opt == NULL)
				ao.gen_opt = "--pairs";
			ad_parse_pairs(optarg);
			break;
		case OPT_KEYS:
			ao.keys = (int)ak_xlong(optarg, 2, AK_ADDR_MAXKEYS, "--keys");
			break;
		case OPT_VALUES:
			ao.values = (int)ak_xlong(optarg, 2, AK_ADDR_MAXVALS,
			    "--values");
			break;
		case OPT_ORDER:
			if (ao.gen_opt == NULL)
				ao.gen_opt = "--order";
			if (strcmp(optarg, "random") == 0)
				ao.sorted = 0;
			else if (strcmp(optarg, "sorted") == 0)
				ao.sorted = 1;
			else
				ad_die(2, "--order: '%s' is not random or sorted",
				    optarg, NULL);
			break;
		case OPT_DIST:
			ao.dist = (int)ak_xlong(optarg, 1, AK_ADDR_MAXPAIRS, "--dist");
			break;
		case OPT_DUP:
			if (ao.gen_opt == NULL)
				ao.gen_opt = "--dup";
			ao.dup = ak_xdouble(optarg, 0, 1, "--dup");
			break;
		case OPT_SEED: {
			long v;
			v = ak_xlong(optarg, 0, LONG_MAX, "--seed");
			ao.seed = (unsigned long long)v;
			break;
		}
		case OPT_POS:
			if ((ao.pos = ak_addr_pos_parse(optarg)) < 0)
				ad_die(2, "--pos: '%s' is not none, sin, rope or "
				    "rel", optarg, NULL);
			break;
		case OPT_DIM:
			ao.dim = (int)ak_xlong(optarg, 1, 1024, "--dim");
			break;
		case OPT_HEAD:
			ao.head = (int)ak_xlong(optarg, 1, 1024, "--dk");
			break;
		case OPT_MAXDIST:
			ao.maxdist = (int)ak_xlong(optarg, 1, AK_ADDR_MAXPAIRS,
			    "--max-dist");
			break;
		case OPT_STEPS:
			ao.steps = (int)ak_xlong(optarg, 0, 100000000, "--steps");
			break;
		case OPT_BATCH:
			ao.batch = (int)ak_xlong(optarg, 1, 1000000, "--batch-size");
			break;
		case OPT_LR:
			ao.lr = ak_xdouble(optarg, 1e-9, 10, "--lr");
			break;
		case OPT_LOG:
			ao.log = optarg;
			break;
		case OPT_BY:
			if (strcmp(optarg, "all") == 0)
				ao.by = BY_ALL;
			else if (strcmp(optarg, "pairs") == 0)
				ao.by = BY_PAIRS;
			else if (strcmp(optarg, "dist") == 0)
				ao.by = BY_DIST;
			else
				ad_die(2, "--by: '%s' is not all, pairs or dist",
				    optarg, NULL);
			break;
		case OPT_EACH:
			ao.each = 1;
			break;
		case OPT_MIRROR:
			ao.mirror = 1;
			break;
		case OPT_QUIET:
			ao.quiet = 1;
			break;
		case OPT_VERSION:
			printf("attn-train (attnkit) %s\n", AK_VERSION);
			ak_xfinish();
			ak_xexit(0);
		case 'h':
			ad_usage(0);
		}
	}
	if (argc - optind > max_operands) {
		fprintf(stderr, "attn-train: addr %s: too many operands\n",
		    argv[0]);
		ad_usage(2);
	}
	ao.input = optind < argc ? argv[optind] : "-";
}

/* "# attn-train addr SUB ARGS (attnkit VERSION)" */
void
ad_provenance(FILE *fp, int argc, char *argv[])
{
	fputs("# attn-train addr", fp);
	for (int i = 0; i < argc; i++)
		fprintf(fp, " %s", argv[i]);
	fprintf(fp, " (attnkit %s)\n", AK_VERSION);
}

void
ad_out_open(ak_out *out, const char *path)
{
	const char *inputs[3] = { ao.input, ao.model, NULL };
	ak_err e;

	if (ak_out_open(out, path, inputs, &e) != 0)
		ak_xdie(1, &e);
}

void
ad_out_commit(ak_out *out)
{
	ak_err e;

	if (ak_out_commit(out, &e) != 0)	/* names a device too */
		ak_xdie(1, &e);
}

