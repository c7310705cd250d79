/*
 * text-look.c — letters of another script that look like Latin ones, as
 * typed with a keyboard layout switched (text.h ak_lookalike_read): the
 * corpus reader's label hint (corpus-hint.c) and the token lines' label
 * error (ak_tokline_label_named, for corpus-label.c's
 * ak_tokline_label_error) read a label through them.  A part of the text
 * module that calls no other.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "io.h"
#include "text.h"

/* letters of Cyrillic and Greek that look like Latin ones, as typed with
 * the other keyboard layout (all two bytes in UTF-8) */
static const struct { unsigned cp; char latin; const char *name; } look[] = {
	{ 0x0430, 'a', "CYRILLIC SMALL LETTER A" },
	{ 0x0435, 'e', "CYRILLIC SMALL LETTER IE" },
	{ 0x043E, 'o', "CYRILLIC SMALL LETTER O" },
	{ 0x0440, 'p', "CYRILLIC SMALL LETTER ER" },
	{ 0x0441, 'c', "CYRILLIC SMALL LETTER ES" },
	{ 0x0443, 'y', "CYRILLIC SMALL LETTER U" },
	{ 0x0445, 'x', "CYRILLIC SMALL LETTER HA" },
	{ 0x0456, 'i', "CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I" },
	{ 0x0458, 'j', "CYRILLIC SMALL LETTER JE" },
	{ 0x0455, 's', "CYRILLIC SMALL LETTER DZE" },
	{ 0x0501, 'd', "CYRILLIC SMALL LETTER KOMI DE" },
	{ 0x04BB, 'h', "CYRILLIC SMALL LETTER SHHA" },
	{ 0x051B, 'q', "CYRILLIC SMALL LETTER QA" },
	{ 0x051D, 'w', "CYRILLIC SMALL LETTER WE" },
	{ 0x0410, 'A', "CYRILLIC CAPITAL LETTER A" },
	{ 0x0412, 'B', "CYRILLIC CAPITAL LETTER VE" },
	{ 0x0415, 'E', "CYRILLIC CAPITAL LETTER IE" },
	{ 0x041A, 'K', "CYRILLIC CAPITAL LETTER KA" },
	{ 0x041C, 'M', "CYRILLIC CAPITAL LETTER EM" },
	{ 0x041D, 'H', "CYRILLIC CAPITAL LETTER EN" },
	{ 0x041E, 'O', "CYRILLIC CAPITAL LETTER O" },
	{ 0x0420, 'P', "CYRILLIC CAPITAL LETTER ER" },
	{ 0x0421, 'C', "CYRILLIC CAPITAL LETTER ES" },
	{ 0x0422, 'T', "CYRILLIC CAPITAL LETTER TE" },
	{ 0x0425, 'X', "CYRILLIC CAPITAL LETTER HA" },
	{ 0x0406, 'I', "CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I" },
	{ 0x0405, 'S', "CYRILLIC CAPITAL LETTER DZE" },
	{ 0x0408, 'J', "CYRILLIC CAPITAL LETTER JE" },
	{ 0x03B1, 'a', "GREEK SMALL LETTER ALPHA" },
	{ 0x03BF, 'o', "GREEK SMALL LETTER OMICRON" },
	{ 0x03C1, 'p', "GREEK SMALL LETTER RHO" },
	{ 0x03BD, 'v', "GREEK SMALL LETTER NU" },
	{ 0x0391, 'A', "GREEK CAPITAL LETTER ALPHA" },
	{ 0x0392, 'B', "GREEK CAPITAL LETTER BETA" },
	{ 0x0395, 'E', "GREEK CAPITAL LETTER EPSILON" },
	{ 0x0396, 'Z', "GREEK CAPITAL LETTER ZETA" },
	{ 0x0397, 'H', "GREEK CAPITAL LETTER ETA" },
	{ 0x0399, 'I', "GREEK CAPITAL LETTER IOTA" },
	{ 0x039A, 'K', "GREEK CAPITAL LETTER KAPPA" },
	{ 0x039C, 'M', "GREEK CAPITAL LETTER MU" },
	{ 0x039D, 'N', "GREEK CAPITAL LETTER NU" },
	{ 0x039F, 'O', "GREEK CAPITAL LETTER OMICRON" },
	{ 0x03A1, 'P', "GREEK CAPITAL LETTER RHO" },
	{ 0x03A4, 'T', "GREEK CAPITAL LETTER TAU" },
	{ 0x03A5, 'Y', "GREEK CAPITAL LETTER UPSILON" },
	{ 0x03A7, 'X', "GREEK CAPITAL LETTER CHI" },
};

/* the look-alike that starts s (two bytes), or -1 */
static int
look_at(const unsigned char *s)
{
	unsigned cp;

	if ((s[0] & 0xE0) != 0xC0 || (s[1] & 0xC0) != 0x80)
		return -1;
	cp = (unsigned)(s[0] & 0x1F) << 6 | (s[1] & 0x3F);
	for (size_t i = 0; i < sizeof look / sizeof *look; i++)
		if (look[i].cp == cp)
			return (int)i;
	return -1;
}

