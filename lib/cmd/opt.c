#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io.h"
#include "mem.h"
#include "opt-int.h"

#define VAL0 256	/* getopt_long's val of entry i: VAL0 + i */

static int
choice(const ak_optp *p, const ak_opt *o, const char *arg, ak_err *e)
{
	const char *s = o->arg;
	char list[256];
	size_t k = 0, at = 0;

	for (;;) {	/* the names, separated by '|' */
		size_t len = strcspn(s, "|");
		if (strlen(arg) == len && strncmp(s, arg, len) == 0) {
			ak_opt_put_int(ak_opt_field(p, o), o->size, o->choice_vals ?
			    o->choice_vals[k] : (long long)k);
			return 0;
		}
		k++;
		if (s[len] == '\0')
			break;
		s += len + 1;
	}
	/* "'x' is not a, b or c" */
	s = o->arg;
	for (size_t i = 0; i < k; i++) {
		size_t len = strcspn(s, "|");
		at += (size_t)snprintf(list + at, sizeof list - at > 0 ?
		    sizeof list - at : 0, "%s%.*s", i == 0 ? "" : i + 1 == k ?
		    " or " : ", ", (int)len, s);
		if (at >= sizeof list)
			at = sizeof list - 1;
		s += len + (s[len] != '\0');
	}
	return ak_erru(e, "%s: '%s' is not %s", ak_opt_what(o), arg, list);
}

static int
take(ak_optp *p, const ak_opt *o, const char *arg, int argc, ak_err *e)
{
	void *f = ak_opt_field(p, o);
	const char *what = ak_opt_what(o);

	if (o->nonempty && arg != NULL && arg[0] == '\0')
		return ak_erru(e, "%s: an empty %s", what, o->arg);
	switch (o->kind) {
	case AK_OPT_FLAG:
		ak_opt_put_int(f, o->size, o->val ? o->val : 1);
		return 0;
	case AK_OPT_LONG: {
		/* (long)(double)LONG_MAX would overflow: such bounds are
		   lmax */
		long v, lo = (long)o->min, hi = o->lmax != 0 ? o->lmax :
		    (long)o->max;
		if (ak_parse_long(arg, lo, hi, what, &v, e) != 0)
			return ak_err_kind(e, AK_ERR_USAGE);
		ak_opt_put_int(f, o->size, v);
		return 0;
	}
	case AK_OPT_DOUBLE:
		if (ak_parse_double(arg, o->min, o->max, what, (double *)f, e)
		    != 0)
			return ak_err_kind(e, AK_ERR_USAGE);
		return 0;
	case AK_OPT_SIZE:
		if (ak_parse_size(arg, (size_t)1 << 20, (size_t)1 << 50, what,
		    (size_t *)f, e) != 0)
			return ak_err_kind(e, AK_ERR_USAGE);
		return 0;
	case AK_OPT_STR:
		*(const char **)f = arg;
		return 0;
	case AK_OPT_CHOICE:
		return choice(p, o, arg, e);
	case AK_OPT_LIST: {
		ak_optlist *l = f;
		if (l->v == NULL && (l->v = calloc((size_t)argc + 1,
		    sizeof(char *))) == NULL) {
			ak_errf(e, "out of memory");
			return ak_err_kind(e, AK_ERR_RESOURCE);
		}
		l->v[l->n++] = (char *)arg;	/* a word of argv */
		return 0;
	}
	case AK_OPT_CALL:
		if (o->call(f, arg, e) != 0)
			return e->kind == AK_ERR_DATA ? ak_err_kind(e,
			    AK_ERR_USAGE) : -1;
		return 0;
	case AK_OPT_HELP:
		fputs(p->synopsis ? p->synopsis : "", stdout);
		ak_opt_help(stdout, p);
		p->exit0 = 1;
		return 0;
	case AK_OPT_VERSION:
		printf("%s (attnkit) %s\n", p->prog, AK_VERSION);
		p->exit0 = 1;
		return 0;
	}
	return 0;
}

