/*
 * test_io.c — the line reader (lib/base/io.c ak_reader_next) against the
 * model of its contract (tests/fuzz/lines-ref.h) on inputs made to cross
 * the pieces it reads (stdio's buffer, 4 KiB on most filesystems): lines
 * of 4,095 to 65,537 bytes, CR LF split across two pieces, a NUL in a
 * later piece, a line one byte over the longest; the longest line's rule
 * (ak_line_max: a sixteenth of the memory); and the stream left where the
 * line ends (a caller reads on with fread: embfile.c's word2vec).  The
 * getc path (r.bytewise, a C library other than glibc) gives the same
 * lines, errors and stream positions as stdio's buffer; a line that
 * cannot be had in memory (ulimit -d in a child) is an error.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "io.h"
#include "mem.h"
#include "rng.h"
#include "t.h"
#include "../fuzz/lines-ref.h"

static char path[256];

static void
put(const unsigned char *d, size_t n)
{
	FILE *fp = fopen(path, "wb");
	if (fp == NULL || fwrite(d, 1, n, fp) != n || fclose(fp) != 0)
		abort();
}

/* a line of n bytes 'a' (then end) at p; returns p past it */
static unsigned char *
run_of(unsigned char *p, size_t n, const char *end)
{
	memset(p, 'a', n);
	memcpy(p + n, end, strlen(end));
	return p + n + strlen(end);
}

/* the reader's whole account of path (max, bytewise as given) into t:
   each line's number, length, bytes and the stream's offset after it,
   then the last status, line number and message; its length */
static size_t
transcript(char *t, size_t cap, size_t max, int bytewise)
{
	ak_reader r;
	ak_err e = { .msg = "" };
	size_t n = 0;
	int rc;

	if (ak_reader_open(&r, path, &e) != 0)
		abort();
	r.max = max;
	r.bytewise = bytewise;
	while ((rc = ak_reader_next(&r, &e)) == 1) {
		n += (size_t)snprintf(t + n, cap - n, "%ld %zu %lld:", r.lineno,
		    r.len, (long long)ftello(r.fp));
		if (n + r.len + 1 >= cap)
			abort();
		memcpy(t + n, r.line, r.len);
		n += r.len;
		t[n++] = '\n';
	}
	n += (size_t)snprintf(t + n, cap - n, "rc %d at %ld: %s\n", rc,
	    r.lineno, rc < 0 ? e.msg : "");
	ak_reader_close(&r);
	return n;
}

/* 1 when both paths give the same transcript of d[0..n) at max */
static int
same_paths(const unsigned char *d, size_t n, size_t max)
{
	static char *a, *b;
	static size_t cap;
	size_t need = 3 * n + 4096;

	if (need > cap) {
		free(a);
		free(b);
		a = malloc(need);
		b = malloc(need);
		cap = need;
		if (a == NULL || b == NULL)
			abort();
	}
	put(d, n);
	size_t na = transcript(a, cap, max, 0), nb = transcript(b, cap, max, 1);
	return na == nb && memcmp(a, b, na) == 0;
}

