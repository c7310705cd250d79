/*
 * runfile.h — the sorted runs of a counting that does not fit its budget
 * (spcount.h): cells (a 64-bit key, units > 0) in increasing key order,
 * written to a temporary file and read back, checked.
 *
 * Records: each cell is one LEB128 varint, the key's difference from the
 * previous key (from 0) times 2, plus 1 when the units are 1 (most cells
 * of a chunk: a pair seen once), else the units (> 1) follow as a second
 * varint.  A cell takes 1 to 4 bytes where it took 16: the runs of a
 * large count are written and read back a quarter as long (the kernel's
 * copies of them were a fifth of its time), a third shorter again by the
 * units of 1 (a byte a cell).
 *
 * Check: the writer keeps the number of cells and the sum of
 * ak_run_mix(key, units) over them (two words, kept by the caller, not in
 * the file); the reader refuses a run that ends before its cells, goes on
 * past them, holds a record that is not a cell past the last one (a key
 * not above it, units 0 or a non-canonical 1), an id above the largest
 * written, or whose sum differs: a damaged temporary file is an error
 * (EIO), never other counts.  The same mix checks the count matrix's
 * cells staged in a temporary file (counts.h).
 */
#ifndef AK_RUNFILE_H
#define AK_RUNFILE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "util.h"

#define AK_RUN_RECMAX 20	/* a record at most: two varints (of 62
				 * bits and of 64) */
#define AK_RUN_WRITEBUF (32 * 1024)	/* bytes written at once */

/*
 * ak_run_mix: a cell mixed (multiply-xorshift): the sum over a run's
 * cells changes, but by chance, when one of them does (a damaged byte).
 * No errors.
 */
static inline uint64_t
ak_run_mix(uint64_t key, uint64_t val)
{
	uint64_t h = (key ^ val * 0xC2B2AE3D27D4EB4FULL) * 0x9E3779B97F4A7C15ULL;

	return h ^ h >> 29;
}

/* ak_varint_put: x as a LEB128 varint at p (10 bytes at most); returns
 * the byte after it */
static inline unsigned char *
ak_varint_put(unsigned char *p, uint64_t x)
{
	while (x >= 0x80) {
		*p++ = (unsigned char)(x | 0x80);
		x >>= 7;
	}
	*p++ = (unsigned char)x;
	return p;
}

/* ak_varint_get: the varint at p, which ends before end, in *x; returns
 * the byte after it, or NULL where it does not end before end (or takes
 * more than 64 bits) */
static inline const unsigned char *
ak_varint_get(const unsigned char *p, const unsigned char *end, uint64_t *x)
{
	uint64_t v = 0;

	for (int s = 0; p < end && s < 64; s += 7) {
		unsigned char b = *p++;
		v |= (uint64_t)(b & 0x7f) << s;
		if (!(b & 0x80)) {
			*x = v;
			return p;
		}
	}
	return NULL;
}

/* ak_varint_ahead: ak_varint_get where 10 bytes (a varint at most) are
 * known to follow p: no bound checked a byte */
static inline const unsigned char *
ak_varint_ahead(const unsigned char *p, uint64_t *x)
{
	uint64_t v = *p++;

	if (v < 0x80) {
		*x = v;
		return p;
	}
	v &= 0x7f;
	for (int s = 7; s < 64; s += 7) {
		unsigned char b = *p++;
		v |= (uint64_t)(b & 0x7f) << s;
		if (!(b & 0x80)) {
			*x = v;
			return p;
		}
	}
	return NULL;
}

/* records written in blocks of AK_RUN_WRITEBUF bytes, to a run being made */
typedef struct ak_runw {
	FILE *fp;
	uint64_t prev;		/* the last key written */
	uint64_t sum;		/* ak_run_mix of the cells written */
	size_t n;		/* bytes in buf */
	unsigned char buf[AK_RUN_WRITEBUF];
} ak_runw;

/* ak_run_new: a run's file, in $TMPDIR (ak_tmpfile, io.h), or NULL with e
 * set */
FILE *ak_run_new(ak_err *e);

