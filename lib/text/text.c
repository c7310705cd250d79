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

/* a number of a vector: strtod's whole field, finite; *dec gets 1 when
 * it has a '.' or an exponent (written as a float) */
static int
vec_number(const char *s, size_t n, int *dec)
{
	char small[64], *buf = small, *end;
	double v;
	int ok;

	/* a copy (s is not NUL-terminated at n), on the heap past 63
	   bytes: a value of any length is one (embfile.c's numeric) */
	if (n == 0 || (n >= sizeof small && (buf = malloc(n + 1)) == NULL))
		return 0;
	memcpy(buf, s, n);
	buf[n] = '\0';
	v = strtod(buf, &end);
	/* hex, nan, inf: not written */
	ok = strpbrk(buf, "xXnNiI") == NULL && *end == '\0' && v - v == 0;
	*dec |= ok && strpbrk(buf, ".eE") != NULL;
	if (buf != small)
		free(buf);
	return ok;
}

/* ak_vec_line's rule with fields separated by sep (' ': word2vec's and
   GloVe's text; TAB: a headerless TSV, where no header "V d" is) */
static int
vec_line_sep(const char *s, size_t n, char sep, long *d, int *dec)
{
	size_t i = 0, k = 0, f = 0, whole = 0;
	long first[2] = { 0, 0 };

	*dec = 0;
	while (sep == ' ' && n > 0 && s[n - 1] == ' ')	/* word2vec's */
		n--;
	while (i < n) {
		size_t j = i;
		while (j < n && s[j] != sep)
			j++;
		if (j == i || memchr(s + i, sep == ' ' ? '\t' : ' ', j - i) !=
		    NULL)	/* two separators, the other one: not vectors */
			return 0;
		int dummy = 0, isnum = vec_number(s + i, j - i, f ? dec :
		    &dummy);
		if (f > 0 && !isnum)
			return 0;	/* a word after the first field */
		size_t dg = i;	/* digits only: a whole number (s is not
				   NUL-terminated at n) */
		while (dg < j && s[dg] >= '0' && s[dg] <= '9')
			dg++;
		if (isnum && f < 2 && dg == j) {
			whole++;
			first[f] = strtol(s + i, NULL, 10);
		}
		k += f > 0;
		f++;
		i = j + 1;
	}
	if (sep == ' ' && f == 2 && whole == 2 && first[0] > 0 &&
	    first[1] > 0) {
		*d = first[1];
		return 1;
	}
	*d = (long)k;
	return k > 0 ? 2 : 0;
}

int
ak_vec_line(const char *s, size_t n, long *d, int *dec)
{
	return vec_line_sep(s, n, ' ', d, dec);
}

int
ak_vec_line_tab(const char *s, size_t n, long *d, int *dec)
{
	return vec_line_sep(s, n, '\t', d, dec);
}

int
ak_vec_hinted(const char *s, size_t n)
{
	long d;
	int dec, k = ak_vec_line(s, n, &d, &dec);

	return k == 1 || (k == 2 && dec && d >= 2);
}

int
ak_vec_pair(const char *s1, size_t n1, const char *s2, size_t n2)
{
	long d1, d2;
	int dec1, dec2, k1 = ak_vec_line(s1, n1, &d1, &dec1),
	    k2 = ak_vec_line(s2, n2, &d2, &dec2);

	if (k1 == 0 && k2 == 0 && ak_vec_line_tab(s1, n1, &d1, &dec1) == 2 &&
	    ak_vec_line_tab(s2, n2, &d2, &dec2) == 2)
		return d1 == d2 && d1 >= 2 && dec1 && dec2 ? 3 : 0;
	if (k2 != 2 || d1 != d2)
		return 0;
	if (k1 == 1)
		return 1;
	if (k1 != 2 || !dec1 || !dec2)
		return 0;
	return d1 >= 2 ? 1 : 2;
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
