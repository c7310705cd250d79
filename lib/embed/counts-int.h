/*
 * counts-int.h — the internals of the count files (counts.h), shared by
 * counts.c (format, settings, writing), counts-merge.c (reading and
 * summing) and counts-csr.c (the count matrix).  Not for other modules.
 */
#ifndef AK_COUNTS_INT_H
#define AK_COUNTS_INT_H

#include "counts.h"
#include "tokid.h"

#define MAX_UNITS 9007199254740992.0	/* 2^53: exact in a double */

/* ak_counts_keep: a copy of s in *buf (room *cap, grown as needed); 0 or
 * -1 (memory) */
int ak_counts_keep(char **buf, size_t *cap, const char *s, ak_err *e);

/* the cells of count files with their ids (counts-csr.c): a row's word
 * comes with each of its cells, and is looked up once */
typedef struct ak_idcells {
	ak_cmerge *m;
	ak_tokid ids;
	char *lastw;		/* the last row's word, and its row */
	size_t lastcap;
	long wr;
	const char *vocabname, *ctxname;
	int has_ctx;
} ak_idcells;

int ak_idcells_next(ak_idcells *ic, long *r, long *k, uint64_t *u,
    const char **w, const char **c, ak_err *e);

/* ak_cmerge_digest: after the last cell, a digest of what was read: the
 * sum of every file's count lines' hashes (counts.h, AK_COUNTS_END) and
 * of their numbers, mixed */
uint64_t ak_cmerge_digest(const ak_cmerge *m);

/*
 * ak_cmerge_open_rows: ak_cmerge_open, giving only the cells whose row
 * word w has lo <= w < hi (ak_word_cmp; NULL: no bound).  Every line is
 * still read, counted and hashed (the end check, ak_cmerge_digest), but a
 * line outside the rows is not parsed or checked for sortedness: for a
 * second pass over files a first, whole merge has checked (the reducer
 * of a block, counts-block.c).  A file sorted as count files are passes
 * its rows' end once; after that line nothing of it is compared.
 */
int ak_cmerge_open_rows(ak_cmerge **m, char *const *paths, size_t n,
    uint64_t L, const char *want, const char *lo, const char *hi, ak_err *e);

#endif
