/*
 * am.h — attn-map's command side, shared by the files of the tool:
 * cmd/attn-map.c (usage, main, the map), opts.c (the options' table and
 * its rules), optarg.c (the options' values), check.c (what the rules
 * cannot say), out.c (number format, long form, entropies), input.c
 * (token lines), head.c (one head: its memory check, set-up, forward,
 * outputs), batch.c (--batch), heads.c (--heads), modes.c (the modes
 * without embeddings).  No maths here: the kernels are in
 * lib/attn/attention, lib/attn/mask, lib/attn/heads, lib/attn/posenc,
 * lib/attn/petab.
 */
#ifndef AM_H
#define AM_H

#include <stddef.h>
#include <stdio.h>

#include "fasttext.h"
#include "maphead.h"
#include "opt.h"
#include "table.h"
#include "text.h"
#include "tokseq.h"
#include "util.h"

#define AM_MAXLIST 64
#define MAXBOOST 16

enum out { O_WEIGHTS, O_LONG, O_SCORES, O_OUTPUTS, O_ENTROPY, O_JACOBIAN,
	O_HULL, O_COMPARE, O_PERM, O_SUMMARY };
enum mode { M_MAP, M_DILUTION, M_SCALING, M_PETABLE };
#define PE_NONE AK_PE_NONE
#define PE_SIN AK_PE_SIN
#define PE_ROPE AK_PE_ROPE


/* the parsed command line: made by main, passed by pointer */
struct am_opts {
	enum mode mode;
	enum out out;
	const char *emb, *text, *kvtext, *ofile, *input;
	int emb_format;		/* --emb-format (embfile.h; AK_EMB_AUTO) */
	long line, kvline;
	int line_set;
	int cross, all_tokens, strict, exact, batch, quiet;
	int progress;		/* --progress */
	unsigned tokenizer;	/* --tokenizer: AK_TOK_* of --text, the folding */
	int text_tokens;	/* --tokens: text is tokens, not tokenized */
	int oov;		/* --oov subword: 1 (a fastText model's
				   n-grams give an unknown word's vector) */
	int c_auto;		/* --proj-scale auto (autoscale.h) */
	int c_default;		/* auto by default (no --proj-scale, --wq,
				   --random-proj, --heads H): where the rule
				   has no answer, c = 1, said */
	double c;
	const char *wq, *wk, *wv;
	long random_dk;
	unsigned long long seed;
	int noscale;
	double tau;
	const char *boost_key[MAXBOOST];
	double boost[MAXBOOST];
	int nboost;
	long noise;
	const char *noise_word;
	int causal;
	const char *maskfile;
	double mask_value;
	int half;
	enum ak_pe pe;
	const char *jac_word;
	const char *swap_word, *swap_other;
	const char *swap_arg;	/* --swap-value's argument, as given */
	const char *html;	/* --html FILE: the lab page instead of TSV */
	const char *maps;	/* --maps DIR: a block's maps in the page */
	const char *heads;	/* NULL, a number, or "lesson" */
	const char *head;	/* "mean" or a number */
	/* no-embedding modes */
	double dil_target, dil_other;
	long comp[AM_MAXLIST], dk[AM_MAXLIST], shift[AM_MAXLIST];
	size_t ncomp, ndk, nshift;	/* 0: the option was not given */
	long keys, trials, dim, positions;
	int vectors;
	/* which options were given (for check.c and the map) */
	int c_set, head_set, seed_set;
	size_t memory;		/* -M in bytes, or 0 */
	size_t budget;		/* what a map may need (mem.h ak_mem_budget:
				   -M, RAM, ulimit -v); 0: unknown */
	size_t held;		/* bytes of the embeddings read (ak_table_bytes),
				   planned within the budget beside a map */
	ak_optp p;		/* the parser's state: argv as typed */
};

/* am_parse: argv into o by the option table (cmd/attn-map/opts.c); a
 * usage error exits 2, --help and --version exit 0 */
