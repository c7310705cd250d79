/*
 * test_embrun.c — the ppmi-svd pipeline (embrun.h) on corpora small enough
 * to work out by hand: the solver rule at its boundaries (V·V·T = 1e10,
 * 16·V·T = memory, the sparse path's memory need), byte-order ranks, the
 * counts of "a b c" (flat and harmonic, --label), PPMI + SVD of them
 * (E·Eᵀ = P·Pᵀ, P = ln 2 · C, on both solvers), the neighbours and the
 * evaluation table, and the errors (empty corpus, --dim, a harmonic window
 * the sparse path cannot count).
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "counts.h"
#include "embrun.h"
#include "mem.h"
#include "tokid.h"
#include "t.h"

static char dir[] = "/tmp/test_embrun.XXXXXX";
static char vocab[64], tok[64], sim[64];

static void
put(const char *path, const char *text)
{
	FILE *fp = fopen(path, "w");

	if (fp == NULL || fputs(text, fp) == EOF || fclose(fp) != 0) {
		perror(path);
		exit(1);
	}
}

static ak_embrun
settings(void)
{
	return (ak_embrun){ .window = 1, .weight = AK_WEIGHT_FLAT,
	    .oov = AK_OOV_SKIP, .memory = (size_t)1 << 30, .dim = 2,
	    .cds = 1, .neg = 1, .eig = 1, .solver = AK_SOLVER_AUTO,
	    .oversample = 10, .iters = (size_t)-1, .seed = 1, .threads = 1 };
}

/* what f wrote into a memory stream, NUL-terminated (free it) */
static char *buf;
static size_t buflen;

static void
test_dense_rule(void)
{
	size_t G = (size_t)1 << 30;

	/* 2154³ = 9 993 948 264 <= 1e10 < 2155³ = 10 007 873 875 */
	T_OK(ak_embrun_dense(2154, 2154, 32, 0, 1, AK_SOLVER_AUTO, G) == 1,
	    "auto: V=T=2154 (V·V·T just under 1e10) is dense");
	T_OK(ak_embrun_dense(2155, 2155, 32, 0, 1, AK_SOLVER_AUTO, G) == 0,
	    "auto: V=T=2155 (just over 1e10) is sparse");
	/* V·V·T with T ≠ V: 1000·1000·10000 = 1e10 exactly is dense */
	T_OK(ak_embrun_dense(1000, 10000, 32, 0, 1, AK_SOLVER_AUTO, G) == 1,
	    "auto: V·V·T = 1e10 exactly is dense");
	T_OK(ak_embrun_dense(1000, 10001, 32, 0, 1, AK_SOLVER_AUTO, G) == 0,
	    "auto: V·V·T = 1e10 + 1e6 is sparse");
	/* V = T = 100, d = 10: X 80 000 bytes, and the larger of the
	 * counts (80 808) and the SVD's work: symmetric, 160 000 + 8 000
	 * (248 000 in all); else dgesdd's 80 000 (copy) + 160 000 (U, Vᵀ) +
	 * 485 600 (work: 60 700 doubles) + 3 200 (ints) = 728 800 (808 800) */
	T_OK(ak_embrun_dense_bytes(100, 100, 10, 1) == 248000,
	    "dense bytes, V = T = 100, symmetric: 248 000 by hand");
	T_OK(ak_embrun_dense_bytes(100, 100, 10, 0) == 808800,
	    "dense bytes, V = T = 100 (cds < 1): 808 800 by hand");
	/* T > V: the Gram path, 24·V² + 8·V·d = 248 000 beside X 160 000 */
	T_OK(ak_embrun_dense_bytes(100, 200, 10, 0) == 408000,
	    "dense bytes, 100 × 200 (Gram): 408 000 by hand");
	/* V > T: dgesdd, 160 000 + 240 000 + 565 600 + 3 200 beside X */
	T_OK(ak_embrun_dense_bytes(200, 100, 10, 0) == 1128800,
	    "dense bytes, 200 × 100 (dgesdd): 1 128 800 by hand");
	T_OK(ak_embrun_dense(100, 100, 10, 0, 1, AK_SOLVER_AUTO, 808800) == 1,
	    "auto: the dense bytes = memory is dense");
	T_OK(ak_embrun_dense(100, 100, 10, 0, 1, AK_SOLVER_AUTO, 808799) == 0,
	    "auto: a byte less is sparse");
	T_OK(ak_embrun_dense(5000, 5000, 32, 0, 1, AK_SOLVER_DENSE, 1) == 1,
	    "dense: whatever the size (refused at -M later)");
	T_OK(ak_embrun_dense(3, 3, 2, 0, 1, AK_SOLVER_SPARSE, G) == 0,
	    "sparse: whatever the size");
	T_OK(ak_embrun_dense(5000, 5000, 32, 0, 0, AK_SOLVER_AUTO, 1) == 1,
	    "L = 0 (harmonic, window > 22): only the dense counter");
	/* auto's choice by the size said, with --solver dense; at the rule
	   (1e10 exactly, dense) nothing; by memory its own note */
	static const struct { size_t V, T, mem; int say; const char *want; }
	    nt[] = {
		{ 1000, 10001, 1u << 30, 1, "ppmi-svd: note: --solver auto runs "
		    "the sparse solver's randomized SVD (1000 words, 10001 "
		    "contexts: V*V*T 10001000000 > 10000000000): approximate, its singular "
		    "values within a few % of the exact ones and a word's "
		    "neighbours not always the same; --solver dense runs the "
		    "exact path\n" },
		{ 1000, 10000, 1u << 30, 0, "" },
		{ 100, 100, 808799, 1, "ppmi-svd: warning: the dense exact path "
		    "would need" },
	};
	int said = 0;
	for (size_t i = 0; i < sizeof nt / sizeof *nt; i++) {
		char *buf = NULL;
		size_t len = 0;
		ak_embrun s = { .solver = AK_SOLVER_AUTO, .memory = nt[i].mem };
		int dense = ak_embrun_dense(nt[i].V, nt[i].T, 32, 0, 1,
		    AK_SOLVER_AUTO, nt[i].mem);
		if ((s.notes = open_memstream(&buf, &len)) == NULL)
			abort();
		ak_embrun_solver_notes(&s, nt[i].V, nt[i].T, 32, 0, 1, dense,
		    808800, 0);
		fclose(s.notes);
		said += nt[i].say ? strncmp(buf, nt[i].want,
		    strlen(nt[i].want)) == 0 && strchr(buf, '\n') ==
		    buf + len - 1 : len == 0;
		free(buf);
	}
	T_OK(said == 3, "auto's notes: sparse by the size said with --solver "
	    "dense, one line; at 1e10 (dense) nothing; sparse by memory its "
	    "own");
}

