#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#include <sys/syscall.h>
#include <unistd.h>
#define ISA_X86 1
#endif

#include "isa.h"

static const char *const names[AK_ISA_COUNT] = { "generic", "avx2",
    "avx512" };
static int forced = -1;		/* set once by the command, before threads */

const char *
ak_isa_name(ak_isa isa)
{
	return (unsigned)isa < AK_ISA_COUNT ? names[isa] : "?";
}

static const char *const mm_names[] = { "none", "avx512bf16", "amx" };
static int mm_forced = -1;	/* set with the ISA, by ak_isa_pick */
static char mm_whybuf[160];

const char *
ak_mm_name(ak_mm mm)
{
	return (unsigned)mm <= AK_MM_AMX ? mm_names[mm] : "?";
}

int
ak_isa_parse(const char *s, ak_isa *isa, ak_err *e)
{
	for (int i = 0; i < AK_ISA_COUNT; i++)
		if (strcmp(s, names[i]) == 0) {
			*isa = (ak_isa)i;
			return 0;
		}
	return ak_errf(e, "unknown ISA '%.64s' (avx512, avx2, generic, "
	    "avx512bf16, amx)", s);
}

#ifdef ISA_X86
/* AMX: cpuid 7.0 EDX bits 22 (AMX-BF16) and 24 (AMX-TILE), XCR0 bits 17
   and 18 (XTILECFG, XTILEDATA) set by the OS, then Linux's permission
   (ARCH_REQ_XCOMP_PERM = 0x1023, XFEATURE_XTILEDATA = 18) */
static int
amx_ok(void)
{
	static int ok = -1;
	unsigned a, b, c, d;

	if (ok >= 0)
		return ok;
	ok = 0;
	if (!__get_cpuid_count(7, 0, &a, &b, &c, &d) || !(d >> 22 & 1) ||
	    !(d >> 24 & 1)) {
		snprintf(mm_whybuf, sizeof mm_whybuf, "this CPU has no "
		    "AMX-BF16");
		return ok;
	}
	if (!__get_cpuid(1, &a, &b, &c, &d) || !(c >> 27 & 1)) {
		snprintf(mm_whybuf, sizeof mm_whybuf, "the OS has no XSAVE "
		    "state (OSXSAVE): no AMX");
		return ok;
	}
	unsigned lo, hi;
	__asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
	if ((lo >> 17 & 3) != 3) {
		snprintf(mm_whybuf, sizeof mm_whybuf, "the OS does not "
		    "enable the AMX tile state (XCR0)");
		return ok;
	}
	if (syscall(SYS_arch_prctl, 0x1023, 18) != 0) {
		snprintf(mm_whybuf, sizeof mm_whybuf, "Linux did not grant "
		    "AMX (arch_prctl ARCH_REQ_XCOMP_PERM: %s)", strerror(errno));
		return ok;
	}
	return ok = 1;
}
#endif

int
ak_mm_supported(ak_mm mm)
{
#ifdef ISA_X86
	unsigned a, b, c, d;

	switch (mm) {
	case AK_MM_AVX512BF16:
		if (ak_isa_supported(AK_ISA_AVX512) &&
		    __get_cpuid_count(7, 1, &a, &b, &c, &d) && (a >> 5 & 1))
			return 1;
		snprintf(mm_whybuf, sizeof mm_whybuf, "this CPU has no "
		    "AVX512-BF16");
		return 0;
	case AK_MM_AMX:	/* the AMX path's own need said first */
		return amx_ok() && ak_mm_supported(AK_MM_AVX512BF16);
	default:
		return mm == AK_MM_NONE;
	}
#else
	snprintf(mm_whybuf, sizeof mm_whybuf, "this CPU has no %s",
	    ak_mm_name(mm));
	return mm == AK_MM_NONE;
#endif
}

const char *
ak_mm_why(ak_mm mm)
{
	return ak_mm_supported(mm) ? "" : mm_whybuf;
}

