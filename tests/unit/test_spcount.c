/*
 * test_spcount.c — the sparse counter (spcount.h) against the dense one
 * (cooc.h) on random messages: flat counts equal bit for bit, harmonic
 * counts equal the exact rational sums; a memory budget small enough to
 * spill dozens of runs (and merge them in two passes) changes nothing;
 * the radix sort; count fields (counts.h) round-trip and refuse bad values;
 * a damaged temporary run is an error.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cooc.h"
#include "counts.h"
#include "csr.h"
#include "rng.h"
#include "spcount.h"
#include "strmap.h"
#include "t.h"
#include "t-files.h"

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* count nmsg random messages of ids in [-1, V) with c; the same into D
 * (V×T dense, by ak_cooc_add_ctx) */
static int
count_random(ak_spcount *c, double *D, size_t V, size_t window,
    ak_weight w, ak_oov oov, uint64_t seed, size_t nmsg, int sym)
{
	ak_rng r;
	long row[64], ctx[64], row2[64], ctx2[64];
	ak_err e;

	ak_rng_seed(&r, seed);
	for (size_t m = 0; m < nmsg; m++) {
		size_t n = (size_t)ak_rng_below(&r, 40);

		for (size_t i = 0; i < n; i++) {
			/* Zipf-ish: small ids often, some OOV (-1) */
			long id = (long)ak_rng_below(&r, V + 3) - 3;
			if (id >= 0 && ak_rng_uniform(&r) < 0.5)
				id = (long)ak_rng_below(&r, 1 + V / 8);
			row[i] = row2[i] = id < 0 ? -1 : id;
			/* contexts: every other word is one */
			ctx[i] = ctx2[i] = id < 0 || id % 2 ? -1 : id / 2;
			if (sym)	/* the rows are the contexts */
				ctx[i] = ctx2[i] = row[i];
		}
		ak_cooc_add_ctx(D, row2, ctx2, n, window, w, oov, sym ? V :
		    V / 2);
		if (ak_spcount_add(c, row, ctx, n, &e) != 0) {
			printf("# %s\n", e.msg);
			return -1;
		}
	}
	return 0;
}

/* the merge of runs by the heap, not a row at a time (check_merges) */
static int noacc;

static void
check_against_dense_parts(size_t window, ak_weight w, ak_oov oov,
    size_t memory, int sym, size_t parts, const char *name)
{
	size_t V = 300, T = sym ? V : V / 2, nmsg = 3000, bad = 0, cells = 0;
	double *D = calloc(V * T, sizeof(double));
	double *S = calloc(V * T, sizeof(double));
	uint32_t *id = malloc(V * sizeof(uint32_t));
	ak_spcount c;
	ak_csr C;
	ak_err e;
	char msg[200];
	int ok;

	for (size_t i = 0; i < V; i++)
		id[i] = (uint32_t)i;
	ok = ak_spcount_init(&c, window, w, oov, memory, &e) == 0;
	c.noacc = noacc;
	ok = ok && ak_spcount_parts(&c, parts, &e) == 0;
	if (sym)
		ak_spcount_symmetric(&c);
	ok = ok && count_random(&c, D, V, window, w, oov, 42, nmsg, sym) == 0;
	/* the runs of the parts (of the counter itself, with one) */
	size_t nruns = c.nruns, minruns = c.nruns, runcells = c.runcells;
	for (size_t t = 0; t < c.nparts; t++) {
		nruns += c.part[t].nruns;
		runcells += c.part[t].runcells;
		if (t == 0 || c.part[t].nruns < minruns)
			minruns = c.part[t].nruns;
	}
	snprintf(msg, sizeof msg, "%s: counted (%zu runs spilled)", name,
	    nruns);
	T_OK(ok && c.nparts == (parts > 1 ? parts : 0), msg);
	if (memory < 100000) {
		snprintf(msg, sizeof msg, "%s: the budget forces > 32 runs "
		    "(merged while counting, 33 to 63 left open)", name);
		T_OK(runcells > 0 && minruns > 1 && nruns < 64, msg);
	} else if (parts > 1 && memory < 1000000) {
		/* the parts share one counter's open runs: 32 / parts each
		 * merged at once, fewer than twice that open */
		int each = 1;
		for (size_t t = 0; t < c.nparts; t++)
			each &= c.part[t].fanin == 32 / parts &&
			    c.part[t].nruns < 2 * c.part[t].fanin;
		snprintf(msg, sizeof msg, "%s: spilled runs merged %zu at a "
		    "time a part, %zu open in all (< 64)", name, 32 / parts,
		    nruns);
		T_OK(runcells > 0 && minruns > 1 && each && nruns < 64, msg);
	}
	ok = ak_counts_csr_counter(&C, &c, id, id, V, T, SIZE_MAX, 0, "t",
	    &e) == 0;
	if (ok)
		ak_csr_dense(S, &C);
	/* every chunk counted now (the last ones as the merge began) */
	uint64_t blocks = c.blocks, accblocks = c.accblocks;
	for (size_t t = 0; t < c.nparts; t++) {
		blocks += c.part[t].blocks;
		accblocks += c.part[t].accblocks;
	}
	if (noacc)
		snprintf(msg, sizeof msg, "%s: every block sorted", name);
	else if (memory > 1000000)
		snprintf(msg, sizeof msg, "%s: blocks summed in the "
		    "accumulator (rows of many pairs)", name);
	else
		snprintf(msg, sizeof msg, "%s: blocks of few pairs a row "
		    "sorted", name);
	T_OK(noacc ? accblocks == 0 && blocks > 0 : memory > 1000000 ?
	    accblocks > 0 : accblocks < blocks, msg);
	if (nruns > 0) {
		/* the runs merged a row at a time (their arrays, 24 bytes
		 * an id, fit an eighth of any budget here), or by the heap */
		int rows = c.nparts > 0 || c.acc != NULL;
		for (size_t t = 0; t < c.nparts; t++)
			rows &= c.part[t].nruns == 0 || c.part[t].acc != NULL;
		snprintf(msg, sizeof msg, "%s: the runs merged %s", name,
		    noacc ? "by the heap" : "a row at a time");
		T_OK(rows == !noacc, msg);
	}
	for (size_t i = 0; i < V * T; i++) {
		if (w == AK_WEIGHT_FLAT ? S[i] != D[i] :
		    fabs(S[i] - D[i]) > 1e-12 * (1 + D[i]))
			bad++;
		cells += D[i] != 0;
	}
	snprintf(msg, sizeof msg, "%s: %zu cells, all equal to the dense "
	    "counts%s", name, cells, w == AK_WEIGHT_FLAT ? " bit for bit" :
	    " (1e-12)");
	T_OK(ok && bad == 0 && cells > 1000 && C.nnz == cells, msg);
	/* entries in key order: rows ascending, columns ascending in a row */
	int sorted = 1;
	for (size_t i = 0; i < C.m; i++)
		for (size_t p = C.ptr[i] + 1; p < C.ptr[i + 1]; p++)
			sorted &= C.col[p - 1] < C.col[p];
	snprintf(msg, sizeof msg, "%s: cells come out in key order", name);
	T_OK(sorted, msg);
	ak_csr_free(&C);
	ak_spcount_free(&c);
	free(D);
	free(S);
	free(id);
}

