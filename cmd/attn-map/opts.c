/*
 * attn-map: the options — the table and am_parse (the checks of their
 * combinations are in check.c).
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "am.h"
#include "cli.h"
#include "progline.h"
#include "embfile.h"
#include "io.h"
#include "mem.h"
#include "numlist.h"

/* what an option belongs to or says, for am_parse's record of what was
 * given (the checks of check.c) */
enum {
	B_C = 1u << 0, B_TAU = 1u << 1, B_MV = 1u << 2, B_HEAD = 1u << 3,
	B_SEED = 1u << 4, B_SCAL_ONLY = 1u << 5, B_PETAB_ONLY = 1u << 6,
	B_CROSS = 1u << 7, B_LINE = 1u << 8,
	B_DIL = 1u << 9, B_SCALING = 1u << 10, B_PETAB = 1u << 11,
	B_OUT0 = 1u << 12	/* B_OUT0 << O_LONG ...: the output chosen */
};
#define B_OUT(w) (B_OUT0 << (w))

static const char synopsis[] =
"usage: attn-map -e FILE [--text WORDS | --tokens WORDS | --line N]\n"
"                [--tokenizer NAME] [--all-tokens] [--strict]\n"
"                [--proj-scale C|auto | --wq F --wk F --wv F | --random-proj DK]\n"
"                [--no-scale] [--temperature T] [--boost WORD=D] [--noise N]\n"
"                [--noise-word WORD] [-c] [--mask FILE]\n"
"                [--mask-value V] [--precision double|half] [--pe none|sin|rope]\n"
"                [--swap-value WORD=OTHER] [--kv-text WORDS | --kv-line N]\n"
"                [-H H|lesson [--head N|mean]] [--batch] [-s N]\n"
"                [--long | --scores | --outputs | --entropy | --jacobian WORD |\n"
"                 --hull | --compare | --check-permutation | --summary]\n"
"                [--exact] [-q] [-o FILE] [FILE]\n"
"       attn-map -e FILE [--text WORDS | --line N] [--proj-scale C |\n"
"                --random-proj DK] [lab options] --html FILE [FILE]\n"
"       attn-map --dilution S,C [--competitors LIST] [-o FILE]\n"
"       attn-map --scaling [--keys N] [--dk LIST] [--trials N] [-s N] [-q]\n"
"                [-o FILE]\n"
"       attn-map --pe-table [-d D] [--positions N] [--shifts LIST] [--vectors]\n"
"                [-o FILE]\n"
"       attn-map -h | --help | --version\n";

/* WORD=VALUE: a copy of arg split at its last '=' (kept for the run) */
static int
split_eq(const char *arg, const char *what, const char **key,
    const char **val, ak_err *e)
{
	char *a, *eq;

	if ((a = ak_strdup(arg, e)) == NULL)
		return ak_err_kind(e, AK_ERR_RESOURCE);
	eq = strrchr(a, '=');
	if (eq == NULL || eq == a || eq[1] == '\0') {
		free(a);	/* (leaked: LeakSanitizer, exit 1 for 2) */
		return ak_erru(e, "%s: '%s' is not WORD=VALUE", what, arg);
	}
	*eq = '\0';
	*key = a;
	*val = eq + 1;
	return 0;
}

/* --text WORDS (tokenized as sms-vocab -t does) or --tokens WORDS (the
 * words as they are) */
static int
set_text(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	(void)e;
	o->text = arg;
	o->ntext++;
	return 0;
}

static int
set_tokens(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	set_text(dst, arg, e);
	o->text_tokens = 1;
	return 0;
}

static int
set_tokenizer(void *dst, const char *arg, ak_err *e)
{
	return ak_tokenizer_parse(arg, &((struct am_opts *)dst)->tokenizer, e);
}

/* --proj-scale C, or auto (autoscale.h) */
static int
set_proj_scale(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	if (strcmp(arg, "auto") == 0) {
		o->c_auto = 1;
		return 0;
	}
	return ak_parse_double(arg, -1e6, 1e6, "--proj-scale", &o->c, e);
}

