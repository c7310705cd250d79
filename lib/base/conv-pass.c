/*
 * conv-pass.c — text in another encoding whose bytes pass the UTF-8 check
 * (conv.h): the ASCII of 7-bit encodings (ISO-2022, HZ, UTF-7), UTF-16's
 * surrogate halves written as UTF-8 (CESU-8), and UTF-8 read once as
 * cp1252 or Latin-1 and written again (mojibake).
 */
#include <ctype.h>
#include <string.h>

#include "conv.h"

/* the value of base64 character c (UTF-7's modified base64), or -1 */
static int
b64(unsigned char c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 26;
	if (c >= '0' && c <= '9')
		return c - '0' + 52;
	return c == '+' ? 62 : c == '/' ? 63 : -1;
}

/* the script of UTF-16 unit v for the UTF-7 rule: 1 Latin letters
   (U+00C0-U+024F, U+1E00-U+1EFF: ż ę ş ü ạ), 2 Greek, 3 Cyrillic,
   4 Hebrew, 5 Arabic, 6 Devanagari, 7 Thai, 8 kana and CJK (with their
   full-width forms: ， ？), 9 Hangul; -1 what a text in any of them
   carries beside its letters (ASCII, « » ¿, general punctuation, € №,
   CJK's 、 。 「 」); 0 another */
static int
u7_script(unsigned v)
{
	static const unsigned r[][3] = { { 0x20, 0x7E, 10 }, { 0xA0, 0xBF,
	    10 }, { 0x2000, 0x215F, 10 }, { 0x3000, 0x303F, 10 }, { 0xC0,
	    0x24F, 1 }, { 0x1E00, 0x1EFF, 1 }, { 0x370, 0x3FF, 2 }, { 0x400,
	    0x52F, 3 }, { 0x590, 0x5FF, 4 }, { 0x600, 0x6FF, 5 }, { 0x900,
	    0x97F, 6 }, { 0xE00, 0xE7F, 7 }, { 0x3040, 0x9FFF, 8 },
	    { 0xF900, 0xFAFF, 8 }, { 0xFF00, 0xFFEF, 8 }, { 0xAC00, 0xD7A3,
	    9 } };

	for (size_t i = 0; i < sizeof r / sizeof r[0]; i++)
		if (v >= r[i][0] && v <= r[i][1])
			return r[i][2] == 10 ? -1 : (int)r[i][2];
	return 0;
}

/* 1 when the run u[0..n) is an ASCII word as English writes one: letters
   only, all small, all capitals, or a capital then small ones ('+dating',
   '+Vodafone', a Google+ mention '+Muhammad') */
static int
u7_wordlike(const unsigned char *u, size_t n)
{
	size_t up = 0;

	for (size_t i = 0; i < n; i++) {
		if (!isalpha(u[i]))
			return 0;
		up += isupper(u[i]) != 0;
	}
	return up == 0 || up == n || (up == 1 && isupper(u[0]));
}

/* the UTF-16 units of the base64 run u[0..n) after a '+' when it is one
   UTF-7's encoders write: no more characters than its units need (the
   bits left over fewer than six, and zero), every unit a letter or the
   punctuation of a script u7_script knows, its letters of one script
   (*script; 0 for punctuation alone: '¿' is '+AL8-'); else 0.  *word
   is 1 when the run is also an English-looking word and its letters not
   Latin ('+dating' is two CJK characters): no sign either way */
static size_t
u7_run(const unsigned char *u, size_t n, int *script, int *word)
{
	unsigned long bits = 0;
	int have = 0;
	size_t units = 0;

	*script = 0;
	for (size_t i = 0; i < n; i++) {
		bits = (bits << 6 | (unsigned)b64(u[i])) & 0xFFFFFF;
		if ((have += 6) < 16)
			continue;
		have -= 16;
		int s = u7_script((unsigned)(bits >> have) & 0xFFFF);
		if (s == 0 || (s > 0 && *script != 0 && s != *script))
			return 0;
		if (s > 0)
			*script = s;
		units++;
	}
	if (units == 0 || have >= 6 || (bits & ((1UL << have) - 1)) != 0)
		return 0;
	*word = *script != 1 && u7_wordlike(u, n);
	return units;
}

/* "utf-7" when every '+' of the n bytes at s starts what UTF-7's encoders
   write ('+-' for a '+', else a run u7_run takes; so a '+' alone, 'C++'
   or '+447797706009' says the line is ASCII), with, beside the runs that
   are English-looking words, letters and two units or more in all, or
   one Latin letter inside a word ('M+APw-nchen'); *at the first such
   run's '+'; else NULL */
