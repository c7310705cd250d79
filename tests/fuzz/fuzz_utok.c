/*
 * Fuzzing the tokenizer of every script (lib/text/utok.c: --tokenizer
 * unicode, the tokens as typed, their folding) on arbitrary bytes, not a
 * file: the first byte picks the flags (AK_TOK_* of utok.h), the rest is
 * the text.  The contract: the output fits ak_tokenize_room (the buffer
 * is exactly that: ASan sees a byte past it), holds nothing a tokenized
 * corpus refuses (ak_tok_bad; the AK_TOK_KEEPCASE tokens nothing a token
 * line refuses, ak_tok_refused), the number returned is the tokens written,
 * and the folding of the AK_TOK_KEEPCASE tokens is the folded tokens;
 * the look-outs on the same bytes (ak_tok_auto_letter, ak_utok_decomposed)
 * say where a letter and its mark are, inside the text, and NUL-end what
 * they show.  Seeds: tests/data/lesson.ru.txt and lines of many scripts (seeds.sh).
 * Not a reader of a file: the bytes are the text (no fuzz.h).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"
#include "utok.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	unsigned fl = data[0] & (AK_TOK_HTML | AK_TOK_JOIN_HYPHEN |
	    AK_TOK_LATIN1 | AK_TOK_UNICODE);
	const char *s = (const char *)data + 1;
	size_t n = size - 1;
	char *t = malloc(ak_tokenize_room(n, fl));
	char *k = malloc(ak_tokenize_room(n, fl | AK_TOK_KEEPCASE));
	if (t == NULL || k == NULL)
		abort();
	size_t nt = ak_tokenize_opt(t, s, n, fl);
	size_t nk = ak_tokenize_opt(k, s, n, fl | AK_TOK_KEEPCASE);
	size_t pos = 0, words = 0;
	const char *w;
	while (ak_token_next(t, &pos, &w) > 0)
		words++;
	size_t bl;
	if (ak_tok_bad(t) != NULL || nt != words || nt != nk ||
	    ak_tok_refused(k, &bl) != NULL)
		abort();	/* --keep-case's tokens: a token line's */
	char *f = malloc(ak_tokenize_room(strlen(k), fl));
	if (f == NULL)
		abort();
	ak_tok_fold(f, k, strlen(k), fl);
	if (strcmp(f, t) != 0)
		abort();
	free(f);
	char ch[5], c9[9];
	size_t at = ak_utok_decomposed(s, n, c9);
	if ((at > n) || (at == 0) != (c9[0] == '\0') || strlen(c9) > 8 ||
	    ak_tok_auto_letter(s, n, fl | AK_TOK_AUTO, ch) != (ch[0] != '\0') ||
	    strlen(ch) > 4)
		abort();	/* the contracts of utok.h */
	free(k);
	free(t);
	return 0;
}
