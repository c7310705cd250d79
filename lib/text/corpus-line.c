/*
 * corpus-line.c — the corpus reader's checks of its lines (corpus-int.h):
 * UTF-8 or the encoding named, the first line not another attnkit file's
 * header, and a line that is records run together by lone CRs.
 */
#include <csv.h>
#include <ctype.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "conv.h"
#include "filekind.h"
#include "io.h"
#include "mem.h"
#include "table.h"
#include "text.h"
#include "corpus-int.h"

/*
 * utf8_hint: the option that reads a line that is not UTF-8, from the
 * encoding its bytes suggest (ak_conv_guess_alt: Cyrillic in the code
 * page that reads it best, the next one that reads it otherwise named
 * beside it; Greek, Hebrew, Arabic or Thai in theirs (ak_conv_script), the
 * same script's other page beside it; Turkish in cp1254, a list of the double-byte pages for
 * Chinese, Japanese, Korean, cp1252 the Windows code page of spam.csv;
 * when the letters are another script's, or a byte has no character in
 * cp1252, or the line is too short to tell, a list of code pages, since
 * its bytes do not tell which), into buf (n bytes)
 */
static const char *
utf8_hint(const char *s, size_t len, char *buf, size_t n)
{
	const char *alt, *enc = ak_conv_guess_alt(s, len, &alt);

	if (ak_conv_is_cyr(enc)) {	/* the tail: the scripts read as this page */
		snprintf(buf, n, " (%s? read it with --encoding %s%s%s%s%s; "
		    "another script: cp1253 or iso-8859-7 Greek, cp1255 Hebrew, "
		    "cp1256 or iso-8859-6 Arabic)", strcmp(enc, "cp866") == 0 ?
		    "Cyrillic in the DOS code page" : strcmp(enc,
		    "mac-cyrillic") == 0 ? "Cyrillic from a Mac" : strcmp(enc,
		    "koi8-u") == 0 ? "Ukrainian in KOI8-U" : "Cyrillic", enc,
		    alt ? "; " : "", alt ? alt : "", alt ? " if its words come "
		    "out wrong" : "", strcmp(enc, "cp1251") == 0 ? ", cp1252 if "
		    "it is Western European" : "");
		return buf;
	}
	const char *sw = ak_conv_script_what(enc);
	if (sw != NULL) {	/* Greek, Hebrew, Arabic, Thai: alt the other */
		snprintf(buf, n, " (%s? read it with --encoding %s%s%s%s)", sw,
		    enc, alt ? "; " : "", alt ? alt : "", alt ? " if its words "
		    "come out wrong" : "");
		return buf;
	}
	if (strcmp(enc, "short") == 0) {	/* alt: the page that reads best */
		snprintf(buf, n, " (a single-byte code page? this line is too "
		    "short to tell which: --encoding %s%s%s for Cyrillic, "
		    "cp1252 for Western European, cp1250 Central European; the "
		    "words of a -t run say if it was right)", alt, strcmp(alt, "cp1251") == 0 ?
		    ", koi8-r" : strcmp(alt, "koi8-r") == 0 ? ", cp1251" :
		    ", cp1251, koi8-r", strcmp(alt, "cp866") != 0 ?
		    " or cp866" : " or mac-cyrillic");
		return buf;
	}
	if (strcmp(enc, "letters") == 0)
		return " (not UTF-8: the letters of a single-byte code page, "
		    "its script not certain from them? name it with --encoding "
		    "NAME: koi8-r or cp1251 Russian, cp1253 or iso-8859-7 "
		    "Greek, cp1255 Hebrew, cp1256 or iso-8859-6 Arabic, ...)";
	if (strcmp(enc, "cp1254") == 0)
		return " (Turkish? read it with --encoding cp1254; cp1250 if "
		    "it is Central European (Czech, Slovak's ý), cp1258 "
		    "Vietnamese, cp1252 Western European)";
	if (strcmp(enc, "cp1258") == 0)
		return " (Vietnamese? read it with --encoding cp1258; cp1252 "
		    "if it is Western European)";
	if (strcmp(enc, "central") == 0)
		return " (Central European? read it with --encoding cp1250 "
		    "(Windows); iso-8859-2 if its words come out wrong (Unix, "
		    "e-mail), cp1257 if it is Baltic, cp1252 Western European)";
	if (strcmp(enc, "cjk") == 0)	/* pairs of bytes: which, not said */
		return " (Chinese, Japanese or Korean in a double-byte code "
		    "page? name it with --encoding NAME: gbk (gb18030) or big5 "
		    "Chinese, shift_jis or euc-jp Japanese, euc-kr Korean; the "
		    "words of a -t run say if it was right)";
	if (strcmp(enc, "latin1") == 0)	/* a byte cp1252 lacks: a list */
		return " (not UTF-8, nor cp1252: a single-byte code page? name "
		    "it with --encoding NAME: latin1 for Western European, "
		    "macintosh from Excel for Mac's CSV (Macintosh), cp850 from "
		    "Excel's CSV (MS-DOS), cp866, cp1251 or koi8-r for Russian, "
		    "...)";
	if (strcmp(enc, "western") == 0)
		return " (a Windows file? read it with --encoding cp1252; "
		    "macintosh if it came from Excel for Mac's CSV (Macintosh), "
		    "cp850 from Excel's CSV (MS-DOS), cp1250 if it is Central "
		    "European: a letter of theirs stands inside a word)";
	if (alt != NULL)	/* cp1250: letters where cp1252 has others */
		return " (a Windows file? read it with --encoding cp1252; "
		    "cp1250 if it is Central European (Polish, Czech, "
		    "Hungarian): its words say which)";
	return " (a Windows file? read it with --encoding cp1252)";
}

