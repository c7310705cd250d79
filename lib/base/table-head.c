/*
 * table-head.c — the table reader's header check (table.h
 * ak_table_head_check): a header of the kind asked, or the file named for
 * what it is (filekind.h) with the step that makes it one.  A part of the
 * table module beneath table.c, which calls it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "filekind.h"
#include "table.h"
#include "vocabhead.h"

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

int
ak_count_header(char *const *f, size_t nf, const char *where, ak_err *e)
{
	static const char *const cn[] = { "count", "counts", "freq",
	    "frequency", "n", "docs", "df", "tf", "doc_count", "doc_freq",
	    "occurrences", "num", NULL };
	size_t i, j;

	for (i = 1; i < nf && nf <= 4; i++) {
		for (j = 0; cn[j] != NULL && strcasecmp(f[i], cn[j]) != 0; j++)
			;
		if (cn[j] == NULL)
			return 0;
	}
	/* sms-vocab's own header: the table's kind message names it */
	if (nf < 2 || nf > 4 || (nf == 3 && strcmp(f[0], "word") == 0 &&
	    strcmp(f[1], "count") == 0 && strcmp(f[2], "docs") == 0))
		return 0;
	return ak_errf(e, "%s: header '%.30s %.30s%s': a vocabulary of counts "
	    "(pandas' value_counts().rename_axis('word').reset_index("
	    "name='count'), sms-vocab's word count docs), not vectors: give "
	    "the vectors file (gensim: model.wv.save_word2vec_format(F) "
	    "writes them)", where, f[0], f[1], nf > 2 ? " ..." : "");
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
	if (kind == AK_TABLE_EMB && ak_count_header(f, nf, where, e) != 0)
		return -1;
	return ak_errf(e, "%s: fields are separated by spaces, not TABs "
	    "(header '%.40s%s'): attnkit's %s separate%s them by TAB%s", where,
	    line, strlen(line) > 40 ? "..." : "", kind == AK_TABLE_EMB ?
	    "embeddings file" : "tables", kind == AK_TABLE_EMB ? "s" : "",
	    kind == AK_TABLE_EMB ? " (tr ' ' '\\t' converts it); a "
	    "space-separated file reads as --emb-format word2vec (first line "
	    "'V d') or glove (no header line)" : "");
}

/* a header f[0..nf) (nf >= 2) whose every field is in double quotes
 * ('"word"<TAB>"d1"': pandas' quoting=csv.QUOTE_ALL or QUOTE_NONNUMERIC,
 * R's write.table quote=TRUE), of an embeddings table or a vocabulary:
 * -1 with the error and the fix; else 0 */
static int
quoted_header(ak_table_kind kind, char *const *f, size_t nf,
    const char *where, const char *name, ak_err *e)
{
	char cmd[1200];

	if (nf < 2 || (kind != AK_TABLE_EMB && kind != AK_TABLE_VOCAB &&
	    kind != AK_TABLE_CONTEXTS && kind != AK_TABLE_WORDS))
		return 0;
	for (size_t i = 0; i < nf; i++) {
		size_t n = strlen(f[i]);
		if (n < 3 || f[i][0] != '"' || f[i][n - 1] != '"')
			return 0;
	}
	return ak_errf(e, "%s: every field of the header is in double quotes "
	    "('%.40s' ...: pandas' quoting=csv.QUOTE_ALL or QUOTE_NONNUMERIC, "
	    "R's write.table quote=TRUE): attnkit's tables have no quoting, "
	    "and the quotes would be read into the words: write the file "
	    "without: pandas: df.to_csv(FILE, sep='\\t', %squoting="
	    "csv.QUOTE_NONE); R: write.table(..., sep='\\t', quote=FALSE); "
	    "or, where no word holds a '\"', drop them: %s > FILE.tsv", where,
	    f[0], kind == AK_TABLE_EMB ? "index_label='word', " :
	    "index=False, ", ak_sed_cmd(cmd, sizeof cmd, "'s/\"//g'", name));
}

/* a first line f[0..nf) of a word then numbers only (nf >= 2; after
 * 'word', 'token' or 'index' one or more a float as written, '0.5',
 * '1e-3', else pandas' column numbers): a row of vectors with no header
 * (pandas' to_csv(sep='\t', header=False)): -1
 * with the error and the awk that adds the header; else 0 */
