/*
 * vocabrun.h — sms-vocab's pass over a labelled corpus (lesson, "Карта
 * внимания на реальном тексте"): tokenize every message
 * (ak_tokenize), then either count the words (vocab.h) or write the
 * tokenized corpus "label<TAB>tok tok ..." keeping only a vocabulary's
 * words; and the two tables written from the counts (the vocabulary, the
 * statistics).  Nothing here exits or prints to stderr.
 */
#ifndef AK_VOCABRUN_H
#define AK_VOCABRUN_H

#include <stddef.h>
#include <stdio.h>

#include "strmap.h"
#include "text.h"
#include "util.h"
#include "vocab.h"

typedef struct ak_vocabrun {
	int tokens;		/* 1: write the tokens to out; 0: count them */
	const ak_strmap *keep;	/* tokens: keep only these words (NULL: all) */
	char *const *keepwords;	/* ... the words by keep's value (may be
				   NULL: exact look-up only) */
	size_t nkeep;		/* ... their number */
	const char *keepname;	/* ... their file, for the note */
	int keepvecs;		/* ... 1: the words of embeddings (their
				   trainer chose them), not a vocabulary
				   sms-vocab made (--min-count's) */
	long folded;		/* tokens found in keep only by their case
				   folding (ak_vocabrun_case) */
	char foldtok[64];	/* the first: the token as tokenized */
	char foldword[64];	/* ... the word of keep written for it */
	char foldwhere[256];	/* ... its "FILE:LINE" */
	FILE *out;		/* tokens: where the lines go */
	size_t memory;		/* counting: the run's budget (mem.h
				   ak_mem_budget, -M); 0: none */
	ak_counts counts;	/* counting: words, count, docs */
	size_t records;		/* records read */
	long dropped;		/* records without a token (not messages) */
	long spam, ham;		/* messages labelled spam, ham */
	long written;		/* tokens: lines written */
	long unkept;		/* tokens with keep: messages none of whose
				   tokens is in keep, not written */
	char unkeptwhere[256];	/* the first: its "FILE:LINE" */
	long lost;		/* records without a token that had letters
				   of another script (ak_utok_lost) */
	char lostwhere[256];	/* the first: its "FILE:LINE" */
	char lostch[5];		/* ... and the letter (UTF-8) */
	char notokwhere[256];	/* the first record without a token and
				   without such letters: its "FILE:LINE" */
	char notoktext[64];	/* ... and its text's start */
	long other;		/* messages labelled neither spam, ham nor
				   '-' (ak_vocabrun_labels) */
	char otherwhere[256];	/* the first: its "FILE:LINE" */
	char otherlabel[112];	/* ... and its label (cut at 24
				   characters, UTF-8: a label's measure) */
	char others[8][100];	/* the first 8 such labels, distinct (the
				   map of the note names each) */
	int nothers;
	long autou;		/* --tokenizer auto: messages with letters
				   outside ASCII, tokenized as unicode */
	char autowhere[256];	/* the first: its "FILE:LINE" */
	char autoch[5];		/* ... and the letter (UTF-8) */
	long unspaced;		/* messages with a word of AK_UTOK_UNSPACED
				   letters of a script written without
				   spaces (utok.h ak_utok_unspaced) */
	char unspwhere[256];	/* the first: its "FILE:LINE" */
	char unspword[80];	/* ... and that word's start */
	long decomp;		/* messages with a letter written decomposed
				   (utok.h ak_utok_decomposed) */
	char decompwhere[256];	/* the first: its "FILE:LINE" */
	char decompch[9];	/* ... and the letter with its mark */
	ak_strmap keepfold;	/* private: the folding of each word of
				   keepwords -> its first row */
	int havefold;		/* private: keepfold was made */
	char *fbuf;		/* private: a token's folding, fcap bytes */
	size_t fcap;
	char *tok, *kept;	/* private: token buffers of cap bytes */
	size_t cap, kcap;	/* private: tok's bytes, kept's */
	long doc;		/* private: records so far */
	unsigned flags;		/* private: co->tokenizer */
} ak_vocabrun;

/* ak_vocabrun_init: r empty, counting (set tokens, keep, out after it).
 * Returns 0 or -1 (out of memory). */
int ak_vocabrun_init(ak_vocabrun *r, ak_err *e);

