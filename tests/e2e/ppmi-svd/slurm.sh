#!/bin/sh
# ppmi-svd-slurm's command line, without a cluster (make check-dist runs
# it on one): --help and --version as the family's, usage errors (one line,
# the synopsis, exit 2), each step's options checked by ppmi-svd before
# anything is submitted, missing inputs and missing Slurm commands (one
# line, exit 1), and no OUT or work directory after any of them; then,
# with fake sbatch, scontrol and scancel, how a failed or cancelled step
# is said (array task sets, a log's first error, a job Slurm forgot).
. "$(dirname "$0")/../../lib.sh"
V=$DATA/sms-small.vocab
K=$DATA/sms-small.tokens
cd "$T"

t_run "--help: exit 0" 0 ppmi-svd-slurm --help
t_ok "--help: the synopsis on stdout" grep -q '^usage: ppmi-svd-slurm \[--shards N\]' "$T/out"
for o in --shards --partitions --work --vocab --output --quiet --version; do
	t_ok "--help names $o" grep -q -- "$o" "$T/out"
done
t_run "--version: exit 0" 0 ppmi-svd-slurm --version
t_ok "--version: the family's line" grep -qx 'ppmi-svd-slurm (attnkit) [0-9.]*' "$T/out"
t_ok "--version: ppmi-svd's version" test "$(cut -d' ' -f3 "$T/out")" = "$(ppmi-svd --version | cut -d' ' -f3)"

# usage errors: one line naming the option, then the synopsis, exit 2
t_bad "an unknown long option" 2 "^ppmi-svd-slurm: unrecognized option '--frobnicate'\$" ppmi-svd-slurm --frobnicate
t_ok "an unknown long option: then the synopsis, not the option list" \
    sh -c "sed -n 2p '$T/err' | grep -q '^usage: ' && ! grep -q '^  -[a-z], --' '$T/err'"
t_bad "an unknown short option" 2 "^ppmi-svd-slurm: invalid option -- 'Z'\$" ppmi-svd-slurm -Z
t_bad "by its path, it names itself" 2 "^ppmi-svd-slurm: invalid option -- 'Z'\$" "$ATTNKIT_BIN/ppmi-svd-slurm" -Z
t_bad "no -v" 2 "^ppmi-svd-slurm: -v VOCAB is required" ppmi-svd-slurm -o e.tsv "$K"
t_bad "no -o" 2 "^ppmi-svd-slurm: -o OUT is required" ppmi-svd-slurm -v "$V" "$K"
t_bad "no TOKENS and no --shards" 2 "^ppmi-svd-slurm: no TOKENS files \\(standard input needs --shards N" ppmi-svd-slurm -v "$V" -o e.tsv
t_bad "TOKENS - without --shards" 2 "^ppmi-svd-slurm: TOKENS -: standard input needs --shards N" ppmi-svd-slurm -v "$V" -o e.tsv -
t_bad "-v -" 2 "^ppmi-svd-slurm: -v -: the vocabulary must be a file" ppmi-svd-slurm -v - -o e.tsv "$K"
t_bad "--shards x" 2 "^ppmi-svd-slurm: --shards: 'x' is not a whole number\$" ppmi-svd-slurm --shards x -v "$V" -o e.tsv "$K"
t_bad "--shards 0" 2 "^ppmi-svd-slurm: --shards: '0' is out of range 1..1000000\$" ppmi-svd-slurm --shards 0 -v "$V" -o e.tsv "$K"
t_bad "--partitions=0" 2 "^ppmi-svd-slurm: --partitions: '0' is out of range 1..100000\$" ppmi-svd-slurm --partitions=0 -v "$V" -o e.tsv "$K"
# numbers past the shell's arithmetic: one line, not dash's "Illegal number"
for o in "--svd-nodes 99999999999999999999 1..4096" "--svd-nodes 4097 1..4096" \
    "--shards 99999999999999999999 1..1000000" "--partitions 100001 1..100000"; do
	set -- $o
	t_bad "$1 $2" 2 "^ppmi-svd-slurm: $1: '$2' is out of range $3\$" ppmi-svd-slurm $1 $2 -v "$V" -o e.tsv "$K"
	t_ok "  no 'Illegal number'" sh -c "! grep -q 'Illegal' '$T/err'"
done
# sbatch's node count is the driver's: one node a counting job, --svd-nodes
# for the SVD's (a -N after -- would win in one job and not in its srun)
for o in "-N 2" -N2 --nodes=1 "--nodes 3"; do
	t_bad "-- $o" 2 "^ppmi-svd-slurm: ${o%% *}: the driver sets each job's nodes .*give --svd-nodes N" ppmi-svd-slurm -v "$V" -o e.tsv "$K" -- -p debug $o