static void
check_against_dense(size_t window, ak_weight w, ak_oov oov, size_t memory,
    int sym, const char *name)
{
	check_against_dense_parts(window, w, oov, memory, sym, 1, name);
}

/* harmonic counts are exact rationals: the same whatever the grouping */
static void
check_harmonic_exact(void)
{
	ak_spcount c;
	ak_err e;
	long row[6] = { 0, 1, 0, 1, 0, 1 }, ctx[6];
	uint32_t r, k;
	uint64_t u, got[2][2] = { { 0 } };

	memcpy(ctx, row, sizeof row);
	T_OK(ak_spcount_init(&c, 5, AK_WEIGHT_HARMONIC, AK_OOV_SKIP, 1 << 20,
	    &e) == 0, "harmonic window 5: L = 60");
	T_OK(c.L == 60, "L = lcm(1..5) = 60");
	ak_spcount_add(&c, row, ctx, 6, &e);
	while (ak_spcount_next(&c, &r, &k, &u, &e) == 1)
		got[r][k] = u;
	/* 0 1 0 1 0 1: pairs (0,0) at distances 2, 4 (positions 0-2, 0-4,
	 * 2-4: d = 2, 4, 2) counted both ways: 2·(1/2 + 1/4 + 1/2) = 2.5 */
	T_OK(got[0][0] == 150, "C[0][0] = 2.5 = 150/60 units");
	/* (0,1): d=1 ×5 pairs ... computed: positions (0,1)(0,3)(0,5)(2,1)
	 * (2,3)(2,5)(4,1)(4,3)(4,5): d = 1,3,5,1,1,3,3,1,1 → 5·1 + 3·(1/3)
	 * + 1/5 = 6.2 */
	T_OK(got[0][1] == 372, "C[0][1] = 6.2 = 372/60 units");
	ak_spcount_free(&c);
}

static void
check_sort(void)
{
	size_t n = 5000;
	uint64_t *a = malloc(n * 8), *tmp = malloc(n * 8), *ref = malloc(n * 8);
	uint64_t *s;
	ak_rng r;
	int ok = 1;

	ak_rng_seed(&r, 7);
	for (size_t i = 0; i < n; i++)	/* full 64-bit words, 44-bit ones */
		a[i] = ref[i] = ak_rng_u64(&r) >> (i % 3 ? 20 : 0);
	qsort(ref, n, 8, cmp_u64);
	s = ak_sort_pairs(a, tmp, n, 0);
	T_OK(memcmp(s, ref, n * 8) == 0, "radix sort of 64-bit words = qsort");
	/* by the bits from lo up: the low ones (here the order given)
	 * ride along, and equal keys keep their order: stable */
	for (size_t i = 0; i < n; i++)
		a[i] = (uint64_t)(ak_rng_below(&r, 7) + 5) << 13 | i;
	s = ak_sort_pairs(a, tmp, n, 13);
	for (size_t i = 1; i < n; i++)
		ok &= s[i - 1] >> 13 < s[i] >> 13 || (s[i - 1] >> 13 == s[i] >>
		    13 && (s[i - 1] & 8191) < (s[i] & 8191));
	T_OK(ok, "radix sort by bits 13 and up: sorted, stable");
	/* words close together high up (a block's rows): sorted on their
	 * span, a digit or two, not on the 60 bits they take */
	for (size_t i = 0; i < n; i++)
		a[i] = ref[i] = ((uint64_t)1 << 60) + 2047 * ak_rng_below(&r,
		    3000);
	qsort(ref, n, 8, cmp_u64);
	s = ak_sort_pairs(a, tmp, n, 0);
	T_OK(memcmp(s, ref, n * 8) == 0, "radix sort of words 2^60 + "
	    "2047·k (a span of 23 bits) = qsort");
	/* 17 to 31 words over a span of 37 bits and more (ids of 2^18 and
	 * up): small digits would take more passes than there are counts
	 * for (a stack overflow, once) */
	ok = 1;
	for (size_t m = 17; m < 32; m++) {
		for (size_t i = 0; i < m; i++)
			a[i] = ref[i] = ak_rng_u64(&r) >> (m % 4);
		qsort(ref, m, 8, cmp_u64);
		s = ak_sort_pairs(a, tmp, m, 0);
		ok &= memcmp(s, ref, m * 8) == 0;
	}
	T_OK(ok, "radix sort of 17 to 31 words over 61 to 64 bits = qsort");
	/* 16 words or fewer: insertion sort, by the same rule */
	for (size_t i = 0; i < 16; i++)
		a[i] = ref[i] = ak_rng_u64(&r);
	qsort(ref, 16, 8, cmp_u64);
	s = ak_sort_pairs(a, tmp, 16, 0);
	T_OK(memcmp(s, ref, 16 * 8) == 0, "16 words: insertion sort = qsort");
	free(a);
	free(tmp);
	free(ref);
}

