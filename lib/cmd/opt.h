/*
 * opt.h — a tool's options as one table (the command side, cmd/ only, as
 * cli.h).  Each entry names an option once: its long name, short letter,
 * the kind of its argument with its bounds, where the value goes (an
 * offset into the tool's struct TOOL_opts) and one line of help.  One
 * parser reads the table (getopt_long(3) underneath: --opt=val, --opt val,
 * -xVAL, bundled flags, permutation, "--", unique prefixes), checks the
 * bounds, writes --help (the synopsis, then one line per entry) and
 * suggests the nearest long option for a misspelt one.  In the spirit of
 * git's parse-options (struct option arrays that print their own help).
 *
 * Adding an option to a tool: one entry in its table, one field in its
 * struct, one line in its man page (tests/e2e/family/opt-tables.sh checks that
 * the table, --help and the man page agree).
 */
#ifndef AK_OPT_H
#define AK_OPT_H

#include <stddef.h>
#include <stdio.h>

#include "util.h"

typedef enum ak_optkind {
	AK_OPT_FLAG,	/* no argument: the int gets val (1 when val is 0) */
	AK_OPT_LONG,	/* an integer in [min, max] (ak_parse_long) into an
			   int, long, size_t or uint64_t field (by its size) */
	AK_OPT_DOUBLE,	/* a finite number in [min, max] (ak_parse_double) */
	AK_OPT_SIZE,	/* a size, 512M or 2G (mem.h ak_parse_size), from
			   1M to 2^50 bytes, into a size_t */
	AK_OPT_STR,	/* the argument itself, a const char * */
	AK_OPT_CHOICE,	/* one of the names "a|b|c" in arg: its index, an
			   int (or the value of choice_vals when given) */
	AK_OPT_LIST,	/* repeatable: each argument appended to an
			   ak_optlist */
	AK_OPT_CALL,	/* call(field, argument or NULL, e) does the rest:
			   field is the entry's field (off), the whole
			   struct TOOL_opts with AK_NOFIELD */
	AK_OPT_HELP,	/* --help: the synopsis and the table on stdout */
	AK_OPT_VERSION	/* --version: "TOOL (attnkit) VERSION" */
} ak_optkind;

typedef struct ak_opt {
	const char *name;	/* long name without "--", or NULL */
	int letter;		/* short letter, or 0 */
	ak_optkind kind;
	size_t off, size;	/* the field: AK_FIELD(struct T, f) */
	const char *arg;	/* the argument's name in --help ("N", "FILE");
				   AK_OPT_CHOICE: the names, "none|csv";
				   NULL: no argument (flags, and CALL entries
				   that take none) */
	const char *help;	/* one line (no newline) */
	double min, max;	/* AK_OPT_LONG, AK_OPT_DOUBLE */
	long lmax;		/* AK_OPT_LONG: the upper bound instead of max
				   when a double cannot hold it (LONG_MAX,
				   LONG_MAX / 2); 0: max */
	int val;		/* AK_OPT_FLAG: the value stored */
	int (*call)(void *field, const char *arg, ak_err *e);
	const char *what;	/* the option as messages name it ("-d");
				   default "--NAME", or "-L" without a name */
	unsigned bits;		/* ORed into the parser's bits when given */
	const char *alias;	/* another (older) name of the entry named:
				   same argument, same field; --help says so */
	const int *choice_vals;	/* AK_OPT_CHOICE: the value of each name */
	unsigned sets;		/* subcommands it applies to (parser's only);
				   0: all */
	int nonempty;		/* AK_OPT_STR, AK_OPT_LIST: an empty argument
				   is refused ("-o: an empty FILE"); every
				   entry that names a file or a directory
				   has it (tests/e2e/family/opt-tables.sh) */
	int repeat;		/* AK_OPT_CALL with an argument: may be
				   given many times, each argument passed
				   to call (--boost); without it, an entry
				   that takes an argument takes one value:
				   two different ones are a usage error */
} ak_opt;

/* offsetof and size of field f of struct type T, for ak_opt's off, size */
#define AK_FIELD(T, f) offsetof(T, f), sizeof(((T *)0)->f)
#define AK_NOFIELD 0, 0

/* the entries every tool has: -h, --help and --version */
#define AK_OPT_HELP_ENTRIES \
	{ "help", 'h', AK_OPT_HELP, AK_NOFIELD, NULL, .help = "this help" }, \
	{ "version", 0, AK_OPT_VERSION, AK_NOFIELD, NULL, \
	    .help = "the version" }

