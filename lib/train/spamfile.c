/*
 * spamfile.c — the pooling head's model file: the embeddings' check and
 * fingerprint, the header shared with the block's file, the parameters
 * (spam.h: ak_model_write, ak_model_read and their parts).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io.h"
#include "mem.h"
#include "pool.h"
#include "spam.h"

int
ak_emb_check(const ak_table *emb, const char *path, ak_err *e)
{
	for (size_t i = 0; i < emb->rows; i++)
		for (size_t k = 0; k < emb->cols; k++)
			if (fabs(emb->x[i * emb->cols + k]) > AK_EMB_MAX)
				return ak_errf(e, "%s: word '%.40s': value %g "
				    "(column %zu) is too large (limit %g)",
				    ak_table_where(emb, path, i),
				    emb->labels[i], emb->x[i * emb->cols + k],
				    k + 2, AK_EMB_MAX);
	return 0;
}

uint64_t
ak_emb_hash(const ak_table *emb)
{
	uint64_t h = 1469598103934665603ULL;
	const unsigned char *p;

#define FNV(ptr, len) do { p = (const unsigned char *)(ptr);		\
	for (size_t k_ = 0; k_ < (len); k_++) {				\
		h ^= p[k_];						\
		h *= 1099511628211ULL;					\
	} } while (0)
	for (size_t i = 0; i < emb->rows; i++) {
		FNV(emb->labels[i], strlen(emb->labels[i]) + 1);
		FNV(emb->x + i * emb->cols, emb->cols * sizeof(double));
	}
#undef FNV
	return h;
}

void
ak_model_write_head(FILE *fp, const ak_spam_setup *su, const ak_table *emb)
{
	uint64_t h = ak_emb_hash(emb);

	fprintf(fp, "param\tvalue\n");
	fprintf(fp, "dim\t%zu\nwords\t%zu\n", emb->cols, emb->rows);
	fprintf(fp, "emb_hash_hi\t%lu\nemb_hash_lo\t%lu\n",
	    (unsigned long)(h >> 32), (unsigned long)(h & 0xffffffffUL));
	fprintf(fp, "seed\t%llu\ntest_frac\t%.17g\nepochs\t%ld\n"
	    "batch\t%ld\nlr\t%.17g\nl2\t%.17g\n", su->seed, su->test_frac,
	    su->epochs, su->batch, su->lr, su->l2);
	if (su->has_corpus)
		fprintf(fp, "corpus_hash_hi\t%lu\ncorpus_hash_lo\t%lu\n",
		    (unsigned long)(su->corpus >> 32),
		    (unsigned long)(su->corpus & 0xffffffffUL));
}

int
ak_model_write(FILE *fp, const double *theta, const ak_spam_setup *su,
    const ak_table *emb)
{
	size_t d = emb->cols;

	ak_model_write_head(fp, su, emb);
	fprintf(fp, "b\t%.17g\n", AK_POOL_B(theta, d));
	for (size_t k = 0; k < d; k++)
		fprintf(fp, "u%zu\t%.17g\n", k + 1, theta[k] + 0.0);
	for (size_t k = 0; k < d; k++)
		fprintf(fp, "v%zu\t%.17g\n", k + 1, theta[d + k] + 0.0);
	return ferror(fp) ? -1 : 0;
}

int
ak_model_param(const ak_table *t, const char *name, double *out,
    const char *path, ak_err *e)
{
	long r = ak_table_find(t, name);

	if (r < 0)
		return ak_errf(e, "%s: not a spam model: parameter '%s' is "
		    "missing", path, name);
	*out = t->x[r];
	/* the same bound as the embeddings, so that logits stay finite */
	if (fabs(*out) > AK_EMB_MAX)
		return ak_errf(e, "%s: parameter '%s': value %g is too large "
		    "(limit %g)", ak_table_where(t, path, (size_t)r), name,
		    *out, AK_EMB_MAX);
	return 0;
}

int
ak_model_setting(const ak_table *t, const char *name, double lo, double hi,
    int whole, double *out, const char *path, ak_err *e)
{
	if (ak_model_param(t, name, out, path, e) != 0)
		return -1;
	if (*out < lo || *out > hi || (whole && *out != floor(*out)))
		return ak_errf(e, "%s: parameter '%s': %g is not a valid "
		    "training setting", ak_table_where(t, path,
		    (size_t)ak_table_find(t, name)), name, *out);
	return 0;
}

