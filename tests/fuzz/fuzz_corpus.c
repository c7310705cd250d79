/*
 * Fuzzing the corpus reader (lib/text ak_corpus_read) in every quoting
 * mode (TAB, CSV with TAB, delimited with ',' and ';', columns given by
 * number and by name, a label map, plain lines, the header forced either
 * way, unlabeled records of a delimited read, the notes of the second line's rule: lib/text/corpus.c), with the
 * tokenizer (and its variants) and the vocabulary counts of sms-vocab behind
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

/* a note of the reader: a line that names where */
static void
on_note(void *ctx, const char *msg)
{
	(void)ctx;
	if (msg[0] == '\0' || strchr(msg, ':') == NULL)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);

	ak_labelmap map;
	ak_err me;
	if (ak_labelmap_parse(&map, "1=spam,0=ham,*=ham", &me) != 0)
		abort();
	for (int q = 0; q < 12; q++) {
		struct run r = { .doc = 0 };
		ak_err e = { .msg = "" };
		size_t nmsg = 0, *order = NULL, nv = 0;
		ak_corpus_opt o = { .quoting = q == 0 ? AK_QUOTING_NONE :
		    q == 1 || q == 9 ? AK_QUOTING_CSV : AK_QUOTING_COMMA,
		    .delim = q == 3 ? ';' : 0 };

		if (q == 4) {	/* columns by number, the map */
			o.text_column = "1";
			o.label_column = "3";
			o.label_map = &map;
		} else if (q == 5) {	/* by name: line 1 is the header */
			o.text_column = "text";
			o.label_column = "2";
		} else if (q == 6)	/* plain lines (word vectors held) */
			o.unlabeled = 1;
		else if (q >= 9) {	/* unlabeled records (corpus-unl-csv.c):
					   the one field, or column 2 */
			o.unlabeled = 1;
			o.text_column = q == 11 ? "2" : NULL;
		} else		/* the header forced, either way */
			o.header = q == 7 ? -1 : 1;
		o.note = on_note;	/* the second line's rule, said */
		if (ak_counts_init(&r.c, &e) != 0)
			abort();
		if (ak_corpus_read_opt(path, &o, on_msg, &r, &nmsg, &e) != 0)
			fuzz_check_err(&e);
		else if (ak_counts_select(&r.c, 1, 0, &order, &nv, &e) != 0 ||
		    nv != r.c.n || nmsg != (size_t)r.doc)
			abort();
		free(order);
		ak_counts_free(&r.c);
	}
	ak_labelmap_free(&map);
	return 0;
}
