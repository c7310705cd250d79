/*
 * attn-map: the checks of the options the rules of opts.c cannot make
 * (am_check): their values, and the sizes of the experiments without
 * embeddings (bounded by lib/attn).
 */
#include <stdio.h>
#include <unistd.h>
#include <string.h>
#include <strings.h>

#include "am.h"
#include "attention.h"
#include "petab.h"
#include "labpage.h"

/*
 * What the rules of opts.c cannot say, for it is about the options'
 * values: the heads --heads draws or the lesson's (built, not drawn),
 * --head A or B, how many --boost, the page's --random-proj.
 */
static int
check_values(const struct am_opts *o, ak_err *e)
{
	int lesson = o->heads && strcmp(o->heads, "lesson") == 0;

	if (o->heads && !lesson && (o->c_set || o->noscale))
		return ak_erru(e, "--heads H draws its own projections and "
		    "scales by 1/sqrt(d_h): no --proj-scale or --no-scale");
	if (lesson && o->out == O_OUTPUTS)
		return ak_erru(e, "--outputs: not with --heads lesson: its "
		    "heads have no values (W_V); use --heads H");
	if (lesson && o->seed_set)
		return ak_erru(e, "--seed: not with --heads lesson: its heads "
		    "are built by hand, nothing is random");
	if (o->head_set && (strcasecmp(o->head, "A") == 0 ||
	    strcasecmp(o->head, "B") == 0) && !lesson)
		return ak_erru(e, "--head %s: A and B are the lesson's heads "
		    "(--heads lesson); --heads %s numbers its heads 1..%s",
		    o->head, o->heads, o->heads);
	if (o->html && (o->nboost > 1 || o->random_dk > AK_LAB_MAX_DK))
		return ak_erru(e, "--html: %s", o->nboost > 1 ? "one --boost "
		    "(the page has one slider)" : "--random-proj at most 4096 "
		    "(the page draws 3 d d_k normals)");
	return 0;
}

/* the checks of the options that are not opts.c's rules, after am_parse */
int
am_check(struct am_opts *o, ak_err *e)
{
	if (check_values(o, e) != 0)
		return -1;
	/* --html over one of the --maps it reads: the page would replace a
	   map (an input), which ak_out_open's list of inputs does not hold;
	   a map's name that no file has yet: the page would be read as a
	   map by the next run */
	size_t L, H;
	if (o->html != NULL && o->maps != NULL && ak_lab_maps_clash(o->maps,
	    o->html, 4, 64, &L, &H))
		return ak_erru(e, "--html '%s' is map-%zu-%zu.tsv of --maps %s, "
		    "%s", o->html, L, H, o->maps, access(o->html, F_OK) == 0 ?
		    "an input: the page would replace it" : "a map's name: "
		    "the page would be read as a map");
	/* the experiments without embeddings cost a product of their sizes,
	   bounded in lib/attn (attention.h, petab.h) */
	if (o->mode == M_SCALING)
		return ak_scaling_check_work((size_t)o->trials, (size_t)o->keys,
		    o->dk, o->ndk, e);
	if (o->mode == M_PETABLE)
		return ak_petab_check_work((size_t)o->positions, (size_t)o->dim,
		    o->nshift, o->vectors, e);
	return 0;
}
