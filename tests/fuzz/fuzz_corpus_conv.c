/*
 * Fuzzing the corpus reader's other inputs (lib/text/corpus.c with
 * lib/base/conv.c): --encoding (cp1252, latin1, utf-8 given, which reads
 * the lines the UTF-8 check's guesses refuse as they are, and UTF-7, whose
 * stateful +...- sequences can write any character, NUL and newline
 * included, with other bytes), --unlabeled, in the TAB, CSV and
 * comma-separated layouts, with the tokenizer of every script behind it.
 * The contract of every message: a label that is not empty, a text of
 * textlen bytes with no NUL and no newline outside CSV quoting (a
 * converted NUL cut the line: hostile, 2026-12), both valid UTF-8 (what
 * the readers after it assume), and the tokens of --tokenizer unicode a
 * tokenized corpus takes.  Seeds: the corpus fixtures, cp1252 and UTF-7
 * lines, UTF-8 through cp1252 and back (tests/fuzz/seeds.sh).
 */
#include <stdlib.h>
#include <string.h>

#include "conv.h"
#include "fuzz.h"
#include "text.h"
#include "utok.h"

struct run {
	int csv;
	size_t n;
};

static int
on_msg(void *ctx, const char *label, const char *text, size_t textlen,
    const char *where, ak_err *e)
{
	struct run *r = ctx;
	size_t bad;

	if (label[0] == '\0' || strlen(text) != textlen ||
	    strchr(where, ':') == NULL ||
	    !ak_utf8_valid(label, strlen(label), &bad) ||
	    !ak_utf8_valid(text, textlen, &bad) ||
	    (!r->csv && memchr(text, '\n', textlen) != NULL))
		abort();
	size_t room = ak_tokenize_room(textlen, AK_TOK_UNICODE);
	char *tok = malloc(room);
	if (tok == NULL)
		return ak_errf(e, "out of memory");
	ak_tokenize_opt(tok, text, textlen, AK_TOK_UNICODE);
	if (ak_tok_bad(tok) != NULL)
		abort();
	free(tok);
	r->n++;
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const enc[] = { NULL, "cp1252", "latin1",
	    "UTF-7", "utf-8" };	/* utf-8: the guesses' lines as they are */
	const char *path = fuzz_file(data, size);

	for (size_t k = 0; k < sizeof enc / sizeof enc[0]; k++)
		for (int q = 0; q < 4; q++) {
			struct run r = { .csv = q == 1 || q == 2 };
			ak_err e = { .msg = "" };
			size_t nmsg = 0;
			ak_corpus_opt o = { .quoting = q == 1 ?
			    AK_QUOTING_CSV : q == 2 ? AK_QUOTING_COMMA :
			    AK_QUOTING_NONE, .unlabeled = q == 3,
			    .encoding = enc[k] };

			if (ak_corpus_read_opt(path, &o, on_msg, &r, &nmsg,
			    &e) != 0)
				fuzz_check_err(&e);
			else if (nmsg != r.n)
				abort();
		}
	return 0;
}
