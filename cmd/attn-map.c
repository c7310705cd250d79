/*
 * attn-map — attention maps of a token sequence over word embeddings, and
 * the numerical experiments of the lesson's attention sections.  See
 * attn-map(1).  This file: options, the checks of their combinations, the
 * map mode's wiring and main.  The rest of the command side is in
 * cmd/attn-map/ (am.h lists it); the maths is in lib/attn/attention,
 * lib/attn/mask,
 * lib/attn/heads, lib/attn/posenc and lib/attn/petab.
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn-map/am.h"
#include "autoscale.h"
#include "blasthr.h"
#include "mem.h"
#include "cli.h"
#include "emb.h"
#include "embfile.h"
#include "io.h"
#include "labpage.h"
#include "numlist.h"
#include "table.h"
#include "tokseq.h"

/* --html: the lab page of sequence s, starting from the options given */
static int
am_html(const struct am_opts *o, FILE *fp, const ak_table *emb, const ak_tokseq
    *s, ak_err *e)
{
	ak_lab_settings st = {
		.emb_path = o->emb, .all_tokens = o->all_tokens, .c = o->c,
		.random_dk = (size_t)o->random_dk, .seed = o->seed,
		.scale = !o->noscale, .tau = o->tau,
		.boost_key = o->nboost ? o->boost_key[0] : NULL,
		.boost = o->nboost ? o->boost[0] : 0,
		.swap_word = o->swap_word, .swap_other = o->swap_other,
		.noise = (size_t)o->noise, .noise_word = o->noise_word,
		.causal = o->causal
	};
	ak_lab_map *maps = NULL;

	if (o->maps != NULL && ak_lab_maps_read(&maps, &st.nmaps, o->maps,
	    e) != 0)
		return -1;
	st.maps = maps;
	int rc = ak_labpage_write(fp, emb, s, &st, e);
	ak_lab_maps_free(maps, st.nmaps);
	return rc;
}

/* --noise N: identical irrelevant keys, a zero vector or one word each */
static int
append_noise(const struct am_opts *o, const ak_table *emb, ak_tokseq *kv,
    ak_err *e)
{
	for (long i = 0; i < o->noise; i++) {
		if (ak_tokseq_append(kv, o->noise_word ? o->noise_word : "noise",
		    e) != 0)
			return -1;
		if (o->noise_word)
			kv->row[kv->n - 1] = (size_t)ak_table_find(emb,
			    o->noise_word);
	}
	return 0;
}

/*
 * --proj-scale auto: c by the rule of autoscale.h on the map of qs over kv
 * (set up once at c = 1), into o->c (am_auto_said)
 */
static int
auto_scale(struct am_opts *o, FILE *fp, const ak_table *emb,
    const ak_tokseq *qs, const ak_tokseq *kv, ak_err *e)
{
	am_head h;
	double c = 1, hbar = 0;
	int rc;

	o->c = 1;
	rc = am_head_setup(o, &h, emb, qs, kv, e);
	if (rc == 0)
		rc = ak_auto_scale(&h, AK_AUTO_FRAC, &c, &hbar, e);
	ak_maphead_free(&h);
	return am_auto_said(o, fp, rc, c, hbar, e);
}

/* the comment lines of the query sequence: the words left out, and those
 * found by case folding */
static void
seq_comments(FILE *fp, const ak_tokseq *qs)
{
	if (qs->ndrop) {
		size_t listed = ak_split_ws(qs->dropped, NULL, 0);
		fprintf(fp, "# dropped %zu out-of-vocabulary words: %s%s\n",
		    qs->ndrop, qs->dropped, listed < qs->ndrop ? " ..." : "");
	}
	if (qs->nfold)
		fprintf(fp, "# found by case folding (cased vectors, no exact "
		    "match): %s%s\n", qs->folded,
		    ak_split_ws(qs->folded, NULL, 0) < qs->nfold ? " ..." : "");
}

