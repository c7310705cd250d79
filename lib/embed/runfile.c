/*
 * runfile.c — the sorted runs' records written and read back (runfile.h).
 */
#include <errno.h>
#include <string.h>

#include "io.h"
#include "runfile.h"

FILE *
ak_run_new(ak_err *e)
{
	return ak_tmpfile("the co-occurrence counts' sorted runs", e);
}

int
ak_run_write_error(FILE *fp, ak_err *e)
{
	int err = errno;

	fclose(fp);
	return ak_errf(e, "writing the co-occurrence counts' sorted runs to a "
	    "temporary file in %s: %s", ak_tmpdir(), strerror(err ? err :
	    EIO));
}

void
ak_runw_begin(ak_runw *w, FILE *fp)
{
	w->fp = fp;
	w->prev = 0;
	w->sum = 0;
	w->n = 0;
}

/* the writer's state in locals through the loop (a byte stored through
 * buf may alias any field: a cell reloaded and stored them all, a sixth
 * of counting at scale) */
int
ak_runw_put(ak_runw *w, const uint64_t *key, const uint64_t *val, size_t m)
{
	uint64_t prev = w->prev, sum = w->sum;
	unsigned char *buf = w->buf, *p = buf + w->n;
	int rc = 0;

	for (size_t i = 0; i < m; i++) {
		if ((size_t)(p - buf) > AK_RUN_WRITEBUF - AK_RUN_RECMAX) {
			size_t n = (size_t)(p - buf);
			if (fwrite(buf, 1, n, w->fp) != n) {
				rc = -1;
				break;
			}
			p = buf;
		}
		uint64_t one = val[i] == 1;
		p = ak_varint_put(p, (key[i] - prev) << 1 | one);
		if (!one)
			p = ak_varint_put(p, val[i]);
		sum += ak_run_mix(key[i], val[i]);
		prev = key[i];
	}
	w->prev = prev;
	w->sum = sum;
	w->n = (size_t)(p - buf);
	return rc;
}

int
ak_runw_done(ak_runw *w)
{
	if (w->n > 0 && fwrite(w->buf, 1, w->n, w->fp) != w->n)
		return -1;
	w->n = 0;
	return fflush(w->fp) != 0 || fseek(w->fp, 0, SEEK_SET) != 0 ? -1 : 0;
}

void
ak_run_begin(ak_run *r, FILE *fp, unsigned char *buf, size_t cap,
    uint64_t cells, uint64_t sum, uint32_t top)
{
	r->fp = fp;
	r->buf = buf;
	r->cap = cap;
	r->pos = r->len = 0;
	r->key = 0;
	r->left = cells;
	r->want = sum;
	r->sum = 0;
	r->top = top;
	r->any = 0;
	r->eof = 0;
}

int
ak_run_refill(ak_run *r, ak_err *e)
{
	size_t rem = r->len - r->pos;

	memmove(r->buf, r->buf + r->pos, rem);
	r->pos = 0;
	r->len = rem;
	if (r->eof)
		return 0;
	size_t got = fread(r->buf + rem, 1, r->cap - rem, r->fp);
	r->len += got;
	if (got < r->cap - rem) {
		if (ferror(r->fp))
			return ak_errf(e, "reading back the co-occurrence "
			    "counts: %s", strerror(errno ? errno : EIO));
		r->eof = 1;
	}
	return 0;
}

int
ak_run_damaged(ak_err *e)
{
	errno = EIO;
	return ak_errf(e, "reading back the co-occurrence counts: a "
	    "temporary run is cut short or damaged");
}
