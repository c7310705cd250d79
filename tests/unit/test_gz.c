/*
 * test_gz.c — gzip read by the line reader and written by ak_out
 * (lib/base/gz.h, io.h): the lines of a gzip file are those of the text
 * it holds (the model of tests/fuzz/lines-ref.h on the text, the reader
 * on the file), at lengths that cross zlib's and stdio's pieces, on both
 * of the reader's paths; two members one after another read as their
 * concatenation (as gzip -d reads them), an empty one too; every prefix of a gzip file (a
 * file cut short) ends in an error naming gzip, never in a shorter text;
 * a flipped byte is an error or, where the CRC cannot see it (the
 * header's time), the same text; -o FILE.gz writes what gzip -d gives
 * back, the same bytes for the same text; ak_reader_magic looks at the
 * first bytes without taking them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gz.h"
#include "io.h"
#include "rng.h"
#include "t.h"
#include "../fuzz/lines-ref.h"

static char path[256], gzpath[300];

/* d[0..n) written gzip'd to p through ak_gz_open_write */
static void
put_gz(const char *p, const unsigned char *d, size_t n, int append)
{
	ak_err e;
	FILE *fp = fopen(p, append ? "ab" : "wb"), *z;

	if (fp == NULL || (z = ak_gz_open_write(fp, p, &e)) == NULL ||
	    fwrite(d, 1, n, z) != n || fclose(z) != 0 || fclose(fp) != 0)
		abort();
}

static unsigned char *
slurp(const char *p, size_t *n)
{
	FILE *fp = fopen(p, "rb");
	unsigned char *b = malloc(1 << 22);

	if (fp == NULL || b == NULL)
		abort();
	*n = fread(b, 1, 1 << 22, fp);
	fclose(fp);
	return b;
}

/* the whole reading of p: lines joined by '\n' into *out, the status */
static int
read_all(const char *p, int bytewise, char *out, size_t cap, size_t *n,
    ak_err *e)
{
	ak_reader r;
	int rc;

	*n = 0;
	if (ak_reader_open(&r, p, e) != 0)
		return -1;
	r.bytewise = bytewise;
	while ((rc = ak_reader_next(&r, e)) == 1) {
		if (*n + r.len + 1 > cap)
			abort();
		memcpy(out + *n, r.line, r.len);
		*n += r.len;
		out[(*n)++] = '\n';
	}
	ak_reader_close(&r);
	return rc;
}

static void
random_texts(ak_rng *rng)
{
	static const char alpha[] = "ab \t\r\n\n\xc3\xa9#";
	unsigned char *d = malloc(300000);
	static char a[1 << 20], b[1 << 20];
	int bad = 0, paths = 0;

	for (int trial = 0; trial < 60; trial++) {
		size_t n = trial < 30 ? ak_rng_u64(rng) % 64 :
		    ak_rng_u64(rng) % 300000;
		for (size_t i = 0; i < n; i++)
			d[i] = alpha[ak_rng_u64(rng) % (sizeof alpha - 1)];
		put_gz(gzpath, d, n, 0);
		bad += lines_check_plain(gzpath, d, n, AK_LINE_MAX) != 0 ||
		    lines_check_plain(gzpath, d, n, 1 + trial * 37) != 0;
		size_t na, nb;
		ak_err e1, e2;
		int r1 = read_all(gzpath, 0, a, sizeof a, &na, &e1),
		    r2 = read_all(gzpath, 1, b, sizeof b, &nb, &e2);
		paths += r1 != r2 || na != nb || memcmp(a, b, na) != 0;
	}
	T_OK(bad == 0, "60 random texts gzip'd: the model's lines and errors "
	    "of the text, at the longest line and at short ones");
	T_OK(paths == 0, "gzip: stdio's buffer and the getc path read the "
	    "same lines");
	free(d);
}

static void
members_and_cuts(void)
{
	static const char one[] = "ham\thello there\nspam\tfree call\n",
	    two[] = "ham\tsecond member\r\nlast line";
	static char got[4096];
	size_t n, len, m1;
	ak_err e;

	put_gz(gzpath, (const unsigned char *)one, strlen(one), 0);
	free(slurp(gzpath, &m1));	/* the first member's bytes */
	put_gz(gzpath, (const unsigned char *)two, strlen(two), 1);
	T_OK(read_all(gzpath, 0, got, sizeof got, &n, &e) == 0 &&
	    n == strlen(one) + strlen("ham\tsecond member\nlast line\n") &&
	    memcmp(got, one, strlen(one)) == 0, "two gzip members: read as "
	    "the one text they make");
	unsigned char *z = slurp(gzpath, &len);
	int silent = 0, named = 0;
	for (size_t cut = 2; cut < len; cut++) {
		if (cut == m1)
			continue;	/* the first member whole: a gzip file */
		FILE *fp = fopen(path, "wb");
		if (fp == NULL || fwrite(z, 1, cut, fp) != cut || fclose(fp))
			abort();
		int rc = read_all(path, cut % 2, got, sizeof got, &n, &e);
		silent += rc != -1;
		named += rc == -1 && strstr(e.msg, "gzip") != NULL &&
		    strstr(e.msg, path) == e.msg;
	}
	T_OK(silent == 0 && named == (int)(len - 3), "every prefix of a gzip "
	    "file of two members: an error naming the file and gzip");
	/* one byte flipped at each place: an error, or the same text */
	int wrong = 0;
	for (size_t at = 0; at < len; at++) {
		unsigned char c = z[at];
		z[at] ^= 0x20;
		FILE *fp = fopen(path, "wb");
		if (fp == NULL || fwrite(z, 1, len, fp) != len || fclose(fp))
			abort();
		z[at] = c;
		int rc = read_all(path, 0, got, sizeof got, &n, &e);
		wrong += rc == 0 && (n != strlen(one) + 28 ||
		    memcmp(got, one, strlen(one)) != 0);
	}
	T_OK(wrong == 0, "a byte flipped anywhere in gzip data: an error or "
	    "the same text (a header byte the CRC does not cover)");
	free(z);
}