void am_parse(struct am_opts *o, int argc, char **argv);
/* the parsers of opts.c's entries (optarg.c): AK_OPT_CALL's call */
int am_set_text(void *dst, const char *arg, ak_err *e);
int am_set_tokens(void *dst, const char *arg, ak_err *e);
int am_set_tokenizer(void *dst, const char *arg, ak_err *e);
int am_set_proj_scale(void *dst, const char *arg, ak_err *e);
int am_set_boost(void *dst, const char *arg, ak_err *e);
int am_set_mask_value(void *dst, const char *arg, ak_err *e);
int am_set_swap(void *dst, const char *arg, ak_err *e);
/* am_emb_words (head.c): the options' words against the embeddings
   emb once read: --noise-word's a row ("--noise-word: unknown word
   'W'"); --swap-value's argument read again (ak_parse_word_pair: the one
   split whose two words are rows of emb), o->swap_word and o->swap_other
   replaced.  0, or -1 with e (two readings: a usage error) */
int am_emb_words(struct am_opts *o, const ak_table *emb, ak_err *e);
int am_set_heads(void *dst, const char *arg, ak_err *e);
int am_set_head(void *dst, const char *arg, ak_err *e);
int am_set_dilution(void *dst, const char *arg, ak_err *e);
int am_set_competitors(void *dst, const char *arg, ak_err *e);
int am_set_dk(void *dst, const char *arg, ak_err *e);
int am_set_shifts(void *dst, const char *arg, ak_err *e);
/* am_check: the combinations of the options (cmd/attn-map/check.c): 0, or
 * -1 with the usage error (an option the mode would ignore is one) */
int am_check(struct am_opts *o, ak_err *e);

/* one data line of a tokenized corpus (label<TAB>tokens): lib/text */
typedef ak_tokmsg am_line;

/* am_make_seq: the token sequence of text (an error when n = 0). */
int am_make_seq(const struct am_opts *o, ak_tokseq *s, const ak_table *emb,
    const char *text, const char *where, ak_err *e);
/* am_make_seq_text: the same for typed text, tokenized as sms-vocab -t. */
int am_make_seq_text(const struct am_opts *o, ak_tokseq *s, const ak_table *emb,
    const char *text, const char *where, ak_err *e);
/* am_make_seq_n: the same; n = 0 is allowed when allow_empty (--batch). */
int am_make_seq_n(const struct am_opts *o, ak_tokseq *s, const ak_table *emb,
    const char *text, const char *where, int allow_empty, ak_err *e);
/* am_find_free: the word finder of the sequences (tokseq.h ak_wordfind) */
void am_find_free(void);
/*
 * am_fold_hint: for a word w typed in an option that takes words as typed
 * (--boost, --swap-value, --jacobian, --noise-word) and is none of
 * words[0..n-1]: "; 'free' is (its case folding: ...)" naming the first
 * of them whose folding under flags (--tokenizer's AK_TOK_*) is w's, for
 * the error to end with; "" when none (or no memory).  A static buffer,
 * valid until the next call.
 */
const char *am_fold_hint(const char *w, char *const *words, size_t n,
    unsigned flags);
/*
 * am_subword_use: --oov subword: from now on a word of a sequence that
 * emb lacks (as written and folded) gets a row of its own in emb, the mean
 * of ft's n-gram rows of it (fasttext.h ak_ft_vector), said once on
 * stderr; a word without n-grams stays unknown.  emb and ft are kept by
 * pointer until am_find_free.
 */
void am_subword_use(ak_table *emb, const ak_ft *ft);
/*
 * am_oov_hint: what is said after words left out of a sequence (n of
 * them; n = 0: none): with -e a fastText model whose words have n-grams
 * and no --oov subword (am_subword_hint(1)), "; a fastText model: --oov
 * subword gives it (them) the mean of its (their) n-grams' rows", else "".
 * am_subword_hint: set by the embeddings' reader.  No errors.
 */
const char *am_oov_hint(size_t n);
void am_subword_hint(int has);
/*
 * am_note: a line for stderr, written (as "attn-map: LINE") only once the
 * output is, and not with -q: what was left out of a map, how a word was
 * found, the scale chosen: nothing is dropped silently
 */
