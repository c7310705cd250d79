#!/bin/sh
# ppmi-svd on tiny corpora: formats, a case worked out by hand, the sign
# rule's determinism, neighbours from computed and loaded embeddings.
. "$(dirname "$0")/../../lib.sh"

# finite FILE: every numeric field (all but the first) of every non-comment
# line is a finite number (a bare grep for "nan" would also match the
# random temp-dir name in the provenance line, or a word)
finite() { awk -F'\t' '!/^#/ { for (i = 2; i <= NF; i++) if (tolower($i) ~ /nan|inf/) exit 1 }' "$1"; }

# "a b c", window 1: C = [[0,1,0],[1,0,1],[0,1,0]], PPMI = ln 2 · C.
# With --dim 3 = V the rows of U·S are the PPMI rows rotated, so cosines are
# those of the PPMI rows: cos(a, c) = 1, cos(a, b) = 0.
printf 'word\tcount\tdocs\na\t1\t1\nb\t1\t1\nc\t1\t1\n' > "$T/abc.vocab"
printf '# tokens\nham\ta b c\n' > "$T/abc.tok"
t_run "a b c: embeddings" 0 ppmi-svd -v "$T/abc.vocab" --window 1 --dim 3 "$T/abc.tok"
t_ok "provenance line first" sh -c "head -1 '$T/out' | grep -q '^# ppmi-svd '"
t_ok "header word d1 d2 d3" test "$(sed -n 2p "$T/out")" = "word	d1	d2	d3"
t_ok "3 rows in vocabulary order" test "$(tail -n +3 "$T/out" | cut -f1 | tr '\n' ' ')" = "a b c "
# ‖row‖ = singular-value-weighted: the norm of a's PPMI row is ln 2
t_near "‖E_a‖ = ‖PPMI_a‖ = ln 2" "$(awk -F'\t' '$1=="a"{s=0; for(i=2;i<=NF;i++) s+=$i*$i; printf "%.12g", sqrt(s)}' "$T/out")" 0.693147181 1e-8
t_run "a b c: neighbours of a" 0 ppmi-svd -v "$T/abc.vocab" --window 1 --dim 3 --nn a -k 2 "$T/abc.tok"
t_ok "neighbours header" test "$(sed -n 2p "$T/out")" = "word	rank	neighbour	cosine"
t_ok "a's first neighbour is c" test "$(sed -n 3p "$T/out" | cut -f1-3)" = "a	1	c"
t_near "cos(a, c) = 1" "$(sed -n 3p "$T/out" | cut -f4)" 1 1e-9
t_near "cos(a, b) = 0" "$(sed -n 4p "$T/out" | cut -f4)" 0 1e-9

# the small SMS corpus: default options
C=$DATA/sms-small.tsv
sms-vocab --min-count 2 -o "$T/v.tsv" "$C"
sms-vocab -t -o "$T/t.tsv" "$C"
t_run "small corpus, --dim 3" 0 ppmi-svd -v "$T/v.tsv" --dim 3 -o "$T/e.tsv" "$T/t.tsv"
t_ok "11 rows of 1+3 fields" test "$(awk -F'\t' '!/^#/ && NR > 2 && NF == 4' "$T/e.tsv" | wc -l)" -eq 11
t_ok "no NaN" finite "$T/e.tsv"
ppmi-svd -v "$T/v.tsv" --dim 3 -o "$T/e2.tsv" "$T/t.tsv"
tail -n +2 "$T/e.tsv" > "$T/e.body"
tail -n +2 "$T/e2.tsv" > "$T/e2.body"
t_cmp "same input, byte-identical output" "$T/e.body" "$T/e2.body"
T_STDIN=$T/t.tsv t_run "tokens on stdin" 0 ppmi-svd -v "$T/v.tsv" --dim 3
tail -n +2 "$T/out" > "$T/got"
t_cmp "stdin = file" "$T/e.body" "$T/got"
# sign rule: in every column the entry of largest magnitude is positive
t_ok "sign rule: largest |entry| of each column positive (U·S)" awk -F'\t' '
	!/^#/ && $1 != "word" { for (i = 2; i <= NF; i++) { a = $i < 0 ? -$i : $i; if (a > m[i]) { m[i] = a; s[i] = $i } } }
	END { for (i in s) if (s[i] < 0) exit 1 }' "$T/e.tsv"

