/*
 * io-out.c — the output side of io.h: -o written to a temporary file and
 * given its name when complete (ak_out_open, ak_out_commit, ak_out_abort),
 * the signal guard that removes the temporary files, the names of this
 * process's descriptors.  ak_tmpfile and ak_stream_copy: io-tmp.c.  The
 * reader is io.c.
 */
/* O_TMPFILE (Linux 3.11): the output's unnamed temporary file */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "gz.h"
#include "io.h"

/* 1 if input `in` ("-": the file open as standard input) is the file st */
static int
is_input(const struct stat *st, const char *in)
{
	struct stat si;

	if (strcmp(in, "-") == 0 ? fstat(STDIN_FILENO, &si) != 0 :
	    stat(in, &si) != 0)
		return 0;
	return st->st_dev == si.st_dev && st->st_ino == si.st_ino;
}

/* the output path, the file st, is one of the inputs (NULL-terminated,
   may be NULL): -1 with the usage error of an input overwritten, as one
   input named twice is; else 0 */
static int
an_input(const struct stat *st, const char *path, const char *const *inputs,
    ak_err *e)
{
	for (size_t i = 0; inputs != NULL && inputs[i] != NULL; i++)
		if (is_input(st, inputs[i]))
			return ak_erru(e, "%s: output would overwrite an input%s",
			    path, strcmp(inputs[i], "-") == 0 ?
			    " (standard input)" : "");
	return 0;
}

/* 1 if st is a file an output can overwrite, or a FIFO (reading and
   writing one pipe: a hang); not a device: a terminal or /dev/null may
   be an input and the output at once */
static int
can_clash(const struct stat *st)
{
	return S_ISREG(st->st_mode) || S_ISFIFO(st->st_mode);
}

/* standard output, the output, open on one of the inputs (`tool IN >
   IN`, `>> IN`, `1<> IN`: its start overwritten or itself appended to):
   -1 with the usage error, as -o /dev/stdout on it; else 0 */
static int
stdout_an_input(const char *const *inputs, ak_err *e)
{
	struct stat st;

	if (fstat(STDOUT_FILENO, &st) != 0 || !can_clash(&st))
		return 0;
	for (size_t i = 0; inputs != NULL && inputs[i] != NULL; i++)
		if (is_input(&st, inputs[i]))
			return ak_erru(e, "<stdout>: output would overwrite an "
			    "input (standard output is open on %s%s: redirect "
			    "it to another file, or give -o FILE)",
			    strcmp(inputs[i], "-") == 0 ? "the file of "
			    "standard input" : inputs[i], S_ISFIFO(st.st_mode) ?
			    ", a pipe" : "");
	return 0;
}

/*
 * The signal guard: the temporary files of the outputs open now, so that
 * SIGINT, SIGTERM, SIGHUP (and the other signals whose default is to end
 * the process quietly or with a core) remove them before the process dies
 * of the signal.  The handler only reads these slots, calls unlink(2) and
 * raise(3) (async-signal-safe, POSIX 2.4.3); a slot is filled before it is
 * marked live and marked dead before its path is freed.  A signal ignored
 * when the guard is installed (nohup, a background job of a script) stays
 * ignored.  A child made by fork(2) (attn-bench's measuring process)
 * inherits the handler but not the files: guard_pid keeps it from removing
 * its parent's temporary.
 */
#define GUARD_SLOTS 16
static const char *volatile guard_path[GUARD_SLOTS];
static volatile sig_atomic_t guard_live[GUARD_SLOTS];
static volatile pid_t guard_pid;
static const int guard_sigs[] = { SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM,
	SIGXCPU, SIGXFSZ };
#define NGUARD (sizeof guard_sigs / sizeof guard_sigs[0])

static void
guard_handler(int sig)
{
	if (getpid() == guard_pid)
		for (int i = 0; i < GUARD_SLOTS; i++)
			if (guard_live[i])
				unlink(guard_path[i]);
	signal(sig, SIG_DFL);
	raise(sig);	/* delivered when the handler returns: the process
			   ends as the signal's default says (status 128+sig) */
}

/* at exit(3): an output neither committed nor aborted (a tool died of an
   error after opening it) is removed too */
