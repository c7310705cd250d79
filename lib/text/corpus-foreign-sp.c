/*
 * corpus-foreign-sp.c — a label before the text in one of the forms
 * people and scripts write it (corpus-foreign.h): 'spam text' (a
 * space), 'spam: text', 'spam:text', 'spam::text' (a colon, as
 * print(f'{label}: {text}') or f'{label}:{text}' writes), '[spam] text',
 * '(spam)text', '{spam}', '<spam>', '[spam) text' (brackets of any
 * kind), 'spam. text' (a full stop), 'label=spam text' (a name and
 * '='), 'Label: spam: text', 'label = "spam" text' (a label column's
 * name, ':' or '=', the label's punctuation aside), spaces or TABs
 * after the punctuation or none; the first word of a line taken in
 * those forms, its bare label, and the sed and awk that make the label
 * a field.  A label after the text, in the forms that cannot
 * end a sentence: 'text spam', 'text :spam', 'text [spam]', '(spam)',
 * '{spam}', '<spam>' ('spam.' ends a sentence; 'text: spam' is the
 * first form).
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "text.h"
#include "corpus-int.h"

static const char opens[] = "[({<", closes[] = "])}>";

static int lab_class(const char *w);

/* the class of word s[0..n) (n < AK_FOREIGN_WORD) as a label
   (ak_corpus_label_class), 0 when longer */
static int
class_of(const char *s, size_t n)
{
	char b[AK_FOREIGN_WORD];

	if (n >= sizeof b)
		return 0;
	memcpy(b, s, n);
	b[n] = '\0';
	return ak_corpus_label_class(b);
}

/* s[0..n)'s first word's length (0 none), *rest where the text after it
   starts (after spaces and TABs), *sp 1 when a space follows a word
   without a colon or a full stop, 2 a TAB, else 0 */
