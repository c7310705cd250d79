#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io.h"

int
ak_reader_open(ak_reader *r, const char *path, ak_err *e)
{
	memset(r, 0, sizeof(*r));
	if (path == NULL || strcmp(path, "-") == 0) {
		r->fp = stdin;
		r->name = "<stdin>";
		return 0;
	}
	r->name = path;
	r->fp = fopen(path, "r");
	if (r->fp == NULL)
		return ak_errf(e, "%s: %s", path, strerror(errno));
	r->owns = 1;
	return 0;
}

int
ak_reader_next(ak_reader *r, ak_err *e)
{
	ssize_t n;
	size_t bad;

	errno = 0;
	n = getline(&r->line, &r->cap, r->fp);
	if (n < 0) {
		if (ferror(r->fp))
			return ak_errf(e, "%s:%ld: read error: %s", r->name,
			    r->lineno + 1, strerror(errno ? errno : EIO));
		return 0;
	}
	r->lineno++;
	r->len = (size_t)n;
	if (r->len > 0 && r->line[r->len - 1] == '\n')
		r->line[--r->len] = '\0';
	if (r->len > 0 && r->line[r->len - 1] == '\r')
		r->line[--r->len] = '\0';
	if (r->lineno == 1 && r->len >= 3 &&
	    memcmp(r->line, "\xef\xbb\xbf", 3) == 0) {
		/* a UTF-8 byte-order mark (Notepad): not part of the text */
		memmove(r->line, r->line + 3, r->len - 3 + 1);
		r->len -= 3;
	}
	if (memchr(r->line, '\0', r->len) != NULL)
		return ak_errf(e, "%s:%ld: NUL byte in line", r->name,
		    r->lineno);
	if (r->check_utf8 && !ak_utf8_valid(r->line, r->len, &bad))
		return ak_errf(e, "%s:%ld: invalid UTF-8 at byte %zu",
		    r->name, r->lineno, bad + 1);
	return 1;
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
	static char buf[1024];

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

int
ak_same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	if (a == NULL || b == NULL || stat(a, &sa) != 0 || stat(b, &sb) != 0)
		return 0;
	return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

int
ak_out_open(ak_out *o, const char *path, const char *const *inputs, ak_err *e)
{
	int fd;
	size_t n;

	memset(o, 0, sizeof(*o));
	if (path == NULL || strcmp(path, "-") == 0) {
		o->fp = stdout;
		return 0;
	}
	for (size_t i = 0; inputs != NULL && inputs[i] != NULL; i++)
		if (ak_same_file(path, inputs[i]))
			return ak_errf(e, "%s: output would overwrite an input",
			    path);
	struct stat st;
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		/* a device or FIFO (/dev/null, a pipe): no rename over it */
		if ((o->name = ak_strdup(path, e)) == NULL)
			return -1;
		if ((o->fp = fopen(path, "w")) == NULL) {
			ak_errf(e, "%s: %s", path, strerror(errno));
			free(o->name);
			o->name = NULL;
			return -1;
		}
		return 0;	/* path stays NULL: committed like stdout */
	}
	if ((o->path = ak_strdup(path, e)) == NULL)
		return -1;
	n = strlen(path) + 8;
	if ((o->tmp = ak_alloc_n(n, 1, e)) == NULL)
		goto fail;
	snprintf(o->tmp, n, "%s.XXXXXX", path);
	if ((fd = mkstemp(o->tmp)) < 0) {
		ak_errf(e, "%s: %s", path, strerror(errno));
		goto fail;
	}
	fchmod(fd, 0644);
	if ((o->fp = fdopen(fd, "w")) == NULL) {
		ak_errf(e, "%s: %s", path, strerror(errno));
		close(fd);
		unlink(o->tmp);
		goto fail;
	}
	return 0;
fail:
	free(o->path);
	free(o->tmp);
	memset(o, 0, sizeof(*o));
	return -1;
}

int
ak_out_commit(ak_out *o, ak_err *e)
{
	int rc = 0;

	if (o->fp == NULL)
		return 0;
	if (o->path == NULL) {	/* stdout or a device: no rename */
		const char *name = o->name ? o->name : "<stdout>";
		if (fflush(o->fp) != 0 || ferror(o->fp))
			rc = ak_errf(e, "%s: %s", name, strerror(errno));
		if (o->fp != stdout && fclose(o->fp) != 0 && rc == 0)
			rc = ak_errf(e, "%s: %s", name, strerror(errno));
		o->fp = NULL;
		free(o->name);
		o->name = NULL;
		return rc;
	}
	if (fflush(o->fp) != 0 || ferror(o->fp) || fsync(fileno(o->fp)) != 0)
		rc = ak_errf(e, "%s: %s", o->path, strerror(errno));
	if (fclose(o->fp) != 0 && rc == 0)
		rc = ak_errf(e, "%s: %s", o->path, strerror(errno));
	o->fp = NULL;
	if (rc == 0 && rename(o->tmp, o->path) != 0)
		rc = ak_errf(e, "%s: %s", o->path, strerror(errno));
	if (rc != 0)
		unlink(o->tmp);
	free(o->path);
	free(o->tmp);
	o->path = o->tmp = NULL;
	return rc;
}

void
ak_out_abort(ak_out *o)
{
	if (o->fp != NULL && o->path != NULL) {
		fclose(o->fp);
		unlink(o->tmp);
	} else if (o->fp != NULL && o->fp != stdout) {
		fclose(o->fp);
	}
	free(o->name);
	free(o->path);
	free(o->tmp);
	memset(o, 0, sizeof(*o));
}
