/*
 * sms-vocab — vocabulary, tokenized corpus or statistics of a labelled
 * corpus (label<TAB>text).  See man/sms-vocab.1.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "embfile.h"
#include "corpusargs.h"
#include "io.h"
#include "mem.h"
#include "opt.h"
#include "spool.h"
#include "table.h"
#include "text.h"
#include "typed.h"
#include "vocab.h"
#include "vocabrun.h"

/* the parsed command line */
struct sv_opts {
	ak_corpus_args in;	/* INPUT: the corpus's layout */
	int quiet;		/* -q: no warning or note (ak_vocabrun_note,
				   ak_vocabrun_labels) */
	long min_count, max_vocab;
	const char *vocab, *out;
	int tokens, stats;
	size_t memory;		/* -M, or 0 */
};

/* the combinations of the options, checked in this order (opt.h) */
static const ak_optrule rules[] = {
	AK_RULE_ONE_OF("tokens stats", NULL),
	AK_RULE_NOT_WITH("tokens", "min-count max-vocab",
	    "keep words with -v VOCAB"),
	AK_RULE_NEEDS("vocab", "tokens", NULL),
	AK_RULE_NEEDS("all-text", "unlabeled", NULL),
	AK_RULE_NOT_WITH("jsonl", "header no-header",
	    "JSON Lines has no header row: its fields are named in each "
	    "object"),
	AK_RULE_STDIN("vocab ARGS", NULL, NULL),
	AK_RULE_DISTINCT("ARGS", "its messages would be counted twice"),
	{ 0 }
};

#define F(f) AK_FIELD(struct sv_opts, f)
/* attnkit(5) "Command line": -q is --quiet in every tool, so the quoting,
 * the minimum count and the statistics are long only */
static const ak_opt options[] = {
	{ "quoting", 0, AK_OPT_CALL, F(in), "none|csv",
	    .help = "one message per line (default), or CSV quoting",
	    .call = ak_corpus_args_quoting },
	{ "csv", 0, AK_OPT_CALL, F(in), NULL,
	    .help = "comma-separated label,text (spam.csv; header skipped)",
	    .call = ak_corpus_args_csv },
	{ "jsonl", 0, AK_OPT_CALL, F(in), NULL,
	    .help = "JSON Lines: an object a line, fields by name (text, label)",
	    .call = ak_corpus_args_jsonl },
	{ "unlabeled", 0, AK_OPT_CALL, F(in), NULL,
	    .help = "each line (with --csv, each record) is one message's "
	    "text (label '-')",
	    .call = ak_corpus_args_unlabeled },
	{ "all-text", 0, AK_OPT_FLAG, F(in.co.all_text), NULL,
	    .help = "with --unlabeled: every line is text, also 'Ham,...' "
	    "(not guessed)" },
	{ "delimiter", 0, AK_OPT_CALL, F(in), "C",
	    .help = "a delimited file, as --csv, with C: , ; | or tab",
	    .call = ak_corpus_args_delimiter },
	{ "text-column", 0, AK_OPT_STR, F(in.co.text_column), "NAME|N",
	    .help = "the text's column: a header name or a number from 1" },
	{ "label-column", 0, AK_OPT_STR, F(in.co.label_column), "NAME|N",
	    .help = "the label's column: a header name or a number from 1" },
	{ "label-map", 0, AK_OPT_CALL, F(in), "A=B,...",
	    .help = "read label A as B (1=spam,0=ham; *=ham: every other; =-: an "
	    "empty one)",
	    .call = ak_corpus_args_label_map },
	{ "header", 0, AK_OPT_CALL, F(in), NULL,
	    .help = "the first record is the header (not guessed)",
	    .call = ak_corpus_args_header },
	{ "no-header", 0, AK_OPT_CALL, F(in), NULL,
	    .help = "the first record is a message (not guessed)",
	    .call = ak_corpus_args_no_header },
	{ "encoding", 0, AK_OPT_STR, F(in.co.encoding), "NAME",
	    .help = "input in NAME (cp1252, latin1, ...), not UTF-8; utf-8 "
	    "reads as they are the lines refused as mojibake (UTF-8 read as "
	    "cp1252 and written again) or as UTF-7, ISO-2022 or HZ" },
	{ "tokenizer", 0, AK_OPT_CALL, F(in), "NAME",
	    .help = "auto (default: ascii, unicode at a letter beyond ASCII), "
	    "ascii, lesson, or some of html,hyphen,latin1,unicode",
	    .call = ak_corpus_args_tokenizer },
	{ "keep-case", 0, AK_OPT_FLAG, F(in.keep_case), NULL,
	    .help = "tokens as written (Paris), not lowercased" },
	{ "min-count", 0, AK_OPT_LONG, F(min_count), "N",
	    .help = "keep words seen at least N times (default 10)",
	    .min = 1, .lmax = LONG_MAX },
	{ "max-vocab", 0, AK_OPT_LONG, F(max_vocab), "N",
	    .help = "keep the N most frequent of them (default: all)",
	    .min = 0, .lmax = LONG_MAX },
	{ "tokens", 't', AK_OPT_FLAG, F(tokens), NULL,
	    .help = "write the tokenized corpus: label<TAB>tok tok ..." },
	{ "vocab", 'v', AK_OPT_STR, F(vocab), "VOCAB",
	    .help = "with -t: keep only the words of this vocabulary",
	    .nonempty = 1 },
	{ "stats", 0, AK_OPT_FLAG, F(stats), NULL,
	    .help = "write corpus statistics (stat<TAB>value)" },
	{ "quiet", 'q', AK_OPT_FLAG, F(quiet), NULL,
	    .help = "no warning or note on stderr (and no progress: it is fast)" },
	{ "output", 'o', AK_OPT_STR, F(out), "FILE",
	    .help = "write to FILE (atomically) instead of stdout",
	    .nonempty = 1 },
	AK_OPT_MEMORY(struct sv_opts, memory),
	AK_OPT_HELP_ENTRIES,
	{ 0 }
};
#undef F