static void
check_fields(void)
{
	char buf[32];
	uint64_t u;
	ak_err e;

	T_OK(ak_cooc_units(4, AK_WEIGHT_FLAT) == 1, "flat: L = 1");
	T_OK(ak_cooc_units(4, AK_WEIGHT_HARMONIC) == 12, "harmonic 4: L = 12");
	T_OK(ak_cooc_units(22, AK_WEIGHT_HARMONIC) == 232792560ULL,
	    "harmonic 22: L = lcm(1..22)");
	T_OK(ak_cooc_units(23, AK_WEIGHT_HARMONIC) == 0,
	    "harmonic 23: not exact, refused");
	ak_counts_format(buf, 17, 12);
	T_OK(ak_counts_parse(buf, 12, &u, "f:1", &e) == 0 && u == 17,
	    "17/12 written with %.17g reads back as 17 units");
	ak_counts_format(buf, 123456789012345ULL, 1);
	T_STR(buf, "123456789012345", "flat counts are whole numbers");
	T_OK(ak_counts_parse("1.5", 1, &u, "f:3", &e) == -1 &&
	    strstr(e.msg, "f:3: count '1.5' is not a whole number") != NULL,
	    "1.5 with flat weights: refused, named");
	T_OK(ak_counts_parse("0.3", 12, &u, "f:4", &e) == -1 &&
	    strstr(e.msg, "not a multiple of 1/12") != NULL,
	    "0.3 is no multiple of 1/12");
	T_OK(ak_counts_parse("-2", 1, &u, "f:5", &e) == -1 &&
	    strstr(e.msg, "f:5: negative count") != NULL, "negative count");
	T_OK(ak_counts_parse("nan", 1, &u, "f:6", &e) == -1 &&
	    strstr(e.msg, "not a finite decimal number") != NULL, "NaN count");
	T_OK(ak_counts_parse("0x10", 1, &u, "f:6", &e) == -1 &&
	    strstr(e.msg, "'0x10' is not a finite decimal number") != NULL,
	    "hexadecimal 0x10 refused (strtod would read 16)");
	T_OK(ak_counts_parse("1e2", 1, &u, "f:6", &e) == 0 && u == 100,
	    "1e2 is a decimal count: 100");
	T_OK(ak_counts_parse("1e300", 1, &u, "f:7", &e) == -1 &&
	    strstr(e.msg, "too large") != NULL, "1e300: too large");
	T_OK(ak_counts_parse("2e-400", 1, &u, "f:8", &e) == -1 &&
	    strstr(e.msg, "f:8: count '2e-400' is not a whole number") != NULL,
	    "2e-400 underflows to 0 in strtod: refused as 1e-19 is, not read as 0");
	T_OK(ak_counts_parse("2e-400", 12, &u, "f:9", &e) == -1 &&
	    strstr(e.msg, "not a multiple of 1/12") != NULL,
	    "2e-400 with harmonic weights: no multiple of 1/12");
	T_OK(ak_counts_parse("0e-400", 1, &u, "f:10", &e) == 0 && u == 0 &&
	    ak_counts_parse("0.000e5", 1, &u, "f:11", &e) == 0 && u == 0,
	    "a zero written with an exponent is still 0");
}

/* rewrite the run in fd (size bytes) with its first record of units 1 in
 * one byte (the key's difference doubled, plus 1) spelled out as two,
 * the difference doubled and the units 1: the same cells, not the
 * canonical form (spcount.c); 1 if done */
static int
spell_out_one(int fd, off_t size)
{
	unsigned char *b = malloc((size_t)size + 1);
	size_t at = 0, n = (size_t)size;
	int ok = b != NULL && pread(fd, b, n, 0) == (ssize_t)n;

	while (ok && at < n) {	/* records: varint x; if x is even, units */
		size_t start = at;
		while (at < n && b[at] >= 0x80)
			at++;
		at++;
		if (at - start == 1 && (b[start] & 1)) {
			memmove(b + start + 2, b + start + 1, n - start - 1);
			b[start] &= 0xfe;
			b[start + 1] = 0x01;
			ok = pwrite(fd, b, n + 1, 0) == (ssize_t)(n + 1);
			free(b);
			return ok;
		}
		if (!(b[start] & 1)) {	/* x even (its first byte's low
					 * bit): its units follow */
			while (at < n && b[at] >= 0x80)
				at++;
			at++;
		}
	}
	free(b);
	return 0;
}

/*
 * A temporary run damaged between its writing and its reading (another
 * process, a tmp cleaner, a failing disk): cut short, cut to nothing,
 * longer than written, bytes overwritten, random bytes, one bit flipped,
 * a cell's units of 1 spelled out (spell_out_one).  Each gives -1
 * with EIO and "cut short or damaged", in the row merge and in the heap
 * merge; never a wrong cell, a crash or an access out of bounds (the ids
 * a damaged record decodes to are checked: make check-asan runs it).
 */
static void
check_damaged_runs(void)
{
	static const char *what[] = { "cut to half", "cut to nothing",
	    "longer than written", "with bytes overwritten",
	    "with random bytes", "with one bit of a byte flipped (records "
	    "in order still: its sum tells)", "with a cell's units of 1 "
	    "spelled out (the same cells, count and sum: only the "
	    "encoding's rule tells)" };

	for (int heap = 0; heap < 2; heap++)
		for (int d = 0; d < 7; d++) {
			ak_spcount c;
			ak_err e;
			ak_rng r;
			long row[30], ctx[30];
			char msg[400];
			int ok, rc = 0;

			ok = ak_spcount_init(&c, 3, AK_WEIGHT_FLAT,
			    AK_OOV_SKIP, 1 << 20, &e) == 0;
			c.noacc = heap;
			ak_rng_seed(&r, 17);
			for (int m = 0; ok && m < 12000; m++) {
				for (int i = 0; i < 30; i++) {
					row[i] = (long)ak_rng_below(&r, 3000);
					ctx[i] = (long)ak_rng_below(&r, 3000);
				}
				ok = ak_spcount_add(&c, row, ctx, 30, &e) == 0;
			}
			ok = ok && c.nruns > 2;
			/* the second run (the first may be merged first) */
			int fd = ok ? fileno(c.runs[1]) : -1;
			off_t size = fd >= 0 ? lseek(fd, 0, SEEK_END) : -1;
			unsigned char junk[4096];
			ok = ok && size > 8192;
			if (ok && d == 0)
				ok = ftruncate(fd, size / 2) == 0;
			if (ok && d == 1)
				ok = ftruncate(fd, 0) == 0;
			if (ok && d == 2)
				ok = pwrite(fd, "\x01\x01\x01\x01", 4,
				    size) == 4;
			if (ok && d == 3) {
				memset(junk, 0xff, sizeof junk);
				ok = pwrite(fd, junk, 64, size / 2) == 64;
			}
			if (ok && d == 4) {
				for (size_t i = 0; i < sizeof junk; i++)
					junk[i] = (unsigned char)
					    ak_rng_below(&r, 256);
				ok = pwrite(fd, junk, sizeof junk, size / 3) ==
				    (ssize_t)sizeof junk;
			}
			if (ok && d == 5) {
				/* a byte below 0x80 of the middle (a whole
				 * varint), its bit 1 flipped */
				unsigned char b = 0x80;
				off_t at = size / 2;
				while (ok && b >= 0x80 && at < size)
					ok = pread(fd, &b, 1, at++) == 1;
				b ^= 0x02;
				ok = ok && b != 0 && pwrite(fd, &b, 1, at - 1) ==
				    1;
			}
			if (ok && d == 6)
				ok = spell_out_one(fd, size);
			ok = ok && lseek(fd, 0, SEEK_SET) == 0;
			uint32_t rr, k;
			uint64_t u;
			errno = 0;
			while (ok && (rc = ak_spcount_next(&c, &rr, &k, &u,
			    &e)) == 1)
				;
			snprintf(msg, sizeof msg, "a temporary run %s, merged "
			    "%s: an EIO error (%.100s)", what[d], heap ? "by "
			    "the heap" : "a row at a time", ok ? e.msg : "-");
			T_OK(ok && rc == -1 && errno == EIO &&
			    strstr(e.msg, "cut short or damaged") != NULL, msg);
			ak_spcount_free(&c);
		}
}

