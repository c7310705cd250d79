/*
 * test_io.c — the line reader (lib/base/io.c ak_reader_next) against the
 * model of its contract (tests/fuzz/lines-ref.h) on inputs made to cross
 * the pieces it reads (stdio's buffer, 4 KiB on most filesystems): lines
 * of 4,095 to 65,537 bytes, CR LF split across two pieces, a NUL in a
 * later piece, a line one byte over the longest; the longest line's rule
 * (ak_line_max: a sixteenth of the memory); and the stream left where the
 * line ends (a caller reads on with fread: embfile.c's word2vec).
 */
#include <stdlib.h>
#include <unistd.h>

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
	};
	static const int want_err[] = { 3, 0, 0, 0, 1, 2 };
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
	ak_line_set_memory(64.0 * 1073741824);
	T_OK(ak_line_max() == AK_LINE_MAX, "64 GB: 1 GiB (AK_LINE_MAX)");
	ak_line_set_memory(0);
	/* none given: a sixteenth of the memory (mem.h ak_mem_bytes: RAM,
	   ulimit -v), within the floor and AK_LINE_MAX (the -M cap of
	   mem.h is gone: a tool with -M calls ak_line_set_memory) */
	double m16 = ak_mem_bytes() / 16;
	size_t want = m16 >= (double)AK_LINE_MAX ? AK_LINE_MAX : m16 < 65536 ?
	    65536 : (size_t)m16;
	T_OK(ak_line_max() == want, "no memory given: a sixteenth of the "
	    "machine's");
	unlink(path);
	free(d);
	return t_done();
}
