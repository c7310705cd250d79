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
 * in lib/train/addr, the model in lib/train/addrnet, the tables in
 * lib/train/addrout.
 */
#include <stdio.h>
#include <string.h>

#include "addr.h"	/* this directory: attn_train_addr_main */
#include "addr-cmd.h"
#include "addrblock.h"	/* lib/: the block on the task */
#include "addrnet.h"	/* lib/: the model (and lib/train/addr.h, the task) */
#include "addrout.h"	/* lib/: the tables */
#include "cli.h"
#include "io.h"
#include "progline.h"
#include "rng.h"

static ak_addr_gen
gen_settings(const struct addr_opts *ao, long def_hi)
{
	ak_addr_gen g;
	ak_err e;

	g.lo = ao->have_pairs ? (size_t)ao->lo : 2;
	g.hi = ao->have_pairs ? (size_t)ao->hi : (size_t)def_hi;
	g.nkeys = (size_t)ao->keys;
	g.nvals = (size_t)ao->values;
	g.sorted = ao->sorted;
	g.dist = (size_t)ao->dist;
	g.dup = ao->dup;
	if (ak_addr_gen_check(&g, &e) != 0)
		ak_xfail(&e);
	return g;
}

static int
cmd_gen(struct addr_opts *ao, int argc, char *argv[])
{
	ak_out out;
	ak_rng r;

	ad_parse(ao, argc, argv, AD_GEN, 0);
	if (ao->mirror && ao->dup == 0)
		ad_die("--mirror: only used with --dup P > 0 (it mirrors the "
		    "instances with a duplicated key)", NULL, NULL);
	ak_addr_gen g = gen_settings(ao, 64);
	ak_rng_seed(&r, ao->seed);
	ao->input = NULL;		/* reads no input: -o may be any file */
	ad_out_open(ao, &out, ao->ofile);
	ad_provenance(ao, out.fp);
	ak_addr_write_gen(out.fp, &g, (size_t)ao->count, ao->mirror, &r);
	ad_out_commit(&out);
	ak_xfinish();
	return 0;
}

/* the training's progress: steps, and the loss of the last ones */
static void
train_progress(void *ctx, size_t step, size_t steps, double loss)
{
	ak_progline *pl = ctx;

	snprintf(pl->note, sizeof(pl->note), "loss %.4f", loss);
	ak_progline_say(pl, "training", "steps", step, steps, step == steps);
}

/* --model of train: 1 for block, 0 for head; the options of the other
   model refused */
static int
train_model(const struct addr_opts *ao)
{
	int block = ao->model != NULL && strcmp(ao->model, "block") == 0;

	if (ao->model != NULL && !block && strcmp(ao->model, "head") != 0)
		ad_die("--model '%s': train takes head or block (eval, "
		    "intervene and attend take the model file)", ao->model,
		    NULL);
	if (!block && (ao->p.bits & AD_BLOCKB))
		ad_die("--layers, --heads, --mlp, --norm, --residual, --pool: "
		    "only with --model block", NULL, NULL);
	if (block && (ao->p.bits & AD_HEADB))
		ad_die("--dk, --max-dist: the head's; a block's heads are "
		    "d/--heads wide", NULL, NULL);
	if (block && ao->pos == AK_POS_REL)
		ad_die("--pos rel: the head's learned distance bias; a block "
		    "takes none, sin or rope", NULL, NULL);
	return block;
}

static int
cmd_train(struct addr_opts *ao, int argc, char *argv[])
{
	ak_addr_train_opt t;
	ak_addr_model m;
	ak_addr_set set;
	ak_addr_cfg c;
	ak_out out, log;
	ak_rng r;
	ak_err e;

	ad_parse(ao, argc, argv, AD_TRAIN, 1);
	int block = train_model(ao);
	memset(&t, 0, sizeof t);
	memset(&set, 0, sizeof set);
	int from_file = ao->p.noperands > 0;
	if (from_file && ak_addr_set_read(&set, ao->input, (size_t)ao->keys,
	    (size_t)ao->values, ao->memory, &e) != 0)
		ak_xfail(&e);
	if (!from_file) {
		t.gen = gen_settings(ao, 16);
		ao->input = NULL;	/* standard input is not read */
	}
	size_t longest = ak_addr_longest(&set, t.gen.hi);
	t.steps = (size_t)ao->steps;
	t.batch = (size_t)ao->batch;
	t.lr = ao->lr;
	t.data = from_file ? set.x : NULL;
	t.ndata = set.n;
	t.log_every = 100;
	ak_progline pl;
	ak_progline_init(&pl, "attn-train addr", ao->quiet, ao->progress);
	if (pl.mode != AK_PROGLINE_OFF) {
		t.progress = train_progress;
		t.ctx = &pl;
	}
	if (block) {
		ad_train_block(ao, &t, longest, &pl);
		ak_addr_set_free(&set);
		return 0;
	}
	c.nkeys = (size_t)ao->keys;
	c.nvals = (size_t)ao->values;
	c.d = (size_t)ao->dim;
	c.h = (size_t)ao->head;
	c.pos = ao->pos;
	c.maxdist = ao->maxdist ? (size_t)ao->maxdist : longest;
	if (ak_addr_cfg_check(&c, &e) != 0) {
		ak_err_kind(&e, AK_ERR_USAGE);	/* the settings are options */
		ak_xfail(&e);
	}
	if (ak_addr_train_check(&c, t.steps, t.batch, longest, &e) != 0)
		ak_xfail(&e);
	ak_rng_seed(&r, ao->seed);
	if (ak_addr_model_init(&m, &c, &r, &e) != 0)
		ak_xfail(&e);
	m.has_data = from_file;	/* an instance file: its fingerprint */
	m.data = from_file ? ak_addr_insts_hash(set.x, set.n) : 0;
	ad_train_open(ao, &out, &log, &t);
	ak_progline_say(&pl, "training", "steps", 0, t.steps, 0);
	int rc = ak_addr_train(&m, &t, &r, &e);
	ak_progline_clear(&pl);
	if (rc != 0)
		ad_train_fail(ao, &out, &log, &e);
	ad_provenance(ao, out.fp);
	ak_addr_model_write(out.fp, &m);
	if (ao->log != NULL)
		ad_out_commit(&log);
	ad_out_commit(&out);
	ak_addr_model_free(&m);
	ak_addr_set_free(&set);
	ak_xfinish();
	return 0;
}

