#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "util.h"

static int
verrf(ak_err *e, ak_errkind kind, const char *fmt, va_list ap)
{
	if (e == NULL)
		return -1;
	vsnprintf(e->msg, sizeof(e->msg), fmt, ap);
	for (char *p = e->msg; *p; p++)	/* keep it on one line */
		if (*p == '\n' || *p == '\r' || *p == '\t')
			*p = ' ';
	ak_utf8_mend(e->msg);	/* a quote cut inside a character */
	e->kind = kind;
	return -1;
}

int
ak_errf(ak_err *e, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verrf(e, AK_ERR_DATA, fmt, ap);
	va_end(ap);
	return -1;
}

int
ak_erru(ak_err *e, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verrf(e, AK_ERR_USAGE, fmt, ap);
	va_end(ap);
	return -1;
}

void
ak_err_subst(ak_err *e, const char *from, const char *to)
{
	char out[sizeof e->msg];
	size_t k = 0, fl = strlen(from), tl = strlen(to);
	const char *p, *q;

	if (e == NULL || fl == 0)
		return;
	for (p = e->msg; (q = strstr(p, from)) != NULL; p = q + fl) {
		size_t a = (size_t)(q - p);
		if (k + a + tl >= sizeof out)
			break;
		memcpy(out + k, p, a);
		memcpy(out + k + a, to, tl);
		k += a + tl;
	}
	snprintf(out + k, sizeof out - k, "%s", p);
	memcpy(e->msg, out, sizeof out);
}

int
ak_err_at(ak_err *e, const char *where)
{
	char out[sizeof e->msg];
	size_t k;

	if (e == NULL)
		return -1;
	/* (by hand: snprintf of a message into one its size is a
	   truncation the compiler flags) */
	k = (size_t)snprintf(out, sizeof out, "%s: ", where);
	if (k < sizeof out)
		snprintf(out + k, sizeof out - k, "%.*s", (int)(sizeof out -
		    k - 1), e->msg);
	memcpy(e->msg, out, sizeof out);
	return -1;
}

int
ak_err_kind(ak_err *e, ak_errkind kind)
{
	if (e != NULL)
		e->kind = kind;
	return -1;
}

int
ak_err_status(const ak_err *e)
{
	return e->kind == AK_ERR_USAGE ? 2 : 1;
}

int
ak_parse_long(const char *s, long min, long max, const char *what,
    long *out, ak_err *e)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (*s == '\0' || isspace((unsigned char)*s) || *end != '\0')
		return ak_errf(e, "%s: '%s' is not a whole number", what, s);
	if (errno == ERANGE || v < min || v > max)
		return ak_errf(e, "%s: '%s' is out of range %ld..%ld",
		    what, s, min, max);
	*out = v;
	return 0;
}

int
ak_strtod_finite(const char *s, double *out)
{
	char *end;
	double v;

	/* decimal only: strtod also reads hexadecimal ("0x10" = 16, as no
	 * count file, word2vec, gensim or numpy's loadtxt does); nan and
	 * inf are refused below as not finite */
	if (*s == '\0' || isspace((unsigned char)*s) || strpbrk(s, "xX"))
		return -1;
	errno = 0;
	v = strtod(s, &end);
	if (*end != '\0' || !isfinite(v))
		return -1;
	if (errno == ERANGE && fabs(v) > 1.0)	/* overflow; underflow is fine */
		return -1;
	*out = v;
	return 0;
}

int
ak_strtod_float32(const char *s, double *out)
{
	double v;

	if (ak_strtod_finite(s, &v) != 0)
		return -1;
	if (!ak_float32_fits(v))
		return -2;
	*out = v;
	return 0;
}

/* the digits at p[*i..n), *i past them: how many */
static size_t
digits(const char *p, size_t n, size_t *i)
{
	size_t k = *i;

	while (*i < n && p[*i] >= '0' && p[*i] <= '9')
		(*i)++;
	return *i - k;
}

int
ak_number_mark(const char *p, size_t n)
{
	size_t i = 0, d;
	int mark = 0;

	if (i < n && (p[i] == '-' || p[i] == '+'))
		i++;
	d = digits(p, n, &i);
	if (i + 1 < n && (p[i] == '.' || p[i] == ',') && p[i + 1] >= '0' &&
	    p[i + 1] <= '9') {
		mark = p[i++];
		d += digits(p, n, &i);
	}
	if (d == 0)
		return -1;
	if (i < n && (p[i] == 'e' || p[i] == 'E')) {
		i++;
		if (i < n && (p[i] == '-' || p[i] == '+'))
			i++;
		if (digits(p, n, &i) == 0)
			return -1;
	}
	return i == n ? mark : -1;
}

