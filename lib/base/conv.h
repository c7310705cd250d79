/*
 * conv.h — input text in another character encoding (cp1252, latin1, ...)
 * converted to UTF-8 line by line with iconv(3), so that every reader after
 * it sees UTF-8 (the spam.csv distribution of the corpus is cp1252).
 *
 * Only encodings in which '\n' is the byte 0x0A and no character's bytes
 * contain it (ASCII supersets: the ISO-8859 family, Windows code pages,
 * UTF-8, KOI8, ...) can be converted a line at a time; ak_conv_open
 * converts a probe of those bytes and refuses any other encoding (UTF-16/32,
 * UCS-2/4, UNICODE, WCHAR_T, EBCDIC), whatever its name.
 */
#ifndef AK_CONV_H
#define AK_CONV_H

#include <stddef.h>

#include "util.h"

typedef struct ak_conv {
	void *cd;		/* iconv_t, (void *)-1 when closed */
	char name[64];		/* the encoding, as given, for messages */
	char *buf;		/* the converted line */
	size_t cap;
} ak_conv;

/*
 * ak_conv_open: a converter from encoding `name` (iconv's names, case
 * ignored: "cp1252", "latin1", "ISO-8859-15", ...) to UTF-8.  Returns 0,
 * or -1 with "--encoding: 'koi8_r' is Python's spelling: iconv calls it
 * koi8-r (--encoding koi8-r)" for the spelling of Python (pandas) that
 * iconv lacks (latin-1, mac_roman, mac_cyrillic, iso8859_5 likewise;
 * utf-8-sig, utf_8 and cp65001 "... Python's spelling of UTF-8: read the
 * file without --encoding ..."), or "--encoding: 'NAME' is not an encoding iconv knows" (or "... is
 * not line-based (...)" when newline, TAB, comma, quote or CR are not
 * their ASCII bytes in it, or "--encoding: empty name": iconv_open would
 * silently take the locale's charset) in e.
 */
int ak_conv_open(ak_conv *c, const char *name, ak_err *e);

/*
 * ak_conv_line: convert the n bytes at s (one line, no '\n') to UTF-8; on
 * success *out points at the NUL-terminated result (valid until the next
 * call) and *outlen is its length.  A byte sequence that has no character
 * in the encoding (cp1252 0x81, 0x8D, 0x8F, 0x90, 0x9D) or is cut short
 * gives -1 with "WHERE: byte 0x81 at byte 12 cannot be converted from
 * cp1252 to UTF-8" in e (WHERE is the caller's "FILE:LINE", byte counted
 * from 1).  A NUL or a newline in the result, which a stateful encoding
 * writes with other bytes (UTF-7's +AAA-, +AAo-), is an error too ("WHERE:
 * NUL byte at character 11 of the line converted from UTF-7 ..."): the
 * readers would cut the line there.  Returns 0 or -1.
 */
int ak_conv_line(ak_conv *c, const char *s, size_t n, const char *where,
    char **out, size_t *outlen, ak_err *e);

/*
 * ak_conv_guess: the encoding a line that is not UTF-8 (s[0..n)) is most
 * likely in, for the hint of an "invalid UTF-8" error: "cjk" (Chinese,
 * Japanese or Korean in a double-byte code page: gbk, big5, shift_jis,
 * euc-jp, euc-kr; which one the bytes do not tell) when every byte from
 * 0x81 is the first of a pair whose second is 0x40-0x7E or 0x80-0xFE,
 * three pairs or more, in a run of six bytes from 0x80 or with pairs of
 * two high bytes twice those ending in ASCII, Russian's ten frequent
 * letters under half of its high bytes and pairs of two bytes 0x80-0x9F
 * (cp866's capitals) under half of the pairs; else "cp866" (the DOS
 * code page) when its Cyrillic lies at 0x80-0xAF and 0xE0-0xF1 and more
 * of its bytes are cp866's ten most frequent Russian letters than
 * cp1251's or koi8-r's, else "cp1251", "koi8-r" or "mac-cyrillic" when
 * it looks Cyrillic, "letters" when it looks like the letters of another
 * single-byte script (below), else "latin1" when it holds a byte that
 * cp1252 lacks (0x81, 0x8D, 0x8F, 0x90, 0x9D), else "cp1254" when it holds
 * one of Turkish's ğ Ğ ı İ ş Ş (cp1252's ð Ð ý Ý þ Þ) and no run of three
 * bytes 0xC0-0xFF (Turkish's letters stand alone), else "western" when a
 * byte 0x80-0x9F stands between two ASCII letters (Mac Roman's é 0x8E,
 * cp850's é 0x82, where cp1252 has Š Œ Ž š œ ž Ÿ; not its punctuation …
 * and 0x91-0x97: don’t) or a CR inside the line
 * (lines ended by CR alone: Excel for Mac's "CSV (Macintosh)"), else
 * "cp1252" (the Windows code page of spam.csv).  "short" comes before
 * those when its longest run of bytes 0xC0-0xFF is two, they make a
 * quarter of its letters, and runs of two are as many as single ones or
 * more ('Да ок' in cp1251, or 'Größe'; not 'Größe à été'): too short to
 * tell Cyrillic from Western European.  The rule: Cyrillic words in either Cyrillic
 * code page are runs of bytes 0xC0-0xFF, while Western European text in
 * cp1252 has an accented letter (0xC0-0xFF) here and there among ASCII
 * letters ("café", at most two in a row: "Größe"); so a line with
 * a run of three or more such bytes that make a quarter of its letters
 * (those bytes and A-Z, a-z) or more is Cyrillic.  Of the two code pages
 * (the same bytes, in another order) the one in which more of those bytes
 * are the ten most frequent Russian letters (о е а и н т с р в л, either
 * case) wins, cp1251 on a tie: right on every line of the lesson's Russian
 * text (attention-lesson.ru.txt) in both, lower or upper case, and on 96%
 * of its three-word pieces.  cp1251's winner is "mac-cyrillic" when more
 * capitals are followed by a small letter as Mac Cyrillic writes them (А-Я
 * 0x80-0x9F, а-я 0xDF-0xFE) than as cp1251 does.  The line is "letters"
 * (its script not certain: Greek in cp1253 and Hebrew in cp1255 are
 * koi8-r's capitals, Arabic in cp1256 mostly cp1251's) when fewer than 3
 * in 10 of those bytes are the ten letters, when koi8-r wins and reads
 * more than 1 in 6 of them as capitals (Arabic's ل م ن ه و ي are there;
 * a Russian line has a capital or two; Russian in capitals too), or when
 * cp1251 wins,
 * reads most as capitals, and fewer than half are the ten.  A hint, not a
 * decision.  No errors; n may be 0.
 */
const char *ak_conv_guess(const char *s, size_t n);

/* ak_conv_close: free the converter (a closed or zeroed one is fine). */
void ak_conv_close(ak_conv *c);

#endif
