/*
 * corpus-foreign.c — other programs' layouts of a labelled table given as
 * a corpus (corpus-foreign.h): recognised where they are certain, and
 * named with the writer's call or the conversion that reads them.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "text.h"
#include "corpus-int.h"

/* the characters of UTF-8 s[0..n) (the bytes that start one) */
static size_t
uchars(const char *s, size_t n)
{
	size_t c = 0;

	for (size_t i = 0; i < n; i++)
		c += ((unsigned char)s[i] & 0xc0) != 0x80;
	return c;
}

/* s[0..n) without the ASCII spaces at its ends: [*a, *z) */
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

/* the cells of a Markdown table's row s[0..n) with a '|' at both ends
   ('| ham | hi there |': 2; a '\|' inside a cell is no border), else 0 */
static long
md_row(const char *s, size_t n)
{
	size_t a, z;
	long c = 0;

	trim(s, n, &a, &z);
	if (z - a < 2 || s[a] != '|' || s[z - 1] != '|')
		return 0;
	for (size_t i = a + 1; i < z; i++)
		c += s[i] == '|' && s[i - 1] != '\\';
	return c;
}

/* the cells of s[0..n) split by '|' (a '|' at an end no border), *outer
   when there is one at both ends */
static long
md_cells(const char *s, size_t n, int *outer)
{
	long r = md_row(s, n), c = 1;

	*outer = r > 0;
	if (r > 0)
		return r;
	for (size_t i = 0; i < n; i++)
		c += s[i] == '|' && (i == 0 || s[i - 1] != '\\');
	return c;
}

/* the cells of a Markdown table's delimiter row s[0..n) ('|:---|---:|',
   '--- | ---': each cell an optional ':', hyphens, an optional ':';
   a '|' somewhere), else 0 */
static long
md_delim(const char *s, size_t n)
{
	size_t a, z, i;
	long cells = 0;
	int pipes = 0;

	trim(s, n, &a, &z);
	if (a < z && s[a] == '|')
		a++, pipes++;
	if (z > a && s[z - 1] == '|')
		z--, pipes++;
	for (i = a; i <= z; ) {
		size_t e = i, p, q;
		int dash = 0;
		while (e < z && s[e] != '|')
			e++;
		trim(s + i, e - i, &p, &q);
		p += i, q += i;
		if (p < q && s[p] == ':')
			p++;
		if (q > p && s[q - 1] == ':')
			q--;
		for (; p < q && s[p] == '-'; p++)
			dash = 1;
		if (!dash || p != q)
			return 0;
		cells++;
		pipes += e < z;
		i = e + 1;
	}
	return pipes > 0 ? cells : 0;
}

/* s[0..n) split by runs of spaces, leading ones dropped: its fields
   (each at most 32 bytes), *names when every one names a column
   (ak_corpus_col_name, or an index's), *lablast when the last one names
   a label column */
static long
sp_fields(const char *s, size_t n, int *names, int *lablast)
{
	long k = 0;
	char w[33];

	*names = 1;
	*lablast = 0;
	for (size_t i = 0; i < n; ) {
		size_t b;
		while (i < n && s[i] == ' ')
			i++;
		if (i == n)
			break;
		for (b = i; i < n && s[i] != ' '; i++)
			;
		k++;
		if (i - b > 32) {
			*names = 0;
			continue;
		}
		memcpy(w, s + b, i - b);
		w[i - b] = '\0';
		*names &= ak_corpus_col_name(w) || ak_corpus_id_name(w);
		*lablast = ak_corpus_label_name(w) || strcasecmp(w, "spam") ==
		    0;
	}
	return k;
}

/* a row number and a space first (after spaces: pandas' index, R's row
   names), or a row of dots ('..  ...', print(df) between its head and
   tail): 1 a number, 2 dots, else 0 */
static int
row_start(const char *s, size_t n)
{
	size_t i = 0, d;

	while (i < n && s[i] == ' ')
		i++;
	d = strspn(s + i, "0123456789");
	if (d > 0 && d <= 18 && i + d < n && s[i + d] == ' ')
		return 1;
	return i + 2 < n && s[i] == '.' && s[i + 1] == '.' && s[i + 2] ==
	    ' ' ? 2 : 0;
}

