/*
 * lines-ref.h — the reading contract of lib/base/io.h's line reader as a
 * model a few lines long, for the unit test (tests/unit/test_io.c) and the
 * fuzz harness (tests/fuzz/fuzz_lines.c): split at '\n'; a '\r' before it
 * (or before the end) dropped; a UTF-8 byte-order mark at the start of the
 * first line dropped; a NUL byte in a line, or a line of more than max
 * bytes (its '\r' and mark included), is an error at that line; a file
 * whose first line is the tools' provenance comment ("# ... (attnkit V)")
 * and whose last line has no newline is cut short, an error; a file that
 * starts with gzip's bytes 1f 8b or fastText's ba 16 4f 2f is an error at
 * line 1 naming it, unless that line is longer than max and max + 1 is
 * less than those bytes (the length's error).  Which first
 * line is that comment is io.h ak_is_provenance's rule, shared with the
 * reader (a rule of the format, not of the reading: one place, so the
 * two cannot drift apart; the model's own is everything else).  lines_check
 * reads path with ak_reader (max as given) and returns 0 when every line
 * and the first error agree with the model, else the number of the line
 * (1-based) where they part.
 */
#ifndef LINES_REF_H
#define LINES_REF_H

#include <string.h>

#include "io.h"

static long
lines_check(const char *path, const unsigned char *d, size_t size,
    size_t max)
{
	ak_reader r;
	ak_err e = { .msg = "" };
	size_t i = 0;
	long ln = 0;
	int ours = 0;

	if (ak_reader_open(&r, path, &e) != 0)
		return -1;
	r.max = max;
	for (;;) {
		int rc = ak_reader_next(&r, &e);
		if (i >= size) {	/* the model has no more lines */
			ak_reader_close(&r);
			return rc == 0 ? 0 : ln + 1;
		}
		const unsigned char *nl = memchr(d + i, '\n', size - i);
		size_t n = nl ? (size_t)(nl - (d + i)) : size - i;
		const unsigned char *nul = memchr(d + i, '\0', n);
		ln++;
		const char *what = ln > 1 ? NULL : n >= 2 && d[0] == 0x1f &&
		    d[1] == 0x8b && (n <= max || max + 1 >= 2) ?
		    ":1: gzip-compressed" : n >= 4 &&
		    memcmp(d, "\xba\x16\x4f\x2f", 4) == 0 &&
		    (n <= max || max + 1 >= 4) ? ":1: a fastText" : NULL;
		if (what != NULL) {	/* a gzip or fastText file */
			int ok = rc == -1 && strstr(e.msg, what) != NULL;
			ak_reader_close(&r);
			return ok ? 0 : ln;
		}
		if ((nul && (size_t)(nul - (d + i)) < max) || n > max) {
			/* NUL within the first max bytes: "NUL byte"; a line
			   too long: "longer", or the NUL of the same piece */
			int ok = rc == -1 && strstr(e.msg, ":") != NULL &&
			    (nul && (size_t)(nul - (d + i)) < max ?
			    strstr(e.msg, "NUL byte") != NULL :
			    strstr(e.msg, "line longer than") != NULL ||
			    strstr(e.msg, "NUL byte") != NULL);
			char where[64];
			snprintf(where, sizeof where, ":%ld: ", ln);
			ok = ok && strstr(e.msg, where) != NULL;
			ak_reader_close(&r);
			return ok ? 0 : ln;
		}
		if (ln == 1)
			ours = ak_is_provenance((const char *)(d + i), n);
		if (nl == NULL && ours) {	/* a file of the tools, cut */
			char where[64];
			snprintf(where, sizeof where, ":%ld: the last line has "
			    "no newline", ln);
			int ok = rc == -1 && strstr(e.msg, where) != NULL;
			ak_reader_close(&r);
			return ok ? 0 : ln;
		}
		size_t s = 0, m = n;
		if (m > 0 && d[i + m - 1] == '\r')
			m--;
		if (ln == 1 && m >= 3 && memcmp(d + i, "\xef\xbb\xbf", 3) == 0)
			s = 3;
		if (rc != 1 || r.lineno != ln || r.len != m - s ||
		    memcmp(r.line, d + i + s, m - s) != 0 ||
		    r.line[r.len] != '\0') {
			ak_reader_close(&r);
			return ln;
		}
		i += n + 1;
	}
}

#endif
