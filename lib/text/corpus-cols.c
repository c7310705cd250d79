/*
 * corpus-cols.c — a printed frame's label column wherever it is
 * (corpus-tables.h ak_cols_see, ak_cols_end): a frame of three columns
 * or more, an index or a MultiIndex shown, labels of any set the label
 * rule knows (True/False, 'not spam' ...), R's print(d) in column
 * blocks; and Python's reprs of records a line.  The rules of
 * corpus-tables.c and corpus-cells.c key on a header, two columns or
 * cells split by two spaces; this one on the labels' place alone: a
 * label at one character column on 9 rows in 10 is a column.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "io.h"
#include "text.h"
#include "corpus-int.h"

/* n of all at least 9 in 10 */
#define MOST(n, all) ((all) > 0 && (n) * 10 >= (all) * 9)

/* one word of a line: bytes [b, z), characters [cb, ce) */
typedef struct {
	size_t b, z, cb, ce;
} word;

/* w (k bytes) is a label of the label rule's with a letter in it (not
   '0.0'; where num is not NULL a number the rule knows too, '1', '0',
   '-1', '1.0', *num then 1): its class 1 (spam's) or 2 (ham's), its
   spelling into sp (16 bytes), else 0 */
static int
lab(const char *w, size_t k, char sp[16], int *num)
{
	int letter = 0, cls;

	if (num != NULL)
		*num = 0;
	if (k == 0 || k >= 16)
		return 0;
	for (size_t i = 0; i < k; i++)
		letter |= ((unsigned char)w[i] >= 0x80) || (w[i] >= 'a' && w[i]
		    <= 'z') || (w[i] >= 'A' && w[i] <= 'Z');
	memcpy(sp, w, k);
	sp[k] = '\0';
	if (!letter && num == NULL)
		return 0;
	cls = ak_corpus_label_class(sp);
	if (num != NULL)
		*num = cls != 0 && !letter;
	return cls;
}

/* s[0..n)'s words split by spaces into w (at most m), their count */
static size_t
words(const char *s, size_t n, word *w, size_t m)
{
	size_t k = 0, ch = 0;

	for (size_t i = 0; i < n && k < m; ) {
		for (; i < n && s[i] == ' '; i++)
			ch++;
		if (i == n)
			break;
		w[k].b = i;
		w[k].cb = ch;
		for (; i < n && s[i] != ' '; i++)
			ch += ((unsigned char)s[i] & 0xc0) != 0x80;
		w[k].z = i;
		w[k++].ce = ch;
	}
	return k;
}

/* the line is names only (column names, an index's: a header, a
   MultiIndex's names, R's block's), or dots ('...', print(df)'s elided
   rows) */
static int
names_only(const char *s, const word *w, size_t k)
{
	char b[33];

	for (size_t i = 0; i < k; i++) {
		size_t m = w[i].z - w[i].b;
		if (m >= sizeof b)
			return 0;
		memcpy(b, s + w[i].b, m);
		b[m] = '\0';
		if (!ak_corpus_col_name(b) && !ak_corpus_id_name(b) &&
		    strspn(b, ".") != m)
			return 0;
	}
	return k > 0;
}

/* the label column's name among the names w[0..k) of line s: its
   characters' first and end columns into c->hcol */
static void
head_at(ak_cols *c, const char *s, const word *w, size_t k)
{
	char b[33];

	for (size_t i = 0; i < k; i++) {
		size_t m = w[i].z - w[i].b;
		if (m >= sizeof b)
			continue;
		memcpy(b, s + w[i].b, m);
		b[m] = '\0';
		if (ak_corpus_label_name(b)) {
			c->hset = 1;
			c->hcol[0] = w[i].cb;
			c->hcol[1] = w[i].ce;
			return;
		}
	}
}

/* the place a (end, col) among c's, or -1 */
static int
place(const ak_cols *c, int end, size_t col)
{
	for (int i = 0; i < c->nc; i++)
		if (c->c[i].end == end && c->c[i].col == col)
			return i;
	return -1;
}

