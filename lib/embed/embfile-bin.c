/*
 * embfile-bin.c — word2vec's binary records (embfile.h): after the header
 * "V d\n" (read as text by embfile.c), V records of a word, a space and
 * d little-endian IEEE float32 numbers, each followed by a newline
 * (word2vec.c) or not (gensim), into the table through ak_table_fill_*.
 */
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "embfile-int.h"
#include "mem.h"
#include "numfmt.h"

static size_t
rread(ak_reader *r, unsigned char *dst, size_t n)
{
	return fread(dst, 1, n, r->fp);
}


static int
bget(bsrc *b)
{
	return b->pi < b->pn ? b->pb[b->pi++] : emb_rget(b->r);
}

static size_t
bread(bsrc *b, unsigned char *dst, size_t n)
{
	size_t k = b->pn - b->pi < n ? b->pn - b->pi : n;

	if (k > 0) {
		memcpy(dst, b->pb + b->pi, k);
		b->pi += k;
	}
	return k + (k < n ? rread(b->r, dst + k, n - k) : 0);
}

/* record i's word (of V), up to its space, into *word (*wcap bytes,
   grown) and its length into *wn */
static int
bin_word(rd *s, bsrc *b, size_t i, size_t V, char **word, size_t *wcap,
    size_t *wn, ak_err *e)
{
	long line = (long)i + 2;
	int c;

	*wn = 0;
	errno = 0;
	while ((c = bget(b)) == '\n')
		;
	if (c == EOF) {
		if (emb_read_error(s, b->r, line, e) == 0)
			ak_errf(e, "%s:1: the header says %zu words, the file "
			    "ends after %zu", s->name, V, i);
		return -1;
	}
	for (; c != ' '; c = bget(b)) {
		if (c == EOF) {
			if (emb_read_error(s, b->r, line, e) == 0)
				ak_errf(e, "%s: truncated record %zu: the file "
				    "ends inside its word", emb_at(s, line), i + 1);
			return -1;
		}
		if (*wn + 1 >= *wcap) {
			if (*wcap >= AK_EMB_MAX_WORD)
				return ak_errf(e, "%s: a word longer than %zu "
				    "bytes (not word2vec binary? %s)",
				    emb_at(s, line), AK_EMB_MAX_WORD, s->opt);
			char *w = realloc(*word, *wcap ? 2 * *wcap : 64);
			if (w == NULL)
				return ak_errf(e, "%s: out of memory for %zu "
				    "bytes of record %zu's word",
				    emb_at(s, line), *wcap ? 2 * *wcap : 64,
				    i + 1);
			*word = w;
			*wcap = *wcap ? 2 * *wcap : 64;
		}
		(*word)[(*wn)++] = (char)c;
	}
	if (*wn == 0)	/* (and no room taken for the word yet) */
		return ak_errf(e, "%s: record %zu has an empty word",
		    emb_at(s, line), i + 1);
	(*word)[*wn] = '\0';
	return emb_word_ok(s, *word, *wn, line, e);
}

/* record i's vector, its 4 d bytes into *vec (*vcap bytes), the room
   grown as its bytes come: a header's d takes no memory before the file
   has the bytes */
