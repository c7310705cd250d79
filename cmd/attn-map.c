/*
 * attn-map — attention maps of a token sequence over word embeddings, and
 * the numerical experiments of the lesson's attention sections.  See
 * attn-map(1).  This file: options, the checks of their combinations, the
 * map mode's wiring and main.  The rest of the command side is in
 * cmd/attn-map/ (am.h lists it); the maths is in lib/attention, lib/mask,
 * lib/heads, lib/posenc and lib/petab.
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn-map/am.h"
#include "autoscale.h"
#include "mem.h"
#include "cli.h"
#include "emb.h"
#include "embfile.h"
#include "io.h"
#include "labpage.h"
#include "numlist.h"
#include "table.h"
#include "tokseq.h"

struct am_opts opt;

const char am_usage_text[] =
"usage: attn-map -e FILE [--text WORDS | --tokens WORDS | --line N]\n"
"                [--tokenizer NAME] [--all-tokens] [--strict]\n"
"                [--proj-scale C|auto | --wq F --wk F --wv F | --random-proj DK]\n"
"                [--no-scale] [--temperature T] [--boost WORD=D] [--noise N]\n"
"                [--noise-word WORD] [-c] [--mask FILE]\n"
"                [--mask-value V] [--precision double|half] [--pe none|sin|rope]\n"
"                [--swap-value WORD=OTHER] [--kv-text WORDS | --kv-line N]\n"
"                [-H H|lesson [--head N|mean]] [--batch] [-s N]\n"
"                [--long | --scores | --outputs | --entropy | --jacobian WORD |\n"
"                 --hull | --compare | --check-permutation | --summary]\n"
"                [--exact] [-q] [-o FILE] [FILE]\n"
"       attn-map -e FILE [--text WORDS | --line N] [--proj-scale C |\n"
"                --random-proj DK] [lab options] --html FILE [FILE]\n"
"       attn-map --dilution S,C [--competitors LIST] [-o FILE]\n"
"       attn-map --scaling [--keys N] [--dk LIST] [--trials N] [-s N] [-q]\n"
"                [-o FILE]\n"
"       attn-map --pe-table [-d D] [--positions N] [--shifts LIST] [--vectors]\n"
"                [-o FILE]\n"
"       attn-map -h | --help | --version\n"
"  -e, --embeddings FILE  the embeddings (word d1 ... dk)\n"
"  -s, --seed N   -H, --heads H|lesson   -c, --causal   -d, --dim D\n"
"  -q, --quiet    -o, --output FILE      -M, --memory SIZE\n"
"  every option: attn-map(1)\n";

void
am_usage(int status)
{
	ak_usage(status);
}

/*
 * Refuse a map whose n×n arrays would not fit before allocating them (a
 * 30,000-token --all-tokens map took 88 s and 15 GB): bytes a cell are the
 * scores, weights and mask (17; --heads H: 8(H + 1) + 10), the text of an
 * n×n output held in memory until it is written (16 for the matrix, 40 for
 * --long) or the Jacobian / permutation copy (8).  Measured with
 * map-emb.tsv and 3000 tokens: 32 a cell for the matrix, 76 for --long.
 * The limit is attn-bench's: 80% of the memory (ak_mem_bytes).
 */
static int
check_map_memory(size_t nq, size_t nk, const char *where, ak_err *e)
{
	double per = 17, mem = ak_mem_bytes(), mib = 1024.0 * 1024;

	if (opt.heads)
		per = 8 * ((strcmp(opt.heads, "lesson") == 0 ? 2 :
		    strtod(opt.heads, NULL)) + 1) + 10;
	if (opt.out == O_WEIGHTS || opt.out == O_SCORES)
		per += 16;
	else if (opt.out == O_LONG)
		per += 40;
	else if (opt.out == O_JACOBIAN || opt.out == O_PERM)
		per += 8;
	double need = (double)nq * (double)nk * per;
	if (mem > 0 && need > 0.8 * mem)
		return ak_errf(e, "%s: a map of %zu × %zu tokens needs about "
		    "%.0f MiB, more than 80%% of the %.0f MiB of memory: "
		    "fewer tokens (a shorter line, or no --all-tokens)", where,
		    nq, nk, need / mib, mem / mib);
	return 0;
}

/* --html: the lab page of sequence s, starting from the options given */
static int
am_html(FILE *fp, const ak_table *emb, const ak_tokseq *s, ak_err *e)
{
	ak_lab_settings st = {
		.emb_path = opt.emb, .all_tokens = opt.all_tokens, .c = opt.c,
		.random_dk = (size_t)opt.random_dk, .seed = opt.seed,
		.scale = !opt.noscale, .tau = opt.tau,
		.boost_key = opt.nboost ? opt.boost_key[0] : NULL,
		.boost = opt.nboost ? opt.boost[0] : 0,
		.swap_word = opt.swap_word, .swap_other = opt.swap_other,
		.noise = (size_t)opt.noise, .noise_word = opt.noise_word,
		.causal = opt.causal
	};
	return ak_labpage_write(fp, emb, s, &st, e);
}