/* the UTF-8 characters beyond ASCII among the n bytes at s (lead bytes
   of a valid text: 0xC2 to 0xF4) */
static size_t
multi(const char *s, size_t n)
{
	size_t k = 0;

	for (size_t i = 0; i < n; i++)
		k += (unsigned char)s[i] >= 0xC0;
	return k;
}

/*
 * bom_not_utf8: the error of line r, not UTF-8 at byte bad (enc the code
 * page its bytes suggest), in a file that starts with UTF-8's byte-order
 * mark and has held no UTF-8 beyond ASCII: a file in enc with a mark put
 * before it (an editor's "UTF-8 with BOM" over bytes it did not convert).
 * --encoding enc alone is refused at the mark, so the fix is one that
 * works: the mark removed, then --encoding enc
 */
static int
bom_not_utf8(const ak_reader *r, size_t bad, const char *enc, ak_err *e)
{
	const char *f = strcmp(r->name, "<stdin>") == 0 ? "FILE" : r->name;
	/* a guess that is a list, not one code page: NAME, then the list */
	int list = strcmp(enc, "letters") == 0 || strcmp(enc, "short") == 0 ||
	    strcmp(enc, "cjk") == 0 || strcmp(enc, "latin1") == 0;
	char hint[400], cmd[1200];

	return ak_errf(e, "%s: invalid UTF-8 at byte %zu, in a file that "
	    "starts with UTF-8's byte-order mark (EF BB BF) and holds no UTF-8 "
	    "beyond ASCII before it: %s text with a mark put before it? remove "
	    "the mark (%s > %s.txt) and read that with "
	    "--encoding %s%s", ak_reader_where(r), bad + 1, list ? "code-page" :
	    strcmp(enc, "western") == 0 ? "cp1252" : strcmp(enc, "central") ==
	    0 ? "cp1250" : enc, ak_filter_cmd(cmd, sizeof cmd, "tail -c +4",
	    r->name, r->gz != NULL), f, list ? "NAME" : strcmp(enc, "western") == 0 ? "cp1252" :
	    strcmp(enc, "central") == 0 ? "cp1250" : enc, list ? utf8_hint(
	    r->line, r->len, hint, sizeof hint) : "");
}

/*
 * bad_utf8: the error of line r that is not UTF-8 at byte bad.  A file
 * whose lines before (or this line before the byte) held UTF-8 beyond
 * ASCII is UTF-8 with this line in another encoding: --encoding would
 * garble those lines (café as cafÃ©), so the fix named is this line's
 * alone; else the encoding the bytes suggest (utf8_hint)
 */
