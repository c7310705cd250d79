/*
 * spamfile.c — the pooling head's model file: the embeddings' check and
 * fingerprint, the header shared with the block's file, the parameters
 * (spam.h: ak_model_write, ak_model_read and their parts).
 */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emb.h"
#include "io.h"
#include "mem.h"
#include "modelhash.h"
#include "pool.h"
#include "spam.h"
#include "utok.h"

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

/* splitmix64's finaliser: a row's FNV-1a spread over the 64 bits before
   the rows are summed (a sum of raw FNV values keeps their low bits'
   weak mixing) */
static uint64_t
mix64(uint64_t x)
{
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
	return x ^ (x >> 31);
}

/* x rounded to float32 (as a binary copy stores it), as a double; a
   value beyond float32's range as it is (the conversion is undefined) */
static double
f32(double x)
{
	return fabs(x) <= FLT_MAX ? (double)(float)x : x;
}

/* ak_emb_set_hash of emb, its values rounded to float32 when round */
static uint64_t
set_hash(const ak_table *emb, int round)
{
	uint64_t sum = (uint64_t)emb->rows * 0x9e3779b97f4a7c15ULL;

	for (size_t i = 0; i < emb->rows; i++) {
		uint64_t h = 1469598103934665603ULL;
		const unsigned char *p = (const unsigned char *)emb->labels[i];
		size_t n = strlen(emb->labels[i]) + 1;
		for (size_t k = 0; k < n; k++)
			h = (h ^ p[k]) * 1099511628211ULL;
		for (size_t j = 0; j < emb->cols; j++) {
			double x = emb->x[i * emb->cols + j];
			if (round)
				x = f32(x);
			p = (const unsigned char *)&x;
			for (size_t k = 0; k < sizeof(double); k++)
				h = (h ^ p[k]) * 1099511628211ULL;
		}
		sum += mix64(h);
	}
	return sum;
}

uint64_t
ak_emb_set_hash(const ak_table *emb)
{
	return set_hash(emb, 0);
}

uint64_t
ak_emb_set_hash32(const ak_table *emb)
{
	return set_hash(emb, 1);
}

/* 1 when every value of emb is a float32's (a binary copy's) */
static int
all_f32(const ak_table *emb)
{
	for (size_t i = 0; i < emb->rows * emb->cols; i++)
		if (f32(emb->x[i]) != emb->x[i])
			return 0;
	return 1;
}

/* the first row x whose case folding (Unicode's, the widest of the
   tokenizers') is an earlier row's: the rows' order decides which of the
   two a token found by its folding takes; -1 when none (or no memory to
   tell: the caller then refuses as for a collision) */
static long
fold_collision(const ak_table *emb, size_t *first, ak_err *e)
{
	ak_emb_fold f;
	long x = -1;

	if (!ak_emb_cased(emb, AK_TOK_UNICODE))
		return -1;
	if (ak_emb_fold_init(&f, emb, AK_TOK_UNICODE, e) != 0)
		return -2;
	for (size_t r = 0; r < emb->rows && x < 0; r++)
		if (ak_emb_fold_class(&f, r) != r) {
			x = (long)r;
			*first = ak_emb_fold_class(&f, r);
		}
	ak_emb_fold_free(&f);
	return x;
}

void
ak_model_write_head(FILE *fp, const ak_spam_setup *su, const ak_table *emb,
    uint64_t *fh)
{
	uint64_t h = ak_emb_hash(emb);

	*fh = ak_mhash_start();
	fprintf(fp, "param\tvalue\n");
	ak_mhash_print(fp, fh, "dim\t%zu\nwords\t%zu\n", emb->cols,
	    emb->rows);
	ak_mhash_print(fp, fh, "emb_hash_hi\t%lu\nemb_hash_lo\t%lu\n",
	    (unsigned long)(h >> 32), (unsigned long)(h & 0xffffffffUL));
	h = ak_emb_set_hash(emb);
	ak_mhash_print(fp, fh, "emb_set_hash_hi\t%lu\nemb_set_hash_lo\t%lu\n",
	    (unsigned long)(h >> 32), (unsigned long)(h & 0xffffffffUL));
	h = ak_emb_set_hash32(emb);
	ak_mhash_print(fp, fh, "emb_f32_hash_hi\t%lu\nemb_f32_hash_lo\t%lu\n",
	    (unsigned long)(h >> 32), (unsigned long)(h & 0xffffffffUL));
	ak_mhash_print(fp, fh, "seed\t%llu\n", su->seed);
	if (su->seed > AK_MODEL_SEED_MAX)	/* read back rounded */
		ak_mhash_print(fp, fh, "seed_lo\t%llu\n", su->seed &
		    0xffffffffULL);
	ak_mhash_print(fp, fh, "test_frac\t%.17g\nepochs\t%ld\n"
	    "batch\t%ld\nlr\t%.17g\nl2\t%.17g\n", su->test_frac,
	    su->epochs, su->batch, su->lr, su->l2);
	if (su->has_corpus)
		ak_mhash_print(fp, fh, "%s_hi\t%lu\n%s_lo\t%lu\n",
		    su->corpus_words ? "corpus_words_hash" : "corpus_hash",
		    (unsigned long)(su->corpus >> 32), su->corpus_words ?
		    "corpus_words_hash" : "corpus_hash",
		    (unsigned long)(su->corpus & 0xffffffffUL));
}

