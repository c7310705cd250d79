/*
 * io-magic.c — a file no reader of lines takes, known by its first bytes
 * (ak_reader_foreign, io.h): gzip twice, fastText's .bin, an archive or
 * another compressor's file.  The reader is io.c.
 */
#include <stdio.h>
#include <string.h>

#include "gz.h"
#include "io.h"

/*
 * An archive or a compressed file, not text, by its first k bytes b (the
 * formats' magic numbers): zip's local header 50 4b 03 04 (a control byte
 * third), xz's fd 37 7a 58 5a (then 00, where a NUL stops the line)
 * and zstd's 28 b5 2f fd (fd and b5 start no UTF-8 character), bzip2's 'BZh' and a block size '1'..'9' followed
 * by a block's magic '1AY&SY' (pi's digits 31 41 59 26 53 59) or the
 * end's 17 72 45 38 50 90 (an empty stream), then, among the next 6
 * bytes (a CRC), one not printable ASCII, or a NUL in the line (nul 1):
 * a text that starts 'BZh91AY&SY is' is text.  1 with "NAME:1: ..."
 * naming the command that extracts it, else 0.  ascii: 1 when p[0..n) is
 * printable ASCII.
 */
static int
ascii(const unsigned char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i] < 0x20 || p[i] > 0x7e)
			return 0;
	return 1;
}

static int
archive(const char *name, const char *f, const unsigned char *b, size_t k,
    int nul, ak_err *e)
{
	const char *what = NULL, *cmd = NULL;

	if (k >= 4 && memcmp(b, "PK\3\4", 4) == 0) {
		return ak_errf(e, "%s:1: a zip archive, not text (it starts "
		    "with zip's bytes 50 4b 03 04): extract the file of "
		    "vectors first (unzip -l %s lists its members; unzip -p %s "
		    "MEMBER > FILE.txt)", name, f, f), 1;
	} else if (k >= 5 && memcmp(b, "\xfd" "7zXZ", 5) == 0) {
		what = "xz";
		cmd = "xz -dc";
	} else if (k >= 4 && memcmp(b, "\x28\xb5\x2f\xfd", 4) == 0) {
		what = "zstd";
		cmd = "zstd -dc";
	} else if (k >= 10 && memcmp(b, "BZh", 3) == 0 && b[3] >= '1' &&
	    b[3] <= '9' && (memcmp(b + 4, "1AY&SY", 6) == 0 ||
	    memcmp(b + 4, "\x17\x72\x45\x38\x50\x90", 6) == 0) &&
	    (nul || !ascii(b + 10, k - 10))) {
		what = "bzip2";
		cmd = "bunzip2 -c";
	}
	if (what == NULL)
		return 0;
	ak_errf(e, "%s:1: %s-compressed, not text (it starts with %s's magic "
	    "number): the tools read gzip only; decompress it first (%s %s > "
	    "FILE.txt)", name, what, what, cmd, f);
	return 1;
}

/*
 * A file no reader takes, known by its first bytes (io.h): gzip's magic
 * 1f 8b (RFC 1952), fastText's .bin model's int32 793712314 little-endian
 * (ba 16 4f 2f; fastText's FASTTEXT_FILEFORMAT_MAGIC_INT32).  Neither can
 * start a text: 8b and ba are UTF-8 continuation bytes, and 1f and 16 are
 * control bytes in any code page.  The bytes are line 1's seen so far,
 * r->line[0..n) then s[0..m): the same on either path (buffered or
 * bytewise), so that the error does not depend on it; nul 1 where a NUL
 * follows them.  An archive or another compressor's file: archive.  1
 * with "NAME:1: ..." in e when they are one of them, else 0.
 */
int
ak_reader_foreign(const ak_reader *r, const char *s, size_t m, size_t n, int nul,
    ak_err *e)
{
	unsigned char b[16];
	size_t k = 0;
	const char *f = strcmp(r->name, "<stdin>") == 0 ? "FILE" : r->name;

	for (size_t i = 0; i < n && k < sizeof b; i++)
		b[k++] = (unsigned char)r->line[i];
	for (size_t i = 0; i < m && k < sizeof b; i++)
		b[k++] = (unsigned char)s[i];
	if (k >= 2 && b[0] == AK_GZ_ID1 && b[1] == AK_GZ_ID2) {
		ak_errf(e, "%s:1: gzip-compressed twice (its gzip data starts "
		    "with gzip's bytes 1f 8b again): gunzip it once (gunzip "
		    "-c %s > FILE.gz)", r->name, f);
		return 1;
	}
	if (k >= 4 && memcmp(b, "\xba\x16\x4f\x2f", 4) == 0) {
		ak_errf(e, "%s:1: a fastText .bin model, not text (it starts "
		    "with fastText's magic number): the tools read it as "
		    "embeddings (attn-map -e, attn-train -e, ppmi-svd --load)",
		    r->name);
		return 1;
	}
	return archive(r->name, f, b, k, nul, e);
}
