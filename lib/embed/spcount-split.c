/*
 * spcount-split.c — a corpus file counted by the parts' threads, each
 * reading, tokenizing and counting its own stretch of whole lines
 * (spcount-int.h, ak_sp_read_split): no thread reads for the others.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "cooc.h"
#include "io.h"
#include "par.h"
#include "text.h"
#include "spcount-int.h"
#include "tokid.h"

/* one stretch: lines [from, to) of the file, counted into part */
typedef struct stretch {
	ak_spcount *part;
	long long from, to;
	size_t nmsg;		/* messages counted */
	long lines;		/* lines read */
	uint64_t tokens;	/* tokens read, not yet in the shared sum */
	int rc, fn_failed;
	ak_err e;
	struct split *s;
} stretch;

typedef struct split {
	const ak_tokid *ids;
	const char *path, *label;
	int ours;		/* line 1 is attnkit's provenance comment */
	const ak_progress *p;
	ak_file_id id;		/* the file's id at the cut */
	atomic_uint_fast64_t tokens;	/* read by every stretch, so far */
	stretch st[AK_SPCOUNT_MAX_PARTS];
} split;

/* ak_cooc_lines's callback: a message into the stretch's part (as
 * ak_spcount_add puts one into a part); the tokens said by part 0 */
static int
stretch_add(long *row, long *ctx, size_t n, void *arg, ak_err *e)
{
	stretch *g = arg;
	ak_spcount *c = g->part;

	g->tokens += n;
	if ((g->nmsg & 4095) == 0) {
		uint64_t all = atomic_fetch_add(&g->s->tokens, g->tokens) +
		    g->tokens;

		g->tokens = 0;
		if (g == &g->s->st[0])
			ak_progress_step(g->s->p, "counting", "tokens", all,
			    0);
	}
	if (c->oov == AK_OOV_SKIP)
		n = ak_cooc_skip_oov(row, ctx, n);
	return ak_sp_chunk_add(c, row, c->sym ? row : ctx, n, e);
}

/* a message looked at, not counted: the stretch read again for its
 * error's line */
static int
no_add(long *row, long *ctx, size_t n, void *arg, ak_err *e)
{
	(void)row;
	(void)ctx;
	(void)n;
	(void)arg;
	(void)e;
	return 0;
}

/* the lines of stretch g, from line lineno + 1 (past line 1: lineno 1
 * when its number is not known yet), each message to fn */
static int
stretch_read(stretch *g, long lineno, ak_cooc_fn fn, ak_err *e)
{
	split *s = g->s;
	ak_reader r;
	int rc;

	g->fn_failed = 0;
	if (ak_reader_open_at(&r, s->path, g->from, g->from > 0 ? lineno : 0,
	    e) != 0)
		return -1;
	/* a last line without its newline, in a file attnkit wrote: said
	 * where it is read */
	r.ours = s->ours;
	/* the file as it was cut, to the stretch's end: another file in
	   its place, or this one changed, would count a mix */
	r.id = s->id;
	rc = ak_cooc_lines(&r, g->to - g->from, s->ids, s->label, fn, g,
	    &g->nmsg, NULL, &g->fn_failed, e);
	if (rc == 0)
		rc = ak_reader_unchanged(&r, e);
	else if (!g->fn_failed)	/* a line the change cut: the change's */
		rc = ak_reader_blame(&r, rc, e);
	g->lines = r.lineno - (g->from > 0 ? lineno : 0);
	ak_reader_close(&r);
	return rc;
}

static void
stretch_part(void *arg, size_t t, size_t nt)
{
	split *s = arg;
	stretch *g = &s->st[t];

	(void)nt;
	g->rc = stretch_read(g, 1, stretch_add, &g->e);
}

/* line 1's provenance comment in *ours (the cut-short rule of io.h is
 * the file's, asked of its last line, in whichever stretch it is); -1
 * with e set when it is another tool's and the first data line no header
 * the token reader names (text.h ak_tokline_skip: the stretch after line
 * 1's would not see that line) */
static int
first_lines(const char *path, int *ours, ak_err *e)
{
	char prov[256] = "";
	ak_reader r;
	ak_err e2;
	int rc = 0;

	*ours = 0;
	/* (a file that cannot be read is said by the stretches' reads) */
	if (ak_reader_open(&r, path, &e2) != 0)
		return 0;
	r.check_utf8 = AK_UTF8_TOKENS;	/* as ak_cooc_lines reads: a line
					   it refuses first is the error */
	while (ak_reader_next(&r, &e2) == 1) {
		if (r.lineno == 1)
			*ours = r.ours;
		if ((rc = ak_tokline_skip(&r, prov, sizeof prov, 1, e)) != 1)
			break;
	}
	ak_reader_close(&r);
	return rc < 0 ? -1 : 0;
}

int
ak_sp_read_split(ak_spcount *c, const ak_strmap *rows, const ak_strmap *ctxs,
    const char *path, const char *label, size_t *nmsg, ak_err *e)
{
	const size_t T = c->nparts;
	long long cut[AK_SPCOUNT_MAX_PARTS + 1];
	ak_file_id id;
	ak_tokid ids;
	split *s;
	int rc;

	if ((rc = ak_line_cuts(path, T, cut, &id, e)) != 0)
		return rc;	/* 1: read by one thread (ak_sp_read_parts) */
	if ((s = calloc(1, sizeof *s)) == NULL)
		return ak_errf(e, "out of memory");
	s->id = id;
	if (ak_tokid_build(&ids, rows, ctxs, e) != 0) {
		free(s);
		return -1;
	}
	s->ids = &ids;
	s->path = path;
	s->label = label;
	if (first_lines(path, &s->ours, e) != 0) {
		ak_tokid_free(&ids);
		free(s);
		return -1;
	}
	s->p = c->progress.p;
	atomic_init(&s->tokens, c->progress.tokens);
	for (size_t t = 0; t < T; t++)
		s->st[t] = (stretch){ .part = &c->part[t], .from = cut[t],
		    .to = cut[t + 1], .s = s };
	/* a thread a stretch (one after the other where the pool has none:
	 * the counts do not depend on which part counted a message) */
	ak_par_run(T, stretch_part, s);
	rc = 0;
	long lines = 0;
	for (size_t t = 0; t < T && rc == 0; t++) {
		stretch *g = &s->st[t];

		*nmsg += g->nmsg;
		atomic_fetch_add(&s->tokens, g->tokens);
		if (g->rc != 0 && (g->fn_failed || t == 0 ||
		    stretch_read(g, lines, no_add, e) == 0))
			*e = g->e;	/* (its own words: no line of its) */
		rc = g->rc;
		lines += g->lines;
	}
	c->progress.tokens = atomic_load(&s->tokens);
	ak_tokid_free(&ids);
	free(s);
	return rc;
}
