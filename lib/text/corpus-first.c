/*
 * corpus-first.c — what a corpus's first lines are when they are no
 * messages (corpus-int.h): a count file's settings line with the
 * provenance line cut, a header of column names over text read with
 * --unlabeled, word vectors as pandas' to_csv writes them, and the first
 * two lines of --unlabeled held as perhaps vectors (ak_corpus_vec_held).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"

#define COUNTS_LINE "# counts: window="

int
ak_corpus_counts_cut(const ak_reader *r, int unlabeled, ak_err *e)
{
	const char *s = r->line;
	size_t n = r->len;
	int w;

	if (n >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0)
		s += 3, n -= 3;	/* an editor's byte-order mark */
	if (n < sizeof COUNTS_LINE - 1 || memcmp(s, COUNTS_LINE,
	    sizeof COUNTS_LINE - 1) != 0)
		return 0;
	w = n > 60 ? 60 : (int)n;
	return ak_errf(e, "%s:1: a count file, the output of ppmi-svd --count "
	    "without its provenance line (its settings line '%.*s%s'), not "
	    "%s: ppmi-svd reads it with --from-counts%s", r->name, w, s,
	    (size_t)w < n ? "..." : "", unlabeled ? "messages" : "a corpus "
	    "(want label<TAB>text)", unlabeled ? " (text? --all-text)" : "");
}

/* the field s[0..n) without the ASCII spaces and the CSV quotes around
   it, into f (cap bytes; a longer field is no name): 1, or 0 */
static int
bare(const char *s, size_t n, char *f, size_t cap)
{
	while (n > 0 && s[0] == ' ')
		s++, n--;
	while (n > 0 && s[n - 1] == ' ')
		n--;
	if (n >= 2 && s[0] == '"' && s[n - 1] == '"')
		s++, n -= 2;
	if (n >= cap)
		return 0;
	memcpy(f, s, n);
	f[n] = '\0';
	return 1;
}

/* s[0..n) without its empty last fields split by d ('text,label,,': a
   spreadsheet's empty columns; '""' and ASCII spaces empty too) */
static size_t
names_end(const char *s, size_t n, char d)
{
	char f[4];
	size_t t = n;

	while (t > 0) {
		if (s[--t] != d)
			continue;
		if (!bare(s + t + 1, n - t - 1, f, sizeof f) || f[0] != '\0')
			break;
		n = t;
	}
	return n;
}

/* a name a text column has in data sets the tools read no names of
   ('id,body', Kaggle's 'id,review'): a header's only beside an id's */
static int
other_text(const char *f)
{
	static const char *const names[] = { "body", "content", "review",
		"sentence", "tweet", "comment", "document", "email", "post",
		NULL };

	for (size_t i = 0; names[i] != NULL; i++)
		if (strcasecmp(names[i], f) == 0)
			return 1;
	return 0;
}

/* f a snake_case name ('sms_text', 'clean_text', 'review_body'): ASCII
   letters, digits and '_' only, a '_' between words, one of which is a
   text column's name, ours or another data set's */
static int
snake_text(const char *f)
{
	char w[32];

	if (strchr(f, '_') == NULL || strspn(f, "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") != strlen(f))
		return 0;
	for (const char *p = f; *p; p += strcspn(p, "_"), p += *p == '_') {
		size_t k = strcspn(p, "_");
		if (k == 0 || k >= sizeof w)
			continue;
		memcpy(w, p, k);
		w[k] = '\0';
		if (ak_corpus_text_name(w) || other_text(w))
			return 1;
	}
	return 0;
}

/* snake_text without a digit, for a field beside others: 'comment_text'
   a header's name, 'msg_1' a record's id */
static int
snake_name(const char *f)
{
	return strpbrk(f, "0123456789") == NULL && snake_text(f);
}

/* f a text column's name of two or three words, each one a text
   column's name, ours or another data set's, one space between them
   ('Review Text', Kaggle's clothing reviews; 'Message Text', 'Email
   Text', 'SMS Text', 'Tweet Text', 'Message Body'): no message is
   those words alone ('Text me', 'Send message' are not) */