/* the hostile inputs of the two-path comparison: each case a file */
static void
two_paths(unsigned char *d, size_t cap)
{
	/* (each with its length: sizeof, as the NULs are part of them) */
#define S(x) { x, sizeof x - 1 }
	static const struct { const char *s; size_t n; } small[] = {
		S(""), S("\n"), S("a"), S("a\r\nb\r\n"), S("a\rb\n\r"), S("\r"),
		S("\r\n\r\n"), S("no final newline"),
		S("\xef\xbb\xbf" "bom\r\nx"), S("a\0b\nc\n"), S("ok\n\0\n"),
		S("# ppmi-svd (attnkit 0.1.0)\nx\ty"), S("\n\n\n"), S("x\n\0") };
#undef S
	static const size_t around[] = { 4095, 4096, 4097, 65536, 131073 };
	char name[160];
	int bad = 0;
	ak_rng rng;

	for (size_t k = 0; k < sizeof small / sizeof *small; k++)
		for (size_t max = 1; max < 20; max += 3)
			bad += !same_paths((const unsigned char *)small[k].s,
			    small[k].n, max == 19 ? AK_LINE_MAX : max);
	T_OK(bad == 0, "getc path: small hostile files (CR LF, NUL, no "
	    "final newline, empty, BOM, a cut file) as stdio's buffer");
	bad = 0;
	for (size_t k = 0; k < sizeof around / sizeof *around; k++) {
		unsigned char *p = run_of(d, around[k], "\r\n");
		p = run_of(p, around[k] + 1, "\n");
		p = run_of(p, 2, "\r");
		size_t n = (size_t)(p - d);
		bad += !same_paths(d, n, AK_LINE_MAX);
		bad += !same_paths(d, n, around[k]);	/* line 2 too long */
		d[around[k] / 2] = '\0';		/* a NUL in line 1 */
		bad += !same_paths(d, n, AK_LINE_MAX);
		bad += !same_paths(d, n, around[k] / 2);  /* NUL at the byte past */
		bad += !same_paths(d, n, around[k] / 2 - 1);
	}
	T_OK(bad == 0, "getc path: long lines across stdio's pieces, a NUL "
	    "at and past the longest line, as stdio's buffer");
	static const unsigned char alpha[] = { 'a', 'a', '\n', '\r', '\0',
	    0xef, 0xbb, 0xbf };
	ak_rng_seed(&rng, 2929);
	bad = 0;
	for (int trial = 0; trial < 300; trial++) {
		size_t n = (size_t)(ak_rng_u64(&rng) % (trial < 200 ? 64 :
		    (uint64_t)cap));
		for (size_t i = 0; i < n; i++)
			d[i] = trial >= 200 && ak_rng_u64(&rng) % 64 ? 'a' :
			    alpha[ak_rng_u64(&rng) % sizeof alpha];
		bad += !same_paths(d, n, trial % 2 ? AK_LINE_MAX : 1 +
		    ak_rng_u64(&rng) % (trial < 200 ? 16 : 9000));
	}
	snprintf(name, sizeof name, "getc path: 300 random files as stdio's "
	    "buffer (%d differ)", bad);
	T_OK(bad == 0, name);
}

/* files that start with gzip's bytes but are not whole gzip (a header
   cut short, a bad method byte), or with fastText's: refused at line 1 by
   name, at every max, as the model says and the same on both paths; the
   bytes elsewhere, or one byte off, are the line's own error */
static void
foreign_files(void)
{
#define F(x, want) { x, sizeof x - 1, want }
	static const struct { const char *s; size_t n; const char *want; }
	    f[] = {
		F("\x1f\x8b\x08\0\0\0\0\0\0\x03", ":1: gzip data cut short"),
		F("\x1f\x8b\x08\x08zz\n\x02\x03", ":1: gzip data cut short"),
		F("\x1f\x8b", ":1: gzip data cut short"),
		F("\x1f\x8b\x07\0\0\0\0\0\0\x03", ":1: corrupt gzip data"),
		F("\xba\x16\x4f\x2f\x0c\0\0\0", ":1: a fastText .bin model"),
		F("\xba\x16\x4f\x2f\n", ":1: a fastText .bin model"),
		F("\x1f\x8c\x08\0", ":1: NUL byte"),
		F("\xba\x16\x4f\x30\x0c\0", ":1: NUL byte"),
		F("\xef\xbb\xbf\x1f\x8b\0", ":1: NUL byte"),
		F("x\n\x1f\x8b\x08\0", ":2: NUL byte"),
	};
#undef F
	static const size_t maxes[] = { 1, 2, 3, 4, 7, AK_LINE_MAX };
	int bad = 0, said = 0;

	for (size_t k = 0; k < sizeof f / sizeof *f; k++) {
		const unsigned char *d = (const unsigned char *)f[k].s;
		ak_reader r;
		ak_err e = { .msg = "" };
		int rc;

		for (size_t m = 0; m < sizeof maxes / sizeof *maxes; m++)
			bad += !same_paths(d, f[k].n, maxes[m]) ||
			    lines_check(path, d, f[k].n, maxes[m]) != 0;
		put(d, f[k].n);
		if (ak_reader_open(&r, path, &e) != 0)
			abort();
		while ((rc = ak_reader_next(&r, &e)) == 1)
			;
		said += rc == -1 && strstr(e.msg, f[k].want) != NULL;
		ak_reader_close(&r);
	}
	T_OK(bad == 0, "gzip and fastText bytes: the model's error at every "
	    "max, on both paths");
	T_OK(said == (int)(sizeof f / sizeof *f), "gzip and fastText bytes at "
	    "offset 0 named, one byte off or after line 1 the NUL's error");
}

/* a tar header into h (512 bytes): name, a prefix (ustar's) when not
   NULL, type, the magic's 8 bytes at 257 when not NULL (v7 has none),
   and the checksum, one off unless sum_ok */
