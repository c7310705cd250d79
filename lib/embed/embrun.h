/*
 * embrun.h — the ppmi-svd pipeline as library calls: count a tokenized
 * corpus (sparse counter, or the dense one for wide harmonic windows),
 * choose the solver, PPMI + truncated SVD on the dense or the sparse path,
 * and the outputs (embeddings, nearest neighbours, the evaluation table).
 * Nothing here exits or prints to stderr; errors come back in an ak_err.
 * Formulas: the lesson's PPMI and SVD sections (see emb.h, spemb.h).
 */
#ifndef AK_EMBRUN_H
#define AK_EMBRUN_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "cooc.h"
#include "fasttext.h"
#include "evalsets.h"
#include "progress.h"
#include "spcount.h"
#include "strmap.h"
#include "table.h"
#include "util.h"

/* Dense matrices: V×T doubles for the counts, the PPMI matrix and the
 * decomposition's copies; 2e8 cells are 1.6 GB each (14142 words squared) */
#define AK_EMBRUN_MAX_VOCAB 20000	/* rows */
#define AK_EMBRUN_MAX_CONTEXTS 1000000	/* columns */
#define AK_EMBRUN_MAX_CELLS 200000000	/* V×T */
/* --dim's bound before any table is read, that of the widest table (the
 * contexts'): a d past the vocabulary (or the contexts) is refused once
 * it is read, naming its size ("--dim 50000 is larger than the
 * vocabulary (11 words)"), which a bound of its own would hide */
#define AK_EMBRUN_MAX_DIM AK_EMBRUN_MAX_CONTEXTS
/* solver auto: the dense exact path while its cost V·V·T (the O(V³)
 * eigen-solver, or the Gram matrix of a wide V×T) stays under this (about
 * 2150 words squared, a few seconds), the sparse randomized one above */
#define AK_EMBRUN_AUTO_DENSE_FLOPS 1e10

/* counting threads (-j) each take this much of -M at least: fewer count
 * when -M is small (-M 32M -j 4: 2 threads; -M 16M and less: one) */
#define AK_EMBRUN_PART_MEMORY ((size_t)16 << 20)

typedef enum { AK_SOLVER_AUTO, AK_SOLVER_DENSE, AK_SOLVER_SPARSE } ak_solver;

/* the settings of one run (ppmi-svd's options; defaults in brackets) */
typedef struct ak_embrun {
	size_t window;		/* words on each side [4] */
	ak_weight weight;	/* flat or harmonic (1/distance) */
	ak_oov oov;		/* skip or keep out-of-vocabulary tokens */
	const char *label;	/* count only messages with this label, or NULL */
	const char *contexts;	/* context word list (path), or NULL: rows */
	size_t memory;		/* budget in bytes [2 GiB] */
	int from_counts;	/* the files are count files, not tokens */
	size_t dim;		/* d, singular values kept [32] */
	double cds, neg, eig;	/* smoothing α [1], shift K [1], exponent P [1] */
	int normalize;		/* unit-length rows */
	ak_solver solver;	/* [auto] */
	size_t oversample;	/* sparse: extra sketch columns [10] */
	size_t iters;		/* sparse: power iterations, (size_t)-1: default */
	uint64_t seed;		/* randomized SVD seed [1] */
	const char *sparse_given;	/* the options of the sparse path
					 * given, as said ("--oversample and
					 * --seed"), or NULL: noted when
					 * auto runs the dense path */
	int threads;		/* threads of the counting and of the sparse
				 * products [1] */
	size_t rank, ranks;	/* --from-counts: the SVD's products on
				 * ranks processes, this one rank (spemb.h
				 * ak_emb_dist); ranks 0 or 1: one */
	const char *rankdir;	/* their exchanges' directory */
	const char *node;	/* this rank's node, for messages */
	double ranktimeout;	/* seconds a rank waits for another's
				 * sketch (0: no limit) */
	FILE *notes;		/* where a note goes ("ppmi-svd: note: ..."),
				 * e.g. auto's sparse path for want of
				 * memory; NULL: nowhere */
	int quiet;		/* -q: not the note of auto's sparse path by
				 * the size, which no option given ignores */
	const ak_progress *progress;	/* the stages said as they go
					 * (progress.h): "counting" (tokens),
					 * "merge" (cells), "PPMI" (cells),
					 * "SVD products" (sparse), or
					 * "PPMI and SVD" (dense, words);
					 * NULL: none */
} ak_embrun;

