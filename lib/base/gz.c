/* fopencookie(3) is a GNU extension */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <zlib.h>

#include "gz.h"

#define GZ_CHUNK ((size_t)1 << 16)
/* windowBits for zlib: 15 (32 KiB, deflate's largest), + 16 for gzip's
 * wrapper in place of zlib's (zlib.h, inflateInit2 and deflateInit2) */
#define GZ_WBITS (15 + 16)

struct ak_gz {
	FILE *io;		/* the compressed bytes' stream */
	int owns;		/* fclose io at the end */
	z_stream z;
	int between;		/* a member ended: the next must start */
	long members;		/* members read to their end */
	int eof;		/* io gave its last byte */
	int failed;		/* msg says why: reads fail from now on */
	char msg[256];
	unsigned char buf[GZ_CHUNK];
};

static ssize_t
fail(ak_gz *g, const char *fmt, const char *arg)
{
	g->failed = 1;
	snprintf(g->msg, sizeof g->msg, fmt, arg);
	errno = EIO;
	return -1;
}

/* the next compressed bytes from io; 0 or -1 (io's read error) */
static int
refill(ak_gz *g)
{
	size_t k;

	if (g->z.avail_in > 0 || g->eof)
		return 0;
	errno = 0;
	k = fread(g->buf, 1, GZ_CHUNK, g->io);
	if (k == 0) {
		if (ferror(g->io)) {
			int en = errno ? errno : EIO;
			fail(g, "%s", strerror(en));
			errno = en;
			return -1;
		}
		g->eof = 1;
	}
	g->z.next_in = g->buf;
	g->z.avail_in = (uInt)k;
	return 0;
}

/* cookie read: up to size decompressed bytes; 0 only at the end of the
 * last member */
static ssize_t
gz_read(void *cookie, char *out, size_t size)
{
	ak_gz *g = cookie;
	uInt want = size > UINT_MAX ? UINT_MAX : (uInt)size;

	if (g->failed) {
		errno = EIO;
		return -1;
	}
	g->z.next_out = (Bytef *)out;
	g->z.avail_out = want;
	while (g->z.avail_out == want && want > 0) {
		if (refill(g) != 0)
			return -1;
		if (g->between) {
			if (g->z.avail_in == 0 && g->eof)
				return 0;	/* the last member's end */
			if (inflateReset(&g->z) != Z_OK)
				return fail(g, "%s", "zlib: inflateReset failed");
			g->between = 0;
		}
		if (g->z.avail_in == 0 && g->eof)
			return fail(g, "%s", "gzip data cut short (the file "
			    "is truncated: gzip -t says so too)");
		int rc = inflate(&g->z, Z_NO_FLUSH);
		if (rc == Z_STREAM_END) {
			/* on to the next member while nothing was given
			   (an empty member is no end of the file) */
			g->between = 1;
			g->members++;
			continue;
		}
		if (rc == Z_BUF_ERROR && g->z.avail_in == 0)
			continue;	/* more input wanted */
		if (rc != Z_OK) {
			const char *m = g->z.msg ? g->z.msg : zError(rc);
			if (g->members > 0 && g->z.total_in <= 2 &&
			    rc == Z_DATA_ERROR)
				return fail(g, "bytes after the end of the "
				    "gzip data that are not gzip (zlib: %s)", m);
			return fail(g, "corrupt gzip data (zlib: %s)", m);
		}
	}
	return (ssize_t)(want - g->z.avail_out);
}

static int
gz_close_read(void *cookie)
{
	ak_gz *g = cookie;
	int rc = 0;

	inflateEnd(&g->z);
	if (g->owns && fclose(g->io) != 0)
		rc = -1;
	free(g);
	return rc;
}

