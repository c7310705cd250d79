/*
 * corpus-foreign.h — other programs' layouts of a labelled table given
 * as a corpus (corpus-foreign.c): a Markdown table (pandas' to_markdown,
 * tabulate's pipe format, GitHub's tables), a frame as pandas' to_string()
 * or print(df) shows it (R's print(d) too: columns aligned with spaces),
 * R's write.table with its defaults (fields in double quotes separated by
 * single spaces, row names), fastText's supervised format
 * ('__label__spam free entry ...'), and a label, a space and the text
 * ('ham hi there').  Internal to the corpus reader: the labelled
 * reader's refusal of a record without its delimiter asks
 * ak_foreign_hint for the layout (corpus-label.c ak_corpus_split_hint),
 * and --unlabeled's share rule (corpus-unl.c) feeds every line to
 * ak_foreign_see and asks ak_foreign_end, before its own rules, whether
 * the file was one of them.
 */
#ifndef AK_CORPUS_FOREIGN_H
#define AK_CORPUS_FOREIGN_H

#include <stddef.h>

#include "text.h"
#include "corpus-tables.h"

#define AK_FOREIGN_SLOTS 8	/* distinct first words counted */
#define AK_FOREIGN_WORD 25	/* a first word: 24 bytes and its NUL */

/* what ak_foreign_see has seen of the lines of an --unlabeled read; all
 * zero before the first line (the reader's context is zeroed) */
typedef struct ak_foreign {
	long lines;		/* lines seen */
	/* Markdown: */
	long md1;		/* line 1's cells ('| a | b |' 2, 'a | b' 2) */
	int md1outer;		/* ... with the '|' at both ends */
	long md2;		/* line 2's cells when it is a delimiter row
				   ('|:---|---:|'), else 0 */
	char mdhead[160];	/* line 1's first bytes (the header's) */
	long mdl1, mdl2;	/* the header's and the delimiter row's lines
				   in the file (a title, a caption above
				   them, blank lines) */
	/* fastText: */
	long ft;		/* lines whose first word is '__label__X' */
	char ftlab[AK_FOREIGN_SLOTS][AK_FOREIGN_WORD];	/* its X, distinct */
	long ftcount[AK_FOREIGN_SLOTS];
	long ftmulti;		/* ... of them with a second '__label__Y'
				   after the first (several labels a line) */
	long ftmat;		/* the first such line */
	/* R's write.table (corpus-foreign-r.c): */
	int rhead;		/* line 1 is fields in double quotes only,
				   split by rsep */
	long rhf;		/* ... how many */
	long r1k[4], r1q[4];	/* line 1's fields split by ' ', TAB, ',',
				   ';' (-1: not so split), the quoted ones */
	char rsep;		/* the separator: what follows the first
				   field of line 2 (' ', TAB, ',', ';'), 0
				   when none of them */
	int r1corner;		/* line 1 starts with '""' (col.names=NA) */
	int r1num;		/* line 1 starts with row number 1 in
				   quotes ('"1"': no header) */
	int r1text;		/* a field of line 1 has a space or is a
				   label (ham, spam, 0, 1): a row's */
	int r1x;		/* line 1 is '"x"' (a vector's header) */
	int r1open;		/* a quoted field of line 1 goes on below (a
				   row's text over several lines) */
	int r1closed;		/* ... closed on a later line, */
	long r1more, r1moreq;	/* ... the fields after it there, quoted */
	int rdbl;		/* a quote doubled in a field
				   (qmethod="double") */
	long rrows;		/* lines of two or more fields separated by
				   rsep, quoted or bare (numbers) */
	long rnames;		/* ... one field more than line 1: row
				   names first */
	long rseq;		/* ... starting with a row number in quotes
				   one more than the line before's (R's row
				   names 1, 2, ...) */
	long rprev;		/* the last row number seen, -1 none */
	long rone;		/* lines of one field in quotes */
	long rcont;		/* lines inside a quoted field (a text over
				   several lines) */
	int rinq;		/* a quoted field is open past the line */
	/* columns aligned with spaces (to_string, print): */
	size_t w1;		/* line 1's width in characters */
	long same;		/* lines of that width */
	long idx;		/* lines after line 1 starting with a row
				   number and a space */
	long h1f;		/* line 1's fields split by spaces */
	int h1lablast;		/* ... its last one names a label column */
	int footer;		/* a line '[N rows x M columns]' (print(df)) */
	int dots;		/* a row of dots ('..  ...') */
	long cut;		/* the first line with a cell print(df) cut
				   ('...' ending 50 characters), 0 none */
	/* a label, a space, the text: */
	char word[AK_FOREIGN_SLOTS][AK_FOREIGN_WORD];	/* first words */
	long wcount[AK_FOREIGN_SLOTS];
	char nword[AK_FOREIGN_SLOTS][AK_FOREIGN_WORD];	/* second words
				   after a row number ('1 ham hi': R's
				   write.table with quote=FALSE) */
	long ncount[AK_FOREIGN_SLOTS];
	long wmd;		/* ... lines whose first word is a label after
				   a Markdown list's marker or in bold
				   ('- spam: text', '**spam** text') */
	int wcase;		/* a first word (or one after a row number)
				   'Ham', 'SPAM': spam or ham in another case */
	long wlines;		/* lines looked at (line 1 of names not) */
	char lword[AK_FOREIGN_SLOTS][AK_FOREIGN_WORD];	/* last words,
				   after a space ('text label': R's
				   write.table(d[c("text", "label")],
				   quote=FALSE)) */
	long lcount[AK_FOREIGN_SLOTS];
	int lcase;		/* ... one spam or ham in another case */
	long lrow;		/* ... lines that start with a row number and
				   a space (R's row names) */
	int ltrail;		/* ... one ends in a space after its label */
	int ltwo;		/* ... one ends in 'not spam', two words */
	int h1names;		/* line 1 is column names only */
	ak_tables tb;		/* printed tables (corpus-tables.h) */
} ak_foreign;

