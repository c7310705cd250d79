/*
 * util-fmt.c: printf for messages (util.h ak_vsnfmt): a quote cut at a
 * byte count ('%.60s') and the text cut at the buffer's size end at a
 * character's start, never inside a UTF-8 character; every other byte
 * (a code page's text quoted raw) is kept as it is.
 */
#include <ctype.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* 1 if the need bytes at s (a lead byte first) are one well-formed UTF-8
   character (RFC 3629: no overlong, no surrogate, none past U+10FFFF) */
static int
one_char(const unsigned char *s, size_t need)
{
	unsigned lo = s[0] == 0xE0 ? 0xA0 : s[0] == 0xF0 ? 0x90 : 0x80;
	unsigned hi = s[0] == 0xED ? 0x9F : s[0] == 0xF4 ? 0x8F : 0xBF;

	if (s[0] < 0xC2 || s[0] > 0xF4 || s[1] < lo || s[1] > hi)
		return 0;
	for (size_t k = 2; k < need; k++)
		if ((s[k] & 0xC0) != 0x80)
			return 0;
	return 1;
}

/* the bytes of s kept by a cut at max (s holds more than max bytes):
   the offset of the lead of a well-formed character the cut would split,
   else max (a code page's byte, a lone continuation byte stay whole) */
static size_t
char_cut(const unsigned char *s, size_t max)
{
	size_t i, need;

	if ((s[max] & 0xC0) != 0x80)
		return max;	/* ASCII or a lead after the cut */
	for (i = max; i-- > 0 && max - i <= 3;) {
		if ((s[i] & 0xC0) == 0x80)
			continue;
		need = s[i] >= 0xF0 ? 4 : s[i] >= 0xE0 ? 3 : 2;
		if (i + need > max && one_char(s + i, need))
			return i;
		break;
	}
	return max;
}

int
ak_utf8_prec(const char *s, int max)
{
	if (max <= 0)
		return 0;
	if (strnlen(s, (size_t)max + 1) <= (size_t)max)
		return max;	/* no cut */
	return (int)char_cut((const unsigned char *)s, (size_t)max);
}

typedef struct fmt_out {
	char *b;
	size_t cap, pos;	/* pos: the bytes of the whole text */
	unsigned char over[5];	/* the first bytes past cap - 1, a NUL */
} fmt_out;

static void
fmt_put(fmt_out *o, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++, o->pos++)
		if (o->pos + 1 < o->cap)
			o->b[o->pos] = s[i];
		else if (o->pos + 1 - o->cap < sizeof o->over - 1)
			o->over[o->pos + 1 - o->cap] = (unsigned char)s[i];
}

typedef union fmt_arg {
	intmax_t i;
	uintmax_t u;
	double d;
	long double ld;
	const char *s;
	void *p;
} fmt_arg;

/* the text of one conversion by the spec sp (one argument of kind k:
   'i' 'c' 'u' 'd' 'L' 's' 'p') into t of cap bytes: snprintf's count */
static int
fmt_text(char *t, size_t cap, const char *sp, char k, const fmt_arg *a)
{
	switch (k) {
	case 'i':
		return snprintf(t, cap, sp, a->i);
	case 'c':
		return snprintf(t, cap, sp, (int)a->i);
	case 'u':
		return snprintf(t, cap, sp, a->u);
	case 'd':
		return snprintf(t, cap, sp, a->d);
	case 'L':
		return snprintf(t, cap, sp, a->ld);
	case 's':
		return snprintf(t, cap, sp, a->s);
	default:
		return snprintf(t, cap, sp, a->p);
	}
}

/* the argument of the conversion conv with length letters len */
static char
fmt_take(char conv, const char *len, fmt_arg *a, va_list *ap)
{
	int l = len[0] == 'l' ? (len[1] == 'l' ? 2 : 1) : 0;

	if (conv == 'c') {
		a->i = va_arg(*ap, int);
		return 'c';
	}
	if (strchr("di", conv) != NULL) {
		a->i = *len == 'j' ? va_arg(*ap, intmax_t) : *len == 'z' ||
		    *len == 't' ? (intmax_t)va_arg(*ap, ptrdiff_t) : l == 2 ?
		    va_arg(*ap, long long) : l ? va_arg(*ap, long) :
		    va_arg(*ap, int);
		return 'i';
	}
	if (strchr("uxXo", conv) != NULL) {
		a->u = *len == 'j' ? va_arg(*ap, uintmax_t) : *len == 'z' ||
		    *len == 't' ? va_arg(*ap, size_t) : l == 2 ? va_arg(*ap,
		    unsigned long long) : l ? va_arg(*ap, unsigned long) :
		    va_arg(*ap, unsigned);
		return 'u';
	}
	if (strchr("feEgGaA", conv) != NULL && *len == 'L') {
		a->ld = va_arg(*ap, long double);
		return 'L';
	}
	if (strchr("feEgGaA", conv) != NULL) {
		a->d = va_arg(*ap, double);
		return 'd';
	}
	if (conv == 's') {
		a->s = va_arg(*ap, const char *);
		return 's';
	}
	a->p = va_arg(*ap, void *);	/* p; n's pointer, not written */
	return conv == 'p' ? 'p' : 0;
}