static int
bin_vec(rd *s, bsrc *b, size_t i, const char *word, unsigned char **vec,
    size_t *vcap, ak_err *e)
{
	long line = (long)i + 2;
	size_t got = 0, need = 4 * s->d;

	while (got < need) {
		if (got == *vcap) {
			size_t c2 = *vcap ? 2 * *vcap : 4096;
			if (c2 > need)
				c2 = need;
			/* the record's bytes and its row of doubles within
			   the budget beside what is held, before they are
			   taken (ak_table_fill_row checks the row alone, after
			   the record is read) */
			size_t left = s->z.held < s->z.memory ? s->z.memory -
			    s->z.held : 0;
			double want = (double)c2 + 8.0 * (double)s->d;
			if (s->z.memory != SIZE_MAX && want > (double)left) {
				char mb[AK_FMT_SIZE_MAX];
				return ak_errf(e, "%s: record %zu ('%.40s') of "
				    "d = %zu float32 (the header's) needs %.1f "
				    "MB or more with its row of doubles, more "
				    "than --memory %s", emb_at(s, line), i + 1,
				    word, s->d, want / (1024.0 * 1024),
				    ak_fmt_size(mb, s->z.memory));
			}
			unsigned char *v = realloc(*vec, c2);
			if (v == NULL)
				return ak_errf(e, "%s: out of memory for %zu "
				    "bytes of record %zu's vector (of %zu: %zu "
				    "float32)", emb_at(s, line), c2, i + 1,
				    need, s->d);
			*vec = v;
			*vcap = c2;
		}
		size_t k = bread(b, *vec + got, *vcap - got);
		got += k;
		if (k == 0)
			break;
	}
	if (got < need) {
		/* 4 bytes or more, all text's: word2vec text forced binary
		   (by chance (98/256)^4 or less) */
		size_t t = 0;
		while (t < got && (((*vec)[t] >= 0x20 && (*vec)[t] < 0x7f) ||
		    (*vec)[t] == '\n' || (*vec)[t] == '\t' || (*vec)[t] == '\r'))
			t++;
		if (emb_read_error(s, b->r, line, e) == 0)
			ak_errf(e, "%s: truncated record %zu: '%.40s' has %zu "
			    "of the %zu bytes of its vector (%zu float32)%s%s%s",
			    emb_at(s, line), i + 1, word, got, need, s->d,
			    s->forced && got >= 4 && t == got ? " (every byte "
			    "of it text's: word2vec text, not binary? " : "",
			    s->forced && got >= 4 && t == got ? s->opt : "",
			    s->forced && got >= 4 && t == got ? " word2vec, or "
			    "auto)" : "");
		return -1;
	}
	return 0;
}

/* record i's word w, not UTF-8, printable ASCII and bytes 0x80 or above
 * (Latin-1's 'à', 'été', '£5', '¿qué'; cp1252's): its 4 d bytes read on
 * (bin_vec) and then a '\n' or the end, the record where the header's d
 * puts it (a wrong d would put a byte of values there, a '\n' by a chance
 * of 1/256): -1 with emb_word_latin1's error, else 0 (bytes taken) */
static int
bin_latin1(rd *s, bsrc *b, size_t i, const char *w, ak_err *e)
{
	unsigned char *v = NULL;
	size_t vc = 0;
	ak_err scratch;
	int c, at;

	for (const unsigned char *p = (const unsigned char *)w; *p; p++)
		if (*p < 0x20 || *p == 0x7f)
			return 0;
	at = bin_vec(s, b, i, w, &v, &vc, &scratch) == 0 && ((c = bget(b)) ==
	    '\n' || c == EOF);
	free(v);
	return at ? emb_word_latin1(s, w, strlen(w), (long)i + 2, e) : 0;
}

/* after the V records, the byte c and those after it up to a '\n': a
 * second header 'V2 d' of the same d (two binary models joined with
 * cat): -1 with its error; else 0 (nothing said; the bytes taken, into
 * h, 48 bytes, NUL-terminated) */
static int
bin_second_header(rd *s, bsrc *b, int c, size_t V, char *h, ak_err *e)
{
	size_t n = 0, V2, d2;
	int end = 0;

	for (; c != EOF && c != '\n' && n + 1 < 48; c = bget(b))
		h[n++] = (char)c;
	h[n] = '\0';
	if (c != '\n' || h[0] < '0' || h[0] > '9' || sscanf(h, "%zu %zu%n",
	    &V2, &d2, &end) != 2 || h[end + strspn(h + end, " ")] != '\0' ||
	    d2 != s->d)
		return 0;
	return ak_errf(e, "%s: a second word2vec header, '%s', after the %zu "
	    "records of line 1's: binary models joined with cat? give each as "
	    "its own file, or join them in gensim (KeyedVectors.add_vectors, "
	    "then save_word2vec_format(F, binary=True))", emb_at(s, (long)V +
	    2), h, V);
}

/* after an error at the record after one whose vector (4 d bytes at vec)
 * starts with text and a space ("york " of gensim's "new york"): that
 * word held a space, which word2vec binary cannot hold; said after e's
 * message */