static void
tar_header(unsigned char *h, const char *name, const char *prefix, char type,
    const char *magic, int sum_ok)
{
	unsigned long sum = 0;

	memset(h, 0, 512);
	memcpy(h, name, strlen(name));
	memcpy(h + 100, "0000644", 8);
	memcpy(h + 124, "00000000004", 12);
	h[156] = (unsigned char)type;
	if (magic != NULL)
		memcpy(h + 257, magic, 8);
	if (prefix != NULL)
		memcpy(h + 345, prefix, strlen(prefix));
	memset(h + 148, ' ', 8);
	for (size_t i = 0; i < 512; i++)
		sum += h[i];
	snprintf((char *)h + 148, 7, "%06lo", sum + !sum_ok);
	h[155] = ' ';
}

/* archives and other compressors' files, by their first bytes at line 1
   (7-Zip, RAR, lz4, compress) or by a tar header after line 1's NUL
   (ustar's magic, or v7's checksum): named with what extracts them, the
   same on both paths and as the model at every max; the other side of
   each rule (a checksum one off, a magic one byte wrong, a header cut
   short, a header after line 1, RAR's version byte 2) the NUL's error,
   and a text with "ustar" at byte 257 read as text */
static void
archive_files(void)
{
	static const struct { const char *name, *prefix, *magic; char type;
	    int sum_ok; size_t cut, at; const char *want; } t[] = {
		{ "v.txt", NULL, "ustar\0" "00", '0', 1, 1024, 0, ":1: a tar "
		    "archive, not text (tar's magic 'ustar' at byte 257; its "
		    "first member 'v.txt'): extract its file first (tar -tf " },
		{ "v.txt", NULL, "ustar  ", '0', 0, 1024, 0, ":1: a tar "
		    "archive, not text (tar's magic 'ustar' at byte 257; its "
		    "first member 'v.txt')" },
		{ "v.txt", "glove", "ustar\0" "00", '0', 1, 1024, 0, "its "
		    "first member 'glove/v.txt'" },
		{ "glove/", NULL, "ustar\0" "00", '5', 1, 1024, 0, ":1: a tar "
		    "archive, not text (tar's magic 'ustar' at byte 257): " },
		{ "it's", NULL, "ustar\0" "00", '0', 1, 1024, 0, "at byte "
		    "257): extract" },
		{ "v.txt", NULL, NULL, '0', 1, 1024, 0, ":1: a tar archive, not "
		    "text (a v7 tar header: its checksum; its first member "
		    "'v.txt')" },
		{ "v.txt", NULL, NULL, '0', 0, 1024, 0, ":1: NUL byte in line" },
		{ "v.txt", NULL, "ustaR\0" "00", '0', 0, 1024, 0, ":1: tar" },
		{ "v.txt", NULL, "ustar\0" "00", '0', 1, 262, 0, ":1: NUL byte "
		    "in line" },
		{ "v.txt", NULL, "ustar\0" "00", '0', 1, 1024, 2, ":2: NUL byte "
		    "in line" },
	};
	static const struct { const char *s; size_t n; const char *want; }
	    f[] = {
		{ "7z\xbc\xaf\x27\x1c\0\x04", 8, ":1: a 7-Zip archive, not "
		    "text (it starts with 7-Zip's bytes 37 7a bc af 27 1c): "
		    "extract its file first (7z l " },
		{ "Rar!\x1a\x07\0\xcf", 8, ":1: a RAR archive, not text" },
		{ "Rar!\x1a\x07\x01\0", 8, ":1: a RAR archive, not text" },
		{ "Rar!\x1a\x07\x02\0", 8, ":1: NUL byte in line" },
		{ "\x04\x22\x4d\x18\x64\x40\xa7\n", 8, ":1: lz4-compressed, not "
		    "text (it starts with lz4's magic number): the tools read "
		    "gzip only; decompress it first (lz4 -dc " },
		{ "\x02\x21\x4c\x18\x10\0", 6, ":1: lz4-compressed" },
		{ "\x1f\x9d\x90\x61\n", 5, ":1: compressed by compress (.Z), "
		    "not text (it starts with its magic number 1f 9d): the "
		    "tools read gzip only; gzip decompresses it (gzip -dc " },
	};
	static const size_t maxes[] = { 1, 7, 300, AK_LINE_MAX };
	unsigned char d[1030];
	int bad = 0, said = 0;
	size_t all = sizeof t / sizeof *t + sizeof f / sizeof *f;

	for (size_t k = 0; k < all; k++) {
		size_t n, j = k - sizeof t / sizeof *t;
		const char *want;
		ak_reader r;
		ak_err e = { .msg = "" };
		int rc;

		if (k < sizeof t / sizeof *t) {
			memset(d, 0, sizeof d);
			memcpy(d, "x\n", t[k].at);
			tar_header(d + t[k].at, t[k].name, t[k].prefix,
			    t[k].type, t[k].magic, t[k].sum_ok);
			memcpy(d + t[k].at + 512, "abc\n", 4);
			n = t[k].cut;
			want = t[k].want;
		} else {
			memcpy(d, f[j].s, f[j].n);
			n = f[j].n;
			want = f[j].want;
		}
		for (size_t m = 0; m < sizeof maxes / sizeof *maxes; m++)
			bad += !same_paths(d, n, maxes[m]) ||
			    lines_check(path, d, n, maxes[m]) != 0;
		put(d, n);
		if (ak_reader_open(&r, path, &e) != 0)
			abort();
		while ((rc = ak_reader_next(&r, &e)) == 1)
			;
		/* ":1: tar": the magic one byte wrong, the checksum one off:
		   the NUL's error, and no tar in it */
		int ok = strcmp(want, ":1: tar") == 0 ? rc == -1 &&
		    strstr(e.msg, "tar") == NULL && strstr(e.msg,
		    ":1: NUL byte in line") != NULL : rc == -1 &&
		    strstr(e.msg, want) != NULL;
		said += ok;
		if (!ok)
			printf("# case %zu: '%s'\n", k, e.msg);
		ak_reader_close(&r);
	}
	T_OK(bad == 0, "archives: the same on both paths, as the model, at "
	    "every max");
	T_OK(said == (int)all, "tar by its header after line 1's NUL (ustar, "
	    "v7's checksum), 7-Zip, RAR, lz4, compress: named; the other "
	    "side of each rule the NUL's error");
	/* a text that holds "ustar" at byte 257: no NUL, read as text */
	memset(d, 'a', 600);
	memcpy(d + 257, "ustar ", 6);
	d[300] = '\n';
	d[599] = '\n';
	bad = 0;
	for (size_t m = 0; m < sizeof maxes / sizeof *maxes; m++)
		bad += !same_paths(d, 600, maxes[m]) ||
		    lines_check(path, d, 600, maxes[m]) != 0;
	T_OK(bad == 0, "'ustar' at byte 257 of a text: its lines");
}

