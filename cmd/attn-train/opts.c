/* attn-train (spam mode): the option table and the checks of their
 * combinations (an option the mode would ignore is a usage error). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "at.h"
#include "cli.h"
#include "embfile.h"
#include "io.h"
#include "spamout.h"
#include "text.h"

static const char synopsis[] =
"usage: attn-train -e EMB [options] [CORPUS]                    (report)\n"
"       attn-train -e EMB [options] --top N [CORPUS]            (top spam tokens)\n"
"       attn-train -e EMB [options] --intervene [CORPUS]        (interventions)\n"
"       attn-train -e EMB --load MODEL --predict [--per-token] [--unlabeled]\n"
"                  [--tokenizer NAME] [INPUT] [MESSAGES]\n"
"       attn-train addr ...          (the addressing task: see attn-train addr --help)\n"
"CORPUS is the tokenized corpus (label<TAB>tok tok ..., sms-vocab -t), default stdin.\n"
"INPUT is [--quoting none|csv | --csv | --jsonl] [--delimiter C] [--text-column NAME|N]\n"
"         [--label-column NAME|N] [--label-map A=B,...] [--encoding NAME]\n";

/* what an option belongs to, for the checks of the combinations */
enum {
	TRAIN = 1, SETUP = 2, OPTIM = 4, REPORT = 8, MINCOUNT = 16,
	MESSAGES = 32, SETB = 64, TOP = 128, INTERVENE = 256, PREDICT = 512,
	PREDICTS = 1024,	/* an option of --predict */
	INPUTS = 2048		/* --predict's input layout (text.h) */
};

static int
set_buckets(void *dst, const char *arg, ak_err *e)
{
	struct at_opts *o = dst;

	return ak_spam_edges_parse(arg, o->edge, sizeof(o->edge) /
	    sizeof(o->edge[0]), &o->nedge, e);
}

static const int lengths[] = { 0, 1 };	/* known, all: length_all */
static const int emb_formats[] = { AK_EMB_TSV, AK_EMB_W2V, AK_EMB_W2V_BIN,
	AK_EMB_GLOVE };

