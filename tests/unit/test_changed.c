/*
 * test_changed.c — the readers that take bytes by fread, past the line
 * reader's end check (io.h ak_file_unchanged, test_split), refuse a file
 * changed while they read it as the line readers do: word2vec's binary
 * records (embfile-bin.c), fastText's .bin model (fasttext.c), a binary
 * count file (counts-bin.c through the merge) and a reducer's range of a
 * count file (--rows: counts-seek.c's search, counts-merge.c's range).
 * Each is read as it was (no error), then with the file changed after
 * its reader opened it, before or between its records: grown, cut (an
 * error the cut makes, a record cut short, is the change's) or written in
 * place at its size (its times set back first, so that the write moves
 * them whatever the clock's tick).  The files are small: stdio holds all
 * of a file at the first read, and only the check can tell.
 */
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "counts.h"
#include "counts-int.h"
#include "embfile.h"
#include "embfile-int.h"
#include "io.h"
#include "spcount.h"
#include "t.h"
#include "t-files.h"

#define NW 60			/* words of the count files */

/* fastText's .bin (fasttext.h; tests/fuzz/seeds.sh's ft-small.bin): dim
 * 2, bucket 3, the words 'ab' and 'c', the input matrix 5 x 2, then the
 * output matrix 2 x 2, which the reader does not use */
static const char ftbin[] =
	"\272\026\117\057\014\000\000\000\002\000\000\000\005\000\000\000"
	"\001\000\000\000\001\000\000\000\005\000\000\000\001\000\000\000"
	"\002\000\000\000\002\000\000\000\003\000\000\000\001\000\000\000"
	"\002\000\000\000\144\000\000\000\055\103\034\353\342\066\032\077"
	"\002\000\000\000\002\000\000\000\000\000\000\000\012\000\000\000"
	"\000\000\000\000\377\377\377\377\377\377\377\377\141\142\000\005"
	"\000\000\000\000\000\000\000\000\143\000\003\000\000\000\000\000"
	"\000\000\000\000\005\000\000\000\000\000\000\000\002\000\000\000"
	"\000\000\000\000\000\000\000\077\000\000\200\277\000\000\000\100"
	"\000\000\200\076\000\000\200\077\000\000\200\077\000\000\000\300"
	"\000\000\000\000\000\000\000\076\000\000\100\100\000\002\000\000"
	"\000\000\000\000\000\002\000\000\000\000\000\000\000\000\000\000"
	"\000\000\000\000\000\000\000\000\000\000\000\000\000";

enum { SAME, GROW, CUT, INPLACE };
static const char *const said[] = { "", "grown from", "cut from",
    "modified in place" };

/* the file's times set back (a write then moves them) */
static void
set_old(const char *path)
{
	struct timespec ts[2] = { { 946684800, 0 }, { 946684800, 0 } };

	(void)utimensat(AT_FDCWD, path, ts, 0);
}

/* change path as how says: 4 bytes appended; cut to keep bytes; its
 * byte at off written over (its size kept) */
static void
change(const char *path, int how, long keep, long off)
{
	FILE *fp;

	if (how == SAME)
		return;
	if ((fp = fopen(path, how == GROW ? "ab" : "r+b")) == NULL)
		abort();
	if (how == GROW)
		fputs("zzzz", fp);
	else if (how == CUT) {
		if (ftruncate(fileno(fp), keep) != 0)
			abort();
	} else {
		int c;
		if (fseek(fp, off, SEEK_SET) != 0 || (c = getc(fp)) == EOF ||
		    fseek(fp, off, SEEK_SET) != 0)
			abort();
		putc(c ^ 1, fp);
	}
	fclose(fp);
}

/* the result of a read: rc 0 for SAME, else -1 and the change said */
static void
said_ok(int how, int rc, const ak_err *e, const char *what)
{
	char name[200];

	snprintf(name, sizeof name, "%s: %s", what, how == SAME ? "read as it "
	    "was" : said[how]);
	if (how == SAME)
		T_OK(rc == 0, name);
	else
		T_OK(rc == -1 && strstr(e->msg, ": changed while it was read (")
		    != NULL && strstr(e->msg, said[how]) != NULL, name);
}

