/*
 * counts-csr.c — the count matrix (CSR) of a counter's cells or of count
 * files (counts.h), the latter staged in blocks, in a temporary file past
 * the budget (checked by runfile.h's mix).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "counts-int.h"
#include "io.h"
#include "mem.h"
#include "par.h"
#include "runfile.h"
#include "tokid.h"

size_t
ak_counts_csr_bytes(size_t V, size_t nnz, int compact)
{
	return (V + 1) * sizeof(size_t) + nnz * (sizeof(uint32_t) +
	    (compact ? sizeof(uint32_t) : sizeof(double)));
}

/*
 * One pass, when the row ids are the ranks (byrow the identity: ids in
 * table order, as ppmi-svd gives them; the rows come in increasing id):
 * each cell appended, the arrays grown by half again (realloc: mremap,
 * no copy, for arrays this large) within what the budget leaves them,
 * the pages of each new stretch first touched by the counter's threads
 * (the kernel zeroes a page where it is first written: 0.9 s of one
 * thread for 40M cells), the room not used given back at the end.  The
 * counts as units until one passes 32 bits, then doubles.  Past the
 * budget the cells are counted on, so that the error says how many.
 */
typedef struct grow {
	ak_csr *C;
	size_t cap, max;	/* cells of room; most the budget allows */
	size_t from, to;	/* bytes of the stretch to touch */
	unsigned char *base;
} grow;

static void
touch_part(void *arg, size_t t, size_t nt)
{
	grow *g = arg;
	size_t n = g->to - g->from, lo = g->from + n / nt * t;
	size_t hi = t + 1 == nt ? g->to : g->from + n / nt * (t + 1);

	memset(g->base + lo, 0, hi - lo);
}

static void
touch(grow *g, void *p, size_t from, size_t to, size_t threads)
{
	g->base = p;
	g->from = from;
	g->to = to;
	ak_par_run(threads, touch_part, g);
}

/* room for one more cell: 0, 1 past the budget, -1 (memory) */
static int
grow_room(grow *g, const ak_spcount *c, size_t V, size_t memory,
    size_t held, ak_err *e)
{
	ak_csr *C = g->C;
	size_t vb = C->units ? sizeof(uint32_t) : sizeof(double), cap, fixed;

	if (C->nnz < g->cap)
		return 0;
	fixed = (V + 1) * sizeof(size_t) + ak_spcount_bytes(c) + held;
	g->max = memory > fixed ? (memory - fixed) / (sizeof(uint32_t) +
	    vb) : 0;
	cap = g->cap < 4096 ? 4096 : g->cap + g->cap / 2;
	cap = cap > g->max ? g->max : cap;
	if (cap <= C->nnz)
		return 1;
	void *col = realloc(C->col, cap * sizeof(uint32_t));
	if (col == NULL)
		return ak_errf(e, "out of memory (%zu cells)", cap);
	C->col = col;
	void *v = realloc(C->units ? (void *)C->units : (void *)C->val,
	    cap * vb);
	if (v == NULL)
		return ak_errf(e, "out of memory (%zu cells)", cap);
	if (C->units)
		C->units = v;
	else
		C->val = v;
	size_t nt = c->nparts > 1 ? c->nparts : 1;
	touch(g, C->col, g->cap * sizeof(uint32_t), cap * sizeof(uint32_t),
	    nt);
	touch(g, v, g->cap * vb, cap * vb, nt);
	g->cap = cap;
	return 0;
}

/* the units so far as doubles (a count past 2^32 units) */
static int
to_val(grow *g, ak_err *e)
{
	ak_csr *C = g->C;
	double *val = ak_alloc_n(C->nnz + 1, sizeof(double), e);

	if (val == NULL)
		return -1;
	for (size_t p = 0; p < C->nnz; p++)
		val[p] = (double)C->units[p] / (double)C->L;
	free(C->units);
	C->units = NULL;
	C->val = val;
	g->cap = C->nnz;	/* grown again, within the budget of doubles */
	return 0;
}

