/* Unit tests of lib/train/spam's report: ak_spam_bucket and ak_spam_eval. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pool.h"
#include "spam.h"
#include "table.h"
#include "t.h"

static char *
tmpfile_with(const char *text)
{
	char *name = strdup("/tmp/test_spameval.XXXXXX");
	int fd = mkstemp(name);
	FILE *fp = fdopen(fd, "w");

	fputs(text, fp);
	fclose(fp);
	return name;
}

int
main(void)
{
	const size_t e925[] = { 9, 25 };
	T_OK(ak_spam_bucket(1, e925, 2) == 0, "len 1: bucket 1-9");
	T_OK(ak_spam_bucket(9, e925, 2) == 0, "len 9: bucket 1-9");
	T_OK(ak_spam_bucket(10, e925, 2) == 1, "len 10: bucket 10-25");
	T_OK(ak_spam_bucket(25, e925, 2) == 1, "len 25: bucket 10-25");
	T_OK(ak_spam_bucket(26, e925, 2) == 2, "len 26: bucket 26+");
	T_OK(ak_spam_bucket(7, NULL, 0) == 0, "no edges: one bucket");

	/* d = 1: spamw = +1, hamw = -1; u = 0, v = 10, b = 0 gives z = ±10 */
	char *ef = tmpfile_with("word\td1\nspamw\t1\nhamw\t-1\n");
	char *cf = tmpfile_with("spam\tspamw\n"		/* right, len 1 */
	    "ham\thamw a b c\n"				/* right, len 4 */
	    "spam\thamw\n"				/* wrong, len 1 */
	    "ham\tspamw x x x x x\n");			/* wrong, len 6 */
	ak_table emb;
	ak_msgset ms;
	ak_err e;
	T_OK(ak_table_read(&emb, ef, 1, &e) == 0, "embeddings read");
	T_OK(ak_msgset_read(&ms, cf, &emb, SIZE_MAX, 0, &e) == 0,
	    "four messages read");
	/* the budget: the first message takes room for 256 (y, ntok,
	   lineno, off: 28 bytes each) and 256 ids (8 bytes): 9216 bytes */
	ak_msgset ms2;
	T_OK(ak_msgset_bytes(&ms) == 9216, "four messages hold 9216 bytes");
	T_OK(ak_msgset_read(&ms2, cf, &emb, 9216, 0, &e) == 0,
	    "-M 9216: read");
	ak_msgset_free(&ms2);
	T_OK(ak_msgset_read(&ms2, cf, &emb, 9215, 0, &e) == -1 &&
	    strstr(e.msg, ":1: the messages need more than --memory ") &&
	    strstr(e.msg, "for the 1 messages read so far)"),
	    "-M 9215: refused at line 1, naming --memory");
	T_OK(ak_msgset_read(&ms2, cf, &emb, 9216, 1, &e) == -1 &&
	    strstr(e.msg, "held beside them)"),
	    "-M 9216 with 1 byte held: refused, naming what is held");
	double theta[3] = { 0, 10, 0 };
	size_t idx[4] = { 0, 1, 2, 3 };
	const size_t edge[] = { 2, 5 };
	ak_spam_row r[4];
	double lw = log1p(exp(10.0)), lr = log1p(exp(-10.0));

	T_OK(ak_spam_eval(r, theta, &ms, idx, 4, emb.x, 1, edge, 2, 1, &e) ==
	    0, "eval, length = all tokens");
	T_OK(r[0].n == 4 && r[0].spam == 2 && r[0].errors == 2, "all: 4, 2, 2");
	T_NEAR(r[0].loss, 2 * lw + 2 * lr, 1e-12, "all: summed log-loss");
	T_OK(r[1].n == 2 && r[1].spam == 2 && r[1].errors == 1, "1-2: 2, 2, 1");
	T_OK(r[2].n == 1 && r[2].spam == 0 && r[2].errors == 0, "3-5: 1, 0, 0");
	T_OK(r[3].n == 1 && r[3].spam == 0 && r[3].errors == 1, "6+: 1, 0, 1");
	T_NEAR(r[3].loss, lw, 1e-12, "6+: the loss of one wrong answer");

	T_OK(ak_spam_eval(r, theta, &ms, idx, 4, emb.x, 1, edge, 2, 0, &e) ==
	    0, "eval, length = known tokens");
	T_OK(r[1].n == 4 && r[2].n == 0 && r[3].n == 0,
	    "every message has one known token: all in 1-2");

	T_OK(ak_spam_eval(r, NULL, &ms, idx, 4, emb.x, 1, edge, 2, 1, &e) ==
	    0, "eval of the constant model");
	T_OK(r[0].errors == 2 && isinf(r[0].loss), "constant 'ham': errors "
	    "= the spam, loss +inf");
	T_OK(r[2].errors == 0 && r[2].loss == 0, "constant on ham only: "
	    "no error, loss 0");

	ak_msgset_free(&ms);
	ak_table_free(&emb);
	unlink(ef);
	unlink(cf);
	free(ef);
	free(cf);
	/* --top ranking by hand: means b .5, a .5, c .9, d none, e .1 */
	{
		char *lab[5] = { "b", "a", "c", "d", "e" };
		size_t cnt[5] = { 2, 2, 1, 0, 4 }, ord[5];
		double sum[5] = { 1.0, 1.0, 0.9, 0, 0.4 };

		T_OK(ak_spam_top_rank(ord, cnt, sum, lab, 5, 1) == 4 &&
		    ord[0] == 2 && ord[1] == 1 && ord[2] == 0 && ord[3] == 4,
		    "top rank: c .9, then the tie a, b by word, then e .1");
		T_OK(ak_spam_top_rank(ord, cnt, sum, lab, 5, 2) == 3 &&
		    ord[0] == 1 && ord[1] == 0 && ord[2] == 4,
		    "top rank: --min-count 2 drops c");
		T_OK(ak_spam_top_rank(ord, cnt, sum, lab, 5, 0) == 4,
		    "top rank: a word never seen is never ranked (no 0/0)");
		T_OK(ak_spam_top_rank(ord, cnt, sum, lab, 5, 5) == 0,
		    "top rank: nothing seen 5 times");
	}
	return t_done();
}
