#include <cblas.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "blasthr.h"
#include "emb.h"
#include "evalsets-int.h"
#include "filekind.h"
#include "io.h"
#include "mem.h"
#include "numfmt.h"
#include "tokseq.h"
#include "utok.h"

#define BLOCK 64		/* analogy questions per matrix product */

/* average ranks (1-based) of x[0..n) into rk; the count of distinct
 * values into *groups (NULL: not wanted) */
static int
ranks(double *rk, const double *x, size_t n, size_t *groups, ak_err *e)
{
	size_t g = 0;

	size_t *idx = ak_alloc_n(n, sizeof(size_t), e);

	if (idx == NULL)
		return -1;
	for (size_t i = 0; i < n; i++)
		idx[i] = i;
	/* Shell sort by x: the sets have about a thousand pairs */
	for (size_t gap = n / 2; gap > 0; gap /= 2)
		for (size_t i = gap; i < n; i++)
			for (size_t j = i; j >= gap &&
			    x[idx[j - gap]] > x[idx[j]]; j -= gap) {
				size_t t = idx[j];
				idx[j] = idx[j - gap];
				idx[j - gap] = t;
			}
	for (size_t i = 0; i < n;) {
		size_t j = i;

		while (j + 1 < n && x[idx[j + 1]] == x[idx[i]])
			j++;
		for (size_t k = i; k <= j; k++)	/* ranks i+1 .. j+1 */
			rk[idx[k]] = (double)(i + j + 2) / 2;
		i = j + 1;
		g++;
	}
	if (groups != NULL)
		*groups = g;
	free(idx);
	return 0;
}

/*
 * ak_spearman: Spearman's ρ of x and y (n values each), average ranks for
 * ties; *xdistinct, *ydistinct: x's and y's distinct values.  *ok = 0
 * (and 0 returned) when n < 2 or either has no spread.  Returns 0 or -1
 * (memory).
 */
static int
ak_spearman(double *rho, int *ok, size_t *xdistinct, size_t *ydistinct,
    const double *x, const double *y, size_t n, ak_err *e)
{
	double *rx, *ry, mx = 0, my = 0, sxy = 0, sxx = 0, syy = 0;

	*rho = 0;
	*ok = 0;
	*xdistinct = *ydistinct = n;
	if (n < 2)
		return 0;
	if ((rx = ak_alloc_n(n, sizeof(double), e)) == NULL)
		return -1;
	if ((ry = ak_alloc_n(n, sizeof(double), e)) == NULL ||
	    ranks(rx, x, n, xdistinct, e) != 0 ||
	    ranks(ry, y, n, ydistinct, e) != 0) {
		free(rx);
		free(ry);
		return -1;
	}
	for (size_t i = 0; i < n; i++) {
		mx += rx[i];
		my += ry[i];
	}
	mx /= (double)n;
	my /= (double)n;
	for (size_t i = 0; i < n; i++) {
		sxy += (rx[i] - mx) * (ry[i] - my);
		sxx += (rx[i] - mx) * (rx[i] - mx);
		syy += (ry[i] - my) * (ry[i] - my);
	}
	if (sxx > 0 && syy > 0) {
		*rho = sxy / sqrt(sxx * syy);
		*ok = 1;
	}
	free(rx);
	free(ry);
	return 0;
}

void
ak_simeval_free(ak_simeval *r)
{
	for (size_t i = 0; i < r->n; i++) {
		free(r->p[i].w1);
		free(r->p[i].w2);
	}
	free(r->p);
	memset(r, 0, sizeof(*r));
}

/* the work of ρ a pair: its cosine and score, their ranks, an index */
#define RHO_BYTES (4 * sizeof(double) + sizeof(size_t))

/* the refusal of item n + 1 (what: "the similarity pairs need") at
 * where, with bytes for those read so far */
