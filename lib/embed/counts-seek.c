/*
 * counts-seek.c — the block of a reducer found by seeking: each of R
 * reducers reads only the bytes of its rows in each
 * count file, so that the merge's cost does not grow with R.
 *
 * The count files are sorted by row (counts.h), so the lines of the rows
 * before a word w are a prefix of each file: off_f(w), the byte where the
 * first count line of row w or after it starts, is found by a binary
 * search on the file's bytes (a probe: seek, go past the next newline,
 * skip comment lines, read the row word; about log2(size) probes).  Block
 * boundary J of R is the first row word w of any file where the bytes
 * before it, G(w) = sum over the files of off_f(w), reach J/R of all the
 * files' bytes (G(w) R >= J total); none: past the last row.  It is a
 * function of the files alone, found the same way by the reducers of
 * blocks J and J + 1 (each boundary searched from scratch: the ranges
 * tile every file even when a file is not sorted), so the R ranges of a
 * file are its bytes, each once.  A reducer checks that every count line
 * of its range has a row in [boundary I - 1, boundary I) and that they
 * are sorted (counts-merge.c, ak_cmerge_open_range): a file not sorted is
 * refused by the reducer of the range where it goes back.
 *
 * The end lines' check (AK_COUNTS_END) is a sum over a file's lines, so it
 * is split as the file is: each block file says, for each count file, the
 * lines, cells and hash sum of its range and the end lines in it (a
 * source line, AK_COUNTS_SOURCE); whoever reads the R blocks together
 * (ak_counts_blocks: the SVD, the merge) sums them and checks the whole
 * file against its end lines, and that the ranges tile it.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "counts-int.h"
#include "io.h"
#include "runfile.h"

#define WORD_MAX (1L << 30)	/* a row word at most (the longest line) */

/* a count file searched */
typedef struct sfile {
	FILE *fp;
	const char *name;
	int64_t size;
	int64_t head, tail;	/* its count lines' bytes: the comments at
				 * its top and end are no row's */
} sfile;

typedef struct seek {
	sfile *f;
	size_t n;
	int64_t total;
	int64_t *a, *b, *t;	/* the brackets of off_f, a G's offsets */
	char *pw, *cw, *best;	/* a probe's word, a candidate's, the best */
	size_t pcap, ccap, bcap;
} seek;

static int
read_error(const sfile *f, ak_err *e)
{
	return ak_errf(e, "%s: read error: %s", f->name,
	    strerror(errno ? errno : EIO));
}

/* c (not EOF) appended to the word w (n bytes so far); 0 or -1 */
static int
word_put(const sfile *f, char **w, size_t *cap, size_t n, int c, ak_err *e)
{
	if (n + 2 > *cap) {
		size_t nc = *cap ? 2 * *cap : 256;
		char *p;

		if (n >= (size_t)WORD_MAX)
			return ak_errf(e, "%s: a row word longer than %ld "
			    "bytes", f->name, WORD_MAX);
		if ((p = realloc(*w, nc)) == NULL)
			return ak_errf(e, "%s: out of memory for a row word (%zu "
			    "bytes)", f->name, nc);
		*w = p;
		*cap = nc;
	}
	(*w)[n] = (char)c;
	return 0;
}

/*
 * probe: the first count line of f that starts at byte p or after (a
 * line starts at 0 or after a newline; lines starting with '#' skipped):
 * 1 with its start and its row word (the bytes up to its first TAB or
 * its end; a UTF-8 byte-order mark at byte 0 left out, as the reader
 * does) in *w, 0 when there is none, -1 (a read error).
 */
