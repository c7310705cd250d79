/*
 * conv-script.c — which of the Greek, Hebrew, Arabic and Thai code pages
 * (cp1253, iso-8859-7, cp1255, iso-8859-8, cp1256, iso-8859-6, cp874)
 * reads a line's bytes as the likeliest text, and by how much better
 * than the pages of the other scripts, Cyrillic's six among them (conv.h,
 * ak_conv_script), for the hint of a line that is not UTF-8: their
 * letters are Cyrillic's to cp1251 and koi8-r too (Hebrew's א-ת are
 * cp1251's а-ъ), Thai's a double-byte page's pairs.
 */
#include <ctype.h>
#include <math.h>
#include <string.h>

#include "conv.h"

/* xs_name, xs_tab: the characters of bytes 0x80-0xFF in each page
   (Python's codecs, which are glibc iconv's: tests/unit/test_conv.c) */
#include "conv-script-tab.h"

enum { XS_CYR, XS_GREEK, XS_HEBREW, XS_ARABIC, XS_THAI };

/* each page's script */
static const int xs_script[AK_XS_PAGES] = { XS_GREEK, XS_GREEK, XS_HEBREW,
	XS_HEBREW, XS_ARABIC, XS_ARABIC, XS_THAI };

/* the letters' frequency in ten thousand letters, measured on the
   system's translations (/usr/share/locale's messages): Greek's small
   letters from U+03AC (ά έ ή ί ΰ α-ω ϊ ϋ ό ύ ώ), Hebrew's U+05D0-U+05EA
   (א-ת), Arabic's U+0621-U+0652 (ء-ي and the harakat), Thai's
   U+0E01-U+0E4E (ก-๎) */
static const unsigned short el_freq[35] = {
	178, 202, 203, 258, 1, 965, 52, 233, 236, 732, 27, 415, 112, 607,
	345, 268, 427, 603, 30, 803, 365, 480, 282, 482, 705, 307, 89, 150,
	12, 116, 2, 1, 180, 86, 48,
};
static const unsigned short he_freq[27] = {
	477, 413, 218, 250, 686, 1017, 76, 182, 186, 1220, 50, 161, 629, 183,
	622, 149, 458, 251, 193, 17, 261, 45, 125, 351, 548, 395, 752,
};
static const unsigned short ar_freq[50] = {
	26, 5, 148, 13, 89, 31, 1413, 267, 435, 485, 42, 152, 198, 110, 307,
	79, 526, 71, 278, 90, 161, 62, 123, 19, 263, 86, 0, 0, 0, 0, 0, 7,
	311, 178, 183, 1161, 681, 422, 113, 479, 53, 765, 8, 1, 1, 6, 12, 9,
	72, 4,
};
static const unsigned short th_freq[78] = {
	459, 168, 1, 146, 1, 1, 311, 146, 5, 114, 70, 1, 16, 1, 2, 15, 1, 1,
	45, 311, 246, 76, 163, 25, 418, 230, 144, 38, 3, 143, 76, 26, 460,
	228, 535, 3, 281, 1, 205, 8, 20, 228, 147, 1, 524, 11, 1, 120, 288,
	637, 92, 230, 264, 21, 114, 77, 120, 0, 0, 0, 0, 0, 0, 403, 215, 79,
	87, 197, 1, 4, 55, 459, 353, 1, 1, 137, 1, 1,
};

/* where a letter may stand (xs_letter's *pos) */
enum { P_ANY, P_FINAL, P_NONFINAL, P_MARK, P_LEAD, P_CONS, P_AFTERV,
	P_INWORD };

/* where Cyrillic letter c may stand: й after a vowel (P_AFTERV), ъ ы ь
   inside a word (P_INWORD), a consonant (P_CONS), a vowel anywhere */
static int
cyr_pos(unsigned c)
{
	c = c >= 0x410 && c <= 0x42F ? c + 0x20 : c >= 0x400 && c <= 0x40F ?
	    c + 0x50 : c;
	if (c == 0x439)
		return P_AFTERV;
	if (c >= 0x44A && c <= 0x44C)
		return P_INWORD;
	return memchr("\x30\x35\x38\x3e\x43\x4d\x4e\x4f\x51\x54\x56\x57",
	    (int)(c & 0xFF), 12) != NULL && (c >> 8) == 4 ? P_ANY : P_CONS;
}

