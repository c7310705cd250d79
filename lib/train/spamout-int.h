/*
 * spamout-int.h — what the files of lib/train/spamout share (spamout.c,
 * spamout-splits.c): the table's number, the flat-scores sentence and the
 * warning's note.
 */
#ifndef AK_SPAMOUT_INT_H
#define AK_SPAMOUT_INT_H

#include <stddef.h>
#include <stdio.h>

#include "metrics.h"

/* "\t" and v as %.9g, or "\t-" where it is undefined (NaN: never
   printed) */
void ak_spam_put_num_(FILE *fp, double v);
/* The sentence for a model whose scores on a split are flat (metrics.h
   ak_binmetrics_flat): into buf (sz bytes), "" when they are not. */
void ak_spam_flat_note_(char *buf, size_t sz, const char *model,
    const char *split, const ak_binmetrics *m);
/* the first note s into note (sz bytes; note NULL: none), "(and K more:
   the output's '#' lines)" after it; *k counts them */
void ak_spam_note_add_(char *note, size_t sz, size_t *k, const char *s);

#endif
