/*
 * Fuzzing the comparison of the ranks' hellos (spemb.h,
 * ak_emb_hello_compare; lib/embed/spemb-hello.c), the text a rank reads
 * from another's hello file: the input is two texts, split at its first
 * NUL byte (mine, theirs).  A text always equals itself; the answer is
 * the same both ways round; a refusal is one line.  Seeds: a run's
 * hellos, and pairs that differ in an option, a count file and a line
 * (seeds.sh).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "spemb.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* a refusal's message: one line, not empty */
static void
one_line(const ak_err *e)
{
	if (e->msg[0] == '\0' || strchr(e->msg, '\n') != NULL)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *a = malloc(size + 1), *b;
	ak_err e = { .msg = "" };

	if (a == NULL)
		abort();
	memcpy(a, data, size);
	a[size] = '\0';
	b = a + strlen(a);
	if (b < a + size)
		b++;	/* past the NUL: theirs (up to its own NUL) */
	if (ak_emb_hello_compare(a, a, 0, 1, "d", &e) != 0 ||
	    ak_emb_hello_compare(b, b, 1, 0, "d", &e) != 0)
		abort();
	int ab = ak_emb_hello_compare(a, b, 0, 1, "d", &e);
	if (ab != 0)
		one_line(&e);
	e.msg[0] = '\0';
	int ba = ak_emb_hello_compare(b, a, 1, 0, "d", &e);
	if (ba != 0)
		one_line(&e);
	if ((ab == 0) != (ba == 0))
		abort();
	free(a);
	return 0;
}