/* the budget's error of the two passes, with the cells counted: n of
 * them, the largest umax units */
static int
too_big(const ak_spcount *c, size_t V, size_t n, uint64_t umax,
    size_t memory, size_t held, const char *name, ak_err *e)
{
	char mb[AK_FMT_SIZE_MAX];
	int compact = umax <= UINT32_MAX;
	size_t mat = ak_counts_csr_bytes(V, n, compact);
	size_t need = mat + ak_spcount_bytes(c) + held;

	return ak_errf(e, "%s: the count matrix (%zu non-zero cells, %s) "
	    "needs %zu MB, and the counts read back and what is held with "
	    "them %zu MB more: more than --memory %s", name, n, compact ?
	    "8 bytes a cell" : "12 bytes a cell: a count past 2^32 units",
	    (mat + (1 << 20) - 1) >> 20, (need - mat + (1 << 20) - 1) >> 20,
	    ak_fmt_size(mb, memory));
}

/* the two passes over the cells, no copy of them: the length of every
 * row, then each cell at its place (rows in any order of their ids; a
 * row's cells in key order: what ak_csr_from_coo makes of them) */
static int
two_pass(ak_csr *C, ak_spcount *c, const uint32_t *byrow,
    const uint32_t *byctx, size_t V, size_t T, size_t memory, size_t held,
    const char *name, ak_err *e)
{
	const uint64_t *K, *U;
	uint64_t umax = 0;
	size_t nnz = 0, nb;
	int rc, compact;

	memset(C, 0, sizeof(*C));
	if ((C->ptr = ak_alloc_n(V + 1, sizeof(size_t), e)) == NULL)
		return -1;
	while ((rc = ak_spcount_cells(c, &K, &U, &nb, e)) == 1) {
		for (size_t i = 0; i < nb; i++) {
			C->ptr[byrow[K[i] >> 32] + 1]++;
			umax = U[i] > umax ? U[i] : umax;
		}
		nnz += nb;
	}
	/* the counts in units, 4 bytes a cell, when the largest fits */
	compact = umax <= UINT32_MAX;
	if (rc == 0 && ak_counts_csr_bytes(V, nnz, compact) +
	    ak_spcount_bytes(c) + held > memory)
		rc = too_big(c, V, nnz, umax, memory, held, name, e);
	if (rc < 0 || ak_spcount_rewind(c, e) != 0 ||
	    (C->col = ak_alloc_n(nnz, sizeof(uint32_t), e)) == NULL ||
	    (compact && (C->units = ak_alloc_n(nnz, sizeof(uint32_t),
	    e)) == NULL) ||
	    (!compact && (C->val = ak_alloc_n(nnz, sizeof(double),
	    e)) == NULL)) {
		ak_csr_free(C);
		return -1;
	}
	C->L = c->L;
	C->m = V;
	C->n = T;
	C->nnz = nnz;
	for (size_t i = 0; i < V; i++)
		C->ptr[i + 1] += C->ptr[i];
	/* ptr[i] walks forward through row i, then is shifted back */
	while ((rc = ak_spcount_cells(c, &K, &U, &nb, e)) == 1) {
		for (size_t i = 0; i < nb; i++) {
			size_t p = C->ptr[byrow[K[i] >> 32]]++;
			C->col[p] = byctx[(uint32_t)K[i]];
			if (compact)
				C->units[p] = (uint32_t)U[i];
			else
				C->val[p] = (double)U[i] / (double)c->L;
		}
	}
	if (rc < 0) {
		ak_csr_free(C);
		return -1;
	}
	for (size_t i = V; i > 0; i--)
		C->ptr[i] = C->ptr[i - 1];
	C->ptr[0] = 0;
	return 0;
}

