/* numlist.c — comma-separated lists of whole numbers (see numlist.h). */
#include <string.h>

#include "numlist.h"

int
ak_parse_long_list(const char *s, long min, long max, const char *what,
    long *out, size_t maxn, size_t *n, ak_err *e)
{
	const char *p = s;
	char buf[64];
	ak_err pe;

	*n = 0;
	for (;;) {
		size_t len = strcspn(p, ",");
		if (len == 0)
			return ak_errf(e, "%s: empty element in '%.60s'", what,
			    s);
		if (*n == maxn)
			return ak_errf(e, "%s: more than %zu values", what,
			    maxn);
		if (len >= sizeof buf)
			return ak_errf(e, "%s: '%.20s...' is not a whole number",
			    what, p);
		memcpy(buf, p, len);
		buf[len] = '\0';
		if (ak_parse_long(buf, min, max, what, &out[*n], &pe) != 0)
			return ak_errf(e, "%s", pe.msg);
		(*n)++;
		if (p[len] == '\0')
			return 0;
		p += len + 1;
	}
}
