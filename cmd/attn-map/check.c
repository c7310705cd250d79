/*
 * attn-map: the checks of the options' combinations (am_check): an option
 * the chosen mode would ignore is a usage error, never a silent no-op; the
 * sizes of the experiments without embeddings are bounded.
 */
#include <stdio.h>
#include <string.h>

#include "am.h"
#include "labpage.h"

/*
 * An option that the chosen mode would ignore is a usage error rather than
 * a silent no-op (--random-proj after --wq used to win, --dilution with
 * --causal printed the plain budget, --heads 4 dropped --proj-scale).
 */
static void
check_ignored(void)
{
	int nproj = (opt.c_set && !(opt.heads && strcmp(opt.heads, "lesson") ==
	    0)) + (opt.wq || opt.wk || opt.wv) + (opt.random_dk != 0);
	int map_opt = opt.line_set || opt.all_tokens || opt.strict ||
	    opt.c_set || opt.wq || opt.wk || opt.wv || opt.random_dk ||
	    opt.noscale || opt.tau_set || opt.nboost || opt.noise ||
	    opt.noise_word || opt.causal || opt.maskfile || opt.mv_set ||
	    opt.half || opt.pe != PE_NONE || opt.swap_word || opt.cross ||
	    opt.heads || opt.head_set || opt.batch || opt.nout || opt.exact ||
	    opt.html;

	if (opt.nmode > 1)
		am_xusage("--dilution, --scaling and --pe-table exclude each "
		    "other");
	if (opt.ntext > 1)
		am_xusage("--text and --tokens exclude each other (--tokens: "
		    "the words as they are, not tokenized)");
	if (opt.c_auto && opt.batch)
		am_xusage("--proj-scale auto: one map at a time (each line "
		    "would get its own c): not with --batch");
	if (opt.mode != M_MAP && map_opt)
		am_xusage("--dilution, --scaling and --pe-table take only their "
		    "own options (and --seed, -o)");
	if ((opt.mode_only & (1 << M_SCALING)) && opt.mode != M_SCALING)
		am_xusage("--keys and --trials belong to --scaling");
	if ((opt.mode_only & (1 << M_PETABLE)) && opt.mode != M_PETABLE)
		am_xusage("--dim, --positions and --vectors belong to --pe-table");
	if (opt.mode != M_MAP)
		return;
	if (nproj > 1)
		am_xusage("--proj-scale, --wq/--wk/--wv and --random-proj exclude "
		    "each other");
	if (opt.heads && strcmp(opt.heads, "lesson") != 0 &&
	    (opt.c_set || opt.noscale))
		am_xusage("--heads H draws its own projections and scales by "
		    "1/sqrt(d_h): no --proj-scale or --no-scale");
	if (opt.head_set && !opt.heads)
		am_xusage("--head is for --heads");
	if (opt.noise_word && !opt.noise)
		am_xusage("--noise-word needs --noise N");
	if (opt.mv_set && !opt.maskfile && !opt.causal)
		am_xusage("--mask-value needs --mask or --causal");
	if (opt.causal && opt.cross)
		am_xusage("--causal is for self-attention: the keys of "
		    "--kv-text/--kv-line have no order relative to the "
		    "queries");
	if (opt.batch && opt.line_set)
		am_xusage("--batch reads every input line: no --line");
	if (opt.html && (opt.wq || opt.wk || opt.wv || opt.maskfile ||
	    opt.mv_set || opt.half || opt.pe != PE_NONE || opt.cross ||
	    opt.heads || opt.batch || opt.nout || opt.exact || opt.ofile))
		am_xusage("--html writes the lab page, whose controls are the "
		    "lesson's: no --wq/--wk/--wv, --mask, --mask-value, "
		    "--precision, --pe, --kv-*, --heads, --batch, output "
		    "choice, --exact or -o");
	if (opt.html && opt.nboost > 1)
		am_xusage("--html: one --boost (the page has one slider)");
	if (opt.html && opt.random_dk > AK_LAB_MAX_DK)
		am_xusage("--html: --random-proj at most 4096 (the page draws "
		    "3 d d_k normals)");
	/* standard input can be read once: the second reader saw it empty
	   ("-e - -" said "empty input") */
	const char *in[] = { opt.emb, opt.maskfile, opt.wq, opt.wk, opt.wv,
		opt.batch || !opt.text || (opt.cross && !opt.kvtext) ?
		    (opt.input ? opt.input : "-") : NULL };
	int nstdin = 0;
	for (size_t i = 0; i < sizeof in / sizeof *in; i++)
		nstdin += in[i] != NULL && strcmp(in[i], "-") == 0;
	if (nstdin > 1)
		am_xusage("standard input ('-', and the token lines when no FILE "
		    "or --text is given) can be read only once");
}

