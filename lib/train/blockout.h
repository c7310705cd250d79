/*
 * blockout.h — attn-train --model block's tables: the report (the block
 * beside the lesson's pooling head trained on the same split, and the
 * constant model), the interventions and the maps of every layer and head.
 * Results are computed first, then written as tab-separated text with
 * %.9g numbers; nothing here exits or prints to stderr.
 */
#ifndef AK_BLOCKOUT_H
#define AK_BLOCKOUT_H

#include <stdio.h>

#include "blocktrain.h"
#include "spamout.h"

/*
 * ak_block_write_report: ak_spam_write_report's table for the models
 * "block" (m), "attention" (the pooling head pool, 2d+1 parameters;
 * NULL: left out) and "constant", on the splits of l.  note as there.
 * Errors: nedge > 8, memory.  Returns 0 or -1.
 */
int ak_block_write_report(FILE *fp, const ak_block_model *m,
    const double *pool, const ak_msgset *ms, const ak_spam_lists *l,
    const ak_table *emb, const size_t *edge, size_t nedge, int length_all,
    char *note, size_t notesz, ak_err *e);

/* ak_block_describe: the '#' line that says what the block is (layers,
   heads, d, d_h, mlp, norm, residual, pe, pooling, parameters, embeddings
   frozen or trained).  No errors. */
void ak_block_describe(FILE *fp, const ak_block_model *m);

#endif