/* ak_runw_begin: a writer of the run fp (empty, at its start) */
void ak_runw_begin(ak_runw *w, FILE *fp);

/*
 * ak_runw_put: m cells, keys above the last one's (or the first) and
 * ascending, units > 0.  Returns 0, or -1 (a write error: errno).
 */
int ak_runw_put(ak_runw *w, const uint64_t *key, const uint64_t *val,
    size_t m);

/* ak_runw_done: the rest of the block written, the file flushed and
 * rewound for its reading; 0 or -1 (errno).  w->sum is the run's. */
int ak_runw_done(ak_runw *w);

/* ak_run_write_error: fp closed and e set to the error of writing a run
 * (errno's, or EIO) to $TMPDIR; returns -1 */
int ak_run_write_error(FILE *fp, ak_err *e);

/* a run being read back: its current cell, its buffer and its check */
typedef struct ak_run {
	FILE *fp;
	uint64_t key, val;	/* the current cell */
	unsigned char *buf;	/* cap bytes; pos to len read ahead */
	size_t pos, len, cap;
	uint64_t left;		/* its cells not yet read */
	uint64_t sum, want;	/* ak_run_mix of the cells read; of all */
	uint32_t top;		/* the largest id of its cells, at most */
	int any;		/* a cell read */
	int eof;		/* the file read to its end */
} ak_run;

/*
 * ak_run_begin: r reads fp from where it is (its start, or after a
 * rewind) into buf (cap bytes, cap >= AK_RUN_RECMAX); cells and sum: what
 * its writer counted (ak_runw); top: the largest id (both halves of a
 * key) its cells may hold.  Nothing is read yet (ak_run_load).
 */
void ak_run_begin(ak_run *r, FILE *fp, unsigned char *buf, size_t cap,
    uint64_t cells, uint64_t sum, uint32_t top);

/* ak_run_refill: r's unread bytes moved to the front of its buffer, and as
 * many more read as it has room for; 0 or -1 (a read error) with e set */
int ak_run_refill(ak_run *r, ak_err *e);

/* ak_run_damaged: e set to "a temporary run is cut short or damaged",
 * errno EIO; returns -1 */
int ak_run_damaged(ak_err *e);

/*
 * ak_run_load: r's next cell into r->key, r->val, read cap bytes at a
 * time (a fread a record was a tenth of a spilling count): 1, 0 at its
 * end, or -1 (EIO: the run is cut short, longer than written, or its
 * records are not cells in key order: ak_run_damaged; or a read error).
 */
static inline int
ak_run_load(ak_run *r, ak_err *e)
{
	uint64_t d = 0, v = 0;

	if (r->len - r->pos < AK_RUN_RECMAX && !r->eof &&
	    ak_run_refill(r, e) != 0)
		return -1;
	if (r->pos == r->len && r->left == 0) {
		if (r->sum == r->want)
			return 0;
		return ak_run_damaged(e);
	}
	const unsigned char *end = r->buf + r->len, *p = r->buf + r->pos;
	if (end - p >= AK_RUN_RECMAX) {	/* a whole record ahead: no bound */
		p = ak_varint_ahead(p, &d);
		v = 1;
		if (p != NULL && !(d & 1) && (p = ak_varint_ahead(p, &v)) !=
		    NULL && v == 1)
			p = NULL;	/* units of 1 are the key's bit */
	} else {
		p = p == end ? NULL : ak_varint_get(p, end, &d);
		v = 1;
		if (p != NULL && !(d & 1) && (p = p == end ? NULL :
		    ak_varint_get(p, end, &v)) != NULL && v == 1)
			p = NULL;
	}
	d >>= 1;
	uint64_t k = r->key + d;
	if (p == NULL || v == 0 ||
	    r->left == 0 || (d == 0 && r->any) || k < r->key || k >> 32 >
	    r->top || (uint32_t)k > r->top)
		return ak_run_damaged(e);
	r->pos = (size_t)(p - r->buf);
	r->key = k;
	r->val = v;
	r->left--;
	r->any = 1;
	r->sum += ak_run_mix(k, v);
	return 1;
}

#endif
