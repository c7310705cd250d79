/* Unit tests of lib/base/numlist: comma-separated option lists. */
#include <string.h>

#include "numlist.h"
#include "t.h"

int
main(void)
{
	long v[4];
	size_t n = 99;
	ak_err e;

	T_OK(ak_parse_long_list("4,8,16", 1, 100, "--dk", v, 4, &n, &e) == 0 &&
	    n == 3 && v[0] == 4 && v[1] == 8 && v[2] == 16, "three values");
	T_OK(ak_parse_long_list("0", 0, 5, "--shifts", v, 4, &n, &e) == 0 &&
	    n == 1 && v[0] == 0, "one value, the minimum");
	T_OK(ak_parse_long_list("4,,8", 1, 100, "--dk", v, 4, &n, &e) == -1 &&
	    strstr(e.msg, "--dk: empty element in '4,,8'") != NULL,
	    "empty element in the middle");
	T_OK(ak_parse_long_list("4,", 1, 100, "--dk", v, 4, &n, &e) == -1,
	    "trailing comma");
	T_OK(ak_parse_long_list(",4", 1, 100, "--dk", v, 4, &n, &e) == -1,
	    "leading comma");
	T_OK(ak_parse_long_list("", 1, 100, "--dk", v, 4, &n, &e) == -1 &&
	    strstr(e.msg, "empty element") != NULL, "empty list");
	T_OK(ak_parse_long_list("1,2,3,4,5", 1, 100, "--dk", v, 4, &n, &e) ==
	    -1 && strstr(e.msg, "more than 4 values") != NULL, "too many");
	T_OK(ak_parse_long_list("1,2,3,4", 1, 100, "--dk", v, 4, &n, &e) == 0 &&
	    n == 4, "exactly maxn");
	T_OK(ak_parse_long_list("4,0", 1, 100, "--dk", v, 4, &n, &e) == -1 &&
	    strstr(e.msg, "'0' is out of range 1..100") != NULL,
	    "out of range names the element");
	T_OK(ak_parse_long_list("4,x", 1, 100, "--dk", v, 4, &n, &e) == -1 &&
	    strstr(e.msg, "'x' is not a whole number") != NULL, "not a number");
	return t_done();
}