static size_t
word1(const char *s, size_t n, size_t *rest, int *sp)
{
	const char *o = n > 2 && s[0] != '\0' ? memchr(opens, s[0], 4) : NULL;
	size_t k = 0, i, c;

	*sp = 0;
	if (o != NULL) {	/* '[spam]', '[spam)': up to a closing bracket
				   of any kind, no space inside but a
				   label's ('[not spam]') */
		for (c = 1; c < n && c < AK_FOREIGN_WORD && memchr(closes, s[c],
		    4) == NULL; c++)
			;
		k = c < n && c < AK_FOREIGN_WORD && (memchr(s, ' ', c) == NULL ||
		    class_of(s + 1, c - 1) != 0) ? c + 1 : 0;
	} else {		/* a word up to a space, or its colons, stops */
		while (k < n && s[k] != ' ' && s[k] != '\t' && s[k] != ':' &&
		    !(s[k] == '.' && !(k + 1 < n && s[k + 1] >= '0' && s[k +
		    1] <= '9')))
			k++;	/* ('1.0' a number, not '1.') */
		if (k < n && (s[k] == ':' || s[k] == '.') && k > 0)
			k += strspn(s + k, s[k] == ':' ? ":" : ".");
		else
			*sp = k < n ? s[k] == ' ' ? 1 : 2 : 0;	/* 'spam text',
							   'spam<TAB>' */
		k = k < n ? k : 0;
	}
	for (i = k; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	*rest = i;
	if (k == 0 || k >= AK_FOREIGN_WORD || i >= n)
		return 0;
	return k;
}

/* w's label without the punctuation around it, into b (AK_FOREIGN_WORD
   bytes): one opening bracket or double quote before ('"spam"',
   '[spam]'), the closing ones, colons, full stops and '!' after
   ('spam:', 'spam".'); a sign is no such punctuation ('-1') */
static void
bare(const char *w, char *b)
{
	size_t a = w[0] != '\0' && strchr("[({<\"", w[0]) != NULL, z;

	z = strlen(w);
	while (z > a && strchr("])}>\":.!", w[z - 1]) != NULL)
		z--;
	snprintf(b, AK_FOREIGN_WORD, "%.*s", (int)(z - a), w + a);
}

/* the class of s[0..k) as a label, its punctuation aside (bare) */
static int
bare_class(const char *s, size_t k)
{
	char w[AK_FOREIGN_WORD], b[AK_FOREIGN_WORD];

	if (k >= sizeof w)
		return 0;
	memcpy(w, s, k);
	w[k] = '\0';
	bare(w, b);
	return ak_corpus_label_class(b);
}

/* a label after a label column's name and ':' or '=', at s[0..n) ('spam
   | Text: ...', 'not spam, text: ...', 'spam: text', '"spam" text': up to
   a space, a TAB, ',', '|' or ';', a negated spam's two words, its
   punctuation aside): its length, 0 none */
static size_t
named_label(const char *s, size_t n)
{
	size_t k = 0, j;

	while (k < n && memchr(" \t,|;", s[k], 5) == NULL)
		k++;
	if (k == 0 || k >= n)
		return 0;
	if (bare_class(s, k) != 0)
		return k;
	for (j = k + 1; j < n && memchr(" \t,|;", s[j], 5) == NULL; j++)
		;
	return s[k] == ' ' && j < n && bare_class(s, j) == 2 ? j : 0;
}

/* s[0..n) starts with a label column's name (ak_corpus_label_name), then
   ':' or '=', spaces or TABs around it or none ('Label: ', 'label = ',
   'Category:'): where the label after it starts (*k the name's length),
   0 none */
static size_t
named_at(const char *s, size_t n, size_t *k)
{
	char b[AK_FOREIGN_WORD];
	size_t i = 0;

	while (i < n && i + 1 < sizeof b && (s[i] == '_' || (s[i] >= '0' &&
	    s[i] <= '9') || ((s[i] | 0x20) >= 'a' && (s[i] | 0x20) <= 'z')))
		i++;
	if (i == 0 || i + 1 >= sizeof b)
		return 0;
	memcpy(b, s, i);
	b[i] = '\0';
	if (!ak_corpus_label_name(b))
		return 0;
	*k = i;
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i >= n || (s[i] != ':' && s[i] != '='))
		return 0;
	for (i++; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	return i < n ? i : 0;
}

int
ak_foreign_first_word(const char *s, size_t n, char w[AK_FOREIGN_WORD])
{
	size_t r, r2, k, k2, j;
	int sp1, sp2, fm;
	char b[AK_FOREIGN_WORD];

	if ((k = word1(s, n, &r, &sp1)) == 0)
		return 0;
	memcpy(w, s, k);
	w[k] = '\0';
	if (sp1 == 2 && ((fm = ak_foreign_lab_form(w, b)) == 0 || fm == 9))
		return 0;	/* a word, '"ham"' and a TAB: the delimited
				   rules' */
	/* 'not spam: text', 'label=not spam text': a negated spam's two
	   words, the first alone no label */
	if (sp1 == 1 && r == k + 1 && (k2 = word1(s + r, n - r, &r2, &sp2)) >
	    0 && r + k2 < AK_FOREIGN_WORD && lab_class(w) == 0) {
		char c[AK_FOREIGN_WORD];
		memcpy(c, s, r + k2);	/* (r == k + 1) */
		c[r + k2] = '\0';
		if (lab_class(c) == 2 && !(sp2 == 2 && ((fm =
		    ak_foreign_lab_form(c, b)) == 0 || fm == 9)))
			/* ('not spam<TAB>': the delimited rules') */
			return memcpy(w, c, r + k2 + 1), 1;
	}
	/* 'Label: spam | Text: ...', 'label = spam', 'Label: "spam" ...':
	   a label column's name, ':' or '=', as 'Label: spam' */
	if (lab_class(w) == 0 && (r = named_at(s, n, &k)) > 0 && (j =
	    named_label(s + r, n - r)) > 0 && k + 2 + j < AK_FOREIGN_WORD) {
		memcpy(b, s, k);
		memcpy(w, b, k);
		memcpy(w + k, ": ", 2);
		memcpy(w + k + 2, s + r, j);
		w[k + 2 + j] = '\0';
	}
	return 1;
}

/* the length of a Markdown list's marker or a quote's at s[0..n) ('- ',
   '* ', '+ ', '> ', '12. ', '3) ', the spaces after it), else 0 */
static size_t
md_mark(const char *s, size_t n)
{
	size_t i = 0;

	while (i < n && i < 9 && s[i] >= '0' && s[i] <= '9')
		i++;
	if (i > 0 && i < n && (s[i] == '.' || s[i] == ')'))
		i++;
	else if (i > 0 || n == 0 || s[0] == '\0' || memchr("-*+>", s[0],
	    4) == NULL)
		return 0;
	else
		i = 1;
	if (i >= n || s[i] != ' ')
		return 0;
	while (i < n && s[i] == ' ')
		i++;
	return i;
}

/* s[0..n), a Markdown list's marker passed over and a first word in
   bold or code unwrapped ('- **spam**: text' 'spam: text'), into t (tn
   bytes, the rest cut); its length, 0 when neither is there */
static size_t
md_plain(const char *s, size_t n, char *t, size_t tn)
{
	static const char *const wraps[] = { "**", "__", "`", "*", "_" };
	size_t i = md_mark(s, n), wl = 0, k, z;
	const char *c = NULL;

	for (k = 0; k < 5 && wl == 0; k++) {
		size_t l = strlen(wraps[k]);
		if (n - i > 2 * l && memcmp(s + i, wraps[k], l) == 0 &&
		    s[i + l] != ' ')
			wl = l;
	}
	k--;
	for (z = i + wl; wl > 0 && z + wl <= n && z < i + wl +
	    AK_FOREIGN_WORD && c == NULL; z++)
		if (memcmp(s + z, wraps[k], wl) == 0)
			c = s + z;
	if (wl > 0 && (c == NULL || c == s + i + wl))
		wl = 0, c = NULL;	/* not closed, or empty */
	if ((i == 0 && wl == 0) || i >= n)
		return 0;
	if (c == NULL)
		k = (size_t)snprintf(t, tn, "%.*s", (int)(n - i), s + i);
	else
		k = (size_t)snprintf(t, tn, "%.*s%.*s", (int)(c - s - i - wl),
		    s + i + wl, (int)(n - (size_t)(c - s) - wl), c + wl);
	return k < tn ? k : tn - 1;
}

int
ak_foreign_lead_word(const char *s, size_t n, char w[AK_FOREIGN_WORD],
    int *md)
{
	char t[128];
	size_t k = md_plain(s, n, t, sizeof t);

	*md = k > 0 && ak_foreign_first_word(t, k, w) &&
	    lab_class(w) != 0;
	return *md || ak_foreign_first_word(s, n, w);
}

/* w's forms but punctuation's (ak_foreign_lab_form), its label into b */
static int
lab_form0(const char *w, char *b)
{
	size_t k = strlen(w), c = k;
	const char *o = k > 2 ? memchr(opens, w[0], 4) : NULL;
	const char *eq = strchr(w, '='), *cs = strstr(w, ": ");

	if (o != NULL && memchr(closes, w[k - 1], 4) != NULL) {
		snprintf(b, AK_FOREIGN_WORD, "%.*s", (int)(k - 2), w + 1);
		return 2;	/* '[spam]', '(spam]': one form */
	}
	if (cs != NULL && cs > w) {	/* 'Label: spam', 'Label: "spam":' */
		bare(cs + 2, b);
		return 8;
	}
	if (eq != NULL && eq > w && eq[1] != '\0' && strchr(eq + 1, '=') ==
	    NULL) {	/* 'label=spam', 'label="spam":' */
		bare(eq + 1, b);
		return 7;
	}
	while (c > 1 && (w[c - 1] == ':' || w[c - 1] == '.'))
		c--;
	snprintf(b, AK_FOREIGN_WORD, "%.*s", (int)c, w);
	return c == k ? 0 : w[c] == ':' && strspn(w + c, ":") == k - c ? 1 :
	    strspn(w + c, ".") == k - c ? 6 : 0;
}

/* an ASCII punctuation byte of a label's run around it ('"spam"',
   'spam!', '#spam', 'spam=>'); after it (end) no delimiter's (',', ';',
   '|': the delimited rules') */
static int
punct(char ch, int end)
{
	return ch > ' ' && ch < 0x7f && !(ch >= '0' && ch <= '9') &&
	    !((ch | 0x20) >= 'a' && (ch | 0x20) <= 'z') && !(end &&
	    (ch == ',' || ch == ';' || ch == '|'));
}

int
ak_foreign_lab_form(const char *w, char *b)
{
	size_t k = strlen(w), a = 0, z = k;
	int fm = lab_form0(w, b);

	if (ak_corpus_label_class(b) != 0)
		return fm;
	/* a label in other punctuation, up to three bytes a side */
	while (a < 3 && a < k && punct(w[a], 0) && !((w[a] == '-' || w[a] ==
	    '+') && w[a + 1] >= '0' && w[a + 1] <= '9'))
		a++;	/* ('"-1"': -1, not 1) */
	while (z > a && k - z < 3 && punct(w[z - 1], 1))
		z--;
	if ((a > 0 || z < k) && z > a && (size_t)(z - a) < AK_FOREIGN_WORD &&
	    (!punct(w[a], 0) || w[a] == '-' || w[a] == '+') && !punct(w[z - 1],
	    1)) {
		char p[AK_FOREIGN_WORD];
		snprintf(p, sizeof p, "%.*s", (int)(z - a), w + a);
		if (ak_corpus_label_class(p) != 0)
			return snprintf(b, AK_FOREIGN_WORD, "%s", p), 9;
	}
	return fm;
}

/* the class of such a word w's bare label (ak_corpus_label_class: 1
   spam's, 2 ham's, 0 none) */
static int
lab_class(const char *w)
{
	char b[AK_FOREIGN_WORD];

	(void)ak_foreign_lab_form(w, b);
	return ak_corpus_label_class(b);
}

/* word w (a counted first word) into l: the name before a label of form
   8, a negated spam's first word (the first seen of each) */
static void
lab_note(ak_foreign_lab *l, const char *w)
{
	char b[AK_FOREIGN_WORD];
	const char *sp, *cs = strstr(w, ": ");
	int fm = ak_foreign_lab_form(w, b);

	if (fm == 8 && l->name[0] == '\0' && cs != NULL)
		snprintf(l->name, sizeof l->name, "%.*s", (int)(cs - w), w);
	if ((sp = strchr(b, ' ')) != NULL && l->neg[0] == '\0' && (size_t)(sp -
	    b) < sizeof l->neg)
		snprintf(l->neg, sizeof l->neg, "%.*s", (int)(sp - b), b);
}

const char *
ak_foreign_lab_sed(char *b, size_t n, const ak_foreign_lab *l)
{
	/* the label's capture of each form; @ the negation's place */
	/* (brackets of any kind one form, 2; a label in a name's form in
	   an opening bracket or '"', closed by one, ':', '.' or '!'; the
	   spaces or TABs after it dropped) */
#define BR "[[({<]\\([^])}>]*\\)[])}>][[:blank:]]*"
#define NAMED "[\"[({<]\\{0,1\\}\\(@[^] ,|;:\")}>]*[^] ,|;:.\")}>]\\)" \
	    "[]\")}>:.!]*"
	static const char *const pat[10] = { "\\(@[^ ]*\\) ",
	    "\\(@[^ :]*\\):\\{1,\\}[[:blank:]]*", BR, BR, BR, BR,
	    "\\(@[^ .]*\\)\\.\\{1,\\}[[:blank:]]*",
	    "[^ =]*=" NAMED "[[:blank:]]*",
	    ("[[:blank:]]*[:=] *" NAMED "\\( *[-,|;] \\{1,\\}\\|"
	    "[[:blank:]]\\{1,\\}\\)\\(\\(text\\|message\\|sms\\|msg\\|v2\\): "
	    "*\\)\\{0,1\\}"),
	    ("[[:punct:]]*\\(@[^ [:punct:]]\\([^ ]*[^ [:punct:]]\\)"
	    "\\{0,1\\}\\)[[:punct:]]*[[:blank:]]*") };
#undef BR
#undef NAMED
	const char *p = pat[l->fm >= 0 && l->fm < 10 ? l->fm : 0], *at;
	char neg[40] = "";
	size_t k;

	if (l->neg[0] != '\0')	/* 'not spam': its first word */
		snprintf(neg, sizeof neg, "\\(%s \\)\\{0,1\\}", l->neg);
	k = (size_t)snprintf(b, n, "'%s%s", l->idx ? "s/^[0-9]\\{1,\\} //; " :
	    "", l->md ? "s/^\\([-*+>]\\|[0-9]\\{1,\\}[.)]\\) \\{1,\\}//; "
	    "s/^\\(\\*\\*\\|`\\|\\*\\)\\([^*`]*\\)\\1/\\2/; "
	    "s/^\\(__\\|_\\)\\([^_ ]\\{1,\\}\\)\\1/\\2/; " : "");
	if (l->fm == 0 && !l->low && neg[0] == '\0') {
		snprintf(b + k, k < n ? n - k : 0, "s/ /\\t/'");
		return b;
	}
	k += (size_t)snprintf(b + k, k < n ? n - k : 0, "s/^%s", l->fm == 8 ?
	    l->name : "");
	if (l->fm == 9 && l->sign)	/* '"-1"': the sign kept */
		p = "[^-+[:alnum:] ]*\\(@[-+]\\{0,1\\}[[:alnum:]]\\([^ ]*[[:alnum:]]\\)"
		    "\\{0,1\\}\\)[[:punct:]]*[[:blank:]]*";
	at = strchr(p, '@');
	if (at == NULL)
		k += (size_t)snprintf(b + k, k < n ? n - k : 0, "%s", p);
	else
		k += (size_t)snprintf(b + k, k < n ? n - k : 0, "%.*s%s%s",
		    (int)(at - p), p, neg, at + 1);
	snprintf(b + k, k < n ? n - k : 0, "/%s\\t/%s'", l->low ? "\\L\\1\\E" :
	    "\\1", l->fm == 8 ? "I" : "");
	return b;
}

const char *
ak_foreign_lab_join(char *b, size_t n, const ak_foreign_lab *l,
    const char *alt)
{
	static const char *const jo[10] = { "", "", "[[({<]", "[[({<]",
	    "[[({<]", "[[({<]", "", "[^ =]*=[\"[({<]?",
	    "[[:blank:]]*[:=] *[\"[({<]?", "[[:punct:]]*" };
	static const char *const jw[10] = { "[[:blank:]]", ":", "[])}>]",
	    "[])}>]", "[])}>]", "[])}>]", "\\.", "([]\")}>:.!]|[[:blank:]])",
	    "([]\")}>:.!,|;]|[[:blank:]])", "([[:punct:]]|[[:blank:]])" };
	int fm = l->fm >= 0 && l->fm < 10 ? l->fm : 0;
	char name[AK_FOREIGN_WORD];
	size_t i;

	for (i = 0; l->name[i] != '\0' && i + 1 < sizeof name; i++)
		name[i] = (char)(l->name[i] >= 'A' && l->name[i] <= 'Z' ?
		    l->name[i] + 32 : l->name[i]);
	name[i] = '\0';
	snprintf(b, n, "tolower($0) ~ /^%s%s%s%s(%s)%s/", l->idx ? "[0-9]+ " :
	    "", l->md ? "([-*+>] +|[0-9]+[.)] +)?[*_`]*" : "", fm == 8 ? name :
	    "", jo[fm], alt, jw[fm]);
	return b;
}

long
ak_foreign_lab_words(const char (*w)[AK_FOREIGN_WORD], const long *count,
    ak_foreign_lab *l, char list[300], char *alt, char *map, int flags[5])
{
	long on = 0;
	size_t at = 0, al = 0;
	unsigned seen = 0;
	char b[AK_FOREIGN_WORD], g[96], *p, one[3][AK_FOREIGN_WORD] = { "" };

	for (size_t i = 0; i < AK_FOREIGN_SLOTS && count[i] > 0; i++)
		seen |= ak_foreign_lab_form(w[i], b) >= 0 && strcmp(b, "spam") ==
		    0 ? 1u : strcmp(b, "ham") == 0 ? 2u : 0u;
	for (size_t i = 0; i < AK_FOREIGN_SLOTS && count[i] > 0; i++) {
		int m = ak_foreign_lab_form(w[i], b), k, num;
		int c = ak_corpus_label_class(b), sh;
		if (c == 0 || (l->fm >= 0 && m != l->fm) || (one[c][0] != '\0' &&
		    strcasecmp(one[c], b) != 0))
			continue;	/* one form, one label a class: the
					   first's ('Spam', 'True' text) */
		l->fm = m;
		snprintf(one[c], sizeof one[c], "%s", b);
		lab_note(l, w[i]);
		sh = strcasecmp(b, "spam") == 0 || strcasecmp(b, "ham") == 0;
		flags[0] |= c;
		flags[1] |= sh || (c == 1 && (unsigned char)b[0] >= 0x80);
		num = (b[0] >= '0' && b[0] <= '9') || ((b[0] == '-' || b[0] ==
		    '+') && b[1] >= '0' && b[1] <= '9');	/* 1, -1, 1.0 */
		flags[2] |= num;
		flags[3] |= !num;
		flags[4] |= count[i] < 2;
		l->sign |= b[0] == '-' || b[0] == '+';
		l->low |= sh && !ak_corpus_known_label(b);
		if (!sh && !ak_corpus_known_label(b) && map[0] == '\0')
			snprintf(map, 96, "%s", ak_labelmap_guess_seen(b, seen, g,
			    sizeof g));
		on += count[i];
		k = snprintf(list + at, 300 - at, "%s%s %ld", at ? ", " : "",
		    w[i], count[i]);
		at += k > 0 && (size_t)k < 300 - at ? (size_t)k : 0;
		for (p = b; *p != '\0'; p++)	/* awk's tolower($0) */
			*p = (char)(*p >= 'A' && *p <= 'Z' ? *p + 32 : *p);
		k = snprintf(alt + al, 160 - al, "%s%s", al ? "|" : "", b);
		al += k > 0 && (size_t)k < 160 - al ? (size_t)k : 0;
	}
	if (l->low)	/* lowered: spam and ham, no map */
		map[0] = '\0';
	else if (map[0] != '\0' && one[1][0] != '\0' && one[2][0] != '\0')
		snprintf(map, 96, "%s%s%s=spam,%s%s%s=ham", strchr(one[1], ' ') ?
		    "'" : "", one[1], strchr(one[1], ' ') ? "'" : "", strchr(one[2],
		    ' ') ? "'" : "", one[2], strchr(one[2], ' ') ? "'" : "");
	return on;	/* (both classes seen: their spellings, '1' and '-1') */
}


const char *
ak_foreign_lab_hint(const char *s, size_t n, int gz, const char *wo)
{
	static char hint[1100];
	char w[AK_FOREIGN_WORD], b[AK_FOREIGN_WORD], sed[512], g[96];
	char map[120] = "";
	ak_foreign_lab l = { .fm = -1 };
	int sh;

	if (!ak_foreign_lead_word(s, n, w, &l.md) ||
	    lab_class(w) == 0)
		return NULL;
	l.fm = ak_foreign_lab_form(w, b);
	l.sign = b[0] == '-' || b[0] == '+';
	lab_note(&l, w);
	sh = strcasecmp(b, "spam") == 0 || strcasecmp(b, "ham") == 0;
	l.low = sh && !ak_corpus_known_label(b);
	if (!sh)
		snprintf(map, sizeof map, " with --label-map %s",
		    ak_labelmap_guess_seen(b, 0, g, sizeof g));
	ak_foreign_lab_sed(sed, sizeof sed, &l);
	snprintf(hint, sizeof hint, " (a label%s%s%s, then the text? make "
	    "%s: %s%s%s, and read that%s%s%s)", l.md ? " in Markdown" : "",
	    ak_foreign_lab_says(l.fm), l.fm ? "" : ", a space", l.fm || l.md ?
	    "the label a field" : "the space a TAB", gz ? "zcat FILE | sed " :
	    "sed ", sed, gz ? "" : " FILE", wo,
	    map, strcmp(b, "ham") == 0 || strcmp(b, "spam") == 0 ? "" :
	    "; text without labels? read it with --unlabeled");
	return hint;
}

const char *
ak_foreign_lab_says(int fm)
{
	return fm == 1 ? ", a colon" : fm == 6 ? ", a full stop" : fm == 7 ?
	    " after a name and '='" : fm == 8 ? " after a name and ':'" :
	    fm == 9 ? " in punctuation" : fm >= 2 ? " in brackets" : "";
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

	snprintf(b, n, "'%s%s%ss/^\\(.*\\) %s$/%s\\t\\1/'", rows & 2 ?
	    "s/  *$//; " : "", rows & 4 ? "s/\\([[ (:{<]no[nt]\\) \\(spam"
	    "[])}>]\\{0,1\\}\\)$/\\1_\\2/I; " : "", rows & 1 ?
	    "s/^[0-9]\\{1,\\} //; " : "",
	    pat[fm >= 0 && fm < 6 ? fm : 0], low ? "\\L\\2\\E" : "\\2");
	return b;
}

const char *
ak_foreign_last_says(int fm)
{
	return fm == 1 ? " after a colon" : fm >= 2 ? " in brackets" : "";
}