/* what a NUL byte likely means, said at its line on both paths (the
   bytes after the NUL read to tell): UTF-16 by its byte-order mark, or
   by three NULs two bytes apart (LE when the NUL's offset in the file is
   odd), word2vec's binary records after a line 1 "V d"; on the other
   side of each rule, and at it (two NULs two bytes apart; a "V d" of
   three numbers), the NUL's error alone */
static void
nul_files(void)
{
#define F(x, want) { x, sizeof x - 1, want }
	static const struct { const char *s; size_t n; const char *want; }
	    f[] = {
		F("\xff\xfeh\0a\0m\0", ":1: NUL byte in line: UTF-16 text (its "
		    "byte-order mark FF FE)? the tools read UTF-8: convert it "
		    "with iconv -f UTF-16 -t UTF-8 "),
		F("\xfe\xff\0h\0a", ":1: NUL byte in line: UTF-16 text (its "
		    "byte-order mark FE FF)?"),
		F("h\0a\0m\0\n\0", ":1: NUL byte in line: UTF-16LE text (a NUL "
		    "every second byte)? the tools read UTF-8: convert it with "
		    "iconv -f UTF-16LE -t UTF-8 "),
		F("\0h\0a\0m", ":1: NUL byte in line: UTF-16BE text (a NUL "
		    "every second byte)?"),
		F("ok\r\nh\0a\0m\0", ":2: NUL byte in line: UTF-16LE text"),
		F("ok\nh\0a\0m\0", ":2: NUL byte in line: UTF-16BE text"),
		/* Cyrillic in UTF-16LE: no NUL in line 1; line 2 starts with
		   the newline's NUL, after the mark */
		F("\xff\xfe\x21\x04\x3b\x04\n\0\x21\x04", ":2: NUL byte in "
		    "line: UTF-16 text (its byte-order mark FF FE)"),
		F("h\0a\0m", ":1: NUL byte in line"),
		F("h\0a\0", ":1: NUL byte in line"),
		F("a\0\0\0\0\0", ":1: NUL byte in line"),
		F("2 2\nfree \0\0\0\0\0\0\x80\x3f", ":2: NUL byte in line: "
		    "word2vec's binary format (line 1 'V d', then binary "
		    "records)? embeddings: ppmi-svd --load reads it "
		    "(--load-format word2vec-bin), attn-map -e and attn-train "
		    "-e (--emb-format word2vec-bin)"),
		F("12   3 \r\nx \0", ":2: NUL byte in line: word2vec's"),
		F(" 12 3\nx \0", ":2: NUL byte in line"),
		F("2 2 2\nfree \0\x01\0\x02", ":2: NUL byte in line"),
		F("-2 2\nfree \0\x01\0\x02", ":2: NUL byte in line"),
		F("2 x\nfree \0\x01\0\x02", ":2: NUL byte in line"),
		F("2 2\0", ":1: NUL byte in line"),
	};
#undef F
	int bad = 0, said = 0;
	char got[sizeof f / sizeof *f][300];

	for (size_t k = 0; k < sizeof f / sizeof *f; k++) {
		const unsigned char *d = (const unsigned char *)f[k].s;
		ak_reader r;
		ak_err e = { .msg = "" };
		const char *p;
		int rc;

		for (size_t m = 0; m < 2; m++)
			bad += !same_paths(d, f[k].n, m ? 3 : AK_LINE_MAX) ||
			    lines_check(path, d, f[k].n, AK_LINE_MAX) != 0;
		put(d, f[k].n);
		if (ak_reader_open(&r, path, &e) != 0)
			abort();
		while ((rc = ak_reader_next(&r, &e)) == 1)
			;
		/* the want, and the message ends there or goes on with it */
		if (rc == -1 && (p = strstr(e.msg, f[k].want)) != NULL)
			said++;
		else
			printf("# case %zu: '%s'\n", k, e.msg);
		snprintf(got[k], sizeof got[k], "%.299s", e.msg);
		ak_reader_close(&r);
	}
	T_OK(bad == 0, "NUL bytes of UTF-16 and word2vec-bin: the same on "
	    "both paths, as the model");
	T_OK(said == (int)(sizeof f / sizeof *f), "what a NUL means: UTF-16 by "
	    "mark or by NULs two bytes apart, word2vec-bin after 'V d'");
	for (size_t k = 0; k < sizeof f / sizeof *f; k++)
		if (strcmp(f[k].want + strlen(f[k].want) - 4, "line") == 0) {
			size_t n = strlen(got[k]);
			bad += n < 4 || strcmp(got[k] + n - 4, "line") != 0;
		}
	T_OK(bad == 0, "the other side of each rule: the NUL's error alone");
	/* invalid UTF-8 after a UTF-16 mark, where UTF-8 is checked */
	{
		ak_reader r;
		ak_err e = { .msg = "" };

		put((const unsigned char *)"\xff\xfe\x21\x04\n\0", 6);
		if (ak_reader_open(&r, path, &e) != 0)
			abort();
		r.check_utf8 = 1;
		T_OK(ak_reader_next(&r, &e) == -1 && strstr(e.msg, ":1: invalid "
		    "UTF-8 at byte 1: UTF-16 text (its byte-order mark)? the "
		    "tools read UTF-8: convert it with iconv -f UTF-16 -t "
		    "UTF-8 ") != NULL, "invalid UTF-8 after FF FE: UTF-16 said");
		ak_reader_close(&r);
		put((const unsigned char *)"\xfe\xfd\n", 3);
		if (ak_reader_open(&r, path, &e) != 0)
			abort();
		r.check_utf8 = 1;
		T_OK(ak_reader_next(&r, &e) == -1 && strcmp(strchr(e.msg, ':'),
		    ":1: invalid UTF-8 at byte 1") == 0,
		    "invalid UTF-8 after FE FD: no mark, nothing said");
		ak_reader_close(&r);
	}
}

