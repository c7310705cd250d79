/*
 * io.h — reading lines the same way in every tool, and writing output files
 * atomically (docs/DESIGN.md "File formats" and "Output files").
 *
 * Lines: bytes up to '\n'; a '\r' right before '\n' (or before EOF) is
 * dropped; the last line may lack '\n' and is never lost.  A NUL byte
 * inside a line is an error ("FILE:LINE: NUL byte").  A UTF-8 byte-order
 * mark (EF BB BF) at the start of the first line is dropped, so files
 * saved by Notepad read like any other.
 *
 * gzip: a file (or standard input) that starts with gzip's bytes 1f 8b
 * is read decompressed (gz.h: members one after another; a file cut
 * short or corrupt is an error at the line where it shows, "FILE:LINE:
 * gzip data cut short ...", "FILE:LINE: corrupt gzip data (zlib: ...)"),
 * with the same lines, line numbers, limits and checks as the text it
 * holds; r->fp is then the stream of the decompressed bytes.  Decompressed
 * bytes that start with gzip's again (a file compressed twice) or with a
 * fastText .bin model's magic number (ba 16 4f 2f) are refused at line 1
 * by what they are ("FILE:1: gzip-compressed twice ...", "FILE:1: a
 * fastText .bin model, not text ...: the tools read it as embeddings
 * ..."; the embeddings reader looks first, ak_reader_magic), and so are
 * an archive's (zip, 7-Zip, RAR; tar by its header after line 1's NUL)
 * and another compressor's (ak_reader_foreign, ak_reader_tar), in place of
 * the line's own error (a NUL byte, a line too long) or of the line: no
 * text starts so.  The bytes looked at are those read before that error
 * (the first max + 1 when the line is too long, so a fastText model read
 * with max < 3 gets the length's error).

 * The reading contract (attnkit(5), "Reading"): a line is never longer
 * than ak_line_max() bytes, checked as it is read (a longer one is
 * refused before it is held: "FILE:LINE: line longer than ..."); a read
 * error and an allocation that fails are errors naming the file and line,
 * never the end of the input; the NUL check is made on each piece read
 * (what stdio has buffered, 4 KiB at a time), so a binary file is
 * refused at its first NUL, not after its first "line" is held whole.
 * Only the line's bytes are taken from the stream: after a line, r->fp
 * is where the next one starts (getc and fread on it go on from there).  A file whose first line is the provenance
 * comment of the tools (cli.h ak_provenance: "# PROG ... (attnkit V)";
 * the exact rule: ak_is_provenance below) was written by them, and they end every line: its last line without a
 * newline is the file cut short, an error ("FILE:LINE: the last line has
 * no newline: the file is cut short ...").  Other files keep the rule
 * above (a hand-written last line without its newline is read).
 */
#ifndef AK_IO_H
#define AK_IO_H

#define AK_UTF8_TOKENS 2	/* ak_reader's check_utf8 for token lines */

#include <stdio.h>

#include "util.h"

/*
 * ak_file_id: what says a regular file is as it was: its device and
 * inode, size, modification time and status-change time (ns), as
 * fstat(2) gives them; ok 0 for anything else (a pipe, a terminal),
 * which cannot be checked.  The status-change time is what GNU tar
 * compares too: a writer can put the modification time back (touch -r,
 * rsync --inplace -t), never the ctime.  A ctime moved with the link
 * count (the file renamed over or removed while open: its bytes as they
 * were) is no change.
 */
typedef struct ak_file_id {
	int ok;
	unsigned long long dev, ino, nlink;
	long long size, msec, mnsec, csec, cnsec;
} ak_file_id;

/*
 * ak_file_id_get: fd's id into id (id->ok 0 when fd is no regular file or
 * fstat fails).  ak_file_unchanged: 0 when fd still is the file of was
 * (was->ok 0: always), else -1 with "NAME: changed while it was read
 * (WHAT): its lines are a mix of two versions; read it again when
 * nothing writes to it" in e, WHAT the size from and to, "modified in
 * place" (the contents or the status: also chmod, a link made) or
 * "another file now" (the inode: renamed over, sed -i), as tar's "file
 * changed as we read it".  A write of the same size within
 * the file system's timestamp granularity of the first fstat cannot be
 * seen (the kernel's clock tick, about 4 ms).
 */
void ak_file_id_get(int fd, ak_file_id *id);
/*
 * ak_file_id_of: the id of the file path names (stat(2): links followed
 * as open follows them; "-", a pipe or a device: ok 0), for a tool that
 * reads one named file twice: taken before the first read starts, it is
 * what the second read's open checks (ak_reader_open_was), so that both
 * read one version.  A change from then on — during the first read,
 * between the reads — differs from it; the second read's own end checks
 * the rest.  No errors (ok 0: nothing to check).
 */
