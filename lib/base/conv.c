#include <errno.h>
#include <iconv.h>
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "conv.h"

/* Python's codec names that iconv spells otherwise, after the '_' of
   Python's spelling made '-' (koi8_r, mac_cyrillic, iso8859_5, euc_kr
   need no more): pandas' encoding='latin-1', Kaggle's spam.csv idiom */
static const char *const py_alias[][2] = {
	{ "latin-1", "latin1" }, { "l1", "latin1" },
	{ "mac-roman", "macintosh" }, { "cp65001", "utf-8" },
	{ "utf-8-sig", "utf-8" },	/* UTF-8, its mark dropped (io.h) */
	{ "u8", "utf-8" }, { "utf", "utf-8" },
};

/* the iconv name of Python's spelling s (lower case, '_' made '-',
   py_alias) into buf, or NULL when it is s itself */
static const char *
py_name(const char *s, char *buf, size_t n)
{
	size_t i;

	for (i = 0; s[i] != '\0' && i + 1 < n; i++)
		buf[i] = s[i] == '_' ? '-' : (char)tolower((unsigned char)s[i]);
	buf[i] = '\0';
	for (size_t k = 0; k < sizeof py_alias / sizeof py_alias[0]; k++)
		if (strcmp(buf, py_alias[k][0]) == 0)
			snprintf(buf, n, "%s", py_alias[k][1]);
	return strcasecmp(buf, s) == 0 ? NULL : buf;
}

int
ak_conv_open(ak_conv *c, const char *name, ak_err *e)
{
	char py[64];

	memset(c, 0, sizeof *c);
	c->cd = (void *)-1;
	snprintf(c->name, sizeof c->name, "%s", name);
	if (name[0] == '\0')	/* iconv would take the locale's charset */
		return ak_errf(e, "--encoding: empty name (try cp1252, "
		    "latin1; iconv -l lists them)");
	iconv_t cd = iconv_open("UTF-8", name);
	/* Python's (pandas') spelling: refused naming iconv's, or, for
	   UTF-8's (utf-8-sig: UTF-8 after a byte-order mark, which the
	   default read drops), the default read */
	if (cd == (iconv_t)-1 && py_name(name, py, sizeof py) != NULL &&
	    strcmp(py, "utf-8") == 0)
		return ak_errf(e, "--encoding: '%.60s' is Python's spelling of "
		    "UTF-8: read the file without --encoding (UTF-8 is the "
		    "default; a byte-order mark is dropped), or with --encoding "
		    "utf-8 to read its bytes as they are", name);
	if (cd == (iconv_t)-1 && py_name(name, py, sizeof py) != NULL &&
	    (cd = iconv_open("UTF-8", py)) != (iconv_t)-1) {
		iconv_close(cd);
		return ak_errf(e, "--encoding: '%.60s' is Python's spelling: "
		    "iconv calls it %s (--encoding %s)", name, py, py);
	}
	if (cd == (iconv_t)-1)
		return ak_errf(e, "--encoding: '%.60s' is not an encoding "
		    "iconv knows (try cp1252, latin1; iconv -l lists them)",
		    name);
	/* line-based: the bytes the readers split on (newline, TAB, comma,
	   quote, CR) must be themselves in the encoding; UTF-16/32, UCS-2/4,
	   UNICODE, WCHAR_T and EBCDIC fail this probe whatever their name */
	static const char probe[] = "\n\t,\"\r ham";
	char out[4 * sizeof probe], *in = (char *)probe, *o = out;
	size_t inleft = sizeof probe - 1, oleft = sizeof out;
	size_t rc = iconv(cd, &in, &inleft, &o, &oleft);
	if (rc != (size_t)-1)	/* a letter held back (CP1258's 'm') */
		rc = iconv(cd, NULL, NULL, &o, &oleft);
	if (rc == (size_t)-1 || inleft != 0 ||
	    (size_t)(o - out) != sizeof probe - 1 ||
	    memcmp(out, probe, sizeof probe - 1) != 0) {
		iconv_close(cd);
		return ak_errf(e, "--encoding: '%.60s' is not line-based "
		    "(newline, TAB and comma are not their ASCII bytes in it, "
		    "as in UTF-16/32, UCS and EBCDIC; convert with iconv(1) "
		    "first)", name);
	}
	c->cd = (void *)cd;
	return 0;
}

