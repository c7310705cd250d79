/*
 * corpus-cells.c — printed tables without the header the other rules of
 * corpus-tables.c key on (corpus-tables.h): rows of cells framed in '|'
 * (tabulate's pipe, github, orgtbl, jira, youtrack, textile, a
 * DataFrame's index shown or not) or split by runs of two spaces or
 * more (tabulate's plain and rst, a frame's index and a right-aligned
 * label), one cell of each a label at the same place on 9 rows in 10;
 * named with the writer's call and the awk that makes label<TAB>text of
 * them.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "io.h"
#include "text.h"
#include "corpus-int.h"

/* n of all at least 9 in 10 */
#define MOST(n, all) ((all) > 0 && (n) * 10 >= (all) * 9)

/* cell c[0..k) without its spaces and a textile alignment ('<. ',
   '>. ', '=. ', '_. '): the class of a label as the --unlabeled rules
   know labels (ak_unl_class: spam, ham, 1, 0, true, false, not spam
   ...; in any case), 1 spam, 2 ham, else 0, its spelling into w (16
   bytes; "" none); *num a 1 or 0; *word another word (no space, a
   letter in it, at most 15 bytes; w it too) */
static int
cell_cls(const char *c, size_t k, int *num, char w[16], int *word)
{
	int cls;

	while (k > 0 && c[0] == ' ')
		c++, k--;
	while (k > 0 && c[k - 1] == ' ')
		k--;
	if (k >= 2 && strchr("<>=_", c[0]) != NULL && c[1] == '.')
		for (c += 2, k -= 2; k > 0 && c[0] == ' '; c++, k--)
			;
	*num = k == 1 && (c[0] == '0' || c[0] == '1');
	*word = 0;
	w[0] = '\0';
	if (k == 0 || k >= 16 || memchr(c, '\'', k) != NULL || memchr(c, ',',
	    k) != NULL)
		return 0;
	memcpy(w, c, k);
	w[k] = '\0';
	if ((cls = ak_unl_class(w)) == 0 && !(*word = memchr(c, ' ', k) ==
	    NULL && strpbrk(w, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRS"
	    "TUVWXYZ") != NULL))
		w[0] = '\0';
	return cls;
}

void
ak_tables_keep(char d[AK_TABLES_HEAD], const char *s, size_t n)
{
	size_t h = AK_TABLES_HEAD - 1 - AK_TABLES_TAIL, b = n - AK_TABLES_TAIL;

	if (n < AK_TABLES_HEAD) {
		memcpy(d, s, n);
		d[n] = '\0';
		return;
	}
	while (h > 0 && ((unsigned char)s[h] & 0xc0) == 0x80)
		h--;	/* the head cut before a character */
	while (b < n && ((unsigned char)s[b] & 0xc0) == 0x80)
		b++;	/* the tail from one */
	memcpy(d, s, h);
	memcpy(d + h, s + b, n - b);
	d[h + n - b] = '\0';
}

int
ak_cells_idx_hint(const char *s, const char *wo, char *h, size_t n)
{
	size_t i = strspn(s, " "), d = strspn(s + i, "0123456789"), b, k;
	int num, word, one = d == 1 && (s[i] == '0' || s[i] == '1');
	const char *map;
	char w[16];

	if (d == 0 || strspn(s + i + d, " ") < 2)
		return 0;	/* a row number, two spaces (pandas', tabulate's) */
	b = i + d + strspn(s + i + d, " ");
	k = strcspn(s + b, " ");
	if (cell_cls(s + b, k, &num, w, &word) == 0 || s[b + k] != ' ' || s[b + k +
	    strspn(s + b + k, " ")] == '\0')
		return 0;	/* then a label, a space and the text */
	map = num ? " with --label-map 1=spam,0=ham" : "";
	snprintf(h, n, " (%s, then a label padded with spaces, then the text, "
	    "as pandas' to_string(header=False) and tabulate's plain "
	    "(showindex=True) write a frame with its index? drop the row "
	    "number and make the spaces after the label a TAB: sed 's/^ "
	    "*[0-9]\\{1,\\} \\{1,\\}\\([^ ]*\\) \\{1,\\}/\\1\\t/' FILE, and "
	    "read that%s%s%s%s%s)", one && num ? "two columns of 1 and 0 "
	    "first: a row number" : "a row number", wo, map, one && num ?
	    "; a label 1 or 0, then a text that starts with a number, as "
	    "to_string(index=False, header=False) writes one? sed 's/^ "
	    "*\\([^ ]*\\) \\{1,\\}/\\1\\t/' FILE, and read that" : "", one &&
	    num ? wo : "", one && num ? map : "");
	return 1;
}

