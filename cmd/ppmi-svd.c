/*
 * ppmi-svd — word embeddings from a tokenized corpus: window
 * co-occurrence, PPMI, truncated SVD; or nearest neighbours by cosine.
 * See man/ppmi-svd.1.  Options: cmd/ppmi-svd/opts.c; the pipeline:
 * lib/embed/embrun.h.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "blasthr.h"
#include "cli.h"
#include "counts.h"
#include "emb.h"
#include "embfile.h"
#include "embquery.h"
#include "embrun.h"
#include "io.h"
#include "isa.h"
#include "ppmi-svd/ps.h"
#include "spool.h"
#include "tokseq.h"
#include "utok.h"
#include "table.h"

/* --count: the counts of the tokens, or the sum of count files */
static void
write_counts(struct ps_opts *o)
{
	ak_embrun_counts c;
	ak_out out;
	ak_err e;
	uint64_t L = ak_cooc_units(o->s.window, o->s.weight);
	char want[AK_COUNTS_SETTINGS_MAX];

	if (L == 0) {
		ak_erru(&e, "--weight harmonic counts exactly up to --window "
		    "%d (got %zu)", AK_SPCOUNT_MAX_HARMONIC, o->s.window);
		ak_xfail(&e);
	}
	/* a binary count file is for a file or a pipe, not a terminal (as
	 * gzip refuses) */
	if (o->count_format == 1 && (o->out == NULL || strcmp(o->out, "-") ==
	    0) && isatty(STDOUT_FILENO)) {
		ak_erru(&e, "--count-format binary: standard output is a "
		    "terminal (give -o FILE, or a pipe)");
		ak_xfail(&e);
	}
	/* -o first: a bad one is said before the counting, not after */
	if (ak_out_open(&out, o->out, o->inputs, &e) != 0)
		ak_xfail(&e);
	if (!o->s.from_counts && ak_embrun_count(&c, &o->s, o->vocab,
	    o->files, o->nfiles, &e) != 0) {
		ak_progline_clear(&o->pline);
		ak_out_abort(&out);
		ak_xfail(&e);
	}
	ak_progline_clear(&o->pline);
	/* the provenance comment: the merge writes it with its first cell
	 * (no counts: nothing written) */
	char *head = NULL;
	size_t hlen = 0;
	FILE *hf = open_memstream(&head, &hlen);
	if (hf == NULL) {
		ak_errf(&e, "out of memory");
		ak_out_abort(&out);
		ak_xfail(&e);
	}
	ak_provenance(hf, o->p.argc0, o->p.argv0);
	fclose(hf);
	ak_counts_settings(want, o->s.window, o->s.weight, NULL, NULL, 0, 0, 0,
	    0, 0);
	/* standard output held back until the counts are known to be good
	   (spool.h): a merge's error comes at a file's end, after cells */
	FILE *sp = ak_spool_open(&out, &e);
	if (sp != NULL && !o->s.from_counts && o->count_format == 0)
		fputs(head, sp);
	if (sp == NULL || (o->count_format == 1 ? (o->s.from_counts ?
	    ak_counts_merge_write_bin(sp, o->files, o->nfiles, L, want, head,
	    &e) : ak_embrun_counts_write_bin(sp, &c, &o->s, head, &e)) :
	    o->rows[1] > 0 ? ak_counts_block_write(sp,
	    o->files, o->nfiles, L, o->rows[0], o->rows[1], want, head, &e) :
	    o->s.from_counts ? ak_counts_merge_write(sp, o->files, o->nfiles,
	    L, want, head, &e) : ak_embrun_counts_write(sp, &c, &o->s, &e))) {
		free(head);
		ak_spool_drop(&out, sp);
		ak_out_abort(&out);
		ak_xfail(&e);
	}
	free(head);
	if (ak_spool_flush(&out, sp, &e) != 0) {	/* it closes sp */
		ak_out_abort(&out);
		ak_xfail(&e);
	}
	if (ak_out_commit(&out, &e) != 0)
		ak_xfail(&e);
	if (!o->s.from_counts && !o->quiet)	/* a count file of no cell */
		ak_embrun_counts_note(stderr, &c, &o->s, o->files, o->nfiles);
	if (!o->s.from_counts)
		ak_embrun_counts_free(&c);
}

