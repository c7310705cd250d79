/*
 * counts-int.h — the internals of the count files (counts.h), shared by
 * counts.c (format, settings, writing), counts-merge.c (reading and
 * summing) and counts-csr.c (the count matrix).  Not for other modules.
 */
#ifndef AK_COUNTS_INT_H
#define AK_COUNTS_INT_H

#include "counts.h"

#define MAX_UNITS 9007199254740992.0	/* 2^53: exact in a double */

/* ak_counts_keep: a copy of s in *buf (room *cap, grown as needed); 0 or
 * -1 (memory) */
int ak_counts_keep(char **buf, size_t *cap, const char *s, ak_err *e);

#endif
