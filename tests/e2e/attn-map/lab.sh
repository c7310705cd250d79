# attn-map: the lesson's laboratory — budget, swap, scaling, masks,
# positions, permutation, heads — with its exact numbers, at the scale
# they were worked out for by hand (--proj-scale 1: auto, the default,
# would choose another c for each map, and undo the dilution by --noise).
. "$(dirname "$0")/../../lib.sh"
E=$DATA/map-emb.tsv
TOK=$DATA/map-tokens.tsv
col() { awk -F'\t' -v k="$1" -v c="$2" '!/^#/ && $1 == k { print $c }' "$T/out"; }

# budget: 4 against 1, 11, 41 competitors of score 1
t_run "--dilution 4,1" 0 attn-map --dilution 4,1 --competitors 1,11,41
t_near "1 competitor: 0.953" "$(col 1 3)" 0.953 0.0005
t_near "11 competitors: 0.646" "$(col 11 3)" 0.646 0.0005
t_near "41 competitors: 0.329" "$(col 41 3)" 0.329 0.0005
t_run "--dilution default list 1..50" 0 attn-map --dilution 4,1
t_ok "50 rows" test "$(grep -vc '^#' "$T/out")" -eq 51

# boost: others' weights fall though their scores did not change
t_run "map" 0 attn-map -e "$E" --proj-scale 1 "$TOK"
grep -v '^#' "$T/out" > "$T/base"
t_run "--boost call=0" 0 attn-map -e "$E" --proj-scale 1 --boost call=0 "$TOK"
grep -v '^#' "$T/out" > "$T/b0"
t_cmp "boost 0 changes nothing (bytes)" "$T/base" "$T/b0"
t_run "--boost call=2" 0 attn-map -e "$E" --proj-scale 1 --boost call=2 "$TOK"
t_ok "free's weight on nokia fell" awk -F'\t' -v old="$(awk -F'\t' '$1 == "free" { print $3 }' "$T/base")" '$1 == "free" { exit !($3 < old) }' "$T/out"
t_run "scores with boost" 0 attn-map -e "$E" --proj-scale 1 --boost call=2 --scores "$TOK"
grep -v '^#' "$T/out" > "$T/sb"
t_run "scores without" 0 attn-map -e "$E" --proj-scale 1 --scores "$TOK"
grep -v '^#' "$T/out" > "$T/sn"
t_ok "only the call column of the scores changed" sh -c "paste '$T/sb' '$T/sn' | awk -F'\t' 'NR > 1 { for (i = 2; i <= 10; i++) if (i != 7 && \$i != \$(i + 10)) exit 1; if (\$7 - \$17 < 1.99) exit 1 }'"
t_run "--boost call=1e30: one-hot, finite" 0 attn-map -e "$E" --proj-scale 1 --boost call=1e30 --long "$TOK"
t_ok "every row puts weight 1 on call" sh -c "test \$(grep -c '^[0-9]' '$T/out') -eq 81 && ! awk -F'\t' '/^[0-9]/ && ((\$4 == \"call\" && \$5 != 1) || (\$4 != \"call\" && \$5 != 0))' '$T/out' | grep -q ."
t_run "--boost call=-1e30" 0 attn-map -e "$E" --proj-scale 1 --boost call=-1e30 --long "$TOK"
t_ok "call gets 0 everywhere, no NaN" sh -c "test \$(awk -F'\t' '/^[0-9]/ && \$4 == \"call\"' '$T/out' | wc -l) -eq 9 && ! awk -F'\t' '/^[0-9]/ && \$4 == \"call\" && \$5 != 0' '$T/out' | grep -q . && ! grep -qi nan '$T/out'"

# noise: N identical irrelevant tokens dilute the map
t_run "--noise 6" 0 attn-map -e "$E" --proj-scale 1 --noise 6 --long --text "free call"
t_ok "8 keys" test "$(awk -F'\t' '/^1\t/' "$T/out" | wc -l)" -eq 8
w0=$(attn-map -e "$E" --proj-scale 1 --long --text "free call" | awk -F'\t' '$2 == "free" && $4 == "free" { print $5 }')
w6=$(awk -F'\t' '$1 == 1 && $4 == "free" { print $5 }' "$T/out")
t_ok "free's self-weight falls with noise ($w0 → $w6)" awk -v a="$w0" -v b="$w6" 'BEGIN { exit !(b < a) }'
t_run "--noise-word on" 0 attn-map -e "$E" --proj-scale 1 --noise 2 --noise-word on --text "free call"
t_ok "noise keys named on" grep -q "$(printf '^query\tfree\tcall\ton\ton$')" "$T/out"

