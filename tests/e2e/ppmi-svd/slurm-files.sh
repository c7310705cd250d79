#!/bin/sh
# ppmi-svd-slurm's own files when they cannot be written (a full disk; here
# a file size limit, ulimit -f, whose writes fail as a full disk's do, with
# SIGXFSZ ignored): one line naming the file and the cause, exit 1, as the
# family says it, not the tool's lines (awk's "write failure", "close
# failed") then the driver's without a cause; and no temporary left in the
# work directory (its shards.tmp, shards.list.tmp) nor beside OUT.  Then
# the directories it makes: one line each, mkdir's cause.  With fake
# Slurm client commands (the split comes after the controller answers).
. "$(dirname "$0")/../../lib.sh"
cd "$T"
mkdir fakebin fake
cat > fakebin/scontrol <<'SH'
#!/bin/sh
[ "$1" != ping ] || { echo "Slurmctld(primary) at fake is UP"; exit 0; }
[ "$1 $2" != "show partition" ] || exit 0
echo "JobId=$4 JobState=COMPLETED Reason=None ExitCode=0:0 BatchHost=n1"
SH
# sbatch: a job ID; the SVD job's embeddings written where it writes them,
# big enough to pass the limit (the limit is the driver's, not Slurm's)
cat > fakebin/sbatch <<'SH'
#!/bin/sh
ulimit -S -f unlimited
for a; do s=$a; done
s=${s#\'}; s=${s%\'}
case $s in */jobs/svd.sh)
	awk 'BEGIN { print "# x"; print "word\td1"; for (i = 0; i < 20000; i++) printf "w%d\t0.123456789\n", i }' > "${s%/jobs/svd.sh}/emb.tsv" ;;
esac
n=$(cat "$FAKE/next" 2>/dev/null || echo 101); echo $((n + 1)) > "$FAKE/next"; echo "$n"
SH
printf '#!/bin/sh\n:\n' > fakebin/scancel
chmod +x fakebin/*
printf 'word\tcount\tdocs\na\t1\t1\nb\t1\t1\nc\t1\t1\n' > v
awk 'BEGIN { for (i = 0; i < 20000; i++) print "ham\ta b c d e f g h i j" }' > t	# 460 KB
cp t t2
# the driver under a limit of 200 blocks (100 KB at dash's 512 bytes)
lim() { env FAKE="$T/fake" PATH="$T/fakebin:$PATH" sh -c 'trap "" XFSZ; ulimit -S -f 200; exec "$@"' sh ppmi-svd-slurm -q -v v -d 2 "$@"; }
tmpleft() { find "$T" -name '*.tmp*' | grep -q .; }

t_bad "--shards 2 of one file (split): the shard and the cause" 1 "^ppmi-svd-slurm: $T/wk/shards\\.tmp/0000\\.tsv: File too large\$" lim --shards 2 --work wk -o e.tsv t
t_ok "  one line" test "$(wc -l < "$T/err")" = 1
t_ok "  no temporary left, the work directory kept" sh -c "! find '$T/wk' -name '*.tmp*' | grep -q . && test -d '$T/wk/log'"
# a split without -n (busybox's): the awk cut
mkdir nosplit
printf '#!/bin/sh\necho "split: invalid option -- '"'"'n'"'"'" >&2\nexit 1\n' > nosplit/split
chmod +x nosplit/split
limns() { env FAKE="$T/fake" PATH="$T/nosplit:$T/fakebin:$PATH" sh -c 'trap "" XFSZ; ulimit -S -f 200; exec "$@"' sh ppmi-svd-slurm -q -v v -d 2 "$@"; }
t_bad "--shards 2, no GNU split (awk's cut): the same" 1 "^ppmi-svd-slurm: $T/wk/shards\\.tmp/0000\\.tsv: File too large\$" limns --shards 2 --work wk -o e.tsv t
t_ok "  one line, not awk's" test "$(wc -l < "$T/err")" = 1
t_ok "  no temporary left" sh -c "! find '$T/wk' -name '*.tmp*' | grep -q ."
t_bad "--shards 2 of standard input: its copy" 1 "^ppmi-svd-slurm: $T/wk/shards\\.tmp/all: File too large\$" sh -c "cat t | { FAKE='$T/fake' PATH='$T/fakebin:$PATH'; export FAKE PATH; trap '' XFSZ; ulimit -S -f 200; exec ppmi-svd-slurm -q -v v -d 2 --shards 2 --work wk -o e.tsv; }"
t_ok "  no temporary left" sh -c "! find '$T/wk' -name '*.tmp*' | grep -q ."
t_bad "the default work directory: the same, and it goes" 1 "^ppmi-svd-slurm: $T/\\.ppmi-svd-slurm\\.[A-Za-z0-9]*/shards\\.tmp/0000\\.tsv: File too large\$" lim --shards 2 -o e.tsv t
t_ok "  no work directory left" sh -c "! ls -a '$T' | grep -q '^\\.ppmi-svd-slurm'"
# the other side: shards within the limit are made, the jobs submitted;
# OUT past it (the fake SVD job's 300 KB): OUT named, nothing left
t_bad "OUT past the limit: OUT and the cause" 1 "^ppmi-svd-slurm: $T/e\\.tsv: File too large\$" lim --shards 8 --work wk -o e.tsv t
t_ok "  one line" test "$(wc -l < "$T/err")" = 1
t_ok "  the shards were made" test "$(ls wk/shards | grep -c '^[0-9]*\.tsv$')" = 8
t_ok "  no OUT, no temporary of it" sh -c "! ls '$T' | grep -q '^e\\.tsv'"
t_ok "  no temporary in the work directory" sh -c "! find '$T/wk' -name '*.tmp*' | grep -q ."
t_run "no limit: OUT written" 0 env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v -d 2 --shards 8 --work wk -o e.tsv t
t_ok "  the SVD job's embeddings, after the provenance line" sh -c "test \$(wc -l < e.tsv) = 20002 && sed -n 1p e.tsv | grep -q '^# ppmi-svd-slurm ' && tail -n +2 wk/emb.tsv > emb2 && tail -n +2 e.tsv | cmp -s - emb2"
rm -f e.tsv

