/*
 * Unit tests of the corpus reader's layouts (lib/text/corpus.c):
 * delimiters, label and text columns by name or number, the label map,
 * the header rule, and the errors that name the option that fixes them.
 * Each file is written here; what each read must give is spelled out.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <csv.h>

#include "conv.h"
#include "corpus-int.h"
#include "text.h"
#include "t.h"
#include "t-files.h"
#include "t-corpus.h"

/* read path with o; 0 or -1, messages in *g, error in *e */
static int
rd(const char *path, const ak_corpus_opt *o, t_got *g, ak_err *e)
{
	size_t n;

	memset(g, 0, sizeof(*g));
	e->msg[0] = '\0';
	int rc = ak_corpus_read_opt(path, o, t_collect, g, &n, e);
	if (rc == 0 && (size_t)g->n != n)
		return -2;
	return rc;
}

static void
test_labelmap(void)
{
	ak_labelmap m;
	ak_err e;
	int listed;

	T_OK(ak_labelmap_parse(&m, "1=spam,0=ham", &e) == 0 && m.n == 2 &&
	    m.dflt == NULL, "map: two pairs, no default");
	T_STR(ak_labelmap_get(&m, "1", &listed), "spam", "map: 1 is spam");
	T_OK(listed == 1, "map: 1 is listed");
	T_OK(ak_labelmap_get(&m, "2", &listed) == NULL && listed == 0,
	    "map: 2 has no entry");
	ak_labelmap_free(&m);
	T_OK(ak_labelmap_parse(&m, "yes=spam,*=ham", &e) == 0, "map: with *");
	T_STR(ak_labelmap_get(&m, "no", &listed), "ham", "map: * for others");
	T_OK(listed == 0, "map: a label taken by * is not listed");
	ak_labelmap_free(&m);
	T_OK(ak_labelmap_parse(&m, "a=b=c", &e) == -1 && strstr(e.msg,
	    "'a=b=c': the label to read is spam, ham or - (no label)") !=
	    NULL, "map: split at the first '=' (the label b=c refused)");
	T_OK(ak_labelmap_parse(&m, "1=spam,0=Ham", &e) == -1 && strstr(e.msg,
	    "'0=Ham': the label to read is spam, ham or - (no label); in "
	    "lower case: 0=ham") != NULL, "map: 'Ham' refused, not folded");
	T_OK(ak_labelmap_parse(&m, "1=spam,0=-", &e) == 0 &&
	    strcmp(m.to[1], "-") == 0, "map: '-' (no label) taken");
	ak_labelmap_free(&m);
	T_OK(ak_labelmap_parse(&m, "1=spam,,0=ham", &e) == -1 &&
	    strstr(e.msg, "--label-map: '' is not FROM=TO") != NULL,
	    "map: an empty item");
	T_OK(ak_labelmap_parse(&m, "1spam", &e) == -1 &&
	    strstr(e.msg, "'1spam' is not FROM=TO") != NULL, "map: no '='");
	/* an empty FROM is the empty label (a missing value); '*' does
	   not take it; a map of it alone keeps spam, ham and - */
	T_OK(ak_labelmap_parse(&m, "=spam,1=ham", &e) == 0 &&
	    ak_labelmap_get(&m, "", &listed) != NULL && listed,
	    "map: empty FROM, the empty label");
	ak_labelmap_free(&m);
	T_OK(ak_labelmap_parse(&m, "1=spam,*=ham", &e) == 0 &&
	    ak_labelmap_get(&m, "", &listed) == NULL,
	    "map: '*' does not take the empty label");
	ak_labelmap_free(&m);
	T_OK(ak_labelmap_parse(&m, "=-", &e) == 0 &&
	    ak_labelmap_get(&m, "spam", NULL) != NULL &&
	    ak_labelmap_get(&m, "1", NULL) == NULL,
	    "map: '=-' alone keeps spam, not 1");
	ak_labelmap_free(&m);
	T_OK(ak_labelmap_parse(&m, "=", &e) == -1, "map: '=' alone");
	T_OK(ak_labelmap_parse(&m, "1=", &e) == -1, "map: empty TO");
	T_OK(ak_labelmap_parse(&m, "1=spam,1=ham", &e) == -1 &&
	    strstr(e.msg, "'1' given twice") != NULL, "map: FROM twice");
	T_OK(ak_labelmap_parse(&m, "*=spam,*=ham", &e) == -1, "map: * twice");
	T_OK(ak_labelmap_parse(&m, "1=sp\tam", &e) == -1 &&
	    strstr(e.msg, "control character") != NULL, "map: a TAB in a label");

	char d = 0;
	T_OK(ak_delim_parse(";", &d, &e) == 0 && d == ';', "delimiter ;");
	T_OK(ak_delim_parse("tab", &d, &e) == 0 && d == '\t', "delimiter tab");
	T_OK(ak_delim_parse("\t", &d, &e) == 0 && d == '\t', "delimiter TAB");
	T_OK(ak_delim_parse("|", &d, &e) == 0 && d == '|', "delimiter |");
	T_OK(ak_delim_parse(":", &d, &e) == -1 && strstr(e.msg,
	    "--delimiter: ':' is not ',', ';', '|' or tab") != NULL,
	    "delimiter: ':' refused");
}

