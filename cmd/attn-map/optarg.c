/*
 * attn-map: the values of the options that are more than a number, a
 * name or a file (the entries of opts.c's table whose parser is its
 * own): the text and its tokenizer, --proj-scale C or auto, the boosts,
 * the mask's value, the swap, the heads, the modes' lists.
 */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "am.h"
#include "numlist.h"
#include "text.h"

/* --text WORDS (tokenized as sms-vocab -t does) or --tokens WORDS (the
 * words as they are) */
int
am_set_text(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	(void)e;
	o->text = arg;
	return 0;
}

int
am_set_tokens(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	am_set_text(dst, arg, e);
	o->text_tokens = 1;
	return 0;
}

int
am_set_tokenizer(void *dst, const char *arg, ak_err *e)
{
	return ak_tokenizer_parse(arg, &((struct am_opts *)dst)->tokenizer, e);
}

/* --proj-scale C, or auto (autoscale.h) */
int
am_set_proj_scale(void *dst, const char *arg, ak_err *e)
{
	static const char *const words[] = { "auto", NULL };
	struct am_opts *o = dst;
	int k = ak_parse_double_or(arg, -1e6, 1e6, "--proj-scale", words, 0,
	    &o->c, e);

	if (k == 0)
		o->c_auto = 1;
	return k == -2 ? -1 : 0;
}

int
am_set_boost(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;
	const char *v;

	if (o->nboost == MAXBOOST)
		return ak_erru(e, "--boost: too many (at most 16)");
	if (ak_parse_word_value(arg, "--boost", &o->boost_key[o->nboost], &v,
	    e) != 0)
		return -1;
	o->nboost++;	/* the key freed by main, whatever follows */
	if (ak_parse_double(v, -1e300, 1e300, "--boost", &o->boost[o->nboost -
	    1], e) != 0)
		return -1;
	return 0;
}

int
am_set_mask_value(void *dst, const char *arg, ak_err *e)
{
	static const char *const words[] = { "-inf", NULL };
	struct am_opts *o = dst;
	int k = ak_parse_double_or(arg, -1e300, 0, "--mask-value", words, 0,
	    &o->mask_value, e);

	if (k == 0)
		o->mask_value = -INFINITY;
	return k == -2 ? -1 : 0;
}

int
am_set_swap(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	size_t n = strlen(arg);

	free((char *)o->swap_word);	/* given again: the last one */
	o->swap_word = NULL;
	o->swap_other = NULL;
	/* split once, over the embeddings' words (head.c am_emb_words,
	   numlist.h ak_parse_word_pair: 'a===' is 'a' and '=='); here only
	   an '=' with a word on each side */
	for (size_t i = 1; i + 1 < n; i++)
		if (arg[i] == '=') {
			o->swap_arg = arg;
			return 0;
		}
	return ak_erru(e, "--swap-value: '%s' is not WORD=OTHER", arg);
}

/* -H N or lesson (as written: 'Lesson' is refused); --head N, A, B
   (either case: the names the lesson's outputs give its heads) or mean */
int
am_set_heads(void *dst, const char *arg, ak_err *e)
{
	static const char *const words[] = { "lesson", NULL };
	long l;
	int k = ak_parse_long_or(arg, 1, 4096, "--heads", words, 0, &l, e);

	if (k == -2)
		return -1;
	((struct am_opts *)dst)->heads = k >= 0 ? words[k] : arg;
	return 0;
}

int
am_set_head(void *dst, const char *arg, ak_err *e)
{
	static const char *const words[] = { "A", "B", "mean", NULL };
	long l;
	int k = ak_parse_long_or(arg, 1, 4096, "--head", words, 1, &l, e);

	if (k == -2)
		return -1;
	((struct am_opts *)dst)->head = k >= 0 ? words[k] : arg;
	return 0;
}

int
am_set_dilution(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	return ak_parse_double_pair(arg, -1e6, 1e6, "--dilution", "S,C (target "
	    "score, competitor score)", &o->dil_target, &o->dil_other, e);
}

int
am_set_competitors(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	return ak_parse_long_list(arg, 0, 1000000, "--competitors", o->comp,
	    AM_MAXLIST, &o->ncomp, e);
}

int
am_set_dk(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	return ak_parse_long_list(arg, 1, 100000, "--dk", o->dk, AM_MAXLIST,
	    &o->ndk, e);
}

int
am_set_shifts(void *dst, const char *arg, ak_err *e)
{
	struct am_opts *o = dst;

	return ak_parse_long_list(arg, 0, 100000, "--shifts", o->shift,
	    AM_MAXLIST, &o->nshift, e);
}

