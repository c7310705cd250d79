/*
 * fasttext.c — fastText's .bin model read (fasttext.h).  The layout is
 * fastText's FastText::loadModel, Args::load, Dictionary::load and
 * DenseMatrix::load (src/fasttext.cc, args.cc, dictionary.cc,
 * densematrix.cc); the vectors are getWordVector's.
 */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fasttext.h"
#include "numfmt.h"
#include "io.h"
#include "mem.h"

/* the model's numbers that the vectors need */
typedef struct ftin {
	ak_reader *r;
	const char *name;
	int32_t dim, bucket, minn, maxn, size, nwords;
	int64_t prune;
	char *words;		/* the nwords words, NUL-terminated, in turn */
	size_t *at;		/* word i at words + at[i] */
	size_t wlen, wcap, acap;
	long long off;		/* the bytes read: where the next begins */
	char where[1100];
} ftin;

/* "NAME: byte OFF" (a damaged model's errors say where; into f->where) */
static const char *
at(ftin *f, long long off)
{
	snprintf(f->where, sizeof f->where, "%s: byte %lld", f->name, off);
	return f->where;
}

/* n bytes of the file; what names the part for a file cut short */
static int
get(ftin *f, void *p, size_t n, const char *what, ak_err *e)
{
	size_t k;

	errno = 0;
	k = fread(p, 1, n, f->r->fp);
	f->off += (long long)k;
	if (k == n)
		return 0;
	if (ferror(f->r->fp))
		return ak_errf(e, "%s: %s", at(f, f->off),
		    ak_reader_strerror(f->r));
	return ak_errf(e, "%s: a fastText model cut short: the file ends in "
	    "%s", at(f, f->off), what);
}

static uint32_t
le32(const unsigned char *b)
{
	return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
	    (uint32_t)b[3] << 24;
}

static int
i32(ftin *f, int32_t *v, const char *what, ak_err *e)
{
	unsigned char b[4];

	if (get(f, b, 4, what, e) != 0)
		return -1;
	*v = (int32_t)le32(b);
	return 0;
}

static int
i64(ftin *f, int64_t *v, const char *what, ak_err *e)
{
	unsigned char b[8];

	if (get(f, b, 8, what, e) != 0)
		return -1;
	*v = (int64_t)((uint64_t)le32(b) | (uint64_t)le32(b + 4) << 32);
	return 0;
}

/* the header and the arguments (Args::load): dim, bucket, minn, maxn */
static int
args(ftin *f, ak_err *e)
{
	int32_t a[14];
	unsigned char t[8];

	for (int i = 0; i < 14; i++)
		if (i32(f, &a[i], "its header", e) != 0)
			return -1;
	if (get(f, t, 8, "its header", e) != 0)
		return -1;
	/* (the header's fields: a[i] at byte 4 i) */
	if (a[0] != AK_FT_MAGIC)
		return ak_errf(e, "%s: not a fastText model (no magic number)",
		    at(f, 0));
	if (a[1] < 0 || a[1] > AK_FT_VERSION)
		return ak_errf(e, "%s: fastText model version %d: versions up "
		    "to %d are read (a damaged header?)", at(f, 4), (int)a[1],
		    AK_FT_VERSION);
	f->dim = a[2];
	f->bucket = a[10];
	f->minn = a[11];
	f->maxn = a[12];
	if (f->dim <= 0 || (size_t)f->dim > AK_FT_MAX_DIM)
		return ak_errf(e, "%s: fastText model of dim %d: 1 to %zu are "
		    "read (a damaged header?)", at(f, 8), (int)f->dim,
		    AK_FT_MAX_DIM);
	if (f->bucket < 0 || f->minn < 0 || f->maxn < 0)
		return ak_errf(e, "%s: fastText model with bucket %d, minn %d, "
		    "maxn %d: none may be negative (a damaged header?)",
		    at(f, f->bucket < 0 ? 40 : f->minn < 0 ? 44 : 48),
		    (int)f->bucket, (int)f->minn, (int)f->maxn);
	return 0;
}

