/*
 * addr.c — `attn-train addr`: the key–value addressing task of the lesson
 * ("Мини-исследование: задача адресации") as five subcommands:
 *
 *   gen        seeded task instances as TSV
 *   train      one attention head, Adam, on generated (or given) instances
 *   eval       accuracy, overall or by number of pairs or by distance
 *   intervene  the three interventions as pass rates
 *   attend     the attention weights of each instance (long TSV)
 *
 * See attn-train-addr(1).  Command side only: the generator and parser are
 * in lib/addr, the model in lib/addrnet.
 */
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "addr.h"	/* this directory: attn_train_addr_main */
#include "addrnet.h"	/* lib/: the model (and lib/train/addr.h, the task) */
#include "cli.h"
#include "io.h"
#include "rng.h"

static const char *const synopsis =
"usage: attn-train addr gen [-n N] [--pairs LO[-HI]] [--keys K] [--values V]\n"
"                           [--order random|sorted] [--dist D] [--dup P]\n"
"                           [--mirror] [--seed S] [-o FILE]\n"
"       attn-train addr train [--pos none|sin|rope|rel] [--dim D] [--head H]\n"
"                           [--max-dist D] [--pairs LO-HI] [--keys K]\n"
"                           [--values V] [--order random|sorted] [--dup P]\n"
"                           [--steps N] [--batch B] [--lr A] [--seed S]\n"
"                           [--log FILE] [--quiet]\n"
"                           [-o MODEL] [FILE]\n"
"       attn-train addr eval -m MODEL [--by all|pairs|dist] [--each]\n"
"                           [-o FILE] [FILE]\n"
"       attn-train addr intervene -m MODEL [--seed S] [-o FILE] [FILE]\n"
"       attn-train addr attend -m MODEL [-o FILE] [FILE]\n";

static void
usage(int status)
{
	fputs(synopsis, status ? stderr : stdout);
	if (status == 0)
		fputs(
"\n"
"The key-value addressing task: texts like 'A:7 B:2 C:9 ?B' (answer 2).\n"
"  gen        write instances as TSV (id pairs dist dist2 text answer);\n"
"             -n N instances for each pair count of --pairs\n"
"  train      train one attention head; without FILE on fresh instances\n"
"  eval       accuracy of MODEL on the instances of FILE\n"
"  intervene  (a) permute pairs (b) move the key (c) replace the value\n"
"  attend     attention weights per pair (id qpos query kpos key weight\n"
"             dist target)\n"
"Defaults: --pairs 2-16 (train) or 2-64 (gen), --keys 64, --values 10,\n"
"--pos none, --dim 32, --head 32, --steps 2000, --batch 32, --lr 0.01,\n"
"--seed 1, --max-dist = largest training pair count.  See attn-train-addr(1).\n",
		    stdout);
	exit(status);
}

static void
die(int status, const char *fmt, const char *a, const char *b)
{
	ak_err e;

	ak_errf(&e, fmt, a, b);
	ak_xdie(status, &e);
}

enum {
	OPT_PAIRS = CHAR_MAX + 1, OPT_KEYS, OPT_VALUES, OPT_ORDER, OPT_DIST,
	OPT_DUP, OPT_SEED, OPT_POS, OPT_DIM, OPT_HEAD, OPT_MAXDIST, OPT_STEPS,
	OPT_BATCH, OPT_LR, OPT_LOG, OPT_BY, OPT_EACH, OPT_MIRROR, OPT_QUIET, OPT_VERSION
};