static void
test_layouts(void)
{
	ak_corpus_opt o = { .quoting = AK_QUOTING_COMMA };
	ak_labelmap m;
	ak_err e;
	t_got g;
	const char *p;

	/* a header rarely seen: the label 'label' is no spam or ham */
	p = t_puts("masseges.csv", "label,masseges,,,\nham,Hi there,,,\n"
	    "spam,Win, now,,\n");
	T_OK(rd(p, &o, &g, &e) == 0 && g.n == 2, "label,masseges: 2 messages, "
	    "the header skipped");
	T_STR(g.label[0], "ham", "label,masseges: first label");
	T_STR(g.text[1], "Win, now", "label,masseges: split text joined back");
	T_STR(g.where[0], "masseges.csv:2", "label,masseges: from line 2");

	/* ';' as delimiter, the text quoted with a ';' inside */
	o.delim = ';';
	p = t_puts("semi.csv", "class;message\nspam;\"a;b\"\nham;c\n");
	T_OK(rd(p, &o, &g, &e) == 0 && g.n == 2, "';': 2 messages");
	T_STR(g.text[0], "a;b", "';': a quoted ';' is text");
	o.delim = 0;
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "semi.csv:1: no comma "
	    "between label and text (';'-separated? read it with "
	    "--delimiter ';')") != NULL, "';' read with ',': names --delimiter");

	/* columns the other way round, chosen by the header's names */
	p = t_puts("rev.csv", "message,class\n\"Hello, you\",ham\nFREE,spam\n");
	T_OK(rd(p, &o, &g, &e) == 0 && g.n == 2, "message,class: 2 messages");
	T_STR(g.label[1], "spam", "message,class: label from column 2");
	T_STR(g.text[0], "Hello, you", "message,class: text from column 1");

	/* text,spam with labels 1/0: by name, and the map */
	p = t_puts("ts.csv", "text,spam\nHello,0\nWin cash,1\n\"a,b\",0\n");
	o.text_column = "text";
	o.label_column = "spam";
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "ts.csv:2: label '0' is "
	    "neither ham nor spam") && strstr(e.msg, "--label-map 1=spam,0=ham"),
	    "text,spam without map: labels 1/0 refused, naming --label-map");
	T_OK(ak_labelmap_parse(&m, "1=spam,0=ham", &e) == 0, "parse 1/0 map");
	o.label_map = &m;
	T_OK(rd(p, &o, &g, &e) == 0 && g.n == 3, "text,spam mapped: 3 messages");
	T_STR(g.label[1], "spam", "text,spam mapped: 1 is spam");
	T_STR(g.label[2], "ham", "text,spam mapped: 0 is ham");
	T_STR(g.text[2], "a,b", "text,spam mapped: quoted comma");
	/* by number: the same */
	o.text_column = "1";
	o.label_column = "2";
	T_OK(rd(p, &o, &g, &e) == 0 && g.n == 3 && strcmp(g.label[1], "spam")
	    == 0, "by number: the header still skipped (its label 'spam' "
	    "is no mapped label)");
	/* an unmapped label names its line and the fix */
	p = t_puts("ts2.csv", "text,spam\nHello,0\nhuh,2\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "ts2.csv:3: label '2' is "
	    "not in --label-map (add 2=spam, 2=ham or 2=- for no label; *=ham") != NULL,
	    "unmapped label: error with line and fix");
	ak_labelmap_free(&m);
	T_OK(ak_labelmap_parse(&m, "1=spam,*=ham", &e) == 0, "parse *=ham");
	T_OK(rd(p, &o, &g, &e) == 0 && g.n == 2 && strcmp(g.label[1], "ham") ==
	    0, "*=ham: every other label is ham");
	o.label_map = NULL;
	ak_labelmap_free(&m);
	/* a name not in the header */
	o.text_column = "body";
	o.label_column = NULL;
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "ts2.csv:1: "
	    "--text-column 'body': no such column in the header 'text,spam'") !=
	    NULL, "unknown column name: error naming the header");
	o.text_column = "Text";	/* case ignored when not exact */
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "ts2.csv:2: label '0' is "
	    "neither ham nor spam, and line 1 ('text,spam') was read as the "
	    "header: name the labels with --label-map 1=spam,0=ham") != NULL,
	    "labels 1/0 without a map: error naming --label-map");
	o.text_column = o.label_column = NULL;

	/* a headerless file of labels 1/0: no silent loss of line 1 */
	p = t_puts("noh.csv", "1,Win cash\n0,Hello\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "noh.csv:2: label '0' "
	    "is neither ham nor spam, and line 1 ('1,Win cash') was read as "
	    "the header") != NULL, "headerless 1/0: line 2's error names "
	    "line 1 as the header");
	T_OK(ak_labelmap_parse(&m, "1=spam,0=ham", &e) == 0, "parse 1/0 again");
	o.label_map = &m;
	T_OK(rd(p, &o, &g, &e) == 0 && g.n == 2 && strcmp(g.label[0], "spam")
	    == 0, "headerless 1/0 mapped: line 1 is a message (1 is mapped)");
	o.label_map = NULL;
	ak_labelmap_free(&m);

	/* a header whose label is 'spam' (a column named after the class)
	 * but whose text is a text column's name */
	p = t_puts("sp.csv", "spam,text\nspam,x\nham,y\n");
	T_OK(rd(p, &o, &g, &e) == 0 && g.n == 2 && strcmp(g.text[0], "x") == 0,
	    "spam,text: a header (its text 'text' is a column name)");

	/* a pandas index column: ",v1,v2" then "0,ham,..." */
	p = t_puts("idx.csv", ",v1,v2\n0,ham,hi\n1,spam,win\n");
	T_OK(rd(p, &o, &g, &e) == 0 && g.n == 2, "pandas index: 2 messages");
	T_STR(g.label[1], "spam", "pandas index: label from v1");
	T_STR(g.text[1], "win", "pandas index: text from v2");

	/* a column beyond a record */
	o.text_column = "3";
	p = t_puts("short.csv", "ham,a,b\nspam,c\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "short.csv:2: 2 fields, "
	    "no column 3 (the text column)") != NULL, "a short record");
	o.text_column = NULL;

	/* TAB-separated with a header: the same rule */
	ak_corpus_opt t = { .quoting = AK_QUOTING_NONE };
	p = t_puts("h.tsv", "label\ttext\nham\tHi\tthere\n");
	T_OK(rd(p, &t, &g, &e) == 0 && g.n == 1, "TSV header skipped");
	T_STR(g.text[0], "Hi\tthere", "TSV: text is all after the first TAB");
	t.label_column = "2";
	p = t_puts("r.tsv", "Hi there\tham\nFree\tspam\n");
	T_OK(rd(p, &t, &g, &e) == 0 && g.n == 2 && strcmp(g.label[1], "spam")
	    == 0 && strcmp(g.text[1], "Free") == 0, "TSV --label-column 2");
	t.label_column = NULL;
	t.quoting = AK_QUOTING_CSV;
	p = t_puts("h2.tsv", "v1\tv2\nham\t\"a\nb\"\n");
	T_OK(rd(p, &t, &g, &e) == 0 && g.n == 1 && strcmp(g.text[0], "a\nb")
	    == 0, "--quoting csv: header skipped, quoted newline");
	/* '|' */
	o.delim = '|';
	p = t_puts("p.txt", "ham|a|b||\n");
	T_OK(rd(p, &o, &g, &e) == 0 && g.n == 1 && strcmp(g.text[0], "a|b") ==
	    0, "'|': columns joined back with '|'");
	o.delim = 0;

	/* option checks */
	ak_corpus_opt u = { .unlabeled = 1, .label_column = "2" };
	T_OK(ak_corpus_opt_check(&u, &e) == -1 && strstr(e.msg, "not "
	    "--unlabeled"), "unlabeled with a column: refused");
	ak_corpus_opt z = { .text_column = "0" };
	T_OK(ak_corpus_opt_check(&z, &e) == -1 && strstr(e.msg,
	    "--text-column: '0': columns count from 1"), "column 0 refused");
	ak_corpus_opt s = { .text_column = "x", .label_column = "x" };
	T_OK(ak_corpus_opt_check(&s, &e) == -1 && strstr(e.msg, "same column"),
	    "the same column twice refused");
}