/*
 * The experiments without embeddings cost a product of their sizes; each
 * size alone is bounded, the product was not (--pe-table --dim 100000
 * --positions 100000 ran for hours).  Limits: about a minute of work.
 */
#define AM_MAX_SCALING_WORK 1e10	/* trials × keys × Σ d_k */
#define AM_MAX_PETAB_WORK 2e8		/* positions × dim × shifts */
#define AM_MAX_PE_VALUES 1e7		/* --vectors: positions × dim */

static void
check_sizes(void)
{
	char msg[256];

	if (opt.mode == M_SCALING) {
		double sum = 0;
		if (opt.ndk)
			for (size_t i = 0; i < opt.ndk; i++)
				sum += (double)opt.dk[i];
		else
			sum = 4 + 8 + 16 + 32 + 64 + 128 + 256 + 512;
		double w = (double)opt.trials * (double)opt.keys * sum;
		if (w > AM_MAX_SCALING_WORK) {
			snprintf(msg, sizeof msg, "--scaling: trials × keys × "
			    "sum of d_k = %.3g is beyond %.0e; lower --trials, "
			    "--keys or --dk", w, AM_MAX_SCALING_WORK);
			am_xusage(msg);
		}
	}
	if (opt.mode == M_PETABLE) {
		double pd = (double)opt.positions * (double)opt.dim;
		double w = pd * (double)(opt.nshift ? opt.nshift : 7);
		if (opt.vectors && pd > AM_MAX_PE_VALUES) {
			snprintf(msg, sizeof msg, "--pe-table --vectors: "
			    "positions × dim = %.3g values is beyond %.0e",
			    pd, AM_MAX_PE_VALUES);
			am_xusage(msg);
		}
		if (!opt.vectors && w > AM_MAX_PETAB_WORK) {
			snprintf(msg, sizeof msg, "--pe-table: positions × dim "
			    "× shifts = %.3g is beyond %.0e; lower --positions, "
			    "--dim or --shifts", w, AM_MAX_PETAB_WORK);
			am_xusage(msg);
		}
	}
}

/* every check of the options' combinations, after am_parse */
void
am_check(void)
{
	if (opt.nout > 1)
		am_xusage("choose one output: --long, --scores, --outputs, "
		    "--entropy, --jacobian, --hull, --compare, "
		    "--check-permutation, --summary");
	if (opt.mode == M_MAP) {
		if (opt.emb == NULL)
			am_xusage("-e FILE (embeddings) is required");
		if (opt.text && (opt.input || opt.line_set))
			am_xusage("--text excludes an input FILE and --line");
		if (opt.kvtext && opt.kvline)
			am_xusage("--kv-text and --kv-line exclude each other");
		if (opt.batch && (opt.text || opt.cross || opt.heads || opt.maskfile ||
		    opt.half ||
		    (opt.out != O_LONG && opt.out != O_ENTROPY && opt.nout)))
			am_xusage("--batch reads every input line; it gives "
			    "--long (the default) or --entropy, without "
			    "--text, --kv-*, --heads, --mask or --precision "
			    "half");
		if (opt.batch && opt.nout == 0)
			opt.out = O_LONG;
		if (opt.heads && (opt.cross || opt.maskfile || opt.half ||
		    opt.random_dk || opt.wq || opt.nboost || opt.noise ||
		    opt.swap_word || opt.pe == PE_ROPE))
			am_xusage("--heads takes the embeddings as they are "
			    "(with --pe sin, --causal, --temperature); "
			    "no cross, mask file, projections, boost, noise, "
			    "swap or rope");
		if (opt.out == O_SUMMARY && !opt.heads)
			am_xusage("--summary is for --heads");
		if (opt.out == O_COMPARE && !opt.swap_word)
			am_xusage("--compare needs --swap-value");
		if (opt.out == O_PERM && (opt.cross || opt.maskfile))
			am_xusage("--check-permutation is for self-attention "
			    "without --mask");
	} else if (opt.emb || opt.text || opt.input) {
		am_xusage("--dilution, --scaling and --pe-table read no "
		    "embeddings or text");
	}
	/* each list belongs to one mode (they used to share one string, so
	   --scaling --shifts 3 ran d_k = 3) */
	if (opt.ncomp && opt.mode != M_DILUTION)
		am_xusage("--competitors belongs to --dilution");
	if (opt.ndk && opt.mode != M_SCALING)
		am_xusage("--dk belongs to --scaling");
	if (opt.nshift && opt.mode != M_PETABLE)
		am_xusage("--shifts belongs to --pe-table");
	check_ignored();
	check_sizes();
}
