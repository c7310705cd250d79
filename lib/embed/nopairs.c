/*
 * nopairs.c — why a tokenized corpus gave no co-occurrence cell, measured
 * by reading it again (embrun.h ak_embrun_no_pairs_why).
 */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "cooc.h"
#include "embrun.h"

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
