/*
 * ps.h — ppmi-svd's command side: cmd/ppmi-svd.c (main: the modes),
 * opts.c (options, their combinations, the list of inputs).  No pipeline
 * here: counting, solving and the outputs are lib/embed/embrun.h.
 */
#ifndef PS_H
#define PS_H

#include <stddef.h>

#include "embrun.h"
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

/* ps_eval_notes (notes.c): on standard error, the notes of the
 * evaluation sets ev (of the embeddings t; none when quiet): a similarity
 * set with nothing to rank; and the warnings of the pairs and questions
 * holding a zero vector (evalsets.h: how each was taken, where it differs
 * from gensim).  Nothing when ev holds no set.  No errors. */
void ps_eval_notes(const ak_evalrun *ev, const ak_table *t, int quiet);

#endif
