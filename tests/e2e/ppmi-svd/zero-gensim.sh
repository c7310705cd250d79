#!/bin/sh
# Zero vectors in the questions and the evaluations against gensim 4's
# KeyedVectors, the peer (tests/e2e/ppmi-svd/gensim-kv.py, gensim-ft.py):
# a zero vector has no direction; gensim's cosine with it is NaN in
# most_similar, most_similar_cosmul and so evaluate_word_analogies, and 0
# in similarity() and so evaluate_word_pairs.  Ours matches gensim, and
# says where it differs:
#  - --analogy: a zero vector is never the answer (its 3CosAdd score 0
#    beat every negative one: accuracy 0.5 where gensim's is 1.0); a
#    question expecting one is wrong in both; one with a zero vector
#    among a, b, c has no answer ('-'), counted wrong, where gensim's
#    scores are all NaN (it answers with its sort's first word): said;
#  - --similarity: a zero pair's cosine 0 ranked, rho and covered as
#    gensim's evaluate_word_pairs, said;
#  - --most-similar: a zero word left out of the question, said; the
#    answers gensim's without it (with it gensim's are all NaN); all zero:
#    refused, for 3CosMul too (it answered every word at 0.4999995);
#  - --oov subword --nn: an unknown word without an n-gram of the model's
#    minn..maxn characters has gensim's zero vector: refused as an
#    unknown word (it got an empty answer, exit 0); one at the edge
#    (minn characters with its '<' '>') answered as gensim answers it.
. "$(dirname "$0")/../../lib.sh"

PY=/usr/bin/python3
# (gensim divides by the zero norm: numpy's RuntimeWarnings, the point)
export PYTHONWARNINGS=ignore
KV="$ATTNKIT_TOP/tests/e2e/ppmi-svd/gensim-kv.py"
FT="$ATTNKIT_TOP/tests/e2e/ppmi-svd/gensim-ft.py"
if ! "$PY" -c 'import gensim' 2> /dev/null; then
	t_skip "gensim as the peer" "python3-gensim is not installed (sh tools/deps.sh test installs it)"
	exit 0
fi

# every value a float32 holds exactly: gensim's vectors are ours
E5=$T/e5.tsv E=$T/e.tsv
printf 'word\td1\td2\nfree\t1\t0.5\ncall\t0.5\t1\ntext\t-1\t0.25\nhome\t0.25\t-1\nzero\t0\t0\n' > "$E5"
printf 'word\td1\td2\td3\nfree\t1\t0.5\t0\ncall\t0.5\t1\t0\ntext\t-1\t0.25\t0\nhome\t0.25\t-1\t0\nwin\t1\t1\t0.5\nzero\t0\t0\t0\nprize\t0.5\t0.75\t1\nnow\t-0.5\t0\t1\n' > "$E"

# --analogy, at the edge: every nonzero candidate scores below 0
printf ': s\nfree call text home\n' > "$T/q5.txt"
"$PY" "$KV" "tsv:$E5" answers "$T/q5.txt" > "$T/a5.ref"
t_ok "gensim answers home (zero's score NaN)" grep -q "	home	0$" "$T/a5.ref"
t_run "--analogy, the zero word's score 0 above the others" 0 ppmi-svd --load "$E5" --analogy "$T/q5.txt" --items
t_ok "  answered home, as gensim" test "$(grep -v '^#' "$T/out" | awk -F'\t' 'NR == 2 { print $9 $10 }')" = homehome
t_ok "  the zero row said, alone (no question holds it)" sh -c "test \$(wc -l < '$T/err') = 1 && grep -q \"left out of the analogies' answers\$\" '$T/err'"

# the other side: a row of (0, 0.001) has a direction, and is the answer
sed 's/^zero	0	0$/zero	0	0.001/' "$E5" > "$T/nz.tsv"
"$PY" "$KV" "tsv:$T/nz.tsv" answers "$T/q5.txt" > "$T/nz.ref"
t_ok "gensim answers the near-zero row" grep -q "	zero	0$" "$T/nz.ref"
t_run "--analogy, a near-zero row" 0 ppmi-svd --load "$T/nz.tsv" --analogy "$T/q5.txt" --items
t_ok "  answered 'zero', as gensim, nothing said" test "$(grep -v '^#' "$T/out" | awk -F'\t' 'NR == 2 { print $9 }')" = zero -a ! -s "$T/err"