static void
bin_space_hint(const rd *s, const unsigned char *vec, size_t d, ak_err *e)
{
	size_t n = 0, len = strlen(e->msg), text = 0;
	char run[48];
	double v;

	for (size_t i = 0; i < 4 * d; i++)
		text += (vec[i] >= ' ' && vec[i] < 0x7f) || vec[i] == '\n' ||
		    vec[i] == '\r' || vec[i] == '\t';
	if (text == 4 * d) {	/* text where numbers were: not binary */
		if (s->forced)
			snprintf(e->msg + len, sizeof e->msg - len, " (text, "
			    "not binary? %s word2vec, or auto)", s->opt);
		return;
	}
	while (n < 4 * d && n < 40 && vec[n] > ' ' && vec[n] != 0x7f)
		n++;
	memcpy(run, vec, n);
	run[n] = '\0';
	if (n == 0 || n == 4 * d || vec[n] != ' ' || ak_strtod_finite(run,
	    &v) == 0)
		return;
	snprintf(e->msg + len, sizeof e->msg - len, " (the record before "
	    "it holds '%.*s ' where its vector starts: a word with a space, "
	    "which word2vec binary cannot hold; gensim writes it as it is: "
	    "join its parts before saving)", (int)n, (const char *)vec);
}

/* a float32 of an embedding: zero, or normal and at most 1e30 (a value
 * read from the wrong byte order is almost never so: 1.0f big-endian read
 * little-endian is 4.6e-41, subnormal) */
static int
ordinary(float f)
{
	return f == 0 || (isfinite(f) && fabsf(f) >= FLT_MIN &&
	    fabsf(f) <= 1e30f);
}

/* the float32 whose 4 bytes at p are big-endian */
static float
be_float(const unsigned char *p)
{
	unsigned char q[4] = { p[3], p[2], p[1], p[0] };

	return emb_le_float(q);
}

/* 1 when the n float64 (little-endian) at p are ordinary numbers, one at
 * least not zero: a vector written as float64 where float32 belong */
static int
f64_ordinary(const unsigned char *p, size_t n)
{
	int nonzero = 0;

	for (size_t k = 0; k < n; k++) {
		uint64_t u = 0;
		double v;

		for (int b = 7; b >= 0; b--)
			u = u << 8 | p[8 * k + (size_t)b];
		memcpy(&v, &u, sizeof v);
		if (v != 0 && !(isfinite(v) && fabs(v) >= 1e-30 &&
		    fabs(v) <= 1e30))
			return 0;
		nonzero |= v != 0;
	}
	return nonzero;
}

/* 1 when 3/4 or more of the d float32 (little-endian) at p are normal
 * numbers whose binary exponents lie within 16 (4.8 decades) of the
 * normal ones' median: one vector's values (the last may hold the next
 * word's bytes, the header's d too large); float64 read as float32 are
 * not (their low halves are zero, or mantissa bits whose exponents spread
 * over 2^-126 to 2^127) */
static int
f32_coherent(const unsigned char *p, size_t d)
{
	size_t hist[256] = { 0 }, seen = 0, normal = 0, near = 0;
	int med = 1;

	for (size_t j = 0; j < d; j++) {
		uint32_t u;
		float f = emb_le_float(p + 4 * j);

		memcpy(&u, &f, sizeof u);
		hist[u >> 23 & 0xff]++;
	}
	for (int x = 1; x < 255; x++)
		normal += hist[x];
	if (normal == 0)
		return 0;
	while (med < 254 && (seen += hist[med]) <= (normal - 1) / 2)
		med++;
	for (int x = med - 16; x <= med + 16; x++)
		near += x >= 1 && x < 255 ? hist[x] : 0;
	return 4 * near >= 3 * d;
}

/* after an error at record i (1-based rec) whose vector, or the one before
 * it, is the 4 d bytes at vec: what the file likely is, said after e's
 * message: big-endian float32 (every value byte-swapped ordinary, not
 * read so), or, where the error is record 2's word holding a byte no
 * word has (word: a record of float64 runs 4 d bytes into it), float64
 * (record 1's bytes, read as float64, ordinary, and read as float32 not
 * one vector's values, f32_coherent: float32 read as float64 are
 * ordinary too), or else, record 1 one vector's float32, a header whose d
 * is not the records' */
