/*
 * Fuzzing the block model reader of attn-train --load
 * (ak_block_model_read, lib/train/blockfile.c): the spam model's header,
 * the shape rows, every parameter and the trained embeddings, checked
 * against the embeddings ($ATTNKIT_FUZZ_EMB, default
 * tests/data/train-emb.tsv); a model that loads then scores a message
 * (ak_block_logits: finite, as the reader's bound on the values
 * promises).  Seeds: block models saved by attn-train --model block --save
 * on tests/data (tests/fuzz/seeds.sh).
 */
#include <math.h>

#define FUZZ_EMB_DEFAULT "tests/data/train-emb.tsv"
#define FUZZ_MSG
#include "blocktrain.h"
#include "fuzz.h"
#include "table.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	ak_table *t = fuzz_emb();
	ak_spam_setup su;
	ak_block_model m;
	ak_err e = { .msg = "" };

	if (ak_block_model_read(&m, &su, path, t, "emb.tsv", &e) != 0) {
		fuzz_check_err(&e);
		if (m.theta != NULL || m.E != NULL)
			abort();	/* nothing handed out on failure */
		return 0;
	}
	/* one message holding every word of the embeddings, once */
	size_t idx[1] = { 0 };
	ak_msgset ms;
	fuzz_msg(&ms, t);
	double z;
	if (ak_block_logits(&z, &m, &ms, idx, 1, t, NULL, &e) != 0 ||
	    !isfinite(z))
		abort();
	ak_block_model_free(&m);
	return 0;
}
