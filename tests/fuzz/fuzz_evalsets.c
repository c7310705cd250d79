/*
 * Fuzzing the evaluation readers of ppmi-svd --similarity and --analogy
 * (ak_eval_similarity, ak_eval_analogy through ak_embrun_eval, which also
 * writes the per-section and the --items tables): the same input as a pair
 * file and as a question file, against the lesson's 9 words
 * ($ATTNKIT_FUZZ_EMB, default tests/data/map-emb.tsv) and against a table
 * of 3 words, where a question can have no candidate left (the break3
 * crash: --items printed the label of row -1).  Seeds: small pair and
 * question files (tests/fuzz/run.sh).
 */
#define FUZZ_EMB_DEFAULT "tests/data/map-emb.tsv"
#include "embrun.h"
#include "fuzz.h"
#include "table.h"

/* a, b, c: three words, so 'a b c d' leaves no candidate */
static ak_table *
tiny_emb(void)
{
	static ak_table t;
	static int loaded;

	if (!loaded) {
		char path[] = "/tmp/attnkit-fuzz-emb3-XXXXXX";
		int fd = mkstemp(path);
		static const char txt[] = "word\td1\td2\nfree\t1\t0\n"
		    "call\t0\t1\non\t1\t1\n";
		ak_err e;
		if (fd < 0 || write(fd, txt, sizeof txt - 1) !=
		    (ssize_t)(sizeof txt - 1))
			abort();
		close(fd);
		if (ak_table_read_kind(&t, path, 1, AK_TABLE_EMB, &e) != 0) {
			fprintf(stderr, "fuzz: %s\n", e.msg);
			abort();
		}
		unlink(path);
		loaded = 1;
	}
	return &t;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *path = (char *)fuzz_file(data, size);
	ak_table *tabs[2] = { fuzz_emb(), tiny_emb() };
	FILE *out = fopen("/dev/null", "w");

	if (out == NULL)
		abort();
	for (int k = 0; k < 2; k++)
		for (int items = 0; items < 2; items++) {
			ak_err e = { .msg = "" };
			if (ak_embrun_eval(out, tabs[k], &path, 1, NULL, 0,
			    items, SIZE_MAX, &e) != 0)
				fuzz_check_err(&e);
			e.msg[0] = '\0';
			if (ak_embrun_eval(out, tabs[k], NULL, 0, &path, 1,
			    items, SIZE_MAX, &e) != 0)
				fuzz_check_err(&e);
		}
	fclose(out);
	return 0;
}
