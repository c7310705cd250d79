#!/bin/sh
# ppmi-svd-slurm against one ppmi-svd run, without a cluster: fake Slurm
# client commands that run each job on this host as it is submitted (an
# array's tasks one after the other, a job whose afterok dependency failed
# never runs), so that what the driver refuses, says and writes is tested
# where make check runs (make check-dist runs the real thing): ppmi-svd's
# rules of a whole file kept whatever the shards (attnkit's provenance
# file cut short, a byte-order mark mid-file, gzip, an empty file among
# others, a comment line that would be a shard alone), a bad line said at
# the user's FILE:LINE, the first of two; the jobs' warnings and notes
# relayed once; -s on a vocabulary the dense path takes; one file given
# twice; --work holding an input, or files not the driver's; a file that
# changes while it is cut; a kept --work whose logs are appended to.
. "$(dirname "$0")/../../lib.sh"
cd "$T"
mkdir fakebin fake
cat > fakebin/sbatch <<'SH'
#!/bin/sh
n=$(cat "$FAKE/next" 2>/dev/null || echo 101); echo $((n + 1)) > "$FAKE/next"
arr= dep= log= app=
[ "${SBATCH_OPEN_MODE:-}" != append ] || app=1
while [ $# -gt 1 ]; do
	case $1 in
	--open-mode=append) app=1 ;;
	--open-mode=truncate) app= ;;
	--array=*) arr=${1#--array=} ;;
	--dependency=afterok:*) dep=${1#--dependency=afterok:} ;;
	-o) log=$2; echo "$log" >> "$FAKE/sbatch.o"; shift ;;
	esac
	shift
