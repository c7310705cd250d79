/*
 * text-tokline.c — the tokenized corpus's lines (text.h ak_tokline,
 * ak_tokline_raw, ak_tokline_skip, ak_tokmsgs_read): the one splitter of
 * label<TAB>tokens and its refusals naming what a line is instead (another
 * attnkit file, a CSV, JSON, vectors, quoted fields, a label-less line)
 * with the command that reads it.  A part of the text module beside text.c
 * (the tokenizer, the vector-line shapes ak_vec_line ... that the corpus
 * readers share), which does not call it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "filekind.h"
#include "io.h"
#include "table.h"
#include "text.h"

/* the file of where ("FILE:LINE"): its length */
static int
where_file(const char *where)
{
	const char *colon = strrchr(where, ':');
	size_t n = colon ? (size_t)(colon - where) : strlen(where);

	return n > 200 ? 200 : (int)n;
}

int
ak_tokline(char *line, const char *where, char **label, char **tokens,
    ak_err *e)
{
	return ak_tokline_raw(line, where, NULL, label, tokens, e);
}

/*
 * other_table: a line of more than two TAB-separated fields that is
 * another attnkit file's header (ak_table_guess) or a vocabulary's row
 * (word, then two whole numbers): the error naming what the file is and
 * the option that takes it; else 0
 */
static int
other_table(const char *line, const char *where, ak_err *e)
{
	static const struct { const char *kind, *take; } takes[] = {
		{ "a vocabulary", "ppmi-svd and sms-vocab -t take it with -v" },
		{ "embeddings", "attn-map and attn-train take them with -e, "
		    "ppmi-svd with --load" },
		{ "a spam model", "attn-train takes it with --load" },
		{ "an addressing model", "attn-train addr eval takes it" },
	};
	char copy[512], *f[16];
	size_t nf = 0, n = strlen(line);
	const char *g;

	if (n >= sizeof copy)
		return 0;
	memcpy(copy, line, n + 1);
	for (char *p = copy; nf < 16;) {
		f[nf++] = p;
		if ((p = strchr(p, '\t')) == NULL)
			break;
		*p++ = '\0';
	}
	if ((g = ak_table_guess(f, nf)) != NULL) {
		const char *take = "";
		for (size_t i = 0; i < sizeof takes / sizeof *takes; i++)
			if (strncmp(g, takes[i].kind, strlen(takes[i].kind)) ==
			    0)
				take = takes[i].take;
		ak_table_not(e, where, "token lines", f, nf,
		    "label<TAB>tokens");
		if (*take != '\0' && strlen(e->msg) + strlen(take) + 3 <
		    sizeof e->msg)
			snprintf(e->msg + strlen(e->msg), sizeof e->msg -
			    strlen(e->msg), ": %s", take);
		return -1;
	}
	if (nf == 3 && !ak_whole(f[0]) && ak_whole(f[1]) && ak_whole(f[2]))
		return ak_errf(e, "%s: a vocabulary's row (word<TAB>count<TAB>"
		    "docs, sms-vocab's output), not label<TAB>tokens: ppmi-svd "
		    "and sms-vocab -t take a vocabulary with -v", where);
	return 0;
}

/* a two-field header (a spam model's 'param value', sms-vocab --stats'
   'stat value': one word after the TAB, a label no corpus has) is another
   kind's file, not the label 'param' (other_table); else 0 */
static int
two_fields(const char *line, const char *tab, const char *where, ak_err *e)
{
	size_t l = tab != NULL ? (size_t)(tab - line) : 0;

	if (tab == NULL || strpbrk(tab + 1, "\t ") != NULL || (l == 3 &&
	    !memcmp(line, "ham", 3)) || (l == 4 && !memcmp(line, "spam", 4)))
		return 0;
	return other_table(line, where, e);
}

