/*
 * test_split.c — a corpus file counted by the parts' threads, a stretch
 * of whole lines each (io.h ak_line_cuts, spcount-split.c), and the count
 * matrix built on them (counts-csr-par.c): the same matrix, bit for bit,
 * at 2, 3 and 5 parts as with none, on Zipf lines, empty lines, comments,
 * one line, fewer lines than parts, one line longer than a stretch, CRLF,
 * a UTF-8 byte-order mark and a last line without its newline; the same
 * errors (FILE:LINE of the first bad line) whichever stretch holds it;
 * where the parts' matrices do not fit the budget, the matrix is built
 * from the cells in order, the same.
 */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "counts.h"
#include "counts-int.h"
#include "csr.h"
#include "io.h"
#include "rng.h"
#include "spcount.h"
#include "strmap.h"
#include "t.h"
#include "t-files.h"

#define V 400

static ak_strmap words;
static uint32_t ident[V];
static size_t counter_memory = 1 << 26;	/* the counter's budget */

/* the count matrix of path counted with parts (0: none), symmetric,
 * window 2; memory: the matrix's budget.  0 or -1 (e) */
static int
count(ak_csr *C, const char *path, size_t parts, size_t memory,
    size_t *nmsg, ak_err *e)
{
	ak_spcount c;
	int rc;

	*nmsg = 0;
	if (ak_spcount_init(&c, 2, AK_WEIGHT_FLAT, AK_OOV_KEEP,
	    counter_memory, e) != 0)
		return -1;
	rc = (parts > 1 && ak_spcount_parts(&c, parts, e) != 0) ||
	    ak_spcount_read(&c, &words, NULL, path, NULL, nmsg, e) != 0 ||
	    ak_counts_csr_counter(C, &c, ident, ident, V, V, memory, 0, "t",
	    e) != 0 ? -1 : 0;
	ak_spcount_free(&c);
	return rc;
}

static int
same_csr(const ak_csr *A, const ak_csr *B)
{
	if (A->m != B->m || A->n != B->n || A->nnz != B->nnz || A->L != B->L ||
	    (A->units == NULL) != (B->units == NULL))
		return 0;
	/* an empty matrix's cell arrays may be NULL: memcmp must not see
	   them, even for 0 bytes (C11 7.24.1) */
	if (memcmp(A->ptr, B->ptr, (A->m + 1) * sizeof(size_t)) != 0)
		return 0;
	if (A->nnz == 0)
		return 1;
	return memcmp(A->col, B->col, A->nnz * sizeof(uint32_t)) == 0 &&
	    (A->units ? memcmp(A->units, B->units, A->nnz *
	    sizeof(uint32_t)) : memcmp(A->val, B->val, A->nnz *
	    sizeof(double))) == 0;
}

/* the file name's counts at 2, 3 and 5 parts against none's: the same
 * matrix and messages, or the same error */
static void
check_file(const char *name, const char *text, size_t memory)
{
	char path[512], msg[400];
	ak_csr A, B;
	ak_err e1 = { .msg = "" }, e2 = { .msg = "" };
	size_t n1, n2;
	int rc1, rc2;

	snprintf(path, sizeof path, "%s", t_puts(name, text));
	rc1 = count(&A, path, 0, SIZE_MAX, &n1, &e1);
	for (size_t parts = 2; parts <= 5; parts += parts == 3 ? 2 : 1) {
		rc2 = count(&B, path, parts, memory, &n2, &e2);
		if (rc1 != 0) {
			snprintf(msg, sizeof msg, "%s, %zu parts: the same "
			    "error as one thread (%.150s)", name, parts, e1.msg);
			T_OK(rc2 != 0 && strcmp(e1.msg, e2.msg) == 0, msg);
			if (rc2 == 0 || strcmp(e1.msg, e2.msg) != 0)
				printf("# '%s' vs '%s'\n", e1.msg, rc2 ? e2.msg :
				    "no error");
		} else {
			snprintf(msg, sizeof msg, "%s, %zu parts: the same "
			    "matrix (%zu cells) and messages (%zu)", name,
			    parts, A.nnz, n1);
			T_OK(rc2 == 0 && n1 == n2 && same_csr(&A, &B), msg);
			if (rc2 != 0)
				printf("# %s\n", e2.msg);
		}
		if (rc2 == 0)
			ak_csr_free(&B);
	}
	if (rc1 == 0)
		ak_csr_free(&A);
}

