/*
 * corpus-pad.c — a label padded with spaces before or after its text, as
 * pandas' to_string() pads a column (corpus-tables.h): the lines seen
 * by --unlabeled (ak_pad_see), its refusal (ak_pad_end), the labelled
 * reader's hint for one line (ak_pad_hint); and the names of columns a
 * printed table's first line holds (ak_tables_names), which the table
 * rules of corpus-tables.c share.  Below corpus-tables.c, which asks it.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "io.h"
#include "text.h"
#include "corpus-int.h"

/* n of all at least 9 in 10 */
#define MOST(n, all) ((all) > 0 && (n) * 10 >= (all) * 9)

const char ak_tables_tail[] = "--unlabeled reads the whole line, and "
    "would count";
const char ak_tables_csv[] = "write the frame with df.to_csv('F.tsv', "
    "sep='\\t', index=False)";

/* s[0..n), its leading spaces dropped, starts with p (case ignored) */
static int
lead(const char *s, size_t n, const char *p)
{
	size_t a = 0, k = strlen(p);

	while (a < n && (s[a] == ' ' || s[a] == '\t'))
		a++;
	return n - a >= k && strncasecmp(s + a, p, k) == 0;
}

int
ak_tables_name(const char *w, size_t k)
{
	char b[33];

	if (k == 0 || k >= sizeof b)
		return 0;
	memcpy(b, w, k);
	b[k] = '\0';
	return ak_corpus_col_name(b) || ak_corpus_id_name(b);
}

int
ak_tables_names(const char *s, size_t n, size_t *cols, int *gap)
{
	int k = 0;
	size_t ch = 0;

	*gap = 1;
	for (size_t i = 0; i < n; ) {
		size_t b, sp = 0;
		for (; i < n && s[i] == ' '; i++, sp++)
			ch++;
		if (i == n)
			break;
		for (b = i; i < n && s[i] != ' '; i++)
			ch += ((unsigned char)s[i] & 0xc0) != 0x80;
		if (!ak_tables_name(s + b, i - b) || k >= AK_TABLES_COLS)
			return 0;
		*gap &= k == 0 || sp >= 2;
		if (cols != NULL)
			cols[k] = ch - (i - b);	/* ASCII names */
		k++;
	}
	return k;
}

/* w[0..k) a label the padded rule knows: spam or 1 (2), ham or 0 (1),
   else 0 */
static int
pad_cls(const char *w, size_t k)
{
	if ((k == 4 && strncasecmp(w, "spam", 4) == 0) || (k == 1 && w[0] ==
	    '1'))
		return 2;
	if ((k == 3 && strncasecmp(w, "ham", 3) == 0) || (k == 1 && w[0] ==
	    '0'))
		return 1;
	return 0;
}

/* ak_pad_see: a label padded with spaces, first (' ham      hi there', 'spam  win')
   or last ('  hi there  ham', 'win now spam'); a Series' footer ('Name:
   text, dtype: object') not counted */
void
ak_pad_see(ak_tables *t, const char *s, size_t n)
{
	size_t i = 0, b, sp, z = n;
	int gap, k, c;

	if (t->lines <= 2 && t->pnames == t->lines - 1 && (k = ak_tables_names(s,
	    n, NULL, &gap)) > 0) {
		t->pnames++;	/* column names: 'label' over a Series */
		t->pnf = t->pnf > k ? t->pnf : k;
		return;
	}
	t->pfoot = lead(s, n, "Name: ") || lead(s, n, "dtype: ") ||
	    lead(s, n, "Length: ");
	if (t->pfoot || memchr(s, '\t', n) != NULL)
		return;		/* print(series)'s last line; TAB's (cells) */
	t->plines++;
	while (i < n && s[i] == ' ')
		i++;
	for (b = i; i < n && s[i] != ' '; i++)
		;
	for (sp = 0; i + sp < n && s[i + sp] == ' '; sp++)
		;
	if (sp > 0 && i + sp < n && (c = pad_cls(s + b, i - b)) != 0) {
		t->pcls[c - 1]++;
		t->pnum |= s[b] == '0' || s[b] == '1';
		t->padded += b > 0 || sp >= 2;
	}
	while (z > 0 && s[z - 1] == ' ')
		z--;
	for (i = z; i > 0 && s[i - 1] != ' '; i--)
		;
	for (sp = 0; sp < i && s[i - 1 - sp] == ' '; sp++)
		;
	if (sp > 0 && sp < i && (c = pad_cls(s + i, z - i)) != 0) {
		t->lcls[c - 1]++;
		t->lnum |= s[i] == '0' || s[i] == '1';
		t->lpadded += s[0] == ' ' || sp >= 2;
	}
}