int
ak_whole(const char *s)
{
	return *s != '\0' && strspn(s, "0123456789") == strlen(s);
}

int
ak_commas_row(char *const *f, size_t n, size_t *at)
{
	int any = 0;

	for (size_t j = n; j-- > 0;) {
		int m = ak_number_mark(f[j], strlen(f[j]));
		if (m < 0)
			return 0;
		if (m == ',') {
			*at = j;
			any = 1;
		}
	}
	return any;
}

int
ak_commas_error(const char *name, long line, const char *num, size_t len,
    const char *fmt, const char *also, ak_err *e)
{
	return ak_errf(e, "%s:%ld: a word and numbers with decimal commas "
	    "(the first '%.*s'): %s numbers have a decimal point; convert "
	    "them: tr ',' '.' < %s > FILE.txt (where no word holds a "
	    "comma)%s", name, line, (int)(len < 40 ? len : 40), num, fmt,
	    strcmp(name, "<stdin>") == 0 ? "FILE" : name, also);
}

int
ak_parse_double(const char *s, double min, double max, const char *what,
    double *out, ak_err *e)
{
	double v;

	if (ak_strtod_finite(s, &v) != 0)
		return ak_errf(e, "%s: '%s' is not a finite number", what, s);
	if (v < min || v > max)
		return ak_errf(e, "%s: '%s' is out of range %g..%g",
		    what, s, min, max);
	*out = v;
	return 0;
}

void
ak_mem_huge(void *p, size_t bytes)
{
#ifdef MADV_HUGEPAGE
	const uintptr_t huge = (uintptr_t)2 << 20;
	uintptr_t lo = ((uintptr_t)p + huge - 1) & ~(huge - 1);
	uintptr_t hi = ((uintptr_t)p + bytes) & ~(huge - 1);

	if (p != NULL && bytes >= AK_MEM_HUGE_MIN && hi > lo)
		(void)madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
#else
	(void)p;
	(void)bytes;
#endif
}

void *
ak_alloc_n(size_t n, size_t size, ak_err *e)
{
	void *p;

	if (size != 0 && n > SIZE_MAX / size) {
		ak_errf(e, "out of memory (%zu x %zu bytes)", n, size);
		return NULL;
	}
	p = calloc(n ? n : 1, size ? size : 1);
	if (p == NULL)
		ak_errf(e, "out of memory (%zu bytes)", n * size);
	else
		ak_mem_huge(p, n * size);	/* a large calloc is untouched */
	return p;
}

size_t
ak_heap_bytes(size_t n)
{
	size_t b = (n + 8 + 15) & ~(size_t)15;

	return b < 32 ? 32 : b;
}

char *
ak_strdup(const char *s, ak_err *e)
{
	size_t n = strlen(s) + 1;
	char *p = ak_alloc_n(n, 1, e);

	if (p != NULL)
		memcpy(p, s, n);
	return p;
}

int
ak_has_control(const char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if ((unsigned char)p[i] < 0x20 || p[i] == 0x7f)
			return 1;
	return 0;
}

void
ak_shell_word(const char *s, void (*put)(void *ctx, const char *b, size_t n),
    void *ctx)
{
	static const char plain[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789_./:=,+-@%";
	size_t n = strlen(s), bad;
	int open = 0;

	if (n > 0 && strspn(s, plain) == n) {
		put(ctx, s, n);
		return;
	}
	if (n == 0)
		put(ctx, "''", 2);
	while (n > 0) {
		/* the valid UTF-8 text up to the next byte that is not */
		size_t k = ak_utf8_valid(s, n, &bad) ? n : bad;
		for (size_t i = 0; i < k; i++)
			if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f) {
				k = i;
				break;
			}
		if (k > 0 && !open) {
			put(ctx, "'", 1);
			open = 1;
		}
		for (size_t i = 0; i < k; i++)
			put(ctx, s[i] == '\'' ? "'\\''" : s + i,
			    s[i] == '\'' ? 4 : 1);
		s += k;
		n -= k;
		if (n == 0)
			break;
		if (open) {
			put(ctx, "'", 1);
			open = 0;
		}
		/* a command substitution drops the newlines that end its
		 * output: newlines go with the byte after them, or, at the
		 * end of s, come from a variable set to a newline and a
		 * sentinel that is then cut */
		size_t nl = strspn(s, "\n"), take = nl < n ? nl + 1 : nl;
		char b[24];
		if (nl == n) {
			static const char set[] = "\"${$%%*[!${attnkit_nl="
			    "$(printf '\\012x')}]}";
			put(ctx, set, sizeof set - 1);
			for (size_t i = 0; i < nl; i++)
				put(ctx, "${attnkit_nl%x}", 15);
			put(ctx, "\"", 1);
		} else {
			put(ctx, "\"$(printf '", 11);
			for (size_t i = 0; i < take; i++) {
				snprintf(b, sizeof b, "\\%03o",
				    (unsigned char)s[i]);
				put(ctx, b, 4);
			}
			put(ctx, "')\"", 3);
		}
		s += take;
		n -= take;
	}
	if (open)
		put(ctx, "'", 1);
}

