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

/* what an option says, for am_parse's record of what was given: the
 * mode, the output, and what check.c and the map ask */
enum {
	B_C = 1u << 0, B_HEAD = 1u << 1, B_CROSS = 1u << 2, B_LINE = 1u << 3,
	B_DIL = 1u << 4, B_SCALING = 1u << 5, B_PETAB = 1u << 6,
	B_SEED = 1u << 7,
	B_OUT0 = 1u << 8	/* B_OUT0 << O_LONG ...: the output chosen (the
				   highest bits) */
};
#define B_OUT(w) (B_OUT0 << (w))

static const char synopsis[] =
"usage: attn-map -e FILE [--text WORDS | --tokens WORDS | --line N]\n"
"                [--tokenizer NAME] [--oov skip|subword] [--all-tokens]\n"
"                [--strict]\n"
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

static const int oovs[] = { 0, 1 };	/* am_opts.oov */
static const int pe_kinds[] = { AK_PE_NONE, AK_PE_SIN, AK_PE_ROPE };
static const int emb_formats[] = { AK_EMB_TSV, AK_EMB_W2V, AK_EMB_W2V_BIN,
	AK_EMB_GLOVE };

#define F(f) AK_FIELD(struct am_opts, f)
#define OUT(name, w, h) { name, 0, AK_OPT_FLAG, AK_NOFIELD, NULL, \
	.help = h, .bits = B_OUT(w) }