static int
over(ak_err *e, const char *where, const char *what, size_t memory,
    size_t held, size_t bytes, size_t n)
{
	char mb[AK_FMT_SIZE_MAX];

	return ak_errf(e, "%s: %s more than --memory %s (%.1f MB for the %zu "
	    "read so far, and %.1f MB held beside them)", where, what,
	    ak_fmt_size(mb, memory), ak_mb_up(bytes), n, ak_mb_up(held));
}

/* the words of emb regardless of case, as gensim's evaluate_word_pairs
 * (its bytes added to *held, within memory), and path opened into rd */
static int
fold_open(ak_emb_fold *fold, const ak_table *emb, ak_reader *rd,
    const char *path, size_t memory, size_t *held, ak_err *e)
{
	*held += ak_emb_fold_bytes(emb);
	if (*held > memory)
		return ak_errf(e, "%s: the words looked up regardless of case "
		    "need more than --memory (%.1f MB held)", path,
		    ak_mb_up(*held));
	if (ak_emb_fold_init(fold, emb, AK_TOK_UNICODE, e) != 0)
		return -1;
	if (ak_reader_open(rd, path, e) != 0) {
		ak_emb_fold_free(fold);
		return -1;
	}
	rd->check_utf8 = 1;
	return 0;
}

/* 1 when w ends in a part-of-speech tag: -n, -v, -j, -a or -r (MEN's
 * lemma files, 'sun-n') */
static int
pos_tagged(const char *w)
{
	size_t n = strlen(w);

	return n > 2 && w[n - 2] == '-' && strchr("nvjar", w[n - 1]) != NULL;
}

/* no pair of r has both words in the embeddings: the error gensim's
 * evaluate_word_pairs raises too ("No valid similarity judgements
 * found"); POS-tagged words named with the sed that drops the tags.  -1 */
static int
none_covered(const ak_simeval *r, const char *path, ak_err *e)
{
	size_t tagged = 0;
	char cmd[300];

	for (size_t i = 0; i < r->n; i++)
		tagged += pos_tagged(r->p[i].w1) && pos_tagged(r->p[i].w2);
	if (tagged == r->n)
		return ak_errf(e, "%s: none of its %zu pairs has both words "
		    "in the embeddings: every word ends in a part-of-speech "
		    "tag ('%s'), as MEN's lemma files do: drop the tags with "
		    "%s > %s.tsv", path, r->n, r->p[0].w1, ak_sed_cmd(cmd,
		    sizeof cmd, "'s/-[nvjar]\\t/\\t/g'", path), path);
	return ak_errf(e, "%s: none of its %zu pairs has both words in the "
	    "embeddings (the first: '%s' '%s'): nothing to rank", path, r->n,
	    r->p[0].w1, r->p[0].w2);
}

/* pair p (read at line) of r scored with emb when both its words have
 * vectors: its cosine, 0 where one is a zero vector (gensim's
 * similarity() too), counted in r->zero */
static void
cover(ak_simeval *r, ak_simpair *p, const ak_table *emb,
    const ak_emb_fold *fold, size_t line)
{
	long a = ak_emb_fold_find(fold, p->w1);
	long b = ak_emb_fold_find(fold, p->w2);
	size_t d = emb->cols;

	if (a < 0 || b < 0)
		return;
	p->covered = 1;
	p->cosine = ak_cosine(emb->x + (size_t)a * d, emb->x + (size_t)b * d,
	    d);
	if ((ak_is_zero(emb->x + (size_t)a * d, d) ||
	    ak_is_zero(emb->x + (size_t)b * d, d)) && r->zero++ == 0) {
		r->zero_first = r->n - 1;
		r->zero_line = line;
	}
	r->covered++;
}