# neighbours from the file: the same as computed directly
t_run "--load --nn" 0 ppmi-svd --load "$T/e.tsv" --nn call --nn free -k 3
tail -n +2 "$T/out" > "$T/nn1"
t_ok "3 neighbours per word" test "$(grep -c '^call	' "$T/nn1")" -eq 3
ppmi-svd -v "$T/v.tsv" --dim 3 --nn call --nn free -k 3 "$T/t.tsv" | tail -n +2 > "$T/nn2"
t_cmp "--load gives the neighbours of the computed embeddings" "$T/nn1" "$T/nn2"
t_ok "cosines within [-1, 1], sorted" awk -F'\t' 'NR > 1 { if ($4 > 1 + 1e-9 || $4 < -1 - 1e-9) exit 1; if ($1 == w && $4 > p + 1e-12) exit 1; w = $1; p = $4 }' "$T/nn1"

# options that change the counts change the output
for opt in "--window 1" "--weight harmonic" "--oov keep" "--cds 0.75" "--neg 2" "--eig 0.5" "--label spam"; do
	ppmi-svd -v "$T/v.tsv" --dim 3 $opt "$T/t.tsv" 2>/dev/null | tail -n +2 > "$T/o"
	tail -n +2 "$T/e.tsv" > "$T/d"
	t_ok "$opt changes the embeddings" sh -c "! cmp -s '$T/o' '$T/d'"
done

# a vocabulary word that never co-occurs: zero row, a warning, no NaN
printf 'word\tcount\tdocs\na\t1\t1\nb\t1\t1\nc\t1\t1\nzzz\t1\t1\n' > "$T/z.vocab"
t_run "word that never co-occurs" 0 ppmi-svd -v "$T/z.vocab" --window 1 --dim 2 "$T/abc.tok"
t_ok "its row is exactly zero" test "$(awk -F'\t' '$1 == "zzz" { print $2 + 0, $3 + 0 }' "$T/out")" = "0 0"
t_ok "no NaN anywhere" finite "$T/out"
t_ok "a one-line warning" test "$(wc -l < "$T/err")" -eq 1
t_ok "the warning names the word" grep -q "all-zero PPMI row (e.g. 'zzz': no co-occurrence, or every PMI <= ln --neg): zero vectors" "$T/err"
# words that co-occur but whose every PMI is below ln k: the same zero rows,
# and the warning does not claim they never co-occur (it did)
t_run "--neg 1e6: every PMI below ln k" 0 ppmi-svd -v "$T/z.vocab" --window 1 --dim 2 --neg 1e6 "$T/abc.tok"
t_ok "the warning counts all four words" grep -q "4 of 4 words have an all-zero PPMI row" "$T/err"
t_ok "  every word's: a smaller --neg named" grep -q "; every word's: a smaller --neg$" "$T/err"
# a zero vector has no direction: it has no neighbours, and is none
t_run "neighbours of a zero vector: refused" 1 ppmi-svd -v "$T/z.vocab" --window 1 --dim 2 --nn zzz -k 3 "$T/abc.tok"
t_ok "  the zero rows said, then the error" sh -c "sed -n 1p '$T/err' | grep -q \"(left out of --nn's neighbours)\$\" && sed -n 2p '$T/err' | grep -q \"^ppmi-svd: .*z\\.vocab: --nn 'zzz': its vector is zero: no direction, and no cosine with any word\$\" && test \$(wc -l < '$T/err') -eq 2 && test ! -s '$T/out'"
t_run "beside another word: a warning, the other answered" 0 ppmi-svd -v "$T/z.vocab" --window 1 --dim 2 --nn zzz --nn a -k 3 "$T/abc.tok"
t_ok "  said" grep -q "^ppmi-svd: warning: .*z\\.vocab: --nn 'zzz': its vector is zero" "$T/err"
t_ok "  a's two neighbours, b and c, not zzz" test "$(tail -n +3 "$T/out" | cut -f3 | sort | tr '\n' ' ')" = "b c "

# CRLF and a last line without newline: the same embeddings
sed 's/$/\r/' "$T/t.tsv" | head -c -2 > "$T/t-crlf.tsv"
sed 's/$/\r/' "$T/v.tsv" > "$T/v-crlf.tsv"
t_run "CRLF tokens and vocabulary, no final newline" 0 ppmi-svd -v "$T/v-crlf.tsv" --dim 3 "$T/t-crlf.tsv"
tail -n +2 "$T/out" > "$T/got"
t_cmp "CRLF: same embeddings (nothing lost)" "$T/e.body" "$T/got"

