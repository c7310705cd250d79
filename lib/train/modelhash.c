/* modelhash.c — the fingerprint of a model file's rows (modelhash.h). */
#include <stdarg.h>
#include <string.h>

#include "modelhash.h"
#include "util.h"

#define FNV_PRIME 1099511628211ULL

/* The start is 1469598103934665603, not FNV-1a's 64-bit offset basis
   14695981039346656037 (its last digit dropped): the value the
   embeddings' fingerprints (spamfile.c) and strmap.c's hash have always
   started from, kept here for one start in the model file.  Any start
   works as well for a fingerprint; the saved files' file_hash_hi/lo
   depend on this one, so it stays. */
uint64_t
ak_mhash_start(void)
{
	return 1469598103934665603ULL;
}

uint64_t
ak_mhash_row(uint64_t h, const char *name, const double *v, size_t nv)
{
	for (const unsigned char *p = (const unsigned char *)name; ; p++) {
		h = (h ^ *p) * FNV_PRIME;
		if (*p == '\0')
			break;
	}
	for (size_t i = 0; i < nv; i++) {
		double x = v[i] + 0.0;	/* -0 as 0 */
		uint64_t b;
		memcpy(&b, &x, sizeof b);
		for (int k = 0; k < 64; k += 8)	/* little-endian bytes */
			h = (h ^ ((b >> k) & 0xff)) * FNV_PRIME;
	}
	return h;
}

uint64_t
ak_mhash_end(uint64_t x)
{
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
	return x ^ (x >> 31);
}

/* one line "NAME\tNUM..." (no newline, written over) folded into *h */
static void
fold_line(uint64_t *h, char *line)
{
	double v[8];
	size_t nv = 0;
	char *tab = strchr(line, '\t');

	if (tab == NULL)
		return;
	*tab = '\0';
	for (char *f = tab + 1; f != NULL && nv < 8; ) {
		char *next = strchr(f, '\t');
		if (next != NULL)
			*next++ = '\0';
		if (ak_strtod_finite(f, &v[nv]) == 0)
			nv++;
		f = next;
	}
	*h = ak_mhash_row(*h, line, v, nv);
}

void
ak_mhash_print(FILE *fp, uint64_t *h, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= sizeof buf) {
		/* longer than any row the writers print: written whole,
		   the fingerprint spoilt (the file is refused, not misread) */
		va_start(ap, fmt);
		vfprintf(fp, fmt, ap);
		va_end(ap);
		*h = ~ak_mhash_row(*h, "", NULL, 0);
		return;
	}
	fputs(buf, fp);
	for (char *l = buf; *l != '\0'; ) {
		char *nl = strchr(l, '\n');
		if (nl != NULL)
			*nl = '\0';
		fold_line(h, l);
		l = nl != NULL ? nl + 1 : l + strlen(l);
	}
}

int
ak_mhash_mismatch(ak_err *e, const char *where, const char *rows,
    const char *why, const char *how)
{
	return ak_errf(e, "%s: the model file was changed after attn-train "
	    "saved it: its rows no longer give its fingerprint %s: a model's "
	    "settings are those it was trained with%s%s%s: for others train "
	    "again%s%s%s, or give the file as saved", where, rows, why ? " (" :
	    "", why ? why : "", why ? ")" : "", how ? " (" : "", how ? how :
	    "", how ? ")" : "");
}
