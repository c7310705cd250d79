/*
 * embfile-bin.c — word2vec's binary records (embfile.h): after the header
 * "V d\n" (read as text by embfile.c), V records of a word, a space and
 * d little-endian IEEE float32 numbers, each followed by a newline
 * (word2vec.c) or not (gensim), into the table through ak_table_fill_*.
 */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "embfile-int.h"
#include "mem.h"
#include "numfmt.h"

static size_t
rread(ak_reader *r, unsigned char *dst, size_t n)
{
	return fread(dst, 1, n, r->fp);
}


static int
bget(bsrc *b)
{
	return b->pi < b->pn ? b->pb[b->pi++] : emb_rget(b->r);
}

static size_t
bread(bsrc *b, unsigned char *dst, size_t n)
{
	size_t k = b->pn - b->pi < n ? b->pn - b->pi : n;

	if (k > 0) {
		memcpy(dst, b->pb + b->pi, k);
		b->pi += k;
	}
	return k + (k < n ? rread(b->r, dst + k, n - k) : 0);
}

/* record i's word (of V), up to its space, into *word (*wcap bytes,
   grown) and its length into *wn */
static int
bin_word(rd *s, bsrc *b, size_t i, size_t V, char **word, size_t *wcap,
    size_t *wn, ak_err *e)
{
	long line = (long)i + 2;
	int c;

	*wn = 0;
	errno = 0;
	while ((c = bget(b)) == '\n')
		;
	if (c == EOF) {
		if (emb_read_error(s, b->r, line, e) == 0)
			ak_errf(e, "%s:1: the header says %zu words, the file "
			    "ends after %zu", s->name, V, i);
		return -1;
	}
	for (; c != ' '; c = bget(b)) {
		if (c == EOF) {
			if (emb_read_error(s, b->r, line, e) == 0)
				ak_errf(e, "%s: truncated record %zu: the file "
				    "ends inside its word", emb_at(s, line), i + 1);
			return -1;
		}
		if (*wn + 1 >= *wcap) {
			if (*wcap >= AK_EMB_MAX_WORD)
				return ak_errf(e, "%s: a word longer than %zu "
				    "bytes (not word2vec binary? %s)",
				    emb_at(s, line), AK_EMB_MAX_WORD, s->opt);
			char *w = realloc(*word, *wcap ? 2 * *wcap : 64);
			if (w == NULL)
				return ak_errf(e, "%s: out of memory for %zu "
				    "bytes of record %zu's word",
				    emb_at(s, line), *wcap ? 2 * *wcap : 64,
				    i + 1);
			*word = w;
			*wcap = *wcap ? 2 * *wcap : 64;
		}
		(*word)[(*wn)++] = (char)c;
	}
	if (*wn == 0)	/* (and no room taken for the word yet) */
		return ak_errf(e, "%s: record %zu has an empty word",
		    emb_at(s, line), i + 1);
	(*word)[*wn] = '\0';
	return emb_word_ok(s, *word, *wn, line, e);
}

/* record i's vector, its 4 d bytes into *vec (*vcap bytes), the room
   grown as its bytes come: a header's d takes no memory before the file
   has the bytes */
static int
bin_vec(rd *s, bsrc *b, size_t i, const char *word, unsigned char **vec,
    size_t *vcap, ak_err *e)
{
	long line = (long)i + 2;
	size_t got = 0, need = 4 * s->d;

	while (got < need) {
		if (got == *vcap) {
			size_t c2 = *vcap ? 2 * *vcap : 4096;
			if (c2 > need)
				c2 = need;
			/* the record's bytes and its row of doubles within
			   the budget beside what is held, before they are
			   taken (ak_table_fill_row checks the row alone, after
			   the record is read) */
			size_t left = s->z.held < s->z.memory ? s->z.memory -
			    s->z.held : 0;
			double want = (double)c2 + 8.0 * (double)s->d;
			if (s->z.memory != SIZE_MAX && want > (double)left) {
				char mb[AK_FMT_SIZE_MAX];
				return ak_errf(e, "%s: record %zu ('%.40s') of "
				    "d = %zu float32 (the header's) needs %.1f "
				    "MB or more with its row of doubles, more "
				    "than --memory %s", emb_at(s, line), i + 1,
				    word, s->d, want / (1024.0 * 1024),
				    ak_fmt_size(mb, s->z.memory));
			}
			unsigned char *v = realloc(*vec, c2);
			if (v == NULL)
				return ak_errf(e, "%s: out of memory for %zu "
				    "bytes of record %zu's vector (of %zu: %zu "
				    "float32)", emb_at(s, line), c2, i + 1,
				    need, s->d);
			*vec = v;
			*vcap = c2;
		}
		size_t k = bread(b, *vec + got, *vcap - got);
		got += k;
		if (k == 0)
			break;
	}
	if (got < need) {
		if (emb_read_error(s, b->r, line, e) == 0)
			ak_errf(e, "%s: truncated record %zu: '%.40s' has %zu "
			    "of the %zu bytes of its vector (%zu float32)",
			    emb_at(s, line), i + 1, word, got, need, s->d);
		return -1;
	}
	return 0;
}