static const struct option longopts[] = {
	{ "count", required_argument, NULL, 'n' },
	{ "output", required_argument, NULL, 'o' },
	{ "model", required_argument, NULL, 'm' },
	{ "pairs", required_argument, NULL, OPT_PAIRS },
	{ "keys", required_argument, NULL, OPT_KEYS },
	{ "values", required_argument, NULL, OPT_VALUES },
	{ "order", required_argument, NULL, OPT_ORDER },
	{ "dist", required_argument, NULL, OPT_DIST },
	{ "dup", required_argument, NULL, OPT_DUP },
	{ "seed", required_argument, NULL, OPT_SEED },
	{ "pos", required_argument, NULL, OPT_POS },
	{ "dim", required_argument, NULL, OPT_DIM },
	{ "head", required_argument, NULL, OPT_HEAD },
	{ "max-dist", required_argument, NULL, OPT_MAXDIST },
	{ "steps", required_argument, NULL, OPT_STEPS },
	{ "batch", required_argument, NULL, OPT_BATCH },
	{ "lr", required_argument, NULL, OPT_LR },
	{ "log", required_argument, NULL, OPT_LOG },
	{ "by", required_argument, NULL, OPT_BY },
	{ "each", no_argument, NULL, OPT_EACH },
	{ "mirror", no_argument, NULL, OPT_MIRROR },
	{ "quiet", no_argument, NULL, OPT_QUIET },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 }
};

/* Options of all subcommands; each subcommand accepts its own subset. */
static struct opts {
	long count;
	long lo, hi;
	int have_pairs;
	long keys, values;
	int sorted;
	long dist;
	double dup;
	unsigned long long seed;
	int pos;
	long dim, head, maxdist;
	long steps, batch;
	double lr;
	const char *log, *ofile, *model;
	enum { BY_ALL, BY_PAIRS, BY_DIST } by;
	int each, mirror, quiet;
	const char *input;
	const char *gen_opt;	/* first of --pairs, --order, --dup given */
} o;


static void
parse_pairs(const char *s)
{
	char buf[64];
	const char *dash = strchr(s, '-');

	if (dash == NULL) {
		o.lo = o.hi = (int)ak_xlong(s, 2, AK_ADDR_MAXPAIRS, "--pairs");
	} else {
		size_t l = (size_t)(dash - s);
		if (l >= sizeof buf)
			die(2, "--pairs: '%s' is not N or LO-HI", s, NULL);
		memcpy(buf, s, l);
		buf[l] = '\0';
		o.lo = (int)ak_xlong(buf, 2, AK_ADDR_MAXPAIRS, "--pairs");
		o.hi = (int)ak_xlong(dash + 1, 2, AK_ADDR_MAXPAIRS, "--pairs");
		if (o.hi < o.lo)
			die(2, "--pairs: '%s': LO is above HI", s, NULL);
	}
	o.have_pairs = 1;
}

/*
 * Parse argv (argv[0] = subcommand) with the options listed in `allowed`
 * (a string of option codes, the short letters and OPT_* values).
 */
