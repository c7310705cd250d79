/*
 * io-tmp.c — the temporary files of io.h that are no output: ak_tmpdir,
 * ak_tmpfile (unnamed, in $TMPDIR) and ak_stream_copy (one copied to
 * an output).  The output side is io-out.c.
 */
/* O_TMPFILE (Linux 3.11): the unnamed temporary file */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io.h"

const char *
ak_tmpdir(void)
{
	const char *dir = getenv("TMPDIR");

	return dir == NULL || *dir == '\0' ? "/tmp" : dir;
}

FILE *
ak_tmpfile(const char *what, ak_err *e)
{
	const char *dir = ak_tmpdir();
	char path[4096];
	FILE *fp;
	int fd, err;

	if ((size_t)snprintf(path, sizeof path, "%s/attnkit.XXXXXX", dir) >=
	    sizeof path) {
		ak_errf(e, "%s: a temporary file in %.60s...: the name is too "
		    "long", what, dir);
		return NULL;
	}
	/* unnamed from the start where the kernel and the file system make
	 * one (O_TMPFILE): a process killed by SIGKILL, which no handler
	 * sees, leaves nothing.  Else mkstemp and unlink at once: a SIGKILL
	 * between the two (a few system calls' time) leaves the file
	 * attnkit.XXXXXX in DIR. */
	fd = -1;
#ifdef O_TMPFILE
	fd = open(dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
#endif
	if (fd < 0) {
		if ((fd = mkstemp(path)) < 0) {
			ak_errf(e, "%s: a temporary file in %s: %s", what, dir,
			    strerror(errno));
			return NULL;
		}
		(void)unlink(path);
	}
	if ((fp = fdopen(fd, "w+")) == NULL) {
		err = errno;
		close(fd);
		ak_errf(e, "%s: a temporary file in %s: %s", what, dir,
		    strerror(err));
	}
	return fp;
}

int
ak_stream_copy(FILE *to, FILE *from, const char *what, const char *toname,
    ak_err *e)
{
	char buf[65536];
	size_t n;

	if (fflush(from) != 0 || fseek(from, 0, SEEK_SET) != 0)
		return ak_errf(e, "%s: %s: %s", what, ak_tmpdir(),
		    strerror(errno));
	while ((n = fread(buf, 1, sizeof buf, from)) > 0)
		if (fwrite(buf, 1, n, to) != n)
			return ak_errf(e, "%s: %s", toname, strerror(errno ?
			    errno : EIO));
	if (ferror(from))
		return ak_errf(e, "%s: reading back: %s", what,
		    strerror(errno ? errno : EIO));
	return 0;
}
