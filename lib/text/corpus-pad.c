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

/* the class of s[b..e) as a label (ak_corpus_label_class: 1 spam's, 2
   ham's: spam, True, 1, -1, 'not spam', спам ... in any case), its
   bytes into sp (AK_PAD_SPELL bytes, NUL-terminated); 0 none, or longer */
static int
pad_cls(const char *s, size_t b, size_t e, char *sp)
{
	char w[AK_PAD_SPELL];
	int c;

	if (e <= b || e - b >= sizeof w)
		return 0;
	memcpy(w, s + b, e - b);
	w[e - b] = '\0';
	if ((c = ak_corpus_label_class(w)) != 0)
		memcpy(sp, w, e - b + 1);
	return c;
}

/* s[0..n)'s first word after its spaces as a label: its class (0
   none), *b its start, *e its end, sp its bytes; a negated spam's two
   words ('not spam', 'не спам', one space between) one label */
static int
pad_first(const char *s, size_t n, size_t *b, size_t *e, char *sp)
{
	size_t i = 0, j;
	int c;

	while (i < n && s[i] == ' ')
		i++;
	for (*b = i; i < n && s[i] != ' '; i++)
		;
	c = pad_cls(s, *b, i, sp);
	if (c == 0 && i + 1 < n && s[i + 1] != ' ') {
		for (j = i + 1; j < n && s[j] != ' '; j++)
			;
		if (pad_cls(s, *b, j, sp) == 2)
			c = 2, i = j;
	}
	*e = i;
	return c;
}

/* s[0..n)'s last word before its spaces as a label, as pad_first (*b
   its start): a negated spam's two words first ('text not spam' ham's,
   not spam's) */
static int
pad_last(const char *s, size_t n, size_t *b, char *sp)
{
	size_t e = n, i, j;

	while (e > 0 && s[e - 1] == ' ')
		e--;
	for (i = e; i > 0 && s[i - 1] != ' '; i--)
		;
	if (i >= 2 && s[i - 2] != ' ') {
		for (j = i - 1; j > 0 && s[j - 1] != ' '; j--)
			;
		if (pad_cls(s, j, e, sp) == 2)
			return *b = j, 2;
	}
	*b = i;
	return pad_cls(s, i, e, sp);
}

/* ak_pad_see: a label padded with spaces, first (' ham      hi there',
   'spam  win', 'False  ok') or last ('  hi there  ham', 'win now spam');
   a Series' footer ('Name: text, dtype: object') not counted */
void
ak_pad_see(ak_tables *t, const char *s, size_t n)
{
	size_t b, e, sp;
	int gap, k, c;
	char w[AK_PAD_SPELL];

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
	c = pad_first(s, n, &b, &e, w);
	for (sp = 0; e + sp < n && s[e + sp] == ' '; sp++)
		;
	if (c != 0 && sp > 0 && e + sp < n) {	/* [1] spam's, [0] ham's */
		t->pcls[2 - c]++;
		if (t->psp[2 - c][0] == '\0')
			memcpy(t->psp[2 - c], w, sizeof w);
		t->padded += b > 0 || sp >= 2;
	}
	c = pad_last(s, n, &b, w);
	for (sp = 0; sp < b && s[b - 1 - sp] == ' '; sp++)
		;
	if (c != 0 && sp > 0 && sp < b) {
		t->lcls[2 - c]++;
		if (t->lsp[2 - c][0] == '\0')
			memcpy(t->lsp[2 - c], w, sizeof w);
		t->lpadded += s[0] == ' ' || sp >= 2;
	}
}

/* spellings sp ([1] spam's, [0] ham's, "" unseen) are spam and ham in
   any case: 1 (the sed lowers them), else 0 */
static int
pad_low(const char (*sp)[AK_PAD_SPELL])
{
	return (sp[1][0] == '\0' || strcasecmp(sp[1], "spam") == 0) &&
	    (sp[0][0] == '\0' || strcasecmp(sp[0], "ham") == 0);
}