int
ak_eval_similarity(ak_simeval *r, const ak_table *emb, const char *path,
    size_t memory, size_t held, ak_err *e)
{
	ak_reader rd;
	ak_emb_fold fold;
	size_t cap = 0, wb = 0;
	double *x = NULL, *y = NULL;
	int rc;

	memset(r, 0, sizeof(*r));
	if (fold_open(&fold, emb, &rd, path, memory, &held, e) != 0)
		return -1;
	while ((rc = ak_reader_next_enc(&rd, e)) == 1) {
		char *f[4];
		double h;
		ak_simpair *p;

		if ((rc = ak_reader_cr_alone(&rd, e)) != 0 || (rc =
		    ak_bom_later(rd.line, rd.len, rd.lineno, rd.name, e)) != 0)
			break;
		if (rd.line[0] == '#')
			continue;
		if ((rc = ak_sim_fields(&rd, f, &h, r->n == 0, e)) != 0)
			break;
		/* the budget, before the pair is taken (its array doubled
		 * when full: realloc remaps a large block, no copy) */
		size_t nc = r->n == cap ? (cap ? 2 * cap : 512) : cap;
		size_t wl = ak_heap_bytes(strlen(f[0]) + 1) +
		    ak_heap_bytes(strlen(f[1]) + 1);
		size_t nb = nc * sizeof(*p) + wb + wl + (r->n + 1) *
		    RHO_BYTES;
		if (held > memory || nb > memory - held) {
			rc = over(e, ak_reader_where(&rd), "the similarity "
			    "pairs need", memory, held, nb, r->n + 1);
			break;
		}
		wb += wl;
		if (r->n == cap) {
			cap = nc;
			p = realloc(r->p, cap * sizeof(*p));
			if (p == NULL) {
				rc = ak_errf(e, "%s: out of memory (%zu bytes)",
				    ak_reader_where(&rd), cap * sizeof(*p));
				break;
			}
			r->p = p;
		}
		p = &r->p[r->n];
		memset(p, 0, sizeof(*p));
		p->human = h;
		p->w1 = ak_strdup(f[0], e);
		p->w2 = ak_strdup(f[1], e);
		r->n++;
		if (p->w1 == NULL || p->w2 == NULL) {
			rc = -1;
			break;
		}
		cover(r, p, emb, &fold, (size_t)rd.lineno);
	}
	ak_reader_close(&rd);
	r->bytes = cap * sizeof(*r->p) + wb;
	if (rc == 0 && r->n == 0)
		rc = ak_errf(e, "%s: no word pairs", path);
	if (rc == 0 && r->covered == 0)
		rc = none_covered(r, path, e);
	if (rc == 0 && ((x = ak_alloc_n(r->covered, sizeof(double), e)) ==
	    NULL || (y = ak_alloc_n(r->covered, sizeof(double), e)) == NULL))
		rc = -1;
	if (rc == 0) {
		size_t k = 0;

		for (size_t i = 0; i < r->n; i++)
			if (r->p[i].covered) {
				/* ranked as printed (%.9g): cosines
				   that differ in their last bits only
				   (equal vectors summed in another
				   order) are a tie, not a ranking of
				   rounding noise (metrics.h's rule) */
				x[k] = ak_round_9g(r->p[i].cosine) + 0.0;
				y[k++] = r->p[i].human;
			}
		rc = ak_spearman(&r->rho, &r->has_rho, &r->distinct,
		    &r->hdistinct, x, y, k, e);
	}
	free(x);
	free(y);
	ak_emb_fold_free(&fold);
	if (rc != 0) {
		ak_simeval_free(r);
		return -1;
	}
	return 0;
}

void
ak_anaeval_free(ak_anaeval *r)
{
	for (size_t i = 0; i < r->nq; i++)
		for (int j = 0; j < 4; j++)
			free(r->q[i].w[j]);
	for (size_t i = 0; i < r->nsec; i++)
		free(r->s[i].name);
	free(r->q);
	free(r->s);
	memset(r, 0, sizeof(*r));
}

static int
add_section(ak_anaeval *r, const char *name, size_t *cap, ak_err *e)
{
	if (r->nsec == *cap) {
		size_t nc = *cap ? 2 * *cap : 16;
		ak_anasec *s = realloc(r->s, nc * sizeof(*s));
		if (s == NULL)
			return ak_errf(e, "out of memory (%zu bytes)", nc *
			    sizeof(*s));
		r->s = s;
		*cap = nc;
	}
	memset(&r->s[r->nsec], 0, sizeof(ak_anasec));
	if ((r->s[r->nsec].name = ak_strdup(name, e)) == NULL)
		return -1;
	r->nsec++;
	return 0;
}

