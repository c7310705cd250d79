/*
 * lines-ref.h — the reading contract of lib/base/io.h's line reader as a
 * model a few lines long, for the unit test (tests/unit/test_io.c) and the
 * fuzz harness (tests/fuzz/fuzz_lines.c): split at '\n'; a '\r' before it
 * (or before the end) dropped; a UTF-8 byte-order mark at the start of the
 * first line dropped; a NUL byte in a line, or a line of more than max
 * bytes (its mark included, and a '\r' but the one right before its
 * '\n': a CRLF line of max bytes is read as its LF twin), is an error at
 * that line; a file
 * whose first line is a comment ('#') holding a '\r' (its '\r' at the end
 * dropped) is an error at line 1 (lines ended by CR alone); a file
 * whose first line is the tools' provenance comment ("# ... (attnkit V)")
 * and whose last line has no newline is cut short, an error; a file that
 * starts with gzip's bytes 1f 8b or fastText's ba 16 4f 2f is an error at
 * line 1 naming it, unless that line is longer than max and max + 1 is
 * less than those bytes (the length's error), and so is a zip, 7-Zip,
 * RAR or tar archive, xz, zstd, lz4, compress or bzip2 data, a table in
 * a binary format (Parquet, Arrow, HDF5, a pickle, ...) (lines_archive);
 * a line 1 'X' or 'RDX3' followed by R's serialization is an R object,
 * an error at line 1 (lines_rdata).  Which first
 * line is that comment is io.h ak_is_provenance's rule, shared with the
 * reader (a rule of the format, not of the reading: one place, so the
 * two cannot drift apart; the model's own is everything else).  lines_check
 * reads path with ak_reader (max as given) and returns 0 when every line
 * and the first error agree with the model, else the number of the line
 * (1-based) where they part.
 */
#ifndef LINES_REF_H
#define LINES_REF_H

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "io.h"

/* the model's gunzip: gzip members one after another, each to its end,
 * as RFC 1952 and zlib's inflate (windowBits 31) read them; 1 with the
 * bytes in *out (malloc'd, *on of them), 0 when they cannot be had */
/* the model's tar header: the file's first 512 bytes (size of them) hold
 * ustar's "ustar" at byte 257 then a NUL or a space, or v7's checksum
 * (octal at byte 148, spaces before, a NUL or a space after) equal to
 * the sum of the 512 bytes with those 8 as spaces, bytes unsigned or
 * signed, and a name */
static int
lines_tar(const unsigned char *d, size_t size)
{
	unsigned long v = 0;
	long su = 0, ss = 0;
	char *end;
	char ck[9];

	if (size >= 263 && memcmp(d + 257, "ustar", 5) == 0 && (d[262] == 0 ||
	    d[262] == ' '))
		return 1;
	if (size < 512 || d[0] == 0)
		return 0;
	memcpy(ck, d + 148, 8);
	ck[8] = '\0';
	size_t sp = strspn(ck, " ");
	if (ck[sp] < '0' || ck[sp] > '7')
		return 0;
	v = strtoul(ck + sp, &end, 8);
	if (*end != '\0' && *end != ' ')
		return 0;
	for (size_t i = 0; i < 512; i++) {
		int c = i >= 148 && i < 156 ? ' ' : d[i];
		su += c;
		ss += (signed char)c;
	}
	return (long)v == su || (long)v == ss;
}

/* the model's table in a binary format, by the first k bytes of line 1
 * (nul: a NUL follows them): Parquet's 'PAR1' then the NUL or a control
 * byte but TAB and CR, Arrow's 'ARROW1' then the NUL, ff ff ff ff then
 * the NUL, 'FEA1' then the NUL, 'ORC' then the NUL, HDF5's 89 'HDF', a
 * pickle's 80 then 2 to 5, 93 'NUMPY', 'SQLite format 3' then the NUL,
 * '<stata_dta>' and a NUL in the line, or 'q' to 's', 1 or 2, 1 then the NUL:
 * what the error says, else NULL */
