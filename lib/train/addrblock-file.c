/* addrblock-file.c — the addressing block's model file (addrblock.h
 * ak_addrblk_write, ak_addrblk_read, ak_addrblk_is): addrnet-file.c's
 * `param i j value` lines, with the block's settings and arrays. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "addrblock.h"
#include "blocktrain.h"
#include "io.h"
#include "mem.h"
#include "modelhash.h"

static const char *const setting_names[] = {
	"nkeys", "nvals", "dim", "layers", "heads", "mlp", "norm", "residual",
	"pe", "pool"
};
enum { NSET = 10 };

/* a tensor of the file: name, base, rows × columns */
typedef struct tens {
	char name[24];
	double *p;
	size_t rows, cols;
} tens;

/* every tensor of m in the file's order; returns their number */
static size_t
tensors(tens *t, const ak_addrblk *m)
{
	ak_block_arr a[AK_BLOCK_MAXL * 12 + 4];
	size_t na = ak_block_arrays(a, &m->c, m->theta), d = m->c.d, k = 0;
	size_t K = m->nkeys, V = m->nvals;

	t[k++] = (tens){ "Ek", m->E, K, d };
	t[k++] = (tens){ "Eq", m->E + K * d, K, d };
	t[k++] = (tens){ "Ev", m->E + 2 * K * d, V, d };
	for (size_t i = 0; i + 1 < na; i++) {	/* v last: a matrix */
		t[k] = (tens){ "", a[i].p, a[i].n, 1 };
		memcpy(t[k++].name, a[i].name, sizeof a[i].name);
	}
	t[k++] = (tens){ "v", a[na - 1].p, d, V };
	t[k++] = (tens){ "b", a[na - 1].p + d * V, 1, V };
	return k;
}

int
ak_addrblk_write(FILE *fp, const ak_addrblk *m)
{
	tens t[AK_BLOCK_MAXL * 12 + 8];
	size_t nt = tensors(t, m);
	const ak_block_cfg *c = &m->c;
	size_t set[NSET] = { m->nkeys, m->nvals, c->d, c->layers, c->heads,
	    c->mlp, (size_t)c->norm, (size_t)c->residual, (size_t)c->pe,
	    (size_t)c->pool };

	uint64_t fh = ak_mhash_start();

	fprintf(fp, "param\ti\tj\tvalue\n");
	for (int k = 0; k < NSET; k++)
		ak_mhash_print(fp, &fh, "%s\t0\t0\t%zu\n", setting_names[k],
		    set[k]);
	for (size_t k = 0; k < nt; k++)
		for (size_t i = 0; i < t[k].rows; i++)
			for (size_t j = 0; j < t[k].cols; j++)
				ak_mhash_print(fp, &fh, "%s\t%zu\t%zu\t%.17g\n",
				    t[k].name, i, j,
				    t[k].p[i * t[k].cols + j] + 0.0);
	ak_pij_write_data(fp, &fh, m->has_data, m->data);
	ak_pij_write_end(fp, fh);
	return ferror(fp) ? -1 : 0;
}

int
ak_addrblk_is(const char *path)
{
	ak_reader r;
	ak_err e;
	int rc, is = 0;

	if (strcmp(path, "-") == 0 || ak_reader_open(&r, path, &e) != 0)
		return 0;
	while ((rc = ak_reader_next(&r, &e)) == 1 && r.lineno <= 32)
		if (strncmp(r.line, "layers\t", 7) == 0) {
			is = 1;
			break;
		}
	ak_reader_close(&r);
	return is;
}

/* a file being read: the model's tensors, the flags of the values given */
typedef struct bread {
	ak_addrblk *m;
	size_t memory;		/* the budget for θ and its flags */
	tens t[AK_BLOCK_MAXL * 12 + 8];
	size_t nt, nseen;
	unsigned char *seen;
	double big;		/* the largest |weight| read, */
	long big_line;		/* on this line */
} bread;