/* getopt_long's tables: long options and the short letters */
static int
build(const ak_optp *p, size_t n, struct option *lo, char *so)
{
	size_t k = 0, s = 0;

	so[s++] = ':';	/* a missing argument: ':' (its own message) */
	for (size_t i = 0; i < n; i++) {
		const ak_opt *o = &p->tab[i];
		int has = o->arg != NULL;
		if (o->name != NULL)
			lo[k++] = (struct option){ o->name, has ?
			    required_argument : no_argument, NULL,
			    VAL0 + (int)ak_opt_primary(p->tab, i) };
		if (o->letter != 0) {
			so[s++] = (char)o->letter;
			if (has)
				so[s++] = ':';
		}
	}
	lo[k] = (struct option){ NULL, 0, NULL, 0 };
	so[s] = '\0';
	return 0;
}

/* the message of getopt's failure, as glibc words it (or addr's words) */
static int
bad(const ak_optp *p, int ch, int argc, char *argv[], ak_err *e)
{
	const char *word = optind > 0 && optind <= argc ? argv[optind - 1] :
	    "";
	int isl = strncmp(word, "--", 2) == 0;
	const char *sub = p->sub;

	if (ch == ':' && optopt >= VAL0)
		return sub ? ak_erru(e, "%s: option '--%s' needs an argument",
		    sub, p->tab[optopt - VAL0].name) : ak_erru(e, "option "
		    "'--%s' requires an argument", p->tab[optopt -
		    VAL0].name);
	if (ch == ':')
		return sub ? ak_erru(e, "%s: option '-%c' needs an argument",
		    sub, optopt) : ak_erru(e, "option requires an argument "
		    "-- '%c'", optopt);
	if (optopt >= VAL0)
		return ak_erru(e, "%s%soption '--%s' doesn't allow an "
		    "argument", sub ? sub : "", sub ? ": " : "",
		    p->tab[optopt - VAL0].name);
	if (optopt != 0)
		return sub ? ak_erru(e, "%s: unknown option '-%c'", sub,
		    optopt) : ak_erru(e, "invalid option -- '%c'", optopt);
	/* a long option: ambiguous, or no option has that name */
	char cand[512] = "";
	size_t len = isl ? strcspn(word + 2, "=") : 0, nc = 0, at = 0;
	for (size_t i = 0; p->tab[i].name || p->tab[i].letter; i++) {
		const char *nm = p->tab[i].name;
		if (!isl || nm == NULL || strncmp(nm, word + 2, len) != 0)
			continue;
		nc++;
		at += (size_t)snprintf(cand + at, at < sizeof cand ?
		    sizeof cand - at : 0, " '--%s'", nm);
		if (at >= sizeof cand)
			at = sizeof cand - 1;
	}
	if (nc > 1)
		return ak_erru(e, "%s%soption '%.*s' is ambiguous; "
		    "possibilities:%s", sub ? sub : "", sub ? ": " : "",
		    (int)strlen(word), word, cand);
	const char *near = isl ? ak_opt_suggest(p->tab, word + 2) : NULL;
	char hint[64] = "";
	if (near != NULL)
		snprintf(hint, sizeof hint, "; did you mean --%s?", near);
	return sub ? ak_erru(e, "%s: unknown option '%s'%s", sub, word,
	    hint) : ak_erru(e,
	    "unrecognized option '%s'%s", word, hint);
}

/*
 * A single-valued option (one that takes an argument, other than a
 * repeatable list) given twice with different arguments: the earlier one
 * would be dropped unseen, so it is a usage error, as GNU sort refuses
 * "multiple output files specified".  The same argument twice is
 * harmless and taken.  prev[i]: entry i's argument so far, or NULL.
 */
static int
once(const ak_opt *o, const char **prev, const char *arg, ak_err *e)
{
	if (o->arg == NULL || arg == NULL || o->kind == AK_OPT_LIST ||
	    o->repeat)
		return 0;
	if (*prev != NULL && strcmp(*prev, arg) != 0)
		return ak_erru(e, "%s given twice ('%s', then '%s'): it takes "
		    "one value", ak_opt_what(o), *prev, arg);
	*prev = arg;
	return 0;
}

static int
applies(const ak_optp *p, const ak_opt *o)
{
	return p->only == 0 || o->sets == 0 || (o->sets & p->only) != 0 ||
	    o->kind == AK_OPT_HELP || o->kind == AK_OPT_VERSION;
}

