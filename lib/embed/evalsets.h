/*
 * evalsets.h — intrinsic evaluation of word embeddings, as hyperwords
 * (Levy, Goldberg & Dagan 2015) and gensim report it:
 *
 * Word similarity (WordSim-353, Finkelstein et al. 2002; SimLex-999, Hill,
 * Reichart & Korhonen 2015): Spearman's ρ between the cosine of the two
 * words and the human score, over the pairs whose both words have vectors
 * (ρ = Pearson's r of the ranks, ties getting their average rank).  The
 * cosines are ranked as printed, rounded to the 9 significant digits of
 * "%.9g" (numfmt.h ak_round_9g, the rule of attn-train's areas,
 * metrics.h): cosines that differ only below the printed digits are one
 * tie, and when every covered cosine prints alike ρ is undefined
 * (has_rho 0, distinct 1), not a ranking of rounding noise; so it is
 * when every covered pair's human score is the same (hdistinct 1), as
 * scipy.stats.spearmanr's nan.
 *
 * Analogies (Mikolov et al. 2013, questions-words.txt: "a b c d", a is to
 * b as c is to d): the word x ∉ {a, b, c} that maximises (Levy & Goldberg
 * 2014, "Linguistic regularities in sparse and explicit word
 * representations", eq. 3 and 4)
 *   3CosAdd:  cos(x, b) − cos(x, a) + cos(x, c)
 *   3CosMul:  cos'(x, b) · cos'(x, c) / (cos'(x, a) + 0.001),
 *             cos' = (cos + 1) / 2
 * is the answer; accuracy over the questions whose four words have
 * vectors.  Candidates: every row of the embeddings (ties, scores equal in
 * the 9 significant digits of "%.9g": the lower row).
 *
 * Words are looked up regardless of case, as gensim's evaluations do by
 * default (case_insensitive=True; emb.h ak_emb_fold): the analogy file is
 * capitalised ("Athens Greece ..."), attnkit's vocabularies are lowercase
 * and gensim's or GloVe 840B's vectors cased; in a cased table a word is
 * its case's first row, an answer of the expected word's case is right,
 * and no case of a question word is an answer.  Unlike gensim, every row
 * is a candidate (gensim: the first restrict_vocab = 300,000; hyperwords:
 * every row, as here).
 *
 * Zero vectors (a word that never co-occurs: ppmi-svd's all-zero PPMI
 * rows), measured against gensim 4's KeyedVectors: a pair with one gets
 * cosine 0, ranked, as gensim's evaluate_word_pairs (its similarity()
 * takes a zero vector's unit vector as zero); a zero row is no analogy
 * candidate (gensim's score for it is NaN, never chosen); a covered
 * question with one among a, b, c has no answer and is counted wrong
 * (gensim counts it too, but its scores are then all NaN and it answers
 * with whatever word its sort puts first).  Each is counted (zero,
 * zero_abc, zero_d) for the caller to say.
 * Legend: V rows (words), d dimensions of the embeddings table.
 */
#ifndef AK_EVALSETS_H
#define AK_EVALSETS_H

#include <stddef.h>

#include "table.h"
#include "util.h"

typedef struct ak_simpair {
	char *w1, *w2;		/* as in the file */
	double human;		/* the file's score */
	double cosine;		/* 0 when not covered */
	int covered;		/* both words have vectors */
} ak_simpair;

typedef struct ak_simeval {
	size_t n, covered;	/* pairs in the file, pairs covered */
	ak_simpair *p;		/* n */
	size_t bytes;		/* what the pairs and their words hold */
	double rho;		/* Spearman's ρ over the covered pairs */
	int has_rho;		/* 0 when fewer than 2 pairs or no spread */
	size_t distinct;	/* the covered cosines' distinct values as
				   printed (1: all alike, no ranking) */
	size_t hdistinct;	/* the covered pairs' distinct human scores
				   (1: all alike, no ranking) */
	size_t zero;		/* covered pairs with a zero-vector word
				   (cosine 0, ranked) */
	size_t zero_first, zero_line;	/* the first of them: its index in
					   p, its line in the file */
} ak_simeval;