static int
bad_utf8(const ak_reader *r, size_t bad, ak_err *e)
{
	const char *bin = ak_binary_hint(r->line, r->len, r->lineno);
	const char *enc = ak_conv_guess(r->line, r->len);
	long before = r->u8lines;

	size_t at;
	const char *f = strcmp(r->name, "<stdin>") == 0 ? "FILE" : r->name;
	char cmd[1200], pl[1400], prog[300];	/* through zcat for gzip */
	/* the file starts with UTF-16's mark (Python's encoding='utf-16',
	   iconv -t UTF-16: FF FE, LF ends: line 1 of text without ASCII has
	   no NUL) */
	if (r->head >= 2)
		return ak_errf(e, "%s: invalid UTF-8 at byte %zu: UTF-16 text "
		    "(its byte-order mark %s)? the tools read UTF-8: convert it "
		    "with %s > FILE.txt", ak_reader_where(r), bad + 1, r->head ==
		    2 ? "FF FE" : "FE FF", ak_filter_cmd(cmd, sizeof cmd,
		    "iconv -f UTF-16 -t UTF-8", r->name, r->gz != NULL));
	if (*bin == '\0' && ak_conv_cesu(r->line, r->len, &at))
		return ak_errf(e, "%s: invalid UTF-8 at byte %zu: a UTF-16 "
		    "surrogate written as UTF-8 (CESU-8, Java's modified UTF-8: "
		    "an emoji as two 3-byte halves)? convert the file: python3 "
		    "-c \"import sys%s; sys.stdout.write(%s(sys.argv[1], "
		    "%sencoding='utf-8', errors='surrogatepass').read().encode("
		    "'utf-16', 'surrogatepass').decode('utf-16'))\" %s > "
		    "FILE.txt", ak_reader_where(r), at + 1, r->gz ? ", gzip" :
		    "", r->gz ? "gzip.open" : "open", r->gz ? "mode='rt', " : "",
		    strcmp(r->name, "<stdin>") == 0 ? "FILE" : r->name);
	if (*bin == '\0' && r->bom8 && before == 0 && multi(r->line, bad) ==
	    0)	/* a mark that says UTF-8, before bytes that are not */
		return bom_not_utf8(r, bad, enc, e);
	/* Cyrillic by its runs of letters (ak_conv_guess's Cyrillic code
	   pages: no UTF-8 text has three lead bytes in a row), or a
	   double-byte page's pairs ('时' in gbk, CA B1, is UTF-8's U+02B1), with no line of UTF-8 before: the start that is valid
	   UTF-8 is the code page's letters by chance (cp866's 'сей', E1
	   A5 A9), not a UTF-8 file */
	char hint[400];
	snprintf(prog, sizeof prog, "sed -n '%ldp'", r->lineno);
	ak_filter_cmd(cmd, sizeof cmd, prog, r->name, r->gz != NULL);
	if (*bin != '\0' || (before == 0 && (multi(r->line, bad) == 0 ||
	    ak_conv_is_cyr(enc) || strcmp(enc, "cjk") == 0)))
		return ak_errf(e, "%s: invalid UTF-8 at byte %zu%s",
		    ak_reader_where(r), bad + 1, *bin ? bin :
		    utf8_hint(r->line, r->len, hint, sizeof hint));
	/* a double-byte page's line after a line or two that were UTF-8,
	   maybe by chance ('谢谢' in gbk, D0 BB D0 BB, is UTF-8's 'лл'):
	   both readings */
	if (strcmp(enc, "cjk") == 0 && before <= 2 && multi(r->line, bad) ==
	    0)
		return ak_errf(e, "%s: invalid UTF-8 at byte %zu%s; the %ld "
		    "line%s before with UTF-8 beyond ASCII may be that page's "
		    "by chance ('谢谢' in gbk is UTF-8's 'лл'): if so, --encoding "
		    "NAME reads the whole file; else convert this line alone "
		    "(%s | iconv -f NAME -t UTF-8)", ak_reader_where(r), bad +
		    1, utf8_hint(r->line, r->len, hint, sizeof hint), before,
		    before == 1 ? "" : "s", cmd);
	/* a guess that is no one code page: a name to choose */
	const char *cp = strcmp(enc, "western") == 0 ? "cp1252" : strcmp(enc,
	    "central") == 0 ? "cp1250" : strcmp(enc, "letters") == 0 ||
	    strcmp(enc, "short") == 0 || strcmp(enc, "cjk") == 0 ? "NAME" : enc;
	/* the fix of every such line at once: perl converts the lines that
	   are not UTF-8, the others kept */
	snprintf(prog, sizeof prog, "perl -MEncode -pe 'eval { decode("
	    "\"UTF-8\", my $c = $_, Encode::FB_CROAK); 1 } or $_ = encode("
	    "\"UTF-8\", decode(\"%s\", $_))'", cp);
	return ak_errf(e, "%s: invalid UTF-8 at byte %zu: the file is UTF-8 "
	    "(%ld line%s before this one with UTF-8 beyond ASCII%s), this line "
	    "is not (%s?): convert this line alone (%s | iconv -f %s -t "
	    "UTF-8), or every line that is not UTF-8 (%s > %s.fixed); "
	    "--encoding %s would garble the UTF-8 lines", ak_reader_where(r),
	    bad + 1, before, before == 1 ? "" : "s", multi(r->line, bad) > 0 ?
	    ", and this line's start" : "", strcmp(cp, "NAME") == 0 ?
	    "another encoding" : cp, cmd, cp, ak_filter_cmd(pl, sizeof pl,
	    prog, r->name, r->gz != NULL), f, cp);
}

