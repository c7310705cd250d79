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
 * ak_conv_is_utf8: 1 when name is UTF-8 as given to --encoding, "utf-8"
 * or "utf8" in any case (the readers check it themselves, with no
 * converter: an explicit one says the bytes are UTF-8 as they are); else
 * 0.  No errors.
 */
int ak_conv_is_utf8(const char *name);

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
 * likely in, for the hint of an "invalid UTF-8" error: a page of Greek,
 * Hebrew, Arabic or Thai ("cp1253", "iso-8859-7", "cp1255", "iso-8859-8",
 * "cp1256", "iso-8859-6", "cp874": ak_conv_script's) when that page's
 * letters make runs of three or more, a quarter of the line's letters
 * (those and A-Z, a-z), no more than half the high bytes beside an ASCII
 * letter, it reads the line better than every page of another script
 * (Cyrillic's six among them) by 5 nats or more, and as text: -4.8 nats
 * a byte from 0x80 or more (Thai -4.5, and no more than 1 in 20 of them
 * a symbol or a mark away from a consonant: a double-byte page's pairs
 * read as Thai letters are); else "cjk" (Chinese,
 * Japanese or Korean in a double-byte code page: gbk, big5, shift_jis,
 * euc-jp, euc-kr; which one the bytes do not tell) when every byte from
 * 0x81 is the first of a pair whose second is 0x40-0x7E or 0x80-0xFE,
 * three pairs or more, in a run of six bytes from 0x80, or with pairs of
 * two high bytes twice those ending in ASCII, or pairs ending in an ASCII
 * letter six or more and twice the line's other ASCII letters (big5), or
 * every pair a Hangul syllable's in euc-kr (B0-C8, A1-FE; four or more),
 * Russian's ten frequent letters (in cp1251, koi8-r, or small in cp866,
 * iso-8859-5) under half of its high bytes and pairs of two bytes
 * 0x80-0x9F (cp866's capitals) under half of the pairs; or with two of
 * shift_jis's katakana (83 40-7E, ー 81 5B) or euc-jp's kana (A4, A5)
 * half the pairs; else the Cyrillic code page that reads it best
 * (ak_conv_cyr: "cp1251", "koi8-r", "koi8-u", "iso-8859-5", "cp866" or
 * "mac-cyrillic") when that page reads a run of three of its letters or
 * more (c.maxrun: runs of that page's letters, not of any high bytes), its
 * letters are a quarter of the line's (those and A-Z, a-z), and no more
 * than half the high bytes stand beside an ASCII letter (Western and
 * Turkish text has its accented letters inside ASCII words: 'aquí»…',
 * 'görüşürüz'); but "letters" (its script not certain: Greek in cp1253
 * and Hebrew in cp1255 are koi8-r's capitals, Arabic in cp1256 mostly
 * cp1251's) when fewer than 3 in 10 of those letters are Russian's ten
 * most frequent (о е а и н т с р в л) or Ukrainian's і, when most are
 * capitals and under half the ten, when koi8-r or koi8-u wins and reads
 * more than 1 in 6 as capitals (a Russian line has a capital or two;
 * Russian in capitals too), when a Greek, Hebrew, Arabic or Thai page
 * reads it less than 3 nats worse than the best page of another script
 * (the script not certain either way), or when cp1251, mac-cyrillic or
 * iso-8859-5
 * wins and the letters, moved where cp1251 has them, are not Russian's
 * (conv.c not_russian: й after a consonant, capitals inside words or two
 * before a small letter, ф щ ц ж ш х one in seven, cp1256's article ال
 * starting a word: iso-8859-5's Чс once, cp1251's Зб twice); "short" when its
 * longest run is two letters, a quarter of its letters, and runs of two
 * are as many as single ones or more ('Да ок', 'Да, да' in cp866), or
 * when its only high bytes are one word of one or two bytes from 0xC0
 * standing alone among two ASCII letters or fewer ('и 0.1 0.2', a Russian
 * model's first word; 'à'): too short to tell Cyrillic from Western
 * European; else "cp1258" when two tones stand as cp1258's combining
 * marks (0xCC 0xEC 0xDE 0xD2 0xF2) after vowels (Vietnamese); else
 * "central" (cp1250, iso-8859-2) when a byte that is their
 * letter and cp1252's symbol (ł ą ż ľ, iso-8859-2's ą ś ź; cp1252's ³ ¹ ¿
 * ¾ ± ¶ ¼; not ª º ´ · or the soft hyphen) stands between letters, or
 * one of ł ą ż ľ ť after a letter; else "latin1" when it holds a byte
 * that cp1252 lacks (0x81, 0x8D, 0x8F, 0x90, 0x9D), else "cp1254" when
 * it holds one of Turkish's ğ Ğ ı İ ş Ş (cp1252's ð Ð ý Ý þ Þ) and its
 * longest Cyrillic run is under three letters or its high bytes stand
 * mostly beside ASCII letters, else "western" when a byte 0x80-0x9F
 * stands between two ASCII letters (Mac Roman's é 0x8E, cp850's é 0x82,
 * where cp1252 has Š Œ Ž š œ ž Ÿ; not its punctuation … and 0x91-0x97:
 * don’t) or a CR inside the line (lines ended by CR alone: Excel for
 * Mac's "CSV (Macintosh)"), else "cp1252" (the Windows code page of
 * spam.csv).  A hint, not a decision.  No errors; n may be 0.
 */
const char *ak_conv_guess(const char *s, size_t n);

/*
 * ak_conv_guess_alt: ak_conv_guess, and in *alt (alt may be NULL) the
 * Cyrillic code page that comes next, when the guess is one: the best of
 * the others that reads the line's bytes as other characters (NULL when
 * every other reads them alike, or the guess is no Cyrillic page); of
 * "short", the Cyrillic page that reads it best; of a Greek, Hebrew or
 * Arabic page, the same script's other page when it reads the line's
 * bytes otherwise (ak_script's alt: iso-8859-7 beside cp1253 for Ά);
 * of "cp1252", "cp1250"
 * when a byte is a letter of both but another (cp1250's ř ě č ů ę ń ś
 * are cp1252's ø ì è ù ê ñ œ).  No errors.
 */
const char *ak_conv_guess_alt(const char *s, size_t n, const char **alt);

/*
 * ak_conv_page: the code page to name in a conversion (iconv -f PAGE,
 * gensim's encoding=PAGE) of a line that is not UTF-8 (s[0..n)), from
 * ak_conv_guess_alt: 1 with its iconv name in *page, what it is in words
 * in *what ("Cyrillic", "Cyrillic in the DOS code page", "Ukrainian in
 * KOI8-U", "Cyrillic from a Mac", "Greek", "Hebrew", "Arabic", "Thai",
 * "Turkish", "Central European",
 * "Latin-1", "a Windows file") and the next page to try in *alt (NULL:
 * none; the guess's own alternative, iso-8859-2 after cp1250, macintosh
 * after cp1252 when a byte 0x80-0x9F stands inside a word); 0 when the
 * bytes name no one page (cjk, a short line, letters of an uncertain
 * script), *page and *alt NULL and *what the pages it may be, in words.
 * The readers' hints of vector files, vocabularies and binary models
 * name it alike.  No errors.
 */
int ak_conv_page(const char *s, size_t n, const char **page,
    const char **what, const char **alt);

/* ak_conv_script_what: the script of page, one of ak_conv_script's seven
   ("Greek", "Hebrew", "Arabic", "Thai"), or NULL for any other page */
const char *ak_conv_script_what(const char *page);

/* ak_conv_is_cyr: 1 when page (an ak_conv_guess) is one of Cyrillic's six
   code pages (ak_conv_cyr's), else 0 */
int ak_conv_is_cyr(const char *page);

/*
 * ak_cyr: a line's bytes read in the Cyrillic code page that reads them
 * best (ak_conv_cyr)
 */
typedef struct ak_cyr {
	const char *page;	/* cp1251, koi8-r, koi8-u, iso-8859-5, cp866
				   or mac-cyrillic */
	const char *alt;	/* the best of the others that reads the
				   bytes otherwise; NULL: none */
	size_t high;		/* bytes from 0x80 */
	size_t letters;		/* bytes from 0x80 that page reads as
				   Cyrillic letters */
	size_t caps;		/* ... of them capitals */
	size_t top;		/* ... of them о е а и н т с р в л і */
	size_t ascii;		/* ASCII letters */
	size_t maxrun;		/* the longest run of its Cyrillic letters */
	size_t singles, pairs;	/* runs of one letter, of two or more */
	double score;		/* page's score (ak_conv_cyr) */
} ak_cyr;

/*
 * ak_conv_cyr: which of Cyrillic's code pages (cp1251, koi8-r, koi8-u,
 * iso-8859-5, cp866, mac-cyrillic; their tables iconv's) reads the n
 * bytes at s as the likeliest text, into *c: each page scores the sum of
 * its letters' log frequencies (Russian's, with Ukrainian's і ї є ґ,
 * Belarusian's ў, Serbian's and Macedonian's ђ ј љ њ ћ џ ѓ ќ ѕ), less 4
 * for a capital right after a small letter, 6 for a capital standing
 * alone, 4 for a letter beside a Latin one, 4 for a byte that is neither
 * letter nor a text's punctuation (« » — … № ...; 8 between two
 * letters), 2 for punctuation between two letters; the highest wins, the
 * first in that order on a tie (pages that read the bytes alike: koi8-r
 * for koi8-u without і ї є ґ).  Measured through ak_conv_guess on the
 * lesson's Russian text and the system's translations (Russian,
 * Ukrainian, Bulgarian, Belarusian, Serbian, Macedonian), each in every
 * page of the six it can be written in, 120 pieces a length: the page
 * named first reads right 98% of whole lines, 94% of three-word pieces,
 * 72% of single words (cp1251 and koi8-r only, before it: 57%, 57%,
 * 46%).  A guess, not a decision.  No errors; n may be 0.
 */
void ak_conv_cyr(const char *s, size_t n, ak_cyr *c);

/*
 * ak_conv_cyr_top: the most of the n bytes at s (from 0x80) that one of
 * cp1251 and koi8-r (either case), cp866 and iso-8859-5 (small letters:
 * cp866's capitals 0x80-0x9F are shift_jis's first bytes) reads as
 * Russian's ten most frequent letters, о е а и н т с р в л (the
 * double-byte rule's test that a line is not Russian).  No errors.
 */
size_t ak_conv_cyr_top(const char *s, size_t n);

/*
 * ak_conv_cyr_char: the code point that Cyrillic page `page` (one of
 * ak_conv_cyr's six names) has at byte b (b < 0x80: b itself), from the
 * tables tools/gen-page-tab.py generates; 0 when the page has no
 * character there or is not one of the six.  No errors.
 */
unsigned ak_conv_cyr_char(const char *page, unsigned char b);

/*
 * ak_conv_cyr_freq: the frequency in ten thousand letters (conv-cyr.c's
 * table: Russian's, with Ukrainian's, Belarusian's, Serbian's and
 * Macedonian's letters) of code point c as a Cyrillic letter, its case
 * in *cap (1: a capital); -1 when c is no Cyrillic letter.  No errors.
 */
int ak_conv_cyr_freq(unsigned c, int *cap);

/*
 * ak_script: a line's bytes read in the Greek, Hebrew, Arabic or Thai
 * code page that reads them best (ak_conv_script)
 */
typedef struct ak_script {
	const char *page;	/* cp1253, iso-8859-7 (Greek), cp1255,
				   iso-8859-8 (Hebrew), cp1256, iso-8859-6
				   (Arabic) or cp874 (Thai) */
	const char *alt;	/* the same script's other page when it
				   reads a byte of the line otherwise; NULL:
				   none (Thai: TIS-620 is cp874's letters) */
	double margin;		/* page's score less the best page's of
				   another script (Cyrillic's six, and these
				   of another script), in nats */
	double mean;		/* page's score per byte from 0x80 */
	size_t high;		/* bytes from 0x80 */
	size_t letters;		/* ... page reads as its script's letters */
	size_t maxrun;		/* their longest run */
	size_t bad;		/* ... neither punctuation nor a letter
				   where its script writes it */
} ak_script;

/*
 * ak_conv_script: which of the Greek (cp1253, iso-8859-7), Hebrew
 * (cp1255, iso-8859-8), Arabic (cp1256, iso-8859-6) and Thai (cp874)
 * code pages reads the n bytes at s as the likeliest text, into *x, and
 * by how much better than the pages of the other scripts (Cyrillic's six
 * and these).  Each page, and each Cyrillic one, scores the
 * log-likelihood of the bytes from 0x80 it reads: a letter its frequency
 * in its language (in ten thousand letters, measured on the system's
 * translations; Cyrillic's ak_conv_cyr_freq), a capital a tenth of that
 * at a word's start, a hundredth after a small letter, 3 in 10 after a
 * capital; a letter where its script does not write it 3 in 100 of its
 * frequency (Hebrew's final forms ך ם ן ף ץ and Greek's ς before a
 * letter, their other forms ending a word), 5 in 100 (Cyrillic's й after
 * a consonant) or 1 in 100 (a Thai vowel mark or tone not after a
 * consonant, เ แ โ ใ ไ not before one; a Hebrew point, an Arabic haraka
 * not after a letter; Cyrillic's ъ ы ь starting a word); a text's
 * punctuation (« » — … ، ؟ ־ ...) 1 in 100 and any other character 1 in
 * 10,000.  A guess, not a decision.  No errors; n may be 0.
 */
void ak_conv_script(const char *s, size_t n, ak_script *x);

/*
 * ak_conv_script_char: the code point that page (one of ak_conv_script's
 * seven) has at byte b (b < 0x80: b itself), from the tables
 * tools/gen-page-tab.py generates; 0 when it has none there or page is
 * not one of them.  No errors.
 */
unsigned ak_conv_script_char(const char *page, unsigned char b);

/*
 * ak_conv_7bit: the 7-bit encoding whose signature the n bytes at s hold,
 * which the UTF-8 check passes since every byte is ASCII: "iso-2022-jp"
 * (Japanese e-mail: ESC $ B ... ESC ( B), "iso-2022-kr" (ESC $ ) C),
 * "iso-2022-cn" (ESC $ ) A, ESC $ * H): an escape, then one of $ ( ) * +
 * - . /; "hz" (RFC 1843, Chinese e-mail's 7-bit GB2312, which glibc's
 * iconv lacks): '~{', then two bytes 0x21-0x7E or more, an even count,
 * then '~}' or the line's end; or "utf-7": every '+' of the line starts what UTF-7's encoders
 * write ('+-' for a '+', else a run of base64 no longer than its UTF-16
 * units need, the bits left over zero), each run's units letters of one
 * script (Latin's U+00C0-U+024F, Greek, Cyrillic, Hebrew, Arabic,
 * Devanagari, Thai, kana and CJK with their full-width forms, Hangul) or
 * the punctuation beside them (ASCII, « », ， ？), no run an
 * English-looking word unless Latin, two units or more in the line, or one
 * Latin letter inside a word ('+BB8EQAQ4BDIENQRC-' is Привет,
 * 'Dzi+ARk-kuj+ARk-' Dziękuję; a phone number '+447797706009', 'C++', a
 * mention '+Vodafone', '+dating' and a line with a '+' alone are ASCII);
 * else NULL.  *at is the signature's byte (from 0); 0 when NULL.  No
 * errors.
 */
const char *ak_conv_7bit(const char *s, size_t n, size_t *at);

/*
 * ak_conv_cesu: 1 when the n bytes at s hold a UTF-16 surrogate written as
 * UTF-8 (ED, then A0-BF, then a continuation byte: CESU-8, Java's modified
 * UTF-8, writes an emoji as two such halves; no UTF-8 text has one) and
 * the bytes around the halves are valid UTF-8 (a line of gbk, euc-kr or
 * cp1252 may hold the three bytes among others that are not), *at its
 * first byte (from 0); else 0.  No errors.
 */
int ak_conv_cesu(const char *s, size_t n, size_t *at);

/*
 * ak_conv_mojibake_n: when the n bytes at s (valid UTF-8) are UTF-8 read
 * once as cp1252 and written again ('Ð’Ñ‹' for 'Вы', 'cafÃ©' for 'café':
 * Excel's round trip): every character is cp1252's (U+FFFD standing for a
 * byte cp1252 lacks), and their cp1252 bytes are valid UTF-8; the
 * characters beyond ASCII those bytes hold ('cafÃ©' 1, 'Ð’Ñ‹' 2); else 0
 * (the first 512 characters judged).  No errors.
 */
size_t ak_conv_mojibake_n(const char *s, size_t n);

/*
 * ak_conv_latin1_c1: 1 when the n bytes at s (UTF-8) hold a C1 control,
 * U+0080-U+009F: a round trip through ISO-8859-1, not cp1252 (which has
 * letters there), so undone with iconv -t latin1; else 0.  No errors.
 */
int ak_conv_latin1_c1(const char *s, size_t n);

/* ak_conv_close: free the converter (a closed or zeroed one is fine). */
void ak_conv_close(ak_conv *c);

#endif
