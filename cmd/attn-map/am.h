/*
 * am.h — attn-map's command side, shared by cmd/attn-map.c (options, the
 * map modes) and cmd/attn-map/modes.c (the modes without embeddings).
 */
#ifndef AM_H
#define AM_H

#include <stddef.h>
#include <stdio.h>

#include "util.h"

#define AM_MAXLIST 64

/* ak_parse_list: a comma-separated list of integers in [min, max]. */
int am_parse_list(const char *s, long min, long max, const char *what,
    long *out, size_t *n, ak_err *e);

/* The modes that need no embeddings; each writes TSV to fp. */
int am_dilution(FILE *fp, double st, double sc, const long *m, size_t nm,
    ak_err *e);
int am_scaling(FILE *fp, const long *dk, size_t ndk, size_t keys,
    size_t trials, unsigned long long seed, ak_err *e);
int am_pe_table(FILE *fp, size_t d, size_t npos, const long *shift,
    size_t nshift, int vectors, ak_err *e);

#endif