# Jacobian diag(a) - a aᵀ: rows sum to 0 (the ones vector is in its kernel)
t_run "--jacobian call" 0 attn-map -e "$E" --proj-scale 1 --exact --jacobian call "$TOK"
t_ok "Jacobian rows sum to 0 (ones vector in the kernel)" awk -F'\t' '!/^#/ && $1 != "key" { s = 0; for (i = 2; i <= NF; i++) s += $i; if (s > 1e-15 || s < -1e-15) bad = 1 } END { exit bad }' "$T/out"

# value swap: weights identical to the last digit, outputs move
t_run "--swap-value call=free --compare" 0 attn-map -e "$E" --proj-scale 1 --swap-value call=free --compare "$TOK"
t_ok "check line: bit-identical" grep -q '^# check: weights bit-identical (81 of 81' "$T/out"
t_ok "outputs moved" sh -c "grep '^# check' '$T/out' | grep -Eq 'z_before\\| = 0\\.[0-9]*[1-9]'"
t_run "weights with the swap" 0 attn-map -e "$E" --proj-scale 1 --swap-value call=free --exact "$TOK"
grep -v '^#' "$T/out" > "$T/ws"
attn-map -e "$E" --proj-scale 1 --exact "$TOK" | grep -v '^#' > "$T/wn"
t_cmp "swap: weight matrix bytes unchanged" "$T/wn" "$T/ws"

# scaling experiment (statistical; tolerances justified in test_attention.c:
# 4000 trials × 8 keys give a relative s.e. of Var(q·k) ≤ 0.011, of the
# mean max weight ≈ 0.002, of the mean entropy ≈ 0.004)
t_run "--scaling" 0 attn-map --scaling --trials 4000 --seed 760
t_ok "var/d_k within [0.977-0.03, 1.003+0.03] at every d_k" awk -F'\t' '/^[0-9]/ { if ($5 < 0.947 || $5 > 1.033) bad = 1 } END { exit bad }' "$T/out"
t_near "unscaled d_k=512: mean max weight 0.955" "$(col 512 6)" 0.955 0.01
t_near "unscaled d_k=512: entropy 0.107" "$(col 512 7)" 0.107 0.015
t_near "scaled d_k=512: max weight ≈ 0.360" "$(col 512 8)" 0.360 0.015
t_near "scaled d_k=512: entropy ≈ 1.729" "$(col 512 9)" 1.729 0.03
t_near "scaled d_k=64: max weight ≈ 0.360" "$(col 64 8)" 0.360 0.015
t_near "ln 8 = 2.079" "$(col 64 10)" 2.079 0.0005
t_run "--scaling same seed" 0 attn-map --scaling --trials 4000 --seed 760
cp "$T/out" "$T/s1"
t_run "--scaling again" 0 attn-map --scaling --trials 4000 --seed 760
t_cmp "same seed, same bytes" "$T/s1" "$T/out"