static int
probe(const sfile *f, int64_t p, int64_t *start, char **w, size_t *cap,
    ak_err *e)
{
	FILE *fp = f->fp;
	int64_t pos = p;
	int c;

	if (p >= f->size)
		return 0;
	errno = 0;
	if (fseeko(fp, (off_t)(p > 0 ? p - 1 : 0), SEEK_SET) != 0)
		return read_error(f, e);
	if (p > 0)	/* to the start of the next line */
		for (pos = p - 1;;) {
			if ((c = getc(fp)) == EOF)
				return ferror(fp) ? read_error(f, e) : 0;
			pos++;
			if (c == '\n')
				break;
		}
	for (;;) {
		int64_t s = pos;
		size_t n = 0;

		if ((c = getc(fp)) == EOF)
			return ferror(fp) ? read_error(f, e) : 0;
		pos++;
		if (c == '#') {		/* a comment */
			while ((c = getc(fp)) != '\n') {
				if (c == EOF)
					return ferror(fp) ? read_error(f, e) : 0;
				pos++;
			}
			pos++;
			continue;
		}
		for (; c != '\t' && c != '\n' && c != EOF; c = getc(fp))
			if (word_put(f, w, cap, n++, c, e) != 0)
				return -1;
		if (c == EOF && ferror(fp))
			return read_error(f, e);
		if (word_put(f, w, cap, n, '\0', e) != 0)
			return -1;
		if (s == 0 && n >= 3 && memcmp(*w, "\xef\xbb\xbf", 3) == 0)
			memmove(*w, *w + 3, n - 3 + 1);
		*start = s;
		return 1;
	}
}

/*
 * lower: off_f(w), the start of the first count line of f whose row word
 * is w or after it (ak_word_cmp), f->size if none, searched in [a, b]:
 * off_f(w) is known to be there.  0 or -1.
 */
static int
lower(seek *k, const sfile *f, const char *w, int64_t a, int64_t b,
    int64_t *off, ak_err *e)
{
	int64_t s;
	int rc;

	while (a < b) {
		int64_t mid = a + (b - a) / 2;

		if ((rc = probe(f, mid, &s, &k->pw, &k->pcap, e)) < 0)
			return -1;
		if (rc == 0 || ak_word_cmp(k->pw, w) >= 0)
			b = mid;
		else	/* every byte of [mid, s] finds the same line */
			a = s + 1;
	}
	if ((rc = probe(f, a, &s, &k->pw, &k->pcap, e)) < 0)
		return -1;
	*off = rc == 1 ? s : f->size;
	return 0;
}

/* G(w): the bytes of count lines before row w in all the files (k->t[j]:
 * off_j(w), searched in its bracket [k->a[j], k->b[j]]) */
static int
bytes_before(seek *k, const char *w, int64_t *g, ak_err *e)
{
	*g = 0;
	for (size_t j = 0; j < k->n; j++) {
		const sfile *f = &k->f[j];

		if (lower(k, f, w, k->a[j], k->b[j], &k->t[j], e) != 0)
			return -1;
		*g += (k->t[j] < f->tail ? k->t[j] : f->tail) - f->head;
	}
	return 0;
}

/* the best candidate: w, if before the best so far */
static int
keep_best(seek *k, const char *w, int *have, ak_err *e)
{
	if (*have && ak_word_cmp(w, k->best) >= 0)
		return 0;
	*have = 1;
	return ak_counts_keep(&k->best, &k->bcap, w, e);
}

/*
 * boundary J of R (0 < J < R): the first row word w of any file with
 * G(w) R >= J total (total: the bytes of count lines), into k->best, and off[j] = off_j(w); *have 0 (off
 * the sizes) when no row reaches it.  In each file, a binary search on
 * its bytes for its first row that reaches it (G grows with the row);
 * the brackets of off_j narrow with the search (the rows probed later lie
 * between those probed before).  0 or -1.
 */
static int
boundary(seek *k, size_t J, size_t R, int64_t *off, int *have, ak_err *e)
{
	__uint128_t want = (__uint128_t)J * (uint64_t)k->total;

	*have = 0;
	for (size_t i = 0; i < k->n; i++) {
		const sfile *f = &k->f[i];
		int64_t a = 0, b = f->size, s, g;
		int rc;

		for (size_t j = 0; j < k->n; j++) {
			k->a[j] = 0;
			k->b[j] = k->f[j].size;
		}
		while (a < b) {
			int64_t mid = a + (b - a) / 2;

			if ((rc = probe(f, mid, &s, &k->cw, &k->ccap, e)) < 0)
				return -1;
			if (rc == 0) {
				b = mid;
				continue;
			}
			if (bytes_before(k, k->cw, &g, e) != 0)
				return -1;
			int reach = (__uint128_t)(uint64_t)g * R >= want;
			memcpy(reach ? k->b : k->a, k->t, k->n * sizeof(int64_t));
			if (reach)
				b = mid;
			else
				a = s + 1;
		}
		/* a is where the first line that reaches it was found */
		if ((rc = probe(f, a, &s, &k->cw, &k->ccap, e)) < 0 ||
		    (rc == 1 && keep_best(k, k->cw, have, e) != 0))
			return -1;
	}
	for (size_t j = 0; j < k->n; j++) {
		off[j] = k->f[j].size;
		if (*have && lower(k, &k->f[j], k->best, 0, k->f[j].size,
		    &off[j], e) != 0)
			return -1;
	}
	return 0;
}