/*
 * ak_embrun_dense: 1 when the dense exact path runs, 0 for the sparse one.
 * V words × T contexts; L = ak_cooc_units(window, weight) (0: a harmonic
 * window too wide for the sparse counter, which forces dense); memory:
 * the bytes left beside the tables and E.  Rule (solver auto): dense iff
 * V·V·T <= 1e10 and the dense path fits, ak_embrun_dense_bytes(V, T, d,
 * sym) <= memory; dense/sparse as asked otherwise.  No errors.
 */
int ak_embrun_dense(size_t V, size_t T, size_t d, int sym, uint64_t L,
    ak_solver solver, size_t memory);

/*
 * ak_embrun_solver_notes: what auto's choice of the path leaves unsaid, as
 * "ppmi-svd: note: ..." lines on s->notes (nothing with another solver,
 * no notes, or on a rank past 0, which solves nothing): the sparse path
 * where only memory (need bytes beside held) kept it from the dense one,
 * and where the size did (V*V*T > 1e10: approximate, --solver dense;
 * not with s->quiet);
 * the dense path where options of the sparse one were given
 * (s->sparse_given), which it does not use.  V, T, d, sym, L as
 * ak_embrun_dense; dense its answer.  No errors.
 */
void ak_embrun_solver_notes(const ak_embrun *s, size_t V, size_t T,
    size_t d, int sym, uint64_t L, int dense, size_t need, size_t held);

/*
 * ak_embrun_dense_bytes: the dense path's peak beside the tables and E,
 * in bytes: the V×T matrix of doubles, and the larger of the count matrix
 * it is filled from (8 bytes a cell at most, and its row pointers; freed
 * before the SVD) and the SVD's work (emb.h ak_emb_svd_bytes; sym: a
 * symmetric PPMI, one vocabulary and cds 1).  No errors.
 */
size_t ak_embrun_dense_bytes(size_t V, size_t T, size_t d, int sym);

/* words with their ids in the counter (counts.h): byte-order ranks, or
 * the table's own order */
typedef struct ak_wordranks {
	size_t n;		/* words */
	uint32_t *rank, *by;	/* n: rank of word i; word of rank r */
	char **words;		/* n: words by rank (the table's strings) */
	const ak_strmap *map;	/* word -> rank: the table's index */
} ak_wordranks;

/*
 * ak_wordranks_sorted: the ranks of t's words (read with unique) in byte
 * order (ak_word_ranks), the ids of a counter whose cells become sorted
 * count lines.  t's index is re-valued in place, not copied: from now on
 * it maps each word to its rank, not its row (a copy was 16 MB of a
 * 240,000-word vocabulary).  Returns 0, or -1 (out of memory) with r
 * freed and t unchanged.
 */
int ak_wordranks_sorted(ak_wordranks *r, ak_table *t, ak_err *e);

/*
 * ak_wordranks_ids: t's words in the table's own order (rank[i] = by[i] =
 * i; the map: t's index, unchanged), for a counter whose cells go straight
 * into a count matrix: its rows then come out with their columns in id
 * order, which the sparse path needs (a row sort by qsort was 13% of a
 * 26k-word run).  Returns 0, or -1 (out of memory) with r freed.
 */
int ak_wordranks_ids(ak_wordranks *r, const ak_table *t, ak_err *e);

/* ak_wordranks_bytes: the bytes r holds besides its table's (16 a word),
 * for the --memory budgets.  No errors. */
size_t ak_wordranks_bytes(const ak_wordranks *r);

void ak_wordranks_free(ak_wordranks *r);