/*
 * Symmetric counting (each unordered pair once, mirrored on the way out)
 * against the same messages counted as rows and contexts apart, at 20,000
 * and 3,000 ids, spilled: the same cells.  The mirror is made in two
 * passes at 20,000 ids (more than 2^12), in one at 3,000; in one at a
 * million ids where the cells are nearly all the pairs (no room for the
 * first pass: uniform ids) and where a cell would not pack in a word
 * (harmonic units of window 22, 2^28 a pair at distance 1).
 */
static void
check_mirror(void)
{
	static const struct {
		long V;
		size_t memory;
		ak_weight w;
		size_t window;
		long freq;	/* half the ids below it (0: ids uniform) */
		int nmsg;
		int two;	/* the mirror in two passes */
	} cases[] = {
		{ 20000, 1 << 28, AK_WEIGHT_FLAT, 4, 50, 20000, 1 },
		{ 20000, 1 << 22, AK_WEIGHT_HARMONIC, 4, 50, 20000, 1 },
		{ 3000, 1 << 28, AK_WEIGHT_HARMONIC, 4, 50, 20000, 0 },
		{ 3000, 1 << 21, AK_WEIGHT_FLAT, 4, 50, 20000, 0 },
		/* one chunk each */
		{ 1000000, 1 << 27, AK_WEIGHT_FLAT, 4, 0, 5000, 0 },
		{ 1000000, 1 << 28, AK_WEIGHT_HARMONIC, 22, 3, 2000, 0 },
	};

	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		ak_spcount a, b;
		ak_err e;
		ak_rng r;
		long row[50], ctx[50], row2[50], ctx2[50];
		uint32_t r1, k1, r2, k2;
		uint64_t u1, u2;
		size_t cells = 0, bad = 0;
		char msg[200];
		int ok, rc1, rc2;

		ok = ak_spcount_init(&a, cases[k].window, cases[k].w,
		    AK_OOV_SKIP, cases[k].memory, &e) == 0 &&
		    ak_spcount_init(&b, cases[k].window, cases[k].w,
		    AK_OOV_SKIP, cases[k].memory, &e) == 0;
		ak_spcount_symmetric(&a);
		ak_rng_seed(&r, 23 + k);
		for (int m = 0; ok && m < cases[k].nmsg; m++) {
			size_t n = 2 + (size_t)ak_rng_below(&r, 48);
			for (size_t i = 0; i < n; i++) {
				/* frequent ids and rare ones, and -1 */
				long id = cases[k].freq > 0 &&
				    ak_rng_uniform(&r) < 0.5 ?
				    (long)ak_rng_below(&r, cases[k].freq) :
				    (long)ak_rng_below(&r, cases[k].V + 1) - 1;
				row[i] = ctx[i] = row2[i] = ctx2[i] = id;
			}
			ok = ak_spcount_add(&a, row, ctx, n, &e) == 0 &&
			    ak_spcount_add(&b, row2, ctx2, n, &e) == 0;
		}
		while (ok) {
			rc1 = ak_spcount_next(&a, &r1, &k1, &u1, &e);
			rc2 = ak_spcount_next(&b, &r2, &k2, &u2, &e);
			if (rc1 != rc2 || rc1 < 0) {
				bad++;
				break;
			}
			if (rc1 == 0)
				break;
			bad += r1 != r2 || k1 != k2 || u1 != u2;
			cells++;
		}
		snprintf(msg, sizeof msg, "symmetric counts of %ld ids%s, "
		    "%s, window %zu, mirrored in %s: %zu cells, those of rows "
		    "and contexts counted apart", cases[k].V, a.nruns > 0 ?
		    ", spilled" : "", cases[k].w == AK_WEIGHT_FLAT ? "flat" :
		    "harmonic", cases[k].window, cases[k].two ? "two passes" :
		    "one", cells);
		T_OK(ok && bad == 0 && cells > 10000 && (a.mirror2 > 0) ==
		    cases[k].two, msg);
		ak_spcount_free(&a);
		ak_spcount_free(&b);
	}
}

/* a chunk takes at most a quarter of the budget (the open runs take
 * some, the rest is for the matrix built from the counts) */
static void
check_budget(void)
{
	size_t mem[] = { 1 << 20, 3 << 20, (size_t)1 << 31, 5000000,
	    (size_t)1 << 34 };
	int ok = 1;

	for (size_t i = 0; i < sizeof mem / sizeof mem[0]; i++) {
		ak_spcount c;
		ak_err e;

		if (ak_spcount_init(&c, 2, AK_WEIGHT_FLAT, AK_OOV_SKIP, mem[i],
		    &e) != 0)
			ok = 0;
		else
			ok &= c.chunk == (mem[i] / 4 < ((size_t)1 << 30) ?
			    mem[i] / 4 : (size_t)1 << 30);
		ak_spcount_free(&c);
	}
	T_OK(ok, "a chunk may take a quarter of --memory, 1 GiB at most "
	    "(-M 16G: 1 GiB)");
	/* and what it holds, counting and spilling, stays under that */
	for (int sym = 0; sym < 2; sym++) {
		ak_spcount c;
		ak_err e;
		long row[40], ctx[40];
		ak_rng r;
		size_t most = 0;

		ok = ak_spcount_init(&c, 4, AK_WEIGHT_FLAT, AK_OOV_SKIP,
		    1 << 20, &e) == 0;
		if (sym)
			ak_spcount_symmetric(&c);
		ak_rng_seed(&r, 5);
		for (int m = 0; ok && m < 20000; m++) {
			for (int i = 0; i < 40; i++) {
				row[i] = (long)ak_rng_below(&r, 5000);
				ctx[i] = sym ? row[i] : (long)ak_rng_below(&r,
				    5000);
			}
			ok = ak_spcount_add(&c, row, ctx, 40, &e) == 0;
			if (ak_spcount_bytes(&c) > most)
				most = ak_spcount_bytes(&c);
		}
		T_OK(ok && c.nruns > 0 && c.chunks > 10 && most <= (1 << 20),
		    sym ? "symmetric: counting 800,000 pairs in -M 1M: "
		    "spilled, never more than 1M held (chunk, open runs)" :
		    "counting 1.6M pairs in -M 1M: spilled, never more than "
		    "1M held (chunk, open runs)");
		T_OK(c.peak > 0 && c.peak <= (1 << 20) / 4, sym ?
		    "symmetric: a chunk's count at its peak (pairs, scratch, "
		    "cells, mirror) within a quarter of -M" : "a chunk's "
		    "count at its peak (pairs, scratch, cells) within a "
		    "quarter of -M");
		T_OK(c.nruns < 64, "open runs stay under 64 while counting");
		ak_spcount_free(&c);
	}
}