/*
 * ak_vocabrun_read: read the corpus files[0..nfiles) ("-" stdin) with the
 * options co, counting or writing as r says; a message whose tokens are
 * all dropped by keep writes no line.  A token is looked up in keep as
 * written, then (with keepwords) by its Unicode case folding among the
 * foldings of keep's words (the first row of that folding), as the
 * embeddings' look-ups do: a vocabulary built with --keep-case ('Paris')
 * and tokens folded ('paris'), or the other way round, match, and the
 * line gets keep's word; ak_vocabrun_case says so.  Errors: those of ak_corpus_read_opt,
 * out of memory, and when no record has a token "SRC: empty corpus (no
 * messages)" or "SRC: empty corpus (no messages; N record(s) without a
 * token)" (SRC: the file, "<stdin>", or "input" for several), with, when
 * some of those records had letters of another script (Cyrillic under
 * --tokenizer ascii), "; 'П' is not a letter to --tokenizer ascii:
 * --tokenizer unicode keeps the letters of every script"
 * (ak_tok_lost_hint, as attn-map --text says it) before the ')';
 * with keep (-t -v) no message written, each without a word of keep:
 * "SRC: no message has a word of VOCAB (N messages, none written; the
 * first: FILE:LINE): the vocabulary of another corpus? this one's:
 * sms-vocab -o VOCAB SRC" (keepvecs: "...): vectors of another language
 * or corpus? vectors of this one: ppmi-svd, its -v a vocabulary of it:
 * sms-vocab -o VOCAB SRC");
 * counts past r->memory, checked before they grow (their peak, vocab.h
 * ak_counts_add): "FILE:LINE: the vocabulary's counts need more than
 * --memory M (X MB for the N words counted so far and the next)" (exit 1).
 * Returns 0 or -1.
 */
int ak_vocabrun_read(ak_vocabrun *r, const char *const *files, size_t nfiles,
    const ak_corpus_opt *co, ak_err *e);

/*
 * ak_vocabrun_unkept: after a read with keep, the note for the messages
 * none of whose tokens is a word of keep, which wrote no line (a token
 * line holds at least one token): "N message(s) had no word of VOCAB and
 * were not written (the first: FILE:LINE); a lower --min-count when the
 * vocabulary is made keeps more words" (keepvecs: "...; the words are the
 * vectors' (their trainer's min_count chose them): vectors trained with a
 * lower min_count, or on this corpus (ppmi-svd), know more"), into buf (n
 * bytes).  Returns 1, or 0 (buf untouched) when there were none.
 */
int ak_vocabrun_unkept(const ak_vocabrun *r, char *buf, size_t n);

/*
 * ak_vocabrun_note: after a read that succeeded, the warning for records
 * dropped because the tokenizer found no word in letters of another
 * script, into buf (n bytes): "N record(s) with letters of another
 * script gave no token and were dropped (the first: FILE:LINE): 'П' is
 * not a letter to --tokenizer ascii: --tokenizer unicode keeps
 * the letters of every script" (sms-vocab's warning; attn-map --text and
 * attn-train --predict warn likewise).  Returns 1, or 0 (buf untouched)
 * when there were none.
 */
int ak_vocabrun_note(const ak_vocabrun *r, char *buf, size_t n);

/*
 * ak_vocabrun_notoken: after a read with tokens (sms-vocab -t) that
 * succeeded, the note for the records that gave no token with no letter
 * of another script (digits and punctuation alone: '123 456 !!!', ':-)'),
 * dropped, not written, into buf (n bytes): "N record(s) without a letter
 * gave no token and were not written (the first: FILE:LINE, '123 456
 * !!!'): ...".  Their lines are not written, not written empty: a token
 * line of no token is read by ppmi-svd and attn-train as a message (attn-
 * train would score and count it), and the lesson's chain counts the
 * corpus's messages without them; --stats counts them (dropped).  Returns
 * 1, or 0 (buf untouched) when there were none.
 */
int ak_vocabrun_notoken(const ak_vocabrun *r, char *buf, size_t n);

/*
 * ak_vocabrun_auto: after a read that succeeded under AK_TOK_AUTO, the
 * note for the messages tokenized as unicode, into buf (n bytes): "N
 * messages with letters outside ASCII (the first 'ü', FILE:LINE)
 * tokenized as --tokenizer unicode does (--tokenizer auto, the default):
 * those letters kept, case folded; --tokenizer ascii separates at them".
 * Returns 1, or 0 (buf untouched) when there were none.
 */
