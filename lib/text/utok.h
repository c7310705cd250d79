/*
 * utok.h — the tokenizer of every script (sms-vocab, attn-map --text and
 * attn-train --predict with --tokenizer unicode) and the tokens as typed
 * (AK_TOK_KEEPCASE), for a look-up that tries the word as written before
 * its folded form (tokseq.h).
 *
 * With AK_TOK_UNICODE a token is a maximal run of letters (Unicode
 * General_Category L*, which is Python's str.isalpha()) with the combining
 * marks (M*) that follow a letter: "café" written with U+0301 is one token,
 * a mark after a separator is a separator.  Digits of every script
 * (0-9, N*) stay separators, as in the default tokenizer: a tokenized
 * corpus (attnkit(5)) holds no digits, and on ASCII text the unicode
 * tokenizer writes the default tokenizer's tokens byte for byte (an HTML
 * entity of a non-ASCII letter aside).  Each
 * character is case folded by Unicode's full case folding (CaseFolding.txt,
 * statuses C and F: Python's str.casefold()): "Straße" and "STRASSE" are
 * both "strasse", "ΣΟΦΟΣ" and "σοφος" both "σοφοσ", Turkish "İ" is "i"
 * followed by U+0307.  Text is not normalized (NFC "é" and NFD "é" are
 * different tokens; ak_utok_decomposed finds the second, for the note
 * that names the fix: the tables stay one Unicode version, as the
 * folding's, where a normalizing library's would be the machine's).
 * Bytes that are not UTF-8 are separators, as in the default tokenizer.
 *
 * Why a table and not the C library: glibc's C.UTF-8 (the one UTF-8 locale
 * of this machine and of a fresh Debian) classifies letters, but towlower
 * is a simple lower-casing ("ß", "ς", "ﬁ" stay themselves, "İ" becomes
 * "i"), the locale is process-wide state a library must not set, and
 * other C libraries (musl, the BSDs) classify differently: the same corpus
 * would give other tokens elsewhere.  The table (utok-tab.h) is generated
 * by tools/gen-utok-tab.py from Python's unicodedata (Unicode 14.0.0 in
 * Debian 12's /usr/bin/python3) and committed, so the tokens are the same
 * on every machine.
 */
#ifndef AK_UTOK_H
#define AK_UTOK_H

#include <stddef.h>

#include "util.h"

/*
 * Tokenizer variants (flags of ak_tokenize_opt; sms-vocab --tokenizer):
 *   AK_TOK_HTML:  an HTML entity is decoded before tokenizing: &lt; &gt;
 *     &amp; &quot; &apos; &nbsp; (all separators) and &#N; / &#xH; (the
 *     character N: a letter if it is one under these flags), so
 *     "&lt;#&gt;" gives no tokens "lt", "gt" and "&#65;" is the letter a.
 *     An entity ends with ';' within 12 bytes; "&C" or an unknown name
 *     stays bytes ('&' a separator).  The SMS corpus is HTML-escaped.
 *   AK_TOK_JOIN_HYPHEN: the byte '-' is deleted: "e-mail" is "email",
 *     "-" alone is nothing (other dashes, U+2013 ..., stay separators).
 *   AK_TOK_LATIN1: the UTF-8 letters of Latin-1, U+00C0..U+00FF but
 *     U+00D7 and U+00F7, are letters; the capitals U+00C0..U+00DE are
 *     lowered to U+00E0..U+00FE ("Ü" is "ü").  Other non-ASCII characters
 *     stay separators.
 *   AK_TOK_UNICODE: the letters of every script, case folded by Unicode
 *     rules (above; the Latin-1 letters are among them, folded: "ß" is
 *     "ss").
 *   AK_TOK_KEEPCASE: no folding (the tokens of a look-up that tries the
 *     word as typed first: tokseq.h; sms-vocab --keep-case).
 *   AK_TOK_AUTO: the tools' default (--tokenizer auto): a text with no
 *     letter outside ASCII (ak_tok_auto_letter: none that the other flags
 *     split at and AK_TOK_UNICODE keeps) is tokenized under the other
 *     flags, byte for byte as before; one with such a letter as with
 *     AK_TOK_UNICODE added, and the tools say so once.
 * AK_TOK_LESSON is the first three: the one variant that gives the
 * lesson's 1,045 words of count >= 10 (docs/REPRODUCTION.md).  With
 * AK_TOK_UNICODE or AK_TOK_KEEPCASE, ak_tokenize_opt (text.c) hands the
 * text to ak_utok (here); the others it tokenizes itself.
 */
