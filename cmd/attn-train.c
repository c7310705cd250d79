/*
 * attn-train — the one-head attention-pooling spam classifier of the lesson
 * ("Обучаемое взвешивание", "Карта — не объяснение"): train it and its
 * baselines on a seeded split, report accuracy by length bucket, list the
 * most-attended spam tokens, save/load the model, predict with per-token
 * weights, and test the map by intervention.  `attn-train addr` is the
 * addressing task (cmd/attn-train/addr.c).
 */
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn-train/addr.h"
#include "cli.h"
#include "io.h"
#include "numlist.h"
#include "pool.h"
#include "predict.h"
#include "softmax.h"
#include "spam.h"
#include "stats.h"
#include "table.h"
#include "text.h"
#include "tokseq.h"

enum { MODE_REPORT, MODE_TOP, MODE_INTERVENE, MODE_PREDICT };
enum { SET_TEST, SET_TRAIN, SET_ALL };
enum {
	OPT_EPOCHS = CHAR_MAX + 1, OPT_LR, OPT_L2, OPT_BATCH, OPT_SEED,
	OPT_TEST_FRAC, OPT_SAVE, OPT_LOAD, OPT_TOP, OPT_INTERVENE,
	OPT_PREDICT, OPT_MIN_COUNT, OPT_BUCKETS, OPT_SET, OPT_LENGTH,
	OPT_TIME, OPT_PER_MESSAGE, OPT_VERSION, OPT_PER_TOKEN, OPT_UNLABELED
};

static struct {
	const char *emb, *out, *save, *load, *input;
	int mode, set, length_all, quiet, timing, per_message, per_token,
	    unlabeled;
	long epochs, batch, top, messages, min_count;
	double lr, l2, test_frac;
	unsigned long long seed;
	size_t edge[8];		/* bucket upper edges */
	size_t nedge;
	/* options given, for the checks of their combinations */
	int given_min_count, given_messages, given_set, given_report,
	    given_train, given_optim, given_setup;
} opt = {
	.epochs = 20, .batch = 32, .lr = 0.01, .l2 = 0, .test_frac = 0.2456,
	.seed = 1, .messages = 100, .min_count = 10, .edge = { 9, 25 },
	.nedge = 2, .input = "-", .length_all = 1,
};

static ak_out out, saved;	/* -o and --save: removed on failure */
static int pargc;		/* the command line, for the provenance line */
static char **pargv;

/* fail: drop any partial output file, print the one-line error, exit 1 */
static void __attribute__((noreturn))
fail(const ak_err *e)
{
	ak_out_abort(&out);
	ak_out_abort(&saved);
	ak_xdie(1, e);
}

/* fail_in: fail with the input's name before a message of the library */
static void __attribute__((noreturn))
fail_in(ak_err *e)
{
	char msg[sizeof(e->msg)];

	memcpy(msg, e->msg, sizeof(msg));
	ak_errf(e, "%s: %s", strcmp(opt.input, "-") == 0 ? "<stdin>" :
	    opt.input, msg);
	fail(e);
}

static void
provenance(FILE *fp)
{
	ak_provenance(fp, pargc, pargv);
}

