/*
 * corpus-json.c — JSON Lines corpora (text.h AK_QUOTING_JSONL), parsed by
 * jansson (RFC 8259; docs/DESIGN.md says why jansson): one object a line,
 * its text and label fields by name; and the refusal of a JSON file read
 * in another layout.
 */
#include <jansson.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conv.h"
#include "corpus-int.h"
#include "io.h"
#include "text.h"

/* the state of one read: the fields chosen on the first object */
typedef struct jl {
	const ak_corpus_opt *o;
	const char *text, *label;	/* the keys (the options' or owned
					   copies of the first object's) */
	char *own_text, *own_label;
	unsigned seen;		/* labels read without a map: 1 spam, 2 ham
				   (as corpus-rd.h's) */
	char where[1100];
	long lineno;		/* the line's */
	ak_skipped sk;		/* texts that are a spreadsheet's error
				   value, skipped (corpus-sheet.h) */
	long lone;		/* lone surrogate escapes read as U+FFFD */
	char lonewhere[1100];	/* the first: its "FILE:LINE" */
} jl;

/* the 4 hex digits at s as a number, or -1 */
static long
hex4(const char *s)
{
	long v = 0;

	for (int i = 0; i < 4; i++) {
		int c = (unsigned char)s[i], d = c >= '0' && c <= '9' ? c - '0' :
		    (c | 0x20) >= 'a' && (c | 0x20) <= 'f' ? (c | 0x20) - 'a' +
		    10 : -1;
		if (d < 0)
			return -1;
		v = v * 16 + d;
	}
	return v;
}

/* a lone surrogate escape (\ud83d: half an emoji, text cut by UTF-16
   length, as JavaScript's slice and json.dumps write it; RFC 8259
   allows it, jansson refuses it) made \ufffd in place, the same six
   bytes; the number made */
static long
lone_surrogates(char *s, size_t n)
{
	long k = 0;

	for (size_t i = 0, bs = 0; i + 5 < n; i++) {
		if (s[i] != '\\' || (bs = bs + 1) % 2 == 0 || s[i + 1] != 'u') {
			bs = s[i] == '\\' ? bs : 0;
			continue;
		}
		bs = 0;
		long v = hex4(s + i + 2), w = i + 11 < n && s[i + 6] == '\\' &&
		    s[i + 7] == 'u' ? hex4(s + i + 8) : -1;
		if (v >= 0xD800 && v <= 0xDBFF && w >= 0xDC00 && w <= 0xDFFF) {
			i += 11;	/* a pair: one character */
			continue;
		}
		if (v >= 0xD800 && v <= 0xDFFF)
			memcpy(s + i + 2, "fffd", 4), k++;
		i += 5;
	}
	return k;
}

/* the object's keys, "a, b, c" (at most n bytes), for messages */
static const char *
keys(json_t *obj, char *buf, size_t n)
{
	const char *k;
	json_t *v;
	size_t at = 0;

	buf[0] = '\0';
	json_object_foreach(obj, k, v) {
		int w = snprintf(buf + at, n - at, "%s'%s'", at ? ", " : "", k);
		if (w < 0 || (size_t)w >= n - at) {
			if (n > 4)
				memcpy(buf + n - 4, "...", 4);
			break;
		}
		at += (size_t)w;
	}
	(void)v;
	return buf[0] ? buf : "none";
}

/* the one key of obj that names(key) accepts: 1 with it in *out; 0 when
 * none; -1 (e) when two */
static int
one_key(json_t *obj, int (*names)(const char *), const char *kind,
    const char *opt, const char *where, const char **out, ak_err *e)
{
	const char *k, *found = NULL;
	json_t *v;

	json_object_foreach(obj, k, v)
		if (ak_corpus_pick(k, names, kind, opt, where, &found, e) < 0)
			return -1;
	(void)v;
	*out = found;
	return found != NULL;
}

/* FILE of where's FILE:LINE as a command names it: its length, and
   *name the file's ("FILE" for standard input) */
