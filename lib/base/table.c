#include <stdlib.h>
#include <string.h>

#include "io.h"
#include "table.h"

static int
push(void **arr, size_t *cap, size_t n, size_t elt, ak_err *e)
{
	void *p;

	if (n < *cap)
		return 0;
	size_t nc = *cap ? 2 * *cap : 64;
	if (nc > SIZE_MAX / elt / 2)
		return ak_errf(e, "out of memory");
	p = realloc(*arr, nc * elt);
	if (p == NULL)
		return ak_errf(e, "out of memory");
	*arr = p;
	*cap = nc;
	return 0;
}

/* 1 if f[1..nf) are d1 d2 ... d(nf-1) */
static int
dims_header(char *const *f, size_t nf)
{
	char want[32];

	for (size_t i = 1; i < nf; i++) {
		snprintf(want, sizeof want, "d%zu", i);
		if (strcmp(f[i], want) != 0)
			return 0;
	}
	return nf >= 2;
}

static int
header_is(char *const *f, size_t nf, const char *const *want)
{
	size_t i;

	for (i = 0; want[i] != NULL; i++)
		if (i >= nf || strcmp(f[i], want[i]) != 0)
			return 0;
	return i == nf;
}

const char *
ak_table_guess(char *const *f, size_t nf)
{
	static const char *const vocab[] = { "word", "count", "docs", NULL };
	static const char *const smodel[] = { "param", "value", NULL };
	static const char *const amodel[] = { "param", "i", "j", "value",
	    NULL };
	static const char *const stats[] = { "stat", "value", NULL };
	static const char *const nn[] = { "word", "rank", "neighbour",
	    "cosine", NULL };

	if (nf == 0)
		return NULL;
	if (header_is(f, nf, vocab))
		return "a vocabulary, the output of sms-vocab";
	if (strcmp(f[0], "word") == 0 && dims_header(f, nf))
		return "embeddings, the output of ppmi-svd";
	if (header_is(f, nf, smodel))
		return "a spam model, the output of attn-train --save";
	if (header_is(f, nf, amodel))
		return "an addressing model, the output of attn-train addr "
		    "train";
	if (header_is(f, nf, stats))
		return "statistics, the output of sms-vocab -s";
	if (header_is(f, nf, nn))
		return "nearest neighbours, the output of ppmi-svd --nn";
	return NULL;
}

/* ak_table_guess, and the lines of a corpus */
static const char *
guess_any(char *const *f, size_t nf)
{
	const char *g = ak_table_guess(f, nf);

	if (g == NULL && nf == 2 && (strcmp(f[0], "ham") == 0 ||
	    strcmp(f[0], "spam") == 0))
		g = ak_tok_bad(f[1]) == NULL ?
		    "a line of a tokenized corpus (sms-vocab -t)" :
		    "a message of a labelled corpus";
	return g;
}

int
ak_table_not(ak_err *e, const char *where, const char *what,
    char *const *f, size_t nf, const char *want)
{
	char hdr[64];
	size_t n = 0;
	const char *kind = guess_any(f, nf);

	hdr[0] = '\0';
	for (size_t i = 0; i < nf && n < sizeof hdr - 1; i++) {
		int k = snprintf(hdr + n, sizeof hdr - n, "%s%s",
		    i ? " " : "", f[i]);
		if (k < 0)
			break;
		n += (size_t)k;
	}
	if (n >= sizeof hdr - 1)	/* cut: mark it, keep UTF-8 whole */
		n = sizeof hdr - 4;
	while (n > 0 && ((unsigned char)hdr[n] & 0xC0) == 0x80)
		n--;
	if (strlen(hdr) > n)
		strcpy(hdr + n, "...");
	return ak_errf(e, "%s: not %s (header '%s'%s%s; want %s)", where,
	    what, hdr, kind ? ", " : "", kind ? kind : "", want);
}

/* the header check of ak_table_read_kind */
static int
kind_check(ak_table_kind kind, char *const *f, size_t nf, const char *where,
    ak_err *e)
{
	static const char *const vocab[] = { "word", "count", "docs", NULL };
	static const char *const smodel[] = { "param", "value", NULL };

	switch (kind) {
	case AK_TABLE_EMB:
		if (strcmp(f[0], "word") == 0 && dims_header(f, nf))
			return 0;
		return ak_table_not(e, where, "an embeddings file", f, nf,
		    "word d1 ... dk \xe2\x80\x94 the output of ppmi-svd");
	case AK_TABLE_VOCAB:
		if (header_is(f, nf, vocab))
			return 0;
		return ak_table_not(e, where, "a vocabulary", f, nf,
		    "word count docs \xe2\x80\x94 the output of sms-vocab");
	case AK_TABLE_WORDS:
		if (header_is(f, nf, vocab) ||
		    (strcmp(f[0], "word") == 0 && dims_header(f, nf)))
			return 0;
		return ak_table_not(e, where, "a vocabulary", f, nf,
		    "word count docs (sms-vocab) or word d1 ... dk (ppmi-svd)");
	case AK_TABLE_SPAM_MODEL:
		if (header_is(f, nf, smodel))
			return 0;
		return ak_table_not(e, where, "a spam model", f, nf,
		    "param value \xe2\x80\x94 the output of attn-train --save");
	case AK_TABLE_ANY:
		break;
	}
	return 0;
}

int
ak_table_read(ak_table *t, const char *path, int unique, ak_err *e)
{
	return ak_table_read_kind(t, path, unique, AK_TABLE_ANY, e);
}

