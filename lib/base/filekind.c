/* filekind.c — what a file is, in words (filekind.h). */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conv.h"
#include "filekind.h"
#include "io.h"
#include "util.h"

/* 1 if f[0..nf) begins with the names of want (NULL-ended) */
static int
starts(char *const *f, size_t nf, const char *const *want)
{
	for (size_t i = 0; want[i] != NULL; i++)
		if (i >= nf || strcmp(f[i], want[i]) != 0)
			return 0;
	return 1;
}

/*
 * The outputs of the tools beyond the tables they read back (which
 * ak_table_guess names first), by the fields of their header row: the
 * report of attn-train ("model split bucket ..."), its --predict rows
 * ("line label predicted ..." and --per-token's), its --split-out ("line
 * label split"), attn-map's long weights ("qpos query kpos key weight")
 * and entropies.  "a report, the output of attn-train", or NULL.
 */
static const char *
guess_more(char *const *f, size_t nf)
{
	static const char *const report[] = { "model", "split", "bucket",
	    NULL };
	static const char *const pred[] = { "line", "label", "predicted",
	    NULL };
	static const char *const pred_s[] = { "line", "label", "split",
	    "predicted", NULL };
	static const char *const tok[] = { "line", "label", "p_spam", NULL };
	static const char *const tok_s[] = { "line", "label", "split",
	    "p_spam", NULL };
	static const char *const split[] = { "line", "label", "split", NULL };
	static const char *const lng[] = { "qpos", "query", "kpos", "key",
	    "weight", NULL };
	static const char *const ent[] = { "qpos", "query", "entropy", NULL };
	static const char *const ent_b[] = { "seq", "qpos", "query", NULL };

	if (starts(f, nf, report))
		return "a report, the output of attn-train";
	if (starts(f, nf, pred) || starts(f, nf, pred_s) || starts(f, nf,
	    tok) || starts(f, nf, tok_s))
		return "predictions, the output of attn-train --predict";
	if (starts(f, nf, split) && nf == 3)
		return "a split, the output of attn-train --split-out";
	if (starts(f, nf, lng) || starts(f, nf, ent) || starts(f, nf, ent_b))
		return "attention weights as a long table, the output of "
		    "attn-map --long or --entropy";
	return NULL;
}

/* 1 if f[1..nf) are d1 d2 ... d(nf-1) */
int
ak_table_dims(char *const *f, size_t nf)
{
	char want[32];

	for (size_t i = 1; i < nf; i++) {
		snprintf(want, sizeof want, "d%zu", i);
		if (strcmp(f[i], want) != 0)
			return 0;
	}
	return nf >= 2;
}

/* 1 if f[0..nf) are exactly the names of want (NULL-ended) */
static int
is(char *const *f, size_t nf, const char *const *want)
{
	size_t i;

	for (i = 0; want[i] != NULL; i++)
		if (i >= nf || strcmp(f[i], want[i]) != 0)
			return 0;
	return i == nf;
}

const char *
ak_table_guess(char *const *f, size_t nf)
{
	static const char *const vocab[] = { "word", "count", "docs", NULL };
	static const char *const smodel[] = { "param", "value", NULL };
	static const char *const amodel[] = { "param", "i", "j", "value",
	    NULL };
	static const char *const stats[] = { "stat", "value", NULL };
	static const char *const nn[] = { "word", "rank", "neighbour",
	    "cosine", NULL };

	if (nf == 0)
		return NULL;
	if (is(f, nf, vocab))
		return "a vocabulary, the output of sms-vocab";
	if (strcmp(f[0], "word") == 0 && ak_table_dims(f, nf))
		return "embeddings, the output of ppmi-svd";
	if (is(f, nf, smodel))
		return "a spam model, the output of attn-train --save";
	if (is(f, nf, amodel))
		return "an addressing model, the output of attn-train addr "
		    "train";
	if (is(f, nf, stats))
		return "statistics, the output of sms-vocab -s";
	if (is(f, nf, nn))
		return "nearest neighbours, the output of ppmi-svd --nn";
	return guess_more(f, nf);
}

/* 1 if the n bytes at p are a number as the tables read one (util.h
 * ak_strtod_finite: decimal, finite), read in place at any length (a
 * number of 128 digits or more, '0.000...1' or savetxt's fmt='%.150f',
 * is one: a 128-byte copy cut it and called the line no matrix); p[n] a
 * space or NUL, which no number goes on with */
