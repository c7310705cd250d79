#!/bin/sh
# ppmi-svd-slurm's inputs and work directory: no TOKENS counted twice (one
# ppmi-svd run refuses them), no directory of the user's taken for --work
# and written over, no input or OUT among the work directory's own files
# (removed or replaced by the run), one run at a time in it, an earlier
# run's logs not taken for this run's; and sbatch's environment read as
# sbatch reads it (SBATCH_PARTITION, SBATCH_MEM_*, SBATCH_CLUSTERS).  With
# fake Slurm client commands that record what they are given.
. "$(dirname "$0")/../../lib.sh"
cd "$T"
mkdir fakebin fake
# scontrol: every job COMPLETED (with FAKE_PEND, PENDING for that reason
# at the first FAKE_POLLS questions, else at every one); partitions batch
# (2 nodes, default) and one (1 node)
cat > fakebin/scontrol <<'SH'
#!/bin/sh
[ "$1" != ping ] || { echo "Slurmctld(primary) at fake is UP"; exit 0; }
if [ "$1 $2" = "show partition" ]; then
	echo "PartitionName=batch Default=YES MaxNodes=UNLIMITED TotalNodes=2"
	echo "PartitionName=one Default=NO MaxNodes=UNLIMITED TotalNodes=1"
	exit 0
fi
if [ -n "${FAKE_PEND:-}" ]; then
	k=$(cat "$FAKE/polls" 2>/dev/null || echo 0); echo $((k + 1)) > "$FAKE/polls"
	if [ "$k" -lt "${FAKE_POLLS:-1000000}" ]; then
		echo "JobId=$4 JobState=PENDING Reason=$FAKE_PEND ExitCode=0:0 BatchHost=(null)"
		exit 0
	fi
fi
# (FAKE/live: the IDs of an earlier run's jobs in W still pending until
# scancel names them, named by the user's -J; FAKE/others: those of a job
# of another directory that took an ID of sbatch.ids again)
if [ -f "$FAKE/live" ] && grep -qx "$4" "$FAKE/live" && ! grep -qw "$4" "$FAKE/scancel" 2>/dev/null; then
	echo "JobId=$4 JobName=myrun JobState=PENDING Reason=BeginTime ExitCode=0:0 BatchHost=(null) Command=$PWD/W/jobs/svd.sh WorkDir=$PWD StdOut=$PWD/W/log/svd-0.log"
	exit 0
fi
if [ -f "$FAKE/others" ] && grep -qx "$4" "$FAKE/others"; then
	echo "JobId=$4 JobName=ppmi-svd-svd JobState=PENDING Reason=BeginTime ExitCode=0:0 BatchHost=(null) Command=$PWD/elsewhere/jobs/svd.sh WorkDir=$PWD StdOut=$PWD/elsewhere/log/svd-0.log"
	exit 0
fi
echo "JobId=$4 JobName=ppmi-svd-svd JobState=COMPLETED Reason=None ExitCode=0:0 BatchHost=n1"
SH
# sbatch: its words a line in FAKE/sbatch.args, the filters' variables it
# was given in FAKE/env; the SVD job's embeddings written; a job ID
cat > fakebin/sbatch <<'SH'
#!/bin/sh
echo "$*" >> "$FAKE/sbatch.args"
[ -z "${FAKE_REFUSE:-}" ] || { echo "sbatch: error: $FAKE_REFUSE" >&2; exit 1; }
# FAKE_RETRY: the controller's job table full (MaxJobCount): sbatch's
# notice (FAKE_RETRY_SAYS: another), its retries (FAKE/held, then until
# FAKE/release, 60 s at most), then its failure, FAKE/gaveup; with
# FAKE_RETRY=ok, a retry that submits the job
if [ -n "${FAKE_RETRY:-}" ]; then
	echo "sbatch: ${FAKE_RETRY_SAYS:-error: Slurm temporarily unable to accept job, sleeping and retrying}" >&2
	: > "$FAKE/held"
	k=0
	while [ ! -e "$FAKE/release" ] && [ $k -lt 600 ]; do sleep 0.1; k=$((k + 1)); done
	if [ "$FAKE_RETRY" != ok ]; then
		: > "$FAKE/gaveup"
		echo "sbatch: error: Batch job submission failed: Resource temporarily unavailable" >&2
		exit 1
	fi
fi
sleep "${FAKE_SLEEP:-0}"
# FAKE_HOLD: sbatch says it has begun (FAKE/held), then answers only once
# FAKE/release is there (60 s at most): a signal sent meanwhile reaches
# the driver while sbatch answers, however loaded the machine
if [ -n "${FAKE_HOLD:-}" ]; then
	: > "$FAKE/held"
	k=0
	while [ ! -e "$FAKE/release" ] && [ $k -lt 600 ]; do sleep 0.1; k=$((k + 1)); done
fi
env | grep -E '^((SCANCEL|SINFO)_|SLURM_(MEM_PER|CPUS_PER|NTASKS|RESTART|EXPORT_ENV))' >> "$FAKE/env"
for a; do s=$a; done
s=${s#\'}; s=${s%\'}
case $s in */jobs/svd.sh)
	printf '# x\nword\td1\nfree\t1\n' > "${s%/jobs/svd.sh}/emb.tsv" ;;
esac
n=$(cat "$FAKE/next" 2>/dev/null || echo 101); echo $((n + 1)) > "$FAKE/next"; echo "$n"
SH
# scancel: its words a line in FAKE/scancel; FAKE_SCANCEL: what it says
# on stderr instead, exit 1, each try a line in FAKE/scancel.tried (a
# controller unreachable; an older scancel's words of a job that ended)
cat > fakebin/scancel <<'SH'
#!/bin/sh
[ -n "${FAKE_SCANCEL:-}" ] || { echo "$*" >> "$FAKE/scancel"; exit 0; }
echo "$*" >> "$FAKE/scancel.tried"
echo "scancel: error: $FAKE_SCANCEL" >&2
exit 1
SH
# sinfo: n1, n2 of batch (default), 2 CPUs; one holds n1
cat > fakebin/sinfo <<'SH'
#!/bin/sh
if [ -n "${FAKE_DRAIN:-}" ]; then	# every node drained
	case "$*" in
	*"%P %c %m"*) echo 'batch* 2 8000' ;;
	*) printf 'n1 2 8000 drain batch*\nn2 2 8000 drain batch*\n' ;;
	esac
	exit 0