static int
file_len(const char *where, const char **name)
{
	const char *colon = strrchr(where, ':');

	*name = strncmp(where, "<stdin>:", 8) == 0 ? "FILE" : where;
	return *name != where ? 4 : colon != NULL ? (int)(colon - where) :
	    (int)strlen(where);
}

/* a name jq takes bare after a dot (.meta) */
static int
ident(const char *s)
{
	return strlen(s) < 64 && (isalpha((unsigned char)*s) || *s == '_') &&
	    strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "0123456789_") == strlen(s);
}

/* the jq that makes a text of each record's field f when it is an
   array, keeping the records whose f is a string (12d-M14): its strings
   and its objects' .text (Telegram's links) joined with sep, other values
   as strings */
static const char *
join_jq(char *buf, size_t n, const char *f, const char *sep)
{
	snprintf(buf, n, ".%s |= (if type == \"array\" then map(if type == "
	    "\"string\" then . elif type == \"object\" then (.text // \"\") "
	    "else tostring end) | join(\"%s\") else . end)", f, sep);
	return buf;
}

/* the error of a text field t that is no string: a number or an array
   named with the jq that makes it one (an array of words joined by
   spaces; of pieces, a string with a space at an end or an object
   among them, as Telegram's export writes a text with links, by
   nothing; of objects alone, records: one a line) */
static void
not_string(const jl *j, json_t *t, ak_err *e)
{
	const char *fn;
	int fl = file_len(j->where, &fn);
	size_t na = json_is_array(t) ? json_array_size(t) : 0, nobj = 0;
	int pieces = 0;
	char jq[400];

	for (size_t i = 0; i < na; i++) {
		json_t *v = json_array_get(t, i);
		const char *sv = json_is_string(v) ? json_string_value(v) : NULL;
		size_t l = sv != NULL ? strlen(sv) : 0;
		nobj += json_is_object(v);
		pieces |= json_is_object(v) || (l > 0 && (sv[0] == ' ' ||
		    sv[l - 1] == ' '));
	}
	if (!ident(j->text) || (!json_is_number(t) && na == 0))
		ak_errf(e, "%s: the text field '%s' is not a string but %s",
		    j->where, j->text, json_is_null(t) ? "null" :
		    json_is_object(t) ? "an object" : json_is_array(t) ?
		    "an array" : json_is_boolean(t) ? "true or false" :
		    "a number");
	else if (json_is_number(t))
		ak_errf(e, "%s: the text field '%s' is not a string but a "
		    "number: make it one: jq -c '.%s |= tostring' %.*s > "
		    "fixed.jsonl", j->where, j->text, j->text, fl, fn);
	else if (nobj == na)
		ak_errf(e, "%s: the text field '%s' is not a string but an "
		    "array of objects: records (as Telegram's export holds its "
		    "messages)? one a line: jq -c '.%s[]' %.*s > FILE.jsonl; "
		    "pieces of one text? join them: jq -c '%s' %.*s > "
		    "fixed.jsonl", j->where, j->text, j->text, fl, fn,
		    join_jq(jq, sizeof jq, j->text, ""), fl, fn);
	else
		ak_errf(e, "%s: the text field '%s' is not a string but an "
		    "array (%s): join them, keeping the records whose text is "
		    "a string: jq -c '%s' %.*s > fixed.jsonl", j->where,
		    j->text, pieces ? "of pieces of a text" : "of words?",
		    join_jq(jq, sizeof jq, j->text, pieces ? "" : " "), fl, fn);
}

/* a nested field: key "a.b", the path opt names, whose a is an object of
   obj holding b, or (key NULL) a label field inside an object field of
   obj; its fix into buf ("": none, or names jq cannot write bare): ": a
   nested field ('meta' is an object holding 'label'), which
   --label-column cannot name: flatten it first: jq -c '. + {label:
   .meta.label}' FILE > flat.jsonl[, then --label-column label]" */
