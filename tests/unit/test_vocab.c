/*
 * Unit tests of the embedding pipeline's library: lib/text (tokenizer,
 * corpus reading), lib/text/vocab, lib/embed/cooc, lib/embed/ppmi,
 * lib/embed/svd, lib/embed/emb.
 * Expected values are worked out by hand in the comments.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cooc.h"
#include "emb.h"
#include "ppmi.h"
#include "rng.h"
#include "svd.h"
#include "text.h"
#include "vocab.h"
#include "t.h"
#include "t-files.h"
#include "t-corpus.h"

static void
test_tokenizer(void)
{
	char out[128];
	const char *s;

	T_OK(ak_tokenize(out, "MobileUpd8", 10) == 1, "MobileUpd8: one token");
	T_STR(out, "mobileupd", "MobileUpd8 -> mobileupd");
	s = "call2optout";
	T_OK(ak_tokenize(out, s, strlen(s)) == 2, "call2optout: two tokens");
	T_STR(out, "call optout", "call2optout -> call optout");
	s = "  FREE!! Nokia\tcaf\xc3\xa9 &lt;#&gt; ";
	T_OK(ak_tokenize(out, s, strlen(s)) == 5, "punctuation, UTF-8 split");
	T_STR(out, "free nokia caf lt gt", "UTF-8 bytes are separators");
	T_OK(ak_tokenize(out, "123 ... 456", 11) == 0 && out[0] == '\0',
	    "no letters: no tokens");

	size_t nt = 0;
	ak_err e;
	char *d = ak_tokenize_dup("Call me when you get home, I have a free "
	    "ticket!", 48, &nt, &e);
	T_OK(d != NULL && nt == 11, "tokenize_dup: the issue's message has 11 "
	    "tokens");
	T_STR(d ? d : "", "call me when you get home i have a free ticket",
	    "tokenize_dup: Call, home, I and ticket! kept as call home i ticket");
	free(d);

	size_t pos = 0, len;
	const char *t;
	len = ak_token_next("ab  cd", &pos, &t);
	T_OK(len == 2 && strncmp(t, "ab", 2) == 0, "token_next: ab");
	len = ak_token_next("ab  cd", &pos, &t);
	T_OK(len == 2 && strncmp(t, "cd", 2) == 0, "token_next: cd after two spaces");
	T_OK(ak_token_next("ab  cd", &pos, &t) == 0, "token_next: end");
}

/* The tokenizer variants (sms-vocab --tokenizer) on one hand-made line:
 * "E-mail" (hyphen), "&lt;#&gt;" (entities of separators), "caf\xc3\xa9"
 * (é, U+00E9) and "\xc3\x9cr" (Ü, U+00DC, lowered by 0x20 to U+00FC),
 * "&#65;&#x42;c" (numeric entities of letters), "&#201;T" (É by number),
 * "\xc3\x97\xc3\x9f" (× is no letter, ß is), "&C" (no entity), "-x". */
