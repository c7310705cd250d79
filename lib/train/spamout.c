/* spamout.c — attn-train's spam-mode tables (see spamout.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "numlist.h"
#include "text.h"
#include "tokseq.h"
#include "spamout.h"
#include "spamout-int.h"

void
ak_spam_bucket_name(char *buf, size_t sz, const size_t *edge, size_t nedge,
    size_t r)
{
	size_t b, lo;

	if (r == 0) {
		snprintf(buf, sz, "all");
		return;
	}
	b = r - 1;
	lo = b == 0 ? 1 : edge[b - 1] + 1;
	if (b == nedge)
		snprintf(buf, sz, "%zu+", lo);
	else
		snprintf(buf, sz, "%zu-%zu", lo, edge[b]);
}

/* a value, or "-" where it is undefined (NaN: never printed) */
void
ak_spam_put_num_(FILE *fp, double v)
{
	if (isnan(v))
		fputs("\t-", fp);
	else
		fprintf(fp, "\t%.9g", v);
}

void
ak_spam_write_rows(FILE *fp, const char *model, const char *split,
    const ak_spam_row *rows, const size_t *edge, size_t nedge, int has_loss)
{
	char name[64];

	for (size_t b = 0; b <= nedge + 1; b++) {
		const ak_spam_row *r = &rows[b];
		const ak_binmetrics *m = &r->met;
		ak_spam_bucket_name(name, sizeof(name), edge, nedge, b);
		fprintf(fp, "%s\t%s\t%s\t%zu\t%zu\t%zu\t", model, split, name,
		    r->n, r->spam, r->errors);
		if (r->n == 0)
			fprintf(fp, "-\t-");
		else if (!has_loss)
			fprintf(fp, "%.9g\t-", 1 - (double)r->errors /
			    (double)r->n);
		else
			fprintf(fp, "%.9g\t%.9g", 1 - (double)r->errors /
			    (double)r->n, r->loss / (double)r->n);
		fprintf(fp, "\t%zu\t%zu\t%zu\t%zu", m->tp, m->fp, m->fn,
		    m->tn);
		ak_spam_put_num_(fp, r->n ? m->precision : NAN);
		ak_spam_put_num_(fp, r->n ? m->recall : NAN);
		ak_spam_put_num_(fp, r->n ? m->f1 : NAN);
		ak_spam_put_num_(fp, m->roc_auc);
		ak_spam_put_num_(fp, m->pr_auc);
		fputc('\n', fp);
	}
}

/*
 * The sentence for a model whose scores on a split are flat (metrics.h
 * ak_binmetrics_flat): into buf, "" when they are not.  Its areas rank
 * nothing the model learnt: a constant score has ROC AUC 1/2 and AP the
 * spam share whatever the messages; near-constant ones rank their last
 * printed digits.
 */
void
ak_spam_flat_note_(char *buf, size_t sz, const char *model, const char *split,
    const ak_binmetrics *m)
{
	int flat = ak_binmetrics_flat(m);

	buf[0] = '\0';
	if (flat == AK_FLAT_CONSTANT)
		snprintf(buf, sz, "the %s model's logits on %s are constant "
		    "(every one %.9g as printed): its roc_auc 0.5 and pr_auc "
		    "(the spam share) rank nothing; vectors all alike, or a "
		    "model that learnt nothing?", model, split, m->lo);
	else if (flat == AK_FLAT_NEAR)
		snprintf(buf, sz, "the %s model's logits on %s are "
		    "near-constant (%.9g to %.9g): its roc_auc and pr_auc rank "
		    "differences in the last printed digits; vectors all "
		    "alike, or a model that learnt nothing?", model, split,
		    m->lo, m->hi);
}

/* the first note into note (sz bytes), "and K more" after it */
void
ak_spam_note_add_(char *note, size_t sz, size_t *k, const char *s)
{
	size_t len;

	if (note == NULL || sz == 0)
		return;
	if ((*k)++ == 0) {
		snprintf(note, sz, "%s", s);
		return;
	}
	/* "(and K more: ...)" replaces the one before */
	char *p = strstr(note, " (and ");
	len = p != NULL ? (size_t)(p - note) : strlen(note);
	snprintf(note + len, sz - len, " (and %zu more: the output's '#' "
	    "lines)", *k - 1);
}

