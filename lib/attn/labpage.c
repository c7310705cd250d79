/* labpage.c — attn-map --html: the lab page's data, written into the template. */
#include <string.h>

#include "labpage.h"

/* n bytes of a JSON string, unquoted; '<', '>' and '&' escaped so that
   no token can end the <script> element the data sits in */
static void
json_bytes(FILE *fp, const char *s, size_t n)
{
	for (const unsigned char *p = (const unsigned char *)s; n > 0; p++,
	    n--) {
		if (*p == '"' || *p == '\\')
			fprintf(fp, "\\%c", *p);
		else if (*p < 0x20 || *p == '<' || *p == '>' || *p == '&' ||
		    *p == 0x7f)
			fprintf(fp, "\\u%04x", *p);
		else
			fputc(*p, fp);
	}
}

/* a JSON string (tokens are valid UTF-8: the readers check it) */
static void
json_str(FILE *fp, const char *s)
{
	fputc('"', fp);
	json_bytes(fp, s, strlen(s));
	fputc('"', fp);
}

/* the length of the valid UTF-8 at the start of the n bytes at s */
static size_t
utf8_run(const char *s, size_t n)
{
	size_t bad;

	return ak_utf8_valid(s, n, &bad) ? n : bad;
}

/*
 * A file name as a JSON string, for the page to show: its valid UTF-8 as
 * json_str writes it, each byte that is not UTF-8 as U+FFFD (the page is
 * UTF-8; a name is bytes, and may not be)
 */
static void
json_path(FILE *fp, const char *s)
{
	size_t n = strlen(s);

	fputc('"', fp);
	while (n > 0) {
		size_t k = utf8_run(s, n);
		json_bytes(fp, s, k);
		s += k;
		n -= k;
		if (n > 0) {
			fputs("\\ufffd", fp);
			s++;
			n--;
		}
	}
	fputc('"', fp);
}

/*
 * A file name as one word of a POSIX shell command, in ASCII and UTF-8
 * only: a plain name as it is (lib/cmd/cli.c ak_provenance's set, the
 * page's shq), else single-quoted with ' as '\'', and each byte that is
 * not UTF-8 text (not UTF-8, or a control byte such as a newline, which
 * would end the exported comment line) as "$(printf '\NNN')", octal: a
 * form every POSIX shell reads back as that byte ($'\xNN' is not in
 * dash).  The word names the same bytes, so the page's exported command
 * reads the same file.  Written as a JSON string.
 */
static void
json_shell_word(FILE *fp, const char *s)
{
	static const char plain[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789_./:=,+-@%";
	size_t n = strlen(s);
	int open = 0;

	if (n > 0 && strspn(s, plain) == n) {
		json_str(fp, s);
		return;
	}
	fputc('"', fp);
	if (n == 0)
		json_bytes(fp, "''", 2);
	while (n > 0) {
		size_t k = utf8_run(s, n);
		for (size_t i = 0; i < k; i++)
			if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f) {
				k = i;	/* a control byte: as a byte */
				break;
			}
		if (k > 0 && !open) {
			json_bytes(fp, "'", 1);
			open = 1;
		}
		for (size_t i = 0; i < k; i++)
			json_bytes(fp, s[i] == '\'' ? "'\\''" : s + i,
			    s[i] == '\'' ? 4 : 1);
		s += k;
		n -= k;
		if (n == 0)
			break;
		if (open) {
			json_bytes(fp, "'", 1);
			open = 0;
		}
		char b[24];
		snprintf(b, sizeof b, "\"$(printf '\\%03o')\"",
		    (unsigned char)*s);
		json_bytes(fp, b, strlen(b));
		s++;
		n--;
	}
	if (open)
		json_bytes(fp, "'", 1);
	fputc('"', fp);
}

/* a double that JSON.parse gives back exactly */
static void
json_num(FILE *fp, double x)
{
	fprintf(fp, "%.17g", x == 0 ? 0.0 : x);
}

static void
json_vec(FILE *fp, const double *x, size_t d)
{
	fputc('[', fp);
	for (size_t c = 0; c < d; c++) {
		if (c)
			fputc(',', fp);
		json_num(fp, x[c]);
	}
	fputc(']', fp);
}

/* "word": [d numbers], once per word */
static void
json_word(FILE *fp, const ak_table *emb, const char *w, int *first)
{
	long r = ak_table_find(emb, w);

	fputs(*first ? "\n  " : ",\n  ", fp);
	*first = 0;
	json_str(fp, w);
	fputc(':', fp);
	json_vec(fp, emb->x + (size_t)r * emb->cols, emb->cols);
}

static int
seen_before(const ak_tokseq *s, size_t i)
{
	for (size_t j = 0; j < i; j++)
		if (strcmp(s->tok[j], s->tok[i]) == 0)
			return 1;
	return 0;
}

