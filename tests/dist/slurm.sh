#!/bin/sh
# ppmi-svd-slurm end to end, installed (make install PREFIX=...), on a
# Slurm cluster of two emulated nodes on this host (cluster.sh): the bytes
# of one ppmi-svd run on a 3M-token Zipf corpus of about 26,000 words at
# several shard counts N and reducer counts R, and with the SVD's products
# on both nodes (a node lost, the coordinator's node lost, a rank killed
# in a round: one line, no OUT; the ranks' job requeued: the same bytes);
# a missing input, a bad
# shard; a mapper killed mid-run and requeued (scontrol requeue), a node
# set DOWN under a mapper: the same bytes; the driver stopped by a signal
# cancels its jobs.  A mapper is held "mid-run" by a shard that is a FIFO
# (a file when the driver checks it, a FIFO once the jobs are queued):
# it has read part of its tokens and waits for the rest while the test
# requeues it or downs its node; the rest comes once it runs again.
# The cluster is stopped by PID whatever happens (trap).  Run by check.sh.
. "$ATTNKIT_TOP/tests/lib.sh"
D=$ATTNKIT_TOP/tests/dist
C=$T/cluster
writer=
stop() {
	[ -z "$writer" ] || kill "$writer" 2>/dev/null
	[ ! -d "$C" ] || sh "$D/cluster.sh" down "$C"
}
T_ATEXIT=stop	# lib.sh's trap: stop, then remove $T and keep a failure's status
trap 'exit 130' INT
trap 'exit 143' TERM

if [ "$(id -u)" != 0 ]; then
	t_skip "the cluster" "slurmd and munged run as root here (run make check-dist as root)"
	echo "# slurm.sh: done"
	exit 0
fi

# the toolkit installed, as a user has it
make -s -C "$ATTNKIT_TOP" BUILD="$ATTNKIT_BUILD" install PREFIX="$T/prefix" > "$T/make.out" 2>&1
t_ok "make install PREFIX=... installs ppmi-svd-slurm" test -x "$T/prefix/bin/ppmi-svd-slurm"
t_ok "... and its page" test -f "$T/prefix/share/man/man1/ppmi-svd-slurm.1"
PATH=$T/prefix/bin:$PATH
export PATH
t_ok "the installed driver is the one on PATH" test "$(command -v ppmi-svd-slurm)" = "$T/prefix/bin/ppmi-svd-slurm"

# the corpus: 3M tokens, Zipf over 200,000 types; the words seen 10 times
Z=$T/z.tsv V=$T/v.tsv
"$ATTNKIT_BUILD/tools/zipf-corpus" 3000000 200000 1 > "$Z"
sms-vocab --min-count 10 -o "$V" "$Z"
nv=$(($(wc -l < "$V") - 1))
t_ok "the vocabulary has about 26,000 words ($nv)" test "$nv" -gt 25000 -a "$nv" -lt 27000
ppmi-svd -v "$V" -o "$T/ref.tsv" "$Z"
tail -n +2 "$T/ref.tsv" > "$T/ref.body"

if sh "$D/cluster.sh" up "$C" > "$T/up.out" 2>&1; then
	t_pass "the cluster is up: $(tail -1 "$T/up.out" | cut -c1-60)"
else
	t_fail "the cluster is up" "$(tail -1 "$T/up.out")"
	sed 's/^/# /' "$T/up.out"
	exit 1
fi
export SLURM_CONF=$C/slurm.conf
sinfo -h -N -o '%N %t' > "$T/nodes"
t_ok "two nodes, n1 and n2, idle" test "$(awk '$2 == "idle" { print $1 }' "$T/nodes" | tr '\n' ' ')" = "n1 n2 "

# same NAME OUT [REF]: OUT's embeddings are REF's (default: the one run),
# after the first line, which is the driver's own provenance
same() {
	t_cmp "$1: the bytes of one ppmi-svd run" "${3:-$T/ref.body}" "$T/$2.body"
}
body() { tail -n +2 "$T/$1" > "$T/$1.body"; }
# drive NAME ARGS...: run the installed driver (a hang guard of 10 minutes)
drive() {
	_n=$1; shift
	_s=$(date +%s)
	t_run "$_n: exit 0" 0 timeout 600 ppmi-svd-slurm "$@"
	echo "# $_n: $(($(date +%s) - _s)) s"
}
jobs_left() { squeue -h -o %i | wc -l; }

# ---- the bytes at several N (and R, when ppmi-svd has --rows) -----------
cd "$T"
drive "--shards 4" --shards 4 -v "$V" -o "$T/e4.tsv" "$Z"
body e4.tsv
same "--shards 4" e4.tsv
t_ok "--shards 4: the first line is the driver's provenance" \
    sh -c "head -1 '$T/e4.tsv' | grep -q '^# ppmi-svd-slurm --shards 4 -v .* -o .*e4.tsv .*z.tsv (attnkit [0-9.]*)\$'"
