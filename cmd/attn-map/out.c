/* attn-map: output helpers — the number format, long form, entropies. */
#include <math.h>
#include <stdio.h>

#include "am.h"
#include "cli.h"
#include "progline.h"
#include "softmax.h"

/* ---- output helpers --------------------------------------------------- */

const char *
am_fmt(const struct am_opts *o)
{
	return o->exact ? "%.17g" : "%.9g";
}

/* differences that are checks (machine epsilon or not): 3 digits */
const char *
am_fmt_diff(const struct am_opts *o)
{
	return o->exact ? "%.17g" : "%.3g";
}

void
am_num(const struct am_opts *o, FILE *fp, double x)
{
	fprintf(fp, am_fmt(o), x == 0 ? 0.0 : x);
}

void
am_write_long(const struct am_opts *o, FILE *fp, const char *prefix, const
    double *A, char **qt, char **kt, size_t nq, size_t nk)
{
	for (size_t i = 0; i < nq; i++)
		for (size_t j = 0; j < nk; j++) {
			fprintf(fp, "%s%zu\t%s\t%zu\t%s\t", prefix, i + 1,
			    qt[i], j + 1, kt[j]);
			am_num(o, fp, A[i * nk + j]);
			fputc('\n', fp);
		}
}

void
am_write_entropy(const struct am_opts *o, FILE *fp, const char *prefix, const
    double *A, const unsigned char *M, char **qt, size_t nq, size_t nk,
    size_t live)
{
	size_t n = live < nk ? live : nk;

	for (size_t i = 0; i < nq; i++) {
		size_t allowed = 0;
		for (size_t j = 0; j < nk; j++)
			allowed += M[i * nk + j] != 0;
		size_t can = isinf(o->mask_value) ? allowed : i < n ? n : 0;
		fprintf(fp, "%s%zu\t%s\t", prefix, i + 1, qt[i]);
		am_num(o, fp, ak_entropy(A + i * nk, nk));
		fputc('\t', fp);
		am_num(o, fp, can ? log((double)can) : 0);
		fprintf(fp, "\t%zu\n", allowed);
	}
}

/* the progress printer, begun by the first call */
static ak_progline pline;
static int pline_begun;

void
am_progress(const struct am_opts *o, const char *stage, const char *unit,
    size_t done, size_t total, int end)
{
	if (!pline_begun)
		ak_progline_init(&pline, "attn-map", o->quiet, o->progress);
	pline_begun = 1;
	ak_progline_say(&pline, stage, unit, done, total, end);
}

void
am_progress_done(void)
{
	ak_progline_clear(&pline);
}
