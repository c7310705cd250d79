/*
 * attn-map — attention maps of a token sequence over word embeddings, and
 * the numerical experiments of the lesson's attention sections.  See
 * attn-map(1).  Command side only: the maths is in lib/attention, lib/mask,
 * lib/heads, lib/posenc, lib/petab; the modes without embeddings are in
 * cmd/attn-map/modes.c.
 */
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn-map/am.h"
#include "attention.h"
#include "cli.h"
#include "heads.h"
#include "io.h"
#include "mask.h"
#include "posenc.h"
#include "rng.h"
#include "softmax.h"
#include "table.h"
#include "tokseq.h"

#define MAXBOOST 16

enum out { O_WEIGHTS, O_LONG, O_SCORES, O_OUTPUTS, O_ENTROPY, O_JACOBIAN,
	O_HULL, O_COMPARE, O_PERM, O_SUMMARY };
enum mode { M_MAP, M_DILUTION, M_SCALING, M_PETABLE };
enum pe { PE_NONE, PE_SIN, PE_ROPE };

static struct opts {
	enum mode mode;
	enum out out;
	int nout;
	const char *emb, *text, *kvtext, *ofile, *input;
	long line, kvline;
	int line_set;
	int cross, all_tokens, strict, exact, batch;
	double c;
	const char *wq, *wk, *wv;
	long random_dk;
	unsigned long long seed;
	int noscale;
	double tau;
	const char *boost_key[MAXBOOST];
	double boost[MAXBOOST];
	int nboost;
	long noise;
	const char *noise_word;
	int causal;
	const char *maskfile;
	double mask_value;
	int half;
	enum pe pe;
	const char *jac_word;
	const char *swap_word, *swap_other;
	const char *heads;	/* NULL, a number, or "lesson" */
	const char *head;	/* "mean" or a number */
	/* no-embedding modes */
	double dil_target, dil_other;
	long list[AM_MAXLIST];
	size_t nlist;
	const char *liststr;
	long keys, trials, dim, positions;
	int vectors;
} o;

static void
usage(int status)
{
	FILE *fp = status ? stderr : stdout;

	fputs(
"usage: attn-map -e FILE [--text WORDS | --line N] [--all-tokens] [--strict]\n"
"                [--proj-scale C | --wq F --wk F --wv F | --random-proj DK]\n"
"                [--no-scale] [--temperature T] [--boost WORD=D] [--noise N]\n"
"                [--noise-word WORD] [--causal] [--mask FILE]\n"
"                [--mask-value V] [--precision double|half] [--pe none|sin|rope]\n"
"                [--swap-value WORD=OTHER] [--kv-text WORDS | --kv-line N]\n"
"                [--heads H|lesson [--head N|mean]] [--batch] [--seed N]\n"
"                [--long | --scores | --outputs | --entropy | --jacobian WORD |\n"
"                 --hull | --compare | --check-permutation | --summary]\n"
"                [--exact] [-o FILE] [FILE]\n"
"       attn-map --dilution S,C [--competitors LIST] [-o FILE]\n"
"       attn-map --scaling [--keys N] [--dk LIST] [--trials N] [--seed N] [-o FILE]\n"
"       attn-map --pe-table [--dim D] [--positions N] [--shifts LIST] [--vectors]\n"
"                [-o FILE]\n"
"       attn-map -h | --help | --version\n", fp);
	exit(status);
}

/* a usage error: one line on stderr (DESIGN.md), exit 2 */
static void
xusage(const char *msg)
{
	fprintf(stderr, "attn-map: %s (attn-map --help for usage)\n", msg);
	exit(2);
}

/* parse WORD=NUMBER or WORD=WORD; splits at the last '=' */
static char *
split_eq(char *arg, const char *what, const char **key)
{
	char *eq;

	if ((arg = strdup(arg)) == NULL) {
		fprintf(stderr, "attn-map: out of memory\n");
		exit(1);
	}
	eq = strrchr(arg, '=');
	if (eq == NULL || eq == arg || eq[1] == '\0') {
		fprintf(stderr, "attn-map: %s: '%s' is not WORD=VALUE\n", what,
		    arg);
		exit(2);
	}
	*eq = '\0';
	*key = arg;
	return eq + 1;
}

static void
xparse_long(const char *s, long min, long max, const char *what, long *out)
{
	ak_err e;
	if (ak_parse_long(s, min, max, what, out, &e) != 0)
		xusage(e.msg);
}

static void
xparse_double(const char *s, double min, double max, const char *what,
    double *out)
{
	ak_err e;
	if (ak_parse_double(s, min, max, what, out, &e) != 0)
		xusage(e.msg);
}

enum {
	OPT_TEXT = CHAR_MAX + 1, OPT_LINE, OPT_ALL, OPT_STRICT, OPT_C, OPT_WQ,
	OPT_WK, OPT_WV, OPT_RAND, OPT_SEED, OPT_NOSCALE, OPT_TAU, OPT_BOOST,
	OPT_NOISE, OPT_NOISEW, OPT_CAUSAL, OPT_MASK, OPT_MV, OPT_PREC, OPT_PE,
	OPT_SWAP, OPT_KVT, OPT_KVL, OPT_HEADS, OPT_HEAD, OPT_BATCH, OPT_LONG,
	OPT_SCORES, OPT_OUTPUTS, OPT_ENTROPY, OPT_JAC, OPT_HULL, OPT_COMPARE,
	OPT_PERM, OPT_SUMMARY, OPT_EXACT, OPT_DIL, OPT_COMP, OPT_SCALING,
	OPT_KEYS, OPT_DK, OPT_TRIALS, OPT_PETAB, OPT_DIM, OPT_POS, OPT_SHIFTS,
	OPT_VECTORS, OPT_VERSION
};