/*
 * The count matrix keeps counts as 32-bit units when the largest fits
 * (8 bytes a cell), else falls back to doubles (12 bytes a cell): window
 * 22, harmonic, L = lcm(1..22) = 232792560, a message "0 1 0 1 ..." of
 * n tokens (n = 2: the largest count is L units; n = 40: about 70·L).  Expected units by the definition: every pair
 * of positions i != j within the window adds L/|i-j| to [tok i][tok j].
 */
static void
check_wide_counts(size_t n, int want_compact)
{
	long row[40], ctx[40];
	uint64_t want[2][2] = { { 0 } }, L = 232792560;
	uint32_t id[2] = { 0, 1 };
	ak_spcount c;
	ak_csr C;
	ak_err e;
	char msg[160];
	int ok, built, same = 1;

	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++) {
			size_t d = i > j ? i - j : j - i;
			if (d >= 1 && d <= 22)
				want[i % 2][j % 2] += L / d;
		}
	ok = ak_spcount_init(&c, 22, AK_WEIGHT_HARMONIC, AK_OOV_SKIP, 1 << 26,
	    &e) == 0 && c.L == L;
	for (size_t i = 0; i < n; i++)
		row[i] = ctx[i] = (long)(i % 2);
	ok = ok && ak_spcount_add(&c, row, ctx, n, &e) == 0;
	built = ok && ak_counts_csr_counter(&C, &c, id, id, 2, 2, SIZE_MAX,
	    0, "t", &e) == 0;
	ok = built && (want_compact ? C.units != NULL && C.val == NULL :
	    C.units == NULL && C.val != NULL);
	for (size_t i = 0; ok && i < 2; i++)
		for (size_t p = C.ptr[i]; p < C.ptr[i + 1]; p++)
			same &= want_compact ? C.units[p] == want[i][C.col[p]] :
			    C.val[p] == (double)want[i][C.col[p]] / (double)L;
	snprintf(msg, sizeof msg, "%zu tokens (largest count %llu units): "
	    "%s, every cell the definition's", n,
	    (unsigned long long)want[0][1], want_compact ? "4-byte units" :
	    "doubles, the fallback past 2^32 units");
	T_OK(ok && C.nnz == (n > 2 ? 4 : 2) && same &&
	    (want[0][1] > UINT32_MAX) == !want_compact, msg);
	if (built)
		ak_csr_free(&C);
	ak_spcount_free(&c);
}

/*
 * Blocks of rows: symmetric, window 4, 2,000 messages of 40 tokens, every
 * other one word 0 (the smallest id: the row of all its pairs): row 0 has
 * some 150,000 pairs, more than a block aims at (65,536), and is a block
 * alone, beside blocks of many rows.  The counts equal the dense
 * counter's, in one chunk and in many (spilled).
 */
static void
check_block_rows(void)
{
	size_t V = 1000, bad = 0;
	uint32_t *id = malloc(V * sizeof(uint32_t));
	double *D = calloc(V * V, sizeof(double));
	double *S = calloc(V * V, sizeof(double));

	for (size_t i = 0; i < V; i++)
		id[i] = (uint32_t)i;
	for (int spilled = 0; spilled < 2; spilled++) {
		ak_spcount c;
		ak_csr C;
		ak_err e;
		ak_rng r;
		long row[40], ctx[40];
		int ok = ak_spcount_init(&c, 4, AK_WEIGHT_FLAT, AK_OOV_SKIP,
		    spilled ? 32 << 20 : 1 << 28, &e) == 0;

		ak_spcount_symmetric(&c);
		memset(D, 0, V * V * sizeof(double));
		ak_rng_seed(&r, 17);
		for (int m = 0; ok && m < 2000; m++) {
			for (int i = 0; i < 40; i++)
				row[i] = ctx[i] = i % 2 ? 0 :
				    1 + (long)ak_rng_below(&r, V - 1);
			ak_cooc_add_ctx(D, row, ctx, 40, 4, AK_WEIGHT_FLAT,
			    AK_OOV_SKIP, V);
			ok = ak_spcount_add(&c, row, ctx, 40, &e) == 0;
		}
		ok = ok && ak_counts_csr_counter(&C, &c, id, id, V, V,
		    SIZE_MAX, 0, "t", &e) == 0;
		T_OK(ok && c.bigblock > 65536 && c.blocks > 2 && (spilled ?
		    c.nruns > 1 : c.nruns == 0), spilled ? "a row of more "
		    "pairs than a block, in chunks spilled to runs: a block "
		    "alone" : "a row of more pairs than a block: a block "
		    "alone, beside blocks of many rows");
		if (!ok)
			continue;
		memset(S, 0, V * V * sizeof(double));
		ak_csr_dense(S, &C);
		bad = 0;
		for (size_t i = 0; i < V * V; i++)
			bad += S[i] != D[i];
		T_OK(bad == 0 && D[1] > 0, spilled ? "the big row's counts, "
		    "spilled: the dense counter's, bit for bit" : "the big "
		    "row's counts: the dense counter's, bit for bit");
		ak_csr_free(&C);
		ak_spcount_free(&c);
	}
	free(id);
	free(D);
	free(S);
}