/* rd's line of an analogy set, before it is split, when it starts with
 * '#': 1, a comment to skip, but for four words whose first starts with
 * '#' and is more than it (a hashtag, '#happy happy #sad sad': a question,
 * as gensim's evaluate_word_analogies, which has no comments, reads every
 * line of four words), 0; a comment of '#' and three words, which gensim
 * would count as a question, is counted in r->hash4 (its first line
 * r->hash4_line) for the caller to say */
static int
ana_comment(ak_anaeval *r, const ak_reader *rd)
{
	const char *l = rd->line;
	size_t nw;

	if (l[0] != '#')
		return 0;
	nw = ak_split_ws(rd->line, NULL, 0);
	if (nw == 4 && l[1] != ' ' && l[1] != '\t' && l[1] != '\0')
		return 0;
	if (nw == 4 && r->hash4++ == 0)
		r->hash4_line = (size_t)rd->lineno;
	return 1;
}

/* rd's line ': name', a section as gensim's evaluate_word_analogies opens
 * one (a colon and a space; a question's first word may start with ':',
 * an emoticon ':)'), added to r, its name as gensim's (the colons and
 * spaces before it, the spaces and TABs after it dropped; "-" when
 * none); a TAB in it would split the evaluation table's line:
 * refused.  0 or -1 */
static int
ana_section(ak_anaeval *r, ak_reader *rd, size_t *scap, ak_err *e)
{
	char *name = rd->line + 2, *end;

	name += strspn(name, ": ");	/* gensim's line.lstrip(': ') */
	name += strspn(name, " \t");	/* and .strip() */
	end = name + strlen(name);
	while (end > name && (end[-1] == ' ' || end[-1] == '\t'))
		*--end = '\0';
	if (strchr(name, '\t') != NULL) {
		const char *n = strcmp(rd->name, "<stdin>") ? rd->name :
		    "FILE";
		char cmd[1200];	/* through zcat for gzip: io.h */
		ak_filter_cmd(cmd, sizeof cmd, "sed '/^: /s/\\t/ /g'",
		    rd->name, rd->gz != NULL);
		return ak_errf(e, "%s: a TAB in the section's name, which "
		    "would split the evaluation table's line: make it a space: "
		    "%s > %s.txt", ak_reader_where(rd), cmd, n);
	}
	if (add_section(r, *name ? name : "-", scap, e) != 0) {
		ak_err_at(e, ak_reader_where(rd));
		return -1;
	}
	return 0;
}

/* the error of rd's line of nw != 4 words w (split), not a section:
 * another set's line, a CSV, an empty line, a line starting with ':'
 * that is no section (': name' has a space), else the count.  -1 */
static int
ana_bad_line(const ak_anaeval *r, const ak_reader *rd, char *const *w,
    size_t nw, ak_err *e)
{
	int rc;
	char cmd[1200], scr[40];

	if ((rc = ak_ana_is_similarity(ak_reader_where(rd), w, nw, e)) != 0 ||
	    (nw == 1 && (rc = ak_ana_csv(rd, w[0], r->nq == 0 && r->nsec == 0,
	    e)) != 0))
		return rc;
	if (nw == 0)
		return ak_empty_line(ak_reader_where(rd), rd->name, "txt", e);
	if (w[0][0] == ':') {
		const char *n = strcmp(rd->name, "<stdin>") ? rd->name :
		    "FILE";
		snprintf(scr, sizeof scr, "sed '%lds/^:/: /'", rd->lineno);
		if (rd->gz != NULL) {	/* sed -i cannot write gzip */
			size_t k = strlen(ak_filter_cmd(cmd, sizeof cmd, scr,
			    rd->name, 1));
			snprintf(cmd + k, sizeof cmd - k, " > %s.txt", n);
		} else
			snprintf(cmd, sizeof cmd, "sed -i %s %s", scr + 4, n);
		return ak_errf(e, "%s: '%.40s%s' is no section and no "
		    "question (%zu word%s, want 4: a b c d): a section line "
		    "starts with ': ', a colon and a space (questions-words."
		    "txt; gensim's evaluate_word_analogies opens none without "
		    "it): %s", ak_reader_where(rd), w[0], nw > 1 ? " ..." : "",
		    nw, nw == 1 ? "" : "s", cmd);
	}
	return ak_errf(e, "%s: %zu word%s, want 4 (a b c d) or ': section'",
	    ak_reader_where(rd), nw, nw == 1 ? "" : "s");
}

