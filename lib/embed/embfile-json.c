/*
 * embfile-json.c — a JSON document where a vectors file should start
 * (pandas' to_json in its orients, json.dump, JSON Lines), named with the
 * pandas line that writes attnkit's TSV of its layout (embfile-int.h
 * emb_json_doc).  A line that is one whole JSON value is parsed by
 * jansson (as lib/text/corpus-json.c parses JSON Lines); the hand scanner
 * below reads only a line that is not (json.dump(indent=...) spreads a
 * document over lines, the first holding its start).  Called by
 * embfile-head.c; calls no other embfile file.
 */
#include <jansson.h>
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

/* what emb_json_doc's messages need of a line's JSON, from jansson's
 * parse of the whole line or the hand scanner's look at its start */
typedef struct jfacts {
	int wv;			/* {'words': [...], 'vectors': [[...]]} */
	char wkey[64], vkey[64];	/* their keys */
	int lay;		/* json_layout's, 0 for an array */
	size_t no, ni;		/* json_layout's counts of keys */
	int whole;		/* the line one whole object */
	int rec;		/* the record: the line's object, or its
				   array's first element an object */
	int lst;		/* the record's first array value, */
	char lkey[64];		/* under this key */
	int wstr;		/* the record has a string value, */
	char key[64];		/* word_key's key */
	int rows;		/* an array of arrays, the first's first
				   value a string */
} jfacts;

/* the hand scanner's facts of the JSON at l ('{' or '[') */
static void
hand_facts(const char *l, jfacts *f)
{
	const char *a = l + (*l == '[') + strspn(l + (*l == '['), " \t"), *p;

	snprintf(f->key, sizeof f->key, "KEY");
	if (*l == '{') {
		f->wv = words_vectors(l, f->wkey, f->vkey, sizeof f->wkey);
		f->lay = json_layout(l, &f->no, &f->ni);
		f->whole = (p = json_skip(l)) != NULL && *p == '\0';
	}
	f->rec = *a == '{';
	if (f->rec) {
		f->lst = list_key(a, f->lkey, sizeof f->lkey);
		f->wstr = word_key(a, f->key, sizeof f->key);
	}
	f->rows = *l == '[' && *a == '[' && a[1 + strspn(a + 1, " \t")] == '"';
}

/* key k (jansson's, decoded) into buf as the messages show one: 60
 * bytes at most, cut at a character, a control byte shown '?' (a
 * decoded "\n" would end the message's line) */
static void
key_said(char *buf, size_t cap, const char *k)
{
	size_t n = strlen(k), i;

	if (n > 60 && cap > 60)
		for (n = 60; n > 0 && ((unsigned char)k[n] & 0xC0) == 0x80; n--)
			;
	n = n < cap ? n : cap - 1;
	for (i = 0; i < n; i++)
		buf[i] = (unsigned char)k[i] < 0x20 || k[i] == 0x7f ? '?' : k[i];
	buf[n] = '\0';
}

/* the n-th key of object o (0 the first) and its value *v, or NULL */
static const char *
nth_key(json_t *o, int n, json_t **v)
{
	void *it = json_object_iter(o);

	for (; it != NULL && n > 0; n--)
		it = json_object_iter_next(o, it);
	if (it == NULL)
		return NULL;
	*v = json_object_iter_value(it);
	return json_object_iter_key(it);
}

/* json_layout of the object o parsed whole */
static int
doc_layout(json_t *o, size_t *no, size_t *ni)
{
	json_t *v = NULL, *v2 = NULL, *x = NULL;
	const char *k = nth_key(o, 0, &v), *k2, *k3, *k4;

	*no = json_object_size(o);
	*ni = 0;
	if (k == NULL)
		return 0;
	if (json_is_array(v) && (strcmp(k, "columns") == 0 || strcmp(k,
	    "index") == 0 || strcmp(k, "data") == 0))
		return 4;
	if (json_is_object(v) && strcmp(k, "schema") == 0)
		return 5;
	if (json_is_array(v))
		return 1;
	if (!json_is_object(v) || (k2 = nth_key(v, 0, &v2)) == NULL)
		return 0;
	*ni = json_object_size(v);
	k3 = nth_key(o, 1, &x);
	k4 = nth_key(v, 1, &x);
	int si = k4 != NULL && json_seq(k2, strlen(k2), k4, strlen(k4));
	int so = k3 != NULL && json_seq(k, strlen(k), k3, strlen(k3));
	size_t kn = strlen(k), kn2 = strlen(k2), kn3 = k3 ? strlen(k3) : 0;
	size_t kn4 = k4 ? strlen(k4) : 0;
	if (si || (!so && json_colname(k2, kn2)))
		return so || json_both_cols(k, kn, k3 ? k3 : "", kn3) ||
		    *no < *ni ? 3 : 1;
	if (so || json_colname(k, kn))
		return json_both_cols(k2, kn2, k4 ? k4 : "", kn4) || *ni < *no ?
		    3 : 2;
	return 0;
}

/* the facts of the record o (an object): its first string value's key
 * (else its first key) and its first array value's */