static int
set_random_proj(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	if (ak_parse_long(arg, 0, 100000, "--random-proj", &o->random_dk, e)
	    != 0)
		return -1;
	if (o->random_dk == 0)
		return ak_erru(e, "--random-proj: d_k = 0: queries and keys "
		    "need at least one dimension");
	return 0;
}

static int
set_boost(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;
	const char *v;

	if (o->nboost == MAXBOOST)
		return ak_erru(e, "--boost: too many (at most 16)");
	if (split_eq(arg, "--boost", &o->boost_key[o->nboost], &v, e) != 0)
		return -1;
	o->nboost++;	/* the key freed by main, whatever follows */
	if (ak_parse_double(v, -1e300, 1e300, "--boost", &o->boost[o->nboost -
	    1], e) != 0)
		return -1;
	return 0;
}

static int
set_mask_value(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	if (strcmp(arg, "-inf") == 0) {
		o->mask_value = -INFINITY;
		return 0;
	}
	return ak_parse_double(arg, -1e300, 0, "--mask-value", &o->mask_value,
	    e);
}

static int
set_swap(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	free((char *)o->swap_word);	/* given again: the last one */
	o->swap_word = NULL;
	return split_eq(arg, "--swap-value", &o->swap_word, &o->swap_other, e);
}

/* -H N or lesson; --head N or mean */
static int
set_heads(void *dst, const char *arg, ak_err *e)
{
	long l;

	if (strcmp(arg, "lesson") != 0 && ak_parse_long(arg, 1, 4096,
	    "--heads", &l, e) != 0)
		return -1;
	((struct am_opts *)dst)->heads = arg;
	return 0;
}

static int
set_head(void *dst, const char *arg, ak_err *e)
{
	long l;

	/* the lesson's heads by the names its outputs give them, A and B */
	if (strcmp(arg, "mean") != 0 && strcasecmp(arg, "A") != 0 &&
	    strcasecmp(arg, "B") != 0 && ak_parse_long(arg, 1, 4096, "--head",
	    &l, e) != 0)
		return -1;
	((struct am_opts *)dst)->head = arg;
	return 0;
}

static int
set_dilution(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;
	const char *comma = strchr(arg, ',');
	char s[64];

	if (comma == NULL)
		return ak_erru(e, "--dilution: want S,C (target score, "
		    "competitor score)");
	snprintf(s, sizeof s, "%.*s", (int)(comma - arg), arg);
	if (ak_parse_double(s, -1e6, 1e6, "--dilution", &o->dil_target, e) !=
	    0 || ak_parse_double(comma + 1, -1e6, 1e6, "--dilution",
	    &o->dil_other, e) != 0)
		return -1;
	return 0;
}

static int
set_competitors(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	return ak_parse_long_list(arg, 0, 1000000, "--competitors", o->comp,
	    AM_MAXLIST, &o->ncomp, e);
}

static int
set_dk(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	return ak_parse_long_list(arg, 1, 100000, "--dk", o->dk, AM_MAXLIST,
	    &o->ndk, e);
}

static int
set_shifts(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	return ak_parse_long_list(arg, 0, 100000, "--shifts", o->shift,
	    AM_MAXLIST, &o->nshift, e);
}

static const int pe_kinds[] = { AK_PE_NONE, AK_PE_SIN, AK_PE_ROPE };
static const int emb_formats[] = { AK_EMB_TSV, AK_EMB_W2V, AK_EMB_W2V_BIN,
	AK_EMB_GLOVE };

#define F(f) AK_FIELD(struct am_opts, f)
#define OUT(name, w, h) { name, 0, AK_OPT_FLAG, AK_NOFIELD, NULL, \
	.help = h, .bits = B_OUT(w) }
