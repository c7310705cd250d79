/*
 * io-magic.c — a file no reader of lines takes, known by its first bytes
 * (ak_reader_foreign, io.h): gzip twice, fastText's .bin, an archive or
 * another compressor's file; a tar archive by its header past line 1's
 * NUL (ak_reader_tar); what a NUL in a line says of the file (ak_reader_nul:
 * UTF-16, UTF-32, word2vec binary); a table in a binary format (Parquet,
 * Arrow, Feather, ORC, HDF5, a pickle, .npy, SQLite, Stata: dataset); R's
 * .rds and .RData after their line 1 (ak_reader_rdata); the command a
 * message names to run a filter over a file, through zcat for gzip
 * (ak_filter_cmd, ak_sed_cmd).  A zip by its members: io-zip.c.  The
 * reader is io.c.
 */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gz.h"
#include "io.h"

/*
 * An archive or a compressed file, not text, by its first k bytes b (the
 * formats' magic numbers): zip's local header 50 4b 03 04 (a control byte
 * third), 7-Zip's 37 7a bc af 27 1c (bc after 'z' is no UTF-8), RAR's
 * 'Rar!' 1a 07 then 00 (RAR 4) or 01 00 (RAR 5), a NUL in the line;
 * xz's fd 37 7a 58 5a (then 00, where a NUL stops the line)
 * and zstd's 28 b5 2f fd (fd and b5 start no UTF-8 character), lz4's
 * frame 04 22 4d 18 and its legacy 02 21 4c 18, compress's (.Z) 1f 9d
 * (04, 02 and 1f are control bytes), bzip2's 'BZh' and a block size '1'..'9' followed
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
		if (nul)	/* its first member named: ak_reader_zip */
			return 0;
		return ak_errf(e, "%s:1: a zip archive, not text (it starts "
		    "with zip's bytes 50 4b 03 04): extract its file first "
		    "(unzip -l %s lists its members; unzip -p %s MEMBER > "
		    "FILE.txt)", name, f, f), 1;
	} else if (k >= 8 && memcmp(b, "\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1",
	    8) == 0) {
		return ak_errf(e, "%s:1: an OLE2 compound file (it starts with "
		    "d0 cf 11 e0 a1 b1 1a e1): an Excel 97-2003 workbook (.xls) "
		    "or another old Office document, not text: save the sheet "
		    "as CSV UTF-8 (Excel, LibreOffice: File, Save As), or "
		    "libreoffice --headless --convert-to csv %s, or pandas: "
		    "pd.read_excel('%s').to_csv('FILE.csv', index=False)",
		    name, f, f), 1;
	} else if (k >= 6 && memcmp(b, "7z\xbc\xaf\x27\x1c", 6) == 0) {
		return ak_errf(e, "%s:1: a 7-Zip archive, not text (it starts "
		    "with 7-Zip's bytes 37 7a bc af 27 1c): extract its file "
		    "first (7z l %s lists its members; 7z e -so %s MEMBER > "
		    "FILE.txt)", name, f, f), 1;
	} else if (nul && (k == 6 || (k == 7 && b[6] == 1)) &&
	    memcmp(b, "Rar!\x1a\x07", 6) == 0) {
		return ak_errf(e, "%s:1: a RAR archive, not text (it starts "
		    "with RAR's bytes 'Rar!' 1a 07): extract its file first "
		    "(unrar lb %s lists its members; unrar p -inul %s MEMBER > "
		    "FILE.txt)", name, f, f), 1;
	} else if (k >= 2 && b[0] == 0x1f && b[1] == 0x9d) {
		return ak_errf(e, "%s:1: compressed by compress (.Z), not text "
		    "(it starts with its magic number 1f 9d): the tools read "
		    "gzip only; gzip decompresses it (gzip -dc %s > FILE.txt)",
		    name, f), 1;
	} else if (k >= 4 && (memcmp(b, "\x04\x22\x4d\x18", 4) == 0 ||
	    memcmp(b, "\x02\x21\x4c\x18", 4) == 0)) {
		what = "lz4";
		cmd = "lz4 -dc";
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

/* 1 when b[from..k) holds a control byte but TAB and CR (no text's) */
static int
control(const unsigned char *b, size_t from, size_t k)
{
	for (size_t i = from; i < k; i++)
		if (b[i] < 0x20 && b[i] != '\t' && b[i] != '\r')
			return 1;
	return 0;
}

/* Parquet's end: its last 4 bytes 'PAR1' too (its footer's magic), where
 * r reads a regular file as it is (not gzip's stream, from its start): 1
 * when they are, 0 when they are not (a file cut short), -1 when they
 * cannot be seen (a pipe, gzip); the stream's place is left as it is */
static int
parquet_end(const ak_reader *r)
{
	struct stat st;
	unsigned char t[4];
	int fd;

	if (r->gz != NULL || r->base != 0 || (fd = fileno(r->fp)) < 0 ||
	    fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < 8)
		return -1;
	if (pread(fd, t, 4, st.st_size - 4) != 4)
		return -1;
	return memcmp(t, "PAR1", 4) == 0;
}

/*
 * A table in a binary format, not text, by its first k bytes b (nul 1: a
 * NUL follows them), the formats a user gets from Hugging Face and
 * pandas: Parquet ('PAR1', then a control byte or the NUL; its end
 * checked where it can be, parquet_end), Arrow's IPC file and Feather v2
 * ('ARROW1' then the NUL), Arrow's IPC stream (ff ff ff ff then the NUL:
 * Hugging Face datasets' .arrow files), Feather v1 ('FEA1' then the NUL),
 * ORC ('ORC' then the NUL), HDF5 (89 'HDF' \r \n 1a \n: pandas' to_hdf),
 * a Python pickle (80, then the protocol 2 to 5: pandas' to_pickle), a
 * NumPy .npy array (93 'NUMPY'), SQLite ('SQLite format 3' then the NUL),
 * Stata's .dta (117 on: '<stata_dta>', a NUL in the line; 113 to 115,
 * pandas' to_stata: 'q' 'r' or 's', a byte order 1 or 2, then 1 and the
 * NUL).
 * 0x80, 0x89, 0x93 and ff start no UTF-8 text, and no text holds those
 * control bytes.  1 with "NAME:1: a Parquet file ... (pandas' ...)" in e
 * naming the Python that writes it as CSV, else 0.
 */
static int
dataset(const ak_reader *r, const char *f, const unsigned char *b, size_t k,
    int nul, ak_err *e)
{
	const char *what = NULL, *how = NULL, *read = NULL, *end = "')";
	const char *imp = "pandas as pd";

	if (k >= 4 && memcmp(b, "PAR1", 4) == 0 && (nul || control(b, 4,
	    k))) {
		int end = parquet_end(r);
		return ak_errf(e, "%s:1: a Parquet file (it starts %swith "
		    "Parquet's magic 'PAR1'%s), a table in a binary format, not "
		    "text (pandas' to_parquet; Hugging Face's datasets download "
		    "as it): %swrite it as CSV: python3 -c \"import pandas as "
		    "pd; pd.read_parquet('%s').to_csv('FILE.csv', index=False)"
		    "\"", r->name, end == 1 ? "and ends " : "", end == 0 ?
		    ", but does not end with it: cut short? a download that "
		    "stopped" : "", end == 0 ? "get it whole, then " : "", f),
		    1;
	}
	if (nul && k == 6 && memcmp(b, "ARROW1", 6) == 0) {
		what = "an Arrow IPC file (Feather v2; it starts with Arrow's "
		    "magic 'ARROW1')";
		how = "pandas' to_feather, pyarrow";
		read = "pd.read_feather('";
	} else if (nul && k >= 4 && memcmp(b, "\xff\xff\xff\xff", 4) == 0) {
		what = "an Arrow IPC stream (it starts with Arrow's ff ff ff "
		    "ff)";
		how = "Hugging Face datasets' .arrow files, save_to_disk";
		imp = "pyarrow as pa";
		read = "pa.ipc.open_stream(pa.memory_map('";
		end = "')).read_pandas()";
	} else if (nul && k == 4 && memcmp(b, "FEA1", 4) == 0) {
		what = "a Feather v1 file (it starts with Feather's magic "
		    "'FEA1')";
		how = "pandas' to_feather, feather-format";
		read = "pd.read_feather('";
	} else if (nul && k == 3 && memcmp(b, "ORC", 3) == 0) {
		what = "an ORC file (it starts with ORC's magic 'ORC')";
		how = "pandas' to_orc, pyarrow";
		read = "pd.read_orc('";
	} else if (k >= 4 && memcmp(b, "\x89HDF", 4) == 0) {
		what = "an HDF5 file (it starts with HDF5's signature 89 'HDF')";
		how = "pandas' to_hdf, h5py";
		read = "pd.read_hdf('";
	} else if (k >= 2 && b[0] == 0x80 && b[1] >= 2 && b[1] <= 5) {
		what = "a Python pickle (it starts with 80, then its protocol)";
		how = "pandas' to_pickle, torch.save's old format";
		read = "pd.read_pickle('";
	} else if (k >= 6 && memcmp(b, "\x93NUMPY", 6) == 0) {
		return ak_errf(e, "%s:1: a NumPy .npy array (it starts with 93 "
		    "'NUMPY'), numbers in a binary format, not text (numpy's "
		    "save): write it as text: python3 -c \"import numpy as np; "
		    "np.savetxt('FILE.txt', np.load('%s'), delimiter='\\t')\"",
		    r->name, f), 1;
	} else if (nul && k == 15 && memcmp(b, "SQLite format 3", 15) == 0) {
		return ak_errf(e, "%s:1: an SQLite database (it starts with "
		    "'SQLite format 3'), not text (pandas' to_sql, sqlite3): "
		    "write its table as CSV: sqlite3 -header -csv %s 'SELECT * "
		    "FROM TABLE' > FILE.csv (sqlite3 %s .tables lists the "
		    "tables)", r->name, f, f), 1;
	} else if ((nul && k >= 11 && memcmp(b, "<stata_dta>", 11) == 0) ||
	    (nul && k == 3 && b[0] >= 'q' && b[0] <= 's' && (b[1] == 1 ||
	    b[1] == 2) && b[2] == 1)) {
		what = "a Stata .dta file (it starts with Stata's header)";
		how = "pandas' to_stata, Stata";
		read = "pd.read_stata('";
	}
	if (what == NULL)
		return 0;
	ak_errf(e, "%s:1: %s, a table in a binary format, not text (%s): write "
	    "it as CSV: python3 -c \"import %s; %s%s%s.to_csv('FILE.csv', "
	    "index=False)\"", r->name, what, how, imp, read, f, end);
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
	char plain[512];
	const char *g = ak_reader_gunzipped(r, plain, sizeof plain);
	if (!archive(r->name, g ? g : f, b, k, nul, e) && !dataset(r, g ? g :
	    f, b, k, nul, e))
		return 0;
	ak_reader_gunzip_note(r, g, e);
	return 1;
}

/* a tar header's field at h[at..at+n): up to its first NUL */
static size_t
field_len(const unsigned char *h, size_t at, size_t n)
{
	const void *z = memchr(h + at, '\0', n);

	return z != NULL ? (size_t)((const unsigned char *)z - (h + at)) : n;
}

/* 1 when the 512 bytes of h are a header of Unix v7's tar (no magic):
 * a name, and its checksum at byte 148 (octal digits, then a NUL or a
 * space) the sum of its bytes, those 8 counted as spaces (unsigned, or
 * signed as old tars summed them) */
static int
v7_header(const unsigned char *h)
{
	long want = 0, u = 0, sg = 0;
	size_t i = 148;

	while (i < 156 && h[i] == ' ')
		i++;
	if (i == 156 || h[i] < '0' || h[i] > '7' || h[0] == '\0')
		return 0;
	for (; i < 156 && h[i] >= '0' && h[i] <= '7'; i++)
		want = 8 * want + (h[i] - '0');
	if (i < 156 && h[i] != '\0' && h[i] != ' ')
		return 0;
	for (i = 0; i < 512; i++) {
		int c = i >= 148 && i < 156 ? ' ' : h[i];
		u += c;
		sg += c < 128 ? c : c - 256;
	}
	return want == u || want == sg;
}

/*
 * A tar archive by its first header (POSIX.1-1988 ustar, as GNU tar,
 * bsdtar and Python's tarfile write it; pax's and GNU's long-name headers
 * are ustar headers too): "ustar" at byte 257 then a NUL (POSIX) or a
 * space (GNU's "ustar  "); or v7's (tar --format=v7) by its checksum.
 * Its member's name is shown when the first header is a regular file's
 * (typeflag '0' or NUL at byte 156): ustar's prefix (byte 345, 155
 * bytes), '/', the name (byte 0, 100 bytes).
 */
int
ak_reader_tar(const ak_reader *r, const unsigned char *h, size_t k,
    ak_err *e)
{
	const char *f = strcmp(r->name, "<stdin>") == 0 ? "FILE" : r->name;
	char member[320] = "";
	int ustar = k >= 263 && memcmp(h + 257, "ustar", 5) == 0 &&
	    (h[262] == '\0' || h[262] == ' ');

	if (!ustar && (k < 512 || !v7_header(h)))
		return 0;
	if (k >= 512 && (h[156] == '0' || h[156] == '\0')) {
		size_t np = ustar ? field_len(h, 345, 155) : 0;
		size_t nn = field_len(h, 0, 100);
		if (nn > 0 && (np == 0 || ak_name_showable(h + 345, np)) &&
		    ak_name_showable(h, nn))
			snprintf(member, sizeof member, "; its first member "
			    "'%.*s%s%.*s'", (int)np, (const char *)h + 345,
			    np ? "/" : "", (int)nn, (const char *)h);
	}
	ak_errf(e, "%s:1: a tar archive%s, not text (%s%s): extract its file "
	    "first (tar -tf %s lists its members; tar -xOf %s MEMBER > "
	    "FILE.txt)", r->name, r->gz ? " in gzip (.tar.gz)" : "", ustar ?
	    "tar's magic 'ustar' at byte 257" : "a v7 tar header: its "
	    "checksum", member, f, f);
	return 1;
}

int
ak_reader_rdata(ak_reader *r, ak_err *e)
{
	size_t n = r->len - (r->len > 0 && r->line[r->len - 1] == '\r');
	int rdx = n == 4 && (memcmp(r->line, "RDX2", 4) == 0 ||
	    memcmp(r->line, "RDX3", 4) == 0);
	unsigned char b[6];
	size_t k = 0, want = rdx ? 6 : 4;
	int c = 0;
	const char *f = strcmp(r->name, "<stdin>") == 0 ? "FILE" : r->name;

	if (!rdx && !(n == 1 && r->line[0] == 'X'))
		return 0;
	while (k < want && (c = getc(r->fp)) != EOF)	/* looked at ... */
		b[k++] = (unsigned char)c;
	for (size_t i = k; i > 0; i--)			/* ... put back */
		if (ungetc(b[i - 1], r->fp) == EOF)
			return 0;
	if (k < want || (rdx && memcmp(b, "X\n", 2) != 0) || memcmp(b +
	    want - 4, "\0\0\0", 3) != 0 || (b[want - 1] != 2 &&
	    b[want - 1] != 3))
		return 0;
	return ak_errf(e, "%s:1: an R object in R's binary format (%s), not "
	    "text: write it as CSV from R: Rscript -e \"%s%s%s, 'FILE.csv', "
	    "row.names=FALSE)\"", r->name, rdx ? "save's .RData: its lines "
	    "'RDX3', 'X', then its data" : "saveRDS's .rds: its line 'X', "
	    "then its data", rdx ? "load('" : "write.csv(readRDS('", f, rdx ?
	    "'); write.csv(OBJECT (ls() names them)" : "')");
}

/* the block byte before a NUL: io.h, ak_nul_block */
int
ak_nul_block(const char *line, size_t n, const char *s, size_t k)
{
	size_t at = n + k;
	int b = 0;

	if (at < 6)
		return 0;
	for (size_t d = 2; d <= 6; d += 2) {
		size_t j = at - d;
		int c = (unsigned char)(j < n ? line[j] : s[j - n]);
		if (c == 0 || c >= 0x20 || c == '\t' || c == '\n' || c == '\r' ||
		    (b != 0 && c != b))
			return 0;
		b = c;
	}
	return b;
}

/* the error of a NUL in a line: io.h, ak_reader_nul */
int
ak_reader_nul(const ak_reader *r, long long at, int b0, int b1,
    int blk, const int *x, ak_err *e)
{
	int bom = r->head >= 2 ? r->head :
	    b0 == 0xff && b1 == 0xfe ? 2 : b0 == 0xfe && b1 == 0xff ? 3 : 0;
	const char *enc = NULL, *why = NULL;

	if (bom == 2 && at == 2 && x[0] == 0) {
		enc = "UTF-32";
		why = "its byte-order mark FF FE 00 00";
	} else if (at == 0 && x[0] == 0 && x[1] == 0xfe && x[2] == 0xff) {
		enc = "UTF-32";
		why = "its byte-order mark 00 00 FE FF";
	} else if (bom) {
		enc = "UTF-16";
		why = bom == 2 ? "its byte-order mark FF FE" : "its byte-order "
		    "mark FE FF";
	} else if (x[0] > 0 && x[1] == 0 && x[2] > 0 && x[3] == 0) {
		enc = at % 2 ? "UTF-16LE" : "UTF-16BE";
		why = "a NUL every second byte";
	} else if (x[0] > 0 && x[2] > 0 && x[1] == x[3] && x[1] > 0 &&
	    x[1] < 0x30) {	/* a script's block: Cyrillic's 04 */
		enc = at % 2 ? "UTF-16LE" : "UTF-16BE";
		why = "a NUL, then letters of one block, every second byte its "
		    "number";
	} else if (blk > 0 && x[0] > 0 && x[1] == 0) {
		enc = at % 2 ? "UTF-16LE" : "UTF-16BE";
		why = "letters of one block before the NUL, every second byte "
		    "its number";
	} else if (x[0] == 0 && x[1] == 0 && x[2] > 0 && x[3] == 0 &&
	    at % 4 <= 1) {
		enc = at % 4 ? "UTF-32LE" : "UTF-32BE";
		why = "three NULs every four bytes";
	}
	if (enc != NULL) {	/* gzip'd: iconv after zcat, not on its bytes */
		char conv[40], cmd[1200];
		snprintf(conv, sizeof conv, "iconv -f %s -t UTF-8", enc);
		return ak_errf(e, "%s:%ld: NUL byte in line: %s text (%s)? the "
		    "tools read UTF-8: convert it with %s > FILE.txt", r->name,
		    r->lineno + 1, enc, why, ak_filter_cmd(cmd, sizeof cmd,
		    conv, r->name, r->gz != NULL));
	}
	if (r->head == 1 && r->lineno >= 1)
		return ak_errf(e, "%s:%ld: NUL byte in line: word2vec's binary "
		    "format (line 1 'V d', then binary records)? embeddings: "
		    "ppmi-svd --load reads it (--load-format word2vec-bin), "
		    "attn-map -e and attn-train -e (--emb-format word2vec-bin)",
		    r->name, r->lineno + 1);
	return ak_errf(e, "%s:%ld: NUL byte in line", r->name, r->lineno + 1);
}


/* 1 when file (by name) starts with gzip's bytes 1f 8b; 0 for standard
   input and a file that cannot be opened */
static int
gz_named(const char *file)
{
	unsigned char b[2] = { 0, 0 };
	FILE *fp = fopen(file, "rb");

	if (fp == NULL)
		return 0;
	if (fread(b, 1, 2, fp) != 2)
		b[0] = 0;
	fclose(fp);
	return b[0] == AK_GZ_ID1 && b[1] == AK_GZ_ID2;
}

/* ak_filter_cmd of the program pre followed by prog ("sed " and a
   script: no copy of a long script) */
static char *
filter(char *buf, size_t n, const char *pre, const char *prog,
    const char *file, int gz)
{
	int in = strcmp(file, "<stdin>") == 0 || strcmp(file, "-") == 0 ||
	    strcmp(file, "FILE") == 0;	/* a caller's name for stdin */
	const char *f = in ? "FILE" : file;
	const char *head = *pre ? pre : prog;	/* the program's name */

	if (gz == AK_GZ_LOOK)
		gz = !in && gz_named(file);
	if (gz)		/* python3 opens a name: zcat's output is one */
		snprintf(buf, n, "zcat %s | %s%s%s", f, pre, prog,
		    strncmp(head, "python3 ", 8) == 0 ? " /dev/stdin" : "");
	else		/* tr takes no file operand, awk's 'a=b' assigns */
		snprintf(buf, n, "%s%s%s%s", pre, prog, strncmp(head, "tr ",
		    3) == 0 || strncmp(head, "awk ", 4) == 0 ? " < " : " ", f);
	return buf;
}

char *
ak_filter_cmd(char *buf, size_t n, const char *prog, const char *file, int gz)
{
	return filter(buf, n, "", prog, file, gz);
}

char *
ak_sed_cmd(char *buf, size_t n, const char *script, const char *file)
{
	return filter(buf, n, "sed ", script, file, AK_GZ_LOOK);
}
