#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "strmap.h"
#include "emb.h"
#include "mem.h"
#include "shown.h"
#include "tokseq.h"
#include "utok.h"

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

/* append word (len bytes) to the list *list (space-separated, cut at
 * about 200 bytes: the count says how many there were) */
static int
list_add(char **list, const char *w, size_t wl, ak_err *e)
{
	size_t cap = *list ? strlen(*list) + 1 : 0;

	if (cap >= 200)
		return 0;
	char *p = realloc(*list, cap + wl + 2);
	if (p == NULL)
		return ak_errf(e, "out of memory");
	*list = p;
	if (cap)
		p[cap - 1] = ' ';
	memcpy(p + cap, w, wl);
	p[cap + wl] = '\0';
	return 0;
}

int
ak_wordfind_init(ak_wordfind *f, const ak_table *emb, unsigned flags,
    ak_err *e)
{
	(void)e;
	memset(f, 0, sizeof(*f));
	f->emb = emb;
	f->flags = flags & ~(unsigned)AK_TOK_KEEPCASE;
	if (f->flags & AK_TOK_AUTO)	/* letters beyond ASCII: unicode's */
		f->flags = (f->flags & ~(unsigned)AK_TOK_AUTO) | AK_TOK_UNICODE;
	f->cased = ak_emb_cased(emb, f->flags);
	f->room = SIZE_MAX;
	return 0;
}

size_t
ak_wordfind_bytes(const ak_wordfind *f)
{
	/* the map ak_emb_fold_init makes of cased vectors (cased is
	   decided at init: no pass over the words here) */
	return f->cased ? ak_emb_fold_map_bytes(f->emb) : 0;
}

long
ak_wordfind_get(ak_wordfind *f, const char *w, int *how, ak_err *e)
{
	long r;

	*how = 0;
	if (f->cased && (r = ak_table_find(f->emb, w)) >= 0)
		return r;
	/* the folding's first row (emb.h): for uncased vectors, the row of
	   the folded word itself */
	if (!f->built) {
		size_t need = ak_wordfind_bytes(f);
		if (need > f->room) {
			ak_errf(e, "the case folding of the embeddings' %zu "
			    "words needs %.1f MB (%zu bytes), more than the "
			    "%.1f MB --memory leaves", f->emb->rows,
			    ak_mb_up(need), need, (double)f->room / 1048576);
			ak_err_kind(e, AK_ERR_RESOURCE);
			return -2;
		}
		if (ak_emb_fold_init(&f->fold, f->emb, f->flags, e) != 0)
			return -2;
		f->built = 1;
	}
	r = ak_emb_fold_find(&f->fold, w);
	if (r >= 0 && f->cased)
		*how = 1;
	return r;
}

long
ak_wordfind_said(ak_wordfind *f, const char *w, char *note, size_t n,
    ak_err *e)
{
	long r = ak_table_find(f->emb, w);
	int how;

	note[0] = '\0';
	if (r >= 0 || f->exact)
		return r;
	if ((r = ak_wordfind_get(f, w, &how, e)) >= 0) {
		/* a typed word may hold a line end or a no-break space:
		   shown escaped, the note one line (shown.h) */
		char sw[128], sr[128];
		const char *rw = f->emb->labels[r];
		ak_shown(sw, sizeof sw, w, strlen(w), NULL);
		ak_shown(sr, sizeof sr, rw, strlen(rw), NULL);
		ak_snfmt(note, n, "'%s' found as '%s' (by its case folding)",
		    sw, sr);
	}
	return r;
}

void
ak_wordfind_free(ak_wordfind *f)
{
	if (f->built)
		ak_emb_fold_free(&f->fold);
	memset(f, 0, sizeof(*f));
}

/* the build: through f, or (f NULL) exactly in emb */
static int
build(ak_tokseq *s, const ak_table *emb, ak_wordfind *f, char *const *words,
    size_t nw, int dedupe, int strict, const char *where, ak_err *e)
{
	ak_strmap seen;

	memset(s, 0, sizeof(*s));
	if (ak_strmap_init(&seen, e) != 0)
		return -1;
	for (size_t i = 0; i < nw; i++) {
		int how = 0;
		long r = f ? ak_wordfind_get(f, words[i], &how, e) :
		    ak_table_find(emb, words[i]);
		if (r == -2)
			goto fail;
		/* the token: the row's word (uncased vectors: the folding) */
		const char *w = r >= 0 ? emb->labels[r] : words[i];
		if (r < 0) {
			/* uncased vectors: an unknown word is named folded,
			 * as the tokenizer wrote it before the look-up did
			 * the folding (the bytes of the SMS chain) */
			char *fw = NULL;
			if (f != NULL && !f->cased) {
				fw = ak_alloc_n(ak_tokenize_room(strlen(w),
				    f->flags), 1, e);
				if (fw == NULL)
					goto fail;
				ak_tok_fold(fw, w, strlen(w), f->flags);
				w = fw;
			}
			if (strict) {
				/* its first 60 bytes, a line end or a blank
				   that is no space escaped (shown.h) */
				char hint[128], sw[61];
				ak_emb_case_hint(hint, sizeof hint, emb, w);
				ak_shown(sw, sizeof sw, w, strlen(w), NULL);
				ak_errf(e, "%s: unknown word '%s'%s", where, sw,
				    hint);
				free(fw);
				goto fail;
			}
			int rc = list_add(&s->dropped, w, strlen(w), e);
			free(fw);
			if (rc != 0)
				goto fail;
			s->ndrop++;
			continue;
		}
		if (dedupe) {
			int ins = ak_strmap_put(&seen, w, strlen(w), i, NULL,
			    e);
			if (ins < 0)
				goto fail;
			if (ins == 0) {
				if (list_add(&s->repeated, w, strlen(w), e) != 0)
					goto fail;
				s->nrep++;
				continue;
			}
		}
		if (how == 1) {
			size_t a = strlen(words[i]), b = strlen(w);
			char *pair = ak_alloc_n(a + b + 3, 1, e);
			if (pair == NULL)
				goto fail;
			snprintf(pair, a + b + 3, "%s->%s", words[i], w);
			int rc = list_add(&s->folded, pair, a + b + 2, e);
			free(pair);
			if (rc != 0)
				goto fail;
			s->nfold++;
		}
		if (push(s, w, (size_t)r, e) != 0)
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
ak_tokseq_build(ak_tokseq *s, const ak_table *emb, char *const *words,
    size_t nw, int dedupe, int strict, const char *where, ak_err *e)
{
	return build(s, emb, NULL, words, nw, dedupe, strict, where, e);
}

int
ak_tokseq_build_find(ak_tokseq *s, ak_wordfind *f, char *const *words,
    size_t nw, int dedupe, int strict, const char *where, ak_err *e)
{
	return build(s, f->emb, f, words, nw, dedupe, strict, where, e);
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
	free(s->repeated);
	free(s->folded);
	memset(s, 0, sizeof(*s));
}
