/*
 * embfile-json.c — a JSON document where a vectors file should start
 * (pandas' to_json in its orients, json.dump, JSON Lines), named with the
 * pandas line that writes attnkit's TSV of its layout (embfile-int.h
 * emb_json_doc).  Called by embfile-head.c; calls no other embfile file.
 */
#include <stdio.h>
#include <string.h>

#include "embfile-int.h"

/* p at a JSON string's '"': past its end ('"' skipped, escapes too),
 * *k and *kn its bytes; NULL when it does not end on the line */
static const char *
json_key(const char *p, const char **k, size_t *kn)
{
	*k = ++p;
	for (; *p != '\0' && *p != '"'; p++)
		p += *p == '\\' && p[1] != '\0';
	*kn = (size_t)(p - *k);
	return *p == '"' ? p + 1 : NULL;
}

/* 1 when a JSON key k[0..n) is a column's label as pandas or R name
 * them: digits, or d, V or X then digits */
static int
json_colname(const char *k, size_t n)
{
	size_t i = n > 1 && (*k == 'd' || *k == 'V' || *k == 'X');

	return n > i && strspn(k + i, "0123456789") == n - i;
}

/* 1 when keys a[0..an) and b[0..bn) are a column's labels in a row: the
 * same text, then whole numbers n and n + 1 ('0' '1', 'd1' 'd2', 'dim0'
 * 'dim1': pandas' columns, R's V1 V2) */
static int
json_seq(const char *a, size_t an, const char *b, size_t bn)
{
	size_t i = an, j = bn, x = 0, y = 0;

	while (i > 0 && a[i - 1] >= '0' && a[i - 1] <= '9')
		i--;
	while (j > 0 && b[j - 1] >= '0' && b[j - 1] <= '9')
		j--;
	if (i == an || j == bn || i != j || memcmp(a, b, i) != 0 || an - i >
	    9 || bn - j > 9)
		return 0;
	for (size_t k = i; k < an; k++)
		x = x * 10 + (size_t)(a[k] - '0');
	for (size_t k = j; k < bn; k++)
		y = y * 10 + (size_t)(b[k] - '0');
	return y == x + 1;
}

/* past the JSON value at p (a number, a string, null, an object or an
 * array, its strings skipped whole), spaces after it; NULL at the line's
 * end */
static const char *
json_skip(const char *p)
{
	int depth = 0;
	const char *k;
	size_t kn;

	do {
		p += strspn(p, " \t");
		if (*p == '"') {
			if ((p = json_key(p, &k, &kn)) == NULL)
				return NULL;
			continue;
		}
		depth += *p == '{' || *p == '[';
		depth -= *p == '}' || *p == ']';
		if (*p == '\0' || depth < 0)
			return depth < 0 ? p : NULL;
		p++;
		if (depth == 0)
			p += strcspn(p, ",}] \t");
	} while (depth > 0);
	return p + strspn(p, " \t");
}

/* the key after the value at p and a ',' (*k, *kn), or 0 */
static int
json_next_key(const char *p, const char **k, size_t *kn)
{
	if ((p = json_skip(p)) == NULL || *p++ != ',')
		return 0;
	p += strspn(p, " \t");
	return *p == '"' && json_key(p, k, kn) != NULL;
}

/* the keys of the JSON object at p ('{'), *whole 1 when it ends on the
 * line (else the keys before the line's end) */
static size_t
json_nkeys(const char *p, int *whole)
{
	const char *k;
	size_t n = 0, kn;

	*whole = 0;
	for (p++;; p++) {
		p += strspn(p, " \t");
		if (*p == '}' && n == 0)
			break;
		if (*p != '"' || (p = json_key(p, &k, &kn)) == NULL)
			return n;
		p += strspn(p, " \t");
		if (*p++ != ':' || (p = json_skip(p)) == NULL)
			return n;
		n++;
		if (*p != ',')
			break;
	}
	*whole = *p == '}';
	return n;
}

/* 1 when the keys a[0..an) and, if there is one, b[0..bn) (bn 0: none)
 * are each a column's label by their form (json_colname: '0', 'd1') */
static int
json_both_cols(const char *a, size_t an, const char *b, size_t bn)
{
	return json_colname(a, an) && (bn == 0 || json_colname(b, bn));
}