/* at the first weight: the model of the settings read */
static int
start(bread *s, const ak_pij *p, ak_err *e)
{
	const char *miss = ak_pij_missing(p);

	if (miss != NULL)
		return ak_errf(e, "%s: setting %s missing before the weights",
		    ak_reader_where(&p->r), miss);
	const long *v = p->set;
	ak_block_cfg c = { .d = (size_t)v[2], .layers = (size_t)v[3],
	    .heads = (size_t)v[4], .mlp = (size_t)v[5], .norm = (int)v[6],
	    .residual = (int)v[7], .pe = (int)v[8], .pool = (int)v[9] };
	static const long hi[NSET] = { AK_ADDR_MAXKEYS, AK_ADDR_MAXVALS, 1024,
	    AK_BLOCK_MAXL, AK_BLOCK_MAXH, 16384, 2, 1, 2, 1 };
	for (int k = 0; k < NSET; k++)
		if (v[k] > hi[k])
			return ak_errf(e, "%s:%ld: %s %ld: at most %ld", p->r.name,
			    p->set_line[k], setting_names[k], v[k], hi[k]);
	ak_err ce;
	if (ak_addrblk_shape(s->m, &c, (size_t)v[0], (size_t)v[1], &ce) != 0)
		return ak_errf(e, "%s: not a valid block model: %s", p->r.name,
		    ce.msg);
	/* θ and a flag a weight, before either is taken */
	if (9.0 * (double)s->m->ntheta > (double)s->memory) {
		char mb[AK_FMT_SIZE_MAX];
		ak_errf(e, "%s: the model's %zu weights need %.1f MB as they "
		    "are read, more than --memory %s", ak_reader_where(&p->r),
		    s->m->ntheta, 9.0 * (double)s->m->ntheta / 1048576,
		    ak_fmt_size(mb, s->memory));
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	if (ak_addrblk_init(s->m, &c, (size_t)v[0], (size_t)v[1], 0, e) != 0)
		return -1;	/* memory */
	s->nt = tensors(s->t, s->m);
	if ((s->seen = ak_alloc_n(s->m->ntheta, 1, e)) == NULL)
		return -1;
	return 0;
}

/* one weight line "name i j value" (ak_pij_fn) */
static int
line(void *ctx, ak_pij *p, const char *name, long i, long j, double v,
    ak_err *e)
{
	bread *s = ctx;
	const ak_reader *r = &p->r;

	if (s->m->theta == NULL && start(s, p, e) != 0)
		return -1;
	size_t k;
	for (k = 0; k < s->nt; k++)
		if (strcmp(name, s->t[k].name) == 0)
			break;
	if (k == s->nt)
		return ak_errf(e, "%s: unknown parameter '%.40s'",
		    ak_reader_where(r), name);
	const tens *t = &s->t[k];
	if ((size_t)i >= t->rows || (size_t)j >= t->cols)
		return ak_errf(e, "%s: %s[%ld][%ld] is outside %zu×%zu",
		    ak_reader_where(r), name, i, j, t->rows, t->cols);
	if (fabs(v) > AK_ADDRBLK_MAXW)
		return ak_errf(e, "%s: %s[%ld][%ld] = %g: weights of at most "
		    "%g", ak_reader_where(r), name, i, j, v, AK_ADDRBLK_MAXW);
	double *b = t->p + (size_t)i * t->cols + (size_t)j;
	size_t at = (size_t)(b - s->m->theta);
	if (s->seen[at])
		return ak_errf(e, "%s: %s[%ld][%ld] given twice",
		    ak_reader_where(r), name, i, j);
	s->seen[at] = 1;
	s->nseen++;
	*b = v;
	if (fabs(v) > s->big || s->big_line == 0) {
		s->big = fabs(v);
		s->big_line = r->lineno;
	}
	return 0;
}

int
ak_addrblk_bound_check(const ak_addrblk *m, const char *where, double big,
    ak_err *e)
{
	/* a token's input: a key's and a value's embedding summed, or the
	   query's */
	size_t K = m->nkeys, d = m->c.d;
	double emax = fmax(ak_block_amax(m->E, K * d) +
	    ak_block_amax(m->E + 2 * K * d, m->nvals * d),
	    ak_block_amax(m->E + K * d, K * d));

	return ak_block_bound_check(&m->c, m->theta, emax, where, big, e);
}

/* the model read whole: its forward pass bounded as the block's file is
   (blockfile.c): each weight is within AK_ADDRBLK_MAXW, and products of
   layers of them can still overflow; the line of the largest named */
static int
bounded(const bread *s, const char *name, ak_err *e)
{
	char where[512];

	snprintf(where, sizeof where, "%s:%ld", name, s->big_line);
	return ak_addrblk_bound_check(s->m, where, s->big, e);
}

int
ak_addrblk_read(ak_addrblk *m, const char *path, size_t memory, ak_err *e)
{
	bread s = { .m = m, .memory = memory };
	ak_pij p = { .set_names = setting_names, .nset = NSET,
	    .imax = 1 << 24 };
	int rc = -1;

	memset(m, 0, sizeof(*m));
	if (ak_pij_read(&p, path, line, &s, e) != 0)
		goto out;
	if (m->theta == NULL)
		ak_errf(e, "%s: no weights", p.r.name);
	else if (s.nseen != m->ntheta)
		ak_errf(e, "%s: %zu of %zu weights missing", p.r.name,
		    m->ntheta - s.nseen, m->ntheta);
	else if (ak_pij_file_check(&p, e) == 0 &&
	    bounded(&s, p.r.name, e) == 0) {
		m->has_data = p.has_data;
		m->data = p.data;
		rc = 0;
	}
out:
	ak_pij_close(&p);
	free(s.seen);
	if (rc != 0)
		ak_addrblk_free(m);
	return rc;
}
