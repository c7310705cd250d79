/*
 * spamout.h — attn-train's spam-mode tables as library calls: the report
 * rows by length bucket, the --splits table, the --top table, the
 * --intervene summary and per-message rows, and the --predict rows.  Each
 * writer takes results already computed by lib/train (spam.h, splits.h,
 * predict.h) and writes tab-separated text to fp; numbers are printed
 * with %.9g.  Nothing here exits or prints to stderr; write errors are
 * left to the caller's ak_out_commit (fp's error flag).
 * (Lesson, "Обучаемое взвешивание: одна голова на реальном спаме".)
 *
 * Shape legend: R = nedge + 2 report rows (row 0: all messages, row 1 + b:
 * length bucket b, as ak_spam_eval); nedge <= 8.
 */
#ifndef AK_SPAMOUT_H
#define AK_SPAMOUT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "predict.h"
#include "spam.h"
#include "splits.h"
#include "table.h"
#include "text.h"
#include "util.h"

/*
 * ak_spam_bucket_name: the name of report row r (0: "all"; 1 + b: bucket
 * b of the edges edge[0..nedge), "LO-HI" tokens, the last one "LO+") into
 * buf of sz bytes (truncated as snprintf).  E.g. edges 9,25: "1-9",
 * "10-25", "26+".  No errors.
 */
void ak_spam_bucket_name(char *buf, size_t sz, const size_t *edge,
    size_t nedge, size_t r);

/*
 * ak_spam_write_rows: the R report rows of one model on one split:
 * `model split bucket n spam errors accuracy logloss tp fp fn tn precision
 * recall f1 roc_auc pr_auc`, accuracy = 1 - errors/n, logloss = loss/n
 * (nats per message); "-" for both when a row has n = 0, and "-" for
 * logloss when has_loss is 0 (the constant model); then the row's
 * ak_binmetrics (metrics.h: spam positive, logit > 0 predicts spam), "-"
 * for the rates of an empty row and for an undefined (NaN) area.  rows: R
 * entries of ak_spam_eval.  No errors.
 */
void ak_spam_write_rows(FILE *fp, const char *model, const char *split,
    const ak_spam_row *rows, const size_t *edge, size_t nedge,
    int has_loss);

/*
 * ak_spam_write_splits: the --splits table of ak_spam_splits' results
 * res[0..ns): a '#' line (seeds seed0..seed0+ns-1, held-out share frac,
 * length all/known), the header, then for each model (attention, mean,
 * constant, difference) and each of the R rows the mean and sd (n - 1) of
 * n, errors, accuracy (ak_spam_split_stat), with better/ties on the
 * difference rows, then of logloss, precision, recall, f1, roc_auc and
 * pr_auc (columns NAME_mean NAME_sd, after `better ties`: the columns of
 * before keep their places); "-" where no split had a message in the
 * bucket, or the metric is defined in none, and for an sd over fewer
 * than 2 values; after the table a '#' line for each row where a
 * metric's mean is over fewer splits than the row's ("# MODEL BUCKET: of
 * its S splits, roc_auc and pr_auc defined in 1 (sd -): ...").
 * Before the header, a '#' line for each trained model (attention,
 * mean) whose held-out logits were constant or near-constant as printed
 * (metrics.h ak_binmetrics_flat) in some splits: how many, and the first
 * such split's values; the first of these sentences also goes to note
 * (notesz bytes, "" when there is none; note may be NULL), for the
 * command's warning.
 * Errors: those of ak_spam_split_stat (nedge > 8: a row out of range,
 * memory); returns 0 or -1.
 */
int ak_spam_write_splits(FILE *fp, const ak_split_result *res, size_t ns,
    uint64_t seed0, double frac, const size_t *edge, size_t nedge,
    int length_all, char *note, size_t notesz, ak_err *e);
/* ak_spam_write_splits_as: the same table for any two models of
   ak_splits_run, named names[0] and names[1] (for the rows, the '#'
   lines and the difference names[0] − names[1]); ak_spam_write_splits
   is it with "attention" and "mean". */
int ak_spam_write_splits_as(FILE *fp, const ak_split_result *res,
    size_t ns, uint64_t seed0, double frac, const size_t *edge,
    size_t nedge, int length_all, const char *const names[2], char *note,
    size_t notesz, ak_err *e);

