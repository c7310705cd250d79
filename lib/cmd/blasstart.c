/*
 * blasstart.c — OpenBLAS's start-up failure said as an attnkit error.
 *
 * OpenBLAS starts its worker threads as the library loads, before main.
 * When one cannot be created (under a small ulimit -v a thread's stack
 * does not fit), it prints "OpenBLAS blas_thread_init: pthread_create
 * failed ..." and raises SIGINT: the tool ended with status 130 and no
 * word of its own.  A function of the executable's .preinit_array runs
 * before any shared library's initializer (the ELF rule glibc follows):
 * it catches that SIGINT, says on stderr what the limit leaves
 * (blasthr.h ak_blas_room's rule and figures) and exits 1.  main gives
 * SIGINT back the disposition the tool inherited first thing
 * (ak_cli_blas_started): a later Ctrl-C is the user's, and a SIGINT
 * ignored at start (a background job of a script, trap '' INT, nohup)
 * stays ignored, as attnkit(5) says of every signal.
 */
#include <cblas.h>
#include <err.h>
#include <signal.h>
#include <unistd.h>

#include "blasthr.h"
#include "cli.h"

static void
start_failed(int sig)
{
	ak_err e = { .msg = "" };

	(void)sig;
	if (ak_blas_room(&e) == 0)
		ak_errf(&e, "OpenBLAS could not start its %d threads (its line "
		    "above): run with fewer, OPENBLAS_NUM_THREADS=1, or with "
		    "more memory", openblas_get_num_threads());
	warnx("%s", e.msg);
	_exit(1);
}

/* SIGINT's disposition at exec: SIG_DFL or SIG_IGN (a handler is not
   inherited across execve) */
static struct sigaction inherited;
static int saved;

static void
preinit(int argc, char **argv, char **envp)
{
	struct sigaction sa = { .sa_handler = start_failed };

	(void)argc, (void)argv, (void)envp;
	sigemptyset(&sa.sa_mask);
	saved = sigaction(SIGINT, &sa, &inherited) == 0;
}

static void (*const preinit_fn)(int, char **, char **)
    __attribute__((used, section(".preinit_array"))) = preinit;

void
ak_cli_blas_started(void)
{
	if (saved)
		sigaction(SIGINT, &inherited, NULL);
	else
		signal(SIGINT, SIG_DFL);
}