/*
 * -M/--memory: the run's memory budget, one entry in every tool that holds
 * data in proportion to its input, with one help line; the field (a
 * size_t, 0 when not given) becomes the budget through mem.h
 * ak_mem_budget, the one constructor (attnkit(5), "Command line").
 */
#define AK_OPT_MEMORY_HELP "memory budget, e.g. 512M, 2G (default 80% of " \
	"the memory)"
#define AK_OPT_MEMORY(T, f) \
	{ "memory", 'M', AK_OPT_SIZE, AK_FIELD(T, f), "SIZE", \
	    .help = AK_OPT_MEMORY_HELP }

/* a repeatable option's arguments, in order (AK_OPT_LIST) */
typedef struct ak_optlist {
	char **v;		/* argv's words */
	size_t n;
} ak_optlist;

/*
 * The rules of a table: which options go together, declared beside the
 * entries as git declares its OPT_CMDMODE groups (parse-options.h) and
 * die_for_incompatible_opt4 checks them.  A rule names options by their
 * long names (or a short-only entry's letter), separated by spaces; an
 * item A+B is A and B both given; NAME=VALUE is a choice (AK_OPT_CHOICE)
 * given with that value; "ARGS" is the operands (named as the table's
 * args says).  The parser checks the rules in order once the
 * command line is read, and the first one broken is the usage error:
 *   AK_ONE_OF    at most one of a: "--a and --c exclude each other" (the
 *                ones given; --help names them all)
 *   AK_NOT_WITH  none of b with one of a, unless one of c is given:
 *                "--b: not with --a"
 *   AK_NEEDS     each of a needs one of b, unless one of c is given:
 *                "--a needs --b or --c"; a NULL: one of b is needed
 *                always (unless c): "--b or --c is required"
 *   AK_IMPLIES   a given: the flag b taken as given, unless one of c is
 *                (the settings that go with a mode)
 *   AK_STDIN     of the files named by a (AK_OPT_STR and AK_OPT_LIST
 *                entries; ARGS: the operands, or standard input when
 *                there are none), at most one is standard input (io.h
 *                ak_stdin_uses: "-", /dev/stdin, ...), when one of b is
 *                given (NULL: always), unless one of c is: "standard
 *                input (-) can be only one of the inputs: -v or FILE"
 *   AK_DISTINCT  no two of the files named by a are the same file (io.h
 *                ak_inputs_twice): "'x' and 'y' are the same file"
 *   AK_OUTPUTS   no two of the outputs named by a (AK_OPT_STR entries)
 *                are one file (io.h ak_same_output: "./x" and "x", a
 *                link to a file not made yet, standard output twice);
 *                a's first item, when not given, is standard output
 *                (-o's default): "-o 'x' and --save './x' name the same
 *                file"
 * why, when not NULL, follows the message after ": ".  --help lists the
 * rules after the options ("Rules:"), each as its message says it.
 */
typedef enum ak_rulekind {
	AK_ONE_OF = 1, AK_NOT_WITH, AK_NEEDS, AK_IMPLIES, AK_STDIN,
	AK_DISTINCT, AK_OUTPUTS
} ak_rulekind;

typedef struct ak_optrule {
	ak_rulekind kind;	/* 0: the end of the rules */
	const char *a, *b, *c;
	const char *why;
} ak_optrule;

#define AK_RULE_ONE_OF(a, why) { AK_ONE_OF, a, NULL, NULL, why }
#define AK_RULE_NOT_WITH(a, b, why) { AK_NOT_WITH, a, b, NULL, why }
#define AK_RULE_NOT_WITH_UNLESS(a, b, c, why) { AK_NOT_WITH, a, b, c, why }
#define AK_RULE_NEEDS(a, b, why) { AK_NEEDS, a, b, NULL, why }
#define AK_RULE_NEEDS_UNLESS(a, b, c, why) { AK_NEEDS, a, b, c, why }
#define AK_RULE_IMPLIES(a, b, c) { AK_IMPLIES, a, b, c, NULL }
#define AK_RULE_STDIN(a, b, c) { AK_STDIN, a, b, c, NULL }
#define AK_RULE_DISTINCT(a, why) { AK_DISTINCT, a, NULL, NULL, why }
#define AK_RULE_OUTPUTS(a, why) { AK_OUTPUTS, a, NULL, NULL, why }

#define AK_OPT_MAX 96		/* entries of a table at most */
#define AK_NO_ARGS (-1)		/* ak_optp's maxargs: no operand */