/*
 * ak_spam_write_top: the --top table: a '#' line (nspam spam messages,
 * min_count), the header, then `rank word mean_weight count total_weight`
 * for the first min(nw, top) words w[0..nw) as ranked by
 * ak_spam_top_rank; cnt, sum: V entries of ak_spam_toplist (times attended,
 * summed weight), labels: V words.  No errors.
 */
void ak_spam_write_top(FILE *fp, const size_t *w, size_t nw,
    const size_t *cnt, const double *sum, char *const *labels,
    size_t nspam, long min_count, size_t top);

/*
 * ak_spam_write_iv: the --intervene output of rows[0..n) (ak_spam_intervene
 * on ms, words labels).  per_message: the header and one row per message
 * and intervention (`line label logit intervention pos token weight
 * control_line dlogit`, pos 1-based, control_line 0 for the masks);
 * otherwise the summary (ak_iv_summarize): a '#' line, one row per
 * intervention (n, mean weight, quantiles of |Δ logit|, flips) and the
 * verdict line ("Карта — не объяснение").  Errors: those of
 * ak_iv_summarize (n = 0); returns 0 or -1.
 */
int ak_spam_write_iv(FILE *fp, const ak_iv_row *rows, size_t n,
    const ak_msgset *ms, char *const *labels, int per_message, ak_err *e);

/*
 * ak_spam_write_pred_header: the header line of --predict (per_token:
 * one row per token).  ak_spam_write_pred: the rows of one message (input
 * line, label, its text[0..textlen), text may be NULL) with tokens
 * tok[0..nt), weights w[0..nt) and r of ak_spam_predict: `line label
 * predicted p_spam logit`, the AK_PRED_TOP most-weighted words ("-" when
 * fewer), `known` (its tokens in emb), `flag` ("no-known-token" when
 * known is 0: p is then the bias's alone, σ(b), whatever the text; else
 * "-") and `message` (ak_pred_message); or per_token one row per token
 * `line label p_spam logit pos token known weight` (known: the token is
 * in emb; a message with no token gets one row "0 - 0 0").  No errors.
 */
void ak_spam_write_pred_header(FILE *fp, int per_token);
void ak_spam_write_pred(FILE *fp, long line, const char *label,
    const ak_spam_pred *r, char *const *tok, const double *w, size_t nt,
    const ak_table *emb, int per_token, const char *text, size_t textlen);

/*
 * ak_pred_message: the message text[0..n) as one TSV field: its first
 * AK_PRED_CHARS characters of UTF-8 (never cut inside one), "..." after
 * them when there are more, TAB, newline and other control bytes as
 * spaces; "-" for no text.  No errors.
 */
#define AK_PRED_CHARS 60
void ak_pred_message(FILE *fp, const char *text, size_t n);

/*
 * ak_spam_write_pred_text: --predict of one raw or tokenized message
 * text[0..n) (input line `line`, label): tokenized as sms-vocab -t under
 * the tokenizer flags (utok.h: 0 is ascii, AK_TOK_UNICODE attn-train
 * --predict --tokenizer unicode for a model on vectors of another script;
 * ak_tokenize_dup_opt, split at spaces), ak_spam_predict with theta
 * (AK_POOL_NPARAM(d)) on emb, then ak_spam_write_pred.  Errors: those of
 * ak_tokenize_dup_opt and ak_spam_predict, memory; returns 0 or -1
 * (nothing written then).
 */
int ak_spam_write_pred_text(FILE *fp, long line, const char *label,
    const char *text, size_t n, unsigned flags, const double *theta,
    const ak_table *emb, int per_token, ak_err *e);

struct ak_splitmap;