static void
test_tokenizer_variants(void)
{
	const char *s = "E-mail me &lt;#&gt; at caf\xc3\xa9 \xc3\x9cr "
	    "&#65;&#x42;c &#201;T\xc3\x97\xc3\x9f &C -x";
	static const struct { unsigned f; size_t n; const char *want; } c[] = {
		/* ascii: '&' '#' ';' and every UTF-8 byte separate; "&#x42;"
		 * leaves the x; "caf" and "r", "t", "c" are what is left */
		{ 0, 13, "e mail me lt gt at caf r x c t c x" },
		{ AK_TOK_HTML, 10, "e mail me at caf r abc t c x" },
		{ AK_TOK_JOIN_HYPHEN, 12, "email me lt gt at caf r x c t c x" },
		{ AK_TOK_LATIN1, 14,
		    "e mail me lt gt at caf\xc3\xa9 \xc3\xbcr x c t \xc3\x9f c x" },
		{ AK_TOK_LESSON, 10,
		    "email me at caf\xc3\xa9 \xc3\xbcr abc \xc3\xa9t \xc3\x9f c x" },
	};
	char out[128];

	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		size_t n = ak_tokenize_opt(out, s, strlen(s), c[i].f);
		T_OK(n == c[i].n, "tokenizer variant: the number of tokens");
		T_STR(out, c[i].want, "tokenizer variant: the tokens");
		T_OK(strlen(out) <= strlen(s), "tokenizer variant: no longer "
		    "than the input");
	}
	/* a cut-off UTF-8 lead byte, "&lt" without ';', an over-long number,
	 * "&#;" and "&#x;" are no letters and no entities */
	s = "a\xc3";
	T_OK(ak_tokenize_opt(out, s, 2, AK_TOK_LESSON) == 1 &&
	    strcmp(out, "a") == 0, "latin1: a lone lead byte at the end");
	s = "&lt b&#99999999;c&#;d&#x;e";
	T_OK(ak_tokenize_opt(out, s, strlen(s), AK_TOK_HTML) == 6,
	    "html: malformed entities stay bytes");
	T_STR(out, "lt b c d x e", "html: malformed entities stay bytes "
	    "(the x of &#x; is a letter)");

	/* random lines over the bytes the variants look at, every flag set,
	 * into a buffer of exactly n + 1 bytes (ASan: no byte past it): never
	 * longer than the input, the token count is the words written, only
	 * a-z, space and (latin1) the pairs C3 9F (ß), C3 A0..BF but C3 B7 */
	static const unsigned char alpha[] = "&#;xltgamp-Ab 9\xc3\x80\x9c\xbc"
	    "\x97\xb7\xc2\xa3";
	ak_rng r;
	int bad = 0;
	ak_rng_seed(&r, 14);
	for (int it = 0; it < 20000 && !bad; it++) {
		size_t n = (size_t)ak_rng_below(&r, 40);
		unsigned fl = (unsigned)ak_rng_below(&r, 8);
		char in[40], *o = malloc(n + 1);
		for (size_t i = 0; i < n; i++)
			in[i] = (char)alpha[ak_rng_below(&r, sizeof(alpha) - 1)];
		size_t nt = ak_tokenize_opt(o, in, n, fl), pos = 0, words = 0;
		const char *t;
		while (ak_token_next(o, &pos, &t) > 0)
			words++;
		bad = strlen(o) > n || nt != words;
		for (size_t i = 0; o[i] != '\0' && !bad; i++) {
			unsigned char c = (unsigned char)o[i];
			if (c == 0xC3 && (fl & AK_TOK_LATIN1) &&
			    ((unsigned char)o[i + 1] >= 0xA0 ||
			    (unsigned char)o[i + 1] == 0x9F) &&
			    (unsigned char)o[i + 1] != 0xB7)
				i++;
			else
				bad = !(c == ' ' || (c >= 'a' && c <= 'z'));
		}
		free(o);
	}
	T_OK(!bad, "tokenizer variants: 20,000 random lines keep the contract");

	unsigned f;
	ak_err e;
	T_OK(ak_tokenizer_parse("ascii", &f, &e) == 0 && f == 0, "parse ascii");
	T_OK(ak_tokenizer_parse("lesson", &f, &e) == 0 && f == AK_TOK_LESSON,
	    "parse lesson");
	T_OK(ak_tokenizer_parse("latin1,html", &f, &e) == 0 &&
	    f == (AK_TOK_LATIN1 | AK_TOK_HTML), "parse a list");
	T_OK(ak_tokenizer_parse("html,", &f, &e) == -1 &&
	    strstr(e.msg, "'' is not") != NULL, "parse: an empty item");
	T_OK(ak_tokenizer_parse("utf8", &f, &e) == -1 &&
	    strstr(e.msg, "--tokenizer: 'utf8' is not auto, ascii") != NULL,
	    "parse: an unknown name");
}

static void
test_corpus(void)
{
	ak_err e;
	size_t n;
	t_got g;

	memset(&g, 0, sizeof g);
	const char *p = t_puts("plain", "ham\tHello World\r\nspam\tFREE call2optout");
	T_OK(ak_corpus_read(p, AK_QUOTING_NONE, t_collect, &g, &n, &e) == 0 &&
	    n == 2 && g.n == 2, "plain: 2 messages, CRLF and no final newline");
	T_STR(g.text[0], "Hello World", "plain: CR dropped");
	T_STR(g.label[1], "spam", "plain: label of the last line");
	T_STR(g.text[1], "FREE call2optout", "plain: last line kept whole");

	memset(&g, 0, sizeof g);
	p = t_puts("quoted", "ham\t\"two\nlines\"\nham\t\"abc\" def\nspam\tx \"y\"\n");
	T_OK(ak_corpus_read(p, AK_QUOTING_CSV, t_collect, &g, &n, &e) == 0 &&
	    n == 3, "csv: 3 messages from 4 lines");
	T_STR(g.text[0], "two\nlines", "csv: quoted field spans lines");
	T_STR(g.where[1], "quoted:3", "csv: second message starts on line 3");
	T_STR(g.text[1], "abc def",
	    "csv: quote then text closes the quoted part, the quote dropped "
	    "(Python's csv: 'abc def')");
	T_STR(g.text[2], "x \"y\"", "csv: quotes inside a field are bytes");

	memset(&g, 0, sizeof g);
	T_OK(ak_corpus_read(p, AK_QUOTING_NONE, t_collect, &g, &n, &e) == -1 &&
	    strstr(e.msg, "quoted:2: no TAB"), "none: the same file has a line without TAB");

	p = t_puts("open", "ham\tok\nham\t\"never closed\nspam\tx\n");
	T_OK(ak_corpus_read(p, AK_QUOTING_CSV, t_collect, &g, &n, &e) == -1 &&
	    strstr(e.msg, "open:2: quoted field not closed"),
	    "csv: unterminated quote is an error naming its line");
	p = t_puts("nul", "ham\tok\nham\ta\0b\n");
	FILE *fp = fopen(p, "wb");
	fwrite("ham\tok\nham\ta\0b\n", 1, 14, fp);
	fclose(fp);
	T_OK(ak_corpus_read(p, AK_QUOTING_NONE, t_collect, &g, &n, &e) == -1 &&
	    strstr(e.msg, "nul:2: NUL"), "NUL byte: error with line");
	p = t_puts("utf", "ham\tok\nham\tbad \xff byte\n");
	T_OK(ak_corpus_read(p, AK_QUOTING_CSV, t_collect, &g, &n, &e) == -1 &&
	    strstr(e.msg, "utf:2: invalid UTF-8"), "invalid UTF-8: error with line");
	p = t_puts("nolabel", "\tno label\n");
	T_OK(ak_corpus_read(p, AK_QUOTING_NONE, t_collect, &g, &n, &e) == -1 &&
	    strstr(e.msg, "nolabel:1: empty label"), "empty label: error");
	p = t_puts("empty", "");
	T_OK(ak_corpus_read(p, AK_QUOTING_NONE, t_collect, &g, &n, &e) == 0 &&
	    n == 0, "empty file: 0 messages (the tools call it an error)");
}