/* the hash of the last bytes of f (its end line), for the digest; where
 * its count lines start (f->head) and end (f->tail: past the comments
 * after them, when those are in its last 4 KB; else its size) */
static int
head_tail(sfile *f, uint64_t *h, char **w, size_t *cap, ak_err *e)
{
	char buf[4096];
	size_t n = f->size < (int64_t)sizeof buf ? (size_t)f->size :
	    sizeof buf, hn = n < 256 ? n : 256;
	int64_t s;
	int rc;

	errno = 0;
	if (fseeko(f->fp, (off_t)(f->size - (int64_t)n), SEEK_SET) != 0 ||
	    fread(buf, 1, n, f->fp) != n)
		return read_error(f, e);
	*h = ak_counts_line_hash(buf + n - hn, hn);
	f->tail = f->size;
	for (size_t end = n; end > 0;) {	/* lines from the last */
		size_t ls = end - 1;	/* its newline, or its last byte */

		while (ls > 0 && buf[ls - 1] != '\n')
			ls--;
		if (ls == 0 && (int64_t)n < f->size)
			break;		/* it may start before the piece */
		if (buf[ls] != '#') {
			f->tail = f->size - (int64_t)(n - end);
			break;
		}
		end = ls;
	}
	if ((rc = probe(f, 0, &s, w, cap, e)) < 0)
		return -1;
	f->head = rc == 1 ? s : f->size;
	if (f->tail < f->head)
		f->tail = f->head;
	return 0;
}

static void
seek_close(seek *k)
{
	for (size_t i = 0; i < k->n; i++)
		if (k->f[i].fp != NULL)
			fclose(k->f[i].fp);
	free(k->f);
	free(k->a);
	free(k->b);
	free(k->t);
	free(k->pw);
	free(k->cw);
	free(k->best);
}

/* the n files opened for seeking (regular files only), their sizes and
 * ids (id[i], taken at the open), the digest of the sizes and last bytes;
 * 0 or -1 */
static int
seek_open(seek *k, char *const *paths, size_t n, uint64_t *digest,
    ak_file_id *id, ak_err *e)
{
	if ((k->f = ak_alloc_n(n, sizeof(sfile), e)) == NULL ||
	    (k->a = ak_alloc_n(n, sizeof(int64_t), e)) == NULL ||
	    (k->b = ak_alloc_n(n, sizeof(int64_t), e)) == NULL ||
	    (k->t = ak_alloc_n(n, sizeof(int64_t), e)) == NULL)
		return -1;
	*digest = 0;
	for (size_t i = 0; i < n; i++) {
		sfile *f = &k->f[i];
		struct stat st;
		uint64_t h = 0;

		f->name = paths[i];
		errno = 0;
		if (strcmp(paths[i], "-") == 0)
			return ak_errf(e, "--rows seeks in the count files: "
			    "not standard input");
		/* a FIFO is refused before it is opened (which waits for
		 * its writer) */
		if (stat(paths[i], &st) == 0 && !S_ISREG(st.st_mode))
			return ak_errf(e, "%s: --rows seeks in the count "
			    "files: not a pipe or a device", paths[i]);
		if ((f->fp = fopen(paths[i], "rb")) == NULL)
			return ak_errf(e, "%s: %s", paths[i], strerror(errno));
		k->n = i + 1;
		/* gzip has no place to seek to: its readers start at 0 */
		if (getc(f->fp) == 0x1f && getc(f->fp) == 0x8b)
			return ak_errf(e, "%s: --rows seeks in the count "
			    "files: not in a gzip file (gunzip it)", paths[i]);
		if (fstat(fileno(f->fp), &st) != 0)
			return read_error(f, e);
		ak_file_id_get(fileno(f->fp), &id[i]);
		if (!S_ISREG(st.st_mode))
			return ak_errf(e, "%s: --rows seeks in the count "
			    "files: not a pipe or a device", paths[i]);
		if (strchr(paths[i], '\n') != NULL)
			return ak_errf(e, "--rows: a count file's name with a "
			    "newline (it is written in the block's lines)");
		f->size = (int64_t)st.st_size;
		if (f->size == 0)
			return ak_errf(e, "%s: no counts", paths[i]);
		if (head_tail(f, &h, &k->pw, &k->pcap, e) != 0)
			return -1;
		*digest += ak_run_mix(h, (uint64_t)f->size);
		k->total += f->tail - f->head;
	}
	return 0;
}