/* the token lines the map needs (up to --line and --kv-line) from the
   input or standard input into *L (*nl lines); none (*L NULL) when
   --text, and --kv-text with --cross, give the text (--batch reads its
   lines itself, cmd/attn-map/batch.c) */
static int
read_lines(const struct am_opts *o, am_line **L, size_t *nl, ak_err *e)
{
	long upto = 0;

	if (o->text && !(o->cross && !o->kvtext))
		return 0;
	upto = o->text ? 0 : o->line_set ? o->line : -1;
	if (o->cross && !o->kvtext && o->kvline > upto)
		upto = o->kvline;
	*L = ak_tokmsgs_read(o->input ? o->input : "-", upto, nl, e);
	if (*L != NULL && *nl > 0 && ak_tokline_header((*L)[0].where,
	    (*L)[0].label, (*L)[0].text, o->input ? o->input : "-",
	    (*L)[0].lineno, e) != 0) {
		ak_tokmsgs_free(*L, *nl);
		*L = NULL;
	}
	return *L == NULL ? -1 : 0;
}

/*
 * The embeddings within the run's budget (-M, or 80% of what the process
 * may have; embfile.h), as ppmi-svd --load reads them: a file too big is
 * refused at the row that passes it, not read whole; the map's check
 * (head.c) plans on what they leave.  --oov subword: and a fastText
 * model's n-gram rows (fasttext.h), for the sequences' unknown words.
 */
static int
read_emb(struct am_opts *o, ak_table *emb, ak_ft *ft, ak_err *e)
{
	if (ak_emb_read_ft(emb, ft, o->emb, (ak_emb_format)o->emb_format,
	    "--emb-format", o->budget > 0 ? o->budget : SIZE_MAX, 0, NULL,
	    e) != 0)
		return -1;
	if (!o->oov) {	/* the settings say --oov subword would serve */
		am_subword_hint(ak_ft_has_ngrams(ft));
		ak_ft_drop_rows(ft);
	} else if (ft->ngram == NULL) {
		ak_erru(e, "--oov subword: %s is not a fastText model (.bin): "
		    "its words have no n-grams", o->emb);
		ak_table_free(emb);
		return -1;
	}
	if (o->oov)
		am_subword_use(emb, ft);
	o->held = ak_table_bytes(emb) + (o->oov ? ft->bucket * ft->dim *
	    sizeof(float) : 0);
	return 0;
}