ak_mm
ak_mm_get(void)
{
	if (ak_isa_get() != AK_ISA_AVX512)
		return AK_MM_NONE;
	if (mm_forced >= 0)
		return (ak_mm)mm_forced;
	return ak_mm_supported(AK_MM_AMX) ? AK_MM_AMX :
	    ak_mm_supported(AK_MM_AVX512BF16) ? AK_MM_AVX512BF16 : AK_MM_NONE;
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

/* the value of /proc/cpuinfo's line (key, its ':' after) in line, or NULL */
static const char *
cpuinfo_val(char *line, const char *key)
{
	size_t k = strlen(key);
	char *c;

	if (strncmp(line, key, k) != 0 || (line[k] != ' ' && line[k] != '\t' &&
	    line[k] != ':') || (c = strchr(line, ':')) == NULL)
		return NULL;
	c += 1 + strspn(c + 1, " \t");
	c[strcspn(c, "\n")] = '\0';
	return c;
}

/* whether the flags line fl holds the flag f as a word */
static int
has_flag(const char *fl, const char *f)
{
	size_t n = strlen(f);

	for (const char *p = fl; (p = strstr(p, f)) != NULL; p += n)
		if ((p == fl || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0'))
			return 1;
	return 0;
}

const char *
ak_cpu_model(void)
{
	static char model[320];
	static const char *const want[] = { "avx2", "fma", "avx512f",
	    "avx512_bf16", "amx_tile" };
	char name[128] = "unknown", fam[16] = "?", mod[16] = "?", step[16] = "?",
	    flags[96] = "";
	char *line = NULL;
	size_t cap = 0;
	const char *v;
	FILE *fp;

	if (model[0] != '\0')
		return model;
	snprintf(model, sizeof model, "unknown");
	if ((fp = fopen("/proc/cpuinfo", "r")) == NULL)
		return model;
	/* the first processor's lines: up to its blank line */
	while (getline(&line, &cap, fp) > 0 && line[0] != '\n') {
		if ((v = cpuinfo_val(line, "model name")) != NULL && *v)
			snprintf(name, sizeof name, "%s", v);
		else if ((v = cpuinfo_val(line, "cpu family")) != NULL)
			snprintf(fam, sizeof fam, "%.15s", v);
		else if ((v = cpuinfo_val(line, "model")) != NULL)
			snprintf(mod, sizeof mod, "%.15s", v);
		else if ((v = cpuinfo_val(line, "stepping")) != NULL)
			snprintf(step, sizeof step, "%.15s", v);
		else if ((v = cpuinfo_val(line, "flags")) != NULL)
			for (size_t i = 0; i < sizeof want / sizeof *want; i++)
				if (has_flag(v, want[i]))
					snprintf(flags + strlen(flags),
					    sizeof flags - strlen(flags), "%s%s",
					    flags[0] ? " " : "", want[i]);
	}
	free(line);
	fclose(fp);
	snprintf(model, sizeof model, "%s (family %s model %s stepping %s; "
	    "flags %s)", name, fam, mod, step, flags[0] ? flags : "none of "
	    "avx2 fma avx512f avx512_bf16 amx_tile");
	return model;
}

int
ak_isa_pick(const char *name, const char *what, ak_err *e)
{
	ak_isa isa = AK_ISA_GENERIC;
	ak_err sub;

	for (int m = AK_MM_AVX512BF16; m <= AK_MM_AMX; m++) {
		if (strcmp(name, mm_names[m]) != 0)
			continue;
		if (!ak_mm_supported((ak_mm)m)) {
			ak_errf(e, "%s: %s", what, mm_whybuf);
			return ak_err_kind(e, AK_ERR_RESOURCE);
		}
		if (ak_isa_set(AK_ISA_AVX512, &sub) != 0) {
			ak_errf(e, "%s: %s", what, sub.msg);
			return ak_err_kind(e, AK_ERR_RESOURCE);
		}
		mm_forced = m;
		return 0;
	}
	if (ak_isa_parse(name, &isa, &sub) != 0)
		return ak_erru(e, "%s: %s", what, sub.msg);
	if (ak_isa_set(isa, &sub) != 0) {
		ak_errf(e, "%s: %s", what, sub.msg);
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	mm_forced = -1;
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

size_t
ak_cache_bytes(void)
{
	static size_t best;
	static int done;
	char path[64];

	for (int i = 0; !done && i < 16; i++) {
		unsigned long v;
		char unit = 0;
		snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/"
		    "cache/index%d/size", i);
		FILE *fp = fopen(path, "r");
		if (fp == NULL)
			continue;
		if (fscanf(fp, "%lu%c", &v, &unit) >= 1) {
			size_t b = unit == 'K' ? v << 10 : unit == 'M' ? v << 20 :
			    v;
			best = b > best ? b : best;
		}
		fclose(fp);
	}
	done = 1;
	return best;
}