char *
ak_ctl_said(char *buf, size_t n, const char *s)
{
	static const char *const names[32] = { [7] = " (bell)",
		['\b'] = " (backspace)", ['\n'] = " (newline)",
		['\v'] = " (vertical tab)", ['\f'] = " (form feed)",
		['\r'] = " (CR)", [27] = " (escape)" };
	const unsigned char *c = NULL;
	char shown[200];
	size_t k = 0;

	for (const unsigned char *p = (const unsigned char *)s; *p != '\0';
	    p++)
		if ((*p < 0x20 && *p != '\t') || *p == 0x7f) {
			c = p;
			break;
		}
	buf[0] = '\0';
	if (c == NULL)
		return buf;
	for (const char *q = s; *q != '\0' && q < s + 40 && k + 8 <
	    sizeof shown; q++)
		k += (size_t)snprintf(shown + k, sizeof shown - k,
		    ((unsigned char)*q < 0x20 && *q != '\t') || *q == 0x7f ?
		    "<0x%02X>" : "%c", (unsigned)(unsigned char)*q);
	snprintf(buf, n, " holds the control character 0x%02X%s, shown <0x%02X> "
	    "in '%s': a stray byte (before the newline?): remove it with tr -d "
	    "'\\%03o'", (unsigned)*c, *c < 32 && names[*c] ? names[*c] : "",
	    (unsigned)*c, shown, (unsigned)*c);
	return buf;
}

int
ak_utf8_valid(const char *str, size_t n, size_t *bad)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t i = 0;

	while (i < n) {
		unsigned c = s[i];
		size_t len;
		unsigned lo = 0x80, hi = 0xBF;
		uint64_t w;

		/* ASCII 8 bytes at a time */
		for (; i + 8 <= n; i += 8) {
			memcpy(&w, s + i, 8);
			if ((w & 0x8080808080808080ULL) != 0)
				break;
		}
		if (i == n)
			break;
		c = s[i];
		if (c < 0x80) {
			i++;
			continue;
		} else if (c >= 0xC2 && c <= 0xDF) {
			len = 2;
		} else if (c >= 0xE0 && c <= 0xEF) {
			len = 3;
			if (c == 0xE0)
				lo = 0xA0;
			if (c == 0xED)
				hi = 0x9F;
		} else if (c >= 0xF0 && c <= 0xF4) {
			len = 4;
			if (c == 0xF0)
				lo = 0x90;
			if (c == 0xF4)
				hi = 0x8F;
		} else {
			goto fail;
		}
		if (i + len > n)
			goto fail;
		if (s[i + 1] < lo || s[i + 1] > hi)
			goto fail;
		for (size_t k = 2; k < len; k++)
			if (s[i + k] < 0x80 || s[i + k] > 0xBF)
				goto fail;
		i += len;
	}
	return 1;
fail:
	if (bad)
		*bad = i;
	return 0;
}

size_t
ak_utf8_mend(char *str)
{
	unsigned char *s = (unsigned char *)str;
	size_t n = strlen(str), i = 0, bad, cut[16], len[16], k, nc = 0;

	while (i < n && !ak_utf8_valid((char *)s + i, n - i, &bad)) {
		size_t at = i + bad, need = s[at] >= 0xF0 ? 4 : s[at] >= 0xE0 ?
		    3 : 2;
		if (s[at] < 0xC2 || s[at] > 0xF4 || nc == 16)
			return 0;	/* a byte no cut leaves */
		for (k = 1; at + k < n && k < need && (s[at + k] & 0xC0) ==
		    0x80; k++)
			;
		if (k == need || (at + k < n && s[at + k] >= 0x80))
			return 0;	/* whole, or high bytes run on */
		cut[nc] = at, len[nc++] = k;
		i = at + k;
	}
	for (size_t c = nc; c-- > 0; n -= len[c])
		memmove(s + cut[c], s + cut[c] + len[c], n - cut[c] - len[c] +
		    1);
	return nc;
}

static double
clock_s(clockid_t id)
{
	struct timespec ts;

	if (clock_gettime(id, &ts) != 0)
		return 0;
	return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

double
ak_cpu_now(void)
{
	return clock_s(CLOCK_PROCESS_CPUTIME_ID);
}

double
ak_thread_cpu(void)
{
	return clock_s(CLOCK_THREAD_CPUTIME_ID);
}

double
ak_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* the bytes ak_tok_bad looks for, and NUL (the end), by value: a look-up
 * a byte instead of three tests and ispunct's (a tenth of reading a
 * corpus); ASCII punctuation is that of the C locale, whatever the
 * locale */
