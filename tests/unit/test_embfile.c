/*
 * Unit tests of the embeddings files (embfile.h): the same two words read
 * from each format (TSV, word2vec text and binary, GloVe) give the same
 * table, detected and forced; the layouts other programs write (fastText's
 * trailing space, CRLF, no final newline, gensim's binary without newlines,
 * word2vec.c's with them, a '#' word first in GloVe); every error of the
 * family with its FILE:LINE; the writer's bytes and the round trip of each
 * format; the budget's message.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "embfile.h"
#include "t.h"
#include "t-files.h"

static char *names[256];
static size_t nnames;

/* n bytes to a temporary file; its name (removed at the end) */
static const char *
file_of(const void *p, size_t n)
{
	char *name = t_file_of(p, n);

	names[nnames++] = name;
	return name;
}

static const char *
file_str(const char *s)
{
	return file_of(s, strlen(s));
}

/* the binary layout: "V d\n", then word, ' ', d float32 LE, [nl] */
static const char *
file_bin(const char *const *w, const float *x, size_t V, size_t d, int nl,
    const char *lead)
{
	unsigned char buf[4096];
	size_t n = (size_t)snprintf((char *)buf, sizeof buf, "%zu %zu\n", V, d);

	for (size_t i = 0; i < V; i++) {
		n += (size_t)snprintf((char *)buf + n, sizeof buf - n, "%s%s ",
		    i == 0 && lead ? lead : "", w[i]);
		for (size_t j = 0; j < d; j++) {
			uint32_t u;
			memcpy(&u, &x[i * d + j], 4);
			for (int b = 0; b < 4; b++)
				buf[n++] = (unsigned char)(u >> (8 * b));
		}
		if (nl)
			buf[n++] = '\n';
	}
	return file_of(buf, n);
}

/* read path as fmt: 0 and the table, or -1 and e */
static int
rd(ak_table *t, const char *path, ak_emb_format fmt, ak_emb_format *found,
    ak_err *e)
{
	return ak_emb_read(t, path, fmt, "--emb-format", SIZE_MAX, 0, found,
	    e);
}

/* t is the two words free (0.5, -1.25) and call (3, 0.125) */
static int
is_two(const ak_table *t)
{
	return t->rows == 2 && t->cols == 2 &&
	    strcmp(t->labels[0], "free") == 0 &&
	    strcmp(t->labels[1], "call") == 0 && t->x[0] == 0.5 &&
	    t->x[1] == -1.25 && t->x[2] == 3 && t->x[3] == 0.125 &&
	    ak_table_find(t, "call") == 1 &&
	    strcmp(t->colnames[0], "word") == 0 &&
	    strcmp(t->colnames[2], "d2") == 0;
}

/* a file that must fail (format fmt) with a message holding want */
static void
bad(const char *path, ak_emb_format fmt, const char *want, const char *name)
{
	ak_table t;
	ak_err e = { .msg = "" };
	int rc = rd(&t, path, fmt, NULL, &e);
	char d[2200];

	snprintf(d, sizeof d, "%s: got '%s' want '%s'", name, e.msg, want);
	t_check(rc == -1 && strstr(e.msg, want) != NULL &&
	    strchr(e.msg, '\n') == NULL, __FILE__, __LINE__, name, d);
}