/* an unknown --nn word is a warning when others are known (they are
 * answered), an error when none is; with --oov subword a word not in the
 * model is known by its n-grams (ft), unknown when it has none of
 * minn..maxn characters (its vector would be zero, as fastText's) */
static void
known_nn(struct ps_opts *o, const ak_table *t, const ak_ft *ft,
    const char *src)
{
	size_t nknown = 0;
	ak_err e;
	ak_wordfind f;
	char note[300];
	long r;

	/* as written, else by its folding, said (tokseq.h) */
	(void)ak_wordfind_init(&f, t, AK_TOK_UNICODE, &e);
	f.exact = o->keep_case;
	for (size_t i = 0; i < o->nn.n; i++) {
		if ((r = ak_wordfind_said(&f, o->nn.v[i], note, sizeof note,
		    &e)) == -2)
			ak_xfail(&e);
		if (r >= 0 && note[0] != '\0' && !o->quiet)
			fprintf(stderr, "ppmi-svd: note: %s: --nn %s; "
			    "--keep-case looks words up only as written%s\n",
			    src, note, o->s.oov == AK_OOV_SUBWORD ? " (then "
			    "by their n-grams)" : "");
		if (r >= 0)	/* the row's word: its neighbours' heading */
			o->nn.v[i] = t->labels[r];
		nknown += r >= 0;
	}
	ak_wordfind_free(&f);
	size_t nans = nknown;	/* the words that will be answered */
	for (size_t i = 0; o->s.oov == AK_OOV_SUBWORD && i < o->nn.n; i++)
		nans += ak_table_find(t, o->nn.v[i]) < 0 &&
		    !ak_ft_unknown(ft, o->nn.v[i], src, &e);
	for (size_t i = 0, k = 0; i < o->nn.n; i++) {
		char hint[128];

		if (ak_table_find(t, o->nn.v[i]) >= 0) {
			o->nn.v[k++] = o->nn.v[i];
			continue;
		}
		int u = o->s.oov == AK_OOV_SUBWORD ? ak_ft_unknown(ft,
		    o->nn.v[i], src, &e) : 0;
		if (u != 0) {	/* -1: out of memory */
			if (u < 0 || nans == 0)
				ak_xfail(&e);
			fprintf(stderr, "ppmi-svd: warning: %s\n", e.msg);
			continue;
		}
		if (o->s.oov == AK_OOV_SUBWORD) {	/* from its n-grams */
			if (!o->quiet)
				fprintf(stderr, "ppmi-svd: note: %s: '%s' is "
				    "not in the model: its vector is the mean "
				    "of its n-grams' (--oov subword)\n", src,
				    o->nn.v[i]);
			o->nn.v[k++] = o->nn.v[i];
			nknown++;
			continue;
		}
		ak_emb_case_hint(hint, sizeof hint, t, o->nn.v[i]);
		ak_errf(&e, "%s: --nn '%s': not in the %s%s", src, o->nn.v[i],
		    o->load ? "embeddings" : "vocabulary", hint);
		if (nans == 0)
			ak_xfail(&e);
		fprintf(stderr, "ppmi-svd: warning: %s\n", e.msg);
	}
	o->nn.n = o->nn.n > 0 ? nknown : 0;
}

/* the embeddings t (read or made) before words are ranked by cosine
 * (--nn, --most-similar): a --nn word whose vector is zero has no
 * direction and no neighbours, as an unknown word has none (gensim's
 * cosines are NaN): a warning when other words are answered, an error
 * when none is; the zero rows, left out of the neighbours (emb.h
 * ak_nearest), said once for --load (a pipeline's where they are made,
 * compute) */