done
t_ok "-- -n 4 (tasks, not nodes) is sbatch's" sh -c "! ppmi-svd-slurm -v '$V' -o e.tsv '$K' -- -n 4 2>&1 | grep -q 'sets each job'"
# the rest of the jobs' structure is the driver's too: sbatch options that
# would take it apart are usage errors naming what the driver does (they
# were submitted, and failed late: '--array=0-3' ran 4 tasks of 2 shards,
# '--dependency' ran the SVD before the mappers, '--hold' waited for
# ever), as sbatch reads them: long, a unique prefix, short, attached,
# grouped with a flag
for o in "--array=0-3 --array" "--array 1 --array" "--arr=1 --array" "-a 1 --array" "-a1 --array" \
    "--dependency=afterok:1 --dependency" "--dep afterok:1 --dependency" "-d 8 --dependency" "-d8 --dependency" \
    "--kill-on-invalid-dep=yes --kill-on-invalid-dep" "--hold --hold" "--ho --hold" "-H --hold" "-vH --hold" \
    "--wait --wait" "-W --wait" "--test-only --test-only" "--te --test-only" "--wrap=true --wrap" \
    "-o x.log --output" "--output=x.log --output" "--out x.log --output" "-e x.log --error" "--error=x.log --error" "--err=x.log --error" \
    "--ntasks-per-node=2 --ntasks-per-node" "-n 3 --ntasks" "-n3 --ntasks" "--ntasks=3 --ntasks" "--ntasks 2 --ntasks" "-k --no-kill" "--no-kill=off --no-kill" \
    "--help help" "-h help" "--usage help" "--version help" "-V help" \
    "-Q --quiet" "--quiet --quiet" "--qui --quiet" "-vQ --quiet"; do
	set -- $o
	w=$1 val=
	eval "want=\${$#}"
	[ $# -lt 3 ] || val=$2
	case $want in
	help) re="^ppmi-svd-slurm: $w: sbatch's own help or version, no job: run sbatch $w\$" ;;
	*) re="^ppmi-svd-slurm: $w: sbatch's $want[:, ]" ;;
	esac
	t_bad "-- $w $val" 2 "$re" ppmi-svd-slurm -v "$V" -o e.tsv "$K" -- -p debug $w $val
done
t_ok "-d: ppmi-svd's -d named" sh -c "ppmi-svd-slurm -v '$V' -o e.tsv '$K' -- -d 8 2>&1 | grep -q \"ppmi-svd's -d, --dim, goes before the TOKENS\""
t_ok "-o: the logs named, and ppmi-svd's -o" sh -c "ppmi-svd-slurm -v '$V' -o e.tsv '$K' -- -o x.log 2>&1 | grep -q \"WORK/log/STEP-TASK.log, of its output and errors, whose first error it names .*ppmi-svd's -o OUT goes before the TOKENS\""
# a word that is no option: sbatch would run it as the job script
for w in extra -- - ''; do
	t_bad "-- -p debug '$w'" 2 "^ppmi-svd-slurm: ${w:-''}: not an sbatch option: sbatch would take it for the job script" ppmi-svd-slurm -v "$V" -o e.tsv "$K" -- -p debug "$w"
done
# a value given to a flag: refused as getopt_long refuses it, by its name
for o in --quiet=1 --qui=1 --progress=yes --normalize=1 --help=1 --version=x; do
	n=${o%%=*}
	case $n in --qui) n=--quiet ;; esac
	t_bad "$o" 2 "^ppmi-svd-slurm: option '$n' doesn't allow an argument\$" ppmi-svd-slurm $o -v "$V" -o e.tsv "$K"
done
# short flags grouped, as getopt takes them: -qv VOCAB is -q -v VOCAB
t_bad "-qv VOCAB: -q -v VOCAB (then: --dim above the vocabulary)" 1 "^ppmi-svd-slurm: .*sms-small.vocab: --dim 32 is larger than the vocabulary" ppmi-svd-slurm -qv "$V" -o e.tsv "$K"
t_bad "-qv without VOCAB" 2 "^ppmi-svd-slurm: option '-v' requires an argument\$" ppmi-svd-slurm -o e.tsv -qv
t_bad "-qZ: -Z refused" 2 "^ppmi-svd-slurm: invalid option -- 'Z'\$" ppmi-svd-slurm -qZ -v "$V" -o e.tsv "$K"
t_bad "-q-: '-' refused" 2 "^ppmi-svd-slurm: invalid option -- '-'\$" ppmi-svd-slurm -q- -v "$V" -o e.tsv "$K"
t_run "-qh: the help" 0 ppmi-svd-slurm -qh
t_ok "  its synopsis" grep -q '^usage: ppmi-svd-slurm' "$T/out"
t_bad "--work without its argument" 2 "^ppmi-svd-slurm: option '--work' requires an argument\$" ppmi-svd-slurm -v "$V" -o e.tsv --work
# an empty file or directory name (a variable left unset: -o "$OUT") is
# refused as ppmi-svd refuses it, never taken for no option (--work '':
# no default work directory instead); a blank is a name
t_bad "-o '': an empty FILE" 2 "^ppmi-svd-slurm: --output: an empty FILE\$" ppmi-svd-slurm -v "$V" -o '' "$K"
t_bad "--output=: an empty FILE" 2 "^ppmi-svd-slurm: --output: an empty FILE\$" ppmi-svd-slurm -v "$V" --output= "$K"
t_bad "-v '': an empty FILE" 2 "^ppmi-svd-slurm: --vocab: an empty FILE\$" ppmi-svd-slurm -v '' -o e.tsv "$K"
t_bad "--contexts '': an empty FILE" 2 "^ppmi-svd-slurm: --contexts: an empty FILE\$" ppmi-svd-slurm -v "$V" --contexts '' -o e.tsv "$K"
t_bad "--work '': an empty DIR" 2 "^ppmi-svd-slurm: --work: an empty DIR\$" ppmi-svd-slurm --work '' -v "$V" -o e.tsv "$K"
t_bad "-v ' ' (a blank: a name, not empty)" 1 "^ppmi-svd-slurm:  : No such file or directory\$" ppmi-svd-slurm -v ' ' -o e.tsv "$K"
t_bad "--nn is not a step" 2 "^ppmi-svd-slurm: --nn: not a step of the cluster run \\(run ppmi-svd --load OUT --nn" ppmi-svd-slurm --nn free -v "$V" -o e.tsv "$K"
t_bad "--count is the driver's" 2 "^ppmi-svd-slurm: --count: the driver counts and merges itself" ppmi-svd-slurm --count -v "$V" -o e.tsv "$K"
t_bad "an option after TOKENS" 2 "^ppmi-svd-slurm: -d: options come before the TOKENS files \\(sbatch's after --\\)\$" ppmi-svd-slurm -v "$V" -o e.tsv "$K" -d 3
# a name holding a newline: the shard list takes a name a line and $(...)
# drops a trailing one (the jobs would read 'tok'): refused, the name
# written as a shell word; a backslash in a name is printed as it is
cp "$K" "$T/tok
"
t_bad "TOKENS named with a newline" 1 "^ppmi-svd-slurm: '.*/tok'\"\\\$\\{\\\$%%\\*\\[!\\\$\\{attnkit_nl=\\\$\\(printf '\\\\012x'\\)\\}\\]\\}\\\$\\{attnkit_nl%x\\}\": a file name holding a newline: the driver's shard list and job scripts take a name a line; rename the file\$" ppmi-svd-slurm -v "$V" -o e.tsv "$T/tok
"
t_bad "-v named with a newline" 1 "^ppmi-svd-slurm: 'v'\"\\\$\\(printf '\\\\012\\\\170'\\)\": a file name holding a newline" ppmi-svd-slurm -v "v
x" -o e.tsv "$K"
# the driver's words (cmd/ppmi-svd-slurm/words.sh, shword) read back by
# dash as the same bytes: each byte 1..255 alone, between two letters, at
# the end and twice (a newline at the end: a command substitution drops
# it, so it comes from a variable the word sets)
sed -n '/^shword()/,/^}/p' "$ATTNKIT_BIN/ppmi-svd-slurm" > shword.sh
cat > words-gen.sh <<'SH'
. ./shword.sh
c=1
: > want
while [ $c -le 255 ]; do
	o=$(printf '\\%03o' $c)
	for form in "%s" "a%sb" "a%s" "%s%s"; do
		nm=$(printf "$form" "$(printf "$o")" "$(printf "$o")"; printf /)
		nm=${nm%/}
		printf '%s\000' "$nm" >> want
		printf "printf '%%s\\\\000' %s\\n" "$(shword "$nm")"
	done
	c=$((c + 1))
