/*
 * counts.h — co-occurrence count files: the shards of a counting that runs
 * on many machines, and the sparse count matrix built
 * from them or from a counter (spcount.h).
 *
 * Format (attnkit(5)): a provenance comment, then one line a cell,
 * `word<TAB>context<TAB>count`, no header (the lines must survive `sort`),
 * sorted as `LC_ALL=C sort` sorts them: by word, then context, in byte
 * order.  The count is the cell's weighted count (spcount.h): a whole
 * number for flat weights, a multiple of 1/L written with %.17g for
 * harmonic ones (L = lcm(1..window)), so that summing files is exact.
 * Lines starting with '#' are comments wherever they are (sorted input
 * holds every shard's provenance line at its top).  A reader of several
 * sorted files, or of one file where the same cell appears on consecutive
 * lines (shards concatenated and sorted: the reducer's input), sums the
 * counts of each cell.
 */
#ifndef AK_COUNTS_H
#define AK_COUNTS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "cooc.h"
#include "csr.h"
#include "spcount.h"
#include "strmap.h"
#include "util.h"

/*
 * The settings line: a comment after the provenance line,
 *   # counts: window=N weight=flat|harmonic oov=skip|keep [label=L]
 *       rows=V:DIGEST contexts=rows|T:DIGEST
 * (one line; L with %XX for bytes other than letters, digits, "_.-"),
 * all that changes the counts: the window and its weights, what an
 * out-of-vocabulary token does, the label counted, and the words of the
 * rows and of the contexts (their number and ak_words_digest).  Shards
 * whose settings lines disagree are refused by the merge; --from-counts
 * refuses counts whose settings disagree with its options.  A file
 * without one (written by hand) is taken as it is.
 */
#define AK_COUNTS_SETTINGS "# counts:"
#define AK_COUNTS_SETTINGS_MAX 512

/*
 * The end line: the last line --count and the merge
 * write,
 *   # end: cells=N check=H
 * N the number of count lines above it, H (16 hex digits) the sum modulo
 * 2^64 of ak_counts_line_hash over them.  A reader sums the end lines of
 * a file (shards concatenated and sorted hold one each, anywhere) and
 * checks both against the count lines it read: a file cut short (in a
 * number, or at a line boundary) or with lines dropped, added or changed
 * is refused.  A file with a settings line and no end line is refused
 * (cut short, or written by a --count before the end line: the format
 * changed, count it again); a file without either, made by hand, is taken
 * as it is if it has count lines.
 */
#define AK_COUNTS_END "# end:"
#define AK_COUNTS_END_MAX 64

/*
 * The binary count file: the same cells as a count file of lines, for
 * the files a run passes between its own steps (ppmi-svd-slurm's mappers,
 * reducer and SVD), where formatting and parsing the text was most of
 * the work.  Found by its first 8 bytes (AK_COUNTS_BIN_MAGIC) by every
 * reader of count files (the merge, --from-counts), as gzip is by its
 * own; ppmi-svd --count-format binary writes it.  Integers little-endian:
 *   header: the magic; u32 version (1); u32 flags (0); u64 L (the units
 *     of a count, 1/L); u32 V and u32 T, the words of the rows and of the
 *     contexts (T = 0: the contexts are the rows); u32 LO, u32 HI, the
 *     rows the file may hold [LO, HI); u64 the vocabulary's fingerprint
 *     (a hash of V, T and the tables below); u32 length and the bytes of
 *     the settings line (AK_COUNTS_SETTINGS, no newline; 0: none); u32
 *     length and the bytes of the provenance line; u64 length and the
 *     word tables: the V row words then the T context words, each ended
 *     by a NUL, each table sorted strictly as count lines are
 *     (ak_word_cmp), so that a cell's ids order it; u64 the header's
 *     check (FNV-1a of its bytes above).
 *   cells, in order of (row id, context id), each three varints (7 bits
 *     a byte, low first): the row's step from the cell before plus 1
 *     (the first from LO), the context id (the first of a row) or its
 *     step from the one before (at least 1), the units (at least 1).
 *   end record: a 0 byte, "AKCNTEND", u64 the cells, u64 their units
 *     summed (mod 2^64), u64 the sum of their hashes (ak_counts_line_hash
 *     of each cell's ids and units as 16 little-endian bytes), u64 the
 *     cells' bytes; then the file ends.
 * A reader refuses, naming the file: another version, a header that does
 * not match its check or whose tables are not the words of its settings
 * line, a file cut anywhere (in the header, a cell or the end record), a
 * cell out of order or out of the tables, an end record whose totals
 * differ from the cells read, and bytes after the end record (two files
 * joined).  Its cells are given out as the text's are (ak_cmerge_next),
 * word and context as strings of its tables.
 */
