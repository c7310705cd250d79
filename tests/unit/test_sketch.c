/*
 * test_sketch.c — the sketch files of a distributed SVD (sketch.h): a
 * file written and read back gives its values and header bit for bit,
 * 64 bytes of header then rows × cols × elem; each field wanted other
 * than the file's is refused naming it; a changed value byte, a changed
 * header byte, a cut or a longer file are refused; the check over 8-byte
 * words changes with a byte in the padded tail; the wait returns at once
 * for a file that exists and 1 when the stop file does.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sketch.h"
#include "t.h"

static char dir[] = "/tmp/test_sketch.XXXXXX";

static int
has(const ak_err *e, const char *s)
{
	return strstr(e->msg, s) != NULL && strchr(e->msg, '\n') == NULL;
}

int
main(void)
{
	float x[6] = { 1.5f, -2, 0, 3.25f, 1e-30f, -0.0f };
	ak_sketch_hdr h = { AK_SKETCH_AX, 7, 0, 4, 2, 3 }, g, w;
	unsigned char *b, c[AK_SKETCH_HDR + 24 + 1];
	char path[256], stop[256];
	ak_err e;
	FILE *f;

	if (mkdtemp(dir) == NULL)
		return perror("mkdtemp"), 1;
	snprintf(path, sizeof path, "%s/r7.c", dir);
	snprintf(stop, sizeof stop, "%s/ended", dir);
	T_OK(ak_sketch_write(dir, "r7.c", &h, x, &e) == 0, "a 2 × 3 float "
	    "sketch written");
	T_OK((f = fopen(path, "rb")) != NULL && fread(c, 1, sizeof c, f) ==
	    AK_SKETCH_HDR + 24 && memcmp(c, "AKSKETC1", 8) == 0 &&
	    memcmp(c + AK_SKETCH_HDR, x, 24) == 0, "its bytes: the magic, a "
	    "64-byte header, the 24 bytes of values as they were");
	if (f != NULL)
		fclose(f);
	w = h;
	T_OK(ak_sketch_read(&g, &b, path, &w, 24, &e) == 0 && g.kind ==
	    h.kind && g.round == 7 && g.from == 0 && g.elem == 4 &&
	    g.rows == 2 && g.cols == 3 && memcmp(b + AK_SKETCH_HDR, x,
	    24) == 0, "read back as wanted: the header and values");
	free(b);
	T_OK(ak_sketch_read(&g, &b, path, &w, 23, &e) != 0 && has(&e,
	    "more than a sketch file of this run"), "past the size the "
	    "reader allows: refused before it is read");
	w.round = 8;
	T_OK(ak_sketch_parse(&g, c, AK_SKETCH_HDR + 24, &w, "F", &e) != 0 &&
	    has(&e, "F: a sketch file of round 7, not 8"), "another round "
	    "wanted: refused, naming both");
	w = h;
	w.from = 3;
	T_OK(ak_sketch_parse(&g, c, AK_SKETCH_HDR + 24, &w, "F", &e) != 0 &&
	    has(&e, "of rank 0, not 3"), "another rank wanted: refused");
	w = h;
	w.cols = 4;
	T_OK(ak_sketch_parse(&g, c, AK_SKETCH_HDR + 24, &w, "F", &e) != 0 &&
	    has(&e, "of columns 3, not 4"), "another shape wanted: refused");
	c[AK_SKETCH_HDR + 5] ^= 1;
	T_OK(ak_sketch_parse(&g, c, AK_SKETCH_HDR + 24, NULL, "F", &e) != 0 &&
	    has(&e, "its values are damaged"), "a value's bit changed: "
	    "refused by the check");
	c[AK_SKETCH_HDR + 5] ^= 1;
	c[12] ^= 1;
	T_OK(ak_sketch_parse(&g, c, AK_SKETCH_HDR + 24, NULL, "F", &e) != 0 &&
	    has(&e, "its header is damaged"), "the round's bit changed: "
	    "refused by the header's check");
	c[12] ^= 1;
	T_OK(ak_sketch_parse(&g, c, AK_SKETCH_HDR + 23, NULL, "F", &e) != 0 &&
	    has(&e, "23 bytes of values, not the 2 × 3 × 4"), "cut by a "
	    "byte: refused");
	c[AK_SKETCH_HDR + 24] = 0;
	T_OK(ak_sketch_parse(&g, c, AK_SKETCH_HDR + 25, NULL, "F", &e) != 0,
	    "a byte more: refused");
	T_OK(ak_sketch_parse(&g, c, 10, NULL, "F", &e) != 0 && has(&e,
	    "not a sketch file"), "10 bytes: not a sketch file");
	unsigned char t[11] = "abcdefghij";
	uint64_t k0 = ak_sketch_check(t, 11);
	t[10] ^= 1;
	T_OK(ak_sketch_check(t, 11) != k0 && ak_sketch_check(t, 10) !=
	    ak_sketch_check(t, 11), "the check sees the tail past the last "
	    "8-byte word, and the length");
	T_OK(ak_sketch_wait(path, stop, 0) == 0, "the wait: at once for a file "
	    "that exists");
	snprintf(path, sizeof path, "%s/r8.c", dir);
	f = fopen(stop, "w");
	if (f != NULL)
		fclose(f);
	T_OK(ak_sketch_wait(path, stop, 0) == 1, "the wait: 1 once the stop "
	    "file exists and the file does not");
	unlink(stop);
	T_OK(ak_sketch_wait(path, NULL, 0.05) == 2, "the wait: 2 after the "
	    "timeout, neither file there");
	T_OK(ak_sketch_wait(path, stop, 0.05) == 2, "the wait: 2 after the "
	    "timeout, no stop file");
	snprintf(path, sizeof path, "%s/r7.c", dir);
	unlink(path);
	rmdir(dir);
	return t_done();
}