/*
 * --proj-scale auto: c by the rule of autoscale.h on the map of qs over kv
 * (set up once at c = 1), into opt.c; the choice is said in the output's
 * comment (not on the page: its slider starts there) and on stderr
 */
static int
auto_scale(FILE *fp, const ak_table *emb, const ak_tokseq *qs,
    const ak_tokseq *kv, ak_err *e)
{
	am_head h;
	double c, hbar;

	opt.c = 1;
	if (am_head_setup(&h, emb, qs, kv, e) != 0 ||
	    ak_auto_scale(&h, AK_AUTO_FRAC, &c, &hbar, e) != 0) {
		ak_maphead_free(&h);
		return -1;
	}
	ak_maphead_free(&h);
	opt.c = c;
	if (!opt.html)
		fprintf(fp, "# proj-scale auto: c = %.4g (mean row entropy "
		    "%.4f of ln n; the rule: %.4g)\n", c, hbar, AK_AUTO_FRAC);
	am_note("--proj-scale auto: c = %.4g (mean row entropy %.4f of ln n; "
	    "the rule: %.4g)", c, hbar, AK_AUTO_FRAC);
	return 0;
}

static int
run_map(FILE *fp, ak_err *e)
{
	ak_table emb;
	ak_tokseq qs, ks;
	am_line *L = NULL;
	size_t nl = 0;
	int rc = -1;

	memset(&qs, 0, sizeof qs);
	memset(&ks, 0, sizeof ks);
	if (ak_emb_read(&emb, opt.emb, AK_EMB_AUTO, SIZE_MAX, 0, NULL, e) != 0)
		return -1;
	if (opt.noise_word && ak_table_find(&emb, opt.noise_word) < 0) {
		ak_errf(e, "--noise-word: unknown word '%.60s'", opt.noise_word);
		goto out;
	}
	int need_input = opt.batch || !opt.text || (opt.cross && !opt.kvtext);
	if (need_input) {
		long upto = 0;
		if (!opt.batch) {
			upto = opt.text ? 0 : opt.line_set ? opt.line : -1;
			if (opt.cross && !opt.kvtext && opt.kvline > upto)
				upto = opt.kvline;
		}
		if ((L = ak_tokmsgs_read(opt.input ? opt.input : "-", upto, &nl, e)) ==
		    NULL)
			goto out;
	}
	if (opt.batch) {
		rc = am_run_batch(fp, &emb, L, nl, e);
		goto out;
	}
	/* --line N: the file's line N (default: the first token line) */
	const am_line *ql = NULL, *kl = NULL;
	if (!opt.text && (ql = opt.line_set ? ak_tokmsgs_find(L, nl, opt.line,
	    "--line", e) : &L[0]) == NULL)
		goto out;
	if (opt.cross && !opt.kvtext && (kl = ak_tokmsgs_find(L, nl, opt.kvline,
	    "--kv-line", e)) == NULL)
		goto out;
	if (opt.text ? am_make_seq_text(&qs, &emb, opt.text, "--text", e) :
	    am_make_seq(&qs, &emb, ql->text, ql->where, e))
		goto out;
	if (opt.cross && (opt.kvtext ?
	    am_make_seq_text(&ks, &emb, opt.kvtext, "--kv-text", e) :
	    am_make_seq(&ks, &emb, kl->text, kl->where, e)))
		goto out;
	/* --html: the page adds its noise tokens itself (it gets the first
	   n0 tokens), but first the map it starts from is computed below as
	   attn-map computes it, so that what attn-map refuses (scores that
	   are not finite) gives no page either */
	size_t n0 = qs.n;
	ak_tokseq *kv = opt.cross ? &ks : &qs;
	for (long i = 0; i < opt.noise; i++) {
		/* identical irrelevant tokens: a zero vector or one word */
		if (ak_tokseq_append(kv, opt.noise_word ? opt.noise_word : "noise",
		    e) != 0)
			goto out;
		if (opt.noise_word)
			kv->row[kv->n - 1] = (size_t)ak_table_find(&emb,
			    opt.noise_word);
	}
	if (check_map_memory(qs.n, kv->n, opt.text ? "--text" : ql->where,
	    e) != 0)
		goto out;
	am_seq_notes(&qs, opt.text ? "--text" : ql->where);
	if (opt.cross)
		am_seq_notes(&ks, opt.kvtext ? "--kv-text" : kl->where);
	if (qs.ndrop && !opt.html) {
		size_t listed = ak_split_ws(qs.dropped, NULL, 0);
		fprintf(fp, "# dropped %zu out-of-vocabulary words: %s%s\n",
		    qs.ndrop, qs.dropped, listed < qs.ndrop ? " ..." : "");
	}
	if (qs.nfold && !opt.html)
		fprintf(fp, "# found by case folding (cased vectors, no exact "
		    "match): %s%s\n", qs.folded,
		    ak_split_ws(qs.folded, NULL, 0) < qs.nfold ? " ..." : "");
	if (opt.c_auto && auto_scale(fp, &emb, &qs, kv, e) != 0)
		goto out;
	if (opt.heads) {
		rc = am_run_heads(fp, &emb, &qs, e);
		goto out;
	}
	am_head h;
	if (am_head_setup(&h, &emb, &qs, kv, e) != 0 ||
	    ak_maphead_forward(&h, 1, e) != 0) {
		ak_maphead_free(&h);
		goto out;
	}
	if (opt.html) {
		size_t n = qs.n;
		qs.n = n0;
		rc = am_html(fp, &emb, &qs, e);
		qs.n = n;
		ak_maphead_free(&h);
		goto out;
	}
	if (h.dead)
		fprintf(fp, "# %zu fully masked rows: zero weights and zero "
		    "output\n", h.dead);
	rc = am_out_head(fp, &h, &qs, kv, e);
	ak_maphead_free(&h);
out:
	am_find_free();
	if (L)
		ak_tokmsgs_free(L, nl);
	ak_tokseq_free(&qs);
	ak_tokseq_free(&ks);
	ak_table_free(&emb);
	return rc;
}

