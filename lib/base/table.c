#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "filekind.h"
#include "io.h"
#include "mem.h"
#include "table.h"
#include "vocabhead.h"

int
ak_table_value(const char *s, double *x, size_t field, int vec,
    const char *where, ak_err *e)
{
	int rc = vec ? ak_strtod_float32(s, x) : ak_strtod_finite(s, x);

	if (rc == -2)
		return ak_errf(e, "%s: field %zu ('%.40s') is " AK_FLOAT32_RANGE,
		    where, field, s);
	if (rc != 0 && *s == '\0')
		return ak_errf(e, "%s: field %zu is empty: a missing value "
		    "(pandas writes NaN as an empty field, na_rep=''): drop or "
		    "fill the missing values before writing (df.dropna() or "
		    "df.fillna(0))", where, field);
	if (rc != 0)
		return ak_errf(e, "%s: field %zu ('%.40s') is not a finite "
		    "decimal number", where, field, s);
	return 0;
}

/* what a table of its kind is called in a message, with its verb */
static const char *
table_noun(ak_table_kind kind)
{
	return kind == AK_TABLE_EMB ? "the embeddings need" :
	    kind == AK_TABLE_VOCAB || kind == AK_TABLE_WORDS ?
	    "the vocabulary needs" : kind == AK_TABLE_CONTEXTS ?
	    "the contexts need" : kind == AK_TABLE_SPAM_MODEL ?
	    "the model needs" : "the table needs";
}

/* "WHERE: empty label" into e, -1; an embeddings row's label is its word,
 * which pandas writes as an empty field where the index holds NaN */
static int
empty_label(ak_table_kind kind, const char *where, ak_err *e)
{
	if (kind == AK_TABLE_EMB)
		return ak_errf(e, "%s: empty word (a word missing: pandas writes "
		    "an index's NaN as an empty field)", where);
	return ak_errf(e, "%s: empty label", where);
}

/*
 * The bytes a table holds: rcap rows of room (the values, the label's
 * pointer, the line number), the labels (each a heap block, ak_heap_bytes;
 * twice when indexed, the map keeps a copy) and the index's
 * slots (16 bytes each; at a growth the old slots and the twice as many
 * new ones together).  The row arrays grow by realloc, which moves large
 * blocks by remapping their pages (glibc's mremap), not by copying.
 */
/* (ak_table_fill, table.h: rcap rows of room, str bytes of the labels and
 * their copies) */

static size_t
table_bytes(const ak_table *t, size_t rcap, size_t str, int unique)
{
	size_t slots = 0;

	if (unique) {	/* ak_strmap_put grows past half full */
		slots = t->index.cap;
		if (2 * (t->index.n + 1) > slots)
			slots *= 3;
	}
	return rcap * (t->cols * sizeof(double) + sizeof(char *) +
	    sizeof(long)) + str + slots * (sizeof(char *) + sizeof(size_t));
}

/* the rows of room taken first: the file's own count when it gives one
   (z->expect, a word2vec header's) up to 256 MB of rows (a header may
   promise any number: 3.3e18 words asked 25 TB before the second line
   was read; past 256 MB the room doubles as rows come), else 64 rows or
   a megabyte of them, whichever is fewer (one row at least): 64 rows of
   d = 3,000,000 would be 1.5 GB before the first row is read */
static size_t
first_rows(const ak_table_fill *z, size_t row)
{
	size_t n = (size_t)1 << 20, cap = ((size_t)256 << 20) / row;

	if (z->expect > 0)
		return z->expect < cap ? z->expect : cap < 1 ? 1 : cap;
	n /= row;
	return n < 1 ? 1 : n > 64 ? 64 : n;
}

/* the row arrays resized to rcap rows: 0, or -1 (the arrays that could be
   had are kept, each at least as long as before) */
static int
grow_rows(ak_table *t, size_t rcap)
{
	char **l = realloc(t->labels, rcap * sizeof(char *));
	long *n = l ? realloc(t->line, rcap * sizeof(long)) : NULL;
	double *x = n ? realloc(t->x, (rcap * t->cols > 0 ? rcap * t->cols :
	    1) * sizeof(double)) : NULL;

	if (l != NULL)
		t->labels = l;
	if (n != NULL)
		t->line = n;
	if (x == NULL)
		return -1;
	t->x = x;
	return 0;
}