static const struct option longopts[] = {
	{ "emb", required_argument, NULL, 'e' },
	{ "output", required_argument, NULL, 'o' },
	{ "help", no_argument, NULL, 'h' },
	{ "text", required_argument, NULL, OPT_TEXT },
	{ "line", required_argument, NULL, OPT_LINE },
	{ "all-tokens", no_argument, NULL, OPT_ALL },
	{ "strict", no_argument, NULL, OPT_STRICT },
	{ "proj-scale", required_argument, NULL, OPT_C },
	{ "wq", required_argument, NULL, OPT_WQ },
	{ "wk", required_argument, NULL, OPT_WK },
	{ "wv", required_argument, NULL, OPT_WV },
	{ "random-proj", required_argument, NULL, OPT_RAND },
	{ "seed", required_argument, NULL, OPT_SEED },
	{ "no-scale", no_argument, NULL, OPT_NOSCALE },
	{ "temperature", required_argument, NULL, OPT_TAU },
	{ "boost", required_argument, NULL, OPT_BOOST },
	{ "noise", required_argument, NULL, OPT_NOISE },
	{ "noise-word", required_argument, NULL, OPT_NOISEW },
	{ "causal", no_argument, NULL, OPT_CAUSAL },
	{ "mask", required_argument, NULL, OPT_MASK },
	{ "mask-value", required_argument, NULL, OPT_MV },
	{ "precision", required_argument, NULL, OPT_PREC },
	{ "pe", required_argument, NULL, OPT_PE },
	{ "swap-value", required_argument, NULL, OPT_SWAP },
	{ "kv-text", required_argument, NULL, OPT_KVT },
	{ "kv-line", required_argument, NULL, OPT_KVL },
	{ "heads", required_argument, NULL, OPT_HEADS },
	{ "head", required_argument, NULL, OPT_HEAD },
	{ "batch", no_argument, NULL, OPT_BATCH },
	{ "long", no_argument, NULL, OPT_LONG },
	{ "scores", no_argument, NULL, OPT_SCORES },
	{ "outputs", no_argument, NULL, OPT_OUTPUTS },
	{ "entropy", no_argument, NULL, OPT_ENTROPY },
	{ "jacobian", required_argument, NULL, OPT_JAC },
	{ "hull", no_argument, NULL, OPT_HULL },
	{ "compare", no_argument, NULL, OPT_COMPARE },
	{ "check-permutation", no_argument, NULL, OPT_PERM },
	{ "summary", no_argument, NULL, OPT_SUMMARY },
	{ "exact", no_argument, NULL, OPT_EXACT },
	{ "dilution", required_argument, NULL, OPT_DIL },
	{ "competitors", required_argument, NULL, OPT_COMP },
	{ "scaling", no_argument, NULL, OPT_SCALING },
	{ "keys", required_argument, NULL, OPT_KEYS },
	{ "dk", required_argument, NULL, OPT_DK },
	{ "trials", required_argument, NULL, OPT_TRIALS },
	{ "pe-table", no_argument, NULL, OPT_PETAB },
	{ "dim", required_argument, NULL, OPT_DIM },
	{ "positions", required_argument, NULL, OPT_POS },
	{ "shifts", required_argument, NULL, OPT_SHIFTS },
	{ "vectors", no_argument, NULL, OPT_VECTORS },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 }
};

static void
set_out(enum out w)
{
	o.out = w;
	o.nout++;
}

static void
parse(int argc, char **argv)
{
	int ch;
	long l;
	char *v;

	o.line = 1;
	o.c = 1;
	o.seed = 1;
	o.tau = 1;
	o.mask_value = -INFINITY;
	o.keys = 8;
	o.trials = 2000;
	o.dim = 64;
	o.positions = 16;
	o.head = "mean";
	while ((ch = getopt_long(argc, argv, "e:o:h", longopts, NULL)) != -1) {
		switch (ch) {
		case 'e': o.emb = optarg; break;
		case 'o': o.ofile = optarg; break;
		case 'h': usage(0); break;
		case OPT_TEXT: o.text = optarg; break;
		case OPT_LINE:
			xparse_long(optarg, 1, LONG_MAX, "--line", &o.line);
			o.line_set = 1;
			break;
		case OPT_ALL: o.all_tokens = 1; break;
		case OPT_STRICT: o.strict = 1; break;
		case OPT_C:
			xparse_double(optarg, -1e6, 1e6, "--proj-scale", &o.c);
			break;
		case OPT_WQ: o.wq = optarg; break;
		case OPT_WK: o.wk = optarg; break;
		case OPT_WV: o.wv = optarg; break;
		case OPT_RAND:
			xparse_long(optarg, 0, 100000, "--random-proj",
			    &o.random_dk);
			if (o.random_dk == 0)
				xusage("--random-proj: d_k = 0: queries and "
				    "keys need at least one dimension");
			break;
		case OPT_SEED:
			xparse_long(optarg, 0, LONG_MAX, "--seed", &l);
			o.seed = (unsigned long long)l;
			break;
		case OPT_NOSCALE: o.noscale = 1; break;
		case OPT_TAU:
			xparse_double(optarg, 1e-6, 1e6, "--temperature",
			    &o.tau);
			break;
		case OPT_BOOST:
			if (o.nboost == MAXBOOST)
				xusage("--boost: too many (at most 16)");
			v = split_eq(optarg, "--boost", &o.boost_key[o.nboost]);
			xparse_double(v, -1e300, 1e300, "--boost",
			    &o.boost[o.nboost]);
			o.nboost++;
			break;
		case OPT_NOISE:
			xparse_long(optarg, 0, 100000, "--noise", &o.noise);
			break;
		case OPT_NOISEW: o.noise_word = optarg; break;
		case OPT_CAUSAL: o.causal = 1; break;
		case OPT_MASK: o.maskfile = optarg; break;
		case OPT_MV:
			if (strcmp(optarg, "-inf") == 0)
				o.mask_value = -INFINITY;
			else
				xparse_double(optarg, -1e300, 0,
				    "--mask-value", &o.mask_value);
			break;
		case OPT_PREC:
			if (strcmp(optarg, "double") == 0)
				o.half = 0;
			else if (strcmp(optarg, "half") == 0)
				o.half = 1;
			else
				xusage("--precision: want double or half");
			break;
		case OPT_PE:
			if (strcmp(optarg, "none") == 0)
				o.pe = PE_NONE;
			else if (strcmp(optarg, "sin") == 0)
				o.pe = PE_SIN;
			else if (strcmp(optarg, "rope") == 0)
				o.pe = PE_ROPE;
			else
				xusage("--pe: want none, sin or rope");
			break;
		case OPT_SWAP:
			o.swap_other = split_eq(optarg, "--swap-value",
			    &o.swap_word);
			break;
		case OPT_KVT: o.kvtext = optarg; o.cross = 1; break;
		case OPT_KVL:
			xparse_long(optarg, 1, LONG_MAX, "--kv-line",
			    &o.kvline);
			o.cross = 1;
			break;
		case OPT_HEADS:
			if (strcmp(optarg, "lesson") != 0)
				xparse_long(optarg, 1, 4096, "--heads", &l);
			o.heads = optarg;
			break;
		case OPT_HEAD:
			if (strcmp(optarg, "mean") != 0)
				xparse_long(optarg, 1, 4096, "--head", &l);
			o.head = optarg;
			break;
		case OPT_BATCH: o.batch = 1; break;
		case OPT_LONG: set_out(O_LONG); break;
		case OPT_SCORES: set_out(O_SCORES); break;
		case OPT_OUTPUTS: set_out(O_OUTPUTS); break;
		case OPT_ENTROPY: set_out(O_ENTROPY); break;
		case OPT_JAC: set_out(O_JACOBIAN); o.jac_word = optarg; break;
		case OPT_HULL: set_out(O_HULL); break;
		case OPT_COMPARE: set_out(O_COMPARE); break;
		case OPT_PERM: set_out(O_PERM); break;
		case OPT_SUMMARY: set_out(O_SUMMARY); break;
		case OPT_EXACT: o.exact = 1; break;
		case OPT_DIL: {
			char *arg = strdup(optarg), *comma;
			if (arg == NULL || (comma = strchr(arg, ',')) == NULL)
				xusage("--dilution: want S,C (target score, "
				    "competitor score)");
			*comma = '\0';
			xparse_double(arg, -1e6, 1e6, "--dilution",
			    &o.dil_target);
			xparse_double(comma + 1, -1e6, 1e6, "--dilution",
			    &o.dil_other);
			o.mode = M_DILUTION;
			free(arg);
			break;
		}
		case OPT_COMP: o.liststr = optarg; break;
		case OPT_SCALING: o.mode = M_SCALING; break;
		case OPT_KEYS:
			xparse_long(optarg, 1, 100000, "--keys", &o.keys);
			break;
		case OPT_DK: o.liststr = optarg; break;
		case OPT_TRIALS:
			xparse_long(optarg, 1, 10000000, "--trials", &o.trials);
			break;
		case OPT_PETAB: o.mode = M_PETABLE; break;
		case OPT_DIM:
			xparse_long(optarg, 1, 100000, "--dim", &o.dim);
			break;
		case OPT_POS:
			xparse_long(optarg, 1, 100000, "--positions",
			    &o.positions);
			break;
		case OPT_SHIFTS: o.liststr = optarg; break;
		case OPT_VECTORS: o.vectors = 1; break;
		case OPT_VERSION:
			printf("attn-map (attnkit) %s\n", AK_VERSION);
			exit(0);
		default: exit(2);	/* getopt printed the one line */
		}
	}
}


