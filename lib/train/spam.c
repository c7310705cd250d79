#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io.h"
#include "mem.h"
#include "optim.h"
#include "pool.h"
#include "rng.h"
#include "spam.h"
#include "text.h"
#include "tokseq.h"

const char *const ak_iv_name[AK_IV_N] = {
	"mask-max", "mask-mean", "mask-random", "patch-max", "patch-random"
};

static int
grow(void **p, size_t *cap, size_t need, size_t elt, ak_err *e)
{
	size_t nc;
	void *q;

	if (need <= *cap)
		return 0;
	nc = *cap ? *cap : 256;
	while (nc < need) {
		if (nc > SIZE_MAX / 2 / elt)
			return ak_errf(e, "out of memory (%zu x %zu bytes)",
			    need, elt);
		nc *= 2;
	}
	if ((q = realloc(*p, nc * elt)) == NULL)
		return ak_errf(e, "out of memory (%zu bytes)", nc * elt);
	*p = q;
	*cap = nc;
	return 0;
}

/* the map of case foldings (tokseq.h ak_wordfind_bytes: made at the
 * first word not found as written) within what memory leaves beside held
 * and ms: that rest in wf->room; returns the map's bytes once made (0
 * before) */
static size_t
fold_budget(ak_wordfind *wf, const ak_msgset *ms, size_t memory,
    size_t held)
{
	size_t fold = wf->built ? ak_wordfind_bytes(wf) : 0;
	size_t used = held + fold + ak_msgset_bytes(ms);

	wf->room = memory == SIZE_MAX ? SIZE_MAX : used < memory ? memory -
	    used : 0;
	return fold;
}

/*
 * ak_msg_lookup: split one token field at spaces (toks is not modified)
 * and look each token up in f's table as written, then by its case
 * folding (tokseq.h ak_wordfind_said, ppmi-svd --nn's look-up): the known
 * rows are stored in (*ids)[0..*m) (realloc'd, capacity *cap); a token
 * found only by its folding counts in ms->nfold, the first one's note and
 * WHERE kept in ms->fold1; the map of foldings made only within what
 * memory leaves beside held and ms (fold_budget).  Returns the number of
 * tokens, known or not, or -1 (memory, the map past -M).
 */
static long
ak_msg_lookup(const char *toks, ak_wordfind *f, ak_msgset *ms,
    const char *where, size_t **ids, size_t *cap, size_t *m, size_t memory,
    size_t held, ak_err *e)
{
	long ntok = 0;
	const char *p = toks;
	char w[256], note[200];

	*m = 0;
	fold_budget(f, ms, memory, held);
	for (;;) {
		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		const char *q = p;
		while (*q != '\0' && *q != ' ')
			q++;
		size_t row, len = (size_t)(q - p);
		long r = -1;
		ntok++;
		if (ak_strmap_get(&f->emb->index, p, len, &row))
			r = (long)row;
		else if (len < sizeof w) {	/* (longer: no word of a
						   table is) */
			memcpy(w, p, len);
			w[len] = '\0';
			if ((r = ak_wordfind_said(f, w, note, sizeof note, e))
			    == -2)
				return -1;
			if (r >= 0 && ms->nfold++ == 0)
				snprintf(ms->fold1, sizeof ms->fold1, "%s, "
				    "%.60s", note, where);
		}
		if (r >= 0) {
			if (grow((void **)ids, cap, *m + 1, sizeof(size_t), e))
				return -1;
			(*ids)[(*m)++] = (size_t)r;
		}
		p = q;
	}
	return ntok;
}

/* the lines labelled '-' (no label: sms-vocab's --label-map '=-' and
 * --unlabeled), nun of them, the first at where (line lineno), among n
 * spam and ham lines of file: with none, the label's own error (an
 * unlabelled file, ak_tokline_label_error); else those lines named with
 * the command that drops them.  -1 with e */