typedef struct ak_optp {
	/* set by the tool before ak_opt_parse */
	const ak_opt *tab;	/* the entries; ends with an entry whose name
				   and letter are both 0 */
	void *dst;		/* the tool's struct TOOL_opts */
	const char *prog;	/* the tool's name ("ppmi-svd") */
	const char *synopsis;	/* "usage: ..." lines, their indented
				   continuations and notes, each ending in a
				   newline: first in --help, after usage
				   errors (cli.h ak_set_usage) */
	const char *sub;	/* messages say "PROG: SUB: ..." (attn-train
				   addr gen), with addr's wording */
	unsigned only;		/* entries with sets & only, or sets 0,
				   apply; others are refused ("does not
				   apply"); 0: all apply */
	const ak_optrule *rules;	/* the combinations (above), ending
					   with kind 0; NULL: none */
	const char *args;	/* the operands as messages name them
				   ("TOKENS"; default "FILE") */
	int maxargs;		/* the most operands: N > 0, AK_NO_ARGS
				   (none), or 0 (any number) */
	/* filled by ak_opt_parse */
	unsigned bits;		/* the bits of the entries given, ORed */
	int argc0;		/* the command line as typed, before getopt */
	char **argv0;		/* permuted it (for the provenance line) */
	char **operands;	/* the operands, in order */
	int noperands;
	int exit0;		/* --help or --version was written: exit 0 */
	int seen[AK_OPT_MAX];	/* per entry: its first use's place among
				   the options given (1, 2, ...), or 0 */
	int nseen;
} ak_optp;

/*
 * ak_opt_parse: parse argv[1..argc) by p->tab into p->dst, keeping the
 * values already there as defaults.  Returns 0 (operands in p->operands;
 * p->exit0 set after --help or --version, which were written to stdout),
 * or -1 with e (kind AK_ERR_USAGE) naming what is wrong in the words of
 * getopt(3) ("unrecognized option '--proj_scale'; did you mean
 * --proj-scale?", "option '--text' requires an argument") or of the
 * value's parser ("--dim: '0' is out of range 1..1000").  argv is
 * permuted (operands last); p->argv0 keeps a copy of it as it was.
 * Errors: out of memory (AK_ERR_RESOURCE).
 */
int ak_opt_parse(ak_optp *p, int argc, char *argv[], ak_err *e);

/*
 * ak_opt_rules: check p->maxargs, the operands and p->rules against the
 * command line parsed (called by ak_opt_parse; AK_IMPLIES applied).
 * Returns 0, or -1 with the usage error: "too many operands: at most N
 * FILE" (or "no operand: 'x'"), "an empty FILE operand ('') ..." (an
 * operand is a file's name), or the first rule broken.  A rule naming no entry of the table is
 * the table's error (AK_ERR_RESOURCE: "rule names '--x', not an option").
 */
int ak_opt_rules(ak_optp *p, ak_err *e);

/*
 * ak_opt_given: of the items of list (space-separated, as the rules name
 * them: long names, NAME=VALUE, A+B), the ones given on the command line
 * parsed, in buf as messages name them, joined in list's order ("--a,
 * --b and --c"; "" when none; cut to cap bytes).  Returns how many were
 * given; an item naming no entry counts as not given.  No errors.
 */
size_t ak_opt_given(const ak_optp *p, const char *list, char *buf,
    size_t cap);

/* ak_opt_free: what ak_opt_parse allocated (argv0, the lists of
 * AK_OPT_LIST fields of p->dst).  No errors. */
void ak_opt_free(ak_optp *p);

/*
 * ak_opt_help: the help of p's table on fp: one line per entry, "  -L,
 * --NAME ARG  help" with the help text aligned, then, when the table has
 * rules, "Rules:" and one line per rule, "  - " and what its message
 * says.  No errors.
 */
void ak_opt_help(FILE *fp, const ak_optp *p);

/* ak_opt_what: the entry's name as messages give it ("--NAME", or "-L"
 * without a long name, or its what).  No errors. */
const char *ak_opt_what(const ak_opt *o);

/*
 * ak_opt_suggest: the long option of tab nearest to word (without its
 * leading "--" and any "=value") by Damerau-Levenshtein distance (optimal
 * string alignment: insert, delete, substitute, swap two neighbours), when
 * it is close: at most 3 edits and at most a third of word's length.
 * NULL when none is.  No errors.
 */
const char *ak_opt_suggest(const ak_opt *tab, const char *word);

#endif
