/*
 * evalsets-int.h — the internals of the evaluation sets' readers
 * (evalsets.h), shared by the module's files, each calling only those
 * below it: evalsets.c (the pairs and questions read, scored, answered)
 * above evalsets-line.c (a line of a similarity set as a pair; the
 * layouts users' sets have instead, named with the command that
 * converts them) above evalsets-kind.c (a set given to the other option,
 * a score in CSV's quotes).  tests/e2e/family/lib-layers.sh checks that
 * none calls one above it.  Not for other modules.
 */
#ifndef AK_EVALSETS_INT_H
#define AK_EVALSETS_INT_H

#include <stddef.h>

#include "evalsets.h"
#include "io.h"
#include "util.h"

/*
 * A set given to the other option, said (evalsets-kind.c), each -1 with
 * the error in e naming the option that reads it, else 0:
 * ak_sim_is_analogy: a line of a file read as a similarity set (no TAB
 * seen in it) that is an analogy set's: ': section', or four words
 * separated by spaces, no ',' or ';' in the line ("WHERE: four words separated by spaces, a
 * question of an analogy set ...: read it with --analogy").
 * ak_sim_tab_analogy: a line of a similarity set split at TABs into nf
 * fields f (at most 4, the last holding the rest) that is four words,
 * none empty, none holding a space, none a number, after a set's first
 * line ("WHERE: four words separated by TABs ...: read it with
 * --analogy"); at the first line (first 1) 0, which is a header of a
 * wide set as likely; first -1: e holds the first line's error, to which
 * --analogy is added as the other reading when the line is four words
 * none a column's name ('word1', 'score', 'sim', 'mean', 'POS',
 * 'rating', case folded), and -1 returned.
 * ak_ana_is_similarity: a line of a file read as an analogy set, split
 * into nw words w, that is two words and a finite number ("... a pair of
 * a similarity set ...: read it with --similarity").
 * ak_score_quoted: a similarity set's score (after the words) that is a
 * number in CSV's quotes, '"5"' (Python's csv.QUOTE_ALL), said with the
 * writer's fix and the sed (zcat for gzip: io.h ak_sed_cmd) of file name
 * that drops the quotes; checked before the score is read, which would
 * take the line for a header row.
 */
int ak_sim_is_analogy(const char *where, const char *line, ak_err *e);
int ak_sim_tab_analogy(const char *where, char *const *f, size_t nf,
    int first, ak_err *e);
int ak_ana_is_similarity(const char *where, char *const *w, size_t nw,
    ak_err *e);
int ak_score_quoted(const char *where, const char *name, const char *score,
    ak_err *e);

/*
 * ak_sim_fields (evalsets-line.c): rd's line (no '#' comment) as a pair
 * of a similarity set: its 3 fields into f (4 slots, the line split at
 * TABs), the score into *h; 0, or -1 with "FILE:LINE: ..." in e.  first:
 * no pair read yet (a score that is no number there is a header row, as
 * gensim's evaluate_word_pairs would skip it unsaid: its fix named).
 * Another layout is named with the command that converts it (cut, tr,
 * sed; through zcat when rd reads gzip): one field holding ';', ',' or
 * spaces (at line 1 starting with one: pandas' index column, cut -d,
 * -f2- | sed 1d | tr); more than 3 fields (TABs at the end; line 1's
 * first field empty: pandas' index column, cut -f2,3,K | sed 1d; a row
 * number, two words and a number: pandas' index, cut -f2-; a number in
 * the third field or a later one, a pair with more columns: cut, no line
 * dropped, but at line 1 a third field naming a score, WordSim-353's
 * set1.tab; else at line 1 a set as distributed with a header: cut | sed
 * 1d); a
 * decimal comma; an analogy set's line (ak_sim_is_analogy,
 * ak_sim_tab_analogy); a score or words in CSV's quotes.
 */
int ak_sim_fields(ak_reader *rd, char **f, double *h, int first, ak_err *e);
/*
 * ak_ana_csv (evalsets-line.c): line, a line of an analogy set read from
 * rd that is one word (no space or TAB), holding ',' (else ';'): a CSV
 * (pandas' to_csv, a spreadsheet's export), -1 with "FILE:LINE: 1 word,
 * want 4 ...: its words are separated by commas, not spaces ...: convert
 * the file with tr ',' ' ' < FILE > FILE.txt", and at a set's first line
 * (first 1: no section or question read) the sed 1d that drops a header
 * too ("is column names, a header" when its 4 fields are names as
 * ak_ana_header's, else "column names?"); its first field empty at line
 * 1, or a row number before four more: pandas' index column, named with
 * the cut -d, -f2- that drops it (and the header's sed 1d); two words
 * and a number: a similarity pair in CSV, --similarity
 * named with the tr that makes TABs.  Through zcat when rd reads gzip.
 * 0 when line holds neither.
 */
int ak_ana_csv(const ak_reader *rd, const char *line, int first, ak_err *e);
/*
 * ak_ana_index (evalsets-line.c): pandas' index column in rd's line of an
 * analogy set, split into nw words w: at the set's first line (first 1)
 * a line that started with a TAB (lead: an empty column name over the
 * row numbers; tab: the line held a TAB), and at any line 5 words the
 * first a row number: -1 with "FILE:LINE: ... pandas' index ...? drop
 * ...: cut -f2- FILE | sed 1d > FILE.txt" (cut -d' ' for spaces; zcat
 * for gzip) in e; else 0.
 */
int ak_ana_index(const ak_reader *rd, char *const *w, size_t nw, int lead,
    int tab, int first, ak_err *e);
/*
 * ak_ana_header (evalsets-line.c): the four words w of rd's line, at an
 * analogy set's first line (first 1: no section or question read), that
 * are a header's column names ('a b c d', 'word1 .. word4', 'w1 .. w4',
 * any case): -1 with "FILE:LINE: 'a b c d' are column names, a header
 * row ...: lines starting with '#' are comments: sed -i 'Ns/^/# /' FILE"
 * (zcat | sed for gzip) in e, where it would be read as a question,
 * uncovered, counted; else 0.
 */
int ak_ana_header(const ak_reader *rd, char *const *w, int first, ak_err *e);

#endif
