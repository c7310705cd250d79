#!/bin/sh
# ppmi-svd --normalize: every row of unit length (a zero row stays zero),
# each row the default row divided by its norm, the neighbours unchanged.
. "$(dirname "$0")/../lib.sh"
V=$DATA/sms-small.vocab TK=$DATA/sms-small.tokens

t_run "default" 0 ppmi-svd -v "$V" --dim 4 "$TK"
cp "$T/out" "$T/us.tsv"
t_run "--normalize" 0 ppmi-svd -v "$V" --dim 4 --normalize "$TK"
cp "$T/out" "$T/unit.tsv"
t_ok "same words, same header" sh -c "grep -v '^#' '$T/us.tsv' | cut -f1 > '$T/a'; grep -v '^#' '$T/unit.tsv' | cut -f1 > '$T/b'; cmp -s '$T/a' '$T/b'"
t_ok "rows: as many as the vocabulary" test "$(grep -vc '^#' "$T/unit.tsv")" -eq "$(grep -vc '^#' "$V")"
t_ok "every non-zero row has length 1 (to 1e-8)" awk -F'\t' '!/^#/ && NR > 2 { s = 0
	for (i = 2; i <= NF; i++) s += $i * $i
	if (s != 0 && (s < 1 - 1e-8 || s > 1 + 1e-8)) exit 1 }' "$T/unit.tsv"
# each unit row = the default row / its norm (both printed with 9 digits)
t_ok "each row is the default row divided by its norm" awk -F'\t' '
	FNR == NR { if (!/^#/) { for (i = 2; i <= NF; i++) u[$1, i] = $i }; next }
	/^#/ || $1 == "word" { next }
	{ s = 0; for (i = 2; i <= NF; i++) s += $i * $i; s = sqrt(s)
	  for (i = 2; i <= NF; i++) { w = s ? $i / s : 0; d = w - u[$1, i]; if (d < 0) d = -d; if (d > 1e-7) exit 1 } }' \
    "$T/unit.tsv" "$T/us.tsv"
w=$(grep -v '^#' "$V" | sed -n 2p | cut -f1)
t_run "neighbours, default" 0 ppmi-svd -v "$V" --dim 4 --nn "$w" -k 3 "$TK"
cut -f1-3 "$T/out" | grep -v '^#' > "$T/nn1"
t_run "neighbours, --normalize" 0 ppmi-svd -v "$V" --dim 4 --normalize --nn "$w" -k 3 "$TK"
cut -f1-3 "$T/out" | grep -v '^#' > "$T/nn2"
t_cmp "cosines do not care: the same neighbours" "$T/nn1" "$T/nn2"
t_bad "--normalize with --load" 2 '^ppmi-svd: --normalize: not with --load' \
    ppmi-svd --load "$T/us.tsv" --normalize --nn "$w"
t_ok "--help lists --normalize" sh -c "ppmi-svd --help | grep -q -- '--normalize'"
