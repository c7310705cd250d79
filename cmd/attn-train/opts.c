/* attn-train (spam mode): the option table and the checks of their
 * combinations (an option the mode would ignore is a usage error). */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "at.h"
#include "cli.h"
#include "embfile.h"
#include "io.h"
#include "labpage.h"
#include "mem.h"
#include "progline.h"
#include "spamout.h"
#include "text.h"

static const char synopsis[] =
"usage: attn-train -e EMB [options] [-M SIZE] [CORPUS]           (report)\n"
"       attn-train -e EMB [options] --top N [CORPUS]            (top spam tokens)\n"
"       attn-train -e EMB [options] --intervene [CORPUS]        (interventions)\n"
"       attn-train -e EMB --load MODEL --predict [--per-token]\n"
"                  [--unlabeled [--all-text]] [--tokenizer NAME] [INPUT]\n"
"                  [MESSAGES]\n"
"       attn-train addr ...          (the addressing task: see attn-train addr --help)\n"
"CORPUS is the tokenized corpus (label<TAB>tok tok ..., sms-vocab -t), default stdin.\n"
"INPUT is [--quoting none|csv | --csv | --jsonl] [--delimiter C] [--text-column NAME|N]\n"
"         [--label-column NAME|N] [--label-map A=B,...] [--header | --no-header]\n"
"         [--encoding NAME]\n";

/* the modes an option chooses (the others: the report) */
enum { TOP = 1, INTERVENE = 2, PREDICT = 4 };

#define TRAIN_OPTS "epochs lr l2 batch-size time progress"
#define INPUT_OPTS "quoting csv jsonl delimiter text-column label-column " \
	"label-map header no-header encoding"
#define BLOCK_SHAPE "layers heads mlp norm residual pe pool " \
	"train-embeddings"

/* the combinations of the options, checked in this order (opt.h) */
static const ak_optrule rules[] = {
	AK_RULE_NEEDS(NULL, "embeddings", "the embeddings file"),
	AK_RULE_ONE_OF("top intervene predict", NULL),
	AK_RULE_NOT_WITH("predict", "maps",
	    "--maps draws a spam message of --set from the labelled corpus: "
	    "run it without --predict"),
	AK_RULE_NOT_WITH("pool=mean", "top",
	    "--top ranks tokens by the attention pooling's weight, and the "
	    "mean gives each token 1/length"),
	AK_RULE_NEEDS("min-count", "top", NULL),
	AK_RULE_NOT_WITH("jsonl", "header no-header",
	    "JSON Lines has no header row: its fields are named in each "
	    "object"),
	AK_RULE_NOT_WITH("model=block", "per-message",
	    "a block's interventions are summed per (layer, head)"),
	AK_RULE_NEEDS("messages per-message", "intervene", NULL),
	AK_RULE_NEEDS("set", "top intervene maps", NULL),
	AK_RULE_NOT_WITH("top intervene predict", "splits buckets length",
	    "it is for the report"),
	AK_RULE_NOT_WITH("predict", TRAIN_OPTS " seed test-frac",
	    "--predict trains nothing and splits nothing"),
	AK_RULE_NOT_WITH("load+top load+intervene", TRAIN_OPTS,
	    "--load with --top or --intervene trains nothing"),
	AK_RULE_NOT_WITH("load", "seed test-frac epochs lr l2 batch-size",
	    "the split and training settings come from the model file"),
	AK_RULE_NOT_WITH("splits", "load save",
	    "--splits trains a model per split"),
	AK_RULE_NOT_WITH("splits", "time progress maps",
	    "--splits prints only the mean and sd over the splits"),
	AK_RULE_ONE_OF("save load", NULL),
	AK_RULE_NOT_WITH("predict", "save", "--predict does not train"),
	AK_RULE_NOT_WITH("predict splits", "split-out",
	    "a run has one split (--predict's split column says it for the "
	    "training file)"),
	AK_RULE_NEEDS("predict", "load", NULL),
	AK_RULE_NEEDS("per-token unlabeled tokenizer", "predict", NULL),
	AK_RULE_NEEDS("all-text", "unlabeled", NULL),
	AK_RULE_NEEDS(INPUT_OPTS, "predict",
	    "training reads sms-vocab -t's tokens"),
	AK_RULE_STDIN("embeddings load ARGS", NULL, NULL),
	AK_RULE_OUTPUTS("output save split-out", "one would replace the "
	    "other"),
	/* --model block (cmd/attn-train/block-cmd.c) */
	AK_RULE_NOT_WITH("load", "model " BLOCK_SHAPE,
	    "the model and its shape come from the model file"),
	AK_RULE_NEEDS(BLOCK_SHAPE, "model=block", NULL),
	AK_RULE_NEEDS_UNLESS("target maps", "model=block", "load",
	    "or --load of a block model"),
	AK_RULE_NEEDS("target", "intervene", NULL),
	{ 0 }
};