# masks
t_run "--causal" 0 attn-map -e "$E" --proj-scale 1 --causal --long "$TOK"
t_ok "future weights exactly 0" sh -c "test \$(awk -F'\t' '/^[0-9]/ && \$3 > \$1' '$T/out' | wc -l) -eq 36 && ! awk -F'\t' '/^[0-9]/ && \$3 > \$1 && \$5 != 0' '$T/out' | grep -q ."
t_ok "first row is one-hot on itself" grep -q "$(printf '^1\tfree\t1\tfree\t1$')" "$T/out"
printf 'query\tfree\tcall\ton\nfree\t1\t0\t1\ncall\t0\t0\t0\non\t1\t1\t1\n' > "$T/mask.tsv"
t_run "--mask with a fully masked row" 0 attn-map -e "$E" --proj-scale 1 --mask "$T/mask.tsv" --text "free call on"
t_ok "masked free->call is 0 exactly" grep -q "$(printf '^free\t[0-9.e-]*\t0\t')" "$T/out"
t_ok "fully masked row: zeros, documented" sh -c "grep -q '^# 1 fully masked rows' '$T/out' && grep -q \"\$(printf '^call\t0\t0\t0$')\" '$T/out'"
t_run "--mask-value -1e9 (finite, additive)" 0 attn-map -e "$E" --proj-scale 1 --mask "$T/mask.tsv" --mask-value -1e9 --text "free call on"
attn-map -e "$E" --proj-scale 1 --text "free call on" | awk -F'\t' '$1 == "call"' > "$T/callrow"
t_ok "finite constant: the fully masked row attends to the masked keys as if unmasked" sh -c "awk -F'\t' '\$1 == \"call\"' '$T/out' | paste - '$T/callrow' | awk -F'\t' '{ for (i = 2; i <= 4; i++) { d = \$i - \$(i + 4); if (d < 0) d = -d; if (d > 1e-6) exit 1 } }'"
t_run "--mask-value -2 (small constant leaks)" 0 attn-map -e "$E" --proj-scale 1 --mask "$T/mask.tsv" --mask-value -2 --text "free call on"
# by hand: row free, scores (0.75, -0.325 - 2, -0.025) → e^{-2.325}/Σ
t_near "masked weight is no longer 0: free->call = 0.0306522201" "$(awk -F'\t' '$1 == "free" { print $3 }' "$T/out")" 0.0306522201 1e-9
# --entropy's ln_n is the entropy's maximum, ln of the keys that can
# take weight (15e-W2: under a finite value it was ln of the allowed
# keys, and a row's entropy came out above it): under -2 every key
# leaks, ln 3 in each row, 'allowed' the mask's count; under the default
# -inf the allowed keys (the edge: the fully masked row's ln_n 0)
t_run "--mask-value -2 --entropy" 0 attn-map -e "$E" --proj-scale 1 --mask "$T/mask.tsv" --mask-value -2 --text "free call on" --entropy
t_ok "  ln_n = ln 3 in every row, allowed 2 0 3" sh -c "test \"\$(awk -F'\t' '!/^#/ && \$1 != \"qpos\" { printf \"%s %s \", \$4, \$5 }' '$T/out')\" = '1.09861229 2 1.09861229 0 1.09861229 3 '"
t_ok "  every row's entropy <= ln_n" awk -F'\t' '!/^#/ && $1 != "qpos" && $3 > $4 + 1e-12 { bad = 1 } END { exit bad }' "$T/out"
t_ok "  the fully masked row's entropy is ln 3's share (above ln of 0 allowed)" awk -F'\t' '$2 == "call" { exit !($3 > 0.5) }' "$T/out"
t_run "--entropy under the mask as a set" 0 attn-map -e "$E" --proj-scale 1 --mask "$T/mask.tsv" --text "free call on" --entropy
t_ok "  ln_n = ln of the allowed keys: ln 2, 0, ln 3" sh -c "test \"\$(awk -F'\t' '!/^#/ && \$1 != \"qpos\" { printf \"%s %s \", \$4, \$5 }' '$T/out')\" = '0.693147181 2 0 0 1.09861229 3 '"
# --batch's padding is not the mask: under a finite --mask-value padded
# keys leaked weight (0.017 each in a 2-token line of 4) and padded rows
# attended to every key, against "Padded keys get weight exactly 0"
printf -- '-\tfree call on or\n-\tfree call\n' > "$T/pad.tsv"
t_run "--batch --causal --mask-value -3" 0 attn-map -e "$E" --proj-scale 1 --batch --causal --mask-value -3 "$T/pad.tsv"
awk -F'\t' '$1 == 2 && $2 <= 2 && $4 <= 2 { print $2 "\t" $3 "\t" $4 "\t" $5 "\t" $6 }' "$T/out" > "$T/pad.got"
t_ok "  padded keys and rows: weight 0" awk -F'\t' '$1 == 2 && ($2 > 2 || $4 > 2) && $6 != 0 { bad = 1 } END { exit bad }' "$T/out"
attn-map -e "$E" --proj-scale 1 --causal --mask-value -3 --tokens "free call" --long | grep -v '^#' | tail -n +2 > "$T/pad.want"
t_cmp "  the padded line's map = its own" "$T/pad.want" "$T/pad.got"
t_run "--batch --causal --mask-value -3 --entropy" 0 attn-map -e "$E" --proj-scale 1 --batch --causal --mask-value -3 --entropy "$T/pad.tsv"
t_ok "  ln_n: ln 4, ln 2 in the short line, 0 in its padding" sh -c "test \"\$(awk -F'\t' '!/^#/ && \$1 != \"seq\" { printf \"%s \", \$5 }' '$T/out')\" = '1.38629436 1.38629436 1.38629436 1.38629436 0.693147181 0.693147181 0 0 '"
t_bad "--heads with --mask-value (the heads mask as a set): refused" 2 "^attn-map: --mask-value: not with --heads" \
    attn-map -e "$E" --heads 2 --causal --mask-value -3 --text "free call on"