static void
bin_kind_hint(const rd *s, const unsigned char *vec, size_t rec, int word,
    ak_err *e)
{
	size_t len = strlen(e->msg), d = s->d, be = 0, le = 0;

	for (size_t j = 0; j < d; j++) {
		be += ordinary(be_float(vec + 4 * j));
		le += ordinary(emb_le_float(vec + 4 * j));
	}
	int f32 = f32_coherent(vec, d);
	if (be == d && le < d)
		snprintf(e->msg + len, sizeof e->msg - len, " (big-endian "
		    "float32? record %zu's values byte-swapped are ordinary "
		    "numbers: word2vec's binary format holds little-endian "
		    "float32, as word2vec.c and gensim write it on x86)", rec);
	else if (word && rec == 1 && d >= 2 && !f32 &&
	    f64_ordinary(vec, d / 2))
		snprintf(e->msg + len, sizeof e->msg - len, " (float64 "
		    "values? record 1's bytes read as float64 are ordinary "
		    "numbers: word2vec's binary format holds float32, 4 bytes "
		    "a value, as gensim's save_word2vec_format(binary=True) "
		    "writes it)");
	else if (word && rec == 1 && f32)
		snprintf(e->msg + len, sizeof e->msg - len, " (the header's d "
		    "is not the records'? record 1's %zu values read as "
		    "float32 lie, 3/4 or more, within 5 decades of each other "
		    "as a vector's do, and record 2's word is not where d = %zu "
		    "puts it: write the header 'V d' of the vectors written, as "
		    "gensim's save_word2vec_format does)", d, d);
}

/*
 * The evidence of a binary file's byte order (embfile-bin.c): of its n
 * float32 not all-zero bytes, for each reading (0 little-endian, 1
 * big-endian), how many are zero or 1e-8 to 1e8 in magnitude (abs), how
 * many zero, and how many have each biased exponent (exp).
 */
typedef struct emb_order {
	size_t n, abs[2], zero[2], exp[2][256];
	unsigned char first[4];	/* the first value's bytes */
	int several;		/* a value's bytes other than first's */
	int mants[2];		/* read way k, a mantissa other than first's */
} emb_order;

/*
 * The byte order told from the values.  A float32 read in the wrong byte
 * order takes its sign and exponent from the low mantissa bits, about
 * uniform: its magnitude is anywhere in 1e-45 to 3e38 (a fifth of the
 * exponents in 1e-8 to 1e8), and an integer's or a rounded value's zero
 * low bytes make it subnormal.  Values of embeddings, in their own order,
 * are ordinary: (1) zero or 1e-8 to 1e8 in magnitude, or, for a file
 * whose values all lie outside that range (1e-12 or 1e15 scales), (2)
 * zero or normal and within 2^26 (8 decades) of the median magnitude of
 * the values read that way.  Each reading's share of ordinary values
 * (values whose 4 bytes are all zero, 0 either way, not counted) decides:
 * little-endian, the format's order, when its share is 3/4 or more and
 * the byte-swapped one's under 3/4; big-endian when the byte-swapped
 * share is 3/4 or more and the little-endian one 1/2 or less; test (1)
 * first, then (2); anything else is ambiguous (a file of one value
 * repeated, whose two readings are both ordinary, or values spread over
 * more than 16 decades).  Test 3 takes the reading nearer 1 only where
 * the other's values are not of one mantissa (+-m 2^k): a file of one
 * value repeated is one value x written little-endian and x byte-swapped
 * written big-endian alike, which of the two is nearer 1 no evidence of
 * the order, and values of one mantissa (3.16e-15 and 6.32e-15) read so
 * are as likely the ones written as the near-equal values they make
 * byte-swapped (-5.35e-6 and -5.36e-6).
 *
 * emb_order_add: the float32 whose 4 bytes are at p, read both ways, into o.
 */
