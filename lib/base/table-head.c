/*
 * table-head.c — the table reader's header check (table.h
 * ak_table_head_check): a header of the kind asked, or the file named for
 * what it is (filekind.h) with the step that makes it one.  A part of the
 * table module beneath table.c, which calls it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filekind.h"
#include "io.h"
#include "table.h"

static int
header_is(char *const *f, size_t nf, const char *const *want)
{
	size_t i;

	for (i = 0; want[i] != NULL; i++)
		if (i >= nf || strcmp(f[i], want[i]) != 0)
			return 0;
	return i == nf;
}

/* ak_file_kind of a header alone (no comments seen) */
static const char *
guess_any(char *const *f, size_t nf)
{
	int bare;

	return ak_file_kind(NULL, 0, f, nf, &bare, NULL, 0);
}

/* ak_table_not with the file's kind (NULL: none known) given */
static int
table_not(ak_err *e, const char *where, const char *what, const char *kind,
    char *const *f, size_t nf, const char *want)
{
	char hdr[64];
	size_t n = 0;

	hdr[0] = '\0';
	for (size_t i = 0; i < nf && n < sizeof hdr - 1; i++) {
		int k = snprintf(hdr + n, sizeof hdr - n, "%s%s",
		    i ? " " : "", f[i]);
		if (k < 0)
			break;
		n += (size_t)k;
	}
	if (n >= sizeof hdr - 1)	/* cut: mark it, keep UTF-8 whole */
		n = sizeof hdr - 4;
	while (n > 0 && ((unsigned char)hdr[n] & 0xC0) == 0x80)
		n--;
	if (strlen(hdr) > n)
		strcpy(hdr + n, "...");
	return ak_errf(e, "%s: not %s (header '%s'%s%s; want %s)", where,
	    what, hdr, kind ? ", " : "", kind ? kind : "", want);
}

int
ak_table_not(ak_err *e, const char *where, const char *what,
    char *const *f, size_t nf, const char *want)
{
	return table_not(e, where, what, guess_any(f, nf), f, nf, want);
}

/*
 * A header of one field holding spaces: its fields are separated by spaces,
 * not TABs (a file written by hand or by another program).  Embeddings: any
 * such line (GloVe and word2vec separate by spaces); other kinds: when the
 * words are a header ak_table_guess knows.  -1 with e set, or 0.
 */
static int
spaced(ak_table_kind kind, const char *line, const char *where, ak_err *e)
{
	char buf[256], *f[8];
	size_t nf = 0;

	if (kind == AK_TABLE_ANY || strchr(line, ' ') == NULL)
		return 0;
	snprintf(buf, sizeof buf, "%s", line);
	for (char *p = strtok(buf, " "); p != NULL && nf < 8;
	    p = strtok(NULL, " "))
		f[nf++] = p;
	if (kind != AK_TABLE_EMB && ak_table_guess(f, nf) == NULL)
		return 0;
	return ak_errf(e, "%s: fields are separated by spaces, not TABs "
	    "(header '%.40s%s'): attnkit's %s separate%s them by TAB%s", where,
	    line, strlen(line) > 40 ? "..." : "", kind == AK_TABLE_EMB ?
	    "embeddings file" : "tables", kind == AK_TABLE_EMB ? "s" : "",
	    kind == AK_TABLE_EMB ? " (tr ' ' '\\t' converts it); a "
	    "space-separated file reads as --emb-format word2vec (first line "
	    "'V d') or glove (no header line)" : "");
}

/* the comments before the header that say what a file is: its first
   (the provenance line of the tools), and a count file's "# counts:" */
struct seen {
	char prov[160];
	int counts;
	const char *name;	/* the file, in commands ("FILE": stdin) */
};

/* what the file is, its comments seen (filekind.h) */
static const char *
seen_kind(const struct seen *sn, char *const *f, size_t nf, char *buf,
    size_t cap)
{
	int bare;

	return ak_file_kind(sn->prov[0] ? sn->prov : NULL, sn->counts, f, nf,
	    &bare, buf, cap);
}

/* a matrix's header (AK_TABLE_MASK, AK_TABLE_PROJ): not another kind's
   file, not a bare matrix */
