#!/bin/sh
# bench-dist.sh CORPUS BINDIR OUTDIR — make bench ONLY=dist: a billion
# tokens through ppmi-svd-slurm on the two-node cluster of make check-dist
# (tests/dist/cluster.sh, one CPU a node: two jobs at a time on a 2-core
# host).  A benchmark, not a test: it prints figures and judges one goal,
# every process within 2 GB (-M 2G, each job --mem 2304M).
#
# The corpus: DIST_TOKENS tokens (default 1,000,000,000) of Zipf's law over
# 200,000 words, written as DIST_SHARDS shards (default 8) by
# tools/zipf-corpus.c, two at a time, never as one file; the vocabulary:
# sms-vocab --min-count 10 on the first shard (every word of the 200,000
# is there).  Then ppmi-svd-slurm -M 2G on the shards as given, with
# --partitions DIST_PARTS (when ppmi-svd has --rows, default 4, and one
# more for every 60M tokens past 240M, 17 at 10^9: the SVD holds one block
# of about 1.3 billion cells at 10^9 tokens, 8 bytes a cell, beside
# sketches of about 0.9 GB, within -M 2G, and the blocks are cut by bytes,
# not cells, so some are a fifth larger; the reducers read the counts once
# between them whatever R is; else 1).
# Printed: each job's node, wall, CPU and peak RSS (/usr/bin/time in the
# job scripts), each stage's wall (first start to last end, from Slurm's
# job completion log) and CPU, tokens per CPU-second, `uptime` before and
# after, the CPU model; the table also goes to OUTDIR/bench-dist.tsv.
# DIST_NODE_CPUS (default 1) is each emulated node's CPUs, DIST_J (unset
# by default) the driver's -j: with 2 and 2 the SVD job's products run on
# both cores of a 2-core host, where one CPU a node leaves it one.
# Everything is written under DIST_DIR (default OUTDIR/dist): about 40
# bytes a token at the peak (the corpus, the shards' counts, the merged
# counts), checked with df first; removed at the end unless DIST_KEEP=1.
# The CORPUS argument (the SMS corpus) is not used.
set -eu
export LC_ALL=C
top=$(cd "$(dirname "$0")/../.." && pwd)
bin=$(cd "$2" && pwd)
outdir=$3
build=$(dirname "$bin")
ntok=${DIST_TOKENS:-1000000000}
nsh=${DIST_SHARDS:-8}
mem=2G
mkdir -p "$outdir"
outdir=$(cd "$outdir" && pwd)
dir=${DIST_DIR:-$outdir/dist}
say() { echo "bench-dist: $*"; }

sh "$top/tools/deps.sh" dist
make -s -C "$top" BUILD="$build" "$build/tools/zipf-corpus" "$bin/ppmi-svd-slurm" > /dev/null
gen=$build/tools/zipf-corpus
if [ -n "${DIST_PARTS:-}" ]; then parts=$DIST_PARTS
elif "$bin/ppmi-svd" --help | grep -q -- '--rows'; then
	parts=$(((ntok + 59999999) / 60000000))
	[ "$parts" -ge 4 ] || parts=4
else parts=1
fi

rm -rf "$dir"
mkdir -p "$dir/corpus"
need_mb=$((ntok / 1000000 * 40))
free_mb=$(df -Pm "$dir" | awk 'NR == 2 { print $4 }')
say "$(date -u '+%Y-%m-%d %H:%M UTC'); $ntok tokens in $nsh shards, R = $parts; disk: $free_mb MB free in $dir, about $need_mb MB needed"
[ "$free_mb" -gt "$need_mb" ] || { say "not enough disk in $dir (DIST_DIR=...)"; exit 1; }
cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
say "CPU: $cpu, $(nproc) cores; load before: $(uptime | sed 's/.*load average: //')"

C=$dir/cluster
trap 'sh "$top/tests/dist/cluster.sh" down "$C"; [ "${DIST_KEEP:-0}" = 1 ] || rm -rf "$dir"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# the corpus, two shards at a time, each timed
t0=$(date +%s)
i=1
while [ "$i" -le "$nsh" ]; do
	for j in $i $((i + 1)); do
		[ "$j" -le "$nsh" ] || continue
		f=$(printf '%s/corpus/%02d.tsv' "$dir" "$j")
		/usr/bin/time -o "$f.time" -f 'wall_s=%e user_s=%U sys_s=%S maxrss_kb=%M' \
		    sh -c '"$1" "$2" 200000 1 "$3" > "$4.tmp" && mv "$4.tmp" "$4"' sh \
		    "$gen" "$ntok" "$j/$nsh" "$f" &
	done
	wait
	i=$((i + 2))
