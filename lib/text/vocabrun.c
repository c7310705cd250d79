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

/* kept made room for need bytes (a word of keep written for a token may
 * be longer than the token) */
static int
grow_kept(ak_vocabrun *r, size_t need, ak_err *e)
{
	char *p;

	if (need <= r->kcap)
		return 0;
	if ((p = realloc(r->kept, 2 * need)) == NULL)
		return ak_errf(e, "out of memory (%zu bytes)", 2 * need);
	r->kept = p;
	r->kcap = 2 * need;
	return 0;
}

/* w's Unicode case folding (len bytes) in r->fbuf; NULL: no memory */
static const char *
fold(ak_vocabrun *r, const char *w, size_t len, size_t *flen)
{
	size_t room = ak_tokenize_room(len, AK_TOK_UNICODE);

	if (room > r->fcap) {
		char *p = realloc(r->fbuf, room);
		if (p == NULL)
			return NULL;
		r->fbuf = p;
		r->fcap = room;
	}
	*flen = ak_tok_fold(r->fbuf, w, len, AK_TOK_UNICODE);
	return r->fbuf;
}

/* keepfold: the folding of each word of keep -> its first row */
static int
make_keepfold(ak_vocabrun *r, ak_err *e)
{
	if (ak_strmap_init(&r->keepfold, e) != 0)
		return -1;
	r->havefold = 1;
	for (size_t i = 0; i < r->nkeep; i++) {
		size_t fl;
		const char *f = fold(r, r->keepwords[i],
		    strlen(r->keepwords[i]), &fl);
		if (f == NULL || ak_strmap_put(&r->keepfold, f, fl, i, NULL,
		    e) < 0)
			return ak_errf(e, "out of memory");
	}
	return 0;
}

/* the word of keep whose folding is token t's (len bytes), counted and
 * kept for the note; NULL when there is none (e unset) */
static const char *
by_folding(ak_vocabrun *r, const char *t, size_t len, const char *where)
{
	size_t fl, id;
	const char *f;

	if (!r->havefold || (f = fold(r, t, len, &fl)) == NULL ||
	    !ak_strmap_get(&r->keepfold, f, fl, &id))
		return NULL;
	if (r->folded++ == 0) {
		snprintf(r->foldtok, sizeof r->foldtok, "%.*s", (int)len, t);
		snprintf(r->foldword, sizeof r->foldword, "%s",
		    r->keepwords[id]);
		snprintf(r->foldwhere, sizeof r->foldwhere, "%s", where);
	}
	return r->keepwords[id];
}

/* label kept among the distinct labels neither spam nor ham (8) */
static void
other_label(ak_vocabrun *r, const char *label)
{
	for (int i = 0; i < r->nothers; i++)
		if (strcmp(r->others[i], label) == 0)
			return;
	if (r->nothers < 8)
		snprintf(r->others[r->nothers++], sizeof r->others[0], "%s",
		    label);
}

/* a record that gave no token, dropped: counted, and the first of each
 * kind kept for the notes (ak_vocabrun_note: letters of another script;
 * ak_vocabrun_notoken: no letter at all) */
static void
no_token(ak_vocabrun *r, const char *text, size_t n, const char *where)
{
	size_t at, cl;

	r->dropped++;
	if ((at = ak_utok_lost(text, n, r->flags, &cl)) > 0 &&
	    r->lost++ == 0) {
		snprintf(r->lostwhere, sizeof r->lostwhere, "%s", where);
		memcpy(r->lostch, text + at - 1, cl);
		r->lostch[cl] = '\0';
	} else if (at == 0 && r->dropped - r->lost == 1) {
		size_t k = n < 40 ? n : 40;
		while (k < n && k > 0 && ((unsigned char)text[k] & 0xC0) ==
		    0x80)
			k--;	/* whole UTF-8 characters */
		snprintf(r->notokwhere, sizeof r->notokwhere, "%s", where);
		snprintf(r->notoktext, sizeof r->notoktext, "%.*s%s", (int)k,
		    text, k < n ? "..." : "");
	}
}

/* the --label-map naming each of r's labels, "A=ham,B=spam", into map
 * (n bytes): each one's entry in its own guess (ak_labelmap_guess); 0
 * when one has none (the generic guess) or there is only one */