static int
unlabelled(const char *where, long lineno, size_t nun, size_t n,
    const char *file, ak_err *e)
{
	const char *f = strcmp(file, "<stdin>") == 0 ? "FILE" : file;

	if (n == 0)
		return ak_tokline_label_error(where, "-", "", 0, 0, file, lineno,
		    e), -1;
	char those[48];

	snprintf(those, sizeof those, nun == 1 ? "that line" : "those %zu "
	    "lines", nun);
	return ak_errf(e, "%s: label '-' (no label: sms-vocab writes it for "
	    "--label-map's '=-', a missing label, and for --unlabeled) on "
	    "%zu of the %zu token lines, the others spam or ham: training "
	    "needs every line labelled: drop %s (awk -F'\\t' '$1 != \"-\"' "
	    "%s > FILE.tsv), or label %s with sms-vocab -t, '=ham' or '=spam' "
	    "in --label-map in place of '=-'", where, nun, nun + n, those, f,
	    nun == 1 ? "it" : "them");
}

/* 1 with "WHERE: the messages need more than --memory M ..." in e when
 * ms (its ms->n + 1 messages read so far) and held, with wf's map of
 * foldings once made, pass memory, else 0 */
static int
over_budget(const ak_msgset *ms, size_t memory, size_t held,
    ak_wordfind *wf, const char *where, ak_err *e)
{
	size_t need = ak_msgset_bytes(ms);

	held += fold_budget(wf, ms, memory, held);
	char mb[AK_FMT_SIZE_MAX], hb[64] = "";

	if (memory == SIZE_MAX || (held <= memory && need <= memory - held))
		return 0;
	if (held > 0)
		snprintf(hb, sizeof hb, ", and %.1f MB held beside them",
		    ak_mb_up(held));
	ak_errf(e, "%s: the messages need more than --memory %s (%.1f MB for "
	    "the %zu messages read so far%s)", where, ak_fmt_size(mb, memory),
	    ak_mb_up(need), ms->n + 1, hb);
	return 1;
}

size_t
ak_msgset_bytes(const ak_msgset *ms)
{
	return ms->cap_msg * (sizeof(int) + 2 * sizeof(size_t) +
	    sizeof(long)) + ms->cap_ids * sizeof(size_t);
}