#define AK_COUNTS_BIN_MAGIC "\x89" "AKCNT\r\n"

/*
 * ak_counts_write_bin: ak_counts_write's cells as a binary count file
 * (above), settings and prov (its provenance line; NULL: none) in its
 * header; rowword[r] (nrow words) and ctxword[k] (nctx; ctxword ==
 * rowword: the contexts are the rows) the words of the ids, sorted.
 * Returns 0 or -1.
 */
int ak_counts_write_bin(FILE *fp, ak_spcount *c, const char *settings,
    const char *prov, char *const *rowword, size_t nrow,
    char *const *ctxword, size_t nctx, ak_err *e);

/*
 * ak_counts_merge_write_bin: ak_counts_merge_write's merge written as a
 * binary count file, prov its provenance line.  The inputs must be
 * binary count files of one vocabulary (the same fingerprint): their
 * ids are summed without their words ("FILE: not a binary count file of
 * the vocabulary of FIRST: write text, --count-format text").  Returns 0
 * or -1.
 */
int ak_counts_merge_write_bin(FILE *fp, char *const *paths, size_t n,
    uint64_t L, const char *want, const char *prov, ak_err *e);

/* ak_counts_line_hash: the hash of a count line (len bytes, no newline):
 * its length, then each 8-byte word (little-endian; the last one
 * zero-padded) xored in and multiplied by 2^64/phi, the top half xored
 * into the bottom.  No errors. */
uint64_t ak_counts_line_hash(const char *line, size_t len);

/* ak_counts_cell_print: the fingerprint of a cell, the same whatever
 * file holds it (text or binary, its count written either way): hword,
 * hctx the ak_counts_line_hash of its word and context (their bytes, no
 * NUL), units its count in units; summed over a file's cells, a
 * fingerprint of its counts (the merge's copy check).  No errors. */
uint64_t ak_counts_cell_print(uint64_t hword, uint64_t hctx, uint64_t units);

/* ak_counts_end: the end line of cells count lines whose hashes sum to
 * check, into buf (AK_COUNTS_END_MAX bytes; no newline).  No errors. */
void ak_counts_end(char *buf, uint64_t cells, uint64_t check);

/* ak_words_digest: a 64-bit digest of a set of words (a sum of their
 * hashes: the order does not matter).  No errors. */
uint64_t ak_words_digest(char *const *words, size_t n);

/* ak_counts_settings: the settings line into buf (AK_COUNTS_SETTINGS_MAX
 * bytes; no newline); label NULL: all messages.  For the checks, parts
 * may be left out: oov NULL (no oov=), V = 0 (no rows=, contexts=).  No
 * errors. */
void ak_counts_settings(char *buf, size_t window, ak_weight weight,
    const ak_oov *oov, const char *label, size_t V, uint64_t vd, int has_ctx,
    size_t T, uint64_t td);

/*
 * ak_word_cmp: <0, 0 or >0 as word a sorts before, with or after word b
 * in the order of `LC_ALL=C sort` on count lines: bytes compared as
 * unsigned, and the end of a word as the TAB that follows it on its line
 * (so "a\001" before "a", where strcmp puts "a" first; words have no
 * TAB).  a, b: NUL-terminated.
 */
int ak_word_cmp(const char *a, const char *b);

/*
 * ak_word_ranks: byrank[r] = the index of the word of rank r when the n
 * words are sorted by ak_word_cmp (the order of count lines), rank[i] =
 * the rank of word i.  Returns 0 or -1 (memory).
 */