/* --csv, --encoding, --unlabeled */
static void
test_corpus_opt(void)
{
	ak_err e;
	size_t n;
	t_got g;
	ak_corpus_opt o = { .quoting = AK_QUOTING_COMMA };

	memset(&g, 0, sizeof g);
	/* header v1,v2,,, ; empty trailing columns; extra non-empty columns
	 * joined back: "b, c,,d" -> "b, c,,d" (the empty middle one kept) */
	const char *p = t_puts("comma.csv", "v1,v2,,,\r\n"
	    "ham,\"Go, jurong\",,,\r\n"
	    "spam,Free entry, call now,,\r\n"
	    "ham,b, c,,d,,\n"
	    "ham,\"two\nlines\",,,\n");
	T_OK(ak_corpus_read_opt(p, &o, t_collect, &g, &n, &e) == 0 && n == 4,
	    "comma: 4 messages, the header row skipped");
	T_STR(g.text[0], "Go, jurong", "comma: quoted text with a comma, empty "
	    "trailing columns dropped");
	T_STR(g.where[0], "comma.csv:2", "comma: the first message is line 2");
	T_STR(g.text[1], "Free entry, call now", "comma: an unquoted comma's "
	    "two columns joined back with ','");
	T_STR(g.text[2], "b, c,,d", "comma: an empty column between non-empty "
	    "ones is kept (two commas)");
	T_STR(g.text[3], "two\nlines", "comma: a quoted field spans lines");
	T_STR(g.where[3], "comma.csv:5", "comma: the fourth message starts on "
	    "line 5");

	memset(&g, 0, sizeof g);
	p = t_puts("class.csv", "Class,Message\nspam,x\n");
	T_OK(ak_corpus_read_opt(p, &o, t_collect, &g, &n, &e) == 0 && n == 1 &&
	    strcmp(g.label[0], "spam") == 0, "comma: header class,message "
	    "(any case) skipped");
	memset(&g, 0, sizeof g);
	p = t_puts("nohdr.csv", "ham,x\nspam,y\n");
	T_OK(ak_corpus_read_opt(p, &o, t_collect, &g, &n, &e) == 0 && n == 2 &&
	    strcmp(g.label[0], "ham") == 0, "comma: no header, first row kept");
	p = t_puts("one.csv", "v1,v2\nham\n");
	T_OK(ak_corpus_read_opt(p, &o, t_collect, &g, &n, &e) == -1 &&
	    strstr(e.msg, "one.csv:2: no comma between label and text"),
	    "comma: a record of one field is an error naming the comma");

	/* cp1252: 0x93 0x94 are curly quotes (U+201C U+201D, 3 bytes each),
	 * 0xA3 is the pound sign (C2 A3); 0x81 has no character */
	memset(&g, 0, sizeof g);
	o.encoding = "cp1252";
	p = t_puts("w.csv", "v1,v2,,,\nspam,\x93Win\x94 \xa3" "100,,,\n");
	T_OK(ak_corpus_read_opt(p, &o, t_collect, &g, &n, &e) == 0 && n == 1,
	    "cp1252: one message");
	T_STR(g.text[0], "\xe2\x80\x9cWin\xe2\x80\x9d \xc2\xa3" "100",
	    "cp1252: curly quotes and the pound sign become UTF-8");
	p = t_puts("bad.csv", "v1,v2\nham,ok\nham,a\x81" "z\n");
	T_OK(ak_corpus_read_opt(p, &o, t_collect, &g, &n, &e) == -1 &&
	    strstr(e.msg, "bad.csv:3: byte 0x81 at byte 6 cannot be converted "
	    "from cp1252 to UTF-8"), "cp1252: 0x81 named with file, line, byte");
	o.encoding = "no-such-encoding";
	T_OK(ak_corpus_read_opt(p, &o, t_collect, &g, &n, &e) == -1 &&
	    strstr(e.msg, "--encoding: 'no-such-encoding' is not an encoding"),
	    "unknown encoding: an error naming it");
	o.encoding = "UTF-16";
	T_OK(ak_corpus_read_opt(p, &o, t_collect, &g, &n, &e) == -1 &&
	    strstr(e.msg, "not line-based"), "UTF-16: refused (not line-based)");
	memset(&g, 0, sizeof g);
	o.encoding = "latin1";
	o.quoting = AK_QUOTING_NONE;
	p = t_puts("l1", "ham\tcaf\xe9\n");
	T_OK(ak_corpus_read_opt(p, &o, t_collect, &g, &n, &e) == 0 && n == 1,
	    "latin1, TAB-separated: one message");
	T_STR(g.text[0], "caf\xc3\xa9", "latin1: e-acute becomes C3 A9");

	/* unlabeled: every line a text, TABs included, label "-" */
	memset(&g, 0, sizeof g);
	ak_corpus_opt u = { .unlabeled = 1 };
	p = t_puts("plain.txt", "# x (attnkit 1)\nCall me\tnow\n\nFREE "
	    "ticket!\n#win a prize\n");
	T_OK(ak_corpus_read_opt(p, &u, t_collect, &g, &n, &e) == -1 &&
	    strstr(e.msg, "plain.txt:1: a file x wrote") != NULL,
	    "unlabeled: a file the tools wrote (their provenance line) is "
	    "refused");
	memset(&g, 0, sizeof g);
	u.all_text = 1;
	T_OK(ak_corpus_read_opt(p, &u, t_collect, &g, &n, &e) == 0 && n == 3,
	    "unlabeled --all-text: 3 messages (the provenance line and blank "
	    "line skipped)");
	T_STR(g.label[0], "-", "unlabeled: the label is '-'");
	T_STR(g.text[0], "Call me\tnow", "unlabeled: the whole line, TAB kept");
	T_STR(g.where[1], "plain.txt:4", "unlabeled: where is the file's line");
	T_STR(g.text[2], "#win a prize", "unlabeled: a '#' line is text");
	u.quoting = AK_QUOTING_CSV;
	T_OK(ak_corpus_read_opt(p, &u, t_collect, &g, &n, &e) == -1,
	    "unlabeled with quoting: refused");
}

