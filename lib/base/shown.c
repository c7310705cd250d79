/*
 * shown.c — a word as a message shows it (shown.h): control characters
 * and characters that print blank or as nothing escaped.
 */
#include <stdio.h>
#include <string.h>

#include "shown.h"

/* the code point at p (avail bytes, valid UTF-8 but maybe cut), its
   bytes in *len; a cut sequence is its bytes as they are (code point
   0xfffd, never escaped: printed as given) */
static unsigned
cp_at(const unsigned char *p, size_t avail, size_t *len)
{
	size_t want = p[0] < 0x80 ? 1 : p[0] < 0xe0 ? 2 : p[0] < 0xf0 ? 3 : 4;

	if (want > avail)
		return *len = avail, 0xfffd;
	*len = want;
	if (want == 1)
		return p[0];
	if (want == 2)
		return (unsigned)(p[0] & 0x1f) << 6 | (p[1] & 0x3f);
	if (want == 3)
		return (unsigned)(p[0] & 0x0f) << 12 |
		    (unsigned)(p[1] & 0x3f) << 6 | (p[2] & 0x3f);
	return (unsigned)(p[0] & 0x07) << 18 | (unsigned)(p[1] & 0x3f) << 12 |
	    (unsigned)(p[2] & 0x3f) << 6 | (p[3] & 0x3f);
}

/* a code point a message must not print as it is: a control character
   (C0, DEL, C1), or one that prints as a blank or as nothing (Unicode's
   spaces but U+0020, the zero-width ones and marks of direction, the
   line and paragraph separators, the BOM) */
static int
unseen(unsigned c)
{
	return c < 0x20 || (c >= 0x7f && c <= 0xa0) || c == 0xad ||
	    c == 0x1680 || c == 0x180e || (c >= 0x2000 && c <= 0x200f) ||
	    (c >= 0x2028 && c <= 0x202f) || (c >= 0x205f && c <= 0x2064) ||
	    c == 0x3000 || c == 0xfeff;
}

size_t
ak_shown(char *out, size_t n, const char *w, size_t wl, unsigned *first)
{
	const unsigned char *p = (const unsigned char *)w;
	size_t k = 0, len;

	if (n == 0)
		return 0;
	for (size_t i = 0; i < wl; i += len) {
		unsigned c = cp_at(p + i, wl - i, &len);
		char esc[16];
		if (!unseen(c)) {
			if (k + len >= n)
				break;
			memcpy(out + k, p + i, len);
			k += len;
			continue;
		}
		if (first != NULL && *first == 0)
			*first = c;
		int m = snprintf(esc, sizeof esc, c == '\n' ? "\\n" : c == '\r' ?
		    "\\r" : c == '\t' ? "\\t" : "<U+%04X>", c);
		if (k + (size_t)m >= n)
			break;
		memcpy(out + k, esc, (size_t)m);
		k += (size_t)m;
	}
	out[k] = '\0';
	return k;
}

const char *
ak_shown_name(unsigned c)
{
	static const struct { unsigned c; const char *name; } tab[] = {
		{ '\n', "a line end" }, { '\r', "a carriage return" },
		{ '\t', "a TAB" }, { 0xa0, "a no-break space" },
		{ 0xad, "a soft hyphen" }, { 0x2007, "a figure space" },
		{ 0x2009, "a thin space" }, { 0x200b, "a zero-width space" },
		{ 0x200c, "a zero-width non-joiner" },
		{ 0x200d, "a zero-width joiner" },
		{ 0x202f, "a narrow no-break space" },
		{ 0x3000, "an ideographic space" },
		{ 0xfeff, "a byte order mark (zero-width no-break space)" },
	};

	for (size_t i = 0; i < sizeof tab / sizeof *tab; i++)
		if (tab[i].c == c)
			return tab[i].name;
	return c < 0x20 || (c >= 0x7f && c <= 0x9f) ? "a control character" :
	    "a blank or invisible character";
}