static void
guard_atexit(void)
{
	ak_out_cleanup();
}

void
ak_out_cleanup(void)
{
	if (getpid() == guard_pid)
		for (int i = 0; i < GUARD_SLOTS; i++)
			if (guard_live[i]) {
				unlink(guard_path[i]);
				guard_live[i] = 0;
			}
}

static void
guard_install(void)
{
	static int installed;
	struct sigaction sa, old;

	guard_pid = getpid();
	if (installed)
		return;
	installed = 1;
	atexit(guard_atexit);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = guard_handler;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < NGUARD; i++)
		sigaddset(&sa.sa_mask, guard_sigs[i]);
	for (size_t i = 0; i < NGUARD; i++)
		if (sigaction(guard_sigs[i], NULL, &old) == 0 &&
		    old.sa_handler == SIG_DFL)
			sigaction(guard_sigs[i], &sa, NULL);
}

static void
guard_block(sigset_t *old)
{
	sigset_t set;

	sigemptyset(&set);
	for (size_t i = 0; i < NGUARD; i++)
		sigaddset(&set, guard_sigs[i]);
	sigprocmask(SIG_BLOCK, &set, old);
}

/* slot + 1 of a live path, 0 when all slots are taken (not guarded) */
static int
guard_add(const char *path)
{
	for (int i = 0; i < GUARD_SLOTS; i++)
		if (!guard_live[i]) {
			guard_path[i] = path;
			guard_live[i] = 1;
			return i + 1;
		}
	return 0;
}

static void
guard_drop(int slot)
{
	if (slot > 0)
		guard_live[slot - 1] = 0;
}

/*
 * A new temporary file "PATH.XXXXXX", created with mode 0666 so that the
 * umask (or a default ACL) applies as it does to any new file — mkstemp(3)
 * would make it 0600.  O_EXCL: an existing name is never reused.  The name
 * is in the guard's slot (live) before open(2) creates the file: the other
 * threads of the process (OpenBLAS's) do not block the guard's signals, so
 * a signal may be handled there at any moment; once the file can be seen,
 * the handler removes it.  While a name is being rewritten for another try
 * the slot is not live, so the handler never reads half a name.  With
 * from, the name is made a link to that file (an O_TMPFILE's
 * /proc/self/fd/N) instead: 0 when made.
 */