#define F(f) AK_FIELD(struct at_opts, f)
static const ak_opt options[] = {
	{ "embeddings", 'e', AK_OPT_STR, F(emb), "FILE",
	    .help = "the embeddings: TSV, word2vec (text or binary), GloVe; required" },
	{ "emb-format", 0, AK_OPT_CHOICE, F(emb_format),
	    "tsv|word2vec|word2vec-bin|glove",
	    .help = "read -e's file as this (default: from its content)",
	    .choice_vals = emb_formats },
	{ "output", 'o', AK_OPT_STR, F(out), "FILE",
	    .help = "write the result to FILE (atomically), not stdout" },
	{ "epochs", 0, AK_OPT_LONG, F(epochs), "N",
	    .help = "passes over the training split (20)",
	    .min = 0, .max = 100000, .bits = TRAIN | SETUP | OPTIM },
	{ "lr", 0, AK_OPT_DOUBLE, F(lr), "X", .help = "Adam step size (0.01)",
	    .min = 1e-9, .max = 10, .bits = TRAIN | SETUP | OPTIM },
	{ "l2", 0, AK_OPT_DOUBLE, F(l2), "X",
	    .help = "L2 penalty on u, v, b (0)",
	    .min = 0, .max = 100, .bits = TRAIN | SETUP | OPTIM },
	{ "batch-size", 0, AK_OPT_LONG, F(batch), "N",
	    .help = "messages per Adam step (32)",
	    .min = 1, .max = 1000000000, .bits = TRAIN | SETUP | OPTIM },
	{ "batch", 0, AK_OPT_LONG, F(batch), "N", .alias = "batch-size" },
	{ "seed", 's', AK_OPT_LONG, F(seed), "N",
	    .help = "seed of the split, the order and the interventions (1)",
	    .min = 0, .lmax = LONG_MAX, .bits = TRAIN | SETUP },
	{ "test-frac", 0, AK_OPT_DOUBLE, F(test_frac), "X",
	    .help = "held-out share of the messages (0.2456)",
	    .min = 0.0001, .max = 0.9999, .bits = TRAIN | SETUP },
	{ "buckets", 0, AK_OPT_CALL, AK_NOFIELD, "A,B,...",
	    .help = "upper edges of the length buckets (9,25)",
	    .call = set_buckets, .bits = REPORT },
	{ "length", 0, AK_OPT_CHOICE, F(length_all), "known|all",
	    .help = "bucket by all tokens of the line (default) or known ones",
	    .choice_vals = lengths, .bits = REPORT },
	{ "splits", 0, AK_OPT_LONG, F(splits), "N",
	    .help = "report mean ± sd over N splits, seeds S..S+N-1 (S = --seed)",
	    .min = 1, .max = 100000, .bits = REPORT },
	{ "save", 0, AK_OPT_STR, F(save), "MODEL",
	    .help = "also write the trained attention model to MODEL" },
	{ "load", 0, AK_OPT_STR, F(load), "MODEL",
	    .help = "use MODEL instead of training the attention head" },
	{ "split-out", 0, AK_OPT_STR, F(split_out), "FILE",
	    .help = "also write each message's split (train, test, none) to FILE" },
	{ "top", 0, AK_OPT_LONG, F(top), "N",
	    .help = "the N spam tokens with the highest mean weight",
	    .min = 1, .max = 1000000, .bits = TOP },
	{ "min-count", 0, AK_OPT_LONG, F(min_count), "N",
	    .help = "--top: only tokens seen N times or more (10)",
	    .min = 1, .max = 1000000000, .bits = MINCOUNT },
	{ "intervene", 0, AK_OPT_FLAG, AK_NOFIELD, NULL,
	    .help = "masking and activation patching on held-out messages",
	    .bits = INTERVENE },
	{ "messages", 0, AK_OPT_LONG, F(messages), "N",
	    .help = "--intervene: how many messages (100)",
	    .min = 1, .max = 10000000, .bits = MESSAGES },
	{ "per-message", 0, AK_OPT_FLAG, F(per_message), NULL,
	    .help = "--intervene: one row per message and intervention",
	    .bits = MESSAGES },
	{ "set", 0, AK_OPT_CHOICE, F(set), "test|train|all",
	    .help = "messages for --top and --intervene (test)", .bits = SETB },
	{ "predict", 0, AK_OPT_FLAG, AK_NOFIELD, NULL,
	    .help = "p(spam) and the 3 most-weighted tokens of each message",
	    .bits = PREDICT },
	{ "per-token", 0, AK_OPT_FLAG, F(per_token), NULL,
	    .help = "--predict: one row per token with its weight",
	    .bits = PREDICTS },
	{ "unlabeled", 0, AK_OPT_CALL, F(in), NULL,
	    .help = "--predict: each line is a message's text (label -)",
	    .call = ak_corpus_args_unlabeled, .bits = PREDICTS },
	{ "tokenizer", 0, AK_OPT_CALL, F(in), "NAME",
	    .help = "--predict: ascii (default), unicode, ... (sms-vocab)",
	    .call = ak_corpus_args_tokenizer, .bits = PREDICTS },
	{ "quoting", 0, AK_OPT_CALL, F(in), "none|csv",
	    .help = "--predict: one message per line, or CSV quoting",
	    .call = ak_corpus_args_quoting, .bits = INPUTS },
	{ "csv", 0, AK_OPT_CALL, F(in), NULL,
	    .help = "--predict: comma-separated label,text (as sms-vocab)",
	    .call = ak_corpus_args_csv, .bits = INPUTS },
	{ "jsonl", 0, AK_OPT_CALL, F(in), NULL,
	    .help = "--predict: JSON Lines, fields by name (as sms-vocab)",
	    .call = ak_corpus_args_jsonl, .bits = INPUTS },
	{ "delimiter", 0, AK_OPT_CALL, F(in), "C",
	    .help = "--predict: a delimited file with C: , ; | or tab",
	    .call = ak_corpus_args_delimiter, .bits = INPUTS },
	{ "text-column", 0, AK_OPT_STR, F(in.co.text_column), "NAME|N",
	    .help = "--predict: the text's column (header name or number)",
	    .bits = INPUTS },
	{ "label-column", 0, AK_OPT_STR, F(in.co.label_column), "NAME|N",
	    .help = "--predict: the label's column (header name or number)",
	    .bits = INPUTS },
	{ "label-map", 0, AK_OPT_CALL, F(in), "A=B,...",
	    .help = "--predict: read label A as B (1=spam,0=ham,*=ham)",
	    .call = ak_corpus_args_label_map, .bits = INPUTS },
	{ "encoding", 0, AK_OPT_STR, F(in.co.encoding), "NAME",
	    .help = "--predict: input in NAME (cp1252, ...), not UTF-8",
	    .bits = INPUTS },
	{ "time", 0, AK_OPT_FLAG, F(timing), NULL,
	    .help = "print the training time on stderr",
	    .bits = TRAIN | OPTIM },
	{ "quiet", 'q', AK_OPT_FLAG, F(quiet), NULL,
	    .help = "no progress or warnings on stderr" },
	AK_OPT_HELP_ENTRIES,
	{ 0 }
};
#undef F

