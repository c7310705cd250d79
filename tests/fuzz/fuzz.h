/*
 * fuzz.h — shared by the libFuzzer harnesses of tests/fuzz (one per reader
 * of lib/).  The readers take a path, so each input is written to a file of
 * its own (one per process, under TMPDIR) and the reader opens it as a user
 * file.  An input the reader refuses is fine (that is the point: it must
 * say so in one line, not crash, hang or leak); the harness checks that a
 * failure left a one-line message.
 */
#ifndef FUZZ_H
#define FUZZ_H

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char fuzz_path[256];

static void
fuzz_unlink(void)
{
	unlink(fuzz_path);
}

/*
 * the path of a file holding exactly data[0..size) (abort if it cannot be
 * written): in TMPDIR, else /dev/shm (ten times the executions per second
 * of a disk-backed /tmp), else /tmp; removed at exit
 */
static const char *
fuzz_file(const uint8_t *data, size_t size)
{
	const char *path = fuzz_path;

	if (path[0] == '\0') {
		const char *dir = getenv("TMPDIR");
		if (dir == NULL || *dir == '\0')
			dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" :
			    "/tmp";
		snprintf(fuzz_path, sizeof fuzz_path, "%s/attnkit-fuzz-%ld",
		    dir, (long)getpid());
		atexit(fuzz_unlink);
	}
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		abort();
	for (size_t off = 0; off < size; ) {
		ssize_t w = write(fd, data + off, size - off);
		if (w <= 0)
			abort();
		off += (size_t)w;
	}
	close(fd);
	return path;
}

/* a reader that failed must have said what: one line, not empty */
static void
fuzz_check_err(const ak_err *e)
{
	if (e->msg[0] == '\0' || strchr(e->msg, '\n') != NULL)
		abort();
}

#ifdef FUZZ_EMB_DEFAULT
#include "table.h"
/*
 * fuzz_emb: the embeddings a harness reads its input against, loaded once:
 * $ATTNKIT_FUZZ_EMB, else FUZZ_EMB_DEFAULT (a tests/data fixture); a
 * fixture that does not load aborts the run with one line.
 */
static ak_table *
fuzz_emb(void)
{
	static ak_table t;
	static int loaded;

	if (!loaded) {
		const char *p = getenv("ATTNKIT_FUZZ_EMB");
		ak_err e;
		if (ak_table_read_kind(&t, p ? p : FUZZ_EMB_DEFAULT, 1,
		    AK_TABLE_EMB, &e) != 0) {
			fprintf(stderr, "fuzz: %s\n", e.msg);
			abort();
		}
		loaded = 1;
	}
	return &t;
}

#ifdef FUZZ_MSG
#include "spam.h"
/*
 * fuzz_msg: one spam message holding every word of t once (the first 64),
 * in ms (its arrays static, one harness at a time): what a model that
 * loaded scores, so that its logit must be finite.
 */
static void
fuzz_msg(ak_msgset *ms, const ak_table *t)
{
	static size_t ids[64], off[2], ntok[1];
	static int y[1] = { 1 };
	static long lineno[1] = { 1 };
	size_t n = t->rows < 64 ? t->rows : 64;

	for (size_t i = 0; i < n; i++)
		ids[i] = i;
	off[1] = ntok[0] = n;
	*ms = (ak_msgset){ .n = 1, .y = y, .off = off, .ids = ids,
	    .ntok = ntok, .lineno = lineno };
}
#endif
#endif

#endif