static int
number_at(const char *p, size_t n)
{
	char *end;
	double v;

	if (n == 0 || memchr(p, 'x', n) != NULL || memchr(p, 'X', n) != NULL ||
	    isspace((unsigned char)p[0]))
		return 0;
	errno = 0;
	v = strtod(p, &end);
	return end == p + n && isfinite(v) && !(errno == ERANGE && fabs(v) >
	    1.0);
}

/* 1 if s is a number, as the tables read one */
static int
number(const char *s)
{
	return number_at(s, strlen(s));
}

/* 1 if s holds numbers separated by spaces, two or more */
static int
spaced_numbers(const char *s)
{
	size_t n = 0;

	while (*s != '\0') {
		size_t k = strcspn(s, " ");
		if (k > 0 && !number_at(s, k))
			return 0;
		n += k > 0;
		s += k + (s[k] == ' ');
	}
	return n >= 2;
}

/* 1 if s is "V d", two whole numbers above 0 separated by one space
 * (spaces after allowed: fastText's .vec): word2vec's header */
static int
w2v_header(const char *s)
{
	size_t a = strspn(s, "0123456789"), b;

	if (a == 0 || s[0] == '0' || s[a] != ' ')
		return 0;
	b = strspn(s + a + 1, "0123456789");
	if (b == 0 || s[a + 1] == '0')
		return 0;
	return s[a + 1 + b + strspn(s + a + 1 + b, " ")] == '\0';
}

const char *
ak_file_kind(const char *prov, int counts, char *const *f, size_t nf,
    int *bare, char *buf, size_t cap)
{
	const char *g = ak_table_guess(f, nf);
	size_t i;

	*bare = 0;
	if (g != NULL)
		return g;
	if (nf == 2 && (strcmp(f[0], "ham") == 0 || strcmp(f[0], "spam") ==
	    0))
		return ak_tok_bad(f[1]) == NULL ? "a line of a tokenized "
		    "corpus (sms-vocab -t)" : "a message of a labelled corpus";
	/* its settings line first: the provenance line cut (tail -n +2) */
	if (counts || (prov != NULL && strncmp(prov, "# ppmi-svd ", 11) == 0 &&
	    strstr(prov, " --count") != NULL) || (prov != NULL &&
	    strncmp(prov, "# counts:", 9) == 0))
		return "a count file, the output of ppmi-svd --count";
	if (nf == 1 && w2v_header(f[0]))
		return "word2vec embeddings: two whole numbers are word2vec's "
		    "header, V words of d numbers (gensim's "
		    "save_word2vec_format); ppmi-svd --load, attn-map -e and "
		    "attn-train -e read them";
	for (i = 0; i < nf && number(f[i]); i++)
		;
	if (nf > 0 && i == nf) {
		*bare = 1;
		return "a bare matrix of numbers (numpy's savetxt)";
	}
	if (nf == 1 && spaced_numbers(f[0])) {
		*bare = 2;
		return "a bare matrix of numbers separated by spaces (numpy's "
		    "savetxt)";
	}
	if (prov != NULL && strncmp(prov, "# ", 2) == 0 && cap > 0) {
		size_t k = strcspn(prov + 2, " ");
		snprintf(buf, cap, "the output of %.*s", (int)(k < 40 ? k : 40),
		    prov + 2);
		return buf;
	}
	return NULL;
}

/* 1 when f[0..nf) are d1 .. dnf, each in double quotes when q */
static int
dims_from(char *const *f, size_t nf, int q)
{
	char name[32];

	for (size_t i = 0; i < nf; i++) {
		snprintf(name, sizeof name, q ? "\"d%zu\"" : "d%zu", i + 1);
		if (strcmp(f[i], name) != 0)
			return 0;
	}
	return nf > 0;
}

/* R's write.table() header (r_names): its shape and names */
typedef struct rhead {
	int na;		/* an empty or '""' field first: col.names=NA */
	int lab;	/* a word column's name first ('word'): a data.frame
			   written with row.names=FALSE */
	int q;		/* the names quoted: R's default quote=TRUE */
	char x;		/* 'V' (a matrix's, read.table's), 'X' (data.frame()'s
			   of a matrix), 'd' */
	size_t j0, k;	/* the names x<j0> .. x<j0+k-1> */
	char label[44];	/* the word column's name, as written */
} rhead;

