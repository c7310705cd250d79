/*
 * sketch.c — the files of a distributed SVD's ranks (sketch.h).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "sketch.h"

uint64_t
ak_sketch_check(const void *p, size_t n)
{
	const unsigned char *b = p;
	uint64_t h = 0x243F6A8885A308D3ULL ^ n, w;
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		memcpy(&w, b + i, 8);
		h = (h ^ w) * 0x9E3779B97F4A7C15ULL;
		h ^= h >> 29;
	}
	if (i < n) {
		w = 0;
		memcpy(&w, b + i, n - i);
		h = (h ^ w) * 0x9E3779B97F4A7C15ULL;
		h ^= h >> 29;
	}
	return h * 0xC2B2AE3D27D4EB4FULL ^ h >> 31;
}

/* the header's 64 bytes of h and the values' check */
static void
hdr_put(unsigned char *b, const ak_sketch_hdr *h, uint64_t check)
{
	uint64_t zero = 0, hc;

	memcpy(b, AK_SKETCH_MAGIC, 8);
	memcpy(b + 8, &h->kind, 4);
	memcpy(b + 12, &h->round, 4);
	memcpy(b + 16, &h->from, 4);
	memcpy(b + 20, &h->elem, 4);
	memcpy(b + 24, &h->rows, 8);
	memcpy(b + 32, &h->cols, 8);
	memcpy(b + 40, &check, 8);
	memcpy(b + 48, &zero, 8);
	hc = ak_sketch_check(b, 56);
	memcpy(b + 56, &hc, 8);
}

int
ak_sketch_write(const char *dir, const char *name, const ak_sketch_hdr *h,
    const void *data, ak_err *e)
{
	size_t n = (size_t)(h->rows * h->cols * h->elem);
	size_t plen = strlen(dir) + strlen(name) + 48;
	unsigned char b[AK_SKETCH_HDR];
	char *path = malloc(plen), *tmp = malloc(plen);
	FILE *fp = NULL;
	int rc = -1;

	if (path == NULL || tmp == NULL) {
		free(path);
		free(tmp);
		return ak_errf(e, "out of memory");
	}
	/* a name of its own, then rename(2) over the file's: a reader on
	 * any node sees the whole file or none (and a file that was there,
	 * whatever it was, is replaced) */
	snprintf(path, plen, "%s/%s", dir, name);
	snprintf(tmp, plen, "%s/.%s.tmp.%ld", dir, name, (long)getpid());
	hdr_put(b, h, ak_sketch_check(data, n));
	errno = 0;
	if ((fp = fopen(tmp, "wb")) == NULL ||
	    fwrite(b, 1, sizeof b, fp) != sizeof b ||
	    (n > 0 && fwrite(data, 1, n, fp) != n) || fflush(fp) != 0)
		ak_errf(e, "%s: %s", tmp, strerror(errno ? errno : EIO));
	else if (fclose(fp) != 0 && (fp = NULL, 1))
		ak_errf(e, "%s: %s", tmp, strerror(errno ? errno : EIO));
	else if ((fp = NULL, rename(tmp, path)) != 0)
		ak_errf(e, "%s: %s", path, strerror(errno));
	else
		rc = 0;
	if (fp != NULL)
		fclose(fp);
	if (rc != 0)
		unlink(tmp);
	free(path);
	free(tmp);
	return rc;
}

/* the bytes of one value of a kind (0: any of 1, 4, 8) */
static uint32_t
kind_elem(uint32_t kind)
{
	switch (kind) {
	case AK_SKETCH_HELLO: case AK_SKETCH_EMPTY: return 1;
	case AK_SKETCH_SUMS: case AK_SKETCH_MARGINS: case AK_SKETCH_ATYD:
		return 8;
	case AK_SKETCH_AX: case AK_SKETCH_ATY: return 4;
	default: return 0;	/* ROWS: a product's, END: none */
	}
}

/* a field against what is wanted: 0, or -1 with "NAME: its WHAT N, not M" */
static int
field(uint64_t got, uint64_t want, uint64_t any, const char *what,
    const char *name, ak_err *e)
{
	if (want == any || got == want)
		return 0;
	return ak_errf(e, "%s: a sketch file of %s %llu, not %llu (a file of "
	    "another step or run in the directory?)", name, what,
	    (unsigned long long)got, (unsigned long long)want);
}