/*
 * ak_embrun_counts: the co-occurrence counts of a tokenized corpus, with
 * the words of both sides: vocab the rows (V), ctx the columns (T; only
 * when has_ctx, else the rows), their ranks, and the counter c (ids are
 * ranks; spcount.h).
 */
typedef struct ak_embrun_counts {
	ak_table vocab, ctx;
	int has_ctx;
	ak_wordranks rv, rc;
	ak_spcount c;
	int counting;		/* c initialised */
	size_t nmsg;		/* the messages counted (0: with --label, a
				   part of the corpus with none of it) */
} ak_embrun_counts;

/*
 * Why tokens gave no cell, and its likely cause: said in a direct run's
 * refusal ("TOKENS: no counts (WHY)", ak_embrun_compute) and in --count's
 * note on the count file without cells it writes.
 */
#define AK_EMBRUN_NO_PAIRS "no vocabulary word has a context word in its " \
	"window: messages of one word each (no pair to count), or a " \
	"vocabulary of another corpus, or of other case? sms-vocab " \
	"--keep-case keeps case, the tokens as written"

/*
 * ak_embrun_no_pairs_why: why the tokens files[0..nfiles) gave no cell,
 * measured by reading them again with s's window, oov and label and the
 * words of rows (the vocabulary's index) and ctxs (--contexts', NULL: the
 * rows): "its N messages hold no token"; "none of its N tokens is a
 * vocabulary word: ... other case? sms-vocab --keep-case ..."; the same of
 * the --contexts words; "no message holds two vocabulary words: R of its
 * N tokens, in M messages, are vocabulary words, at most one a message";
 * "its nearest two vocabulary words are D tokens apart, beyond --window
 * W" (with --oov keep, that it keeps their slots; with --contexts, a
 * vocabulary word and a --contexts word).  Into
 * buf (len bytes; AK_EMBRUN_WHY_MAX holds every one), which it returns.
 * Standard input, a pipe, a FIFO (read once), a file that cannot be read
 * again or a tally that names none of these: AK_EMBRUN_NO_PAIRS, the
 * likely causes.  No errors.
 */
#define AK_EMBRUN_WHY_MAX 400
const char *ak_embrun_no_pairs_why(char *buf, size_t len, const ak_embrun *s,
    const ak_strmap *rows, const ak_strmap *ctxs, char **files,
    size_t nfiles);

/*
 * ak_embrun_case_note: the counting looks a token up in the vocabulary as
 * written (no case folding: a count is the token's); tokens of other case
 * than the vocabulary's (sms-vocab -t --keep-case against its default,
 * lowercase vocabulary) would be counted as out of it, unsaid.  The first
 * AK_EMBRUN_CASE_LINES token lines of files[0..nfiles) are read again
 * (regular files only: standard input, a pipe, a FIFO were read once),
 * and when some token is no vocabulary word as written but is one by its
 * Unicode case folding (utok.h ak_tok_fold) fp gets "ppmi-svd: warning:
 * FILE: N of the M tokens of its first L token lines are no vocabulary
 * word as written but are one by their case folding (the first: 'Go',
 * the vocabulary's 'go'): ... tokenize without --keep-case (sms-vocab
 * -t), or make the vocabulary with sms-vocab --keep-case"; else nothing.
 * No errors (a file that cannot be read again is passed over).
 */
#define AK_EMBRUN_CASE_LINES 20000L
void ak_embrun_case_note(FILE *fp, const ak_table *vocab, char **files,
    size_t nfiles);

/*
 * ak_embrun_counts_note: --count's note on fp when the count file of c
 * (counted from files[0..nfiles) with s) holds no cell: "ppmi-svd: note:
 * FILE: WHY: its count file holds no cells (a part of the sum ...)", WHY
 * no message of s->label, or ak_embrun_no_pairs_why's; nothing when it
 * holds cells.  No errors (fp's error flag).
 */
void ak_embrun_counts_note(FILE *fp, const ak_embrun_counts *c,
    const ak_embrun *s, char **files, size_t nfiles);

