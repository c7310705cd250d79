#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "addr.h"
#include "io.h"
#include "mem.h"
#include "modelhash.h"

int
ak_addr_gen_check(const ak_addr_gen *g, ak_err *e)
{
	if (g->lo < 2 || g->lo > g->hi || g->hi > AK_ADDR_MAXPAIRS)
		return ak_erru(e, "--pairs: range %zu-%zu is not within 2-%d",
		    g->lo, g->hi, AK_ADDR_MAXPAIRS);
	if (g->nkeys < g->hi || g->nkeys > AK_ADDR_MAXKEYS)
		return ak_erru(e, "--keys: %zu keys cannot fill %zu distinct "
		    "pairs (need %zu..%d)", g->nkeys, g->hi, g->hi,
		    AK_ADDR_MAXKEYS);
	if (g->nvals < 2 || g->nvals > AK_ADDR_MAXVALS)
		return ak_erru(e, "--values: %zu is out of range 2..%d",
		    g->nvals, AK_ADDR_MAXVALS);
	if (!(g->dup >= 0 && g->dup <= 1))
		return ak_erru(e, "--dup: probability must be in 0..1");
	if (g->dist > g->lo)
		return ak_erru(e, "--dist: %zu exceeds the smallest pair "
		    "count %zu", g->dist, g->lo);
	if (g->dist > 0 && g->dup > 0 && g->dist >= g->lo)
		return ak_erru(e, "--dist: with --dup the last copy needs an "
		    "earlier one, so the distance must be below the smallest "
		    "pair count %zu", g->lo);
	return 0;
}

static int
cmp_u16(const void *a, const void *b)
{
	uint16_t x = *(const uint16_t *)a, y = *(const uint16_t *)b;

	return (x > y) - (x < y);
}

void
ak_addr_sample(ak_addr_inst *x, const ak_addr_gen *g, size_t n, ak_rng *r)
{
	uint16_t pool[AK_ADDR_MAXKEYS];
	int dup = g->dup > 0 && ak_rng_uniform(r) < g->dup;
	size_t nd = dup ? n - 1 : n;	/* distinct keys */

	memset(x, 0, sizeof(*x));
	x->n = n;
	/* partial Fisher–Yates: the first nd entries become the keys */
	for (size_t k = 0; k < g->nkeys; k++)
		pool[k] = (uint16_t)k;
	for (size_t i = 0; i < nd; i++) {
		size_t j = i + (size_t)ak_rng_below(r, g->nkeys - i);
		uint16_t t = pool[i];
		pool[i] = pool[j];
		pool[j] = t;
	}
	if (g->sorted)
		qsort(pool, nd, sizeof(pool[0]), cmp_u16);
	for (size_t j = 0; j < n; j++)
		x->val[j] = (uint16_t)ak_rng_below(r, g->nvals);
	if (!dup) {
		memcpy(x->key, pool, n * sizeof(pool[0]));
		x->target = g->dist ? n - g->dist :
		    (size_t)ak_rng_below(r, n);
		x->other = AK_ADDR_NONE;
	} else {
		/* target t >= 1 (an earlier copy must fit), copy o < t */
		size_t t = g->dist ? n - g->dist :
		    1 + (size_t)ak_rng_below(r, n - 1);
		size_t o = (size_t)ak_rng_below(r, t);
		uint16_t qk = pool[(size_t)ak_rng_below(r, nd)];
		size_t p = 0;

		for (size_t j = 0; j < n; j++) {
			if (j == t || j == o) {
				x->key[j] = qk;
				continue;
			}
			if (pool[p] == qk)
				p++;
			x->key[j] = pool[p++];
		}
		x->val[o] = (uint16_t)((x->val[t] + 1 +
		    ak_rng_below(r, g->nvals - 1)) % g->nvals);
		x->target = t;
		x->other = o;
	}
	x->query = x->key[x->target];
	x->answer = x->val[x->target];
}

int
ak_addr_lookup(ak_addr_inst *x)
{
	x->target = x->other = AK_ADDR_NONE;
	for (size_t j = x->n; j-- > 0;)
		if (x->key[j] == x->query) {
			if (x->target == AK_ADDR_NONE)
				x->target = j;
			else {
				x->other = j;
				break;
			}
		}
	if (x->target == AK_ADDR_NONE)
		return -1;
	x->answer = x->val[x->target];
	return 0;
}

