/*
 * Unit tests of the table header checks (ak_table_read_kind,
 * ak_table_guess), the byte-order mark of the line reader, the case
 * hint of ak_emb_case_hint, a table read under a memory budget, and
 * one built a row at a time under ulimit -d.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "emb.h"
#include "io.h"
#include "table.h"
#include "t.h"
#include "t-files.h"

/* read path as kind; 0/-1, message in e */
static int
rd(const char *path, ak_table_kind kind, ak_err *e)
{
	ak_table t;
	int rc = ak_table_read_kind(&t, path, 1, kind, e);

	if (rc == 0)
		ak_table_free(&t);
	return rc;
}

/*
 * A vocabulary read under a budget (ak_table_read_mem): one that fits is
 * read whole, at every budget from 1 MB up (the arrays cut back to what
 * is left when the index grows, not refused); one that does not gives
 * "needs more than --memory M MB (X MB for the N rows read so far)" with
 * X above M, and N the row of the FILE:LINE.
 */
static void
check_budget(void)
{
	char *name;
	FILE *fp = t_file_open(&name);
	size_t words = 120000;
	int bad = 0, refused = 0, read = 0;

	fprintf(fp, "word\tcount\tdocs\n");
	for (size_t i = 0; i < words; i++)
		fprintf(fp, "w%zu\t%zu\t1\n", i, words - i);
	fclose(fp);
	for (size_t mb = 1; mb <= 24; mb++) {
		ak_table t;
		ak_err e;
		size_t mem = mb << 20, n = 0;
		long line = 0;
		double x = 0;

		if (ak_table_read_mem(&t, name, 1, AK_TABLE_VOCAB, mem,
		    &e) == 0) {
			/* what it holds (its room given back) is in budget */
			bad += t.rows != words || ak_table_bytes(&t) > mem;
			read++;
			ak_table_free(&t);
			continue;
		}
		refused++;
		const char *p = strrchr(e.msg, '(');
		if (strncmp(e.msg, name, strlen(name)) != 0 ||
		    sscanf(e.msg + strlen(name), ":%ld:", &line) != 1 ||
		    p == NULL || sscanf(p, "(%lf MB for the %zu rows read so "
		    "far)", &x, &n) != 2 || x <= (double)mb ||
		    line != (long)n + 1) {
			printf("# -M %zuM: %s\n", mb, e.msg);
			bad++;
		}
	}
	T_OK(bad == 0 && refused > 0 && read > 0, "a vocabulary of 120,000 "
	    "words under -M 1M to 24M: read whole, or refused with the MB "
	    "the rows so far need, above the budget, and their line");
	unlink(name);
	free(name);
}

/*
 * ak_table_bytes by hand: 3 rows of 2 values (3 × (16 + 8 + 8) = 96),
 * the labels a, bb, ccc (2, 3, 4 bytes: a 32-byte heap block each, 96)
 * the index: 64 slots of 16 bytes and its copies of the labels
 * (1024 + 96), and the column names word, count, docs (3 pointers and
 * three 32-byte blocks: 24 + 96)
 */
static void
check_bytes(const char *voc3)
{
	ak_table t;
	ak_err e;

	T_OK(ak_heap_bytes(1) == 32 && ak_heap_bytes(24) == 32 &&
	    ak_heap_bytes(25) == 48 && ak_heap_bytes(40) == 48 &&
	    ak_heap_bytes(41) == 64, "heap blocks: 32 bytes at least, then "
	    "the size and 8 rounded up to 16");
	T_OK(ak_table_read_mem(&t, voc3, 1, AK_TABLE_VOCAB, 1 << 20, &e) == 0,
	    "3 rows: read");
	T_OK(ak_strmap_bytes(&t.index) == 1024 + 96, "3 rows: the index "
	    "holds 1120 bytes");
	T_OK(ak_table_bytes(&t) == 96 + 96 + 1120 + 120, "3 rows: the table "
	    "holds 1432 bytes");
	ak_table_free(&t);
	T_OK(ak_table_read_mem(&t, voc3, 0, AK_TABLE_VOCAB, 1 << 20, &e) == 0 &&
	    ak_table_bytes(&t) == 96 + 96 + 120, "3 rows, no index: 312 "
	    "bytes");
	ak_table_free(&t);
}

/*
 * Rows of 500,000 values (4 MB each) built a row at a time under ulimit
 * -d (RLIMIT_DATA) 64 MB past what the process has, in a child, with no budget of the tool's own:
 * the first row is had (the room grows from one row of that size, not
 * from 64 rows, 256 MB), and the row the process cannot have is "FILE:
 * LINE: out of memory: the embeddings need N bytes ...", naming its line.
 * A sanitizer's shadow memory cannot run under the limit: not run there.
 */
