/*
 * vocabhead.c — a vocabulary (word count docs) written by another program
 * than sms-vocab, named from its header or first row with the writer and
 * the sed that makes attnkit's (vocabhead.h).  Beneath table-head.c and
 * table.c, which call it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io.h"
#include "vocabhead.h"

/* 1 when f[0..nf) are the vocabulary's names word count docs, after a
   first field that is empty or '""' (*idx 1: pandas' unnamed index, R's
   col.names=NA) or none (*idx 0), each in double quotes (*q 1: R's
   quote=TRUE) or none */
static int
vocab_names(char *const *f, size_t nf, int *idx, int *q)
{
	static const char *const names[] = { "word", "count", "docs" };

	*idx = nf == 4 && (f[0][0] == '\0' || strcmp(f[0], "\"\"") == 0);
	if (nf != 3 + (size_t)*idx)
		return 0;
	*q = f[*idx][0] == '"';
	for (size_t i = 0; i < 3; i++) {
		const char *w = f[*idx + i];
		size_t n = strlen(w), l = strlen(names[i]);
		if (*q ? n != l + 2 || w[0] != '"' || w[n - 1] != '"' ||
		    memcmp(w + 1, names[i], l) != 0 : strcmp(w, names[i]) != 0)
			return 0;
	}
	return 1;
}

/* 1 when s is one or more digits (a count as writers write one) */
static int
all_digits(const char *s)
{
	return s[0] != '\0' && strspn(s, "0123456789") == strlen(s);
}

/* 1 when f[0..nf) is a word (no number), then n whole numbers: a
   vocabulary's row (n 2: its count and docs; n 1: a vocabulary of counts
   without docs) */
static int
counts_row(char *const *f, size_t nf, size_t n)
{
	if (nf != n + 1 || f[0][0] == '\0' || all_digits(f[0]))
		return 0;
	for (size_t i = 1; i < nf; i++)
		if (!all_digits(f[i]))
			return 0;
	return 1;
}

/* the error of a vocabulary's row as line 1, its fields separated by sep
   (TAB, ',', ';'): no header (pandas' header=False), with the sed that
   adds attnkit's (and makes TABs of sep) */
static int
vocab_headless(char sep, const char *where, const char *name, ak_err *e)
{
	char cmd[300], script[120];

	snprintf(script, sizeof script, "-e '1i word\\tcount\\tdocs'%s%c%s",
	    sep == '\t' ? "" : " -e 's/", sep == '\t' ? ' ' : sep, sep ==
	    '\t' ? "" : "/\\t/g'");
	if (sep == '\t')
		script[strlen(script) - 1] = '\0';
	return ak_errf(e, "%s: line 1 is a vocabulary's row (a word, its count "
	    "and docs%s%s%s), and no header (pandas' to_csv(header=False)?): "
	    "write it again with df.to_csv(FILE, sep='\\t', index=False), "
	    "its header word count docs, or add it: %s > FILE.tsv", where,
	    sep == '\t' ? "" : ", separated by '", sep == '\t' ? "" : sep ==
	    ',' ? "," : sep == ' ' ? " " : ";", sep == '\t' ? "" : "'",
	    ak_sed_cmd(cmd, sizeof cmd, script, name));
}

/* the error of line 1 a word and its count separated by sep (' ':
   gensim's fvocab, word2vec's -save-vocab; TAB: pandas' value_counts()
   written without its header), no docs: the sed that makes attnkit's
   vocabulary of it, its docs the count */
