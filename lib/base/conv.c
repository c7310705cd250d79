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
		    "default; a byte-order mark is dropped)", name);
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

/* the ten most frequent Russian letters (о е а и н т с р в л, about 60% of
   a Russian text's letters), lower and upper case, in each code page */
static const char cp1251_top[] =
    "\xee\xe5\xe0\xe8\xed\xf2\xf1\xf0\xe2\xeb\xce\xc5\xc0\xc8\xcd\xd2\xd1"
    "\xd0\xc2\xcb";
static const char koi8r_top[] =
    "\xcf\xc5\xc1\xc9\xce\xd4\xd3\xd2\xd7\xcc\xef\xe5\xe1\xe9\xee\xf4\xf3"
    "\xf2\xf7\xec";

/* ... and in cp866, the DOS code page (а-п 0xA0-0xAF, р-я 0xE0-0xEF,
   А-Я 0x80-0x9F) */
static const char cp866_top[] =
    "\xae\xa5\xa0\xa8\xad\xe2\xe1\xe0\xa2\xab\x8e\x85\x80\x88\x8d\x92\x91"
    "\x90\x82\x8b";

/* cp866's Cyrillic: the letters of a run of three or more bytes from 0x80
   that make a quarter of the letters, more of them cp866's top ten than
   either other code page's (*w, *k): cp866's letters are 0x80-0xAF and
   0xE0-0xF1, where cp1251 and koi8-r have their letters at 0xC0-0xFF
   only and cp1252 mostly symbols below 0xC0 */
static int
is_cp866(const unsigned char *u, size_t n, size_t ascii, size_t w, size_t k)
{
	size_t high = 0, run = 0, maxrun = 0, d = 0;

	for (size_t i = 0; i < n; i++) {
		int letter = (u[i] >= 0x80 && u[i] <= 0xAF) || (u[i] >= 0xE0 &&
		    u[i] <= 0xF1);
		run = letter ? run + 1 : 0;
		maxrun = run > maxrun ? run : maxrun;
		high += u[i] >= 0x80;
		d += u[i] >= 0x80 && memchr(cp866_top, u[i], sizeof cp866_top -
		    1) != NULL;
	}
	return maxrun >= 3 && 4 * high >= high + ascii && d > w && d > k;
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

/* Chinese, Japanese or Korean in a double-byte code page (gbk, big5,
   shift_jis, euc-jp, euc-kr): every byte from 0x81 the lead of a pair
   whose second byte is 0x40-0x7E or 0x80-0xFE, three pairs or more, and
   a run of six bytes from 0x80 (characters without spaces between them)
   or pairs whose second byte is ASCII (big5's and shift_jis's) among
   twice as many of two high bytes (an accented letter before an ASCII
   one is a pair of the first kind: 'über'); and not Russian's ten
   commonest letters for half of its bytes from 0x80 in cp1251 or
   koi8-r, or its small ones in cp866 (whose capitals 0x80-0x9F are
   shift_jis's first bytes), and not half its pairs two bytes 0x80-0x9F
   (cp866's capitals: no double-byte page has many such pairs) (a Russian line whose words all have
   an even number of letters also parses as pairs: its letters are
   Russian's, a double-byte page's are spread over a hundred values) */
static int
is_cjk(const unsigned char *u, size_t n)
{
	size_t pairs = 0, ascii2 = 0, low2 = 0, run = 0, maxrun = 0, high = 0;
	size_t w = 0, k = 0, d = 0;

	for (size_t i = 0; i < n; i++) {
		unsigned char c = u[i];
		run = c >= 0x80 ? run + 1 : 0;
		maxrun = run > maxrun ? run : maxrun;
		if (c < 0x80)
			continue;
		if (c == 0x80 || c == 0xFF || i + 1 >= n || u[i + 1] < 0x40 ||
		    u[i + 1] == 0x7F || u[i + 1] == 0xFF)
			return 0;
		pairs++;
		ascii2 += u[i + 1] < 0x80;
		low2 += c <= 0x9F && u[i + 1] >= 0x80 && u[i + 1] <= 0x9F;
		for (int j = 0; j < 2; j++) {
			unsigned char b = u[i + (size_t)j];
			if (b < 0x80)
				continue;
			high++;
			w += memchr(cp1251_top, b, sizeof cp1251_top - 1) !=
			    NULL;
			k += memchr(koi8r_top, b, sizeof koi8r_top - 1) != NULL;
			d += memchr(cp866_top, b, 10) != NULL;	/* small */
		}
		if (u[++i] >= 0x80)
			run++, maxrun = run > maxrun ? run : maxrun;
		else
			run = 0;
	}
	size_t top = w > k ? w : k;
	top = d > top ? d : top;
	return pairs >= 3 && (maxrun >= 6 || (ascii2 > 0 && pairs - ascii2 >=
	    2 * ascii2)) && 2 * top < high && 2 * low2 < pairs;
}

const char *
ak_conv_guess(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t high = 0, ascii = 0, run = 0, maxrun = 0, w = 0, k = 0;
	size_t mac = 0, cap = 0, kcap = 0, iso = 0, multi = 0;
	int undef = 0;

	for (size_t i = 0; i < n; i++) {
		unsigned char c = u[i], d = i + 1 < n ? u[i + 1] : 0;
		run = c >= 0xC0 ? run + 1 : 0;
		maxrun = run > maxrun ? run : maxrun;
		if (run > 0 && !(d >= 0xC0))	/* a run's end: its length */
			iso += run == 1, multi += run > 1;
		high += c >= 0xC0;
		ascii += (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
		undef |= c == 0x81 || c == 0x8D || c == 0x8F || c == 0x90 ||
		    c == 0x9D;
		/* a capital, then a small letter: Mac's (А-Я 0x80-0x9F, а-я
		   0xDF-0xFE) or cp1251's (0xC0-0xDF, 0xE0-0xFF) */
		mac += c >= 0x80 && c <= 0x9F && d >= 0xDF && d <= 0xFE;
		cap += c >= 0xC0 && c <= 0xDF && d >= 0xE0;
		kcap += c >= 0xE0;	/* koi8-r's capitals */
		if (c >= 0xC0) {
			w += memchr(cp1251_top, c, sizeof cp1251_top - 1) !=
			    NULL;
			k += memchr(koi8r_top, c, sizeof koi8r_top - 1) != NULL;
		}
	}
	if (is_cjk(u, n))
		return "cjk";
	if (is_cp866(u, n, ascii, w, k))
		return "cp866";
	if (maxrun >= 3 && 4 * high >= high + ascii) {
		size_t top = k > w ? k : w;
		/* the script not certain: few of Russian's ten commonest
		   letters (under 3 in 10), or most read as capitals by the
		   winner: koi8-r's capitals are Greek's small letters in
		   cp1253 and Hebrew's in cp1255, cp1251's are most of
		   Arabic's in cp1256 (under half of them the ten, as
		   Russian in capitals rarely is) */
		if (10 * top < 3 * high || (k > w && 6 * kcap > high) ||
		    (k <= w && 2 * (high - kcap) > high && 2 * top < high))
			return "letters";
		if (k > w)
			return "koi8-r";
		return mac > cap ? "mac-cyrillic" : "cp1251";
	}
	/* Cyrillic words of two letters ('Да ок'), as many as single
	   accented letters or more: too short to tell */
	if (maxrun == 2 && 4 * high >= high + ascii && multi >= iso)
		return "short";
	if (undef)
		return "latin1";
	if (maxrun < 3 && is_cp1254(u, n))
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
	return "cp1252";
}