/* word2vec binary, "2 2" then the records 'a' and 'b' (newline after
 * each, as word2vec.c writes them): the header read, then the change,
 * then the records (embfile-bin.c emb_bin_rows) */
static void
check_w2v_bin(void)
{
	static const char f[] = "2 2\n" "a \0\0\x80\x3f\0\0\0\x40\n"
	    "b \0\0\x40\x40\0\0\x80\x40\n";

	for (int how = SAME; how <= INPLACE; how++) {
		const char *path = t_put("w.bin", f, sizeof f - 1);
		ak_table t = { 0 };
		ak_reader r;
		ak_err e = { .msg = "" };
		rd s;
		int rc;

		set_old(path);
		if (ak_reader_open(&r, path, &e) != 0 ||
		    ak_reader_next(&r, &e) != 1)
			abort();
		/* cut inside record 2's vector; in place: its last value */
		change(path, how, 20, 24);
		memset(&s, 0, sizeof s);
		s.t = &t;
		s.z.memory = SIZE_MAX;
		s.name = r.name;
		s.opt = "--load-format";
		s.forced = 1;
		s.fmt = AK_EMB_W2V_BIN;
		s.d = 2;
		s.V = 2;
		bsrc b = { &r, NULL, 0, 0 };
		rc = emb_bin_rows(&s, &b, 2, &e);
		if (rc == 0 && ak_table_fill_end(&t, &s.z, r.name, &e) != 0)
			rc = -2;
		said_ok(how, rc, &e, "word2vec binary");
		if (how == SAME)
			T_OK(rc == 0 && t.rows == 2 && t.x[0] == 1 && t.x[3] ==
			    4, "word2vec binary: its values");
		free(s.f);
		ak_table_free(&t);
		ak_reader_close(&r);
	}
}

/* fastText's model: opened, changed, read (fasttext.h ak_ft_read) */
static void
check_fasttext(void)
{
	for (int how = SAME; how <= INPLACE; how++) {
		const char *path = t_put("m.bin", ftbin, sizeof ftbin - 1);
		ak_table t = { 0 };
		ak_ft ft;
		ak_reader r;
		ak_err e = { .msg = "" };
		int rc;

		set_old(path);
		if (ak_reader_open(&r, path, &e) != 0)
			abort();
		/* cut in the input matrix; in place: the output matrix's
		 * last byte, which is not read */
		change(path, how, 150, (long)sizeof ftbin - 2);
		rc = ak_ft_read(&t, &ft, &r, SIZE_MAX, 0, &e);
		said_ok(how, rc, &e, "fastText .bin");
		if (how == SAME)
			T_OK(rc == 0 && t.rows == 2 && t.cols == 2,
			    "fastText .bin: its 2 words");
		if (rc == 0) {
			ak_table_free(&t);
			ak_ft_free(&ft);
		}
		ak_reader_close(&r);
	}
}

/* the words w00 .. w59 (their byte order is their ids') */
static char wbuf[NW][8], *words[NW];

/* a counter of every word beside the next two, written as text or
 * binary count file to path */
static void
write_counts(const char *path, int binary)
{
	char set[AK_COUNTS_SETTINGS_MAX];
	long ids[NW];
	ak_spcount c;
	ak_err e;
	FILE *fp = fopen(path, "wb");

	for (long i = 0; i < NW; i++)
		ids[i] = i;
	ak_counts_settings(set, 2, AK_WEIGHT_FLAT, NULL, NULL, 0, 0, 0, 0, 0);
	if (fp == NULL || ak_spcount_init(&c, 2, AK_WEIGHT_FLAT, AK_OOV_SKIP,
	    (size_t)1 << 24, &e) != 0 || ak_spcount_add(&c, ids, ids, NW,
	    &e) != 0 || (binary ? ak_counts_write_bin(fp, &c, set, NULL, words,
	    NW, words, NW, &e) : ak_counts_write(fp, &c, words, words, NW,
	    &e)) != 0 || fclose(fp) != 0)
		abort();
	ak_spcount_free(&c);
}