static int
count_headless(char sep, const char *f0, const char *where,
    const char *name, ak_err *e)
{
	char cmd[300];

	return ak_errf(e, "%s: line 1 is a word and its count ('%.40s'), "
	    "separated by %s, with no docs and no header: a vocabulary of "
	    "counts (%s), not attnkit's (word<TAB>count<TAB>docs under that "
	    "header): count the corpus with sms-vocab, or make one, docs "
	    "(which it lacks) set to the count, as -v reads the words alone: "
	    "%s > FILE.tsv", where, f0, sep == ' ' ? "a space" : "a TAB",
	    sep == ' ' ? "gensim's save_word2vec_format(..., fvocab=F), "
	    "word2vec's -save-vocab" : "pandas' value_counts().to_csv(sep="
	    "'\\t', header=False)?", ak_sed_cmd(cmd, sizeof cmd, sep == ' ' ?
	    "-e '1i word\\tcount\\tdocs' -e 's/ \\([0-9]*\\)$/\\t\\1\\t\\1/'" :
	    "-e '1i word\\tcount\\tdocs' -e 's/\\t\\([0-9]*\\)$/\\t\\1\\t\\1/'",
	    name));
}

/* the error of a vocabulary's header separated by spaces (idx: an empty
   name first, R's col.names=NA): quoted (every name: R's write.table
   defaults, sep=' ', quote=TRUE, row.names=TRUE) or not (R's
   write.table(quote=FALSE), its row names before each word unless
   row.names=FALSE, or pandas' to_csv(sep=' ', index=False)): the R line
   and the sed that drops the row names (a row of 4 fields), the quotes,
   and makes TABs of the spaces */
static int
r_spaced(int idx, int quoted, const char *where, const char *name,
    ak_err *e)
{
	char cmd[400], script[160];
	const char *q = quoted ? "\"" : "";

	snprintf(script, sizeof script, "-E '%s%s'", quoted ? idx ?
	    "1s/^\"\" //; " : "" : "1s/^ //; ", quoted ?
	    "2,$s/^\"[^\"]*\" (\"[^\"]*\" )/\\1/; s/\"//g; s/ /\\t/g" :
	    "2,$s/^[^ ]+ ([^ ]+ [0-9]+ [0-9]+)$/\\1/; s/ /\\t/g");
	return ak_errf(e, "%s: header '%s%sword%s %scount%s %sdocs%s'%s: a "
	    "vocabulary (word count docs) written by R's write.table%s: "
	    "attnkit's vocabulary separates its fields by TABs%s: write it "
	    "again with write.table(v, FILE, sep='\\t', quote=FALSE, "
	    "row.names=FALSE)%s, or, where no word holds a space%s: %s > "
	    "FILE.tsv", where, idx ? quoted ? "\"\" " : " " : "", q, q, q, q,
	    q, q, quoted ? "" : ", its fields separated by spaces", quoted ?
	    idx ? " with its defaults (sep=' ', quote=TRUE, row.names=TRUE, "
	    "col.names=NA)" : " with its defaults (sep=' ', quote=TRUE, "
	    "row.names=TRUE)" : "(quote=FALSE) (its sep=' ', and a row name "
	    "before each word unless row.names=FALSE) or pandas' to_csv(sep="
	    "' ', index=False)", quoted ? ", unquoted" : "", quoted ? "" :
	    " (pandas: df.to_csv(FILE, sep='\\t', index=False))", quoted ?
	    " or a '\"'" : "", ak_sed_cmd(cmd, sizeof cmd, script, name));
}

/* 1 when s is name, or name in double quotes */
static int
named(const char *s, const char *name)
{
	size_t n = strlen(s), l = strlen(name);

	return strcmp(s, name) == 0 || (n == l + 2 && s[0] == '"' &&
	    s[n - 1] == '"' && memcmp(s + 1, name, l) == 0);
}

/* the error of a header f[0..nf) (split at sep: ',', ';', ' ' or TAB)
   that is R's table() of words written as a data frame, Freq its counts
   (as.data.frame.table's names): the row names' empty name first
   (write.csv's "") and the words' column of any name (the one given to
   table()), or no empty name (write.table's header, row.names=FALSE)
   and Var1, R's own name (a name of pandas' counts, 'word,Freq', keeps
   the counts' message): -1 with the awk that makes attnkit's vocabulary
   of it (the last two fields of each row, docs set to the count); else
   0 */