static int
set_buckets(void *dst, const char *arg, ak_err *e)
{
	struct at_opts *o = dst;

	return ak_spam_edges_parse(arg, o->edge, sizeof(o->edge) /
	    sizeof(o->edge[0]), &o->nedge, e);
}

static const int lengths[] = { 0, 1 };	/* known, all: length_all */
static const int on_off[] = { 1, 0 };	/* --residual */
static const int emb_formats[] = { AK_EMB_TSV, AK_EMB_W2V, AK_EMB_W2V_BIN,
	AK_EMB_GLOVE };

#define F(f) AK_FIELD(struct at_opts, f)
static const ak_opt options[] = {
	{ "embeddings", 'e', AK_OPT_STR, F(emb), "FILE",
	    .help = "the embeddings: TSV, word2vec (text or binary), GloVe; required",
	    .nonempty = 1 },
	{ "emb-format", 0, AK_OPT_CHOICE, F(emb_format),
	    "tsv|word2vec|word2vec-bin|glove",
	    .help = "read -e's file as this (default: from its content)",
	    .choice_vals = emb_formats },
	{ "output", 'o', AK_OPT_STR, F(out), "FILE",
	    .help = "write the result to FILE (atomically), not stdout",
	    .nonempty = 1 },
	{ "epochs", 0, AK_OPT_LONG, F(epochs), "N",
	    .help = "passes over the training split (20)",
	    .min = 0, .max = 100000 },
	{ "lr", 0, AK_OPT_DOUBLE, F(lr), "X", .help = "Adam step size (0.01)",
	    .min = 1e-9, .max = 10 },
	{ "l2", 0, AK_OPT_DOUBLE, F(l2), "X",
	    .help = "L2 penalty on u, v, b (0)",
	    .min = 0, .max = 100 },
	{ "batch-size", 0, AK_OPT_LONG, F(batch), "N",
	    .help = "messages per Adam step (32)",
	    .min = 1, .max = 1000000000 },
	{ "batch", 0, AK_OPT_LONG, F(batch), "N", .alias = "batch-size" },
	{ "seed", 's', AK_OPT_LONG, F(seed), "N",
	    .help = "seed of the split, the order and the interventions (1)",
	    .min = 0, .lmax = LONG_MAX },
	{ "test-frac", 0, AK_OPT_DOUBLE, F(test_frac), "X",
	    .help = "held-out share of the messages (0.2456)",
	    .min = 0.0001, .max = 0.9999 },
	{ "buckets", 0, AK_OPT_CALL, AK_NOFIELD, "A,B,...",
	    .help = "upper edges of the length buckets (9,25)",
	    .call = set_buckets },
	{ "length", 0, AK_OPT_CHOICE, F(length_all), "known|all",
	    .help = "bucket by all tokens of the line (default) or known ones",
	    .choice_vals = lengths },
	{ "splits", 0, AK_OPT_LONG, F(splits), "N",
	    .help = "report mean ± sd over N splits, seeds S..S+N-1 (S = --seed)",
	    .min = 1, .max = 100000 },
	{ "save", 0, AK_OPT_STR, F(save), "MODEL",
	    .help = "also write the trained attention model to MODEL",
	    .nonempty = 1 },
	{ "load", 0, AK_OPT_STR, F(load), "MODEL",
	    .help = "use MODEL instead of training the attention head",
	    .nonempty = 1 },
	{ "split-out", 0, AK_OPT_STR, F(split_out), "FILE",
	    .help = "also write each message's split (train, test, none) to FILE",
	    .nonempty = 1 },
	{ "top", 0, AK_OPT_LONG, F(top), "N",
	    .help = "the N spam tokens with the highest mean weight",
	    .min = 1, .max = 1000000, .bits = TOP },
	{ "min-count", 0, AK_OPT_LONG, F(min_count), "N",
	    .help = "--top: only tokens seen N times or more (10)",
	    .min = 1, .max = 1000000000 },
	{ "intervene", 0, AK_OPT_FLAG, AK_NOFIELD, NULL,
	    .help = "masking and activation patching on held-out messages",
	    .bits = INTERVENE },
	{ "messages", 0, AK_OPT_LONG, F(messages), "N",
	    .help = "--intervene: how many messages (100)",
	    .min = 1, .max = 10000000 },
	{ "per-message", 0, AK_OPT_FLAG, F(per_message), NULL,
	    .help = "--intervene: one row per message and intervention" },
	{ "set", 0, AK_OPT_CHOICE, F(set), "test|train|all",
	    .help = "messages for --top, --intervene and --maps (test)" },
	{ "predict", 0, AK_OPT_FLAG, AK_NOFIELD, NULL,
	    .help = "p(spam) and the 3 most-weighted tokens of each message",
	    .bits = PREDICT },
	{ "per-token", 0, AK_OPT_FLAG, F(per_token), NULL,
	    .help = "--predict: one row per token with its weight" },
	{ "unlabeled", 0, AK_OPT_CALL, F(in), NULL,
	    .help = "--predict: each line (with --csv, record) is a message's "
	    "text",
	    .call = ak_corpus_args_unlabeled },
	{ "all-text", 0, AK_OPT_FLAG, F(in.co.all_text), NULL,
	    .help = "--unlabeled: every line is text, also 'Ham,...'" },
	{ "tokenizer", 0, AK_OPT_CALL, F(in), "NAME",
	    .help = "--predict: auto (default), ascii, unicode, ... (sms-vocab)",
	    .call = ak_corpus_args_tokenizer },
	{ "quoting", 0, AK_OPT_CALL, F(in), "none|csv",
	    .help = "--predict: one message per line, or CSV quoting",
	    .call = ak_corpus_args_quoting },
	{ "csv", 0, AK_OPT_CALL, F(in), NULL,
	    .help = "--predict: comma-separated label,text (as sms-vocab)",
	    .call = ak_corpus_args_csv },
	{ "jsonl", 0, AK_OPT_CALL, F(in), NULL,
	    .help = "--predict: JSON Lines, fields by name (as sms-vocab)",
	    .call = ak_corpus_args_jsonl },
	{ "delimiter", 0, AK_OPT_CALL, F(in), "C",
	    .help = "--predict: a delimited file with C: , ; | or tab",
	    .call = ak_corpus_args_delimiter },
	{ "text-column", 0, AK_OPT_STR, F(in.co.text_column), "NAME|N",
	    .help = "--predict: the text's column (header name or number)" },
	{ "label-column", 0, AK_OPT_STR, F(in.co.label_column), "NAME|N",
	    .help = "--predict: the label's column (header name or number)" },
	{ "label-map", 0, AK_OPT_CALL, F(in), "A=B,...",
	    .help = "--predict: read label A as B (1=spam,0=ham; *=ham: every "
	    "other; =-: an empty one)",
	    .call = ak_corpus_args_label_map },
	{ "header", 0, AK_OPT_CALL, F(in), NULL,
	    .help = "--predict: the first record is the header",
	    .call = ak_corpus_args_header },
	{ "no-header", 0, AK_OPT_CALL, F(in), NULL,
	    .help = "--predict: the first record is a message",
	    .call = ak_corpus_args_no_header },
	{ "encoding", 0, AK_OPT_STR, F(in.co.encoding), "NAME",
	    .help = "--predict: input in NAME (cp1252, ...), not UTF-8" },
	{ "time", 0, AK_OPT_FLAG, F(timing), NULL,
	    .help = "print the training time on stderr" },
	{ "quiet", 'q', AK_OPT_FLAG, F(quiet), NULL,
	    .help = "no progress or warnings on stderr" },
	{ "progress", 0, AK_OPT_FLAG, F(progress), NULL,
	    .help = AK_PROGLINE_HELP },
	{ "model", 0, AK_OPT_CHOICE, F(blk.model), "pool|block",
	    .help = "the lesson's pooling head (default) or a transformer block" },
	{ "layers", 0, AK_OPT_LONG, F(blk.layers), "N",
	    .help = "--model block: blocks (1)", .min = 1, .max = 4 },
	{ "heads", 'H', AK_OPT_LONG, F(blk.heads), "H",
	    .help = "--model block: heads of d/H each (1)", .min = 1,
	    .max = 64 },
	{ "mlp", 0, AK_OPT_LONG, F(blk.mlp), "N",
	    .help = "--model block: MLP hidden units, 0 none (4d)", .min = 0,
	    .max = 16384 },
	{ "norm", 0, AK_OPT_CHOICE, F(blk.norm), "pre|post|none",
	    .help = "--model block: where LayerNorm goes (pre)" },
	{ "residual", 0, AK_OPT_CHOICE, F(blk.residual), "on|off",
	    .help = "--model block: the path around attention (on)",
	    .choice_vals = on_off },
	{ "pe", 0, AK_OPT_CHOICE, F(blk.pe), "none|sin|rope",
	    .help = "--model block: positions (none)" },
	{ "pool", 0, AK_OPT_CHOICE, F(blk.pool), "attention|mean",
	    .help = "--model block: the lesson's pooling or the mean" },
	{ "train-embeddings", 0, AK_OPT_FLAG, F(blk.train_emb), NULL,
	    .help = "--model block: train the vectors too (frozen)" },
	{ "target", 0, AK_OPT_CHOICE, F(blk.target), "tokens|heads|residual",
	    .help = "--intervene on a block: what is acted on (tokens)",
	    .bits = AT_TARGETB },
	{ "maps", 0, AK_OPT_STR, F(blk.maps), "DIR",
	    .help = "--model block: each layer and head's map as TSV in DIR",
	    .bits = AT_TARGETB, .nonempty = 1 },
	AK_OPT_MEMORY(struct at_opts, memory),
	AK_OPT_HELP_ENTRIES,
	{ 0 }
};
#undef F