static void
rows_under_limit(void)
{
	if (T_ASAN)
		return;
	int st = -1;

	fflush(stdout);
	pid_t pid = fork();
	if (pid == 0) {
		/* 64 MB past the data the process has mapped already (the
		   libraries' own, OpenBLAS's) */
		struct rlimit rl;
		FILE *st = fopen("/proc/self/status", "r");
		char ln[256];
		long kb = -1;
		while (st != NULL && fgets(ln, sizeof ln, st) != NULL)
			if (sscanf(ln, "VmData: %ld", &kb) == 1)
				break;
		if (st != NULL)
			fclose(st);
		if (kb < 0)
			_exit(10);
		rl.rlim_cur = rl.rlim_max = ((rlim_t)kb << 10) + (64 << 20);
		ak_table t;
		ak_table_fill z;
		ak_err e = { .msg = "" };
		char where[64];
		size_t rows = 0;
		if (setrlimit(RLIMIT_DATA, &rl) != 0)
			_exit(9);
		if (ak_table_fill_start(&t, &z, NULL, 500000, 1, AK_TABLE_EMB,
		    SIZE_MAX, 0, "v.txt:2", &e) != 0)
			_exit(8);
		for (;; rows++) {
			snprintf(where, sizeof where, "v.txt:%zu", rows + 2);
			double *x = ak_table_fill_row(&t, &z, 1, where, &e);
			if (x == NULL)
				break;
			memset(x, 0, 500000 * sizeof(double));
			char w[32];
			snprintf(w, sizeof w, "w%zu", rows);
			if (ak_table_fill_take(&t, &z, w, strlen(w), (long)rows +
			    2, where, &e) != 0)
				_exit(7);
		}
		snprintf(where, sizeof where, "v.txt:%zu: out of memory: the "
		    "embeddings need ", rows + 2);
		_exit(rows >= 1 && strncmp(e.msg, where, strlen(where)) == 0 &&
		    strstr(e.msg, "(ulimit -v?)") != NULL ? 0 : 1);
	}
	if (pid > 0)
		waitpid(pid, &st, 0);
	T_OK(pid > 0 && WIFEXITED(st) && WEXITSTATUS(st) == 0, "rows of 4 MB "
	    "under ulimit -d 64 MB: the first had, the one that cannot be "
	    "named with its FILE:LINE and size");
}