static void
zero_rows(struct ps_opts *o, const ak_table *t, const char *src)
{
	long first, q;
	size_t nz = ak_emb_zero_rows(t->x, t->rows, t->cols, &first), k = 0;
	ak_err e;

	for (size_t i = 0; nz > 0 && i < o->nn.n; i++) {
		if ((q = ak_table_find(t, o->nn.v[i])) < 0 ||
		    !ak_is_zero(t->x + (size_t)q * t->cols, t->cols)) {
			o->nn.v[k++] = o->nn.v[i];
			continue;
		}
		ak_errf(&e, "%s: --nn '%s': its vector is zero: no direction, "
		    "and no cosine with any word", src, o->nn.v[i]);
		if (k == 0 && i + 1 == o->nn.n)
			ak_xfail(&e);
		fprintf(stderr, "ppmi-svd: warning: %s\n", e.msg);
	}
	if (nz > 0 && o->nn.n > 0)
		o->nn.n = k;
	if (nz > 0 && o->load != NULL && (o->nn.n > 0 || o->qmost.n > 0))
		fprintf(stderr, "ppmi-svd: warning: %s: %zu of %zu words have "
		    "a zero vector (e.g. '%s'): no direction and no cosine, "
		    "left out of the neighbours\n", ak_table_where(t, src,
		    (size_t)first), nz, t->rows, t->labels[first]);
}

/* --load's embeddings (ft: a fastText model's n-grams, for --oov
 * subword), or the vocabulary, into t */
static void
load(struct ps_opts *o, ak_table *t, ak_ft *ft, const char *src)
{
	ak_err e;

	if (o->load ? ak_emb_read_ft(t, o->s.oov == AK_OOV_SUBWORD ? ft :
	    NULL, src, o->load_format, "--load-format", o->s.memory, 0, NULL,
	    &e) : ak_table_read_mem(t, src, 1, AK_TABLE_VOCAB, o->s.memory,
	    &e))
		ak_xfail(&e);
	if (o->s.oov == AK_OOV_SUBWORD && ft->ngram == NULL) {
		ak_erru(&e, "--oov subword: %s is not a fastText model (.bin): "
		    "its words have no n-grams", src);
		ak_xfail(&e);
	}
}

/* the vocabulary table t gets the embeddings as its columns */
static void
compute(struct ps_opts *o, ak_table *t, const char *src)
{
	double *E;
	size_t nzero;
	long first_zero;
	ak_err e;
	int r = ak_embrun_compute(&E, &nzero, &first_zero, &o->s, t, o->files,
	    o->nfiles, src, &e);

	ak_progline_clear(&o->pline);	/* before a message, and done */
	if (r != 0)
		ak_xfail(&e);
	if (E == NULL)		/* a rank past 0: its part is done */
		return;
	if (nzero > 0)
		fprintf(stderr, "ppmi-svd: warning: %zu of %zu words have an "
		    "all-zero PPMI row (e.g. '%s': no co-occurrence, or every "
		    "PMI <= ln --neg): zero vectors, with no cosine (left out "
		    "of --nn's neighbours)\n", nzero,
		    t->rows, t->labels[first_zero]);
	for (size_t j = 0; j <= t->cols; j++)	/* count docs */
		free(t->colnames[j]);
	free(t->colnames);
	t->colnames = NULL;
	free(t->x);
	t->x = E;
	t->cols = o->s.dim;
}

/* --svd-rank I/P: the node's name for the coordinator's messages (Slurm's
 * name of it, else the host's); I > 0: its share of the SVD's products,
 * no output, and the end (ak_xdone) */
static void
rank_part(struct ps_opts *o, ak_table *t, const char *src)
{
	static char node[256];
	const char *n = getenv("SLURMD_NODENAME");

	if (n != NULL)
		snprintf(node, sizeof node, "%s", n);
	else if (gethostname(node, sizeof node - 1) != 0)
		snprintf(node, sizeof node, "?");
	o->s.node = node;
	if (o->s.rank == 0)
		return;
	compute(o, t, src);
	ak_table_free(t);
	ps_free(o);
	ak_xdone();
}