/* room for one more row, whose label is len bytes: the arrays doubled,
 * or grown (or, when the index grows past the budget, cut back) to what
 * the budget allows; -1 with e set (where: the row's FILE:LINE) when the
 * row does not fit: the rows so far, with their index, need more than the
 * budget (the message says how much, rounded up: above it) */
static int
row_room(ak_table *t, ak_table_fill *z, size_t len, int unique, ak_table_kind kind,
    size_t budget, size_t held, const char *where, ak_err *e)
{
	size_t memory = held < budget ? budget - held : 0;	/* the rows' */
	size_t str = z->str + ak_heap_bytes(len + 1) * (unique ? 2 : 1);
	size_t rcap = z->rcap, row = t->cols * sizeof(double) +
	    sizeof(char *) + sizeof(long);

	if (t->rows == rcap || table_bytes(t, rcap, str, unique) > memory) {
		size_t base = table_bytes(t, 0, str, unique);

		if (t->rows == rcap)
			rcap = rcap ? 2 * rcap : first_rows(z, row);
		/* (a header's count may be any number: compared by
		   division, so that rcap * row cannot wrap) */
		if (base >= memory || rcap > (memory - base) / row) {
			size_t fit = base < memory ? (memory - base) / row : 0;

			/* cut back to what the budget allows, the rows still
			   to come given room for labels as long as the
			   average so far: cut to the last byte, each next
			   label cut it again, a realloc a row (quadratic where
			   realloc copies: ASan's, musl's) */
			if (fit > t->rows + 1)
				fit = t->rows + 1 + (fit - t->rows - 1) * row /
				    (row + str / (t->rows + 1));
			rcap = fit;
		}
	}
	char mb[AK_FMT_SIZE_MAX], hb[64] = "";
	if (held > 0)
		snprintf(hb, sizeof hb, ", and %.1f MB held beside them",
		    ak_mb_up(held));
	if (rcap <= t->rows)
		return ak_errf(e, "%s: %s more than --memory %s (%.1f MB "
		    "for the %zu rows read so far%s)", where, table_noun(kind),
		    ak_fmt_size(mb, budget), ak_mb_up(table_bytes(t,
		    t->rows + 1, str, unique)), t->rows + 1, hb);
	/* room the process cannot have (ulimit -v, or what the budget
	   allows but the address space no longer does): the one row this
	   line needs is tried before the error */
	if (rcap != z->rcap && grow_rows(t, rcap) != 0 &&
	    (rcap = t->rows + 1) != z->rcap && grow_rows(t, rcap) != 0)
		return ak_errf(e, "%s: out of memory: %s %zu bytes (%.1f MB) "
		    "for %zu rows of %zu values, which the process cannot have "
		    "(ulimit -v?)", where, table_noun(kind), table_bytes(t,
		    rcap, str, unique), ak_mb_up(table_bytes(t, rcap, str,
		    unique)), rcap, t->cols);
	z->rcap = rcap;
	z->str = str;
	return 0;
}

int
ak_table_read(ak_table *t, const char *path, int unique, ak_err *e)
{
	return ak_table_read_kind(t, path, unique, AK_TABLE_ANY, e);
}

int
ak_table_read_kind(ak_table *t, const char *path, int unique,
    ak_table_kind kind, ak_err *e)
{
	return ak_table_read_mem(t, path, unique, kind, SIZE_MAX, e);
}

int
ak_table_read_mem(ak_table *t, const char *path, int unique,
    ak_table_kind kind, size_t memory, ak_err *e)
{
	return ak_table_read_held(t, path, unique, kind, memory, 0, e);
}