# every kind of question: without zero vectors, expecting one, one among
# a, b, c; uncovered
printf ': s\nfree call text home\ncall free home text\nwin prize now free\nfree call text zero\nfree call text nosuch\n: t\nprize win now home\nzero free call text\nfree zero call text\nfree call zero text\n' > "$T/q.txt"
grep -v '^zero \|^[a-z]* zero \|^[a-z]* [a-z]* zero ' "$T/q.txt" > "$T/qa.txt"
"$PY" "$KV" "tsv:$E" analogies "$T/qa.txt" > "$T/ana.ref"
t_run "--analogy, no zero vector among a, b, c" 0 ppmi-svd --load "$E" --analogy "$T/qa.txt"
grep -v '^#' "$T/out" | awk -F'\t' -v OFS='\t' '$5 == "3cosadd" { print $2, $4, $6 }' > "$T/ana.got"
t_cmp "  covered per section, as gensim's evaluate_word_analogies" "$T/ana.ref" "$T/ana.got"
t_ok "  the zero rows said once: no answer" grep -qx "ppmi-svd: warning: $E:7: 1 of 8 words have a zero vector (e.g. 'zero'): no direction and no cosine, left out of the analogies' answers" "$T/err"
t_ok "  the question expecting 'zero', wrong as in gensim, said" sh -c "test \$(wc -l < '$T/err') = 2 && grep -q \"^ppmi-svd: warning: .*/qa\.txt:5: 1 of its 5 covered questions expect a word whose vector is zero (e\.g\. 'zero' in 'free call text zero'): a zero vector is no answer\" '$T/err'"
"$PY" "$KV" "tsv:$E" answers "$T/q.txt" > "$T/ans.ref"
t_run "--analogy --items, every kind" 0 ppmi-svd --load "$E" --analogy "$T/q.txt" --items
grep -v '^#' "$T/out" | awk -F'\t' -v OFS='\t' 'NR > 1 && $9 != "-" { print $3 " " $4 " " $5 " " $6, $9 }' > "$T/ans.got"
awk -F'\t' -v OFS='\t' '!$3 { print $1, $2 }' "$T/ans.ref" > "$T/ans.ref2"
t_cmp "  the answers with a direction: gensim's" "$T/ans.ref2" "$T/ans.got"
t_ok "  zero among a, b, c: gensim's scores all NaN (3 questions)" test "$(awk -F'\t' '$3 == 1' "$T/ans.ref" | wc -l)" = 3
t_ok "  ours: no answer, '-' both" test "$(grep -v '^#' "$T/out" | awk -F'\t' '$9 == "-" && $10 == "-"' | wc -l)" = 4
t_ok "  said: counted wrong, gensim's NaN named" grep -q "^ppmi-svd: warning: .*/q\.txt:9: 3 of its 8 covered questions have a zero vector among a, b, c (e\.g\. 'zero free call text'): no direction, so no answer ('-' in --items), counted wrong; gensim's evaluate_word_analogies counts them too, but answers with whatever word its sort puts first (every score NaN)$" "$T/err"
t_run "--analogy, the totals" 0 ppmi-svd --load "$E" --analogy "$T/q.txt"
"$PY" "$KV" "tsv:$E" analogies "$T/q.txt" | cut -f1,2 > "$T/cov.ref"
grep -v '^#' "$T/out" | awk -F'\t' -v OFS='\t' '$5 == "3cosadd" { print $2, $4 }' > "$T/cov.got"
t_cmp "  covered per section: gensim's" "$T/cov.ref" "$T/cov.got"

# --similarity: cosine 0 ranked, as gensim's evaluate_word_pairs
printf 'zero\tfree\t9\nfree\tcall\t5\ncall\ttext\t2\nfree\ttext\t1\nwin\tprize\t3\nnosuch\tfree\t4\n' > "$T/sim.tsv"
"$PY" "$KV" "tsv:$E" similar zero free > "$T/zf"
t_ok "gensim's similarity(zero, free) is 0" grep -q "	0$" "$T/zf"
"$PY" "$KV" "tsv:$E" pairs "$T/sim.tsv" > "$T/sim.ref"
t_run "--similarity with a zero pair" 0 ppmi-svd --load "$E" --similarity "$T/sim.tsv"
grep -v '^#' "$T/out" | awk -F'\t' -v OFS='\t' 'NR > 1 { print $4, $6 }' > "$T/sim.got"
t_ok "  covered and rho, as gensim's evaluate_word_pairs (1e-9)" t_near_files "$T/sim.ref" "$T/sim.got" 1e-9
t_ok "  said once, with its line" sh -c "test \$(wc -l < '$T/err') = 1 && grep -q \"^ppmi-svd: warning: .*/sim\.tsv:1: 1 of its 5 covered pairs have a word whose vector is zero (e\.g\. 'zero' 'free'): no direction; their cosine is taken as 0 and ranked, as gensim's evaluate_word_pairs takes it\" '$T/err'"
sed 1d "$T/sim.tsv" > "$T/sim1.tsv"
t_run "--similarity without one" 0 ppmi-svd --load "$E" --similarity "$T/sim1.tsv"
t_ok "  nothing said" test ! -s "$T/err"