/* the word w (n bytes) for a message: its first 40 bytes, a byte below
 * 0x20, 0x7f or not ASCII shown as <0xNN> (a static buffer) */
static const char *
shown(const char *w, size_t n)
{
	static _Thread_local char buf[300];
	size_t k = 0;

	for (size_t i = 0; i < n && i < 40 && k + 8 < sizeof buf; i++) {
		unsigned char c = (unsigned char)w[i];
		k += (size_t)snprintf(buf + k, sizeof buf - k, c < 0x20 ||
		    c >= 0x7f ? "<0x%02X>" : "%c", (unsigned)c);
	}
	if (n > 40 && k + 4 < sizeof buf)
		snprintf(buf + k, sizeof buf - k, "...");
	return buf;
}

/* a word (NUL-terminated) appended to f->words when keep */
static int
word(ftin *f, int32_t i, int keep, ak_err *e)
{
	size_t start = f->wlen;
	long long w0 = f->off;
	int c;

	for (;;) {
		errno = 0;
		if ((c = getc(f->r->fp)) == EOF)
			return ferror(f->r->fp) ? ak_errf(e, "%s: %s", at(f,
			    f->off), ak_reader_strerror(f->r)) : ak_errf(e,
			    "%s: a fastText model cut short: the file ends in "
			    "word %d of its dictionary", at(f, f->off),
			    (int)i + 1);
		f->off++;
		if (!keep && c != 0)
			continue;
		/* a word is NUL-terminated, of any length (fastText and
		   gensim read it): bounded as a line is, by -M */
		if (f->wlen - start >= f->r->max) {
			char lim[AK_FMT_SIZE_MAX];
			return ak_errf(e, "%s: word %d of the fastText model is "
			    "longer than %s, the longest line this run reads (a "
			    "sixteenth of the memory it may use: give more with "
			    "-M; or a damaged dictionary, a word's NUL missing?)",
			    at(f, w0), (int)i + 1, ak_fmt_size(lim,
			    f->r->max));
		}
		if (f->wlen == f->wcap) {
			size_t cap = f->wcap ? 2 * f->wcap : 4096;
			char *p = realloc(f->words, cap);
			if (p == NULL)
				return ak_errf(e, "%s: out of memory for the "
				    "words", at(f, w0));
			f->words = p;
			f->wcap = cap;
		}
		f->words[f->wlen++] = (char)c;
		if (c == 0)
			break;
	}
	if (!keep)
		return 0;
	const char *w = f->words + start;
	size_t n = f->wlen - start - 1, bad;
	/* a space is held (gensim's FastText takes any token: 'new york');
	   the TSV holds it, word2vec and GloVe writers refuse it */
	if (n == 0)
		return ak_errf(e, "%s: word %d of the fastText model is empty",
		    at(f, w0), (int)i + 1);
	if (!ak_utf8_valid(w, n, &bad))
		return ak_errf(e, "%s: word %d of the fastText model, '%s', is "
		    "not UTF-8 (its byte %zu): the tools read UTF-8 words",
		    at(f, w0), (int)i + 1, shown(w, n), bad + 1);
	if (ak_has_control(w, n))
		return ak_errf(e, "%s: word %d of the fastText model, '%s', "
		    "holds a control byte, which no format's word holds: "
		    "replace it in the model's words before saving", at(f, w0),
		    (int)i + 1, shown(w, n));
	f->at[i] = start;
	return 0;
}

