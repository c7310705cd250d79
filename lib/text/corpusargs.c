#include <string.h>

#include "conv.h"
#include "corpusargs.h"

int
ak_corpus_args_quoting(void *field, const char *arg, ak_err *e)
{
	ak_corpus_args *a = field;

	a->nquoting++;
	if (strcmp(arg, "none") == 0)
		a->co.quoting = AK_QUOTING_NONE, a->co.quoting_opt =
		    "--quoting none";
	else if (strcmp(arg, "csv") == 0)
		a->co.quoting = AK_QUOTING_CSV, a->co.quoting_opt =
		    "--quoting csv";
	else
		return ak_erru(e, "--quoting: '%s' is not none or csv", arg);
	return 0;
}

int
ak_corpus_args_csv(void *field, const char *arg, ak_err *e)
{
	ak_corpus_args *a = field;

	(void)arg, (void)e;
	a->co.quoting = AK_QUOTING_COMMA;
	a->co.quoting_opt = "--csv";
	a->nquoting++;
	return 0;
}

int
ak_corpus_args_jsonl(void *field, const char *arg, ak_err *e)
{
	ak_corpus_args *a = field;

	(void)arg, (void)e;
	a->co.quoting = AK_QUOTING_JSONL;
	a->jsonl = 1;
	a->nquoting++;
	return 0;
}

int
ak_corpus_args_unlabeled(void *field, const char *arg, ak_err *e)
{
	ak_corpus_args *a = field;

	(void)arg, (void)e;
	a->co.unlabeled = 1;
	return 0;
}

int
ak_corpus_args_delimiter(void *field, const char *arg, ak_err *e)
{
	ak_corpus_args *a = field;

	if (ak_delim_parse(arg, &a->co.delim, e) != 0)
		return ak_err_kind(e, AK_ERR_USAGE);
	a->delim = 1;
	return 0;
}

int
ak_corpus_args_label_map(void *field, const char *arg, ak_err *e)
{
	ak_corpus_args *a = field;

	ak_labelmap_free(&a->map);
	if (ak_labelmap_parse(&a->map, arg, e) != 0)
		return ak_err_kind(e, AK_ERR_USAGE);
	a->co.label_map = &a->map;
	return 0;
}

int
ak_corpus_args_header(void *field, const char *arg, ak_err *e)
{
	ak_corpus_args *a = field;

	(void)arg, (void)e;
	a->co.header = 1;
	a->nheader++;
	return 0;
}

int
ak_corpus_args_no_header(void *field, const char *arg, ak_err *e)
{
	ak_corpus_args *a = field;

	(void)arg, (void)e;
	a->co.header = -1;
	a->nheader++;
	return 0;
}

int
ak_corpus_args_tokenizer(void *field, const char *arg, ak_err *e)
{
	ak_corpus_args *a = field;

	if (ak_tokenizer_parse(arg, &a->co.tokenizer, e) != 0)
		return ak_err_kind(e, AK_ERR_USAGE);
	return 0;
}

int
ak_corpus_args_finish(ak_corpus_args *a, ak_err *e)
{
	if ((a->delim || a->co.text_column || a->co.label_column) &&
	    a->nquoting == 0)
		a->co.quoting = AK_QUOTING_COMMA;
	if (a->keep_case)
		a->co.tokenizer |= AK_TOK_KEEPCASE;
	if (a->co.encoding != NULL) {	/* an unknown name: a usage error */
		ak_conv cv;
		if (ak_conv_open(&cv, a->co.encoding, e) != 0)
			return ak_err_kind(e, AK_ERR_USAGE);
		ak_conv_close(&cv);
	}
	if (a->nquoting > 1)
		return ak_erru(e, "--quoting, --csv and --jsonl exclude each "
		    "other");
	if (a->nheader > 1)
		return ak_erru(e, "--header and --no-header exclude each "
		    "other");
	if (a->delim && a->co.quoting != AK_QUOTING_COMMA)
		return ak_erru(e, "--delimiter reads a delimited file, as "
		    "--csv: not with --quoting or --jsonl");
	if (ak_corpus_opt_check(&a->co, e) != 0)
		return ak_err_kind(e, AK_ERR_USAGE);
	return 0;
}

void
ak_corpus_args_free(ak_corpus_args *a)
{
	ak_labelmap_free(&a->map);
}