/* the layout of the JSON object at l ('{' first): 1 words as its keys
 * (json.dump of {word: [numbers]}, pandas' to_json(orient='index')), 2
 * the columns as its keys, words inside (to_json()'s default,
 * orient='columns'), 3 either (below), 4 pandas' orient='split'
 * ("columns", "index", "data"), 5 orient='table' ("schema"), 0 not seen
 * on the line.  Keys in a row ('0' '1', 'd1' 'd2', 'doc_0' 'doc_1') or of
 * a column's form ('0', 'd1') are the columns' labels, or words that are
 * ids (node2vec's, Doc2Vec's tags): the columns are the level so keyed
 * when the other is not, and has as many keys as it or more (V words of
 * d values: V >= d); else 3, both orients named.  *no, *ni: the keys
 * outside and inside the first (0 when the object does not end on the
 * line) */
static int
json_layout(const char *l, size_t *no, size_t *ni)
{
	const char *k, *k2, *k3 = "", *k4 = "", *in, *o = l;
	size_t kn, kn2, kn3 = 0, kn4 = 0;
	int wo, wi;

	*no = *ni = 0;
	l += 1 + strspn(l + 1, " \t");
	if (*l != '"' || (l = json_key(l, &k, &kn)) == NULL)
		return 0;
	l += strspn(l, " \t");
	if (*l++ != ':')
		return 0;
	l += strspn(l, " \t");
	if (*l == '[' && ((kn == 7 && memcmp(k, "columns", 7) == 0) || (kn ==
	    5 && memcmp(k, "index", 5) == 0) || (kn == 4 && memcmp(k, "data",
	    4) == 0)))
		return 4;
	if (*l == '{' && kn == 6 && memcmp(k, "schema", 6) == 0)
		return 5;
	if (*l == '[')
		return 1;
	if (*l != '{')
		return 0;
	in = l + 1 + strspn(l + 1, " \t");
	if (*in != '"' || (in = json_key(in, &k2, &kn2)) == NULL)
		return 0;
	in += strspn(in, " \t");
	*no = json_nkeys(o, &wo);
	*ni = json_nkeys(l, &wi);
	if (!wo || !wi)
		*no = *ni = 0;
	int si = *in == ':' && json_next_key(in + 1, &k4, &kn4) && json_seq(k2,
	    kn2, k4, kn4);
	int so = json_next_key(l, &k3, &kn3) && json_seq(k, kn, k3, kn3);
	/* the inner keys the columns (orient='index'), the outer ones the
	   words: not when those look like columns too, or are fewer */
	if (si || (!so && json_colname(k2, kn2)))
		return so || json_both_cols(k, kn, k3, kn3) || *no < *ni ||
		    *no == 0 ? 3 : 1;
	if (so || json_colname(k, kn))
		return json_both_cols(k2, kn2, k4, kn4) || *ni < *no || *ni ==
		    0 ? 3 : 2;
	return 0;
}

/* the key of the words in the JSON object at l ('{'): the first whose
 * value is a string; with none (words that are numbers: node ids), the
 * first key (reset_index()'s 'index'); "KEY" with no key; into key.
 * Returns 1 when a value is a string */
static int
word_key(const char *l, char *key, size_t cap)
{
	const char *k, *p;
	size_t kn;
	int first = 1;

	snprintf(key, cap, "KEY");
	for (p = l + 1; *(p += strspn(p, " \t,")) == '"';) {
		if ((p = json_key(p, &k, &kn)) == NULL)
			break;
		p += strspn(p, " \t:");
		if (*p == '"' || first)
			snprintf(key, cap, "%.*s", (int)(kn < 60 ? kn : 60), k);
		first = 0;
		if (*p == '"')
			return 1;
		if ((p = json_skip(p)) == NULL)
			break;
	}
	return 0;
}

/* the key of the JSON object at l ('{') whose value is the first array
 * (a record's vector as a list: {"word": "the", "vector": [0.1, 0.2]})
 * into key: 1; else 0 */
