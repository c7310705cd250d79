#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gz.h"
#include "conv.h"
#include "io.h"
#include "mem.h"

#define LINE_MIN_MAX ((size_t)64 << 10)

static double line_memory;	/* ak_line_set_memory's bytes, 0: none */

void
ak_line_set_memory(double bytes)
{
	line_memory = bytes > 0 ? bytes : 0;
}

size_t
ak_line_max(void)
{
	double ram = ak_mem_bytes();
	double mem = line_memory > 0 && (ram <= 0 || line_memory < ram) ?
	    line_memory : ram;
	double m = mem / 16;

	if (mem <= 0 || m >= (double)AK_LINE_MAX)
		return AK_LINE_MAX;
	return m < (double)LINE_MIN_MAX ? LINE_MIN_MAX : (size_t)m;
}

/* st's id (st NULL, or no regular file: ok 0) */
static void
file_id(const struct stat *st, ak_file_id *id)
{
	memset(id, 0, sizeof *id);
	if (st == NULL || !S_ISREG(st->st_mode))
		return;
	id->ok = 1;
	id->dev = (unsigned long long)st->st_dev;
	id->ino = (unsigned long long)st->st_ino;
	id->nlink = (unsigned long long)st->st_nlink;
	id->size = (long long)st->st_size;
	id->msec = (long long)st->st_mtim.tv_sec;
	id->mnsec = (long long)st->st_mtim.tv_nsec;
	id->csec = (long long)st->st_ctim.tv_sec;
	id->cnsec = (long long)st->st_ctim.tv_nsec;
}

void
ak_file_id_get(int fd, ak_file_id *id)
{
	struct stat st;

	file_id(fd >= 0 && fstat(fd, &st) == 0 ? &st : NULL, id);
}

void
ak_file_id_of(const char *path, ak_file_id *id)
{
	struct stat st;

	file_id(strcmp(path, "-") != 0 && stat(path, &st) == 0 ? &st : NULL,
	    id);
}

int
ak_file_unchanged(const ak_file_id *was, int fd, const char *name,
    ak_err *e)
{
	ak_file_id now;
	char what[96];

	if (!was->ok)
		return 0;
	ak_file_id_get(fd, &now);
	if (now.ok && now.dev == was->dev && now.ino == was->ino &&
	    now.size == was->size && now.msec == was->msec &&
	    now.mnsec == was->mnsec && ((now.csec == was->csec &&
	    now.cnsec == was->cnsec) || now.nlink != was->nlink))
		return 0;
	if (!now.ok || now.dev != was->dev || now.ino != was->ino)
		snprintf(what, sizeof what, "another file now: renamed over, "
		    "as sed -i does");
	else if (now.size != was->size)
		snprintf(what, sizeof what, "%s from %lld to %lld bytes",
		    now.size < was->size ? "cut" : "grown", was->size,
		    now.size);
	else if (now.msec != was->msec || now.mnsec != was->mnsec)
		snprintf(what, sizeof what, "modified in place");
	else
		snprintf(what, sizeof what, "its status changed: written with "
		    "its modification time put back, or chmod");
	return ak_errf(e, "%s: changed while it was read (%s): what was read "
	    "is a mix of two versions; read it again when nothing writes to "
	    "it", name, what);
}

int
ak_reader_unchanged(const ak_reader *r, ak_err *e)
{
	return ak_file_unchanged(&r->id, r->idfd, r->name, e);
}

int
ak_reader_blame(ak_reader *r, int rc, ak_err *e)
{
	ak_err c;

	if (rc != 0 && ak_reader_unchanged(r, &c) != 0 && e != NULL)
		*e = c;
	else if (rc != 0 && e != NULL && r->gz != NULL &&
	    ak_gz_error(r->gz) == NULL) {	/* not the gzip error itself */
		long nl = 0;
		const char *m = ak_gz_rest_corrupt(r->fp, r->gz, &nl);
		char was[sizeof e->msg];
		memcpy(was, e->msg, sizeof was);
		if (m != NULL)
			ak_errf(e, "%s:%ld: %s: the data before it is not the "
			    "file's either (gzip -t %s; the error it gave: "
			    "%.120s%s)", r->name, r->lineno + nl + 1, m,
			    r->name, was, strlen(was) > 120 ? "..." : "");
	}
	return rc;
}

