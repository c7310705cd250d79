/*
 * spemb-hello.c — the first exchange of a distributed SVD's ranks
 * (spemb.h, ak_emb_dist_hello): each rank's hello file says what decides
 * the embeddings as it was given them, and every rank compares its own
 * with the coordinator's before any count is read, so that ranks started
 * with another option or other count files stop, naming it, instead of
 * mixing their sketches.  And the directory's files of an earlier run are
 * refused, not taken as this run's.
 *
 * The hello's values (sketch.h, kind AK_SKETCH_HELLO): lines of UTF-8
 * text, "KEY VALUE", the first "node NAME", a TAB and "pid PID" (for the
 * messages and to tell a rank started twice, not compared), then "--svd-rank ?/P", the caller's lines (ak_emb_dist_in.run) and
 * "counts N" with a line "count I SIZE TAIL" a count file (its size and
 * the hash of its last 256 bytes: its end line, or end record, whose
 * check sums every cell; "count I - -" for a pipe); a TAB ends the
 * compared part of a line, and a note follows (a file's name, as a shell
 * word).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "counts.h"
#include "sketch.h"
#include "spemb.h"

/* a growing text */
typedef struct text {
	char *s;
	size_t n, cap;
	int bad;
} text;

static void
put(void *ctx, const char *b, size_t n)
{
	text *t = ctx;

	if (t->bad)
		return;
	if (t->n + n + 1 > t->cap) {
		size_t cap = (t->n + n + 1) * 2;
		char *s = realloc(t->s, cap);

		if (s == NULL) {
			t->bad = 1;
			return;
		}
		t->s = s;
		t->cap = cap;
	}
	memcpy(t->s + t->n, b, n);
	t->n += n;
	t->s[t->n] = '\0';
}

static void
puts_(text *t, const char *s)
{
	put(t, s, strlen(s));
}

/* file path's identity: its size and the hash of its last 256 bytes, or
 * "- -" when it is not a regular file; 0 or -1 ("PATH: strerror") */
static int
file_id(text *t, size_t i, const char *path, ak_err *e)
{
	unsigned char buf[256];
	struct stat st;
	char line[96];
	int fd;

	if (strcmp(path, "-") == 0 || (stat(path, &st) == 0 &&
	    !S_ISREG(st.st_mode))) {
		snprintf(line, sizeof line, "count %zu - -\t", i + 1);
	} else {
		if ((fd = open(path, O_RDONLY)) < 0 || fstat(fd, &st) != 0) {
			int err = errno;
			if (fd >= 0)
				close(fd);
			return ak_errf(e, "%s: %s", path, strerror(err));
		}
		size_t n = st.st_size < (off_t)sizeof buf ? (size_t)st.st_size :
		    sizeof buf;
		ssize_t r = pread(fd, buf, n, st.st_size - (off_t)n);
		close(fd);
		if (r != (ssize_t)n)
			return ak_errf(e, "%s: %s", path, r < 0 ? strerror(errno) :
			    "shorter than its size (changed while read?)");
		snprintf(line, sizeof line, "count %zu %llu %016llx\t", i + 1,
		    (unsigned long long)st.st_size, (unsigned long long)
		    ak_counts_line_hash((const char *)buf, n));
	}
	puts_(t, line);
	ak_shell_word(path, put, t);
	puts_(t, "\n");
	return 0;
}

/* the files an earlier run leaves that this rank cannot find at its start
 * in a directory of its own run: a coordinator's round file, a rank's of a
 * round past the first (both come only after every rank said hello), the
 * coordinator's abort; for a rank past 0, the ranks' ended (it is one of
 * them).  Regular files only: a run writes no other kind.  Its own hello
 * is refused when written (link, EEXIST). */
