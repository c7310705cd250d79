/*
 * table.h — labelled numeric TSV tables: the one reader behind embeddings,
 * weight matrices, masks and model files (DESIGN.md "File formats").
 *
 * Format: lines starting with '#' are comments and skipped; the first other
 * line is the header (column names, TAB-separated); every following line is
 * a label then exactly (header columns - 1) finite numbers.  Blank lines are
 * errors.  Row labels must be unique when `unique` is set (embeddings).
 */
#ifndef AK_TABLE_H
#define AK_TABLE_H

#include <stddef.h>
#include <stdio.h>

#include "strmap.h"
#include "util.h"

typedef struct ak_table {
	size_t rows;		/* data rows */
	size_t cols;		/* numeric columns (header fields - 1) */
	char **colnames;	/* cols+1 names: [0] is the label column */
	char **labels;		/* rows labels */
	double *x;		/* rows×cols, row-major */
	ak_strmap index;	/* label -> row (only when read with unique) */
} ak_table;

/*
 * ak_table_read: read a table from path ("-" = stdin).  unique: labels must
 * be distinct and are indexed.  Errors ("FILE:LINE: ..."): missing file, no
 * header, wrong number of fields, a field that is not a finite number (NaN,
 * inf, empty), duplicate label, no data rows.  Returns 0 or -1.
 */
int ak_table_read(ak_table *t, const char *path, int unique, ak_err *e);

/*
 * ak_table_find: row of `label` (table read with unique), or -1 if absent.
 */
long ak_table_find(const ak_table *t, const char *label);

/* ak_table_free: release everything; t is zeroed. */
void ak_table_free(ak_table *t);

/*
 * ak_write_matrix_tsv: write an n×m row-major matrix X with a header
 * `corner  col[0] .. col[m-1]` and one row per `row[i]`, numbers as "%.9g"
 * (or fmt if not NULL).  Returns 0, or -1 if the stream has an error.
 */
int ak_write_matrix_tsv(FILE *fp, const char *corner, const char *const *row,
    const char *const *col, const double *X, size_t n, size_t m,
    const char *fmt);

#endif