/*
 * next_line: ak_reader_next, then (with --encoding) the line converted to
 * UTF-8 in the reader's own buffer, so that what follows sees UTF-8 only;
 * without it the line is checked here, so that the error can name the
 * encoding that reads it
 */
int
ak_corpus_next_line(ak_reader *r, ak_conv *cv, ak_err *e)
{
	int rc = ak_reader_next(r, e);
	char *u;
	size_t n, bad;
	const char *f = strcmp(r->name, "<stdin>") == 0 ? "FILE" : r->name;

	if (rc != 1)
		return rc;
	/* io.h drops line 1's mark: one still there is a second file's */
	if (ak_bom_later(r->line, r->len, r->lineno, r->name, e) != 0)
		return -1;
	/* UTF-8's mark is a certain sign of UTF-8: another --encoding would
	   read its letters as two or three characters (café as cafÃ©) */
	if (cv != NULL && r->lineno == 1 && r->bom8 && !ak_conv_is_utf8(
	    cv->name) && !ak_utf8_valid(r->line, r->len, &bad))	/* it lies */
		return bom_not_utf8(r, bad, cv->name, e);
	if (cv != NULL && r->lineno == 1 && r->bom8 && !ak_conv_is_utf8(
	    cv->name))
		return ak_errf(e, "%s: the file starts with UTF-8's byte-order "
		    "mark (EF BB BF): it is UTF-8, not --encoding %s, which "
		    "would garble every letter beyond ASCII; read it without "
		    "--encoding (or with --encoding utf-8)", ak_reader_where(r),
		    cv->name);
	if (cv == NULL) {
		if (!ak_utf8_valid(r->line, r->len, &bad))
			return bad_utf8(r, bad, e);
		return ak_corpus_utf8_guess(r, multi(r->line, r->len), f, e);
	}
	/* under a single-byte --encoding, a line that is valid UTF-8 with a
	   character beyond ASCII, counted (ak_corpus_utf8_note) */
	int u8 = ak_utf8_valid(r->line, r->len, &bad) &&
	    multi(r->line, r->len) > 0;
	if (u8 && r->u8lines++ == 0)
		r->u8first = r->lineno;
	else if (!u8 && !ak_utf8_valid(r->line, r->len, &bad) &&
	    r->u8bad++ == 0)
		r->badfirst = r->lineno;
	if (ak_conv_line(cv, r->line, r->len, ak_reader_where(r), &u, &n,
	    e) != 0) {
		size_t k = strlen(e->msg);
		/* a byte the code page lacks in a line that is UTF-8: the
		   file is UTF-8 already (UTF-8's 'И', D0 98; an emoji) */
		if (u8 && e != NULL && r->u8bad > 0)	/* lines that were not */
			snprintf(e->msg + k, sizeof e->msg - k, " (the line is "
			    "valid UTF-8, and %ld line%s before it %s not: a file "
			    "of mixed encodings? convert the lines in %s alone, "
			    "iconv -f %s -t UTF-8, and read it without "
			    "--encoding)", r->u8bad, r->u8bad == 1 ? "" : "s",
			    r->u8bad == 1 ? "was" : "were", cv->name, cv->name);
		else if (u8 && e != NULL)
			snprintf(e->msg + k, sizeof e->msg - k, " (the line is "
			    "valid UTF-8, with characters beyond ASCII: the file "
			    "is UTF-8 already? read it without --encoding, which "
			    "applies to every file read; a file in %s beside it: "
			    "convert that one alone, iconv -f %s -t UTF-8)",
			    cv->name, cv->name);
		return -1;
	}
	if (n + 2 > r->cap) {	/* room for the CSV reader's '\n' too */
		char *p = realloc(r->line, n + 2);
		if (p == NULL)
			return ak_errf(e, "out of memory");
		r->line = p;
		r->cap = n + 2;
	}
	memcpy(r->line, u, n + 1);
	r->len = n;
	return 1;
}

/*
 * the first line of a corpus must not be the header of another attnkit
 * file (a vocabulary or embeddings given as the corpus): its messages
 * would be the table's rows, and their tokens garbage
 */
