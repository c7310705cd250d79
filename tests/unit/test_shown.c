/* Unit tests of lib/base/shown (a word as a message shows it) and
   lib/cmd/typed (a typed argument checked as UTF-8): worked by hand.
   ak_shown: a plain word as it is; each control character and each blank
   or invisible character escaped, the first one reported; the cut before
   an escape that does not fit.  ak_typed_utf8: UTF-8 passes, e untouched;
   cp1251, koi8-r and cp1252 bytes name their page and the iconv; bytes
   too short to tell name NAME; the bytes themselves never quoted. */
#include <stdio.h>
#include <string.h>

#include "shown.h"
#include "typed.h"
#include "t.h"

static void
test_shown(void)
{
	char out[64];
	unsigned first = 0;

	T_OK(ak_shown(out, sizeof out, "free", 4, &first) == 4 &&
	    strcmp(out, "free") == 0 && first == 0, "a plain word: as it is");
	T_OK(ak_shown(out, sizeof out, "\xd0\xbf\xd1\x80\xd0\xb8", 6,
	    &first) == 6 && strcmp(out, "при") == 0 && first == 0,
	    "Cyrillic letters: as they are");
	ak_shown(out, sizeof out, "a\nb\rc\td", 7, &first);
	T_STR(out, "a\\nb\\rc\\td", "line end, CR, TAB: \\n \\r \\t");
	T_OK(first == '\n', "the first escaped is the line end");
	first = 0;
	ak_shown(out, sizeof out, "free\xc2\xa0" "call", 10, &first);
	T_STR(out, "free<U+00A0>call", "a no-break space: <U+00A0>");
	T_OK(first == 0xA0, "  reported");
	T_STR(ak_shown_name(0xA0), "a no-break space", "  and named");
	first = 0;
	ak_shown(out, sizeof out, "a\xe2\x80\x8b" "b\xef\xbb\xbf", 8, &first);
	T_STR(out, "a<U+200B>b<U+FEFF>", "a zero-width space and the BOM");
	T_OK(first == 0x200B, "  the first one reported");
	first = 7;
	ak_shown(out, sizeof out, "\x7f", 1, &first);
	T_STR(out, "<U+007F>", "DEL escaped");
	T_OK(first == 7, "  *first set already: kept");
	/* the cut: "ab" and then an escape of 8 bytes in a buffer of 6 */
	T_OK(ak_shown(out, 6, "ab\xc2\xa0", 4, NULL) == 2 &&
	    strcmp(out, "ab") == 0, "an escape that does not fit: cut before "
	    "it");
	T_OK(ak_shown(out, 3, "\xd0\xbf\xd1\x80", 4, NULL) == 2 &&
	    strcmp(out, "п") == 0, "a character that does not fit: cut "
	    "before it");
}

static void
test_typed(void)
{
	ak_err e;

	e.msg[0] = '\0';
	T_OK(ak_typed_utf8("--text", "free call приз", &e) == 0 &&
	    e.msg[0] == '\0', "UTF-8: 0, nothing said");
	/* Привет, как дела in cp1251 */
	T_OK(ak_typed_utf8("--text", "\xcf\xf0\xe8\xe2\xe5\xf2, \xea\xe0\xea "
	    "\xe4\xe5\xeb\xe0", &e) == -1, "cp1251: refused");
	T_OK(strstr(e.msg, "--text: invalid UTF-8 at byte 1 (Cyrillic, "
	    "cp1251?") == e.msg && strstr(e.msg, "iconv -f cp1251 -t UTF-8")
	    != NULL, "  its page and iconv named");
	T_OK(strchr(e.msg, '\xcf') == NULL, "  the bytes not quoted");
	T_OK(ak_typed_utf8("--nn", "caf\xe9 cr\xe8me", &e) == -1 &&
	    strstr(e.msg, "--nn: invalid UTF-8 at byte 4 (a Windows file, "
	    "cp1252?") == e.msg, "cp1252: named, at its byte");
	T_OK(ak_typed_utf8("--text", "\xc4\xe0", &e) == -1 &&
	    strstr(e.msg, "iconv -f NAME -t UTF-8") != NULL,
	    "two bytes, too short to tell: NAME");
}

int
main(void)
{
	test_shown();
	test_typed();
	return t_done();
}