int
ak_opt_parse(ak_optp *p, int argc, char *argv[], ak_err *e)
{
	size_t n = ak_opt_count(p->tab);
	struct option lo[AK_OPT_MAX + 1];
	char so[3 * AK_OPT_MAX + 2];
	char *a0 = argv[0], *slash = a0 ? strrchr(a0, '/') : NULL;
	const char *prev[AK_OPT_MAX] = { NULL };
	int ch, rc = 0;

	if (n > AK_OPT_MAX) {
		ak_errf(e, "%zu options: more than %d", n, AK_OPT_MAX);
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	p->argc0 = argc;
	if ((p->argv0 = calloc((size_t)argc + 1, sizeof(char *))) == NULL) {
		ak_errf(e, "out of memory");
		return ak_err_kind(e, AK_ERR_RESOURCE);
	}
	memcpy(p->argv0, argv, (size_t)argc * sizeof(char *));
	memset(p->seen, 0, sizeof p->seen);
	p->nseen = 0;
	p->bits = 0;
	p->exit0 = 0;
	build(p, n, lo, so);
	optind = 0;	/* glibc: start afresh (a second parse too) */
	opterr = 0;	/* the messages are ours (bad), named by the tool */
	if (slash != NULL && slash[1] != '\0')
		argv[0] = slash + 1;
	while (rc == 0 && !p->exit0 && (ch = getopt_long(argc, argv, so, lo,
	    NULL)) != -1) {
		size_t i = n;
		if (ch >= VAL0)
			i = (size_t)(ch - VAL0);
		else if (ch != '?' && ch != ':')
			for (i = 0; i < n && p->tab[i].letter != ch; i++)
				;
		if (i == n) {
			rc = bad(p, ch, argc, argv, e);
			break;
		}
		const ak_opt *o = &p->tab[i];
		if (!applies(p, o)) {
			/* the option itself, not the word before optind (its
			   argument when that came as a separate word) */
			rc = ch < VAL0 ? ak_erru(e, "%s: option '-%c' does not "
			    "apply", p->sub, ch) : ak_erru(e, "%s: option '--%s'"
			    " does not apply", p->sub, o->name);
			break;
		}
		if (p->seen[i] == 0)
			p->seen[i] = ++p->nseen;
		p->bits |= o->bits;
		if ((rc = once(o, &prev[i], optarg, e)) != 0)
			break;
		rc = take(p, o, optarg, argc, e);
	}
	argv[0] = a0;
	p->operands = argv + optind;
	p->noperands = argc - optind;
	if (rc == 0 && !p->exit0)
		rc = ak_opt_rules(p, e);
	return rc;
}

void
ak_opt_free(ak_optp *p)
{
	for (size_t i = 0; p->dst && (p->tab[i].name || p->tab[i].letter); i++)
		if (p->tab[i].kind == AK_OPT_LIST) {
			ak_optlist *l = ak_opt_field(p, &p->tab[i]);
			free(l->v);
			l->v = NULL;
			l->n = 0;
		}
	free(p->argv0);
	p->argv0 = NULL;
}

/* "  -L, --NAME ARG" (or "      --NAME ARG", "  -L ARG") of o in buf */
static size_t
left(char *buf, size_t cap, const ak_opt *o)
{
	char sh[8] = "    ";
	int k;

	if (o->letter != 0)
		snprintf(sh, sizeof sh, "-%c%s", o->letter, o->name ? ", " :
		    "");
	k = snprintf(buf, cap, "  %s%s%s%s%s", sh, o->name ? "--" : "",
	    o->name ? o->name : "", o->arg ? " " : "", o->arg ? o->arg : "");
	return k < 0 ? 0 : (size_t)k >= cap ? cap - 1 : (size_t)k;
}

void
ak_opt_help(FILE *fp, const ak_optp *p)
{
	char buf[128];
	size_t col = 0;

	for (size_t i = 0; p->tab[i].name || p->tab[i].letter; i++) {
		size_t w = left(buf, sizeof buf, &p->tab[i]);
		if (w > col && w <= 28)
			col = w;
	}
	for (size_t i = 0; p->tab[i].name || p->tab[i].letter; i++) {
		const ak_opt *o = &p->tab[i];
		size_t w = left(buf, sizeof buf, o);
		fprintf(fp, "%s%*s  ", buf, (int)(w < col ? col - w : 0), "");
		if (o->alias != NULL)
			fprintf(fp, "the older name of --%s\n", o->alias);
		else
			fprintf(fp, "%s\n", o->help ? o->help : "");
	}
	ak_opt_rules_help(fp, p);
}
