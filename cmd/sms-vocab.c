/*
 * sms-vocab — vocabulary, tokenized corpus or statistics of a labelled
 * corpus (label<TAB>text).  See man/sms-vocab.1.
 */
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "conv.h"
#include "io.h"
#include "table.h"
#include "text.h"
#include "vocab.h"
#include "vocabrun.h"

enum { OPT_MAX_VOCAB = CHAR_MAX + 1, OPT_VERSION, OPT_CSV, OPT_ENCODING,
	OPT_UNLABELED, OPT_QUOTING, OPT_MIN_COUNT, OPT_STATS, OPT_TOKENIZER };

/* attnkit(5) "Command line": -q is --quiet in every tool, so the quoting,
 * the minimum count and the statistics are long only */
static const struct option longopts[] = {
	{ "quoting",	required_argument, NULL, OPT_QUOTING },
	{ "min-count",	required_argument, NULL, OPT_MIN_COUNT },
	{ "max-vocab",	required_argument, NULL, OPT_MAX_VOCAB },
	{ "csv",	no_argument,	   NULL, OPT_CSV },
	{ "encoding",	required_argument, NULL, OPT_ENCODING },
	{ "unlabeled",	no_argument,	   NULL, OPT_UNLABELED },
	{ "tokens",	no_argument,	   NULL, 't' },
	{ "vocab",	required_argument, NULL, 'v' },
	{ "stats",	no_argument,	   NULL, OPT_STATS },
	{ "tokenizer",	required_argument, NULL, OPT_TOKENIZER },
	{ "quiet",	no_argument,	   NULL, 'q' },
	{ "output",	required_argument, NULL, 'o' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ "version",	no_argument,	   NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 }
};

static const char usage_text[] =
"usage: sms-vocab [INPUT] [--min-count N] [--max-vocab N] [-o FILE] [FILE ...]\n"
"       sms-vocab -t [INPUT] [-v VOCAB] [-o FILE] [FILE ...]\n"
"       sms-vocab --stats [INPUT] [--min-count N] [--max-vocab N] [-o FILE] [FILE ...]\n"
"   INPUT is [--quoting none|csv | --csv | --unlabeled] [--encoding NAME]\n"
"            [--tokenizer NAME]\n"
"      --quoting none|csv  one message per line (default), or CSV quoting\n"
"      --csv               comma-separated label,text (spam.csv; header skipped)\n"
"      --unlabeled         each line is one message's text (label '-')\n"
"      --encoding NAME     input in NAME (cp1252, latin1, ...), not UTF-8\n"
"      --tokenizer NAME    ascii (default), lesson, or some of html,hyphen,latin1,\n"
"                          unicode (the letters of every script)\n"
"      --min-count N       keep words seen at least N times (default 10)\n"
"      --max-vocab N       keep the N most frequent of them (default: all)\n"
"  -t, --tokens            write the tokenized corpus: label<TAB>tok tok ...\n"
"  -v, --vocab VOCAB       with -t: keep only the words of this vocabulary\n"
"      --stats             write corpus statistics (stat<TAB>value)\n"
"  -q, --quiet             no progress (sms-vocab shows none: it is fast)\n"
"  -o, --output FILE       write to FILE (atomically) instead of stdout\n"
"  -h, --help              this help;  --version  the version\n";

