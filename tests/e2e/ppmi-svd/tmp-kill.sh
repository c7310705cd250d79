#!/bin/sh
# ppmi-svd's spill files (the counter's sorted runs under a small -M, in
# $TMPDIR: ak_tmpfile) leave nothing there whatever ends the process: they
# are unnamed from the start (O_TMPFILE) where the file system makes them,
# so SIGKILL, which no handler sees, leaves no file — neither in a loop of
# kills while runs are open, nor at the moment the fallback would unlink
# (an LD_PRELOAD shim kills the process there: with O_TMPFILE it is never
# reached).  Where O_TMPFILE fails (the shim refuses it) the fallback,
# mkstemp then unlink at once, gives the same counts and leaves nothing at
# a normal end; a SIGKILL between the two leaves one attnkit.XXXXXX, the
# window its comment names.
. "$(dirname "$0")/../../lib.sh"

# 40,000 messages of 10 words over 3,000: 32 runs at -M 4M
awk 'BEGIN { s = 11; for (m = 0; m < 40000; m++) { printf "ham\t"; for (i = 0; i < 10; i++) { s = (s * 1103515245 + 12345) % 2147483648; x = int(s / 65536) % 3000; printf "%sw%c%c%c", i ? " " : "", 97 + x % 26, 97 + int(x / 26) % 26, 97 + int(x / 676) } printf "\n" } }' > "$T/tok"
sms-vocab --min-count 1 -o "$T/v" "$T/tok"
ppmi-svd --count -v "$T/v" -o "$T/ref" "$T/tok"
grep -v '^# ppmi-svd' "$T/ref" > "$T/ref.body"
mkdir "$T/tmp"
left() { ls -A "$T/tmp" | wc -l | tr -d ' '; }
spilled() { cat "$T/log" 2> /dev/null | wc -l | tr -d ' '; }
# after a run that ends: it spilled, its counts are one run's, and it
# left nothing
spill_ok() {
	t_ok "  it spilled ($(spilled) temporaries)" test "$(spilled)" -ge 2
	grep -v '^# ppmi-svd' "$T/out" > "$T/out.body" || true
	t_cmp "  the counts of one run in memory" "$T/ref.body" "$T/out.body"
	t_ok "  nothing left in TMPDIR ($(left))" test "$(left)" -eq 0
}

cat > "$T/shim.c" <<'SHIM'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* SHIM_LOG: a line for each temporary's stream (ak_tmpfile's fdopen
 * "w+"); SHIM_NO_TMPFILE: open(O_TMPFILE) fails as on a file system
 * without it; SHIM_KILL_UNLINK: SIGKILL at the unlink of an attnkit.* */
FILE *fdopen(int fd, const char *m) {
	FILE *(*r)(int, const char *) = (FILE *(*)(int, const char *))dlsym(RTLD_NEXT, "fdopen");
	const char *log = getenv("SHIM_LOG");
	if (log != NULL && strcmp(m, "w+") == 0) { FILE *l = r == NULL ? NULL : fopen(log, "a"); if (l) { fputs("tmp\n", l); fclose(l); } }
	return r(fd, m);
}
int open(const char *p, int flags, ...) {
	int (*r)(const char *, int, ...) = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, "open");
	va_list ap; int mode;
	va_start(ap, flags); mode = va_arg(ap, int); va_end(ap);
	if ((flags & O_TMPFILE) == O_TMPFILE && getenv("SHIM_NO_TMPFILE") != NULL) { errno = EOPNOTSUPP; return -1; }
	return r(p, flags, mode);
}
int unlink(const char *p) {
	int (*r)(const char *) = (int (*)(const char *))dlsym(RTLD_NEXT, "unlink");
	if (getenv("SHIM_KILL_UNLINK") != NULL && strstr(p, "/attnkit.") != NULL) raise(SIGKILL);
	return r(p);
}
SHIM
${CC:-cc} -shared -fPIC -o "$T/shim.so" "$T/shim.c" -ldl
export ASAN_OPTIONS=verify_asan_link_order=0

# where TMPDIR's file system makes unnamed files (tmpfs, ext4, xfs, btrfs)
if /usr/bin/python3 -c 'import os, sys; os.close(os.open(sys.argv[1], os.O_TMPFILE | os.O_RDWR))' "$T/tmp" 2> /dev/null; then
	t_run "-M 4M, killed at any unlink of a temporary: runs to its end" 0 env TMPDIR="$T/tmp" SHIM_LOG="$T/log" SHIM_KILL_UNLINK=1 LD_PRELOAD="$T/shim.so" ppmi-svd --count -M 4M -v "$T/v" -o "$T/out" "$T/tok"
	spill_ok
	# SIGKILL while runs are open, at ten moments
	rm -f "$T"/tmp/*
	i=0 dead=0
	while [ $i -lt 10 ]; do
		TMPDIR=$T/tmp ppmi-svd --count -M 4M -v "$T/v" -o "$T/k.cnt" "$T/tok" 2> /dev/null &
		p=$!
		n=0
		while [ $n -lt 2000 ] && kill -0 $p 2> /dev/null && ! ls -l /proc/$p/fd 2> /dev/null | grep -q " $T/tmp/"; do
			n=$((n + 1))
		done
		# past the first temporary by 0 to 9 polls of /proc
		n=0
		while [ $n -lt $i ]; do ls /proc/$p/fd > /dev/null 2>&1 || true; n=$((n + 1)); done
		kill -s KILL $p 2> /dev/null || true
		set +e; { wait $p; } 2> /dev/null; st=$?; set -e
		[ "$st" -eq 137 ] && dead=$((dead + 1))
		i=$((i + 1))
	done
	t_ok "ten SIGKILLs while spilling ($dead killed before their end): nothing left in TMPDIR ($(left))" test "$(left)" -eq 0
	t_ok "  no -o file" test ! -e "$T/k.cnt"
else
	t_pass "TMPDIR without O_TMPFILE: the fallback below is the path"
fi

# the fallback: mkstemp, unlinked at once
rm -f "$T/log" "$T"/tmp/*
t_run "no O_TMPFILE: -M 4M spills through named files" 0 env TMPDIR="$T/tmp" SHIM_LOG="$T/log" SHIM_NO_TMPFILE=1 LD_PRELOAD="$T/shim.so" ppmi-svd --count -M 4M -v "$T/v" -o "$T/out" "$T/tok"
spill_ok
rm -f "$T"/tmp/*
t_run "  killed between mkstemp and unlink" 137 env TMPDIR="$T/tmp" SHIM_NO_TMPFILE=1 SHIM_KILL_UNLINK=1 LD_PRELOAD="$T/shim.so" ppmi-svd --count -M 4M -v "$T/v" -o "$T/out2" "$T/tok"
t_ok "  leaves the one attnkit.XXXXXX of that window" sh -c "ls -A '$T/tmp' | grep -qx 'attnkit\\.......' && test \$(ls -A '$T/tmp' | wc -l) -eq 1"
echo "1..$t_num"