int
ak_conv_is_utf8(const char *name)
{
	return strcasecmp(name, "utf-8") == 0 || strcasecmp(name, "utf8") == 0;
}

int
ak_conv_line(ak_conv *c, const char *s, size_t n, const char *where,
    char **out, size_t *outlen, ak_err *e)
{
	/* UTF-8 needs at most 4 bytes per input byte for these encodings */
	if (n > ((size_t)-1 - 1) / 4)
		return ak_errf(e, "%s: line too long", where);
	size_t need = 4 * n + 1;
	if (need > c->cap) {
		char *p = realloc(c->buf, need);
		if (p == NULL)
			return ak_errf(e, "out of memory (%zu bytes)", need);
		c->buf = p;
		c->cap = need;
	}
	iconv((iconv_t)c->cd, NULL, NULL, NULL, NULL);	/* initial state */
	char *in = (char *)s, *o = c->buf;
	size_t inleft = n, oleft = c->cap - 1;
	while (inleft > 0) {
		if (iconv((iconv_t)c->cd, &in, &inleft, &o, &oleft) !=
		    (size_t)-1)
			continue;
		if (errno == E2BIG)
			return ak_errf(e, "%s: a character of %s takes more "
			    "than 4 bytes in UTF-8", where, c->name);
		return ak_errf(e, "%s: byte 0x%02X at byte %zu cannot be "
		    "converted from %s to UTF-8%s", where,
		    (unsigned)(unsigned char)*in, (size_t)(in - s) + 1,
		    c->name, errno == EINVAL ? " (cut short)" : "");
	}
	/* the state's end: a converter may hold the line's last character
	   back (glibc's CP1255 and CP1258 keep a letter until they see
	   whether a combining point follows): written now, not dropped by
	   the next line's reset */
	if (iconv((iconv_t)c->cd, NULL, NULL, &o, &oleft) == (size_t)-1)
		return ak_errf(e, "%s: a character of %s takes more than 4 "
		    "bytes in UTF-8", where, c->name);
	/* a stateful encoding (UTF-7's +AAA-, +AAo-) can write a NUL or a
	   newline that no byte of the line was: the readers after it would
	   cut the line there (text lost) or see two lines in one */
	size_t chars = 0;
	for (const char *p = c->buf; p < o; p++) {
		chars += ((unsigned char)*p & 0xC0) != 0x80;
		if (*p == '\0' || *p == '\n')
			return ak_errf(e, "%s: %s at character %zu of the "
			    "line converted from %s (written with other "
			    "bytes: convert the file with iconv(1) first)",
			    where, *p ? "a newline" : "NUL byte", chars,
			    c->name);
	}
	*o = '\0';
	*out = c->buf;
	*outlen = (size_t)(o - c->buf);
	return 0;
}

void
ak_conv_close(ak_conv *c)
{
	if (c->cd != NULL && c->cd != (void *)-1)
		iconv_close((iconv_t)c->cd);
	c->cd = (void *)-1;
	free(c->buf);
	c->buf = NULL;
	c->cap = 0;
}

/* a letter of a byte c (ASCII, or 0xC0-0xFF but × ÷) */
static int
latin_letter(unsigned char c)
{
	return isalpha(c) || (c >= 0xC0 && c != 0xD7 && c != 0xF7);
}

/* Central European in cp1250 or iso-8859-2: a byte that is their letter
   and cp1252's symbol (0xA1-0xBF: ł ą ż ź ľ Ł Ą Ż; iso-8859-2's ą ś ź š
   ž ť) or no character of cp1252 (0x8D Ť, 0x8F Ź, 0x9D ť), between two
   letters, or one of ł ą ż ľ ť after a letter; not cp1252's own between
   letters: ª º ´ · and the soft hyphen (Catalan's l·l, don´t) */