/* ---- input: the token lines ------------------------------------------ */

typedef struct line {
	char *text;		/* the tokens field (a copy) */
	char where[256];	/* NAME:LINE for messages */
} line;

/*
 * read the data lines of a tokenized corpus (label<TAB>tokens): all of them
 * (upto = 0) or the first `upto`.  Lines starting with '#' are skipped.
 */
static line *
read_lines(const char *path, long upto, size_t *nl, ak_err *e)
{
	ak_reader r;
	line *L = NULL;
	size_t n = 0, cap = 0;
	int rc;

	if (ak_reader_open(&r, path, e) != 0)
		return NULL;
	r.check_utf8 = 1;
	while ((rc = ak_reader_next(&r, e)) == 1) {
		if (r.line[0] == '#')
			continue;
		char *tab = strchr(r.line, '\t');
		if (tab == NULL) {
			ak_errf(e, "%s: no TAB: want label<TAB>tokens "
			    "(the output of sms-vocab -t)", ak_reader_where(&r));
			goto fail;
		}
		if (strchr(tab + 1, '\t') != NULL) {
			ak_errf(e, "%s: more than one TAB: want "
			    "label<TAB>tokens", ak_reader_where(&r));
			goto fail;
		}
		if (n == cap) {
			cap = cap ? 2 * cap : 16;
			line *p = realloc(L, cap * sizeof(*L));
			if (p == NULL) {
				ak_errf(e, "out of memory");
				goto fail;
			}
			L = p;
		}
		if ((L[n].text = ak_strdup(tab + 1, e)) == NULL)
			goto fail;
		snprintf(L[n].where, sizeof L[n].where, "%s",
		    ak_reader_where(&r));
		n++;
		if (upto > 0 && (long)n >= upto)
			break;
	}
	if (rc < 0)
		goto fail;
	if (n == 0) {
		ak_errf(e, "%s: empty input: no token lines", r.name);
		goto fail;
	}
	if (upto > 0 && (long)n < upto) {
		ak_errf(e, "%s: only %zu token lines, line %ld asked for",
		    r.name, n, upto);
		goto fail;
	}
	ak_reader_close(&r);
	*nl = n;
	return L;
fail:
	for (size_t i = 0; i < n; i++)
		free(L[i].text);
	free(L);
	ak_reader_close(&r);
	return NULL;
}

static void
free_lines(line *L, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(L[i].text);
	free(L);
}

/* the token sequence of one text (split at blanks, looked up in emb) */
static int
make_seq(ak_tokseq *s, const ak_table *emb, const char *text,
    const char *where, ak_err *e)
{
	char *buf = ak_strdup(text, e);
	if (buf == NULL)
		return -1;
	size_t nw = ak_split_ws(buf, NULL, 0);
	char **w = ak_alloc_n(nw ? nw : 1, sizeof(*w), e);
	if (w == NULL) {
		free(buf);
		return -1;
	}
	ak_split_ws(buf, w, nw);
	int rc = ak_tokseq_build(s, emb, w, nw, !o.all_tokens, o.strict,
	    where, e);
	free(w);
	free(buf);
	if (rc == 0 && s->n == 0) {
		ak_tokseq_free(s);
		return ak_errf(e, "%s: no in-vocabulary tokens (n = 0): "
		    "nothing to attend to", where);
	}
	return rc;
}

/* ---- one head --------------------------------------------------------- */

typedef struct head {
	size_t nq, nk, d, dk, dv;
	double *X, *Y;		/* nq×d, nk×d: embeddings (PE added here) */
	double *WQ, *WK, *WV;	/* d×dk, d×dk, d×dv */
	double *Q, *K, *V;	/* nq×dk, nk×dk, nk×dv */
	double *S, *A, *Z;	/* nq×nk, nq×nk, nq×dv */
	unsigned char *M;	/* nq×nk, 1 = allowed */
	double *kboost;		/* nk: added to every score of key j */
	long swapcol;		/* key whose value is replaced, or -1 */
	double *swapv;		/* d: the replacing embedding */
	int *half;		/* nq: lib/mask AK_HALF_* flags of each row */
	size_t dead;		/* fully masked rows */
} head;

static int
head_alloc(head *h, ak_err *e)
{
	size_t nq = h->nq, nk = h->nk, d = h->d;
#define A(p, n) if ((h->p = ak_alloc_n((n) + 1, sizeof(*h->p), e)) \
	== NULL) return -1
	A(X, nq * d); A(Y, nk * d);
	A(WQ, d * h->dk); A(WK, d * h->dk); A(WV, d * h->dv);
	A(Q, nq * h->dk); A(K, nk * h->dk); A(V, nk * h->dv);
	A(S, nq * nk); A(A, nq * nk); A(Z, nq * h->dv);
	A(M, nq * nk); A(kboost, nk); A(swapv, d); A(half, nq);
#undef A
	h->swapcol = -1;
	return 0;
}

static void
head_free(head *h)
{
	free(h->X); free(h->Y); free(h->WQ); free(h->WK); free(h->WV);
	free(h->Q); free(h->K); free(h->V); free(h->S); free(h->A);
	free(h->Z); free(h->M); free(h->kboost); free(h->swapv);
	free(h->half);
}

/*
 * The forward pass of attn-map's head on h->X, h->Y (positions = row
 * numbers): PE, projections, value swap, RoPE, scores, boost, mask
 * (a set for −∞, additive for a finite value), softmax (double or the
 * float16 emulation), outputs.
 */
