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
	return t_done();
}
