/*
 * Fuzzing the addressing model reader of attn-train addr eval
 * (ak_addr_model_read): settings, then every weight by tensor, row and
 * column; a model that loads must be usable: one forward pass on an
 * instance drawn for its alphabets (ASan/UBSan see any size the reader let
 * through that the model's arrays do not have).  Seeds: models written by
 * attn-train addr train (tests/fuzz/run.sh).
 */
#include "addr.h"
#include "addrnet.h"
#include "fuzz.h"
#include "rng.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	ak_addr_model m;
	ak_err e = { .msg = "" };

	if (ak_addr_model_read(&m, path, &e) != 0) {
		fuzz_check_err(&e);
		return 0;
	}
	if (ak_addr_cfg_check(&m.c, &e) != 0)
		abort();	/* a model read is a valid model */
	ak_addr_fwd f;
	if (ak_addr_fwd_init(&f, &m.c, &e) != 0)
		abort();
	size_t hi = m.c.nkeys < 8 ? m.c.nkeys : 8;
	if (hi >= 2) {
		ak_addr_gen g = { .lo = 2, .hi = hi, .nkeys = m.c.nkeys,
		    .nvals = m.c.nvals, .dist = 0, .dup = 0.5 };
		ak_rng r;
		ak_addr_inst x;
		ak_rng_seed(&r, size);
		if (ak_addr_gen_check(&g, &e) == 0) {
			ak_addr_sample(&x, &g, hi, &r);
			ak_addr_forward(&f, &m, &x);
			if (f.pred >= m.c.nvals || f.argmax_a >= x.n)
				abort();
		}
	}
	ak_addr_fwd_free(&f);
	ak_addr_model_free(&m);
	return 0;
}