static const char *
nested(const jl *j, json_t *obj, const char *key, const char *opt,
    char *buf, size_t n)
{
	const char *k, *in = NULL, *leaf = NULL, *fn;
	json_t *v;
	char a[64];
	int fl = file_len(j->where, &fn);

	buf[0] = '\0';
	if (key != NULL) {
		const char *dot = strchr(key, '.');
		if (dot == NULL || (size_t)(dot - key) >= sizeof a)
			return buf;
		memcpy(a, key, (size_t)(dot - key));
		a[dot - key] = '\0';
		v = json_object_get(obj, a);
		if (json_is_object(v) && json_object_get(v, dot + 1) != NULL)
			in = a, leaf = dot + 1;
	} else {
		json_object_foreach(obj, k, v) {
			const char *kk;
			json_t *vv;
			if (!json_is_object(v) || in != NULL)
				continue;
			json_object_foreach(v, kk, vv)
				if (leaf == NULL && ak_corpus_label_name(kk))
					in = k, leaf = kk;
			(void)vv;
		}
	}
	if (in != NULL && ident(in) && ident(leaf))
		snprintf(buf, n, ": a nested field ('%s' is an object holding "
		    "'%s'), which %s cannot name: flatten it first: jq -c '. + "
		    "{%s: .%s.%s}' %.*s > flat.jsonl%s%s%s", in, leaf, opt, leaf,
		    in, leaf, fl, fn, key ? ", then " :
		    "", key ? opt : "", key ? " " : "");
	if (in != NULL && ident(in) && ident(leaf) && key != NULL &&
	    strlen(buf) + strlen(leaf) < n)
		strcat(buf, leaf);
	return buf;
}

/* the fields of the first object: the options', else found by name */
static int
choose(jl *j, json_t *obj, ak_err *e)
{
	const char *t = j->o->text_column, *l = j->o->label_column;
	char list[200], fix[400];
	int rc;

	if (t == NULL) {
		if ((rc = one_key(obj, ak_corpus_text_name, "text",
		    "--text-column", j->where, &t, e)) < 0)
			return -1;
		if (rc == 0)
			return ak_errf(e, "%s: no text field among the fields "
			    "%s: name it with --text-column", j->where,
			    keys(obj, list, sizeof list));
	}
	if (l == NULL && !j->o->unlabeled) {
		if ((rc = one_key(obj, ak_corpus_label_name, "label",
		    "--label-column", j->where, &l, e)) < 0)
			return -1;
		if (rc == 0 && *nested(j, obj, NULL, "--label-column", fix,
		    sizeof fix))
			return ak_errf(e, "%s: no label field among the fields "
			    "%s%s", j->where, keys(obj, list, sizeof list), fix);
		if (rc == 0)
			return ak_errf(e, "%s: no label field among the fields "
			    "%s: name it with --label-column, or read the text "
			    "alone with --unlabeled", j->where,
			    keys(obj, list, sizeof list));
	}
	if ((j->own_text = strdup(t)) == NULL || (l != NULL &&
	    (j->own_label = strdup(l)) == NULL))
		return ak_errf(e, "%s: out of memory (%zu bytes)", j->where,
		    strlen(t) + 1 + (l != NULL ? strlen(l) + 1 : 0));
	j->text = j->own_text;
	j->label = j->own_label;
	return 0;
}

/* field key of obj, which must be there */
static json_t *
field(const jl *j, json_t *obj, const char *key, const char *opt,
    ak_err *e)
{
	json_t *v = json_object_get(obj, key);
	char list[200], fix[400];

	if (v == NULL && opt != NULL && *nested(j, obj, key, opt, fix,
	    sizeof fix))
		ak_errf(e, "%s: no field '%s' (fields %s)%s", j->where, key,
		    keys(obj, list, sizeof list), fix);
	else if (v == NULL)
		ak_errf(e, "%s: no field '%s' (fields %s)%s%s", j->where, key,
		    keys(obj, list, sizeof list), opt ? ": name another with " :
		    "", opt ? opt : "");
	return v;
}

