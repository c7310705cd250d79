/*
 * counts-int.h — the internals of the count files (counts.h), shared by
 * the module's files, each calling only those below it: counts.c
 * (settings, writing, the merge written) and counts-csr.c (the count
 * matrix) above counts-block.c (a reducer's block of rows) above
 * counts-seek.c (its bounds found by seeking) above counts-merge.c
 * (reading and summing) above counts-bin.c (the binary count file's
 * records) above counts-line.c (a line's word order, number, hash and
 * end).  tests/e2e/family/lib-layers.sh checks that none
 * calls one above it.  Not for other modules.
 */
#ifndef AK_COUNTS_INT_H
#define AK_COUNTS_INT_H

#include "counts.h"
#include "io.h"
#include "tokid.h"

#define MAX_UNITS 9007199254740992.0	/* 2^53: exact in a double */

/* ak_counts_keep: a copy of s in *buf (room *cap, grown as needed); 0 or
 * -1 (memory) */
int ak_counts_keep(char **buf, size_t *cap, const char *s, ak_err *e);

/*
 * ak_counts_csr_parts: ak_counts_csr_counter of a counter of parts whose
 * row ids are the rows (counts-csr-par.c): each part's cells a matrix of
 * its own on its thread, then summed into C a chunk of rows at a time on
 * the threads; the same C as the cells read in order.  Returns 0; 1 where
 * the parts' matrices and C do not fit memory together (or a part's count
 * passes 2^32 units): nothing built, the parts read (rewind them); or -1.
 */
int ak_counts_csr_parts(ak_csr *C, ak_spcount *c, const uint32_t *byctx,
    size_t V, size_t T, size_t memory, size_t held, ak_err *e);

/* the cells of count files with their ids (counts-csr.c): a row's word
 * comes with each of its cells, and is looked up once */
typedef struct ak_idcells {
	ak_cmerge *m;
	ak_tokid ids;
	char *lastw;		/* the last row's word, and its row */
	size_t lastcap;
	long wr;
	const char *vocabname, *ctxname;
	int has_ctx;
	/* binary count files of one table (ak_cmerge_table): the row and
	 * the column of each of the table's row and context words, looked
	 * up once (-1: not in the vocabulary or contexts) */
	long *trow, *tcol;
} ak_idcells;

/* ak_idcells_next: the next cell of ic->m: its row r, column k, units u
 * (its words in *wp, *cp unless NULL); 1, 0 at the end, -1 ("FILE:LINE:
 * 'w' is not in the vocabulary V") (counts-csr.c) */
int ak_idcells_next(ak_idcells *ic, long *r, long *k, uint64_t *u,
    const char **wp, const char **cp, ak_err *e);

/* ak_idcells_missing: the error of the last cell's word w (ctx 0: its
 * row's, not in the vocabulary) or context word w (ctx 1: not in the
 * contexts, or the vocabulary without them): -1 with "FILE:LINE: 'w' is
 * not in the vocabulary V" in e, or, where w is in double quotes and the
 * word between them is in (pandas' quoting=csv.QUOTE_NONNUMERIC, R's
 * write.table quote=TRUE: the words quoted, the counts not), "...: the
 * words are in double quotes ...: write it without (pandas ...; R ...),
 * or drop them: sed 's/\"//g' FILE > FILE.txt" (zcat first for gzip; for
 * a binary count file, the count lines it was made from) (counts.c) */
int ak_idcells_missing(const ak_idcells *ic, const char *w, int ctx,
    ak_err *e);

/* ak_counts_disagree: the first key=value word of settings line a that
 * settings line b holds otherwise or not at all (only a's keys): 0 if
 * none, else 1 with it in wa and b's in wb ("no KEY" when b has none),
 * each cut to size bytes (counts-line.c) */
int ak_counts_disagree(const char *a, const char *b, char *wa, char *wb,
    size_t size);

/* ak_cmerge_allow_same: as ak_counts_allow_same set it (counts-merge.c) */
extern int ak_cmerge_allow_same;