done
SH
t_run "the driver's words of every byte" 0 sh words-gen.sh
cp "$T/out" words.sh
t_ok "  one line each" test "$(wc -l < words.sh)" = 1020
t_run "  read back by dash" 0 dash words.sh
t_cmp "  as the same bytes" want "$T/out"
t_bad "a backslash in a name, printed as it is" 1 "^ppmi-svd-slurm: .*a\\\\nb: No such file or directory\$" ppmi-svd-slurm -v "$V" -o e.tsv 'a\nb'
# ppmi-svd's own checks of each step's options, as the driver's usage errors
t_bad "--cds abc (ppmi-svd's check)" 2 "^ppmi-svd-slurm: --cds: 'abc' is not a finite number" ppmi-svd-slurm --cds abc -v "$V" -o e.tsv "$K"
t_bad "--weight hmm (ppmi-svd's check)" 2 "^ppmi-svd-slurm: --weight: 'hmm' is not flat or harmonic\$" ppmi-svd-slurm --weight hmm -v "$V" -o e.tsv "$K"
t_bad "-M 0 (ppmi-svd's check)" 2 "^ppmi-svd-slurm: .*(-M|--memory)" ppmi-svd-slurm -M 0 -v "$V" -o e.tsv "$K"
t_bad "-w0 (attached, ppmi-svd's check)" 2 "^ppmi-svd-slurm: --window" ppmi-svd-slurm -w0 -v "$V" -o e.tsv "$K"
# ... and its data checks, before anything is submitted
t_bad "--dim above the vocabulary" 1 "^ppmi-svd-slurm: .*sms-small.vocab: --dim 32 is larger than the vocabulary \\(11 words\\)\$" ppmi-svd-slurm -v "$V" -o e.tsv "$K"
t_bad "-d 50000: the vocabulary's size, not a bound of -d" 1 "^ppmi-svd-slurm: .*sms-small.vocab: --dim 50000 is larger than the vocabulary \\(11 words\\)\$" ppmi-svd-slurm -d 50000 -v "$V" -o e.tsv "$K"
t_bad "a vocabulary that is a corpus" 1 "^ppmi-svd-slurm: .*sms-small.tokens:1: not a vocabulary" ppmi-svd-slurm -d 3 -v "$K" -o e.tsv "$K"
# missing inputs: one line naming the file, exit 1
t_bad "a missing TOKENS file" 1 "^ppmi-svd-slurm: nope.tsv: No such file or directory\$" ppmi-svd-slurm -d 3 -v "$V" -o e.tsv "$K" nope.tsv
t_bad "a missing vocabulary" 1 "^ppmi-svd-slurm: nov.tsv: No such file or directory\$" ppmi-svd-slurm -d 3 -v nov.tsv -o e.tsv "$K"
t_bad "a missing --contexts" 1 "^ppmi-svd-slurm: noc.tsv: No such file or directory\$" ppmi-svd-slurm -d 3 --contexts noc.tsv -v "$V" -o e.tsv "$K"
t_bad "a directory as TOKENS" 1 "^ppmi-svd-slurm: $T: Is a directory\$" ppmi-svd-slurm -d 3 -v "$V" -o e.tsv "$T"
t_bad "OUT in a missing directory" 1 "^ppmi-svd-slurm: nodir/e.tsv: No such file or directory\$" ppmi-svd-slurm -d 3 -v "$V" -o nodir/e.tsv "$K"
cp "$K" k.tsv
# -o naming an input: a usage error, in ppmi-svd's words, exit 2
t_bad "OUT is an input" 2 "^ppmi-svd-slurm: k.tsv: output would overwrite an input \\(TOKENS k.tsv\\)\$" ppmi-svd-slurm -d 3 -v "$V" -o k.tsv k.tsv
t_cmp "OUT is an input: the input is untouched" "$K" k.tsv
cp "$V" v.tsv
ln -s v.tsv lv.tsv
t_bad "OUT is VOCAB through a link" 2 "^ppmi-svd-slurm: lv.tsv: output would overwrite an input \\(-v .*v.tsv\\)\$" ppmi-svd-slurm -d 3 -v v.tsv -o lv.tsv k.tsv
t_bad "OUT is --contexts" 2 "^ppmi-svd-slurm: v.tsv: output would overwrite an input \\(--contexts .*v.tsv\\)\$" ppmi-svd-slurm -d 3 -v "$V" --contexts v.tsv -o v.tsv k.tsv
t_cmp "  the vocabulary is untouched" "$V" v.tsv
# without Slurm's client commands: one line that says which, exit 1
mkdir nobin
for c in sh awk sed cat grep head tail tr cut mkdir mktemp rm mv date sleep dirname wc; do
	ln -s "$(command -v $c)" "nobin/$c"