/* the errors that name the option that fixes them */
static void
test_hints(void)
{
	ak_corpus_opt o = { .quoting = AK_QUOTING_NONE };
	ak_err e;
	t_got g;
	const char *p;

	p = t_puts("c.csv", "ham,Hello there\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "c.csv:1: no TAB between "
	    "label and text (comma-separated? read it with --csv)"),
	    "a comma file read as TSV: --csv");
	p = t_puts("s.csv", "spam;Hello\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "--delimiter ';'"),
	    "a ';' file read as TSV: --delimiter ';'");
	p = t_puts("ok.txt", "Ok, see you at 5\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "ok.txt:1: no TAB between "
	    "label and text (text without labels? read it with --unlabeled)"),
	    "'Ok, see you': no label before the comma: --unlabeled");
	p = t_puts("n.csv", "1,Win now\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "--csv"),
	    "'1,Win now': a label 1 before the comma: --csv");
	p = t_puts("u.txt", "Hello there, how are you\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "u.txt:1: no TAB between "
	    "label and text (text without labels? read it with --unlabeled)"),
	    "a line of text (a comma after a space): --unlabeled");
	p = t_puts("w.txt", "ham\tNah I don\x92t think so\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "w.txt:1: invalid UTF-8 "
	    "at byte 14 (a Windows file? read it with --encoding cp1252)"),
	    "cp1252 bytes: --encoding cp1252");
	p = t_puts("w2.txt", "ham\ta\x81z\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "nor cp1252: a "
	    "single-byte code page? name it with --encoding NAME: latin1 for "
	    "Western European, macintosh from Excel for Mac's CSV (Macintosh), "
	    "cp850 from Excel's CSV (MS-DOS), cp866, cp1251 or koi8-r for "
	    "Russian"),
	    "a byte cp1252 lacks: code pages listed, not one guess");
	p = t_puts("ru.txt", "ham\t\xcf\xf0\xe8\xe2\xe5\xf2\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "/ru.txt:1: invalid "
	    "UTF-8 at byte 5 (Cyrillic? read it with --encoding cp1251; "
	    "mac-cyrillic if its words come out wrong, cp1252 if it is Western "
	    "European; "
	    "another script: cp1253 or iso-8859-7 Greek, cp1255 Hebrew, cp1256 or iso-8859-6 Arabic)") !=
	    NULL, "Привет in cp1251: --encoding cp1251");
	o.encoding = "cp1252";
	p = t_puts("w.txt", "ham\tNah I don\x92t think so\n");
	T_OK(rd(p, &o, &g, &e) == 0 && g.n == 1, "the hint's option reads it");
	o.encoding = NULL;
	o.quoting = AK_QUOTING_COMMA;
	o.quoting_opt = "--csv";	/* as corpusargs.c sets it for --csv */
	p = t_puts("t.tsv", "ham\tHello, you\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "t.tsv:1: label has a "
	    "control character (0x09) (TAB-separated? read it with --delimiter "
	    "tab, or without --csv)"), "a TSV read with --csv: drop --csv");
	p = t_puts("t2.tsv", "ham\tHello you\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "t2.tsv:1: no comma "
	    "between label and text (TAB-separated? read it with --delimiter "
	    "tab, or without --csv)"), "a TSV without commas read with --csv");
	/* a delimited read the columns imply: no --csv to leave out */
	o.quoting_opt = NULL;
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "t2.tsv:1: no comma "
	    "between label and text (TAB-separated? read it with --delimiter "
	    "tab)"), "a TSV read as delimited by --label-column: --delimiter "
	    "tab alone");
	o.quoting_opt = "--csv";
	/* text in the label column beside a label: name the columns, not
	   the labels */
	p = t_puts("tl.csv", "Hello there,ham\nHow are you,spam\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "tl.csv:2: label 'How "
	    "are you' is neither ham nor spam, and the text 'spam' is a "
	    "label: the columns the other way round? read them with "
	    "--label-column 2 --text-column 1 --no-header (line 1, read as "
	    "the header, is a message too)") != NULL,
	    "text as labels: names the columns");
	p = t_puts("tl2.csv", "Hello there,ham\nHow are you,fine\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "tl2.csv:2: label 'How "
	    "are you' is neither ham nor spam, and line 1 ('Hello there,ham') "
	    "was read as the header: name the columns with --label-column and "
	    "--text-column") != NULL, "text as labels beside text: names the "
	    "column options");
	/* a TAB-separated corpus may have any labels (the English corpus's
	 * source names): no header taken, no label refused */
	o.quoting = AK_QUOTING_NONE;
	p = t_puts("en.tsv", "gcide\t00-database-url ftp\ngcide\tA word\n");
	T_OK(rd(p, &o, &g, &e) == 0 && g.n == 2 && strcmp(g.label[0],
	    "gcide") == 0, "TSV with labels gcide: both lines messages");
	/* the label rule of TAB input: one word of at most 24 bytes */
	p = t_puts("sp.tsv", "Win cash now\tspam\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "sp.tsv:1: label 'Win "
	    "cash now' has a space: it looks like text") != NULL,
	    "TSV label with a space: text");
	p = t_puts("sw.tsv", "Ok\tSPAM\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "sw.tsv:1: label 'Ok' "
	    "beside the text 'SPAM': the columns the other way round?") !=
	    NULL, "TSV one word beside SPAM: swapped");
	p = t_puts("ok.tsv", "Ok\tnot_spam\n");
	T_OK(rd(p, &o, &g, &e) == 0 && g.n == 1 && strcmp(g.label[0], "Ok") ==
	    0, "TSV one word beside other text: the label");
	p = t_puts("mc.tsv", "message\tclass\nWin\tspam\n");
	T_OK(rd(p, &o, &g, &e) == 0 && g.n == 1 && strcmp(g.label[0], "spam")
	    == 0, "TSV header message<TAB>class: the columns by name");
	/* with a label map the strict rule: line 1 is the header */
	ak_labelmap m;
	T_OK(ak_labelmap_parse(&m, "yes=spam", &e) == 0, "parse yes=spam");
	o.label_map = &m;
	p = t_puts("u2.txt", "see you at\t5pm\nok then\tbye\n");
	T_OK(rd(p, &o, &g, &e) == -1 && strstr(e.msg, "u2.txt:2: label 'ok "
	    "then' is not in --label-map"), "TSV with a map: unmapped label");
	o.label_map = NULL;
	ak_labelmap_free(&m);
}