void
ak_model_write_end(FILE *fp, uint64_t fh)
{
	uint64_t h = ak_mhash_end(fh);

	fprintf(fp, "file_hash_hi\t%lu\nfile_hash_lo\t%lu\n",
	    (unsigned long)(h >> 32), (unsigned long)(h & 0xffffffffUL));
}

int
ak_model_write(FILE *fp, const double *theta, const ak_spam_setup *su,
    const ak_table *emb)
{
	size_t d = emb->cols;
	uint64_t fh;

	ak_model_write_head(fp, su, emb, &fh);
	ak_mhash_print(fp, &fh, "b\t%.17g\n", AK_POOL_B(theta, d));
	for (size_t k = 0; k < d; k++)
		ak_mhash_print(fp, &fh, "u%zu\t%.17g\n", k + 1,
		    theta[k] + 0.0);
	for (size_t k = 0; k < d; k++)
		ak_mhash_print(fp, &fh, "v%zu\t%.17g\n", k + 1,
		    theta[d + k] + 0.0);
	ak_model_write_end(fp, fh);
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

/* the fingerprint NAME_hi, NAME_lo of t: both halves (each a whole
   number of 32 bits: *h, *has 1) or neither (*has 0); -1 with e for one
   half alone (_hi the file's last row: named as a copy cut short) or a
   value out of range */
static int
read_pair(const ak_table *t, const char *name, int *has, uint64_t *h,
    const char *path, ak_err *e)
{
	char hn[40], ln[40];
	double hi, lo;

	snprintf(hn, sizeof hn, "%s_hi", name);
	snprintf(ln, sizeof ln, "%s_lo", name);
	*has = ak_table_find(t, hn) >= 0;
	*h = 0;
	if (*has && ak_table_find(t, ln) < 0 && (size_t)ak_table_find(t,
	    hn) + 1 == t->rows) {
		*has = 0;
		return ak_errf(e, "%s: not a spam model: parameter '%s' is "
		    "missing (the file's last row: a copy cut short?)", path,
		    ln);
	}
	if (*has != (ak_table_find(t, ln) >= 0))
		return ak_errf(e, "%s: not a model: %s and %s go together",
		    path, hn, ln);
	if (*has && (ak_model_setting(t, hn, 0, 4294967295.0, 1, &hi, path,
	    e) || ak_model_setting(t, ln, 0, 4294967295.0, 1, &lo, path, e)))
		return -1;
	if (*has)
		*h = (uint64_t)hi << 32 | (uint64_t)lo;
	return 0;
}

int
ak_model_file_check(const ak_table *t, const char *path, ak_err *e)
{
	uint64_t want, h = ak_mhash_start();
	int has;

	if (read_pair(t, "file_hash", &has, &want, path, e) != 0)
		return -1;
	if (!has)
		return 0;
	for (size_t r = 0; r < t->rows; r++)
		if (strcmp(t->labels[r], "file_hash_hi") != 0 &&
		    strcmp(t->labels[r], "file_hash_lo") != 0)
			h = ak_mhash_row(h, t->labels[r], &t->x[r], 1);
	if (ak_mhash_end(h) == want)
		return 0;
	return ak_mhash_mismatch(e, ak_table_where(t, path,
	    (size_t)ak_table_find(t, "file_hash_hi")), "file_hash_hi/lo",
	    "seed and test_frac drew the held-out set its report calls test",
	    "--seed, --test-frac ...");
}

/* the error of embeddings other than the model's (same: the same
   numbers of words and columns): values equal to float32 rounding (a
   binary copy of one or the other: emb_f32_hash) named as such, with the
   file to give; a file without emb_f32_hash (saved before) told that emb's
   values are all float32's when they are */
static int
other_emb(const ak_table *t, const ak_spam_setup *su, int same,
    const char *path, const ak_table *emb, const char *embpath, ak_err *e)
{
	double words = 0, dim = 0;
	uint64_t h32;
	int has32;

	/* unless the file was edited (its words, dim or a fingerprint):
	   then the edit is the error, named with its line */
	if (ak_model_file_check(t, path, e) != 0)
		return -1;
	(void)ak_model_param(t, "dim", &dim, path, e);
	(void)ak_model_param(t, "words", &words, path, e);
	if (same && read_pair(t, "emb_f32_hash", &has32, &h32, path, e) == 0 &&
	    has32 && h32 == ak_emb_set_hash32(emb)) {
		/* a float32 copy only when one side's values are all
		   float32's (the model's: its two fingerprints agree);
		   else a rounding to fewer digits than 17 */
		uint64_t sh;
		int has_set, f32s = all_f32(emb) || (read_pair(t,
		    "emb_set_hash", &has_set, &sh, path, e) == 0 && has_set &&
		    sh == h32);
		return ak_errf(e, "%s: the model was trained on embeddings "
		    "equal to %s's only to float32 rounding (the same %.0f "
		    "words × %.0f): %s: give the file the model was trained "
		    "with, or train on this one", path, embpath, words, dim,
		    f32s ? "one is a float32 copy of the other (word2vec's "
		    "binary format: ppmi-svd --emb-format word2vec-bin, "
		    "gensim's save_word2vec_format)" : "one is a copy of the "
		    "other rounded to fewer digits, neither's values all "
		    "float32's (R's write.table, Excel and LibreOffice write "
		    "15 significant digits; numpy's repr and savetxt's %.18e "
		    "keep them all)");
	}
	return ak_errf(e, "%s: the model was trained on other embeddings "
	    "(%.0f words × %.0f) than %s (%zu words × %zu%s)%s", path, words,
	    dim, embpath, emb->rows, emb->cols, !same ? "" : su->has_set ?
	    ", other words or values" : ", other words or values, or the "
	    "same rows in another order: a model file saved before attnkit "
	    "recorded emb_set_hash_hi/lo needs the rows in the order it was "
	    "trained on", same && !su->has_f32 && all_f32(emb) ? ": its "
	    "values are all float32's (a binary copy?): a float32 copy of "
	    "the embeddings the model was trained with is not them: give "
	    "the file it was trained with" : "");
}

/* the embeddings' check of ak_model_head: dimension, words, and the
   fingerprints: by row (emb_hash, every file), and of the rows in any
   order (emb_set_hash, files saved since it exists); the same rows in
   another order set su->emb_reordered, refused where the order decides
   a token's row (two rows of one case folding) */
static int
emb_match(const ak_table *t, ak_spam_setup *su, const char *path,
    const ak_table *emb, const char *embpath, ak_err *e)
{
	double dim = 0, words = 0, hi = 0, lo = 0;
	uint64_t h = ak_emb_hash(emb), sh, h32;
	size_t first = 0;

	if (ak_model_param(t, "dim", &dim, path, e) || ak_model_param(t,
	    "words", &words, path, e) || ak_model_param(t, "emb_hash_hi", &hi,
	    path, e) || ak_model_param(t, "emb_hash_lo", &lo, path, e) ||
	    read_pair(t, "emb_set_hash", &su->has_set, &sh, path, e) ||
	    read_pair(t, "emb_f32_hash", &su->has_f32, &h32, path, e))
		return -1;
	su->emb_reordered = 0;
	int same = dim == (double)emb->cols && words == (double)emb->rows;
	if (same && hi == (double)(h >> 32) && lo == (double)(h &
	    0xffffffffUL))
		return 0;
	if (!same || !su->has_set || sh != ak_emb_set_hash(emb))
		return other_emb(t, su, same, path, emb, embpath, e);
	su->emb_reordered = 1;
	long x = fold_collision(emb, &first, e);
	if (x == -2)
		return -1;
	if (x >= 0)
		return ak_errf(e, "%s: the model was trained on the same "
		    "embeddings in another order than %s, where '%.40s' and "
		    "'%.40s' have one case folding: a token found by it takes "
		    "the first of them in file order: give the rows in the "
		    "order it was trained on", path, embpath,
		    emb->labels[first], emb->labels[x]);
	return 0;
}

/* the seed: 'seed' alone up to AK_MODEL_SEED_MAX, above it joined to
   'seed_lo' (the seed written rounded, its low 32 bits exact): the one
   whole number within 2^31 of the rounded seed with those low bits,
   which must round to it */
static int
read_seed(const ak_table *t, ak_spam_setup *su, const char *path, ak_err *e)
{
	double s, lo;
	long r = ak_table_find(t, "seed");

	su->has_seed_lo = ak_table_find(t, "seed_lo") >= 0;
	if (ak_model_setting(t, "seed", 0, 18446744073709549568.0, 1, &s,
	    path, e) != 0 || (su->has_seed_lo && ak_model_setting(t,
	    "seed_lo", 0, 4294967295.0, 1, &lo, path, e) != 0))
		return -1;
	if (!su->has_seed_lo && s > (double)AK_MODEL_SEED_MAX)
		return ak_errf(e, "%s: parameter 'seed': %.0f is 2^53 or more, "
		    "which the row alone does not keep exactly (2^53 and 2^53 "
		    "+ 1 read alike) and the file has no seed_lo (its low 32 "
		    "bits, which attn-train writes beside such a seed; older "
		    "attn-trains did not): the split the model was trained on "
		    "is not known: train it again", ak_table_where(t, path,
		    (size_t)r), s);
	su->seed = (unsigned long long)s;
	if (!su->has_seed_lo)
		return 0;
	uint64_t base = su->seed, c = (base & ~0xffffffffULL) | (uint64_t)lo;
	if (c > base && c - base > 0x80000000ULL && c >= 0x100000000ULL)
		c -= 0x100000000ULL;
	else if (c < base && base - c > 0x80000000ULL &&
	    c <= UINT64_MAX - 0x100000000ULL)
		c += 0x100000000ULL;
	if ((double)c != s)
		return ak_errf(e, "%s: parameter 'seed_lo': %.0f is not the "
		    "low 32 bits of a seed that 'seed' (%.0f) rounds",
		    ak_table_where(t, path, (size_t)ak_table_find(t,
		    "seed_lo")), lo, s);
	su->seed = c;
	return 0;
}

int
ak_model_head(const ak_table *t, ak_spam_setup *su, const char *path,
    const ak_table *emb, const char *embpath, ak_err *e)
{
	double tf, ep, ba, lr, l2;
	int by_row, by_words;
	uint64_t hr, hw, fh;

	if (t->cols != 1)
		return ak_errf(e, "%s: not a spam model: %zu columns, want "
		    "'param value'", path, t->cols + 1);
	/* embeddings other than the model's: unless the file was edited
	   (its words, dim or a fingerprint), then the edit is the error */
	if (emb_match(t, su, path, emb, embpath, e) != 0)
		return -1;
	if (read_pair(t, "file_hash", &su->has_file, &fh, path, e) != 0)
		return -1;
	if (read_seed(t, su, path, e) != 0)
		return -1;
	if (ak_model_setting(t, "test_frac", 0.0001, 0.9999, 0, &tf,
	    path, e) || ak_model_setting(t, "epochs", 0, 100000, 1, &ep, path,
	    e) || ak_model_setting(t, "batch", 1, 1e9, 1, &ba, path, e) ||
	    ak_model_setting(t, "lr", 1e-9, 10, 0, &lr, path, e) ||
	    ak_model_setting(t, "l2", 0, 100, 0, &l2, path, e))
		return -1;
	su->test_frac = tf;
	su->epochs = (long)ep;
	su->batch = (long)ba;
	su->lr = lr;
	su->l2 = l2;
	/* the corpus's fingerprint: by row (older files), by words, or none
	   (older still); by row names rows of the embeddings' order, which
	   is then the model's (emb_match) */
	if (read_pair(t, "corpus_hash", &by_row, &hr, path, e) ||
	    read_pair(t, "corpus_words_hash", &by_words, &hw, path, e))
		return -1;
	if (by_row && by_words)
		return ak_errf(e, "%s: not a model: corpus_hash_hi/lo and "
		    "corpus_words_hash_hi/lo: one or the other", path);
	su->has_corpus = by_row || by_words;
	su->corpus_words = by_words;
	su->corpus = by_words ? hw : hr;
	return 0;
}

/* the first row of t (a spam model of dimension d whose every parameter
   is there) that is not one of them, or repeats one: its error */
static int
extra_row(const ak_table *t, const char *path, size_t d, size_t want,
    ak_err *e)
{
	static const char *const head[] = { "dim", "words", "emb_hash_hi",
	    "emb_hash_lo", "emb_set_hash_hi", "emb_set_hash_lo",
	    "emb_f32_hash_hi", "emb_f32_hash_lo", "seed", "seed_lo",
	    "test_frac", "epochs", "batch", "lr", "l2", "corpus_hash_hi",
	    "corpus_hash_lo", "corpus_words_hash_hi", "corpus_words_hash_lo",
	    "b", "file_hash_hi", "file_hash_lo" };

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
			    "words, emb_hash_hi/lo, emb_set_hash_hi/lo, "
			    "emb_f32_hash_hi/lo, seed (seed_lo), test_frac, "
			    "epochs, "
			    "batch, lr, l2, corpus_words_hash_hi/lo, b, "
			    "u1..u%zu, v1..v%zu, file_hash_hi/lo)",
			    ak_table_where(t, path, r), l, d, d, d);
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
	size_t want = 2 * d + 11 + 2 * (size_t)su->has_corpus +
	    2 * (size_t)su->has_set + 2 * (size_t)su->has_f32 +
	    2 * (size_t)su->has_file + (size_t)su->has_seed_lo;
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
	if (ak_model_file_check(t, path, e) != 0)
		goto fail;
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