int
at_maps_clash(const struct at_opts *o, size_t layers, size_t heads,
    ak_err *e)
{
	const char *f[] = { o->out, o->save, o->split_out, o->input, o->emb,
	    o->load };
	static const char *const what[] = { "-o", "--save", "--split-out",
	    "the corpus", "-e", "--load" };
	size_t L, H;
	struct stat st;

	/* a directory to write into, said before the training, as -o's
	   directory is by its open */
	if (o->blk.maps != NULL) {
		const char *why = NULL, *fix = "";
		if (stat(o->blk.maps, &st) != 0) {
			why = strerror(errno);
			if (errno == ENOENT)
				fix = " (the directory the maps go into: make "
				    "it first, mkdir -p)";
		} else if (!S_ISDIR(st.st_mode))
			why = "not a directory";
		else if (access(o->blk.maps, W_OK | X_OK) != 0)
			why = strerror(errno);
		if (why != NULL)
			return ak_errf(e, "--maps %s: %s%s", o->blk.maps, why,
			    fix);
	}
	for (size_t i = 0; o->blk.maps != NULL && i < sizeof f / sizeof *f;
	    i++)
		if (f[i] != NULL && strcmp(f[i], "-") != 0 &&
		    ak_lab_maps_clash(o->blk.maps, f[i], layers, heads, &L,
		    &H))
			return ak_erru(e, "--maps %s writes map-%zu-%zu.tsv "
			    "there (the block has %zu layer%s of %zu head%s), "
			    "which %s '%s' names: one would replace the other",
			    o->blk.maps, L, H, layers, layers == 1 ? "" : "s",
			    heads, heads == 1 ? "" : "s", what[i], f[i]);
	/* the maps of DIR are one run's: an earlier, larger block's would
	   be read beside these as one block's (attn-map --html --maps) */
	if (o->blk.maps != NULL && ak_lab_maps_stale(o->blk.maps, layers,
	    heads, &L, &H))
		return ak_errf(e, "--maps %s holds map-%zu-%zu.tsv, which this "
		    "block (%zu layer%s of %zu head%s) does not write: an "
		    "earlier run's, which attn-map --html --maps would show as "
		    "this block's; remove %s/map-*.tsv or name another "
		    "directory", o->blk.maps, L, H, layers, layers == 1 ? "" :
		    "s", heads, heads == 1 ? "" : "s", o->blk.maps);
	return 0;
}

