/*
 * block-cmd.h — attn-train --model block's command side: its options (one
 * struct in at_opts, its rows of the option table as AT_BLOCK_OPTIONS),
 * their checks, and the run (cmd/attn-train/block-cmd.c): split, train the
 * block and the lesson's pooling head on the same split, the report,
 * --save, --load, --intervene.  The maths: lib/train/block.h, blocktrain.h,
 * blockiv.h.
 */
#ifndef AT_BLOCK_H
#define AT_BLOCK_H

#include <stdio.h>

#include "blocktrain.h"
#include "io.h"
#include "opt.h"
#include "table.h"

enum { AT_MODEL_POOL, AT_MODEL_BLOCK };
enum { AT_TARGET_TOKENS, AT_TARGET_HEADS, AT_TARGET_RESIDUAL };

struct at_block {
	int model;		/* --model: AT_MODEL_* */
	long layers, heads, mlp;	/* mlp -1: 4d */
	int norm, residual, pe, pool, train_emb;
	int target;		/* --target: AT_TARGET_* */
	const char *maps;	/* --maps DIR: a TSV per (layer, head) */
};

/* the option bits of the block's rows (at.h's enum goes to 2048) */
#define AT_BLOCKB 4096
#define AT_TARGETB 8192	/* --target, --maps: for a block, trained or
			   loaded */

extern const int at_block_on_off[2];
#define AT_BF(f) AK_FIELD(struct at_opts, blk.f)
#define AT_BLOCK_OPTIONS \
	{ "model", 0, AK_OPT_CHOICE, AT_BF(model), "pool|block", \
	    .help = "the lesson's pooling head (default) or a transformer block" }, \
	{ "layers", 0, AK_OPT_LONG, AT_BF(layers), "L", \
	    .help = "--model block: blocks (1)", .min = 1, .max = 4, \
	    .bits = AT_BLOCKB }, \
	{ "heads", 0, AK_OPT_LONG, AT_BF(heads), "H", \
	    .help = "--model block: heads of d/H each (2)", .min = 1, \
	    .max = 64, .bits = AT_BLOCKB }, \
	{ "mlp", 0, AK_OPT_LONG, AT_BF(mlp), "N", \
	    .help = "--model block: MLP hidden units, 0 none (4d)", .min = 0, \
	    .max = 16384, .bits = AT_BLOCKB }, \
	{ "norm", 0, AK_OPT_CHOICE, AT_BF(norm), "pre|post|none", \
	    .help = "--model block: where LayerNorm goes (pre)", \
	    .bits = AT_BLOCKB }, \
	{ "residual", 0, AK_OPT_CHOICE, AT_BF(residual), "on|off", \
	    .help = "--model block: the path around attention (on)", \
	    .choice_vals = at_block_on_off, .bits = AT_BLOCKB }, \
	{ "pe", 0, AK_OPT_CHOICE, AT_BF(pe), "none|sin|rope", \
	    .help = "--model block: positions (none)", .bits = AT_BLOCKB }, \
	{ "pool", 0, AK_OPT_CHOICE, AT_BF(pool), "attention|mean", \
	    .help = "--model block: the lesson's pooling or the mean", \
	    .bits = AT_BLOCKB }, \
	{ "train-embeddings", 0, AK_OPT_FLAG, AT_BF(train_emb), NULL, \
	    .help = "--model block: train the vectors too (frozen)", \
	    .bits = AT_BLOCKB }, \
	{ "target", 0, AK_OPT_CHOICE, AT_BF(target), "tokens|heads|residual", \
	    .help = "--intervene on a block: what is acted on (tokens)", \
	    .bits = AT_TARGETB }, \
	{ "maps", 0, AK_OPT_STR, AT_BF(maps), "DIR", \
	    .help = "--model block: each layer and head's map as TSV in DIR", \
	    .bits = AT_TARGETB }

struct at_opts;

/* at_block_check: the block's options against the mode (a usage error:
   -1 with e); called from the option checks */
int at_block_check(struct at_opts *o, ak_err *e);

/* at_block_run: the whole run of --model block, or of a loaded block
   model (t: the model file's table; NULL: train one): the report,
   --intervene or --predict on out,
   --save through saved.  0, or -1 with e */
int at_block_run(struct at_opts *o, const ak_table *emb, ak_table *t,
    ak_out *out, ak_out *saved, ak_err *e);

#endif