static int
stale(const ak_emb_dist_in *in, ak_err *e)
{
	DIR *d = opendir(in->dir);
	struct dirent *de;
	char first[256] = "";
	size_t n = 0;

	if (d == NULL)
		return ak_errf(e, "%s: %s (--svd-dir)", in->dir, strerror(errno));
	while ((de = readdir(d)) != NULL) {
		const char *s = de->d_name;
		unsigned k, p;
		char c, x;
		int old = strcmp(s, "abort") == 0 || (in->rank > 0 &&
		    strcmp(s, "ended") == 0);

		struct stat st;

		if (sscanf(s, "r%u.%c%c", &k, &c, &x) == 2 && c == 'c')
			old = 1;
		else if (sscanf(s, "r%u.%u%c", &k, &p, &x) == 2 && k >= 2)
			old = 1;
		/* a run leaves regular files only (each written whole and
		   renamed): a FIFO of the name is no earlier run's (check-dist
		   holds a rank with one) */
		if (old && (fstatat(dirfd(d), s, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
		    !S_ISREG(st.st_mode)))
			old = 0;
		if (old && n++ == 0)
			snprintf(first, sizeof first, "%s", s);
	}
	closedir(d);
	if (n == 0)
		return 0;
	return ak_errf(e, "%s/%s%s: a file of an earlier run%s: --svd-dir "
	    "must be empty when the ranks start; empty it or give a new one",
	    in->dir, first, n > 1 ? " and others" : "", strcmp(first,
	    "abort") == 0 ? " (or this run's coordinator stopped: its message "
	    "says why)" : "");
}

/* DIR/hello.RANK there already: 1 when it is that of a process alive now
 * on this node (the pid of its node line; kill(2) of signal 0 finds it,
 * or is refused it: another user's), a rank started twice, said in e;
 * else 0, its node and pid (0: none) in node and *pid */
static int
twice(const ak_emb_dist_in *in, char *node, size_t cap, long *pid, ak_err *e)
{
	ak_sketch_hdr h, want = { AK_SKETCH_HELLO, 0, (uint32_t)in->rank, 1,
	    1, UINT64_MAX };
	char path[4200];
	unsigned char *b;
	ak_err ignored;

	*pid = 0;
	snprintf(node, cap, "unknown");
	snprintf(path, sizeof path, "%s/hello.%zu", in->dir, in->rank);
	if (ak_sketch_read(&h, &b, path, &want, 1 << 20, &ignored) != 0)
		return 0;
	/* its first line, "node NAME\tpid PID", as a string */
	char line[600], *tab;
	const char *s = (const char *)b + AK_SKETCH_HDR, *end = memchr(s, '\n',
	    h.cols);
	size_t n = end != NULL ? (size_t)(end - s) : h.cols;
	snprintf(line, sizeof line, "%.*s", (int)(n < sizeof line ? n :
	    sizeof line - 1), s);
	free(b);
	if (strncmp(line, "node ", 5) == 0 && (tab = strchr(line, '\t')) !=
	    NULL && sscanf(tab, "\tpid %ld", pid) == 1) {
		size_t k = (size_t)(tab - line) - 5;
		k = k < cap ? k : cap - 1;
		memcpy(node, line + 5, k);
		node[k] = '\0';
	}
	if (*pid <= 0 || *pid == (long)getpid() || strcmp(node, in->node) !=
	    0 || (kill((pid_t)*pid, 0) != 0 && errno != EPERM))
		return 0;
	return ak_errf(e, "%s: rank %zu started twice: its hello is that of "
	    "pid %ld on this node (%s), running now with this --svd-dir; give "
	    "each rank its own --svd-rank I/P, I of 0 to P-1", path, in->rank,
	    *pid, node);
}

/* write hello.rank (text t) as a new file: link(2) of a temporary one,
 * which fails when one is there (a rank started twice, an earlier run) */
static int
say_hello(const ak_emb_dist_in *in, const text *t, ak_err *e)
{
	ak_sketch_hdr h = { AK_SKETCH_HELLO, 0, (uint32_t)in->rank, 1, 1,
	    t->n };
	char name[64], tmp[4200], path[4200];

	snprintf(name, sizeof name, ".hello.%zu.%ld", in->rank,
	    (long)getpid());
	snprintf(tmp, sizeof tmp, "%s/%s", in->dir, name);
	snprintf(path, sizeof path, "%s/hello.%zu", in->dir, in->rank);
	if (ak_sketch_write(in->dir, name, &h, t->s, e) != 0)
		return -1;
	if (link(tmp, path) != 0) {
		int err = errno;
		struct stat st;

		if (err == EEXIST) {
			char node[256];
			long pid;

			unlink(tmp);
			if (twice(in, node, sizeof node, &pid, e) != 0)
				return -1;
			if (pid > 0 && strcmp(node, in->node) != 0)
				return ak_errf(e, "%s: there already: rank %zu "
				    "started twice (that hello is pid %ld's on "
				    "node %s), or a file of an earlier run "
				    "(--svd-dir must be empty when the ranks "
				    "start; empty it or give a new one)", path,
				    in->rank, pid, node);
			return ak_errf(e, "%s: there already: a file of an "
			    "earlier run%s (--svd-dir must be empty when the "
			    "ranks start; empty it or give a new one)", path,
			    pid > 0 ? " (its rank has ended)" : "");
		}
		/* a filesystem without hard links: its rename, after a look */
		if (stat(path, &st) == 0) {
			unlink(tmp);
			return ak_errf(e, "%s: there already: rank %zu started "
			    "twice, or a file of an earlier run (--svd-dir must "
			    "be empty when the ranks start)", path, in->rank);
		}
		if (rename(tmp, path) != 0) {
			err = errno;
			unlink(tmp);
			return ak_errf(e, "%s: %s", path, strerror(err));
		}
		return 0;
	}
	unlink(tmp);
	return 0;
}

/* the line of s that starts with key (a whole word), its length in *n */
static const char *
line_of(const char *s, const char *key, size_t *n)
{
	size_t k = strlen(key);

	for (const char *p = s; *p != '\0';) {
		size_t len = strcspn(p, "\n");

		if (len > k && strncmp(p, key, k) == 0 && p[k] == ' ') {
			*n = len;
			return p;
		}
		p += len + (p[len] == '\n');
	}
	*n = 0;
	return NULL;
}

/* a line's shown form: VALUE, and its note in parentheses */
static void
shown(char *buf, size_t cap, const char *l, size_t n)
{
	const char *v = memchr(l, ' ', n);
	size_t vn = v ? n - (size_t)(v + 1 - l) : 0, tab;

	if (v == NULL) {
		snprintf(buf, cap, "nothing");
		return;
	}
	v++;
	tab = strcspn(v, "\t\n");
	unsigned long long i, size, h;
	/* a count file: "I SIZE HASH", its name the note */
	if (strncmp(l, "count ", 6) == 0 && sscanf(v, "%llu %llu %llx", &i,
	    &size, &h) == 3 && tab < vn)
		snprintf(buf, cap, "%llu: %.*s (%llu bytes, its last ones "
		    "%016llx)", i, (int)(vn - tab - 1), v + tab + 1, size, h);
	else if (tab < vn)
		snprintf(buf, cap, "%.*s (%.*s)", (int)tab, v, (int)(vn - tab -
		    1), v + tab + 1);
	else
		snprintf(buf, cap, "%.*s", (int)vn, v);
}

/* the next line at *p (its length in *n), past the node's; NULL at the
 * end */
static const char *
next_line(const char **p, size_t *n)
{
	while (**p != '\0') {
		const char *l = *p;

		*n = strcspn(l, "\n");
		*p = l + *n + (l[*n] == '\n');
		if (strncmp(l, "node ", 5) != 0)
			return l;
	}
	return NULL;
}

int
ak_emb_hello_compare(const char *mine, const char *theirs, size_t me,
    size_t p, const char *dir, ak_err *e)
{
	const char *pa = mine, *pb = theirs, *a, *b;
	size_t an = 0, bn = 0, nn;
	char node[256] = "unknown";
	const char *nl = line_of(theirs, "node", &nn);

	if (nl != NULL)	/* up to its note (the pid) */
		snprintf(node, sizeof node, "%.*s", (int)strcspn(nl + 5,
		    "\t\n"), nl + 5);

	for (;;) {
		char key[64], va[600], vb[600];
		size_t kn, ca, cb;

		a = next_line(&pa, &an);
		b = next_line(&pb, &bn);
		if (a == NULL && b == NULL)
			return 0;
		ca = a ? strcspn(a, "\t\n") : 0;
		cb = b ? strcspn(b, "\t\n") : 0;
		if (a != NULL && b != NULL && ca == cb && memcmp(a, b, ca) == 0)
			continue;
		const char *l = a ? a : b;
		kn = strcspn(l, " \n");
		if (kn >= sizeof key)
			kn = sizeof key - 1;
		memcpy(key, l, kn);
		key[kn] = '\0';
		if (a != NULL)
			shown(va, sizeof va, a, an);
		else
			snprintf(va, sizeof va, "none");
		if (b != NULL && strncmp(b, key, kn) == 0 && b[kn] == ' ')
			shown(vb, sizeof vb, b, bn);
		else
			snprintf(vb, sizeof vb, "none (another version of "
			    "ppmi-svd?)");
		const char *why = strcmp(key, "path") == 0 ? ": --solver auto "
		    "chose by --memory on each node; give every rank --solver "
		    "sparse (or dense)" : strncmp(key, "count", 5) == 0 ?
		    ": every rank must read the same count files (the same "
		    "bytes on every node)" : ": every rank must be given the "
		    "same options";
		return ak_errf(e, "%s/hello.%zu: rank %zu (node %s) has %s%s "
		    "%s, rank %zu %s%s; no embeddings", dir, p, p, node, key,
		    strcmp(key, "count") == 0 ? " file" : "", vb, me, va, why);
	}
}

/* wait for rank p's hello (stop: the file that ends the wait), read it,
 * compare it with mine */
static int
check(const ak_emb_dist_in *in, const text *mine, size_t p, const char *stop,
    ak_err *e)
{
	char path[4200], stoppath[4200];
	ak_sketch_hdr h, want = { AK_SKETCH_HELLO, 0, (uint32_t)p, 1, 1,
	    UINT64_MAX };
	unsigned char *b;

	snprintf(path, sizeof path, "%s/hello.%zu", in->dir, p);
	snprintf(stoppath, sizeof stoppath, "%s/%s", in->dir, stop);
	int w = ak_sketch_wait(path, stoppath, in->timeout);
	const char *who = "the coordinator (rank 0)";
	if (w == 2)
		return p == 0 ? ak_errf(e, "SVD: no hello from %s in %g s "
		    "(--svd-timeout)", who, in->timeout) : ak_errf(e, "SVD: "
		    "rank %zu said no hello in %g s (--svd-timeout): no "
		    "embeddings", p, in->timeout);
	if (w == 1 && p == 0)
		return ak_errf(e, "SVD: %s stopped before its hello (its "
		    "message says why)", who);
	if (w == 1) {	/* ended's first line: how the ranks' step ended */
		char why[256] = "";
		int fd = open(stoppath, O_RDONLY);
		if (fd >= 0) {	/* at most sizeof why - 1 bytes of it */
			ssize_t n = read(fd, why, sizeof why - 1);
			why[n > 0 ? n : 0] = '\0';
			close(fd);
		}
		why[strcspn(why, "\n")] = '\0';
		/* an ended older than this rank's hello (one file server's
		   clock) may be an earlier run's, left in a reused dir */
		char mine[4200];
		struct stat se, sm;
		snprintf(mine, sizeof mine, "%s/hello.%zu", in->dir, in->rank);
		int old = stat(stoppath, &se) == 0 && stat(mine, &sm) == 0 &&
		    (se.st_mtim.tv_sec < sm.st_mtim.tv_sec ||
		    (se.st_mtim.tv_sec == sm.st_mtim.tv_sec &&
		    se.st_mtim.tv_nsec < sm.st_mtim.tv_nsec));
		return ak_errf(e, "SVD: rank %zu ended before its hello (the "
		    "ranks' step%s%s)%s%s%s: no embeddings", p, why[0] ? ": " :
		    " ended", why, old ? ", or " : "", old ? stoppath : "",
		    old ? " is an earlier run's, older than this rank's hello "
		    "(--svd-dir must be empty when the ranks start)" : "");
	}
	if (ak_sketch_read(&h, &b, path, &want, 1 << 20, e) != 0)
		return -1;
	char *s = malloc(h.cols + 1);
	if (s == NULL) {
		free(b);
		return ak_errf(e, "out of memory");
	}
	memcpy(s, b + AK_SKETCH_HDR, h.cols);
	s[h.cols] = '\0';
	free(b);
	int rc = strlen(s) != h.cols ? ak_errf(e, "%s: a NUL byte in a hello",
	    path) : ak_emb_hello_compare(mine->s, s, in->rank, p, in->dir, e);
	free(s);
	return rc;
}

int
ak_emb_dist_hello(const ak_emb_dist_in *in, ak_err *e)
{
	text t = { 0 };
	char line[64];
	int rc = -1;

	char node[256];
	long pid;

	/* a rank started twice, running now, is no earlier run */
	if (twice(in, node, sizeof node, &pid, e) != 0 || stale(in, e) != 0)
		return -1;
	puts_(&t, "node ");
	puts_(&t, in->node);
	snprintf(line, sizeof line, "\tpid %ld\n--svd-rank ?/%zu\n",
	    (long)getpid(), in->ranks);
	puts_(&t, line);
	puts_(&t, in->run ? in->run : "");
	snprintf(line, sizeof line, "counts %zu\n", in->n);
	puts_(&t, line);
	for (size_t i = 0; i < in->n; i++)
		if (file_id(&t, i, in->paths[i], e) != 0)
			goto out;
	if (t.bad) {
		ak_errf(e, "out of memory");
		goto out;
	}
	if (say_hello(in, &t, e) != 0)
		goto out;
	rc = 0;
	if (in->rank > 0)
		rc = check(in, &t, 0, "abort", e);
	for (size_t p = 1; in->rank == 0 && p < in->ranks && rc == 0; p++)
		rc = check(in, &t, p, "ended", e);
	if (rc != 0 && in->rank == 0) {	/* the others' waits end */
		char path[4200];
		snprintf(path, sizeof path, "%s/abort", in->dir);
		FILE *f = fopen(path, "w");
		if (f != NULL)
			fclose(f);
	}
out:
	free(t.s);
	return rc;
}