/* the hints that guess: the label map, the code page (text.h, conv.h) */
static void
test_guesses(void)
{
	char m[80];

	T_STR(ak_labelmap_guess("0", m, sizeof m), "1=spam,0=ham",
	    "labels 0/1: 1 is spam (the positive class)");
	T_STR(ak_labelmap_guess("1", m, sizeof m), "1=spam,0=ham",
	    "label 1: the same");
	T_STR(ak_labelmap_guess("Ham", m, sizeof m), "Ham=ham,Spam=spam",
	    "Ham: Ham and Spam");
	T_STR(ak_labelmap_guess("spAM", m, sizeof m), "ham=ham,spAM=spam",
	    "spAM: itself, the other lowercase");
	T_STR(ak_labelmap_guess("HAm", m, sizeof m), "HAm=ham,Spam=spam",
	    "HAm: itself, the other with a capital first");
	T_STR(ak_labelmap_guess("SPAM", m, sizeof m), "HAM=ham,SPAM=spam",
	    "SPAM: all capitals");
	T_STR(ak_labelmap_guess("true", m, sizeof m), "true=spam,false=ham",
	    "true (JSON's boolean): true is spam, the positive class");
	T_STR(ak_labelmap_guess("False", m, sizeof m), "True=spam,False=ham",
	    "False: itself, the other with a capital first");
	T_STR(ak_labelmap_guess("truth", m, sizeof m),
	    "SPAMLABEL=spam,HAMLABEL=ham", "truth: generic");
	/* the map named must read the file: spam and ham kept (12d-M4) */
	/* and each class's usual spellings, so that one run reads the file
	   (14a-M2: 'HAM' on line 3 was named only in a second refusal) */
	T_STR(ak_labelmap_guess_seen("Spam", 0, m, sizeof m),
	    "Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham",
	    "Spam, nothing read: both kept (the rows below may hold them)");
	T_STR(ak_labelmap_guess_seen("HAM", 1, m, sizeof m),
	    "HAM=ham,Ham=ham,SPAM=spam,Spam=spam,spam=spam,ham=ham",
	    "HAM after spam: its capitals first");
	T_STR(ak_labelmap_guess_seen("spAM", 0, m, sizeof m),
	    "Ham=ham,HAM=ham,spAM=spam,Spam=spam,SPAM=spam,spam=spam,ham=ham",
	    "spAM: as written, the usual spellings, none twice");
	char m64[64], m62[62];	/* the longest map, 63 bytes: whole */
	T_STR(ak_labelmap_guess_seen("spAM", 0, m64, sizeof m64),
	    "Ham=ham,HAM=ham,spAM=spam,Spam=spam,SPAM=spam,spam=spam,ham=ham",
	    "spAM in 64 bytes (text.h's): whole");
	T_STR(ak_labelmap_guess_seen("spAM", 0, m62, sizeof m62),
	    "Ham=ham,HAM=ham,spAM=spam,Spam=spam,SPAM=spam,spam=spam",
	    "spAM in 62 bytes: an entry that does not fit left out whole");
	T_STR(ak_labelmap_guess_seen("1", 2, m, sizeof m),
	    "1=spam,0=ham,ham=ham", "1 after ham: ham kept");
	T_STR(ak_labelmap_guess_seen("1", 0, m, sizeof m), "1=spam,0=ham",
	    "1, nothing read: the guess alone");
	T_STR(ak_labelmap_guess_seen("truth", 3, m, sizeof m),
	    "SPAMLABEL=spam,HAMLABEL=ham", "generic: as it is");
	snprintf(m, sizeof m, "Spam=spam,HAM=ham");
	ak_labelmap_keep_own(m, sizeof m, 1);
	T_STR(m, "Spam=spam,HAM=ham,spam=spam", "keep_own: spam seen");
	char small[20] = "1=spam,0=ham";
	ak_labelmap_keep_own(small, sizeof small, 3);
	T_STR(small, "1=spam,0=ham", "keep_own: an entry that does not fit "
	    "whole is left out");
	T_STR(ak_labelmap_guess("10", m, sizeof m), "SPAMLABEL=spam,HAMLABEL=ham",
	    "10: generic");
	T_STR(ak_labelmap_guess("positive", m, sizeof m),
	    "SPAMLABEL=spam,HAMLABEL=ham", "positive: generic");
	T_STR(ak_labelmap_guess("true", m, sizeof m), "true=spam,false=ham",
	    "JSON's true: as 1");
	T_STR(ak_labelmap_guess("False", m, sizeof m), "True=spam,False=ham",
	    "pandas' False: in its case");
	T_STR(ak_labelmap_guess("trueish", m, sizeof m),
	    "SPAMLABEL=spam,HAMLABEL=ham", "trueish: generic");
	T_STR(ak_labelmap_guess("hams", m, sizeof m),
	    "SPAMLABEL=spam,HAMLABEL=ham", "hams: generic");
	T_STR(ak_labelmap_guess("not_spam", m, sizeof m),
	    "spam=spam,not_spam=ham", "not_spam: ham, spam kept");
	T_STR(ak_labelmap_guess("Non-Spam", m, sizeof m),
	    "spam=spam,Non-Spam=ham", "Non-Spam: the same, as it is");
	T_STR(ak_labelmap_guess("NOTSPAM", m, sizeof m),
	    "spam=spam,NOTSPAM=ham", "NOTSPAM: no separator");
	T_STR(ak_labelmap_guess("not spam", m, sizeof m),
	    "spam=spam,'not spam'=ham", "not spam (a space): quoted in its "
	    "entry, one shell word");
	T_STR(ak_labelmap_guess("спам", m, sizeof m),
	    "спам=spam,'не спам'=ham", "спам: Russian's negation for ham");
	T_STR(ak_labelmap_guess("не спам", m, sizeof m),
	    "спам=spam,'не спам'=ham", "не спам: quoted");
	T_STR(ak_labelmap_guess("неспам", m, sizeof m),
	    "спам=spam,неспам=ham", "неспам: as it is");
	T_STR(ak_labelmap_guess("nothing", m, sizeof m),
	    "SPAMLABEL=spam,HAMLABEL=ham", "nothing: generic");
	/* Привет, как дела in cp1251, koi8-r; café crème in cp1252 */
	static const char w1251[] = "\xcf\xf0\xe8\xe2\xe5\xf2, \xea\xe0\xea "
	    "\xe4\xe5\xeb\xe0", koi[] = "\xf0\xd2\xc9\xd7\xc5\xd4, \xcb\xc1\xcb "
	    "\xc4\xc5\xcc\xc1", fr[] = "caf\xe9 cr\xe8me", fr2[] = "Gr\xf6\xdf"
	    "e \xe0 \xe9t\xe9", under[] = "\xcf\xf0\xe8 Hello there my friend";
	T_STR(ak_conv_guess(w1251, strlen(w1251)), "cp1251", "Cyrillic cp1251");
	T_STR(ak_conv_guess(koi, strlen(koi)), "koi8-r", "Cyrillic koi8-r");
	T_STR(ak_conv_guess(fr, strlen(fr)), "cp1252", "café crème: cp1252");
	T_STR(ak_conv_guess(fr2, strlen(fr2)), "cp1252",
	    "two accented letters in a row: still cp1252");
	T_STR(ak_conv_guess(under, strlen(under)), "cp1252",
	    "a run of three under a quarter of the letters: cp1252");
	T_STR(ak_conv_guess("a\x81z", 3), "latin1", "0x81: latin1");
	/* double-byte pages: 你好今天晚上 in gbk, こんにちは in shift_jis,
	   안녕하세요 in euc-kr, 我明天 in big5 (its second bytes ASCII or
	   high); and their other side: 'Größe über Straße' (an accented
	   letter before an ASCII one is no pair of a double-byte page),
	   ПРИВЕТ МАМА in cp866 (pairs of 0x80-0x9F), a pair too few */
	static const char gbk[] = "\xc4\xe3\xba\xc3\xbd\xf1\xcc\xec\xcd"
	    "\xed\xc9\xcf", sjis[] = "\x82\xb1\x82\xf1\x82\xc9\x82\xbf"
	    "\x82\xcd", kr[] = "\xbe\xc8\xb3\xe7\xc7\xcf\xbc\xbc\xbf\xe4",
	    de[] = "Gr\xf6\xdf" "e \xfc" "ber Stra\xdf" "e",
	    up866[] = "\x8f\x90\x88\x82\x85\x92 \x8c\x80\x8c\x80",
	    two[] = "\xc4\xe3\xba\xc3";
	T_STR(ak_conv_guess(gbk, strlen(gbk)), "cjk", "Chinese in gbk");
	T_STR(ak_conv_guess(sjis, strlen(sjis)), "cjk",
	    "Japanese in shift_jis: no cp866 (its 0x82 is cp866's В)");
	T_STR(ak_conv_guess(kr, strlen(kr)), "cjk", "Korean in euc-kr");
	T_STR(ak_conv_guess(de, strlen(de)), "cp1252",
	    "Größe über Straße: accented letters before ASCII ones, cp1252");
	T_STR(ak_conv_guess(up866, strlen(up866)), "cp866",
	    "Russian capitals in cp866: pairs of 0x80-0x9F, no double-byte page");
	T_OK(strcmp(ak_conv_guess(two, strlen(two)), "cjk") != 0,
	    "two pairs: too few to say");
	/* ak_conv_page: every guess a page iconv knows, or none (the
	   readers' hints name it alike: no 'central', 'western', 'cjk' in
	   an iconv line) */
	{
		const char *pg, *wh, *al;
		T_OK(ak_conv_page(w1251, strlen(w1251), &pg, &wh, &al) == 1 &&
		    strcmp(pg, "cp1251") == 0 && strcmp(wh, "Cyrillic") == 0,
		    "ak_conv_page: cp1251, Cyrillic");
		T_OK(ak_conv_page(up866, strlen(up866), &pg, &wh, &al) == 1 &&
		    strcmp(pg, "cp866") == 0, "ak_conv_page: cp866");
		T_OK(ak_conv_page(fr, strlen(fr), &pg, &wh, &al) == 1 &&
		    strcmp(pg, "cp1252") == 0, "ak_conv_page: cp1252");
		T_OK(ak_conv_page("a\x81z", 3, &pg, &wh, &al) == 1 &&
		    strcmp(pg, "latin1") == 0, "ak_conv_page: latin1");
		/* Dzień dobry, się in cp1250: 'central' named cp1250 */
		static const char pl[] = "Dzie\xf1 dobry, jak si\xea masz? "
		    "Wygra\xb3" "e\x9c";
		T_OK(ak_conv_page(pl, strlen(pl), &pg, &wh, &al) == 1 &&
		    strcmp(pg, "cp1250") == 0 && al != NULL && strcmp(al,
		    "iso-8859-2") == 0, "ak_conv_page: central is cp1250, then "
		    "iso-8859-2");
		T_OK(ak_conv_page(gbk, strlen(gbk), &pg, &wh, &al) == 0 && pg ==
		    NULL && al == NULL && strstr(wh, "double-byte") != NULL,
		    "ak_conv_page: cjk names no one page");
		T_OK(ak_conv_is_cyr("iso-8859-5") && ak_conv_is_cyr("koi8-u") &&
		    !ak_conv_is_cyr("cp1250") && !ak_conv_is_cyr("cjk"),
		    "ak_conv_is_cyr: the six pages, no other");
	}
	/* Mac Cyrillic (Привет Мама: capitals at 0x80-0x9F, then small
	   letters as cp1251's); Turkish in cp1254 (değişiklik: ğ 0xF0,
	   ş 0xFE alone among Latin letters); Greek in cp1253 (γεια σου:
	   koi8-r's capitals) and Arabic in cp1256 (مرحبا كيف حالك)
	   named by their own pages (ak_conv_script), with the page of the
	   same script beside them when it reads the bytes otherwise */
	static const char mac[] = "\x8f\xf0\xe8\xe2\xe5\xf2 \x8c\xe0\xec\xe0",
	    tr[] = "de\xf0i\xfeiklik", el[] = "\xe3\xe5\xe9\xe1 \xf3\xef\xf5",
	    ar[] = "\xe3\xd1\xcd\xc8\xc7 \xdf\xed\xdd \xcd\xc7\xe1\xdf";
	T_STR(ak_conv_guess(mac, strlen(mac)), "mac-cyrillic", "Mac Cyrillic");
	T_STR(ak_conv_guess(tr, strlen(tr)), "cp1254", "Turkish: cp1254");
	const char *xalt;
	T_STR(ak_conv_guess_alt(el, strlen(el), &xalt), "cp1253",
	    "Greek: cp1253");
	T_OK(xalt == NULL, "  iso-8859-7 reads its bytes alike: not named");
	T_STR(ak_conv_guess_alt(ar, strlen(ar), &xalt), "cp1256",
	    "Arabic: cp1256");
	T_OK(xalt != NULL && strcmp(xalt, "iso-8859-6") == 0,
	    "  iso-8859-6 beside it");
	{
		const char *pg, *wh, *al;
		T_OK(ak_conv_page(ar, strlen(ar), &pg, &wh, &al) == 1 &&
		    strcmp(pg, "cp1256") == 0 && strcmp(wh, "Arabic") == 0,
		    "ak_conv_page: cp1256, Arabic");
	}
	/* Hebrew in cp1255, Thai in TIS-620 (cp874's letters: a
	   double-byte page's pairs too); the edge: a Russian line stays
	   cp1251 */
	static const char he[] = "\xf9\xec\xe5\xed \xec\xeb\xe5\xec\xed, "
	    "\xe6\xeb\xe9\xfa\xed \xe1\xf4\xf8\xf1 \xe2\xe3\xe5\xec",
	    th[] = "\xca\xc7\xd1\xca\xb4\xd5\xa4\xc3\xd1\xba "
	    "\xc2\xd4\xb9\xb4\xd5\xb5\xe9\xcd\xb9\xc3\xd1\xba",
	    ru[] = "\xc2\xfb \xf1\xf2\xe0\xeb\xe8 \xef\xee\xe1\xe5\xe4"
	    "\xe8\xf2\xe5\xeb\xe5\xec";
	T_STR(ak_conv_guess(he, strlen(he)), "cp1255", "Hebrew: cp1255");
	T_STR(ak_conv_guess(th, strlen(th)), "cp874", "Thai: cp874");
	T_STR(ak_conv_guess(ru, strlen(ru)), "cp1251", "Russian: cp1251");
	/* Привет, как дела in cp866: its letters at 0x80-0xAF, 0xE0-0xEF */
	static const char c866[] = "\x8f\xe0\xa8\xa2\xa5\xe2, \xaa\xa0\xaa "
	    "\xa4\xa5\xab\xa0";
	T_STR(ak_conv_guess(c866, strlen(c866)), "cp866", "Cyrillic cp866");
	/* Привет, как дела in iso-8859-5 (а-п 0xD0-0xDF, cp1251's Р-Я);
	   ещё минут десять in Mac Cyrillic (ё 0xDE, cp1251's Ю: a capital
	   inside a word), минут шесть (no ё, я, capital: cp1251 reads it
	   alike, cp1251 first); Вітаємо їжак in koi8-u (і 0xA6, ї 0xA7:
	   koi8-r's box drawings; їжак ґанок), Да, да in cp866 (too
	   short) */
	static const char iso5[] = "\xbf\xe0\xd8\xd2\xd5\xe2, \xda\xd0\xda "
	    "\xd4\xd5\xdb\xd0", macl[] = "\xe5\xf9\xde \xec\xe8\xed\xf3\xf2 "
	    "\xe4\xe5\xf1\xdf\xf2\xfc", macs[] = "\xec\xe8\xed\xf3\xf2 "
	    "\xf8\xe5\xf1\xf2\xfc", ku[] = "\xf7\xa6\xd4\xc1\xa4\xcd\xcf "
	    "\xa7\xd6\xc1\xcb", ku2[] = "\xa7\xd6\xc1\xcb \xad\xc1\xce\xcf"
	    "\xcb", da866[] = "\x84\xa0, \xa4\xa0";
	const char *alt;
	T_STR(ak_conv_guess(iso5, strlen(iso5)), "iso-8859-5",
	    "Cyrillic iso-8859-5");
	T_STR(ak_conv_guess_alt(macl, strlen(macl), &alt), "mac-cyrillic",
	    "Mac Cyrillic in lower case, by its ё");
	T_OK(alt != NULL && strcmp(alt, "mac-cyrillic") != 0,
	    "  another page named next");
	T_STR(ak_conv_guess_alt(macs, strlen(macs), &alt), "cp1251",
	    "lower case without ё or я: cp1251, which reads it alike");
	T_STR(ak_conv_guess(ku, strlen(ku)), "koi8-u", "Ukrainian koi8-u");
	T_STR(ak_conv_guess(ku2, strlen(ku2)), "koi8-u",
	    "  їжак ґанок: koi8-u");
	T_STR(ak_conv_guess_alt(da866, strlen(da866), &alt), "short",
	    "Да, да in cp866: too short");
	T_STR(alt, "cp866", "  cp866 reads it best");
	T_STR(ak_conv_guess("don\x92t \x93so\x94", 10), "cp1252",
	    "cp1252's quotes (0x92-0x94, cp866 letters): still cp1252");
	T_STR(ak_conv_guess("", 0), "cp1252", "empty: cp1252");
	/* Да ок in cp1251: too short to tell; café in Mac Roman (é 0x8E)
	   and cp850 (é 0x82) inside a word, and a CR inside the line (CR
	   line ends): the Western code pages listed */
	static const char da[] = "\xc4\xe0 \xee\xea", cafe[] = "caf\x8e au "
	    "lait", resume[] = "r\x8esum\x8e", deja[] = "d\x82j\x85",
	    cr[] = "ok\rcaf\xe9\rx";
	T_STR(ak_conv_guess(da, strlen(da)), "short", "Да ок: short");
	T_STR(ak_conv_guess(cafe, strlen(cafe)), "cp1252",
	    "é 0x8E at a word's end: cp1252 (Ž)");
	T_STR(ak_conv_guess(resume, strlen(resume)), "western",
	    "é 0x8E inside a word: western");
	T_STR(ak_conv_guess(deja, strlen(deja)), "western", "cp850: western");
	T_STR(ak_conv_guess(cr, strlen(cr)), "western",
	    "a CR inside the line: western");
}