/* a's labels are numbers (1 and 0, 1 and -1 ...) under no name of a
   label column aligned with them: a column of numbers that may be labels
   or data (a feature of 1 and 0), told by nothing but their values */
static int
bare_num(const ak_cols *c, const ak_cols_at *a)
{
	return a->num && !(c->hset && c->hcol[a->end] == a->col);
}

/* a's numbers are labels here: under the label column's name aligned
   with them, or under no header at all (the block without a names line
   or a first row of names) beside a text (a letter on 9 rows in 10: no
   table of numbers); under a header naming another column ('flag') they
   are that column's data */
static int
num_ok(const ak_cols *c, const ak_cols_at *a, long den)
{
	return !bare_num(c, a) || (!c->named && !c->head && MOST(c->letters,
	    den));
}

/* the label column of c's block (its rows, the first aside when it
   holds no label): words, or numbers (1 and 0) under the label column's
   name aligned with them, or numbers alone beside a text (a letter on
   9 rows in 10: not a table of numbers); or NULL */
static const ak_cols_at *
found(const ak_cols *c)
{
	long den = c->lines - (c->head ? 1 : 0);
	const ak_cols_at *a = c->c;

	if (den < 4)
		return NULL;
	for (int i = 0; i < c->nc; i++)
		if (MOST(a[i].on, den) && a[i].cls[0] > 0 && a[i].cls[1] > 0 &&
		    a[i].pad && (a[i].num ? !a[i].word && num_ok(c, &a[i], den) :
		    1))
			return &a[i];
	return NULL;
}

/* a block ends (a names line after rows: R's next block): its column
   kept when it has one and none was */
static void
block_end(ak_cols *c)
{
	const ak_cols_at *a = found(c);

	if (a != NULL && c->bestlines == 0) {
		c->best = *a;
		c->best.bare = bare_num(c, a);
		c->bestlines = c->lines - (c->head ? 1 : 0);
	}
	c->lines = c->numrows = c->seeded = c->nc = c->head = c->hset = 0;
	c->letters = c->named = 0;
}

/* a label word of a row at place i: counted */
static void
count(ak_cols_at *a, int cls, const char *sp, int pad, long line)
{
	a->on++;
	a->cls[cls - 1]++;
	a->pad |= pad;
	if (a->at == 0)
		a->at = line;
	for (int j = 0; j < 2; j++) {
		char *d = a->sp[cls - 1][j];
		if (d[0] == '\0')
			snprintf(d, 16, "%s", sp);
		if (strcmp(d, sp) == 0)
			break;
	}
}

/* Python's repr of a record: '{...}', '[...]', '(...)', 'Name(...)' (or
   a part of NumPy's wrapped row, a quote first or last), its first
   quote Python's '\'', with a label quoted ('spam', "ham") or after '='
   or ': ' (True) in it */
static void
repr_see(ak_cols *c, const char *s, size_t n, long line)
{
	size_t a = strspn(s, " "), z = n, i;
	int cls = 0;
	char sp[16];

	while (z > a && s[z - 1] == ' ')
		z--;
	if (z - a < 4)
		return;
	for (i = a; i < z && (s[i] == '_' || (s[i] >= 'A' && s[i] <= 'Z') ||
	    (s[i] >= 'a' && s[i] <= 'z')); i++)
		;
	if (!((i == a || (i < z && s[i] == '(')) && strchr("{[('", s[i]) !=
	    NULL && strchr("}])'", s[z - 1]) != NULL))
		return;		/* (NumPy's wrapped rows: '[['ham'', ''...']') */
	for (i = a; i < z && s[i] != '\'' && s[i] != '"'; i++)
		;
	if (i == z || s[i] != '\'')
		return;		/* Python's quote first ('{"a": 1}' JSON's) */
	c->repr++;
	if (c->reprat == 0)
		c->reprat = line;
	for (i = a; i < z && cls == 0; i++) {
		size_t k;
		if (s[i] == '\'' || s[i] == '"') {
			const char *q = memchr(s + i + 1, s[i], z - i - 1);
			if (q == NULL)
				break;
			k = (size_t)(q - s) - i - 1;
			cls = lab(s + i + 1, k, sp, NULL);
			i += k + 1;
		} else if (i + 2 < z && (s[i] == '=' || (s[i] == ':' && s[i + 1]
		    == ' '))) {
			size_t b = i + 1 + (s[i] == ':');
			for (k = 0; b + k < z && strchr(",)} ", s[b + k]) == NULL; k++)
				;
			cls = s[b] != '\'' && s[b] != '"' ? lab(s + b, k, sp, NULL) : 0;
		}
	}
	if (cls != 0)
		c->rlab++, c->rcls[cls - 1]++;
}