/* an empty member is no end of the file: the member after it is read,
   and bytes after it that are no member are an error */
static void
empty_member(void)
{
	static char got[256];
	size_t n;
	ak_err e;

	put_gz(gzpath, (const unsigned char *)"", 0, 0);
	put_gz(gzpath, (const unsigned char *)"ham\tafter\n", 10, 1);
	T_OK(read_all(gzpath, 0, got, sizeof got, &n, &e) == 0 && n == 10 &&
	    memcmp(got, "ham\tafter\n", 10) == 0, "an empty member, then "
	    "one with a line: the line read");
	put_gz(gzpath, (const unsigned char *)"", 0, 0);
	FILE *fp = fopen(gzpath, "ab");
	if (fp == NULL || fwrite("\0\0\0\0", 1, 4, fp) != 4 || fclose(fp))
		abort();
	T_OK(read_all(gzpath, 0, got, sizeof got, &n, &e) == -1 &&
	    strstr(e.msg, "bytes after the end of the gzip data") != NULL,
	    "an empty member, then zeros: an error, not an empty file");
}

static void
output(void)
{
	char out[300];
	ak_out o;
	ak_err e;
	size_t n1, n2;
	static char got[4096];

	snprintf(out, sizeof out, "%s.out.gz", path);
	for (int k = 0; k < 2; k++) {
		if (ak_out_open(&o, out, NULL, &e) != 0)
			abort();
		fputs("word\tcount\nfree\t3\n", o.fp);
		if (ak_out_commit(&o, &e) != 0)
			abort();
		if (k == 0)
			rename(out, gzpath);
	}
	unsigned char *a = slurp(out, &n1), *b = slurp(gzpath, &n2);
	T_OK(n1 == n2 && memcmp(a, b, n1) == 0 && a[0] == 0x1f &&
	    a[1] == 0x8b, "-o FILE.gz: gzip, the same bytes for the same "
	    "text");
	T_OK(read_all(out, 0, got, sizeof got, &n1, &e) == 0 &&
	    n1 == 18 && memcmp(got, "word\tcount\nfree\t3\n", 18) == 0,
	    "-o FILE.gz read back: the text written");
	char cmd[700];
	snprintf(cmd, sizeof cmd, "gzip -t '%s'", out);
	T_OK(system(cmd) == 0, "-o FILE.gz: gzip -t finds it whole");
	unlink(out);
	free(a);
	free(b);
}

static void
magic(void)
{
	static const char txt[] = "2 3\nab\n";
	unsigned char b[4];
	ak_reader r;
	ak_err e;

	put_gz(gzpath, (const unsigned char *)txt, strlen(txt), 0);
	if (ak_reader_open(&r, gzpath, &e) != 0)
		abort();
	int k = ak_reader_magic(&r, b, 4, &e);
	T_OK(k == 4 && memcmp(b, "2 3\n", 4) == 0 &&
	    ak_reader_next(&r, &e) == 1 && strcmp(r.line, "2 3") == 0 &&
	    ak_reader_next(&r, &e) == 1 && strcmp(r.line, "ab") == 0 &&
	    ak_reader_next(&r, &e) == 0, "ak_reader_magic: a gzip file's "
	    "first decompressed bytes, then its lines from the start");
	ak_reader_close(&r);
	FILE *fp = fopen(path, "wb");
	if (fp == NULL || fputs("\x1fx\n", fp) < 0 || fclose(fp) != 0)
		abort();
	if (ak_reader_open(&r, path, &e) != 0)
		abort();
	k = ak_reader_magic(&r, b, 4, &e);
	T_OK(k == 3 && memcmp(b, "\x1fx\n", 3) == 0 &&
	    ak_reader_next(&r, &e) == 1 && strcmp(r.line, "\x1fx") == 0,
	    "1f then not 8b: both bytes put back, read as text");
	ak_reader_close(&r);
}

int
main(void)
{
	ak_rng rng;
	const char *tmp = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";

	snprintf(path, sizeof path, "%s/test_gz.%ld", tmp, (long)getpid());
	snprintf(gzpath, sizeof gzpath, "%s.gz", path);
	ak_rng_seed(&rng, 37);
	random_texts(&rng);
	members_and_cuts();
	empty_member();
	output();
	magic();
	unlink(path);
	unlink(gzpath);
	return t_done();
}