int
ak_msgset_read(ak_msgset *ms, const char *path, const ak_table *emb,
    size_t memory, size_t held, ak_err *e)
{
	ak_reader r;
	size_t capmsg = 0, capoff = 0, capids = 0, capl = 0, capn = 0;
	size_t *tmp = NULL, tcap = 0;
	char prov[256] = "";	/* line 1's provenance, if any */
	char un1[300] = "";	/* the first line labelled '-' */
	size_t nun = 0;		/* how many are */
	long unline = 0;
	unsigned seen = 0;	/* spam (1), ham (2) lines read */
	int rc;
	ak_wordfind wf;		/* the look-up: as written, then folded */

	memset(ms, 0, sizeof(*ms));
	(void)ak_wordfind_init(&wf, emb, AK_TOK_UNICODE, e);
	if (ak_reader_open(&r, path, e) != 0)
		return -1;
	r.check_utf8 = AK_UTF8_TOKENS;
	if (grow((void **)&ms->off, &capoff, 1, sizeof(size_t), e))
		goto fail;
	ms->off[0] = 0;
	while ((rc = ak_reader_next(&r, e)) == 1) {
		char *f[2];
		size_t m;
		long nt;
		int y;

		if ((rc = ak_tokline_skip(&r, prov, sizeof prov, ms->n == 0,
		    e)) == 1)
			continue;
		if (rc < 0 || ak_tokline_raw(r.line, ak_reader_where(&r),
		    "--predict reads raw text", &f[0], &f[1], e))
			goto fail;
		if (strcmp(f[0], "spam") == 0)
			y = 1;
		else if (strcmp(f[0], "ham") == 0)
			y = 0;
		else if (strcmp(f[0], "-") == 0) {
			/* no label: counted, and said with the others */
			if (nun++ == 0) {
				snprintf(un1, sizeof un1, "%s",
				    ak_reader_where(&r));
				unline = r.lineno;
			}
			continue;
		} else {
			ak_tokline_label_error(ak_reader_where(&r), f[0], f[1],
			    ms->n == 0, seen, r.name, r.lineno, e);
			goto fail;
		}
		if ((nt = ak_msg_lookup(f[1], &wf, ms, ak_reader_where(&r),
		    &tmp, &tcap, &m, memory, held, e)) < 0) {
			ak_err_at(e, ak_reader_where(&r));
			goto fail;
		}
		size_t i = ms->n;
		if (grow((void **)&ms->y, &capmsg, i + 1, sizeof(int), e) ||
		    grow((void **)&ms->ntok, &capn, i + 1, sizeof(size_t), e) ||
		    grow((void **)&ms->lineno, &capl, i + 1, sizeof(long), e) ||
		    grow((void **)&ms->off, &capoff, i + 2, sizeof(size_t), e) ||
		    grow((void **)&ms->ids, &capids, ms->off[i] + m + 1,
		    sizeof(size_t), e)) {
			ak_err_at(e, ak_reader_where(&r));
			goto fail;
		}
		ms->cap_msg = capmsg > capoff ? capmsg : capoff;
		ms->cap_ids = capids;
		if (over_budget(ms, memory, held, &wf, ak_reader_where(&r), e))
			goto fail;
		if (m > 0)
			memcpy(ms->ids + ms->off[i], tmp, m * sizeof(size_t));
		ms->off[i + 1] = ms->off[i] + m;
		seen |= (ms->y[i] = y) ? 1u : 2u;	/* the map keeps them */
		ms->ntok[i] = (size_t)nt;
		ms->lineno[i] = r.lineno;
		ms->ntokens += (size_t)nt;
		ms->nunknown += (size_t)nt - m;
		ms->nempty += m == 0;
		ms->n++;
	}
	if (rc < 0 || (nun > 0 && unlabelled(un1, unline, nun, ms->n, r.name,
	    e) != 0))
		goto fail;
	if (ms->n == 0) {
		ak_errf(e, "%s: empty input: no messages", r.name);
		goto fail;
	}
	free(tmp);
	ak_reader_close(&r);
	ak_wordfind_free(&wf);
	return 0;
fail:
	free(tmp);
	ak_reader_blame(&r, -1, e);
	ak_reader_close(&r);
	ak_wordfind_free(&wf);
	ak_msgset_free(ms);
	return -1;
}

void
ak_msgset_free(ak_msgset *ms)
{
	free(ms->y);
	free(ms->off);
	free(ms->ids);
	free(ms->ntok);
	free(ms->lineno);
	memset(ms, 0, sizeof(*ms));
}

static int
cmp_size(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return (x > y) - (x < y);
}

void
ak_spam_split(size_t *train, size_t *ntrain, size_t *test, size_t *ntest,
    const ak_msgset *ms, double frac, uint64_t seed)
{
	size_t usable = 0, nt;
	ak_rng rng;

	for (size_t i = 0; i < ms->n; i++)
		if (ms->off[i + 1] > ms->off[i])
			test[usable++] = i;
	ak_rng_seed(&rng, seed);
	ak_rng_shuffle(&rng, test, usable);
	nt = (size_t)ceil(frac * (double)ms->n - 1e-9);
	if (nt > usable)
		nt = usable;
	memcpy(train, test + nt, (usable - nt) * sizeof(size_t));
	*ntrain = usable - nt;
	*ntest = nt;
	qsort(train, *ntrain, sizeof(size_t), cmp_size);
	qsort(test, *ntest, sizeof(size_t), cmp_size);
}