int
ak_corpus_spaced_text(const char *f)
{
	char w[32];
	int words = 0;

	if (strchr(f, ' ') == NULL)
		return 0;
	for (const char *p = f; *p; p += strcspn(p, " "), p += *p == ' ') {
		size_t k = strcspn(p, " ");
		if (k == 0 || k >= sizeof w || ++words > 3)
			return 0;	/* two spaces, a space at an end */
		memcpy(w, p, k);
		w[k] = '\0';
		if (!ak_corpus_text_name(w) && !other_text(w))
			return 0;
	}
	return words >= 2;
}

/* f a column's name as pandas, R and spreadsheets write them: an ASCII
   letter or '_', then letters, digits and '_' ('date', 'created_at',
   'len', 'Score2'), no space: no word of a message's that a delimiter
   would split off */
static int
ident(const char *f)
{
	if (!(isalpha((unsigned char)f[0]) || f[0] == '_'))
		return 0;
	for (const char *p = f; *p; p++)
		if (!(isalnum((unsigned char)*p) || *p == '_') || (unsigned char)*p >= 0x80)
			return 0;
	return 1;
}

int
ak_corpus_names_line(const char *s, size_t n, char *delim, char lab[32])
{
	static const char delims[] = "\t,;|";
	char f[32];
	size_t i = 0;

	*delim = '\0';
	lab[0] = '\0';
	while (i < n && strchr(delims, s[i]) == NULL)
		i++;
	if (i == n)	/* one field: a text column's name, ours or another
			   data set's (pandas' Series.to_csv of 'content') */
		return bare(s, n, f, sizeof f) && (ak_corpus_text_name(f) ||
		    other_text(f) || snake_text(f) ||
		    ak_corpus_spaced_text(f));
	for (const char *d = delims; *d; d++) {
		const char *p = s, *end, *t;
		int text = 0, ok = 1, other = 0, id = 0, plain = 0;
		if (memchr(s, *d, n) == NULL)
			continue;
		end = s + names_end(s, n, *d);
		lab[0] = '\0';
		for (; ok; p = t + 1) {
			t = memchr(p, *d, (size_t)(end - p));
			if (t == NULL)
				t = end;
			ok = bare(p, (size_t)(t - p), f, sizeof f);
			if (!ok)
				break;
			text |= ak_corpus_text_name(f) ||
			    ak_corpus_spaced_text(f) || snake_name(f);
			if (lab[0] == '\0' && (ak_corpus_label_name(f) ||
			    strcasecmp(f, "spam") == 0))
				memcpy(lab, f, strlen(f) + 1);
			/* an index's or an id's column ('', 'Unnamed: 0',
			   'id', 'index', 'message_id') beside the text */
			id |= ak_corpus_id_name(f);
			other |= other_text(f);
			ok = ak_corpus_col_name(f) || ak_corpus_id_name(f) ||
			    other_text(f) || ak_corpus_spaced_text(f) ||
			    snake_name(f) || strcasecmp(f, "spam") == 0;
			if (!ok && ident(f))
				ok = plain = 1;	/* 'date', 'created_at' */
			if (t == end)
				break;
		}
		/* every field a name, one the text's; 'spam' only beside it
		   (Kaggle's "text,spam"); a text's name the tools do not
		   know only beside an id's; a name of no column the tools
		   know ('date', 'score', 'created_at': pandas' other
		   columns) only beside the text's own ('text,date') */
		if (ok && (text || (other && id && !plain))) {
			*delim = *d;
			return 1;
		}
	}
	return 0;
}

int
ak_corpus_names_key(const char *s, size_t n, char *key, size_t cap)
{
	char d, lab[32], f[32];
	size_t at = 0, end;
	const char *p, *t;

	if (cap == 0 || !ak_corpus_names_line(s, n, &d, lab))
		return 0;
	end = d == '\0' ? n : names_end(s, n, d);
	for (p = s;; p = t + 1) {
		t = d == '\0' ? NULL : memchr(p, d, (size_t)(s + end - p));
		if (t == NULL)
			t = s + end;
		if (!bare(p, (size_t)(t - p), f, sizeof f))
			return 0;
		size_t k = strlen(f);
		if (at + k + 1 >= cap)
			return 0;
		for (size_t i = 0; i < k; i++)
			key[at++] = (char)tolower((unsigned char)f[i]);
		if (t == s + end)
			break;
		key[at++] = '\t';
	}
	key[at] = '\0';
	return 1;
}