static int
one_pass(ak_csr *C, ak_spcount *c, const uint32_t *byctx, size_t V,
    size_t T, size_t memory, size_t held, const char *name, ak_err *e)
{
	const uint64_t *K, *U;
	size_t nb, row = 0, over = 0;	/* over: cells past the budget */
	uint64_t umax = 0;
	grow g = { .C = C };
	int rc;

	memset(C, 0, sizeof(*C));
	C->m = V;
	C->n = T;
	C->L = c->L;
	if ((C->ptr = ak_alloc_n(V + 1, sizeof(size_t), e)) == NULL ||
	    (C->units = ak_alloc_n(1, sizeof(uint32_t), e)) == NULL)
		goto fail;
	C->ptr[0] = 0;
	while ((rc = ak_spcount_cells(c, &K, &U, &nb, e)) == 1) {
		for (size_t i = 0; i < nb; i++) {
			size_t r = K[i] >> 32;	/* = byrow[r] */

			int room = 0;

			umax = U[i] > umax ? U[i] : umax;
			if (over == 0 && ((C->units && U[i] > UINT32_MAX &&
			    to_val(&g, e) != 0) || (room = grow_room(&g, c, V,
			    memory, held, e)) < 0))
				goto fail;
			if (over > 0 || room == 1) {
				over++;	/* counted on, for the message */
				continue;
			}
			for (; row < r; row++)
				C->ptr[row + 1] = C->nnz;
			C->col[C->nnz] = byctx[(uint32_t)K[i]];
			if (C->units)
				C->units[C->nnz++] = (uint32_t)U[i];
			else
				C->val[C->nnz++] = (double)U[i] /
				    (double)c->L;
		}
	}
	if (rc < 0)
		goto fail;
	if (over > 0) {
		too_big(c, V, C->nnz + over, umax, memory, held, name, e);
		goto fail;
	}
	for (; row < V; row++)
		C->ptr[row + 1] = C->nnz;
	/* the room not used given back */
	void *p;
	if (C->nnz > 0 && (p = realloc(C->col, C->nnz *
	    sizeof(uint32_t))) != NULL)
		C->col = p;
	if (C->nnz > 0 && C->units && (p = realloc(C->units, C->nnz *
	    sizeof(uint32_t))) != NULL)
		C->units = p;
	if (C->nnz > 0 && C->val && (p = realloc(C->val, C->nnz *
	    sizeof(double))) != NULL)
		C->val = p;
	return 0;
fail:
	ak_csr_free(C);
	return -1;
}

int
ak_counts_csr_counter(ak_csr *C, ak_spcount *c, const uint32_t *byrow,
    const uint32_t *byctx, size_t V, size_t T, size_t memory, size_t held,
    const char *name, ak_err *e)
{
	int rc;

	for (size_t r = 0; r < V; r++)
		if (byrow[r] != r)
			return two_pass(C, c, byrow, byctx, V, T, memory, held,
			    name, e);
	/* parts: on their threads, where their matrices fit beside it */
	if (c->nparts > 1 && (rc = ak_counts_csr_parts(C, c, byctx, V, T,
	    memory, held, e)) != 1)
		return rc;
	if (c->nparts > 1 && ak_spcount_rewind(c, e) != 0)
		return -1;
	return one_pass(C, c, byctx, V, T, memory, held, name, e);
}

/*
 * The cells of count files come in the byte order of their words, the
 * matrix wants its rows in the vocabulary's order, and the input may be a
 * pipe, read once: the number of cells, so the matrix's size and layout,
 * is known only at the end.  So the cells are staged as they come, in
 * blocks: the columns, and the counts' low 32 bits (8 bytes a cell; the
 * counts past 2^32 units apart, with their cell's index); each row's
 * length and the order of the rows beside.  Then the columns are placed at
 * their rows, each block of them freed once placed, then the counts: the
 * peak is 12 bytes a cell (20 with doubles), never the staging and the
 * matrix side by side.  Past the budget even so, the blocks go to a
 * temporary file (ak_tmpfile, as the counter's runs) and the peak is
 * the matrix and a block.
 */