/* a JSON number whose value is whole, as pandas writes a float column of
   0/1 labels (1.0, also 1e0), in [-2^53, 2^53] where each whole double
   is exact: its whole number into buf ("1") and as Python prints the
   float into alt ("1.0"); 0 for a fraction or a larger number */
static int
whole_real(double x, char *buf, size_t n, char *alt, size_t an)
{
	if (!(x >= -9007199254740992.0 && x <= 9007199254740992.0) ||
	    x != (double)(long long)x)
		return 0;
	snprintf(buf, n, "%lld", (long long)x);
	snprintf(alt, an, "%lld.0", (long long)x);
	return 1;
}

/* the label of obj as text into buf (n bytes), mapped; NULL with e.  A
   whole JSON real (1.0) is its whole number (1), and --label-map may
   name it either way (1=spam or 1.0=spam, as a CSV's 1.0 is named) */
static const char *
label_of(jl *j, json_t *obj, char *buf, size_t n, ak_err *e)
{
	json_t *v = field(j, obj, j->label, "--label-column", e);
	const char *s, *mapped;
	char map[80], alt[40] = "";

	if (v == NULL)
		return NULL;
	if (json_is_null(v) || (json_is_string(v) &&
	    json_string_value(v)[0] == '\0')) {	/* a missing value */
		char what[300];
		snprintf(what, sizeof what, "the label field '%.200s' is %s",
		    j->label, json_is_null(v) ? "null" : "empty");
		if (ak_corpus_empty_label(j->o, what, j->where, e) != 0)
			return NULL;
		return ak_labelmap_get(j->o->label_map, "", NULL);
	}
	if (json_is_string(v))
		s = json_string_value(v);
	else if (json_is_integer(v)) {
		snprintf(buf, n, "%" JSON_INTEGER_FORMAT, json_integer_value(v));
		s = buf;
	} else if (json_is_boolean(v))
		s = json_is_true(v) ? "true" : "false";
	else if (json_is_real(v) &&
	    whole_real(json_real_value(v), buf, n, alt, sizeof alt))
		s = buf;
	else if (json_is_real(v)) {
		double x = json_real_value(v);
		char num[40];
		/* as written: the fewest digits that read back as x (%g's six
		   made 1.0000000000000002 '1, a number with a fraction') */
		for (int d = 6; d <= 17; d++) {
			snprintf(num, sizeof num, "%.*g", d, x);
			if (strtod(num, NULL) == x)
				break;
		}
		ak_errf(e, "%s: the label field '%s' is %s, %s: a label is a "
		    "string, a whole number or true/false (round them first: "
		    "jq -c '.%s |= round', or in pandas df.astype({'%s': "
		    "int}))", j->where, j->label, num, x >= -9007199254740992.0 &&
		    x <= 9007199254740992.0 ?
		    "a number with a fraction" : "a number past 2^53 (not "
		    "exact as a whole number)", j->label, j->label);
		return NULL;
	} else {
		ak_errf(e, "%s: the label field '%s' is %s: a string, a whole "
		    "number or true/false is a label", j->where, j->label,
		    json_is_null(v) ? "null" : json_is_object(v) ?
		    "an object" : "an array");
		return NULL;
	}
	if (s[0] == '\0' || ak_has_control(s, strlen(s))) {
		ak_errf(e, "%s: the label field '%s' is empty or holds a "
		    "control character", j->where, j->label);
		return NULL;
	}
	/* 'nan', 'None': a missing value made text, no label (nor '*''s) */
	if (ak_sheet_missing_label(s, j->o, j->where, e) != 0)
		return NULL;
	if (j->o->label_map != NULL) {
		int listed = 0;
		mapped = ak_labelmap_get(j->o->label_map, s, &listed);
		if (!listed && alt[0] != '\0' &&
		    ak_labelmap_get(j->o->label_map, alt, &listed) != NULL &&
		    listed)
			mapped = ak_labelmap_get(j->o->label_map, alt, NULL);
		if (!listed && !ak_corpus_known_label(s) &&
		    ak_corpus_lookalike(s, j->o->label_map, j->where, e) != 0)
			return NULL;	/* 'spаm', a Cyrillic а */
		if (mapped == NULL)
			(void)ak_corpus_not_in_map(j->o->label_map, s, j->where,
			    e);
		return mapped;
	}
	if (ak_corpus_lookalike(s, NULL, j->where, e) != 0)
		return NULL;
	if (!ak_corpus_known_label(s) || strcmp(s, "-") == 0) {
		ak_errf(e, "%s: label '%.40s' (field '%s') is neither ham nor "
		    "spam: name the labels with --label-map %s", j->where, s,
		    j->label, ak_labelmap_guess_col(s, j->label, j->seen, map,
		    sizeof map));
		return NULL;
	}
	j->seen |= strcmp(s, "spam") == 0 ? 1u : 2u;	/* spam or ham */
	return s;
}