static int
matrix_check(ak_table_kind kind, const struct seen *c, char *const *f,
    size_t nf, const char *where, ak_err *e)
{
	const char *what = kind == AK_TABLE_MASK ? "a mask" :
	    "a projection matrix", *g;
	char buf[64];
	int bare;

	g = ak_file_kind(c->prov[0] ? c->prov : NULL, c->counts, f, nf, &bare,
	    buf, sizeof buf);
	if (bare)
		return ak_errf(e, "%s: the %s has no header row and no label "
		    "column (its first line is numbers%s): %s", where, kind ==
		    AK_TABLE_MASK ? "mask" : "matrix", bare == 2 ? ", separated "
		    "by spaces" : "", kind == AK_TABLE_MASK ? "a mask is the "
		    "weights' TSV, a header 'query<TAB>KEY...' and each row its "
		    "query's token, then its 0s and 1s (attnkit(5), Attention "
		    "weights; attn-map --mask)" : "a matrix is a TSV table, a "
		    "header row and each row a label, then its numbers, "
		    "separated by TABs (attnkit(5), TSV tables)");
	/* (named only by another tool's provenance line: its header is
	   a matrix's, as attn-map's weights are a mask's) */
	if (g == NULL || g == buf || (kind == AK_TABLE_PROJ && strcmp(f[0],
	    "word") == 0 && ak_table_dims(f, nf)))
		return 0;
	return table_not(e, where, what, g, f, nf, kind == AK_TABLE_MASK ?
	    "query KEY1 KEY2 ... and rows of 0s and 1s \xe2\x80\x94 the "
	    "weights' TSV (attnkit(5), Attention weights)" : "a label column, "
	    "then the columns; d rows (attn-map --wq)");
}

/* 1 when f[0..nf) are the vocabulary's names word count docs, after a
   first field that is empty or '""' (*idx 1: pandas' unnamed index, R's
   col.names=NA) or none (*idx 0), each in double quotes (*q 1: R's
   quote=TRUE) or none */
static int
vocab_names(char *const *f, size_t nf, int *idx, int *q)
{
	static const char *const names[] = { "word", "count", "docs" };

	*idx = nf == 4 && (f[0][0] == '\0' || strcmp(f[0], "\"\"") == 0);
	if (nf != 3 + (size_t)*idx)
		return 0;
	*q = f[*idx][0] == '"';
	for (size_t i = 0; i < 3; i++) {
		const char *w = f[*idx + i];
		size_t n = strlen(w), l = strlen(names[i]);
		if (*q ? n != l + 2 || w[0] != '"' || w[n - 1] != '"' ||
		    memcmp(w + 1, names[i], l) != 0 : strcmp(w, names[i]) != 0)
			return 0;
	}
	return 1;
}

/* 1 when f[0..nf) is a vocabulary's row: a word (no number), then its
   count and docs, whole numbers */
static int
vocab_row(char *const *f, size_t nf)
{
	const char *d = "0123456789";

	return nf == 3 && f[0][0] != '\0' && strspn(f[0], d) < strlen(f[0]) &&
	    f[1][0] != '\0' && strspn(f[1], d) == strlen(f[1]) &&
	    f[2][0] != '\0' && strspn(f[2], d) == strlen(f[2]);
}

/* the error of a vocabulary's row as line 1, its fields separated by sep
   (TAB, ',', ';'): no header (pandas' header=False), with the sed that
   adds attnkit's (and makes TABs of sep) */
static int
vocab_headless(char sep, const char *where, const char *name, ak_err *e)
{
	char cmd[300], script[120];

	snprintf(script, sizeof script, "-e '1i word\\tcount\\tdocs'%s%c%s",
	    sep == '\t' ? "" : " -e 's/", sep == '\t' ? ' ' : sep, sep ==
	    '\t' ? "" : "/\\t/g'");
	if (sep == '\t')
		script[strlen(script) - 1] = '\0';
	return ak_errf(e, "%s: line 1 is a vocabulary's row (a word, its count "
	    "and docs%s%s%s), and no header (pandas' to_csv(header=False)?): "
	    "write it again with df.to_csv(FILE, sep='\\t', index=False), "
	    "its header word count docs, or add it: %s > FILE.tsv", where,
	    sep == '\t' ? "" : ", separated by '", sep == '\t' ? "" : sep ==
	    ',' ? "," : ";", sep == '\t' ? "" : "'", ak_sed_cmd(cmd, sizeof
	    cmd, script, name));
}