#define STAGE_MIN 1024		/* cells of the first block */
#define STAGE_MAX ((size_t)1 << 20)	/* of the largest in memory (8 MB) */
#define STAGE_FILE ((size_t)1 << 14)	/* of a block on its way to the file */

typedef struct stage {
	uint32_t **col, **lo;	/* each block's cells; NULL: in the file */
	size_t *len, *cap;	/* cells in each block, its room */
	size_t nblk, capblk, nfile;	/* blocks; the first nfile in fp */
	size_t n, memcap;	/* cells staged; room of the blocks in memory */
	FILE *fp;		/* the blocks written out, or NULL */
	uint32_t *rbuf;		/* STAGE_FILE cells read back from fp */
	uint64_t wsum, rsum;	/* the words written to fp and read back,
				 * each mixed with its place (ak_run_mix,
				 * runfile.h) */
	uint64_t wpos;		/* the words written */
	uint64_t *big;		/* (index, units) of counts past 2^32 units */
	size_t nbig, capbig;
	uint64_t umax;
	size_t longest;		/* the longest row so far */
} stage;

static void
stage_free(stage *st)
{
	for (size_t k = 0; k < st->nblk; k++) {
		free(st->col[k]);
		free(st->lo[k]);
	}
	free(st->col);
	free(st->lo);
	free(st->len);
	free(st->cap);
	if (st->fp != NULL)
		fclose(st->fp);
	free(st->rbuf);
	free(st->big);
	memset(st, 0, sizeof(*st));
}

/*
 * the peak of the matrix of the cells staged, built from them, with memcap
 * cells of room in memory blocks (STAGE_FILE once they go to the file):
 * fixed (row pointers, the rows' order, the caller's), the counts past
 * 2^32 units, the read-back buffer, the row sort's scratch (24 bytes a
 * cell of the longest row: ak_csr_sort_rows); and the larger of the
 * columns placed beside the blocks (4n + 8 memcap) and the values beside
 * the columns and the blocks of counts (4n + vb·n + 4 memcap)
 */
static size_t
stage_need(const stage *st, size_t memcap, size_t fixed)
{
	size_t vb = st->umax > UINT32_MAX ? sizeof(double) : sizeof(uint32_t);
	size_t m = st->fp != NULL ? STAGE_FILE : memcap;
	size_t a = 8 * m, b = vb * st->n + 4 * m;

	return fixed + st->capbig * 2 * sizeof(uint64_t) + (st->fp != NULL ?
	    STAGE_FILE * sizeof(uint32_t) : 0) + 24 * st->longest +
	    4 * st->n + (a > b ? a : b);
}

static int
stage_io(ak_err *e)
{
	return ak_errf(e, "the count matrix's cells in a temporary file in "
	    "%s: %s", ak_tmpdir(), strerror(errno ? errno : EIO));
}


/* m words of a block to the file, summed; 0 or -1 (errno) */
static int
stage_fwrite(stage *st, const uint32_t *x, size_t m)
{
	for (size_t i = 0; i < m; i++)
		st->wsum += ak_run_mix(st->wpos + i, x[i]);
	st->wpos += m;
	return fwrite(x, sizeof(uint32_t), m, st->fp) == m ? 0 : -1;
}

/* the temporary file read back is not what was written */
static int
stage_damaged(ak_err *e)
{
	errno = EIO;
	return ak_errf(e, "the count matrix's cells in a temporary file in "
	    "%s: read back damaged", ak_tmpdir());
}

/* block k (in memory) to the file, freed */
static int
stage_write(stage *st, size_t k, ak_err *e)
{
	size_t m = st->len[k];

	errno = 0;
	if (stage_fwrite(st, st->col[k], m) != 0 ||
	    stage_fwrite(st, st->lo[k], m) != 0)
		return stage_io(e);
	free(st->col[k]);
	free(st->lo[k]);
	st->col[k] = st->lo[k] = NULL;
	st->memcap -= st->cap[k];
	st->nfile++;
	return 0;
}