static const ak_opt options[] = {
	{ "embeddings", 'e', AK_OPT_STR, F(emb), "FILE",
	    .help = "the embeddings: TSV, word2vec (text or binary), GloVe",
	    .nonempty = 1 },
	{ "emb", 0, AK_OPT_STR, F(emb), "FILE", .alias = "embeddings",
	    .nonempty = 1 },
	{ "emb-format", 0, AK_OPT_CHOICE, F(emb_format),
	    "tsv|word2vec|word2vec-bin|glove",
	    .help = "read -e's file as this (default: from its content)",
	    .choice_vals = emb_formats },
	{ "text", 0, AK_OPT_CALL, AK_NOFIELD, "WORDS",
	    .help = "the query tokens, tokenized as sms-vocab -t does",
	    .call = am_set_text },
	{ "tokens", 0, AK_OPT_CALL, AK_NOFIELD, "WORDS",
	    .help = "the query tokens as they are, split at blanks only",
	    .call = am_set_tokens },
	{ "tokenizer", 0, AK_OPT_CALL, AK_NOFIELD, "NAME",
	    .help = "the tokenizer of --text: auto (default), ascii, unicode, ...",
	    .call = am_set_tokenizer },
	{ "oov", 0, AK_OPT_CHOICE, F(oov), "skip|subword",
	    .help = "unknown words: left out (default), or a fastText "
	    "model's vector from their n-grams", .choice_vals = oovs },
	{ "line", 0, AK_OPT_LONG, F(line), "N",
	    .help = "line N of FILE (default: the first token line)",
	    .min = 1, .lmax = LONG_MAX, .bits = B_LINE },
	{ "all-tokens", 0, AK_OPT_FLAG, F(all_tokens), NULL,
	    .help = "keep repeated words (default: each word once)" },
	{ "strict", 0, AK_OPT_FLAG, F(strict), NULL,
	    .help = "a token not in the embeddings is an error" },
	{ "proj-scale", 0, AK_OPT_CALL, AK_NOFIELD, "C|auto",
	    .help = "W_Q = W_K = W_V = C I; auto (default): c by a rule",
	    .call = am_set_proj_scale, .bits = B_C },
	{ "wq", 0, AK_OPT_STR, F(wq), "F", .help = "W_Q from the file F",
	    .nonempty = 1 },
	{ "wk", 0, AK_OPT_STR, F(wk), "F", .help = "W_K from the file F",
	    .nonempty = 1 },
	{ "wv", 0, AK_OPT_STR, F(wv), "F", .help = "W_V from the file F",
	    .nonempty = 1 },
	{ "random-proj", 0, AK_OPT_LONG, F(random_dk), "DK",
	    .help = "random d x DK matrices, N(0, 1/d) entries, from --seed",
	    .min = 1, .max = 100000 },
	{ "no-scale", 0, AK_OPT_FLAG, F(noscale), NULL,
	    .help = "scores without the 1/sqrt(d_k) scale" },
	{ "temperature", 0, AK_OPT_DOUBLE, F(tau), "T",
	    .help = "scores divided by T as well (default 1)",
	    .min = 1e-6, .max = 1e6 },
	{ "boost", 0, AK_OPT_CALL, AK_NOFIELD, "WORD=D",
	    .help = "add D to the scores of key WORD (repeatable)", .repeat = 1,
	    .call = am_set_boost },
	{ "noise", 0, AK_OPT_LONG, F(noise), "N",
	    .help = "N identical irrelevant keys appended",
	    .min = 0, .max = 100000 },
	{ "noise-word", 0, AK_OPT_STR, F(noise_word), "WORD",
	    .help = "--noise: the keys are WORD (default: zero vectors)" },
	{ "causal", 'c', AK_OPT_FLAG, F(causal), NULL,
	    .help = "causal mask: key j visible to query i when j <= i" },
	{ "mask", 0, AK_OPT_STR, F(maskfile), "FILE",
	    .help = "a mask matrix from FILE: 1 allowed, 0 masked",
	    .nonempty = 1 },
	{ "mask-value", 0, AK_OPT_CALL, AK_NOFIELD, "V",
	    .help = "how the mask is applied: -inf (default), or a finite "
	    "V <= 0 added to the masked scores (-1e9)",
	    .call = am_set_mask_value },
	{ "precision", 0, AK_OPT_CHOICE, F(half), "double|half",
	    .help = "half: the masked softmax in IEEE half precision" },
	{ "pe", 0, AK_OPT_CHOICE, F(pe), "none|sin|rope",
	    .help = "positional encoding (default none)",
	    .choice_vals = pe_kinds },
	{ "swap-value", 0, AK_OPT_CALL, AK_NOFIELD, "WORD=OTHER",
	    .help = "WORD's value vector is OTHER's", .call = am_set_swap },
	{ "kv-text", 0, AK_OPT_STR, F(kvtext), "WORDS",
	    .help = "cross-attention: the keys and values are WORDS",
	    .bits = B_CROSS },
	{ "kv-line", 0, AK_OPT_LONG, F(kvline), "N",
	    .help = "cross-attention: the keys and values are line N",
	    .min = 1, .lmax = LONG_MAX, .bits = B_CROSS },
	{ "heads", 'H', AK_OPT_CALL, AK_NOFIELD, "H|lesson",
	    .help = "H heads of random projections, or the lesson's A and B",
	    .call = am_set_heads },
	{ "head", 0, AK_OPT_CALL, AK_NOFIELD, "N|A|B|mean",
	    .help = "--heads: the map of head N (lesson: A or B), or the mean",
	    .call = am_set_head, .bits = B_HEAD },
	{ "batch", 0, AK_OPT_FLAG, F(batch), NULL,
	    .help = "every input line a sequence, padded to the longest" },
	{ "seed", 's', AK_OPT_LONG, F(seed), "N",
	    .help = "seed of --random-proj, --heads, --scaling (default 1)",
	    .min = 0, .lmax = LONG_MAX, .bits = B_SEED },
	OUT("long", O_LONG, "the map as query key weight lines"),
	OUT("scores", O_SCORES, "the scores instead of the weights"),
	OUT("outputs", O_OUTPUTS, "the outputs z_i (weights times values)"),
	OUT("entropy", O_ENTROPY, "each row's entropy, its maximum ln_n (ln of the keys that can take weight) and the allowed keys"),
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
	    .help = "write the lesson's lab page for the map to FILE",
	    .nonempty = 1 },
	{ "maps", 0, AK_OPT_STR, F(maps), "DIR",
	    .help = "--html: a layer/head chooser of attn-train --maps DIR's "
	    "maps", .nonempty = 1 },
	{ "dilution", 0, AK_OPT_CALL, AK_NOFIELD, "S,C",
	    .help = "one key of score S among m of score C: its weight",
	    .call = am_set_dilution, .bits = B_DIL },
	{ "competitors", 0, AK_OPT_CALL, AK_NOFIELD, "LIST",
	    .help = "--dilution: the numbers m (default 1..50)",
	    .call = am_set_competitors },
	{ "scaling", 0, AK_OPT_FLAG, AK_NOFIELD, NULL,
	    .help = "the random-score experiment, by d_k",
	    .bits = B_SCALING },
	{ "keys", 0, AK_OPT_LONG, F(keys), "N",
	    .help = "--scaling: keys per trial (default 8)",
	    .min = 1, .max = 100000 },
	{ "dk", 0, AK_OPT_CALL, AK_NOFIELD, "LIST",
	    .help = "--scaling: the d_k (default 4,8,...,512)", .call = am_set_dk },
	{ "trials", 0, AK_OPT_LONG, F(trials), "N",
	    .help = "--scaling: trials per d_k (default 2000)",
	    .min = 1, .max = 10000000 },
	{ "pe-table", 0, AK_OPT_FLAG, AK_NOFIELD, NULL,
	    .help = "the sinusoidal code's dot products, by shift",
	    .bits = B_PETAB },
	{ "dim", 'd', AK_OPT_LONG, F(dim), "D",
	    .help = "--pe-table: dimensions (default 64; an odd D's last "
	    "coordinate has no cos to rotate with)",
	    .min = 1, .max = 100000 },
	{ "positions", 0, AK_OPT_LONG, F(positions), "N",
	    .help = "--pe-table: positions (default 16)",
	    .min = 1, .max = 100000 },
	{ "shifts", 0, AK_OPT_CALL, AK_NOFIELD, "LIST",
	    .help = "--pe-table: the shifts (default 0,1,2,4,8,16,32)",
	    .call = am_set_shifts },
	{ "vectors", 0, AK_OPT_FLAG, F(vectors), NULL,
	    .help = "--pe-table: the code itself (pos pe0 pe1 ...)" },
	{ "quiet", 'q', AK_OPT_FLAG, F(quiet), NULL,
	    .help = "no progress on stderr" },
	{ "progress", 0, AK_OPT_FLAG, F(progress), NULL,
	    .help = AK_PROGLINE_HELP },
	{ "output", 'o', AK_OPT_STR, F(ofile), "FILE",
	    .help = "write to FILE (atomically) instead of stdout",
	    .nonempty = 1 },
	AK_OPT_MEMORY(struct am_opts, memory),
	AK_OPT_HELP_ENTRIES,
	{ 0 }
};
#undef F
#undef OUT

