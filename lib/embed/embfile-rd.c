/*
 * embfile-rd.c — what the readers of embfile.c and embfile-bin.c share
 * (embfile-int.h): the place of a line in messages, the table's columns
 * at the first row, a word's checks, a read error said.  Beneath both
 * readers: embfile.c calls embfile-bin.c, and both call this file, which
 * calls neither.
 */
#include <errno.h>
#include <string.h>

#include "embfile-int.h"
#include "gz.h"

/* "FILE:LINE" of line in s's file (into s->where) */
const char *
emb_at(rd *s, long line)
{
	snprintf(s->where, sizeof s->where, "%s:%ld", s->name, line);
	return s->where;
}

/* the columns, at the first row (a header's d is believed once a row of
 * that many numbers has been read: no room is taken on a promise); the
 * rows' first room is the header's count (table.h: cut to the budget,
 * and to one row when the process cannot have more) */
int
emb_start(rd *s, long line, ak_err *e)
{
	if (s->started)
		return 0;
	s->started = 1;
	if (ak_table_fill_start(s->t, &s->z, NULL, s->d, 1, AK_TABLE_EMB,
	    s->z.memory, s->z.held, emb_at(s, line), e) != 0)
		return -1;
	s->z.expect = s->V;
	return 0;
}

/* a word's checks: UTF-8, no control byte */
int
emb_word_ok(rd *s, const char *w, size_t n, long line, ak_err *e)
{
	size_t bad;

	if (!ak_utf8_valid(w, n, &bad))
		return ak_errf(e, "%s: the word is not UTF-8 (byte %zu)",
		    emb_at(s, line), bad + 1);
	if (ak_has_control(w, n))
		return ak_errf(e, "%s: the word holds a control byte",
		    emb_at(s, line));
	return 0;
}

int
emb_read_error(rd *s, const ak_reader *r, long line, ak_err *e)
{
	if (ferror(r->fp))
		return ak_errf(e, "%s: %s%s", emb_at(s, line),
		    ak_gz_error(r->gz) ? "" : "read error: ",
		    ak_reader_strerror(r));
	return 0;
}