/* the Greek small letter of c (capitals to small, Ά to ά), or 0 */
static unsigned
el_small(unsigned c, int *cap)
{
	static const unsigned short tonos[][2] = { { 0x386, 0x3AC }, { 0x388,
	    0x3AD }, { 0x389, 0x3AE }, { 0x38A, 0x3AF }, { 0x38C, 0x3CC },
	    { 0x38E, 0x3CD }, { 0x38F, 0x3CE }, { 0x390, 0x3CA } };

	*cap = 0;
	if (c >= 0x3AC && c <= 0x3CE)
		return c;
	*cap = 1;
	if (c >= 0x391 && c <= 0x3AB && c != 0x3A2)
		return c + 0x20;
	for (size_t i = 0; i < sizeof tonos / sizeof tonos[0]; i++)
		if (tonos[i][0] == c) {
			*cap = c != 0x390;	/* ΐ is small */
			return tonos[i][1];
		}
	return 0;
}

/* the frequency in ten thousand letters of c as a letter of script sc
   (0: none of its letters), its case in *cap and where it may stand in
   *pos: Hebrew's final forms (ך ם ן ף ץ) and Greek's ς end a word, their
   other forms do not, nor Greek's consonants but ν ρ; Thai's vowels above and below and its tones
   (Hebrew's points, Arabic's harakat) follow a letter; Thai's เ แ โ ใ ไ
   come before a consonant */
static unsigned
xs_letter(int sc, unsigned c, int *cap, int *pos)
{
	int f;

	*cap = 0, *pos = P_ANY;
	switch (sc) {
	case XS_CYR:
		if ((f = ak_conv_cyr_freq(c, cap)) < 0)
			return 0;
		*pos = cyr_pos(c);
		return (unsigned)f + 1;
	case XS_GREEK:
		c = el_small(c, cap);
		/* ς ends a word; σ and the consonants but ν ρ do not (1 in
		   100 Greek words ends so, a third of Russian's in cp1251) */
		*pos = c == 0x3C2 ? P_FINAL : c == 0x3C3 || (c && memchr(
		    "\xb2\xb3\xb4\xb6\xb8\xba\xbb\xbc\xbe\xc0\xc4\xc6\xc7"
		    "\xc8", (int)(c & 0xFF), 14)) ? P_NONFINAL : P_ANY;
		return c ? el_freq[c - 0x3AC] : 0;
	case XS_HEBREW:
		if (c >= 0x5B0 && c <= 0x5C7 && c != 0x5BE && c != 0x5C0 &&
		    c != 0x5C3 && c != 0x5C6)
			return *pos = P_MARK, 5u;	/* points */
		if (c < 0x5D0 || c > 0x5EA)
			return 0;
		*pos = memchr("\x0a\x0d\x0f\x13\x15", (int)(c - 0x5D0), 5) ?
		    P_FINAL : memchr("\x0b\x0e\x10\x14\x16", (int)(c -
		    0x5D0), 5) ? P_NONFINAL : P_ANY;
		return he_freq[c - 0x5D0];
	case XS_ARABIC:
		if (c == 0x67E || c == 0x686 || c == 0x6A9 || c == 0x6AF)
			return c == 0x6A9 ? 100 : c == 0x686 ? 20 : 60;
		if (c > 0x600 && c < 0x700 && memchr("\x79\x88\x91\x98\xba"
		    "\xbe\xc1\xd2", (int)(c - 0x600), 8))
			return 10;	/* Persian's and Urdu's letters (پ چ ک گ
					   above: Persian's frequent ones) */
		if (c < 0x621 || c > 0x652)
			return 0;
		*pos = c >= 0x64B ? P_MARK : P_ANY;
		return ar_freq[c - 0x621];
	default:
		if (c < 0xE01 || c > 0xE4E || th_freq[c - 0xE01] == 0)
			return 0;
		*pos = c <= 0xE2E ? P_CONS : c == 0xE31 || (c >= 0xE34 && c <=
		    0xE3A) || c >= 0xE47 ? P_MARK : c >= 0xE40 && c <= 0xE44 ?
		    P_LEAD : P_ANY;
		return th_freq[c - 0xE01];
	}
}

/* 1 when c is a vowel of script sc (Cyrillic's а е ё и о у ы э ю я є і ї,
   Greek's α ε η ι ο υ ω with their accents) or sc writes no vowel
   letters that every word has (Hebrew, Arabic, Thai) */
