/*
 * attn-map: the checks of the options' combinations (am_check): an option
 * the chosen mode would ignore is a usage error, never a silent no-op; the
 * sizes of the experiments without embeddings are bounded.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "am.h"
#include "labpage.h"

/*
 * An option that the chosen mode would ignore is a usage error rather than
 * a silent no-op (--random-proj after --wq used to win, --dilution with
 * --causal printed the plain budget, --heads 4 dropped --proj-scale).
 */
static int
check_ignored(const struct am_opts *o, ak_err *e)
{
	int nproj = (o->c_set && !(o->heads && strcmp(o->heads, "lesson") ==
	    0)) + (o->wq || o->wk || o->wv) + (o->random_dk != 0);
	int map_opt = o->line_set || o->all_tokens || o->strict ||
	    o->c_set || o->wq || o->wk || o->wv || o->random_dk ||
	    o->noscale || o->tau_set || o->nboost || o->noise ||
	    o->noise_word || o->causal || o->maskfile || o->mv_set ||
	    o->half || o->pe != PE_NONE || o->swap_word || o->cross ||
	    o->heads || o->head_set || o->batch || o->nout || o->exact ||
	    o->html;

	if (o->nmode > 1)
		return ak_erru(e, "--dilution, --scaling and --pe-table exclude each "
		    "other");
	if (o->ntext > 1)
		return ak_erru(e, "--text and --tokens exclude each other "
		    "(--tokens: the words as they are, not tokenized)");
	if (o->c_auto && o->batch)
		return ak_erru(e, "--proj-scale auto: one map at a time (each "
		    "line would get its own c): not with --batch");
	if (o->mode != M_MAP && map_opt)
		return ak_erru(e, "--dilution, --scaling and --pe-table take only their "
		    "own options (and --seed, -o)");
	if ((o->mode_only & (1 << M_SCALING)) && o->mode != M_SCALING)
		return ak_erru(e, "--keys and --trials belong to --scaling");
	if ((o->mode_only & (1 << M_PETABLE)) && o->mode != M_PETABLE)
		return ak_erru(e, "--dim, --positions and --vectors belong to --pe-table");
	if (o->mode != M_MAP)
		return 0;
	if (nproj > 1)
		return ak_erru(e, "--proj-scale, --wq/--wk/--wv and --random-proj exclude "
		    "each other");
	if (o->heads && strcmp(o->heads, "lesson") != 0 &&
	    (o->c_set || o->noscale))
		return ak_erru(e, "--heads H draws its own projections and scales by "
		    "1/sqrt(d_h): no --proj-scale or --no-scale");
	if (o->head_set && !o->heads)
		return ak_erru(e, "--head is for --heads");
	if (o->head_set && (strcasecmp(o->head, "A") == 0 ||
	    strcasecmp(o->head, "B") == 0) && strcmp(o->heads, "lesson") != 0)
		return ak_erru(e, "--head %s: A and B are the lesson's heads "
		    "(--heads lesson); --heads %s numbers its heads 1..%s",
		    o->head, o->heads, o->heads);
	if (o->noise_word && !o->noise)
		return ak_erru(e, "--noise-word needs --noise N");
	if (o->mv_set && !o->maskfile && !o->causal)
		return ak_erru(e, "--mask-value needs --mask or --causal");
	if (o->causal && o->cross)
		return ak_erru(e, "--causal is for self-attention: the keys of "
		    "--kv-text/--kv-line have no order relative to the "
		    "queries");
	if (o->batch && o->line_set)
		return ak_erru(e, "--batch reads every input line: no --line");
	if (o->html && (o->wq || o->wk || o->wv || o->maskfile ||
	    o->mv_set || o->half || o->pe != PE_NONE || o->cross ||
	    o->heads || o->batch || o->nout || o->exact || o->ofile))
		return ak_erru(e, "--html writes the lab page, whose controls are the "
		    "lesson's: no --wq/--wk/--wv, --mask, --mask-value, "
		    "--precision, --pe, --kv-*, --heads, --batch, output "
		    "choice, --exact or -o");
	if (o->html && o->nboost > 1)
		return ak_erru(e, "--html: one --boost (the page has one slider)");
	if (o->html && o->random_dk > AK_LAB_MAX_DK)
		return ak_erru(e, "--html: --random-proj at most 4096 (the page draws "
		    "3 d d_k normals)");
	/* standard input can be read once: the second reader saw it empty
	   ("-e - -" said "empty input") */
	const char *in[] = { o->emb, o->maskfile, o->wq, o->wk, o->wv,
		o->batch || !o->text || (o->cross && !o->kvtext) ?
		    (o->input ? o->input : "-") : NULL };
	int nstdin = 0;
	for (size_t i = 0; i < sizeof in / sizeof *in; i++)
		nstdin += in[i] != NULL && strcmp(in[i], "-") == 0;
	if (nstdin > 1)
		return ak_erru(e, "standard input ('-', and the token lines when no FILE "
		    "or --text is given) can be read only once");
	return 0;
}

