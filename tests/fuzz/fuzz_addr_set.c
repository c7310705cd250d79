/*
 * Fuzzing the addressing task's instance reader (ak_addr_set_read: the
 * input of attn-train addr train FILE and addr eval): header with a `text`
 * column, the text parser (KEY:VALUE ... ?KEY), answers, ids; each
 * instance read must be consistent (target is the last pair with the
 * queried key, answer its value).  Alphabets: 26 keys, 10 values, and
 * 702 × 1000 (the largest).  Seeds: attn-train addr gen output.
 */
#include <stdint.h>

#include "addr.h"
#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	static const size_t alpha[2][2] = { { 26, 10 }, { 702, 1000 } };

	for (int k = 0; k < 2; k++) {
		ak_addr_set s;
		ak_err e = { .msg = "" };

		/* the second alphabet under a small budget: its refusal */
		if (ak_addr_set_read(&s, path, alpha[k][0], alpha[k][1],
		    k ? (size_t)1 << 16 : SIZE_MAX, &e) != 0) {
			fuzz_check_err(&e);
			continue;
		}
		for (size_t i = 0; i < s.n; i++) {
			const ak_addr_inst *x = &s.x[i];
			if (x->n < 1 || x->n > AK_ADDR_MAXPAIRS ||
			    x->query >= alpha[k][0] || x->answer >= alpha[k][1])
				abort();
			for (size_t j = 0; j < x->n; j++)
				if (x->key[j] >= alpha[k][0] ||
				    x->val[j] >= alpha[k][1])
					abort();
			char buf[4096];
			ak_addr_format(buf, sizeof buf, x);
		}
		ak_addr_set_free(&s);
	}
	return 0;
}
