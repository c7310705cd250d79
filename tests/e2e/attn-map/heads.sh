#!/bin/sh
# attn-map --heads H for every H from 1 to 8 under a memory checker
# (valgrind, or ASan in make check-asan): --heads 1 once wrote past the
# workspace of ak_mha_forward, which was sized for d_h <= d/2.
. "$(dirname "$0")/../../lib.sh"

# embeddings of width d = 3H for five words, entries from a fixed formula
emb() {
	awk -v d="$1" 'BEGIN { printf "word"; for (c = 1; c <= d; c++) printf "\td%d", c
		print ""; split("a b c d e", w, " ")
		for (i = 1; i <= 5; i++) { printf "%s", w[i]
			for (c = 1; c <= d; c++) printf "\t%.6f", sin(7 * i + 3 * c)
			print "" } }'
}
for H in 1 2 3 4 5 6 7 8; do
	d=$((3 * H))
	emb $d > "$T/e$H.tsv"
	t_memcheck "--heads $H (d = $d) --outputs" 0 \
	    attn-map -e "$T/e$H.tsv" --heads $H --outputs --all-tokens --text "a b c d e a"
	t_ok "--heads $H: 6 output rows of d = $d" test "$(awk -F'\t' \
	    -v d=$d '!/^#/ && NR > 2 && NF == d + 1' "$T/out" | wc -l)" -eq 6
	t_memcheck "--heads $H --summary" 0 \
	    attn-map -e "$T/e$H.tsv" --heads $H --summary --causal --all-tokens --text "a b c d e a"
	t_ok "--heads $H: $H mean_entropy rows, permutation diff < 1e-12" awk -F'\t' -v H=$H '
	    $2 == "mean_entropy" { n++ }
	    $2 == "head_permutation_max_diff" { p = $3; seen = 1 }
	    END { exit !(n == H && seen && p < 1e-12) }' "$T/out"
	t_memcheck "--heads $H --head $H --exact" 0 \
	    attn-map -e "$T/e$H.tsv" --heads $H --head $H --exact --all-tokens --text "a b c d e a"
	t_ok "--heads $H: head $H's rows sum to 1" awk -F'\t' '
	    !/^#/ && $1 != "query" { s = 0; for (i = 2; i <= NF; i++) s += $i
	    if (s - 1 > 1e-12 || 1 - s > 1e-12) bad = 1 } END { exit bad }' "$T/out"
done
# one head: the mean map is that head's map
attn-map -e "$T/e1.tsv" --heads 1 --exact --all-tokens --text "a b c d e a" | grep -v '^#' > "$T/mean"
attn-map -e "$T/e1.tsv" --heads 1 --head 1 --exact --all-tokens --text "a b c d e a" | grep -v '^#' > "$T/h1"
t_cmp "--heads 1: mean map = head 1" "$T/mean" "$T/h1"
# the lesson's heads by the names its outputs give them
attn-map -e "$DATA/map-emb.tsv" --heads lesson --head 1 --exact --text "free call on land" | grep -v '^#' > "$T/n1"
attn-map -e "$DATA/map-emb.tsv" --heads lesson --head 2 --exact --text "free call on land" | grep -v '^#' > "$T/n2"
for h in A a; do
	attn-map -e "$DATA/map-emb.tsv" --heads lesson --head $h --exact --text "free call on land" | grep -v '^#' > "$T/nA"
	t_cmp "--heads lesson --head $h = --head 1" "$T/n1" "$T/nA"
done
attn-map -e "$DATA/map-emb.tsv" --heads lesson --head B --exact --text "free call on land" | grep -v '^#' > "$T/nB"
t_cmp "--heads lesson --head B = --head 2" "$T/n2" "$T/nB"
t_ok "heads A and B differ" sh -c "! cmp -s '$T/n1' '$T/n2'"
# --outputs needs values: the lesson's heads have none; a usage error
# found from the options alone, before the embeddings are read (a missing
# file is not reached); --heads 2 --outputs writes them
t_bad "--heads lesson --outputs: a usage error" 2 "^attn-map: --outputs: not with --heads lesson: its heads have no values \\(W_V\\); use --heads H$" \
    attn-map -e "$T/no-such-emb.tsv" --heads lesson --outputs --text "free call"
t_run "--heads 2 --outputs" 0 attn-map -e "$DATA/map-emb.tsv" --heads 2 --outputs --text "free call on land"
t_ok "  the outputs' columns" sh -c "grep -v '^#' '$T/out' | head -1 | grep -q '^query	o1'"
t_bad "--head A with random heads" 2 "^attn-map: --head A: A and B are the lesson's heads \\(--heads lesson\\); --heads 4 numbers its heads 1\\.\\.4$" \
    attn-map -e "$DATA/map-emb.tsv" --heads 4 --head A --text "free call"