int
ak_table_read_kind(ak_table *t, const char *path, int unique,
    ak_table_kind kind, ak_err *e)
{
	ak_reader r;
	char **f = NULL;
	size_t fcap = 0, labcap = 0, linecap = 0, xcap = 0;
	int rc;

	memset(t, 0, sizeof(*t));
	if (ak_reader_open(&r, path, e) != 0)
		return -1;
	r.check_utf8 = 1;	/* labels are words, written back out */
	if (unique && ak_strmap_init(&t->index, e) != 0)
		goto fail;
	while ((rc = ak_reader_next(&r, e)) == 1) {
		if (r.line[0] == '#')
			continue;
		size_t nf = ak_split_tab(r.line, f, fcap);
		if (nf > fcap) {
			free(f);
			fcap = nf;
			if ((f = ak_alloc_n(fcap, sizeof(*f), e)) == NULL)
				goto fail;
			/* re-split: the line was already cut at TABs */
			char *p = r.line;
			for (size_t i = 0; i < nf; i++) {
				f[i] = p;
				p += strlen(p) + 1;
			}
		}
		if (t->colnames == NULL) {	/* header */
			if (kind_check(kind, f, nf, ak_reader_where(&r), e))
				goto fail;
			if (nf < 2) {
				ak_errf(e, "%s: header needs a label column "
				    "and at least one numeric column",
				    ak_reader_where(&r));
				goto fail;
			}
			t->cols = nf - 1;
			t->hline = r.lineno;
			t->colnames = ak_alloc_n(nf, sizeof(char *), e);
			if (t->colnames == NULL)
				goto fail;
			for (size_t i = 0; i < nf; i++)
				if ((t->colnames[i] = ak_strdup(f[i], e)) ==
				    NULL)
					goto fail;
			continue;
		}
		if (nf != t->cols + 1) {
			ak_errf(e, "%s: %zu fields, header has %zu",
			    ak_reader_where(&r), nf, t->cols + 1);
			goto fail;
		}
		if (f[0][0] == '\0') {
			ak_errf(e, "%s: empty label", ak_reader_where(&r));
			goto fail;
		}
		if (push((void **)&t->labels, &labcap, t->rows,
		    sizeof(char *), e) != 0 || push((void **)&t->line,
		    &linecap, t->rows, sizeof(long), e) != 0)
			goto fail;
		t->line[t->rows] = r.lineno;
		while (xcap < (t->rows + 1) * t->cols) {
			size_t nc = xcap ? 2 * xcap : 64 * t->cols;
			double *p = realloc(t->x, nc * sizeof(double));
			if (p == NULL) {
				ak_errf(e, "out of memory");
				goto fail;
			}
			t->x = p;
			xcap = nc;
		}
		for (size_t j = 0; j < t->cols; j++)
			if (ak_strtod_finite(f[j + 1],
			    &t->x[t->rows * t->cols + j]) != 0) {
				ak_errf(e, "%s: field %zu ('%.40s') is not a "
				    "finite number", ak_reader_where(&r),
				    j + 2, f[j + 1]);
				goto fail;
			}
		if (unique) {
			int ins = ak_strmap_put(&t->index, f[0], strlen(f[0]),
			    t->rows, NULL, e);
			if (ins < 0)
				goto fail;
			if (ins == 0) {
				ak_errf(e, "%s: duplicate label '%.40s'",
				    ak_reader_where(&r), f[0]);
				goto fail;
			}
		}
		if ((t->labels[t->rows] = ak_strdup(f[0], e)) == NULL)
			goto fail;
		t->rows++;
	}
	if (rc < 0)
		goto fail;
	if (t->colnames == NULL) {
		ak_errf(e, "%s: empty input: no header", r.name);
		goto fail;
	}
	if (t->rows == 0) {
		ak_errf(e, "%s: no data rows", r.name);
		goto fail;
	}
	free(f);
	ak_reader_close(&r);
	return 0;
fail:
	free(f);
	ak_reader_close(&r);
	ak_table_free(t);
	return -1;
}

const char *
ak_table_where(const ak_table *t, const char *path, size_t row)
{
	static char buf[1024];
	long line = row == AK_TABLE_HEADER ? t->hline :
	    t->line != NULL && row < t->rows ? t->line[row] : 0;
	const char *name = path == NULL || strcmp(path, "-") == 0 ?
	    "<stdin>" : path;

	if (line > 0)
		snprintf(buf, sizeof buf, "%s:%ld", name, line);
	else
		snprintf(buf, sizeof buf, "%s", name);
	return buf;
}

long
ak_table_find(const ak_table *t, const char *label)
{
	size_t v;

	if (t->index.keys == NULL ||
	    !ak_strmap_get(&t->index, label, strlen(label), &v))
		return -1;
	return (long)v;
}

void
ak_table_free(ak_table *t)
{
	if (t->colnames != NULL)
		for (size_t i = 0; i <= t->cols; i++)
			free(t->colnames[i]);
	free(t->colnames);
	for (size_t i = 0; i < t->rows && t->labels != NULL; i++)
		free(t->labels[i]);
	free(t->labels);
	free(t->line);
	free(t->x);
	if (t->index.keys != NULL)
		ak_strmap_free(&t->index);
	memset(t, 0, sizeof(*t));
}

int
ak_write_matrix_tsv(FILE *fp, const char *corner, const char *const *row,
    const char *const *col, const double *X, size_t n, size_t m,
    const char *fmt)
{
	if (fmt == NULL)
		fmt = "%.9g";
	fputs(corner, fp);
	for (size_t j = 0; j < m; j++)
		fprintf(fp, "\t%s", col[j]);
	fputc('\n', fp);
	for (size_t i = 0; i < n; i++) {
		fputs(row[i], fp);
		for (size_t j = 0; j < m; j++) {
			fputc('\t', fp);
			fprintf(fp, fmt, X[i * m + j] == 0.0 ? 0.0 : X[i * m + j]);
		}
		fputc('\n', fp);
	}
	return ferror(fp) ? -1 : 0;
}
