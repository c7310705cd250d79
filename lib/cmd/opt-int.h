/*
 * opt-int.h — the internals of module opt (lib/cmd/opt.h), shared by its
 * files: opt.c (the parser, --help), opt-table.c (the entries looked up,
 * named and written to), opt-rules.c (the rules).
 */
#ifndef AK_OPT_INT_H
#define AK_OPT_INT_H

#include <stddef.h>
#include <stdio.h>

#include "opt.h"

/* the number of entries of tab (up to its end entry) */
size_t ak_opt_count(const ak_opt *tab);
/* the entry an alias of entry i names (i itself when it is none) */
size_t ak_opt_primary(const ak_opt *tab, size_t i);
/* the entry named name (len bytes: a long name, or a short-only entry's
 * letter), or -1 */
long ak_opt_entry(const ak_opt *tab, const char *name, size_t len);
/* the field of entry o in p->dst */
void *ak_opt_field(const ak_optp *p, const ak_opt *o);
/* v into an int field, or an int64_t one (long, size_t, uint64_t) by
 * size; size 0 (AK_NOFIELD): nothing */
void ak_opt_put_int(void *f, size_t size, long long v);
/* the rules' lines of --help ("Rules:", then "  - TEXT" each) */
void ak_opt_rules_help(FILE *fp, const ak_optp *p);

#endif