int
ak_corpus_not_a_table(const ak_reader *r, int unlabeled, ak_err *e)
{
	static const char rows[] = ": --unlabeled would read its rows as "
	    "text (text? --all-text)";
	char *copy, **f = NULL;
	size_t nf;
	int rc = 0;

	if ((copy = ak_strdup(r->line, e)) == NULL)
		return -1;
	nf = ak_split_tab(copy, NULL, 0);	/* cuts at TABs, counts */
	if ((f = ak_alloc_n(nf, sizeof(*f), e)) == NULL) {
		free(copy);
		return -1;
	}
	for (size_t i = 0, off = 0; i < nf; i++) {
		f[i] = copy + off;
		off += strlen(f[i]) + 1;
	}
	if (ak_table_guess(f, nf) != NULL) {
		rc = ak_table_not(e, ak_reader_where(r), unlabeled ?
		    "messages" : "a corpus", f, nf, unlabeled ?
		    "one message a line" : "label<TAB>text");
		if (unlabeled && strlen(e->msg) + sizeof rows <= sizeof e->msg)
			strcat(e->msg, rows);
	}
	free(f);
	free(copy);
	return rc;
}

int
ak_corpus_ours(const ak_reader *r, int unlabeled, ak_err *e)
{
	const char *tool = r->line + 2;
	int tl = (int)strcspn(tool, " ");
	int n = r->len > 72 ? 72 : (int)r->len;
	const char *more = (size_t)n < r->len ? "..." : "";

	if (unlabeled)
		return ak_errf(e, "%s:1: a file %.*s wrote (its first line "
		    "'%.*s%s'), not messages: --unlabeled would read its rows "
		    "as text (text? --all-text)", r->name, tl, tool, n,
		    r->line, more);
	if (tl != 9 || strncmp(tool, "sms-vocab", 9) != 0)
		return ak_errf(e, "%s:1: a file %.*s wrote (its first line "
		    "'%.*s%s'), not a corpus (want label<TAB>text, or "
		    "sms-vocab -t's token lines)", r->name, tl, tool, n,
		    r->line, more);
	return 0;
}

/*
 * A carriage return inside a TAB-separated line followed by a word and a
 * TAB ("...now\rspam\tWin...") ends a record: the file's lines end in CR
 * alone (classic Mac, Excel's "CSV (Macintosh)"), and the line is many records
 * run together.  Refused naming the conversion: 0 or -1 with e.
 */
int
ak_cr_inside(const char *s, size_t n, const char *where, const char *also,
    ak_err *e)
{
	const char *p = memchr(s, '\r', n), *q;
	size_t k = 0;

	if (p == NULL)
		return 0;
	for (q = p; q < s + n && *q == '\r'; q++)
		;
	if (q == s + n)
		return 0;	/* CRs at the end: no line after them */
	while (q + k < s + n && k < 24 && q[k] != '\r' && q[k] != '\t' &&
	    q[k] != ' ')
		k++;
	return ak_errf(e, "%s: a carriage return inside the line ('%.*s' "
	    "follows it): lines that end in CR alone (classic Mac)? convert "
	    "them with tr '\\r' '\\n'%s%s", where, (int)k, q, also ? "; " :
	    "", also ? also : "");
}

int
ak_corpus_cr_records(const ak_reader *r, ak_err *e)
{
	for (const char *p = memchr(r->line, '\r', r->len); p != NULL;
	    p = memchr(p + 1, '\r', r->len - (size_t)(p + 1 - r->line))) {
		size_t k = 1;

		while (p + k < r->line + r->len && k <= 48 && p[k] != '\t' &&
		    p[k] != ' ' && p[k] != '\r')
			k++;
		if (k > 1 && k <= 48 && p + k < r->line + r->len &&
		    p[k] == '\t')
			return ak_errf(e, "%s: a carriage return inside the "
			    "line ends a record ('%.*s' follows it): lines that "
			    "end in CR alone (classic Mac)? convert them with tr "
			    "'\\r' '\\n'", ak_reader_where(r), (int)(k - 1),
			    p + 1);
	}
	return 0;
}


int
ak_corpus_no_space(unsigned char ch)
{
	(void)ch;
	return 0;
}

/*
 * libcsv grows a field's buffer by its block size, 128 bytes unless set:
 * a field of n bytes would cost n / 128 reallocations, each a copy,
 * quadratic in n.  The block is set to the buffer's size before each
 * piece, so that the buffer doubles (at least CSV_BLK bytes, and never
 * past max + CSV_BLK, max the longest record: read_csv refuses a longer
 * one); and a piece is at most the buffer's size (csv_piece), so that
 * within it the buffer grows once: a long field on one line, quoted or
 * not, costs O(n) copies as one over many lines does.
 */
