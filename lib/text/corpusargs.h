/*
 * corpusargs.h — the options that say how a corpus is laid out, taken the
 * same way by every tool that reads one (sms-vocab, attn-train --predict):
 * --quoting, --csv, --unlabeled, --delimiter, --text-column,
 * --label-column, --label-map, --encoding and --tokenizer.  A tool keeps
 * an ak_corpus_args in its struct TOOL_opts; its option table's
 * AK_OPT_CALL entries name that field (opt.h) and one of the setters
 * below, the column and encoding entries are plain AK_OPT_STR fields of
 * co; ak_corpus_args_finish then checks their combinations once
 * (sms-vocab(1), "INPUT").
 */
#ifndef AK_CORPUSARGS_H
#define AK_CORPUSARGS_H

#include "text.h"
#include "util.h"

typedef struct ak_corpus_args {
	ak_corpus_opt co;	/* what the reader is given */
	ak_labelmap map;	/* --label-map (co.label_map points here) */
	int nquoting;		/* --quoting, --csv, --jsonl and --unlabeled
				   given */
	int jsonl;		/* --jsonl given (--unlabeled goes with it) */
	int delim;		/* --delimiter given */
} ak_corpus_args;

/*
 * The setters, each an opt.h AK_OPT_CALL callback: field is the tool's
 * ak_corpus_args.  --quoting none|csv; --csv (a comma-separated file);
 * --jsonl (JSON Lines: text.h AK_QUOTING_JSONL);
 * --unlabeled; --delimiter C (text.h ak_delim_parse); --label-map A=B,...
 * (ak_labelmap_parse; a second one replaces the first); --tokenizer NAME
 * (ak_tokenizer_parse).  Returns 0, or -1 with a usage error naming the
 * option and the value ("--quoting: 'x' is not none or csv").
 */
int ak_corpus_args_quoting(void *field, const char *arg, ak_err *e);
int ak_corpus_args_csv(void *field, const char *arg, ak_err *e);
int ak_corpus_args_jsonl(void *field, const char *arg, ak_err *e);
int ak_corpus_args_unlabeled(void *field, const char *arg, ak_err *e);
int ak_corpus_args_delimiter(void *field, const char *arg, ak_err *e);
int ak_corpus_args_label_map(void *field, const char *arg, ak_err *e);
int ak_corpus_args_tokenizer(void *field, const char *arg, ak_err *e);

/*
 * ak_corpus_args_finish: after parsing, a --delimiter or a column given
 * without a quoting reads a delimited file (as --csv); then the usage
 * errors, in this order: an unknown --encoding (conv.h), more than one of
 * --quoting, --csv, --jsonl and --unlabeled (but --jsonl --unlabeled: an
 * object's text alone), a --delimiter with another quoting, and
 * ak_corpus_opt_check's.  Returns 0, or -1 with a usage error.
 */
int ak_corpus_args_finish(ak_corpus_args *a, ak_err *e);

/* ak_corpus_args_free: the label map's memory.  No errors. */
void ak_corpus_args_free(ak_corpus_args *a);

#endif
