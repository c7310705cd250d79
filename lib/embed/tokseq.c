#include <stdlib.h>
#include <string.h>

#include "strmap.h"
#include "emb.h"
#include "tokseq.h"

size_t
ak_split_ws(char *s, char **words, size_t max)
{
	size_t n = 0;
	char *p = s;

	for (;;) {
		while (*p == ' ' || *p == '\t') {
			if (words != NULL)
				*p = '\0';
			p++;
		}
		if (*p == '\0')
			break;
		if (n < max)
			words[n] = p;
		n++;
		while (*p != '\0' && *p != ' ' && *p != '\t')
			p++;
	}
	return n;
}

static int
grow(ak_tokseq *s, ak_err *e)
{
	size_t nc = s->n + 1;
	char **t = realloc(s->tok, nc * sizeof(*t));
	if (t == NULL)
		return ak_errf(e, "out of memory");
	s->tok = t;
	size_t *r = realloc(s->row, nc * sizeof(*r));
	if (r == NULL)
		return ak_errf(e, "out of memory");
	s->row = r;
	return 0;
}

static int
push(ak_tokseq *s, const char *w, size_t row, ak_err *e)
{
	if (grow(s, e) != 0)
		return -1;
	if ((s->tok[s->n] = ak_strdup(w, e)) == NULL)
		return -1;
	s->row[s->n++] = row;
	return 0;
}

int
ak_tokseq_build(ak_tokseq *s, const ak_table *emb, char *const *words,
    size_t nw, int dedupe, int strict, const char *where, ak_err *e)
{
	ak_strmap seen;
	size_t cap = 0;

	memset(s, 0, sizeof(*s));
	if (ak_strmap_init(&seen, e) != 0)
		return -1;
	for (size_t i = 0; i < nw; i++) {
		long r = ak_table_find(emb, words[i]);
		if (r < 0) {
			if (strict) {
				char hint[128];
				ak_emb_case_hint(hint, sizeof hint, emb,
				    words[i]);
				ak_errf(e, "%s: unknown word '%.60s'%s", where,
				    words[i], hint);
				goto fail;
			}
			size_t wl = strlen(words[i]);
			if (cap < 200) {
				char *p = realloc(s->dropped, cap + wl + 2);
				if (p == NULL) {
					ak_errf(e, "out of memory");
					goto fail;
				}
				s->dropped = p;
				if (cap)
					p[cap - 1] = ' ';
				memcpy(p + cap, words[i], wl + 1);
				cap += wl + 1;
			}
			s->ndrop++;
			continue;
		}
		if (dedupe) {
			int ins = ak_strmap_put(&seen, words[i],
			    strlen(words[i]), i, NULL, e);
			if (ins < 0)
				goto fail;
			if (ins == 0)
				continue;
		}
		if (push(s, words[i], (size_t)r, e) != 0)
			goto fail;
	}
	ak_strmap_free(&seen);
	return 0;
fail:
	ak_strmap_free(&seen);
	ak_tokseq_free(s);
	return -1;
}

int
ak_tokseq_append(ak_tokseq *s, const char *word, ak_err *e)
{
	return push(s, word, (size_t)-1, e);
}

long
ak_tokseq_find(const ak_tokseq *s, const char *word)
{
	for (size_t i = 0; i < s->n; i++)
		if (strcmp(s->tok[i], word) == 0)
			return (long)i;
	return -1;
}

void
ak_tokseq_embed(double *X, const ak_tokseq *s, const ak_table *emb)
{
	size_t d = emb->cols;

	for (size_t i = 0; i < s->n; i++) {
		if (s->row[i] == (size_t)-1)
			memset(X + i * d, 0, d * sizeof(*X));
		else
			memcpy(X + i * d, emb->x + s->row[i] * d,
			    d * sizeof(*X));
	}
}

void
ak_tokseq_free(ak_tokseq *s)
{
	for (size_t i = 0; i < s->n; i++)
		free(s->tok[i]);
	free(s->tok);
	free(s->row);
	free(s->dropped);
	memset(s, 0, sizeof(*s));
}