int
main(int argc, char *argv[])
{
	struct ps_opts o;
	ak_table t;
	ak_ft ft = { 0 };
	ak_out out;
	ak_evalrun ev = { 0 };
	ak_err e;
	int r;

	ak_cli_blas_started();
	ps_parse(&o, argc, argv);
	ak_counts_allow_same(o.same_counts);	/* counts.h */
	/* the vector path of the sparse products (the same bits on each) */
	if (ak_isa_from_env(&e) != 0)
		ak_xfail(&e);
	/* the decompositions run on one thread (the same bits on any
	   machine): OpenBLAS's workers would only spin on the cores that
	   -j counts and multiplies on */
	ak_blas_one_thread();
	/* blasthr.h: a limit that leaves OpenBLAS no room for its buffers
	   is said, not waited on for ever (a pipeline's SVD says it in
	   lib/embed/embrun.c, after the counting's own errors) */
	if (o.load != NULL && ak_blas_room(&e) != 0)
		ak_xfail(&e);
	if (o.count) {
		write_counts(&o);
		ps_free(&o);
		ak_xfinish();
		return 0;
	}
	const char *src = o.load ? o.load : o.vocab;
	/* (--load-format reads, --emb-format is what is written) */
	load(&o, &t, &ft, src);
	known_nn(&o, &t, &ft, src);
	/* the questions' words looked up (and the unknown ones warned
	 * about) before any work */
	ak_queries qs = { 0 };
	const ak_optlist *ql = o.qsim.n ? &o.qsim : o.qmost.n ? &o.qmost :
	    o.qodd.n ? &o.qodd : NULL;
	if (ql != NULL && ak_embquery_parse(&qs, &t, ql == &o.qsim ?
	    AK_QUERY_SIMILAR : ql == &o.qmost ? AK_QUERY_MOST : AK_QUERY_ODD,
	    ql->v, ql->n, o.cosmul, o.keep_case, stderr, "ppmi-svd: warning: ", src,
	    &e) != 0)
		ak_xfail(&e);
	if (o.s.ranks > 1)
		rank_part(&o, &t, src);
	/* -o is opened before the work: an output that would overwrite an
	   input is refused at once, and a signal during the work removes
	   the temporary file (ak_out_open) */
	if (ak_out_open(&out, o.out, o.inputs, &e) != 0)
		ak_xfail(&e);
	if (o.load == NULL)
		compute(&o, &t, src);
	zero_rows(&o, &t, src);
	/* the evaluation files are read before the first line goes out */
	if (o.sim.n + o.ana.n > 0 && ak_embrun_eval_run(&ev, &t, o.sim.v, o.sim.n,
	    o.ana.v, o.ana.n, o.s.memory, &e) != 0) {
		ak_out_abort(&out);
		ak_xfail(&e);
	}
	ps_eval_notes(&ev, &t, o.quiet);
	/* the table's words and values checked before the first byte goes
	   out: on standard output nothing can be taken back */
	int tables = ql == NULL && o.nn.n + o.sim.n + o.ana.n == 0;
	if (tables && ak_emb_write_check(&t, (ak_emb_format)o.emb_format, src,
	    &e) != 0) {
		ak_out_abort(&out);
		ak_xfail(&e);
	}
	/* the provenance comment: not in word2vec and GloVe files, which
	 * have no comments (a reader would take it for a word) */
	if (!tables || o.emb_format == AK_EMB_TSV)
		ak_provenance(out.fp, o.p.argc0, o.p.argv0);
	r = 0;
	if (o.nn.n > 0)
		r = ak_embrun_nn(out.fp, stderr, "ppmi-svd: warning: ", src,
		    &t, &ft, o.nn.v, o.nn.n, o.k, &e);
	else if (ql != NULL) {
		r = ak_embquery_write(out.fp, &qs, &t, o.k, &e);
		ak_embquery_free(&qs);
	} else if (o.sim.n + o.ana.n > 0) {
		ak_embrun_eval_write(out.fp, &ev, &t, o.items);
		ak_embrun_eval_free(&ev);
	} else
		r = ak_emb_write_j(out.fp, &t, (ak_emb_format)o.emb_format,
		    src, o.s.threads, &e);
	if (r != 0) {
		ak_out_abort(&out);
		ak_xfail(&e);
	}
	if (ak_out_commit(&out, &e) != 0)
		ak_xfail(&e);
	ak_table_free(&t);
	ak_ft_free(&ft);
	ps_free(&o);
	ak_xfinish();
	return 0;
}