int
ak_tokline_skip(const ak_reader *r, char *prov, size_t cap, int first,
    ak_err *e)
{
	char copy[512], *f[16];
	size_t nf = 0, n = r->len;

	if (r->line[0] == '#' && !ak_sheet_error_line(r->line, r->len,
	    '\t')) {
		if (r->lineno == 1 && cap > 0 && ak_is_provenance(r->line, r->len))
			snprintf(prov, cap, "%s", r->line);
		return 1;
	}
	if (!first || cap == 0 || prov[0] == '\0' ||
	    strncmp(prov, "# sms-vocab ", 12) == 0 || n >= sizeof copy)
		return 0;
	/* a header the tables know is named by ak_tokline, with the option
	   that takes the file */
	memcpy(copy, r->line, n + 1);
	for (char *p = copy; nf < 16;) {
		f[nf++] = p;
		if ((p = strchr(p, '\t')) == NULL)
			break;
		*p++ = '\0';
	}
	if (ak_table_guess(f, nf) != NULL)
		return 0;
	int tl = (int)strcspn(prov + 2, " "), pl = (int)strlen(prov);
	/* ppmi-svd --count's: a count file, --from-counts forgotten */
	int cnt = strncmp(prov, "# ppmi-svd ", 11) == 0 && strstr(prov,
	    " --count") != NULL;
	return ak_errf(e, "%s:1: a file %.*s wrote (its first line '%.*s%s'), "
	    "not token lines (want label<TAB>tokens, sms-vocab -t's)%s",
	    r->name, tl, prov + 2, pl > 72 ? 72 : pl, prov, pl > 72 ? "..." :
	    "", cnt ? ": a count file: ppmi-svd reads count files with "
	    "--from-counts" : "");
}

/* the first of ',', ';', '|' on a line without a TAB that separates
   fields as a delimited file's writer does, against the field before it
   and no space after ('spam,Win', 'ham,'), or after a label that starts
   the line ('spam, Win': written by hand), or 0: a tokenizer writes ' , '
   between spaces, and raw text a space after its ', ' */
static char
delim_of(const char *line)
{
	size_t w = strcspn(line, ",;| ");

	if (line[w] != '\0' && line[w] != ' ' && ((w == 3 &&
	    !strncasecmp(line, "ham", 3)) || (w == 4 && !strncasecmp(line,
	    "spam", 4)) || (w == 1 && (line[0] == '0' || line[0] == '1'))))
		return line[w];
	for (const char *p = line; *(p += strcspn(p, ",;|")) != '\0'; p++)
		if ((p == line || p[-1] != ' ') && p[1] != ' ')
			return *p;
	return 0;
}

/* the error of a line without a TAB that a delimiter splits: a
   delimited file, its delimiter the first of ',', ';', '|' on the line
   that is no token of its own (delim_of; "spam;Win cash, now": ';'), named with the sms-vocab that tokenizes
   it (raw: what else reads it, or NULL) */
static int
delimited(const char *line, const char *where, const char *raw, ak_err *e)
{
	char d = delim_of(line);
	int fl = where_file(where);
	int in = fl == 7 && memcmp(where, "<stdin>", 7) == 0;

	return ak_errf(e, "%s: no TAB between label and tokens (a %s? the "
	    "input is tokens: sms-vocab %s -t %.*s > tokens.tsv first%s%s)",
	    where, d == ',' ? "CSV" : d == ';' ? "file separated by ';'" :
	    "file separated by '|'", d == ',' ? "--csv" : d == ';' ?
	    "--delimiter ';'" : "--delimiter '|'", in ? 4 : fl, in ? "FILE" :
	    where, raw ? "; " : "", raw ? raw : "");
}

/* the error of a line of a word and numbers separated by TABs, one of
   them written as a float: vectors without a header (pandas'
   to_csv(sep='\t', header=False)); a count line's second field is a
   word.  0 when the line is none */
static int
tab_vectors(const char *line, const char *where, ak_err *e)
{
	long d;
	int dec;

	if (ak_vec_line_tab(line, strlen(line), &d, &dec) != 2 || d < 2 ||
	    !dec)
		return 0;
	return ak_errf(e, "%s: word vectors separated by TABs without a "
	    "header (a word and %ld numbers), not token lines: give them the "
	    "header word<TAB>d1 ... d%ld and read them as embeddings "
	    "(attn-map and attn-train -e, ppmi-svd --load)", where, d, d);
}

