#!/bin/sh
# ppmi-svd-slurm's -o OUT written by ppmi-svd -o's rules (attnkit(5),
# Output files): - is standard output, and so is /dev/stdout; a FIFO or a
# device is written in place, never renamed over; a file replaced keeps
# its mode, a new one the umask's; a name ending in .gz is written
# gzip-compressed; OUT never an input under any name (- redirected from
# it too); OUT's directory (through a link) checked before anything is
# submitted; a link into --work's own files refused before the run made
# them; a closed standard output is no error.  With fake Slurm client
# commands: sbatch records its calls and writes the SVD job's emb.tsv.
. "$(dirname "$0")/../../lib.sh"
cd "$T"
mkdir fakebin fake
cat > fakebin/scontrol <<'SH'
#!/bin/sh
# (FAKE_PING: ping's exit status, saying nothing)
[ "$1" != ping ] || { [ -z "${FAKE_PING:-}" ] || exit "$FAKE_PING"; echo "Slurmctld(primary) at fake is UP"; exit 0; }
[ "$1 $2" != "show partition" ] || exit 0
# (FAKE_GONE: a file naming a PID: the jobs complete once that process
# is gone, a bounded poll: OUT's reader gone before OUT is written)
if [ -n "${FAKE_GONE:-}" ]; then
	k=0
	while [ $k -lt 100 ] && { [ ! -s "$FAKE_GONE" ] || kill -0 "$(cat "$FAKE_GONE")" 2> /dev/null; }; do sleep 0.1; k=$((k + 1)); done
fi
echo "JobId=$4 JobState=COMPLETED Reason=None ExitCode=0:0 BatchHost=n1"
SH
cat > fakebin/sbatch <<'SH'
#!/bin/sh
echo "$*" >> "$FAKE/sbatch.args"
for a; do s=$a; done
s=${s#\'}; s=${s%\'}
case $s in */jobs/svd.sh)
	# (FAKE_HOOK: a command run as the SVD job is submitted: OUT
	# changed while the jobs run)
	[ -z "${FAKE_HOOK:-}" ] || sh -c "$FAKE_HOOK"
	printf '# x\nword\td1\nfree\t0.5\ncall\t0.25\n' > "${s%/jobs/svd.sh}/emb.tsv" ;;