static void
usage(int status)
{
	FILE *fp = status == 0 ? stdout : stderr;

	fputs(
"usage: attn-train -e EMB [options] [CORPUS]                    (report)\n"
"       attn-train -e EMB [options] --top N [CORPUS]            (top spam tokens)\n"
"       attn-train -e EMB [options] --intervene [CORPUS]        (interventions)\n"
"       attn-train -e EMB --load MODEL --predict [--per-token] [--unlabeled] [MESSAGES]\n"
"       attn-train addr ...          (the addressing task: see attn-train addr --help)\n"
"CORPUS is the tokenized corpus (label<TAB>tok tok ..., sms-vocab -t), default stdin.\n"
"  -e, --embeddings FILE  embeddings TSV (word d1..dk), required\n"
"  -o, --output FILE      write the result to FILE (atomically), not stdout\n"
"      --epochs N         passes over the training split (20)\n"
"      --lr X             Adam step size (0.01)\n"
"      --l2 X             L2 penalty on u, v, b (0)\n"
"      --batch N          messages per Adam step (32)\n"
"      --seed N           seed of the split, the order and the interventions (1)\n"
"      --test-frac X      held-out share of the messages (0.2456)\n"
"      --buckets A,B,...  upper edges of the length buckets (9,25)\n"
"      --length all|known bucket by all tokens of the line (default) or known ones\n"
"      --save MODEL       also write the trained attention model to MODEL\n"
"      --load MODEL       use MODEL instead of training the attention head\n"
"      --top N            the N spam tokens with the highest mean weight\n"
"      --min-count N      --top: only tokens seen N times or more (10)\n"
"      --intervene        masking and activation patching on held-out messages\n"
"  -n, --messages N       --intervene: how many messages (100)\n"
"      --per-message      --intervene: one row per message and intervention\n"
"      --set test|train|all  messages for --top and --intervene (test)\n"
"      --predict          p(spam) and the 3 most-weighted tokens of each message\n"
"                         (label<TAB>text, raw or tokenized, as sms-vocab reads it)\n"
"      --per-token        --predict: one row per token with its weight\n"
"      --unlabeled        --predict: each line is a message's text (label -)\n"
"      --time             print the training time on stderr\n"
"  -q, --quiet            no progress on stderr\n"
"  -h, --help             this help;  --version  the version\n", fp);
	exit(status);
}

/* a usage error: one line on stderr, exit 2 */
static void __attribute__((noreturn))
die_usage(const ak_err *e)
{
	fprintf(stderr, "attn-train: %s\n", e->msg);
	exit(2);
}

static void
parse_buckets(const char *s)
{
	long v[sizeof(opt.edge) / sizeof(opt.edge[0])];
	size_t n;
	ak_err e;

	if (ak_parse_long_list(s, 1, 1000000, "--buckets", v,
	    sizeof v / sizeof v[0], &n, &e) != 0)
		die_usage(&e);
	for (size_t i = 1; i < n; i++)
		if (v[i] <= v[i - 1]) {
			ak_errf(&e, "--buckets: '%s': edges must increase", s);
			die_usage(&e);
		}
	for (size_t i = 0; i < n; i++)
		opt.edge[i] = (size_t)v[i];
	opt.nedge = n;
}

static void
progress(void *ctx, long ep, double loss, double acc)
{
	fprintf(stderr, "\rattn-train: %s epoch %ld/%ld loss %.4f train "
	    "accuracy %.4f", (const char *)ctx, ep, opt.epochs, loss, acc);
	if (ep == opt.epochs)
		fputc('\n', stderr);
}

static void
train(double *theta, const ak_msgset *ms, const size_t *idx, size_t n,
    const ak_table *emb, int fix_u)
{
	const char *name = fix_u ? "mean" : "attention";
	ak_train_opt o = {
		.epochs = opt.epochs, .lr = opt.lr, .l2 = opt.l2,
		.batch = (size_t)opt.batch, .seed = opt.seed + 1,
		.fix_u = fix_u, .ctx = (void *)name,
	};
	ak_err e;
	double t0 = ak_now();

	if (!opt.quiet && ak_is_tty_stderr())
		o.progress = progress;
	if (ak_spam_train(theta, ms, idx, n, emb->x, emb->cols, &o, &e) != 0)
		fail_in(&e);
	if (opt.timing)
		fprintf(stderr, "attn-train: trained %s (%ld epochs, %zu "
		    "messages) in %.3f s\n", name, opt.epochs, n,
		    ak_now() - t0);
}

static void
bucket_name(char *buf, size_t sz, size_t b)
{
	size_t lo = b == 0 ? 1 : opt.edge[b - 1] + 1;

	if (b == opt.nedge)
		snprintf(buf, sz, "%zu+", lo);
	else
		snprintf(buf, sz, "%zu-%zu", lo, opt.edge[b]);
}

