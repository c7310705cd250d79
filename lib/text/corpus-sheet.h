/*
 * corpus-sheet.h — what a spreadsheet leaves in a labelled corpus, and
 * the lines the labelled read skips (corpus-sheet.c): a formula's error
 * value (#N/A, #VALUE!, German #NV, LibreOffice's Err:502) in the label
 * column, which starts its line with '#' as a comment does; a missing
 * value made text there (nan, NA, None, null); rows of empty fields
 * (',', ';;;': a blank row Excel and LibreOffice save); and the note that
 * says every line skipped while messages were read, so that no
 * record is dropped unsaid.  Internal to the corpus reader (corpus-int.h
 * includes it).  Not for other modules.
 */
#ifndef AK_CORPUS_SHEET_H
#define AK_CORPUS_SHEET_H

#include <stddef.h>

#include "util.h"
#include "text.h"

/* the lines a labelled read skipped: '#' comments and rows of empty
 * fields, each counted with the first one's line (and a comment's first
 * bytes), for the note at the end (ak_sheet_said) */
typedef struct ak_skipped {
	long ncomm;		/* lines skipped as comments ('#' first where
				   the label is the first column) */
	long comm1;		/* ... the first one's line */
	char commtext[48];	/* ... its first bytes */
	long nblank;		/* records of empty fields only */
	long blank1;		/* ... the first one's line */
	long nerr;		/* messages whose text is a spreadsheet's
				   error value whole (ak_sheet_text) */
	long err1;		/* ... the first one's line */
	char errtext[32];	/* ... its text */
} ak_skipped;

/* ak_sheet_error: s is a spreadsheet's error value, as text.h's
 * ak_sheet_error_line describes them (#N/A, #VALUE!, #NV, Err:502).  1
 * or 0.  (ak_sheet_error_line, a line that starts with one, is text.h's:
 * the token-line readers look at it too.) */
int ak_sheet_error(const char *s);

/* ak_sheet_label: a label l that is a spreadsheet's error value
 * (as ak_sheet_error_line's) and that o's --label-map does not list (its '*' does
 * not take it: a formula's failure is no class): -1 with "WHERE: label
 * '#N/A' is a spreadsheet's error value (a formula that failed, as Excel,
 * LibreOffice and Google Sheets export it), no label: correct the
 * formula or drop those rows, or read them as messages without a label
 * with --label-map '#N/A=-,spam=spam,ham=ham'" (with a map: "add
 * '#N/A=-' to --label-map") in e; else 0. */
int ak_sheet_label(const char *l, const ak_corpus_opt *o,
    const char *where, ak_err *e);

/* (ak_sheet_missing, a missing value made text, is text.h's: the labels
 * note of sms-vocab names it too.) */
/* ak_sheet_missing_label: a label l that is such a missing value
 * (ak_sheet_missing) and that o's --label-map does not list (its '*'
 * does not take it: a missing label is no class): -1 with "WHERE: label
 * 'nan' is a missing value (NaN as Python writes it, made text: pandas'
 * astype(str)), no label: drop those rows (pandas: df.dropna(...) before
 * astype(str); R: na.omit), or read them with --label-map
 * 'nan=-,spam=spam,ham=ham' (no label; nan=ham or nan=spam to give them
 * one)" (with a map: "--label-map adding 'nan=-'") in e; else 0.  The
 * reader asks it where labels are checked (a header, or a map); a TAB
 * file's or a headerless file's labels may be any words, and its labels
 * note says it (ak_vocabrun_labels). */
int ak_sheet_missing_label(const char *l, const ak_corpus_opt *o,
    const char *where, ak_err *e);

/* ak_sheet_blank: the record's nf fields (field k at b + off[k]) are two
 * or more and all empty: a spreadsheet's blank row (',' ';;;' '\t\t'),
 * or a row of missing values only, which holds no message.  1 or 0. */
int ak_sheet_blank(const char *b, const size_t *off, size_t nf);

/* ak_sheet_text: a message's text t (n bytes) that is a spreadsheet's
 * error value whole ('#N/A', '#VALUE!', 'Err:502', ak_sheet_error: a
 * formula that built the text, or a lookup, failed), which holds no
 * message (its words would be 'n a', 'value'): counted in k with its line
 * lineno, 1 (skip it, ak_sheet_said says it); else 0.  No errors. */
int ak_sheet_text(ak_skipped *k, const char *t, size_t n, long lineno);

/* ak_sheet_comment: line lineno, s, skipped as a comment: counted in k */
void ak_sheet_comment(ak_skipped *k, long lineno, const char *s);

/* ak_sheet_said: the lines skipped in file name while messages were read
 * (k), said through o->note: "FILE:LINE: 2 lines starting with '#'
 * skipped as comments (the first '# a note'), the label being the first
 * column; messages that start with a hashtag, their label after them?
 * read it with --delimiter tab --label-column 2 --text-column 1" (no
 * --delimiter tab in a delimited read), and "FILE:LINE: 3 rows of empty
 * fields skipped (a spreadsheet's blank rows, as Excel and LibreOffice
 * save rows formatted but left empty): no message in them", and
 * "FILE:LINE: 2 messages skipped, their text a spreadsheet's error value
 * (the first '#N/A': a formula that failed, ...): no message in them;
 * correct the formula and export the sheet again to keep them".  Nothing
 * without a note or with nothing skipped. */
void ak_sheet_said(const ak_corpus_opt *o, const char *name,
    const ak_skipped *k);

/* ak_sheet_none: after a read that found no message, the cause when
 * lines were skipped (k): every line a '#' comment in a labelled read
 * ("FILE: no messages: its 3 lines starting with '#' were skipped as
 * comments (...): messages that start with a hashtag, their label after
 * them? read it with [--delimiter tab ]--label-column 2 --text-column
 * 1"), or every text a spreadsheet's error value ("FILE:LINE: no
 * messages: every text is a spreadsheet's error value (the first '#N/A'
 * ...): correct the formulas and export the sheet again"): -1 with it in
 * e; else 0 (the caller's own error of no messages follows). */
int ak_sheet_none(const ak_corpus_opt *o, const char *name,
    const ak_skipped *k, ak_err *e);

#endif
