# A word is looked up the same way by every tool: as written, then by
# its Unicode case folding (tokseq.h ak_wordfind_said, ppmi-svd --nn's
# look-up), and what was found only folded is said once on stderr.  Here
# attn-train's training and --predict, and attn-map --text, on cased
# vectors (words 'Paris', 'FREE') and lowercase token lines.
. "$(dirname "$0")/../../lib.sh"

printf 'word\td1\td2\td3\nParis\t1\t0\t0.2\nFREE\t0\t1\t0.1\ncall\t0.5\t0.5\t0\nnow\t0.1\t0.2\t0.9\n' > "$T/cased.tsv"
printf 'spam\tfree call now\nham\tparis now\nspam\tfree free call\nham\tparis call\n' > "$T/c4"
for i in 1 2 3 4 5 6 7 8; do cat "$T/c4"; done > "$T/c.tok"
# the same corpus in the vectors' case: every token found as written
sed 's/free/FREE/g; s/paris/Paris/g' "$T/c.tok" > "$T/exact.tok"

t_run "training on lowercase tokens, cased vectors" 0 attn-train -e "$T/cased.tsv" --epochs 3 "$T/c.tok"
t_ok "stderr: 40 tokens found only folded (5 a block of 4 lines, 8 blocks), the first named" grep -qx "attn-train: 40 tokens found only by their case folding (the first: 'free' found as 'FREE' (by its case folding), $T/c.tok:1)" "$T/err"
grep -v '^#' "$T/out" > "$T/folded.rep"
t_run "the same corpus in the vectors' case" 0 attn-train -e "$T/cased.tsv" --epochs 3 "$T/exact.tok"
t_ok "  nothing said" test ! -s "$T/err"
grep -v '^#' "$T/out" > "$T/exact.rep"
t_cmp "  the same report: the folded tokens are the same rows" "$T/exact.rep" "$T/folded.rep"
t_run "-q" 0 attn-train -q -e "$T/cased.tsv" --epochs 3 --save "$T/m.tsv" -o /dev/null "$T/c.tok"
t_ok "  -q: nothing said" test ! -s "$T/err"

# --predict: the words keep their case to be found as written first
printf 'PARIS free\nParis FREE\nparis call\n' > "$T/msgs.txt"
t_run "--predict" 0 attn-train -e "$T/cased.tsv" --load "$T/m.tsv" --predict --unlabeled "$T/msgs.txt"
t_ok "  3 tokens found only folded, said once" sh -c "test \$(wc -l < '$T/err') -eq 1 && grep -qx \"attn-train: 3 tokens found only by their case folding (the first: 'PARIS' found as 'Paris' (by its case folding), $T/msgs.txt:1)\" '$T/err'"
col() { awk -F'\t' -v l="$1" -v c="$2" '!/^#/ && $1 == l { print $c }' "$T/out"; }
t_ok "  every message has two known tokens" test "$(col 1 12) $(col 2 12) $(col 3 12)" = "2 2 2"
t_ok "  'PARIS free' is 'Paris FREE' (the same rows): p $(col 1 4)" test "$(col 1 4)" = "$(col 2 4)"
t_ok "  its words are named as the model read them" sh -c "test '$(col 1 6) $(col 1 8)' = 'FREE Paris' || test '$(col 1 6) $(col 1 8)' = 'Paris FREE'"
t_run "--predict of the words as the vectors have them" 0 attn-train -e "$T/cased.tsv" --load "$T/m.tsv" --predict --unlabeled --per-token "$T/msgs.txt"
t_ok "  per token: all known" sh -c "! awk -F'\t' '!/^#/ && \$1 != \"line\" && \$7 != 1' '$T/out' | grep -q ."

