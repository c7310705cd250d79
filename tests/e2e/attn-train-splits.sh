#!/bin/sh
# attn-train --splits N: mean ± sd over N seeded splits.  Every number is
# checked against N single runs (--seed s) computed here: the mean and the
# sample sd (n - 1) of the held-out accuracy and errors, the difference
# attention - mean and the count of splits where attention wins.
. "$(dirname "$0")/../lib.sh"
COR=$DATA/train-corpus.tsv EMB=$DATA/train-emb.tsv

t_run "--splits 3" 0 attn-train -e "$EMB" --epochs 5 --splits 3 "$COR"
cp "$T/out" "$T/splits.tsv"
t_ok "header" sh -c "grep -v '^#' '$T/splits.tsv' | head -1 | grep -qx 'model	bucket	splits	n_mean	n_sd	errors_mean	errors_sd	accuracy_mean	accuracy_sd	better	ties	logloss_mean	logloss_sd	precision_mean	precision_sd	recall_mean	recall_sd	f1_mean	f1_sd	roc_auc_mean	roc_auc_sd	pr_auc_mean	pr_auc_sd'"
t_ok "4 models × 4 rows (all, 3 buckets)" test "$(grep -vc '^#' "$T/splits.tsv")" -eq 17
t_ok "the comment names the seeds 1..3" grep -q '^# 3 held-out splits, seeds 1..3' "$T/splits.tsv"
for s in 1 2 3; do
	attn-train -q -e "$EMB" --epochs 5 --seed $s "$COR" |
	    awk -F'\t' -v s=$s '$2 == "test" && $3 == "all" { print s, $1, $4, $6 }'
done > "$T/single"
t_ok "three single runs" test "$(wc -l < "$T/single")" -eq 9
# by hand: mean and sd (n - 1) of the single runs' numbers
ref() {	# ref MODEL what: acc | err -> "mean sd"
	awk -v m="$1" -v w="$2" '$2 == m { x = w == "acc" ? 1 - $4 / $3 : $4; v[++n] = x; s += x }
	    END { mu = s / n; for (i = 1; i <= n; i++) q += (v[i] - mu) ^ 2; printf "%.12g %.12g", mu, sqrt(q / (n - 1)) }' "$T/single"
}
got() { awk -F'\t' -v m="$1" -v c="$2" '!/^#/ && $1 == m && $2 == "all" { print $c }' "$T/splits.tsv"; }
for m in attention mean constant; do
	set -- $(ref $m acc)
	t_near "$m: accuracy mean = mean of the single runs" "$(got $m 8)" "$1" 1e-8
	t_near "$m: accuracy sd = sample sd of the single runs" "$(got $m 9)" "$2" 1e-8
	set -- $(ref $m err)
	t_near "$m: errors mean" "$(got $m 6)" "$1" 1e-8
	t_near "$m: errors sd" "$(got $m 7)" "$2" 1e-8
done
dif=$(awk '$2 == "attention" { a[$1] = $4 } $2 == "mean" { m[$1] = $4 }
    END { for (s in a) { d += a[s] - m[s]; b += a[s] < m[s]; t += a[s] == m[s] }; printf "%.12g %d %d", d / 3, b, t }' "$T/single")
set -- $dif
t_near "difference: errors mean = attention - mean" "$(got difference 6)" "$1" 1e-8
t_ok "difference: better = splits where attention has fewer errors ($2)" test "$(got difference 10)" = "$2"
t_ok "difference: ties ($3)" test "$(got difference 11)" = "$3"
t_ok "the per-model rows have no better/ties" test "$(got attention 10)$(got attention 11)" = "--"
t_ok "n_mean: the held-out size, sd 0" test "$(got mean 4) $(got mean 5)" = "$(awk '$2 == "mean" { print $3; exit }' "$T/single") 0"
t_run "--splits 1 = --seed 1's accuracy, sd 0" 0 attn-train -e "$EMB" --epochs 5 --splits 1 "$COR"
t_ok "one split: sd 0" awk -F'\t' '!/^#/ && $1 == "attention" && $2 == "all" { exit !($9 == 0) }' "$T/out"
t_near "one split: the accuracy of --seed 1" \
    "$(awk -F'\t' '!/^#/ && $1 == "attention" && $2 == "all" { print $8 }' "$T/out")" \
    "$(awk '$1 == 1 && $2 == "attention" { printf "%.12g", 1 - $4 / $3 }' "$T/single")" 1e-8
t_run "--seed 2 --splits 2 starts at seed 2" 0 attn-train -e "$EMB" --epochs 5 --seed 2 --splits 2 "$COR"
t_ok "seeds 2..3 named" grep -q '^# 2 held-out splits, seeds 2..3' "$T/out"
t_run "same command, same bytes" 0 attn-train -e "$EMB" --epochs 5 --splits 3 "$COR"
t_cmp "--splits is deterministic" "$T/splits.tsv" "$T/out"

t_bad "--splits 0" 2 '^attn-train: .*--splits' attn-train -e "$EMB" --splits 0 "$COR"
t_bad "--splits x" 2 '^attn-train: .*--splits' attn-train -e "$EMB" --splits x "$COR"
t_bad "--splits with --top" 2 '^attn-train: ' attn-train -e "$EMB" --splits 2 --top 5 "$COR"
t_bad "--splits with --save" 2 '^attn-train: --save: not with --splits: --splits trains a model per split$' attn-train -e "$EMB" --splits 2 --save "$T/m.tsv" "$COR"
t_ok "no model file written" test ! -e "$T/m.tsv"
