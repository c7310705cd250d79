/*
 * nopairs.c — why a tokenized corpus gave no co-occurrence cell, measured
 * by reading it again (embrun.h ak_embrun_no_pairs_why); tokens of other
 * case than the vocabulary's, by reading its first lines again
 * (ak_embrun_case_note).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cooc.h"
#include "embrun.h"
#include "io.h"
#include "text.h"
#include "tokseq.h"

/* what one more read of the tokens found */
typedef struct tally {
	size_t window;
	ak_oov oov;
	int has_ctx;		/* row and context words differ */
	unsigned long long tokens, rows, ctxs, msgs;
	size_t nearest;		/* the least distance of a row word from
				   a context word at another slot (0: no
				   such pair in any message) */
} tally;

/* ak_cooc_each's callback: one message's tokens into the tally, laid as
 * the counters lay them (AK_OOV_SKIP: the unknown removed first) */
static int
tally_add(long *row, long *ctx, size_t n, void *arg, ak_err *e)
{
	tally *t = arg;
	size_t last = (size_t)-1;	/* the last context word's slot */

	(void)e;
	t->msgs++;
	t->tokens += n;
	for (size_t i = 0; i < n; i++) {
		t->rows += row[i] >= 0;
		t->ctxs += ctx[i] >= 0;
	}
	if (t->oov == AK_OOV_SKIP)
		n = ak_cooc_skip_oov(row, ctx, n);
	/* the nearest (row word, context word) pair: each row word's last
	 * context word before it, then each one's next after it */
	for (size_t i = 0; i < n; i++) {
		if (row[i] >= 0 && last != (size_t)-1 && (t->nearest == 0 ||
		    i - last < t->nearest))
			t->nearest = i - last;
		if (ctx[i] >= 0)
			last = i;
	}
	last = (size_t)-1;
	for (size_t i = n; i-- > 0;) {
		if (row[i] >= 0 && last != (size_t)-1 && (t->nearest == 0 ||
		    last - i < t->nearest))
			t->nearest = last - i;
		if (ctx[i] >= 0)
			last = i;
	}
	return 0;
}

const char *
ak_embrun_no_pairs_why(char *buf, size_t len, const ak_embrun *s,
    const ak_strmap *rows, const ak_strmap *ctxs, char **files,
    size_t nfiles)
{
	tally t = { .window = s->window, .oov = s->oov, .has_ctx = ctxs !=
	    NULL };
	struct stat st;
	size_t nmsg = 0;
	ak_err e;

	snprintf(buf, len, "%s", AK_EMBRUN_NO_PAIRS);
	/* standard input, a pipe or a FIFO was read once: the likely causes */
	for (size_t f = 0; f < nfiles; f++)
		if (strcmp(files[f], "-") == 0 || stat(files[f], &st) != 0 ||
		    !S_ISREG(st.st_mode))
			return buf;
	for (size_t f = 0; f < nfiles; f++)
		if (ak_cooc_each(rows, ctxs, files[f], s->label, tally_add, &t,
		    &nmsg, NULL, &e) != 0)
			return buf;
	if (t.tokens == 0)
		snprintf(buf, len, "its %llu messages hold no token", t.msgs);
	else if (t.rows == 0)
		snprintf(buf, len, "none of its %llu tokens is a vocabulary "
		    "word: a vocabulary of another corpus, or of other case? "
		    "sms-vocab --keep-case keeps case, the tokens as written",
		    t.tokens);
	else if (ctxs != NULL && t.ctxs == 0)
		snprintf(buf, len, "none of its %llu tokens is a --contexts "
		    "word: a context list of another corpus, or of other "
		    "case?", t.tokens);
	else if (t.nearest == 0)
		snprintf(buf, len, "no message holds %s: %llu of its %llu "
		    "tokens, in %llu messages, are vocabulary words, %s (no "
		    "pair to count)", ctxs ? "a vocabulary word and a --contexts "
		    "word at another place" : "two vocabulary words", t.rows,
		    t.tokens, t.msgs, ctxs ? "none beside a --contexts word" :
		    "at most one a message");
	else if (t.nearest > t.window)
		snprintf(buf, len, "its nearest %s are %zu tokens apart, "
		    "beyond --window %zu%s", ctxs ? "vocabulary and --contexts "
		    "words" : "two vocabulary words", t.nearest, t.window,
		    t.oov == AK_OOV_KEEP ? " (--oov keep: unknown words keep "
		    "their slots; --oov skip removes them)" : "");
	return buf;
}

