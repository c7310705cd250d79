/*
 * shown.h — a word as a message shows it: a word of the user's (typed,
 * or a token of a file) that holds a control character or a character
 * that prints as a blank or as nothing (a no-break space pasted from a
 * page, a line end of two token lines pasted by $(...), a zero-width
 * space) is shown with it escaped, so that a message is one line and
 * 'free<U+00A0>call' does not read as the two words 'free call'.
 */
#ifndef AK_SHOWN_H
#define AK_SHOWN_H

#include <stddef.h>

/*
 * ak_shown: w[0..wl) (valid UTF-8) into out (n bytes, NUL-terminated,
 * cut before a character or an escape that does not fit): a line end,
 * carriage return or TAB as \n, \r, \t; another control character (C0,
 * DEL, C1) and a character that prints blank or as nothing (Unicode's
 * spaces but U+0020, the zero-width ones, direction marks, U+2028/9, the
 * BOM, the soft hyphen) as <U+XXXX>; the rest as it is.  *first (when
 * first is not NULL and *first is 0) gets the first code point escaped.
 * Returns the bytes written.  No errors.
 */
size_t ak_shown(char *out, size_t n, const char *w, size_t wl,
    unsigned *first);

/* ak_shown_name: what code point c (one ak_shown escapes) is, for a
   message: "a no-break space", "a zero-width space", "a control
   character" ...  A static string.  No errors. */
const char *ak_shown_name(unsigned c);

#endif