/*
 * One message longer than a chunk: it goes in pieces that overlap by the
 * window (the next piece skips the overlap's own pairs).  20,000 tokens
 * of 200 ids (some OOV, kept as gaps), -M 256K (a chunk of 64 KB holds a
 * few hundred tokens): the dense counter's counts, within the budget (a
 * message once went into one chunk whatever its length: 277 MB at any -M
 * for a million tokens).
 */
static void
check_long_message(int sym, ak_weight w, size_t window)
{
	enum { N = 20000, V = 200 };
	long *row = malloc(N * sizeof(long)), *ctx = malloc(N * sizeof(long));
	long *row2 = malloc(N * sizeof(long)), *ctx2 = malloc(N * sizeof(long));
	double *D = calloc(V * V, sizeof(double)), *S = calloc(V * V,
	    sizeof(double));
	uint32_t id[V];
	size_t bad = 0, mem = 256 << 10;
	ak_spcount c;
	ak_csr C;
	ak_err e;
	ak_rng r;
	char msg[200];

	for (size_t i = 0; i < V; i++)
		id[i] = (uint32_t)i;
	ak_rng_seed(&r, 23 + (uint64_t)sym);
	for (size_t i = 0; i < N; i++) {
		long x = (long)ak_rng_below(&r, V + 20) - 20;
		row[i] = row2[i] = x < 0 ? -1 : x;
		ctx[i] = ctx2[i] = sym ? row[i] : x < 0 || x % 3 == 0 ? -1 : x;
	}
	ak_cooc_add_ctx(D, row2, ctx2, N, window, w, AK_OOV_KEEP, V);
	int ok = ak_spcount_init(&c, window, w, AK_OOV_KEEP, mem, &e) == 0;
	if (sym)
		ak_spcount_symmetric(&c);
	ok = ok && ak_spcount_add(&c, row, ctx, N, &e) == 0;
	ok = ok && ak_counts_csr_counter(&C, &c, id, id, V, V, SIZE_MAX, 0,
	    "t", &e) == 0;
	if (ok) {
		ak_csr_dense(S, &C);
		for (size_t i = 0; i < V * V; i++)
			bad += w == AK_WEIGHT_FLAT ? S[i] != D[i] :
			    fabs(S[i] - D[i]) > 1e-12 * (1 + D[i]);
		ak_csr_free(&C);
	}
	snprintf(msg, sizeof msg, "one message of 20,000 tokens, %s, %s, "
	    "window %zu, -M 256K: %llu chunks, the dense counts%s", sym ?
	    "symmetric" : "with contexts", w == AK_WEIGHT_FLAT ? "flat" :
	    "harmonic", window, (unsigned long long)c.chunks, w ==
	    AK_WEIGHT_FLAT ? " bit for bit" : " (1e-12)");
	T_OK(ok && bad == 0 && c.chunks > 20, msg);
	snprintf(msg, sizeof msg, "  a chunk's count at its peak within a "
	    "quarter of -M (%zu bytes)", c.peak);
	T_OK(c.peak > 0 && c.peak <= mem / 4, msg);
	ak_spcount_free(&c);
	free(row);
	free(ctx);
	free(row2);
	free(ctx2);
	free(D);
	free(S);
}

/* ids: up to AK_SPCOUNT_MAX_ID - 1 (29 bits, with a 5-bit distance in a
 * pair's word), no further */
static void
check_id_limit(void)
{
	ak_spcount c;
	ak_err e;
	long big = AK_SPCOUNT_MAX_ID - 1;
	long row[3] = { 0, 1, -1 }, ctx[3] = { -1, -1, big };
	uint32_t r, k;
	uint64_t u, got[2] = { 0, 0 };
	int n = 0, ok;

	/* contexts of 29 bits, harmonic (the distance beside them) */
	ok = ak_spcount_init(&c, 3, AK_WEIGHT_HARMONIC, AK_OOV_SKIP, 1 << 24,
	    &e) == 0 && ak_spcount_add(&c, row, ctx, 3, &e) == 0;
	while (ok && ak_spcount_next(&c, &r, &k, &u, &e) == 1 && n < 3) {
		n++;
		if (k == (uint32_t)big && r < 2)
			got[r] = u;
	}
	/* L = 6: row 0 at distance 2 (3 units), row 1 at distance 1 (6) */
	T_OK(ok && n == 2 && got[0] == 3 && got[1] == 6, "context id 2^29 - 1,"
	    " harmonic: (0, ctx) 1/2 and (1, ctx) 1, exactly");
	ak_spcount_free(&c);
	row[2] = AK_SPCOUNT_MAX_ID;
	ak_spcount_init(&c, 3, AK_WEIGHT_FLAT, AK_OOV_SKIP, 1 << 24, &e);
	errno = 0;
	T_OK(ak_spcount_add(&c, row, ctx, 3, &e) == -1 && errno == EINVAL &&
	    strstr(e.msg, "id 536870912 (ids are below 536870912)") != NULL,
	    "row id 2^29: refused, EINVAL, named");
	ak_spcount_free(&c);
}

/* word i of the corpus of check_read_parts: "w" and i in letters (a
 * tokenized corpus has lowercase letters only), "x..." when unknown */
static void
letters(char *buf, uint64_t i, int known)
{
	char *p = buf;

	*p++ = known ? 'w' : 'x';
	do {
		*p++ = (char)('a' + i % 26);
		i /= 26;
	} while (i > 0);
	*p = '\0';
}

/* all the cells of a counter, as "row ctx units" lines into buf (size
 * cap); returns the cells, or -1 (an error of next, or no room) */
static long
cells_text(ak_spcount *c, char *buf, size_t cap, ak_err *e)
{
	uint32_t r, k;
	uint64_t u;
	size_t off = 0;
	long n = 0;
	int rc;

	buf[0] = '\0';
	while ((rc = ak_spcount_next(c, &r, &k, &u, e)) == 1) {
		int w = snprintf(buf + off, cap - off, "%u %u %llu\n", r, k,
		    (unsigned long long)u);
		if (w < 0 || (size_t)w >= cap - off)
			return -1;
		off += (size_t)w;
		n++;
	}
	return rc < 0 ? -1 : n;
}

/* cells_text of the cells read by batches (ak_spcount_cells), after the
 * first `first` by ak_spcount_next: each batch not empty, every key above
 * the one before (in key order, each cell once); -1 where not */