static void
doc_record(json_t *o, jfacts *f)
{
	const char *k;
	json_t *v;
	int first = 1;

	json_object_foreach(o, k, v) {
		if (!f->wstr && (json_is_string(v) || first))
			key_said(f->key, sizeof f->key, k);
		f->wstr |= json_is_string(v);
		if (!f->lst && json_is_array(v)) {
			key_said(f->lkey, sizeof f->lkey, k);
			f->lst = 1;
		}
		first = 0;
	}
}

/* jansson's facts of the document d, the line parsed whole */
static void
doc_facts(json_t *d, jfacts *f)
{
	json_t *a = json_is_array(d) ? json_array_get(d, 0) : d, *v;
	const char *k;
	int got = 0;

	snprintf(f->key, sizeof f->key, "KEY");
	if (json_is_object(d)) {
		f->whole = 1;
		f->lay = doc_layout(d, &f->no, &f->ni);
		json_object_foreach(d, k, v) {
			json_t *x = json_array_get(v, 0);
			char *to = json_is_string(x) ? f->wkey : json_is_array(x) ?
			    f->vkey : NULL;
			if (to != NULL)
				key_said(to, sizeof f->wkey, k);
			got |= to == NULL ? 4 : to == f->wkey ? 1 : 2;
		}
		f->wv = got == 3 && json_object_size(d) == 2;
	}
	f->rec = json_is_object(a);
	if (f->rec)
		doc_record(a, f);
	f->rows = json_is_array(d) && json_is_string(json_array_get(a, 0));
}

/* 1 when r's line is one whole JSON object (whole) and the next line
 * (read from r) starts another: JSON Lines (pandas'
 * to_json(orient='records', lines=True)) */
static int
json_lines(ak_reader *r, int whole)
{
	ak_err scratch;

	if (!whole || ak_reader_next(r, &scratch) != 1)
		return 0;
	return r->line[strspn(r->line, " \t")] == '{';
}

/* the facts of the JSON at l ('{' or '['; n its bytes): jansson's when
 * the line is one whole value (no '\0' inside, nesting within jansson's
 * depth) and at most a quarter of the longest line the reader holds,
 * max (its tree, about 8 bytes a byte of numbers, stays within the -M
 * that set max, a sixteenth of it; out of memory, the hand scanner),
 * else the hand scanner's; returns f->lay */
static int
json_facts(const char *l, size_t n, size_t max, jfacts *f)
{
	json_error_t err;
	json_t *d = n <= max / 4 ? json_loadb(l, n, 0, &err) : NULL;

	if (d != NULL)
		doc_facts(d, f);
	else
		hand_facts(l, f);
	json_decref(d);
	return f->lay;
}

/* the pandas line that makes attnkit's TSV of a DataFrame df */
#define JSON_TSV "df.columns = [f'd{i+1}' for i in range(len(df.columns))]; " \
	"df.to_csv(FILE, sep='\\t', index_label='word', " \
	"quoting=csv.QUOTE_NONE)"

int
emb_json_doc(ak_reader *r, ak_err *e)
{
	jfacts j = { 0 };
	const char *l = r->line + strspn(r->line, " \t");
	const char *f = strcmp(r->name, "<stdin>") ? r->name : "FILE";
	char where[1100], *key = j.key, *key2 = j.lkey;
	int lay = *l == '{' || *l == '[' ? json_facts(l, strlen(l), r->max,
	    &j) : -1;

	if (lay < 0)
		return 0;
	snprintf(where, sizeof where, "%s", ak_reader_where(r));
	if (j.wv)
		return ak_errf(e, "%s: a JSON object of the words (key '%s') "
		    "and their vectors (key '%s'): json.dump of {'words': [...], "
		    "'vectors': [[...]]}, not embeddings: write attnkit's TSV "
		    "from it: pandas: import json; d = json.load(open('%s')); "
		    "df = pd.DataFrame(d['%s'], index=d['%s']); " JSON_TSV,
		    where, j.wkey, j.vkey, f, j.vkey, j.wkey);
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
		if (j.no > 0)
			snprintf(n, sizeof n, ": %zu key%s outside, %zu inside "
			    "the first", j.no, j.no == 1 ? "" : "s", j.ni);
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
	if (j.rec && j.lst)
		snprintf(lst, sizeof lst, ", each vector a list under '%s'",
		    key2);
	if (json_lines(r, j.whole))
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
	if (j.rec && j.wstr)
		return ak_errf(e, "%s: a JSON array of records (pandas' "
		    "df.to_json(orient='records')), not embeddings, the words "
		    "under the key '%s'%s?: write attnkit's TSV from it: pandas: "
		    "df = pd.read_json('%s', orient='records', "
		    "precise_float=True, dtype={'%s': str})%s%s%s%s%s; "
		    JSON_TSV, where, key, lst, f, key, lst[0] ? "; df = "
		    "pd.DataFrame(df['" : ".set_index('", lst[0] ? key2 : key,
		    lst[0] ? "'].tolist(), index=df['" : "')", lst[0] ? key : "",
		    lst[0] ? "'])" : "");
	if (j.rows)
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
