/* Unit tests of lib/train/modelhash: what ak_mhash_print folds is what a
 * reader of the printed rows folds (ak_mhash_row of the parsed numbers);
 * a changed name, number or order changes the fingerprint; -0 is 0; a
 * line too long spoils it. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "modelhash.h"
#include "t.h"

int
main(void)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);
	uint64_t w = ak_mhash_start(), r = ak_mhash_start();

	T_OK(fp != NULL, "open_memstream");
	ak_mhash_print(fp, &w, "dim\t%zu\nseed\t%llu\n", (size_t)16, 1ULL);
	ak_mhash_print(fp, &w, "b\t%.17g\n", 0.1);
	ak_mhash_print(fp, &w, "WQ\t%zu\t%zu\t%.17g\n", (size_t)2, (size_t)3,
	    -0.0);
	fclose(fp);
	T_STR(buf, "dim\t16\nseed\t1\nb\t0.10000000000000001\nWQ\t2\t3\t-0\n",
	    "the text printed");
	r = ak_mhash_row(r, "dim", (const double[]){ 16 }, 1);
	r = ak_mhash_row(r, "seed", (const double[]){ 1 }, 1);
	r = ak_mhash_row(r, "b", (const double[]){ 0.1 }, 1);
	r = ak_mhash_row(r, "WQ", (const double[]){ 2, 3, 0.0 }, 3);
	T_OK(w == r, "the writer's fingerprint is the reader's (-0 as 0)");
	uint64_t s = ak_mhash_start();
	s = ak_mhash_row(s, "dim", (const double[]){ 16 }, 1);
	s = ak_mhash_row(s, "seed", (const double[]){ 2 }, 1);
	T_OK(s != ak_mhash_row(ak_mhash_row(ak_mhash_start(), "dim",
	    (const double[]){ 16 }, 1), "seed", (const double[]){ 1 }, 1),
	    "another seed, another fingerprint");
	T_OK(ak_mhash_row(ak_mhash_row(ak_mhash_start(), "a",
	    (const double[]){ 1 }, 1), "b", (const double[]){ 2 }, 1) !=
	    ak_mhash_row(ak_mhash_row(ak_mhash_start(), "b",
	    (const double[]){ 2 }, 1), "a", (const double[]){ 1 }, 1),
	    "the rows' order counts");
	T_OK(ak_mhash_row(ak_mhash_start(), "ab", (const double[]){ 1 }, 1) !=
	    ak_mhash_row(ak_mhash_start(), "a", (const double[]){ 1 }, 1),
	    "the name counts");
	T_OK(ak_mhash_end(w) != w && ak_mhash_end(w) == ak_mhash_end(r),
	    "the end step");
	free(buf);
	/* a line of 1024 bytes or more: written whole, fingerprint spoilt */
	char name[1100];
	memset(name, 'x', sizeof name - 1);
	name[sizeof name - 1] = '\0';
	buf = NULL;
	fp = open_memstream(&buf, &len);
	w = ak_mhash_start();
	ak_mhash_print(fp, &w, "%s\t%d\n", name, 1);
	fclose(fp);
	T_OK(len == sizeof name + 2 && w != ak_mhash_row(ak_mhash_start(),
	    name, (const double[]){ 1 }, 1), "a long line: written, spoilt");
	free(buf);
	return t_done();
}
