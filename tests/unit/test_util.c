/* Unit tests of lib/base/util, lib/base/io, lib/base/strmap, lib/base/table,
   lib/base/rng, lib/train/optim. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "io.h"
#include "optim.h"
#include "rng.h"
#include "strmap.h"
#include "table.h"
#include "util.h"
#include "t.h"
#include "t-files.h"

static char cmd0[400];

int
main(void)
{
	ak_err e;
	long l;
	double d;

	if (t_dir_make() != 0)
		return 1;
	T_OK(ak_parse_long("42", 1, 100, "-k", &l, &e) == 0 && l == 42, "parse 42");
	T_OK(ak_parse_long("0", 1, 100, "--dim", &l, &e) == -1 &&
	    strstr(e.msg, "--dim") && strstr(e.msg, "'0'"), "range error names option and value");
	T_OK(ak_parse_long("4x", 1, 100, "-k", &l, &e) == -1, "trailing garbage");
	T_OK(ak_parse_long("", 1, 100, "-k", &l, &e) == -1, "empty number");
	T_OK(ak_parse_long(" 64", 1, 100, "-n", &l, &e) == -1, "leading space refused");
	T_OK(ak_parse_double(" 0.5", 0, 1, "--cds", &d, &e) == -1, "leading space refused (double)");
	T_OK(ak_parse_double("nan", -1e9, 1e9, "--cds", &d, &e) == -1, "NaN rejected");
	T_OK(ak_parse_double("inf", -INFINITY, INFINITY, "x", &d, &e) == -1, "inf rejected");
	T_OK(ak_parse_double("0.75", 0, 1, "--cds", &d, &e) == 0 && d == 0.75, "parse 0.75");

	T_OK(ak_utf8_valid("caf\xc3\xa9", 5, NULL), "valid UTF-8");
	size_t bad;
	T_OK(!ak_utf8_valid("ab\xff", 3, &bad) && bad == 2, "0xFF is invalid, at offset 2");
	T_OK(!ak_utf8_valid("\xc0\xaf", 2, NULL), "overlong is invalid");
	/* a quote cut inside a character: the cut removed; the other side:
	   a code page's text (high bytes in a row) and a lone continuation
	   byte left as they are; the edge: the cut at the string's end */
	char m1[] = "'\xd0\x92\xd1\x8b \xd0...' and '\xe4\xbd...'", m2[] =
	    "'\xc4\xe0 \xee\xea' \xd0...", m3[] = "a \x80 b \xd0...",
	    m4[] = "\xd0\x92\xd1";
	T_OK(ak_utf8_mend(m1) == 2 && strcmp(m1, "'\xd0\x92\xd1\x8b ...' and "
	    "'...'") == 0, "two cut characters removed");
	T_OK(ak_utf8_mend(m2) == 0 && strlen(m2) == 12, "cp1251 quoted: left");
	T_OK(ak_utf8_mend(m3) == 0 && strlen(m3) == 10, "a lone 0x80: left");
	T_OK(ak_utf8_mend(m4) == 1 && strcmp(m4, "\xd0\x92") == 0,
	    "cut at the end");
	/* R1-1: an error quoting a code page's letter keeps it ('caf\xe9'
	   before ASCII and at the end); a UTF-8 record cut by '%.Ns' inside
	   a character ends before it; the edges: the cut right after a
	   whole character, a precision of 0, the message cut at its size */
	ak_errf(&e, "F:3: the word '%s' is not UTF-8 (byte 4)", "caf\xe9");
	T_OK(strcmp(e.msg, "F:3: the word 'caf\xe9' is not UTF-8 (byte 4)") == 0,
	    "a Latin-1 byte before ASCII kept in an error");
	ak_errf(&e, "'%.60s'", "na\xefve caf\xe9");
	T_OK(strcmp(e.msg, "'na\xefve caf\xe9'") == 0, "Latin-1 under %.60s kept");
	ak_errf(&e, "'%.4s...' at %zu, %d%%", "caf\xe9 au lait", (size_t)7, -2);
	T_OK(strcmp(e.msg, "'caf\xe9...' at 7, -2%") == 0,
	    "Latin-1 at a cut's end kept");
	ak_errf(&e, "'%.5s...'", "ab\xd0\xb7\xd0\xb0x");	/* 'abза' */
	T_OK(strcmp(e.msg, "'ab\xd0\xb7...'") == 0, "UTF-8 cut inside: before it");
	ak_errf(&e, "'%.4s...'", "ab\xd0\xb7\xd0\xb0x");
	T_OK(strcmp(e.msg, "'ab\xd0\xb7...'") == 0, "UTF-8 cut after one: whole");
	ak_errf(&e, "'%.*s' %-4s|%5.1f", 3, "\xe2\x82\xac!", "x", 2.25);
	T_OK(strcmp(e.msg, "'\xe2\x82\xac' x   |  2.2") == 0 ||
	    strcmp(e.msg, "'\xe2\x82\xac' x   |  2.3") == 0, "'*' and widths");
	ak_errf(&e, "'%.2s' '%.0s'", "\xe2\x82\xac", "x");
	T_OK(strcmp(e.msg, "'' ''") == 0, "a 3-byte character under 2: none");
	char pre[80];	/* a quote cut by a caller's snprintf, then quoted */
	snprintf(pre, sizeof pre, "'%.5s...'", "\xd0\x92\xd1\x8b \xd0\xb7x");
	ak_errf(&e, "line 1 (%s) and 'caf\xe9'", pre);
	T_OK(strcmp(e.msg, "line 1 ('\xd0\x92\xd1\x8b ...') and 'caf\xe9'") == 0,
	    "a cut after UTF-8 in its quote mended, a Latin-1 quote kept");
	char m5[] = "the word 'caf\xe9' is not UTF-8", m6[] = "'\xd0\x92' x\xd0.";
	T_OK(ak_utf8_mend(m5) == 0 && strlen(m5) == 28 && ak_utf8_mend(m6) == 0 &&
	    strlen(m6) == 8, "mend: a lone lead after ASCII in its quote kept");
	char big[1100], sm[8];
	memset(big, 'a', sizeof big);
	memcpy(big + 1021, "\xd0\xb7", 2);	/* bytes 1022, 1023 of the msg */
	big[1099] = '\0';
	ak_errf(&e, "x%s", big);
	T_OK(strlen(e.msg) == 1022 && ak_utf8_valid(e.msg, 1022, NULL),
	    "message cut at its size before a character");
	{	/* "%.*s" of 0 bytes of a quote with no NUL (a reader's line,
		   its NUL slot a '\n'): nothing read past it (ASan's snprintf
		   reads "%.0s" to a NUL) */
		char *nonul = malloc(3);
		if (nonul != NULL) {
			memcpy(nonul, "a\rb", 3);
			T_OK(ak_snfmt(sm, sizeof sm, "('%.*s')", 0, nonul) == 4 &&
			    strcmp(sm, "('')") == 0, "ak_snfmt: %.*s of 0 bytes, no NUL");
			T_OK(ak_snfmt(sm, sizeof sm, "'%.*s'", 2, nonul) == 4 &&
			    strcmp(sm, "'a\r'") == 0, "ak_snfmt: %.*s of 2 of 3 bytes, no NUL");
			free(nonul);
		}
	}
	T_OK(ak_snfmt(sm, sizeof sm, "%s", "abcdef\xe9") == 7 &&
	    strcmp(sm, "abcdef\xe9") == 0, "ak_snfmt: Latin-1 at the end kept");
	T_OK(ak_snfmt(sm, sizeof sm, "%s", "abcdef\xe9z") == 8 &&
	    strcmp(sm, "abcdef\xe9") == 0, "ak_snfmt: cut after a Latin-1 byte");
	T_OK(ak_snfmt(sm, sizeof sm, "%s", "abcdef\xc3\xa9") == 8 &&
	    strcmp(sm, "abcdef") == 0, "ak_snfmt: cut inside a UTF-8 character");
	T_OK(ak_utf8_prec("ab\xd0\xb7", 3) == 2 && ak_utf8_prec("ab\xe9\xb7",
	    3) == 3 && ak_utf8_prec("ab", 60) == 60, "ak_utf8_prec");
	T_OK(!ak_utf8_valid("\xed\xa0\x80", 3, NULL), "surrogate is invalid");
	T_OK(!ak_utf8_valid("\xe2\x82", 2, NULL), "truncated sequence is invalid");
	/* ASCII 8 bytes at a time: a bad byte, or a sequence cut by the end,
	 * found at every offset of a line of 40 */
	int at_every = 1;
	for (size_t at = 0; at < 40; at++) {
		char s[41];
		memset(s, 'a', sizeof s);
		s[at] = (char)0xff;
		at_every &= !ak_utf8_valid(s, 40, &bad) && bad == at;
		memset(s, 'a', sizeof s);
		memcpy(s + (at < 38 ? at : 38), "\xe2\x82\xac", 3);
		at_every &= ak_utf8_valid(s, 41, NULL) &&
		    !ak_utf8_valid(s, (at < 38 ? at : 38) + 2, NULL);
	}
	T_OK(at_every, "UTF-8: a bad byte found at each of 40 offsets, a "
	    "sequence cut at each");

	/* reader: CRLF dropped, last line without newline kept, NUL rejected */
	const char *p = t_put("a.txt", "one\r\ntwo\nthree", 14);
	ak_reader r;
	ak_reader_open(&r, p, &e);
	int n = 0, ok = 1;
	const char *want[] = { "one", "two", "three" };
	while (ak_reader_next(&r, &e) == 1)
		ok &= n < 3 && strcmp(r.line, want[n++]) == 0;
	T_OK(ok && n == 3, "reader: CRLF and missing final newline");
	ak_reader_close(&r);
	p = t_put("b.txt", "ok\nba\0d\n", 8);
	ak_reader_open(&r, p, &e);
	ak_reader_next(&r, &e);
	T_OK(ak_reader_next(&r, &e) == -1 && strstr(e.msg, ":2: NUL"), "reader: NUL names line 2");
	ak_reader_close(&r);
	T_OK(ak_reader_open(&r, "/nonexistent/x", &e) == -1 &&
	    strstr(e.msg, "/nonexistent/x"), "missing file named");

	char buf[] = "a\tb\t\tc", *f[8];
	T_OK(ak_split_tab(buf, f, 8) == 4 && strcmp(f[3], "c") == 0 && f[2][0] == 0,
	    "split at TAB keeps empty fields");

	ak_strmap m;
	ak_strmap_init(&m, &e);
	char key[16];
	int all = 1;
	for (int i = 0; i < 1000; i++) {
		snprintf(key, sizeof key, "w%d", i);
		all &= ak_strmap_put(&m, key, strlen(key), (size_t)i, NULL, &e) == 1;
	}
	size_t v;
	all &= ak_strmap_put(&m, "w7", 2, 99, &v, &e) == 0 && v == 7;
	all &= ak_strmap_get(&m, "w999", 4, &v) && v == 999 && !ak_strmap_get(&m, "x", 1, &v);
	T_OK(all && m.n == 1000, "strmap: 1000 keys, duplicates refused");
	ak_strmap_free(&m);

	ak_table t;
	p = t_put("e.tsv", "# comment\nword\td1\td2\nfree\t1\t2\ncall\t-0.5\t3e-1\n", 45);
	T_OK(ak_table_read(&t, p, 1, &e) == 0 && t.rows == 2 && t.cols == 2 &&
	    t.x[3] == 0.3 && ak_table_find(&t, "call") == 1 &&
	    ak_table_find(&t, "nope") == -1, "table: read embeddings");
	ak_table_free(&t);
	p = t_put("n.tsv", "word\td1\nfree\tnan\n", 18);
	T_OK(ak_table_read(&t, p, 1, &e) == -1 && strstr(e.msg, "n.tsv:2:"),
	    "table: NaN is an error naming line 2");
	p = t_put("s.tsv", "word\td1\td2\nfree\t1\n", 19);
	T_OK(ak_table_read(&t, p, 1, &e) == -1 && strstr(e.msg, ":2: 2 fields"),
	    "table: short row");
	p = t_put("d.tsv", "word\td1\nx\t1\nx\t2\n", 16);
	T_OK(ak_table_read(&t, p, 1, &e) == -1 && strstr(e.msg, "duplicate"),
	    "table: duplicate label");
	p = t_put("z.tsv", "", 0);
	T_OK(ak_table_read(&t, p, 1, &e) == -1 && strstr(e.msg, "empty"), "table: empty input");

	/* ak_err_subst: every occurrence, the rest kept, cut to fit */
	ak_errf(&e, "a --emb-format x, b --emb-format");
	ak_err_subst(&e, "--emb-format", "--load-format");
	T_OK(strcmp(e.msg, "a --load-format x, b --load-format") == 0,
	    "err_subst: both occurrences replaced");
	ak_errf(&e, "no match here");
	ak_err_subst(&e, "--emb-format", "--load-format");
	T_OK(strcmp(e.msg, "no match here") == 0, "err_subst: no match");
	memset(e.msg, 'x', sizeof e.msg - 1);
	e.msg[sizeof e.msg - 1] = '\0';
	memcpy(e.msg, "ab", 2);
	ak_err_subst(&e, "ab", "abcd");
	T_OK(strlen(e.msg) == sizeof e.msg - 1 && memcmp(e.msg, "abcdxx", 6) ==
	    0, "err_subst: a message cut to fit its buffer");
	ak_err_subst(NULL, "a", "b");

	ak_rng a, b;
	ak_rng_seed(&a, 760);
	ak_rng_seed(&b, 760);
	int same = 1;
	for (int i = 0; i < 100; i++)
		same &= ak_rng_u64(&a) == ak_rng_u64(&b);
	T_OK(same, "rng: same seed, same stream");
	double s1 = 0, s2 = 0;
	int N = 200000;
	for (int i = 0; i < N; i++) {
		double z = ak_rng_normal(&a);
		s1 += z;
		s2 += z * z;
	}
	/* mean has sd 1/sqrt(N) = 0.0022: 5 sd bounds */
	T_NEAR(s1 / N, 0, 0.012, "rng: normal mean 0");
	T_NEAR(s2 / N, 1, 0.016, "rng: normal variance 1");

	/* Adam minimises (θ-3)² */
	ak_adam o;
	double th = 0, g;
	ak_adam_init(&o, 1, 0.1, 0, &e);
	for (int i = 0; i < 2000; i++) {
		g = 2 * (th - 3);
		ak_adam_step(&o, &th, &g);
	}
	T_NEAR(th, 3, 1e-3, "adam reaches the minimum of (θ-3)²");
	ak_adam_free(&o);

	ak_out out;
	char path[300];
	snprintf(path, sizeof path, "%s/out.tsv", t_dir);
	ak_out_open(&out, path, NULL, &e);
	fputs("partial", out.fp);
	ak_out_abort(&out);
	T_OK(access(path, F_OK) != 0, "aborted output leaves no file");
	ak_out_open(&out, path, NULL, &e);
	fputs("x\n", out.fp);
	T_OK(ak_out_commit(&out, &e) == 0 && access(path, F_OK) == 0, "committed output exists");
	const char *ins[] = { path, NULL };
	T_OK(ak_out_open(&out, path, ins, &e) == -1 && strstr(e.msg, "overwrite"),
	    "output onto an input is refused");
	/* -o /dev/null must write into the device, never rename over it */
	struct stat st;
	T_OK(ak_out_open(&out, "/dev/null", NULL, &e) == 0 &&
	    fputs("x\n", out.fp) >= 0 && ak_out_commit(&out, &e) == 0 &&
	    stat("/dev/null", &st) == 0 && S_ISCHR(st.st_mode),
	    "output to /dev/null keeps the device");
	/* a write error on a device names the device */
	if (access("/dev/full", W_OK) == 0) {
		ak_out_open(&out, "/dev/full", NULL, &e);
		for (int i = 0; i < 10000; i++)
			fputs("0123456789", out.fp);
		T_OK(ak_out_commit(&out, &e) == -1 && strstr(e.msg, "/dev/full: ") == e.msg,
		    "write error on /dev/full names it");
	}
	/* ak_tmpfile: in $TMPDIR, unlinked at once, readable back; a
	 * missing directory is a one-line error naming it */
	char sub[300], t_got[8] = "";
	snprintf(sub, sizeof sub, "%s/tmpd", t_dir);
	mkdir(sub, 0700);
	setenv("TMPDIR", sub, 1);
	FILE *tf = ak_tmpfile("counts", &e);
	T_OK(tf != NULL, "tmpfile: made in $TMPDIR");
	if (tf != NULL) {
		T_OK(fputs("runs", tf) >= 0 && fseek(tf, 0, SEEK_SET) == 0 &&
		    fread(t_got, 1, 4, tf) == 4 && strcmp(t_got, "runs") == 0,
		    "tmpfile: written and read back");
		snprintf(cmd0, sizeof cmd0, "test -z \"$(ls -A %s)\"", sub);
		T_OK(system(cmd0) == 0, "tmpfile: unlinked at once (the "
		    "directory is empty while it is open)");
		fclose(tf);
	}
	snprintf(sub, sizeof sub, "%s/missing", t_dir);
	setenv("TMPDIR", sub, 1);
	T_OK(ak_tmpfile("counts", &e) == NULL && strstr(e.msg, "counts: a "
	    "temporary file in ") == e.msg && strstr(e.msg, "/missing: No "
	    "such file or directory") != NULL, "tmpfile: a missing $TMPDIR "
	    "is named, with the reason");
	setenv("TMPDIR", "", 1);
	tf = ak_tmpfile("counts", &e);
	T_OK(tf != NULL, "tmpfile: an empty TMPDIR means /tmp");
	if (tf != NULL)
		fclose(tf);
	unsetenv("TMPDIR");

	/* the number grammar: decimal and finite only; float32's range for
	   a vector's value, FLT_MAX as "%.9g" writes it the last inside */
	double fv = 0;
	T_OK(ak_strtod_finite("-1.5e3", &fv) == 0 && fv == -1500 &&
	    ak_strtod_finite("+2", &fv) == 0 && fv == 2, "strtod: decimals");
	T_OK(ak_strtod_finite("0x10", &fv) == -1 &&
	    ak_strtod_finite("0X1P3", &fv) == -1 &&
	    ak_strtod_finite("-0x1p-2", &fv) == -1, "strtod: hexadecimal refused");
	T_OK(ak_strtod_finite("nan", &fv) == -1 &&
	    ak_strtod_finite("-Infinity", &fv) == -1 &&
	    ak_strtod_finite("INF", &fv) == -1 &&
	    ak_strtod_finite("1e309", &fv) == -1, "strtod: nan, inf refused");
	T_OK(ak_strtod_float32("3.40282347e+38", &fv) == 0 &&
	    ak_strtod_float32("-3.40282347e+38", &fv) == 0 &&
	    ak_strtod_float32("3.4028236e+38", &fv) == -2 &&
	    ak_strtod_float32("1e39", &fv) == -2 &&
	    ak_strtod_float32("0x1", &fv) == -1, "strtod_float32: the range");
	/* the exact edge: FLT_MAX + 2^103 is the half-way point, which
	   rounds to even, to inf; one double below it rounds to FLT_MAX */
	T_OK(!ak_float32_fits(0x1.fffffep127 + 0x1p103) &&
	    ak_float32_fits(nextafter(0x1.fffffep127 + 0x1p103, 0)) &&
	    isinf((float)(0x1.fffffep127 + 0x1p103)) &&
	    !isinf((float)nextafter(0x1.fffffep127 + 0x1p103, 0)),
	    "float32_fits: the half-way point, as the cast rounds");
	/* a number's decimal mark: a comma where a point would be (a
	   spreadsheet in a comma locale); no number: two marks, a mark at an
	   end, an exponent without digits, hexadecimal */
	static const struct { const char *s; int mark; } nm[] = {
		{ "0,25", ',' }, { "-1,5e-3", ',' }, { "+2,0E+1", ',' },
		{ ",5", ',' }, { "1,000", ',' }, { "0.25", '.' },
		{ "-1.5e3", '.' }, { "12", 0 }, { "3e5", 0 }, { "-0", 0 },
		{ "1,2,5", -1 }, { "1,", -1 }, { "1.5,2", -1 }, { "1e", -1 },
		{ "1e+", -1 }, { ",", -1 }, { "", -1 }, { "-", -1 },
		{ "0x1,5", -1 }, { "1,5 ", -1 }, { "e5", -1 }, { "1;5", -1 },
	};
	int marks = 0;
	for (size_t i = 0; i < sizeof nm / sizeof *nm; i++) {
		int m = ak_number_mark(nm[i].s, strlen(nm[i].s));
		marks += m == nm[i].mark;
		if (m != nm[i].mark)
			printf("# '%s': %d, want %d\n", nm[i].s, m, nm[i].mark);
	}
	T_OK(marks == (int)(sizeof nm / sizeof *nm), "number_mark: comma, "
	    "point, none; no number");
	char r1[] = "0,1", r2[] = "2", r3[] = "-0,5e1", r4[] = "x";
	char *row[] = { r2, r1, r3 }, *row2[] = { r1, r4 }, *row3[] = { r2 };
	size_t at = 9;
	T_OK(ak_commas_row(row, 3, &at) && at == 1 && !ak_commas_row(row2, 2,
	    &at) && !ak_commas_row(row3, 1, &at), "commas_row: all numbers, "
	    "one with a comma (the first); a field no number, or no comma: "
	    "not");
	ak_err ce = { .msg = "" };
	T_OK(ak_commas_error("<stdin>", 3, "0,1", 3, "GloVe's", "", &ce) == -1 &&
	    strcmp(ce.msg, "<stdin>:3: a word and numbers with decimal commas "
	    "(the first '0,1'): GloVe's numbers have a decimal point; convert "
	    "them: tr ',' '.' < FILE > FILE.txt (where no word holds a "
	    "comma)") == 0, "commas_error: standard input is FILE in tr");
	if (t_dir_remove() != 0)
		return 1;
	return t_done();
}