int
main(int argc, char **argv)
{
	ak_err e;
	ak_out out;
	int rc;

	ak_set_usage(am_usage_text);
	am_parse(argc, argv);
	if (argc - optind > 1)
		am_xusage("at most one input FILE");
	if (argc - optind == 1)
		opt.input = argv[optind];
	am_check();
	/* the token lines: FILE, or standard input ("-") when they are read
	   and no FILE is given */
	const char *lines = opt.mode == M_MAP && (opt.batch || !opt.text ||
	    (opt.cross && !opt.kvtext)) ? (opt.input ? opt.input : "-") : NULL;
	const char *inputs[] = { opt.emb, lines, opt.maskfile, opt.wq, opt.wk, opt.wv,
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
	if (ak_out_open(&out, opt.html ? opt.html : opt.ofile, inputs, &e) != 0)
		ak_xdie(1, &e);
	/* the result is built in memory and written only on success, so an
	   error leaves no partial output, not even on standard output */
	char *mem = NULL;
	size_t memlen = 0;
	FILE *fp = open_memstream(&mem, &memlen);
	if (fp == NULL) {
		ak_errf(&e, "out of memory");
		ak_xdie(1, &e);
	}
	if (!opt.html)	/* a page's first line is its doctype */
		ak_provenance(fp, argc, argv);
	switch (opt.mode) {
	case M_DILUTION: {
		long m[AM_MAXLIST];
		size_t nm = opt.ncomp;
		if (nm)
			memcpy(m, opt.comp, nm * sizeof *m);
		else
			for (nm = 0; nm < 50; nm++)
				m[nm] = (long)nm + 1;
		rc = am_dilution(fp, opt.dil_target, opt.dil_other, m, nm, &e);
		break;
	}
	case M_SCALING: {
		long dk[AM_MAXLIST] = { 4, 8, 16, 32, 64, 128, 256, 512 };
		size_t ndk = 8;
		if (opt.ndk) {
			ndk = opt.ndk;
			memcpy(dk, opt.dk, ndk * sizeof *dk);
		}
		rc = am_scaling(fp, dk, ndk, (size_t)opt.keys,
		    (size_t)opt.trials, opt.seed, &e);
		break;
	}
	case M_PETABLE: {
		long sh[AM_MAXLIST] = { 0, 1, 2, 4, 8, 16, 32 };
		size_t ns = 7;
		if (opt.nshift) {
			ns = opt.nshift;
			memcpy(sh, opt.shift, ns * sizeof *sh);
		}
		rc = am_pe_table(fp, (size_t)opt.dim, (size_t)opt.positions, sh,
		    ns, opt.vectors, &e);
		break;
	}
	default:
		rc = run_map(fp, &e);
		break;
	}
	if (fclose(fp) != 0 && rc == 0)
		rc = ak_errf(&e, "out of memory");
	if (rc != 0) {
		free(mem);
		ak_out_abort(&out);
		ak_xdie(1, &e);
	}
	errno = 0;
	if (fwrite(mem, 1, memlen, out.fp) != memlen || fflush(out.fp) != 0 ||
	    ferror(out.fp)) {
		int en = errno ? errno : EIO;	/* before free and abort */
		free(mem);
		ak_out_abort(&out);
		ak_errf(&e, "%s: %s", opt.html ? opt.html : opt.ofile ?
		    opt.ofile : "<stdout>", strerror(en));
		ak_xdie(1, &e);
	}
	free(mem);
	if (ak_out_commit(&out, &e) != 0)
		ak_xdie(1, &e);
	am_notes_write();
	if (!opt.ofile && !opt.html)
		ak_xfinish();
	return 0;
}