static int
r_table(char *const *f, size_t nf, char sep, const char *where,
    const char *name, ak_err *e)
{
	int idx = nf == 3 && (f[0][0] == '\0' || strcmp(f[0], "\"\"") == 0);
	char prog[300], cmd[1400];

	if (nf != 2 + (size_t)idx || !named(f[nf - 1], "Freq") ||
	    f[nf - 2][0] == '\0' || strcmp(f[nf - 2], "\"\"") == 0 ||
	    (!idx && !named(f[0], "Var1")))
		return 0;
	snprintf(prog, sizeof prog, "awk %s%s%s'BEGIN { print \"word\\tcount"
	    "\\tdocs\" } NR > 1 { gsub(/\"/, \"\"); print $(NF-1) \"\\t\" $NF "
	    "\"\\t\" $NF }'", sep == ' ' ? "" : "-F'", sep == ' ' ? "" : sep ==
	    '\t' ? "\\t" : sep == ',' ? "," : ";", sep == ' ' ? "" : "' ");
	return ak_errf(e, "%s: header '%.20s%s%.40s%s%.20s': R's table() of "
	    "words written as a data frame (%s(table(x)): the words' column "
	    "%.40s, their counts Freq%s), not attnkit's vocabulary "
	    "(word<TAB>count<TAB>docs under that header): count the corpus "
	    "with sms-vocab, or make one, docs (which it lacks) set to the "
	    "count: R: v <- as.data.frame(table(x)); write.table(data.frame("
	    "word = v[[1]], count = v$Freq, docs = v$Freq), FILE, sep='\\t', "
	    "quote=FALSE, row.names=FALSE); or, where no word holds a '%s' or "
	    "a '\"': %s > FILE.tsv", where, f[0], sep == '\t' ? "<TAB>" : sep ==
	    ' ' ? " " : sep == ',' ? "," : ";", f[1], nf == 3 ? sep == '\t' ?
	    "<TAB>" : sep == ' ' ? " " : sep == ',' ? "," : ";" : "", nf == 3 ?
	    f[2] : "", sep == ',' ? "write.csv" : sep == ';' ? "write.csv2" :
	    "write.table", f[nf - 2], idx ? ", row numbers first" : "", sep ==
	    '\t' ? "TAB" : sep == ' ' ? " " : sep == ',' ? "," : ";",
	    ak_filter_cmd(cmd, sizeof cmd, prog, name, AK_GZ_LOOK));
}

/* the vocabulary's header in CSV: line (one field, no TAB) split at
   ',' or ';' is word,count,docs (after an index's empty field, quoted or
   not): -1 with the writer and the sed that makes attnkit's TSV; else 0 */