fi
case "$*" in
*"%P %c %m"*) printf 'batch* 2 8000\none 2 8000\n' ;;
*"-p one"*) echo "n1 2 8000 idle one" ;;
*) printf 'n1 2 8000 idle batch*\nn2 2 8000 idle batch*\n' ;;
esac
SH
chmod +x fakebin/*
printf 'word\tcount\tdocs\nfree\t3\t2\ncall\t3\t2\nnow\t2\t2\n' > v.tsv
printf 'ham\tfree call now\nham\tcall free now\n' > a.tok
printf 'spam\tnow call free\nham\tfree now call\n' > b.tok
cp a.tok c.tok
ln -s a.tok l.tok
ln a.tok h.tok
drv() { env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 "$@"; }

# ---- TOKENS given twice: ppmi-svd's rule and words --------------------------
same="are the same file: its pairs or cells would be counted twice\$"
t_bad "ppmi-svd: a file and its link" 2 "^ppmi-svd: 'a\\.tok' and 'l\\.tok' $same" ppmi-svd -q -v v.tsv -d 1 a.tok b.tok l.tok
t_bad "the driver: the same" 2 "^ppmi-svd-slurm: 'a\\.tok' and 'l\\.tok' $same" drv -o o.tsv a.tok b.tok l.tok
t_ok "  nothing submitted" test ! -e fake/sbatch.args
t_bad "the same name twice" 2 "^ppmi-svd-slurm: 'a\\.tok' and 'a\\.tok' $same" drv -o o.tsv a.tok b.tok a.tok
t_bad "name and ./name, --shards" 2 "^ppmi-svd-slurm: 'a\\.tok' and '\\./a\\.tok' $same" drv --shards 2 -o o.tsv a.tok b.tok ./a.tok
t_bad "a hard link: one file" 2 "^ppmi-svd-slurm: 'a\\.tok' and 'h\\.tok' $same" drv -o o.tsv a.tok h.tok
t_bad "standard input twice" 2 "^ppmi-svd-slurm: standard input \\(-\\) can be only one of the inputs: TOKENS\$" drv --shards 2 -o o.tsv - -
t_ok "  no OUT" test ! -e o.tsv
t_bad "- and the file standard input is redirected from: ppmi-svd's rule" 2 "^ppmi-svd: '-' and 'a\\.tok' $same" sh -c "ppmi-svd -q -v v.tsv -d 1 - a.tok < a.tok"
t_bad "  the driver: the same" 2 "^ppmi-svd-slurm: '-' and 'a\\.tok' $same" sh -c "env FAKE='$T/fake' PATH='$T/fakebin:$PATH' ppmi-svd-slurm -q -v v.tsv -d 1 --shards 2 -o o.tsv - a.tok < a.tok"
t_bad "  through a link, -: the same" 2 "^ppmi-svd-slurm: 'l\\.tok' and '-' $same" sh -c "env FAKE='$T/fake' PATH='$T/fakebin:$PATH' ppmi-svd-slurm -q -v v.tsv -d 1 --shards 2 -o o.tsv l.tok - < a.tok"
t_ok "  nothing submitted" test ! -e fake/sbatch.args
t_run "  - of another file: counted" 0 sh -c "env FAKE='$T/fake' PATH='$T/fakebin:$PATH' ppmi-svd-slurm -q -v v.tsv -d 1 --shards 2 -o o.tsv - a.tok < b.tok"
t_run "  - of /dev/null beside a file: no file twice" 0 sh -c "env FAKE='$T/fake' PATH='$T/fakebin:$PATH' ppmi-svd-slurm -q -v v.tsv -d 1 --shards 2 -o o.tsv - a.tok < /dev/null"
rm -f o.tsv fake/sbatch.args
t_run "a copy is another file: counted, as ppmi-svd counts it" 0 drv -o o.tsv a.tok c.tok
t_ok "  OUT written" test -s o.tsv
rm -f o.tsv fake/sbatch.args

# ---- OUT: written whole beside its file, under a new name (mktemp) -------------------
echo 'my old embeddings' > target.tsv
ln -s target.tsv ol.tsv
t_run "OUT through a symbolic link" 0 drv -o ol.tsv a.tok b.tok
t_ok "  the link kept, its target written" sh -c 'test -L ol.tsv && grep -q "^free" target.tsv'
t_ok "  no temporary left beside either" sh -c 'test -z "$(ls -A | grep -E "^(target|ol)\.tsv\.")"'
umask_was=$(umask); umask 027
t_run "OUT under umask 027" 0 drv -o um.tsv a.tok b.tok
umask "$umask_was"
t_ok "  its mode 0640, as a new file gets (not mktemp's 0600)" test "$(stat -c %a um.tsv)" = 640
rm -f um.tsv fake/sbatch.args

# ---- --work: the user's directory is not written over ---------------------------
mkdir proj proj/counts
echo 'my embeddings of last week' > proj/emb.tsv
echo 'my counts' > proj/counts/0000.cnt
echo 'notes' > proj/notes.txt
cp -R proj proj.orig
t_bad "--work on a directory of the user's" 2 "^ppmi-svd-slurm: --work proj: a directory that is not empty \\(it holds counts, emb\\.tsv, notes\\.txt\\) and no work directory of ppmi-svd-slurm \\(no \\.ppmi-svd-slurm\\): a run would replace its counts, emb\\.tsv; give a new or empty directory \\(it is made\\)\$" drv --work proj -o o.tsv a.tok
t_ok "  its files as they were, nothing added" diff -r proj proj.orig
t_ok "  nothing submitted" test ! -e fake/sbatch.args
t_run "--work . in it: refused the same" 2 sh -c "cd proj && exec env FAKE='$T/fake' PATH='$T/fakebin:$PATH' ppmi-svd-slurm -q -v ../v.tsv -d 1 --work . -o ../o.tsv ../a.tok"
t_err "  its message" "^ppmi-svd-slurm: --work \\.: a directory that is not empty"
t_ok "  its files as they were" diff -r proj proj.orig
mkdir hid; : > hid/.x
t_bad "a hidden file alone: not empty" 2 "^ppmi-svd-slurm: --work hid: a directory that is not empty \\(it holds \\.x\\) .*: a run writes its shards/, counts/, jobs/, log/ and emb\\.tsv there;" drv --work hid -o o.tsv a.tok
mkdir empty
t_run "an empty directory: taken" 0 drv --work empty -o o.tsv a.tok b.tok
t_ok "  marked as the driver's" grep -q '^# ppmi-svd-slurm work directory' empty/.ppmi-svd-slurm
t_run "a missing one: made" 0 drv --work new/w -o o.tsv a.tok b.tok
t_ok "  marked" test -f new/w/.ppmi-svd-slurm
cp a.tok f.tok
t_bad "--work naming a file: not a directory (not mkdir's 'File exists')" 1 "^ppmi-svd-slurm: f\\.tok: Not a directory \\(--work DIR\\)\$" drv --work f.tok -o o.tsv b.tok
t_ok "  the file kept" cmp -s f.tok a.tok
mkdir -p old/jobs; : > old/shards.list; : > old/jobs/svd.sh
t_run "a work directory of a driver before the mark (shards.list, jobs/svd.sh): taken" 0 drv --work old -o o.tsv a.tok b.tok
mkdir -p half/jobs; : > half/shards.list
t_bad "  shards.list alone: not one" 2 "^ppmi-svd-slurm: --work half: a directory that is not empty \\(it holds jobs, shards\\.list\\)" drv --work half -o o.tsv a.tok b.tok
mkdir mark; : > mark/.ppmi-svd-slurm; echo keep > mark/mine.txt
t_run "a marked directory with files of the user's beside: taken" 0 drv --work mark -o o.tsv a.tok b.tok
t_ok "  the user's file kept, no run.lock left" sh -c 'grep -q keep mark/mine.txt && test ! -e mark/run.lock'

# ---- inputs and OUT among the work directory's own files ---------------------
rm -f fake/sbatch.args
mkdir -p W/shards; : > W/.ppmi-svd-slurm
cp a.tok W/shards/0000.tsv; cp b.tok W/shards/0001.tsv; cp v.tsv W/shards/vocab.tsv
ln -s W/shards/0001.tsv ls.tok
inw="which the run replaces \\(it would be removed or overwritten\\): copy it out of the work directory, or give another --work\$"
t_bad "TOKENS in WORK/shards (a kept run's shards given again)" 2 "^ppmi-svd-slurm: W/shards/0000\\.tsv: an input inside --work W's shards, $inw" drv --shards 2 --work W -o o.tsv W/shards/0000.tsv W/shards/0001.tsv
t_ok "  the inputs kept" sh -c 'cmp -s W/shards/0000.tsv a.tok && cmp -s W/shards/0001.tsv b.tok'
t_bad "a link to one of them" 2 "^ppmi-svd-slurm: ls\\.tok: an input inside --work W's shards, $inw" drv --work W -o o.tsv a.tok ls.tok
t_bad "the vocabulary there" 2 "^ppmi-svd-slurm: W/shards/vocab\\.tsv: an input inside --work W's shards, $inw" env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v W/shards/vocab.tsv -d 1 --shards 2 --work W -o o.tsv a.tok
t_ok "  kept" cmp -s W/shards/vocab.tsv v.tsv
t_bad "OUT as WORK/emb.tsv" 2 "^ppmi-svd-slurm: -o W/emb\\.tsv: in --work W's emb\\.tsv, which is the driver's \\(replaced at each run\\): give OUT outside it\$" drv --work W -o W/emb.tsv a.tok
t_ok "  nothing submitted" test ! -e fake/sbatch.args
cp a.tok W/mine.tok
t_run "TOKENS in WORK under a name of the user's: read" 0 drv --shards 2 --work W -o W/out.tsv W/mine.tok b.tok
t_ok "  kept, OUT beside it" sh -c 'cmp -s W/mine.tok a.tok && test -s W/out.tsv'
t_ok "  the earlier shards/ replaced (once no input is there)" test ! -e W/shards/vocab.tsv

# ---- one run at a time in a work directory -----------------------------------
mkdir W/run.lock
now=$(date -u +%Y-%m-%dT%H:%M:%SZ)
echo "$(hostname) $$ $now" > W/run.lock/owner
t_bad "a run of this host that is alive holds it" 1 "^ppmi-svd-slurm: --work $T/W: in use by another run of ppmi-svd-slurm \\($(hostname) PID $$ since $now, $T/W/run\\.lock\\): .*remove $T/W/run\\.lock if that run is gone \\(the next run cancels its jobs, listed in sbatch\\.ids\\)\$" drv --work W -o o.tsv a.tok
t_ok "  its lock kept" grep -q " $$ " W/run.lock/owner
# its PID another process's now (a reboot, PIDs wrapped around): one
# started after the lock was taken is no run (a minute's slack for a clock
# set since: at 30 s it still holds it)
sleep 60 & sp=$!
echo "$(hostname) $sp $(date -u -d '-30 seconds' +%Y-%m-%dT%H:%M:%SZ)" > W/run.lock/owner
t_bad "a PID that started 30 s after its lock: still taken as the run" 1 "^ppmi-svd-slurm: --work $T/W: in use by another run of ppmi-svd-slurm \\($(hostname) PID $sp " drv --work W -o o.tsv a.tok
echo "$(hostname) $sp $(date -u -d '-1 hour' +%Y-%m-%dT%H:%M:%SZ)" > W/run.lock/owner
t_run "a PID that started an hour after its lock: stale, taken over" 0 drv --work W -o o.tsv a.tok
t_ok "  the lock released" test ! -e W/run.lock
kill $sp
mkdir W/run.lock
echo "otherhost 1 2026-12-07T00:00:00Z" > W/run.lock/owner
t_bad "a run of another host: cannot be told gone, refused" 1 "^ppmi-svd-slurm: --work $T/W: in use by another run of ppmi-svd-slurm \\(otherhost PID 1 " drv --work W -o o.tsv a.tok
sh -c 'exit 0' & dead=$!; wait $dead
echo "$(hostname) $dead 2026-12-07T00:00:00Z" > W/run.lock/owner
t_run "a run of this host that is gone: its lock taken over" 0 drv --work W -o o.tsv a.tok
t_ok "  and released" test ! -e W/run.lock
# a run killed by SIGKILL left its jobs queued: the take-over cancels
# those Slurm still holds (the IDs it wrote in sbatch.ids), says so, and
# runs; its jobs that have ended are no matter
echo 555 > fake/live
printf '555\n556\n' > W/sbatch.ids
mkdir W/run.lock
echo "$(hostname) $dead 2026-12-07T00:00:00Z" > W/run.lock/owner
rm -f fake/scancel
t_run "a run that is gone, one of its jobs still pending: exit 0" 0 drv --work W -o o.tsv a.tok
t_err "  said, the job named" "^ppmi-svd-slurm: warning: --work $T/W: the run that held it \\($(hostname) PID $dead since 2026-12-07T00:00:00Z\\) is gone, and its jobs 555 were still queued or running: cancelled \\(scancel\\)"
t_ok "  cancelled before this run's jobs, not 556" sh -c 'test "$(sed -n 1p fake/scancel)" = 555'
t_ok "  sbatch.ids this run's" sh -c '! grep -q 55 W/sbatch.ids'
mkdir W/run.lock
echo "$(hostname) $dead 2026-12-07T00:00:00Z" > W/run.lock/owner
echo 556 > W/sbatch.ids
t_run "a run that is gone, its jobs ended: exit 0" 0 drv --work W -o o.tsv a.tok
t_ok "  nothing said" test ! -s "$T/err"
# a lock removed by hand, as the message of a lock in use says to: the
# jobs of sbatch.ids Slurm still holds cancelled all the same; a job of
# another directory under one of its IDs (a cluster started anew) is not
echo 557 >> fake/live
echo 557 > W/sbatch.ids
rm -f fake/scancel
t_run "no lock, a job of sbatch.ids still pending: exit 0" 0 drv --work W -o o.tsv a.tok
t_err "  said, the job named" "^ppmi-svd-slurm: warning: --work $T/W: jobs 557 of an earlier run in it \\(sbatch\\.ids\\) were still queued or running: cancelled \\(scancel\\), so that they write nothing here\$"
t_ok "  cancelled" sh -c 'test "$(sed -n 1p fake/scancel)" = 557'
echo 557 > W/sbatch.ids
rm -f fake/scancel
t_bad "  scancel failing: refused, the job named" 1 "^ppmi-svd-slurm: --work $T/W: jobs 557 of an earlier run in it \\(sbatch\\.ids\\) are still queued or running, and scancel failed \\(Unable to contact slurm controller\\): cancel them \\(scancel 557\\), then run again: " env FAKE_SCANCEL='Unable to contact slurm controller' FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --work W -o o.tsv a.tok
echo 557 > W/sbatch.ids
t_run "  cancelled by a later run" 0 drv --work W -o o.tsv a.tok
mkdir -p elsewhere
echo 558 > fake/others
echo 558 > W/sbatch.ids
rm -f fake/scancel
t_run "a job of another directory under an ID of sbatch.ids: exit 0" 0 drv --work W -o o.tsv a.tok
t_ok "  not cancelled, nothing said" sh -c '! grep -q 558 fake/scancel 2>/dev/null && test ! -s "$T/err"'
# a signal while sbatch submits (a slow controller): the job it made is
# cancelled too, its ID written by the subshell that submitted it
rm -f fake/scancel fake/held fake/release
env FAKE_HOLD=1 FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --work W -o ot.tsv a.tok 2> t.err & pt=$!
k=0
while [ ! -e fake/held ] && [ $k -lt 600 ]; do sleep 0.1; k=$((k + 1)); done
kill -TERM $pt
: > fake/release
set +e; { wait $pt; } 2> /dev/null; st=$?; set -e
t_ok "TERM during sbatch: ends by the signal ($st)" test "$st" = 143
t_ok "  the job sbatch made cancelled" sh -c 'test "$(cat fake/scancel)" = "$(($(cat fake/next) - 1))"'
t_ok "  no lock left" test ! -e W/run.lock
# scancel failing at the clean-up: tried again, then the jobs named and
# the command that cancels them; an older scancel's error of a job that
# had ended is no failure
for why in 'Unable to contact slurm controller (connect failure)' 'Kill job error on job id 7: Job/step already completing or completed'; do
	rm -f fake/scancel.tried fake/held fake/release
	env FAKE_SCANCEL="$why" FAKE_HOLD=1 FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --work W -o ot.tsv a.tok 2> t.err & pt=$!
	k=0
	while [ ! -e fake/held ] && [ $k -lt 600 ]; do sleep 0.1; k=$((k + 1)); done
	kill -TERM $pt
	: > fake/release
	set +e; { wait $pt; } 2> /dev/null; st=$?; set -e
	cp t.err "$T/err"
	id=$(($(cat fake/next) - 1))
	case $why in
	Unable*)
		t_ok "TERM, scancel failing: ends by the signal ($st), scancel tried twice" sh -c 'test "$1" = 143 && test "$(wc -l < fake/scancel.tried)" = 2' sh "$st"
		t_err "  the job named, and the command" "^ppmi-svd-slurm: scancel failed \\(Unable to contact slurm controller \\(connect failure\\)\\): the jobs of this run, $id, may still be queued; cancel them: scancel $id\$" ;;
	*)
		t_ok "TERM, scancel calling an ended job an error: ends by the signal ($st), nothing said" sh -c 'test "$1" = 143 && test ! -s t.err' sh "$st" ;;
	esac
done
# every signal that ends a shell, not INT, TERM and HUP alone (a login
# node's CPU limit, a workflow manager's USR1): the same clean-up
for sig in XCPU USR1; do
	rm -f fake/scancel fake/held fake/release
	env FAKE_HOLD=1 FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --work W -o ot.tsv a.tok 2> t.err & pt=$!
	k=0
	while [ ! -e fake/held ] && [ $k -lt 600 ]; do sleep 0.1; k=$((k + 1)); done
	kill -$sig $pt
	: > fake/release
	set +e; { wait $pt; } 2> /dev/null; st=$?; set -e
	t_ok "SIG$sig during sbatch: ends by the signal ($st), its job cancelled, no lock left" sh -c 'test "$(kill -l "$1")" = "$2" && test "$(cat fake/scancel)" = "$(($(cat fake/next) - 1))" && test ! -e W/run.lock' sh "$st" "$sig"
done
# sbatch retrying (the job table full: real sbatch says so once, then
# tries again for about 2 minutes): said as soon as it starts, while
# sbatch still waits (not after its loop), -q too, with the tries and the
# time; a signal then stops it at once (INT, ^C, as TERM): nothing was
# submitted; sbatch giving up is said by its last line, after the notice
notice='^ppmi-svd-slurm: sbatch: Slurm temporarily unable to accept job, sleeping and retrying: it tries again 15 times at most, 1 s to 15 s apart \(2 minutes in all\), then gives up; INT or TERM \(\^C\) stops it, nothing submitted$'
for sig in TERM INT; do
	rm -f fake/scancel fake/held fake/release fake/gaveup t.err
	env --default-signal=INT FAKE_RETRY=1 FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --work W -o ot.tsv a.tok 2> t.err & pt=$!
	k=0
	while [ ! -e fake/held ] && [ $k -lt 600 ]; do sleep 0.1; k=$((k + 1)); done
	k=0
	while [ ! -s t.err ] && [ $k -lt 100 ]; do sleep 0.1; k=$((k + 1)); done
	t_ok "sbatch retrying: said while it retries, not after ($sig)" sh -c 'test -s t.err && test ! -e fake/gaveup'
	t_ok "  one line: its words, the tries, the time, the signal that stops it" sh -c 'test "$(wc -l < t.err)" = 1 && grep -Eq "$1" t.err' sh "$notice"
	kill -$sig $pt
	set +e; { wait $pt; } 2> /dev/null; st=$?; set -e
	: > fake/release
	t_ok "$sig while sbatch retries: ends by the signal ($st), sbatch stopped, not waited for" sh -c 'test "$(kill -l "$1")" = "$2" && test ! -e fake/gaveup && test ! -e fake/scancel && test ! -e W/run.lock && test "$(wc -l < t.err)" = 1' sh "$st" "$sig"
done
t_run "sbatch giving up after its retries: exit 1" 1 env FAKE_RETRY=1 FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --work W -o ot.tsv a.tok
t_ok "  the notice, then its last line (however soon it gave up)" sh -c 'test "$(wc -l < "$1/err")" = 2 && head -1 "$1/err" | grep -Eq "$2" && tail -1 "$1/err" | grep -qx "ppmi-svd-slurm: sbatch: error: Batch job submission failed: Resource temporarily unavailable"' sh "$T" "$notice"
t_run "sbatch retrying, then submitting: exit 0" 0 env FAKE_RETRY=ok FAKE_RETRY_SAYS='Job creation temporarily disabled, retrying' FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --work W -o ot.tsv a.tok
t_err "  its other notice said, once" '^ppmi-svd-slurm: sbatch: Job creation temporarily disabled, retrying: it tries again 15 times at most, '
t_ok "  OUT written" test -s ot.tsv
rm -f fake/release
t_run "an sbatch slow to answer, no retry: exit 0" 0 env FAKE_SLEEP=0.5 FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --work W -o ot.tsv a.tok
t_ok "  nothing said" test ! -s "$T/err"
# a second signal while sbatch submits (no retry said): stopped too, the
# job it may have made said to be left
rm -f fake/scancel fake/held fake/release fake/gaveup
env FAKE_HOLD=1 FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --work W -o ot.tsv a.tok 2> t.err & pt=$!
k=0
while [ ! -e fake/held ] && [ $k -lt 600 ]; do sleep 0.1; k=$((k + 1)); done
k=0
while kill -TERM $pt 2> /dev/null && [ $k -lt 100 ]; do sleep 0.2; k=$((k + 1)); done
set +e; { wait $pt; } 2> /dev/null; st=$?; set -e
: > fake/release
cp t.err "$T/err"
t_ok "TERM twice while sbatch answers: ends by the signal ($st), no lock left" sh -c 'test "$1" = 143 && test ! -e W/run.lock' sh "$st"
t_err "  said: a job it made is not cancelled" '^ppmi-svd-slurm: sbatch stopped by a second signal as it submitted [^ ]*/W/jobs/svd\.sh: a job it made is not cancelled \(squeue --me lists it\)$'
# a run whose lock another run takes over while it waits (its lock
# removed by hand, as the message of a lock in use says to): it stops,
# saying so, and cancels its own jobs, not the other run's of
# sbatch.ids, nor removes its lock; removed and not taken: said so too
for how in taken removed; do
	rm -rf WM fake/scancel fake/polls
	env FAKE_PEND=BeginTime FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --work WM -o om.tsv a.tok 2> m.err & pm=$!
	# (its job submitted, then asked about once more: it waits)
	k=0
	while [ ! -s WM/sbatch.ids ] && [ $k -lt 300 ]; do sleep 0.1; k=$((k + 1)); done
	p0=$(cat fake/polls 2> /dev/null || echo 0)
	while [ "$(cat fake/polls 2> /dev/null || echo 0)" -le "$p0" ] && [ $k -lt 300 ]; do sleep 0.1; k=$((k + 1)); done
	mine=$(cat WM/sbatch.ids 2> /dev/null || :)
	if [ $how = taken ]; then
		# (the owner replaced in one rename: a poll between a removal
		# and a new lock would see the lock removed, not taken)
		echo "otherhost 7 $(date -u +%Y-%m-%dT%H:%M:%SZ)" > WM/run.lock/owner.new
		mv WM/run.lock/owner.new WM/run.lock/owner
		echo 999 > WM/sbatch.ids
	else
		rm -rf WM/run.lock
	fi
	k=0
	while kill -0 $pm 2> /dev/null && [ $k -lt 300 ]; do sleep 0.1; k=$((k + 1)); done
	kill $pm 2> /dev/null || :
	set +e; { wait $pm; } 2> /dev/null; st=$?; set -e
	cp m.err "$T/err"
	t_ok "lock $how while the run waits: exit 1 ($st)" test "$st" = 1
	if [ $how = taken ]; then
		t_err "  said, naming the run that took it" "^ppmi-svd-slurm: --work $T/WM: another run took the directory over while this run waited for its jobs \\(otherhost PID 7 since [-0-9T:]*Z, $T/WM/run\\.lock\\): it cancels this run's jobs and replaces its files, so this run has no result; give each run its own --work\$"
		t_ok "  its own jobs cancelled, not the other run's; its lock kept" sh -c 'test "$(cat fake/scancel)" = "$1" && grep -q otherhost WM/run.lock/owner' sh "$(echo $mine)"
	else
		t_err "  said" "^ppmi-svd-slurm: --work $T/WM: this run's lock, $T/WM/run\\.lock, was removed while it waited for its jobs \\(by hand\\?\\): "
		t_ok "  its jobs cancelled" sh -c 'test "$(cat fake/scancel)" = "$1"' sh "$(echo $mine)"
	fi