/* a rule: only '|', '-', ':', '+', '=' and spaces, a '-' or '=' in it */
static int
rule(const char *s, size_t n)
{
	return n > 0 && strspn(s, "|-:+= ") >= n && (memchr(s, '-', n) != NULL
	    || memchr(s, '=', n) != NULL);
}

/* cell k of a row of form f: counted */
static void
put(ak_tables *t, int f, int k, const char *c, size_t m)
{
	int num, cls, word;
	char w[16];

	if (k >= AK_TABLES_COLS)
		return;
	if ((cls = cell_cls(c, m, &num, w, &word)) != 0) {
		t->ccls[f][k][cls - 1]++;
		t->cnum[f][k] |= num ? 1 : 2;
		for (int i = 0; i < AK_CELLS_SPELL; i++) {
			char *sp = t->csp[f][k][cls - 1][i];
			if (sp[0] == '\0')
				memcpy(sp, w, 16);
			if (strcmp(sp, w) == 0)
				break;
		}
	}
	t->cother[f][k] += word;
	if (t->crows[f] == 1)	/* a column's name ('label'), not a class */
		t->chead[f][k] = cls == 0 && (!word || ak_corpus_col_name(w));
	if (k + 1 > t->cmax[f])
		t->cmax[f] = k + 1;
}

void
ak_cells_see(ak_tables *t, const char *s, size_t n, long line)
{
	size_t a = 0, z = n, i, b;
	int k = 0, num, c, word;
	char w[16];
	const char *tab = memchr(s, '\t', n);

	ak_cols_see(&t->cl, s, n, line);	/* corpus-cols.c */
	memcpy(t->cprev, t->ccur, sizeof t->cprev);
	t->cprevat = t->ccurat;
	ak_tables_keep(t->ccur, s, n);
	t->ccurat = line;

	if (tab != NULL) {	/* tabulate's tsv: cells padded before a TAB */
		const char *p = s, *q = tab;
		if (t->trows++ == 0)
			t->tcol = (size_t)(tab - s);
		t->tsame += (size_t)(tab - s) == t->tcol;	/* padded alike */
		for (k = 0; k < 2 && q != NULL; k++) {	/* an index first? */
			t->tpad += q > p && q[-1] == ' ';
			if ((c = cell_cls(p, (size_t)(q - p), &num, w, &word)) != 0)
				t->tcls[k][c - 1]++, t->tnum[k] |= num ? 1 : 2;
			p = q + 1;
			q = memchr(p, '\t', n - (size_t)(p - s));
		}
		return;
	}

	while (a < z && s[a] == ' ')
		a++;
	while (z > a && s[z - 1] == ' ')
		z--;
	int bar = z > a && memchr(s + a, '|', z - a) != NULL, was = t->cbar;
	t->cbar = bar;
	if (z > a && rule(s + a, z - a) && was == 1 && bar)
		t->cmd = 1;	/* a Markdown header's delimiter row */
	if (z == a || rule(s + a, z - a) || (s[a] == '<' && s[z - 1] == '>' &&
	    !bar)) {
		t->cbar += bar;	/* (a rule: 2) */
		t->crule++;	/* a border, a delimiter row, a tag */
		return;
	}
	if (z - a >= 3 && s[a] == '|' && s[z - 1] == '|') {
		int dbl = s[a + 1] == '|';	/* '||' (moinmoin's): one */
		t->crows[0]++;
		t->cdbl += dbl;
		for (i = a + 1 + dbl; i < z; i = b + 1 + (dbl && b + 1 < z &&
		    s[b + 1] == '|')) {
			for (b = i; b < z && s[b] != '|'; b++)
				;
			put(t, 0, k++, s + i, b - i);
		}
		t->cmin[0] = t->cmin[0] == 0 || k < t->cmin[0] ? k : t->cmin[0];
		return;
	}
	t->crows[1]++;	/* cells split by two spaces or more */
	for (i = a; i < z; i = b) {
		for (b = i; b < z && !(s[b] == ' ' && b + 1 < z && s[b + 1] ==
		    ' '); b++)
			;
		put(t, 1, k++, s + i, b - i);
		while (b < z && s[b] == ' ')
			b++;
	}
}