static int
map_all(const ak_vocabrun *r, char *map, size_t n)
{
	size_t k = 0;

	if (r->nothers < 2)
		return 0;
	for (int i = 0; i < r->nothers; i++) {
		char g[96], item[104];
		const char *p;
		snprintf(item, sizeof item, "%s=", r->others[i]);
		ak_labelmap_guess(r->others[i], g, sizeof g);
		for (p = g; p != NULL && strncmp(p, item, strlen(item)) != 0;
		    p = strchr(p, ','), p = p ? p + 1 : NULL)
			;
		if (p == NULL || strncmp(g, "SPAMLABEL", 9) == 0)
			return 0;
		size_t l = strcspn(p, ",");
		int w = snprintf(map + k, n - k, "%s%.*s", k ? "," : "",
		    (int)l, p);
		if (w < 0 || (size_t)w >= n - k)
			return 0;
		k += (size_t)w;
	}
	return 1;
}

/* a message whose tokens (r->tok) hold a word of a script written
   without spaces, AK_UTOK_UNSPACED letters or more: counted, the first
   kept (its word cut at 24 characters, whole) */
static void
unspaced(ak_vocabrun *r, const char *where)
{
	size_t pos = 0, len;
	const char *t;

	while ((len = ak_token_next(r->tok, &pos, &t)) > 0) {
		if (ak_utok_unspaced(t, len) < AK_UTOK_UNSPACED)
			continue;
		if (r->unspaced++ == 0) {
			/* 24 characters at most, 72 bytes at most, cut
			   between characters */
			size_t i = 0, k = 0;
			while (i < len && k++ < 24) {
				size_t j = i + 1;
				while (j < len && ((unsigned char)t[j] & 0xC0) ==
				    0x80)
					j++;
				if (j > 72)
					break;
				i = j;
			}
			snprintf(r->unspwhere, sizeof r->unspwhere, "%s",
			    where);
			snprintf(r->unspword, sizeof r->unspword, "%.*s%s",
			    (int)i, t, i < len ? "..." : "");
		}
		return;
	}
}

