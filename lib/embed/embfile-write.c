/*
 * embfile-write.c — ak_emb_write and the formats' names (embfile.h):
 * attnkit's TSV, word2vec text and binary, GloVe; every word and value
 * checked before a byte is written, so that a refused table leaves no
 * partial file.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "embfile.h"
#include "embfile-int.h"
#include "numfmt.h"
#include "par.h"

static const char *const names[] = {
	"auto", "tsv", "word2vec", "word2vec-bin", "glove", "fasttext"
};

const char *
ak_emb_format_name(ak_emb_format f)
{
	return (size_t)f < sizeof names / sizeof names[0] ? names[f] : "?";
}

/* every value within float32 in word2vec's and GloVe's formats: their
 * readers here refuse one beyond it (table.h ak_table_value), gensim's
 * and word2vec's read it as inf (attnkit's TSV holds doubles) */
static int
check_range(const ak_table *t, const char *src, ak_err *e)
{
	for (size_t i = 0; i < t->rows; i++)
		for (size_t j = 0; j < t->cols; j++)
			if (!ak_float32_fits(t->x[i * t->cols + j]))
				return ak_errf(e, "%s: value %zu of '%.40s' "
				    "(%g) is " AK_FLOAT32_RANGE,
				    ak_table_where(t, src, i), j + 1,
				    t->labels[i], t->x[i * t->cols + j]);
	return 0;
}

int
ak_emb_write_check(const ak_table *t, ak_emb_format fmt, const char *src,
    ak_err *e)
{
	if (fmt == AK_EMB_AUTO || fmt == AK_EMB_FASTTEXT)
		return ak_errf(e, "ak_emb_write: no format written as %s",
		    ak_emb_format_name(fmt));
	if (fmt != AK_EMB_TSV && check_range(t, src, e) != 0)
		return -1;
	for (size_t i = 0; i < t->rows; i++) {
		const char *w = t->labels[i];

		/* a mark at a line's start is files joined with cat to
		   the readers of text (filekind.h ak_bom_later) */
		if (fmt != AK_EMB_W2V_BIN && strncmp(w, "\xef\xbb\xbf", 3) ==
		    0)
			return ak_errf(e, "%s: the word '%.40s' starts with a "
			    "byte-order mark (U+FEFF), which a text file's "
			    "reader takes for files joined with cat "
			    "(--emb-format word2vec-bin keeps it)",
			    ak_table_where(t, src, i), w);
		if (fmt == AK_EMB_TSV) {
			if (w[0] == '#')
				return ak_errf(e, "%s: the word '%.40s' starts "
				    "with '#': attnkit's TSV would read its "
				    "line as a comment (--emb-format word2vec "
				    "keeps it)", ak_table_where(t, src, i), w);
			continue;
		}
		/* a word the reader takes for CSV's quoting: the reader's
		   rule (embfile-rd.c emb_quote_refused) */
		if (fmt != AK_EMB_W2V_BIN && emb_quote_refused(fmt, w,
		    t->labels[0], i, t->rows) != 0)
			return ak_errf(e, "%s: the word '%.40s' is written as "
			    "CSV quotes a field, which %s reader takes for a "
			    "writer's quoting%s (--emb-format %s keeps it)",
			    ak_table_where(t, src, i), w, fmt == AK_EMB_GLOVE ?
			    "GloVe's" : "word2vec text's", fmt == AK_EMB_GLOVE ?
			    "" : " when the first two words are", fmt ==
			    AK_EMB_GLOVE ? "word2vec" : "word2vec-bin");
		if (strchr(w, ' ') != NULL || ak_has_control(w, strlen(w)))
			return ak_errf(e, "%s: the word '%.40s' holds a %s, "
			    "which %s files cannot hold (--emb-format tsv "
			    "can)", ak_table_where(t, src, i), w,
			    strchr(w, ' ') ? "space" : "control byte",
			    fmt == AK_EMB_GLOVE ? "GloVe" : "word2vec");
	}
	return 0;
}

/* row i of t as its record in fmt (the word, the values, '\n') at line;
 * returns its bytes */