done
# a signal while --shards copies standard input, a pipe whose writer
# keeps it open: acted on at once (the copy's reader ended), not once the
# writer closes it (the writer, 300 s, is still there when the driver
# has ended)
mkfifo prod
rm -rf WC
env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --shards 2 --work WC -o oc.tsv - < prod 2> c.err & pc=$!
sh -c 'cat a.tok; exec sleep 300' > prod & pw=$!
k=0
while [ ! -s WC/shards.tmp/all ] && [ $k -lt 600 ]; do sleep 0.1; k=$((k + 1)); done
kill -TERM $pc
set +e; { wait $pc; } 2> /dev/null; st=$?; set -e
t_ok "TERM while --shards copies a pipe kept open: ends by the signal ($st)" test "$st" = 143
t_ok "  before the pipe's writer ended" kill -0 $pw
kill $pw 2> /dev/null || :
wait $pw 2> /dev/null || :
t_ok "  no lock, no shards left" sh -c 'test ! -e WC/run.lock && test ! -e WC/shards.tmp'
# the take-over atomic: a lock published whole (owner and all), a stale
# one's owner renamed aside, checked, removed; two runs that both read a
# gone run's owner (its reading made slow, as on a shared filesystem
# where --work lives; the runs' sbatch held until one run has ended, so
# that neither ends before the other has read the lock, however loaded
# the machine): one runs, the other is refused, no lock is left
mkdir slow
printf '#!/bin/sh\ncase "$*" in *run.lock/owner* | *run.lock/gone.*) o=$(/bin/cat "$@"); s=$?; sleep 1; printf "%%s\\n" "$o"; exit $s ;; esac\nexec /bin/cat "$@"\n' > slow/cat
chmod +x slow/cat
for k in 1 2 3; do
	mkdir W/run.lock
	echo "$(hostname) $dead 2026-12-07T00:00:00Z" > W/run.lock/owner
	rm -f fake/release fake/held
	env FAKE_HOLD=1 FAKE="$T/fake" PATH="$T/slow:$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --work W -o oa.tsv a.tok 2> a.err & pa=$!
	env FAKE_HOLD=1 FAKE="$T/fake" PATH="$T/slow:$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --work W -o ob.tsv b.tok 2> b.err & pb=$!
	# the refused run ends by itself; the other waits in sbatch (60 s
	# at most) until then
	n=0
	while kill -0 $pa 2> /dev/null && kill -0 $pb 2> /dev/null && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done
	: > fake/release
	set +e; wait $pa; sa=$?; wait $pb; sb=$?; set -e
	rm -f fake/release fake/held
	t_ok "two runs take over one stale lock ($k): one runs (exits $sa, $sb; $(cat a.err b.err | tr '\n' ' '))" test "$((sa + sb))" = 1
	t_ok "  the other is refused, in use" sh -c "cat a.err b.err | grep -q '^ppmi-svd-slurm: --work $T/W: in use by another run of ppmi-svd-slurm ($(hostname) PID [0-9]* since '"
	t_ok "  no lock left" test ! -e W/run.lock
	rm -f oa.tsv ob.tsv
