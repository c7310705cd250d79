/*
 * Fuzzing the spam model reader of attn-train --load (ak_model_read):
 * header, settings, the fingerprint of the embeddings
 * ($ATTNKIT_FUZZ_EMB, default tests/data/train-emb.tsv), the parameters;
 * a model that loads then scores a message (ak_spam_logits: finite, as
 * the reader's bound on the values promises).  Seeds: models saved by
 * attn-train --save on tests/data (tests/fuzz/run.sh).
 */
#include <math.h>

#define FUZZ_EMB_DEFAULT "tests/data/train-emb.tsv"
#define FUZZ_MSG
#include "fuzz.h"
#include "spam.h"
#include "table.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	ak_table *t = fuzz_emb();
	ak_spam_setup su;
	double *theta;
	ak_err e = { .msg = "" };

	if (ak_model_read(&theta, &su, path, t, "emb.tsv", &e) != 0) {
		fuzz_check_err(&e);
		if (theta != NULL)
			abort();	/* nothing handed out on failure */
		return 0;
	}
	/* one message holding every word of the embeddings, once */
	size_t idx[1] = { 0 };
	ak_msgset ms;
	fuzz_msg(&ms, t);
	double z;
	if (ak_spam_logits(&z, theta, &ms, idx, 1, t->x, t->cols, &e) != 0 ||
	    !isfinite(z))
		abort();
	free(theta);
	return 0;
}