int
ak_model_head(const ak_table *t, ak_spam_setup *su, const char *path,
    const ak_table *emb, const char *embpath, ak_err *e)
{
	double seed, tf, ep, ba, lr, l2;
	double dim = 0, words = 0, hi = 0, lo = 0;
	size_t d = emb->cols;
	uint64_t h = ak_emb_hash(emb);

	if (t->cols != 1)
		return ak_errf(e, "%s: not a spam model: %zu columns, want "
		    "'param value'", path, t->cols + 1);
	if (ak_model_param(t, "dim", &dim, path, e) || ak_model_param(t,
	    "words", &words, path, e) || ak_model_param(t, "emb_hash_hi", &hi,
	    path, e) || ak_model_param(t, "emb_hash_lo", &lo, path, e))
		return -1;
	if (dim != (double)d || words != (double)emb->rows ||
	    hi != (double)(h >> 32) || lo != (double)(h & 0xffffffffUL))
		return ak_errf(e, "%s: the model was trained on other "
		    "embeddings (%.0f words × %.0f) than %s (%zu words × %zu%s)",
		    path, words, dim, embpath, emb->rows, d,
		    dim == (double)d && words == (double)emb->rows ?
		    ", different values" : "");
	if (ak_model_setting(t, "seed", 0, 9007199254740992.0, 1, &seed, path,
	    e) || ak_model_setting(t, "test_frac", 0.0001, 0.9999, 0, &tf,
	    path, e) || ak_model_setting(t, "epochs", 0, 100000, 1, &ep, path,
	    e) || ak_model_setting(t, "batch", 1, 1e9, 1, &ba, path, e) ||
	    ak_model_setting(t, "lr", 1e-9, 10, 0, &lr, path, e) ||
	    ak_model_setting(t, "l2", 0, 100, 0, &l2, path, e))
		return -1;
	su->seed = (unsigned long long)seed;
	su->test_frac = tf;
	su->epochs = (long)ep;
	su->batch = (long)ba;
	su->lr = lr;
	su->l2 = l2;
	/* the corpus's fingerprint: both halves, or neither (older models) */
	long ch = ak_table_find(t, "corpus_hash_hi"),
	    cl = ak_table_find(t, "corpus_hash_lo");
	if ((ch >= 0) != (cl >= 0))
		return ak_errf(e, "%s: not a model: corpus_hash_hi and "
		    "corpus_hash_lo go together", path);
	su->has_corpus = ch >= 0;
	su->corpus = 0;
	if (su->has_corpus && (ak_model_setting(t, "corpus_hash_hi", 0,
	    4294967295.0, 1, &hi, path, e) || ak_model_setting(t,
	    "corpus_hash_lo", 0, 4294967295.0, 1, &lo, path, e)))
		return -1;
	if (su->has_corpus)
		su->corpus = (uint64_t)hi << 32 | (uint64_t)lo;
	return 0;
}

/* the first row of t (a spam model of dimension d whose every parameter
   is there) that is not one of them, or repeats one: its error */
static int
extra_row(const ak_table *t, const char *path, size_t d, size_t want,
    ak_err *e)
{
	static const char *const head[] = { "dim", "words", "emb_hash_hi",
	    "emb_hash_lo", "seed", "test_frac", "epochs", "batch", "lr", "l2",
	    "corpus_hash_hi", "corpus_hash_lo", "b" };

	for (size_t r = 0; r < t->rows; r++) {
		const char *l = t->labels[r];
		int known = 0;
		for (size_t k = 0; k < sizeof head / sizeof *head; k++)
			known |= strcmp(l, head[k]) == 0;
		char *end;
		if ((l[0] == 'u' || l[0] == 'v') && l[1] >= '1' && l[1] <= '9') {
			unsigned long k = strtoul(l + 1, &end, 10);
			known |= *end == '\0' && k >= 1 && k <= d;
		}
		long first = ak_table_find(t, l);
		if (!known)
			return ak_errf(e, "%s: not a spam model: unknown "
			    "parameter '%s' (a model of dimension %zu has dim, "
			    "words, emb_hash_hi/lo, seed, test_frac, epochs, "
			    "batch, lr, l2, corpus_hash_hi/lo, b, u1..u%zu, "
			    "v1..v%zu)", ak_table_where(t, path, r), l, d, d, d);
		if (first >= 0 && (size_t)first != r)
			return ak_errf(e, "%s: not a spam model: parameter "
			    "'%s' again (first at line %ld)", ak_table_where(t,
			    path, r), l, t->line[first]);
	}
	return ak_errf(e, "%s: not a spam model: %zu parameters, want %zu",
	    path, t->rows, want);
}

int
ak_model_from_table(double **theta, ak_spam_setup *su, const ak_table *t,
    const char *path, const ak_table *emb, const char *embpath, ak_err *e)
{
	size_t d = emb->cols;
	char name[32];

	*theta = NULL;
	if (ak_model_head(t, su, path, emb, embpath, e) != 0)
		return -1;
	size_t want = 2 * d + 11 + 2 * (size_t)su->has_corpus;
	if ((*theta = ak_alloc_n(AK_POOL_NPARAM(d), sizeof(double), e)) ==
	    NULL)
		return -1;
	if (ak_model_param(t, "b", &AK_POOL_B(*theta, d), path, e))
		goto fail;
	for (size_t k = 0; k < d; k++) {
		snprintf(name, sizeof(name), "u%zu", k + 1);
		if (ak_model_param(t, name, &(*theta)[k], path, e))
			goto fail;
		snprintf(name, sizeof(name), "v%zu", k + 1);
		if (ak_model_param(t, name, &(*theta)[d + k], path, e))
			goto fail;
	}
	/* every parameter is there: a row more is unknown or repeated */
	if (t->rows != want) {
		extra_row(t, path, d, want, e);
		goto fail;
	}
	return 0;
fail:
	free(*theta);
	*theta = NULL;
	return -1;
}

int
ak_model_read(double **theta, ak_spam_setup *su, const char *path,
    const ak_table *emb, const char *embpath, ak_err *e)
{
	ak_table t;
	int rc;

	*theta = NULL;
	if (ak_table_read_kind(&t, path, 1, AK_TABLE_SPAM_MODEL, e) != 0)
		return -1;
	rc = ak_model_from_table(theta, su, &t, path, emb, embpath, e);
	ak_table_free(&t);
	return rc;
}