static const unsigned char tok_stop[256] = {
	[0] = 2,
	['!'] = 1, ['"'] = 1, ['#'] = 1, ['$'] = 1, ['%'] = 1, ['&'] = 1,
	['\''] = 1, ['('] = 1, [')'] = 1, ['*'] = 1, ['+'] = 1, [','] = 1,
	['-'] = 1, ['.'] = 1, ['/'] = 1, [':'] = 1, [';'] = 1, ['<'] = 1,
	['='] = 1, ['>'] = 1, ['?'] = 1, ['@'] = 1, ['['] = 1, ['\\'] = 1,
	[']'] = 1, ['^'] = 1, ['_'] = 1, ['`'] = 1, ['{'] = 1, ['|'] = 1,
	['}'] = 1, ['~'] = 1,
	['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1,
	['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1,
	['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1,
	['G'] = 1, ['H'] = 1, ['I'] = 1, ['J'] = 1, ['K'] = 1, ['L'] = 1,
	['M'] = 1, ['N'] = 1, ['O'] = 1, ['P'] = 1, ['Q'] = 1, ['R'] = 1,
	['S'] = 1, ['T'] = 1, ['U'] = 1, ['V'] = 1, ['W'] = 1, ['X'] = 1,
	['Y'] = 1, ['Z'] = 1,
};

const char *
ak_tok_bad(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	while (tok_stop[p[0]] == 0) {
		if (tok_stop[p[1]] != 0) {
			p++;
			break;
		}
		if (tok_stop[p[2]] != 0) {
			p += 2;
			break;
		}
		if (tok_stop[p[3]] != 0) {
			p += 3;
			break;
		}
		p += 4;
	}
	return tok_stop[p[0]] == 1 ? (const char *)p : NULL;
}

/* the bytes ak_tok_refused stops at: 1 ASCII whitespace but the space
 * and TAB (the separators) and newline (the line's end), 2 end
 * punctuation, 3 a lead byte of a UTF-8 space, 4 NUL (the end) */
static const unsigned char tok_refuse[256] = {
	[0] = 4, ['\v'] = 1, ['\f'] = 1, ['\r'] = 1,
	[','] = 2, [';'] = 2, ['!'] = 2, ['?'] = 2, ['.'] = 2,
	[0xC2] = 3, [0xE1] = 3, [0xE2] = 3, [0xE3] = 3,
};

/* the length of the UTF-8 space at p (Unicode White_Space beyond ASCII:
 * U+0085, U+00A0, U+1680, U+2000..U+200A, U+2028, U+2029, U+202F,
 * U+205F, U+3000), else 0 */
static size_t
utf8_space(const unsigned char *p)
{
	if (p[0] == 0xC2)
		return p[1] == 0x85 || p[1] == 0xA0 ? 2 : 0;
	if (p[0] == 0xE1)
		return p[1] == 0x9A && p[2] == 0x80 ? 3 : 0;
	if (p[0] == 0xE3)
		return p[1] == 0x80 && p[2] == 0x80 ? 3 : 0;
	if (p[1] == 0x80 && ((p[2] >= 0x80 && p[2] <= 0x8A) || p[2] == 0xA8 ||
	    p[2] == 0xA9 || p[2] == 0xAF))
		return 3;
	return p[1] == 0x81 && p[2] == 0x9F ? 3 : 0;
}

/* a letter's byte (ASCII or any byte of UTF-8 beyond it), or a digit */
static int
word_byte(unsigned char c)
{
	return c >= 0x80 || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9');
}

const char *
ak_tok_refused(const char *s, size_t *len)
{
	const unsigned char *p = (const unsigned char *)s, *q;

	for (;; p++) {
		unsigned char c = tok_refuse[*p];
		if (c == 0)
			continue;
		if (c == 4)
			return NULL;
		*len = 1;
		if (c == 1)
			return (const char *)p;
		if (c == 3) {
			if ((*len = utf8_space(p)) > 0)
				return (const char *)p;
			continue;
		}
		if (p[1] != ' ' && p[1] != '\0')
			continue;	/* not at a token's end */
		/* ,;!? or a run of two dots or more after a word's byte */
		for (q = p; *p == '.' && q > (const unsigned char *)s &&
		    q[-1] == '.'; q--)
			;
		if (q > (const unsigned char *)s && word_byte(q[-1]) &&
		    (*p != '.' || p > q)) {
			*len = (size_t)(p - q) + 1;
			return (const char *)q;
		}
	}
}
