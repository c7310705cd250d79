#!/bin/sh
# bench-handoff.sh CORPUS BINDIR OUTDIR — make bench ONLY=handoff: what
# ppmi-svd-slurm pays beside one process's work on a 20M-token corpus, on
# the two-node cluster of make check-dist (tests/dist/cluster.sh, started
# as check-dist starts it, stopped at the end).  A benchmark, not a test:
# it prints figures.
#
# The corpus: tools/zipf-corpus.c HANDOFF_TOKENS tokens (default
# 20,000,000) over 100,000 words, seed 1; the vocabulary: sms-vocab
# --min-count 5.  Then, HANDOFF_RUNS times each (default 2), alternating:
# one `ppmi-svd -j 2` process, and ppmi-svd-slurm --shards N for each N of
# HANDOFF_SHARDS (default "2 4"), its bytes compared with the one run's,
# each job with -j HANDOFF_J (default 1: a CPU a job; 2, the one run's),
# and with the SVD's products on P nodes for each P of HANDOFF_SVD_NODES
# (default 1: one process; "1 2": also --svd-nodes 2, whose ranks' CPU
# and wall are the SVD step's).  HANDOFF_CORPUS and HANDOFF_VOCAB, when
# both are set, are a corpus and its vocabulary to use instead (read
# only).
# Printed for each run: the wall and CPU-s (user + sys; a Slurm run's is
# the sum over its jobs, from /usr/bin/time in each job script), each
# step's wall (first task's start to last task's end as the tasks' own
# clocks say: the mappers, the merge, the SVD), the hand-offs (the
# driver's wall less its steps' walls: scheduling, job starts, the
# driver's polls and its own work), the count files' bytes, the load
# average before and after, the CPU model.  The table also goes to
# OUTDIR/bench-handoff.tsv.  The CORPUS argument is not used.
# HANDOFF_AUTOGROUP=N (e.g. -10) raises the benchmark against the other
# sessions of a shared machine, where the kernel's autogroup scheduling
# weighs sessions, not processes (nice alone does not): the script's own
# session (run it under setsid: the one run, the cluster's daemons), and
# every job's, since slurmstepd starts each job in a session of its own:
# while a Slurm run lasts, a process whose environment names this
# cluster's slurm.conf has its session raised within 0.2 s.
set -eu
export LC_ALL=C
top=$(cd "$(dirname "$0")/../.." && pwd)
bin=$(cd "$2" && pwd)
outdir=$3
build=$(dirname "$bin")
ntok=${HANDOFF_TOKENS:-20000000}
runs=${HANDOFF_RUNS:-2}
list=${HANDOFF_SHARDS:-2 4}
jobj=${HANDOFF_J:-1}
svdlist=${HANDOFF_SVD_NODES:-1}
mkdir -p "$outdir"
outdir=$(cd "$outdir" && pwd)
dir=$(mktemp -d "$outdir/handoff.XXXXXX")
say() { echo "bench-handoff: $*"; }
load() { cut -d' ' -f1 /proc/loadavg; }

sh "$top/tools/deps.sh" dist
[ -x "$build/tools/zipf-corpus" ] && [ -x "$bin/ppmi-svd-slurm" ] ||
    make -s -C "$top" BUILD="$build" "$build/tools/zipf-corpus" "$bin/ppmi-svd-slurm" > /dev/null
C=$dir/cluster
trap 'sh "$top/tests/dist/cluster.sh" down "$C" > /dev/null 2>&1; rm -rf "$dir"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
ag=${HANDOFF_AUTOGROUP:-}
[ -z "$ag" ] || echo "$ag" > /proc/$$/autogroup
# boost: the sessions of this cluster's jobs raised to $ag, until killed
boost() {
	while :; do
		for f in $(grep -lzx "SLURM_CONF=$C/slurm.conf" /proc/[0-9]*/environ 2> /dev/null); do
			echo "$ag" 2> /dev/null > "${f%/environ}/autogroup" || :
		done
		sleep 0.2
	done
}
cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
say "CPU: $cpu, $(nproc) cores; $(date -u '+%Y-%m-%d %H:%M UTC'); load $(load)${ag:+; autogroup nice $ag}"
if [ -n "${HANDOFF_CORPUS:-}" ] && [ -n "${HANDOFF_VOCAB:-}" ]; then
	ln -s "$HANDOFF_CORPUS" "$dir/z.tsv"
	ln -s "$HANDOFF_VOCAB" "$dir/v.tsv"
	ntok=$(awk '{ n += NF - 1 } END { print n }' "$dir/z.tsv")
else
	"$build/tools/zipf-corpus" "$ntok" 100000 1 > "$dir/z.tsv"
	"$bin/sms-vocab" --min-count 5 -o "$dir/v.tsv" "$dir/z.tsv"
