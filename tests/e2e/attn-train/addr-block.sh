#!/bin/sh
# End-to-end tests of `attn-train addr train --model block` (the
# transformer block on the addressing task) and of eval, attend and
# intervene --target heads|residual|tokens on its model file, where the
# right answer is known: the trained block answers held-out instances,
# removing the answering pair from the input takes the answer away while
# removing another pair does not, and with no residual path every head
# zeroed leaves one answer for every instance.
. "$(dirname "$0")/../../lib.sh"

A="attn-train addr"
S="--steps 400 --batch-size 16 --pairs 2-8 --keys 16 --values 6 -d 16 -q"

# ---- options ----
t_bad "--layers without --model block" 2 '^attn-train: --layers, --heads.*only with --model block' $A train --layers 2 --steps 1
t_bad "--model other" 2 "^attn-train: --model 'tree': train takes head or block" $A train --model tree --steps 1
t_bad "--dk with a block" 2 "^attn-train: --dk, --max-dist: the head's" $A train --model block --dk 8 --steps 1
t_bad "--pos rel with a block" 2 '^attn-train: --pos rel: .*a block takes none, sin or rope' $A train --model block --pos rel --steps 1
t_bad "--heads not dividing --dim" 2 'does not divide' $A train --model block -d 16 --heads 3 --steps 1
t_bad "--pe rope, odd head width" 2 'even head width' $A train --model block -d 6 --heads 2 --pe rope --steps 1
t_bad "--layers 5" 2 '^attn-train: --layers: ' $A train --model block --layers 5

# ---- train, eval ----
t_run "gen held-out instances" 0 $A gen --count 40 --pairs 2-8 --keys 16 --values 6 --seed 101
mv "$T/out" "$T/test.tsv"
t_run "train a 1 × 2 block" 0 $A train --model block --heads 2 --mlp 32 $S --log "$T/log.tsv" -o "$T/m.tsv"
t_ok "the model file: the block's settings and every array" sh -c "grep -q '^layers	0	0	1$' '$T/m.tsv' && grep -q '^heads	0	0	2$' '$T/m.tsv' && grep -q '^l1.Wqkv	' '$T/m.tsv' && grep -q '^Ev	5	15	' '$T/m.tsv' && grep -q '^b	0	5	' '$T/m.tsv'"
t_ok "the log: a row every 100 steps" sh -c "test \$(grep -c '^[0-9]' '$T/log.tsv') -eq 4"
t_run "train again" 0 $A train --model block --heads 2 --mlp 32 $S -o "$T/m2.tsv"
grep -v '^#' "$T/m.tsv" > "$T/m.body"
grep -v '^#' "$T/m2.tsv" > "$T/m2.body"
t_cmp "the same seed, the same model" "$T/m.body" "$T/m2.body"
t_run "eval" 0 $A eval --model "$T/m.tsv" "$T/test.tsv"
acc=$(awk -F'\t' '$1 == "all" { print $4 }' "$T/out")
t_ok "held-out accuracy at least 0.95 (got $acc; chance 1/6)" awk -v a="$acc" 'BEGIN { exit !(a >= 0.95) }'
t_run "eval --by pairs" 0 $A eval --model "$T/m.tsv" --by pairs "$T/test.tsv"
t_ok "--by pairs: 7 rows of 40 (2..8 pairs)" sh -c "test \$(awk -F'\t' '\$1 ~ /^[0-9]+\$/ && \$2 == 40' '$T/out' | wc -l) -eq 7"
# the file's own fingerprint (file_hash, its last row): heads, residual,
# pe, pool edited (the arrays' sizes the same) loaded another model
for s in "heads 1" "residual 0" "pe 1" "pool 1"; do
	set -- $s
	awk -v n="$1" -v v="$2" 'BEGIN { FS = OFS = "\t" } $1 == n { $4 = v } { print }' "$T/m.tsv" > "$T/bad.tsv"
	t_bad "a block model with $1 edited to $2" 1 "^attn-train: .*bad\\.tsv:[0-9]+: the model file was changed after attn-train saved it: its rows no longer give its fingerprint file_hash: " \
	    $A eval --model "$T/bad.tsv" "$T/test.tsv"
