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
#include "numfmt.h"

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

		if (fmt == AK_EMB_TSV) {
			if (w[0] == '#')
				return ak_errf(e, "%s: the word '%.40s' starts "
				    "with '#': attnkit's TSV would read its "
				    "line as a comment (--emb-format word2vec "
				    "keeps it)", ak_table_where(t, src, i), w);
			continue;
		}
		if (fmt == AK_EMB_GLOVE && i == 0 &&
		    strncmp(w, "\xef\xbb\xbf", 3) == 0)
			return ak_errf(e, "%s: the word '%.40s' starts with a "
			    "byte-order mark, which a GloVe file's first line "
			    "cannot keep (--emb-format word2vec can)",
			    ak_table_where(t, src, i), w);
		if (strchr(w, ' ') != NULL || ak_has_control(w, strlen(w)))
			return ak_errf(e, "%s: the word '%.40s' holds a %s, "
			    "which %s files cannot hold (--emb-format tsv "
			    "can)", ak_table_where(t, src, i), w,
			    strchr(w, ' ') ? "space" : "control byte",
			    fmt == AK_EMB_GLOVE ? "GloVe" : "word2vec");
	}
	return 0;
}

int
ak_emb_write(FILE *fp, const ak_table *t, ak_emb_format fmt,
    const char *src, ak_err *e)
{
	size_t d = t->cols, cap = d * AK_FMT_9G_MAX + 2;
	char sep = fmt == AK_EMB_TSV ? '\t' : ' ';
	char *line;

	if (ak_emb_write_check(t, fmt, src, e) != 0)
		return -1;
	if ((line = malloc(fmt == AK_EMB_W2V_BIN ? 4 * d + 1 : cap)) == NULL)
		return ak_errf(e, "out of memory");
	if (fmt == AK_EMB_TSV) {
		fputs("word", fp);
		for (size_t j = 0; j < d; j++)
			fprintf(fp, "\td%zu", j + 1);
		fputc('\n', fp);
	} else if (fmt != AK_EMB_GLOVE)
		fprintf(fp, "%zu %zu\n", t->rows, d);
	/* "%.9g" (-0 as 0), a line a write: ak_fmt_9g, not printf, formats
	 * the V×d values */
	for (size_t i = 0; i < t->rows; i++) {
		const double *x = t->x + i * d;
		size_t n = 0;

		fputs(t->labels[i], fp);
		if (fmt == AK_EMB_W2V_BIN) {
			fputc(' ', fp);
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
				n += ak_fmt_9g(line + n, x[j] == 0.0 ? 0.0 :
				    x[j]);
			}
		line[n++] = '\n';
		fwrite(line, 1, n, fp);
	}
	free(line);
	return 0;
}
