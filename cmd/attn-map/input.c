/* attn-map: reading the token lines and building the sequences. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


#include "am.h"
#include "utok.h"
#include "autoscale.h"
#include "conv.h"
#include "emb.h"
#include "io.h"
#include "shown.h"
#include "text.h"
#include "typed.h"


/*
 * "WHERE: no in-vocabulary tokens (n = 0): ..." naming the dropped words
 * (the first few, at a word boundary) and a case slip (ak_emb_case_hint)
 */
static void
no_tokens(const ak_tokseq *s, const ak_table *emb, const char *where,
    ak_err *e)
{
	char hint[128] = "", list[160] = "";
	size_t nlisted = 0, len = 0;
	unsigned odd = 0;
	int full = 0;
	const char *p = s->dropped ? s->dropped : "", *w;

	if (s->ndrop == 0) {
		ak_errf(e, "%s: no in-vocabulary tokens (n = 0): nothing to "
		    "attend to", where);
		return;
	}
	while (*p) {
		size_t wl = strcspn(p, " ");
		char word[72];

		w = p;
		p += wl + (p[wl] == ' ');
		if (wl >= sizeof word) {
			full = 1;
			continue;
		}
		memcpy(word, w, wl);
		word[wl] = '\0';
		if (!hint[0])
			ak_emb_case_hint(hint, sizeof hint, emb, word);
		if (!full && (len + wl + 1 < 60 || nlisted == 0)) {
			if (nlisted++)
				list[len++] = ' ';
			len += ak_shown(list + len, sizeof list - len, word,
			    wl > 60 ? 60 : wl, &odd);
		} else
			full = 1;
	}
	char oddh[160] = "";
	if (odd)	/* escaped: named */
		snprintf(oddh, sizeof oddh, "; a word holds %s (U+%04X, shown "
		    "escaped): words are split at spaces, TABs and line ends "
		    "only", ak_shown_name(odd), odd);
	ak_errf(e, "%s: no in-vocabulary tokens (n = 0): %zu word%s not in "
	    "the embeddings: %s%s%s%s%s", where, s->ndrop,
	    s->ndrop == 1 ? "" : "s", list, nlisted < s->ndrop ? " ..." : "",
	    oddh, hint, am_oov_hint(s->ndrop));
}

/* the words are found through one finder a table (tokseq.h): as written,
 * then by their folding under --tokenizer */
static ak_wordfind find;

static int
find_for(const struct am_opts *o, const ak_table *emb, ak_err *e)
{
	if (find.emb == emb)
		return 0;
	ak_wordfind_free(&find);
	return ak_wordfind_init(&find, emb, o->tokenizer, e);
}

/* --oov subword: the table rows are added to, and the model's n-grams */
static ak_table *sub_emb;
static const ak_ft *sub_ft;

void
am_find_free(void)
{
	ak_wordfind_free(&find);
	sub_emb = NULL;
	sub_ft = NULL;
}

void
am_subword_use(ak_table *emb, const ak_ft *ft)
{
	sub_emb = emb;
	sub_ft = ft;
}

/* a fastText model with n-grams read without --oov subword */
static int sub_could;

void
am_subword_hint(int has)
{
	sub_could = has;
}

const char *
am_oov_hint(size_t n)
{
	if (!sub_could || n == 0)
		return "";
	return n == 1 ? "; a fastText model: --oov subword gives it the mean "
	    "of its n-grams' rows" : "; a fastText model: --oov subword gives "
	    "them the means of their n-grams' rows";
}

/*
 * --oov subword: each of the nw words w that the finder does not know gets
 * a row of its own, its n-grams' mean (named as a token is: as typed in
 * cased vectors, folded in uncased ones), said on stderr; the finder is
 * made again over the rows added.  0, or -1 with e.
 */