/* one block of rows: a model on a list of messages, all and by bucket */
static void
report_rows(FILE *fp, const char *model, const char *split,
    const double *theta, const ak_msgset *ms, const size_t *idx, size_t n,
    const ak_table *emb)
{
	ak_spam_row rows[sizeof(opt.edge) / sizeof(opt.edge[0]) + 2];
	ak_err e;
	char name[64];

	if (ak_spam_eval(rows, theta, ms, idx, n, emb->x, emb->cols, opt.edge,
	    opt.nedge, opt.length_all, &e) != 0)
		fail(&e);
	for (size_t b = 0; b <= opt.nedge + 1; b++) {
		const ak_spam_row *r = &rows[b];
		if (b == 0)
			snprintf(name, sizeof(name), "all");
		else
			bucket_name(name, sizeof(name), b - 1);
		fprintf(fp, "%s\t%s\t%s\t%zu\t%zu\t%zu\t", model, split, name,
		    r->n, r->spam, r->errors);
		if (r->n == 0)
			fprintf(fp, "-\t-\n");
		else if (theta == NULL)
			fprintf(fp, "%.4f\t-\n", 1 - (double)r->errors /
			    (double)r->n);
		else
			fprintf(fp, "%.4f\t%.4f\n", 1 - (double)r->errors /
			    (double)r->n, r->loss / (double)r->n);
	}
}

static void
write_top(FILE *fp, const double *theta, const ak_msgset *ms,
    const size_t *idx, size_t n, const ak_table *emb)
{
	size_t V = emb->rows, nw = 0, nspam = 0;
	ak_err e;
	size_t *cnt = ak_alloc_n(V, sizeof(size_t), &e);
	double *sum = ak_alloc_n(V, sizeof(double), &e);
	size_t *w = ak_alloc_n(V, sizeof(size_t), &e);

	if (cnt == NULL || sum == NULL || w == NULL ||
	    ak_spam_top(cnt, sum, theta, ms, idx, n, emb->x, V, emb->cols,
	    &e) != 0)
		fail(&e);
	provenance(fp);
	for (size_t i = 0; i < n; i++)
		nspam += ms->y[idx[i]] != 0;
	nw = ak_spam_top_rank(w, cnt, sum, emb->labels, V,
	    (size_t)opt.min_count);
	fprintf(fp, "# attention weight received in %zu spam messages; "
	    "tokens seen at least %ld times\n", nspam, opt.min_count);
	fprintf(fp, "rank\tword\tmean_weight\tcount\ttotal_weight\n");
	for (size_t i = 0; i < nw && i < (size_t)opt.top; i++)
		fprintf(fp, "%zu\t%s\t%.6f\t%zu\t%.6f\n", i + 1,
		    emb->labels[w[i]], sum[w[i]] / (double)cnt[w[i]],
		    cnt[w[i]], sum[w[i]]);
	free(cnt);
	free(sum);
	free(w);
}