static const char synopsis[] =
"usage: sms-vocab [INPUT] [--min-count N] [--max-vocab N] [-M SIZE] [-o FILE]\n"
"                 [FILE ...]\n"
"       sms-vocab -t [INPUT] [-v VOCAB] [-M SIZE] [-o FILE] [FILE ...]\n"
"       sms-vocab --stats [INPUT] [--min-count N] [--max-vocab N] [-M SIZE]\n"
"                 [-o FILE] [FILE ...]\n"
"   INPUT is [--quoting none|csv | --csv | --jsonl] [--unlabeled [--all-text]]\n"
"            [--delimiter C] [--text-column NAME|N] [--label-column NAME|N]\n"
"            [--label-map A=B,...] [--header | --no-header]\n"
"            [--encoding NAME] [--tokenizer NAME] [--keep-case]\n";

/* what the rules (above) cannot say: -q taken for the old quoting
 * option (an operand that is a quoting's name and no file); the words
 * typed in --label-map, --text-column, --label-column not UTF-8; then
 * the corpus's layout (corpusargs.h) */
static int
check(struct sv_opts *o, const ak_optp *p, ak_err *e)
{
	/* -q was --quoting before it was --quiet: 'sms-vocab -q csv' now
	 * reads a file named csv; say what happened instead of "no such
	 * file" */
	for (int i = 0; o->quiet && i < p->noperands; i++)
		if ((strcmp(p->operands[i], "csv") == 0 ||
		    strcmp(p->operands[i], "none") == 0) &&
		    access(p->operands[i], F_OK) != 0)
			return ak_erru(e, "-q is --quiet; the quoting is "
			    "--quoting %s", p->operands[i]);
	/* the names and labels typed: UTF-8, as the file's (typed.h: a
	 * terminal of another code page named, exit 1), never "not in
	 * --label-map" of a label the user typed in cp1252 */
	const ak_labelmap *m = &o->in.map;
	for (size_t i = 0; i < m->n; i++)
		if (ak_typed_utf8("--label-map", m->from[i], e) != 0 ||
		    ak_typed_utf8("--label-map", m->to[i], e) != 0)
			return -1;
	if (m->dflt != NULL && ak_typed_utf8("--label-map", m->dflt, e) != 0)
		return -1;
	if ((o->in.co.text_column != NULL && ak_typed_utf8("--text-column",
	    o->in.co.text_column, e) != 0) || (o->in.co.label_column != NULL
	    && ak_typed_utf8("--label-column", o->in.co.label_column, e) != 0))
		return -1;
	return ak_corpus_args_finish(&o->in, e);
}