static int
xs_vowel(int sc, unsigned c)
{
	int cap;

	if (sc == XS_GREEK) {
		c = el_small(c, &cap);
		return c != 0 && memchr("\xac\xad\xae\xaf\xb0\xb1\xb5\xb7"
		    "\xb9\xbf\xc5\xc9\xca\xcb\xcc\xcd\xce", (int)(c & 0xFF),
		    17) != NULL;
	}
	if (sc != XS_CYR)
		return 1;
	c = c >= 0x410 && c <= 0x42F ? c + 0x20 : c >= 0x400 && c <= 0x40F ?
	    c + 0x50 : c;
	return (c >> 8) == 4 && memchr("\x30\x35\x38\x3e\x43\x4b\x4d\x4e"
	    "\x4f\x51\x54\x56\x57", (int)(c & 0xFF), 13) != NULL;
}

/* the punctuation a text in these scripts has among its letters: « » ·
   ° §, a no-break space, the soft hyphen, dashes, quotes, … № •, the
   Arabic comma, semicolon and question mark, Hebrew's maqaf and geresh,
   Greek's tonos alone, the marks of writing direction and joining, the
   shekel and baht signs (not Thai's digits, rare in its text, which a
   double-byte page's second bytes F0-F9 read as) */
static int
xs_punct(unsigned c)
{
	return c == 0xAB || c == 0xBB || c == 0xA0 || c == 0xAD || c ==
	    0xB7 || c == 0xB0 || c == 0xA7 || (c >= 0x2013 && c <= 0x2014) ||
	    (c >= 0x2018 && c <= 0x201E) || c == 0x2026 || c == 0x2116 || c ==
	    0x2022 || c == 0x60C || c == 0x61B || c == 0x61F || c == 0x5BE ||
	    c == 0x5F3 || c == 0x5F4 || c == 0x384 || c == 0x385 || c ==
	    0x387 || (c >= 0x200C && c <= 0x200F) || c == 0x20AA || c ==
	    0xE3F;
}

/* a page to score: its script and the characters of its bytes */
typedef struct xs_page {
	int script;
	const unsigned short *tab;
} xs_page;

/* the character of byte i at u (ASCII as itself) in page p, 0 past the
   line's ends */
static unsigned
xs_char(const xs_page *p, const unsigned char *u, size_t n, size_t i)
{
	return i >= n ? 0 : u[i] < 0x80 ? u[i] : p->tab[u[i] - 0x80];
}

/* 1 when byte i of u is a letter in page p (ASCII's or its script's),
   *pos where it may stand, *cap its case */
static int
xs_isletter(const xs_page *p, const unsigned char *u, size_t n, size_t i,
    int *pos, int *cap)
{
	*pos = P_ANY, *cap = 0;
	if (i >= n)
		return 0;
	if (u[i] < 0x80) {
		*cap = isupper(u[i]) != 0;
		return isalpha(u[i]) != 0;
	}
	return xs_letter(p->script, xs_char(p, u, n, i), cap, pos) > 0;
}

/* the log-likelihood of one letter (frequency f in 10,000) at byte i,
   less for a capital (a tenth at a word's start, a hundredth after a
   small letter, 3 in 10 after a capital: a word in capitals) and for a
   letter where it may not stand (*bad 1) */
static double
xs_one(const xs_page *p, const unsigned char *u, size_t n, size_t i,
    unsigned f, int cap, int pos, int *bad)
{
	int pp, pc, np, nc, prev = i > 0 && xs_isletter(p, u, n, i - 1, &pp,
	    &pc);
	int next = xs_isletter(p, u, n, i + 1, &np, &nc);
	double s = log(f / 10000.0), less = 1;

	if (cap)
		s += log(!prev ? 0.1 : pc ? 0.3 : 0.01);
	if ((pos == P_FINAL && next) || (pos == P_NONFINAL && prev && !next))
		less = 0.03;
	if (pos == P_MARK && !(prev && (pp == P_CONS || pp == P_MARK ||
	    p->script != XS_THAI)))
		less = 0.01;
	if (pos == P_LEAD && !(next && np == P_CONS))
		less = 0.01;
	if ((pos == P_AFTERV && prev && pp == P_CONS) || (pos == P_INWORD &&
	    !prev))	/* Cyrillic's й after a consonant, ъ ы ь first */
		less = pos == P_AFTERV ? 0.05 : 0.01;
	*bad = less < 1;
	return s + log(less);
}

