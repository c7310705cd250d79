#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io.h"
#include "table.h"
#include "text.h"

/* the letter cp as one or two lowercase UTF-8 bytes in l[0..1] (l[1] 0
 * for ASCII), or 0 when cp is a separator under flags */
static int
tok_letter(unsigned long cp, unsigned flags, unsigned char l[2])
{
	if (cp >= 'A' && cp <= 'Z')
		cp += 'a' - 'A';
	l[1] = 0;
	if (cp >= 'a' && cp <= 'z') {
		l[0] = (unsigned char)cp;
		return 1;
	}
	if (!(flags & AK_TOK_LATIN1) || cp < 0xC0 || cp > 0xFF || cp == 0xD7 ||
	    cp == 0xF7)
		return 0;
	if (cp <= 0xDE)		/* the capitals: U+00C0..U+00DE less × */
		cp += 0x20;
	l[0] = 0xC3;
	l[1] = (unsigned char)(0x80 + (cp & 0x3F));
	return 1;
}

size_t
ak_tokenize_opt(char *out, const char *s, size_t n, unsigned flags)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t k = 0, ntok = 0, len;
	int in = 0;

	if (flags & AK_TOK_AUTO)
		flags = ak_tok_flags(s, n, flags);	/* utok.h */
	if (flags & (AK_TOK_UNICODE | AK_TOK_KEEPCASE))
		return ak_utok(out, s, n, flags);	/* utok.c */
	for (size_t i = 0; i < n; i++) {
		unsigned long cp = u[i];
		unsigned char l[2];

		if (cp == '&' && (flags & AK_TOK_HTML) &&
		    (len = ak_html_entity(u + i, n - i, &cp)) > 0)
			i += len - 1;
		else if (cp == '-' && (flags & AK_TOK_JOIN_HYPHEN))
			continue;	/* deleted: "e-mail" is "email" */
		else if (cp == 0xC3 && i + 1 < n && u[i + 1] >= 0x80 &&
		    u[i + 1] <= 0xBF && (flags & AK_TOK_LATIN1))
			cp = 0xC0 + (u[++i] & 0x3Fu);	/* U+00C0..U+00FF */
		else if (cp >= 0x80)
			cp = 0;		/* any other byte of UTF-8: a separator */
		if (!tok_letter(cp, flags, l)) {
			in = 0;
			continue;
		}
		if (!in) {
			if (ntok > 0)
				out[k++] = ' ';
			ntok++;
			in = 1;
		}
		out[k++] = (char)l[0];
		if (l[1] != 0)
			out[k++] = (char)l[1];
	}
	out[k] = '\0';
	return ntok;
}

size_t
ak_tokenize(char *out, const char *s, size_t n)
{
	return ak_tokenize_opt(out, s, n, 0);
}

int
ak_tokenizer_parse(const char *s, unsigned *flags, ak_err *e)
{
	static const struct { const char *name; unsigned f; } names[] = {
		{ "auto", AK_TOK_AUTO }, { "ascii", 0 },
		{ "lesson", AK_TOK_LESSON },
		{ "html", AK_TOK_HTML }, { "hyphen", AK_TOK_JOIN_HYPHEN },
		{ "latin1", AK_TOK_LATIN1 }, { "unicode", AK_TOK_UNICODE } };
	const char *p = s;

	*flags = 0;
	do {
		size_t len = strcspn(p, ","), k;

		for (k = 0; k < sizeof(names) / sizeof(names[0]); k++)
			if (strlen(names[k].name) == len &&
			    memcmp(names[k].name, p, len) == 0)
				break;
		if (k == sizeof(names) / sizeof(names[0]))
			return ak_errf(e, "--tokenizer: '%.*s' is not auto, "
			    "ascii, lesson, html, hyphen, latin1 or unicode",
			    (int)len, p);
		*flags |= names[k].f;
		p += len;
	} while (*p++ == ',');
	return 0;
}

char *
ak_tokenize_dup(const char *s, size_t n, size_t *ntok, ak_err *e)
{
	char *out = ak_alloc_n(n + 1, 1, e);
	size_t k;

	if (out == NULL)
		return NULL;
	k = ak_tokenize(out, s, n);
	if (ntok != NULL)
		*ntok = k;
	return out;
}

char *
ak_tokenize_dup_opt(const char *s, size_t n, unsigned flags, size_t *ntok,
    ak_err *e)
{
	char *out = ak_alloc_n(ak_tokenize_room(n, flags), 1, e);
	size_t k;

	if (out == NULL)
		return NULL;
	k = ak_tokenize_opt(out, s, n, flags);
	if (ntok != NULL)
		*ntok = k;
	return out;
}

size_t
ak_token_next(const char *s, size_t *pos, const char **tok)
{
	size_t i = *pos, j;

	while (s[i] == ' ')
		i++;
	j = i;
	while (s[j] != '\0' && s[j] != ' ')
		j++;
	*tok = s + i;
	*pos = j;
	return j - i;
}

int
ak_tok_cut_unknown(const char *s, size_t n, unsigned flags,
    int (*known)(const char *w, void *ctx), void *ctx, char ch[5])
{
	size_t cl, at = ak_utok_lost(s, n, flags, &cl);
	char *words, *pieces = NULL;
	const char *w, *p;
	size_t wpos = 0, wl, ppos, pl;
	int found = 0;

	ch[0] = '\0';
	if (at == 0)
		return 0;
	/* the words as the unicode tokenizer finds them, as typed */
	words = malloc(ak_tokenize_room(n, AK_TOK_UNICODE));
	if (words == NULL)
		return 0;
	ak_utok(words, s, n, AK_TOK_UNICODE | AK_TOK_KEEPCASE);
	while (!found && (wl = ak_token_next(words, &wpos, &w)) > 0) {
		if ((at = ak_utok_lost(w, wl, flags, &cl)) == 0)
			continue;
		char *q = realloc(pieces, ak_tokenize_room(wl, flags));
		if (q == NULL)
			break;
		pieces = q;
		ak_tokenize_opt(pieces, w, wl, flags);
		found = pieces[0] == '\0';	/* cut into nothing */
		for (ppos = 0; !found &&
		    (pl = ak_token_next(pieces, &ppos, &p)) > 0; ) {
			char *piece = pieces + (p - pieces), c = piece[pl];
			piece[pl] = '\0';
			found = !known(piece, ctx);
			piece[pl] = c;
		}
		if (found) {
			memcpy(ch, w + at - 1, cl);
			ch[cl] = '\0';
		}
	}
	free(words);
	free(pieces);
	return found;
}

const char *
ak_tok_lost_hint(char *buf, size_t n, const char *ch, unsigned flags,
    const char *what)
{
	snprintf(buf, n, "'%s' is not a letter to %s%s%s: --tokenizer unicode "
	    "keeps the letters of every script", ch, flags ? "this --tokenizer"
	    : "--tokenizer ascii", what ? ", " : "", what ? what : "");
	return buf;
}
