/*
 * fuzz_embfile.h — the body of the harnesses of the embeddings formats
 * (fuzz_emb_w2v.c, fuzz_emb_w2vbin.c, fuzz_emb_glove.c): each defines
 * FUZZ_FORMAT and includes this.  The input is read as that format
 * (forced) and as detected (ak_emb_read, embfile.h); a table read must be
 * sane (finite values, every word found at its row), and written in every
 * format and read back as it, must give the same words and the values to
 * float32's precision (or be refused before a byte is written).
 */
#include <math.h>

#include "embfile.h"
#include "fuzz.h"
#include "table.h"

/* t and u hold the same words in the same order, values within float32's
 * rounding */
static int
same(const ak_table *t, const ak_table *u)
{
	if (t->rows != u->rows || t->cols != u->cols)
		return 0;
	for (size_t i = 0; i < t->rows; i++)
		if (strcmp(t->labels[i], u->labels[i]) != 0)
			return 0;
	for (size_t i = 0; i < t->rows * t->cols; i++) {
		double a = t->x[i], b = u->x[i];
		if (fabs(a - b) > 1e-6 * fmax(fabs(a), fabs(b)) + 1e-37)
			return 0;
	}
	return 1;
}

static void
round_trip(const ak_table *t)
{
	const char *path = fuzz_path[0] ? fuzz_path : NULL;

	for (int f = AK_EMB_TSV; f <= AK_EMB_GLOVE; f++) {
		char *buf = NULL;
		size_t n = 0;
		FILE *fp = open_memstream(&buf, &n);
		ak_err e = { .msg = "" };

		if (fp == NULL)
			abort();
		/* the TSV with the tools' provenance line first (cli.c), which
		   tells the reader the words are as written: a word in quotes
		   ('"the"', a word2vec binary's) is then the word, not R's or
		   pandas' quoting (table.c quoted_label) */
		if (f == AK_EMB_TSV)
			fputs("# fuzz_embfile round trip (attnkit " AK_VERSION
			    ")\n", fp);
		long at = ftell(fp);
		int rc = ak_emb_write(fp, t, (ak_emb_format)f, "in", &e);
		fclose(fp);
		if (rc != 0) {
			fuzz_check_err(&e);
			if (n != (size_t)at)
				abort();	/* refused: nothing written */
			free(buf);
			continue;
		}
		/* the input's file, rewritten: the harness is done with it */
		path = fuzz_file((const uint8_t *)buf, n);
		free(buf);
		ak_table u;
		if (ak_emb_read(&u, path, (ak_emb_format)f, "--emb-format",
		    SIZE_MAX, 0, NULL, &e) != 0) {
			fprintf(stderr, "fuzz: %s written, not read back: %s\n",
			    ak_emb_format_name((ak_emb_format)f), e.msg);
			abort();
		}
		if (!same(t, &u))
			abort();
		ak_table_free(&u);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const ak_emb_format fmts[2] = { FUZZ_FORMAT, AK_EMB_AUTO };
	ak_table t[2];
	int ok[2];

	for (int k = 0; k < 2; k++) {
		const char *path = fuzz_file(data, size);
		ak_err e = { .msg = "" };

		ok[k] = ak_emb_read(&t[k], path, fmts[k], "--emb-format",
		    SIZE_MAX, 0, NULL, &e) == 0;
		if (!ok[k]) {
			fuzz_check_err(&e);
			continue;
		}
		for (size_t i = 0; i < t[k].rows; i++) {
			if (ak_table_find(&t[k], t[k].labels[i]) != (long)i)
				abort();
			for (size_t j = 0; j < t[k].cols; j++)
				if (!isfinite(t[k].x[i * t[k].cols + j]))
					abort();
		}
	}
	if (ok[0])
		round_trip(&t[0]);
	for (int k = 0; k < 2; k++)
		if (ok[k])
			ak_table_free(&t[k]);
	return 0;
}