/* after an error at the record after one whose vector (4 d bytes at vec)
 * starts with text and a space ("york " of gensim's "new york"): that
 * word held a space, which word2vec binary cannot hold; said after e's
 * message */
static void
bin_space_hint(const rd *s, const unsigned char *vec, size_t d, ak_err *e)
{
	size_t n = 0, len = strlen(e->msg), text = 0;
	char run[48];
	double v;

	for (size_t i = 0; i < 4 * d; i++)
		text += (vec[i] >= ' ' && vec[i] < 0x7f) || vec[i] == '\n' ||
		    vec[i] == '\r' || vec[i] == '\t';
	if (text == 4 * d) {	/* text where numbers were: not binary */
		if (s->forced)
			snprintf(e->msg + len, sizeof e->msg - len, " (text, "
			    "not binary? %s word2vec, or auto)", s->opt);
		return;
	}
	while (n < 4 * d && n < 40 && vec[n] > ' ' && vec[n] != 0x7f)
		n++;
	memcpy(run, vec, n);
	run[n] = '\0';
	if (n == 0 || n == 4 * d || vec[n] != ' ' || ak_strtod_finite(run,
	    &v) == 0)
		return;
	snprintf(e->msg + len, sizeof e->msg - len, " (the record before "
	    "it holds '%.*s ' where its vector starts: a word with a space, "
	    "which word2vec binary cannot hold; gensim writes it as it is: "
	    "join its parts before saving)", (int)n, (const char *)vec);
}

/* the V binary records of b */
int
emb_bin_rows(rd *s, bsrc *b, size_t V, ak_err *e)
{
	unsigned char *vec = NULL;
	char *word = NULL;
	size_t wcap = 0, vcap = 0;
	int c = EOF;

	for (size_t i = 0; i < V; i++) {
		long line = (long)i + 2;
		size_t wn;

		if (bin_word(s, b, i, V, &word, &wcap, &wn, e) != 0) {
			if (i > 0)
				bin_space_hint(s, vec, s->d, e);
			goto fail;
		}
		if (bin_vec(s, b, i, word, &vec, &vcap, e) != 0)
			goto fail;
		if (emb_start(s, line, e) != 0)
			goto fail;
		double *x = ak_table_fill_row(s->t, &s->z, wn, emb_at(s, line), e);
		if (x == NULL)
			goto fail;
		for (size_t j = 0; j < s->d; j++) {
			float f = emb_le_float(vec + 4 * j);
			if (!isfinite(f)) {
				ak_errf(e, "%s: value %zu of '%.40s' is not a "
				    "finite number (%s)", emb_at(s, line), j + 1,
				    word, isnan(f) ? "NaN" : "inf");
				goto fail;
			}
			x[j] = (double)f;
		}
		if (ak_table_fill_take(s->t, &s->z, word, wn, line,
		    emb_at(s, line), e) != 0)
			goto fail;
	}
	/* the end: newlines (after the last record), then nothing */
	errno = 0;
	while ((c = bget(b)) == '\n')
		;
	if (c != EOF) {
		ak_errf(e, "%s: more records than the header's %zu words "
		    "(%s:1)", emb_at(s, (long)V + 2), V, s->name);
		bin_space_hint(s, vec, s->d, e);
		goto fail;
	}
	if (emb_read_error(s, b->r, (long)V + 2, e) != 0)
		goto fail;
	free(word);
	free(vec);
	return 0;
fail:
	free(word);
	free(vec);
	return -1;
}
