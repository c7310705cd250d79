/*
 * corpus-enc.c — the corpus reader's words on encodings that span lines
 * (corpus-int.h): the note on UTF-8 lines read under a code page's
 * --encoding, and the refusal of UTF-8 read once as cp1252 or Latin-1 and
 * written again.
 */
#include <stdio.h>
#include <string.h>

#include "conv.h"
#include "io.h"
#include "util.h"
#include "corpus-int.h"

/* the note after a read under --encoding: corpus-int.h */
int
ak_corpus_utf8_note(const ak_reader *r, const char *enc, char *buf,
    size_t n)
{
	const char *f = strcmp(r->name, "<stdin>") == 0 ? "FILE" : r->name;
	long u = r->u8lines, b = r->u8bad;

	if (u == 0)
		return 0;
	if (b == 0)
		snprintf(buf, n, "%s: %ld line%s with characters beyond ASCII "
		    "%s valid UTF-8 (the first %s:%ld), and none is not: the "
		    "file is likely UTF-8 already, which --encoding %s reads as "
		    "other characters (café as cafÃ©); read it without "
		    "--encoding", r->name, u, u == 1 ? "" : "s", u == 1 ? "is" :
		    "are", r->name, r->u8first, enc);
	else if (u < b)	/* a file in enc, a few UTF-8 lines pasted in */
		snprintf(buf, n, "%s: %ld line%s with characters beyond ASCII "
		    "%s valid UTF-8 (the first %s:%ld) and %ld %s not: a file "
		    "in %s with UTF-8 lines pasted in? --encoding %s read those "
		    "as other characters (café as cafÃ©); convert each of them "
		    "to %s (sed -n '%ldp' %s | iconv -f UTF-8 -t %s) and read "
		    "the file again", r->name, u, u == 1 ? "" : "s", u == 1 ?
		    "is" : "are", r->name, r->u8first, b, b == 1 ? "is" : "are",
		    enc, enc, enc, r->u8first, f, enc);
	else
		snprintf(buf, n, "%s: %ld line%s with characters beyond ASCII "
		    "%s valid UTF-8 and %ld %s not (the first %s:%ld): a UTF-8 "
		    "file with lines in another encoding? --encoding %s reads "
		    "the UTF-8 ones as other characters (café as cafÃ©); "
		    "convert the others alone (sed -n '%ldp' %s | iconv -f %s "
		    "-t UTF-8) and read it without --encoding", r->name, u, u ==
		    1 ? "" : "s", u == 1 ? "is" : "are", b, b == 1 ? "is" :
		    "are", r->name, r->badfirst, enc, r->badfirst, f, enc);
	return 1;
}

/* UTF-8 through cp1252 and back: corpus-int.h */
int
ak_corpus_mojibake(const ak_reader *r, int one, const char *f, ak_err *e)
{
	const char *page = ak_conv_latin1_c1(r->line, r->len) ? "latin1" :
	    "cp1252";
	char many[160] = "";

	if (!one)
		snprintf(many, sizeof many, ", one such character in each of %ld "
		    "lines from line %ld", r->u8bad, r->badfirst);
	return ak_errf(e, "%s: UTF-8 read once as %s and written again "
	    "(Excel's round trip: 'Ã©' for 'é', 'Ð’' for 'В'%s)? undo it: "
	    "%s%s%siconv -f UTF-8 -t %s%s%s > FILE.fixed, and read that "
	    "(Python's ftfy.fix_text mends a file where bytes %s lacks were "
	    "lost)", ak_reader_where(r), page, many, r->gz ?
	    "zcat " : "", r->gz ? f : "", r->gz ? " | " : "", page, r->gz ?
	    "" : " ", r->gz ? "" : f, page);
}