/* the score of the line's bytes from 0x80 read in page p (the sum of
   their log-likelihoods: a letter's, xs_one; a text's punctuation 1 in
   100, any other character 1 in 10,000; a word of two letters or more
   without a vowel, in Greek or Cyrillic, 2 in 100), into x: its letters, their
   longest run, the bytes neither a letter where it may stand nor
   punctuation (x->bad), the bytes from 0x80 */
static double
xs_score(const xs_page *p, const unsigned char *u, size_t n, ak_script *x)
{
	double s = 0;
	size_t run = 0;
	int vowel = 0;

	x->letters = x->maxrun = x->bad = x->high = 0;
	for (size_t i = 0; i <= n; i++) {
		int cap, pos, bad;
		unsigned c = i < n && u[i] >= 0x80 ? xs_char(p, u, n, i) : 0,
		    f = c ? xs_letter(p->script, c, &cap, &pos) : 0;
		if (f == 0 && run >= 2 && !vowel)
			s += log(0.02);	/* a word without a vowel */
		if (f == 0)
			run = 0, vowel = 0;
		if (i == n || u[i] < 0x80)
			continue;
		x->high++;
		if (f == 0) {
			s += log(xs_punct(c) ? 0.01 : 0.0001);
			x->bad += !xs_punct(c);
			continue;
		}
		s += xs_one(p, u, n, i, f, cap, pos, &bad);
		x->bad += (size_t)bad;
		x->letters++;
		vowel |= xs_vowel(p->script, c);
		x->maxrun = ++run > x->maxrun ? run : x->maxrun;
	}
	return s;
}

/* 1 when pages p and q read the bytes from 0x80 at u[0..n) alike */
static int
xs_same(int p, int q, const unsigned char *u, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (u[i] >= 0x80 && xs_tab[p][u[i] - 0x80] != xs_tab[q][u[i] -
		    0x80])
			return 0;
	return 1;
}

void
ak_conv_script(const char *s, size_t n, ak_script *x)
{
	static const char *const cyr[] = { "cp1251", "koi8-r", "koi8-u",
	    "iso-8859-5", "cp866", "mac-cyrillic" };
	const unsigned char *u = (const unsigned char *)s;
	unsigned short t[128];
	double best = -HUGE_VAL, other = -HUGE_VAL, sc[AK_XS_PAGES];
	ak_script y;
	int b = 0;

	memset(x, 0, sizeof *x);
	for (int p = 0; p < AK_XS_PAGES; p++) {
		xs_page pg = { xs_script[p], xs_tab[p] };
		sc[p] = xs_score(&pg, u, n, &y) - 0.01 * p;	/* ties: first */
		if (sc[p] > best)
			best = sc[p], b = p, *x = y;
	}
	/* the best of the other scripts: Cyrillic's pages, and these */
	for (size_t p = 0; p < sizeof cyr / sizeof cyr[0]; p++) {
		for (unsigned i = 0; i < 128; i++)
			t[i] = (unsigned short)ak_conv_cyr_char(cyr[p],
			    (unsigned char)(0x80 + i));
		xs_page pg = { XS_CYR, t };
		double v = xs_score(&pg, u, n, &y);
		other = v > other ? v : other;
	}
	for (int p = 0; p < AK_XS_PAGES; p++)
		if (xs_script[p] != xs_script[b])
			other = sc[p] > other ? sc[p] : other;
	x->page = xs_name[b];
	x->alt = NULL;
	/* the same script's other page, when it reads a byte of the line
	   otherwise (cp1253 and iso-8859-7 differ in Ά, not in α-ω) */
	for (int p = 0; p < AK_XS_PAGES; p++)
		if (p != b && xs_script[p] == xs_script[b] && !xs_same(p, b, u,
		    n))
			x->alt = xs_name[p];
	x->margin = best - other;
	x->mean = x->high > 0 ? best / (double)x->high : 0;
}

unsigned
ak_conv_script_char(const char *page, unsigned char b)
{
	for (int p = 0; p < AK_XS_PAGES; p++)
		if (strcmp(page, xs_name[p]) == 0)
			return b < 0x80 ? b : xs_tab[p][b - 0x80];
	return 0;
}