#define OUTPUTS "long scores outputs entropy jacobian hull compare " \
	"check-permutation summary"
#define MODES "dilution scaling pe-table"
#define CROSS "kv-text kv-line"
/* the options of a map, which the modes without embeddings refuse */
#define MAP_OPTS "oov=subword line all-tokens strict proj-scale wq wk wv random-proj " \
	"no-scale temperature boost noise noise-word causal mask " \
	"mask-value precision=half pe=sin pe=rope swap-value " CROSS " " \
	"heads head batch exact html " OUTPUTS

/* the combinations of the options, checked in this order (opt.h); what
 * they cannot say (the values of --proj-scale, --heads, --head, the
 * count of --boost) is check.c's */
static const ak_optrule rules[] = {
	AK_RULE_ONE_OF(OUTPUTS, "choose one output"),
	AK_RULE_ONE_OF(MODES, NULL),
	AK_RULE_NEEDS_UNLESS(NULL, "embeddings", MODES, NULL),
	AK_RULE_NOT_WITH(MODES, "embeddings text tokens ARGS",
	    "they read no embeddings or text"),
	AK_RULE_ONE_OF("text tokens",
	    "--tokens: the words as they are, not tokenized"),
	AK_RULE_NOT_WITH("text tokens", "line ARGS", NULL),
	AK_RULE_ONE_OF(CROSS, NULL),
	AK_RULE_NOT_WITH("batch", "text tokens " CROSS " heads mask "
	    "precision=half line scores outputs jacobian hull compare "
	    "check-permutation summary", "--batch reads every input line, "
	    "for --long (the default) or --entropy"),
	AK_RULE_IMPLIES("batch", "long", "entropy"),
	AK_RULE_NOT_WITH("heads", CROSS " mask mask-value precision=half "
	    "random-proj wq wk wv boost noise swap-value pe=rope", "--heads "
	    "takes the embeddings as they are (with --pe sin, --causal as a "
	    "set, --temperature)"),
	AK_RULE_NOT_WITH("heads", "scores hull jacobian check-permutation",
	    "--heads writes the weights, --long, --entropy, --outputs or "
	    "--summary"),
	AK_RULE_NOT_WITH("long entropy outputs summary", "head",
	    "they write every head; --head picks the map the weights show"),
	AK_RULE_NEEDS("summary", "heads", NULL),
	AK_RULE_NEEDS("compare", "swap-value", NULL),
	AK_RULE_NOT_WITH("check-permutation", CROSS " mask",
	    "it is for self-attention without --mask"),
	AK_RULE_NEEDS("seed", "random-proj heads scaling check-permutation "
	    "html", "nothing else is random"),
	AK_RULE_NEEDS("competitors", "dilution", NULL),
	AK_RULE_NEEDS("keys trials dk", "scaling", NULL),
	AK_RULE_NEEDS("dim positions shifts vectors", "pe-table", NULL),
	AK_RULE_NOT_WITH(MODES, MAP_OPTS,
	    "they take only their own options (and -o)"),
	AK_RULE_ONE_OF("proj-scale random-proj wq", NULL),
	AK_RULE_ONE_OF("proj-scale random-proj wk", NULL),
	AK_RULE_ONE_OF("proj-scale random-proj wv", NULL),
	AK_RULE_NEEDS("head", "heads", NULL),
	AK_RULE_NEEDS("noise-word", "noise", NULL),
	AK_RULE_NEEDS("maps", "html", "the maps are shown by the lab page"),
	AK_RULE_NEEDS("mask-value", "mask causal", NULL),
	AK_RULE_NOT_WITH("causal", CROSS, "--causal is for self-attention: "
	    "the keys of --kv-text/--kv-line have no order relative to the "
	    "queries"),
	AK_RULE_NOT_WITH("html", "wq wk wv mask mask-value precision=half "
	    "pe=sin pe=rope " CROSS " heads batch exact output " OUTPUTS,
	    "--html writes the lab page, whose controls are the lesson's"),
	AK_RULE_NEEDS("wk wv", "wq", "W_Q, W_K and W_V go together"),
	AK_RULE_NEEDS("wq wv", "wk", "W_Q, W_K and W_V go together"),
	AK_RULE_NEEDS("wq wk", "wv", "W_Q, W_K and W_V go together"),
	/* the token lines are read (FILE or standard input) but with
	   --text alone */
	AK_RULE_STDIN("embeddings mask wq wk wv", NULL, NULL),
	AK_RULE_STDIN("embeddings mask wq wk wv ARGS", NULL,
	    "text tokens " MODES),
	AK_RULE_STDIN("embeddings mask wq wk wv ARGS", "kv-line batch", NULL),
	{ 0 }
};