static int
create_tmp(char *tmp, size_t len, int *slot, const char *from)
{
	static const char cs[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789";
	static uint64_t counter;
	struct timespec ts;
	uint64_t v;

	clock_gettime(CLOCK_REALTIME, &ts);
	v = (uint64_t)ts.tv_nsec ^ ((uint64_t)ts.tv_sec << 30) ^
	    ((uint64_t)getpid() << 16) ^ ++counter;
	*slot = 0;
	for (int tries = 0; tries < 10000; tries++) {
		uint64_t x = v;
		if (*slot)
			guard_live[*slot - 1] = 0;
		for (size_t i = len - 6; i < len; i++) {
			tmp[i] = cs[x % 62];
			x /= 62;
		}
		if (*slot)
			guard_live[*slot - 1] = 1;
		else
			*slot = guard_add(tmp);
		/* from: the name is given to that file (linkat: EEXIST
		   when taken, as O_EXCL) */
		int fd = from != NULL ? linkat(AT_FDCWD, from, AT_FDCWD, tmp,
		    AT_SYMLINK_FOLLOW) : open(tmp, O_WRONLY | O_CREAT | O_EXCL |
		    O_CLOEXEC, 0666);
		if (fd >= 0)
			return fd;
		if (errno != EEXIST)
			break;
		v = v * 6364136223846793005ULL + 1442695040888963407ULL;
	}
	int saved = errno;
	guard_drop(*slot);
	*slot = 0;
	errno = saved == EEXIST || saved == 0 ? EEXIST : saved;
	return -1;
}

/*
 * The file a path names once its symbolic links are followed, as open(2)
 * follows them (a dangling link: the file open would create): -o through
 * a link writes the link's target, as sort -o does, and the temporary
 * file goes beside the target (rename(2) over the link would replace the
 * link itself).  malloc'd, or NULL with e set.
 */
/* 1 if dir, resolved (realpath), is a descriptor directory of this
   process: /proc/PID/fd or /proc/PID/task/TID/fd of its PID (the names
   /dev/fd, /proc/self/fd, /proc/thread-self/fd, /proc/self/task/TID/fd,
   spelt with "//", "." or ".." or through links, end there) */
static int
own_fd_dir(const char *dir)
{
	char self[40], *real = realpath(dir, NULL);
	size_t n = (size_t)snprintf(self, sizeof self, "/proc/%ld/",
	    (long)getpid()), t;
	int own = 0;

	if (real != NULL && strncmp(real, self, n) == 0) {
		const char *r = real + n;
		if (strncmp(r, "task/", 5) == 0 && (t = strspn(r + 5,
		    "0123456789")) > 0 && r[5 + t] == '/')
			r += 5 + t + 1;
		own = strcmp(r, "fd") == 0;
	}
	free(real);
	return own;
}

/* the descriptor a name of one names in this process: /dev/stdout 1,
   /dev/stderr 2, /dev/fd/N, /proc/self/fd/N, /proc/PID/fd/N of this
   process's PID, /proc/thread-self/fd/N and /proc/self/task/TID/fd/N (a
   thread's table is the process's), any name of those directories
   (own_fd_dir): N; else -1 */
static int
descriptor_name(const char *p)
{
	char self[40];
	const char *d = NULL, *slash = strrchr(p, '/');
	size_t n;

	if (strcmp(p, "/dev/stdout") == 0)
		return 1;
	if (strcmp(p, "/dev/stderr") == 0)
		return 2;
	snprintf(self, sizeof self, "/proc/%ld/fd/", (long)getpid());
	if (strncmp(p, "/dev/fd/", 8) == 0)
		d = p + 8;
	else if (strncmp(p, "/proc/self/fd/", 14) == 0)
		d = p + 14;
	else if (strncmp(p, self, strlen(self)) == 0)
		d = p + strlen(self);
	else if (slash != NULL && slash != p) {
		char *dir = strndup(p, (size_t)(slash - p));
		if (dir != NULL && own_fd_dir(dir))
			d = slash + 1;
		free(dir);
	}
	if (d == NULL || (n = strspn(d, "0123456789")) == 0 || n > 6 ||
	    d[n] != '\0')
		return -1;
	return atoi(d);
}

/* with fd: a name of a descriptor met on the way (descriptor_name) ends
   the walk, *fd its number (else -1) */
static char *
follow_links(const char *path, int *fd, ak_err *e)
{
	char *p = ak_strdup(path, e);

	if (fd != NULL)
		*fd = -1;
	for (int hops = 0; p != NULL; hops++) {
		struct stat st;
		if (fd != NULL && (*fd = descriptor_name(p)) >= 0)
			return p;
		if (lstat(p, &st) != 0 || !S_ISLNK(st.st_mode))
			return p;
		size_t cap = st.st_size > 0 ? (size_t)st.st_size + 1 : PATH_MAX;
		char *l = hops < 40 ? malloc(cap) : NULL;
		ssize_t n = l != NULL ? readlink(p, l, cap) : -1;
		if (n < 0 || (size_t)n >= cap) {
			ak_errf(e, "%s: %s", path, strerror(hops >= 40 ? ELOOP :
			    l == NULL ? ENOMEM : n < 0 ? errno : ENAMETOOLONG));
			free(l);
			free(p);
			return NULL;
		}
		l[n] = '\0';
		if (strncmp(p, "/proc/", 6) == 0 && n > 10 && strcmp(l + n -
		    10, " (deleted)") == 0 && lstat(l, &st) != 0) {
			/* another process's descriptor on a file no longer
			   in a directory: its link's text names none */
			ak_errf(e, "%s: a descriptor on a deleted file (%s): "
			    "its output would be a new file of that name; give "
			    "a file's name", path, l);
			free(l);
			free(p);
			return NULL;
		}
		const char *slash = strrchr(p, '/');
		size_t dl = l[0] == '/' || slash == NULL ? 0 :
		    (size_t)(slash - p) + 1;
		char *q = malloc(dl + (size_t)n + 1);
		if (q != NULL) {
			memcpy(q, p, dl);
			memcpy(q + dl, l, (size_t)n + 1);
		} else
			ak_errf(e, "%s: %s", path, strerror(ENOMEM));
		free(l);
		free(p);
		p = q;
	}
	return NULL;
}

/*
 * An unnamed temporary file (O_TMPFILE) in the directory of target, to
 * be given its name by linkat(2) through /proc/self/fd at commit: a
 * process killed by SIGKILL (which no handler sees) leaves nothing.  -1
 * where the kernel, the filesystem or /proc has none of it: the caller
 * then makes a named temporary file as before.
 */
static int
open_unnamed(const char *target)
{
#ifdef O_TMPFILE
	const char *slash = strrchr(target, '/');
	char *dir = slash == NULL ? strdup(".") : slash == target ?
	    strdup("/") : strndup(target, (size_t)(slash - target));
	char fdp[64];
	int fd;

	if (dir == NULL)
		return -1;
	fd = open(dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
	free(dir);
	if (fd < 0)
		return -1;
	snprintf(fdp, sizeof fdp, "/proc/self/fd/%d", fd);
	if (access(fdp, F_OK) != 0) {	/* no /proc: no name to link */
		close(fd);
		return -1;
	}
	return fd;
#else
	(void)target;
	return -1;
#endif
}

/* a path that ends in ".gz" is written gzip'd: o->fp becomes the
 * compressing stream over the file's (o->raw); 0 or -1 */
static int
gz_wrap(ak_out *o, const char *path, ak_err *e)
{
	FILE *fp;

	if (!ak_gz_name(path))
		return 0;
	if ((fp = ak_gz_open_write(o->fp, path, e)) == NULL)
		return -1;
	o->raw = o->fp;
	o->fp = fp;
	return 0;
}

/* the gzip stream closed (its member finished into o->raw), o->fp the
 * file's own again; 0 or -1 (a write error, errno kept) */
static int
gz_finish(ak_out *o)
{
	int rc = 0;

	if (o->raw == NULL)
		return 0;
	errno = 0;
	if (fclose(o->fp) != 0)
		rc = -1;
	o->fp = o->raw;
	o->raw = NULL;
	return rc;
}

static unsigned std_held;	/* ak_out_std_held's: a bit a descriptor */
static const char *const std_name[] = { "input", "output", "error" };
void
ak_out_std_held(int fd)
{
	if (fd >= 0 && fd <= STDERR_FILENO)
		std_held |= 1u << fd;
}

/*
 * A descriptor of this process by name (/dev/stdout, /dev/fd/N, a link to
 * one), open for writing: o writes on it where it is, as the shell writes
 * > /dev/fd/N and as the Slurm driver writes it (a file it is open on
 * keeps what it holds: >> log appends): 0.  Not such a name: 1.  A
 * descriptor not open, open only for reading, or open for reading and
 * writing on a regular file without O_APPEND (N<>FILE: the output over
 * its start, its old tail left), 0 to 2 closed at start: -1 with e set.
 */
static int
open_descriptor(ak_out *o, const char *path, const char *const *inputs,
    ak_err *e)
{
	int dfd;
	char *dp = follow_links(path, &dfd, e);
	struct stat st;

	if (dp == NULL)
		return -1;
	free(dp);
	if (dfd < 0)
		return 1;
	if (dfd <= STDERR_FILENO && (std_held >> dfd & 1))
		return ak_erru(e, "%s: standard %s is closed (Bad file descriptor)"
		    ": give a file's name", path, std_name[dfd]);
	/* an input's descriptor (-o /dev/stdin while a pipe is read): a
	   usage error, as naming the file is */
	if (fstat(dfd, &st) == 0 && can_clash(&st) && an_input(&st, path,
	    inputs, e) != 0)
		return -1;
	int fl = fcntl(dfd, F_GETFL);
	if (fl == -1 || (fl & O_ACCMODE) == O_RDONLY)
		/* as the shell's > /dev/fd/N: the file it reads is not
		   replaced */
		return ak_errf(e, "%s: %s", path, fl == -1 ? strerror(EBADF) :
		    "the descriptor is open only for reading");
	if ((fl & O_ACCMODE) == O_RDWR && !(fl & O_APPEND) && fstat(dfd,
	    &st) == 0 && S_ISREG(st.st_mode))
		/* N<>FILE: written over the file's start, its old tail
		   left after the output (a corrupt file) */
		return ak_errf(e, "%s: the descriptor is open for reading and "
		    "writing (<>) on a file: the output would be written over "
		    "its start and its old tail kept; open it with > (>> to "
		    "append), or give the file's name", path);
	int d2 = dfd == STDOUT_FILENO ? -1 : fcntl(dfd, F_DUPFD_CLOEXEC,
	    STDERR_FILENO + 1);
	if ((o->name = ak_strdup(path, e)) == NULL)
		return -1;
	o->fp = dfd == STDOUT_FILENO ? stdout : d2 >= 0 ? fdopen(d2, "w") :
	    NULL;
	if (o->fp == NULL) {
		ak_errf(e, "%s: %s", path, strerror(errno));
		if (d2 >= 0)
			close(d2);
		free(o->name);
		o->name = NULL;
		return -1;
	}
	return gz_wrap(o, path, e);	/* committed like stdout */
}

int
ak_out_open(ak_out *o, const char *path, const char *const *inputs, ak_err *e)
{
	int fd;
	size_t n;
	sigset_t oldmask;

	memset(o, 0, sizeof(*o));
	if (path == NULL || strcmp(path, "-") == 0) {
		if (stdout_an_input(inputs, e) != 0)
			return -1;
		o->fp = stdout;
		return 0;
	}
	struct stat st;
	int exists = stat(path, &st) == 0;
	if (exists && can_clash(&st) && an_input(&st, path, inputs, e) != 0)
		return -1;
	if ((fd = open_descriptor(o, path, inputs, e)) != 1)
		return fd;	/* a descriptor's name (0), or an error */
	if (exists && !S_ISREG(st.st_mode)) {
		/* a device or FIFO (/dev/null, a pipe): no rename over it */
		if ((o->name = ak_strdup(path, e)) == NULL)
			return -1;
		if ((o->fp = fopen(path, "w")) == NULL) {
			ak_errf(e, "%s: %s", path, strerror(errno));
			free(o->name);
			o->name = NULL;
			return -1;
		}
		return gz_wrap(o, path, e);	/* path stays NULL:
						   committed like stdout */
	}
	if ((o->path = follow_links(path, NULL, e)) == NULL)
		return -1;
	if ((o->name = ak_strdup(path, e)) == NULL)
		goto fail;
	n = strlen(o->path) + 8;
	if ((o->tmp = ak_alloc_n(n, 1, e)) == NULL)
		goto fail;
	snprintf(o->tmp, n, "%s.XXXXXX", o->path);
	/* created with the guard's signals held back in this thread */
	guard_install();
	guard_block(&oldmask);
	if ((fd = open_unnamed(o->path)) >= 0)
		o->unnamed = 1;
	else
		fd = create_tmp(o->tmp, n - 1, &o->slot, NULL);
	sigprocmask(SIG_SETMASK, &oldmask, NULL);
	if (fd < 0) {
		ak_errf(e, "%s: %s", path, strerror(errno));
		goto fail;
	}
	if (fd <= STDERR_FILENO) {
		/* standard output (or input, error) was closed: the file
		   must not take its place, or a stray printf would land in
		   it */
		int fd2 = fcntl(fd, F_DUPFD_CLOEXEC, STDERR_FILENO + 1);
		if (fd2 < 0) {
			ak_errf(e, "%s: %s", path, strerror(errno));
			close(fd);
			goto fail_unlink;
		}
		close(fd);
		fd = fd2;
	}
	if (exists) {
		/* the file replaced keeps its mode (and group, if we may), as
		   with cp(1) or sort -o; a new file has 0666 & ~umask */
		if (fchown(fd, (uid_t)-1, st.st_gid) != 0) {
			/* not in that group: the mode still applies */
		}
		fchmod(fd, st.st_mode & 0777);
	}
	if ((o->fp = fdopen(fd, "w")) == NULL) {
		ak_errf(e, "%s: %s", path, strerror(errno));
		close(fd);
		goto fail_unlink;
	}
	if (gz_wrap(o, path, e) != 0) {
		fclose(o->fp);
		goto fail_unlink;
	}
	return 0;
fail_unlink:
	if (!o->unnamed)
		unlink(o->tmp);
	guard_drop(o->slot);
fail:
	free(o->path);
	free(o->name);
	free(o->tmp);
	memset(o, 0, sizeof(*o));
	return -1;
}

/*
 * The unnamed temporary file of o (open as fd) given the name o->path:
 * linkat(2) straight to it when no file has that name (a name taken
 * meanwhile: EEXIST, and the next way); else linkat to a new temporary
 * name beside it ("PATH.XXXXXX", guarded as create_tmp's) and rename(2)
 * over the old file, which is replaced at once, as before.  0, or -1 with
 * errno.
 */
static int
name_unnamed(ak_out *o, int fd)
{
	char fdp[64];
	sigset_t oldmask;
	int rc;

	snprintf(fdp, sizeof fdp, "/proc/self/fd/%d", fd);
	if (linkat(AT_FDCWD, fdp, AT_FDCWD, o->path, AT_SYMLINK_FOLLOW) == 0)
		return 0;
	if (errno != EEXIST)
		return -1;
	guard_block(&oldmask);
	rc = create_tmp(o->tmp, strlen(o->tmp), &o->slot, fdp);
	sigprocmask(SIG_SETMASK, &oldmask, NULL);
	if (rc < 0)
		return -1;
	if (rename(o->tmp, o->path) != 0) {
		int en = errno;
		unlink(o->tmp);
		errno = en;
		return -1;
	}
	return 0;
}

/* the write error of fp, flushed now: 0, or the errno of the failed
   flush, or (an earlier write failed: ferror) the errno left by it, or
   -1 when none is left */
static int
flush_error(FILE *fp)
{
	int before = errno;

	errno = 0;
	if (fflush(fp) != 0)
		return errno ? errno : before ? before : -1;
	return ferror(fp) ? (before ? before : -1) : 0;
}

int
ak_out_commit(ak_out *o, ak_err *e)
{
	int rc = 0, en;

	if (o->fp == NULL)
		return 0;
	if (gz_finish(o) != 0) {
		en = errno;
		rc = ak_errf(e, "%s: %s", ak_out_name(o), en ?
		    strerror(en) : "write error");
		ak_out_abort(o);
		return rc;
	}
	if (o->path == NULL) {	/* stdout or a device: no rename */
		const char *name = o->name ? o->name : "<stdout>";
		if ((en = flush_error(o->fp)) != 0)
			rc = ak_errf(e, "%s: %s", name, en > 0 ?
			    strerror(en) : "write error");
		if (o->fp != stdout && fclose(o->fp) != 0 && rc == 0)
			rc = ak_errf(e, "%s: %s", name, strerror(errno));
		o->fp = NULL;
		free(o->name);
		o->name = NULL;
		return rc;
	}
	const char *name = o->name ? o->name : o->path;
	if ((en = flush_error(o->fp)) != 0)
		rc = ak_errf(e, "%s: %s", name, en > 0 ? strerror(en) :
		    "write error");
	else if (fsync(fileno(o->fp)) != 0)
		rc = ak_errf(e, "%s: %s", name, strerror(errno));
	/* the name made a directory, or a link to one, since the output
	   was opened: rename(2) would replace the link (a directory itself
	   it refuses): refused as one is at the start */
	struct stat ds;
	if (rc == 0 && stat(o->path, &ds) == 0 && S_ISDIR(ds.st_mode))
		rc = ak_errf(e, "%s: %s", name, strerror(EISDIR));
	/* an unnamed file is named while open: its descriptor is the name
	   linkat reads */
	if (rc == 0 && o->unnamed && name_unnamed(o, fileno(o->fp)) != 0)
		rc = ak_errf(e, "%s: %s", name, strerror(errno));
	if (fclose(o->fp) != 0 && rc == 0)
		rc = ak_errf(e, "%s: %s", name, strerror(errno));
	o->fp = NULL;
	if (rc == 0 && !o->unnamed && rename(o->tmp, o->path) != 0)
		rc = ak_errf(e, "%s: %s", name, strerror(errno));
	if (rc != 0 && !o->unnamed)
		unlink(o->tmp);
	/* dropped only now: a signal that came between the rename and here
	   unlinks a name that no longer exists */
	guard_drop(o->slot);
	free(o->path);
	free(o->tmp);
	free(o->name);
	o->path = o->tmp = o->name = NULL;
	o->slot = 0;
	o->unnamed = 0;
	return rc;
}

void
ak_out_abort(ak_out *o)
{
	gz_finish(o);
	if (o->fp != NULL && o->path != NULL) {
		fclose(o->fp);	/* an unnamed file goes with it */
		if (!o->unnamed)
			unlink(o->tmp);
	} else if (o->fp != NULL && o->fp != stdout) {
		fclose(o->fp);
	}
	guard_drop(o->slot);
	free(o->name);
	free(o->path);
	free(o->tmp);
	memset(o, 0, sizeof(*o));
}

/*
 * Where output path would be written, as ak_out_open writes it: its
 * symbolic links followed (follow_links), then the real path of its
 * directory (realpath(3): "sub/..", "./" and links among the directories
 * resolved) joined to its last name.  malloc'd; NULL when the directory
 * cannot be resolved (it does not exist: ak_out_open will say so) or no
 * memory.
 */
static char *
output_where(const char *path)
{
	ak_err e;
	char *p = follow_links(path, NULL, &e), *dir, *real, *w = NULL;
	const char *slash, *base;

	if (p == NULL)
		return NULL;
	slash = strrchr(p, '/');
	base = slash != NULL ? slash + 1 : p;
	dir = slash == NULL ? strdup(".") : slash == p ? strdup("/") :
	    strndup(p, (size_t)(slash - p));
	real = dir != NULL && *base != '\0' ? realpath(dir, NULL) : NULL;
	if (real != NULL && (w = malloc(strlen(real) + strlen(base) + 2)) !=
	    NULL)
		sprintf(w, "%s%s%s", real, strcmp(real, "/") == 0 ? "" : "/",
		    base);
	free(real);
	free(dir);
	free(p);
	return w;
}

/* 1 if the file st is the one open as standard output, a device
 * such as a terminal or /dev/null excepted (two outputs on one terminal
 * are both seen, on /dev/null both dropped, as asked) */
static int
is_stdout_file(const struct stat *st)
{
	struct stat so;

	return !S_ISCHR(st->st_mode) && fstat(STDOUT_FILENO, &so) == 0 &&
	    so.st_dev == st->st_dev && so.st_ino == st->st_ino;
}

int
ak_same_output(const char *a, const char *b)
{
	int sa = a == NULL || strcmp(a, "-") == 0, sb = b == NULL ||
	    strcmp(b, "-") == 0, same = 0;
	struct stat st_a, st_b;
	int ea, eb;

	if (sa && sb)
		return 1;
	ea = !sa && stat(a, &st_a) == 0;
	eb = !sb && stat(b, &st_b) == 0;
	if (sa || sb)	/* standard output, and a path to its file */
		return sa ? eb && is_stdout_file(&st_b) : ea &&
		    is_stdout_file(&st_a);
	if (ea && eb && !S_ISCHR(st_a.st_mode))	/* a hard link, a link */
		same = st_a.st_dev == st_b.st_dev && st_a.st_ino == st_b.st_ino;
	if (!same && !(ea && S_ISCHR(st_a.st_mode))) {
		/* a file not there yet: where each would be named */
		char *wa = output_where(a), *wb = output_where(b);
		same = wa != NULL && wb != NULL && strcmp(wa, wb) == 0;
		if (wa == NULL || wb == NULL)
			same = strcmp(a, b) == 0;
		free(wa);
		free(wb);
	}
	return same;
}

char *
ak_header_again_hint(char *buf, size_t n, long hline, int ours)
{
	snprintf(buf, n, "tail -n +%ld on the others%s", hline + 1, ours &&
	    hline == 2 ? ": line 1 is attnkit's provenance line, line 2 the "
	    "header" : "");
	return buf;
}
