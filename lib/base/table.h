/*
 * table.h — labelled numeric TSV tables: the one reader behind embeddings,
 * weight matrices, masks and model files (docs/DESIGN.md "File formats").
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

#include "filekind.h"
#include "io.h"
#include "strmap.h"
#include "util.h"

typedef struct ak_table {
	size_t rows;		/* data rows */
	size_t cols;		/* numeric columns (header fields - 1) */
	char **colnames;	/* cols+1 names: [0] is the label column */
	char **labels;		/* rows labels */
	double *x;		/* rows×cols, row-major */
	ak_strmap index;	/* label -> row (only when read with unique) */
	long *line;		/* rows: the file's line number of each row
				   (1-based, comments counted); NULL when the
				   table was not read from a file */
	long hline;		/* line number of the header, or 0 */
} ak_table;

/*
 * ak_table_read: read a table from path ("-" = stdin).  unique: labels must
 * be distinct and are indexed.  Errors ("FILE:LINE: ..."): missing file, no
 * header, a line that is not UTF-8 or holds a NUL, wrong number of fields, a field that is not a finite number (NaN,
 * inf, empty), duplicate label, no data rows.  Returns 0 or -1.
 */
int ak_table_read(ak_table *t, const char *path, int unique, ak_err *e);

/*
 * What a table file must be, checked on its header (the first line that is
 * not a comment) before any data row, so that a file given in the wrong
 * place is named for what it is rather than failing on some later row:
 *   AK_TABLE_EMB         word d1 d2 ... dk   (ppmi-svd; attnkit(5))
 *   AK_TABLE_VOCAB       word count docs     (sms-vocab)
 *   AK_TABLE_WORDS       either of the two: a list of words (sms-vocab -v)
 *   AK_TABLE_SPAM_MODEL  param value         (attn-train --save)
 *   AK_TABLE_MASK        query KEY1 KEY2 ... (attn-map --mask: weights
 *                        of 0 and 1): any header but another kind's
 *   AK_TABLE_PROJ        NAME C1 C2 ...      (attn-map --wq, --wk, --wv):
 *                        any header but another kind's, embeddings'
 *                        'word d1 ... dk' allowed (a matrix may be
 *                        written so)
 * For MASK and PROJ the file is named by filekind.h ak_file_kind: its
 * header, a corpus line, a count file's comments, another tool's
 * provenance line; a bare matrix of numbers (numpy's savetxt, TABs or
 * spaces) is "FILE:LINE: the mask has no header row and no label column
 * (its first line is numbers) ...".
 */
typedef enum {
	AK_TABLE_ANY, AK_TABLE_EMB, AK_TABLE_VOCAB, AK_TABLE_WORDS,
	AK_TABLE_SPAM_MODEL,
	AK_TABLE_CONTEXTS,	/* a vocabulary read as contexts (--contexts) */
	AK_TABLE_MASK, AK_TABLE_PROJ
} ak_table_kind;

/*
 * ak_table_read_kind: ak_table_read, and the header must be that of kind;
 * otherwise "FILE:LINE: not an embeddings file (header 'word count docs',
 * a vocabulary, the output of sms-vocab; want word d1 ... dk — the output
 * of ppmi-svd)".  The one loader of embeddings (attn-map -e, attn-train -e,
 * ppmi-svd --load), vocabularies (ppmi-svd -v, --contexts), word lists
 * (sms-vocab -v) and spam models.  Returns 0 or -1.
 */
int ak_table_read_kind(ak_table *t, const char *path, int unique,
    ak_table_kind kind, ak_err *e);

/*
 * ak_table_read_mem: ak_table_read_kind within a memory budget of memory
 * bytes (SIZE_MAX: none) for what the table holds: the values, labels,
 * line numbers and the index, their room grown by doubling, or to what
 * the budget allows.  A row that does not fit is refused before it is
 * taken: "FILE:LINE: the embeddings need more than --memory M MB (X.X MB
 * for the N rows read so far)" ("the vocabulary needs" for AK_TABLE_VOCAB
 * and AK_TABLE_WORDS, "the table needs" otherwise).  Returns 0 or -1.
 */
int ak_table_read_mem(ak_table *t, const char *path, int unique,
    ak_table_kind kind, size_t memory, ak_err *e);

/*
 * ak_table_read_held: ak_table_read_mem beside held bytes already taken
 * from the budget (another table): the rows may take memory - held, and a
 * refusal says "... more than --memory M (X MB for the N rows read so far,
 * and H MB held beside them)".  AK_TABLE_CONTEXTS reads a vocabulary and
 * says "the contexts need".  Returns 0 or -1.
 */