static const char *
utf7(const unsigned char *u, size_t n, size_t *at)
{
	size_t units = 0, first = n;
	int inword = 0, letters = 0;

	for (size_t i = 0; i < n; i++) {
		if (u[i] != '+')
			continue;
		size_t k = i + 1;
		while (k < n && b64(u[k]) >= 0)
			k++;
		if (k == i + 1 && k < n && u[k] == '-')
			continue;	/* '+-': a '+' */
		int script, word;
		size_t m = u7_run(u + i + 1, k - i - 1, &script, &word);
		if (m == 0)
			return NULL;
		if (!word) {
			inword |= script == 1 && i > 0 && isalpha(u[i - 1]);
			letters |= script != 0;
			units += m;
			first = first < n ? first : i;
		}
		i = k - 1;
	}
	if (!letters || (units < 2 && !inword))
		return NULL;
	*at = first;
	return "utf-7";
}

const char *
ak_conv_7bit(const char *s, size_t n, size_t *at)
{
	const unsigned char *u = (const unsigned char *)s;

	*at = 0;
	for (size_t i = 0; i + 2 < n; i++) {
		*at = i;
		if (u[i] == 0x1B && strchr("$()*+-./", u[i + 1]) != NULL &&
		    u[i + 1] != '\0') {
			/* ESC $ ) C: Korean; ESC $ ) A, G, ESC $ * H: Chinese */
			if (u[i + 1] == '$' && i + 3 < n && u[i + 2] == ')' &&
			    u[i + 3] == 'C')
				return "iso-2022-kr";
			if (u[i + 1] == '$' && i + 3 < n && (u[i + 2] == ')' ||
			    u[i + 2] == '*'))
				return "iso-2022-cn";
			return "iso-2022-jp";
		}
	}
	/* HZ (RFC 1843: GB2312 in 7 bits, '~{' pairs of 0x21-0x7E '~}') */
	for (size_t i = 0; i + 1 < n; i++) {
		if (u[i] != '~' || u[i + 1] != '{')
			continue;
		size_t k = i + 2;
		while (k < n && u[k] >= 0x21 && u[k] <= 0x7E && !(u[k] == '~' &&
		    k + 1 < n && u[k + 1] == '}'))
			k++;
		if (k - i - 2 >= 4 && (k - i - 2) % 2 == 0 && (k == n ||
		    (u[k] == '~' && k + 1 < n && u[k + 1] == '}'))) {
			*at = i;
			return "hz";
		}
	}
	*at = 0;
	return utf7(u, n, at);
}

int
ak_conv_cesu(const char *s, size_t n, size_t *at)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t from = 0, bad;
	int found = 0;

	/* the halves, and valid UTF-8 between them: a double-byte page's
	   pair (gbk's 晚到 CD ED B5 BD) or cp1252's í » … (ED BB 85) among
	   other bytes that are not UTF-8 is no CESU-8 */
	for (size_t i = 0; i + 2 < n; i++)
		if (u[i] == 0xED && u[i + 1] >= 0xA0 && u[i + 1] <= 0xBF &&
		    u[i + 2] >= 0x80 && u[i + 2] <= 0xBF) {
			if (!ak_utf8_valid(s + from, i - from, &bad))
				return 0;
			if (!found)
				*at = i;
			found = 1;
			from = i + 3;
			i += 2;
		}
	return found && ak_utf8_valid(s + from, n - from, &bad);
}

/* the cp1252 byte of code point c (0x80-0x9F: its punctuation and
   letters there; U+FFFD, a byte cp1252 lacks replaced, as 0x8D), or -1 */
static int
cp1252_byte(unsigned long c)
{
	static const unsigned short hi[32] = { 0x20AC, 0, 0x201A, 0x192,
	    0x201E, 0x2026, 0x2020, 0x2021, 0x2C6, 0x2030, 0x160, 0x2039,
	    0x152, 0, 0x17D, 0, 0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
	    0x2013, 0x2014, 0x2DC, 0x2122, 0x161, 0x203A, 0x153, 0, 0x17E,
	    0x178 };

	if (c < 0x100)
		return (int)c;
	if (c == 0xFFFD)
		return 0x8D;
	for (int i = 0; i < 32; i++)
		if (hi[i] == c)
			return 0x80 + i;
	return -1;
}

int
ak_conv_latin1_c1(const char *s, size_t n)
{
	for (size_t i = 0; i + 1 < n; i++)
		if ((unsigned char)s[i] == 0xC2 && (unsigned char)s[i + 1] >=
		    0x80 && (unsigned char)s[i + 1] <= 0x9F)
			return 1;
	return 0;
}

size_t
ak_conv_mojibake_n(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	unsigned char b[512] = { 0 };
	size_t k = 0, multi = 0, bad;

	for (size_t i = 0; i < n && k < sizeof b; ) {
		unsigned long c = u[i];
		size_t l = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
		if (l > 1) {
			c &= 0x3F >> (l - 1);
			for (size_t j = 1; j < l && i + j < n; j++)
				c = c << 6 | (u[i + j] & 0x3F);
		}
		int byte = cp1252_byte(c);
		if (byte < 0)
			return 0;	/* a character cp1252 has not: not so */
		b[k++] = (unsigned char)byte;
		i += l;
	}
	if (!ak_utf8_valid((const char *)b, k, &bad))
		return 0;
	for (size_t i = 0; i < k; i++)
		multi += b[i] >= 0xC2;
	return multi;
}