static void
test_ranks(void)
{
	char *w[] = { "b", "a", "c", "B" };
	ak_table t = { 0 };
	ak_wordranks r;
	ak_err e;
	size_t v = 0;
	int ok = 1;

	t.rows = 4;
	t.labels = w;
	ak_strmap_init(&t.index, &e);
	for (size_t i = 0; i < 4; i++)
		ak_strmap_put(&t.index, w[i], strlen(w[i]), i, NULL, &e);
	/* table order: the identity, and the map is the table's index */
	T_OK(ak_wordranks_ids(&r, &t, &e) == 0, "ids: built");
	T_OK(r.rank[0] == 0 && r.rank[3] == 3 && r.by[1] == 1 &&
	    r.by[2] == 2, "ids: rank and by are the identity");
	T_STR(r.words[3], "B", "ids: words[3] is the table's");
	T_OK(r.map == &t.index && ak_strmap_get(r.map, "c", 1, &v) == 1 &&
	    v == 2, "ids: c maps to its row, 2");
	T_OK(ak_wordranks_bytes(&r) == 4 * 16, "ids: 16 bytes a word");
	/* the reader's table of the 4 words: 16 slots of 16 bytes, and no
	 * arena (words of 4 bytes or fewer are held in their slots), what
	 * the built one holds */
	ak_tokid ids;
	T_OK(ak_tokid_bytes(&t.index, NULL) == 16 * 16 &&
	    ak_tokid_build(&ids, &t.index, NULL, &e) == 0 && ids.cap *
	    sizeof(ak_tokid_slot) + ids.size == 16 * 16,
	    "tokid: 4 words hold 256 bytes, as ak_tokid_bytes says");
	ak_tokid_free(&ids);
	ak_wordranks_free(&r);
	T_OK(ak_wordranks_sorted(&r, &t, &e) == 0, "ranks: built");
	/* byte order: "B" < "a" < "b" < "c" */
	T_OK(r.rank[0] == 2 && r.rank[1] == 1 && r.rank[2] == 3 &&
	    r.rank[3] == 0, "ranks: rank of b a c B is 2 1 3 0");
	T_OK(r.by[0] == 3 && r.by[1] == 1 && r.by[2] == 0 && r.by[3] == 2,
	    "ranks: words by rank are B a b c");
	T_STR(r.words[1], "a", "ranks: words[1]");
	/* the index re-valued in place: each word now maps to its rank */
	for (size_t i = 0; i < 4; i++)
		ok &= ak_strmap_get(r.map, w[i], strlen(w[i]), &v) == 1 &&
		    v == r.rank[i];
	T_OK(ok && r.map == &t.index, "ranks: the table's index maps each "
	    "word to its rank");
	ak_wordranks_free(&r);
	ak_strmap_free(&t.index);
}

