/* attn-map: reading the token lines and building the sequences. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "am.h"
#include "emb.h"
#include "io.h"
#include "text.h"


/*
 * "WHERE: no in-vocabulary tokens (n = 0): ..." naming the dropped words
 * (the first few, at a word boundary) and a case slip (ak_emb_case_hint)
 */
static void
no_tokens(const ak_tokseq *s, const ak_table *emb, const char *where,
    ak_err *e)
{
	char hint[128] = "", list[72] = "";
	size_t nlisted = 0, len = 0;
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
			len += (size_t)snprintf(list + len, sizeof list - len,
			    "%s%.*s", nlisted ? " " : "",
			    (int)(wl > 60 ? 60 : wl), word);
			nlisted++;
		} else
			full = 1;
	}
	ak_errf(e, "%s: no in-vocabulary tokens (n = 0): %zu word%s not in "
	    "the embeddings: %s%s%s", where, s->ndrop,
	    s->ndrop == 1 ? "" : "s", list, nlisted < s->ndrop ? " ..." : "",
	    hint);
}

/* the token sequence of one text (split at blanks, looked up in emb) */
int
am_make_seq_n(ak_tokseq *s, const ak_table *emb, const char *text,
    const char *where, int allow_empty, ak_err *e)
{
	size_t bad;
	/* corpus lines are checked by the reader; --text and --kv-text here */
	if (!ak_utf8_valid(text, strlen(text), &bad))
		return ak_errf(e, "%s: invalid UTF-8 at byte %zu", where,
		    bad + 1);
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
	int rc = ak_tokseq_build(s, emb, w, nw, !opt.all_tokens, opt.strict,
	    where, e);
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
am_make_seq(ak_tokseq *s, const ak_table *emb, const char *text,
    const char *where, ak_err *e)
{
	return am_make_seq_n(s, emb, text, where, 0, e);
}

/* typed text (--text, --kv-text): tokenized as sms-vocab -t does first */
int
am_make_seq_text(ak_tokseq *s, const ak_table *emb, const char *text,
    const char *where, ak_err *e)
{
	size_t bad, n = strlen(text);

	if (!ak_utf8_valid(text, n, &bad))
		return ak_errf(e, "%s: invalid UTF-8 at byte %zu", where,
		    bad + 1);
	char *tok = ak_tokenize_dup(text, n, NULL, e);
	if (tok == NULL)
		return -1;
	int rc = am_make_seq_n(s, emb, tok, where, 0, e);
	free(tok);
	return rc;
}