/*
 * ak_spam_write_predictions: attn-train --predict: the header
 * (ak_spam_write_pred_header), then ak_spam_write_pred_text of each
 * message of the corpus path ("-" = stdin; `label<TAB>text`, raw or
 * tokenized, or any layout co describes: delimiter, columns, label map;
 * only text when co->unlabeled: label "-"; tokenized under
 * co->tokenizer), read by ak_corpus_read_opt; line is the input line of
 * the message.  Rows are written as messages are read: the caller holds
 * them back (spool.h) so that an input error leaves standard output
 * empty.  A token is looked up as written, then by its case folding
 * under co->tokenizer (tokseq.h ak_wordfind_said, ppmi-svd --nn's
 * look-up); with cased vectors (tokseq.h ak_wordfind) the tokenizer keeps
 * the case (AK_TOK_KEEPCASE), so that 'Paris' is found as written, and
 * a token found only folded is the row's word in the output.  In hint
 * (hintn bytes, NUL-terminated; lines separated by newlines; "" when
 * there is nothing to say; NULL when hintn is 0) what the user should
 * know: "N tokens found only by their case folding (the first: 'PARIS'
 * found as 'Paris' (by its case folding), FILE:LINE)"; then "warning: N
 * messages with a word the tokenizer cut at a letter of another script
 * and not in the embeddings (the first: FILE:LINE ('Р')): --tokenizer
 * unicode keeps the letters of every script" (utok.h ak_utok_lost; such
 * a message is else only "no-known-token" or a word short), or under
 * --tokenizer auto "warning: N messages with letters outside ASCII (the
 * first 'ü', FILE:LINE) tokenized as --tokenizer unicode does ...".
 * With sm not NULL (the split map of the corpus the model was trained on,
 * when path is it) each row has a split column after the label
 * (ak_splitmap_find).  Errors: those of ak_corpus_read_opt and
 * ak_spam_write_pred_text, and "PATH: empty input: no messages" (PATH
 * "<stdin>" for "-"); returns 0 or -1.
 */
int ak_spam_write_predictions(FILE *fp, const char *path,
    const ak_corpus_opt *co, const double *theta, const ak_table *emb,
    int per_token, const struct ak_splitmap *sm, char *hint, size_t hintn,
    ak_err *e);

/*
 * ak_write_predictions_sc: ak_spam_write_predictions for any model sc
 * (predict.h: the block's, blocktrain.h ak_block_score).
 */
int ak_write_predictions_sc(FILE *fp, const char *path,
    const ak_corpus_opt *co, const ak_scorer *sc, const ak_table *emb,
    int per_token, const struct ak_splitmap *sm, char *hint, size_t hintn,
    ak_err *e);

/* The message lists of one run: message numbers into an ak_msgset. */
typedef struct ak_spam_lists {
	size_t *train, *test;	/* the held-out split (ak_spam_split) */
	size_t *all;		/* every message with a known token */
	size_t *none;		/* the messages with no known token */
	size_t ntrain, ntest, nall, nnone;
} ak_spam_lists;

/*
 * ak_spam_lists_make: allocate the four lists (ms->n entries each) and
 * fill them: ak_spam_split(frac, seed), then all/none in message order.
 * Errors: memory (nothing left allocated); returns 0 or -1.
 * ak_spam_lists_free releases them; l is zeroed.
 */
int ak_spam_lists_make(ak_spam_lists *l, const ak_msgset *ms, double frac,
    uint64_t seed, ak_err *e);
void ak_spam_lists_free(ak_spam_lists *l);

/*
 * ak_splitmap: the held-out split of the corpus a model was trained on,
 * by line: n messages, their input lines (increasing, ak_msgset's
 * lineno) and each one's split, "train", "test" or "none" (no known
 * token: in neither).  Filled by ak_splitmap_make from the run's lists;
 * ak_splitmap_free releases it.  For attn-train --predict's split column
 * and --split-out.  make: 0, or -1 (memory).
 */
typedef struct ak_splitmap {
	size_t n;
	const long *lineno;	/* the message set's (not owned) */
	const char **split;	/* n names (static strings) */
} ak_splitmap;

int ak_splitmap_make(ak_splitmap *sm, const ak_msgset *ms,
    const ak_spam_lists *l, ak_err *e);
void ak_splitmap_free(ak_splitmap *sm);

/*
 * ak_spam_write_split: attn-train --split-out: the header "line label
 * split", then one row per message of ms in input order: its line, its
 * label (ham, spam), its split.  Returns 0 or -1 (a stream error, in e
 * naming name).
 */
int ak_spam_write_split(FILE *fp, const ak_msgset *ms, const ak_splitmap *sm,
    const char *name, ak_err *e);

/*
 * ak_spam_write_report: attn-train's report: a '#' line (messages, spam,
 * left out, train and test sizes, length all/known), the header of
 * ak_spam_write_rows' columns, then for each split (test,
 * train, none) the R rows (ak_spam_write_rows) of the attention head
 * theta, mean pooling `mean` (AK_POOL_NPARAM(d) each) and the constant
 * model, evaluated by ak_spam_eval on E (V×d, row-major).  Between the
 * '#' line and the header, a '#' line for each trained model (attention,
 * mean) whose logits on test or train (bucket all) are constant or
 * near-constant as printed (metrics.h ak_binmetrics_flat): its areas
 * rank nothing there.  The first of these sentences also goes to note
 * (notesz bytes; "" when there is none; note may be NULL), "(and K
 * more ...)" after it, for the command's warning.  Every row is computed
 * before a byte is written.  Errors: those of ak_spam_eval (nedge > 8,
 * memory); returns 0 or -1.
 */