void ak_file_id_of(const char *path, ak_file_id *id);
int ak_file_unchanged(const ak_file_id *was, int fd, const char *name,
    ak_err *e);

typedef struct ak_reader {
	FILE *fp;		/* the stream; stdin when name is "-" */
	const char *name;	/* name used in messages ("-" shows as "<stdin>") */
	char *line;		/* current line, NUL-terminated, no '\n' or '\r' */
	size_t len;		/* its length in bytes */
	size_t cap;		/* the size of line's buffer (malloc'd) */
	long lineno;		/* 1-based number of the current line */
	int owns;		/* fclose on ak_reader_close */
	int check_utf8;		/* reject lines that are not valid UTF-8;
				   AK_UTF8_TOKENS: token lines, whose
				   error names sms-vocab --encoding */
	long u8lines, u8bad;	/* the corpus reader's count (corpus-line.c)
				   of lines with a UTF-8 character beyond
				   ASCII, and of lines that are not UTF-8
				   (under --encoding; without it, of lines
				   with one character of UTF-8 read as
				   cp1252 and written again) */
	long u8first, badfirst;	/* the first line of each (0: none) */
	int utf8_as_is;		/* the corpus reader's --encoding utf-8,
				   given: valid UTF-8 read as it is, its
				   guesses (cp1252's round trip, 7-bit
				   encodings) said, not refused */
	long as_is, as_isfirst;	/* ... the lines they would refuse, the
				   first of them */
	size_t max;		/* the longest line (ak_line_max at open) */
	int bytewise;		/* 1: a byte at a time by getc, never from
				   stdio's buffer (the path of a C library
				   other than glibc; set by test_io to
				   compare the two) */
	int ours;		/* line 1 is attnkit's provenance comment */
	char prov[160];		/* line 1's first bytes when it is the
				   provenance comment after its byte-order
				   mark and '\r' are dropped (a tool's
				   output an editor saved: ours is 0), else
				   "" (filekind.h: what the file is) */
	int nl, cr;		/* the current line ended in '\n'; a '\r'
				   before it (or before EOF) was dropped:
				   its bytes in the file are line, then
				   "\r" if cr, then "\n" if nl */
	int sniffed;		/* gzip's magic looked for (the first read) */
	struct ak_gz *gz;	/* the gzip layer under fp, or NULL */
	long long off;		/* the bytes of the lines before this one */
	long long base;		/* the file's byte where off counts from
				   (ak_reader_open_at's off; else 0) */
	int head;		/* line 1: 1 word2vec's "V d", 2 a UTF-16
				   byte-order mark (FF FE), 3 (FE FF) */
	int bom8;		/* line 1 began with UTF-8's byte-order
				   mark EF BB BF (dropped from line) */
	int idfd;		/* the file's descriptor (under gzip's
				   stream too) ... */
	ak_file_id id;		/* ... and its id at open (ak_reader_open;
				   a stretch's: the cut's, ak_line_cuts):
				   the end of the file (ak_reader_next's 0)
				   is checked against it, and a stretch's
				   end with ak_reader_unchanged */
} ak_reader;

/*
 * AK_LINE_MAX: the longest line any reader accepts, 1 GiB (2^30 bytes):
 * no line of a corpus, tokens, vocabulary, embeddings, model, mask or
 * count file is near it; a file with such a "line" is not text.
 */
#define AK_LINE_MAX ((size_t)1 << 30)

/*
 * ak_line_max: the longest line (bytes, without its newline) a reader
 * opened now accepts: a sixteenth of the memory the run may plan on —
 * the memory given to ak_line_set_memory (a tool's -M), or mem.h
 * ak_mem_bytes (RAM, ulimit -v) when that is less — at least 64 KiB and
 * at most AK_LINE_MAX.  A line is held once in the reader (its buffer
 * grows to the line) and its fields are copied by the caller: a sixteenth
 * leaves the rest of the budget to the data the lines make.  No errors.
 */
size_t ak_line_max(void);

/*
 * ak_line_set_memory: the memory (bytes, > 0) ak_line_max takes its
 * sixteenth of: a tool's -M (cli.h ak_cli_budget); 0 goes back to
 * ak_mem_bytes.  Call it while parsing options.
 */
void ak_line_set_memory(double bytes);