int
ak_reader_open(ak_reader *r, const char *path, ak_err *e)
{
	memset(r, 0, sizeof(*r));
	r->max = ak_line_max();
	if (path == NULL || strcmp(path, "-") == 0) {
		r->fp = stdin;
		r->name = "<stdin>";
	} else {
		r->name = path;
		r->fp = fopen(path, "r");
		if (r->fp == NULL)
			return ak_errf(e, "%s: %s", path, strerror(errno));
		r->owns = 1;
	}
	r->idfd = fileno(r->fp);
	ak_file_id_get(r->idfd, &r->id);
	return 0;
}

int
ak_reader_open_was(ak_reader *r, const char *path, const ak_file_id *was,
    ak_err *e)
{
	if (ak_reader_open(r, path, e) != 0)
		return -1;
	if (was == NULL || ak_file_unchanged(was, r->idfd, r->name, e) == 0)
		return 0;
	ak_reader_close(r);
	return -1;
}

int
ak_reader_open_at(ak_reader *r, const char *path, long long off,
    long lineno, ak_err *e)
{
	if (ak_reader_open(r, path, e) != 0)
		return -1;
	if (off > 0 && fseeko(r->fp, (off_t)off, SEEK_SET) != 0) {
		int err = errno;

		ak_reader_close(r);
		return ak_errf(e, "%s: %s", path, strerror(err));
	}
	/* past line 1: its rules (gzip's magic, the provenance comment, a
	   byte-order mark, what the file is) are the first line's */
	r->sniffed = off > 0;
	r->lineno = lineno;
	r->base = off > 0 ? off : 0;
	return 0;
}

/* the start of the first line at or after byte o of fp (size bytes):
 * the byte after the first '\n' at or after o − 1; 0 or -1 (errno) */
static int
line_start(FILE *fp, long long o, long long size, long long *at)
{
	char buf[65536];
	long long p = o - 1;

	if (o <= 0 || o >= size) {
		*at = o <= 0 ? 0 : size;
		return 0;
	}
	if (fseeko(fp, (off_t)p, SEEK_SET) != 0)
		return -1;
	for (;;) {
		size_t k = fread(buf, 1, sizeof buf, fp);
		const char *nl = memchr(buf, '\n', k);

		if (nl != NULL) {
			*at = p + (nl - buf) + 1;
			return 0;
		}
		if (k < sizeof buf) {
			*at = size;
			return ferror(fp) ? -1 : 0;
		}
		p += (long long)k;
	}
}

int
ak_line_cuts(const char *path, size_t n, long long *cut, ak_file_id *id,
    ak_err *e)
{
	ak_file_id st;
	FILE *fp;
	int c1, c2, rc = 0;

	if (path == NULL || strcmp(path, "-") == 0)
		return 1;
	if ((fp = fopen(path, "r")) == NULL)
		return ak_errf(e, "%s: %s", path, strerror(errno));
	ak_file_id_get(fileno(fp), &st);
	if (!st.ok) {
		fclose(fp);
		return 1;	/* (a stat error: said by the reader's open) */
	}
	if (id != NULL)
		*id = st;
	c1 = getc(fp);
	c2 = getc(fp);
	if (c1 == AK_GZ_ID1 && c2 == AK_GZ_ID2) {
		fclose(fp);
		return 1;
	}
	long long size = st.size;
	cut[0] = 0;
	cut[n] = size;
	for (size_t t = 1; t < n && rc == 0; t++) {
		/* t·size/n without overflow */
		long long o = size / (long long)n * (long long)t + size %
		    (long long)n * (long long)t / (long long)n;

		errno = 0;
		if (line_start(fp, o, size, &cut[t]) != 0)
			rc = ak_errf(e, "%s: %s", path, strerror(errno ? errno :
			    EIO));
		else if (cut[t] < cut[t - 1])
			cut[t] = cut[t - 1];
	}
	fclose(fp);
	return rc;
}

void
ak_reader_open_stream(ak_reader *r, FILE *fp, const char *name)
{
	memset(r, 0, sizeof(*r));
	r->max = ak_line_max();
	r->fp = fp;
	r->name = name;
}