/* the vocabulary's header in CSV: line (one field, no TAB) split at
   ',' or ';' is word,count,docs (after an index's empty field, quoted or
   not): -1 with the writer and the sed that makes attnkit's TSV; else 0 */
static int
vocab_csv(const char *line, const char *where, const char *name, ak_err *e)
{
	char buf[128], *g[8], cmd[300], script[80];
	char sep = line[strcspn(line, ",;")];
	size_t ng = 0;
	int idx, q;

	if (sep == '\0' || strlen(line) >= sizeof buf)
		return 0;
	strcpy(buf, line);
	for (char *p = buf; ng < 8;) {
		g[ng++] = p;
		if ((p = strchr(p, sep)) == NULL)
			break;
		*p++ = '\0';
	}
	if (vocab_row(g, ng))
		return vocab_headless(sep, where, name, e);
	if (!vocab_names(g, ng, &idx, &q))
		return 0;
	snprintf(script, sizeof script, "'%ss/%c/\\t/g%s'", idx ? sep == ',' ?
	    "s/^[^,]*,//; " : "s/^[^;]*;//; " : "", sep, q ? "; s/\"//g" : "");
	return ak_errf(e, "%s: header '%s': a vocabulary (word count docs) "
	    "written as %s%s (%s%s): attnkit's vocabulary "
	    "separates its fields by TABs: write it again with df.to_csv(FILE, "
	    "sep='\\t', index=False)%s, or, where no word holds '%c'%s: %s > "
	    "FILE.tsv", where, line, sep == ',' ? "CSV" : "fields separated by "
	    "';'", idx ? " after an index column" : "", q ? "R's write.csv, "
	    "pandas' to_csv(quoting=csv.QUOTE_ALL)" : sep == ';' ?
	    "pandas' to_csv(sep=';')" : idx ? "pandas' to_csv default" :
	    "pandas' to_csv(index=False)", q ? ", its fields quoted" : "",
	    q ? " (R: write.table(v, FILE, sep='\\t', quote=FALSE, "
	    "row.names=FALSE))" : "", sep, q ? " or '\"'" : "", ak_sed_cmd(cmd,
	    sizeof cmd, script, name));
}

int
ak_vocab_layout(char *const *f, size_t nf, const char *where,
    const char *name, ak_err *e)
{
	char cmd[300];
	int idx, q;

	if (nf == 1 && strchr(f[0], '\t') == NULL)
		return vocab_csv(f[0], where, name, e);
	if (vocab_row(f, nf))
		return vocab_headless('\t', where, name, e);
	if (!vocab_names(f, nf, &idx, &q))
		return 0;
	if (idx)
		return ak_errf(e, "%s: header '%s<TAB>%sword%s<TAB>%scount%s<TAB>"
		    "%sdocs%s': "
		    "an empty field before word, pandas' index column "
		    "(to_csv(sep='\\t') writes it unless index=False)%s: write "
		    "the vocabulary again with df.to_csv(FILE, sep='\\t', "
		    "index=False)%s, or drop the column: %s > FILE.tsv", where,
		    f[0], f[1][0] == '"' ? "\"" : "", f[1][0] == '"' ? "\"" : "",
		    f[1][0] == '"' ? "\"" : "", f[1][0] == '"' ? "\"" : "",
		    f[1][0] == '"' ? "\"" : "", f[1][0] == '"' ? "\"" : "",
		    q ? " or R's row names (write.table's col.names=NA), its "
		    "fields quoted" : "", q ? " (R: write.table(v, FILE, "
		    "sep='\\t', quote=FALSE, row.names=FALSE))" : "",
		    ak_sed_cmd(cmd, sizeof cmd, q ? "'s/^[^\\t]*\\t//; s/\"//g'" :
		    "'s/^[^\\t]*\\t//'", name));
	if (!q)
		return 0;
	return ak_errf(e, "%s: header '\"word\" \"count\" \"docs\"': a "
	    "vocabulary written by R's write.table with its default quote=TRUE "
	    "(and row.names=TRUE: a row name before each word): write it again "
	    "with write.table(v, FILE, sep='\\t', quote=FALSE, "
	    "row.names=FALSE), or, where no word holds a '\"', drop the quotes: "
	    "%s > FILE.tsv", where, ak_sed_cmd(cmd, sizeof cmd, "'s/\"//g'",
	    name));
}

