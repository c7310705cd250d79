/* opt-table.c — a table's entries looked up, named and written to
 * (opt-int.h), and the nearest long option to a misspelt one. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opt-int.h"

size_t
ak_opt_count(const ak_opt *tab)
{
	size_t n = 0;

	while (tab[n].name != NULL || tab[n].letter != 0)
		n++;
	return n;
}

/* the entry an alias names (itself when it is none) */
size_t
ak_opt_primary(const ak_opt *tab, size_t i)
{
	if (tab[i].alias != NULL)
		for (size_t j = 0; tab[j].name || tab[j].letter; j++)
			if (tab[j].name && strcmp(tab[j].name, tab[i].alias) ==
			    0)
				return j;
	return i;
}

const char *
ak_opt_what(const ak_opt *o)
{
	static char buf[AK_OPT_MAX][40];
	static size_t next;

	if (o->what != NULL)
		return o->what;
	char *b = buf[next++ % AK_OPT_MAX];
	if (o->name != NULL)
		snprintf(b, sizeof buf[0], "--%s", o->name);
	else
		snprintf(b, sizeof buf[0], "-%c", o->letter);
	return b;
}

/* the entry named name (len bytes: a long name, or a short-only entry's
 * letter), or -1 */
long
ak_opt_entry(const ak_opt *tab, const char *name, size_t len)
{
	for (size_t i = 0; tab[i].name || tab[i].letter; i++) {
		const ak_opt *o = &tab[i];
		if (o->name != NULL ? strlen(o->name) == len &&
		    strncmp(o->name, name, len) == 0 : len == 1 &&
		    name[0] == o->letter)
			return (long)i;
	}
	return -1;
}

/* the field of entry o in dst */
void *
ak_opt_field(const ak_optp *p, const ak_opt *o)
{
	return (char *)p->dst + o->off;
}

void
ak_opt_put_int(void *f, size_t size, long long v)
{
	if (size == 0)		/* AK_NOFIELD: the entry's bits say it */
		return;
	if (size == sizeof(int)) {
		int x = (int)v;
		memcpy(f, &x, sizeof x);
	} else {
		int64_t x = v;	/* long, size_t, uint64_t: v >= 0 there */
		memcpy(f, &x, sizeof x);
	}
}

/* the optimal string alignment distance of a and b (both short) */
static size_t
osa(const char *a, const char *b)
{
	size_t m = strlen(a), n = strlen(b);
	size_t d[41][41];

	if (m > 40 || n > 40)
		return (size_t)-1;
	for (size_t i = 0; i <= m; i++)
		d[i][0] = i;
	for (size_t j = 0; j <= n; j++)
		d[0][j] = j;
	for (size_t i = 1; i <= m; i++)
		for (size_t j = 1; j <= n; j++) {
			size_t c = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
			if (d[i - 1][j] + 1 < c)
				c = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < c)
				c = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] &&
			    a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < c)
				c = d[i - 2][j - 2] + 1;
			d[i][j] = c;
		}
	return d[m][n];
}

const char *
ak_opt_suggest(const ak_opt *tab, const char *word)
{
	char w[41];
	size_t len = strcspn(word, "="), best = (size_t)-1;
	const char *name = NULL;

	if (len == 0 || len >= sizeof w)
		return NULL;
	memcpy(w, word, len);
	w[len] = '\0';
	for (size_t i = 0; tab[i].name || tab[i].letter; i++) {
		size_t d;
		if (tab[i].name == NULL || (d = osa(w, tab[i].name)) >= best)
			continue;
		best = d;
		name = tab[i].name;
	}
	return best <= 3 && 3 * best <= len ? name : NULL;
}