int ak_word_ranks(uint32_t *rank, uint32_t *byrank, char *const *words,
    size_t n, ak_err *e);

/*
 * ak_counts_write_count: the count field for units of 1/L into buf (room
 * for 32 bytes): "%llu" for L = 1, else "%.17g" of units / L.
 */
void ak_counts_format(char *buf, uint64_t units, uint64_t L);

/*
 * ak_counts_parse: the units of a count field s for L (the inverse of
 * ak_counts_format).  Returns 0, or -1 with e = "WHERE: ..." for a field
 * that is not a finite number, a negative count, or one that is not a
 * multiple of 1/L (counts of another --weight / --window).
 */
int ak_counts_parse(const char *s, uint64_t L, uint64_t *units,
    const char *where, ak_err *e);

/*
 * The merge of count files.  ak_cmerge_open opens n files (paths; "-" =
 * standard input, at most once); ak_cmerge_next gives the cells in order,
 * each once with the sum of its counts (strings valid until the next
 * call); ak_cmerge_where "FILE:LINE" of the first line of the cell last
 * given (formatted when asked, valid until the next call).  Errors
 * ("FILE:LINE: ..."): a missing file, NUL, invalid UTF-8, a line that is
 * not three TAB-separated fields, an empty word, a bad count
 * (ak_counts_parse), a line whose cell sorts before the line above it
 * ("not sorted"), a sum beyond 2^53 units, a file that ends without its
 * end line or whose end lines disagree with its count lines
 * ("FILE:LINE: the end line counts N cells, the file holds M" or "...
 * a line was changed": AK_COUNTS_END), an end line read twice or two
 * files of the same cells (ak_counts_allow_same), a settings line that
 * disagrees with the first one read or with want (NULL: any; only want's
 * keys are compared): "FILE:LINE: counts made with K=X, not K=Y as the
 * options ask".
 */
typedef struct ak_cmerge ak_cmerge;

/*
 * ak_counts_allow_same: whether the merge sums the same cells twice: an
 * end line of N > 0 cells read twice, in any sources or in one (a copy
 * given beside its shard, a shard sorted or merged with its copy into one
 * file, a merge given with one of its shards), and two files read whole,
 * text or binary, that hold as many cells with the same sum of
 * ak_counts_cell_print (a copy; one shard written as text and as
 * binary).  0 (at start) is the merge's error, "B:J: the same end
 * line as A:I (cells=N check=H): one counting's cells twice, ...
 * --allow-same-counts sums them" (the later operand, or line, first) or
 * "'A' and 'B' hold the same counts (N cells, fingerprint H): a copy of
 * one file, or ... ?"; 1 sums them (ppmi-svd --allow-same-counts: two shards of
 * the same text, counted apart, are the same cells).  Process-wide, as
 * the command line is.  Ranges of files (--rows) are compared by the end
 * lines they read only.
 */
void ak_counts_allow_same(int allow);

/*
 * ak_counts_note: note(ctx, msg) is given the note of a count file whose
 * words are in CSV's quotes (counts-int.h ak_counts_quoted_note: the first
 * such line of a file without a settings line, "FILE:LINE: the words
 * ('\"a\"' '\"b\"') are in CSV's double quotes, kept as they are ...",
 * the fix named) when a merge that read it is closed after its last
 * cell (ak_cmerge_next's 0: the reducer ak_counts_merge_write, --rows'
 * blocks, the SVD's matrix from count files; not a merge that failed,
 * whose error says what matters), or by ak_counts_csr_files_j's parts
 * once all are read (the note of the first file of one, in the order
 * given): once a process; msg is valid during the call.  NULL: none (at
 * start).  Process-wide, as ak_counts_allow_same; a new call says it
 * again.
 */
void ak_counts_note(void (*note)(void *ctx, const char *msg), void *ctx);

int ak_cmerge_open(ak_cmerge **m, char *const *paths, size_t n, uint64_t L,
    const char *want, ak_err *e);
int ak_cmerge_next(ak_cmerge *m, const char **word, const char **ctx,
    uint64_t *units, ak_err *e);
