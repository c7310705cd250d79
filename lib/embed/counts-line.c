/*
 * counts-line.c — a count file's line (counts.h): the order of its words,
 * its number written and read back, its hash, its end line, two settings
 * lines compared, the errors of a pandas-made line (a header, commas).
 * Beneath the rest of the module: counts.c, counts-merge.c, counts-block.c and
 * counts-seek.c call it, it calls none of them.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "counts-int.h"
#include "filekind.h"
#include "tokid.h"

int
ak_word_cmp(const char *a, const char *b)
{
	const unsigned char *p = (const unsigned char *)a,
	    *q = (const unsigned char *)b;

	while (*p != '\0' && *p == *q) {
		p++;
		q++;
	}
	if (*p == *q)
		return 0;
	/* a word ends where its line has a TAB: 'a' after 'a\001' */
	int x = *p ? *p : '\t', y = *q ? *q : '\t';
	return x != y ? x - y : *p ? 1 : -1;
}

void
ak_counts_format(char *buf, uint64_t units, uint64_t L)
{
	if (L == 1)
		snprintf(buf, 32, "%llu", (unsigned long long)units);
	else
		snprintf(buf, 32, "%.17g", (double)units / (double)L);
}

int
ak_counts_parse(const char *s, uint64_t L, uint64_t *units, const char *where,
    ak_err *e)
{
	double x, u;
	size_t nd = strspn(s, "0123456789");

	/* a whole number of up to 15 digits (< 2^53) for flat counts: the
	 * number itself, without strtod */
	if (L == 1 && nd > 0 && nd <= 15 && s[nd] == '\0') {
		uint64_t v = 0;

		for (size_t i = 0; i < nd; i++)
			v = 10 * v + (uint64_t)(s[i] - '0');
		*units = v;
		return 0;
	}
	/* decimal only: strtod would also take hexadecimal (0x10 = 16) */
	char c[300];
	if (s[strspn(s, "0123456789.eE+-")] != '\0' &&
	    *ak_ctl_said(c, sizeof c, s))
		return ak_errf(e, "%s: count%s", where, c);
	/* a comma: a decimal comma where the weighting makes fractions
	 * (L > 1), a thousands separator as likely in whole counts */
	const char *colon = strrchr(where, ':'), *nm = where;
	int nl = colon ? (int)(colon - where) : 0;
	if (nl == 0 || (nl == 7 && strncmp(where, "<stdin>", 7) == 0))
		nm = "FILE", nl = 4;	/* where is "NAME:LINE" */
	size_t sl = strlen(s);
	if (sl >= 3 && s[0] == '"' && s[sl - 1] == '"' && ak_number_mark(s + 1,
	    sl - 2) >= 0) {	/* a writer's QUOTE_ALL: numbers quoted too */
		char file[1024], cmd[1200];
		snprintf(file, sizeof file, "%.*s", nl, nm);
		return ak_errf(e, "%s: count '%.40s' is in double quotes (pandas' "
		    "quoting=csv.QUOTE_ALL, Python csv's): a count file has no "
		    "quoting: write it without: pandas: df.to_csv(FILE, "
		    "sep='\\t', header=False, index=False, "
		    "quoting=csv.QUOTE_NONE); or, where no word holds a '\"', "
		    "drop them: %s > FILE.txt", where, s, ak_sed_cmd(cmd,
		    sizeof cmd, "'s/\"//g'", file));
	}
	if (ak_number_mark(s, strlen(s)) == ',' && L > 1) {
		char file[1024], cmd[1200];	/* tr through zcat for gzip */
		snprintf(file, sizeof file, "%.*s", nl, nm);
		return ak_errf(e, "%s: count '%.40s' has a decimal comma: a "
		    "count file's numbers have a decimal point; convert them: "
		    "%s > FILE.txt (where no word holds a comma)", where, s,
		    ak_filter_cmd(cmd, sizeof cmd, "tr ',' '.'", file,
		    AK_GZ_LOOK));
	}
	if (ak_number_mark(s, strlen(s)) == ',')
		return ak_errf(e, "%s: count '%.40s' holds a comma (a thousands "
		    "separator, or a decimal comma?): counts of --weight flat "
		    "are whole numbers, digits alone", where, s);
	if (s[strspn(s, "0123456789.eE+-")] != '\0' ||
	    ak_strtod_finite(s, &x) != 0)
		return ak_errf(e, "%s: count '%.40s' is not a finite decimal "
		    "number", where, s);
	if (x < 0)
		return ak_errf(e, "%s: negative count '%.40s'", where, s);
	/* a count that underflows (2e-400) is not 0: it is not whole, and
	 * not a multiple of 1/L, as 1e-19 is not */
	if (x == 0 && strcspn(s, "123456789") < strcspn(s, "eE"))
		x = DBL_TRUE_MIN;
	u = nearbyint(x * (double)L);
	if (u >= MAX_UNITS)
		return ak_errf(e, "%s: count '%.40s' is too large (at most "
		    "2^53 units)", where, s);
	if ((double)(uint64_t)u / (double)L != x) {
		if (L == 1)
			return ak_errf(e, "%s: count '%.40s' is not a whole "
			    "number (counted with --weight harmonic? give the "
			    "same --weight and --window)", where, s);
		return ak_errf(e, "%s: count '%.40s' is not a multiple of "
		    "1/%llu (counted with another --weight or --window?)",
		    where, s, (unsigned long long)L);
	}
	*units = (uint64_t)u;
	return 0;
}

