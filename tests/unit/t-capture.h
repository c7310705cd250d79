/*
 * t-capture.h — what a library writer printed, captured for a unit test:
 * t_start() opens a memory stream, t_finish(fp) closes it and returns the
 * text (valid until the next t_start), t_line(s, n) is its n-th line
 * (0-based, without the newline, in a static buffer; "" past the end).
 * Include after t.h in the tests of writers (spamout, addrout).
 */
#ifndef T_CAPTURE_H
#define T_CAPTURE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *t_buf;
static size_t t_len;

static FILE *
t_start(void)
{
	free(t_buf);
	t_buf = NULL;
	return open_memstream(&t_buf, &t_len);
}

static const char *
t_finish(FILE *fp)
{
	fclose(fp);
	return t_buf;
}

static const char *
t_line(const char *s, int n)
{
	static char l[512];
	const char *p = s, *q;

	while (n-- > 0 && p != NULL && (p = strchr(p, '\n')) != NULL)
		p++;
	if (p == NULL)
		return "";
	q = strchr(p, '\n');
	snprintf(l, sizeof(l), "%.*s", (int)(q ? q - p : (long)strlen(p)), p);
	return l;
}

#endif