enum { AK_TOK_HTML = 1, AK_TOK_JOIN_HYPHEN = 2, AK_TOK_LATIN1 = 4,
	AK_TOK_LESSON = 7, AK_TOK_UNICODE = 8, AK_TOK_KEEPCASE = 16,
	AK_TOK_AUTO = 32 };

/*
 * ak_tok_auto_letter: under flags with AK_TOK_AUTO, whether s[0..n)
 * holds a letter outside ASCII (ak_utok_lost under the other flags):
 * 1 and the first one's UTF-8 in ch (5 bytes, NUL-terminated); else 0
 * (always 0 without AK_TOK_AUTO).  ak_tok_flags: the flags s is
 * tokenized under: flags without AK_TOK_AUTO, with AK_TOK_UNICODE when
 * ak_tok_auto_letter says so.  No errors.
 */
int ak_tok_auto_letter(const char *s, size_t n, unsigned flags, char ch[5]);
/*
 * A combining mark after a letter is such a letter too (UAX #29: Extend
 * never breaks a word): "cafe" and U+0301 is tokenized as unicode, "café"
 * one token, where the other flags would drop the mark; ch is then the
 * letter and its mark when they fit in 4 bytes, else the mark.
 */

unsigned ak_tok_flags(const char *s, size_t n, unsigned flags);

/*
 * ak_html_entity: the length of the HTML entity at s[0..n) (s[0] == '&')
 * that AK_TOK_HTML decodes, 0 if there is none; *cp gets the code point it
 * stands for (the named ones are punctuation or U+00A0).  The one decoder
 * of both tokenizers (text.c, utok.c).  No errors.
 */
size_t ak_html_entity(const unsigned char *s, size_t n, unsigned long *cp);

/*
 * ak_tokenize_room: the bytes out must have for ak_tokenize_opt(out, s, n,
 * flags): n + 1, or 3n + 1 with AK_TOK_UNICODE or AK_TOK_AUTO (a character's folding is at
 * most three times its bytes: "ΐ", 2 bytes, folds to 3 characters, 6
 * bytes; the generator checks it).  No errors (n < SIZE_MAX / 3).
 */
size_t ak_tokenize_room(size_t n, unsigned flags);

/*
 * ak_utok: ak_tokenize_opt for flags with AK_TOK_UNICODE or
 * AK_TOK_KEEPCASE (text.h calls it; the contract is ak_tokenize_opt's with
 * ak_tokenize_room bytes in out).  Without AK_TOK_UNICODE the letters are
 * those of the other flags (ASCII, or Latin-1 with AK_TOK_LATIN1), so that
 * ak_tok_fold of the AK_TOK_KEEPCASE tokens is the folded tokens.  Returns
 * the number of tokens.
 */
size_t ak_utok(char *out, const char *s, size_t n, unsigned flags);

/*
 * ak_tok_fold: the folding of token w (len bytes, as ak_utok writes it with
 * AK_TOK_KEEPCASE) under flags: ASCII A-Z lowered; with AK_TOK_LATIN1
 * U+00C0..U+00DE lowered as ak_tokenize does; with AK_TOK_UNICODE full
 * case folding.  out gets ak_tokenize_room(len, flags) bytes at most,
 * NUL-terminated; returns its length.  No errors (bytes that are not
 * UTF-8 are copied).
 */
size_t ak_tok_fold(char *out, const char *w, size_t len, unsigned flags);