done
t_bad "without sbatch" 1 "^ppmi-svd-slurm: sbatch: not found \\(Slurm's client commands must be on PATH" \
    env PATH="$T/nobin" "$ATTNKIT_BIN/ppmi-svd-slurm" -d 3 -v "$V" -o e.tsv "$K"
# the other side: sbatch's options the driver does not set, and those it
# lets the user's win (-J, --requeue, --mem, -c), a value that looks like
# an option, a prefix of two options (sbatch says so itself), an option
# that shares a prefix with a refused one (--wait-all-nodes, --nodelist):
# past the checks (then: no sbatch)
for o in "-J x" "-J -a" "--job-name=-d" "--comment -o" "-p -H" "--no-requeue" "--requeue" "--mem=1G" "-c 2" \
    "--cpus-per-task 2" "--parsable" "-t 10" "--time=10" "--wait-all-nodes=1" "--nodelist=n1" "-w n1" \
    "--ntasks-per-core=1" "--de" "--no" "--exclusive" "-vv"; do
	t_bad "-- $o: passed to sbatch" 1 "^ppmi-svd-slurm: sbatch: not found" \
	    env PATH="$T/nobin" "$ATTNKIT_BIN/ppmi-svd-slurm" -d 3 -v "$V" -o e.tsv "$K" -- $o
done
# --partitions R > 1: the partitioned merge of ppmi-svd --rows, or an error
if ppmi-svd --help | grep -q -- '--rows'; then
	t_bad "--partitions 2 passes the checks (then: no sbatch)" 1 "^ppmi-svd-slurm: sbatch: not found" \
	    env PATH="$T/nobin" "$ATTNKIT_BIN/ppmi-svd-slurm" --partitions 2 -d 3 -v "$V" -o e.tsv "$K"
else
	t_bad "--partitions 2 needs ppmi-svd --rows" 1 "^ppmi-svd-slurm: --partitions 2: .*/ppmi-svd has no --rows \\(the partitioned merge\\); use --partitions 1\$" \
	    env PATH="$T/nobin" "$ATTNKIT_BIN/ppmi-svd-slurm" --partitions 2 -d 3 -v "$V" -o e.tsv "$K"
fi
t_ok "no OUT after any of these" test ! -e e.tsv
t_ok "no work directory after any of these" sh -c "! ls -a '$T' | grep -q '^\\.ppmi-svd-slurm'"

# installed with the tools, and its page with theirs
t_ok "make install lists it" sh -c "make -s -n -C '$ATTNKIT_TOP' BUILD='$(dirname "$ATTNKIT_BIN")' install PREFIX=/x | grep -q 'ppmi-svd-slurm'"

# Fake Slurm client commands: sbatch answers job IDs 101, 102 (the
# mappers, the embeddings: one reducer is no job) and writes the log that
# $T/fake/ID.log holds, if any, where -o asks (%a: the task in the file's
# name, count-1.log); scontrol show job -o ID prints $T/fake/ID.state (or
# Slurm's "Invalid job id" when there is none); scancel notes its IDs
mkdir -p fakebin fake
cat > fakebin/sbatch <<'SH'
#!/bin/sh
f=$FAKE/next; n=$(cat "$f" 2>/dev/null || echo 101); echo $((n + 1)) > "$f"
while [ $# -gt 0 ]; do
	case $1 in -o) log=$2; shift ;; esac
	shift
done
for t in 0 1; do
	l=$(echo "$log" | sed "s/%a/$t/; s/^'//; s/'\$//")
	[ -f "$FAKE/$n-$t.log" ] && sed "s|@LOGDIR@|${l%/*}|" "$FAKE/$n-$t.log" > "$l"