/* the dictionary (Dictionary::load): the words kept, the rest passed */
static int
dictionary(ftin *f, ak_err *e)
{
	int32_t nlabels;
	int64_t ntokens, count;
	unsigned char type;
	long long d0 = f->off;

	if (i32(f, &f->size, "its dictionary", e) != 0 ||
	    i32(f, &f->nwords, "its dictionary", e) != 0 ||
	    i32(f, &nlabels, "its dictionary", e) != 0 ||
	    i64(f, &ntokens, "its dictionary", e) != 0 ||
	    i64(f, &f->prune, "its dictionary", e) != 0)
		return -1;
	if (f->size < 0 || f->nwords <= 0 || f->nwords > f->size ||
	    nlabels < 0 || (int64_t)f->nwords + nlabels != f->size)
		return ak_errf(e, "%s: a fastText dictionary of %d entries, %d "
		    "words and %d labels: they do not add up (or no words; a "
		    "damaged header?)", at(f, d0), (int)f->size, (int)f->nwords, (int)nlabels);
	/* room for the words as they come, not on the header's promise */
	for (int32_t i = 0; i < f->size; i++) {
		if (i < f->nwords && (size_t)i == f->acap) {
			size_t cap = f->acap ? 2 * f->acap : 1024;
			size_t *p = realloc(f->at, cap * sizeof *p);
			if (p == NULL)
				return ak_errf(e, "%s: out of memory for the "
				    "words", at(f, f->off));
			f->at = p;
			f->acap = cap;
		}
		if (word(f, i, i < f->nwords, e) != 0 ||
		    i64(f, &count, "its dictionary", e) != 0 ||
		    get(f, &type, 1, "its dictionary", e) != 0)
			return -1;
		if (type != (i < f->nwords ? 0 : 1))
			return ak_errf(e, "%s: entry %d of the fastText "
			    "dictionary is a %s among the %s (a damaged "
			    "dictionary?)", at(f, f->off - 1),
			    (int)i + 1, type ? "label" : "word", i < f->nwords ?
			    "words" : "labels");
	}
	for (int64_t j = 0; j < f->prune; j++) {	/* a quantized model's */
		int32_t a, b;
		if (i32(f, &a, "its dictionary", e) != 0 ||
		    i32(f, &b, "its dictionary", e) != 0)
			return -1;
	}
	return 0;
}

/* h after byte c, FNV-1a 32-bit with the byte as a signed char
 * (dictionary.cc hash: uint32_t(int8_t(c))) */
static uint32_t
fnv(uint32_t h, unsigned char c)
{
	return (h ^ (uint32_t)(int32_t)(int8_t)c) * 16777619u;
}

/* the rows of the n-grams of "<" w ">" (wn bytes of w) added to v; how
 * many (dictionary.cc computeSubwords) */
static size_t
add_ngrams(const float *rows, size_t dim, size_t bucket, int minn,
    int maxn, const char *w, size_t wn, double *v)
{
	size_t n = wn + 2, count = 0;
#define B(i) ((i) == 0 ? (unsigned char)'<' : (i) == n - 1 ? \
	(unsigned char)'>' : (unsigned char)w[(i) - 1])

	if (bucket == 0 || maxn <= 0)
		return 0;
	for (size_t i = 0; i < n; i++) {
		uint32_t h = 2166136261u;
		size_t j = i;

		if ((B(i) & 0xC0) == 0x80)
			continue;
		for (int k = 1; j < n && k <= maxn; k++) {
			h = fnv(h, B(j));
			for (j++; j < n && (B(j) & 0xC0) == 0x80; j++)
				h = fnv(h, B(j));
			if (k < minn || (k == 1 && (i == 0 || j == n)))
				continue;
			const float *r = rows + (size_t)(h % (uint32_t)bucket) *
			    dim;
			for (size_t d = 0; d < dim; d++)
				v[d] += r[d];
			count++;
		}
	}
#undef B
	return count;
}

size_t
ak_ft_vector(const ak_ft *ft, const char *word, double *v)
{
	size_t k;

	memset(v, 0, ft->dim * sizeof *v);
	k = add_ngrams(ft->ngram, ft->dim, ft->bucket, ft->minn, ft->maxn,
	    word, strlen(word), v);
	for (size_t d = 0; k > 0 && d < ft->dim; d++)
		v[d] /= (double)k;
	return k;
}

void
ak_ft_free(ak_ft *ft)
{
	if (ft == NULL)
		return;
	free(ft->ngram);
	memset(ft, 0, sizeof *ft);
}

void
ak_ft_drop_rows(ak_ft *ft)
{
	free(ft->ngram);
	ft->ngram = NULL;
}

int
ak_ft_has_ngrams(const ak_ft *ft)
{
	return ft->bucket > 0 && ft->maxn > 0 && ft->minn <= ft->maxn;
}