static int
read_questions(ak_anaeval *r, const char *path, size_t memory, size_t held,
    ak_err *e)
{
	ak_reader rd;
	size_t qcap = 0, scap = 0, wb = 0;
	int rc;

	if (ak_reader_open(&rd, path, e) != 0)
		return -1;
	rd.check_utf8 = 1;
	while ((rc = ak_reader_next_enc(&rd, e)) == 1) {
		char *w[5];
		size_t nw;

		if ((rc = ak_reader_cr_alone(&rd, e)) != 0 || (rc =
		    ak_bom_later(rd.line, rd.len, rd.lineno, rd.name, e)) != 0)
			break;
		if (ana_comment(r, &rd))
			continue;
		if (rd.line[0] == ':' && rd.line[1] == ' ') {
			if ((rc = ana_section(r, &rd, &scap, e)) != 0)
				break;
			continue;
		}
		int lead = rd.line[0] == '\t', tab = strchr(rd.line, '\t') !=
		    NULL;
		nw = ak_split_ws(rd.line, w, 5);
		if ((rc = ak_ana_index(&rd, w, nw, lead, tab, r->nq == 0 &&
		    r->nsec == 0, e)) != 0)
			break;
		if (nw != 4) {
			rc = ana_bad_line(r, &rd, w, nw, e);
			break;
		}
		if ((rc = ak_words_quoted(ak_reader_where(&rd), rd.name, w, 4,
		    r->nq == 0, e)) != 0 || (rc = ak_ana_header(&rd, w,
		    r->nq == 0 && r->nsec == 0, e)) != 0)
			break;
		if (r->nsec == 0 && (rc = add_section(r, "-", &scap, e)) != 0) {
			ak_err_at(e, ak_reader_where(&rd));
			break;
		}
		/* the budget, before the question is taken */
		size_t nc = r->nq == qcap ? (qcap ? 2 * qcap : 1024) : qcap;
		size_t wl = 0;
		for (int j = 0; j < 4; j++)
			wl += ak_heap_bytes(strlen(w[j]) + 1);
		size_t b = nc * sizeof(ak_anaq) + wb + wl;
		if (held > memory || b > memory - held) {
			rc = over(e, ak_reader_where(&rd), "the analogy "
			    "questions need", memory, held, b, r->nq + 1);
			break;
		}
		wb += wl;
		if (r->nq == qcap) {
			ak_anaq *q = realloc(r->q, nc * sizeof(*q));
			if (q == NULL) {
				rc = ak_errf(e, "%s: out of memory (%zu bytes)",
				    ak_reader_where(&rd), nc * sizeof(*q));
				break;
			}
			r->q = q;
			qcap = nc;
		}
		ak_anaq *q = &r->q[r->nq++];
		memset(q, 0, sizeof(*q));
		q->sec = r->nsec - 1;
		q->add = q->mul = -1;
		q->line = (size_t)rd.lineno;
		for (int j = 0; j < 4; j++)
			if ((q->w[j] = ak_strdup(w[j], e)) == NULL)
				rc = -1;
		if (rc < 0)
			break;
	}
	ak_reader_close(&rd);
	r->bytes = qcap * sizeof(*r->q) + wb;
	if (rc == 0 && r->nq == 0)
		rc = ak_errf(e, "%s: no analogy questions", path);
	return rc < 0 ? -1 : 0;
}

