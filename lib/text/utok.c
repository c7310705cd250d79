/*
 * utok.c — the tokenizer of every script and the tokens as typed.  See
 * utok.h (why a generated table rather than the C library's locale).
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "utok.h"
#include "utok-tab.h"

/* the named entities are punctuation or U+00A0: all separators */
size_t
ak_html_entity(const unsigned char *s, size_t n, unsigned long *cp)
{
	static const char *const named[] = { "lt", "gt", "amp", "quot",
	    "apos", "nbsp" };
	size_t i, end;
	unsigned long v = 0;

	for (end = 1; end < n && end < 12 && s[end] != ';'; end++)
		;
	if (end >= n || s[end] != ';' || end == 1)
		return 0;
	*cp = '&';
	if (s[1] != '#') {
		for (size_t k = 0; k < sizeof(named) / sizeof(named[0]); k++)
			if (strlen(named[k]) == end - 1 &&
			    memcmp(named[k], s + 1, end - 1) == 0)
				return end + 1;
		return 0;
	}
	int hex = s[2] == 'x' || s[2] == 'X';
	for (i = hex ? 3 : 2; i < end; i++) {
		int d = isdigit(s[i]) ? s[i] - '0' : hex && isxdigit(s[i]) ?
		    tolower(s[i]) - 'a' + 10 : -1;
		if (d < 0)
			return 0;
		v = v * (hex ? 16 : 10) + (unsigned long)d;
		if (v > 0x10FFFF)
			return 0;
	}
	if (i == (hex ? 3u : 2u))
		return 0;
	*cp = v;
	return end + 1;
}

size_t
ak_tokenize_room(size_t n, unsigned flags)
{
	return (flags & (AK_TOK_UNICODE | AK_TOK_AUTO)) ? 3 * n + 1 : n + 1;
}

const char *
ak_utok_unicode_version(void)
{
	return AK_UTOK_UNICODE;
}

/* the class of cp >= U+0080 in the table (binary search), 0 if none */
static int
table_class(unsigned long cp)
{
	size_t lo = 0, hi = sizeof(utok_ranges) / sizeof(utok_ranges[0]);

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (cp < utok_ranges[mid].lo)
			hi = mid;
		else if (cp > utok_ranges[mid].hi)
			lo = mid + 1;
		else
			return utok_ranges[mid].cls;
	}
	return 0;
}

