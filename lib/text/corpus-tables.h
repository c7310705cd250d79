/*
 * corpus-tables.h — other programs' printed tables given as a corpus
 * (corpus-tables.c), beside corpus-foreign.h's layouts: a LaTeX table
 * (pandas' to_latex, Styler.to_latex, tabulate's latex), an HTML table
 * (pandas' to_html, Styler.to_html, tabulate's html), tabulate's text
 * formats (simple, its default; plain, grid, rst, psql, pretty, presto,
 * the box-drawing ones: fancy_grid, rounded_outline ...), Weka's ARFF
 * (liac-arff, OpenML), and a label padded with spaces before its text
 * (pandas' to_string(index=False, header=False), a Series' to_string():
 * corpus-pad.c);
 * and documents: XML (Android's SMS Backup & Restore sms.xml), a saved
 * HTML page.  Internal to the corpus reader: corpus-foreign.c feeds every line of an
 * --unlabeled read to ak_tables_see (from ak_foreign_see) and asks
 * ak_tables_end first in ak_foreign_end; its labelled hint asks
 * ak_tables_hint first.
 */
#ifndef AK_CORPUS_TABLES_H
#define AK_CORPUS_TABLES_H

#include <stddef.h>

#include "text.h"

#define AK_TABLES_HEAD 200	/* bytes kept of each first line */
#define AK_TABLES_TAIL 24	/* ... of which its last bytes */
#define AK_TABLES_COLS 8	/* line 1's columns looked at */
#define AK_CELLS_SPELL 4	/* a label cell's spellings kept */
#define AK_PAD_SPELL 16	/* a padded label's bytes kept, its NUL too */

#define AK_COLS_CAND 16	/* places a label column is looked for at */

/* one place of a label column (corpus-cols.c): the character column
   where its labels start (end 0) or end (end 1, right-aligned) */
typedef struct ak_cols_at {
	int end;
	size_t col;
	long on;		/* lines with a label there */
	long cls[2];		/* ... spam's class (spam, True ...), ham's */
	long at;		/* the file's line of the first */
	int pad;		/* one after or before two spaces, or the
				   line's first after spaces: aligned */
	int num, word;		/* labels 1 or 0 there; ... words */
	int bare;		/* (a block's kept) numbers under no
				   label column's name */
	char sp[2][2][16];	/* each class's first two spellings */
} ak_cols_at;

/* corpus-cols.c's view of the lines: the label column of a printed
   frame of any columns, and Python's reprs of records */
typedef struct ak_cols {
	long lines;		/* rows of the block looked at */
	int head;		/* its first row holds no label */
	int seeded;		/* its labelled rows the places came from */
	int nc;
	ak_cols_at c[AK_COLS_CAND];
	int rows;		/* a row since the last names line */
	long numrows;		/* the block's rows a row number first */
	long letters;		/* ... a letter in them (a text's) */
	int named;		/* the block has a names line */
	int hset;		/* its names name a label column ... */
	size_t hcol[2];		/* ... whose name starts, ends there */
	int blocks;		/* names lines after rows: R's blocks */
	ak_cols_at best;	/* a finished block's label column */
	long bestlines;		/* ... its rows */
	long all, repr, rlab;	/* lines; Python reprs ('{'...'}',
				   '['...']', 'Name(...)'); ... with a
				   label quoted or after '=' or ': ' */
	long reprat;		/* the first repr's line */
	long rcls[2];
} ak_cols;

/* what ak_tables_see has seen of an --unlabeled read's lines; all zero
   before the first (the reader's context is zeroed) */