/* 1 when f is R's name x<j> (in quotes when q), *j set; else 0 */
static int
r_name(const char *f, int q, char x, size_t *j)
{
	size_t n = strlen(f), d;

	if (q && (n < 4 || f[0] != '"' || f[n - 1] != '"'))
		return 0;
	f += q;
	n -= 2 * (size_t)q;
	if (n < 2 || f[0] != x)		/* f + 1 is inside the field */
		return 0;
	d = strspn(f + 1, "0123456789");
	if (d != n - 1 || f[1] == '0')
		return 0;
	*j = (size_t)strtoul(f + 1, NULL, 10);
	return 1;
}

/* 1 when f[0..nf) is R's write.table (or write.csv) header of vectors:
 * an empty or '""' field (col.names=NA) or a word column's name first,
 * or neither, then X<j0> .. X<j0+k-1> (X 'V': R's names of a matrix's
 * columns, V2 .. after read.table's word column V1 was dropped; 'X':
 * data.frame()'s of a matrix; 'd' from 1), all quoted or none; *h set */
static int
r_names(char *const *f, size_t nf, rhead *h)
{
	size_t i, j;

	if (nf == 0)
		return 0;
	memset(h, 0, sizeof *h);
	h->na = f[0][0] == '\0' || strcmp(f[0], "\"\"") == 0;
	h->q = f[0][0] == '"' && !h->na;
	i = (size_t)h->na;
	if (!h->na && nf >= 2 && !r_name(f[0], h->q, 'V', &j) &&
	    !r_name(f[0], h->q, 'X', &j) && !r_name(f[0], h->q, 'd', &j)) {
		size_t n = strlen(f[0]);
		if (n < 1 + 2 * (size_t)h->q || strpbrk(f[0] + h->q, " \t") !=
		    NULL || (h->q && f[0][n - 1] != '"') || number(f[0]))
			return 0;
		h->lab = 1;	/* 'word', '"word"' */
		snprintf(h->label, sizeof h->label, "%.*s%s", n > 40 ? 40 :
		    (int)n, f[0], n > 40 ? "..." : "");
		i = 1;
	}
	if (i >= nf)
		return 0;
	h->q = f[i][0] == '"';
	h->x = f[i][h->q];
	if ((h->x != 'V' && h->x != 'X' && h->x != 'd') || !r_name(f[i], h->q,
	    h->x, &h->j0) || (h->x == 'd' && h->j0 != 1) || (h->lab &&
	    (f[0][0] == '"') != h->q) || (h->lab && h->x == 'd' && !h->q))
		return 0;	/* 'word d1 d2' unquoted: attnkit's, pandas' */
	for (size_t m = i; m < nf; m++)
		if (!r_name(f[m], h->q, h->x, &j) || j != h->j0 + m - i)
			return 0;
	h->k = nf - i;
	return 1;
}

/* what the header h is, its rows rowf fields (0: not known): 0 a
 * matrix's (the words its row names), 1 a data.frame's whose first
 * column holds the words (row.names=FALSE), 2 either (V1 .. Vk, rows not
 * seen) */
static int
r_shape(const rhead *h, size_t rowf)
{
	if (h->na)
		return 0;
	if (h->lab)
		return 1;
	if (rowf > 0)
		return rowf == h->k && h->x != 'd';
	return h->x == 'd' || h->j0 > 1 ? 0 : 2;
}

#define R_GLOVE_M "write.table(m, FILE, quote=FALSE, col.names=FALSE)"
#define R_GLOVE_D "write.table(df, FILE, quote=FALSE, row.names=FALSE, " \
	"col.names=FALSE)"
#define R_TSV_M "colnames(m) <- paste0('d', seq_len(ncol(m))); " \
	"write.table(m, FILE, sep='\\t', quote=FALSE, col.names=NA), then " \
	"sed -i '1s/^/word/' FILE"
#define R_TSV_D "names(df) <- c('word', paste0('d', seq_len(ncol(df) - " \
	"1))); write.table(df, FILE, sep='\\t', quote=FALSE, " \
	"row.names=FALSE)"