# exact first: with 'free' and 'FREE' both rows, each is its own
printf 'word\td1\td2\nfree\t1\t0\nFREE\t0\t1\ncall\t0.5\t0.5\n' > "$T/both.tsv"
printf 'spam\tfree call\nham\tcall\n' > "$T/b4"
for i in 1 2 3 4 5 6 7 8; do cat "$T/b4"; done > "$T/b.tok"
t_run "a model on vectors with 'free' and 'FREE'" 0 attn-train -q -e "$T/both.tsv" --epochs 3 --save "$T/mb.tsv" -o /dev/null "$T/b.tok"
printf 'free\nFREE\n' > "$T/ff.txt"
t_run "--predict 'free' and 'FREE'" 0 attn-train -e "$T/both.tsv" --load "$T/mb.tsv" --predict --unlabeled "$T/ff.txt"
t_ok "  each found as written: two different rows, two p ($(col 1 4), $(col 2 4))" sh -c "test '$(col 1 6)' = free && test '$(col 2 6)' = FREE && test '$(col 1 4)' != '$(col 2 4)'"
t_ok "  nothing said" test ! -s "$T/err"

# uncased vectors (every row its own folding, as sms-vocab's): the
# tokenizer folds typed text as it folded the corpus, nothing to say
printf 'spam\tfree call\nham\tcall\n' > "$T/u4"
for i in 1 2 3 4 5 6 7 8; do cat "$T/u4"; done > "$T/u.tok"
t_run "a model on uncased vectors" 0 attn-train -q -e "$DATA/map-emb.tsv" --epochs 3 --save "$T/mu.tsv" -o /dev/null "$T/u.tok"
printf 'Free CALL\nfree call\n' > "$T/u.txt"
t_run "--predict 'Free CALL'" 0 attn-train -e "$DATA/map-emb.tsv" --load "$T/mu.tsv" --predict --unlabeled "$T/u.txt"
t_ok "  the same p as 'free call', nothing said" sh -c "test '$(col 1 4)' = '$(col 2 4)' && test ! -s '$T/err'"

# attn-map --text: the same look-up, the same kind of note
t_run "attn-map --text 'PARIS free call'" 0 attn-map -e "$T/cased.tsv" --text 'PARIS free call'
t_ok "  the map of Paris FREE call" grep -q "$(printf '^query\tParis\tFREE\tcall$')" "$T/out"
t_ok "  two words found by case folding, said" grep -qx 'attn-map: --text: 2 words found by case folding: PARIS->Paris free->FREE' "$T/err"
# -M: the map of foldings (one entry a row of cased vectors, made at the
# first word not found as written) is counted within the budget, not
# taken past it: the smallest -M (in MB) that trains on words found as
# written refuses words that need the map, at their line, with the size;
# with the map's MB more, they train
awk 'BEGIN { print "word\td1\td2"; for (i = 0; i < 60000; i++)
    printf "Wd%d\t%g\t%g\n", i, (i % 7) / 7, (i % 5) / 5 }' > "$T/big-cased.tsv"
for i in 1 2 3 4 5 6 7 8; do printf 'spam\tWd1 Wd2 Wd3\nham\tWd4 Wd5\n'; done > "$T/asis.tok"
sed '2s/Wd4/wd4/' "$T/asis.tok" > "$T/fold.tok"
fits() {	# fits MB CORPUS: attn-train trains within -M MB
	attn-train -q -M "${1}M" --epochs 1 -e "$T/big-cased.tsv" -o /dev/null "$2" 2> /dev/null
}
lo=1 hi=256
while [ $lo -lt $hi ]; do
	mid=$(((lo + hi) / 2))
	if fits $mid "$T/asis.tok"; then hi=$mid; else lo=$((mid + 1)); fi
done
t_ok "the smallest -M for words found as written: ${lo}M" fits $lo "$T/asis.tok"
t_bad "  -M ${lo}M, a word that needs the folding map: refused at its line" 1 \
    "^attn-train: .*fold\.tok:2: the case folding of the embeddings' 60000 words needs [0-9.]+ MB \([0-9]+ bytes\), more than the [0-9.]+ MB --memory leaves" \
    attn-train -q -M "${lo}M" --epochs 1 -e "$T/big-cased.tsv" -o /dev/null "$T/fold.tok"
need=$(sed -n 's/.*needs [0-9.]* MB (\([0-9]*\) bytes).*/\1/p' "$T/err")
more=$((lo + need / 1048576 + 2))
t_run "  -M ${more}M (the map's MB more): trained" 0 attn-train -q -M "${more}M" --epochs 1 -e "$T/big-cased.tsv" -o /dev/null "$T/fold.tok"
echo "1..$t_num"