/*
 * ak_reader_open: open `path` ("-" or NULL = standard input).  Returns 0, or
 * -1 with "PATH: strerror" in e (errno kept).  A regular file (standard
 * input too, redirected from one) has its id taken (ak_file_id_get): at
 * the end of the file ak_reader_next checks it is still the same
 * (ak_file_unchanged), so a file truncated, appended to or rewritten
 * while it is read is an error, not a mix of two versions.
 * ak_reader_unchanged: that check now (a reader that stops before the
 * end: a stretch); 0 or -1.
 */
int ak_reader_unchanged(const ak_reader *r, ak_err *e);
/* ak_reader_blame: rc, a reading's result; when it failed (rc != 0) on a
 * file that has changed since its open, the error in e becomes the
 * change's (ak_file_unchanged's): a line that a rewrite cut in two, read
 * as bad data, is the change's doing, and -j 1 and -j 2 say the same.
 * On a gzip'd file the rest is read (as gzip -t does): corrupt deflate
 * data decodes to garbage until its member's CRC says so, so a line
 * refused before that is the corruption's doing, and e becomes "FILE:LINE:
 * corrupt gzip data (zlib: ...): the data before it is not the file's
 * either (gzip -t FILE; the error it gave: ...)"; not when e already is
 * the gzip layer's error (a read that failed on it). */
int ak_reader_blame(ak_reader *r, int rc, ak_err *e);
int ak_reader_open(ak_reader *r, const char *path, ak_err *e);

/*
 * ak_reader_open_was: ak_reader_open for a second read of a file whose
 * first read began at the id was (ak_file_id_of; NULL or was->ok 0: no
 * check): the file open now must still be that one, unchanged, else
 * ak_file_unchanged's "NAME: changed while it was read (...)" and -1
 * (nothing left open).
 */
int ak_reader_open_was(ak_reader *r, const char *path, const ak_file_id *was,
    ak_err *e);

/*
 * ak_reader_open_at: ak_reader_open of the file path from byte off, the
 * start of line lineno + 1 (off > 0: a line break ends the byte before
 * it, and lineno >= 1 lines are before it, so that the first line's rules
 * — gzip's magic, the provenance comment, a byte-order mark — are not
 * asked again); r->off counts from off.  A stretch of a file read by one
 * thread while others read the rest (spcount-split.c).  Returns 0, or -1
 * with "PATH: strerror" in e.
 */
int ak_reader_open_at(ak_reader *r, const char *path, long long off,
    long lineno, ak_err *e);

/*
 * ak_line_cuts: the file path cut into n stretches of whole lines, of
 * about equal bytes: cut[0] = 0, cut[n] its size, cut[t] (0 < t < n) the
 * start of the first line that starts at or after byte t·size/n (a
 * stretch is empty where one line spans the cut; ppmi-svd-slurm cuts its
 * shards by lines).  cut: n + 1 offsets.  Returns 0; 1 where path cannot
 * be cut (standard input, not a regular file — a pipe —, or gzip:
 * each read once, from its start); or -1 with "PATH: strerror" in e.
 * id (may be NULL) gets the file's id when it was cut: the stretches'
 * readers take it as theirs (r->id), so a file changed, or another one
 * put in its place, between the cut and a stretch's end is an error.
 */
int ak_line_cuts(const char *path, size_t n, long long *cut,
    ak_file_id *id, ak_err *e);

/*
 * ak_reader_open_stream: read the open stream fp (not closed by
 * ak_reader_close) under name, from where fp is now, with line numbers
 * from 1: a second pass over lines a first pass copied to a temporary
 * file (attn-map --batch of standard input), which then carry the
 * messages of the first.  No errors.
 */
void ak_reader_open_stream(ak_reader *r, FILE *fp, const char *name);

/*
 * ak_reader_next: read the next line into r->line / r->len.
 * Returns 1 if a line was read, 0 at end of input, -1 with "NAME:LINE:
 * ..." in e on: a read error ("read error: strerror"), a line longer than
 * r->max, the CR of a CRLF end not counted ("line longer than N MB ...",
 * and when its first r->max + 1 bytes hold a CR "; it holds carriage
 * returns: lines that end in CR alone (classic Mac)? convert them with tr
 * '\r' '\n'"), memory for the line that cannot
 * be had ("out of memory for a line of N bytes or more"), a NUL byte, a
 * gzip or fastText .bin file (above, at line 1),
 * a file of the tools cut short (above), a first line that is a comment
 * ('#') holding a CR (lines ended by CR alone: ak_reader_cr_alone's
 * error), or (with check_utf8) invalid
 * UTF-8.  Only the end of the stream is 0.  A NUL byte, or invalid UTF-8
 * at line 1, says what the file likely is, and what reads it: UTF-16 (a
 * byte-order mark FF FE or FE FF at its start, or a NUL every second
 * byte around the NUL: "...: UTF-16LE text? ... iconv -f UTF-16LE -t
 * UTF-8"), or word2vec's binary format (a NUL after a line 1 "V d": "...:
 * word2vec's binary format? ... word2vec-bin").
 */