typedef struct ak_tables {
	long lines;		/* lines seen */
	char l[3][AK_TABLES_HEAD];	/* the first three, as ak_tables_keep keeps them */
	long at[3];		/* ... their lines in the file */
	char last[AK_TABLES_HEAD];	/* the last one, so kept */
	/* an XML document, an HTML page: */
	int doc;		/* line 1 '<?xml' 1, '<!DOCTYPE html' or
				   '<html' 2 */
	long smsbr;		/* lines '<sms ... body=' (SMS Backup &
				   Restore's export) */
	int htany;		/* a line '<table' anywhere */
	/* LaTeX: */
	long texbeg;		/* the file's line of '\begin{tabular}' (or
				   longtable, table) among the first three */
	long texrows;		/* lines 'a & b \\' */
	int texend;		/* a line '\end{tabular}' (or ...) */
	/* HTML: */
	long htbeg;		/* the file's line of '<table' among the first
				   three lines */
	long tags;		/* lines that start with '<' */
	long cells;		/* lines holding '<td' or '<th' */
	/* Weka's ARFF: */
	long arel;		/* the file's line of '@relation' */
	long adata;		/* ... of '@data' after it */
	long aattr;		/* '@attribute' lines between them */
	long astr;		/* the first string attribute's number */
	long anom;		/* the last nominal one's ('{ham,spam}') */
	char anomv[48];		/* ... its values, cut */
	int abefore;		/* a line before '@relation' but comments */
	/* columns under line 1's names (tabulate's plain): */
	size_t col[AK_TABLES_COLS];	/* their first characters' columns */
	int ncol;		/* line 1's names, 0 when it is not names
				   separated by two spaces or more */
	long aligned;		/* later lines with a character at each
				   column after two spaces */
	/* a label padded with spaces: */
	long pcls[2];		/* lines starting with a label of spam's
				   class ([1]: spam, True, 1 ...) or ham's
				   ([0]: ham, False, 0, 'not spam' ...),
				   spaces before or after it */
	long padded;		/* ... two spaces after it or some before */
	long plines;		/* lines looked at (names lines not) */
	int pnames;		/* the first lines that are names only */
	int pnf;		/* ... the most names on one */
	char psp[2][AK_PAD_SPELL];	/* ... each class's first spelling
				   ([1] spam's: spam, True, 1 ...) */
	long lcls[2];		/* ... the same at the lines' ends */
	long lpadded;
	char lsp[2][AK_PAD_SPELL];
	int pfoot;		/* the last line a Series' footer 'Name: ...' */
	size_t w1;		/* line 1's width in characters */
	long same;		/* lines of that width */
	/* rows of cells (corpus-cells.c): 0 framed in '|', 1 split by
	   runs of two spaces or more */
	long crows[2];		/* such rows */
	long crule;		/* rules, delimiter rows, tags alone */
	long ccls[2][AK_TABLES_COLS][2];	/* cell k spam (or 1), ham
					   (or 0) */
	int cnum[2][AK_TABLES_COLS];	/* ... 1 as 1 or 0, 2 as words */
	char csp[2][AK_TABLES_COLS][2][AK_CELLS_SPELL][16];	/* ... their
				   spellings, the first four of each class */
	long cother[2][AK_TABLES_COLS];	/* cell k another word (a third
				   class: 'promo') */
	char chead[2][AK_TABLES_COLS];	/* the first row's cell k no label
				   nor another class's word: a header's */
	long cdbl;		/* rows framed in '||' (moinmoin's) */
	int cmax[2];		/* the most cells of a row */
	int cmin[2];		/* ... the fewest (0: none yet) */
	int cbar;		/* the line before: 1 a row with a '|', 2 a
				   rule with one, 0 else */
	int cmd;		/* a rule under a row with a '|': a Markdown
				   table's header over its delimiter row */
	char cprev[AK_TABLES_HEAD], ccur[AK_TABLES_HEAD];	/* the line
				   before the last seen, and that one, cut */
	long cprevat, ccurat;	/* ... their lines in the file */
	long trows, tpad;	/* lines with a TAB; ... a space before it */
	size_t tcol;		/* the first TAB's column on the first */
	long tsame;		/* ... lines with it there */
	long tcls[2][2];	/* ... cell 1 or 2 spam (1), ham (0) */
	int tnum[2];		/* ... 1 as 1 or 0, 2 as words */
	ak_cols cl;		/* corpus-cols.c's */
} ak_tables;