/* every block in memory to the temporary file, opened the first time */
static int
stage_spill(stage *st, ak_err *e)
{
	if (st->fp == NULL) {
		if ((st->fp = ak_tmpfile("the count matrix's cells", e)) ==
		    NULL)
			return -1;
		if ((st->rbuf = ak_alloc_n(STAGE_FILE, sizeof(uint32_t),
		    e)) == NULL)
			return -1;
	}
	for (size_t k = 0; k < st->nblk; k++)
		if (st->col[k] != NULL && stage_write(st, k, e) != 0)
			return -1;
	return 0;
}

/* room for a cell: a new block when the last one is full or gone to the
 * file (in memory while the budget allows it, else in the file) */
static int
stage_room(stage *st, size_t memory, size_t fixed, ak_err *e)
{
	size_t k = st->nblk - 1, cap;

	if (st->nblk > 0 && st->col[k] != NULL && st->len[k] < st->cap[k])
		return 0;
	if (st->nblk == st->capblk) {
		size_t nc = st->capblk ? 2 * st->capblk : 64;
		uint32_t **c, **l;
		size_t *n, *p;

		if ((c = realloc(st->col, nc * sizeof(*c))) != NULL)
			st->col = c;
		if ((l = realloc(st->lo, nc * sizeof(*l))) != NULL)
			st->lo = l;
		if ((n = realloc(st->len, nc * sizeof(*n))) != NULL)
			st->len = n;
		if ((p = realloc(st->cap, nc * sizeof(*p))) != NULL)
			st->cap = p;
		if (c == NULL || l == NULL || n == NULL || p == NULL)
			return ak_errf(e, "out of memory");
		st->capblk = nc;
	}
	cap = st->nblk == 0 ? STAGE_MIN : 2 * st->cap[k] < STAGE_MAX ?
	    2 * st->cap[k] : STAGE_MAX;
	if (st->fp == NULL && stage_need(st, st->memcap + cap, fixed) >
	    memory && stage_spill(st, e) != 0)
		return -1;
	if (st->fp != NULL) {	/* the full block out, its room reused */
		cap = STAGE_FILE;
		if (st->nblk > 0 && st->col[k] != NULL) {
			uint32_t *c = st->col[k], *l = st->lo[k];

			errno = 0;
			if (stage_fwrite(st, c, st->len[k]) != 0 ||
			    stage_fwrite(st, l, st->len[k]) != 0)
				return stage_io(e);
			st->col[k] = st->lo[k] = NULL;
			st->nfile++;
			st->col[k + 1] = c;
			st->lo[k + 1] = l;
			st->cap[k + 1] = st->cap[k];
			st->len[st->nblk++] = 0;
			return 0;
		}
	}
	st->len[st->nblk] = 0;
	st->cap[st->nblk] = cap;
	st->col[st->nblk] = st->lo[st->nblk] = NULL;
	st->nblk++;
	if ((st->col[st->nblk - 1] = ak_alloc_n(cap, sizeof(uint32_t),
	    e)) == NULL || (st->lo[st->nblk - 1] = ak_alloc_n(cap,
	    sizeof(uint32_t), e)) == NULL)
		return -1;
	st->memcap += cap;
	return 0;
}

/* where the next cell goes: rows in the order they came, placed at their
 * pointers; idx counts the cells, bigi the next count past 2^32 units */
typedef struct cursor {
	const uint32_t *order;
	size_t a, p, left, idx, bigi;
} cursor;

/* place the m columns (vals 0) or counts (1) x of the next cells; -1 for
 * a column past the matrix (a damaged file) */