static int
run_map(struct am_opts *o, FILE *fp, ak_err *e)
{
	ak_table emb;
	ak_tokseq qs, ks;
	am_line *L = NULL;
	const am_line *ql = NULL, *kl = NULL;
	size_t nl = 0;
	int rc = -1;

	memset(&qs, 0, sizeof qs);
	memset(&ks, 0, sizeof ks);
	ak_ft ft = { 0 };
	if (read_emb(o, &emb, &ft, e) != 0)
		return -1;
	if (am_emb_words(o, &emb, e) != 0)
		goto out;	/* --noise-word, --swap-value */
	if (o->batch) {
		rc = am_run_batch(o, fp, &emb, e);
		goto out;
	}
	if (read_lines(o, &L, &nl, e) != 0)
		goto out;
	/* --line N: the file's line N (default: the first token line) */
	/* the option the words came with, in its notes and errors */
	const char *qname = o->text_tokens ? "--tokens" : "--text";
	if (!o->text && (ql = o->line_set ? ak_tokmsgs_find(L, nl, o->line,
	    "--line", e) : &L[0]) == NULL)
		goto out;
	if (o->cross && !o->kvtext && (kl = ak_tokmsgs_find(L, nl, o->kvline,
	    "--kv-line", e)) == NULL)
		goto out;
	if (o->text ? am_make_seq_text(o, &qs, &emb, o->text, qname, e) :
	    am_make_seq(o, &qs, &emb, ql->text, ql->where, e))
		goto out;
	if (o->cross && (o->kvtext ?
	    am_make_seq_text(o, &ks, &emb, o->kvtext, "--kv-text", e) :
	    am_make_seq(o, &ks, &emb, kl->text, kl->where, e)))
		goto out;
	/* --html: the page adds its noise tokens itself (it gets the first
	   n0 tokens), but first the map it starts from is computed below as
	   attn-map computes it, so that what attn-map refuses (scores that
	   are not finite) gives no page either */
	size_t n0 = qs.n;
	ak_tokseq *kv = o->cross ? &ks : &qs;
	if (append_noise(o, &emb, kv, e) != 0)
		goto out;
	if (am_check_memory(o, qs.n, kv->n, emb.cols, o->text ? qname :
	    ql->where, e) != 0)
		goto out;
	am_seq_notes(&qs, o->text ? qname : ql->where);
	if (o->cross)
		am_seq_notes(&ks, o->kvtext ? "--kv-text" : kl->where);
	if (!o->html)
		seq_comments(fp, &qs);
	if (o->cross && ks.nfold)
		fprintf(fp, "# keys found by case folding (cased vectors, no "
		    "exact match): %s%s\n", ks.folded,
		    ak_split_ws(ks.folded, NULL, 0) < ks.nfold ? " ..." : "");
	if (o->c_auto && auto_scale(o, fp, &emb, &qs, kv, e) != 0)
		goto out;
	if (o->heads) {
		rc = am_run_heads(o, fp, &emb, &qs, e);
		goto out;
	}
	am_head h;
	if (am_head_setup(o, &h, &emb, &qs, kv, e) != 0 ||
	    ak_maphead_forward(&h, 1, e) != 0) {
		ak_maphead_free(&h);
		goto out;
	}
	if (o->html) {
		size_t n = qs.n;
		qs.n = n0;
		rc = am_html(o, fp, &emb, &qs, e);
		qs.n = n;
		ak_maphead_free(&h);
		goto out;
	}
	if (h.dead)
		fprintf(fp, "# %zu fully masked rows: zero weights and zero "
		    "output\n", h.dead);
	rc = am_out_head(o, fp, &h, &qs, kv, e);
	ak_maphead_free(&h);
out:
	/* the first token line by default: others in the file said */
	if (ql != NULL && !o->line_set)
		am_more_lines(o, o->input ? o->input : "-", ql->lineno,
		    rc == 0 ? NULL : e);
	am_find_free();
	if (L)
		ak_tokmsgs_free(L, nl);
	ak_tokseq_free(&qs);
	ak_tokseq_free(&ks);
	ak_table_free(&emb);
	ak_ft_free(&ft);
	return rc;
}

/* the mode's output into fp (in memory): 0, or -1 with e */
static int
run_mode(struct am_opts *o, FILE *fp, ak_err *e)
{
	int rc;

	switch (o->mode) {
	case M_DILUTION: {
		long m[AM_MAXLIST];
		size_t nm = o->ncomp;
		if (nm)
			memcpy(m, o->comp, nm * sizeof *m);
		else
			for (nm = 0; nm < 50; nm++)
				m[nm] = (long)nm + 1;
		rc = am_dilution(fp, o->dil_target, o->dil_other, m, nm, e);
		break;
	}
	case M_SCALING: {
		long dk[AM_MAXLIST] = { 4, 8, 16, 32, 64, 128, 256, 512 };
		size_t ndk = 8;
		if (o->ndk) {
			ndk = o->ndk;
			memcpy(dk, o->dk, ndk * sizeof *dk);
		}
		rc = am_scaling(o, fp, dk, ndk, (size_t)o->keys,
		    (size_t)o->trials, o->seed, e);
		break;
	}
	case M_PETABLE: {
		long sh[AM_MAXLIST] = { 0, 1, 2, 4, 8, 16, 32 };
		size_t ns = 7;
		if (o->nshift) {
			ns = o->nshift;
			memcpy(sh, o->shift, ns * sizeof *sh);
		}
		rc = am_pe_table(fp, (size_t)o->dim, (size_t)o->positions, sh,
		    ns, o->vectors, e);
		break;
	}
	default:
		rc = run_map(o, fp, e);
		break;
	}
	return rc;
}