int ak_vocabrun_auto(const ak_vocabrun *r, char *buf, size_t n);

/*
 * ak_vocabrun_unspaced: after a read, when messages held a word of a
 * script written without spaces (Chinese, Japanese, Thai, ...) of
 * AK_UTOK_UNSPACED letters or more, the note that each run of such letters
 * is one word, with a segmenter to run first, in buf (n bytes) ("3
 * messages have words of 8 letters or more of a script written without
 * spaces (the first '恭喜您中奖了请立即...', FILE:LINE): ... segment the
 * text first (Chinese: jieba; Japanese: MeCab; Thai: PyThaiNLP) ..."):
 * 1, or 0 (nothing written) when none did.
 */
int ak_vocabrun_unspaced(const ak_vocabrun *r, char *buf, size_t n);

/*
 * ak_vocabrun_case: after a read that succeeded, the note for the tokens
 * found in keep only by their case folding, into buf (n bytes): "N
 * token(s) found in VOCAB only by their (its) case folding and written as its
 * words (the first 'paris' as 'Paris', FILE:LINE): the vocabulary and the
 * tokens differ in case; build the one and read the other both with
 * --keep-case, or both without it, to match them as written".  Returns
 * 1, or 0 (buf untouched) when there were none.
 */
int ak_vocabrun_case(const ak_vocabrun *r, char *buf, size_t n);

/*
 * ak_vocabrun_decomposed: after a read that succeeded, the note for the
 * messages with a letter written decomposed (a letter and a combining
 * mark that NFC composes, ak_utok_decomposed), into buf (n bytes): "N
 * message(s) with letters written decomposed (the first 'é', e and
 * U+0301, FILE:LINE): the tokenizer does not normalize, so a word
 * written composed is another token ('café' and 'café'); to make them
 * one, convert the text to NFC first: uconv -x any-nfc FILE (Debian's
 * icu-devtools)".  Returns 1, or 0 (buf untouched) when there were none.
 */
int ak_vocabrun_decomposed(const ak_vocabrun *r, char *buf, size_t n);

/*
 * ak_vocabrun_labels: after a read that succeeded, the note for messages
 * whose label is neither spam, ham nor '-' when co has no label map (the
 * labels of a TAB-separated file without a header are any one-word labels,
 * text.h; they may be the text of a file whose text is in column 2), into
 * buf (n bytes): "N message(s) labelled neither spam nor ham (the first
 * 'Ok', FILE:LINE): read as labels of their own ('other' in --stats); if
 * the label is in column 2, read it with --delimiter tab --label-column 2
 * --text-column 1; --label-map names labels as spam or ham" (sms-vocab's
 * note; for a label ak_labelmap_guess has a map for, "ham or spam?
 * --label-map Ham=ham,Spam=spam" instead, naming each label seen when
 * there are several and the guess maps each: "--label-map
 * Ham=ham,SPAM=spam"; for a missing value made text, text.h
 * ak_sheet_missing's 'nan', "'nan' is a missing value (...)? drop those
 * rows, or read them without a label with --label-map
 * 'nan=-,spam=spam,ham=ham'" instead).  Returns 1, or 0 (buf
 * untouched) when there were none or co has a label map.
 */
int ak_vocabrun_labels(const ak_vocabrun *r, const ak_corpus_opt *co,
    char *buf, size_t n);

/*
 * ak_vocabrun_write_vocab: "word count docs", then the nv words of
 * order (ak_counts_select) with their counts.  No errors (check fp).
 */
void ak_vocabrun_write_vocab(FILE *fp, const ak_vocabrun *r,
    const size_t *order, size_t nv);

/*
 * ak_vocabrun_write_stats: "stat value" lines: records, dropped, messages
 * (records with a token), spam, ham, other, spam_share (spam / messages,
 * %.9g; 0 without messages), tokens, types, min_count, vocab (nv).  No
 * errors (check fp).
 */
void ak_vocabrun_write_stats(FILE *fp, const ak_vocabrun *r, long min_count,
    size_t nv);

void ak_vocabrun_free(ak_vocabrun *r);

#endif
