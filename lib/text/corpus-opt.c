/*
 * corpus-opt.c — the corpus reader's options (text.h), checked before any
 * input is read: the label map (--label-map FROM=TO,...), the delimiter,
 * the column options and their combinations; and the measures of a
 * label the rules below use (its characters, Russian's spam and ham).
 * The reader is corpus.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"

/* the label map: --label-map FROM=TO,... */

int
ak_labelmap_parse(ak_labelmap *m, const char *s, ak_err *e)
{
	size_t n = 1;
	char *p;

	memset(m, 0, sizeof(*m));
	for (const char *q = s; *q; q++)
		n += *q == ',';
	if ((m->mem = ak_strdup(s, e)) == NULL)
		return -1;
	if ((m->from = ak_alloc_n(n, sizeof(char *), e)) == NULL ||
	    (m->to = ak_alloc_n(n, sizeof(char *), e)) == NULL)
		goto fail;
	p = m->mem;
	for (size_t k = 0; k < n; k++) {
		char *item = p, *end = strchr(p, ','), *eq;

		if (end != NULL)
			*end = '\0';
		p = end ? end + 1 : p + strlen(p);
		/* an empty FROM ('=-', '=ham') is the empty label: a missing
		   value (pandas writes NaN as an empty field) */
		eq = strchr(item, '=');
		if (eq == NULL || eq[1] == '\0') {
			ak_errf(e, "--label-map: '%s' is not FROM=TO (e.g. "
			    "1=spam,0=ham,*=ham)", item);
			goto fail;
		}
		*eq = '\0';
		for (const unsigned char *c = (const unsigned char *)eq + 1;
		    *c; c++)
			if (*c < 0x20 || *c == 0x7f) {
				ak_errf(e, "--label-map: the label of '%s' has "
				    "a control character", item);
				goto fail;
			}
		/* the labels the tools know: a target of another name would
		   be a label of its own, counted in no class ('other'), and
		   'Spam' folded to spam would be a guess */
		const char *to = eq + 1;
		if (strcmp(to, "spam") != 0 && strcmp(to, "ham") != 0 &&
		    strcmp(to, "-") != 0) {
			int fold = strcasecmp(to, "spam") == 0 ||
			    strcasecmp(to, "ham") == 0;
			ak_errf(e, "--label-map: '%s=%s': the label to read is "
			    "spam, ham or - (no label)%s%s%s%s", item, to,
			    fold ? "; in lower case: " : "", fold ? item : "",
			    fold ? "=" : "", fold ? (strcasecmp(to, "spam") ==
			    0 ? "spam" : "ham") : "");
			goto fail;
		}
		if (strcmp(item, "*") == 0) {
			if (m->dflt != NULL) {
				ak_errf(e, "--label-map: '*' given twice");
				goto fail;
			}
			m->dflt = eq + 1;
			continue;
		}
		for (size_t i = 0; i < m->n; i++)
			if (strcmp(m->from[i], item) == 0) {
				ak_errf(e, "--label-map: '%s' given twice",
				    item);
				goto fail;
			}
		m->from[m->n] = item;
		m->to[m->n++] = eq + 1;
	}
	return 0;
fail:
	ak_labelmap_free(m);
	return -1;
}

const char *
ak_labelmap_get(const ak_labelmap *m, const char *label, int *listed)
{
	for (size_t i = 0; i < m->n; i++)
		if (strcmp(m->from[i], label) == 0) {
			if (listed)
				*listed = 1;
			return m->to[i];
		}
	if (listed)
		*listed = 0;
	if (label[0] == '\0')	/* a missing value is no label: only '=TO' */
		return NULL;
	/* '*' takes the labels the map does not name but the tools' own:
	 * spam, ham and - stay what they are (1=spam,*=ham over a file of
	 * spam and ham lines would make every spam ham); so they do under a
	 * map of the empty label alone ('=-': only the missing values) */
	if (m->dflt != NULL || (m->n == 1 && m->from[0][0] == '\0')) {
		static const char *const own[] = { "spam", "ham", "-" };
		for (size_t i = 0; i < 3; i++)
			if (strcmp(label, own[i]) == 0)
				return own[i];
	}
	return m->dflt;
}

void
ak_labelmap_free(ak_labelmap *m)
{
	free(m->from);
	free(m->to);
	free(m->mem);
	memset(m, 0, sizeof(*m));
}

