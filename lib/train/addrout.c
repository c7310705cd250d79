/* addrout.c — the tables of attn-train addr (see addrout.h). */
#include <stdio.h>
#include <string.h>

#include "addrout.h"

void
ak_addr_write_gen(FILE *fp, const ak_addr_gen *g, size_t count, int mirror,
    ak_rng *r)
{
	ak_addr_inst x, twin;
	char text[AK_ADDR_MAXPAIRS * 8 + 8];
	unsigned long id = 0;

	fputs("id\tpairs\tdist\tdist2\ttext\tanswer\n", fp);
	for (size_t n = g->lo; n <= g->hi; n++)
		for (size_t i = 0; i < count; i++) {
			ak_addr_sample(&x, g, n, r);
			for (int k = 0; k < 2; k++) {
				const ak_addr_inst *y = k ? &twin : &x;
				if (k && (!mirror ||
				    ak_addr_mirror(&twin, &x) != 0))
					break;
				ak_addr_format(text, sizeof text, y);
				fprintf(fp, "%lu\t%zu\t%zu\t%zu\t%s\t%zu\n",
				    ++id, y->n, ak_addr_dist(y, y->target),
				    y->other == AK_ADDR_NONE ? 0 :
				    ak_addr_dist(y, y->other), text, y->answer);
			}
		}
}

void
ak_addr_write_each(FILE *fp, ak_addr_fwd *f, const ak_addr_model *m,
    const ak_addr_set *s)
{
	fputs("id\tpairs\tdist\tdist2\tanswer\tpred\tcorrect\t"
	    "p_answer\tw_target\n", fp);
	for (size_t i = 0; i < s->n; i++) {
		const ak_addr_inst *x = &s->x[i];
		ak_addr_forward(f, m, x);
		fprintf(fp, "%s\t%zu\t%zu\t%zu\t%zu\t%zu\t%d\t%.9g\t%.9g\n",
		    s->id[i], x->n, ak_addr_dist(x, x->target),
		    x->other == AK_ADDR_NONE ? 0 : ak_addr_dist(x, x->other),
		    x->answer, f->pred, f->pred == x->answer, f->p[x->answer],
		    f->a[x->target]);
	}
}

void
ak_addr_write_score(FILE *fp, const ak_addr_score *sc, int by)
{
	static const char *const col[] = { "set", "pairs", "dist" };

	fprintf(fp, "%s\tn\tcorrect\taccuracy%s\n", col[by],
	    by == AK_ADDR_BY_ALL ? "\tloss" : "");
	for (size_t b = 0; b <= AK_ADDR_MAXPAIRS; b++) {
		if (sc->n[b] == 0)
			continue;
		if (by == AK_ADDR_BY_ALL)
			fprintf(fp, "all\t%zu\t%zu\t%.9g\t%.9g\n", sc->n[b],
			    sc->correct[b],
			    (double)sc->correct[b] / (double)sc->n[b],
			    sc->loss / (double)sc->total);
		else
			fprintf(fp, "%zu\t%zu\t%zu\t%.9g\n", b, sc->n[b],
			    sc->correct[b],
			    (double)sc->correct[b] / (double)sc->n[b]);
	}
}

void
ak_addr_write_attend(FILE *fp, ak_addr_fwd *f, const ak_addr_model *m,
    const ak_addr_set *s)
{
	char kn[4], pn[16];

	fputs("id\tqpos\tquery\tkpos\tkey\tweight\tdist\ttarget\n", fp);
	for (size_t i = 0; i < s->n; i++) {
		const ak_addr_inst *x = &s->x[i];
		ak_addr_forward(f, m, x);
		ak_addr_key_name(kn, x->query);
		for (size_t j = 0; j < x->n; j++) {
			ak_addr_pair_name(pn, sizeof pn, x, j);
			fprintf(fp, "%s\t%zu\t?%s\t%zu\t%s\t%.9g\t%zu\t%d\n",
			    s->id[i], x->n + 1, kn, j + 1, pn, f->a[j],
			    ak_addr_dist(x, j), j == x->target);
		}
	}
}

void
ak_addr_write_iv(FILE *fp, const ak_addr_iv *iv, size_t n)
{
	static const char *const name[3] = { "a-permute", "b-key", "c-value" };
	static const char *const crit[3] = {
		"answer unchanged when the pairs are permuted",
		"attention argmax moves to the pair now holding the queried key",
		"weights bit-identical and the answer is the new value"
	};

	fprintf(fp, "intervention\tn\tpass\trate\tmax_dw\tcriterion\n");
	for (int k = 0; k < 3; k++)
		fprintf(fp, "%s\t%zu\t%zu\t%.9g\t%.3g\t%s\n", name[k],
		    iv->done[k], iv->pass[k],
		    (double)iv->pass[k] / (double)iv->done[k], iv->maxdw[k],
		    crit[k]);
	fprintf(fp, "# (a) largest change of an output probability: %.3g\n",
	    iv->maxdp_a);
	fprintf(fp, "# (c) weights bit-identical in %zu of %zu, answer "
	    "followed the value in %zu\n", iv->same_w_c, iv->done[2],
	    iv->moved_c);
	if (iv->done[0] < n)
		fprintf(fp, "# %zu instances with a duplicate key skipped "
		    "(the interventions assume unique keys)\n", n - iv->done[0]);
}

