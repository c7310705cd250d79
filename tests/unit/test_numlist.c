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

	/* a number or one of the words: the word's index, -1 for a
	   number, -2 with one message naming every form */
	static const char *const hw[] = { "A", "B", "mean", NULL };
	long l = 0;
	T_OK(ak_parse_long_or("mean", 1, 4096, "--head", hw, 0, &l, &e) == 2,
	    "a word: its index");
	T_OK(ak_parse_long_or("b", 1, 4096, "--head", hw, 1, &l, &e) == 1,
	    "icase: 'b' is B");
	T_OK(ak_parse_long_or("b", 1, 4096, "--head", hw, 0, &l, &e) == -2 &&
	    strcmp(e.msg, "--head: 'b' is not a whole number, A, B or mean") ==
	    0 && e.kind == AK_ERR_USAGE, "as written: 'b' refused, every form "
	    "named");
	T_OK(ak_parse_long_or("4096", 1, 4096, "--head", hw, 0, &l, &e) == -1 &&
	    l == 4096, "a number at the top of its range");
	T_OK(ak_parse_long_or("4097", 1, 4096, "--head", hw, 0, &l, &e) == -2 &&
	    strcmp(e.msg, "--head: '4097' is out of range 1..4096") == 0 &&
	    e.kind == AK_ERR_USAGE, "one past it: the range");
	T_OK(ak_parse_long_or("2x", 1, 4096, "--heads", hw + 2, 0, &l, &e) ==
	    -2 && strcmp(e.msg, "--heads: '2x' is not a whole number or mean")
	    == 0, "one word: 'or WORD'");
	T_OK(ak_parse_long_or("", 1, 4096, "--head", hw, 0, &l, &e) == -2 &&
	    strstr(e.msg, "'' is not a whole number, A, B or mean") != NULL,
	    "empty: the forms");

	static const char *const aw[] = { "auto", NULL };
	double c = 0;
	T_OK(ak_parse_double_or("auto", -1, 1, "--proj-scale", aw, 0, &c, &e)
	    == 0, "a double's word");
	T_OK(ak_parse_double_or("0.5", -1, 1, "--proj-scale", aw, 0, &c, &e)
	    == -1 && c == 0.5, "a double");
	T_OK(ak_parse_double_or("Auto", -1, 1, "--proj-scale", aw, 0, &c, &e)
	    == -2 && strcmp(e.msg, "--proj-scale: 'Auto' is not a finite "
	    "number or auto") == 0, "neither: the forms");
	T_OK(ak_parse_double_or("2", -1, 1, "--proj-scale", aw, 0, &c, &e) ==
	    -2 && strstr(e.msg, "'2' is out of range") != NULL &&
	    e.kind == AK_ERR_USAGE, "a double out of range: its range");

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