static int
is_central(const unsigned char *u, size_t n)
{
	for (size_t i = 1; i + 1 < n; i++) {
		unsigned char c = u[i];
		int sym = (c >= 0xA1 && c <= 0xBF && c != 0xAA && c != 0xAD &&
		    c != 0xB4 && c != 0xB7 && c != 0xBA) || c == 0x8D || c ==
		    0x8F || c == 0x9D;
		if (sym && latin_letter(u[i - 1]) && latin_letter(u[i + 1]))
			return 1;
	}
	/* ... or at a word's end: ł ą ż ľ ť (iso-8859-2's ą ś ź), where
	   cp1252 has ³ ¹ ¿ ¾ ± ¶ ¼ and nothing */
	for (size_t i = 1; i < n; i++)
		if (memchr("\xb3\xb9\xbf\xbe\xb1\xb6\xbc\x8d\x8f\x9d", u[i],
		    10) != NULL && latin_letter(u[i - 1]))
			return 1;
	return 0;
}

/* Turkish in cp1254: its letters ğ Ğ ı İ ş Ş at 0xF0 0xD0 0xFD 0xDD 0xFE
   0xDE, which cp1252 reads as ð Ð ý Ý þ Þ (Icelandic's, rare elsewhere) */
static int
is_cp1254(const unsigned char *u, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (memchr("\xf0\xd0\xfd\xdd\xfe\xde", u[i], 6) != NULL)
			return 1;
	return 0;
}

/* 1 when every run of bytes from 0x80 at u[0..n) is pairs of a Hangul
   syllable in euc-kr (B0-C8, then A1-FE), four pairs or more: Korean,
   its words of one to three syllables between spaces */
static int
euckr(const unsigned char *u, size_t n)
{
	size_t pairs = 0;

	for (size_t i = 0; i < n; i++) {
		if (u[i] < 0x80)
			continue;
		if (u[i] < 0xB0 || u[i] > 0xC8 || i + 1 >= n || u[i + 1] < 0xA1 ||
		    u[i + 1] == 0xFF)
			return 0;
		pairs++, i++;
	}
	return pairs >= 4;
}

/* Chinese, Japanese or Korean in a double-byte code page (gbk, big5,
   shift_jis, euc-jp, euc-kr): every byte from 0x81 the lead of a pair
   whose second byte is 0x40-0x7E or 0x80-0xFE, three pairs or more, and
   a run of six bytes from 0x80 (characters without spaces between them)
   or pairs whose second byte is ASCII (big5's and shift_jis's) among
   twice as many of two high bytes (an accented letter before an ASCII
   one is a pair of the first kind: 'über'); and not Russian's ten
   commonest letters for half of its bytes from 0x80 in cp1251 or
   koi8-r, or its small ones in cp866 (whose capitals 0x80-0x9F are
   shift_jis's first bytes) or iso-8859-5 (ak_conv_cyr_top), and not
   half its pairs two bytes 0x80-0x9F (cp866's capitals: no double-byte
   page has many such pairs); or, whatever those, two of shift_jis's
   katakana (83 40-7E, ー 81 5B) and half the pairs with an ASCII second
   byte, or euc-jp's kana (A4, A5) half the pairs (a Russian line whose words all have
   an even number of letters also parses as pairs: its letters are
   Russian's, a double-byte page's are spread over a hundred values) */
static int
is_cjk(const unsigned char *u, size_t n)
{
	size_t pairs = 0, ascii2 = 0, low2 = 0, run = 0, maxrun = 0, high = 0;
	size_t kata = 0, kana = 0;	/* shift_jis's katakana, euc-jp's kana */
	size_t alone = 0;	/* ASCII letters that are no pair's */

	for (size_t i = 0; i < n; i++) {
		unsigned char c = u[i];
		run = c >= 0x80 ? run + 1 : 0;
		maxrun = run > maxrun ? run : maxrun;
		alone += isalpha(c) != 0;
		if (c < 0x80)
			continue;
		if (c == 0x80 || c == 0xFF || i + 1 >= n || u[i + 1] < 0x40 ||
		    u[i + 1] == 0x7F || u[i + 1] == 0xFF)
			return 0;
		pairs++;
		high += 1 + (u[i + 1] >= 0x80);
		kata += (c == 0x83 && u[i + 1] <= 0x7E) || (c == 0x81 &&
		    u[i + 1] == 0x5B);	/* ア-ミ, ー */
		kana += (c == 0xA4 || c == 0xA5) && u[i + 1] >= 0xA1;
		ascii2 += u[i + 1] < 0x80;
		low2 += c <= 0x9F && u[i + 1] >= 0x80 && u[i + 1] <= 0x9F;
		if (u[++i] >= 0x80)
			run++, maxrun = run > maxrun ? run : maxrun;
		else
			run = 0;
	}
	/* katakana in shift_jis (second bytes ASCII: セ is 83 5A), kana in
	   euc-jp (A4, A5 every other byte: cp866's н, е) */
	if (pairs >= 3 && (kata >= 2 || 2 * kana >= pairs) && 2 * kata >=
	    ascii2)
		return 1;
	/* big5's second bytes 0x40-0x7E (a third of its characters) break
	   the runs: its pairs' ASCII letters twice the others, six or more
	   ('恭喜您中獎了', not 'élève' among words); euc-kr's Korean, words
	   of a syllable or three between spaces: every pair a Hangul
	   syllable's (euckr) */
	return pairs >= 3 && (maxrun >= 6 || (ascii2 > 0 && pairs - ascii2 >=
	    2 * ascii2) || (ascii2 >= 6 && ascii2 >= 2 * alone) || euckr(u,
	    n)) && 2 * ak_conv_cyr_top((const char *)u, n) < high && 2 * low2 < pairs;
}

