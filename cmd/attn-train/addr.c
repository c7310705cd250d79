/* addr.c — placeholder for the addressing mode (issue 5); see addr.h. */
#include <stdio.h>

#include "addr.h"

int
attn_train_addr_main(int argc, char *argv[])
{
	(void)argc;
	(void)argv;
	fprintf(stderr, "attn-train: addr mode is not built in this branch\n");
	return 2;
}