/*
 * ak_foreign_see: line s (n bytes, no newline) of an --unlabeled read,
 * the next one, line its number in the file, into f (and f->tb,
 * ak_tables_see).  No errors.
 */
void ak_foreign_see(ak_foreign *f, const char *s, size_t n, long line);

/*
 * ak_foreign_end: after the last line, whether the lines f saw are one
 * of corpus-tables.h's tables (ak_tables_end, asked first) or of the
 * layouts above, certainly: a Markdown table (line 2 a delimiter
 * row of line 1's cells, two or more without a '|' at both ends; the
 * lines below not looked at), fastText's lines (9 in 10 starting with
 * '__label__X '), R's write.table (line 1 two names or more in double
 * quotes, 9 in 10 of the others quoted or bare fields separated by single
 * spaces), a frame printed by pandas or R (3 lines or more, 9 in 10 of
 * line 1's width in characters, line 1 two fields or more and column
 * names only, or 9 in 10 rows numbered, or print(df)'s footer), or a
 * label and a space (9 in 10 lines starting with ham or spam in any
 * case, or 1 or 0, and a space, or each after a row number and a space;
 * both classes there, each on two lines, four lines or more: with fewer,
 * or on half the lines to fewer than 9 in 10, said through o->note, as
 * fastText's lines there are).  Then -1 with
 * "NAME:LINE: LAYOUT, not messages: --unlabeled reads the whole line,
 * and would count ... as words of every message: FIX (text?
 * --all-text)", FIX the writer's call or the conversion that makes it a
 * file the tools read, and how to read it; else 0.
 */
int ak_foreign_end(const ak_foreign *f, const char *name,
    const ak_corpus_opt *o, ak_err *e);

/*
 * ak_foreign_split_hint: corpus-int.h ak_corpus_split_hint (the same
 * arguments: one record s read without its delimiter), but first the
 * layout s is certainly a line of, as a hint for the labelled reader's
 * "no TAB between label and text" (first: s is the file's first record,
 * where a line of column names separated by spaces is a printed frame's
 * header): " (fastText's supervised format ...? make the label a field:
 * sed ... FILE ...)", " (a Markdown table ...)", " (R's write.table ...)",
 * " (column names separated by spaces: a frame as pandas' to_string() ...
 * shows it ...)", " (a label, a space, then the text? ...)", where those
 * say no "text without labels? --unlabeled" (but where s starts with a
 * label the label rule knows only in another case, 'Ham', or 1 or 0:
 * text perhaps); with quoting (not plain) R's line as the CSV reader
 * gives its one field ('label "text"': the first field's quotes dropped)
 * is R's too.  The quoted field's rest (openq) and word vectors keep
 * ak_corpus_split_hint's hint.  A conversion by sed is named on "FILE"
 * ("sed SCRIPT FILE"), through zcat when file (the name read, or NULL)
 * is gzip ("zcat FILE | sed SCRIPT").  A static string, never NULL.
 */
