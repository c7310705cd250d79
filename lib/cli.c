#include <err.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

void
ak_xdie(int status, const ak_err *e)
{
	errx(status, "%s", e->msg);
}

void
ak_xfinish(void)
{
	if (fflush(stdout) != 0 || ferror(stdout))
		err(1, "<stdout>");
	if (fclose(stdout) != 0)
		err(1, "<stdout>");
}

void
ak_provenance(FILE *fp, int argc, char *const argv[])
{
	const char *p = strrchr(argv[0], '/');

	fprintf(fp, "# %s", p ? p + 1 : argv[0]);
	for (int i = 1; i < argc; i++)
		fprintf(fp, " %s", argv[i]);
	fprintf(fp, " (attnkit %s)\n", AK_VERSION);
}

int
ak_is_tty_stderr(void)
{
	return isatty(STDERR_FILENO);
}
