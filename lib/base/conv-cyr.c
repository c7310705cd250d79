/*
 * conv-cyr.c — which of Cyrillic's six single-byte code pages (cp1251,
 * koi8-r, koi8-u, iso-8859-5, cp866, mac-cyrillic) reads a line's bytes
 * as the likeliest text (conv.h, ak_conv_cyr), for the hint of a line
 * that is not UTF-8.
 */
#include <math.h>
#include <string.h>

#include "conv.h"

/* cyr_name, cyr_tab: the characters of bytes 0x80-0xFF in each page
   (Python's codecs, which are glibc iconv's: tests/unit/test_conv.c) */
#include "conv-cyr-tab.h"

/* the small letters' frequency in ten thousand letters, of Russian
   (а-я, ё; ъ at Bulgarian's) with Ukrainian's і ї є ґ, Belarusian's ў, Serbian's and
   Macedonian's ђ ј љ њ ћ џ ѓ ќ ѕ at about their share where they are
   written; 0x430-0x45F, then ґ (0x491) */
static const unsigned short cyr_freq[49] = {
	800, 160, 450, 170, 300, 850, 90, 160,	/* а б в г д е ж з */
	740, 120, 350, 440, 320, 670, 1100, 280, /* и й к л м н о п */
	470, 550, 630, 260, 30, 100, 50, 140,	/* р с т у ф х ц ч */
	70, 40, 60, 190, 170, 30, 60, 200,	/* ш щ ъ ы ь э ю я */
	1, 20, 10, 10, 40, 10, 300, 60,		/* ѐ ё ђ ѓ є ѕ і ї */
	80, 30, 40, 30, 10, 5, 50, 10,		/* ј љ њ ћ ќ ѝ ў џ */
	10,					/* ґ */
};

/* Russian's ten most frequent letters, о е а и н т с р в л (about 60% of
   a Russian text's letters): their places in cyr_freq */
static const int ru_top_idx[10] = { 14, 5, 0, 8, 13, 18, 17, 16, 2, 11 };

/* a Cyrillic letter's place in cyr_freq and its case (*cap), or -1 */
static int
cyr_letter(unsigned c, int *cap)
{
	*cap = (c >= 0x400 && c <= 0x42F) || c == 0x490;
	if (c == 0x490 || c == 0x491)
		return 48;
	if (c >= 0x430 && c <= 0x45F)
		return (int)(c - 0x430);
	if (c >= 0x410 && c <= 0x42F)
		return (int)(c - 0x410);
	if (c >= 0x400 && c <= 0x40F)
		return (int)(c - 0x400 + 0x20);
	return -1;
}

/* 1 when place k of cyr_freq is one of ru_top_idx's */
static int
ru_top(int k)
{
	for (size_t i = 0; i < sizeof ru_top_idx / sizeof ru_top_idx[0]; i++)
		if (ru_top_idx[i] == k)
			return 1;
	return 0;
}

/* typographic punctuation, which a Cyrillic text has among its letters:
   « » „ “ ” ‘ ’ ‚ — – … № •, a no-break space, · ° § */
static int
cyr_punct(unsigned c)
{
	return c == 0xAB || c == 0xBB || c == 0xA0 || c == 0xB7 || c ==
	    0xB0 || c == 0xA7 || (c >= 0x2013 && c <= 0x2014) || (c >= 0x2018 &&
	    c <= 0x201E) || c == 0x2026 || c == 0x2116 || c == 0x2022;
}

/* the character of byte b in page p (ASCII as itself) */
static unsigned
cyr_char(int p, unsigned char b)
{
	return b < 0x80 ? b : cyr_tab[p][b - 0x80];
}

/* a letter (Cyrillic under page p, or ASCII) at u[i], i inside [0, n) */
static int
cyr_isletter(int p, const unsigned char *u, size_t n, size_t i, int *small)
{
	int cap;

	*small = 0;
	if (i >= n)
		return 0;
	if (u[i] < 0x80) {
		*small = u[i] >= 'a' && u[i] <= 'z';
		return (u[i] | 0x20) >= 'a' && (u[i] | 0x20) <= 'z';
	}
	if (cyr_letter(cyr_char(p, u[i]), &cap) < 0)
		return 0;
	*small = !cap;
	return 1;
}

/* the score of the line's bytes read in page p: each letter's log
   frequency, less for a capital after a small letter (no word has one
   inside it) and for a character that is neither letter nor the
   punctuation of a text, the more between two letters */