# --most-similar: the zero word left out, gensim's answers without it
for c in most cosmul; do
	o=; [ $c = cosmul ] && o=--cosmul
	"$PY" "$KV" "tsv:$E" $c 'call -free zero' 3 > "$T/nan"
	t_ok "$c: gensim's scores with the zero word are NaN" test "$(awk -F'\t' '$4 != "nan"' "$T/nan" | wc -l)" = 0
	"$PY" "$KV" "tsv:$E" $c 'call -free' 3 | sed 's/^call -free	/call -free zero	/' > "$T/ms.ref"
	t_run "$c: --most-similar 'call -free zero'" 0 ppmi-svd --load "$E" --most-similar 'call -free zero' $o -k 3
	grep -v '^#' "$T/out" | sed 1d > "$T/ms.got"
	t_ok "  gensim's answers to 'call -free' (1e-6)" t_near_files "$T/ms.ref" "$T/ms.got" 1e-6
	t_ok "  the zero word said" grep -q "^ppmi-svd: warning: .*/e\.tsv: --most-similar 'call -free zero': 'zero' has a zero vector: no direction, left out of the question (gensim's scores would all be NaN)$" "$T/err"
	t_bad "$c: --most-similar 'zero' alone" 1 "^ppmi-svd: .*/e\.tsv: --most-similar 'zero': its words' vectors are all zero: every word's cosine with them is 0, an order of no meaning \(gensim's is NaN\)$" ppmi-svd --load "$E" --most-similar zero $o
	t_run "$c: 'zero -free': no word to add with a direction" 1 ppmi-svd --load "$E" --most-similar 'zero -free' $o
	t_ok "  skipped, then the error" sh -c "grep -q \"'zero -free': skipped (no word to add is in the embeddings with a nonzero vector)\" '$T/err' && tail -1 '$T/err' | grep -q 'no --most-similar question can be answered: its words are not in the embeddings, or have zero vectors$'"
done

# --oov subword: minn = maxn = 5, as fastText's published models
sms-vocab -t "$DATA/sms-small.tsv" > "$T/tok.tsv" 2> /dev/null
t_run "gensim trains a FastText of 5-grams" 0 "$PY" "$FT" train "$T/tok.tsv" "$T/m.bin" 5 5
"$PY" "$FT" norm "$T/m.bin" qz qzx > "$T/norm"
t_ok "gensim: 'qz' ('<qz>', 4 characters) has no n-gram, a zero vector" grep -q "^qz	0	0$" "$T/norm"
t_ok "  'qzx' ('<qzx>', 5) has one" grep -q "^qzx	[0-9.e-]*	1$" "$T/norm"
t_bad "--oov subword --nn qz: refused" 1 "^ppmi-svd: .*/m\.bin: --nn 'qz': not in the model, and no n-gram of it has the model's 5 to 5 characters \('<qz>' has 4\): its vector is zero \(fastText's and gensim's too\), with no direction and no cosine with any word$" ppmi-svd --load "$T/m.bin" --oov subword --nn qz
t_run "--nn qz --nn free: free answered" 0 ppmi-svd --load "$T/m.bin" --oov subword --nn qz --nn free -k 3
t_ok "  qz a warning" grep -q "^ppmi-svd: warning: .*/m\.bin: --nn 'qz': not in the model, and no n-gram" "$T/err"
t_ok "  free's 3 neighbours, no row of qz" test "$(grep -v '^#' "$T/out" | awk -F'\t' 'NR > 1 { print $1 }' | sort | uniq -c | awk '{ print $1 $2 }')" = 3free
mkdir "$T/g"
"$PY" "$FT" answer "$T/m.bin" 3 "$T/g" qzx
t_run "--oov subword --nn qzx (the edge: one n-gram)" 0 ppmi-svd --load "$T/m.bin" --oov subword --nn qzx -k 3
t_ok "  gensim's most_similar to 1e-5" t_near_files "$T/g/nn.qzx" "$T/out" 1e-5
t_ok "  said as made from its n-grams" grep -q "'qzx' is not in the model: its vector is the mean of its n-grams' (--oov subword)" "$T/err"