esac
n=$(cat "$FAKE/next" 2>/dev/null || echo 101); echo $((n + 1)) > "$FAKE/next"
# (FAKE_EXIT: a site's wrapper's refusal, FAKE_ANSWER on stdout, N the
# ID, and FAKE_ERR on stderr, exit FAKE_EXIT)
[ -z "${FAKE_ERR:-}" ] || echo "$FAKE_ERR" >&2
[ -z "${FAKE_EXIT:-}" ] || { printf "${FAKE_ANSWER:-}" | sed "s/N/$n/"; exit "$FAKE_EXIT"; }
# (FAKE_ANSWER: a site's wrapper's answer, N the ID)
if [ -n "${FAKE_ANSWER:-}" ]; then printf "$FAKE_ANSWER\n" | sed "s/N/$n/"; else echo "$n"; fi
SH
printf '#!/bin/sh\necho "$*" >> "$FAKE/scancel"\n' > fakebin/scancel
chmod +x fakebin/*
printf 'word\tcount\tdocs\nfree\t3\t2\ncall\t3\t2\nnow\t2\t2\n' > v.tsv
printf 'ham\tfree call now\nham\tcall free now\n' > a.tok
drv() { env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 "$@"; }
body() { printf 'word\td1\nfree\t0.5\ncall\t0.25\n'; }
body > want.body
submitted() { test -s fake/sbatch.args; }

# -o -: standard output, no file named -; /dev/stdout alike
t_run "-o -: exit 0" 0 drv -o - a.tok
t_ok "  the embeddings on standard output" sh -c "sed -n 1p '$T/out' | grep -q '^# ppmi-svd-slurm .* -o - a.tok' && tail -n +2 '$T/out' | cmp -s - want.body"
t_ok "  no file named -" test ! -e ./-
t_run "-o /dev/stdout: exit 0" 0 drv -o /dev/stdout a.tok
t_ok "  the embeddings on standard output" sh -c "tail -n +2 '$T/out' | cmp -s - want.body"
# standard output closed: refused before anything is submitted, exit 2;
# a run that writes -o FILE says nothing of it (no awk "close failed")
rm -f fake/sbatch.args
t_run "-o - with standard output closed: exit 2" 2 sh -c 'exec >&-; "$@"' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o - a.tok
t_err "  naming it" "^ppmi-svd-slurm: -o -: standard output is closed: give -o FILE\$"
t_ok "  nothing submitted" sh -c '! test -s fake/sbatch.args'
t_run "-o FILE with standard output closed: exit 0" 0 sh -c 'exec >&-; "$@"' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm --progress -v v.tsv -d 1 -o c.tsv a.tok
t_ok "  nothing said of standard output" sh -c "! grep -q 'Bad file descriptor\\|close failed' '$T/err'"
t_ok "  OUT written" sh -c "tail -n +2 c.tsv | cmp -s - want.body"

# a FIFO: written in place, still a FIFO; /dev/null: still the device
mkfifo p
timeout 60 cat p > got &
t_run "-o FIFO: exit 0" 0 drv -o p a.tok
wait
t_ok "  its reader got the embeddings" sh -c "tail -n +2 got | cmp -s - want.body"
t_ok "  still a FIFO, no temporary beside it" sh -c "test -p p && ! ls | grep -q '^p\\.'"
# a TERM while OUT waits on a reader that does not read (a FIFO no one
# opens): the trap runs at once, the writer ended, the work directory
# removed (polls with a bound; the FIFO opened at the end if it hung)
mkdir tw
mkfifo tw/p
env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o tw/p a.tok 2> tw.err &
dp=$!
k=0
# (OUT no file: the work directory in the current one)
while [ $k -lt 150 ] && ! ls .ppmi-svd-slurm.*/emb.tsv.err > /dev/null 2>&1; do sleep 0.2; k=$((k + 1)); done
sleep 0.2
kill -TERM $dp
k=0
while [ $k -lt 50 ] && kill -0 $dp 2> /dev/null; do sleep 0.2; k=$((k + 1)); done
hung=0
kill -0 $dp 2> /dev/null && { hung=1; timeout 10 cat tw/p > /dev/null; kill -KILL $dp 2> /dev/null; }
set +e; wait $dp; st=$?; set -e
t_ok "TERM while OUT's FIFO has no reader: the driver ends by it within 10 s (status $st, hung $hung)" test "$st" = 143 -a "$hung" = 0
t_ok "  its work directory removed, the FIFO still one" sh -c "! ls -A | grep -q '^\\.ppmi-svd-slurm' && test -p tw/p && test \"\$(ls -A tw)\" = p"
# a PIPE while OUT waits on a FIFO no one has opened yet (standard
# error's reader gone): it interrupts the wait, which goes on; the run
# goes on to OUT: the reader that opens the FIFO then gets it whole, the
# driver exits 0 (before: exit 1, its writer left behind to deliver OUT
# later).  The PIPE sent once out_to has begun (emb.tsv.err); every
# process of the test ended and waited for whatever happens
mkdir tp
mkfifo tp/p
env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o tp/p a.tok 2> tp.err &
dp=$!
k=0
while [ $k -lt 150 ] && ! ls .ppmi-svd-slurm.*/emb.tsv.err > /dev/null 2>&1; do sleep 0.2; k=$((k + 1)); done
kill -PIPE $dp 2> /dev/null || :
timeout 20 cat tp/p > tp.got || :
k=0
while [ $k -lt 50 ] && kill -0 $dp 2> /dev/null; do sleep 0.2; k=$((k + 1)); done
kill -KILL $dp 2> /dev/null || :
set +e; wait $dp; st=$?; set -e
t_ok "PIPE while OUT waits on its FIFO: the run goes on to OUT, exit 0 (status $st)" test "$st" = 0
t_ok "  the FIFO's reader got OUT whole" sh -c "tail -n +2 tp.got | cmp -s - want.body"
t_ok "  its work directory removed" sh -c "! ls -A | grep -q '^\\.ppmi-svd-slurm'"
# PIPEs while --shards copies a named pipe (standard error's reader gone,
# several times): the run goes on; each wait of the copy is resumed, so
# the copy is whole and no PIPE is taken for the reader's failure (before:
# exit 1, 'read error', said to nowhere).  The feeder writes half, polls
# for the copy to begin, then for the PIPEs sent, then writes the rest
awk 'BEGIN { for (i = 0; i < 400; i++) print "ham\tfree call now" }' > pp.tok
mkfifo pp.fifo
rm -f pp.go
{ head -n 200 pp.tok; k=0; while [ $k -lt 300 ] && [ ! -e pp.go ]; do sleep 0.1; k=$((k + 1)); done; tail -n +201 pp.tok; } > pp.fifo &
fp=$!
env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q --work "$T/pw" --shards 2 -v v.tsv -d 1 -o pp.tsv pp.fifo 2> /dev/null &
dp=$!
k=0
while [ $k -lt 150 ] && [ ! -s pw/shards.tmp/in1 ]; do sleep 0.2; k=$((k + 1)); done
k=0
while [ $k -lt 5 ]; do kill -PIPE $dp 2> /dev/null || :; sleep 0.2; k=$((k + 1)); done
: > pp.go
k=0
while [ $k -lt 100 ] && kill -0 $dp 2> /dev/null; do sleep 0.2; k=$((k + 1)); done
kill -KILL $dp 2> /dev/null || :
set +e; wait $dp; st=$?; set -e
kill $fp 2> /dev/null || :
timeout 5 cat pp.fifo > /dev/null 2>&1 || :
wait $fp 2> /dev/null || :
t_ok "PIPEs while --shards copies a named pipe: the run goes on, exit 0 (status $st)" test "$st" = 0
t_ok "  the shards hold every line" test "$(cat pw/shards/*.tsv 2> /dev/null | grep -c -v '^#')" = 400
# OUT's reader gone (-o - | a reader that ends at once, head's way): the
# run ends as ppmi-svd ends under | head, by SIGPIPE after its clean-up,
# nothing said (before: '-: cannot write', exit 1); /dev/stdout alike
for o in - /dev/stdout; do
	rm -f gone.pid gone.st
	{ set +e; env FAKE_GONE="$T/gone.pid" FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o $o a.tok 2> gone.err; echo $? > gone.st; } | sh -c 'echo $$ > gone.pid'
	t_ok "-o $o, its reader gone: ended by SIGPIPE (status $(cat gone.st))" test "$(cat gone.st)" = 141
	t_ok "  nothing said" test ! -s gone.err
	t_ok "  its work directory removed" sh -c "! ls -A | grep -q '^\\.ppmi-svd-slurm'"