int ak_reader_next(ak_reader *r, ak_err *e);

/*
 * ak_reader_magic: up to n of the first bytes of r's file (decompressed
 * when it is gzip) into b, without taking them: the next ak_reader_next
 * reads them.  Call before the first line is read.  Returns how many
 * (fewer than n at the end of the file), or -1 with "NAME:1: ..." in e (a
 * read error, corrupt gzip).
 */
int ak_reader_magic(ak_reader *r, unsigned char *b, size_t n, ak_err *e);

/*
 * ak_reader_strerror: why the last read of r->fp failed: the gzip
 * layer's message (gz.h ak_gz_error) when it has one, else strerror of
 * errno (EIO when errno is 0).  For readers of r->fp's bytes by other
 * means (the word2vec binary records).  No errors.
 */
const char *ak_reader_strerror(const ak_reader *r);

/*
 * ak_is_provenance: 1 if line (n bytes, as read: before its '\r' or a
 * byte-order mark is dropped; no NUL needed at line[n]) is the provenance
 * comment the tools write as their first line, else 0; no errors.  The
 * rule, the shape of cli.h ak_provenance's "# PROG ARGS... (attnkit
 * VERSION)" (and of the other writers of that line: attn-train addr's,
 * ppmi-svd-slurm's, attn-map --html's page):
 *
 *	"# " TEXT " (attnkit " VERSION ")"	the whole line
 *
 * TEXT any bytes, even none ("# " and the tag's space are two bytes: the
 * writer puts "# " before PROG and " (attnkit " after its arguments);
 * VERSION one byte or more, none of them a space or a parenthesis (the
 * writers' AK_VERSION, a word).  So "# x (attnkit 0.1.0)" and "#  (attnkit
 * 1)" are; "# x (attnkit )" (no version), "# (attnkit 1)" (no space of
 * its own before the tag), "# x (attnkit 1))" and a line ending in "\r"
 * are not.  ak_reader_next asks it of line 1 as read (ours: the cut-short
 * rule above) and after those are dropped (prov: what the file is);
 * tests/fuzz/lines-ref.h, the reader's model, asks the same.
 */
int ak_is_provenance(const char *line, size_t n);

/*
 * ak_binary_hint: what a line that is not UTF-8 (line[0..len), line
 * lineno of its file) is, when its first bytes say it for certain: at
 * line 1 the magic of a binary count file (counts.h AK_COUNTS_BIN_MAGIC,
 * which no text starts with: 0x89 is a UTF-8 continuation byte) gives
 * ": a binary count file (ppmi-svd --count --count-format binary), not
 * text: read it with ppmi-svd --from-counts"; at a later line the same
 * magic, ": a binary count file starts here (its magic): files joined with
 * cat? give each count file as an operand ..."; else "".  For the end of
 * an "invalid UTF-8" error.  No errors.
 */
const char *ak_binary_hint(const char *line, size_t len, long lineno);

/*
 * ak_header_again_hint: the command that keeps the first file's header
 * only when files with a header on line hline were joined (cat): "tail -n
 * +H on the others" with H = hline + 1 (attnkit's own files have their
 * provenance line first, their header on line 2: tail -n +2 would keep
 * it), and with ours (line 1 is attnkit's provenance line) that reason.
 * Into buf (n bytes); returns buf.  No errors.
 */
char *ak_header_again_hint(char *buf, size_t n, long hline, int ours);

/*
 * ak_reader_too_long: the error of a line (the one after r->lineno) longer
 * than r->max, "NAME:LINE: line longer than N MB, a sixteenth of the M MB
 * of memory this run may use (...)" or "... the longest line attnkit reads
 * (...)", into e, for a reader that reads r's bytes by other means (the
 * word2vec look-ahead, lib/embed/embfile.c).  Returns -1.
 */