/* the R lines that write the vectors again, as GloVe (tsv 0) or
 * attnkit's TSV, for shape sh (r_shape) */
static void
r_fix(char *buf, size_t n, int sh, int tsv)
{
	const char *m = tsv ? R_TSV_M : R_GLOVE_M, *d = tsv ? R_TSV_D :
	    R_GLOVE_D;

	if (sh == 2)
		snprintf(buf, n, "of a matrix m: %s; of a data.frame df: %s", m,
		    d);
	else
		snprintf(buf, n, "%s", sh ? d : m);
}

/* the error of R's header h separated by sep (TAB, a space, a comma:
 * write.csv), its rows rowf fields (0: not known), with the R lines that
 * write attnkit's TSV or GloVe (opt: the reading option) */
static int
r_header_error(const char *where, const rhead *h, size_t rowf, char sep,
    const char *name, const char *opt, ak_err *e)
{
	const char *o = h->q ? "\"" : "", *s = sep == '\t' ? "<TAB>" : sep ==
	    ',' ? "," : " ";
	char shown[128], sed[1400] = "", cmd[1200], fix[600], fix2[600] = "";
	int sh = r_shape(h, rowf);

	snprintf(shown, sizeof shown, "%s%s%s%s%c%zu%s ... %s%c%zu%s",
	    h->na && h->q ? "\"\"" : "", h->label, h->na || h->lab ? s : "",
	    o, h->x, h->j0, o, o, h->x, h->j0 + h->k - 1, o);
	if (sep == ' ')
		snprintf(sed, sizeof sed, h->q ? "; or, where no word holds a "
		    "'\"', drop line 1 and the quotes: %s > FILE.txt" : "; or "
		    "drop line 1: %s > FILE.txt", ak_sed_cmd(cmd, sizeof cmd,
		    h->q ? "'1d; s/^\"\\([^\"]*\\)\" /\\1 /'" : "1d", name));
	else if (sep == ',')
		snprintf(sed, sizeof sed, "; or, where no word holds a '\"', a "
		    "comma or a space: %s > FILE.txt", ak_sed_cmd(cmd, sizeof
		    cmd, "'1d; s/\"//g; s/,/ /g'", name));
	r_fix(fix, sizeof fix, sh, sep == '\t');
	if (sep == '\t')
		r_fix(fix2, sizeof fix2, sh, 0);
	return ak_errf(e, "%s: line 1 is R's %s header '%s' (%s%s%s), not %s: "
	    "write it again as %s: R: %s%s%s%s%s glove%s", where, sep == ',' ?
	    "write.csv()" : "write.table()", shown, sh == 1 ? (h->lab ?
	    "a data.frame's: its word column, then its numbers' columns, "
	    "written with row.names=FALSE" : "read.table()'s names of a "
	    "data.frame, V1 its words, written with row.names=FALSE") :
	    h->x == 'd' ? "the columns d1 .. dk" : h->x == 'X' ? "the names "
	    "data.frame() gives a matrix's columns" : h->j0 > 1 ? "the names "
	    "read.table() gave the columns, its word column V1 dropped "
	    "(d[,-1])" : "the names R gives a matrix's columns, V1 .. Vk",
	    sh == 1 ? "" : h->na ? ", after an empty field: col.names=NA" :
	    sh == 2 ? ", one field short of the rows as a matrix writes them "
	    "(the words its row names), or a read.table() data.frame's, V1 "
	    "its words, written with row.names=FALSE" : ", one field short "
	    "of the rows: the words are its row names", h->q ? ", quoted: R's "
	    "default quote=TRUE, its words quoted too" : "", sep == '\t' ?
	    "attnkit's header word<TAB>d1 ... dk" : "a GloVe row", sep ==
	    '\t' ? "attnkit's TSV" : "GloVe", fix, sep == '\t' ? "; or as "
	    "GloVe: " : ", then ", fix2, sep == '\t' ? ", then " : "", opt ?
	    opt : "--emb-format", sed);
}