int ak_spam_write_report(FILE *fp, const double *theta, const double *mean,
    const ak_msgset *ms, const ak_spam_lists *l, const double *E, size_t d,
    const size_t *edge, size_t nedge, int length_all, char *note,
    size_t notesz, ak_err *e);

/*
 * ak_spam_write_report_rows: the report's text for any models rm[0..nm)
 * whose rows (split test, train, none; R rows each, as ak_spam_eval or
 * ak_spam_eval_z fill them) are computed: what ak_spam_write_report
 * writes, the '#' lines of flat logits for the models with trained set.
 * No errors.
 */
typedef struct ak_report_model {
	const char *name;	/* the rows' model column */
	int trained;		/* 0: the constant model (no log-loss) */
	ak_spam_row rows[3][AK_SPLIT_MAXROWS];
} ak_report_model;
void ak_spam_write_report_rows(FILE *fp, const ak_report_model *rm,
    size_t nm, const ak_msgset *ms, const ak_spam_lists *l,
    const size_t *edge, size_t nedge, int length_all, char *note,
    size_t notesz);

/* The --top ranking of one run (ak_spam_toplist_make, ak_spam_top_rank). */
typedef struct ak_spam_toplist {
	size_t *cnt;		/* V: times each row was attended in spam */
	double *sum;		/* V: its summed weight */
	size_t *w;		/* nw rows, best first */
	size_t nw;		/* rows seen at least min_count times */
	size_t nspam;		/* spam messages among the list */
} ak_spam_toplist;

/*
 * ak_spam_toplist_make_sc: the attention each embedding row receives over
 * the spam messages among idx[0..n) of ms, as the scorer sc weighs a
 * message's tokens (predict.h: the pooling head's weights, or the block's
 * pooling over its last layer), ranked by ak_spam_top_rank(min_count).
 * Errors: the scorer's, memory (nothing left allocated), and no row seen
 * min_count times while some were seen ("no token of the spam messages
 * seen --min-count N times or more (the most frequent, 'w', K times:
 * --min-count K keeps it)": an empty table is refused, as sms-vocab
 * refuses an empty vocabulary); returns 0 or -1.
 * ak_spam_toplist_make: the same for the pooling head theta (2d+1) on emb
 * (V rows, d columns).  ak_spam_toplist_free releases it; t is zeroed.
 */
int ak_spam_toplist_make_sc(ak_spam_toplist *t, const ak_scorer *sc,
    const ak_msgset *ms, const size_t *idx, size_t n, const ak_table *emb,
    size_t min_count, ak_err *e);
int ak_spam_toplist_make(ak_spam_toplist *t, const double *theta,
    const ak_msgset *ms, const size_t *idx, size_t n, const ak_table *emb,
    size_t min_count, ak_err *e);
void ak_spam_toplist_free(ak_spam_toplist *t);

/*
 * ak_spam_edges_parse: the value of --buckets, the upper edges of the
 * length buckets ("9,25": 1-9, 10-25, 26+ tokens): at most maxn whole
 * numbers in 1..1000000, increasing, into edge[0..*n).  Errors (usage
 * errors): those of ak_parse_long_list (what "--buckets"), "--buckets:
 * 'S': edges must increase"; returns 0 or -1 (edge and *n untouched).
 */
int ak_spam_edges_parse(const char *str, size_t *edge, size_t maxn,
    size_t *n, ak_err *e);

/*
 * ak_spam_iv_collect: ak_spam_intervene (rows: want entries, *got filled)
 * and the check that at least one message of idx[0..n) qualified.
 * Errors: those of ak_spam_intervene, "no message with two or more known
 * tokens in the chosen set"; returns 0 or -1.
 */
int ak_spam_iv_collect(ak_iv_row *rows, size_t *got, size_t want,
    const double *theta, const ak_msgset *ms, const size_t *idx, size_t n,
    const double *E, size_t d, uint64_t seed, ak_err *e);

#endif