/* the awk that makes label<TAB>text of form f's rows (dbl: framed in
   '||'), label cell l and text cell x (from 1; last: a text after the
   label takes the cells after it too, its own double spaces); head: the
   first row a header's, written 'label<TAB>text' (its names one short
   over an index), into b */
static const char *
awk_of(int f, int dbl, int l, int x, int last, int head, char *b,
    size_t n)
{
	static const char trim[] = "gsub(/^ *([<>=_]\\. *)?| *$/, \"\", v); ";
	const char *hd = head ? "if (!h++) { print \"label\\ttext\"; next } " :
	    "";
	char more[80];

	snprintf(more, sizeof more, "%d; i < NF; i++) v = v \"|\" $i; ", x + 2);

	if (f == 0)	/* a text last: its own '|' kept (fields to NF-1) */
		snprintf(b, n, "awk -F'%s' 'NF > 2 && $0 !~ /^[|:+= -]*$/ { v = "
		    "$%d; %sl = v; %sv = $%d; %s%s%sprint l \"\\t\" v }'", dbl ?
		    "[|][|]" : "|", l + 1, trim, hd, x + 1, last && !dbl ?
		    "for (i = " : "", last && !dbl ? more : "", trim);
	else {
		more[0] = '\0';
		if (last)
			snprintf(more, sizeof more, "for (i = %d; i <= n; i++) v = "
			    "v \"  \" c[i]; ", x + 1);
		snprintf(b, n, "awk '$0 !~ /^[ =-]*$/ { sub(/^ +/, \"\"); n = "
		    "split($0, c, /  +/); l = c[%d]; %sv = c[%d]; %sprint l "
		    "\"\\t\" v }'", l, hd, x, more);
	}
	return b;
}

/* tabulate's tsv: a TAB on 9 lines in 10, four or more, the first
   cells (or the second, after an index the sed drops) labels on 9 in 10
   (a row of names aside), both, one padded before its TAB ('spam
   <TAB>text'), the first TAB at one column on 9 lines in 10 (padded
   alike: a hand's stray space is the --unlabeled scans'): refused with the sed that drops the padding; else 0 */
static int
tsv_end(const ak_tables *t, const char *name, ak_err *e)
{
	char cmd[1200];
	int k = t->tcls[0][0] + t->tcls[0][1] >= t->tcls[1][0] +
	    t->tcls[1][1] ? 0 : 1, num = t->tnum[k] == 1;
	const long *cl = t->tcls[k];

	if (t->trows < 4 || !MOST(t->trows, t->lines) || t->tpad == 0 ||
	    !MOST(t->tsame, t->trows) ||
	    cl[0] < 2 || cl[1] < 2 || t->tnum[k] == 3 ||
	    (cl[0] + cl[1]) * 10 < (t->trows - 1) * 9)
		return 0;
	return ak_errf(e, "%s: a table as tabulate prints it, its tsv format "
	    "(each cell padded with spaces before its TAB: %s %ld, %s %ld), "
	    "not label<TAB>text: the labels would be read with their spaces "
	    "('spam   '): write the frame with df.to_csv('F.tsv', sep='\\t', "
	    "index=False), or drop the padding: %s > F.tsv, and read that "
	    "without --unlabeled%s (text? --all-text)", name, num ? "1" : "spam",
	    cl[0], num ? "0" : "ham", cl[1], ak_sed_cmd(cmd, sizeof cmd, k ?
	    "'s/^ *//; s/ *\\t */\\t/g; s/^[^\\t]*\\t//'" :
	    "'s/^ *//; s/ *\\t */\\t/g'", name), num ?
	    " with --label-map 1=spam,0=ham" : "");
}