int
ak_r_header_line(const char *line, char sep, size_t rowf, const char *where,
    const char *name, const char *opt, ak_err *e)
{
	size_t nf = 1;
	int rc = 0;
	rhead h;
	char *buf, **f;

	for (const char *p = line; *p != '\0'; p++)
		nf += *p == sep;
	if (strchr(line, '\t') != NULL || (buf = malloc(strlen(line) + 1)) ==
	    NULL)
		return 0;
	if ((f = malloc(nf * sizeof *f)) == NULL) {
		free(buf);
		return 0;
	}
	strcpy(buf, line);
	nf = 0;
	for (char *p = buf;; p++) {	/* single separators, as R writes */
		f[nf++] = p;
		p += strcspn(p, (const char[]){ sep, '\0' });
		if (*p == '\0')
			break;
		*p = '\0';
	}
	/* write.csv() quotes every name; ',d1,d2' is pandas' to_csv */
	if (r_names(f, nf, &h) && (sep != ',' || h.q))
		rc = r_header_error(where, &h, rowf, sep, name, opt, e);
	free(f);
	free(buf);
	return rc;
}

int
ak_emb_header_short(char *const *f, size_t nf, const char *where, const char *name,
    ak_err *e)
{
	rhead h;

	/* a spreadsheet's save: an empty column after the last */
	if (nf >= 3 && f[nf - 1][0] == '\0' && strcmp(f[0], "word") == 0 &&
	    ak_table_dims(f, nf - 1))
		return ak_errf(e, "%s: header 'word d1 ... d%zu' then an empty "
		    "field: every line ends in a TAB, an empty column (a "
		    "spreadsheet's save as Text (Tab delimited)?): keep the "
		    "first %zu columns: cut -f1-%zu %s > FILE.tsv", where, nf - 2,
		    nf - 1, nf - 1, strcmp(name, "<stdin>") ? name : "FILE");
	if (nf >= 2 && f[0][0] == '\0' && ak_table_dims(f, nf))
		return ak_errf(e, "%s: header '<TAB>d1 ... d%zu': its first "
		    "field is empty where 'word' belongs (pandas leaves an "
		    "unnamed index's label empty, as R's col.names=NA does): "
		    "name it: sed '1s/^/word/' %s > FILE.tsv, or pandas: "
		    "to_csv(FILE, sep='\\t', index_label='word', "
		    "quoting=csv.QUOTE_NONE)", where,
		    nf - 1, name);
	int q = nf > 0 && f[0][0] == '"';
	if (dims_from(f, nf, q))
		return ak_errf(e, "%s: header '%sd1%s ... %sd%zu%s': no word "
		    "column's name, one field short of the rows, as R's "
		    "write.table(m, sep='\\t') writes a matrix whose row "
		    "names are the words%s: add it: sed '1s/^/word\\t/%s' %s "
		    "> FILE.tsv, or R: write.table(m, FILE, sep='\\t', "
		    "quote=FALSE, col.names=NA), then sed '1s/^/word/'", where,
		    q ? "\"" : "", q ? "\"" : "", q ? "\"" : "", nf, q ? "\"" :
		    "", q ? " (quoted: R's default quote=TRUE)" : "", q ?
		    "; s/\"//g" : "", name);
	/* attnkit's header but the word column's name: pandas' index_label
	   (or a renamed first column) */
	if (nf >= 2 && f[0][0] != '\0' && f[0][0] != '"' && strcmp(f[0],
	    "word") != 0 && ak_table_dims(f, nf))
		return ak_errf(e, "%s: header '%.40s d1 ... d%zu': the word "
		    "column is named '%.40s', not 'word' (pandas' "
		    "index_label='%.40s'?): name it word: sed '1s/^[^\\t]*/word/' "
		    "%s > FILE.tsv, or pandas: to_csv(FILE, sep='\\t', "
		    "index_label='word', quoting=csv.QUOTE_NONE)", where, f[0],
		    nf - 1, f[0], f[0], strcmp(name, "<stdin>") ? name : "FILE");
	/* the others of R's: V1 .. Vk (Vj ..), a quoted '""' first, a
	   data.frame's word column first */
	if (r_names(f, nf, &h) && !(h.lab && h.x == 'd'))	/* '"word"<TAB>"d1"':
		   any quoting writer's, said by the table's check */
		return r_header_error(where, &h, 0, '\t', name, NULL, e);
	return 0;
}