done
# a descriptor open on a FIFO that is also TOKENS: refused before
# anything is read, as ppmi-svd refuses it (the shard copy would read the
# pipe whose write end the driver holds, for ever)
mkfifo ff
t_bad "-o /dev/stdout open on TOKENS, a FIFO (1<>ff): refused" 2 "^ppmi-svd-slurm: /dev/stdout: output would overwrite an input \\(TOKENS ff\\)\$" sh -c 'exec timeout 30 env FAKE="$1/fake" PATH="$1/fakebin:$PATH" ppmi-svd-slurm -q --shards 2 -v v.tsv -d 1 -o /dev/stdout ff 1<>ff' sh "$T"
t_bad "-o /dev/fd/5 open on it (5<>ff): refused" 2 "^ppmi-svd-slurm: /dev/fd/5: output would overwrite an input \\(TOKENS ff\\)\$" sh -c 'exec timeout 30 env FAKE="$1/fake" PATH="$1/fakebin:$PATH" ppmi-svd-slurm -q --shards 2 -v v.tsv -d 1 -o /dev/fd/5 ff 5<>ff' sh "$T"
rm -f ff
# -o another process's descriptor on a deleted file: refused as the tools
# refuse it, no file 'F (deleted)' made
sh -c 'exec 7> "$1/gone.tsv"; rm "$1/gone.tsv"; echo $$ > "$1/holder.pid"; exec sleep 60' sh "$T" &
_h=$!
_i=0
while [ ! -s "$T/holder.pid" ] && [ $_i -lt 100 ]; do sleep 0.1; _i=$((_i + 1)); done
t_bad "-o /proc/PID/fd/N on a deleted file: refused" 1 "^ppmi-svd-slurm: /proc/$_h/fd/7: a descriptor on a deleted file \\($T/gone.tsv \\(deleted\\)\\): its output would be a new file of that name; give a file's name\$" drv -o "/proc/$_h/fd/7" a.tok
t_ok "  no file 'gone.tsv (deleted)' made" sh -c "! ls '$T' | grep -q deleted"
kill "$_h" 2> /dev/null
wait "$_h" 2> /dev/null || :
# (a device of the test's own, not /dev/null: a driver that renames over
# it would replace the system's; mknod needs root)
if mknod dev c 1 3 2> /dev/null; then
	t_run "-o a device (and TOKENS /dev/null): exit 0" 0 drv -o dev a.tok /dev/null
	t_ok "  still a character device" test -c dev
else
	t_skip "-o a device" "mknod needs root"
fi

# a name open(2) cannot write, found before anything is submitted, in
# ppmi-svd's words: a socket (a stale one: bind(2) made it, no server),
# /dev/tty without a terminal (setsid: nohup, cron); /dev/null, a device
# that opens, still runs
rm -f fake/sbatch.args
if /usr/bin/python3 -c "import socket; socket.socket(socket.AF_UNIX).bind('sock')" 2> /dev/null && test -S sock; then
	t_bad "-o a socket: refused" 1 "^ppmi-svd-slurm: sock: No such device or address \\(a socket, which open\\(2\\) cannot write: give a file, a FIFO, or -o - and a pipe\\)\$" drv -o sock a.tok
	t_ok "  nothing submitted" sh -c '! test -s fake/sbatch.args'
	ln -s sock sock.link
	t_bad "  through a link" 1 "^ppmi-svd-slurm: sock.link: No such device or address " drv -o sock.link a.tok
else
	t_skip "-o a socket" "no python3 to make one"
fi
if command -v setsid > /dev/null 2>&1; then
	t_bad "-o /dev/tty without a terminal: refused" 1 "^ppmi-svd-slurm: /dev/tty: No such device or address \\(a device that cannot be written now: give -o FILE\\)\$" setsid -w env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o /dev/tty a.tok
	t_ok "  nothing submitted" sh -c '! test -s fake/sbatch.args'
else
	t_skip "-o /dev/tty without a terminal" "no setsid"
fi
t_run "-o /dev/null: exit 0" 0 drv -o /dev/null a.tok
t_ok "  still the device" test -c /dev/null

