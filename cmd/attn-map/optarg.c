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
	struct am_opts *o = dst;

	if (strcmp(arg, "auto") == 0) {
		o->c_auto = 1;
		return 0;
	}
	return ak_parse_double(arg, -1e6, 1e6, "--proj-scale", &o->c, e);
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
	struct am_opts *o = dst;

	if (strcmp(arg, "-inf") == 0) {
		o->mask_value = -INFINITY;
		return 0;
	}
	return ak_parse_double(arg, -1e300, 0, "--mask-value", &o->mask_value,
	    e);
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

/* -H N or lesson; --head N or mean */
int
am_set_heads(void *dst, const char *arg, ak_err *e)
{
	long l;

	if (isalpha((unsigned char)arg[0]) && strcmp(arg, "lesson") != 0)
		return ak_erru(e, "--heads: '%.40s' is not a whole number or "
		    "lesson", arg);	/* 'Lesson', 'leson' */
	if (strcmp(arg, "lesson") != 0 && ak_parse_long(arg, 1, 4096,
	    "--heads", &l, e) != 0)
		return -1;
	((struct am_opts *)dst)->heads = arg;
	return 0;
}

int
am_set_head(void *dst, const char *arg, ak_err *e)
{
	long l;

	/* the lesson's heads by the names its outputs give them, A and B */
	if (strcmp(arg, "mean") != 0 && strcasecmp(arg, "A") != 0 &&
	    strcasecmp(arg, "B") != 0 && isalpha((unsigned char)arg[0]))
		return ak_erru(e, "--head: '%.40s' is not a whole number, A, B "
		    "or mean", arg);
	if (strcmp(arg, "mean") != 0 && strcasecmp(arg, "A") != 0 &&
	    strcasecmp(arg, "B") != 0 && ak_parse_long(arg, 1, 4096, "--head",
	    &l, e) != 0)
		return -1;
	((struct am_opts *)dst)->head = arg;
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

