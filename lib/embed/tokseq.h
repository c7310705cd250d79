/*
 * tokseq.h — the token sequence of an attention map: words looked up in an
 * embeddings table (lib/base/table), in-vocabulary ones kept in order, each
 * once by default (a real spam message becomes "free nokia motorola on
 * orange call mobileupd or optout"); what is left out (unknown words,
 * repeats) is kept for the tool to name, so that nothing is dropped
 * silently.  A word is found as written first, then by its case folding
 * (ak_wordfind).
 */
#ifndef AK_TOKSEQ_H
#define AK_TOKSEQ_H

#include <stddef.h>

#include "emb.h"
#include "strmap.h"
#include "table.h"
#include "util.h"

typedef struct ak_tokseq {
	size_t n;		/* tokens kept */
	char **tok;		/* n words (copies) */
	size_t *row;		/* n embedding rows; (size_t)-1 = a zero vector */
	size_t ndrop;		/* words not in the embeddings */
	char *dropped;		/* those words, space-separated, at most ~200 bytes */
	size_t nrep;		/* repeats left out (dedupe) */
	char *repeated;		/* those words, as dropped */
	size_t nfold;		/* words found by their case folding only */
	char *folded;		/* "typed->found" pairs, as dropped */
} ak_tokseq;

/*
 * ak_wordfind: how words are found in an embeddings table (read with
 * unique).  The vectors are "cased" when some row's word is not its own
 * case folding under the tokenizer's flags (utok.h: ASCII A-Z lowered;
 * latin1; unicode full case folding): GloVe 840B, fastText and most
 * published vectors are; those made by sms-vocab never are.
 *   uncased vectors: a word is looked up by its folding only, as the
 *     tokenizer folds typed text (so a lowercase vocabulary finds "Call"
 *     as "call", silently: that is what the tokenizer always did);
 *   cased vectors: the word as written first; if it is not a row, the
 *     first row (in file order: by frequency in every common format)
 *     whose folding is the word's folding ("KING" finds "King"), and
 *     the caller says so (ak_tokseq's folded).
 */
typedef struct ak_wordfind {
	const ak_table *emb;
	unsigned flags;		/* the tokenizer's AK_TOK_* (its folding) */
	int cased;		/* some row is not its own folding */
	int built;		/* fold below is made */
	ak_emb_fold fold;	/* folding of a row's word -> its first row
				   (emb.h), made at the first need */
	int exact;		/* set by the caller after init: a typed
				   word only as written (ppmi-svd
				   --keep-case), for ak_wordfind_said */
	size_t room;		/* the bytes the map may take when it is
				   made (ak_wordfind_bytes): SIZE_MAX after
				   init; a caller under -M sets what its
				   budget leaves */
} ak_wordfind;

/*
 * ak_wordfind_init: f for table emb and tokenizer flags (AK_TOK_KEEPCASE
 * ignored); decides cased (emb.h ak_emb_cased: one folding of each row's
 * word).  Returns 0 (e is for the map ak_wordfind_get makes).  Free with
 * ak_wordfind_free.
 */
int ak_wordfind_init(ak_wordfind *f, const ak_table *emb, unsigned flags,
    ak_err *e);

/* ak_wordfind_bytes: what f's map of foldings takes once made (emb.h
 * ak_emb_fold_map_bytes; 0 for uncased vectors, which need none), in
 * constant time: counted ahead by a caller under -M, since it is made at
 * the first word not found as written.  No errors. */
size_t ak_wordfind_bytes(const ak_wordfind *f);

/*
 * ak_wordfind_get: the row of word w (NUL-terminated) as ak_wordfind says,
 * or -1 if none; *how gets 0 (as written, or uncased vectors) or 1 (found
 * by its folding in cased vectors: the row's word differs from w).  The
 * map of foldings (emb.h ak_emb_fold) is made at the first need (a word
 * not found as written).  -2 on error: memory, or the map past f->room
 * (AK_ERR_RESOURCE: "the case folding of the embeddings' N words needs X
 * MB (B bytes), more than the R MB --memory leaves": the caller puts its
 * FILE:LINE before it).
 */
long ak_wordfind_get(ak_wordfind *f, const char *w, int *how, ak_err *e);

/*
 * ak_wordfind_said: the look-up of a word typed by the user (ppmi-svd
 * --nn, --similar, --most-similar, --odd-one-out), the same in cased and
 * uncased vectors: the row of w as written; else ak_wordfind_get's row by
 * its folding, with note (n bytes) "'PARIS' found as 'paris' (by its case
 * folding)" for the tool to say (else note is "").  With f->exact only
 * the row as written.  -1 none, -2 memory.
 */
long ak_wordfind_said(ak_wordfind *f, const char *w, char *note, size_t n,
    ak_err *e);

/* ak_wordfind_free: release; f is zeroed. */
void ak_wordfind_free(ak_wordfind *f);

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
 * ak_tokseq_build_find: ak_tokseq_build with the words found through f
 * (ak_wordfind_get): a token is the row's word (for uncased vectors the
 * word's folding, for cased ones the word as written or the row's word it
 * was folded to, listed in folded); dedupe is by that token.  Errors as
 * ak_tokseq_build.
 */
int ak_tokseq_build_find(ak_tokseq *s, ak_wordfind *f, char *const *words,
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
