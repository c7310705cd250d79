/* numlist.c — lists, pairs and WORD=VALUE arguments (see numlist.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