/*
 * gzip found by its magic (gz.h): the first two bytes of the stream; a
 * gzip file gives r->fp the stream of its decompressed bytes (owning the
 * file's own stream when r did).  Bytes that are not gzip's are put back
 * (a second ungetc past C's one: glibc keeps as many as are read back).
 * 0, or -1 with "NAME:1: ..." in e.
 */
static int
sniff(ak_reader *r, ak_err *e)
{
	int c1, c2 = EOF;
	FILE *fp;

	r->sniffed = 1;
	errno = 0;
	if ((c1 = getc(r->fp)) == AK_GZ_ID1)
		c2 = getc(r->fp);
	if (ferror(r->fp))
		return ak_errf(e, "%s:1: read error: %s", r->name,
		    strerror(errno ? errno : EIO));
	if (c1 == AK_GZ_ID1 && c2 == AK_GZ_ID2) {
		if ((fp = ak_gz_open_read(r->fp, r->owns, r->name, &r->gz,
		    e)) == NULL)
			return -1;
		r->fp = fp;
		r->owns = 1;
		return 0;
	}
	if ((c2 != EOF && ungetc(c2, r->fp) == EOF) ||
	    (c1 != EOF && ungetc(c1, r->fp) == EOF))
		return ak_errf(e, "%s:1: its first bytes cannot be put back "
		    "after gzip's magic was looked for", r->name);
	return 0;
}

int
ak_reader_magic(ak_reader *r, unsigned char *b, size_t n, ak_err *e)
{
	size_t k = 0;
	int c = 0;

	if (!r->sniffed && sniff(r, e) != 0)
		return -1;
	errno = 0;
	while (k < n && (c = getc(r->fp)) != EOF)
		b[k++] = (unsigned char)c;
	if (c == EOF && ferror(r->fp))
		return ak_errf(e, "%s:1: read error: %s", r->name,
		    ak_reader_strerror(r));
	for (size_t i = k; i > 0; i--)
		if (ungetc(b[i - 1], r->fp) == EOF)
			return ak_errf(e, "%s:1: its first bytes cannot be put "
			    "back after they were looked at", r->name);
	return (int)k;
}

const char *
ak_reader_strerror(const ak_reader *r)
{
	const char *m = ak_gz_error(r->gz);

	return m != NULL ? m : strerror(errno ? errno : EIO);
}

/* io.h: "# " TEXT " (attnkit " VERSION ")", VERSION a word of one byte
 * or more (no space, no parenthesis) */
int
ak_is_provenance(const char *line, size_t n)
{
	static const char tag[] = " (attnkit ";
	const size_t k = sizeof tag - 1;
	size_t v;

	if (n < 2 + k + 2 || line[0] != '#' || line[1] != ' ' ||
	    line[n - 1] != ')')
		return 0;
	/* VERSION: back from the ')' to a space or parenthesis */
	for (v = n - 1; v > 0 && line[v - 1] != ' ' && line[v - 1] != '(' &&
	    line[v - 1] != ')'; v--)
		;
	return v < n - 1 && v >= 2 + k &&
	    memcmp(line + v - k, tag, k) == 0;
}

int
ak_reader_too_long(const ak_reader *r, ak_err *e)
{
	char lim[AK_FMT_SIZE_MAX], mem[AK_FMT_SIZE_MAX];
	double m = line_memory > 0 ? line_memory : ak_mem_bytes();

	ak_fmt_size(lim, r->max);
	if (r->max >= AK_LINE_MAX || m <= 0)
		return ak_errf(e, "%s:%ld: line longer than %s, the longest "
		    "line attnkit reads (not a text file?)", r->name,
		    r->lineno + 1, lim);
	return ak_errf(e, "%s:%ld: line longer than %s, a sixteenth of the "
	    "%s of memory this run may use (-M, ulimit -v or -d; not a text "
	    "file?)",
	    r->name, r->lineno + 1, lim, ak_fmt_size(mem, m >= (double)SIZE_MAX
	    ? SIZE_MAX : (size_t)m));
}

int
ak_reader_cr_alone(const ak_reader *r, ak_err *e)
{
	if (memchr(r->line, '\r', r->len) == NULL)
		return 0;
	return ak_errf(e, "%s:%ld: a CR inside the line: its lines end in CR "
	    "alone (old Mac; a spreadsheet's 'CSV (Macintosh)')? convert "
	    "them with tr '\\r' '\\n' < %s > FILE", r->name, r->lineno,
	    r->name);
}