static void
emb_order_add(emb_order *o, const unsigned char *p)
{
	if ((p[0] | p[1] | p[2] | p[3]) == 0)
		return;
	if (o->n++ == 0)
		memcpy(o->first, p, 4);
	else if (memcmp(o->first, p, 4) != 0)
		o->several = 1;
	for (int k = 0; k < 2; k++) {
		float f = k ? be_float(p) : emb_le_float(p);
		float f1 = k ? be_float(o->first) : emb_le_float(o->first);
		uint32_t u, u1;

		memcpy(&u, &f, sizeof u);
		memcpy(&u1, &f1, sizeof u1);
		o->mants[k] |= (u & 0x7fffff) != (u1 & 0x7fffff);
		float a = fabsf(f);
		o->abs[k] += a == 0 || (a >= 1e-8f && a <= 1e8f);
		o->zero[k] += a == 0;
		o->exp[k][u >> 23 & 0xff]++;
	}
}

/* the median biased exponent of k's reading's normal values, 0 if none */
static int
order_median(const emb_order *o, int k)
{
	size_t normal = 0, seen = 0;
	int med;

	for (int x = 1; x < 255; x++)
		normal += o->exp[k][x];
	if (normal == 0)
		return 0;
	for (med = 1; med < 255; med++)
		if ((seen += o->exp[k][med]) > (normal - 1) / 2)
			break;
	return med;
}

/* the share of k's reading ordinary in test 2: zero, or normal within
 * 2^26 of the median of the normal values' exponents */
static size_t
order_near(const emb_order *o, int k)
{
	size_t got = o->zero[k];
	int med = order_median(o, k);

	if (med == 0)
		return got;
	for (int x = med - 26; x <= med + 26; x++)
		if (x >= 1 && x < 255)
			got += o->exp[k][x];
	return got;
}

/* how far the float32 of biased exponent x lies from 1, in powers of 2
 * every value of that exponent is at least: x - 127 at and above 1,
 * 126 - x under it (2^-40 to 2^-39, under 2^40 from 1 but the least, 39) */
static int
exp_from_1(int x)
{
	return x >= 127 ? x - 127 : 126 - x;
}

/* o's byte order: 0 little-endian, 1 big-endian, -1 the values do not
 * tell; ok[k] the values ordinary read way k in the test that decided
 * (*test: 1 the range 1e-8 to 1e8, 2 near the median, 3 both near their
 * medians and one median 2^8 (2.4 decades) or more nearer 1, the other
 * 2^40 or more from 1 (at least 2^40, or under 2^-40: exp_from_1) and
 * its values not of one mantissa), else test 1's */
static int
emb_order_verdict(const emb_order *o, size_t ok[2], int *test)
{
	size_t near[2] = { order_near(o, 0), order_near(o, 1) };

	for (*test = 1; *test <= 2; (*test)++) {
		for (int k = 0; k < 2; k++)
			ok[k] = *test == 1 ? o->abs[k] : near[k];
		/* 4 ok >= 3 n: at 3/4 or more; 2 ok <= n: at 1/2 or less;
		 * test 1 only where the other reading is under 3/4 near its
		 * median (integers times 1e11 read 1e-5 byte-swapped) */
		if (4 * ok[0] >= 3 * o->n && 4 * ok[1] < 3 * o->n &&
		    4 * near[1] < 3 * o->n)
			return 0;
		if (4 * ok[1] >= 3 * o->n && 2 * ok[0] <= o->n &&
		    4 * near[0] < 3 * o->n)
			return 1;
	}
	/* test 3: both readings near their medians (k * 1e8 integers:
	 * 1e8 one way, 1e-19 the other), the one nearer 1 where the
	 * other's median is 2^40 (1.1e12) or more from 1 (k * 1e11 reads
	 * 1e-5 byte-swapped: either) and of several mantissas (1e-12
	 * repeated, big-endian, reads -98853208 little-endian) */
	int m0 = order_median(o, 0), m1 = order_median(o, 1);
	if (4 * ok[0] >= 3 * o->n && 4 * ok[1] >= 3 * o->n && m0 && m1) {
		int d0 = exp_from_1(m0), d1 = exp_from_1(m1);
		*test = 3;
		if (d0 + 8 <= d1 && d1 >= 40 && o->mants[1])
			return 0;
		if (d1 + 8 <= d0 && d0 >= 40 && o->mants[0])
			return 1;
	}
	*test = 1;
	ok[0] = o->abs[0];
	ok[1] = o->abs[1];
	return -1;
}