int
main(int argc, char *argv[])
{
	ak_corpus_opt co = { .quoting = AK_QUOTING_NONE };
	int nquoting = 0;	/* --quoting, --csv, --unlabeled given */
	int quiet = 0;		/* -q: accepted in every tool; nothing to hide */
	long min_count = 10, max_vocab = 0;
	const char *vocab_path = NULL, *out_path = NULL;
	ak_vocabrun r;
	int mode = 'v';		/* 'v' vocabulary, 't' tokens, 's' stats */
	ak_table vocab;		/* -v: the words to keep */
	ak_out out;
	ak_err e;
	int ch, select_set = 0;	/* -m or --max-vocab given */

	/* the command line as typed, for the provenance line (getopt_long
	 * permutes argv) */
	int argc0 = argc;
	char **argv0 = calloc((size_t)argc + 1, sizeof(char *));
	if (argv0 == NULL) {
		ak_errf(&e, "out of memory");
		ak_xdie(1, &e);
	}
	memcpy(argv0, argv, (size_t)argc * sizeof(char *));
	ak_set_usage(usage_text);
	while ((ch = ak_getopt_long(argc, argv, "qtv:o:h", longopts, NULL))
	    != -1) {
		switch (ch) {
		case OPT_CSV:
			co.quoting = AK_QUOTING_COMMA;
			nquoting++;
			break;
		case OPT_UNLABELED:
			co.unlabeled = 1;
			nquoting++;
			break;
		case OPT_ENCODING:
			co.encoding = optarg;
			break;
		case OPT_TOKENIZER:
			if (ak_tokenizer_parse(optarg, &co.tokenizer, &e) != 0)
				ak_xdie(2, &e);
			break;
		case 'q':
			quiet = 1;
			break;
		case OPT_QUOTING:
			nquoting++;
			if (strcmp(optarg, "none") == 0)
				co.quoting = AK_QUOTING_NONE;
			else if (strcmp(optarg, "csv") == 0)
				co.quoting = AK_QUOTING_CSV;
			else {
				ak_errf(&e, "--quoting: '%s' is not none or csv",
				    optarg);
				ak_xdie(2, &e);
			}
			break;
		case OPT_MIN_COUNT:
			min_count = ak_xlong(optarg, 1, LONG_MAX, "--min-count");
			select_set = 1;
			break;
		case OPT_MAX_VOCAB:
			max_vocab = ak_xlong(optarg, 0, LONG_MAX, "--max-vocab");
			select_set = 1;
			break;
		case 't':
		case OPT_STATS:
			if (mode != 'v' && mode != (ch == 't' ? 't' : 's')) {
				ak_errf(&e, "--tokens and --stats exclude each "
				    "other");
				ak_xdie(2, &e);
			}
			mode = ch == 't' ? 't' : 's';
			break;
		case 'v':
			vocab_path = optarg;
			break;
		case 'o':
			out_path = optarg;
			break;
		case 'h':
			ak_usage(0);
		case OPT_VERSION:
			printf("sms-vocab (attnkit) %s\n", AK_VERSION);
			free(argv0);
			return 0;
		default:
			ak_usage(2);
		}
	}
	argc -= optind;
	argv += optind;
	/* -q was --quoting before it was --quiet: 'sms-vocab -q csv' now reads
	 * a file named csv; say what happened instead of "no such file" */
	for (int i = 0; quiet && i < argc; i++)
		if ((strcmp(argv[i], "csv") == 0 || strcmp(argv[i], "none") ==
		    0) && access(argv[i], F_OK) != 0)
			ak_xusage("-q is --quiet; the quoting is --quoting %s",
			    argv[i]);
	if (co.encoding != NULL) {	/* an unknown name is a usage error */
		ak_conv cv;
		if (ak_conv_open(&cv, co.encoding, &e) != 0)
			ak_xdie(2, &e);
		ak_conv_close(&cv);
	}
	if (nquoting > 1) {
		ak_errf(&e, "--quoting, --csv and --unlabeled exclude each "
		    "other");
		ak_xdie(2, &e);
	}
	if (mode == 't' && select_set) {
		ak_errf(&e, "--min-count and --max-vocab are not used with "
		    "--tokens (keep words with -v VOCAB)");
		ak_xdie(2, &e);
	}
	if (vocab_path != NULL && mode != 't') {
		ak_errf(&e, "--vocab is only used with --tokens");
		ak_xdie(2, &e);
	}

	const char *stdin_only[] = { "-", NULL };
	const char *const *files = argc > 0 ? (const char *const *)argv :
	    stdin_only;
	size_t nfiles = argc > 0 ? (size_t)argc : 1;
	for (size_t i = 0; vocab_path != NULL && i < nfiles; i++)
		if (strcmp(vocab_path, "-") == 0 && strcmp(files[i], "-") == 0) {
			ak_errf(&e, "standard input (-) can be only one of the "
			    "inputs: -v or the corpus (the default when no FILE "
			    "is given)");
			ak_xdie(2, &e);
		}
	const char **inputs = calloc(nfiles + 2, sizeof(char *));
	if (inputs == NULL) {
		ak_errf(&e, "out of memory");
		ak_xdie(1, &e);
	}
	for (size_t i = 0; i < nfiles; i++)
		inputs[i] = files[i];
	inputs[nfiles] = vocab_path;

	if (vocab_path != NULL && ak_table_read_kind(&vocab, vocab_path, 1,
	    AK_TABLE_WORDS, &e) != 0)
		ak_xdie(1, &e);
	if (ak_vocabrun_init(&r, &e) != 0)
		ak_xdie(1, &e);
	r.tokens = mode == 't';
	r.keep = vocab_path != NULL ? &vocab.index : NULL;
	if (ak_out_open(&out, out_path, inputs, &e) != 0)
		ak_xdie(1, &e);
	r.out = out.fp;
	if (mode == 't')
		ak_provenance(r.out, argc0, argv0);
	if (ak_vocabrun_read(&r, files, nfiles, &co, &e) != 0)
		goto fail;
	if (mode != 't') {
		size_t *order, nv;

		if (ak_counts_select(&r.counts, min_count, (size_t)max_vocab,
		    &order, &nv, &e) != 0)
			goto fail;
		ak_provenance(r.out, argc0, argv0);
		if (mode == 's')
			ak_vocabrun_write_stats(r.out, &r, min_count, nv);
		else
			ak_vocabrun_write_vocab(r.out, &r, order, nv);
		free(order);
	}
	if (ak_out_commit(&out, &e) != 0)
		ak_xdie(1, &e);
	ak_vocabrun_free(&r);
	if (vocab_path != NULL)
		ak_table_free(&vocab);
	free(inputs);
	free(argv0);
	ak_xfinish();
	return 0;
fail:
	ak_out_abort(&out);
	free(inputs);	/* no leak report under LeakSanitizer */
	free(argv0);
	ak_xdie(1, &e);
}