static void
write_data(FILE *fp, const ak_table *emb, const ak_tokseq *s,
    const ak_lab_settings *st)
{
	int first = 1;

	fprintf(fp, "{\"version\":\"%s\",\"embPath\":", AK_VERSION);
	json_path(fp, st->emb_path ? st->emb_path : "emb.tsv");
	fputs(",\"embArg\":", fp);
	json_shell_word(fp, st->emb_path ? st->emb_path : "emb.tsv");
	fprintf(fp, ",\"d\":%zu,\"allTokens\":%s,\n\"tok\":[", emb->cols,
	    st->all_tokens ? "true" : "false");
	for (size_t i = 0; i < s->n; i++) {
		if (i)
			fputc(',', fp);
		json_str(fp, s->tok[i]);
	}
	fputs("],\n\"dropped\":", fp);
	json_str(fp, s->dropped ? s->dropped : "");
	fprintf(fp, ",\"ndropped\":%zu,\n\"emb\":{", s->ndrop);
	/* the embeddings the page needs: its tokens, the swap word, the
	   noise word (each once) */
	for (size_t i = 0; i < s->n; i++)
		if (!seen_before(s, i))
			json_word(fp, emb, s->tok[i], &first);
	if (st->swap_other && ak_tokseq_find(s, st->swap_other) < 0)
		json_word(fp, emb, st->swap_other, &first);
	if (st->noise_word && ak_tokseq_find(s, st->noise_word) < 0 &&
	    !(st->swap_other && strcmp(st->swap_other, st->noise_word) == 0))
		json_word(fp, emb, st->noise_word, &first);
	fputs("},\n\"init\":{\"c\":", fp);
	json_num(fp, st->c);
	/* the seed as a string: it may exceed 2^53 */
	fprintf(fp, ",\"dk\":%zu,\"seed\":\"%llu\",\"scale\":%s,\"tau\":",
	    st->random_dk, st->seed, st->scale ? "true" : "false");
	json_num(fp, st->tau);
	fputs(",\"boostKey\":", fp);
	if (st->boost_key)
		json_str(fp, st->boost_key);
	else
		fputs("null", fp);
	fputs(",\"boost\":", fp);
	json_num(fp, st->boost_key ? st->boost : 0);
	fputs(",\"swapKey\":", fp);
	if (st->swap_word) {
		json_str(fp, st->swap_word);
		fputs(",\"swapWith\":", fp);
		json_str(fp, st->swap_other);
	} else {
		fputs("null,\"swapWith\":null", fp);
	}
	fprintf(fp, ",\"noise\":%zu,\"noiseWord\":", st->noise);
	if (st->noise_word)
		json_str(fp, st->noise_word);
	else
		fputs("null", fp);
	fprintf(fp, ",\"causal\":%s}}\n", st->causal ? "true" : "false");
}

int
ak_labpage_write(FILE *fp, const ak_table *emb, const ak_tokseq *s,
    const ak_lab_settings *st, ak_err *e)
{
	if (s->n == 0)
		return ak_errf(e, "no tokens: nothing to attend to");
	for (size_t i = 0; i < s->n; i++)
		if (s->row[i] == (size_t)-1)
			return ak_errf(e, "token '%.60s' has no embedding",
			    s->tok[i]);
	if (st->boost_key && ak_tokseq_find(s, st->boost_key) < 0 &&
	    !(st->noise && strcmp(st->boost_key, st->noise_word ?
	    st->noise_word : "noise") == 0))
		return ak_errf(e, "--boost: '%.60s' is not a key of this map",
		    st->boost_key);
	if (st->swap_word && ak_tokseq_find(s, st->swap_word) < 0)
		return ak_errf(e, "--swap-value: '%.60s' is not a key of this "
		    "map", st->swap_word);
	if (st->swap_word && ak_table_find(emb, st->swap_other) < 0)
		return ak_errf(e, "--swap-value: unknown word '%.60s'",
		    st->swap_other);
	if (st->noise_word && ak_table_find(emb, st->noise_word) < 0)
		return ak_errf(e, "--noise-word: unknown word '%.60s'",
		    st->noise_word);
	if (!(st->tau > 0) || st->random_dk > AK_LAB_MAX_DK)
		return ak_errf(e, "lab page: temperature must be > 0 and d_k "
		    "at most %d", AK_LAB_MAX_DK);
	for (const char *const *l = ak_labpage_tmpl; *l != NULL; l++) {
		if (strcmp(*l, "@LAB_DATA@\n") == 0)
			write_data(fp, emb, s, st);
		else
			fputs(*l, fp);
	}
	if (fflush(fp) != 0 || ferror(fp))
		return ak_errf(e, "lab page: write error");
	return 0;
}