int
ak_counts_bounds(ak_cbounds *b, char *const *paths, size_t n, size_t I,
    size_t R, ak_err *e)
{
	seek k = { 0 };
	int have, rc = -1;

	memset(b, 0, sizeof(*b));
	if ((b->start = ak_alloc_n(n ? n : 1, sizeof(int64_t), e)) == NULL ||
	    (b->stop = ak_alloc_n(n ? n : 1, sizeof(int64_t), e)) == NULL ||
	    (b->size = ak_alloc_n(n ? n : 1, sizeof(int64_t), e)) == NULL ||
	    (b->id = ak_alloc_n(n ? n : 1, sizeof(ak_file_id), e)) == NULL ||
	    seek_open(&k, paths, n, &b->digest, b->id, e) != 0)
		goto out;
	for (size_t j = 0; j < n; j++) {
		b->total += (uint64_t)k.f[j].size;
		b->size[j] = k.f[j].size;
		b->start[j] = 0;
		b->stop[j] = k.f[j].size;
	}
	if (I > 1) {
		if (boundary(&k, I - 1, R, b->start, &have, e) != 0 ||
		    (have && ak_counts_keep(&b->lo, &b->locap, k.best, e) != 0))
			goto out;
	}
	if (I < R) {
		if (boundary(&k, I, R, b->stop, &have, e) != 0 ||
		    (have && ak_counts_keep(&b->hi, &b->hicap, k.best, e) != 0))
			goto out;
	}
	for (size_t j = 0; j < n; j++) {
		b->from += (uint64_t)b->start[j];
		b->to += (uint64_t)b->stop[j];
		/* the probes read bytes of a file as it was at its open */
		if (ak_file_unchanged(&b->id[j], fileno(k.f[j].fp), paths[j],
		    e) != 0)
			goto out;
	}
	rc = 0;
out:
	seek_close(&k);
	return rc;
}

void
ak_counts_bounds_free(ak_cbounds *b)
{
	free(b->start);
	free(b->stop);
	free(b->size);
	free(b->id);
	free(b->lo);
	free(b->hi);
	memset(b, 0, sizeof(*b));
}

void
ak_counts_source_line(FILE *fp, size_t k, size_t n, const ak_csource *s,
    const char *path)
{
	fprintf(fp, "%s %zu/%zu bytes=%lld-%lld of %lld lines=%lld cells=%llu "
	    "check=%016llx ends=%llu endcells=%llu endcheck=%016llx "
	    "settings=%d %s\n", AK_COUNTS_SOURCE, k, n, (long long)s->start,
	    (long long)s->stop, (long long)s->size, (long long)s->lines,
	    (unsigned long long)s->cells, (unsigned long long)s->sum,
	    (unsigned long long)s->ends, (unsigned long long)s->endcells,
	    (unsigned long long)s->endsum, s->settings, path);
}

/* a source line read back */
typedef struct srcline {
	size_t k, n;
	ak_csource s;
	const char *path;	/* into the block's buffer */
} srcline;

/* the lines of a block file before its end line that start with
 * AK_COUNTS_SOURCE, into *buf (malloc'd, NUL-terminated lines): *nl of
 * them; read from the end, a larger piece until they are whole.  0, 1
 * when the last line is not an end line, -1 */
