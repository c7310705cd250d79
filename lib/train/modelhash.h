/*
 * modelhash.h — the fingerprint of a model file's own rows (every file
 * attn-train saves: the pooling head's and the block's `param value`,
 * the addressing net's and block's `param i j value`).  A file records
 * the model's settings beside its parameters (seed and test_frac, which
 * draw the held-out split the report calls "test"; heads, residual, pe,
 * pool, which decide the forward pass but not every array's size): an
 * edited setting would load and answer for another split or another
 * model.  The writer folds every data row it prints into the fingerprint
 * as the reader will read it back (the name's bytes, each number's IEEE
 * bits, -0 as 0) and writes it last; the reader folds the rows it read
 * and refuses a file whose fingerprint differs (a row changed, added or
 * dropped).  Header and '#' comment lines are not in it (a provenance
 * line may be edited).  Files saved before it have none and load as
 * before.
 */
#ifndef AK_MODELHASH_H
#define AK_MODELHASH_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "util.h"

/* ak_mhash_start: the fingerprint of no rows (an FNV-1a start that is
   not FNV's offset basis: modelhash.c says why it stays). */
uint64_t ak_mhash_start(void);

/* ak_mhash_row: h with one data row folded in: its name (bytes up to the
   NUL) and its nv numbers v[0..nv) in order.  No errors. */
uint64_t ak_mhash_row(uint64_t h, const char *name, const double *v,
    size_t nv);

/* ak_mhash_end: the fingerprint's last step (its bits spread: splitmix64's
   finaliser), the value a file records. */
uint64_t ak_mhash_end(uint64_t h);

/*
 * ak_mhash_mismatch: the one error of a model file whose rows no longer
 * give the fingerprint it records (every file attn-train saves: the
 * pooling head's and the block's file_hash_hi/lo, the addressing
 * models' file_hash rows): "WHERE: the model file was changed after
 * attn-train saved it: its rows no longer give its fingerprint ROWS: a
 * model's settings are those it was trained with[ (WHY)]: for others
 * train again[ (HOW)], or give the file as saved" (why, how: NULL for
 * none).  Returns -1.
 */
int ak_mhash_mismatch(ak_err *e, const char *where, const char *rows,
    const char *why, const char *how);

/*
 * ak_mhash_print: printf(fmt, ...) to fp, whose text is whole lines of
 * the form NAME<TAB>NUMBER[<TAB>NUMBER ...]; each line folded into *h
 * (ak_mhash_row) with its numbers as the reader parses them
 * (ak_strtod_finite), so that a file written and read back has one
 * fingerprint.  At most 8 numbers a line.  No errors (the caller checks
 * ferror(fp)); a text of 1024 bytes or more (no writer's rows are) is
 * written and the fingerprint spoilt: the file is refused when read,
 * never loaded wrong.
 */
void ak_mhash_print(FILE *fp, uint64_t *h, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