# a 100,000-letter token: out of vocabulary, skipped; or a vocabulary word
awk 'BEGIN { s = ""; for (i = 0; i < 100000; i++) s = s "y"; print "ham\tcall " s " free"; print "word\tcount\tdocs" > "'"$T"'/vl.tsv"; print s "\t1\t1" >> "'"$T"'/vl.tsv"; print "call\t1\t1\nfree\t1\t1" >> "'"$T"'/vl.tsv" }' > "$T/tl.tsv"
t_run "100,000-letter token in the vocabulary" 0 ppmi-svd -v "$T/vl.tsv" --dim 2 --window 1 "$T/tl.tsv"
t_ok "its row is written whole" test "$(awk -F'\t' 'length($1) == 100000' "$T/out" | wc -l)" -eq 1
t_run "100,000-letter token out of the vocabulary" 0 ppmi-svd -v "$T/v.tsv" --dim 2 "$T/tl.tsv"
t_ok "skipped: the rows are the vocabulary's words, none that long" test "$(grep -v '^#' "$T/out" | tail -n +2 | cut -f1 | tr '\n' ' ')" = "$(grep -v '^#' "$T/v.tsv" | tail -n +2 | cut -f1 | tr '\n' ' ')"

# --contexts: rows from the vocabulary, columns from another word list
sms-vocab --min-count 1 -o "$T/all.tsv" "$C"
t_run "--contexts: every word of the corpus as a context" 0 ppmi-svd -v "$T/v.tsv" --contexts "$T/all.tsv" --dim 3 "$T/t.tsv"
t_ok "--contexts: still one row per vocabulary word" test "$(grep -v '^#' "$T/out" | tail -n +2 | cut -f1 | tr '\n' ' ')" = "$(grep -v '^#' "$T/v.tsv" | tail -n +2 | cut -f1 | tr '\n' ' ')"
t_ok "--contexts: finite" finite "$T/out"
tail -n +2 "$T/out" > "$T/o"
t_ok "--contexts changes the embeddings" sh -c "! cmp -s '$T/o' '$T/e.body'"
t_run "--contexts = the vocabulary itself" 0 ppmi-svd -v "$T/v.tsv" --contexts "$T/v.tsv" --dim 3 "$T/t.tsv"
tail -n +2 "$T/out" > "$T/got"
t_cmp "--contexts VOCAB = the default" "$T/e.body" "$T/got"

# attnkit(5): -d is --dim and -w is --window, as in attn-bench
ppmi-svd -v "$T/v.tsv" --dim 3 --window 2 "$T/t.tsv" | grep -v '^#' > "$T/long"
t_run "-d 3 -w 2" 0 ppmi-svd -v "$T/v.tsv" -d 3 -w 2 -q "$T/t.tsv"
grep -v '^#' "$T/out" > "$T/short"
t_cmp "-d 3 -w 2 -q = --dim 3 --window 2" "$T/long" "$T/short"

# a harmonic window wider than 22 is counted by the dense path alone: its
# memory refusal names that cause and the fixes (-w 22 falls back to the
# sparse solver under the same -M)
awk 'BEGIN { srand(1); print "word\tcount\tdocs" > "'"$T"'/w300.tsv"
	for (i = 0; i < 300; i++) print "w" i "\t40\t30" > "'"$T"'/w300.tsv"
	for (l = 0; l < 400; l++) { s = "ham\t"
		for (j = 0; j < 30; j++) s = s (j ? " " : "") "w" int(rand() * 300)
		print s > "'"$T"'/w300.tok" } }'
t_run "harmonic -w 22 under -M 2M: the sparse solver" 0 ppmi-svd -q -v "$T/w300.tsv" -M 2M -d 4 -w 22 --weight harmonic "$T/w300.tok"
t_bad "harmonic -w 23 under -M 2M: the window named as the cause" 1 "w300\\.tsv: the dense path needs about .* more than --memory 2 MB \\(a harmonic window wider than 22, which the dense path alone counts: --window 22, --weight flat, or a larger -M\\)\$" ppmi-svd -q -v "$T/w300.tsv" -M 2M -d 4 -w 23 --weight harmonic "$T/w300.tok"
