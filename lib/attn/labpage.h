/*
 * labpage.h — the lesson's "Лаборатория внимания" as one self-contained
 * HTML page (attn-map --html FILE): the heatmap of a message, the row of
 * the chosen query as bars with its entropy and ln n, and the lab's
 * controls (boost a key's score, swap a value, 1/√d_k on or off with a d_k
 * control, temperature, causal mask, six noise tokens, the query), all
 * recomputed in the page by JavaScript from the embeddings written into it.
 *
 * The page computes what attn-map computes for the matching options, in
 * IEEE double precision, with the same formulas (lib/attn/attention, the
 * set-mask softmax of lib/attn/softmax, the seeded xoshiro256** of
 * lib/base/rng for
 * --random-proj), so its numbers equal the tool's to rounding (the
 * browser test holds them to 1e-9; differences seen are ~1e-15).  Its
 * "export TSV" writes attn-map's TSV formats (--exact) under a first
 * comment line that is the attn-map command reproducing them.
 *
 * The template is lib/attn/labpage.html (inline CSS and JavaScript, no
 * network access), compiled into the library as ak_labpage_tmpl by a
 * Makefile rule; the data goes where its line `@LAB_DATA@` stands, as JSON.
 * The lines between `@MAPS_BEGIN@` and `@MAPS_END@` (the chooser of a
 * block's maps) are written only when there are maps.
 */
#ifndef AK_LABPAGE_H
#define AK_LABPAGE_H

#include <stdio.h>

#include "table.h"
#include "tokseq.h"
#include "util.h"

/* the largest --random-proj d_k of a page (it draws 3·d·d_k normals) */
#define AK_LAB_MAX_DK 4096

/* the template, one line (with its '\n') per entry, NULL-terminated */
extern const char *const ak_labpage_tmpl[];

/*
 * The maps of a transformer block's every (layer, head) as attn-train
 * --maps DIR writes them (DIR/map-L-H.tsv, attn-map's matrix layout: a
 * header `query KEY...`, a row per query), shown by the page's layer/head
 * chooser beside its own map.
 */
typedef struct ak_lab_map {
	size_t layer, head;	/* from 1 */
	ak_table t;		/* T×T weights: labels the queries,
				   colnames[1..T] the keys */
} ak_lab_map;

/*
 * ak_lab_maps_read: every DIR/map-L-H.tsv, L 1..4 and H 1..64 (the
 * block's bounds, lib/train/block.h), in that order, read as tables
 * (ak_table_read: finite numbers, one label and T numbers a row).  Errors
 * ("FILE: what"): DIR missing ("DIR: No such file or directory") or not
 * a directory, none in DIR ("no map-L-H.tsv: attn-train --maps DIR
 * writes them"), a file that is not square or has a weight outside
 * [0, 1], maps that are not one block's (every head 1..H of every layer
 * 1..L, of one message: "DIR: map-1-2.tsv is missing, ...", "is there,
 * but layer 1 has H heads", "is of another message"), the reader's.
 * Returns 0 (*maps: *n entries, ak_lab_maps_free)
 * or -1 (nothing left allocated).
 */
int ak_lab_maps_read(ak_lab_map **maps, size_t *n, const char *dir,
    ak_err *e);
void ak_lab_maps_free(ak_lab_map *maps, size_t n);

/*
 * ak_lab_maps_clash: whether path names one of the files DIR/map-L-H.tsv
 * with L 1..nl, H 1..nh (those a block of nl layers and nh heads writes
 * with attn-train --maps DIR; 4 and 64, the bounds of lib/train/block.h,
 * for every one ak_lab_maps_read may read), there or not, by io.h
 * ak_same_output (links, "./", "sub/..", a hard link): 1 with that map's
 * L and H in *L, *H, else 0.  For the tools to refuse an output that
 * would replace a map read, or a map that would replace another output
 * or an input.  No errors.
 */
int ak_lab_maps_clash(const char *dir, const char *path, size_t nl,
    size_t nh, size_t *L, size_t *H);

/*
 * ak_lab_maps_stale: whether DIR holds a map-L-H.tsv (L 1..4, H 1..64)
 * that a block of nl layers and nh heads does not write (L > nl or
 * H > nh): an earlier run's, which ak_lab_maps_read would take as this
 * block's.  1 with the first one's L and H in *L, *H, else 0.  No errors.
 */
int ak_lab_maps_stale(const char *dir, size_t nl, size_t nh, size_t *L,
    size_t *H);

/*
 * The page's starting state: attn-map's options of the same names.
 * Strings may be NULL (option not given).
 */
typedef struct ak_lab_settings {
	const char *emb_path;	/* -e FILE, for the reproducing command: any
				   bytes (shown with U+FFFD for a byte that is
				   not UTF-8, quoted for sh as the same bytes) */
	int all_tokens;		/* --all-tokens */
	double c;		/* --proj-scale: W = c·I (random_dk == 0) */
	size_t random_dk;	/* --random-proj DK, 0 = W = c·I */
	unsigned long long seed;	/* --seed (random projections) */
	int scale;		/* 1 = divide by √d_k (no --no-scale) */
	double tau;		/* --temperature, > 0 */
	const char *boost_key;	/* --boost WORD=DELTA (one) */
	double boost;
	const char *swap_word, *swap_other;	/* --swap-value WORD=OTHER */
	size_t noise;		/* --noise N */
	const char *noise_word;	/* --noise-word WORD (NULL: zero vectors) */
	int causal;		/* --causal */
	const ak_lab_map *maps;	/* --maps DIR: nmaps maps (NULL, 0: none;
				   the page then has no chooser, and its
				   bytes are those of a page without) */
	size_t nmaps;
} ak_lab_settings;

/*
 * ak_labpage_write: write the page for token sequence s (s->n ≥ 1 tokens,
 * rows of emb, d = emb->cols) and starting state st to fp.  The page
 * carries the embeddings of the tokens, of st->swap_other and of
 * st->noise_word (n+2 rows of d numbers at most, %.17g), and the names
 * (no numbers) of emb's other words that are one side of a reading of
 * --swap-value KEY=WITH for a pair the page offers (its "eqWords": a word
 * holding '=', so the page counts readings as attn-map does over all of
 * emb), nothing else of emb.  Out of memory: -1, kind AK_ERR_RESOURCE.  Errors ("--boost: 'x' is not a key of this map", "--swap-value:
 * unknown word 'x'", a write error) return -1 with e; fp may then hold a
 * partial page, so the caller writes to memory or to a temporary file
 * (lib/base/io ak_out) and discards it.
 */
int ak_labpage_write(FILE *fp, const ak_table *emb, const ak_tokseq *s,
    const ak_lab_settings *st, ak_err *e);

#endif