int
ak_addr_mirror(ak_addr_inst *y, const ak_addr_inst *x)
{
	*y = *x;
	if (x->other == AK_ADDR_NONE)
		return -1;
	y->val[x->target] = x->val[x->other];
	y->val[x->other] = x->val[x->target];
	ak_addr_lookup(y);
	return 0;
}

size_t
ak_addr_dist(const ak_addr_inst *x, size_t j)
{
	return x->n - j;
}

void
ak_addr_key_name(char *buf, size_t k)
{
	if (k < 26) {
		buf[0] = (char)('A' + k);
		buf[1] = '\0';
	} else {
		k -= 26;
		buf[0] = (char)('A' + k / 26);
		buf[1] = (char)('A' + k % 26);
		buf[2] = '\0';
	}
}

/*
 * ak_addr_key_parse: key index of the name s[0..len) (uppercase letters),
 * or -1 if it is not a key name of at most two letters.
 */
static long
ak_addr_key_parse(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (s[i] < 'A' || s[i] > 'Z')
			return -1;
	if (len == 1)
		return s[0] - 'A';
	if (len == 2)
		return 26 + (s[0] - 'A') * 26 + (s[1] - 'A');
	return -1;
}

/*
 * ak_addr_value_parse: value index of the decimal string s (whole string),
 * or -1 if it is not a number in [0, nvals).
 */
static long
ak_addr_value_parse(const char *s, size_t nvals)
{
	long v = 0;
	size_t i;

	for (i = 0; s[i] != '\0'; i++) {
		if (s[i] < '0' || s[i] > '9' || i >= 4)
			return -1;
		v = v * 10 + (s[i] - '0');
	}
	if (i == 0 || (i > 1 && s[0] == '0') || (size_t)v >= nvals)
		return -1;
	return v;
}

void
ak_addr_pair_name(char *buf, size_t cap, const ak_addr_inst *x, size_t j)
{
	char k[4];

	ak_addr_key_name(k, x->key[j]);
	snprintf(buf, cap, "%s:%u", k, (unsigned)x->val[j]);
}

size_t
ak_addr_format(char *buf, size_t cap, const ak_addr_inst *x)
{
	size_t len = 0;
	char k[4];

	for (size_t j = 0; j < x->n; j++) {
		ak_addr_key_name(k, x->key[j]);
		len += (size_t)snprintf(len < cap ? buf + len : NULL,
		    len < cap ? cap - len : 0, "%s:%u ", k,
		    (unsigned)x->val[j]);
	}
	ak_addr_key_name(k, x->query);
	len += (size_t)snprintf(len < cap ? buf + len : NULL,
	    len < cap ? cap - len : 0, "?%s", k);
	return len;
}