/* r->line's buffer made room for need bytes (the line and its NUL): it
 * grows by doubling, never past r->max + 2 (the CSV reader's '\n' slot) */
static int
line_room(ak_reader *r, size_t need, ak_err *e)
{
	size_t cap = r->cap ? r->cap : 256;
	char *p;

	if (need <= r->cap)
		return 0;
	while (cap < need)
		cap = cap > SIZE_MAX / 2 ? need : 2 * cap;
	if (cap > r->max + 2)
		cap = r->max + 2 > need ? r->max + 2 : need;
	if ((p = realloc(r->line, cap)) == NULL)
		return ak_errf(e, "%s:%ld: out of memory for a line of %zu "
		    "bytes or more", r->name, r->lineno + 1, need - 1);
	r->line = p;
	r->cap = cap;
	return 0;
}

/*
 * The bytes stdio has read ahead of fp and not yet given out: a line is
 * taken from there (memchr, as getline does), and only its bytes are
 * consumed, so that the stream stays where the line ends and a caller may
 * go on with getc or fread on r->fp (lib/embed/embfile.c reads a
 * word2vec header line, then binary records).  glibc's FILE keeps them
 * in _IO_read_ptr .. _IO_read_end (as gnulib's freadptr reads them);
 * elsewhere, or with r->bytewise, none is seen and the reader goes a
 * byte at a time by getc (the same lines: test_io compares the two).
 */
static size_t
ahead(const ak_reader *r, const char **p)
{
	FILE *fp = r->fp;

	*p = NULL;
	if (r->bytewise)
		return 0;
#ifdef __GLIBC__
	*p = fp->_IO_read_ptr;
	return fp->_IO_read_ptr != NULL && fp->_IO_read_end > fp->_IO_read_ptr ?
	    (size_t)(fp->_IO_read_end - fp->_IO_read_ptr) : 0;
#else
	(void)fp;
	return 0;
#endif
}

static void
consume(FILE *fp, size_t n)
{
#ifdef __GLIBC__
	fp->_IO_read_ptr += n;
#else
	(void)fp;
	(void)n;
#endif
}

/*
 * the error of a line longer than r->max (ak_reader_too_long) whose bytes
 * so far, r->line[0..n) then s[0..m), hold a CR: a file whose lines end
 * in CR alone (classic Mac) is one line to this reader, so the fix is
 * named
 */
static int
too_long(const ak_reader *r, const char *s, size_t m, size_t n, ak_err *e)
{
	size_t k;

	ak_reader_too_long(r, e);
	if ((n > 0 && memchr(r->line, '\r', n) != NULL) ||
	    memchr(s, '\r', m) != NULL) {
		k = strlen(e->msg);
		snprintf(e->msg + k, sizeof e->msg - k, "; it holds carriage "
		    "returns: lines that end in CR alone (classic Mac)? convert "
		    "them with tr '\\r' '\\n'");
	}
	return -1;
}

/* 1 if the n bytes at p are word2vec's header "V d": two whole numbers
 * separated by spaces (its binary records follow) */
static int
w2v_head(const char *p, size_t n)
{
	size_t i = 0, k;

	for (int f = 0; f < 2; f++) {
		while (f == 1 && i < n && p[i] == ' ')
			i++;
		for (k = i; i < n && p[i] >= '0' && p[i] <= '9'; i++)
			;
		if (i == k || (f == 0 && (i == n || p[i] != ' ')))
			return 0;
	}
	while (i < n && p[i] == ' ')
		i++;
	return i == n;
}

/* a NUL at s[k] of the piece after the line's n bytes (buffered: s is
 * stdio's, else the byte getc took): a gzip or fastText file at line 1
 * (foreign), else, with the bytes after the NUL (getc: the same on either
 * path), a tar archive's header at line 1 (ak_reader_tar: its first 512
 * bytes), else ak_reader_nul (io-magic.c) with the line's first two bytes and
 * the next four; -1 */
