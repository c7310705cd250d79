/* attn-train (spam mode): usage, the options and the checks of their
 * combinations (an option the mode would ignore is a usage error). */
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "at.h"
#include "cli.h"
#include "spamout.h"
#include "text.h"

static const char usage_text[] =
"usage: attn-train -e EMB [options] [CORPUS]                    (report)\n"
"       attn-train -e EMB [options] --top N [CORPUS]            (top spam tokens)\n"
"       attn-train -e EMB [options] --intervene [CORPUS]        (interventions)\n"
"       attn-train -e EMB --load MODEL --predict [--per-token] [--unlabeled]\n"
"                  [--tokenizer NAME] [MESSAGES]\n"
"       attn-train addr ...          (the addressing task: see attn-train addr --help)\n"
"CORPUS is the tokenized corpus (label<TAB>tok tok ..., sms-vocab -t), default stdin.\n"
"  -e, --embeddings FILE  embeddings TSV (word d1..dk), required\n"
"  -o, --output FILE      write the result to FILE (atomically), not stdout\n"
"      --epochs N         passes over the training split (20)\n"
"      --lr X             Adam step size (0.01)\n"
"      --l2 X             L2 penalty on u, v, b (0)\n"
"      --batch-size N     messages per Adam step (32; --batch N still works)\n"
"  -s, --seed N           seed of the split, the order and the interventions (1)\n"
"      --test-frac X      held-out share of the messages (0.2456)\n"
"      --buckets A,B,...  upper edges of the length buckets (9,25)\n"
"      --length all|known bucket by all tokens of the line (default) or known ones\n"
"      --splits N         report mean ± sd over N splits, seeds S..S+N-1 (S = --seed)\n"
"      --save MODEL       also write the trained attention model to MODEL\n"
"      --load MODEL       use MODEL instead of training the attention head\n"
"      --top N            the N spam tokens with the highest mean weight\n"
"      --min-count N      --top: only tokens seen N times or more (10)\n"
"      --intervene        masking and activation patching on held-out messages\n"
"      --messages N       --intervene: how many messages (100)\n"
"      --per-message      --intervene: one row per message and intervention\n"
"      --set test|train|all  messages for --top and --intervene (test)\n"
"      --predict          p(spam) and the 3 most-weighted tokens of each message\n"
"                         (label<TAB>text, raw or tokenized, as sms-vocab reads it)\n"
"      --per-token        --predict: one row per token with its weight\n"
"      --unlabeled        --predict: each line is a message's text (label -)\n"
"      --tokenizer NAME   --predict: ascii (default), unicode, ... (sms-vocab)\n"
"      --time             print the training time on stderr\n"
"  -q, --quiet            no progress on stderr\n"
"  -h, --help             this help;  --version  the version\n";

static void
usage(int status)
{
	ak_usage(status);
}

/* a usage error: one line on stderr, the synopsis, exit 2 */
static void __attribute__((noreturn))
die_usage(const ak_err *e)
{
	ak_xdie(2, e);
}

static void
parse_buckets(const char *s)
{
	ak_err e;

	if (ak_spam_edges_parse(s, opt.edge, sizeof(opt.edge) /
	    sizeof(opt.edge[0]), &opt.nedge, &e) != 0)
		die_usage(&e);
}