void
ak_spam_write_top(FILE *fp, const size_t *w, size_t nw, const size_t *cnt,
    const double *sum, char *const *labels, size_t nspam, long min_count,
    size_t top)
{
	fprintf(fp, "# attention weight received in %zu spam messages; "
	    "tokens seen at least %ld times\n", nspam, min_count);
	fprintf(fp, "rank\tword\tmean_weight\tcount\ttotal_weight\n");
	for (size_t i = 0; i < nw && i < top; i++)
		fprintf(fp, "%zu\t%s\t%.9g\t%zu\t%.9g\n", i + 1,
		    labels[w[i]], sum[w[i]] / (double)cnt[w[i]],
		    cnt[w[i]], sum[w[i]]);
}

int
ak_spam_write_iv(FILE *fp, const ak_iv_row *rows, size_t n,
    const ak_msgset *ms, char *const *labels, int per_message, ak_err *e)
{
	ak_iv_summary sm;

	if (per_message) {
		fprintf(fp, "line\tlabel\tlogit\tintervention\tpos\ttoken\t"
		    "weight\tcontrol_line\tdlogit\n");
		for (size_t i = 0; i < n; i++) {
			const ak_iv_row *rw = &rows[i];
			const size_t *ids = ms->ids + ms->off[rw->msg];
			for (int t = 0; t < AK_IV_N; t++)
				fprintf(fp, "%ld\t%s\t%.9g\t%s\t%zu\t%s\t%.9g\t"
				    "%ld\t%.9g\n", ms->lineno[rw->msg],
				    ms->y[rw->msg] ? "spam" : "ham", rw->z,
				    ak_iv_name[t], rw->pos[t] + 1,
				    labels[ids[rw->pos[t]]], rw->w[t],
				    t >= AK_IV_PATCH_MAX ?
				    ms->lineno[rw->ctrl] : 0L, rw->dz[t]);
		}
		return 0;
	}
	if (ak_iv_summarize(&sm, rows, n, e) != 0)
		return -1;
	fprintf(fp, "# %zu messages with two or more known tokens; |Δ logit| "
	    "of each intervention\n", n);
	fprintf(fp, "intervention\tn\tmean_weight\tmean_abs_dlogit\t"
	    "q25\tmedian\tq75\tq90\tmax\tflips\n");
	for (int t = 0; t < AK_IV_N; t++) {
		const ak_iv_stat *st = &sm.t[t];
		fprintf(fp, "%s\t%zu\t%.9g\t%.9g\t%.9g\t%.9g\t%.9g\t%.9g\t"
		    "%.9g\t%zu\n", ak_iv_name[t], st->n, st->mean_w,
		    st->mean_abs, st->q25, st->median, st->q75, st->q90,
		    st->max, st->flips);
	}
	fprintf(fp, "# verdict: masking the max-weight token %s the logit "
	    "more than masking a mean-weight or a random token (mean |Δ| "
	    "%.3f vs %.3f and %.3f; larger on %zu and %zu of %zu messages): "
	    "on this set the map %s\n",
	    sm.map_matters ? "moves" : "does NOT move",
	    sm.t[AK_IV_MAX].mean_abs, sm.t[AK_IV_MEAN].mean_abs,
	    sm.t[AK_IV_RANDOM].mean_abs, sm.beat_mean, sm.beat_random, n,
	    sm.map_matters ? "points at tokens that matter" :
	    "explains nothing");
	return 0;
}

void
ak_spam_write_pred_header(FILE *fp, int per_token)
{
	if (per_token)
		fprintf(fp, "line\tlabel\tp_spam\tlogit\tpos\ttoken\tknown\t"
		    "weight\n");
	else
		fprintf(fp, "line\tlabel\tpredicted\tp_spam\tlogit\ttoken1\t"
		    "weight1\ttoken2\tweight2\ttoken3\tweight3\tknown\tflag\t"
		    "message\n");
}

