/* attn-map: the modes without embeddings (dilution, scaling, PE table). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "am.h"
#include "attention.h"
#include "petab.h"
#include "posenc.h"
#include "rng.h"

int
am_dilution(FILE *fp, double st, double sc, const long *m, size_t nm,
    ak_err *e)
{
	fprintf(fp, "competitors\tn\ttarget_weight\tcompetitor_weight\t"
	    "entropy\tln_n\n");
	for (size_t i = 0; i < nm; i++) {
		double cw, h;
		double w = ak_dilution(st, sc, (size_t)m[i], &cw, &h);
		if (w < 0)
			return ak_errf(e, "out of memory");
		fprintf(fp, "%ld\t%ld\t%.9g\t%.9g\t%.9g\t%.9g\n", m[i],
		    m[i] + 1, w, cw, h, log((double)m[i] + 1));
	}
	return 0;
}

int
am_scaling(const struct am_opts *o, FILE *fp, const long *dk, size_t ndk, size_t
    keys, size_t trials, unsigned long long seed, ak_err *e)
{
	ak_rng rng;

	ak_rng_seed(&rng, seed);
	if (keys * trials < 2)
		fprintf(fp, "# var_qk and var_over_dk: '-' where trials × keys "
		    "is 1: a sample variance needs two dot products\n");
	fprintf(fp, "dk\tkeys\ttrials\tvar_qk\tvar_over_dk\tmax_w_raw\t"
	    "entropy_raw\tmax_w_scaled\tentropy_scaled\tln_keys\n");
	for (size_t i = 0; i < ndk; i++) {
		ak_scaling_row r;
		am_progress(o, "scaling", "d_k values", i, ndk, 0);
		if (ak_scaling_run(&r, &rng, (size_t)dk[i], keys, trials,
		    e) != 0)
			return -1;
		fprintf(fp, "%zu\t%zu\t%zu\t", r.dk, keys, trials);
		if (isnan(r.var))	/* one dot product: undefined */
			fprintf(fp, "-\t-\t");
		else
			fprintf(fp, "%.9g\t%.9g\t", r.var, r.var /
			    (double)r.dk);
		fprintf(fp, "%.9g\t%.9g\t%.9g\t%.9g\t%.9g\n", r.max_raw,
		    r.ent_raw, r.max_scaled, r.ent_scaled, log((double)keys));
	}
	am_progress(o, "scaling", "d_k values", ndk, ndk, 1);
	am_progress_done();
	return 0;
}

int
am_pe_table(FILE *fp, size_t d, size_t npos, const long *shift,
    size_t nshift, int vectors, ak_err *e)
{
	if (vectors) {
		double *pe = ak_alloc_n(npos, d * sizeof(double), e);
		if (pe == NULL)
			return -1;
		ak_pe_sin(pe, 0, npos, d);
		fprintf(fp, "pos");
		for (size_t c = 0; c < d; c++)
			fprintf(fp, "\tpe%zu", c);
		fputc('\n', fp);
		for (size_t p = 0; p < npos; p++) {
			fprintf(fp, "%zu", p);
			for (size_t c = 0; c < d; c++)
				fprintf(fp, "\t%.9g", pe[p * d + c] == 0 ? 0 :
				    pe[p * d + c]);
			fputc('\n', fp);
		}
		free(pe);
		return 0;
	}
	/* the dot product by shift, the same for every start p (checked:
	   the column spread is max - min over p = 0..npos-1); the rotation
	   error over every coordinate, an odd d's lone one too */
	double perr = 0;
	fprintf(fp, "shift\tdot\tdot_spread\trotation_max_err\n");
	for (size_t i = 0; i < nshift; i++) {
		size_t dl = (size_t)shift[i];
		double lo = INFINITY, hi = -INFINITY, err = 0, first = 0, pe;
		for (size_t p = 0; p < npos; p++) {
			double v = ak_pe_dot(d, p, dl);
			if (p == 0)
				first = v;
			lo = fmin(lo, v);
			hi = fmax(hi, v);
			err = fmax(err, ak_pe_rotation_error(d, p, dl, &pe));
			perr = fmax(perr, pe);
		}
		fprintf(fp, "%zu\t%.9g\t%.3g\t%.3g\n", dl, first, hi - lo, err);
	}
	if (d % 2 == 1 && d > 1)
		am_note("--dim %zu is odd: its last coordinate, sin(p w_%zu), "
		    "has no cos partner for the rotation to turn, so "
		    "PE_{p+shift} = R PE_p fails there: rotation_max_err and "
		    "dot_spread count it (its %zu pairs alone: error at most "
		    "%.3g); an even --dim checks the identity", d, d / 2, d / 2,
		    perr);
	else if (d == 1)
		am_note("--dim 1 is odd: its one coordinate, sin(p), has no cos "
		    "partner for the rotation to turn, so PE_{p+shift} = R PE_p "
		    "fails: rotation_max_err and dot_spread are its; an even "
		    "--dim checks the identity");
	return 0;
}