static long
batches_text(ak_spcount *c, char *buf, size_t cap, size_t first, ak_err *e)
{
	uint32_t r, k;
	uint64_t u, one, prev = 0;
	const uint64_t *K, *U;
	size_t off = 0, nb;
	long n = 0;
	int rc;

	buf[0] = '\0';
	for (;;) {
		if ((size_t)n < first) {	/* one cell, as a batch */
			if ((rc = ak_spcount_next(c, &r, &k, &u, e)) != 1)
				break;
			one = (uint64_t)r << 32 | k;
			K = &one;
			U = &u;
			nb = 1;
		} else if ((rc = ak_spcount_cells(c, &K, &U, &nb, e)) != 1) {
			break;
		}
		if (nb == 0)
			return -1;
		for (size_t i = 0; i < nb; i++) {
			if (n > 0 && K[i] <= prev)
				return -1;
			prev = K[i];
			int w = snprintf(buf + off, cap - off, "%u %u %llu\n",
			    (unsigned)(K[i] >> 32), (unsigned)K[i],
			    (unsigned long long)U[i]);
			if (w < 0 || (size_t)w >= cap - off)
				return -1;
			off += (size_t)w;
			n++;
		}
	}
	return rc < 0 ? -1 : n;
}

/*
 * ak_spcount_read with parts (a thread a part, blocks of messages from
 * the reading thread) against the same read with one: the same cells for
 * 2, 3 and 7 parts, in memory and spilled, symmetric and with contexts,
 * flat and harmonic, with --label; read twice (rewind); the same errors
 * (FILE:LINE of the first bad line) and no cell from a failed read.
 */
static void
check_read_parts(void)
{
	char *path;
	FILE *fp = t_file_open(&path);
	ak_strmap rows, ctxs;
	ak_rng r;
	ak_err e;
	size_t cap = (size_t)64 << 20;
	char *want = malloc(cap), *got = malloc(cap), word[16];
	int ok = fp != NULL && want != NULL && got != NULL &&
	    ak_strmap_init(&rows, &e) == 0 && ak_strmap_init(&ctxs, &e) == 0;

	T_OK(ok, "read with parts: a corpus file written");
	if (!ok)
		return;
	/* 400 words w0..w399 (rows), the even ones contexts; 6000
	 * messages, some labelled spam, some with unknown words, a long one */
	for (size_t i = 0; i < 400; i++) {
		letters(word, i, 1);
		size_t n = strlen(word);
		ak_strmap_put(&rows, word, (size_t)n, i, NULL, &e);
		if (i % 2 == 0)
			ak_strmap_put(&ctxs, word, (size_t)n, i / 2, NULL, &e);
	}
	ak_rng_seed(&r, 11);
	fprintf(fp, "# a comment line\n");
	for (int m = 0; m < 6000; m++) {
		size_t n = m == 77 ? 5000 : (size_t)ak_rng_below(&r, 30);
		fprintf(fp, "%s\t", m % 5 == 0 ? "spam" : "ham");
		for (size_t i = 0; i < n; i++) {
			uint64_t id = ak_rng_below(&r, 420);
			if (id < 400 && ak_rng_uniform(&r) < 0.5)
				id = ak_rng_below(&r, 40);
			letters(word, id, id < 400);
			fprintf(fp, "%s%s", i ? " " : "", word);
		}
		fprintf(fp, "\n");
	}
	fclose(fp);

	static const struct {
		int ctx;
		ak_weight w;
		ak_oov oov;
		size_t memory;
		const char *label;
		int noacc;	/* runs merged by the heap */
	} cases[] = {
		{ 0, AK_WEIGHT_FLAT, AK_OOV_SKIP, 1 << 26, NULL, 0 },
		{ 0, AK_WEIGHT_HARMONIC, AK_OOV_KEEP, 1 << 26, NULL, 0 },
		{ 1, AK_WEIGHT_FLAT, AK_OOV_SKIP, 1 << 26, "spam", 0 },
		{ 0, AK_WEIGHT_FLAT, AK_OOV_SKIP, 1 << 20, NULL, 0 },
		{ 1, AK_WEIGHT_HARMONIC, AK_OOV_KEEP, 1 << 20, NULL, 0 },
		{ 0, AK_WEIGHT_FLAT, AK_OOV_KEEP, 1 << 20, NULL, 1 },
	};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		const ak_strmap *cm = cases[k].ctx ? &ctxs : NULL;
		ak_spcount c;
		size_t nmsg = 0, nmsg1;
		long n1;

		ok = ak_spcount_init(&c, 3, cases[k].w, cases[k].oov,
		    cases[k].memory, &e) == 0 && ak_spcount_read(&c, &rows, cm,
		    path, cases[k].label, &nmsg, &e) == 0;
		n1 = ok ? cells_text(&c, want, cap, &e) : -1;
		nmsg1 = nmsg;
		ak_spcount_free(&c);
		for (size_t parts = 2; parts <= 7; parts += parts == 3 ? 4 : 1) {
			char msg[400];
			size_t spilled = 0;
			long n2, n3;

			nmsg = 0;
			ok = ak_spcount_init(&c, 3, cases[k].w, cases[k].oov,
			    cases[k].memory, &e) == 0;
			c.noacc = cases[k].noacc;
			ok = ok && ak_spcount_parts(&c, parts, &e) == 0 &&
			    ak_spcount_read(&c, &rows, cm, path,
			    cases[k].label, &nmsg, &e) == 0;
			for (size_t t = 0; ok && t < parts; t++)
				spilled += c.part[t].nruns > 0;
			n2 = ok ? cells_text(&c, got, cap, &e) : -2;
			if (n2 < 0)
				printf("# %s\n", e.msg);
			size_t heap = 0;	/* parts' runs merged by the heap */
			for (size_t t = 0; ok && t < parts; t++)
				heap += c.part[t].nruns > 0 &&
				    c.part[t].acc == NULL;
			snprintf(msg, sizeof msg, "read, case %zu, %zu parts%s: "
			    "%ld cells, the same as one thread's", k, parts,
			    spilled ? cases[k].noacc ? " (spilled, runs merged "
			    "by the heap)" : " (spilled)" : "", n2);
			T_OK(n1 > 1000 && n2 == n1 && nmsg == nmsg1 &&
			    strcmp(got, want) == 0 && (cases[k].memory > 1 << 20 ||
			    spilled == parts) && heap == (cases[k].noacc ? spilled : 0), msg);
			ok = ak_spcount_rewind(&c, &e) == 0;
			n3 = ok ? cells_text(&c, got, cap, &e) : -3;
			snprintf(msg, sizeof msg, "read, case %zu, %zu parts: "
			    "rewound, the same cells again", k, parts);
			T_OK(n3 == n1 && strcmp(got, want) == 0, msg);
			ok = ak_spcount_rewind(&c, &e) == 0;
			n3 = ok ? batches_text(&c, got, cap, 100, &e) : -3;
			snprintf(msg, sizeof msg, "read, case %zu, %zu parts: "
			    "rewound, 100 cells by ak_spcount_next, the rest by "
			    "batches (ak_spcount_cells): the same cells", k,
			    parts);
			T_OK(n3 == n1 && strcmp(got, want) == 0, msg);
			ak_spcount_free(&c);
		}
	}
	/* a bad line deep in the file: the same message, no cells */
	fp = fopen(path, "a");
	fprintf(fp, "ham\twb wc\nno tab here\nham\twd we\n");
	fclose(fp);
	{
		ak_spcount c;
		ak_err e1, e2;
		size_t nmsg = 0;
		int rc1, rc2;

		ak_spcount_init(&c, 3, AK_WEIGHT_FLAT, AK_OOV_SKIP, 1 << 26,
		    &e);
		rc1 = ak_spcount_read(&c, &rows, NULL, path, NULL, &nmsg, &e1);
		ak_spcount_free(&c);
		ak_spcount_init(&c, 3, AK_WEIGHT_FLAT, AK_OOV_SKIP, 1 << 26,
		    &e);
		ak_spcount_parts(&c, 3, &e);
		rc2 = ak_spcount_read(&c, &rows, NULL, path, NULL, &nmsg, &e2);
		ak_spcount_free(&c);
		T_OK(rc1 == -1 && rc2 == -1 && strstr(e1.msg, ":6003: ") !=
		    NULL && strcmp(e1.msg, e2.msg) == 0, "read with parts: a "
		    "line without TAB, the same FILE:LINE error as one thread");
		if (rc1 != -1 || strcmp(e1.msg, e2.msg) != 0)
			printf("# '%s' vs '%s'\n", e1.msg, e2.msg);
	}
	/* parts: out of range, or after a count */
	{
		ak_spcount c;
		long id[3] = { 0, 1, 2 };

		ak_spcount_init(&c, 3, AK_WEIGHT_FLAT, AK_OOV_SKIP, 1 << 26,
		    &e);
		T_OK(ak_spcount_parts(&c, 0, &e) == -1 && errno == EINVAL &&
		    ak_spcount_parts(&c, AK_SPCOUNT_MAX_PARTS + 1, &e) == -1,
		    "parts: 0 and 9 refused");
		ak_spcount_add(&c, id, id, 3, &e);
		T_OK(ak_spcount_parts(&c, 2, &e) == -1 && strstr(e.msg,
		    "before the first count") != NULL, "parts: refused once "
		    "cells were added");
		ak_spcount_free(&c);
	}
	unlink(path);
	free(path);
	ak_strmap_free(&rows);
	ak_strmap_free(&ctxs);
	free(want);
	free(got);
}