static const char *
lines_dataset(const unsigned char *d, size_t k, int nul)
{
	int ctl = 0;

	for (size_t i = 4; i < k; i++)
		ctl |= d[i] < 0x20 && d[i] != '\t' && d[i] != '\r';
	if (k >= 4 && memcmp(d, "PAR1", 4) == 0 && (nul || ctl))
		return ":1: a Parquet file";
	if (nul && k == 6 && memcmp(d, "ARROW1", 6) == 0)
		return ":1: an Arrow IPC file";
	if (nul && k >= 4 && memcmp(d, "\xff\xff\xff\xff", 4) == 0)
		return ":1: an Arrow IPC stream";
	if (nul && k == 4 && memcmp(d, "FEA1", 4) == 0)
		return ":1: a Feather v1 file";
	if (nul && k == 3 && memcmp(d, "ORC", 3) == 0)
		return ":1: an ORC file";
	if (k >= 4 && memcmp(d, "\x89HDF", 4) == 0)
		return ":1: an HDF5 file";
	if (k >= 2 && d[0] == 0x80 && d[1] >= 2 && d[1] <= 5)
		return ":1: a Python pickle";
	if (k >= 6 && memcmp(d, "\x93NUMPY", 6) == 0)
		return ":1: a NumPy .npy array";
	if (nul && k == 15 && memcmp(d, "SQLite format 3", 15) == 0)
		return ":1: an SQLite database";
	if (nul && ((k >= 11 && memcmp(d, "<stata_dta>", 11) == 0) || (k ==
	    3 && d[0] >= 'q' && d[0] <= 's' && (d[1] == 1 || d[1] == 2) &&
	    d[2] == 1)))
		return ":1: a Stata .dta file";
	return NULL;
}

/* the model's archive or compressed file at line 1 (d[0..n), the line
 * without its newline; the file's size bytes): the bytes the reader sees
 * of it are those before a NUL within its first max + 2 (a NUL follows
 * them: the reader looks for a NUL up to the byte after the longest
 * line's and its CR's), else its first max + 1 when it is longer, else
 * all; zip's 50 4b
 * 03 04, OLE2's d0 cf 11 e0 a1 b1 1a e1 (an old .xls), 7-Zip's 37 7a bc af 27 1c, RAR's 'Rar!' 1a 07 and a NUL (RAR
 * 4) or 01 and a NUL (RAR 5), compress's 1f 9d, xz's fd 37 7a 58 5a,
 * zstd's 28 b5 2f fd, lz4's 04 22 4d 18 or 02 21 4c 18, bzip2's 'BZh' 1-9
 * then '1AY&SY' or 17 72 45 38 50 90 and then a NUL, or a byte not
 * printable ASCII among the next 6; a table in a binary format
 * (lines_dataset); a tar header (lines_tar) with a NUL in line 1 before
 * byte 512: what the error says, else NULL */
