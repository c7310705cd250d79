/* attn-map --batch: every input line a sequence, padded to the longest,
 * one map each (long form or entropies), all at one c (--proj-scale auto:
 * the rule over every line's rows, autoscale.h).  Two passes over the
 * lines, so that nothing is held per line: the first finds the longest
 * sequence (the padding), checks every line and gathers the rows of
 * --proj-scale auto, the second writes the maps.  A regular file is read
 * twice; standard input or a pipe is copied to a temporary file (io.h
 * ak_tmpfile) in the first pass and read back. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "am.h"
#include "autoscale.h"
#include "mask.h"
#include "mem.h"

/* a pass over the token lines: the reader, and the copy of the lines the
   first pass makes for the second when the input cannot be read twice */
struct pass {
	ak_reader r;
	FILE *spool;		/* the first pass's copy, or NULL */
	int copy;		/* the first pass: lines go to spool */
	char prov[256];		/* line 1's provenance line, or "" */
	long seen;		/* the data lines read */
};

/*
 * The next data line's sequence into *s (comments skipped; a line without
 * a known word gives n = 0: all padding): 1, 0 at the end, -1 with the
 * reader's, ak_tokline's or the temporary file's error.
 */
static int
next_seq(const struct am_opts *o, struct pass *p, const ak_table *emb,
    ak_tokseq *s, ak_err *e)
{
	int rc;

	while ((rc = ak_reader_next(&p->r, e)) == 1) {
		if (p->copy && (fwrite(p->r.line, 1, p->r.len,
		    p->spool) != p->r.len || putc('\n', p->spool) == EOF))
			return ak_errf(e, "%s: a copy in a temporary file in "
			    "%s for --batch's second pass: %s", p->r.name,
			    ak_tmpdir(), strerror(errno ? errno : EIO));
		if ((rc = ak_tokline_skip(&p->r, p->prov, sizeof p->prov,
		    p->seen == 0, e)) < 0)
			return -1;
		if (rc == 1)
			continue;
		p->seen++;
		char *label, *toks;
		const char *where = ak_reader_where(&p->r);
		if (ak_tokline(p->r.line, where, &label, &toks, e) != 0 ||
		    (p->seen == 1 && ak_tokline_header(where, label, toks,
		    p->r.name, p->r.lineno, e) != 0))
			return -1;
		memset(s, 0, sizeof(*s));
		return am_make_seq_n(o, s, emb, toks, where, 1, e) != 0 ? -1 : 1;
	}
	return rc;
}

/* the head of a line's sequence s (padded to len: its real n tokens,
 * the rest masked), set up at o->c */
static int
line_head(const struct am_opts *o, am_head *h, const ak_table *emb,
    const ak_tokseq *s, size_t n, size_t len, ak_err *e)
{
	if (am_head_setup(o, h, emb, s, s, e) != 0)
		return -1;
	ak_mask_padding(h->M, n, len);
	h->live = n;
	return 0;
}

/*
 * --proj-scale auto: the rows of line s (at WHERE, the first pass; o->c =
 * 1) into r.  A padded key is masked and a padded row has none allowed,
 * so the line's rows without its padding are those of the padded map.
 * The line's map is checked first (am_check_memory, named by the file
 * as the batch's is: the longest line's is the batch's), then the rows'
 * scores are held, Σ n² of the lines so far at most, within the budget:
 * refused at the line that passes it.
 */