done
t_bad "eval --each of a block" 2 '^attn-train: --each: per-instance rows are the head' $A eval --model "$T/m.tsv" --each "$T/test.tsv"

# ---- attend: the query's weights sum to 1 over the tokens ----
printf 'text\nA:1 B:2 C:3 ?B\n' > "$T/one.tsv"
t_run "attend" 0 $A attend --model "$T/m.tsv" "$T/one.tsv"
t_ok "attend: 3 pairs × 2 heads, the target the pair B:2" sh -c "test \$(grep -c '	?B	' '$T/out') -eq 6 && test \$(awk -F'\t' '\$10 == 1 { print \$7 }' '$T/out' | sort -u) = B:2"
w=$(awk -F'\t' '$3 == 1 && $10 == 1 { print $8 }' "$T/out")
t_ok "attend: head 1 puts its weight on the queried pair (got $w)" awk -v w="$w" 'BEGIN { exit !(w > 0.5) }'

# ---- interventions, against the known answer ----
t_run "intervene --target tokens" 0 $A intervene --model "$T/m.tsv" "$T/test.tsv"
rt=$(awk -F'\t' '$3 == "remove-target" { print $6 }' "$T/out")
rr=$(awk -F'\t' '$3 == "remove-random" { print $6 }' "$T/out")
t_ok "the answering pair removed: accuracy near chance 1/6 (got $rt)" awk -v a="$rt" 'BEGIN { exit !(a <= 0.3) }'
t_ok "another pair removed: the answer stays (got $rr)" awk -v a="$rr" 'BEGIN { exit !(a >= 0.95) }'
t_ok "tokens: 3 masks × 2 heads and 2 removals" sh -c "test \$(grep -c 'mask-' '$T/out') -eq 6 && grep -q '^# masking the answering pair costs the most accuracy in layer 1 head [12]' '$T/out'"
mr=$(awk -F'\t' '$3 == "mask-random" { s += $6 } END { print s / 2 }' "$T/out")
t_ok "a random key masked in one head: the answer stays (got $mr)" awk -v a="$mr" 'BEGIN { exit !(a >= 0.9) }'
t_run "intervene again" 0 $A intervene --model "$T/m.tsv" "$T/test.tsv"
cp "$T/out" "$T/iv1"
t_run "intervene -s 2" 0 $A intervene --model "$T/m.tsv" -s 2 "$T/test.tsv"
t_ok "the seed chooses the random pairs" sh -c "! cmp -s '$T/iv1' '$T/out'"

t_run "intervene --target heads" 0 $A intervene --model "$T/m.tsv" --target heads "$T/test.tsv"
both=$(awk -F'\t' '$2 == "1+2" && $3 == "zero" { print $5 }' "$T/out")
t_ok "both heads zeroed: the address is lost (got $both)" awk -v a="$both" 'BEGIN { exit !(a <= 0.35) }'
t_ok "heads: every row's n is the instances with unique keys (280)" sh -c "test \$(awk -F'\t' '\$4 == 280' '$T/out' | wc -l) -eq 8"
t_run "intervene --target residual" 0 $A intervene --model "$T/m.tsv" --target residual "$T/test.tsv"
off=$(awk -F'\t' '$1 == "1" { print $3 }' "$T/out")
t_ok "layer 1's attention removed: the address is lost (got $off)" awk -v a="$off" 'BEGIN { exit !(a <= 0.35) }'

# ---- the identity: no residual path, every head zeroed, one answer ----
t_run "train with --residual off" 0 $A train --model block --heads 2 --mlp 32 --residual off $S -o "$T/off.tsv"
t_run "heads of the model without a residual path" 0 $A intervene --model "$T/off.tsv" --target heads "$T/test.tsv"
t_ok "every head zeroed: one value predicted for all 280" sh -c "test \"\$(awk -F'\t' '\$1 == \"all\" { print \$7 }' '$T/out' | sort -u)\" = 1"
t_run "the same with the residual path" 0 $A intervene --model "$T/m.tsv" --target heads "$T/test.tsv"
t_ok "with it, every head zeroed still leaves several answers" sh -c "test \$(awk -F'\t' '\$1 == \"all\" && \$3 == \"zero\" { print \$7 }' '$T/out') -gt 1"