/* the --label-map spellings sp want, into b (n bytes): "" for spam and
   ham (the sed lowers them), else "S=spam,H=ham", an entry with a space
   quoted ('not spam'), one class's alone ak_labelmap_guess_seen's */
static const char *
pad_map(const char (*sp)[AK_PAD_SPELL], char *b, size_t n)
{
	const char *qs = strchr(sp[1], ' ') ? "'" : "", *qh = strchr(sp[0],
	    ' ') ? "'" : "";

	if (pad_low(sp))
		b[0] = '\0';
	else if (sp[0][0] == '\0' || sp[1][0] == '\0')
		ak_labelmap_guess_seen(sp[1][0] ? sp[1] : sp[0], 0, b, n);
	else
		snprintf(b, n, "%s%s%s=spam,%s%s%s=ham", qs, sp[1], qs, qh, sp[0],
		    qh);
	return b;
}

/* the sed's capture of a label of spellings sp into b (n bytes):
   '\([^ ]*\)', a negated spam's first word and a space optional before
   it ('\(\(not \)\{0,1\}[^ ]*\)'): ham's two words, or spam's word
   (spam, спам) where no ham's was seen (the labelled reader's one line:
   the other lines may hold 'not spam') */
static const char *
pad_cap(const char (*sp)[AK_PAD_SPELL], char *b, size_t n)
{
	const char *neg = strchr(sp[0], ' '), *w = sp[0];
	int k = neg != NULL ? (int)(neg - sp[0]) : 0;

	if (neg == NULL && sp[0][0] == '\0' && strcasecmp(sp[1], "spam") == 0)
		w = "not", k = 3;
	else if (neg == NULL && sp[0][0] == '\0' && ak_corpus_label_ru(sp[1])
	    == 1)
		w = "\xd0\xbd\xd0\xb5", k = 4;	/* не */
	if (k == 0)
		snprintf(b, n, "\\([^ ]*\\)");
	else
		snprintf(b, n, "\\(\\(%.*s \\)\\{0,1\\}[^ ]*\\)", k, w);
	return b;
}

/* a label padded with spaces (last: at the lines' ends): its refusal */
static int
pad_end(const ak_tables *t, int last, const char *name, ak_err *e)
{
	char cmd[300], sed[160], sh[64], cap[48], map[96], mp[120] = "";
	const long *cls = last ? t->lcls : t->pcls;
	const char (*sp)[AK_PAD_SPELL] = last ? t->lsp : t->psp;
	long on = cls[0] + cls[1];
	int low = pad_low(sp);

	pad_cap(sp, cap, sizeof cap);
	snprintf(sed, sizeof sed, "'%s%s%s%s%s%s%s'", t->pnames == 2 ? "1,2d; " :
	    t->pnames == 1 ? "1d; " : "", t->pfoot ? "$d; " : "", last ?
	    "s/^ *//; s/ \\{1,\\}" : "s/^ *", cap, last ? "$/\\t" :
	    " \\{1,\\}/", low ? "\\L\\1\\E" : "\\1", last ? "/" : "\\t/");
	if (pad_map(sp, map, sizeof map)[0] != '\0')
		snprintf(mp, sizeof mp, "%s --label-map %s", last ? " and" :
		    " with", map);
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
	    t->at[t->pnames] : 1, sh, low ? "spam" : sp[1], cls[1], low ?
	    "ham" : sp[0], cls[0], ak_tables_tail, ak_tables_csv, last ?
	    "before" : "after", ak_sed_cmd(cmd, sizeof cmd, sed, name), last ?
	    ", with --delimiter tab --label-column 2 --text-column 1" : "", mp);
}

/* spellings sp are spam and ham in any case or numbers (1 and 0, 1 and
   -1, 1.0 and 0.0): the labels --unlabeled's padded rule refuses; the
   words of the other classes (True, 'not spam', спам ...) are the label
   column's (corpus-cols.c: a label with a letter at one character
   column), which names their map too */
