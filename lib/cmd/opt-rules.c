/* opt-rules.c — the rules of a table checked and said (opt.h: AK_ONE_OF
 * ... AK_DISTINCT). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opt-int.h"
#include "io.h"

/* -- the rules (opt.h): lists of items, an item NAME or NAME+NAME... */

/* the next word of list at *pos (spaces between), its length; 0 at the end */
static size_t
word(const char *list, size_t *pos, const char **w)
{
	size_t i = *pos, n;

	while (list != NULL && list[i] == ' ')
		i++;
	if (list == NULL || list[i] == '\0')
		return 0;
	n = strcspn(list + i, " ");
	*w = list + i;
	*pos = i + n;
	return n;
}

/* g (the place of choice o among the options given, 0: not given) when
 * its value is the name val (len bytes); 0 when it is another; -1 when
 * o is no choice or val none of its names */
static int
chosen(const ak_optp *p, const ak_opt *o, const char *val, size_t len,
    int g)
{
	const char *s = o->arg;
	int k = 0, v;

	if (o->kind != AK_OPT_CHOICE || o->size != sizeof(int))
		return -1;
	for (;; k++) {
		size_t n = strcspn(s, "|");
		if (n == len && strncmp(s, val, len) == 0)
			break;
		if (s[n] == '\0')
			return -1;
		s += n + 1;
	}
	memcpy(&v, ak_opt_field(p, o), sizeof v);
	return g > 0 && v == (o->choice_vals ? o->choice_vals[k] : k) ? g : 0;
}

/* when item (len bytes) was given: the place of its last part among
 * the options (1, 2, ...; the operands after every option), or 0 when
 * a part was not given; -1 when a part names no entry */
static int
given(const ak_optp *p, const char *item, size_t len)
{
	int at = 0;

	while (len > 0) {
		size_t n = strcspn(item, "+");
		int g;
		if (n > len)
			n = len;
		size_t eq = strcspn(item, "=");
		if (n == 4 && strncmp(item, "ARGS", 4) == 0)
			g = p->noperands > 0 ? p->nseen + 1 : 0;
		else {
			long i = ak_opt_entry(p->tab, item, eq < n ? eq : n);
			if (i < 0)
				return -1;
			g = p->seen[ak_opt_primary(p->tab, (size_t)i)];
			if (eq < n && (g = chosen(p, &p->tab[i], item + eq + 1,
			    n - eq - 1, g)) < 0)
				return -1;
		}
		if (g == 0)
			return 0;
		at = g > at ? g : at;
		item += n + (n < len);
		len -= n + (n < len);
	}
	return at;
}

/* item (len bytes) as messages name it: "--a --b", "-k", "TOKENS" */
static void
item_name(const ak_optp *p, const char *item, size_t len, char *buf,
    size_t cap)
{
	size_t at = 0;

	buf[0] = '\0';
	while (len > 0 && at + 1 < cap) {
		size_t n = strcspn(item, "+");
		long i;
		if (n > len)
			n = len;
		if (n == 4 && strncmp(item, "ARGS", 4) == 0)
			at += (size_t)snprintf(buf + at, cap - at, "%s%s", at ?
			    " " : "", p->args ? p->args : "FILE");
		else if ((i = ak_opt_entry(p->tab, item, strcspn(item, "=") < n ?
		    strcspn(item, "=") : n)) >= 0) {
			size_t eq = strcspn(item, "=");
			at += (size_t)snprintf(buf + at, cap - at, "%s%s", at ?
			    " " : "", ak_opt_what(&p->tab[i]));
			if (eq < n && at < cap)
				at += (size_t)snprintf(buf + at, cap - at,
				    " %.*s", (int)(n - eq - 1), item + eq + 1);
		}
		if (at >= cap)
			at = cap - 1;
		item += n + (n < len);
		len -= n + (n < len);
	}
}

/* the item of list given first, named in buf; 0 when none was */
static int
first(const ak_optp *p, const char *list, char *buf, size_t cap)
{
	size_t pos = 0, n;
	const char *w, *best = NULL;
	int at = 0, g;

	while ((n = word(list, &pos, &w)) > 0)
		if ((g = given(p, w, n)) > 0 && (best == NULL || g < at)) {
			best = w;
			at = g;
		}
	if (best != NULL)
		item_name(p, best, strcspn(best, " "), buf, cap);
	return best != NULL;
}