static int
headless(char *const *f, size_t nf, const char *where, const char *name,
    ak_err *e)
{
	size_t fl = 0;	/* fields with a '.' or an exponent: not the
			   column numbers of a header 'word 0 1' */
	char awk[160], cmd[1200];	/* through zcat for gzip */

	for (size_t i = 1; i < nf; i++) {
		char *end;
		(void)strtod(f[i], &end);
		if (f[i][0] == '\0' || *end != '\0')
			return 0;
		fl += strpbrk(f[i], ".eE") != NULL;
	}
	if (nf < 2 || f[0][0] == '\0' || (fl == 0 && (strcmp(f[0], "word") ==
	    0 || strcmp(f[0], "token") == 0 || strcmp(f[0], "index") == 0)))
		return 0;
	return ak_errf(e, "%s: a row of vectors with no header ('%.40s' then "
	    "%zu number%s: pandas' to_csv(sep='\\t', header=False)): "
	    "attnkit's TSV starts with the header word<TAB>d1 ... dk: add it: "
	    "%s > FILE.tsv", where, f[0], nf - 1, nf == 2 ? "" : "s",
	    (snprintf(awk, sizeof awk, "awk 'BEGIN { printf \"word\"; for (i "
	    "= 1; i <= %zu; i++) printf \"\\td\" i; print \"\" } 1'", nf - 1),
	    ak_filter_cmd(cmd, sizeof cmd, awk, name, AK_GZ_LOOK)));
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

/* the header check of ak_table_read_kind */
static int
kind_check(ak_table_kind kind, const struct seen *sn, char *const *f,
    size_t nf, const char *where, ak_err *e)
{
	static const char *const vocab[] = { "word", "count", "docs", NULL };
	static const char *const smodel[] = { "param", "value", NULL };
	char c[300], buf[64], cmd[1200];

	/* R's header of vectors, spaces between (unquoted: quoted is no
	   TSV's first line): named as R's, not told tr */
	if (nf == 1 && kind == AK_TABLE_EMB && ak_r_header_line(f[0], ' ', 0,
	    where, sn->name, NULL, e) != 0)
		return -1;
	/* a vocabulary's header in spaces or CSV named with its writer
	   (R's write.table, pandas' to_csv) before the general rule */
	if (nf == 1 && (kind == AK_TABLE_VOCAB || kind == AK_TABLE_CONTEXTS ||
	    kind == AK_TABLE_WORDS) && (ak_uniq_c_error(where, f[0],
	    sn->name, kind != AK_TABLE_WORDS, e) != 0 || ak_vocab_layout(f,
	    nf, where, sn->name, e) != 0))
		return -1;
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
			    "it?): drop that column: %s > FILE.tsv", where,
			    ak_filter_cmd(cmd, sizeof cmd, "cut -f2-",
			    sn->name, AK_GZ_LOOK));
		if (ak_count_header(f, nf, where, e) != 0 ||
		    ak_emb_header_short(f, nf, where, sn->name, e) != 0 ||
		    quoted_header(kind, f, nf, where, sn->name, e) != 0 ||
		    headless(f, nf, where, sn->name, e) != 0)
			return -1;
		return table_not(e, where, "an embeddings file",
		    seen_kind(sn, f, nf, buf, sizeof buf), f, nf,
		    "word d1 ... dk \xe2\x80\x94 the output of ppmi-svd");
	case AK_TABLE_VOCAB:
	case AK_TABLE_CONTEXTS:
		if (header_is(f, nf, vocab))
			return 0;
		if (quoted_header(kind, f, nf, where, sn->name, e) != 0 ||
		    ak_vocab_layout(f, nf, where, sn->name, e) != 0)
			return -1;
		return table_not(e, where, "a vocabulary",
		    seen_kind(sn, f, nf, buf, sizeof buf), f, nf,
		    kind == AK_TABLE_CONTEXTS ? "word count docs \xe2\x80\x94 "
		    "the output of sms-vocab, e.g. sms-vocab --min-count 1 "
		    "over the corpus, whose words --contexts takes" : "word "
		    "count docs \xe2\x80\x94 the output of sms-vocab");
	case AK_TABLE_WORDS:
		if (header_is(f, nf, vocab) ||
		    (strcmp(f[0], "word") == 0 && ak_table_dims(f, nf)))
			return 0;
		if (quoted_header(kind, f, nf, where, sn->name, e) != 0 ||
		    ak_vocab_layout(f, nf, where, sn->name, e) != 0)
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

/* 1 when line[0..) is TAB-separated fields, want of them, each after the
 * first a number in strtod's syntax, whole (no empty field); else 0 */
static int
numbers_after(const char *line, size_t want)
{
	size_t nf = 1;
	const char *p = strchr(line, '\t');

	while (p != NULL) {
		char *end;
		size_t n = strcspn(p + 1, "\t");

		if (n == 0 || p[1] == ' ')
			return 0;
		(void)strtod(p + 1, &end);
		if (end != p + 1 + n)
			return 0;
		nf++;
		p = p[1 + n] == '\t' ? p + 1 + n : NULL;
	}
	return nf == want;
}

int
ak_table_hash_row(const ak_table *t, const char *line, long lineno,
    const char *where, ak_table_kind kind, const char *name, ak_err *e)
{
	size_t w = strcspn(line, "\t");
	char cmd[1200], scr[40];

	if (t->colnames == NULL || w < 2 || !numbers_after(line, t->cols + 1))
		return 0;
	snprintf(scr, sizeof scr, "%ldd", lineno);
	return ak_errf(e, "%s: '%.*s' then the header's %zu number%s: a row "
	    "whose word starts with '#' (a hashtag: pandas' to_csv writes it "
	    "as it is), or a row commented out? attnkit's TSV reads a '#' "
	    "line as a comment, so the row would be lost: %s; or, to leave "
	    "the row out, drop the line: %s > FILE.tsv", where, (int)(w > 40 ?
	    40 : w), line, t->cols, t->cols == 1 ? "" : "s", kind ==
	    AK_TABLE_EMB ? "to keep the word, write the vectors as GloVe or "
	    "word2vec text, which read it (pandas: df.to_csv(FILE, sep=' ', "
	    "header=False, quoting=csv.QUOTE_NONE); gensim: "
	    "save_word2vec_format)" : kind == AK_TABLE_VOCAB || kind ==
	    AK_TABLE_WORDS || kind == AK_TABLE_CONTEXTS ? "the tools' "
	    "tokenizer makes no word that starts with '#' (sms-vocab's "
	    "vocabulary holds none), so the row matches no token" :
	    "a label cannot start with '#' here", ak_sed_cmd(cmd, sizeof cmd,
	    scr, name));
}
