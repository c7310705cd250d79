/* numlist.c — lists, pairs and WORD=VALUE arguments (see numlist.h). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "numlist.h"

int
ak_parse_long_list(const char *s, long min, long max, const char *what,
    long *out, size_t maxn, size_t *n, ak_err *e)
{
	const char *p = s;
	char buf[64];
	ak_err pe;

	*n = 0;
	for (;;) {
		size_t len = strcspn(p, ",");
		if (len == 0)
			return ak_errf(e, "%s: empty element in '%.60s'", what,
			    s);
		if (*n == maxn)
			return ak_errf(e, "%s: more than %zu values", what,
			    maxn);
		if (len >= sizeof buf)
			return ak_errf(e, "%s: '%.20s...' is not a whole number",
			    what, p);
		memcpy(buf, p, len);
		buf[len] = '\0';
		if (ak_parse_long(buf, min, max, what, &out[*n], &pe) != 0)
			return ak_errf(e, "%s", pe.msg);
		(*n)++;
		if (p[len] == '\0')
			return 0;
		p += len + 1;
	}
}

/* the index of the word s is in words (as written, or ignoring ASCII
   case), or -1; *n the number of words */
static int
word_of(const char *s, const char *const *words, int icase, size_t *n)
{
	int k = -1;

	for (*n = 0; words[*n] != NULL; (*n)++)
		if (k < 0 && (icase ? strcasecmp(s, words[*n]) :
		    strcmp(s, words[*n])) == 0)
			k = (int)*n;
	return k;
}

/* the usage error of s, neither a number (what: "a whole number") nor a
   word: "WHAT: 's' is not a whole number, A, B or mean"; -2.  A number in
   form (end: strtol's or strtod's end) keeps the number's error. */
static int
not_either(const char *s, const char *end, const char *what,
    const char *kind, const char *const *words, size_t n, ak_err *e)
{
	char list[256] = "";
	size_t at = 0;

	if (end != s && *end == '\0' && !isspace((unsigned char)*s))
		return ak_err_kind(e, AK_ERR_USAGE), -2;
	for (size_t i = 0; i < n; i++) {
		int m = snprintf(list + at, sizeof list - at, "%s%s", i + 1 == n ?
		    " or " : ", ", words[i]);
		if (m < 0 || (size_t)m >= sizeof list - at)
			break;
		at += (size_t)m;
	}
	ak_erru(e, "%s: '%.40s' is not %s%s", what, s, kind, list);
	return -2;
}

int
ak_parse_long_or(const char *s, long min, long max, const char *what,
    const char *const *words, int icase, long *out, ak_err *e)
{
	char *end;
	size_t n;
	int k = word_of(s, words, icase, &n);

	if (k >= 0)
		return k;
	if (ak_parse_long(s, min, max, what, out, e) == 0)
		return -1;
	(void)strtol(s, &end, 10);
	return not_either(s, end, what, "a whole number", words, n, e);
}

int
ak_parse_double_or(const char *s, double min, double max,
    const char *what, const char *const *words, int icase, double *out,
    ak_err *e)
{
	char *end;
	size_t n;
	int k = word_of(s, words, icase, &n);

	if (k >= 0)
		return k;
	if (ak_parse_double(s, min, max, what, out, e) == 0)
		return -1;
	(void)strtod(s, &end);
	return not_either(s, end, what, "a finite number", words, n, e);
}

int
ak_parse_double_pair(const char *s, double min, double max,
    const char *what, const char *form, double *a, double *b, ak_err *e)
{
	const char *comma = strchr(s, ',');
	char first[64];

	if (comma == NULL)
		return ak_erru(e, "%s: want %s", what, form);
	snprintf(first, sizeof first, "%.*s", (int)(comma - s), s);
	if (ak_parse_double(first, min, max, what, a, e) != 0 ||
	    ak_parse_double(comma + 1, min, max, what, b, e) != 0)
		return ak_err_kind(e, AK_ERR_USAGE);
	return 0;
}

int
ak_parse_word_value(const char *s, const char *what, const char **key,
    const char **val, ak_err *e)
{
	char *a, *eq;

	if ((a = ak_strdup(s, e)) == NULL)
		return ak_err_kind(e, AK_ERR_RESOURCE);
	eq = strrchr(a, '=');
	if (eq == NULL || eq == a || eq[1] == '\0') {
		free(a);
		return ak_erru(e, "%s: '%s' is not WORD=VALUE", what, s);
	}
	*eq = '\0';
	*key = a;
	*val = eq + 1;
	return 0;
}

int
ak_parse_word_pair(const char *s, const char *what,
    int (*known)(void *ctx, const char *w), void *ctx, const char **key,
    const char **other, ak_err *e)
{
	char *a, *eq, *hit = NULL, *hit2 = NULL;
	int ok;

	if ((a = ak_strdup(s, e)) == NULL)
		return ak_err_kind(e, AK_ERR_RESOURCE);
	for (eq = strchr(a, '='); eq != NULL; eq = strchr(eq + 1, '=')) {
		if (eq == a || eq[1] == '\0')
			continue;
		*eq = '\0';
		ok = known(ctx, a) && known(ctx, eq + 1);
		*eq = '=';
		if (ok && hit == NULL)
			hit = eq;
		else if (ok && hit2 == NULL)
			hit2 = eq;
	}
	if (hit2 != NULL) {
		ak_erru(e, "%s: '%s' reads two ways, each two words of the "
		    "embeddings: '%.*s' and '%s', or '%.*s' and '%s' (a word "
		    "holding '=' cannot be told from the separator)", what, s,
		    (int)(hit - a), a, hit + 1, (int)(hit2 - a), a, hit2 + 1);
		free(a);
		return -1;
	}
	if (hit == NULL)
		hit = strrchr(a, '=');
	if (hit == NULL || hit == a || hit[1] == '\0') {
		free(a);
		return ak_erru(e, "%s: '%s' is not WORD=OTHER", what, s);
	}
	*hit = '\0';
	*key = a;
	*other = hit + 1;
	return 0;
}