# the mode: a file replaced keeps its own, a new one gets the umask's
printf 'old\n' > m.tsv
chmod 600 m.tsv
t_run "-o a file of mode 600: exit 0" 0 drv -o m.tsv a.tok
t_ok "  still 600" test "$(stat -c %a m.tsv)" = 600
chmod 664 m.tsv
t_run "-o a file of mode 664 under umask 077: exit 0" 0 sh -c 'umask 077; "$@"' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o m.tsv a.tok
t_ok "  still 664" test "$(stat -c %a m.tsv)" = 664
t_run "a new file under umask 027: exit 0" 0 sh -c 'umask 027; "$@"' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o n.tsv a.tok
t_ok "  mode 640" test "$(stat -c %a n.tsv)" = 640
# the group: a file replaced keeps it when the user may give it (root, or
# a member), as ppmi-svd -o keeps it
printf 'old\n' > g.tsv
if chgrp nogroup g.tsv 2> /dev/null && [ "$(stat -c %G g.tsv)" = nogroup ]; then
	chmod 660 g.tsv
	t_run "-o a file of group nogroup, mode 660: exit 0" 0 drv -o g.tsv a.tok
	t_ok "  still nogroup, 660" test "$(stat -c "%G %a" g.tsv)" = "nogroup 660"
else
	t_skip "-o a file of another group" "chgrp nogroup is not allowed here"
fi
# through a link: the target keeps its mode, the link stays
ln -s m.tsv l.tsv
chmod 600 m.tsv
t_run "-o a link to a file of mode 600: exit 0" 0 drv -o l.tsv a.tok
t_ok "  the link stays, its target 600" sh -c 'test -L l.tsv && test "$(stat -c %a m.tsv)" = 600'

# OUT's temporary: in the work directory when rename(2) can take it to
# OUT (the same mount: the default work directory, made beside OUT, and a
# --work there), so that a SIGKILL while OUT is written leaves nothing
# beside OUT; a --work on another mount: beside OUT (mktemp).  A chmod on
# PATH logs the temporary's name and, with HOLD, stops there (writes its
# PID, polls for a file that never comes, bounded) for the SIGKILL.
mkdir chbin ko
cat > chbin/chmod <<'SH'
#!/bin/sh
case "$*" in
*.tsv.*)
	for a; do :; done
	echo "$a" >> "$FAKE/chmod.log"
	if [ -n "${HOLD:-}" ]; then
		echo $$ > "$HOLD"
		k=0
		while [ $k -lt 300 ] && [ ! -e "$HOLD.go" ]; do sleep 0.1; k=$((k + 1)); done
	fi ;;
esac
exec /bin/chmod "$@"
SH
/bin/chmod +x chbin/chmod
rm -f fake/chmod.log
t_run "-o FILE, the default work directory: exit 0" 0 env FAKE="$T/fake" PATH="$T/chbin:$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o ko/e.tsv a.tok
t_ok "  its temporary in the work directory, not beside OUT" sh -c "grep -q '^$T/ko/\\.ppmi-svd-slurm\\.[^/]*/emb\\.tsv\\.out\\.[A-Za-z0-9]*\$' fake/chmod.log && tail -n +2 ko/e.tsv | cmp -s - want.body"
rm -f ko/e.tsv hold hold.go
env HOLD="$T/hold" FAKE="$T/fake" PATH="$T/chbin:$T/fakebin:$PATH" ppmi-svd-slurm -q --work "$T/kw" -v v.tsv -d 1 -o ko/e.tsv a.tok 2> /dev/null &
dp=$!
k=0
while [ $k -lt 150 ] && [ ! -s hold ]; do sleep 0.2; k=$((k + 1)); done
kill -KILL $dp 2> /dev/null || :
set +e; wait $dp; set -e
# (the held chmod, orphaned: released, then waited for by its PID)
: > hold.go
hp=$(cat hold 2> /dev/null || :)
k=0
while [ -n "$hp" ] && [ $k -lt 50 ] && kill -0 "$hp" 2> /dev/null; do sleep 0.2; k=$((k + 1)); done
t_ok "SIGKILL while OUT is written, --work on OUT's mount: nothing beside OUT" sh -c "test -s hold && test -z \"\$(ls -A ko)\""
t_ok "  its temporary left in --work" sh -c "ls kw | grep -q '^emb\\.tsv\\.out\\.'"
t_run "  the next run in that --work: exit 0" 0 env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q --work "$T/kw" -v v.tsv -d 1 -o ko/e.tsv a.tok
t_ok "  OUT written, the old temporary gone" sh -c "tail -n +2 ko/e.tsv | cmp -s - want.body && ! ls kw | grep -q '^emb\\.tsv\\.out\\.'"
rm -f ko/e.tsv
# (another mount: /dev/shm, a tmpfs, where there is one)
sw=$(mktemp -d /dev/shm/ppmi-svd-slurm-test.XXXXXX 2> /dev/null || :)
if [ -n "$sw" ] && [ "$(stat -c %d "$sw")" != "$(stat -c %d ko)" ]; then
	rm -f fake/chmod.log
	t_run "--work on another mount: exit 0" 0 env FAKE="$T/fake" PATH="$T/chbin:$T/fakebin:$PATH" ppmi-svd-slurm -q --work "$sw/w" -v v.tsv -d 1 -o ko/e.tsv a.tok
	t_ok "  its temporary beside OUT (rename(2) cannot cross mounts), none left" sh -c "grep -q '^$T/ko/e\\.tsv\\.[A-Za-z0-9]*\$' fake/chmod.log && test \"\$(ls -A ko)\" = e.tsv && tail -n +2 ko/e.tsv | cmp -s - want.body"
	rm -rf "$sw" ko/e.tsv