int ak_table_read_held(ak_table *t, const char *path, int unique,
    ak_table_kind kind, size_t memory, size_t held, ak_err *e);

/*
 * ak_table_read_from: ak_table_read_held on a reader already open (not
 * closed here); have: r->line already holds the first line to take (a
 * caller that looked at it first: lib/embed/embfile.c's detection),
 * AK_TABLE_HAVE_COUNTS when that caller passed a count file's "# counts:"
 * comment before it (the file is named so).  So detected, embeddings
 * (AK_TABLE_EMB) of d = 1 whose values are whole numbers, not negative,
 * two rows or more, in a file that is not attnkit's: "FILE:LINE: a word
 * and one whole number a line under the header 'word<TAB>d1' ...: a
 * vocabulary of counts, not vectors ...; --emb-format tsv reads it as
 * vectors of d = 1" (other values are read: ppmi-svd -d 1 writes them).
 * Returns 0 or -1.
 */
#define AK_TABLE_HAVE_COUNTS 2
int ak_table_read_from(ak_table *t, ak_reader *r, int have, int unique,
    ak_table_kind kind, size_t memory, size_t held, ak_err *e);

/*
 * Building a table a row at a time, for the readers of other formats
 * (lib/embed/embfile.h), with ak_table_read_held's budget, checks and
 * messages:
 *   ak_table_fill_start  t emptied, cols numeric columns named names[0..cols]
 *                        (NULL: word d1 ... dk), the index when unique;
 *                        the names count in the budget ("WHERE: the
 *                        embeddings need more than --memory M for the
 *                        names of its D columns");
 *   ak_table_fill_row    room for one more row whose label is len bytes:
 *                        returns its cols values to fill, or NULL with
 *                        "WHERE: the embeddings need more than --memory
 *                        ..." (ak_table_read_mem), or room the process
 *                        cannot have: "WHERE: out of memory: the
 *                        embeddings need N bytes (X MB) for R rows of D
 *                        values, which the process cannot have (ulimit
 *                        -v?)" (the room grows from z->expect rows, else
 *                        from 64 rows or 1 MB of them, by doubling);
 *   ak_table_fill_take   the row filled: its label (len bytes, no NUL) and
 *                        line number kept; "WHERE: empty label", "WHERE:
 *                        duplicate label 'w'" (unique);
 *   ak_table_fill_end    the spare room given back; "NAME: no data rows".
 * WHERE is the row's "FILE:LINE" (start's: the first row's, or the header's); an
 * allocation that fails is "WHERE: out of memory (N bytes)".  Each returns 0 (or the pointer) or -1;
 * after an error the caller frees t (ak_table_free).
 */
typedef struct ak_table_fill {
	size_t rcap;		/* rows of room */
	size_t str;		/* bytes of the labels and their copies */
	int unique;
	ak_table_kind kind;
	size_t memory, held;	/* the budget and what is held beside */
	size_t expect;		/* the rows the file says it has (a word2vec
				   header's count), 0 when it does not: the
				   room taken first; set after start */
} ak_table_fill;

int ak_table_fill_start(ak_table *t, ak_table_fill *z, char *const *names,
    size_t cols, int unique, ak_table_kind kind, size_t memory, size_t held,
    const char *where, ak_err *e);
double *ak_table_fill_row(ak_table *t, ak_table_fill *z, size_t len,
    const char *where, ak_err *e);
int ak_table_fill_take(ak_table *t, ak_table_fill *z, const char *label,
    size_t len, long line, const char *where, ak_err *e);
int ak_table_fill_end(ak_table *t, ak_table_fill *z, const char *name,
    ak_err *e);

/* ak_table_guess, what a table file is by its header: filekind.h */

/*
 * ak_table_not: set e to "WHERE: not WHAT (header 'f0 f1 ...'[, GUESS];
 * want WANT)" and return -1.  The header is cut to about 60 bytes; GUESS
 * is ak_table_guess's, or says that the line is a corpus line (label ham or
 * spam).
 */
int ak_table_not(ak_err *e, const char *where, const char *what,
    char *const *f, size_t nf, const char *want);

/*
 * ak_table_where: "PATH:LINE" of data row `row` of t (AK_TABLE_HEADER: of
 * its header), for messages about a value of that row; just "PATH" when t
 * has no line numbers.  Points into a static buffer overwritten by the
 * next call.
 */