done
echo "$n"
SH
cat > fakebin/scontrol <<'SH'
#!/bin/sh
if [ "$1 $2" = "show partition" ]; then cat "$FAKE/partitions" 2>/dev/null; exit 0; fi
if [ "$1" = ping ]; then
	if [ -f "$FAKE/ping" ]; then cat "$FAKE/ping"; exit 1; fi
	echo "Slurmctld(primary) at fake is UP"; exit 0
fi
id=$4
if [ -f "$FAKE/$id.state" ]; then cat "$FAKE/$id.state"
else echo "slurm_load_jobs error: Invalid job id specified"; exit 1; fi
SH
cat > fakebin/scancel <<'SH'
#!/bin/sh
echo "$*" >> "$FAKE/cancelled"
SH
chmod +x fakebin/*
cp "$K" k1.tsv
cp "$K" k2.tsv
fake_run() {	# NAME REGEX: the driver with the fake Slurm, exit 1, one line
	rm -f fake/next fake/cancelled
	t_bad "$1" 1 "$2" env FAKE="$T/fake" PATH="$T/fakebin:$PATH" \
	    timeout 60 ppmi-svd-slurm -q -d 3 -v "$V" -o e.tsv k1.tsv k2.tsv
	t_ok "  $1: no 'Illegal number', no task range in a path" \
	    sh -c "! grep -q 'Illegal number\\|count-0-1\\|shard 0-1' '$T/err'"
}
# an array cancelled while pending: its one record holds the set of its
# tasks, 0-1; the embeddings wait on it for ever
echo "JobId=101 ArrayJobId=101 ArrayTaskId=0-1 JobName=ppmi-svd-count JobState=CANCELLED Reason=None ExitCode=0:0 BatchHost=(null)" > fake/101.state
echo "JobId=102 JobName=ppmi-svd-svd JobState=PENDING Reason=DependencyNeverSatisfied ExitCode=0:0" > fake/102.state
fake_run "mappers cancelled while pending (ArrayTaskId=0-1): shard 0, no log" \
    "^ppmi-svd-slurm: shard 0 \\($T/k1.tsv\\): job CANCELLED \\(reason None, exit code 0:0\\); no log: it never started\$"
t_ok "  the jobs cancelled at the end" grep -qx ' *101 102' fake/cancelled
# a set with a list and a throttle (0,1%1), task 0 done: task 1 named
{ echo "JobId=104 ArrayJobId=101 ArrayTaskId=0 JobState=COMPLETED Reason=None ExitCode=0:0 BatchHost=n1"
  echo "JobId=101 ArrayJobId=101 ArrayTaskId=1%1 JobState=CANCELLED Reason=None ExitCode=0:0 BatchHost=(null)"; } > fake/101.state
fake_run "a throttled set (1%1): shard 1" \
    "^ppmi-svd-slurm: shard 1 \\($T/k2.tsv\\): job CANCELLED \\(reason None, exit code 0:0\\); no log: it never started\$"
# squeue's and sacct's form, 101_[0-1]
echo "JobId=101 ArrayJobId=101 ArrayTaskId=101_[0-1] JobState=CANCELLED Reason=None ExitCode=0:0 BatchHost=(null)" > fake/101.state
fake_run "squeue's form 101_[0-1]: shard 0" \
    "^ppmi-svd-slurm: shard 0 \\($T/k1.tsv\\): job CANCELLED \\(reason None, exit code 0:0\\); no log: it never started\$"
# a job Slurm holds PENDING for a reason that never clears (more CPUs a
# task than a node has, -c 64): the run ends, the option named; a reason
# that clears (Resources) is waited for
for r in "PartitionConfig asks more CPUs or memory than a node of its partition has \\(Slurm: PartitionConfig\\): -j 1 is its CPUs, -M plus 256 MB its memory" \
    "PartitionTimeLimit asks more time than its partition allows" "BadConstraints asks what no node of its partition has" \
    "QOSMaxCpuPerJobLimit cannot start while its account's or QOS's limits stay as they are \\(Slurm: QOSMaxCpuPerJobLimit\\)"; do
	echo "JobId=101 ArrayJobId=101 ArrayTaskId=0-1 JobName=ppmi-svd-count JobState=PENDING Reason=${r%% *} ExitCode=0:0 BatchHost=(null)" > fake/101.state
	fake_run "mappers PENDING (${r%% *}): said, not waited for" "^ppmi-svd-slurm: shard 0 \\($T/k1.tsv\\): job 101 ${r#* }"
	t_ok "  the jobs cancelled" grep -qx ' *101 102' fake/cancelled
done
# a task that ran and failed: its log's first error
{ echo "JobId=104 ArrayJobId=101 ArrayTaskId=0 JobState=COMPLETED Reason=None ExitCode=0:0 BatchHost=n1"
  echo "JobId=105 ArrayJobId=101 ArrayTaskId=1 JobState=FAILED Reason=NonZeroExitCode ExitCode=1:0 BatchHost=n2"; } > fake/101.state
printf 'ppmi-svd: warning: a note\nppmi-svd: k2.tsv:3: something is wrong\n' > fake/101-1.log
fake_run "a task that failed: its log's first error" \
    "^ppmi-svd-slurm: shard 1 \\($T/k2.tsv\\): ppmi-svd: k2.tsv:3: something is wrong\$"
rm -f fake/101-1.log
# a task past its time limit or its memory: Slurm's line in the log names
# no option; said with the one that fixes it
cp fake/101.state fake/101.state.keep
{ echo "JobId=104 ArrayJobId=101 ArrayTaskId=0 JobState=COMPLETED Reason=None ExitCode=0:0 BatchHost=n1"
  echo "JobId=105 ArrayJobId=101 ArrayTaskId=1 JobState=TIMEOUT Reason=TimeLimit ExitCode=0:0 BatchHost=n2"; } > fake/101.state
echo 'slurmstepd-n2: error: *** JOB 105 ON n2 CANCELLED AT 2026-12-07T03:59:57 DUE TO TIME LIMIT ***' > fake/101-1.log
fake_run "a task past its time limit: --time named" \
    "^ppmi-svd-slurm: shard 1 \\($T/k2.tsv\\): job 101 on n2 ran past its time limit \\(Slurm: TIMEOUT\\): give --time after -- \\(within its partition's MaxTime: scontrol show partition\\)\$"
sed -i 's/JobState=TIMEOUT Reason=TimeLimit/JobState=OUT_OF_MEMORY Reason=OutOfMemory/' fake/101.state
fake_run "a task past its memory: -M named" \
    "^ppmi-svd-slurm: shard 1 \\($T/k2.tsv\\): job 101 on n2 ran past its memory \\(Slurm: OUT_OF_MEMORY\\): give a larger -M \\(each job's --mem is -M plus 256 MB\\)\$"
rm -f fake/101-1.log
mv fake/101.state.keep fake/101.state
# more shards than the partition runs at once (sinfo: one node up of one
# CPU, one down): one task counts both shards; its failure is said of the
# shard its log names, and a task that never ran of all its shards
mkdir -p fakesinfo
cp fake/101.state fake/101.state.keep
printf '#!/bin/sh\nprintf "n1 1 4000 idle batch*\\nn2 8 64000 down batch*\\n"\n' > fakesinfo/sinfo
chmod +x fakesinfo/sinfo
fake_grouped() {	# NAME REGEX
	rm -f fake/next fake/cancelled
	t_bad "$1" 1 "$2" env FAKE="$T/fake" PATH="$T/fakesinfo:$T/fakebin:$PATH" \
	    timeout 60 ppmi-svd-slurm -q -d 3 -v "$V" -o e.tsv k1.tsv k2.tsv
}
echo "JobId=101 ArrayJobId=101 ArrayTaskId=0 JobState=CANCELLED Reason=None ExitCode=0:0 BatchHost=(null)" > fake/101.state
fake_grouped "one slot, two shards, cancelled while pending: both shards named" \
    "^ppmi-svd-slurm: shards 0, 1 \\(task 0\\): job CANCELLED \\(reason None, exit code 0:0\\); no log: it never started\$"
echo "JobId=101 ArrayJobId=101 ArrayTaskId=0 JobState=FAILED Reason=NonZeroExitCode ExitCode=1:0 BatchHost=n1" > fake/101.state
printf 'ppmi-svd: warning: a note\nppmi-svd: %s:3: something is wrong\n' "$T/k2.tsv" > fake/101-0.log
fake_grouped "one slot, two shards, the task failed: the shard its log names" \
    "^ppmi-svd-slurm: shard 1 \\($T/k2.tsv\\): ppmi-svd: $T/k2.tsv:3: something is wrong\$"
rm -f fake/101-0.log
echo "JobId=101 ArrayJobId=101 ArrayTaskId=0 JobState=TIMEOUT Reason=TimeLimit ExitCode=0:0 BatchHost=n1" > fake/101.state
echo 'slurmstepd-n1: error: *** JOB 101 ON n1 CANCELLED AT 2026-12-07T03:59:57 DUE TO TIME LIMIT ***' > fake/101-0.log
fake_grouped "one slot, two shards, past its time limit: --time, and the task's shards one after the other" \
    "^ppmi-svd-slurm: shards 0, 1 \\(task 0\\): job 101 on n1 ran past its time limit \\(Slurm: TIMEOUT\\): give --time after -- \\(.*\\); the task counts its shards one after the other, its time theirs together\$"
rm -f fake/101-0.log
mv fake/101.state.keep fake/101.state	# the failed task 1, for the cases below

# no controller: one line naming SLURM_CONF and what to do, not the
# client's lines; nothing submitted, no work directory
no_ctl() {	# NAME REGEX ENV-ARGS...: the driver with the fake Slurm
	n=$1 re=$2; shift 2
	rm -f fake/next
	t_bad "$n" 1 "$re" env "$@" FAKE="$T/fake" PATH="$T/fakebin:$PATH" \
	    timeout 60 ppmi-svd-slurm -q -d 3 -v "$V" -o e.tsv k1.tsv k2.tsv
	t_ok "  $n: one line, no client's words, nothing submitted" sh -c \
	    "test \$(wc -l < '$T/err') = 1 && ! grep -q 'resolve_ctls\|fetch_config\|RESTORE' '$T/err' && test ! -e fake/next"
}
printf '%s\n' 'scontrol: error: resolve_ctls_from_dns_srv: res_nsearch error: Unknown host' \
    'scontrol: error: fetch_config: DNS SRV lookup failed' \
    'scontrol: error: _establish_config_source: failed to fetch config' \
    'scontrol: fatal: Could not establish a configuration source' > fake/ping
no_ctl "no slurm.conf, no DNS record" \
    "^ppmi-svd-slurm: no Slurm controller found: no slurm.conf \\(/etc/slurm/slurm.conf: No such file; SLURM_CONF names the file\\) and no DNS SRV record of one; run on a node of the cluster, or set SLURM_CONF to its slurm.conf\$" \
    -u SLURM_CONF
rm -f fake/ping
no_ctl "SLURM_CONF names no file: said at once" \
    "^ppmi-svd-slurm: SLURM_CONF=$T/none.conf: No such file or directory \\(the cluster's slurm.conf; unset SLURM_CONF for /etc/slurm/slurm.conf\\)\$" \
    SLURM_CONF="$T/none.conf"
# a directory the user cannot search: Permission denied, as open(2) says
# (root searches every directory: there the case does not arise, and no
# test stands for it)
mkdir -p priv
echo 'ClusterName=c' > priv/slurm.conf
chmod 700 priv
if [ "$(id -u)" != 0 ]; then
	no_ctl "SLURM_CONF in a directory the user cannot search" \
	    "^ppmi-svd-slurm: SLURM_CONF=$T/priv/slurm\\.conf: Permission denied \\(the cluster's slurm.conf; unset SLURM_CONF for /etc/slurm/slurm.conf\\)\$" \
	    SLURM_CONF="$T/priv/slurm.conf"
fi
printf 'ClusterName=c\nSlurmctldHost=ctl1(10.0.0.1)\n' > slurm.conf
printf '%s\n' 'Slurmctld(primary) at ctl1 is DOWN' '*****************************************' \
    '** RESTORE SLURMCTLD DAEMON TO SERVICE **' '*****************************************' > fake/ping
no_ctl "a controller that is down: its host, from SLURM_CONF" \
    "^ppmi-svd-slurm: no Slurm controller answers at ctl1 that $T/slurm.conf names \\(SLURM_CONF\\): start slurmctld there \\(scontrol ping says when it answers\\), or set SLURM_CONF to the slurm.conf of a running cluster\$" \
    SLURM_CONF="$T/slurm.conf"
rm -f fake/ping
t_ok "no work directory after them" sh -c "! ls -a '$T' | grep -q '^\\.ppmi-svd-slurm'"
# a failed task whose log says nothing: the log named, as it exists
printf '' > fake/101-1.log
fake_run "a task that failed with an empty log: the log named" \
    "^ppmi-svd-slurm: shard 1 \\($T/k2.tsv\\): job FAILED on n2 \\(reason NonZeroExitCode, exit code 1:0\\), no message in $T/\\.ppmi-svd-slurm\\.[A-Za-z0-9]*/log/count-1\\.log \\(its work directory is kept\\)\$"