/*
 * ak_embrun_count: read the vocabulary table vocab (and s->contexts), then
 * count the tokens files[0..nfiles) with window, weight, oov, label and
 * memory of s ("-" is stdin).  Errors: unreadable or bad tables/tokens,
 * out of memory, and "FILE: empty corpus (no messages)" when no message
 * was counted; with a label none of that label is no error (r->nmsg 0,
 * no cells: a shard of a corpus sorted by label is a part of the sum as a
 * shard without a pair is; the merge keeps an empty total, the SVD
 * refuses it).
 * Returns 0, or -1 with r freed.
 */
int ak_embrun_count(ak_embrun_counts *r, const ak_embrun *s,
    const char *vocab, char **files, size_t nfiles, ak_err *e);

/* ak_embrun_counts_write: r's counts as "word context count" lines, sorted
 * (counts.h's format), after the settings line of s (window, weight,
 * oov, label, the words of rows and contexts).  Returns 0, or -1 on a
 * read error of the counter's runs. */
int ak_embrun_counts_write(FILE *fp, ak_embrun_counts *r, const ak_embrun *s,
    ak_err *e);

/* ak_embrun_counts_write_bin: the same counts as a binary count file
 * (counts.h, AK_COUNTS_BIN_MAGIC), prov its provenance line.  Returns 0
 * or -1. */
int ak_embrun_counts_write_bin(FILE *fp, ak_embrun_counts *r,
    const ak_embrun *s, const char *prov, ak_err *e);

void ak_embrun_counts_free(ak_embrun_counts *r);

/*
 * ak_embrun_compute: the embeddings E (V×d row-major, *E allocated, free
 * it) of the vocabulary t (V rows, read from the table src) from the token
 * files, or from count files when s->from_counts.  Steps: the contexts
 * (T words), the solver (ak_embrun_dense), counts (dense ak_cooc_read for
 * L = 0, else the sparse counter or the summed count files), PPMI + SVD
 * (ak_emb_ppmi_svd, ak_emb_dense_csr, or ak_emb_sparse), --normalize, then
 * every value rounded to %.9g (the written precision, so that a reloaded
 * file gives the same neighbours).  *nzero: words with an all-zero PPMI
 * row, *first_zero the first of them (-1 if none).
 * Returns 0; -1 on an error (dim above V or T, sizes past the dense
 * limits, memory budget of the sparse path, empty corpus, no counts: no
 * cell in the tokens, "FILE: no counts (" AK_EMBRUN_NO_PAIRS ")", or in
 * the count files, "FILE: no counts (" AK_COUNTS_NONE_WHY ")", I/O), of
 * kind
 * AK_ERR_USAGE when the settings contradict (a harmonic window wider than
 * 22 with the sparse solver or count files).
 */
int ak_embrun_compute(double **E, size_t *nzero, long *first_zero,
    const ak_embrun *s, const ak_table *t, char **files, size_t nfiles,
    const char *src, ak_err *e);

/*
 * ak_embrun_dist: ak_embrun_compute's step for ranks of --svd-rank
 * (s->ranks > 1): the hellos (spemb.h, ak_emb_dist_hello: every option of
 * s that decides the embeddings, the words' digests of t and ctx (NULL:
 * the contexts are t's words), the path (dense: 1), the count files),
 * then on the sparse path the SVD's products on the ranks (ak_emb_dist)
 * into E (V×d, rank 0); on the dense path, which rank 0 runs alone, a
 * rank past 0 reads the count files and gives rank 0 the cells it read
 * and their digest (ak_emb_dist_cells), as the sparse path's round 1
 * does.  want: the counts' settings line they must have (counts.h); L,
 * held, src as ak_embrun_compute's.  Returns 0 or -1.
 */
int ak_embrun_dist(double *E, const ak_embrun *s, const ak_table *t,
    const ak_table *ctx, uint64_t L, size_t held, char **files, size_t nfiles,
    const char *src, const char *want, int dense, size_t *nzero,
    long *first_zero, ak_err *e);

