#!/bin/sh
# attn-train --splits N: mean ± sd over N seeded splits.  Every number is
# checked against N single runs (--seed s) computed here: the mean and the
# sample sd (n - 1) of the held-out accuracy and errors, the difference
# attention - mean and the count of splits where attention wins.
. "$(dirname "$0")/../../lib.sh"
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
# the sample sd (n - 1) of one value is undefined (numpy ddof=1, pandas,
# R give NaN): '-', not 0 (which claimed the splits agreed)
t_run "--splits 1 = --seed 1's accuracy, sd -" 0 attn-train -e "$EMB" --epochs 5 --splits 1 "$COR"
t_ok "one split: every sd '-'" awk -F'\t' '!/^#/ && $1 != "model" && $3 == 1 { for (c = 5; c <= 23; c += 2) if (c != 11 && $c != "-") bad = 1; k++ } END { exit bad || !k }' "$T/out"
t_near "one split: the accuracy of --seed 1" \
    "$(awk -F'\t' '!/^#/ && $1 == "attention" && $2 == "all" { print $8 }' "$T/out")" \
    "$(awk '$1 == 1 && $2 == "attention" { printf "%.12g", 1 - $4 / $3 }' "$T/single")" 1e-8
t_run "--seed 2 --splits 2 starts at seed 2" 0 attn-train -e "$EMB" --epochs 5 --seed 2 --splits 2 "$COR"
t_ok "seeds 2..3 named" grep -q '^# 2 held-out splits, seeds 2..3' "$T/out"
t_run "same command, same bytes" 0 attn-train -e "$EMB" --epochs 5 --splits 3 "$COR"
t_cmp "--splits is deterministic" "$T/splits.tsv" "$T/out"

# a metric only some splits define (an area needs both classes held
# out): its mean is over those, said after the table; an sd over one
# of them '-', over two a number.  Bucket 26+ holds 12 long messages, 2
# of them spam: with --seed 4 --splits 4 both classes are held out in
# one split only
awk 'BEGIN { srand(3); print "word\td1\td2\td3\td4"; for (i = 0; i < 40; i++) { printf "w%d", i; for (j = 0; j < 4; j++) printf "\t%.4f", rand() - 0.5; print "" } }' > "$T/we.tsv"
awk 'BEGIN { srand(4); for (i = 0; i < 48; i++) { long = i % 4 == 3; s = long ? i % 24 == 3 : i % 3 == 0; printf "%s", s ? "spam" : "ham"; m = long ? 30 : 5; for (k = 0; k < m; k++) printf "%sw%d", k ? " " : "\t", s ? int(rand() * 20) : 20 + int(rand() * 20); print "" } }' > "$T/wc.tsv"
t_run "--splits 4 where 26+ has both classes once" 0 attn-train -e "$T/we.tsv" --epochs 2 --seed 4 --splits 4 -o "$T/w.tsv" "$T/wc.tsv"
for s in 4 5 6 7; do attn-train -q -e "$T/we.tsv" --epochs 2 --seed $s "$T/wc.tsv"; done |
    awk -F'\t' '$1 == "attention" && $2 == "test" && $3 == "26+" && $16 != "-"' > "$T/wdef"
t_ok "  the single runs: roc_auc of 26+ defined in 1 of 4" test "$(wc -l < "$T/wdef")" -eq 1
wrow() { awk -F'\t' -v m="$1" -v b="$2" '!/^#/ && $1 == m && $2 == b' "$T/w.tsv"; }
t_ok "  attention 26+: 4 splits, roc_auc_mean that split's, roc_auc_sd and pr_auc_sd '-'" \
    test "$(wrow attention 26+ | cut -f3,20,21,23)" = "4	$(cut -f16 "$T/wdef")	-	-"
t_ok "  attention all: both classes in every split, a numeric roc_auc_sd" \
    sh -c "wrow() { awk -F'\t' -v m=\"\$1\" -v b=\"\$2\" '!/^#/ && \$1 == m && \$2 == b' '$T/w.tsv'; }; wrow attention all | cut -f21 | grep -Eqx '[0-9.e-]+'"
t_ok "  the note after the table" grep -qx '# attention 26+: of its 4 splits, roc_auc and pr_auc defined in 1 (sd -): their means are over those splits' "$T/w.tsv"
t_ok "  no note for a row every split defines" sh -c "! grep -q '^# attention all:' '$T/w.tsv'"
t_ok "  the header line says the rule" grep -q "^# 4 held-out splits, .*one split's value ('-' over fewer than 2), .*a metric's over the splits that define it (said after the table where fewer than the row's splits)" "$T/w.tsv"
t_run "  --splits 2 --seed 4: defined in 1 of 2" 0 attn-train -e "$T/we.tsv" --epochs 2 --seed 4 --splits 2 -o "$T/w2.tsv" "$T/wc.tsv"
t_ok "  still '-'" test "$(awk -F'\t' '!/^#/ && $1 == "attention" && $2 == "26+" { print $21 }' "$T/w2.tsv")" = -

t_bad "--splits 0" 2 '^attn-train: .*--splits' attn-train -e "$EMB" --splits 0 "$COR"
t_bad "--splits x" 2 '^attn-train: .*--splits' attn-train -e "$EMB" --splits x "$COR"
t_bad "--splits with --top" 2 '^attn-train: ' attn-train -e "$EMB" --splits 2 --top 5 "$COR"
t_bad "--splits with --save" 2 '^attn-train: --save: not with --splits: --splits trains a model per split$' attn-train -e "$EMB" --splits 2 --save "$T/m.tsv" "$COR"
t_ok "no model file written" test ! -e "$T/m.tsv"
