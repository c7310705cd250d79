/* Unit tests of ak_tokline, the one splitter of tokenized-corpus lines. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "text.h"
#include "t.h"
#include "t-files.h"

int
main(void)
{
	ak_err e;
	char *label, *toks;
	char a[] = "spam\tfree call now", b[] = "ham\t", c[] = "ham free",
	    d[] = "ham\tfree\tcall";

	T_OK(ak_tokline(a, "f:1", &label, &toks, &e) == 0 &&
	    strcmp(label, "spam") == 0 && strcmp(toks, "free call now") == 0,
	    "label and tokens");
	T_OK(ak_tokline(b, "f:2", &label, &toks, &e) == 0 && toks[0] == '\0',
	    "a message without tokens is allowed");
	T_OK(ak_tokline(c, "f:3", &label, &toks, &e) == -1 &&
	    strcmp(e.msg, "f:3: no TAB between label and tokens: 'ham' then a "
	    "space, a label where its TAB is a space (the TAB turned into "
	    "spaces by an editor or a copy?): make it a TAB: sed "
	    "'s/ \\{1,\\}/\\t/' f > tokens.tsv; or tokens without a label, "
	    "one sentence a line (gensim's LineSentence) whose first word is "
	    "'ham'? give each line the label '-': sed 's/^/-\\t/' f > "
	    "tokens.tsv") == 0,
	    "no TAB after a label and one space: the sed, and LineSentence's");
	char c6[] = "ham  free";
	T_OK(ak_tokline(c6, "f:3", &label, &toks, &e) == -1 &&
	    strstr(e.msg, "LineSentence") == NULL && strstr(e.msg, "make it "
	    "a TAB") != NULL, "two spaces after a label: its TAB's alone");
	char c4[] = "free call now", c5[] = "__label__ham free";
	T_OK(ak_tokline(c4, "f:3", &label, &toks, &e) == -1 &&
	    strstr(e.msg, "f:3: no TAB between label and tokens: tokens "
	    "without a label, one sentence a line (gensim's LineSentence") ==
	    e.msg, "no TAB, no label: gensim's LineSentence named");
	T_OK(ak_tokline(c5, "f:3", &label, &toks, &e) == -1 &&
	    strstr(e.msg, "fastText's supervised format") != NULL,
	    "no TAB, __label__: fastText named");
	char c2[] = "v1,v2,,,", c3[] = "label,text";
	T_OK(ak_tokline(c2, "k.csv:1", &label, &toks, &e) == -1 &&
	    strcmp(e.msg, "k.csv:1: no TAB between label and tokens (a CSV? "
	    "the input is tokens: sms-vocab --csv -t k.csv > tokens.tsv "
	    "first)") == 0, "a CSV line: sms-vocab --csv -t on the file");
	T_OK(ak_tokline_raw(c3, "<stdin>:1", "--predict reads raw text", &label,
	    &toks, &e) == -1 && strcmp(e.msg, "<stdin>:1: no TAB between label "
	    "and tokens (a CSV? the input is tokens: sms-vocab --csv -t FILE > "
	    "tokens.tsv first; --predict reads raw text)") == 0,
	    "standard input: FILE; the raw note after it");
	T_OK(ak_tokline(d, "f:4", &label, &toks, &e) == -1 &&
	    strstr(e.msg, "f:4: more than one TAB") == e.msg,
	    "a second TAB is an error, not an unknown token");
	char d2[] = "free\tcall\t3", d3[] = "free\tcall\t0.5x";
	T_OK(ak_tokline(d2, "f:4", &label, &toks, &e) == -1 &&
	    strstr(e.msg, "f:4: a count line (word<TAB>context<TAB>count, "
	    "ppmi-svd --count's output), not label<TAB>tokens: ppmi-svd "
	    "reads count files with --from-counts") == e.msg,
	    "a count line given as tokens names --from-counts");
	T_OK(ak_tokline(d3, "f:4", &label, &toks, &e) == -1 &&
	    strstr(e.msg, "f:4: more than one TAB") == e.msg,
	    "a third field that is not a number: the plain message");
	/* another attnkit file given as tokens: named, with the option
	 * that takes it; a vocabulary's row (two whole numbers) too, and
	 * the other side: a count line (a word in the middle) */
	char v1[] = "word\tcount\tdocs", v2[] = "free\t5\t3",
	    v3[] = "word\td1\td2", v4[] = "free\t5\t3\t1";
	T_OK(ak_tokline(v1, "v:2", &label, &toks, &e) == -1 &&
	    strcmp(e.msg, "v:2: not token lines (header 'word count docs', a "
	    "vocabulary, the output of sms-vocab; want label<TAB>tokens): "
	    "ppmi-svd and sms-vocab -t take it with -v") == 0,
	    "a vocabulary's header: named, with -v");
	T_OK(ak_tokline(v2, "v:3", &label, &toks, &e) == -1 &&
	    strcmp(e.msg, "v:3: a vocabulary's row (word<TAB>count<TAB>docs, "
	    "sms-vocab's output), not label<TAB>tokens: ppmi-svd and sms-vocab "
	    "-t take a vocabulary with -v") == 0,
	    "a vocabulary's row: named, with -v");
	T_OK(ak_tokline(v3, "e:2", &label, &toks, &e) == -1 &&
	    strstr(e.msg, "embeddings, the output of ppmi-svd; want label<TAB>"
	    "tokens): attn-map and attn-train take them with -e, ppmi-svd "
	    "with --load") != NULL, "embeddings' header: named, with -e");
	T_OK(ak_tokline(v4, "f:4", &label, &toks, &e) == -1 &&
	    strstr(e.msg, "f:4: more than one TAB") == e.msg,
	    "a word and three numbers: no file's row, the plain message");
	char v5[] = "free\t0.5\t-1", v6[] = "free\t0.5\t-1\t2e-3";
	T_OK(ak_tokline(v5, "f:5", &label, &toks, &e) == -1 &&
	    strstr(e.msg, "f:5: word vectors separated by TABs without a "
	    "header (a word and 2 numbers)") == e.msg, "a word and 2 numbers, "
	    "one a float: vectors, not a count line");
	T_OK(ak_tokline(v6, "f:6", &label, &toks, &e) == -1 &&
	    strstr(e.msg, "header word<TAB>d1 ... d3") != NULL,
	    "a word and 3 numbers, floats: vectors, their header");

	/* the tokens check: any token without whitespace; refused are a
	 * control byte, a Unicode space, and what raw text has (,;!? or
	 * dots ending a word), each named */
	char f[] = "ham\tOk lar, joking", g[] = "spam\tfree call2optout",
	    h[] = "ham\tnew_york Paris 2024 u.s. , ... \xd0\xbf\xd1\x80",
	    i[] = "ham\tfree \xd0\xbf\xd1\x80", j[] = "HAM\tfree call";
	T_OK(ak_tokline(f, "f:5", &label, &toks, &e) == -1 &&
	    strcmp(e.msg, "f:5: not a tokenized corpus: 'lar,' ends in ',' "
	    "after a word, as raw text does (run sms-vocab -t first)") == 0,
	    "raw text: a comma after a word, named");
	char f2[] = "ham\tOk lar... joking";
	T_OK(ak_tokline_raw(f2, "f:5", "--predict reads raw text", &label,
	    &toks, &e) == -1 && strcmp(e.msg, "f:5: not a tokenized corpus: "
	    "'lar...' ends in '...' after a word, as raw text does (run "
	    "sms-vocab -t first; --predict reads raw text)") == 0,
	    "raw text: dots after a word; the raw note after the hint");
	T_OK(ak_tokline(g, "f:6", &label, &toks, &e) == 0 &&
	    strcmp(toks, "free call2optout") == 0, "digits: a token");
	T_OK(ak_tokline(h, "f:7", &label, &toks, &e) == 0,
	    "a phrase, case, digits, dots inside, punctuation alone, "
	    "Cyrillic: tokens");
	T_OK(ak_tokline(i, "f:8", &label, &toks, &e) == 0,
	    "bytes >= 0x80 (Cyrillic) are allowed");
	T_OK(ak_tokline(j, "f:9", &label, &toks, &e) == 0,
	    "the label is not checked (other tools judge it)");
	char k1[] = "ham\tnew\xc2\xa0york", k2[] = "ham\tx\fy",
	    k3[] = "ham\twin!", k4[] = "ham\ta\x01 b\x08";
	T_OK(ak_tokline(k1, "f:10", &label, &toks, &e) == -1 &&
	    strcmp(e.msg, "f:10: not a tokenized corpus: 'new\xc2\xa0york' "
	    "holds the space U+00A0 (tokens are separated by ASCII spaces; "
	    "run sms-vocab -t first)") == 0, "a no-break space, named");
	T_OK(ak_tokline(k2, "f:11", &label, &toks, &e) == -1 &&
	    strcmp(e.msg, "f:11: not a tokenized corpus: 'x<0x0C>y' holds "
	    "the whitespace 0x0C (tokens are separated by single spaces; run "
	    "sms-vocab -t first)") == 0, "a form feed, named and shown");
	T_OK(ak_tokline(k4, "f:13", &label, &toks, &e) == 0,
	    "control bytes that are not whitespace: tokens");
	T_OK(ak_tokline(k3, "f:12", &label, &toks, &e) == -1 &&
	    strstr(e.msg, "'win!' ends in '!'") != NULL, "'!' after a word");
	/* ak_tok_refused on each side of its rules */
	size_t bl = 0;
	T_OK(ak_tok_refused("a , b", &bl) == NULL &&
	    ak_tok_refused("u.s. etc. ...", &bl) == NULL &&
	    ak_tok_refused("a,b ?! x", &bl) == NULL &&
	    ak_tok_refused("", &bl) == NULL, "ak_tok_refused: alone, inside, "
	    "one dot: tokens");
	const char *rs = "ok now.. x";
	T_OK(ak_tok_refused(rs, &bl) == rs + 6 && bl == 2 &&
	    ak_tok_refused("a;", &bl) != NULL && bl == 1 &&
	    ak_tok_refused("\xe3\x80\x80", &bl) != NULL && bl == 3 &&
	    ak_tok_refused("\xe2\x80\x8b", &bl) == NULL,
	    "ak_tok_refused: two dots, ';' at the end, U+3000 (and U+200B, "
	    "no space, a token)");
	T_OK(ak_tok_bad("free call") == NULL && ak_tok_bad("") == NULL &&
	    ak_tok_bad("a-b")[0] == '-' && ak_tok_bad("zZ")[0] == 'Z' &&
	    ak_tok_bad("\x80\xff~")[0] == '~', "ak_tok_bad");
	/* every byte, at every offset of the look-up's four at a time,
	 * against the definition: ASCII A-Z, 0-9, C-locale punctuation */
	int every = 1;
	for (int c = 1; c < 256; c++) {
		int want = (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		    (c < 0x80 && ispunct(c));
		for (int at = 0; at < 9; at++) {
			char s[16];
			memset(s, 'q', sizeof s);
			s[at] = (char)c;
			s[at == 8 ? 9 : 12] = '\0';
			const char *b = ak_tok_bad(s);
			every &= want ? b == s + at : b == NULL;
		}
	}
	T_OK(every, "ak_tok_bad: each of 255 bytes at offsets 0 to 8 as "
	    "defined");

	/* ak_tokmsgs_read: line numbers are the file's, comments counted */
	char *path = t_file_with("# provenance\nham\ta b\n# note\nspam\tc\n");
	size_t n = 0;
	ak_tokmsg *L = ak_tokmsgs_read(path, 0, &n, &e);
	T_OK(L != NULL && n == 2, "tokmsgs: 2 messages of 4 lines");
	T_OK(L && L[0].lineno == 2 && L[1].lineno == 4 &&
	    strcmp(L[1].text, "c") == 0, "tokmsgs: on the file's lines 2 and 4");
	const ak_tokmsg *m = L ? ak_tokmsgs_find(L, n, 4, "--line", &e) : NULL;
	T_OK(m != NULL && strcmp(m->text, "c") == 0, "tokmsgs_find: line 4 is c");
	T_OK(L && ak_tokmsgs_find(L, n, 3, "--line", &e) == NULL &&
	    strcmp(e.msg, "--line 3: the file's line 3 is a comment, not a "
	    "token line") == 0, "tokmsgs_find: line 3 is a comment");
	ak_tokmsgs_free(L, n);
	L = ak_tokmsgs_read(path, -1, &n, &e);
	T_OK(L != NULL && n == 1 && L[0].lineno == 2,
	    "tokmsgs: upto < 0 reads the first message only");
	ak_tokmsgs_free(L, n);
	L = ak_tokmsgs_read(path, 1, &n, &e);
	T_OK(L != NULL && n == 0, "tokmsgs: up to line 1, only a comment");
	ak_tokmsgs_free(L, n);
	T_OK(ak_tokmsgs_read(path, 9, &n, &e) == NULL &&
	    strstr(e.msg, ": only 4 lines, line 9 asked for") != NULL,
	    "tokmsgs: a line beyond the file");
	unlink(path);
	free(path);
	return t_done();
}