int
ak_addr_write_eval(FILE *fp, const ak_addr_model *m, const ak_addr_set *s,
    int by, int each, ak_err *e)
{
	ak_addr_fwd f;
	ak_addr_score sc;
	int rc = 0;

	if (each) {
		if (ak_addr_fwd_init(&f, &m->c, e) != 0)
			return -1;
		ak_addr_write_each(fp, &f, m, s);
		ak_addr_fwd_free(&f);
	} else if ((rc = ak_addr_eval(&sc, m, s->x, s->n, by, e)) == 0)
		ak_addr_write_score(fp, &sc, by);
	return rc;
}

int
ak_addr_pairs_parse(const char *str, long *lo, long *hi, ak_err *e)
{
	char buf[64];
	const char *dash = strchr(str, '-');
	size_t l;

	if (dash == NULL) {
		if (ak_parse_long(str, 2, AK_ADDR_MAXPAIRS, "--pairs", lo, e) !=
		    0)
			return -1;
		*hi = *lo;
		return 0;
	}
	l = (size_t)(dash - str);
	if (l >= sizeof buf)
		return ak_errf(e, "--pairs: '%s' is not N or LO-HI", str);
	memcpy(buf, str, l);
	buf[l] = '\0';
	if (ak_parse_long(buf, 2, AK_ADDR_MAXPAIRS, "--pairs", lo, e) != 0 ||
	    ak_parse_long(dash + 1, 2, AK_ADDR_MAXPAIRS, "--pairs", hi, e) != 0)
		return -1;
	if (*hi < *lo)
		return ak_errf(e, "--pairs: '%s': LO is above HI", str);
	return 0;
}

size_t
ak_addr_longest(const ak_addr_set *s, size_t floor)
{
	size_t longest = floor;

	for (size_t i = 0; i < s->n; i++)
		if (s->x[i].n > longest)
			longest = s->x[i].n;
	return longest;
}

int
ak_addr_train_check(const ak_addr_cfg *c, size_t steps, size_t batch,
    size_t longest, ak_err *e)
{
	double work = ak_addr_train_flops(c, steps, batch, longest);

	if (work > AK_ADDR_MAX_FLOPS)
		return ak_erru(e, "addr train: --steps %zu --batch-size %zu: the "
		    "run would reach %.2g flops, more than the limit of %.2g "
		    "(hours of work): fewer steps or a smaller batch", steps,
		    batch, work, AK_ADDR_MAX_FLOPS);
	return 0;
}

int
ak_addr_write_attention(FILE *fp, const ak_addr_model *m,
    const ak_addr_set *s, ak_err *e)
{
	ak_addr_fwd f;

	if (ak_addr_fwd_init(&f, &m->c, e) != 0)
		return -1;
	ak_addr_write_attend(fp, &f, m, s);
	ak_addr_fwd_free(&f);
	return 0;
}

int
ak_addr_iv_run(ak_addr_iv *iv, const ak_addr_model *m, const ak_addr_set *s,
    ak_rng *r, const char *src, ak_err *e)
{
	if (ak_addr_intervene(iv, m, s->x, s->n, r, e) != 0)
		return -1;
	if (iv->done[0] == 0)
		return ak_errf(e, "%s: no instance with unique keys and two or "
		    "more pairs: the interventions need them", s->n ? src :
		    "-");
	return 0;
}

int
ak_addr_set_read_model(ak_addr_set *s, const char *input, size_t nkeys,
    size_t nvals, const char *model, size_t memory, ak_err *e)
{
	char kn[4];
	size_t l;

	if (ak_addr_set_read(s, input, nkeys, nvals, memory, e) == 0)
		return 0;
	/* a key or value beyond the model's alphabets (ak_addr_parse's
	   words, the answer column's): the model named with them */
	if (strstr(e->msg, ": unknown key (keys are A..") == NULL &&
	    strstr(e->msg, ": unknown value (values are 0..") == NULL &&
	    strstr(e->msg, "' is not a value 0..") == NULL)
		return -1;
	ak_addr_key_name(kn, nkeys - 1);
	l = strlen(e->msg);
	ak_snfmt(e->msg + l, sizeof e->msg - l, ": %s was trained on keys "
	    "A..%s and values 0..%zu (--keys %zu --values %zu): give it "
	    "instances of those (attn-train addr gen --keys %zu --values %zu), "
	    "or train a model on these", strcmp(model, "-") == 0 ? "<stdin>" :
	    model, kn, nvals - 1, nkeys, nvals, nkeys, nvals);
	return -1;
}

int
ak_addr_load(ak_addr_model *m, ak_addr_set *s, const char *model,
    const char *input, size_t memory, ak_err *e)
{
	if (ak_addr_model_read(m, model, e) != 0)
		return -1;
	if (ak_addr_set_read_model(s, input, m->c.nkeys, m->c.nvals, model,
	    memory, e) != 0) {
		ak_addr_model_free(m);
		return -1;
	}
	return 0;
}