static int
subword_rows(const struct am_opts *o, char *const *w, size_t nw, ak_err *e)
{
	size_t added = 0, d = sub_emb->cols;
	double *v = ak_alloc_n(d ? d : 1, sizeof(*v), e);
	char *fw = NULL;
	int how, rc = -1;

	if (v == NULL)
		return -1;
	for (size_t i = 0; i < nw; i++) {
		long r = ak_wordfind_get(&find, w[i], &how, e);
		if (r == -2)
			goto out;
		if (r >= 0)
			continue;
		const char *label = w[i];
		if (!find.cased) {	/* the token as the look-up names it */
			size_t len = strlen(w[i]);
			free(fw);
			if ((fw = ak_alloc_n(ak_tokenize_room(len, find.flags), 1,
			    e)) == NULL)
				goto out;
			ak_tok_fold(fw, w[i], len, find.flags);
			label = fw;
		}
		if (ak_table_find(sub_emb, label) >= 0)
			continue;	/* added for an earlier word */
		if (ak_ft_vector(sub_ft, label, v) == 0)
			continue;	/* no n-grams: stays unknown */
		if (ak_table_add_row(sub_emb, label, v, e) < 0)
			goto out;
		am_note("'%s' is not in the model: its vector is the mean of "
		    "its n-grams' (--oov subword)", label);
		added++;
	}
	if (added > 0) {	/* the finder over the new rows */
		ak_wordfind_free(&find);
		if (find_for(o, sub_emb, e) != 0)
			goto out;
	}
	rc = 0;
out:
	free(fw);
	free(v);
	return rc;
}

/* the token sequence of one text (split at blanks, looked up in emb) */
int
am_make_seq_n(const struct am_opts *o, ak_tokseq *s, const ak_table *emb, const
    char *text, const char *where, int allow_empty, ak_err *e)
{
	/* corpus lines are checked by the reader; --text and --kv-text here
	   (typed.h: the terminal's code page named, with its iconv) */
	if (ak_typed_utf8(where, text, e) != 0)
		return -1;
	char *buf = ak_strdup(text, e);
	if (buf == NULL)
		return -1;
	size_t nw = ak_split_ws(buf, NULL, 0);
	char **w = ak_alloc_n(nw ? nw : 1, sizeof(*w), e);
	if (w == NULL) {
		free(buf);
		return -1;
	}
	ak_split_ws(buf, w, nw);
	int rc = find_for(o, emb, e);
	if (rc == 0 && sub_ft != NULL && emb == sub_emb)
		rc = subword_rows(o, w, nw, e);
	if (rc == 0 && (rc = ak_tokseq_build_find(s, &find, w, nw,
	    !o->all_tokens, o->strict, where, e)) != 0 &&
	    strstr(e->msg, ": unknown word '") != NULL) {	/* --strict */
		size_t l = strlen(e->msg);
		snprintf(e->msg + l, sizeof e->msg - l, "%s", am_oov_hint(1));
	}
	free(w);
	free(buf);
	if (rc == 0 && s->n == 0 && !allow_empty) {
		no_tokens(s, emb, where, e);
		ak_tokseq_free(s);
		return -1;
	}
	return rc;
}


int
am_make_seq(const struct am_opts *o, ak_tokseq *s, const ak_table *emb, const
    char *text, const char *where, ak_err *e)
{
	return am_make_seq_n(o, s, emb, text, where, 0, e);
}

/* ak_tok_cut_unknown's look-up: through the finder of the run */
static int
find_known(const char *w, void *ctx)
{
	int how;
	ak_err e;

	(void)ctx;
	return ak_wordfind_get(&find, w, &how, &e) >= 0;
}