static void
parse(int argc, char *argv[], const int *allowed, size_t nallowed,
    int max_operands)
{
	int ch, li;

	optind = 1;
	opterr = 0;	/* getopt would name the program after argv[0] */
	/* li: index of the long option matched, -1 for a short one */
	for (li = -1; (ch = getopt_long(argc, argv, ":n:o:m:h", longopts,
	    &li)) != -1; li = -1) {
		int ok = ch == 'h' || ch == OPT_VERSION;
		for (size_t i = 0; i < nallowed; i++)
			ok |= allowed[i] == ch;
		if (ch == '?' || ch == ':') {
			if (ch == ':')
				fprintf(stderr, "attn-train: addr %s: option "
				    "'%s' needs an argument\n", argv[0],
				    argv[optind - 1]);
			else if (optopt != 0)
				fprintf(stderr, "attn-train: addr %s: unknown "
				    "option '-%c'\n", argv[0], optopt);
			else
				fprintf(stderr, "attn-train: addr %s: unknown "
				    "option '%s'\n", argv[0], argv[optind - 1]);
			usage(2);
		}
		if (!ok) {
			/* name the option itself: argv[optind - 1] is its
			 * argument when that came as a separate word */
			if (ch != '?' && li >= 0)
				fprintf(stderr, "attn-train: addr %s: option "
				    "'--%s' does not apply\n", argv[0],
				    longopts[li].name);
			else if (ch != '?')
				fprintf(stderr, "attn-train: addr %s: option "
				    "'-%c' does not apply\n", argv[0], ch);
			usage(2);
		}
		switch (ch) {
		case 'n':
			o.count = (int)ak_xlong(optarg, 1, 10000000, "-n");
			break;
		case 'o':
			o.ofile = optarg;
			break;
		case 'm':
			o.model = optarg;
			break;
		case OPT_PAIRS:
			if (o.gen_opt == NULL)
				o.gen_opt = "--pairs";
			parse_pairs(optarg);
			break;
		case OPT_KEYS:
			o.keys = (int)ak_xlong(optarg, 2, AK_ADDR_MAXKEYS, "--keys");
			break;
		case OPT_VALUES:
			o.values = (int)ak_xlong(optarg, 2, AK_ADDR_MAXVALS,
			    "--values");
			break;
		case OPT_ORDER:
			if (o.gen_opt == NULL)
				o.gen_opt = "--order";
			if (strcmp(optarg, "random") == 0)
				o.sorted = 0;
			else if (strcmp(optarg, "sorted") == 0)
				o.sorted = 1;
			else
				die(2, "--order: '%s' is not random or sorted",
				    optarg, NULL);
			break;
		case OPT_DIST:
			o.dist = (int)ak_xlong(optarg, 1, AK_ADDR_MAXPAIRS, "--dist");
			break;
		case OPT_DUP:
			if (o.gen_opt == NULL)
				o.gen_opt = "--dup";
			o.dup = ak_xdouble(optarg, 0, 1, "--dup");
			break;
		case OPT_SEED: {
			long v;
			v = ak_xlong(optarg, 0, LONG_MAX, "--seed");
			o.seed = (unsigned long long)v;
			break;
		}
		case OPT_POS:
			if ((o.pos = ak_addr_pos_parse(optarg)) < 0)
				die(2, "--pos: '%s' is not none, sin, rope or "
				    "rel", optarg, NULL);
			break;
		case OPT_DIM:
			o.dim = (int)ak_xlong(optarg, 1, 1024, "--dim");
			break;
		case OPT_HEAD:
			o.head = (int)ak_xlong(optarg, 1, 1024, "--head");
			break;
		case OPT_MAXDIST:
			o.maxdist = (int)ak_xlong(optarg, 1, AK_ADDR_MAXPAIRS,
			    "--max-dist");
			break;
		case OPT_STEPS:
			o.steps = (int)ak_xlong(optarg, 0, 100000000, "--steps");
			break;
		case OPT_BATCH:
			o.batch = (int)ak_xlong(optarg, 1, 1000000, "--batch");
			break;
		case OPT_LR:
			o.lr = ak_xdouble(optarg, 1e-9, 10, "--lr");
			break;
		case OPT_LOG:
			o.log = optarg;
			break;
		case OPT_BY:
			if (strcmp(optarg, "all") == 0)
				o.by = BY_ALL;
			else if (strcmp(optarg, "pairs") == 0)
				o.by = BY_PAIRS;
			else if (strcmp(optarg, "dist") == 0)
				o.by = BY_DIST;
			else
				die(2, "--by: '%s' is not all, pairs or dist",
				    optarg, NULL);
			break;
		case OPT_EACH:
			o.each = 1;
			break;
		case OPT_MIRROR:
			o.mirror = 1;
			break;
		case OPT_QUIET:
			o.quiet = 1;
			break;
		case OPT_VERSION:
			printf("attn-train (attnkit) %s\n", AK_VERSION);
			ak_xfinish();
			exit(0);
		case 'h':
			usage(0);
		}
	}
	if (argc - optind > max_operands) {
		fprintf(stderr, "attn-train: addr %s: too many operands\n",
		    argv[0]);
		usage(2);
	}
	o.input = optind < argc ? argv[optind] : "-";
}