int ak_reader_too_long(const ak_reader *r, ak_err *e);
/*
 * ak_reader_foreign: 1 with "NAME:1: ..." in e when line 1's first bytes
 * seen so far, r->line[0..n) then s[0..m) (nul 1: a NUL follows them),
 * are a file no reader of lines takes: gzip'd twice, a fastText .bin, a
 * zip, 7-Zip or RAR archive, xz, zstd, lz4, compress (.Z) or bzip2 data,
 * a table in a binary format (Parquet, Arrow IPC file or stream, Feather,
 * ORC, HDF5, a Python pickle, a NumPy .npy, SQLite, Stata's .dta: pandas'
 * and Hugging Face's; the message names the Python that writes it as
 * CSV) (io-magic.c), the message naming what reads or extracts it; else
 * 0.
 */
int ak_reader_foreign(const ak_reader *r, const char *s, size_t m, size_t n,
    int nul, ak_err *e);
/*
 * ak_reader_zip: 1 with "NAME:1: a zip archive ..." in e when h[0..k),
 * the file's first bytes, start with zip's local header 50 4b 03 04:
 * what wrote it by its members' names (io-zip.c; more 1: r->fp goes on
 * right after h, and up to 16 MiB more of it are read, its local headers
 * one after another, then its central directory, until a name says): an
 * office file whatever its first member ('xl/...': an Excel workbook,
 * .xlsx, as Excel and openpyxl, whose first is 'docProps/app.xml', write
 * it; 'word/...' .docx; 'ppt/...' .pptx; a 'mimetype' holding
 * application/vnd.oasis.opendocument.spreadsheet, .text or .presentation:
 * LibreOffice's .ods, .odt, .odp; '[Content_Types].xml', 'docProps/...',
 * '_rels/...', 'content.xml' or 'META-INF/manifest.xml' and no more: an
 * office document) with the ways to CSV or text; Apple's iWork (a member
 * '*.iwa', Apple's binary: Numbers, Pages or Keynote by the file's
 * extension, else Numbers by 'Index/Tables/' or 'Index/CalculationEngine',
 * Keynote by 'Index/Slide', else all three named) with its application's
 * File, Export To; NumPy's .npz, PyTorch's
 * torch.save by the first member ('*.npy', '*data.pkl'); else that member
 * named with unzip's commands; 0 when h is no zip.  The stream is read
 * on: for a refusal only.
 */
/*
 * ak_reader_gunzipped: the name gunzip -k writes for r's file, read
 * through gzip (r->gz) and named NAME.gz: NAME in buf[0..cap), returned;
 * else NULL.  ak_reader_gunzip_note: with that name, " (the file is
 * gzip-compressed: gunzip -k NAME.gz first, which writes NAME)" added to
 * e's message, whose commands then name NAME (a gzip'd .xlsx, .parquet:
 * pandas and unzip read neither through gzip); with NULL, nothing.
 */
const char *ak_reader_gunzipped(const ak_reader *r, char *buf, size_t cap);
void ak_reader_gunzip_note(const ak_reader *r, const char *plain,
    ak_err *e);
int ak_reader_zip(const ak_reader *r, const unsigned char *h, size_t k,
    int more, ak_err *e);

/*
 * ak_reader_zip_line: line 1 (r->line, n bytes, then its newline when nl)
 * of a zip whose header holds a '\n' before any NUL (a stored member of
 * version 10, 0a 00: Info-ZIP's zip -0): its members named as
 * ak_reader_zip names them, the stream going on after the newline.  0
 * when line 1 starts no zip, else -1 with "NAME:1: a zip archive ..."
 * in e.
 */
int ak_reader_zip_line(const ak_reader *r, size_t n, int nl, ak_err *e);
/*
 * ak_name_showable: 1 when the n bytes at p, a name read from inside a
 * file (an archive member's, a tar header's), may be quoted in a
 * message: n > 0, valid UTF-8, no control byte (below 0x20, 0x7f) and no
 * "'" (the message quotes it so); else 0.  No errors.  (io-zip.c)
 */
int ak_name_showable(const unsigned char *p, size_t n);

/*
 * ak_reader_rdata: after line 1, when it is 'X' (saveRDS's .rds, gzip'd by
 * default: read decompressed) or 'RDX2' / 'RDX3' (save's .RData) and the
 * bytes after it are R's serialization (an int32 format version 2 or 3,
 * big-endian: 00 00 00 02 or 03; after 'X' and a newline for .RData),
 * looked at without being taken: -1 with "NAME:1: an R object in R's
 * binary format (...), not text: write it as CSV from R: Rscript -e ..."
 * in e; else 0.  The line ended in a newline ('\r' allowed).
 */
int ak_reader_rdata(ak_reader *r, ak_err *e);