/*
 * ak_eval_similarity: read the pairs of path (lines `word1<TAB>word2<TAB>
 * score`, '#' comments) and score emb.  Errors ("FILE:LINE: ..."): a
 * missing file, NUL, invalid UTF-8, a line without 3 fields, an empty
 * word, a score that is not a finite number (on the first pair's line, a
 * score that is no number at all: "... a header row? ... sed -i 'Ns/^/#
 * /' FILE"), a CR inside a line ("... its lines end in CR alone? ...
 * tr"), no pairs at all; pairs past
 * memory bytes beside the held ones (their array, their words as heap
 * blocks, and 40 bytes a pair for ρ's ranks): "FILE:LINE: the similarity
 * pairs need more than --memory M (X MB for the N read so far, and H MB
 * held beside them)".  r->bytes: what the pairs hold once read (the ranks
 * freed).  Words are looked up regardless of case (above); for a cased
 * table that map's bytes count as held ("the words looked up regardless
 * of case need more than --memory").  Returns 0 or -1.
 */
int ak_eval_similarity(ak_simeval *r, const ak_table *emb, const char *path,
    size_t memory, size_t held, ak_err *e);
void ak_simeval_free(ak_simeval *r);

typedef struct ak_anaq {
	size_t sec;		/* section index */
	char *w[4];		/* a b c d, as in the file */
	int covered;
	long add, mul;		/* the rows chosen by 3CosAdd / 3CosMul; -1
				   when not covered, when a, b or c has a
				   zero vector, or when no row is a
				   candidate (every nonzero row of the
				   table is a, b or c): no answer, counted
				   wrong */
	size_t line;		/* its line in the file */
} ak_anaq;

typedef struct ak_anasec {
	char *name;
	size_t n, covered, add_ok, mul_ok;
} ak_anasec;

typedef struct ak_anaeval {
	size_t nq, nsec;
	ak_anaq *q;
	ak_anasec *s;
	size_t n, covered, add_ok, mul_ok;	/* over all sections */
	size_t bytes;		/* what the questions and their words hold */
	size_t zero_abc, zero_d;	/* covered questions with a zero vector
					   among a, b, c (unanswered); else
					   as d (never right) */
	long first_abc, first_d;	/* the first of each (q's index), -1
					   for none */
	size_t hash4, hash4_line;	/* comments of '#' and three words
					   (gensim, without comments, counts
					   each as a question), the first's
					   line */
} ak_anaeval;

/*
 * ak_eval_analogy: read the questions of path (`: section` lines, then
 * `a b c d` lines of 4 space-separated words; a question before any
 * section is in section "-") and answer them with emb.  The lines are
 * read as gensim's evaluate_word_analogies reads them: a section starts
 * with ': ' (a colon and a space), a line of 4 words is a question even
 * when its first word starts with ':' (':)') or '#' ('#happy'); other
 * lines starting with '#' are comments, those of '#' and 3 words (gensim:
 * a question) counted in r->hash4.  Cost O(V·d) per
 * question, in blocks through cblas_dgemm on one OpenBLAS thread (the
 * same answers for any thread count).  Errors ("FILE:LINE: ..."): a
 * line that is not a section or 4 words (one starting with ':' named
 * with the sed that makes it a section), a section name holding a TAB,
 * a CR inside a line (lines ended
 * by CR alone, as ak_eval_similarity), no questions; questions past
 * memory beside held bytes, as ak_eval_similarity ("the analogy questions
 * need"); r->bytes: what the questions hold; "out of memory".  Returns 0
 * or -1.
 */
int ak_eval_analogy(ak_anaeval *r, const ak_table *emb, const char *path,
    size_t memory, size_t held, ak_err *e);

/* ak_eval_analogy_bytes: the work memory ak_eval_analogy allocates for
 * t's V×d embeddings (bytes; the unit rows, a block of scores, and for a
 * cased table the words' case classes, emb.h ak_emb_fold_bytes, a byte a
 * row marking the zero ones), besides
 * the table and the questions.  No errors. */
size_t ak_eval_analogy_bytes(const ak_table *t);
void ak_anaeval_free(ak_anaeval *r);

#endif
