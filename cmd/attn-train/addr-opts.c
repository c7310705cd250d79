/* attn-train addr: usage, the options of the subcommands, output files. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "addr-cmd.h"
#include "addrnet.h"
#include "addrout.h"
#include "block.h"
#include "cli.h"
#include "io.h"
#include "mem.h"
#include "progline.h"

static const char synopsis[] =
"usage: attn-train addr gen [--count N] [--pairs LO[-HI]] [--keys K] [--values V]\n"
"                           [--order random|sorted] [--dist D] [--dup P]\n"
"                           [--mirror] [-s S] [-o FILE]\n"
"       attn-train addr train [--model head|block] [--pos none|sin|rope|rel]\n"
"                           [-d D] [--dk H]\n"
"                           [--max-dist D] [--pairs LO-HI] [--keys K]\n"
"                           [--values V] [--order random|sorted] [--dup P]\n"
"                           [--steps N] [--batch-size B] [--lr A] [-s S]\n"
"                           [--log FILE] [-q]\n"
"                           [--layers N] [--heads H] [--mlp N]\n"
"                           [--norm pre|post|none] [--residual on|off]\n"
"                           [--pool attention|mean]\n"
"                           [-M SIZE] [-o MODEL] [FILE]\n"
"       attn-train addr eval --model MODEL [--by all|pairs|dist] [--each]\n"
"                           [-M SIZE] [-o FILE] [FILE]\n"
"       attn-train addr intervene --model MODEL [--target tokens|heads|residual]\n"
"                           [-s S] [-M SIZE] [-o FILE] [FILE]\n"
"       attn-train addr attend --model MODEL [-M SIZE] [-o FILE] [FILE]\n"
"\n"
"The key-value addressing task: texts like 'A:7 B:2 C:9 ?B' (answer 2).\n"
"  gen        write instances as TSV (id pairs dist dist2 text answer);\n"
"             --count N instances for each pair count of --pairs\n"
"  train      train one attention head (--model block: a transformer\n"
"             block); without FILE on fresh instances\n"
"  eval       accuracy of MODEL on the instances of FILE\n"
"  intervene  (a) permute pairs (b) move the key (c) replace the value;\n"
"             a block: --target tokens, heads or residual\n"
"  attend     attention weights per pair (id qpos query kpos key weight\n"
"             dist target)\n"
"Defaults: --pairs 2-16 (train) or 2-64 (gen), --keys 64, --values 10,\n"
"--pos none, --dim 32, --dk 32, --steps 2000, --batch-size 32, --lr 0.01,\n"
"--seed 1, --max-dist = largest training pair count; a block: --layers 1,\n"
"--heads 1, --mlp 4d, --norm pre, --residual on, --pool attention.\n"
"See attn-train-addr(1).\n";

void
ad_die(const char *fmt, const char *a, const char *b)
{
	ak_err e;

	ak_set_usage(synopsis);
	ak_erru(&e, fmt, a, b);
	ak_xfail(&e);
}


/* the combinations of each subcommand's options, checked in this order
 * (opt.h) */
static const ak_optrule train_rules[] = {
	AK_RULE_NEEDS("max-dist", "pos=rel", NULL),
	AK_RULE_NOT_WITH("ARGS", "pairs order dup", "it shapes generated "
	    "instances; train FILE takes them from FILE"),
	AK_RULE_OUTPUTS("output log", "one would replace the other"),
	{ 0 }
};
static const ak_optrule use_rules[] = {	/* eval, intervene, attend */
	AK_RULE_NEEDS(NULL, "model", NULL),
	AK_RULE_STDIN("model ARGS", NULL, NULL),
	{ 0 }
};

static int
set_pairs(void *dst, const char *arg, ak_err *e)
{
	struct addr_opts *ao = dst;

	if (ak_addr_pairs_parse(arg, &ao->lo, &ao->hi, e) != 0)
		return -1;
	ao->have_pairs = 1;
	return 0;
}


static const int on_off[] = { 1, 0 };	/* --residual */
static const int targets[] = { AD_TARGET_TOKENS, AD_TARGET_HEADS,
	AD_TARGET_RESIDUAL };