/* the error of a line that ends in the tools' provenance line after
   other bytes: a file cut short inside its last line, another file
   joined to it with cat (its first line glued to the cut one); 0 when the
   line holds none */
static int
glued(const char *line, const char *where, ak_err *e)
{
	size_t n = strlen(line);

	for (const char *p = strchr(line + 1, '#'); p != NULL;
	    p = strchr(p + 1, '#'))
		if (ak_is_provenance(p, n - (size_t)(p - line)))
			return ak_errf(e, "%s: the line ends in another file's "
			    "first line ('%.60s%s'): files joined with cat, the "
			    "one before it cut short inside its last line (no "
			    "newline)? its words would be counted: drop that "
			    "file's cut line, or get it whole", where, p,
			    strlen(p) > 60 ? "..." : "");
	return 0;
}

/* 1 when the tokens s are one field in CSV's double quotes: '"' first
   and last, each against a token (a CSV writer's field '"see you"'), and
   every '"' between them doubled (csv.QUOTE_NONNUMERIC of a label 1/0
   quotes the tokens alone); a '"' then a space, or a space then the last
   '"', is a token of its own (spaCy keeps '"' as a token: '" see you "') */
static int
csv_quoted(const char *s)
{
	size_t n = strlen(s);

	if (n < 2 || s[0] != '"' || s[n - 1] != '"' || (n > 2 && (s[1] ==
	    ' ' || s[n - 2] == ' ')))
		return 0;
	for (size_t i = 1; i + 1 < n; i++)
		if (s[i] == '"' && (i + 2 >= n || s[++i] != '"'))
			return 0;
	return 1;
}

/* the error of a label in double quotes (line[0..tab)): token lines
   written back by R's write.table (quote=TRUE, its default) or Python's
   csv.QUOTE_ALL, whose first and last tokens would be read with the
   quotes; no tool writes a label so (the header '"label"<TAB>"text"'
   too).  -1 */
static int
quoted(const char *line, const char *tab, const char *where, ak_err *e)
{
	char file[208], cmd[300];
	int fl = where_file(where);

	snprintf(file, sizeof file, "%.*s", fl, where);
	if (line[0] != '"')
		return ak_errf(e, "%s: the tokens are in double quotes ('%.30s"
		    "%s'), as Python's csv (QUOTE_NONNUMERIC, QUOTE_ALL) writes a "
		    "field: token lines hold none, and the quotes would stay on "
		    "the first and last tokens: write them without (quoting=csv."
		    "QUOTE_NONE), or strip them: %s > FILE.tsv", where, tab + 1,
		    strlen(tab + 1) > 30 ? "..." : "", ak_sed_cmd(cmd, sizeof cmd,
		    "'s/\"//g'", file));
	return ak_errf(e, "%s: the label '%.*s' is in double quotes, as R's "
	    "write.table (quote=TRUE, its default) and Python's csv "
	    "(QUOTE_ALL) write fields: token lines hold none, and the quotes "
	    "would stay on the first and last tokens: write them without "
	    "(R: quote=FALSE; Python: quoting=csv.QUOTE_NONE), or strip them: "
	    "%s > FILE.tsv", where, (int)(tab - line > 40 ? 40 : tab - line),
	    line, ak_sed_cmd(cmd, sizeof cmd, "'s/\"//g'", file));
}

/* the file of where, for ak_sed_cmd (which names "<stdin>" FILE) */
static void
cmd_file(const char *where, char *file, size_t n)
{
	snprintf(file, n, "%.*s", where_file(where), where);
}

/* file as a command other than sed names it: FILE for standard input */
static const char *
shown(const char *file)
{
	return strcmp(file, "<stdin>") == 0 ? "FILE" : file;
}

/* the error of a line without a TAB that starts with a label: fastText's
   supervised format ('__label__spam win', one label or more before the
   tokens, separated by spaces) or a label and a space where the
   TAB belongs ('spam win': the TAB turned into spaces), named with the
   sed that makes token lines of it; 0 when it is neither */