t_ok "--shards 4: no work directory left beside OUT" sh -c "! ls -a '$T' | grep -q '^\\.ppmi-svd-slurm'"
t_ok "--shards 4: no job left in the queue" test "$(jobs_left)" -eq 0

# shards as given (split by the user), relative paths, from another directory
mkdir "$T/given"
cd "$T/given"
split -n l/3 "$Z" part.
drive "3 shards as given (relative paths)" -v ../v.tsv -o ../eg.tsv part.aa part.ab part.ac
cd "$T"
body eg.tsv
same "3 shards as given" eg.tsv

# one shard: one job, the whole ppmi-svd run of it (no count file)
drive "--shards 1" --shards 1 --work "$T/w1" --progress -v "$V" -o "$T/e1.tsv" "$Z"
body e1.tsv
same "--shards 1" e1.tsv
t_ok "--shards 1: one job, the counting and the SVD in it" sh -c "
	ls '$T/w1/jobs' | tr '\n' ' ' | grep -qx 'svd.sh ' && ls '$T/w1/log' | tr '\n' ' ' | grep -qx 'svd-0.log svd-0.time ' &&
	test -z \"\$(ls '$T/w1/counts')\" && grep -q '^ppmi-svd-slurm: jobs: embeddings [0-9]* (one shard: its counting and the SVD in one job)' '$T/err'"
drive "one TOKENS file, no --shards" -v "$V" -o "$T/e1f.tsv" "$Z"
body e1f.tsv
same "one TOKENS file, no --shards" e1f.tsv

# --progress off a terminal (a batch job's log): the notes, then a line a
# step as its jobs are done, with their count and rate
drive "--shards 2 --progress" --shards 2 --progress -v "$V" -o "$T/ep.tsv" "$Z"
body ep.tsv
same "--shards 2 --progress" ep.tsv
t_ok "--progress: the jobs' IDs, then a line a step, then OUT" sh -c "
	grep -v '^ppmi-svd-slurm: splitting into 2 shards' '$T/err' | grep -v 'note: --solver auto runs the sparse solver' | sed 's/[0-9][0-9.]*/N/g' > '$T/prog'
	printf '%s\n' 'ppmi-svd-slurm: jobs: mappers N (N shards), embeddings N (the merge in it); logs in $T/.ppmi-svd-slurm.XXXXXX/log' \
	    'ppmi-svd-slurm: mappers: N jobs in N s (N jobs/s)' \
	    'ppmi-svd-slurm: embeddings: N jobs in N s (N jobs/s)' 'ppmi-svd-slurm: done: $T/ep.tsv' |
	    sed 's/[0-9][0-9.]*/N/g' > '$T/prog.want'
	sed -i 's/\.ppmi-svd-slurm\.[A-Za-z0-9]*/.ppmi-svd-slurm.XXXXXX/' '$T/prog'
	sed -i 's/\.ppmi-svd-slurm\.[A-Za-z0-9]*/.ppmi-svd-slurm.XXXXXX/' '$T/prog.want'
	cmp -s '$T/prog' '$T/prog.want'"
t_ok "--progress: the mappers' 2 jobs" grep -q '^ppmi-svd-slurm: mappers: 2 jobs in ' "$T/err"
t_ok "  the SVD job's note of auto's randomized SVD (26,000 words), relayed once" test "$(grep -c 'note: --solver auto runs the sparse solver.s randomized SVD' "$T/err")" = 1

# no controller that answers: the cluster's slurm.conf with port 1 (tcpmux,
# where nothing listens): one line naming the host and SLURM_CONF, at once
sed 's/^SlurmctldPort=.*/SlurmctldPort=1/' "$SLURM_CONF" > "$T/down.conf"
t_bad "a controller that does not answer: one line, SLURM_CONF named" 1 \
    "^ppmi-svd-slurm: no Slurm controller answers at [^ ]+ that $T/down.conf names \\(SLURM_CONF\\): start slurmctld there" \
    env SLURM_CONF="$T/down.conf" ppmi-svd-slurm --shards 2 -v "$V" -o "$T/down.tsv" "$Z"
t_ok "  no OUT, no work directory" sh -c "test ! -e '$T/down.tsv' && ! ls -a '$T' | grep -q '^\\.ppmi-svd-slurm'"
if [ ! -e /etc/slurm/slurm.conf ]; then
	t_bad "no slurm.conf at all: one line, not resolve_ctls_from_dns_srv" 1 \
	    "^ppmi-svd-slurm: no Slurm controller found: no slurm.conf \\(/etc/slurm/slurm.conf: No such file; SLURM_CONF names the file\\)" \
	    env -u SLURM_CONF ppmi-svd-slurm --shards 2 -v "$V" -o "$T/down.tsv" "$Z"
