/*
 * Fuzzing the corpus reader (lib/text ak_corpus_read) in both quoting
 * modes, with the tokenizer (and its variants) and the vocabulary counts of sms-vocab behind
 * it.  Seeds: tests/data/sms-small.tsv and friends (tests/fuzz/run.sh).
 */
#include "fuzz.h"
#include "text.h"
#include "vocab.h"

struct run {
	ak_counts c;
	long doc;
};

static int
on_msg(void *ctx, const char *label, const char *text, size_t textlen,
    const char *where, ak_err *e)
{
	struct run *r = ctx;

	(void)where;
	if (strlen(label) == 0 || strlen(text) != textlen)
		abort();	/* the documented contract */
	char *tok = malloc(textlen + 1);
	if (tok == NULL)
		return ak_errf(e, "out of memory");
	ak_tokenize(tok, text, textlen);
	if (strlen(tok) > textlen || ak_tok_bad(tok) != NULL)
		abort();	/* never longer; only lowercase words */
	/* the tokenizer variants (sms-vocab --tokenizer lesson): the same
	 * contract on every message */
	char *tok2 = malloc(textlen + 1);
	if (tok2 == NULL) {
		free(tok);
		return ak_errf(e, "out of memory");
	}
	ak_tokenize_opt(tok2, text, textlen, AK_TOK_LESSON);
	if (strlen(tok2) > textlen || ak_tok_bad(tok2) != NULL)
		abort();
	free(tok2);
	int rc = ak_counts_add(&r->c, tok, r->doc++, e);
	free(tok);
	return rc;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);

	for (int q = 0; q < 2; q++) {
		struct run r = { .doc = 0 };
		ak_err e = { .msg = "" };
		size_t nmsg = 0, *order = NULL, nv = 0;

		if (ak_counts_init(&r.c, &e) != 0)
			abort();
		if (ak_corpus_read(path, q ? AK_QUOTING_CSV : AK_QUOTING_NONE,
		    on_msg, &r, &nmsg, &e) != 0)
			fuzz_check_err(&e);
		else if (ak_counts_select(&r.c, 1, 0, &order, &nv, &e) != 0 ||
		    nv != r.c.n)
			abort();
		free(order);
		ak_counts_free(&r.c);
	}
	return 0;
}