int
main(void)
{
	check_budget();
	check_damaged_runs();
	check_mirror();
	check_fields();
	check_sort();
	check_harmonic_exact();
	check_wide_counts(2, 1);
	check_wide_counts(40, 0);
	check_against_dense(4, AK_WEIGHT_FLAT, AK_OOV_SKIP, 1 << 26, 0,
	    "flat, skip, in memory");
	check_against_dense(4, AK_WEIGHT_FLAT, AK_OOV_SKIP, 60000, 0,
	    "flat, skip, spilled");
	check_against_dense(3, AK_WEIGHT_FLAT, AK_OOV_KEEP, 60000, 0,
	    "flat, keep, spilled");
	check_against_dense(6, AK_WEIGHT_HARMONIC, AK_OOV_SKIP, 60000, 0,
	    "harmonic, skip, spilled");
	/* symmetric: each unordered pair once, mirrored on the way out */
	check_against_dense(4, AK_WEIGHT_FLAT, AK_OOV_SKIP, 1 << 26, 1,
	    "symmetric, flat, skip, in memory");
	check_against_dense(5, AK_WEIGHT_HARMONIC, AK_OOV_KEEP, 1 << 26, 1,
	    "symmetric, harmonic, keep, in memory");
	check_against_dense(4, AK_WEIGHT_FLAT, AK_OOV_KEEP, 60000, 1,
	    "symmetric, flat, keep, spilled");
	check_against_dense(3, AK_WEIGHT_HARMONIC, AK_OOV_SKIP, 60000, 1,
	    "symmetric, harmonic, skip, spilled");
	/* parts (ak_spcount_parts), filled through ak_spcount_add */
	check_against_dense_parts(4, AK_WEIGHT_FLAT, AK_OOV_SKIP, 1 << 26, 0,
	    2, "2 parts, flat, skip, in memory");
	check_against_dense_parts(6, AK_WEIGHT_HARMONIC, AK_OOV_KEEP, 180000,
	    0, 3, "3 parts, harmonic, keep, spilled");
	check_against_dense_parts(4, AK_WEIGHT_FLAT, AK_OOV_SKIP, 1 << 26, 1,
	    5, "5 parts, symmetric, flat, skip, in memory");
	check_against_dense_parts(3, AK_WEIGHT_HARMONIC, AK_OOV_SKIP, 180000,
	    1, 2, "2 parts, symmetric, harmonic, skip, spilled");
	/* the same spilled counts merged by the heap, a cell at a time (the
	 * merge where the row merge's arrays would not fit) */
	noacc = 1;
	check_against_dense(4, AK_WEIGHT_FLAT, AK_OOV_KEEP, 60000, 1,
	    "heap merge: symmetric, flat, keep, spilled");
	check_against_dense(6, AK_WEIGHT_HARMONIC, AK_OOV_SKIP, 60000, 0,
	    "heap merge: harmonic, skip, spilled");
	check_against_dense_parts(6, AK_WEIGHT_HARMONIC, AK_OOV_KEEP, 180000,
	    0, 3, "heap merge: 3 parts, harmonic, keep, spilled");
	noacc = 0;
	check_read_parts();
	check_block_rows();
	check_id_limit();
	check_long_message(1, AK_WEIGHT_FLAT, 4);
	check_long_message(0, AK_WEIGHT_FLAT, 4);
	check_long_message(1, AK_WEIGHT_HARMONIC, 7);
	check_long_message(0, AK_WEIGHT_HARMONIC, 2);
	return t_done();
}