static const char *
lines_archive(const unsigned char *d, size_t n, size_t size, size_t max)
{
	const unsigned char *z = memchr(d, '\0', n);
	size_t p = z ? (size_t)(z - d) : n;
	int nul = p < n && p <= max + 1;
	size_t k = nul ? p : n > max ? max + 1 : n, tail = 0;
	const char *what;

	if (k > 16)
		k = 16;
	for (size_t i = 10; i < k; i++)
		tail |= d[i] < 0x20 || d[i] > 0x7e;
	if (k >= 4 && memcmp(d, "PK\3\4", 4) == 0)
		return ":1: a zip archive";
	if (k >= 8 && memcmp(d, "\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 8) == 0)
		return ":1: an OLE2 compound file";
	if (k >= 6 && memcmp(d, "7z\xbc\xaf\x27\x1c", 6) == 0)
		return ":1: a 7-Zip archive";
	if (nul && k >= 6 && k <= 7 && memcmp(d, "Rar!\x1a\x07", 6) == 0 &&
	    (k == 6 || d[6] == 1))
		return ":1: a RAR archive";
	if (k >= 2 && d[0] == 0x1f && d[1] == 0x9d)
		return ":1: compressed by compress (.Z)";
	if ((k >= 5 && memcmp(d, "\xfd" "7zXZ", 5) == 0) || (k >= 4 &&
	    (memcmp(d, "\x28\xb5\x2f\xfd", 4) == 0 || memcmp(d,
	    "\x04\x22\x4d\x18", 4) == 0 || memcmp(d, "\x02\x21\x4c\x18",
	    4) == 0)) || (k >= 10 &&
	    memcmp(d, "BZh", 3) == 0 && d[3] >= '1' && d[3] <= '9' &&
	    (memcmp(d + 4, "1AY&SY", 6) == 0 || memcmp(d + 4,
	    "\x17\x72\x45\x38\x50\x90", 6) == 0) && (nul || tail)))
		return "-compressed, not text";
	if ((what = lines_dataset(d, k, nul)) != NULL)
		return what;
	if (nul && p < 512 && lines_tar(d, size))
		return ":1: a tar archive";
	return NULL;
}

/* the model's R object: line 1 (d[0..n), without its newline, a '\r'
 * at its end dropped) 'X' and the bytes after its newline (rest, k of
 * them) 00 00 00 then 2 or 3 (saveRDS's .rds); or 'RDX2' / 'RDX3' and
 * then 'X' '\n' 00 00 00 and 2 or 3 (save's .RData) */
static int
lines_rdata(const unsigned char *d, size_t n, const unsigned char *rest,
    size_t k)
{
	size_t m = n - (n > 0 && d[n - 1] == '\r'), w;

	if (m == 1 && d[0] == 'X')
		w = 4;
	else if (m == 4 && (memcmp(d, "RDX2", 4) == 0 || memcmp(d, "RDX3",
	    4) == 0))
		w = 6;
	else
		return 0;
	return k >= w && (w == 4 || memcmp(rest, "X\n", 2) == 0) &&
	    memcmp(rest + w - 4, "\0\0\0", 3) == 0 && (rest[w - 1] == 2 ||
	    rest[w - 1] == 3);
}

static int
ref_gunzip(const unsigned char *d, size_t n, unsigned char **out,
    size_t *on)
{
	size_t cap = 4096, len = 0, at = 0;
	unsigned char *o = malloc(cap);
	int ok = o != NULL;

	while (ok && at < n) {		/* one member */
		z_stream z;
		int rc = Z_OK;
		memset(&z, 0, sizeof z);
		if (inflateInit2(&z, 31) != Z_OK)
			ok = 0;
		z.next_in = (unsigned char *)(uintptr_t)(d + at);
		z.avail_in = (uInt)(n - at);
		while (ok && rc != Z_STREAM_END) {
			if (len == cap) {
				unsigned char *p = realloc(o, cap *= 2);
				if (p == NULL) {
					ok = 0;
					break;
				}
				o = p;
			}
			z.next_out = o + len;
			z.avail_out = (uInt)(cap - len);
			rc = inflate(&z, Z_NO_FLUSH);
			len = cap - z.avail_out;
			if (rc != Z_OK && rc != Z_STREAM_END &&
			    !(rc == Z_BUF_ERROR && z.avail_out == 0))
				ok = 0;
		}
		at = n - z.avail_in;
		inflateEnd(&z);
	}
	if (!ok || n < 2) {
		free(o);
		return 0;
	}
	*out = o;
	*on = len;
	return 1;
}

static long lines_check_plain(const char *path, const unsigned char *d,
    size_t size, size_t max);

static long __attribute__((unused))
lines_check(const char *path, const unsigned char *d, size_t size,
    size_t max)
{
	unsigned char *u;
	size_t un;
	long rc;

	if (size < 2 || d[0] != 0x1f || d[1] != 0x8b)
		return lines_check_plain(path, d, size, max);
	if (ref_gunzip(d, size, &u, &un)) {
		rc = lines_check_plain(path, u, un, max);
		free(u);
		return rc;
	}
	/* not to be had: the reader's last word is an error (naming gzip,
	   or a line's own error met before the bytes fail) */
	ak_reader r;
	ak_err e = { .msg = "" };
	long ln = 0;
	if (ak_reader_open(&r, path, &e) != 0)
		return -1;
	r.max = max;
	while ((rc = ak_reader_next(&r, &e)) == 1)
		ln++;
	ak_reader_close(&r);
	return rc == -1 ? 0 : ln + 1;
}

static long __attribute__((unused))
lines_check_plain(const char *path, const unsigned char *d, size_t size,
    size_t max)
{
	ak_reader r;
	ak_err e = { .msg = "" };
	size_t i = 0;
	long ln = 0;
	int ours = 0;

	if (ak_reader_open(&r, path, &e) != 0)
		return -1;
	r.max = max;
	for (;;) {
		int rc = ak_reader_next(&r, &e);
		if (i >= size) {	/* the model has no more lines */
			ak_reader_close(&r);
			return rc == 0 ? 0 : ln + 1;
		}
		const unsigned char *nl = memchr(d + i, '\n', size - i);
		size_t n = nl ? (size_t)(nl - (d + i)) : size - i;
		const unsigned char *nul = memchr(d + i, '\0', n);
		ln++;
		const char *what = ln > 1 ? NULL : n >= 2 && d[0] == 0x1f &&
		    d[1] == 0x8b && (n <= max || max + 1 >= 2) ?
		    ":1: gzip-compressed" : n >= 4 &&
		    memcmp(d, "\xba\x16\x4f\x2f", 4) == 0 &&
		    (n <= max || max + 1 >= 4) ? ":1: a fastText" : NULL;
		if (what == NULL && ln == 1)
			what = lines_archive(d, n, size, max);
		if (what != NULL) {	/* a gzip or fastText file, an archive */
			int ok = rc == -1 && strstr(e.msg, what) != NULL;
			ak_reader_close(&r);
			return ok ? 0 : ln;
		}
		int crlf = nl != NULL && n == max + 1 && d[i + n - 1] == '\r';
		if ((nul && (size_t)(nul - (d + i)) < max) || (n > max &&
		    !crlf)) {
			/* NUL within the first max bytes: "NUL byte"; a line
			   too long: "longer", or the NUL of the same piece */
			int ok = rc == -1 && strstr(e.msg, ":") != NULL &&
			    (nul && (size_t)(nul - (d + i)) < max ?
			    strstr(e.msg, "NUL byte") != NULL :
			    strstr(e.msg, "line longer than") != NULL ||
			    strstr(e.msg, "NUL byte") != NULL);
			char where[64];
			snprintf(where, sizeof where, ":%ld: ", ln);
			ok = ok && strstr(e.msg, where) != NULL;
			ak_reader_close(&r);
			return ok ? 0 : ln;
		}
		if (ln == 1 && nl != NULL && lines_rdata(d, n, d + n + 1,
		    size - (n + 1))) {	/* R's .rds or .RData */
			int ok = rc == -1 && strstr(e.msg, ":1: an R object") !=
			    NULL;
			ak_reader_close(&r);
			return ok ? 0 : ln;
		}
		if (ln == 1)
			ours = ak_is_provenance((const char *)(d + i), n);
		if (nl == NULL && ours) {	/* a file of the tools, cut */
			char where[64];
			snprintf(where, sizeof where, ":%ld: the last line has "
			    "no newline", ln);
			int ok = rc == -1 && strstr(e.msg, where) != NULL;
			ak_reader_close(&r);
			return ok ? 0 : ln;
		}
		size_t s = 0, m = n;
		if (m > 0 && d[i + m - 1] == '\r')
			m--;
		if (ln == 1 && m >= 3 && memcmp(d + i, "\xef\xbb\xbf", 3) == 0)
			s = 3;
		if (ln == 1 && m > s && d[i + s] == '#' && memchr(d + i + s,
		    '\r', m - s) != NULL) {	/* CR-only lines, a comment */
			int ok = rc == -1 && strstr(e.msg, ":1: a CR inside the line")
			    != NULL;
			ak_reader_close(&r);
			return ok ? 0 : ln;
		}
		if (rc != 1 || r.lineno != ln || r.len != m - s ||
		    memcmp(r.line, d + i + s, m - s) != 0 ||
		    r.line[r.len] != '\0') {
			ak_reader_close(&r);
			return ln;
		}
		i += n + 1;
	}
}

#endif