/* a merge's cells to its end: 0, or -1; *n the cells given */
static int
drain(ak_cmerge *m, size_t *n, ak_err *e)
{
	const char *w, *c;
	uint64_t u;
	int rc;

	while ((rc = ak_cmerge_next(m, &w, &c, &u, e)) == 1)
		(*n)++;
	return rc;
}

/* a binary count file: the merge opened (its header read), one cell
 * given, the change, the rest */
static void
check_counts_bin(void)
{
	char *paths[1];
	struct stat st;

	for (int how = SAME; how <= INPLACE; how++) {
		const char *path = t_put("c.bin", "", 0);
		ak_cmerge *m = NULL;
		ak_err e = { .msg = "" };
		size_t n = 0;
		int rc;

		write_counts(path, 1);
		set_old(path);
		if (stat(path, &st) != 0)
			abort();
		paths[0] = (char *)path;
		if (ak_cmerge_open(&m, paths, 1, 1, NULL, &e) != 0)
			abort();
		const char *w, *c;
		uint64_t u;
		rc = ak_cmerge_next(m, &w, &c, &u, &e) == 1 ? 0 : -2;
		n++;
		change(path, how, (long)st.st_size - 6, (long)st.st_size - 3);
		if (rc == 0)
			rc = drain(m, &n, &e);
		said_ok(how, rc, &e, "binary count file");
		if (how == SAME)
			T_OK(rc == 0 && n == 2 * (NW - 1) + 2 * (NW - 2),
			    "binary count file: its cells, each word's with "
			    "the two on each side");
		ak_cmerge_close(m);
	}
}

/* --rows 1/2 of a count file: its bounds found (counts-seek.c), the
 * change (before the range is opened, when, else after its first cell),
 * then the range read to its end, which is not the file's */
static void
check_rows(int before)
{
	char *paths[1], name[64];
	struct stat st;

	for (int how = SAME; how <= INPLACE; how++) {
		const char *path = t_put("c.txt", "", 0);
		ak_cmerge *m = NULL;
		ak_cbounds b;
		ak_err e = { .msg = "" };
		size_t n = 0;
		int rc;

		write_counts(path, 0);
		set_old(path);
		if (stat(path, &st) != 0)
			abort();
		paths[0] = (char *)path;
		rc = ak_counts_bounds(&b, paths, 1, 1, 2, &e);
		T_OK(rc == 0 && b.id[0].ok && b.stop[0] > 0 && b.stop[0] <
		    st.st_size, "--rows 1/2: bounds found, the file's id kept");
		/* in place: a byte of the range's first line */
		if (before)
			change(path, how, 40, 2);
		if (rc == 0)
			rc = ak_cmerge_open_range(&m, paths, 1, 1, NULL, b.lo,
			    b.hi, b.start, b.stop, b.id, &e);
		if (rc == 0 && !before) {
			const char *w, *c;
			uint64_t u;
			rc = ak_cmerge_next(m, &w, &c, &u, &e) == 1 ? 0 : -2;
			n++;
			change(path, how, (long)b.stop[0] - 3, (long)b.stop[0]
			    - 5);
		}
		if (rc == 0)
			rc = drain(m, &n, &e);
		snprintf(name, sizeof name, "--rows 1/2, changed %s",
		    before ? "after the search" : "in the range");
		said_ok(how, rc, &e, name);
		if (how == SAME)
			T_OK(rc == 0 && n > 10 && n < 2 * (NW - 1) + 2 * (NW - 2),
			    "--rows 1/2: some of the cells");
		ak_cmerge_close(m);
		ak_counts_bounds_free(&b);
	}
}

int
main(void)
{
	if (t_dir_make() != 0)
		return 1;
	for (unsigned i = 0; i < NW; i++) {
		snprintf(wbuf[i], sizeof wbuf[i], "w%02u", i % 100);
		words[i] = wbuf[i];
	}
	check_w2v_bin();
	check_fasttext();
	check_counts_bin();
	check_rows(1);
	check_rows(0);
	t_dir_remove();
	return t_done();
}