done
lo=${arr%-*} hi=${arr#*-}
[ -n "$arr" ] || lo=0 hi=0
: > "$FAKE/$n.state"
t=$lo
while [ "$t" -le "$hi" ]; do
	if [ -n "$dep" ] && grep -qv 'JobState=COMPLETED' "$FAKE/$dep.state"; then
		st="JobState=PENDING Reason=DependencyNeverSatisfied ExitCode=0:0"
	elif [ -n "$app" ] && env SLURM_ARRAY_TASK_ID=$t SLURM_JOB_ID=$n sh "$1" >> "$(echo "$log" | sed "s/%%/\\x01/g; s/%a/$t/g; s/\\x01/%/g")" 2>&1; then
		st="JobState=COMPLETED Reason=None ExitCode=0:0"
	elif [ -n "$app" ]; then
		st="JobState=FAILED Reason=NonZeroExitCode ExitCode=1:0"
	elif env SLURM_ARRAY_TASK_ID=$t SLURM_JOB_ID=$n sh "$1" > "$(echo "$log" | sed "s/%%/\\x01/g; s/%a/$t/g; s/\\x01/%/g")" 2>&1; then
		st="JobState=COMPLETED Reason=None ExitCode=0:0"
	else
		st="JobState=FAILED Reason=NonZeroExitCode ExitCode=1:0"
	fi
	# (scontrol's order: the job name before the fields of the job, its
	# comment after them; FAKE_NAME, FAKE_COMMENT: sbatch -J, --comment)
	nm="JobName=${FAKE_NAME:-x} UserId=u(1000) GroupId=u(1000)" cm=
	[ -z "${FAKE_COMMENT:-}" ] || cm=" Comment=$FAKE_COMMENT"
	if [ -n "$arr" ]; then echo "JobId=$((n * 100 + t)) ArrayJobId=$n ArrayTaskId=$t $nm $st BatchHost=n1 WorkDir=$PWD$cm"
	else echo "JobId=$n $nm $st BatchHost=n1 WorkDir=$PWD$cm"; fi >> "$FAKE/$n.state"
	t=$((t + 1))
done
echo "$n"
SH
# (an array's tasks the last first, as Slurm lists them)
cat > fakebin/scontrol <<'SH'
#!/bin/sh
[ "$1" != ping ] || { echo "Slurmctld(primary) at fake is UP"; exit 0; }
[ "$1 $2" != "show partition" ] || exit 0
if [ "$1 $2" = "show config" ]; then
	[ -z "${FAKE_MAXARR:-}" ] || echo "MaxArraySize            = $FAKE_MAXARR"
	exit 0
fi
tac "$FAKE/$4.state"
SH
printf '#!/bin/sh\necho "$*" >> "$FAKE/cancelled"\n' > fakebin/scancel
printf '#!/bin/sh\n[ -z "${FAKE_SLOTS:-}" ] || echo "n1 $FAKE_SLOTS 64000 idle batch*"\n' > fakebin/sinfo
chmod +x fakebin/*
drv() { env FAKE="$T/fake" PATH="$T/fakebin:$PATH" timeout 120 ppmi-svd-slurm "$@"; }

printf 'word\tcount\tdocs\nfree\t3\t2\ncall\t3\t2\nnow\t2\t2\nzed\t2\t2\n' > v.tsv
prov='# sms-vocab -t /home/user/data/sms-spam-collection/SMSSpamCollection -o s.tok (attnkit 0.1.0)'
body='ham\tfree call now\nham\tcall free now\nspam\tnow call free\nham\tfree call'
# same NAME OUT REF: OUT's embeddings are REF's, after the provenance line
same() { tail -n +2 "$2" > "$2.body"; tail -n +2 "$3" > "$3.body"; t_cmp "$1: the bytes of one ppmi-svd run" "$3.body" "$2.body"; }

# attnkit's tokens file cut short (no final newline): refused by one run,
# and by the driver at every --shards, at the file's last line; the same
# file ended: read at every --shards, one run's bytes
printf "$prov\\n$body" > cut.tok
t_bad "ppmi-svd: a provenance file cut short" 1 "^ppmi-svd: cut.tok:5: the last line has no newline: the file is cut short" ppmi-svd -q -v v.tsv -d 1 -o r.tsv cut.tok
for n in 1 2 3 4; do
	t_bad "--shards $n: the same refusal, of the file" 1 "^ppmi-svd-slurm: .*ppmi-svd: $T/cut.tok:5: the last line has no newline: the file is cut short \\(its first line says attnkit wrote it, and attnkit ends every line\\)\$" \
	    drv -q -v v.tsv -d 1 --shards $n -o o.tsv cut.tok
	t_ok "  no OUT" test ! -e o.tsv
done
t_bad "standard input, --shards 3: the same, of <stdin>" 1 "ppmi-svd: <stdin>:5: the last line has no newline" sh -c "cat cut.tok | env FAKE='$T/fake' PATH='$T/fakebin:$PATH' ppmi-svd-slurm -q -v v.tsv -d 1 --shards 3 -o o.tsv"
# without the provenance line the last line is read: by both
printf "$body" > nocut.tok
ppmi-svd -q -v v.tsv -d 1 -o r-nocut.tsv nocut.tok 2> /dev/null
drv -q -v v.tsv -d 1 --shards 3 -o o-nocut.tsv nocut.tok 2> /dev/null
same "no provenance line, no final newline, --shards 3" o-nocut.tsv r-nocut.tsv
# the provenance line longer than a shard (split -n l/N would make it a
# shard alone, "empty corpus"): each shard has a message
printf "$prov\\n$body\\nham\\tzed\\n" > ok.tok
ppmi-svd -q -v v.tsv -d 1 -o r-ok.tsv ok.tok 2> /dev/null
for n in 2 3 5; do
	t_run "a long provenance line, --shards $n: exit 0" 0 drv -q -v v.tsv -d 1 --shards $n --work w$n -o o-ok$n.tsv ok.tok
	same "a long provenance line, --shards $n" o-ok$n.tsv r-ok.tsv
	t_ok "  each shard after the first led by the provenance line" sh -c "for f in w$n/shards/000[1-9].tsv; do head -1 \"\$f\" | grep -qx '$prov' || exit 1; done"
done
t_ok "--shards 5 of 5 messages: 5 shards" test "$(ls w5/shards | grep -c '^[0-9]*\.tsv$')" = 5
t_run "--shards 9 of 5 messages: 5 shards, one a message" 0 drv -q -v v.tsv -d 1 --shards 9 --work w9 -o o-ok9.tsv ok.tok
same "--shards 9 of 5 messages" o-ok9.tsv r-ok.tsv
t_ok "  5 shards" test "$(ls w9/shards | grep -c '^[0-9]*\.tsv$')" = 5

# a bad line in a later shard: the user's file and line, not the shard's
printf "$body\\nham\\tfree now\\n\\n\\nham\\tcall now\\nham\\tnow free\\n" > fe.tok
t_bad "ppmi-svd: an empty line" 1 "^ppmi-svd: fe.tok:6: an empty line, no label and no TAB " ppmi-svd -q -v v.tsv -d 1 -o r.tsv fe.tok
for n in 2 3; do
	t_bad "--shards $n: the file's line 6" 1 "^ppmi-svd-slurm: shard [12] \\($T/fe.tok from line [0-9]\\): ppmi-svd: $T/fe.tok:6: an empty line, no label and no TAB " \
	    drv -q -v v.tsv -d 1 --shards $n -o o.tsv fe.tok
	t_ok "  no work directory named" sh -c "! grep -q 'ppmi-svd-slurm\\.' '$T/err'"
done
# a command the message quotes, of a later shard: run on the user's
# file, a shell word (not "FILE from line B", nor the shard's path)
printf "$body\nham\tcaf\351 free now\n" > "c'p.tok"
t_bad "--shards 2, a cp1252 line in shard 1: the fix's command of the file" 1 "^ppmi-svd-slurm: shard 1 \\($T/c'p\\.tok from line [0-9]\\): ppmi-svd: $T/c'p\\.tok:5: invalid UTF-8 .* -t '$T/c'\\\\''p\\.tok' > tokens\\.tsv first\\)\$" \
    drv -q -v v.tsv -d 1 --shards 2 -o o.tsv "c'p.tok"
# two bad lines in two shards: the first, as one run says it
printf 'ham\tfree call\n\n%b\n\nham\tzed\n' "$body" > two.tok
t_bad "ppmi-svd: two bad lines" 1 "^ppmi-svd: two.tok:2: " ppmi-svd -q -v v.tsv -d 1 -o r.tsv two.tok
t_bad "--shards 3, two bad lines: the first" 1 "ppmi-svd: $T/two.tok:2: " drv -q -v v.tsv -d 1 --shards 3 -o o.tsv two.tok

# a byte-order mark that starts a line past line 1 (files joined with cat):
# refused by one run; no shard may take it for its line 1's
printf "$body\\n\\357\\273\\277ham\\tcall now\\nham\\tnow free\\nspam\\tfree now\\n" > bom.tok
t_bad "ppmi-svd: a byte-order mark on line 5" 1 "^ppmi-svd: bom.tok:5: a byte-order mark" ppmi-svd -q -v v.tsv -d 1 -o r.tsv bom.tok
for n in 2 3 4; do
	t_bad "--shards $n: the same, line 5" 1 "ppmi-svd: $T/bom.tok:5: a byte-order mark" drv -q -v v.tsv -d 1 --shards $n -o o.tsv bom.tok
done
# ... and at line 1, dropped by both
printf "\\357\\273\\277$body\\nham\\tzed\\n" > bom1.tok
ppmi-svd -q -v v.tsv -d 1 -o r-bom1.tsv bom1.tok 2> /dev/null
drv -q -v v.tsv -d 1 --shards 3 -o o-bom1.tsv bom1.tok 2> /dev/null
same "a byte-order mark on line 1, --shards 3" o-bom1.tsv r-bom1.tsv

# gzip, which ppmi-svd reads: decompressed before the cut
printf "$prov\\n$body\\nham\\tzed\\n" | gzip > ok.tok.gz
drv -q -v v.tsv -d 1 --shards 3 -o o-gz.tsv ok.tok.gz 2> /dev/null
same "a gzip file, --shards 3" o-gz.tsv r-ok.tsv
cat ok.tok.gz | drv -q -v v.tsv -d 1 --shards 3 -o o-gzp.tsv - 2> /dev/null
same "  the same from a pipe (its NUL bytes are gzip's)" o-gzp.tsv r-ok.tsv
# what follows the gzip data, zero bytes too (which gzip -dc ignores):
# refused by one run, and with --shards at the same line; the data cut
# short alike
{ cat ok.tok.gz; head -c 512 /dev/zero; } > zp.tok.gz
{ cat ok.tok.gz; echo junk; } > gb.tok.gz
awk 'BEGIN { for (i = 0; i < 3000; i++) printf "ham\tfree call now %d\n", i }' | gzip > big.gz
head -c 2000 big.gz > cut.gz
for f in zp.tok.gz gb.tok.gz cut.gz; do
	ppmi-svd -q -v v.tsv -d 1 -o r.tsv $f 2> r.err || :
	w=$(sed -n 's/^ppmi-svd: \([^ ]*:[0-9]*\): \(.*\) (.*/\1: \2/p' r.err)
	t_bad "--shards 2 of $f: one run's FILE:LINE and words ($w)" 1 "^ppmi-svd-slurm: $T/$(printf '%s' "$w" | sed 's/[.()]/\\&/g') \\(" drv -q -v v.tsv -d 1 --shards 2 -o o.tsv $f
done
# a NUL byte in a copy (standard input, a device): the copy ends there,
# said as one run says it (/dev/zero was copied for ever); a closed
# standard input named as such, not the driver's copy
t_bad "--shards 2 of /dev/zero" 1 "^ppmi-svd-slurm: /dev/zero:1: NUL byte in line\$" drv -q -v v.tsv -d 1 --shards 2 -o o.tsv /dev/zero
printf 'ham\tfree\nham\tcall\nham\tn\000w\n' > nul.tok
T_STDIN=nul.tok t_bad "--shards 2 of standard input holding a NUL at line 3" 1 "^ppmi-svd-slurm: <stdin>:3: NUL byte in line\$" drv -q -v v.tsv -d 1 --shards 2 -o o.tsv -
# a NUL in line 1 of a copy, or gzip data in gzip data: ppmi-svd's own
# words of line 1 (the byte-order mark of UTF-16, xz's magic, gzip twice,
# with the command that converts it), as one run says them, before any
# job; a NUL past line 1 said as above
printf 'ham\tfree call\n' > u8.tok
if iconv -f UTF-8 -t UTF-16 u8.tok > u16.tok 2> /dev/null; then
	ppmi-svd -q -v v.tsv -d 1 -o r.tsv - < u16.tok 2> r.err || :
	t_ok "  (ppmi-svd names UTF-16)" grep -q "^ppmi-svd: <stdin>:1: NUL byte in line: UTF-16 text" r.err
	T_STDIN=u16.tok t_bad "--shards 2 of UTF-16 on standard input: ppmi-svd's words" 1 "^ppmi-svd-slurm: $(sed 's/^ppmi-svd: //; s/[.()?*]/\\&/g' r.err)\$" drv -q -v v.tsv -d 1 --shards 2 -o o.tsv -
else
	t_skip "--shards 2 of UTF-16" "no iconv to UTF-16"
fi
if command -v xz > /dev/null 2>&1; then
	xz -c u8.tok > u8.xz
	T_STDIN=u8.xz t_bad "--shards 2 of xz data on standard input" 1 "^ppmi-svd-slurm: <stdin>:1: xz-compressed, not text .*\\(xz -dc FILE > FILE\\.txt\\)\$" drv -q -v v.tsv -d 1 --shards 2 -o o.tsv -
else
	t_skip "--shards 2 of xz data" "no xz"
fi
gzip -c big.gz > big2.gz
gzip -c ok.tok.gz > ok2.gz
for f in ok2.gz big2.gz; do
	t_bad "--shards 3 of $f (gzip twice): refused at line 1" 1 "^ppmi-svd-slurm: $T/$f:1: gzip-compressed twice \\(its gzip data starts with gzip's bytes 1f 8b again\\): gunzip it once \\(gunzip -c $T/$f > FILE\\.gz\\)\$" drv -q -v v.tsv -d 1 --shards 3 -o o.tsv $f
done
T_STDIN=ok2.gz t_bad "  the same on standard input" 1 "^ppmi-svd-slurm: <stdin>:1: gzip-compressed twice " drv -q -v v.tsv -d 1 --shards 3 -o o.tsv -
t_bad "--shards 2 of a closed standard input" 1 "^ppmi-svd-slurm: <stdin>:1: read error: Bad file descriptor\$" sh -c 'exec <&-; "$@"' sh env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --shards 2 -o o.tsv -
# an empty file and one of comments among others: read by one run, and by
# the driver with or without --shards (no mapper of them alone)
: > empty.tok
printf "$prov\\n" > com.tok
printf "$body\\nham\\tzed\\n" > m1.tok
ppmi-svd -q -v v.tsv -d 1 -o r-m.tsv empty.tok m1.tok com.tok 2> /dev/null
t_run "an empty file and one of comments among others: exit 0" 0 drv -q -v v.tsv -d 1 -o o-m.tsv empty.tok m1.tok com.tok
same "an empty file and one of comments among others" o-m.tsv r-m.tsv
drv -q -v v.tsv -d 1 --shards 4 -o o-m4.tsv empty.tok m1.tok com.tok 2> /dev/null
same "... --shards 4" o-m4.tsv r-m.tsv
# inputs of no message that are not plain text: /dev/null, an empty or
# comments-only gzip file, an empty pipe, comments after a byte-order
# mark: among others, no mapper of their own (it would fail "empty
# corpus" after the jobs), with or without --shards; a gzip file of a
# message: one of its own
gzip -c < /dev/null > e.gz
printf '# comments only\n' | gzip -c > c.gz
printf '\357\273\277# notes only\n' > bomc.tok
printf 'ham\tzed call\n' | gzip -c > z1.gz
ppmi-svd -q -v v.tsv -d 1 -o r-nm.tsv m1.tok e.gz c.gz /dev/null bomc.tok 2> /dev/null
ppmi-svd -q -v v.tsv -d 1 -o r-nm2.tsv m1.tok z1.gz 2> /dev/null
for args in "m1.tok e.gz" "e.gz m1.tok c.gz" "m1.tok /dev/null" "m1.tok bomc.tok" "--shards 3 m1.tok c.gz" "--shards 4 m1.tok e.gz /dev/null"; do
	t_run "no message, not plain text: $args: exit 0" 0 env FAKE_SLOTS=4 FAKE="$T/fake" PATH="$T/fakebin:$PATH" timeout 120 ppmi-svd-slurm -q -v v.tsv -d 1 -o o-nm.tsv $args
	same "  $args" o-nm.tsv r-nm.tsv
	rm -f o-nm.tsv
done
t_run "an empty pipe among others, --shards 2: exit 0" 0 sh -c ': | env FAKE_SLOTS=4 FAKE="$0/fake" PATH="$0/fakebin:$PATH" timeout 120 ppmi-svd-slurm -q -v v.tsv -d 1 --shards 2 -o o-nm.tsv m1.tok -' "$T"
same "  an empty pipe" o-nm.tsv r-nm.tsv
# more shards than MaxArraySize lets an array have (-c after --: no
# wave of the partition's): dealt into that many tasks, the same bytes;
# at the edge, as many shards as it, a task each; R reducers past it:
# refused before anything is made, naming --partitions
printf "$body\nham\tzed\n$body\n" > ma.tok
ppmi-svd -q -v v.tsv -d 1 -o r-ma.tsv ma.tok 2> /dev/null
t_run "--shards 5 -- -c 1 under MaxArraySize 3: exit 0" 0 env FAKE_MAXARR=3 FAKE="$T/fake" PATH="$T/fakebin:$PATH" timeout 120 ppmi-svd-slurm -q -v v.tsv -d 1 --shards 5 --work wma -o o-ma.tsv ma.tok -- -c 1
same "  the bytes of one run" o-ma.tsv r-ma.tsv
t_ok "  in 3 tasks" test "$(ls wma/log | grep -c '^count-.*\.log$')" = 3
t_run "--shards 3 -- -c 1 under MaxArraySize 3: exit 0" 0 env FAKE_MAXARR=3 FAKE="$T/fake" PATH="$T/fakebin:$PATH" timeout 120 ppmi-svd-slurm -q -v v.tsv -d 1 --shards 3 --work wma -o o-ma.tsv ma.tok -- -c 1
t_ok "  a task a shard" test "$(ls wma/log | grep -c '^count-.*\.log$')" = 3
t_bad "--partitions 4 under MaxArraySize 3" 1 "^ppmi-svd-slurm: --partitions 4: more reducers than the cluster's MaxArraySize, 3 \\(scontrol show config\\), lets one job array have: give --partitions 3 at most\$" env FAKE_MAXARR=3 FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --partitions 4 -o o-ma.tsv ma.tok
t_run "a gzip file of a message among others: exit 0" 0 env FAKE_SLOTS=4 FAKE="$T/fake" PATH="$T/fakebin:$PATH" timeout 120 ppmi-svd-slurm -q -v v.tsv -d 1 --work wz -o o-nm2.tsv m1.tok z1.gz
same "  a gzip file of a message" o-nm2.tsv r-nm2.tsv
t_ok "  a mapper of its own" test "$(ls wz/log | grep -c '^count-.*\.log$')" = 2
# --shards 2 of three files: 2 tasks, each of whole files
printf "$body\n" > m2.tok
ppmi-svd -q -v v.tsv -d 1 -o r-m3.tsv m1.tok m2.tok ok.tok 2> /dev/null
t_run "--shards 2 of three files: exit 0" 0 drv -q -v v.tsv -d 1 --shards 2 --work wm -o o-m3.tsv m1.tok m2.tok ok.tok
same "--shards 2 of three files" o-m3.tsv r-m3.tsv
t_ok "  2 tasks, the files as they are" sh -c "test \$(ls wm/log | grep -c '^count-.*\\.log\$') = 2 && test \$(ls wm/shards | grep -c '\\.tsv\$') = 0"
t_bad "only an empty file: one run's refusal" 1 "ppmi-svd: input: empty corpus \\(no messages\\)" drv -q -v v.tsv -d 1 -o o.tsv empty.tok com.tok

# the jobs' warnings and notes: one run's, each once, after the run
ppmi-svd -v v.tsv -d 1 -s 3 -o r-s.tsv ok.tok 2> r-s.err
t_ok "ppmi-svd -s 3: a note (the dense path) and a warning (a zero row)" sh -c "grep -q '^ppmi-svd: warning: --solver auto runs the dense' r-s.err && grep -q '^ppmi-svd: warning: 1 of 4 words have an all-zero PPMI row' r-s.err"
for n in 1 2 3; do
	t_run "-s 3 on a dense vocabulary, --shards $n: exit 0" 0 drv -s 3 -v v.tsv -d 1 --shards $n -o o-s$n.tsv ok.tok
	same "-s 3, --shards $n" o-s$n.tsv r-s.tsv
	t_ok "  the note and the warning, once each, as one run says them" sh -c "sed 's/^ppmi-svd: /ppmi-svd-slurm: /' r-s.err | cmp -s - '$T/err'"
done
for o in "--oversample 5" "--power-iters 2"; do
	t_run "$o on a dense vocabulary: exit 0" 0 drv -q $o -v v.tsv -d 1 --shards 2 -o o-o.tsv ok.tok
done
# one file twice (the same name, ./name, a link): ppmi-svd's refusal
ln -s m1.tok l1.tok
t_bad "ppmi-svd: a file twice" 2 "^ppmi-svd: 'm1.tok' and 'l1.tok' are the same file: its pairs or cells would be counted twice\$" ppmi-svd -q -v v.tsv -d 1 -o r.tsv m1.tok l1.tok
for two in "m1.tok l1.tok" "m1.tok ./m1.tok" "m1.tok m2.tok m1.tok"; do
	set -- $two
	t_bad "TOKENS $two: the same refusal" 2 "^ppmi-svd-slurm: '$1' and '[^']*' are the same file: its pairs or cells would be counted twice\$" drv -q -v v.tsv -d 1 --shards 2 -o o.tsv $two
done
t_ok "  nothing submitted" sh -c "! grep -q . fake/cancelled 2>/dev/null; test ! -e o.tsv"
cp m1.tok c1.tok
t_run "two files of the same bytes: both counted" 0 drv -q -v v.tsv -d 1 -o o-c1.tsv m1.tok c1.tok

# --work DIR (a work directory of the driver's) holding an input under a
# name the run replaces: refused before anything is removed; a directory
# not the driver's and not empty is refused whole (slurm-work.sh)
mkdir -p W/shards
: > W/.ppmi-svd-slurm
cp ok.tok W/shards/0000.tsv
t_bad "TOKENS inside --work's shards/" 2 "^ppmi-svd-slurm: .*W/shards/0000.tsv: an input inside --work W's shards, which the run replaces" drv -q -v v.tsv -d 1 --shards 3 --work W -o o.tsv W/shards/0000.tsv
t_ok "  the input is there" cmp -s ok.tok W/shards/0000.tsv
cp v.tsv W/shards/v.tsv
t_bad "-v inside --work's shards/" 2 "^ppmi-svd-slurm: .*W/shards/v.tsv: an input inside --work W's shards" drv -q -v W/shards/v.tsv -d 1 --shards 2 --work W -o o.tsv ok.tok
t_ok "  the vocabulary is there" cmp -s v.tsv W/shards/v.tsv
mkdir -p P/counts
echo mine > P/emb.tsv
echo mine > P/counts/0000.cnt
t_bad "--work on a directory of the user's emb.tsv and counts/" 2 "^ppmi-svd-slurm: --work P: a directory that is not empty \\(it holds counts, emb.tsv\\) and no work directory of ppmi-svd-slurm \\(no \\.ppmi-svd-slurm\\): a run would replace its counts, emb.tsv;" drv -q -v v.tsv -d 1 --shards 2 --work P -o o.tsv ok.tok
t_ok "  its files untouched" sh -c "test \"\$(cat P/emb.tsv P/counts/0000.cnt)\" = 'mine
mine'"
mkdir N
echo notes > N/notes.txt
t_bad "--work on a directory of other files: refused too (as git clone)" 2 "^ppmi-svd-slurm: --work N: a directory that is not empty \\(it holds notes.txt\\)" drv -q -v v.tsv -d 1 --shards 2 --work N -o o-n.tsv ok.tok
t_ok "  its file kept" test "$(cat N/notes.txt)" = notes
mkdir N2
t_run "--work on an empty directory: used" 0 drv -q -v v.tsv -d 1 --shards 2 --work N2 -o o-n.tsv ok.tok
t_run "--work reused: used" 0 drv -q -v v.tsv -d 1 --shards 2 --work N2 -o o-n.tsv ok.tok

# a file that grows while it is cut (a split that appends to it once done):
# ppmi-svd's words, exit 1
mkdir appbin
printf '#!/bin/sh\n/usr/bin/split "$@"; s=$?\nprintf "ham\\tfree now\\n" >> "$APPEND"\nexit $s\n' > appbin/split
chmod +x appbin/split
cp ok.tok grow.tok
sz=$(wc -c < grow.tok)
t_bad "a file that grows while it is cut" 1 "^ppmi-svd-slurm: $T/grow.tok: changed while it was read \\(grown from $sz to $((sz + 13)) bytes\\): what was read is a mix of two versions; read it again when nothing writes to it\$" \
    env APPEND="$T/grow.tok" PATH="$T/appbin:$PATH" FAKE="$T/fake" sh -c 'PATH="$0:$PATH" exec timeout 120 ppmi-svd-slurm -q -v v.tsv -d 1 --shards 3 -o o.tsv grow.tok' "$T/fakebin"
t_ok "  no OUT" test ! -e o.tsv

# a kept --work, its logs appended to (SBATCH_OPEN_MODE=append; sbatch's
# --open-mode is refused): the error of this run, not the last one's
printf 'ham\tfree\nham\tcall now\n' > g1.tok
printf 'ham\tfree\nbadline-no-tab\n' > b1.tok
t_bad "--work K, append: a bad line" 1 "b1.tok:2: no TAB between label and tokens" env SBATCH_OPEN_MODE=append FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --work K -o o.tsv g1.tok b1.tok
printf 'ham\tfree\nham\tcall \377 now\n' > b1.tok
t_bad "--work K again, append: this run's error" 1 "b1.tok:2: invalid UTF-8 at byte 10" env SBATCH_OPEN_MODE=append FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 --work K -o o.tsv g1.tok b1.tok
# pipes: a process substitution is this shell's, no job reads it (refused
# without --shards, read once with it); a named pipe read once, no hang
if command -v bash > /dev/null; then
	t_bad "<(cat ...) without --shards: refused" 2 "^ppmi-svd-slurm: /dev/fd/[0-9]*: descriptor [0-9]* of this shell, on a pipe, which no job can read: give --shards N" \
	    bash -c 'exec env FAKE="$0/fake" PATH="$0/fakebin:$PATH" ppmi-svd-slurm -q -v v.tsv -d 1 -o o.tsv <(cat ok.tok)' "$T"
	t_run "<(cat ...) with --shards 2: exit 0" 0 bash -c 'exec env FAKE="$0/fake" PATH="$0/fakebin:$PATH" timeout 60 ppmi-svd-slurm -q -v v.tsv -d 1 --shards 2 -o o-fd.tsv <(cat ok.tok)' "$T"
	same "<(cat ...) with --shards 2" o-fd.tsv r-ok.tsv
fi
# standard input under any name (/dev/stdin, /dev/fd/0, a link to it),
# whatever it reads (here a file redirected to it: a job's own standard
# input is /dev/null): refused without --shards, naming it; read once
# with it, one run's bytes; a file in a directory named fd: a file
ppmi-svd -q -v v.tsv -d 1 -o r-si.tsv m1.tok /dev/stdin < ok.tok 2> /dev/null
ln -s /dev/stdin si.tok
for n in /dev/stdin /dev/fd/0 si.tok; do
	T_STDIN=ok.tok t_bad "TOKENS $n < FILE, no --shards: refused" 2 "^ppmi-svd-slurm: $n: standard input of this shell, on the file '?$T/ok\\.tok'? \\(give that name\\), which no job can read: give --shards N" drv -q -v v.tsv -d 1 -o o.tsv m1.tok $n
	T_STDIN=ok.tok t_run "TOKENS $n < FILE, --shards 2: exit 0" 0 drv -q -v v.tsv -d 1 --shards 2 -o o-si.tsv m1.tok $n
	same "TOKENS $n < FILE, --shards 2" o-si.tsv r-si.tsv
	rm -f o-si.tsv
done
T_STDIN=ok.tok t_bad "- and /dev/stdin: one input twice" 2 "are the same file" drv -q -v v.tsv -d 1 --shards 2 -o o.tsv - /dev/stdin
mkdir fd
cp ok.tok fd/0
t_run "TOKENS fd/0, a file: read" 0 drv -q -v v.tsv -d 1 -o o-fd0.tsv m1.tok fd/0
same "TOKENS fd/0, a file" o-fd0.tsv r-si.tsv
# -v and --contexts: a file every node reads, never standard input (as
# -v -, exit 2) nor a named pipe (read once: the driver's checks would
# empty it or wait for ever; exit 1), said before any is read
T_STDIN=v.tsv t_bad "-v /dev/stdin < VOCAB: refused as -v -" 2 "^ppmi-svd-slurm: -v /dev/stdin: standard input of this shell, on the file '?$T/v\\.tsv'? \\(give that name\\): the vocabulary must be a file every node reads\$" drv -q -v /dev/stdin -d 1 -o o.tsv ok.tok
# another process's descriptor (/proc/PID/fd/N) is said as what it is:
# not this shell's, on a deleted file, a pipe or a file (its name given)
cp ok.tok del.tok
fd_up() { _k=0; while [ ! -e "/proc/$1/fd/3" ] && [ $_k -lt 100 ]; do sleep 0.1; _k=$((_k + 1)); done; }
{ sleep 60 3< del.tok & } 2> /dev/null; sp=$!
fd_up $sp
rm del.tok
t_bad "TOKENS another process's descriptor on a deleted file: said so" 2 "^ppmi-svd-slurm: /proc/$sp/fd/3: descriptor 3 of process $sp, not this shell, on a deleted file \\($T/del\\.tok \\(deleted\\)\\), which no job can read: give --shards N" drv -q -v v.tsv -d 1 -o o.tsv m1.tok /proc/$sp/fd/3
kill $sp 2> /dev/null || :
{ sleep 60 3< v.tsv & } 2> /dev/null; sp=$!
fd_up $sp
t_bad "-v another process's descriptor on a file: that file named" 2 "^ppmi-svd-slurm: -v /proc/$sp/fd/3: descriptor 3 of process $sp, not this shell, on the file '?$T/v\\.tsv'? \\(give that name\\): the vocabulary must be a file every node reads\$" drv -q -v /proc/$sp/fd/3 -d 1 -o o.tsv ok.tok
kill $sp 2> /dev/null || :
{ sleep 60 | sleep 60 & } 2> /dev/null; sp=$!
t_bad "TOKENS another process's pipe: said so" 2 "^ppmi-svd-slurm: /proc/$sp/fd/0: descriptor 0 of process $sp, not this shell, on a pipe, which no job can read" drv -q -v v.tsv -d 1 -o o.tsv m1.tok /proc/$sp/fd/0
kill $sp 2> /dev/null || :
mkfifo vfifo
t_bad "-v NAMED-PIPE: refused, not read" 1 "^ppmi-svd-slurm: -v vfifo: a named pipe or a socket, which no job can read as a file: the vocabulary must be a file every node reads\$" drv -q -v vfifo -d 1 -o o.tsv ok.tok
t_bad "--contexts NAMED-PIPE: refused, not read" 1 "^ppmi-svd-slurm: --contexts vfifo: a named pipe or a socket, .*: the contexts must be a file" drv -q -v v.tsv --contexts vfifo -d 1 -o o.tsv ok.tok
mkfifo fifo
t_bad "a named pipe without --shards: refused, not read" 2 "^ppmi-svd-slurm: fifo: a named pipe or a device, not a file: a job would read it on its own node, and a requeued job from where it is then: give --shards N" drv -q -v v.tsv -d 1 -o o.tsv m1.tok fifo
{ cat ok.tok > fifo & } 2> /dev/null
t_run "a named pipe, --shards 2: read once, exit 0" 0 drv -q -v v.tsv -d 1 --shards 2 -o o-fifo.tsv fifo
same "a named pipe, --shards 2" o-fifo.tsv r-ok.tsv
# an empty corpus with --shards: one run's words, not a --shards bound
t_bad "--shards 2 of an empty file: ppmi-svd's words" 1 "ppmi-svd: $T/empty.tok: empty corpus \\(no messages\\)\$" drv -q -v v.tsv -d 1 --shards 2 -o o.tsv empty.tok
t_bad "--work naming a file" 1 "^ppmi-svd-slurm: ok.tok: Not a directory \\(--work DIR\\)\$" drv -q -v v.tsv -d 1 --work ok.tok -o o.tsv m1.tok
# OUT or --work in a directory whose name holds a % (a URL-encoded name,
# %20n: Slurm's node number; %j, %u, %%), given to sbatch -o doubled: the
# logs where the driver reads them, one run's bytes; a backslash, which
# Slurm drops from a log's name: refused before anything is made
for d in 'my%20notes' 'run %u' 'p%j' 'q%%x' 'acc_95%'; do
	mkdir "$d"
	t_run "OUT in '$d': exit 0" 0 drv -q -v v.tsv -d 1 --shards 2 -o "$d/o.tsv" ok.tok
	same "OUT in '$d'" "$d/o.tsv" r-ok.tsv
	t_run "--work '$d/w': exit 0" 0 drv -q -v v.tsv -d 1 --shards 2 --work "$d/w" -o "$d/o2.tsv" ok.tok
	t_ok "  its logs in '$d/w/log'" test -f "$d/w/log/count-1.log"
done
t_ok "  sbatch -o given each % doubled" grep -q '/p%%j/w/log/count-%a.log' fake/sbatch.o
mkdir 'b\s'
t_bad "OUT in a directory of a backslash, no --work: refused" 2 "^ppmi-svd-slurm: the work directory beside OUT, .*b.s/\\.ppmi-svd-slurm\\.XXXXXX': a path holding a backslash, which Slurm takes out of its jobs' log names \\(sbatch -o\\): give --work DIR without one" drv -q -v v.tsv -d 1 -o 'b\s/o.tsv' ok.tok
t_bad "--work of a backslash: refused" 2 "^ppmi-svd-slurm: --work 'b.s/w': a path holding a backslash" drv -q -v v.tsv -d 1 --work 'b\s/w' -o o.tsv ok.tok
t_ok "  nothing made" sh -c "test -z \"\$(ls -A 'b\\s')\" && test ! -e o.tsv"
# a job's fields holding the word "error" (its WorkDir: the directory
# the driver runs in): a job's state, not scontrol's failure (that is its
# exit status): the run ends as soon as its jobs have completed
mkdir error-study
t_run "run from ./error-study: exit 0" 0 sh -c 'cd error-study && exec env FAKE="$0/fake" PATH="$0/fakebin:$PATH" timeout 20 ppmi-svd-slurm -q -v ../v.tsv -d 1 --shards 2 -o o.tsv ../ok.tok' "$T"
same "run from ./error-study" error-study/o.tsv r-ok.tsv
# a job's state, reason and task its own fields, not words of a -J or a
# --comment after -- (key=value text, as workflow managers write it)
t_run "-J 'a JobState=FAILED ...', --comment 'JobState=FAILED ...': exit 0" 0 env FAKE_NAME='a JobState=FAILED Reason=PartitionConfig ArrayTaskId=9' FAKE_COMMENT='after the JobState=FAILED Reason=PartitionConfig fix' FAKE="$T/fake" PATH="$T/fakebin:$PATH" timeout 20 ppmi-svd-slurm -q -v v.tsv -d 1 --shards 2 -o o-jn.tsv ok.tok
same "-J and --comment holding JobState=" o-jn.tsv r-ok.tsv
t_bad "--comment 'JobState=COMPLETED' on a failed job: its failure" 1 "fe\\.tok:6: an empty line" env FAKE_COMMENT='rerun of the JobState=COMPLETED Reason=None ExitCode=0:0 run' FAKE="$T/fake" PATH="$T/fakebin:$PATH" timeout 20 ppmi-svd-slurm -q -v v.tsv -d 1 --shards 2 -o o.tsv fe.tok
# standard error a pipe closed after its first line (| head -1): the
# progress stops, the run goes on: exit 0, OUT one run's bytes, no work
# directory left; at the edge, the pipe open to the end: all its lines
t_run "--progress 2>&1 | head -1: runs on" 0 sh -c '{ env FAKE="$0/fake" PATH="$0/fakebin:$PATH" timeout 60 ppmi-svd-slurm --progress -v v.tsv -d 1 --shards 3 -o o-pipe.tsv ok.tok 2>&1; echo $? > pipe.st; } | head -1 > /dev/null' "$T"
t_ok "  exit 0" test "$(cat pipe.st)" = 0
same "--progress | head -1" o-pipe.tsv r-ok.tsv
t_ok "  no work directory left" sh -c "! ls -a '$T' | grep -q '^\\.ppmi-svd-slurm'"
t_run "--progress 2>&1 | cat: every line" 0 sh -c 'env FAKE="$0/fake" PATH="$0/fakebin:$PATH" timeout 60 ppmi-svd-slurm --progress -v v.tsv -d 1 --shards 3 -o o-pipe.tsv ok.tok 2>&1 | cat > pipe.out' "$T"
t_ok "  its last line 'done'" sh -c "tail -1 pipe.out | grep -q '^ppmi-svd-slurm: done: '"
# the mappers' end and the SVD's seen in one poll (here every job has
# ended when the driver first asks): the SVD's time is its job's own
# (log/svd-0.time), not the moment between two lines of the driver
env FAKE="$T/fake" PATH="$T/fakebin:$PATH" timeout 60 ppmi-svd-slurm --progress -v v.tsv -d 1 --shards 3 --work wpr -o o-pipe.tsv ok.tok 2> pr.err
if [ -x /usr/bin/time ]; then
	w=$(sed -n 's/.* wall_s=\([0-9.]*\) .*/\1/p' wpr/log/svd-0.time)
	t_ok "--progress, both steps' ends in one poll: the SVD job's own time, $w s" grep -q "^ppmi-svd-slurm: embeddings: 1 jobs in $(printf '%.2f' "$w") s" pr.err
else
	t_ok "--progress, both steps' ends in one poll, no /usr/bin/time: no time said" grep -q "^ppmi-svd-slurm: embeddings: 1 jobs, each begun and ended between two polls" pr.err
fi
# a corpus of repeated text with R reducers: the same bytes as one run
cat ok.tok ok.tok ok.tok ok.tok > rep.tok
ppmi-svd -q -v v.tsv -d 1 -o r-rep.tsv rep.tok 2> /dev/null
t_run "a repeated corpus, --shards 2 --partitions 2: exit 0" 0 drv -q -v v.tsv -d 1 --shards 2 --partitions 2 -o o-rep.tsv rep.tok
same "a repeated corpus, --partitions 2" o-rep.tsv r-rep.tsv
t_ok "no work directory left" sh -c "! ls -a '$T' | grep -q '^\\.ppmi-svd-slurm'"

# -v rewritten while the jobs run (each reads it on its node): the run
# that fails says so, not the job's words of a count file's settings; a
# run whose -v stays is not refused
mkdir swapbin
printf '#!/bin/sh\nfor a; do s=$a; done\ncase $s in *jobs/svd.sh*) cp "$FAKE/../vs2.tsv" "$FAKE/../vs.tsv" ;; esac\nexec "$FAKE/../fakebin/sbatch" "$@"\n' > swapbin/sbatch
chmod +x swapbin/sbatch
printf 'word\tcount\tdocs\nfree\t3\t2\ncall\t3\t2\nnow\t2\t2\nzed\t2\t2\n' > vs.tsv
printf 'word\tcount\tdocs\nfree\t3\t2\ncall\t3\t2\nnow\t2\t2\n' > vs2.tsv
printf 'ham\tfree call now\nham\tcall free now\n' > s1.tok
cp s1.tok s2.tok
t_bad "-v replaced between the mappers and the SVD" 1 "^ppmi-svd-slurm: -v $T/vs\\.tsv: changed during the run \\(cut from 50 to 42 bytes\\): each job reads it on its node, as it was then; run again when nothing writes to it\$" env FAKE="$T/fake" PATH="$T/swapbin:$T/fakebin:$PATH" timeout 120 ppmi-svd-slurm -q -v vs.tsv -d 1 -o o.tsv s1.tok s2.tok
t_run "  -v left as it was: exit 0" 0 env FAKE="$T/fake" PATH="$T/fakebin:$PATH" timeout 120 ppmi-svd-slurm -q -v vs.tsv -d 1 -o o.tsv s1.tok s2.tok