done
# at the edges: an empty run.lock (no owner: an earlier driver's, killed
# between its mkdir and its owner) is replaced; the owner left renamed by
# a take-over that died midway (gone.*), of a run that is gone, taken over
mkdir W/run.lock
t_run "an empty run.lock: replaced" 0 drv --work W -o o.tsv a.tok
t_ok "  and released" test ! -e W/run.lock
mkdir W/run.lock
echo "$(hostname) $dead 2026-12-07T00:00:00Z" > W/run.lock/gone.AbC123
t_run "a take-over's leftover of a run that is gone: taken over" 0 drv --work W -o o.tsv a.tok
t_ok "  and released" test ! -e W/run.lock
mkdir W/run.lock
echo "$(hostname) $$ $(date -u +%Y-%m-%dT%H:%M:%SZ)" > W/run.lock/gone.AbC123
t_bad "a take-over's leftover of a run that is alive: refused" 1 "^ppmi-svd-slurm: --work $T/W: in use by another run of ppmi-svd-slurm \\($(hostname) PID $$ " drv --work W -o o.tsv a.tok
rm -rf W/run.lock
# a run killed (SIGKILL) as it took the lock of a new --work, before its
# mark: the directory holds the lock alone (run.lock, or the candidate
# run.lock.XXXXXX of a run that is gone): still the driver's, taken, the
# candidate removed; a candidate of a run that may still be trying (its
# owner alive; none, made 30 s ago) kept, one of 3 minutes removed; the
# lock's names beside a file of the user's: not the driver's, refused
mkdir -p K1/run.lock.Kx1234
echo "$(hostname) $dead 2026-12-07T00:00:00Z" > K1/run.lock.Kx1234/owner
t_run "a --work holding only a gone run's lock candidate: taken" 0 drv --work K1 -o o.tsv a.tok
t_ok "  the candidate removed, the directory marked" sh -c 'test ! -e K1/run.lock.Kx1234 && test -f K1/.ppmi-svd-slurm'
mkdir -p K2/run.lock
echo "$(hostname) $dead 2026-12-07T00:00:00Z" > K2/run.lock/owner
t_run "a --work holding only a gone run's run.lock: taken" 0 drv --work K2 -o o.tsv a.tok
t_ok "  and released" sh -c 'test ! -e K2/run.lock && test -f K2/.ppmi-svd-slurm'
mkdir -p K3/run.lock.live K3/run.lock.new K3/run.lock.old
echo "$(hostname) $$ $(date -u +%Y-%m-%dT%H:%M:%SZ)" > K3/run.lock.live/owner
touch -d '-30 seconds' K3/run.lock.new
touch -d '-3 minutes' K3/run.lock.old
t_run "candidates of runs that may be trying, and one gone: taken" 0 drv --work K3 -o o.tsv a.tok
t_ok "  a live run's and an ownerless one of 30 s kept, one of 3 minutes removed" sh -c 'test -d K3/run.lock.live && test -d K3/run.lock.new && test ! -e K3/run.lock.old'
mkdir -p K4/run.lock.Kx1234
echo keep > K4/mine.txt
t_bad "a lock candidate beside a file of the user's: not the driver's" 2 "^ppmi-svd-slurm: --work K4: a directory that is not empty \\(it holds mine\\.txt, run\\.lock\\.Kx1234\\)" drv --work K4 -o o.tsv a.tok
# SIGKILL at each step that writes in the work directory (the K-th call
# of rm, mv or mktemp naming it, killed as it returns): the next run in
# it takes it (its mark there, or the lock alone) and writes OUT; a
# directory of the driver's is never left unmarked (KM holds a file of
# the user's beside the mark).  k9/CMD: CMD, its K9_AT-th call naming
# K9_IN preceded by K9_PRE and followed by K9_DO
mkdir k9
for c in rm mv mktemp; do
	{ printf '#!/bin/sh\nn=0\n'
	  printf 'case "$*" in *"$K9_IN"*) n=$(($(cat "$K9_N" 2> /dev/null || echo 0) + 1)); echo $n > "$K9_N" ;; esac\n'
	  printf '[ "$n" != "$K9_AT" ] || eval "${K9_PRE:-}"\n%s "$@"; s=$?\n' "$(command -v $c)"
	  printf '[ "$n" != "$K9_AT" ] || eval "${K9_DO:-}"\nexit $s\n'; } > k9/$c
	chmod +x k9/$c