void
at_parse(int argc, char *argv[])
{
	ak_set_usage(usage_text);
	static const struct option longopts[] = {
		{ "embeddings", required_argument, NULL, 'e' },
		{ "output", required_argument, NULL, 'o' },
		{ "epochs", required_argument, NULL, OPT_EPOCHS },
		{ "lr", required_argument, NULL, OPT_LR },
		{ "l2", required_argument, NULL, OPT_L2 },
		{ "batch-size", required_argument, NULL, OPT_BATCH },
		{ "batch", required_argument, NULL, OPT_BATCH },	/* 0.1.0 */
		{ "seed", required_argument, NULL, 's' },
		{ "test-frac", required_argument, NULL, OPT_TEST_FRAC },
		{ "buckets", required_argument, NULL, OPT_BUCKETS },
		{ "length", required_argument, NULL, OPT_LENGTH },
		{ "save", required_argument, NULL, OPT_SAVE },
		{ "load", required_argument, NULL, OPT_LOAD },
		{ "top", required_argument, NULL, OPT_TOP },
		{ "min-count", required_argument, NULL, OPT_MIN_COUNT },
		{ "intervene", no_argument, NULL, OPT_INTERVENE },
		{ "messages", required_argument, NULL, OPT_MESSAGES },
		{ "set", required_argument, NULL, OPT_SET },
		{ "predict", no_argument, NULL, OPT_PREDICT },
		{ "time", no_argument, NULL, OPT_TIME },
		{ "per-message", no_argument, NULL, OPT_PER_MESSAGE },
		{ "splits", required_argument, NULL, OPT_SPLITS },
		{ "per-token", no_argument, NULL, OPT_PER_TOKEN },
		{ "unlabeled", no_argument, NULL, OPT_UNLABELED },
		{ "tokenizer", required_argument, NULL, OPT_TOKENIZER },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 }
	};
	int ch, nmodes = 0;
	ak_err e;

	while ((ch = ak_getopt_long(argc, argv, "e:o:s:qh", longopts, NULL)) !=
	    -1) {
		switch (ch) {
		case 'e': opt.emb = optarg; break;
		case 'o': opt.out = optarg; break;
		case OPT_EPOCHS:
			opt.epochs = ak_xlong(optarg, 0, 100000, "--epochs");
			opt.given_train = 1;
			opt.given_setup = 1;
			opt.given_optim = 1;
			break;
		case OPT_LR:
			opt.lr = ak_xdouble(optarg, 1e-9, 10, "--lr");
			opt.given_train = 1;
			opt.given_setup = 1;
			opt.given_optim = 1;
			break;
		case OPT_L2:
			opt.l2 = ak_xdouble(optarg, 0, 100, "--l2");
			opt.given_train = 1;
			opt.given_setup = 1;
			opt.given_optim = 1;
			break;
		case OPT_BATCH:
			opt.batch = ak_xlong(optarg, 1, 1000000000, "--batch-size");
			opt.given_train = 1;
			opt.given_setup = 1;
			opt.given_optim = 1;
			break;
		case 's':
			opt.seed = (unsigned long long)ak_xlong(optarg, 0, LONG_MAX,
			    "--seed");
			opt.given_train = 1;
			opt.given_setup = 1;
			break;
		case OPT_TEST_FRAC:
			opt.test_frac = ak_xdouble(optarg, 0.0001, 0.9999,
			    "--test-frac");
			opt.given_train = 1;
			opt.given_setup = 1;
			break;
		case OPT_BUCKETS:
			parse_buckets(optarg);
			opt.given_report = 1;
			break;
		case OPT_LENGTH:
			opt.given_report = 1;
			if (strcmp(optarg, "known") == 0)
				opt.length_all = 0;
			else if (strcmp(optarg, "all") == 0)
				opt.length_all = 1;
			else {
				ak_errf(&e, "--length: '%s' is not known or "
				    "all", optarg);
				die_usage(&e);
			}
			break;
		case OPT_SAVE: opt.save = optarg; break;
		case OPT_LOAD: opt.load = optarg; break;
		case OPT_TOP:
			opt.top = ak_xlong(optarg, 1, 1000000, "--top");
			opt.mode = MODE_TOP;
			nmodes++;
			break;
		case OPT_MIN_COUNT:
			opt.min_count = ak_xlong(optarg, 1, 1000000000,
			    "--min-count");
			opt.given_min_count = 1;
			break;
		case OPT_INTERVENE: opt.mode = MODE_INTERVENE; nmodes++; break;
		case OPT_MESSAGES:
			opt.messages = ak_xlong(optarg, 1, 10000000, "--messages");
			opt.given_messages = 1;
			break;
		case OPT_SET:
			opt.given_set = 1;
			if (strcmp(optarg, "test") == 0)
				opt.set = SET_TEST;
			else if (strcmp(optarg, "train") == 0)
				opt.set = SET_TRAIN;
			else if (strcmp(optarg, "all") == 0)
				opt.set = SET_ALL;
			else {
				ak_errf(&e, "--set: '%s' is not test, train "
				    "or all", optarg);
				die_usage(&e);
			}
			break;
		case OPT_PREDICT: opt.mode = MODE_PREDICT; nmodes++; break;
		case OPT_TIME:
			opt.timing = 1;
			opt.given_train = opt.given_optim = 1;
			break;
		case OPT_SPLITS:
			opt.splits = ak_xlong(optarg, 1, 100000, "--splits");
			opt.given_report = 1;
			break;
		case OPT_PER_MESSAGE:
			opt.per_message = 1;
			opt.given_messages = 1;
			break;
		case OPT_PER_TOKEN: opt.per_token = 1; break;
		case OPT_UNLABELED: opt.unlabeled = 1; break;
		case OPT_TOKENIZER:
			if (ak_tokenizer_parse(optarg, &opt.tokenizer, &e) != 0)
				die_usage(&e);
			opt.tokenizer_set = 1;
			break;
		case 'q': opt.quiet = 1; break;
		case 'h': usage(0); break;
		case OPT_VERSION:
			printf("attn-train (attnkit) %s\n", AK_VERSION);
			ak_xfinish();
			ak_xexit(0);
		default: usage(2);
		}
	}
	argc -= optind;
	argv += optind;
	if (argc > 1) {
		ak_errf(&e, "one input file at most");
		die_usage(&e);
	}
	if (argc == 1)
		opt.input = argv[0];
	if (opt.emb == NULL) {
		ak_errf(&e, "-e EMB (the embeddings file) is required");
		die_usage(&e);
	}
	if (nmodes > 1) {
		ak_errf(&e, "--top, --intervene and --predict exclude each "
		    "other");
		die_usage(&e);
	}
	/* an option the mode would ignore is a usage error, not a no-op */
	if (opt.given_min_count && opt.mode != MODE_TOP) {
		ak_errf(&e, "--min-count is for --top");
		die_usage(&e);
	}
	if (opt.given_messages && opt.mode != MODE_INTERVENE) {
		ak_errf(&e, "--messages and --per-message are for --intervene");
		die_usage(&e);
	}
	if (opt.given_set && opt.mode != MODE_TOP &&
	    opt.mode != MODE_INTERVENE) {
		ak_errf(&e, "--set is for --top and --intervene");
		die_usage(&e);
	}
	if (opt.splits > 0 && opt.mode != MODE_REPORT) {
		ak_errf(&e, "--splits is for the report (no --top, --intervene "
		    "or --predict)");
		die_usage(&e);
	}
	if (opt.given_report && opt.mode != MODE_REPORT) {
		ak_errf(&e, "--buckets and --length are for the report (no "
		    "--top, --intervene or --predict)");
		die_usage(&e);
	}
	if (opt.given_train && opt.mode == MODE_PREDICT) {
		ak_errf(&e, "--predict trains nothing and splits nothing: no "
		    "--epochs, --lr, --l2, --batch-size, --seed, --test-frac or "
		    "--time");
		die_usage(&e);
	}
	if (opt.given_optim && opt.load != NULL && (opt.mode == MODE_TOP ||
	    opt.mode == MODE_INTERVENE)) {
		ak_errf(&e, "--load with --top or --intervene trains nothing: "
		    "no --epochs, --lr, --l2, --batch-size or --time");
		die_usage(&e);
	}
	if (opt.given_setup && opt.load != NULL) {
		ak_errf(&e, "--load: the split and training settings come from "
		    "the model file: no --seed, --test-frac, --epochs, --lr, "
		    "--l2 or --batch-size");
		die_usage(&e);
	}
	/* standard input can be read once (the corpus is '-' by default) */
	if ((strcmp(opt.emb, "-") == 0) + (opt.load != NULL &&
	    strcmp(opt.load, "-") == 0) + (strcmp(opt.input, "-") == 0) > 1) {
		ak_errf(&e, "standard input ('-', and the corpus when no file "
		    "is given) can be read only once");
		die_usage(&e);
	}
	if (opt.splits > 0 && (opt.load != NULL || opt.save != NULL)) {
		ak_errf(&e, "--splits trains a model per split: no --load or "
		    "--save");
		die_usage(&e);
	}
	if (opt.save != NULL && opt.load != NULL) {
		ak_errf(&e, "--save and --load exclude each other");
		die_usage(&e);
	}
	if (opt.save != NULL && (strcmp(opt.save, opt.out ? opt.out : "-")
	    == 0 || ak_same_file(opt.save, opt.out))) {
		ak_errf(&e, "-o and --save name the same file");
		die_usage(&e);
	}
	if (opt.mode == MODE_PREDICT && opt.load == NULL) {
		ak_errf(&e, "--predict needs --load MODEL");
		die_usage(&e);
	}
	if ((opt.per_token || opt.unlabeled || opt.tokenizer_set) &&
	    opt.mode != MODE_PREDICT) {
		ak_errf(&e, "--per-token, --unlabeled and --tokenizer are for "
		    "--predict");
		die_usage(&e);
	}
	if (opt.mode == MODE_PREDICT && opt.save != NULL) {
		ak_errf(&e, "--predict does not train: --save makes no sense");
		die_usage(&e);
	}

}