/* Read --model MODEL (given: addr-opts.c's rules) and the instances;
 * both errors are data errors (exit 1); the model's own training file
 * said (sub: AD_EVAL ...) */
static void
load(struct addr_opts *ao, ak_addr_model *m, ak_addr_set *set,
    unsigned sub)
{
	ak_err e;

	if (ak_addr_load(m, set, ao->model, ao->input, ao->memory, &e) != 0)
		ak_xfail(&e);
	ad_data_note(ao, sub, m->has_data, m->data, set);
}

static int
cmd_eval(struct addr_opts *ao, int argc, char *argv[])
{
	ak_addr_model m;
	ak_addr_set set;
	ak_out out;
	ak_err e;

	ad_parse(ao, argc, argv, AD_EVAL, 1);
	if (ak_addrblk_is(ao->model))
		return ad_use_block(ao, AD_EVAL);
	load(ao, &m, &set, AD_EVAL);
	ad_out_open(ao, &out, ao->ofile);
	ad_provenance(ao, out.fp);
	int by = ao->by == BY_PAIRS ? AK_ADDR_BY_PAIRS : ao->by == BY_DIST ?
	    AK_ADDR_BY_DIST : AK_ADDR_BY_ALL;
	if (ak_addr_write_eval(out.fp, &m, &set, by, ao->each, &e) != 0) {
		ak_out_abort(&out);
		ak_xfail(&e);
	}
	ad_out_commit(&out);
	ak_addr_model_free(&m);
	ak_addr_set_free(&set);
	ak_xfinish();
	return 0;
}

static int
cmd_intervene(struct addr_opts *ao, int argc, char *argv[])
{
	ak_addr_model m;
	ak_addr_set set;
	ak_addr_iv iv;
	ak_out out;
	ak_rng r;
	ak_err e;

	ad_parse(ao, argc, argv, AD_INTERVENE, 1);
	if (ak_addrblk_is(ao->model))
		return ad_use_block(ao, AD_INTERVENE);
	if (ao->p.bits & AD_TARGETB)
		ad_die("--target: a block model's; '%s' is the head's (its "
		    "interventions are a, b and c)", ao->model, NULL);
	load(ao, &m, &set, AD_INTERVENE);
	ak_rng_seed(&r, ao->seed);
	if (ak_addr_iv_run(&iv, &m, &set, &r, ao->input, &e) != 0)
		ak_xfail(&e);
	ad_out_open(ao, &out, ao->ofile);
	ad_provenance(ao, out.fp);
	ak_addr_write_iv(out.fp, &iv, set.n);
	ad_out_commit(&out);
	ak_addr_model_free(&m);
	ak_addr_set_free(&set);
	ak_xfinish();
	return 0;
}

static int
cmd_attend(struct addr_opts *ao, int argc, char *argv[])
{
	ak_addr_model m;
	ak_addr_set set;
	ak_out out;
	ak_err e;

	ad_parse(ao, argc, argv, AD_ATTEND, 1);
	if (ak_addrblk_is(ao->model))
		return ad_use_block(ao, AD_ATTEND);
	load(ao, &m, &set, AD_ATTEND);
	ad_out_open(ao, &out, ao->ofile);
	ad_provenance(ao, out.fp);
	if (ak_addr_write_attention(out.fp, &m, &set, &e) != 0) {
		ak_out_abort(&out);
		ak_xfail(&e);
	}
	ad_out_commit(&out);
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
		int (*fn)(struct addr_opts *, int, char *[]);
	} sub[] = {
		{ "gen", cmd_gen }, { "train", cmd_train }, { "eval", cmd_eval },
		{ "intervene", cmd_intervene }, { "attend", cmd_attend },
	};

	struct addr_opts ao = { .count = 100, .keys = 64, .values = 10,
	    .seed = 1, .pos = AK_POS_NONE, .dim = 32, .head = 32,
	    .steps = 2000, .batch = 32, .lr = 0.01, .input = "-",
	    .layers = 1, .heads = 1, .mlp = -1, .residual = 1,
	    .target = AD_TARGET_TOKENS };

	if (argc < 2)
		ad_die("addr: a subcommand is needed: gen, train, eval, "
		    "intervene or attend", NULL, NULL);
	if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)
		ad_help();
	if (strcmp(argv[1], "--version") == 0) {
		printf("attn-train (attnkit) %s\n", AK_VERSION);
		ak_xfinish();
		return 0;
	}
	for (size_t i = 0; i < sizeof sub / sizeof *sub; i++)
		if (strcmp(argv[1], sub[i].name) == 0) {
			int rc = sub[i].fn(&ao, argc - 1, argv + 1);
			ak_opt_free(&ao.p);	/* argv's copy */
			return rc;
		}
	ad_die("addr: unknown subcommand '%s'", argv[1], NULL);
}