int
ak_table_read_held(ak_table *t, const char *path, int unique,
    ak_table_kind kind, size_t memory, size_t held, ak_err *e)
{
	ak_reader r;
	int rc;

	memset(t, 0, sizeof(*t));
	if (ak_reader_open(&r, path, e) != 0)
		return -1;
	rc = ak_table_read_from(t, &r, 0, unique, kind, memory, held, e);
	rc = ak_reader_blame(&r, rc, e);
	ak_reader_close(&r);
	return rc;
}

/* a copy of the n bytes at s, NUL-terminated */
static char *
dupn(const char *s, size_t n, ak_err *e)
{
	char *p = malloc(n + 1);

	if (p == NULL) {
		ak_errf(e, "out of memory (%zu bytes)", n + 1);
		return NULL;
	}
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

int
ak_table_fill_start(ak_table *t, ak_table_fill *z, char *const *names,
    size_t cols, int unique, ak_table_kind kind, size_t memory, size_t held,
    const char *where, ak_err *e)
{
	char dn[32];

	memset(t, 0, sizeof(*t));
	z->rcap = z->str = z->expect = 0;
	z->unique = unique;
	z->kind = kind;
	z->memory = memory;
	z->held = held;
	if (unique && ak_strmap_init(&t->index, e) != 0)
		return ak_err_at(e, where);
	t->cols = cols;
	/* the column names are held beside the rows (d = 3,000,000: 3
	   million names, about 120 MB): counted with the labels' bytes */
	z->str = (cols + 1) * sizeof(char *);
	if ((t->colnames = ak_alloc_n(cols + 1, sizeof(char *), e)) == NULL)
		return ak_err_at(e, where);
	for (size_t i = 0; i <= cols; i++) {
		if (names == NULL)
			snprintf(dn, sizeof dn, i ? "d%zu" : "word", i);
		const char *nm = names ? names[i] : dn;
		z->str += ak_heap_bytes(strlen(nm) + 1);
		if (z->str + held > memory) {
			char mb[AK_FMT_SIZE_MAX];
			return ak_errf(e, "%s: %s more than --memory %s for "
			    "the names of its %zu columns", where,
			    table_noun(kind), ak_fmt_size(mb, memory), cols);
		}
		if ((t->colnames[i] = ak_strdup(nm, e)) == NULL)
			return ak_err_at(e, where);
	}
	return 0;
}

double *
ak_table_fill_row(ak_table *t, ak_table_fill *z, size_t len,
    const char *where, ak_err *e)
{
	if (row_room(t, z, len, z->unique, z->kind, z->memory, z->held, where,
	    e) != 0)
		return NULL;
	return t->x + t->rows * t->cols;
}

int
ak_table_fill_take(ak_table *t, ak_table_fill *z, const char *label,
    size_t len, long line, const char *where, ak_err *e)
{
	if (len == 0)
		return empty_label(z->kind, where, e);
	t->line[t->rows] = line;
	if (z->unique) {
		size_t old = 0;
		int ins = ak_strmap_put(&t->index, label, len, t->rows, &old,
		    e);
		if (ins < 0)
			return ak_err_at(e, where);
		/* a vocabulary's or embeddings' rows are words, named so,
		 * with the line of the first */
		if (ins == 0 && z->kind != AK_TABLE_ANY && z->kind !=
		    AK_TABLE_SPAM_MODEL)
			return ak_errf(e, "%s: duplicate word '%.40s' (first "
			    "at line %ld)", where, label, t->line[old]);
		if (ins == 0)
			return ak_errf(e, "%s: duplicate label '%.40s'", where,
			    label);
	}
	if ((t->labels[t->rows] = dupn(label, len, e)) == NULL)
		return ak_err_at(e, where);
	t->rows++;
	return 0;
}

int
ak_table_fill_end(ak_table *t, ak_table_fill *z, const char *name, ak_err *e)
{
	if (t->rows == 0)
		return ak_errf(e, "%s: no data rows", name);
	/* the doubled room given back: what is held is what
	 * ak_table_bytes counts (a shrinking realloc that fails keeps
	 * the block) */
	if (z->rcap > t->rows) {
		char **l = realloc(t->labels, t->rows * sizeof(char *));
		long *n = realloc(t->line, t->rows * sizeof(long));
		double *x = t->cols > 0 ? realloc(t->x, t->rows * t->cols *
		    sizeof(double)) : NULL;

		t->labels = l ? l : t->labels;
		t->line = n ? n : t->line;
		t->x = x ? x : t->x;
		z->rcap = t->rows;
	}
	return 0;
}

/* 1 when the data line f[0..nf) is a header again: the first field the
   header's label column's name and the second not a number (a file's
   header after another file's rows: cat a.tsv b.tsv) */
static int
second_header(const ak_table *t, char *const *f, size_t nf)
{
	double v;

	return nf >= 2 && strcmp(f[0], t->colnames[0]) == 0 &&
	    ak_strtod_finite(f[1], &v) != 0;
}

/* the second header's error: the tail command that keeps one */
static int
header_again(const ak_table *t, char *const *f, ak_reader *r, ak_err *e)
{
	char h[128];

	return ak_errf(e, "%s: a second header ('%.40s %.40s ...', as line "
	    "%ld's): files concatenated? keep the first file's header only "
	    "(%s)", ak_reader_where(r), f[0], f[1], t->hline,
	    ak_header_again_hint(h, sizeof h, t->hline, r->ours));
}

/* the row's numbers f[1..cols] into x: 0, or -1 naming the field (and a
 * control byte in it, which no terminal shows), or the row's decimal
 * commas (util.h ak_commas_row) with tr where its numbers are values; a
 * vocabulary's are counts, whose comma may as well group thousands */
static int
row_values(const ak_table *t, char *const *f, double *x, ak_reader *r,
    ak_table_kind kind, ak_err *e)
{
	char c[300];
	size_t at;

	for (size_t j = 0; j < t->cols; j++) {
		if (ak_strtod_finite(f[j + 1], &x[j]) == 0)
			continue;
		if (*ak_ctl_said(c, sizeof c, f[j + 1]))
			return ak_errf(e, "%s: field %zu%s", ak_reader_where(r),
			    j + 2, c);
		if (kind != AK_TABLE_VOCAB && kind != AK_TABLE_WORDS &&
		    kind != AK_TABLE_CONTEXTS && ak_commas_row(f + 1, t->cols,
		    &at))
			return ak_commas_error(r->name, r->lineno, f[at + 1],
			    strlen(f[at + 1]), "attnkit's TSV", "", e);
		/* ak_table_value's message (an empty field named) */
		return ak_table_value(f[j + 1], &x[j], j + 2, 0,
		    ak_reader_where(r), e);
	}
	return 0;
}

/* a row of TABs alone, f[0..nf) all empty (nf >= 2): a spreadsheet's
 * blank row (Excel and LibreOffice save one so), or an empty line (nf
 * 1), named with the sed that drops it; -1, else 0 */
static int
blank_row(char *const *f, size_t nf, const ak_reader *r, ak_err *e)
{
	for (size_t i = 0; i < nf; i++)
		if (f[i][0] != '\0')
			return 0;
	if (nf < 2)	/* nothing: an empty line (a writer's extra '\n') */
		return ak_errf(e, "%s: an empty line (an editor's or a "
		    "writer's extra newline?): drop empty lines: sed "
		    "'/^[[:space:]]*$/d' %s > FILE.tsv", ak_reader_where(r),
		    strcmp(r->name, "<stdin>") ? r->name : "FILE");
	return ak_errf(e, "%s: a row of empty fields, TABs alone (a "
	    "spreadsheet's blank row, as Excel and LibreOffice save one): drop "
	    "such rows: sed '/^[[:space:]]*$/d' %s > FILE.tsv",
	    ak_reader_where(r), strcmp(r->name, "<stdin>") ? r->name : "FILE");
}

/* a row's word f0 in CSV's quotes (filekind.h ak_csv_quoted), in a table
 * of words (embeddings, a vocabulary) not the tools' own (they write
 * words as they are): a '"' doubled inside ('""""': pandas' to_csv
 * quotes a word holding '"') at any row; a plain '"the"' when the next
 * row's is too (R's write.table quotes every word), the first row's line
 * in *q1 until then (f0 NULL: the end, a table of that one row).  -1
 * with the writer named and the fix; else 0 */
static int
quoted_label(const ak_table *t, const char *f0, ak_reader *r,
    ak_table_kind kind, long *q1, ak_err *e)
{
	size_t ql;
	char at[1100];
	int q = 0;

	if (r->ours || (kind != AK_TABLE_EMB && kind != AK_TABLE_WORDS &&
	    kind != AK_TABLE_VOCAB && kind != AK_TABLE_CONTEXTS))
		return 0;
	if (f0 != NULL && (q = ak_csv_quoted(f0, '\t', &ql)) == 2)
		return ak_quoted_word(ak_reader_where(r), f0, ql, 0, 1, r->name,
		    e);
	if (t->rows == 0)
		*q1 = q ? r->lineno : 0;
	else if (*q1 > 0 && t->rows == 1 && (q || f0 == NULL)) {
		snprintf(at, sizeof at, "%s:%ld", r->name, *q1);
		return ak_quoted_word(at, t->labels[0], strlen(t->labels[0]), 1,
		    1, r->name, e);
	} else
		*q1 = 0;
	return 0;
}

/* a data row's shape, f[0..nf) (spaces: its line holds one): not the
 * header again, not a blank row, the header's fields, a label, and that
 * label in no writer's quotes (*q1: quoted_label's).  0, or -1 with e */
static int
row_shape(const ak_table *t, char *const *f, size_t nf, ak_reader *r,
    ak_table_kind kind, int spaces, long *q1, ak_err *e)
{
	if (second_header(t, f, nf))
		return header_again(t, f, r, e);
	if (blank_row(f, nf, r, e) != 0)
		return -1;
	if (nf == t->cols + 2 && t->rows == 0 && (kind == AK_TABLE_WORDS ||
	    kind == AK_TABLE_VOCAB || kind == AK_TABLE_CONTEXTS) &&
	    ak_vocab_row_names(f[0], t->cols, ak_reader_where(r), r->lineno,
	    r->name, e) != 0)
		return -1;
	if (nf != t->cols + 1)
		return ak_errf(e, "%s: %zu fields, header has %zu%s",
		    ak_reader_where(r), nf, t->cols + 1, nf == 1 && spaces ?
		    " (the fields are separated by spaces, not TABs)" : "");
	if (f[0][0] == '\0')
		return empty_label(kind, ak_reader_where(r), e);
	return quoted_label(t, f[0], r, kind, q1, e);
}

/* embeddings of d = 1 whose values are whole counts, not negative, two
 * rows or more ('word<TAB>d1' over 'the<TAB>3': a vocabulary of counts
 * given the header that makes it vectors), the format detected (the
 * embeddings reader's, detect) and the file not attnkit's (a forced
 * read's output): -1 with e naming it and --emb-format tsv; else 0.
 * Fractions are read (ppmi-svd -d 1 writes them) */
static int
counts_d1(const ak_table *t, const ak_reader *r, ak_table_kind kind,
    int detect, ak_err *e)
{
	if (kind != AK_TABLE_EMB || !detect || r->ours || t->cols != 1 ||
	    t->rows < 2)
		return 0;
	for (size_t i = 0; i < t->rows; i++)
		if (t->x[i] < 0 || t->x[i] != floor(t->x[i]))
			return 0;
	return ak_errf(e, "%s: a word and one whole number a line under the "
	    "header '%s<TAB>%s' (the first '%.40s %.0f'): a vocabulary of "
	    "counts, not vectors (vectors of d = 1 have every cosine 1): give "
	    "the vectors file (gensim: model.wv.save_word2vec_format(F) writes "
	    "them); --emb-format tsv reads it as vectors of d = 1",
	    ak_table_where(t, r->name, 0), t->colnames[0],
	    t->colnames[1], t->labels[0], t->x[0]);
}

int
ak_table_read_from(ak_table *t, ak_reader *r, int have, int unique,
    ak_table_kind kind, size_t memory, size_t held, ak_err *e)
{
	ak_table_fill z;
	char **f = NULL;
	size_t fcap = 0;
	int rc;

	const char *name = strcmp(r->name, "<stdin>") ? r->name : "FILE";
	int counts = have == AK_TABLE_HAVE_COUNTS, detect = have != 0;
	long q1 = 0;

	memset(t, 0, sizeof(*t));
	r->check_utf8 = 1;	/* labels are words, written back out */
	while ((rc = have ? 1 : ak_reader_next_enc(r, e)) == 1) {
		have = 0;
		/* lines ended by CR alone read as one line: its CRs said, with
		 * tr, at the header (or a comment before it), not as a header
		 * of many fields */
		if (t->colnames == NULL && ak_reader_cr_alone(r, e) != 0)
			goto fail;
		if (ak_bom_later(r->line, r->len, r->lineno, r->name, e) != 0)
			goto fail;
		if (r->line[0] == '#') {
			/* after the header, a row whose word starts so */
			if (ak_table_hash_row(t, r->line, r->lineno,
			    ak_reader_where(r), kind, name, e) != 0)
				goto fail;
			counts |= strncmp(r->line, "# counts:", 9) == 0;
			continue;
		}
		int spaces = strchr(r->line, ' ') != NULL;
		size_t nf = ak_split_tab(r->line, f, fcap);
		if (nf > fcap) {
			free(f);
			fcap = nf;
			if ((f = ak_alloc_n(fcap, sizeof(*f), e)) == NULL)
				goto fail;
			/* re-split: the line was already cut at TABs */
			char *p = r->line;
			for (size_t i = 0; i < nf; i++) {
				f[i] = p;
				p += strlen(p) + 1;
			}
		}
		if (t->colnames == NULL) {	/* header */
			/* its provenance line, the reader's */
			if (ak_table_head_check(kind, r->prov[0] ? r->prov :
			    NULL, counts, name, f, nf, ak_reader_where(r), e))
				goto fail;
			if (nf < 2) {
				ak_errf(e, "%s: header needs a label column "
				    "and at least one numeric column%s",
				    ak_reader_where(r), spaces ? " (its "
				    "fields are separated by spaces, not "
				    "TABs)" : "");
				goto fail;
			}
			if (ak_table_fill_start(t, &z, f, nf - 1, unique,
			    kind, memory, held, ak_reader_where(r), e) != 0)
				goto fail;
			t->hline = r->lineno;
			continue;
		}
		if (row_shape(t, f, nf, r, kind, spaces, &q1, e) != 0)
			goto fail;
		/* the budget, before the row is taken */
		double *x = ak_table_fill_row(t, &z, strlen(f[0]),
		    ak_reader_where(r), e);
		if (x == NULL)
			goto fail;
		if (row_values(t, f, x, r, kind, e) != 0)
			goto fail;
		if (ak_table_fill_take(t, &z, f[0], strlen(f[0]), r->lineno,
		    ak_reader_where(r), e) != 0)
			goto fail;
	}
	if (rc < 0)
		goto fail;
	if (t->colnames == NULL) {
		ak_errf(e, "%s: empty input: no header", r->name);
		goto fail;
	}
	if (ak_table_fill_end(t, &z, r->name, e) != 0 ||
	    quoted_label(t, NULL, r, kind, &q1, e) != 0 ||
	    counts_d1(t, r, kind, detect, e) != 0)
		goto fail;
	free(f);
	return 0;
fail:
	free(f);
	ak_table_free(t);
	return -1;
}

const char *
ak_table_where(const ak_table *t, const char *path, size_t row)
{
	static char buf[1024];
	long line = row == AK_TABLE_HEADER ? t->hline :
	    t->line != NULL && row < t->rows ? t->line[row] : 0;
	const char *name = path == NULL || strcmp(path, "-") == 0 ?
	    "<stdin>" : path;

	if (line > 0)
		snprintf(buf, sizeof buf, "%s:%ld", name, line);
	else
		snprintf(buf, sizeof buf, "%s", name);
	return buf;
}

long
ak_table_find(const ak_table *t, const char *label)
{
	size_t v;

	if (t->index.keys == NULL ||
	    !ak_strmap_get(&t->index, label, strlen(label), &v))
		return -1;
	return (long)v;
}

size_t
ak_table_bytes(const ak_table *t)
{
	size_t b = t->rows * (t->cols * sizeof(double) + sizeof(char *) +
	    sizeof(long));

	for (size_t i = 0; i < t->rows; i++)
		b += ak_heap_bytes(strlen(t->labels[i]) + 1);
	if (t->colnames != NULL) {
		b += (t->cols + 1) * sizeof(char *);
		for (size_t i = 0; i <= t->cols; i++)
			b += ak_heap_bytes(strlen(t->colnames[i]) + 1);
	}
	return b + (t->index.keys != NULL ? ak_strmap_bytes(&t->index) : 0);
}

long
ak_table_add_row(ak_table *t, const char *label, const double *v, ak_err *e)
{
	size_t n = t->rows, len = strlen(label);
	char **l;
	long *ln;
	double *x;
	char *w;

	if (ak_table_find(t, label) >= 0)
		return ak_errf(e, "duplicate label '%.40s'", label);
	if (n + 1 > SIZE_MAX / sizeof(double) / (t->cols ? t->cols : 1))
		return ak_errf(e, "out of memory");
	/* each array grown on its own: one that fails leaves t whole (the
	   others only have room to spare) */
	if ((l = realloc(t->labels, (n + 1) * sizeof(*l))) == NULL)
		return ak_errf(e, "out of memory");
	t->labels = l;
	if ((ln = realloc(t->line, (n + 1) * sizeof(*ln))) == NULL)
		return ak_errf(e, "out of memory");
	t->line = ln;
	if ((x = realloc(t->x, (n + 1) * t->cols * sizeof(*x) + 1)) == NULL)
		return ak_errf(e, "out of memory");
	t->x = x;
	if ((w = dupn(label, len, e)) == NULL)
		return -1;
	if (ak_strmap_put(&t->index, w, len, n, NULL, e) < 0) {
		free(w);
		return -1;
	}
	memcpy(t->x + n * t->cols, v, t->cols * sizeof(*v));
	t->labels[n] = w;
	t->line[n] = 0;
	t->rows = n + 1;
	return (long)n;
}

void
ak_table_free(ak_table *t)
{
	if (t->colnames != NULL)
		for (size_t i = 0; i <= t->cols; i++)
			free(t->colnames[i]);
	free(t->colnames);
	for (size_t i = 0; i < t->rows && t->labels != NULL; i++)
		free(t->labels[i]);
	free(t->labels);
	free(t->line);
	free(t->x);
	if (t->index.keys != NULL)
		ak_strmap_free(&t->index);
	memset(t, 0, sizeof(*t));
}

int
ak_write_matrix_tsv(FILE *fp, const char *corner, const char *const *row,
    const char *const *col, const double *X, size_t n, size_t m,
    const char *fmt)
{
	if (fmt == NULL)
		fmt = "%.9g";
	fputs(corner, fp);
	for (size_t j = 0; j < m; j++)
		fprintf(fp, "\t%s", col[j]);
	fputc('\n', fp);
	for (size_t i = 0; i < n; i++) {
		fputs(row[i], fp);
		for (size_t j = 0; j < m; j++) {
			fputc('\t', fp);
			fprintf(fp, fmt, X[i * m + j] == 0.0 ? 0.0 : X[i * m + j]);
		}
		fputc('\n', fp);
	}
	return ferror(fp) ? -1 : 0;
}

size_t
ak_table_width(const char *path)
{
	struct stat st;
	ak_reader r;
	ak_err e;
	size_t n = 0;

	if (path == NULL || stat(path, &st) != 0 || !S_ISREG(st.st_mode) ||
	    ak_reader_open(&r, path, &e) != 0)
		return 0;
	while (ak_reader_next(&r, &e) == 1)
		if (r.line[0] != '#') {
			n = ak_split_tab(r.line, NULL, 0) - 1;
			break;
		}
	ak_reader_close(&r);
	return n;
}