/* a label padded with spaces (last: at the lines' ends): its refusal */
static int
pad_end(const ak_tables *t, int last, const char *name, ak_err *e)
{
	char cmd[300], sed[100], sh[64];
	const long *cls = last ? t->lcls : t->pcls;
	long on = cls[0] + cls[1];
	int num = last ? t->lnum : t->pnum;

	snprintf(sed, sizeof sed, "'%s%s%s%s%s'", t->pnames == 2 ? "1,2d; " :
	    t->pnames == 1 ? "1d; " : "", t->pfoot ? "$d; " : "", last ?	/* Ham lowered */
	    "s/^ *//; s/ \\{1,\\}\\([^ ]*\\)$/\\t" : "s/^ *\\([^ ]*\\) \\{1,\\}/",
	    num ? "\\1" : "\\L\\1\\E", last ? "/" : "\\t/");
	if (on == t->plines)
		snprintf(sh, sizeof sh, "every line %s", last ? "ends" : "starts");
	else
		snprintf(sh, sizeof sh, "%ld of %ld lines %s", on, t->plines,
		    last ? "end" : "start");
	return ak_errf(e, "%s:%ld: %s with a label padded with spaces (%s "
	    "%ld, %s %ld), as pandas' to_string() pads a column "
	    "(df.to_string(index=False, header=False), a Series' to_string()), "
	    "not messages: %s the labels as words of every message: %s, or "
	    "make the spaces %s the label a TAB: %s > F.tsv, and read that "
	    "without --unlabeled%s%s (text? --all-text)", name, t->pnames < 3 ?
	    t->at[t->pnames] : 1, sh, num ? "1" : "spam", cls[1], num ? "0" :
	    "ham", cls[0], ak_tables_tail, ak_tables_csv, last ? "before" : "after",
	    ak_sed_cmd(cmd, sizeof cmd, sed, name), last ? ", with --delimiter "
	    "tab --label-column 2 --text-column 1" : "", !num ? "" : last ?
	    " and --label-map 1=spam,0=ham" : " with --label-map 1=spam,0=ham");
}

/* s is a line of a label padded with spaces: 1 first ('spam  win', ' ham
   hi'), 2 last ('  hi there  ham'); *num when the label is 1 or 0 */
static int
pad_line(const char *s, int *num)
{
	ak_tables t;

	memset(&t, 0, sizeof t);
	t.lines = 9;		/* no names line */
	ak_pad_see(&t, s, strlen(s));
	*num = t.padded > 0 ? t.pnum : t.lnum;
	return t.padded > 0 ? 1 : t.lpadded > 0 ? 2 : 0;
}


int
ak_pad_end(const ak_tables *t, const char *name, ak_err *e)
{
	if (t->plines < 4)
		return 0;
	if (t->pcls[0] > 0 && t->pcls[1] > 0 && t->padded > 0 &&
	    MOST(t->pcls[0] + t->pcls[1], t->plines))
		return pad_end(t, 0, name, e);
	if (t->lcls[0] > 0 && t->lcls[1] > 0 && t->lpadded > 0 &&
	    MOST(t->lcls[0] + t->lcls[1], t->plines))
		return pad_end(t, 1, name, e);
	return 0;
}

int
ak_pad_hint(const char *s, int first, const char *wo, char *hint, size_t hn)
{
	size_t n = strlen(s), a = 0, z = n;
	int num, gap, k;

	while (a < z && (s[a] == ' ' || s[a] == '\t'))
		a++;
	while (z > a && (s[z - 1] == ' ' || s[z - 1] == '\t'))
		z--;
	if ((k = pad_line(s, &num)) == 1)
		snprintf(hint, hn, " (a label padded with spaces, then "
		    "the text, as pandas' to_string(index=False, header=False) "
		    "writes a frame? make the spaces after it a TAB: sed 's/^ "
		    "*\\([^ ]*\\) \\{1,\\}/\\1\\t/' FILE, and read that%s%s)", wo,
		    num ? " with --label-map 1=spam,0=ham" : "");
	else if (k == 2)
		snprintf(hint, hn, " (the text, then a label padded "
		    "with spaces, as pandas' to_string(index=False, header=False) "
		    "writes a frame? make the spaces before it a TAB: sed 's/^ "
		    "*//; s/ \\{1,\\}\\([^ ]*\\)$/\\t\\1/' FILE, and read that%s "
		    "with --delimiter tab --label-column 2 --text-column 1%s)", wo,
		    num ? " --label-map 1=spam,0=ham" : "");
	else if (first && ak_tables_names(s, n, NULL, &gap) == 1 &&
	    ak_corpus_label_name(s + a))	/* (spaces after it) */
		snprintf(hint, hn, " (a label column's name alone, as "
		    "a Series' to_string() writes its index's (df.set_index('%.*s')"
		    "['text'].to_string()), over each label and its text padded "
		    "with spaces? %s, or convert it: sed '1d; s/^ *\\([^ ]*\\) "
		    "\\{1,\\}/\\1\\t/' FILE, and read that%s; text without labels? "
		    "read it with --unlabeled)", (int)(z - a), s + a, ak_tables_csv,
		    wo);
	else
		return 0;
	return 1;
}
