/*
 * test_fromcounts.c — the count matrix of count files (counts.h,
 * ak_counts_csr_files) against the counter's (ak_counts_csr_counter) on
 * random messages over words whose table order is not their byte order:
 * shards written as --count writes them (ids = byte ranks), read back
 * into rows and columns of the table's order, must give the counter's
 * matrix bit for bit (row pointers, columns sorted, the same layout and
 * values): flat counts (32-bit units) and harmonic window 22 (doubles
 * past 2^32 units), with the cells staged in memory and, at the smallest
 * budget that builds the matrix, in a temporary file; one byte less is
 * refused naming the file and line.  And the row sort (ak_csr_sort_rows)
 * on rows of every length, against a plain sort.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "counts.h"
#include "csr.h"
#include "rng.h"
#include "spcount.h"
#include "mem.h"
#include "t.h"

#define V 400
#define NSHARD 3

static char dir[] = "/tmp/test_fromcounts.XXXXXX";
static char path[NSHARD][64];
static char *word[V], *byrank[V];
static uint32_t rank[V], by[V];
static ak_strmap map;		/* word -> table id */

/* the random messages of shard s (or all when s < 0), as table ids */
static void
count(ak_spcount *c, int s, int ranks, size_t window, ak_weight w)
{
	ak_rng r;
	long row[48], ctx[48];
	ak_err e;

	ak_spcount_init(c, window, w, AK_OOV_SKIP, (size_t)1 << 26, &e);
	ak_spcount_symmetric(c);
	ak_rng_seed(&r, 7);
	for (int m = 0; m < 6000; m++) {
		size_t n = 2 + (size_t)ak_rng_below(&r, 40);

		for (size_t i = 0; i < n; i++) {
			long id = (long)ak_rng_below(&r, V);

			if (ak_rng_uniform(&r) < 0.6)	/* Zipf-ish */
				id = (long)ak_rng_below(&r, 1 + V / 16);
			row[i] = ctx[i] = ranks ? (long)rank[id] : id;
		}
		if (s < 0 || m % NSHARD == s)
			ak_spcount_add(c, row, ctx, n, &e);
	}
}

static int
same_matrix(const ak_csr *a, const ak_csr *b)
{
	size_t nnz = a->nnz;

	return a->m == b->m && a->n == b->n && nnz == b->nnz &&
	    a->L == b->L && (a->units == NULL) == (b->units == NULL) &&
	    (a->val == NULL) == (b->val == NULL) && a->fval == NULL &&
	    b->fval == NULL &&
	    memcmp(a->ptr, b->ptr, (a->m + 1) * sizeof(size_t)) == 0 &&
	    memcmp(a->col, b->col, nnz * sizeof(uint32_t)) == 0 &&
	    (a->units == NULL || memcmp(a->units, b->units, nnz *
	    sizeof(uint32_t)) == 0) && (a->val == NULL || memcmp(a->val,
	    b->val, nnz * sizeof(double)) == 0);
}

