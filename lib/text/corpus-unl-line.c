/*
 * corpus-unl-line.c — what --unlabeled's scans (corpus-unl.c) see in one
 * line (corpus-unl.h): its fields and their count, empty last fields, a
 * quoted field open past it or closed as a writer closes one, a label's
 * shape and class (a negated spam, Russian's spam), its characters, and
 * the file's line of a message's FILE:LINE; the scans' table
 * (corpus-unl.h ak_unl_scans).
 */
#include <string.h>

#include "text.h"
#include "corpus-int.h"
#include "corpus-unl.h"

/* the scans (corpus-unl.h): after a row number, idx, pandas' to_csv
   index, R's row.names */
const ak_unl_def ak_unl_scans[AK_UNL_DELIMS] = {
	{ '\t', 0, 0, 0 }, { ',', 1, 0, 0 }, { ';', 1, 0, 0 }, { '|', 1, 0, 0 },
	{ '\t', 2, 0, 0 },
	{ '\t', 0, 1, 0 }, { ',', 1, 1, 0 }, { ';', 1, 1, 0 }, { '|', 1, 1, 0 },
	{ '\t', 2, 1, 0 },
	{ '\t', 0, 0, 1 }, { ',', 1, 0, 1 }, { ';', 1, 0, 1 }, { '|', 1, 0, 1 },
	{ '\t', 2, 0, 1 },
	{ '\t', 3, 0, 0 },
};

/* line s (n bytes) without its empty last fields (a spreadsheet's empty
   columns right of the label: 'text,spam,,', Excel's 'text;spam;'), as
   scan sc sees fields (quoted 1: ASCII spaces around them, and quoted 1
   or 2 '""', empty too): the bytes left */
size_t
ak_unl_trim_empty(const char *s, size_t n, char d, int quoted)
{
	for (;;) {
		size_t m = n;
		while (quoted == 1 && m > 0 && s[m - 1] == ' ')
			m--;
		if ((quoted == 1 || quoted == 2) && m >= 3 && s[m - 1] == '"' &&
		    s[m - 2] == '"' && s[m - 3] == d)
			m -= 2;
		while (quoted == 1 && m > 0 && s[m - 1] == ' ')
			m--;
		if (m == 0 || s[m - 1] != d)
			return n;
		n = m - 1;
	}
}

/* the fields of line s (n bytes) split by d, quoted (a d inside CSV's
   quotes is no split) or not */
long
ak_unl_fields(const char *s, size_t n, char d, int quoted)
{
	long f = 1;
	int inq = 0;

	for (size_t i = 0; i < n; i++) {
		if (quoted && s[i] == '"' && !inq)
			inq = i == 0 || s[i - 1] == d;
		else if (quoted && s[i] == '"' && i + 1 < n && s[i + 1] == '"')
			i++;	/* "" inside: a quote */
		else if (quoted && s[i] == '"')
			inq = 0;
		else if (s[i] == d && !inq)
			f++;
	}
	return f;
}

/* s[0..n) is a number written with a decimal comma, digits ',' digits
   (pandas' float label under to_csv(sep=';', decimal=','): '1,0') */
static int
dec_comma(const char *s, size_t n)
{
	size_t i = strspn(s, "0123456789");

	return i > 0 && i + 1 < n && s[i] == ',' && i + 1 + strspn(s + i + 1,
	    "0123456789") == n;
}

/* the ',' at t in s[0..n) is a decimal comma: digits around it, from
   the line's start or a ';' to a ';' or the line's end ('1,0;text',
   'text;2,50') */
int
ak_unl_dec_at(const char *s, size_t n, const char *t)
{
	const char *b = t, *f = t + 1;

	while (b > s && b[-1] >= '0' && b[-1] <= '9')
		b--;
	while (f < s + n && *f >= '0' && *f <= '9')
		f++;
	return b < t && f > t + 1 && (b == s || b[-1] == ';') && (f == s + n ||
	    *f == ';');
}

/* l folded to lower case (ASCII's letters, Cyrillic's А..Я and Ё) into
   b (n bytes, cut where it would not fit) */