/* the message of obj, text t, to fn: with pandas' "Unnamed: N" fields
   after the text that hold strings (spam.csv's text spilled over its
   empty columns, read_csv then to_json) joined back with the ','s that
   split it (corpus-int.h ak_corpus_spill_name); 0 or -1 */
static int
spilled(const jl *j, json_t *obj, json_t *t, const char *label,
    ak_msg_fn fn, void *ctx, ak_err *e)
{
	const char *k;
	json_t *v;
	char *buf = NULL;
	size_t n = json_string_length(t), at = 0;
	int after = 0, rc;

	json_object_foreach(obj, k, v) {
		size_t m;
		char *nb;
		after |= v == t;
		if (!after || v == t || !json_is_string(v) || k[0] == '\0' ||
		    !ak_corpus_spill_name(k))
			continue;
		m = json_string_length(v);
		if ((nb = realloc(buf, (at ? at : n) + m + 2)) == NULL) {
			free(buf);
			return ak_errf(e, "%s: out of memory for a message of "
			    "%zu bytes", j->where, at + m + 2);
		}
		if (at == 0)
			memcpy(nb, json_string_value(t), at = n);
		nb[at++] = ',';
		memcpy(nb + at, json_string_value(v), m);
		at += m;
		nb[at] = '\0';
		buf = nb;
	}
	rc = fn(ctx, label, buf ? buf : json_string_value(t), buf ? at : n,
	    j->where, e);
	free(buf);
	return rc;
}

/* the first object a whole DataFrame as pandas' to_json() writes it
 * (orient 'columns', its default: {"label":{"0":...},...}; 'index':
 * {"0":{"label":...},...}; 'split'; 'table'), not a record: -1 naming
 * orient='records', lines=True (file: the FILE of where, fl bytes);
 * else 0 */
static int
pandas_frame(const jl *j, json_t *obj, int fl, ak_err *e)
{
	const char *k, *orient = NULL;
	json_t *v;
	int all_obj = json_object_size(obj) > 0, cols = 1, rows = 1;

	json_object_foreach(obj, k, v) {
		const char *k2;
		json_t *v2;
		all_obj &= json_is_object(v);
		rows &= ak_whole(k);
		if (!json_is_object(v) || json_object_size(v) == 0)
			cols = 0;
		else
			json_object_foreach(v, k2, v2)
				cols &= ak_whole(k2);
	}
	if (json_is_array(json_object_get(obj, "columns")) &&
	    json_is_array(json_object_get(obj, "data")))
		orient = "split";
	else if (json_is_object(json_object_get(obj, "schema")) &&
	    json_is_array(json_object_get(obj, "data")))
		orient = "table";
	else if (all_obj && rows)
		orient = "index";
	else if (all_obj && cols)
		orient = "columns";
	if (orient == NULL)
		return 0;
	return ak_errf(e, "%s: pandas' to_json() of a whole DataFrame "
	    "(orient='%s'%s), not JSON Lines (one object a record): write it "
	    "with df.to_json('FILE.jsonl', orient='records', lines=True), or "
	    "convert it: python3 -c \"import pandas as pd; pd.read_json('%.*s',"
	    " orient='%s').to_json('FILE.jsonl', orient='records', "
	    "lines=True)\", and read that with --jsonl", j->where, orient,
	    strcmp(orient, "columns") == 0 ? ", its default: an object of "
	    "columns, each an object of rows" : "", fl, j->where, orient);
}