static int
head_forward(head *h, int swap, ak_err *e)
{
	size_t nq = h->nq, nk = h->nk, d = h->d, dk = h->dk, dv = h->dv;
	double *X = ak_alloc_n(nq * d + nk * d + 1, sizeof(double), e);

	if (X == NULL)
		return -1;
	double *Y = X + nq * d;
	memcpy(X, h->X, nq * d * sizeof(double));
	memcpy(Y, h->Y, nk * d * sizeof(double));
	if (o.pe == PE_SIN) {
		size_t nmax = nq > nk ? nq : nk;
		double *pe = ak_alloc_n(nmax * d, sizeof(double), e);
		if (pe == NULL) {
			free(X);
			return -1;
		}
		ak_pe_sin(pe, 0, nmax, d);
		for (size_t i = 0; i < nq * d; i++)
			X[i] += pe[i];
		for (size_t i = 0; i < nk * d; i++)
			Y[i] += pe[i];
		free(pe);
	}
	ak_matmul(h->Q, X, h->WQ, nq, d, dk);
	ak_matmul(h->K, Y, h->WK, nk, d, dk);
	ak_matmul(h->V, Y, h->WV, nk, d, dv);
	if (swap && h->swapcol >= 0)
		ak_matmul(h->V + (size_t)h->swapcol * dv, h->swapv, h->WV, 1, d,
		    dv);
	free(X);
	if (o.pe == PE_ROPE) {
		ak_rope(h->Q, 0, nq, dk);
		ak_rope(h->K, 0, nk, dk);
	}
	ak_attn_scores(h->S, h->Q, h->K, ak_attn_scale(dk, !o.noscale, o.tau),
	    nq, nk, dk);
	for (size_t i = 0; i < nq; i++)
		for (size_t j = 0; j < nk; j++)
			h->S[i * nk + j] += h->kboost[j];
	for (size_t i = 0; i < nq * nk; i++)
		if (!isfinite(h->S[i]))
			return ak_errf(e, "score of query %zu, key %zu is not "
			    "finite (%g): embeddings or projections too large",
			    i / nk + 1, i % nk + 1, h->S[i]);
	int setmask = isinf(o.mask_value);
	double *T = h->A;	/* scores with an additive mask */
	memcpy(T, h->S, nq * nk * sizeof(double));
	if (!setmask)
		ak_mask_additive(T, h->M, o.mask_value, nq, nk);
	h->dead = 0;
	for (size_t i = 0; i < nq; i++) {
		const unsigned char *m = setmask ? h->M + i * nk : NULL;
		double *a = h->A + i * nk;
		h->half[i] = 0;
		if (o.half) {
			/* float16: the mask value is always added (naive) */
			double *s16 = ak_alloc_n(nk, sizeof(double), e);
			if (s16 == NULL)
				return -1;
			h->half[i] = ak_mask_half_row(s16, h->S + i * nk,
			    h->M + i * nk, o.mask_value, nk);
			if (h->half[i] & AK_HALF_NAN) {
				/* guarded: mask as a set, never NaN */
				if (ak_softmax(a, h->S + i * nk, h->M + i * nk,
				    nk) == 0)
					h->dead++;
			} else {
				memcpy(a, s16, nk * sizeof(double));
			}
			free(s16);
			continue;
		}
		if (ak_softmax(a, a, m, nk) == 0)
			h->dead++;
	}
	ak_attn_mix(h->Z, h->A, h->V, nq, nk, dv);
	return 0;
}

/* ---- output helpers --------------------------------------------------- */

static const char *
fmt(void)
{
	return o.exact ? "%.17g" : "%.9g";
}

static void
num(FILE *fp, double x)
{
	fprintf(fp, fmt(), x == 0 ? 0.0 : x);
}

static void
write_long(FILE *fp, const char *prefix, const double *A, char **qt,
    char **kt, size_t nq, size_t nk)
{
	for (size_t i = 0; i < nq; i++)
		for (size_t j = 0; j < nk; j++) {
			fprintf(fp, "%s%zu\t%s\t%zu\t%s\t", prefix, i + 1,
			    qt[i], j + 1, kt[j]);
			num(fp, A[i * nk + j]);
			fputc('\n', fp);
		}
}

static void
write_entropy(FILE *fp, const char *prefix, const double *A,
    const unsigned char *M, char **qt, size_t nq, size_t nk)
{
	for (size_t i = 0; i < nq; i++) {
		size_t allowed = 0;
		for (size_t j = 0; j < nk; j++)
			allowed += M[i * nk + j] != 0;
		fprintf(fp, "%s%zu\t%s\t", prefix, i + 1, qt[i]);
		num(fp, ak_entropy(A + i * nk, nk));
		fputc('\t', fp);
		num(fp, allowed ? log((double)allowed) : 0);
		fprintf(fp, "\t%zu\n", allowed);
	}
}

static void
half_notes(FILE *fp, const head *h, char **qt)
{
	if (!o.half)
		return;
	double mvh = ak_half_round(o.mask_value);
	fprintf(fp, "# half: mask value %g is %g in float16%s\n", o.mask_value,
	    mvh, isinf(mvh) && !isinf(o.mask_value) ?
	    " (overflow: float16 ends at 65504)" : "");
	for (size_t i = 0; i < h->nq; i++) {
		size_t allowed = 0;
		for (size_t j = 0; j < h->nk; j++)
			allowed += h->M[i * h->nk + j] != 0;
		if (h->half[i] & AK_HALF_NAN)
			fprintf(fp, "# half: row %zu '%s': NaN in the naive "
			    "float16 softmax (%s); printed: the guarded "
			    "result, %s\n", i + 1, qt[i], allowed == 0 ?
			    "fully masked row: -inf - (-inf) = NaN when the "
			    "maximum is subtracted" : "infinite scores",
			    allowed == 0 ? "zero weights" : "mask as a set");
		else if (allowed == 0)
			fprintf(fp, "# half: row %zu '%s': fully masked, no "
			    "NaN with a finite mask value: the constant "
			    "shifts the whole row, which attends to the "
			    "masked keys as if unmasked\n", i + 1, qt[i]);
	}
}

/* ---- the map modes ---------------------------------------------------- */

static int
load_w(double *W, const char *path, size_t d, size_t *k, ak_err *e)
{
	ak_table t;

	if (ak_table_read(&t, path, 0, e) != 0)
		return -1;
	if (t.rows != d) {
		ak_errf(e, "%s: %zu rows, the embeddings have d = %zu", path,
		    t.rows, d);
		ak_table_free(&t);
		return -1;
	}
	if (*k != 0 && t.cols != *k) {
		ak_errf(e, "%s: %zu columns, want %zu (W_Q and W_K must have "
		    "the same width)", path, t.cols, *k);
		ak_table_free(&t);
		return -1;
	}
	*k = t.cols;
	if (W != NULL)
		memcpy(W, t.x, d * t.cols * sizeof(double));
	ak_table_free(&t);
	return 0;
}

/* permutation of 0..n-1 from the seed, never the identity when n > 1 */
static size_t *
make_perm(size_t n, ak_err *e)
{
	size_t *p = ak_alloc_n(n ? n : 1, sizeof(*p), e);
	ak_rng rng;
	int ident = 1;

	if (p == NULL)
		return NULL;
	for (size_t i = 0; i < n; i++)
		p[i] = i;
	ak_rng_seed(&rng, o.seed);
	ak_rng_shuffle(&rng, p, n);
	for (size_t i = 0; i < n; i++)
		ident &= p[i] == i;
	if (ident && n > 1)
		for (size_t i = 0; i < n; i++)
			p[i] = (i + 1) % n;
	return p;
}