static void
fold(const char *l, char *b, size_t n)
{
	size_t i = 0;

	for (const unsigned char *p = (const unsigned char *)l; *p != '\0' &&
	    i + 3 < n; p++) {
		if (p[0] == 0xd0 && p[1] >= 0x90 && p[1] <= 0x9f)
			b[i++] = (char)0xd0, b[i++] = (char)(p[1] + 0x20), p++;
		else if (p[0] == 0xd0 && p[1] >= 0xa0 && p[1] <= 0xaf)
			b[i++] = (char)0xd1, b[i++] = (char)(p[1] - 0x20), p++;
		else if (p[0] == 0xd0 && p[1] == 0x81)	/* Ё */
			b[i++] = (char)0xd1, b[i++] = (char)0x91, p++;
		else
			b[i++] = (char)(*p >= 'A' && *p <= 'Z' ? *p + 32 : *p);
	}
	b[i] = '\0';
}

/* the class of label l as the --unlabeled rules know labels: the label
   rule's (ak_corpus_label_class: spam, ham, 1, 0, true, false, a negated
   spam 'not spam', 'not_spam', 'non-spam'), and Russian's spam 'спам'
   (1) and negated spam 'не спам', 'не_спам', 'не-спам', 'неспам' (2),
   in any case; 0 for any other word */
int
ak_unl_class(const char *l)
{
	static const char spam[] = "\xd1\x81\xd0\xbf\xd0\xb0\xd0\xbc",
	    ne[] = "\xd0\xbd\xd0\xb5";
	char f[AK_UNL_WORD];
	const char *p = f + sizeof ne - 1;
	int c = ak_corpus_label_class(l);

	if (c != 0)
		return c;
	fold(l, f, sizeof f);
	if (strcmp(f, spam) == 0)
		return 1;
	if (strncmp(f, ne, sizeof ne - 1) != 0)
		return 0;
	if (*p == ' ' || *p == '_' || *p == '-')
		p++;
	return strcmp(p, spam) == 0 ? 2 : 0;
}

/* s[0..n) (at most AK_UNL_WORD - 1 bytes) has a label's shape: no
   space, TAB, ',', ';', '|' or '"' in it, but the decimal comma of a
   ';' file (d) ('1,0') and the one space of a negated spam ('not spam',
   'не спам': unl_class 2) */
int
ak_unl_shaped(const char *s, size_t n, char d)
{
	static const char bad[] = " \t,;|\"";
	char f[AK_UNL_WORD];
	size_t i = 0, sp = 0;

	for (size_t j = 0; j < n; j++)
		if (memchr(bad, s[j], sizeof bad - 1) != NULL)
			i++, sp += s[j] == ' ';
	if (i == 0 || (d == ';' && dec_comma(s, n)))
		return 1;
	if (i != 1 || sp != 1)
		return 0;
	memcpy(f, s, n);
	f[n] = '\0';
	return ak_unl_class(f) == 2;
}

/* the characters of UTF-8 s[0..n) (the bytes that start one) */
size_t
ak_unl_chars(const char *s, size_t n)
{
	size_t c = 0;

	for (size_t i = 0; i < n; i++)
		c += ((unsigned char)s[i] & 0xc0) != 0x80;
	return c;
}

/* whether a quoted field is open at the end of line s, inq at its
   start: a quote opens one only where a field starts (the line's start,
   after a delimiter), as the CSV reader counts it; inside, "" is a quote
   and a lone " closes it (RFC 4180) */
int
ak_unl_quote_open(int inq, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (s[i] != '"')
			continue;
		if (inq && i + 1 < n && s[i + 1] == '"')
			i++;
		else if (inq)
			inq = 0;
		else if (i == 0 || strchr(",;|\t", s[i - 1]) != NULL)
			inq = 1;
	}
	return inq;
}

/* line s (n bytes), which starts inside a quoted field, closes it as a
   CSV writer does: its first lone '"' ("" is a quote) is followed by a
   delimiter (TAB, ',', ';', '|') or the line's end ('you"<TAB>0') */
int
ak_unl_closed_well(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (s[i] != '"')
			continue;
		if (i + 1 < n && s[i + 1] == '"') {
			i++;
			continue;
		}
		return i + 1 == n || strchr(",;|\t", s[i + 1]) != NULL;
	}
	return 0;
}

/* the file's line of where ("FILE:LINE"), or dflt when it ends in no
   number (a name cut short) */
long
ak_unl_where_line(const char *where, long dflt)
{
	const char *p = where != NULL ? strrchr(where, ':') : NULL;
	long v = 0;

	if (p == NULL || p[1] == '\0')
		return dflt;
	for (p++; *p >= '0' && *p <= '9' && v < 100000000000L; p++)
		v = v * 10 + (*p - '0');
	return *p == '\0' && v > 0 ? v : dflt;
}