/* one line: an object, its message passed on; 0, 1 when it holds none
   (its text a spreadsheet's error value: counted in j->sk), or -1 */
static int
line(jl *j, const char *s, size_t n, ak_msg_fn fn, void *ctx, ak_err *e)
{
	json_error_t je;
	json_t *obj = json_loadb(s, n, JSON_REJECT_DUPLICATES, &je);
	json_t *none = NULL;	/* a null text's empty string */
	const char *label = "-";
	char num[32];
	int rc = -1;

	/* a CR is JSON's whitespace, between values; in a line that is
	   not JSON it is a line end of a file whose lines end in CR alone */
	int shape = obj == NULL ? ak_json_shape(s, n) : AK_JSON_NONE;
	const char *colon = strrchr(j->where, ':');	/* FILE of FILE:LINE */
	int fl = colon != NULL ? (int)(colon - j->where) :
	    (int)strlen(j->where);
	if (shape == AK_JSON_OPEN_ARRAY || shape == AK_JSON_OPEN_OBJECT)
		/* an indented document: as without --jsonl */
		return ak_errf(e, "%s: a JSON %s written over many lines, not "
		    "JSON Lines: make JSON Lines of it (jq -c '%s' %.*s > "
		    "FILE.jsonl) and read that with --jsonl", j->where,
		    shape == AK_JSON_OPEN_ARRAY ? "array" : "document",
		    shape == AK_JSON_OPEN_ARRAY ? ".[]" : ".", fl, j->where);
	if (obj == NULL) {
		/* jansson's words for a NUL name its flag (JSON_ALLOW_NUL),
		 * no option of ours; a control byte outside a string (a form
		 * feed before the newline) is named, not only its column */
		char ctl[320] = "", said[300], line[200];
		const char *why = strstr(je.text, "JSON_ALLOW_NUL") != NULL ?
		    "NUL byte (\\u0000) in a JSON string: a message cannot "
		    "hold one" : je.text;
		if (memchr(s, '\r', n) == NULL && why == je.text) {
			size_t k = n < sizeof line - 1 ? n : sizeof line - 1;
			memcpy(line, s, k);
			line[k] = '\0';
			if (*ak_ctl_said(said, sizeof said, line))
				snprintf(ctl, sizeof ctl, "; the line%s", said);
		}
		return ak_errf(e, "%s: not JSON: %s (column %d)%s%s", j->where,
		    why, je.column, memchr(s, '\r', n) != NULL ? " (a "
		    "carriage return inside the line: lines that end in CR "
		    "alone (classic Mac)? convert them with tr '\\r' '\\n')" :
		    "", ctl);
	}
	if (!json_is_object(obj)) {
		ak_errf(e, "%s: a JSON %s, not an object: JSON Lines holds one "
		    "object a line%s%.*s%s", j->where, json_is_array(obj) ?
		    "array" : json_is_string(obj) ? "string" : "value",
		    json_is_array(obj) ? " (jq -c '.[]' " : "",
		    json_is_array(obj) ? fl : 0, j->where, json_is_array(obj) ?
		    " > FILE.jsonl makes them of an array of objects)" : "");
		goto out;
	}
	if (j->text == NULL && (pandas_frame(j, obj, fl, e) != 0 ||
	    choose(j, obj, e) != 0))
		goto out;
	json_t *t = field(j, obj, j->text, "--text-column", e);
	if (t == NULL)
		goto out;
	/* a null text: pandas' to_json of a missing one (NaN), whose CSV is
	   an empty field: the empty text, as the CSV reader reads it (no
	   token: dropped, and said with the others) */
	if (json_is_null(t) && (t = none = json_string("")) == NULL) {
		ak_errf(e, "%s: out of memory", j->where);
		goto out;
	}
	if (!json_is_string(t)) {
		not_string(j, t, e);
		goto out;
	}
	if (j->label != NULL && (label = label_of(j, obj, num, sizeof num,
	    e)) == NULL)
		goto out;
	/* '#N/A' as the whole text: a formula that failed, no message */
	if (!j->o->all_text && ak_sheet_text(&j->sk, json_string_value(t),
	    json_string_length(t), j->lineno)) {
		rc = 1;
		goto out;
	}
	rc = spilled(j, obj, t, label, fn, ctx, e);
out:
	json_decref(none);
	json_decref(obj);
	return rc;
}