/* 1 when bytes that cp1251 reads as Cyrillic are not Russian's: cp1251's
   letters Russian and Bulgarian rarely write (ф щ ц ж ш х, 4 in 100 of
   their letters) 4 or more and over 1 in 7 of the letters (Hebrew's
   פ ש ר in cp1255 or iso-8859-8, Greek's τ υ ω in cp1253), or a capital
   right after a small letter 2 or more and over 1 in 12 (Greek's ά έ ί
   ό, Arabic's letters in iso-8859-6 or cp1256, read as cp1251's Ь Э Ю Я
   and capitals), or й after a consonant (Russian, Ukrainian and
   Bulgarian write it after a vowel; Hebrew's י, Greek's ι stand
   anywhere: 'אני' is 'ани') once in 40 letters; two capitals before a
   small letter count as one inside a word ('ЧЪес', cp1256's 'اتصل');
   cp1256's article ال (C7 E1) starting a word: iso-8859-5's 'Чс' once
   (no Cyrillic word starts so), cp1251's 'Зб' twice (Зберегти once) */
static int
not_russian(const unsigned char *u, size_t n)
{
	static const char cons[] = "\xe1\xe2\xe3\xe4\xe6\xe7\xea\xeb\xec\xed"
	    "\xef\xf0\xf1\xf2\xf4\xf5\xf6\xf7\xf8\xf9\xfa\xfc";
	size_t letters = 0, rare = 0, mid = 0, y = 0, al = 0, al2 = 0;

	for (size_t i = 0; i < n; i++) {
		if (u[i] < 0xC0)
			continue;
		letters++;
		if (i + 1 < n && (i == 0 || u[i - 1] < 0xC0)) {	/* a word */
			al += u[i] == 0xD7 && u[i + 1] == 0xF1;
			al2 += u[i] == 0xC7 && u[i + 1] == 0xE1;
		}
		y += u[i] == 0xE9 && i > 0 && u[i - 1] >= 0xE0 &&
		    memchr(cons, u[i - 1], sizeof cons - 1) != NULL;
		rare += memchr("\xf4\xf9\xf6\xe6\xf8\xf5", u[i], 6) != NULL;
		mid += u[i] < 0xE0 && i > 0 && u[i - 1] >= 0xE0;
		mid += u[i] >= 0xE0 && i > 1 && u[i - 1] >= 0xC0 && u[i - 1] <
		    0xE0 && u[i - 2] >= 0xC0 && u[i - 2] < 0xE0;
	}
	return (rare >= 4 && 7 * rare > letters) || (mid >= 2 && 12 * mid >
	    letters) || (y >= 1 && 40 * y > letters) || al >= 1 || al2 >= 2;
}

/* not_russian of the n bytes at u in page, its letters moved where
   cp1251 has them: iso-8859-5's 0x10 lower (cp1256's Arabic reads best
   so), Mac's capitals from 0x80, я ё Ё (0xDF 0xDE 0xDD, cp1251's Я Ю Э)
   as я е Е, № as a capital; the pages' other letters as no letter */