/* the counts' budget holds their peak, checked before they grow: 1024
   words fill the arrays (cap 1024) and pass half the map's 2048 slots, so
   the 1025th doubles both; its peak is ak_counts_bytes + the word's two
   heap blocks + the arrays' new 1024 entries (32 bytes each) + the map's
   new 4096 slots (16 bytes each) while its old ones are held.  A budget
   of exactly that takes the word; one byte less refuses it before
   anything is allocated, with the peak in over */
static void
test_counts_budget(void)
{
	ak_counts c;
	ak_err e;
	char w[16];
	size_t peak = 0, held;

	for (int b = 0; b < 2; b++) {
		int bad = ak_counts_init(&c, &e) != 0;
		for (int i = 0; i < 1024 && !bad; i++) {
			snprintf(w, sizeof w, "w%04d", i);
			bad = ak_counts_add(&c, w, i, &e) != 0;
		}
		T_OK(!bad && c.n == 1024, "counts budget: 1024 words counted");
		held = ak_counts_bytes(&c);
		if (b == 0) {
			peak = held + 2 * ak_heap_bytes(6) + 1024 * 32 +
			    4096 * 16;
			c.budget = peak;
			T_OK(c.cap == 1024 && ak_counts_add(&c, "x1024", 1024,
			    &e) == 0 && c.n == 1025,
			    "counts budget: a budget of exactly the peak takes "
			    "the word that doubles the arrays");
			T_OK(ak_counts_bytes(&c) <= peak,
			    "counts budget: held within it after");
		} else {
			c.budget = peak - 1;
			T_OK(ak_counts_add(&c, "w0001 x1024", 1024, &e) ==
			    -2 && c.over == peak && c.cap == 1024 &&
			    c.n == 1024 && c.count[1] == 2,
			    "counts budget: one byte less: refused before the "
			    "arrays grow, the peak named, the word before it "
			    "counted");
			T_OK(ak_counts_bytes(&c) == held,
			    "counts budget: nothing allocated");
		}
		ak_counts_free(&c);
	}
}