/*
 * ak_tables_see: line s (n bytes, no newline) of an --unlabeled read,
 * the file's line number line, the next one, into t.  No errors.
 */
void ak_tables_see(ak_tables *t, const char *s, size_t n, long line);

/*
 * ak_tables_end: after the last line, whether the lines t saw are one
 * of the tables above, certainly: an XML document (line 1 '<?xml'; its
 * '<sms ... body=' lines named as SMS Backup & Restore's, another made a
 * table by pandas' read_xml) or an HTML page
 * (line 1 '<!DOCTYPE html' or '<html'), Weka's ARFF ('@relation' after '%'
 * comments only, '@attribute' lines, then '@data'); a LaTeX table
 * ('\begin{tabular}', 'longtable' or 'table' in the first three lines,
 * a row 'a & b \\' and an '\end{...}'); an HTML table ('<table ...>' in
 * the first three lines, a '<td...>' or '<th...>' line, half the lines
 * tags '<...>'); tabulate's formats (line 1 a border '+---+' or of
 * box-drawing characters over a line framed in '|' or '│': grid, psql,
 * pretty, fancy_grid ...; line 1 '[cols=' or '|===': asciidoc; line 1
 * '{|': mediawiki; names between '||' or
 * after '|_.': jira, youtrack, moinmoin, textile; line 2 '|---+---|':
 * orgtbl; lines 1 and 3 the same rule of '=' groups, four lines or
 * more: rst; line 1 and the last a rule of '-' groups: simple without
 * headers; line 2 a rule of '-' groups with line 1's characters inside
 * them: simple; line 2 '---+---' under line 1's '|': presto; line 1
 * names two spaces or more apart and 9 in 10 of the other lines with a
 * character at each name's column after two spaces: plain); or a label
 * padded with spaces (9 in 10 lines, one or two lines of names at the
 * top and a Series' footer 'Name: ...' not counted, starting with spam
 * or ham in any case (the conversion lowers them) or a number (1 or 0,
 * 1 or -1, 1.0 or 0.0: the map of their spellings named; the words of
 * the label rule's other classes, True, 'not spam' ..., are
 * corpus-cols.c's label column), after spaces or before two or more,
 * some so padded, both classes there, four lines or more; or ending so,
 * a label after two spaces or more, or on lines after spaces; not under a line of two names or more
 * over lines of its width, a printed frame, corpus-foreign.c's).  Then -1 with
 * "NAME:LINE: LAYOUT (WRITERS: ...), not messages: --unlabeled reads the
 * whole line, and would count ... as words of every message: FIX ...
 * (text? --all-text)", FIX the writer's call (or a conversion: sed
 * through ak_sed_cmd, zcat for a gzip file) and how to read what it
 * makes; else 0.
 */
int ak_tables_end(const ak_tables *t, const char *name, ak_err *e);

/*
 * Printed tables without a header the rules above know (corpus-cells.c),
 * asked last by ak_tables_end: ak_cells_see: line s (n bytes, the file's
 * line `line`) into t's rows of cells, and kept as t->cprev for the
 * next (a Markdown header under prose: corpus-foreign.c).  ak_cells_end: rows framed in '|' (tabulate's pipe,
 * github, orgtbl, jira, youtrack, textile; an index shown or not), or
 * split by runs of two spaces or more (plain, rst), four or more, with
 * the rules and lone tags 9 lines in 10, whose cell k is spam and ham (or
 * 1 and 0: one of them; the labels ak_unl_class knows: True, False, 'not
 * spam' ...) on 9 rows in 10 (a row of names aside; or on half of them,
 * the others one word each, a third class: "other words N"), each on
 * two, or one class on one row when the labels fill 9 rows in 10 (a
 * sample of 13% spam) ('||' between moinmoin's cells one): -1 with "NAME: a table printed for people, ..., its cell K a
 * label (...), not messages: ... convert it: awk ... NAME > F.tsv (a
 * text in the last cell joined over its own '|'), and
 * read that without --unlabeled (with --label-map 'True=spam,False=ham'
 * where the labels are no spam and ham) (text? --all-text)" (zcat for a gzip
 * file); else 0.
 */