static void
write_interventions(FILE *fp, const double *theta, const ak_msgset *ms,
    const size_t *idx, size_t n, const ak_table *emb)
{
	size_t want = (size_t)opt.messages, got;
	ak_err e;
	ak_iv_row *rows = ak_alloc_n(want, sizeof(*rows), &e);

	if (rows == NULL)
		fail(&e);
	if (ak_spam_intervene(rows, &got, want, theta, ms, idx, n, emb->x,
	    emb->cols, opt.seed, &e) != 0)
		fail_in(&e);
	if (got == 0) {
		ak_errf(&e, "no message with two or more known tokens in the "
		    "chosen set");
		fail_in(&e);
	}
	provenance(fp);
	if (opt.per_message) {
		fprintf(fp, "line\tlabel\tlogit\tintervention\tpos\ttoken\t"
		    "weight\tcontrol_line\tdlogit\n");
		for (size_t i = 0; i < got; i++) {
			const ak_iv_row *rw = &rows[i];
			const size_t *ids = ms->ids + ms->off[rw->msg];
			for (int t = 0; t < AK_IV_N; t++)
				fprintf(fp, "%ld\t%s\t%.9g\t%s\t%zu\t%s\t%.9g\t"
				    "%ld\t%.9g\n", ms->lineno[rw->msg],
				    ms->y[rw->msg] ? "spam" : "ham", rw->z,
				    ak_iv_name[t], rw->pos[t] + 1,
				    emb->labels[ids[rw->pos[t]]], rw->w[t],
				    t >= AK_IV_PATCH_MAX ?
				    ms->lineno[rw->ctrl] : 0L, rw->dz[t]);
		}
		free(rows);
		return;
	}
	ak_iv_summary sm;
	if (ak_iv_summarize(&sm, rows, got, &e) != 0)
		fail(&e);
	fprintf(fp, "# %zu messages with two or more known tokens; |Δ logit| "
	    "of each intervention\n", got);
	fprintf(fp, "intervention\tn\tmean_weight\tmean_abs_dlogit\t"
	    "q25\tmedian\tq75\tq90\tmax\tflips\n");
	for (int t = 0; t < AK_IV_N; t++) {
		const ak_iv_stat *st = &sm.t[t];
		fprintf(fp, "%s\t%zu\t%.6f\t%.6f\t%.6f\t%.6f\t%.6f\t%.6f\t"
		    "%.6f\t%zu\n", ak_iv_name[t], st->n, st->mean_w,
		    st->mean_abs, st->q25, st->median, st->q75, st->q90,
		    st->max, st->flips);
	}
	fprintf(fp, "# verdict: masking the max-weight token %s the logit "
	    "more than masking a mean-weight or a random token (mean |Δ| "
	    "%.3f vs %.3f and %.3f; larger on %zu and %zu of %zu messages): "
	    "on this set the map %s\n",
	    sm.map_matters ? "moves" : "does NOT move",
	    sm.t[AK_IV_MAX].mean_abs, sm.t[AK_IV_MEAN].mean_abs,
	    sm.t[AK_IV_RANDOM].mean_abs, sm.beat_mean, sm.beat_random, got,
	    sm.map_matters ? "points at tokens that matter" :
	    "explains nothing");
	free(rows);
}

/* --predict: one message of the input, tokenized as sms-vocab -t does */
typedef struct pred_ctx {
	FILE *fp;
	const double *theta;
	const ak_table *emb;
} pred_ctx;

static int
predict_msg(void *ctx, const char *label, const char *text, size_t n,
    const char *where, ak_err *e)
{
	pred_ctx *pc = ctx;
	const char *colon = strrchr(where, ':');
	long line = colon ? strtol(colon + 1, NULL, 10) : 0;
	size_t nt;
	char *toks = ak_tokenize_dup(text, n, NULL, e);
	char **tok = NULL;
	double *w = NULL;
	ak_spam_pred r;
	int rc = -1;

	if (toks == NULL)
		return -1;
	nt = ak_split_ws(toks, NULL, 0);
	tok = ak_alloc_n(nt ? nt : 1, sizeof(*tok), e);
	w = ak_alloc_n(nt ? nt : 1, sizeof(*w), e);
	if (tok == NULL || w == NULL)
		goto out;
	ak_split_ws(toks, tok, nt);
	if (ak_spam_predict(&r, w, pc->theta, pc->emb, tok, nt, e) != 0)
		goto out;
	if (!opt.per_token) {
		fprintf(pc->fp, "%ld\t%s\t%s\t%.9g\t%.9g", line, label,
		    r.z > 0 ? "spam" : "ham", r.p, r.z);
		for (size_t t = 0; t < AK_PRED_TOP; t++)
			if (t < r.ntop)
				fprintf(pc->fp, "\t%s\t%.9g", tok[r.top[t]],
				    r.topw[t]);
			else
				fputs("\t-\t-", pc->fp);
		fputc('\n', pc->fp);
	} else if (nt == 0) {
		fprintf(pc->fp, "%ld\t%s\t%.9g\t%.9g\t0\t-\t0\t0\n", line,
		    label, r.p, r.z);
	}
	for (size_t j = 0; opt.per_token && j < nt; j++)
		fprintf(pc->fp, "%ld\t%s\t%.9g\t%.9g\t%zu\t%s\t%d\t%.9g\n",
		    line, label, r.p, r.z, j + 1, tok[j],
		    ak_table_find(pc->emb, tok[j]) >= 0, w[j]);
	rc = 0;
out:
	free(toks);
	free(tok);
	free(w);
	return rc;
}