void
ak_pred_message(FILE *fp, const char *text, size_t n)
{
	const unsigned char *u = (const unsigned char *)text;
	size_t chars = 0, i = 0;

	if (text == NULL || n == 0) {
		fputc('-', fp);
		return;
	}
	for (; i < n; i++) {
		if ((u[i] & 0xC0) != 0x80 && chars++ == AK_PRED_CHARS)
			break;	/* the 61st character begins here */
		/* one line, one field: TAB, newline, controls as spaces */
		fputc(u[i] < 0x20 || u[i] == 0x7f ? ' ' : u[i], fp);
	}
	if (i < n)
		fputs("...", fp);
}

void
ak_spam_write_pred(FILE *fp, long line, const char *label,
    const ak_spam_pred *r, char *const *tok, const double *w, size_t nt,
    const ak_table *emb, int per_token, const char *text, size_t textlen)
{
	if (!per_token) {
		fprintf(fp, "%ld\t%s\t%s\t%.9g\t%.9g", line, label,
		    r->z > 0 ? "spam" : "ham", r->p, r->z);
		for (size_t t = 0; t < AK_PRED_TOP; t++)
			if (t < r->ntop)
				fprintf(fp, "\t%s\t%.9g", tok[r->top[t]],
				    r->topw[t]);
			else
				fputs("\t-\t-", fp);
		fprintf(fp, "\t%zu\t%s\t", r->nknown, r->nknown ? "-" :
		    "no-known-token");
		ak_pred_message(fp, text, textlen);
		fputc('\n', fp);
		return;
	}
	if (nt == 0)
		fprintf(fp, "%ld\t%s\t%.9g\t%.9g\t0\t-\t0\t0\n", line, label,
		    r->p, r->z);
	for (size_t j = 0; j < nt; j++)
		fprintf(fp, "%ld\t%s\t%.9g\t%.9g\t%zu\t%s\t%d\t%.9g\n", line,
		    label, r->p, r->z, j + 1, tok[j],
		    ak_table_find(emb, tok[j]) >= 0, w[j]);
}

/* the context of one --predict run */
typedef struct pred_ctx {
	FILE *fp;
	const ak_scorer *sc;
	const ak_table *emb;
	int per_token;
	unsigned flags;		/* the tokenizer's */
	size_t nlost;		/* messages with a word cut by the tokenizer */
	char lost[96];		/* the first: "WHERE ('Р')" */
	size_t nauto;		/* --tokenizer auto: messages tokenized as
				   unicode (utok.h) */
	char autou[96];		/* the first: "'ü', WHERE" */
	const ak_splitmap *sm;	/* the split column's, or NULL */
	ak_wordfind find;	/* the look-up: as written, then folded */
	size_t nfold;		/* tokens found only by their case folding */
	char fold1[300];	/* the first: its note, WHERE */
	ak_utok_nfd nfd;	/* messages with letters written decomposed */
} pred_ctx;

static int ak_write_pred_text_sc(FILE *fp, long line, const char *label,
    const char *text, size_t n, unsigned flags, const ak_scorer *sc,
    const ak_table *emb, int per_token, pred_ctx *pc, const char *where,
    ak_err *e);

int
ak_spam_write_pred_text(FILE *fp, long line, const char *label,
    const char *text, size_t n, unsigned flags, const double *theta,
    const ak_table *emb, int per_token, ak_err *e)
{
	ak_pool_model pm = { theta, emb };
	ak_scorer sc = { ak_pool_score, &pm };

	return ak_write_pred_text_sc(fp, line, label, text, n, flags, &sc, emb,
	    per_token, NULL, NULL, e);
}

/*
 * The tokens tok[0..nt) looked up through pc's finder (tokseq.h
 * ak_wordfind_said: as written, then by the case folding): a token found
 * only folded becomes the row's word (the word the model read), counted
 * in pc.  -1 on memory.
 */
static int
find_tokens(pred_ctx *pc, char **tok, size_t nt, const char *where,
    ak_err *e)
{
	char note[200];

	for (size_t j = 0; j < nt; j++) {
		long r = ak_wordfind_said(&pc->find, tok[j], note, sizeof note,
		    e);
		if (r == -2)
			return -1;
		if (r < 0 || note[0] == '\0')
			continue;
		tok[j] = pc->emb->labels[r];
		if (pc->nfold++ == 0)
			snprintf(pc->fold1, sizeof pc->fold1, "%s, %.60s",
			    note, where ? where : "-");
	}
	return 0;
}