/* "# attn-train addr SUB ARGS (attnkit VERSION)" */
static void
provenance(FILE *fp, int argc, char *argv[])
{
	fputs("# attn-train addr", fp);
	for (int i = 0; i < argc; i++)
		fprintf(fp, " %s", argv[i]);
	fprintf(fp, " (attnkit %s)\n", AK_VERSION);
}

static void
out_open(ak_out *out, const char *path)
{
	const char *inputs[3] = { o.input, o.model, NULL };
	ak_err e;

	if (ak_out_open(out, path, inputs, &e) != 0)
		ak_xdie(1, &e);
}

static void
out_commit(ak_out *out)
{
	ak_err e;

	if (ferror(out->fp)) {
		ak_out_abort(out);
		die(1, "%s: write error", out->path ? out->path : "<stdout>",
		    NULL);
	}
	if (ak_out_commit(out, &e) != 0)
		ak_xdie(1, &e);
}

static ak_addr_gen
gen_settings(long def_hi)
{
	ak_addr_gen g;
	ak_err e;

	g.lo = o.have_pairs ? (size_t)o.lo : 2;
	g.hi = o.have_pairs ? (size_t)o.hi : (size_t)def_hi;
	g.nkeys = (size_t)o.keys;
	g.nvals = (size_t)o.values;
	g.sorted = o.sorted;
	g.dist = (size_t)o.dist;
	g.dup = o.dup;
	if (ak_addr_gen_check(&g, &e) != 0)
		ak_xdie(2, &e);
	return g;
}

static int
cmd_gen(int argc, char *argv[])
{
	static const int allowed[] = { 'n', 'o', OPT_PAIRS, OPT_KEYS,
	    OPT_VALUES, OPT_ORDER, OPT_DIST, OPT_DUP, OPT_SEED, OPT_MIRROR };
	ak_out out;
	ak_rng r;
	ak_addr_inst x, twin;
	char text[AK_ADDR_MAXPAIRS * 8 + 8];
	unsigned long id = 0;

	parse(argc, argv, allowed, sizeof allowed / sizeof *allowed, 0);
	if (o.mirror && o.dup == 0)
		die(2, "--mirror: only used with --dup P > 0 (it mirrors the "
		    "instances with a duplicated key)", NULL, NULL);
	ak_addr_gen g = gen_settings(64);
	ak_rng_seed(&r, o.seed);
	o.input = NULL;		/* reads no input: -o may be any file */
	out_open(&out, o.ofile);
	provenance(out.fp, argc, argv);
	fputs("id\tpairs\tdist\tdist2\ttext\tanswer\n", out.fp);
	for (size_t n = g.lo; n <= g.hi; n++)
		for (long i = 0; i < o.count; i++) {
			ak_addr_sample(&x, &g, n, &r);
			for (int k = 0; k < 2; k++) {
				const ak_addr_inst *y = k ? &twin : &x;
				if (k && (!o.mirror ||
				    ak_addr_mirror(&twin, &x) != 0))
					break;
				ak_addr_format(text, sizeof text, y);
				fprintf(out.fp, "%lu\t%zu\t%zu\t%zu\t%s\t%zu\n",
				    ++id, y->n, ak_addr_dist(y, y->target),
				    y->other == AK_ADDR_NONE ? 0 :
				    ak_addr_dist(y, y->other), text, y->answer);
			}
		}
	out_commit(&out);
	ak_xfinish();
	return 0;
}