#define CSV_BLK ((size_t)4096)

static void
csv_grow(struct csv_parser *p, size_t max)
{
	size_t have = csv_get_buffer_size(p), blk = have;

	if (blk < CSV_BLK)
		blk = CSV_BLK;
	if (have < max && blk > max - have)
		blk = max - have > CSV_BLK ? max - have : CSV_BLK;
	else if (have >= max)
		blk = CSV_BLK;
	csv_set_blk_size(p, blk);
}

/* the longest piece to pass libcsv at once: the buffer's size, at least
   CSV_BLK (csv_grow) */
static size_t
csv_piece(struct csv_parser *p)
{
	size_t have = csv_get_buffer_size(p);

	return have > CSV_BLK ? have : CSV_BLK;
}

int
ak_corpus_buf_add(buf *b, const char *s, size_t n)
{
	if (b->n + n + 1 > b->cap) {
		size_t nc = b->cap ? b->cap : 256;
		char *q;

		while (nc < b->n + n + 1)
			nc *= 2;
		if ((q = realloc(b->p, nc)) == NULL)
			return -1;
		b->p = q;
		b->cap = nc;
	}
	if (n > 0)
		memcpy(b->p + b->n, s, n);
	b->n += n;
	b->p[b->n] = '\0';
	return 0;
}

int
ak_json_shape(const char *s, size_t n)
{
	size_t k = 0, m = n;
	json_error_t je;
	json_t *v;

	while (k < n && (s[k] == ' ' || s[k] == '\t'))
		k++;
	while (m > k && (s[m - 1] == ' ' || s[m - 1] == '\t'))
		m--;
	if (k == m || (s[k] != '{' && s[k] != '['))
		return AK_JSON_NONE;
	if (m - k == 1)
		return s[k] == '{' ? AK_JSON_OPEN_OBJECT : AK_JSON_OPEN_ARRAY;
	if ((v = json_loadb(s + k, m - k, 0, &je)) == NULL)
		return AK_JSON_NONE;
	int obj = json_is_object(v);
	json_decref(v);
	return obj ? AK_JSON_OBJECT : AK_JSON_ARRAY;
}

/* the error of quotes escaped with a backslash (corpus-int.h
   ak_corpus_r_open), what the sign seen at where */
static int
r_escaped(ak_err *e, const char *where, const char *what)
{
	return ak_errf(e, "%s: %s: quotes escaped with a backslash (R's "
	    "write.table, whose qmethod=\"escape\" is its default; Python's "
	    "doublequote=False)? --quoting csv reads \\\" as a backslash and "
	    "\"\" as one quote, and would join fields or records: write it "
	    "with write.csv() or write.table(..., qmethod=\"double\"), or "
	    "convert it: sed 's/\\\\\"/\"\"/g' FILE", where, what);
}

/* the quoted field libcsv holds (its closing quote last) has \" then
   delim: R's \"" at a field's end read as a backslash and one quote */
static int
esc_delim(const struct csv_parser *p, char delim)
{
	const unsigned char *b = p->entry_buf;

	for (size_t k = 0; b != NULL && k + 2 < p->entry_pos; k++)
		if (b[k] == '\\' && b[k + 1] == '"' && b[k + 2] == delim)
			return 1;
	return 0;
}

/*
 * ak_corpus_csv_feed (corpus-int.h): pass s[0..n) to libcsv, in pieces
 * that end at each '"' (and are at most csv_piece long), so that the parser's state can be looked at right after a quote.  libcsv (non-strict)
 * keeps a quoted field open when its closing quote is followed by anything
 * but a delimiter, newline or second quote ("abc" def...); the RFC 4180
 * readers of Python's csv module and pandas close the quoted part there
 * and read the rest of the field unquoted, the quote dropped ("free"dom:
 * freedom).  We do the same by clearing libcsv's `quoted` flag in that
 * state (pstate 3 = FIELD_MIGHT_HAVE_ENDED) and taking back the quote it
 * put in the field when it saw it.
 * Pieces end at each CR too: one outside a quoted field with more of the
 * line after it is refused (ak_cr_inside, where the line's "FILE:LINE").
 * Returns 0, -1 when libcsv fails (out of memory), -2 with e set.
 */
int
ak_corpus_r_unclosed(const ak_csv_esc *esc, ak_err *e)
{
	return r_escaped(e, esc->where, "a quoted field holds \\\"\" before "
	    "the line's end, read as a quote that leaves it open, not closed "
	    "before the end of the file");
}