static int
place(ak_csr *C, const stage *st, cursor *cu, const uint32_t *x, size_t m,
    int vals)
{
	for (size_t i = 0; i < m; i++) {
		if (!vals && x[i] >= C->n)
			return -1;
		while (cu->left == 0) {
			uint32_t r = cu->order[cu->a++];

			cu->p = C->ptr[r];
			cu->left = C->ptr[r + 1] - C->ptr[r];
		}
		if (!vals)
			C->col[cu->p] = x[i];
		else {
			uint64_t u = x[i];

			if (cu->bigi < st->nbig && st->big[2 * cu->bigi] ==
			    cu->idx)
				u = st->big[2 * cu->bigi++ + 1];
			if (C->units != NULL)
				C->units[cu->p] = (uint32_t)u;
			else
				C->val[cu->p] = (double)u / (double)C->L;
		}
		cu->p++;
		cu->left--;
		cu->idx++;
	}
	return 0;
}

/* one pass over the staged cells: their columns (vals 0) or counts (1)
 * placed, each block in memory freed after it */
static int
stage_place(ak_csr *C, stage *st, const uint32_t *order, int vals,
    ak_err *e)
{
	cursor cu = { order, 0, 0, 0, 0, 0 };
	off_t off = 0;

	for (size_t k = 0; k < st->nblk; k++) {
		size_t m = st->len[k];

		if (k >= st->nfile) {
			uint32_t **x = vals ? st->lo : st->col;

			place(C, st, &cu, x[k], m, vals);	/* (columns
								 * checked) */
			free(x[k]);
			x[k] = NULL;
			continue;
		}
		/* in the file: columns then counts, STAGE_FILE at a time */
		for (size_t i = 0; i < m; i += STAGE_FILE) {
			size_t q = m - i < STAGE_FILE ? m - i : STAGE_FILE;

			uint64_t pos = (uint64_t)off / sizeof(uint32_t) +
			    (vals ? m : 0) + i;

			errno = 0;
			if (fseeko(st->fp, (off_t)(pos * sizeof(uint32_t)),
			    SEEK_SET) != 0 || fread(st->rbuf, sizeof(uint32_t),
			    q, st->fp) != q)
				return stage_io(e);
			for (size_t j = 0; j < q; j++)
				st->rsum += ak_run_mix(pos + j, st->rbuf[j]);
			if (place(C, st, &cu, st->rbuf, q, vals) != 0)
				return stage_damaged(e);
		}
		off += (off_t)(2 * m * sizeof(uint32_t));
	}
	/* both passes read every word of the file once */
	if (vals && st->nfile > 0 && st->rsum != st->wsum)
		return stage_damaged(e);
	return 0;
}

/* the rows and columns of a binary table's words (ak_idcells' trow,
 * tcol); 0 or -1 (memory) */
static int
table_ids(ak_idcells *ic, const struct ak_cbin *t, ak_err *e)
{
	size_t nc = t->nctx ? t->nctx : t->nrow;
	long x;

	if ((ic->trow = ak_alloc_n(t->nrow + 1, sizeof(long), e)) == NULL ||
	    (ic->tcol = ak_alloc_n(nc + 1, sizeof(long), e)) == NULL)
		return -1;
	for (size_t i = 0; i < t->nrow; i++)
		ak_tokid_get(&ic->ids, t->word[i], strlen(t->word[i]),
		    &ic->trow[i], &x);
	for (size_t i = 0; i < nc; i++)
		ak_tokid_get(&ic->ids, t->ctxword[i], strlen(t->ctxword[i]),
		    &x, &ic->tcol[i]);
	return 0;
}

/* the next cell: its row r, column k, units u, its words (w, c: NULL,
 * or set); 1, 0 at the end, or -1 ("FILE:LINE: 'w' is not in the
 * vocabulary V") */
