/* attn-train addr with a transformer block: train --model block, and
 * eval, intervene, attend of a block model file (addr-cmd.h).  Command
 * side only: the block on the task is lib/train/addrblock.h. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "addr-cmd.h"
#include "addrblock.h"
#include "addrout.h"
#include "cli.h"
#include "mem.h"
#include "rng.h"

/* the bytes a run of the block model m needs (ak_addrblk_bytes, and the
 * instances held) against -M: past it, refused naming the -M that fits,
 * exit 1, as the other tools refuse a run their budget cannot hold */
static void
ad_block_fits(const struct addr_opts *ao, ak_addrblk *m, double need,
    const char *sub)
{
	char mb[AK_FMT_SIZE_MAX];
	ak_err e;

	if (need <= (double)ao->memory)
		return;
	double fit = ceil(need / 1048576);
	ak_errf(&e, "addr %s: the block model (d %zu, %zu layer%s, --mlp %zu: "
	    "%zu parameters) needs %.1f MB (%.0f bytes) with its %s, more than "
	    "--memory %s: -M %.0fM would fit, or a smaller -d, --mlp, "
	    "--layers%s", sub, m->c.d, m->c.layers, m->c.layers == 1 ? "" :
	    "s", m->c.mlp, m->ntheta, need / 1048576, need,
	    strcmp(sub, "train") == 0 ? "gradient, Adam's two moments and a "
	    "batch's activations" : "batches' activations",
	    ak_fmt_size(mb, ao->memory), fit, strcmp(sub, "train") == 0 ?
	    " or --batch-size" : "");
	ak_addrblk_free(m);
	ak_err_kind(&e, AK_ERR_RESOURCE);
	ak_xfail(&e);
}

void
ad_train_block(struct addr_opts *ao, ak_addr_train_opt *t, size_t longest,
    ak_progline *pl)
{
	size_t d = (size_t)ao->dim;
	ak_block_cfg c = { .d = d, .layers = (size_t)ao->layers,
	    .heads = (size_t)ao->heads, .mlp = ao->mlp < 0 ? 4 * d :
	    (size_t)ao->mlp, .norm = ao->norm, .residual = ao->residual,
	    .pe = ao->pos, .pool = ao->pool };
	ak_addrblk m;
	ak_out out, log;
	ak_rng r;
	ak_err e;

	/* the model, its gradient, Adam's moments and a batch's activations
	   within -M (beside the instances read), before any is taken */
	if (ak_addrblk_shape(&m, &c, (size_t)ao->keys, (size_t)ao->values,
	    &e) != 0)
		ak_xfail(&e);
	ad_block_fits(ao, &m, ak_addrblk_bytes(&m, t->batch, longest, 1) +
	    (double)t->ndata * (double)sizeof(ak_addr_inst), "train");
	if (ak_addrblk_init(&m, &c, (size_t)ao->keys, (size_t)ao->values,
	    ao->seed, &e) != 0)
		ak_xfail(&e);
	/* forward, backward (about twice) and Adam: the head's limit */
	size_t T = longest + 1;
	double work = (double)t->steps * ((double)t->batch * 3 *
	    ak_block_forward_flops(&m.c, T, T * T) + 10 * (double)m.ntheta);
	if (work > AK_ADDR_MAX_FLOPS) {
		ak_erru(&e, "addr train: --steps %zu --batch-size %zu: the run "
		    "would reach %.3g flops, more than the limit of %.3g (hours "
		    "of work): fewer steps or a smaller batch", t->steps,
		    t->batch, work, AK_ADDR_MAX_FLOPS);
		ak_xfail(&e);
	}
	ak_rng_seed(&r, ao->seed);
	m.has_data = t->data != NULL;	/* an instance file: its print */
	m.data = t->data ? ak_addr_insts_hash(t->data, t->ndata) : 0;
	ad_train_open(ao, &out, &log, t);
	ak_progline_say(pl, "training", "steps", 0, t->steps, 0);
	int rc = ak_addrblk_train(&m, t, &r, &e);
	ak_progline_clear(pl);
	if (rc != 0)
		ad_train_fail(ao, &out, &log, &e);
	ad_provenance(ao, out.fp);
	ak_addrblk_write(out.fp, &m);
	if (ao->log != NULL)
		ad_out_commit(&log);
	ad_out_commit(&out);
	ak_addrblk_free(&m);
	ak_xfinish();
}

int
ad_use_block(struct addr_opts *ao, unsigned sub)
{
	ak_addrblk m;
	ak_addr_set set;
	ak_out out;
	ak_err e;
	int rc = 0;

	if (sub == AD_EVAL && ao->each)
		ad_die("--each: per-instance rows are the head's; a block "
		    "model gives --by all, pairs or dist", NULL, NULL);
	if (ak_addrblk_read(&m, ao->model, ao->memory, &e) != 0)
		ak_xfail(&e);
	if (ak_addr_set_read_model(&set, ao->input, m.nkeys, m.nvals,
	    ao->model, ao->memory, &e) != 0) {
		ak_addrblk_free(&m);
		ak_xfail(&e);
	}
	/* eval and intervene: batches of 64 of the longest (intervene's
	   own arrays besides: addrblock.h ak_addrblk_iv_bytes); attend: one
	   instance at a time */
	double held = (double)set.n * (double)sizeof(ak_addr_inst);
	size_t longest = ak_addr_longest(&set, 0);
	if (sub == AD_EVAL)
		ad_block_fits(ao, &m, ak_addrblk_bytes(&m, 64, longest, 0) +
		    held, "eval");
	else if (sub == AD_ATTEND)
		ad_block_fits(ao, &m, ak_addrblk_bytes(&m, 1, longest, 0) +
		    held, "attend");
	else
		ad_block_fits(ao, &m, ak_addrblk_iv_bytes(&m, set.n, longest,
		    ao->target == AD_TARGET_HEADS ? AK_ADDRBLK_IV_HEADS :
		    ao->target == AD_TARGET_RESIDUAL ? AK_ADDRBLK_IV_RESIDUAL :
		    AK_ADDRBLK_IV_TOKENS) + held, "intervene");
	ad_data_note(ao, sub, m.has_data, m.data, &set);
	ad_out_open(ao, &out, ao->ofile);
	ad_provenance(ao, out.fp);
	if (sub == AD_EVAL) {
		ak_addr_score sc;
		int by = ao->by == BY_PAIRS ? AK_ADDR_BY_PAIRS : ao->by ==
		    BY_DIST ? AK_ADDR_BY_DIST : AK_ADDR_BY_ALL;
		rc = ak_addrblk_eval(&sc, &m, set.x, set.n, by, &e);
		if (rc == 0)
			ak_addr_write_score(out.fp, &sc, by);
	} else if (sub == AD_ATTEND)
		rc = ak_addrblk_write_attend(out.fp, &m, &set, &e);
	else if (ao->target == AD_TARGET_HEADS)
		rc = ak_addrblk_iv_heads(out.fp, &m, set.x, set.n, &e);
	else if (ao->target == AD_TARGET_RESIDUAL)
		rc = ak_addrblk_iv_residual(out.fp, &m, set.x, set.n, &e);
	else
		rc = ak_addrblk_iv_tokens(out.fp, &m, set.x, set.n, ao->seed,
		    &e);
	if (rc != 0) {
		ak_out_abort(&out);
		ak_xfail(&e);
	}
	ad_out_commit(&out);
	ak_addrblk_free(&m);
	ak_addr_set_free(&set);
	ak_xfinish();
	return 0;
}