void
ak_cols_see(ak_cols *c, const char *s, size_t n, long line)
{
	word w[64];
	size_t k, a = strspn(s, " ");
	int hit = 0;

	if (memchr(s, '\t', n) != NULL || a >= n || strspn(s + a, "|-:+= ") >=
	    n - a)
		return;		/* (TABs: the cells rule's), blank, a rule */
	c->all++;
	repr_see(c, s, n, line);
	if ((s[a] == '[' && n - a > 16 && strncmp(s + n - 8, "columns]", 8) ==
	    0) ||
	    (n > 8 && (strncmp(s, "Name: ", 6) == 0 || strncmp(s, "dtype: ",
	    7) == 0 || strncmp(s, "Length: ", 8) == 0)))
		return;		/* print(df)'s, a Series' footer */
	k = words(s, n, w, sizeof w / sizeof w[0]);
	if (strspn(s + a, ". ") >= n - a)
		return;		/* print(df)'s elided rows */
	int names = names_only(s, w, k);

	if (names || (c->lines > c->head && c->numrows >=
	    c->lines - c->head && strspn(s + w[0].b, "0123456789") < w[0].z -
	    w[0].b)) {	/* names, or no row number under rows of them */
		if (c->rows)
			c->blocks++, block_end(c);
		c->rows = 0;
		c->named = names;
		head_at(c, s, w, k);
		return;
	}
	c->rows = 1;
	c->lines++;
	for (size_t i = a; i < n; i++)	/* a text's letter (not the
					   names': a row's) */
		if ((unsigned char)s[i] >= 0x80 || ((s[i] | 0x20) >= 'a' &&
		    (s[i] | 0x20) <= 'z')) {
			c->letters++;
			break;
		}
	c->numrows += strspn(s + w[0].b, "0123456789") == w[0].z - w[0].b;
	for (size_t i = 0; i < k; i++) {
		char sp[16];
		size_t j = i, m = w[i].z - w[i].b;
		int cls, at, pad, num;
		if (i + 1 < k && w[i + 1].b == w[i].z + 1 && ((m == 3 &&
		    strncasecmp(s + w[i].b, "not", 3) == 0) || (m == 4 &&
		    memcmp(s + w[i].b, "\xd0\xbd\xd0\xb5", 4) == 0)))
			j = i + 1;	/* 'not spam', 'не спам' */
		if ((cls = lab(s + w[i].b, w[j].z - w[i].b, sp, &num)) == 0)
			continue;
		pad = w[0].b > 0 || (i > 0 && w[i].b >= w[i - 1].z +
		    2) || (j + 1 < k && w[j + 1].b >= w[j].z + 2);
		hit = 1;
		for (int e = 0; e < 2; e++) {
			size_t col = e ? w[j].ce : w[i].cb;
			if ((at = place(c, e, col)) < 0 && c->seeded < 3 && c->nc <
			    AK_COLS_CAND) {
				at = c->nc++;
				memset(&c->c[at], 0, sizeof c->c[at]);
				c->c[at].end = e;
				c->c[at].col = col;
			}
			if (at >= 0)
				count(&c->c[at], cls, sp, pad, line), c->c[at].num |=
				    num, c->c[at].word |= !num;
		}
		i = j;
	}
	if (c->lines == 1 && !hit)
		c->head = 1, head_at(c, s, w, k);	/* 'text label len' */
	c->seeded += hit;
}

