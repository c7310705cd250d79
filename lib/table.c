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

int
ak_table_read(ak_table *t, const char *path, int unique, ak_err *e)
{
	ak_reader r;
	char **f = NULL;
	size_t fcap = 0, labcap = 0, xcap = 0;
	int rc;

	memset(t, 0, sizeof(*t));
	if (ak_reader_open(&r, path, e) != 0)
		return -1;
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
			if (nf < 2) {
				ak_errf(e, "%s: header needs a label column "
				    "and at least one numeric column",
				    ak_reader_where(&r));
				goto fail;
			}
			t->cols = nf - 1;
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
		    sizeof(char *), e) != 0)
			goto fail;
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
