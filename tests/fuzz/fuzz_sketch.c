/*
 * Fuzzing the reader of sketch files (sketch.h; lib/embed/sketch.c), the
 * files the ranks of a distributed SVD exchange: read through the file
 * (ak_sketch_read, as a rank reads one) with nothing wanted, and with
 * the header's own fields wanted; an input taken must hold exactly
 * rows × cols × elem bytes of values after its header, of a kind and
 * value size of the format, and must be refused when a byte of its
 * values changes (the check), when cut, when a byte is added, and when
 * another round is wanted; a refusal is one line.  Seeds: the files of a
 * run of two ranks (seeds.sh).
 */
#include <stdlib.h>

#include "fuzz.h"
#include "sketch.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	ak_sketch_hdr h, want;
	unsigned char *b;
	ak_err e = { .msg = "" };

	if (ak_sketch_read(&h, &b, path, NULL, 1 << 24, &e) != 0) {
		fuzz_check_err(&e);
		return 0;
	}
	if (h.kind < 1 || h.kind >= AK_SKETCH_KINDS || (h.elem != 1 &&
	    h.elem != 4 && h.elem != 8) ||
	    h.rows * h.cols * h.elem + AK_SKETCH_HDR != size ||
	    memcmp(b, data, size) != 0)
		abort();
	free(b);
	/* wanted as it is: taken; another round: refused */
	want = h;
	if (ak_sketch_parse(&h, data, size, &want, "x", &e) != 0)
		abort();
	want.round++;
	if (ak_sketch_parse(&h, data, size, &want, "x", &e) == 0)
		abort();
	fuzz_check_err(&e);
	unsigned char *c = malloc(size + 1);
	if (c == NULL)
		abort();
	memcpy(c, data, size);
	/* a value changed, the file cut, a byte added: refused */
	if (size > AK_SKETCH_HDR) {
		c[size - 1] ^= 0x20;
		e.msg[0] = '\0';
		if (ak_sketch_parse(&h, c, size, NULL, "x", &e) == 0)
			abort();
		fuzz_check_err(&e);
		c[size - 1] ^= 0x20;
	}
	e.msg[0] = '\0';
	if (ak_sketch_parse(&h, c, size - 1, NULL, "x", &e) == 0)
		abort();
	fuzz_check_err(&e);
	c[size] = 0;
	e.msg[0] = '\0';
	if (ak_sketch_parse(&h, c, size + 1, NULL, "x", &e) == 0)
		abort();
	fuzz_check_err(&e);
	free(c);
	return 0;
}