/* ak_filter_cmd's gz: look at the file's first bytes, by its name */
#define AK_GZ_LOOK (-1)

/*
 * ak_filter_cmd: the one builder of the command a message names to run
 * prog over file (prog a filter and its arguments, quoted as the shell
 * takes them: "sed 1d", "cut -f2-", "awk '{print $2}'", "tr ',' '\t'",
 * "iconv -f cp1251 -t UTF-8", "python3 -c '...'"): "PROG FILE" ("PROG <
 * FILE" for tr, which reads standard input alone, and awk, which takes
 * an operand holding '=' for an assignment), or "zcat FILE | PROG"
 * when the file is gzip, which every reader reads but the program would
 * garble (python3, which opens its file by name, sys.argv[1], is given
 * /dev/stdin after zcat).  gz: 1 gzip (a reader's r->gz: certain, and
 * standard input too), 0 plain, AK_GZ_LOOK: gzip when the file starts
 * with gzip's bytes 1f 8b, looked at again by name (standard input and a
 * file that cannot be opened are plain).  "<stdin>", "-" and "FILE" (a
 * caller's name for standard input) are named "FILE", never looked at.
 * Into buf (n bytes, cut at n - 1); returns buf.  No errors.
 */
char *ak_filter_cmd(char *buf, size_t n, const char *prog, const char *file,
    int gz);

/*
 * ak_sed_cmd: ak_filter_cmd of "sed SCRIPT" over file, gzip looked at by
 * name (AK_GZ_LOOK): "sed SCRIPT FILE", or "zcat FILE | sed SCRIPT" (the
 * script quoted as the shell takes it).  Into buf (n bytes); returns
 * buf.  No errors (a file that cannot be opened is taken as plain).  A
 * caller holding the reader gives ak_filter_cmd its r->gz instead.
 */
char *ak_sed_cmd(char *buf, size_t n, const char *script, const char *file);

/*
 * ak_reader_tar: 1 with "NAME:1: a tar archive, not text (...): extract
 * its file first (tar -tf NAME ...; tar -xOf NAME MEMBER > FILE.txt)" in
 * e when h[0..k), the first k bytes of r's stream (decompressed: a
 * .tar.gz says so), are a tar archive's first header: ustar's magic at
 * byte 257 (its first member named from the whole 512 bytes); else 0.
 * A tar header's name holds a NUL within line 1, so the reader looks
 * there (io.c, the NUL's error).
 */
int ak_reader_tar(const ak_reader *r, const unsigned char *h, size_t k,
    ak_err *e);
/*
 * ak_nul_block: of a NUL at s[k] of the piece after a line's n bytes
 * line[0..n), the byte 2, 4 and 6 bytes before it when they are one and
 * from 1 to 0x1F, not TAB, LF or CR (UTF-16 letters of one block:
 * Cyrillic's 04), for ak_reader_nul's blk; else 0.  No errors.
 */
int ak_nul_block(const char *line, size_t n, const char *s, size_t k);
/*
 * ak_reader_nul: the error of a NUL byte at offset at of the stream
 * (r->off + the bytes of the line before it), x the four bytes after it
 * (EOF past the end): what the file likely is.  UTF-32 by its byte-order
 * mark (FF FE 00 00: the NUL at byte 2 and the next byte 0; 00 00 FE FF:
 * the NUL at byte 0, then 0 FE FF), which UTF-16's FF FE begins; UTF-16 by
 * its byte-order mark at line 1 (r->head, or the line's first bytes b0
 * b1), or by a NUL every second byte: the next four bytes x read x1 0 x3
 * 0, x1 and x3 not NUL (ASCII in UTF-16, three NULs two bytes apart; LE
 * when the NUL's offset is odd), or x0 h x2 h, h a block's number below
 * 0x30 (a script's letters after a space: Cyrillic's 04, Greek's 03,
 * Arabic's 06), or blk (the line's bytes 2, 4 and 6 before the NUL, one
 * block's number below 0x20, 0 when not so: 'Привет, ' is 1F 04 ... 42
 * 04 2C 00 in UTF-16LE, its first NUL the comma's) with a NUL two bytes
 * on (x1 0); UTF-32 without a mark by 0 0 x2 0 (ASCII
 * in UTF-32: LE when the NUL is byte 1 of 4, BE when byte 0); else
 * word2vec's binary records after a header "V d".  -1 with "NAME:LINE: NUL
 * byte in line..." in e (io-magic.c).
 */
int ak_reader_nul(const ak_reader *r, long long at, int b0, int b1,
    int blk, const int *x, ak_err *e);