t_ok "  the log it names is there" sh -c "test -f \"\$(sed 's/.* no message in \\(.*\\) (its work.*/\\1/' '$T/err')\""
rm -rf fake/101-1.log "$T"/.ppmi-svd-slurm.*
# a first error that names a log of the default work directory (the SVD
# ranks' step's): the directory kept, said so, the log there
echo "ppmi-svd: SVD: rank 1 ended before its hello (the ranks' step: srun exit 2, its last line 'x' in @LOGDIR@/svd-ranks.log): no embeddings" > fake/101-1.log
fake_run "a first error naming a log of the work directory: kept" \
    "^ppmi-svd-slurm: shard 1 \\($T/k2.tsv\\): ppmi-svd: SVD: rank 1 .* in $T/\\.ppmi-svd-slurm\\.[A-Za-z0-9]*/log/svd-ranks\\.log\\): no embeddings \\(its work directory is kept\\)\$"
t_ok "  the directory of the log it names is there" sh -c "test -d \"\$(sed 's/.* in \\(.*\\)\\/svd-ranks.log.*/\\1/' '$T/err')\""
rm -rf fake/101-1.log "$T"/.ppmi-svd-slurm.*
# the ranks' step failed at once, before rank 0's hello: ppmi-svd's "or
# DIR/ended is an earlier run's" is never so of the driver's svd.N (new
# at each run): not said; a message of another directory's ended is kept
echo "ppmi-svd: SVD: rank 1 ended before its hello (the ranks' step: srun exit 2, its last line 'x' in @LOGDIR@/svd-ranks.log), or @LOGDIR@/../svd.0/ended is an earlier run's, older than this rank's hello (--svd-dir must be empty when the ranks start): no embeddings" > fake/101-1.log
fake_run "the ranks' step failed before rank 0's hello: no 'earlier run's'" \
    "^ppmi-svd-slurm: shard 1 \\($T/k2.tsv\\): ppmi-svd: SVD: rank 1 ended before its hello \\(the ranks' step: srun exit 2, its last line 'x' in $T/\\.ppmi-svd-slurm\\.[A-Za-z0-9]*/log/svd-ranks\\.log\\): no embeddings \\(its work directory is kept\\)\$"