const char *ak_cmerge_where(ak_cmerge *m);

/*
 * ak_cmerge_settings: the settings line of the inputs (the first one
 * read; every other one read so far agreed with it, else the merge failed
 * with "FILE:LINE: counts made with K=X, FILE:LINE with K=Y: shards of
 * other settings do not add up"), or NULL when they have none.
 */
const char *ak_cmerge_settings(const ak_cmerge *m);

/*
 * ak_cmerge_quoted: the note of the first count line, of a file without
 * a settings line, whose words are in CSV's quotes (counts-int.h
 * ak_counts_quoted_note: kept as they are, the fix named), or NULL;
 * *src (src may be NULL): the index in paths of its file.  The note is
 * then the caller's to say: ak_cmerge_close no longer gives it to
 * ak_counts_note's callback.
 */
const char *ak_cmerge_quoted(ak_cmerge *m, size_t *src);

void ak_cmerge_close(ak_cmerge *m);

/*
 * ak_counts_write: write the cells of a finished counter to fp as count
 * lines, then the end line (AK_COUNTS_END); rowword[r] / ctxword[r] are
 * the words of row / context id r (ids: byte-order ranks below nctx, so
 * the lines come out sorted).
 * Returns 0 or -1 (memory, read error of a run; a write error shows in
 * ferror(fp)).
 */
int ak_counts_write(FILE *fp, ak_spcount *c, char *const *rowword,
    char *const *ctxword, size_t nctx, ak_err *e);

/*
 * What the embeddings of count files without a cell (each with its
 * settings line: an empty file is "FILE: no counts" alone) say in
 * "FILE: no counts (WHY)" (embrun.h ak_embrun_compute, its ranks too):
 * their tokens gave no pair, whose cause ppmi-svd --count noted (no
 * message of the label, or embrun.h's AK_EMBRUN_NO_PAIRS).
 */
#define AK_COUNTS_NONE_WHY "count files without a cell, as their --count " \
	"noted: no message of its --label, or no vocabulary word with a " \
	"context word in its window"

/*
 * ak_counts_merge_write: the reducer: the summed cells of the count files
 * to fp, sorted, same format, head (e.g. the provenance comment; NULL:
 * none) and their settings line first, the end line last (want: settings they must agree
 * with, NULL: any; ak_cmerge_open).  Files without a single count line
 * give -1 with "FILE: no counts" (as --from-counts does), and nothing is
 * written.  Words in CSV's quotes are said by ak_counts_note's callback.
 * Returns 0 or -1.
 */
int ak_counts_merge_write(FILE *fp, char *const *paths, size_t n, uint64_t L,
    const char *want, const char *head, ak_err *e);

/*
 * Block files: the merge of count files kept to one
 * block of rows, I of R, so that R reducers share a merge and no process
 * holds the whole count matrix.  A block file is a count file (its cells
 * in the order of count lines, its end line) whose comments add, after
 * the settings line,
 *   # block: I/R bytes=LO-HI of TOTAL sources=H
 * (its rows' lines are bytes LO to HI - 1 of the TOTAL bytes of the count
 * files merged, taken end to end in any order: summed over the files, the
 * bytes before its first row and before the next block's; H a digest of
 * the files' sizes and last bytes), and before the end line, one line a
 * context its rows have, in byte order,
 *   # column<TAB>CONTEXT<TAB>UNITS
 * (the context's column sum over the block's rows, in units of 1/L), then
 * one line a count file merged, in the order given,
 *   # source: K/N bytes=S-E of SIZE lines=L cells=C check=H ends=N
 *       endcells=C endcheck=H settings=0|1 PATH
 * (one line: the range of file K the reducer read, its lines, its count
 * lines and the sum of their hashes, its end lines' number, cells and
 * checks summed, 1 if it held a settings line; AK_COUNTS_END's check
 * split by the ranges).  The blocks are contiguous ranges of rows of
 * about the same number of bytes: boundary J is the first row word w of
 * any file where the bytes before it, summed over the files, reach J/R
 * of all; every reducer finds its two by binary searches on the files'
 * bytes (counts-seek.c), without a vocabulary and without reading what is
 * not its own.
 */
