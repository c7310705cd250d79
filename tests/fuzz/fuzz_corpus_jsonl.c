/*
 * Fuzzing the JSON Lines corpus reader (lib/text/corpus-json.c, sms-vocab
 * --jsonl and attn-train --predict --jsonl, through jansson): the fields
 * found by name, named (--text-column, --label-column), with a label map
 * and --unlabeled; a read must keep the contract (a label ham, spam, or
 * '-' unlabeled; text without a NUL, as long as said; one message per
 * line that is not blank, in order) or end in a one-line error; and the same bytes read as a TAB corpus and as --csv (where a
 * JSON first line is refused naming --jsonl) keep theirs.  Seeds: files
 * of seeds.sh as Python's json module writes them.
 */
#include "corpusargs.h"
#include "fuzz.h"
#include "text.h"

struct run {
	long last;		/* the line of the last message */
	int jsonl, unlabeled;	/* the labels' contract: ham, spam, or '-' */
};

static int
on_msg(void *ctx, const char *label, const char *text, size_t textlen,
    const char *where, ak_err *e)
{
	struct run *r = ctx;
	const char *colon = strrchr(where, ':');
	long line = colon ? strtol(colon + 1, NULL, 10) : 0;

	(void)e;
	if (strlen(text) != textlen || (r->jsonl && line <= r->last))
		abort();	/* no NUL in a text; one message a line */
	r->last = line;
	if (r->jsonl && (r->unlabeled ? strcmp(label, "-") != 0 :
	    strcmp(label, "spam") != 0 && strcmp(label, "ham") != 0))
		abort();
	return 0;
}

static void
read_as(const char *path, ak_quoting q, const char *text, const char *label,
    const char *map, int unlabeled)
{
	ak_corpus_args a;
	struct run r = { 0, q == AK_QUOTING_JSONL, unlabeled };
	ak_err e = { .msg = "" };
	size_t n;

	memset(&a, 0, sizeof a);
	a.co.quoting = q;
	a.co.unlabeled = unlabeled;
	a.co.text_column = text;
	a.co.label_column = label;
	if (map != NULL && ak_corpus_args_label_map(&a, map, &e) != 0)
		abort();
	if (ak_corpus_read_opt(path, &a.co, on_msg, &r, &n, &e) != 0)
		fuzz_check_err(&e);
	ak_corpus_args_free(&a);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);

	read_as(path, AK_QUOTING_JSONL, NULL, NULL, NULL, 0);
	read_as(path, AK_QUOTING_JSONL, "sms", "class", "1=spam,*=ham", 0);
	read_as(path, AK_QUOTING_JSONL, "text", NULL, NULL, 1);
	read_as(path, AK_QUOTING_NONE, NULL, NULL, NULL, 0);
	read_as(path, AK_QUOTING_COMMA, NULL, NULL, NULL, 0);
	return 0;
}
