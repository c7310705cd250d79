#!/bin/sh
# reproduce-addr.sh CORPUS BINDIR OUTDIR — the addressing task's claims of
# the lesson ("Мини-исследование: задача адресации") next to our measured
# values, from the TSVs of tools/addr-experiments.sh (OUTDIR/addr/).
# The lesson states the expected behaviour, not numbers; "ours" is measured.
set -eu
bin=$2 out=$3
top=$(cd "$(dirname "$0")/../.." && pwd)
sh "$top/tools/addr-experiments.sh" "$bin" "$out"
d=$out/addr
iv() { awk -F '\t' -v p="$1" -v i="$2" '$1 == p && $3 == i { printf "%s%s/%s = %.4f", s, $5, $4, $6; s = ", " }' "$d/interventions.tsv"; }
sm() { awk -F '\t' -v p="$1" -v c="$2" 'NR > 2 && $1 == p { printf "%.4f", $c }' "$d/summary.tsv"; }
echo "reproduce-addr: lesson claim | ours (trained on 2-16 pairs, tested on 2-64; files in $d)"
echo "interventions: pass/n = rate on 2-16 pairs, then on 17-64 pairs"
echo "(a) permute the pairs: answer kept       | none $(iv none a-permute); sin $(iv sin a-permute); rope $(iv rope a-permute); rel $(iv rel a-permute)"
echo "(b) replace the key: the address moves   | none $(iv none b-key); sin $(iv sin b-key); rope $(iv rope b-key); rel $(iv rel b-key)"
echo "(c) replace the value: same weights, new output | none $(iv none c-value); sin $(iv sin c-value); rope $(iv rope c-value); rel $(iv rel c-value)"
echo "plain task, accuracy 2-16 / 17-64 pairs  | none $(sm none 4) / $(sm none 5); sin $(sm sin 4) / $(sm sin 5); rope $(sm rope 4) / $(sm rope 5); rel $(sm rel 4) / $(sm rel 5)"
echo "duplicates, no positions: unsolvable     | none $(sm none 6) / $(sm none 7) (bound 0.5: each instance and its mirror share one output)"
echo "duplicates, relative encoding, 2-16 / 17-64 pairs | rel $(sm rel 6) / $(sm rel 7); rope $(sm rope 6) / $(sm rope 7); sin $(sm sin 6) / $(sm sin 7)"