/*
 * The experiments without embeddings cost a product of their sizes; each
 * size alone is bounded, the product was not (--pe-table --dim 100000
 * --positions 100000 ran for hours).  Limits: about a minute of work.
 */
#define AM_MAX_SCALING_WORK 1e10	/* trials × keys × Σ d_k */
#define AM_MAX_PETAB_WORK 2e8		/* positions × dim × shifts */
#define AM_MAX_PE_VALUES 1e7		/* --vectors: positions × dim */

static int
check_sizes(const struct am_opts *o, ak_err *e)
{
	char msg[256];

	if (o->mode == M_SCALING) {
		double sum = 0;
		if (o->ndk)
			for (size_t i = 0; i < o->ndk; i++)
				sum += (double)o->dk[i];
		else
			sum = 4 + 8 + 16 + 32 + 64 + 128 + 256 + 512;
		double w = (double)o->trials * (double)o->keys * sum;
		if (w > AM_MAX_SCALING_WORK) {
			snprintf(msg, sizeof msg, "--scaling: trials × keys × "
			    "sum of d_k = %.3g is beyond %.0e; lower --trials, "
			    "--keys or --dk", w, AM_MAX_SCALING_WORK);
			return ak_erru(e, "%s", msg);
		}
	}
	if (o->mode == M_PETABLE) {
		double pd = (double)o->positions * (double)o->dim;
		double w = pd * (double)(o->nshift ? o->nshift : 7);
		if (o->vectors && pd > AM_MAX_PE_VALUES) {
			snprintf(msg, sizeof msg, "--pe-table --vectors: "
			    "positions × dim = %.3g values is beyond %.0e",
			    pd, AM_MAX_PE_VALUES);
			return ak_erru(e, "%s", msg);
		}
		if (!o->vectors && w > AM_MAX_PETAB_WORK) {
			snprintf(msg, sizeof msg, "--pe-table: positions × dim "
			    "× shifts = %.3g is beyond %.0e; lower --positions, "
			    "--dim or --shifts", w, AM_MAX_PETAB_WORK);
			return ak_erru(e, "%s", msg);
		}
	}
	return 0;
}

/* every check of the options' combinations, after am_parse */
int
am_check(struct am_opts *o, ak_err *e)
{
	if (o->nout > 1)
		return ak_erru(e, "choose one output: --long, --scores, --outputs, "
		    "--entropy, --jacobian, --hull, --compare, "
		    "--check-permutation, --summary");
	if (o->mode == M_MAP) {
		if (o->emb == NULL)
			return ak_erru(e, "-e FILE (embeddings) is required");
		if (o->text && (o->input || o->line_set))
			return ak_erru(e, "--text excludes an input FILE and --line");
		if (o->kvtext && o->kvline)
			return ak_erru(e, "--kv-text and --kv-line exclude each other");
		if (o->batch && (o->text || o->cross || o->heads || o->maskfile ||
		    o->half ||
		    (o->out != O_LONG && o->out != O_ENTROPY && o->nout)))
			return ak_erru(e, "--batch reads every input line; it gives "
			    "--long (the default) or --entropy, without "
			    "--text, --kv-*, --heads, --mask or --precision "
			    "half");
		if (o->batch && o->nout == 0)
			o->out = O_LONG;
		if (o->heads && (o->cross || o->maskfile || o->half ||
		    o->random_dk || o->wq || o->nboost || o->noise ||
		    o->swap_word || o->pe == PE_ROPE))
			return ak_erru(e, "--heads takes the embeddings as they are "
			    "(with --pe sin, --causal, --temperature); "
			    "no cross, mask file, projections, boost, noise, "
			    "swap or rope");
		if (o->out == O_SUMMARY && !o->heads)
			return ak_erru(e, "--summary is for --heads");
		if (o->out == O_COMPARE && !o->swap_word)
			return ak_erru(e, "--compare needs --swap-value");
		if (o->out == O_PERM && (o->cross || o->maskfile))
			return ak_erru(e, "--check-permutation is for self-attention "
			    "without --mask");
	} else if (o->emb || o->text || o->input) {
		return ak_erru(e, "--dilution, --scaling and --pe-table read no "
		    "embeddings or text");
	}
	/* each list belongs to one mode (they used to share one string, so
	   --scaling --shifts 3 ran d_k = 3) */
	if (o->ncomp && o->mode != M_DILUTION)
		return ak_erru(e, "--competitors belongs to --dilution");
	if (o->ndk && o->mode != M_SCALING)
		return ak_erru(e, "--dk belongs to --scaling");
	if (o->nshift && o->mode != M_PETABLE)
		return ak_erru(e, "--shifts belongs to --pe-table");
	if (check_ignored(o, e) != 0)
		return -1;
	return check_sizes(o, e);
}