fi

# ppmi-svd's options reach the steps that take them: the same bytes as one
# run with them
opts="--window 2 --weight harmonic --cds 0.75 --dim 16 --solver sparse --power-iters 3 -j 2 -M 512M"
ppmi-svd -v "$V" $opts -o "$T/ref-opts.tsv" "$Z"
tail -n +2 "$T/ref-opts.tsv" > "$T/ref-opts.body"
drive "--shards 5 with $opts" --shards 5 --work "$T/w5" --progress $opts -v "$V" -o "$T/e5.tsv" "$Z"
body e5.tsv
same "--shards 5 with ppmi-svd's options" e5.tsv "$T/ref-opts.body"
# split -n l/5: whole lines, the corpus when put back together (each
# shard after the first led by a comment line: the corpus's line 1 is no
# comment, so "#")
t_ok "--shards 5: 5 shards, the corpus's lines in order" sh -c "
	test \$(ls '$T/w5/shards' | grep -c '^[0-9]*\\.tsv\$') -eq 5 &&
	for f in '$T'/w5/shards/[0-9]*.tsv; do case \$f in */0000.tsv) cat \"\$f\" ;; *) sed 1d \"\$f\" ;; esac; done | cmp -s - '$Z'"
# 5 shards of -j 2 on two nodes of 2 CPUs: 2 mappers at once, so 2 tasks,
# shards 0, 2, 4 and 1, 3, each one ppmi-svd --count into one count file
t_ok "--work DIR is kept: 2 mappers' logs (the partition runs 2 at once)" \
    test "$(ls "$T/w5/log/" | grep -c '^count-[0-9]*\.log$')" -eq 2
t_ok "--shards 5, -j 2: 2 tasks" grep -q '^ppmi-svd-slurm: jobs: mappers [0-9]* (5 shards in 2 tasks, as many as the partition runs at once)' "$T/err"
# one reducer: no merge job; the counts go from the mappers to the SVD job
# as binary count files (attnkit(5)), whose magic starts them, and summed
# back they are the count lines of one ppmi-svd --count
magic() { od -An -tx1 -N8 "$1" | tr -d ' \n'; }
t_ok "--work: the mappers' counts are binary count files" \
    test "$(magic "$T/w5/counts/0000.cnt")" = 89414b434e540d0a
t_ok "--work: no merge job, no merged counts" \
    sh -c "test ! -e '$T/w5/merged' && test ! -e '$T/w5/jobs/merge.sh' && ! ls '$T/w5/log' | grep -q '^merge'"