static int
cmd_train(int argc, char *argv[])
{
	static const int allowed[] = { 'o', OPT_PAIRS, OPT_KEYS, OPT_VALUES,
	    OPT_ORDER, OPT_DUP, OPT_SEED, OPT_POS, OPT_DIM, OPT_HEAD,
	    OPT_MAXDIST, OPT_STEPS, OPT_BATCH, OPT_LR, OPT_LOG, OPT_QUIET };
	ak_addr_train_opt t;
	ak_addr_model m;
	ak_addr_set set;
	ak_addr_cfg c;
	ak_out out, log;
	ak_rng r;
	ak_err e;

	parse(argc, argv, allowed, sizeof allowed / sizeof *allowed, 1);
	if (o.maxdist != 0 && o.pos != AK_POS_REL)
		die(2, "--max-dist: only used with --pos rel", NULL, NULL);
	memset(&t, 0, sizeof t);
	memset(&set, 0, sizeof set);
	int from_file = optind < argc;
	if (from_file && o.gen_opt != NULL)
		die(2, "%s: shapes generated instances; train FILE takes them "
		    "from FILE", o.gen_opt, NULL);
	if (from_file && ak_addr_set_read(&set, o.input, (size_t)o.keys,
	    (size_t)o.values, &e) != 0)
		ak_xdie(1, &e);
	if (!from_file) {
		t.gen = gen_settings(16);
		o.input = NULL;	/* standard input is not read */
	}
	size_t longest = t.gen.hi;
	for (size_t i = 0; i < set.n; i++)
		if (set.x[i].n > longest)
			longest = set.x[i].n;
	c.nkeys = (size_t)o.keys;
	c.nvals = (size_t)o.values;
	c.d = (size_t)o.dim;
	c.h = (size_t)o.head;
	c.pos = o.pos;
	c.maxdist = o.maxdist ? (size_t)o.maxdist : longest;
	if (ak_addr_cfg_check(&c, &e) != 0)
		ak_xdie(2, &e);
	t.steps = (size_t)o.steps;
	t.batch = (size_t)o.batch;
	double work = ak_addr_train_flops(&c, t.steps, t.batch, longest);
	if (work > AK_ADDR_MAX_FLOPS) {
		ak_errf(&e, "addr train: --steps %ld --batch %ld: the run would "
		    "reach %.2g flops, more than the limit of %.2g (hours of "
		    "work): fewer steps or a smaller batch", o.steps, o.batch,
		    work, AK_ADDR_MAX_FLOPS);
		ak_xdie(2, &e);
	}
	t.lr = o.lr;
	t.data = from_file ? set.x : NULL;
	t.ndata = set.n;
	t.log_every = 100;
	t.progress = !o.quiet && ak_is_tty_stderr() ? stderr : NULL;
	ak_rng_seed(&r, o.seed);
	if (o.log != NULL && o.ofile != NULL && (strcmp(o.log, o.ofile) == 0 ||
	    ak_same_file(o.log, o.ofile)))
		die(2, "--log: '%s' is also the model file", o.log, NULL);
	if (ak_addr_model_init(&m, &c, &r, &e) != 0)
		ak_xdie(1, &e);
	out_open(&out, o.ofile);
	if (o.log != NULL) {
		const char *inputs[3] = { o.ofile, o.input, NULL };
		if (ak_out_open(&log, o.log, inputs, &e) != 0) {
			ak_out_abort(&out);
			ak_xdie(1, &e);
		}
		provenance(log.fp, argc, argv);
		fputs("step\tloss\taccuracy\n", log.fp);
		t.log = log.fp;
	}
	if (ak_addr_train(&m, &t, &r, &e) != 0) {
		ak_out_abort(&out);
		if (o.log != NULL)
			ak_out_abort(&log);
		ak_xdie(1, &e);
	}
	provenance(out.fp, argc, argv);
	ak_addr_model_write(out.fp, &m);
	if (o.log != NULL)
		out_commit(&log);
	out_commit(&out);
	ak_addr_model_free(&m);
	ak_addr_set_free(&set);
	ak_xfinish();
	return 0;
}

/* Read -m MODEL and the instances; both errors are data errors (exit 1). */
static void
load(ak_addr_model *m, ak_addr_set *set)
{
	ak_err e;

	if (o.model == NULL) {
		fputs("attn-train: addr: -m MODEL is required\n", stderr);
		usage(2);
	}
	if (strcmp(o.model, "-") == 0 && strcmp(o.input, "-") == 0)
		die(2, "standard input (-) can be only one of the inputs: -m or "
		    "the instances (the default when no FILE is given)", NULL,
		    NULL);
	if (ak_addr_model_read(m, o.model, &e) != 0)
		ak_xdie(1, &e);
	if (ak_addr_set_read(set, o.input, m->c.nkeys, m->c.nvals, &e) != 0)
		ak_xdie(1, &e);
}

