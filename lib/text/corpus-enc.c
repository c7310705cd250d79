/*
 * corpus-enc.c — the corpus reader's words on encodings that span lines
 * (corpus-int.h): the note on UTF-8 lines read under a code page's
 * --encoding, the refusals of UTF-8 read once as cp1252 or Latin-1 and
 * written again and of 7-bit encodings' ASCII, and the note of the lines
 * an explicit --encoding utf-8 read as they are.
 */
#include <stdio.h>
#include <string.h>

#include "conv.h"
#include "io.h"
#include "util.h"
#include "corpus-int.h"

/* the note after a read under an explicit --encoding utf-8: the lines
   read as they are that ak_corpus_utf8_guess would refuse without it */
static int
as_is_note(const ak_reader *r, char *buf, size_t n)
{
	long b = r->as_is;

	if (b == 0)
		return 0;
	snprintf(buf, n, "%s: %ld line%s (the first %s:%ld) read as %s "
	    "(--encoding utf-8) look%s like text in another encoding: UTF-8 "
	    "read once as cp1252 and written again ('Ã©' for 'é'), or the "
	    "ASCII of UTF-7, ISO-2022 or HZ; read without --encoding, the "
	    "file is refused at the first with the conversion that undoes it",
	    r->name, b, b == 1 ? "" : "s", r->name, r->as_isfirst, b == 1 ?
	    "it is" : "they are", b == 1 ? "s" : "");
	return 1;
}


/* the note after a read under --encoding: corpus-int.h */
int
ak_corpus_utf8_note(const ak_reader *r, const char *enc, char *buf,
    size_t n)
{
	const char *f = strcmp(r->name, "<stdin>") == 0 ? "FILE" : r->name;
	long u = r->u8lines, b = r->u8bad;

	if (r->utf8_as_is)
		return as_is_note(r, buf, n);
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

/* the error of line r (UTF-8), read once as cp1252 and written again
   (ISO-8859-1 when it holds U+0080-U+009F: iconv -t latin1 undoes it):
   one 1 for two such characters in the line, 0 for one in each of
   r->u8bad lines from r->badfirst; the iconv that undoes it (f the
   file's name, after zcat for a .gz), and the option that reads it as
   it is; -1 */
static int
mojibake(const ak_reader *r, int one, const char *f, ak_err *e)
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
	    "lost); text meant so (a page on encodings)? --encoding utf-8 "
	    "reads it as it is", ak_reader_where(r), page, many, r->gz ?
	    "zcat " : "", r->gz ? f : "", r->gz ? " | " : "", page, r->gz ?
	    "" : " ", r->gz ? "" : f, page);
}

/* the guesses on a valid UTF-8 line: corpus-int.h */
int
ak_corpus_utf8_guess(ak_reader *r, size_t multi, const char *f, ak_err *e)
{
	size_t bad;
	/* ASCII bytes that are a 7-bit encoding's, not ASCII text */
	const char *enc7 = ak_conv_7bit(r->line, r->len, &bad);
	/* UTF-8 through cp1252 and back: two such characters in a line, or
	   one in each of three lines or more, most of those beyond ASCII so
	   far (u8bad counts them here) */
	size_t mb = multi > 0 ? ak_conv_mojibake_n(r->line, r->len) : 0;

	if (mb == 1 && r->u8bad++ == 0)
		r->badfirst = r->lineno;
	int moj = mb >= 2 || (mb == 1 && r->u8bad >= 3 && 2 * r->u8bad >
	    r->u8lines + 1);
	r->u8lines += multi > 0;
	if (r->utf8_as_is && (enc7 != NULL || moj)) {	/* --encoding utf-8 */
		if (r->as_is++ == 0)
			r->as_isfirst = r->lineno;
		return 1;
	}
	if (enc7 != NULL && strcmp(enc7, "hz") == 0)
		return ak_errf(e, "%s: '~{' at byte %zu: HZ text (Chinese, "
		    "GB2312 in 7 bits: '~{' ... '~}'), whose bytes are ASCII "
		    "but not its letters? iconv lacks HZ: convert the file: "
		    "python3 -c \"import sys; sys.stdout.write(open(sys.argv[1], "
		    "encoding='hz').read())\" %s > FILE.txt (ASCII meant so? "
		    "--encoding utf-8 reads it as it is)", ak_reader_where(r),
		    bad + 1, f);
	if (enc7 != NULL)
		return ak_errf(e, "%s: %s at byte %zu: %s text, whose bytes are "
		    "ASCII but not its letters? read it with --encoding %s "
		    "(ASCII meant so? --encoding utf-8 reads it as it is)",
		    ak_reader_where(r), strcmp(enc7, "utf-7") == 0 ? "a '+' "
		    "and a run of base64 that decode to UTF-16 letters" : "an "
		    "ISO-2022 escape (ESC, then $ or a parenthesis)", bad + 1,
		    enc7, enc7);
	if (moj)
		return mojibake(r, mb >= 2, f, e);
	return 1;
}