/* the header check of ak_table_read_kind */
static int
kind_check(ak_table_kind kind, const struct seen *sn, char *const *f,
    size_t nf, const char *where, ak_err *e)
{
	static const char *const vocab[] = { "word", "count", "docs", NULL };
	static const char *const smodel[] = { "param", "value", NULL };
	char c[300], buf[64];

	if (nf == 1 && spaced(kind, f[0], where, e) != 0)
		return -1;
	/* a byte no terminal shows named, not the header blamed */
	for (size_t i = 0; kind != AK_TABLE_ANY && i < nf; i++)
		if (*ak_ctl_said(c, sizeof c, f[i]))
			return ak_errf(e, "%s: header field %zu%s", where, i + 1,
			    c);
	switch (kind) {
	case AK_TABLE_EMB:
		if (strcmp(f[0], "word") == 0 && ak_table_dims(f, nf))
			return 0;
		/* pandas' integer index before the words' column */
		if (nf >= 3 && f[0][0] == '\0' && strcmp(f[1], "word") == 0 &&
		    ak_table_dims(f + 1, nf - 1))
			return ak_errf(e, "%s: header '<TAB>word<TAB>d1 "
			    "...': an empty column before word (pandas' integer "
			    "index, as df.reset_index().to_csv(sep='\\t') writes "
			    "it?): drop that column: cut -f2- %s > FILE.tsv",
			    where, sn->name);
		if (ak_emb_header_short(f, nf, where, sn->name, e) != 0)
			return -1;
		return table_not(e, where, "an embeddings file",
		    seen_kind(sn, f, nf, buf, sizeof buf), f, nf,
		    "word d1 ... dk \xe2\x80\x94 the output of ppmi-svd");
	case AK_TABLE_VOCAB:
	case AK_TABLE_CONTEXTS:
		if (header_is(f, nf, vocab))
			return 0;
		if (ak_vocab_layout(f, nf, where, sn->name, e) != 0)
			return -1;
		return table_not(e, where, "a vocabulary",
		    seen_kind(sn, f, nf, buf, sizeof buf), f, nf,
		    "word count docs \xe2\x80\x94 the output of sms-vocab");
	case AK_TABLE_WORDS:
		if (header_is(f, nf, vocab) ||
		    (strcmp(f[0], "word") == 0 && ak_table_dims(f, nf)))
			return 0;
		if (ak_vocab_layout(f, nf, where, sn->name, e) != 0)
			return -1;
		return table_not(e, where, "a vocabulary",
		    seen_kind(sn, f, nf, buf, sizeof buf), f, nf,
		    "word count docs (sms-vocab) or word d1 ... dk (ppmi-svd)");
	case AK_TABLE_SPAM_MODEL:
		if (header_is(f, nf, smodel))
			return 0;
		return table_not(e, where, "a spam model",
		    seen_kind(sn, f, nf, buf, sizeof buf), f, nf,
		    "param value \xe2\x80\x94 the output of attn-train --save");
	case AK_TABLE_MASK:
	case AK_TABLE_PROJ:
		return matrix_check(kind, sn, f, nf, where, e);
	case AK_TABLE_ANY:
		break;
	}
	return 0;
}

int
ak_table_head_check(ak_table_kind kind, const char *prov, int counts,
    const char *name, char *const *f, size_t nf, const char *where,
    ak_err *e)
{
	struct seen sn = { "", counts, name };

	if (prov != NULL)
		snprintf(sn.prov, sizeof sn.prov, "%s", prov);
	return kind_check(kind, &sn, f, nf, where, e);
}
