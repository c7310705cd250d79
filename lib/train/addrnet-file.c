/*
 * addrnet-file.c — the addressing model's file (addrnet.h
 * ak_addr_model_write, ak_addr_model_read): a header, the settings, then
 * every tensor's weights, one "param i j value" line each; read back with
 * each damage named by its line, and a model whose weights could overflow
 * the forward pass refused.  The net itself is addrnet.c.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "addrnet.h"
#include "addrnet-int.h"
#include "io.h"
#include "modelhash.h"

static const char *const tensor_names[] = {
	"Ek", "Eq", "Ev", "WQ", "WK", "WV", "WO", "bO", "rel"
};
enum { NTENSOR = 9 };

static void
tensor_shape(const ak_addr_cfg *c, int t, size_t *rows, size_t *cols)
{
	switch (t) {
	case 0: case 1: *rows = c->nkeys; *cols = c->d; break;
	case 2: *rows = c->nvals; *cols = c->d; break;
	case 3: case 4: case 5: *rows = c->d; *cols = c->h; break;
	case 6: *rows = c->h; *cols = c->nvals; break;
	case 7: *rows = 1; *cols = c->nvals; break;
	default: *rows = 1; *cols = ak_addr_ndist(c); break;
	}
}

static double *
tensor_base(const ak_addr_par *p, int t)
{
	double *const b[NTENSOR] = {
		p->Ek, p->Eq, p->Ev, p->WQ, p->WK, p->WV, p->WO, p->bO, p->rel
	};
	return b[t];
}

int
ak_addr_model_write(FILE *fp, const ak_addr_model *m)
{
	const ak_addr_cfg *c = &m->c;

	fprintf(fp, "# pos=%s\n", ak_addr_pos_name(c->pos));
	fprintf(fp, "param\ti\tj\tvalue\n");
	uint64_t fh = ak_mhash_start();
	ak_mhash_print(fp, &fh, "nkeys\t0\t0\t%zu\n", c->nkeys);
	ak_mhash_print(fp, &fh, "nvals\t0\t0\t%zu\n", c->nvals);
	ak_mhash_print(fp, &fh, "dim\t0\t0\t%zu\n", c->d);
	ak_mhash_print(fp, &fh, "head\t0\t0\t%zu\n", c->h);
	ak_mhash_print(fp, &fh, "pos\t0\t0\t%d\n", c->pos);
	ak_mhash_print(fp, &fh, "maxdist\t0\t0\t%zu\n", c->maxdist);
	for (int t = 0; t < NTENSOR; t++) {
		size_t rows, cols;
		const double *b = tensor_base(&m->p, t);
		tensor_shape(c, t, &rows, &cols);
		for (size_t i = 0; i < rows; i++)
			for (size_t j = 0; j < cols; j++)
				ak_mhash_print(fp, &fh, "%s\t%zu\t%zu\t%.17g\n",
				    tensor_names[t], i, j, b[i * cols + j]);
	}
	ak_pij_write_data(fp, &fh, m->has_data, m->data);
	ak_pij_write_end(fp, fh);
	return ferror(fp) ? -1 : 0;
}

static const char *const setting_names[] = {
	"nkeys", "nvals", "dim", "head", "pos", "maxdist"
};
enum { NSETTING = 6 };

/*
 * overflow_bound: an upper bound on |score| and |logit| of any instance
 * under model m, from each tensor's largest |entry| (Bmax[t]): the forward
 * pass (addrnet.c), term by term — an input row plus the sinusoidal code
 * (|pe| <= 1), a d-term product, RoPE's rotation (at most doubles a component),
 * an h-term dot product over sqrt(h), a convex mixture of values, an h-term
 * product and the bias.  NaN when the bound itself is undefined (inf·0).
 */
static double
overflow_bound(const ak_addr_cfg *c, const double *Bmax)
{
	double d = (double)c->d, h = (double)c->h, pe = c->pos == AK_POS_SIN;
	double rot = c->pos == AK_POS_ROPE ? 2 : 1;
	double bq = d * (Bmax[1] + pe) * Bmax[3] * rot;
	double bk = d * (Bmax[0] + pe) * Bmax[4] * rot;
	double bs = h * bq * bk / sqrt(h) + Bmax[8];
	double bo = h * (d * Bmax[2] * Bmax[5]) * Bmax[6] + Bmax[7];

	return bs > bo || isnan(bs) ? bs : bo;
}

