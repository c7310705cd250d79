/*
 * counts-files-par.c — the count matrix of several count files read on
 * the threads (counts.h, ak_counts_csr_files_j): the files dealt to P
 * parts (file i to part i mod P), each part's files merged and looked up
 * by its thread (ak_cmerge, ak_idcells_next; a part of one binary count
 * file decoded directly, its table's words looked up once) into a matrix
 * of its own (its rows' cells as they came, then sorted by column there
 * unless they came in column order), then the
 * parts' rows summed into C a chunk of rows at a time, claimed in turn by
 * the threads (lib/base/par.h), as counts-csr-par.c sums a counter's
 * parts.  A cell's units are a sum of integers and a row's columns come
 * out in increasing order, so C is the bits ak_counts_csr_files makes of
 * the same files, at any -j and any dealing.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "counts-int.h"
#include "par.h"
#include "tokid.h"

#define CHUNKS 8		/* chunks of rows a thread, claimed in turn */
#define MAXP 64			/* parts at most */

/* a part: its rows' cells, column << 32 | units, each row's together
 * from at[r] (len[r] of them, sorted by column once read) */
typedef struct fpart {
	char **paths;
	size_t n;
	uint64_t *cell;
	size_t nnz, cap;
	size_t *at;
	uint32_t *len;
	int rc;			/* 0; else the files go to one thread */
	int sorted;		/* each row's cells came in column order */
	char set[AK_COUNTS_SETTINGS_MAX];	/* a binary file's settings,
						 * read without ak_cmerge */
	char quoted[1024];	/* its merge's note of words in CSV's quotes */
	size_t qfile;		/* and its file's index in the paths given */
} fpart;

typedef struct fjob {
	const ak_tokid *ids;
	const char *vocabname, *ctxname, *want;
	int has_ctx;
	uint64_t L;
	size_t V, Tc, P, T;	/* rows; columns; parts; threads of the sum */
	size_t limit;		/* bytes the parts' cells may take */
	atomic_size_t taken;	/* bytes they take */
	fpart p[MAXP];
	ak_csr *C;
	size_t *cb, nchunk;
	uint64_t *umax;
	atomic_size_t next;
	int fill;		/* -1: the parts; 0: rows' lengths; 1: cells */
} fjob;

/* room for one more cell of m, within the job's limit; 0 or 1 */
static int
fpart_room(fjob *j, fpart *m)
{
	size_t cap = m->cap < 4096 ? 4096 : m->cap + m->cap / 2;
	size_t add = (cap - m->cap) * sizeof(uint64_t);

	if (atomic_fetch_add(&j->taken, add) + add > j->limit)
		return 1;
	uint64_t *x = realloc(m->cell, cap * sizeof(uint64_t));
	if (x == NULL)
		return 1;
	m->cell = x;
	m->cap = cap;
	return 0;
}

/* a row's cells sorted by column (distinct in a part; below 2^bits):
 * none when they are in order already (a binary count file written with
 * this vocabulary holds each row's contexts in its order: one pass, not
 * a radix sort's three), else an insertion sort for a short row, else an
 * LSD radix sort on 8-bit digits of the column through tmp (n cells) */
static void
sort_row(uint64_t *a, uint64_t *tmp, size_t n, unsigned bits)
{
	size_t s = 1;

	while (s < n && a[s - 1] < a[s])
		s++;
	if (s >= n)
		return;
	if (n <= 32) {
		for (size_t i = 1; i < n; i++) {
			uint64_t x = a[i];
			size_t k = i;

			for (; k > 0 && a[k - 1] > x; k--)
				a[k] = a[k - 1];
			a[k] = x;
		}
		return;
	}
	uint64_t *src = a, *dst = tmp, *x;

	for (unsigned sh = 32; sh < 32 + bits; sh += 8) {
		size_t cnt[257] = { 0 };

		for (size_t i = 0; i < n; i++)
			cnt[(src[i] >> sh & 255) + 1]++;
		for (size_t d = 1; d <= 256; d++)
			cnt[d] += cnt[d - 1];
		for (size_t i = 0; i < n; i++)
			dst[cnt[src[i] >> sh & 255]++] = src[i];
		x = src;
		src = dst;
		dst = x;
	}
	if (src != a)
		memcpy(a, src, n * sizeof(uint64_t));
}

/* a cell of the part's row r (a row's cells together), column k, units
 * u (1 ... 2^32 - 1) appended; 0, or 1 where it does not fit */
