/*
 * embfile-nohead.c — word2vec's binary records with no header line 'V d'
 * (gensim's save_word2vec_format(F, binary=True, write_header=False)),
 * which the line reader refuses at line 1 for bytes no text holds: named,
 * with its V and d and the header to add (embfile-int.h emb_nohead_bin).
 * Called by embfile-rd.c (emb_foreign); calls no other embfile file.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "embfile-int.h"

#define NH_HEAD 65536	/* the bytes looked at for d */
#define NH_MAXD 4096	/* the largest d tried */
#define NH_WORD 100	/* the longest word */

/* a walk of records (a word, a space, 4 d bytes, a '\n' or not) over a
 * byte source: the buffer's bytes, then the stream's */
typedef struct nh {
	const unsigned char *b;
	size_t n, i;		/* the buffer, its bytes, where the walk is */
	FILE *fp;		/* the stream after the buffer, or NULL */
	size_t recs;		/* the records walked */
	size_t vbytes, vtext;	/* vector bytes seen, those that are text's */
} nh;

static int
nh_get(nh *w)
{
	if (w->i < w->n)
		return w->b[w->i++];
	w->i++;
	return w->fp != NULL ? getc(w->fp) : EOF;
}

/* one record of d float32: 1 walked, 0 at the end (nothing left), -1 not
 * such a record */
static int
nh_record(nh *w, size_t d)
{
	unsigned char word[NH_WORD + 1], v[4];
	size_t wn = 0;
	int c = nh_get(w);

	if (c == '\n')	/* word2vec.c's newline after a record */
		c = nh_get(w);
	if (c == EOF)
		return 0;
	for (; c != ' '; c = nh_get(w)) {
		if (c == EOF || c < 0x21 || c == 0x7f || wn == NH_WORD)
			return -1;
		word[wn++] = (unsigned char)c;
	}
	if (wn == 0 || !ak_utf8_valid((const char *)word, wn, &(size_t){ 0 }))
		return -1;
	for (size_t j = 0; j < d; j++) {
		for (int k = 0; k < 4; k++) {
			if ((c = nh_get(w)) == EOF)
				return -1;
			v[k] = (unsigned char)c;
			w->vtext += (c >= 0x20 && c < 0x7f) || c == '\n';
		}
		float f = emb_le_float(v);
		/* a vector's value: zero, or 1e-12 to 1e6 in magnitude */
		if (!isfinite(f) || fabsf(f) >= 1e6f || (f != 0 && fabsf(f) <
		    1e-12f))
			return -1;
	}
	w->vbytes += 4 * d;
	w->recs++;
	return 1;
}

/* the records of d over the n bytes at b (all of the file when whole):
 * 1 when three or more walk (or the whole file, one or more), their
 * vector bytes under 3/4 text's (values, not digits and spaces) */
static int
nh_fits(const unsigned char *b, size_t n, int whole, size_t d)
{
	nh w = { b, n, 0, NULL, 0, 0, 0 };
	int rc = 1;

	while (w.recs < 3 && (rc = nh_record(&w, d)) == 1)
		;
	if (w.recs < 3 && !(rc == 0 && whole && w.recs > 0))
		return 0;
	return 4 * w.vtext < 3 * w.vbytes;
}

int
emb_nohead_bin(const char *path, ak_err *e)
{
	ak_reader r;
	ak_err scratch;
	unsigned char *b = NULL;
	size_t n = 0, d = 0;
	int c, rc = 0;

	struct stat st;

	/* a regular file: read again from its start (a pipe's bytes
	   are the reader's) */
	if (path == NULL || stat(path, &st) != 0 || !S_ISREG(st.st_mode) ||
	    (b = malloc(NH_HEAD)) == NULL)
		return 0;
	if (ak_reader_open(&r, path, &scratch) != 0) {
		free(b);
		return 0;
	}
	if (ak_reader_magic(&r, b, 16, &scratch) < 0)
		goto done;
	while (n < NH_HEAD && (c = getc(r.fp)) != EOF)
		b[n++] = (unsigned char)c;
	for (size_t k = 1; k <= NH_MAXD && d == 0; k++)
		if (nh_fits(b, n, n < NH_HEAD, k))
			d = k;
	if (d == 0)
		goto done;
	/* V: every record walked to the file's end */
	nh w = { b, n, 0, r.fp, 0, 0, 0 };
	while ((rc = nh_record(&w, d)) == 1)
		;
	if (rc < 0) {
		rc = 0;
		goto done;
	}
	const char *f = strcmp(r.name, "<stdin>") ? r.name : "FILE";
	rc = ak_errf(e, "%s:1: word2vec's binary records with no header line "
	    "'V d' (gensim's save_word2vec_format(F, binary=True, "
	    "write_header=False)?): %zu records of a word, a space and %zu "
	    "float32: add the header: { printf '%zu %zu\\n'; %s %s; } > "
	    "FILE.bin", r.name, w.recs, d, w.recs, d, r.gz != NULL ? "zcat" :
	    "cat", f);
done:
	ak_reader_close(&r);
	free(b);
	return rc;
}