done
t_gen=$(($(date +%s) - t0))
bytes=$(cat "$dir"/corpus/*.tsv | wc -c)
say "corpus: $nsh shards, $((bytes / 1000000)) MB, ${t_gen} s wall, $(cat "$dir"/corpus/*.time | awk '{ for (i = 1; i <= NF; i++) { split($i, a, "="); if (a[1] == "user_s" || a[1] == "sys_s") c += a[2] } } END { printf "%.1f", c }') CPU s"

t0=$(date +%s)
/usr/bin/time -o "$dir/vocab.time" -f 'wall_s=%e user_s=%U sys_s=%S maxrss_kb=%M' \
    "$bin/sms-vocab" --min-count 10 -o "$dir/vocab.tsv" "$dir/corpus/01.tsv"
say "vocabulary: $(($(grep -vc '^#' "$dir/vocab.tsv") - 1)) words from shard 1 ($(cat "$dir/vocab.time"))"

sh "$top/tests/dist/cluster.sh" up "$C" "${DIST_NODE_CPUS:-1}"
export SLURM_CONF=$C/slurm.conf

t0=$(date +%s)
set +e
/usr/bin/time -o "$dir/driver.time" -f 'wall_s=%e user_s=%U sys_s=%S maxrss_kb=%M' \
    "$bin/ppmi-svd-slurm" --partitions "$parts" --work "$dir/work" -M "$mem" ${DIST_J:+-j "$DIST_J"} \
    -v "$dir/vocab.tsv" -o "$dir/emb.tsv" "$dir"/corpus/*.tsv 2> "$dir/driver.err"
st=$?
set -e
t_run=$(($(date +%s) - t0))
say "ppmi-svd-slurm: exit $st after $t_run s$([ ! -s "$dir/driver.err" ] || echo ": $(head -1 "$dir/driver.err")")"
say "load after: $(uptime | sed 's/.*load average: //')"

# the figures: a line a task, then a line a stage
tsv=$outdir/bench-dist.tsv
{
	echo "step	task	node	restarts	wall_s	cpu_s	maxrss_mb	exit"
	for f in "$dir"/work/log/*.time; do
		[ -f "$f" ] || continue
		b=${f##*/}
		b=${b%.time}
		awk -v step="${b%-*}" -v task="${b##*-}" '
		{ for (i = 1; i <= NF; i++) { split($i, a, "="); v[a[1]] = a[2] } }
		END { printf "%s\t%s\t%s\t%s\t%s\t%.2f\t%.0f\t%s\n", step, task, v["node"], v["restarts"],
		    v["wall_s"], v["user_s"] + v["sys_s"], v["maxrss_kb"] / 1024, v["exit"] }' "$f"
	done
} > "$tsv"
echo
column -t -s '	' "$tsv" 2>/dev/null || cat "$tsv"
echo
# a stage's wall: from its first task's start to its last task's end
stage_wall() {
	grep " Name=ppmi-svd-$1 " "$C/log/jobcomp.txt" 2>/dev/null | tr ' ' '\n' |
	    awk -F= '$1 == "StartTime" || $1 == "EndTime" { print $1, $2 }' |
	    while read -r k v; do echo "$k $(date -d "$v" +%s)"; done |
	    awk '$1 == "StartTime" && (s == "" || $2 < s) { s = $2 } $1 == "EndTime" && $2 > e { e = $2 }
	    END { if (s != "") print e - s; else print "-" }'
}
printf 'stage\ttasks\twall_s\tcpu_s\tpeak_rss_mb\ttokens_per_cpu_s\n'
total_cpu=0
for s in count merge svd; do
	w=$(stage_wall $s)
	awk -F'\t' -v s=$s -v w="$w" -v n="$ntok" 'NR > 1 && $1 == s { k++; c += $6; if ($7 > m) m = $7 }
	END { if (k) printf "%s\t%d\t%s\t%.1f\t%.0f\t%s\n", s, k, w, c, m, (s == "count" && c > 0) ? sprintf("%.0f", n / c) : "-" }' "$tsv"
done
awk -F'\t' -v n="$ntok" 'NR > 1 { c += $6; if ($7 > m) m = $7 }
END { printf "all\t%d\t-\t%.1f\t%.0f\t%.0f\n", NR - 1, c, m, (c > 0 ? n / c : 0) }' "$tsv"
echo
over=$(awk -F'\t' 'NR > 1 && $7 > 2048 { print $1 "-" $2 " " $7 " MB" }' "$tsv")
if [ "$st" = 0 ] && [ -z "$over" ]; then
	say "goal: every process within 2 GB: met ($(awk -F'\t' 'NR > 1 && $7 > m { m = $7 } END { print m }' "$tsv") MB at most)"
else
	say "goal: every process within 2 GB: not met${over:+ (over: $over)}$([ "$st" = 0 ] || echo "; the run did not finish: $(head -1 "$dir/driver.err")")"
fi