rm -rf fake/101-1.log "$T"/.ppmi-svd-slurm.*
# the mappers' job no longer known: the step named by its job, no task
rm -f fake/101.state
fake_run "the mappers' job gone: named by its job" \
    "^ppmi-svd-slurm: mappers \\(job 101\\): job 101 is no longer known to Slurm \\(purged before its end\\?\\)\$"
t_ok "no OUT after the fake runs" test ! -e e.tsv
# --label passes the driver's checks: ppmi-svd --count --label on no
# message of it is an empty count file, exit 0, not an error
t_bad "--label spam passes the checks (then: no sbatch)" 1 "^ppmi-svd-slurm: sbatch: not found" \
    env PATH="$T/nobin" "$ATTNKIT_BIN/ppmi-svd-slurm" --label spam -d 3 -v "$V" -o e.tsv "$K"

# the same settings in sbatch's environment are not the jobs': an array
# (SBATCH_ARRAY_INX would make the SVD job one), a file for the errors, a
# wait; the others are the user's (SBATCH_TIMELIMIT)
mkdir envbin
cp fakebin/scontrol fakebin/scancel envbin/
printf '#!/bin/sh\nenv | grep "^SBATCH_" | sort > "$FAKE/sbatch-env"\necho "sbatch: error: stop here" >&2\nexit 1\n' > envbin/sbatch
chmod +x envbin/sbatch
t_bad "SBATCH_ARRAY_INX, SBATCH_ERROR, SBATCH_WAIT set" 1 "^ppmi-svd-slurm: sbatch: error: stop here\$" env FAKE="$T/fake" PATH="$T/envbin:$PATH" \
    SBATCH_ARRAY_INX=0-3 SBATCH_ERROR=x.log SBATCH_WAIT=1 SBATCH_TIMELIMIT=10 ppmi-svd-slurm -q -d 3 -v "$V" -o e.tsv k1.tsv k2.tsv