int
ak_sketch_parse(ak_sketch_hdr *h, const unsigned char *buf, size_t n,
    const ak_sketch_hdr *want, const char *name, ak_err *e)
{
	uint64_t check, hc, pad;

	if (n < AK_SKETCH_HDR || memcmp(buf, AK_SKETCH_MAGIC, 8) != 0)
		return ak_errf(e, "%s: not a sketch file (no %s header)", name,
		    AK_SKETCH_MAGIC);
	memcpy(&h->kind, buf + 8, 4);
	memcpy(&h->round, buf + 12, 4);
	memcpy(&h->from, buf + 16, 4);
	memcpy(&h->elem, buf + 20, 4);
	memcpy(&h->rows, buf + 24, 8);
	memcpy(&h->cols, buf + 32, 8);
	memcpy(&check, buf + 40, 8);
	memcpy(&pad, buf + 48, 8);
	memcpy(&hc, buf + 56, 8);
	if (hc != ak_sketch_check(buf, 56) || pad != 0)
		return ak_errf(e, "%s: its header is damaged (its check "
		    "differs)", name);
	uint32_t ke = kind_elem(h->kind);
	if (h->kind < 1 || h->kind >= AK_SKETCH_KINDS ||
	    (h->elem != 1 && h->elem != 4 && h->elem != 8) ||
	    (ke != 0 && h->elem != ke))
		return ak_errf(e, "%s: kind %u with %u-byte values: not a "
		    "sketch file of this version", name, h->kind, h->elem);
	if (want != NULL && (field(h->kind, want->kind, 0, "kind", name,
	    e) != 0 || field(h->round, want->round, UINT32_MAX, "round",
	    name, e) != 0 || field(h->from, want->from, UINT32_MAX, "rank",
	    name, e) != 0 || field(h->elem, want->elem, 0, "value size",
	    name, e) != 0 || field(h->rows, want->rows, UINT64_MAX, "rows",
	    name, e) != 0 || field(h->cols, want->cols, UINT64_MAX,
	    "columns", name, e) != 0))
		return -1;
	/* rows × cols × elem bytes, without overflow */
	uint64_t body = n - AK_SKETCH_HDR;
	if ((h->cols != 0 && h->rows > body / h->cols) ||
	    h->rows * h->cols > body / h->elem ||
	    h->rows * h->cols * h->elem != body)
		return ak_errf(e, "%s: %llu bytes of values, not the %llu × "
		    "%llu × %u its header says (cut, or written twice?)", name,
		    (unsigned long long)body, (unsigned long long)h->rows,
		    (unsigned long long)h->cols, h->elem);
	if (ak_sketch_check(buf + AK_SKETCH_HDR, (size_t)body) != check)
		return ak_errf(e, "%s: its values are damaged (their check "
		    "differs from the header's)", name);
	return 0;
}

int
ak_sketch_read(ak_sketch_hdr *h, unsigned char **buf, const char *path,
    const ak_sketch_hdr *want, size_t max, ak_err *e)
{
	struct stat st;
	size_t n = 0, got;
	int fd;

	*buf = NULL;
	if ((fd = open(path, O_RDONLY)) < 0)
		return ak_errf(e, "%s: %s", path, strerror(errno));
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return ak_errf(e, "%s: not a regular file", path);
	}
	if ((uint64_t)st.st_size > (uint64_t)max + AK_SKETCH_HDR) {
		close(fd);
		return ak_errf(e, "%s: %llu bytes, more than a sketch file of "
		    "this run", path, (unsigned long long)st.st_size);
	}
	n = (size_t)st.st_size;
	/* 64-byte aligned, as the header is 64 bytes: the values are too
	 * (the products' vector loads) */
	void *p = NULL;
	if (posix_memalign(&p, 64, n ? n : 1) != 0)
		p = NULL;
	if ((*buf = p) == NULL) {
		close(fd);
		return ak_errf(e, "out of memory (%zu bytes of %s)", n, path);
	}
	for (got = 0; got < n;) {
		ssize_t r = read(fd, *buf + got, n - got);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		got += (size_t)r;
	}
	close(fd);
	if (got != n) {
		free(*buf);
		*buf = NULL;
		return ak_errf(e, "%s: %s", path, got < n ? "shorter than its "
		    "size (changed while read?)" : strerror(errno));
	}
	if (ak_sketch_parse(h, *buf, n, want, path, e) != 0) {
		free(*buf);
		*buf = NULL;
		return -1;
	}
	return 0;
}

int
ak_sketch_wait(const char *path, const char *stop, double timeout)
{
	struct stat st;
	struct timespec t0;
	long ns = 1000000;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (;;) {
		if (stat(path, &st) == 0)
			return 0;
		if (stop != NULL && stat(stop, &st) == 0)
			return stat(path, &st) == 0 ? 0 : 1;
		if (timeout > 0) {
			struct timespec now;

			clock_gettime(CLOCK_MONOTONIC, &now);
			if ((double)(now.tv_sec - t0.tv_sec) + (double)(now.tv_nsec
			    - t0.tv_nsec) * 1e-9 >= timeout)
				return stat(path, &st) == 0 ? 0 : 2;
		}
		struct timespec t = { 0, ns };
		nanosleep(&t, NULL);
		if (ns < 50000000)
			ns *= 2;
	}
}