/* the --label-map form f's cell k wants (its spellings but 'spam' and
   'ham' as written; 1=spam,0=ham), " with --label-map ..." into b, or
   "" */
static const char *
cells_map(const ak_tables *t, int f, int k, char *b, size_t n)
{
	if (t->cnum[f][k] == 1) {
		snprintf(b, n, " with --label-map 1=spam,0=ham");
		return b;
	}
	return ak_cols_map_of(t->csp[f][k][0], t->csp[f][k][1],
	    AK_CELLS_SPELL, b, n);
}

int
ak_cells_end(const ak_tables *t, const char *name, ak_err *e)
{
	static const char *const kind[2] = { "rows of cells framed in '|' "
	    "(tabulate's pipe, github, orgtbl, jira, youtrack, moinmoin or "
	    "textile format, or a Markdown table, a DataFrame's index shown or "
	    "not)", "rows of cells aligned by runs of spaces (tabulate's plain "
	    "or rst format, a frame's index shown or not)" };

	if (tsv_end(t, name, e) != 0)
		return -1;
	for (int f = 0; f < 2; f++) {
		long rows = t->crows[f];
		if (rows < 4 || !MOST(rows + t->crule, t->lines) || (f == 0 &&
		    t->cmd))
			continue;	/* (Markdown's: corpus-foreign.c's) */
		for (int k = 0; k < AK_TABLES_COLS && k < t->cmax[f]; k++) {
			long sp = t->ccls[f][k][0], hm = t->ccls[f][k][1],
			    ot = t->cother[f][k];
			int x = k + 1 < t->cmax[f] ? k + 1 : k - 1, num =
			    t->cnum[f][k] == 1;
			char awk[400], cmd[1400], map[200], more[48] = "";
			if (sp < 1 || hm < 1 || (sp < 2 || hm < 2 ? !MOST(sp + hm,
			    rows - 1) : 0) || t->cnum[f][k] == 3 || (sp + hm +
			    ot) * 10 < (rows - 1) * 9 || (sp + hm) * 2 < rows ||
			    x < 0)
				continue;	/* (a third class: said) */
			awk_of(f, f == 0 && MOST(t->cdbl, rows), k + 1, x + 1, x >
			    k && (f == 1 || x + 1 == t->cmin[f]), t->chead[f][k], awk,
			    sizeof awk);
			if (strncmp(ak_sed_cmd(cmd, sizeof cmd, "S", name),
			    "zcat ", 5) == 0)
				snprintf(cmd, sizeof cmd, "zcat %s | %s", name, awk);
			else
				snprintf(cmd, sizeof cmd, "%s %s", awk, strcmp(name,
				    "<stdin>") ? name : "FILE");
			if (ot > t->chead[f][k] && (sp + hm) * 10 < (rows - 1) * 9)
				snprintf(more, sizeof more, ", other words %ld",
				    ot - t->chead[f][k]);
			return ak_errf(e, "%s: a table printed for people, %s, "
			    "its cell %d a label (%s %ld, %s %ld%s), not messages: "
			    "--unlabeled reads the whole line, and would count the "
			    "labels and the other cells as words of every message: "
			    "write the frame with df.to_csv('F.tsv', sep='\\t', "
			    "index=False), or convert it: %s > F.tsv, and read "
			    "that without --unlabeled%s (text? --all-text)", name,
			    kind[f], k + 1, num ? "1" : "spam", sp, num ? "0" :
			    "ham", hm, more, cmd, cells_map(t, f, k, map, sizeof map));
		}
	}
	return 0;
}
