/*
 * t-files.h — a unit test's scratch files, written once for every test.
 * A directory: t_dir_make() makes the test's own directory under /tmp (0
 * or -1), t_put(name, bytes, n) writes n bytes to a file in it and
 * returns its path (in a static buffer, valid until the next t_put),
 * t_puts(name, s) the same for a string, t_dir_remove() removes the
 * directory and all in it (0 or -1).  Files on their own (mkstemp(3)
 * under /tmp, each path malloc'd: the test unlinks the file and frees the
 * path): t_file_of(bytes, n) a file holding n bytes, t_file_with(s) one
 * holding a string, t_file_open(&path) an empty one opened for writing
 * (NULL when it cannot be made; *path is then NULL).  Include after t.h.
 */
#ifndef T_FILES_H
#define T_FILES_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char t_dir[] = "/tmp/ak-unit-XXXXXX";

static inline int
t_dir_make(void)
{
	return mkdtemp(t_dir) == NULL ? -1 : 0;
}

static inline const char *
t_put(const char *name, const char *bytes, size_t n)
{
	static char path[256];
	snprintf(path, sizeof path, "%s/%s", t_dir, name);
	FILE *fp = fopen(path, "wb");
	if (fp == NULL)
		return path;	/* the read that follows fails and says so */
	fwrite(bytes, 1, n, fp);
	fclose(fp);
	return path;
}

#define t_puts(name, s) t_put((name), (s), strlen(s))

static inline int
t_dir_remove(void)
{
	char cmd[sizeof t_dir + 16];
	snprintf(cmd, sizeof cmd, "rm -rf %s", t_dir);
	return system(cmd) == 0 ? 0 : -1;
}

static inline FILE *
t_file_open(char **path)
{
	char *name = strdup("/tmp/ak-unit-XXXXXX");
	int fd = name != NULL ? mkstemp(name) : -1;
	FILE *fp = fd >= 0 ? fdopen(fd, "wb") : NULL;

	if (fp == NULL) {
		free(name);
		name = NULL;
	}
	*path = name;
	return fp;
}

static inline char *
t_file_of(const void *bytes, size_t n)
{
	char *path;
	FILE *fp = t_file_open(&path);

	if (fp == NULL)
		return NULL;
	fwrite(bytes, 1, n, fp);
	fclose(fp);
	return path;
}

static inline char *
t_file_with(const char *s)
{
	return t_file_of(s, strlen(s));
}

#endif