/*
 * ak_reader_cr_alone: a CR inside r's current line (one before its
 * newline was dropped) means the file's lines end in CR alone (old Mac, a
 * spreadsheet's "CSV (Macintosh)"), read as one line: for the readers
 * whose formats hold no CR (embeddings, evaluation sets).  0, or -1 with
 * "NAME:LINE: a CR inside the line: its lines end in CR alone ...?
 * convert them with tr '\r' '\n' < NAME > FILE".
 */
int ak_reader_cr_alone(const ak_reader *r, ak_err *e);

/* ak_reader_close: free the buffer, close the file unless it is stdin. */
void ak_reader_close(ak_reader *r);

/*
 * ak_reader_where: "NAME:LINE" of the current line, for messages.  Points
 * into a static buffer of the calling thread's, overwritten by its next
 * call.
 */
const char *ak_reader_where(const ak_reader *r);

/*
 * ak_split_tab: split s in place at TABs into at most max fields; returns the
 * number of fields found (which may exceed max: the extra ones are not
 * stored).  An empty string has one empty field.
 */
size_t ak_split_tab(char *s, char **fields, size_t max);

/*
 * Atomic output.  ak_out_open(path) with path NULL or "-" gives stdout;
 * otherwise a temporary file in the directory of PATH (of the file PATH
 * names once its symbolic links are followed, as sort -o writes through a
 * link), named PATH by ak_out_commit and removed by ak_out_abort, so that
 * an error never leaves a partial file.  The temporary is an unnamed
 * O_TMPFILE where the filesystem and /proc allow it — given its name at
 * commit by linkat(2), straight to PATH when there is none, else to
 * "PATH.XXXXXX" renamed over PATH — so that SIGKILL leaves nothing; else
 * a file "PATH.XXXXXX" created at once and renamed at commit.  A PATH
 * naming a descriptor of the process (/dev/stdout, /dev/stderr,
 * /dev/fd/N, /proc/self/fd/N, a link to one) open for writing is written
 * on it in place, as stdout is (the shell's > /dev/fd/N: -o /dev/stdout
 * >> log appends); one not open, open only for reading, or open for
 * reading and writing on a file without O_APPEND (N<>FILE) is an error
 * ("PATH: Bad file descriptor", "PATH: the descriptor is open only for
 * reading", "... for reading and writing (<>) on a file ...").  ak_out_open refuses a path that names the same
 * regular file as one of the `inputs` (NULL-terminated list, may be NULL;
 * "-" there is standard input, compared by device and inode: a tool lists
 * "-" when it reads standard input): "PATH: output would overwrite an
 * input[ (standard input)]", a usage error (AK_ERR_USAGE, exit 2), as an
 * input named twice is.
 *
 * Signals: while a temporary file exists, SIGHUP, SIGINT, SIGQUIT, SIGPIPE,
 * SIGTERM, SIGXCPU and SIGXFSZ remove it and then end the process by the
 * same signal (exit status 128+N in the shell); a signal ignored when the
 * first output is opened (nohup) stays ignored.  The handler is installed
 * by the first ak_out_open of a file and stays; it does nothing when no
 * temporary file is open.  At most 16 outputs are guarded at once.
 * exit(3) (cli.h ak_xfail after an error) removes a temporary file not yet
 * committed or aborted as well, and so does ak_out_cleanup (for an exit
 * that skips the atexit handlers: lib/cmd/cli.c ak_xexit).
 *
 * Mode: a new file gets 0666 less the umask (the temporary is created so);
 * a file replaced keeps its permission bits (and its group when the user
 * is in it), as with sort -o or cp.
 *
 * ak_out_commit flushes first, also standard output and a device (-o
 * /dev/full: nothing to rename), so that a write error is never dropped at
 * exit: "NAME: No space left on device" (NAME the path as given, or
 * "<stdout>"), the cause left by an earlier failed write, or "NAME: write
 * error" when none is left.
 *
 * gzip: a PATH that ends in ".gz" (not standard output) is written
 * gzip-compressed (gz.h: level 6, no name and no time in its header, so
 * that the same output makes the same bytes); fp takes the text and
 * ak_out_commit finishes the gzip member before the file is named.
 *
 * All return 0 / -1 with a message in e.
 */
typedef struct ak_out {
	FILE *fp;
	char *path;		/* final path, NULL for stdout */
	char *tmp;		/* temporary path */
	char *name;		/* name in messages ("<stdout>" when NULL) */
	int slot;		/* 1 + the signal guard's slot of tmp, or 0 */
	int unnamed;		/* the temporary is an O_TMPFILE (tmp unused
				   until commit) */
	FILE *raw;		/* the file's own stream under fp when fp
				   compresses (a PATH ending in .gz), or
				   NULL */
} ak_out;

