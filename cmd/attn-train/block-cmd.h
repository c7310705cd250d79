/*
 * block-cmd.h — attn-train --model block's command side: its options (one
 * struct in at_opts; their rows and rules are in the table of
 * cmd/attn-train/opts.c), and the run (cmd/attn-train/block-cmd.c):
 * split, train the block and the lesson's pooling head on the same split,
 * the report, --save, --load, --intervene, --predict.  The maths: lib/train/block.h, blocktrain.h,
 * blockiv.h.
 */
#ifndef AT_BLOCK_H
#define AT_BLOCK_H

#include <stdio.h>

#include "blocktrain.h"
#include "io.h"
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

/* the bit of --target and --maps (opts.c's modes take 1, 2, 4) */
#define AT_TARGETB 8192	/* --target, --maps: for a block, trained or
			   loaded */

struct at_opts;

/* at_block_run: the whole run of --model block, or of a loaded block
   model (t: the model file's table; NULL: train one): the report,
   --intervene or --predict on out, --save through saved, --split-out
   through splitf.  0, or -1 with e */
int at_block_run(struct at_opts *o, const ak_table *emb, ak_table *t,
    ak_out *out, ak_out *saved, ak_out *splitf, ak_err *e);

#endif