/* the input matrix (DenseMatrix::load) into *m: (nwords + bucket) × dim
 * float32, within the budget */
static int
matrix(ftin *f, float **m, size_t memory, size_t held, ak_err *e)
{
	unsigned char q;
	int64_t rows, cols;
	size_t need, n;
	char a[AK_FMT_SIZE_MAX], b[AK_FMT_SIZE_MAX];
	long long m0 = f->off;

	if (get(f, &q, 1, "its matrix's header", e) != 0)
		return -1;
	if (q != 0)
		return ak_errf(e, "%s: a quantized fastText model (.ftz, "
		    "fasttext quantize): its product-quantized vectors are "
		    "not read; give the .bin it was made from", f->name);
	if (f->prune >= 0)
		return ak_errf(e, "%s: a fastText model with a pruned "
		    "dictionary and no quantization: fastText refuses it too "
		    "(made by an old fastText: get the model again)", f->name);
	if (i64(f, &rows, "its matrix's header", e) != 0 ||
	    i64(f, &cols, "its matrix's header", e) != 0)
		return -1;
	if (cols != f->dim || rows != (int64_t)f->nwords + f->bucket)
		return ak_errf(e, "%s: the fastText model's input matrix is "
		    "%lld x %lld, not words + buckets (%d + %d) x dim (%d)",
		    at(f, m0 + 1), (long long)rows, (long long)cols, (int)f->nwords,
		    (int)f->bucket, (int)f->dim);
	n = (size_t)rows * (size_t)cols;
	need = n * sizeof(float);
	if (memory != SIZE_MAX && (need > memory || held > memory - need)) {
		ak_errf(e, "%s: the fastText model's input matrix (%lld x "
		    "%lld float32) needs %s, more than the %s this run may use "
		    "(-M)", f->name, (long long)rows, (long long)cols,
		    ak_fmt_size(a, need), ak_fmt_size(b, memory));
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	if ((*m = malloc(need ? need : 1)) == NULL) {
		ak_errf(e, "%s: out of memory for the fastText model's input "
		    "matrix (%s)", f->name, ak_fmt_size(a, need));
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	for (size_t i = 0; i < n; i += (size_t)1 << 20) {
		size_t k = n - i < ((size_t)1 << 20) ? n - i : (size_t)1 << 20;
		unsigned char *p = (unsigned char *)(*m + i);
		if (get(f, p, k * 4, "its input matrix", e) != 0)
			return -1;
		for (size_t j = 0; j < k; j++) {
			uint32_t u = le32(p + 4 * j);
			float x;
			memcpy(&x, &u, 4);
			if (!isfinite(x))
				return ak_errf(e, "%s: the fastText model's "
				    "input matrix holds a value that is not "
				    "finite (row %zu, column %zu)", at(f,
				    f->off - (long long)(4 * (k - j))),
				    (i + j) / (size_t)cols + 1, (i + j) %
				    (size_t)cols + 1);
			(*m)[i + j] = x;
		}
	}
	return 0;
}

/* the rest of the model after the input matrix (fastText's qout byte and
 * output matrix, not used) read to the file's end and let go: a file cut
 * in it, or a gzip member whose CRC or length is only checked at its
 * end, is an error, as gensim's load_facebook_model asserts the end; so
 * is a byte past the output matrix */
static int
rest(ftin *f, ak_err *e)
{
	unsigned char q, buf[1 << 16];
	int64_t rows, cols;
	long long m0;

	if (get(f, &q, 1, "its output matrix's header", e) != 0)
		return -1;
	m0 = f->off;
	if (q == 0) {
		if (i64(f, &rows, "its output matrix's header", e) != 0 ||
		    i64(f, &cols, "its output matrix's header", e) != 0)
			return -1;
		if (rows < 0 || cols != f->dim)
			return ak_errf(e, "%s: the fastText model's output "
			    "matrix is %lld x %lld, not N x dim (%d)", at(f,
			    m0), (long long)rows, (long long)cols,
			    (int)f->dim);
		for (uint64_t left = (uint64_t)rows * (uint64_t)cols * 4;
		    left > 0;) {
			size_t k = left < sizeof buf ? (size_t)left : sizeof buf;
			if (get(f, buf, k, "its output matrix", e) != 0)
				return -1;
			left -= k;
		}
	}
	/* the end: nothing more (a quantized output, unread, to its end) */
	for (;;) {
		size_t k = fread(buf, 1, sizeof buf, f->r->fp);
		if (k == 0)
			break;
		if (q == 0)
			return ak_errf(e, "%s: bytes after the fastText "
			    "model's end (its output matrix): not one model "
			    "(files joined?); gensim refuses it too", at(f,
			    f->off));
		f->off += (long long)k;
	}
	if (ferror(f->r->fp))
		return ak_errf(e, "%s: %s", at(f, f->off),
		    ak_reader_strerror(f->r));
	return 0;
}

/* the words' vectors into t: row i the mean of word i's row and its
 * n-grams' */
static int
fill(ak_table *t, const ftin *f, const float *m, size_t memory,
    size_t held, ak_err *e)
{
	ak_table_fill z;
	size_t dim = (size_t)f->dim, nw = (size_t)f->nwords;
	char where[1100];

	if (ak_table_fill_start(t, &z, NULL, dim, 1, AK_TABLE_EMB, memory,
	    held, f->name, e) != 0)
		return -1;
	z.expect = nw;
	for (size_t i = 0; i < nw; i++) {
		const char *w = f->words + f->at[i];
		size_t wn = strlen(w);
		snprintf(where, sizeof where, "%s: word %zu", f->name, i + 1);
		double *x = ak_table_fill_row(t, &z, wn, where, e);
		if (x == NULL)
			return -1;
		for (size_t d = 0; d < dim; d++)
			x[d] = m[i * dim + d];
		size_t k = add_ngrams(m + nw * dim, dim, (size_t)f->bucket,
		    f->minn, f->maxn, w, wn, x);
		for (size_t d = 0; d < dim; d++)
			x[d] /= (double)(k + 1);
		if (ak_table_fill_take(t, &z, w, wn, (long)i + 1, where, e) != 0)
			return -1;
	}
	return ak_table_fill_end(t, &z, f->name, e);
}

int
ak_ft_read(ak_table *t, ak_ft *ft, ak_reader *r, size_t memory, size_t held,
    ak_err *e)
{
	ftin f = { .r = r, .name = r->name };
	float *m = NULL;
	int rc = -1;

	memset(t, 0, sizeof *t);
	if (ft != NULL)
		memset(ft, 0, sizeof *ft);
	/* its bytes read by fread, not ak_reader_next, whose end checks the
	 * file: the check here, once the whole file is read (the output
	 * matrix too, unused: a gzip member's CRC is at its end) */
	if (args(&f, e) != 0 || dictionary(&f, e) != 0 ||
	    matrix(&f, &m, memory, held, e) != 0 || rest(&f, e) != 0 ||
	    ak_reader_unchanged(r, e) != 0)
		goto out;
	size_t mb = ((size_t)f.nwords + (size_t)f.bucket) * (size_t)f.dim *
	    sizeof(float);
	if (fill(t, &f, m, memory, held + mb, e) != 0) {
		ak_table_free(t);
		goto out;
	}
	if (ft != NULL) {
		/* the n-gram rows moved to the front, the words' let go */
		size_t dim = (size_t)f.dim, nw = (size_t)f.nwords;
		memmove(m, m + nw * dim, (size_t)f.bucket * dim * sizeof *m);
		float *p = realloc(m, (size_t)f.bucket * dim * sizeof *m + 1);
		ft->ngram = p != NULL ? p : m;
		m = NULL;
		ft->dim = dim;
		ft->nwords = nw;
		ft->bucket = (size_t)f.bucket;
		ft->minn = f.minn;
		ft->maxn = f.maxn;
	}
	rc = 0;
out:
	free(m);
	free(f.words);
	free(f.at);
	return ak_reader_blame(r, rc, e);	/* a model cut by a rewrite */
}