static int
not_russian_in(const unsigned char *u, size_t n, const char *page)
{
	unsigned char b[512];
	int iso = strcmp(page, "iso-8859-5") == 0, mac = strcmp(page,
	    "mac-cyrillic") == 0;

	if (!iso && !mac)
		return not_russian(u, n);
	if (n > sizeof b)
		n = sizeof b;
	for (size_t i = 0; i < n; i++)
		b[i] = u[i] < 0x80 ? u[i] : iso ? (u[i] >= 0xB0 && u[i] < 0xF0 ?
		    u[i] + 0x10 : 0x80) : u[i] < 0xA0 ? u[i] + 0x40 : u[i] ==
		    0xDF ? 0xFF : u[i] == 0xDE ? 0xE5 : u[i] == 0xDD ? 0xC5 :
		    u[i] == 0xDC ? 0xC0 : u[i] >= 0xE0 && u[i] < 0xFF ? u[i] :
		    0x80;
	return not_russian(b, n);
}

/* Vietnamese in cp1258: a tone written as a combining mark (0xCC grave,
   0xEC acute, 0xDE tilde, 0xD2 hook, 0xF2 dot below: cp1252's Ì ì Þ Ò ò)
   right after a vowel (ASCII, or cp1258's â ê ô ă ơ ư), twice or more */
static int
is_cp1258(const unsigned char *u, size_t n)
{
	size_t tones = 0;

	for (size_t i = 1; i < n; i++)
		tones += memchr("\xcc\xec\xde\xd2\xf2", u[i], 5) != NULL &&
		    u[i - 1] != 0 && memchr("aeiouyAEIOUY\xe2\xea\xf4\xe3"
		    "\xf5\xfd\xc2\xca\xd4\xc3\xd5\xdd", u[i - 1], 24) != NULL;
	return tones >= 2;
}

/* 1 when every byte from 0x80 at u[0..n) is from 0xC0 (a letter in
   cp1252 and in the Cyrillic pages alike; not £ or ©) */
static int
high_letters(const unsigned char *u, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (u[i] >= 0x80 && u[i] < 0xC0)
			return 0;
	return 1;
}

/* 1 when the Cyrillic page c names for u[0..n) is not certain of the
   script: few of the frequent letters (under 3 in 10), or most capitals
   and under half of them the frequent ones (Arabic in cp1256 read as
   cp1251), or koi8's capitals over 1 in 6 (Greek's small letters in
   cp1253 and Hebrew's in cp1255 are koi8-r's capitals; a Russian line
   has a capital or two; Russian in capitals too), or letters that are
   not Russian's where cp1251 has them (not_russian_in) */
static int
cyr_uncertain(const unsigned char *u, size_t n, const ak_cyr *c)
{
	return 10 * c->top < 3 * c->letters || (2 * c->caps > c->letters &&
	    2 * c->top < c->letters) || (strncmp(c->page, "koi8", 4) == 0 &&
	    6 * c->caps > c->letters) || ((strcmp(c->page, "cp1251") == 0 ||
	    strcmp(c->page, "mac-cyrillic") == 0 || strcmp(c->page,
	    "iso-8859-5") == 0) && not_russian_in(u, n, c->page));
}

/* the bytes from 0x80 at u[0..n) that make valid UTF-8 sequences of
   two bytes or more */
static size_t
utf8_bytes(const unsigned char *u, size_t n)
{
	size_t k = 0, bad;

	for (size_t i = 0; i < n; i++) {
		size_t l = u[i] >= 0xC2 && u[i] <= 0xDF ? 2 : u[i] >= 0xE0 &&
		    u[i] <= 0xEF ? 3 : u[i] >= 0xF0 && u[i] <= 0xF4 ? 4 : 0;
		if (l > 0 && i + l <= n && ak_utf8_valid((const char *)u + i,
		    l, &bad)) {
			k += l;
			i += l - 1;
		}
	}
	return k;
}

/* how much better (in nats: ak_conv_script's log-likelihoods) a Greek,
   Hebrew, Arabic or Thai page must read a line than every page of
   another script to be named (XS_MARGIN), and Cyrillic than them
   (XS_DOUBT): between, the script is not certain */
#define XS_MARGIN 5.0
#define XS_DOUBT 4.0

/* 1 when the page x names reads the line as text: -4.8 nats a byte or
   more (a letter of 80 in 10,000); Thai -4.5, -4.1 when its bytes also
   make a double-byte page's pairs (cjk: euc-kr's B0-C8 are its
   consonants, gbk's and big5's leads too), with no more than 1 in 20 of
   them a symbol or a mark away from a consonant */