int
ak_addr_parse(ak_addr_inst *x, const char *text, size_t nkeys, size_t nvals,
    ak_err *e)
{
	const char *p = text;
	int have_query = 0;
	char vbuf[8];

	memset(x, 0, sizeof(*x));
	while (*p != '\0') {
		const char *t = p, *colon;
		size_t len;
		long k, v;

		while (*p != '\0' && *p != ' ')
			p++;
		len = (size_t)(p - t);
		if (len == 0)
			return ak_errf(e, "empty token (two spaces in a row "
			    "or a leading space)");
		if (*p == ' ' && *++p == '\0')
			return ak_errf(e, "trailing space");
		if (have_query)
			return ak_errf(e, "token '%.*s' after the query",
			    (int)(len > 40 ? 40 : len), t);
		if (t[0] == '?') {
			k = ak_addr_key_parse(t + 1, len - 1);
			if (k < 0 || (size_t)k >= nkeys) {
				char kn[4];
				ak_addr_key_name(kn, nkeys - 1);
				return ak_errf(e, "query '%.*s': unknown key "
				    "(keys are A..%s)",
				    (int)(len > 40 ? 40 : len), t, kn);
			}
			x->query = (size_t)k;
			have_query = 1;
			continue;
		}
		colon = memchr(t, ':', len);
		if (colon == NULL)
			return ak_errf(e, "token '%.*s' is not KEY:VALUE",
			    (int)(len > 40 ? 40 : len), t);
		k = ak_addr_key_parse(t, (size_t)(colon - t));
		if (k < 0 || (size_t)k >= nkeys) {
			char kn[4];
			ak_addr_key_name(kn, nkeys - 1);
			return ak_errf(e, "token '%.*s': unknown key (keys "
			    "are A..%s)", (int)(len > 40 ? 40 : len), t, kn);
		}
		size_t vl = len - (size_t)(colon - t) - 1;
		if (vl >= sizeof(vbuf) ||
		    (memcpy(vbuf, colon + 1, vl), vbuf[vl] = '\0',
		    (v = ak_addr_value_parse(vbuf, nvals)) < 0))
			return ak_errf(e, "token '%.*s': unknown value "
			    "(values are 0..%zu)", (int)(len > 40 ? 40 : len),
			    t, nvals - 1);
		if (x->n == AK_ADDR_MAXPAIRS)
			return ak_errf(e, "more than %d pairs",
			    AK_ADDR_MAXPAIRS);
		x->key[x->n] = (uint16_t)k;
		x->val[x->n] = (uint16_t)v;
		x->n++;
	}
	if (!have_query)
		return ak_errf(e, "no query (the text must end in ?KEY)");
	if (x->n == 0)
		return ak_errf(e, "no pairs before the query");
	if (ak_addr_lookup(x) != 0) {
		char kn[4];
		ak_addr_key_name(kn, x->query);
		return ak_errf(e, "queried key %s is not among the pairs",
		    kn);
	}
	return 0;
}

static long
find_col(char **f, size_t nf, const char *name)
{
	for (size_t i = 0; i < nf; i++)
		if (strcmp(f[i], name) == 0)
			return (long)i;
	return -1;
}

/* room for twice the instances of s (*cap; 256 at first): each, its
   line and its id */
static int
set_grow(ak_addr_set *s, size_t *cap, ak_err *e)
{
	size_t nc = *cap ? 2 * *cap : 256;
	ak_addr_inst *nx = realloc(s->x, nc * sizeof(*nx));
	if (nx == NULL)
		return ak_errf(e, "out of memory (%zu bytes)", nc * sizeof(*nx));
	s->x = nx;
	long *nl = realloc(s->line, nc * sizeof(*nl));
	if (nl == NULL)
		return ak_errf(e, "out of memory (%zu bytes)", nc * sizeof(*nl));
	s->line = nl;
	char **ni = realloc(s->id, nc * sizeof(*ni));
	if (ni == NULL)
		return ak_errf(e, "out of memory (%zu bytes)", nc * sizeof(*ni));
	s->id = ni;
	*cap = nc;
	return 0;
}

/* the instances past memory: bytes, the room of cap and the ids (wb),
 * and one more id of idlen bytes; the error at where, or 0.  A growth
 * (set_grow) holds the old arrays beside the new instances' while
 * realloc copies them: its peak, cap·(instance, line, id) + 2cap
 * instances, is what is counted then */
static int
set_over(size_t cap, size_t wb, size_t idlen, size_t n, size_t memory,
    const char *where, ak_err *e)
{
	size_t nc = n == cap ? (cap ? 2 * cap : 256) : cap;
	double per = (double)(sizeof(ak_addr_inst) + sizeof(long) +
	    sizeof(char *)), ids = (double)wb + (double)ak_heap_bytes(idlen +
	    1);
	double b = (double)nc * per + ids;
	char mb[AK_FMT_SIZE_MAX];

	if (n == cap)	/* the growth's peak, while x is copied */
		b = fmax(b, (double)cap * per + (double)nc *
		    (double)sizeof(ak_addr_inst) + ids);
	if (memory == SIZE_MAX || b <= (double)memory)
		return 0;
	return ak_errf(e, "%s: the instances need more than --memory %s "
	    "(%.1f MB for the %zu read so far)", where, ak_fmt_size(mb,
	    memory), b / (1024.0 * 1024), n);
}