static void
test_counts(void)
{
	ak_counts c;
	ak_err e;
	size_t *order, n;

	/* 3 messages: a b a | b c | a */
	ak_counts_init(&c, &e);
	ak_counts_add(&c, "a b a", 1, &e);
	ak_counts_add(&c, "b c", 2, &e);
	ak_counts_add(&c, "a", 3, &e);
	T_OK(c.n == 3 && c.ntokens == 6, "3 types, 6 tokens");
	ak_counts_select(&c, 1, 0, &order, &n, &e);
	T_OK(n == 3, "min-count 1 keeps 3");
	T_STR(c.words[order[0]], "a", "a first (count 3)");
	T_OK(c.count[order[0]] == 3 && c.docs[order[0]] == 2, "a: count 3, docs 2");
	T_STR(c.words[order[1]], "b", "b second (count 2)");
	T_OK(c.count[order[1]] == 2 && c.docs[order[1]] == 2, "b: count 2, docs 2");
	T_OK(c.count[order[2]] == 1 && c.docs[order[2]] == 1, "c: count 1, docs 1");
	free(order);
	ak_counts_select(&c, 2, 0, &order, &n, &e);
	T_OK(n == 2, "min-count 2 keeps a, b");
	free(order);
	ak_counts_select(&c, 1, 1, &order, &n, &e);
	T_OK(n == 1 && strcmp(c.words[order[0]], "a") == 0, "max-vocab 1 keeps a");
	free(order);
	ak_counts_select(&c, 4, 0, &order, &n, &e);
	T_OK(n == 0 && order == NULL, "min-count above all: empty");
	ak_counts_free(&c);

	/* ties broken by word, never by chance */
	ak_counts_init(&c, &e);
	ak_counts_add(&c, "zeta beta alpha", 1, &e);
	ak_counts_select(&c, 1, 2, &order, &n, &e);
	T_OK(n == 2 && strcmp(c.words[order[0]], "alpha") == 0 &&
	    strcmp(c.words[order[1]], "beta") == 0, "equal counts: by word");
	free(order);
	ak_counts_free(&c);
}

static void
test_cooc(void)
{
	double C[9];
	long ids[4];

	/* "a b c", window 1: a-b, b-c */
	memset(C, 0, sizeof C);
	ids[0] = 0, ids[1] = 1, ids[2] = 2;
	T_OK(ak_cooc_add(C, ids, 3, 1, AK_WEIGHT_FLAT, AK_OOV_SKIP, 3) == 4,
	    "window 1: 4 ordered pairs");
	double w1[9] = { 0, 1, 0, 1, 0, 1, 0, 1, 0 };
	T_OK(memcmp(C, w1, sizeof C) == 0, "window 1: C by hand");

	/* window 2 harmonic: a-c at distance 2 counts 1/2 */
	memset(C, 0, sizeof C);
	ak_cooc_add(C, ids, 3, 2, AK_WEIGHT_HARMONIC, AK_OOV_SKIP, 3);
	double w2[9] = { 0, 1, 0.5, 1, 0, 1, 0.5, 1, 0 };
	T_OK(memcmp(C, w2, sizeof C) == 0, "window 2 harmonic: C by hand");

	/* a OOV c, window 1: skip makes a, c neighbours; keep does not */
	memset(C, 0, sizeof C);
	ids[0] = 0, ids[1] = -1, ids[2] = 2;
	ak_cooc_add(C, ids, 3, 1, AK_WEIGHT_FLAT, AK_OOV_SKIP, 3);
	T_OK(C[0 * 3 + 2] == 1 && C[2 * 3 + 0] == 1, "oov skip: a-c pair");
	memset(C, 0, sizeof C);
	ids[0] = 0, ids[1] = -1, ids[2] = 2;
	T_OK(ak_cooc_add(C, ids, 3, 1, AK_WEIGHT_FLAT, AK_OOV_KEEP, 3) == 0 &&
	    C[2] == 0, "oov keep: the slot separates a and c");

	/* "a a": the diagonal */
	memset(C, 0, sizeof C);
	ids[0] = 0, ids[1] = 0;
	ak_cooc_add(C, ids, 2, 4, AK_WEIGHT_FLAT, AK_OOV_SKIP, 3);
	T_OK(C[0] == 2, "a word next to itself: diagonal 2");
}

/* rows {a}, contexts {a, b, x}: "a b y x a", window 2, y in neither */
static void
test_cooc_ctx(void)
{
	double C[3];
	long row[5] = { 0, -1, -1, -1, 0 }, ctx[5] = { 0, 1, -1, 2, 0 };

	memset(C, 0, sizeof C);
	/* skip: y removed → "a b x a": a@0 sees b (d1), x (d2); a@3 sees
	 * b (d2), x (d1) */
	T_OK(ak_cooc_add_ctx(C, row, ctx, 5, 2, AK_WEIGHT_HARMONIC,
	    AK_OOV_SKIP, 3) == 4, "ctx: 4 pairs");
	T_OK(C[0] == 0 && C[1] == 1.5 && C[2] == 1.5,
	    "ctx skip harmonic: a-b 1 + 1/2, a-x 1/2 + 1");
	long row2[5] = { 0, -1, -1, -1, 0 }, ctx2[5] = { 0, 1, -1, 2, 0 };
	memset(C, 0, sizeof C);
	ak_cooc_add_ctx(C, row2, ctx2, 5, 2, AK_WEIGHT_FLAT, AK_OOV_KEEP, 3);
	T_OK(C[0] == 0 && C[1] == 1 && C[2] == 1,
	    "ctx keep: y holds its slot, a@4 is 3 from b");
	/* with row == ctx it is ak_cooc_add */
	double A[9] = { 0 }, B[9] = { 0 };
	long i1[4] = { 0, 1, 2, 0 }, i2[4] = { 0, 1, 2, 0 }, i3[4] = { 0, 1, 2, 0 };
	ak_cooc_add(A, i1, 4, 2, AK_WEIGHT_HARMONIC, AK_OOV_SKIP, 3);
	ak_cooc_add_ctx(B, i2, i3, 4, 2, AK_WEIGHT_HARMONIC, AK_OOV_SKIP, 3);
	T_OK(memcmp(A, B, sizeof A) == 0, "ctx with row == ctx = ak_cooc_add");
}