/* fill a head for query sequence qs and key/value sequence ks */
static int
head_setup(head *h, const ak_table *emb, const ak_tokseq *qs,
    const ak_tokseq *ks, ak_err *e)
{
	size_t d = emb->cols;

	memset(h, 0, sizeof(*h));
	h->nq = qs->n;
	h->nk = ks->n;
	h->d = d;
	if (o.random_dk) {
		h->dk = h->dv = (size_t)o.random_dk;
	} else if (o.wq || o.wk || o.wv) {
		if (!(o.wq && o.wk && o.wv))
			return ak_errf(e, "--wq, --wk and --wv go together");
		if (load_w(NULL, o.wq, d, &h->dk, e) != 0 ||
		    load_w(NULL, o.wk, d, &h->dk, e) != 0 ||
		    load_w(NULL, o.wv, d, &h->dv, e) != 0)
			return -1;
	} else {
		h->dk = h->dv = d;
	}
	if (head_alloc(h, e) != 0)
		return -1;
	if (o.random_dk) {
		ak_rng rng;
		ak_rng_seed(&rng, o.seed);
		ak_random_proj(h->WQ, &rng, d, h->dk);
		ak_random_proj(h->WK, &rng, d, h->dk);
		ak_random_proj(h->WV, &rng, d, h->dv);
	} else if (o.wq) {
		size_t k = h->dk, v = h->dv;
		if (load_w(h->WQ, o.wq, d, &k, e) != 0 ||
		    load_w(h->WK, o.wk, d, &k, e) != 0 ||
		    load_w(h->WV, o.wv, d, &v, e) != 0)
			return -1;
	} else {
		ak_identity_proj(h->WQ, o.c, d, d);
		ak_identity_proj(h->WK, o.c, d, d);
		ak_identity_proj(h->WV, o.c, d, d);
	}
	ak_tokseq_embed(h->X, qs, emb);
	ak_tokseq_embed(h->Y, ks, emb);
	ak_mask_all(h->M, h->nq, h->nk);
	if (o.causal)
		ak_mask_causal(h->M, h->nq, h->nk);
	if (o.maskfile) {
		ak_table t;
		if (ak_table_read(&t, o.maskfile, 0, e) != 0)
			return -1;
		int rc = ak_mask_from_table(h->M, &t, o.maskfile,
		    (const char *const *)qs->tok, (const char *const *)ks->tok,
		    h->nq, h->nk, e);
		ak_table_free(&t);
		if (rc != 0)
			return -1;
	}
	for (int b = 0; b < o.nboost; b++) {
		long j = ak_tokseq_find(ks, o.boost_key[b]);
		if (j < 0)
			return ak_errf(e, "--boost: '%.60s' is not a key of "
			    "this map", o.boost_key[b]);
		h->kboost[j] += o.boost[b];
	}
	if (o.swap_word) {
		long j = ak_tokseq_find(ks, o.swap_word);
		long r = ak_table_find(emb, o.swap_other);
		if (j < 0)
			return ak_errf(e, "--swap-value: '%.60s' is not a key "
			    "of this map", o.swap_word);
		if (r < 0)
			return ak_errf(e, "--swap-value: unknown word '%.60s'",
			    o.swap_other);
		h->swapcol = j;
		memcpy(h->swapv, emb->x + (size_t)r * d, d * sizeof(double));
	}
	return 0;
}

static double
maxdiff(const double *a, const double *b, size_t n)
{
	double m = 0;
	for (size_t i = 0; i < n; i++)
		m = fmax(m, fabs(a[i] - b[i]));
	return m;
}

/* --check-permutation: Attn(PX) against P·Attn(X) */
static int
check_perm(FILE *fp, head *h, const ak_tokseq *s, ak_err *e)
{
	size_t n = h->nq, d = h->d, dv = h->dv;
	size_t *p = make_perm(n, e);
	head g = *h;
	int rc = -1;

	if (p == NULL)
		return -1;
	double *buf = ak_alloc_n(2 * n * d + n * n + n * dv + n + 1,
	    sizeof(double), e);
	if (buf == NULL) {
		free(p);
		return -1;
	}
	double *A0 = buf + 2 * n * d, *Z0 = A0 + n * n, *b0 = Z0 + n * dv;
	memcpy(A0, h->A, n * n * sizeof(double));
	memcpy(Z0, h->Z, n * dv * sizeof(double));
	memcpy(b0, h->kboost, n * sizeof(double));
	/* the permuted input: rows (and the boosts of the keys) move */
	g.X = buf;
	g.Y = buf + n * d;
	ak_permute_rows(g.X, h->X, p, n, d);
	ak_permute_rows(g.Y, h->Y, p, n, d);
	for (size_t i = 0; i < n; i++) {
		h->kboost[i] = b0[p[i]];
		if (h->swapcol >= 0 && p[i] == (size_t)h->swapcol)
			g.swapcol = (long)i;	/* the swapped key moved */
	}
	g.kboost = h->kboost;
	if (head_forward(&g, 1, e) != 0)
		goto out;
	double da = 0, dz = 0;
	for (size_t i = 0; i < n; i++) {
		for (size_t j = 0; j < n; j++)
			da = fmax(da, fabs(g.A[i * n + j] -
			    A0[p[i] * n + p[j]]));
		dz = fmax(dz, maxdiff(g.Z + i * dv, Z0 + p[i] * dv, dv));
	}
	fprintf(fp, "# permutation:");
	for (size_t i = 0; i < n; i++)
		fprintf(fp, " %s", s->tok[p[i]]);
	fprintf(fp, "\n");
	fprintf(fp, "quantity\tmax_abs_diff\nweights\t%.3g\noutputs\t%.3g\n",
	    da, dz);
	rc = 0;
out:
	memcpy(h->kboost, b0, n * sizeof(double));
	free(buf);
	free(p);
	return rc;
}