static void
check_formats(void)
{
	static const char *const w[] = { "free", "call" };
	static const float x[] = { 0.5f, -1.25f, 3.0f, 0.125f };
	struct {
		const char *path;
		ak_emb_format fmt;
		const char *what;
	} c[] = {
		{ file_str("# made by hand\nword\td1\td2\nfree\t0.5\t-1.25\n"
		    "call\t3\t0.125\n"), AK_EMB_TSV, "tsv" },
		{ file_str("2 2\nfree 0.5 -1.25\ncall 3 0.125\n"), AK_EMB_W2V,
		    "word2vec" },
		{ file_str("2 2\nfree 0.5 -1.25 \ncall 3 0.125 \n"), AK_EMB_W2V,
		    "word2vec, fastText's trailing spaces" },
		{ file_str("2 2\r\nfree 0.5 -1.25\r\ncall 3 0.125"), AK_EMB_W2V,
		    "word2vec, CRLF, no final newline" },
		{ file_str("2 2\nfree 0.5 -1.25"), AK_EMB_W2V, NULL },
		{ file_bin(w, x, 2, 2, 0, NULL), AK_EMB_W2V_BIN,
		    "word2vec-bin as gensim writes it (no newlines)" },
		{ file_bin(w, x, 2, 2, 1, NULL), AK_EMB_W2V_BIN,
		    "word2vec-bin as word2vec.c writes it (newlines)" },
		{ file_bin(w, x, 2, 2, 1, "\n"), AK_EMB_W2V_BIN,
		    "word2vec-bin, a newline in front of a word" },
		{ file_str("free 0.5 -1.25\ncall 3 0.125\n"), AK_EMB_GLOVE,
		    "glove" },
		{ file_str("free  0.5 -1.25\ncall 3   0.125  \n"), AK_EMB_GLOVE,
		    "glove, runs of spaces" },
	};

	for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
		if (c[i].what == NULL)
			continue;
		for (int forced = 0; forced < 2; forced++) {
			ak_table t;
			ak_emb_format f = AK_EMB_AUTO;
			ak_err e = { .msg = "" };
			char name[200];
			int rc = rd(&t, c[i].path, forced ? c[i].fmt :
			    AK_EMB_AUTO, &f, &e);

			snprintf(name, sizeof name, "%s %s: the two words",
			    c[i].what, forced ? "forced" : "detected");
			/* runs of spaces are pandas' to_string() display (its
			   values rounded): refused when detected, naming the
			   format that reads them, which is read when named */
			if (!forced && strstr(c[i].what, "runs of spaces")) {
				snprintf(name, sizeof name, "%s detected: "
				    "refused, --emb-format glove named",
				    c[i].what);
				T_OK(rc == -1 && strstr(e.msg, "aligned by runs "
				    "of spaces") != NULL && strstr(e.msg,
				    "--emb-format glove reads the rows") != NULL,
				    name);
				continue;
			}
			T_OK(rc == 0 && f == c[i].fmt && is_two(&t), name);
			if (rc != 0)
				printf("# %s\n", e.msg);
			else
				ak_table_free(&t);
		}
	}
	/* line numbers kept: the binary record i is line i + 1 */
	ak_table t;
	ak_err e;
	T_OK(rd(&t, c[5].path, AK_EMB_AUTO, NULL, &e) == 0 &&
	    t.line[0] == 2 && t.line[1] == 3 &&
	    strcmp(ak_table_where(&t, "b", 1), "b:3") == 0,
	    "binary records numbered as lines");
	ak_table_free(&t);
	/* a GloVe row whose word starts with '#' is a row, not a comment */
	T_OK(rd(&t, file_str("#tag 1 2\nfree 3 4\n"), AK_EMB_AUTO, NULL,
	    &e) == 0 && t.rows == 2 && strcmp(t.labels[0], "#tag") == 0,
	    "glove: a first word '#tag' is read");
	ak_table_free(&t);
	/* UTF-8 words, and a float32 read exactly */
	static const char *const ru[] = { "ключ", "запрос" };
	static const float y[] = { 1e-3f, 2.5f };
	T_OK(rd(&t, file_bin(ru, y, 2, 1, 0, NULL), AK_EMB_AUTO, NULL,
	    &e) == 0 && strcmp(t.labels[1], "запрос") == 0 &&
	    t.x[0] == (double)1e-3f, "binary: UTF-8 words, float32 exact");
	ak_table_free(&t);
	/* word2vec text at d = 1: its header '2 1' is also a GloVe row whose
	 * file's rows have d = 1; when the header's count holds, both ways
	 * read the file whole: refused, naming the two formats (and not
	 * taken for binary); when it does not, the count's error asks */
	const char *d1 = file_str("2 1\na 1\nb 2\n");
	T_OK(rd(&t, d1, AK_EMB_AUTO, NULL, &e) == -1 && strstr(e.msg, ":1: "
	    "word2vec text or GloVe? at d = 1 the file reads both ways (as "
	    "word2vec: a header of 2 words and 2 rows; as GloVe: 3 rows, line "
	    "1 the first): name the format with --emb-format word2vec or "
	    "--emb-format glove") != NULL, "d = 1, the count holds: refused");
	T_OK(rd(&t, d1, AK_EMB_W2V, NULL, &e) == 0 && t.rows == 2 &&
	    t.x[1] == 2, "d = 1 as word2vec: 2 rows");
	ak_table_free(&t);
	T_OK(rd(&t, d1, AK_EMB_GLOVE, NULL, &e) == 0 && t.rows == 3 &&
	    strcmp(t.labels[0], "2") == 0 && t.x[0] == 1, "d = 1 as GloVe: "
	    "3 rows, the word '2'");
	ak_table_free(&t);
	T_OK(rd(&t, file_str("2 1\na 1\nb 2\nc 3\n"), AK_EMB_AUTO, NULL,
	    &e) == -1 && strstr(e.msg, ":4: a row past the header's 2 words "
	    "(") && strstr(e.msg, "(GloVe of d = 1, line 1 a row? "
	    "--emb-format glove)") != NULL, "d = 1, a row past the count: "
	    "GloVe named");
	T_OK(rd(&t, file_str("2 2\na 1 2\nb 3 4\n"), AK_EMB_AUTO, NULL, &e)
	    == 0 && t.rows == 2 && t.cols == 2, "d = 2: word2vec, certain");
	ak_table_free(&t);
}

