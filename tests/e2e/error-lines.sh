#!/bin/sh
# Errors that know their line say it (issue 10, item 9): a value out of
# range in the embeddings or a spam model, a mask entry or label, and a
# setting of an addressing model are named as FILE:LINE, the file's own
# line number (comment lines count), not a row index or a range of lines.
. "$(dirname "$0")/../lib.sh"

E="$DATA/map-emb.tsv" EMB="$DATA/train-emb.tsv" COR="$DATA/train-corpus.tsv"

# embeddings: a comment, the header, then the rows; 'win' is on line 5
{ echo '# two comment lines'; echo '#'; sed -n '/^word/p' "$EMB"
  grep -v '^#' "$EMB" | sed 1d | sed 's/^win\t1\t0.2\t/win\t1\t1e308\t/'; } > "$T/emb.tsv"
line=$(grep -n '^win	' "$T/emb.tsv" | cut -d: -f1)
t_bad "embedding value out of range" 1 \
    "^attn-train: .*emb.tsv:$line: word 'win': value 1e\\+308 \\(column 3\\) is too large \\(limit 1e\\+100\\)$" \
    attn-train -e "$T/emb.tsv" "$COR"

# a spam model: the parameter's line
t_run "a spam model" 0 attn-train -e "$EMB" --epochs 1 --save "$T/model" "$COR"
sed 's/^u2\t.*/u2\t1e300/' "$T/model" > "$T/huge"
line=$(grep -n '^u2	' "$T/huge" | cut -d: -f1)
t_bad "spam model parameter out of range" 1 "^attn-train: .*huge:$line: parameter 'u2': value 1e\\+300 is too large" \
    attn-train -e "$EMB" --load "$T/huge" --predict "$COR"
sed 's/^epochs\t.*/epochs\t-3/' "$T/model" > "$T/badset"
line=$(grep -n '^epochs	' "$T/badset" | cut -d: -f1)
t_bad "spam model setting out of range" 1 "^attn-train: .*badset:$line: parameter 'epochs': -3 is not a valid training setting$" \
    attn-train -e "$EMB" --load "$T/badset" --predict "$COR"

# masks: an entry (its row's line and its column), a row label, the header
printf '# a mask\nquery\tfree\tcall\nfree\t1\t0.5\ncall\t1\t1\n' > "$T/half.tsv"
t_bad "mask entry not 0 or 1" 1 "^attn-map: .*half.tsv:3: mask row 'free' key 'call' \\(column 3\\): 0.5 is not 0 or 1$" \
    attn-map -e "$E" --mask "$T/half.tsv" --text "free call"
printf '# a mask\n#\nquery\tfree\tcall\nfree\t1\t1\nland\t1\t1\n' > "$T/lab.tsv"
t_bad "mask row label" 1 "^attn-map: .*lab.tsv:5: mask row 2 is 'land', query 2 is 'call'$" \
    attn-map -e "$E" --mask "$T/lab.tsv" --text "free call"
printf '# a mask\nquery\tfree\tland\nfree\t1\t1\ncall\t1\t1\n' > "$T/col.tsv"
t_bad "mask column label: the header's line" 1 "^attn-map: .*col.tsv:2: mask column 3 is 'land', key 2 is 'call'$" \
    attn-map -e "$E" --mask "$T/col.tsv" --text "free call"
printf 'query\tfree\tcall\nfree\t1\t1\ncall\t1\t1\nland\t1\t1\n' > "$T/long.tsv"
t_bad "mask with a row too many: its line" 1 "^attn-map: .*long.tsv:4: mask is 3×2, the map is 2×2$" \
    attn-map -e "$E" --mask "$T/long.tsv" --text "free call"

# an addressing model: the line of the setting at fault
t_run "an addressing model" 0 attn-train addr train --pairs 2 --keys 4 --values 2 --dim 4 --head 4 --steps 2 -o "$T/amodel"
attn-train addr gen --count 2 --pairs 2 --keys 4 --values 2 -o "$T/inst"
for s in "nkeys 0 keys: 0 is out of range 1..702" \
    "nvals 1 values: 1 is out of range 2..1000" \
    "dim 5000 dim 5000, head 4: out of range 1..1024" \
    "head 0 dim 4, head 0: out of range 1..1024" \
    "pos 9 pos: unknown variant 9"; do
	set -- $s
	name=$1 val=$2; shift 2
	awk -v n="$name" -v v="$val" 'BEGIN { FS = OFS = "\t" } $1 == n { $4 = v } { print }' "$T/amodel" > "$T/bad"
	line=$(grep -n "^$name	" "$T/bad" | cut -d: -f1)
	t_bad "addr model: $name $val" 1 "^attn-train: .*bad:$line: $*\$" attn-train addr eval --model "$T/bad" "$T/inst"
done
# RoPE needs an even head: the head's line, whichever came first
awk 'BEGIN { FS = OFS = "\t" } $1 == "pos" { $4 = 2 } $1 == "head" { $4 = 3 } { print }' "$T/amodel" > "$T/bad"
line=$(grep -n '^head	' "$T/bad" | cut -d: -f1)
t_bad "addr model: rope with an odd head" 1 "^attn-train: .*bad:$line: head: RoPE needs an even head width, not 3$" \
    attn-train addr eval --model "$T/bad" "$T/inst"
# finite weights so large that the forward pass overflows (scores inf, the
# loss NaN): refused at the line of the largest weight, for every subcommand
# that reads a model; large weights whose bound stays finite still evaluate (Ek alone at
# 1e160: scores near 1e161, softmax exact)
for s in "WQ WK 1e300 1e+300" "WO Ev 1e200 1e+200" "Ek Eq 1e160 1e+160"; do
	set -- $s
	awk -v a="$1" -v b="$2" -v v="$3" 'BEGIN { FS = OFS = "\t" } ($1 == a || $1 == b) && !done[$1]++ { $4 = v } { print }' \
	    "$T/amodel" > "$T/bad"
	line=$(grep -n "	$3\$" "$T/bad" | head -1 | cut -d: -f1)
	for sub in eval attend intervene; do
		t_bad "addr model: $1 and $2 at $3, $sub" 1 \
		    "^attn-train: .*bad:$line: weights too large \\($(printf %s "$4" | sed "s/+/\\\\+/")\\): scores or logits could reach .*, above 1e\\+300\$" \
		    attn-train addr $sub --model "$T/bad" "$T/inst"
	done
done
awk 'BEGIN { FS = OFS = "\t" } $1 ~ /^(WQ|WK|WO|Ev|Ek|Eq)$/ { $4 = 1e10 } { print }' "$T/amodel" > "$T/big"
awk 'BEGIN { FS = OFS = "\t" } $1 == "Ek" { $4 = 1e160 } { print }' "$T/amodel" > "$T/bigk"
t_run "addr model: Ek at 1e160 evaluates" 0 attn-train addr eval --model "$T/bigk" "$T/inst"
t_run "addr model: weights of 1e10 evaluate" 0 attn-train addr eval --model "$T/big" "$T/inst"
t_ok "addr model: weights of 1e10 give a finite loss" \
    awk -F'\t' '$1 == "all" { found = 1; if ($5 !~ /^[0-9.e+-]+$/) exit 1 } END { exit !found }' "$T/out"
