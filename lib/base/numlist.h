/*
 * numlist.h — comma-separated lists of whole numbers in options
 * ("--dk 4,8,16", "--buckets 9,25"), pairs of numbers ("--dilution
 * 2,0") and WORD=VALUE arguments ("--boost call=2"), parsed one way for
 * every tool.
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

/*
 * ak_parse_long_or: s as a whole number in [min, max] (ak_parse_long
 * rules) or one of the words (a NULL-terminated list; matched as written,
 * or ignoring ASCII case when icase): the index k of words[k] matched, or
 * -1 with the number in *out; else -2 with one usage error (AK_ERR_USAGE)
 * naming what and every form: "--head: 'x' is not a whole number, A, B or
 * mean" (s cut at 40 bytes), a number out of range "--head: '0' is out of
 * range 1..4096".  The one message of an option that takes "N or WORD".
 */
int ak_parse_long_or(const char *s, long min, long max, const char *what,
    const char *const *words, int icase, long *out, ak_err *e);
/* ak_parse_double_or: the same for a finite number in [min, max]
 * (ak_parse_double rules): "--proj-scale: 'x' is not a finite number or
 * auto"; a number's own error when s reads as one ('inf', out of
 * range). */
int ak_parse_double_or(const char *s, double min, double max,
    const char *what, const char *const *words, int icase, double *out,
    ak_err *e);

/*
 * ak_parse_double_pair: s as two numbers "A,B", each in [min, max]
 * (ak_parse_double rules), into *a and *b.  Returns 0, or -1 (kind
 * AK_ERR_USAGE) naming what: "--dilution: want S,C (form)" without the
 * comma (form: how the option's help names the two), else the number's
 * error.
 */
int ak_parse_double_pair(const char *s, double min, double max,
    const char *what, const char *form, double *a, double *b, ak_err *e);

/*
 * ak_parse_word_value: s split at its last '=' into a word and a value,
 * both not empty: *key a malloc'd copy of s cut at the '=' (the caller
 * frees it), *val the rest of that copy.  Returns 0, or -1 with "WHAT:
 * 's' is not WORD=VALUE" (AK_ERR_USAGE) or out of memory
 * (AK_ERR_RESOURCE).
 */
int ak_parse_word_value(const char *s, const char *what, const char **key,
    const char **val, ak_err *e);

/*
 * ak_parse_word_pair: s as "WORD=OTHER", two words either of which may
 * hold '=' itself (GloVe's Twitter vectors hold '=)', '=='): each '=' is
 * tried as the separator, and a reading counts when known(ctx, w) is
 * true of both its words (the embeddings' rows).  One reading: that
 * split; none: the last '=' (the caller's look-up names the word it
 * misses).  *key a malloc'd copy of s cut there (the caller frees it),
 * *other the rest of that copy.  Returns 0, or -1 (AK_ERR_USAGE) with
 * "WHAT: 's' is not WORD=OTHER" or, two readings or more, "WHAT: 'a=b=c'
 * reads two ways, each two words of the embeddings: 'a' and 'b=c', or
 * 'a=b' and 'c' (a word holding '=' cannot be told from the separator)";
 * or out of memory (AK_ERR_RESOURCE).
 */
int ak_parse_word_pair(const char *s, const char *what,
    int (*known)(void *ctx, const char *w), void *ctx, const char **key,
    const char **other, ak_err *e);

#endif