else
	[ -z "$sw" ] || rm -rf "$sw"
	t_skip "--work on another mount" "no /dev/shm of another device"
fi

# .gz: gzip-compressed, as ppmi-svd -o writes it
t_run "-o e.tsv.gz: exit 0" 0 drv -o e.tsv.gz a.tok
t_ok "  gzip data, the embeddings in it" sh -c "gzip -t e.tsv.gz && gzip -dc e.tsv.gz | tail -n +2 | cmp -s - want.body"
t_run "-o a name that is only .gz: exit 0" 0 drv -o .gz a.tok
t_ok "  text, as ppmi-svd writes it" sh -c "tail -n +2 .gz | cmp -s - want.body"

# OUT's directory, through a link, before any job
rm -f fake/sbatch.args
mkdir sub
ln -s ../nodir/o.tsv sub/o.tsv
t_bad "-o a link into a missing directory" 1 "^ppmi-svd-slurm: sub/o\\.tsv: No such file or directory \\(the directory of its link's target, $T/nodir/o\\.tsv\\)\$" drv -o sub/o.tsv a.tok
t_ok "  nothing submitted" sh -c '! test -s fake/sbatch.args'
t_bad "-o in a missing directory" 1 "^ppmi-svd-slurm: nodir/o\\.tsv: No such file or directory\$" drv -o nodir/o.tsv a.tok
t_ok "  nothing submitted" sh -c '! test -s fake/sbatch.args'
mkdir nodir
t_run "  the same link once its directory is there: exit 0" 0 drv -o sub/o.tsv a.tok
t_ok "  its target written" sh -c "tail -n +2 nodir/o.tsv | cmp -s - want.body"

# OUT an input: standard input redirected from it, exit 2, left intact
cp a.tok in.tok
t_run "--shards 2 -o F - < F: exit 2" 2 sh -c 'exec < in.tok; "$@"' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --shards 2 -o in.tok -
t_err "  in ppmi-svd's words" "^ppmi-svd-slurm: in\\.tok: output would overwrite an input \\(standard input\\)\$"
t_ok "  the input intact" cmp -s a.tok in.tok
t_run "--shards 2 -o G - < F: exit 0" 0 sh -c 'exec < in.tok; "$@"' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --shards 2 -o g.tsv -
t_ok "  G written, F intact" sh -c "tail -n +2 g.tsv | cmp -s - want.body && cmp -s a.tok in.tok"

# a FIFO as TOKENS (--shards reads it) and as OUT: refused, exit 2, as
# ppmi-svd refuses it (the copy would wait on the pipe it is to write)
mkfifo io
t_bad "--shards 2 -o FIFO FIFO" 2 "^ppmi-svd-slurm: io: output would overwrite an input \\(TOKENS io\\)\$" drv --shards 2 -o io io
# a link into --work's own files that the run has not made yet (log/)
mkdir W
ln -s W/log/out.tsv wl.tsv
t_bad "-o a link to --work's log/, before it is made" 2 "^ppmi-svd-slurm: -o wl\\.tsv: in --work W's log, which is the driver's" drv --work W -o wl.tsv a.tok
ln -s W/mine/out.tsv wm.tsv
mkdir W/mine
: > W/.ppmi-svd-slurm
t_run "  a link to a directory of the user's in it: exit 0" 0 drv --work W -o wm.tsv a.tok
t_ok "  written there" sh -c "tail -n +2 W/mine/out.tsv | cmp -s - want.body"

# ppmi-svd -o's own rules (it checks OUT for the driver), before anything
# is submitted: a name ending in / (a file, a directory not there), a
# loop of links; a directory's name with its slash is a directory
rm -f fake/sbatch.args
echo 'keep me' > f.tsv
t_bad "-o FILE/ (trailing slash)" 1 "^ppmi-svd-slurm: f\\.tsv/: Not a directory\$" drv -o f.tsv/ a.tok
t_ok "  FILE intact" grep -qx 'keep me' f.tsv
t_bad "-o f.tsv// alike" 1 "^ppmi-svd-slurm: f\\.tsv//: Not a directory\$" drv -o f.tsv// a.tok
t_bad "-o newdir/ (no such directory)" 1 "^ppmi-svd-slurm: newdir/: No such file or directory\$" drv -o newdir/ a.tok
t_ok "  no file newdir" test ! -e newdir
t_bad "-o sub/ (a directory)" 1 "^ppmi-svd-slurm: sub/: Is a directory\$" drv -o sub/ a.tok
# (an input's name with a slash names no file: not "would overwrite an
# input", exit 2; a file where a directory must be, at any depth, is not
# a missing file)
t_bad "-o TOKENS/ (an input, a trailing slash)" 1 "^ppmi-svd-slurm: a\\.tok/: Not a directory\$" drv -o a.tok/ a.tok
t_bad "-o FILE/x.tsv" 1 "^ppmi-svd-slurm: f\\.tsv/x\\.tsv: Not a directory\$" drv -o f.tsv/x.tsv a.tok
t_bad "-o FILE/d/x.tsv" 1 "^ppmi-svd-slurm: f\\.tsv/d/x\\.tsv: Not a directory\$" drv -o f.tsv/d/x.tsv a.tok
t_bad "-o nodir/d/x.tsv (nothing there)" 1 "^ppmi-svd-slurm: nodir2/d/x\\.tsv: No such file or directory\$" drv -o nodir2/d/x.tsv a.tok
ln -s loop loop
ln -s ly lx
ln -s lx ly
t_bad "-o a link to itself" 1 "^ppmi-svd-slurm: loop: Too many levels of symbolic links\$" drv -o loop a.tok
t_bad "-o x -> y -> x" 1 "^ppmi-svd-slurm: lx: Too many levels of symbolic links\$" drv -o lx a.tok
t_ok "  the links stay links" sh -c 'test -L loop && test -L lx && test -L ly'
t_ok "  nothing submitted" sh -c '! test -s fake/sbatch.args'