static int
label_first(const char *line, const char *where, ak_err *e)
{
	char file[208], cmd[400];
	size_t w = strcspn(line, " "), nl = 0;

	cmd_file(where, file, sizeof file);
	if (strncmp(line, "__label__", 9) == 0 && line[w] == ' ') {
		for (const char *p = line; strncmp(p, "__label__", 9) == 0;
		    p += strspn(p + strcspn(p, " "), " ") + strcspn(p, " "))
			nl++;
		return ak_errf(e, "%s: no TAB between label and tokens: "
		    "fastText's supervised format ('%.*s' then the tokens%s), "
		    "not token lines: make label<TAB>tokens of it: %s > "
		    "tokens.tsv", where, (int)(w > 40 ? 40 : w), line, nl > 1 ?
		    "; several labels a line, of which the sed keeps the first" :
		    "", ak_sed_cmd(cmd, sizeof cmd, "'s/^__label__\\([^ ]*\\)"
		    "\\( \\{1,\\}__label__[^ ]*\\)* \\{1,\\}/\\1\\t/'", file));
	}
	if (line[w] == ' ' && ((w == 3 && !memcmp(line, "ham", 3)) || (w ==
	    4 && !memcmp(line, "spam", 4)) || (w == 1 && line[0] == '-'))) {
		char ls[600], c2[300];	/* one space: a sentence's too */
		if (line[w + 1] == ' ' || w == 1)
			ls[0] = '\0';
		else
			snprintf(ls, sizeof ls, "; or tokens without a label, one "
			    "sentence a line (gensim's LineSentence) whose first "
			    "word is '%.*s'? give each line the label '-': %s > "
			    "tokens.tsv", (int)w, line, ak_sed_cmd(c2, sizeof c2,
			    "'s/^/-\\t/'", file));
		return ak_errf(e, "%s: no TAB between label and tokens: '%.*s' "
		    "then a space, a label where its TAB is a space (the TAB "
		    "turned into spaces by an editor or a copy?): make it a TAB: "
		    "%s > tokens.tsv%s", where, (int)w, line, ak_sed_cmd(cmd,
		    sizeof cmd, "'s/ \\{1,\\}/\\t/'", file), ls);
	}
	return 0;
}

/* the error of a line without a TAB that no other rule names: an empty
   line, raw text without labels (what ak_tok_refused refuses: 'now,'),
   or tokens without a label, one sentence a line (gensim's LineSentence,
   word2vec's training text); train: the tool trains on the labels
   (attn-train), which such a file has none of.  -1 */
static int
unlabelled_line(const char *line, const char *where, int train, ak_err *e)
{
	char file[208], cmd[300];
	size_t blen;
	const char *need = train ? "; training needs each line labelled spam "
	    "or ham, and attn-train --load MODEL --predict --unlabeled scores "
	    "text without labels" : "";

	cmd_file(where, file, sizeof file);
	if (line[strspn(line, " ")] == '\0')
		return ak_errf(e, "%s: an empty line, no label and no TAB (token "
		    "lines have both, the tokens may be none): drop it: %s > "
		    "tokens.tsv", where, ak_sed_cmd(cmd, sizeof cmd,
		    "'/^ *$/d'", file));
	if (ak_tok_refused(line, &blen) != NULL)
		return ak_errf(e, "%s: no TAB between label and tokens: text "
		    "without labels, not tokens? tokenize it: sms-vocab "
		    "--unlabeled -t %s > tokens.tsv%s", where, shown(file),
		    need);
	return ak_errf(e, "%s: no TAB between label and tokens: tokens without "
	    "a label, one sentence a line (gensim's LineSentence, word2vec's "
	    "training text)? give each line the label '-' (no label): %s > "
	    "tokens.tsv, or tokenize it as text: sms-vocab --unlabeled -t %s > "
	    "tokens.tsv%s", where, ak_sed_cmd(cmd, sizeof cmd, "'s/^/-\\t/'",
	    file), shown(file), need);
}