t_run "--precision half, -1e9" 0 attn-map -e "$E" --proj-scale 1 --mask "$T/mask.tsv" --mask-value -1e9 --precision half --text "free call on"
t_ok "half: -1e9 overflows to -inf" grep -q '^# half: mask value -1e+09 is -inf in float16 (overflow' "$T/out"
t_ok "half: the fully masked row gives NaN naively, reported" grep -q "^# half: row 2 'call': NaN in the naive float16 softmax (fully masked" "$T/out"
t_ok "half: no NaN printed" sh -c "! grep -v '^#' '$T/out' | grep -qi nan"
t_run "--precision half, -1e4" 0 attn-map -e "$E" --proj-scale 1 --mask "$T/mask.tsv" --mask-value -1e4 --precision half --text "free call on"
t_ok "half: -1e4 fits; fully masked row attends uniformly" grep -q "^# half: row 2 'call': fully masked, no NaN" "$T/out"
t_run "--precision half, -inf" 0 attn-map -e "$E" --proj-scale 1 --mask "$T/mask.tsv" --precision half --text "free call on"
t_ok "half: -inf also NaN in a full row, guarded" grep -q "^# half: row 2 'call': NaN" "$T/out"

# positions
t_run "--pe-table" 0 attn-map --pe-table --dim 64 --shifts 0,1,8
t_near "PE dot Δ=0: 32.00" "$(col 0 2)" 32.00 0.005
t_near "PE dot Δ=1: 30.92" "$(col 1 2)" 30.92 0.005
t_near "PE dot Δ=8: 22.41" "$(col 8 2)" 22.41 0.005
t_ok "dot depends on Δ only, R_Δ exact" awk -F'\t' '/^[0-9]/ { if ($3 > 1e-12 || $4 > 1e-12) bad = 1 } END { exit bad }' "$T/out"
t_ok "  an even --dim: nothing said" test ! -s "$T/err"
# an odd --dim: the lone last sin has no cos partner, R_Δ leaves it, and
# the identity fails there: max over p < 4 of |sin(p+Δ) − sin p| at d = 1
# (0.898 at Δ = 1, p = 3); Δ = 0 holds (R_0 = I, exactly at the rule)
t_run "--pe-table --dim 1" 0 attn-map --pe-table --dim 1 --shifts 0,1,8 --positions 4
want1=$(awk 'BEGIN { for (p = 0; p < 4; p++) { e = sin(p + 1) - sin(p); if (e < 0) e = -e; if (e > m) m = e } printf "%.3g", m }')
t_near "  rotation_max_err at Δ = 1: the lone sin's, by hand" "$(col 1 4)" "$want1" 0.0005
t_ok "  Δ = 0: 0" test "$(col 0 4)" = 0
t_ok "  said: no cos partner" grep -qx "attn-map: --dim 1 is odd: its one coordinate, sin(p), has no cos partner for the rotation to turn, so PE_{p+shift} = R PE_p fails: rotation_max_err and dot_spread are its; an even --dim checks the identity" "$T/err"
t_run "--pe-table --dim 7" 0 attn-map --pe-table --dim 7 --shifts 1 --positions 2
want7=$(awk 'BEGIN { w = exp(-6 / 7 * log(10000)); m = 0; for (p = 0; p < 2; p++) { e = sin((p + 1) * w) - sin(p * w); if (e < 0) e = -e; if (e > m) m = e } printf "%.3g", m }')
t_near "  rotation_max_err: the lone sin(p w_3)'s, by hand" "$(col 1 4)" "$want7" 1e-6
t_ok "  said, the three pairs at rounding" grep -q "^attn-map: --dim 7 is odd: its last coordinate, sin(p w_3), .*(its 3 pairs alone: error at most [0-9.e-]*); an even --dim checks the identity\$" "$T/err"
t_ok "  the pairs' error under 1e-12" awk 'match($0, /error at most [^)]*/) { v = substr($0, RSTART + 14, RLENGTH - 14); exit !(v + 0 < 1e-12) }' "$T/err"
t_run "--pe-table --vectors" 0 attn-map --pe-table --vectors --dim 4 --positions 2
t_ok "PE(0) = (0, 1, 0, 1)" grep -q "$(printf '^0\t0\t1\t0\t1$')" "$T/out"

