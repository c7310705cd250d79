/* attn-map --batch: every input line a sequence, padded to the longest,
 * one map each (long form or entropies).  Two passes over the lines, so
 * that nothing is held per line: the first finds the longest sequence
 * (the padding) and checks every line, the second writes the maps.  A
 * regular file is read twice; standard input or a pipe is copied to a
 * temporary file (io.h ak_tmpfile) in the first pass and read back. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "am.h"
#include "mask.h"

/* a pass over the token lines: the reader, and the copy of the lines the
   first pass makes for the second when the input cannot be read twice */
struct pass {
	ak_reader r;
	FILE *spool;		/* the first pass's copy, or NULL */
	int copy;		/* the first pass: lines go to spool */
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
		if (p->r.line[0] == '#')
			continue;
		char *label, *toks;
		const char *where = ak_reader_where(&p->r);
		if (ak_tokline(p->r.line, where, &label, &toks, e) != 0)
			return -1;
		memset(s, 0, sizeof(*s));
		return am_make_seq_n(o, s, emb, toks, where, 1, e) != 0 ? -1 : 1;
	}
	return rc;
}

/* the first pass: *nl data lines, the longest sequence *len, the words
   left out (*nd not in the embeddings, *nr repeats); p->spool is the copy
   of the lines when name is not a regular file */
static int
first_pass(const struct am_opts *o, struct pass *p, const char *name,
    const ak_table *emb, size_t *nl, size_t *len, size_t *nd, size_t *nr,
    ak_err *e)
{
	struct stat st;
	ak_tokseq s;
	int rc;

	if (ak_reader_open(&p->r, name, e) != 0)
		return -1;
	p->r.check_utf8 = 1;
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
		ak_tokseq_free(&s);
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
		ak_reader_close(&p->r);
		if (ak_reader_open(&p->r, name, e) != 0)
			return -1;
		p->r.check_utf8 = 1;
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
	p->r.check_utf8 = 1;
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
	if (am_head_setup(o, &h, emb, s, s, e) != 0) {
		ak_maphead_free(&h);
		return -1;
	}
	ak_mask_padding(h.M, n, len);
	if (ak_maphead_forward(&h, 1, e) != 0) {
		ak_maphead_free(&h);
		return -1;
	}
	char pre[32];
	snprintf(pre, sizeof pre, "%zu\t", b + 1);
	if (o->out == O_LONG)
		am_write_long(o, fp, pre, h.A, s->tok, s->tok, len, len);
	else
		am_write_entropy(o, fp, pre, h.A, h.M, s->tok, len, len);
	ak_maphead_free(&h);
	return 0;
}

/* --batch: every line a sequence, padded to the longest */
int
am_run_batch(const struct am_opts *o, FILE *fp, const ak_table *emb,
    ak_err *e)
{
	const char *name = o->input ? o->input : "-";
	struct pass p;
	size_t nl, len, nd, nr, b = 0;
	ak_tokseq s;
	int rc = -1, got;

	memset(&p, 0, sizeof p);
	if (first_pass(o, &p, name, emb, &nl, &len, &nd, &nr, e) != 0)
		goto out;
	/* every line is padded to the longest: its map is each one's */
	if (am_check_memory(o, len, len, emb->cols, p.r.name, e) != 0)
		goto out;
	if (nd || nr)
		am_note("--batch: %zu lines: %zu words not in the embeddings "
		    "and %zu repeats left out (--all-tokens keeps repeats)", nl,
		    nd, nr);
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
	ak_reader_close(&p.r);
	if (p.spool != NULL)
		fclose(p.spool);
	return rc;
}