static void
test_ppmi(void)
{
	/* C of "a b c" window 1: total 4, row = col sums (1, 2, 1):
	 * PMI(a,b) = ln(1·4 / (1·2)) = ln 2, same for every nonzero cell. */
	double C[9] = { 0, 1, 0, 1, 0, 1, 0, 1, 0 }, P[9];
	ak_err e;

	ak_ppmi(P, C, 3, 3, 1, 1, &e);
	T_NEAR(P[1], log(2), 1e-15, "PPMI(a,b) = ln 2");
	T_NEAR(P[3], log(2), 1e-15, "PPMI(b,a) = ln 2");
	T_OK(P[0] == 0 && P[4] == 0 && P[2] == 0, "zero counts give 0");
	ak_ppmi(P, C, 3, 3, 1, 2, &e);
	T_OK(P[1] == 0 && P[3] == 0, "--neg 2: ln 2 − ln 2 = 0");
	/* cds 0.5: Σ n_c^α = 2 + √2;
	 * PMI(a,b) = ln((2+√2)/(1·√2)) = ln(1+√2); PMI(b,a) = ln((2+√2)/2) */
	ak_ppmi(P, C, 3, 3, 0.5, 1, &e);
	T_NEAR(P[1], log(1 + sqrt(2)), 1e-14, "cds 0.5: PPMI(a,b) = ln(1+√2)");
	T_NEAR(P[3], log(1 + sqrt(2) / 2), 1e-14, "cds 0.5: PPMI(b,a) = ln(1+√2/2)");
	double gap = 0;
	for (int i = 0; i < 9; i++)
		gap = fmax(gap, fabs(P[i] - ak_ppmi_cell(C, 3, 3, i / 3, i % 3,
		    0.5, 1)));
	T_NEAR(gap, 0, 1e-14, "cds 0.5: ak_ppmi = the definition, every cell");

	/* a word that never co-occurs: its row and column stay 0, no NaN */
	double Z[9] = { 0, 2, 0, 2, 0, 0, 0, 0, 0 };
	ak_ppmi(P, Z, 3, 3, 0.75, 1, &e);
	int finite = 1;
	for (int i = 0; i < 9; i++)
		finite &= isfinite(P[i]);
	T_OK(finite && P[2] == 0 && P[8] == 0 && P[6] == 0,
	    "never co-occurring word: zero row, no NaN");
	/* in place, against the definition on a random-ish matrix */
	double R[12], Q[12];
	for (int i = 0; i < 12; i++)
		R[i] = Q[i] = (i * 7) % 5;
	ak_ppmi(Q, Q, 3, 4, 0.75, 1.5, &e);
	double worst = 0;
	for (int i = 0; i < 12; i++)
		worst = fmax(worst, fabs(Q[i] - ak_ppmi_cell(R, 3, 4, i / 4,
		    i % 4, 0.75, 1.5)));
	T_NEAR(worst, 0, 1e-14, "in place, 3×4, cds 0.75, neg 1.5: = definition");
}

static void
test_svd(void)
{
	/* A = [[3,2,2],[2,3,-2]]: singular values 5 and 3 */
	double A[6] = { 3, 2, 2, 2, 3, -2 }, U[4], S[2], VT[6];
	ak_err e;

	T_OK(ak_svd_top(U, S, VT, A, 2, 3, 2, &e) == 0, "svd 2×3");
	T_NEAR(S[0], 5, 1e-12, "σ1 = 5");
	T_NEAR(S[1], 3, 1e-12, "σ2 = 3");
	double worst = 0;
	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 3; j++) {
			double s = 0;
			for (int l = 0; l < 2; l++)
				s += U[i * 2 + l] * S[l] * VT[l * 3 + j];
			worst = fmax(worst, fabs(s - A[i * 3 + j]));
		}
	T_NEAR(worst, 0, 1e-12, "U S Vᵀ reconstructs A");
	/* u1 = (1,1)/√2: the tie goes to the first entry, made positive */
	T_NEAR(U[0], 1 / sqrt(2), 1e-12, "sign rule: u1[0] > 0");
	for (int j = 0; j < 2; j++) {
		int best = fabs(U[2 + j]) > fabs(U[j]) ? 1 : 0;
		T_OK(U[best * 2 + j] > 0, "sign rule: largest entry positive");
	}
	/* truncation: k = 1 of a 4×3 matrix keeps the top triplet */
	double B[12] = { 4, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0 }, u[4], s1;
	T_OK(ak_svd_top(u, &s1, NULL, B, 4, 3, 1, &e) == 0 && fabs(s1 - 4) <
	    1e-12 && fabs(u[0] - 1) < 1e-12, "top-1 of diag(4,2,1): σ 4, u e1");
	T_OK(ak_svd_top(u, &s1, NULL, B, 4, 3, 4, &e) == -1, "k > min(m,n): error");
	/* a sign-flipped input flips the vectors back by the rule */
	double Bn[12];
	for (int i = 0; i < 12; i++)
		Bn[i] = -B[i];
	ak_svd_top(u, &s1, NULL, Bn, 4, 3, 1, &e);
	T_OK(u[0] > 0, "sign rule holds for -A too");
}

