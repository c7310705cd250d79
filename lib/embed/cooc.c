#include <stdlib.h>
#include <string.h>

#include "cooc.h"
#include "io.h"
#include "text.h"
#include "tokid.h"

size_t
ak_cooc_add(double *C, long *ids, size_t n, size_t window, ak_weight weight,
    ak_oov oov, size_t V)
{
	size_t pairs = 0;

	if (oov == AK_OOV_SKIP) {
		size_t k = 0;

		for (size_t i = 0; i < n; i++)
			if (ids[i] >= 0)
				ids[k++] = ids[i];
		n = k;
	}
	for (size_t p = 0; p < n; p++) {
		if (ids[p] < 0)
			continue;
		for (size_t d = 1; d <= window && p + d < n; d++) {
			long q = ids[p + d];
			double w = weight == AK_WEIGHT_HARMONIC ?
			    1.0 / (double)d : 1.0;

			if (q < 0)
				continue;
			C[(size_t)ids[p] * V + (size_t)q] += w;
			C[(size_t)q * V + (size_t)ids[p]] += w;
			pairs += 2;
		}
	}
	return pairs;
}

size_t
ak_cooc_skip_oov(long *row, long *ctx, size_t n)
{
	size_t k = 0;

	for (size_t i = 0; i < n; i++)
		if (row[i] >= 0 || ctx[i] >= 0) {
			row[k] = row[i];
			ctx[k++] = ctx[i];
		}
	return k;
}

size_t
ak_cooc_add_ctx(double *C, long *row, long *ctx, size_t n, size_t window,
    ak_weight weight, ak_oov oov, size_t T)
{
	size_t pairs = 0;

	if (oov == AK_OOV_SKIP)
		n = ak_cooc_skip_oov(row, ctx, n);
	for (size_t p = 0; p < n; p++) {
		if (row[p] < 0)
			continue;
		size_t lo = p > window ? p - window : 0;
		size_t hi = p + window < n - 1 ? p + window : n - 1;

		for (size_t q = lo; q <= hi; q++) {
			size_t d = p > q ? p - q : q - p;

			if (d == 0 || ctx[q] < 0)
				continue;
			C[(size_t)row[p] * T + (size_t)ctx[q]] +=
			    weight == AK_WEIGHT_HARMONIC ? 1.0 / (double)d : 1.0;
			pairs++;
		}
	}
	return pairs;
}

int
ak_cooc_lines(ak_reader *r, long long end, const ak_tokid *ids,
    const char *label, ak_cooc_fn fn, void *arg, size_t *nmsg,
    ak_cooc_progress *pg, int *fn_failed, ak_err *e)
{
	size_t cap = 0, *len = NULL;
	long *row = NULL, *ctx = NULL;
	const char **tok = NULL;
	uint64_t *h = NULL;
	char prov[256] = "";	/* line 1's provenance line, or "" */
	int rc = 0, seen = 0;
	/* the file's first data line is asked whether it is column names
	   (text.h ak_tokline_header): by the stretch that starts the file */
	int head = r->base == 0 && r->off == 0;

	*fn_failed = 0;
	r->check_utf8 = AK_UTF8_TOKENS;
	while ((end < 0 || r->off < end) && (rc = ak_reader_next(r, e)) == 1) {
		char *lab, *toks;
		size_t n = 0;

		/* a comment; or a file another tool wrote (its provenance
		 * line), refused at its first data line (text.h) */
		if ((rc = ak_tokline_skip(r, prov, sizeof prov, !seen, e)) < 0)
			break;
		if (rc == 1)
			continue;
		seen = 1;
		/* "FILE:LINE" is made only for a message (a snprintf a
		 * line was 2% of counting): the line is left as it was */
		if (ak_tokline(r->line, "", &lab, &toks, e) != 0) {
			rc = ak_tokline(r->line, ak_reader_where(r), &lab,
			    &toks, e);
			break;
		}
		if (head && (head = 0, ak_tokline_header(ak_reader_where(r),
		    lab, toks, r->name, r->lineno, e) != 0)) {
			rc = -1;
			break;
		}
		if (label != NULL && strcmp(lab, label) != 0)
			continue;
		if (r->len / 2 + 1 > cap) {	/* tokens: at most half the bytes + 1 */
			free(row);
			free(ctx);
			free(tok);
			free(len);
			free(h);
			cap = r->len + 2;
			row = ak_alloc_n(cap, sizeof(long), e);
			ctx = ak_alloc_n(cap, sizeof(long), e);
			tok = ak_alloc_n(cap, sizeof(char *), e);
			len = ak_alloc_n(cap, sizeof(size_t), e);
			h = ak_alloc_n(cap, sizeof(uint64_t), e);
			if (row == NULL || ctx == NULL || tok == NULL ||
			    len == NULL || h == NULL) {
				rc = -1;
				*fn_failed = 1;	/* not the file's doing */
				break;
			}
		}
		n = ak_tokid_line(ids, toks, row, ctx, tok, len, h);
		if (pg != NULL && (pg->tokens += n, (*nmsg & 4095) == 0))
			ak_progress_step(pg->p, "counting", "tokens",
			    pg->tokens, 0);
		if ((rc = fn(row, ctx, n, arg, e)) != 0) {
			*fn_failed = 1;
			break;
		}
		(*nmsg)++;
	}
	free(row);
	free(ctx);
	free(tok);
	free(len);
	free(h);
	return rc < 0 ? -1 : 0;
}

int
ak_cooc_each(const ak_strmap *rows, const ak_strmap *ctxs,
    const char *path, const char *label, ak_cooc_fn fn, void *arg,
    size_t *nmsg, ak_cooc_progress *pg, ak_err *e)
{
	ak_reader r;
	ak_tokid ids;
	int rc, fn_failed;

	if (ak_tokid_build(&ids, rows, ctxs, e) != 0)
		return -1;
	if (ak_reader_open(&r, path, e) != 0) {
		ak_tokid_free(&ids);
		return -1;
	}
	rc = ak_cooc_lines(&r, -1, &ids, label, fn, arg, nmsg, pg, &fn_failed,
	    e);
	if (!fn_failed)	/* a bad line of a file that changed: the change */
		rc = ak_reader_blame(&r, rc, e);
	ak_reader_close(&r);
	ak_tokid_free(&ids);
	return rc;
}

/* ak_cooc_read's callback: one message into the dense matrix */
typedef struct dense_arg {
	double *C;
	size_t window, T;
	ak_weight weight;
	ak_oov oov;
} dense_arg;

static int
dense_add(long *row, long *ctx, size_t n, void *arg, ak_err *e)
{
	dense_arg *a = arg;

	(void)e;
	ak_cooc_add_ctx(a->C, row, ctx, n, a->window, a->weight, a->oov, a->T);
	return 0;
}

int
ak_cooc_read(double *C, const ak_strmap *rows, const ak_strmap *ctxs,
    size_t T, const char *path, const char *label, size_t window,
    ak_weight weight, ak_oov oov, size_t *nmsg, ak_err *e)
{
	dense_arg a = { C, window, T, weight, oov };

	return ak_cooc_each(rows, ctxs, path, label, dense_add, &a, nmsg, NULL,
	    e);
}