static int
vocab_csv(const char *line, const char *where, const char *name, ak_err *e)
{
	char buf[128], *g[8], cmd[300], script[80];
	char sep = line[strcspn(line, ",;")];
	size_t ng = 0;
	int idx, q;

	/* R's write.table defaults: sep=' ', every name quoted; spaces
	   unquoted: a row of gensim's fvocab or of sms-vocab's spaced */
	if (sep == '\0' && strchr(line, ' ') != NULL)
		sep = ' ';
	if (sep == '\0' || strlen(line) >= sizeof buf)
		return 0;
	strcpy(buf, line);
	for (char *p = buf; ng < 8;) {
		g[ng++] = p;
		if ((p = strchr(p, sep)) == NULL)
			break;
		*p++ = '\0';
	}
	if (counts_row(g, ng, 2))
		return vocab_headless(sep, where, name, e);
	if (r_table(g, ng, sep, where, name, e) != 0)
		return -1;
	if (sep == ' ' && counts_row(g, ng, 1))
		return count_headless(' ', line, where, name, e);
	if (!vocab_names(g, ng, &idx, &q))
		return 0;
	if (sep == ' ')
		return r_spaced(idx, q, where, name, e);
	snprintf(script, sizeof script, "'%ss/%c/\\t/g%s'", idx ? sep == ',' ?
	    "s/^[^,]*,//; " : "s/^[^;]*;//; " : "", sep, q ? "; s/\"//g" : "");
	return ak_errf(e, "%s: header '%s': a vocabulary (word count docs) "
	    "written as %s%s (%s%s): attnkit's vocabulary "
	    "separates its fields by TABs: write it again with df.to_csv(FILE, "
	    "sep='\\t', index=False)%s, or, where no word holds '%c'%s: %s > "
	    "FILE.tsv", where, line, sep == ',' ? "CSV" : "fields separated by "
	    "';'", idx ? " after an index column" : "", q ? "R's write.csv, "
	    "pandas' to_csv(quoting=csv.QUOTE_ALL)" : sep == ';' ?
	    "pandas' to_csv(sep=';')" : idx ? "pandas' to_csv default" :
	    "pandas' to_csv(index=False)", q ? ", its fields quoted" : "",
	    q ? " (R: write.table(v, FILE, sep='\\t', quote=FALSE, "
	    "row.names=FALSE))" : "", sep, q ? " or '\"'" : "", ak_sed_cmd(cmd,
	    sizeof cmd, script, name));
}

/* 1 when line is uniq -c's (spaces, a whole number, a space, one word
   that is no number: sort | uniq -c | sort -rn; ' 0 1' is pandas'
   header of column numbers; no spaces before a count that fills uniq's
   column, 4 digits or more: BSD's and macOS's is 4 wide, GNU's 7, and
   sort -rn puts the widest first); else 0 */
static int
uniq_c_line(const char *line)
{
	size_t sp = strspn(line, " "), d = strspn(line + sp, "0123456789");
	const char *w = line + sp + d + 1;
	char *end;

	if ((sp == 0 && d < 4) || d == 0 || w[-1] != ' ' || *w == '\0' ||
	    strcspn(w, " \t") != strlen(w))
		return 0;
	(void)strtod(w, &end);
	return *end != '\0';
}

int
ak_uniq_c_error(const char *where, const char *line, const char *name,
    int vocab, ak_err *e)
{
	char cmd[1200];

	if (!uniq_c_line(line))
		return 0;
	ak_filter_cmd(cmd, sizeof cmd, vocab ? "awk 'BEGIN { print \"word"
	    "\\tcount\\tdocs\" } { print $2 \"\\t\" $1 \"\\t\" $1 }'" :
	    "awk '{print $2, $1}'", name, AK_GZ_LOOK);
	return ak_errf(e, "%s: line 1 is a count, then a word, after %s"
	    "('%.60s'): uniq -c's layout (sort | uniq -c | sort -rn), a "
	    "vocabulary of counts, %s: %s > FILE.%s", where, line[0] == ' ' ?
	    "spaces " : "no spaces (a count that fills uniq -c's column: "
	    "1,000,000 or more in GNU's 7, 1,000 in BSD's and macOS's 4) ", line + strspn(line, " "), vocab ? "not "
	    "attnkit's (word<TAB>count<TAB>docs under that header): count the corpus with sms-vocab, or make one, docs "
	    "(which it lacks) set to the count" : "not vectors: give the "
	    "vectors file (gensim: model.wv.save_word2vec_format(F) writes "
	    "them); as a word list (sms-vocab -v) put the word first", cmd,
	    vocab ? "tsv" : "txt");
}

