/*
 * corpus-unl.h — the parts of --unlabeled's label rules (corpus-int.h
 * ak_unl_scan) shared by their files: the scans (corpus-unl.c), what
 * they say (corpus-unl-say.c), labels of many classes counted
 * (corpus-unl-many.c).  Internal to the corpus module.
 */
#ifndef AK_CORPUS_UNL_H
#define AK_CORPUS_UNL_H

#include <stddef.h>

#include "corpus-int.h"

/* ak_unl_scans: the scans, AK_UNL_DELIMS of them (corpus-unl-line.c): TAB
   read without quoting, ',', ';', '|' (quoted 1: spaces trimmed, CSV
   quotes dropped), TAB as --quoting csv reads it (quoted 2: a label in
   quotes); then each again on the field after a row number or an id
   (idx), and on the field after the line's last delimiter (last: the
   label in the last column, text,label); and TAB as read where a quoted
   field's rest is not looked at (quoted 3: texts over several lines) */
typedef struct ak_unl_def {
	char d;
	int quoted, idx, last;
} ak_unl_def;
extern const ak_unl_def ak_unl_scans[AK_UNL_DELIMS];

#define AK_UNL_MAP 400	/* three labels of 96 bytes, the option */

/*
 * ak_unl_certain: where scan d's rule holds, whether its labels (v's
 * slots with top[i] set) make it certain: TAB's any words; the others'
 * ones the label rule knows (ak_unl_class), the file's spam or ham (or
 * 'спам'), or labels of both classes (a decimal comma read as a point:
 * '1,0' as '1.0'); 1 or 0.  The --label-map they want into map
 * (AK_UNL_MAP bytes, "" none, else " --label-map ..."; TAB's too, when
 * each is a label the rule knows: '1', 'not spam'; spelled as the file
 * has them when one has a space or a letter beyond ASCII, or spaces
 * around it that the scan trimmed, 'ham ,text'; with a decimal comma,
 * which no map holds, the sed that drops it first); *dc when a label has
 * a decimal comma.  No errors.
 * ak_unl_refuse: the refusal of scan d (v its counts, top its labels
 * starting on lines, map ak_unl_certain's or "", qs a quoted field over
 * several lines seen, name the file's name): "FILE: every line starts
 * with a label and a TAB (ham 4825, spam 747): a labelled corpus? ...:
 * read it without --unlabeled (... text? --all-text)", the read named
 * with its columns and map (corpus-int.h ak_unl_scan's text); -1 (e
 * set).  With note set, the same said through o->note as read as text
 * ("... read as text with --unlabeled; labels? read it with ..."): 0.
 * Labels of many classes (v->ntall > 0): the first eight of v's slots
 * named, "and N more" of v->ntall.
 */
int ak_unl_certain(const ak_unl_one *v, size_t d, const int top[AK_UNL_SLOTS],
    char map[AK_UNL_MAP], int *dc);
int ak_unl_refuse(const ak_unl_one *v, size_t d, const int top[AK_UNL_SLOTS],
    long on, const char *map, int qs, const char *name,
    const ak_corpus_opt *o, int note, ak_err *e);

/*
 * Labels of many classes (corpus-unl-many.c): every distinct word a scan
 * takes for a label, however many, counted (compared with ASCII letters
 * in any case, as the slots compare them; 8192 words a scan at most, the
 * lines of a word past them counted as lines without a label).
 * ak_unl_many_see: word w[0..n) on line `line` into scan sc's count (the
 *   table allocated on the first; without memory nothing is counted, and
 *   no many classes are said).  No errors.
 * ak_unl_many_holds: 1 when scan sc's labels are of many classes: more
 *   than AK_UNL_LABELS words each on two lines or more, their lines *on
 *   9 lines in 10 or more of those looked at, four on average (the words
 *   at most a quarter of the lines); then v is the scan's counts with
 *   v->ntall the words, v->off the lines not on one and v->offat, offwhy
 *   the first of them (6: a word on one line), and top[i] set for each of
 *   v's slots on two lines or more (the labels named).  Else 0.
 * ak_corpus_unl_free (corpus-int.h): the counts freed (u->many); a scan
 *   never counted, or freed, is freed again harmlessly.
 */
void ak_unl_many_see(ak_unl_scan *u, size_t sc, const char *w, size_t n,
    long line);
int ak_unl_many_holds(const ak_unl_scan *u, size_t sc, ak_unl_one *v,
    int top[AK_UNL_SLOTS], long *on);

#endif
