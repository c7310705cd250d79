/*
 * corpus-unl-many.c — labels of many classes (corpus-unl.h): every
 * distinct word a scan of --unlabeled takes for a label counted, however
 * many (the scans' slots keep the first 32, or 8, for their names), so
 * that a labelled file of 41 topics is known as one of 4.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"
#include "corpus-int.h"
#include "corpus-unl.h"

#define MANY_MAX 16384	/* a scan's table at most: 8192 words kept */

typedef struct ent {
	uint64_t h;	/* the word's hash, ASCII letters folded; 0 empty */
	long count;
	long at;	/* its first line */
} ent;

struct ak_unl_many {
	ent *t;		/* open addressing, cap a power of two */
	size_t cap, used;
	long past;	/* lines whose word the full table kept not */
	long pastat;	/* the first of them, 0 when none */
};

/* FNV-1a of s[0..n), ASCII letters in lower case (labels compared in
   any case, as the slots compare them); never 0 */
static uint64_t
hash(const char *s, size_t n)
{
	uint64_t h = 1469598103934665603ULL;

	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 'A' && c <= 'Z')
			c = (unsigned char)(c - 'A' + 'a');
		h = (h ^ c) * 1099511628211ULL;
	}
	return h ? h : 1;
}

/* m's table twice as large (64 entries first): 0, or -1 (no memory, or
   at MANY_MAX) */
static int
grow(struct ak_unl_many *m)
{
	size_t cap = m->cap ? m->cap * 2 : 64;
	ent *t;

	if (cap > MANY_MAX || (t = calloc(cap, sizeof *t)) == NULL)
		return -1;
	for (size_t i = 0; i < m->cap; i++) {
		size_t j = (size_t)m->t[i].h & (cap - 1);
		if (m->t[i].h == 0)
			continue;
		while (t[j].h != 0)
			j = (j + 1) & (cap - 1);
		t[j] = m->t[i];
	}
	free(m->t);
	m->t = t;
	m->cap = cap;
	return 0;
}

void
ak_unl_many_see(ak_unl_scan *u, size_t sc, const char *w, size_t n,
    long line)
{
	struct ak_unl_many *m;
	uint64_t h = hash(w, n);
	size_t j = 0;
	int full;

	if (u->many == NULL && (u->many = calloc(AK_UNL_DELIMS + 2 * AK_UNL_IDK,
	    sizeof *u->many)) == NULL)
		return;	/* no memory: no many classes said */
	m = &u->many[sc];
	full = m->used * 2 >= m->cap && grow(m) != 0;
	if (m->cap > 0) {	/* half empty at most: the probe ends */
		for (j = (size_t)h & (m->cap - 1); m->t[j].h != 0 &&
		    m->t[j].h != h;)
			j = (j + 1) & (m->cap - 1);
	}
	if (m->cap == 0 || (m->t[j].h == 0 && full)) {	/* not kept */
		if (m->past++ == 0)
			m->pastat = line;
		return;
	}
	if (m->t[j].h == 0) {
		m->t[j].h = h;
		m->t[j].at = line;
		m->used++;
	}
	m->t[j].count++;
}

int
ak_unl_many_holds(const ak_unl_scan *u, size_t sc, ak_unl_one *v,
    int top[AK_UNL_SLOTS], long *on)
{
	const ak_unl_one *s = &u->d[sc];
	const struct ak_unl_many *m;
	long nt = 0, once = 0;
	size_t i;

	if (u->many == NULL || (m = &u->many[sc])->cap == 0)
		return 0;
	*on = 0;
	for (i = 0; i < m->cap; i++) {
		if (m->t[i].count >= 2)
			nt++, *on += m->t[i].count;
		else if (m->t[i].count == 1 && (once == 0 || m->t[i].at < once))
			once = m->t[i].at;
	}
	if (nt <= AK_UNL_LABELS || nt * 4 > s->lines || *on * 10 < s->lines *
	    9)
		return 0;
	*v = *s;
	v->ntall = nt;
	v->off = s->lines - *on;
	v->offat = s->offatx;	/* the first line without one */
	v->offwhy = s->offwhyx;
	if (once > 0 && (v->offat == 0 || once < v->offat))
		v->offat = once, v->offwhy = 6;
	if (m->past > 0 && (v->offat == 0 || m->pastat < v->offat))
		v->offat = m->pastat, v->offwhy = 3;
	for (i = 0; i < AK_UNL_SLOTS; i++)
		top[i] = s->count[i] >= 2;
	return 1;
}

long
ak_unl_many_once(const ak_unl_scan *u, size_t sc)
{
	const struct ak_unl_many *m;
	long once = 0;

	if (u->many == NULL)
		return 0;
	m = &u->many[sc];
	for (size_t i = 0; i < m->cap; i++)
		once += m->t[i].count == 1;
	return once;
}

void
ak_corpus_unl_free(ak_unl_scan *u)
{
	for (size_t i = 0; u->many != NULL && i < AK_UNL_DELIMS + 2 *
	    AK_UNL_IDK; i++)
		free(u->many[i].t);
	free(u->many);
	u->many = NULL;
}