/*
 * pandas' vectors: a row, a word and k numbers separated by d (';': the
 * decimal comma of sep=';', decimal=','), or a header, the index's label
 * (empty or a word) and k column numbers 0 .. k-1 or names
 */

/* a number of a row separated by d: [-+]digits[.digits][e[-+]digits],
   ',' for '.' too when d is ';'; *dec when written as a float */
static int
number(const char *s, size_t n, char d, int *dec)
{
	size_t i = 0, dg = 0;

	if (i < n && (s[i] == '-' || s[i] == '+'))
		i++;
	for (; i < n && s[i] >= '0' && s[i] <= '9'; i++)
		dg++;
	if (i < n && (s[i] == '.' || (d == ';' && s[i] == ','))) {
		*dec = 1;
		for (i++; i < n && s[i] >= '0' && s[i] <= '9'; i++)
			dg++;
	}
	if (dg > 0 && i < n && (s[i] == 'e' || s[i] == 'E')) {
		*dec = 1;
		i++;
		if (i < n && (s[i] == '-' || s[i] == '+'))
			i++;
		if (i == n || s[i] < '0' || s[i] > '9')
			return 0;
		while (i < n && s[i] >= '0' && s[i] <= '9')
			i++;
	}
	return dg > 0 && i == n;
}

/* line s (n bytes) split by d: 1 a row (a word, then k >= 2 numbers, one
   written as a float), 2 a header (empty or a word, then k >= 2 column
   numbers 0 .. k-1, or k >= 2 names: no number, no space); 0 neither */
static int
pd_line(const char *s, size_t n, char d, long *k)
{
	const char *p = s, *end = s + n, *t;
	int dec = 0, nums = 1, seq = 1, names = 1;
	long f = 0;

	*k = 0;
	if (memchr(s, d, n) == NULL || memchr(s, d == '\t' ? ',' : '\t',
	    n) != NULL)
		return 0;
	for (;; p = t + 1, f++) {
		size_t m;
		t = memchr(p, d, (size_t)(end - p));
		m = (size_t)((t ? t : end) - p);
		if (memchr(p, ' ', m) != NULL || memchr(p, '"', m) != NULL)
			return 0;
		if (f == 0) {
			if (m > 0 && number(p, m, d, &dec))
				return 0;	/* a word, or nothing */
			dec = 0;
		} else {
			char b[24];
			int x = 0;
			nums &= number(p, m, d, &dec);
			snprintf(b, sizeof b, "%ld", f - 1);
			seq &= m == strlen(b) && memcmp(p, b, m) == 0;
			names &= m > 0 && !number(p, m, d, &x);
		}
		if (t == NULL)
			break;
	}
	*k = f;
	if (f < 2)
		return 0;
	if (nums && dec && s[0] != d)
		return 1;
	return seq || names ? 2 : 0;
}

int
ak_corpus_vec_first(const char *s, size_t n)
{
	long d, k;
	int dec;

	if (ak_vec_line(s, n, &d, &dec) != 0 || ak_vec_line_tab(s, n, &d,
	    &dec) != 0)
		return 1;
	return pd_line(s, n, '\t', &k) == 2 || pd_line(s, n, ',', &k) != 0 ||
	    pd_line(s, n, ';', &k) != 0;
}

/* vec_pandas: lines 1 and 2 are word vectors as pandas'
   to_csv writes a DataFrame indexed by the words: separated by TABs,
   ',' or ';' (sep=';', decimal=',': the numbers' point ',' or '.'), a
   header (the index's label, empty or a word, then k >= 2 column numbers
   0 .. k-1 or names, no number) over a row (a word and k numbers, one
   written as a float); or with ',' or ';' two such rows (header=False;
   TAB's: ak_vec_pair 3).  Refused: "WHERE: word vectors as pandas' to_csv
   writes them (a header of the columns, then a word and 3 numbers
   separated by ','), not messages: FIX; then attn-map and attn-train
   read them with -e, ppmi-svd with --load", FIX the line that makes
   them a format the tools read; -1, or 0 when they are not. */
