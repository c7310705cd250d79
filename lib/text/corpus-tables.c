/*
 * corpus-tables.c — other programs' printed tables given as a corpus
 * (corpus-tables.h): LaTeX, HTML, tabulate's text formats, Weka's ARFF,
 * recognised where they are certain, and named with the writer's call or
 * the conversion that reads them; a label padded with spaces is
 * corpus-pad.c's, rows of cells corpus-cells.c's, asked here.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "io.h"
#include "text.h"
#include "corpus-int.h"

/* n of all at least 9 in 10 */
#define MOST(n, all) ((all) > 0 && (n) * 10 >= (all) * 9)
/* c is an ASCII letter, digit or '_' */
#define WORD_BYTE(c) ((c) == '_' || ((c) >= 'a' && (c) <= 'z') || \
    ((c) >= 'A' && (c) <= 'Z') || ((c) >= '0' && (c) <= '9'))

/* s[0..n) without the ASCII spaces and TABs at its ends: [*a, *z) */
static void
trim(const char *s, size_t n, size_t *a, size_t *z)
{
	*a = 0;
	*z = n;
	while (*a < *z && (s[*a] == ' ' || s[*a] == '\t'))
		(*a)++;
	while (*z > *a && (s[*z - 1] == ' ' || s[*z - 1] == '\t'))
		(*z)--;
}

/* s[0..n), its leading spaces dropped, starts with p (case ignored) */
static int
starts(const char *s, size_t n, const char *p)
{
	size_t a, z, k = strlen(p);

	trim(s, n, &a, &z);
	return z - a >= k && strncasecmp(s + a, p, k) == 0;
}

/* s[0..n) holds p */
static int
holds(const char *s, size_t n, const char *p)
{
	size_t k = strlen(p);

	for (size_t i = 0; i + k <= n; i++)
		if (memcmp(s + i, p, k) == 0)
			return 1;
	return 0;
}

/* the bytes at s[i] are a box-drawing character (U+2500..U+257F, E2 94
   xx or E2 95 xx): its length 3, else 0 */
static size_t
box(const char *s, size_t n, size_t i)
{
	const unsigned char *u = (const unsigned char *)s;

	return i + 2 < n && u[i] == 0xe2 && (u[i + 1] == 0x94 || u[i + 1] ==
	    0x95) ? 3 : 0;
}

/*
 * s[0..n) a table's border: 'g' a grid's ('+' first and last, '-', '=',
 * ':' and '+' between, or box-drawing characters and spaces, one first),
 * '=' or '-' a rule of groups of that character separated by spaces
 * (*groups their count), 'p' presto's ('-' and '+', a '+' between, none
 * at the ends); else 0
 */
static int
border(const char *s, size_t n, int *groups)
{
	size_t a, z, i;
	int g = 0;

	*groups = 0;
	trim(s, n, &a, &z);
	if (z - a < 3)
		return 0;
	if (box(s, z, a)) {
		for (i = a; i < z; i += g ? 3 : 1)
			if (!(g = box(s, z, i) != 0) && s[i] != ' ')
				return 0;
		return 'g';
	}
	if (strspn(s + a, "+-=:") >= z - a)
		return s[a] == '+' && s[z - 1] == '+' ? 'g' : s[a] != '+' && s[z -
		    1] != '+' && s[a] == '-' && memchr(s + a, '+', z - a) !=
		    NULL && strspn(s + a, "-+") >= z - a ? 'p' : 0;
	if (s[a] != '-' && s[a] != '=')
		return 0;
	for (i = a; i < z; ) {
		size_t k = strspn(s + i, s[a] == '-' ? "-" : "=");
		if (k == 0 || i + k > z)
			return 0;
		g++;
		i += k;
		i += strspn(s + i, " ");
	}
	*groups = g;
	return s[a];
}

/* a vertical bar: '|', '│', '┃', '║' at s[i] (its length), else 0 */
static size_t
bar(const char *s, size_t n, size_t i)
{
	const unsigned char *u = (const unsigned char *)s;

	if (i < n && s[i] == '|')
		return 1;
	return i + 2 < n && u[i] == 0xe2 && ((u[i + 1] == 0x94 && (u[i + 2] ==
	    0x82 || u[i + 2] == 0x83)) || (u[i + 1] == 0x95 && u[i + 2] ==
	    0x91)) ? 3 : 0;
}