static int
ak_write_pred_text_sc(FILE *fp, long line, const char *label,
    const char *text, size_t n, unsigned flags, const ak_scorer *sc,
    const ak_table *emb, int per_token, pred_ctx *pc, const char *where,
    ak_err *e)
{
	size_t nt;
	/* cased vectors: the words keep their case, to be found as written
	   first (uncased ones: folded by the tokenizer, as the corpus was) */
	char *toks = ak_tokenize_dup_opt(text, n, flags | (pc != NULL &&
	    pc->find.cased ? AK_TOK_KEEPCASE : 0), NULL, e);
	char **tok = NULL;
	double *w = NULL;
	ak_spam_pred r;
	int rc = -1;

	if (toks == NULL)
		return -1;
	nt = ak_split_ws(toks, NULL, 0);
	tok = ak_alloc_n(nt ? nt : 1, sizeof(*tok), e);
	w = ak_alloc_n(nt ? nt : 1, sizeof(*w), e);
	if (tok == NULL || w == NULL)
		goto out;
	ak_split_ws(toks, tok, nt);
	if (pc != NULL && find_tokens(pc, tok, nt, where, e) != 0)
		goto out;
	/* the scorer's error (memory) is the message's: its place first */
	if (ak_predict_with(&r, w, sc, emb, tok, nt, e) != 0) {
		ak_err_at(e, where ? where : "-");
		goto out;
	}
	ak_spam_write_pred(fp, line, label, &r, tok, w, nt, emb, per_token,
	    text, n);
	rc = 0;
out:
	free(toks);
	free(tok);
	free(w);
	return rc;
}

/* the split of input line `line` ("-" when no message of the map is on
   it): a binary search of the map's line numbers */
static const char *ak_splitmap_find(const ak_splitmap *sm, long line);

/* ak_tok_cut_unknown's look-up: the tokens as the model reads them */
static int
emb_known(const char *w, void *ctx)
{
	return ak_table_find(ctx, w) >= 0;
}

static int
predict_msg(void *ctx, const char *label, const char *text, size_t n,
    const char *where, ak_err *e)
{
	pred_ctx *pc = ctx;
	const char *colon = strrchr(where, ':');
	long line = colon ? strtol(colon + 1, NULL, 10) : 0;
	char ch[5];

	if (ak_tok_cut_unknown(text, n, pc->flags, emb_known,
	    (void *)pc->emb, ch) && pc->nlost++ == 0)
		snprintf(pc->lost, sizeof pc->lost, "%.60s ('%s')", where, ch);
	ak_utok_nfd_add(&pc->nfd, text, n, where);
	if (ak_tok_auto_letter(text, n, pc->flags, ch) && pc->nauto++ == 0)
		snprintf(pc->autou, sizeof pc->autou, "'%s', %.60s", ch, where);
	if (pc->sm != NULL) {
		/* the split goes out as the field after the label */
		char *lab = ak_alloc_n(strlen(label) + 8, 1, e);
		int rc;
		if (lab == NULL)
			return -1;
		sprintf(lab, "%s\t%s", label, ak_splitmap_find(pc->sm, line));
		rc = ak_write_pred_text_sc(pc->fp, line, lab, text, n,
		    pc->flags, pc->sc, pc->emb, pc->per_token, pc, where, e);
		free(lab);
		return rc;
	}
	return ak_write_pred_text_sc(pc->fp, line, label, text, n,
	    pc->flags, pc->sc, pc->emb, pc->per_token, pc, where, e);
}

int
ak_spam_write_predictions(FILE *fp, const char *path,
    const ak_corpus_opt *co, const double *theta, const ak_table *emb,
    int per_token, const ak_splitmap *sm, char *hint, size_t hintn,
    ak_err *e)
{
	ak_pool_model pm = { theta, emb };
	ak_scorer sc = { ak_pool_score, &pm };

	return ak_write_predictions_sc(fp, path, co, &sc, emb, per_token, sm,
	    hint, hintn, e);
}