static const ak_opt options[] = {
	{ "embeddings", 'e', AK_OPT_STR, F(emb), "FILE",
	    .help = "the embeddings: TSV, word2vec (text or binary), GloVe" },
	{ "emb", 0, AK_OPT_STR, F(emb), "FILE", .alias = "embeddings" },
	{ "emb-format", 0, AK_OPT_CHOICE, F(emb_format),
	    "tsv|word2vec|word2vec-bin|glove",
	    .help = "read -e's file as this (default: from its content)",
	    .choice_vals = emb_formats },
	{ "text", 0, AK_OPT_CALL, AK_NOFIELD, "WORDS",
	    .help = "the query tokens, tokenized as sms-vocab -t does",
	    .call = set_text },
	{ "tokens", 0, AK_OPT_CALL, AK_NOFIELD, "WORDS",
	    .help = "the query tokens as they are, split at blanks only",
	    .call = set_tokens },
	{ "tokenizer", 0, AK_OPT_CALL, AK_NOFIELD, "NAME",
	    .help = "the tokenizer of --text: ascii (default), unicode, ...",
	    .call = set_tokenizer },
	{ "line", 0, AK_OPT_LONG, F(line), "N",
	    .help = "line N of FILE (default: the first token line)",
	    .min = 1, .lmax = LONG_MAX, .bits = B_LINE },
	{ "all-tokens", 0, AK_OPT_FLAG, F(all_tokens), NULL,
	    .help = "keep repeated words (default: each word once)" },
	{ "strict", 0, AK_OPT_FLAG, F(strict), NULL,
	    .help = "a token not in the embeddings is an error" },
	{ "proj-scale", 0, AK_OPT_CALL, AK_NOFIELD, "C|auto",
	    .help = "W_Q = W_K = W_V = C I (default 1); auto: c by a rule",
	    .call = set_proj_scale, .bits = B_C },
	{ "wq", 0, AK_OPT_STR, F(wq), "F", .help = "W_Q from the file F" },
	{ "wk", 0, AK_OPT_STR, F(wk), "F", .help = "W_K from the file F" },
	{ "wv", 0, AK_OPT_STR, F(wv), "F", .help = "W_V from the file F" },
	{ "random-proj", 0, AK_OPT_CALL, AK_NOFIELD, "DK",
	    .help = "random d x DK matrices, N(0, 1/d) entries, from --seed",
	    .call = set_random_proj },
	{ "no-scale", 0, AK_OPT_FLAG, F(noscale), NULL,
	    .help = "scores without the 1/sqrt(d_k) scale" },
	{ "temperature", 0, AK_OPT_DOUBLE, F(tau), "T",
	    .help = "scores divided by T as well (default 1)",
	    .min = 1e-6, .max = 1e6, .bits = B_TAU },
	{ "boost", 0, AK_OPT_CALL, AK_NOFIELD, "WORD=D",
	    .help = "add D to the scores of key WORD (repeatable)",
	    .call = set_boost },
	{ "noise", 0, AK_OPT_LONG, F(noise), "N",
	    .help = "N identical irrelevant keys appended",
	    .min = 0, .max = 100000 },
	{ "noise-word", 0, AK_OPT_STR, F(noise_word), "WORD",
	    .help = "--noise: the keys are WORD (default: zero vectors)" },
	{ "causal", 'c', AK_OPT_FLAG, F(causal), NULL,
	    .help = "causal mask: key j visible to query i when j <= i" },
	{ "mask", 0, AK_OPT_STR, F(maskfile), "FILE",
	    .help = "a mask matrix from FILE: 1 allowed, 0 masked" },
	{ "mask-value", 0, AK_OPT_CALL, AK_NOFIELD, "V",
	    .help = "how the mask is applied: -inf (default) or added",
	    .call = set_mask_value, .bits = B_MV },
	{ "precision", 0, AK_OPT_CHOICE, F(half), "double|half",
	    .help = "half: the masked softmax in IEEE half precision" },
	{ "pe", 0, AK_OPT_CHOICE, F(pe), "none|sin|rope",
	    .help = "positional encoding (default none)",
	    .choice_vals = pe_kinds },
	{ "swap-value", 0, AK_OPT_CALL, AK_NOFIELD, "WORD=OTHER",
	    .help = "WORD's value vector is OTHER's", .call = set_swap },
	{ "kv-text", 0, AK_OPT_STR, F(kvtext), "WORDS",
	    .help = "cross-attention: the keys and values are WORDS",
	    .bits = B_CROSS },
	{ "kv-line", 0, AK_OPT_LONG, F(kvline), "N",
	    .help = "cross-attention: the keys and values are line N",
	    .min = 1, .lmax = LONG_MAX, .bits = B_CROSS },
	{ "heads", 'H', AK_OPT_CALL, AK_NOFIELD, "H|lesson",
	    .help = "H heads of random projections, or the lesson's A and B",
	    .call = set_heads },
	{ "head", 0, AK_OPT_CALL, AK_NOFIELD, "N|A|B|mean",
	    .help = "--heads: the map of head N (lesson: A or B), or the mean",
	    .call = set_head, .bits = B_HEAD },
	{ "batch", 0, AK_OPT_FLAG, F(batch), NULL,
	    .help = "every input line a sequence, padded to the longest" },
	{ "seed", 's', AK_OPT_LONG, F(seed), "N",
	    .help = "seed of --random-proj, --heads, --scaling (default 1)",
	    .min = 0, .lmax = LONG_MAX, .bits = B_SEED },
	OUT("long", O_LONG, "the map as query key weight lines"),
	OUT("scores", O_SCORES, "the scores instead of the weights"),
	OUT("outputs", O_OUTPUTS, "the outputs z_i (weights times values)"),
	OUT("entropy", O_ENTROPY, "each row's entropy and ln of its allowed keys"),
	{ "jacobian", 0, AK_OPT_STR, F(jac_word), "WORD",
	    .help = "the softmax Jacobian of WORD's row",
	    .bits = B_OUT(O_JACOBIAN) },
	OUT("hull", O_HULL, "the convex-hull check: ||z_i|| against max_j ||v_j||"),
	OUT("compare", O_COMPARE, "--swap-value: the maps before and after"),
	OUT("check-permutation", O_PERM,
	    "the map of permuted tokens is the permuted map"),
	OUT("summary", O_SUMMARY, "--heads: one line per head"),
	{ "exact", 0, AK_OPT_FLAG, F(exact), NULL,
	    .help = "numbers in %.17g (round-trip), not %.9g" },
	{ "html", 0, AK_OPT_STR, F(html), "FILE",
	    .help = "write the lesson's lab page for the map to FILE" },
	{ "dilution", 0, AK_OPT_CALL, AK_NOFIELD, "S,C",
	    .help = "one key of score S among m of score C: its weight",
	    .call = set_dilution, .bits = B_DIL },
	{ "competitors", 0, AK_OPT_CALL, AK_NOFIELD, "LIST",
	    .help = "--dilution: the numbers m (default 1..50)",
	    .call = set_competitors },
	{ "scaling", 0, AK_OPT_FLAG, AK_NOFIELD, NULL,
	    .help = "the random-score experiment, by d_k",
	    .bits = B_SCALING },
	{ "keys", 0, AK_OPT_LONG, F(keys), "N",
	    .help = "--scaling: keys per trial (default 8)",
	    .min = 1, .max = 100000, .bits = B_SCAL_ONLY },
	{ "dk", 0, AK_OPT_CALL, AK_NOFIELD, "LIST",
	    .help = "--scaling: the d_k (default 4,8,...,512)", .call = set_dk },
	{ "trials", 0, AK_OPT_LONG, F(trials), "N",
	    .help = "--scaling: trials per d_k (default 2000)",
	    .min = 1, .max = 10000000, .bits = B_SCAL_ONLY },
	{ "pe-table", 0, AK_OPT_FLAG, AK_NOFIELD, NULL,
	    .help = "the sinusoidal code's dot products, by shift",
	    .bits = B_PETAB },
	{ "dim", 'd', AK_OPT_LONG, F(dim), "D",
	    .help = "--pe-table: dimensions (default 64)",
	    .min = 1, .max = 100000, .bits = B_PETAB_ONLY },
	{ "positions", 0, AK_OPT_LONG, F(positions), "N",
	    .help = "--pe-table: positions (default 16)",
	    .min = 1, .max = 100000, .bits = B_PETAB_ONLY },
	{ "shifts", 0, AK_OPT_CALL, AK_NOFIELD, "LIST",
	    .help = "--pe-table: the shifts (default 0,1,2,4,8,16,32)",
	    .call = set_shifts },
	{ "vectors", 0, AK_OPT_FLAG, F(vectors), NULL,
	    .help = "--pe-table: the code itself (pos pe0 pe1 ...)",
	    .bits = B_PETAB_ONLY },
	{ "quiet", 'q', AK_OPT_FLAG, F(quiet), NULL,
	    .help = "no progress on stderr" },
	{ "progress", 0, AK_OPT_FLAG, F(progress), NULL,
	    .help = AK_PROGLINE_HELP },
	{ "output", 'o', AK_OPT_STR, F(ofile), "FILE",
	    .help = "write to FILE (atomically) instead of stdout" },
	{ "memory", 'M', AK_OPT_SIZE, F(memory), "SIZE",
	    .help = "plan on at most SIZE (512M, 2G), not the machine's memory" },
	AK_OPT_HELP_ENTRIES,
	{ 0 }
};
#undef F
#undef OUT