/* what test t (emb_order_verdict) calls ordinary, in messages */
static const char *
order_rule(int t)
{
	return t == 1 ? "zero or 1e-8 to 1e8 in magnitude" : t == 2 ? "zero "
	    "or within 8 decades of the median magnitude" : "zero or within 8 "
	    "decades of the median magnitude, the median 2.4 decades or more "
	    "nearer 1";
}

/* o's byte order as emb_order_verdict says it, under 16 values not
 * all-zero bytes (the shares too thin a ground for their edges alone):
 * an order when 3/4 or more are ordinary read so (test 1, else test 2)
 * and, the other way, 1/2 or less in test 1 and under 3/4 in test 2
 * (test 2 of 2 values or more: one value is its own median)
 * (three values of 1e15 whose byte-swapped readings fall in 1e-8 to 1e8
 * are near their median read as written), else either order (-1) */
static int
order_of(const emb_order *o, size_t ok[2], int *t)
{
	size_t near[2] = { order_near(o, 0), order_near(o, 1) };

	if (o->n >= 16)
		return emb_order_verdict(o, ok, t);
	for (*t = 1; *t <= (o->n < 2 ? 1 : 2); (*t)++) {
		for (int k = 0; k < 2; k++)
			ok[k] = *t == 1 ? o->abs[k] : near[k];
		for (int k = 0; k < 2; k++)
			if (4 * ok[k] >= 3 * o->n && 2 * o->abs[!k] <= o->n &&
			    (o->n < 2 || 4 * near[!k] < 3 * o->n))
				return k;
	}
	*t = 1;
	ok[0] = o->abs[0];
	ok[1] = o->abs[1];
	return -1;
}

/* the file's values (o): big-endian refused (read so, every value would
 * be wrong by orders of magnitude); either order refused when the format
 * was detected, naming s->opt word2vec-bin, which reads them
 * little-endian as the format has them; under 16 values (order_of) both
 * refusals name it, and the format named reads them as written (one
 * value of 1e35, written so, reads back as written).  No value not
 * all-zero bytes: zeros either way. */
static int
bin_order_check(const rd *s, const emb_order *o, ak_err *e)
{
	size_t ok[2];
	int t = 1, few = o->n < 16, v = order_of(o, ok, &t);

	if (v == 0 || o->n == 0 || (few && s->forced))
		return 0;
	if (v == 1)
		return ak_errf(e, "%s:2: big-endian word2vec binary? read as "
		    "little-endian float32 (as word2vec.c and gensim write it "
		    "on x86), %zu of its %zu values are %s; byte-swapped, %zu "
		    "are: the tools read little-endian only; write the vectors "
		    "again on a little-endian machine (gensim's "
		    "save_word2vec_format)%s%s%s", s->name, ok[0], o->n,
		    order_rule(t), ok[1], few ? "; so few values do not make "
		    "it certain: " : "", few ? s->opt : "", few ? " word2vec-bin"
		    " reads it as little-endian float32" : "");
	if (s->forced)	/* the format named: its byte order */
		return 0;
	char one[96] = "";
	if (o->n >= 2 && !o->several)
		snprintf(one, sizeof one, " (one value repeated: %.9g read "
		    "little-endian, %.9g byte-swapped)",
		    (double)emb_le_float(o->first),
		    (double)be_float(o->first));
	else if (o->n >= 2 && o->mants[0] != o->mants[1])
		snprintf(one, sizeof one, " (%s, the values are of one "
		    "mantissa, +-%.9g times powers of 2)", o->mants[0] ?
		    "byte-swapped" : "read little-endian", fabs(o->mants[0] ?
		    be_float(o->first) : emb_le_float(o->first)));
	return ak_errf(e, "%s:2: word2vec binary of either byte order? read "
	    "as little-endian float32, %zu of its %zu values are %s, "
	    "byte-swapped %zu: the values do not tell%s; %s word2vec-bin "
	    "reads it as little-endian float32, the format's byte order",
	    s->name, ok[0], o->n, order_rule(t), ok[1], one, s->opt);
}