/* ak_svd_top_sym against ak_svd_top on symmetric matrices with eigenvalues
 * of both signs: same singular values, same vectors after the sign rule. */
static void
test_svd_sym(void)
{
	size_t n = 40, k = 12;
	double *A = calloc(n * n, sizeof(double)), *U1 = calloc(n * k, 8),
	    *U2 = calloc(n * k, 8), *V1 = calloc(k * n, 8), *V2 = calloc(k * n, 8);
	double S1[12], S2[12];
	ak_err e;
	unsigned x = 12345;

	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j <= i; j++) {
			x = x * 1103515245u + 12345u;
			A[i * n + j] = A[j * n + i] = (double)(x >> 16 & 0x7fff) / 32768.0 - 0.5;
		}
	T_OK(ak_is_symmetric(A, n, 0), "random symmetric matrix is symmetric");
	T_OK(ak_svd_top(U1, S1, V1, A, n, n, k, &e) == 0, "general SVD");
	T_OK(ak_svd_top_sym(U2, S2, V2, A, n, k, &e) == 0, "symmetric SVD");
	double ds = 0, du = 0, dv = 0;
	for (size_t j = 0; j < k; j++)
		ds = fmax(ds, fabs(S1[j] - S2[j]));
	for (size_t i = 0; i < n * k; i++) {
		du = fmax(du, fabs(U1[i] - U2[i]));
		dv = fmax(dv, fabs(V1[i] - V2[i]));
	}
	T_NEAR(ds, 0, 1e-12, "sym = general: singular values");
	T_NEAR(du, 0, 1e-9, "sym = general: U after the sign rule");
	T_NEAR(dv, 0, 1e-9, "sym = general: Vᵀ (negative λ flips v)");
	A[1] += 1e-3;
	T_OK(!ak_is_symmetric(A, n, 1e-12), "perturbed matrix is not symmetric");
	/* a 1×1 and a rank-deficient path graph */
	double one = -3, u, s;
	T_OK(ak_svd_top_sym(&u, &s, NULL, &one, 1, 1, &e) == 0 && s == 3 && u == 1,
	    "1×1: σ = |−3|, u = 1 by the sign rule");
	free(A), free(U1), free(U2), free(V1), free(V2);
}

/* ak_svd_top_gram against ak_svd_top on a wide random matrix */
static void
test_svd_gram(void)
{
	size_t m = 15, n = 60, k = 5;
	double *A = calloc(m * n, 8), *U1 = calloc(m * k, 8), *U2 = calloc(m * k, 8);
	double S1[5], S2[5];
	ak_err e;
	unsigned x = 777;

	for (size_t i = 0; i < m * n; i++) {
		x = x * 1103515245u + 12345u;
		A[i] = (double)(x >> 16 & 0x7fff) / 32768.0;
	}
	T_OK(ak_svd_top(U1, S1, NULL, A, m, n, k, &e) == 0, "dgesdd 15×60");
	T_OK(ak_svd_top_gram(U2, S2, A, m, n, k, &e) == 0, "gram 15×60");
	double ds = 0, du = 0;
	for (size_t j = 0; j < k; j++)
		ds = fmax(ds, fabs(S1[j] - S2[j]) / S1[0]);
	for (size_t i = 0; i < m * k; i++)
		du = fmax(du, fabs(U1[i] - U2[i]));
	T_NEAR(ds, 0, 1e-12, "gram = dgesdd: singular values");
	T_NEAR(du, 0, 1e-8, "gram = dgesdd: U after the sign rule");
	T_OK(ak_svd_top_gram(U2, S2, A, n, m, k, &e) == -1, "gram: tall matrix refused");
	free(A), free(U1), free(U2);
}