int
ak_idcells_next(ak_idcells *ic, long *r, long *k, uint64_t *u,
    const char **wp, const char **cp, ak_err *e)
{
	const char *w, *c;
	const struct ak_cbin *t;
	uint32_t ti, tk;
	long x;
	int rc;

	if ((rc = ak_cmerge_next(ic->m, &w, &c, u, e)) != 1)
		return rc;
	if (wp != NULL) {
		*wp = w;
		*cp = c;
	}
	/* one table's ids: its words looked up once, not a word a cell */
	if ((t = ak_cmerge_table(ic->m, &ti, &tk)) != NULL) {
		if (ic->trow == NULL && table_ids(ic, t, e) != 0)
			return -1;
		*r = ic->trow[ti];
		*k = ic->tcol[tk];
		if (*r >= 0 && *k >= 0)
			return 1;
	}
	if (ic->wr >= 0 && strcmp(w, ic->lastw) == 0)
		*r = ic->wr;
	else {
		ak_tokid_get(&ic->ids, w, strlen(w), r, &x);
		if (*r >= 0 && ak_counts_keep(&ic->lastw, &ic->lastcap, w,
		    e) != 0)
			return -1;
		ic->wr = *r;
	}
	if (*r < 0)
		return ak_idcells_missing(ic, w, 0, e);
	ak_tokid_get(&ic->ids, c, strlen(c), &x, k);
	return *k < 0 ? ak_idcells_missing(ic, c, 1, e) : 1;
}

/* a cell (row r, column k, units u > 0) staged, its row's length counted
 * in rowlen[r + 1]; past the budget, the blocks to the file, and past it
 * even so an error at where */
static int
stage_cell(stage *st, size_t *rowlen, long r, long k, uint64_t u,
    size_t memory, size_t fixed, ak_cmerge *where, ak_err *e)
{
	char mb[AK_FMT_SIZE_MAX];

	if (stage_room(st, memory, fixed, e) != 0)
		return -1;
	size_t b = st->nblk - 1;
	st->col[b][st->len[b]] = (uint32_t)k;
	st->lo[b][st->len[b]++] = (uint32_t)u;
	if (u > UINT32_MAX) {
		if (st->nbig == st->capbig) {
			size_t nc = st->capbig ? 2 * st->capbig : 64;
			uint64_t *p = realloc(st->big, 2 * nc *
			    sizeof(uint64_t));

			if (p == NULL)
				return ak_errf(e, "out of memory");
			st->big = p;
			st->capbig = nc;
		}
		st->big[2 * st->nbig] = st->n;
		st->big[2 * st->nbig++ + 1] = u;
	}
	if (u > st->umax)
		st->umax = u;
	if (++rowlen[r + 1] > st->longest)
		st->longest = rowlen[r + 1];
	st->n++;
	/* the matrix these cells make must fit: in memory, else with the
	 * blocks in the file, before more is taken */
	if (stage_need(st, st->memcap, fixed) > memory) {
		if (st->fp == NULL && stage_spill(st, e) != 0)
			return -1;
		if (stage_need(st, st->memcap, fixed) > memory)
			return ak_errf(e, "%s: the count matrix needs more "
			    "than --memory %s (%zu MB for the %zu cells read "
			    "so far, with the %zu MB held beside them: the "
			    "words and their ids, the row pointers, the "
			    "embeddings)", ak_cmerge_where(where),
			    ak_fmt_size(mb, memory), (stage_need(st,
			    st->memcap, fixed) + (1 << 20) - 1) >> 20, st->n,
			    (fixed + (1 << 20) - 1) >> 20);
	}
	return 0;
}

/* the staged cells placed at their rows (order: the rows as they came),
 * C's pointers holding each row's length; 0 or -1 */
static int
stage_matrix(ak_csr *C, stage *st, const uint32_t *order, size_t V,
    size_t T, uint64_t L, ak_err *e)
{
	for (size_t i = 0; i < V; i++)
		C->ptr[i + 1] += C->ptr[i];
	C->m = V;
	C->n = T;
	C->nnz = st->n;
	C->L = L;
	if ((C->col = ak_alloc_n(st->n, sizeof(uint32_t), e)) == NULL ||
	    stage_place(C, st, order, 0, e) != 0)
		return -1;
	if (st->umax <= UINT32_MAX ? (C->units = ak_alloc_n(st->n,
	    sizeof(uint32_t), e)) == NULL : (C->val = ak_alloc_n(st->n,
	    sizeof(double), e)) == NULL)
		return -1;
	return stage_place(C, st, order, 1, e);
}