static void
check_errors(void)
{
	static const char *const w[] = { "free", "call" };
	static const float x[] = { 0.5f, -1.25f, 3.0f, 0.125f };
	float nanx[] = { 0.5f, NAN, 3.0f, 0.125f };

	bad(file_str("2 2\nfree 0.5\ncall 3 0.125\n"), AK_EMB_AUTO,
	    ":2: 1 number after 'free', want 2 (the header's d) (GloVe of d "
	    "= 1, line 1 a row? --emb-format glove)",
	    "word2vec: a short row, and the d = 1 GloVe it may be");
	bad(file_str("2 2\nfree 0.5 1 2\ncall 3 0.125\n"), AK_EMB_AUTO,
	    ":2: 3 numbers after 'free', want 2 (the header's d)",
	    "word2vec: a long row, no GloVe hint");
	bad(file_str("free 0.5 1\ncall 3\n"), AK_EMB_AUTO,
	    ":2: 1 number after 'call', want 2 (as the first row)",
	    "glove: a short row");
	bad(file_str("free 0.5 1\ncall 3 nan\n"), AK_EMB_AUTO,
	    ":2: field 3 ('nan') is not a finite decimal number", "glove: a NaN");
	bad(file_str("2 2\nfree 0.5 1\ncall 3 inf\n"), AK_EMB_AUTO,
	    ":3: field 3 ('inf') is not a finite decimal number", "word2vec: an inf");
	bad(file_bin(w, nanx, 2, 2, 1, NULL), AK_EMB_AUTO,
	    ":2: value 2 of 'free' is not a finite number (NaN)",
	    "binary: a NaN");
	bad(file_str("free 0.5 1\ncall 3 2\nfree 1 1\n"), AK_EMB_AUTO,
	    ":3: duplicate word 'free' (first at line 1)", "glove: a duplicate word");
	bad(file_str("3 2\nfree 0.5 1\ncall 3 2\nfree 1 1\n"), AK_EMB_AUTO,
	    ":4: duplicate word 'free' (first at line 2)", "word2vec: a duplicate word");
	bad(file_str("3 2\nfree 0.5 1\ncall 3 2\n"), AK_EMB_AUTO,
	    ":1: the header says 3 words, the file has 2",
	    "word2vec: a header promising more rows");
	bad(file_str("1 2\nfree 0.5 1\ncall 3 2\n"), AK_EMB_AUTO,
	    ":3: a row past the header's 1 words",
	    "word2vec: a header promising fewer rows");
	bad(file_str("2 3\nfree 0.5 1\ncall 3 2\n"), AK_EMB_W2V,
	    ":2: 2 numbers after 'free', want 3",
	    "word2vec: d mismatch");
	bad(file_str("2 0\nfree\n"), AK_EMB_AUTO,
	    ":1: the header's d is 0", "word2vec: d 0");
	bad(file_str("2 99999999\nfree 1\n"), AK_EMB_AUTO,
	    ":1: the header's d is 99999999", "word2vec: d past the limit");
	/* binary damage */
	const char *full = file_bin(w, x, 2, 2, 0, NULL);
	FILE *fp = fopen(full, "rb");
	unsigned char buf[256];
	size_t n = fread(buf, 1, sizeof buf, fp);
	fclose(fp);
	bad(file_of(buf, n - 3), AK_EMB_AUTO,
	    ":3: truncated record 2: 'call' has 5 of the 8 bytes",
	    "binary: a truncated record");
	bad(file_of(buf, 4 + 5 + 8 + 2), AK_EMB_AUTO,
	    ":3: truncated record 2: the file ends inside its word",
	    "binary: a record cut in its word");
	bad(file_of(buf, 4 + 5 + 8), AK_EMB_AUTO,
	    ":1: the header says 2 words, the file ends after 1",
	    "binary: a header promising more records");
	buf[0] = '1';
	bad(file_of(buf, n), AK_EMB_W2V_BIN,
	    ":3: more records than the header's 1 words",
	    "binary: a header promising fewer records");
	bad(file_bin(w, x, 2, 2, 0, NULL), AK_EMB_W2V,
	    "", "binary read as text: refused");
	/* separators */
	bad(file_str("word d1 d2\nfree 0.5 1\n"), AK_EMB_AUTO,
	    ":1: fields are separated by spaces, not TABs (header 'word d1 "
	    "d2')", "tsv with spaces: the separator named");
	bad(file_str("word d1 d2\nfree 0.5 1\n"), AK_EMB_TSV,
	    "fields are separated by spaces, not TABs",
	    "tsv with spaces, forced: the separator named");
	bad(file_str("# c\nword d1 d2\nfree 0.5 1\n"), AK_EMB_AUTO,
	    ":2: fields are separated by spaces, not TABs",
	    "tsv with comments and spaces: the separator named");
	bad(file_str("word\td1\td2\nfree 0.5 1\n"), AK_EMB_AUTO,
	    ":2: 1 fields, header has 3 (the fields are separated by spaces",
	    "tsv: a row with spaces");
	bad(file_str("2 2\nfree\t0.5\t1\ncall 3 2\n"), AK_EMB_W2V,
	    ":2: fields are separated by TABs, not spaces (word2vec",
	    "word2vec with TABs: the separator named");
	bad(file_str("free\t0.5\t1\ncall\t3\t2\n"), AK_EMB_AUTO,
	    ":1: a row of TAB-separated numbers with no header",
	    "glove with TABs: said");
	bad(file_str("free\t0.5\t1\n"), AK_EMB_GLOVE,
	    ":1: fields are separated by TABs, not spaces (GloVe",
	    "glove with TABs, forced");
	bad(file_str("hello world\n"), AK_EMB_AUTO,
	    ":1: not an embeddings file (first line 'hello world'",
	    "not embeddings");
	bad(file_str("word\tcount\tdocs\nfree\t3\t2\n"), AK_EMB_AUTO,
	    ":1: not an embeddings file (header 'word count docs', a "
	    "vocabulary", "a vocabulary: named");
	bad(file_str(""), AK_EMB_AUTO, "empty input", "empty file");
	bad(file_str("free 1 2\n\ncall 1 2\n"), AK_EMB_AUTO, ":2: an empty line",
	    "glove: a blank line");
	bad(file_str("free 1 2\nca\x01ll 1 2\n"), AK_EMB_AUTO,
	    ":2: the word 'ca<0x01>ll' holds a control byte", "glove: a control byte");
	bad(file_str("free 1 2\nca\xffll 1 2\n"), AK_EMB_GLOVE,
	    ":2: invalid UTF-8", "glove: not UTF-8");
	bad(file_of("2 2\n reef\x86\xbc\0\xc0\0`\xff\0\xff\xff\xffl \0\0@@\0\0\0>\n",
	    31), AK_EMB_AUTO, ":2: record 1 has an empty word",
	    "binary: a record with an empty word (the fuzzer's)");
	static const char *const wb[] = { "fr\xff" };
	bad(file_bin(wb, x, 1, 2, 0, NULL), AK_EMB_AUTO,
	    ":2: the word 'fr<0xFF>' is not UTF-8", "binary: a word not UTF-8");
	/* the budget: the message of ak_table_read_mem */
	ak_table t;
	ak_err e = { .msg = "" };
	char *big = malloc(1 << 20);
	size_t m = 0;
	for (int i = 0; i < 20000; i++)
		m += (size_t)sprintf(big + m, "w%d 1 2 3 4\n", i);
	T_OK(ak_emb_read(&t, file_str(big), AK_EMB_AUTO, "--emb-format",
	    256 << 10, 0, NULL,
	    &e) == -1 && strstr(e.msg, "the embeddings need more than "
	    "--memory 256 KB") != NULL, "glove: the budget refuses, said so");
	printf("# %s\n", e.msg);
	T_OK(ak_emb_read(&t, file_str(big), AK_EMB_AUTO, "--emb-format",
	    4 << 20, 0, NULL,
	    &e) == 0 && t.rows == 20000, "glove: within the budget");
	ak_table_free(&t);
	free(big);
}

