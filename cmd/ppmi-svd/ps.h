/*
 * ps.h — ppmi-svd's command side: cmd/ppmi-svd.c (main: the modes),
 * opts.c (options, their combinations, the list of inputs), query.c (the
 * questions' words, zero vectors, the evaluations' notes).  No pipeline
 * here: counting, solving and the outputs are lib/embed/embrun.h.
 */
#ifndef PS_H
#define PS_H

#include <stddef.h>

#include "embrun.h"
#include "fasttext.h"
#include "table.h"
#include "opt.h"
#include "progline.h"

/* the parsed command line */
struct ps_opts {
	ak_embrun s;		/* the settings of the run */
	const char *vocab, *load, *out;
	int count, items;
	int same_counts;	/* --allow-same-counts (counts.h) */
	int count_format;	/* --count-format: 1 binary (counts.h,
				 * AK_COUNTS_BIN_MAGIC), 0 text */
	size_t rows[2];		/* --rows I/R: block I of R (R = 0: the whole
				 * merge) */
	size_t k;		/* -k: neighbours per --nn word */
	ak_optlist nn, sim, ana;	/* --nn words, --similarity, --analogy */
	ak_optlist qsim, qmost, qodd;	/* --similar, --most-similar,
					   --odd-one-out (embquery.h) */
	int cosmul;		/* --most-similar by 3CosMul */
	int keep_case;		/* --keep-case: query words only as written
				   (tokseq.h ak_wordfind exact) */
	int emb_format;		/* --emb-format: of what is written */
	int load_format;	/* --load-format: of --load (AK_EMB_AUTO) */
	int quiet, progress;	/* -q; --progress */
	ak_progline pline;	/* the progress printer, and its callback */
	ak_progress pfn;
	char **files;		/* TOKENS or COUNTS ("-" when none given) */
	size_t nfiles;
	const char **inputs;	/* for ak_out_open: NULL-terminated */
	char sparse_given[64];	/* s.sparse_given: the sparse path's
				   options given, as said */
	ak_optp p;		/* the parser's state: the command line as
				   typed (p.argv0, the provenance line) */
};

/* ps_parse: parse and check argv into o (exits 2 on a usage error, 0
 * after --help or --version; the budget, -M with RAM and ulimit -v, is
 * built here: mem.h ak_mem_budget) */
void ps_parse(struct ps_opts *o, int argc, char *argv[]);
void ps_free(struct ps_opts *o);

/* query.c: the questions' words, before the work.
 * ps_known_nn: o's --nn words looked up in t (src: its file, in
 * messages; as written, else by case folding, said) and o->nn cut to the
 * answered ones; with --oov subword a word t lacks is answered from ft's
 * n-grams (said) when its vector there has a direction.  An unknown word,
 * or one whose n-gram vector is zero (no n-gram of minn..maxn
 * characters), is a warning when another word is answered, else the
 * error (exit 1). */
void ps_known_nn(struct ps_opts *o, const ak_table *t, const ak_ft *ft,
    const char *src);
/* ps_zero_rows: the embeddings t (read or made) before words are ranked
 * by cosine (--nn, --most-similar): a --nn word whose vector is zero has
 * no direction and no neighbours, as an unknown word has none (gensim's
 * cosines are NaN): a warning when other words are answered, an error
 * when none is; the zero rows, left out of the neighbours (emb.h
 * ak_nearest) and the analogies' answers (evalsets.h), said once for
 * --load (a pipeline's where they are made) */
void ps_zero_rows(struct ps_opts *o, const ak_table *t, const char *src);
/* ps_eval_notes: on stderr, of the evaluations ev: a similarity set with
 * nothing to rank (a note, not with -q), and the zero vectors of the
 * covered pairs and questions, with the convention used and gensim's
 * (warnings: evalsets.h) */
void ps_eval_notes(const struct ps_opts *o, const ak_evalrun *ev);

#endif
