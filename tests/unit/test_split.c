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
#include <stdlib.h>
#include <string.h>

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
	T_OK(ak_line_cuts(p, 3, cut, &e) == 0 && cut[0] == 0 && cut[1] == 5 &&
	    cut[2] == 15 && cut[3] == 17, "cuts: at the first line start at "
	    "or after each third of the bytes");
	/* one line longer than the stretches: the others are empty */
	p = t_puts("long.txt", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\nb\n");
	T_OK(ak_line_cuts(p, 5, cut, &e) == 0 && cut[1] == 31 && cut[2] ==
	    31 && cut[3] == 31 && cut[4] == 31 && cut[5] == 33,
	    "cuts: a line longer than a stretch leaves empty ones");
	p = t_put("empty.txt", "", 0);
	T_OK(ak_line_cuts(p, 2, cut, &e) == 0 && cut[0] == 0 && cut[1] == 0 &&
	    cut[2] == 0, "cuts: an empty file");
	T_OK(ak_line_cuts("-", 2, cut, &e) == 1, "cuts: standard input is "
	    "read from its start, by one reader");
	T_OK(ak_line_cuts("/dev/null", 2, cut, &e) == 1, "cuts: not a "
	    "regular file (a pipe, a device): by one reader");
	p = t_put("gz.txt", "\x1f\x8b\x08\x00", 4);
	T_OK(ak_line_cuts(p, 2, cut, &e) == 1, "cuts: gzip, read from its "
	    "start, by one reader");
	T_OK(ak_line_cuts("/nonexistent/x", 2, cut, &e) == -1 &&
	    strstr(e.msg, "/nonexistent/x: ") != NULL, "cuts: a missing "
	    "file's error");
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
