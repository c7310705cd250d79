/*
 * counts-bin.c — the binary count file (counts.h, AK_COUNTS_BIN_MAGIC):
 * its header and cells written and read back, every field checked as it
 * is read.  Beneath counts-merge.c (which reads it as one more kind of
 * source) and counts.c (which writes it); calls only counts-line.c.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "counts-int.h"
#include "gz.h"

#define BIN_VERSION 1
#define END_MARK "AKCNTEND"
#define WORDS_MAX ((uint64_t)1 << 36)	/* the word tables' bytes */
#define PROV_MAX (1u << 20)		/* the provenance line's */

static void
le32(unsigned char *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (unsigned char)(v >> (8 * i));
}

static void
le64(unsigned char *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t
get_le(const unsigned char *p, int n)
{
	uint64_t v = 0;

	for (int i = n - 1; i >= 0; i--)
		v = v << 8 | p[i];
	return v;
}

/* the hash of a cell: ak_counts_line_hash of its row id, context id and
 * units as 16 little-endian bytes */
static uint64_t
cell_hash(uint32_t row, uint32_t ctx, uint64_t units)
{
	const uint64_t K = 0x9E3779B97F4A7C15ULL;
	uint64_t h = 16;

	/* ak_counts_line_hash of the 16 little-endian bytes, unrolled: two
	 * words, then the empty tail (a multiply a cell, not a loop) */
	h = (h ^ ((uint64_t)ctx << 32 | row)) * K;
	h = (h ^ units) * K;
	h = h * K;
	return h ^ h >> 32;
}

/* ---- writing ------------------------------------------------------ */

static void
w_flush(ak_cbin_w *w)
{
	if (w->on > 0)
		fwrite(w->buf, 1, w->on, w->fp);
	w->on = 0;
}

static void
w_bytes(ak_cbin_w *w, const void *p, size_t n)
{
	const unsigned char *q = p;

	while (n > 0) {
		if (w->on == sizeof w->buf)
			w_flush(w);
		size_t k = sizeof w->buf - w->on < n ? sizeof w->buf - w->on :
		    n;
		memcpy(w->buf + w->on, q, k);
		if (w->hashing) {	/* the header's bytes, for its check */
			for (size_t i = 0; i < k; i++)
				w->hsum = (w->hsum ^ q[i]) *
				    0x100000001B3ULL;
		}
		w->on += k;
		q += k;
		n -= k;
	}
}

static void
w_u32(ak_cbin_w *w, uint32_t v)
{
	unsigned char b[4];

	le32(b, v);
	w_bytes(w, b, 4);
}

static void
w_u64(ak_cbin_w *w, uint64_t v)
{
	unsigned char b[8];

	le64(b, v);
	w_bytes(w, b, 8);
}

/* the fingerprint of the word tables: their count and bytes */
static uint64_t
tables_print(uint32_t nrow, uint32_t nctx, const char *words, uint64_t nb)
{
	uint64_t h = ak_counts_line_hash(words, (size_t)nb);

	return (h ^ ((uint64_t)nrow << 32 | nctx)) * 0x9E3779B97F4A7C15ULL;
}

/* the tables' words, each with its NUL, packed (for the fingerprint) */
static char *
pack_words(char *const *rw, size_t nrow, char *const *cw, size_t nctx,
    uint64_t *nb, ak_err *e)
{
	uint64_t n = 0;
	char *p, *q;

	for (size_t i = 0; i < nrow; i++)
		n += strlen(rw[i]) + 1;
	for (size_t i = 0; i < nctx; i++)
		n += strlen(cw[i]) + 1;
	if ((p = ak_alloc_n(n ? (size_t)n : 1, 1, e)) == NULL)
		return NULL;
	q = p;
	for (size_t i = 0; i < nrow + nctx; i++) {
		const char *s = i < nrow ? rw[i] : cw[i - nrow];
		size_t l = strlen(s) + 1;
		memcpy(q, s, l);
		q += l;
	}
	*nb = n;
	return p;
}

int
ak_cbin_write_head(ak_cbin_w *w, FILE *fp, uint64_t L, const char *settings,
    const char *prov, char *const *rowword, size_t nrow,
    char *const *ctxword, size_t nctx, size_t row_lo, size_t row_hi,
    ak_err *e)
{
	size_t sl = settings ? strlen(settings) : 0, pl = 0;
	uint64_t nb;
	char *words;

	memset(w, 0, sizeof *w);
	w->fp = fp;
	if (nrow > UINT32_MAX || nctx > UINT32_MAX)
		return ak_errf(e, "a binary count file holds at most 2^32 "
		    "words");
	if (prov != NULL)	/* one line: its newline not kept */
		pl = strcspn(prov, "\n");
	if (pl > PROV_MAX)
		pl = PROV_MAX;
	if ((words = pack_words(rowword, nrow, ctxword, nctx, &nb, e)) == NULL)
		return -1;
	w->nrow = (uint32_t)nrow;
	w->nctx = (uint32_t)(nctx ? nctx : nrow);
	w->lo = (uint32_t)row_lo;
	w->hi = (uint32_t)row_hi;
	w->prow = w->lo;
	w->hashing = 1;
	w->hsum = 0xCBF29CE484222325ULL;
	w_bytes(w, AK_COUNTS_BIN_MAGIC, 8);
	w_u32(w, BIN_VERSION);
	w_u32(w, 0);		/* flags: none yet */
	w_u64(w, L);
	w_u32(w, (uint32_t)nrow);
	w_u32(w, (uint32_t)nctx);
	w_u32(w, (uint32_t)row_lo);
	w_u32(w, (uint32_t)row_hi);
	w_u64(w, tables_print((uint32_t)nrow, (uint32_t)nctx, words, nb));
	w_u32(w, (uint32_t)sl);
	w_bytes(w, settings, sl);
	w_u32(w, (uint32_t)pl);
	w_bytes(w, prov, pl);
	w_u64(w, nb);
	w_bytes(w, words, (size_t)nb);
	free(words);
	w->hashing = 0;
	w_u64(w, w->hsum);
	return 0;
}

/* v as a varint at p (7 bits a byte, low first): its bytes (1 to 10) */
static inline size_t
put_varint(unsigned char *p, uint64_t v)
{
	size_t n = 0;

	while (v >= 0x80) {
		p[n++] = (unsigned char)(v | 0x80);
		v >>= 7;
	}
	p[n++] = (unsigned char)v;
	return n;
}

static inline void
w_varint(ak_cbin_w *w, uint64_t v)
{
	if (w->on + 10 > sizeof w->buf)
		w_flush(w);
	size_t n = put_varint(w->buf + w->on, v);
	w->on += n;
	w->cellbytes += n;
}

int
ak_cbin_write_cell(ak_cbin_w *w, uint32_t row, uint32_t ctx, uint64_t units,
    ak_err *e)
{
	if (row < w->prow || row < w->lo || row >= w->hi || ctx >= w->nctx ||
	    (w->cells > 0 && row == w->prow && ctx <= w->pctx) || units == 0)
		return ak_errf(e, "a binary count file's cell out of order or "
		    "range (row %u, context %u, %llu units)", row, ctx,
		    (unsigned long long)units);
	w_varint(w, (uint64_t)(row - w->prow) + 1);
	w_varint(w, w->cells > 0 && row == w->prow ? ctx - w->pctx : ctx);
	w_varint(w, units);
	w->prow = row;
	w->pctx = ctx;
	w->cells++;
	w->units += units;
	w->sum += cell_hash(row, ctx, units);
	return 0;
}

int
ak_cbin_write_cells(ak_cbin_w *w, const uint64_t *K, const uint64_t *U,
    size_t n, ak_err *e)
{
	for (size_t i = 0; i < n; i++)
		if (U[i] != 0 && ak_cbin_write_cell(w, (uint32_t)(K[i] >> 32),
		    (uint32_t)K[i], U[i], e) != 0)
			return -1;
	return 0;
}

void
ak_cbin_write_end(ak_cbin_w *w)
{
	unsigned char z = 0;

	w_bytes(w, &z, 1);
	w_bytes(w, END_MARK, 8);
	w_u64(w, w->cells);
	w_u64(w, w->units);
	w_u64(w, w->sum);
	w_u64(w, w->cellbytes);
	w_flush(w);
}

/* ---- reading ------------------------------------------------------ */

/* the next n bytes into p: 0, or -1 "FILE: cut short ..." */
static int
r_bytes(ak_cbin *b, void *p, size_t n, const char *what, ak_err *e)
{
	unsigned char *q = p;

	while (n > 0) {
		if (b->pos == b->len) {
			errno = 0;
			b->len = fread(b->buf, 1, sizeof b->buf, b->fp);
			b->pos = 0;
			if (b->len == 0) {
				/* gzip's stream cut or corrupt, or the
				 * file's errno, as the line readers say it */
				if (ferror(b->fp))
					return ak_errf(e, "%s: %s%s: the binary "
					    "count file stops after %llu cells "
					    "(%s%s, byte %llu)", b->name,
					    ak_gz_error(b->rd->gz) ? "" :
					    "read error: ",
					    ak_reader_strerror(b->rd),
					    (unsigned long long)b->cells,
					    *what ? "in " : "after its end record",
					    what, (unsigned long long)b->off);
				return ak_errf(e, "%s: cut short in %s (byte "
				    "%llu of a binary count file, after %llu "
				    "cells): written in part? write it again",
				    b->name, what, (unsigned long long)b->off,
				    (unsigned long long)b->cells);
			}
		}
		size_t k = b->len - b->pos < n ? b->len - b->pos : n;
		memcpy(q, b->buf + b->pos, k);
		if (b->hashing)
			for (size_t i = 0; i < k; i++)
				b->hsum = (b->hsum ^ q[i]) * 0x100000001B3ULL;
		b->pos += k;
		b->off += k;
		q += k;
		n -= k;
	}
	return 0;
}

/* the next n (4 or 8) bytes as a little-endian number */
static int
r_le(ak_cbin *b, int n, uint64_t *v, const char *what, ak_err *e)
{
	unsigned char p[8];

	if (r_bytes(b, p, (size_t)n, what, e) != 0)
		return -1;
	*v = get_le(p, n);
	return 0;
}

static int
r_u32(ak_cbin *b, uint32_t *v, const char *what, ak_err *e)
{
	uint64_t x;

	if (r_le(b, 4, &x, what, e) != 0)
		return -1;
	*v = (uint32_t)x;
	return 0;
}

#define r_u64(b, v, what, e) r_le(b, 8, v, what, e)

/* a varint (7 bits a byte, low first, at most 10 bytes, the last one's
 * high bits 0) */
static int
r_varint(ak_cbin *b, uint64_t *v, ak_err *e)
{
	uint64_t x = 0;

	for (int i = 0; i < 10; i++) {
		unsigned char c;

		if (b->pos < b->len) {	/* the common case, inline */
			c = b->buf[b->pos++];
			b->off++;
		} else if (r_bytes(b, &c, 1, "a cell", e) != 0)
			return -1;
		if (i == 9 && c > 1)
			break;
		x |= (uint64_t)(c & 0x7f) << (7 * i);
		if (c < 0x80) {
			*v = x;
			return 0;
		}
	}
	return ak_errf(e, "%s: byte %llu: a number of more than 64 bits in "
	    "cell %llu: not a binary count file's cell", b->name,
	    (unsigned long long)b->off, (unsigned long long)b->cells + 1);
}

/* the word tables read: NUL-separated words, each one UTF-8 without TAB
 * or newline, sorted strictly as count lines are (ak_word_cmp), so that
 * cells sorted by their ids are sorted by their words; -1 */
static int
read_words(ak_cbin *b, uint64_t nb, ak_err *e)
{
	size_t have = 0, cap = 0, nw = (size_t)b->nrow + b->nctxw;
	char *p;

	if (nb > WORDS_MAX)
		return ak_errf(e, "%s: word tables of %llu bytes: not a binary "
		    "count file", b->name, (unsigned long long)nb);
	/* grown as the bytes come: a cut file's claim is not allocated */
	while (have < nb) {
		size_t k = nb - have < (1u << 20) ? (size_t)(nb - have) :
		    (1u << 20);
		if (have + k > cap) {
			cap = cap * 2 > have + k ? cap * 2 : have + k;
			if (cap > nb)
				cap = (size_t)nb;
			if ((p = realloc(b->words, cap)) == NULL)
				return ak_errf(e, "out of memory");
			b->words = p;
		}
		if (r_bytes(b, b->words + have, k, "its word tables", e) != 0)
			return -1;
		have += k;
	}
	/* a word takes 2 bytes at least (a byte and its NUL): a header
	 * that claims more words than that is refused before they are
	 * allocated */
	if (nw > nb / 2)
		return ak_errf(e, "%s: its word tables hold other than %zu "
		    "words: not a binary count file", b->name, nw);
	if ((b->word = ak_alloc_n(nw ? nw : 1, sizeof(char *), e)) == NULL)
		return -1;
	size_t i = 0;
	uint64_t at = 0;
	while (at < nb && i < nw) {
		char *s = b->words + at, *z = memchr(s, '\0', (size_t)(nb -
		    at));
		size_t bad;
		if (z == NULL)
			break;
		if (z == s || strpbrk(s, "\t\n\r") != NULL ||
		    !ak_utf8_valid(s, (size_t)(z - s), &bad))
			return ak_errf(e, "%s: word %zu of its tables is empty, "
			    "has a TAB or a newline, or is not UTF-8", b->name,
			    i + 1);
		if (i != 0 && i != b->nrow && ak_word_cmp(b->word[i - 1], s) >=
		    0)
			return ak_errf(e, "%s: word %zu of its tables ('%.60s') "
			    "does not sort after the one before", b->name,
			    i + 1, s);
		b->word[i++] = s;
		at += (uint64_t)(z - s) + 1;
	}
	if (i != nw || at != nb)
		return ak_errf(e, "%s: its word tables hold other than %zu "
		    "words: not a binary count file", b->name, nw);
	b->ctxword = b->nctx ? b->word + b->nrow : b->word;
	return 0;
}

/* the settings line's rows=V:DIGEST (and contexts=T:DIGEST) against the
 * tables: a file's words are the vocabulary it was counted with */
static int
tables_match(ak_cbin *b, ak_err *e)
{
	char want[AK_COUNTS_SETTINGS_MAX];
	const char *p = strstr(b->settings, " rows=");
	size_t n;

	if (p == NULL)
		return 0;
	/* as ak_counts_settings writes them */
	n = (size_t)snprintf(want, sizeof want, " rows=%u:%016llx", b->nrow,
	    (unsigned long long)ak_words_digest(b->word, b->nrow));
	if (b->nctx != 0)
		snprintf(want + n, sizeof want - n, " contexts=%u:%016llx",
		    b->nctx, (unsigned long long)ak_words_digest(b->ctxword,
		    b->nctx));
	else
		snprintf(want + n, sizeof want - n, " contexts=rows");
	if (strcmp(p, want) == 0)
		return 0;
	return ak_errf(e, "%s: its word tables are not the words of its "
	    "settings line (%s): not one counting's file", b->name, p + 1);
}

int
ak_cbin_open(ak_cbin *b, const ak_reader *r, ak_err *e)
{
	unsigned char magic[8];
	uint32_t version, flags, sl, pl;
	uint64_t print, nb, hcheck;
	const char *name = r->name;

	memset(b, 0, sizeof *b);
	b->fp = r->fp;
	b->rd = r;
	b->name = name;
	b->hashing = 1;
	b->hsum = 0xCBF29CE484222325ULL;
	if (r_bytes(b, magic, 8, "its header", e) != 0)
		return -1;
	if (memcmp(magic, AK_COUNTS_BIN_MAGIC, 8) != 0)
		return ak_errf(e, "%s: not a binary count file (its first bytes "
		    "are not %s's magic)", name, "ppmi-svd --count-format "
		    "binary");
	if (r_u32(b, &version, "its header", e) != 0 ||
	    r_u32(b, &flags, "its header", e) != 0)
		return -1;
	if (version != BIN_VERSION)
		return ak_errf(e, "%s: a binary count file of version %u; this "
		    "ppmi-svd reads version %d (written by another attnkit: "
		    "count it again, or write text, --count-format text)",
		    name, version, BIN_VERSION);
	if (flags != 0)
		return ak_errf(e, "%s: a binary count file with flags %#x, "
		    "which this ppmi-svd does not know", name, flags);
	if (r_u64(b, &b->L, "its header", e) != 0 ||
	    r_u32(b, &b->nrow, "its header", e) != 0 ||
	    r_u32(b, &b->nctx, "its header", e) != 0 ||
	    r_u32(b, &b->lo, "its header", e) != 0 ||
	    r_u32(b, &b->hi, "its header", e) != 0 ||
	    r_u64(b, &print, "its header", e) != 0 ||
	    r_u32(b, &sl, "its header", e) != 0)
		return -1;
	if (b->L == 0 || b->lo > b->hi || b->hi > b->nrow)
		return ak_errf(e, "%s: a binary count file's header with units "
		    "1/%llu and rows %u-%u of %u: not a count file", name,
		    (unsigned long long)b->L, b->lo, b->hi, b->nrow);
	if (sl >= AK_COUNTS_SETTINGS_MAX)
		return ak_errf(e, "%s: a settings line of %u bytes: not a "
		    "count file", name, sl);
	if (r_bytes(b, b->settings, sl, "its header", e) != 0 ||
	    r_u32(b, &pl, "its header", e) != 0)
		return -1;
	b->settings[sl] = '\0';
	if (strlen(b->settings) != sl || (sl > 0 && strncmp(b->settings,
	    AK_COUNTS_SETTINGS " ", strlen(AK_COUNTS_SETTINGS) + 1) != 0) ||
	    strchr(b->settings, '\n') != NULL)
		return ak_errf(e, "%s: its settings line is not one ('%s ...')",
		    name, AK_COUNTS_SETTINGS);
	if (pl > PROV_MAX)
		return ak_errf(e, "%s: a provenance line of %u bytes: not a "
		    "count file", name, pl);
	if ((b->prov = ak_alloc_n(pl + 1, 1, e)) == NULL ||
	    r_bytes(b, b->prov, pl, "its header", e) != 0 ||
	    r_u64(b, &nb, "its header", e) != 0)
		return -1;
	b->nctxw = b->nctx;
	if (read_words(b, nb, e) != 0)
		return -1;
	b->hashing = 0;
	if (r_u64(b, &hcheck, "its header", e) != 0)
		return -1;
	if (hcheck != b->hsum || print != tables_print(b->nrow, b->nctx,
	    b->words, nb))
		return ak_errf(e, "%s: its header does not match its check: "
		    "changed since it was written", name);
	b->print = print;
	b->prow = b->lo;
	return tables_match(b, e);
}

/* the end record, after its 0 byte: the totals against the cells read,
 * then the file's end; 0 or -1 */
static int
read_end(ak_cbin *b, ak_err *e)
{
	unsigned char mark[8], c;
	uint64_t cells, units, sum, bytes, at = b->off - 1;

	if (r_bytes(b, mark, 8, "its end record", e) != 0 ||
	    r_u64(b, &cells, "its end record", e) != 0 ||
	    r_u64(b, &units, "its end record", e) != 0 ||
	    r_u64(b, &sum, "its end record", e) != 0 ||
	    r_u64(b, &bytes, "its end record", e) != 0)
		return -1;
	if (memcmp(mark, END_MARK, 8) != 0)
		return ak_errf(e, "%s: byte %llu: a cell of row 0 after cell "
		    "%llu, or an end record without its mark: not a binary "
		    "count file's cells", b->name, (unsigned long long)at,
		    (unsigned long long)b->cells);
	if (cells != b->cells)
		return ak_errf(e, "%s: its end record counts %llu cells, the "
		    "file holds %llu: cells were lost or added",
		    b->name, (unsigned long long)cells,
		    (unsigned long long)b->cells);
	if (units != b->units || sum != b->sum || bytes != b->cellbytes)
		return ak_errf(e, "%s: its cells do not match the end record's "
		    "check: a cell was changed", b->name);
	if (r_bytes(b, &c, 1, "", e) == 0)
		return ak_errf(e, "%s: byte %llu: data after the end record "
		    "(two count files joined, as by cat? give each one as an "
		    "operand)", b->name, (unsigned long long)b->off - 1);
	if (ferror(b->fp))
		return -1;
	b->done = 1;
	return 0;
}

int
ak_cbin_next(ak_cbin *b, uint32_t *row, uint32_t *ctx, uint64_t *units,
    ak_err *e)
{
	uint64_t dr, c, u, start = b->off, nc = b->nctx ? b->nctx : b->nrow;

	if (b->done)
		return 0;
	if (r_varint(b, &dr, e) != 0)
		return -1;
	if (dr == 0)
		return read_end(b, e) == 0 ? 0 : -1;
	if (r_varint(b, &c, e) != 0 || r_varint(b, &u, e) != 0)
		return -1;
	dr--;
	if (b->cells > 0 && dr == 0) {	/* the same row: the next context */
		if (c == 0 || c > nc - 1 - b->pctx)
			goto bad;
		c += b->pctx;
	}
	if (dr >= (uint64_t)b->hi - b->prow || c >= nc || u == 0 ||
	    (double)u >= MAX_UNITS)
		goto bad;
	b->prow += (uint32_t)dr;
	b->pctx = (uint32_t)c;
	b->cells++;
	b->units += u;
	b->sum += cell_hash(b->prow, b->pctx, u);
	b->cellbytes += b->off - start;
	*row = b->prow;
	*ctx = b->pctx;
	*units = u;
	return 1;
bad:
	return ak_errf(e, "%s: byte %llu: cell %llu is out of the file's "
	    "rows, contexts or order, or has no count: not a binary count "
	    "file's cell", b->name, (unsigned long long)start,
	    (unsigned long long)b->cells + 1);
}

/* a varint of p's bytes at *i (10 at least there), as r_varint reads
 * it; 0, or -1 where r_varint would refuse it */
static inline int
buf_varint(const unsigned char *p, size_t *i, uint64_t *v)
{
	uint64_t x = 0;

	for (int k = 0; k < 10; k++) {
		unsigned char c = p[(*i)++];

		if (k == 9 && c > 1)
			return -1;
		x |= (uint64_t)(c & 0x7f) << (7 * k);
		if (c < 0x80) {
			*v = x;
			return 0;
		}
	}
	return -1;
}

int
ak_cbin_cells(ak_cbin *b, uint32_t *row, uint32_t *ctx, uint64_t *units,
    size_t max, size_t *got, ak_err *e)
{
	uint64_t nc = b->nctx ? b->nctx : b->nrow;
	size_t n = 0;

	while (n < max && !b->done) {
		/* the cells whose bytes are all in the buffer, checked here
		 * as ak_cbin_next checks them; any other (the buffer's last
		 * 30 bytes, the end record, a bad cell) is ak_cbin_next's */
		while (n < max && b->len - b->pos >= 30) {
			size_t i = b->pos;
			uint64_t dr, c, u;

			if (buf_varint(b->buf, &i, &dr) != 0 || dr == 0 ||
			    buf_varint(b->buf, &i, &c) != 0 ||
			    buf_varint(b->buf, &i, &u) != 0)
				break;
			dr--;
			if (b->cells > 0 && dr == 0) {
				if (c == 0 || c > nc - 1 - b->pctx)
					break;
				c += b->pctx;
			}
			if (dr >= (uint64_t)b->hi - b->prow || c >= nc ||
			    u == 0 || (double)u >= MAX_UNITS)
				break;
			b->prow += (uint32_t)dr;
			b->pctx = (uint32_t)c;
			b->cells++;
			b->units += u;
			b->sum += cell_hash(b->prow, b->pctx, u);
			b->cellbytes += i - b->pos;
			b->off += i - b->pos;
			b->pos = i;
			row[n] = b->prow;
			ctx[n] = b->pctx;
			units[n++] = u;
		}
		if (n == max)
			break;
		int rc = ak_cbin_next(b, &row[n], &ctx[n], &units[n], e);
		if (rc < 0) {
			*got = 0;
			return -1;
		}
		n += (size_t)rc;
	}
	*got = n;
	return n > 0;
}

int
ak_cbin_word_hashes(const ak_cbin *b, uint64_t **hrow, uint64_t **hctx,
    ak_err *e)
{
	size_t nc = b->nctx ? b->nctx : b->nrow;

	if ((*hrow = ak_alloc_n(b->nrow ? b->nrow : 1, sizeof **hrow, e)) ==
	    NULL || (*hctx = ak_alloc_n(nc ? nc : 1, sizeof **hctx, e)) == NULL)
		return -1;
	for (size_t i = 0; i < b->nrow; i++)
		(*hrow)[i] = ak_counts_line_hash(b->word[i], strlen(b->word[i]));
	for (size_t i = 0; i < nc; i++)
		(*hctx)[i] = ak_counts_line_hash(b->ctxword[i],
		    strlen(b->ctxword[i]));
	return 0;
}

void
ak_cbin_free(ak_cbin *b)
{
	free(b->words);
	free(b->word);
	free(b->prov);
	b->words = NULL;
	b->word = NULL;
	b->prov = NULL;
}