/*
 * ak_cmerge_open_range: ak_cmerge_open on a range of each file (the
 * reducer of a block, counts-block.c): file i (a regular file) from byte
 * start[i] (0, or where a count line starts) to the count line that
 * starts at byte stop[i] (or its end), whose row words must be in [lo,
 * hi) (ak_word_cmp; NULL: no bound).  A file whose range does not start at
 * 0 has its comments at the top read first (its settings line checked).
 * The range ends at the first count line of row hi or after, which must
 * start at stop[i]: one before it, or a row before lo, is "FILE:LINE: not
 * sorted" (the lines of rows from lo to hi are sorted, and the blocks'
 * ranges tile each file: a file not sorted is refused by some reducer).
 * Line numbers in messages are the file's (counted from its start when a
 * message is made).  The end check is made when the range is the whole
 * file; else the range's figures (ak_cmerge_source) go into the block's
 * source lines, for ak_counts_sources_check.  ak_cmerge_where is not
 * for ranges.  id (NULL: the reader's own at its open) is each file's id
 * where its range was found (ak_cbounds): a file changed since then, by
 * the range's end, is "FILE: changed while it was read (...)" (io.h
 * ak_file_unchanged), and that is the error too where another one is
 * found in a changed file (ak_reader_blame), as for every source.
 */
int ak_cmerge_open_range(ak_cmerge **m, char *const *paths, size_t n,
    uint64_t L, const char *want, const char *lo, const char *hi,
    const int64_t *start, const int64_t *stop, const ak_file_id *id,
    ak_err *e);

/*
 * What a reducer read of a count file, for its source line
 * (AK_COUNTS_SOURCE): its range [start, stop) of size bytes, the lines of
 * the range, the count lines and the sum of their hashes, the end lines
 * in it (how many, their cells and checks summed), a settings line seen.
 */
typedef struct ak_csource {
	int64_t start, stop, size, lines;
	uint64_t cells, sum, ends, endcells, endsum;
	int settings;
} ak_csource;

/* ak_cmerge_table: when every input is a binary count file of the same
 * tables, those tables (their words, row and context ids), and the ids
 * of the cell ak_cmerge_next gave last in *row, *ctx; else NULL */
struct ak_cbin;
const struct ak_cbin *ak_cmerge_table(const ak_cmerge *m, uint32_t *row,
    uint32_t *ctx);

/* ak_cmerge_file: the file of the cell ak_cmerge_next gave last (its
 * reader's name, "-" for stdin), *binary 1 when it is a binary count file
 * (ak_cmerge_where's "FILE: cell N"), else 0 */
const char *ak_cmerge_file(const ak_cmerge *m, int *binary);

/* ak_cmerge_source: after the last cell, file i's range (no errors) */
void ak_cmerge_source(const ak_cmerge *m, size_t i, ak_csource *s);

/*
 * The bounds of block I of R (counts-seek.c): lo, hi the row words of
 * boundaries I - 1 and I (NULL: none, the first block's start or past the
 * last row), start[i], stop[i] their bytes in file i (size[i] bytes),
 * from, to their sums over the files (of total), digest a digest of the
 * files' sizes and last bytes (the block line's sources=), id[i] file i's
 * id at the search's open (io.h ak_file_id), for the range's reader.
 */
typedef struct ak_cbounds {
	char *lo, *hi;
	size_t locap, hicap;
	int64_t *start, *stop, *size;
	ak_file_id *id;
	uint64_t total, from, to, digest;
} ak_cbounds;

/*
 * ak_counts_bounds: the bounds of block I of R (1 <= I <= R) of n count
 * files, by binary searches on their bytes (counts-seek.c: boundary J is
 * the first row word w of any file where the bytes before it, summed over
 * the files, reach J/R of theirs): a few thousand seeks, whatever the
 * size.  Errors: standard input, a pipe or a device ("--rows seeks in the
 * count files"), a missing or empty file ("FILE: no counts"), a read
 * error, a name with a newline, a file changed while it was searched
 * (io.h ak_file_unchanged: "FILE: changed while it was read (...)").  Returns 0 or -1; free with
 * ak_counts_bounds_free (also after -1).
 */
int ak_counts_bounds(ak_cbounds *b, char *const *paths, size_t n, size_t I,
    size_t R, ak_err *e);
void ak_counts_bounds_free(ak_cbounds *b);

/* ak_counts_source_line: the source line of count file k of n (1-based)
 * for the range s of the file at path, to fp */
void ak_counts_source_line(FILE *fp, size_t k, size_t n, const ak_csource *s,
    const char *path);