static int
on_message(void *ctx, const char *label, const char *text, size_t n,
    const char *where, ak_err *e)
{
	ak_vocabrun *r = ctx;
	size_t ntok, room = ak_tokenize_room(n, r->flags);	/* utok.h */

	if (room > r->cap) {
		free(r->tok);
		free(r->kept);
		r->cap = 2 * room;
		r->tok = malloc(r->cap);
		r->kept = malloc(r->cap);
		r->kcap = r->cap;
		if (r->tok == NULL || r->kept == NULL)
			return ak_errf(e, "out of memory");
	}
	r->doc++;
	unsigned fl = r->flags;
	char ch[5], ch9[9];
	if (ak_tok_auto_letter(text, n, fl, ch) && r->autou++ == 0) {
		snprintf(r->autowhere, sizeof r->autowhere, "%s", where);
		memcpy(r->autoch, ch, sizeof ch);
	}
	if (ak_utok_decomposed(text, n, ch9) && r->decomp++ == 0) {
		snprintf(r->decompwhere, sizeof r->decompwhere, "%s", where);
		memcpy(r->decompch, ch9, sizeof ch9);
	}
	ntok = ak_tokenize_opt(r->tok, text, n, fl);
	if (ntok == 0) {	/* no tokens: not a message of the corpus */
		no_token(r, text, n, where);
		return 0;
	}
	unspaced(r, where);
	if (strcmp(label, "spam") == 0)
		r->spam++;
	else if (strcmp(label, "ham") == 0)
		r->ham++;
	else if (strcmp(label, "-") != 0 && r->other++ == 0) {
		snprintf(r->otherwhere, sizeof r->otherwhere, "%s", where);
		size_t i = 0, k = 0;	/* 24 characters, whole */
		while (label[i] != '\0' && k++ < 24)
			for (i++; ((unsigned char)label[i] & 0xC0) == 0x80; i++)
				;
		snprintf(r->otherlabel, sizeof r->otherlabel, "%.*s%s",
		    (int)(i < 96 ? i : 96), label, label[i] ? "..." : "");
	}
	if (strcmp(label, "spam") != 0 && strcmp(label, "ham") != 0 &&
	    strcmp(label, "-") != 0 && strlen(label) < 32)
		other_label(r, label);
	if (!r->tokens) {
		/* checked before the counts grow: the budget holds the
		   peak, a growth's old and new arrays both */
		char mb[AK_FMT_SIZE_MAX];
		r->counts.budget = r->memory;
		int rc = ak_counts_add(&r->counts, r->tok, r->doc, e);
		if (rc == -2)
			return ak_errf(e, "%s: the vocabulary's counts need "
			    "more than --memory %s (%.1f MB for the %zu words "
			    "counted so far and the next)", where,
			    ak_fmt_size(mb, r->memory),
			    ak_mb_up(r->counts.over), r->counts.n);
		if (rc != 0)
			return ak_err_at(e, where);
		return 0;
	}
	const char *line = r->tok;
	if (r->keep != NULL) {	/* keep the words of the vocabulary */
		size_t pos = 0, len, k = 0, id;
		const char *t;

		while ((len = ak_token_next(r->tok, &pos, &t)) > 0) {
			const char *w = t;
			size_t wl = len;
			if (!ak_strmap_get(r->keep, t, len, &id)) {
				if ((w = by_folding(r, t, len, where)) == NULL)
					continue;
				wl = strlen(w);
			}
			if (k + wl + 2 > r->kcap && grow_kept(r, k + wl + 2,
			    e) != 0)
				return ak_err_at(e, where);
			if (k > 0)
				r->kept[k++] = ' ';
			memcpy(r->kept + k, w, wl);
			k += wl;
		}
		r->kept[k] = '\0';
		line = r->kept;
	}
	if (line[0] == '\0') {	/* no token of keep: said by
				   ak_vocabrun_unkept */
		if (r->unkept++ == 0)
			snprintf(r->unkeptwhere, sizeof r->unkeptwhere, "%s",
			    where);
		return 0;
	}
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
	if (r->keep != NULL && r->keepwords != NULL && !r->havefold &&
	    make_keepfold(r, e) != 0)
		return -1;
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
	/* -t -v whose vocabulary shares no word with the corpus: an empty
	   token file is an empty corpus, refused as one */
	if (r->tokens && r->keep != NULL && r->written == 0 && r->unkept > 0)
		return ak_errf(e, "%s: no message has a word of %s (%ld "
		    "message%s, none written; the first: %s): %s: sms-vocab "
		    "-o VOCAB %s", nfiles == 1 ? (strcmp(files[0], "-") == 0 ?
		    "<stdin>" : files[0]) : "input", r->keepname ? r->keepname :
		    "the vocabulary", r->unkept, r->unkept == 1 ? "" : "s",
		    r->unkeptwhere, r->keepvecs ? "vectors of another language "
		    "or corpus? vectors of this one: ppmi-svd, its -v a "
		    "vocabulary of it" : "the vocabulary of another corpus? "
		    "this one's", nfiles == 1 ? files[0] : "FILES");
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
ak_vocabrun_notoken(const ak_vocabrun *r, char *buf, size_t n)
{
	long k = r->dropped - r->lost;

	if (!r->tokens || k <= 0 || n == 0)
		return 0;
	snprintf(buf, n, "%ld record%s without a letter gave no token and %s "
	    "not written (the first: %.200s, '%s'): a message is its tokens, "
	    "runs of letters, and no tokenizer makes one of digits or "
	    "punctuation alone (--stats counts them as dropped)", k, k == 1 ?
	    "" : "s", k == 1 ? "was" : "were", r->notokwhere, r->notoktext);
	return 1;
}

int
ak_vocabrun_auto(const ak_vocabrun *r, char *buf, size_t n)
{
	if (r->autou == 0 || n == 0)
		return 0;
	snprintf(buf, n, "%ld message%s with letters outside ASCII (the "
	    "first '%s', %.200s) tokenized as --tokenizer unicode does "
	    "(--tokenizer auto, the default): those letters kept, case "
	    "folded; --tokenizer ascii separates at them", r->autou,
	    r->autou == 1 ? "" : "s", r->autoch, r->autowhere);
	return 1;
}

int
ak_vocabrun_unspaced(const ak_vocabrun *r, char *buf, size_t n)
{
	if (r->unspaced == 0 || n == 0)
		return 0;
	snprintf(buf, n, "%ld message%s %s words of %d letters or more of a "
	    "script written without spaces (the first '%s', %.200s): each "
	    "run of such letters is one word, a phrase or a whole message; "
	    "segment the text first (Chinese: jieba; Japanese: MeCab; Thai: "
	    "PyThaiNLP), words separated by spaces, and read that",
	    r->unspaced, r->unspaced == 1 ? "" : "s", r->unspaced == 1 ?
	    "has" : "have", AK_UTOK_UNSPACED, r->unspword, r->unspwhere);
	return 1;
}

int
ak_vocabrun_case(const ak_vocabrun *r, char *buf, size_t n)
{
	if (r->folded == 0 || n == 0)
		return 0;
	snprintf(buf, n, "%ld token%s found in %.200s only by %s case "
	    "folding and written as its words (the first '%s' as '%s', "
	    "%.200s): the vocabulary and the tokens differ in case; build the "
	    "one and read the other both with --keep-case, or both without "
	    "it, to match them as written", r->folded, r->folded == 1 ? "" :
	    "s", r->keepname ? r->keepname : "the vocabulary", r->folded == 1 ?
	    "its" : "their", r->foldtok,
	    r->foldword, r->foldwhere);
	return 1;
}

int
ak_vocabrun_unkept(const ak_vocabrun *r, char *buf, size_t n)
{
	if (r->unkept == 0 || n == 0)
		return 0;
	snprintf(buf, n, "%ld message%s had no word of %.200s and %s not "
	    "written (the first: %.200s); %s", r->unkept, r->unkept == 1 ?
	    "" : "s", r->keepname ? r->keepname : "the vocabulary",
	    r->unkept == 1 ? "was" : "were", r->unkeptwhere, r->keepvecs ?
	    "the words are the vectors' (their trainer's min_count chose "
	    "them): vectors trained with a lower min_count, or on this corpus "
	    "(ppmi-svd), know more" : "a lower --min-count when the "
	    "vocabulary is made keeps more words");
	return 1;
}

int
ak_vocabrun_decomposed(const ak_vocabrun *r, char *buf, size_t n)
{
	const unsigned char *u = (const unsigned char *)r->decompch;
	size_t k = strlen(r->decompch);
	unsigned long mark = 0;
	size_t ml;

	if (r->decomp == 0 || n == 0)
		return 0;
	/* the mark: the last character of decompch (2 to 4 bytes) */
	for (ml = 1; ml < k && (u[k - ml] & 0xC0) == 0x80; ml++)
		;
	for (size_t i = k - ml; i < k; i++)
		mark = i == k - ml ? (u[i] & (0xFFu >> (ml + 1))) :
		    mark << 6 | (u[i] & 0x3Fu);
	snprintf(buf, n, "%ld message%s with letters written decomposed (the "
	    "first '%s', %.*s and U+%04lX, %.200s): the tokenizer does not "
	    "normalize, so the same word written composed is another token; "
	    "to make them one, convert the text to NFC first: uconv -x "
	    "any-nfc FILE (Debian's icu-devtools)", r->decomp, r->decomp == 1 ?
	    "" : "s", r->decompch, (int)(k - ml), r->decompch, mark,
	    r->decompwhere);
	return 1;
}

int
ak_vocabrun_labels(const ak_vocabrun *r, const ak_corpus_opt *co, char *buf,
    size_t n)
{
	char map[320];

	if (r->other == 0 || co->label_map != NULL || n == 0)
		return 0;
	const char *who = ak_sheet_missing(r->otherlabel);
	if (who != NULL) {	/* 'nan', 'NA': a missing value made text */
		snprintf(buf, n, "%ld message%s labelled neither spam nor ham "
		    "(the first '%s', %.200s): read as labels of their own "
		    "('other' in --stats); '%s' is a missing value (%s)? drop "
		    "those rows, or read them without a label with --label-map "
		    "'%s=-,spam=spam,ham=ham'", r->other, r->other == 1 ? "" :
		    "s", r->otherlabel, r->otherwhere, r->otherlabel, who,
		    r->otherlabel);
		return 1;
	}
	if (!map_all(r, map, sizeof map))
		ak_labelmap_guess(r->otherlabel, map, sizeof map);
	/* spam and ham read too: kept in the map, which lists every label
	   it reads (no '*') */
	if (strncmp(map, "SPAMLABEL", 9) != 0)
		ak_labelmap_keep_own(map, sizeof map, (r->spam > 0 ? 1u : 0u) |
		    (r->ham > 0 ? 2u : 0u));
	/* the one such label, on a file's first line, above messages
	   labelled spam or ham: a header the rule did not know by its
	   names (is_spam<TAB>sms_text) */
	const char *c = strrchr(r->otherwhere, ':');
	int line1 = r->other == 1 && r->spam + r->ham > 0 && c != NULL &&
	    strcmp(c, ":1") == 0;

	/* the columns the other way round, in the file's own layout: a
	   plain TAB file needs the delimited read, a delimited one only
	   the columns, JSON Lines names its fields */
	const char *cols = co->quoting == AK_QUOTING_NONE ? "--delimiter tab "
	    "--label-column 2 --text-column 1" : co->quoting ==
	    AK_QUOTING_JSONL ? "--label-column NAME" : "--label-column 2 "
	    "--text-column 1";
	snprintf(buf, n, "%ld message%s labelled neither spam nor ham (the "
	    "first '%s', %.200s): read as labels of their own ('other' in "
	    "--stats); %sif the label is in %s, read it with %s; %s%s",
	    r->other, r->other == 1 ? "" : "s", r->otherlabel, r->otherwhere,
	    line1 ? "line 1 a header? read it with --header; " : "",
	    co->quoting == AK_QUOTING_JSONL ? "another field" : "column 2",
	    cols,
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
	if (r->havefold)
		ak_strmap_free(&r->keepfold);
	free(r->fbuf);
	free(r->tok);
	free(r->kept);
	memset(r, 0, sizeof(*r));
}
