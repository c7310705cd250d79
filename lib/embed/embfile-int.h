/*
 * embfile-int.h — what embfile.c's text readers and embfile-bin.c's
 * binary reader share (not a public interface: lib/embed's own).  Each
 * file calls only those below it: embfile.c above embfile-bin.c and
 * embfile-head.c (other writers' first lines named), both above
 * embfile-row.c (a text row's printed arrays, displays and NaN), above
 * embfile-list.c (a vector as a list in brackets) and embfile-rd.c
 * (tests/e2e/family/lib-layers.sh checks it).
 */
#ifndef AK_EMBFILE_INT_H
#define AK_EMBFILE_INT_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "embfile.h"
#include "io.h"

/* the fix that writes a DataFrame of k columns as attnkit's TSV */
#define PANDAS_TSV "df.columns = [f'd{i+1}' for i in range(%zu)]; " \
	"df.to_csv(FILE, sep='\\t', index_label='word', " \
	"quoting=csv.QUOTE_NONE)"

/* the state of a reader of the space-separated and binary formats */
typedef struct rd {
	ak_table *t;
	ak_table_fill z;
	const char *name;	/* the file in messages */
	const char *opt;	/* the reading option, in hints */
	int forced;		/* the format was the option's, not detected */
	ak_emb_format fmt;
	size_t d;		/* dimensions: the header's, or 0 until GloVe's
				   first row */
	size_t V;		/* word2vec's header's count of words, the
				   table's first room; 0 for GloVe */
	int started;		/* the table's columns are set */
	int hdr;		/* line 1 was 'word 0 1 ... k-1' (1),
				   'word 1 ... k' (2), or other increasing
				   whole numbers ('word 100 101', 'word 0 2
				   3': 3): pandas' header if row 2 is
				   floats */
	char head1[128];	/* that line 1 (for its message) */
	size_t gaps, gapin;	/* the line's empty fields: a run of r spaces
				   after its word holds r - 1, one at its end
				   r (emb_line_check); gapin those inside */
	size_t gaps1;		/* those inside GloVe's first row, which set
				   d, at line line1 */
	long line1;
	long q1;		/* the first row's line when its word is in
				   CSV's quotes ('"the"'): a writer's that
				   quotes every word if the next is too */
	char **f;		/* a line's fields */
	size_t fcap;
	char where[1100];
	struct w2v_shadow *sh;	/* word2vec text detected: the bytes read
				   as binary records too (embfile.c), NULL
				   once that reading failed */
} rd;

/* a byte source: bytes held back (the look-ahead), then the reader's */
typedef struct bsrc {
	ak_reader *r;
	const unsigned char *pb;
	size_t pn, pi;
} bsrc;

/*
 * The bytes after the line reader's last line: the stream's, from where
 * the line ended (io.h: r->fp is where the next line starts), so that a
 * line read after them (ak_reader_next) starts where they end.
 */
static inline int
emb_rget(ak_reader *r)
{
	return getc(r->fp);
}

/* the float32 whose 4 bytes at p are little-endian (word2vec's binary
 * records as gensim and word2vec.c write them on x86) */
