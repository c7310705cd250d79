#include <string.h>

#include "conv.h"
#include "typed.h"

int
ak_typed_utf8(const char *opt, const char *text, ak_err *e)
{
	const char *page, *what, *alt;
	size_t bad, n = strlen(text);

	if (ak_utf8_valid(text, n, &bad))
		return 0;
	int one = ak_conv_page(text, n, &page, &what, &alt);
	return ak_errf(e, "%s: invalid UTF-8 at byte %zu (%s%s%s? the words "
	    "are read as UTF-8: set the terminal to UTF-8, or convert them: "
	    "%s \"$(printf %%s 'WORDS' | iconv -f %s -t UTF-8)\"%s%s%s%s)",
	    opt, bad + 1, what, one ? ", " : "", one ? page : "", opt, one ?
	    page : "NAME", one ? "" : ", NAME the terminal's code page", alt ?
	    "; " : "", alt ? alt : "", alt ? " if its words come out wrong" :
	    "");
}