int
main(void)
{
	ak_err e;
	char *emb = t_file_with("# c\nword\td1\td2\nfree\t1\t0\ncall\t0\t1\n");
	char *voc = t_file_with("word\tcount\tdocs\nfree\t3\t2\n");
	char *voc3 = t_file_with("word\tcount\tdocs\na\t3\t2\nbb\t2\t1\n"
	    "ccc\t1\t1\n");
	char *tok = t_file_with("# sms-vocab -t\nham\tgo until jurong\n");
	char *mod = t_file_with("param\tvalue\ndim\t2\n");
	char *amod = t_file_with("# pos=none\nparam\ti\tj\tvalue\n"
	    "Ek\t0\t0\t1\nEk\t0\t1\t2\n");
	char *odd = t_file_with("word\td2\td1\nfree\t1\t0\n");
	char *bom = t_file_with("\xef\xbb\xbfword\td1\nfree\t1\n");

	check_budget();
	check_bytes(voc3);

	T_OK(rd(emb, AK_TABLE_EMB, &e) == 0, "embeddings read as embeddings");
	T_OK(rd(voc, AK_TABLE_VOCAB, &e) == 0, "vocabulary as vocabulary");
	T_OK(rd(mod, AK_TABLE_SPAM_MODEL, &e) == 0, "spam model header");
	T_OK(rd(emb, AK_TABLE_WORDS, &e) == 0 && rd(voc, AK_TABLE_WORDS, &e)
	    == 0, "a word list: vocabulary or embeddings");
	T_OK(rd(bom, AK_TABLE_EMB, &e) == 0, "a byte-order mark is dropped");

	char want[512];
	T_OK(rd(voc, AK_TABLE_EMB, &e) == -1, "vocabulary as embeddings");
	snprintf(want, sizeof want, "%s:1: not an embeddings file (header "
	    "'word count docs', a vocabulary, the output of sms-vocab; want "
	    "word d1 ... dk \xe2\x80\x94 the output of ppmi-svd)", voc);
	T_STR(e.msg, want, "  names what the file is");
	T_OK(rd(tok, AK_TABLE_VOCAB, &e) == -1 &&
	    strstr(e.msg, ":2: not a vocabulary (header 'ham go until "
	    "jurong', a line of a tokenized corpus (sms-vocab -t); want "
	    "word count docs") != NULL, "tokens as a vocabulary: line 2");
	T_OK(rd(amod, AK_TABLE_SPAM_MODEL, &e) == -1 &&
	    strstr(e.msg, ":2: not a spam model (header 'param i j value', "
	    "an addressing model") != NULL,
	    "addressing model as spam model: not 'duplicate label'");
	T_OK(rd(odd, AK_TABLE_EMB, &e) == -1 &&
	    strstr(e.msg, "(header 'word d2 d1'; want") != NULL,
	    "dimension columns out of order, no guess");
	T_OK(rd(emb, AK_TABLE_VOCAB, &e) == -1 &&
	    strstr(e.msg, "embeddings, the output of ppmi-svd") != NULL,
	    "embeddings as a vocabulary");
	T_OK(rd(voc, AK_TABLE_ANY, &e) == 0 && rd(tok, AK_TABLE_ANY, &e) ==
	    -1, "AK_TABLE_ANY: no header check (tokens fail on numbers)");

	/* a long header is cut, with a mark, never inside a UTF-8 sequence */
	char line[400] = "ham\t";
	for (int k = 0; k < 40; k++)
		strcat(line, "\xd0\xbf\xd1\x80 ");
	strcat(line, "\n");
	char *lng = t_file_with(line);
	T_OK(rd(lng, AK_TABLE_EMB, &e) == -1 && strstr(e.msg, "...'") !=
	    NULL && ak_utf8_valid(e.msg, strlen(e.msg), NULL),
	    "long header cut with '...', valid UTF-8");

	char *f1[] = { "word", "count", "docs" }, *f2[] = { "word", "d1" },
	    *f3[] = { "ham", "free call" }, *f4[] = { "stat", "value" };
	T_OK(ak_table_guess(f1, 3) != NULL && ak_table_guess(f2, 2) != NULL &&
	    ak_table_guess(f4, 2) != NULL && ak_table_guess(f3, 2) == NULL &&
	    ak_table_guess(f1, 2) == NULL, "ak_table_guess");

	/* the line reader: BOM on the first line only */
	char *b2 = t_file_with("\xef\xbb\xbfham\tx\n\xef\xbb\xbfspam\ty\n");
	ak_reader r;
	T_OK(ak_reader_open(&r, b2, &e) == 0 && ak_reader_next(&r, &e) == 1 &&
	    strcmp(r.line, "ham\tx") == 0 && r.len == 5,
	    "reader: BOM dropped from line 1");
	T_OK(ak_reader_next(&r, &e) == 1 && r.len == 9,
	    "reader: kept elsewhere (it is text there)");
	ak_reader_close(&r);

	/* the case hint */
	ak_table t;
	char hint[128];
	T_OK(ak_table_read_kind(&t, emb, 1, AK_TABLE_EMB, &e) == 0,
	    "read embeddings");
	T_OK(ak_emb_case_hint(hint, sizeof hint, &t, "Free") == 1 &&
	    strcmp(hint, " (did you mean 'free'? the vocabulary is "
	    "lowercase)") == 0, "case hint for 'Free'");
	T_OK(ak_emb_case_hint(hint, sizeof hint, &t, "CALL") == 1,
	    "case hint for 'CALL'");
	T_OK(ak_emb_case_hint(hint, sizeof hint, &t, "Zebra") == 0 &&
	    hint[0] == '\0', "no hint for an unknown word");
	T_OK(ak_emb_case_hint(hint, sizeof hint, &t, "nokia") == 0 &&
	    hint[0] == '\0', "no hint for a lowercase word");

	/* a row added after reading: found, its values, the others kept */
	const double v3[2] = { 0.5, -2 };
	T_OK(ak_table_add_row(&t, "freee", v3, &e) == 2 && t.rows == 3 &&
	    ak_table_find(&t, "freee") == 2 && t.x[4] == 0.5 &&
	    t.x[5] == -2 && t.line[2] == 0 &&
	    strcmp(t.labels[2], "freee") == 0, "ak_table_add_row: row 2");
	T_OK(ak_table_find(&t, "call") == 1 && t.x[2] == 0 && t.x[3] == 1,
	    "... the rows before it unchanged");
	T_OK(ak_table_add_row(&t, "free", v3, &e) == -1 && t.rows == 3 &&
	    strstr(e.msg, "duplicate label 'free'") != NULL,
	    "ak_table_add_row: a word already a row is refused, t kept");
	ak_table_free(&t);
	rows_under_limit();

	/* ak_table_width: the header's fields less the label's, comments
	   skipped, no rows read; 0 for no file, a missing one, a pipe */
	T_OK(t_dir_make() == 0, "a directory for the width's files");
	T_OK(ak_table_width(t_puts("w.tsv", "# made by hand\n"
	    "w\td1\td2\td3\na\t1\t2\t3\n")) == 3, "width: 3 columns "
	    "after the label, the comment skipped");
	T_OK(ak_table_width(t_puts("w1.tsv", "w\n")) == 0 &&
	    ak_table_width(NULL) == 0 && ak_table_width("/nonexistent/w")
	    == 0 && ak_table_width("/dev/stdin") == 0, "width: 0 for a "
	    "label alone, no file, a missing file, standard input");
	t_dir_remove();
	char *all[] = { emb, voc, voc3, tok, mod, amod, odd, bom, lng, b2 };
	for (size_t k = 0; k < sizeof all / sizeof all[0]; k++) {
		unlink(all[k]);
		free(all[k]);
	}
	return t_done();
}