# SIGXFSZ at its default (a login shell's ulimit -f): the writer killed,
# its shell's line ("line 1:  775 File size limit exceededcat", split's
# "exit 153 from command") no cause: said as write(2) says it, naming the
# limit, one line, for each writer of the driver's (split, awk, the copy
# of standard input, gzip's, OUT's)
limk() { env FAKE="$T/fake" PATH="$T/fakebin:$PATH" sh -c 'ulimit -S -f 200; exec "$@"' sh ppmi-svd-slurm -q -v v -d 2 "$@"; }
xf='File too large \(the file-size limit: ulimit -f\)'
t_bad "SIGXFSZ: --shards 2 (split)" 1 "^ppmi-svd-slurm: $T/wk/shards\\.tmp/0000\\.tsv: $xf\$" limk --shards 2 --work wk -o e.tsv t
t_ok "  one line" test "$(wc -l < "$T/err")" = 1
t_bad "SIGXFSZ: --shards 2, no GNU split (awk's cut)" 1 "^ppmi-svd-slurm: $T/wk/shards\\.tmp/0000\\.tsv: $xf\$" env FAKE="$T/fake" PATH="$T/nosplit:$T/fakebin:$PATH" sh -c 'ulimit -S -f 200; exec "$@"' sh ppmi-svd-slurm -q -v v -d 2 --shards 2 --work wk -o e.tsv t
t_ok "  one line" test "$(wc -l < "$T/err")" = 1
t_bad "SIGXFSZ: --shards 2 of standard input (its copy, not a read error)" 1 "^ppmi-svd-slurm: $T/wk/shards\\.tmp/all: $xf\$" sh -c "cat t | { FAKE='$T/fake' PATH='$T/fakebin:$PATH'; export FAKE PATH; ulimit -S -f 200; exec ppmi-svd-slurm -q -v v -d 2 --shards 2 --work wk -o e.tsv; }"
t_ok "  one line" test "$(wc -l < "$T/err")" = 1
gzip -c t > t.gz
t_bad "SIGXFSZ: --shards 2 of a .gz (gzip -d's file, not 'corrupt gzip data')" 1 "^ppmi-svd-slurm: $T/wk/shards\\.tmp/gz1: $xf\$" limk --shards 2 --work wk -o e.tsv t.gz
t_ok "  one line" test "$(wc -l < "$T/err")" = 1
t_bad "SIGXFSZ: OUT past the limit" 1 "^ppmi-svd-slurm: $T/e\\.tsv: $xf\$" limk --shards 8 --work wk -o e.tsv t
t_ok "  one line" test "$(wc -l < "$T/err")" = 1
t_ok "  no OUT, no temporary of it, none in the work directory" sh -c "! ls '$T' | grep -q '^e\\.tsv' && ! find '$T/wk' -name '*.tmp*' | grep -q ."
# (the edge: shards within the limit made, OUT alone past it)
t_ok "  the shards were made" test "$(ls wk/shards | grep -c '^[0-9]*\.tsv$')" = 8
rm -f t.gz

# the directories: mkdir's cause, one line
: > afile
t_bad "--work under a regular file" 1 "^ppmi-svd-slurm: afile/wk: Not a directory\$" env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v -d 2 --work afile/wk -o e.tsv t
# a work directory of the driver's whose log is a regular file: the
# driver's to replace (a directory of the user's is refused whole:
# slurm-work.sh)
mkdir wk3
: > wk3/.ppmi-svd-slurm
: > wk3/log
t_run "--work whose log is a regular file: replaced" 0 env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v -d 2 --work wk3 -o e3.tsv t
t_ok "  by the logs' directory" test -d wk3/log
rm -f e3.tsv
# what rm cannot remove in a kept --work (a read-only mount): one line
mkdir rmbin
printf '#!/bin/sh\nfor a; do :; done\necho "rm: cannot remove '"'"'$a'"'"': Read-only file system" >&2\nexit 1\n' > rmbin/rm
chmod +x rmbin/rm
t_bad "--work whose files rm cannot remove: one line" 1 "^ppmi-svd-slurm: .*: Read-only file system\$" env FAKE="$T/fake" PATH="$T/rmbin:$T/fakebin:$PATH" ppmi-svd-slurm -q -v v -d 2 --shards 2 --work wk -o e.tsv t
t_ok "  one line, not rm's" test "$(wc -l < "$T/err")" = 1
t_ok "no OUT after any of these" test ! -e e.tsv
t_ok "no temporary after any of these" sh -c "! find '$T' -name '*.tmp*' | grep -q ."
