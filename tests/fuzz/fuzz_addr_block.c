/*
 * Fuzzing the addressing block's model reader of attn-train addr eval,
 * intervene and attend (ak_addrblk_read, lib/train/addrblock-file.c):
 * the settings, then every weight by tensor, index and column; a model
 * that loads must be usable: a forward pass on an instance drawn for its
 * alphabets gives finite probabilities (the reader's bound on the weights
 * promises it; ASan/UBSan see any size the reader let through that the
 * model's arrays do not have).  Seeds: block models written by attn-train
 * addr train --model block (tests/fuzz/seeds.sh).
 */
#include <math.h>

#include "addrblock.h"
#include "fuzz.h"
#include "rng.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	ak_addrblk m;
	ak_err e = { .msg = "" };

	if (ak_addrblk_read(&m, path, SIZE_MAX, &e) != 0) {
		fuzz_check_err(&e);
		if (m.theta != NULL)
			abort();	/* nothing handed out on failure */
		return 0;
	}
	size_t hi = m.nkeys < 8 ? m.nkeys : 8;
	ak_addr_gen g = { .lo = 2, .hi = hi, .nkeys = m.nkeys,
	    .nvals = m.nvals };
	ak_addrblk_ws s;
	if (ak_addr_gen_check(&g, &e) == 0 &&
	    ak_addrblk_ws_init(&s, &m, 1, hi, &e) == 0) {
		ak_addr_inst x;
		const ak_addr_inst *xp = &x;
		ak_rng r;
		ak_rng_seed(&r, size);
		ak_addr_sample(&x, &g, hi, &r);
		double loss = ak_addrblk_forward(&s, &m, &xp, 1, NULL);
		if (!isfinite(loss) || ak_addrblk_pred(&s, &m, 0) >= m.nvals)
			abort();
		ak_addrblk_ws_free(&s);
	}
	ak_addrblk_free(&m);
	return 0;
}
