/*
 * typed.h — an argument typed on the command line, checked as the text
 * the tools read: UTF-8, or the code page the terminal that typed it is
 * set to named, with the conversion (conv.h ak_conv_page).
 */
#ifndef AK_TYPED_H
#define AK_TYPED_H

#include "util.h"

/*
 * ak_typed_utf8: text, an argument typed on the command line (words of
 * ppmi-svd's --nn, --similar, --most-similar, --odd-one-out, its --label;
 * attn-map's --text, --kv-text; sms-vocab's --label-map words,
 * --text-column, --label-column; opt the option that took it), checked as UTF-8, the only encoding the
 * tools read: 0, or -1 with "OPT: invalid UTF-8 at byte N (WHAT, PAGE?
 * the words are read as UTF-8: set the terminal to UTF-8, or convert
 * them: OPT "$(printf %s 'WORDS' | iconv -f PAGE -t UTF-8)"; ALT if its
 * words come out wrong)" in e, the code page a terminal of another
 * encoding typed it in named by conv.h ak_conv_page (NAME and "NAME the
 * terminal's code page" when the bytes name no one page).  The bytes themselves are not quoted: a message is
 * UTF-8.
 */
int ak_typed_utf8(const char *opt, const char *text, ak_err *e);

#endif