/* a line that cannot be had in memory: in a child under ulimit -d 16 MB
   (RLIMIT_DATA), a 40 MB line with the longest line set past it is "out
   of memory for a line", never the end of the input.  A sanitizer's
   shadow memory cannot run under the limit: not run there (no skip). */
static void
no_memory(void)
{
	if (T_ASAN)
		return;
	FILE *fp = fopen(path, "wb");
	int st = -1;

	if (fp == NULL)
		abort();
	fputs("first\n", fp);
	for (int i = 0; i < 40 * 1024; i++)
		for (int j = 0; j < 1024; j++)
			putc('a', fp);
	fputs("\nlast\n", fp);
	if (fclose(fp) != 0)
		abort();
	fflush(stdout);
	pid_t pid = fork();
	if (pid == 0) {
		struct rlimit rl = { 16 << 20, 16 << 20 };
		ak_reader r;
		ak_err e = { .msg = "" };
		int rc;
		if (setrlimit(RLIMIT_DATA, &rl) != 0)
			_exit(9);
		if (ak_reader_open(&r, path, &e) != 0)
			_exit(8);
		r.max = AK_LINE_MAX;	/* 1 GiB: past what the limit gives */
		while ((rc = ak_reader_next(&r, &e)) == 1)
			;
		_exit(rc == -1 && r.lineno == 1 && strstr(e.msg, ":2: out of "
		    "memory for a line of ") != NULL ? 0 : 1);
	}
	if (pid > 0)
		waitpid(pid, &st, 0);
	T_OK(pid > 0 && WIFEXITED(st) && WEXITSTATUS(st) == 0, "a 40 MB line "
	    "under ulimit -d 16 MB: out of memory at line 2, not the end");
}