void
am_parse(struct am_opts *o, int argc, char **argv)
{
	unsigned b, outs;

	*o = (struct am_opts){ .line = 1, .c = 1, .seed = 1, .tau = 1,
	    .mask_value = -INFINITY, .keys = 8, .trials = 2000, .dim = 64,
	    .positions = 16, .head = "mean", .tokenizer = AK_TOK_AUTO };
	o->p = (ak_optp){ .tab = options, .dst = o, .prog = "attn-map",
	    .synopsis = synopsis, .rules = rules, .maxargs = 1 };
	ak_xopt(&o->p, argc, argv);
	b = o->p.bits;
	o->line_set = (b & B_LINE) != 0;
	o->c_set = (b & B_C) != 0;
	/* --proj-scale auto unless c is given or the projections are not cI
	   (--wq, --random-proj, --heads H draw or read their own) */
	o->c_default = !o->c_set && !o->wq && !o->random_dk && !(o->heads &&
	    strcmp(o->heads, "lesson") != 0);
	if (o->c_default)
		o->c_auto = 1;
	o->head_set = (b & B_HEAD) != 0;
	o->seed_set = (b & B_SEED) != 0;
	o->cross = (b & B_CROSS) != 0;
	o->mode = b & B_DIL ? M_DILUTION : b & B_SCALING ? M_SCALING :
	    b & B_PETAB ? M_PETABLE : M_MAP;
	outs = b / B_OUT0;	/* one at most (rules) */
	for (int w = 0; outs != 0; w++, outs >>= 1)
		if (outs & 1)
			o->out = (enum out)w;
	o->budget = ak_cli_budget(o->memory, ak_mem_as_room(), 0);
	if (o->p.noperands == 1)
		o->input = o->p.operands[0];
}
