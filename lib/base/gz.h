/*
 * gz.h — gzip (RFC 1952) read and written through stdio streams, so that
 * every reader of lines (io.h) and every writer of an output file reads
 * and writes a compressed file as it does a plain one.  The streams are
 * glibc's fopencookie(3) streams over zlib's inflate and deflate (zlib
 * 1.2, zlib.h; gzip's own layout: a 10-byte header, deflate data, CRC-32
 * and length, members one after another as `cat a.gz b.gz` makes them).
 *
 * Reading: ak_gz_open_read takes a stream whose first two bytes (gzip's
 * magic, 1f 8b) were already read and gives a stream of the decompressed
 * bytes; each member's CRC-32 and length are checked (zlib), and a member
 * may follow another (as gzip -d reads them: the bytes of two files
 * compressed apart and concatenated).  A stream that ends inside a member
 * (a file cut short), data zlib refuses (a bad header, a bad CRC, corrupt
 * deflate data) or bytes after a member that are not another one are a
 * read error of the stream (ferror, errno EIO): ak_gz_error gives its
 * message ("gzip data cut short (the file is truncated)", "corrupt gzip
 * data (zlib: MSG)").
 *
 * Writing: ak_gz_open_write gives a stream whose bytes reach fp gzip'd
 * (level 6, gzip's default; a header with no name and time 0, so that
 * the same bytes make the same file); closing it finishes the member
 * and flushes fp, which stays open.
 */
#ifndef AK_GZ_H
#define AK_GZ_H

#include <stdio.h>

#include "util.h"

/* gzip's magic, the first two bytes of every member (RFC 1952 2.3.1) */
#define AK_GZ_ID1 0x1f
#define AK_GZ_ID2 0x8b

typedef struct ak_gz ak_gz;

/*
 * ak_gz_open_read: a stream of the bytes src holds after gzip's two magic
 * bytes, decompressed; src stays the caller's (closed after the stream
 * returned, or by it when owns).  *gz (may be NULL) gets the state that
 * ak_gz_error asks.  NULL with "NAME: MSG" in e when memory or zlib's
 * setup fails.
 */
FILE *ak_gz_open_read(FILE *src, int owns, const char *name, ak_gz **gz,
    ak_err *e);

/*
 * ak_gz_error: the message of the error that made a read of gz's stream
 * fail (above), or NULL when none (an error of src's own: its errno).
 * Valid until the stream is closed.  No errors.
 */
const char *ak_gz_error(const ak_gz *gz);

/*
 * ak_gz_rest_corrupt: the rest of gz's stream fp read to its end (as
 * gzip -t does), *nl += the newlines in it: the message of the corruption
 * found there (ak_gz_error's), or NULL when none.  For a reader that
 * refused a line: corrupt deflate data decodes to garbage until its
 * member's CRC says so.  No errors.
 */
const char *ak_gz_rest_corrupt(FILE *fp, const ak_gz *gz, long *nl);

/*
 * ak_gz_open_write: a stream whose bytes are written to dst gzip'd.
 * fclose(3) on it finishes the gzip member and flushes dst (not closed);
 * it returns EOF when a write to dst failed (errno kept).  NULL with
 * "NAME: MSG" in e when memory or zlib's setup fails.
 */
FILE *ak_gz_open_write(FILE *dst, const char *name, ak_err *e);

/* ak_gz_name: 1 if path names a gzip file by its suffix ".gz", else 0 */
int ak_gz_name(const char *path);

#endif
