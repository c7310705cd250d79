/*
 * test_filekind.c — what a file is (lib/base/filekind.h ak_file_kind,
 * ak_table_guess): each kind by its header, a corpus line, a count file
 * by its comment or provenance line, a bare matrix of numbers with TABs
 * or spaces; and the other side of each rule: a header of the user's own
 * (a mask's 'query ...', a projection's names) is none of them, one
 * number among words is no bare matrix, another tool's provenance is only
 * named, in the caller's buffer.
 */
#include <string.h>

#include "filekind.h"
#include "t.h"

/* ak_file_kind of the TAB-separated line s (copied), prov and counts */
static const char *
kind(const char *prov, int counts, const char *s, int *bare, char *buf,
    size_t cap)
{
	static char line[256];
	static char *f[16];
	size_t nf = 0;

	strcpy(line, s);
	for (char *p = line; nf < 16; nf++) {
		f[nf] = p;
		if ((p = strchr(p, '\t')) == NULL) {
			nf++;
			break;
		}
		*p++ = '\0';
	}
	return ak_file_kind(prov, counts, f, nf, bare, buf, cap);
}

/* 1 if kind's words begin with want */
static int
is(const char *prov, int counts, const char *s, const char *want)
{
	char buf[64];
	int bare;
	const char *g = kind(prov, counts, s, &bare, buf, sizeof buf);

	return g != NULL && strncmp(g, want, strlen(want)) == 0;
}

int
main(void)
{
	char buf[64];
	int bare;

	T_OK(is(NULL, 0, "word\tcount\tdocs", "a vocabulary"), "a vocabulary");
	T_OK(is(NULL, 0, "word\td1\td2", "embeddings"), "embeddings");
	T_OK(is(NULL, 0, "param\tvalue", "a spam model"), "a spam model");
	T_OK(is(NULL, 0, "model\tsplit\tbucket\tn", "a report"), "a report");
	T_OK(is(NULL, 0, "line\tlabel\tpredicted\tp_spam", "predictions"),
	    "predictions");
	T_OK(is(NULL, 0, "line\tlabel\tsplit\tp_spam\tlogit", "predictions"),
	    "--per-token predictions with the split column");
	T_OK(is(NULL, 0, "line\tlabel\tsplit", "a split"), "a split");
	T_OK(!is(NULL, 0, "line\tlabel\tsplit\textra", "a split"),
	    "three names and a fourth: no split");
	T_OK(is(NULL, 0, "qpos\tquery\tkpos\tkey\tweight", "attention weights"),
	    "a long map");
	T_OK(is(NULL, 0, "ham\tok lar joking", "a line of a tokenized"),
	    "a token line");
	T_OK(is(NULL, 0, "spam\tWIN now!", "a message of a labelled"),
	    "a corpus line");
	T_OK(is(NULL, 1, "call\tclaim\t3", "a count file"), "a count file by "
	    "its '# counts:' comment");
	T_OK(is("# ppmi-svd -v v --count -o c t (attnkit 0.1.0)", 0,
	    "call\tclaim\t3", "a count file"), "a count file by its provenance");
	T_OK(kind(NULL, 0, "call\tclaim\t3", &bare, buf, sizeof buf) == NULL,
	    "the same line alone: nothing known");
	T_OK(kind(NULL, 0, "1.0\t0\t-2e3", &bare, buf, sizeof buf) != NULL &&
	    bare == 1, "numbers with TABs: a bare matrix");
	T_OK(kind(NULL, 0, "1.000e+00 0.000e+00", &bare, buf, sizeof buf) !=
	    NULL && bare == 2, "numbers with spaces: a bare matrix (savetxt)");
	/* word2vec's header "V d": named, not a bare matrix; its edges */
	T_OK(strncmp(kind(NULL, 0, "1813 20", &bare, buf, sizeof buf),
	    "word2vec embeddings", 19) == 0 && bare == 0, "'1813 20': "
	    "word2vec's header");
	T_OK(strncmp(kind(NULL, 0, "3 2 ", &bare, buf, sizeof buf),
	    "word2vec embeddings", 19) == 0, "'3 2 ' (fastText's .vec)");
	T_OK(kind(NULL, 0, "3 0", &bare, buf, sizeof buf) != NULL &&
	    bare == 2, "'3 0': no word2vec header (d 0): a bare matrix");
	T_OK(kind(NULL, 0, "3.0 2", &bare, buf, sizeof buf) != NULL &&
	    bare == 2, "'3.0 2': not whole: a bare matrix");
	T_OK(kind(NULL, 0, "3 2 1", &bare, buf, sizeof buf) != NULL &&
	    bare == 2, "'3 2 1': three numbers: a bare matrix");
	T_OK(kind(NULL, 0, "row\t1\t2", &bare, buf, sizeof buf) == NULL &&
	    bare == 0, "a name, then numbers: no bare matrix");
	T_OK(kind(NULL, 0, "1.0 x", &bare, buf, sizeof buf) == NULL &&
	    bare == 0, "a word among spaced numbers: nothing");
	T_OK(kind(NULL, 0, "query\tfree\tcall", &bare, buf, sizeof buf) ==
	    NULL, "a mask's header: none of the kinds");
	const char *g = kind("# attn-map -e e --text x (attnkit 0.1.0)", 0,
	    "query\tfree\tcall", &bare, buf, sizeof buf);
	T_OK(g == buf && strcmp(g, "the output of attn-map") == 0,
	    "another tool's provenance: named in the caller's buffer");
	/* R's header: each field is read inside its own bytes, an empty last
	 * one too (r_name read one past its NUL: clang's fuzz build saw it;
	 * gcc may move the pure strspn past the length check, and then this
	 * build does not: the fuzz seed emb-r-empty.csv is the other test) */
	static const char *const empty[] = { ",", "X323 ,", ",X1", "X1,,X3",
	    ",,", "\"\",", "\"\",\"\"", "\",X1", "X1,\"", "X1,X2,", "V2,V3,",
	    "d1,d2,", "\"\",\"V1\"," };
	for (size_t i = 0; i < sizeof empty / sizeof *empty; i++) {
		ak_err e = { .msg = "" };
		T_OK(ak_r_header_line(empty[i], ',', 0, "f:1", "f", "--load-format",
		    &e) == 0 && e.msg[0] == '\0', "an empty name in R's header: no R header, "
		    "read inside its bytes");
	}
	ak_err es = { .msg = "" };
	T_OK(ak_r_header_line("X323 ", ' ', 0, "f:1", "f", "--load-format",
	    &es) == 0 && es.msg[0] == '\0', "'X323 ': R's sep=\" \" header with "
	    "an empty last name: none, read inside its bytes");
	ak_err e = { .msg = "" };
	T_OK(ak_r_header_line("\"\",\"V1\",\"V2\"", ',', 3, "f:1", "f",
	    "--load-format", &e) == -1 && strstr(e.msg, "R") != NULL,
	    "R's write.csv header of a matrix: named");
	return t_done();
}