static void
predict(FILE *fp, const double *theta, const ak_table *emb)
{
	ak_corpus_opt co = { .unlabeled = opt.unlabeled };
	pred_ctx pc = { fp, theta, emb };
	size_t nmsg;
	ak_err e;

	if (opt.per_token)
		fprintf(fp, "line\tlabel\tp_spam\tlogit\tpos\ttoken\tknown\t"
		    "weight\n");
	else
		fprintf(fp, "line\tlabel\tpredicted\tp_spam\tlogit\ttoken1\t"
		    "weight1\ttoken2\tweight2\ttoken3\tweight3\n");
	if (ak_corpus_read_opt(opt.input, &co, predict_msg, &pc, &nmsg,
	    &e) != 0)
		fail(&e);
}

int
main(int argc, char *argv[])
{
	if (argc > 1 && strcmp(argv[1], "addr") == 0)
		return attn_train_addr_main(argc - 1, argv + 1);

	static const struct option longopts[] = {
		{ "embeddings", required_argument, NULL, 'e' },
		{ "output", required_argument, NULL, 'o' },
		{ "epochs", required_argument, NULL, OPT_EPOCHS },
		{ "lr", required_argument, NULL, OPT_LR },
		{ "l2", required_argument, NULL, OPT_L2 },
		{ "batch", required_argument, NULL, OPT_BATCH },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ "test-frac", required_argument, NULL, OPT_TEST_FRAC },
		{ "buckets", required_argument, NULL, OPT_BUCKETS },
		{ "length", required_argument, NULL, OPT_LENGTH },
		{ "save", required_argument, NULL, OPT_SAVE },
		{ "load", required_argument, NULL, OPT_LOAD },
		{ "top", required_argument, NULL, OPT_TOP },
		{ "min-count", required_argument, NULL, OPT_MIN_COUNT },
		{ "intervene", no_argument, NULL, OPT_INTERVENE },
		{ "messages", required_argument, NULL, 'n' },
		{ "set", required_argument, NULL, OPT_SET },
		{ "predict", no_argument, NULL, OPT_PREDICT },
		{ "time", no_argument, NULL, OPT_TIME },
		{ "per-message", no_argument, NULL, OPT_PER_MESSAGE },
		{ "per-token", no_argument, NULL, OPT_PER_TOKEN },
		{ "unlabeled", no_argument, NULL, OPT_UNLABELED },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 }
	};
	int ch, nmodes = 0;
	ak_err e;

	pargc = argc;
	pargv = argv;

	while ((ch = getopt_long(argc, argv, "e:o:n:qh", longopts, NULL)) !=
	    -1) {
		switch (ch) {
		case 'e': opt.emb = optarg; break;
		case 'o': opt.out = optarg; break;
		case OPT_EPOCHS:
			opt.epochs = ak_xlong(optarg, 0, 100000, "--epochs");
			opt.given_train = 1;
			opt.given_setup = 1;
			opt.given_optim = 1;
			break;
		case OPT_LR:
			opt.lr = ak_xdouble(optarg, 1e-9, 10, "--lr");
			opt.given_train = 1;
			opt.given_setup = 1;
			opt.given_optim = 1;
			break;
		case OPT_L2:
			opt.l2 = ak_xdouble(optarg, 0, 100, "--l2");
			opt.given_train = 1;
			opt.given_setup = 1;
			opt.given_optim = 1;
			break;
		case OPT_BATCH:
			opt.batch = ak_xlong(optarg, 1, 1000000000, "--batch");
			opt.given_train = 1;
			opt.given_setup = 1;
			opt.given_optim = 1;
			break;
		case OPT_SEED:
			opt.seed = (unsigned long long)ak_xlong(optarg, 0, LONG_MAX,
			    "--seed");
			opt.given_train = 1;
			opt.given_setup = 1;
			break;
		case OPT_TEST_FRAC:
			opt.test_frac = ak_xdouble(optarg, 0.0001, 0.9999,
			    "--test-frac");
			opt.given_train = 1;
			opt.given_setup = 1;
			break;
		case OPT_BUCKETS:
			parse_buckets(optarg);
			opt.given_report = 1;
			break;
		case OPT_LENGTH:
			opt.given_report = 1;
			if (strcmp(optarg, "known") == 0)
				opt.length_all = 0;
			else if (strcmp(optarg, "all") == 0)
				opt.length_all = 1;
			else {
				ak_errf(&e, "--length: '%s' is not known or "
				    "all", optarg);
				die_usage(&e);
			}
			break;
		case OPT_SAVE: opt.save = optarg; break;
		case OPT_LOAD: opt.load = optarg; break;
		case OPT_TOP:
			opt.top = ak_xlong(optarg, 1, 1000000, "--top");
			opt.mode = MODE_TOP;
			nmodes++;
			break;
		case OPT_MIN_COUNT:
			opt.min_count = ak_xlong(optarg, 1, 1000000000,
			    "--min-count");
			opt.given_min_count = 1;
			break;
		case OPT_INTERVENE: opt.mode = MODE_INTERVENE; nmodes++; break;
		case 'n':
			opt.messages = ak_xlong(optarg, 1, 10000000, "--messages");
			opt.given_messages = 1;
			break;
		case OPT_SET:
			opt.given_set = 1;
			if (strcmp(optarg, "test") == 0)
				opt.set = SET_TEST;
			else if (strcmp(optarg, "train") == 0)
				opt.set = SET_TRAIN;
			else if (strcmp(optarg, "all") == 0)
				opt.set = SET_ALL;
			else {
				ak_errf(&e, "--set: '%s' is not test, train "
				    "or all", optarg);
				die_usage(&e);
			}
			break;
		case OPT_PREDICT: opt.mode = MODE_PREDICT; nmodes++; break;
		case OPT_TIME:
			opt.timing = 1;
			opt.given_train = opt.given_optim = 1;
			break;
		case OPT_PER_MESSAGE:
			opt.per_message = 1;
			opt.given_messages = 1;
			break;
		case OPT_PER_TOKEN: opt.per_token = 1; break;
		case OPT_UNLABELED: opt.unlabeled = 1; break;
		case 'q': opt.quiet = 1; break;
		case 'h': usage(0); break;
		case OPT_VERSION:
			printf("attn-train (attnkit) %s\n", AK_VERSION);
			ak_xfinish();
			return 0;
		default: usage(2);
		}
	}
	argc -= optind;
	argv += optind;
	if (argc > 1) {
		ak_errf(&e, "one input file at most");
		die_usage(&e);
	}
	if (argc == 1)
		opt.input = argv[0];
	if (opt.emb == NULL) {
		ak_errf(&e, "-e EMB (the embeddings file) is required");
		die_usage(&e);
	}
	if (nmodes > 1) {
		ak_errf(&e, "--top, --intervene and --predict exclude each "
		    "other");
		die_usage(&e);
	}
	/* an option the mode would ignore is a usage error, not a no-op */
	if (opt.given_min_count && opt.mode != MODE_TOP) {
		ak_errf(&e, "--min-count is for --top");
		die_usage(&e);
	}
	if (opt.given_messages && opt.mode != MODE_INTERVENE) {
		ak_errf(&e, "-n and --per-message are for --intervene");
		die_usage(&e);
	}
	if (opt.given_set && opt.mode != MODE_TOP &&
	    opt.mode != MODE_INTERVENE) {
		ak_errf(&e, "--set is for --top and --intervene");
		die_usage(&e);
	}
	if (opt.given_report && opt.mode != MODE_REPORT) {
		ak_errf(&e, "--buckets and --length are for the report (no "
		    "--top, --intervene or --predict)");
		die_usage(&e);
	}
	if (opt.given_train && opt.mode == MODE_PREDICT) {
		ak_errf(&e, "--predict trains nothing and splits nothing: no "
		    "--epochs, --lr, --l2, --batch, --seed, --test-frac or "
		    "--time");
		die_usage(&e);
	}
	if (opt.given_optim && opt.load != NULL && (opt.mode == MODE_TOP ||
	    opt.mode == MODE_INTERVENE)) {
		ak_errf(&e, "--load with --top or --intervene trains nothing: "
		    "no --epochs, --lr, --l2, --batch or --time");
		die_usage(&e);
	}
	if (opt.given_setup && opt.load != NULL) {
		ak_errf(&e, "--load: the split and training settings come from "
		    "the model file: no --seed, --test-frac, --epochs, --lr, "
		    "--l2 or --batch");
		die_usage(&e);
	}
	/* standard input can be read once (the corpus is '-' by default) */
	if ((strcmp(opt.emb, "-") == 0) + (opt.load != NULL &&
	    strcmp(opt.load, "-") == 0) + (strcmp(opt.input, "-") == 0) > 1) {
		ak_errf(&e, "standard input ('-', and the corpus when no file "
		    "is given) can be read only once");
		die_usage(&e);
	}
	if (opt.save != NULL && opt.load != NULL) {
		ak_errf(&e, "--save and --load exclude each other");
		die_usage(&e);
	}
	if (opt.save != NULL && opt.out != NULL && (strcmp(opt.save,
	    opt.out) == 0 || ak_same_file(opt.save, opt.out))) {
		ak_errf(&e, "-o and --save name the same file");
		die_usage(&e);
	}
	if (opt.mode == MODE_PREDICT && opt.load == NULL) {
		ak_errf(&e, "--predict needs --load MODEL");
		die_usage(&e);
	}
	if ((opt.per_token || opt.unlabeled) && opt.mode != MODE_PREDICT) {
		ak_errf(&e, "--per-token and --unlabeled are for --predict");
		die_usage(&e);
	}
	if (opt.mode == MODE_PREDICT && opt.save != NULL) {
		ak_errf(&e, "--predict does not train: --save makes no sense");
		die_usage(&e);
	}

	ak_table emb;
	if (ak_table_read_kind(&emb, opt.emb, 1, AK_TABLE_EMB, &e) != 0 ||
	    ak_emb_check(&emb, opt.emb, &e) != 0)
		fail(&e);
	size_t d = emb.cols, np = AK_POOL_NPARAM(d);
	double *theta = NULL, *mean = NULL;
	if (opt.load != NULL) {
		ak_spam_setup su;
		if (ak_model_read(&theta, &su, opt.load, &emb, opt.emb, &e) !=
		    0)
			fail(&e);
		opt.seed = su.seed;
		opt.test_frac = su.test_frac;
		opt.epochs = su.epochs;
		opt.batch = su.batch;
		opt.lr = su.lr;
		opt.l2 = su.l2;
	} else if ((theta = ak_alloc_n(np, sizeof(double), &e)) == NULL)
		fail(&e);

	const char *inputs[] = { opt.emb, opt.input, opt.load, NULL };
	if (ak_out_open(&out, opt.out, inputs, &e) != 0)
		fail(&e);
	if (opt.mode == MODE_PREDICT) {
		provenance(out.fp);
		predict(out.fp, theta, &emb);
		goto done;
	}

	ak_msgset ms;
	if (ak_msgset_read(&ms, opt.input, &emb, &e) != 0)
		fail(&e);
	size_t *tr = ak_alloc_n(ms.n, sizeof(size_t), &e), ntr, nte;
	size_t *te = ak_alloc_n(ms.n, sizeof(size_t), &e);
	size_t *all = ak_alloc_n(ms.n, sizeof(size_t), &e), nall = 0;
	size_t *none = ak_alloc_n(ms.n, sizeof(size_t), &e), nnone = 0;
	if (tr == NULL || te == NULL || all == NULL || none == NULL)
		fail(&e);
	ak_spam_split(tr, &ntr, te, &nte, &ms, opt.test_frac, opt.seed);
	for (size_t i = 0; i < ms.n; i++) {
		if (ms.off[i + 1] > ms.off[i])
			all[nall++] = i;
		else
			none[nnone++] = i;
	}
	if (opt.load == NULL)
		train(theta, &ms, tr, ntr, &emb, 0);
	if (opt.save != NULL) {
		const char *in2[] = { opt.emb, opt.input, opt.out, NULL };
		if (ak_out_open(&saved, opt.save, in2, &e) != 0)
			fail(&e);
		provenance(saved.fp);
		ak_spam_setup su = { .seed = opt.seed,
			.test_frac = opt.test_frac, .epochs = opt.epochs,
			.batch = opt.batch, .lr = opt.lr, .l2 = opt.l2 };
		if (ak_model_write(saved.fp, theta, &su, &emb) != 0 ||
		    ak_out_commit(&saved, &e) != 0)
			fail(&e);
	}
	const size_t *set = opt.set == SET_TEST ? te : opt.set == SET_TRAIN ?
	    tr : all;
	size_t nset = opt.set == SET_TEST ? nte : opt.set == SET_TRAIN ? ntr :
	    nall;

	switch (opt.mode) {
	case MODE_REPORT: {
		size_t nspam = 0;
		if ((mean = ak_alloc_n(np, sizeof(double), &e)) == NULL)
			fail(&e);
		train(mean, &ms, tr, ntr, &emb, 1);
		provenance(out.fp);
		for (size_t i = 0; i < ms.n; i++)
			nspam += ms.y[i] != 0;
		fprintf(out.fp, "# %zu messages (%zu spam); %zu with no known "
		    "token left out of the split (rows 'none'); train %zu, "
		    "test %zu; length = %s tokens\n", ms.n, nspam, nnone, ntr,
		    nte, opt.length_all ? "all" : "known");
		fprintf(out.fp, "model\tsplit\tbucket\tn\tspam\terrors\t"
		    "accuracy\tlogloss\n");
		static const char *split[] = { "test", "train", "none" };
		for (int s = 0; s < 3; s++) {
			const size_t *ix = s == 0 ? te : s == 1 ? tr : none;
			size_t nx = s == 0 ? nte : s == 1 ? ntr : nnone;
			report_rows(out.fp, "attention", split[s], theta, &ms,
			    ix, nx, &emb);
			report_rows(out.fp, "mean", split[s], mean, &ms, ix,
			    nx, &emb);
			report_rows(out.fp, "constant", split[s], NULL, &ms,
			    ix, nx, &emb);
		}
		break;
	}
	case MODE_TOP:
		write_top(out.fp, theta, &ms, set, nset, &emb);
		break;
	case MODE_INTERVENE:
		write_interventions(out.fp, theta, &ms, set, nset, &emb);
		break;
	}
	ak_msgset_free(&ms);
	free(tr);
	free(te);
	free(all);
	free(none);
done:
	if (ferror(out.fp)) {
		ak_errf(&e, "%s: write error", opt.out ? opt.out : "<stdout>");
		fail(&e);
	}
	if (out.path != NULL) {
		if (ak_out_commit(&out, &e) != 0)
			fail(&e);
	}
	free(theta);
	free(mean);
	ak_table_free(&emb);
	ak_xfinish();
	return 0;
}