void
ak_embrun_counts_note(FILE *fp, const ak_embrun_counts *c,
    const ak_embrun *s, char **files, size_t nfiles)
{
	char why[AK_EMBRUN_WHY_MAX];

	if (c->nmsg != 0 && ak_spcount_pairs(&c->c) != 0)
		return;
	fprintf(fp, "ppmi-svd: note: %s: %s%s: its count file holds no cells "
	    "(a part of the sum: the merge keeps an empty total, its "
	    "embeddings refuse it)\n", nfiles == 1 ? files[0] : "input",
	    c->nmsg ? ak_embrun_no_pairs_why(why, sizeof why, s,
	    &c->vocab.index, c->has_ctx ? &c->ctx.index : NULL, files,
	    nfiles) : "no message labelled ", c->nmsg ? "" : s->label);
}

/* the case check's tally: tokens read, those no vocabulary word as
 * written, those of them found by their folding (the first kept) */
typedef struct casetally {
	unsigned long long tokens, oov, folded;
	char first[80], as[80];
} casetally;

/* the tokens of one line (label<TAB>tokens) into ct, looked up in f's
 * vocabulary as written, then as ak_wordfind finds a word by its
 * folding (a lowercase vocabulary: the token's folding; a cased one: the
 * first word of the same folding); w: room for a token (cap bytes) */
static void
case_line(ak_wordfind *f, const char *toks, casetally *ct, char **w,
    size_t *cap)
{
	size_t row;
	int how;
	ak_err e;

	for (const char *p = toks; *p != '\0';) {
		size_t n = strcspn(p, " ");
		if (n > 0 && (ct->tokens++, !ak_strmap_get(&f->emb->index, p,
		    n, &row))) {
			ct->oov++;
			if (n + 1 > *cap) {
				char *q = realloc(*w, n + 1);
				if (q == NULL)
					return;
				*w = q;
				*cap = n + 1;
			}
			memcpy(*w, p, n);
			(*w)[n] = '\0';
			long r = ak_wordfind_get(f, *w, &how, &e);
			if (r >= 0 && ct->folded++ == 0) {
				snprintf(ct->first, sizeof ct->first, "%.60s",
				    *w);
				snprintf(ct->as, sizeof ct->as, "%.60s",
				    f->emb->labels[r]);
			}
		}
		p += n + (p[n] == ' ');
	}
}

void
ak_embrun_case_note(FILE *fp, const ak_table *vocab, char **files,
    size_t nfiles)
{
	casetally ct;
	char *buf = NULL;
	size_t cap = 0;
	long lines = 0;
	struct stat st;
	ak_err e;

	memset(&ct, 0, sizeof ct);
	ak_wordfind wf;
	(void)ak_wordfind_init(&wf, vocab, AK_TOK_UNICODE, &e);
	for (size_t f = 0; f < nfiles && lines < AK_EMBRUN_CASE_LINES; f++) {
		ak_reader r;
		if (strcmp(files[f], "-") == 0 || stat(files[f], &st) != 0 ||
		    !S_ISREG(st.st_mode) || ak_reader_open(&r, files[f],
		    &e) != 0)
			continue;	/* read once, or not again */
		while (lines < AK_EMBRUN_CASE_LINES && ak_reader_next(&r,
		    &e) == 1) {
			const char *tab = strchr(r.line, '\t');
			if (r.line[0] == '#' || tab == NULL)
				continue;
			lines++;
			case_line(&wf, tab + 1, &ct, &buf, &cap);
		}
		ak_reader_close(&r);
	}
	free(buf);
	int cased = wf.cased;
	ak_wordfind_free(&wf);
	if (ct.folded == 0)
		return;
	fprintf(fp, "ppmi-svd: warning: %s: %llu of the %llu tokens of its "
	    "first %ld token lines are no vocabulary word as written but are "
	    "one by their case folding (the first: '%s', the vocabulary's "
	    "'%s'): they were counted as words out of the vocabulary (the "
	    "counting looks a token up as written): %s\n", nfiles == 1 ?
	    files[0] : "input", ct.folded, ct.tokens, lines, ct.first, ct.as,
	    cased ? "the vocabulary keeps case (sms-vocab --keep-case): make "
	    "the tokens with sms-vocab -t --keep-case too, or the vocabulary "
	    "without it" : "the tokens keep case, the vocabulary does not: "
	    "tokenize without --keep-case (sms-vocab -t), or make the "
	    "vocabulary with sms-vocab --keep-case");
}