/* the error of a line without a TAB (ak_tokline_raw's rules in order):
   JSON, a label first (label_first), a delimited file, vectors, a line
   without a label (unlabelled_line).  -1 */
static int
no_tab(const char *line, const char *where, const char *raw, ak_err *e)
{
	int shape = ak_json_shape(line, strlen(line));
	int fl = where_file(where);
	int in = fl == 7 && memcmp(where, "<stdin>", 7) == 0;

	if (shape == AK_JSON_OBJECT)
		return ak_errf(e, "%s: JSON Lines (a JSON object a line), not "
		    "token lines: tokenize them first: sms-vocab --jsonl -t "
		    "%.*s > tokens.tsv%s%s", where, in ? 4 : fl, in ? "FILE" :
		    where, raw ? "; " : "", raw ? raw : "");
	if (shape != AK_JSON_NONE)
		return ak_errf(e, "%s: a JSON %s, not token lines: make JSON "
		    "Lines of it and tokenize them: jq -c '%s' %.*s | "
		    "sms-vocab --jsonl -t > tokens.tsv%s%s", where,
		    shape == AK_JSON_ARRAY ? "array" : shape ==
		    AK_JSON_OPEN_ARRAY ? "array written over many lines" :
		    "document written over many lines", shape ==
		    AK_JSON_OPEN_OBJECT ? "." : ".[]", in ? 4 : fl, in ?
		    "FILE" : where, raw ? "; " : "", raw ? raw : "");
	if (label_first(line, where, e) != 0)
		return -1;
	if (delim_of(line) != 0)
		return delimited(line, where, raw, e);
	if (ak_vec_hinted(line, strlen(line)))
		return ak_errf(e, "%s: no TAB between label and tokens (%s)",
		    where, AK_VEC_HINT);
	return unlabelled_line(line, where, raw != NULL, e);
}

/* the error of a line of more than one TAB (ak_tokline_raw's rules in
   order): another attnkit file's, vectors, a count line, pandas' index
   column before label<TAB>tokens (its header '<TAB>label<TAB>tokens',
   a row '0<TAB>spam<TAB>win cash'; R's write.table row names alike).
   -1 */
static int
tabs(const char *line, const char *tab, const char *where, ak_err *e)
{
	const char *t2 = strchr(tab + 1, '\t');
	char *end, file[208], cmd[300];
	ak_err scratch;
	size_t f0 = (size_t)(tab - line), f1 = (size_t)(t2 - tab - 1);

	if (other_table(line, where, e) != 0 || tab_vectors(line, where, e) != 0)
		return -1;
	if (strchr(t2 + 1, '\t') == NULL && t2[1] != '\0' &&
	    (strtod(t2 + 1, &end), *end == '\0'))
		return ak_errf(e, "%s: a count line (word<TAB>context"
		    "<TAB>count, ppmi-svd --count's output), not "
		    "label<TAB>tokens: ppmi-svd reads count files with "
		    "--from-counts", where);
	cmd_file(where, file, sizeof file);
	if (t2[strspn(t2, "\t")] == '\0' && f0 > 0)
		return ak_errf(e, "%s: the line ends in a TAB after its tokens, "
		    "an empty column (a spreadsheet's save as Text (Tab "
		    "delimited)?): drop it: %s > tokens.tsv", where,
		    ak_sed_cmd(cmd, sizeof cmd, "'s/\\t\\{1,\\}$//'", file));
	if (strchr(t2 + 1, '\t') == NULL && f1 > 0 && f1 < 40) {
		char lab[48], toks[48];
		snprintf(lab, sizeof lab, "%.*s", (int)f1, tab + 1);
		snprintf(toks, sizeof toks, "%.40s", t2 + 1);
		if (f0 == 0 && ak_tokline_header("", lab, toks, "", 1,
		    &scratch) != 0)
			return ak_errf(e, "%s: '<TAB>%s<TAB>%s', a header after "
			    "an empty field: pandas' index column (to_csv(sep="
			    "'\\t') writes it unless index=False)? write the "
			    "frame again with df.to_csv(FILE, sep='\\t', "
			    "index=False, header=False), or drop the header and "
			    "the column: %s > tokens.tsv", where, lab, toks,
			    ak_sed_cmd(cmd, sizeof cmd, "'1d; s/^[^\\t]*\\t//'",
			    file));
		if (f0 > 0 && strspn(line, "0123456789") == f0 &&
		    memchr(tab + 1, ' ', f1) == NULL)
			return ak_errf(e, "%s: '%.*s' before the label '%s': a "
			    "row number, pandas' index column (to_csv(sep='\\t') "
			    "writes it unless index=False) or R's row names "
			    "(write.table's row.names=TRUE)? write the frame "
			    "again without it (index=False; R: row.names=FALSE), "
			    "or drop the column: %s > tokens.tsv", where,
			    (int)(f0 > 20 ? 20 : f0), line, lab, ak_sed_cmd(cmd,
			    sizeof cmd, "'s/^[^\\t]*\\t//'", file));
	}
	return ak_errf(e, "%s: more than one TAB (want label<TAB>tokens)",
	    where);
}