/* a row "file_hash i j v" (half i of the file's fingerprint: i 0 the
   high 32 bits, i 1 the low; or, a file saved before, the one row i 0 of
   its top 53 bits), or a row after them (name: not file_hash): refused */
static int
file_row(ak_pij *p, const char *name, long i, long j, double v, ak_err *e)
{
	const char *where = ak_reader_where(&p->r);

	if (p->has_file && (strcmp(name, "file_hash") != 0 || i != 1 ||
	    p->file_rows != 1u))
		return ak_errf(e, "%s: a row after file_hash (the fingerprint "
		    "of the rows before it, the file's last)", where);
	if (i > 1 || j != 0 || v != floor(v) || v < 0 ||
	    v >= 9007199254740992.0)	/* 2^53 */
		return ak_errf(e, "%s: file_hash %ld %ld %.17g: the file's "
		    "fingerprint is file_hash 0 0 HI and file_hash 1 0 LO, "
		    "whole numbers", where, i, j, v);
	if (!p->has_file) {	/* the rows before, and its first line */
		p->file_fh = ak_mhash_end(p->fh);
		p->file_line = p->r.lineno;
	}
	p->has_file = 1;
	p->file_rows |= 1u << i;
	p->file_v[i] = (uint64_t)v;
	return 0;
}

/* a row "data_hash i j v": half i of the instances' fingerprint */
static int
data_row(ak_pij *p, long i, long j, double v, ak_err *e)
{
	const char *where = ak_reader_where(&p->r);

	if (i > 1 || j != 0 || v != floor(v) || v < 0 || v > 4294967295.0)
		return ak_errf(e, "%s: data_hash %ld %ld %.17g: the instances' "
		    "fingerprint is data_hash 0 0 HI and data_hash 1 0 LO, "
		    "each a whole number below 2^32", where, i, j, v);
	if (p->data_rows & (1u << i))
		return ak_errf(e, "%s: data_hash %ld given twice", where, i);
	p->data_rows |= 1u << i;
	p->data_line = p->r.lineno;
	p->data |= (uint64_t)v << (i == 0 ? 32 : 0);
	return 0;
}

int
ak_pij_read(ak_pij *p, const char *path, ak_pij_fn fn, void *ctx, ak_err *e)
{
	char *f[5];
	int have_header = 0, rc;

	for (int k = 0; k < p->nset; k++)
		p->set[k] = p->set_line[k] = -1;
	p->weights = 0;
	p->fh = ak_mhash_start();
	p->has_file = 0;
	p->file_rows = 0;
	p->has_data = 0;
	p->data = 0;
	p->data_rows = 0;
	if (ak_reader_open(&p->r, path, e) != 0)
		return -1;
	p->open = 1;
	while ((rc = ak_reader_next(&p->r, e)) == 1) {
		ak_reader *r = &p->r;
		long i, j;
		double v;
		int k;

		if (r->line[0] == '#')
			continue;
		size_t nf = ak_split_tab(r->line, f, 5);
		if (!have_header) {
			if (nf != 4 || strcmp(f[0], "param") || strcmp(f[1], "i") ||
			    strcmp(f[2], "j") || strcmp(f[3], "value"))
				return ak_errf(e, "%s: not an addressing model "
				    "(header must be: param i j value)",
				    ak_reader_where(r));
			have_header = 1;
			continue;
		}
		if (nf != 4)
			return ak_errf(e, "%s: %zu fields, want 4 (param i j "
			    "value)", ak_reader_where(r), nf);
		if (ak_parse_long(f[1], 0, p->imax, "i", &i, NULL) != 0 ||
		    ak_parse_long(f[2], 0, 1 << 20, "j", &j, NULL) != 0)
			return ak_errf(e, "%s: bad index", ak_reader_where(r));
		if (ak_strtod_finite(f[3], &v) != 0)
			return ak_errf(e, "%s: value '%.40s' is not a finite "
			    "number%s", ak_reader_where(r), f[3],
			    ak_number_mark(f[3], strlen(f[3])) == ',' ? ": a "
			    "decimal comma; the model's numbers have a decimal "
			    "point: tr ',' '.' converts them" : "");
		if (strcmp(f[0], "file_hash") == 0 || p->has_file) {
			if (file_row(p, f[0], i, j, v, e) != 0)
				return -1;
			continue;
		}
		p->fh = ak_mhash_row(p->fh, f[0], (const double[3]){ (double)i,
		    (double)j, v }, 3);
		if (strcmp(f[0], "data_hash") == 0) {
			if (data_row(p, i, j, v, e) != 0)
				return -1;
			continue;
		}
		for (k = 0; k < p->nset; k++)
			if (strcmp(f[0], p->set_names[k]) == 0)
				break;
		if (k == p->nset) {
			if (fn(ctx, p, f[0], i, j, v, e) != 0)
				return -1;
			p->weights = 1;
			continue;
		}
		if (p->weights)
			return ak_errf(e, "%s: setting %s after the weights",
			    ak_reader_where(r), f[0]);
		if (v != floor(v) || v < 0 || v > 1e6)
			return ak_errf(e, "%s: %s must be a whole number in "
			    "0..1000000", ak_reader_where(r), f[0]);
		p->set[k] = (long)v;
		p->set_line[k] = r->lineno;
	}
	if (rc < 0)
		return -1;
	if (!have_header)
		return ak_errf(e, "%s: empty input: no header", p->r.name);
	if (p->data_rows == 1u || p->data_rows == 2u)
		return ak_errf(e, "%s:%ld: data_hash %d 0 alone: the instances' "
		    "fingerprint is two rows, i 0 and 1 (a copy cut short?)",
		    p->r.name, p->data_line, p->data_rows == 1u ? 0 : 1);
	p->has_data = p->data_rows == 3u;
	return 0;
}