ppmi-svd --count -v "$V" --window 2 --weight harmonic -o "$T/c5.txt" "$Z"
ppmi-svd --count --from-counts --allow-same-counts --window 2 --weight harmonic -o "$T/m5.txt" "$T"/w5/counts/*.cnt
t_ok "--work: the 2 binary count files, summed as lines, are one --count's" \
    sh -c "grep -v '^# ppmi-svd' '$T/c5.txt' > '$T/c5.body'; grep -v '^# ppmi-svd' '$T/m5.txt' | cmp -s - '$T/c5.body'"
# every step under /usr/bin/time: its peak RSS within the job's --mem
# (512M + 256M), and the job asked for it
n_time=$(cat "$T"/w5/log/*.time | grep -c 'maxrss_kb=')
t_ok "every step's peak RSS recorded ($n_time of 3: 2 mappers, the SVD)" test "$n_time" -eq 3
t_ok "every step's peak RSS within --mem (768 MB)" \
    awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^maxrss_kb=/) { split($i, a, "="); if (a[2] > 768 * 1024) bad = 1 } } END { exit bad }' "$T"/w5/log/*.time

# R reducers (ppmi-svd --rows): required, so that R = 2 and 3 are always
# run (a ppmi-svd without it fails here, it is not skipped)
t_ok "ppmi-svd has --rows (the partitioned merge)" sh -c "ppmi-svd --help | grep -q -- --rows"
for nr in "2 2" "3 3" "6 2"; do
	set -- $nr
	drive "--shards $1 --partitions $2" --shards "$1" --partitions "$2" -v "$V" -o "$T/e$1-$2.tsv" "$Z"
	body "e$1-$2.tsv"
	same "--shards $1 --partitions $2" "e$1-$2.tsv"
done
drive "--partitions 3 with $opts" --shards 4 --partitions 3 --work "$T/w43" $opts -v "$V" -o "$T/e43o.tsv" "$Z"
t_ok "--partitions 3: the mappers write count lines (--rows seeks in them)" \
    sh -c "head -1 '$T/w43/counts/0000.cnt' | grep -q '^# ppmi-svd '"
body e43o.tsv
same "--partitions 3 with ppmi-svd's options" e43o.tsv "$T/ref-opts.body"
# the driver beside a ppmi-svd of before --rows (a stub that has no such
# option in its --help): --partitions 2 is refused before any job
mkdir "$T/old"
cp "$T/prefix/bin/ppmi-svd-slurm" "$T/old/"
printf '#!/bin/sh\necho "usage: ppmi-svd [-v VOCAB] [--count] [--from-counts]"\n' > "$T/old/ppmi-svd"
chmod +x "$T/old/ppmi-svd"
t_bad "--partitions 2 beside a ppmi-svd without --rows: one line, exit 1" 1 \
    "^ppmi-svd-slurm: --partitions 2: .*old/ppmi-svd has no --rows" \
    "$T/old/ppmi-svd-slurm" --partitions 2 -v "$V" -o "$T/x.tsv" "$Z"
t_ok "  and no OUT" test ! -e "$T/x.tsv"

# ---- the SVD's products on both nodes (--svd-nodes 2) -------------------
# one job of two nodes: rank 0 (the coordinator) on the first, rank 1 on
# the other; the bytes of one run at R = 1, 2, 3, symmetric (the default)
# and not (--cds 0.75 among $opts)
t_ok "ppmi-svd has --svd-rank (the products on several nodes)" sh -c "ppmi-svd --help | grep -q -- --svd-rank"
for R in 1 2 3; do
	drive "--svd-nodes 2 --partitions $R" --shards 3 --partitions $R --svd-nodes 2 --work "$T/wn$R" \
	    -v "$V" -o "$T/en$R.tsv" "$Z"
	body "en$R.tsv"
	same "--svd-nodes 2 --partitions $R" "en$R.tsv"
	t_ok "  two ranks, one a node: $(cat "$T/wn$R"/log/svd-[01].time | awk '{ print $1 }' | tr '\n' ' ')" \
	    sh -c "cat '$T/wn$R'/log/svd-[01].time | awk '{ print \$1 }' | sort -u | tr '\n' ' ' | grep -qx 'node=n1 node=n2 '"
	drive "--svd-nodes 2 --partitions $R with $opts" --shards 3 --partitions $R --svd-nodes 2 $opts \
	    -v "$V" -o "$T/eno$R.tsv" "$Z"
	body "eno$R.tsv"
	same "--svd-nodes 2 --partitions $R with ppmi-svd's options" "eno$R.tsv" "$T/ref-opts.body"
done
t_ok "--svd-nodes 2: the ranks' sketches removed as read, their end left" \
    sh -c "ls '$T/wn1/svd.0' | tr '\n' ' ' | grep -Eqx 'ended hello.0 hello.1 r[0-9]+.c '"
t_ok "--svd-nodes 2: no job left in the queue" test "$(jobs_left)" -eq 0
# a site's SBATCH_EXPORT=NONE (the ranks' step has the batch script's
# environment, and /bin/sh by its path), and a driver run from a job of
# --mem-per-cpu (its SLURM_MEM_PER_CPU not given to the driver's jobs,
# whose srun would take it beside their own SLURM_MEM_PER_NODE): one run's
# bytes
export SBATCH_EXPORT=NONE
drive "--svd-nodes 2 under SBATCH_EXPORT=NONE" --shards 2 --svd-nodes 2 -v "$V" -o "$T/enx.tsv" "$Z"
body enx.tsv
same "--svd-nodes 2 under SBATCH_EXPORT=NONE" enx.tsv
unset SBATCH_EXPORT
export SLURM_MEM_PER_CPU=200
drive "--svd-nodes 2 from a job of --mem-per-cpu" --shards 2 --svd-nodes 2 -v "$V" -o "$T/enm.tsv" "$Z"
body enm.tsv
same "--svd-nodes 2 from a job of --mem-per-cpu" enm.tsv
unset SLURM_MEM_PER_CPU
# refused before anything is submitted: the partition's limit from
# scontrol show partition
t_bad "--svd-nodes 3 on two nodes: one line, exit 1" 1 \
    "^ppmi-svd-slurm: --svd-nodes 3: partition '[^']*' takes 2 nodes a job \\(TotalNodes=2, MaxNodes=[A-Z0-9]*; scontrol show partition\\): give --svd-nodes 2 at most, or another partition after --\$" \
    timeout 600 ppmi-svd-slurm --shards 2 --svd-nodes 3 -v "$V" -o "$T/n3.tsv" "$Z"
t_ok "  no OUT, nothing left in the queue" sh -c "test ! -e '$T/n3.tsv' && test \$(squeue -h -o %i | wc -l) -eq 0"

# ---- failures: exit 1, one line, no OUT, nothing left in the queue ------
_s=$(date +%s)
t_bad "a missing input" 1 "^ppmi-svd-slurm: $T/nope.tsv: No such file or directory\$" \
    timeout 600 ppmi-svd-slurm --shards 2 -v "$V" -o "$T/miss.tsv" "$Z" "$T/nope.tsv"
echo "# a missing input: $(($(date +%s) - _s)) s"
t_ok "a missing input: no OUT" test ! -e "$T/miss.tsv"
t_ok "a missing input: no job submitted" test "$(jobs_left)" -eq 0

# a shard that is not a tokenized corpus: its mapper fails, the rest is
# cancelled, the message names the shard and ppmi-svd's first line
printf 'ham\tFree, ENTRY now!\n' > "$T/bad.tsv"
_s=$(date +%s)
t_bad "a bad shard" 1 "^ppmi-svd-slurm: shard 1 \\($T/bad.tsv\\): ppmi-svd: $T/bad.tsv:1: .*not a tokenized corpus" \
    timeout 600 ppmi-svd-slurm -v "$V" -o "$T/bad-out.tsv" "$T/given/part.aa" "$T/bad.tsv" "$T/given/part.ab"
echo "# a bad shard: $(($(date +%s) - _s)) s"
t_ok "a bad shard: no OUT" test ! -e "$T/bad-out.tsv"
t_ok "a bad shard: nothing left in the queue" test "$(jobs_left)" -eq 0
t_ok "a bad shard: no work directory left" sh -c "! ls -a '$T' | grep -q '^\\.ppmi-svd-slurm'"
# Slurm's completion log: this run's SVD, its last, was cancelled
for j in svd; do
	t_ok "a bad shard: the $j job was cancelled, not run" \
	    sh -c "grep ' Name=ppmi-svd-$j ' '$C/log/jobcomp.txt' | tail -1 | grep -q ' JobState=CANCELLED '"
done

# what one ppmi-svd run refuses or says, the driver refuses or says, of
# the user's file and line, whatever the shards: a tokens file of
# attnkit's (its provenance line 1) cut short, a lone long comment line
# that split -n l/N would make a shard, a bad line past the first shard;
# -s on a vocabulary --solver auto runs dense (ppmi-svd's note, no
# error); the SVD's warning of a zero row, relayed once
printf 'word\tcount\tdocs\nfree\t3\t2\ncall\t3\t2\nnow\t2\t2\nzed\t2\t2\n' > "$T/sv.tsv"
prov='# sms-vocab -t /home/user/data/sms-spam-collection/SMSSpamCollection -o s.tok (attnkit 0.1.0)'
printf '%s\nham\tfree call now\nham\tcall free now\nspam\tnow call free\nham\tfree call' "$prov" > "$T/cut.tok"
t_bad "a provenance file cut short, --shards 2: ppmi-svd's line, of the file" 1 \
    "^ppmi-svd-slurm: shard 1 \\($T/cut.tok from line [0-9]\\): ppmi-svd: $T/cut.tok:5: the last line has no newline: the file is cut short" \
    timeout 600 ppmi-svd-slurm -q -v "$T/sv.tsv" -d 1 --shards 2 -o "$T/cut.tsv" "$T/cut.tok"
t_ok "  no OUT, nothing left in the queue" sh -c "test ! -e '$T/cut.tsv' && test \$(squeue -h -o %i | wc -l) -eq 0"
printf '%s\nham\tfree call now\nham\tcall free now\nspam\tnow call free\nham\tzed\n' "$prov" > "$T/ok.tok"
ppmi-svd -q -v "$T/sv.tsv" -d 1 -o "$T/ok-ref.tsv" "$T/ok.tok"
tail -n +2 "$T/ok-ref.tsv" > "$T/ok-ref.body"
drive "a long provenance line, --shards 3" -q --shards 3 -v "$T/sv.tsv" -d 1 -o "$T/ok3.tsv" "$T/ok.tok"
body ok3.tsv
same "a long provenance line, --shards 3" ok3.tsv "$T/ok-ref.body"
printf 'ham\tfree call now\nham\tcall free now\nspam\tnow call free\nham\tfree call\nham\tfree now\n\n\nham\tcall now\n' > "$T/fe.tok"
t_bad "a bad line in shard 1: the user's file and line" 1 \
    "^ppmi-svd-slurm: shard 1 \\($T/fe.tok from line [0-9]\\): ppmi-svd: $T/fe.tok:6: an empty line, no label and no TAB " \
    timeout 600 ppmi-svd-slurm -q -v "$T/sv.tsv" -d 1 --shards 2 -o "$T/fe.tsv" "$T/fe.tok"
ppmi-svd -v "$T/sv.tsv" -d 1 -s 3 -o "$T/ok-s.tsv" "$T/ok.tok" 2> "$T/ok-s.err"
drive "-s 3 on a dense vocabulary, --shards 2" --shards 2 -s 3 -v "$T/sv.tsv" -d 1 -o "$T/oks.tsv" "$T/ok.tok"
t_ok "  ppmi-svd's note and warning, once each, as one run says them" \
    sh -c "sed 's/^ppmi-svd: //' '$T/ok-s.err' > '$T/ok-s.want' && grep -E '^ppmi-svd-slurm: (note|warning): ' '$T/err' | sed 's/^ppmi-svd-slurm: //' | cmp -s - '$T/ok-s.want' && test -s '$T/ok-s.want'"
t_bad "-- -Q (sbatch's quiet: no job ID): refused, nothing submitted" 2 "^ppmi-svd-slurm: -Q: sbatch's --quiet" \
    timeout 600 ppmi-svd-slurm -q -v "$T/sv.tsv" -d 1 -o "$T/q.tsv" "$T/ok.tok" "$T/ok.tok" -- -Q
t_ok "  nothing in the queue" test "$(jobs_left)" -eq 0

# wait_task NAME TASK STATE: until the array task TASK of the job named
# NAME (TASK "-" for a job that is not an array) is in STATE, at most 120
# s; prints "JOBID STATE NODE"
wait_task() {
	_i=0
	while [ $_i -lt 600 ]; do
		_l=$(squeue -h -n "$1" -t all -o '%i %T %N' 2>/dev/null |
		    awk -v t="$2" -v s="$3" '($1 ~ ("_" t "$") || t == "-") && $2 == s')
		[ -z "$_l" ] || { echo "$_l" | head -1; return 0; }
		sleep 0.2
		_i=$((_i + 1))
	done
	echo "- - -"
	return 1
}

# a shard missing on the nodes (here: removed once the jobs are queued, as
# when the nodes do not share its path); sbatch's --begin holds the jobs 5 s
# (a --comment of key=value words, which scontrol prints after the job's
# own JobState= and Reason=: the job's are read, not the comment's)
cp "$T/given/part.ac" "$T/gone.tsv"
_s=$(date +%s)
ppmi-svd-slurm -v "$V" -o "$T/gone-out.tsv" "$T/given/part.aa" "$T/gone.tsv" \
    -- --begin=now+5 --comment 'after the Reason=PartitionConfig fix JobState=COMPLETED' > "$T/gone.out" 2> "$T/gone.err" &
drv=$!
wait_task ppmi-svd-count - PENDING > /dev/null
rm -f "$T/gone.tsv"
set +e
wait "$drv"
st=$?
set -e
echo "# a shard missing on the nodes: $(($(date +%s) - _s)) s"
t_ok "a shard missing on the nodes: exit 1 (got $st)" test "$st" -eq 1
cp "$T/gone.err" "$T/err"
t_err "a shard missing on the nodes: the shard and ppmi-svd's line" \
    "^ppmi-svd-slurm: shard 1 \\($T/gone.tsv\\): ppmi-svd: $T/gone.tsv: No such file or directory\$"
t_ok "a shard missing on the nodes: no OUT" test ! -e "$T/gone-out.tsv"
t_ok "a shard missing on the nodes: nothing left in the queue" test "$(jobs_left)" -eq 0

# ---- the SVD's ranks: a node lost, a rank killed -----------------------
# a rank held in round 3 (its next sketch a FIFO, planted in the run's
# exchange directory once the driver has submitted: it opens the FIFO and
# waits; the coordinator's own file is renamed over it), then its node set
# DOWN, or the rank killed: the coordinator's one line naming the round,
# the rank and the node; exit 1, no OUT, nothing left in the queue
held() {	# held NAME ACTION: the run, rank 1 held, then ACTION
	rm -rf "$T/wh"
	ppmi-svd-slurm --shards 2 --svd-nodes 2 --work "$T/wh" -v "$V" -o "$T/$1.tsv" "$Z" \
	    > "$T/$1.out" 2> "$T/$1.err" &
	_drv=$!
	wait_task ppmi-svd-svd - PENDING > /dev/null
	mkdir -p "$T/wh/svd.0" && mkfifo "$T/wh/svd.0/r3.c"
	_i=0
	while [ ! -f "$T/wh/svd.0/r3.c" ] && [ $_i -lt 1500 ]; do sleep 0.2; _i=$((_i + 1)); done
	t_ok "$1: the coordinator wrote round 3 (rank 1 holds the FIFO)" test -f "$T/wh/svd.0/r3.c"
	$2
	set +e
	timeout 300 sh -c "while kill -0 $_drv 2> /dev/null; do sleep 1; done"
	wait "$_drv"
	_st=$?
	set -e
	t_ok "$1: exit ${3:-1} (got $_st)" test "$_st" -eq "${3:-1}"
	cp "$T/$1.err" "$T/err"
}
node_down() { scontrol update NodeName=n2 State=DOWN Reason=check-dist; }
held "node lost in round 3" node_down
t_err "node lost in round 3: the round, the rank, the node" \
    "^ppmi-svd-slurm: embeddings: ppmi-svd: SVD round 3: rank 1 \\(node n2\\) ended before writing its rows \\(the ranks' step: srun exit [0-9]+, its last line 'srun: error: Node failure on n2'"
t_ok "node lost in round 3: no OUT" test ! -e "$T/node lost in round 3.tsv"
t_ok "node lost in round 3: nothing left in the queue" test "$(jobs_left)" -eq 0
scontrol update NodeName=n2 State=RESUME
t_ok "node lost in round 3: n2 resumed" sh -c "sinfo -h -n n2 -o %t | grep -q '^idle'"
rank_killed() {
	_p=$(pgrep -n -f -- "--svd-rank 1/2 --svd-dir $T/wh/svd.0")
	kill -KILL "$_p"
}
held "rank killed in round 3" rank_killed
t_err "rank killed in round 3: the round, the rank, the node" \
    "^ppmi-svd-slurm: embeddings: ppmi-svd: SVD round 3: rank 1 \\(node n2\\) ended before writing its rows \\(the ranks' step: srun exit [1-9][0-9]*, "
t_ok "rank killed in round 3: no OUT" test ! -e "$T/rank killed in round 3.tsv"
t_ok "rank killed in round 3: nothing left in the queue" test "$(jobs_left)" -eq 0
# the coordinator's node lost: Slurm ends the whole step, and the driver
# names the job's state and node (rank 0 runs on the allocation's first
# node, n1)
coord_down() { scontrol update NodeName=n1 State=DOWN Reason=check-dist; }
held "coordinator's node lost in round 3" coord_down
t_err "coordinator's node lost in round 3: the job's state and node" \
    "^ppmi-svd-slurm: embeddings: job [A-Z_]+ on n1 \\(reason [A-Za-z]+, exit code [0-9]+:[0-9]+\\)(, no message in |, its log says only '(Killed|Terminated|Command terminated by signal 9)'\$)"
t_ok "coordinator's node lost in round 3: no OUT" test ! -e "$T/coordinator's node lost in round 3.tsv"
t_ok "coordinator's node lost in round 3: nothing left in the queue" test "$(jobs_left)" -eq 0
scontrol update NodeName=n1 State=RESUME
t_ok "coordinator's node lost in round 3: n1 resumed" sh -c "sinfo -h -n n1 -o %t | grep -q '^idle'"
# the ranks' job requeued in round 3: both ranks start again in a new
# exchange directory (svd.1; svd.0 holds the first run's files) and the
# result is one run's bytes
svd_requeue() { scontrol requeue "$(squeue -h -n ppmi-svd-svd -o %i)"; }
held "SVD job requeued in round 3" svd_requeue 0
t_ok "SVD job requeued in round 3: a second exchange directory" test -d "$T/wh/svd.1"
tail -n +2 "$T/SVD job requeued in round 3.tsv" > "$T/rq3.body" 2> /dev/null || :
t_cmp "SVD job requeued in round 3: one run's bytes" "$T/ref.body" "$T/rq3.body"
t_ok "SVD job requeued in round 3: nothing left in the queue" test "$(jobs_left)" -eq 0

# ---- a mapper held mid-run by a FIFO shard ------------------------------
# hold FIFO SHARD: a writer that opens FIFO (once the mapper opens it),
# writes the first 200 KB of SHARD and keeps it open: the mapper has
# read part of its shard and waits for the rest.  $writer is its PID.
hold() {
	sh -c 'exec 9> "$1"; head -c 200000 "$2" >&9; exec sleep 600' sh "$1" "$2" &
	writer=$!
}
# feed FIFO SHARD: the whole shard, to the mapper's new run
feed() { timeout 120 sh -c 'cat "$2" > "$1"' sh "$1" "$2"; }
# to_fifo FILE: FILE, a shard the driver took as a file (the driver
# refuses a named pipe without --shards: a job reads it on its own node,
# and a requeued one from where it is then), made a FIFO once the jobs
# are queued, held pending by sbatch's --begin: a test's device
to_fifo() {
	wait_task ppmi-svd-count - PENDING > /dev/null
	rm -f "$1"
	mkfifo "$1"
}
cp "$T/given/part.ac" "$T/fifo.tsv"

# scontrol requeue: the mapper is killed and runs again, from the start
ppmi-svd-slurm --work "$T/wrq" -v "$V" -o "$T/rq.tsv" "$T/given/part.aa" "$T/given/part.ab" "$T/fifo.tsv" \
    -- --begin=now+5 > "$T/rq.out" 2> "$T/rq.err" &
drv=$!
to_fifo "$T/fifo.tsv"
hold "$T/fifo.tsv" "$T/given/part.ac"
set -- $(wait_task ppmi-svd-count 2 RUNNING)
job=$1
sleep 1
t_ok "requeue: the FIFO's mapper is running ($job on $3)" test "$2" = RUNNING
scontrol requeue "$job"
set -- $(wait_task ppmi-svd-count 2 PENDING)
t_ok "requeue: the mapper is pending again" test "$2" = PENDING
kill "$writer"; writer=
set -- $(wait_task ppmi-svd-count 2 RUNNING)
t_ok "requeue: the mapper runs again ($1 on $3)" test "$2" = RUNNING
feed "$T/fifo.tsv" "$T/given/part.ac"
set +e
wait "$drv"
st=$?
set -e
t_ok "requeue: exit 0 (got $st; $(head -c 200 "$T/rq.err" | tr '\n' ' '))" test "$st" -eq 0
t_ok "requeue: the task ran twice (its resources line: $(cat "$T/wrq/log/count-2.time"))" grep -q ' restarts=1 .* exit=0$' "$T/wrq/log/count-2.time"
body rq.tsv
same "requeue" rq.tsv

# a node set DOWN under the mapper: Slurm requeues it on the other node
rm -f "$T/fifo.tsv"
cp "$T/given/part.ac" "$T/fifo.tsv"
ppmi-svd-slurm -v "$V" -o "$T/dn.tsv" "$T/given/part.aa" "$T/given/part.ab" "$T/fifo.tsv" \
    -- --begin=now+5 > "$T/dn.out" 2> "$T/dn.err" &
drv=$!
to_fifo "$T/fifo.tsv"
hold "$T/fifo.tsv" "$T/given/part.ac"
set -- $(wait_task ppmi-svd-count 2 RUNNING)
job=$1 node=$3
sleep 1
t_ok "node down: the FIFO's mapper is running ($job on $node)" test "$2" = RUNNING
scontrol update NodeName="$node" State=DOWN Reason=check-dist
set -- $(wait_task ppmi-svd-count 2 PENDING)
t_ok "node down: the mapper is pending again" test "$2" = PENDING
kill "$writer"; writer=
t_ok "node down: $node is down" sh -c "sinfo -h -n '$node' -o %t | grep -q '^down'"
set -- $(wait_task ppmi-svd-count 2 RUNNING)
t_ok "node down: the mapper runs again, on the other node ($3)" test "$2" = RUNNING -a "$3" != "$node"
feed "$T/fifo.tsv" "$T/given/part.ac"
set +e
wait "$drv"
st=$?
set -e
t_ok "node down: exit 0 (got $st; $(head -c 200 "$T/dn.err" | tr '\n' ' '))" test "$st" -eq 0
body dn.tsv
same "node down" dn.tsv
scontrol update NodeName="$node" State=RESUME
t_ok "node down: $node resumed" sh -c "sinfo -h -n '$node' -o %t | grep -q '^idle'"

# the driver stopped by a signal cancels its jobs and leaves no OUT
rm -f "$T/fifo.tsv"
cp "$T/given/part.ac" "$T/fifo.tsv"
ppmi-svd-slurm -v "$V" -o "$T/sig.tsv" "$T/given/part.aa" "$T/fifo.tsv" -- --begin=now+5 > /dev/null 2>&1 &
drv=$!
to_fifo "$T/fifo.tsv"
wait_task ppmi-svd-count 1 RUNNING > /dev/null
kill -TERM "$drv"
set +e
wait "$drv"
st=$?
set -e
t_ok "SIGTERM: the driver ends by it (status $st)" test "$st" -eq 143
_i=0
while [ "$(squeue -h -t PENDING,RUNNING -o %i | wc -l)" -gt 0 ] && [ $_i -lt 100 ]; do sleep 0.2; _i=$((_i + 1)); done
t_ok "SIGTERM: its jobs are cancelled" test "$(squeue -h -t PENDING,RUNNING -o %i | wc -l)" -eq 0
t_ok "SIGTERM: no OUT" test ! -e "$T/sig.tsv"
t_ok "SIGTERM: no work directory left" sh -c "! ls -a '$T' | grep -q '^\\.ppmi-svd-slurm'"

cd /
echo "# slurm.sh: done"