static void
test_emb(void)
{
	double a[2] = { 1, 0 }, b[2] = { 1, 1 }, z[2] = { 0, 0 };

	T_NEAR(ak_cosine(a, b, 2), 1 / sqrt(2), 1e-15, "cos((1,0),(1,1)) = 1/√2");
	T_OK(ak_cosine(a, z, 2) == 0 && ak_cosine(z, z, 2) == 0, "zero vector: cosine 0");
	T_OK(ak_is_zero(z, 2) && !ak_is_zero(a, 2), "is_zero");
	/* the cosine does not depend on the scale: no overflow to inf/NaN
	 * for huge entries, no underflow to "zero vector" for tiny ones */
	double big[2] = { 1e300, 1e300 }, big2[2] = { 2e300, 1e300 };
	double tiny[2] = { 1e-300, 0 }, tiny2[2] = { 1e-300, 1e-300 };
	T_NEAR(ak_cosine(big, big2, 2), 3 / sqrt(10), 1e-15,
	    "cos of vectors with entries 1e300: 3/√10, not NaN");
	T_NEAR(ak_cosine(big, a, 2), 1 / sqrt(2), 1e-15,
	    "cos((1e300,1e300),(1,0)) = 1/√2, not 0");
	T_NEAR(ak_cosine(tiny, tiny2, 2), 1 / sqrt(2), 1e-15,
	    "cos of vectors with entries 1e-300: 1/√2, not 0");
	T_OK(ak_cosine(big, big, 2) <= 1 && ak_cosine(b, b, 2) <= 1,
	    "cos(a, a) never exceeds 1");
	double E[10] = { 1, 0, 0.9, 0.1, 0, 1, -1, 0, 0, 0 };
	size_t idx[4];
	double cos[4];
	/* row 4 is zero: no direction, no neighbour (at 0 it would rank
	   above row 3's -1) */
	T_OK(ak_nearest(idx, cos, E, 5, 2, 0, 3) == 3, "3 neighbours");
	T_OK(idx[0] == 1 && idx[1] == 2 && idx[2] == 3,
	    "order: best, then 0, then the opposite; the zero row left out");
	T_NEAR(cos[0], 0.9 / sqrt(0.82), 1e-15, "cosine of the best");
	T_OK(cos[1] == 0 && cos[2] == -1, "cosines 0 and -1");
	T_OK(ak_nearest(idx, cos, E, 5, 2, 0, 10) == 3,
	    "k > n-1: the nonzero others only");
	double T2[8] = { 1, 0, 0, 1, 0, 1, 1, 0 };	/* ties */
	T_OK(ak_nearest(idx, cos, T2, 4, 2, 0, 3) == 3 && idx[0] == 3 &&
	    idx[1] == 1 && idx[2] == 2, "ties keep the lower row first");
	long first;
	T_OK(ak_emb_zero_rows(E, 5, 2, &first) == 1 && first == 4,
	    "one zero row, the fifth");
	T_OK(ak_emb_zero_rows(T2, 4, 2, &first) == 0 && first == -1,
	    "no zero row");
}

/* ak_cooc_read and ak_emb_ppmi_svd: a file in, embeddings out */
static void
test_pipeline(void)
{
	ak_strmap m;
	ak_err e;
	double C[16], E[12];
	size_t nmsg = 0, nzero;
	long first;
	const char *w[] = { "a", "b", "c", "zzz" };

	ak_strmap_init(&m, &e);
	for (size_t i = 0; i < 4; i++)
		ak_strmap_put(&m, w[i], 1 + 2 * (i == 3), i, NULL, &e);
	/* "a x b c" with x out of vocabulary; the spam line is left out */
	const char *p = t_puts("tok", "# provenance\nham\ta x b c\nspam\ta a a\n");
	memset(C, 0, sizeof C);
	T_OK(ak_cooc_read(C, &m, NULL, 4, p, "ham", 1, AK_WEIGHT_FLAT,
	    AK_OOV_SKIP, &nmsg, &e) == 0 && nmsg == 1, "cooc_read: 1 ham message");
	double want[16] = { 0, 1, 0, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0 };
	T_OK(memcmp(C, want, sizeof C) == 0, "cooc_read: x skipped, a-b, b-c");
	p = t_puts("tokbad", "ham\ta b\nham a b\n");
	T_OK(ak_cooc_read(C, &m, NULL, 4, p, NULL, 1, AK_WEIGHT_FLAT,
	    AK_OOV_SKIP, &nmsg, &e) == -1 && strstr(e.msg, "tokbad:2: no TAB"),
	    "cooc_read: line without TAB");
	/* PPMI rows: a = c = (0, ln 2, 0, 0); zzz never co-occurs */
	memcpy(C, want, sizeof C);
	T_OK(ak_emb_ppmi_svd(E, C, 4, 4, 3, 1, 1, 1, &nzero, &first, &e) == 0,
	    "emb_ppmi_svd, d = 3");
	T_OK(nzero == 1 && first == 3, "one zero row: zzz");
	T_OK(ak_is_zero(E + 9, 3), "zzz's embedding is exactly 0");
	T_NEAR(ak_cosine(E, E + 6, 3), 1, 1e-12, "cos(a, c) = 1 (same PPMI row)");
	T_NEAR(ak_cosine(E, E + 3, 3), 0, 1e-12, "cos(a, b) = 0 (orthogonal rows)");
	T_NEAR(sqrt(E[0] * E[0] + E[1] * E[1] + E[2] * E[2]), log(2), 1e-12,
	    "‖U·S row of a‖ = ‖PPMI row of a‖ = ln 2");
	ak_strmap_free(&m);
}

int
main(void)
{
	if (t_dir_make() != 0)
		return 1;
	test_tokenizer();
	test_tokenizer_variants();
	test_corpus();
	test_corpus_opt();
	test_counts();
	test_counts_budget();
	test_cooc();
	test_cooc_ctx();
	test_ppmi();
	test_svd();
	test_svd_sym();
	test_svd_gram();
	test_emb();
	test_pipeline();
	if (t_dir_remove() != 0)
		return 1;
	return t_done();
}