fi
say "corpus: $ntok tokens, $(($(grep -vc '^#' "$dir/v.tsv") - 1)) words (--min-count 5)"
sh "$top/tests/dist/cluster.sh" up "$C" > "$dir/up.out" 2>&1 ||
    { say "the cluster did not start: $(tail -1 "$dir/up.out")"; exit 1; }
say "$(tail -1 "$dir/up.out")"
export SLURM_CONF=$C/slurm.conf

tsv=$outdir/bench-handoff.tsv
printf 'run\twall_s\tcpu_s\tmappers_s\tmerge_s\tsvd_s\thandoffs_s\tcount_bytes\tload_before\tload_after\n' > "$tsv"
# one_run: ppmi-svd -j 2, timed
one_run() {
	l=$(load)
	/usr/bin/time -o "$dir/one.time" -f '%e %U %S' \
	    "$bin/ppmi-svd" -j 2 -v "$dir/v.tsv" -o "$dir/one.tsv" "$dir/z.tsv" 2> /dev/null
	tail -n +2 "$dir/one.tsv" > "$dir/one.body"
	read -r w u s < "$dir/one.time"
	printf 'ppmi-svd -j 2\t%s\t%.2f\t-\t-\t-\t-\t0\t%s\t%s\n' "$w" \
	    "$(echo "$u $s" | awk '{ print $1 + $2 }')" "$l" "$(load)" >> "$tsv"
	say "ppmi-svd -j 2: $w s wall, $(tail -1 "$tsv" | cut -f3) CPU-s (load $l)"
}
# slurm_run N: ppmi-svd-slurm --shards N, timed; its steps from the
# tasks' time lines (log/STEP-I.time: wall_s, user_s, sys_s) and the
# start and end of each task (the job scripts' log files' times)
slurm_run() {	# slurm_run N P: --shards N --svd-nodes P
	W=$dir/w$1-$2
	rm -rf "$W"
	l=$(load)
	bp=
	[ -z "$ag" ] || { boost & bp=$!; }
	a=$(date +%s.%N)
	"$bin/ppmi-svd-slurm" -q --shards "$1" -j "$jobj" --svd-nodes "$2" --work "$W" -v "$dir/v.tsv" \
	    -o "$dir/s.tsv" "$dir/z.tsv" 2> "$dir/err" ||
	    { say "--shards $1 --svd-nodes $2 failed: $(head -1 "$dir/err")"; [ -z "$bp" ] || kill "$bp"; exit 1; }
	b=$(date +%s.%N)
	[ -z "$bp" ] || kill "$bp"
	tail -n +2 "$dir/s.tsv" | cmp -s - "$dir/one.body" ||
	    { say "--shards $1 --svd-nodes $2: not the bytes of one run"; exit 1; }
	bytes=$(find "$W/counts" "$W/merged" -type f -exec cat {} + 2> /dev/null | wc -c)
	cat "$W"/log/*.time | awk -v run="ppmi-svd-slurm --shards $1 -j $jobj --svd-nodes $2" \
	    -v w="$(echo "$a $b" | awk '{ printf "%.2f", $2 - $1 }')" \
	    -v bytes="$bytes" -v l="$l" -v la="$(load)" '
	{	for (i = 1; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] }
		cpu += f["user_s"] + f["sys_s"]
	}
	END { printf "%s\t%s\t%.2f", run, w, cpu }' > "$dir/row"
	# each step's wall: its longest task's (the tasks run at once: two
	# nodes of 2 CPUs take 4 mappers of -j 1); 0 for a step that is no
	# job (the merge with one reducer; the mappers with one shard, whose
	# job is the whole run)
	for st in count merge svd; do
		cat "$W"/log/$st-*.time 2> /dev/null | awk '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); if (kv[1] == "wall_s" && kv[2] > m) m = kv[2] } }
		    END { printf "%.2f", m }'
		printf '\t'
	done > "$dir/steps"
	steps=$(cat "$dir/steps")
	steps=${steps%	}
	hand=$(echo "$(cat "$dir/row" | cut -f2) $steps" | awk '{ printf "%.2f", $1 - $2 - $3 - $4 }')
	printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$(cat "$dir/row")" "$steps" "$hand" "$bytes" "$l" "$(load)" >> "$tsv"
	say "--shards $1 --svd-nodes $2: $(tail -1 "$tsv" | cut -f2) s wall, $(tail -1 "$tsv" | cut -f3) CPU-s, steps $steps s, hand-offs $hand s, $bytes bytes of counts (load $l)"
}
i=0
while [ "$i" -lt "$runs" ]; do
	one_run
	for s in $list; do for p in $svdlist; do slurm_run "$s" "$p"; done; done
	i=$((i + 1))
done
say "load after: $(load); CPU: $cpu"
column -t -s '	' "$tsv" 2>/dev/null || cat "$tsv"