/* every item of list named, joined: "A, B and C" (or "or") */
static void
joined(const ak_optp *p, const char *list, const char *conj, char *buf,
    size_t cap)
{
	size_t pos = 0, n, k = 0, at = 0, count = 0;
	const char *w;
	char one[64];

	while (word(list, &pos, &w) > 0)
		count++;
	buf[0] = '\0';
	for (pos = 0; (n = word(list, &pos, &w)) > 0 && at + 1 < cap; k++) {
		item_name(p, w, n, one, sizeof one);
		at += (size_t)snprintf(buf + at, cap - at, "%s%s", k == 0 ? "" :
		    k + 1 == count ? conj : ", ", one);
		if (at >= cap)
			at = cap - 1;
	}
}

size_t
ak_opt_given(const ak_optp *p, const char *list, char *buf, size_t cap)
{
	size_t pos = 0, n, k = 0, at = 0, count = 0;
	const char *w;
	char one[64];

	while ((n = word(list, &pos, &w)) > 0)
		count += given(p, w, n) > 0;
	if (cap > 0)
		buf[0] = '\0';
	for (pos = 0; (n = word(list, &pos, &w)) > 0 && at + 1 < cap;) {
		if (given(p, w, n) <= 0)
			continue;
		item_name(p, w, n, one, sizeof one);
		at += (size_t)snprintf(buf + at, cap - at, "%s%s", k == 0 ? "" :
		    k + 1 == count ? " and " : ", ", one);
		if (at >= cap)
			at = cap - 1;
		k++;
	}
	return count;
}

/* the files the items of list name (AK_OPT_STR and AK_OPT_LIST entries;
 * ARGS: the operands, or "-" when there are none), at most cap of them,
 * in f; their number */
static size_t
files(const ak_optp *p, const char *list, const char **f, size_t cap)
{
	size_t pos = 0, n, k = 0;
	const char *w;

	while ((n = word(list, &pos, &w)) > 0) {
		long i;
		if (n == 4 && strncmp(w, "ARGS", 4) == 0) {
			for (int j = 0; j < p->noperands && k < cap; j++)
				f[k++] = p->operands[j];
			if (p->noperands == 0 && k < cap)
				f[k++] = "-";
		} else if ((i = ak_opt_entry(p->tab, w, n)) >= 0) {
			const ak_opt *o = &p->tab[i];
			void *fl = ak_opt_field(p, o);
			if (o->kind == AK_OPT_STR && *(const char **)fl != NULL &&
			    k < cap)
				f[k++] = *(const char **)fl;
			if (o->kind == AK_OPT_LIST)
				for (size_t j = 0; j < ((ak_optlist *)fl)->n &&
				    k < cap; j++)
					f[k++] = ((ak_optlist *)fl)->v[j];
		}
	}
	return k;
}

/* every name of the rule's lists is an entry of the table */
static int
rule_names(const ak_optp *p, const ak_optrule *r, ak_err *e)
{
	const char *l[] = { r->a, r->b, r->c };

	for (size_t k = 0; k < 3; k++) {
		size_t pos = 0, n;
		const char *w;
		while ((n = word(l[k], &pos, &w)) > 0)
			if (given(p, w, n) < 0) {
				ak_errf(e, "%s: a rule names '%.*s', not an "
				    "option", p->prog, (int)n, w);
				return ak_err_kind(e, AK_ERR_RESOURCE);
			}
	}
	return 0;
}

/* snprintf into buf, a message cut at cap bytes (no warning of it) */
static void say(char *buf, size_t cap, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
say(char *buf, size_t cap, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, cap, fmt, ap);
	va_end(ap);
}

/* the outputs the items of list name (AK_OPT_STR entries), at most cap,
 * in f, and the items as messages name them in what; the first item when
 * not given is standard output (NULL); their number */
static size_t
outputs(const ak_optp *p, const char *list, const char **f, char
    (*what)[64], size_t cap)
{
	size_t pos = 0, n, k = 0;
	const char *w;

	for (int first_item = 1; (n = word(list, &pos, &w)) > 0 && k < cap;
	    first_item = 0) {
		long i = ak_opt_entry(p->tab, w, n);
		if (i < 0 || p->tab[i].kind != AK_OPT_STR)
			continue;
		const char *v = *(const char **)ak_opt_field(p, &p->tab[i]);
		if (v == NULL && !first_item)
			continue;
		item_name(p, w, n, what[k], sizeof what[k]);
		f[k++] = v;
	}
	return k;
}

/* the first two of the outputs of list that are one file, said in buf:
 * 1, or 0 when there are none */
