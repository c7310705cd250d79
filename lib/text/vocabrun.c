/*
 * vocabrun.c — sms-vocab's pass over a corpus.  See vocabrun.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "utok.h"
#include "mem.h"
#include "vocabrun.h"

int
ak_vocabrun_init(ak_vocabrun *r, ak_err *e)
{
	memset(r, 0, sizeof(*r));
	return ak_counts_init(&r->counts, e);
}

static int
on_message(void *ctx, const char *label, const char *text, size_t n,
    const char *where, ak_err *e)
{
	ak_vocabrun *r = ctx;
	size_t ntok;

	size_t room = ak_tokenize_room(n, r->flags);	/* utok.h */
	if (room > r->cap) {
		free(r->tok);
		free(r->kept);
		r->cap = 2 * room;
		r->tok = malloc(r->cap);
		r->kept = malloc(r->cap);
		if (r->tok == NULL || r->kept == NULL)
			return ak_errf(e, "out of memory");
	}
	r->doc++;
	ntok = ak_tokenize_opt(r->tok, text, n, r->flags);
	if (ntok == 0) {	/* no tokens: not a message of the corpus */
		size_t at, cl;
		r->dropped++;
		/* ... because its letters are of another script? */
		if ((at = ak_utok_lost(text, n, r->flags, &cl)) > 0 &&
		    r->lost++ == 0) {
			snprintf(r->lostwhere, sizeof r->lostwhere, "%s", where);
			memcpy(r->lostch, text + at - 1, cl);
			r->lostch[cl] = '\0';
		}
		return 0;
	}
	if (strcmp(label, "spam") == 0)
		r->spam++;
	else if (strcmp(label, "ham") == 0)
		r->ham++;
	else if (strcmp(label, "-") != 0 && r->other++ == 0) {
		snprintf(r->otherwhere, sizeof r->otherwhere, "%s", where);
		snprintf(r->otherlabel, sizeof r->otherlabel, "%.24s%s", label,
		    strlen(label) > 24 ? "..." : "");
	}
	if (!r->tokens) {
		if (ak_counts_add(&r->counts, r->tok, r->doc, e) != 0)
			return -1;
		size_t held = ak_counts_bytes(&r->counts);
		char mb[AK_FMT_SIZE_MAX];
		if (r->memory > 0 && held > r->memory)
			return ak_errf(e, "%s: the vocabulary's counts need "
			    "more than --memory %s (%.1f MB for the %zu words "
			    "counted so far)", where, ak_fmt_size(mb,
			    r->memory), ak_mb_up(held), r->counts.n);
		return 0;
	}
	const char *line = r->tok;
	if (r->keep != NULL) {	/* keep the words of the vocabulary */
		size_t pos = 0, len, k = 0, id;
		const char *t;

		while ((len = ak_token_next(r->tok, &pos, &t)) > 0) {
			if (!ak_strmap_get(r->keep, t, len, &id))
				continue;
			if (k > 0)
				r->kept[k++] = ' ';
			memcpy(r->kept + k, t, len);
			k += len;
		}
		r->kept[k] = '\0';
		line = r->kept;
	}
	if (line[0] == '\0')
		return 0;
	r->written++;
	fprintf(r->out, "%s\t%s\n", label, line);
	return 0;
}

int
ak_vocabrun_read(ak_vocabrun *r, const char *const *files, size_t nfiles,
    const ak_corpus_opt *co, ak_err *e)
{
	size_t nmsg;

	r->flags = co->tokenizer;
	for (size_t i = 0; i < nfiles; i++) {
		if (ak_corpus_read_opt(files[i], co, on_message, r, &nmsg,
		    e) != 0)
			return -1;
		r->records += nmsg;
	}
	if (r->records == (size_t)r->dropped) {	/* no record with a token */
		const char *src = nfiles == 1 ? (strcmp(files[0], "-") == 0 ?
		    "<stdin>" : files[0]) : "input";

		char hint[200] = "";
		if (r->dropped == 0)
			return ak_errf(e, "%s: empty corpus (no messages)",
			    src);
		if (r->lost > 0)
			ak_tok_lost_hint(hint, sizeof hint, r->lostch, r->flags,
			    NULL);
		return ak_errf(e, "%s: empty corpus (no messages; %ld "
		    "record%s without a token%s%s)", src, r->dropped,
		    r->dropped == 1 ? "" : "s", hint[0] ? "; " : "", hint);
	}
	return 0;
}

int
ak_vocabrun_note(const ak_vocabrun *r, char *buf, size_t n)
{
	char hint[200];

	if (r->lost == 0 || n == 0)
		return 0;
	snprintf(buf, n, "%ld record%s with letters of another script gave no "
	    "token and %s dropped (the first: %.200s): %s", r->lost,
	    r->lost == 1 ? "" : "s", r->lost == 1 ? "was" : "were",
	    r->lostwhere, ak_tok_lost_hint(hint, sizeof hint, r->lostch,
	    r->flags, NULL));
	return 1;
}

int
ak_vocabrun_labels(const ak_vocabrun *r, const ak_corpus_opt *co, char *buf,
    size_t n)
{
	char map[64];

	if (r->other == 0 || co->label_map != NULL || n == 0)
		return 0;
	ak_labelmap_guess(r->otherlabel, map, sizeof map);
	snprintf(buf, n, "%ld message%s labelled neither spam nor ham (the "
	    "first '%s', %.200s): read as labels of their own ('other' in "
	    "--stats); if the label is in column 2, read it with --delimiter "
	    "tab --label-column 2 --text-column 1; %s%s", r->other,
	    r->other == 1 ? "" : "s", r->otherlabel, r->otherwhere,
	    strncmp(map, "SPAMLABEL", 9) == 0 ? "--label-map names labels as "
	    "spam or ham" : "ham or spam? --label-map ", strncmp(map,
	    "SPAMLABEL", 9) == 0 ? "" : map);
	return 1;
}

void
ak_vocabrun_write_vocab(FILE *fp, const ak_vocabrun *r, const size_t *order,
    size_t nv)
{
	fprintf(fp, "word\tcount\tdocs\n");
	for (size_t i = 0; i < nv; i++)
		fprintf(fp, "%s\t%ld\t%ld\n", r->counts.words[order[i]],
		    r->counts.count[order[i]], r->counts.docs[order[i]]);
}

void
ak_vocabrun_write_stats(FILE *fp, const ak_vocabrun *r, long min_count,
    size_t nv)
{
	long kept = (long)r->records - r->dropped;

	fprintf(fp, "stat\tvalue\n");
	fprintf(fp, "records\t%zu\n", r->records);
	fprintf(fp, "dropped\t%ld\n", r->dropped);
	fprintf(fp, "messages\t%ld\n", kept);
	fprintf(fp, "spam\t%ld\nham\t%ld\nother\t%ld\n", r->spam, r->ham,
	    kept - r->spam - r->ham);
	fprintf(fp, "spam_share\t%.9g\n", kept > 0 ? (double)r->spam /
	    (double)kept : 0.0);
	fprintf(fp, "tokens\t%ld\n", r->counts.ntokens);
	fprintf(fp, "types\t%zu\n", r->counts.n);
	fprintf(fp, "min_count\t%ld\n", min_count);
	fprintf(fp, "vocab\t%zu\n", nv);
}

void
ak_vocabrun_free(ak_vocabrun *r)
{
	ak_counts_free(&r->counts);
	free(r->tok);
	free(r->kept);
	memset(r, 0, sizeof(*r));
}