/* n lines of Zipf-like words (w0 most often), some empty, some comments,
 * ending "\r\n" when crlf */
static char *
zipf_lines(size_t n, uint64_t seed, int crlf)
{
	size_t cap = n * 400 + 64, off = 0;
	char *s = malloc(cap);
	ak_rng r;

	ak_rng_seed(&r, seed);
	for (size_t i = 0; i < n; i++) {
		size_t len = (size_t)ak_rng_below(&r, 30);
		off += (size_t)snprintf(s + off, cap - off, "%s", i % 97 == 5 ?
		    "# a comment\n" : "");
		off += (size_t)snprintf(s + off, cap - off, "ham\t");
		for (size_t k = 0; i % 13 != 7 && k < len; k++) {
			/* a word of rank about 1/u: Zipf's tail */
			double u = ak_rng_uniform(&r) + 1e-9;
			size_t w = (size_t)(1.0 / u) - 1;
			off += (size_t)snprintf(s + off, cap - off, "%sw%zu",
			    k ? " " : "", w < V + 20 ? w : w % (V + 20));
		}
		off += (size_t)snprintf(s + off, cap - off, crlf ? "\r\n" :
		    "\n");
	}
	return s;
}

/* a budget the matrix fits in, but not the parts' matrices beside it:
 * the parts read again, the cells in order, the same matrix */
static void
check_tight(const char *text)
{
	const char *p = t_puts("tight.txt", text);
	ak_csr A, B;
	ak_spcount c;
	ak_err e;
	size_t n, mem;
	int rc;

	T_OK(count(&A, p, 0, SIZE_MAX, &n, &e) == 0 && A.nnz > 5000,
	    "tight: counted, more than 5,000 cells");
	ak_spcount_init(&c, 2, AK_WEIGHT_FLAT, AK_OOV_KEEP, 1 << 26, &e);
	ak_spcount_parts(&c, 3, &e);
	n = 0;
	rc = ak_spcount_read(&c, &words, NULL, p, NULL, &n, &e) == 0 &&
	    ak_spcount_begin(&c, &e) == 0;
	/* (and the parts' merged batches, 64 KB, once they are read in
	 * order) */
	mem = ak_counts_csr_bytes(V, A.nnz, 1) + ak_spcount_bytes(&c) +
	    (80 << 10);
	T_OK(rc && ak_counts_csr_parts(&B, &c, ident, V, V, mem, 0, &e) == 1,
	    "tight: the parts' matrices do not fit beside the matrix");
	rc = ak_spcount_rewind(&c, &e) == 0 && ak_counts_csr_counter(&B, &c,
	    ident, ident, V, V, mem, 0, "t", &e) == 0;
	T_OK(rc && same_csr(&A, &B), "tight: built from the cells in order, "
	    "the same matrix");
	if (!rc)
		printf("# %s\n", e.msg);
	ak_csr_free(&A);
	ak_csr_free(&B);
	ak_spcount_free(&c);
}

/* a counter's budget small enough that each part spills its cells to
 * runs: its last chunk's arrays kept and given (ak_spcount_part_room),
 * the bytes it holds less by as much; its matrix built in them, the same
 * matrix at 2, 3 and 5 parts as with none */