/* write t in each format, read it back: the same words and values
 * (binary: the values' float32) */
static void
check_write(void)
{
	ak_table t;
	ak_err e;
	const char *src = file_str("word\td1\td2\nfree\t0.5\t-1.25\n"
	    "call\t3\t0.1\n");

	T_OK(rd(&t, src, AK_EMB_AUTO, NULL, &e) == 0, "source read");
	for (int f = AK_EMB_TSV; f <= AK_EMB_GLOVE; f++) {
		char *buf = NULL;
		size_t n = 0;
		FILE *fp = open_memstream(&buf, &n);
		ak_table u;
		ak_emb_format got;
		char name[100];

		T_OK(ak_emb_write(fp, &t, f, "src", &e) == 0, "written");
		fclose(fp);
		const char *p = file_of(buf, n);
		snprintf(name, sizeof name, "%s: written, read back",
		    ak_emb_format_name(f));
		int ok = rd(&u, p, AK_EMB_AUTO, &got, &e) == 0 &&
		    got == (ak_emb_format)f && u.rows == 2 &&
		    strcmp(u.labels[1], "call") == 0;
		for (size_t i = 0; ok && i < 4; i++)
			ok = u.x[i] == (f == AK_EMB_W2V_BIN ?
			    (double)(float)t.x[i] : t.x[i]);
		T_OK(ok, name);
		if (f == AK_EMB_W2V)
			T_STR(buf, "2 2\nfree 0.5 -1.25\ncall 3 0.1\n",
			    "word2vec: the bytes");
		if (f == AK_EMB_W2V_BIN)
			T_OK(n == 4 + 5 + 8 + 1 + 5 + 8 + 1 &&
			    memcmp(buf + 9, "\0\0\0\x3f\0\0\xa0\xbf\n", 9) == 0,
			    "word2vec-bin: the bytes (0.5, -1.25 LE, newline)");
		if (f == AK_EMB_GLOVE)
			T_STR(buf, "free 0.5 -1.25\ncall 3 0.1\n",
			    "glove: the bytes");
		ak_table_free(&u);
		free(buf);
	}
	ak_table_free(&t);
	/* what a format cannot hold is refused before a byte is written */
	ak_table u;
	T_OK(rd(&t, file_str("word\td1\nnew york\t1\n"), AK_EMB_TSV,
	    NULL, &e) == 0 && rd(&u, file_str("free 1\n#x 2\n"),
	    AK_EMB_GLOVE, NULL, &e) == 0,
	    "a word with a space (TSV), one with '#' (GloVe)");
	char *buf = NULL;
	size_t n = 0;
	FILE *fp = open_memstream(&buf, &n);
	T_OK(ak_emb_write(fp, &t, AK_EMB_W2V, "s.tsv", &e) == -1 &&
	    strstr(e.msg, "s.tsv:2: the word 'new york' holds a space") &&
	    ak_emb_write(fp, &u, AK_EMB_TSV, "g.txt", &e) == -1 &&
	    strstr(e.msg, "g.txt:2: the word '#x' starts with '#'"),
	    "unwritable words refused");
	fclose(fp);
	T_OK(n == 0, "nothing written");
	free(buf);
	ak_table_free(&t);
	ak_table_free(&u);
	T_OK(rd(&t, file_str("word\td1\nbig\t1e300\n"), AK_EMB_TSV, NULL,
	    &e) == 0, "a value beyond float32");
	fp = open_memstream(&buf, &n);
	T_OK(ak_emb_write(fp, &t, AK_EMB_W2V_BIN, "s.tsv", &e) == -1 &&
	    strstr(e.msg, "beyond float32") != NULL,
	    "word2vec-bin: a value beyond float32 refused");
	fclose(fp);
	free(buf);
	ak_table_free(&t);
}

