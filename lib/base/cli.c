#include <err.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "mem.h"

void
ak_xdie(int status, const ak_err *e)
{
	errx(status, "%s", e->msg);
}

long
ak_xlong(const char *s, long min, long max, const char *what)
{
	ak_err e;
	long v;

	if (ak_parse_long(s, min, max, what, &v, &e) != 0)
		ak_xdie(2, &e);
	return v;
}

double
ak_xdouble(const char *s, double min, double max, const char *what)
{
	ak_err e;
	double v;

	if (ak_parse_double(s, min, max, what, &v, &e) != 0)
		ak_xdie(2, &e);
	return v;
}

void
ak_xfinish(void)
{
	if (fflush(stdout) != 0 || ferror(stdout))
		err(1, "<stdout>");
	/* EBADF after a clean flush: standard output was closed (>&-) and
	   nothing was written to it (the output went to -o FILE) */
	if (fclose(stdout) != 0 && errno != EBADF)
		err(1, "<stdout>");
}

void
ak_provenance(FILE *fp, int argc, char *const argv[])
{
	const char *p = strrchr(argv[0], '/');

	fprintf(fp, "# %s", p ? p + 1 : argv[0]);
	for (int i = 1; i < argc; i++) {
		const char *q = argv[i];
		/* plain words as they are; others in shell single quotes, so
		   the line can be run again; a control byte (newline, TAB)
		   would end or split the comment line: written as '?' */
		if (*q != '\0' && strspn(q, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
		    "abcdefghijklmnopqrstuvwxyz0123456789_./:=,+-@%") ==
		    strlen(q)) {
			fprintf(fp, " %s", q);
			continue;
		}
		fputs(" '", fp);
		for (; *q; q++) {
			unsigned char c = (unsigned char)*q;
			if (c == '\'')
				fputs("'\\''", fp);
			else
				fputc(c < 0x20 || c == 0x7f ? '?' : c, fp);
		}
		fputc('\'', fp);
	}
	fprintf(fp, " (attnkit %s)\n", AK_VERSION);
}

int
ak_is_tty_stderr(void)
{
	return isatty(STDERR_FILENO);
}

size_t
ak_xsize(const char *s, const char *what)
{
	ak_err e;
	size_t v;

	if (ak_parse_size(s, (size_t)1 << 20, (size_t)1 << 50, what, &v,
	    &e) != 0)
		ak_xdie(2, &e);
	return v;
}