static char setline[600];	/* the settings line of the last count_text */
static char endline[100];	/* and its end line (counts.h, AK_COUNTS_END) */

/* the --count text of the corpus for s, after its settings line (kept in
 * setline) and before its end line (kept in endline); NULL on error, e
 * set */
static char *
count_text(const ak_embrun *s, ak_err *e)
{
	ak_embrun_counts c;
	FILE *fp;
	char *files[] = { tok };

	if (ak_embrun_count(&c, s, vocab, files, 1, e) != 0)
		return NULL;
	fp = open_memstream(&buf, &buflen);
	if (fp == NULL || ak_embrun_counts_write(fp, &c, s, e) != 0)
		return NULL;
	fclose(fp);
	ak_embrun_counts_free(&c);
	char *nl = strchr(buf, '\n');
	if (nl == NULL)
		return NULL;
	snprintf(setline, sizeof setline, "%.*s", (int)(nl - buf), buf);
	char *end = strstr(nl + 1, "# end: ");
	endline[0] = '\0';
	if (end != NULL) {
		snprintf(endline, sizeof endline, "%s", end);
		*end = '\0';
	}
	return nl + 1;
}

static void
test_counts(void)
{
	ak_embrun s = settings();
	ak_err e;
	char *t;

	/* ham "a b c", window 1: a-b, b-a, b-c, c-b once each */
	s.label = "ham";
	t = count_text(&s, &e);
	T_STR(t, "a\tb\t1\nb\ta\t1\nb\tc\t1\nc\tb\t1\n",
	    "count: 'a b c', window 1, flat");
	{
		/* the end line: 4 lines, the sum of their hashes */
		const char *l[] = { "a\tb\t1", "b\ta\t1", "b\tc\t1",
		    "c\tb\t1" };
		uint64_t h = 0;
		char want[AK_COUNTS_END_MAX + 1];

		for (size_t i = 0; i < 4; i++)
			h += ak_counts_line_hash(l[i], strlen(l[i]));
		ak_counts_end(want, 4, h);
		strcat(want, "\n");
		T_STR(endline, want, "count: the end line, 4 cells and their "
		    "check, last");
	}
	{
		const char *want = "# counts: window=1 weight=flat oov=skip "
		    "label=ham rows=3:";
		size_t n = strlen(want);

		T_OK(strncmp(setline, want, n) == 0 && strlen(setline) == n +
		    16 + 14 && strcmp(setline + n + 16, " contexts=rows") == 0,
		    "count: the settings line says window, weight, oov, "
		    "label, the 3 rows' digest");
	}
	free(buf);
	/* and spam "b b": b-b twice (each b sees the other) */
	s.label = NULL;
	t = count_text(&s, &e);
	T_STR(t, "a\tb\t1\nb\ta\t1\nb\tb\t2\nb\tc\t1\nc\tb\t1\n",
	    "count: + 'b b', no label");
	T_OK(strncmp(endline, "# end: cells=5 check=", 21) == 0,
	    "count: + 'b b': the end line counts 5 cells");
	T_OK(strstr(setline, "label=") == NULL, "count: no label, no label=");
	free(buf);
	/* harmonic, window 2: a-c at distance 2 counts 1/2 */
	s.label = "ham";
	s.window = 2;
	s.weight = AK_WEIGHT_HARMONIC;
	t = count_text(&s, &e);
	T_STR(t, "a\tb\t1\na\tc\t0.5\nb\ta\t1\nb\tc\t1\nc\ta\t0.5\nc\tb\t1\n",
	    "count: 'a b c', window 2, harmonic");
	T_OK(strncmp(setline, "# counts: window=2 weight=harmonic ", 35) == 0,
	    "count: harmonic window 2 in the settings line");
	free(buf);
	s.label = "none";
	t = count_text(&s, &e);
	T_OK(t != NULL && t[0] == '\0' && strncmp(endline, "# end: cells=0 "
	    "check=", 21) == 0, "count: no message labelled none: no cells, "
	    "no error (a shard's part of the sum)");
	free(buf);
}