static int
nul_at(ak_reader *r, const char *s, size_t k, size_t n, int buffered,
    ak_err *e)
{
	int b0 = r->lineno > 0 ? -1 : n > 0 ? (unsigned char)r->line[0] :
	    k > 0 ? (unsigned char)s[0] : -1;
	int b1 = r->lineno > 0 ? -1 : n > 1 ? (unsigned char)r->line[1] :
	    n + k > 1 ? (unsigned char)s[1 - n] : -1;
	int x[4] = { EOF, EOF, EOF, EOF }, c;
	unsigned char h[512];	/* line 1 from byte 0: a tar header */
	int tar = r->lineno == 0 && n + k < sizeof h;
	size_t hk = 0, want = tar ? sizeof h - (n + k + 1) : 0;

	if (r->lineno == 0 && ak_reader_foreign(r, s, k, n, 1, e))
		return -1;
	/* line 1's first bytes: a tar header, or a zip's first member's
	   name (ak_reader_zip: the reader's magic check left a zip whose
	   line 1 holds a NUL to it, wherever the NUL is) */
	for (size_t i = 0; r->lineno == 0 && i < n + k && hk < sizeof h - 1;
	    i++)
		h[hk++] = (unsigned char)(i < n ? r->line[i] : s[i - n]);
	h[hk] = 0;
	hk += tar;
	/* s is stdio's buffer: read before the reads below move or free it */
	int blk = ak_nul_block(r->line, n, s, k);
	if (buffered)	/* up to the NUL, and it */
		consume(r->fp, k + 1);
	for (size_t i = 0; i < (want > 4 ? want : 4); i++) {
		if ((c = getc(r->fp)) == EOF)
			break;
		if (i < 4)
			x[i] = c;
		if (i < want)
			h[hk++] = (unsigned char)c;
	}
	/* r->fp goes on right after h when it holds all the bytes read; a
	   zip's magic first (PK 03 04 is no tar's, whatever byte 257 holds) */
	if ((r->lineno == 0 && ak_reader_zip(r, h, hk, tar && want >= 4,
	    e)) || (tar && ak_reader_tar(r, h, hk, e)))
		return -1;
	/* the file's offset, not the stretch's: the encodings' hints go by
	   its alignment (a NUL at an odd byte: UTF-16LE) */
	return ak_reader_nul(r, r->base + r->off + (long long)(n + k), b0,
	    b1, blk, x, e);
}

/* line 1 read (n bytes, its '\r' still there; found: its newline): what
   it says of the file (ours, head), and R's binary files after it
   (io-magic.c ak_reader_rdata: -1 with e); else 0 */
static int
line1_read(ak_reader *r, size_t n, int found, ak_err *e)
{
	const unsigned char *u = (const unsigned char *)r->line;

	r->ours = ak_is_provenance(r->line, n);
	r->head = n >= 2 && u[0] == 0xff && u[1] == 0xfe ? 2 :
	    n >= 2 && u[0] == 0xfe && u[1] == 0xff ? 3 :
	    w2v_head(r->line, n - (n > 0 && r->line[n - 1] == '\r'));
	return found ? ak_reader_rdata(r, e) : 0;
}

/* line 1, its '\r' dropped: a UTF-8 byte-order mark (Notepad) is not
   part of the text; the provenance line, also of a tool's output an
   editor saved with a byte-order mark or CRLF, into r->prov (what the
   file is; ours, the cut-short rule, is for the bytes the tools wrote) */
static void
first_line(ak_reader *r)
{
	if (r->len >= 3 && memcmp(r->line, "\xef\xbb\xbf", 3) == 0) {
		memmove(r->line, r->line + 3, r->len - 3 + 1);
		r->len -= 3;
		r->bom8 = 1;
	}
	if (ak_is_provenance(r->line, r->len))
		snprintf(r->prov, sizeof r->prov, "%s", r->line);
}

/* the error of line r, not UTF-8 at byte bad: what the file likely is
   (ak_binary_hint, UTF-16 by its mark); of token lines
   (AK_UTF8_TOKENS) in a single-byte code page, the sms-vocab that
   tokenizes it (the encoding ak_conv_guess's) */
