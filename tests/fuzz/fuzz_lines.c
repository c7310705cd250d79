/*
 * Fuzzing the line reader every file goes through (lib/base/io.c
 * ak_reader_next): its lines and its first error must be those of the
 * model in lines-ref.h (NUL bytes, CR LF, the byte-order mark, no final
 * newline), with the longest line at its default and at 1, 7 and 300
 * bytes, so that the refusal of a long line is reached from short inputs.
 * Seeds: tests/data/sms-small.tsv and small files of seeds.sh.
 */
#include "fuzz.h"
#include "lines-ref.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	static const size_t max[] = { AK_LINE_MAX, 1, 7, 300 };

	for (size_t k = 0; k < sizeof max / sizeof max[0]; k++)
		if (lines_check(path, data, size, max[k]) != 0)
			abort();
	/* the messages: one line each (a line's bytes are never in them) */
	ak_reader r;
	ak_err e = { .msg = "" };
	int rc;
	if (ak_reader_open(&r, path, &e) != 0)
		abort();
	r.max = 7;
	while ((rc = ak_reader_next(&r, &e)) == 1)
		;
	if (rc < 0)
		fuzz_check_err(&e);
	ak_reader_close(&r);
	return 0;
}
