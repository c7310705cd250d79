/*
 * test_mem — lib/base/mem: sizes parsed by hand-checked values and their
 * errors; the memory a run may plan on, capped by the user's budget.
 */
#include <sys/resource.h>

#include "mem.h"
#include "t.h"

int
main(void)
{
	ak_err e;
	size_t v = 7, M = (size_t)1 << 20, G = (size_t)1 << 30;

	T_OK(ak_parse_size("512M", 1, (size_t)1 << 50, "-M", &v, &e) == 0 &&
	    v == 512 * M, "512M = 536870912");
	T_OK(ak_parse_size("2g", 1, (size_t)1 << 50, "-M", &v, &e) == 0 &&
	    v == 2 * G, "2g = 2^31 (either case)");
	T_OK(ak_parse_size("64k", 1, (size_t)1 << 50, "-M", &v, &e) == 0 &&
	    v == 65536, "64k = 65536");
	T_OK(ak_parse_size("1048576", 1, (size_t)1 << 50, "-M", &v, &e) == 0 &&
	    v == M, "plain bytes");
	v = 7;
	T_OK(ak_parse_size("1.5G", 1, (size_t)1 << 50, "-M", &v, &e) != 0 &&
	    strcmp(e.msg, "-M: '1.5G' is not a size (e.g. 512M, 2G)") == 0 &&
	    v == 7, "1.5G refused, *bytes untouched");
	T_OK(ak_parse_size("G", 1, (size_t)1 << 50, "-M", &v, &e) != 0,
	    "a unit alone is not a size");
	T_OK(ak_parse_size("", 1, (size_t)1 << 50, "-M", &v, &e) != 0,
	    "empty is not a size");
	T_OK(ak_parse_size("-1M", 1, (size_t)1 << 50, "-M", &v, &e) != 0,
	    "a sign is not a size");
	T_OK(ak_parse_size("100K", M, (size_t)1 << 50, "--memory", &v, &e) != 0 &&
	    strcmp(e.msg, "--memory: '100K' is less than 1M") == 0,
	    "below the minimum, named in its unit");
	T_OK(ak_parse_size("2000000G", M, (size_t)1 << 50, "-M", &v, &e) != 0 &&
	    strcmp(e.msg, "-M: '2000000G' is more than 1048576G") == 0,
	    "above 2^50");
	T_OK(ak_parse_size("99999999999999999999", 1, (size_t)1 << 50, "-M",
	    &v, &e) != 0, "20 digits: no wrap-around");
	T_OK(ak_parse_size("18446744073709551615", 1, (size_t)1 << 50, "-M",
	    &v, &e) != 0, "2^64 - 1 bytes: refused, not wrapped");

	double ram = ak_mem_bytes();
	T_OK(ram > 0, "the machine's memory is known");
	ak_mem_set_budget(400.0 * M);
	T_NEAR(ak_mem_bytes(), 400.0 * M, 0, "a budget below it caps it");
	ak_mem_set_budget(ram * 4);
	T_NEAR(ak_mem_bytes(), ram, 0, "a budget above it does not raise it");
	ak_mem_set_budget(0);
	T_NEAR(ak_mem_bytes(), ram, 0, "budget 0 removes the cap");
	return t_done();
}
