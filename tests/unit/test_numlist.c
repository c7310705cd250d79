/* Unit tests of lib/base/numlist: comma-separated option lists. */
#include <stdlib.h>
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

	/* a pair A,B and WORD=VALUE (split at the last '=') */
	double a, b;
	const char *k, *val;
	T_OK(ak_parse_double_pair("2,-0.5", -10, 10, "--dilution", "S,C",
	    &a, &b, &e) == 0 && a == 2 && b == -0.5, "2,-0.5: 2 and -0.5");
	T_OK(ak_parse_double_pair("2", -10, 10, "--dilution", "S,C", &a, &b,
	    &e) == -1 && strcmp(e.msg, "--dilution: want S,C") == 0 &&
	    ak_err_status(&e) == 2, "no comma: want S,C, a usage error");
	T_OK(ak_parse_double_pair("2,11", -10, 10, "--dilution", "S,C", &a, &b,
	    &e) == -1 && ak_err_status(&e) == 2, "11 out of range: usage");
	T_OK(ak_parse_word_value("a=b=3", "--boost", &k, &val, &e) == 0 &&
	    strcmp(k, "a=b") == 0 && strcmp(val, "3") == 0,
	    "a=b=3: the word a=b, the value 3");
	free((char *)k);
	T_OK(ak_parse_word_value("call=", "--boost", &k, &val, &e) == -1 &&
	    strcmp(e.msg, "--boost: 'call=' is not WORD=VALUE") == 0 &&
	    ak_err_status(&e) == 2, "call=: no value, a usage error");
	T_OK(ak_parse_word_value("=2", "--boost", &k, &val, &e) == -1,
	    "=2: no word");
	return t_done();
}