int
ak_write_predictions_sc(FILE *fp, const char *path, const ak_corpus_opt *co,
    const ak_scorer *sc, const ak_table *emb, int per_token,
    const ak_splitmap *sm, char *hint, size_t hintn, ak_err *e)
{
	pred_ctx pc = { fp, sc, emb, per_token, co->tokenizer, 0, "", 0, "",
	    sm, { 0 }, 0, "", { 0 } };
	size_t nmsg;
	int rc;

	if (hintn > 0)
		hint[0] = '\0';
	(void)ak_wordfind_init(&pc.find, emb, co->tokenizer, e);
	if (sm != NULL)
		fputs(per_token ? "line\tlabel\tsplit\tp_spam\tlogit\tpos\t"
		    "token\tknown\tweight\n" : "line\tlabel\tsplit\tpredicted\t"
		    "p_spam\tlogit\ttoken1\tweight1\ttoken2\tweight2\ttoken3\t"
		    "weight3\tknown\tflag\tmessage\n", fp);
	else
		ak_spam_write_pred_header(fp, per_token);
	rc = ak_corpus_read_opt(path, co, predict_msg, &pc, &nmsg, e);
	ak_wordfind_free(&pc.find);
	if (rc != 0)
		return -1;
	if (nmsg == 0)		/* as training: an empty input is an error */
		return ak_errf(e, "%s: empty input: no messages",
		    strcmp(path, "-") == 0 ? "<stdin>" : path);
	size_t k = ak_utok_nfd_note(&pc.nfd, hint, hintn);
	hint += k, hintn -= k;
	if (pc.nfold > 0 && hintn > 0) {
		k = (size_t)snprintf(hint, hintn, "%zu token%s found only by %s "
		    "case folding (the first: %s)\n", pc.nfold, pc.nfold == 1 ?
		    "" : "s", pc.nfold == 1 ? "its" : "their", pc.fold1);
		hint += k < hintn ? k : hintn - 1;
		hintn -= k < hintn ? k : hintn - 1;
	}
	if (pc.nlost > 0 && hintn > 0)
		snprintf(hint, hintn, "warning: %zu message%s with a word the "
		    "tokenizer cut at a letter of another script and not in "
		    "the embeddings (the first: %s): --tokenizer unicode "
		    "keeps the letters of every script", pc.nlost,
		    pc.nlost == 1 ? "" : "s", pc.lost);
	else if (pc.nauto > 0 && hintn > 0)
		snprintf(hint, hintn, "warning: %zu message%s with letters "
		    "outside ASCII (the first %s) tokenized as --tokenizer "
		    "unicode does (--tokenizer auto, the default); give the "
		    "corpus's --tokenizer if it was another", pc.nauto,
		    pc.nauto == 1 ? "" : "s", pc.autou);
	return 0;
}

int
ak_splitmap_make(ak_splitmap *sm, const ak_msgset *ms,
    const ak_spam_lists *l, ak_err *e)
{
	memset(sm, 0, sizeof *sm);
	if ((sm->split = ak_alloc_n(ms->n ? ms->n : 1, sizeof *sm->split,
	    e)) == NULL)
		return -1;
	sm->n = ms->n;
	sm->lineno = ms->lineno;
	for (size_t i = 0; i < ms->n; i++)
		sm->split[i] = "none";
	for (size_t i = 0; i < l->ntrain; i++)
		sm->split[l->train[i]] = "train";
	for (size_t i = 0; i < l->ntest; i++)
		sm->split[l->test[i]] = "test";
	return 0;
}

void
ak_splitmap_free(ak_splitmap *sm)
{
	free(sm->split);
	memset(sm, 0, sizeof *sm);
}

static const char *
ak_splitmap_find(const ak_splitmap *sm, long line)
{
	size_t lo = 0, hi = sm->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (sm->lineno[mid] < line)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < sm->n && sm->lineno[lo] == line ? sm->split[lo] : "-";
}

int
ak_spam_write_split(FILE *fp, const ak_msgset *ms, const ak_splitmap *sm,
    const char *name, ak_err *e)
{
	fputs("line\tlabel\tsplit\n", fp);
	for (size_t i = 0; i < ms->n; i++)
		fprintf(fp, "%ld\t%s\t%s\n", ms->lineno[i], ms->y[i] ? "spam" :
		    "ham", sm->split[i]);
	return ferror(fp) ? ak_errf(e, "%s: write error", name) : 0;
}