static void
check_files(size_t window, ak_weight w, int want_units, const char *name)
{
	ak_spcount c;
	ak_csr A, B;
	ak_err e;
	size_t ncells, lo, hi, big = 0;
	char msg[200];
	uint32_t id[V];
	uint64_t L = ak_cooc_units(window, w);
	int ok;

	for (size_t i = 0; i < V; i++)
		id[i] = (uint32_t)i;
	/* the reference: one counter over every message, table ids */
	count(&c, -1, 0, window, w);
	ok = ak_counts_csr_counter(&A, &c, id, id, V, V, SIZE_MAX, 0, "t",
	    &e) == 0;
	ak_spcount_free(&c);
	for (size_t p = 0; ok && A.val != NULL && p < A.nnz; p++)
		big += A.val[p] * (double)L > UINT32_MAX;
	snprintf(msg, sizeof msg, "%s: the counter's matrix: %zu cells, %s",
	    name, A.nnz, want_units ? "32-bit units" : "doubles");
	T_OK(ok && A.nnz > 20000 && (want_units ? A.units != NULL :
	    A.val != NULL && big > 100), msg);
	/* the shards, as --count writes them: byte-rank ids, sorted lines */
	for (int s = 0; s < NSHARD; s++) {
		FILE *fp = fopen(path[s], "w");

		count(&c, s, 1, window, w);
		ok = ok && fp != NULL && ak_counts_write(fp, &c, byrank,
		    byrank, V, &e) == 0;
		ok = fp != NULL && fclose(fp) == 0 && ok;
		ak_spcount_free(&c);
	}
	char *paths[NSHARD];
	for (int s = 0; s < NSHARD; s++)
		paths[s] = path[s];
	ok = ok && ak_counts_csr_files(&B, paths, NSHARD, L, &map, NULL, V,
	    V, "v", NULL, NULL, SIZE_MAX, 0, NULL, &ncells, NULL, &e) == 0;
	snprintf(msg, sizeof msg, "%s: %d shards summed = the counter's "
	    "matrix, bit for bit (cells staged in memory)", name, NSHARD);
	T_OK(ok && ncells >= A.nnz && same_matrix(&A, &B), msg);
	if (ok)
		ak_csr_free(&B);
	/* a rank's cells (of 3, chunks of 7 ids): exactly those of A whose
	 * row or column it owns, in A's order, A's values */
	for (size_t rk = 0; ok && rk < 3; rk++) {
		ak_counts_own own = { rk, 3, 7 };
		size_t q = 0, bad = 0;

		ok = ak_counts_csr_files(&B, paths, NSHARD, L, &map, NULL, V,
		    V, "v", NULL, NULL, SIZE_MAX, 0, &own, &ncells, NULL, &e) == 0;
		for (size_t i = 0; ok && i < V; i++)
			for (size_t p = A.ptr[i]; p < A.ptr[i + 1]; p++) {
				if (!ak_counts_owns(&own, i) &&
				    !ak_counts_owns(&own, A.col[p]))
					continue;
				bad += q >= B.nnz || B.col[q] != A.col[p] ||
				    (A.units ? B.units[q] != A.units[p] :
				    B.val[q] != A.val[p]) || q < B.ptr[i] ||
				    q >= B.ptr[i + 1];
				q++;
			}
		snprintf(msg, sizeof msg, "%s: rank %zu of 3 keeps the %zu "
		    "cells of its rows and columns, the counter's", name, rk,
		    q);
		T_OK(ok && bad == 0 && q == B.nnz && q > A.nnz / 4 &&
		    q < A.nnz, msg);
		if (ok)
			ak_csr_free(&B);
	}
	/* the smallest budget that builds it (bisection): the cells go to
	 * the temporary file, since in memory they need 12 bytes a cell
	 * (20 with doubles) and the matrix alone 8 (12) */
	size_t vb = want_units ? 4 : 8, mat = ak_counts_csr_bytes(V, A.nnz,
	    want_units) + V * sizeof(uint32_t), bb = 0;
	/* and the counts past 2^32 units: (index, units), room doubled */
	for (bb = big ? 64 : 0; bb < big; bb *= 2)
		continue;
	mat += bb * 2 * sizeof(uint64_t);
	lo = mat - 1;
	hi = mat + (4 + vb) * A.nnz;
	while (ok && hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;

		if (ak_counts_csr_files(&B, paths, NSHARD, L, &map, NULL, V, V,
		    "v", NULL, NULL, mid, 0, NULL, &ncells, NULL, &e) == 0) {
			ak_csr_free(&B);
			hi = mid;
		} else
			lo = mid;
	}
	ok = ok && ak_counts_csr_files(&B, paths, NSHARD, L, &map, NULL, V, V,
	    "v", NULL, NULL, hi, 0, NULL, &ncells, NULL, &e) == 0;
	snprintf(msg, sizeof msg, "%s: the smallest budget, %zu bytes for "
	    "%zu cells: %.2f bytes a cell, above the matrix's %zu, below "
	    "the in-memory staging's %zu", name, hi, A.nnz, (double)hi /
	    (double)A.nnz, 4 + vb, 8 + vb);
	T_OK(ok && hi >= mat && hi < mat + 4 * A.nnz, msg);
	snprintf(msg, sizeof msg, "%s: built from the temporary file: the "
	    "counter's matrix, bit for bit", name);
	T_OK(ok && same_matrix(&A, &B), msg);
	if (ok)
		ak_csr_free(&B);
	ok = ok && ak_counts_csr_files(&B, paths, NSHARD, L, &map, NULL, V, V,
	    "v", NULL, NULL, hi - 1, 0, NULL, &ncells, NULL, &e) == -1;
	char want[100], mb[AK_FMT_SIZE_MAX];
	snprintf(want, sizeof want, ": the count matrix needs more than "
	    "--memory %s (", ak_fmt_size(mb, hi - 1));
	snprintf(msg, sizeof msg, "%s: one byte less: refused at a line "
	    "of a shard, with what the cells need", name);
	T_OK(ok && strncmp(e.msg, dir, strlen(dir)) == 0 && strstr(e.msg,
	    ".cnt:") != NULL && strstr(e.msg, want) != NULL, msg);
	if (!ok)
		printf("# %s\n", e.msg);
	ak_csr_free(&A);
}

/* rows of 0 .. 299 entries over 200,000 columns (3-byte radix), values
 * their columns' doubles: sorted by column, each value with its column */