static int
out_head(FILE *fp, head *h, const ak_tokseq *qs, const ak_tokseq *ks,
    ak_err *e)
{
	size_t nq = h->nq, nk = h->nk, dv = h->dv;
	const char *const *qt = (const char *const *)qs->tok;
	const char *const *kt = (const char *const *)ks->tok;

	half_notes(fp, h, qs->tok);
	switch (o.out) {
	case O_WEIGHTS:
		return ak_write_matrix_tsv(fp, "query", qt, kt, h->A, nq, nk,
		    fmt());
	case O_SCORES:
		return ak_write_matrix_tsv(fp, "query", qt, kt, h->S, nq, nk,
		    fmt());
	case O_LONG:
		fprintf(fp, "qpos\tquery\tkpos\tkey\tweight\n");
		write_long(fp, "", h->A, qs->tok, ks->tok, nq, nk);
		return 0;
	case O_ENTROPY:
		fprintf(fp, "qpos\tquery\tentropy\tln_n\tallowed\n");
		write_entropy(fp, "", h->A, h->M, qs->tok, nq, nk);
		return 0;
	case O_OUTPUTS: {
		char **cn = ak_alloc_n(dv, sizeof(char *), e);
		char *names = ak_alloc_n(dv, 24, e);
		if (cn == NULL || names == NULL) {
			free(cn);
			free(names);
			return -1;
		}
		for (size_t c = 0; c < dv; c++) {
			cn[c] = names + 24 * c;
			snprintf(cn[c], 24, "z%zu", c + 1);
		}
		int rc = ak_write_matrix_tsv(fp, "query", qt,
		    (const char *const *)cn, h->Z, nq, dv, fmt());
		free(cn);
		free(names);
		return rc;
	}
	case O_HULL: {
		double zmax, vmax;
		double ex = ak_attn_hull_check(h->Z, h->V, nq, nk, dv, &zmax,
		    &vmax);
		fprintf(fp, "# hull: max_i |z_i| = %.9g, max_j |v_j| = %.9g: "
		    "%s\n", zmax, vmax, ex <= 1e-12 * (vmax > 1 ? vmax : 1) ?
		    "every z_i within the bound" : "BOUND VIOLATED");
		fprintf(fp, "qpos\tquery\tz_norm\tmax_v_norm\tinside\n");
		for (size_t i = 0; i < nq; i++) {
			double zn = ak_row_norm_max(h->Z + i * dv, 1, dv, NULL);
			fprintf(fp, "%zu\t%s\t%.9g\t%.9g\t%d\n", i + 1,
			    qs->tok[i], zn, vmax,
			    zn <= vmax * (1 + 1e-12) + 1e-300);
		}
		return 0;
	}
	case O_JACOBIAN: {
		long i = ak_tokseq_find(qs, o.jac_word);
		if (i < 0)
			return ak_errf(e, "--jacobian: '%.60s' is not a "
			    "query of this map", o.jac_word);
		double *J = ak_alloc_n(nk * nk, sizeof(double), e);
		if (J == NULL)
			return -1;
		ak_softmax_jacobian(J, h->A + (size_t)i * nk, nk);
		fprintf(fp, "# jacobian of the softmax row of '%s': "
		    "diag(a) - a a^T (rows: d a_r, columns: d s_c)\n",
		    o.jac_word);
		int rc = ak_write_matrix_tsv(fp, "key", kt, kt, J, nk, nk,
		    fmt());
		free(J);
		return rc;
	}
	case O_COMPARE: {
		if (!o.swap_word)
			return ak_errf(e, "--compare needs --swap-value");
		double *A1 = ak_alloc_n(nq * nk + nq * dv, sizeof(double), e);
		if (A1 == NULL)
			return -1;
		double *Z1 = A1 + nq * nk;
		memcpy(A1, h->A, nq * nk * sizeof(double));
		memcpy(Z1, h->Z, nq * dv * sizeof(double));
		if (head_forward(h, 0, e) != 0) {	/* before the swap */
			free(A1);
			return -1;
		}
		int same = memcmp(A1, h->A, nq * nk * sizeof(double)) == 0;
		fprintf(fp, "# check: weights %s (%zu of %zu entries equal "
		    "to the last bit); max |z_after - z_before| = %.9g\n",
		    same ? "bit-identical" : "DIFFER", same ? nq * nk : 0,
		    nq * nk, maxdiff(Z1, h->Z, nq * dv));
		fprintf(fp, "qpos\tquery\tdim\tz_before\tz_after\n");
		for (size_t i = 0; i < nq; i++)
			for (size_t c = 0; c < dv; c++) {
				fprintf(fp, "%zu\t%s\tz%zu\t", i + 1,
				    qs->tok[i], c + 1);
				num(fp, h->Z[i * dv + c]);
				fputc('\t', fp);
				num(fp, Z1[i * dv + c]);
				fputc('\n', fp);
			}
		free(A1);
		return 0;
	}
	case O_PERM:
		return check_perm(fp, h, qs, e);
	case O_SUMMARY:
		return ak_errf(e, "--summary is for --heads");
	}
	return 0;
}