/* the error of a byte-order mark that starts a line at where
   ("FILE:LINE"), as every reader of words says it (filekind.h
   ak_bom_later: past line 1 files joined with cat, at line 1 a second
   one, io.h dropping the first; the sed through zcat for a gzip file).
   -1 */
static int
bom_inside(const char *line, const char *where, ak_err *e)
{
	char file[208];
	const char *colon = strrchr(where, ':');
	long lineno = colon != NULL ? strtol(colon + 1, NULL, 10) : 0;

	snprintf(file, sizeof file, "%.*s", where_file(where), where);
	if (lineno < 1 || ak_bom_later(line, strlen(line), lineno, file, e) ==
	    0)
		return ak_errf(e, "%s: a byte-order mark (U+FEFF, bytes EF BB "
		    "BF) starts the line: remove it", where);
	return -1;
}

int
ak_tokline_raw(char *line, const char *where, const char *raw, char **label,
    char **tokens, ak_err *e)
{
	char *tab = strchr(line, '\t');
	const char *bad;
	size_t blen;

	if (ak_cr_inside(line, strlen(line), where, NULL, e) != 0 ||
	    (line[0] != '\0' && glued(line, where, e) != 0) ||
	    two_fields(line, tab, where, e) != 0)
		return -1;
	if (strncmp(line, "\xef\xbb\xbf", 3) == 0)	/* io.h drops line 1's */
		return bom_inside(line, where, e);

	if (tab == NULL)
		return no_tab(line, where, raw, e);
	if (strchr(tab + 1, '\t') != NULL)
		return tabs(line, tab, where, e);
	if ((tab - line >= 2 && line[0] == '"' && tab[-1] == '"') ||
	    csv_quoted(tab + 1))
		return quoted(line, tab, where, e);
	if ((bad = ak_tok_refused(tab + 1, &blen)) != NULL) {
		const char *w = bad, *end;	/* the token around it */
		char what[80], tok[200];
		size_t k = 0;
		unsigned char b0 = (unsigned char)*bad;
		while (w > tab + 1 && w[-1] != ' ')
			w--;
		for (end = bad + blen; *end != '\0' && *end != ' '; end++)
			;
		for (const char *q = w; q < end && k + 8 < sizeof tok &&
		    q < w + 40; q++)	/* a control byte shown as <0xNN> */
			k += (size_t)snprintf(tok + k, sizeof tok - k,
			    (unsigned char)*q < 0x20 || *q == 0x7f ? "<0x%02X>" :
			    "%c", (unsigned)(unsigned char)*q);
		if (b0 < 0x20)
			snprintf(what, sizeof what, "holds the whitespace 0x%02X "
			    "(tokens are separated by single spaces; ",
			    (unsigned)b0);
		else if (b0 >= 0x80)
			snprintf(what, sizeof what, "holds the space U+%04lX "
			    "(tokens are separated by ASCII spaces; ", blen == 2 ?
			    (unsigned long)(bad[1] & 0x3F) | 0x80 :
			    ((unsigned long)(b0 & 0x0F) << 12) |
			    ((unsigned long)(bad[1] & 0x3F) << 6) |
			    (unsigned long)(bad[2] & 0x3F));
		else
			snprintf(what, sizeof what, "ends in '%.*s' after a "
			    "word, as raw text does (", (int)blen, bad);
		return ak_errf(e, "%s: not a tokenized corpus: '%s' %srun "
		    "sms-vocab -t first%s%s)", where, tok, what, raw ? "; " :
		    "", raw ? raw : "");
	}
	*tab = '\0';
	*label = line;
	*tokens = tab + 1;
	return 0;
}