uint64_t
ak_counts_line_hash(const char *line, size_t len)
{
	const uint64_t K = 0x9E3779B97F4A7C15ULL;
	uint64_t h = len, w = 0;

	/* a multiply a word (8 bytes; the last, shorter, built in a
	 * register): a line is a few words, and every line of --count is
	 * hashed as it is written */
	for (; len >= 8; line += 8, len -= 8) {
		memcpy(&w, line, 8);
		h = (h ^ w) * K;
	}
	w = 0;
	for (size_t i = 0; i < len; i++)
		w |= (uint64_t)(unsigned char)line[i] << (8 * i);
	h = (h ^ w) * K;
	return h ^ h >> 32;
}

uint64_t
ak_counts_cell_print(uint64_t hword, uint64_t hctx, uint64_t units)
{
	const uint64_t K = 0x9E3779B97F4A7C15ULL;
	uint64_t h = hword * K;

	/* word and context in their places (a b is not b a), then the
	 * count; the top half xored into the bottom, as the line hash */
	h = (h ^ (hctx << 31 | hctx >> 33)) * K;
	h = (h ^ units) * K;
	return h ^ h >> 32;
}

void
ak_counts_end(char *buf, uint64_t cells, uint64_t check)
{
	snprintf(buf, AK_COUNTS_END_MAX, "%s cells=%llu check=%016llx",
	    AK_COUNTS_END, (unsigned long long)cells,
	    (unsigned long long)check);
}

uint64_t
ak_words_digest(char *const *words, size_t n)
{
	uint64_t d = 0;

	/* a sum: the same for the words in any order */
	for (size_t i = 0; i < n; i++)
		d += ak_tokid_hash(words[i], strlen(words[i]));
	return d;
}

/* the value of key in a settings line ("key=value" words), or NULL;
 * *len its length */
static const char *
setting(const char *line, const char *key, size_t *len)
{
	size_t kl = strlen(key);

	for (const char *p = line; (p = strchr(p, ' ')) != NULL;) {
		p++;
		if (strncmp(p, key, kl) == 0 && p[kl] == '=') {
			*len = strcspn(p + kl + 1, " ");
			return p + kl + 1;
		}
	}
	return NULL;
}

int
ak_counts_disagree(const char *a, const char *b, char *wa, char *wb, size_t size)
{
	for (const char *p = a; (p = strchr(p, ' ')) != NULL;) {
		const char *va, *vb;
		size_t kl, la, lb;
		char key[32];

		p++;
		if ((kl = strcspn(p, "= ")) == 0 || kl >= sizeof key ||
		    p[kl] != '=')
			continue;
		memcpy(key, p, kl);
		key[kl] = '\0';
		va = setting(a, key, &la);
		vb = setting(b, key, &lb);
		if (vb != NULL && la == lb && memcmp(va, vb, la) == 0)
			continue;
		snprintf(wa, size, "%s=%.*s", key, (int)la, va);
		if (vb == NULL)
			snprintf(wb, size, "no %s", key);
		else
			snprintf(wb, size, "%s=%.*s", key, (int)lb, vb);
		return 1;
	}
	return 0;
}

/* -1 with the error of r's line f0, one field holding a space: its
 * fields separated by runs of spaces (pandas' to_csv(sep=' '), a
 * script's print; uniq -c's count first, hyperwords' counts; two words
 * or more, else the plain count of fields), with the
 * awk that makes it word<TAB>context<TAB>count (n: the file's name) */