int
ak_corpus_csv_feed(struct csv_parser *p, const char *s, size_t n, char delim,
    const int *failed, size_t max, ak_csv_esc *esc, const char *where,
    void (*field)(void *, size_t, void *), void (*rec)(int, void *),
    void *data, ak_err *e)
{
	size_t i = 0;

	while (i < n) {
		const char *q = memchr(s + i, '"', n - i);
		const char *cr = memchr(s + i, '\r', n - i);
		if (cr != NULL && (q == NULL || cr < q))
			q = cr;
		size_t j = q ? (size_t)(q - s) + 1 : n;

		csv_grow(p, max);
		if (j - i > csv_piece(p))	/* ends before the quote or CR */
			j = i + csv_piece(p);
		if (p->pstate == 3 && p->quoted && s[i] != '"' &&
		    s[i] != delim && s[i] != '\n' && s[i] != '\r') {
			if (esc_delim(p, delim)) {	/* R's \"", more */
				(void)r_escaped(e, where, "a quoted field "
				    "holds \\\"\" before a delimiter and ends "
				    "at a single quote with more after it");
				return -2;
			}
			if (esc != NULL && i >= 2 && s[i - 2] == '\\') {
				(void)r_escaped(e, where, "a quote right after "
				    "a backslash ends a quoted field with more "
				    "after it");	/* R's \" inside a text */
				return -2;
			}
			if (esc != NULL && esc->where[0] != '\0') {
				(void)r_escaped(e, esc->where, "a quoted field "
				    "holds \\\"\" before the line's end, and a "
				    "later single quote ends it with more after "
				    "it");	/* the next record's, joined */
				return -2;
			}
			/* libcsv holds the closing quote in the field until
			   it knows; the field reads on unquoted without it
			   ("free"dom: freedom) */
			p->entry_pos -= p->spaces + 1;
			p->spaces = 0;
			p->quoted = 0;
		}
		if (csv_parse(p, s + i, j - i, field, rec, data) != j - i)
			return -1;
		/* '\""' read as a doubled quote, the field open, before the
		   delimiter or the line's end: R's sign (ak_csv_esc) */
		if (esc != NULL && j >= 3 && j < n && s[j - 1] == '"' &&
		    s[j - 2] == '"' && s[j - 3] == '\\' && p->pstate == 2 &&
		    p->quoted && (s[j] == delim || s[j] == '\n' ||
		    s[j] == '\r') && esc->where[0] == '\0')
			snprintf(esc->where, sizeof esc->where, "%s", where);
		/* a CR outside a quoted field ended a record (libcsv's rule):
		   with more of the line after it, lines that end in CR alone
		   (a CR in a quoted field is the field's); the CR and the
		   bytes after it but the last, the '\n' read_csv put in the
		   reader's NUL slot */
		if (s[j - 1] == '\r' && !(p->quoted && p->pstate == 2) &&
		    !*failed && ak_cr_inside(s + j - 1, n - j, where, NULL,
		    e) != 0)
			return -2;
		i = j;
	}
	return 0;
}

/* c as a message names it: "\\t" for a TAB, else the byte */
static const char *
delim_name(char c, char b[3])
{
	b[0] = c == '\t' ? '\\' : c;
	b[1] = c == '\t' ? 't' : '\0';
	b[2] = '\0';
	return b;
}

/* the error of Excel's line 'sep=X' for an X no --delimiter reads (':',
   '.', ...): the conversion named, by Python's csv module (Excel's
   quoting) where X can be written in its command, else by the
   spreadsheet that wrote the file */
static int
sep_other(const ak_reader *r, char x, ak_err *e)
{
	if (x == '"' || x == '\'' || x == '\\')
		return ak_errf(e, "%s:1: Excel's line 'sep=%c' says the fields "
		    "are separated by '%c', which the tools do not read (they "
		    "read ',', ';', '|' and TAB): save it again from the "
		    "spreadsheet that wrote it, as CSV or tab-separated text",
		    r->name, x, x);
	char py[300], cmd[1400];	/* python3 after zcat for gzip */

	snprintf(py, sizeof py, "python3 -c 'import csv,sys; r = csv.reader("
	    "open(sys.argv[1], newline=\"\"), delimiter=\"%c\"); next(r); "
	    "csv.writer(sys.stdout).writerows(r)'", x);
	return ak_errf(e, "%s:1: Excel's line 'sep=%c' says the fields are "
	    "separated by '%c', which the tools do not read (they read ',', "
	    "';', '|' and TAB): convert the file to ',' (%s > FILE.csv) and "
	    "read that with --csv", r->name, x, x, ak_filter_cmd(cmd, sizeof
	    cmd, py, r->name, r->gz != NULL));
}

