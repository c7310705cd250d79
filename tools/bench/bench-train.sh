#!/bin/sh
# bench-train.sh CORPUS BINDIR OUTDIR — training time of the attention head
# for the default epochs on the real corpus (goal: under 2 s on 2 cores).
# Prints the median of 5 runs of each training and of the whole command
# (read embeddings and corpus, train attention and mean, evaluate, write).
set -eu
corpus=$1 bin=$2 out=$3
top=$(cd "$(dirname "$0")/../.." && pwd)
. "$top/tools/train-chain.sh"
med() { sort -n | awk '{ x[NR] = $1 } END { print x[int((NR + 1) / 2)] }'; }
: > "$dir/bench.txt"
for i in 1 2 3 4 5; do
	t0=$(date +%s.%N)
	attn-train -q --time -e "$dir/emb.tsv" -o "$dir/bench-report.tsv" \
	    "$dir/tokens.tsv" 2>> "$dir/bench.txt"
	t1=$(date +%s.%N)
	echo "whole $(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')" >> "$dir/bench.txt"
done
att=$(awk '/trained attention/ { print $(NF - 1) }' "$dir/bench.txt" | med)
mean=$(awk '/trained mean/ { print $(NF - 1) }' "$dir/bench.txt" | med)
whole=$(awk '$1 == "whole" { print $2 }' "$dir/bench.txt" | med)
n=$(awk '/trained attention/ { sub(/\(/, "", $0); print; exit }' "$dir/bench.txt" |
    sed 's/.*epochs, \([0-9]*\) messages.*/\1/')
epochs=$(awk '/trained attention/ { sub(/^.*\(/, ""); print $1; exit }' "$dir/bench.txt")
printf 'bench-train: %s epochs over %s training messages, median of 5 runs: attention %.3f s, mean %.3f s, whole command %.3f s (goal: training < 2 s on 2 cores)\n' \
    "$epochs" "$n" "$att" "$mean" "$whole"