static int
cmd_eval(int argc, char *argv[])
{
	static const int allowed[] = { 'o', 'm', OPT_BY, OPT_EACH };
	ak_addr_model m;
	ak_addr_set set;
	ak_addr_fwd f;
	ak_out out;
	ak_err e;
	size_t nb = AK_ADDR_MAXPAIRS + 1;
	size_t cnt[AK_ADDR_MAXPAIRS + 1] = { 0 }, ok[AK_ADDR_MAXPAIRS + 1] = { 0 };
	double loss = 0;

	parse(argc, argv, allowed, sizeof allowed / sizeof *allowed, 1);
	load(&m, &set);
	if (ak_addr_fwd_init(&f, &m.c, &e) != 0)
		ak_xdie(1, &e);
	out_open(&out, o.ofile);
	provenance(out.fp, argc, argv);
	if (o.each)
		fputs("id\tpairs\tdist\tdist2\tanswer\tpred\tcorrect\t"
		    "p_answer\tw_target\n", out.fp);
	for (size_t i = 0; i < set.n; i++) {
		const ak_addr_inst *x = &set.x[i];
		ak_addr_forward(&f, &m, x);
		int good = f.pred == x->answer;
		size_t dist = ak_addr_dist(x, x->target);
		size_t b = o.by == BY_PAIRS ? x->n : o.by == BY_DIST ? dist : 0;
		cnt[b]++;
		ok[b] += good;
		loss += f.loss;
		if (o.each)
			fprintf(out.fp, "%s\t%zu\t%zu\t%zu\t%zu\t%zu\t%d\t%.6f\t"
			    "%.6f\n", set.id[i], x->n, dist,
			    x->other == AK_ADDR_NONE ? 0 :
			    ak_addr_dist(x, x->other), x->answer, f.pred, good,
			    f.p[x->answer], f.a[x->target]);
	}
	if (!o.each) {
		static const char *const col[] = { "set", "pairs", "dist" };
		fprintf(out.fp, "%s\tn\tcorrect\taccuracy%s\n", col[o.by],
		    o.by == BY_ALL ? "\tloss" : "");
		for (size_t b = 0; b < nb; b++) {
			if (cnt[b] == 0)
				continue;
			if (o.by == BY_ALL)
				fprintf(out.fp, "all\t%zu\t%zu\t%.6f\t%.6f\n",
				    cnt[b], ok[b],
				    (double)ok[b] / (double)cnt[b],
				    loss / (double)set.n);
			else
				fprintf(out.fp, "%zu\t%zu\t%zu\t%.6f\n", b,
				    cnt[b], ok[b],
				    (double)ok[b] / (double)cnt[b]);
		}
	}
	out_commit(&out);
	ak_addr_fwd_free(&f);
	ak_addr_model_free(&m);
	ak_addr_set_free(&set);
	ak_xfinish();
	return 0;
}