/*
 * read the data lines of a tokenized corpus (label<TAB>tokens): all of them
 * (upto = 0) or those up to the file's line `upto` (comments count: a
 * "line N" is the file's line everywhere, attnkit(5)), or (upto < 0) the
 * first data line only.  Lines starting with '#' are skipped.
 */
ak_tokmsg *
ak_tokmsgs_read(const char *path, long upto, size_t *nl, ak_err *e)
{
	ak_reader r;
	ak_tokmsg *L = NULL;
	size_t n = 0, cap = 0;
	char prov[256] = "";
	int rc;

	if (ak_reader_open(&r, path, e) != 0)
		return NULL;
	r.check_utf8 = AK_UTF8_TOKENS;	/* label<TAB>tokens */
	while ((rc = ak_reader_next(&r, e)) == 1) {
		if (upto < 0 && n > 0)
			break;		/* upto < 0: the first data line only */
		if (upto > 0 && r.lineno > upto)
			break;
		if ((rc = ak_tokline_skip(&r, prov, sizeof prov, n == 0, e)) < 0)
			goto fail;
		if (rc == 1)
			continue;
		char *label, *toks;
		if (ak_tokline(r.line, ak_reader_where(&r), &label, &toks, e))
			goto fail;
		if (n == cap) {
			cap = cap ? 2 * cap : 16;
			ak_tokmsg *p = realloc(L, cap * sizeof(*L));
			if (p == NULL) {
				ak_errf(e, "%s: out of memory (%zu bytes)",
				    ak_reader_where(&r), cap * sizeof(*L));
				goto fail;
			}
			L = p;
		}
		if ((L[n].text = ak_strdup(toks, e)) == NULL) {
			ak_err_at(e, ak_reader_where(&r));
			goto fail;
		}
		snprintf(L[n].where, sizeof L[n].where, "%s",
		    ak_reader_where(&r));
		snprintf(L[n].label, sizeof L[n].label, "%s", label);
		L[n].lineno = r.lineno;
		n++;
	}
	if (rc < 0)
		goto fail;
	if (n == 0 && (upto <= 0 || r.lineno < upto)) {
		ak_errf(e, "%s: empty input: no token lines", r.name);
		goto fail;
	}
	if (upto > 0 && r.lineno < upto) {
		ak_errf(e, "%s: only %ld lines, line %ld asked for", r.name,
		    r.lineno, upto);
		goto fail;
	}
	ak_reader_close(&r);
	if (L == NULL && (L = ak_alloc_n(1, sizeof(*L), e)) == NULL)
		return NULL;	/* only comments up to upto: ak_tokmsgs_find says so */
	*nl = n;
	return L;
fail:
	for (size_t i = 0; i < n; i++)
		free(L[i].text);
	free(L);
	ak_reader_blame(&r, -1, e);
	ak_reader_close(&r);
	return NULL;
}

/* the data line on the file's line n, or NULL and an error */
const ak_tokmsg *
ak_tokmsgs_find(const ak_tokmsg *L, size_t nl, long n, const char *what,
    ak_err *e)
{
	for (size_t i = 0; i < nl; i++)
		if (L[i].lineno == n)
			return &L[i];
	ak_errf(e, "%s %ld: the file's line %ld is a comment, not a token line",
	    what, n, n);
	return NULL;
}

void
ak_tokmsgs_free(ak_tokmsg *L, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(L[i].text);
	free(L);
}