/*
 * ak_embrun_dist_cells: rank 0 of the dense path, its counts read (cells
 * and their digest: counts.h ak_counts_csr_files), compares them with
 * every other rank's (spemb.h ak_emb_dist_cells: "SVD: rank 1 (node n2)
 * read N cells (digest H) from the count files, rank 0 M (H'): every rank
 * must read the same counts ...").  Returns 0 or -1.
 */
int ak_embrun_dist_cells(const ak_embrun *s, uint64_t cells, uint64_t digest,
    ak_err *e);

/*
 * ak_embrun_write_emb: the embeddings table: header "word d1 .. dK", then
 * one row per word of t (t->rows × t->cols, %.9g).  Returns 0 or -1 (out
 * of memory, nothing written).
 */
int ak_embrun_write_emb(FILE *fp, const ak_table *t, ak_err *e);

/*
 * ak_embrun_nn: "word rank neighbour cosine" lines: the k nearest words by
 * cosine (ak_nearest) of each of words[0..n), k capped at the table's
 * rows.  A word not in t takes its vector from ft's n-grams (fasttext.h
 * ak_ft_vector; ft may be NULL: such a word is skipped, the caller having
 * said so) and every row of t is its candidate, as gensim's most_similar
 * of a FastText model's unknown word.  Zero rows are no neighbours
 * (ak_nearest); a word whose vector is zero has none, and gets the line
 * "PREFIXSRC: --nn 'w': its vector is zero: no direction, ..." on warn
 * (if not NULL; prefix e.g. "ppmi-svd: warning: "); a word every other
 * row of which is zero gets the line "w - - -" (no question lost, as
 * --analogy's '-').  Returns 0 or -1 (out
 * of memory, nothing written).
 */
int ak_embrun_nn(FILE *fp, FILE *warn, const char *prefix, const char *src,
    const ak_table *t, const ak_ft *ft, char *const *words, size_t n,
    size_t k, ak_err *e);

/*
 * ak_embrun_eval: the evaluation table of the embeddings t on word-pair
 * similarity files sim[0..nsim) (Spearman's rho of cosine vs human
 * score: evalsets.h) and analogy files ana[0..nana) (3CosAdd, 3CosMul
 * accuracy over covered questions, per section and "all").  One line per
 * set and section ("set section items covered measure value", value "-"
 * when undefined), or with items one line per pair / question.  memory:
 * the budget of the table and the analogy work space together
 * (ak_eval_analogy_bytes); past it "FILE: the analogy evaluation needs X
 * MB (V words × d dimensions): more than --memory Y MB" before any work.
 * Every file is read and scored before the first line is written, so
 * that an unreadable or malformed file (the last one too) leaves fp
 * untouched.  Returns 0 or -1 (unreadable or malformed file, memory;
 * nothing written).
 *
 * The same in two steps, for a tool that writes a header of its own
 * only after the inputs were found good: ak_embrun_eval_run checks the
 * budget, reads and scores every file into r (0, or -1 with r freed and
 * nothing to free); ak_embrun_eval_write prints r (the paths sim and ana
 * must live until then); ak_embrun_eval_free releases it.
 */
typedef struct ak_evalrun {
	ak_simeval *sim;	/* nsim results */
	ak_anaeval *ana;	/* nana results */
	size_t nsim, nana;
	char *const *simpath, *const *anapath;	/* the caller's paths */
} ak_evalrun;

int ak_embrun_eval_run(ak_evalrun *r, const ak_table *t, char *const *sim,
    size_t nsim, char *const *ana, size_t nana, size_t memory, ak_err *e);
void ak_embrun_eval_write(FILE *fp, const ak_evalrun *r, const ak_table *t,
    int items);
void ak_embrun_eval_free(ak_evalrun *r);
int ak_embrun_eval(FILE *fp, const ak_table *t, char *const *sim, size_t nsim,
    char *const *ana, size_t nana, int items, size_t memory, ak_err *e);

#endif