# ---- the head's model and the block's model where they do not fit ----
t_bad "--target with the head's model" 2 "^attn-train: --target: a block model's" sh -c "$A train $(echo "$S" | sed 's/--steps 400/--steps 10/') -o '$T/head.tsv' && $A intervene --model '$T/head.tsv' --target heads '$T/test.tsv'"
t_run "a block model on standard input: exit 1" 1 sh -c "$A eval --model - '$T/test.tsv' < '$T/m.tsv'"
t_err "a block model on standard input: the head's reader says it" "^attn-train: <stdin>:[0-9]+: 'layers': a block model's setting .*a named file"
sed 's/^l1.Wo	0	0	.*/l1.Wo	0	0	1e9/' "$T/m.tsv" > "$T/big.tsv"
t_bad "a weight too large: its line" 1 "^attn-train: .*big.tsv:[0-9]*: l1.Wo\[0\]\[0\] = 1e\\+09: weights of at most 1e\\+06" $A eval --model "$T/big.tsv" "$T/test.tsv"
# each weight under the cap: the forward pass is bounded on load as
# attn-train's block file is (its refusal, which only blocks far wider
# than these reach under the cap, is tests/unit/test_addrblock.c's);
# 4 layers without LayerNorm of weights at the cap are within it and
# give a finite loss, as the reader promises.  (Edited weights: the
# fingerprint rows dropped, as a file made by hand has none.)
t_run "a 4-layer block without LayerNorm" 0 $A train --model block --layers 4 --heads 2 --mlp 32 --norm none --steps 1 --pairs 2-8 --keys 16 --values 6 -d 16 -q -o "$T/m4.tsv"
awk -F'\t' -v OFS='\t' '$1 ~ /^(l[0-9]+\.(Wqkv|Wo|W1|W2)|Ek|Eq|Ev)$/ { $4 = "1e6" }
    $1 != "file_hash" { print }' "$T/m4.tsv" > "$T/big4.tsv"
t_run "  its weights and embeddings all 1e6 (the cap): read" 0 $A eval --model "$T/big4.tsv" "$T/test.tsv"
t_ok "  a finite loss" awk -F'\t' '$1 == "all" { found = 1; if ($5 !~ /^[0-9.e+-]+$/) exit 1 } END { exit !found }' "$T/out"
t_run "the trained model: read" 0 $A eval --model "$T/m.tsv" "$T/test.tsv"
grep -v '^l1.bo	' "$T/m.tsv" > "$T/short.tsv"
t_bad "a weight missing" 1 "short.tsv: 16 of [0-9]* weights missing" $A eval --model "$T/short.tsv" "$T/test.tsv"

# the instance file a block was trained on, said as the head's is
t_run "a block trained on the held-out file" 0 $A train --model block --heads 2 --mlp 32 --steps 10 --batch-size 16 --keys 16 --values 6 -d 16 -q -o "$T/mt.tsv" "$T/test.tsv"
t_ok "  its data_hash rows" sh -c "test \$(grep -c '^data_hash	' '$T/mt.tsv') -eq 2"
t_run "  eval on that file" 0 $A eval --model "$T/mt.tsv" "$T/test.tsv"
t_ok "  said: the training's" grep -q "^attn-train: note: addr eval: .*test\.tsv holds the instances .*mt\.tsv was trained on" "$T/err"
t_run "  a block of fresh instances on it" 0 $A eval --model "$T/m.tsv" "$T/test.tsv"
t_ok "  nothing said" test ! -s "$T/err"