# a descriptor: duplicated (never opened anew, never through the checks'
# own 2> /dev/null), open for writing, not an input
t_run "-o /dev/stderr: exit 0" 0 drv -o /dev/stderr a.tok
t_ok "  the embeddings on standard error" sh -c "tail -n +2 '$T/err' | cmp -s - want.body"
t_run "-o /proc/self/fd/2: exit 0" 0 drv -o /proc/self/fd/2 a.tok
t_ok "  the embeddings on standard error" sh -c "tail -n +2 '$T/err' | cmp -s - want.body"
rm -f fake/sbatch.args
t_bad "-o /dev/fd/3 open for reading only" 1 "^ppmi-svd-slurm: /dev/fd/3: Bad file descriptor \\(a descriptor of this shell that is not open for writing\\)\$" sh -c '"$@" 3< v.tsv' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o /dev/fd/3 a.tok
t_ok "  nothing submitted" sh -c '! test -s fake/sbatch.args'
# open for reading and writing on a file (3<>): the output would go over
# its start, its old tail kept after it: refused at every N, in
# ppmi-svd's words, the file kept; on a device, and open for writing
# alone (> truncates, then in place), written
seq 1 200 > rw.tsv
cp rw.tsv rw.want
rwmsg="the descriptor is open for reading and writing \\(<>\\) on a file: the output would be written over its start and its old tail kept; open it with > \\(>> to append\\), or give the file's name"
t_bad "-o /dev/fd/3 open for reading and writing on a file" 1 "^ppmi-svd-slurm: /dev/fd/3: $rwmsg\$" sh -c '"$@" 3<> rw.tsv' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o /dev/fd/3 a.tok
t_ok "  the file kept, nothing submitted" sh -c '! test -s fake/sbatch.args && cmp -s rw.tsv rw.want'
t_run "-o /dev/fd/3 open for reading and writing on /dev/null: exit 0" 0 sh -c '"$@" 3<> /dev/null' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o /dev/fd/3 a.tok
t_run "-o /dev/fd/3 open for writing (3>): exit 0" 0 sh -c '"$@" 3> rw.tsv' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o /dev/fd/3 a.tok
t_ok "  written there" sh -c "tail -n +2 rw.tsv | cmp -s - want.body"
cp a.tok in.tok
t_bad "-o /dev/stdout open on TOKENS (1<>)" 2 "^ppmi-svd-slurm: /dev/stdout: output would overwrite an input \\(TOKENS in\\.tok\\)\$" sh -c '"$@" 1<> in.tok' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o /dev/stdout in.tok
t_bad "-o /dev/fd/3 appending to TOKENS" 2 "^ppmi-svd-slurm: /dev/fd/3: output would overwrite an input \\(TOKENS in\\.tok\\)\$" sh -c '"$@" 3>> in.tok' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o /dev/fd/3 in.tok
t_ok "  TOKENS intact" cmp -s a.tok in.tok
# -o -, standard output open on an input (1<>, >>): refused as
# /dev/stdout is, in ppmi-svd's words, nothing submitted, the input intact
rm -f fake/sbatch.args
cp v.tsv vin.tsv
somsg=": standard output is open on it: redirect it to another file, or give -o FILE\\)\$"
t_bad "-o - open on TOKENS (1<>)" 2 "^ppmi-svd-slurm: <stdout>: output would overwrite an input \\(TOKENS in\\.tok$somsg" sh -c '"$@" 1<> in.tok' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o - in.tok
t_bad "-o - appending to TOKENS (>>)" 2 "^ppmi-svd-slurm: <stdout>: output would overwrite an input \\(TOKENS in\\.tok$somsg" sh -c '"$@" >> in.tok' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o - in.tok
t_bad "-o - appending to -v's file" 2 "^ppmi-svd-slurm: <stdout>: output would overwrite an input \\(-v .*/vin\\.tsv$somsg" sh -c '"$@" >> vin.tsv' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v vin.tsv -d 1 -o - a.tok
t_bad "--shards 2 -o - appending to the file of standard input" 2 "^ppmi-svd-slurm: <stdout>: output would overwrite an input \\(standard input$somsg" sh -c '"$@" < in.tok >> in.tok' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q --shards 2 -v v.tsv -d 1 -o - -
t_ok "  inputs intact, nothing submitted" sh -c '! test -s fake/sbatch.args && cmp -s a.tok in.tok && cmp -s v.tsv vin.tsv'
t_run "-o - appending to another file: exit 0" 0 sh -c '"$@" >> vin.tsv' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o - a.tok
t_ok "  appended after its lines" sh -c "head -4 vin.tsv | cmp -s - v.tsv && tail -n +6 vin.tsv | cmp -s - want.body"
t_run "-o /dev/fd/3 appending to another file: exit 0" 0 sh -c '"$@" 3>> in.tok' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o /dev/fd/3 a.tok
t_ok "  appended after its lines" sh -c "head -2 in.tok | cmp -s - a.tok && tail -n +4 in.tok | cmp -s - want.body"
# (/proc/thread-self/fd/N, and any spelling of a descriptor directory,
# are this shell's own descriptor, as /proc/self/fd/N: appended, not
# replaced by name as another process's)
for o in /proc/thread-self/fd/3 //proc/./self/fd/3; do
	echo 'earlier results' > tl.txt
	t_run "-o $o appending (3>>): exit 0" 0 sh -c '"$@" 3>> tl.txt' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o "$o" a.tok
	t_ok "  appended, the earlier line kept" sh -c "head -1 tl.txt | grep -qx 'earlier results' && tail -n +3 tl.txt | cmp -s - want.body"