/* the notes the reader passes on: the last one kept, and their number */
static char note_got[1200];
static int notes;

static void
note_keep(void *ctx, const char *msg)
{
	(void)ctx;
	snprintf(note_got, sizeof note_got, "%s", msg);
	notes++;
}

/*
 * A first record whose names make it a header but whose label reads as a
 * label: the second record decides.  On each side of the rule and on it.
 */
static void
test_header_second(void)
{
	ak_corpus_opt t = { .quoting = AK_QUOTING_NONE, .note = note_keep };
	ak_corpus_opt c = { .quoting = AK_QUOTING_COMMA, .note = note_keep };
	ak_labelmap m;
	t_got g;
	ak_err e;
	const char *p;

	/* on the rule: spam over labels of its kind, the header, said */
	notes = 0;
	p = t_puts("sms.tsv", "spam\tSMS\nham\tHi there\n");
	T_OK(rd(p, &t, &g, &e) == 0 && g.n == 1 && strcmp(g.text[0],
	    "Hi there") == 0, "spam<TAB>SMS over ham: read as the header");
	T_OK(notes == 1 && strstr(note_got, "sms.tsv:1: 'spam\\tSMS' read "
	    "as the header") && strstr(note_got, "--no-header"),
	    "spam<TAB>SMS over ham: said, naming --no-header");
	notes = 0;
	p = t_puts("kag.csv", "spam,text\nspam,x\nham,y\n");
	T_OK(rd(p, &c, &g, &e) == 0 && g.n == 2 && notes == 1,
	    "spam,text over spam: the header, said");
	/* --no-header and --header decide instead, silently */
	t.header = -1;
	notes = 0;
	p = t_puts("sms.tsv", "spam\tSMS\nham\tHi there\n");
	T_OK(rd(p, &t, &g, &e) == 0 && g.n == 2 && strcmp(g.text[0], "SMS")
	    == 0 && strcmp(g.where[1], "sms.tsv:2") == 0 && notes == 0,
	    "--no-header: line 1 a message, not said");
	t.header = 1;
	p = t_puts("h.tsv", "ham\tHi\nspam\tWin\n");
	T_OK(rd(p, &t, &g, &e) == 0 && g.n == 1 && strcmp(g.label[0], "spam")
	    == 0 && notes == 0, "--header: line 1 the header, not said");
	t.header = 0;
	/* one side: ham (no column is named after the negative class): a
	 * message, said, as its text names a column (the rule's guess) */
	p = t_puts("ham.csv", "ham,Message\nspam,Win cash\n");
	T_OK(rd(p, &c, &g, &e) == 0 && g.n == 2 && strcmp(g.text[0],
	    "Message") == 0 && strcmp(g.where[0], "ham.csv:1") == 0 &&
	    strcmp(g.where[1], "ham.csv:2") == 0 && notes == 1,
	    "ham,Message: a message, in order, said");
	p = t_puts("one.tsv", "spam\tSMS\n");
	T_OK(rd(p, &t, &g, &e) == 0 && g.n == 1 && strcmp(g.text[0], "SMS")
	    == 0 && notes == 2, "spam<TAB>SMS alone: a message, said");
	notes = 0;
	/* the other side: a label of another kind below it */
	p = t_puts("kind.tsv", "spam\ttext\ngcide\tA word\n");
	T_OK(rd(p, &t, &g, &e) == -1 && strstr(e.msg, "kind.tsv:2: label "
	    "'gcide' is neither ham nor spam, and line 1 ('spam\\ttext') was "
	    "read as the header") && notes == 0, "spam<TAB>text over gcide: "
	    "the header, certain (and gcide then a label to map)");
	T_OK(ak_labelmap_parse(&m, "1=spam,*=ham", &e) == 0, "parse 1,*");
	c.label_map = &m;
	p = t_puts("ts.csv", "text,spam\nHello,0\nWin,1\n");
	c.text_column = "1";
	c.label_column = "2";
	T_OK(rd(p, &c, &g, &e) == 0 && g.n == 2 && strcmp(g.label[1], "spam")
	    == 0 && notes == 0, "text,spam over 0/1 mapped with *: the "
	    "header, certain");
	ak_labelmap_free(&m);
}

