#!/bin/sh
# figures-block.sh CORPUS BINDIR OUTDIR — the transformer block of
# attn-train --model block (2 layers × 2 heads) on the lesson's vectors,
# and the objections of "Карта — не объяснение" measured on it:
#   OUTDIR/block/report.tsv, heads.tsv, residual.tsv, tokens.tsv  the tables
#   OUTDIR/block-interventions.png   the token interventions per (layer, head)
#   OUTDIR/block-map-L-H.png         every layer and head's map of one spam
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
for f in block/report.tsv block/heads.tsv block/residual.tsv block/tokens.tsv \
    block-interventions.png; do
	echo "figures: $out/$f"
done