static int
cmd_intervene(int argc, char *argv[])
{
	static const int allowed[] = { 'o', 'm', OPT_SEED };
	static const char *const name[3] = { "a-permute", "b-key", "c-value" };
	static const char *const crit[3] = {
		"answer unchanged when the pairs are permuted",
		"attention argmax moves to the pair now holding the queried key",
		"weights bit-identical and the answer is the new value"
	};
	ak_addr_model m;
	ak_addr_set set;
	ak_addr_iv iv;
	ak_out out;
	ak_rng r;
	ak_err e;

	parse(argc, argv, allowed, sizeof allowed / sizeof *allowed, 1);
	load(&m, &set);
	ak_rng_seed(&r, o.seed);
	if (ak_addr_intervene(&iv, &m, set.x, set.n, &r, &e) != 0)
		ak_xdie(1, &e);
	if (iv.done[0] == 0)
		die(1, "%s: no instance with unique keys and two or more "
		    "pairs: the interventions need them", set.n ? o.input :
		    "-", NULL);
	out_open(&out, o.ofile);
	provenance(out.fp, argc, argv);
	fprintf(out.fp, "intervention\tn\tpass\trate\tmax_dw\tcriterion\n");
	for (int k = 0; k < 3; k++)
		fprintf(out.fp, "%s\t%zu\t%zu\t%.6f\t%.3g\t%s\n", name[k],
		    iv.done[k], iv.pass[k],
		    (double)iv.pass[k] / (double)iv.done[k], iv.maxdw[k],
		    crit[k]);
	fprintf(out.fp, "# (a) largest change of an output probability: "
	    "%.3g\n", iv.maxdp_a);
	fprintf(out.fp, "# (c) weights bit-identical in %zu of %zu, answer "
	    "followed the value in %zu\n", iv.same_w_c, iv.done[2],
	    iv.moved_c);
	if (iv.done[0] < set.n)
		fprintf(out.fp, "# %zu instances with a duplicate key skipped "
		    "(the interventions assume unique keys)\n",
		    set.n - iv.done[0]);
	out_commit(&out);
	ak_addr_model_free(&m);
	ak_addr_set_free(&set);
	ak_xfinish();
	return 0;
}

static int
cmd_attend(int argc, char *argv[])
{
	static const int allowed[] = { 'o', 'm' };
	ak_addr_model m;
	ak_addr_set set;
	ak_addr_fwd f;
	ak_out out;
	ak_err e;
	char kn[4], pn[16];

	parse(argc, argv, allowed, sizeof allowed / sizeof *allowed, 1);
	load(&m, &set);
	if (ak_addr_fwd_init(&f, &m.c, &e) != 0)
		ak_xdie(1, &e);
	out_open(&out, o.ofile);
	provenance(out.fp, argc, argv);
	fputs("id\tqpos\tquery\tkpos\tkey\tweight\tdist\ttarget\n", out.fp);
	for (size_t i = 0; i < set.n; i++) {
		const ak_addr_inst *x = &set.x[i];
		ak_addr_forward(&f, &m, x);
		ak_addr_key_name(kn, x->query);
		for (size_t j = 0; j < x->n; j++) {
			ak_addr_pair_name(pn, sizeof pn, x, j);
			fprintf(out.fp, "%s\t%zu\t?%s\t%zu\t%s\t%.9g\t%zu\t%d\n",
			    set.id[i], x->n, kn, j, pn, f.a[j],
			    ak_addr_dist(x, j), j == x->target);
		}
	}
	out_commit(&out);
	ak_addr_fwd_free(&f);
	ak_addr_model_free(&m);
	ak_addr_set_free(&set);
	ak_xfinish();
	return 0;
}

int
attn_train_addr_main(int argc, char *argv[])
{
	static const struct {
		const char *name;
		int (*fn)(int, char *[]);
	} sub[] = {
		{ "gen", cmd_gen }, { "train", cmd_train }, { "eval", cmd_eval },
		{ "intervene", cmd_intervene }, { "attend", cmd_attend },
	};

	memset(&o, 0, sizeof o);
	o.count = 100;
	o.keys = 64;
	o.values = 10;
	o.seed = 1;
	o.pos = AK_POS_NONE;
	o.dim = 32;
	o.head = 32;
	o.steps = 2000;
	o.batch = 32;
	o.lr = 0.01;
	o.input = "-";
	if (argc < 2)
		usage(2);
	if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)
		usage(0);
	if (strcmp(argv[1], "--version") == 0) {
		printf("attn-train (attnkit) %s\n", AK_VERSION);
		ak_xfinish();
		return 0;
	}
	for (size_t i = 0; i < sizeof sub / sizeof *sub; i++)
		if (strcmp(argv[1], sub[i].name) == 0)
			return sub[i].fn(argc - 1, argv + 1);
	fprintf(stderr, "attn-train: addr: unknown subcommand '%s'\n",
	    argv[1]);
	usage(2);
	return 2;
}