int
ak_bom_later(const char *line, size_t n, long lineno, const char *name,
    ak_err *e)
{
	char cmd[1200];
	const char *f = strcmp(name, "<stdin>") ? name : "FILE";

	if (lineno < 1 || n < 3 || memcmp(line, "\xef\xbb\xbf", 3) != 0)
		return 0;
	/* the reader drops line 1's (io.h): one left there is a second */
	if (lineno == 1)
		return ak_errf(e, "%s:1: two byte-order marks (U+FEFF, bytes EF "
		    "BB BF, twice) start the file (a file with one read as "
		    "Python's encoding='utf-8', which keeps it as a character, "
		    "and written with 'utf-8-sig'?): the second would be read "
		    "into the first word; remove one: %s (Python: read "
		    "with encoding='utf-8-sig')", name, ak_sed_cmd(cmd, sizeof
		    cmd, "'1s/^\\xEF\\xBB\\xBF//'", f));
	/* a later one is a second file's */
	return ak_errf(e, "%s:%ld: a byte-order mark (U+FEFF, bytes EF BB BF) "
	    "starts the line, which only a file's first line has: files "
	    "joined with cat? remove it: %s", name, lineno, ak_sed_cmd(cmd,
	    sizeof cmd, "'1!s/^\\xEF\\xBB\\xBF//'", f));
}

int
ak_csv_quoted(const char *p, char sep, size_t *len)
{
	int esc = 0;

	if (p[0] != '"')
		return 0;
	for (size_t i = 1; p[i] != '\0'; i++) {
		/* R's write.table escapes a '"' as \" (qmethod "escape") */
		if (p[i] == '\\' && p[i + 1] == '"' && p[i + 2] != sep &&
		    p[i + 2] != '\0') {
			esc = 1;
			i++;
			continue;
		}
		if (p[i] != '"') {
			esc |= p[i] == ' ' || p[i] == '\t' || p[i] == sep;
			continue;
		}
		if (p[i + 1] == '"') {	/* CSV's doubled '"' */
			esc = 1;
			i++;
			continue;
		}
		if ((p[i + 1] == sep || p[i + 1] == '\0') && i >= 2) {
			*len = i + 1;
			return esc ? 2 : 1;
		}
		return 0;	/* a '"' alone inside: no CSV field's */
	}
	return 0;
}

int
ak_quoted_word(const char *where, const char *w, size_t n, int all, int tsv,
    const char *name, ak_err *e)
{
	const char *fmt = tsv == 2 ? "a set of word pairs" : tsv == 3 ?
	    "a set of analogies" : tsv ? "attnkit's TSV" : "GloVe (and "
	    "word2vec text)",
	    *fix = tsv == 2 ? "pandas: df.to_csv(FILE, sep='\\t', "
	    "header=False, index=False, quoting=csv.QUOTE_NONE); R: "
	    "write.table(d, FILE, sep='\\t', quote=FALSE, row.names=FALSE, "
	    "col.names=FALSE)" : tsv == 3 ? "pandas: df.to_csv(FILE, sep=' ', "
	    "header=False, index=False, quoting=csv.QUOTE_NONE); R: "
	    "write.table(d, FILE, quote=FALSE, row.names=FALSE, "
	    "col.names=FALSE)" : tsv ? "pandas: df.to_csv(FILE, sep='\\t', "
	    "index_label='word', quoting=csv.QUOTE_NONE); R: write.table(m, "
	    "FILE, sep='\\t', quote=FALSE, col.names=NA), then sed "
	    "'1s/^/word/'" : "pandas: df.to_csv(FILE, sep=' ', header=False, "
	    "quoting=csv.QUOTE_NONE), a word holding a space joined first "
	    "(e.g. with '_'); R: write.table(m, FILE, quote=FALSE, "
	    "col.names=FALSE)";
	int cut = n > 40;
	char scr[80], cmd[1200];

	/* drop the quotes: every '"' (TSV, a word of its own), or the pair
	   around the line's first field, before a TAB or a space */
	snprintf(scr, sizeof scr, "%s%s%s%s", tsv >= 2 ? "'s/\"//g'" :
	    "'s/^\"\\([^\"]*\\)\"", tsv >= 2 ? "" : tsv ? "\\t" : " ",
	    tsv >= 2 ? "" : "/\\1", tsv >= 2 ? "" : tsv ? "\\t/'" : " /'");
	if (!all)
		return ak_errf(e, "%s: the word '%.*s%s' is a CSV field in "
		    "quotes, its '\"' doubled or a space inside (pandas' to_csv "
		    "quotes a word holding a '\"' or the separator so; R's "
		    "write.table escapes a '\"' as \\\"): %s has no quoting and "
		    "would read the quotes into the word: write the file "
		    "without quoting: %s", where, (int)(cut ? 40 : n), w, cut ?
		    "..." : "", fmt, fix);
	return ak_errf(e, "%s: the words are in double quotes (the first '%.*s%s': "
	    "R's write.table default quote=TRUE, pandas' "
	    "quoting=csv.QUOTE_NONNUMERIC or QUOTE_ALL): %s has no quoting "
	    "and would read the quotes into every word: write the file "
	    "without quoting: %s; or, where no word holds a '\"', drop them: "
	    "%s > FILE.%s", where, (int)(cut ? 40 : n), w, cut ? "..." : "",
	    fmt, fix, ak_sed_cmd(cmd, sizeof cmd, scr, name), tsv == 1 ||
	    tsv == 2 ? "tsv" : "txt");
}

