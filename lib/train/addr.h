/*
 * addr.h — the key–value addressing task of the lesson ("Мини-исследование:
 * задача адресации"): strings like `A:7 B:2 C:9 ?B` whose answer is the value
 * of the queried key.  This module is the task side: instances, the seeded
 * generator, the text form and its parser.  The model lives in addrnet.h.
 *
 * Alphabets.  Keys are numbered 0..nkeys-1 and written as spreadsheet column
 * names (bijective base 26: A..Z, AA..AZ, BA.., up to ZZ = key 701); values
 * are numbered 0..nvals-1 and written in decimal.  A pair is "KEY:VALUE",
 * the query "?KEY"; the text is the pairs then the query, separated by one
 * space.  With duplicate keys the rule is "take the last": the answer is the
 * value of the last pair holding the queried key.
 *
 * Positions: pairs are 0..n-1, the query is at position n.  The distance of a
 * pair j from the query is n - j (the last pair has distance 1).
 */
#ifndef AK_ADDR_H
#define AK_ADDR_H

#include <stddef.h>
#include <stdint.h>

#include "rng.h"
#include "util.h"

#define AK_ADDR_MAXPAIRS 128	/* longest instance (pairs) */
#define AK_ADDR_MAXKEYS 702	/* A..ZZ */
#define AK_ADDR_MAXVALS 1000	/* 0..999 */
#define AK_ADDR_NONE ((size_t)-1)

/* One instance.  key/val: n entries; target: the pair that answers. */
typedef struct ak_addr_inst {
	size_t n;			/* number of pairs, 1..MAXPAIRS */
	uint16_t key[AK_ADDR_MAXPAIRS];	/* key index of pair j */
	uint16_t val[AK_ADDR_MAXPAIRS];	/* value index of pair j */
	size_t query;			/* queried key */
	size_t target;			/* last pair j with key[j] == query */
	size_t other;			/* an earlier pair with the same key,
					   AK_ADDR_NONE if the key is unique */
	size_t answer;			/* val[target] */
} ak_addr_inst;

/* Generator settings (all instances of one run). */
typedef struct ak_addr_gen {
	size_t lo, hi;		/* pair count range, 2 <= lo <= hi <= MAXPAIRS */
	size_t nkeys;		/* key alphabet size, >= hi (distinct keys) */
	size_t nvals;		/* value alphabet size, 2..MAXVALS */
	int sorted;		/* 1: pairs in key order; 0: random order */
	size_t dist;		/* 0: the queried pair anywhere; else its
				   distance from the query (1 = last pair),
				   must be <= lo (>= 2 for duplicates) */
	double dup;		/* probability that the queried key occurs twice
				   with two different values ("take the last") */
} ak_addr_gen;

/*
 * ak_addr_gen_check: validate g (ranges above).  Returns 0, or -1 with a
 * message naming the offending setting (an option of attn-train addr:
 * AK_ERR_USAGE).
 */
int ak_addr_gen_check(const ak_addr_gen *g, ak_err *e);

/*
 * ak_addr_sample: draw one instance with n pairs (lo <= n <= hi) from r.
 * Keys of distinct pairs are distinct, drawn without replacement from the
 * key alphabet; values are uniform.  With probability g->dup the queried key
 * is given to two pairs (the later one is the target, the earlier one gets a
 * different value).  The queried pair is uniform over the admissible
 * positions unless g->dist fixes it.  Deterministic for a given rng state.
 */
void ak_addr_sample(ak_addr_inst *x, const ak_addr_gen *g, size_t n,
    ak_rng *r);

/*
 * ak_addr_lookup: the answer by the rule "take the last" — sets x->target,
 * x->other and x->answer from key/val/query.  Returns 0, or -1 if the
 * queried key is not among the pairs.
 */
int ak_addr_lookup(ak_addr_inst *x);

/*
 * ak_addr_mirror: y = x with the values of the two copies of a duplicated
 * queried key exchanged, so that y holds the same multiset of pairs with the
 * other answer (the twin that makes "take the last" unlearnable without
 * positions: a model that sees only the multiset answers x and y alike, so
 * at most one of them right).  Returns 0, or -1 (y = x) if x has no
 * duplicate.
 */
int ak_addr_mirror(ak_addr_inst *y, const ak_addr_inst *x);

/* ak_addr_dist: distance of pair j from the query, n - j. */
size_t ak_addr_dist(const ak_addr_inst *x, size_t j);

/*
 * ak_addr_key_name: write the name of key k (< MAXKEYS) into buf (at least
 * 3 bytes): 0 -> "A", 25 -> "Z", 26 -> "AA", 701 -> "ZZ".
 */
void ak_addr_key_name(char *buf, size_t k);

/*
 * ak_addr_format: write x as text ("A:7 B:2 ?B") to buf of size cap.
 * Returns the length, or the length needed (>= cap) if buf is too small
 * (snprintf rules).
 */
size_t ak_addr_format(char *buf, size_t cap, const ak_addr_inst *x);

/* ak_addr_pair_name: "KEY:VAL" of pair j into buf (at least 8 bytes). */
void ak_addr_pair_name(char *buf, size_t cap, const ak_addr_inst *x,
    size_t j);

/*
 * ak_addr_parse: parse text into x (and fill target/other/answer by
 * lookup).  Keys must be < nkeys, values < nvals.  Errors (no file prefix,
 * callers add "FILE:LINE: "): empty text, a token that is not KEY:VALUE,
 * unknown key or value, missing or misplaced query, more than MAXPAIRS
 * pairs, queried key absent.  Returns 0 or -1.
 */
int ak_addr_parse(ak_addr_inst *x, const char *text, size_t nkeys,
    size_t nvals, ak_err *e);

/*
 * An instance file (the TSV written by `attn-train addr gen`): '#' comment
 * lines, a header naming at least the column `text`; an `answer` column, if
 * present, is the expected value (else the answer comes from lookup).
 */
typedef struct ak_addr_set {
	size_t n;		/* instances */
	ak_addr_inst *x;	/* n instances, answer = the expected value */
	long *line;		/* n input line numbers (for messages) */
	char **id;		/* n ids (the `id` column, else the line number) */
} ak_addr_set;

/*
 * ak_addr_set_read: read path ("-" = stdin) within memory bytes (the
 * instances, their lines and ids, and at each doubling of their arrays
 * the old ones beside the new while realloc copies them; SIZE_MAX: no
 * budget).  Errors
 * "FILE:LINE: what": missing file, no header, no `text` column, wrong
 * number of fields, a text that does not parse, an answer that is not a
 * value, no instances; past memory "FILE:LINE: the instances need more
 * than --memory M (X MB for the N read so far)".  Returns 0 or -1.
 */
int ak_addr_set_read(ak_addr_set *s, const char *path, size_t nkeys,
    size_t nvals, size_t memory, ak_err *e);

/* ak_addr_set_free: release the set. */
void ak_addr_set_free(ak_addr_set *s);

/*
 * ak_addr_insts_hash: the fingerprint of the instances x[0..n) in order
 * (each one's pairs, query and expected answer; not their ids or lines),
 * a row of numbers each (modelhash.h): a model file records the one
 * of the instance file it was trained on (addrnet.h ak_pij), and eval,
 * intervene and attend say when they are given that file.  No errors.
 */
uint64_t ak_addr_insts_hash(const ak_addr_inst *x, size_t n);

#endif