int
ak_corpus_empty_label(const ak_corpus_opt *o, const char *what,
    const char *where, ak_err *e)
{
	int listed = 0;

	if (o->label_map != NULL &&
	    ak_labelmap_get(o->label_map, "", &listed) != NULL && listed)
		return 0;
	return ak_errf(e, "%s: %s (a missing value? pandas writes NaN as %s): "
	    "drop those rows (pandas: df.dropna(subset=[the label's column])),"
	    " or read them with --label-map %s'=-' (no label; =ham or =spam to "
	    "give them one)", where, what ? what : "empty label", what ?
	    "null" : "an empty field", o->label_map ? "adding " : "");
}

size_t
ak_corpus_nchars(const char *s)
{
	size_t k = 0;

	for (const unsigned char *p = (const unsigned char *)s; *p; p++)
		k += (*p & 0xC0) != 0x80;
	return k;
}

const char *
ak_corpus_cut(const char *s, size_t nch, char *buf, size_t n)
{
	size_t i = 0, k = 0;

	while (s[i] != '\0' && k < nch) {	/* i: the end of character k */
		i++;
		while (((unsigned char)s[i] & 0xC0) == 0x80)
			i++;
		k++;
	}
	snprintf(buf, n, "%.*s%s", (int)i, s, s[i] != '\0' ? "..." : "");
	return buf;
}

/* Russian's spam and its negation (не спам: ham), in the cases a
   spreadsheet's users write them */
static const char *const ru_spam[] = { "спам", "Спам", "СПАМ", NULL };
static const char *const ru_ham[] = { "не спам", "Не спам", "НЕ СПАМ",
	"не_спам", "не-спам", "неспам", "Неспам", "НЕСПАМ", NULL };

int
ak_corpus_label_ru(const char *s)
{
	for (size_t i = 0; ru_spam[i] != NULL; i++)
		if (strcmp(s, ru_spam[i]) == 0)
			return 1;
	for (size_t i = 0; ru_ham[i] != NULL; i++)
		if (strcmp(s, ru_ham[i]) == 0)
			return 2;
	return 0;
}

/* w (ham or spam) written in the case of model: "HAM" -> "SPAM",
   "Ham" -> "Spam", otherwise lowercase */
static void
in_case_of(char *out, const char *w, const char *model)
{
	int upper = 1, title = model[0] >= 'A' && model[0] <= 'Z';

	for (const char *p = model; *p; p++)
		upper &= *p >= 'A' && *p <= 'Z';
	for (size_t i = 0; w[i]; i++)
		out[i] = (char)(upper || (title && i == 0) ? w[i] - 'a' + 'A' :
		    w[i]);
	out[strlen(w)] = '\0';
}

const char *
ak_labelmap_guess(const char *label, char *buf, size_t n)
{
	char ham[4], spam[5], t[5], f[6];
	/* a label with a space quoted in its entry: the map one shell word
	   as it is printed ("spam=spam,'not spam'=ham") */
	const char *q = strchr(label, ' ') != NULL ? "'" : "";

	if (strcmp(label, "0") == 0 || strcmp(label, "1") == 0)
		snprintf(buf, n, "1=spam,0=ham");
	else if (strcmp(label, "-1") == 0 || strcmp(label, "+1") == 0)
		snprintf(buf, n, "%s=spam,-1=ham", label[0] == '+' ? "+1" :
		    "1");	/* scikit-learn's, LIBSVM's +-1 */
	else if (strcmp(label, "0.0") == 0 || strcmp(label, "1.0") == 0)
		snprintf(buf, n, "1.0=spam,0.0=ham");	/* pandas' floats */
	else if (strcmp(label, "-1.0") == 0)
		snprintf(buf, n, "1.0=spam,-1.0=ham");
	else if (strcasecmp(label, "true") == 0 || strcasecmp(label, "false")
	    == 0) {	/* JSON's booleans, pandas' True/False: as 1 and 0 */
		in_case_of(t, "true", label);
		in_case_of(f, "false", label);
		snprintf(buf, n, "%s=spam,%s=ham", t, f);
	}
	else if (strcasecmp(label, "ham") == 0 || strcasecmp(label, "spam") ==
	    0) {
		in_case_of(ham, "ham", label);
		in_case_of(spam, "spam", label);
		/* the label seen as it is, the other one guessed */
		snprintf(buf, n, "%s=ham,%s=spam", strlen(label) == 3 ? label :
		    ham, strlen(label) == 4 ? label : spam);
	} else if (ak_corpus_label_ru(label) == 1)	/* спам, не спам */
		snprintf(buf, n, "%s=spam,'не спам'=ham", label);
	else if (ak_corpus_label_ru(label) == 2)
		snprintf(buf, n, "спам=spam,%s%s%s=ham", q, label, q);
	else if ((strncasecmp(label, "not", 3) == 0 || strncasecmp(label,
	    "non", 3) == 0) && strcasecmp(label + 3 + (label[3] == '_' ||
	    label[3] == '-' || label[3] == ' '), "spam") == 0)
		snprintf(buf, n, "spam=spam,%s%s%s=ham", q, label, q);
	else
		snprintf(buf, n, "SPAMLABEL=spam,HAMLABEL=ham");
	return buf;
}