int
ak_pij_file_check(const ak_pij *p, ak_err *e)
{
	char where[512];

	if (!p->has_file)
		return 0;
	/* both halves; or the one row of a file saved before them, the
	   fingerprint's top 53 bits */
	if ((p->file_rows == 3u && (p->file_v[0] << 32 | p->file_v[1]) ==
	    p->file_fh) || (p->file_rows == 1u && p->file_v[0] ==
	    p->file_fh >> 11))
		return 0;
	snprintf(where, sizeof where, "%s:%ld", p->r.name, p->file_line);
	return ak_mhash_mismatch(e, where, "file_hash", NULL, NULL);
}

void
ak_pij_write_data(FILE *fp, uint64_t *fh, int has, uint64_t data)
{
	if (!has)
		return;
	ak_mhash_print(fp, fh, "data_hash\t0\t0\t%lu\n",
	    (unsigned long)(data >> 32));
	ak_mhash_print(fp, fh, "data_hash\t1\t0\t%lu\n",
	    (unsigned long)(data & 0xffffffffUL));
}

void
ak_pij_write_end(FILE *fp, uint64_t fh)
{
	uint64_t h = ak_mhash_end(fh);

	/* 32 bits a row, as the pooling head's file_hash_hi/lo: exact */
	fprintf(fp, "file_hash\t0\t0\t%lu\nfile_hash\t1\t0\t%lu\n",
	    (unsigned long)(h >> 32), (unsigned long)(h & 0xffffffffUL));
}

void
ak_pij_close(ak_pij *p)
{
	if (p->open)
		ak_reader_close(&p->r);
	p->open = 0;
}

const char *
ak_pij_missing(const ak_pij *p)
{
	for (int k = 0; k < p->nset; k++)
		if (p->set[k] < 0)
			return p->set_names[k];
	return NULL;
}

/* a model file being read: the weights given so far, each tensor's
   largest |entry| (overflow_bound) */
typedef struct mread {
	ak_addr_model *m;
	double Bmax[NTENSOR];	/* largest |entry| per tensor */
	long big_line;		/* the line of the largest |entry| */
	double big;
	unsigned char *seen;	/* a weight's flag: given */
	size_t nseen;
} mread;

/* the first weight's line: the model of the settings read, a bad setting
   named on its own line */