void
ak_spam_lists_free(ak_spam_lists *l)
{
	free(l->train);
	free(l->test);
	free(l->all);
	free(l->none);
	memset(l, 0, sizeof(*l));
}

int
ak_spam_lists_make(ak_spam_lists *l, const ak_msgset *ms, double frac,
    uint64_t seed, ak_err *e)
{
	memset(l, 0, sizeof(*l));
	l->train = ak_alloc_n(ms->n, sizeof(size_t), e);
	l->test = ak_alloc_n(ms->n, sizeof(size_t), e);
	l->all = ak_alloc_n(ms->n, sizeof(size_t), e);
	l->none = ak_alloc_n(ms->n, sizeof(size_t), e);
	if (l->train == NULL || l->test == NULL || l->all == NULL ||
	    l->none == NULL) {
		ak_spam_lists_free(l);
		return -1;
	}
	ak_spam_split(l->train, &l->ntrain, l->test, &l->ntest, ms, frac,
	    seed);
	for (size_t i = 0; i < ms->n; i++) {
		if (ms->off[i + 1] > ms->off[i])
			l->all[l->nall++] = i;
		else
			l->none[l->nnone++] = i;
	}
	return 0;
}

void
ak_spam_write_report_rows(FILE *fp, const ak_report_model *rm, size_t nm,
    const ak_msgset *ms, const ak_spam_lists *l, const size_t *edge,
    size_t nedge, int length_all, char *note, size_t notesz)
{
	static const char *split[] = { "test", "train", "none" };
	size_t nspam = 0, nflat = 0;
	char line[400];

	if (note != NULL && notesz > 0)
		note[0] = '\0';
	for (size_t i = 0; i < ms->n; i++)
		nspam += ms->y[i] != 0;
	fprintf(fp, "# %zu messages (%zu spam); %zu with no known token left "
	    "out of the split (rows 'none'); train %zu, test %zu; length = %s "
	    "tokens\n", ms->n, nspam, l->nnone, l->ntrain, l->ntest,
	    length_all ? "all" : "known");
	/* the trained models on the split's messages (bucket all); not the
	   constant model, flat by design, nor the split none, whose
	   messages pool no vector and all score the bias */
	for (int s = 0; s < 2; s++)
		for (size_t m = 0; m < nm; m++) {
			if (!rm[m].trained)
				continue;
			ak_spam_flat_note_(line, sizeof line, rm[m].name, split[s],
			    &rm[m].rows[s][0].met);
			if (line[0] == '\0')
				continue;
			fprintf(fp, "# %s\n", line);
			ak_spam_note_add_(note, notesz, &nflat, line);
		}
	fprintf(fp, "model\tsplit\tbucket\tn\tspam\terrors\taccuracy\t"
	    "logloss\ttp\tfp\tfn\ttn\tprecision\trecall\tf1\troc_auc\t"
	    "pr_auc\n");
	for (int s = 0; s < 3; s++)
		for (size_t m = 0; m < nm; m++)
			ak_spam_write_rows(fp, rm[m].name, split[s],
			    rm[m].rows[s], edge, nedge, rm[m].trained);
}

int
ak_spam_write_report(FILE *fp, const double *theta, const double *mean,
    const ak_msgset *ms, const ak_spam_lists *l, const double *E, size_t d,
    const size_t *edge, size_t nedge, int length_all, char *note,
    size_t notesz, ak_err *e)
{
	static const char *model[] = { "attention", "mean", "constant" };
	ak_report_model rm[3];

	if (note != NULL && notesz > 0)
		note[0] = '\0';
	if (nedge + 2 > AK_SPLIT_MAXROWS)
		return ak_errf(e, "report: %zu bucket edges, more than %d",
		    nedge, AK_SPLIT_MAXROWS - 2);
	/* every row first: the '#' lines that say which areas rank nothing
	   come before the header */
	for (int m = 0; m < 3; m++) {
		const double *th = m == 0 ? theta : m == 1 ? mean : NULL;
		rm[m].name = model[m];
		rm[m].trained = th != NULL;
		for (int s = 0; s < 3; s++) {
			const size_t *ix = s == 0 ? l->test : s == 1 ?
			    l->train : l->none;
			size_t nx = s == 0 ? l->ntest : s == 1 ? l->ntrain :
			    l->nnone;
			if (ak_spam_eval(rm[m].rows[s], th, ms, ix, nx, E, d,
			    edge, nedge, length_all, e) != 0)
				return -1;
		}
	}
	ak_spam_write_report_rows(fp, rm, 3, ms, l, edge, nedge, length_all,
	    note, notesz);
	return 0;
}