static int
auto_rows(const struct am_opts *o, ak_auto_rows *r, double *held,
    const ak_table *emb, const ak_tokseq *s, const ak_reader *rd,
    ak_err *e)
{
	am_head h;
	double n = (double)s->n;

	if (am_check_memory(o, s->n, s->n, emb->cols, rd->name, e) != 0)
		return -1;
	const char *where = ak_reader_where(rd);

	*held += n * 2 * sizeof(double) + n * n * sizeof(double);
	double all = (double)o->held + *held;
	if (o->budget && all > (double)o->budget) {
		char b[AK_FMT_SIZE_MAX];
		ak_errf(e, "%s: --batch: --proj-scale auto holds the lines' "
		    "scores at c = 1, %.1f MB by this line with the embeddings, "
		    "beyond the budget of %s: give --proj-scale C (or -M)",
		    where, ak_mb_up(all > (double)SIZE_MAX ? SIZE_MAX :
		    (size_t)all), ak_fmt_size(b, o->budget));
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	if (s->n == 0)
		return 0;
	int rc = line_head(o, &h, emb, s, s->n, s->n, e);
	if (rc == 0)
		rc = ak_auto_rows_add(r, &h, e);
	ak_maphead_free(&h);
	return rc;
}

/* the first pass: *nl data lines, the longest sequence *len, the words
   left out (*nd not in the embeddings, *nr repeats), with r the rows of
   --proj-scale auto (NULL: none); p->spool is the copy of the lines when
   name is not a regular file */
static int
first_pass(const struct am_opts *o, struct pass *p, const char *name,
    const ak_table *emb, ak_auto_rows *r, size_t *nl, size_t *len,
    size_t *nd, size_t *nr, ak_err *e)
{
	struct stat st;
	ak_tokseq s;
	double held = 0;
	int rc;

	if (ak_reader_open(&p->r, name, e) != 0)
		return -1;
	p->r.check_utf8 = AK_UTF8_TOKENS;
	if ((strcmp(name, "-") == 0 || stat(name, &st) != 0 ||
	    !S_ISREG(st.st_mode)) && (p->spool =
	    ak_tmpfile("attn-map --batch's input", e)) == NULL)
		return -1;
	p->copy = p->spool != NULL;
	*nl = *len = *nd = *nr = 0;
	while ((rc = next_seq(o, p, emb, &s, e)) == 1) {
		++*nl;
		if (s.n > *len)
			*len = s.n;
		*nd += s.ndrop, *nr += s.nrep;
		rc = r != NULL ? auto_rows(o, r, &held, emb, &s, &p->r, e) :
		    0;
		ak_tokseq_free(&s);
		if (rc != 0)
			return -1;
	}
	if (rc < 0)
		return -1;
	if (*nl == 0)
		return ak_errf(e, "%s: empty input: no token lines", p->r.name);
	if (*len == 0)
		return ak_errf(e, "%s: no in-vocabulary tokens in any line "
		    "(n = 0): nothing to attend to", p->r.name);
	return 0;
}

/* the second pass: the lines again, from the file or from the copy */
static int
second_pass(struct pass *p, const char *name, ak_err *e)
{
	if (p->spool == NULL) {
		/* the file the first pass opened, unchanged since: a file
		   replaced between the passes by one of the same shape
		   would get the maps of its lines at the first's scale */
		ak_file_id was = p->r.id;
		ak_reader_close(&p->r);
		if (ak_reader_open_was(&p->r, name, &was, e) != 0)
			return -1;
		p->r.check_utf8 = AK_UTF8_TOKENS;
		return 0;
	}
	const char *shown = p->r.name;
	p->copy = 0;
	ak_reader_close(&p->r);
	if (fflush(p->spool) != 0 || fseek(p->spool, 0, SEEK_SET) != 0)
		return ak_errf(e, "%s: a copy in a temporary file in %s for "
		    "--batch's second pass: %s", shown, ak_tmpdir(),
		    strerror(errno ? errno : EIO));
	ak_reader_open_stream(&p->r, p->spool, shown);
	p->r.check_utf8 = AK_UTF8_TOKENS;
	return 0;
}

/* one line's map: its sequence s (n tokens) padded to len, after pre */
static int
batch_map(const struct am_opts *o, FILE *fp, const ak_table *emb,
    ak_tokseq *s, size_t len, size_t b, ak_err *e)
{
	size_t n = s->n;
	am_head h;

	while (s->n < len)
		if (ak_tokseq_append(s, "<pad>", e) != 0)
			return -1;
	if (line_head(o, &h, emb, s, n, len, e) != 0 ||
	    ak_maphead_forward(&h, 1, e) != 0) {
		ak_maphead_free(&h);
		return -1;
	}
	char pre[32];
	snprintf(pre, sizeof pre, "%zu\t", b + 1);
	if (o->out == O_LONG)
		am_write_long(o, fp, pre, h.A, s->tok, s->tok, len, len);
	else
		am_write_entropy(o, fp, pre, h.A, h.M, s->tok, len, len, n);
	ak_maphead_free(&h);
	return 0;
}

/* --batch: every line a sequence, padded to the longest */
int
am_run_batch(struct am_opts *o, FILE *fp, const ak_table *emb, ak_err *e)
{
	const char *name = o->input ? o->input : "-";
	struct pass p;
	ak_auto_rows r = { 0 };
	size_t nl, len, nd, nr, b = 0;
	ak_tokseq s;
	int rc = -1, got;

	memset(&p, 0, sizeof p);
	if (o->c_auto)
		o->c = 1;	/* the rows of the rule at c = 1 */
	if (first_pass(o, &p, name, emb, o->c_auto ? &r : NULL, &nl, &len,
	    &nd, &nr, e) != 0)
		goto out;
	/* every line is padded to the longest: its map is each one's */
	if (am_check_memory(o, len, len, emb->cols, p.r.name, e) != 0)
		goto out;
	if (nd || nr)
		am_note("--batch: %zu lines: %zu words not in the embeddings "
		    "and %zu repeats left out (--all-tokens keeps repeats)%s",
		    nl, nd, nr, am_oov_hint(nd));
	if (o->c_auto) {
		double c = 1, hbar = 0;
		got = ak_auto_scale_rows(&r, AK_AUTO_FRAC, &c, &hbar, e);
		if (am_auto_said(o, fp, got, c, hbar, e) != 0)
			goto out;
	}
	if (second_pass(&p, name, e) != 0)
		goto out;
	if (o->out == O_LONG)
		fprintf(fp, "seq\tqpos\tquery\tkpos\tkey\tweight\n");
	else
		fprintf(fp, "seq\tqpos\tquery\tentropy\tln_n\tallowed\n");
	while ((got = next_seq(o, &p, emb, &s, e)) == 1) {
		/* a regular file changed between the passes: its maps
		   would not be padded alike */
		if (b == nl || s.n > len) {
			ak_tokseq_free(&s);
			ak_errf(e, "%s: changed while --batch read it (a "
			    "longer or a new line in the second pass)",
			    p.r.name);
			goto out;
		}
		if (b % 64 == 0)
			am_progress(o, "batch", "sequences", b, nl, 0);
		got = batch_map(o, fp, emb, &s, len, b, e);
		ak_tokseq_free(&s);
		if (got != 0)
			goto out;
		b++;
	}
	if (got < 0)
		goto out;
	if (b != nl) {
		ak_errf(e, "%s: changed while --batch read it (%zu lines in "
		    "the first pass, %zu in the second)", p.r.name, nl, b);
		goto out;
	}
	am_progress(o, "batch", "sequences", nl, nl, 1);
	am_progress_done();
	rc = 0;
out:
	ak_auto_rows_free(&r);
	ak_reader_close(&p.r);
	if (p.spool != NULL)
		fclose(p.spool);
	return rc;
}