int
main(int argc, char **argv)
{
	struct am_opts opts, *o = &opts;
	ak_err e;
	ak_out out;
	int rc;

	ak_cli_blas_started();
	am_parse(o, argc, argv);
	if (am_check(o, &e) != 0 || ak_blas_room(&e) != 0) {
		ak_opt_free(&o->p);
		ak_xfail(&e);
	}
	/* the token lines: FILE, or standard input ("-") when they are read
	   and no FILE is given */
	const char *lines = o->mode == M_MAP && (o->batch || !o->text ||
	    (o->cross && !o->kvtext)) ? (o->input ? o->input : "-") : NULL;
	const char *inputs[] = { o->emb, lines, o->maskfile, o->wq, o->wk, o->wv,
		NULL };
	/* a NULL inside the list would end it early: compact it */
	size_t ni = 0;
	for (size_t i = 0; i < sizeof inputs / sizeof *inputs - 1; i++)
		if (inputs[i])
			inputs[ni++] = inputs[i];
	inputs[ni] = NULL;
	/* -o is opened first: an output that would overwrite an input is
	   refused before the work, and a signal during the work removes the
	   temporary file (ak_out_open) */
	if (ak_out_open(&out, o->html ? o->html : o->ofile, inputs, &e) != 0)
		ak_xfail(&e);
	/* the result is built in memory and written only on success, so an
	   error leaves no partial output, not even on standard output */
	char *mem = NULL;
	size_t memlen = 0;
	/* --batch: as many maps as lines, in a temporary file (io.h
	   ak_tmpfile, $TMPDIR) rather than memory: held in memory, the text
	   of a batch would grow past -M with the number of lines */
	int spill = o->batch && o->mode == M_MAP;
	FILE *fp = spill ? ak_tmpfile("attn-map --batch's output", &e) :
	    open_memstream(&mem, &memlen);
	if (fp == NULL) {
		if (!spill)
			ak_errf(&e, "out of memory");
		ak_out_abort(&out);
		ak_xfail(&e);
	}
	if (!o->html)	/* a page's first line is its doctype */
		ak_provenance(fp, o->p.argc0, o->p.argv0);
	rc = run_mode(o, fp, &e);
	if (spill && rc == 0)	/* --batch: the file copied out */
		rc = ak_stream_copy(out.fp, fp, "attn-map --batch's output",
		    ak_out_name(&out), &e);
	if (fclose(fp) != 0 && rc == 0)
		rc = ak_errf(&e, "out of memory");
	if (rc != 0) {
		free(mem);
		ak_out_abort(&out);
		ak_xfail(&e);
	}
	errno = 0;
	/* (mem is NULL when --batch spilled: fwrite's pointer must not be,
	   UBSan's nonnull-attribute) */
	if ((memlen > 0 && fwrite(mem, 1, memlen, out.fp) != memlen) ||
	    fflush(out.fp) != 0 || ferror(out.fp)) {
		int en = errno ? errno : EIO;	/* before free and abort */
		ak_errf(&e, "%s: %s", ak_out_name(&out), strerror(en));
		free(mem);
		ak_out_abort(&out);
		ak_xfail(&e);
	}
	free(mem);
	if (ak_out_commit(&out, &e) != 0)
		ak_xfail(&e);
	am_notes_write(o);
	if (!o->ofile && !o->html)
		ak_xfinish();
	/* the copies of WORD=VALUE arguments (opts.c split_eq) and argv:
	   no leak report under LeakSanitizer */
	for (int i = 0; i < o->nboost; i++)
		free((char *)o->boost_key[i]);
	free((char *)o->swap_word);
	ak_opt_free(&o->p);
	return 0;
}