static inline int
part_cell(fjob *j, fpart *m, size_t *last, size_t r, uint64_t k, uint64_t u)
{
	if (u > UINT32_MAX || (m->nnz == m->cap && fpart_room(j, m)) ||
	    (r != *last && m->len[r] != 0) || m->len[r] == UINT32_MAX)
		return 1;
	if (r != *last) {
		m->at[r] = m->nnz;
		*last = r;
	}
	m->len[r]++;
	m->cell[m->nnz++] = k << 32 | u;
	return 0;
}

/*
 * A part of one binary count file read without the merge (ak_cmerge):
 * its cells decoded in batches (ak_cbin_cells: every check of a file
 * read whole) and its table's words looked up once, the checks of the
 * merge's binary source made here (its units 1/L, its settings against
 * the asked ones; the settings between the files are the caller's).
 * 0; 1: read by the merge instead (not a binary count file, a word or
 * context not of this run's, or any failure: the merge says it); -1:
 * nothing taken (m left as it was).
 */
static int
part_read_bin(fjob *j, fpart *m, ak_tokid *ids)
{
	enum { B = 4096 };
	ak_reader r;
	ak_cbin *b = NULL;
	unsigned char magic[8];
	long *trow = NULL, *tcol = NULL, x;
	uint32_t *row = NULL, *ctx = NULL;
	uint64_t *units = NULL;
	size_t got, last = SIZE_MAX;
	int rc = 1, any;
	char wa[200], wb[200];
	ak_err e;

	/* standard input is read once: the merge's */
	if (m->paths[0] == NULL || strcmp(m->paths[0], "-") == 0)
		return -1;
	if (ak_reader_open(&r, m->paths[0], &e) != 0)
		return 1;
	if (ak_reader_magic(&r, magic, 8, &e) != 8 ||
	    memcmp(magic, AK_COUNTS_BIN_MAGIC, 8) != 0) {
		ak_reader_close(&r);
		return -1;
	}
	if ((b = malloc(sizeof *b)) == NULL || ak_cbin_open(b, &r, &e) != 0 ||
	    b->L != j->L || (b->settings[0] != '\0' && j->want != NULL &&
	    ak_counts_disagree(j->want, b->settings, wa, wb, sizeof wa)))
		goto out;
	snprintf(m->set, sizeof m->set, "%s", b->settings);
	size_t nc = b->nctx ? b->nctx : b->nrow;
	if ((trow = malloc((b->nrow + 1) * sizeof(long))) == NULL ||
	    (tcol = malloc((nc + 1) * sizeof(long))) == NULL ||
	    (row = malloc(B * sizeof *row)) == NULL ||
	    (ctx = malloc(B * sizeof *ctx)) == NULL ||
	    (units = malloc(B * sizeof *units)) == NULL)
		goto out;
	for (size_t i = 0; i < b->nrow; i++)
		ak_tokid_get(ids, b->word[i], strlen(b->word[i]), &trow[i], &x);
	for (size_t i = 0; i < nc; i++)
		ak_tokid_get(ids, b->ctxword[i], strlen(b->ctxword[i]), &x,
		    &tcol[i]);
	/* the table's contexts in the order of their columns: each row's
	 * cells come in column order (the file's are in its context order) */
	long prev = -1;

	m->sorted = 1;
	for (size_t i = 0; i < nc; i++)
		if (tcol[i] >= 0) {
			m->sorted &= tcol[i] > prev;
			prev = tcol[i];
		}
	while ((any = ak_cbin_cells(b, row, ctx, units, B, &got, &e)) == 1) {
		for (size_t i = 0; i < got; i++) {
			long rr = trow[row[i]], kk = tcol[ctx[i]];

			if (rr < 0 || kk < 0 || part_cell(j, m, &last,
			    (size_t)rr, (uint64_t)kk, units[i]) != 0)
				goto out;
		}
	}
	rc = any < 0 || ak_reader_unchanged(&r, &e) != 0;
out:
	if (b != NULL)
		ak_cbin_free(b);
	free(b);
	free(trow);
	free(tcol);
	free(row);
	free(ctx);
	free(units);
	ak_reader_close(&r);
	return rc;
}

/* part t's files into its matrix, on its thread; any failure (a damaged
 * file, memory, a count past 2^32 units, a row's cells apart) leaves
 * the message to the files read on one thread */