/* the combinations of the options: 0, or -1 with the usage error */
static int
check(struct at_opts *o, ak_err *e)
{
	unsigned b = o->p.bits;
	int nmodes = !!(b & TOP) + !!(b & INTERVENE) + !!(b & PREDICT);

	if (o->p.noperands > 1)
		return ak_erru(e, "one input file at most");
	if (o->p.noperands == 1)
		o->input = o->p.operands[0];
	o->mode = b & TOP ? MODE_TOP : b & INTERVENE ? MODE_INTERVENE :
	    b & PREDICT ? MODE_PREDICT : MODE_REPORT;
	if (o->emb == NULL)
		return ak_erru(e, "-e EMB (the embeddings file) is required");
	if (nmodes > 1)
		return ak_erru(e, "--top, --intervene and --predict exclude each "
		    "other");
	/* an option the mode would ignore is a usage error, not a no-op */
	if ((b & MINCOUNT) && o->mode != MODE_TOP)
		return ak_erru(e, "--min-count is for --top");
	if ((b & MESSAGES) && o->mode != MODE_INTERVENE)
		return ak_erru(e, "--messages and --per-message are for --intervene");
	if ((b & SETB) && o->mode != MODE_TOP &&
	    o->mode != MODE_INTERVENE)
		return ak_erru(e, "--set is for --top and --intervene");
	if (o->splits > 0 && o->mode != MODE_REPORT)
		return ak_erru(e, "--splits is for the report (no --top, --intervene "
		    "or --predict)");
	if ((b & REPORT) && o->mode != MODE_REPORT)
		return ak_erru(e, "--buckets and --length are for the report (no "
		    "--top, --intervene or --predict)");
	if ((b & TRAIN) && o->mode == MODE_PREDICT)
		return ak_erru(e, "--predict trains nothing and splits nothing: no "
		    "--epochs, --lr, --l2, --batch-size, --seed, --test-frac or "
		    "--time");
	if ((b & OPTIM) && o->load != NULL && (o->mode == MODE_TOP ||
	    o->mode == MODE_INTERVENE))
		return ak_erru(e, "--load with --top or --intervene trains nothing: "
		    "no --epochs, --lr, --l2, --batch-size or --time");
	if ((b & SETUP) && o->load != NULL)
		return ak_erru(e, "--load: the split and training settings come from "
		    "the model file: no --seed, --test-frac, --epochs, --lr, "
		    "--l2 or --batch-size");
	/* standard input can be read once (the corpus is '-' by default) */
	if ((strcmp(o->emb, "-") == 0) + (o->load != NULL &&
	    strcmp(o->load, "-") == 0) + (strcmp(o->input, "-") == 0) > 1)
		return ak_erru(e, "standard input ('-', and the corpus when no file "
		    "is given) can be read only once");
	if (o->splits > 0 && (o->load != NULL || o->save != NULL))
		return ak_erru(e, "--splits trains a model per split: no --load or "
		    "--save");
	if (o->save != NULL && o->load != NULL)
		return ak_erru(e, "--save and --load exclude each other");
	if (o->save != NULL && (strcmp(o->save, o->out ? o->out : "-")
	    == 0 || ak_same_file(o->save, o->out)))
		return ak_erru(e, "-o and --save name the same file");
	if (o->mode == MODE_PREDICT && o->load == NULL)
		return ak_erru(e, "--predict needs --load MODEL");
	if ((b & PREDICTS) && o->mode != MODE_PREDICT)
		return ak_erru(e, "--per-token, --unlabeled and --tokenizer are "
		    "for --predict");
	if (o->mode == MODE_PREDICT && o->save != NULL)
		return ak_erru(e, "--predict does not train: --save makes no sense");
	if (o->split_out != NULL && (o->mode == MODE_PREDICT || o->splits > 0))
		return ak_erru(e, "--split-out writes the one split of a run: "
		    "not with %s", o->splits > 0 ? "--splits (a split each)" :
		    "--predict (its split column says it, for the training "
		    "file)");
	if (o->split_out != NULL && (strcmp(o->split_out, o->out ? o->out :
	    "-") == 0 || ak_same_file(o->split_out, o->out) ||
	    (o->save != NULL && (strcmp(o->split_out, o->save) == 0 ||
	    ak_same_file(o->split_out, o->save)))))
		return ak_erru(e, "--split-out names the same file as -o or "
		    "--save");
	if ((b & INPUTS) && o->mode != MODE_PREDICT)
		return ak_erru(e, "--quoting, --csv, --jsonl, --delimiter, --encoding, "
		    "the columns and --label-map are for --predict (training "
		    "reads sms-vocab -t's tokens)");
	/* the input's layout, checked as sms-vocab checks it */
	if (ak_corpus_args_finish(&o->in, e) != 0)
		return -1;

	return 0;
}

void
at_parse(struct at_opts *o, int argc, char *argv[])
{
	ak_err e;

	*o = (struct at_opts){ .epochs = 20, .batch = 32, .lr = 0.01,
	    .test_frac = 0.2456, .seed = 1, .messages = 100, .min_count = 10,
	    .edge = { 9, 25 }, .nedge = 2, .input = "-", .length_all = 1 };
	o->p = (ak_optp){ .tab = options, .dst = o, .prog = "attn-train",
	    .synopsis = synopsis };
	ak_xopt(&o->p, argc, argv);
	if (check(o, &e) != 0) {
		ak_corpus_args_free(&o->in);
		ak_opt_free(&o->p);
		ak_xfail(&e);
	}
}