static inline float
emb_le_float(const unsigned char *p)
{
	uint32_t u = (uint32_t)p[0] | (uint32_t)p[1] << 8 |
	    (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
	float f;

	memcpy(&f, &u, sizeof f);
	return f;
}

/* after line 2 of detected word2vec text failed, its bytes after the
 * word head[0..hn) also a binary record's start: the record's byte
 * order, read on from r, said after e's message (embfile-bin.c) */
void emb_bin_text_hint(rd *s, ak_reader *r, const unsigned char *head,
    size_t hn, ak_err *e);

/* embfile-rd.c: "FILE:LINE" of line in s's file (into s->where) */
const char *emb_at(rd *s, long line);
/* the table's columns, at the first row (line, for messages): 0 or -1
 * (the budget's error, or out of memory) */
int emb_start(rd *s, long line, ak_err *e);
/* a word's checks (UTF-8, no control byte): 0 or -1 with "FILE:LINE: the
 * word 'a<0x09>b' holds a control byte ..." (the word's bytes below 0x20,
 * 0x7f or not ASCII shown <0xNN>) */
int emb_word_ok(rd *s, const char *w, size_t n, long line, ak_err *e);
/* emb_word_latin1: emb_word_ok's error of a binary record's word that is
 * not UTF-8, named a Latin-1 word with gensim's conversion whatever its
 * bytes (the caller knows its record is where the header's d puts it):
 * -1 */
int emb_word_latin1(rd *s, const char *w, size_t n, long line, ak_err *e);
/* emb_word_texty: 1 when a refused binary record's word w[0..n) is a
 * word of text with a control byte in it ('a<0x09>b': gensim writes one)
 * or a Latin-1 letter ('caf<0xE9>': word2vec.c on a Latin-1 corpus):
 * printable ASCII but for control bytes (no newline, not first) and
 * bytes 0xC0-0xFF but for × and ÷ (with 2 ASCII letters or more), at least
 * 2 printable and at most half as many control bytes; not the float
 * bytes of a record that a wrong header's d put where a word should
 * start (their bytes printable ASCII by a chance of 95/256 each).  Else
 * 0 */
int emb_word_texty(const char *w, size_t n);
/* emb_quote_refused: whether the word w of row i (0-based; w0 row 0's
 * word, rows the table's rows when known, else 0) is taken for a CSV
 * writer's quoting in a file of format fmt (GloVe or word2vec text): 2
 * for w alone (a '"' doubled or escaped, a space inside; under 'V d' a
 * space only), 1 for the first two words both whole quoted fields, or
 * GloVe's only word quoted; else 0.  The reader (emb_quoted) and the
 * writer (embfile.h ak_emb_write_check) keep this one rule */
int emb_quote_refused(ak_emb_format fmt, const char *w, const char *w0,
    size_t i, size_t rows);
/* emb_quoted: a row's line whose word is in CSV's quotes by
 * emb_quote_refused's rule (s->q1 keeps the first row's line until the
 * second says): -1 with filekind.h ak_quoted_word's error; else 0 */
int emb_quoted(rd *s, const char *line, long lineno, ak_err *e);
/* emb_bad_utf8: line 2 of word2vec text, line[0..n), not UTF-8 at byte
 * bad: -1 with "FILE:2: invalid UTF-8 at byte N" and the code page its
 * bytes suggest (filekind.h ak_utf8_hint; gz: the file is gzip'd) */
int emb_bad_utf8(rd *s, const char *line, size_t n, size_t bad, int gz,
    ak_err *e);
/* emb_count_error: a row of n numbers after its word w where s->d are
 * wanted (the header's d, or GloVe's first row's): -1 with "FILE:LINE: 2
 * numbers after 'man', want 3 (as the first row)", GloVe of d = 1 named
 * at n 1 (a detected format), and, gap (the line held two spaces inside
 * or one at its end) and n < d, pandas' NaN as an empty field */
int emb_count_error(rd *s, size_t n, const char *w, int gap, long lineno,
    ak_err *e);
/* emb_repeat_hint: after e's "a row past the header's V words" (bin:
 * "more records than ..."), the row's word w[0..n) one of the V read
 * already (gensim's Doc2Vec writes its document tags twice): that said
 * after e's message, with what keeps the header's V rows (sed V+1q of
 * text, bin 0, or of text read through gzip, bin 2: zcat FILE | sed;
 * gensim's load and save of binary, bin 1).  -1 */
int emb_repeat_hint(const rd *s, const char *w, size_t n, int bin,
    ak_err *e);
/* -1 with "FILE:LINE: read error: ..." when fp failed, else 0 */
int emb_read_error(rd *s, const ak_reader *r, long line, ak_err *e);
/* a pickle or a .npy array at the start of r's file: -1 with
 * "FILE:1: a Python pickle ..." (or a read error) in e; else 1 */
int emb_foreign(ak_reader *r, ak_err *e);
/* emb_nohead_bin: the file at path (not standard input: "-" or
 * "<stdin>"; gzip read through) is word2vec's binary records with no
 * header line 'V d' (gensim's save_word2vec_format(binary=True,
 * write_header=False)): records of a word (printable UTF-8, no space,
 * at most 100 bytes), a space and d float32 (zero or 1e-12 to 1e6 in
 * magnitude; a '\n' after each or none), under 3/4 of their bytes
 * text's, three or more in the first 64 KB or all of a smaller file,
 * d the least of 1 .. 4096 that fits, every record to the end walked
 * (V): -1 with "FILE:1: word2vec's binary records with no header line
 * 'V d' ...: V records of a word, a space and d float32: add the header:
 * { printf 'V d\n'; cat FILE; } > FILE.bin" in e; else 0, e as it was
 * (embfile-nohead.c) */
int emb_nohead_bin(const char *path, ak_err *e);
/* emb_headless: the error of r's line, TAB-separated numbers after its
 * first field where the TSV table's header should be: a header of
 * whole numbers, each above the one before (pandas. labels: 0 .. k-1, 1
 * .. k, or others over a row 2 of floats as pandas writes them:
 * columns selected or dropped; line 2 read then) named with its fix, or
 * a row with no header.  -1 */
int emb_headless(ak_reader *r, ak_err *e);
/* emb_tab_counts: r's rows, l1 its line 1 (r at line 1 or 2; the rest
 * read to the end), a word and one or two whole numbers a line, not
 * negative, the second at most the first, two rows or more: -1 with
 * "WHERE: a word and one whole number a line, TAB-separated ...: a
 * vocabulary of counts, not vectors ..." in e; a word and one number of
 * another kind a line (fractions: frequencies): -1 with "WHERE: a word
 * and one number a line, TAB-separated ...: vectors of d = 1 ..."; else
 * 0 (r read on) */
int emb_tab_counts(ak_reader *r, const char *l1, const char *where,
    ak_err *e);
/* emb_commas_error: -1 with "NAME:LINE: a word and numbers with decimal
 * commas ..." when p[0..n) is a word, a space and numbers of which one or
 * more have a decimal comma ('-0,25', '1,5e-3'), naming
 * tr and, for word2vec text (opt: the reading option; NULL for GloVe),
 * OPT word2vec-bin; else 0 */
int emb_commas_error(const char *name, long line, const char *p, size_t n,
    const char *opt, ak_err *e);
/* emb_value_error: the error of a row's field j + 2 (s->f[j + 1]) that is
 * no value, e holding the number's error (table.h ak_table_value): a
 * control byte in it said, or the row's decimal commas (util.h
 * ak_commas_row: all its fields numbers, one or more with a comma) named
 * with tr; else e as it was.  -1 */
int emb_value_error(rd *s, size_t j, long line, ak_err *e);
/* emb_joined_word: with s->d known and >= 2, a row s->f[0..nf) of more
 * than d + 1 fields whose last d are numbers (and the others none: "x 1 2
 * 3 4" at d 3 is a row of too many) has its word's fields joined back in
 * place (the spaces as they were: gensim's "new york 0.1 ...", GloVe
 * 840B's ". . ."); returns the row's fields (d + 1 then, else nf).  No
 * errors.  emb_spaced_word: the error of a row that is a word holding
 * spaces and numbers still (d unknown, or the count not d): -1 with
 * "FILE:LINE: the word 'new york' holds a space ..." in e; else 0. */
size_t emb_joined_word(rd *s, size_t nf);
int emb_spaced_word(rd *s, size_t nf, long lineno, ak_err *e);
/* emb_printed: -1 with "WHERE: a word then a list in brackets ..." when
 * line is a word and its vector as one field in brackets, after a space
 * (Python's print() of a list or numpy array: the sed that drops brackets
 * and commas, of file name) or after a TAB or a comma (pandas' to_csv of
 * a column of lists or arrays, CSV's quotes around it: the pandas line
 * that makes each number a column; head: its header line, said when not
 * "", NULL when the file has none); else 0 (embfile-list.c).  emb_list_rows: r's next line read
 * (after a header, head, refused): -1 with emb_printed's error in e when
 * it is such a row; else 0, e as it was */
int emb_printed(const char *where, const char *line, const char *head,
    const char *name, ak_err *e);
int emb_list_rows(ak_reader *r, const char *head, ak_err *e);
/* emb_count_cols: s's table read as detected GloVe (not forced) of d = 2
 * or 3, two rows or more, one column whole numbers, not negative, 10 or
 * more somewhere (a count), another with a fraction somewhere (a
 * frequency, a share, an idf): a word list of counts and frequencies
 * ('the 1061396 0.277953'), whose cosines its counts decide, no vectors:
 * -1 with "FILE:1: a word, a count and ... a line ...: a list of word
 * counts and frequencies ..., not vectors: ...; --load-format glove
 * reads it as vectors of d = 2" in e (s->opt the option); else 0
 * (embfile-list.c) */
int emb_count_cols(const rd *s, ak_err *e);
/* emb_not_format: -1 with the error of a first line (r's) that is no
 * format's: "FILE:1: not an embeddings file (first line '...'; want ...)",
 * or pandas' header of column numbers named with its fix (opt: the
 * reading option): sep=' ' (emb_space_columns), to_csv()'s commas,
 * to_csv(index=False)'s, to_string()'s runs of spaces; or a GloVe row
 * with decimal commas (emb_commas_error), named with tr; a JSON document
 * (pandas' to_json) and R's write.table header (filekind.h
 * ak_r_header_spaced), each named with its fix */
int emb_not_format(ak_reader *r, const char *opt, ak_err *e);
/* emb_json_doc: a JSON document at r's line 1 ('{' or '[' first): -1 with
 * "FILE:1: a JSON object, not embeddings (...): write attnkit's TSV from
 * it: pandas: ..." naming its layout (pandas' to_json orients 'columns',
 * 'index', either when the keys cannot tell, 'split', 'table'; JSON Lines,
 * a second line read from r; an array); else 0 (embfile-json.c) */
int emb_json_doc(ak_reader *r, ak_err *e);
/* emb_space_columns: 1 when line is pandas' header of column numbers
 * written with sep=' ': the index's empty label (nothing, or "") then
 * 0 1 ... k-1, k >= 2, or k 1 after one space or "" (a one-column
 * frame's ' 0') (*k set); else 0.  emb_pandas_space: -1 with
 * "WHERE: line 1 is a header of column numbers 0 .. k-1 (pandas'
 * to_csv(sep=' ') default) ...", naming NAME and OPT glove */
int emb_space_columns(const char *line, size_t *k);
int emb_pandas_space(const char *where, size_t k, const char *name,
    const char *opt, ak_err *e);
/* emb_pandas_label: -1 with "WHERE: line 1 is a header: the index's
 * label 'word' then column numbers 0 .. k-1 (pandas' to_csv(sep=' ',
 * index_label=...) ...), not a GloVe row: drop it for GloVe (sed 1d
 * NAME), or write attnkit's TSV (pandas: ...); OPT glove reads it as a
 * row" (line: line 1 whole; k, b: embfile-head.c's emb_label_columns) */
int emb_pandas_label(const char *where, const char *line, size_t k,
    size_t b, const char *name, const char *opt, ak_err *e);
/* emb_first_line: line 1 of a detected format (s->forced 0): pandas'
 * header of column numbers (emb_space_columns: -1 with
 * emb_pandas_space's error); of GloVe, a label's (emb_label_columns:
 * s->hdr and s->head1 set, said at row 2 if it is floats), and fields
 * aligned by runs of spaces (pandas' to_string() display: -1 with
 * "FILE:1: line 1's fields are aligned by runs of spaces ... OPT glove
 * reads the rows as they are"); else 0 */
int emb_first_line(rd *s, const char *line, ak_err *e);
/* emb_padded: a line of detected GloVe (s->forced 0) whose fields are
 * aligned by runs of spaces (a to_string() display whose line 1 was not:
 * its word the longest, its values all negative), or holds an empty
 * field between numbers of every digit (two spaces: pandas' NaN): -1
 * with "FILE:LINE: an empty value after 'man' ... a missing value" or
 * "FILE:LINE: line N's fields are aligned by runs of spaces ... OPT glove
 * reads the rows as they are"; else 0 (embfile-row.c) */
int emb_padded(rd *s, const char *line, long lineno, ak_err *e);
/* emb_line_check: a line of GloVe or word2vec text before text_row
 * reads it, but line 1 of a detected format (emb_first_line's): its
 * empty fields counted (s->gaps, s->gapin; s->gaps1 and s->line1 for the
 * row that sets GloVe's d: emb_row_count's); a word, a space, then a
 * list or array in brackets (emb_printed: -1 with its error), a forced
 * format's too (not, with d known, a row whose last d fields are numbers
 * and no ']' ends it: a gensim word holding a space, 'x [', that
 * emb_joined_word reads); of a detected format emb_padded's error; else
 * 0 (embfile-row.c) */
int emb_line_check(rd *s, const char *line, long lineno, ak_err *e);
/* emb_row_count: a row of n numbers after its word w where s->d are
 * wanted: where its empty fields (s->gaps: pandas' NaN written as
 * nothing, na_rep='') make it d, or those inside GloVe's first row
 * (s->gaps1) made d short of this row's n, -1 with "FILE:LINE: an empty
 * value after 'man' (...): a missing value ..." at the line holding it,
 * forced format or detected; else emb_count_error's (gap: the line held
 * two spaces inside or one at its end) (embfile-row.c) */
int emb_row_count(rd *s, size_t n, const char *w, int gap, long lineno,
    ak_err *e);
/* emb_second_header: the error of r's line, word2vec's header 'V2 d'
 * again after the V rows of line 1's (two .vec files joined with cat):
 * -1 with "FILE:LINE: a second word2vec header ... sed -e 'LINEd' -e
 * '1s/...' FILE > FILE.vec", the sed that drops the line and writes the
 * header 'V+V2 d' at line 1 */
int emb_second_header(rd *s, const ak_reader *r, size_t V, size_t V2,
    ak_err *e);
/* emb_label_header: 1 when line 1 (s->head1, s->hdr set by
 * emb_first_line: a label then column numbers) is pandas' header given
 * row 2 (s->f, s->d; s->t->rows 1): row 2 holds a float as pandas writes
 * one (emb_floats), or, over whole numbers, the numbers are 0 .. k-1 at k
 * >= 3, or 0 .. k-1 or 1 .. k after a label an index of words gets, in
 * any case, singular or plural ('word', 'Words', 'TOKEN', 'index', 'id',
 * 'term', 'key', 'vocab', 'name', 'label', 'node', 'item', 'entity',
 * 'lemma': an int frame's to_csv(sep=' ', index_label='Word')); else 0
 * ('a 0 1' over 'b 1 0': a toy file's row) */
int emb_label_header(const rd *s);
/* emb_spaced_first: 1 when line 1 is a word holding spaces then numbers
 * ('new york 0.1 0.2', two or more words, one or more numbers, no TAB):
 * GloVe's row, whose reader names the space; else 0 */
int emb_spaced_first(const char *line);
/* GloVe detected whose every row's word is a number (a numpy.savetxt
 * matrix; words that are ids when they are whole numbers and the values
 * not all: node2vec's): -1 with "FILE:1: every row's first field is a
 * number ..." in e naming s->opt glove, which reads it; or whose rows are a word and
 * one or two whole numbers, not negative, the second at most the first,
 * two rows or more, in any order (a vocabulary with counts: gensim's
 * fvocab, word2vec's -save-vocab, a Counter written out, sms-vocab's
 * rows): -1 with "FILE:1: a word and one whole number a line, not
 * negative ... not vectors" (read as vectors, kind AK_TABLE_EMB; a word
 * list's, AK_TABLE_WORDS, takes their words); or of d = 1, other
 * numbers, two rows or more, as vectors (every cosine 1 or -1: word
 * frequencies): -1 with "FILE:1: a word and one number a line ...:
 * vectors of d = 1 ..."; else 0 */
int emb_matrix_check(const rd *s, ak_table_kind kind, ak_err *e);
/* the V binary records of b after word2vec's header (embfile-bin.c):
 * 0, or -1 with "FILE:LINE: ..." in e; a file changed since b's reader
 * opened it is that error (io.h ak_file_unchanged), and blamed for any
 * other (ak_reader_blame) */
int emb_bin_rows(rd *s, bsrc *b, size_t V, ak_err *e);

#endif