/* s past a flag's 'is_', 'is-', 'is ' or 'is' before a capital (is_ham,
   isHam); s itself when it has none */
static const char *
is_rest(const char *s)
{
	if (strncasecmp(s, "is", 2) == 0 && (s[2] == '_' || s[2] == '-' ||
	    s[2] == ' '))
		return s + 3;
	if (strncmp(s, "is", 2) == 0 && s[2] >= 'A' && s[2] <= 'Z')
		return s + 2;
	return s;
}

/* a label column's name that names the negative class (its 1 ham):
   corpus-int.h ak_labelmap_guess_col's */
static int
ham_name(const char *s)
{
	static const char *const hams[] = { "ham", "legit", "legitimate",
		"genuine", "safe", "not_spam", "notspam", "non_spam", "nonspam",
		"not-spam", "non-spam", "not spam", "non spam", NULL };
	const char *p = is_rest(s);

	for (size_t i = 0; hams[i] != NULL; i++)
		if (strcasecmp(p, hams[i]) == 0)
			return 1;
	return 0;
}

int
ak_corpus_flag_name(const char *s)
{
	const char *p = is_rest(s);

	return p != s && (strcasecmp(p, "spam") == 0 || ham_name(p));
}

const char *
ak_labelmap_guess_col(const char *label, const char *col, unsigned seen,
    char *buf, size_t n)
{
	char t[5], f[6];

	ak_labelmap_guess_seen(label, seen, buf, n);
	if (col == NULL || !ham_name(col))
		return buf;
	/* the column names ham: its positive value is ham */
	if (strcmp(label, "0") == 0 || strcmp(label, "1") == 0)
		snprintf(buf, n, "1=ham,0=spam");
	else if (strcmp(label, "-1") == 0 || strcmp(label, "+1") == 0)
		snprintf(buf, n, "%s=ham,-1=spam", label[0] == '+' ? "+1" :
		    "1");
	else if (strcmp(label, "0.0") == 0 || strcmp(label, "1.0") == 0)
		snprintf(buf, n, "1.0=ham,0.0=spam");
	else if (strcasecmp(label, "true") == 0 || strcasecmp(label, "false")
	    == 0) {
		in_case_of(t, "true", label);
		in_case_of(f, "false", label);
		snprintf(buf, n, "%s=ham,%s=spam", t, f);
	} else
		return buf;
	ak_labelmap_keep_own(buf, n, seen);
	return buf;
}

/* buf (a comma-separated map) has an entry for from */
static int
has_entry(const char *buf, const char *from)
{
	size_t k = strlen(from);

	for (const char *p = buf; p != NULL; p = strchr(p, ','), p = p ? p +
	    1 : NULL)
		if (strncmp(p, from, k) == 0 && p[k] == '=')
			return 1;
	return 0;
}

void
ak_labelmap_keep_own(char *buf, size_t n, unsigned seen)
{
	size_t k;

	if ((seen & 1) && !has_entry(buf, "spam") && (k = strlen(buf)) + 10 <
	    n)
		snprintf(buf + k, n - k, ",spam=spam");
	if ((seen & 2) && !has_entry(buf, "ham") && (k = strlen(buf)) + 8 < n)
		snprintf(buf + k, n - k, ",ham=ham");
}

/* the entries of w (ham or spam) in the spellings a column typed by hand
   holds besides w itself: as label when it is w in another case, else in
   label's case (in_case_of), then a capital first, then all capitals;
   each "FORM=w," once, appended to buf (n bytes) where it fits whole */
static void
case_entries(char *buf, size_t n, const char *w, const char *label)
{
	char f[3][8];
	size_t k, len = strlen(w);

	if (strcasecmp(label, w) == 0)
		snprintf(f[0], sizeof f[0], "%s", label);
	else
		in_case_of(f[0], w, label);
	in_case_of(f[1], w, "Ab");
	in_case_of(f[2], w, "AB");
	for (size_t i = 0; i < 3; i++) {
		int again = strcmp(f[i], w) == 0;
		for (size_t j = 0; j < i; j++)
			again |= strcmp(f[i], f[j]) == 0;
		if (!again && (k = strlen(buf)) + 2 * len + 3 < n)
			snprintf(buf + k, n - k, "%s=%s,", f[i], w);
	}
}