t_run "--check-permutation" 0 attn-map -e "$E" --proj-scale 1 --check-permutation "$TOK"
t_ok "no PE: difference at machine epsilon" awk -F'\t' '$1 == "weights" || $1 == "outputs" { if ($2 > 1e-14) bad = 1 } END { exit bad }' "$T/out"
t_run "--check-permutation --pe sin" 0 attn-map -e "$E" --proj-scale 1 --check-permutation --pe sin "$TOK"
t_ok "with sinusoidal PE the difference is not zero" awk -F'\t' '$1 == "weights" { exit !($2 > 1e-3) }' "$T/out"
t_run "--check-permutation --pe rope" 0 attn-map -e "$E" --proj-scale 1 --check-permutation --pe rope "$TOK"
t_ok "with RoPE neither" awk -F'\t' '$1 == "weights" { exit !($2 > 1e-3) }' "$T/out"
t_run "--pe rope map" 0 attn-map -e "$E" --proj-scale 1 --pe rope --text "free free" --all-tokens --long
t_ok "rope: equal words at different positions differ" sh -c "test \"\$(awk -F'\t' '/^1\t/ { print \$5 }' '$T/out' | sort -u | wc -l)\" -eq 2"

# heads
t_run "--heads lesson --summary" 0 attn-map -e "$E" --proj-scale 1 --heads lesson --summary "$TOK"
t_near "head A: mean previous-token weight 0.911" "$(awk -F'\t' '$2 == "prev_weight_mean" { print $3 }' "$T/out")" 0.911 0.0005
t_ok "head B: strongest link reported" grep -q "$(printf '^B\tstrongest_link\t')" "$T/out"
t_run "--heads lesson --head 2" 0 attn-map -e "$E" --proj-scale 1 --heads lesson --head 2 "$TOK"
t_ok "head B: diagonal exactly 0" awk -F'\t' '!/^#/ && NR > 2 { if ($(NR - 1) != 0) bad = 1 } END { exit bad }' "$T/out"
t_run "--heads lesson --long" 0 attn-map -e "$E" --proj-scale 1 --heads lesson --long "$TOK"
t_ok "A, B and mean maps" test "$(grep -vc '^#' "$T/out")" -eq $((3 * 81 + 1))
t_run "--heads 2 --summary" 0 attn-map -e "$E" --heads 2 --summary "$TOK"
t_ok "parameters 4d² = 64" grep -q "$(printf '^all\tparams\t64\t')" "$T/out"
t_ok "head permutation: difference at machine epsilon" awk -F'\t' '$2 == "head_permutation_max_diff" { exit !($3 < 1e-14) }' "$T/out"
t_run "--heads 4 --outputs" 0 attn-map -e "$E" --heads 4 --outputs "$TOK"
t_ok "MHA outputs n×d" test "$(grep -vc '^#' "$T/out")" -eq 10
t_run "--check-permutation with a swapped value" 0 attn-map -e "$E" --proj-scale 1 --check-permutation --swap-value call=free "$TOK"
t_ok "swap moves with its key: still machine epsilon" awk -F'\t' '$1 == "outputs" { exit !($2 < 1e-14) }' "$T/out"
