/*
 * Unit tests of lib/text/utok: the tokenizer of every script
 * (--tokenizer unicode), the tokens as typed (AK_TOK_KEEPCASE) and their
 * folding.  The expected tokens are written out by hand from the Unicode
 * charts (the categories and CaseFolding.txt lines are in the comments);
 * tests/e2e/sms-vocab/tokenizer-unicode.sh compares with Python's str.casefold()
 * and str.isalpha() on thousands of strings.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"
#include "text.h"
#include "utok.h"
#include "t.h"

/* the tokens of s under flags, into a buffer of exactly the room the
 * contract promises (ASan sees a byte written past it) */
static char *
tok(const char *s, unsigned flags, size_t *nt)
{
	size_t n = strlen(s);
	char *o = malloc(ak_tokenize_room(n, flags));
	*nt = ak_tokenize_opt(o, s, n, flags);
	return o;
}

static void
check(const char *s, unsigned flags, size_t want_n, const char *want,
    const char *name)
{
	size_t nt;
	char *o = tok(s, flags, &nt);
	char buf[200];

	snprintf(buf, sizeof buf, "%s: %zu tokens", name, want_n);
	T_OK(nt == want_n, buf);
	T_STR(o, want, name);
	free(o);
}

int
main(void)
{
	const unsigned U = AK_TOK_UNICODE;

	/* Latin with diacritics: É (U+00C9) folds to é, Å to å; ASCII as
	 * the default tokenizer */
	check("Café CRÈME, Ångström!", U, 3, "café crème ångström",
	    "Latin with diacritics");
	check("Łódź ŒUVRE Ǆ", U, 3, "łódź œuvre ǆ",
	    "Latin Extended: Ł, Œ, the digraph Ǆ (U+01C4 -> U+01C6)");
	/* Cyrillic: the lesson's sentence */
	check("Робот положил СТАКАН на стол.", U, 5,
	    "робот положил стакан на стол", "Cyrillic");
	check("Ёлка, ЇЖАК", U, 2, "ёлка їжак", "Cyrillic Ё, Ukrainian Ї");
	/* Greek: capital and final sigma both fold to σ (CaseFolding.txt
	 * 03A3; C; 03C3 and 03C2; C; 03C3); accents stay (ό is a letter) */
	check("ΣΟΦΟΣ σοφός", U, 2, "σοφοσ σοφόσ", "Greek: sigma");
	/* full folding: ß -> ss (00DF; F; 0073 0073), ẞ (1E9E) too */
	check("Straße STRASSE ẞ", U, 3, "strasse strasse ss",
	    "German sharp s: full case folding");
	/* Turkish İ (0130; F; 0069 0307): i and the combining dot above */
	check("İstanbul", U, 1, "i\xcc\x87stanbul", "Turkish dotted I");
	/* ΐ (0390; F; 03B9 0308 0301): 2 bytes fold to 6, the most there is
	 * (the room of 3n + 1 is exact here) */
	check("\xce\x90", U, 1, "\xce\xb9\xcc\x88\xcc\x81",
	    "ΐ folds to three characters, three times its bytes");
	check("ﬁle", U, 1, "file", "the ligature ﬁ (FB01; F; 0066 0069)");
	check("\xe2\x84\xaa" "elvin", U, 1, "kelvin",
	    "the Kelvin sign (212A; C; 006B) folds to ASCII k");
	/* CJK and kana: letters (Lo, and Lm for the long vowel mark ー),
	 * no separators between them; the ideographic full stop separates */
	check("注意力机制。東京タワー", U, 2,
	    "注意力机制 東京タワー", "CJK and kana");
	check("한국어 텍스트", U, 2, "한국어 텍스트", "Hangul");
	/* digits of every script separate, as in the default tokenizer */
	check("MobileUpd8 call2optout ٣abc ১২x Ⅻy", U, 6,
	    "mobileupd call optout abc x y",
	    "digits (ASCII, Arabic-Indic, Bengali, a Roman numeral Nl) "
	    "separate");
	/* combining marks: after a letter part of the token, else a
	 * separator; U+0301 after e (NFD é) kept, not normalized */
	check("cafe\xcc\x81 \xcc\x81x 1\xcc\x81y", U, 3,
	    "cafe\xcc\x81 x y", "combining marks");
	check("नमस्ते दुनिया", U, 2, "नमस्ते दुनिया",
	    "Devanagari: vowel signs and virama (Mn, Mc) inside the word");
	check("مرحبا بالعالم", U, 2, "مرحبا بالعالم", "Arabic");
	/* α with U+0345 COMBINING GREEK YPOGEGRAMMENI (0345; C; 03B9): a
	 * mark that folds to a letter */
	check("\xce\xb1\xcd\x85", U, 1, "\xce\xb1\xce\xb9",
	    "a mark that folds to a letter (U+0345 after α)");
	/* bytes that are not UTF-8 separate, one byte at a time, as in the
	 * default tokenizer: a stray continuation byte, a lone lead byte,
	 * an overlong form, a surrogate, a lead byte cut off at the end */
	check("ab\x80" "cd\xc3" "ef\xc0\xaf" "gh\xed\xa0\x80" "ij\xf4\x90\x80\x80"
	    "kl\xd0", U, 6, "ab cd ef gh ij kl", "invalid UTF-8 separates");
	check("\xd0\x96\xd0", U, 1, "\xd0\xb6",
	    "a letter, then a lead byte cut off at the end");
	/* HTML entities and hyphens combine with unicode */
	check("&#1046;УК e-mail &lt;x&gt;", U | AK_TOK_HTML | AK_TOK_JOIN_HYPHEN,
	    3, "жук email x", "unicode,html,hyphen");
	check("", U, 0, "", "empty");
	check(" .,;1 ", U, 0, "", "no letters");

	/* the tokens as typed: no folding; their folding is the tokens */
	check("Робот KING Straße", U | AK_TOK_KEEPCASE, 3, "Робот KING Straße",
	    "keepcase: unicode");
	check("MobileUpd8 CAFÉ", AK_TOK_KEEPCASE, 2, "MobileUpd CAF",
	    "keepcase: ascii (É separates)");
	check("MobileUpd8 CAFÉ", AK_TOK_LATIN1 | AK_TOK_KEEPCASE, 2,
	    "MobileUpd CAFÉ", "keepcase: latin1");
	char f[64];
	T_OK(ak_tok_fold(f, "Straße", strlen("Straße"), U) == 7 &&
	    strcmp(f, "strasse") == 0, "fold: unicode");
	T_OK(ak_tok_fold(f, "CAFÉ", strlen("CAFÉ"), AK_TOK_LATIN1) == 5 &&
	    strcmp(f, "café") == 0, "fold: latin1 lowers É");
	T_OK(ak_tok_fold(f, "CAFÉ", strlen("CAFÉ"), 0) == 5 &&
	    strcmp(f, "cafÉ") == 0, "fold: ascii lowers A-Z only");
	T_OK(ak_tok_fold(f, "a\xff" "B", 3, U) == 3 &&
	    memcmp(f, "a\xff" "b", 4) == 0, "fold: a byte not UTF-8 copied");

	/* classes */
	T_OK(ak_utok_class(0x416, U) == 1 && ak_utok_class(0x301, U) == 2 &&
	    ak_utok_class(0x661, U) == 0 && ak_utok_class(0x2160, U) == 0 &&
	    ak_utok_class(0xD7, U) == 0 && ak_utok_class(0x30FC, U) == 1 &&
	    ak_utok_class('7', U) == 0 && ak_utok_class(0x416, 0) == 0 &&
	    ak_utok_class(0xC9, AK_TOK_LATIN1) == 1 &&
	    ak_utok_class(0x301, AK_TOK_LATIN1) == 0,
	    "classes: Ж letter, U+0301 mark, digits and × separators");
	T_STR(ak_utok_unicode_version(), "14.0.0", "the tables' Unicode");

	/* random lines from bytes and characters the tokenizers look at:
	 * (1) on ASCII (no entity of a non-ASCII letter), unicode writes the
	 * default tokenizer's bytes; (2)
	 * under every flag set, the folding of the keepcase tokens is the
	 * tokens; (3) the output fits ak_tokenize_room (the malloc is exact)
	 * and holds nothing ak_tok_bad refuses */
	static const char *const piece[] = { "a", "Z", " ", "-", "&", "#",
	    ";", "x", "1", "&#201;", "&lt;", "é", "É", "ß", "Ж", "ж", "Σ",
	    "ς", "İ", "\xcc\x81", "\xce\x90", "ﬁ", "注", "٣", "\x80", "\xc3",
	    "\xed\xa0\x80", "\xf0\x90\x90\x80" };
	ak_rng r;
	int same = 1, fold_ok = 1, clean = 1;
	ak_rng_seed(&r, 27);
	for (int it = 0; it < 20000; it++) {
		char in[200] = "", asc[200] = "";
		size_t np = (size_t)ak_rng_below(&r, 12);
		for (size_t i = 0; i < np; i++) {
			const char *p = piece[ak_rng_below(&r,
			    sizeof(piece) / sizeof(piece[0]))];
			strcat(in, p);
			if ((unsigned char)p[0] < 0x80 &&
			    strcmp(p, "&#201;") != 0)
				strcat(asc, p);
		}
		unsigned fl = (unsigned)ak_rng_below(&r, 16);
		size_t na, nu, nk, nf;
		char *a = tok(asc, fl & 7, &na), *u = tok(asc, fl | U, &nu);
		same &= na == nu && strcmp(a, u) == 0;
		free(a);
		free(u);
		char *k = tok(in, fl | AK_TOK_KEEPCASE, &nk);
		char *t = tok(in, fl, &nf);
		char *fk = malloc(ak_tokenize_room(strlen(k), fl));
		ak_tok_fold(fk, k, strlen(k), fl);
		fold_ok &= nk == nf && strcmp(fk, t) == 0;
		clean &= ak_tok_bad(t) == NULL;
		free(k);
		free(t);
		free(fk);
	}
	T_OK(same, "20,000 random ASCII lines: unicode writes the default "
	    "tokenizer's tokens under every flag set");
	T_OK(fold_ok, "20,000 random lines: the folded keepcase tokens are "
	    "the tokens, every flag set");
	T_OK(clean, "20,000 random lines: no byte a tokenized corpus refuses");

	/* combining marks: part of the letter's word (UAX #29), so auto
	 * reads "cafe" + U+0301 as unicode; decomposed letters, the pairs NFC
	 * composes, found (utok-tab.h utok_pairs, from Python's NFC) */
	char ch[5], c9[9];
	T_OK(ak_tok_auto_letter("cafe\xcc\x81", 6, AK_TOK_AUTO, ch) == 1 &&
	    strcmp(ch, "e\xcc\x81") == 0, "auto: e + U+0301 is a letter "
	    "beyond ASCII, shown with its letter");
	T_OK(ak_tok_auto_letter("a \xcc\x81" "b", 5, AK_TOK_AUTO, ch) == 0 &&
	    ch[0] == '\0', "auto: a mark after a space is no letter");
	T_OK(ak_tok_auto_letter("cafe", 4, AK_TOK_AUTO, ch) == 0,
	    "auto: ASCII, no letter");
	T_OK(ak_tok_flags("cafe\xcc\x81", 6, AK_TOK_AUTO) == U,
	    "auto: the flags unicode");
	T_OK(ak_utok_decomposed("caf\xc3\xa9", 5, c9) == 0 && c9[0] == '\0',
	    "decomposed: composed é is not");
	T_OK(ak_utok_decomposed("cafe\xcc\x81", 6, c9) == 5 &&
	    strcmp(c9, "e\xcc\x81") == 0, "decomposed: e + U+0301, the mark "
	    "at byte 5");
	T_OK(ak_utok_decomposed("x\xcc\x81", 3, c9) == 0,
	    "decomposed: x + U+0301 composes to nothing");
	T_OK(ak_utok_decomposed("\xe0\xa4\xb8\xe0\xa5\x8d", 6, c9) == 0,
	    "decomposed: Devanagari sa + virama is no pair");
	T_OK(ak_utok_decomposed("\xe0\xa4\xa8\xe0\xa4\xbc", 6, c9) == 4 &&
	    strcmp(c9, "\xe0\xa4\xa8\xe0\xa4\xbc") == 0,
	    "decomposed: na + nukta is U+0929");
	T_OK(ak_utok_decomposed("e \xcc\x81", 4, c9) == 0,
	    "decomposed: a mark after a space");
	T_OK(ak_utok_decomposed("\xe1\xba\xb9\xcc\x82", 5, c9) == 4 &&
	    strcmp(c9, "\xe1\xba\xb9\xcc\x82") == 0 &&
	    ak_utok_decomposed("e\xcc\xa3\xcc\x82", 5, c9) == 2,
	    "decomposed: U+1EB9 + U+0302 (U+1EC7), and e + U+0323 first");

	unsigned fl;
	ak_err e;
	T_OK(ak_tokenizer_parse("unicode", &fl, &e) == 0 && fl == U,
	    "parse unicode");
	T_OK(ak_tokenizer_parse("unicode,html", &fl, &e) == 0 &&
	    fl == (U | AK_TOK_HTML), "parse unicode,html");
	T_OK(ak_tokenizer_parse("utf8", &fl, &e) == -1 &&
	    strstr(e.msg, "latin1 or unicode") != NULL,
	    "parse: the message names unicode");
	/* mixed look-alike scripts (TR 39): Latin with Cyrillic or Greek in
	   one word; one script, digits and marks beside it, are not */
	static const struct { const char *w; int mixed; } ms[] = {
		{ "\xd1\x81\xd0\xb0ll", 1 },	/* Cyrillic с а, Latin ll */
		{ "c\xd0\xb0ll", 1 },			/* one Cyrillic а */
		{ "\xce\xbfk", 1 },			/* Greek ο, Latin k */
		{ "\xd1\x81\xd0\xb0\xce\xbf", 1 },	/* Cyrillic and Greek */
		{ "call", 0 }, { "caf\xc3\xa9", 0 },	/* Latin, é Latin */
		{ "\xd0\xb7\xd0\xb2\xd0\xbe\xd0\xbd\xd0\xb8", 0 },
		{ "\xd1\x81\xd0\xb0" "2", 0 },	/* Cyrillic and a digit */
		{ "x\xc3\x97y", 0 },			/* × is no letter */
		{ "", 0 },
	};
	for (size_t i = 0; i < sizeof ms / sizeof *ms; i++) {
		char m[96];
		snprintf(m, sizeof m, "mixed scripts: word %zu: %d", i,
		    ms[i].mixed);
		T_OK(ak_utok_mixed_scripts(ms[i].w, strlen(ms[i].w)) ==
		    ms[i].mixed, m);
	}
	return t_done();
}