/* the longest message of a list, for scratch sizes */
static size_t
max_len(const ak_msgset *ms, const size_t *idx, size_t n)
{
	size_t mx = 1;

	for (size_t i = 0; i < n; i++) {
		size_t m = ms->off[idx[i] + 1] - ms->off[idx[i]];
		if (m > mx)
			mx = m;
	}
	return mx;
}

int
ak_spam_train_check(const ak_msgset *ms, const size_t *train, size_t ntrain,
    ak_err *e)
{
	size_t nspam = 0;

	size_t usable = ms->n - ms->nempty;

	if (ntrain == 0 && usable == 0)
		return ak_errf(e, "the training split is empty: none of the "
		    "%zu messages has a token in the embeddings (%zu of %zu "
		    "tokens unknown): vectors of the corpus's own words (the "
		    "vocabulary it was tokenized with)", ms->n, ms->nunknown,
		    ms->ntokens);
	if (ntrain == 0)
		return ak_errf(e, "the training split is empty: %zu of the %zu "
		    "messages have a token in the embeddings (%zu of %zu "
		    "tokens unknown), and the test split (--test-frac) takes "
		    "them all: vectors that cover more of the corpus, or a "
		    "smaller --test-frac", usable, ms->n, ms->nunknown,
		    ms->ntokens);
	for (size_t i = 0; i < ntrain; i++)
		nspam += ms->y[train[i]] != 0;
	if (nspam > 0 && nspam < ntrain)
		return 0;
	/* the corpus's own classes (its messages with a known token): one
	   class is the corpus's doing, not the split's */
	size_t cs = 0, cn = 0;
	for (size_t i = 0; i < ms->n; i++)
		if (ms->off[i + 1] > ms->off[i]) {
			cs += ms->y[i] != 0;
			cn++;
		}
	if (cs == 0 || cs == cn)
		return ak_errf(e, "no %s message in the corpus (%zu messages "
		    "with a known token, all %s): a classifier needs both "
		    "classes: the other filtered out, or its labels read as "
		    "this one's (sms-vocab -t --label-map)?", cs ? "ham" :
		    "spam", cn, cs ? "spam" : "ham");
	return ak_errf(e, "the training split has only %s messages (%zu; the "
	    "corpus has %zu %s, all in the test split): another --seed, or a "
	    "smaller --test-frac", nspam ? "spam" : "ham", ntrain, nspam ?
	    cn - cs : cs, nspam ? "ham" : "spam");
}

int
ak_train_epoch_end(const ak_train_opt *o, long ep, double loss, size_t right,
    size_t ntrain, ak_err *e)
{
	if (!isfinite(loss))
		return ak_errf(e, "training diverged at epoch %ld (non-finite "
		    "loss): lower the step size", ep);
	if (o->progress != NULL)
		o->progress(o->ctx, ep, loss / (double)ntrain,
		    (double)right / (double)ntrain);
	return 0;
}