static int
xs_text(const ak_script *x, int cjk)
{
	if (strcmp(x->page, "cp874") == 0)
		return x->mean >= (cjk ? -4.1 : -4.5) && 20 * x->bad <= x->high;
	return x->mean >= -4.8;
}

const char *
ak_conv_guess_alt(const char *s, size_t n, const char **alt)
{
	const unsigned char *u = (const unsigned char *)s;
	int undef = 0;
	ak_cyr c;

	if (alt != NULL)
		*alt = NULL;
	size_t beside = 0;	/* bytes from 0x80 next to an ASCII letter */

	for (size_t i = 0; i < n; i++) {
		undef |= u[i] == 0x81 || u[i] == 0x8D || u[i] == 0x8F || u[i] ==
		    0x90 || u[i] == 0x9D;
		beside += u[i] >= 0x80 && ((i > 0 && isalpha(u[i - 1])) ||
		    (i + 1 < n && isalpha(u[i + 1])));
	}
	ak_conv_cyr(s, n, &c);
	/* Greek, Hebrew, Arabic or Thai: runs of one of their pages'
	   letters, a quarter of the line's letters, not beside Latin ones,
	   under half the high bytes valid UTF-8 (a UTF-8 line with a byte
	   of another page: its D0 D1 are cp1256's ذ ر; not Thai, whose
	   letter pairs often are) (xs); named when read better so than in any page of another
	   script by XS_MARGIN nats, as text (xs_text; Thai before the
	   double-byte pages, whose pairs its letters make) */
	ak_script x;
	ak_conv_script(s, n, &x);
	int xs = x.maxrun >= 3 && 4 * x.letters >= x.letters + c.ascii &&
	    2 * beside <= c.high && (strcmp(x.page, "cp874") == 0 || 2 *
	    utf8_bytes(u, n) < c.high);
	int cjk = is_cjk(u, n);
	if (xs && x.margin >= XS_MARGIN && xs_text(&x, cjk)) {
		if (alt != NULL)
			*alt = x.alt;
		return x.page;
	}
	if (cjk)
		return "cjk";
	/* Cyrillic letters stand beside Cyrillic ones: half the high bytes
	   beside a Latin letter are a Latin script's accents ('aquí»…',
	   cp1252's í » … a run of three) */
	if (c.maxrun >= 3 && 4 * c.letters >= c.letters + c.ascii &&
	    2 * beside <= c.high) {
		if (cyr_uncertain(u, n, &c) || (xs && x.margin > -XS_DOUBT))
			return "letters";	/* or another script as likely */
		if (alt != NULL)
			*alt = c.alt;
		return c.page;
	}
	/* Cyrillic words of two letters ('Да ок'), as many as single
	   letters or more: too short to tell (the page that reads them
	   best in *alt) */
	if (c.maxrun == 2 && 4 * c.letters >= c.letters + c.ascii &&
	    c.pairs >= c.singles) {
		if (alt != NULL)
			*alt = c.page;
		return "short";
	}
	/* a word of one or two bytes from 0xC0 standing alone, no more
	   than two ASCII letters beside it in the line ('и 0.1 0.2', a
	   Russian model's commonest word; cp1252's è): any page's letters,
	   too short to tell */
	if (c.high > 0 && c.high <= 2 && beside == 0 && c.maxrun == c.high &&
	    c.ascii <= 2 && high_letters(u, n)) {
		if (alt != NULL)
			*alt = c.page;
		return "short";
	}
	if (is_cp1258(u, n))
		return "cp1258";
	if (is_central(u, n))
		return "central";
	if (undef)
		return "latin1";
	/* Turkish: ğ ı ş (ü ç ö beside them make runs of three: görüşürüz),
	   the letters beside Latin ones */
	if ((c.maxrun < 3 || 2 * beside > c.high) && is_cp1254(u, n))
		return "cp1254";
	/* a letter at 0x80-0x9F inside a word (Mac Roman's é 0x8E, cp850's
	   é 0x82; cp1252's are Š Œ Ž š œ ž Ÿ there, and its punctuation
	   between letters, … ‘ ’ “ ” • – —, not counted: don’t), or lines
	   ended by CR alone (Excel for Mac's "CSV (Macintosh)"): the Western
	   code pages listed */
	for (size_t i = 1; i + 1 < n; i++)
		if ((u[i] >= 0x80 && u[i] <= 0x9F && u[i] != 0x85 &&
		    (u[i] < 0x91 || u[i] > 0x97) && isalpha(u[i - 1]) &&
		    isalpha(u[i + 1])) || u[i] == '\r')
			return "western";
	/* a byte both read as letters, but other letters (cp1250's ř ě č ů
	   ę ń ś, cp1252's ø ì è ù ê ñ œ): Central European named beside it */
	for (size_t i = 0; alt != NULL && i < n; i++)
		if (memchr("\x8c\x9c\xc3\xc5\xc6\xc8\xca\xcc\xcf\xd1\xd2"
		    "\xd5\xd8\xd9\xdb\xe3\xe5\xe6\xe8\xea\xec\xef\xf1\xf2"
		    "\xf5\xf8\xf9\xfb", u[i], 28) != NULL)
			*alt = "cp1250";
	return "cp1252";
}