static size_t
fmt_row(char *line, const ak_table *t, size_t i, ak_emb_format fmt)
{
	size_t d = t->cols, n = strlen(t->labels[i]);
	const double *x = t->x + i * d;
	char sep = fmt == AK_EMB_TSV ? '\t' : ' ';

	memcpy(line, t->labels[i], n);
	if (fmt == AK_EMB_W2V_BIN) {
		line[n++] = ' ';
		for (size_t j = 0; j < d; j++) {
			float f = (float)x[j];
			uint32_t u;

			memcpy(&u, &f, sizeof u);
			for (int b = 0; b < 4; b++)
				line[n++] = (char)(u >> (8 * b) & 0xff);
		}
	} else
		for (size_t j = 0; j < d; j++) {
			line[n++] = sep;
			n += ak_fmt_9g(line + n, x[j] == 0.0 ? 0.0 : x[j]);
		}
	line[n++] = '\n';
	return n;
}

/* the records of a batch of rows, a stretch a thread, each in its own
 * buffer (cap bytes: k rows of the longest record) */
typedef struct wjob {
	const ak_table *t;
	ak_emb_format fmt;
	size_t lo, hi, k;	/* the batch's rows; a stretch's */
	char *buf[AK_PAR_MAX];
	size_t len[AK_PAR_MAX];
} wjob;

static void
write_part(void *arg, size_t p, size_t np)
{
	wjob *w = arg;
	size_t lo = w->lo + p * w->k, hi = lo + w->k, n = 0;

	(void)np;
	hi = hi < w->hi ? hi : w->hi;
	for (size_t i = lo; i < hi; i++)
		n += fmt_row(w->buf[p] + n, w->t, i, w->fmt);
	w->len[p] = lo < hi ? n : 0;
}

int
ak_emb_write(FILE *fp, const ak_table *t, ak_emb_format fmt,
    const char *src, ak_err *e)
{
	return ak_emb_write_j(fp, t, fmt, src, 1, e);
}

int
ak_emb_write_j(FILE *fp, const ak_table *t, ak_emb_format fmt,
    const char *src, int threads, ak_err *e)
{
	size_t d = t->cols, T = threads < 1 ? 1 : threads > AK_PAR_MAX ?
	    AK_PAR_MAX : (size_t)threads, word = 0;
	wjob w = { .t = t, .fmt = fmt };
	int rc = 0;

	if (ak_emb_write_check(t, fmt, src, e) != 0)
		return -1;
	/* the longest record, and stretches of them of about 1 MB, a
	 * buffer each, had before a byte is written */
	for (size_t i = 0; i < t->rows; i++) {
		size_t n = strlen(t->labels[i]);
		word = n > word ? n : word;
	}
	size_t rec = word + 2 + (fmt == AK_EMB_W2V_BIN ? 4 * d : d *
	    AK_FMT_9G_MAX);
	w.k = rec < (1 << 20) ? (1 << 20) / rec : 1;
	for (size_t p = 0; p < T; p++)
		if ((w.buf[p] = malloc(w.k * rec)) == NULL)
			rc = ak_errf(e, "out of memory");
	if (rc == 0 && fmt == AK_EMB_TSV) {
		fputs("word", fp);
		for (size_t j = 0; j < d; j++)
			fprintf(fp, "\td%zu", j + 1);
		fputc('\n', fp);
	} else if (rc == 0 && fmt != AK_EMB_GLOVE)
		fprintf(fp, "%zu %zu\n", t->rows, d);
	/* "%.9g" (-0 as 0): ak_fmt_9g, not printf, formats the V×d values,
	 * T stretches of rows at once on the threads, written in order */
	for (size_t lo = 0; rc == 0 && lo < t->rows; lo += T * w.k) {
		w.lo = lo;
		w.hi = lo + T * w.k < t->rows ? lo + T * w.k : t->rows;
		ak_par_run(T, write_part, &w);
		for (size_t p = 0; p < T; p++)
			fwrite(w.buf[p], 1, w.len[p], fp);
	}
	for (size_t p = 0; p < T; p++)
		free(w.buf[p]);
	return rc;
}
