/*
 * evalsets-kind.c — an evaluation set given to the other option: an
 * analogy set to --similarity, a similarity set to --analogy; and a
 * similarity set's score in CSV's quotes (evalsets.h).
 */
#include <stdlib.h>
#include <string.h>

#include "evalsets-int.h"
#include "io.h"
#include "util.h"

int
ak_sim_is_analogy(const char *where, const char *line, ak_err *e)
{
	size_t words = 0;

	if (line[0] == ':' && line[1] == ' ')
		return ak_errf(e, "%s: ': %.40s' opens a section of an analogy "
		    "set (questions-words.txt: 'a b c d' a line), not a "
		    "similarity set (word1<TAB>word2<TAB>score): read it with "
		    "--analogy", where, line + 2);
	for (const char *p = line; *p; p++) {
		if (*p == '\t' || *p == ',' || *p == ';')
			return 0;	/* another delimiter's */
		words += *p != ' ' && (p == line || p[-1] == ' ');
	}
	if (words != 4)
		return 0;
	return ak_errf(e, "%s: four words separated by spaces, a question of "
	    "an analogy set (a is to b as c is to d), not a similarity pair "
	    "(word1<TAB>word2<TAB>score): read it with --analogy", where);
}

/* 1 when f[0..nf) are four words separated by TABs (f[3] the rest of
 * the line): none empty, none holding a space or a TAB, none a number,
 * and, at a set's first line (first), none a header's column name
 * ('word1', 'Score', 'SimLex999', 'mean', 'POS', 'rating': case folded) */
static int
four_words(char *const *f, size_t nf, int first)
{
	static const char *const names[] = { "word", "score", "sim", "mean",
		"pos", "rating", NULL };
	double x;

	if (nf != 4 || strchr(f[3], '\t') != NULL)
		return 0;
	for (size_t i = 0; i < 4; i++) {
		char low[16];
		size_t n = strlen(f[i]);
		if (n == 0 || strchr(f[i], ' ') != NULL ||
		    ak_strtod_finite(f[i], &x) == 0)
			return 0;
		for (size_t j = 0; first && n < sizeof low && j <= n; j++)
			low[j] = (char)(f[i][j] >= 'A' && f[i][j] <= 'Z' ?
			    f[i][j] + 32 : f[i][j]);
		for (size_t j = 0; first && n < sizeof low && names[j]; j++)
			if (strstr(low, names[j]) != NULL)
				return 0;
	}
	return 1;
}

int
ak_sim_tab_analogy(const char *where, char *const *f, size_t nf, int first,
    ak_err *e)
{
	if (first < 0) {	/* e holds line 1's error: an alternative */
		size_t len = strlen(e->msg);
		if (four_words(f, nf, 1))
			snprintf(e->msg + len, sizeof e->msg - len, " (or four "
			    "words, a question of an analogy set, a is to b as "
			    "c is to d? read it with --analogy)");
		return -1;
	}
	if (first || !four_words(f, nf, 0))
		return 0;
	return ak_errf(e, "%s: four words separated by TABs ('%.40s %.40s "
	    "%.40s %.40s'), a question of an analogy set (a is to b as c is to "
	    "d), not a similarity pair (word1<TAB>word2<TAB>score): read it "
	    "with --analogy", where, f[0], f[1], f[2], f[3]);
}

int
ak_ana_is_similarity(const char *where, char *const *w, size_t nw,
    ak_err *e)
{
	double x;

	if (nw != 3 || ak_strtod_finite(w[2], &x) != 0)
		return 0;
	return ak_errf(e, "%s: two words and a number ('%.40s %.40s %.40s'), a "
	    "pair of a similarity set (WordSim-353, SimLex-999), not an "
	    "analogy question (a b c d): read it with --similarity", where,
	    w[0], w[1], w[2]);
}

int
ak_score_quoted(const char *where, const char *name, const char *score,
    ak_err *e)
{
	size_t n = strlen(score);
	char in[64], cmd[1200];
	double x;

	if (n < 3 || n - 2 >= sizeof in || score[0] != '"' ||
	    score[n - 1] != '"')
		return 0;
	memcpy(in, score + 1, n - 2);
	in[n - 2] = '\0';
	if (ak_strtod_finite(in, &x) != 0)
		return 0;
	return ak_errf(e, "%s: score '%s' is a number in CSV's quotes (Python's "
	    "csv.QUOTE_ALL, pandas' quoting=csv.QUOTE_ALL): the sets are read "
	    "without quoting: write it again with quoting=csv.QUOTE_NONE, or, "
	    "where no word holds a '\"', drop them: %s > FILE.tsv", where,
	    score, ak_sed_cmd(cmd, sizeof cmd, "'s/\"//g'", name));
}