done
echo 'earlier results' > log.txt
# (dash opens no descriptor past 9 itself: bash does)
if command -v bash > /dev/null 2>&1; then
	t_run "-o /dev/fd/12 appending (a descriptor past 9): exit 0" 0 bash -c 'exec 12>> log.txt; "$@"' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o /dev/fd/12 a.tok
	t_ok "  appended, the earlier line kept" sh -c "head -1 log.txt | grep -qx 'earlier results' && tail -n +3 log.txt | cmp -s - want.body"
	seq 1 200 > rw.tsv
	t_bad "-o /dev/fd/12 open for reading and writing on a file: as fd 3" 1 "^ppmi-svd-slurm: /dev/fd/12: $rwmsg\$" bash -c 'exec 12<> rw.tsv; "$@"' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o /dev/fd/12 a.tok
	t_ok "  the file kept" cmp -s rw.tsv rw.want
	t_run "-o /dev/fd/12 open for writing (12>): exit 0" 0 bash -c 'exec 12> rw.tsv; "$@"' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o /dev/fd/12 a.tok
	t_ok "  written there, alone" sh -c "tail -n +2 rw.tsv | cmp -s - want.body"
else
	t_skip "-o /dev/fd/12" "no bash to open it"
fi
# another process's descriptor (/proc/PID/fd/N) is the file it is open
# on, replaced by name when every job has completed, as ppmi-svd -o
# takes it: not truncated when the run starts
seq 1 200 > held.txt
sleep 60 3>> held.txt &
hp=$!
t_run "-o /proc/PID/fd/3 of another process: exit 0" 0 drv -o /proc/$hp/fd/3 a.tok
kill $hp
t_ok "  its file holds the output alone" sh -c "tail -n +2 held.txt | cmp -s - want.body"
rm -f fake/sbatch.args
t_bad "  a failed run leaves its file as it was" 1 "^ppmi-svd-slurm: " env FAKE_EXIT=1 FAKE="$T/fake" PATH="$T/fakebin:$PATH" sh -c 'seq 1 200 > held.txt; sleep 60 3>> held.txt & hp=$!; ppmi-svd-slurm -q -v v.tsv -d 1 -o /proc/$hp/fd/3 a.tok; st=$?; kill $hp; exit $st'
t_ok "  (its 200 lines)" cmp -s held.txt rw.want