/* --heads lesson | H */
static int
run_heads(FILE *fp, const ak_table *emb, const ak_tokseq *s, ak_err *e)
{
	size_t n = s->n, d = emb->cols, H;
	int lesson = strcmp(o.heads, "lesson") == 0;
	ak_mha m;
	int rc = -1;
	double *X = NULL, *A = NULL, *O = NULL, *S = NULL;
	unsigned char *M = NULL, *MB = NULL;

	memset(&m, 0, sizeof m);
	if (lesson) {
		H = 2;
		if (n < 2)
			return ak_errf(e, "--heads lesson needs at least 2 "
			    "tokens (head A looks at the previous one)");
	} else {
		long h;
		ak_parse_long(o.heads, 1, 4096, "--heads", &h, e);
		H = (size_t)h;
		if (ak_mha_init(&m, d, H, e) != 0)
			return -1;
		ak_rng rng;
		ak_rng_seed(&rng, o.seed);
		ak_mha_random(&m, &rng);
	}
	long sel = 0;		/* 0 = mean */
	if (strcmp(o.head, "mean") != 0) {
		ak_parse_long(o.head, 1, 4096, "--head", &sel, e);
		if ((size_t)sel > H) {
			ak_errf(e, "--head %ld: there are %zu heads", sel, H);
			goto out;
		}
	}
	if ((X = ak_alloc_n(n * d, sizeof(double), e)) == NULL ||
	    (A = ak_alloc_n((H + 1) * n * n, sizeof(double), e)) == NULL ||
	    (O = ak_alloc_n(2 * n * d, sizeof(double), e)) == NULL ||
	    (S = ak_alloc_n(n * n, sizeof(double), e)) == NULL ||
	    (M = ak_alloc_n(n * n, 1, e)) == NULL ||
	    (MB = ak_alloc_n(n * n, 1, e)) == NULL)
		goto out;
	ak_tokseq_embed(X, s, emb);
	if (o.pe == PE_SIN) {
		double *pe = ak_alloc_n(n * d, sizeof(double), e);
		if (pe == NULL)
			goto out;
		ak_pe_sin(pe, 0, n, d);
		for (size_t i = 0; i < n * d; i++)
			X[i] += pe[i];
		free(pe);
	}
	ak_mask_all(M, n, n);
	if (o.causal)
		ak_mask_causal(M, n, n);
	double permdiff = 0;
	size_t *perm = NULL;
	if (lesson) {
		/* head A: -3|j - (i-1)|; head B: content scores, diagonal masked */
		ak_head_prev_scores(S, 3.0, n);
		for (size_t i = 0; i < n * n; i++)
			S[i] /= o.tau;
		ak_attn_weights(A, S, M, n, n);
		/* the map's own score: (c e_i)·(c e_j) f, f = 1/(τ√d) */
		ak_head_content_scores(S, MB, X, n, d);
		double f = o.c * o.c * ak_attn_scale(d, !o.noscale, o.tau);
		for (size_t i = 0; i < n * n; i++) {
			S[i] *= f;
			MB[i] &= M[i];
		}
		ak_attn_weights(A + n * n, S, MB, n, n);
	} else {
		if (ak_mha_forward(&m, A, O, X, M, o.tau, n, e) != 0)
			goto out;
		/* heads permuted together with the blocks of W_O */
		ak_mha pm;
		if (ak_mha_init(&pm, d, H, e) != 0)
			goto out;
		if ((perm = make_perm(H, e)) == NULL) {
			ak_mha_free(&pm);
			goto out;
		}
		ak_mha_permute(&pm, &m, perm);
		double *Ap = ak_alloc_n(H * n * n, sizeof(double), e);
		if (Ap == NULL || ak_mha_forward(&pm, Ap, O + n * d, X, M,
		    o.tau, n, e) != 0) {
			free(Ap);
			free(perm);
			ak_mha_free(&pm);
			goto out;
		}
		permdiff = maxdiff(O, O + n * d, n * d);
		free(Ap);
		ak_mha_free(&pm);
	}
	double *Am = A + H * n * n;	/* the mean map */
	for (size_t k = 0; k < H; k++)
		for (size_t i = 0; i < n * n; i++)
			Am[i] += A[k * n * n + i] / (double)H;
	const char *const *tk = (const char *const *)s->tok;
	char name[32];
	switch (o.out) {
	case O_WEIGHTS:
		rc = ak_write_matrix_tsv(fp, "query", tk, tk,
		    sel ? A + (size_t)(sel - 1) * n * n : Am, n, n, fmt());
		break;
	case O_LONG:
	case O_ENTROPY:
		if (o.out == O_LONG)
			fprintf(fp, "head\tqpos\tquery\tkpos\tkey\tweight\n");
		else
			fprintf(fp, "head\tqpos\tquery\tentropy\tln_n\t"
			    "allowed\n");
		for (size_t k = 0; k <= H; k++) {
			if (k == H)
				snprintf(name, sizeof name, "mean\t");
			else if (lesson)
				snprintf(name, sizeof name, "%c\t", 'A' + (int)k);
			else
				snprintf(name, sizeof name, "%zu\t", k + 1);
			if (o.out == O_LONG)
				write_long(fp, name, A + k * n * n, s->tok,
				    s->tok, n, n);
			else
				write_entropy(fp, name, A + k * n * n,
				    k == 1 && lesson ? MB : M, s->tok, n, n);
		}
		rc = 0;
		break;
	case O_OUTPUTS:
		if (lesson) {
			ak_errf(e, "--outputs: the lesson's heads have no "
			    "values; use --heads H");
			break;
		}
		fprintf(fp, "query");
		for (size_t c = 0; c < d; c++)
			fprintf(fp, "\to%zu", c + 1);
		fputc('\n', fp);
		for (size_t i = 0; i < n; i++) {
			fprintf(fp, "%s", s->tok[i]);
			for (size_t c = 0; c < d; c++) {
				fputc('\t', fp);
				num(fp, O[i * d + c]);
			}
			fputc('\n', fp);
		}
		rc = 0;
		break;
	case O_SUMMARY:
		fprintf(fp, "head\tmeasure\tvalue\tdetail\n");
		if (lesson) {
			size_t bi = 0, bj = 0;
			double bw = -1;
			for (size_t i = 0; i < n; i++)
				for (size_t j = 0; j < n; j++)
					if (i != j && A[n * n + i * n + j] > bw) {
						bw = A[n * n + i * n + j];
						bi = i;
						bj = j;
					}
			fprintf(fp, "A\tprev_weight_mean\t%.9g\trows 2..%zu, "
			    "score -3|j-(i-1)|\n", ak_head_prev_mean(A, n), n);
			fprintf(fp, "B\tstrongest_link\t%.9g\t%s->%s\n", bw,
			    s->tok[bi], s->tok[bj]);
		} else {
			fprintf(fp, "all\tparams\t%zu\tH*3*d*d_h + d^2 = 4d^2, "
			    "d=%zu H=%zu d_h=%zu\n", ak_mha_params(&m), d, H,
			    m.dh);
			fprintf(fp, "all\thead_permutation_max_diff\t%.3g\t"
			    "heads permuted with the blocks of W_O:", permdiff);
			for (size_t k = 0; k < H; k++)
				fprintf(fp, " %zu", perm[k] + 1);
			fputc('\n', fp);
			for (size_t k = 0; k < H; k++) {
				double h = 0;
				for (size_t i = 0; i < n; i++)
					h += ak_entropy(A + k * n * n + i * n,
					    n);
				fprintf(fp, "%zu\tmean_entropy\t%.9g\tln n = "
				    "%.9g\n", k + 1, h / (double)n,
				    log((double)n));
			}
		}
		rc = 0;
		break;
	default:
		ak_errf(e, "this output is not available with --heads");
		break;
	}
	free(perm);
out:
	free(X); free(A); free(O); free(S); free(M); free(MB);
	ak_mha_free(&m);
	return rc;
}

/* --batch: every line a sequence, padded to the longest */
static int
run_batch(FILE *fp, const ak_table *emb, line *L, size_t nl, ak_err *e)
{
	ak_tokseq *s = ak_alloc_n(nl, sizeof(*s), e);
	size_t len = 0;
	int rc = -1;

	if (s == NULL)
		return -1;
	size_t built = 0;
	for (; built < nl; built++) {
		if (make_seq(&s[built], emb, L[built].text, L[built].where,
		    e) != 0)
			goto out;
		if (s[built].n > len)
			len = s[built].n;
	}
	if (o.out == O_LONG)
		fprintf(fp, "seq\tqpos\tquery\tkpos\tkey\tweight\n");
	else
		fprintf(fp, "seq\tqpos\tquery\tentropy\tln_n\tallowed\n");
	for (size_t b = 0; b < nl; b++) {
		size_t n = s[b].n;
		while (s[b].n < len)
			if (ak_tokseq_append(&s[b], "<pad>", e) != 0)
				goto out;
		head h;
		if (head_setup(&h, emb, &s[b], &s[b], e) != 0) {
			head_free(&h);
			goto out;
		}
		ak_mask_padding(h.M, n, len);
		if (head_forward(&h, 1, e) != 0) {
			head_free(&h);
			goto out;
		}
		char pre[32];
		snprintf(pre, sizeof pre, "%zu\t", b + 1);
		if (o.out == O_LONG)
			write_long(fp, pre, h.A, s[b].tok, s[b].tok, len, len);
		else
			write_entropy(fp, pre, h.A, h.M, s[b].tok, len, len);
		head_free(&h);
	}
	rc = 0;
out:
	for (size_t b = 0; b < built && b < nl; b++)
		ak_tokseq_free(&s[b]);
	free(s);
	return rc;
}