static double
cyr_score(int p, const unsigned char *u, size_t n)
{
	double s = 0;

	for (size_t i = 0; i < n; i++) {
		if (u[i] < 0x80)
			continue;
		unsigned c = cyr_char(p, u[i]);
		int cap, ps = 0, ns = 0, k = cyr_letter(c, &cap);
		int prev = i > 0 && cyr_isletter(p, u, n, i - 1, &ps);
		int next = cyr_isletter(p, u, n, i + 1, &ns), inside = prev &&
		    next;
		int latin = (i > 0 && u[i - 1] < 0x80 && prev) || (i + 1 < n &&
		    u[i + 1] < 0x80 && next);
		if (k >= 0)	/* less: a capital inside a word or alone, a
				   letter beside a Latin one */
			s += log(cyr_freq[k] + 1.0) - (cap && prev && ps ? 4 :
			    0) - (cap && !prev && !next ? 6 : 0) - (latin ? 4 :
			    0);
		else if (cyr_punct(c))
			s -= inside ? 2 : 0;
		else
			s -= inside ? 8 : 4;
	}
	return s;
}

/* 1 when pages p and q read the line's bytes as the same characters */
static int
cyr_same(int p, int q, const unsigned char *u, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (u[i] >= 0x80 && cyr_tab[p][u[i] - 0x80] !=
		    cyr_tab[q][u[i] - 0x80])
			return 0;
	return 1;
}

void
ak_conv_cyr(const char *s, size_t n, ak_cyr *c)
{
	const unsigned char *u = (const unsigned char *)s;
	double sc[AK_CYR_PAGES];
	int best = 0, alt = -1;

	memset(c, 0, sizeof *c);
	for (int p = 0; p < AK_CYR_PAGES; p++) {
		sc[p] = cyr_score(p, u, n) - 0.01 * p;	/* ties: the first */
		best = sc[p] > sc[best] ? p : best;
	}
	for (int p = 0; p < AK_CYR_PAGES; p++)
		if (p != best && !cyr_same(p, best, u, n) && (alt < 0 ||
		    sc[p] > sc[alt]))
			alt = p;
	c->page = cyr_name[best];
	c->score = sc[best];
	c->alt = alt >= 0 ? cyr_name[alt] : NULL;
	size_t run = 0;
	for (size_t i = 0; i <= n; i++) {
		c->high += i < n && u[i] >= 0x80;
		int cap = 0, k = i < n && u[i] >= 0x80 ?
		    cyr_letter(cyr_char(best, u[i]), &cap) : -1;
		if (k >= 0) {
			run++;
			c->letters++;
			c->caps += cap;
			c->top += ru_top(k) || k == 38;	/* and і */
			continue;
		}
		if (run > 0)
			c->singles += run == 1, c->pairs += run > 1;
		c->maxrun = run > c->maxrun ? run : c->maxrun;
		run = 0;
		c->ascii += i < n && (u[i] | 0x20) >= 'a' && (u[i] | 0x20) <=
		    'z';
	}
}

unsigned
ak_conv_cyr_char(const char *page, unsigned char b)
{
	for (int p = 0; p < AK_CYR_PAGES; p++)
		if (strcmp(page, cyr_name[p]) == 0)
			return cyr_char(p, b);
	return 0;
}

size_t
ak_conv_cyr_top(const char *s, size_t n)
{
	/* cp1251, koi8-r: either case; iso-8859-5, cp866: small letters
	   (cp866's capitals 0x80-0x9F are shift_jis's first bytes) */
	static const int pages[] = { 0, 1, 3, 4 };
	const unsigned char *u = (const unsigned char *)s;
	size_t most = 0;

	for (size_t q = 0; q < sizeof pages / sizeof pages[0]; q++) {
		size_t k = 0;
		for (size_t i = 0; i < n; i++) {
			int cap, l = u[i] < 0x80 ? -1 : cyr_letter(cyr_char(
			    pages[q], u[i]), &cap);
			k += l >= 0 && ru_top(l) && (pages[q] < 2 || !cap);
		}
		most = k > most ? k : most;
	}
	return most;
}

int
ak_conv_cyr_freq(unsigned c, int *cap)
{
	int k = cyr_letter(c, cap);

	return k < 0 ? -1 : cyr_freq[k];
}
