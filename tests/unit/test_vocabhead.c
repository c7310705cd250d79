/* Unit tests of vocabhead: a vocabulary written by pandas or R named from
 * its header (ak_vocab_layout) and its first row (ak_vocab_row_names). */
#include <stdio.h>
#include <string.h>

#include "vocabhead.h"
#include "t.h"

int
main(void)
{
	ak_err e;
	char csv[] = "word,count,docs", idx[] = ",word,count,docs",
	    semi[] = "word;count;docs", qcsv[] = "\"word\",\"count\",\"docs\"",
	    other[] = "token,n", row[] = "free,2,2";
	char *f1[] = { csv }, *f2[] = { idx }, *f3[] = { semi },
	    *f4[] = { qcsv }, *f5[] = { other }, *f6[] = { row };
	char *tix[] = { "", "word", "count", "docs" };
	char *tq[] = { "\"word\"", "\"count\"", "\"docs\"" };
	char *own[] = { "word", "count", "docs" };
	char *trow[] = { "free", "2", "2" };
	char *tword[] = { "word", "d1", "d2" };

	T_OK(ak_vocab_layout(f1, 1, "v:1", "v", &e) == -1 && strcmp(e.msg,
	    "v:1: header 'word,count,docs': a vocabulary (word count docs) "
	    "written as CSV (pandas' to_csv(index=False)): attnkit's "
	    "vocabulary separates its fields by TABs: write it again with "
	    "df.to_csv(FILE, sep='\\t', index=False), or, where no word holds "
	    "',': sed 's/,/\\t/g' v > FILE.tsv") == 0, "CSV: named, its sed");
	T_OK(ak_vocab_layout(f2, 1, "v:1", "v", &e) == -1 &&
	    strstr(e.msg, "after an index column (pandas' to_csv default)") &&
	    strstr(e.msg, "sed 's/^[^,]*,//; s/,/\\t/g' v"), "CSV with "
	    "pandas' index: the column dropped too");
	T_OK(ak_vocab_layout(f3, 1, "v:1", "v", &e) == -1 &&
	    strstr(e.msg, "sed 's/;/\\t/g' v"), "';': its sed");
	T_OK(ak_vocab_layout(f4, 1, "v:1", "v", &e) == -1 &&
	    strstr(e.msg, "its fields quoted") && strstr(e.msg,
	    "s/\"//g'"), "quoted CSV: the quotes dropped too");
	T_OK(ak_vocab_layout(f6, 1, "v:1", "v", &e) == -1 &&
	    strstr(e.msg, "line 1 is a vocabulary's row (a word, its count and "
	    "docs, separated by ','), and no header"), "a CSV row, no header");
	T_OK(ak_vocab_layout(tix, 4, "v:1", "v", &e) == -1 &&
	    strstr(e.msg, "header '<TAB>word<TAB>count<TAB>docs': an empty "
	    "field before word, pandas' index column"), "TSV with pandas' "
	    "index");
	T_OK(ak_vocab_layout(tq, 3, "v:1", "v", &e) == -1 &&
	    strstr(e.msg, "R's write.table with its default quote=TRUE"),
	    "R's quoted names");
	T_OK(ak_vocab_layout(trow, 3, "v:1", "v", &e) == -1 &&
	    strstr(e.msg, "line 1 is a vocabulary's row (a word, its count and "
	    "docs), and no header"), "a TSV row, no header");
	/* the other side: names no vocabulary has, attnkit's own header,
	   embeddings' */
	T_OK(ak_vocab_layout(f5, 1, "v:1", "v", &e) == 0, "'token,n': none");
	T_OK(ak_vocab_layout(own, 3, "v:1", "v", &e) == 0, "attnkit's: none");
	T_OK(ak_vocab_layout(tword, 3, "v:1", "v", &e) == 0,
	    "embeddings' header: none");
	/* row names: a whole number, quoted or not; a word is none */
	T_OK(ak_vocab_row_names("1", 2, "v:2", 2, "v", &e) == -1 &&
	    strstr(e.msg, "v:2: 4 fields, header has 3: the row name '1' "
	    "first") == e.msg && strstr(e.msg, "sed '2,$s/^[^\\t]*\\t//' v > "
	    "FILE.tsv"), "R's row name: named, the sed from its line");
	T_OK(ak_vocab_row_names("\"7\"", 2, "v:3", 3, "v", &e) == -1,
	    "a quoted row name");
	T_OK(ak_vocab_row_names("free", 2, "v:2", 2, "v", &e) == 0 &&
	    ak_vocab_row_names("\"7", 2, "v:2", 2, "v", &e) == 0 &&
	    ak_vocab_row_names("", 2, "v:2", 2, "v", &e) == 0,
	    "the other side: a word, a quote alone, empty: none");
	return t_done();
}
