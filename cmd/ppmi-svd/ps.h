/*
 * ps.h — ppmi-svd's command side: cmd/ppmi-svd.c (main: the modes),
 * opts.c (options, their combinations, the list of inputs).  No pipeline
 * here: counting, solving and the outputs are lib/embed/embrun.h.
 */
#ifndef PS_H
#define PS_H

#include <stddef.h>

#include "embrun.h"

/* the parsed command line */
struct ps_opts {
	ak_embrun s;		/* the settings of the run */
	const char *vocab, *load, *out;
	int count, items;
	size_t k;		/* -k: neighbours per --nn word */
	char **nn, **sim, **ana;	/* --nn words, --similarity, --analogy */
	size_t nnn, nsim, nana;
	char **files;		/* TOKENS or COUNTS ("-" when none given) */
	size_t nfiles;
	const char **inputs;	/* for ak_out_open: NULL-terminated */
	int argc0;		/* the command line as typed (provenance) */
	char **argv0;
};

extern const char ps_usage_text[];	/* cmd/ppmi-svd.c */

/* ps_parse: parse and check argv into o (exits 2 on a usage error, 0
 * after --help or --version) */
void ps_parse(struct ps_opts *o, int argc, char *argv[]);
void ps_free(struct ps_opts *o);

#endif
