/*
 * tokseq.h — the token sequence of an attention map: words looked up in an
 * embeddings table (lib/table), in-vocabulary ones kept in order, each once
 * by default (issue 2 item 4: a real spam message becomes
 * "free nokia motorola on orange call mobileupd or optout").
 */
#ifndef AK_TOKSEQ_H
#define AK_TOKSEQ_H

#include <stddef.h>

#include "table.h"
#include "util.h"

typedef struct ak_tokseq {
	size_t n;		/* tokens kept */
	char **tok;		/* n words (copies) */
	size_t *row;		/* n embedding rows; (size_t)-1 = a zero vector */
	size_t ndrop;		/* words not in the embeddings */
	char *dropped;		/* those words, space-separated, at most ~200 bytes */
} ak_tokseq;

/*
 * ak_split_ws: split s in place at runs of spaces/TABs; fills at most max
 * pointers into words and returns the number of words (which may exceed
 * max, as ak_split_tab does).  With words NULL it only counts and s is
 * left unchanged.
 */
size_t ak_split_ws(char *s, char **words, size_t max);

/*
 * ak_tokseq_build: keep the words (nw of them) that are rows of emb, in
 * order; dedupe: each word once, at its first appearance.  strict: an
 * unknown word is an error ("WHERE: unknown word 'x'") instead of being
 * dropped.  Returns 0 or -1 (memory, strict).  n may be 0: the caller
 * decides whether an empty sequence is an error.
 */
int ak_tokseq_build(ak_tokseq *s, const ak_table *emb, char *const *words,
    size_t nw, int dedupe, int strict, const char *where, ak_err *e);

/*
 * ak_tokseq_append: append a token that is not in the embeddings (row =
 * (size_t)-1, a zero vector), e.g. noise or padding.  Returns 0 or -1.
 */
int ak_tokseq_append(ak_tokseq *s, const char *word, ak_err *e);

/*
 * ak_tokseq_find: position of word in s, or -1.
 */
long ak_tokseq_find(const ak_tokseq *s, const char *word);

/*
 * ak_tokseq_embed: X (n×d) = the embedding rows of s (zero rows for
 * row == (size_t)-1).  X must hold n×emb->cols doubles.
 */
void ak_tokseq_embed(double *X, const ak_tokseq *s, const ak_table *emb);

/* ak_tokseq_free: release; s is zeroed. */
void ak_tokseq_free(ak_tokseq *s);

#endif