#define AK_COUNTS_BLOCK "# block:"
#define AK_COUNTS_COLUMN "# column"
#define AK_COUNTS_SOURCE "# source:"

/*
 * ak_counts_block_write: the reducer of block I of R: its bounds found by
 * seeking (regular files only: "--rows seeks in the count files: not
 * standard input"), then the bytes of its rows in each file merged as
 * ak_counts_merge_write does, the cells written under head, the settings
 * and the block line, then the column sums, the source lines and the end
 * line.  Each line read is checked as the merge checks it; a line outside
 * the block's rows is "FILE:LINE: not sorted".  The files' end lines are
 * checked by the reader of the R blocks (ak_counts_blocks), or here when
 * R = 1.  Errors as ak_counts_merge_write's.  Returns 0 or -1.
 */
int ak_counts_block_write(FILE *fp, char *const *paths, size_t n, uint64_t L,
    size_t I, size_t R, const char *want, const char *head, ak_err *e);

/* a block line read back: bytes [lo, hi) of total */
typedef struct ak_counts_blockhdr {
	size_t I, R;
	uint64_t lo, hi, total;
	uint64_t sources;
} ak_counts_blockhdr;

/*
 * ak_counts_blocks: the block lines of n count files (b: n of them): 0
 * when none is a block file; n when all are the R blocks of one merge,
 * each once, contiguous, their source lines consistent and adding up to
 * the count files' end lines (ak_counts_sources_check, counts-int.h);
 * else -1 ("FILE: block 3/4 is missing", "given twice", "of other
 * counts", block files with other count files).  On any of those errors
 * the files are read whole for a block line after an end line (block
 * files joined with cat, which the checks of the heads and tails take
 * for a block missing or blocks of another merge): then "FILE:LINE: a
 * second block line ('# block: 2/3 ...') after line 15's end line of
 * block 1/3: block files joined with cat? give each block file as its
 * own operand, not their cat".
 */
int ak_counts_blocks(ak_counts_blockhdr *b, char *const *paths, size_t n,
    ak_err *e);

/*
 * ak_counts_blocks_check: ak_counts_blocks's checks alone, for every
 * reader of count files (the merge, --rows, the dense and the sparse
 * paths of --from-counts), so that a block missing, given twice or of
 * another merge is refused whatever reads them, not only by the streamed
 * SVD of the blocks: summed as count files, the rows of a missing block
 * were zero vectors without a word.  Standard input and pipes are read by
 * the merge alone (not block files).  Returns 0 or -1.
 */
int ak_counts_blocks_check(char *const *paths, size_t n, ak_err *e);

/* ak_counts_csr_bytes: the bytes of a V-row CSR matrix of nnz entries,
 * counts in 4-byte units (compact) or doubles */
size_t ak_counts_csr_bytes(size_t V, size_t nnz, int compact);

/*
 * ak_counts_csr_counter: the count matrix C (V×T, counts units / L) of a
 * finished counter whose ids are ranks: row byrow[r], column byctx[c].
 * When byrow is the identity (the rows come in order) the cells are read
 * once: with parts (ak_spcount_parts), each part's made a matrix by its
 * thread and the parts' rows summed a chunk of rows at a time on the
 * threads, where those matrices fit beside C in the budget; else appended
 * to arrays grown within the budget (their new pages first touched by
 * the counter's threads); else (byrow not the identity) twice
 * (ak_spcount_rewind): row lengths, then the entries at their place.
 * Either way the matrix is the only copy of the cells; within a row
 * they stay in key order, as ak_csr_from_coo would keep them: equal
 * counts give an equal matrix.  The counts are kept as units (C->units,
 * C->L: 8 bytes a cell with the column) when the largest fits in 32
 * bits, else as doubles (C->val: 12 bytes a cell).  memory: bytes the
 * matrix, the counter and what the caller holds besides (held) may take
 * together; more gives "NAME: the count matrix (N non-zero cells, 8
 * bytes a cell) needs X MB, and the counts read back and what is held
 * with them Z MB more: more than --memory Y MB" (or "12 bytes a cell: a
 * count past 2^32 units").  Returns 0 or -1.
 */