int
ak_corpus_jsonl(ak_reader *r, struct ak_conv *cv, const ak_corpus_opt *o,
    ak_msg_fn fn, void *ctx, size_t *nmsg, ak_err *e)
{
	jl j = { .o = o };
	int rc;

	while ((rc = ak_corpus_next_line(r, cv, e)) == 1) {
		size_t k = 0;

		while (k < r->len && (r->line[k] == ' ' || r->line[k] == '\t'))
			k++;
		if (k == r->len)
			continue;	/* a blank line is no record */
		snprintf(j.where, sizeof j.where, "%s", ak_reader_where(r));
		j.lineno = r->lineno;
		long lone = lone_surrogates(r->line, r->len);
		if (lone > 0 && j.lone == 0)
			snprintf(j.lonewhere, sizeof j.lonewhere, "%s", j.where);
		j.lone += lone;
		int k1 = line(&j, r->line, r->len, fn, ctx, e);
		if (k1 < 0) {
			rc = -1;
			break;
		}
		*nmsg += k1 == 0;	/* 1: skipped, said at the end */
	}
	if (rc == 0 && j.lone > 0 && o->note != NULL) {
		char msg[1400];
		snprintf(msg, sizeof msg, "%s: %ld lone UTF-16 surrogate "
		    "escape%s (the first %s: half an emoji, as text cut by "
		    "UTF-16 length writes it) read as U+FFFD, the replacement "
		    "character: UTF-8 holds no half character", r->name, j.lone,
		    j.lone == 1 ? "" : "s", j.lonewhere);
		o->note(o->note_ctx, msg);
	}
	if (rc == 0 && *nmsg > 0)
		ak_sheet_said(o, r->name, &j.sk);
	else if (rc == 0)
		rc = ak_sheet_none(o, r->name, &j.sk, e);
	free(j.own_text);
	free(j.own_label);
	return rc;
}

int
ak_corpus_json_refuse(const char *s, size_t n, const char *where, ak_err *e)
{
	int shape = ak_json_shape(s, n);

	if (shape == AK_JSON_NONE)
		return 0;	/* text, even when it starts with a brace */
	if (shape == AK_JSON_OPEN_OBJECT || shape == AK_JSON_OPEN_ARRAY)
		return ak_errf(e, "%s: a JSON %s written over many lines, not "
		    "a corpus: make JSON Lines of it (jq -c '%s' FILE > "
		    "FILE.jsonl) and read that with --jsonl", where,
		    shape == AK_JSON_OPEN_OBJECT ? "document" : "array",
		    shape == AK_JSON_OPEN_OBJECT ? "." : ".[]");
	if (shape == AK_JSON_OBJECT)
		return ak_errf(e, "%s: JSON Lines (a JSON object a line), not "
		    "%s: read it with --jsonl (its fields by name: "
		    "--text-column, --label-column)", where, "a TAB- or "
		    "comma-separated corpus");
	return ak_errf(e, "%s: a JSON array, not a corpus: JSON Lines (one "
	    "object a line) is read with --jsonl (jq -c '.[]' FILE > "
	    "FILE.jsonl makes it)", where);
}
