/*
 * addrnet-int.h — the addressing net's internals (addrnet.h), shared by
 * its two rooms: addrnet.c (the net: forward, backward, training,
 * interventions, evaluation) and addrnet-file.c (the model file, written
 * and read).  Not for other modules.
 */
#ifndef AK_ADDRNET_INT_H
#define AK_ADDRNET_INT_H

#include <stddef.h>

#include "addrnet.h"
#include "util.h"

/*
 * ak_addr_cfg_bad: the first setting of c that is wrong, as an index into
 * the model file's settings (nkeys, nvals, dim, head, pos, maxdist: 0..5)
 * with a message in e, or -1 when c is valid: so that a model file's error
 * names the line of that setting.
 */
int ak_addr_cfg_bad(const ak_addr_cfg *c, ak_err *e);

/* ak_addr_ndist: D, the relative distances of pos=rel (c->maxdist), else 0 */
size_t ak_addr_ndist(const ak_addr_cfg *c);

/*
 * ak_addr_model_alloc: m zeroed, c checked (ak_addr_cfg_check) and kept
 * (maxdist 0 unless pos=rel), the ak_addr_nparams(c) parameters allocated
 * (uninitialised) and viewed by m->p.  Returns 0, or -1 with e set (a bad
 * setting, out of memory).
 */
int ak_addr_model_alloc(ak_addr_model *m, const ak_addr_cfg *c, ak_err *e);

#endif