/* 1 when a candidate's score v beats the best so far (best, of the
 * row have, -1 for none) as printed: a score equal to it in 9 significant
 * digits (ak_round_9g) is a tie, which the lower row keeps, so that an
 * answer is not chosen by the last bits of a sum (metrics.h's rule) */
static int
above(double v, double best, long have)
{
	return v > best && (have < 0 || ak_round_9g(v) != ak_round_9g(best));
}

/* answer the covered questions qi[0..nb) (rows in row[4*j..]) with the
 * normalised embeddings N (V×d), whose zero rows (zero[x] 1) are no
 * candidates: no direction, their cosines 0 by convention would beat
 * every negative score (gensim's are NaN, never chosen); S: V×3nb
 * scratch, Qm: 3nb×d scratch */
static void
answer_block(ak_anaeval *r, const size_t *qi, const long *row, size_t nb,
    const double *N, const unsigned char *zero, size_t V, size_t d,
    double *S, double *Qm, const ak_emb_fold *fold)
{
	size_t w = 3 * nb;

	for (size_t j = 0; j < nb; j++)
		for (int t = 0; t < 3; t++)
			memcpy(Qm + (3 * j + (size_t)t) * d,
			    N + (size_t)row[4 * j + (size_t)t] * d,
			    d * sizeof(double));
	/* one OpenBLAS thread: the cosines, so the answers, must not depend
	 * on the thread count (blasthr.h) */
	int saved = ak_blas_serial_begin();
	cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasTrans, (int)V, (int)w,
	    (int)d, 1.0, N, (int)d, Qm, (int)d, 0.0, S, (int)w);
	ak_blas_serial_end(saved);
	for (size_t j = 0; j < nb; j++) {
		long a = row[4 * j], b = row[4 * j + 1], c = row[4 * j + 2];
		double best_add = -INFINITY, best_mul = -INFINITY;
		long ba = -1, bm = -1;

		for (size_t x = 0; x < V; x++) {
			const double *s = S + x * w + 3 * j;
			double add, mul;

			long k = (long)ak_emb_fold_class(fold, x);

			if (k == a || k == b || k == c || zero[x])
				continue;	/* a question word, no direction */
			add = s[1] - s[0] + s[2];
			mul = ((s[1] + 1) / 2) * ((s[2] + 1) / 2) /
			    ((s[0] + 1) / 2 + 0.001);
			if (above(add, best_add, ba)) {
				best_add = add;
				ba = (long)x;
			}
			if (above(mul, best_mul, bm)) {
				best_mul = mul;
				bm = (long)x;
			}
		}
		r->q[qi[j]].add = ba;
		r->q[qi[j]].mul = bm;
	}
}

/* emb's rows as unit vectors into N (V×d), each scaled by its largest
 * |entry| first (ak_cosine's care); zero[i] 1 for a zero row, which
 * stays 0 */
static void
unit_rows(double *N, unsigned char *zero, const ak_table *emb)
{
	size_t d = emb->cols;

	for (size_t i = 0; i < emb->rows; i++) {
		const double *x = emb->x + i * d;
		double m = 0, s = 0;

		for (size_t j = 0; j < d; j++)
			m = fmax(m, fabs(x[j]));
		zero[i] = m == 0;
		if (m == 0)
			continue;
		for (size_t j = 0; j < d; j++)
			s += (x[j] / m) * (x[j] / m);
		s = sqrt(s);
		for (size_t j = 0; j < d; j++)
			N[i * d + j] = x[j] / m / s;
	}
}

/* covered question i of r (its rows rw: a b c d) with a zero vector:
 * among a, b, c, 1 (no direction, so no answer: counted wrong) and
 * counted in zero_abc; as d, counted in zero_d (no zero row is a
 * candidate: never right), and 0 */