static int
list_key(const char *l, char *key, size_t cap)
{
	const char *k, *p;
	size_t kn;

	for (p = l + 1; *(p += strspn(p, " \t,")) == '"';) {
		if ((p = json_key(p, &k, &kn)) == NULL)
			return 0;
		p += strspn(p, " \t:");
		if (*p == '[') {
			snprintf(key, cap, "%.*s", (int)(kn < 60 ? kn : 60), k);
			return 1;
		}
		if ((p = json_skip(p)) == NULL)
			return 0;
	}
	return 0;
}

/* an object of two keys, one an array of strings (the words), the other
 * an array of arrays (their vectors): json.dump({'words': [...],
 * 'vectors': [[...]]}): 1 with the keys in w and v; else 0 */
static int
words_vectors(const char *l, char *w, char *v, size_t cap)
{
	const char *k, *p = l + 1;
	size_t kn;
	int got = 0;

	for (int i = 0; i < 2; i++) {
		p += strspn(p, " \t,");
		if (*p != '"' || (p = json_key(p, &k, &kn)) == NULL)
			return 0;
		p += strspn(p, " \t:");
		if (*p != '[')
			return 0;
		const char *q = p + 1 + strspn(p + 1, " \t");
		char *to = *q == '"' ? w : *q == '[' ? v : NULL;
		if (to == NULL)
			return 0;
		snprintf(to, cap, "%.*s", (int)(kn < 60 ? kn : 60), k);
		got |= to == w ? 1 : 2;
		if ((p = json_skip(p)) == NULL)
			return 0;
	}
	return got == 3 && *(p + strspn(p, " \t")) == '}';
}

/* 1 when r's line is one whole JSON object and the next line (read from
 * r) starts another: JSON Lines (pandas' to_json(orient='records',
 * lines=True)); the key of the first string value (the words') in key */
static int
json_lines(ak_reader *r, char *key, size_t cap)
{
	const char *l = r->line + strspn(r->line, " \t"), *p;
	ak_err scratch;

	if (*l != '{' || (p = json_skip(l)) == NULL || *p != '\0')
		return 0;
	(void)word_key(l, key, cap);
	if (ak_reader_next(r, &scratch) != 1)
		return 0;
	return r->line[strspn(r->line, " \t")] == '{';
}

/* the pandas line that makes attnkit's TSV of a DataFrame df */
#define JSON_TSV "df.columns = [f'd{i+1}' for i in range(len(df.columns))]; " \
	"df.to_csv(FILE, sep='\\t', index_label='word', " \
	"quoting=csv.QUOTE_NONE)"