/* a second read checks the id from before the first (ak_file_id_of,
 * ak_reader_open_was): the same file unchanged opens; one cut, grown,
 * renamed over or written with its mtime put back since does not, with
 * what changed */
static void
second_read(void)
{
	char other[300], cmd[4096];
	ak_file_id was;
	ak_reader r;
	ak_err e;

	snprintf(other, sizeof other, "%s.new", path);
	put((const unsigned char *)"a\nb\n", 4);
	ak_file_id_of(path, &was);
	T_OK(was.ok && was.size == 4, "the id of a regular file by its name");
	T_OK(ak_reader_open_was(&r, path, &was, &e) == 0, "unchanged: the "
	    "second read opens");
	ak_reader_close(&r);
	T_OK(ak_reader_open_was(&r, path, NULL, &e) == 0, "no id: no check");
	ak_reader_close(&r);
	put((const unsigned char *)"a\nb\nc\n", 6);
	T_OK(ak_reader_open_was(&r, path, &was, &e) == -1 &&
	    strstr(e.msg, ": changed while it was read (grown from 4 to 6 "
	    "bytes)") != NULL, "grown since the first read: refused");
	ak_file_id_of(path, &was);
	FILE *fp = fopen(other, "wb");
	fputs("x\ny\nz\n", fp);
	fclose(fp);
	rename(other, path);
	T_OK(ak_reader_open_was(&r, path, &was, &e) == -1 &&
	    strstr(e.msg, "another file now") != NULL, "renamed over by a file "
	    "of the same size: refused");
	ak_file_id_of(path, &was);
	snprintf(cmd, sizeof cmd, "sleep 0.05 && cp -p '%s' '%s.ref' && printf 'q\\nr\\n"
	    "s\\n' > '%s' && touch -r '%s.ref' '%s' && rm -f '%s.ref'", path,
	    path, path, path, path, path);
	/* (past the clock's tick of the ctime, 4 ms: the change is one
	   the file system can show) */
	T_OK(system(cmd) == 0, "the file rewritten, its mtime put back");
	T_OK(ak_reader_open_was(&r, path, &was, &e) == -1 &&
	    strstr(e.msg, "changed while it was read") != NULL,
	    "written in place with its mtime put back: refused (the ctime)");
	ak_file_id_of("-", &was);
	T_OK(!was.ok, "standard input: no id (it is not read twice)");
}