/* s[0..n) framed by vertical bars ('| a | b |', '│ a │ b │') */
static int
framed(const char *s, size_t n)
{
	size_t a, z;

	trim(s, n, &a, &z);
	return z - a >= 2 && bar(s, z, a) && (s[z - 1] == '|' || (z >= 3 &&
	    bar(s, z, z - 3) == 3));
}

/* the characters of UTF-8 s[0..n) */
static size_t
uchars(const char *s, size_t n)
{
	size_t c = 0;

	for (size_t i = 0; i < n; i++)
		c += ((unsigned char)s[i] & 0xc0) != 0x80;
	return c;
}

/* the byte offset of character column c in s[0..n) (UTF-8), n when the
   line is shorter */
static size_t
at_col(const char *s, size_t n, size_t c)
{
	size_t i = 0;

	for (; i < n; i++)
		if (((unsigned char)s[i] & 0xc0) != 0x80 && c-- == 0)
			return i;
	return n;
}

/* line s[0..n) has a character at each of t's columns, after two spaces
   (or at the line's start) */
static int
aligned(const ak_tables *t, const char *s, size_t n)
{
	for (int k = 0; k < t->ncol; k++) {
		size_t c = t->col[k], i = at_col(s, n, c);
		if (i >= n || s[i] == ' ')
			return 0;
		if (c >= 2 && (s[at_col(s, n, c - 1)] != ' ' || s[at_col(s, n,
		    c - 2)] != ' '))
			return 0;
	}
	return 1;
}

/* s[0..n) is an HTML line: '<' first, '>' last (spaces around) */
static int
tag(const char *s, size_t n)
{
	size_t a, z;

	trim(s, n, &a, &z);
	return z - a >= 3 && s[a] == '<' && s[z - 1] == '>';
}

/* s[0..n) is a LaTeX table's row: 'a & b \\' */
static int
tex_row(const char *s, size_t n)
{
	size_t a, z;

	trim(s, n, &a, &z);
	return z - a >= 3 && s[z - 1] == '\\' && s[z - 2] == '\\' &&
	    memchr(s + a, '&', z - a) != NULL;
}

