/*
 * attn-train — minimal dispatcher used on the addr branch only, so that the
 * addressing mode can be built and tested; the spam-classifier attn-train.c
 * replaces this file at merge.
 */
#include <stdio.h>
#include <string.h>

#include "attn-train/addr.h"

int
main(int argc, char *argv[])
{
	if (argc > 1 && strcmp(argv[1], "addr") == 0)
		return attn_train_addr_main(argc - 1, argv + 1);
	fputs("usage: attn-train addr gen|train|eval|intervene|attend ...\n",
	    stderr);
	return 2;
}
