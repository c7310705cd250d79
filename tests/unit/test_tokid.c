/*
 * test_tokid.c — the one-probe look-up of a token's ids (tokid.h): words
 * on both sides of the inline limit (4 bytes, held in the slot; 5 and
 * more, in the arena), words that are prefixes of one another, rows and
 * contexts that differ, tokens not in the vocabulary, a line split at
 * runs of spaces, the bytes ak_tokid_bytes promises; then random
 * vocabularies of short words (many tags agree in a table half full)
 * against ak_strmap, the map the ids come from.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"
#include "strmap.h"
#include "tokid.h"
#include "t.h"

static void
put(ak_strmap *m, const char *w, size_t v)
{
	ak_err e;

	if (ak_strmap_put(m, w, strlen(w), v, NULL, &e) < 0) {
		fprintf(stderr, "put %s: %s\n", w, e.msg);
		exit(1);
	}
}

static int
ids_are(const ak_tokid *m, const char *w, long row, long ctx)
{
	long r = -2, x = -2;

	ak_tokid_get(m, w, strlen(w), &r, &x);
	return r == row && x == ctx;
}

static void
by_hand(void)
{
	ak_strmap rows, ctxs;
	ak_tokid m;
	ak_err e;
	/* a prefix chain across the limit, and one word of 12 bytes */
	const char *w[] = { "a", "ab", "abc", "abcd", "abcde", "abcdef",
	    "zzzzzzzzzzzz", "é" };

	T_OK(ak_strmap_init(&rows, &e) == 0 && ak_strmap_init(&ctxs, &e) == 0,
	    "maps");
	for (size_t i = 0; i < 8; i++)
		put(&rows, w[i], i);
	put(&ctxs, "abcd", 7);	/* a context id unlike its row id */
	put(&ctxs, "abcde", 3);
	put(&ctxs, "q", 0);	/* a context only */
	T_OK(ak_tokid_build(&m, &rows, &ctxs, &e) == 0, "built");
	T_OK(m.n == 9, "9 distinct words");
	T_OK(ids_are(&m, "a", 0, -1) && ids_are(&m, "ab", 1, -1) &&
	    ids_are(&m, "abc", 2, -1), "inline words: rows, no contexts");
	T_OK(ids_are(&m, "abcd", 3, 7), "abcd (4 bytes, inline): row 3, ctx 7");
	T_OK(ids_are(&m, "abcde", 4, 3), "abcde (5 bytes, arena): row 4, ctx 3");
	T_OK(ids_are(&m, "abcdef", 5, -1) && ids_are(&m, "zzzzzzzzzzzz", 6,
	    -1), "long words");
	T_OK(ids_are(&m, "é", 7, -1), "a two-byte UTF-8 word");
	T_OK(ids_are(&m, "q", -1, 0), "a context that is not a row");
	T_OK(ids_are(&m, "b", -1, -1) && ids_are(&m, "abd", -1, -1) &&
	    ids_are(&m, "abcc", -1, -1) && ids_are(&m, "abcdd", -1, -1) &&
	    ids_are(&m, "abcdefg", -1, -1) && ids_are(&m, "zzzzzzzzzzz", -1,
	    -1), "out of vocabulary, whatever the length");
	/* a token given by length, not NUL-terminated: "abcd" of "abcdx" */
	long r, x;
	ak_tokid_get(&m, "abcdx", 4, &r, &x);
	T_OK(r == 3 && x == 7, "a token of 4 bytes inside a longer string");
	ak_tokid_get(&m, "abcdex", 5, &r, &x);
	T_OK(r == 4 && x == 3, "a token of 5 bytes inside a longer string");
	/* the arena holds the words past the limit: abcde, abcdef, 12 z */
	T_OK(m.used == (4 + 5) + (4 + 6) + (4 + 12), "arena: the 3 long words");
	T_OK(ak_tokid_bytes(&rows, &ctxs) == m.cap * sizeof(ak_tokid_slot) +
	    m.size, "ak_tokid_bytes: what the built table holds");

	const char *line = "  abcd a  zz abcdef   abcde ";
	size_t cap = strlen(line) / 2 + 1;
	long row[16], ctx[16];
	const char *tok[16];
	size_t len[16];
	uint64_t h[16];
	size_t n = ak_tokid_line(&m, line, row, ctx, tok, len, h);
	T_OK(cap <= 16 && n == 5, "line: 5 tokens between runs of spaces");
	T_OK(row[0] == 3 && ctx[0] == 7 && row[1] == 0 && row[2] == -1 &&
	    ctx[2] == -1 && row[3] == 5 && row[4] == 4 && ctx[4] == 3,
	    "line: the ids of abcd a zz abcdef abcde");
	T_OK(len[0] == 4 && len[4] == 5 && tok[3] == line + 13, "line: tokens");
	ak_tokid_free(&m);
	T_OK(m.slot == NULL && m.arena == NULL, "freed");
	ak_strmap_free(&rows);
	ak_strmap_free(&ctxs);
}

/* random words of 1 to 9 letters of an alphabet of 3: short words are
 * few, so tables hold every one of them, and tags collide */
static void
random_words(void)
{
	ak_rng g;
	ak_err e;
	int bad = 0;

	ak_rng_seed(&g, 11);
	for (int trial = 0; trial < 200 && !bad; trial++) {
		ak_strmap rows;
		ak_tokid m;
		size_t nw = 1 + ak_rng_below(&g, 400);
		char w[16];

		if (ak_strmap_init(&rows, &e) != 0)
			exit(1);
		for (size_t i = 0; i < nw; i++) {
			size_t len = 1 + ak_rng_below(&g, 9), v;
			for (size_t j = 0; j < len; j++)
				w[j] = (char)('a' + ak_rng_below(&g, 3));
			w[len] = '\0';
			if (ak_strmap_get(&rows, w, len, &v) == 0)
				put(&rows, w, rows.n);
		}
		if (ak_tokid_build(&m, &rows, NULL, &e) != 0)
			exit(1);
		bad |= m.n != rows.n;
		bad |= ak_tokid_bytes(&rows, NULL) != m.cap *
		    sizeof(ak_tokid_slot) + m.size;
		/* every word of the map, and as many random tokens */
		for (size_t i = 0; i < rows.cap; i++) {
			long r, x;
			if (rows.keys[i] == NULL)
				continue;
			ak_tokid_get(&m, rows.keys[i], strlen(rows.keys[i]),
			    &r, &x);
			bad |= r != (long)rows.vals[i] || x != r;
		}
		for (int k = 0; k < 400; k++) {
			size_t len = 1 + ak_rng_below(&g, 10), v;
			long r, x;
			for (size_t j = 0; j < len; j++)
				w[j] = (char)('a' + ak_rng_below(&g, 3));
			ak_tokid_get(&m, w, len, &r, &x);
			long want = ak_strmap_get(&rows, w, len, &v) == 1 ?
			    (long)v : -1;
			bad |= r != want || x != want;
		}
		ak_tokid_free(&m);
		ak_strmap_free(&rows);
	}
	T_OK(!bad, "200 random vocabularies: every word and 80,000 tokens "
	    "as ak_strmap has them");
}

int
main(void)
{
	by_hand();
	random_words();
	return t_done();
}