int
ak_lookalike_read(const char *l, char *latin, size_t n, ak_look *first)
{
	const unsigned char *p = (const unsigned char *)l;
	size_t k = 0;
	int i, seen = 0;

	for (; *p != '\0'; k++) {
		if (k + 1 >= n)
			return 0;
		if (*p < 0x80) {
			latin[k] = (char)*p++;
			continue;
		}
		if ((i = look_at(p)) < 0)
			return 0;	/* a letter of its own, no look-alike */
		if (!seen++) {
			first->cp = look[i].cp;
			first->latin = look[i].latin;
			first->name = look[i].name;
			memcpy(first->ch, p, 2);
			first->ch[2] = '\0';
		}
		latin[k] = look[i].latin;
		p += 2;
	}
	latin[k] = '\0';
	return seen > 0;
}

/* Unicode's spaces a spreadsheet or a web page leaves around a cell's
   word (UTF-8), and ASCII's */
static const struct { const char *u; unsigned cp; const char *name; }
    uspace[] = {
	{ "\xc2\xa0", 0x00A0, "NO-BREAK SPACE" },
	{ "\xe2\x80\xaf", 0x202F, "NARROW NO-BREAK SPACE" },
	{ "\xe2\x80\x8b", 0x200B, "ZERO WIDTH SPACE" },
	{ "\xe2\x80\x89", 0x2009, "THIN SPACE" },
	{ "\xe3\x80\x80", 0x3000, "IDEOGRAPHIC SPACE" },
	{ "\xef\xbb\xbf", 0xFEFF, "ZERO WIDTH NO-BREAK SPACE" },
	{ " ", 0x0020, "SPACE" },
};

/* label: spam or ham with those spaces at its ends: the first one's
   index in uspace, the bare label in core (8 bytes); else -1 */
static int
spaced(const char *label, char core[8])
{
	size_t a = 0, z = strlen(label), k;
	int first = -1, moved = 1;

	while (moved) {
		moved = 0;
		for (int i = 0; i < (int)(sizeof uspace / sizeof *uspace); i++) {
			k = strlen(uspace[i].u);
			if (z - a >= k && memcmp(label + a, uspace[i].u, k) == 0)
				a += k, moved = 1, first = first < 0 ? i : first;
			else if (z - a >= k && memcmp(label + z - k, uspace[i].u,
			    k) == 0)
				z -= k, moved = 1, first = first < 0 ? i : first;
		}
	}
	if (first < 0 || z - a >= 8)
		return -1;
	memcpy(core, label + a, z - a);
	core[z - a] = '\0';
	return strcmp(core, "spam") == 0 || strcmp(core, "ham") == 0 ? first :
	    -1;
}

int
ak_tokline_label_named(const char *where, const char *label,
    const char *file, ak_err *e)
{
	char latin[32], cmd[300], script[120];
	ak_look f;
	const char *to;

	if (strncmp(label, "__label__", 9) == 0 && label[9] != '\0')
		return ak_errf(e, "%s: label '%.40s': fastText's label prefix "
		    "before the TAB (its supervised format, a TAB for its "
		    "space): drop it: %s > FILE.tsv", where, label,
		    ak_sed_cmd(cmd, sizeof cmd, "'s/^__label__//'", file));
	int u = spaced(label, latin);
	if (u >= 0)	/* 'spam' + U+00A0, as the corpus reader names it */
		return ak_errf(e, "%s: label '%s' is '%s' with a space around it, "
		    "U+%04X %s (a spreadsheet's cell, a web page's?): drop the "
		    "spaces around the labels: %s > FILE.tsv", where, label,
		    latin, uspace[u].cp, uspace[u].name, ak_sed_cmd(cmd, sizeof
		    cmd, "'s/^[^[:alnum:]\\t]*\\(spam\\|ham\\)[^[:alnum:]\\t]*\\t/"
		    "\\1\\t/'", file));
	if (!ak_lookalike_read(label, latin, sizeof latin, &f))
		return 0;
	to = strcasecmp(latin, "spam") == 0 ? "spam" : strcasecmp(latin,
	    "ham") == 0 ? "ham" : NULL;
	if (to == NULL || strlen(label) > 40)
		return 0;
	snprintf(script, sizeof script, "'s/^%s\\t/%s\\t/'", label, to);
	return ak_errf(e, "%s: label '%s' is '%s' written with a letter of "
	    "another script: its '%s' is U+%04X %s, not Latin '%c' (a keyboard "
	    "layout switched?): retype it: %s > FILE.tsv", where, label, latin,
	    f.ch, f.cp, f.name, f.latin, ak_sed_cmd(cmd, sizeof cmd, script,
	    file));
}
