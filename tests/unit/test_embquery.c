/*
 * Unit tests of the vector queries (embquery.h) on hand-computed cases:
 * man (1,0,0), woman (0,1,0), king (1,0,1), queen (0,1,1), apple (0,0,1),
 * and a scaled copy of king (3,0,3) where scale must not matter.  The
 * peer's answers (gensim) on real embeddings: tests/e2e/ppmi-svd/emb-gensim.sh.
 */
#include <math.h>
#include <stdio.h>

#include "embquery.h"
#include "t.h"

enum { MAN, WOMAN, KING, QUEEN, APPLE, KING3, N };
static const double E[N * 3] = {
	1, 0, 0,  0, 1, 0,  1, 0, 1,  0, 1, 1,  0, 0, 1,  3, 0, 3,
};

int
main(void)
{
	size_t idx[8], order[8];
	double sc[8], work[3];
	double r2 = sqrt(2.0);
	size_t pos[] = { KING, WOMAN }, neg[] = { MAN };

	/* 3CosAdd: m = king^ - man^ + woman^ = (1/r2 - 1, 1, 1/r2) */
	double nm = sqrt((1 / r2 - 1) * (1 / r2 - 1) + 1 + 0.5);
	size_t k = ak_emb_most_similar(idx, sc, E, N, 3, pos, 2, neg, 1, 0,
	    8, work);
	T_OK(k == 3, "3CosAdd: every word but the inputs");
	T_OK(idx[0] == QUEEN, "3CosAdd: king - man + woman = queen");
	T_NEAR(sc[0], (1 + 1 / r2) / (r2 * nm), 1e-15, "3CosAdd: cos(queen, m)");
	/* apple: (0,0,1)·m = 1/r2; king3: king^·m = 1/2 - 1/r2 + 1/2 */
	T_OK(idx[1] == APPLE && idx[2] == KING3, "3CosAdd: apple, king3");
	T_NEAR(sc[1], (1 / r2) / nm, 1e-15, "3CosAdd: cos(apple, m)");
	T_NEAR(sc[2], (1 - 1 / r2) / nm, 1e-15, "3CosAdd: cos(king3, m)");
	k = ak_emb_most_similar(idx, sc, E, N, 3, pos, 2, neg, 1, 0, 1, work);
	T_OK(k == 1 && idx[0] == QUEEN, "3CosAdd: -k 1");
	/* 3CosMul: (1 + cos(q, king))/2 (1 + cos(q, woman))/2 /
	 * ((1 + cos(q, man))/2 + 1e-6) = 0.75 (1 + 1/r2)/2 / (0.5 + 1e-6) */
	k = ak_emb_most_similar(idx, sc, E, N, 3, pos, 2, neg, 1, 1, 8, work);
	T_OK(k == 3 && idx[0] == QUEEN, "3CosMul: queen");
	T_NEAR(sc[0], 0.75 * (1 + 1 / r2) / 2 / (0.5 + 1e-6), 1e-15,
	    "3CosMul: its score");
	/* apple: cos(apple, king) = 1/r2, woman 0, man 0; king3: king 1,
	 * woman 0, man 1/r2 */
	T_OK(idx[1] == APPLE && idx[2] == KING3, "3CosMul: apple, king3");
	T_NEAR(sc[1], (1 + 1 / r2) / 2 * 0.5 / (0.5 + 1e-6), 1e-15,
	    "3CosMul: apple's score");
	T_NEAR(sc[2], 0.5 / ((1 + 1 / r2) / 2 + 1e-6), 1e-15,
	    "3CosMul: king3's score");
	/* one positive word, nothing negative: the neighbours by cosine,
	 * king3 (cos 1, scale does not matter) first */
	size_t one[] = { KING };
	k = ak_emb_most_similar(idx, sc, E, N, 3, one, 1, NULL, 0, 0, 2, work);
	T_OK(k == 2 && idx[0] == KING3 && idx[1] == MAN, "3CosAdd of one "
	    "word: its neighbours, ties to the lower row (man, apple)");
	T_NEAR(sc[0], 1, 1e-15, "cos(king, 3 king) = 1");
	/* the odd one out of man woman king apple: c = (1 + 1/r2, 1,
	 * 1/r2 + 1); woman's cosine 1/|c| is the lowest */
	size_t rows[] = { MAN, WOMAN, KING, APPLE };
	double nc = sqrt(2 * (1 + 1 / r2) * (1 + 1 / r2) + 1);
	ak_emb_odd_one_out(order, sc, E, 3, rows, 4, work);
	T_OK(order[0] == 1, "odd one out: woman");
	T_NEAR(sc[0], 1 / nc, 1e-15, "odd one out: cos(woman, c)");
	T_OK(order[1] == 0 && order[2] == 3 && order[3] == 2,
	    "odd one out: then man, apple (a tie: the earlier first), king");
	T_NEAR(sc[3], (2 + r2) / (r2 * nc), 1e-15, "cos(king, c)");

	/* the shape of a question, both sides of each rule */
	ak_err e;
	T_OK(ak_embquery_check(AK_QUERY_SIMILAR, "a b", 0, &e) == 0 &&
	    ak_embquery_check(AK_QUERY_SIMILAR, " a\tb ", 0, &e) == 0,
	    "similar: two words, spaces or a TAB between");
	T_OK(ak_embquery_check(AK_QUERY_SIMILAR, "a", 0, &e) != 0 &&
	    ak_embquery_check(AK_QUERY_SIMILAR, "a b c", 0, &e) != 0 &&
	    ak_embquery_check(AK_QUERY_SIMILAR, "", 0, &e) != 0,
	    "similar: one, three, no words refused");
	T_OK(ak_embquery_check(AK_QUERY_ODD, "a b c", 0, &e) == 0 &&
	    ak_embquery_check(AK_QUERY_ODD, "a b", 0, &e) != 0 &&
	    ak_embquery_check(AK_QUERY_ODD, "a", 0, &e) != 0,
	    "odd: three words, not two (equally far from their sum)");
	/* the tie two words always make: cos(a, â + b̂) = cos(b, â + b̂) */
	{
		const double P[4] = { 3, 1, -1, 2 };
		const size_t r2[2] = { 0, 1 };
		size_t ord[2];
		double cs[2], wk[2];
		ak_emb_odd_one_out(ord, cs, P, 2, r2, 2, wk);
		T_NEAR(cs[0], cs[1], 1e-15, "two words: the same cosine");
	}
	T_OK(ak_embquery_check(AK_QUERY_MOST, "a", 0, &e) == 0 &&
	    ak_embquery_check(AK_QUERY_MOST, "-a", 0, &e) == 0 &&
	    ak_embquery_check(AK_QUERY_MOST, "", 0, &e) != 0 &&
	    ak_embquery_check(AK_QUERY_MOST, "a - b", 0, &e) != 0,
	    "most: one word, or one to subtract; not none, not '-' alone");
	T_OK(ak_embquery_check(AK_QUERY_MOST, "a -b", 1, &e) == 0 &&
	    ak_embquery_check(AK_QUERY_MOST, "-a -b", 1, &e) != 0,
	    "most --cosmul: a word to add");
	return t_done();
}