static void
check_kept(const char *text)
{
	const char *p = t_puts("kept.txt", text);
	ak_spcount c;
	ak_err e;
	size_t n = 0, given = 0, runs = 1, before, bytes;
	void *a, *b;
	int rc;

	ak_spcount_init(&c, 2, AK_WEIGHT_FLAT, AK_OOV_KEEP, 1 << 20, &e);
	ak_spcount_parts(&c, 2, &e);
	rc = ak_spcount_read(&c, &words, NULL, p, NULL, &n, &e) == 0 &&
	    ak_spcount_begin_parts(&c, &e) == 0;
	for (size_t t = 0; rc && t < 2; t++) {
		runs = runs && c.part[t].nruns > 0;
		before = ak_spcount_bytes(&c);
		if (ak_spcount_part_room(&c, t, &a, &b, &bytes) == 1 &&
		    a != NULL && b != NULL && bytes >= 8 &&
		    ak_spcount_bytes(&c) == before - 2 * bytes)
			given++;
		/* the arrays are the caller's: written over, freed */
		if (a != NULL && b != NULL) {
			memset(a, 0xff, bytes);
			memset(b, 0xff, bytes);
		}
		free(a);
		free(b);
	}
	T_OK(rc && runs && given == 2, "kept: each part spilled its cells "
	    "to runs, and gave its last chunk's two arrays, no longer "
	    "counted as its");
	T_OK(rc && ak_spcount_part_room(&c, 0, &a, &b, &bytes) == 0 &&
	    a == NULL && b == NULL && bytes == 0, "kept: given once");
	ak_spcount_free(&c);
	/* without runs (the cells read from those arrays): none given */
	ak_spcount_init(&c, 2, AK_WEIGHT_FLAT, AK_OOV_KEEP, 1 << 26, &e);
	ak_spcount_parts(&c, 2, &e);
	n = 0;
	rc = ak_spcount_read(&c, &words, NULL, p, NULL, &n, &e) == 0 &&
	    ak_spcount_begin_parts(&c, &e) == 0;
	T_OK(rc && c.part[0].nruns == 0 && ak_spcount_part_room(&c, 0, &a,
	    &b, &bytes) == 0 && a == NULL, "kept: none given where a part's "
	    "cells stayed in memory");
	ak_spcount_free(&c);
	counter_memory = 1 << 20;
	check_file("kept.txt", text, SIZE_MAX);
	counter_memory = 1 << 26;
}

