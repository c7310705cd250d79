/*
 * test_vocabrun.c — sms-vocab's corpus pass (vocabrun.h) on a corpus small
 * enough to count by hand: three records, one without a token; the counts
 * and docs, the statistics table, the tokens kept by a vocabulary, and the
 * empty-corpus errors (singular and plural).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "vocabrun.h"
#include "t.h"

static char dir[] = "/tmp/test_vocabrun.XXXXXX";
static char cor[64], none[64];

static void
put(const char *path, const char *text)
{
	FILE *fp = fopen(path, "w");

	if (fp == NULL || fputs(text, fp) == EOF || fclose(fp) != 0) {
		perror(path);
		exit(1);
	}
}

int
main(void)
{
	ak_corpus_opt co = { .quoting = AK_QUOTING_NONE };
	ak_vocabrun r;
	ak_err e;
	char *buf;
	size_t len, *order, nv;
	FILE *fp;

	if (mkdtemp(dir) == NULL)
		return perror("mkdtemp"), 1;
	snprintf(cor, sizeof cor, "%s/cor", dir);
	snprintf(none, sizeof none, "%s/none", dir);
	/* tokens: "hello hello world", "win", none */
	put(cor, "ham\tHello, hello world\nspam\tWin!\nham\t!!!\n");
	put(none, "ham\t!!!\nspam\t...\n");

	const char *files[] = { cor };
	T_OK(ak_vocabrun_init(&r, &e) == 0 && ak_vocabrun_read(&r, files, 1,
	    &co, &e) == 0, "count: read");
	T_OK(r.records == 3 && r.dropped == 1 && r.spam == 1 && r.ham == 1,
	    "count: 3 records, 1 without a token, 1 spam, 1 ham");
	T_OK(r.counts.n == 3 && r.counts.ntokens == 4,
	    "count: 3 types, 4 tokens");
	T_OK(ak_counts_select(&r.counts, 1, 0, &order, &nv, &e) == 0 &&
	    nv == 3, "count: min-count 1 keeps 3 words");
	fp = open_memstream(&buf, &len);
	ak_vocabrun_write_vocab(fp, &r, order, nv);
	fclose(fp);
	/* count descending, then by word: hello 2, then win, world (1 each) */
	T_STR(buf, "word\tcount\tdocs\nhello\t2\t1\nwin\t1\t1\nworld\t1\t1\n",
	    "vocab: hello 2 1, win 1 1, world 1 1");
	free(buf);
	free(order);
	fp = open_memstream(&buf, &len);
	ak_vocabrun_write_stats(fp, &r, 2, 1);
	fclose(fp);
	T_STR(buf, "stat\tvalue\nrecords\t3\ndropped\t1\nmessages\t2\nspam\t1\n"
	    "ham\t1\nother\t0\nspam_share\t0.5\ntokens\t4\ntypes\t3\n"
	    "min_count\t2\nvocab\t1\n", "stats: by hand");
	free(buf);
	ak_vocabrun_free(&r);

	/* tokens kept by the vocabulary {hello}: the spam line has none */
	ak_strmap keep;
	T_OK(ak_strmap_init(&keep, &e) == 0 && ak_strmap_put(&keep, "hello",
	    5, 0, NULL, &e) == 1, "tokens: the vocabulary {hello}");
	T_OK(ak_vocabrun_init(&r, &e) == 0, "tokens: init");
	fp = open_memstream(&buf, &len);
	r.tokens = 1;
	r.keep = &keep;
	r.out = fp;
	T_OK(ak_vocabrun_read(&r, files, 1, &co, &e) == 0, "tokens: read");
	fclose(fp);
	T_STR(buf, "ham\thello hello\n", "tokens: only hello kept");
	T_OK(r.written == 1 && r.counts.n == 0, "tokens: 1 line, no counts");
	free(buf);
	ak_vocabrun_free(&r);
	ak_strmap_free(&keep);

	const char *nf[] = { none }, *two[] = { none, none };
	T_OK(ak_vocabrun_init(&r, &e) == 0 && ak_vocabrun_read(&r, nf, 1, &co,
	    &e) == -1 && strstr(e.msg, "/none: empty corpus (no messages; 2 "
	    "records without a token)") != NULL, "empty: 2 records, plural");
	ak_vocabrun_free(&r);
	T_OK(ak_vocabrun_init(&r, &e) == 0 && ak_vocabrun_read(&r, two, 2, &co,
	    &e) == -1 && strcmp(e.msg, "input: empty corpus (no messages; 4 "
	    "records without a token)") == 0, "empty: two files are 'input'");
	ak_vocabrun_free(&r);

	/* records whose letters are all of another script: the hint names
	 * the letter and --tokenizer unicode; some of them only: the note */
	char ru[64], mix[64], note[512];
	snprintf(ru, sizeof ru, "%s/ru", dir);
	snprintf(mix, sizeof mix, "%s/mix", dir);
	put(ru, "-\t\xd0\x9f\xd1\x80\xd0\xb8 123\n-\t\xd0\xb4\xd0\xb0\n");
	put(mix, "ham\thello\nham\t!!!\nham\t42 \xd0\xb4\xd0\xb0\n");
	const char *rf[] = { ru }, *mf[] = { mix };
	T_OK(ak_vocabrun_init(&r, &e) == 0 && ak_vocabrun_read(&r, rf, 1, &co,
	    &e) == -1 && strstr(e.msg, "/ru: empty corpus (no messages; 2 "
	    "records without a token; '\xd0\x9f' is not a letter to --tokenizer "
	    "ascii: --tokenizer unicode keeps the letters of every "
	    "script)") != NULL, "empty, Cyrillic: the letter and the option");
	T_OK(r.lost == 2, "empty, Cyrillic: 2 records lost their letters");
	ak_vocabrun_free(&r);
	co.tokenizer = AK_TOK_UNICODE;
	T_OK(ak_vocabrun_init(&r, &e) == 0 && ak_vocabrun_read(&r, rf, 1, &co,
	    &e) == 0 && r.dropped == 0 && !ak_vocabrun_note(&r, note,
	    sizeof note), "--tokenizer unicode: 2 messages, no note");
	ak_vocabrun_free(&r);
	co.tokenizer = 0;
	T_OK(ak_vocabrun_init(&r, &e) == 0 && ak_vocabrun_read(&r, mf, 1, &co,
	    &e) == 0 && r.dropped == 2 && r.lost == 1, "mixed: 2 dropped, 1 "
	    "of them Cyrillic");
	T_OK(ak_vocabrun_note(&r, note, sizeof note) == 1 && strstr(note,
	    "1 record with letters of another script gave no token and was "
	    "dropped (the first: ") == note && strstr(note, "/mix:3): "
	    "'\xd0\xb4' is not a letter to --tokenizer ascii: "
	    "--tokenizer unicode keeps the letters of every script") != NULL,
	    "mixed: the note names line 3 and the letter");
	ak_vocabrun_free(&r);
	T_OK(ak_vocabrun_init(&r, &e) == 0 && ak_vocabrun_read(&r, files, 1,
	    &co, &e) == 0 && !ak_vocabrun_note(&r, note, sizeof note),
	    "'!!!' dropped: no note");
	ak_vocabrun_free(&r);
	unlink(ru);
	unlink(mix);
	unlink(cor);
	unlink(none);
	rmdir(dir);
	return t_done();
}