const char *ak_foreign_split_hint(const char *s, char delim, int plain,
    const char *given, int openq, int first, const ak_labelmap *map,
    const char *file);
/*
 * ak_foreign_md_said: after the labelled reader's refusal of a first
 * record's label (e holds it), a '|'-delimited one (delim) of three fields
 * or more (nf) whose first and last are empty or spaces is a Markdown
 * table's row read with --delimiter '|': e's message becomes "WHERE: a
 * Markdown table's row (...), not a '|'-separated file: write the frame
 * with df.to_csv(...), or read it without --delimiter '|', which names its
 * conversion" (the plain reader's hint, ak_foreign_split_hint).  Returns
 * -1 always (e set).
 */
int ak_foreign_md_said(char delim, const char *first, const char *last,
    size_t nf, const char *where, ak_err *e);

/* a label before the text as a file writes it, for its sed
   (ak_foreign_lab_words gathers it from the words counted) */
typedef struct ak_foreign_lab {
	int fm;			/* its form (ak_foreign_lab_form) */
	char neg[8];		/* a negated spam's first word as written
				   ('not', 'не'), "" none */
	char name[AK_FOREIGN_WORD];	/* form 8: the label column's name
				   as written ('Label'), "" */
	int low;		/* spam or ham in another case: lowered */
	int idx;		/* after a row number */
	int md;			/* after a Markdown list's marker, or in bold */
	int sign;		/* a label with a sign ('-1', '+1') */
} ak_foreign_lab;

/*
 * A label's forms before the text (corpus-foreign-sp.c), for
 * corpus-foreign.c; the labels those of the label rule
 * (ak_corpus_label_class: spam, ham, 1, 0, true, false, not spam,
 * not_spam, спам, не спам); no errors:
 * ak_foreign_first_word: s[0..n)'s first word into w when more follows
 *   it: a word and spaces ('spam text', 'spam  text'); a word and its
 *   colons or full stops, then spaces or none ('spam: text', 'spam:text',
 *   'spam::text', 'spam.text'); a name, '=' and a word, then a space
 *   ('label=spam text'); a word in
 *   an opening bracket and a closing one of any kind without a space
 *   inside (but a label's: '[not spam]'), then spaces or none
 *   ('[spam]text', '(spam) text', '[spam) text'); a negated
 *   spam's two words in any of those ('not spam: text'); a label
 *   column's name (ak_corpus_label_name), ':' or '=' and a label, its
 *   punctuation aside ('Label: spam | Text: ...', 'Label: spam: text',
 *   'label = "spam" text', as 'Label: spam'); spaces or TABs after a
 *   label's punctuation, spaces after a bare label (a TAB there the
 *   delimited rules'); at most 24 bytes; else 0.
 * ak_foreign_lead_word: ak_foreign_first_word's word, or, where it is a
 *   label (ak_corpus_label_class), the word after a Markdown list's
 *   marker ('- ', '* ', '+ ', '> ', '1. ', '1) ') or in bold or code
 *   ('**spam**: text', '`spam` text'), *md then 1; 1 or 0.
 * ak_foreign_lab_form: such a word w's form, 0 as written, 1 before a
 *   colon, 2 in brackets of any kind ('[spam]', '(spam)', '[spam)'), 6
 *   before a full stop ('spam.'), 7 after a name and '=' ('label=spam',
 *   'label="spam":'), 8 after a label column's name and ':' or '='
 *   ('Label: spam', 'label = [spam]'), 9 in other ASCII punctuation,
 *   up to three bytes a side, where none of those gives a label
 *   ('"spam"', 'spam!', '#spam', 'spam=>'; no ',', ';' or '|' after it:
 *   the delimited rules'); its bare label into b (AK_FOREIGN_WORD
 *   bytes).
 * ak_foreign_lab_sed: the sed script (quoted) that makes a label of l's
 *   form a field (its negation's two words one, its name and a text
 *   column's name after it dropped), lowered (l->low: 'Ham', 'SPAM'),
 *   after a row number (l->idx) or a Markdown marker (l->md), into b (n
 *   bytes); b.
 * ak_foreign_lab_join: the awk condition of a line that starts with such
 *   a label, one of alt (an ERE alternation, lower case: 'spam|ham'),
 *   into b; b.
 * ak_foreign_lab_says: the form in words: "", ", a colon", " in
 *   brackets", ", a full stop", " after a name and '='", " after a name
 *   and ':'", " in punctuation".
 * ak_foreign_lab_words: the labels among counted first words w (count[i]
 *   lines each; a label the label rule knows) in one form, the first
 *   label's, and one label a class, the first of each, into l (l->fm -1
 *   before: its form, negation, name, l->low for spam or ham in another
 *   case); the list said into list ("spam 3,
 *   ham 5"), the labels lowered as an awk alternation into alt (160
 *   bytes), the --label-map they want into map (96 bytes, "" for spam
 *   and ham, as written or lowered); flags: [0] the classes there (1
 *   spam's, 2 ham's, ORed), [1] spam, ham or спам among them, [2] 1 or
 *   0, [3] another label, [4] a label on one line only (all set, not
 *   cleared); the lines those labels start.
 * ak_foreign_lab_hint: the labelled reader's hint for line s[0..n) that
 *   starts with a label in one of those forms (ak_foreign_lead_word),
 *   the sed that makes it a field (through zcat: gz), the read after it
 *   (wo: " without --csv"), the --label-map for labels but spam and ham:
 *   " (a label, a colon, then the text? make the label a field: sed
 *   '...' FILE, and read that with --label-map True=spam,False=ham;
 *   text without labels? read it with --unlabeled)"; NULL for another
 *   line.  A static buffer.
 * ak_foreign_last_word: line s[0..n)'s last word (after a space, at most
 *   AK_FOREIGN_WORD - 1 bytes; spaces after it dropped: 'text spam ', as a
 *   delimited scan drops blank fields) into w, when a word and a space
 *   come before it, in a line without a TAB (a space after a delimiter,
 *   'text, 1', is the delimited scans'): 1; 2 when it is two words that
 *   are a label the first alone is not ('not spam', '[non spam]');
 *   else 0 (corpus-foreign-r.c).
 * ak_foreign_last_form: a line's last word w as a label after the text:
 *   0 as written ('spam'), 1 after a colon (':spam'), 2 to 5 in '[]',
 *   '()', '{}', '<>' ('[spam]'); its bare label into b
 *   (AK_FOREIGN_WORD bytes).
 * ak_foreign_last_sed: the sed script (quoted) that puts a last label of
 *   form fm first, a TAB after it, lowered (low), the row numbers dropped
 *   (rows & 1: R's row names), spaces after the label dropped (rows & 2),
 *   'not spam' / 'non spam' last made 'not_spam' (rows & 4), into b (n
 *   bytes); b.
 * ak_foreign_last_says: that form in words: "", " after a colon", " in
 *   brackets".
 */
