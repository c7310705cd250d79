#!/bin/sh
# figures-block.sh CORPUS BINDIR OUTDIR — the transformer block of
# attn-train --model block (2 layers × 2 heads) on the lesson's vectors,
# and the objections of "Карта — не объяснение" measured on it:
#   OUTDIR/block/report.tsv, heads.tsv, residual.tsv, tokens.tsv  the tables
#   OUTDIR/block-interventions.png   the token interventions per (layer, head)
#   OUTDIR/block-map-L-H.png         every layer and head's map of one spam
# and the same block on the addressing task (attn-train addr train --model
# block), where the right answer is known:
#   OUTDIR/addr-block/*.tsv           eval and the three interventions of a
#                                     1 × 2 and a 2 × 2 block, and of a 1 × 2
#                                     block with --residual off
#   OUTDIR/addr-block-interventions.png  the 1 × 2 block's token masks
set -eu
corpus=$1 bin=$2 out=$3
top=$(cd "$(dirname "$0")/../.." && pwd)
. "$top/tools/train-chain.sh"
b="$out/block"
mkdir -p "$b/maps"
attn-train -q -e "$dir/emb.tsv" --model block --layers 2 --heads 2 \
    --save "$b/model.tsv" -o "$b/report.tsv" "$dir/tokens.tsv"
for t in heads residual tokens; do
	attn-train -e "$dir/emb.tsv" --load "$b/model.tsv" --intervene \
	    --target $t -o "$b/$t.tsv" "$dir/tokens.tsv"
done
attn-train -e "$dir/emb.tsv" --load "$b/model.tsv" --maps "$b/maps" \
    -o /dev/null "$dir/tokens.tsv"
gnuplot -e "in='$b/tokens.tsv'; out='$out/block-interventions.png'" \
    "$top/plot/block-interventions.gp"
for m in "$b"/maps/map-*.tsv; do
	n=$(basename "$m" .tsv)
	gnuplot -e "in='$m'; out='$out/block-$n.png'; title='block $n (row = query, column = key)'" \
	    "$top/plot/heatmap.gp"
	echo "figures: $out/block-$n.png"
done
a="$out/addr-block"
mkdir -p "$a"
attn-train addr gen --count 50 --pairs 2-16 --seed 101 -o "$a/test.tsv"
for v in "12 --heads 2" "22 --layers 2 --heads 2" "12-off --heads 2 --residual off"; do
	n=${v%% *}
	# shellcheck disable=SC2086 # the options of the variant, split
	attn-train addr train --model block ${v#* } -q -o "$a/model-$n.tsv"
	attn-train addr eval --model "$a/model-$n.tsv" -o "$a/eval-$n.tsv" "$a/test.tsv"
	for t in heads residual tokens; do
		attn-train addr intervene --model "$a/model-$n.tsv" --target $t \
		    -o "$a/$t-$n.tsv" "$a/test.tsv"
	done
done
gnuplot -e "in='$a/tokens-12.tsv'; out='$out/addr-block-interventions.png'; ch=0.1" \
    "$top/plot/addr-block-interventions.gp"
for f in block/report.tsv block/heads.tsv block/residual.tsv block/tokens.tsv \
    block-interventions.png addr-block/eval-12.tsv addr-block/heads-12.tsv \
    addr-block/residual-12.tsv addr-block/tokens-12.tsv \
    addr-block-interventions.png; do
	echo "figures: $out/$f"
done