/* the count of bits of x */
static int
nbits(unsigned x)
{
	int n = 0;

	for (; x; x &= x - 1)
		n++;
	return n;
}

void
am_parse(struct am_opts *o, int argc, char **argv)
{
	unsigned b, outs;

	*o = (struct am_opts){ .line = 1, .c = 1, .seed = 1, .tau = 1,
	    .mask_value = -INFINITY, .keys = 8, .trials = 2000, .dim = 64,
	    .positions = 16, .head = "mean" };
	o->p = (ak_optp){ .tab = options, .dst = o, .prog = "attn-map",
	    .synopsis = synopsis };
	ak_xopt(&o->p, argc, argv);
	b = o->p.bits;
	o->line_set = (b & B_LINE) != 0;
	o->c_set = (b & B_C) != 0;
	o->tau_set = (b & B_TAU) != 0;
	o->mv_set = (b & B_MV) != 0;
	o->head_set = (b & B_HEAD) != 0;
	o->seed_set = (b & B_SEED) != 0;
	o->cross = (b & B_CROSS) != 0;
	o->mode_only = (b & B_SCAL_ONLY ? 1 << M_SCALING : 0) |
	    (b & B_PETAB_ONLY ? 1 << M_PETABLE : 0);
	o->nmode = nbits(b & (B_DIL | B_SCALING | B_PETAB));
	o->mode = b & B_DIL ? M_DILUTION : b & B_SCALING ? M_SCALING :
	    b & B_PETAB ? M_PETABLE : M_MAP;
	outs = b / B_OUT0;
	o->nout = nbits(outs);
	for (int w = 0; outs != 0; w++, outs >>= 1)
		if (outs & 1)
			o->out = (enum out)w;
	char note[AK_MEM_NOTE_MAX];
	o->budget = ak_mem_budget(o->memory, 0, note);
	/* the longest line read (io.h): a sixteenth of the memory, or of -M
	   when that is less */
	if (o->memory > 0 && (ak_mem_bytes() <= 0 || (double)o->memory <
	    ak_mem_bytes()))
		ak_line_set_memory((double)o->memory);
	if (o->p.noperands > 1) {
		ak_err e;
		ak_erru(&e, "at most one input FILE");
		ak_opt_free(&o->p);
		ak_xfail(&e);
	}
	if (o->p.noperands == 1)
		o->input = o->p.operands[0];
}