/* one conversion at f (past its '%') put on o; returns the format past it */
static const char *
fmt_one(fmt_out *o, const char *f, va_list *ap)
{
	char sp[64] = "%", len[3] = "", small[256], *t = small, *end, k, conv;
	size_t n = 1, nl = 0;
	int w = 0, hasw = 0, prec = -1, c;
	fmt_arg a;

	while (*f != '\0' && strchr("-+ #0", *f) != NULL && n < 8)
		sp[n++] = *f++;
	if (*f == '*')
		hasw = 1, w = va_arg(*ap, int), f++;
	else if (isdigit((unsigned char)*f))
		hasw = 1, w = (int)strtol(f, &end, 10), f = end;
	if (*f == '.') {
		if (*++f == '*')
			prec = va_arg(*ap, int), f++;
		else	/* digits, or none: 0 */
			prec = (int)strtol(f, &end, 10), f = end;
	}
	while (*f != '\0' && strchr("hlzjtL", *f) != NULL && nl < 2)
		len[nl++] = *f++;
	if ((conv = *f) == '\0')
		return f;
	if ((k = fmt_take(conv, len, &a, ap)) == 0)
		return f + 1;
	if (k == 's' && a.s == NULL)
		a.s = "(null)";
	if (k == 's' && prec >= 0)	/* a quote cut at a byte count */
		prec = ak_utf8_prec(a.s, prec);
	/* no byte of it: "" given, not the quote, which may hold no NUL (a
	   reader's line, its NUL slot a '\n'): ASan's snprintf takes
	   "%.0s" for "%s" and reads the quote to a NUL */
	if (k == 's' && prec == 0)
		a.s = "";
	if (hasw)
		n += (size_t)snprintf(sp + n, sizeof sp - n, "%d", w);
	if (prec >= 0)
		n += (size_t)snprintf(sp + n, sizeof sp - n, ".%d", prec);
	snprintf(sp + n, sizeof sp - n, "%s%c", k == 'i' || k == 'u' ? "j" :
	    k == 'L' ? "L" : "", conv == 'i' ? 'd' : conv);
	if ((c = fmt_text(t, sizeof small, sp, k, &a)) >= (int)sizeof small &&
	    (t = malloc((size_t)c + 1)) != NULL)
		c = fmt_text(t, (size_t)c + 1, sp, k, &a);
	if (t == NULL)	/* out of memory: the text cut */
		t = small, c = (int)sizeof small - 1;
	if (c > 0)
		fmt_put(o, t, (size_t)c);
	if (t != small)
		free(t);
	return f + 1;
}

int
ak_vsnfmt(char *buf, size_t cap, const char *fmt, va_list ap)
{
	fmt_out o = { buf, cap, 0, { 0 } };
	va_list aq;
	const char *f = fmt, *p;

	va_copy(aq, ap);
	while (*f != '\0') {
		for (p = f; *p != '\0' && *p != '%'; p++)
			;
		fmt_put(&o, f, (size_t)(p - f));
		if (*p == '\0')
			break;
		if (p[1] == '%')
			fmt_put(&o, "%", 1), f = p + 2;
		else
			f = fmt_one(&o, p + 1, &aq);
	}
	va_end(aq);
	if (cap == 0)
		return (int)o.pos;
	if (o.pos < cap) {
		buf[o.pos] = '\0';
	} else {	/* cut at cap - 1: at a character's start */
		unsigned char tail[8] = { 0 };
		size_t from = cap - 1 > 3 ? cap - 4 : 0, m = cap - 1 - from;

		memcpy(tail, buf + from, m);
		memcpy(tail + m, o.over, sizeof o.over - 1);
		buf[from + char_cut(tail, m)] = '\0';
	}
	return o.pos > INT_MAX ? INT_MAX : (int)o.pos;
}

int
ak_snfmt(char *buf, size_t cap, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = ak_vsnfmt(buf, cap, fmt, ap);
	va_end(ap);
	return n;
}