/* 1 if the k bytes at p (no NUL after them) are a number in strtod's
 * syntax, the whole of them, at any length (a 64-byte copy cut a value
 * printed in 64 digits or more, and the cut could end in 'e'); 1 when
 * out of memory (text: no hint) */
static int
field_number(const unsigned char *p, size_t k)
{
	char buf[64], *f = k < sizeof buf ? buf : malloc(k + 1), *end;
	int num;

	if (f == NULL)
		return 1;
	memcpy(f, p, k);
	f[k] = '\0';
	num = (strtod(f, &end), *end == '\0');
	if (f != buf)
		free(f);
	return num;
}

/*
 * After line 2 of a file detected as word2vec text failed to read as a
 * row: when a field after its word is no number (in strtod's syntax), its
 * bytes are the start of a binary record too (head[0..hn), the bytes after the word,
 * as the file has them), the record is completed from r (its first 64
 * values at most) and holds a byte no text has (a control byte but TAB,
 * CR and newline, or 0x7f and above), where its values tell the byte order
 * (order_of), said after e's message in place of the hint of
 * GloVe of d = 1: big-endian (refused either way), or little-endian
 * binary, which s->opt word2vec-bin reads.
 */
void
emb_bin_text_hint(rd *s, ak_reader *r, const unsigned char *head, size_t hn,
    ak_err *e)
{
	unsigned char v[4 * 64];
	size_t n = 0, want = 4 * (s->d < 64 ? s->d : 64), ok[2], k = 0;
	emb_order o = { 0 };
	int c, t, numbers = 1, verdict, bin = 0;

	for (size_t i = 0; i <= hn && numbers; i++)	/* the text's fields */
		if (i == hn || head[i] == ' ' || head[i] == '\n' ||
		    head[i] == '\r') {
			numbers = k == 0 || field_number(head + i - k, k);
			k = 0;
		} else
			k++;
	if (numbers)	/* strtod's syntax, hexadecimal included: text */
		return;
	for (; n < hn && n < want; n++)
		v[n] = head[n];
	errno = 0;
	while (n < want && (c = emb_rget(r)) != EOF)
		v[n++] = (unsigned char)c;
	for (size_t i = 0; i < n; i++)	/* a byte no text line holds */
		bin |= (v[i] < 0x20 && v[i] != '\t' && v[i] != '\n' &&
		    v[i] != '\r') || v[i] >= 0x7f;
	for (size_t i = 0; i + 4 <= n; i += 4)
		emb_order_add(&o, v + i);
	if (!bin || o.n == 0 || (verdict = order_of(&o, ok, &t)) < 0)
		return;
	char *g = strstr(e->msg, " (GloVe of d = 1");
	if (g != NULL)
		*g = '\0';
	size_t len = strlen(e->msg);
	snprintf(e->msg + len, sizeof e->msg - len, " (%s word2vec binary? "
	    "the bytes after the word, read as a binary record, are %zu "
	    "float32 of which %zu are %s read %s-endian, %zu the other way: "
	    "%s%s)", verdict ? "big-endian" : "little-endian", o.n,
	    ok[verdict], order_rule(t), verdict ? "big" : "little",
	    ok[!verdict], verdict ? "the tools read little-endian only; write "
	    "the vectors again on a little-endian machine (gensim's "
	    "save_word2vec_format)" : s->opt, verdict ? "" : " word2vec-bin "
	    "reads it");
}

/* bytes after the V records (c the first; vec the last record's
 * vector): a second header, a record that repeats one of the V, or
 * more records, said: -1 */
static int
bin_past(rd *s, bsrc *b, int c, size_t V, const unsigned char *vec,
    ak_err *e)
{
	char h[48];

	if (bin_second_header(s, b, c, V, h, e) != 0)
		return -1;
	ak_errf(e, "%s: more records than the header's %zu words (%s:1)",
	    emb_at(s, (long)V + 2), V, s->name);
	bin_space_hint(s, vec, s->d, e);
	/* the word of the record after (h: its first bytes) */
	if (memchr(h, ' ', strlen(h)) != NULL)
		(void)emb_repeat_hint(s, h, strcspn(h, " "), 1, e);
	return -1;
}

