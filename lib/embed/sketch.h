/*
 * sketch.h — the files the ranks of a distributed SVD exchange through a
 * directory every node sees (spemb.h, ak_emb_dist; attnkit(5), "Sketch
 * files"): a 64-byte header, then rows × cols values of elem bytes,
 * row-major, little-endian as the machine writes them.
 *
 *   offset  0  magic "AKSKETC1"
 *           8  kind   (u32: what the values are, AK_SKETCH_*)
 *          12  round  (u32: the exchange, 1, 2, ...)
 *          16  from   (u32: the rank that wrote it)
 *          20  elem   (u32: 1, 4 (float) or 8 (double) bytes a value)
 *          24  rows   (u64)
 *          32  cols   (u64)
 *          40  check  (u64: ak_sketch_check of the values)
 *          48  (u64, 0)
 *          56  hcheck (u64: ak_sketch_check of bytes 0..55)
 *
 * A file is written under a temporary name and renamed, so that a reader on another node sees all of it or nothing; a reader
 * takes a file only when every field is the one it waits for, its size
 * is the header's and both checks hold.
 */
#ifndef AK_SKETCH_H
#define AK_SKETCH_H

#include <stddef.h>
#include <stdint.h>

#include "util.h"

#define AK_SKETCH_MAGIC "AKSKETC1"
#define AK_SKETCH_HDR 64

/* what a file holds (kind) */
enum {
	AK_SKETCH_HELLO = 1,	/* a rank's hello: text (elem 1, 1 row;
				   spemb-hello.c) */
	AK_SKETCH_SUMS,		/* a rank's row sums, then column sums
				   (doubles, 1 column), then the cells it
				   read and their digest (two u64) */
	AK_SKETCH_MARGINS,	/* the coordinator's row sums, n_c^α, and
				   their total (V + T + 1 doubles) */
	AK_SKETCH_EMPTY,	/* a rank's rows: 1 where its PPMI row is
				   empty (elem 1, 1 column) */
	AK_SKETCH_AX,		/* the coordinator's X: A X wanted (floats) */
	AK_SKETCH_ATY,		/* its Y: Aᵀ Y wanted (floats) */
	AK_SKETCH_ATYD,		/* its Y: Aᵀ Y wanted in doubles */
	AK_SKETCH_ROWS,		/* a rank's rows of a product */
	AK_SKETCH_END,		/* the coordinator is done (no values) */
	AK_SKETCH_KINDS
};

typedef struct ak_sketch_hdr {
	uint32_t kind, round, from, elem;
	uint64_t rows, cols;
} ak_sketch_hdr;

/* ak_sketch_check: a 64-bit check of n bytes (multiply-xorshift over
 * 8-byte words, the tail padded with zeros); a changed byte changes it
 * but by a chance of 2⁻⁶⁴.  No errors. */
uint64_t ak_sketch_check(const void *p, size_t n);

/*
 * ak_sketch_write: the file dir/name with header h and its h->rows ×
 * h->cols × h->elem bytes at data, written as dir/.name.tmp.PID and
 * renamed over dir/name.  0 or -1 ("PATH: strerror"; the temporary file
 * removed).
 */
int ak_sketch_write(const char *dir, const char *name, const ak_sketch_hdr *h,
    const void *data, ak_err *e);

/*
 * ak_sketch_parse: the n bytes at buf (a whole file, named name in
 * messages) as a sketch file: its header into h, its values at
 * buf + AK_SKETCH_HDR.  want (NULL: any) is what the caller waits for:
 * its kind (0: any), round, from, elem (0: the kind's), rows and cols
 * (UINT64_MAX: any).  Errors, each "NAME: ...": not a sketch file (the
 * magic), its header damaged (hcheck), a kind, elem or size out of range,
 * another round, rank, kind or shape than wanted ("of round 5, not 3"),
 * cut or longer than its header says, its values damaged (check).
 * Returns 0 or -1.
 */
int ak_sketch_parse(ak_sketch_hdr *h, const unsigned char *buf, size_t n,
    const ak_sketch_hdr *want, const char *name, ak_err *e);

/*
 * ak_sketch_read: the file at path read whole (at most max bytes of
 * values: past it, "PATH: N bytes, more than a sketch of this run"),
 * then ak_sketch_parse.  *buf: the bytes (free), values at
 * *buf + AK_SKETCH_HDR.  0 or -1.
 */
int ak_sketch_read(ak_sketch_hdr *h, unsigned char **buf, const char *path,
    const ak_sketch_hdr *want, size_t max, ak_err *e);

/*
 * ak_sketch_wait: wait until the file at path exists (a poll: stat,
 * every 1 ms at first, doubling to 50 ms), or the file at stop does (NULL:
 * none), or timeout seconds have passed (0: no limit; a peer that died
 * with nobody to write stop would otherwise be waited for forever, as
 * torch.distributed's and NCCL's collectives time out).  Returns 0 when
 * path exists, 1 when stop does first, 2 at the timeout.
 */
int ak_sketch_wait(const char *path, const char *stop, double timeout);

#endif