static int
pad_mine(const char (*sp)[AK_PAD_SPELL])
{
	for (int c = 0; c < 2; c++) {
		const char *w = sp[c] + (sp[c][0] == '-' || sp[c][0] == '+');
		if (!(w[0] >= '0' && w[0] <= '9') && strcasecmp(sp[c], c ? "spam" :
		    "ham") != 0)
			return 0;
	}
	return 1;
}

int
ak_pad_end(const ak_tables *t, const char *name, ak_err *e)
{
	if (t->plines < 4)
		return 0;
	if (t->pcls[0] > 0 && t->pcls[1] > 0 && t->padded > 0 &&
	    MOST(t->pcls[0] + t->pcls[1], t->plines) && pad_mine(t->psp))
		return pad_end(t, 0, name, e);
	if (t->lcls[0] > 0 && t->lcls[1] > 0 && t->lpadded > 0 &&
	    MOST(t->lcls[0] + t->lcls[1], t->plines) && pad_mine(t->lsp))
		return pad_end(t, 1, name, e);
	return 0;
}


/* s a line of a label padded with spaces: 1 first ('spam  win', ' ham
   hi'), 2 last ('  hi there  ham'), 0 neither; sp its spelling ([1]
   spam's, [0] ham's, the other "") */
static int
pad_line(const char *s, char (*sp)[AK_PAD_SPELL])
{
	ak_tables t;

	memset(&t, 0, sizeof t);
	t.lines = 9;		/* no names line */
	ak_pad_see(&t, s, strlen(s));
	memcpy(sp, t.padded > 0 ? t.psp : t.lsp, sizeof t.psp);
	return t.padded > 0 ? 1 : t.lpadded > 0 ? 2 : 0;
}

int
ak_pad_hint(const char *s, int first, const char *wo, char *hint, size_t hn)
{
	size_t n = strlen(s), a = strspn(s, " ");
	int gap, k;
	char sp[2][AK_PAD_SPELL], cap[48], map[96], mp[120] = "";
	const char (*csp)[AK_PAD_SPELL] = (const char (*)[AK_PAD_SPELL])sp;
	const char *to;

	if ((k = pad_line(s, sp)) != 0) {
		pad_cap(csp, cap, sizeof cap);
		if (pad_map(csp, map, sizeof map)[0] != '\0')
			snprintf(mp, sizeof mp, "%s--label-map %s", k == 1 ?
			    " with " : " ", map);
	}
	to = pad_low(csp) ? "\\L\\1\\E" : "\\1";
	if (k == 1)
		snprintf(hint, hn, " (a label padded with spaces, then the "
		    "text, as pandas' to_string(index=False, header=False) writes "
		    "a frame? make the spaces after it a TAB: sed 's/^ *%s "
		    "\\{1,\\}/%s\\t/' FILE, and read that%s%s)", cap, to, wo, mp);
	else if (k == 2)
		snprintf(hint, hn, " (the text, then a label padded with "
		    "spaces, as pandas' to_string(index=False, header=False) "
		    "writes a frame? make the spaces before it a TAB: sed 's/^ "
		    "*//; s/ \\{1,\\}%s$/\\t%s/' FILE, and read that%s with "
		    "--delimiter tab --label-column 2 --text-column 1%s)", cap, to,
		    wo, mp);
	else if (first && ak_tables_names(s, n, NULL, &gap) == 1 &&
	    ak_corpus_label_name(s + a))	/* (spaces after it) */
		snprintf(hint, hn, " (a label column's name alone, as "
		    "a Series' to_string() writes its index's (df.set_index('%.*s')"
		    "['text'].to_string()), over each label and its text padded "
		    "with spaces? %s, or convert it: sed '1d; s/^ *\\([^ ]*\\) "
		    "\\{1,\\}/\\1\\t/' FILE, and read that%s; text without labels? "
		    "read it with --unlabeled)", (int)strcspn(s + a, " "), s + a,
		    ak_tables_csv, wo);
	else
		return 0;
	return 1;
}