static int
zero_word(ak_anaeval *r, size_t i, const long *rw, const unsigned char *zero)
{
	if (zero[rw[0]] || zero[rw[1]] || zero[rw[2]]) {
		if (r->zero_abc++ == 0)
			r->first_abc = (long)i;
		return 1;
	}
	if (zero[rw[3]] && r->zero_d++ == 0)
		r->first_d = (long)i;
	return 0;
}

size_t
ak_eval_analogy_bytes(const ak_table *t)
{
	size_t V = t->rows, d = t->cols;

	return (V * d + V * 3 * BLOCK + 3 * BLOCK * d) * sizeof(double) + V +
	    ak_emb_fold_bytes(t);
}

int
ak_eval_analogy(ak_anaeval *r, const ak_table *emb, const char *path,
    size_t memory, size_t held, ak_err *e)
{
	size_t V = emb->rows, d = emb->cols, nb = 0;
	double *N = NULL, *S = NULL, *Qm = NULL;
	unsigned char *zero = NULL;
	size_t qi[BLOCK];
	long row[4 * BLOCK];
	ak_emb_fold fold = { 0 };
	int rc = -1;

	memset(r, 0, sizeof(*r));
	/* the words regardless of case, as gensim's evaluate_word_analogies
	 * (in ak_eval_analogy_bytes, which the caller holds) */
	if (read_questions(r, path, memory, held, e) != 0 ||
	    ak_emb_fold_init(&fold, emb, AK_TOK_UNICODE, e) != 0)
		goto out;
	if ((N = ak_alloc_n(V * d, sizeof(double), e)) == NULL ||
	    (S = ak_alloc_n(V * 3 * BLOCK, sizeof(double), e)) == NULL ||
	    (Qm = ak_alloc_n(3 * BLOCK * d, sizeof(double), e)) == NULL ||
	    (zero = ak_alloc_n(V ? V : 1, 1, e)) == NULL)
		goto out;
	unit_rows(N, zero, emb);
	r->first_abc = r->first_d = -1;
	for (size_t i = 0; i < r->nq; i++) {
		ak_anaq *q = &r->q[i];
		long rw[4];
		int cov = 1;

		for (int j = 0; j < 4; j++)
			cov &= (rw[j] = ak_emb_fold_find(&fold, q->w[j])) >= 0;
		q->covered = cov;
		r->s[q->sec].n++;
		if (!cov)
			continue;
		r->s[q->sec].covered++;
		if (zero_word(r, i, rw, zero))	/* no answer */
			continue;
		memcpy(row + 4 * nb, rw, sizeof rw);
		qi[nb++] = i;
		if (nb == BLOCK) {
			answer_block(r, qi, row, nb, N, zero, V, d, S, Qm,
			    &fold);
			nb = 0;
		}
	}
	if (nb > 0)
		answer_block(r, qi, row, nb, N, zero, V, d, S, Qm, &fold);
	for (size_t i = 0; i < r->nq; i++) {
		ak_anaq *q = &r->q[i];
		long want;

		if (!q->covered)
			continue;
		/* right when of the expected word's class (its case) */
		want = ak_emb_fold_find(&fold, q->w[3]);
		r->s[q->sec].add_ok += q->add >= 0 && (long)ak_emb_fold_class(
		    &fold, (size_t)q->add) == want;
		r->s[q->sec].mul_ok += q->mul >= 0 && (long)ak_emb_fold_class(
		    &fold, (size_t)q->mul) == want;
	}
	for (size_t s = 0; s < r->nsec; s++) {
		r->n += r->s[s].n;
		r->covered += r->s[s].covered;
		r->add_ok += r->s[s].add_ok;
		r->mul_ok += r->s[s].mul_ok;
	}
	rc = 0;
out:
	ak_emb_fold_free(&fold);
	free(N);
	free(S);
	free(Qm);
	free(zero);
	if (rc != 0)
		ak_anaeval_free(r);
	return rc;
}