static void
check_cuts(void)
{
	long long cut[6];
	ak_err e;
	const char *p = t_puts("cuts.txt", "aaaa\nbb\ncccccc\nd\n");

	/* size 17: bytes 5 and 11 (17·t/3) fall in lines that start at 5
	 * and 15 */
	T_OK(ak_line_cuts(p, 3, cut, NULL, &e) == 0 && cut[0] == 0 && cut[1] == 5 &&
	    cut[2] == 15 && cut[3] == 17, "cuts: at the first line start at "
	    "or after each third of the bytes");
	/* one line longer than the stretches: the others are empty */
	p = t_puts("long.txt", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\nb\n");
	T_OK(ak_line_cuts(p, 5, cut, NULL, &e) == 0 && cut[1] == 31 && cut[2] ==
	    31 && cut[3] == 31 && cut[4] == 31 && cut[5] == 33,
	    "cuts: a line longer than a stretch leaves empty ones");
	p = t_put("empty.txt", "", 0);
	T_OK(ak_line_cuts(p, 2, cut, NULL, &e) == 0 && cut[0] == 0 && cut[1] == 0 &&
	    cut[2] == 0, "cuts: an empty file");
	T_OK(ak_line_cuts("-", 2, cut, NULL, &e) == 1, "cuts: standard input is "
	    "read from its start, by one reader");
	T_OK(ak_line_cuts("/dev/null", 2, cut, NULL, &e) == 1, "cuts: not a "
	    "regular file (a pipe, a device): by one reader");
	p = t_put("gz.txt", "\x1f\x8b\x08\x00", 4);
	T_OK(ak_line_cuts(p, 2, cut, NULL, &e) == 1, "cuts: gzip, read from its "
	    "start, by one reader");
	T_OK(ak_line_cuts("/nonexistent/x", 2, cut, NULL, &e) == -1 &&
	    strstr(e.msg, "/nonexistent/x: ") != NULL, "cuts: a missing "
	    "file's error");
}

/* a file written with an old modification time (2000-01-01), so that any
 * write after it changes the time whatever the clock's tick */
static const char *
put_old(const char *name, const char *s)
{
	static char p[256];
	struct timespec ts[2] = { { 946684800, 0 }, { 946684800, 0 } };

	if (s != NULL)
		snprintf(p, sizeof p, "%s", t_puts(name, s));
	else
		snprintf(p, sizeof p, "%s/%s", t_dir, name);

	(void)utimensat(AT_FDCWD, p, ts, 0);
	return p;
}

/* read r to its end: ak_reader_next's last return */
static int
read_all(ak_reader *r, ak_err *e)
{
	int rc;

	while ((rc = ak_reader_next(r, e)) == 1)
		;
	return rc;
}

/* a file changed while it is read (io.h ak_file_unchanged): grown, cut,
 * rewritten in place at the same size, or another file renamed over it
 * before a stretch is opened: an error at the end naming it; the file
 * as it was, or renamed over after it was opened (the old one is read
 * whole), is read */
static void
check_changed(void)
{
	static const char text[] = "aaa\nbbb\nccc\n";
	char path[256], other[256];
	long long cut[3];
	ak_file_id id;
	ak_reader r;
	ak_err e;
	FILE *fp;

	snprintf(path, sizeof path, "%s", put_old("chg.txt", text));
	T_OK(ak_reader_open(&r, path, &e) == 0 && ak_reader_next(&r, &e) ==
	    1 && read_all(&r, &e) == 0, "changed: a file as it was is read");
	ak_reader_close(&r);
	for (int how = 0; how < 3; how++) {
		static const char *const said[] = { "grown from 12 to 16 bytes",
		    "cut from 12 to 4 bytes", "modified in place" };
		(void)put_old("chg.txt", text);
		int rc = ak_reader_open(&r, path, &e);
		/* line 1 read: stdio holds the rest; what follows is seen at
		   the end, from fstat, whatever the buffer held */
		rc |= ak_reader_next(&r, &e) != 1;
		fp = fopen(path, how == 0 ? "ab" : how == 1 ? "r+b" : "r+b");
		if (fp == NULL)
			abort();
		if (how == 0)
			fputs("ddd\n", fp);
		else if (how == 1)
			rc |= ftruncate(fileno(fp), 4);
		else
			fputs("AAA", fp);
		fclose(fp);
		rc |= read_all(&r, &e) != -1;
		T_OK(rc == 0 && strstr(e.msg, "chg.txt: changed while it was "
		    "read (") != NULL && strstr(e.msg, said[how]) != NULL,
		    said[how]);
		ak_reader_close(&r);
	}
	/* written in place with its modification time put back (touch -r,
	   rsync --inplace -t): the status-change time tells, as it does to
	   tar.  The write waits for the coarse clock the file system stamps
	   times from to pass the ctime of the open, so its ctime differs
	   whatever the tick */
	{
		struct stat st;
		struct timespec now, back[2] = { { 946684800, 0 },
		    { 946684800, 0 } };
		(void)put_old("chg.txt", text);
		int rc = ak_reader_open(&r, path, &e) != 0 ||
		    ak_reader_next(&r, &e) != 1 || stat(path, &st) != 0;
		do
			clock_gettime(CLOCK_REALTIME_COARSE, &now);
		while (rc == 0 && (now.tv_sec < st.st_ctim.tv_sec ||
		    (now.tv_sec == st.st_ctim.tv_sec && now.tv_nsec <=
		    st.st_ctim.tv_nsec)));
		if ((fp = fopen(path, "r+b")) == NULL)
			abort();
		fputs("AAA", fp);
		fflush(fp);
		rc |= futimens(fileno(fp), back) != 0;
		fclose(fp);
		rc |= stat(path, &st) != 0 || st.st_mtim.tv_sec != 946684800;
		rc |= read_all(&r, &e) != -1;
		T_OK(rc == 0 && strstr(e.msg, "its status changed") != NULL,
		    "changed: written in place, its modification time put "
		    "back");
		ak_reader_close(&r);
	}
	/* renamed over once open: the open file, the old one, read whole */
	(void)put_old("chg.txt", text);
	snprintf(other, sizeof other, "%s", put_old("new.txt", "x\n"));
	T_OK(ak_reader_open(&r, path, &e) == 0 && rename(other, path) == 0 &&
	    read_all(&r, &e) == 0 && r.lineno == 3, "changed: renamed over "
	    "after the open, the file opened read whole");
	ak_reader_close(&r);
	/* a stretch (spcount-split.c): the cut's id, then another file in
	   its place before the stretch opens it */
	(void)put_old("chg.txt", text);
	T_OK(ak_line_cuts(path, 2, cut, &id, &e) == 0 && id.ok && id.size ==
	    12, "changed: the cut takes the file's id");
	snprintf(other, sizeof other, "%s", put_old("new.txt", text));
	int rc = rename(other, path) != 0 ||
	    ak_reader_open_at(&r, path, cut[1], 2, &e) != 0;
	r.id = id;
	rc |= ak_reader_next(&r, &e) != 1 || ak_reader_unchanged(&r, &e) !=
	    -1;
	T_OK(rc == 0 && strstr(e.msg, "another file now") != NULL,
	    "changed: another file put in its place between the cut and a "
	    "stretch's end");
	ak_reader_close(&r);
	/* and a stretch whose file is written to after the cut */
	(void)put_old("chg.txt", text);
	rc = ak_line_cuts(path, 2, cut, &id, &e) != 0 ||
	    ak_reader_open_at(&r, path, 0, 0, &e) != 0;
	r.id = id;
	rc |= ak_reader_next(&r, &e) != 1;
	if ((fp = fopen(path, "r+b")) == NULL)
		abort();
	fputs("A", fp);
	fclose(fp);
	rc |= ak_reader_unchanged(&r, &e) != -1;
	T_OK(rc == 0 && strstr(e.msg, "modified in place") != NULL,
	    "changed: a stretch's file written to before its end");
	ak_reader_close(&r);
	/* a pipe cannot be checked: no id, no error */
	ak_file_id_get(-1, &id);
	T_OK(!id.ok && ak_file_unchanged(&id, 0, "p", &e) == 0,
	    "changed: no regular file, nothing checked");
}

/* the progress callback of a count: the file written to at its first
 * call (the first message of stretch 0, or of the one reader), while the
 * stretches are read */
static const char *grow_path;
static int grown;

static void
grow_once(void *ctx, const char *stage, const char *unit, uint64_t done,
    uint64_t total, int end)
{
	FILE *fp;

	(void)ctx, (void)stage, (void)unit, (void)done, (void)total, (void)end;
	if (grown++ == 0 && (fp = fopen(grow_path, "ab")) != NULL) {
		fputs("ham\tw1 w2\n", fp);
		fclose(fp);
	}
}

/* a count whose file grows while it is read, by one reader and by two
 * stretches (ppmi-svd -j 1, -j 2): both an error naming the file, where
 * the two had counted other lines with exit 0; the file as it was, the
 * same counts either way */
static void
check_changed_count(void)
{
	char path[256], name[96];
	ak_progress pr = { grow_once, NULL };
	ak_csr A, B;
	size_t n1 = 0, n2 = 0;
	ak_err e;
	char *d = malloc(40000);
	size_t k = 0;

	if (d == NULL)
		abort();
	for (int m = 0; m < 2000; m++)
		k += (size_t)snprintf(d + k, 40000 - k, "ham\tw%d w%d w%d\n",
		    m % V, (m * 7) % V, (m * 13) % V);
	snprintf(path, sizeof path, "%s", t_put("grow.txt", d, k));
	T_OK(count(&A, path, 1, 1 << 24, &n1, &e) == 0 && count(&B, path, 2,
	    1 << 24, &n2, &e) == 0 && n1 == 2000 && n2 == 2000 &&
	    same_csr(&A, &B), "changed: the file as it was, -j 1 and -j 2 "
	    "alike");
	ak_csr_free(&A);
	ak_csr_free(&B);
	for (size_t parts = 1; parts <= 2; parts++) {
		ak_spcount c;
		size_t nmsg = 0;
		int rc;

		(void)put_old("grow.txt", "");
		(void)t_put("grow.txt", d, k);
		(void)put_old("grow.txt", NULL);
		grow_path = path;
		grown = 0;
		rc = ak_spcount_init(&c, 2, AK_WEIGHT_FLAT, AK_OOV_KEEP,
		    1 << 26, &e);
		if (rc == 0) {
			c.progress.p = &pr;
			rc = (parts > 1 && ak_spcount_parts(&c, parts, &e) !=
			    0) || ak_spcount_read(&c, &words, NULL, path, NULL,
			    &nmsg, &e) != 0 ? -1 : 0;
			ak_spcount_free(&c);
		}
		snprintf(name, sizeof name, "changed: a file grown while %zu "
		    "reader%s count it: its error", parts, parts > 1 ? "s" :
		    "");
		T_OK(grown > 0 && rc == -1 && strstr(e.msg, "grow.txt: changed "
		    "while it was read (grown from") != NULL, name);
		if (rc != -1 || strstr(e.msg, "changed") == NULL)
			printf("# %s\n", e.msg);
	}
	free(d);
}

int
main(void)
{
	ak_err e;
	char w[32];

	if (t_dir_make() != 0 || ak_strmap_init(&words, &e) != 0)
		return 1;
	for (size_t i = 0; i < V; i++) {
		snprintf(w, sizeof w, "w%zu", i);
		ak_strmap_put(&words, w, strlen(w), (long)i, NULL, &e);
		ident[i] = (uint32_t)i;
	}
	check_cuts();
	check_changed();
	check_changed_count();
	char *z = zipf_lines(3000, 7, 0), *zc = zipf_lines(500, 8, 1);
	check_file("zipf.txt", z, SIZE_MAX);
	check_file("crlf.txt", zc, SIZE_MAX);
	check_kept(z);
	/* a budget where the parts' matrices (8 bytes a cell, half of it)
	 * do not fit beside the matrix, that does: built in order */
	char *big = zipf_lines(20000, 9, 0);
	check_tight(big);
	free(big);
	check_file("one.txt", "ham\tw1 w2 w3 w1 w2\n", SIZE_MAX);
	check_file("two.txt", "ham\tw1 w2 w3\nspam\tw4 w5 w1\n", SIZE_MAX);
	check_file("nonl.txt", "ham\tw1 w2\nham\tw3 w4 w5", SIZE_MAX);
	check_file("bom.txt", "\xef\xbb\xbfham\tw1 w2\nham\tw3 w4\nham\tw2 "
	    "w1\n", SIZE_MAX);
	check_file("empty-lines.txt", "ham\t\nham\t\nham\tw1 w2\nham\t\n",
	    SIZE_MAX);
	check_file("longline.txt", "ham\tw1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 "
	    "w12 w13 w14 w15 w16 w17 w18 w19 w20 w21 w22 w23 w24 w25\n"
	    "ham\tw1 w3\n", SIZE_MAX);
	check_file("empty.txt", "", SIZE_MAX);
	/* errors, in the first stretch or in a later one: the line's own
	 * number */
	size_t zl = strlen(z);
	char *bad = malloc(zl + 64);
	memcpy(bad, z, zl);
	strcpy(bad + zl, "ham\tw1 \xff w2\n");
	check_file("utf8-last.txt", bad, SIZE_MAX);
	memcpy(bad + zl / 2, "no tab\n", 7);
	check_file("tab-middle.txt", bad, SIZE_MAX);
	memcpy(bad + 10, "x\n", 2);
	check_file("tab-first.txt", bad, SIZE_MAX);
	/* a bad line in every stretch, each failing on its own thread at
	 * once: the first one's line (the message made on the thread) */
	for (int k = 0; k < 5; k++) {
		char *p = strchr(bad + zl / 5 * (size_t)k + 1, '\n');
		if (p != NULL && p[1] != '\0')
			memcpy(p + 1, "ham zz\n", 7);
	}
	check_file("tab-every.txt", bad, SIZE_MAX);
	/* a file attnkit wrote (its provenance line), cut short: said at
	 * its last line, whichever stretch it is in */
	char *cut = malloc(zl + 64);
	strcpy(cut, "# ppmi-svd --count x (attnkit 1.0)\n");
	size_t hl = strlen(cut);
	memcpy(cut + hl, z, zl);
	cut[hl + zl - 1] = '\0';	/* its last newline */
	check_file("cut-short.txt", cut, SIZE_MAX);
	/* a NUL byte in a later stretch */
	memcpy(bad, z, zl);
	memcpy(bad + zl, "ham\tw1\0w2\n", 10);
	bad[zl + 10] = '\0';
	t_put("nul.txt", bad, zl + 10);
	{
		char path[512];
		ak_csr A;
		ak_err e1, e2;
		size_t n;

		snprintf(path, sizeof path, "%s/nul.txt", t_dir);
		int r1 = count(&A, path, 0, SIZE_MAX, &n, &e1);
		int r2 = count(&A, path, 3, SIZE_MAX, &n, &e2);
		T_OK(r1 != 0 && r2 != 0 && strstr(e1.msg, "NUL") != NULL &&
		    strcmp(e1.msg, e2.msg) == 0, "a NUL byte in the last "
		    "stretch: the same FILE:LINE error as one thread");
	}
	free(z);
	free(zc);
	free(bad);
	free(cut);
	ak_strmap_free(&words);
	t_dir_remove();
	return t_done();
}