int
ak_utok_class(unsigned long cp, unsigned flags)
{
	if ((cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z'))
		return 1;
	if (cp < 0x80)
		return 0;
	if (flags & AK_TOK_UNICODE)
		return table_class(cp);
	if ((flags & AK_TOK_LATIN1) && cp >= 0xC0 && cp <= 0xFF &&
	    cp != 0xD7 && cp != 0xF7)
		return 1;
	return 0;
}

/* cp as UTF-8 into o (4 bytes at most); returns the length */
static size_t
put_utf8(char *o, unsigned long cp)
{
	if (cp < 0x80) {
		o[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		o[0] = (char)(0xC0 | (cp >> 6));
		o[1] = (char)(0x80 | (cp & 0x3F));
		return 2;
	}
	if (cp < 0x10000) {
		o[0] = (char)(0xE0 | (cp >> 12));
		o[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
		o[2] = (char)(0x80 | (cp & 0x3F));
		return 3;
	}
	o[0] = (char)(0xF0 | (cp >> 18));
	o[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
	o[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
	o[3] = (char)(0x80 | (cp & 0x3F));
	return 4;
}

/* the folding of letter or mark cp under flags into o (7 bytes at most);
 * returns the length */
static size_t
fold_cp(char *o, unsigned long cp, unsigned flags)
{
	if (cp >= 'A' && cp <= 'Z')
		cp += 'a' - 'A';
	else if (cp >= 0x80 && (flags & AK_TOK_UNICODE)) {
		size_t lo = 0, hi = sizeof(utok_folds) / sizeof(utok_folds[0]);
		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2;
			if (cp < utok_folds[mid].cp)
				hi = mid;
			else if (cp > utok_folds[mid].cp)
				lo = mid + 1;
			else {
				memcpy(o, utok_folds[mid].to,
				    utok_folds[mid].len);
				return utok_folds[mid].len;
			}
		}
	} else if ((flags & AK_TOK_LATIN1) && cp >= 0xC0 && cp <= 0xDE)
		cp += 0x20;	/* the Latin-1 capitals, as text.c lowers them */
	return put_utf8(o, cp);
}

/*
 * the code point of the well-formed UTF-8 sequence at u[0..n) (RFC 3629:
 * no overlong form, no surrogate, at most U+10FFFF) and its length in *len;
 * a byte that starts no such sequence is one separator byte (cp 0xFFFD,
 * length 1), as every byte >= 0x80 is to the default tokenizer
 */
static unsigned long
decode(const unsigned char *u, size_t n, size_t *len)
{
	unsigned long cp;
	size_t k;
	unsigned char lo = 0x80, hi = 0xBF;

	*len = 1;
	if (u[0] < 0x80)
		return u[0];
	if (u[0] >= 0xC2 && u[0] <= 0xDF)
		k = 1, cp = u[0] & 0x1Fu;
	else if (u[0] >= 0xE0 && u[0] <= 0xEF) {
		k = 2, cp = u[0] & 0x0Fu;
		if (u[0] == 0xE0)
			lo = 0xA0;
		else if (u[0] == 0xED)
			hi = 0x9F;
	} else if (u[0] >= 0xF0 && u[0] <= 0xF4) {
		k = 3, cp = u[0] & 0x07u;
		if (u[0] == 0xF0)
			lo = 0x90;
		else if (u[0] == 0xF4)
			hi = 0x8F;
	} else
		return 0xFFFD;
	if (k >= n)
		return 0xFFFD;
	for (size_t i = 1; i <= k; i++) {
		unsigned char b = u[i];
		if (b < (i == 1 ? lo : 0x80) || b > (i == 1 ? hi : 0xBF))
			return 0xFFFD;
		cp = cp << 6 | (b & 0x3Fu);
	}
	*len = k + 1;
	return cp;
}

size_t
ak_utok(char *out, const char *s, size_t n, unsigned flags)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t k = 0, ntok = 0, len;
	int in = 0;

	for (size_t i = 0; i < n; i += len) {
		unsigned long cp;
		size_t from = i;
		int c;

		len = 0;
		if (u[i] == '&' && (flags & AK_TOK_HTML))
			len = ak_html_entity(u + i, n - i, &cp);
		if (len > 0) {
			/* an entity: its character, written anew */
		} else if (u[i] == '-' && (flags & AK_TOK_JOIN_HYPHEN)) {
			len = 1;
			continue;	/* deleted: "e-mail" is "email" */
		} else {
			cp = decode(u + i, n - i, &len);
			if (cp == 0xFFFD && len == 1)
				cp = 0;	/* not UTF-8: a separator */
		}
		c = ak_utok_class(cp, flags);
		if (c == 0 || (c == 2 && !in)) {
			in = 0;
			continue;
		}
		if (!in) {
			if (ntok > 0)
				out[k++] = ' ';
			ntok++;
			in = 1;
		}
		if (!(flags & AK_TOK_KEEPCASE))
			k += fold_cp(out + k, cp, flags);
		else if (u[from] == '&')	/* an entity: its character */
			k += put_utf8(out + k, cp);
		else {
			memcpy(out + k, u + from, len);
			k += len;
		}
	}
	out[k] = '\0';
	return ntok;
}

size_t
ak_tok_fold(char *out, const char *w, size_t len, unsigned flags)
{
	if (flags & AK_TOK_AUTO)	/* its letters beyond ASCII: unicode's */
		flags |= AK_TOK_UNICODE;
	const unsigned char *u = (const unsigned char *)w;
	size_t k = 0, l;

	for (size_t i = 0; i < len; i += l) {
		unsigned long cp = decode(u + i, len - i, &l);
		if (cp == 0xFFFD && l == 1) {
			out[k++] = w[i];	/* not UTF-8: copied */
			continue;
		}
		k += fold_cp(out + k, cp, flags & ~(unsigned)AK_TOK_KEEPCASE);
	}
	out[k] = '\0';
	return k;
}

size_t
ak_utok_lost(const char *s, size_t n, unsigned flags, size_t *len)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t l;

	*len = 0;
	if (flags & (AK_TOK_UNICODE | AK_TOK_AUTO))
		return 0;
	for (size_t i = 0; i < n; i += l) {
		unsigned long cp = decode(u + i, n - i, &l);
		if (cp >= 0x80 && !(cp == 0xFFFD && l == 1) &&
		    ak_utok_class(cp, flags) == 0 &&
		    ak_utok_class(cp, AK_TOK_UNICODE) == 1) {
			*len = l;
			return i + 1;
		}
	}
	return 0;
}

/*
 * the first combining mark of s[0..n) that follows a letter (UAX #29: a
 * mark extends the word before it) for which want(letter, mark) holds:
 * its offset plus 1, the letter's offset in *lat and the two's length in
 * *len; 0 when there is none
 */
static size_t
mark_after_letter(const char *s, size_t n, int (*want)(unsigned long,
    unsigned long), size_t *lat, size_t *len)
{
	const unsigned char *u = (const unsigned char *)s;
	unsigned long letter = 0;
	size_t l, at = 0;
	int in = 0;

	for (size_t i = 0; i < n; i += l) {
		unsigned long cp = decode(u + i, n - i, &l);
		int c = cp == 0xFFFD && l == 1 ? 0 : ak_utok_class(cp,
		    AK_TOK_UNICODE);
		if (c == 2 && in && want(letter, cp)) {
			*lat = at;
			*len = i + l - at;
			return i + 1;
		}
		if (c == 1) {
			letter = cp;
			at = i;
		}
		in = c != 0 && (c == 1 || in);
	}
	return 0;
}

static int
any_pair(unsigned long letter, unsigned long mark)
{
	(void)letter;
	(void)mark;
	return 1;
}

/* (letter, mark) is one of the canonical compositions (utok-tab.h) */
static int
nfc_pair(unsigned long letter, unsigned long mark)
{
	size_t lo = 0, hi = sizeof(utok_pairs) / sizeof(utok_pairs[0]);

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const struct utok_pair *p = &utok_pairs[mid];
		if (letter < p->letter || (letter == p->letter &&
		    mark < p->mark))
			hi = mid;
		else if (letter > p->letter || mark > p->mark)
			lo = mid + 1;
		else
			return 1;
	}
	return 0;
}

size_t
ak_utok_decomposed(const char *s, size_t n, char ch[9])
{
	size_t lat, len, at = mark_after_letter(s, n, nfc_pair, &lat, &len);

	ch[0] = '\0';
	if (at == 0)
		return 0;
	if (len > 8)		/* a letter of 4 bytes and a mark of 4 at most */
		len = 8;
	memcpy(ch, s + lat, len);
	ch[len] = '\0';
	return at;
}

int
ak_tok_auto_letter(const char *s, size_t n, unsigned flags, char ch[5])
{
	size_t at, len, lat, i;

	ch[0] = '\0';
	if (!(flags & AK_TOK_AUTO))
		return 0;
	for (i = 0; i < n && (unsigned char)s[i] < 0x80; i++)
		;		/* ASCII text: the common case, at once */
	if (i == n)
		return 0;
	if ((at = ak_utok_lost(s + i, n - i, flags & ~(unsigned)AK_TOK_AUTO,
	    &len)) > 0) {
		memcpy(ch, s + i + at - 1, len);
		ch[len] = '\0';
		return 1;
	}
	/* a combining mark after a letter (an ASCII one: "cafe" and U+0301)
	 * is part of its word to unicode, a separator to the others */
	if ((flags & AK_TOK_UNICODE) || (at = mark_after_letter(s, n, any_pair, &lat, &len)) == 0)
		return 0;
	if (len > 4) {		/* the mark alone */
		size_t ml = len - (at - 1 - lat);
		lat = at - 1;
		len = ml;
	}
	memcpy(ch, s + lat, len);
	ch[len] = '\0';
	return 1;
}

unsigned
ak_tok_flags(const char *s, size_t n, unsigned flags)
{
	char ch[5];
	int u = ak_tok_auto_letter(s, n, flags, ch);

	flags &= ~(unsigned)AK_TOK_AUTO;
	return u ? flags | AK_TOK_UNICODE : flags;
}

void
ak_utok_nfd_add(ak_utok_nfd *d, const char *s, size_t n, const char *where)
{
	char ch[9];

	if (ak_utok_decomposed(s, n, ch) == 0)
		return;
	if (d->n++ == 0) {
		memcpy(d->ch, ch, sizeof ch);
		snprintf(d->where, sizeof d->where, "%s", where);
	}
}

size_t
ak_utok_nfd_note(const ak_utok_nfd *d, char *buf, size_t cap)
{
	const unsigned char *u = (const unsigned char *)d->ch;
	size_t k = strlen(d->ch), ml;
	unsigned long mark = 0;
	int w;

	if (d->n == 0 || cap == 0)
		return 0;
	/* the mark: the last character of ch (2 to 4 bytes) */
	for (ml = 1; ml < k && (u[k - ml] & 0xC0) == 0x80; ml++)
		;
	for (size_t i = k - ml; i < k; i++)
		mark = i == k - ml ? (u[i] & (0xFFu >> (ml + 1))) :
		    mark << 6 | (u[i] & 0x3Fu);
	w = snprintf(buf, cap, "%ld message%s with letters written decomposed "
	    "(the first '%s', %.*s and U+%04lX, %s): the tokenizer does not "
	    "normalize, so a word written composed (as in vectors of a "
	    "composed corpus) is another token: convert the text to NFC "
	    "first: uconv -x any-nfc FILE (Debian's icu-devtools)\n",
	    d->n, d->n == 1 ? "" : "s", d->ch, (int)(k - ml), d->ch, mark,
	    d->where);
	return w < 0 ? 0 : (size_t)w < cap ? (size_t)w : cap - 1;
}

int
ak_utok_mixed_scripts(const char *w, size_t n)
{
	const unsigned char *u = (const unsigned char *)w;
	unsigned seen = 0;	/* 1 Latin, 2 Greek, 4 Cyrillic */
	size_t l;

	for (size_t i = 0; i < n; i += l) {
		unsigned long cp = decode(u + i, n - i, &l);

		if ((cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') ||
		    (cp >= 0xC0 && cp <= 0x24F && cp != 0xD7 && cp != 0xF7))
			seen |= 1;
		else if (cp >= 0x370 && cp <= 0x3FF)
			seen |= 2;
		else if (cp >= 0x400 && cp <= 0x52F)
			seen |= 4;
	}
	return (seen & (seen - 1)) != 0;
}

/* 1 when cp is a letter of a script written without spaces between its
   words: Thai, Lao, Tibetan, Myanmar, Khmer, kana, Han */
static int
unspaced_cp(unsigned long cp)
{
	return (cp >= 0xE00 && cp <= 0xFFF) || (cp >= 0x1000 && cp <=
	    0x109F) || (cp >= 0x1780 && cp <= 0x17FF) || (cp >= 0x3040 &&
	    cp <= 0x30FF) || (cp >= 0x31F0 && cp <= 0x31FF) || (cp >= 0x3400 &&
	    cp <= 0x4DBF) || (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0xF900 &&
	    cp <= 0xFAFF) || (cp >= 0xFF66 && cp <= 0xFF9F) || (cp >= 0x20000 &&
	    cp <= 0x2FFFF);
}

size_t
ak_utok_unspaced(const char *w, size_t n)
{
	const unsigned char *u = (const unsigned char *)w;
	size_t l, k = 0;

	for (size_t i = 0; i < n; i += l)
		k += unspaced_cp(decode(u + i, n - i, &l)) != 0;
	return k;
}