/*
 * ak_counts_sources_check: the source lines of the R block files of one
 * merge (b: their block lines, ak_counts_blocks), read from each file's
 * end: every block names the same count files; file k's ranges tile it
 * in block order ("BLOCK: bytes S-E of Z of count file K (PATH), where
 * the block before ends at X: not blocks of one merge"); and summed, its
 * count lines agree with its end lines as a file read whole must
 * (counts-merge.c: "PATH: the end line counts N cells, the reducers of
 * its blocks read M", "... a line was changed", "PATH: ends at line N
 * without its end line").  Returns 0 or -1.
 */
int ak_counts_sources_check(char *const *paths, const ak_counts_blockhdr *b,
    size_t R, ak_err *e);

/* a binary count file written (counts.h, AK_COUNTS_BIN_MAGIC) */
typedef struct ak_cbin_w {
	FILE *fp;
	unsigned char buf[1 << 16];
	size_t on;
	uint32_t nrow, nctx, lo, hi, prow, pctx;
	uint64_t cells, units, sum, cellbytes, hsum;
	int hashing;
} ak_cbin_w;

/*
 * ak_cbin_write_head: the header of a binary count file to fp: units
 * 1/L, the settings line and the provenance line (NULL: none; up to its
 * first newline), the tables (ctxword NULL or nctx 0: the contexts are
 * the rows), the rows [row_lo, row_hi) it may hold.  ak_cbin_write_cell:
 * a cell, after the one before in (row, context) order, of units > 0
 * (else -1); ak_cbin_write_end: the end record, the buffer flushed.  A
 * write error shows in ferror(fp).  0 or -1 (memory).
 */
int ak_cbin_write_head(ak_cbin_w *w, FILE *fp, uint64_t L,
    const char *settings, const char *prov, char *const *rowword,
    size_t nrow, char *const *ctxword, size_t nctx, size_t row_lo,
    size_t row_hi, ak_err *e);
int ak_cbin_write_cell(ak_cbin_w *w, uint32_t row, uint32_t ctx,
    uint64_t units, ak_err *e);
void ak_cbin_write_end(ak_cbin_w *w);

/* ak_cbin_write_cells: ak_cbin_write_cell of the n cells of keys K (row
 * << 32 | context) and units U in turn, those of 0 units left out; 0 or
 * -1 (the first cell refused) */
int ak_cbin_write_cells(ak_cbin_w *w, const uint64_t *K, const uint64_t *U,
    size_t n, ak_err *e);

/*
 * ak_counts_write_bin_parts: the cells of the counter c of c->nparts > 1
 * parts written to w after its header (ak_cbin_write_cells), on two
 * threads at once: one sums the parts' next cells (ak_spcount_cells)
 * while the other encodes and writes the ones before (counts-bin-par.c);
 * the bytes of one thread.  0 or -1.
 */
int ak_counts_write_bin_parts(ak_cbin_w *w, ak_spcount *c, ak_err *e);

/* a binary count file read: its header's fields, its tables (word[0..V)
 * the rows, ctxword the contexts), the cells read so far */
typedef struct ak_cbin {
	FILE *fp;
	const char *name;
	const ak_reader *rd;	/* whose stream fp is (its read errors) */
	unsigned char buf[1 << 16];
	size_t pos, len;
	uint64_t off;		/* bytes read */
	uint64_t L, print;
	uint32_t nrow, nctx, nctxw, lo, hi, prow, pctx;
	char settings[AK_COUNTS_SETTINGS_MAX];
	char *prov;
	char *words, **word, **ctxword;
	uint64_t cells, units, sum, cellbytes, hsum;
	int hashing, done;
} ak_cbin;

/*
 * ak_cbin_open: the header of the binary count file on r's stream (its
 * name for messages; a read that fails is said as r's reader says it:
 * gzip data cut short, corrupt, or errno) read and checked (counts.h:
 * its version, check, tables);
 * ak_cbin_next: the next cell, 1; 0 after the end record was read and
 * checked and the file ended; -1 ("NAME: ..."); ak_cbin_free (after
 * either, also after -1).
 */
int ak_cbin_open(ak_cbin *b, const ak_reader *r, ak_err *e);
int ak_cbin_next(ak_cbin *b, uint32_t *row, uint32_t *ctx, uint64_t *units,
    ak_err *e);
/* ak_cbin_cells: up to max next cells at once into row, ctx, units (max
 * each), their count in *got, read and checked as ak_cbin_next reads
 * them (the same errors, the same end): 1 (*got > 0), 0 after the end
 * record was read and checked, or -1 (*got 0: the batch's cells are not
 * given out) */