/* what the rules (above) cannot say: --maps's files, the input's layout,
 * checked as sms-vocab checks it.  0, or -1 with the usage error */
static int
check(struct at_opts *o, ak_err *e)
{
	unsigned b = o->p.bits;

	if (o->p.noperands == 1)
		o->input = o->p.operands[0];
	o->mode = b & TOP ? MODE_TOP : b & INTERVENE ? MODE_INTERVENE :
	    b & PREDICT ? MODE_PREDICT : MODE_REPORT;
	/* a block trained here has the options' shape; a loaded one's is
	   checked once its file is read (block-cmd.c) */
	if (o->load == NULL && at_maps_clash(o, (size_t)o->blk.layers,
	    (size_t)o->blk.heads, e) != 0)
		return -1;
	return ak_corpus_args_finish(&o->in, e);
}

void
at_parse(struct at_opts *o, int argc, char *argv[])
{
	ak_err e;

	*o = (struct at_opts){ .epochs = 20, .batch = 32, .lr = 0.01,
	    .test_frac = 0.2456, .seed = 1, .messages = 100, .min_count = 10,
	    .edge = { 9, 25 }, .nedge = 2, .input = "-", .length_all = 1,
	    .blk = { .layers = 1, .heads = 1, .mlp = -1, .residual = 1 },
	    .in.co.tokenizer = AK_TOK_AUTO };
	o->p = (ak_optp){ .tab = options, .dst = o, .prog = "attn-train",
	    .synopsis = synopsis, .rules = rules, .args = "CORPUS",
	    .maxargs = 1 };
	ak_xopt(&o->p, argc, argv);
	o->in.co.note = ak_note_stderr;
	o->in.co.note_ctx = &o->quiet;
	o->memory = ak_cli_budget(o->memory, ak_mem_as_room(), 0);
	if (check(o, &e) != 0) {
		ak_corpus_args_free(&o->in);
		ak_opt_free(&o->p);
		ak_xfail(&e);
	}
}