/* Asked first there: tabulate's tsv (cells padded with spaces before
 * each TAB, alike on 9 lines in 10; the first or second cells labels):
 * "NAME: a table as tabulate prints it, its tsv format ...: drop the
 * padding: sed ... NAME > F.tsv ...". */
/*
 * ak_tables_keep: line s[0..n) kept in d (NUL-terminated): whole when
 * shorter than AK_TABLES_HEAD bytes, else its head and its last
 * AK_TABLES_TAIL bytes or fewer joined, each cut at a UTF-8 character's
 * start: a long table line keeps the border, the bar or the '||' that
 * ends it (tabulate's psql, orgtbl, fancy_grid, moinmoin rows of a long
 * text), which the rules above look at.  No errors.
 */
void ak_tables_keep(char d[AK_TABLES_HEAD], const char *s, size_t n);

/*
 * corpus-cols.c, asked by corpus-foreign.c's ak_foreign_end after the
 * printed-frame rule (print_end) and before the label-first forms:
 * ak_cols_see: line s (n bytes, the file's line `line`) into c (from
 * ak_cells_see).  ak_cols_end: a printed frame of any columns (pandas'
 * to_string() and print(df), an index or a MultiIndex shown, R's
 * print(d), its column blocks when wider than the console (a names line,
 * or a line without a row number under rows with one, opens a block), tabulate's
 * plain): four rows or more (names lines, rules, footers and rows of
 * dots aside; a first row without a label too), a label of a class the
 * label rule knows (ak_corpus_label_class, a letter in it: spam, ham,
 * True, False, 'not spam' ... in any case; numbers it knows, 1 and 0,
 * 1 and -1, under a label column's name aligned with them, or under none
 * where 9 rows in 10 hold a letter: "a column of 1 and 0, labels by
 * their values alone (no header names them)") starting or ending at one
 * character column on 9 rows in 10, both classes there, one so aligned
 * (two spaces beside it, or spaces before it first on its line); or 9
 * lines in 10, four or more, Python's repr of a record ('{'label':
 * 'spam', ...}', "['spam', '...']", 'Pandas(label='spam', ...)', NumPy's
 * "[['spam' '...']", to_records()'s "(0, 'spam', ...)", Python's quote
 * first) with a label on half of them, both classes: -1 with "NAME:LINE: a table
 * printed for people ... not messages: ... write the frame with
 * df.to_csv('F.tsv', sep='\t', index=False) ..., and read that without
 * --unlabeled [with --label-map 'True=spam,False=ham'] (text?
 * --all-text)" in e; else 0.
 */
void ak_cols_see(ak_cols *c, const char *s, size_t n, long line);
int ak_cols_end(const ak_cols *c, const char *name, ak_err *e);
void ak_cells_see(ak_tables *t, const char *s, size_t n, long line);
int ak_cells_end(const ak_tables *t, const char *name, ak_err *e);

