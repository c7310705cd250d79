/*
 * corpus-int.h — the corpus reader's internals (text.h), shared by its
 * rooms: corpus.c (the reader) and corpus-opt.c (its options).  Not for
 * other modules.
 */
#ifndef AK_CORPUS_INT_H
#define AK_CORPUS_INT_H

#include <stddef.h>

#include "util.h"

/*
 * ak_corpus_column_parse: the value s of a column option (what: its name,
 * for messages): a number from 1 into *num, or a header's name (*num = 0,
 * found in the header by the reader).  Errors (e): empty, column 0, a
 * number past 1,000,000.  Returns 0 or -1.
 */
int ak_corpus_column_parse(const char *s, const char *what, size_t *num,
    ak_err *e);

#endif