#define F(f) AK_FIELD(struct addr_opts, f)
#define GT (AD_GEN | AD_TRAIN)
#define USE (AD_EVAL | AD_INTERVENE | AD_ATTEND)
static const ak_opt options[] = {
	{ "count", 0, AK_OPT_LONG, F(count), "N",
	    .help = "gen: instances per pair count (100)",
	    .min = 1, .max = 10000000, .sets = AD_GEN },
	{ "output", 'o', AK_OPT_STR, F(ofile), "FILE",
	    .help = "write to FILE (atomically), not stdout",
	    .nonempty = 1 },
	{ "model", 0, AK_OPT_STR, F(model), "MODEL",
	    .help = "train: head or block (head); eval, intervene, attend: "
	    "the trained model", .sets = USE | AD_TRAIN, .nonempty = 1 },
	{ "pairs", 0, AK_OPT_CALL, AK_NOFIELD, "LO[-HI]",
	    .help = "pair counts of the instances (2-16 train, 2-64 gen)",
	    .call = set_pairs, .sets = GT },
	{ "keys", 0, AK_OPT_LONG, F(keys), "K",
	    .help = "distinct keys (64)",
	    .min = 2, .max = AK_ADDR_MAXKEYS, .sets = GT },
	{ "values", 0, AK_OPT_LONG, F(values), "V",
	    .help = "distinct values (10)",
	    .min = 2, .max = AK_ADDR_MAXVALS, .sets = GT },
	{ "order", 0, AK_OPT_CHOICE, F(sorted), "random|sorted",
	    .help = "order of the pairs in a text (random)",
	    .sets = GT },
	{ "dist", 0, AK_OPT_LONG, F(dist), "D",
	    .help = "gen: the queried pair at distance D from the query",
	    .min = 1, .max = AK_ADDR_MAXPAIRS, .sets = AD_GEN },
	{ "dup", 0, AK_OPT_DOUBLE, F(dup), "P",
	    .help = "share of instances with a duplicated key (0)",
	    .min = 0, .max = 1, .sets = GT },
	{ "mirror", 0, AK_OPT_FLAG, F(mirror), NULL,
	    .help = "gen --dup: each duplicated-key instance also mirrored",
	    .sets = AD_GEN },
	{ "seed", 's', AK_OPT_LONG, F(seed), "S",
	    .help = "seed of the generator, weights and interventions (1)",
	    .min = 0, .lmax = LONG_MAX, .sets = GT | AD_INTERVENE },
	{ "pos", 0, AK_OPT_CHOICE, F(pos), "none|sin|rope|rel",
	    .help = "train: positional encoding (none)", .sets = AD_TRAIN },
	{ "pe", 0, AK_OPT_CHOICE, F(pos), "none|sin|rope|rel", .alias = "pos",
	    .sets = AD_TRAIN },
	{ "layers", 0, AK_OPT_LONG, F(layers), "N",
	    .help = "train --model block: blocks (1)", .min = 1,
	    .max = AK_BLOCK_MAXL, .sets = AD_TRAIN, .bits = AD_BLOCKB },
	{ "heads", 'H', AK_OPT_LONG, F(heads), "H",
	    .help = "train --model block: heads of d/H each (1)", .min = 1,
	    .max = AK_BLOCK_MAXH, .sets = AD_TRAIN, .bits = AD_BLOCKB },
	{ "mlp", 0, AK_OPT_LONG, F(mlp), "N",
	    .help = "train --model block: MLP hidden units, 0 none (4d)",
	    .min = 0, .max = 16384, .sets = AD_TRAIN, .bits = AD_BLOCKB },
	{ "norm", 0, AK_OPT_CHOICE, F(norm), "pre|post|none",
	    .help = "train --model block: where LayerNorm goes (pre)",
	    .sets = AD_TRAIN, .bits = AD_BLOCKB },
	{ "residual", 0, AK_OPT_CHOICE, F(residual), "on|off",
	    .help = "train --model block: the path around attention (on)",
	    .choice_vals = on_off, .sets = AD_TRAIN, .bits = AD_BLOCKB },
	{ "pool", 0, AK_OPT_CHOICE, F(pool), "attention|mean",
	    .help = "train --model block: the lesson's pooling or the mean",
	    .sets = AD_TRAIN, .bits = AD_BLOCKB },
	{ "target", 0, AK_OPT_CHOICE, F(target), "tokens|heads|residual",
	    .help = "intervene, a block model: what is acted on (tokens)",
	    .choice_vals = targets, .sets = AD_INTERVENE, .bits = AD_TARGETB },
	{ "dim", 'd', AK_OPT_LONG, F(dim), "D",
	    .help = "train: model dimension (32)",
	    .min = 1, .max = 1024, .sets = AD_TRAIN },
	{ "dk", 0, AK_OPT_LONG, F(head), "H",
	    .help = "train: query and key dimension d_k (32)",
	    .min = 1, .max = 1024, .sets = AD_TRAIN, .bits = AD_HEADB },
	{ "head", 0, AK_OPT_LONG, F(head), "H", .alias = "dk",
	    .sets = AD_TRAIN, .bits = AD_HEADB },
	{ "max-dist", 0, AK_OPT_LONG, F(maxdist), "D",
	    .help = "train --pos rel: distances learned (largest pair count)",
	    .min = 1, .max = AK_ADDR_MAXPAIRS, .sets = AD_TRAIN,
	    .bits = AD_HEADB },
	{ "steps", 0, AK_OPT_LONG, F(steps), "N",
	    .help = "train: Adam steps (2000)",
	    .min = 0, .max = 100000000, .sets = AD_TRAIN },
	{ "batch-size", 0, AK_OPT_LONG, F(batch), "B",
	    .help = "train: instances per step (32)",
	    .min = 1, .max = 1000000, .sets = AD_TRAIN },
	{ "batch", 0, AK_OPT_LONG, F(batch), "B", .alias = "batch-size",
	    .sets = AD_TRAIN },
	{ "lr", 0, AK_OPT_DOUBLE, F(lr), "A",
	    .help = "train: Adam step size (0.01)",
	    .min = 1e-9, .max = 10, .sets = AD_TRAIN },
	{ "log", 0, AK_OPT_STR, F(log), "FILE",
	    .help = "train: the loss and accuracy every 100 steps to FILE",
	    .sets = AD_TRAIN, .nonempty = 1 },
	{ "by", 0, AK_OPT_CHOICE, F(by), "all|pairs|dist",
	    .help = "eval: accuracy overall, by pair count or by distance",
	    .sets = AD_EVAL },
	{ "each", 0, AK_OPT_FLAG, F(each), NULL,
	    .help = "eval: one line per instance", .sets = AD_EVAL },
	{ "quiet", 'q', AK_OPT_FLAG, F(quiet), NULL,
	    .help = "train: no progress on stderr", .sets = AD_TRAIN },
	{ "progress", 0, AK_OPT_FLAG, F(progress), NULL,
	    .help = "train: " AK_PROGLINE_HELP, .sets = AD_TRAIN },
	AK_OPT_MEMORY(struct addr_opts, memory),
	AK_OPT_HELP_ENTRIES,
	{ 0 }
};
#undef F
#undef GT
#undef USE

