/*
 * progline.h — the command layer's progress printer (cmd/ only, as cli.h):
 * the calls of a computation's stages (progress.h) as the family shows
 * them on stderr, one rule for every tool:
 *
 *   on a terminal: one line, redrawn in place (at most 10 times a second)
 *     "PROG: STAGE DONE[/TOTAL] UNIT, RATE UNIT/s", erased at the end;
 *   off a terminal, with --progress: a line a stage, when it ends,
 *     "PROG: STAGE: DONE[ of TOTAL] UNIT in SECS s (RATE UNIT/s)" (the
 *     counts whole, TOTAL when known and not reached);
 *   off a terminal without --progress, and always with -q: nothing.
 *
 * Rates are counts per second of the stage's wall time; they, and the
 * terminal's counts, take a suffix k, M, G (10^3, 10^6, 10^9) past
 * 10,000, with 3 digits; seconds to 0.01.  ppmi-svd-slurm
 * (a shell script) prints the same two forms of its own.
 */
#ifndef AK_PROGLINE_H
#define AK_PROGLINE_H

#include <stdint.h>
#include <stdio.h>

#include "progress.h"

/* the help line of --progress, the same in every tool's table */
#define AK_PROGLINE_HELP "progress off a terminal too: a line a stage on " \
	"stderr, with its counts and rate (-q: none)"

enum { AK_PROGLINE_OFF, AK_PROGLINE_TTY, AK_PROGLINE_LINES };

typedef struct ak_progline {
	const char *prog;	/* the tool's name, the lines' prefix */
	FILE *fp;		/* stderr */
	int mode;		/* AK_PROGLINE_* */
	char stage[64];		/* the stage drawn last ("": none) */
	double t0, drawn;	/* its start; the last draw (ak_now, s) */
	int shown;		/* a terminal line is showing */
	char note[96];		/* set by the caller before a call: shown
				   after the counts and the rate (an epoch's
				   loss); "": none */
} ak_progline;

/*
 * ak_progline_init: p for the tool prog (a string that lives until the
 * end) on stderr: off with quiet, the terminal's line when stderr is a
 * terminal, a line a stage off one when lines (--progress), else off.
 * No errors.
 */
void ak_progline_init(ak_progline *p, const char *prog, int quiet, int lines);

/* ak_progline_fn: the progress.h callback that prints into p */
ak_progress ak_progline_fn(ak_progline *p);

/*
 * ak_progline_say: a stage's line as ak_progline_fn prints it, for a
 * caller that counts itself (a loop of the command side).  end as in
 * progress.h.
 */
void ak_progline_say(ak_progline *p, const char *stage, const char *unit,
    uint64_t done, uint64_t total, int end);

/* ak_progline_clear: the terminal's line erased (before other output on
 * stderr, and at the end); nothing otherwise */
void ak_progline_clear(ak_progline *p);

#endif
