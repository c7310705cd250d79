/*
 * spool.h — output held back until the input is known to be good (issue
 * 28 item 2: "nothing is written to standard output before an input error
 * is known").  A tool that writes as it reads (sms-vocab -t, attn-train
 * --predict, ppmi-svd --from-counts --count) writes to a spool: an output
 * file given with -o is written under a temporary name already (io.h
 * ak_out, removed on error) and is its own spool; standard output, and a
 * device, get a temporary file (ak_tmpfile: $TMPDIR, else /tmp) whose
 * bytes are copied to them once the input has been read to its end.  The
 * cost: the output's size on the temporary file system, and one copy.
 */
#ifndef AK_SPOOL_H
#define AK_SPOOL_H

#include <stdio.h>

#include "io.h"
#include "util.h"

/*
 * ak_spool_open: the stream to write o's output to: o->fp when o is a
 * regular file (o->path set: committed only when complete), else a new
 * temporary file.  NULL with
 * "<stdout>: a temporary file in DIR: ..." in e when it cannot be made.
 */
FILE *ak_spool_open(const ak_out *o, ak_err *e);

/*
 * ak_spool_flush: the input was good: copy the spool sp to o->fp and close
 * it (nothing to do when sp is o->fp).  ak_out_commit follows as before.
 * Errors: a read error of the temporary file ("<stdout>: the temporary
 * file in DIR: read error"), a write error of o->fp with its cause, at
 * once ("<stdout>: No space left on device": a later flush of a stream in
 * error may no longer know it).  Returns 0 or -1.
 * ak_spool_drop: an error: close the spool unwritten (nothing when sp is
 * o->fp or NULL).  No errors.
 */
int ak_spool_flush(const ak_out *o, FILE *sp, ak_err *e);
void ak_spool_drop(const ak_out *o, FILE *sp);

#endif