int
ak_counts_csr_files(ak_csr *C, char *const *paths, size_t n, uint64_t L,
    const ak_strmap *rows, const ak_strmap *ctxs, size_t V, size_t T,
    const char *vocabname, const char *ctxname, const char *want,
    size_t memory, size_t held, const ak_counts_own *own, size_t *ncells,
    uint64_t *digest, ak_err *e)
{
	ak_idcells ic = { .wr = -1, .vocabname = vocabname, .ctxname = ctxname,
	    .has_ctx = ctxs != NULL };
	stage st = { 0 };
	uint32_t *order = NULL;
	size_t nrows = 0, last = SIZE_MAX, fixed;
	char mb[AK_FMT_SIZE_MAX];
	uint64_t u;
	long r, k;
	int rc;

	*ncells = 0;
	if (digest != NULL)
		*digest = 0;
	memset(C, 0, sizeof(*C));
	/* the words' ids in one probe of a table that stays in the cache
	 * (two ak_strmap look-ups, a cache miss or two each, were 60% of
	 * the time); the row pointers hold each row's length until the end */
	if (ak_tokid_build(&ic.ids, rows, ctxs, e) != 0)
		return -1;
	fixed = (V + 1) * sizeof(size_t) + V * sizeof(uint32_t) + held +
	    ic.ids.cap * sizeof(ak_tokid_slot) + ic.ids.size;
	if (fixed > memory) {	/* before a cell: the words' doing */
		ak_errf(e, "%s: the vocabulary (%zu words), its ids, the row "
		    "pointers and the embeddings take %zu MB: more than "
		    "--memory %s", vocabname, V, (fixed + (1 << 20) - 1) >> 20,
		    ak_fmt_size(mb, memory));
		ak_tokid_free(&ic.ids);
		return -1;
	}
	if ((C->ptr = ak_alloc_n(V + 1, sizeof(size_t), e)) == NULL ||
	    (order = ak_alloc_n(V, sizeof(uint32_t), e)) == NULL ||
	    ak_cmerge_open(&ic.m, paths, n, L, want, e) != 0)
		goto fail;
	while ((rc = ak_idcells_next(&ic, &r, &k, &u, NULL, NULL, e)) == 1) {
		(*ncells)++;
		if (digest != NULL)
			*digest += ak_run_mix((uint64_t)r << 32 | (uint64_t)k, u);
		if (u == 0 || (own != NULL && !ak_counts_owns(own, (size_t)r) &&
		    !ak_counts_owns(own, (size_t)k)))
			continue;
		if ((size_t)r != last) {	/* a row's cells come together */
			order[nrows++] = (uint32_t)r;
			last = (size_t)r;
		}
		if (stage_cell(&st, C->ptr, r, k, u, memory, fixed, ic.m,
		    e) != 0)
			goto fail;
	}
	ak_cmerge_close(ic.m);
	ic.m = NULL;
	if (rc < 0 || stage_matrix(C, &st, order, V, T, L, e) != 0)
		goto fail;
	stage_free(&st);
	ak_tokid_free(&ic.ids);
	free(order);
	free(ic.lastw);
	free(ic.trow);
	free(ic.tcol);
	/* a row's columns came in the byte order of the context words: in
	 * column order now, as the counter's (the same matrix, bit for bit) */
	if (ak_csr_sort_rows(C, e) != 0) {
		ak_csr_free(C);
		return -1;
	}
	return 0;
fail:
	ak_cmerge_close(ic.m);
	stage_free(&st);
	ak_tokid_free(&ic.ids);
	free(order);
	free(ic.lastw);
	free(ic.trow);
	free(ic.tcol);
	ak_csr_free(C);
	return -1;
}