static void
check_sort_rows(void)
{
	ak_csr A = { 0 };
	ak_rng r;
	ak_err e;
	size_t m = 300, nnz = 0, cols = 200000;
	int ok = 1;

	ak_rng_seed(&r, 3);
	A.m = m;
	A.n = cols;
	A.ptr = calloc(m + 1, sizeof(size_t));
	for (size_t i = 0; i < m; i++)
		A.ptr[i + 1] = A.ptr[i] + i;
	nnz = A.ptr[m];
	A.nnz = nnz;
	A.col = malloc(nnz * sizeof(uint32_t));
	A.val = malloc(nnz * sizeof(double));
	for (size_t i = 0; i < m; i++) {
		/* distinct columns: a random start, random steps, shuffled */
		uint32_t c = (uint32_t)ak_rng_below(&r, 1000);
		size_t lo = A.ptr[i], n = i;

		for (size_t j = 0; j < n; j++) {
			A.col[lo + j] = c;
			c += 1 + (uint32_t)ak_rng_below(&r, 600);
		}
		for (size_t j = n; j > 1; j--) {
			size_t k = (size_t)ak_rng_below(&r, j);
			uint32_t t = A.col[lo + j - 1];

			A.col[lo + j - 1] = A.col[lo + k];
			A.col[lo + k] = t;
		}
		for (size_t j = 0; j < n; j++)
			A.val[lo + j] = A.col[lo + j] + 0.5;
	}
	ok = ak_csr_sort_rows(&A, &e) == 0;
	for (size_t i = 0; i < m; i++)
		for (size_t p = A.ptr[i]; p < A.ptr[i + 1]; p++)
			ok &= (p == A.ptr[i] || A.col[p - 1] < A.col[p]) &&
			    A.val[p] == A.col[p] + 0.5;
	T_OK(ok && A.col[A.ptr[299] + 298] > 1 << 16, "sort rows: 300 rows "
	    "of 0..299 columns up to 200,000: ascending, values with them");
	ak_csr_free(&A);
}

/* the order of count lines under LC_ALL=C sort: a word ends at its TAB
 * (9), so a byte below it sorts first: 'a\001' before 'a' before 'a\013'
 * and 'ab' (strcmp put 'a' first, and sort's output was "not sorted") */
static void
check_word_cmp(void)
{
	static const char *w[] = { "\001", "a\001", "a\010b", "a", "a\013",
	    "ab", "b", "\303\251" };
	size_t n = sizeof w / sizeof w[0];
	int ok = 1;
	uint32_t rk[8], byr[8];
	ak_err e;

	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++) {
			int c = ak_word_cmp(w[i], w[j]);
			ok &= i < j ? c < 0 : i > j ? c > 0 : c == 0;
		}
	T_OK(ok, "ak_word_cmp: \\001 < a\\001 < a\\010b < a < a\\013 < ab < b < "
	    "é, each pair both ways");
	/* the ranks of the words given backwards are their order */
	char *rev[8];
	for (size_t i = 0; i < n; i++)
		rev[i] = (char *)w[n - 1 - i];
	ak_word_ranks(rk, byr, rev, n, &e);
	ok = 1;
	for (size_t i = 0; i < n; i++)
		ok &= rk[i] == n - 1 - i && byr[i] == n - 1 - i;
	T_OK(ok, "ak_word_ranks: ranks by ak_word_cmp");
}

int
main(void)
{
	ak_err e;

	if (mkdtemp(dir) == NULL)
		return perror("mkdtemp"), 1;
	for (int s = 0; s < NSHARD; s++)
		snprintf(path[s], sizeof path[s], "%s/s%d.cnt", dir, s);
	/* table order: w0, w263, w126, ...; byte order: w0, w1, w10, ... */
	ak_strmap_init(&map, &e);
	for (size_t i = 0; i < V; i++) {
		char b[16];

		snprintf(b, sizeof b, "w%zu", i * 263 % V);
		word[i] = strdup(b);
		ak_strmap_put(&map, b, strlen(b), i, NULL, &e);
	}
	ak_word_ranks(rank, by, word, V, &e);
	for (size_t r = 0; r < V; r++)
		byrank[r] = word[by[r]];
	check_word_cmp();
	check_sort_rows();
	check_files(4, AK_WEIGHT_FLAT, 1, "flat, window 4");
	check_files(22, AK_WEIGHT_HARMONIC, 0, "harmonic, window 22");
	for (int s = 0; s < NSHARD; s++)
		unlink(path[s]);
	rmdir(dir);
	for (size_t i = 0; i < V; i++)
		free(word[i]);
	ak_strmap_free(&map);
	return t_done();
}