int
ak_addr_set_read(ak_addr_set *s, const char *path, size_t nkeys,
    size_t nvals, size_t memory, ak_err *e)
{
	ak_reader r;
	char *f[64];
	size_t ncol = 0, cap = 0, wb = 0;
	long ctext = -1, cans = -1, cid = -1;
	int rc;
	ak_err pe;

	memset(s, 0, sizeof(*s));
	if (ak_reader_open(&r, path, e) != 0)
		return -1;
	r.check_utf8 = 1;
	while ((rc = ak_reader_next(&r, e)) == 1) {
		if (r.line[0] == '#')
			continue;
		size_t nf = ak_split_tab(r.line, f, 64);
		if (ncol == 0) {
			if (nf > 64) {
				ak_errf(e, "%s: more than 64 columns",
				    ak_reader_where(&r));
				goto fail;
			}
			ncol = nf;
			ctext = find_col(f, nf, "text");
			cans = find_col(f, nf, "answer");
			cid = find_col(f, nf, "id");
			if (ctext < 0) {
				ak_errf(e, "%s: header has no 'text' column",
				    ak_reader_where(&r));
				goto fail;
			}
			continue;
		}
		if (nf != ncol) {
			ak_errf(e, "%s: %zu fields, header has %zu",
			    ak_reader_where(&r), nf, ncol);
			goto fail;
		}
		char num[32];
		snprintf(num, sizeof num, "%ld", r.lineno);
		const char *id = cid >= 0 ? f[cid] : num;
		if (set_over(cap, wb, strlen(id), s->n, memory,
		    ak_reader_where(&r), e) != 0)
			goto fail;
		if (s->n == cap && set_grow(s, &cap, e) != 0) {
			ak_err_at(e, ak_reader_where(&r));
			goto fail;
		}
		ak_addr_inst *x = &s->x[s->n];
		if (ak_addr_parse(x, f[ctext], nkeys, nvals, &pe) != 0) {
			ak_errf(e, "%s: %s", ak_reader_where(&r), pe.msg);
			goto fail;
		}
		if (cans >= 0) {
			long v = ak_addr_value_parse(f[cans], nvals);
			if (v < 0) {
				ak_errf(e, "%s: answer '%.40s' is not a value "
				    "0..%zu", ak_reader_where(&r), f[cans],
				    nvals - 1);
				goto fail;
			}
			x->answer = (size_t)v;
		}
		wb += ak_heap_bytes(strlen(id) + 1);
		s->id[s->n] = ak_strdup(id, e);
		if (s->id[s->n] == NULL)
			goto fail;
		s->line[s->n] = r.lineno;
		s->n++;
	}
	if (rc < 0)
		goto fail;
	if (ncol == 0) {
		ak_errf(e, "%s: empty input: no header", r.name);
		goto fail;
	}
	if (s->n == 0) {
		ak_errf(e, "%s: no instances", r.name);
		goto fail;
	}
	ak_reader_close(&r);
	return 0;
fail:
	ak_reader_close(&r);
	ak_addr_set_free(s);
	return -1;
}

uint64_t
ak_addr_insts_hash(const ak_addr_inst *x, size_t n)
{
	/* an instance a row of numbers (modelhash.h): its pairs' count,
	   keys and values, the query, the answer */
	double v[2 * AK_ADDR_MAXPAIRS + 3];
	uint64_t h = ak_mhash_start();

	for (size_t i = 0; i < n; i++) {
		size_t k = 0;
		v[k++] = (double)x[i].n;
		for (size_t j = 0; j < x[i].n; j++) {
			v[k++] = x[i].key[j];
			v[k++] = x[i].val[j];
		}
		v[k++] = (double)x[i].query;
		v[k++] = (double)x[i].answer;
		h = ak_mhash_row(h, "", v, k);
	}
	return ak_mhash_end(h);
}

void
ak_addr_set_free(ak_addr_set *s)
{
	for (size_t i = 0; i < s->n && s->id != NULL; i++)
		free(s->id[i]);
	free(s->id);
	free(s->x);
	free(s->line);
	memset(s, 0, sizeof(*s));
}