static int
tail_sources(const char *path, char **buf, size_t *nl, ak_err *e)
{
	sfile f = { NULL, path, 0, 0, 0 };
	struct stat st;
	size_t sl = strlen(AK_COUNTS_SOURCE);
	int rc = -1;

	*buf = NULL;
	*nl = 0;
	errno = 0;
	if ((f.fp = fopen(path, "rb")) == NULL)
		return ak_errf(e, "%s: %s", path, strerror(errno));
	if (fstat(fileno(f.fp), &st) != 0) {
		read_error(&f, e);
		goto out;
	}
	f.size = (int64_t)st.st_size;
	for (int64_t chunk = 1 << 16;; chunk *= 2) {
		size_t n = (size_t)(f.size < chunk ? f.size : chunk);
		int whole = (int64_t)n == f.size;
		char *p, *top, *end;

		free(*buf);
		if ((*buf = ak_alloc_n(n + 1, 1, e)) == NULL)
			goto out;
		errno = 0;
		if (fseeko(f.fp, (off_t)(f.size - (int64_t)n), SEEK_SET) != 0 ||
		    fread(*buf, 1, n, f.fp) != n) {
			read_error(&f, e);
			goto out;
		}
		end = *buf + n;
		if (end > *buf && end[-1] == '\n')
			end--;
		for (p = end; p > *buf && p[-1] != '\n'; p--)
			;
		if (p == *buf && !whole)
			continue;	/* the last line is not whole */
		if (strncmp(p, AK_COUNTS_END, strlen(AK_COUNTS_END)) != 0) {
			rc = 1;	/* no end line: cut short (its reader says) */
			break;
		}
		/* the source lines: [top, p) */
		int more = 0;
		for (top = p; top > *buf;) {
			char *ls = top - 1;

			while (ls > *buf && ls[-1] != '\n')
				ls--;
			if (ls == *buf && !whole) {
				more = 1;	/* a line cut by the piece */
				break;
			}
			if (strncmp(ls, AK_COUNTS_SOURCE " ", sl + 1) != 0)
				break;
			top = ls;
		}
		if (more)
			continue;
		/* the lines as strings, at the start of the buffer */
		size_t len = (size_t)(p - top);
		memmove(*buf, top, len);
		(*buf)[len] = '\0';
		for (char *q = *buf; (q = strchr(q, '\n')) != NULL; q++) {
			*q = '\0';
			++*nl;
		}
		rc = 0;
		break;
	}
out:
	fclose(f.fp);
	return rc;
}

/* the source lines of block file path into *sl (*nsl of them; their
 * paths point into *buf); 0, 1 (no end line), -1 */
static int
read_sources(const char *path, srcline **sl, size_t *nsl, char **buf,
    ak_err *e)
{
	char *q;
	size_t nl;
	int rc;

	*sl = NULL;
	*nsl = 0;
	if ((rc = tail_sources(path, buf, &nl, e)) != 0)
		return rc;
	if (nl == 0)
		return ak_errf(e, "%s: no source lines ('%s K/N bytes=...') "
		    "before its end line: not a block of ppmi-svd --rows as "
		    "this one writes them (merge again), or cut short", path,
		    AK_COUNTS_SOURCE);
	if ((*sl = ak_alloc_n(nl, sizeof(srcline), e)) == NULL)
		return -1;
	q = *buf;
	for (size_t i = 0; i < nl; i++, q += strlen(q) + 1) {
		srcline *s = &(*sl)[i];
		long long a, b, z, l;
		unsigned long long c, h, en, ec, eh;
		int set, at = 0;

		if (sscanf(q + strlen(AK_COUNTS_SOURCE), " %zu/%zu "
		    "bytes=%lld-%lld of %lld lines=%lld cells=%llu "
		    "check=%16llx ends=%llu endcells=%llu endcheck=%16llx "
		    "settings=%d %n", &s->k, &s->n, &a, &b, &z, &l, &c, &h,
		    &en, &ec, &eh, &set, &at) != 12 || at == 0 ||
		    s->k != i + 1 || s->n != nl || a < 0 || a > b || b > z ||
		    l < 0 || (set != 0 && set != 1))
			return ak_errf(e, "%s: not a source line %zu of %zu "
			    "('%s K/N bytes=S-E of SIZE lines=L cells=C "
			    "check=H ends=N endcells=C endcheck=H settings=0|1 "
			    "PATH'): '%.80s'", path, i + 1, nl,
			    AK_COUNTS_SOURCE, q);
		s->s = (ak_csource){ a, b, z, l, c, h, en, ec, eh, set };
		s->path = q + strlen(AK_COUNTS_SOURCE) + at;
	}
	*nsl = nl;
	return 0;
}

/* count file k, its ranges summed over the blocks (t), checked as the
 * merge checks a file read whole (counts-merge.c, end_check) */
