/*
 * attn-map: the input past the token line mapped (am_more_lines): the
 * other messages of a file given whole, said with the options that map
 * them; a lab option's word that is a key by its folding (am_fold_hint).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "am.h"
#include "io.h"
#include "text.h"
#include "utok.h"

/* the token lines counted past the first, at most (a corpus of many
   millions is named "or more": the count is a note, not a pass over it) */
#define MORE_CAP 1000000

void
am_more_lines(const struct am_opts *o, const char *path, long first,
    ak_err *fail)
{
	ak_file_id id;
	ak_reader r;
	ak_err e;
	char prov[256] = "", at[300];
	size_t n = 1, len;
	int rc;

	snprintf(at, sizeof at, "%s:%ld: ", path, first);
	if (fail != NULL && strncmp(fail->msg, at, strlen(at)) != 0)
		return;		/* not the line's own error */
	ak_file_id_of(path, &id);
	if ((o->quiet && fail == NULL) || !id.ok || ak_reader_open(&r, path,
	    &e) != 0)
		return;		/* standard input, a pipe: read once */
	r.check_utf8 = AK_UTF8_TOKENS;
	while (n <= MORE_CAP && (rc = ak_reader_next(&r, &e)) == 1)
		if (r.lineno > first && ak_tokline_skip(&r, prov, sizeof prov,
		    0, &e) == 0)
			n++;
	ak_reader_close(&r);
	len = fail != NULL ? strlen(fail->msg) : 0;
	if (fail != NULL && n > 1)
		snprintf(fail->msg + len, sizeof fail->msg - len, " (%s holds "
		    "%zu%s token lines: --line N maps line N, --batch every "
		    "line)", path, n > MORE_CAP ? (size_t)MORE_CAP : n, n >
		    MORE_CAP ? " or more" : "");
	else if (n > 1)
		am_note("%s: mapped line %ld, the first of %zu%s token lines "
		    "(--line N maps line N, --batch every line)", path,
		    first, n > MORE_CAP ? (size_t)MORE_CAP : n, n > MORE_CAP ?
		    " or more" : "");
}

const char *
am_fold_hint(const char *w, char *const *words, size_t n, unsigned flags)
{
	static char hint[200];
	size_t len = strlen(w), room = ak_tokenize_room(len, flags);
	char *fw = malloc(room), *fx = NULL;
	size_t fxroom = 0;

	hint[0] = '\0';
	if (fw == NULL)
		return hint;
	ak_tok_fold(fw, w, len, flags);
	for (size_t i = 0; i < n; i++) {
		size_t l = strlen(words[i]), r = ak_tokenize_room(l, flags);
		if (r > fxroom) {
			char *m = realloc(fx, r);
			if (m == NULL)
				break;
			fx = m;
			fxroom = r;
		}
		ak_tok_fold(fx, words[i], l, flags);
		if (strcmp(fx, fw) == 0 && strcmp(words[i], w) != 0) {
			snprintf(hint, sizeof hint, "; '%.60s' is (its case "
			    "folding: --text finds a word so, this option "
			    "takes it as typed)", words[i]);
			break;
		}
	}
	free(fw);
	free(fx);
	return hint;
}