static int
run_map(FILE *fp, ak_err *e)
{
	ak_table emb;
	ak_tokseq qs, ks;
	line *L = NULL;
	size_t nl = 0;
	int rc = -1;

	memset(&qs, 0, sizeof qs);
	memset(&ks, 0, sizeof ks);
	if (ak_table_read(&emb, o.emb, 1, e) != 0)
		return -1;
	if (o.noise_word && ak_table_find(&emb, o.noise_word) < 0) {
		ak_errf(e, "--noise-word: unknown word '%.60s'", o.noise_word);
		goto out;
	}
	int need_input = o.batch || !o.text || (o.cross && !o.kvtext);
	if (need_input) {
		long upto = 0;
		if (!o.batch) {
			upto = o.text ? 0 : o.line;
			if (o.cross && !o.kvtext && o.kvline > upto)
				upto = o.kvline;
		}
		if ((L = read_lines(o.input ? o.input : "-", upto, &nl, e)) ==
		    NULL)
			goto out;
	}
	if (o.batch) {
		rc = run_batch(fp, &emb, L, nl, e);
		goto out;
	}
	if (o.text ? make_seq(&qs, &emb, o.text, "--text", e) :
	    make_seq(&qs, &emb, L[o.line - 1].text, L[o.line - 1].where, e))
		goto out;
	if (o.cross && (o.kvtext ?
	    make_seq(&ks, &emb, o.kvtext, "--kv-text", e) :
	    make_seq(&ks, &emb, L[o.kvline - 1].text, L[o.kvline - 1].where,
	    e)))
		goto out;
	ak_tokseq *kv = o.cross ? &ks : &qs;
	for (long i = 0; i < o.noise; i++) {
		/* identical irrelevant tokens: a zero vector or one word */
		if (ak_tokseq_append(kv, o.noise_word ? o.noise_word : "noise",
		    e) != 0)
			goto out;
		if (o.noise_word)
			kv->row[kv->n - 1] = (size_t)ak_table_find(&emb,
			    o.noise_word);
	}
	if (qs.ndrop) {
		size_t listed = ak_split_ws(qs.dropped, NULL, 0);
		fprintf(fp, "# dropped %zu out-of-vocabulary words: %s%s\n",
		    qs.ndrop, qs.dropped, listed < qs.ndrop ? " ..." : "");
	}
	if (o.heads) {
		rc = run_heads(fp, &emb, &qs, e);
		goto out;
	}
	head h;
	if (head_setup(&h, &emb, &qs, kv, e) != 0 ||
	    head_forward(&h, 1, e) != 0) {
		head_free(&h);
		goto out;
	}
	if (h.dead)
		fprintf(fp, "# %zu fully masked rows: zero weights and zero "
		    "output\n", h.dead);
	rc = out_head(fp, &h, &qs, kv, e);
	head_free(&h);
out:
	if (L)
		free_lines(L, nl);
	ak_tokseq_free(&qs);
	ak_tokseq_free(&ks);
	ak_table_free(&emb);
	return rc;
}

int
main(int argc, char **argv)
{
	ak_err e;
	ak_out out;
	int rc;

	parse(argc, argv);
	argc -= optind;
	if (argc > 1)
		xusage("at most one input FILE");
	if (argc == 1)
		o.input = argv[optind];
	argc += optind;
	if (o.nout > 1)
		xusage("choose one output: --long, --scores, --outputs, "
		    "--entropy, --jacobian, --hull, --compare, "
		    "--check-permutation, --summary");
	if (o.mode == M_MAP) {
		if (o.emb == NULL)
			xusage("-e FILE (embeddings) is required");
		if (o.text && (o.input || o.line_set))
			xusage("--text excludes an input FILE and --line");
		if (o.kvtext && o.kvline)
			xusage("--kv-text and --kv-line exclude each other");
		if (o.batch && (o.text || o.cross || o.heads || o.maskfile ||
		    o.half ||
		    (o.out != O_LONG && o.out != O_ENTROPY && o.nout)))
			xusage("--batch reads every input line; it gives "
			    "--long (the default) or --entropy, without "
			    "--text, --kv-*, --heads, --mask or --precision "
			    "half");
		if (o.batch && o.nout == 0)
			o.out = O_LONG;
		if (o.heads && (o.cross || o.maskfile || o.half ||
		    o.random_dk || o.wq || o.nboost || o.noise ||
		    o.swap_word || o.pe == PE_ROPE))
			xusage("--heads takes the embeddings as they are "
			    "(with --pe sin, --causal, --temperature); "
			    "no cross, mask file, projections, boost, noise, "
			    "swap or rope");
		if (o.out == O_SUMMARY && !o.heads)
			xusage("--summary is for --heads");
		if (o.out == O_COMPARE && !o.swap_word)
			xusage("--compare needs --swap-value");
		if (o.out == O_PERM && (o.cross || o.maskfile))
			xusage("--check-permutation is for self-attention "
			    "without --mask");
		if (o.liststr)
			xusage("--competitors, --dk and --shifts belong to "
			    "--dilution, --scaling and --pe-table");
	} else if (o.emb || o.text || o.input) {
		xusage("--dilution, --scaling and --pe-table read no "
		    "embeddings or text");
	}
	const char *inputs[] = { o.emb, o.input, o.maskfile, o.wq, o.wk, o.wv,
		NULL };
	/* a NULL inside the list would end it early: compact it */
	size_t ni = 0;
	for (size_t i = 0; i < sizeof inputs / sizeof *inputs - 1; i++)
		if (inputs[i])
			inputs[ni++] = inputs[i];
	inputs[ni] = NULL;
	/* the result is built in memory and written only on success, so an
	   error leaves no partial output, not even on standard output */
	char *mem = NULL;
	size_t memlen = 0;
	FILE *fp = open_memstream(&mem, &memlen);
	if (fp == NULL) {
		ak_errf(&e, "out of memory");
		ak_xdie(1, &e);
	}
	ak_provenance(fp, argc, argv);
	switch (o.mode) {
	case M_DILUTION: {
		long m[AM_MAXLIST];
		size_t nm = 0;
		rc = 0;
		if (o.liststr == NULL) {
			for (nm = 0; nm < 50; nm++)
				m[nm] = (long)nm + 1;
		} else {
			rc = am_parse_list(o.liststr, 0, 1000000,
			    "--competitors", m, &nm, &e);
			if (rc) {
				xusage(e.msg);
			}
		}
		rc = am_dilution(fp, o.dil_target, o.dil_other, m, nm, &e);
		break;
	}
	case M_SCALING: {
		long dk[AM_MAXLIST] = { 4, 8, 16, 32, 64, 128, 256, 512 };
		size_t ndk = 8;
		if (o.liststr && am_parse_list(o.liststr, 1, 100000, "--dk", dk,
		    &ndk, &e) != 0) {
			xusage(e.msg);
		}
		rc = am_scaling(fp, dk, ndk, (size_t)o.keys,
		    (size_t)o.trials, o.seed, &e);
		break;
	}
	case M_PETABLE: {
		long sh[AM_MAXLIST] = { 0, 1, 2, 4, 8, 16, 32 };
		size_t ns = 7;
		if (o.liststr && am_parse_list(o.liststr, 0, 100000,
		    "--shifts", sh, &ns, &e) != 0) {
			xusage(e.msg);
		}
		rc = am_pe_table(fp, (size_t)o.dim, (size_t)o.positions, sh,
		    ns, o.vectors, &e);
		break;
	}
	default:
		rc = run_map(fp, &e);
		break;
	}
	if (fclose(fp) != 0 && rc == 0)
		rc = ak_errf(&e, "out of memory");
	if (rc != 0) {
		free(mem);
		ak_xdie(1, &e);
	}
	if (ak_out_open(&out, o.ofile, inputs, &e) != 0) {
		free(mem);
		ak_xdie(1, &e);
	}
	if (fwrite(mem, 1, memlen, out.fp) != memlen || fflush(out.fp) != 0 ||
	    ferror(out.fp)) {
		free(mem);
		ak_out_abort(&out);
		ak_errf(&e, "%s: write error", o.ofile ? o.ofile : "<stdout>");
		ak_xdie(1, &e);
	}
	free(mem);
	if (ak_out_commit(&out, &e) != 0)
		ak_xdie(1, &e);
	if (!o.ofile)
		ak_xfinish();
	return 0;
}
