/*
 * numlist.h — comma-separated lists of whole numbers in options
 * ("--dk 4,8,16", "--buckets 9,25"), parsed one way for every tool.
 */
#ifndef AK_NUMLIST_H
#define AK_NUMLIST_H

#include <stddef.h>

#include "util.h"

/*
 * ak_parse_long_list: parse s, decimal integers separated by single
 * commas, each in [min, max] (ak_parse_long rules), into out[0..*n-1],
 * at most maxn of them.  An empty list or an empty element ("", "4,",
 * ",4", "4,,8") is an error, as is a list longer than maxn.
 * Returns 0, or -1 with a message naming `what` and the bad element
 * ("--dk: '' is not a whole number in '4,,8'").
 */
int ak_parse_long_list(const char *s, long min, long max, const char *what,
    long *out, size_t maxn, size_t *n, ak_err *e);

#endif