static int
vec_pandas(const char *s1, size_t n1, const char *s2, size_t n2,
    const char *where, ak_err *e)
{
	static const char ds[] = "\t,;";
	long k1, k2;

	for (const char *d = ds; *d; d++) {
		int a = pd_line(s1, n1, *d, &k1), b = pd_line(s2, n2, *d, &k2);
		const char *fix;
		char name[8];
		if (b != 1 || k1 != k2 || a == 0 || (a == 1 && *d == '\t'))
			continue;	/* TAB's rows: ak_vec_pair's */
		fix = *d == '\t' ? "give line 1 the names word<TAB>d1 ... dk "
		    "(pandas: df.columns = [f'd{i+1}' for i in range(k)] "
		    "before to_csv(FILE, sep='\\t', index_label='word', "
		    "quoting=csv.QUOTE_NONE))" :
		    *d == ',' ? "no embeddings format separates fields by "
		    "commas: write them as attnkit's TSV (pandas: to_csv(FILE, "
		    "sep='\\t', index_label='word', quoting=csv.QUOTE_NONE) with "
		    "the columns named d1 "
		    "... dk), or, where no word holds a comma or a space, make "
		    "them GloVe: tr ',' ' ' (after sed 1d when line 1 is the "
		    "header), --emb-format glove" : "no embeddings format "
		    "separates fields by ';' or writes a decimal comma: write "
		    "them as attnkit's TSV (pandas: to_csv(FILE, sep='\\t', "
		    "index_label='word', quoting=csv.QUOTE_NONE) with the columns "
		    "named d1 ... dk), "
		    "or make them GloVe: tr ';,' ' .' (after sed 1d when line "
		    "1 is the header), --emb-format glove";
		snprintf(name, sizeof name, *d == '\t' ? "TABs" : "'%c'", *d);
		return ak_errf(e, "%s: word vectors as pandas' to_csv writes "
		    "them (%s rows of a word and %ld numbers, separated by %s), "
		    "not messages: %s; then attn-map and attn-train read them "
		    "with -e, ppmi-svd with --load", where, a == 2 ? "a header "
		    "of the columns over" : "no header, only", k2, name, fix);
	}
	return 0;
}

int
ak_corpus_vec_held(const char *s1, size_t n1, const char *s2, size_t n2,
    const char *where, const ak_corpus_opt *o, ak_err *e)
{
	long d;
	int dec, v = s2 != NULL ? ak_vec_pair(s1, n1, s2, n2) : 0;
	char msg[1200];

	if (s2 != NULL && vec_pandas(s1, n1, s2, n2, where, e) != 0)
		return -1;
	if (v == 1)
		return ak_errf(e, "%s: word vectors (word2vec's or GloVe's "
		    "text), not messages: attn-map and attn-train read them "
		    "with -e, ppmi-svd with --load, and sms-vocab -t keeps "
		    "their words with -v", where);
	if (v == 3)
		return ak_errf(e, "%s: word vectors separated by TABs without a "
		    "header, not messages: give them the header word<TAB>d1 "
		    "... dk, and attn-map and attn-train read them with -e, "
		    "ppmi-svd with --load", where);
	if (o->note == NULL)
		return 0;
	if (v == 2)
		snprintf(msg, sizeof msg, "%s: the first two lines, a word and "
		    "a number each, read as messages; GloVe's vectors of 1 "
		    "dimension? attn-map and attn-train read them with -e, "
		    "ppmi-svd with --load", where);
	else if (s2 == NULL && ((ak_vec_line(s1, n1, &d, &dec) == 2 ||
	    ak_vec_line_tab(s1, n1, &d, &dec) == 2) && dec && d >= 2))
		snprintf(msg, sizeof msg, "%s: the one line, a word and "
		    "numbers, read as a message; word vectors of one word? "
		    "attn-map and attn-train read them with -e, ppmi-svd with "
		    "--load", where);
	else
		return 0;
	o->note(o->note_ctx, msg);
	return 0;
}