/*
 * Word vectors given as a corpus: refused in --unlabeled reading when the
 * first two lines say so, read and said at d = 1, read as text otherwise;
 * named in the hint of a labelled read
 */
static void
test_vectors(void)
{
	ak_corpus_opt u = { .quoting = AK_QUOTING_NONE, .unlabeled = 1,
	    .note = note_keep };
	ak_corpus_opt t = { .quoting = AK_QUOTING_NONE };
	t_got g;
	ak_err e;
	const char *p;

	T_OK(ak_vec_pair("3 2", 3, "free 0.1 0.2", 12) == 1 &&
	    ak_vec_pair("free 0.1 0.2", 12, "call 3e-1 4 ", 12) == 1 &&
	    ak_vec_pair("3 1", 3, "free 1", 6) == 1,
	    "vectors: a header over a row, two rows of floats");
	T_OK(ak_vec_pair("Call 0800 123", 13, "Text 4567 890", 13) == 0 &&
	    ak_vec_pair("3 2", 3, "free now", 8) == 0 &&
	    ak_vec_pair("free 0.1 0.2", 12, "call 0.3", 8) == 0 &&
	    ak_vec_pair("free 0.1 0.2", 12, "call nan 1.0", 12) == 0,
	    "vectors: numbers without a float, a word, k differs, nan: text");
	T_OK(ak_vec_pair("free 0.5", 8, "call -0.25", 10) == 2,
	    "vectors: a word and a float twice (d = 1): perhaps");
	T_OK(ak_vec_pair("the\t0.1\t0.2", 11, "of\t-0.3\t4", 9) == 3,
	    "vectors: TAB-separated, no header, k = 2 with floats: certain");
	T_OK(ak_vec_pair("i\t30\t20", 7, "you\t2\t1", 7) == 0 &&
	    ak_vec_pair("the\t0.1\t0.2", 11, "of\t0.3", 6) == 0 &&
	    ak_vec_pair("the\t0.5", 7, "of\t0.25", 7) == 0 &&
	    ak_vec_pair("the\t0.1\t0.2", 11, "of 0.3\t0.4", 10) == 0 &&
	    ak_vec_pair("the\t0.1\t\t0.2", 12, "of\t0.3\t0.4", 10) == 0,
	    "vectors with TABs: a vocabulary's whole numbers, k differs, "
	    "k = 1, a space, two TABs: not certain");
	p = t_puts("v.vec", "3 2\nfree 0.1 0.2\ncall 0.3 -0.4\n");
	T_OK(rd(p, &u, &g, &e) == -1 && strstr(e.msg, "v.vec:1: word vectors "
	    "(word2vec's or GloVe's text), not messages: attn-map and "
	    "attn-train read them with -e, ppmi-svd with --load") && g.n == 0,
	    "--unlabeled word2vec text: refused at line 1, nothing passed on");
	T_OK(rd(p, &t, &g, &e) == -1 && strstr(e.msg, "v.vec:1: word vectors "
	    "(word2vec's or GloVe's text), not messages: attn-map and "
	    "attn-train read them with -e") && g.n == 0,
	    "labelled word2vec text: refused as --unlabeled refuses it");
	notes = 0;
	p = t_puts("g1.txt", "free 0.5\ncall -0.25\n");
	T_OK(rd(p, &u, &g, &e) == 0 && g.n == 2 && strcmp(g.text[0],
	    "free 0.5") == 0 && strcmp(g.where[0], "g1.txt:1") == 0 &&
	    notes == 1 && strstr(note_got, "g1.txt:1: the first two lines, a "
	    "word and a number each, read as messages; GloVe's vectors of 1 "
	    "dimension?"), "--unlabeled d = 1: read, in order, and said");
	notes = 0;
	p = t_puts("msg.txt", "Call 0800 123\nText 4567 890\nok\n");
	T_OK(rd(p, &u, &g, &e) == 0 && g.n == 3 && strcmp(g.text[1],
	    "Text 4567 890") == 0 && notes == 0,
	    "--unlabeled numbers without a float: messages, not said");
	p = t_puts("one.txt", "free 0.1 0.2\n");
	T_OK(rd(p, &u, &g, &e) == 0 && g.n == 1 && notes == 1 &&
	    strstr(note_got, "one.txt:1: the one line, a word and numbers, "
	    "read as a message; word vectors of one word?"),
	    "--unlabeled one line of a word and 2 numbers: a message, said");
	notes = 0;
	p = t_puts("onet.txt", "free\t0.1\t2\n");
	T_OK(rd(p, &u, &g, &e) == 0 && g.n == 1 && notes == 1,
	    "  the same separated by TABs");
	notes = 0;
	p = t_puts("one1.txt", "Total 2.50\n");
	T_OK(rd(p, &u, &g, &e) == 0 && g.n == 1 && notes == 0,
	    "--unlabeled one line of a word and one number: a message");
	p = t_puts("one2.txt", "Call 0800 123\n");
	T_OK(rd(p, &u, &g, &e) == 0 && g.n == 1 && notes == 0,
	    "--unlabeled one line, numbers without a float: a message");
	p = t_puts("vt.tsv", "the\t0.1\t0.2\nof\t-0.3\t0.4\n");
	T_OK(rd(p, &u, &g, &e) == -1 && strstr(e.msg, "vt.tsv:1: word "
	    "vectors separated by TABs without a header, not messages: give "
	    "them the header word<TAB>d1 ... dk") && g.n == 0,
	    "--unlabeled TAB-separated vectors: refused at line 1");
	p = t_puts("vocrows.tsv", "i\t30\t20\nyou\t20\t15\n");
	T_OK(rd(p, &u, &g, &e) == 0 && g.n == 2 && notes == 0,
	    "--unlabeled TAB rows of whole numbers: messages, not said");
}

