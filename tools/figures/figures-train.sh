#!/bin/sh
# figures-train.sh CORPUS BINDIR OUTDIR — the figures of the trained head
# (lesson, "Обучаемое взвешивание" and "Карта — не объяснение"):
#   OUTDIR/train-top.png            the most-attended spam tokens
#   OUTDIR/train-interventions.png  |Δ logit| of masking and patching
#   OUTDIR/train-weights.png        per-token weights of one held-out spam
set -eu
corpus=$1 bin=$2 out=$3
top=$(cd "$(dirname "$0")/../.." && pwd)
. "$top/tools/train-chain.sh"
attn-train -q -e "$dir/emb.tsv" --save "$dir/model.tsv" -o "$dir/report.tsv" \
    "$dir/tokens.tsv"
attn-train -e "$dir/emb.tsv" --load "$dir/model.tsv" --top 20 \
    -o "$dir/top.tsv" "$dir/tokens.tsv"
gnuplot -e "in='$dir/top.tsv'; out='$out/train-top.png'" \
    "$top/plot/train-top.gp"
attn-train -e "$dir/emb.tsv" --load "$dir/model.tsv" --intervene \
    -o "$dir/interventions.tsv" "$dir/tokens.tsv"
gnuplot -e "in='$dir/interventions.tsv'; out='$out/train-interventions.png'" \
    "$top/plot/train-interventions.gp"
# the first held-out spam of the intervention set, weights of every token
line=$(attn-train -e "$dir/emb.tsv" --load "$dir/model.tsv" --intervene \
    --per-message "$dir/tokens.tsv" |
    awk -F'\t' '!/^#/ && $2 == "spam" { print $1; exit }')
sed -n "${line}p" "$dir/tokens.tsv" |
    attn-train -e "$dir/emb.tsv" --load "$dir/model.tsv" --predict --per-token \
    -o "$dir/predict.tsv"
gnuplot -e "in='$dir/predict.tsv'; out='$out/train-weights.png'; line=1; name='held-out spam, tokens.tsv line $line'" \
    "$top/plot/train-weights.gp"
for f in train-top.png train-interventions.png train-weights.png; do
	echo "figures: $out/$f"
done
