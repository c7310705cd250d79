#include <stdlib.h>
#include <string.h>

#include "isa.h"

static const char *const names[AK_ISA_COUNT] = { "generic", "avx2",
    "avx512" };
static int forced = -1;		/* set once by the command, before threads */

const char *
ak_isa_name(ak_isa isa)
{
	return (unsigned)isa < AK_ISA_COUNT ? names[isa] : "?";
}

int
ak_isa_parse(const char *s, ak_isa *isa, ak_err *e)
{
	for (int i = 0; i < AK_ISA_COUNT; i++)
		if (strcmp(s, names[i]) == 0) {
			*isa = (ak_isa)i;
			return 0;
		}
	return ak_errf(e, "unknown ISA '%.64s' (avx512, avx2, generic)", s);
}

int
ak_isa_supported(ak_isa isa)
{
	switch (isa) {
	case AK_ISA_GENERIC:
		return 1;
#if defined(__x86_64__) && defined(__GNUC__)
	case AK_ISA_AVX2:
		__builtin_cpu_init();
		return __builtin_cpu_supports("avx2") &&
		    __builtin_cpu_supports("fma");
	case AK_ISA_AVX512:
		__builtin_cpu_init();
		return __builtin_cpu_supports("avx512f") &&
		    __builtin_cpu_supports("avx512bw") &&
		    __builtin_cpu_supports("avx512vl") &&
		    __builtin_cpu_supports("avx512dq") &&
		    __builtin_cpu_supports("fma");
#endif
	default:
		return 0;
	}
}

ak_isa
ak_isa_best(void)
{
	static int best = -1;	/* a benign race: every thread finds the same */

	if (best < 0)
		best = ak_isa_supported(AK_ISA_AVX512) ? AK_ISA_AVX512 :
		    ak_isa_supported(AK_ISA_AVX2) ? AK_ISA_AVX2 :
		    AK_ISA_GENERIC;
	return (ak_isa)best;
}

int
ak_isa_set(ak_isa isa, ak_err *e)
{
	if (!ak_isa_supported(isa))
		return ak_errf(e, "this CPU has no %s", ak_isa_name(isa));
	forced = (int)isa;
	return 0;
}

ak_isa
ak_isa_get(void)
{
	return forced >= 0 ? (ak_isa)forced : ak_isa_best();
}

int
ak_isa_forced(void)
{
	return forced >= 0;
}

int
ak_isa_avx(void)
{
	if (ak_isa_get() >= AK_ISA_AVX2)
		return 1;
#if defined(__x86_64__) && defined(__GNUC__)
	if (!ak_isa_forced()) {
		__builtin_cpu_init();
		return __builtin_cpu_supports("avx");
	}
#endif
	return 0;
}

int
ak_isa_pick(const char *name, const char *what, ak_err *e)
{
	ak_isa isa = AK_ISA_GENERIC;
	ak_err sub;

	if (ak_isa_parse(name, &isa, &sub) != 0)
		return ak_erru(e, "%s: %s", what, sub.msg);
	if (ak_isa_set(isa, &sub) != 0) {
		ak_errf(e, "%s: %s", what, sub.msg);
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	return 0;
}

int
ak_isa_from_env(ak_err *e)
{
	const char *s = getenv("ATTNKIT_ISA");

	if (s == NULL || *s == '\0')
		return 0;
	return ak_isa_pick(s, "ATTNKIT_ISA", e);
}
