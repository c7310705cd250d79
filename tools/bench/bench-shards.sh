#!/bin/sh
# bench-shards.sh CORPUS BINDIR OUTDIR — make bench ONLY=shards: how the
# wall time of ppmi-svd-slurm grows with --shards N at a few corpus sizes,
# against one ppmi-svd process on the same tokens, on the two-node cluster
# of make check-dist (tests/dist/cluster.sh, one CPU a node: two jobs at a
# time on a 2-core host).  The figures behind "Choosing --shards" in
# ppmi-svd-slurm(1).  A benchmark, not a test: it prints a table.
#
# Corpora: SHARDS_SIZES tokens (default "1000000 4000000") of Zipf's law
# over 200,000 words (tools/zipf-corpus.c, seed 1); the vocabulary:
# sms-vocab --min-count 10 of each.  For each size: ppmi-svd -v VOCAB
# TOKENS once, then ppmi-svd-slurm --shards N for each N of SHARDS_LIST
# (default "1 4 16 64"), each timed by its wall clock; the load average
# (uptime) before each run, the CPU model once.  The table also goes to
# OUTDIR/bench-shards.tsv.  The CORPUS argument is not used.
set -eu
export LC_ALL=C
top=$(cd "$(dirname "$0")/../.." && pwd)
bin=$(cd "$2" && pwd)
outdir=$3
build=$(dirname "$bin")
sizes=${SHARDS_SIZES:-1000000 4000000}
list=${SHARDS_LIST:-1 4 16 64}
mkdir -p "$outdir"
outdir=$(cd "$outdir" && pwd)
dir=$(mktemp -d "$outdir/shards.XXXXXX")
say() { echo "bench-shards: $*"; }
load() { sed 's/ .*//' /proc/loadavg; }

sh "$top/tools/deps.sh" dist
# (a copy of BINDIR and its tools/ beside it runs as it is: the tree can
# be rebuilt meanwhile)
[ -x "$build/tools/zipf-corpus" ] && [ -x "$bin/ppmi-svd-slurm" ] ||
    make -s -C "$top" BUILD="$build" "$build/tools/zipf-corpus" "$bin/ppmi-svd-slurm" > /dev/null
C=$dir/cluster
trap 'sh "$top/tests/dist/cluster.sh" down "$C"; rm -rf "$dir"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
say "CPU: $(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo), $(nproc) cores; $(date -u '+%Y-%m-%d %H:%M UTC')"
sh "$top/tests/dist/cluster.sh" up "$C" 1 > /dev/null
export SLURM_CONF=$C/slurm.conf

# secs CMD...: CMD's wall time in seconds (0.01 s), its output discarded
secs() {
	a=$(date +%s.%N)
	"$@" > /dev/null 2> "$dir/err" || { say "failed: $* ($(head -1 "$dir/err"))" >&2; exit 1; }
	b=$(date +%s.%N)
	echo "$a $b" | awk '{ printf "%.2f", $2 - $1 }'
}
tsv=$outdir/bench-shards.tsv
printf 'tokens\twords\tshards\twall_s\tone_process_s\tratio\tload\n' > "$tsv"
for n in $sizes; do
	"$build/tools/zipf-corpus" "$n" 200000 1 > "$dir/z.tsv"
	"$bin/sms-vocab" --min-count 10 -o "$dir/v.tsv" "$dir/z.tsv"
	words=$(($(grep -vc '^#' "$dir/v.tsv") - 1))
	l=$(load)
	one=$(secs "$bin/ppmi-svd" -v "$dir/v.tsv" -o "$dir/e1.tsv" "$dir/z.tsv")
	printf '%s\t%s\t-\t%s\t%s\t1.0\t%s\n' "$n" "$words" "$one" "$one" "$l" >> "$tsv"
	for s in $list; do
		l=$(load)
		w=$(secs "$bin/ppmi-svd-slurm" -q --shards "$s" -v "$dir/v.tsv" -o "$dir/e.tsv" "$dir/z.tsv")
		cmp -s "$dir/e.tsv" "$dir/e1.tsv" ||
		    [ "$(tail -n +2 "$dir/e.tsv" | cksum)" = "$(tail -n +2 "$dir/e1.tsv" | cksum)" ] ||
		    { say "--shards $s: not the bytes of one run"; exit 1; }
		printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$words" "$s" "$w" "$one" \
		    "$(echo "$w $one" | awk '{ printf "%.1f", $1 / $2 }')" "$l" >> "$tsv"
		say "$n tokens, --shards $s: $w s (one process $one s; load $l)"
	done
done
say "load after: $(load)"
column -t -s '	' "$tsv" 2>/dev/null || cat "$tsv"