static int
model_start(mread *s, const ak_pij *p, ak_err *e)
{
	ak_addr_model *m = s->m;
	ak_addr_cfg c;
	ak_err ce;
	const char *miss = ak_pij_missing(p);

	if (miss != NULL)
		return ak_errf(e, "%s: setting %s missing before the weights",
		    ak_reader_where(&p->r), miss);
	c.nkeys = (size_t)p->set[0];
	c.nvals = (size_t)p->set[1];
	c.d = (size_t)p->set[2];
	c.h = (size_t)p->set[3];
	c.pos = (int)p->set[4];
	c.maxdist = (size_t)p->set[5];
	/* the line of the setting at fault, not this one (the first
	   weight) */
	int bad = ak_addr_cfg_bad(&c, &ce);
	if (bad >= 0)
		return ak_errf(e, "%s:%ld: %s", p->r.name, p->set_line[bad],
		    ce.msg);
	if (ak_addr_model_alloc(m, &c, e) != 0)
		return -1;
	if ((s->seen = ak_alloc_n(m->np, 1, e)) == NULL)
		return -1;
	return 0;
}

/* one weight line "name i j value" (ak_pij_fn) */
static int
model_line(void *ctx, ak_pij *p, const char *name, long i, long j, double v,
    ak_err *e)
{
	mread *s = ctx;
	ak_addr_model *m = s->m;
	const ak_reader *r = &p->r;
	int t;

	for (t = 0; t < NTENSOR; t++)
		if (strcmp(name, tensor_names[t]) == 0)
			break;
	if (t == NTENSOR && strcmp(name, "layers") == 0)
		return ak_errf(e, "%s: 'layers': a block model's setting "
		    "(addr train --model block): give its model as a named file, "
		    "which is read as a block's", ak_reader_where(r));
	if (t == NTENSOR)
		return ak_errf(e, "%s: unknown parameter '%.40s'",
		    ak_reader_where(r), name);
	if (m->theta == NULL && model_start(s, p, e) != 0)
		return -1;
	size_t rows, cols;
	tensor_shape(&m->c, t, &rows, &cols);
	if ((size_t)i >= rows || (size_t)j >= cols)
		return ak_errf(e, "%s: %s[%ld][%ld] is outside %zu×%zu",
		    ak_reader_where(r), name, i, j, rows, cols);
	double *b = tensor_base(&m->p, t) + (size_t)i * cols + (size_t)j;
	size_t k = (size_t)(b - m->theta);
	if (s->seen[k])
		return ak_errf(e, "%s: %s[%ld][%ld] given twice",
		    ak_reader_where(r), name, i, j);
	s->seen[k] = 1;
	s->nseen++;
	*b = v;
	s->Bmax[t] = fmax(s->Bmax[t], fabs(v));
	if (fabs(v) > s->big) {
		s->big = fabs(v);
		s->big_line = r->lineno;
	}
	return 0;
}

/* the file read to its end: every weight once, no overflow */
static int
model_end(mread *s, const char *name, ak_err *e)
{
	ak_addr_model *m = s->m;

	if (m->theta == NULL)
		return ak_errf(e, "%s: no weights", name);
	if (s->nseen != m->np)
		return ak_errf(e, "%s: %zu of %zu weights missing", name,
		    m->np - s->nseen, m->np);
	/* finite weights can still overflow the forward pass (NaN scores,
	   logits, loss): refuse a model whose bound is not far from it */
	double bound = overflow_bound(&m->c, s->Bmax);
	if (!(bound <= AK_ADDR_MAX_LOGIT))
		return ak_errf(e, "%s:%ld: weights too large (%.3g): scores "
		    "or logits could reach %.3g, above %.3g", name,
		    s->big_line, s->big, bound, AK_ADDR_MAX_LOGIT);
	return 0;
}

int
ak_addr_model_read(ak_addr_model *m, const char *path, ak_err *e)
{
	mread s = { .m = m, .big = -1 };
	ak_pij p = { .set_names = setting_names, .nset = NSETTING,
	    .imax = 1 << 20 };

	memset(m, 0, sizeof(*m));
	if (ak_pij_read(&p, path, model_line, &s, e) != 0 ||
	    model_end(&s, p.r.name, e) != 0 || ak_pij_file_check(&p, e) != 0) {
		ak_pij_close(&p);
		free(s.seen);
		ak_addr_model_free(m);
		return -1;
	}
	m->has_data = p.has_data;
	m->data = p.data;
	ak_pij_close(&p);
	free(s.seen);
	return 0;
}