/* the CR rule (text.h ak_cr_inside) and the header rule's certainty
 * (corpus-int.h ak_corpus_hdr_doubt) on either side and at the edge */
static void
test_certainty(void)
{
	ak_err e;

	T_OK(ak_cr_inside("a\rb", 3, "f:1", NULL, &e) == -1 &&
	    strcmp(e.msg, "f:1: a carriage return inside the line ('b' "
	    "follows it): lines that end in CR alone (classic Mac)? convert "
	    "them with tr '\\r' '\\n'") == 0, "CR then a byte: refused");
	T_OK(ak_cr_inside("a\r\r", 3, "f:1", NULL, &e) == 0,
	    "CRs at the end: no line after them");
	T_OK(ak_cr_inside("ab", 2, "f:1", NULL, &e) == 0, "no CR");
	T_OK(ak_cr_inside("\rx y", 4, "f:2", "also", &e) == -1 &&
	    strstr(e.msg, "('x' follows it)") != NULL &&
	    strstr(e.msg, "'\\n'; also") != NULL, "the word; also appended");
	/* a header: both fields name columns */
	T_OK(ak_corpus_hdr_doubt("label", "text", 1) == NULL, "label,text: "
	    "a header, certain");
	T_OK(ak_corpus_hdr_doubt("spam", "text", 1) == NULL, "spam beside "
	    "text: a header, certain (text,spam)");
	T_OK(ak_corpus_hdr_doubt("spam", "ok", 1) != NULL &&
	    strcmp(ak_corpus_hdr_doubt("spam", "ok", 1), "spam") == 0,
	    "spam beside no column's name: the header, said");
	T_OK(strcmp(ak_corpus_hdr_doubt("label", "ham", 1), "ham") == 0,
	    "label,ham: the header, said, naming ham");
	T_OK(ak_corpus_hdr_doubt("ham", "hello", 0) == NULL, "ham,hello: a "
	    "message, certain");
	T_OK(strcmp(ak_corpus_hdr_doubt("ham", "Text", 0), "Text") == 0,
	    "ham,Text: a message, said, naming Text (case ignored)");
	T_OK(ak_corpus_hdr_doubt("ham", NULL, 0) == NULL, "one field");
}