static int
not_utf8(const ak_reader *r, size_t bad, ak_err *e)
{
	const char *bin = ak_binary_hint(r->line, r->len, r->lineno);
	const char *file = strcmp(r->name, "<stdin>") == 0 ? "FILE" : r->name;

	if (r->check_utf8 == AK_UTF8_TOKENS && *bin == '\0' && r->head < 2) {
		const char *page, *what, *alt;
		int one = ak_conv_page(r->line, r->len, &page, &what, &alt);
		/* no TAB: text without labels, which sms-vocab reads with
		   --unlabeled (its own error says so of UTF-8) */
		int unl = memchr(r->line, '\t', r->len) == NULL;
		return ak_errf(e, "%s:%ld: invalid UTF-8 at byte %zu (%s? the "
		    "input is tokens: sms-vocab --encoding %s%s -t %s > "
		    "tokens.tsv first%s%s%s)", r->name, r->lineno, bad + 1, what,
		    one ? page : "NAME", unl ? " --unlabeled" : "", file, alt ?
		    "; " : "", alt ? alt : "", alt ? " if its words come out "
		    "wrong" : "");
	}
	char cmd[1200] = "";
	if (r->head >= 2)	/* UTF-16's mark: iconv, after zcat for gzip */
		ak_filter_cmd(cmd, sizeof cmd, "iconv -f UTF-16 -t UTF-8",
		    r->name, r->gz != NULL);
	return ak_errf(e, "%s:%ld: invalid UTF-8 at byte %zu%s%s%s%s",
	    r->name, r->lineno, bad + 1, bin, r->head >= 2 ? ": UTF-16 "
	    "text (its byte-order mark)? the tools read UTF-8: convert it with "
	    : "", cmd, r->head >= 2 ? " > FILE.txt" : "");
}

int
ak_reader_next(ak_reader *r, ak_err *e)
{
	size_t n = 0, bad;
	int found = 0, any = 0;

	if (!r->sniffed && sniff(r, e) != 0)
		return -1;

	/* the line is assembled piece by piece (what stdio has read ahead,
	   or a byte by getc, which refills it): each piece is checked for
	   NUL and against the longest line before it is kept, so that a
	   binary file or a runaway line is refused as it is read */
	while (!found) {
		const char *s;
		char one;
		size_t avail = ahead(r, &s);
		int buffered = avail > 0;
		if (!buffered) {
			errno = 0;
			int c = getc(r->fp);
			if (c == EOF) {
				if (ferror(r->fp))
					return ak_errf(e, "%s:%ld: %s%s",
					    r->name, r->lineno + 1, r->gz &&
					    ak_gz_error(r->gz) ? "" :
					    "read error: ",
					    ak_reader_strerror(r));
				break;
			}
			one = (char)c;
			s = &one;
			avail = 1;
		}
		const char *nl = memchr(s, '\n', avail);
		size_t take = nl != NULL ? (size_t)(nl - s) : avail;
		any = 1;
		/* the bytes in order, as getc gives them: a NUL up to the
		   byte past the longest line is the NUL's error, the byte
		   past it the length's (the same error on either path) */
		/* one byte more than the longest line: the CR of a CRLF
		   end, which is no part of the line (checked below) */
		size_t room = r->max + 1 - n;
		const char *z = memchr(s, '\0', take > room ? room + 1 : take);
		if (z != NULL)
			return nul_at(r, s, (size_t)(z - s), n, buffered, e);
		if (take > room)
			return r->lineno == 0 && ak_reader_foreign(r, s, room, n, 0, e) ?
			    -1 : too_long(r, s, room, n, e);
		if (line_room(r, n + take + 1, e) != 0)
			return -1;
		memcpy(r->line + n, s, take);
		n += take;
		if (buffered)
			consume(r->fp, take + (nl != NULL));
		found = nl != NULL;
	}
	if (!any)	/* the end: the file as it was at open? */
		return ak_reader_unchanged(r, e) != 0 ? -1 : 0;
	if (line_room(r, n + 1, e) != 0)
		return -1;
	r->line[n] = '\0';
	if (r->lineno == 0 && ak_reader_zip_line(r, n, found, e))
		return -1;
	if (r->lineno == 0 && ak_reader_foreign(r, "", 0, n, 0, e))
		return -1;
	/* max + 1 bytes: read only when the last is the CR of a CRLF end */
	if (n > r->max && !(found && r->line[n - 1] == '\r'))
		return too_long(r, "", 0, n, e);
	r->lineno++;
	r->len = n;
	r->off += (long long)(n + (size_t)found);
	if (r->lineno == 1 && line1_read(r, n, found, e) != 0)
		return -1;
	if (!found && r->ours)
		/* attnkit ends every line it writes: a last line without
		   its newline in a file it wrote is the file cut short */
		return ak_errf(e, "%s:%ld: the last line has no newline: the "
		    "file is cut short (its first line says attnkit wrote it, "
		    "and attnkit ends every line)", r->name, r->lineno);
	r->nl = found;
	r->cr = r->len > 0 && r->line[r->len - 1] == '\r';
	if (r->cr)
		r->line[--r->len] = '\0';
	if (r->lineno == 1)
		first_line(r);
	/* a comment at line 1 holding a CR: a file whose lines end in CR
	   alone is one line, read whole as that comment (no records) */
	if (r->lineno == 1 && r->line[0] == '#' && memchr(r->line, '\r',
	    r->len) != NULL)
		return ak_reader_cr_alone(r, e);
	if (r->check_utf8 && !ak_utf8_valid(r->line, r->len, &bad))
		return not_utf8(r, bad, e);
	return 1;
}