const char *
ak_cols_map_of(const char (*spam)[16], const char (*ham)[16], int k,
    char *b, size_t n)
{
	size_t at;
	int need = 0;

	snprintf(b, n, " with --label-map '");
	for (int c = 0; c < 2; c++)
		for (int i = 0; i < k; i++) {
			const char *w = c ? ham[i] : spam[i];
			at = strlen(b);
			if (w[0] != '\0' && at + 40 < n)
				snprintf(b + at, n - at, "%s%s=%s", b[at - 1] == '\'' ?
				    "" : ",", w, c ? "ham" : "spam");
			need |= w[0] != '\0' && strcmp(w, c ? "ham" : "spam");
		}
	at = strlen(b);
	snprintf(b + at, n - at, "'");
	if (!need)
		b[0] = '\0';
	return b;
}

int
ak_cols_end(const ak_cols *c, const char *name, ak_err *e)
{
	const ak_cols_at *a = found(c);
	long rows = c->lines - (c->head ? 1 : 0);
	char map[120], cl[48], lb[120] = "a label";

	if (c->all >= 4 && MOST(c->repr, c->all) && c->rlab >= 4 && c->rlab *
	    2 >= c->repr && c->rcls[0] > 0 && c->rcls[1] > 0)
		return ak_errf(e, "%s:%ld: Python's repr of a record on %ld of %ld "
		    "lines (print(r) of a dict, a list, a namedtuple or itertuples' "
		    "row, NumPy's print(df.values)), a label in each (spam's %ld, "
		    "ham's %ld), not messages and not JSON: --unlabeled reads the "
		    "whole line, and would count the keys, the quotes' words and "
		    "the labels as words of every message: write the frame with "
		    "df.to_csv('F.tsv', sep='\\t', index=False) (records: "
		    "pd.DataFrame(records)), and read that without --unlabeled "
		    "(JSON Lines: df.to_json('F.jsonl', orient='records', "
		    "lines=True), read with --jsonl) (text? --all-text)", name,
		    c->reprat, c->repr, c->all, c->rcls[0], c->rcls[1]);
	if (a == NULL && c->bestlines > 0)
		a = &c->best, rows = c->bestlines;
	if (a == NULL)
		return 0;
	if (a == &c->best ? a->bare : bare_num(c, a))
		snprintf(lb, sizeof lb, "a column of %s and %s, labels by their "
		    "values alone (no header names them)", a->sp[0][0],
		    a->sp[1][0]);
	snprintf(cl, sizeof cl, "%s at character column %zu", a->end ?
	    "ending" : "starting", a->end ? a->col : a->col + 1);
	return ak_errf(e, "%s:%ld: a table printed for people, its columns "
	    "aligned with spaces (pandas' to_string() or print(df), an index "
	    "or a MultiIndex shown or not; R's print(d)%s; tabulate's plain), "
	    "%s %s on %ld of %ld rows (%s %ld, %s %ld), not messages: "
	    "--unlabeled reads the whole line, and would count the labels and "
	    "the other columns as words of every message: write the frame "
	    "with df.to_csv('F.tsv', sep='\\t', index=False) (R: "
	    "write.table(d, 'F.tsv', sep='\\t', quote=FALSE, row.names=FALSE)), "
	    "and read that without --unlabeled%s (text? --all-text)", name,
	    a->at, c->blocks > 0 ? ", in column blocks as it wraps a frame "
	    "wider than the console" : "", lb, cl, a->on, rows, a->sp[0][0],
	    a->cls[0], a->sp[1][0], a->cls[1], ak_cols_map_of(a->sp[0],
	    a->sp[1], 2, map, sizeof map));
}
