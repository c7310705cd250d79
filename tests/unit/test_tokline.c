/* Unit tests of ak_tokline, the one splitter of tokenized-corpus lines. */
#include <string.h>

#include "text.h"
#include "t.h"

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
	    strcmp(e.msg, "f:3: no TAB between label and tokens") == 0,
	    "no TAB: one line naming file and line");
	T_OK(ak_tokline(d, "f:4", &label, &toks, &e) == -1 &&
	    strstr(e.msg, "f:4: more than one TAB") == e.msg,
	    "a second TAB is an error, not an unknown token");

	/* the tokens check: what ak_tokenize never writes */
	char f[] = "ham\tOk lar joking", g[] = "spam\tfree call2optout",
	    h[] = "ham\tfree, call", i[] = "ham\tfree \xd0\xbf\xd1\x80",
	    j[] = "HAM\tfree call";
	T_OK(ak_tokline(f, "f:5", &label, &toks, &e) == -1 &&
	    strcmp(e.msg, "f:5: not a tokenized corpus: 'Ok' (tokens are "
	    "lowercase words; run sms-vocab -t first)") == 0,
	    "uppercase: the raw corpus, named by its first bad word");
	T_OK(ak_tokline(g, "f:6", &label, &toks, &e) == -1 &&
	    strstr(e.msg, "'call2optout'") != NULL, "a digit");
	T_OK(ak_tokline(h, "f:7", &label, &toks, &e) == -1 &&
	    strstr(e.msg, "'free,'") != NULL, "punctuation");
	T_OK(ak_tokline(i, "f:8", &label, &toks, &e) == 0,
	    "bytes >= 0x80 (Cyrillic) are allowed");
	T_OK(ak_tokline(j, "f:9", &label, &toks, &e) == 0,
	    "the label is not checked (other tools judge it)");
	T_OK(ak_tok_bad("free call") == NULL && ak_tok_bad("") == NULL &&
	    ak_tok_bad("a-b")[0] == '-' && ak_tok_bad("zZ")[0] == 'Z' &&
	    ak_tok_bad("\x80\xff~")[0] == '~', "ak_tok_bad");
	return t_done();
}