int
ak_vocab_layout(char *const *f, size_t nf, const char *where,
    const char *name, ak_err *e)
{
	char cmd[300];
	int idx, q;

	if (nf == 1 && strchr(f[0], '\t') == NULL)
		return vocab_csv(f[0], where, name, e);
	/* a spreadsheet's save: an empty column after the last */
	if (nf == 4 && f[3][0] == '\0' && vocab_names(f, 3, &idx, &q))
		return ak_errf(e, "%s: header '%s' then an empty field: every "
		    "line ends in a TAB, an empty column (a spreadsheet's save "
		    "as Text (Tab delimited)?)%s: drop each line's last TAB%s: "
		    "%s > FILE.tsv", where, q ? "\"word\" \"count\" \"docs\"" :
		    "word count docs", q ? ", and its names in double quotes "
		    "(its text cells quoted)" : "", q ? " and, where no word "
		    "holds a '\"', the quotes" : "", ak_sed_cmd(cmd, sizeof cmd,
		    q ? "'s/\\t$//; s/\"//g'" : "'s/\\t$//'", name));
	if (counts_row(f, nf, 2))
		return vocab_headless('\t', where, name, e);
	if (r_table(f, nf, '\t', where, name, e) != 0)
		return -1;
	if (counts_row(f, nf, 1)) {
		char f0[96];
		snprintf(f0, sizeof f0, "%.40s %.40s", f[0], f[1]);
		return count_headless('\t', f0, where, name, e);
	}
	if (!vocab_names(f, nf, &idx, &q))
		return 0;
	if (idx)
		return ak_errf(e, "%s: header '%s<TAB>%sword%s<TAB>%scount%s<TAB>"
		    "%sdocs%s': "
		    "an empty field before word, pandas' index column "
		    "(to_csv(sep='\\t') writes it unless index=False)%s: write "
		    "the vocabulary again with df.to_csv(FILE, sep='\\t', "
		    "index=False)%s, or drop the column: %s > FILE.tsv", where,
		    f[0], f[1][0] == '"' ? "\"" : "", f[1][0] == '"' ? "\"" : "",
		    f[1][0] == '"' ? "\"" : "", f[1][0] == '"' ? "\"" : "",
		    f[1][0] == '"' ? "\"" : "", f[1][0] == '"' ? "\"" : "",
		    q ? " or R's row names (write.table's col.names=NA), its "
		    "fields quoted" : "", q ? " (R: write.table(v, FILE, "
		    "sep='\\t', quote=FALSE, row.names=FALSE))" : "",
		    ak_sed_cmd(cmd, sizeof cmd, q ? "'s/^[^\\t]*\\t//; s/\"//g'" :
		    "'s/^[^\\t]*\\t//'", name));
	if (!q)
		return 0;
	return ak_errf(e, "%s: header '\"word\" \"count\" \"docs\"': a "
	    "vocabulary written by R's write.table with its default quote=TRUE "
	    "(and row.names=TRUE: a row name before each word): write it again "
	    "with write.table(v, FILE, sep='\\t', quote=FALSE, "
	    "row.names=FALSE), or, where no word holds a '\"', drop the quotes: "
	    "%s > FILE.tsv", where, ak_sed_cmd(cmd, sizeof cmd, "'s/\"//g'",
	    name));
}

int
ak_vocab_row_names(const char *f0, size_t cols, const char *where,
    long lineno, const char *name, ak_err *e)
{
	size_t q = f0[0] == '"', n = strlen(f0), d;
	char cmd[300], script[64];

	d = strspn(f0 + q, "0123456789");
	if (d == 0 || d + 2 * q != n || (q && f0[n - 1] != '"'))
		return 0;
	snprintf(script, sizeof script, "'%ld,$s/^[^\\t]*\\t//'", lineno);
	return ak_errf(e, "%s: %zu fields, header has %zu: the row name "
	    "'%.20s' first, the header one field short, as R's write.table "
	    "writes a data frame (row.names=TRUE, its default) and pandas' "
	    "to_csv with index_label=False: write it again without them (R: "
	    "write.table(d, FILE, sep='\\t', quote=FALSE, row.names=FALSE); "
	    "pandas: index=False), or drop them: %s > FILE.tsv", where,
	    cols + 2, cols + 1, f0, ak_sed_cmd(cmd, sizeof cmd, script, name));
}