/* the V binary records of b */
int
emb_bin_rows(rd *s, bsrc *b, size_t V, ak_err *e)
{
	unsigned char *vec = NULL;
	char *word = NULL;
	size_t wcap = 0, vcap = 0;
	emb_order o = { 0 };
	int c = EOF, text = 1;	/* every vector byte printable so far */

	for (size_t i = 0; i < V; i++) {
		long line = (long)i + 2;
		size_t wn;

		if (bin_word(s, b, i, V, &word, &wcap, &wn, e) != 0) {
			if (wcap > 0 && strstr(e->msg, "not UTF-8") != NULL &&
			    bin_latin1(s, b, i, word, e) != 0)
				goto fail;
			if (i > 0) {
				bin_space_hint(s, vec, s->d, e);
				/* (a word of text with a control byte is
				   where d puts it: no hint of the header) */
				bin_kind_hint(s, vec, i, (strstr(e->msg,
				    "control byte") != NULL || strstr(e->msg,
				    "not UTF-8") != NULL) && !(wcap > 0 &&
				    emb_word_texty(word, strlen(word))), e);
			}
			goto fail;
		}
		if (bin_vec(s, b, i, word, &vec, &vcap, e) != 0)
			goto fail;
		if (emb_start(s, line, e) != 0)
			goto fail;
		double *x = ak_table_fill_row(s->t, &s->z, wn, emb_at(s, line), e);
		if (x == NULL)
			goto fail;
		for (size_t j = 0; j < s->d; j++) {
			float f = emb_le_float(vec + 4 * j);
			if (!isfinite(f)) {
				ak_errf(e, "%s: value %zu of '%.40s' is not a "
				    "finite number (%s)", emb_at(s, line), j + 1,
				    word, isnan(f) ? "NaN" : "inf");
				bin_kind_hint(s, vec, i + 1, 0, e);
				goto fail;
			}
			emb_order_add(&o, vec + 4 * j);
			x[j] = (double)f;
		}
		for (size_t j = 0; j < 4 * s->d && text; j++)
			text = (vec[j] >= 0x20 && vec[j] < 0x7f) ||
			    vec[j] == '\n' || vec[j] == '\t' || vec[j] == '\r';
		if (ak_table_fill_take(s->t, &s->z, word, wn, line,
		    emb_at(s, line), e) != 0)
			goto fail;
	}
	/* the end: newlines (after the last record), then nothing */
	errno = 0;
	while ((c = bget(b)) == '\n')
		;
	if (c != EOF && bin_past(s, b, c, V, vec, e) != 0)
		goto fail;
	if (emb_read_error(s, b->r, (long)V + 2, e) != 0)
		goto fail;
	/* the bytes of 4 float32 or more all text's (printable, TAB, CR,
	 * newline): (98/256)^16, under 3e-7, for values; text rows that a
	 * byte no number has made binary */
	if (text && s->forced && V * s->d >= 4) {	/* named: certain */
		ak_errf(e, "%s:2: word2vec text, not binary: every byte of "
		    "the %zu records' %zu float32 is text's, as binary "
		    "values' bytes almost never are (4 of them by chance: "
		    "under 3e-7): read it with %s word2vec", s->name, V, V *
		    s->d, s->opt);
		goto fail;
	}
	if (text && !s->forced && V * s->d >= 4) {
		ak_errf(e, "%s:2: word2vec text read as binary? every byte of "
		    "the %zu records' %zu float32 is text's, as binary "
		    "values' bytes almost never are: line 2 is a text row with "
		    "a byte no number has; check its numbers (%s word2vec "
		    "says which)", s->name, V, V * s->d, s->opt);
		goto fail;
	}
	/* the records' bytes are read by fread, not ak_reader_next, whose
	 * end checks the file: a file changed since its open is refused,
	 * and an error in one is the change's (a record a rewrite cut) */
	if (bin_order_check(s, &o, e) != 0 || ak_reader_unchanged(b->r, e) !=
	    0)
		goto fail;
	free(word);
	free(vec);
	return 0;
fail:
	free(word);
	free(vec);
	return ak_reader_blame(b->r, -1, e);
}
