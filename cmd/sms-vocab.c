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

enum { OPT_MAX_VOCAB = CHAR_MAX + 1, OPT_VERSION, OPT_CSV, OPT_ENCODING,
	OPT_UNLABELED, OPT_QUOTING, OPT_MIN_COUNT, OPT_STATS };

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
"      --quoting none|csv  one message per line (default), or CSV quoting\n"
"      --csv               comma-separated label,text (spam.csv; header skipped)\n"
"      --unlabeled         each line is one message's text (label '-')\n"
"      --encoding NAME     input in NAME (cp1252, latin1, ...), not UTF-8\n"
"      --min-count N       keep words seen at least N times (default 10)\n"
"      --max-vocab N       keep the N most frequent of them (default: all)\n"
"  -t, --tokens            write the tokenized corpus: label<TAB>tok tok ...\n"
"  -v, --vocab VOCAB       with -t: keep only the words of this vocabulary\n"
"      --stats             write corpus statistics (stat<TAB>value)\n"
"  -q, --quiet             no progress (sms-vocab shows none: it is fast)\n"
"  -o, --output FILE       write to FILE (atomically) instead of stdout\n"
"  -h, --help              this help;  --version  the version\n";

typedef struct run {
	int mode;		/* 'v' vocabulary, 't' tokens, 's' stats */
	ak_counts counts;
	ak_table vocab;		/* -v: the words to keep */
	int have_vocab;
	FILE *out;
	char *tok, *kept;	/* token buffers */
	size_t cap;
	long doc;		/* messages so far */
	long spam, ham, dropped, written;
} run;

static int
on_message(void *ctx, const char *label, const char *text, size_t n,
    const char *where, ak_err *e)
{
	run *r = ctx;
	size_t ntok;

	(void)where;
	if (n + 1 > r->cap) {
		free(r->tok);
		free(r->kept);
		r->cap = 2 * (n + 1);
		r->tok = malloc(r->cap);
		r->kept = malloc(r->cap);
		if (r->tok == NULL || r->kept == NULL)
			return ak_errf(e, "out of memory");
	}
	r->doc++;
	ntok = ak_tokenize(r->tok, text, n);
	if (ntok == 0) {	/* no tokens: not a message of the corpus */
		r->dropped++;
		return 0;
	}
	if (strcmp(label, "spam") == 0)
		r->spam++;
	else if (strcmp(label, "ham") == 0)
		r->ham++;
	if (r->mode != 't')
		return ak_counts_add(&r->counts, r->tok, r->doc, e);
	const char *line = r->tok;
	if (r->have_vocab) {	/* keep the words of the vocabulary */
		size_t pos = 0, len, k = 0, id;
		const char *t;

		while ((len = ak_token_next(r->tok, &pos, &t)) > 0) {
			if (!ak_strmap_get(&r->vocab.index, t, len, &id))
				continue;
			if (k > 0)
				r->kept[k++] = ' ';
			memcpy(r->kept + k, t, len);
			k += len;
		}
		r->kept[k] = '\0';
		line = r->kept;
	}
	if (line[0] == '\0')
		return 0;
	r->written++;
	fprintf(r->out, "%s\t%s\n", label, line);
	return 0;
}

int
main(int argc, char *argv[])
{
	ak_corpus_opt co = { .quoting = AK_QUOTING_NONE };
	int nquoting = 0;	/* --quoting, --csv, --unlabeled given */
	int quiet = 0;		/* -q: accepted in every tool; nothing to hide */
	long min_count = 10, max_vocab = 0;
	const char *vocab_path = NULL, *out_path = NULL;
	run r;
	ak_out out;
	ak_err e;
	int ch, select_set = 0;	/* -m or --max-vocab given */

	memset(&r, 0, sizeof r);
	r.mode = 'v';
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
	while ((ch = getopt_long(argc, argv, "qtv:o:h", longopts, NULL))
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
			if (r.mode != 'v' && r.mode != (ch == 't' ? 't' : 's')) {
				ak_errf(&e, "--tokens and --stats exclude each "
				    "other");
				ak_xdie(2, &e);
			}
			r.mode = ch == 't' ? 't' : 's';
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
	if (r.mode == 't' && select_set) {
		ak_errf(&e, "--min-count and --max-vocab are not used with "
		    "--tokens (keep words with -v VOCAB)");
		ak_xdie(2, &e);
	}
	if (vocab_path != NULL && r.mode != 't') {
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

	if (vocab_path != NULL) {
		if (ak_table_read_kind(&r.vocab, vocab_path, 1, AK_TABLE_WORDS,
		    &e) != 0)
			ak_xdie(1, &e);
		r.have_vocab = 1;
	}
	if (ak_counts_init(&r.counts, &e) != 0)
		ak_xdie(1, &e);
	if (ak_out_open(&out, out_path, inputs, &e) != 0)
		ak_xdie(1, &e);
	r.out = out.fp;
	if (r.mode == 't')
		ak_provenance(r.out, argc0, argv0);

	size_t total = 0, nmsg;
	for (size_t i = 0; i < nfiles; i++) {
		if (ak_corpus_read_opt(files[i], &co, on_message, &r, &nmsg, &e) != 0)
			goto fail;
		total += nmsg;
	}
	if (total == (size_t)r.dropped) {	/* no record with a token */
		const char *src = nfiles == 1 ? (strcmp(files[0], "-") == 0 ?
		    "<stdin>" : files[0]) : "input";

		if (r.dropped == 0)
			ak_errf(&e, "%s: empty corpus (no messages)", src);
		else
			ak_errf(&e, "%s: empty corpus (no messages; %ld "
			    "record%s without a token)", src, r.dropped,
			    r.dropped == 1 ? "" : "s");
		goto fail;
	}

	if (r.mode != 't') {
		size_t *order, nv;

		if (ak_counts_select(&r.counts, min_count, (size_t)max_vocab,
		    &order, &nv, &e) != 0)
			goto fail;
		ak_provenance(r.out, argc0, argv0);
		if (r.mode == 's') {
			fprintf(r.out, "stat\tvalue\n");
			long kept = (long)total - r.dropped;

			fprintf(r.out, "records\t%zu\n", total);
			fprintf(r.out, "dropped\t%ld\n", r.dropped);
			fprintf(r.out, "messages\t%ld\n", kept);
			fprintf(r.out, "spam\t%ld\nham\t%ld\nother\t%ld\n",
			    r.spam, r.ham, kept - r.spam - r.ham);
			fprintf(r.out, "spam_share\t%.9g\n", kept > 0 ?
			    (double)r.spam / (double)kept : 0.0);
			fprintf(r.out, "tokens\t%ld\n", r.counts.ntokens);
			fprintf(r.out, "types\t%zu\n", r.counts.n);
			fprintf(r.out, "min_count\t%ld\n", min_count);
			fprintf(r.out, "vocab\t%zu\n", nv);
		} else {
			fprintf(r.out, "word\tcount\tdocs\n");
			for (size_t i = 0; i < nv; i++)
				fprintf(r.out, "%s\t%ld\t%ld\n",
				    r.counts.words[order[i]],
				    r.counts.count[order[i]],
				    r.counts.docs[order[i]]);
		}
		free(order);
	}
	if (ak_out_commit(&out, &e) != 0)
		ak_xdie(1, &e);
	ak_counts_free(&r.counts);
	if (r.have_vocab)
		ak_table_free(&r.vocab);
	free(r.tok);
	free(r.kept);
	free(inputs);
	free(argv0);
	ak_xfinish();
	return 0;
fail:
	ak_out_abort(&out);
	ak_xdie(1, &e);
}