int ak_out_open(ak_out *o, const char *path, const char *const *inputs,
    ak_err *e);
int ak_out_commit(ak_out *o, ak_err *e);
void ak_out_abort(ak_out *o);
/* ak_out_std_held: descriptor FD (0 to 2) was closed when the tool
 * started and is held on /dev/null (lib/cmd/cli.c): a name of it given
 * to ak_out_open (/dev/stdout, /dev/fd/1 ...) is refused as closed, exit
 * 2, not judged by how /dev/null is open.  No errors. */
void ak_out_std_held(int fd);
/* ak_out_name: the name messages give o's output (open: after
 * ak_out_abort it is "<stdout>"), the one ak_out_commit gives: the path
 * as given, or "<stdout>" for standard output (no -o, or -o -), in every
 * tool.  No errors. */
static inline const char *
ak_out_name(const ak_out *o)
{
	return o->name ? o->name : o->path ? o->path : "<stdout>";
}
/* ak_out_cleanup: remove every temporary output neither committed nor
 * aborted (what the atexit handler does); for an exit by _exit(2).  No
 * errors. */
void ak_out_cleanup(void);

/*
 * ak_same_output: 1 if two outputs of one run, a and b as -o takes them
 * (NULL or "-": standard output), would write one file, so that one would
 * replace the other; else 0.  They are the same when both are standard
 * output; when one is and the other names the file open as standard
 * output (/dev/stdout, or the file the shell redirected it to); when both
 * name one existing file (device and inode: a hard link, a symbolic link);
 * and, the file there or not, when ak_out_open would give both one name:
 * symbolic links followed as it follows them (a link to a file not made
 * yet), then the real path of the directory (realpath(3): "./x",
 * "sub/../x", an absolute path, a linked directory) and the last name.
 * A character device (/dev/null, a terminal) is never the same output: it
 * takes both.  A path whose directory does not exist is compared as
 * written (its open fails anyway).  No errors.
 */
int ak_same_output(const char *a, const char *b);

/*
 * ak_stdin_uses: how many of the inputs (NULL-terminated list, may be
 * NULL) are standard input: "-", or a symbolic link to the file open as
 * standard input (device and inode: /dev/stdin, /dev/fd/0,
 * /proc/self/fd/0).  A tool refuses two, since the second reader would
 * see an empty input and report a wrong error ("no word pairs" for pairs
 * given on standard input), or read a regular file again from its start
 * (/dev/stdin reopens it: ppmi-svd --count /dev/stdin /dev/stdin counted
 * every pair twice).
 */
size_t ak_stdin_uses(const char *const *inputs);

/*
 * ak_inputs_twice: whether two of files[0..n) name the same file (device
 * and inode, as ak_out_open compares; "-" is the file open as standard
 * input; character devices such as /dev/null are never the same): 1 with
 * the first such pair in *a < *b, else 0.  For the operands a tool reads
 * in turn and sums (a corpus, count shards): the same file twice would be
 * counted twice.  No errors (a file that cannot be stat'ed is no match:
 * its reader says why).
 */
int ak_inputs_twice(const char *const *files, size_t n, size_t *a,
    size_t *b);

/*
 * ak_tmpfile: a temporary file open for reading and writing ("w+"), in the
 * directory $TMPDIR names (when set and not empty), else /tmp, as sort(1)
 * does: tmpfile(3) ignores TMPDIR, and /tmp is often small or in memory
 * while the counter's runs can take gigabytes.  The file has no name
 * (O_TMPFILE) or, where the file system makes none, is unlinked at once,
 * so it goes when it is closed or the process ends.  what names the
 * data for the message.  Returns the stream, or NULL with e set: "WHAT: a
 * temporary file in DIR: strerror(errno)".
 */
FILE *ak_tmpfile(const char *what, ak_err *e);

/*
 * ak_stream_copy: the bytes of the temporary file from (ak_tmpfile),
 * from its start, written to to.  what names from, toname to, for the
 * messages: "WHAT: reading back: strerror", "TONAME: strerror".
 * Returns 0 or -1.
 */
int ak_stream_copy(FILE *to, FILE *from, const char *what,
    const char *toname, ak_err *e);

/* ak_tmpdir: the directory of ak_tmpfile's files ($TMPDIR, else /tmp), for
 * the messages of a write error there.  No errors. */
const char *ak_tmpdir(void);

#endif