FILE *
ak_gz_open_read(FILE *src, int owns, const char *name, ak_gz **gz, ak_err *e)
{
	static const unsigned char magic[2] = { AK_GZ_ID1, AK_GZ_ID2 };
	cookie_io_functions_t io = { gz_read, NULL, NULL, gz_close_read };
	ak_gz *g = calloc(1, sizeof *g);
	FILE *fp;

	if (g == NULL) {
		ak_errf(e, "%s: out of memory for gzip's state", name);
		return NULL;
	}
	g->io = src;
	g->owns = owns;
	if (inflateInit2(&g->z, GZ_WBITS) != Z_OK) {
		ak_errf(e, "%s: zlib: %s", name, g->z.msg ? g->z.msg :
		    "inflateInit2 failed");
		free(g);
		return NULL;
	}
	/* the magic bytes the caller read to know the file */
	memcpy(g->buf, magic, 2);
	g->z.next_in = g->buf;
	g->z.avail_in = 2;
	if ((fp = fopencookie(g, "r", io)) == NULL) {
		ak_errf(e, "%s: %s", name, strerror(errno));
		inflateEnd(&g->z);
		free(g);
		return NULL;
	}
	if (gz != NULL)
		*gz = g;
	return fp;
}

const char *
ak_gz_error(const ak_gz *gz)
{
	return gz != NULL && gz->failed ? gz->msg : NULL;
}

/* the deflated bytes in g->buf out to io; 0 or -1 (errno kept) */
static int
drain(ak_gz *g)
{
	size_t n = GZ_CHUNK - g->z.avail_out;

	if (n > 0 && fwrite(g->buf, 1, n, g->io) != n) {
		g->failed = 1;
		return -1;
	}
	g->z.next_out = g->buf;
	g->z.avail_out = GZ_CHUNK;
	return 0;
}

static ssize_t
gz_write(void *cookie, const char *in, size_t size)
{
	ak_gz *g = cookie;
	size_t done = 0;

	if (g->failed) {
		errno = EIO;
		return -1;
	}
	while (done < size) {
		size_t k = size - done > UINT_MAX ? UINT_MAX : size - done;
		g->z.next_in = (Bytef *)(uintptr_t)(in + done);
		g->z.avail_in = (uInt)k;
		while (g->z.avail_in > 0) {
			if (deflate(&g->z, Z_NO_FLUSH) == Z_STREAM_ERROR) {
				g->failed = 1;
				errno = EIO;
				return -1;
			}
			if (g->z.avail_out == 0 && drain(g) != 0)
				return -1;
		}
		done += k;
	}
	return (ssize_t)size;
}

static int
gz_close_write(void *cookie)
{
	ak_gz *g = cookie;
	int rc = g->failed ? -1 : 0, z = Z_OK;

	while (rc == 0 && z != Z_STREAM_END) {
		z = deflate(&g->z, Z_FINISH);
		if (z == Z_STREAM_ERROR || drain(g) != 0)
			rc = -1;
	}
	if (rc == 0 && fflush(g->io) != 0)
		rc = -1;
	deflateEnd(&g->z);
	free(g);
	return rc;
}

FILE *
ak_gz_open_write(FILE *dst, const char *name, ak_err *e)
{
	cookie_io_functions_t io = { NULL, gz_write, NULL, gz_close_write };
	ak_gz *g = calloc(1, sizeof *g);
	FILE *fp;

	if (g == NULL) {
		ak_errf(e, "%s: out of memory for gzip's state", name);
		return NULL;
	}
	g->io = dst;
	/* level 6 and memLevel 8: gzip's and zlib's defaults */
	if (deflateInit2(&g->z, 6, Z_DEFLATED, GZ_WBITS, 8,
	    Z_DEFAULT_STRATEGY) != Z_OK) {
		ak_errf(e, "%s: zlib: %s", name, g->z.msg ? g->z.msg :
		    "deflateInit2 failed");
		free(g);
		return NULL;
	}
	g->z.next_out = g->buf;
	g->z.avail_out = GZ_CHUNK;
	if ((fp = fopencookie(g, "w", io)) == NULL) {
		ak_errf(e, "%s: %s", name, strerror(errno));
		deflateEnd(&g->z);
		free(g);
		return NULL;
	}
	return fp;
}

int
ak_gz_name(const char *path)
{
	size_t n = path != NULL ? strlen(path) : 0;

	return n > 3 && strcmp(path + n - 3, ".gz") == 0;
}

const char *
ak_gz_rest_corrupt(FILE *fp, const ak_gz *gz, long *nl)
{
	char b[16384];
	size_t k;

	while ((k = fread(b, 1, sizeof b, fp)) > 0)
		for (size_t i = 0; i < k; i++)
			*nl += b[i] == '\n';
	return ferror(fp) ? ak_gz_error(gz) : NULL;
}
