/*
 * cli.h — the command side's shared helpers (the programs in cmd/ only).  Functions whose
 * name starts with ak_x exit the program on failure (docs/DESIGN.md "Errors");
 * library modules never call them.  A tool linked with this module starts
 * with standard input, output and error held open: one closed (>&-) gets
 * /dev/null the wrong way round, so that using it fails with EBADF and no
 * file the tool opens takes its number.
 */
#ifndef AK_CLI_H
#define AK_CLI_H

#include <stdio.h>

#include "util.h"

struct ak_optp;

/*
 * ak_xfail: the one exit of a failed run: print "PROG: MSG" (the error's
 * text) on stderr and exit with the status of e's kind (util.h
 * ak_err_status: 2 for a usage error, 1 for bad data or a resource the
 * run lacks; attnkit(5) EXIT STATUS).  A usage error is followed by the
 * synopsis of ak_set_usage (one usage behaviour in every tool).  No
 * command chooses a status itself: the kind says it.
 */
void ak_xfail(const ak_err *e) __attribute__((noreturn));

/*
 * ak_xopt: parse argv by the option table of p (opt.h ak_opt_parse); the
 * synopsis becomes the usage text (ak_set_usage).  A usage error: "PROG:
 * MSG", the synopsis, exit 2; --help or --version: exit 0 after them.
 * Returns otherwise, the operands in p->operands.
 */
void ak_xopt(struct ak_optp *p, int argc, char *argv[]);

/*
 * ak_cli_budget: the run's memory budget from -M (memory, bytes; 0: not
 * given; opt.h AK_OPT_MEMORY), by mem.h ak_mem_budget with room (the
 * caller's ak_mem_as_room() value) and reserve; and with it what depends
 * on -M in every tool: the note ak_xfail adds to an error naming --memory
 * (ak_set_memory_note) and the longest line a reader takes (io.h
 * ak_line_set_memory: a sixteenth of -M, or of the machine's memory when
 * -M is not given or more).  Call it once, after parsing.  No errors.
 */
size_t ak_cli_budget(size_t memory, double room, double reserve);

/*
 * ak_set_usage: the tool's usage text (synopsis lines "usage: ..." and
 * their continuations indented by 3 or more spaces, then the option list),
 * for the usage errors of ak_xfail.  text must live
 * until exit.
 */
void ak_set_usage(const char *text);

/*
 * ak_xfinish: flush and close standard output, checking for write errors
 * (a full disk must not report success: docs/DESIGN.md "Output
 * files"); exit 1 with "PROG: <stdout>: strerror" on failure.  A closed
 * standard output (>&-) is no failure when nothing was written to it (the
 * tool wrote -o FILE);
 * writing to it is (EBADF).  Call once before returning 0; under an
 * address-space limit it ends the process itself (ak_xexit(0)).
 */
void ak_xfinish(void);

/* ak_xdone: the end of a run that succeeded: ak_xfinish, then exit 0
 * (after --help and --version too). */
void ak_xdone(void) __attribute__((noreturn));

/*
 * ak_provenance: write "# PROG ARGS... (attnkit VERSION)" to fp — the
 * comment line that opens every TSV the tools write (docs/DESIGN.md).  An
 * argument other than a plain word is shell-quoted ('free call'), and a
 * control byte or a byte that is not UTF-8 in it as "$(printf '\NNN')"
 * (util.h ak_shell_word), so the line stays one line of UTF-8 that the
 * readers take back, and runs again on the same files.
 */
void ak_provenance(FILE *fp, int argc, char *const argv[]);

/*
 * ak_provenance_as: the same line for a command whose name is more than
 * its argv[0] (attn-train addr SUB): "# PROG ARGS... (attnkit VERSION)"
 * with PROG as given (written as it is: a fixed name) and every one of
 * argv[0..argc) quoted as ak_provenance quotes its arguments.  No errors
 * (fp's error flag, as with fprintf).  io.h ak_is_provenance takes every
 * line either writes.
 */
void ak_provenance_as(FILE *fp, const char *prog, int argc,
    char *const argv[]);

/*
 * ak_note_stderr: "PROG: note: MSG" on stderr unless *(const int *)quiet
 * (the tool's -q; quiet may be NULL): the shape of a library callback
 * that says a decision the tool made from its input (text.h
 * ak_corpus_opt's note); a quote in it cut inside a UTF-8 character is
 * mended (util.h ak_utf8_mend: a code page's letter kept; MSG whole,
 * any length).
 */
void ak_note_stderr(void *quiet, const char *msg);

/*
 * ak_cli_blas_started: OpenBLAS has started (lib/cmd/blasstart.c: its
 * start-up failure, a SIGINT before main, is said as "OpenBLAS needs N
 * MB ... leaves R MB" with exit 1); SIGINT back to what the tool
 * inherited (its default, or ignored: ignored at start stays so).  The
 * first call in main of a tool that links OpenBLAS: it links the guard
 * in.  No errors.
 */
void ak_cli_blas_started(void);

#endif