static int
outputs_clash(const ak_optp *p, const char *list, const char *why,
    char *buf, size_t cap)
{
	const char *f[16];
	char what[16][64], qa[600], qb[600];
	size_t k = outputs(p, list, f, what, 16);

	for (size_t j = 1; j < k; j++)
		for (size_t i = 0; i < j; i++) {
			if (!ak_same_output(f[i], f[j]))
				continue;
			snprintf(qa, sizeof qa, f[i] ? "'%.500s'" : "%s", f[i] ?
			    f[i] : "(standard output)");
			snprintf(qb, sizeof qb, f[j] ? "'%.500s'" : "%s", f[j] ?
			    f[j] : "(standard output)");
			say(buf, cap, "%s %s and %s %s name the same file%s%s",
			    what[i], qa, what[j], qb, why ? ": " : "", why ?
			    why : "");
			return 1;
		}
	return 0;
}

/* the rule's text, as --help and its usage error say it */
static void
rule_text(const ak_optp *p, const ak_optrule *r, char *buf, size_t cap)
{
	char a[512], b[512], c[256] = "", why[300] = "";

	joined(p, r->a, r->kind == AK_ONE_OF ? " and " : " or ", a, sizeof a);
	joined(p, r->b, " or ", b, sizeof b);
	if (r->c != NULL) {
		char cl[200];
		joined(p, r->c, " or ", cl, sizeof cl);
		snprintf(c, sizeof c, ", unless %s", cl);
	}
	if (r->why != NULL)
		snprintf(why, sizeof why, ": %s", r->why);
	switch (r->kind) {
	case AK_ONE_OF:
		say(buf, cap, "%s exclude each other%s", a, why);
		break;
	case AK_NOT_WITH:
		say(buf, cap, "%s: not with %s%s%s", b, a, c, why);
		break;
	case AK_NEEDS:
		if (r->a == NULL)
			say(buf, cap, "%s is required%s%s", b, c, why);
		else
			say(buf, cap, "%s needs %s%s%s", a, b, c, why);
		break;
	case AK_IMPLIES:
		say(buf, cap, "%s implies %s%s", a, b, c);
		break;
	case AK_STDIN:
		say(buf, cap, "standard input (-) can be only one of the "
		    "inputs: %s%s%s%s%s", a, strstr(a, p->args ? p->args :
		    "FILE") ? " (the default when none are given)" : "",
		    r->b ? ", with " : "", r->b ? b : "", c);
		break;
	case AK_DISTINCT:
		joined(p, r->a, " and ", a, sizeof a);
		say(buf, cap, "no two of %s the same file%s", a, why);
		break;
	case AK_OUTPUTS: {
		char f[64];
		size_t pos = 0;
		const char *w = r->a;
		size_t n = word(r->a, &pos, &w);
		joined(p, r->a, " and ", a, sizeof a);
		item_name(p, w, n, f, sizeof f);
		say(buf, cap, "no two of %s one file (%s: standard output when "
		    "not given)%s", a, f, why);
		break;
	}
	}
}