static int
part_read(fjob *j, fpart *m)
{
	ak_idcells ic = { .ids = *j->ids, .wr = -1, .vocabname = j->vocabname,
	    .ctxname = j->ctxname, .has_ctx = j->has_ctx };
	size_t last = SIZE_MAX;
	uint64_t u;
	long r, k;
	int rc = 1;
	ak_err e;

	if ((m->at = calloc(j->V, sizeof(size_t))) == NULL ||
	    (m->len = calloc(j->V, sizeof(uint32_t))) == NULL)
		goto out;
	/* one binary count file: read directly; else (or a text file) by
	 * the merge, which also sums a part's several files */
	if (m->n != 1 || (rc = part_read_bin(j, m, &ic.ids)) < 0) {
		if (ak_cmerge_open(&ic.m, m->paths, m->n, j->L, j->want, &e)
		    != 0)
			goto out;
		while ((rc = ak_idcells_next(&ic, &r, &k, &u, NULL, NULL,
		    &e)) == 1)
			if (u != 0 && part_cell(j, m, &last, (size_t)r,
			    (uint64_t)k, u) != 0) {
				rc = 1;
				break;
			}
	}
	size_t longest = 0;
	unsigned bits = 8;
	uint64_t *tmp = NULL;

	while (bits < 32 && (j->Tc >> bits) != 0)
		bits += 8;
	if (rc == 0 && m->sorted)
		goto out;
	for (size_t i = 0; rc == 0 && i < j->V; i++)
		longest = m->len[i] > longest ? m->len[i] : longest;
	if (rc == 0 && (tmp = malloc((longest + 1) * sizeof(uint64_t))) ==
	    NULL)
		rc = 1;
	for (size_t i = 0; rc == 0 && i < j->V; i++)
		sort_row(m->cell + m->at[i], tmp, m->len[i], bits);
	free(tmp);
out:
	if (ic.m != NULL && ak_cmerge_quoted(ic.m, &m->qfile) != NULL) {
		snprintf(m->quoted, sizeof m->quoted, "%s",
		    ak_cmerge_quoted(ic.m, NULL));
		m->qfile = (size_t)(m - j->p) + m->qfile * j->P;	/* file i:
								   part i mod P */
	}
	ak_cmerge_close(ic.m);
	free(ic.lastw);
	free(ic.trow);
	free(ic.tcol);
	return rc != 0;
}

/* a cell of a merged row: its largest count kept (fill 0), or written
 * at C's q (fill 1) */
static inline __attribute__((always_inline)) void
put_cell(ak_csr *C, int fill, size_t *q, uint32_t x, uint64_t u,
    uint64_t *umax)
{
	if (!fill) {
		*umax = u > *umax ? u : *umax;
		return;
	}
	C->col[*q] = x;
	if (C->units != NULL)
		C->units[(*q)++] = (uint32_t)u;
	else
		C->val[(*q)++] = (double)u / (double)C->L;
}

/* row r of two parts (two files on -j 2), merged as two sorted lists:
 * merge_row's cells, without its loops over the parts */
static inline __attribute__((always_inline)) size_t
merge_two(fjob *j, size_t r, int fill, uint64_t *umax)
{
	const uint64_t *a = j->p[0].cell + j->p[0].at[r];
	const uint64_t *b = j->p[1].cell + j->p[1].at[r];
	const uint64_t *ae = a + j->p[0].len[r], *be = b + j->p[1].len[r];
	size_t q = fill ? j->C->ptr[r] : 0, n = 0;

	while (a < ae && b < be) {
		uint32_t x = (uint32_t)(*a >> 32), y = (uint32_t)(*b >> 32);

		if (x < y)
			put_cell(j->C, fill, &q, x, (uint32_t)*a++, umax);
		else if (y < x)
			put_cell(j->C, fill, &q, y, (uint32_t)*b++, umax);
		else
			put_cell(j->C, fill, &q, x, (uint64_t)(uint32_t)*a++ +
			    (uint32_t)*b++, umax);
		n++;
	}
	for (; a < ae; a++, n++)
		put_cell(j->C, fill, &q, (uint32_t)(*a >> 32), (uint32_t)*a,
		    umax);
	for (; b < be; b++, n++)
		put_cell(j->C, fill, &q, (uint32_t)(*b >> 32), (uint32_t)*b,
		    umax);
	return n;
}

/*
 * Row r of the parts, merged by column: its length and largest count
 * (fill 0), or its cells written at C's row r (fill 1).  The least
 * column among the parts' heads is the next cell, its units the sum
 * over the parts that have it.
 */