int
main(void)
{
	size_t cap = 1 << 20;
	unsigned char *d = malloc(cap), *p;
	char name[160];
	ak_rng rng;

	snprintf(path, sizeof path, "%s/test_io.%ld", getenv("TMPDIR") ?
	    getenv("TMPDIR") : "/tmp", (long)getpid());
	/* lines around the piece: the '\n' as the piece's last byte, its
	   first byte, CR LF split between two pieces */
	static const size_t around[] = { 4095, 4096, 4097, 65535, 65536,
	    65537, 131072 };
	for (size_t k = 0; k < sizeof around / sizeof *around; k++) {
		p = run_of(d, around[k], "\r\n");
		p = run_of(p, 3, "\n");
		p = run_of(p, around[k] - 1, "");	/* no final newline */
		put(d, (size_t)(p - d));
		snprintf(name, sizeof name, "lines of %zu bytes across pieces",
		    around[k]);
		T_OK(lines_check(path, d, (size_t)(p - d), AK_LINE_MAX) == 0,
		    name);
		/* the longest line: exactly max passes, max + 1 does not */
		snprintf(name, sizeof name, "a line of %zu bytes at max %zu "
		    "and max %zu", around[k], around[k] + 1, around[k] - 1);
		T_OK(lines_check(path, d, (size_t)(p - d), around[k] + 1) == 0 &&
		    lines_check(path, d, (size_t)(p - d), around[k] - 1) == 0,
		    name);
	}
	/* a NUL in the second piece of a long line, and in a later line */
	p = run_of(d, 100000, "\n");
	d[70000] = '\0';
	put(d, (size_t)(p - d));
	T_OK(lines_check(path, d, (size_t)(p - d), AK_LINE_MAX) == 0,
	    "NUL at byte 70,001 of line 1: the error at line 1");
	/* random inputs over a small alphabet, max small and large */
	static const unsigned char alpha[] = { 'a', 'a', 'a', '\n', '\r',
	    '\0', 0xef, 0xbb, 0xbf, 'b' };
	ak_rng_seed(&rng, 29);
	int bad = 0;
	for (int trial = 0; trial < 400; trial++) {
		size_t n = (size_t)(ak_rng_u64(&rng) % (trial < 300 ? 200 :
		    300000));
		int nul = trial % 3 == 0;
		for (size_t i = 0; i < n; i++) {
			size_t c = ak_rng_u64(&rng) % sizeof alpha;
			d[i] = alpha[c];
			if (!nul && d[i] == '\0')
				d[i] = 'a';
			if (trial >= 300 && ak_rng_u64(&rng) % 4)
				d[i] = 'a';	/* long lines */
		}
		put(d, n);
		size_t max = trial % 2 ? AK_LINE_MAX : 1 + ak_rng_u64(&rng) %
		    (trial < 300 ? 20 : 70000);
		if (lines_check(path, d, n, max) != 0)
			bad++;
	}
	T_OK(bad == 0, "400 random inputs read as the model says");
	/* the empty file and a lone newline */
	put(d, 0);
	T_OK(lines_check(path, d, 0, AK_LINE_MAX) == 0, "empty file: no line");
	put((const unsigned char *)"\n", 1);
	T_OK(lines_check(path, (const unsigned char *)"\n", 1, AK_LINE_MAX) ==
	    0, "one newline: one empty line");
	/* a file of the tools (their provenance comment first) cut in its
	   last line: an error; whole, or written by hand, it is read */
	static const char *const cut[] = {
		"# ppmi-svd -o e.tsv (attnkit 0.1.0)\nword\td1\nfree\t0.12",
		"# ppmi-svd -o e.tsv (attnkit 0.1.0)\nword\td1\nfree\t0.125\n",
		"# my own notes (attnkit 0.1.0\nword\td1\nfree\t0.12",
		"word\td1\nfree\t0.12",
		"# sms-vocab (attnkit 0.1.0)",
		"# x (attnkit )\nw",
		"# x (attnkit 1)\nw",
		"# (attnkit )\n2",
		"# (attnkit 1)\n2",
		"#  (attnkit 1)\n2",
	};
	/* the provenance rule (io.h ak_is_provenance): a version of one
	   byte or more, the tag after "# " and a space of its own */
	static const int want_err[] = { 3, 0, 0, 0, 1, 0, 2, 0, 0, 2 };
	for (size_t k = 0; k < sizeof cut / sizeof *cut; k++) {
		ak_reader r;
		ak_err e = { .msg = "" };
		int rc;
		put((const unsigned char *)cut[k], strlen(cut[k]));
		snprintf(name, sizeof name, "cut short, case %zu: %s as the "
		    "model says", k + 1, want_err[k] ? "refused" : "read");
		T_OK(lines_check(path, (const unsigned char *)cut[k],
		    strlen(cut[k]), AK_LINE_MAX) == 0, name);
		ak_reader_open(&r, path, &e);
		while ((rc = ak_reader_next(&r, &e)) == 1)
			;
		if (want_err[k])
			snprintf(name, sizeof name, "cut short, case %zu: the "
			    "error at line %d", k + 1, want_err[k]);
		else
			snprintf(name, sizeof name, "cut short, case %zu: read "
			    "to its end", k + 1);
		T_OK(want_err[k] ? rc == -1 && r.lineno == want_err[k] &&
		    strstr(e.msg, "the last line has no newline: the file is "
		    "cut short") != NULL : rc == 0, name);
		ak_reader_close(&r);
	}
	/* the rule itself, both sides of each of its clauses */
	{
#define P(x, want) { x, sizeof x - 1, want }
		static const struct { const char *s; size_t n; int want; }
		    prov[] = {
			P("# ppmi-svd -o e.tsv (attnkit 0.1.0)", 1),
			P("# x (attnkit 1)", 1), P("# x (attnkit )", 0),
			P("#  (attnkit 1)", 1), P("# (attnkit 1)", 0),
			P("# (attnkit )", 0), P("# x (attnkit 1 2)", 0),
			P("# x (attnkit 1))", 0), P("# x (attnkit (1)", 0),
			P("# x (attnkit 1)\r", 0), P("# x (attnkit 1) ", 0),
			P("#x (attnkit 1)", 0), P("# x (attnkit\t1)", 0),
			P("# a (attnkit 1) (attnkit 2)", 1), P("", 0), P(")", 0),
		};
#undef P
		int bad = 0;
		for (size_t k = 0; k < sizeof prov / sizeof *prov; k++)
			bad += ak_is_provenance(prov[k].s, prov[k].n) !=
			    prov[k].want;
		T_OK(bad == 0, "ak_is_provenance: \"# TEXT (attnkit V)\", V "
		    "one byte or more, TEXT after \"# \" (16 lines)");
		/* and what the writer writes is one, whatever its words
		   (an empty program name, quotes, parentheses, the tag) */
		static char *const argvs[][4] = {
			{ "/usr/bin/ppmi-svd", "-o", "e.tsv", NULL },
			{ "", "", NULL, NULL },
			{ "/bin/", "a (attnkit )", "x)", NULL },
			{ "t", "it's\n(", "(attnkit 9)", NULL },
		};
		bad = 0;
		for (size_t k = 0; k < sizeof argvs / sizeof *argvs; k++) {
			char buf[256];
			int argc = 0;
			while (argc < 4 && argvs[k][argc] != NULL)
				argc++;
			FILE *fp = fopen(path, "w+");
			if (fp == NULL)
				abort();
			ak_provenance(fp, argc, argvs[k]);
			rewind(fp);
			if (fgets(buf, sizeof buf, fp) == NULL)
				abort();
			fclose(fp);
			size_t n = strcspn(buf, "\n");
			bad += !ak_is_provenance(buf, n);
		}
		T_OK(bad == 0, "ak_is_provenance: every line ak_provenance "
		    "writes (4 command lines)");
	}
	/* after a line, the stream is at the next: fread goes on there
	   (a header line, then binary records) */
	{
		static const unsigned char mix[] = "2 3\nab\0\1\2\n\377rest";
		ak_reader r;
		ak_err e = { .msg = "" };
		unsigned char got[16];
		put(mix, sizeof mix - 1);
		ak_reader_open(&r, path, &e);
		int rc = ak_reader_next(&r, &e);
		size_t n = fread(got, 1, sizeof got, r.fp);
		T_OK(rc == 1 && strcmp(r.line, "2 3") == 0 && n == sizeof mix -
		    1 - 4 && memcmp(got, mix + 4, n) == 0,
		    "a line, then fread on r.fp: the bytes after the line");
		ak_reader_close(&r);
	}
	/* the longest line: a sixteenth of the memory, 64 KiB at least,
	   1 GiB at most */
	ak_line_set_memory(16.0 * 1048576);
	T_OK(ak_line_max() == 1048576, "-M 16M: lines of 1 MB at most");
	ak_line_set_memory(1048576);
	T_OK(ak_line_max() == 65536, "-M 1M: 64 KiB (the floor)");
	/* none given, or more than the process may have: a sixteenth of
	   the memory (mem.h ak_mem_bytes: RAM, ulimit -v), within the floor
	   and AK_LINE_MAX */
	double m16 = ak_mem_bytes() / 16;
	size_t want = m16 >= (double)AK_LINE_MAX ? AK_LINE_MAX : m16 < 65536 ?
	    65536 : (size_t)m16;
	ak_line_set_memory(1024.0 * 1073741824);
	T_OK(ak_line_max() == want, "-M 1T, past the machine: a sixteenth of "
	    "the machine's");
	ak_line_set_memory(0);
	T_OK(ak_line_max() == want, "no memory given: a sixteenth of the "
	    "machine's");
	two_paths(d, cap);
	foreign_files();
	archive_files();
	nul_files();
	no_memory();
	second_read();
	unlink(path);
	free(d);
	return t_done();
}