int ak_foreign_first_word(const char *s, size_t n, char w[AK_FOREIGN_WORD]);
int ak_foreign_lead_word(const char *s, size_t n, char w[AK_FOREIGN_WORD],
    int *md);
int ak_foreign_lab_form(const char *w, char *b);
const char *ak_foreign_lab_sed(char *b, size_t n, const ak_foreign_lab *l);
const char *ak_foreign_lab_join(char *b, size_t n, const ak_foreign_lab *l,
    const char *alt);
const char *ak_foreign_lab_says(int fm);
long ak_foreign_lab_words(const char (*w)[AK_FOREIGN_WORD], const long *count,
    ak_foreign_lab *l, char list[300], char *alt, char *map, int flags[5]);
const char *ak_foreign_lab_hint(const char *s, size_t n, int gz,
    const char *wo);
int ak_foreign_last_word(const char *s, size_t n, char w[AK_FOREIGN_WORD]);
int ak_foreign_last_form(const char *w, char *b);
const char *ak_foreign_last_sed(char *b, size_t n, int fm, int low, int rows);
const char *ak_foreign_last_says(int fm);

/* The R module's (corpus-foreign-r.c), for corpus-foreign.c: */
/* ak_foreign_r_see: line s (n bytes) of an --unlabeled read into f's R
   fields (f->lines already counts it).  No errors. */
void ak_foreign_r_see(ak_foreign *f, const char *s, size_t n);
/*
 * ak_foreign_r_end: after the last line, whether f saw R's write.table:
 * separated by single spaces, line 1 all quoted, 9 in 10 of the other
 * lines two fields or more (or, under line 1 '"x"', one quoted field: a
 * vector without row names), line 1 two fields or more or '"x"' over row
 * names; or separated by TAB, ',' or ';' with line 1 a header one field
 * short (none over the row names) or '"x"' over row names.  Line 1 is
 * the header unless it is a row (its first field a row number, as the
 * rows', or the same fields as the rows and one with a space or a
 * label).  Then -1 with "NAME:1: R's write.table (...; line 1 ... the
 * header | no header: line 1 a row), not messages: ... convert this
 * one: Rscript -e '...'; read that with ..." (the conversion reads it
 * with read.table, a gzip file too, and writes a CSV the tools read:
 * --csv, --csv --no-header, --unlabeled --csv [--header] for one
 * column); else 0.
 */