/* the whole help: synopsis, the task, then one line per option */
void
ad_help(void)
{
	ak_optp p = { .tab = options };

	fputs(synopsis, stdout);
	ak_opt_help(stdout, &p);
	ak_xdone();
}

/*
 * Parse argv (argv[0] = subcommand) with the options of the set sub.
 */
void
ad_parse(struct addr_opts *ao, int argc, char *argv[], unsigned sub,
    int max_operands)
{
	char where[32];

	snprintf(where, sizeof where, "addr %s", argv[0]);
	ao->p = (ak_optp){ .tab = options, .dst = ao, .prog = "attn-train",
	    .synopsis = synopsis, .sub = where, .only = sub,
	    .rules = sub == AD_TRAIN ? train_rules : sub == AD_GEN ? NULL :
	    use_rules, .maxargs = max_operands > 0 ? max_operands :
	    AK_NO_ARGS };
	ak_xopt(&ao->p, argc, argv);
	ao->p.sub = NULL;	/* where lives on this stack frame */
	/* the longest line, and the instances read (the model's and the
	   training's arrays are the options', bounded by their maxima) */
	ao->memory = ak_cli_budget(ao->memory, ak_mem_as_room(), 0);
	ao->input = ao->p.noperands > 0 ? ao->p.operands[0] : "-";
}

/* "# attn-train addr SUB ARGS (attnkit VERSION)", the arguments quoted
   as every tool quotes them (a newline in one would end the comment) */
void
ad_provenance(const struct addr_opts *ao, FILE *fp)
{
	ak_provenance_as(fp, "attn-train addr", ao->p.argc0, ao->p.argv0);
}

void
ad_out_open(const struct addr_opts *ao, ak_out *out, const char *path)
{
	const char *inputs[3] = { ao->input, ao->model, NULL };
	ak_err e;

	if (ak_out_open(out, path, inputs, &e) != 0)
		ak_xfail(&e);
}

void
ad_out_commit(ak_out *out)
{
	ak_err e;

	if (ak_out_commit(out, &e) != 0)	/* names a device too */
		ak_xfail(&e);
}

/* the model file and --log, opened before the training (so that a bad
   path costs no training): the log's header written, t->log set */
void
ad_train_open(struct addr_opts *ao, ak_out *out, ak_out *log,
    ak_addr_train_opt *t)
{
	ak_err e;

	ad_out_open(ao, out, ao->ofile);
	if (ao->log == NULL)
		return;
	const char *inputs[3] = { ao->ofile, ao->input, NULL };
	if (ak_out_open(log, ao->log, inputs, &e) != 0) {
		ak_out_abort(out);
		ak_xfail(&e);
	}
	ad_provenance(ao, log->fp);
	fputs("step\tloss\taccuracy\n", log->fp);
	t->log = log->fp;
}

/* after a training that failed with e: nothing left behind */
void
ad_train_fail(struct addr_opts *ao, ak_out *out, ak_out *log, ak_err *e)
{
	ak_out_abort(out);
	if (ao->log != NULL)
		ak_out_abort(log);
	ak_xfail(e);
}

void
ad_data_note(const struct addr_opts *ao, unsigned sub, int has,
    uint64_t data, const ak_addr_set *s)
{
	char msg[900];

	if (!has || ak_addr_insts_hash(s->x, s->n) != data)
		return;
	snprintf(msg, sizeof msg, "addr %s: %s holds the instances %s was "
	    "trained on (its data_hash): %s on them are the training's, not "
	    "held out (attn-train addr gen with another --seed makes others)",
	    sub == AD_EVAL ? "eval" : sub == AD_ATTEND ? "attend" : "intervene",
	    strcmp(ao->input, "-") == 0 ? "<stdin>" : ao->input, ao->model,
	    sub == AD_EVAL ? "its scores" : sub == AD_ATTEND ? "its weights" :
	    "its pass rates");
	ak_note_stderr(NULL, msg);
}