/* ak_emb_write_j: the records formatted by 2, 3 and 5 threads, in
 * stretches of rows (one word of 2,000 bytes: stretches of about 500 rows,
 * 40,000 rows in many batches), the same bytes as one thread's in every
 * format */
static void
check_write_threads(void)
{
	ak_table t;
	size_t V = 40000, d = 3;
	ak_err e;
	char *one = NULL, *got = NULL, msg[200];
	size_t n1, n2;

	memset(&t, 0, sizeof t);
	t.rows = V;
	t.cols = d;
	t.labels = calloc(V, sizeof(char *));
	t.x = malloc(V * d * sizeof(double));
	for (size_t i = 0; i < V; i++) {
		char w[32];

		snprintf(w, sizeof w, "w%zu", i);
		t.labels[i] = strdup(w);
		for (size_t j = 0; j < d; j++)
			t.x[i * d + j] = (i + j) % 7 == 0 ? -0.0 :
			    ((double)i - 20000.5) / (double)(j + 3) * 1e-3;
	}
	free(t.labels[123]);
	t.labels[123] = malloc(2001);
	memset(t.labels[123], 'x', 2000);
	t.labels[123][2000] = '\0';
	ak_emb_format fmts[] = { AK_EMB_TSV, AK_EMB_W2V, AK_EMB_W2V_BIN,
	    AK_EMB_GLOVE };
	for (size_t f = 0; f < 4; f++) {
		FILE *fp = open_memstream(&one, &n1);
		int ok = ak_emb_write(fp, &t, fmts[f], "t", &e) == 0;
		fclose(fp);
		for (int j = 2; j <= 5; j += j == 3 ? 2 : 1) {
			fp = open_memstream(&got, &n2);
			int ok2 = ak_emb_write_j(fp, &t, fmts[f], "t", j, &e) ==
			    0;
			fclose(fp);
			snprintf(msg, sizeof msg, "write by %d threads, %s: the "
			    "same %zu bytes as one", j, ak_emb_format_name(
			    fmts[f]), n1);
			T_OK(ok && ok2 && n1 > 40000 * 8 && n1 == n2 &&
			    memcmp(one, got, n1) == 0, msg);
			free(got);
		}
		free(one);
	}
	for (size_t i = 0; i < V; i++)
		free(t.labels[i]);
	free(t.labels);
	free(t.x);
}

int
main(void)
{
	check_formats();
	check_errors();
	check_write();
	check_write_threads();
	for (size_t i = 0; i < nnames; i++) {
		unlink(names[i]);
		free(names[i]);
	}
	return t_done();
}