/*
 * corpus-pad.c, below corpus-tables.c: a label padded with spaces.
 * ak_pad_see: line s (n bytes, no newline) of an --unlabeled read into
 * t's counts of a label padded first or last, of every class the label
 * rule knows (ak_corpus_label_class; a negated spam's two words one
 * label), each class's first spelling kept (from ak_tables_see, after
 * t->lines counts it).  ak_pad_end: after the last line, the padded
 * label's refusal (the rule in ak_tables_end's words above: -1 with
 * "NAME:LINE: every line starts with a label padded with spaces (...)
 * ... sed ... NAME > F.tsv, and read that without --unlabeled ... (text?
 * --all-text)" in e), else 0.  ak_pad_hint: the labelled reader's hint
 * for record s read without its delimiter, a label padded first or last
 * or (first: the file's first record) a label column's name alone, into
 * hint (hn bytes, wo as ak_tables_hint's), the label of any class the
 * label rule knows, the sed lowering spam and ham in another case and
 * taking a negated spam's two words, the others' --label-map named
 * (ak_labelmap_guess_seen of the line's label): 1, else 0 and hint
 * untouched.
 * No other errors.
 */
void ak_pad_see(ak_tables *t, const char *s, size_t n);
int ak_pad_end(const ak_tables *t, const char *name, ak_err *e);
int ak_pad_hint(const char *s, int first, const char *wo, char *hint,
    size_t hn);

/*
 * ak_tables_names: s[0..n) is column names only (ak_tables_name's),
 * split by runs of spaces: their count (0 when another word is there, or
 * more than AK_TABLES_COLS), cols (when not NULL) their first
 * characters' columns, *gap 1 when every two are two spaces or more
 * apart.  ak_tables_name: w[0..k) names a column (a label's, a text's,
 * an id's or index's: ak_corpus_col_name, ak_corpus_id_name), 0 when
 * not or 32 bytes or more.  The table rules' words: ak_tables_tail
 * ("--unlabeled reads the whole line, and would count"), ak_tables_csv
 * (the frame written as a TSV by pandas).  corpus-pad.c's.
 */
int ak_tables_names(const char *s, size_t n, size_t *cols, int *gap);
int ak_tables_name(const char *w, size_t k);
extern const char ak_tables_tail[], ak_tables_csv[];

/*
 * ak_cols_map_of (corpus-cols.c; corpus-cols.c's and corpus-cells.c's
 * refusals): " with --label-map 'W=spam,...,V=ham,...'" into b (n bytes)
 * of each class's spellings as the file writes them, spam[0..k) spam's
 * and ham[0..k) ham's (16 bytes each, NUL-terminated; "" none, skipped),
 * a spelling left out where fewer than 40 bytes of b are left; "" when
 * each is 'spam' or 'ham' itself (no map wanted).  Returns b.  No errors.
 */
const char *ak_cols_map_of(const char (*spam)[16], const char (*ham)[16],
    int k, char *b, size_t n);

/*
 * ak_tables_hint: the labelled reader's hint for record s read without
 * its delimiter (first: the file's first record; wo " without --csv"
 * or "", said of the TSV a conversion makes), when s is certainly (or,
 * '%' first, likely) a line of the tables above: " (a LaTeX table, as
 * pandas' to_latex writes one? ...)", " (an HTML table ...)", " (an
 * XML document ...)", " (an HTML page ...)", " (Weka's
 * ARFF ...)", " (a comment, as Weka's ARFF starts? ...)", " (a table's
 * border, as tabulate prints one ...)", " (a label padded with spaces
 * ...)", " (a label column's name alone, as a Series' to_string() ...)";
 * a static string, or NULL for none.
 */
const char *ak_tables_hint(const char *s, int first, const char *wo);

/*
 * ak_cells_idx_hint (corpus-cells.c, asked by ak_tables_hint before the
 * label padded with spaces): record s a row number, two spaces or more,
 * a label (spam, ham in any case, 1 or 0), spaces and the text ('0  spam
 * WIN', pandas' to_string(header=False), tabulate's plain with
 * showindex=True): the hint that drops the row number, into h (n bytes;
 * wo as ak_tables_hint's; a 1 or 0 first and a 1 or 0 label both
 * readings named); 1, else 0 and h untouched.
 */
int ak_cells_idx_hint(const char *s, const char *wo, char *h, size_t n);

#endif