t_ok "  not in sbatch's environment; SBATCH_TIMELIMIT is" test "$(cat fake/sbatch-env)" = SBATCH_TIMELIMIT=10

# --svd-nodes past the nodes a job may have in its partition (scontrol show
# partition: TotalNodes, MaxNodes; sbatch's -p after --, else the default
# one; of a list, the largest): one line, exit 1, nothing submitted
printf '%s\n' 'PartitionName=debug AllowGroups=ALL Default=YES MaxNodes=UNLIMITED Nodes=n[1-2] State=UP TotalCPUs=4 TotalNodes=2' \
    'PartitionName=big Default=NO MaxNodes=UNLIMITED State=UP TotalNodes=8' \
    'PartitionName=capped Default=NO MaxNodes=3 State=UP TotalNodes=8' > fake/partitions
part_run() {	# NAME REGEX ARGS...: the driver with the fake Slurm, exit 1
	n=$1 re=$2; shift 2
	rm -f fake/next
	t_bad "$n" 1 "$re" env FAKE="$T/fake" PATH="$T/fakebin:$PATH" \
	    timeout 60 ppmi-svd-slurm -q -d 3 -v "$V" -o e.tsv "$@"
}
part_run "--svd-nodes 3, the default partition of 2 nodes" \
    "^ppmi-svd-slurm: --svd-nodes 3: partition 'debug' takes 2 nodes a job \\(TotalNodes=2, MaxNodes=UNLIMITED; scontrol show partition\\): give --svd-nodes 2 at most, or another partition after --\$" \
    --svd-nodes 3 k1.tsv k2.tsv
t_ok "  nothing submitted" test ! -e fake/next
part_run "--svd-nodes 4, -p capped (MaxNodes=3 of 8)" "^ppmi-svd-slurm: --svd-nodes 4: partition 'capped' takes 3 nodes a job \\(TotalNodes=8, MaxNodes=3;" \
    --svd-nodes 4 k1.tsv k2.tsv -- -p capped
t_ok "  nothing submitted" test ! -e fake/next
part_run "--svd-nodes 4, --partition=capped" "partition 'capped' takes 3 nodes" --svd-nodes 4 k1.tsv k2.tsv -- --partition=capped
part_run "--svd-nodes 4, --part=capped (a prefix)" "partition 'capped' takes 3 nodes" --svd-nodes 4 k1.tsv k2.tsv -- --part=capped
part_run "--svd-nodes 4, -pcapped" "partition 'capped' takes 3 nodes" --svd-nodes 4 k1.tsv k2.tsv -- -pcapped
part_run "--svd-nodes 4, -vp capped (grouped)" "partition 'capped' takes 3 nodes" --svd-nodes 4 k1.tsv k2.tsv -- -vp capped
part_run "--svd-nodes 4, -J -p -p capped: -J's value, then -p" "partition 'capped' takes 3 nodes" --svd-nodes 4 k1.tsv k2.tsv -- -J -p -p capped
# sbatch's default partition in its environment, which -p overrides
t_bad "--svd-nodes 4, SBATCH_PARTITION=capped" 1 "partition 'capped' takes 3 nodes" env SBATCH_PARTITION=capped FAKE="$T/fake" PATH="$T/fakebin:$PATH" \
    timeout 60 ppmi-svd-slurm -q -d 3 -v "$V" -o e.tsv --svd-nodes 4 k1.tsv k2.tsv
t_bad "--svd-nodes 4, SBATCH_PARTITION=capped, -p debug" 1 "partition 'debug' takes 2 nodes" env SBATCH_PARTITION=capped FAKE="$T/fake" PATH="$T/fakebin:$PATH" \
    timeout 60 ppmi-svd-slurm -q -d 3 -v "$V" -o e.tsv --svd-nodes 4 k1.tsv k2.tsv -- -p debug
# within the limit: submitted (then the fake mappers' job is gone)
gone="^ppmi-svd-slurm: mappers \\(job 101\\): job 101 is no longer known to Slurm"
part_run "--svd-nodes 3, -p capped (its MaxNodes): submitted" "$gone" --svd-nodes 3 k1.tsv k2.tsv -- -p capped
t_ok "  submitted" test -e fake/next
part_run "--svd-nodes 8, -p debug,big: the largest, submitted" "$gone" --svd-nodes 8 k1.tsv k2.tsv -- -p debug,big
rm -f fake/partitions
part_run "no partition said (scontrol prints none): left to Slurm, submitted" "$gone" --svd-nodes 8 k1.tsv k2.tsv