static void
table_of(ak_table *t)
{
	ak_err e;

	if (ak_table_read_kind(t, vocab, 1, AK_TABLE_VOCAB, &e) != 0) {
		fprintf(stderr, "%s\n", e.msg);
		exit(1);
	}
}

/* E·Eᵀ of the ham corpus = P·Pᵀ, P = ln 2·C: PMI(a,b) = ln(1·4 / (1·2)) */
static void
check_gram(const double *E, const char *name)
{
	double l2 = log(2) * log(2);
	double want[9] = { l2, 0, l2, 0, 2 * l2, 0, l2, 0, l2 };
	double worst = 0;

	for (size_t i = 0; i < 3; i++)
		for (size_t j = 0; j < 3; j++) {
			double g = E[2 * i] * E[2 * j] + E[2 * i + 1] *
			    E[2 * j + 1];
			worst = fmax(worst, fabs(g - want[3 * i + j]));
		}
	T_NEAR(worst, 0, 1e-7, name);
}

static void
test_compute(void)
{
	ak_embrun s = settings();
	ak_table t;
	double *E;
	size_t nzero;
	long first;
	ak_err e;
	char *files[] = { tok };

	table_of(&t);
	s.label = "ham";
	T_OK(ak_embrun_compute(&E, &nzero, &first, &s, &t, files, 1, vocab,
	    &e) == 0, "compute: dense, d = 2");
	check_gram(E, "compute: dense E·Eᵀ = P·Pᵀ, P = ln2·C");
	T_OK(nzero == 0 && first == -1, "compute: no zero rows");
	free(t.x);
	t.x = E;
	t.cols = 2;
	FILE *fp = open_memstream(&buf, &buflen);
	char *w[] = { "a" };
	T_OK(ak_embrun_nn(fp, NULL, "", vocab, &t, NULL, w, 1, 1, &e) == 0,
	    "nn: a, k = 1");
	fclose(fp);
	T_STR(buf, "word\trank\tneighbour\tcosine\na\t1\tc\t1\n",
	    "nn: a's nearest is c, cosine 1 (same PPMI row)");
	free(buf);
	/* two pairs: cos(a,c) = 1 > cos(a,b) = 0 as human 2 > 1: rho 1 */
	fp = open_memstream(&buf, &buflen);
	char *sims[] = { sim };
	T_OK(ak_embrun_eval(fp, &t, sims, 1, NULL, 0, 0, SIZE_MAX, &e) == 0,
	    "eval: similarity");
	fclose(fp);
	T_STR(buf, "set\tsection\titems\tcovered\tmeasure\tvalue\n"
	    "sim\tall\t3\t2\tspearman\t1\n",
	    "eval: 3 pairs, 2 covered, rho 1");
	free(buf);
	/* a good file, then one that cannot be read: nothing is written (the
	   header and the good file's line went out before the error) */
	fp = open_memstream(&buf, &buflen);
	char *sims2[] = { sim, "/nonexistent/attnkit-sim.tsv" };
	T_OK(ak_embrun_eval(fp, &t, sims2, 2, NULL, 0, 0, SIZE_MAX, &e) == -1,
	    "eval: second similarity file missing: -1");
	fclose(fp);
	T_OK(buflen == 0, "eval: nothing written before the error");
	free(buf);
	fp = open_memstream(&buf, &buflen);
	T_OK(ak_embrun_write_emb(fp, &t, &e) == 0, "emb: written");
	fclose(fp);
	T_OK(strncmp(buf, "word\td1\td2\na\t", 13) == 0,
	    "emb: header word d1 d2, then row a");
	free(buf);

	s.solver = AK_SOLVER_SPARSE;
	T_OK(ak_embrun_compute(&E, &nzero, &first, &s, &t, files, 1, vocab,
	    &e) == 0, "compute: sparse, d = 2");
	check_gram(E, "compute: sparse E·Eᵀ = P·Pᵀ");
	free(E);
	/* the counter's least beside what is held: the table, E (3·2·8 B),
	 * the ids (3·16 B) and the reader's table of the words (16 slots of
	 * 16 B, its words held in them); the sparse path's need (1696 bytes by
	 * hand and the table) is far under it, refused at -M in e2e
	 * tests/e2e/ppmi-svd/sparse.sh */
	size_t held = ak_table_bytes(&t) + 48 + 48 + 256;
	s.memory = held + AK_SPCOUNT_LEAST(3);
	T_OK(ak_embrun_compute(&E, &nzero, &first, &s, &t, files, 1, vocab,
	    &e) == 0, "compute: sparse within the counter's least and what "
	    "is held");
	free(E);
	s.memory--;
	char want[200], mb[AK_FMT_SIZE_MAX];
	snprintf(want, sizeof want, "the vocabulary (3 words), its ids and "
	    "the embeddings (3×2 doubles) take 0.1 MB, and counting them "
	    "needs 0.3 MB more at least: more than --memory %s",
	    ak_fmt_size(mb, s.memory));
	T_OK(ak_embrun_compute(&E, &nzero, &first, &s, &t, files, 1, vocab,
	    &e) == -1 && E == NULL && strstr(e.msg, want) != NULL &&
	    strcmp(mb, "0.3 MB") == 0, "compute: a byte less refused before "
	    "counting, with what is held");

	s = settings();
	s.dim = 4;
	T_OK(ak_embrun_compute(&E, &nzero, &first, &s, &t, files, 1, vocab,
	    &e) == -1 && strstr(e.msg, "--dim 4 is larger than the vocabulary"
	    " (3 words)") != NULL, "compute: --dim 4 > 3 words");
	s = settings();
	s.window = 23;
	s.weight = AK_WEIGHT_HARMONIC;
	s.solver = AK_SOLVER_SPARSE;
	T_OK(ak_embrun_compute(&E, &nzero, &first, &s, &t, files, 1, vocab,
	    &e) == -1 && e.kind == AK_ERR_USAGE,
	    "compute: harmonic window 23, sparse: usage error");
	/* window 23 on the dense counter: 'a b c' alone, the same counts as
	 * window 2 harmonic: a-c = 1/2; no zero rows */
	s.solver = AK_SOLVER_AUTO;
	s.label = "ham";
	T_OK(ak_embrun_compute(&E, &nzero, &first, &s, &t, files, 1, vocab,
	    &e) == 0 && nzero == 0, "compute: harmonic window 23, dense");
	free(E);
	s = settings();
	/* "b b" alone: C(b,b) = 2 = N = row sum = column sum, so
	 * PMI(b,b) = ln(2·2 / (2·2)) = 0: every PPMI row is zero */
	s.label = "spam";
	T_OK(ak_embrun_compute(&E, &nzero, &first, &s, &t, files, 1, vocab,
	    &e) == 0 && nzero == 3 && first == 0,
	    "compute: spam only, all three PPMI rows zero, first a");
	T_OK(E != NULL && E[0] == 0 && E[1] == 0 && E[2] == 0 && E[3] == 0 &&
	    E[4] == 0 && E[5] == 0, "compute: E is exactly 0");
	free(E);
	ak_table_free(&t);
}

int
main(void)
{
	if (mkdtemp(dir) == NULL)
		return perror("mkdtemp"), 1;
	snprintf(vocab, sizeof vocab, "%s/vocab", dir);
	snprintf(tok, sizeof tok, "%s/tok", dir);
	snprintf(sim, sizeof sim, "%s/sim", dir);
	put(vocab, "word\tcount\tdocs\na\t1\t1\nb\t3\t2\nc\t1\t1\n");
	put(tok, "ham\ta b c\nspam\tb b\n");
	put(sim, "a\tc\t2\na\tb\t1\na\tzz\t3\n");
	test_dense_rule();
	test_ranks();
	test_counts();
	test_compute();
	unlink(vocab);
	unlink(tok);
	unlink(sim);
	rmdir(dir);
	return t_done();
}