static size_t
merge_row(fjob *j, size_t r, int fill, uint64_t *umax)
{
	size_t at[MAXP], end[MAXP], n = 0, q = fill ? j->C->ptr[r] : 0;
	ak_csr *C = j->C;

	for (size_t t = 0; t < j->P; t++) {
		at[t] = j->p[t].at[r];
		end[t] = at[t] + j->p[t].len[r];
	}
	for (;;) {
		uint32_t x = UINT32_MAX;
		uint64_t u = 0;

		for (size_t t = 0; t < j->P; t++)
			if (at[t] < end[t] && j->p[t].cell[at[t]] >> 32 < x)
				x = (uint32_t)(j->p[t].cell[at[t]] >> 32);
		if (x == UINT32_MAX)
			break;
		for (size_t t = 0; t < j->P; t++)
			if (at[t] < end[t] && j->p[t].cell[at[t]] >> 32 == x)
				u += (uint32_t)j->p[t].cell[at[t]++];
		n++;
		if (!fill) {
			*umax = u > *umax ? u : *umax;
			continue;
		}
		C->col[q] = x;
		if (C->units != NULL)
			C->units[q++] = (uint32_t)u;
		else
			C->val[q++] = (double)u / (double)C->L;
	}
	return n;
}

static void
rows_part(void *arg, size_t t, size_t nt)
{
	fjob *j = arg;
	size_t k;

	(void)nt;
	if (j->fill < 0) {
		j->p[t].rc = part_read(j, &j->p[t]);
		return;
	}
	while ((k = atomic_fetch_add(&j->next, 1)) < j->nchunk) {
		uint64_t umax = 0;

		for (size_t r = j->cb[k]; r < j->cb[k + 1]; r++) {
			size_t n = j->P == 2 ? (j->fill ? merge_two(j, r, 1,
			    &umax) : merge_two(j, r, 0, &umax)) :
			    merge_row(j, r, j->fill, &umax);

			if (!j->fill)
				j->C->ptr[r + 1] = n;
		}
		j->umax[k] = umax;
	}
}

/* the rows cut into chunks of about equal cells of the parts */
static void
cut_rows(fjob *j)
{
	size_t all = 0, have = 0, r = 0;

	for (size_t t = 0; t < j->P; t++)
		all += j->p[t].nnz;
	j->cb[0] = 0;
	for (size_t k = 1; k < j->nchunk; k++) {
		size_t want = all / j->nchunk * k;

		for (; r < j->V && have < want; r++)
			for (size_t t = 0; t < j->P; t++)
				have += j->p[t].len[r];
		j->cb[k] = r;
	}
	j->cb[j->nchunk] = j->V;
}

/* the parts summed into C; 0, or 1 (past the budget, memory) */
static int
sum_parts(fjob *j, size_t fixed, size_t memory)
{
	ak_csr *C = j->C;
	uint64_t umax = 0;
	ak_err e;

	j->nchunk = CHUNKS * j->T;
	if ((j->cb = calloc(j->nchunk + 1, sizeof(size_t))) == NULL ||
	    (j->umax = calloc(j->nchunk, sizeof(uint64_t))) == NULL ||
	    (C->ptr = ak_alloc_n(j->V + 1, sizeof(size_t), &e)) == NULL)
		return 1;
	cut_rows(j);
	j->fill = 0;
	atomic_init(&j->next, 0);
	ak_par_run(j->T, rows_part, j);
	for (size_t r = 0; r < j->V; r++)
		C->ptr[r + 1] += C->ptr[r];
	for (size_t k = 0; k < j->nchunk; k++)
		umax = j->umax[k] > umax ? j->umax[k] : umax;
	C->nnz = C->ptr[j->V];
	int compact = umax <= UINT32_MAX;
	if (fixed + atomic_load(&j->taken) + C->nnz * (sizeof(uint32_t) +
	    (compact ? sizeof(uint32_t) : sizeof(double))) > memory)
		return 1;
	if ((C->col = ak_alloc_n(C->nnz + 1, sizeof(uint32_t), &e)) == NULL ||
	    (compact ? (C->units = ak_alloc_n(C->nnz + 1, sizeof(uint32_t),
	    &e)) == NULL : (C->val = ak_alloc_n(C->nnz + 1, sizeof(double),
	    &e)) == NULL))
		return 1;
	j->fill = 1;
	atomic_store(&j->next, 0);
	ak_par_run(j->T, rows_part, j);
	return 0;
}

/* the files on P threads; 0, or 1: nothing built */
/* words in CSV's quotes: the note of the part of the first such file in
 * the order given, whichever part ended first (the same at any -j) */