int
ak_words_quoted(const char *where, const char *name, char *const *w,
    size_t n, int first, ak_err *e)
{
	int kind = n == 4 ? 3 : 2;	/* analogies, pairs */
	size_t ql, all = 0;

	for (size_t i = 0; i < n; i++) {
		int q = ak_csv_quoted(w[i], '\t', &ql);
		if (q == 2)
			return ak_quoted_word(where, w[i], ql, 0, kind, name, e);
		all += q > 0;
	}
	if (first && all == n)
		return ak_quoted_word(where, w[0], strlen(w[0]), 1, kind, name,
		    e);
	return 0;
}

int
ak_empty_line(const char *where, const char *name, const char *ext,
    ak_err *e)
{
	char cmd[1200];

	return ak_errf(e, "%s: an empty line (an editor's or a writer's extra "
	    "newline?): drop empty lines: %s > FILE.%s", where, ak_sed_cmd(cmd,
	    sizeof cmd, "'/^[[:space:]]*$/d'", strcmp(name, "<stdin>") ? name :
	    "FILE"), ext);
}

void
ak_utf8_hint(ak_err *e, const char *line, size_t n, const char *name,
    int gz)
{
	size_t len = strlen(e->msg);
	const char *f = strcmp(name, "<stdin>") ? name : "FILE", *enc, *what;
	const char *alt;

	if (len == 0 || e->msg[len - 1] < '0' || e->msg[len - 1] > '9' ||
	    strstr(e->msg, ": invalid UTF-8 at byte ") == NULL)
		return;
	for (size_t i = 0; i < n; i++)	/* binary bytes: no text's */
		if ((unsigned char)line[i] < 0x20 && line[i] != '\t' &&
		    line[i] != '\r')
			return;
	char pre[1100] = "";
	if (gz)		/* sed and iconv on gzip's bytes would garble them */
		snprintf(pre, sizeof pre, "zcat %s | ", f);
	if (ak_conv_page(line, n, &enc, &what, &alt))
		snprintf(e->msg + len, sizeof e->msg - len, " (%s, %s? the "
		    "tools read UTF-8: convert the file: %siconv -f %s -t "
		    "UTF-8%s%s > FILE.utf8%s%s%s)", what, enc, pre, enc, gz ?
		    "" : " ", gz ? "" : f, alt ? "; " : "", alt ? alt : "",
		    alt ? " if its words come out wrong" : "");
	else
		snprintf(e->msg + len, sizeof e->msg - len, " (%s? the tools "
		    "read UTF-8: convert the file: %siconv -f NAME -t UTF-8%s%s "
		    "> FILE.utf8, NAME its code page; iconv -l lists them)",
		    what, pre, gz ? "" : " ", gz ? "" : f);
}

int
ak_reader_next_enc(ak_reader *r, ak_err *e)
{
	int rc = ak_reader_next(r, e);

	if (rc < 0 && r->check_utf8 == 1 && r->line != NULL)
		ak_utf8_hint(e, r->line, r->len, r->name, r->gz != NULL);
	return rc;
}