/* libcsv's reallocations counted (csv_set_realloc_func), and the fields
   it gives: their count and the longest's length */
static size_t csv_reallocs;
static void *
count_realloc(void *p, size_t n)
{
	csv_reallocs++;
	return realloc(p, n);
}
typedef struct { size_t n, longest; } csv_seen;
static void
seen_field(void *f, size_t n, void *data)
{
	csv_seen *c = data;

	(void)f;
	c->n++;
	if (n > c->longest)
		c->longest = n;
}
static void
seen_rec(int ch, void *data)
{
	(void)ch;
	(void)data;
}

/* a long field on one line, quoted or not: libcsv's buffer doubles
   within the line, as over many lines (ak_corpus_csv_feed's pieces at
   most the buffer's size): a 4 MiB field takes about log2(4 MiB / 4 KiB)
   = 10 reallocations, not 4 MiB / 4 KiB = 1024 */
static void
test_csv_long_field(void)
{
	const size_t n = (size_t)4 << 20;
	char *line = malloc(n + 16);

	if (line == NULL) {
		T_OK(0, "csv long field: memory for the line");
		return;
	}
	for (int quoted = 0; quoted < 2; quoted++) {
		struct csv_parser p;
		csv_seen c = { 0, 0 };
		size_t k = 0, f0;
		int failed = 0;
		ak_err e;

		memcpy(line, quoted ? "ham,\"" : "ham,", quoted ? 5 : 4);
		k = quoted ? 5 : 4;
		f0 = k;
		while (k - f0 < n) {
			memcpy(line + k, "word ", 5);
			k += 5;
		}
		if (quoted)
			line[k++] = '"';
		line[k++] = '\n';
		T_OK(csv_init(&p, CSV_APPEND_NULL) == 0, "csv_init");
		csv_set_realloc_func(&p, count_realloc);
		csv_set_space_func(&p, ak_corpus_no_space);
		csv_reallocs = 0;
		T_OK(ak_corpus_csv_feed(&p, line, k, ',', &failed, n + 64, NULL,
		    "long.csv:1", seen_field, seen_rec, &c, &e) == 0,
		    quoted ? "csv quoted 4 MiB field: fed" :
		    "csv unquoted 4 MiB field: fed");
		T_OK(c.n == 2 && c.longest >= n && c.longest < n + 5,
		    "csv long field: two fields, the text whole");
		T_OK(csv_reallocs <= 24, quoted ?
		    "csv quoted 4 MiB field on one line: <= 24 reallocations" :
		    "csv unquoted 4 MiB field on one line: <= 24 reallocations");
		csv_free(&p);
	}
	free(line);
}

int
main(void)
{
	if (t_dir_make() != 0)
		return 1;
	test_labelmap();
	test_layouts();
	test_hints();
	test_guesses();
	test_header_second();
	test_vectors();
	test_certainty();
	test_csv_long_field();
	if (t_dir_remove() != 0)
		return 1;
	return t_done();
}
