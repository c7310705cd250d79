/*
 * Unit tests of ak_labpage_write (attn-map --html): the template is whole
 * and its data line replaced, tokens are escaped so that none can end the
 * <script> element, numbers round-trip, only the needed embeddings are
 * written, and each bad setting is an error with its message.  The page's
 * arithmetic is tested in a browser (tests/browser/lab.test.mjs).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "labpage.h"
#include "t.h"
#include "t-files.h"

/* the page for words (space-separated) with settings st; NULL on error */
static char *
page(const ak_table *emb, const char *words, const ak_lab_settings *st,
    ak_err *e)
{
	ak_tokseq s;
	char *buf = strdup(words), *w[16], *mem = NULL;
	size_t nw = ak_split_ws(buf, w, 16), len = 0;
	FILE *fp = open_memstream(&mem, &len);

	memset(&s, 0, sizeof s);
	int rc = ak_tokseq_build(&s, emb, w, nw, 1, 0, "test", e);
	if (rc == 0)
		rc = ak_labpage_write(fp, emb, &s, st, e);
	fclose(fp);
	ak_tokseq_free(&s);
	free(buf);
	if (rc != 0) {
		free(mem);
		return NULL;
	}
	return mem;
}

int
main(void)
{
	/* 0.1 has no short exact decimal: %.17g must write 0.10000000000000001 */
	char *path = t_file_with("word\td1\td2\n"
	    "free\t0.1\t-2\n"
	    "call\t1e-300\t3\n"
	    "a</script>\t1\t1\n"
	    "q\"\\u\t2\t2\n"
	    "land\t4\t5\n"
	    "unused\t7\t7\n");
	ak_table emb;
	ak_err e;
	ak_lab_settings st = { .emb_path = "emb.tsv", .c = 0.5, .seed = 7,
	    .scale = 1, .tau = 1 };

	if (ak_table_read(&emb, path, 1, &e) != 0) {
		printf("not ok 1 - read the fixture  # %s\n", e.msg);
		return 1;
	}
	char *p = page(&emb, "free call a</script> q\"\\u free", &st, &e);
	T_OK(p != NULL, "a page");
	if (p == NULL)
		return t_done();
	T_OK(strncmp(p, "<!DOCTYPE html>\n", 16) == 0, "starts with its doctype");
	T_OK(strstr(p, "@LAB_DATA@") == NULL, "the data line is replaced");
	T_OK(strstr(p, "\"tok\":[\"free\",\"call\",\"a\\u003c/script\\u003e\","
	    "\"q\\\"\\\\u\"]") != NULL, "tokens in order, each once, escaped");
	/* '</script' appears once: the end of the data element; once more,
	   the page's own script */
	int nend = 0;
	for (char *q = p; (q = strstr(q, "</script")) != NULL; q++)
		nend++;
	T_OK(nend == 2, "no token ends a <script> element");
	T_OK(strstr(p, "\"free\":[0.10000000000000001,-2]") != NULL,
	    "numbers as %.17g (exact round trip)");
	char *cq = strstr(p, "\"call\":[");
	T_OK(cq && strtod(cq + 8, NULL) == 1e-300,
	    "a tiny number reads back exactly");
	T_OK(strstr(p, "\"unused\"") == NULL && strstr(p, "\"land\"") == NULL,
	    "only the page's words' embeddings");
	T_OK(strstr(p, "\"c\":0.5,\"dk\":0,\"seed\":\"7\",\"scale\":true") !=
	    NULL, "the starting state");
	T_OK(strstr(p, "</html>\n") != NULL, "the template is whole");
	free(p);

	st.swap_word = "call";
	st.swap_other = "land";
	st.noise = 6;
	st.noise_word = "unused";
	st.seed = 18446744073709551615ULL;
	p = page(&emb, "free call", &st, &e);
	T_OK(p && strstr(p, "\"land\":[4,5]") && strstr(p, "\"unused\":[7,7]"),
	    "the swap word and the noise word are carried");
	T_OK(p && strstr(p, "\"seed\":\"18446744073709551615\""),
	    "a seed beyond 2^53 as a string");
	free(p);

	st.swap_other = "nope";
	T_OK(page(&emb, "free call", &st, &e) == NULL &&
	    strcmp(e.msg, "--swap-value: unknown word 'nope'") == 0,
	    "unknown swap word");
	st.swap_word = "land";
	st.swap_other = "free";
	T_OK(page(&emb, "free call", &st, &e) == NULL &&
	    strcmp(e.msg, "--swap-value: 'land' is not a key of this map") == 0,
	    "swap of a word that is not a key");
	st.swap_word = NULL;
	st.boost_key = "land";
	T_OK(page(&emb, "free call", &st, &e) == NULL &&
	    strcmp(e.msg, "--boost: 'land' is not a key of this map") == 0,
	    "boost of a word that is not a key");
	st.boost_key = "unused";	/* the noise word, with noise: a key */
	p = page(&emb, "free call", &st, &e);
	T_OK(p != NULL, "boost of the noise tokens");
	free(p);
	st.boost_key = NULL;
	st.random_dk = AK_LAB_MAX_DK + 1;
	T_OK(page(&emb, "free call", &st, &e) == NULL, "d_k beyond the page's limit");
	st.random_dk = 0;
	T_OK(page(&emb, "nothing known", &st, &e) == NULL &&
	    strcmp(e.msg, "no tokens: nothing to attend to") == 0, "no tokens");

	ak_table_free(&emb);
	unlink(path);
	free(path);
	return t_done();
}