int
ak_spam_train(double *theta, const ak_msgset *ms, const size_t *train,
    size_t ntrain, const double *E, size_t d, const ak_train_opt *o,
    ak_err *e)
{
	size_t np = AK_POOL_NPARAM(d), mx;
	double *grad = NULL, *a = NULL, *c = NULL, *ds = NULL;
	size_t *order = NULL;
	ak_adam adam;
	ak_rng rng;
	int ret = -1;

	if (ak_spam_train_check(ms, train, ntrain, e) != 0)
		return -1;
	if (ak_adam_init(&adam, np, o->lr, o->l2, e) != 0)
		return -1;
	mx = max_len(ms, train, ntrain);
	if ((grad = ak_alloc_n(np, sizeof(double), e)) == NULL ||
	    (c = ak_alloc_n(d, sizeof(double), e)) == NULL ||
	    (a = ak_alloc_n(mx, sizeof(double), e)) == NULL ||
	    (ds = ak_alloc_n(mx, sizeof(double), e)) == NULL ||
	    (order = ak_alloc_n(ntrain, sizeof(size_t), e)) == NULL)
		goto out;
	memcpy(order, train, ntrain * sizeof(size_t));
	ak_rng_seed(&rng, o->seed);
	for (long ep = 1; ep <= o->epochs; ep++) {
		double loss = 0;
		size_t right = 0;

		ak_rng_shuffle(&rng, order, ntrain);
		for (size_t b0 = 0; b0 < ntrain; b0 += o->batch) {
			size_t b1 = b0 + o->batch < ntrain ? b0 + o->batch :
			    ntrain;
			memset(grad, 0, np * sizeof(double));
			for (size_t i = b0; i < b1; i++) {
				size_t msg = order[i];
				const size_t *ids = ms->ids + ms->off[msg];
				size_t m = ms->off[msg + 1] - ms->off[msg];
				int y = ms->y[msg];
				double z = ak_pool_forward(a, c, theta, E, ids,
				    NULL, m, d);
				loss += ak_pool_loss(z, y);
				right += (z > 0) == (y != 0);
				ak_pool_backward(grad, ds, a, c, z, y, theta,
				    E, ids, m, d, o->fix_u);
			}
			for (size_t k = 0; k < np; k++)
				grad[k] /= (double)(b1 - b0);
			if (o->fix_u)	/* u ≡ 0: no penalty pull either */
				for (size_t k = 0; k < d; k++)
					theta[k] = 0;
			ak_adam_step(&adam, theta, grad);
		}
		if (ak_train_epoch_end(o, ep, loss, right, ntrain, e) != 0)
			goto out;
	}
	ret = 0;
out:
	ak_adam_free(&adam);
	free(grad);
	free(a);
	free(c);
	free(ds);
	free(order);
	return ret;
}

int
ak_spam_logits(double *z, const double *theta, const ak_msgset *ms,
    const size_t *idx, size_t n, const double *E, size_t d, ak_err *e)
{
	size_t mx = max_len(ms, idx, n);
	double *a = ak_alloc_n(mx, sizeof(double), e);
	double *c = ak_alloc_n(d, sizeof(double), e);

	if (a == NULL || c == NULL) {
		free(a);
		free(c);
		return -1;
	}
	for (size_t i = 0; i < n; i++) {
		size_t msg = idx[i];
		z[i] = ak_pool_forward(a, c, theta, E, ms->ids + ms->off[msg],
		    NULL, ms->off[msg + 1] - ms->off[msg], d);
	}
	free(a);
	free(c);
	return 0;
}

/* --top order: mean weight descending, then word */
static struct topctx {
	const size_t *cnt;
	const double *sum;
	char *const *labels;
} topc;

static int
cmp_top(const void *pa, const void *pb)
{
	const struct topctx *t = &topc;
	size_t a = *(const size_t *)pa, b = *(const size_t *)pb;
	double ma = t->sum[a] / (double)t->cnt[a];
	double mb = t->sum[b] / (double)t->cnt[b];

	if (ma != mb)
		return ma < mb ? 1 : -1;
	return strcmp(t->labels[a], t->labels[b]);
}

size_t
ak_spam_top_rank(size_t *order, const size_t *cnt, const double *sum,
    char *const *labels, size_t V, size_t min_count)
{
	size_t nw = 0;

	for (size_t i = 0; i < V; i++)
		if (cnt[i] >= min_count && cnt[i] > 0)
			order[nw++] = i;
	topc = (struct topctx){ cnt, sum, labels };
	qsort(order, nw, sizeof(size_t), cmp_top);
	return nw;
}

int
ak_spam_top_none(const size_t *cnt, char *const *labels, size_t V,
    size_t min_count, ak_err *e)
{
	size_t top = 0;

	for (size_t v = 1; v < V; v++)
		top = cnt[v] > cnt[top] ? v : top;
	if (V == 0 || cnt[top] == 0)
		return 0;
	return ak_errf(e, "no token of the spam messages seen --min-count %zu "
	    "times or more (the most frequent, '%.80s', %zu times: "
	    "--min-count %zu keeps it)", min_count, labels[top], cnt[top],
	    cnt[top]);
}

