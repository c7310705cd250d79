/*
 * ppmi-svd — word embeddings from a tokenized corpus: window
 * co-occurrence, PPMI, truncated SVD; or nearest neighbours by cosine.
 * See man/ppmi-svd.1.  Options: cmd/ppmi-svd/opts.c; the questions'
 * words and the evaluations' notes: cmd/ppmi-svd/query.c; the pipeline:
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
	/* tokens of other case, counted out (a count of no cell: its note
	   says why) */
	if (!o->s.from_counts && c.nmsg != 0 && ak_spcount_pairs(&c.c) != 0)
		ak_embrun_case_note(stderr, &c.vocab, o->files, o->nfiles);
	if (!o->s.from_counts)
		ak_embrun_counts_free(&c);
}

/* --load's embeddings (ft: a fastText model's n-grams, for --oov
 * subword; without it only the model's settings, which say that --oov
 * subword would answer a word it lacks), or the vocabulary, into t */
static void
load(struct ps_opts *o, ak_table *t, ak_ft *ft, const char *src)
{
	ak_err e;

	if (o->load ? ak_emb_read_ft(t, ft, src, o->load_format,
	    "--load-format", o->s.memory, 0, NULL, &e) : ak_table_read_mem(t,
	    src, 1, AK_TABLE_VOCAB, o->s.memory, &e))
		ak_xfail(&e);
	if (o->s.oov != AK_OOV_SUBWORD)
		ak_ft_drop_rows(ft);	/* the rows are not held */
	else if (ft->ngram == NULL) {
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
	if (!o->s.from_counts)	/* tokens of other case, counted out */
		ak_embrun_case_note(stderr, t, o->files, o->nfiles);
	if (E == NULL)		/* a rank past 0: its part is done */
		return;
	if (nzero > 0)
		fprintf(stderr, "ppmi-svd: warning: %zu of %zu words have an "
		    "all-zero PPMI row (e.g. '%s': no co-occurrence, or every "
		    "PMI <= ln --neg): zero vectors, with no cosine (left out "
		    "of --nn's neighbours)%s\n", nzero,
		    t->rows, t->labels[first_zero], nzero == t->rows &&
		    o->s.neg > 1 ? "; every word's: a smaller --neg" : "");
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

/* the process-wide settings of the merges of count files (counts.h) */
static void
counts_setup(struct ps_opts *o)
{
	ak_counts_allow_same(o->same_counts);
	/* words in CSV's quotes, kept: every merge of count files says it */
	ak_counts_note(ak_note_stderr, &o->quiet);
}

int
main(int argc, char *argv[])
{
	struct ps_opts o;
	ak_table t;
	ak_ft ft = { 0 };
	ak_out out;
	ak_evalrun ev;
	ak_err e;
	int r;

	ak_cli_blas_started();
	ps_parse(&o, argc, argv);
	counts_setup(&o);
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
	ps_known_nn(&o, &t, &ft, src);
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
	ps_zero_rows(&o, &t, src);
	/* the evaluation files are read before the first line goes out */
	if (o.sim.n + o.ana.n > 0 && ak_embrun_eval_run(&ev, &t, o.sim.v, o.sim.n,
	    o.ana.v, o.ana.n, o.s.memory, &e) != 0) {
		ak_out_abort(&out);
		ak_xfail(&e);
	}
	if (o.sim.n + o.ana.n > 0)
		ps_eval_notes(&o, &ev);
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