/* Weka's ARFF: '@relation', '@attribute NAME TYPE', '@data' lines */
static void
arff_see(ak_tables *t, const char *s, size_t n, long line)
{
	size_t a, z, i;

	trim(s, n, &a, &z);
	if (a == z || s[a] == '%')
		return;		/* a comment */
	if (t->arel == 0) {
		if (starts(s, n, "@relation ") || starts(s, n, "@relation\t"))
			t->arel = line;
		else
			t->abefore = 1;
		return;
	}
	if (t->adata != 0)
		return;
	if (starts(s, n, "@data")) {
		t->adata = line;
		return;
	}
	if (!starts(s, n, "@attribute ")) {
		t->abefore = 1;	/* no header of ARFF's */
		return;
	}
	t->aattr++;
	for (i = a + 11; i < z && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	if (i < z && (s[i] == '\'' || s[i] == '"')) {
		const char *q = memchr(s + i + 1, s[i], z - i - 1);
		i = q != NULL ? (size_t)(q - s) + 1 : z;
	} else
		while (i < z && s[i] != ' ' && s[i] != '\t')
			i++;
	while (i < z && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (z - i >= 6 && strncasecmp(s + i, "string", 6) == 0 && t->astr == 0)
		t->astr = t->aattr;
	else if (i < z && s[i] == '{') {
		t->anom = t->aattr;
		snprintf(t->anomv, sizeof t->anomv, "%.*s", (int)(z - i), s + i);
	}
}

void
ak_tables_see(ak_tables *t, const char *s, size_t n, long line)
{
	int gap;

	t->lines++;
	if (t->lines <= 3) {
		ak_tables_keep(t->l[t->lines - 1], s, n);
		t->at[t->lines - 1] = line;
		if (starts(s, n, "\\begin{tab") || starts(s, n,
		    "\\begin{longtable"))
			t->texbeg = t->texbeg ? t->texbeg : line;
	}
	ak_tables_keep(t->last, s, n);
	if (t->lines == 1) {
		t->w1 = uchars(s, n);
		t->doc = !tag(s, n) ? 0 : starts(s, n, "<?xml") ? 1 :
		    starts(s, n, "<!doctype html") || starts(s, n, "<html") ? 2 :
		    0;
		t->ncol = ak_tables_names(s, n, t->col, &gap);
		t->ncol = gap && t->ncol >= 2 ? t->ncol : 0;
	} else
		t->aligned += t->ncol > 0 && aligned(t, s, n);
	t->smsbr += starts(s, n, "<sms ") && holds(s, n, " body=");
	t->htany |= starts(s, n, "<table");
	t->same += uchars(s, n) == t->w1;
	t->texrows += tex_row(s, n);
	t->texend |= starts(s, n, "\\end{tab") || starts(s, n,
	    "\\end{longtable");
	if (tag(s, n)) {	/* '<...>' */
		if (t->lines <= 3 && t->htbeg == 0 && starts(s, n, "<table"))
			t->htbeg = line;
		t->tags++;
		t->cells += holds(s, n, "<td") || holds(s, n, "<th>");
	}
	arff_see(t, s, n, line);
	ak_pad_see(t, s, n);
	ak_cells_see(t, s, n, line);	/* corpus-cells.c */
}

/* t's first lines' text at file line at ("" for none) */
static const char *
line_at(const ak_tables *t, long at)
{
	for (int i = 0; i < 3 && i < t->lines; i++)
		if (t->at[i] == at)
			return t->l[i];
	return "";
}

/* the names in row s (words of letters, digits and '_'): 1 a label
   column's among them, 2 a text column's and no label's, else 0 */
static int
row_names(const char *s)
{
	int lab = 0, txt = 0;
	char w[33];

	for (size_t i = 0; s[i] != '\0'; ) {
		size_t k = 0;
		while (s[i] != '\0' && !WORD_BYTE(s[i]))
			i++;
		for (; WORD_BYTE(s[i]); i++)
			if (k + 1 < sizeof w)
				w[k++] = s[i];
		w[k] = '\0';
		lab |= k > 0 && ak_corpus_label_name(w);
		txt |= k > 0 && ak_corpus_text_name(w);
	}
	return lab ? 1 : txt ? 2 : 0;
}

/* how to read the TSV made from a table whose header is row h */
static const char *
read_how(const char *h)
{
	int k = h != NULL ? row_names(h) : 0;

	return k == 1 ? "read that without --unlabeled" : k == 2 ? "read "
	    "that with --unlabeled (a column of text alone)" : "read that "
	    "without --unlabeled (with it for a column of text alone)";
}

static const char sms_xml[] = "python3 -c \"import "
    "xml.etree.ElementTree as E; [print(s.get('body', '').replace('\\n', "
    "' ')) for s in E.parse('%s').iter('sms')]\" > F.txt";

/* an XML document's or an HTML page's refusal */
static int
doc_end(const ak_tables *t, const char *name, ak_err *e)
{
	char conv[600], tabs[300] = "";

	if (t->doc == 1 && t->smsbr > 0)
		snprintf(conv, sizeof conv, sms_xml, name);
	else if (t->doc == 1)
		return ak_errf(e, "%s:%ld: an XML document (line %ld '%.40s%s'), "
		    "not messages: %s its markup as words of every message: make "
		    "its records a table: python3 -c \"import pandas as pd; "
		    "pd.read_xml('%s').to_csv('F.tsv', sep='\\t', index=False)\" "
		    "(pandas' to_xml's rows; another element: xpath='//NAME'), and "
		    "read that without --unlabeled (with it for a column of text "
		    "alone) (text? --all-text)", name, t->at[0], t->at[0], t->l[0],
		    strlen(t->l[0]) > 40 ? "..." : "", ak_tables_tail, name);
	else
		snprintf(conv, sizeof conv, "w3m -dump %s > F.txt (or a browser's "
		    "Save As text)", name);
	if (t->doc == 2 && t->htany)
		snprintf(tabs, sizeof tabs, "; its tables: python3 -c \"import "
		    "pandas as pd; pd.read_html('%s')[0].to_csv('F.tsv', "
		    "sep='\\t', index=False)\", read without --unlabeled", name);
	return ak_errf(e, "%s:%ld: %s (line %ld '%.40s%s'%s), not messages: %s "
	    "its markup%s as words of every message: take the texts out, one a "
	    "line: %s, and read that with --unlabeled%s (text? --all-text)",
	    name, t->at[0], t->doc == 2 ? "an HTML page" : "an XML document",
	    t->at[0], t->l[0], strlen(t->l[0]) > 40 ? "..." : "", t->smsbr >
	    0 && t->doc == 1 ? "; its '<sms ... body=' elements: SMS Backup & "
	    "Restore's export" : "", ak_tables_tail, t->doc == 1 ? ", its attributes' "
	    "names and values" : "", conv, tabs);
}

/* a LaTeX table's refusal */
static int
tex_end(const ak_tables *t, const char *name, ak_err *e)
{
	const char *l = line_at(t, t->texbeg), *h = NULL;

	for (int i = 0; i < 3 && i < t->lines && h == NULL; i++)
		if (tex_row(t->l[i], strlen(t->l[i])))
			h = t->l[i];	/* its header row */
	return ak_errf(e, "%s:%ld: a LaTeX table (pandas' to_latex, "
	    "Styler.to_latex, tabulate's latex: line %ld '%.40s%s', rows "
	    "'a & b \\\\'), not messages: %s the commands, the '&' and the "
	    "other columns as words of every message: %s, and %s (text? "
	    "--all-text)", name, t->texbeg, t->texbeg, l, strlen(l) > 40 ?
	    "..." : "", ak_tables_tail, ak_tables_csv, read_how(h));
}

/* an HTML table's refusal */
static int
html_end(const ak_tables *t, const char *name, ak_err *e)
{
	const char *l = line_at(t, t->htbeg);

	return ak_errf(e, "%s:%ld: an HTML table (pandas' to_html, "
	    "Styler.to_html, tabulate's html: line %ld '%.40s%s', a cell a "
	    "line '<td>...</td>'), not messages: %s the tags and each cell as "
	    "a message: %s, or convert it: python3 -c \"import pandas as pd; "
	    "pd.read_html('%s')[0].to_csv('F.tsv', sep='\\t', index=False)\", "
	    "and %s (text? --all-text)", name, t->htbeg, t->htbeg, l,
	    strlen(l) > 40 ? "..." : "", ak_tables_tail, ak_tables_csv, name, read_how(NULL));
}

/* Weka's ARFF's refusal: the columns its rows' CSV is read with */
static int
arff_end(const ak_tables *t, const char *name, ak_err *e)
{
	char cols[256];
	int known = strstr(t->anomv, "ham") != NULL && strstr(t->anomv,
	    "spam") != NULL;

	if (t->astr > 0 && t->anom > 0)
		snprintf(cols, sizeof cols, "--label-column %ld --text-column "
		    "%ld%s%s", t->anom, t->astr, known ? "" : ", its classes "
		    "mapped to spam and ham with --label-map: ", known ? "" :
		    t->anomv);
	else
		snprintf(cols, sizeof cols, "--label-column N --text-column M "
		    "(the class's and the text's attribute numbers)");
	return ak_errf(e, "%s:%ld: Weka's ARFF (Weka, liac-arff, OpenML: line "
	    "%ld '@relation', %ld attributes, line %ld '@data' over the rows), "
	    "not messages: %s the attributes' lines and the other columns as "
	    "words of every message: convert its rows to CSV: python3 -c "
	    "\"import arff, csv; csv.writer(open('F.csv', 'w', newline='')"
	    ").writerows(arff.load(open('%s'))['data'])\" (pip install "
	    "liac-arff), and read that with --csv --no-header %s (text? "
	    "--all-text)", name, t->arel, t->arel, t->aattr, t->adata, ak_tables_tail,
	    name, cols);
}

/* which of tabulate's formats t's first lines are, in words, or NULL;
   *hrow its header row (or NULL), *sed a conversion's script for two
   columns, the label first or last, with its names (or "") */
static const char *
tab_kind(const ak_tables *t, const char **hrow, const char **sed)
{
	int g0 = 0, g1 = 0, k0, k1, gap;
	size_t n0 = strlen(t->l[0]);
	int two = t->ncol == 2 && t->col[0] == 0;
	char w[33];
	int lab1;

	snprintf(w, sizeof w, "%.*s", (int)strcspn(t->l[0], " "), t->l[0]);
	lab1 = two && ak_corpus_label_name(w);

	*hrow = NULL;
	*sed = "";
	if (t->lines < 3)
		return NULL;
	k0 = border(t->l[0], n0, &g0);
	k1 = border(t->l[1], strlen(t->l[1]), &g1);
	if (k0 == 'g' && framed(t->l[1], strlen(t->l[1]))) {
		*hrow = t->l[1];
		return "a border ('+---+', or box-drawing characters) over a row "
		    "framed in bars: its grid, psql or pretty format, or "
		    "fancy_grid, rounded_outline ...";
	}
	if (starts(t->l[0], n0, "[cols=") || starts(t->l[0], n0, "|===")) {
		*hrow = t->l[starts(t->l[0], n0, "[cols=") ? 2 : 1];
		return "its asciidoc format: a line '|===' opens the table";
	}
	if (starts(t->l[0], n0, "{|")) {
		*hrow = t->l[2];
		return "its mediawiki format: line 1 '{|' opens the table";
	}
	if ((starts(t->l[0], n0, "||") && n0 >= 4 && strcmp(t->l[0] + n0 - 2,
	    "||") == 0) || starts(t->l[0], n0, "|_.")) {
		*hrow = t->l[0];
		return "its jira, youtrack, moinmoin or textile format: line 1 "
		    "names between '||' (or '|_.')";
	}
	if (framed(t->l[0], n0) && framed(t->l[1], strlen(t->l[1])) &&
	    t->l[1][strspn(t->l[1], " |-+")] == '\0' && strchr(t->l[1], '+') !=
	    NULL) {
		*hrow = t->l[0];
		return "its orgtbl format: line 2 '|---+---|' under line 1's names";
	}
	if (k0 == '=' && t->lines >= 4 && strcmp(t->l[0], t->l[2]) == 0) {
		*hrow = t->l[1];
		return "its rst format: lines 1 and 3 a rule of '=' groups";
	}
	if (k0 == '-' && g0 >= 2 && strcmp(t->l[0], t->last) == 0)
		return "its simple format without headers: line 1 and the last "
		    "a rule of '-' groups";
	if (k1 == '-' && k0 == 0 && (g1 >= 2 || ak_tables_names(t->l[0], n0, NULL,
	    &gap) == 1)) {
		/* line 1's characters inside line 2's groups */
		for (size_t i = 0, c = 0; i < n0; i++) {
			size_t j;
			if (((unsigned char)t->l[0][i] & 0xc0) == 0x80)
				continue;
			j = at_col(t->l[1], strlen(t->l[1]), c++);
			if (t->l[0][i] != ' ' && t->l[1][j] != '-')
				return NULL;
		}
		*hrow = t->l[0];
		if (two)
			*sed = lab1 ? "'2d; s/ \\{2,\\}/\\t/'" :
			    "'2d; s/ \\{2,\\}\\([^ ]*\\)$/\\t\\1/'";
		return "its simple format, tabulate's default: line 2 a rule of "
		    "'-' groups under line 1's names";
	}
	if (k1 == 'p' && k0 == 0) {
		for (size_t i = 0; t->l[1][i] != '\0'; i++)
			if (t->l[1][i] == '+' && (i >= n0 || t->l[0][i] != '|'))
				return NULL;
		*hrow = t->l[0];
		return "its presto format: line 2 '---+---' under line 1's '|'";
	}
	if (t->ncol > 0 && MOST(t->aligned, t->lines - 1)) {
		*hrow = t->l[0];
		if (two)
			*sed = lab1 ? "'s/ \\{2,\\}/\\t/'" :
			    "'s/ \\{2,\\}\\([^ ]*\\)$/\\t\\1/'";
		return "its plain format, or a frame printed with its columns "
		    "under line 1's names, two spaces or more apart";
	}
	return NULL;
}

/* tabulate's refusal */
static int
tab_end(const ak_tables *t, const char *kind, const char *hrow,
    const char *sed, const char *name, ak_err *e)
{
	char cmd[300], conv[400] = "";

	if (sed[0] != '\0')
		snprintf(conv, sizeof conv, ", or convert it: %s > F.tsv",
		    ak_sed_cmd(cmd, sizeof cmd, sed, name));
	return ak_errf(e, "%s:%ld: a table as tabulate prints it (%s; "
	    "df.to_markdown(tablefmt=...): line 1 '%.40s%s'), not messages: %s "
	    "the names, the borders and the other columns as words of every "
	    "message: %s%s, and %s (text? --all-text)", name, t->at[0], kind,
	    t->l[0], strlen(t->l[0]) > 40 ? "..." : "", ak_tables_tail, ak_tables_csv, conv,
	    read_how(hrow));
}

int
ak_tables_end(const ak_tables *t, const char *name, ak_err *e)
{
	const char *kind, *hrow, *sed;

	if (t->doc != 0)
		return doc_end(t, name, e);
	if (t->arel > 0 && t->adata > t->arel && t->aattr > 0 && !t->abefore)
		return arff_end(t, name, e);
	if (t->texbeg > 0 && t->texrows > 0 && t->texend)
		return tex_end(t, name, e);
	if (t->htbeg > 0 && t->cells > 0 && t->tags * 2 >= t->lines)
		return html_end(t, name, e);
	if ((kind = tab_kind(t, &hrow, &sed)) != NULL)
		return tab_end(t, kind, hrow, sed, name, e);
	/* (under names of two columns or more, the lines of line 1's
	   width: a printed frame, corpus-foreign.c's) */
	if (t->pnf >= 2 && MOST(t->same, t->lines))
		return 0;
	if (ak_pad_end(t, name, e) != 0)
		return -1;	/* a label padded (corpus-pad.c) */
	return ak_cells_end(t, name, e);	/* corpus-cells.c */
}

/* s is column names separated by '|' (' label   | text': presto's;
   the first empty, an index's) */
static int
bar_names(const char *s)
{
	int k = 0;

	for (const char *p = s; ; p++) {
		size_t a, z, m = strcspn(p, "|");
		trim(p, m, &a, &z);
		if (!ak_tables_name(p + a, z - a) && (k > 0 || z > a))
			return 0;	/* (an index's empty name first) */
		k++;
		p += m;
		if (*p == '\0')
			return k >= 2;
	}
}

const char *
ak_tables_hint(const char *s, int first, const char *wo)
{
	static char hint[700];
	size_t n = strlen(s);
	int g;

	if (starts(s, n, "\\begin{tab") || starts(s, n, "\\begin{longtable") ||
	    tex_row(s, n))
		snprintf(hint, sizeof hint, " (a LaTeX table, as pandas' to_latex "
		    "writes one? %s, and read that%s)", ak_tables_csv, wo);
	else if (first && tag(s, n) && starts(s, n, "<?xml")) {
		snprintf(hint, sizeof hint, " (an XML document, as SMS Backup & "
		    "Restore's sms.xml? take the texts out, one a line: ");
		snprintf(hint + strlen(hint), sizeof hint - strlen(hint), sms_xml,
		    "FILE");
		snprintf(hint + strlen(hint), sizeof hint - strlen(hint), " (the "
		    "element and attribute of another XML's), and read that with "
		    "--unlabeled)");
	} else if (first && tag(s, n) && (starts(s, n, "<html") || starts(s, n,
	    "<!doctype html")))
		snprintf(hint, sizeof hint, " (an HTML page? its tables: python3 "
		    "-c \"import pandas as pd; pd.read_html('FILE')[0].to_csv("
		    "'F.tsv', sep='\\t', index=False)\", and read that%s; its "
		    "text: w3m -dump FILE > F.txt, read with --unlabeled)", wo);
	else if (starts(s, n, "<table") || (first && (starts(s, n, "<style") ||
	    starts(s, n, "<div"))))
		snprintf(hint, sizeof hint, " (an HTML table, as pandas' to_html "
		    "writes one? %s, or convert it: python3 -c \"import pandas as "
		    "pd; pd.read_html('FILE')[0].to_csv('F.tsv', sep='\\t', "
		    "index=False)\", and read that%s)", ak_tables_csv, wo);
	else if (starts(s, n, "@relation") || starts(s, n, "@attribute") ||
	    starts(s, n, "@data"))
		snprintf(hint, sizeof hint, " (Weka's ARFF, '@relation' and "
		    "'@attribute' lines over '@data' and its rows? convert its rows "
		    "to CSV: python3 -c \"import arff, csv; csv.writer(open('F.csv', "
		    "'w', newline='')).writerows(arff.load(open('FILE'))['data'])\" "
		    "(pip install liac-arff), and read that with --csv --no-header "
		    "--label-column N --text-column M, the class's and the text's "
		    "attribute numbers; --unlabeled names them)");
	else if (first && s[0] == '%')
		snprintf(hint, sizeof hint, " (a comment, as Weka's ARFF starts? "
		    "--unlabeled names its conversion; text without labels? read "
		    "it with --unlabeled)");
	else if (first && (border(s, n, &g) != 0 || starts(s, n, "{|") ||
	    starts(s, n, "|===") || starts(s, n, "[cols=") ||
	    (s[0] == ' ' && strchr(s, '|') != NULL && bar_names(s))))
		snprintf(hint, sizeof hint, " (a table's border or header, as "
		    "tabulate prints one (grid, psql, rst, fancy_grid, presto, "
		    "mediawiki ...)? %s, and read that%s)", ak_tables_csv, wo);
	else if (ak_cells_idx_hint(s, wo, hint, sizeof hint))
		;	/* a row number first (corpus-cells.c) */
	else if (!ak_pad_hint(s, first, wo, hint, sizeof hint))
		return NULL;	/* a label padded (corpus-pad.c) */
	return hint;
}
