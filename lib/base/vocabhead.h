#ifndef AK_VOCABHEAD_H
#define AK_VOCABHEAD_H
/*
 * vocabhead.h — a vocabulary written by pandas or R named for what it is:
 * the checks the table reader (table-head.c, table.c) and the embeddings
 * reader's first line (embfile-rd.c) run on a file given as a vocabulary.
 */
#include <stddef.h>

#include "util.h"

/*
 * ak_vocab_layout: a vocabulary (word count docs) written by another
 * program than sms-vocab, from its header f[0..nf) (one field holding no
 * TAB: the line): CSV or ';' (pandas' to_csv, an index's empty field
 * first or none, quoted or not), an empty field before word over TABs
 * (pandas' index column, R's col.names=NA), each name in double quotes
 * (R's write.table quote=TRUE), or separated by spaces unquoted (R's
 * write.table(quote=FALSE), pandas' to_csv(sep=' ')), every line ending
 * in a TAB (quoted names or not: a spreadsheet's TAB text); a first line
 * that is a row, no header: a word, its count and docs (by TAB, ',',
 * ';' or spaces), or a word and its count alone (by a space: gensim's
 * fvocab, word2vec's -save-vocab; by a TAB: pandas' value_counts()), named
 * with the sed that adds the header (docs set to the count where it
 * lacks them); R's table() of words written as a data frame (header
 * '"","Var1","Freq"' of write.csv, by ',', ';', a space or a TAB: row
 * names' empty name first and the words' column of any name, or none
 * and Var1; then Freq), named with the R line and the awk that make attnkit's: -1 with
 * "WHERE: header 'word,count,docs':
 * a vocabulary (word count docs) written as CSV (pandas' ...): attnkit's
 * vocabulary separates its fields by TABs: write it again with
 * df.to_csv(FILE, sep='\t', index=False), or, where no word holds ',':
 * sed 's/,/\t/g' FILE > FILE.tsv" (each its writer and sed; zcat FILE |
 * sed for gzip, io.h ak_sed_cmd; name: the file, "<stdin>" as FILE) in e;
 * else 0.  The readers of -v (ppmi-svd's vocabulary, sms-vocab's word
 * list) and of embeddings call it.
 */
int ak_vocab_layout(char *const *f, size_t nf, const char *where,
    const char *name, ak_err *e);

/*
 * ak_vocab_row_names: a vocabulary's first row (at where, "FILE:LINE",
 * line lineno of file name, "<stdin>" named FILE in commands) one field longer than its header
 * of cols + 1 names, whose first field f0 is a whole number, quoted or not:
 * row names (R's write.table, its default row.names=TRUE; pandas' to_csv
 * with index_label=False): -1 with "FILE:LINE: 4 fields, header has 3:
 * the row name '1' first, ...: write it again without them (R: ...;
 * pandas: index=False), or drop them: sed 'LINE,$s/^[^\t]*\t//' FILE >
 * FILE.tsv" in e; else 0.
 */
int ak_vocab_row_names(const char *f0, size_t cols, const char *where,
    long lineno, const char *name, ak_err *e);
/*
 * ak_uniq_c_error: when line (at where, of file name, "<stdin>" named
 * FILE in commands) is uniq -c's (spaces, a whole number, a space, one
 * word: sort | uniq -c | sort -rn; no spaces before a count of 4 digits
 * or more, which fills uniq's column: GNU's 7 wide, BSD's 4): -1 with
 * "WHERE: line 1 is a
 * count, then a word, after spaces ('3 the'): uniq -c's layout ..., a
 * vocabulary of counts, ..." in e, with the awk (after zcat for a gzip
 * file: io.h ak_filter_cmd) that makes attnkit's vocabulary of it (vocab
 * 1: ppmi-svd -v; docs set to the count) or, as vectors or a word list
 * (vocab 0), that puts the word first; else 0.
 */
int ak_uniq_c_error(const char *where, const char *line, const char *name,
    int vocab, ak_err *e);
#endif