int ak_cbin_cells(ak_cbin *b, uint32_t *row, uint32_t *ctx, uint64_t *units,
    size_t max, size_t *got, ak_err *e);
void ak_cbin_free(ak_cbin *b);

/* ak_cbin_word_hashes: the ak_counts_line_hash of each row word (*hrow,
 * nrow) and context word (*hctx) of b's tables, allocated here (the
 * caller frees them, also after -1): a cell's ak_counts_cell_print from
 * its ids.  0, or -1 out of memory. */
int ak_cbin_word_hashes(const ak_cbin *b, uint64_t **hrow, uint64_t **hctx,
    ak_err *e);

/*
 * A count line's errors of other writers' layouts (counts-line.c):
 * ak_counts_fields_error: -1 with "FILE:LINE: N fields, want 3
 * (word<TAB>context<TAB>count)" for r's line of nf fields (f0 its first),
 * and, for one field holding commas (a CSV, pandas' to_csv default), the
 * tr that makes TABs; for one holding spaces (to_csv(sep=' '), a
 * script's print) the awk that makes TABs of two words and a count, or
 * of a count and two words (uniq -c's, hyperwords' counts), else no
 * command ("... are not two words and a count"); for 4 fields whose
 * first is empty or digits (pandas' index, to_csv's default
 * index=True), the cut -f2- that drops it (sed 1d after an empty one,
 * its header); for 2 fields whose first is a count, a space and a word
 * (sort | uniq -c over word<TAB>context lines: spaces before the count,
 * or none where it fills uniq's column) the awk that puts the count
 * last, and sort; other 2 fields: a token line (label<TAB>tokens).
 * Every command through zcat when r reads gzip (io.h ak_filter_cmd).
 * ak_counts_header_line: 1 with "FILE:LINE: a header
 * line ('word context count': pandas' to_csv(sep='\t', index=False)
 * ...): drop it: sed 1d FILE" (zcat FILE | sed 1d for gzip: io.h
 * ak_filter_cmd) in e when first (the file's first line,
 * read from its start, no settings line) and the count f[2] holds no
 * digit and is no strtod word (inf, nan); else 0 (e untouched).
 */
int ak_counts_fields_error(const ak_reader *r, const char *f0, size_t nf,
    ak_err *e);
int ak_counts_header_line(const ak_reader *r, char *const *f, int first,
    ak_err *e);
/*
 * ak_counts_say_quoted (counts-note.c): msg, a note of ak_counts_quoted_note,
 * to counts.h ak_counts_note's callback, unless one was said (once a
 * process; any thread); msg NULL: nothing.
 */
void ak_counts_say_quoted(const char *msg);

/*
 * ak_counts_glove_bin: r's first bytes b[0..n) (n >= 16; 32 looked at)
 * records of GloVe's cooccur (int32 word id and context id from 1, a
 * float64 count from 1e-6 to 1e15, little-endian: cooccurrence.bin;
 * no text's bytes, UTF-16's and UTF-32's neither): -1 with
 * "FILE:1: records of two int32 and a float64 ...: GloVe's
 * cooccurrence.bin ..., not count lines: write them as count lines with
 * the words of GloVe's vocab.txt: python3 -c ..." in e; else 0.
 */
int ak_counts_glove_bin(const ak_reader *r, const unsigned char *b,
    size_t n, ak_err *e);
/*
 * ak_counts_quoted_note (counts-line.c): r's count line f (3 fields) of a
 * file without a settings line (counts made elsewhere) whose words are
 * both in CSV's plain quotes ('"cat"': pandas' QUOTE_NONNUMERIC, R's
 * write.table quote=TRUE), or one with a '"' doubled or a space inside
 * ('""""': pandas' default quoting of a word holding '"'): the note into
 * buf (cap bytes), "FILE:LINE: the words are in CSV's double quotes
 * ('\"cat\"' '\"dog\"'), kept as they are ...: ... or drop them: sed
 * 's/\"//g' FILE > FILE.txt" (zcat for gzip); else buf untouched.  The
 * words are kept (a word may hold quotes: a tokenizer that keeps them),
 * the guess said; under -v a word in quotes whose inside is in the
 * vocabulary is refused (ak_idcells_missing).  No errors.
 */
void ak_counts_quoted_note(char *buf, size_t cap, const ak_reader *r,
    char *const *f);


#endif