const char *
ak_binary_hint(const char *line, size_t len, long lineno)
{
	/* counts.h AK_COUNTS_BIN_MAGIC's first six bytes (base does not
	   include embed's headers) */
	if (lineno == 1 && len >= 6 && memcmp(line, "\x89" "AKCNT", 6) == 0)
		return ": a binary count file (ppmi-svd --count --count-format "
		    "binary), not text: read it with ppmi-svd --from-counts";
	if (len >= 6 && memcmp(line, "\x89" "AKCNT", 6) == 0)
		return ": a binary count file starts here (its magic): files "
		    "joined with cat? give each count file as an operand of "
		    "ppmi-svd --from-counts";
	return "";
}

void
ak_reader_close(ak_reader *r)
{
	free(r->line);
	if (r->owns && r->fp != NULL)
		fclose(r->fp);
	memset(r, 0, sizeof(*r));
}

const char *
ak_reader_where(const ak_reader *r)
{
	/* a buffer a thread: the readers of a file's stretches (each its
	 * own thread) may fail at once */
	static _Thread_local char buf[1024];

	snprintf(buf, sizeof(buf), "%s:%ld", r->name, r->lineno);
	return buf;
}

size_t
ak_split_tab(char *s, char **fields, size_t max)
{
	size_t n = 0;

	for (;;) {
		char *t = strchr(s, '\t');

		if (n < max)
			fields[n] = s;
		n++;
		if (t == NULL)
			break;
		*t = '\0';
		s = t + 1;
	}
	return n;
}

/* 1 if name is standard input: "-", or a link to the file open as it
   (/dev/stdin, /dev/fd/0, /proc/self/fd/0 are links: lstat sees one) */
static int
is_stdin(const char *name, const struct stat *si)
{
	struct stat st;

	if (strcmp(name, "-") == 0)
		return 1;
	return si != NULL && lstat(name, &st) == 0 && S_ISLNK(st.st_mode) &&
	    stat(name, &st) == 0 && st.st_dev == si->st_dev &&
	    st.st_ino == si->st_ino;
}

size_t
ak_stdin_uses(const char *const *inputs)
{
	struct stat si;
	int have = fstat(STDIN_FILENO, &si) == 0;
	size_t n = 0;

	for (size_t i = 0; inputs != NULL && inputs[i] != NULL; i++)
		n += is_stdin(inputs[i], have ? &si : NULL);
	return n;
}

int
ak_inputs_twice(const char *const *files, size_t n, size_t *a, size_t *b)
{
	struct stat *st = calloc(n ? n : 1, sizeof *st);
	int *ok = calloc(n ? n : 1, sizeof *ok), found = 0;

	if (st == NULL || ok == NULL) {
		free(st);
		free(ok);
		return 0;	/* no memory: the check is skipped, not failed */
	}
	for (size_t j = 0; j < n && !found; j++) {
		ok[j] = (strcmp(files[j], "-") == 0 ? fstat(STDIN_FILENO,
		    &st[j]) : stat(files[j], &st[j])) == 0 &&
		    !S_ISCHR(st[j].st_mode);
		for (size_t i = 0; ok[j] && i < j && !found; i++)
			if (ok[i] && st[i].st_dev == st[j].st_dev &&
			    st[i].st_ino == st[j].st_ino) {
				*a = i;
				*b = j;
				found = 1;
			}
	}
	free(st);
	free(ok);
	return found;
}