/*
 * the corpus files (*files, *nfiles: standard input when none) and every
 * input with -v's file after them, for ak_out_open's check that -o is
 * none of them.  NULL with e: out of memory.
 */
static const char **
inputs_of(int argc, char **argv, const char *vocab_path,
    const char *const **files, size_t *nfiles, ak_err *e)
{
	static const char *stdin_only[] = { "-", NULL };
	const char **inputs;

	*files = argc > 0 ? (const char *const *)argv : stdin_only;
	*nfiles = argc > 0 ? (size_t)argc : 1;
	if ((inputs = calloc(*nfiles + 2, sizeof(char *))) == NULL) {
		ak_errf(e, "out of memory");
		return NULL;
	}
	for (size_t i = 0; i < *nfiles; i++)
		inputs[i] = (*files)[i];
	inputs[*nfiles] = vocab_path;
	return inputs;
}

/* after a read: what the run decided or dropped, on stderr (not -q) */
static void
say(const ak_vocabrun *r, const ak_corpus_opt *co)
{
	char note[1024];

	if (ak_vocabrun_note(r, note, sizeof note))
		fprintf(stderr, "sms-vocab: warning: %s\n", note);
	if (ak_vocabrun_notoken(r, note, sizeof note))
		fprintf(stderr, "sms-vocab: note: %s\n", note);
	if (ak_vocabrun_unspaced(r, note, sizeof note))
		fprintf(stderr, "sms-vocab: note: %s\n", note);
	if (ak_vocabrun_auto(r, note, sizeof note))
		fprintf(stderr, "sms-vocab: note: %s\n", note);
	if (ak_vocabrun_case(r, note, sizeof note))
		fprintf(stderr, "sms-vocab: note: %s\n", note);
	if (ak_vocabrun_decomposed(r, note, sizeof note))
		fprintf(stderr, "sms-vocab: note: %s\n", note);
	if (ak_vocabrun_labels(r, co, note, sizeof note))
		fprintf(stderr, "sms-vocab: note: %s\n", note);
	if (ak_vocabrun_unkept(r, note, sizeof note))
		fprintf(stderr, "sms-vocab: note: %s\n", note);
}

/* -t -v: keep the words of vocab (path, for the note), looked up as
 * written, then by their case folding (vocabrun.h) */
static void
keep_vocab(ak_vocabrun *r, const ak_table *vocab, const char *path)
{
	r->keep = &vocab->index;
	r->keepwords = vocab->labels;
	r->nkeep = vocab->rows;
	r->keepname = strcmp(path, "-") == 0 ? "<stdin>" : path;
	/* a vocabulary's header is word count docs; any other table is
	   vectors, their words their trainer's (no --min-count of ours) */
	r->keepvecs = !(vocab->cols == 2 && vocab->colnames != NULL &&
	    strcmp(vocab->colnames[1], "count") == 0 &&
	    strcmp(vocab->colnames[2], "docs") == 0);
}

/* -v's word list: the format detected; the tool that reads it as another
 * and converts it (--emb-format tsv) is ppmi-svd, which the hint names as
 * such: sms-vocab has no format option.  Lines of a word and its count
 * (gensim's fvocab, word2vec's -save-vocab, sms-vocab's own spaced), which
 * the embeddings reader refuses as vectors, are a word list to it
 * (AK_TABLE_WORDS: embfile-rd.c), their words the first column */
static int
read_words(ak_table *t, const char *path, size_t budget, ak_err *e)
{
	if (ak_emb_read_words(t, path, "ppmi-svd --load-format", budget,
	    e) == 0)
		return 0;
	ak_err_subst(e, "name the format with ppmi-svd --load-format",
	    "sms-vocab -v reads the format it finds: convert the file to a "
	    "word list with ppmi-svd --load FILE --emb-format tsv -o WORDS "
	    "--load-format");
	return -1;
}

/* the vocabulary's words; none kept (a --min-count above every count)
 * refused in the vocabulary mode, where the file would go on silently
 * into ppmi-svd (--stats reports it: vocab 0) */