/* logit with the value of token j replaced by row `val` of E, weights a */
static double
patched(const double *theta, const double *c, const double *a,
    const double *E, const size_t *ids, size_t j, size_t val, size_t d)
{
	const double *v = AK_POOL_V(theta, d);
	double z = AK_POOL_B(theta, d);

	for (size_t k = 0; k < d; k++)
		z += v[k] * (c[k] + a[j] * (E[val * d + k] -
		    E[ids[j] * d + k]));
	return z;
}

int
ak_spam_intervene(ak_iv_row *rows, size_t *nrows, size_t want,
    const double *theta, const ak_msgset *ms, const size_t *idx, size_t n,
    const double *E, size_t d, uint64_t seed, ak_err *e)
{
	size_t mx = max_len(ms, idx, n), have = 0;
	double *a = ak_alloc_n(mx, sizeof(double), e);
	double *a2 = ak_alloc_n(mx, sizeof(double), e);
	double *ca = ak_alloc_n(mx, sizeof(double), e);
	double *c = ak_alloc_n(d, sizeof(double), e);
	double *c2 = ak_alloc_n(d, sizeof(double), e);
	unsigned char *mask = ak_alloc_n(mx, 1, e);
	ak_rng rng;
	int ret = -1;

	if (a == NULL || a2 == NULL || ca == NULL || c == NULL || c2 == NULL ||
	    mask == NULL)
		goto out;
	ak_rng_seed(&rng, seed);
	for (size_t i = 0; i < n && have < want; i++) {
		size_t msg = idx[i], m = ms->off[msg + 1] - ms->off[msg];
		const size_t *ids = ms->ids + ms->off[msg];
		ak_iv_row *row = &rows[have];
		size_t jmax = 0, jmean = SIZE_MAX, ctrl = SIZE_MAX, cval = 0;
		double best = INFINITY;

		if (m < 2)
			continue;
		/* the control: next message of the other class, cyclically */
		for (size_t k = 1; k < n; k++) {
			size_t cand = idx[(i + k) % n];
			if (ms->y[cand] != ms->y[msg]) {
				ctrl = cand;
				break;
			}
		}
		if (ctrl == SIZE_MAX) {
			ak_errf(e, "activation patching needs messages of "
			    "both classes in the evaluated set");
			goto out;
		}
		{
			size_t cm = ms->off[ctrl + 1] - ms->off[ctrl], cj = 0;
			const size_t *cids = ms->ids + ms->off[ctrl];
			ak_pool_forward(ca, c2, theta, E, cids, NULL, cm, d);
			for (size_t j = 1; j < cm; j++)
				if (ca[j] > ca[cj])
					cj = j;
			cval = cids[cj];
		}
		row->msg = msg;
		row->ctrl = ctrl;
		row->z = ak_pool_forward(a, c, theta, E, ids, NULL, m, d);
		for (size_t j = 1; j < m; j++)
			if (a[j] > a[jmax])
				jmax = j;
		for (size_t j = 0; j < m; j++) {
			double dist = fabs(a[j] - 1.0 / (double)m);
			if (j != jmax && dist < best) {
				best = dist;
				jmean = j;
			}
		}
		row->pos[AK_IV_MAX] = jmax;
		row->pos[AK_IV_MEAN] = jmean;
		row->pos[AK_IV_RANDOM] = (size_t)ak_rng_below(&rng, m);
		row->pos[AK_IV_PATCH_MAX] = jmax;
		row->pos[AK_IV_PATCH_RANDOM] = (size_t)ak_rng_below(&rng, m);
		for (int t = AK_IV_MAX; t <= AK_IV_RANDOM; t++) {
			memset(mask, 1, m);
			mask[row->pos[t]] = 0;
			row->dz[t] = ak_pool_forward(a2, c2, theta, E, ids, mask,
			    m, d) - row->z;
		}
		for (int t = AK_IV_PATCH_MAX; t <= AK_IV_PATCH_RANDOM; t++)
			row->dz[t] = patched(theta, c, a, E, ids, row->pos[t],
			    cval, d) - row->z;
		for (int t = 0; t < AK_IV_N; t++)
			row->w[t] = a[row->pos[t]];
		have++;
	}
	*nrows = have;
	ret = 0;
out:
	free(a);
	free(a2);
	free(ca);
	free(c);
	free(c2);
	free(mask);
	return ret;
}