const char *
ak_labelmap_guess_seen(const char *label, unsigned seen, char *buf,
    size_t n)
{
	size_t k;

	ak_labelmap_guess(label, buf, n);
	if (strncmp(buf, "SPAMLABEL", 9) == 0)
		return buf;
	/* 'Spam' among spam and ham: a column typed by hand (AutoComplete
	   capitalises as the first entry was typed, merged sets and edits
	   add 'HAM' or 'Spam'), whose other rows may hold either in any of
	   those spellings: each named, so that one run of the map reads
	   the file (matched as written, an entry the file lacks reads
	   nothing) */
	if ((strcasecmp(label, "ham") == 0 || strcasecmp(label, "spam") == 0)
	    && n > 0) {
		buf[0] = '\0';
		case_entries(buf, n, "ham", label);
		case_entries(buf, n, "spam", label);
		if ((k = strlen(buf)) > 0)
			buf[k - 1] = '\0';	/* the last ',' */
		seen |= 3;
	}
	ak_labelmap_keep_own(buf, n, seen);
	return buf;
}

int
ak_delim_parse(const char *s, char *delim, ak_err *e)
{
	if (strcmp(s, ",") == 0 || strcmp(s, ";") == 0 || strcmp(s, "|") == 0)
		*delim = s[0];
	else if (strcmp(s, "\t") == 0 || strcasecmp(s, "tab") == 0 ||
	    strcmp(s, "\\t") == 0)
		*delim = '\t';
	else
		return ak_errf(e, "--delimiter: '%s' is not ',', ';', '|' or "
		    "tab", s);
	return 0;
}

/* a column option's value: a number or a name (corpus-int.h) */
int
ak_corpus_column_parse(const char *s, const char *what, size_t *num,
    ak_err *e)
{
	size_t v = 0;
	const char *p = s;

	*num = 0;
	if (*s == '\0')
		return ak_errf(e, "%s: empty (a header name or a number from "
		    "1)", what);
	for (; *p >= '0' && *p <= '9'; p++) {
		if (v > 1000000)
			return ak_errf(e, "%s: '%s': too large a column", what,
			    s);
		v = v * 10 + (size_t)(*p - '0');
	}
	if (*p != '\0')
		return 0;	/* a name */
	if (v == 0)
		return ak_errf(e, "%s: '%s': columns count from 1", what, s);
	*num = v;
	return 0;
}

int
ak_corpus_opt_check(const ak_corpus_opt *o, ak_err *e)
{
	size_t t = 0, l = 0;

	int jsonl = o->quoting == AK_QUOTING_JSONL;
	int plain = o->quoting == AK_QUOTING_NONE;

	if (o->unlabeled && ((o->text_column && plain) || o->label_column ||
	    o->label_map))
		return ak_errf(e, "--label-column and --label-map are for "
		    "labelled input, not --unlabeled%s", plain &&
		    o->text_column ? "; --text-column with --unlabeled picks "
		    "the text's column of a delimited read (--csv, --quoting "
		    "csv, --delimiter) or the text's field of --jsonl" : "");
	if (o->unlabeled && o->header != 0 && (plain || jsonl))
		return ak_errf(e, "--header and --no-header with --unlabeled "
		    "are for a delimited read (--csv, --quoting csv, "
		    "--delimiter); a plain read's line 1 of column names is "
		    "read as a message with --all-text");
	if (o->text_column && ak_corpus_column_parse(o->text_column,
	    "--text-column", &t, e) != 0)
		return -1;
	if (o->label_column && ak_corpus_column_parse(o->label_column,
	    "--label-column", &l, e) != 0)
		return -1;
	/* JSON Lines' fields have names, not places */
	if (jsonl && ((o->text_column && t > 0) || (o->label_column &&
	    l > 0)))
		return ak_errf(e, "%s '%s': JSON Lines' fields are named, not "
		    "numbered: give the field's name", o->text_column && t > 0 ?
		    "--text-column" : "--label-column", o->text_column && t > 0 ?
		    o->text_column : o->label_column);
	if (o->text_column && o->label_column && strcmp(o->text_column,
	    o->label_column) == 0)
		return ak_errf(e, "--text-column and --label-column name the "
		    "same column '%s'", o->text_column);
	if (o->header < 0 && ((o->text_column && t == 0) ||
	    (o->label_column && l == 0)))
		return ak_errf(e, "--no-header: a column named '%s' needs "
		    "the header that names it (give it by number)",
		    o->text_column && t == 0 ? o->text_column :
		    o->label_column);
	return 0;
}