/* s[0..n) holds a cell print(df) cut: 49 or 50 characters (pandas'
   display.max_colwidth, 50: 1.5 writes 46 and '...') ending in '...'
   at the line's end or before a space, the whole of its column: at the
   line's start or two spaces after the column before (a text of 49
   characters in a wider column of to_string() has more) */
static int
cut50(const char *s, size_t n)
{
	for (size_t e = 3; e <= n; e++) {
		size_t j = e, c = 0;
		if (memcmp(s + e - 3, "...", 3) != 0 || (e < n && s[e] != ' '))
			continue;
		while (j > 0 && c < 50) {
			c += ((unsigned char)s[--j] & 0xc0) != 0x80;
			if (c >= 49 && s[j] != ' ' && (j == 0 || (j >= 2 && s[j -
			    1] == ' ' && s[j - 2] == ' ' && (j == 2 || s[j - 3] !=
			    ' '))))
				return 1;	/* the whole column's width */
		}
	}
	return 0;
}

/* print(df)'s last line: '[5572 rows x 2 columns]'; a long Series'
   'Name: text, Length: 5572, dtype: object' ('Length: N, dtype: ...') */
static int
footer(const char *s, size_t n)
{
	char t[64];
	unsigned long r, c;
	int k = 0;

	if (n == 0 || n >= sizeof t || (s[0] != '[' && s[0] != 'N' && s[0] !=
	    'L'))
		return 0;
	memcpy(t, s, n);
	t[n] = '\0';
	if (s[0] != '[')
		return (strncmp(t, "Name: ", 6) == 0 || strncmp(t, "Length: ", 8)
		    == 0) && strstr(t, "Length: ") != NULL && strstr(t,
		    "dtype: ") != NULL;
	return sscanf(t, "[%lu rows x %lu columns]%n", &r, &c, &k) == 2 &&
	    (size_t)k == n;
}

/* s[0..n) after a line's '__label__': its label (up to a space or a TAB,
   as fastText splits on any whitespace; at most 24 bytes) into w, when
   blanks and more follow it; *more when what follows is another label
   ('__label__spam __label__promo Win': several labels a line); else 0 */