size_t
ak_spam_bucket(size_t len, const size_t *edge, size_t nedge)
{
	size_t b = 0;

	while (b < nedge && len > edge[b])
		b++;
	return b;
}

/*
 * the metrics of each report row: the logits z[0..n) of the messages
 * idx (NULL: the constant model, every logit -inf) gathered by row
 */
static int
eval_metrics(ak_spam_row *rows, const double *z, const ak_msgset *ms,
    const size_t *idx, size_t n, const size_t *edge, size_t nedge,
    int length_all, ak_err *e)
{
	double *zs = ak_alloc_n(n + 1, sizeof(double), e);
	int *ys = ak_alloc_n(n + 1, sizeof(int), e);
	int rc = 0;

	if (zs == NULL || ys == NULL) {
		free(zs);
		free(ys);
		return -1;
	}
	for (size_t r = 0; r < nedge + 2 && rc == 0; r++) {
		size_t k = 0;
		for (size_t i = 0; i < n; i++) {
			size_t msg = idx[i];
			size_t len = length_all ? ms->ntok[msg] :
			    ms->off[msg + 1] - ms->off[msg];
			if (r > 0 && r != 1 + ak_spam_bucket(len, edge, nedge))
				continue;
			zs[k] = z != NULL ? z[i] : -INFINITY;
			ys[k++] = ms->y[msg] != 0;
		}
		rc = ak_binmetrics_eval(&rows[r].met, zs, ys, k, 0, e);
	}
	free(zs);
	free(ys);
	return rc;
}

int
ak_spam_eval_z(ak_spam_row *rows, const double *z, const ak_msgset *ms,
    const size_t *idx, size_t n, const size_t *edge, size_t nedge,
    int length_all, ak_err *e)
{
	memset(rows, 0, (nedge + 2) * sizeof(*rows));
	for (size_t i = 0; i < n; i++) {
		size_t msg = idx[i];
		size_t len = length_all ? ms->ntok[msg] :
		    ms->off[msg + 1] - ms->off[msg];
		int y = ms->y[msg];
		double zi = z != NULL ? z[i] : -INFINITY;
		int wrong = (zi > 0) != (y != 0);
		double l = z != NULL ? ak_pool_loss(zi, y) :
		    (y ? INFINITY : 0);
		size_t r[2] = { 0, 1 + ak_spam_bucket(len, edge, nedge) };
		for (int k = 0; k < 2; k++) {
			rows[r[k]].n++;
			rows[r[k]].spam += y != 0;
			rows[r[k]].errors += wrong;
			rows[r[k]].loss += l;
		}
	}
	return eval_metrics(rows, z, ms, idx, n, edge, nedge, length_all, e);
}

int
ak_spam_eval(ak_spam_row *rows, const double *theta, const ak_msgset *ms,
    const size_t *idx, size_t n, const double *E, size_t d,
    const size_t *edge, size_t nedge, int length_all, ak_err *e)
{
	double *z = NULL;
	int rc;

	if (theta != NULL) {
		if ((z = ak_alloc_n(n + 1, sizeof(double), e)) == NULL)
			return -1;
		if (ak_spam_logits(z, theta, ms, idx, n, E, d, e) != 0) {
			free(z);
			return -1;
		}
	}
	rc = ak_spam_eval_z(rows, z, ms, idx, n, edge, nedge, length_all, e);
	free(z);
	return rc;
}
