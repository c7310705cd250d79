#!/bin/sh
# addr-experiments.sh BINDIR OUTDIR — the addressing-task study of the lesson
# ("Мини-исследование: задача адресации"), every number as a TSV in
# OUTDIR/addr/: four position variants trained on 2-16 pairs and tested on
# 2-64 (accuracy by pairs and by distance), the three interventions, the
# duplicate-key study ("take the last") and two attention pictures.
# Used by tools/figures/figures-addr.sh and tools/reproduce/reproduce-addr.sh.  About 30 s.
set -eu
bin=$1 out=$2/addr
PATH="$bin:$PATH"
export LC_ALL=C
mkdir -p "$out"
A="attn-train addr"
variants="none sin rope rel"

# test sets (fixed seeds, independent of the training seeds)
$A gen --count 200 --pairs 2-64 --seed 101 -o "$out/test-len.tsv"
$A gen --count 100 --pairs 2-16 --seed 102 -o "$out/test-iv.tsv"
$A gen --count 30 --pairs 17-64 --seed 104 -o "$out/test-iv-long.tsv"
$A gen --count 100 --pairs 2-64 --dup 1 --mirror --seed 103 -o "$out/test-dup.tsv"

for v in $variants; do
	$A train --pos "$v" --log "$out/log-$v.tsv" -o "$out/model-$v.tsv"
	$A train --pos "$v" --dup 1 --log "$out/log-dup-$v.tsv" \
	    -o "$out/model-dup-$v.tsv"
	$A eval --model "$out/model-$v.tsv" --by pairs "$out/test-len.tsv" > "$out/e-pairs-$v"
	$A eval --model "$out/model-$v.tsv" --by dist "$out/test-len.tsv" > "$out/e-dist-$v"
	$A eval --model "$out/model-dup-$v.tsv" --by pairs "$out/test-dup.tsv" > "$out/e-dpairs-$v"
	$A eval --model "$out/model-dup-$v.tsv" --by dist "$out/test-dup.tsv" > "$out/e-ddist-$v"
	$A eval --model "$out/model-dup-$v.tsv" "$out/test-dup.tsv" > "$out/e-dall-$v"
	$A eval --model "$out/model-$v.tsv" "$out/test-len.tsv" > "$out/e-all-$v"
	$A intervene --model "$out/model-$v.tsv" "$out/test-iv.tsv" > "$out/e-iv-$v"
	$A intervene --model "$out/model-$v.tsv" "$out/test-iv-long.tsv" > "$out/e-ivl-$v"
done

# join: first column of the first variant, then the accuracy of each
join_acc() {	# join_acc PREFIX KEYNAME > FILE
	printf '# accuracy of attn-train addr eval --by %s, one column per --pos; trained on 2-16 pairs\n' "$2"
	printf '%s' "$2"
	for v in $variants; do printf '\t%s' "$v"; done
	printf '\n'
	set --  "$1"
	first=1
	for v in $variants; do
		if [ $first = 1 ]; then
			grep -v '^#' "$out/$1-$v" | sed 1d | cut -f1,4 > "$out/j.tmp"
			first=0
		else
			grep -v '^#' "$out/$1-$v" | sed 1d | cut -f4 | paste "$out/j.tmp" - > "$out/j.tmp2"
			mv "$out/j.tmp2" "$out/j.tmp"
		fi
	done
	cat "$out/j.tmp"
	rm -f "$out/j.tmp"
}
join_acc e-pairs pairs > "$out/pairs.tsv"
join_acc e-dist dist > "$out/dist.tsv"
join_acc e-dpairs pairs > "$out/dup-pairs.tsv"
join_acc e-ddist dist > "$out/dup-dist.tsv"

{
	echo "# attn-train addr intervene on test-iv.tsv (2-16 pairs, as in training) and test-iv-long.tsv (17-64 pairs)"
	printf 'pos\tpairs\tintervention\tn\tpass\trate\tmax_dw\n'
	for v in $variants; do
		grep -v '^#' "$out/e-iv-$v" | sed 1d | cut -f1-5 | sed "s/^/$v	2-16	/"
		grep -v '^#' "$out/e-ivl-$v" | sed 1d | cut -f1-5 | sed "s/^/$v	17-64	/"
	done
} > "$out/interventions.tsv"

{
	echo "# overall accuracy: plain test 2-64 pairs (all), duplicate test 2-64 pairs (dup), in and beyond training (2-16)"
	printf 'pos\tall\tdup\tall_in\tall_beyond\tdup_in\tdup_beyond\n'
	for v in $variants; do
		a=$(awk -F '\t' '$1 == "all" { print $4 }' "$out/e-all-$v")
		d=$(awk -F '\t' '$1 == "all" { print $4 }' "$out/e-dall-$v")
		io() { awk -F '\t' -v w="$2" '!/^#/ && $1 ~ /^[0-9]+$/ {
			if (($1 <= 16) == (w == "in")) { n += $2; c += $3 } }
			END { printf "%.4f", c / n }' "$out/$1-$v"; }
		printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$v" "$a" "$d" \
		    "$(io e-pairs in)" "$(io e-pairs beyond)" \
		    "$(io e-dpairs in)" "$(io e-dpairs beyond)"
	done
} > "$out/summary.tsv"

# attention pictures: the first solved instance of 12 pairs (plain model
# without positions), and of 12 pairs with a duplicate key (rel model)
pick() {	# pick MODEL INSTANCES > long TSV of the first solved one
	id=$($A eval --model "$1" --each "$2" | awk -F '\t' '!/^#/ && $7 == 1 { print $1; exit }')
	$A attend --model "$1" "$2" | awk -F '\t' -v id="$id" '/^#/ || $1 == "id" || $1 == id'
}
$A gen --count 20 --pairs 12 --seed 7 -o "$out/att-plain-set.tsv"
$A gen --count 20 --pairs 12 --dup 1 --seed 7 -o "$out/att-dup-set.tsv"
pick "$out/model-none.tsv" "$out/att-plain-set.tsv" > "$out/attention-plain.tsv"
pick "$out/model-dup-rel.tsv" "$out/att-dup-set.tsv" > "$out/attention-dup.tsv"
rm -f "$out"/e-* "$out"/att-*-set.tsv
