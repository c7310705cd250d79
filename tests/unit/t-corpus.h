/*
 * t-corpus.h — what a corpus read passed on, kept for a unit test: t_collect
 * is an ak_corpus_read callback that keeps the first 8 messages' label,
 * text and where (the file's base name and line) in a t_got, and counts
 * them all.  Include after text.h and t.h.
 */
#ifndef T_CORPUS_H
#define T_CORPUS_H

#include <stdio.h>
#include <string.h>

typedef struct t_got {
	int n;
	char label[8][32], text[8][64], where[8][64];
} t_got;

static int
t_collect(void *ctx, const char *label, const char *text, size_t len,
    const char *where, ak_err *e)
{
	t_got *g = ctx;

	(void)e;
	if (g->n < 8) {
		snprintf(g->label[g->n], 32, "%s", label);
		snprintf(g->text[g->n], 64, "%.*s", (int)len, text);
		snprintf(g->where[g->n], 64, "%s", strrchr(where, '/') + 1);
	}
	g->n++;
	return 0;
}

#endif