# sbatch's answer: the ID the first line that is one, whatever a site's
# wrapper says before or after it; none: one line, exit 1
t_run "a note after the job ID: exit 0" 0 env FAKE_ANSWER='N\nJob accounting: charged to project nlp' FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o s.tsv a.tok
t_ok "  OUT written" sh -c "tail -n +2 s.tsv | cmp -s - want.body"
t_run "a note before 'ID;cluster': exit 0" 0 env FAKE_ANSWER='note: quota 80%%\nN;c1' FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o s.tsv a.tok
t_run "'Submitted batch job ID' (no --parsable): exit 0" 0 env FAKE_ANSWER='Submitted batch job N' FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o s.tsv a.tok
t_bad "no ID in the answer" 1 "^ppmi-svd-slurm: sbatch: no job ID in its answer: 'queued: [0-9]* jobs ahead accounting: ok'\$" env FAKE_ANSWER='queued: N jobs ahead\naccounting: ok' FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o s.tsv a.tok
# a refusal said on stdout alone (a site's wrapper): its words; none at
# all (blanks are none): the exit status, never "sbatch: " and nothing
t_bad "sbatch refusing on stdout" 1 "^ppmi-svd-slurm: sbatch: Submission denied: over quota\$" env FAKE_EXIT=1 FAKE_ANSWER='Submission denied: over quota\n' FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o s.tsv a.tok
t_bad "sbatch failing saying nothing" 1 "^ppmi-svd-slurm: sbatch: exit 3, no message\$" env FAKE_EXIT=3 FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o s.tsv a.tok
t_bad "  or only blanks" 1 "^ppmi-svd-slurm: sbatch: exit 1, no message\$" env FAKE_EXIT=1 FAKE_ANSWER=' \n\n' FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o s.tsv a.tok
# an sbatch that fails after it printed a job ID (a site's wrapper whose
# post-submit hook fails): that job was made, so it is cancelled and
# said, never left queued, and its ID line is no cause; a number inside
# a refusal's words is no ID
rm -f fake/scancel
t_bad "sbatch failing after it submitted" 1 "^ppmi-svd-slurm: sbatch: ledger: cannot record the job \\(sbatch failed after it submitted job [0-9]+, which is cancelled\\)\$" env FAKE_EXIT=1 FAKE_ANSWER='Submitted batch job N\n' FAKE_ERR='ledger: cannot record the job' FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o s.tsv a.tok
t_ok "  that job cancelled" sh -c "id=\$(sed -n 's/.*submitted job \\([0-9]*\\).*/\\1/p' '$T/err'); grep -qw \"\$id\" fake/scancel"
rm -f fake/scancel
t_bad "  its --parsable ID alone, no message" 1 "^ppmi-svd-slurm: sbatch: exit 3, no message \\(sbatch failed after it submitted job [0-9]+, which is cancelled\\)\$" env FAKE_EXIT=3 FAKE_ANSWER='N;c1\n' FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o s.tsv a.tok
t_ok "  that job cancelled" test -s fake/scancel
rm -f fake/scancel
t_bad "  a number in a refusal is no ID" 1 "^ppmi-svd-slurm: sbatch: denied: [0-9]+ jobs over your quota\$" env FAKE_EXIT=1 FAKE_ANSWER='denied: N jobs over your quota\n' FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o s.tsv a.tok
t_ok "  nothing cancelled" test ! -e fake/scancel
t_bad "scontrol ping failing saying nothing" 1 "^ppmi-svd-slurm: scontrol: exit 1, no message\$" env FAKE_PING=1 FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o s.tsv a.tok
# OUT made a directory, or a link to one, while the jobs ran: refused as
# ppmi-svd's rename(2) refuses it, nothing moved into it, no temporary
# left; a file made there meanwhile is replaced, as at the start
hookdrv() { FAKE_HOOK=$1; export FAKE_HOOK; shift; drv "$@"; _hs=$?; unset FAKE_HOOK; return $_hs; }
mkdir od.d
for k in directory link; do
	rm -rf od.tsv
	case $k in
	directory) hook="mkdir '$T/od.tsv'" ;;
	link) hook="ln -s '$T/od.d' '$T/od.tsv'" ;;
	esac
	t_bad "OUT made a $k while the jobs ran" 1 "^ppmi-svd-slurm: .*od\\.tsv: Is a directory \\(made while the jobs ran\\)\$" hookdrv "$hook" -o od.tsv a.tok
	t_ok "  nothing moved into it, no temporary beside it" sh -c 'test -z "$(ls -A od.tsv/)$(ls -A od.d/)" && ! ls -A | grep -q "^od\.tsv\."'
done
t_ok "  the link kept" test -L od.tsv
rm -f od.tsv
t_run "OUT made a file while the jobs ran: exit 0" 0 hookdrv "echo x > '$T/od.tsv'" -o od.tsv a.tok
t_ok "  replaced by the output" sh -c "tail -n +2 od.tsv | cmp -s - want.body"
# wait_for (writes.sh, which waits for OUT's writer and the copy of a
# pipe): a PIPE trap interrupts wait (128 + 13) and the job ends, reaped
# by the shell, before wait_for looks again: the job's own status, not
# the trap's (a 141 would end the run 'quietly by SIGPIPE' with OUT
# whole); the order forced by hand-shakes, bounded polls
cat > wf.sh <<'SH'
. "$1"
rm -f trapped
trap 'pipe_traps=$((pipe_traps + 1)); : > trapped; k=0; while s=$(cut -d" " -f3 "/proc/$j/stat" 2> /dev/null); [ -n "$s" ] && [ "$s" != Z ] && [ $k -lt 600 ]; do sleep 0.05; k=$((k + 1)); done; /bin/true' PIPE
me=$$
( kill -PIPE $me; k=0; while [ ! -e trapped ] && [ $k -lt 600 ]; do sleep 0.05; k=$((k + 1)); done; exit 7 ) &
j=$!
wait_for $j
exit $?
SH
t_run "wait_for: a job that ended during a PIPE trap: its own status (7)" 7 sh wf.sh "$ATTNKIT_TOP/cmd/ppmi-svd-slurm/writes.sh"
t_ok "  the trap ran" test -e trapped