static void
say_quoted(const fjob *j)
{
	size_t q = j->P;

	for (size_t t = 0; t < j->P; t++)
		if (j->p[t].quoted[0] != '\0' && (q == j->P || j->p[t].qfile <
		    j->p[q].qfile))
			q = t;
	if (q < j->P)
		ak_counts_say_quoted(j->p[q].quoted);
}

static int
files_par(ak_csr *C, char *const *paths, size_t n, uint64_t L,
    const ak_strmap *rows, const ak_strmap *ctxs, size_t V, size_t T,
    const char *vocabname, const char *ctxname, const char *want,
    size_t memory, size_t held, size_t threads, size_t *ncells)
{
	fjob *j;
	ak_tokid ids;
	ak_err e;
	size_t fixed, P = threads < n ? threads : n;
	int rc = 1;

	P = P > MAXP ? MAXP : P;
	if ((j = calloc(1, sizeof *j)) == NULL)
		return 1;
	if (ak_tokid_build(&ids, rows, ctxs, &e) != 0) {
		free(j);
		return 1;
	}
	/* what ak_counts_csr_files holds beside its cells, and each part's
	 * rows (12 bytes a row) and sort room (8 bytes a column at most);
	 * the parts' cells (8 bytes each) take at most half of the rest, C
	 * (as many cells at most) the other half */
	fixed = (V + 1) * sizeof(size_t) + held + ids.cap *
	    sizeof(ak_tokid_slot) + ids.size + P * (V * (sizeof(size_t) +
	    sizeof(uint32_t)) + (T + 1) * sizeof(uint64_t));
	memset(C, 0, sizeof(*C));
	C->m = V;
	C->n = T;
	C->L = L;
	*j = (fjob){ .ids = &ids, .vocabname = vocabname, .ctxname = ctxname,
	    .want = want, .has_ctx = ctxs != NULL, .L = L, .V = V, .Tc = T, .P = P,
	    .T = threads, .C = C };
	j->limit = memory > fixed ? (memory - fixed) / 2 : 0;
	atomic_init(&j->taken, 0);
	for (size_t t = 0; t < P; t++) {
		if ((j->p[t].paths = calloc(n / P + 1, sizeof(char *))) == NULL)
			goto out;
		for (size_t i = t; i < n; i += P)
			j->p[t].paths[j->p[t].n++] = paths[i];
	}
	j->fill = -1;
	ak_par_run(P, rows_part, j);
	rc = 0;
	*ncells = 0;
	for (size_t t = 0; t < P; t++) {
		rc |= j->p[t].rc;
		*ncells += j->p[t].nnz;
	}
	rc |= *ncells == 0;	/* "no counts" is the one thread's to say */
	/* the settings of the files read without the merge: the same, as
	 * the merge checks them (else it says which differ) */
	for (size_t t = 1; t < P && rc == 0; t++) {
		char wa[200], wb[200];
		const char *a = j->p[0].set, *b = j->p[t].set;

		rc = *a != '\0' && *b != '\0' && (ak_counts_disagree(a, b, wa,
		    wb, sizeof wa) || ak_counts_disagree(b, a, wb, wa,
		    sizeof wa));
	}
	if (rc == 0)
		rc = sum_parts(j, fixed, memory);
	if (rc == 0)
		say_quoted(j);
out:
	for (size_t t = 0; t < P; t++) {
		free(j->p[t].paths);
		free(j->p[t].cell);
		free(j->p[t].at);
		free(j->p[t].len);
	}
	free(j->cb);
	free(j->umax);
	free(j);
	ak_tokid_free(&ids);
	if (rc != 0)
		ak_csr_free(C);
	return rc;
}

int
ak_counts_csr_files_j(ak_csr *C, char *const *paths, size_t n, uint64_t L,
    const ak_strmap *rows, const ak_strmap *ctxs, size_t V, size_t T,
    const char *vocabname, const char *ctxname, const char *want,
    size_t memory, size_t held, size_t *ncells, size_t threads, ak_err *e)
{
	/* the checks between files (the same cells twice, settings that
	 * differ) are the whole merge's: on threads only where there are
	 * none to make */
	if (threads > 1 && n > 1 && want != NULL && ak_cmerge_allow_same &&
	    files_par(C, paths, n, L, rows, ctxs, V, T, vocabname, ctxname,
	    want, memory, held, threads, ncells) == 0)
		return 0;
	return ak_counts_csr_files(C, paths, n, L, rows, ctxs, V, T,
	    vocabname, ctxname, want, memory, held, NULL, ncells, NULL, e);
}
