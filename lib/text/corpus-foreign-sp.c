/*
 * corpus-foreign-sp.c — a label before the text in one of the forms
 * people and scripts write it (corpus-foreign.h): 'spam text' (a
 * space), 'spam: text', 'spam:text', 'spam::text' (a colon, as
 * print(f'{label}: {text}') or f'{label}:{text}' writes), '[spam] text',
 * '(spam)text', '{spam}', '<spam>' (brackets), 'spam. text' (a full
 * stop), 'label=spam text' (a name and '='); the first word of a line
 * taken in those forms, its bare label, and the sed and awk that make
 * the label a field.  A label after the text, in the forms that cannot
 * end a sentence: 'text spam', 'text :spam', 'text [spam]', '(spam)',
 * '{spam}', '<spam>' ('spam.' ends a sentence; 'text: spam' is the
 * first form).
 */
#include <stdio.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"

static const char opens[] = "[({<", closes[] = "])}>";

int
ak_foreign_first_word(const char *s, size_t n, char w[AK_FOREIGN_WORD])
{
	const char *o = n > 2 && s[0] != '\0' ? memchr(opens, s[0], 4) : NULL;
	const char *c;
	size_t k = 0, i;
	int sp = 0;

	if (o != NULL) {	/* '[spam]' ... its word: no space inside */
		c = memchr(s + 1, closes[o - opens], n - 1);
		k = c != NULL && memchr(s, ' ', (size_t)(c - s)) == NULL ?
		    (size_t)(c - s) + 1 : 0;
	} else {		/* a word up to a space, or its colons, stops */
		while (k < n && s[k] != ' ' && s[k] != ':' && !(s[k] == '.' &&
		    !(k + 1 < n && s[k + 1] >= '0' && s[k + 1] <= '9')))
			k++;	/* ('1.0' a number, not '1.') */
		if (k < n && (s[k] == ':' || s[k] == '.') && k > 0)
			k += strspn(s + k, s[k] == ':' ? ":" : ".");
		else
			sp = k < n;	/* 'spam text': one space */
		k = k < n ? k : 0;
	}
	for (i = k; i < n && s[i] == ' '; i++)
		;
	if (k == 0 || k >= AK_FOREIGN_WORD || i >= n || (sp && i > k + 1))
		return 0;	/* (two spaces: a label padded, the tables') */
	memcpy(w, s, k);
	w[k] = '\0';
	return 1;
}

int
ak_foreign_lab_form(const char *w, char *b)
{
	size_t k = strlen(w), c = k;
	const char *o = k > 2 ? memchr(opens, w[0], 4) : NULL;

	const char *eq = strchr(w, '=');

	if (o != NULL && w[k - 1] == closes[o - opens]) {
		snprintf(b, AK_FOREIGN_WORD, "%.*s", (int)(k - 2), w + 1);
		return 2 + (int)(o - opens);
	}
	if (eq != NULL && eq > w && eq[1] != '\0' && strchr(eq + 1, '=') ==
	    NULL) {	/* 'label=spam' */
		snprintf(b, AK_FOREIGN_WORD, "%s", eq + 1);
		return 7;
	}
	while (c > 1 && (w[c - 1] == ':' || w[c - 1] == '.'))
		c--;
	snprintf(b, AK_FOREIGN_WORD, "%.*s", (int)c, w);
	return c == k ? 0 : w[c] == ':' && strspn(w + c, ":") == k - c ? 1 :
	    strspn(w + c, ".") == k - c ? 6 : 0;
}

const char *
ak_foreign_lab_sed(char *b, size_t n, int fm, int low, int idx)
{
	static const char *const pat[8] = { "\\([^ ]*\\) ",
	    "\\([^ :]*\\):\\{1,\\} *", "\\[\\([^]]*\\)\\] *",
	    "(\\([^)]*\\)) *", "{\\([^}]*\\)} *", "<\\([^>]*\\)> *",
	    "\\([^ .]*\\)\\.\\{1,\\} *", "[^ =]*=\\([^ ]*\\) *" };

	if (fm == 0 && !low)
		snprintf(b, n, "'%ss/ /\\t/'", idx ? "s/^[0-9]\\{1,\\} //; " :
		    "");
	else
		snprintf(b, n, "'%ss/^%s/%s\\t/'", idx ? "s/^[0-9]\\{1,\\} //; " :
		    "", pat[fm], low ? "\\L\\1\\E" : "\\1");
	return b;
}

const char *
ak_foreign_lab_join(char *b, size_t n, int fm, int num, int idx)
{
	static const char *const jo[8] = { "", "", "\\[", "\\(", "\\{", "<",
	    "", "[^ =]*=" };
	static const char *const jw[8] = { " ", ":", "\\]", "\\)", "\\}", ">",
	    "\\.", " " };

	snprintf(b, n, num ? "/^%s%s[01]%s/" : "tolower($0) ~ "
	    "/^%s%s(ham|spam)%s/", idx ? "[0-9]+ " : "", jo[fm], jw[fm]);
	return b;
}

const char *
ak_foreign_lab_says(int fm)
{
	return fm == 1 ? ", a colon" : fm == 6 ? ", a full stop" : fm == 7 ?
	    " after a name and '='" : fm >= 2 ? " in brackets" : "";
}

int
ak_foreign_last_form(const char *w, char *b)
{
	size_t k = strlen(w);
	const char *o = k > 2 ? memchr(opens, w[0], 4) : NULL;

	if (o != NULL && w[k - 1] == closes[o - opens] && memchr(w + 1,
	    closes[o - opens], k - 2) == NULL) {
		snprintf(b, AK_FOREIGN_WORD, "%.*s", (int)(k - 2), w + 1);
		return 2 + (int)(o - opens);
	}
	if (k > 1 && w[0] == ':' && w[1] != ':') {
		snprintf(b, AK_FOREIGN_WORD, "%s", w + 1);
		return 1;
	}
	snprintf(b, AK_FOREIGN_WORD, "%s", w);
	return 0;
}

const char *
ak_foreign_last_sed(char *b, size_t n, int fm, int low, int rows)
{
	static const char *const pat[6] = { "\\([^ ]*\\)", ":\\([^ ]*\\)",
	    "\\[\\([^]]*\\)\\]", "(\\([^)]*\\))", "{\\([^}]*\\)}",
	    "<\\([^>]*\\)>" };

	snprintf(b, n, "'%ss/^\\(.*\\) %s$/%s\\t\\1/'", rows ?
	    "s/^[0-9]\\{1,\\} //; " : "", pat[fm >= 0 && fm < 6 ? fm : 0],
	    low ? "\\L\\2\\E" : "\\2");
	return b;
}

const char *
ak_foreign_last_says(int fm)
{
	return fm == 1 ? " after a colon" : fm >= 2 ? " in brackets" : "";
}