# ---- -M: the model, its gradient, Adam's moments and a batch's
# activations counted before any is taken (ak_addrblk_bytes, checked
# against the heap in tests/unit/test_addrblock.c) ----
t_bad "d 1024, --mlp 16384 under -M 16M: refused with the size" 1 "^attn-train: addr train: the block model \\(d 1024, 1 layer, --mlp 16384: [0-9]+ parameters\\) needs [0-9.]+ MB \\([0-9]+ bytes\\) with its gradient, Adam's two moments and a batch's activations, more than --memory 16 MB: -M [0-9]+M would fit, or a smaller -d, --mlp, --layers or --batch-size$" $A train --model block -d 1024 --heads 64 --mlp 16384 --pairs 2-128 --keys 200 --steps 1 -M 16M -o "$T/big.m"
t_ok "  no model file" test ! -e "$T/big.m"
t_bad "4 layers under -M 64M: refused" 1 "the block model \\(d 1024, 4 layers, --mlp 16384" $A train --model block -d 1024 --heads 64 --mlp 16384 --layers 4 --pairs 2-128 --keys 200 --steps 1 -M 64M -o "$T/big.m"
# the edge: the bytes said fit exactly, one fewer does not
$A train --model block -d 32 --pairs 2-8 --steps 2 -M 1M -q -o "$T/e.m" 2> "$T/err1" || :
need=$(sed -n 's/.*MB (\([0-9]*\) bytes).*/\1/p' "$T/err1")
t_ok "a small block: its bytes said" test -n "$need"
t_run "  -M of exactly those bytes: trained" 0 $A train --model block -d 32 --pairs 2-8 --steps 2 -M "$need" -q -o "$T/e.m"
t_bad "  one byte fewer: refused" 1 "needs .* \\($need bytes\\)" $A train --model block -d 32 --pairs 2-8 --steps 2 -M "$((need - 1))" -q -o "$T/e2.m"
$A gen --count 5 --pairs 2-8 --seed 3 -o "$T/e.tsv" || :
t_bad "eval under -M 1M: refused with the size" 1 "^attn-train: addr eval: the block model \\(d 32, 1 layer, --mlp 128: 17546 parameters\\) needs [0-9.]+ MB \\([0-9]+ bytes\\) with its batches' activations, more than --memory 1 MB: -M [0-9]+M would fit" $A eval --model "$T/e.m" -M 1M "$T/e.tsv"
t_run "eval with room: answered" 0 $A eval --model "$T/e.m" "$T/e.tsv"
# attend (one instance at a time) and intervene (batches of 64) within -M
# too: refused with their bytes, run with exactly those
$A gen --count 3 --pairs 50-60 --seed 4 -o "$T/long.tsv" || :
$A train --model block -d 64 --pairs 2-8 --steps 1 -q -o "$T/e64.m" || :
for sub in attend intervene; do
	t_bad "$sub under -M 1M: refused with the size" 1 "^attn-train: addr $sub: the block model \\(d 64, 1 layer, --mlp 256: 59658 parameters\\) needs [0-9.]+ MB \\([0-9]+ bytes\\)" $A $sub --model "$T/e64.m" -M 1M "$T/long.tsv"
	$A $sub --model "$T/e64.m" -M 1M "$T/long.tsv" > /dev/null 2> "$T/err1" || :
	need=$(sed -n 's/.*MB (\([0-9]*\) bytes).*/\1/p' "$T/err1")
	t_run "  $sub with -M of those bytes: answered" 0 $A $sub --model "$T/e64.m" -M "$need" -o /dev/null "$T/long.tsv"
done
# intervene's own arrays are the target's: --target heads keeps H + 1
# doubles an instance more (each head's Δ and the pair's) and the heads'
# mean outputs and target weights (8·L·d + 8·L·H), --target tokens a
# tally per (layer, head) and intervention; residual neither: each is
# planned (it was H + 3 doubles an instance for every target)
$A train --model block -d 8 --heads 4 --mlp 4 --pairs 2-8 --steps 1 -q -o "$T/e8.m" || :
$A gen --count 20 --pairs 2-8 --seed 5 -o "$T/many.tsv" || :
for tg in heads residual tokens; do
	$A intervene --model "$T/e8.m" --target $tg -M 1M "$T/many.tsv" > /dev/null 2> "$T/err1" || :
	eval "need_$tg=\$(sed -n 's/.*MB (\([0-9]*\) bytes).*/\1/p' '$T/err1')"
	eval "t_run \"intervene --target $tg with -M of its bytes: answered\" 0 $A intervene --model '$T/e8.m' --target $tg -M \"\$need_$tg\" -o /dev/null '$T/many.tsv'"
done
t_ok "intervene: heads' need = residual's + 8·n·(H + 1) + 8·L·d + 8·L·H" test "$need_heads" -eq $((need_residual + 8 * 140 * 5 + 8 * 8 + 8 * 4))
t_ok "intervene: tokens' need > residual's (its tallies)" test "$need_tokens" -gt "$need_residual"