void am_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/*
 * am_auto_said: the end of --proj-scale auto (rc, c, hbar from
 * autoscale.h): o->c = c, said in the output's comment (not on the lab
 * page, whose slider starts there) and once on stderr with the option
 * that overrides it; where the rule has no answer (rc 1), c = 1 when auto
 * is the default (said on stderr; the output is c = 1's, without a
 * comment), else e's reason (naming --proj-scale C).
 * Returns 0, or -1 with e.
 */
int am_auto_said(struct am_opts *o, FILE *fp, int rc, double c, double hbar,
    ak_err *e);
/* am_seq_notes: the notes of sequence s built from WHERE (above) */
void am_seq_notes(const ak_tokseq *s, const char *where);
/* am_more_lines: the map of FILE's first token line (no --line, no
 * --batch: the file's line first) when path, a regular file, holds
 * others: a note "PATH: mapped line L, the first of N token lines
 * (--line N maps line N, --batch every line)" (N counted to 10^6, then
 * "or more"); standard input and pipes, read once, are not looked at
 * again; nothing with -q.  No errors (a later bad line ends the count).
 * fail not NULL: the map of that line failed with fail's error, which,
 * when it names the line ("PATH:L: ..."), gets " (PATH holds N token
 * lines: --line N maps line N, --batch every line)" appended, -q or not
 * (the user never asked for line L). */
void am_more_lines(const struct am_opts *o, const char *path, long first,
    ak_err *fail);
/* am_notes_write: the notes on stderr (main, after the output) */
void am_notes_write(const struct am_opts *o);

/* one attention head of the map: lib/attn/maphead.h */
typedef ak_maphead am_head;

int am_head_setup(const struct am_opts *o, am_head *h, const ak_table *emb,
    const ak_tokseq *qs, const ak_tokseq *ks, ak_err *e);
int am_out_head(const struct am_opts *o, FILE *fp, am_head *h, const ak_tokseq
    *qs, const ak_tokseq *ks, ak_err *e);

/* output helpers: number format (%.9g or %.17g), long form, entropies */
const char *am_fmt(const struct am_opts *o);
/* am_fmt_diff: %.3g, or %.17g with --exact */
const char *am_fmt_diff(const struct am_opts *o);
void am_num(const struct am_opts *o, FILE *fp, double x);
/* progress on stderr (lib/cmd/progline.h: a line on a terminal, a line
 * a stage off one with --progress, none with -q): stage at done of total
 * unit (end: its last call); done erases the terminal's line */
void am_progress(const struct am_opts *o, const char *stage,
    const char *unit, size_t done, size_t total, int end);
void am_progress_done(void);
void am_write_long(const struct am_opts *o, FILE *fp, const char *prefix, const
    double *A, char **qt, char **kt, size_t nq, size_t nk);
void am_write_entropy(const struct am_opts *o, FILE *fp, const char *prefix,
    const double *A, const unsigned char *M, char **qt, size_t nq, size_t nk);

/* am_check_memory: a map of nq × nk tokens over d-wide embeddings,
 * refused when it would not fit in the run's budget (head.c; used by the
 * map of attn-map.c and by --batch) */
int am_check_memory(const struct am_opts *o, size_t nq, size_t nk,
    size_t d, const char *where, ak_err *e);

/* the modes */
int am_run_heads(const struct am_opts *o, FILE *fp, const ak_table *emb, const
    ak_tokseq *s, ak_err *e);
/* am_run_batch: --batch over o->input (or standard input), read twice
 * (cmd/attn-map/batch.c): nothing held per line; --proj-scale auto sets
 * o->c for the whole batch */
int am_run_batch(struct am_opts *o, FILE *fp, const ak_table *emb,
    ak_err *e);

/* The modes that need no embeddings; each writes TSV to fp. */
int am_dilution(FILE *fp, double st, double sc, const long *m, size_t nm,
    ak_err *e);
int am_scaling(const struct am_opts *o, FILE *fp, const long *dk, size_t ndk,
    size_t keys, size_t trials, unsigned long long seed, ak_err *e);
int am_pe_table(FILE *fp, size_t d, size_t npos, const long *shift,
    size_t nshift, int vectors, ak_err *e);

#endif
