#!/bin/sh
# reproduce-train.sh CORPUS BINDIR OUTDIR — the lesson's numbers of the trained
# head ("Обучаемое взвешивание", "Карта — не объяснение") next to ours, as the
# rows of docs/REPRODUCTION.md; the files go to OUTDIR/train/.
set -eu
corpus=$1 bin=$2 out=$3
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/tools/train-chain.sh"
rep=$dir/report.tsv
attn-train -q -e "$dir/emb.tsv" --save "$dir/model.tsv" -o "$rep" "$dir/tokens.tsv"
attn-train -e "$dir/emb.tsv" --load "$dir/model.tsv" --intervene \
    -o "$dir/interventions.tsv" "$dir/tokens.tsv"
attn-train -e "$dir/emb.tsv" --load "$dir/model.tsv" --top 20 \
    -o "$dir/top.tsv" "$dir/tokens.tsv"

# row MODEL BUCKET FIELD: a field of the held-out report
row() { awk -F'\t' -v m="$1" -v b="$2" -v f="$3" \
    '$1 == m && $2 == "test" && $3 == b { print $f }' "$rep"; }
pct() { awk -v x="$1" 'BEGIN { printf "%.1f %%", 100 * x }'; }
cmd='attn-train -e emb.tsv tokens.tsv'
echo "| quantity | lesson | ours | command |"
echo "|---|---|---|---|"
echo "| held-out messages | 1,368 of 5,569 | $(row mean all 4) of $(awk '/^# [0-9]+ messages/ { print $2 }' "$rep") | \`$cmd\` |"
echo "| mean pooling, held out | 96.3 % (51 errors) | $(pct "$(row mean all 7)") ($(row mean all 6) errors) | same |"
echo "| attention, held out | 96.6 % (47 errors) | $(pct "$(row attention all 7)") ($(row attention all 6) errors) | same |"
echo "| constant \"ham\", held out | 87.0 % | $(pct "$(row constant all 7)") | same |"
echo "| messages of 10–25 tokens | 586 | $(row mean 10-25 4) | same |"
echo "| 10–25 tokens: mean vs attention | 94.5 % vs 95.2 % | $(pct "$(row mean 10-25 7)") vs $(pct "$(row attention 10-25 7)") | same |"

# ten seeds: ten splits, the spread the single split of the lesson hides
for s in 1 2 3 4 5 6 7 8 9 10; do
	attn-train -q -e "$dir/emb.tsv" --seed "$s" "$dir/tokens.tsv" |
	    awk -F'\t' -v s="$s" '$2 == "test" && $1 != "constant" &&
	    ($3 == "all" || $3 == "10-25") { print s, $1, $3, $4, $6 }'
done > "$dir/seeds.txt"
awk '
$3 == "all" { e[$2] += $5; n += ($2 == "mean") * $4
	if ($2 == "attention") a = $5; else { w += (a <= $5); d = d sprintf("%+d ", a - $5) } }
$3 == "10-25" { b[$2] += $5; bn += ($2 == "mean") * $4 }
END {
	printf "| 10 seeds, held out: mean vs attention errors | 51 vs 47 (one split) | %.1f vs %.1f per split (%.2f %% vs %.2f %%); attention ≤ mean on %d of 10 | `for s in $(seq 10); do %s --seed $s; done` |\n",
	    e["mean"] / 10, e["attention"] / 10, 100 - 100 * e["mean"] / n,
	    100 - 100 * e["attention"] / n, w, "attn-train -e emb.tsv tokens.tsv"
	printf "| 10 seeds, 10–25 tokens: mean vs attention | 94.5 %% vs 95.2 %% | %.2f %% vs %.2f %% | same |\n",
	    100 - 100 * b["mean"] / bn, 100 - 100 * b["attention"] / bn
}' "$dir/seeds.txt"

iv() { awk -F'\t' -v k="$1" '$1 == k { print $4 }' "$dir/interventions.tsv"; }
echo "| mean \|Δ logit\|: mask max / mean / random token | max should move it more | $(printf '%.3f / %.3f / %.3f' "$(iv mask-max)" "$(iv mask-mean)" "$(iv mask-random)") ($(sed -n 's/^# verdict: .*; \(larger on [^)]*\)).*/\1/p' "$dir/interventions.tsv")) | \`attn-train -e emb.tsv --load model.tsv --intervene tokens.tsv\` |"
echo "| mean \|Δ logit\|: patch max / random token | (not measured) | $(printf '%.3f / %.3f' "$(iv patch-max)" "$(iv patch-random)") | same |"
echo "| top spam tokens | addresses, domains, tariffs, txt | $(awk -F'\t' '!/^#/ && NR > 3 && n++ < 12 { printf "%s%s", (n > 1 ? ", " : ""), $2 }' "$dir/top.tsv") | \`attn-train -e emb.tsv --load model.tsv --top 20 tokens.tsv\` |"
grep '^# verdict' "$dir/interventions.tsv" | sed 's/^# /reproduce-train: /' >&2
