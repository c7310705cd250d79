#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "io.h"
#include "mem.h"
#include "opt.h"

static const char *usage_text;

/*
 * Standard input, output or error closed when a tool starts (>&-): the
 * first file it opens would take that number, and what it writes to
 * standard output would go into that file (a spilled run of ppmi-svd's
 * counter did, and the tool said nothing).  Each closed one gets
 * /dev/null opened the other way round (for writing as 0, for reading as
 * 1 and 2), so that using it still fails with EBADF as a closed one does,
 * and no file of the tool can become it; -o naming it is refused as
 * closed (io.h ak_out_std_held).
 */
__attribute__((constructor)) static void
hold_std_fds(void)
{
	for (int fd = 0; fd <= 2; fd++) {
		if (fcntl(fd, F_GETFD) != -1 || errno != EBADF)
			continue;
		int n = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
		if (n >= 0 && n != fd) {
			(void)dup2(n, fd);
			close(n);
		}
		if (n >= 0)
			ak_out_std_held(fd);
	}
}

void
ak_set_usage(const char *text)
{
	usage_text = text;
}

/* the synopsis: the leading "usage:" line and its indented continuations */
static void
synopsis(FILE *fp)
{
	const char *p = usage_text;

	while (p != NULL && *p != '\0') {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) + 1 : strlen(p);
		if (!(strncmp(p, "usage:", 6) == 0 || strncmp(p, "   ", 3) == 0))
			break;
		fwrite(p, 1, len, fp);
		p += len;
	}
}

/*
 * ak_xexit: exit(status), except under a memory limit (ulimit -v or
 * ulimit -d: mem.h ak_mem_as_limited): there OpenBLAS's worker threads,
 * which allocate a 128 MB buffer each as they start, can retry the allocation for ever, and exit's library
 * destructors wait for them (a tool hung after writing its output); so
 * the temporary outputs are removed (io.h ak_out_cleanup), the streams
 * flushed, and the process ends by _exit(2).  Every exit of a tool goes
 * through it (ak_xfail, ak_xdone, ak_xfinish).
 */
__attribute__((noreturn)) static void
ak_xexit(int status)
{
	if (ak_mem_as_limited()) {
		ak_out_cleanup();
		fflush(NULL);
		_exit(status);
	}
	exit(status);
}

static char memory_note[160];
static int memory_given;	/* -M given (ak_cli_budget) */

/*
 * ak_set_memory_note: text ak_xdie adds, after a space, to a message
 * that names --memory (why the budget is less than -M: "(under ulimit -v
 * N KB: what it leaves of -M M MB)"); NULL or "": none.  At most 159
 * bytes are kept.
 */
static void
ak_set_memory_note(const char *note)
{
	snprintf(memory_note, sizeof memory_note, "%s", note ? note : "");
}

size_t
ak_cli_budget(size_t memory, double room, double reserve)
{
	char note[AK_MEM_NOTE_MAX];
	size_t b = ak_mem_budget(memory, room, reserve, note);

	ak_set_memory_note(note);
	memory_given = memory > 0;
	ak_line_set_memory((double)memory);
	return b;
}

/* msg with each "--memory N" made "the memory budget N" into buf (size
 * n): a budget the user never gave is not named by its option */
static void
budget_words(char *buf, size_t n, const char *msg)
{
	size_t k = 0;

	for (const char *p = msg; *p != '\0' && k + 1 < n;) {
		if (strncmp(p, "--memory ", 9) == 0 && p[9] >= '0' &&
		    p[9] <= '9') {
			k += (size_t)snprintf(buf + k, n - k, "the memory budget");
			p += 8;
		} else
			buf[k++] = *p++;
		if (k >= n)
			k = n - 1;
	}
	buf[k] = '\0';
}

void
ak_xfail(const ak_err *e)
{
	char msg[sizeof e->msg + 64];

	if (memory_note[0] != '\0' && (strstr(e->msg, "--memory") != NULL ||
	    strstr(e->msg, "the budget of") != NULL)) {
		/* the limit set the budget: said so, and -M not named as
		 * if given */
		if (!memory_given)
			budget_words(msg, sizeof msg, e->msg);
		else
			snprintf(msg, sizeof msg, "%s", e->msg);
		warnx("%s %s", msg, memory_note);
	} else
		warnx("%s", e->msg);
	if (e->kind == AK_ERR_USAGE)
		synopsis(stderr);
	ak_xexit(ak_err_status(e));
}

void
ak_xopt(ak_optp *p, int argc, char *argv[])
{
	ak_err e;

	ak_set_usage(p->synopsis);
	if (ak_opt_parse(p, argc, argv, &e) != 0) {
		ak_opt_free(p);
		ak_xfail(&e);
	}
	if (p->exit0) {
		ak_opt_free(p);
		ak_xdone();
	}
}

void
ak_xdone(void)
{
	ak_xfinish();
	ak_xexit(0);
}

void
ak_xfinish(void)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		warn("<stdout>");
		ak_xexit(1);
	}
	/* EBADF after a clean flush: standard output was closed (>&-) and
	   nothing was written to it (the output went to -o FILE) */
	if (fclose(stdout) != 0 && errno != EBADF) {
		warn("<stdout>");
		ak_xexit(1);
	}
	if (ak_mem_as_limited())
		ak_xexit(0);
}

void
ak_provenance(FILE *fp, int argc, char *const argv[])
{
	const char *p = strrchr(argv[0], '/');

	ak_provenance_as(fp, p ? p + 1 : argv[0], argc - 1, argv + 1);
}

static void
put_file(void *fp, const char *b, size_t n)
{
	fwrite(b, 1, n, fp);
}

void
ak_provenance_as(FILE *fp, const char *prog, int argc, char *const argv[])
{
	fprintf(fp, "# %s", prog);
	/* each argument a shell word (util.h ak_shell_word), so the line
	   runs again on the same files and stays one line of UTF-8 that
	   the readers take back, whatever bytes a file name holds */
	for (int i = 0; i < argc; i++) {
		fputc(' ', fp);
		ak_shell_word(argv[i], put_file, fp);
	}
	fprintf(fp, " (attnkit %s)\n", AK_VERSION);
}

void
ak_note_stderr(void *quiet, const char *msg)
{
	char *m;

	if (quiet != NULL && *(const int *)quiet)
		return;
	/* the notes' quotes, cut by the callers' snprintf: a character
	   cut short mended (util.h ak_utf8_mend; whole when no memory) */
	if ((m = strdup(msg)) != NULL)
		ak_utf8_mend(m);
	warnx("note: %s", m != NULL ? m : msg);
	free(m);
}