int
ak_corpus_sep_line(const ak_reader *r, char delim, const ak_corpus_opt *o,
    ak_err *e)
{
	char x, opt[24], b1[3], b2[3], b3[3], msg[1100];

	if (r->len != 5 || memcmp(r->line, "sep=", 4) != 0)
		return 0;
	x = r->line[4];
	if (x != '\t' && !(x > ' ' && x < 0x7f && ispunct((unsigned char)x)))
		return 0;	/* 'sep=a': a word, no delimiter */
	if (r->lineno > 1 && o->all_text)
		return 0;	/* a message: nothing guessed */
	if (r->lineno > 1)	/* a second spreadsheet's file after cat */
		return ak_errf(e, "%s:%ld: Excel's delimiter line 'sep=%s' (a "
		    "spreadsheet's first line) inside the file: files "
		    "concatenated? keep the first file's first lines only "
		    "(tail -n +2 on the others, +3 with a header)%s", r->name,
		    r->lineno, delim_name(x, b1), o->unlabeled ? " (lines as "
		    "they are? --all-text)" : "");
	/* the plain --unlabeled read takes whole lines: any delimiter; a
	   delimited one splits records by delim, and must agree */
	if ((o->unlabeled && o->quoting == AK_QUOTING_NONE) || x == delim) {
		if (o->note != NULL) {
			snprintf(msg, sizeof msg, "%s:1: Excel's line 'sep=%s' "
			    "(the fields' delimiter) skipped", r->name,
			    delim_name(x, b1));
			o->note(o->note_ctx, msg);
		}
		return 1;
	}
	if (x != ',' && x != ';' && x != '|' && x != '\t')
		return sep_other(r, x, e);
	if (x == ',')
		snprintf(opt, sizeof opt, "--csv");
	else if (x == '\t')
		snprintf(opt, sizeof opt, "--delimiter tab");
	else
		snprintf(opt, sizeof opt, "--delimiter '%c'", x);
	return ak_errf(e, "%s:1: Excel's line 'sep=%s' says the fields are "
	    "separated by '%s', not '%s': read it with %s", r->name,
	    delim_name(x, b1), delim_name(x, b2), delim_name(delim, b3), opt);
}

int
ak_corpus_csv_fail(const ak_reader *r, struct csv_parser *p,
    long start, int rc, ak_err *e)
{
	char lim[AK_FMT_SIZE_MAX];

	if (rc == 0)
		return ak_errf(e, "%s:%ld: a record longer than %s (lines %ld "
		    "to %ld), the longest line this run reads (a sixteenth of "
		    "its memory: -M, ulimit -v or -d): a quoted field not "
		    "closed?", r->name, start, ak_fmt_size(lim, r->max), start,
		    r->lineno);
	if (rc == -2)
		return -1;
	if (csv_error(p) == CSV_ENOMEM)
		return ak_errf(e, "%s:%ld: out of memory for a field of %zu "
		    "bytes (the record's; at line %ld)", r->name, start,
		    csv_get_buffer_size(p) + p->blk_size, r->lineno);
	return ak_errf(e, "%s: %s", ak_reader_where(r),
	    csv_strerror(csv_error(p)));
}

int
ak_corpus_r_open(const ak_reader *r, const struct csv_parser *p)
{
	size_t n = r->len;

	if (n > 0 && r->line[n - 1] == '\r')
		n--;
	/* inside a quoted field past the line's end (libcsv's FIELD_BEGUN),
	   the line ending in a backslash and the "" read as one quote */
	return p->quoted && p->pstate == 2 && n >= 3 &&
	    memcmp(r->line + n - 3, "\\\"\"", 3) == 0;
}

int
ak_corpus_r_escape(const ak_reader *r, char delim, ak_err *e)
{
	char where[1100];

	/* inside that field, a quote no RFC 4180 writer leaves single
	   there starts the line: R's next record */
	if (r->len < 2 || r->line[0] != '"' || r->line[1] == '"' ||
	    r->line[1] == delim || r->line[1] == '\r')
		return 0;
	snprintf(where, sizeof where, "%s:%ld", r->name, r->lineno - 1);
	return r_escaped(e, where, "a quoted field ends the line in \\\"\" "
	    "and the next line starts a record");
}
