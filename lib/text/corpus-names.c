/*
 * corpus-names.c — the words the corpus readers know (corpus-int.h):
 * the column names of spam corpora's headers, the labels a corpus has
 * without a map, and the classes of the labels the rules read (spam/ham,
 * 1/0, true/false, 'not spam', Russian's: corpus-opt.c).  Below the
 * readers' rules (corpus-label.c, corpus-hint.c), which use them both.
 */
#include <stdio.h>
#include <strings.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"

/* the column names of the headers of spam corpora as distributed */
static const char *const label_names[] = { "v1", "class", "label",
	"category", "type", "target", NULL };
static const char *const text_names[] = { "v2", "message", "text", "sms",
	"msg", "messages", NULL };

/* corpus-int.h */
int
ak_corpus_in_list(const char *const *list, const char *s)
{
	size_t z = strlen(s);

	while (z > 0 && s[z - 1] == ' ')
		z--;
	for (size_t i = 0; list[i] != NULL; i++)
		if (strlen(list[i]) == z && strncasecmp(list[i], s, z) == 0)
			return 1;
	return 0;
}

int
ak_corpus_label_name(const char *s)
{
	return ak_corpus_in_list(label_names, s);
}

int
ak_corpus_text_name(const char *s)
{
	return ak_corpus_in_list(text_names, s);
}

int
ak_corpus_known_label(const char *s)
{
	return strcmp(s, "spam") == 0 || strcmp(s, "ham") == 0 ||
	    strcmp(s, "-") == 0;
}

int
ak_corpus_label_class(const char *s)
{
	const char *p = s;

	/* 1,0 and 0,0: pandas' floats written with decimal=',' */
	if (strcasecmp(s, "spam") == 0 || strcmp(s, "1") == 0 ||
	    strcmp(s, "1.0") == 0 || strcmp(s, "1,0") == 0 ||
	    strcasecmp(s, "true") == 0 || strcmp(s, "+1") == 0)
		return 1;
	/* -1: the negative class of scikit-learn's and LIBSVM's +-1 */
	if (strcasecmp(s, "ham") == 0 || strcmp(s, "0") == 0 ||
	    strcmp(s, "0.0") == 0 || strcmp(s, "0,0") == 0 ||
	    strcasecmp(s, "false") == 0 || strcmp(s, "-1") == 0 ||
	    strcmp(s, "-1.0") == 0)
		return 2;
	if (ak_corpus_label_ru(s) != 0)
		return ak_corpus_label_ru(s);
	/* not or non, then '_', '-', a space or nothing, then spam in any
	   case */
	if (strncasecmp(p, "not", 3) == 0)
		p += 3;
	else if (strncasecmp(p, "non", 3) == 0)
		p += 3;
	else
		return 0;
	if (*p == '_' || *p == '-' || *p == ' ')
		p++;
	return strcasecmp(p, "spam") == 0 ? 2 : 0;
}

int
ak_corpus_col_name(const char *s)
{
	return ak_corpus_in_list(label_names, s) || ak_corpus_in_list(text_names, s);
}