#define AK_TABLE_HEADER ((size_t)-1)
const char *ak_table_where(const ak_table *t, const char *path, size_t row);

/*
 * ak_table_find: row of `label` (table read with unique), or -1 if absent.
 */
long ak_table_find(const ak_table *t, const char *label);

/*
 * ak_table_add_row: one more row at the end of t (read with unique): its
 * label (NUL-terminated, not yet a row) and its cols values; its line
 * number 0 (not from the file).  For the rows a tool makes after reading
 * (attn-map --oov subword: a fastText model's vector of a word it has
 * never seen).  Errors: "duplicate label 'w'", out of memory (t as it
 * was).  Returns the row, or -1.
 */
long ak_table_add_row(ak_table *t, const char *label, const double *v,
    ak_err *e);

/*
 * ak_table_bytes: the bytes t holds, as ak_table_read_mem counts them
 * against its budget: each row's values, label pointer and line number,
 * the labels (length + 1 each, as heap blocks: ak_heap_bytes), the index
 * (ak_strmap_bytes).  For the budgets of what is built beside a table
 * (ppmi-svd's counter, count matrix and SVD).  No errors.
 */
size_t ak_table_bytes(const ak_table *t);

/*
 * ak_table_width: the value columns of the table at path (its header's
 * fields less the label's), from its first line that is no '#' comment,
 * without reading the rows: for a budget check before the table is read
 * (attn-map's --wq/--wk/--wv).  0 when path is NULL, not a regular file
 * (a pipe is read once, by the reader that loads it) or cannot be read
 * (that reader then says why).  No errors.
 */
size_t ak_table_width(const char *path);

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

/*
 * ak_table_value: field number field of a row at where ("FILE:LINE"),
 * s, as a number into *x: a finite decimal number (util.h
 * ak_strtod_finite), and with vec within float32's range (a vector's
 * value: ak_strtod_float32).  0, or -1 with "FILE:LINE: field 3 ('0x10')
 * is not a finite decimal number", "FILE:LINE: field 3 is empty: a
 * missing value (pandas writes NaN as an empty field ...)" or "... is
 * beyond float32 ..." in e.
 * The check of every reader of vectors' text: TSV (attnkit's own, whose
 * values are doubles, vec 0), word2vec and GloVe (vec 1: the formats of
 * gensim and word2vec.c, which read float32).
 */
int ak_table_value(const char *s, double *x, size_t field, int vec,
    const char *where, ak_err *e);

/*
 * ak_count_header: a header f[0..nf) (2 to 4 fields) whose fields after
 * the first are the names of counts, in any case ('count', 'freq',
 * 'docs', 'df', 'n' ...: pandas' value_counts() reset_index; not
 * sms-vocab's own 'word count docs', named by the kind check) where
 * vectors are wanted: -1 with "WHERE: header
 * 'word count': a vocabulary of counts (...), not vectors: give the
 * vectors file ..." in e; else 0 (table-head.c).
 */
int ak_count_header(char *const *f, size_t nf, const char *where, ak_err *e);

/*
 * ak_table_hash_row: a '#' line after t's header (line, lineno; where:
 * its "FILE:LINE"; name: the file in commands, "FILE" for stdin) that
 * has the header's fields, a word of 2 bytes or more then numbers: a row
 * whose word starts with '#' (pandas writes a hashtag as it is) or a row
 * commented out, which the reader would lose either way: -1 with
 * "WHERE: '#win' then the header's 2 numbers: a row whose word starts
 * with '#' ..., or a row commented out? ..." naming, by kind, the format
 * that keeps the word (embeddings: GloVe, word2vec text) and the sed that
 * drops the line; else 0 (a comment) (table-head.c).
 */
int ak_table_hash_row(const ak_table *t, const char *line, long lineno,
    const char *where, ak_table_kind kind, const char *name, ak_err *e);

/*
 * ak_table_head_check: the header f[0..nf) of a table of kind (its first
 * comment prov, NULL for none; counts 1 after a "# counts:" comment; name:
 * the file in commands, "FILE" for stdin): 0 when it is the kind's
 * (AK_TABLE_ANY: any), else -1 with "WHERE: not a vocabulary (header
 * '...', a count file, the output of ppmi-svd --count; want ...)" or the
 * writer's layout named with its fix (table-head.c).
 */
int ak_table_head_check(ak_table_kind kind, const char *prov, int counts,
    const char *name, char *const *f, size_t nf, const char *where,
    ak_err *e);
#endif