/*
 * ak_utok_class: what code point cp is to the tokenizer under flags: 1 a
 * letter, 2 a combining mark (AK_TOK_UNICODE: part of a token after a
 * letter), 0 a separator.  For tests and the man page's claims.
 */
int ak_utok_class(unsigned long cp, unsigned flags);

/*
 * ak_utok_lost: where s[0..n) holds a letter of another script that the
 * tokenizer under flags splits at (a separator to it, a letter to
 * AK_TOK_UNICODE: "Робот" to the default ascii tokenizer): the byte
 * offset of the first one plus 1, its length in bytes in *len; 0 when
 * there is none (always with AK_TOK_UNICODE).  For the hint of attn-map
 * --text and attn-train --predict ("--tokenizer unicode keeps them"),
 * where a word typed in another script would else be silently cut into
 * unknown pieces.  Bytes that are not UTF-8 are not letters; with
 * AK_TOK_AUTO (which keeps them) 0.  No errors.
 */
size_t ak_utok_lost(const char *s, size_t n, unsigned flags, size_t *len);

/*
 * ak_utok_decomposed: whether s[0..n) holds a letter written decomposed:
 * a letter directly followed by a combining mark that NFC composes with
 * it (a canonical composition, utok-tab.h: "e" and U+0301 is "é",
 * U+00E9).  The tokenizers do not normalize: "café" composed and
 * decomposed are two tokens (sms-vocab says so, naming the fix).  The
 * offset of the mark plus 1, and the letter and its mark (UTF-8,
 * NUL-terminated) in ch; 0 and ch "" when there is none.  No errors.
 */
size_t ak_utok_decomposed(const char *s, size_t n, char ch[9]);

/*
 * ak_utok_nfd: the messages of a reader of raw text with a letter written
 * decomposed (ak_utok_decomposed), for its note.  ak_utok_nfd_add counts
 * s[0..n) (message at where, "FILE:LINE") when it holds one, the first
 * one's letter and place kept.  ak_utok_nfd_note: the note into buf (cap
 * bytes), "N message(s) with letters written decomposed (the first 'ё',
 * е and U+0308, WHERE): the tokenizer does not normalize, so a word
 * written composed (as in vectors of a composed corpus) is another
 * token: convert the text to NFC first: uconv -x any-nfc FILE
 * (Debian's icu-devtools)" and a newline; the bytes written, 0 (buf
 * untouched) when none.  No errors.
 */
typedef struct ak_utok_nfd {
	long n;			/* messages with one */
	char ch[9];		/* the first: the letter and its mark */
	char where[96];		/* the first: where it is */
} ak_utok_nfd;
void ak_utok_nfd_add(ak_utok_nfd *d, const char *s, size_t n,
    const char *where);
size_t ak_utok_nfd_note(const ak_utok_nfd *d, char *buf, size_t cap);

/* ak_utok_unicode_version: the Unicode version of the tables, "14.0.0". */
/*
 * ak_utok_mixed_scripts: 1 when the word w (n bytes of UTF-8) holds letters
 * of two or more of the scripts whose letters look alike (Latin: ASCII
 * letters and U+00C0-U+024F; Greek: U+0370-U+03FF; Cyrillic:
 * U+0400-U+052F), as 'саll' (Cyrillic с and а, Latin l) does: a word typed
 * on two keyboard layouts, or spelled to pass a filter (Unicode TR 39,
 * "mixed-script confusables"); else 0.  No errors.
 */
int ak_utok_mixed_scripts(const char *w, size_t n);

/*
 * ak_utok_unspaced: how many of the characters of the word w (n bytes of
 * UTF-8) are letters of a script written without spaces between words
 * (Thai U+0E00-U+0E7F, Lao, Tibetan, Myanmar, Khmer, hiragana and
 * katakana, Han), of which the tokenizer makes one word of each run: a
 * phrase or a whole message (AK_UTOK_UNSPACED or more: unsegmented
 * text).  No errors.
 */
#define AK_UTOK_UNSPACED 8
size_t ak_utok_unspaced(const char *w, size_t n);

const char *ak_utok_unicode_version(void);

#endif