static int
source_end(const srcline *t, ak_err *e)
{
	const ak_csource *s = &t->s;

	if (s->ends == 0) {
		if (s->cells > 0 && !s->settings)
			return 0;	/* made by hand: taken as it is */
		if (s->cells == 0 && !s->settings)
			return ak_errf(e, "%s: no counts and no end line ('%s "
			    "cells=N check=H'): an empty file, or one cut "
			    "short", t->path, AK_COUNTS_END);
		return ak_errf(e, "%s: ends at line %lld without its end line "
		    "('%s cells=N check=H', the last line of --count): it was "
		    "cut short, or written by a ppmi-svd --count of an older "
		    "format (count it again)", t->path, (long long)s->lines,
		    AK_COUNTS_END);
	}
	if (s->endcells != s->cells)
		return ak_errf(e, "%s: the end line counts %llu cells, the "
		    "reducers of its blocks read %llu: lines were lost (cut "
		    "short?) or added", t->path,
		    (unsigned long long)s->endcells,
		    (unsigned long long)s->cells);
	if (s->endsum != s->sum)
		return ak_errf(e, "%s: the count lines the reducers read do "
		    "not match the end line's check: a line was changed",
		    t->path);
	return 0;
}

/* the blocks' ranges of count file k, in block order (ord), tile it;
 * their figures summed into *t */
static int
source_tile(srcline *const *sl, const size_t *ord, size_t R, size_t k,
    char *const *paths, srcline *t, ak_err *e)
{
	int64_t at = 0;

	*t = sl[ord[0]][k];
	t->s = (ak_csource){ 0, 0, t->s.size, 0, 0, 0, 0, 0, 0, 0 };
	for (size_t I = 0; I < R; I++) {
		const ak_csource *s = &sl[ord[I]][k].s;

		if (s->size != t->s.size || s->start != at)
			return ak_errf(e, "%s: bytes %lld-%lld of %lld of count "
			    "file %zu (%s), where the block before ends at %lld "
			    "of %lld: not blocks of one merge (the file changed "
			    "between the reducers?)", paths[ord[I]],
			    (long long)s->start, (long long)s->stop,
			    (long long)s->size, k + 1, t->path, (long long)at,
			    (long long)t->s.size);
		at = s->stop;
		t->s.lines += s->lines;
		t->s.cells += s->cells;
		t->s.sum += s->sum;
		t->s.ends += s->ends;
		t->s.endcells += s->endcells;
		t->s.endsum += s->endsum;
		t->s.settings |= s->settings;
	}
	if (at != t->s.size)
		return ak_errf(e, "%s: the last block ends at byte %lld of count "
		    "file %zu (%s), of %lld: not blocks of one merge",
		    paths[ord[R - 1]], (long long)at, k + 1, t->path,
		    (long long)t->s.size);
	return 0;
}

int
ak_counts_sources_check(char *const *paths, const ak_counts_blockhdr *b,
    size_t R, ak_err *e)
{
	srcline **sl;
	char **buf;
	size_t *ns, *ord;
	int rc = -1;

	sl = ak_alloc_n(R, sizeof(srcline *), e);
	buf = ak_alloc_n(R, sizeof(char *), e);
	ns = ak_alloc_n(R, sizeof(size_t), e);
	ord = ak_alloc_n(R, sizeof(size_t), e);
	if (sl == NULL || buf == NULL || ns == NULL || ord == NULL)
		goto out;
	for (size_t i = 0; i < R; i++) {
		ord[b[i].I - 1] = i;
		int r = read_sources(paths[i], &sl[i], &ns[i], &buf[i], e);
		if (r < 0)
			goto out;
		if (r > 0) {	/* its reader refuses it, with its line */
			rc = 0;
			goto out;
		}
		if (ns[i] != ns[0]) {
			ak_errf(e, "%s: %zu source lines, %s %zu: blocks of "
			    "other count files", paths[i], ns[i], paths[0],
			    ns[0]);
			goto out;
		}
	}
	for (size_t k = 0; k < ns[0]; k++) {
		srcline t;

		if (source_tile(sl, ord, R, k, paths, &t, e) != 0 ||
		    source_end(&t, e) != 0)
			goto out;
	}
	rc = 0;
out:
	for (size_t i = 0; sl != NULL && buf != NULL && i < R; i++) {
		free(sl[i]);
		free(buf[i]);
	}
	free(sl);
	free(buf);
	free(ns);
	free(ord);
	return rc;
}