/* typed text (--text, --kv-text): tokenized as sms-vocab -t does first */
int
am_make_seq_text(const struct am_opts *o, ak_tokseq *s, const ak_table *emb,
    const char *text, const char *where, ak_err *e)
{
	size_t n = strlen(text);

	if (ak_typed_utf8(where, text, e) != 0)
		return -1;
	/* --tokens: the words as they are, never re-split (the lab page's
	   exported command: "café" must stay one token), at blanks and at
	   line ends (token lines pasted by $(...): no word of the
	   embeddings holds one) */
	if (o->text_tokens && text == o->text) {
		char *t = ak_strdup(text, e);
		if (t == NULL)
			return -1;
		for (char *q = t; *q; q++)
			if (*q == '\n' || *q == '\r' || *q == '\v' || *q == '\f')
				*q = ' ';
		int rc = am_make_seq_n(o, s, emb, t, where, 0, e);
		free(t);
		return rc;
	}
	/* the words as typed (AK_TOK_KEEPCASE): the look-up folds them
	   unless the vectors are cased (ak_wordfind) */
	char *tok = ak_tokenize_dup_opt(text, n, o->tokenizer |
	    AK_TOK_KEEPCASE, NULL, e);
	if (tok == NULL)
		return -1;
	int rc = am_make_seq_n(o, s, emb, tok, where, 1, e);
	free(tok);
	if (rc != 0)
		return rc;
	/* a word of another script cut into unknown pieces by the ascii
	   tokenizer: say which option keeps it (text.h) */
	char hint[160] = "", ch[5], nfd[512] = "";
	if (ak_tok_cut_unknown(text, n, o->tokenizer, find_known, NULL, ch))
		ak_tok_lost_hint(hint, sizeof hint, ch, o->tokenizer,
		    "which split the words there");
	/* words left out that hold a letter written decomposed (utok.h) */
	ak_utok_nfd d = { 0 };
	if (s->ndrop > 0)
		ak_utok_nfd_add(&d, text, n, where);
	if (ak_utok_nfd_note(&d, nfd, sizeof nfd) > 0)
		nfd[strcspn(nfd, "\n")] = '\0';
	if (s->n == 0) {
		no_tokens(s, emb, where, e);
		if ((hint[0] || nfd[0]) && e != NULL) {
			size_t m = strlen(e->msg);
			snprintf(e->msg + m, sizeof e->msg - m, " (%s)", hint[0] ?
			    hint : nfd);
		}
		ak_tokseq_free(s);
		return -1;
	}
	if (nfd[0])
		am_note("%s", nfd);
	if (hint[0])
		am_note("%s: %s", where, hint);
	else if (ak_tok_auto_letter(text, n, o->tokenizer, ch))
		am_note("%s: a letter outside ASCII ('%s'): tokenized as "
		    "--tokenizer unicode does (--tokenizer auto, the default)",
		    where, ch);
	return 0;
}

int
am_auto_said(struct am_opts *o, FILE *fp, int rc, double c, double hbar,
    ak_err *e)
{
	if (rc < 0 || (rc == 1 && !o->c_default)) {
		if (rc == 1) {	/* --proj-scale auto given: its reason */
			size_t m = strlen(e->msg);
			snprintf(e->msg + m, sizeof e->msg - m, ": give "
			    "--proj-scale C");
		}
		return -1;
	}
	if (rc == 1) {	/* the default: c = 1, the output as without the
			   rule (no comment), said on stderr */
		o->c = 1;
		am_note("%s: c = 1 (--proj-scale C sets another)", e->msg);
		return 0;
	}
	o->c = c;
	if (!o->html)
		fprintf(fp, "# proj-scale auto: c = %.4g (mean row entropy "
		    "%.4f of ln n; the rule: %.4g)\n", c, hbar, AK_AUTO_FRAC);
	am_note("--proj-scale auto: c = %.4g (mean row entropy %.4f of ln n; "
	    "the rule: %.4g; --proj-scale C sets another)", c, hbar,
	    AK_AUTO_FRAC);
	return 0;
}

/* the notes for stderr, written by main after the output */
static char notes[4096];
static size_t nnotes;

void
am_note(const char *fmt, ...)
{
	va_list ap;
	int k;

	if (nnotes >= sizeof notes - 1)
		return;
	va_start(ap, fmt);
	k = vsnprintf(notes + nnotes, sizeof notes - nnotes - 1, fmt, ap);
	va_end(ap);
	if (k < 0)
		return;
	nnotes += (size_t)k < sizeof notes - nnotes - 1 ? (size_t)k :
	    sizeof notes - nnotes - 2;
	notes[nnotes++] = '\n';
	notes[nnotes] = '\0';
}

void
am_notes_write(const struct am_opts *o)
{
	const char *p = notes;

	if (o->quiet)
		return;
	while (*p) {
		size_t l = strcspn(p, "\n");
		fprintf(stderr, "attn-map: %.*s\n", (int)l, p);
		p += l + (p[l] == '\n');
	}
}