const char *
ak_conv_guess(const char *s, size_t n)
{
	return ak_conv_guess_alt(s, n, NULL);
}

int
ak_conv_is_cyr(const char *page)
{
	static const char *const p[] = { "cp1251", "koi8-r", "koi8-u",
	    "iso-8859-5", "cp866", "mac-cyrillic" };

	for (size_t i = 0; i < sizeof p / sizeof p[0]; i++)
		if (strcmp(page, p[i]) == 0)
			return 1;
	return 0;
}

const char *
ak_conv_script_what(const char *page)
{
	static const char *const w[][2] = { { "cp1253", "Greek" },
	    { "iso-8859-7", "Greek" }, { "cp1255", "Hebrew" }, { "iso-8859-8",
	    "Hebrew" }, { "cp1256", "Arabic" }, { "iso-8859-6", "Arabic" },
	    { "cp874", "Thai" } };

	for (size_t i = 0; i < sizeof w / sizeof w[0]; i++)
		if (strcmp(page, w[i][0]) == 0)
			return w[i][1];
	return NULL;
}

int
ak_conv_page(const char *s, size_t n, const char **page, const char **what,
    const char **alt)
{
	static const char *const cyr[][2] = { { "cp1251", "Cyrillic" },
	    { "koi8-r", "Cyrillic" }, { "koi8-u", "Ukrainian in KOI8-U" },
	    { "iso-8859-5", "Cyrillic" },
	    { "cp866", "Cyrillic in the DOS code page" },
	    { "mac-cyrillic", "Cyrillic from a Mac" } };
	const char *a = NULL, *g = ak_conv_guess_alt(s, n, &a);

	*page = *alt = NULL;
	for (size_t i = 0; i < sizeof cyr / sizeof cyr[0]; i++)
		if (strcmp(g, cyr[i][0]) == 0) {
			*page = g, *what = cyr[i][1], *alt = a;
			return 1;
		}
	if ((*what = ak_conv_script_what(g)) != NULL)
		*page = g, *alt = a;
	else if (strcmp(g, "cp1254") == 0)
		*page = g, *what = "Turkish";
	else if (strcmp(g, "cp1258") == 0)
		*page = g, *what = "Vietnamese";
	else if (strcmp(g, "central") == 0)
		*page = "cp1250", *what = "Central European", *alt =
		    "iso-8859-2";
	else if (strcmp(g, "latin1") == 0)
		*page = g, *what = "Latin-1";
	else if (strcmp(g, "western") == 0)
		*page = "cp1252", *what = "a Windows file", *alt = "macintosh";
	else if (strcmp(g, "cp1252") == 0)
		*page = g, *what = "a Windows file", *alt = a;
	else if (strcmp(g, "cjk") == 0)
		*what = "a double-byte code page (gbk or big5 Chinese, "
		    "shift_jis or euc-jp Japanese, euc-kr Korean)";
	else if (strcmp(g, "short") == 0)
		*what = "a single-byte code page, too short to tell which "
		    "(cp1251 or koi8-r Cyrillic, cp1252 Western European)";
	else		/* "letters" */
		*what = "a single-byte code page, its script not certain "
		    "(koi8-r or cp1251 Russian, cp1253 Greek, cp1255 Hebrew, "
		    "cp1256 Arabic, cp874 Thai)";
	return *page != NULL;
}