int ak_counts_csr_counter(ak_csr *C, ak_spcount *c, const uint32_t *byrow,
    const uint32_t *byctx, size_t V, size_t T, size_t memory, size_t held,
    const char *name, ak_err *e);

/*
 * ak_counts_csr_files: the count matrix C (V×T, counts units / L) of count
 * files: rows maps a word to its row, ctxs a context word to its column
 * (NULL: rows, T = V).  A word or context not in the map is an error
 * "FILE:LINE: 'w' is not in the vocabulary VOCABNAME" (ctxname for
 * contexts); settings that differ from want (NULL: not checked;
 * ak_cmerge_open).  The same cells as a counter's give the same matrix,
 * bit for bit (ak_counts_csr_counter): the same layout (units, 8 bytes a
 * cell, or doubles past 2^32 units), each row's columns in increasing
 * order.  The input is read once (it may be a pipe): the cells are staged
 * in blocks (8 bytes a cell), then placed at their rows, so that the peak
 * is 12 bytes a cell (20 with doubles); when that would pass the budget,
 * the blocks go to a temporary file (ak_tmpfile: $TMPDIR) and the peak is the
 * matrix and a block.  memory: bytes all of it, the row pointers and what
 * the caller holds besides (held) may take; past it, "FILE:LINE: the count
 * matrix needs more than --memory M MB (X MB for the N cells read so
 * far, with the H MB held beside them: the words and their ids, the row
 * pointers, the embeddings)" at the cell that passes it; when what is
 * held and the words' table pass it before any cell, "VOCABNAME: the
 * vocabulary (V words), its ids, the row pointers and the embeddings take
 * X MB: more than --memory M".  *ncells: the cells read.  own (NULL:
 * every cell): the cells kept, those of a row or a column the rank owns
 * (ak_counts_owns; the others read, checked and counted in *ncells).
 * digest (NULL: none): the sum of ak_run_mix(row << 32 | column, units)
 * over every cell read (runfile.h), the same for the same summed cells
 * whatever files hold them (the ranks of --svd-rank compare theirs).
 * Returns 0 or -1 (also a temporary file that cannot be written).
 */
typedef struct ak_counts_own {
	size_t rank, n, chunk;	/* rank of n; rows in chunks of chunk */
} ak_counts_own;

/* ak_counts_owns: 1 when row (or column) id is rank o->rank's: chunk
 * id / o->chunk, dealt in turn, chunk k to rank k mod o->n */
static inline int
ak_counts_owns(const ak_counts_own *o, size_t id)
{
	return id / o->chunk % o->n == o->rank;
}

int ak_counts_csr_files(ak_csr *C, char *const *paths, size_t n, uint64_t L,
    const ak_strmap *rows, const ak_strmap *ctxs, size_t V, size_t T,
    const char *vocabname, const char *ctxname, const char *want,
    size_t memory, size_t held, const ak_counts_own *own, size_t *ncells,
    uint64_t *digest, ak_err *e);

/*
 * ak_counts_csr_files_j: ak_counts_csr_files (every cell, no digest) with
 * the files read on up to threads threads (counts-files-par.c) where
 * their merge checks nothing between files (want set, and the same cells
 * twice allowed: ak_counts_allow_same): file i by part i mod P, each
 * part a matrix of its own (a part of one binary count file decoded
 * without the merge, its table's words looked up once), summed by row;
 * the same C, bit for bit, at
 * any threads.  The parts and C keep within memory (the parts' cells
 * half of what the rest leaves); past it, a file that fails, one file or
 * one thread: the files read by ak_counts_csr_files, its messages.
 * *ncells: on threads, the parts' cells of nonzero units (0 never).
 */
int ak_counts_csr_files_j(ak_csr *C, char *const *paths, size_t n,
    uint64_t L, const ak_strmap *rows, const ak_strmap *ctxs, size_t V,
    size_t T, const char *vocabname, const char *ctxname, const char *want,
    size_t memory, size_t held, size_t *ncells, size_t threads, ak_err *e);

#endif
