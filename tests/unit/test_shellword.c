/* Unit tests of lib/base/util's ak_shell_word: every word it writes,
   given to a POSIX shell (dash, and bash when there is one), is the same
   bytes: each byte 1..255 alone, between two letters, at the end, twice,
   and newlines at the end (a command substitution drops those); the word
   is one line of ASCII and UTF-8 text. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"
#include "t.h"
#include "t-files.h"

typedef struct buf {
	char s[4096];
	size_t n;
} buf;

static void
put(void *ctx, const char *b, size_t n)
{
	buf *w = ctx;

	if (w->n + n < sizeof w->s) {
		memcpy(w->s + w->n, b, n);
		w->n += n;
	}
	w->s[w->n] = '\0';
}

/* the names: every byte in four places, and a few of newlines */
static size_t
names(char (*nm)[16])
{
	static const char *more[] = { "\n", "\n\n", "a\n", "a\n\n", "\nb",
	    "a\n\nb", "\n\n\n", "'\n", "a\n'", "\n\xff", "\xff\n", "x\n%",
	    "\n\\", "", "plain", "\xc3\xa9\n", "\n\xc3\xa9" };
	size_t k = 0;

	for (int c = 1; c < 256; c++) {
		snprintf(nm[k++], 16, "%c", c);
		snprintf(nm[k++], 16, "a%cb", c);
		snprintf(nm[k++], 16, "a%c", c);
		snprintf(nm[k++], 16, "%c%c", c, c);
	}
	for (size_t i = 0; i < sizeof more / sizeof *more; i++)
		snprintf(nm[k++], 16, "%s", more[i]);
	return k;
}

/* run the script at path in shell sh: its output equals want (n bytes) */
static int
same(const char *sh, const char *path, const char *want, size_t n)
{
	char cmd[512], *got = malloc(n + 2);
	FILE *p;
	size_t k;

	snprintf(cmd, sizeof cmd, "%s %s", sh, path);
	if (got == NULL || (p = popen(cmd, "r")) == NULL) {
		free(got);
		return 0;
	}
	k = fread(got, 1, n + 1, p);
	int st = pclose(p), ok = st == 0 && k == n && memcmp(got, want, n) == 0;
	if (!ok)
		for (size_t i = 0; i < n && i < k; i++)
			if (got[i] != want[i]) {
				printf("# %s: byte %zu differs: 0x%02x, not 0x%02x\n",
				    sh, i, (unsigned char)got[i],
				    (unsigned char)want[i]);
				break;
			}
	free(got);
	return ok;
}

int
main(void)
{
	static char nm[1100][16];
	static char want[40000];
	size_t k = names(nm), wn = 0, lines = 1, bad = 0;
	FILE *fp;
	char path[300];

	if (t_dir_make() != 0)
		return 1;
	snprintf(path, sizeof path, "%s/words.sh", t_dir);
	fp = fopen(path, "w");
	if (fp == NULL)
		return 1;
	/* each word printed, then a NUL (no name holds one) */
	for (size_t i = 0; i < k; i++) {
		buf w = { .n = 0 };

		ak_shell_word(nm[i], put, &w);
		lines += memchr(w.s, '\n', w.n) != NULL;
		bad += !ak_utf8_valid(w.s, w.n, &(size_t){ 0 }) ||
		    ak_has_control(w.s, w.n);
		fprintf(fp, "printf '%%s\\000' %s\n", w.s);
		size_t l = strlen(nm[i]);
		memcpy(want + wn, nm[i], l + 1);
		wn += l + 1;
	}
	fclose(fp);
	T_OK(lines == 1, "every word on one line");
	T_OK(bad == 0, "every word is UTF-8 text without a control byte");
	T_OK(same("dash", path, want, wn), "dash reads back every name");
	if (access("/bin/bash", X_OK) == 0)
		T_OK(same("/bin/bash --posix", path, want, wn),
		    "bash --posix too");
	/* a word set twice in one command: the same variable, the same value */
	buf w = { .n = 0 };
	ak_shell_word("x\n", put, &w);
	put(&w, " ", 1);
	ak_shell_word("y\n\n", put, &w);
	fp = fopen(path, "w");
	if (fp != NULL) {
		fprintf(fp, "printf '%%s\\000' %s\n", w.s);
		fclose(fp);
	}
	T_OK(same("dash", path, "x\n\0y\n\n", 7), "two words ending in newlines");
	T_STR(w.s, "'x'\"${$%%*[!${attnkit_nl=$(printf '\\012x')}]}${attnkit_nl%x}\" "
	    "'y'\"${$%%*[!${attnkit_nl=$(printf '\\012x')}]}${attnkit_nl%x}"
	    "${attnkit_nl%x}\"", "the form of a newline at the end");
	w.n = 0;
	ak_shell_word("a\nb", put, &w);
	T_STR(w.s, "'a'\"$(printf '\\012\\142')\"", "a newline with the byte after it");
	t_dir_remove();
	return t_done();
}
