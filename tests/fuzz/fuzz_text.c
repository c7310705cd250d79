/*
 * Fuzzing attn-map's text input: the token lines of a tokenized corpus
 * (am_read_lines, cmd/attn-map/input.c, linked in) and the sequence built
 * from each line and from --text (am_make_seq: UTF-8 check, split at
 * blanks, look-up in the embeddings, the "no in-vocabulary tokens" message),
 * by default, with --all-tokens and with --strict (--line 2).  Embeddings: $ATTNKIT_FUZZ_EMB, default
 * tests/data/map-emb.tsv.  Seeds: tests/data/map-tokens.tsv and friends.
 */
#include "../../cmd/attn-map/am.h"
#define FUZZ_EMB_DEFAULT "tests/data/map-emb.tsv"
#include "fuzz.h"
#include "table.h"
#include "tokseq.h"

static void
seq(const struct am_opts *o, const char *text, const char *where)
{
	ak_tokseq s;
	ak_err e = { .msg = "" };

	if (am_make_seq(o, &s, fuzz_emb(), text, where, &e) != 0) {
		fuzz_check_err(&e);
		return;
	}
	double *X = malloc(s.n * fuzz_emb()->cols * sizeof(double));
	if (X == NULL || s.n == 0)
		abort();
	ak_tokseq_embed(X, &s, fuzz_emb());
	for (size_t i = 0; i < s.n; i++)
		if (ak_tokseq_find(&s, s.tok[i]) < 0)
			abort();
	free(X);
	ak_tokseq_free(&s);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);

	/* default, --all-tokens, --strict --line 2 */
	for (int k = 0; k < 3; k++) {
		ak_err e = { .msg = "" };
		size_t nl;
		am_line *L;

		/* the options input.c reads, as attn-map passes them */
		struct am_opts o = { .all_tokens = k == 1, .strict = k == 2 };
		if ((L = ak_tokmsgs_read(path, k == 2 ? 2 : 0, &nl, &e)) == NULL)
			fuzz_check_err(&e);
		else {
			for (size_t i = 0; i < nl; i++)
				seq(&o, L[i].text, L[i].where);
			ak_tokmsgs_free(L, nl);
		}
		/* the whole input as --text WORDS (up to a NUL byte) */
		char *text = malloc(size + 1);
		if (text == NULL)
			abort();
		memcpy(text, data, size);
		text[size] = '\0';
		seq(&o, text, "--text");
		free(text);
	}
	return 0;
}