static int
spaces_error(const ak_reader *r, const char *f0, const char *n, ak_err *e)
{
	char w[3][48], cmd[1200];	/* its first 3 words */
	size_t k = 0;
	double x;

	for (const char *p = f0 + strspn(f0, " "); *p; p += strspn(p, " ")) {
		size_t len = strcspn(p, " ");
		if (k < 3)
			snprintf(w[k], sizeof w[k], "%.*s", len < sizeof w[k] ?
			    (int)len : 0, p);	/* longer: no number */
		k++;
		p += len;
	}
	if (k < 2)	/* spaces alone, or one word among them */
		return ak_errf(e, "%s: 1 fields, want 3 (word<TAB>context<TAB>"
		    "count)", ak_reader_where(r));
	int last = k == 3 && ak_strtod_finite(w[2], &x) == 0;
	int count1 = k == 3 && !last && ak_strtod_finite(w[0], &x) == 0;
	if (!last && !count1)
		return ak_errf(e, "%s: 1 field, want 3 (word<TAB>context<TAB>"
		    "count): its words are separated by spaces, not TABs, and "
		    "are not two words and a count ('%.40s')",
		    ak_reader_where(r), f0);
	ak_filter_cmd(cmd, sizeof cmd, count1 ? "awk '{print $2 \"\\t\" "
	    "$3 \"\\t\" $1}'" : "awk '{print $1 \"\\t\" $2 \"\\t\" $3}'",
	    n, r->gz != NULL);
	return ak_errf(e, "%s: 1 field, want 3 (word<TAB>context<TAB>count): "
	    "its fields are separated by spaces, not TABs%s: convert it, "
	    "where no word holds a space: %s > FILE.txt (pandas: to_csv(FILE, "
	    "sep='\\t', index=False, header=False))", ak_reader_where(r),
	    count1 ? ", the count first (uniq -c's, hyperwords' counts)" :
	    " (pandas' to_csv(sep=' '), a script's print)", cmd);
}

int
ak_counts_fields_error(const ak_reader *r, const char *f0, size_t nf,
    ak_err *e)
{
	const char *n = strcmp(r->name, "<stdin>") ? r->name : "FILE";
	char cmd[1200];

	if (nf == 1 && strchr(f0, ',') != NULL)
		return ak_errf(e, "%s: 1 field, want 3 (word<TAB>context<TAB>"
		    "count): its fields are separated by commas, not TABs (a "
		    "CSV: pandas' to_csv default): convert it, where no word "
		    "holds a comma: %s > FILE.txt (pandas: to_csv(FILE, "
		    "sep='\\t', index=False, header=False))",
		    ak_reader_where(r), ak_filter_cmd(cmd, sizeof cmd,
		    "tr ',' '\\t'", n, r->gz != NULL));
	if (nf == 1 && strchr(f0, ' ') != NULL)
		return spaces_error(r, f0, n, e);
	/* pandas' index first (to_csv's default index=True): an empty
	   field (its header's) or a row number */
	if (nf == 4 && f0[strspn(f0, "0123456789")] == '\0') {
		ak_filter_cmd(cmd, sizeof cmd, "cut -f2-", n, r->gz != NULL);
		return ak_errf(e, "%s: 4 fields, want 3 (word<TAB>context<TAB>"
		    "count): the first %s, pandas' index (to_csv's default "
		    "index=True)? drop it: %s%s > FILE.txt (pandas: "
		    "to_csv(FILE, sep='\\t', index=False, header=False))",
		    ak_reader_where(r), f0[0] ? "a row number" : "empty (the "
		    "index's header)", cmd, f0[0] ? "" : " | sed 1d");
	}
	if (nf == 1 && f0[0] == '\0')
		return ak_empty_line(ak_reader_where(r), r->name, "txt", e);
	/* uniq -c over word<TAB>context lines: the count before the word,
	   after spaces (none where it fills uniq's column) */
	size_t sp = strspn(f0, " "), d = strspn(f0 + sp, "0123456789");
	if (nf == 2 && d > 0 && f0[sp + d] == ' ' && f0[sp + d + 1] != '\0' &&
	    strchr(f0 + sp + d + 1, ' ') == NULL)
		return ak_errf(e, "%s: 2 fields, want 3 (word<TAB>context<TAB>"
		    "count): the count first, before the word and a space "
		    "('%.40s'): uniq -c's layout (sort | uniq -c over word<TAB>"
		    "context lines)? put it last: %s | LC_ALL=C sort > "
		    "FILE.txt", ak_reader_where(r), f0 + sp, ak_filter_cmd(cmd,
		    sizeof cmd, "awk '{print $2 \"\\t\" $3 \"\\t\" $1}'", n,
		    r->gz != NULL));
	if (nf == 2)	/* label<TAB>tokens: the tokens themselves */
		return ak_errf(e, "%s: 2 fields, want 3 (word<TAB>context<TAB>"
		    "count): a token line (label<TAB>tokens)? --from-counts "
		    "reads ppmi-svd --count's output; give tokens without "
		    "--from-counts", ak_reader_where(r));
	return ak_errf(e, "%s: %zu fields, want 3 (word<TAB>context<TAB>count)",
	    ak_reader_where(r), nf);
}