static int
pick(const ak_vocabrun *r, long min_count, long max_vocab, int mode,
    const char *src, size_t **order, size_t *nv, ak_err *e)
{
	if (ak_counts_select(&r->counts, min_count, (size_t)max_vocab, order,
	    nv, e) != 0)
		return -1;
	return mode == 'v' && *nv == 0 ? ak_counts_none_kept(&r->counts,
	    min_count, src, e) : 0;
}

int
main(int argc, char *argv[])
{
	struct sv_opts o = { .in.co = { .quoting = AK_QUOTING_NONE,
	    .tokenizer = AK_TOK_AUTO }, .min_count = 10 };
	ak_optp p = { .tab = options, .dst = &o, .prog = "sms-vocab",
	    .synopsis = synopsis, .rules = rules, .args = "FILE" };
	ak_vocabrun r;
	ak_table vocab;		/* -v: the words to keep */
	ak_out out;
	ak_err e;

	ak_xopt(&p, argc, argv);
	o.in.co.note = ak_note_stderr;
	o.in.co.note_ctx = &o.quiet;
	if (check(&o, &p, &e) != 0) {
		ak_corpus_args_free(&o.in);
		ak_opt_free(&p);
		ak_xfail(&e);
	}
	argc = p.noperands;
	argv = p.operands;
	const char *vocab_path = o.vocab, *out_path = o.out;
	int mode = o.tokens ? 't' : o.stats ? 's' : 'v';
	long min_count = o.min_count, max_vocab = o.max_vocab;
	int argc0 = p.argc0;
	char **argv0 = p.argv0;

	const char *const *files;
	size_t nfiles;
	const char **inputs = inputs_of(argc, argv, vocab_path, &files,
	    &nfiles, &e);
	if (inputs == NULL)
		ak_xfail(&e);

	size_t budget = ak_cli_budget(o.memory, ak_mem_as_room(), 0);
	/* -v: its format detected (ppmi-svd reads and converts it as
	   another), read within -M; the counts have the rest */
	if (vocab_path != NULL && read_words(&vocab, vocab_path, budget,
	    &e) != 0)
		ak_xfail(&e);
	if (ak_vocabrun_init(&r, &e) != 0)
		ak_xfail(&e);
	r.tokens = mode == 't';
	r.memory = budget - (vocab_path ? ak_table_bytes(&vocab) : 0);
	if (vocab_path != NULL)
		keep_vocab(&r, &vocab, vocab_path);
	if (ak_out_open(&out, out_path, inputs, &e) != 0)
		ak_xfail(&e);
	r.out = out.fp;
	/* -t writes as it reads: held back until the input is known to be
	   good (spool.h), so that an error leaves standard output empty */
	FILE *sp = NULL;
	if (mode == 't') {
		if ((sp = ak_spool_open(&out, &e)) == NULL)
			goto fail;
		r.out = sp;
		ak_provenance(r.out, argc0, argv0);
	}
	if (ak_vocabrun_read(&r, files, nfiles, &o.in.co, &e) != 0)
		goto fail;
	if (sp != NULL) {
		FILE *s = sp;
		sp = NULL;
		r.out = out.fp;
		if (ak_spool_flush(&out, s, &e) != 0)
			goto fail;
	}
	if (mode != 't') {
		size_t *order, nv;

		if (pick(&r, min_count, max_vocab, mode, nfiles == 1 ? files[0]
		    : "input", &order, &nv, &e) != 0)
			goto fail;
		ak_provenance(r.out, argc0, argv0);
		if (mode == 's')
			ak_vocabrun_write_stats(r.out, &r, min_count, nv);
		else
			ak_vocabrun_write_vocab(r.out, &r, order, nv);
		free(order);
	}
	if (ak_out_commit(&out, &e) != 0)
		ak_xfail(&e);
	if (!o.quiet)
		say(&r, &o.in.co);
	ak_vocabrun_free(&r);
	if (vocab_path != NULL)
		ak_table_free(&vocab);
	free(inputs);
	ak_corpus_args_free(&o.in);
	ak_opt_free(&p);
	ak_xfinish();
	return 0;
fail:
	ak_spool_drop(&out, sp);
	ak_out_abort(&out);
	free(inputs);	/* no leak report under LeakSanitizer */
	ak_corpus_args_free(&o.in);
	ak_opt_free(&p);
	ak_xfail(&e);
}