static int
ft_label(const char *s, size_t n, char w[AK_FOREIGN_WORD], int *more)
{
	size_t k = 0, i;

	while (k < n && s[k] != ' ' && s[k] != '\t')
		k++;
	for (i = k; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	if (k == 0 || k >= AK_FOREIGN_WORD || i == k || i == n)
		return 0;
	memcpy(w, s, k);
	w[k] = '\0';
	*more = n - i > 9 && memcmp(s + i, "__label__", 9) == 0;
	return 1;
}

/* w counted into slots (case ignored), the first AK_FOREIGN_SLOTS
   distinct ones */
static void
count_word(char slot[][AK_FOREIGN_WORD], long *count, const char *w)
{
	for (size_t i = 0; i < AK_FOREIGN_SLOTS; i++) {
		if (count[i] > 0 && strcasecmp(slot[i], w) != 0)
			continue;
		if (count[i]++ == 0)
			snprintf(slot[i], AK_FOREIGN_WORD, "%s", w);
		return;
	}
}

/* line s[0..n) (the file's line) a Markdown table's delimiter row under
   the line before (f->tb.cprev), from line 3 to 24 (a title, a caption,
   some prose above it), when line 1 was no table's header: the table
   there */
static void
md_later(ak_foreign *f, const char *s, size_t n, long line)
{
	const char *h = f->tb.cprev;	/* the line before */
	long d, c;
	int outer;

	if (f->md2 > 0 && f->md2 == f->md1)
		return;
	d = md_delim(s, n);
	c = md_cells(h, strlen(h), &outer);
	if (d == 0 || d != c || !(outer || c >= 2))
		return;
	f->md1 = c;
	f->md1outer = outer;
	f->md2 = d;
	snprintf(f->mdhead, sizeof f->mdhead, "%.*s", (int)sizeof f->mdhead -
	    1, h);
	f->mdl1 = f->tb.cprevat;
	f->mdl2 = line;
}

void
ak_foreign_see(ak_foreign *f, const char *s, size_t n, long line)
{
	char w[AK_FOREIGN_WORD];
	int outer, names, lablast, more, md;
	long k;

	ak_tables_see(&f->tb, s, n, line);	/* corpus-tables.c */
	f->lines++;
	if (f->lines == 1) {
		f->md1 = md_cells(s, n, &outer);
		f->md1outer = outer;
		snprintf(f->mdhead, sizeof f->mdhead, "%.*s", (int)(n <
		    sizeof f->mdhead ? n : sizeof f->mdhead - 1), s);
		f->w1 = uchars(s, n);
		f->h1f = sp_fields(s, n, &names, &lablast);
		f->h1lablast = lablast;
		f->h1names = names && f->h1f >= 2;
		f->mdl1 = line;
	} else if (f->lines == 2) {
		f->md2 = md_delim(s, n);
		f->mdl2 = line;
	}
	if (f->lines >= 3 && f->lines <= 24)	/* under prose, a title */
		md_later(f, s, n, line);
	ak_foreign_r_see(f, s, n);	/* corpus-foreign-r.c */
	f->same += uchars(s, n) == f->w1;
	if (f->lines > 1) {
		k = row_start(s, n);
		f->idx += k == 1;
		f->dots |= k == 2;
		if (f->cut == 0 && cut50(s, n))
			f->cut = f->lines;
		f->footer |= footer(s, n);
	}
	if (n > 9 && memcmp(s, "__label__", 9) == 0 && ft_label(s + 9, n - 9,
	    w, &more)) {
		f->ft++;
		count_word(f->ftlab, f->ftcount, w);
		if (more && f->ftmulti++ == 0)
			f->ftmat = f->lines;
	}
	if (f->lines == 1 && f->h1names)
		return;		/* column names, no label */
	f->wlines++;
	if (ak_foreign_lead_word(s, n, w, &md)) {	/* '- spam:' too */
		count_word(f->word, f->wcount, w);
		f->wmd += md;
		k = (long)strlen(w);
		if (!md && strspn(w, "0123456789") == (size_t)k &&
		    ak_foreign_first_word(s + k + 1, n - (size_t)k - 1, w))
			count_word(f->nword, f->ncount, w);
		char b[AK_FOREIGN_WORD];	/* 'SPAM:', '[Ham]' too */
		(void)ak_foreign_lab_form(w, b);
		f->wcase |= (strcasecmp(b, "ham") == 0 || strcasecmp(b, "spam")
		    == 0) && !ak_corpus_known_label(b);
	}
	if ((k = ak_foreign_last_word(s, n, w)) > 0) {
		char b[AK_FOREIGN_WORD];	/* '[Ham]', ':SPAM' too */
		f->ltwo |= k == 2;	/* 'not spam' */
		count_word(f->lword, f->lcount, w);
		(void)ak_foreign_last_form(w, b);
		f->lcase |= (strcasecmp(b, "ham") == 0 || strcasecmp(b,
		    "spam") == 0) && !ak_corpus_known_label(b);
		k = (long)strspn(s, "0123456789");
		f->lrow += k > 0 && (size_t)k < n && s[k] == ' ';
		f->ltrail |= n > 0 && s[n - 1] == ' ';
	}
}

/* n of all at least 9 in 10 */
static int
most(long n, long all)
{
	return all > 0 && n * 10 >= all * 9;
}

/* "every line" or "9 of 10 lines" into b */
static const char *
share(long on, long all, char *b, size_t n)
{
	if (on == all)
		snprintf(b, n, "every line");
	else
		snprintf(b, n, "%ld of %ld lines", on, all);
	return b;
}

/* the command a message names to run sed script (quoted) on file name,
   through zcat for a gzip file (ak_sed_cmd); with join (awk's condition
   of a line with a label first), each other line joined to the line
   before by awk first (a text broken over lines), into b */
static const char *
conv_cmd(char *b, size_t n, const char *script, const char *name,
    const char *join)
{
	char sc[640];
	int gz;

	ak_sed_cmd(sc, sizeof sc, script, name);
	if (join == NULL)
		return snprintf(b, n, "%s", sc), b;
	gz = strncmp(sc, "zcat ", 5) == 0;
	snprintf(b, n, "%s%s%sawk '%s && NR > 1 { print l; l = $0; next } "
	    "{ l = NR > 1 ? l \" \" $0 : $0 } END { print l }'%s%s | sed %s",
	    gz ? "zcat " : "", gz ? name : "", gz ? " | " : "", join, gz ?
	    "" : " ", gz ? "" : strcmp(name, "-") == 0 || strcmp(name,
	    "<stdin>") == 0 ? "FILE" : name, script);
	return b;
}

/* the sed that makes Markdown table h (its header, line hl of the file,
   its delimiter row line dl; both 0: where they are is not known) a TSV
   of its columns, outer its '|' at both ends, into b: the delimiter row
   dropped (by its line, and the lines above the header with it; else by
   its shape, a line of '-', ':', '|' and spaces only), the '|' at the ends (a first cell empty in the header,
   pandas' index, with its column), those before the text column (named
   so, else the last) from the left, those after from the right (a '|'
   in a text stays); *ncol the columns kept */
static const char *
md_sed(const char *h, int outer, long hl, long dl, char *b, size_t n,
    long *ncol)
{
	size_t a, z, at, at0;
	char del[64];
	long c = 0, tc = -1, k;
	int corner = 0;
	char w[64];

	trim(h, strlen(h), &a, &z);
	if (outer)
		a++, z--;
	for (size_t i = a; i <= z; c++) {
		size_t e = i, p, q;
		while (e < z && h[e] != '|')
			e++;
		trim(h + i, e - i, &p, &q);
		snprintf(w, sizeof w, "%.*s", (int)(q - p), h + i + p);
		corner |= c == 0 && w[0] == '\0' && outer;
		if (tc < 0 && ak_corpus_text_name(w))
			tc = c;
		i = e + 1;
	}
	if (tc < 0)
		tc = c - 1;
	*ncol = c - corner;	/* one column: no header, as --unlabeled's */
	if (dl == 0)
		snprintf(del, sizeof del, "%s/^[-:| ]*$/d", *ncol > 1 ? "" :
		    "1d; ");
	else if (*ncol == 1 || hl <= 1)
		snprintf(del, sizeof del, "%s%ldd", *ncol > 1 ? "" : "1,", dl);
	else
		snprintf(del, sizeof del, "%s%ld%s; %ldd", hl > 2 ? "1," : "",
		    hl - 1, "d", dl);
	at0 = strlen(del) + 2;
	at = (size_t)snprintf(b, n, "%s; %s", del, !outer ? "" : corner ?
	    "s/^ *|[^|]*| *//; s/ *| *$//" : "s/^ *| *//; s/ *| *$//");
	for (k = corner; k < tc && at < n; k++)
		at += (size_t)snprintf(b + at, n - at, "%ss/ *| */\\t/",
		    at > at0 ? "; " : "");
	for (k = tc + 1; k < c && at < n; k++)
		at += (size_t)snprintf(b + at, n - at, "%ss/ *| *\\([^|]*\\)$/"
		    "\\t\\1/", at > at0 ? "; " : "");
	return at < n ? b : NULL;	/* NULL: too many columns */
}

static const char *const tail = "--unlabeled reads the whole line, and "
    "would count";

/* the Markdown table's refusal (certain: line 2 its delimiter row) */
static int
md_end(const ak_foreign *f, const char *name, ak_err *e)
{
	char sed[400], conv[900] = "", q[404], cmd[800];
	long ncol = 0;
	/* the sed from the whole header only (mdhead cut: no sed) */
	const char *sd = strlen(f->mdhead) + 1 < sizeof f->mdhead ?
	    md_sed(f->mdhead, f->md1outer, f->mdl1, f->mdl2, sed, sizeof sed,
	    &ncol) : NULL;

	if (sd != NULL && snprintf(q, sizeof q, "'%s'", sd) > 0)
		snprintf(conv, sizeof conv, ", or convert it: %s > F.tsv, and "
		    "read that %s", conv_cmd(cmd, sizeof cmd, q, name, NULL),
		    ncol > 1 ? "without --unlabeled" : "with --unlabeled");
	return ak_errf(e, "%s:%ld: a Markdown table (pandas' to_markdown, "
	    "tabulate's pipe format, GitHub's tables: line %ld '%.40s%s' its "
	    "header, line %ld its delimiter row), not messages: %s the header, "
	    "the '|' and %s as words of every message: write the frame with "
	    "df.to_csv('F.tsv', sep='\\t', index=False)%s (text? --all-text)",
	    name, f->mdl2, f->mdl1, f->mdhead, strlen(f->mdhead) > 40 ? "..." :
	    "", f->mdl2, tail, f->md1 > 1 ? "the other columns" : "the cells",
	    conv);
}

/* fastText's sed: the first label a field; with several labels a line,
   the others dropped */
static const char ft_sed1[] = "'s/^__label__\\([^[:blank:]]*\\)"
    "[[:blank:]]\\{1,\\}/\\1\\t/'";
static const char ft_sedn[] = "'s/^__label__\\([^[:blank:]]*\\)"
    "[[:blank:]]\\{1,\\}\\(__label__[^[:blank:]]*[[:blank:]]\\{1,\\}\\)*"
    "/\\1\\t/'";

/* fastText's lines (half of them or more): its labels listed, a map for
   others than spam and ham, the lines with several labels named; refused
   at 9 in 10, else said through o->note, the lines without a label taken
   for a text's next lines */
static int
ft_end(const ak_foreign *f, const char *name, const ak_corpus_opt *o,
    ak_err *e)
{
	char list[300] = "", map[120] = "", g[96], multi[200] = "", cmd[800];
	char sh[48], msg[2400];
	size_t at = 0;
	int w, all = most(f->ft, f->lines);
	unsigned seen = 0;	/* spam and ham there, kept by the map */

	for (size_t i = 0; i < AK_FOREIGN_SLOTS && f->ftcount[i] > 0; i++)
		seen |= strcasecmp(f->ftlab[i], "spam") == 0 ? 1u :
		    strcasecmp(f->ftlab[i], "ham") == 0 ? 2u : 0u;
	for (size_t i = 0; i < AK_FOREIGN_SLOTS && f->ftcount[i] > 0; i++) {
		w = snprintf(list + at, sizeof list - at, "%s__label__%s %ld",
		    i ? ", " : "", f->ftlab[i], f->ftcount[i]);
		at += w > 0 && (size_t)w < sizeof list - at ? (size_t)w : 0;
		if (map[0] == '\0' && !ak_corpus_known_label(f->ftlab[i]))
			snprintf(map, sizeof map, " with --label-map %s",
			    ak_labelmap_guess_seen(f->ftlab[i], seen, g,
			    sizeof g));
	}
	if (f->ftmulti > 0)
		snprintf(multi, sizeof multi, "; %ld line%s with several "
		    "labels, %s %ld: the sed keeps the first label of each line, "
		    "drops the others", f->ftmulti, f->ftmulti > 1 ? "s" : "",
		    f->ftmulti > 1 ? "the first line" : "line", f->ftmat);
	conv_cmd(cmd, sizeof cmd, f->ftmulti ? ft_sedn : ft_sed1, name,
	    f->ft < f->lines ? "/^__label__/" : NULL);
	share(f->ft, f->lines, sh, sizeof sh);
	if (!all) {
		if (o->note == NULL)
			return 0;
		snprintf(msg, sizeof msg, "%s: %s start with '__label__' and a "
		    "label (%s%s), read as text with --unlabeled; fastText's "
		    "supervised format, its texts broken over lines? join each "
		    "line without a label to the one before and make the label a "
		    "field: %s > F.tsv, and read that without --unlabeled%s", name,
		    sh, list, multi, cmd, map);
		o->note(o->note_ctx, msg);
		return 0;
	}
	return ak_errf(e, "%s:1: fastText's supervised format (%s start with "
	    "'__label__' and a label: %s%s), not messages: %s 'label' and the "
	    "labels as words of every message: make the label a field%s, %s > "
	    "F.tsv, and read that without --unlabeled%s (text? --all-text)",
	    name, f->ft == f->lines ? "its lines" : sh, list, multi, tail,
	    f->ft < f->lines ? " (each line without one joined to the line "
	    "before)" : "", cmd, map);
}

/* a frame printed by pandas or R: its refusal, the conversion when the
   rows are all there and two columns, the label first or last */
static int
print_end(const ak_foreign *f, const char *name, ak_err *e)
{
	char conv[900] = "", q[100], cmd[800], cutat[24];
	int index = most(f->idx, f->lines - 1 - f->footer);

	snprintf(cutat, sizeof cutat, "%ld", f->cut);

	snprintf(q, sizeof q, "'%s; %s'", index ? "s/^[0-9]* *//" :
	    "s/^ *//", f->h1lablast ? "s/ \\{1,\\}\\([^ ]*\\)$/\\t\\1/" :
	    "s/ \\{1,\\}/\\t/");
	if (!f->footer && !f->dots && !f->cut && f->h1f == 2)
		snprintf(conv, sizeof conv, ", or convert it: %s > F.tsv, and "
		    "read that without --unlabeled", conv_cmd(cmd, sizeof cmd, q,
		    name, NULL));
	return ak_errf(e, "%s:1: a frame as pandas' to_string() or print(df) "
	    "shows it, or R's print(d) (columns aligned with spaces, line 1 "
	    "'%.40s%s'%s%s%s), not messages: %s the names and the "
	    "other columns as words of every message: write the frame with "
	    "df.to_csv('F.tsv', sep='\\t', index=False) (R: write.table(d, "
	    "'F.tsv', sep='\\t', quote=FALSE, row.names=FALSE))%s (text? "
	    "--all-text)", name, f->mdhead, strlen(f->mdhead) > 40 ? "..." :
	    "", f->h1names || f->h1f == 1 ? " their names" : "", f->footer || f->dots ? "; print(df) shows some rows only, "
	    "their texts cut" : f->cut ? "; print(df) cuts a text to 50 "
	    "characters ('...'), as on line " : "", f->cut && !f->footer &&
	    !f->dots ? cutat : "", tail, conv);
}

/* a label and a space (idx: after a row number): certain when the
   first words on 9 lines in 10 are labels the label rule knows
   (ak_corpus_label_class), all as written, all after a colon, all in
   brackets ... ('spam: text', '[True] text', 'Label: spam | Text: ...'),
   in Markdown or not (a list's item, bold), of both classes, or spam or
   ham (or спам) alone (a file of one class); said from half of them, or
   with a few lines (the lines without a label taken for a text's next
   lines, joined to the one before), one class of another label too */
static int
space_end(const ak_foreign *f, const char *name, const ak_corpus_opt *o,
    int idx, ak_err *e)
{
	long on;
	int fl[5] = { 0 };	/* classes, named, num, word, few */
	char list[300] = "", sh[48], sed[512], cmd[1100], msg[2400], jn[400];
	char map[96] = "", alt[160] = "", mp[120] = "";
	ak_foreign_lab l = { .fm = -1, .idx = idx, .md = !idx && f->wmd > 0 };
	const char *mds;

	on = ak_foreign_lab_words(idx ? f->nword : f->word, idx ? f->ncount :
	    f->wcount, &l, list, alt, map, fl);
	if ((fl[0] != 3 && (!most(on, f->wlines) || (!fl[1] && (fl[2] ||
	    on < f->wlines)))) || (fl[2] && fl[3]) || on * 2 < f->wlines)
		return 0;	/* one class: on 9 lines in 10; of 1 or 0
				   never ('1. ' a list's) */
	l.low |= f->wcase && !fl[2];
	if (map[0] != '\0' && !l.low)
		snprintf(mp, sizeof mp, " with --label-map %s", map);
	ak_foreign_lab_sed(sed, sizeof sed, &l);
	ak_foreign_lab_join(jn, sizeof jn, &l, alt);
	mds = l.md ? " in Markdown (a list's item, bold or code)" : "";
	conv_cmd(cmd, sizeof cmd, sed, name, on == f->wlines ? NULL : jn);
	share(on, f->wlines, sh, sizeof sh);
	if (f->wlines < 4 || (fl[4] && fl[0] == 3) || !most(on, f->wlines) ||
	    (fl[0] != 3 && !fl[1])) {
		if (o->note == NULL)
			return 0;
		snprintf(msg, sizeof msg, "%s: %s start%s with %sa label%s%s%s "
		    "(%s), read as text with --unlabeled; a label%s before each "
		    "text%s? %s%s > F.tsv, and read that without --unlabeled%s",
		    name, sh, on == f->wlines ? "s" : "", idx ? "a row number, "
		    "then " : "", mds,
		    ak_foreign_lab_says(l.fm), l.fm ? "" : " and a space", list,
		    l.fm ? "" : " and a space", on == f->wlines ? "" : ", the "
		    "texts broken over lines", on == f->wlines ? "" : l.fm ?
		    "join each line without a label to the one before and make "
		    "the label a field: " : "join each line without a label to "
		    "the one before and make the space a TAB: ", cmd, mp);
		o->note(o->note_ctx, msg);
		return 0;
	}
	return ak_errf(e, "%s:%d: %s start%s with %sa label%s%s%s (%s): a "
	    "labelled file, its label %s%s? %s the labels as words of every "
	    "message: %s%s, %s > F.tsv, and read that without --unlabeled%s "
	    "(text? --all-text)", name, f->h1names ? 2 : 1, sh, on ==
	    f->wlines ? "s" : "", idx ? "a row number, then " : "", mds,
	    ak_foreign_lab_says(l.fm),
	    l.fm ? "" : " and a space", list, l.fm ? "before the text" :
	    "and text separated by a space", idx ? " (R's write.table with "
	    "quote=FALSE)" : l.fm == 1 ? " (print(f'{label}: {text}'))" :
	    l.fm == 8 ? " (print(f'Label: {label} | Text: {text}'))" : "",
	    tail, idx ? "drop the row numbers and make the space after the "
	    "label a TAB" : l.md ? "drop the Markdown and make the label "
	    "a field" : l.fm ? "make the label a field" : "make the first "
	    "space a TAB", on == f->wlines ? "" : " (each line without a "
	    "label joined to the line before)", cmd, mp);
}

int
ak_foreign_end(const ak_foreign *f, const char *name,
    const ak_corpus_opt *o, ak_err *e)
{
	if (ak_tables_end(&f->tb, name, e) != 0)
		return -1;	/* a printed table (corpus-tables.c) */
	/* line 2 a delimiter row of line 1's cells: certain alone (a text
	   of several lines breaks a row: tabulate writes it as it is) */
	if (f->lines >= 2 && f->md2 > 0 && f->md2 == f->md1 && (f->md1outer ||
	    f->md1 >= 2))
		return md_end(f, name, e);
	if (f->ft > 0 && f->ft * 2 >= f->lines && ft_end(f, name, o, e) != 0)
		return -1;	/* said from half the lines */
	if (ak_foreign_r_end(f, name, e) != 0)
		return -1;	/* R's write.table (corpus-foreign-r.c) */
	if (f->lines >= 3 && (f->h1f >= 2 || f->cut) && most(f->same, f->lines -
	    f->footer) && (f->h1names || f->footer || most(f->idx, f->lines -
	    1 - f->footer)))
		return print_end(f, name, e);
	if (ak_cols_end(&f->tb.cl, name, e) != 0)
		return -1;	/* a label column anywhere (corpus-cols.c) */
	if (space_end(f, name, o, 0, e) != 0)
		return -1;
	if (space_end(f, name, o, 1, e) != 0)	/* after row numbers */
		return -1;
	return ak_foreign_r_last_end(f, name, o, e);	/* the label last */
}

/* the labelled reader's command for sed script (quoted) on the user's
   FILE: "sed SCRIPT FILE", "zcat FILE | sed SCRIPT" for a gzip file */
static const char *
fsed(char *b, size_t n, const char *script, int gz)
{
	snprintf(b, n, gz ? "zcat FILE | sed %s" : "sed %s FILE", script);
	return b;
}

static const char *
foreign_hint(const char *s, int first, const char *given, int gz,
    const char *file)
{
	static char hint[800];
	char wo[48] = "";	/* the TSV made read without --csv */
	size_t n = strlen(s);
	char w[AK_FOREIGN_WORD], sed[400], q[404];
	char cmd[500], map[160];
	const char *h;
	int names, lablast, outer, more;
	long ncol;

	if (given != NULL && strcmp(given, "--quoting none") != 0)
		snprintf(wo, sizeof wo, " without %s", given);
	if (ak_tables_hint(s, first, wo) != NULL)
		return ak_tables_hint(s, first, wo);	/* corpus-tables.c */

	if (n > 9 && memcmp(s, "__label__", 9) == 0 && ft_label(s + 9, n - 9,
	    w, &more))	/* the map named as the label rule guesses it */
		snprintf(hint, sizeof hint, " (fastText's supervised format, "
		    "'__label__%s' then the text%s? make the label a field: %s, "
		    "and read that%s%s%s)", w, more ? ", with more labels (the sed "
		    "keeps the first)" : "", fsed(cmd, sizeof cmd, more ? ft_sedn :
		    ft_sed1, gz), wo, ak_corpus_known_label(w) ? "" : " with "
		    "--label-map ", ak_corpus_known_label(w) ? "" :
		    ak_labelmap_guess_seen(w, 0, map, sizeof map));
	else if (md_row(s, n) > 0 || md_delim(s, n) > 0) {
		(void)md_cells(s, n, &outer);
		const char *sd = md_sed(s, outer, 0, 0, sed, sizeof sed, &ncol);
		int cv = first && outer && ncol > 1 && sd != NULL;
		if (cv)
			snprintf(q, sizeof q, "'%s'", sd);
		snprintf(hint, sizeof hint, " (a Markdown table, as pandas' "
		    "to_markdown and GitHub write one? write the frame with "
		    "df.to_csv('F.tsv', sep='\\t', index=False)%s%s)", cv ?
		    ", or convert it: " : "", cv ? fsed(cmd, sizeof cmd, q, gz) :
		    "");
	} else if ((h = ak_foreign_r_hint(s, n, first, file)) != NULL ||
	    (h = ak_foreign_ft_last_hint(s, n, gz)) != NULL)
		return h;	/* corpus-foreign-r.c */
	else if (first && sp_fields(s, n, &names, &lablast) >= 2 && names)
		snprintf(hint, sizeof hint, " (column names separated by spaces: "
		    "a frame as pandas' to_string() or print(df) shows it, or R's "
		    "print(d)? write it with df.to_csv('F.tsv', sep='\\t', "
		    "index=False) (R: write.table(d, 'F.tsv', sep='\\t', "
		    "quote=FALSE, row.names=FALSE)); %s? %s)", lablast ? "each "
		    "text, then a space and its label (the label column last)" :
		    "each text after a label and a space", fsed(cmd, sizeof cmd,
		    lablast ? "'s/^\\(.*\\) \\([^ ]*\\)$/\\2\\t\\1/'" :
		    "'s/ /\\t/'", gz));
	else if ((h = ak_foreign_lab_hint(s, n, gz, wo)) != NULL)
		return h;	/* a label first (corpus-foreign-sp.c) */
	else
		return NULL;
	return hint;
}

const char *
ak_foreign_split_hint(const char *s, char delim, int plain,
    const char *given, int openq, int first, const ak_labelmap *map,
    const char *file)
{
	const char *h = NULL, *sp;
	size_t n = strlen(s);
	char quoted[1024], sc[300];
	int gz = file != NULL && strncmp(ak_sed_cmd(sc, sizeof sc, "S", file),
	    "zcat ", 5) == 0;

	/* the CSV reader's field of R's line: the first field's quotes
	   dropped, the rest as it is ('label "text"', '1 "ham" "hi'): the
	   quotes put back */
	if (!plain && n + 3 <= sizeof quoted && (sp = strstr(s,
	    " \"")) != NULL) {
		snprintf(quoted, sizeof quoted, "\"%.*s\"%s", (int)(sp - s), s,
		    sp);
		h = ak_foreign_r_hint(quoted, n + 2, first, file);
	}
	/* a quoted field's rest, word vectors: as ak_corpus_split_hint
	   says them */
	if (h == NULL && !(openq && plain) && !ak_vec_hinted(s, n))
		h = foreign_hint(s, first, given, gz, file);
	return h != NULL ? h : ak_corpus_split_hint(s, delim, plain, given,
	    openq, first, map);
}

/* s is empty or ASCII spaces only */
static int
blank(const char *s)
{
	return s[strspn(s, " ")] == '\0';
}

int
ak_foreign_md_said(char delim, const char *first, const char *last,
    size_t nf, const char *where, ak_err *e)
{
	if (delim != '|' || nf < 3 || !blank(first) || !blank(last))
		return -1;
	return ak_errf(e, "%s: a Markdown table's row (its first and last "
	    "fields empty, as pandas' to_markdown and GitHub write them), not "
	    "a '|'-separated file: write the frame with df.to_csv('F.tsv', "
	    "sep='\\t', index=False), or read it without --delimiter '|', "
	    "which names its conversion", where);
}