int
emb_json_doc(ak_reader *r, ak_err *e)
{
	const char *l = r->line + strspn(r->line, " \t");
	const char *f = strcmp(r->name, "<stdin>") ? r->name : "FILE";
	char where[1100], key[64], key2[64];
	size_t no = 0, ni = 0;
	int lay = *l == '{' ? json_layout(l, &no, &ni) : 0;

	if (*l != '{' && *l != '[')
		return 0;
	snprintf(where, sizeof where, "%s", ak_reader_where(r));
	if (*l == '{' && words_vectors(l, key, key2, sizeof key))
		return ak_errf(e, "%s: a JSON object of the words (key '%s') "
		    "and their vectors (key '%s'): json.dump of {'words': [...], "
		    "'vectors': [[...]]}, not embeddings: write attnkit's TSV "
		    "from it: pandas: import json; d = json.load(open('%s')); "
		    "df = pd.DataFrame(d['%s'], index=d['%s']); " JSON_TSV,
		    where, key, key2, f, key2, key);
	if (lay == 4)
		return ak_errf(e, "%s: a JSON object, not embeddings (pandas' "
		    "df.to_json(orient='split')): write attnkit's TSV from it: "
		    "pandas: df = pd.read_json('%s', orient='split', "
		    "precise_float=True); " JSON_TSV, where, f);
	/* (read_json(orient='table') loses columns named by numbers) */
	if (lay == 5)
		return ak_errf(e, "%s: a JSON object, not embeddings (pandas' "
		    "df.to_json(orient='table')): write attnkit's TSV from it: "
		    "pandas: import json; d = json.load(open('%s')); df = "
		    "pd.DataFrame(d['data']).set_index(d['schema']['primaryKey']"
		    "[0]); " JSON_TSV, where, f);
	if (lay == 3) {
		char n[80] = "";
		if (no > 0)
			snprintf(n, sizeof n, ": %zu key%s outside, %zu inside "
			    "the first", no, no == 1 ? "" : "s", ni);
		return ak_errf(e, "%s: a JSON object, not embeddings (its keys "
		    "outside and inside both could be the columns' labels%s; "
		    "words that are numbers or ids in a row ('0' '1', 'doc_0' "
		    "'doc_1') look like them: pandas' df.to_json() of the "
		    "columns, or orient='index' of the words): write attnkit's "
		    "TSV from it: pandas: import json; df = "
		    "pd.DataFrame.from_dict(json.load(open('%s')), "
		    "orient='columns' if its keys are the columns (the words "
		    "inside them), orient='index' if they are the words; "
		    JSON_TSV, where, n, f);
	}
	if (lay != 0)
		return ak_errf(e, "%s: a JSON object, not embeddings (%s): write "
		    "attnkit's TSV from it: pandas: import json; df = "
		    "pd.DataFrame.from_dict(json.load(open('%s')), orient='%s'); "
		    JSON_TSV, where, lay == 1 ? "its keys the words, each a "
		    "vector: json.dump of {word: [numbers]}, pandas' "
		    "df.to_json(orient='index')" : "its keys the columns, the "
		    "words in each: pandas' df.to_json()", f, lay == 1 ?
		    "index" : "columns");
	/* a record's vector as a list: the line that makes it columns */
	char lst[200] = "";
	const char *a = l + (*l == '[') + strspn(l + (*l == '['), " \t");
	if (*a == '{' && list_key(a, key2, sizeof key2))
		snprintf(lst, sizeof lst, ", each vector a list under '%s'",
		    key2);
	if (*l == '{' && json_lines(r, key, sizeof key))
		return ak_errf(e, "%s: JSON Lines, one object a line (pandas' "
		    "df.to_json(orient='records', lines=True)), not embeddings, "
		    "the words under the key '%s'%s?: write attnkit's TSV from "
		    "it: pandas: df = pd.read_json('%s', lines=True, "
		    "precise_float=True, dtype={'%s': str})%s%s%s%s%s; "
		    JSON_TSV, where, key, lst, f, key, lst[0] ? "; df = "
		    "pd.DataFrame(df['" : ".set_index('", lst[0] ? key2 : key,
		    lst[0] ? "'].tolist(), index=df['" : "')", lst[0] ? key : "",
		    lst[0] ? "'])" : "");
	if (*l == '{')
		return ak_errf(e, "%s: a JSON object, not embeddings: write "
		    "attnkit's TSV from it: of {word: [numbers]} or pandas' "
		    "to_json(orient='index'), pandas: import json; df = "
		    "pd.DataFrame.from_dict(json.load(open('%s')), "
		    "orient='index'); of pandas' to_json() (the columns its keys), "
		    "orient='columns'; then " JSON_TSV, where, f);
	if (*a == '{' && word_key(a, key, sizeof key))
		return ak_errf(e, "%s: a JSON array of records (pandas' "
		    "df.to_json(orient='records')), not embeddings, the words "
		    "under the key '%s'%s?: write attnkit's TSV from it: pandas: "
		    "df = pd.read_json('%s', orient='records', "
		    "precise_float=True, dtype={'%s': str})%s%s%s%s%s; "
		    JSON_TSV, where, key, lst, f, key, lst[0] ? "; df = "
		    "pd.DataFrame(df['" : ".set_index('", lst[0] ? key2 : key,
		    lst[0] ? "'].tolist(), index=df['" : "')", lst[0] ? key : "",
		    lst[0] ? "'])" : "");
	if (*a == '[' && a[1 + strspn(a + 1, " \t")] == '"')
		return ak_errf(e, "%s: a JSON array of rows, each a word then "
		    "its numbers (pandas' df.to_json(orient='values') of a frame "
		    "with its words in a column), not embeddings: write "
		    "attnkit's TSV from it: pandas: import json; df = "
		    "pd.DataFrame(json.load(open('%s'))).set_index(0); "
		    JSON_TSV, where, f);
	return ak_errf(e, "%s: a JSON array, not embeddings (pandas' "
	    "df.to_json(orient='records' or 'values') writes one, without the "
	    "index that holds the words): write the DataFrame as attnkit's "
	    "TSV instead: pandas: " JSON_TSV, where);
}