int
ak_counts_header_line(const ak_reader *r, char *const *f, int first,
    ak_err *e)
{
	char *end;

	if (!first || strpbrk(f[2], "0123456789") != NULL)
		return 0;
	(void)strtod(f[2], &end);	/* inf, nan: a count's error */
	if (end != f[2] && *end == '\0')
		return 0;
	char sed[1200];

	ak_errf(e, "%s: a header line ('%.40s %.40s %.40s': pandas' "
	    "to_csv(sep='\\t', index=False) writes one), where count lines "
	    "have none: drop it: %s > FILE.txt (pandas: header=False)",
	    ak_reader_where(r), f[0], f[1], f[2], ak_filter_cmd(sed,
	    sizeof sed, "sed 1d", r->name, r->gz != NULL));
	return 1;
}

void
ak_counts_quoted_note(char *buf, size_t cap, const ak_reader *r,
    char *const *f)
{
	size_t l0, l1;
	int q0 = ak_csv_quoted(f[0], '\t', &l0);
	int q1 = ak_csv_quoted(f[1], '\t', &l1);
	char cmd[1200];

	if (!((q0 == 1 && q1 == 1) || q0 == 2 || q1 == 2))
		return;
	int one = q0 == 2 || (q1 == 2 && q0 != 1);	/* the field said */
	snprintf(buf, cap, "%s: %s%.40s%s%.40s'%s in CSV's double quotes, "
	    "kept as %s, quotes and all: a count "
	    "file has no quoting; if a writer quoted them (pandas' "
	    "quoting=csv.QUOTE_NONNUMERIC, or its default for a word holding "
	    "'\"'; R's write.table with its default quote=TRUE), write it "
	    "without (pandas: quoting=csv.QUOTE_NONE; R: quote=FALSE), or, "
	    "where no word holds a '\"', drop them: %s > FILE.txt",
	    ak_reader_where(r), one ? "the word '" : "the words ('", one ? ""
	    : f[0], one ? "" : "' '", one ? (q0 == 2 ? f[0] : f[1]) : f[1],
	    one ? " is a field" : ") are", one ? "it is" : "they are",
	    ak_filter_cmd(cmd, sizeof cmd, "sed 's/\"//g'", r->name, r->gz !=
	    NULL));
}

/* a GloVe cooccurrence record at b (16 bytes, little-endian): int32 word
 * and context ids from 1 (a vocabulary's line numbers) and a float64
 * count from 1e-6 to 1e15 (weighted by 1/distance: 1/window at least);
 * 1 when so.  Text's bytes are no such record: four printable bytes make
 * an int32 of 2^29 or more, and UTF-16's or UTF-32's NULs (ids of 2^21 to
 * 2^23) a float64 under 1e-290 */
static int
crec(const unsigned char *b, long *w, long *c, double *x)
{
	uint32_t u[2];
	uint64_t v = 0;

	for (int i = 0; i < 2; i++)
		u[i] = (uint32_t)b[4 * i] | (uint32_t)b[4 * i + 1] << 8 |
		    (uint32_t)b[4 * i + 2] << 16 | (uint32_t)b[4 * i + 3] << 24;
	for (int i = 7; i >= 0; i--)
		v = v << 8 | b[8 + i];
	memcpy(x, &v, sizeof *x);
	*w = (long)u[0];
	*c = (long)u[1];
	return u[0] >= 1 && u[0] <= (1u << 26) && u[1] >= 1 && u[1] <=
	    (1u << 26) && *x >= 1e-6 && *x <= 1e15;
}

int
ak_counts_glove_bin(const ak_reader *r, const unsigned char *b, size_t n,
    ak_err *e)
{
	long w, c, w2, c2;
	double x, x2;
	const char *f = strcmp(r->name, "<stdin>") ? r->name : "FILE";

	if (n < 16 || !crec(b, &w, &c, &x) || (n >= 32 && !crec(b + 16, &w2,
	    &c2, &x2)))
		return 0;
	return ak_errf(e, "%s:1: records of two int32 and a float64 (the "
	    "first: %ld %ld %g): GloVe's cooccurrence.bin (its cooccur's or "
	    "shuffle's output: word id, context id, count weighted by 1 / "
	    "distance), not count lines: write them as count lines with the "
	    "words of GloVe's vocab.txt (line i word i): python3 -c \"import "
	    "numpy as np; w = [l.split()[0] for l in open('vocab.txt')]; "
	    "[print(w[a - 1], w[b - 1], x, sep='\\t') for a, b, x in "
	    "np.fromfile('%s', dtype=[('w', '<i4'), ('c', '<i4'), ('x', "
	    "'<f8')])]\" | LC_ALL=C sort > FILE.cnt (ppmi-svd --from-counts "
	    "--weight harmonic reads counts so weighted)", r->name, w, c, x, f);
}