/* one rule against the command line: 0 kept, 1 broken (what in buf) */
static int
rule_broken(ak_optp *p, const ak_optrule *r, char *buf, size_t cap)
{
	char ga[128], gb[128], x[64];
	int nga = 0;
	size_t pos = 0, n;
	const char *w;

	if (r->c != NULL && first(p, r->c, x, sizeof x))
		return 0;
	switch (r->kind) {
	case AK_ONE_OF: {
		/* the ones given, in the table's order: "A and B" */
		char list[512] = "", one[64];
		const char *g[AK_OPT_MAX];
		size_t gl[AK_OPT_MAX], at = 0;
		while ((n = word(r->a, &pos, &w)) > 0 && nga < AK_OPT_MAX)
			if (given(p, w, n) > 0) {
				g[nga] = w;
				gl[nga++] = n;
			}
		if (nga < 2)
			return 0;
		for (int k = 0; k < nga && at + 1 < sizeof list; k++) {
			item_name(p, g[k], gl[k], one, sizeof one);
			say(list + at, sizeof list - at, "%s%s", k == 0 ? "" :
			    k + 1 == nga ? " and " : ", ", one);
			at = strlen(list);
		}
		say(buf, cap, "%s exclude each other%s%s", list, r->why ? ": " :
		    "", r->why ? r->why : "");
		return 1;
	}
	case AK_NOT_WITH:
		if (!first(p, r->a, ga, sizeof ga) || !first(p, r->b, gb,
		    sizeof gb))
			return 0;
		say(buf, cap, "%s: not with %s%s%s", gb, ga, r->why ?
		    ": " : "", r->why ? r->why : "");
		return 1;
	case AK_NEEDS:
		if ((r->a != NULL && !first(p, r->a, ga, sizeof ga)) ||
		    first(p, r->b, gb, sizeof gb))
			return 0;
		if (r->a == NULL) {
			rule_text(p, r, buf, cap);
			return 1;
		}
		joined(p, r->b, " or ", gb, sizeof gb);
		say(buf, cap, "%s needs %s%s%s", ga, gb, r->why ? ": " :
		    "", r->why ? r->why : "");
		return 1;
	case AK_STDIN:
	case AK_DISTINCT: {
		/* every operand and every argument of argv at most */
		size_t cap_f = (size_t)p->noperands + (size_t)p->argc0 + 2, k, i,
		    j;
		const char **f = calloc(cap_f, sizeof *f);
		int bad;
		if (f == NULL || (r->b != NULL && !first(p, r->b, x, sizeof x))) {
			free(f);
			return 0;	/* (no memory: the readers say it) */
		}
		k = files(p, r->a, f, cap_f - 1);
		f[k] = NULL;
		bad = r->kind == AK_STDIN ? ak_stdin_uses(f) > 1 :
		    ak_inputs_twice(f, k, &i, &j);
		if (bad && r->kind == AK_STDIN) {
			char a[512];
			joined(p, r->a, " or ", a, sizeof a);
			say(buf, cap, "standard input (-) can be only one of the "
			    "inputs: %s%s", a, strstr(a, p->args ? p->args :
			    "FILE") ? " (the default when none are given)" : "");
		}
		else if (bad)
			say(buf, cap, "'%s' and '%s' are the same file%s%s", f[i],
			    f[j], r->why ? ": " : "", r->why ? r->why : "");
		free(f);
		return bad;
	}
	case AK_OUTPUTS:
		return outputs_clash(p, r->a, r->why, buf, cap);
	case AK_IMPLIES: {
		long i = ak_opt_entry(p->tab, r->b, strlen(r->b));
		if (!first(p, r->a, ga, sizeof ga) || i < 0 ||
		    p->seen[i] != 0)
			return 0;
		p->seen[i] = ++p->nseen;
		p->bits |= p->tab[i].bits;
		ak_opt_put_int(ak_opt_field(p, &p->tab[i]), p->tab[i].size, p->tab[i].val ?
		    p->tab[i].val : 1);
		return 0;
	}
	}
	return 0;
}

void
ak_opt_rules_help(FILE *fp, const ak_optp *p)
{
	for (const ak_optrule *r = p->rules; r != NULL && r->kind != 0; r++) {
		char text[1024];
		if (r->kind == AK_IMPLIES)
			continue;	/* a default, not a refusal */
		if (r == p->rules)
			fputs("Rules:\n", fp);
		rule_text(p, r, text, sizeof text);
		fprintf(fp, "  - %s\n", text);
	}
}

int
ak_opt_rules(ak_optp *p, ak_err *e)
{
	char msg[sizeof e->msg];
	const char *sub = p->sub ? p->sub : "", *sep = p->sub ? ": " : "";

	if (p->maxargs == AK_NO_ARGS && p->noperands > 0)
		return ak_erru(e, "%s%sno operand: '%s' (%s reads no %s)", sub,
		    sep, p->operands[0], p->sub ? p->sub : p->prog, p->args ?
		    p->args : "files");
	if (p->maxargs > 0 && p->noperands > p->maxargs)
		return ak_erru(e, "%s%stoo many operands: at most %d %s", sub,
		    sep, p->maxargs, p->args ? p->args : "FILE");
	/* an operand is a file's name: '' (a variable not set) would be
	   opened and named ": No such file or directory" */
	for (int i = 0; i < p->noperands; i++)
		if (p->operands[i][0] == '\0')
			return ak_erru(e, "%s%san empty %s operand (''): give a "
			    "file's name, or - for standard input", sub, sep,
			    p->args ? p->args : "FILE");

	for (const ak_optrule *r = p->rules; r != NULL && r->kind != 0; r++) {
		if (rule_names(p, r, e) != 0)
			return -1;
		if (rule_broken(p, r, msg, sizeof msg))
			return ak_erru(e, "%s%s%s", sub, sep, msg);
	}
	return 0;
}