done
k9() {	# k9 CMD K DIR: the driver run in DIR, killed after the K-th CMD
	rm -rf k9b; mkdir k9b; cp "k9/$1" k9b/
	rm -f k9.n k9.pid
	K9_IN="/$3" K9_N="$T/k9.n" K9_AT=$2 K9_DO='kill -KILL $(cat "$K9_PID")' K9_PID="$T/k9.pid" \
	    sh -c 'echo $$ > k9.pid; exec env FAKE="$1/fake" PATH="$1/k9b:$1/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --shards 2 --work "$2" -o ok9.tsv a.tok b.tok' sh "$T" "$3" 2> /dev/null
}
# (each step in the directory where a wrong state would show: the lock
# of a new one, KN; the mark of one that holds a file of the user's, KM)
for at in mktemp:1:KN mv:1:KN rm:1:KM rm:2:KM mv:2:KM mv:3:KM; do
	c=${at%%:*} k=${at#*:} d=${at##*:}
	k=${k%:*}
	rm -rf KN KM; mkdir KM; : > KM/.ppmi-svd-slurm; echo keep > KM/mine.txt
	set +e; k9 "$c" "$k" $d; st=$?; set -e
	t_run "SIGKILL after $d's $c $k (exit $st): the next run takes it" 0 drv --work $d -o o.tsv a.tok b.tok
	t_ok "  the user's file kept" grep -qx keep KM/mine.txt
done
# a shards directory made in --work as the shards were cut (the rename's
# target): said, not moved into
rm -rf KS k9b k9.n; mkdir k9b; cp k9/mv k9b/
t_bad "a shards directory made in --work while the shards are cut: said" 1 "^ppmi-svd-slurm: $T/KS/shards: Directory not empty\$" env K9_IN=/KS/shards.tmp K9_N="$T/k9.n" K9_AT=1 K9_PRE='mkdir -p KS/shards/mine && : > KS/shards/mine/f' FAKE="$T/fake" PATH="$T/k9b:$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --shards 2 --work KS -o o.tsv a.tok b.tok
t_ok "  it is left as it was" test -f KS/shards/mine/f

# sbatch.err, the driver's (sbatch's words at each submission): removed,
# then written anew, not written through a link the directory holds
echo keep > mine.err
rm -f W/sbatch.err
ln -s ../mine.err W/sbatch.err
t_run "a run in W whose sbatch.err is a link" 0 drv --work W -o o.tsv a.tok
t_ok "  the link's target untouched, sbatch.err the run's" sh -c 'test "$(cat mine.err)" = keep && test ! -L W/sbatch.err && test -f W/sbatch.err'
t_ok "  the mark names it" grep -q 'sbatch.err' W/.ppmi-svd-slurm
# the mark, and the list's task file, links to files of the user's: each
# replaced, the files untouched (W is still the driver's: the mark was
# a link to a file)
echo 'my notes' > notes.txt
echo 'my tasks' > tasks.txt
rm -f W/.ppmi-svd-slurm W/shards.list.tasks
ln -s ../notes.txt W/.ppmi-svd-slurm
ln -s ../tasks.txt W/shards.list.tasks
t_run "a run in W whose mark and shards.list.tasks are links" 0 drv --work W --shards 2 -o o.tsv a.tok
t_ok "  the links' targets untouched" sh -c 'test "$(cat notes.txt)" = "my notes" && test "$(cat tasks.txt)" = "my tasks"'
t_ok "  the mark and the task file the run's, not links" sh -c 'test ! -L W/.ppmi-svd-slurm && grep -q "work directory" W/.ppmi-svd-slurm && test ! -L W/shards.list.tasks && test -f W/shards.list.tasks'

# ---- logs: this run's -----------------------------------------------------------
: > W/log/count-7.log; echo "ppmi-svd: W/x:1: an old error" > W/log/svd-0.log
: > fake/sbatch.args
t_run "a kept work directory run again" 0 env SBATCH_OPEN_MODE=append FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --shards 2 --work W -o o.tsv a.tok
t_ok "  the earlier run's logs gone" sh -c 'test ! -e W/log/count-7.log && test ! -e W/log/svd-0.log'
t_ok "  every job's log begun anew (over SBATCH_OPEN_MODE=append)" sh -c "test \$(grep -c -- '--open-mode=truncate' fake/sbatch.args) = 2 && test \$(wc -l < fake/sbatch.args) = 2"
t_bad "sbatch's --open-mode refused" 2 "^ppmi-svd-slurm: --open-mode=append: sbatch's --open-mode: the driver sets each job's log" drv --work W -o o.tsv a.tok -- --open-mode=append
t_bad "  its prefix, its other value" 2 "^ppmi-svd-slurm: --open: sbatch's --open-mode" drv --work W -o o.tsv a.tok -- --open truncate

# ---- sbatch's environment -----------------------------------------------------
t_bad "SBATCH_PARTITION: --svd-nodes checked against it" 1 "^ppmi-svd-slurm: --svd-nodes 2: partition 'one' takes 1 node a job \\(TotalNodes=1, " env SBATCH_PARTITION=one FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --svd-nodes 2 -o o.tsv a.tok b.tok
t_bad "  as -p is" 1 "^ppmi-svd-slurm: --svd-nodes 2: partition 'one' takes 1 node a job" drv --svd-nodes 2 -o o.tsv a.tok b.tok -- -p one
t_run "  -p after -- over it, as sbatch takes them" 0 env SBATCH_PARTITION=one FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --svd-nodes 2 -o o.tsv a.tok b.tok -- -p batch
: > fake/sbatch.args
env SBATCH_PARTITION=one FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm --progress -v v.tsv -d 1 --shards 4 -o o.tsv a.tok b.tok 2> err.p
t_ok "SBATCH_PARTITION: the mappers as many as it runs at once (2), not the default's (4)" grep -q 'mappers [0-9]* (4 shards in 2 tasks' err.p
env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm --progress -v v.tsv -d 1 --shards 4 -o o.tsv a.tok b.tok 2> err.p
t_ok "  without it, the default partition's 4" grep -q 'mappers [0-9]* (4 shards),' err.p
: > fake/sbatch.args
t_run "SBATCH_MEM_PER_CPU: the user's memory" 0 env SBATCH_MEM_PER_CPU=500M FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o o.tsv a.tok b.tok
t_ok "  no --mem of the driver's beside it" sh -c '! grep -q -- "--mem=" fake/sbatch.args'
: > fake/sbatch.args
t_run "without it: the driver's --mem" 0 drv -o o.tsv a.tok b.tok
t_ok "  given" grep -q -- '--mem=2304M' fake/sbatch.args
: > fake/env
t_run "scancel's and sinfo's filters in the environment" 0 env SCANCEL_STATE=RUNNING SCANCEL_INTERACTIVE=1 SINFO_PARTITION=x FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o o.tsv a.tok b.tok
t_ok "  not given on (a cleanup's scancel would leave pending jobs)" test ! -s fake/env
# run from a job (a batch script): the outer job's own description, which
# srun in the driver's jobs would take beside theirs (SLURM_MEM_PER_CPU
# beside SLURM_MEM_PER_NODE: srun's fatal), not given on; sbatch's input
# (SBATCH_*) is; the ranks' step of --svd-nodes 2 the batch script's
# environment (SBATCH_EXPORT=NONE: a step of no PATH), /bin/sh by its path
t_run "run from a job of --mem-per-cpu: exit 0" 0 env SLURM_JOB_ID=7 SLURM_MEM_PER_CPU=200 SLURM_CPUS_PER_TASK=4 SLURM_NTASKS=2 SLURM_RESTART_COUNT=1 SLURM_EXPORT_ENV=NONE FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --svd-nodes 2 --work WJ -o o.tsv a.tok b.tok
t_ok "  the outer job's memory, CPUs, tasks, restarts, export not given on" test ! -s fake/env
t_ok "  the ranks' step: srun --export=ALL ... /bin/sh" grep -q 'srun --export=ALL .* /bin/sh ' WJ/jobs/svd.sh
# the ranks' step's end, svd.N/ended, written whole then renamed (its
# words: srun's status and last line); a rename that fails: one line in
# the job's log, and ended made empty, so that the coordinator still
# stops (rank 0 fails here at once: no counts; the job's time limit is
# timeout's)
mkdir sr
printf '#!/bin/sh\necho "srun: error: Node failure on n2"\n' > sr/srun
printf '#!/bin/sh\nprintf "mv: cannot move %%s to %%s: Read-only file system\\n" "$2" "$3" >&2\nexit 1\n' > sr/mv.no
chmod +x sr/srun sr/mv.no
rm -rf WJ/svd.0
env -u SLURM_RESTART_COUNT PATH="$T/sr:$PATH" timeout 60 sh WJ/jobs/svd.sh > sr.log 2>&1 || :
t_ok "the ranks' step's end: renamed into place, its words" sh -c "test ! -e WJ/svd.0/ended.tmp && grep -qx \"srun exit 0, its last line 'srun: error: Node failure on n2' in $T/WJ/log/svd-ranks.log\" WJ/svd.0/ended"
rm -rf WJ/svd.0
cp sr/mv.no sr/mv
set +e; env -u SLURM_RESTART_COUNT PATH="$T/sr:$PATH" timeout 60 sh WJ/jobs/svd.sh > sr.log 2>&1; st=$?; set -e
rm -f sr/mv
t_ok "  its rename failing: the job ends ($st), not waiting for ever" test "$st" != 124
t_ok "  said in one line, ended made empty" sh -c "test -f WJ/svd.0/ended && test ! -s WJ/svd.0/ended && grep -qx 'ppmi-svd-slurm: $T/WJ/svd.0/ended: Read-only file system (cannot rename ended.tmp to it: written empty)' sr.log"
t_bad "SBATCH_CLUSTERS: another cluster's jobs, which the driver cannot follow" 2 "^ppmi-svd-slurm: SBATCH_CLUSTERS=c2: sbatch's --clusters, in its environment: .*; unset it\$" env SBATCH_CLUSTERS=c2 FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o o.tsv a.tok
t_bad "  -M after --" 2 "^ppmi-svd-slurm: -M: sbatch's --clusters: the driver follows and cancels its jobs on the cluster it runs on" drv -o o.tsv a.tok -- -M c2
t_bad "  --clusters=" 2 "^ppmi-svd-slurm: --clusters=c2: sbatch's --clusters" drv -o o.tsv a.tok -- --clusters=c2

# ---- a job pending for a reason no wait clears: the run ends, named ------------
pend() { _r=$1 _k=$2; shift 2; env FAKE_PEND="$_r" FAKE_POLLS="$_k" FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o o.tsv "$@"; }
rm -f fake/polls fake/scancel o.tsv
t_bad "more CPUs than a node has (-c 64): PartitionConfig, not a wait for ever" 1 "^ppmi-svd-slurm: shard 0 \\($T/a\\.tok\\): job [0-9]* asks more CPUs or memory than a node of its partition has \\(Slurm: PartitionConfig\\): the -c after -- its CPUs, -M plus 256 MB its memory; partition batch: 2 CPUs and 8000 MB a node \\(sinfo\\)\$" pend PartitionConfig 1000 a.tok b.tok -- -c 64
t_ok "  its jobs cancelled, no OUT" sh -c 'test -s fake/scancel && test ! -e o.tsv'
rm -f fake/polls
t_bad "  -j: named as the CPUs" 1 "\\(Slurm: PartitionConfig\\): -j 2 is its CPUs, -M plus 256 MB its memory; partition one: 2 CPUs" pend PartitionConfig 1000 -j 2 a.tok b.tok -- -p one
rm -f fake/polls
t_bad "  --mincpus, --ntasks-per-core after --: named beside -j" 1 "\\(Slurm: PartitionConfig\\): -j 2 is its CPUs \\(and the --mincpus, --ntasks-per-core after --\\), -M plus 256 MB its memory; partition one: 2 CPUs" pend PartitionConfig 1000 -j 2 a.tok b.tok -- -p one --mincpus=4 --ntasks-per-core=1
# -j above every node's CPUs: lowered to a node's most, warned (-q too), as
# ppmi-svd lowers it to the CPUs it may use; at that most, as given
: > fake/sbatch.args
t_run "-j 64 on nodes of 2 CPUs: run" 0 drv -j 64 -o o.tsv a.tok b.tok -- -p one
t_err "  warned, -q too" "^ppmi-svd-slurm: warning: --threads 64: a node of partition one has at most 2 CPUs \\(sinfo\\): 2 threads\$"
t_ok "  its jobs ask 2 CPUs, none 64" sh -c "test \$(grep -c -- '--cpus-per-task=2' fake/sbatch.args) = 2 && ! grep -q -- '--cpus-per-task=64' fake/sbatch.args"
: > fake/sbatch.args
t_run "-j 2 on nodes of 2 CPUs: as given" 0 drv -j 2 -o o.tsv a.tok b.tok -- -p one
t_ok "  no warning" test ! -s "$T/err"
t_ok "  its jobs ask 2 CPUs" sh -c "test \$(grep -c -- '--cpus-per-task=2' fake/sbatch.args) = 2"
: > fake/sbatch.args
t_run "-j 64 with the user's -c: theirs, not lowered" 0 drv -j 64 -o o.tsv a.tok b.tok -- -c 2
t_ok "  no warning" test ! -s "$T/err"
rm -f fake/polls
rm -f fake/polls
t_bad "more time than the partition allows" 1 "job [0-9]* asks more time than its partition allows \\(Slurm: PartitionTimeLimit\\): give --time after --" pend PartitionTimeLimit 1000 a.tok b.tok
rm -f fake/polls
t_bad "past a QOS's limit of one job" 1 "job [0-9]* cannot start while its account's or QOS's limits stay as they are \\(Slurm: QOSMaxCpuPerJobLimit\\)" pend QOSMaxCpuPerJobLimit 1000 a.tok b.tok
rm -f fake/polls
t_run "the user's jobs together past a limit (their ends clear it): waited for" 0 pend QOSMaxJobsPerUserLimit 3 a.tok b.tok
rm -f fake/polls
t_run "no room now (Resources): waited for" 0 pend Resources 3 a.tok b.tok
t_ok "  OUT written" test -s o.tsv

# sbatch refusing a job's CPUs or memory no node has: the option that
# asks them named (the user typed -M or -j, not --mem or -c), and the
# partition's nodes; another refusal as sbatch says it
t_bad "sbatch refuses -M's memory" 1 "^ppmi-svd-slurm: sbatch: error: Memory specification can not be satisfied \\(each job's --mem is -M plus 256 MB, 65792 MB, more than a node has; partition batch: 2 CPUs and 8000 MB a node \\(sinfo\\): give a smaller -M\\)\$" env FAKE_REFUSE="Memory specification can not be satisfied" FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -M 64G -o o.tsv a.tok
t_bad "  of the --mem after --" 1 "^ppmi-svd-slurm: sbatch: error: Memory specification can not be satisfied \\(the --mem after --, or SBATCH_MEM_\\*, asks more than a node has; partition batch: " env FAKE_REFUSE="Memory specification can not be satisfied" FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o o.tsv a.tok -- --mem=64G
t_bad "sbatch refuses the -c after --" 1 "^ppmi-svd-slurm: sbatch: error: CPU count per node can not be satisfied \\(the -c after -- asks more CPUs than a node has; partition batch: 2 CPUs and 8000 MB a node \\(sinfo\\)\\)\$" env FAKE_REFUSE="CPU count per node can not be satisfied" FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o o.tsv a.tok -- -c 4
t_bad "  of -j (every node drained: none up to lower it)" 1 "^ppmi-svd-slurm: sbatch: error: CPU count per node can not be satisfied \\(each job's CPUs are -j, 4, more than a node that is up has; partition batch: 2 CPUs and 8000 MB a node \\(sinfo\\): give a smaller -j\\)\$" env FAKE_DRAIN=1 FAKE_REFUSE="CPU count per node can not be satisfied" FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -j 4 -o o.tsv a.tok
t_bad "another refusal: sbatch's words alone" 1 "^ppmi-svd-slurm: sbatch: error: Invalid account or account/partition combination specified\$" env FAKE_REFUSE="Invalid account or account/partition combination specified" FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o o.tsv a.tok