int ak_foreign_r_end(const ak_foreign *f, const char *name, ak_err *e);
/*
 * ak_foreign_r_hint: the labelled reader's hint for record s (n bytes)
 * read without its delimiter when it is a line of R's write.table with
 * its defaults (two fields or more in double quotes separated by single
 * spaces; not first: a row's bare numbers after two quoted ones): " (R's
 * write.table ...? ... convert it: Rscript -e '...'; read that with
 * --csv)", with col.names=FALSE's conversion (--csv --no-header) when s
 * is the first record and a row (its first field '"1"', or a field with
 * a space or a label); with sep=" " for read.table where s or the file's
 * first 64 KB (file: its path, NULL or "<stdin>" not looked at, nor a
 * gzip file) hold a doubled quote inside a field (qmethod="double"),
 * both said where the file cannot tell; else NULL.  A static string.
 */
const char *ak_foreign_r_hint(const char *s, size_t n, int first,
    const char *file);
/*
 * ak_foreign_r_last_end: after the last line, whether f's lines end in a
 * space and a label (R's write.table(d[c("text", "label")],
 * quote=FALSE), its row names first or none; f->lword, line 1 of names
 * not looked at, nor lines with a TAB, nor a word after a delimiter and
 * a space, 'text, 1'): spam and ham in any case, or 1 and 0, on 9 lines in 10,
 * both there, each on two lines, four lines or more: -1 with "NAME:LINE:
 * every line ends with a space and a label (ham 6, spam 4): a labelled
 * file ...? ... put the label first, a TAB after it: sed ... > F.tsv, and
 * read that without --unlabeled [--label-map 1=spam,0=ham] (text?
 * --all-text)" (the sed through zcat for a gzip file, ak_sed_cmd; it
 * lowers 'Ham', drops the row numbers); spam and ham from half the
 * lines said through o->note (0; a text's 1 or 0 not); else 0.
 */
int ak_foreign_r_last_end(const ak_foreign *f, const char *name,
    const ak_corpus_opt *o, ak_err *e);
/*
 * ... and fastText's label last, asked first there: a last word
 * '__label__X' on 9 lines in 10 (two or more), "NAME:1: fastText's
 * supervised format, the label last (...), not messages: ... put the
 * label first, a TAB after it: sed 's/^\(.*\) __label__\([^ ]*\)$/\2\t\1/'
 * NAME > F.tsv, and read that without --unlabeled [with --label-map ...]
 * (text? --all-text)", from half the lines said.
 * ak_foreign_ft_last_hint: the labelled reader's hint for a record s (n
 * bytes) read without its delimiter whose last word is '__label__X'
 * after a space, or after a ',', ';' or '|' ('hi there,__label__spam':
 * the sed splits there), the --label-map of an X the label rule knows but
 * spam or ham ('__label__1': 1=spam,0=ham) after it (gz: the file is
 * gzip's: zcat FILE | sed), else NULL.  A static string.
 */
const char *ak_foreign_ft_last_hint(const char *s, size_t n, int gz);
/*
 * ak_foreign_r_raw: line s (n bytes, no newline) of --unlabeled's
 * delimited read (--csv, --quoting csv, --delimiter) as it is in the
 * file, before CSV drops its quotes, into f's R fields and f->lines (f
 * zeroed before line 1; no other rule of f's is fed).  No errors.
 * ak_foreign_r_raw_end: after the last line, ak_foreign_r_end's refusal
 * where f's rows are R's write.table with its defaults (quoted fields
 * separated by single spaces: no delimited read splits them, and CSV
 * read each line as one text, its quotes dropped and its row names and
 * labels words of every message); 0 for the other separators (TAB, ','
 * and ';' are the read's own: R's write.csv of a vector read with --csv
 * --text-column 2 is read right), else -1 with e set.
 */
void ak_foreign_r_raw(ak_foreign *f, const char *s, size_t n);
int ak_foreign_r_raw_end(const ak_foreign *f, const char *name, ak_err *e);

#endif