void
ak_spam_toplist_free(ak_spam_toplist *t)
{
	free(t->cnt);
	free(t->sum);
	free(t->w);
	memset(t, 0, sizeof(*t));
}

int
ak_spam_toplist_make_sc(ak_spam_toplist *t, const ak_scorer *sc,
    const ak_msgset *ms, const size_t *idx, size_t n, const ak_table *emb,
    size_t min_count, ak_err *e)
{
	size_t V = emb->rows, mx = 1;
	double *a = NULL, z;

	memset(t, 0, sizeof(*t));
	for (size_t i = 0; i < n; i++)
		if (ms->off[idx[i] + 1] - ms->off[idx[i]] > mx)
			mx = ms->off[idx[i] + 1] - ms->off[idx[i]];
	t->cnt = ak_alloc_n(V, sizeof(size_t), e);
	t->sum = ak_alloc_n(V, sizeof(double), e);
	t->w = ak_alloc_n(V, sizeof(size_t), e);
	a = ak_alloc_n(mx, sizeof(double), e);
	if (t->cnt == NULL || t->sum == NULL || t->w == NULL || a == NULL)
		goto fail;
	memset(t->cnt, 0, V * sizeof(size_t));
	memset(t->sum, 0, V * sizeof(double));
	for (size_t i = 0; i < n; i++) {
		size_t msg = idx[i], m = ms->off[msg + 1] - ms->off[msg];
		const size_t *ids = ms->ids + ms->off[msg];
		if (!ms->y[msg])
			continue;
		t->nspam++;
		if (sc->fn(sc->model, &z, a, ids, m, e) != 0)
			goto fail;
		for (size_t j = 0; j < m; j++) {
			t->cnt[ids[j]]++;
			t->sum[ids[j]] += a[j];
		}
	}
	free(a);
	t->nw = ak_spam_top_rank(t->w, t->cnt, t->sum, emb->labels, V,
	    min_count);
	if (t->nw == 0 && ak_spam_top_none(t->cnt, emb->labels, V, min_count,
	    e) != 0) {
		ak_spam_toplist_free(t);
		return -1;
	}
	return 0;
fail:
	free(a);
	ak_spam_toplist_free(t);
	return -1;
}

int
ak_spam_toplist_make(ak_spam_toplist *t, const double *theta,
    const ak_msgset *ms, const size_t *idx, size_t n, const ak_table *emb,
    size_t min_count, ak_err *e)
{
	ak_pool_model pm = { theta, emb };
	ak_scorer sc = { ak_pool_score, &pm };

	return ak_spam_toplist_make_sc(t, &sc, ms, idx, n, emb, min_count, e);
}

int
ak_spam_edges_parse(const char *str, size_t *edge, size_t maxn, size_t *n,
    ak_err *e)
{
	long v[AK_SPLIT_MAXROWS];
	size_t k;

	if (maxn > AK_SPLIT_MAXROWS)
		maxn = AK_SPLIT_MAXROWS;
	if (ak_parse_long_list(str, 1, 1000000, "--buckets", v, maxn, &k, e) !=
	    0)
		return -1;
	for (size_t i = 1; i < k; i++)
		if (v[i] <= v[i - 1])
			return ak_errf(e, "--buckets: '%s': edges must increase",
			    str);
	for (size_t i = 0; i < k; i++)
		edge[i] = (size_t)v[i];
	*n = k;
	return 0;
}

int
ak_spam_iv_collect(ak_iv_row *rows, size_t *got, size_t want,
    const double *theta, const ak_msgset *ms, const size_t *idx, size_t n,
    const double *E, size_t d, uint64_t seed, ak_err *e)
{
	if (ak_spam_intervene(rows, got, want, theta, ms, idx, n, E, d, seed,
	    e) != 0)
		return -1;
	if (*got == 0)
		return ak_errf(e, "no message with two or more known tokens in "
		    "the chosen set");
	return 0;
}
