#!/bin/sh
# bench-train.sh CORPUS BINDIR OUTDIR — training time of the attention head,
# for the default epochs on the real corpus (goal: under 2 s on 2 cores),
# then the transformer block against PyTorch (below).
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

# The transformer block (attn-train --model block, 2 layers × 2 heads, the
# MLP 4d, batch 32, 1 thread: attn-train runs OpenBLAS on one) against
# PyTorch training the same model on the same messages, threads and batch
# (bench/block_torch.py), in examples per CPU second (CPU time: the figure
# a shared machine does not bend), and the block's forward pass against
# the machine's FMA peak per CPU second (attn-bench -m peak, float32: a
# double FMA does half as many per instruction).
grep -m1 'model name' /proc/cpuinfo | sed 's/^.*: /bench-train: CPU: /'
attn-train -q --time --model block --layers 2 --heads 2 -e "$dir/emb.tsv" \
    -o "$dir/bench-block.tsv" "$dir/tokens.tsv" 2> "$dir/bench-block.txt"
ours=$(awk '/trained block/ { print $(NF - 4) }' "$dir/bench-block.txt")
gfl=$(awk '/block forward/ { for (i = 1; i < NF; i++) if ($(i + 1) == "GFLOP/s,") print $i }' "$dir/bench-block.txt")
attn-bench -m peak > "$dir/bench-peak.tsv"
peak=$(awk -F'\t' '$1 == "fma" && $3 == 1 && $6 + 0 > 0 { if ($7 > p) p = $7 } END { print p }' "$dir/bench-peak.tsv")
ntrain=$(awk '/trained block/ { sub(/^.*epochs, /, ""); print $1 }' "$dir/bench-block.txt")
/usr/bin/python3 "$top/bench/block_torch.py" -e 1 -n "$ntrain" -t 1 -B 32 \
    "$dir/tokens.tsv" "$dir/emb.tsv" > "$dir/bench-torch.tsv"
t32=$(awk -F'\t' '$2 == "float32" { print $8 }' "$dir/bench-torch.tsv")
t64=$(awk -F'\t' '$2 == "float64" { print $8 }' "$dir/bench-torch.tsv")
awk -v o="$ours" -v a="$t32" -v b="$t64" -v g="$gfl" -v p="$peak" 'BEGIN {
	printf "bench-train: block 2x2 training, 1 thread, batch 32: attn-train %.0f examples per CPU second (double); PyTorch %.0f (float32), %.0f (float64): %.1fx and %.1fx (goal >= 2x)\n", o, a, b, o / a, o / b
	printf "bench-train: block forward %.2f GFLOP per CPU second = %.1f %% of the double FMA peak (%.1f, half the float32 probe'"'"'s %.1f per CPU second)\n", g, 100 * g / (p / 2), p / 2, p }'
